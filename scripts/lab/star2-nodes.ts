// star2's nodes beside expectimax's to a horizon on EWN and Pig positions (games/ewn.ts,
// games/pig.ts, each declaring its value range), with Star2's probes from depth 3 (the
// search's rule, PROBE_FROM), at every chance node (probes from depth 2) and never (Star1
// alone, probes from beyond the horizon). Positions: from the start, position s played s % 30
// plies (EWN) or from scores s % 90 and 7s % 90 at goal 100, s % 10 plies (Pig), by a fixed
// stream, then past a roll; s = 1..100, terminal ones left out. The values must agree to the
// bit (the script stops if not). Counts, not time, so a busy machine does not change them.
// Run: npx tsx scripts/lab/star2-nodes.ts [positions]

import { type Game, searchGame } from "../../index.js";
import { Ewn } from "../../games/ewn.js";
import { Pig } from "../../games/pig.js";
import { star2 } from "../../reference/search/star2.js";

const positions = Number(process.argv[2] ?? 100);

/** The game after `plies` moves drawn by a fixed stream from `seed`, then past a chance node. */
function walked<G extends Game>(game: G, seed: number, plies: number): G {
  let state = seed;
  const next = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  for (let i = 0; i < plies && !game.isTerminal(); i++) game.play(next(game.moveCount()));
  while (!game.isTerminal() && game.isChance?.()) game.play(next(game.moveCount()));
  return game;
}

const SETS: [string, (s: number) => Game, number[]][] = [
  ["EWN", (s) => walked(new Ewn(), s, s % 30), [3, 5, 7]],
  ["Pig", (s) => walked(new Pig({ goal: 100, scores: [s % 90, (s * 7) % 90] }), s, s % 10), [4, 6, 8]],
];
const VARIANTS: [string, number][] = [
  ["star2", 3],
  ["probe everywhere", 2],
  ["Star1 alone", Number.POSITIVE_INFINITY],
];

console.log(`| game | horizon | expectimax | ${VARIANTS.map(([name]) => name).join(" | ")} |`);
console.log(`|---|---:|---:|${VARIANTS.map(() => "---:").join("|")}|`);
for (const [name, make, horizons] of SETS)
  for (const horizon of horizons) {
    const full = { generated: 0 };
    const pruned = VARIANTS.map(() => ({ generated: 0, regenerated: 0 }));
    for (let s = 1; s <= positions; s++) {
      if (make(s).isTerminal()) continue;
      const want = searchGame(make(s), { algorithm: "expectimax", horizon });
      full.generated += want.nodes.generated;
      VARIANTS.forEach(([variant, from], v) => {
        const got = star2(make(s), horizon, undefined, from);
        if (got.value !== want.value)
          throw new Error(`${name} position ${s}: ${variant} ${got.value} != ${want.value}`);
        pruned[v].generated += got.stats.generated;
        pruned[v].regenerated += got.stats.regenerated;
      });
    }
    const cells = pruned.map((p) => `${p.generated.toLocaleString("en")} (${p.regenerated.toLocaleString("en")})`);
    console.log(`| ${name} | ${horizon} | ${full.generated.toLocaleString("en")} | ${cells.join(" | ")} |`);
  }
console.log("\n(generated, with the regenerations among them in brackets)");
