// Fits of one Othello training run's positions with several settings, side by side: for
// each fit (lambda, smooth, iterations), the held-out mean absolute error of the learned
// evaluation and of the scaled hand evaluation at each phase asked, and their ratio
// (experiments/train/runner.ts's fitAndReport, as `bestfirst train-merge` reports it). The
// games are the results file's first N (0 .. N - 1, all present), which are the games of
// `bestfirst train --positions N x (sampled empties)` with the same seed and settings.
// Run: npx tsx scripts/lab/train-fits.ts FILE.jsonl GAMES "lambda,smooth,iterations;..." [PHASES]

import { performance } from "node:perf_hooks";
import { readTrainFile } from "../../experiments/train/store.js";
import { fitAndReport } from "../../experiments/train/runner.js";

const [path, gamesArg, fitsArg = "10,0,120", phasesArg = "14-18"] = process.argv.slice(2);
const file = readTrainFile(path);
const wanted = Number(gamesArg);
const games = file.lines
  .filter((g) => g.index < wanted)
  .sort((a, b) => a.index - b.index)
  .map(({ index, positions }) => ({ index, positions }));
if (games.length !== wanted || games.some((g, i) => g.index !== i))
  throw new Error(`${path} does not hold games 0 to ${wanted - 1} (it holds ${games.length} of them)`);
const phases = phasesArg.split(",");
console.log(`| lambda | smooth | iterations | ${phases.map((p) => `${p}: learned / hand (ratio)`).join(" | ")} | s |`);
console.log(`|---:|---:|---:|${phases.map(() => "---:|").join("")}---:|`);
for (const fit of fitsArg.split(";")) {
  const [lambda, smooth, iterations] = fit.split(",").map(Number);
  const start = performance.now();
  const { report } = fitAndReport(games, { lambda, smooth, iterations });
  const cells = phases.map((p) => {
    const r = report.rows.find((row) => row.empties === p);
    return r ? `${r.learnedMae.toFixed(2)} / ${r.handMae.toFixed(2)} (${(r.learnedMae / r.handMae).toFixed(3)})` : "-";
  });
  const s = ((performance.now() - start) / 1000).toFixed(0);
  console.log(`| ${lambda} | ${smooth} | ${iterations} | ${cells.join(" | ")} | ${s} |`);
}
