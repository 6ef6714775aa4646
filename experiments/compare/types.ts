// The round robin's vocabulary: every search against every other at equal budgets per
// move, from fixed openings with the colours swapped. A job is one pair of games (one
// matchup, one budget, one opening, each search first once); a result is that pair as
// played. Every other file of the round robin speaks these types; workers post them as JSON.

import type { GameName } from "../../contract/index.js";

export type TreeMode = "uniform" | "random";
/** What a budget per move counts: nodes generated, or milliseconds (not reproducible). */
export type BudgetBy = "nodes" | "time";

/** The games a round robin plays: the built-in ones, or a game core of one's own (`core`). */
export type CompareGame = GameName | "core";

/**
 * An entrant as a round robin names it (contract/entrant-names.ts): a search of ./entrants.ts's
 * ENTRANTS, perhaps with a preset and `+learned` (`alphabeta-tt:engine`), or a level (`level:5`).
 */
export type EntrantName = string;

/** A game core (built by `bestfirst build-game`) as a round robin names it. */
export interface CoreGameSpec {
  /** The report's and results files' name (compare-<name>.md): lower-case letters, digits and "-". */
  name: string;
  /** Its class's name. */
  title: string;
  /** The SHA-256 of its .wasm's bytes (hex): the core itself. */
  sha256: string;
  /** The random legal moves an opening plays from the start (./core-game.ts). */
  openingPlies: number;
}

/** Everything that decides a round robin's results. */
export interface RoundRobinSpec {
  game: CompareGame;
  /** The entrants, in the order given (the matrix's rows). */
  algorithms: EntrantName[];
  /** Budgets per move, ascending (nodes generated, or ms). */
  budgets: number[];
  by: BudgetBy;
  /** Openings per matchup and budget: Connect-Four 49, Othello 244, tic-tac-toe 72, random trees 100 seeds. */
  pairs: number;
  /** Random trees only (null for the other games): branching factor, mode, terminal depth. */
  branching: number | null;
  mode: TreeMode | null;
  depth: number | null;
  /** The game core played, when `game` is "core" (absent otherwise). */
  core?: CoreGameSpec;
}

/** One pair of games: `a` and `b` at `budget`, from opening `opening`, each moving first once. */
export interface RoundRobinJob {
  budget: number;
  a: EntrantName;
  b: EntrantName;
  /** 0-based: the game's opening (a random tree's seed is opening + 1). */
  opening: number;
}

/** One game of a pair. */
export interface PlayedGame {
  /** True when `a` moved first (MAX). */
  aFirst: boolean;
  /**
   * The end's value for MAX: Connect-Four and tic-tac-toe +1, 0, -1; Othello the disc margin; random trees the leaf's
   * value.
   */
  finalValue: number;
  /** The moves as the game names them, from the opening. */
  moves: string[];
  /** Nodes generated and milliseconds spent by each side over the game, and its moves. */
  nodesA: number;
  nodesB: number;
  msA: number;
  msB: number;
  movesA: number;
  movesB: number;
}

export type PairPlayed = RoundRobinJob & { games: [PlayedGame, PlayedGame] };

/** One decided encounter: a game (real games) or a pair judged by the 1994 paper's rule (random trees). */
export interface Encounter {
  a: EntrantName;
  b: EntrantName;
  /** a's points: 1 win, 0.5 draw, 0 loss. */
  scoreA: number;
}
