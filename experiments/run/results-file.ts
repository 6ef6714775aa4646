// The results file of every long run (tournaments: ../tournament/store.ts; decision quality:
// ../quality/store.ts): a header line (format "bestfirst-results", version 1, the run's
// full parameters under one field, the shard), then one JSON line per finished job,
// appended the moment it is known, so an interrupted run loses at most the jobs in
// flight. On --resume the file is read back and checked: the header must be this run's
// (the first differing parameter is named), every line is validated by the run's schema
// (a bad line is reported with its number; a field the schema does not know, in the
// header or a line, is refused: ./known-fields.ts), and a half-written last line - what a kill
// during a write leaves: the start of a record - is cut off, and said to be; anything
// else on the last line is damage, an error like any other bad line. The file's size, each
// line's length and its nesting are bounded before anything is parsed. A write that fails
// during the run (disk full, file removed) ends the run with an EnvironmentError saying
// what is safe.

import { closeSync, constants, fstatSync, ftruncateSync, openSync, readSync, statSync } from "node:fs";
import { BestfirstError } from "../../contract/index.js";
import {
  EnvironmentError,
  errnoCode,
  fileError,
  kindOf,
  missingDirectory,
  reason,
  statOrNone,
  writeAll,
} from "./files.js";
import { unknownField } from "./known-fields.js";
import type { Shard } from "./shards.js";
import { recordWritten, resultsOpened } from "./test-pause.js";

export const RESULTS_FORMAT = "bestfirst-results";
export const RESULTS_VERSION = 1;
/**
 * Far more than any real results file, and below the longest string the JavaScript engine makes of it (2^29
 * characters).
 */
const MOST_BYTES = 1 << 28;
/** Opening for reading without blocking (a FIFO without a writer would block open for ever). */
const READ_NOW = constants.O_RDONLY | constants.O_NONBLOCK;
/** Far more than any real line (a pair of Othello games is a few kilobytes). */
export const MOST_LINE_BYTES = 1 << 20;
/** Deeper than any real line (a line nests two levels), shallow enough for any parse or message. */
export const MOST_NESTING = 32;
/** How every record line starts (JSON.stringify of { kind, ... }): a cut last line is a prefix of a record. */
const RECORD_START = '{"kind":"';

/** The kinds of run a results file may hold: the header field of their parameters, in words. */
const RUN_KINDS: Record<string, string> = {
  tournament: "a tournament",
  quality: "a decision-quality run",
  roundRobin: "a round robin",
  decisions: "a decision-quality run on game positions",
  train: "a training run",
  seats: "a seated round robin",
  pig: "a Pig decision-quality run",
};

/** What one kind of run keeps in its results files: its parameters and its lines, validated. */
export interface ResultsSchema<P, L> {
  /** The header's field that holds the parameters ("tournament", "quality"). */
  field: string;
  /** The command that writes such files, for messages ("tournament"). */
  command: string;
  /** What one file's run is called in messages ("tournament", "decision-quality run"). */
  noun: string;
  /** The `kind`s of its lines (a first line of one of them: a file from before headers). */
  lineKinds: readonly string[];
  /** Validates the parameters (`where`: "FILE line 1"). */
  params(where: string, value: unknown): P;
  /** The first parameter in which two runs differ: its name (with its flag) and both values. */
  difference(a: P, b: P): { name: string; a: string; b: string } | undefined;
  /** Validates one line of a run with parameters `params`, rebuilt from its checked fields. */
  line(value: unknown, params: P, where: string): L;
  /**
   * Checks one file's validated lines together (a check too costly for every line, made on a sample), `where` as `line`
   * has it; before anything is written.
   */
  file?(lines: readonly L[], where: readonly string[]): void;
}

/** A header as read: the parameters and the shard. */
export interface Header<P> {
  params: P;
  shard: Shard | null;
}

/** Where lines go: the open results file. Swappable in tests (a disk that fills up). */
export const io = { writeAll };

export const showShard = (s: Shard | null, noun = "tournament") => (s ? `${s.k}/${s.n}` : `none (the whole ${noun})`);

