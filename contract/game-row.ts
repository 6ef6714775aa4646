// A built-in game's row in the contract's table (./games.ts): its title, limits and
// notation, and what the layers above would otherwise type per game: how its start is
// written into the core's exchange buffer (bindings) and its options on the command line
// (cli), as data and small functions the bindings and the CLI call for every game alike.
// A row is typed by its position, so the table alone says what a `Position` is.

import type { BoardDrawing } from "./board-drawing.js";

/**
 * A move as the game names it: an integer for random trees, "d3"/"pass" for Othello, a cell "5" for tic-tac-toe, a
 * column "4" for Connect-Four.
 */
export type MoveName = number | string;

/** What every position has: its game's name, and moves by index from its start. */
export interface PositionBase {
  /** The game's name: its key in the table. */
  game: string;
  /** Move numbers from the start (after any moves by name). */
  path?: readonly number[];
}

/** A position's fields, each once: the row's list, typed so that it names every field of `P` and no other. */
export type FieldsOf<P> = { readonly [K in keyof Required<P>]: true };

/** The command line's option values, by commander's key ("--board" -> board). @internal */
export type OptionValues = Record<string, string | undefined>;

/**
 * The CLI's readers of option values (cli/options.ts), handed to a row's `cli.start`:
 * each refuses a bad value with the CLI's usage error. @internal
 */
export interface OptionReader {
  /** An integer in [min, max]; without a value, the fallback (none: the option is required). */
  int(flag: string, raw: string | undefined, min: number, max: number, fallback?: number): number;
  /** One of `choices`; without a value, the fallback (none: required). */
  choice<T extends string>(flag: string, raw: string | undefined, choices: readonly T[], fallback?: T): T;
  /** An unsigned 64-bit seed, decimal or 0x hex (required). */
  seed(raw: string | undefined): string;
}

/** How a game's positions are written on the command line, beyond --moves and --path. @internal */
export interface CliStart<P extends PositionBase> {
  /** The options of the game's start: [commander flags, help]. */
  options: readonly (readonly [string, string])[];
  /** How a position of this game is written on the command line (for errors), --moves and --path included. */
  form: string;
  /** The start's fields of the position the options describe (between `game` and `moves`). */
  start(o: OptionValues, read: OptionReader): Omit<P, "game" | "moves" | "path">;
}

/** How a game's start reaches the core: written into the exchange buffer before its moves are played. @internal */
export interface CoreStart<P extends PositionBase> {
  /** Checks the position's start and writes it into the buffer; returns the words written. */
  writeStart(position: P, io: Int32Array): number;
  /** Plies left to the game's end from the start, if the game knows it (random trees: the terminal depth). */
  pliesFromStart(position: P): number;
}

/** A built-in game's row: its title, its limits and its notation (how moves are named and read). */
export interface GameNotation<P extends PositionBase = PositionBase> {
  /** What users call it (help texts). */
  title: string;
  /**
   * The name of its modules, in kebab case: contract/notation/<module>.ts (this row),
   * assembly/games/<module>.ts and reference/games/<module>.ts (its rules); the core
   * numbers it <MODULE>_GAME (test/core-codes.test.ts holds the core to the table).
   */
  module: string;
  /** Its position's fields: a position with a key not here is refused (`notationOf`), naming the fields. */
  fields: FieldsOf<P>;
  /** The longest `moves` + `path` accepted (where there is a longest game, at least its plies). */
  maxPlies: number;
  /**
   * The most plies any game lasts, and why (none: a random tree's own depth is checked
   * with its position). A depth bound beyond it can only ask best-first to solve the game,
   * which no memory may hold, and is refused.
   */
  longest?: {
    /** The most plies. */
    plies: number;
    /** Why no game lasts longer. */
    why: string;
  };
  /**
   * The start positions of the papers' tournaments (pairs at most): random games' seeds
   * 1..100, Othello's openings four plies in (perft(4)), Connect-Four's two moves in (7 x 7).
   */
  starts?: number;
  /**
   * Where `compare`'s round robin starts: every line of this many plies from the start, in move
   * order (tic-tac-toe's 72 and Connect-Four's 49 two-ply openings, Othello's 244 four-ply
   * positions); none: the start alone (random trees: the seeds 1..`starts`).
   */
  openingPlies?: number;
  /** How the demo page draws its board; none: the page does not offer the game. @internal */
  board?: BoardDrawing;
  /** The most moves at one position (none: a random tree's branching factor says). */
  mostMoves?: number;
  /** The name of a move from its code (both engines' codes: Othello squares, cells, columns). */
  moveName(code: number): MoveName;
  /** The code of move name `name`, the k-th (from 0) of a list, or a BestfirstError naming it ("number k+1"). */
  moveCode(name: string, k: number): number;
  /** Splits a list of moves as the command line takes it ("d3,c5", "5,1" or "51"). */
  moveList(text: string): string[];
  /** True when the game has an exact solver (`Engine.solve`). */
  solvable: boolean;
  /**
   * True when the game has a learned evaluation (a weights file of `bestfirst train` in both engines, docs/train.md):
   * `evaluation: "learned"` takes it; none: that evaluation is refused.
   */
  learnedEvaluation?: true;
  /**
   * Moves by name as the command line's help shows them ("d3,c5,pass"); none: its positions take no
   * moves by name on the command line, only a path (random trees). @internal
   */
  movesExample?: string;
  /** Its start on the command line; none: the empty board, `[--moves <example>] [--path 0,1]`. @internal */
  cli?: CliStart<P>;
  /** Its start in the core; none: the empty board (no words written, no known end). @internal */
  core?: CoreStart<P>;
}

/** A game's longest, and so the longest list of moves accepted. */
export const lasting = (plies: number, why: string) => ({ maxPlies: plies, longest: { plies, why } });
