// The searches' settings, each declared once: one row says a setting's type, range and
// default, how messages name it, whom it is for, its command-line flag and help line, and
// (by its place in the table) its slot in the block the bindings hand the core in one call
// (assembly/search/settings.ts, held to this table by test/core-codes.test.ts). The
// request's fields and their checks, the CLI's options and the core's block all come from
// here; which searches take a setting is their rows' `takes` (./searches.ts).

import { checkInt, fail, listed, shown } from "./errors.js";
import {
  MCTS_DEFAULT_C,
  MCTS_DEFAULT_SCALE,
  MCTS_MAX_C,
  MCTS_MAX_ROLLOUT_DEPTH,
  MCTS_MAX_SCALE,
  MCTS_MAX_SIMULATIONS,
  MCTS_MIN_SCALE,
} from "./mcts.js";
import { seedHalves, type Seed } from "./seed.js";

/** The largest node or move-call budget: 2^52, so every count stays an exact double. */
export const MAX_BUDGET = 2 ** 52;
/** The widest aspiration window's half-width. */
export const MAX_ASPIRATION = 2 ** 30;
/** Min/max approximation's defaults and ranges (docs/searches.md says why these). */
export const MMA_DEFAULT_P = 10;
/** Min/max approximation's default penalty constant. */
export const MMA_DEFAULT_CONSTANT = 0;
/** The largest generalized-mean exponent p. */
export const MMA_MAX_P = 1000;
/** The largest penalty constant. */
export const MMA_MAX_CONSTANT = 1000;

/** A setting's row. */
export interface SettingRow {
  /**
   * integer and number: in [min, max]; boolean; enum: one of `values`; seed: an unsigned 64-bit
   * integer (./seed.ts), which takes two slots (its low and high 32 bits).
   */
  type: "integer" | "number" | "boolean" | "enum" | "seed";
  /** How the range check's message names it ("move-call budget must be an integer from 1 to ..."). */
  what: string;
  min?: number;
  max?: number;
  /** An enum's values; the core's slot holds the value's place among them. */
  values?: readonly string[];
  /** The value a request that leaves the setting out gets, where it has one (its slot then holds it). */
  default?: number | boolean | string;
  /** The slot's number when the request leaves it out and there is no default ("none", "as the game is"). */
  none?: number;
  /** What it is, in the refusal of a search that does not take it: "moveCalls is for id and mma (...), not ...". */
  purpose: string;
  /** The command-line flag (commander's form: "--move-calls <N>"; a boolean's "--no-solver" sets it false). */
  flag: string;
  /** The flag's help line, after the names of the searches that take it. */
  help: string;
}

/**
 * The settings, in the order the checks read them and the core's block holds them. Each key's
 * doc comment is the request's field's (SettingValues).
 */
