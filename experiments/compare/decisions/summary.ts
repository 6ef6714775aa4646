// From the records of a decision-quality run to its curves: for each search and budget,
// the share of positions where its choice was optimal and where it was sound, with 95%
// Wilson intervals, and what a uniformly random choice would score on the same positions
// (the floor every curve starts from). Records are taken in the order given (job order),
// so the summary is the same for any number of workers.

import { wilson } from "./wilson.js";
import type { Budget, DecisionPoint, DecisionRecord, DecisionSummary } from "./types.js";

/** A budget as text: "nodes 1000", "time 50 ms". */
export function budgetText(budget: Budget): string {
  return "nodes" in budget ? `nodes ${budget.nodes}` : `time ${budget.time} ms`;
}

/**
 * The records whose position has a move that is not optimal: on the others every choice is
 * right, and random play reaches many of them (a quarter of Connect-Four's default set),
 * which pulls every curve toward 100% alike.
 */
export function decisive<R extends DecisionRecord>(records: readonly R[]): R[] {
  return records.filter((r) => r.moves.some((m) => !m.optimal));
}

const pct = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

export function summarise(records: readonly DecisionRecord[]): DecisionSummary {
  const groups = new Map<
    string,
    { search: string; budget: Budget; optimal: number; sound: number; nodes: number; ms: number; n: number }
  >();
  for (const record of records)
    for (const c of record.choices) {
      const key = `${c.search}\u0000${budgetText(c.budget)}`;
      let g = groups.get(key);
      if (!g)
        groups.set(key, (g = { search: c.search, budget: c.budget, optimal: 0, sound: 0, nodes: 0, ms: 0, n: 0 }));
      g.n++;
      if (c.optimal) g.optimal++;
      if (c.sound) g.sound++;
      g.nodes += c.nodes;
      g.ms += c.ms;
    }
  const game = records[0]?.game ?? "connect4";
  const points: DecisionPoint[] = [...groups.values()].map((g) => ({
    game,
    search: g.search,
    budget: g.budget,
    positions: g.n,
    optimal: g.optimal,
    optimalPct: pct(g.optimal, g.n),
    optimalCi: wilson(g.optimal, g.n),
    sound: g.sound,
    soundPct: pct(g.sound, g.n),
    soundCi: wilson(g.sound, g.n),
    meanNodes: g.n ? g.nodes / g.n : 0,
    meanMs: g.n ? g.ms / g.n : 0,
  }));
  const share = (f: (r: DecisionRecord) => number) =>
    records.length ? records.reduce((s, r) => s + f(r), 0) / records.length : 0;
  return {
    points,
    positions: records.length,
    allOptimal: records.filter((r) => r.moves.every((m) => m.optimal)).length,
    allSound: records.filter((r) => r.moves.every((m) => m.sound)).length,
    randomOptimalPct: 100 * share((r) => r.moves.filter((m) => m.optimal).length / r.moves.length),
    randomSoundPct: 100 * share((r) => r.moves.filter((m) => m.sound).length / r.moves.length),
  };
}
