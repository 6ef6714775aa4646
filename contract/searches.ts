// The searches, as the contract knows them: one row per algorithm saying what it is called,
// which stopping rules it takes and needs, whether a stop ends it with a move, what memory
// it may hold, and its player if it has one. Everything that lists or checks searches (the
// request's validation, the memory limits, the searcher's stop, the page's list, the CLI's
// choices) reads this table, so a new search is one row here and its two engine modules
// with their dispatch lines (docs/searches.md, "Adding a search").

import {
  DEFAULT_TABLE_ENTRIES,
  MAX_MEMORY_NODES,
  MAX_MMA_MEMORY_NODES,
  MAX_SEARCH_MEMORY_NODES,
  MAX_TABLE_ENTRIES,
} from "./memory.js";
import { MAX_MCTS_MEMORY_NODES } from "./mcts.js";
import type { SettingName } from "./settings.js";

/** The largest full-width depth (the core's principal-variation table has that many rows). */
export const MAX_HORIZON = 64;

/** The stopping rules a refusal rule looks at (the settings have messages of their own: ./settings.ts). */
export const STOPPING_RULES = ["horizon", "bound", "stopDepth", "nodes", "time", "moveCalls"] as const;

/** A stopping rule or setting of a request (a field of SearchLimits; memoryNodes every search takes). */
export type Limit = (typeof STOPPING_RULES)[number] | SettingName;

/**
 * A check of a request's stopping rules, made in its row's order; the message follows the
 * algorithm's name. `needsOneOf`: one of these must be given. `refusesOthers`: a stopping
 * rule the search does not take is refused.
 */
export type LimitRule = { needsOneOf: readonly Limit[]; says: string } | { refusesOthers: string };

/** A search's player, which keeps its tree between moves (contract/player.ts). */
export interface PlayerInfo {
  /** The core's number for this kind (assembly/players.ts): PLAYER_KINDS is in this order. */
  code: number;
  /** The depth settings its description must give (a depth bound, a horizon); none: it plays by budgets per move. */
  needs: readonly ("bound" | "horizon")[];
  /**
   * A player by budgets whose description may also give a horizon, a cap on each move's search (a fresh search a move).
   */
  horizonCap?: true;
  /** A stop ends its move with its best so far, its tree kept consistent (it has budget checks). */
  stoppable: boolean;
  /** The most nodes its store may hold, and the default unless `defaultMemoryNodes` is given. */
  mostMemoryNodes: number;
  /** The default size of its store, where it is less than the most. */
  defaultMemoryNodes?: number;
  /** The shapes it plays, where fewer than its search's (bestfirst's player: two players without chance). */
  shapes?: ShapesTaken;
  /**
   * Bytes a node of its store takes in the core at most (its lists' sizes: the store, the
   * spare copy a re-rooting copies into, the search's own lists a node; test/memory-use.test.ts).
   */
  bytesPerNode: number;
}

/**
 * The shapes of game a search takes (contract/game-shape.ts): two players only or any
 * number, and whether chance nodes too. A game of another shape is refused before the search starts.
 */
export interface ShapesTaken {
  players: "two" | "any";
  chance: boolean;
}

/** Two-player games without chance: every search of the papers. */
const TWO_PLAYERS_NO_CHANCE: ShapesTaken = { players: "two", chance: false };

