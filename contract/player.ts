// Players that keep their search tree between moves (docs/searches.md, "Players"), as
// users describe them and as both engines hand them out; and the check of a description.

import { checkInt, fail, isRevokedProxy, listed, shown } from "./errors.js";
import { checkSearchLimits, RBFMS_DEEPEST } from "./search.js";
import { algorithmsTaking, MAX_HORIZON, PLAYER_KINDS, SEARCHES, type PlayerKind } from "./searches.js";
import { MIN_MEMORY_NODES } from "./memory.js";
import type { MoveName, Position } from "./position.js";
import { checkDepthWithinGame, notationOf } from "./games.js";
import { RANDOM_TREE_DEPTH, randomTreeParams } from "./random-tree.js";
import { INITIAL_BOARD, parseBoard } from "./notation/othello.js";
import type { SearchControl } from "./control.js";
import { checkSettings, checkSettingValue, type MctsOptions } from "./settings.js";
import type { Evaluation } from "./evaluation.js";
import { checkKnownKeys } from "./options.js";
import { checkBookHeader, consultBook, type Book } from "./book.js";
import { presetSettings } from "./presets.js";

/**
 * What a best-first player does when its store is full: free the least promising subtrees, or go on in linear space.
 */
export type OnFull = "prune" | "linear";

/**
 * A player's description, for `engine.createPlayer`: its search (`kind`), the search's settings and its
 * budget per move. MCTS's options (mcts players: a budget per move, simulations, nodes or time, and the
 * search's settings; ./mcts.ts).
 */
export interface PlayerSpec extends MctsOptions {
  /** The player's search (PLAYER_KINDS). */
  kind: PlayerKind;
  /** Best-first depth bound K (bestfirst, extension). */
  bound?: number;
  /** Alpha-beta horizon (alphabeta; extension's first phase; alphabeta-tt's cap, optional). */
  horizon?: number;
  /** Keep the tree between moves (default true; false searches every move from scratch). */
  retain?: boolean;
  /**
   * The most nodes the player's store may hold (default and most: MAX_MEMORY_NODES, 2^25).
   * When it fills, a best-first player frees subtrees or plays the move by RBFMS (onFull),
   * an extension player by RBFMS, an alpha-beta player by plain alpha-beta, and mma and mcts stop
   * there as at a spent budget. RBFMS's frames in linear space (depth bound x children a
   * node) are not held to it, so that a small limit never fails a move.
   */
  memoryNodes?: number;
  /** What a best-first player does when the store is full (default "prune"). */
  onFull?: OnFull;
  /**
   * A best-first or extension player that goes on by RBFMS counts that search's
   * regenerations in its `regenerated` (default false: a player plays, it does not
   * measure). The count needs RBFMS's regeneration ledger (LEDGER_MOST_NODES distinct
   * nodes at most); where it fills, the move stops there as at a spent budget and plays
   * its best move so far.
   */
  countRegenerations?: boolean;
  /**
   * Budgets per move (mma: at least one; mcts; alphabeta-tt: nodes or time, or a horizon) and min/max approximation's
   * parameters.
   */
  moveCalls?: number;
  /** Node budget per move. */
  nodes?: number;
  /** Time budget per move, in milliseconds. */
  time?: number;
  /** Min/max approximation's generalized-mean exponent p. */
  p?: number;
  /** Min/max approximation's penalty constant. */
  penaltyConstant?: number;
  /**
   * An opening book of the game played (./book.ts, docs/books.md): while the position's line is in it, the player
   * plays the book's move without searching (`book: true` in the choice); out of it, the player searches as without.
   */
  book?: Book;
  /** alphabeta-tt players: principal-variation search, the history heuristic, late-move reductions (default off). */
  pvs?: boolean;
  history?: boolean;
  lmr?: boolean;
  /** alphabeta-tt players: quiescence search at the horizon and null-move pruning (default off). */
  quiescence?: boolean;
  nullMove?: boolean;
  /**
   * The kind's preset (./presets.ts, docs/entrants.md): its settings written out under the
   * description's own (a setting given here wins), so `{ kind: "alphabeta-tt", preset:
   * "engine" }` is the player with `pvs: true`, node for node. The checked copy holds the
   * settings, not the name.
   */
  preset?: string;
  /**
   * The static evaluation its searches read (default "hand"; "learned": Othello's trained
   * patterns, ./evaluation.ts), refused at a move of a game without it.
   */
  evaluation?: Evaluation;
}

