// The n-player and chance oracles (oracles/maxn.ts, paranoid.ts, expectimax.ts) against
// trees small enough to work by hand: every expected value and count below is worked out in
// the comments, not taken from the code. Then, on two-player random trees without chance,
// all three against plain minimax (oracles/naive-minimax.ts), value and counts alike.

import { describe, expect, test } from "vitest";
import { expectimax } from "../oracles/expectimax.js";
import { maxn } from "../oracles/maxn.js";
import { rootValues } from "../oracles/naive-minimax.js";
import { paranoid } from "../oracles/paranoid.js";
import type { ShapedGame } from "../oracles/shaped-game.js";
import { RandomTree } from "../reference/games/random-tree.js";

/** A node of an explicit tree: its static vector `v`, and a mover or chance weights over its children. */
interface Node {
  v: number[];
  player?: number;
  weights?: number[];
  kids?: Node[];
}

const leaf = (...v: number[]): Node => ({ v });
const turn = (player: number, v: number[], kids: Node[]): Node => ({ v, player, kids });
const chance = (weights: number[], kids: Node[]): Node => ({ v: [Number.NaN], weights, kids });

/**
 * The tree as a game of `players` players. With `scalar`, a two-player game of the old protocol
 * only (maxToMove, evaluate = v[0]); otherwise the new members (toMove, evaluateFor = v[p]).
 */
function treeGame(root: Node, players: number, scalar = false): ShapedGame & { depth(): number } {
  const path: Node[] = [root];
  const at = (): Node => path[path.length - 1];
  const common = {
    moveCount: () => at().kids?.length ?? 0,
    play: (m: number) => void path.push((at().kids as Node[])[m]),
    undo: () => void path.pop(),
    isTerminal: () => (at().kids?.length ?? 0) === 0,
    isChance: () => at().weights !== undefined,
    chanceWeight: (m: number) => (at().weights as number[])[m],
    depth: () => path.length - 1,
  };
  if (scalar) return { ...common, maxToMove: () => at().player === 0, evaluate: () => at().v[0] };
  return { ...common, players, toMove: () => at().player as number, evaluateFor: (p: number) => at().v[p] };
}

// Three players, two plies. P1 maximizes its own (middle) component; P0 then its own:
//   A (static 1,1,1): (3,3,3) | (1,5,2) -> P1 takes (1,5,2)   [5 > 3]   paranoid: min(3,1) = 1
//   B (static 2,2,2): (6,1,2) | (4,2,5) -> P1 takes (4,2,5)   [2 > 1]   paranoid: min(6,4) = 4
//   C (static 9,0,0): (7,9,0) | (2,1,1) -> P1 takes (7,9,0)   [9 > 1]   paranoid: min(7,2) = 2
// max^n root: P0 sees 1, 4, 7 -> C, (7,9,0). Paranoid root: max(1,4,2) = 4 -> B.
// Counted: generated 3 + 6 = 9, expanded root + A + B + C = 4.
const three = turn(
  0,
  [0, 0, 0],
  [
    turn(1, [1, 1, 1], [leaf(3, 3, 3), leaf(1, 5, 2)]),
    turn(1, [2, 2, 2], [leaf(6, 1, 2), leaf(4, 2, 5)]),
    turn(1, [9, 0, 0], [leaf(7, 9, 0), leaf(2, 1, 1)]),
  ],
);