export interface SearchInfo {
  /** What users call it (the page's list). */
  title: string;
  /** The shapes of game it takes; any other is refused, naming the searches that take it. */
  shapes: ShapesTaken;
  /**
   * The shapes the core's form takes, where fewer than `shapes` (the reference's): a game kit's class of another
   * shape is refused, naming the reference.
   */
  coreShapes?: ShapesTaken;
  /**
   * Settings it takes in two-player games without chance only (mcts: MCTS-Solver's proofs and implicit minimax
   * backups); a request giving one for a game of another shape is refused. Left out, such a game runs without them.
   */
  plainShapeOnly?: readonly Limit[];
  /** The stopping rules and settings it reads; any other is refused. */
  takes: readonly Limit[];
  /** Its own checks of the stopping rules, in order. */
  rules: readonly LimitRule[];
  /**
   * A stop (the searcher's stop flag, an aborted control) ends it with its best move so far.
   * The others (minimax, alpha-beta) check budgets too, but a stop ends them with an error.
   */
  stoppable: boolean;
  /** It recurses a frame a ply on the call stack, so it goes at most RBFMS_DEEPEST plies deep. */
  framePerPly?: true;
  /**
   * The most nodes it may hold at once and its default (memoryNodes; `defaultNodes` where
   * the default is less than the most); bytes a node in the core, if it keeps a tree or frames
   * (its lists' sizes: test/memory-use.test.ts holds them to the core), and the bytes more a
   * node of each tree with MCTS's implicit minimax backups (`alpha`).
   */
  memory: { mostNodes: number; defaultNodes?: number; bytesPerNode?: number; alphaBytesPerNode?: number };
  /**
   * Optional members of the Game protocol it needs in a game of more than two players (brs:
   * setToMove, to play any opponent's move out of turn); a game without them is refused.
   */
  needsMembers?: readonly "setToMove"[];
  /**
   * "own": it searches a game of your own only, in both engines: a TypeScript game (searchGame, createSearcher) or
   * a game kit's core. An engine's built-in games, all two-player without chance (which minimax and alpha-beta
   * search), refuse it by name, and ALGORITHMS, the built-in games' searches, leaves it out.
   */
  games?: "own";
  /**
   * "reference": the core has no form of it yet, so a game kit's core refuses it by name, naming the reference
   * engine, which searches the game's TypeScript class (searchGame, createSearcher).
   */
  engines?: "reference";
  /** Another form of the search named, which lists of one of each leave out. */
  formOf?: string;
  player?: PlayerInfo;
}

const BUDGETS: readonly Limit[] = ["nodes", "time"];
const BEST_FIRST_RULES: readonly LimitRule[] = [
  { refusesOthers: "takes a depth bound, a stopping depth or budgets, not a horizon" },
  {
    needsOneOf: ["bound", "stopDepth", ...BUDGETS],
    says: "needs a stopping rule: a depth bound, a stopping depth, a node budget or a time budget",
  },
];
/**
 * Minimax and alpha-beta to a fixed horizon take budgets as bounds: stopped by one (or by
 * a control) before the horizon is searched, they end with a BestfirstError, never a
 * partial answer (./bounds.ts). id answers with its deepest completed iteration instead.
 */
const FULL_WIDTH_RULES: readonly LimitRule[] = [
  { needsOneOf: ["horizon"], says: `needs a horizon (--horizon H, 1..${MAX_HORIZON})` },
  {
    refusesOthers:
      "takes a horizon and node or time budgets as bounds, not a depth bound; use id for the best move within a budget",
  },
];
/** Best-first's tree: 8 bytes a node (docs/searches.md, "Memory"). */
const TREE = { mostNodes: MAX_SEARCH_MEMORY_NODES, bytesPerNode: 8 };
/** RBFMS's frames: an 8-byte sort key, the static value, a solved mark and a frame's solved count a child. */
const FRAMES = { mostNodes: MAX_SEARCH_MEMORY_NODES, bytesPerNode: 20 };
/** A list of children a ply (at most horizon x B, which always fits): the limit is taken and never reached. */
const LISTS = { mostNodes: MAX_SEARCH_MEMORY_NODES };

/** The searches of every shape so far: full width to a horizon, budgets as bounds, of a user's game only. */
const SHAPED_FULL_WIDTH = {
  takes: ["horizon", ...BUDGETS],
  rules: FULL_WIDTH_RULES,
  stoppable: false,
  memory: LISTS,
  games: "own",
} as const;