/** A level player's description: the level, the seed of its randomness, its evaluation and book. */
export interface LevelPlayerSpec {
  /** The level, 1 (weakest) to MOST_LEVEL: it carries its own search and budget (no `kind`). */
  level: number;
  /** The seed of its random moves, an integer 0..2^32 - 1 (default 0); a move's draw also depends on the ply. */
  seed?: number;
  /** The static evaluation its searches read (default "hand"; "learned" where the game has one). */
  evaluation?: Evaluation;
  /** An opening book (./book.ts): its moves while the line is in it, as any player's. */
  book?: Book;
}

/** What `engine.createPlayer` takes: a search's player, or a level's. */
export type PlayerDescription = PlayerSpec | LevelPlayerSpec;

/** What a player's move answers: the move, the root's value and the counts. */
export interface PlayerChoice {
  /** The move chosen (an index into the position's moves) and the root's value. */
  move: number;
  /** The root's backed-up value, from MAX's point of view. */
  value: number;
  /** Nodes generated by this move's search. */
  generated: number;
  /** Nodes expanded by this move's search. */
  expanded: number;
  /**
   * Regenerations: of subtrees freed under the memory limit (onFull "prune"), and of RBFMS in linear space only with
   * countRegenerations.
   */
  regenerated: number;
  /** Nodes kept from the previous move when this search started (the root included). */
  kept: number;
  /** Nodes in the store when this search ended. */
  stored: number;
  /** The watcher stopped the search (Player.choose's `control`): the move is its best so far. */
  stopped?: true;
  /** The player's book answered: no search (every count 0), the book's move and value. */
  book?: true;
}

/** A game-playing search: `choose` at each of its turns, `observe` every move played. */
export interface Player {
  /**
   * Chooses a move at `position`, which must be the position the observed moves reached.
   * `control` watches the search as a search request's does (contract/control.ts): the
   * best-first, extension, mma and mcts players stop at its budget checks with their best move
   * so far (`stopped: true`) and their tree kept consistent, so they play on; the
   * alpha-beta player has no budget checks and never stops early (docs/async.md).
   */
  choose(position: Position, control?: SearchControl): PlayerChoice;
  /** A move of either side (an index into the position's moves), from the position last chosen at or observed. */
  observe(move: number): void;
  /** Frees what the player holds (the WebAssembly engine has a few player slots). */
  dispose(): void;
}

/** Bytes a stored node takes in the core (./searches.ts, PlayerInfo). */
export function bytesPerNode(kind: PlayerKind): number {
  return SEARCHES[kind].player!.bytesPerNode;
}

/**
 * The player kinds that play by budgets per move (their descriptions need no depth setting): mma, mcts and
 * alphabeta-tt.
 */
const BUDGET_PLAYERS = PLAYER_KINDS.filter((kind) => SEARCHES[kind].player!.needs.length === 0);

/** The size of a player's store: its description's memory limit, else its row's default. */
export function playerMemoryNodes(spec: PlayerSpec): number {
  const player = SEARCHES[spec.kind].player!;
  return spec.memoryNodes ?? player.defaultMemoryNodes ?? player.mostMemoryNodes;
}

/** The fields of a player's description, in the order they are read (PlayerSpec; MCTS's and the budgets last). */
const SPEC_FIELDS = [
  "kind",
  "bound",
  "horizon",
  "retain",
  "memoryNodes",
  "onFull",
  "countRegenerations",
  "moveCalls",
  "p",
  "penaltyConstant",
  "book",
  "pvs",
  "history",
  "lmr",
  "quiescence",
  "nullMove",
  "preset",
  ...SEARCHES.mcts.takes,
] as (keyof PlayerSpec)[];

/** A description's preset written out in its copy: the preset's settings under the copy's own, and no name. */
function resolvePreset(copy: Record<string, unknown>): void {
  const kind = copy.kind;
  if (!PLAYER_KINDS.includes(kind as PlayerKind))
    fail(`player kind must be ${listed(PLAYER_KINDS, "or")}, got ${shown(kind)}`);
  const settings = presetSettings(kind as string, copy.preset);
  delete copy.preset;
  for (const [name, value] of Object.entries(settings)) if (copy[name] === undefined) copy[name] = value;
}