/** The header line of a run. */
export function headerLine<P>(schema: ResultsSchema<P, unknown>, header: Header<P>): string {
  return (
    JSON.stringify({
      kind: "header",
      format: RESULTS_FORMAT,
      version: RESULTS_VERSION,
      [schema.field]: header.params,
      shard: header.shard ? { k: header.shard.k, n: header.shard.n } : null,
    }) + "\n"
  );
}

export interface OpenFile {
  path: string;
  fd: number;
  dev: number;
  ino: number;
  regular: boolean;
}

/** The items of a batch whose key is neither held already nor an earlier item's, by key. */
export function newByKey<T>(
  items: readonly T[],
  key: (item: T) => string,
  held: ReadonlyMap<string, T>,
): Map<string, T> {
  const fresh = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    if (!held.has(k) && !fresh.has(k)) fresh.set(k, item);
  }
  return fresh;
}

/**
 * Appends lines to an open results file; `finished(written)` tells, for messages, the jobs
 * safe in it: those stored before, and `written` lines of the batch being written.
 */
export class ResultsWriter {
  private failure: Error | undefined;

  constructor(
    private readonly file: OpenFile | undefined,
    private readonly finished: (written: number) => string,
  ) {
    if (file) resultsOpened();
  }

  write(line: object): void {
    this.writeLines([line]);
  }

  /**
   * Appends `lines` (a pool's batch of results), each in its own write, and then checks
   * the file is still the one opened: once a batch, not once a line.
   */
  writeLines(lines: readonly object[]): void {
    const file = this.file;
    if (!file || lines.length === 0) return;
    if (this.failure) throw this.failure;
    lines.forEach((line, written) => {
      try {
        // One write per line (continued if short): a line is all there or cut short, never
        // interleaved; a cut last line is dropped by --resume.
        io.writeAll(file.fd, JSON.stringify(line) + "\n");
      } catch (error) {
        this.failure = new EnvironmentError(
          `cannot write results to ${file.path}: ${reason(error)}; ${this.finished(written)}`,
        );
        throw this.failure;
      }
      recordWritten();
    });
    if (!file.regular) return;
    // A removed or replaced file takes every later line with it: stop at once instead.
    let now;
    try {
      now = statSync(file.path);
    } catch (error) {
      now = errnoCode(error) === "ENOENT" ? undefined : null;
    }
    if (now === undefined || (now && (now.dev !== file.dev || now.ino !== file.ino))) {
      this.failure = new EnvironmentError(
        `the results file ${file.path} was ${now ? "replaced" : "removed"} during the run: the results written to it ` +
          `are gone with it; stopping`,
      );
      throw this.failure;
    }
  }

  /** Closes the file (idempotent). */
  close(): void {
    if (this.file && this.file.fd >= 0) {
      try {
        closeSync(this.file.fd);
      } catch {
        /* nothing more to lose */
      }
      this.file.fd = -1;
    }
  }
}

/** "no pair had finished" / "the 3 pairs finished before are safe in it (...)". */
export function safeNote(count: number, noun: string): string {
  return count === 0
    ? `no ${noun} had finished`
    : `the ${count} ${noun}${count === 1 ? "" : "s"} finished before ${count === 1 ? "is" : "are"} safe in it ` +
        `(resume from it once that is fixed)`;
}

/** Opens `path` for appending: an EnvironmentError (or BestfirstError for a wrong path) says why not. */
function openForAppend(path: string): OpenFile {
  let fd: number;
  try {
    fd = openSync(path, "a");
  } catch (error) {
    const code = errnoCode(error);
    const missing = code === "ENOENT" || code === "ENOTDIR" ? missingDirectory(path) : undefined;
    if (missing) throw new BestfirstError(`cannot create the results file ${path}: ${missing}`);
    // The directory is there and the system still says "no such file": it takes no new files (/proc).
    if (code === "ENOENT")
      throw new EnvironmentError(
        `cannot create the results file ${path}: its directory is there but takes no new files (${reason(error)})`,
      );
    throw fileError(`cannot write the results file ${path}`, error);
  }
  const stats = fstatSync(fd);
  return { path, fd, dev: stats.dev, ino: stats.ino, regular: stats.isFile() };
}

/** Writes at the open file or closes it and throws an EnvironmentError. */
function start(file: { fd: number }, path: string, text: string, truncateTo?: number): void {
  try {
    if (truncateTo !== undefined) ftruncateSync(file.fd, truncateTo);
    if (text) io.writeAll(file.fd, text);
  } catch (error) {
    closeSync(file.fd);
    throw new EnvironmentError(`cannot write the results file ${path}: ${reason(error)}; nothing was played`);
  }
}

