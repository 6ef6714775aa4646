// A decision-quality tree line checked against its tree when a results file is read, so
// that invented values (a root whose moves are all worth 0) are refused, not averaged into
// figure 4. What is checked, and what is not:
// - every line, cheaply (b edge costs): each root move's exact value lies within
//   32,768 x (d - 1) of that child's static value (a leaf below it adds d - 1 edges, each
//   costing at most 32,768), and equals it when d = 1; alpha-beta's move at horizon 1 is
//   the first root move of the largest static value (every search here breaks ties to
//   the first child);
// - a sample of SAMPLE_TREES lines a file, drawn from the file's own content (the same
//   file always draws the same lines, so a read never passes once and fails the next): the root moves' exact values
//   recomputed (./tree.ts's alpha-beta on the reference engine, 10 to 50 ms a tree of the
//   report's sizes; trees past MOST_SAMPLED_NODES are not drawn). Recomputing every line
//   would cost about 20 ms a tree, an hour for the report's 190,000 trees;
// - not checked: the other moves and every node count, which only the searches themselves
//   (the run's whole cost) give. A file of honest lines and a few invented ones passes
//   unless the sample draws one of those.

import { randomTreeParams } from "../../contract/index.js";
import { createReferenceEngine } from "../../reference/reference-engine.js";
import { RandomTree } from "../../reference/games/random-tree.js";
import { treeNodes } from "./depths.js";
import { drawSample, mulberry32 } from "../run/draw.js";
import { qualityTreeSpec, rootValues } from "./tree.js";
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
            : `from ${statics[i] - reach} to ${statics[i] + reach} (root move ${i}'s static value ${statics[i]}, and ${tree.d - 1} edges of at most ${MOST_EDGE} below it)`,
      };
  const first = statics.indexOf(Math.max(...statics));
  if (tree.d > 1 && tree.abMove[0] !== first)
    return {
      field: "abMove[0]",
      wanted: `${first} (the first root move of the largest static value)`,
      value: tree.abMove[0],
    };
  return undefined;
}

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

/** The first sampled line (its index into `trees`) whose root values, recomputed, differ, with the first that differs; or undefined. */
export function checkSample(
  trees: readonly QualityTree[],
  draw = contentDraw(trees),
): (Wrong & { index: number }) | undefined {
  const drawable = trees.flatMap((t, i) => (treeNodes(t.b, t.d) <= MOST_SAMPLED_NODES ? [i] : []));
  for (const index of drawSample(drawable, SAMPLE_TREES, draw)) {
    const tree = trees[index];
    reference ??= createReferenceEngine();
    const exact = rootValues(tree, reference);
    const i = exact.findIndex((v, i) => v !== tree.rootValues[i]);
    if (i >= 0)
      return {
        index,
        field: `rootValues[${i}]`,
        wanted: `${exact[i]} (root move ${i}'s exact value, recomputed)`,
        value: tree.rootValues[i],
      };
  }
  return undefined;
}
