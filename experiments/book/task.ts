// The worker's task module for book builds (../run/job-pool.ts loads it by URL in each
// worker thread): one job is one line of the book, searched by the core's alphabeta-tt.

import type { Engine, Position } from "../../contract/index.js";
import type { BookParams } from "./params.js";

/** A book's record: the line (move names joined by spaces), the search's move and value there. */
export interface BookRecord {
  line: string;
  move: string;
  value: number;
}

export interface BookJob {
  params: BookParams;
  line: string;
}

export function runJob(job: BookJob, engine: Engine): BookRecord {
  const { game, horizon, nodes } = job.params;
  const position = { game, moves: job.line === "" ? [] : job.line.split(" ") } as Position;
  const limits = horizon !== undefined ? { horizon } : { nodes };
  const report = engine.search({ position, algorithm: "alphabeta-tt", ...limits });
  return { line: job.line, move: String(report.move), value: report.value };
}

/** This module, as the URL a pool is given. */
export const bookTasks = import.meta.url;