// Three players, three plies; P2 moves at the third ply.
//   L: LL (static 2,7,1): (5,1,0) | (3,0,4) -> P2 (3,0,4);  paranoid min(5,3) = 3
//      LR (static 6,1,1): (8,2,2) | (6,5,1) -> P2 (8,2,2);  paranoid min(8,6) = 6
//      P1 at L: 0 vs 2 -> (8,2,2);                        paranoid min(3,6) = 3
//   R: RL (static 5,0,3): (4,4,4) | (7,3,3) -> P2 (4,4,4);  paranoid min(4,7) = 4
//      RR (static 1,3,3): (5,9,9) | (9,0,0) -> P2 (5,9,9);  paranoid min(5,9) = 5
//      P1 at R: 4 vs 9 -> (5,9,9);                        paranoid min(4,5) = 4
//   root P0: 8 vs 5 -> L, (8,2,2), move 0.                 paranoid max(3,4) = 4, move 1.
// Counted: generated 2 + 4 + 8 = 14, expanded 1 + 2 + 4 = 7.
// At horizon 2 the P2 nodes are cut at their statics: P1 at L: 7 vs 1 -> (2,7,1); at R: 0 vs 3
// -> (1,3,3); root: 2 vs 1 -> move 0, (2,7,1). Paranoid: L min(2,6) = 2, R min(5,1) = 1 -> 2, move 0.
// Counted: generated 2 + 4 = 6, expanded 1 + 2 = 3.
const deep = turn(
  0,
  [0, 0, 0],
  [
    turn(
      1,
      [0, 0, 0],
      [turn(2, [2, 7, 1], [leaf(5, 1, 0), leaf(3, 0, 4)]), turn(2, [6, 1, 1], [leaf(8, 2, 2), leaf(6, 5, 1)])],
    ),
    turn(
      1,
      [0, 0, 0],
      [turn(2, [5, 0, 3], [leaf(4, 4, 4), leaf(7, 3, 3)]), turn(2, [1, 3, 3], [leaf(5, 9, 9), leaf(9, 0, 0)])],
    ),
  ],
);

// Ties: at X, P1's components tie (4 and 4): the lower index, (2,4,0). At the root P0's tie
// (2 from X, 2 from Y): move 0, (2,4,0). Taking the last of equals would give (9,4,9), move 0, value 9.
const ties = turn(
  0,
  [0, 0, 0],
  [turn(1, [0, 0, 0], [leaf(2, 4, 0), leaf(9, 4, 9)]), turn(1, [0, 0, 0], [leaf(2, 0, 0)])],
);

// Four players, the root mover P3: A (P1): 2 vs 3 -> (4,3,2,1); B (P1): 1 vs 0 -> (0,1,0,9);
// P3 at the root: 1 vs 9 -> B, value 9. Paranoid for P3: A min(4,1) = 1, B min(9,5) = 5 -> B, 5.
const four = turn(
  3,
  [0, 0, 0, 0],
  [
    turn(1, [0, 0, 0, 0], [leaf(1, 2, 3, 4), leaf(4, 3, 2, 1)]),
    turn(1, [0, 0, 0, 0], [leaf(0, 1, 0, 9), leaf(0, 0, 0, 5)]),
  ],
);

describe("maxn oracle on hand-worked trees", () => {
  test("three players, two plies", () => {
    expect(maxn(treeGame(three, 3), 2)).toEqual({
      value: 7,
      values: [7, 9, 0],
      move: 2,
      moveValues: [
        [1, 5, 2],
        [4, 2, 5],
        [7, 9, 0],
      ],
      generated: 9,
      expanded: 4,
    });
  });
  test("horizon 1 stops at the children's static vectors", () => {
    // A (1,1,1), B (2,2,2), C (9,0,0): P0 takes C; generated 3, expanded 1.
    const r = maxn(treeGame(three, 3), 1);
    expect([r.move, r.values, r.generated, r.expanded]).toEqual([2, [9, 0, 0], 3, 1]);
  });
  test("three players, three plies, and horizon 2", () => {
    const r = maxn(treeGame(deep, 3), 3);
    expect([r.move, r.values, r.value, r.generated, r.expanded]).toEqual([0, [8, 2, 2], 8, 14, 7]);
    const h2 = maxn(treeGame(deep, 3), 2);
    expect([h2.move, h2.values, h2.generated, h2.expanded]).toEqual([0, [2, 7, 1], 6, 3]);
  });
  test("ties go to the lowest move index at every level", () => {
    const r = maxn(treeGame(ties, 3), 2);
    expect([r.move, r.values, r.value]).toEqual([0, [2, 4, 0], 2]);
  });
  test("four players, the root mover not player 0", () => {
    const r = maxn(treeGame(four, 4), 2);
    expect([r.move, r.values, r.value, r.generated, r.expanded]).toEqual([1, [0, 1, 0, 9], 9, 6, 3]);
  });
  test("the game is left as found", () => {
    const g = treeGame(deep, 3);
    maxn(g, 3);
    expect(g.depth()).toBe(0);
  });
});