/** How a message names a player's depth settings. */
const DEPTH_SETTING = { bound: "a depth bound", horizon: "a horizon" } as const;

/**
 * Checks a player's description and returns its checked copy, which the engines use
 * instead: each field read once (a getter or proxy is never asked again, so the engines
 * build the player from what was checked), only the fields given. A key that is no field
 * of a description is refused, and so is a depth setting the kind does not take, so that
 * no engine reads what the other ignores.
 */
export function checkPlayerSpec(given: PlayerSpec): PlayerSpec {
  if (given === null || typeof given !== "object" || isRevokedProxy(given))
    fail(`a player needs { kind, bound | horizon }, got ${shown(given)}`);
  checkKnownKeys("a player's description", given, SPEC_FIELDS, "field"); // a misspelt setting is not ignored
  const copy: Record<string, unknown> = {};
  for (const field of SPEC_FIELDS) {
    const value = given[field];
    if (value !== undefined) copy[field] = value;
  }
  if (copy.preset !== undefined) resolvePreset(copy);
  const spec = copy as unknown as PlayerSpec;
  if (spec.book !== undefined) checkBookHeader(spec.book);
  if (!PLAYER_KINDS.includes(spec.kind))
    fail(`player kind must be ${listed(PLAYER_KINDS, "or")}, got ${shown(spec.kind)}`);
  const player = SEARCHES[spec.kind].player!;
  if (spec.evaluation !== undefined) checkSettingValue("evaluation", spec.evaluation);
  const {
    moveCalls,
    nodes,
    time,
    p,
    penaltyConstant,
    pvs,
    history,
    lmr,
    quiescence,
    nullMove,
    simulations,
    seed,
    exploration,
    leaf,
    rolloutDepth,
    evaluationScale,
    solver,
    alpha,
  } = spec;
  const mcts = { simulations, seed, exploration, leaf, rolloutDepth, evaluationScale, solver, alpha };
  // alphabeta-tt's techniques, refused by the other kinds as a search refuses them.
  const techniques = { pvs, history, lmr, quiescence, nullMove };
  if (BUDGET_PLAYERS.includes(spec.kind)) {
    // A player by budgets per move (min/max approximation, MCTS; alphabeta-tt, a search each
    // move) has them checked as a search's would be, and its horizon cap if it takes one.
    const cap = player.horizonCap === true;
    if (spec.bound !== undefined || (!cap && spec.horizon !== undefined) || spec.onFull !== undefined)
      fail(
        `an ${spec.kind} player takes ` +
          (cap
            ? "budgets per move (nodes, time), a horizon cap and a memory limit (its table's entries); not a bound " +
              "or onFull"
            : "budgets per move, its search's settings and a memory limit; not a bound, horizon or onFull"),
      );
    checkSearchLimits(
      {
        algorithm: spec.kind,
        moveCalls,
        nodes,
        time,
        p,
        penaltyConstant,
        horizon: cap ? spec.horizon : undefined,
        ...mcts,
        ...techniques,
      },
      Infinity,
    );
  } else {
    if (
      moveCalls !== undefined ||
      nodes !== undefined ||
      time !== undefined ||
      p !== undefined ||
      penaltyConstant !== undefined
    )
      fail(
        `budgets per move and p are for mma players (budgets per move also for mcts and alphabeta-tt players), not ` +
          `${spec.kind}`,
      );
    checkSettings(
      { ...mcts, ...techniques },
      spec.kind,
      (name) => SEARCHES[spec.kind].takes.includes(name),
      algorithmsTaking,
    );
    for (const setting of ["bound", "horizon"] as const)
      if (spec[setting] !== undefined && !player.needs.includes(setting))
        fail(
          `${/^[aeiou]/.test(spec.kind) ? "an" : "a"} ${spec.kind} player takes ` +
            `${listed(player.needs.map((s) => DEPTH_SETTING[s]))}, not ${DEPTH_SETTING[setting]}`,
        );
  }
  // Where its store fills, a best-first or extension player goes on by RBFMS, which goes at most RBFMS_DEEPEST plies
  // deep.
  if (player.needs.includes("bound")) checkInt("a player's depth bound", spec.bound, 1, RBFMS_DEEPEST);
  if (player.needs.includes("horizon")) checkInt("horizon", spec.horizon, 1, MAX_HORIZON);
  if (spec.memoryNodes !== undefined)
    checkInt("memory limit (nodes)", spec.memoryNodes, MIN_MEMORY_NODES, player.mostMemoryNodes);
  if (spec.onFull !== undefined && spec.onFull !== "prune" && spec.onFull !== "linear")
    fail(`onFull must be "prune" or "linear", got ${shown(spec.onFull)}`);
  if (spec.retain !== undefined && typeof spec.retain !== "boolean")
    fail(`retain must be true or false, got ${shown(spec.retain)}`);
  if (spec.countRegenerations !== undefined) {
    if (typeof spec.countRegenerations !== "boolean")
      fail(`countRegenerations must be true or false, got ${shown(spec.countRegenerations)}`);
    if (spec.kind !== "bestfirst" && spec.kind !== "extension")
      fail(
        `countRegenerations is for the best-first and extension players (their RBFMS in linear space), not ` +
          `${spec.kind}`,
      );
  }
  return spec;
}