/** The searches; both engines number them in this order (SEARCH_NAMES: the core's codes), a user's game's last. */
const TABLE = {
  minimax: {
    title: "minimax",
    shapes: TWO_PLAYERS_NO_CHANCE,
    takes: ["horizon", ...BUDGETS, "evaluation"],
    rules: FULL_WIDTH_RULES,
    stoppable: false,
    memory: LISTS,
  },
  alphabeta: {
    title: "alpha-beta",
    shapes: TWO_PLAYERS_NO_CHANCE,
    takes: ["horizon", ...BUDGETS, "evaluation"],
    rules: FULL_WIDTH_RULES,
    stoppable: false,
    memory: LISTS,
    player: { code: 2, needs: ["horizon"], stoppable: false, mostMemoryNodes: MAX_MEMORY_NODES, bytesPerNode: 24 },
  },
  id: {
    title: "alpha-beta (iterative deepening)",
    shapes: TWO_PLAYERS_NO_CHANCE,
    takes: ["horizon", ...BUDGETS, "moveCalls", "evaluation"],
    stoppable: true,
    memory: LISTS,
    rules: [
      { needsOneOf: [...BUDGETS, "moveCalls", "horizon"], says: "needs a node budget, a time budget or a horizon" },
      { refusesOthers: "takes a horizon and budgets, not a depth bound" },
    ],
  },
  bestfirst: {
    title: "best-first minimax",
    // More than two players in both engines: best-first max^n (docs/searches.md, "Best-first max^n").
    shapes: { players: "any", chance: false },
    takes: ["bound", "stopDepth", ...BUDGETS, "evaluation"],
    rules: BEST_FIRST_RULES,
    stoppable: true,
    memory: TREE,
    player: {
      code: 0,
      needs: ["bound"],
      stoppable: true,
      mostMemoryNodes: MAX_MEMORY_NODES,
      bytesPerNode: 16,
      shapes: TWO_PLAYERS_NO_CHANCE,
    },
  },
  rbfms: {
    title: "RBFMS (recursive best-first)",
    shapes: TWO_PLAYERS_NO_CHANCE,
    takes: ["bound", "stopDepth", ...BUDGETS, "countRegenerations", "evaluation"],
    rules: BEST_FIRST_RULES,
    stoppable: true,
    framePerPly: true,
    memory: FRAMES,
  },
  "rbfms-inherit": {
    title: "RBFMS, 1992 form (children inherit values)",
    shapes: TWO_PLAYERS_NO_CHANCE,
    takes: ["bound", "stopDepth", ...BUDGETS, "countRegenerations", "evaluation"],
    rules: BEST_FIRST_RULES,
    stoppable: true,
    framePerPly: true,
    memory: FRAMES,
    formOf: "rbfms",
  },
  extension: {
    title: "best-first extension",
    shapes: TWO_PLAYERS_NO_CHANCE,
    takes: ["horizon", "bound", "stopDepth", ...BUDGETS, "evaluation"],
    stoppable: true,
    memory: TREE,
    rules: [
      { needsOneOf: ["horizon"], says: `needs a horizon for its alpha-beta phase (--horizon H, 1..${MAX_HORIZON})` },
      {
        needsOneOf: ["bound", "stopDepth", ...BUDGETS],
        says:
          "needs a stopping rule for its best-first phase: a depth bound, a stopping depth, a node budget or a " +
          "time budget",
      },
    ],
    player: {
      code: 1,
      needs: ["bound", "horizon"],
      stoppable: true,
      mostMemoryNodes: MAX_MEMORY_NODES,
      bytesPerNode: 16,
    },
  },
  mma: {
    title: "min/max approximation (Rivest)",
    shapes: TWO_PLAYERS_NO_CHANCE,
    takes: [...BUDGETS, "moveCalls", "p", "penaltyConstant", "evaluation"],
    stoppable: true,
    /** Value and link word, the edge's penalty and the least below as doubles, the tip's child, the child count. */
    memory: { mostNodes: MAX_MMA_MEMORY_NODES, bytesPerNode: 32 },
    rules: [
      { refusesOthers: "takes budgets (a node, move-call or time budget), not a horizon or a depth bound" },
      {
        needsOneOf: ["nodes", "moveCalls", "time"],
        says: "needs a budget: a node budget, a move-call budget or a time budget",
      },
    ],
    /** The search's 32, the spare value and link words a re-rooting copies into, and the side to move a kept node. */
    player: { code: 3, needs: [], stoppable: true, mostMemoryNodes: MAX_MMA_MEMORY_NODES, bytesPerNode: 44 },
  },
  mcts: {
    title: "Monte-Carlo tree search (UCT, MCTS-Solver)",
    // n players and chance in both engines (docs/searches.md, "MCTS on games of every shape").
    shapes: { players: "any", chance: true },
    plainShapeOnly: ["solver", "alpha"],
    stoppable: true,
    takes: [
      ...BUDGETS,
      "simulations",
      "seed",
      "exploration",
      "leaf",
      "rolloutDepth",
      "evaluationScale",
      "solver",
      "alpha",
      "evaluation",
    ],
    /**
     * Visits, total reward and proven outcome as doubles, first child, child count with flags (contract/mcts.ts);
     * `alpha`'s implicit value a double more.
     */
    memory: { mostNodes: MAX_MCTS_MEMORY_NODES, bytesPerNode: 32, alphaBytesPerNode: 8 },
    rules: [
      { refusesOthers: "takes budgets (a simulation, node or time budget), not a horizon or a depth bound" },
      {
        needsOneOf: ["simulations", ...BUDGETS],
        says: "needs a budget: a simulation budget, a node budget or a time budget",
      },
    ],
    /** Two trees of 32 (the kept subtree is copied into the other), and the copy's list of node numbers. */
    player: { code: 4, needs: [], stoppable: true, mostMemoryNodes: MAX_MCTS_MEMORY_NODES, bytesPerNode: 68 },
  },
  "alphabeta-tt": {
    title: "alpha-beta with a transposition table",
    shapes: TWO_PLAYERS_NO_CHANCE,
    takes: ["horizon", ...BUDGETS, "aspiration", "pvs", "history", "lmr", "evaluation", "quiescence", "nullMove"],
    stoppable: true,
    /** The table's entries (its memory limit): key, value, and move, depth and bound in one word. */
    memory: { mostNodes: MAX_TABLE_ENTRIES, defaultNodes: DEFAULT_TABLE_ENTRIES, bytesPerNode: 16 },
    rules: [
      { needsOneOf: [...BUDGETS, "horizon"], says: "needs a node budget, a time budget or a horizon" },
      { refusesOthers: "takes a horizon and budgets, not a depth bound" },
    ],
    /**
     * A fresh search each move, with the move's budgets; its store is the table (DEFAULT_TABLE_ENTRIES unless
     * memoryNodes).
     */
    player: {
      code: 5,
      needs: [],
      horizonCap: true,
      stoppable: true,
      mostMemoryNodes: MAX_TABLE_ENTRIES,
      defaultMemoryNodes: DEFAULT_TABLE_ENTRIES,
      bytesPerNode: 16,
    },
  },
  // The searches of games of every shape, of a user's game only (`games`: a TypeScript game or a
  // game kit's core): each full width to a horizon, every ply counted (chance plies too), its
  // budgets bounds as minimax's (docs/searches.md, "Games of every shape").
  maxn: { title: "max^n (Luckhardt & Irani)", shapes: { players: "any", chance: false }, ...SHAPED_FULL_WIDTH },
  paranoid: {
    title: "paranoid alpha-beta (Sturtevant & Korf)",
    shapes: { players: "any", chance: false },
    ...SHAPED_FULL_WIDTH,
  },
  brs: {
    title: "best-reply search (Schadd & Winands)",
    shapes: { players: "any", chance: false },
    needsMembers: ["setToMove"],
    ...SHAPED_FULL_WIDTH,
  },
  expectimax: { title: "expectimax", shapes: { players: "any", chance: true }, ...SHAPED_FULL_WIDTH },
  star2: { title: "*-minimax, Star2 (Ballard)", shapes: { players: "two", chance: true }, ...SHAPED_FULL_WIDTH },
} as const satisfies Record<string, SearchInfo>;

