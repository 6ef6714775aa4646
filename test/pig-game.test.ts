// Pig as a user's game (games/pig.ts, over the public entry): the checked game takes its shape;
// perft by hand and against a plain count of docs/pig.md's tree written here; its expectimax
// value against the value iteration of oracles/pig-value.ts. The game never has to end (a 1,
// then a 1 again), so no search of it is ever exact: a depth-limited expectimax over the Game
// protocol, memoised on hash() and the depth left, with the horizon's leaves valued as a loss
// and then as a win, brackets the exact value (max, min and means are monotone in the leaves),
// and the bracket, narrowing with depth, must hold the oracle's probability. The memoised
// recursion is itself held to the plain expectimax oracle (oracles/expectimax.ts) at a horizon
// both reach.

import { describe, expect, test } from "vitest";
import { BestfirstError, gameShape, searchGame } from "../index.js";
import { CheckedGame } from "../reference/checked-game.js";
import { Pig, PIG_WIN } from "../games/pig.js";
import { solvePig } from "../oracles/pig-value.js";
import { expectimax } from "../oracles/expectimax.js";
import { checkedPerft as perft, chooser, moveNames as names } from "./game-walk.js";

/** docs/pig.md's tree counted the plain way: leaves `depth` plies on from (i, j, k) with the mover to decide. */
function plainPerft(goal: number, i: number, j: number, k: number, chance: boolean, depth: number): number {
  if (!chance && i + k >= goal) return 1; // the mover has won
  if (depth === 0) return 1;
  if (!chance) return plainPerft(goal, i, j, k, true, depth - 1) + plainPerft(goal, j, i + k, 0, false, depth - 1);
  let sum = plainPerft(goal, j, i, 0, false, depth - 1); // a 1: the turn passes
  for (let r = 2; r <= 6; r++) sum += plainPerft(goal, i, j, k + r, false, depth - 1);
  return sum;
}

/**
 * Expectimax over the protocol to `depth` plies, from player 0's side, the horizon's leaves
 * `leaf(game)`, memoised on (hash, depth left) in `memo` (one memo a leaf rule).
 */
function memoised(game: Pig, depth: number, leaf: (g: Pig) => number, memo: Map<number, number>): number {
  if (game.isTerminal()) return game.evaluate();
  if (depth === 0) return leaf(game);
  const key = game.hash() * 4096 + depth;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const values: number[] = [];
  for (let m = 0; m < game.moveCount(); m++) {
    game.play(m);
    values.push(memoised(game, depth - 1, leaf, memo));
    game.undo();
  }
  const value = game.isChance()
    ? values.reduce((s, v) => s + v, 0) / values.length
    : game.maxToMove()
      ? Math.max(...values)
      : Math.min(...values);
  memo.set(key, value);
  return value;
}

/** Player 0's winning probability from the game's position, bracketed at `depth`: [low, high]. */
function bracket(game: Pig, depth: number, memos: [Map<number, number>, Map<number, number>]): [number, number] {
  const p = (v: number) => (v / PIG_WIN + 1) / 2; // a value of 2P - 1 wins, in units of PIG_WIN
  return [p(memoised(game, depth, () => -PIG_WIN, memos[0])), p(memoised(game, depth, () => PIG_WIN, memos[1]))];
}

