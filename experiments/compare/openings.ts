// Where the round robin's games start and how they end: the tournaments' openings
// (Connect-Four's 49 two-move openings, Othello's 244 four-move positions, random trees'
// seeds), tic-tac-toe's 72 two-move openings and a game core's drawn ones (./core-game.ts);
// a game that follows the play to know its end (the reference's, or the core's own); the
// recorded value of an end; and the replay that checks a stored game.

import { GAME_NOTATIONS, type Game, type Position } from "../../contract/index.js";
import { referenceGame } from "../../reference/games/registry.js";
import { connectFourOpening, moveNamed } from "../tournament/game-rules.js";
import { othelloOpenings } from "../tournament/othello-openings.js";
import { CORE_OPENINGS, CoreFollow, coreOpening, engineOf } from "./core-game.js";
import type { RoundRobinSpec } from "./types.js";

/** Tic-tac-toe's openings: every first cell, then every other cell (9 x 8). */
export const TIC_TAC_TOE_OPENINGS = 72;

/** How many openings a game has (the most pairs a matchup plays at a budget). */
export function openingsOf(game: RoundRobinSpec["game"]): number {
  return game === "tictactoe" ? TIC_TAC_TOE_OPENINGS : game === "core" ? CORE_OPENINGS : GAME_NOTATIONS[game].starts!;
}

/** Tic-tac-toe opening `index`: cells named "1".."9", the second among the eight left. */
export function ticTacToeOpening(index: number): string[] {
  const first = Math.floor(index / 8),
    k = index % 8;
  const second = k < first ? k : k + 1;
  return [String(first + 1), String(second + 1)];
}

/**
 * The position an opening starts from, as the engines take it (moves by name, or a board, or a tree; a core's: moves by
 * name).
 */
export function openingPosition(spec: RoundRobinSpec, opening: number): Position {
  switch (spec.game) {
    case "core":
      // A kit's position: moves by name from the start.
      return { moves: coreOpening(spec.core!, opening) } as unknown as Position;
    case "connect4":
      return { game: "connect4", moves: connectFourOpening(opening) };
    case "tictactoe":
      return { game: "tictactoe", moves: ticTacToeOpening(opening) };
    case "othello":
      return { game: "othello", board: othelloOpenings()[opening] };
    case "random":
      return {
        game: "random",
        tree: { seed: opening + 1, branching: spec.branching!, mode: spec.mode!, depth: spec.depth! },
      };
  }
}

/**
 * A reference game at the opening, to follow a game's moves (a few microseconds a move); a core's own game for a core.
 */
export function followGame(spec: RoundRobinSpec, opening: number): Game {
  if (spec.game === "core") return new CoreFollow(engineOf(spec.core!), coreOpening(spec.core!, opening));
  const position = openingPosition(spec, opening);
  const game = referenceGame(spec.game).start(position);
  const names = "moves" in position ? (position.moves ?? []) : [];
  for (const name of names) game.play(moveNamed(game, name));
  return game;
}

/**
 * The value an end is recorded with, for MAX: a sign for Connect-Four and tic-tac-toe, the disc margin's sign for
 * Othello, a random tree's leaf value, a core's value (its evaluate's at the end).
 */
export function endValue(spec: RoundRobinSpec, game: Game): number {
  return spec.game === "random" || spec.game === "core" ? game.evaluate() : Math.sign(game.evaluate());
}

/**
 * Plays `moves` from the opening: the value of the end they reach and how many of the
 * moves MAX made, or what is wrong (a move not legal where it is played, or a game not
 * over after its last move).
 */
export function replayGame(
  spec: RoundRobinSpec,
  opening: number,
  moves: readonly string[],
): { value: number; maxMoves: number } | { problem: string } {
  const game = followGame(spec, opening);
  let maxMoves = 0;
  for (let k = 0; k < moves.length; k++) {
    if (game.isTerminal())
      return { problem: `move ${k + 1} (${JSON.stringify(moves[k])}) is played after the game's end` };
    const move = moveNamed(game, moves[k]);
    if (move < 0) return { problem: `move ${k + 1} (${JSON.stringify(moves[k])}) is not legal there` };
    if (game.maxToMove()) maxMoves++;
    game.play(move);
  }
  if (!game.isTerminal()) return { problem: `the game is not over after its ${moves.length} moves` };
  return { value: endValue(spec, game), maxMoves };
}
