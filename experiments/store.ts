// The results file: a header line (the tournament's full parameters and the format's
// version), then one JSON line per finished pair (and one per matched depth), appended
// the moment it is known, so an interrupted run loses at most the pairs in flight. On
// --resume the file is read back and checked: the header must be this tournament's (the
// first differing parameter is named), every line is validated field by field (a bad
// line is reported with its number), and a half-written last line - what a kill during a
// write leaves - is cut off; every job already there is skipped, so nothing is lost and
// nothing is played twice. A write that fails during the run (disk full, file removed)
// ends the run with an EnvironmentError saying what is safe.

import { closeSync, fstatSync, ftruncateSync, openSync, readSync, statSync } from "node:fs";
import { BestfirstError } from "../contract/index.js";
import { EnvironmentError, errnoCode, fileError, kindOf, missingDirectory, reason, statOrNone, writeAll } from "./files.js";
import { jobKey, tournamentKey, type Shard, type TournamentId } from "./jobs.js";
import type { Algorithm, Cost, GameName, GameRecord, MatchBy, PairResult, TournamentSpec, TreeMode } from "./types.js";

/** What the depth matching decided for one alpha-beta depth, with the evidence. */
export interface DepthRecord {
  tournament: TournamentId;
  abDepth: number;
  bfDepth: number;
  /** Pairs the full tournament at this depth plays (merge checks completeness with it). */
  pairs: number;
  /** The short tournaments measured on the way, in the order they were run. */
  trail: { bfDepth: number; cost: Cost }[];
}

export const RESULTS_FORMAT = "bestfirst-results";
export const RESULTS_VERSION = 1;
/** Random games have seeds 1..100, Othello 244 openings: the most pairs a tournament can have. */
const MOST_PAIRS: Record<GameName, number> = { random: 100, othello: 244, connect4: 49 };
const DEEPEST = 100;
/** Far more than any real results file (a pair line is a few kilobytes). */
const MOST_BYTES = 1 << 30;

/** Everything that decides a tournament's results, normalized (null: does not apply). */
export interface TournamentParams {
  game: GameName;
  branching: number | null;
  mode: TreeMode | null;
  algorithm: Algorithm;
  match: MatchBy;
  abDepths: number[];
  pairs: number;
  /** Given best-first depths (no matching), or null. */
  bfDepths: number[] | null;
  /** The matching's short tournaments (null when the depths are given). */
  matchPairs: number | null;
  maxBfDepth: number | null;
}

/** The first line of a results file. */
export interface ResultsHeader {
  kind: "header";
  format: typeof RESULTS_FORMAT;
  version: number;
  tournament: TournamentParams;
  /** The slice this file holds (null: the whole tournament). */
  shard: Shard | null;
}

/** The order parameters are compared in (the first that differs is named). */
export const PARAM_ORDER: readonly (keyof TournamentParams)[] = ["game", "branching", "mode", "algorithm", "match", "abDepths", "pairs", "bfDepths", "matchPairs", "maxBfDepth"];

export function resultsHeader(spec: TournamentSpec, shard?: Shard): ResultsHeader {
  const random = spec.game === "random";
  const given = spec.bfDepths !== undefined;
  return {
    kind: "header", format: RESULTS_FORMAT, version: RESULTS_VERSION,
    tournament: {
      game: spec.game,
      branching: random ? spec.branching : null,
      mode: random ? spec.mode : null,
      algorithm: spec.algorithm,
      match: spec.match,
      abDepths: [...spec.abDepths],
      pairs: spec.pairs,
      bfDepths: given ? [...spec.bfDepths!] : null,
      matchPairs: given ? null : Math.min(spec.matchPairs ?? 10, spec.pairs),
      maxBfDepth: given ? null : spec.maxBfDepth ?? DEEPEST,
    },
    shard: shard ? { k: shard.k, n: shard.n } : null,
  };
}