describe("paranoid oracle on hand-worked trees", () => {
  test("three players, two plies: the others minimize the root's value", () => {
    expect(paranoid(treeGame(three, 3), 2)).toEqual({
      value: 4,
      move: 1,
      moveValues: [1, 4, 2],
      generated: 9,
      expanded: 4,
    });
    // Horizon 1: statics 1, 2, 9 -> 9, move 2.
    expect(paranoid(treeGame(three, 3), 1)).toMatchObject({ value: 9, move: 2, generated: 3, expanded: 1 });
  });
  test("three plies: P1 and P2 both minimize; horizon 2", () => {
    expect(paranoid(treeGame(deep, 3), 3)).toEqual({
      value: 4,
      move: 1,
      moveValues: [3, 4],
      generated: 14,
      expanded: 7,
    });
    expect(paranoid(treeGame(deep, 3), 2)).toMatchObject({ value: 2, move: 0, moveValues: [2, 1] });
  });
  test("four players, the root player P3", () => {
    expect(paranoid(treeGame(four, 4), 2)).toMatchObject({ value: 5, move: 1, moveValues: [1, 5] });
  });
});

// Two players with chance, values as MAX sees them (the old protocol: maxToMove, evaluate).
//   C0: weights 1, 2 over 6, 3             -> (1*6 + 2*3) / 3 = 4   (weights swapped: 15 / 3 = 5)
//   C1: weights 1, 1, 1, 1 over MIN(10, 2) = 2, 0, 9, 5 -> 16 / 4 = 4
//   C2: weights 3, 1 over 6, 2             -> (18 + 2) / 4 = 5
// MAX at the root: 4, 4, 5 -> move 2, value 5. Counted: generated 3 + 2 + 4 + 2 (MIN's) + 2 = 13,
// expanded root, C0, C1, MIN, C2 = 5.
// At horizon 2 MIN is cut at its static 7: C1 = (7 + 0 + 9 + 5) / 4 = 5.25 -> move 1, 5.25;
// generated 3 + 2 + 4 + 2 = 11, expanded 4.
const dice = turn(
  0,
  [0],
  [
    chance([1, 2], [leaf(6), leaf(3)]),
    chance([1, 1, 1, 1], [turn(1, [7], [leaf(10), leaf(2)]), leaf(0), leaf(9), leaf(5)]),
    chance([3, 1], [leaf(6), leaf(2)]),
  ],
);

