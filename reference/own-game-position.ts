// A position of a user's game: its start (the game as its constructor makes it), then
// moves by name (what its moveName says), then moves by index into each position's moves,
// as the built-in games' positions (contract/position.ts) without their `game`. Played on
// the game through the adapter (./checked-game.ts), each move checked as it is played,
// with the messages the engines give for the built-in games.

import {
  checkKnownKeys,
  checkPath,
  fail,
  illegalNamedMove,
  illegalPathMove,
  OWN_POSITION_FIELDS,
  shown,
} from "../contract/index.js";
import type { CheckedGame } from "./checked-game.js";

/** A position of a user's game: moves from its start, by name then by index. */
export interface GamePosition {
  /** Moves by name from the start, as the game's moveName writes them. */
  moves?: readonly string[];
  /** Then moves by index into each position's moves (0 <= index < moveCount()). */
  path?: readonly number[];
}

/** Plays `position` (undefined: the start) on `game` from where it is; the caller takes the moves back (restore). */
export function playGamePosition(game: CheckedGame, position: GamePosition | undefined): void {
  if (position === undefined) return;
  if (position === null || typeof position !== "object" || Array.isArray(position))
    fail(
      "a position of your game must be an object { moves?, path? } (moves by name, then by index, " +
        `from its start) or undefined, got ${shown(position)}`,
    );
  if ("game" in position)
    fail("a position of your game is { moves?, path? } from its start, without `game` (which names a built-in game)");
  checkKnownKeys("a position of your game", position, OWN_POSITION_FIELDS, "field");
  const { moves = [], path } = position;
  if (!Array.isArray(moves))
    fail(`moves must be a list of your game's move names (strings, as its moveName writes them), got ${shown(moves)}`);
  const indices = checkPath(path, Infinity);
  for (let k = 0; k < moves.length; k++) {
    const name: unknown = moves[k];
    if (typeof name !== "string")
      fail(`moves must be a list of your game's move names: move number ${k + 1} is ${shown(name)}`);
    const legal = legalNames(game);
    const move = legal.indexOf(name);
    if (move < 0) illegalNamedMove(name, k, legal);
    game.play(move);
  }
  for (let k = 0; k < indices.length; k++) {
    const n = game.moveCount();
    if (indices[k] >= n) illegalPathMove(indices, k, n);
    game.play(indices[k]);
  }
}

/** The names of the moves at the game's position, in move order. */
export function legalNames(game: CheckedGame): string[] {
  return Array.from({ length: game.moveCount() }, (_, i) => game.moveName(i));
}
