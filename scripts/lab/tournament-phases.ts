// How far a tournament with depth matching can scale (npx tsx scripts/lab/tournament-phases.ts
// FILE.jsonl [workers...]): from a finished results file, an event simulation of a pool of
// W workers playing its pairs, each pair taking its two games' search time as recorded,
// against all the work on one worker. Three schedules:
// - phases apart: each matching trial's pairs run together and the next waits for the
//   slowest; the final tournament starts when every depth is matched;
// - overlapped: each matched depth's final pairs start at once behind the trials
//   (experiments/tournament/runner.ts);
// - and prefetched: with more workers than a trial's pairs, the next deeper trial also
//   starts beside the current one. A prefetched trial the walk then does not need is not
//   in the file: its pairs are costed as the last trial's, scaled by the growth from the
//   trial before (an estimate, and work the other schedules never do).

import { readFileSync } from "node:fs";
import type { PairResult } from "../../experiments/tournament/types.js";

interface Depth {
  abDepth: number;
  bfDepth: number;
  trail: { bfDepth: number }[];
}

const [file, ...counts] = process.argv.slice(2);
const lines = readFileSync(file, "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l));
const header = lines[0].tournament as { pairs: number; matchPairs: number | null };
const matchPairs = Math.min(header.matchPairs ?? 10, header.pairs);
const depths: Depth[] = lines.filter((l) => l.kind === "depth");
const pairs: PairResult[] = lines.filter((l) => l.kind === "pair");
const time = (p: PairResult) => p.msBf + p.msAb;
const byKey = new Map<string, number>(pairs.map((p) => [`${p.abDepth}/${p.bfDepth}/${p.pairIndex}`, time(p)]));

/** The times of pairs from..to-1 at (ab, bf), or undefined when the file lacks one. */
function pairTimes(ab: number, bf: number, from: number, to: number): number[] | undefined {
  const out: number[] = [];
  for (let p = from; p < to; p++) {
    const ms = byKey.get(`${ab}/${bf}/${p}`);
    if (ms === undefined) return undefined;
    out.push(ms);
  }
  return out;
}

/** A trial's pair times: recorded, or estimated from the trail's last two (see the header). */
function trialTimes(d: Depth, bf: number): number[] {
  const known = pairTimes(d.abDepth, bf, 0, matchPairs);
  if (known) return known;
  const trail = d.trail.map((t) => t.bfDepth);
  const last = trail[trail.length - 1];
  const lastTimes = pairTimes(d.abDepth, last, 0, matchPairs)!;
  const before = trail.length > 1 ? pairTimes(d.abDepth, trail[trail.length - 2], 0, matchPairs) : undefined;
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const growth = before ? (sum(lastTimes) / Math.max(sum(before), 1e-9)) ** (bf - last) : 1;
  return lastTimes.map((ms) => ms * growth);
}

interface Run {
  priority: () => number;
  jobs: number[];
  next: number;
  running: number;
  done: boolean;
  waiter?: () => void;
}

/** The wall time of the whole tournament on `w` workers under a schedule. */
function simulate(w: number, overlap: boolean, prefetch: boolean): number {
  const runs: Run[] = [],
    due: (() => void)[] = [],
    trials = new Map<string, Run>();
  let now = 0,
    awaited = "";
  const submit = (jobs: number[], priority: () => number): Run => {
    const run: Run = { priority, jobs, next: 0, running: 0, done: jobs.length === 0 };
    runs.push(run);
    return run;
  };
  const finalsOf = (i: number) =>
    submit(pairTimes(depths[i].abDepth, depths[i].bfDepth, matchPairs, header.pairs)!, () => 2);
  const trial = (d: Depth, bf: number): Run => {
    const key = `${d.abDepth}/${bf}`;
    if (!trials.has(key))
      trials.set(
        key,
        submit(trialTimes(d, bf), () => (awaited === key ? 0 : 1)),
      );
    return trials.get(key)!;
  };
  /** The walk's j-th measurement at the i-th alpha-beta depth, as the runner makes it. */
  const measure = (i: number, j: number): void => {
    if (i === depths.length) {
      if (!overlap) depths.forEach((_, k) => finalsOf(k));
      return;
    }
    const d = depths[i],
      bf = d.trail[j].bfDepth;
    awaited = `${d.abDepth}/${bf}`;
    const run = trial(d, bf);
    const up = j === 0 || bf > d.trail[j - 1].bfDepth;
    if (prefetch && w > matchPairs && up) trial(d, bf + 1);
    run.waiter = () => {
      if (j + 1 < d.trail.length) return measure(i, j + 1);
      if (overlap) finalsOf(i);
      measure(i + 1, 0);
    };
    if (run.done) due.push(run.waiter);
  };
  const busy: { until: number; run: Run }[] = [];
  measure(0, 0);
  for (;;) {
    while (due.length) due.shift()!();
    while (busy.length < w) {
      let best: Run | undefined,
        bestPriority = Infinity;
      for (const r of runs) {
        if (r.next >= r.jobs.length) continue;
        const p = r.priority();
        if (p < bestPriority) [best, bestPriority] = [r, p];
      }
      if (!best) break;
      busy.push({ until: now + best.jobs[best.next++], run: best });
      best.running++;
    }
    if (busy.length === 0) return now;
    busy.sort((a, b) => a.until - b.until);
    const { until, run } = busy.shift()!;
    now = until;
    if (--run.running === 0 && run.next >= run.jobs.length) {
      run.done = true;
      if (run.waiter) due.push(run.waiter);
    }
  }
}

const all = pairs.reduce((s, p) => s + time(p), 0);
const matchedKeys = new Set(depths.map((d) => `${d.abDepth}/${d.bfDepth}`));
const matchWork = pairs.filter((p) => !matchedKeys.has(`${p.abDepth}/${p.bfDepth}`)).reduce((s, p) => s + time(p), 0);
console.log(
  `${file}: ${pairs.length} pairs, ${((matchWork / all) * 100).toFixed(1)} % of the work in trials at depths not kept`,
);
// However many workers, without prefetching: the walk's trials one after another, each as long as its longest
// pair, then the last depth's longest final pair.
const chain =
  depths.reduce((s, d) => s + d.trail.reduce((t, x) => t + Math.max(...trialTimes(d, x.bfDepth)), 0), 0) +
  Math.max(...pairTimes(depths.at(-1)!.abDepth, depths.at(-1)!.bfDepth, matchPairs, header.pairs)!);
console.log(
  `  the walk's critical path: ${(chain / 1000).toFixed(1)} s of ${(all / 1000).toFixed(1)} s of work ` +
    `(without prefetching, no schedule passes ${(all / chain).toFixed(1)}x)`,
);
for (const w of (counts.length ? counts : ["1", "2", "4", "8", "12", "16"]).map(Number)) {
  const [apart, overlapped, prefetched] = [
    simulate(w, false, false),
    simulate(w, true, false),
    simulate(w, true, true),
  ];
  console.log(
    `  ${w} workers: speed-up ${(all / apart).toFixed(1)} phases apart, ` +
      `${(all / overlapped).toFixed(1)} overlapped, ${(all / prefetched).toFixed(1)} overlapped and prefetched`,
  );
}