/** The tournament a header describes. */
export function specOf(t: TournamentParams): TournamentSpec {
  return {
    game: t.game, branching: t.branching ?? 0, mode: t.mode ?? "random", algorithm: t.algorithm, match: t.match,
    abDepths: [...t.abDepths], pairs: t.pairs,
    ...(t.bfDepths ? { bfDepths: [...t.bfDepths] } : { matchPairs: t.matchPairs ?? undefined, maxBfDepth: t.maxBfDepth ?? undefined }),
  };
}

/** The command-line option of each parameter. */
const FLAGS: Record<keyof TournamentParams, string> = {
  game: "--game", branching: "--branching", mode: "--mode", algorithm: "--algorithm", match: "--match", abDepths: "--ab-depths",
  pairs: "--pairs", bfDepths: "--bf-depths", matchPairs: "--match-pairs", maxBfDepth: "the deepest best-first bound",
};

const show = (v: unknown) => (v === null || v === undefined ? "none" : Array.isArray(v) ? v.join(",") : String(v));

/** The first parameter in which two tournaments differ, as "branching (4 in X, 3 in Y)"-ready parts. */
export function firstDifference(a: TournamentParams, b: TournamentParams): { name: string; a: string; b: string } | undefined {
  for (const name of PARAM_ORDER)
    if (JSON.stringify(a[name]) !== JSON.stringify(b[name])) return { name: `${name} (${FLAGS[name]})`, a: show(a[name]), b: show(b[name]) };
  return undefined;
}

export const showShard = (s: Shard | null) => (s ? `${s.k}/${s.n}` : "none (the whole tournament)");

type Line = ({ kind: "pair" } & PairResult) | ({ kind: "depth" } & DepthRecord);

export function depthKey(d: Pick<DepthRecord, "tournament" | "abDepth">): string {
  return `${tournamentKey(d.tournament)}/ab${d.abDepth}`;
}

/** Where lines go: the open results file. Swappable in tests (a disk that fills up). */
export const io = { writeAll };

export class ResultStore {
  readonly results = new Map<string, PairResult>();
  readonly depths = new Map<string, DepthRecord>();
  private failure: Error | undefined;

  /** An in-memory store, or one appending to the open file `fd` at `path` (see `openStore`). */
  constructor(private readonly file?: { path: string; fd: number; dev: number; ino: number; regular: boolean }) {}

  /** Adds a validated pair or depth (a later duplicate of a key is ignored). */
  absorb(line: Line): void {
    if (line.kind === "pair") {
      const { kind: _, ...result } = line;
      const key = jobKey(result);
      if (!this.results.has(key)) this.results.set(key, result);
    } else if (line.kind === "depth") {
      const { kind: _, ...record } = line;
      const key = depthKey(record);
      const known = this.depths.get(key);
      if (known && known.bfDepth !== record.bfDepth)
        throw new BestfirstError(`two different matched depths for ${key}: ${known.bfDepth} and ${record.bfDepth}`);
      this.depths.set(key, known ?? record);
    }
  }

  addResult(result: PairResult): void {
    const key = jobKey(result);
    if (this.results.has(key)) return;
    this.write({ kind: "pair", ...result });
    this.results.set(key, result);
  }

  addDepth(record: DepthRecord): void {
    const known = this.depths.get(depthKey(record));
    if (known && known.bfDepth === record.bfDepth && known.pairs === record.pairs) return;
    this.write({ kind: "depth", ...record });
    this.depths.set(depthKey(record), record);
  }

  /** Closes the file (idempotent). */
  close(): void {
    if (this.file && this.file.fd >= 0) {
      try { closeSync(this.file.fd); } catch { /* nothing more to lose */ }
      this.file.fd = -1;
    }
  }

