// The games a seated round robin plays, and their openings. Rolit (games/rolit.ts, 2 to 4
// players) opens with ROLIT_OPENING_PLIES plies of uniformly drawn legal moves from the start;
// EWN (games/ewn.ts) opens with both sides' cubes laid out at random (MasterMove's random
// setup: docs/ewn.md), each side's order a uniform permutation drawn as Fisher-Yates does,
// red's first. Every draw is the opening's (./draws.ts); a game's values are each player's
// evaluateFor at its end (a two-player game without it: evaluate for player 0, minus that
// for player 1).

import { gameShape, searchesTaking, SEARCHES, type Game, type SearchName } from "../../contract/index.js";
import { Rolit } from "../../games/rolit.js";
import { Ewn } from "../../games/ewn.js";
import { drawBelow, OPENING_DRAWS } from "./draws.js";
import type { SeatGame, SeatsSpec } from "./types.js";

/** The games, in the order --game lists them. */
export const SEAT_GAMES: readonly SeatGame[] = ["rolit", "ewn"];
/** The players each game may have. */
export const SEAT_PLAYERS: Readonly<Record<SeatGame, readonly number[]>> = { rolit: [2, 3, 4], ewn: [2] };
/** Rolit's opening: one round of four random plies (so 4 players each place one ball). */
export const ROLIT_OPENING_PLIES = 4;
/** The most plies after an opening: Rolit ends after 60; an EWN game whose cubes never meet could go on. */
export const MOST_PLIES = 2000;

/** The game at the start, with no opening played. */
function start(spec: Pick<SeatsSpec, "game" | "players">, layout?: { red: number[]; blue: number[] }): Game {
  return spec.game === "rolit" ? new Rolit(spec.players) : new Ewn(layout);
}

/** A permutation of 1 .. 6 drawn from the opening's draws from the k-th on. */
function permutation(spec: SeatsSpec, opening: number, k: number): number[] {
  const p = [1, 2, 3, 4, 5, 6];
  for (let i = 5; i > 0; i--) {
    const j = drawBelow(i + 1, spec.seed, opening, OPENING_DRAWS, k++);
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}

/** The game after opening `opening`: where every seating of it starts. */
export function openingGame(spec: SeatsSpec, opening: number): Game {
  if (spec.game === "ewn")
    return start(spec, { red: permutation(spec, opening, 0), blue: permutation(spec, opening, 5) });
  const game = start(spec);
  for (let k = 0; k < ROLIT_OPENING_PLIES; k++)
    game.play(drawBelow(game.moveCount(), spec.seed, opening, OPENING_DRAWS, k));
  return game;
}

/** The player to move at a decision node. */
export const toMoveOf = (game: Game): number => (game.toMove ? game.toMove() : game.maxToMove() ? 0 : 1);

/** Each player's value at the game's end. */
export function valuesOf(game: Game, players: number): number[] {
  if (game.evaluateFor) return Array.from({ length: players }, (_, p) => game.evaluateFor!(p));
  const v = game.evaluate();
  return [v, -v];
}

/** The searches that play a game of `spec`'s shape at a budget (its table's rows that take it). */
export function seatEntrants(spec: Pick<SeatsSpec, "game" | "players">): SearchName[] {
  return seatEntrantsOf(start(spec));
}

/** The searches that play `game`'s shape at a budget and find the members they need in it. */
export function seatEntrantsOf(game: Game): SearchName[] {
  return searchesTaking(gameShape(game)).filter((a) =>
    (SEARCHES[a].needsMembers ?? []).every(
      (m) => typeof (game as unknown as Record<string, unknown>)[m] === "function",
    ),
  );
}

/** The name of the results files and the report: "rolit-3", "ewn". */
export const seatsName = (spec: Pick<SeatsSpec, "game" | "players">): string =>
  spec.game === "rolit" ? `rolit-${spec.players}` : spec.game;
