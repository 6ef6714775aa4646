// The real players of the 1994 paper's Othello tournaments (section 5, tables 1 and 3):
// best-first minimax (or extension, or MCTS: ./mcts-side.ts) against alpha-beta from one of the 244 openings,
// both keeping their trees between moves. When the alpha-beta horizon reaches the end of
// the game (no more empty squares than its depth), both finish with the exact solver on
// the disc differential, as the paper's players did with exact alpha-beta.

import { performance } from "node:perf_hooks";
import type { Engine } from "../../contract/index.js";
import { othelloAt } from "../../reference/games/othello.js";
import { moveNamed, othelloResult } from "./game-rules.js";
import { judgePair } from "./judge.js";
import { othelloOpenings } from "./othello-openings.js";
import { challengerSpec } from "./random-pair.js";
import { account, newRecord } from "./game-record.js";
import type { PlayerChoice } from "../../contract/index.js";
import type { GameRecord, MoveEvent, OthelloPairJob, PairJob, PairResult } from "./types.js";

export function playOthelloPair(job: PairJob, engine: Engine, onMove?: (event: MoveEvent) => void): PairResult {
  if (job.game !== "othello") throw new Error("playOthelloPair plays Othello only");
  return judgePair(job, [playOthelloGame(job, engine, true, onMove), playOthelloGame(job, engine, false, onMove)]);
}

/** One game; best-first plays black (MAX) when `bfIsMax`. */
function playOthelloGame(
  job: OthelloPairJob,
  engine: Engine,
  bfIsMax: boolean,
  onMove?: (event: MoveEvent) => void,
): GameRecord {
  const board = job.board ?? othelloOpenings()[job.opening];
  const game = othelloAt(board); // follows the game, to know the board, the empties and the end
  // The learned evaluation, where the tournament asks for it, for both players alike.
  const evaluation = job.evaluation ? { evaluation: job.evaluation } : {};
  const bf = engine.createPlayer({ ...challengerSpec(job, bfIsMax), ...evaluation });
  const ab = engine.createPlayer({ kind: "alphabeta", horizon: job.abDepth, ...evaluation });
  const record = newRecord(bfIsMax);
  const path: number[] = [];
  try {
    while (!game.isTerminal()) {
      const bfToMove = game.maxToMove() === bfIsMax;
      const start = performance.now();
      let move: number, nodes: number, choice: PlayerChoice | undefined;
      const exact = game.empties() <= job.abDepth;
      if (exact) {
        // The endgame: alpha-beta sees the end, so both play exactly.
        const solution = engine.solve({ game: "othello", board: game.toBoard() });
        move = moveIndex(game, String(solution.move));
        nodes = solution.nodes;
      } else {
        choice = (bfToMove ? bf : ab).choose({ game: "othello", board, path });
        move = choice.move;
        nodes = choice.generated;
      }
      account(record, bfToMove, nodes, performance.now() - start, choice);
      record.moves.push(game.moveName(move));
      onMove?.({
        game: bfIsMax ? 0 : 1,
        ply: path.length,
        side: bfToMove ? "bf" : "ab",
        move: game.moveName(move),
        nodes,
        exact,
      });
      bf.observe(move);
      ab.observe(move);
      game.play(move);
      path.push(move);
    }
    record.finalValue = othelloResult(game);
  } finally {
    bf.dispose();
    ab.dispose();
  }
  return record;
}

/** The index of the move named `name` at the game's position. */
function moveIndex(game: ReturnType<typeof othelloAt>, name: string): number {
  const move = moveNamed(game, name);
  if (move < 0) throw new Error(`the solver's move ${name} is not legal here`);
  return move;
}
