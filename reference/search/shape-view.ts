// A game's shape as the searches of every shape read it (contract/game.ts's optional
// members): the player to move, each player's value, chance nodes and their weights, with
// the protocol's defaults for a game that lacks them (a two-player game without chance).
// A user's game comes through reference/checked-game.ts, which checks every value here.

import type { Game } from "../../contract/index.js";

/** The number of players: `players`, else 2. */
export function playersOf(game: Game): number {
  return game.players ?? 2;
}

/** At a decision node, the player to move: `toMove()`, else `maxToMove() ? 0 : 1`. */
export function moverOf(game: Game): number {
  return game.toMove ? game.toMove() : game.maxToMove() ? 0 : 1;
}

/** The static value for `player`: `evaluateFor(player)`, else `evaluate()` for player 0 and its negation for 1. */
export function valueFor(game: Game, player: number): number {
  if (game.evaluateFor) return game.evaluateFor(player);
  return player === 0 ? game.evaluate() : -game.evaluate();
}

/** Every player's static value, player 0 first. */
export function valueVector(game: Game): number[] {
  const values: number[] = [];
  for (let p = 0; p < playersOf(game); p++) values.push(valueFor(game, p));
  return values;
}

/** Whether the position is a chance node. */
export function chanceAt(game: Game): boolean {
  return game.isChance ? game.isChance() : false;
}

/** At a chance node, outcome `move`'s weight (the shape's check made sure the game has chanceWeight). */
export function weightOf(game: Game, move: number): number {
  return game.chanceWeight!(move);
}