export const SETTINGS = {
  /**
   * Budget of calls to the move routine (Rivest's unit; mma and id): one call makes one
   * child position from its parent's, so the calls are the nodes generated. The search
   * never starts an expansion that would take it past the budget.
   */
  moveCalls: {
    type: "integer",
    what: "move-call budget",
    min: 1,
    max: MAX_BUDGET,
    none: 0,
    purpose: "a budget of calls to the move routine",
    flag: "--move-calls <N>",
    help: "budget of calls to the move routine, one per node generated",
  },
  /**
   * RBFMS (rbfms, rbfms-inherit) counts the children it generates again exactly, in a
   * ledger of every node it expanded (the 1992 report's measure; default true). The
   * ledger is an instrument, not part of the algorithm, and takes about a tenth of RBFMS's
   * time (docs/design/rbfms.md): false leaves it out, and `regenerated` is then 0.
   */
  countRegenerations: {
    type: "boolean",
    what: "countRegenerations",
    default: true,
    purpose: "their regeneration ledger",
    flag: "--no-regenerations",
    help: "leave out the ledger that counts regenerated nodes (about a tenth faster; 0 regenerated)",
  },
  /** Min/max approximation: the exponent p of the generalized mean (default MMA_DEFAULT_P). */
  p: {
    type: "number",
    what: "p (the generalized mean's exponent)",
    min: 1,
    max: MMA_MAX_P,
    default: MMA_DEFAULT_P,
    purpose: "min/max approximation",
    flag: "--p <P>",
    help: `the generalized mean's exponent, 1..${MMA_MAX_P} (default ${MMA_DEFAULT_P})`,
  },
  /** Min/max approximation: a constant added to every edge penalty (default MMA_DEFAULT_CONSTANT). */
  penaltyConstant: {
    type: "number",
    what: "penalty constant",
    min: 0,
    max: MMA_MAX_CONSTANT,
    default: MMA_DEFAULT_CONSTANT,
    purpose: "min/max approximation",
    flag: "--penalty-constant <C>",
    help: `a constant added to every edge penalty, 0..${MMA_MAX_CONSTANT} (default ${MMA_DEFAULT_CONSTANT})`,
  },
  /**
   * alphabeta-tt: aspiration windows of half-width W (1..MAX_ASPIRATION; default none: every
   * iteration searches (-INF, INF)). An iteration after the first searches (v - W, v + W)
   * around the previous value v, and again with the full window if it falls outside.
   */
  aspiration: {
    type: "integer",
    what: "aspiration window (half-width)",
    min: 1,
    max: MAX_ASPIRATION,
    none: 0,
    purpose: "its aspiration windows",
    flag: "--aspiration <W>",
    help: `aspiration windows of half-width W around the last iteration's value, 1..${MAX_ASPIRATION} (default: none)`,
  },
  /**
   * alphabeta-tt: principal-variation search (default false). After a node's first child, each
   * child is searched with a null window on the bound to beat, (alpha, alpha + 1) at a max
   * node and (beta - 1, beta) at a min node; one whose value falls strictly inside the node's
   * window is searched again with that window. Every completed iteration's value stays plain
   * alpha-beta's at its depth; the nodes differ.
   */
  pvs: {
    type: "boolean",
    what: "pvs",
    default: false,
    purpose: "principal-variation search",
    flag: "--pvs",
    help: "principal-variation search: null windows after a node's first child, searched again where one passes",
  },
  /**
   * alphabeta-tt: the history heuristic (default false). Every cutoff adds depthLeft^2 to its
   * move's score for the side to move (move indices below 256; scores saturate at 2^30), the
   * scores forgotten at each new search; two or more plies above the horizon the moves after
   * the table's and the killers are tried by score, highest first, equal scores in the static
   * order. Every completed iteration's value stays plain alpha-beta's at its depth; the nodes differ.
   */
  history: {
    type: "boolean",
    what: "history",
    default: false,
    purpose: "the history heuristic",
    flag: "--history",
    help: "the history heuristic: moves after the table's and the killers ordered by their cutoffs' depth^2",
  },
  /**
   * alphabeta-tt: late-move reductions (default false). At a node three or more plies above the
   * horizon, each non-terminal move after the table's and the killers that has three or more
   * children searched before it is searched one ply shallower first, and again at full depth
   * where that value beats the bound (above alpha at MAX, below beta at MIN). Values are no
   * longer plain alpha-beta's at the horizon (docs/searches.md).
   */
  lmr: {
    type: "boolean",
    what: "lmr",
    default: false,
    purpose: "late-move reductions",
    flag: "--lmr",
    help: "late-move reductions: late moves a ply shallower first, again at full depth where one beats the bound",
  },
  /** Simulation budget (one descent, one leaf value, one backup each). At least two run whatever the budgets. */
  simulations: {
    type: "integer",
    what: "simulation budget",
    min: 1,
    max: MCTS_MAX_SIMULATIONS,
    none: 0,
    purpose: "Monte-Carlo tree search",
    flag: "--simulations <N>",
    help: "simulation budget, 1..2^52 (a descent, a leaf value, a backup each)",
  },
  /** The seed of the rollouts' SplitMix64 stream (default 0). */
  seed: {
    type: "seed",
    what: "seed",
    default: 0,
    purpose: "Monte-Carlo tree search",
    // --seed is a random tree's, part of the position.
    flag: "--mcts-seed <S>",
    help: "the rollouts' unsigned 64-bit seed (default 0; --seed is a random tree's)",
  },
  /** UCT's exploration constant c in Q/N + c·sqrt(ln N_parent / N) (default MCTS_DEFAULT_C). */
  exploration: {
    type: "number",
    what: "exploration (UCT's c)",
    min: 0,
    max: MCTS_MAX_C,
    default: MCTS_DEFAULT_C,
    purpose: "Monte-Carlo tree search",
    flag: "--exploration <C>",
    help: `UCT's exploration constant c, 0..${MCTS_MAX_C} (default sqrt 2 = ${MCTS_DEFAULT_C.toFixed(4)})`,
  },
  /** How a new leaf is valued: a uniform random rollout (default) or the squashed static value. */
  leaf: {
    type: "enum",
    what: "leaf",
    values: ["rollout", "evaluation"],
    default: "rollout",
    purpose: "Monte-Carlo tree search",
    flag: "--leaf <L>",
    help: "rollout | evaluation, how a new leaf is valued (default rollout)",
  },
  /** A rollout's most random moves; past them the squashed static value stands for the rest (default: to the end). */
  rolloutDepth: {
    type: "integer",
    what: "rollout depth",
    min: 0,
    max: MCTS_MAX_ROLLOUT_DEPTH,
    none: -1,
    purpose: "Monte-Carlo tree search",
    flag: "--rollout-depth <N>",
    help:
      `a rollout's most random moves, 0..${MCTS_MAX_ROLLOUT_DEPTH}, then the squashed static value ` +
      "(default: to the end)",
  },
  /** The squash's scale s: a static value v counts as v / (|v| + s) (default MCTS_DEFAULT_SCALE). */
  evaluationScale: {
    type: "number",
    what: "evaluationScale",
    min: MCTS_MIN_SCALE,
    max: MCTS_MAX_SCALE,
    default: MCTS_DEFAULT_SCALE,
    purpose: "Monte-Carlo tree search",
    flag: "--evaluation-scale <S>",
    help: `the squash's scale s in v / (|v| + s), ${MCTS_MIN_SCALE}..2^31 (default ${MCTS_DEFAULT_SCALE})`,
  },
  /** MCTS-Solver's backups of proven values (default: on in games of wins, draws and losses, Game.decisive). */
  solver: {
    type: "boolean",
    what: "solver",
    none: -1,
    purpose: "Monte-Carlo tree search",
    flag: "--no-solver",
    help: "leave out MCTS-Solver's proven values (on by default in games of wins, draws and losses)",
  },
  /**
   * Implicit minimax backups (Lanctot et al. 2014), the weight α in [0, 1] (default 0: off):
   * UCT's mean becomes (1 − α)·Q/N + α·v, v the minimax value of the squashed static values
   * of the tree's leaves; an expansion then generates and evaluates every child.
   */
  alpha: {
    type: "number",
    what: "alpha (the implicit minimax weight)",
    min: 0,
    max: 1,
    default: 0,
    purpose: "Monte-Carlo tree search",
    flag: "--alpha <A>",
    help: "implicit minimax backups' weight, 0..1 (default 0: off)",
  },
  /**
   * The static evaluation the search reads: "hand" (the default, the game's own) or "learned",
   * the pattern evaluation `bestfirst train` fitted, shipped with the package, for a game that
   * has one (Othello: docs/train.md), in hundredths of a disc for black. Refused elsewhere.
   */
  evaluation: {
    type: "enum",
    what: "evaluation",
    values: ["hand", "learned"],
    default: "hand",
    purpose: "the static evaluation",
    flag: "--evaluation <E>",
    help: "hand | learned, the static evaluation (default hand; learned: Othello's trained patterns)",
  },
  /**
   * alphabeta-tt: quiescence search at the horizon (default false). Each child one ply above the
   * horizon is valued by a quiescence search instead of its static value: the side to move
   * stands on the static value or plays one of the game's noisy moves (Game.isNoisy), up to
   * QUIESCENCE_PLIES plies past the horizon, with alpha-beta's cutoffs (docs/searches.md). A
   * game without isNoisy has no noisy moves: then the search is the one without it.
   */
  quiescence: {
    type: "boolean",
    what: "quiescence",
    default: false,
    purpose: "quiescence search",
    flag: "--quiescence",
    help: "quiescence search: past the horizon, stand on the static value or play a noisy move (captures, threats)",
  },
  /**
   * alphabeta-tt: null-move pruning with verification (default false). Where the game allows a
   * null move (Game.nullMoveAllowed), a node NULL_MOVE_DEPTH or more plies above the horizon
   * first searches the null move NULL_MOVE_R + 1 plies shallower with a null window on its
   * bound; where passing holds the bound, a search of the node itself NULL_MOVE_R plies
   * shallower verifies it before the node is cut (docs/searches.md). A game that never allows
   * a null move searches as without it.
   */
  nullMove: {
    type: "boolean",
    what: "nullMove",
    default: false,
    purpose: "null-move pruning",
    flag: "--null-move",
    help: "null-move pruning: a node cut where passing and a shallower search both hold its bound",
  },
} as const satisfies Record<string, SettingRow>;