describe("Pig as a user's game", () => {
  test("the checked game takes its shape: two players with chance, six faces of weight 1", () => {
    const game = new Pig();
    expect(gameShape(game)).toEqual({ players: 2, chance: true });
    const checked = new CheckedGame(game);
    checked.probeShape();
    expect([checked.isChance(), names(checked)]).toEqual([false, ["roll", "hold"]]);
    checked.play(0);
    checked.probeShape();
    expect([checked.isChance(), names(checked), checked.chanceWeight(0)]).toEqual([
      true,
      ["1", "2", "3", "4", "5", "6"],
      1,
    ]);
  });

  test("perft by hand (docs/pig.md) and against the plain count of the tree", () => {
    expect([1, 2, 3].map((d) => perft(new CheckedGame(new Pig()), d))).toEqual([2, 8, 20]);
    for (const goal of [1, 3, 7, 100]) {
      const game = new CheckedGame(new Pig(goal));
      for (let depth = 1; depth <= 9; depth++) expect(perft(game, depth)).toBe(plainPerft(goal, 0, 0, 0, false, depth));
    }
    const from = new Pig({ goal: 20, scores: [15, 12], turnTotal: 3, toMove: 1 });
    for (let depth = 1; depth <= 9; depth++)
      expect(perft(new CheckedGame(from), depth)).toBe(plainPerft(20, 12, 15, 3, false, depth));
  });

  test("the memoised expectimax equals the plain oracle's at horizon 8", () => {
    for (const goal of [2, 5, 100]) {
      const game = new Pig(goal);
      const plain = expectimax(game, 8);
      const memo = memoised(game, 8, (g) => g.evaluate(), new Map());
      expect(Math.abs(plain.value - memo)).toBeLessThan(1e-6);
      // Roll's and hold's values, each one ply shallower.
      game.play(0);
      expect(Math.abs(plain.moveValues[0][0] - memoised(game, 7, (g) => g.evaluate(), new Map()))).toBeLessThan(1e-6);
      game.undo();
    }
  });

  test.each([1, 2, 3, 4, 5, 6, 10])(
    "goal %i: the exact value (player 0's winning chance) is value iteration's",
    (goal) => {
      const solution = solvePig(goal);
      const memos: [Map<number, number>, Map<number, number>] = [new Map(), new Map()];
      const [low, high] = bracket(new Pig(goal), 300, memos);
      expect(high - low).toBeLessThan(1e-9);
      expect(low).toBeLessThanOrEqual(solution.win(0, 0, 0) + 1e-12);
      expect(high).toBeGreaterThanOrEqual(solution.win(0, 0, 0) - 1e-12);
      // And from every decision state (i, j, k) with player 0 to move, at depth 200.
      for (let i = 0; i < goal; i++)
        for (let j = 0; j < goal; j++)
          for (let k = 0; i + k < goal; k++) {
            const [l, h] = bracket(new Pig({ goal, scores: [i, j], turnTotal: k }), 200, memos);
            expect(h - l).toBeLessThan(1e-6);
            expect(solution.win(i, j, k)).toBeGreaterThanOrEqual(l - 1e-12);
            expect(solution.win(i, j, k)).toBeLessThanOrEqual(h + 1e-12);
          }
    },
  );

  test("random games: undo restores every position, the key is the position", () => {
    const next = chooser(99);
    for (let g = 0; g < 100; g++) {
      const game = new Pig(20);
      const keys: number[] = [];
      while (!game.isTerminal() && keys.length < 2000) {
        keys.push(game.hash());
        game.play(next(game.moveCount()));
      }
      expect(game.isTerminal()).toBe(true);
      expect(Math.abs(game.evaluate())).toBe(PIG_WIN);
      for (let ply = keys.length - 1; ply >= 0; ply--) {
        game.undo();
        expect(game.hash()).toBe(keys[ply]);
      }
      expect([game.scoreOf(0), game.scoreOf(1), game.turnTotal, game.toMove()]).toEqual([0, 0, 0, 0]);
    }
  });

  test("searchGame refuses it by its shape, in one line, where the search takes no chance", () => {
    expect(() => searchGame(new Pig(), { algorithm: "alphabeta", horizon: 2 })).toThrow(
      /^alphabeta does not search a two-player game with chance; [^\n]+$/,
    );
  });

  test("bad input is a BestfirstError", () => {
    expect(() => new Pig(0)).toThrow(/goal is 0; it must be a whole number from 1 to 10000/);
    expect(() => new Pig({ goal: 10, scores: [10, 0] })).toThrow(BestfirstError);
    expect(() => new Pig({ goal: 10, scores: [5, 0], turnTotal: 5 })).toThrow(/turnTotal is 5; .* from 0 to 4/);
    expect(() => new Pig({ toMove: 2 })).toThrow(BestfirstError);
    const game = new Pig();
    expect(() => game.play(2)).toThrow(/no move here: there are 2/);
    expect(() => game.undo()).toThrow(BestfirstError);
  });
});