/**
 * Checks a move a player is told of (an index into the position's moves, named `legal`): a BestfirstError naming the
 * legal ones.
 */
export function checkObservedMove(move: unknown, legal: readonly MoveName[]): void {
  if (legal.length === 0) fail(`move ${shown(move)} cannot be observed: the game is over at the player's position`);
  if (!Number.isInteger(move) || (move as number) < 0 || (move as number) >= legal.length)
    fail(
      `move ${shown(move)} is not legal at the player's position; its moves are 0..${legal.length - 1}: ` +
        legal.map((m, i) => (String(m) === String(i) ? `${i}` : `${i} (${m})`)).join(", "),
    );
}

/** What an engine gives `playerHandle`: the player's own search, and the legal moves at a position. @internal */
export interface PlayerParts {
  /** The player's search from the position. */
  choose(position: Position, control?: SearchControl): PlayerChoice;
  /** Moves the player's kept tree down the move played. */
  observe(move: number): void;
  /** Frees what the player holds; called once, by the first dispose(). */
  free(): void;
  /** The names of the legal moves at `position` (in move-index order). */
  movesAt(position: Position): MoveName[];
  /** The player's depth bound, if it has one: a game that cannot last so long refuses it at choose(). */
  bound?: number;
  /**
   * What a move's name is compared by (the k-th of a list): by default its code in the
   * game's notation; a kit's game (./kit.ts), whose names are unique at their position
   * and whose positions have one start, compares the names themselves.
   */
  moveKey?: (name: MoveName, k: number) => unknown;
  /** The player's book (checked by checkPlayerSpec): consulted before the player's own search. */
  book?: Book;
}

/** Whether two positions of one game start alike: the same objects or text at once, else their parsed forms. */
function sameStart(a: Position, b: Position): boolean {
  if (a.game === "random" && b.game === "random") {
    const [s, t] = [a.tree, b.tree];
    if (
      s === t ||
      (s.seed === t.seed &&
        s.branching === t.branching &&
        s.mode === t.mode &&
        (s.depth ?? RANDOM_TREE_DEPTH) === (t.depth ?? RANDOM_TREE_DEPTH))
    )
      return true;
  }
  if (a.game === "othello" && b.game === "othello" && (a.board ?? INITIAL_BOARD) === (b.board ?? INITIAL_BOARD))
    return true;
  return startKey(a) === startKey(b);
}

/** A position's start, one string for equal starts (seeds as halves, boards as bitboards). */
function startKey(p: Position): string {
  if (p.game === "random") {
    const t = randomTreeParams(p.tree);
    return `random ${t.seedHi} ${t.seedLo} ${t.branching} ${t.mode} ${t.terminalDepth}`;
  }
  if (p.game === "othello") {
    const b = parseBoard(p.board ?? INITIAL_BOARD);
    return `othello ${b.blackHi} ${b.blackLo} ${b.whiteHi} ${b.whiteLo} ${b.blackToMove}`;
  }
  return p.game;
}

/**
 * Whether `b` is the position `a` is: the same start and the same moves, though they may
 * be written differently (by name in one, by index in the other: a ply written both ways
 * is compared through the moves' names at `a`'s position there, one `movesAt` a ply, and
 * only at such plies; the usual cases, a path grown by the moves observed or names grown
 * by them, need none or one).
 */
