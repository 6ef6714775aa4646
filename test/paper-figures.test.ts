// The worked examples of the papers' figures 1 (best-first minimax) and 2 (RBFMS),
// replayed on hand-built trees: the order of generations and the backed-up values are
// the ones the texts narrate (1992 report, section 2-3; 1994 paper, sections 2-3).

import { describe, expect, test } from "vitest";
import { ExplicitTree, type TreeNode } from "../reference/games/explicit-tree.js";
import { runSearch } from "../reference/search/run.js";
import type { Algorithm } from "../contract/index.js";

const leaf = (value: number): TreeNode => ({ value });
const node = (value: number, ...children: TreeNode[]): TreeNode => ({ value, children });

// 1994 paper: the root's children are 4 (left) and 6 (right); the right child's children
// 5 and 2; the left child's 8 and 1; then "the rightmost grandchild of the root is
// expanded next" (its children are not in the text: 3 and 7 here).
const tree1994 = node(0, node(4, leaf(8), leaf(1)), node(6, leaf(5), node(2, leaf(3), leaf(7))));
// 1992 report: the root's children are 7 and 11; the right child's 9 and 5; the left
// child's 13 and 3; then the rightmost grandchild (5) is expanded (children 6 and 4 here).
const tree1992 = node(0, node(7, leaf(13), leaf(3)), node(11, leaf(9), node(5, leaf(6), leaf(4))));

/** Runs `algorithm` with a node budget; returns the move, value and the generations logged. */
function run(tree: TreeNode, algorithm: Algorithm, nodes: number) {
  const game = new ExplicitTree(tree);
  const result = runSearch(game, algorithm, { nodes });
  return { move: result.move, value: result.value, log: game.log.slice(1) /* the root's own evaluation */ };
}

describe.each([
  ["1994", tree1994, [6, 4, 2], ["1", "0", "1"]],
  ["1992", tree1992, [11, 7, 5], ["1", "0", "1"]],
] as const)("figure 1 of the %s text: best-first minimax", (_text, tree, values, moves) => {
  test("expands the root, the right child, the left child, then the rightmost grandchild", () => {
    const { log } = run(tree, "bestfirst", 8);
    expect(log).toEqual(["0", "1", "1.0", "1.1", "0.0", "0.1", "1.1.0", "1.1.1"]);
  });

  test("backs up the narrated values: the root after each expansion, and the move it holds", () => {
    // A node budget of 2, 4, 6 stops right after the 1st, 2nd, 3rd expansion (A, B, C).
    for (const [k, budget] of [2, 4, 6].entries()) {
      const result = run(tree, "bestfirst", budget);
      expect(result.value).toBe(values[k]);
      expect(String(result.move)).toBe(moves[k]);
    }
  });
});

describe("figure 2 of the 1994 paper: RBFMS", () => {
  // Figure 2: expand the root (A); the right child (B): its value 2 falls below the
  // bound 4, so back to the root storing 2 (C); the left child (D): 1 falls below 2, back
  // to the root storing 1 (E); the right child again (its children regenerated), whose
  // best grandchild, worth 2, is expanded.
  test.each(["rbfms", "rbfms-inherit"] as const)(
    "%s generates in the narrated order, regenerating the right child's children",
    (algorithm) => {
      const { log } = run(tree1994, algorithm, 10);
      expect(log).toEqual(["0", "1", "1.0", "1.1", "0.0", "0.1", "1.0", "1.1", "1.1.0", "1.1.1"]);
    },
  );

  test.each(["rbfms", "rbfms-inherit"] as const)(
    "%s stores the narrated values with the root's children: 2 (C), then 1 (E)",
    (algorithm) => {
      // After C the root holds left 4, right 2: value 4 on the left move.
      expect(run(tree1994, algorithm, 4)).toMatchObject({ value: 4, move: 0 });
      // After E the root holds left 1, right 2: value 2 on the right move.
      expect(run(tree1994, algorithm, 6)).toMatchObject({ value: 2, move: 1 });
    },
  );

  test("the 1994 variant generates children one at a time and returns at the first below Alpha", () => {
    // The left child (bound 2 from its brother) stops at 1 without a third child; a
    // wider tree shows it: the left child's children 8, 1, 9 -> 9 is never generated.
    const wide = node(0, node(4, leaf(8), leaf(1), leaf(9)), node(6, leaf(5), leaf(2)));
    const { log } = run(wide, "rbfms", 6);
    expect(log).toEqual(["0", "1", "1.0", "1.1", "0.0", "0.1"]);
    const inherit = run(wide, "rbfms-inherit", 7);
    expect(inherit.log).toEqual(["0", "1", "1.0", "1.1", "0.0", "0.1", "0.2"]);
  });
});
