// The WebAssembly engine's Othello methods (spread into ./wasm-engine.ts). Thin: the
// board is checked by the reference's parser, written into the exchange buffer as 65
// words (assembly/othello-abi.ts), one call, results read back.

import { parseBoard, squareNames, type OthelloBoard } from "../reference/othello-board.js";
import { checkPerftDepth, type OthelloEngine, type OthelloMove } from "../reference/othello-engine.js";
import { squareName } from "../reference/games/othello.js";
import type { Core } from "./core.js";

/** Two i32 words of the buffer as one unsigned 64-bit count (exact below 2^53). */
const u64At = (io: Int32Array, k: number): number => (io[k + 1] >>> 0) * 4294967296 + (io[k] >>> 0);

export function wasmOthello(core: Core): OthelloEngine {
  /** Writes a checked board into the exchange buffer. */
  const load = (b: OthelloBoard): void => {
    const io = core.io();
    io.set(b.cells);
    io[64] = b.blackToMove ? 1 : 0;
  };

  return {
    othelloPerft(board: string, depth: number): number[] {
      const b = parseBoard(board), d = checkPerftDepth(depth);
      return core.run("othello perft", (c) => {
        load(b);
        c.othelloPerft(d);
        const io = core.io();
        return Array.from({ length: d }, (_, k) => u64At(io, 2 * k));
      });
    },

    othelloSolve(board: string) {
      const b = parseBoard(board);
      return core.run("othello solve", (c) => {
        load(b);
        const value = c.othelloSolve();
        const io = core.io();
        const best = io[0];
        return { value, move: best === -2 ? null : best === -1 ? "pass" : squareName(best), nodes: u64At(io, 1) };
      });
    },

    othelloMoves(board: string): OthelloMove[] {
      const b = parseBoard(board);
      return core.run("othello moves", (c) => {
        load(b);
        const n = c.othelloMoves();
        const io = core.io();
        return Array.from({ length: n }, (_, i) => {
          const sq = io[3 * i];
          return sq < 0 ? { move: "pass", flips: [] } : { move: squareName(sq), flips: squareNames(io[3 * i + 2], io[3 * i + 1]) };
        });
      });
    },

    othelloEvaluate(board: string): number {
      const b = parseBoard(board);
      return core.run("othello evaluate", (c) => {
        load(b);
        return c.othelloEvaluate();
      });
    },
  };
}
