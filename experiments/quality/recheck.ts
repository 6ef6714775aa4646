// A decision-quality tree line checked against its tree when a results file is read, so
// that invented values (a root whose moves are all worth 0, every count doubled) are
// refused, not averaged into figure 4. What is checked, and what is not:
// - every line, cheaply (b edge costs, d counts): each root move's exact value lies within
//   32,768 x (d - 1) of that child's static value (a leaf below it adds d - 1 edges, each
//   costing at most 32,768), and equals it when d = 1; alpha-beta's move at horizon 1 is
//   the first root move of the largest static value (every search here breaks ties to
//   the first child); the counts lie within the tree: alpha-beta's depth-first count is b
//   times the nodes it expanded, which lie above its horizon, and its one-at-a-time count
//   is at most that; best-first's nodes generated once are at most the tree's, and its
//   changed inherited values at most its nodes generated;
// - a sample of SAMPLE_TREES lines a file, drawn from the file's own content (the same
//   file always draws the same lines, so a read never passes once and fails the next):
//   the whole line recomputed (./tree.ts on the reference engine, every search at every
//   depth: 10 to 250 ms a tree of the report's sizes, two to three times its root values
//   alone; trees past MOST_SAMPLED_NODES are not drawn) and held equal to it, field by
//   field. Recomputing every line would cost an hour or more for the report's 190,000
//   trees, a run's whole cost;
// - so a file of honest lines and a few invented ones, inside those bounds, passes unless
//   the sample draws one of those; a file whose every line is invented fails.

import { randomTreeParams } from "../../contract/index.js";
import { createReferenceEngine } from "../../reference/reference-engine.js";
import { RandomTree } from "../../reference/games/random-tree.js";
import { treeNodes } from "./depths.js";
import { drawSample, mulberry32 } from "../run/draw.js";
import { qualityTreeSpec, runQualityTree } from "./tree.js";
import type { QualityTree } from "./types.js";

/** Trees whose root values are recomputed, per file read. */
export const SAMPLE_TREES = 4;
/** The largest tree the sample draws (the report's largest has 3.4 million nodes). */
export const MOST_SAMPLED_NODES = 2 ** 23;
/** The most an edge costs, either way (docs/random-game-tree.md). */
const MOST_EDGE = 32768;

/** What is wrong with a line: the field, what it must be, its value. */
export interface Wrong {
  field: string;
  wanted: string;
  value: unknown;
}

/** The cheap checks of one tree line against its tree (see above), or what fails. */
export function checkTreeLine(tree: QualityTree): Wrong | undefined {
  const game = new RandomTree(randomTreeParams(qualityTreeSpec(tree)));
  const statics: number[] = [];
  for (let i = 0; i < tree.b; i++) {
    game.play(i);
    statics.push(game.evaluate());
    game.undo();
  }
  const reach = MOST_EDGE * (tree.d - 1);
  for (let i = 0; i < tree.b; i++)
    if (Math.abs(tree.rootValues[i] - statics[i]) > reach)
      return {
        field: `rootValues[${i}]`,
        value: tree.rootValues[i],
        wanted:
          tree.d === 1
            ? `${statics[i]} (the static value of root move ${i}: the tree ends there)`
            : `from ${statics[i] - reach} to ${statics[i] + reach} (root move ${i}'s static value ${statics[i]}, and ` +
              `${tree.d - 1} edges of at most ${MOST_EDGE} below it)`,
      };
  const first = statics.indexOf(Math.max(...statics));
  if (tree.d > 1 && tree.abMove[0] !== first)
    return {
      field: "abMove[0]",
      wanted: `${first} (the first root move of the largest static value)`,
      value: tree.abMove[0],
    };
  return countsWrong(tree);
}

/** The counts against the tree's size (see above), or the first out of bounds. */
function countsWrong(tree: QualityTree): Wrong | undefined {
  const { b, d } = tree;
  for (let h = 1; h < d; h++) {
    const most = b * treeNodes(b, h - 1),
      nodes = tree.abNodes[h - 1];
    if (nodes % b !== 0 || nodes > most)
      return {
        field: `abNodes[${h - 1}]`,
        wanted: `a multiple of ${b} up to ${most} (${b} children of each node expanded above horizon ${h})`,
        value: nodes,
      };
    if (tree.abNodesSpec[h - 1] > nodes)
      return {
        field: `abNodesSpec[${h - 1}]`,
        wanted: `at most ${nodes} (abNodes: one at a time generates no more than all ${b} children)`,
        value: tree.abNodesSpec[h - 1],
      };
  }
  const distinct = treeNodes(b, d) - 1;
  for (let k = 0; k < d; k++) {
    const generated = tree.bfGenerated[k];
    if (generated - tree.bfRegenerated[k] > distinct)
      return {
        field: `bfGenerated[${k}]`,
        wanted: `at most ${distinct} nodes generated once (the tree's nodes below the root), plus bfRegenerated`,
        value: generated,
      };
    if (tree.bfInheritChanged[k] > generated)
      return {
        field: `bfInheritChanged[${k}]`,
        wanted: `at most ${generated} (bfGenerated: the children whose value could change)`,
        value: tree.bfInheritChanged[k],
      };
  }
  return undefined;
}

/** The fields of a line recomputed and compared, in this order. */
const RECOMPUTED = [
  "rootValues",
  "abMove",
  "abNodes",
  "abNodesSpec",
  "bfMove",
  "bfGenerated",
  "bfRegenerated",
  "bfRegeneratedByTest",
  "bfInheritChanged",
] as const;

let reference: ReturnType<typeof createReferenceEngine> | undefined;

/**
 * Draws in [0, 1) from the trees' own root values (FNV-1a over them, then mulberry32): a
 * file's sample depends on its content only, not on the run reading it.
 */
export function contentDraw(trees: readonly QualityTree[]): () => number {
  let h = 0x811c9dc5;
  for (const tree of trees) for (const v of tree.rootValues) h = Math.imul(h ^ (v | 0), 0x01000193);
  return mulberry32(h);
}

/**
 * The first sampled line (its index into `trees`) that differs from its tree's line
 * recomputed, with the first field that differs; or undefined.
 */
export function checkSample(
  trees: readonly QualityTree[],
  draw = contentDraw(trees),
): (Wrong & { index: number }) | undefined {
  const drawable = trees.flatMap((t, i) => (treeNodes(t.b, t.d) <= MOST_SAMPLED_NODES ? [i] : []));
  for (const index of drawSample(drawable, SAMPLE_TREES, draw)) {
    const tree = trees[index];
    reference ??= createReferenceEngine();
    const exact = runQualityTree({ b: tree.b, d: tree.d, seed: tree.seed }, reference);
    for (const field of RECOMPUTED) {
      const i = exact[field].findIndex((v, i) => v !== tree[field][i]);
      if (i >= 0)
        return {
          index,
          field: `${field}[${i}]`,
          wanted:
            field === "rootValues"
              ? `${exact[field][i]} (root move ${i}'s exact value, recomputed)`
              : `${exact[field][i]} (its tree's search recomputed)`,
          value: tree[field][i],
        };
    }
  }
  return undefined;
}