/** Every search's name: a user's own game takes them all (searchGame). */
export type SearchName = keyof typeof TABLE;
/** The searches of the built-in games, in both engines. */
export type Algorithm = {
  [A in SearchName]: (typeof TABLE)[A] extends { games: "own" } ? never : A;
}[SearchName];
/** The searches of a user's own game alone (a TypeScript game, a game kit's core). */
export type OwnGameSearch = Exclude<SearchName, Algorithm>;
/** The searches that have a player. */
export type PlayerKind = { [A in Algorithm]: (typeof TABLE)[A] extends { player: PlayerInfo } ? A : never }[Algorithm];

export const SEARCHES: Readonly<Record<SearchName, SearchInfo>> = TABLE;

/**
 * Every search, in table order (the built-in games' first): what a user's own game takes (searchGame, a game kit's
 * core). A search's code in the core is its place here (assembly/search/run.ts).
 */
export const SEARCH_NAMES = Object.keys(TABLE) as readonly SearchName[];

/** The searches of the built-in games, by name: SEARCH_NAMES' first, so their places are their codes there too. */
export const ALGORITHMS = SEARCH_NAMES.filter((a) => SEARCHES[a].games !== "own") as readonly Algorithm[];

/** The searches of a user's own game alone. */
export const OWN_GAME_SEARCHES = SEARCH_NAMES.filter((a) => SEARCHES[a].games === "own") as readonly OwnGameSearch[];

