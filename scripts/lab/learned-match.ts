// The learned Othello evaluation against the hand evaluation at equal depth: alphabeta-tt
// to the same horizon for both sides (evaluation "learned" against "hand"), from the 244
// openings (the tournaments' four-ply boards), each opening played twice with the colours
// swapped, on the core. The learned side's score: a win 1, a draw 1/2, over all games, with a
// 95 % interval from the pairs' scores (each pair one sample: the colours' effect cancels
// inside it; normal approximation). Run: nice -n 10 npx tsx scripts/lab/learned-match.ts [horizon] [pairs]

import { createWasmEngineSync } from "../../index.js";
import type { Evaluation } from "../../contract/index.js";
import { othelloOpenings } from "../../experiments/tournament/othello-openings.js";
import { othelloAt } from "../../reference/games/othello.js";
import { Z95 } from "../../experiments/compare/decisions/wilson.js";

const horizon = Number(process.argv[2] ?? 4);
const openings = othelloOpenings().slice(0, Number(process.argv[3] ?? 244));
const engine = createWasmEngineSync();

/** One game from `board`: the learned side's points (1, 1/2, 0). */
function play(board: string, learnedIsBlack: boolean): number {
  const game = othelloAt(board);
  const path: number[] = [];
  while (!game.isTerminal()) {
    const evaluation: Evaluation = game.blackToMove() === learnedIsBlack ? "learned" : "hand";
    const r = engine.search({
      position: { game: "othello", board, path },
      algorithm: "alphabeta-tt",
      horizon,
      evaluation,
    });
    const names = Array.from({ length: game.moveCount() }, (_, i) => game.moveName(i));
    const move = names.indexOf(r.move as string);
    game.play(move);
    path.push(move);
  }
  const black = game.evaluate(); // a finished game's value: its sign is the winner
  const forLearned = learnedIsBlack ? black : -black;
  return forLearned > 0 ? 1 : forLearned < 0 ? 0 : 0.5;
}

const start = performance.now();
const pairs = openings.map((board) => (play(board, true) + play(board, false)) / 2);
const n = pairs.length;
const mean = pairs.reduce((s, x) => s + x, 0) / n;
const sd = Math.sqrt(pairs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
const half = (Z95 * sd) / Math.sqrt(n);
const wins = pairs.filter((x) => x > 0.5).length,
  losses = pairs.filter((x) => x < 0.5).length;
const seconds = ((performance.now() - start) / 1000).toFixed(0);
console.log(
  `alphabeta-tt horizon ${horizon}, ${n} pairs (${2 * n} games): learned scores ${(100 * mean).toFixed(1)} % ` +
    `(95 % interval ${(100 * (mean - half)).toFixed(1)}-${(100 * (mean + half)).toFixed(1)} %); ` +
    `pairs won ${wins}, lost ${losses}, even ${n - wins - losses}; ${seconds} s`,
);
