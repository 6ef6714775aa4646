// The seated round robin's vocabulary: compare on games of more than two players or with
// dice (Rolit, EWN), every pair of searches at equal budgets per move over every seating of
// the two in the game's seats (./seatings.ts), from seeded openings (./games.ts). A job is
// one game: one matchup, one budget, one opening, one seating. Workers post these as JSON.

import type { SearchName } from "../../contract/index.js";
import type { BudgetBy } from "../compare/types.js";

/** The games a seated round robin plays (./games.ts). */
export type SeatGame = "rolit" | "ewn";

/** Everything that decides a seated round robin's results (the results file's header). */
export interface SeatsSpec {
  game: SeatGame;
  /** Players of the game: Rolit 2, 3 or 4; EWN 2. */
  players: number;
  /** The searches, in the order given. */
  algorithms: SearchName[];
  /** Budgets per move, ascending (nodes generated, or ms). */
  budgets: number[];
  by: BudgetBy;
  /** Openings per matchup and budget; each is played in every seating. */
  openings: number;
  /** The seed of the openings and the dice. */
  seed: number;
}

/** One game: `a` in the seats of `seating`'s set bits, `b` in the others, from opening `opening`. */
export interface SeatsJob {
  budget: number;
  a: SearchName;
  b: SearchName;
  /** 0-based. */
  opening: number;
  /** A bit a seat (bit p set: a plays seat p), from 1 to 2^players - 2. */
  seating: number;
}

/** A game as played. Lists by seat (player) are indexed by the player. */
export type SeatsGame = SeatsJob & {
  /** The moves after the opening as the game names them, dice included ("1" .. "6"). */
  moves: string[];
  /** Each player's final value (Rolit: balls; EWN: +-100). */
  values: number[];
  /** Nodes generated, milliseconds spent and moves made by each seat's search. */
  nodes: number[];
  ms: number[];
  turns: number[];
};
