// How far a tournament with depth matching can scale (npx tsx scripts/tournament-phases.ts
// FILE.jsonl [workers...]): from a finished results file, the pairs of the matching
// trials (each trial's pairs run together, the next trial waits for the slowest) and of
// the final tournament (the matched depths' pairs, those the trials played kept), and
// the wall time a pool of W workers would need for them (greedy, in job order, and the
// final tournament's also deepest alpha-beta depth first; a pair's time is its two games'
// search time as recorded), against all the work on one worker.

import { readFileSync } from "node:fs";
import type { PairResult } from "../experiments/tournament/types.js";

const [file, ...counts] = process.argv.slice(2);
const lines = readFileSync(file, "utf8").trim().split("\n").slice(1).map((l) => JSON.parse(l));
const matched = new Map<number, number>(lines.filter((l) => l.kind === "depth").map((d) => [d.abDepth, d.bfDepth]));
const pairs: PairResult[] = lines.filter((l) => l.kind === "pair");
const time = (p: PairResult) => p.msBf + p.msAb;
const trials = new Map<string, number[]>(), final: number[] = [], finalDeepFirst: [number, number][] = [];
for (const p of pairs) {
  if (matched.get(p.abDepth) === p.bfDepth) {
    final.push(time(p));
    finalDeepFirst.push([p.abDepth, time(p)]);
  }
  else trials.set(`${p.abDepth}/${p.bfDepth}`, [...(trials.get(`${p.abDepth}/${p.bfDepth}`) ?? []), time(p)]);
}

/** The wall time of `jobs` on `w` workers, each taking the next job when free. */
function greedy(jobs: number[], w: number): number {
  const free = new Array(Math.min(w, jobs.length)).fill(0);
  for (const ms of jobs) {
    const k = free.indexOf(Math.min(...free));
    free[k] += ms;
  }
  return Math.max(0, ...free);
}

const all = pairs.reduce((s, p) => s + time(p), 0);
const matchWork = [...trials.values()].flat().reduce((s, x) => s + x, 0);
console.log(`${file}: ${pairs.length} pairs, ${trials.size} matching trials at depths not kept (${((matchWork / all) * 100).toFixed(1)} % of the work)`);
for (const w of (counts.length ? counts : ["1", "2", "4", "8", "12", "16"]).map(Number)) {
  const wall = [...trials.values()].reduce((s, t) => s + greedy(t, w), 0) + greedy(final, w);
  const deep = finalDeepFirst.sort((x, y) => y[0] - x[0]).map(([, ms]) => ms);
  const finalWork = final.reduce((s, x) => s + x, 0);
  console.log(`  ${w} workers: speed-up ${(all / wall).toFixed(1)} (the final tournament alone ${(finalWork / greedy(final, w)).toFixed(1)} in job order, ${(finalWork / greedy(deep, w)).toFixed(1)} deepest alpha-beta depth first)`);
}