export type SettingName = keyof typeof SETTINGS;

/** The settings' names, in the table's order. */
export const SETTING_NAMES = Object.keys(SETTINGS) as readonly SettingName[];

/** The value a row's field takes in a request. */
type ValueOf<R> = R extends { type: "integer" | "number" }
  ? number
  : R extends { type: "boolean" }
    ? boolean
    : R extends { type: "enum"; values: readonly (infer V)[] }
      ? V
      : Seed;

/** A request's settings, one optional field a row (its doc comment is the row's). */
export type SettingValues = { -readonly [K in SettingName]?: ValueOf<(typeof SETTINGS)[K]> };

/** The settings whose row is MCTS's (its purpose). */
type MctsSettingName = {
  [K in SettingName]: (typeof SETTINGS)[K]["purpose"] extends "Monte-Carlo tree search" ? K : never;
}[SettingName];

/** MCTS's settings, in a search request or a player's description (docs/searches.md, MCTS). */
export type MctsOptions = Pick<SettingValues, MctsSettingName>;

/** The slots a setting takes in the core's block: a seed two (low and high halves), any other one. */
export function slotsOf(name: SettingName): number {
  return SETTINGS[name].type === "seed" ? 2 : 1;
}

/** Each setting's first slot in the core's block: the slots of the rows before it. */
export const SETTING_SLOT: Readonly<Record<SettingName, number>> = (() => {
  const slots = {} as Record<SettingName, number>;
  let next = 0;
  for (const name of SETTING_NAMES) {
    slots[name] = next;
    next += slotsOf(name);
  }
  return slots;
})();

