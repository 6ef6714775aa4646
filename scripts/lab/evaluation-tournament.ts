// Alpha-beta with our Othello evaluation against alpha-beta with the disc count, equal
// depths 1..D, the 244 openings, colours swapped. Run: npx tsx scripts/lab/evaluation-tournament.ts [D]
// Prints a Markdown table for BENCHMARKS.md.

import { evaluationMatch } from "./evaluation-match.js";

const deepest = Number(process.argv[2] ?? 3);
console.log("| alpha-beta depth | pairs | evaluation wins | disc count wins | ties | evaluation win % | time |");
console.log("|---:|---:|---:|---:|---:|---:|---:|");
for (let depth = 1; depth <= deepest; depth++) {
  const start = performance.now();
  const s = evaluationMatch(depth);
  const pct = (100 * s.evalWins) / Math.max(1, s.evalWins + s.discWins);
  console.log(
    `| ${depth} | ${s.pairs} | ${s.evalWins} | ${s.discWins} | ${s.ties} | ${pct.toFixed(0)} % | ` +
      `${((performance.now() - start) / 1000).toFixed(1)} s |`,
  );
}
