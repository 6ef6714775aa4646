// EinStein würfelt nicht! as a user's game (games/ewn.ts, over the public entry) against the
// independent enumerator oracles/ewn-perft.ts: perft over the Game protocol, walked here
// through the checked game of the own-game entry (every value checked, the shape's members,
// the die's weights included, probed at every node), equals the oracle's for two layouts; the
// first plies by hand; random whole games agree roll by roll and move by move; keys.

import { describe, expect, test } from "vitest";
import { BestfirstError, gameShape, searchGame } from "../index.js";
import { CheckedGame } from "../reference/checked-game.js";
import { checkedPerft as perft, chooser, moveNames as names } from "./game-walk.js";
import { Ewn, EWN_WIN, type EwnLayout } from "../games/ewn.js";
import * as oracle from "../oracles/ewn-perft.js";

const OTHER: EwnLayout = { red: [6, 1, 5, 2, 4, 3], blue: [3, 5, 1, 6, 2, 4] };
const startOf = (layout?: EwnLayout) =>
  layout ? oracle.ewnStart([...layout.red], [...layout.blue]) : oracle.ewnStart();

/** The oracle's children of `p` in move order, and their names. */
function children(p: oracle.EwnPosition): { next: oracle.EwnPosition; name: string }[] {
  if (p.face === 0) return [1, 2, 3, 4, 5, 6].map((face) => ({ next: oracle.ewnRoll(p, face), name: String(face) }));
  return oracle.ewnMoves(p).map((m) => ({ next: oracle.ewnPlay(p, m), name: oracle.moveName(p, m) }));
}

describe("EinStein würfelt nicht! as a user's game", () => {
  test("the checked game takes its shape: two players with chance, six faces of weight 1", () => {
    const game = new Ewn();
    expect(gameShape(game)).toEqual({ players: 2, chance: true });
    const checked = new CheckedGame(game);
    checked.probeShape();
    expect([checked.isChance(), names(checked), checked.chanceWeight(5)]).toEqual([
      true,
      ["1", "2", "3", "4", "5", "6"],
      1,
    ]);
    checked.play(0); // a 1: red's cube 1 on a1 moves right, up or diagonally
    expect([checked.isChance(), checked.toMove(), names(checked)]).toEqual([false, 0, ["a1-b1", "a1-a2", "a1-b2"]]);
  });

  test("the first plies by hand: every cube of either triangle has its three steps", () => {
    // 6 faces; each names one red cube with 3 steps; 6 faces again; each blue cube 3 steps.
    expect([1, 2, 3, 4].map((d) => perft(new CheckedGame(new Ewn()), d))).toEqual([6, 18, 108, 324]);
  });

  test.each([
    ["the default layout", undefined],
    ["another layout", OTHER],
  ])("%s: perft 1..8 equals the oracle's", (_, layout) => {
    const game = new CheckedGame(new Ewn(layout));
    for (let depth = 1; depth <= 8; depth++) expect(perft(game, depth)).toBe(oracle.ewnPerft(startOf(layout), depth));
    expect(game.depth).toBe(0);
  });

  test.each([
    ["the default layout", undefined],
    ["another layout", OTHER],
  ])("%s: random whole games agree with the oracle ply by ply", (_, layout) => {
    const next = chooser(4242);
    const wins = [0, 0];
    for (let g = 0; g < 200; g++) {
      const game = new Ewn(layout);
      let p = startOf(layout);
      const keys: number[] = [];
      while (oracle.ewnWinner(p) < 0) {
        const kids = children(p);
        expect([game.isTerminal(), game.isChance(), names(game)]).toEqual([
          false,
          p.face === 0,
          kids.map((k) => k.name),
        ]);
        if (p.face !== 0) expect(game.toMove()).toBe(p.side);
        keys.push(game.hash());
        const m = next(kids.length);
        p = kids[m].next;
        game.play(m);
      }
      const winner = oracle.ewnWinner(p);
      wins[winner]++;
      expect([game.isTerminal(), game.isChance(), game.moveCount()]).toEqual([true, false, 0]);
      expect(game.evaluate()).toBe(winner === 0 ? EWN_WIN : -EWN_WIN);
      for (let ply = keys.length - 1; ply >= 0; ply--) {
        game.undo();
        expect(game.hash()).toBe(keys[ply]);
      }
      expect(names(game)).toEqual(["1", "2", "3", "4", "5", "6"]);
    }
    expect(Math.min(...wins)).toBeGreaterThan(0);
  });

  test("a key per position: equal positions give equal keys, different ones different keys", () => {
    const game = new Ewn();
    const positionOf = new Map<number, string>();
    let visits = 0;
    const walk = (p: oracle.EwnPosition, depth: number): void => {
      const cubes = p.cubes.map((c) => `${c.side}${c.n}${c.file}${c.rank}`).sort();
      const position = `${cubes.join(",")} ${p.side} ${p.face}`;
      expect(positionOf.get(game.hash()) ?? position).toBe(position);
      positionOf.set(game.hash(), position);
      visits++;
      if (depth === 0 || oracle.ewnWinner(p) >= 0) return;
      children(p).forEach(({ next }, m) => {
        game.play(m);
        walk(next, depth - 1);
        game.undo();
      });
    };
    walk(oracle.ewnStart(), 6);
    expect(new Set(positionOf.values()).size).toBe(positionOf.size);
    expect(visits).toBeGreaterThan(positionOf.size); // transpositions met, and keyed alike
  });

  test("searchGame refuses it by its shape, in one line, where the search takes no chance", () => {
    expect(() => searchGame(new Ewn(), { algorithm: "alphabeta", horizon: 2 })).toThrow(
      /^alphabeta does not search a two-player game with chance; [^\n]+$/,
    );
  });

  test("bad input is a BestfirstError", () => {
    expect(() => new Ewn({ red: [1, 2, 3, 4, 5, 5], blue: [1, 2, 3, 4, 5, 6] })).toThrow(
      /layout.red is an array; it must list the cubes 1 to 6, each once/,
    );
    expect(() => new Ewn({ red: [1, 2, 3, 4, 5, 6] } as unknown as EwnLayout)).toThrow(BestfirstError);
    const game = new Ewn();
    expect(() => game.play(6)).toThrow(/no move here: there are 6/);
    expect(() => game.undo()).toThrow(BestfirstError);
  });
});
