// A search as users ask for it (position, algorithm, stopping rules) and as both engines
// report it; and the checks that every request passes before either engine runs it
// (docs/searches.md says what each algorithm does and counts; ./searches.ts, which takes what).

import { fail, checkInt, refuseRevoked, shown } from "./errors.js";
import type { MoveName, Position } from "./position.js";
import type { SearchControl } from "./control.js";
import { checkReal, checkSettings, MAX_BUDGET, SETTING_NAMES, type SettingValues } from "./settings.js";
import { checkKnownKeys } from "./options.js";
import { checkEvaluation } from "./evaluation.js";
import { MIN_MEMORY_NODES } from "./memory.js";
import { checkDepthWithinGame, mostPlies } from "./games.js";
import { consultBook, type Book } from "./book.js";
import {
  ALGORITHMS,
  algorithmsTaking,
  isAlgorithm,
  isSearchName,
  MAX_HORIZON,
  mostSearchMemoryNodes,
  SEARCH_NAMES,
  SEARCHES,
  STOPPING_RULES,
  type Algorithm,
  type Limit,
  type SearchName,
} from "./searches.js";

/**
 * The stopping rules of a search (every algorithm reads the ones it takes), and its settings
 * (./settings.ts: moveCalls, countRegenerations, p, penaltyConstant, aspiration, MCTS's).
 */
export interface SearchLimits extends SettingValues {
  /** Full-width depth (minimax, alphabeta; the deepest iteration of id; extension's alpha-beta phase). */
  horizon?: number;
  /** Best-first depth bound K (1994 paper). */
  bound?: number;
  /** Best-first stopping depth k (1992 report). */
  stopDepth?: number;
  /** Node budget (nodes generated). */
  nodes?: number;
  /** Time budget in milliseconds. */
  time?: number;
  /**
   * The most nodes the search may hold at once: best-first's tree (bestfirst, extension),
   * RBFMS's frames, mma's and mcts's trees (default and most: mostSearchMemoryNodes(algorithm),
   * 3 x 2^26, mma and mcts 2^25), and alphabeta-tt's table entries (default 2^16, most 2^22,
   * rounded down to a power of two). Best-first and RBFMS end with an error when they reach it;
   * mma and mcts stop there as at a spent budget; alphabeta-tt's table replaces entries.
   */
  memoryNodes?: number;
}

/** What `engine.search` takes: a position, a search from ALGORITHMS, and that search's limits. */
export interface SearchRequest extends SearchLimits {
  /** The position searched from; its side to move is the root's. */
  position: Position;
  /** The search, by its name in ALGORITHMS (docs/searches.md). */
  algorithm: Algorithm;
  /**
   * A preset of the algorithm (./presets.ts: `engine` for alphabeta-tt): its settings, under the request's own
   * (a setting the request gives wins). The search is the same search with those settings written out.
   */
  preset?: string;
  /** Stop the search from outside, hear its progress (./control.ts). */
  control?: SearchControl;
  /**
   * An opening book of the position's game (./book.ts, docs/books.md): at a line it holds, the search answers its
   * move and value without searching (`book: true` in the report); elsewhere it searches as without it.
   */
  book?: Book;
  /**
   * Threads searching (1..MAX_THREADS, default 1): above 1, alphabeta-tt alone, by Lazy SMP on the WebAssembly
   * engine of Node's entry (docs/threads.md); elsewhere it searches on one thread and says why (threadsFallback).
   */
  threads?: number;
}

/** A request's fields other than its settings. */
const OWN_FIELDS = [
  "position",
  "algorithm",
  "preset",
  "control",
  "horizon",
  "bound",
  "stopDepth",
  "nodes",
  "time",
  "memoryNodes",
  "book",
  "threads",
] as const satisfies readonly (keyof SearchRequest)[];

/** Every field of SearchRequest is listed (else `listed` does not compile, naming the field left out). */
type Unlisted = Exclude<keyof SearchRequest, (typeof OWN_FIELDS)[number] | keyof SettingValues>;
const listedAll: [Unlisted] extends [never] ? true : Unlisted = true;
void listedAll;

/** The fields a search request may have: a misspelt one (`aspiratoin`) is refused, not ignored. */
export const REQUEST_FIELDS: readonly string[] = [...OWN_FIELDS, ...SETTING_NAMES];

/**
 * The fields of a search of a user's game, which is its own position: a request's but `position` and `book` (a
 * book is of a built-in game's lines).
 */
export const GAME_REQUEST_FIELDS: readonly string[] = REQUEST_FIELDS.filter(
  (field) => field !== "position" && field !== "book",
);