  private write(line: Line): void {
    const file = this.file;
    if (!file) return;
    if (this.failure) throw this.failure;
    const pairs = this.results.size;
    const safe = pairs === 0 ? "no pair had finished" : `the ${pairs} pair${pairs === 1 ? "" : "s"} finished before ${pairs === 1 ? "is" : "are"} safe in it (resume from it once that is fixed)`;
    try {
      // One write per line (continued if short): a line is all there or cut short, never
      // interleaved; a cut last line is dropped by --resume.
      io.writeAll(file.fd, JSON.stringify(line) + "\n");
    } catch (error) {
      this.failure = new EnvironmentError(`cannot write results to ${file.path}: ${reason(error)}; ${safe}`);
      throw this.failure;
    }
    if (!file.regular) return;
    // A removed or replaced file takes every later line with it: stop at once instead.
    let now;
    try { now = statSync(file.path); } catch (error) { now = errnoCode(error) === "ENOENT" ? undefined : null; }
    if (now === undefined || (now && (now.dev !== file.dev || now.ino !== file.ino))) {
      this.failure = new EnvironmentError(`the results file ${file.path} was ${now ? "replaced" : "removed"} during the run: the pairs written to it are gone with it; stopping`);
      throw this.failure;
    }
  }
}

/** Opens `path` for appending: an EnvironmentError (or BestfirstError for a wrong path) says why not. */
function openForAppend(path: string): { path: string; fd: number; dev: number; ino: number; regular: boolean } {
  let fd: number;
  try {
    fd = openSync(path, "a");
  } catch (error) {
    const code = errnoCode(error);
    if (code === "ENOENT" || code === "ENOTDIR") throw new BestfirstError(`cannot create the results file ${path}: ${missingDirectory(path)}`);
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
 * Opens the results file of the tournament `header` describes: a new one (it must not
 * hold anything), or, with `resume`, one of the same tournament (or none yet) to go on
 * with. Everything is checked here, before any game is played.
 */
export function openStore(path: string | undefined, resume: boolean, header: ResultsHeader): ResultStore {
  if (!path) {
    if (resume) throw new BestfirstError("--resume needs --out FILE (the file to continue)");
    return new ResultStore();
  }
  const headerLine = JSON.stringify(header) + "\n";
  const stats = statOrNone(path, "the results file");
  if (stats?.isDirectory()) throw new BestfirstError(`the results file ${path} is a directory: give a file`);
  if (stats && !stats.isFile()) {
    // A device (like /dev/null) can take the lines but cannot be read back.
    if (resume) throw new BestfirstError(`cannot resume ${path}: it is ${kindOf(stats)}, not a results file`);
    if (!stats.isCharacterDevice()) throw new BestfirstError(`the results file ${path} is ${kindOf(stats)}: give a regular file`);
    const file = openForAppend(path);
    start(file, path, headerLine);
    return new ResultStore(file);
  }
  if (!resume) {
    if (stats && !blank(path, stats.size))
      throw new BestfirstError(`${path} already holds ${looksLikeResults(path) ? "results: add --resume to continue it" : "something (not results)"}, or choose another --out`);
    const file = openForAppend(path);
    start(file, path, headerLine, 0);
    return new ResultStore(file);
  }
  const read = stats ? readResultsFile(path, header) : undefined;
  const file = openForAppend(path);
  const store = new ResultStore(file);
  if (!read || !read.header) {
    start(file, path, headerLine, 0); // empty, or only a cut header: begin again
    return store;
  }
  if (read.keepBytes < read.size || read.needsNewline) start(file, path, read.needsNewline ? "\n" : "", read.keepBytes);
  for (const line of read.lines) store.absorb(line);
  return store;
}

/** True when the file holds only white space (read at most a little of it). */
function blank(path: string, size: number): boolean {
  if (size > 4096) return false;
  return readHead(path, 4096).trim() === "";
}

function looksLikeResults(path: string): boolean {
  return /^\s*\{"kind":"(header|pair|depth)"/.test(readHead(path, 64));
}

function readHead(path: string, bytes: number): string {
  let fd: number | undefined;
  try {
    fd = openSync(path, "r");
    const buffer = Buffer.alloc(bytes);
    return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0)).toString("utf8");
  } catch (error) {
    throw fileError(`cannot read ${path}`, error);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export interface ResultsFile {
  path: string;
  /** Undefined when the file is empty (or holds only a cut header line). */
  header: ResultsHeader | undefined;
  lines: Line[];
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
 * tournament (and shard). A cut last line is left out (see `cut`); any other bad line is a
 * BestfirstError naming its line number and what is wrong.
 */
export function readResultsFile(path: string, expected?: ResultsHeader): ResultsFile {
  const stats = statOrNone(path, "the results file");
  if (!stats) throw new BestfirstError(`${path} does not exist`);
  if (stats.isDirectory()) throw new BestfirstError(`${path} is a directory, not a results file`);
  if (!stats.isFile()) throw new BestfirstError(`${path} is ${kindOf(stats)}, not a results file`);
  if (stats.size > MOST_BYTES) throw new BestfirstError(`${path} is ${stats.size} bytes: far too large for a results file`);
  let bytes: Buffer;
  let fd: number | undefined;
  try {
    fd = openSync(path, "r");
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
  return parseResults(path, bytes.toString("utf8"), expected);
}

function parseResults(path: string, text: string, expected?: ResultsHeader): ResultsFile {
  const parts = text.split("\n");
  const out: ResultsFile = { path, header: undefined, lines: [], keepBytes: 0, size: Buffer.byteLength(text), needsNewline: false, cut: false };
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const last = i === parts.length - 1; // text after the final newline (or the whole text)
    const n = i + 1;
    if (part.trim() !== "") {
      let value: unknown;
      try { value = JSON.parse(part); } catch { value = undefined; }
      if (value === undefined) {
        if (last) { out.cut = true; break; } // an interrupted write
        if (!out.header) throw new BestfirstError(`${path} is not a results file: its first line is not JSON`);
        throw new BestfirstError(`${path} line ${n} is not JSON: the file is damaged (only its last line may be cut short)`);
      }
      if (!out.header) {
        out.header = headerFrom(path, value);
        if (expected) compareHeaders(path, out.header, expected);
      } else {
        out.lines.push(lineFrom(value, out.header.tournament, `${path} line ${n}`));
      }
      if (last) out.needsNewline = true;
    }
    out.keepBytes += Buffer.byteLength(part) + (last ? 0 : 1);
  }
  return out;
}

function compareHeaders(path: string, found: ResultsHeader, expected: ResultsHeader): void {
  const d = firstDifference(found.tournament, expected.tournament);
  if (d) throw new BestfirstError(`${path} holds another tournament: its ${d.name} is ${d.a}, this run's is ${d.b} (choose another --out, or run with the file's parameters)`);
  if (showShard(found.shard) !== showShard(expected.shard))
    throw new BestfirstError(`${path} holds another shard: its shard is ${showShard(found.shard)}, this run's is ${showShard(expected.shard)}`);
}

// ---- validation: every field by type and range -------------------------------------

function fail(where: string, field: string, wanted: string, value: unknown): never {
  let shown = value === undefined ? "nothing" : JSON.stringify(value);
  if (shown.length > 40) shown = shown.slice(0, 37) + "...";
  throw new BestfirstError(`${where}: ${field} must be ${wanted}, got ${shown}: the file is damaged or not written by bestfirst tournament`);
}

type Obj = Record<string, unknown>;

function object(where: string, field: string, value: unknown): Obj {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(where, field, "an object", value);
  return value as Obj;
}

function int(where: string, o: Obj, field: string, min: number, max: number, prefix = ""): number {
  const v = o[field];
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < min || v > max) fail(where, prefix + field, `an integer from ${min} to ${max}`, v);
  return v;
}

function count(where: string, o: Obj, field: string, prefix = ""): number {
  return int(where, o, field, 0, Number.MAX_SAFE_INTEGER, prefix);
}

function ms(where: string, o: Obj, field: string, prefix = ""): number {
  const v = o[field];
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0) fail(where, prefix + field, "a number of milliseconds (0 or more)", v);
  return v;
}

function choice<T extends string>(where: string, o: Obj, field: string, choices: readonly T[], prefix = ""): T {
  const v = o[field];
  if (typeof v !== "string" || !choices.includes(v as T)) fail(where, prefix + field, `one of ${choices.join(", ")}`, v);
  return v as T;
}

function same<T>(where: string, o: Obj, field: string, want: T, what = "this tournament's"): T {
  if (o[field] !== want) fail(where, field, `${what} ${JSON.stringify(want)}`, o[field]);
  return want;
}

function bool(where: string, o: Obj, field: string, prefix = ""): boolean {
  const v = o[field];
  if (typeof v !== "boolean") fail(where, prefix + field, "true or false", v);
  return v;
}

function depths(where: string, o: Obj, field: string, nullable: boolean, length?: number): number[] | null {
  const v = o[field];
  if (v === null && nullable) return null;
  const wanted = `${nullable ? "null or " : ""}${length ? `${length}` : "1 to 100"} ascending integers from 1 to ${DEEPEST}`;
  if (!Array.isArray(v) || v.length === 0 || v.length > DEEPEST || (length !== undefined && v.length !== length)) fail(where, field, wanted, v);
  for (let i = 0; i < v.length; i++) {
    const d = v[i];
    if (typeof d !== "number" || !Number.isInteger(d) || d < 1 || d > DEEPEST || (field === "abDepths" && i > 0 && d <= v[i - 1])) fail(where, field, wanted, v);
  }
  return v as number[];
}

function headerFrom(path: string, value: unknown): ResultsHeader {
  const where = `${path} line 1`;
  const o = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Obj) : undefined;
  if (!o || o.kind !== "header") {
    if (o && (o.kind === "pair" || o.kind === "depth"))
      throw new BestfirstError(`${path} has no header line (written by an older bestfirst, before results files had one): start a new file, or move this one away`);
    throw new BestfirstError(`${path} is not a results file: its first line is not a bestfirst results header`);
  }
  if (o.format !== RESULTS_FORMAT) fail(where, "format", JSON.stringify(RESULTS_FORMAT), o.format);
  if (o.version !== RESULTS_VERSION)
    throw new BestfirstError(`${path} is in results format version ${JSON.stringify(o.version)}; this bestfirst reads version ${RESULTS_VERSION} only`);
  const t = object(where, "tournament", o.tournament);
  const game = choice(where, t, "game", ["random", "othello", "connect4"] as const);
  const random = game === "random";
  const pairs = int(where, t, "pairs", 1, MOST_PAIRS[game]);
  const abDepths = depths(where, t, "abDepths", false)!;
  const bfDepths = depths(where, t, "bfDepths", true, abDepths.length);
  const params: TournamentParams = {
    game,
    branching: random ? int(where, t, "branching", 1, 65536) : (same(where, t, "branching", null, `for ${game}`), null),
    mode: random ? choice(where, t, "mode", ["uniform", "random"] as const) : (same(where, t, "mode", null, `for ${game}`), null),
    algorithm: choice(where, t, "algorithm", ["bestfirst", "extension", "mma", "mma-vs-bestfirst"] as const),
    match: choice(where, t, "match", ["nodes", "time"] as const),
    abDepths,
    pairs,
    bfDepths,
    matchPairs: bfDepths ? same(where, t, "matchPairs", null, "with given depths") : int(where, t, "matchPairs", 1, pairs),
    maxBfDepth: bfDepths ? same(where, t, "maxBfDepth", null, "with given depths") : int(where, t, "maxBfDepth", 1, DEEPEST),
  };
  let shard: Shard | null = null;
  if (o.shard !== null) {
    const s = object(where, "shard", o.shard);
    const n = int(where, s, "n", 1, Number.MAX_SAFE_INTEGER, "shard.");
    shard = { k: int(where, s, "k", 1, n, "shard."), n };
  }
  return { kind: "header", format: RESULTS_FORMAT, version: RESULTS_VERSION, tournament: params, shard };
}

/** The tournament's identity as its lines carry it. */
export function tournamentIdOf(t: TournamentParams): TournamentId {
  return { game: t.game, branching: t.branching ?? 0, mode: t.mode ?? "random", algorithm: t.algorithm, match: t.match };
}

function checkTournamentId(where: string, value: unknown, t: TournamentParams): void {
  const o = object(where, "tournament", value);
  same(where, o, "game", t.game);
  if (t.game === "random") {
    same(where, o, "branching", t.branching);
    same(where, o, "mode", t.mode);
  }
  same(where, o, "algorithm", t.algorithm);
  same(where, o, "match", t.match);
}

/** The best-first depths a line at alpha-beta depth `ab` may have. */
function bfRange(t: TournamentParams, ab: number): [number, number] {
  if (t.bfDepths) {
    const d = t.bfDepths[t.abDepths.indexOf(ab)];
    return [d, d];
  }
  return [1, t.maxBfDepth ?? DEEPEST];
}

function abDepthOf(where: string, o: Obj, t: TournamentParams): number {
  const v = o.abDepth;
  if (typeof v !== "number" || !t.abDepths.includes(v)) fail(where, "abDepth", `one of this tournament's alpha-beta depths (${t.abDepths.join(",")})`, v);
  return v;
}

function costFrom(where: string, value: unknown, prefix: string): Cost {
  const o = object(where, prefix.slice(0, -1), value);
  return { nodesBf: count(where, o, "nodesBf", prefix), nodesAb: count(where, o, "nodesAb", prefix), msBf: ms(where, o, "msBf", prefix), msAb: ms(where, o, "msAb", prefix) };
}

function gameFrom(where: string, value: unknown, i: number): GameRecord {
  const p = `games[${i}].`;
  const g = object(where, `games[${i}]`, value);
  const bfIsMax = bool(where, g, "bfIsMax", p);
  if (bfIsMax !== (i === 0)) fail(where, `${p}bfIsMax`, `${i === 0} (best-first is MAX in the first game of a pair)`, bfIsMax);
  const finalValue = g.finalValue;
  if (typeof finalValue !== "number" || !Number.isSafeInteger(finalValue)) fail(where, `${p}finalValue`, "an integer", finalValue);
  const moves = g.moves;
  if (!Array.isArray(moves) || moves.length > 1000 || moves.some((m) => typeof m !== "string" || m.length < 1 || m.length > 8))
    fail(where, `${p}moves`, "a list of move names", moves);
  return {
    bfIsMax, finalValue, moves: [...(moves as string[])],
    nodesBf: count(where, g, "nodesBf", p), nodesAb: count(where, g, "nodesAb", p), msBf: ms(where, g, "msBf", p), msAb: ms(where, g, "msAb", p),
    searchesBf: count(where, g, "searchesBf", p), searchesAb: count(where, g, "searchesAb", p),
    keptBf: count(where, g, "keptBf", p), keptAb: count(where, g, "keptAb", p),
    peakStoredBf: count(where, g, "peakStoredBf", p), peakStoredAb: count(where, g, "peakStoredAb", p),
  };
}

function pairFrom(where: string, o: Obj, t: TournamentParams): PairResult {
  same(where, o, "game", t.game);
  const pairIndex = int(where, o, "pairIndex", 0, t.pairs - 1);
  const abDepth = abDepthOf(where, o, t);
  const [lo, hi] = bfRange(t, abDepth);
  const common = {
    pairIndex, abDepth, bfDepth: int(where, o, "bfDepth", lo, hi),
    algorithm: same(where, o, "algorithm", t.algorithm), match: same(where, o, "match", t.match),
  };
  const job = t.game === "random"
    ? { game: "random" as const, seed: same(where, o, "seed", pairIndex + 1, "pairIndex + 1 ="), branching: same(where, o, "branching", t.branching!), mode: same(where, o, "mode", t.mode!), ...common }
    : { game: t.game, opening: same(where, o, "opening", pairIndex, "pairIndex ="), ...common };
  if (t.game !== "random" && o.board !== undefined) fail(where, "board", "absent (tournaments start from the openings)", o.board);
  if (!Array.isArray(o.games) || o.games.length !== 2) fail(where, "games", "a list of the pair's two games", o.games);
  const games: [GameRecord, GameRecord] = [gameFrom(where, o.games[0], 0), gameFrom(where, o.games[1], 1)];
  const tie = bool(where, o, "tie");
  const bfWins = int(where, o, "bfWins", 0, 1) as 0 | 1;
  const abWins = int(where, o, "abWins", 0, 1) as 0 | 1;
  const result: PairResult = {
    ...job, bfWins, abWins, tie,
    nodesBf: count(where, o, "nodesBf"), nodesAb: count(where, o, "nodesAb"), msBf: ms(where, o, "msBf"), msAb: ms(where, o, "msAb"),
    games,
  };
  // The verdict and the totals must agree with the games (./judge.ts).
  const [a, b] = games;
  if (tie !== (a.finalValue === b.finalValue)) fail(where, "tie", `${a.finalValue === b.finalValue} (the games' final values)`, tie);
  if (bfWins !== (a.finalValue > b.finalValue ? 1 : 0)) fail(where, "bfWins", `${a.finalValue > b.finalValue ? 1 : 0} (the games' final values)`, bfWins);
  if (abWins !== (a.finalValue < b.finalValue ? 1 : 0)) fail(where, "abWins", `${a.finalValue < b.finalValue ? 1 : 0} (the games' final values)`, abWins);
  if (result.nodesBf !== a.nodesBf + b.nodesBf) fail(where, "nodesBf", `${a.nodesBf + b.nodesBf} (the sum over the games)`, result.nodesBf);
  if (result.nodesAb !== a.nodesAb + b.nodesAb) fail(where, "nodesAb", `${a.nodesAb + b.nodesAb} (the sum over the games)`, result.nodesAb);
  return result;
}

function depthFrom(where: string, o: Obj, t: TournamentParams): DepthRecord {
  checkTournamentId(where, o.tournament, t);
  const abDepth = abDepthOf(where, o, t);
  const [lo, hi] = bfRange(t, abDepth);
  const bfDepth = int(where, o, "bfDepth", lo, hi);
  same(where, o, "pairs", t.pairs);
  if (!Array.isArray(o.trail) || o.trail.length > 10 * DEEPEST) fail(where, "trail", "a list of measurements", o.trail);
  const trail = o.trail.map((step: unknown, i: number) => {
    const s = object(where, `trail[${i}]`, step);
    return { bfDepth: int(where, s, "bfDepth", 1, t.maxBfDepth ?? DEEPEST, `trail[${i}].`), cost: costFrom(where, s.cost, `trail[${i}].cost.`) };
  });
  return { tournament: tournamentIdOf(t), abDepth, bfDepth, pairs: t.pairs, trail };
}

/** A validated line of tournament `t`, rebuilt from its checked fields only. */
function lineFrom(value: unknown, t: TournamentParams, where: string): Line {
  const o = object(where, "the line", value);
  if (o.kind === "pair") return { kind: "pair", ...pairFrom(where, o, t) };
  if (o.kind === "depth") return { kind: "depth", ...depthFrom(where, o, t) };
  if (o.kind === "header") throw new BestfirstError(`${where} is a second header: the file is damaged (two files joined?)`);
  return fail(where, "kind", `"pair" or "depth"`, o.kind);
}

export { type Line as ResultsLine };
// EnvironmentError is what a failed write throws; re-exported for callers of the store.
export { EnvironmentError };
