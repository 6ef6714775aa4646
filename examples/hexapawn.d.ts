// The types of ./hexapawn.js, a user's game written in plain JavaScript: a Game, and its size.

import type { Game } from "bestfirst";

export declare const WIN: number;

export interface Hexapawn extends Game {
  readonly columns: number;
  readonly rows: number;
  /** Moves played from the start. */
  readonly ply: number;
}

/** A board of `columns` x `rows` squares, 3 to 8 each (default 3x3); other sizes throw a RangeError. */
export declare const Hexapawn: new (columns?: number, rows?: number) => Hexapawn;