/** What a search answers. */
export interface SearchReport {
  /** The move chosen at the root, in the game's notation. */
  move: MoveName;
  /** The root's backed-up value, from the side to move's point of view (docs/searches.md). */
  value: number;
  /** The principal variation from the root, `move` first. */
  pv: MoveName[];
  /**
   * maxn, and expectimax in a game of more than two players: the root's value vector, one
   * value a player (`value` is the root mover's); absent for the other searches.
   */
  values?: number[];
  /**
   * The counts (docs/searches.md). `expanded` is 0 only for an answer from the root's
   * partial expansion: a time budget or the control stopped the search inside it, and the
   * move is the best of the root's first `generated` children by their static values.
   */
  nodes: {
    /** Nodes generated (children made), the papers' measure of work. */
    generated: number;
    /** Nodes expanded (whose children were made). */
    expanded: number;
    /** Children made again that had been made before (RBFMS's regenerations; 0 for the others). */
    regenerated: number;
  };
  /** Most nodes held at once (best-first's store, RBFMS's frames). */
  peakStore: number;
  /** Wall-clock milliseconds the search took. */
  ms: number;
  /** MCTS only: its simulations, and its static evaluations (calls to the game's evaluate). */
  simulations?: number;
  /** MCTS only: its static evaluations. */
  evaluations?: number;
  /** Present when the control stopped the search (the report is the one of a node budget of nodes.generated). */
  stopped?: true;
  /** Present when the request asked for threads above 1 and the search ran on one thread: why (one line). */
  threadsFallback?: string;
  /** Present when the request's book answered (no search: nodes all 0, pv the book's move). */
  book?: true;
}

/**
 * Both engines' answer from a request's book, before they search: the report of a hit (the book's move and value,
 * pv [move], no nodes, `book: true`), or undefined (no book, or a miss: search). `movesAt` names the legal moves at a
 * position (the engine's own).
 */
export function bookReport(
  request: SearchRequest,
  movesAt: (position: Position) => MoveName[],
): SearchReport | undefined {
  if (request.book === undefined) return undefined;
  const start = performance.now();
  const hit = consultBook(request.book, request.position, movesAt);
  if (hit === undefined) return undefined;
  return {
    move: hit.move,
    value: hit.value,
    pv: [hit.move],
    nodes: { generated: 0, expanded: 0, regenerated: 0 },
    peakStore: 0,
    ms: performance.now() - start,
    book: true,
  };
}

/** The most threads a search request may ask for. */
export const MAX_THREADS = 64;
/** Why a search asking for threads above 1 ran on one thread, where Lazy SMP does not run (SearchReport). */
export const ONE_THREAD =
  "searched on one thread: threads above 1 run on the WebAssembly engine of Node's entry (bestfirst), " +
  "with shared memory";

/** The largest values the checks accept (the command line takes the same ranges; MAX_HORIZON: ./searches.ts). */
export const MAX_BOUND = 64_000;
/** The longest time budget, a day in milliseconds. */
export const MAX_TIME_MS = 86_400_000;
/** The shortest time budget: a microsecond (Rivest's budgets scaled to today's speed are that small). */
export const MIN_TIME_MS = 0.001;
/**
 * The deepest RBFMS goes: it recurses a frame a ply, on the call stack of both engines,
 * which in Node's main thread holds some 3,500 of the reference's (the core's, some 4,000);
 * a third of that leaves room for the caller's own stack, workers' and browsers' smaller ones.
 */
export const RBFMS_DEEPEST = 1000;
/**
 * Refuses a request that is a revoked proxy, which no field can be read from: the first
 * check of both engines' search, before the position is read.
 */
export function checkRequestReadable(request: unknown): void {
  refuseRevoked("a search request", request, "{ position, algorithm, ... }");
}

/** A request's threads: an integer 1..MAX_THREADS, above 1 for alphabeta-tt alone (Lazy SMP). */
export function checkThreads(request: { algorithm: SearchName; threads?: unknown }): void {
  const { threads, algorithm } = request;
  if (threads === undefined) return;
  checkInt("threads", threads, 1, MAX_THREADS);
  if ((threads as number) > 1 && algorithm !== "alphabeta-tt")
    fail(`threads above 1 take alphabeta-tt alone (Lazy SMP), not ${algorithm}`);
}

/** What a report adds when its search asked for threads above 1 and ran on one: why (ONE_THREAD or another). */
export function oneThreadNote(request: { threads?: number }, why = ONE_THREAD): { threadsFallback?: string } {
  return (request.threads ?? 1) > 1 ? { threadsFallback: why } : {};
}

