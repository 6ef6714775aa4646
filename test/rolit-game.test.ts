// The Rolit game of games/rolit.ts (a user's game over the public entry) against the
// independent enumerator oracles/rolit-perft.ts: perft over the Game protocol, counted by a
// plain walk written here and run through the checked game of the own-game entry (every value
// checked, the shape's members probed at every node), equals the oracle's for 2, 3 and 4
// players; random whole games agree move by move (names, ball counts, the end), also with the
// move handed to any player (setToMove, best-reply search's member); the key is the same for
// the same position and is restored by undo.

import { describe, expect, test } from "vitest";
import { BestfirstError, gameShape, searchGame } from "../index.js";
import { rootValues } from "../oracles/naive-minimax.js";
import { CheckedGame } from "../reference/checked-game.js";
import { checkedPerft as perft, chooser, moveNames as names } from "./game-walk.js";
import { Rolit } from "../games/rolit.js";
import * as oracle from "../oracles/rolit-perft.js";

describe("Rolit as a user's game", () => {
  test.each([2, 3, 4])("%i players: the checked game takes its shape", (players) => {
    const game = new Rolit(players);
    expect(gameShape(game)).toEqual({ players, chance: false });
    const checked = new CheckedGame(game);
    checked.probeShape();
    expect([checked.toMove(), checked.evaluateFor(0), names(checked)]).toEqual([0, 1, ["f4", "d6", "f6"]]);
  });

  test.each([2, 3, 4])("%i players: perft 1..6 equals the oracle's", (players) => {
    const game = new CheckedGame(new Rolit(players));
    for (let depth = 1; depth <= 6; depth++)
      expect(perft(game, depth)).toBe(oracle.rolitPerft(oracle.rolitStart(players), depth));
    expect(game.depth).toBe(0);
  });

  test.each([2, 3, 4])("%i players: random whole games agree with the oracle move by move", (players) => {
    const next = chooser(777 + players);
    for (let g = 0; g < 30; g++) {
      const game = new Rolit(players);
      let p = oracle.rolitStart(players);
      const keys: number[] = [];
      while (!oracle.rolitOver(p)) {
        const moves = oracle.rolitMoves(p);
        expect(game.isTerminal()).toBe(false);
        expect(names(game)).toEqual(moves.map(oracle.squareName));
        expect([game.toMove(), game.maxToMove()]).toEqual([p.toMove, p.toMove === 0]);
        const values = oracle.rolitValues(p);
        expect(values.map((_, player) => game.evaluateFor(player))).toEqual(values);
        keys.push(game.hash());
        const m = next(moves.length);
        p = oracle.rolitPlay(p, moves[m]);
        game.play(m);
      }
      expect([game.isTerminal(), game.moveCount()]).toEqual([true, 0]);
      const values = oracle.rolitValues(p);
      expect(values.map((_, player) => game.evaluateFor(player))).toEqual(values);
      const others = Math.max(...values.slice(1));
      expect(game.evaluate()).toBe(values[0] - others);
      // Taken back to the start, the keys come back ply by ply.
      for (let ply = keys.length - 1; ply >= 0; ply--) {
        game.undo();
        expect(game.hash()).toBe(keys[ply]);
      }
      expect(names(game)).toEqual(["f4", "d6", "f6"]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  test.each([2, 3, 4])("%i players: setToMove hands the move to any player, as the oracle's mover", (players) => {
    const next = chooser(4242 + players);
    for (let g = 0; g < 20; g++) {
      const game = new Rolit(players);
      let p = oracle.rolitStart(players);
      const keys: number[] = [];
      while (!oracle.rolitOver(p)) {
        const [natural, before] = [game.hash(), game.toMove()];
        const q = next(players);
        game.setToMove(q);
        p = { ...p, toMove: q };
        expect([game.toMove(), names(game)]).toEqual([q, oracle.rolitMoves(p).map(oracle.squareName)]);
        // The key tells the player to move: handed to another, another key; handed back, the same.
        if (q !== before) expect(game.hash()).not.toBe(natural);
        keys.push(game.hash());
        const moves = oracle.rolitMoves(p);
        const m = next(moves.length);
        p = oracle.rolitPlay(p, moves[m]);
        game.play(m);
        expect(game.toMove()).toBe(p.toMove);
      }
      for (let ply = keys.length - 1; ply >= 0; ply--) {
        game.undo();
        expect(game.hash()).toBe(keys[ply]); // undo returns to the mover of the move
      }
    }
    expect(() => new Rolit(players).setToMove(players)).toThrow(BestfirstError);
  });

  test("a key per position: equal boards give equal keys, different boards different ones", () => {
    // Every position 1..4 plies from the start, beside the oracle's board: transpositions
    // (the same board by two move orders) exist with 2 and 3 players, and must share their key.
    let transpositions = 0;
    for (const players of [2, 3, 4]) {
      const game = new Rolit(players);
      const boardOf = new Map<number, string>();
      let visits = 0;
      const walk = (p: ReturnType<typeof oracle.rolitStart>, depth: number): void => {
        const board = p.cells.join(",");
        expect(boardOf.get(game.hash()) ?? board).toBe(board);
        boardOf.set(game.hash(), board);
        visits++;
        if (depth === 0) return;
        oracle.rolitMoves(p).forEach((sq, m) => {
          game.play(m);
          walk(oracle.rolitPlay(p, sq), depth - 1);
          game.undo();
        });
      };
      walk(oracle.rolitStart(players), 4);
      const boards = new Set(boardOf.values());
      expect(boards.size).toBe(boardOf.size);
      transpositions += visits - boards.size;
    }
    expect(transpositions).toBeGreaterThan(0);
  });

  test("searchGame: two players searched (plain minimax's value), three and four refused by shape", () => {
    const game = new Rolit(2);
    game.play(1); // d6, then green to move
    const report = searchGame(game, { algorithm: "alphabeta", horizon: 4 });
    const plain = rootValues(game, 4);
    expect(report.value).toBe(plain.value);
    expect(plain.moveValues[report.moveIndex]).toBe(plain.value);
    expect(names(game)).toHaveLength(plain.moveValues.length); // the game is left as it was found
    for (const players of [3, 4])
      expect(() => searchGame(new Rolit(players), { algorithm: "alphabeta", horizon: 2 })).toThrow(
        new RegExp(`^alphabeta does not search a ${players === 3 ? "three" : "four"}-player game`),
      );
  });

  test("bad input is a BestfirstError", () => {
    expect(() => new Rolit(5)).toThrow(BestfirstError);
    expect(() => new Rolit(1)).toThrow(/2, 3 or 4 players, not 1/);
    const game = new Rolit(3);
    expect(() => game.play(3)).toThrow(/no move here: there are 3/);
    expect(() => game.undo()).toThrow(BestfirstError);
    expect(() => game.evaluateFor(3)).toThrow(/evaluateFor\(3\): a player is 0 to 2/);
  });
});
