// The reference engine's Othello methods (spread into ./reference-engine.ts): the
// reference game, perft and solver on a board checked by ./othello-board.ts.

import { parseBoard, squareNames, type OthelloBoard } from "./othello-board.js";
import { checkPerftDepth, type OthelloEngine } from "./othello-engine.js";
import { Othello, squareName } from "./games/othello.js";
import { bits, flips } from "./games/othello-bits.js";
import { evaluate } from "./games/othello-eval.js";
import { solve } from "./games/othello-solve.js";
import { perft } from "./perft.js";

export function gameAt(b: OthelloBoard): Othello {
  const game = new Othello();
  game.set(b.blackHi, b.blackLo, b.whiteHi, b.whiteLo, b.blackToMove);
  return game;
}

export function referenceOthello(): OthelloEngine {
  return {
    othelloPerft(board: string, depth: number): number[] {
      const b = parseBoard(board);
      return perft(gameAt(b), checkPerftDepth(depth));
    },

    othelloSolve(board: string) {
      const b = parseBoard(board);
      const r = b.blackToMove
        ? solve(b.blackHi, b.blackLo, b.whiteHi, b.whiteLo)
        : solve(b.whiteHi, b.whiteLo, b.blackHi, b.blackLo);
      return { value: r.value, move: r.best === -2 ? null : r.best === -1 ? "pass" : squareName(r.best), nodes: r.nodes };
    },

    othelloMoves(board: string) {
      const game = gameAt(parseBoard(board));
      const moves = [];
      for (let i = 0, n = game.moveCount(); i < n; i++) {
        const sq = game.square(i);
        if (sq < 0) { moves.push({ move: "pass", flips: [] }); continue; }
        flips(sq, game.ownHiHere(), game.ownLoHere(), game.oppHiHere(), game.oppLoHere());
        moves.push({ move: squareName(sq), flips: squareNames(bits.hi, bits.lo) });
      }
      return moves;
    },

    othelloEvaluate(board: string): number {
      const b = parseBoard(board);
      return evaluate(b.blackHi, b.blackLo, b.whiteHi, b.whiteLo);
    },
  };
}