describe("expectimax oracle on hand-worked trees", () => {
  test("two players: the weighted mean at chance, max and min at decisions", () => {
    expect(expectimax(treeGame(dice, 2, true), 3)).toEqual({
      value: 5,
      values: [5],
      move: 2,
      moveValues: [[4], [4], [5]],
      generated: 13,
      expanded: 5,
    });
    const h2 = expectimax(treeGame(dice, 2, true), 2);
    expect([h2.move, h2.value, h2.generated, h2.expanded]).toEqual([1, 5.25, 11, 4]);
  });
  test("two players, MIN at the root; ties to the lowest index", () => {
    // MIN: chance 1, 1 over 4, 8 -> 6; chance 1, 5 over 12, 0 -> 2; chance 1 over 2 -> 2. Min 2, move 1.
    const root = turn(
      1,
      [0],
      [chance([1, 1], [leaf(4), leaf(8)]), chance([1, 5], [leaf(12), leaf(0)]), chance([1], [leaf(2)])],
    );
    expect(expectimax(treeGame(root, 2, true), 2)).toMatchObject({ value: 2, move: 1, generated: 8, expanded: 4 });
  });
  test("three players: max^n at decisions, component-wise means at chance", () => {
    // A: chance 1, 1 over P1(6,0,0 | 0,6,0) -> (0,6,0) and (2,2,2) -> (1,4,1).
    // B: chance 2, 1 over (3,0,0), (0,3,3) -> (6/3, 3/3, 3/3) = (2,1,1).
    // P0: 1 vs 2 -> move 1, (2,1,1). Generated 2 + 2 + 2 + 2 = 8, expanded root, A, P1, B = 4.
    const root = turn(
      0,
      [0, 0, 0],
      [
        chance([1, 1], [turn(1, [0, 0, 0], [leaf(6, 0, 0), leaf(0, 6, 0)]), leaf(2, 2, 2)]),
        chance([2, 1], [leaf(3, 0, 0), leaf(0, 3, 3)]),
      ],
    );
    expect(expectimax(treeGame(root, 3), 3)).toEqual({
      value: 2,
      values: [2, 1, 1],
      move: 1,
      moveValues: [
        [1, 4, 1],
        [2, 1, 1],
      ],
      generated: 8,
      expanded: 4,
    });
  });
  test("a chance root: no move, the mean of its outcomes", () => {
    // Chance 1, 3 over MAX(1, 5) = 5 and 9 -> (5 + 27) / 4 = 8. Generated 2 + 2 = 4, expanded 2.
    const root = chance([1, 3], [turn(0, [0], [leaf(1), leaf(5)]), leaf(9)]);
    expect(expectimax(treeGame(root, 2, true), 2)).toMatchObject({ value: 8, move: -1, generated: 4, expanded: 2 });
  });
  test("a weight that is not a positive integer is refused", () => {
    const root = turn(0, [0], [chance([1, 0], [leaf(1), leaf(2)])]);
    expect(() => expectimax(treeGame(root, 2, true), 2)).toThrow(/chanceWeight\(1\) = 0/);
  });
  test("maxn and paranoid refuse a chance node", () => {
    expect(() => maxn(treeGame(dice, 2, true), 2)).toThrow(/chance/);
    expect(() => paranoid(treeGame(dice, 2, true), 2)).toThrow(/chance/);
  });
});

describe("on two-player games without chance all three are minimax", () => {
  const trees = [1n, 77n, 12345678901234567n].flatMap((seed) => [2, 3, 5].map((branching) => ({ seed, branching })));
  test.each(trees)("random tree seed $seed, branching $branching", ({ seed, branching }) => {
    const tree = (): RandomTree =>
      new RandomTree({
        seedHi: Number(seed >> 32n),
        seedLo: Number(seed & 0xffffffffn),
        branching,
        mode: "random",
        terminalDepth: 5,
      });
    for (const horizon of [1, 2, 3, 4, 5, 6]) {
      const oracle = rootValues(tree(), horizon);
      const move = oracle.moveValues.indexOf(oracle.value);
      const counts = { generated: oracle.generated, expanded: oracle.expanded };
      // The random tree's root is MAX's: maxn's vector is [v, -v], paranoid's value v.
      expect(maxn(tree(), horizon)).toMatchObject({ value: oracle.value, values: [oracle.value, -oracle.value] });
      expect(maxn(tree(), horizon)).toMatchObject({ move, ...counts });
      expect(paranoid(tree(), horizon)).toMatchObject({ value: oracle.value, move, ...counts });
      expect(expectimax(tree(), horizon)).toMatchObject({ value: oracle.value, move, ...counts });
    }
  });
});