/** The slots of the core's block. */
export const SETTING_SLOTS = SETTING_NAMES.reduce((n, name) => n + slotsOf(name), 0);

/** Checks a finite number in [min, max] (p and the penalty constant need not be integers). */
export function checkReal(what: string, x: unknown, min: number, max: number): void {
  if (typeof x !== "number" || !Number.isFinite(x) || x < min || x > max)
    fail(`${what} must be a number from ${min} to ${max}, got ${shown(x)}`);
}

/** Checks a setting's value against its row (it is given). */
export function checkSettingValue(name: SettingName, value: unknown): void {
  const row: SettingRow = SETTINGS[name];
  if (row.type === "integer") checkInt(row.what, value, row.min!, row.max!);
  else if (row.type === "number") checkReal(row.what, value, row.min!, row.max!);
  else if (row.type === "seed") seedHalves(value as Seed);
  else if (row.type === "boolean") {
    if (typeof value !== "boolean") fail(`${row.what} must be true or false, got ${shown(value)}`);
  } else if (!row.values!.includes(value as string))
    fail(
      `${row.what} must be ${listed(
        row.values!.map((v) => `"${v}"`),
        "or",
      )}, got ${shown(value)}`,
    );
}

/**
 * The refusal of settings `algorithm` does not take, `named` as the caller's user knows them
 * (fields, flags): "p and penaltyConstant are for mma (min/max approximation), not bestfirst".
 * `names[0]`'s searches and purpose speak for all; the caller groups the names that share them.
 */
export function settingsRefusal(
  names: readonly SettingName[],
  named: readonly string[],
  takers: readonly string[],
  algorithm: string,
): string {
  const verb = named.length > 1 ? "are" : "is";
  return `${listed(named)} ${verb} for ${listed(takers)} (${SETTINGS[names[0]].purpose}), not ${algorithm}`;
}

/**
 * The given settings `algorithm` does not take that share the first one's searches and purpose
 * (one refusal names them together), or none.
 */
export function refusedSettings(
  given: readonly SettingName[],
  takes: (name: SettingName) => boolean,
  takers: (name: SettingName) => readonly string[],
): SettingName[] {
  const refused = given.filter((name) => !takes(name));
  if (refused.length === 0) return [];
  const first = refused[0];
  const same = (name: SettingName) =>
    SETTINGS[name].purpose === SETTINGS[first].purpose && takers(name).join() === takers(first).join();
  return refused.filter(same);
}

/**
 * Checks the settings a request gives: each against its row, in the table's order, then that
 * `algorithm` takes them all (`takes`; `takers` lists a setting's searches for the refusal).
 */
export function checkSettings(
  values: SettingValues,
  algorithm: string,
  takes: (name: SettingName) => boolean,
  takers: (name: SettingName) => readonly string[],
): void {
  const given = SETTING_NAMES.filter((name) => values[name] !== undefined);
  for (const name of given) checkSettingValue(name, values[name]);
  const refused = refusedSettings(given, takes, takers);
  if (refused.length) fail(settingsRefusal(refused, refused, takers(refused[0]), algorithm));
  if (values.rolloutDepth !== undefined && values.leaf === "evaluation")
    fail('rolloutDepth is for rollout leaves; leaf "evaluation" takes the static value at once');
}
