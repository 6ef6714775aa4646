// The Othello classes keep the child position of the square last played at each ply and
// reuse it when the same square is played again from an unchanged position (what
// best-first's descent does along its last path). Random walks of plays and undos that
// replay moves often, against the naive rules: the position, its move count and its
// moves after every step. The core's copy of the same rule is held to the reference by
// the searches' tests (every node count and value equal) and to the naive oracle by
// test/bestfirst-oracle.test.ts's Othello endgames.

import { expect, test } from "vitest";
import fc from "fast-check";
import { playoutBoard } from "./othello-helpers.js";
import { fromText, naiveChildren, nameOf, toText, type NaivePosition } from "./oracles/othello-naive.js";
import { othelloAt } from "../reference/games/othello.js";

/**
 * A descent like best-first's: back up some plies, then play a few moves, with small
 * indexes so that squares repeat (the same ones, and the same ones from other positions).
 */
const descent = fc.record({ back: fc.nat({ max: 6 }), moves: fc.array(fc.nat({ max: 2 }), { maxLength: 6 }) });

test("play and undo on the reference's Othello, descents replaying moves, equal the naive rules at every step", () => {
  fc.assert(fc.property(playoutBoard(0, 50), fc.array(descent, { minLength: 1, maxLength: 40 }), (board, descents) => {
    const game = othelloAt(board);
    const stack: NaivePosition[] = [fromText(board)];
    const check = (): void => {
      const now = stack[stack.length - 1];
      expect(game.toBoard()).toBe(toText(now));
      expect(game.moveCount()).toBe(naiveChildren(now).length);
      expect(game.ply).toBe(stack.length - 1);
    };
    for (const { back, moves } of descents) {
      for (let k = 0; k < back && stack.length > 1; k++) {
        game.undo();
        stack.pop();
        check();
      }
      for (const m of moves) {
        const children = naiveChildren(stack[stack.length - 1]);
        if (children.length === 0) break;
        const move = m % children.length;
        expect(game.moveName(move)).toBe(children[move].sq < 0 ? "pass" : nameOf(children[move].sq));
        game.play(move);
        stack.push(children[move].next);
        check();
      }
    }
  }), { numRuns: 150 });
});