function samePosition(
  a: Position,
  b: Position,
  movesAt: (position: Position) => MoveName[],
  moveKey?: PlayerParts["moveKey"],
): boolean {
  if (a.game !== b.game || !sameStart(a, b)) return false;
  const namesOf = (p: Position) => ("moves" in p && p.moves ? p.moves : []);
  const [an, bn, ap, bp] = [namesOf(a), namesOf(b), a.path ?? [], b.path ?? []];
  if (an.length + ap.length !== bn.length + bp.length) return false;
  // Only a string or number is a move's name: anything else (an object without a prototype) names no move, and matches
  // none.
  const notation = moveKey ? undefined : notationOf(a);
  const code = (name: MoveName, k: number) =>
    typeof name !== "string" && typeof name !== "number"
      ? NaN
      : moveKey
        ? moveKey(name, k)
        : notation!.moveCode(String(name), k);
  for (let k = 0; k < an.length + ap.length; k++) {
    const aName = k < an.length,
      bName = k < bn.length;
    if (aName && bName) {
      if (code(an[k], k) !== code(bn[k], k)) return false;
    } else if (!aName && !bName) {
      if (ap[k - an.length] !== bp[k - bn.length]) return false;
    } else {
      // One writes ply k by name, the other by index: the name of that index at a's position there.
      const prefix = {
        ...a,
        ...(aName ? { moves: an.slice(0, k), path: [] } : { path: ap.slice(0, k - an.length) }),
      } as Position;
      const legal = movesAt(prefix);
      const index = aName ? bp[k - bn.length] : ap[k - an.length];
      const name = aName ? an[k] : bn[k];
      if (index >= legal.length || code(legal[index], k) !== code(name, k)) return false;
    }
  }
  return true;
}

/**
 * A player's move from its book, or undefined (a miss): no search, every count 0, and the book's value as the player's
 * own search reports its value (the side to move's, as the search the book was built by).
 */
function bookChoice(book: Book, position: Position, movesAt: PlayerParts["movesAt"]): PlayerChoice | undefined {
  const hit = consultBook(book, position, movesAt);
  if (hit === undefined) return undefined;
  return {
    move: hit.index,
    value: hit.value,
    generated: 0,
    expanded: 0,
    regenerated: 0,
    kept: 0,
    stored: 0,
    book: true,
  };
}

/**
 * A player as both engines hand it out: a handle that cannot alias. A second dispose()
 * is a no-op (on the WebAssembly engine it would free a slot another player may have
 * taken since); any other use after dispose() throws; observe() checks the move against
 * the position last chosen at or observed (before the first choose the player knows no
 * position, and checks only the range); and choose() refuses a position other than the one
 * the moves it observed reached, where its kept tree would answer for the wrong position.
 */
export function playerHandle(parts: PlayerParts): Player {
  let disposed = false;
  let at: Position | undefined;
  const live = (what: string) => {
    if (disposed) fail(`this player was disposed: ${what} needs a new player (createPlayer)`);
  };
  return {
    choose(position, control) {
      live("choose()");
      if (isRevokedProxy(position)) fail("a position must be an object { game, ... }, got a revoked proxy");
      if (
        at !== undefined &&
        position !== null &&
        typeof position === "object" &&
        !samePosition(at, position, parts.movesAt, parts.moveKey)
      )
        fail(
          "this player's tree is of the position its observed moves reached, and choose() was given another: " +
            "observe() every move of both sides, from the position of its last choose(), or make a new player for a " +
            "new position",
        );
      checkDepthWithinGame(position, parts.bound);
      const choice = (parts.book && bookChoice(parts.book, position, parts.movesAt)) || parts.choose(position, control);
      // A copy of the path: the caller may push the chosen move onto its own array next.
      at = { ...position, path: position.path === undefined ? undefined : [...position.path] } as Position;
      return choice;
    },
    observe(move) {
      live("observe()");
      checkInt("move", move, 0, 65535);
      if (at !== undefined) {
        const legal = parts.movesAt(at);
        if (legal.length === 0) fail(`move ${move} cannot be observed: the game is over at the player's position`);
        if (move >= legal.length)
          fail(
            `move ${move} is not legal at the player's position; its moves are 0..${legal.length - 1}: ` +
              legal.map((name, i) => (String(name) === String(i) ? `${i}` : `${i} (${name})`)).join(", "),
          );
        at = { ...at, path: [...(at.path ?? []), move] } as Position;
      }
      parts.observe(move);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      parts.free();
    },
  };
}