/**
 * Checks the algorithm and its stopping rules; `movesLeft` is the plies to the game's end
 * (Infinity: not known). `ownGame`: the search is of a user's own TypeScript game
 * (searchGame), which takes every search and no `position`. `everySearch`: it takes every
 * search (a game kit's core, whose game is the user's); an engine's built-in games take
 * ALGORITHMS, and refuse a user's game's searches by name.
 */
export function checkSearchLimits(
  request: SearchLimits & { algorithm: SearchName },
  movesLeft: number,
  ownGame = false,
  everySearch = ownGame,
): void {
  if (request === null || typeof request !== "object")
    fail("a search request must be an object { position, algorithm, ... }");
  checkKnownKeys("a search request", request, ownGame ? GAME_REQUEST_FIELDS : REQUEST_FIELDS, "field");
  const { algorithm, horizon, bound, stopDepth, nodes, time, memoryNodes } = request;
  const names = everySearch ? SEARCH_NAMES : ALGORITHMS;
  if (!isSearchName(algorithm)) fail(`unknown algorithm ${shown(algorithm)}; algorithms: ${names.join(", ")}`);
  if (!everySearch && !isAlgorithm(algorithm))
    fail(
      `${algorithm} searches a game of your own only (searchGame, createSearcher with a game module, a game ` +
        `kit's core), not a built-in game; a built-in game's searches: ${ALGORITHMS.join(", ")}`,
    );
  const search = SEARCHES[algorithm];
  if (everySearch && !ownGame && search.engines === "reference")
    fail(
      `${algorithm} has no form in the core yet; the reference engine searches your game with it, on the game's ` +
        "TypeScript class (searchGame, createSearcher({ game }))",
    );
  const takes = (limit: Limit) => search.takes.includes(limit);
  checkThreads(request as { algorithm: SearchName; threads?: unknown });
  if (movesLeft === 0) fail("the position is terminal: the game is over there, there is nothing to search");
  if (horizon !== undefined) checkInt("horizon", horizon, 1, MAX_HORIZON);
  if (bound !== undefined) {
    checkInt("depth bound", bound, 1, MAX_BOUND);
    if (bound > movesLeft) fail(`depth bound ${bound} is larger than the ${movesLeft} moves left in the game`);
  }
  if (stopDepth !== undefined) {
    checkInt("stopping depth", stopDepth, 1, MAX_BOUND);
    if (stopDepth > movesLeft)
      fail(`stopping depth ${stopDepth} is larger than the ${movesLeft} moves left in the game`);
  }
  if (search.framePerPly) {
    const position = (request as { position?: Position }).position;
    const deepest = Math.min(
      bound ?? Infinity,
      stopDepth ?? Infinity,
      movesLeft,
      position === undefined ? Infinity : mostPlies(position),
    );
    if (deepest > RBFMS_DEEPEST && deepest !== Infinity)
      fail(
        `${algorithm} recurses a frame a ply, and goes at most ${RBFMS_DEEPEST} plies deep; ` +
          `give a depth bound or stopping depth up to ` +
          `${RBFMS_DEEPEST}` +
          (bound === undefined && stopDepth === undefined ? ` (this game has ${deepest} plies left)` : "") +
          ", or use bestfirst",
      );
  }
  if (nodes !== undefined) checkInt("node budget", nodes, 1, MAX_BUDGET);
  // Fractions of a millisecond are allowed: Rivest's time budgets scaled to today's speed are that small.
  if (time !== undefined) checkReal("time budget (ms)", time, MIN_TIME_MS, MAX_TIME_MS);
  if (memoryNodes !== undefined)
    checkInt(`${algorithm}'s memory limit (nodes)`, memoryNodes, MIN_MEMORY_NODES, mostSearchMemoryNodes(algorithm));
  checkDepthWithinGame(
    (request as { position?: Position }).position!,
    Math.max(bound ?? 0, stopDepth ?? 0) || undefined,
  );
  checkSettings(request, algorithm, takes, algorithmsTaking);
  checkEvaluation(request.evaluation, ownGame ? undefined : (request as { position?: Position }).position?.game);
  // The search's own rules (./searches.ts), in its order.
  const given = (limit: Limit) => request[limit] !== undefined;
  for (const rule of search.rules) {
    if ("needsOneOf" in rule) {
      if (!rule.needsOneOf.some(given)) fail(`${algorithm} ${rule.says}`);
    } else if (STOPPING_RULES.some((limit) => given(limit) && !takes(limit)))
      fail(`${algorithm} ${rule.refusesOthers}`);
  }
}
