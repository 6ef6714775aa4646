// A sample of a results file's positions labelled again when the file is read, so that
// invented scores (every move optimal) are refused, not averaged into the curves. Every
// line is checked cheaply by ./store.ts (its moves, labels and choices against its scores);
// the scores, which only the solver gives, are recomputed here for SAMPLE_POSITIONS lines
// a file, drawn from the file's own content (the same file always draws the same lines).
// A file of honest lines and a few invented ones passes unless the sample draws one.

import { createWasmEngineSync } from "../../../index.js";
import type { Engine } from "../../../contract/index.js";
import { drawSample, mulberry32 } from "../../run/draw.js";
import { label } from "./label.js";
import type { DecisionRecord } from "./types.js";

/** Positions whose scores are recomputed, per file read. */
export const SAMPLE_POSITIONS = 2;

let engine: Engine | undefined;

/** The first sampled record (its index into `records`) whose scores, recomputed, differ; or undefined. */
export function checkSample(
  records: readonly DecisionRecord[],
): { index: number; field: string; wanted: string; value: unknown } | undefined {
  let h = 0x811c9dc5;
  for (const r of records) for (const m of r.moves) h = Math.imul(h ^ (m.score | 0), 0x01000193);
  for (const index of drawSample(
    records.map((_, i) => i),
    SAMPLE_POSITIONS,
    mulberry32(h),
  )) {
    const record = records[index];
    engine ??= createWasmEngineSync();
    const exact = label(record.game, record.position, record.text, engine);
    const i = exact.moves.findIndex((m, i) => m.score !== record.moves[i].score);
    if (i >= 0)
      return {
        index,
        field: `moves[${i}].score`,
        wanted: `${exact.moves[i].score} (move ${exact.moves[i].move}'s exact score, recomputed)`,
        value: record.moves[i].score,
      };
  }
  return undefined;
}
