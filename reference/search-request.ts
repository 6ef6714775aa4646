// A search as users ask for it (game, algorithm, stopping rules) and as both engines
// report it; and the checks that every request passes before either engine runs it.

import { fail, checkInt } from "./errors.js";
import type { RandomTreeSpec } from "./engine.js";
import { ALGORITHMS, type Algorithm } from "./search/index.js";

export { ALGORITHMS, type Algorithm };

/** The position to search from: a game's start, then a path of moves (indices into each position's move order). */
export type Position =
  | { game: "random"; tree: RandomTreeSpec; path?: readonly number[] }
  | { game: "othello"; board: string; path?: readonly number[] };

export const GAMES = ["random", "othello"] as const;

/** The most plies an Othello game lasts from any position (60 discs, a pass between any two). */
export const OTHELLO_MAX_PLIES = 128;

export interface SearchRequest {
  position: Position;
  algorithm: Algorithm;
  /** Full-width depth (minimax, alphabeta; the deepest iteration of id). */
  horizon?: number;
  /** Best-first depth bound K (1994 paper). */
  bound?: number;
  /** Best-first stopping depth k (1992 report). */
  stopDepth?: number;
  /** Node budget (nodes generated). */
  nodes?: number;
  /** Time budget in milliseconds. */
  time?: number;
}

/** A move as the game names it: an integer for random trees, "d3"/"pass" for Othello. */
export type MoveName = number | string;

export interface SearchReport {
  move: MoveName;
  value: number;
  pv: MoveName[];
  nodes: { generated: number; expanded: number; regenerated: number };
  /** Most nodes held at once (best-first's store, RBFMS's frames). */
  peakStore: number;
  ms: number;
}

const MAX_HORIZON = 64;
const MAX_BUDGET = 2 ** 52;

/** Checks the algorithm and its stopping rules; `movesLeft` is the plies to the game's end. */
export function checkSearchLimits(request: SearchRequest, movesLeft: number): void {
  const { algorithm, horizon, bound, stopDepth, nodes, time } = request;
  if (!(ALGORITHMS as readonly string[]).includes(algorithm))
    fail(`unknown algorithm "${String(algorithm)}"; algorithms: ${ALGORITHMS.join(", ")}`);
  if (movesLeft === 0) fail("the position is terminal: the game is over there, there is nothing to search");
  if (horizon !== undefined) checkInt("horizon", horizon, 1, MAX_HORIZON);
  if (bound !== undefined) {
    checkInt("depth bound", bound, 1, MAX_HORIZON * 1000);
    if (bound > movesLeft) fail(`depth bound ${bound} is larger than the ${movesLeft} moves left in the game`);
  }
  if (stopDepth !== undefined) {
    checkInt("stopping depth", stopDepth, 1, MAX_HORIZON * 1000);
    if (stopDepth > movesLeft) fail(`stopping depth ${stopDepth} is larger than the ${movesLeft} moves left in the game`);
  }
  if (nodes !== undefined) checkInt("node budget", nodes, 1, MAX_BUDGET);
  if (time !== undefined) checkInt("time budget (ms)", time, 1, 86_400_000);

  const budgets = nodes !== undefined || time !== undefined;
  switch (algorithm) {
    case "minimax":
    case "alphabeta":
      if (horizon === undefined) fail(`${algorithm} needs a horizon (--horizon H, 1..${MAX_HORIZON})`);
      if (bound !== undefined || stopDepth !== undefined || budgets)
        fail(`${algorithm} takes only a horizon; use id for node or time budgets`);
      break;
    case "id":
      if (!budgets && horizon === undefined) fail("id needs a node budget, a time budget or a horizon");
      if (bound !== undefined || stopDepth !== undefined) fail("id takes a horizon and budgets, not a depth bound");
      break;
    default:
      if (horizon !== undefined) fail(`${algorithm} takes a depth bound, a stopping depth or budgets, not a horizon`);
      if (bound === undefined && stopDepth === undefined && !budgets)
        fail(`${algorithm} needs a stopping rule: a depth bound, a stopping depth, a node budget or a time budget`);
  }
}
