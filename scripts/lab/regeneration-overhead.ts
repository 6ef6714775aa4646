// Measures the regeneration overhead of RBFMS on uniform random trees, as the 1992
// report's figure 4 does (fine vs coarse broken lines): for each branching factor b and
// stopping depth k, nodes generated including regenerations over nodes generated once.
// Run: npx tsx scripts/lab/regeneration-overhead.ts [trees]   (default 200 trees per point)
// Prints a Markdown table for BENCHMARKS.md.

import { createWasmEngineSync } from "../../index.js";

const engine = createWasmEngineSync();
const trees = Number(process.argv[2] ?? 200);
// The report's depths run from d = 20 for b = 2 down to 4 for b = 40.
const settings: [b: number, d: number, paper: string][] = [
  [2, 20, "25 %"],
  [10, 8, "18 %"],
  [20, 6, "10 %"],
  [40, 4, "5 %"],
];

console.log(`| b | d | variant | overhead at k = 1..d (regenerated / generated once) | over all k | 1992 report |`);
console.log(`|---|---|---|---|---|---|`);
for (const [b, d, paper] of settings) {
  for (const algorithm of ["rbfms-inherit", "rbfms"] as const) {
    const perDepth: string[] = [];
    let allRegen = 0,
      allOnce = 0;
    for (let k = 1; k <= d; k++) {
      let regen = 0,
        once = 0;
      for (let seed = 1; seed <= trees; seed++) {
        const r = engine.search({
          position: { game: "random", tree: { seed, branching: b, mode: "uniform", depth: d } },
          algorithm,
          stopDepth: k,
        });
        regen += r.nodes.regenerated;
        once += r.nodes.generated - r.nodes.regenerated;
      }
      perDepth.push(`${Math.round((100 * regen) / once)}`);
      allRegen += regen;
      allOnce += once;
    }
    console.log(
      `| ${b} | ${d} | ${algorithm} | ${perDepth.join(" ")} % | ${Math.round((100 * allRegen) / allOnce)} % | ` +
        `${paper} |`,
    );
  }
}
