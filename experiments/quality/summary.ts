// From the trees of a decision-quality run to what the report shows: figure 4's points
// (mean nodes and percent of correct first moves for each branching factor, algorithm
// and depth), the regeneration overhead counted both ways beside the report's figures,
// and the trees whose root had tied best moves.
//
// The correct first move is the one minimax of the whole tree makes (the spec): the first
// root move, in move order, of the root's exact value, since every search here breaks ties
// to the first child. Where several root moves share that value the others count as wrong;
// such trees are counted (rootTies) so that a reader can see how few they are.

import type { QualityAlgorithm, QualityPoint, QualitySummary, QualityTree, RegenerationRow } from "./types.js";

/** The report's regeneration overhead of RBFMS, by branching factor (section 4). */
export const REPORT_OVERHEAD: Record<number, number> = { 2: 25, 10: 18, 20: 10, 40: 5 };

/** True when `move` is whole-tree minimax's move: the first root move of the root's exact value. */
export function isCorrect(tree: QualityTree, move: number): boolean {
  return move === tree.rootValues.indexOf(Math.max(...tree.rootValues));
}

/** How many root moves have the root's exact value (2 or more: a tie). */
export function bestMoves(tree: QualityTree): number {
  const best = Math.max(...tree.rootValues);
  return tree.rootValues.filter((v) => v === best).length;
}

const pct = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

/** Groups trees by branching factor, in the order the factors first appear. */
function byBranching(trees: readonly QualityTree[]): QualityTree[][] {
  const groups = new Map<number, QualityTree[]>();
  for (const t of trees) {
    const group = groups.get(t.b);
    if (group) group.push(t);
    else groups.set(t.b, [t]);
  }
  return [...groups.values()];
}

export function summarize(trees: readonly QualityTree[]): QualitySummary {
  const points: QualityPoint[] = [];
  const rows: RegenerationRow[] = [];
  const rootTies: QualitySummary["rootTies"] = [];
  for (const group of byBranching(trees)) {
    const { b, d } = group[0];
    const n = group.length;
    const mean = (f: (t: QualityTree) => number) => group.reduce((s, t) => s + f(t), 0) / n;
    const correct = (f: (t: QualityTree) => number) => pct(group.filter((t) => isCorrect(t, f(t))).length, n);
    const point = (
      algorithm: QualityAlgorithm,
      depth: number,
      nodes: number,
      withRegen: number,
      correctPct: number,
    ): QualityPoint => ({ b, d, algorithm, depth, nodes, nodesWithRegenerations: withRegen, correctPct, trees: n });
    for (let h = 1; h < d; h++) {
      const c = correct((t) => t.abMove[h - 1]);
      const nodes = mean((t) => t.abNodes[h - 1]),
        spec = mean((t) => t.abNodesSpec[h - 1]);
      points.push(point("alphabeta", h, nodes, nodes, c), point("alphabeta-spec", h, spec, spec, c));
    }
    let all = { gen: 0, regen: 0, test: 0, changed: 0 };
    for (let k = 1; k <= d; k++) {
      const sum = (f: (t: QualityTree) => number) => group.reduce((s, t) => s + f(t), 0);
      const gen = sum((t) => t.bfGenerated[k - 1]),
        regen = sum((t) => t.bfRegenerated[k - 1]);
      const test = sum((t) => t.bfRegeneratedByTest[k - 1]),
        changed = sum((t) => t.bfInheritChanged[k - 1]);
      points.push(
        point(
          "bestfirst",
          k,
          (gen - regen) / n,
          gen / n,
          correct((t) => t.bfMove[k - 1]),
        ),
      );
      rows.push(regenRow(b, d, k, gen, regen, test, changed));
      all = { gen: all.gen + gen, regen: all.regen + regen, test: all.test + test, changed: all.changed + changed };
    }
    rows.push(regenRow(b, d, null, all.gen, all.regen, all.test, all.changed));
    rootTies.push({ b, d, trees: n, tied: group.filter((t) => bestMoves(t) > 1).length });
  }
  return { points, regeneration: { rows, report: { ...REPORT_OVERHEAD } }, rootTies };
}

function regenRow(
  b: number,
  d: number,
  depth: number | null,
  gen: number,
  regen: number,
  test: number,
  changed: number,
): RegenerationRow {
  return {
    b,
    d,
    depth,
    ledgerPct: pct(regen, gen - regen),
    testPct: pct(test, gen - test),
    inheritChangedPct: pct(changed, gen),
    inheritChanged: changed,
  };
}