/**
 * Opens the results file of the run `header` describes: a new one (it must not hold
 * anything), or, with `resume`, one of the same run (or none yet) to go on with. Returns
 * the open file (undefined: no path, results in memory) and the lines already in it.
 * Everything is checked here, before any job runs.
 */
export function openResults<P, L>(
  path: string | undefined,
  resume: boolean,
  schema: ResultsSchema<P, L>,
  header: Header<P>,
): { file: OpenFile | undefined; lines: L[]; where: string[]; cut: boolean } {
  if (!path) {
    if (resume) throw new BestfirstError("--resume needs --out FILE (the file to continue)");
    return { file: undefined, lines: [], where: [], cut: false };
  }
  const text = headerLine(schema, header);
  const stats = statOrNone(path, "the results file");
  if (stats?.isDirectory()) throw new BestfirstError(`the results file ${path} is a directory: give a file`);
  if (stats && !stats.isFile()) {
    // A device (like /dev/null) can take the lines but cannot be read back.
    if (resume) throw new BestfirstError(`cannot resume ${path}: it is ${kindOf(stats)}, not a results file`);
    if (!stats.isCharacterDevice())
      throw new BestfirstError(`the results file ${path} is ${kindOf(stats)}: give a regular file`);
    const file = openForAppend(path);
    start(file, path, text);
    return { file, lines: [], where: [], cut: false };
  }
  if (!resume) {
    if (stats && !blank(path, stats.size))
      throw new BestfirstError(
        `${path} already holds ` +
          `${looksLikeResults(path) ? "results: add --resume to continue it" : "something (not results)"}, or choose ` +
          `another --out`,
      );
    const file = openForAppend(path);
    start(file, path, text, 0);
    return { file, lines: [], where: [], cut: false };
  }
  const read = stats ? readResults(path, schema, header) : undefined;
  const file = openForAppend(path);
  if (!read?.header) {
    start(file, path, text, 0); // empty, or only a cut header: begin again
    return { file, lines: [], where: [], cut: read?.cut ?? false };
  }
  if (read.keepBytes < read.size || read.needsNewline) start(file, path, read.needsNewline ? "\n" : "", read.keepBytes);
  return { file, lines: read.lines, where: read.lineNumbers.map((n) => `${path} line ${n}`), cut: read.cut };
}

/** True when the file holds only white space (read at most a little of it). */
function blank(path: string, size: number): boolean {
  if (size > 4096) return false;
  return readHead(path, 4096).trim() === "";
}

