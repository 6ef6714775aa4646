// The results file: one JSON line per finished pair (and one per matched depth), appended
// the moment it is known, so an interrupted run loses at most the pairs in flight. On
// --resume the file is read back, a half-written last line is cut off, and every job
// whose key is already there is skipped: nothing is lost, nothing is played twice.

import { appendFileSync, existsSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { BestfirstError } from "../contract/index.js";
import { jobKey, tournamentKey, type TournamentId } from "./jobs.js";
import type { Cost, PairResult } from "./types.js";

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

type Line = ({ kind: "pair" } & PairResult) | ({ kind: "depth" } & DepthRecord);

export function depthKey(d: Pick<DepthRecord, "tournament" | "abDepth">): string {
  return `${tournamentKey(d.tournament)}/ab${d.abDepth}`;
}

export class ResultStore {
  readonly results = new Map<string, PairResult>();
  readonly depths = new Map<string, DepthRecord>();

  /** An in-memory store, or one backed by `path` (see `openStore`). */
  constructor(private readonly path?: string) {}

  /** Adds lines read from a file (a later duplicate of a key is ignored). */
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
    this.results.set(key, result);
    this.write({ kind: "pair", ...result });
  }

  addDepth(record: DepthRecord): void {
    const known = this.depths.get(depthKey(record));
    if (known && known.bfDepth === record.bfDepth && known.pairs === record.pairs) return;
    this.depths.set(depthKey(record), record);
    this.write({ kind: "depth", ...record });
  }

  private write(line: Line): void {
    // One write call per line: a line is either all there or cut short, never interleaved.
    if (this.path) appendFileSync(this.path, JSON.stringify(line) + "\n");
  }
}

/** Opens the results file: new (it must not hold results), or resumed. */
export function openStore(path: string | undefined, resume: boolean): ResultStore {
  const store = new ResultStore(path);
  if (!path) {
    if (resume) throw new BestfirstError("--resume needs --out FILE (the file to continue)");
    return store;
  }
  const text = existsSync(path) ? readFileSync(path, "utf8") : "";
  if (!resume) {
    if (text.trim() !== "") throw new BestfirstError(`${path} already holds results: add --resume to continue it, or choose another --out`);
    writeFileSync(path, "");
    return store;
  }
  const { lines, keepBytes, needsNewline } = readLines(path, text, true);
  for (const line of lines) store.absorb(line);
  if (keepBytes < Buffer.byteLength(text)) truncateSync(path, keepBytes);
  if (needsNewline) appendFileSync(path, "\n");
  return store;
}

/** Reads a results file for merging: every line must be whole. */
export function readStoreFile(path: string): Line[] {
  if (!existsSync(path)) throw new BestfirstError(`${path} does not exist`);
  return readLines(path, readFileSync(path, "utf8"), false).lines;
}

/**
 * Parses the lines of a results file. A last line without its newline that is not JSON
 * is what an interrupted write leaves: with `tolerateCut` it is dropped (keepBytes says
 * where the good part ends); anywhere else a bad line means the file is damaged.
 */
function readLines(path: string, text: string, tolerateCut: boolean): { lines: Line[]; keepBytes: number; needsNewline: boolean } {
  const parts = text.split("\n");
  const lines: Line[] = [];
  let keepBytes = 0, needsNewline = false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const last = i === parts.length - 1; // text after the final newline (or the whole text)
    if (part.trim() !== "") {
      let line: Line | undefined;
      try { line = JSON.parse(part) as Line; } catch { line = undefined; }
      if (!line || typeof line !== "object" || (line.kind !== "pair" && line.kind !== "depth")) {
        if (last && tolerateCut) break;
        throw new BestfirstError(`${path} line ${i + 1} is not a results line: the file is damaged`);
      }
      lines.push(line);
      if (last) needsNewline = true;
    }
    keepBytes += Buffer.byteLength(part) + (last ? 0 : 1);
  }
  return { lines, keepBytes, needsNewline };
}