/** The player kinds in the core's order (PlayerInfo.code). */
export const PLAYER_KINDS: readonly PlayerKind[] = (ALGORITHMS.filter((a) => SEARCHES[a].player) as PlayerKind[]).sort(
  (a, b) => SEARCHES[a].player!.code - SEARCHES[b].player!.code,
);

/** The searches that take `limit`, in table order. */
export function algorithmsTaking(limit: Limit): Algorithm[] {
  return ALGORITHMS.filter((a) => SEARCHES[a].takes.includes(limit));
}

/** Whether `algorithm` refuses a request without `limit` (a rule that needs it alone). */
export function searchNeeds(algorithm: Algorithm, limit: Limit): boolean {
  return SEARCHES[algorithm].rules.some(
    (rule) => "needsOneOf" in rule && rule.needsOneOf.length === 1 && rule.needsOneOf[0] === limit,
  );
}

/** Whether `algorithm` is a search of the built-in games (not an inherited property name). */
export function isAlgorithm(algorithm: unknown): algorithm is Algorithm {
  return isSearchName(algorithm) && SEARCHES[algorithm].games !== "own";
}

/** Whether `name` is a search of the table: one of the built-in games' or one of a user's game's alone. */
export function isSearchName(name: unknown): name is SearchName {
  return typeof name === "string" && Object.hasOwn(SEARCHES, name);
}

/**
 * The most nodes a search of `algorithm` may hold, and its default: best-first's tree
 * (bestfirst, extension), RBFMS's frames (rbfms, rbfms-inherit), mma's tree. Minimax,
 * alpha-beta and id hold one list of children a ply (at most horizon x B, which always fits).
 */
export function mostSearchMemoryNodes(algorithm: string): number {
  return isSearchName(algorithm) ? SEARCHES[algorithm].memory.mostNodes : MAX_SEARCH_MEMORY_NODES;
}

/**
 * The memory limit a search of `algorithm` takes when the request gives none: its most, or less (alphabeta-tt's table).
 */
export function defaultSearchMemoryNodes(algorithm: string): number {
  return isSearchName(algorithm)
    ? (SEARCHES[algorithm].memory.defaultNodes ?? SEARCHES[algorithm].memory.mostNodes)
    : MAX_SEARCH_MEMORY_NODES;
}
