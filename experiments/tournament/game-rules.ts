// The tournament games' rules as the pair players and the results files both need them:
// each game's start position for a job, a move found by its name, and the value a game's
// end is recorded with. A results file's games are replayed on these rules when it is read
// (`replayGame`), so a pair whose moves are not legal, stop before the end or go past it,
// or whose final value is not the one its moves reach, is refused: its verdict could
// otherwise be invented. The replay plays the reference's game classes, no search: a few
// microseconds a move.

import { randomTreeParams, RANDOM_TREE_DEPTH, type Game } from "../../contract/index.js";
import { ConnectFour } from "../../reference/games/connect-four.js";
import { othelloAt, type Othello } from "../../reference/games/othello.js";
import { WIN_BASE } from "../../reference/games/othello-eval.js";
import { RandomTree } from "../../reference/games/random-tree.js";
import { othelloOpenings } from "./othello-openings.js";
import type { PairJob } from "./types.js";

/** The 49 Connect-Four openings: every pair of first moves (columns 1..7 each). */
export function connectFourOpening(index: number): string[] {
  return [String(1 + Math.floor(index / 7)), String(1 + (index % 7))];
}

/**
 * The index of the move named `name` at the game's position, or -1 when no legal move has
 * that name. A random tree's moves are their own indices (up to 65,536 of them, so they are
 * read, not searched); the other games have a few dozen moves at most.
 */
export function moveNamed(game: Game, name: string): number {
  const n = game.moveCount();
  if (game instanceof RandomTree) {
    const move = /^(0|[1-9]\d{0,5})$/.test(name) ? Number(name) : -1;
    return move < n ? move : -1;
  }
  for (let move = 0; move < n; move++) if (game.moveName(move) === name) return move;
  return -1;
}

/**
 * An Othello game's recorded result: the disc differential for black, empties to the winner (the exact value less
 * WIN_BASE).
 */
export function othelloResult(game: Othello): number {
  const v = game.evaluate();
  return v > 0 ? v - WIN_BASE : v < 0 ? v + WIN_BASE : 0;
}

/** A Connect-Four game's recorded result, as Rivest counted games: +1 MAX won, -1 MIN won, 0 a draw. */
export function connectFourResult(game: ConnectFour): number {
  return Math.sign(game.evaluate());
}

/** The game at the job's start (a random tree's root, the Othello or Connect-Four opening). */
function startOf(job: PairJob): Game {
  if (job.game === "random")
    return new RandomTree(
      randomTreeParams({ seed: job.seed, branching: job.branching, mode: job.mode, depth: RANDOM_TREE_DEPTH }),
    );
  if (job.game === "othello") return othelloAt(job.board ?? othelloOpenings()[job.opening]);
  const game = new ConnectFour();
  game.reset();
  for (const name of connectFourOpening(job.opening)) game.play(moveNamed(game, name));
  return game;
}

/** The value a game's end is recorded with (random games: the leaf's value, the sum of its edge costs). */
function resultOf(job: PairJob, game: Game): number {
  return job.game === "othello"
    ? othelloResult(game as Othello)
    : job.game === "connect4"
      ? connectFourResult(game as ConnectFour)
      : game.evaluate();
}

/** The legal moves at the game's position, as a message shows them. */
function legalMoves(game: Game): string {
  const n = game.moveCount();
  if (game instanceof RandomTree) return n === 1 ? "0" : `0..${n - 1}`;
  return Array.from({ length: n }, (_, move) => game.moveName(move)).join(", ");
}

/**
 * Plays `moves` from the job's start: the value of the end they reach and how many of the
 * moves MAX made, or what is wrong with them (a move not legal where it is played, named
 * with its number from 1; a game that is not over after its last move).
 */
export function replayGame(
  job: PairJob,
  moves: readonly string[],
): { value: number; maxMoves: number } | { problem: string } {
  const game = startOf(job);
  let maxMoves = 0;
  for (let k = 0; k < moves.length; k++) {
    if (game.isTerminal())
      return { problem: `move ${k + 1} (${JSON.stringify(moves[k])}) is played after the game's end` };
    const move = moveNamed(game, moves[k]);
    if (move < 0)
      return {
        problem:
          `move ${k + 1} (${JSON.stringify(moves[k])}) is not legal there (the legal moves are ` +
          `${legalMoves(game)})`,
      };
    if (game.maxToMove()) maxMoves++;
    game.play(move);
  }
  if (!game.isTerminal())
    return {
      problem: `the game is not over after its ${moves.length} moves (the legal moves are ${legalMoves(game)})`,
    };
  return { value: resultOf(job, game), maxMoves };
}