function looksLikeResults(path: string): boolean {
  return /^\s*\{"kind":"[a-z]+"/.test(readHead(path, 64));
}

function readHead(path: string, bytes: number): string {
  let fd: number | undefined;
  try {
    fd = openSync(path, READ_NOW); // stat'ed a regular file: a FIFO put there since must not block
    const buffer = Buffer.alloc(bytes);
    return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0)).toString("utf8");
  } catch (error) {
    throw fileError(`cannot read ${path}`, error);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export interface Results<P, L> {
  path: string;
  /** Undefined when the file is empty (or holds only a cut header line). */
  header: Header<P> | undefined;
  lines: L[];
  /** The line number of each of `lines` in the file (from 1; the header is line 1). */
  lineNumbers: number[];
  /** Bytes of the whole lines: less than `size` when the last line is cut short. */
  keepBytes: number;
  size: number;
  /** The last line is whole but its newline is missing. */
  needsNewline: boolean;
  /** The last line was cut short (an interrupted write) and is left out. */
  cut: boolean;
}

/**
 * Reads and validates a results file. With `expected`, its header must describe the same
 * run (and shard). A cut last line is left out (see `cut`); any other bad line is a
 * BestfirstError naming its line number and what is wrong.
 */
export function readResults<P, L>(path: string, schema: ResultsSchema<P, L>, expected?: Header<P>): Results<P, L> {
  const stats = statOrNone(path, "the results file");
  if (!stats) throw new BestfirstError(`${path} does not exist`);
  if (stats.isDirectory()) throw new BestfirstError(`${path} is a directory, not a results file`);
  if (!stats.isFile()) throw new BestfirstError(`${path} is ${kindOf(stats)}, not a results file`);
  if (stats.size > MOST_BYTES)
    throw new BestfirstError(`${path} is ${stats.size} bytes: far too large for a results file`);
  let bytes: Buffer;
  let fd: number | undefined;
  try {
    fd = openSync(path, READ_NOW);
    const now = fstatSync(fd); // what was opened, which may not be what was stat'ed
    if (!now.isFile() || now.size > MOST_BYTES)
      throw new BestfirstError(`${path} changed while it was read: give a results file no run is writing`);
    bytes = Buffer.alloc(stats.size);
    let got = 0;
    while (got < bytes.length) {
      const n = readSync(fd, bytes, got, bytes.length - got, got);
      if (n === 0) break; // shrank meanwhile
      got += n;
    }
    bytes = bytes.subarray(0, got);
  } catch (error) {
    throw fileError(`cannot read ${path}`, error);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return parseResults(path, bytes.toString("utf8"), schema, expected);
}

function parseResults<P, L>(
  path: string,
  text: string,
  schema: ResultsSchema<P, L>,
  expected?: Header<P>,
): Results<P, L> {
  const parts = text.split("\n");
  const out: Results<P, L> = {
    path,
    header: undefined,
    lines: [],
    lineNumbers: [],
    keepBytes: 0,
    size: Buffer.byteLength(text),
    needsNewline: false,
    cut: false,
  };
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const last = i === parts.length - 1; // text after the final newline (or the whole text)
    const n = i + 1;
    const bytes = Buffer.byteLength(part);
    if (part.trim() !== "") {
      // Bounded before parsing: a line no record makes is damage, even the last (no write leaves it).
      if (bytes > MOST_LINE_BYTES)
        throw new BestfirstError(
          `${path} line ${n} is ${bytes} bytes, longer than any results line (at most ${MOST_LINE_BYTES}): the file ` +
            `is damaged`,
        );
      if (nestingPasses(part, MOST_NESTING))
        throw new BestfirstError(
          `${path} line ${n} nests deeper than ${MOST_NESTING} levels, as no results line does: the file is damaged`,
        );
      let value: unknown;
      try {
        value = JSON.parse(part);
      } catch {
        value = undefined;
      }
      if (value === undefined) {
        // An interrupted write leaves the start of a record; anything else is damage.
        if (last && (part.startsWith(RECORD_START) || RECORD_START.startsWith(part))) {
          out.cut = true;
          break;
        }
        if (!out.header) throw new BestfirstError(`${path} is not a results file: its first line is not JSON`);
        if (last)
          throw new BestfirstError(
            `${path} line ${n}, the last, is not JSON and not the start of a record cut short by an interrupted ` +
              `write: the file is damaged (remove that line to go on)`,
          );
        throw new BestfirstError(
          `${path} line ${n} is not JSON: the file is damaged (only its last line may be cut short)`,
        );
      }
      if (!out.header) {
        out.header = headerFrom(path, value, schema);
        if (expected) compareHeaders(path, out.header, expected, schema);
      } else {
        const o = value as { kind?: unknown } | null;
        if (o && typeof o === "object" && o.kind === "header")
          throw new BestfirstError(`${path} line ${n} is a second header: the file is damaged (two files joined?)`);
        const where = `${path} line ${n}`;
        const line = schema.line(value, out.header.params, where);
        refuseUnknown(where, value, line, schema.command);
        out.lines.push(line);
        out.lineNumbers.push(n);
      }
      if (last) out.needsNewline = true;
    }
    out.keepBytes += bytes + (last ? 0 : 1);
  }
  schema.file?.(
    out.lines,
    out.lineNumbers.map((n) => `${path} line ${n}`),
  );
  return out;
}

/** Whether `text`'s brackets (outside JSON strings) nest deeper than `most`: one pass, no parse. */
export function nestingPasses(text: string, most: number): boolean {
  let depth = 0,
    inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > most) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

function compareHeaders<P>(
  path: string,
  found: Header<P>,
  expected: Header<P>,
  schema: ResultsSchema<P, unknown>,
): void {
  const d = schema.difference(found.params, expected.params);
  if (d)
    throw new BestfirstError(
      `${path} holds another ${schema.noun}: its ${d.name} is ${d.a}, this run's is ${d.b} (choose another --out, or ` +
        `run with the file's parameters)`,
    );
  if (showShard(found.shard) !== showShard(expected.shard))
    throw new BestfirstError(
      `${path} holds another shard: its shard is ${showShard(found.shard, schema.noun)}, this run's is ` +
        `${showShard(expected.shard, schema.noun)}`,
    );
}

type Obj = Record<string, unknown>;

/** A field of `read` that its rebuilt form `known` lacks: a BestfirstError naming the file, the line and the field. */
function refuseUnknown(where: string, read: unknown, known: unknown, command: string): void {
  const field = unknownField(read, known);
  if (field)
    throw new BestfirstError(
      `${where}: unknown field ${field}: the file is damaged or not written by bestfirst ${command} ` +
        "(a line holds only the fields bestfirst writes)",
    );
}

/** A field that must be an integer from min to max, or a BestfirstError naming the file, field and value. */
export function fieldFail(where: string, field: string, wanted: string, value: unknown, command: string): never {
  let shown = value === undefined ? "nothing" : JSON.stringify(value);
  if (shown.length > 40) shown = shown.slice(0, 37) + "...";
  throw new BestfirstError(
    `${where}: ${field} must be ${wanted}, got ${shown}: the file is damaged or not written by bestfirst ${command}`,
  );
}

function headerFrom<P>(path: string, value: unknown, schema: ResultsSchema<P, unknown>): Header<P> {
  const where = `${path} line 1`;
  const o = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Obj) : undefined;
  if (o?.kind !== "header") {
    if (o && schema.lineKinds.includes(o.kind as string))
      throw new BestfirstError(
        `${path} has no header line (written by an older bestfirst, before results files had one): start a new file, ` +
          `or move this one away`,
      );
    throw new BestfirstError(`${path} is not a results file: its first line is not a bestfirst results header`);
  }
  if (o.format !== RESULTS_FORMAT) fieldFail(where, "format", JSON.stringify(RESULTS_FORMAT), o.format, schema.command);
  if (o.version !== RESULTS_VERSION)
    throw new BestfirstError(
      `${path} is in results format version ${JSON.stringify(o.version)}; this bestfirst reads version ` +
        `${RESULTS_VERSION} only`,
    );
  if (o[schema.field] === undefined) {
    const other = Object.keys(RUN_KINDS).find((field) => field !== schema.field && o[field] !== undefined);
    if (other)
      throw new BestfirstError(
        `${path} holds ${RUN_KINDS[other]}, not ${RUN_KINDS[schema.field] ?? schema.field}: give bestfirst ` +
          `${schema.command} its own file`,
      );
  }
  const params = schema.params(where, o[schema.field]);
  let shard: Shard | null = null;
  if (o.shard !== null) {
    if (typeof o.shard !== "object" || Array.isArray(o.shard))
      fieldFail(where, "shard", "an object", o.shard, schema.command);
    const s = o.shard as Obj;
    const int = (field: string, max: number) => {
      const v = s[field];
      if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 1 || v > max)
        fieldFail(where, `shard.${field}`, `an integer from 1 to ${max}`, v, schema.command);
      return v;
    };
    const n = int("n", Number.MAX_SAFE_INTEGER);
    shard = { k: int("k", n), n };
  }
  const known = { kind: "header", format: RESULTS_FORMAT, version: RESULTS_VERSION, [schema.field]: params, shard };
  refuseUnknown(where, o, known, schema.command);
  return { params, shard };
}

/**
 * Whether two records of one job (a pair, a tree) say the same, their timings aside (the
 * same job run twice measures other times): the same job with different content is refused.
 */
export function sameRecord(a: object, b: object): boolean {
  const untimed = (key: string, value: unknown) => (/^ms/.test(key) ? undefined : value);
  return JSON.stringify(a, untimed) === JSON.stringify(b, untimed);
}

/** The error for two lines of one job that say different things. */
export function conflictingRecords(what: string, first: string, second: string): never {
  throw new BestfirstError(
    `${first} and ${second} hold different results for the same ${what}: ` +
      "a job has one result (the files are damaged, or come from different runs): remove one of the two lines",
  );
}
