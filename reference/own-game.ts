// Your own game, every search: the public entry that takes a user's `Game` (the protocol
// of contract/game.ts) and runs every algorithm of the reference on it, makes players that
// keep their tree, and plays a match between two of them (README: "Your own game"). The
// game is seen through checked-game.ts's adapter: what it returns is checked, and a failed
// search leaves it as it was found. A search or a player's move may be watched (a
// SearchControl: stopped, its progress heard) as the engines' are; the asynchronous
// searcher runs these same functions in its workers (searcher/own-game-serve.ts).

import {
  oneThreadNote,
  checkControl,
  checkMembersTaken,
  checkPlayerSpec,
  checkSearchLimits,
  withPreset,
  checkPlayerShapeTaken,
  checkSettingsTaken,
  checkShapeTaken,
  chanceRootMessage,
  fail,
  shown,
  stoppedBeforeEnd,
  SEARCH_NAMES,
  type Game,
  type PlayerChoice,
  type PlayerSpec,
  type SearchName,
  type SearchControl,
  type SearchLimits,
  type SearchReport,
} from "../contract/index.js";
import { runSearch } from "./search/run.js";
import { mctsCounts } from "./search/mcts.js";
import { createTreePlayer } from "./players/tree-player.js";
import { CheckedGame } from "./checked-game.js";
import { watchSearch, type Watch } from "./watch.js";

/** A search of a user's game: an algorithm and its stopping rules (no position: the game is where it is). */
export interface GameSearchRequest extends SearchLimits {
  /** The search, by its name in SEARCH_NAMES (the engines' ALGORITHMS and the searches of every shape). */
  algorithm: SearchName;
  /**
   * Stop the search from outside, hear its progress (contract/control.ts), as a
   * SearchRequest's control: a stopped search reports `stopped: true`.
   */
  control?: SearchControl;
  /** As a SearchRequest's: checked, but a game of your own searches on one thread (threadsFallback says so). */
  threads?: number;
  /** As a SearchRequest's: a preset of the algorithm (contract/presets.ts). */
  preset?: string;
}

/** A search's report, with the moves both by name and by index into each position's moves. */
export interface GameSearchReport extends SearchReport {
  /** The chosen move as an index into the root's moves. */
  moveIndex: number;
  /** The principal variation as indices into each position's moves. */
  pvIndices: number[];
}

const METHODS = ["moveCount", "play", "undo", "isTerminal", "maxToMove", "evaluate", "moveName"] as const;

/** Checks that `game` meets the Game protocol (the methods are there; `decisive` is a boolean). */
export function checkGame(game: Game): Game {
  if (game === null || typeof game !== "object") fail("a game must be an object that implements the Game protocol");
  const missing = METHODS.filter((m) => typeof (game as unknown as Record<string, unknown>)[m] !== "function");
  if (missing.length > 0) fail(`the game does not implement the Game protocol: missing ${missing.join(", ")}`);
  if (typeof game.decisive !== "boolean") fail("the game must say whether it is decisive (decisive: true or false)");
  return game;
}

/**
 * Searches the game's current position. The game is left as it was found, also when the
 * search fails: a value the game returns that breaks the protocol is a BestfirstError
 * naming the method (checked-game.ts), and the game's own exceptions pass through.
 */
export function searchGame(game: Game, request: GameSearchRequest): GameSearchReport {
  const checked = new CheckedGame(checkGame(game));
  try {
    return searchChecked(checked, request);
  } finally {
    checked.restore();
  }
}

/** searchGame on a game already seen through the adapter, at the position to search (the caller restores it). */
export function searchChecked(game: CheckedGame, given: GameSearchRequest): GameSearchReport {
  const request = withPreset(given);
  if (request === null || typeof request !== "object")
    fail(`a search request needs { algorithm, ... }; algorithms: ${SEARCH_NAMES.join(", ")}`);
  checkSearchLimits(request, game.isTerminal() ? 0 : Infinity, true);
  game.probeShape();
  checkShapeTaken(request.algorithm, game.shape);
  checkSettingsTaken(request.algorithm, request, game.shape);
  checkMembersTaken(request.algorithm, game, game.shape);
  if (game.isChance()) fail(chanceRootMessage());
  const watch = watchGame(request.control, game);
  const start = performance.now();
  const r = runSearch(game, request.algorithm, watch ? { ...request, checkpoint: watch.checkpoint } : request);
  const ms = performance.now() - start;
  watch?.rethrow(); // a control callback's own error (contract/control.ts)
  // Stopped before its end, a fixed-horizon search has no answer (as the engines: docs/searches.md, "Budgets").
  if (r.cutShort) stoppedBeforeEnd(request.algorithm, r.stats.generated);
  const names = r.pv.map((move) => {
    const name = game.moveName(move);
    game.play(move);
    return name;
  });
  for (let k = 0; k < r.pv.length; k++) game.undo();
  return {
    ...(watch?.stopped() ? { stopped: true as const } : {}),
    move: game.moveName(r.move),
    moveIndex: r.move,
    value: r.value,
    pv: names,
    pvIndices: r.pv,
    ...(r.values ? { values: r.values } : {}),
    nodes: { generated: r.stats.generated, expanded: r.stats.expanded, regenerated: r.stats.regenerated },
    peakStore: r.stats.peakStore,
    ms,
    ...mctsCounts(r),
    ...oneThreadNote(request),
  };
}

/** A player for a user's game: `choose` at its turns, `observe` every move of either side. */
export interface GamePlayer {
  /**
   * `control`: stop the move's search, hear its progress (a best-first, extension or mma player
   * stops with a move: Player.choose).
   */
  choose(game: Game, control?: SearchControl): PlayerChoice;
  /** Tells the player the move played (its index), by either side, so it keeps its tree. */
  observe(move: number): void;
}

/**
 * A player that keeps its tree between moves (kinds bestfirst, extension, alphabeta).
 * `choose` leaves the game as it was found; a player whose search failed forgets its tree.
 */
export function createGamePlayer(spec: PlayerSpec): GamePlayer {
  const player = checkedPlayer(spec);
  return {
    choose(game, control) {
      const checked = new CheckedGame(checkGame(game));
      try {
        return player.choose(checked, control);
      } finally {
        checked.restore();
      }
    },
    observe: player.observe,
  };
}

/** A player over checked games (the match's and a searcher worker's: they restore their game themselves). */
export function checkedPlayer(spec: PlayerSpec): {
  choose(game: CheckedGame, control?: SearchControl): PlayerChoice;
  observe(move: number): void;
} {
  const checkedSpec = checkPlayerSpec(spec);
  let player = createTreePlayer(checkedSpec);
  return {
    choose(game, control) {
      if (game.isTerminal()) fail("the position is terminal: the game is over there, there is no move to choose");
      game.probeShape();
      checkPlayerShapeTaken(checkedSpec.kind, game.shape);
      checkSettingsTaken(checkedSpec.kind, checkedSpec, game.shape);
      if (game.isChance()) fail(chanceRootMessage());
      const watch = watchGame(control, game);
      let choice: PlayerChoice;
      try {
        choice = player.choose(game, watch?.checkpoint);
      } catch (e) {
        player = createTreePlayer(checkedSpec); // its tree may be half-grown: start afresh
        throw e;
      }
      watch?.rethrow(); // a control callback's own error: the search ended whole, the tree is kept
      return watch?.stopped() ? { ...choice, stopped: true } : choice;
    },
    observe(move) {
      if (!Number.isInteger(move) || move < 0) fail(`a move is an index into the position's moves, got ${shown(move)}`);
      player.observe(move);
    },
  };
}

/** One side of a match: a search made afresh at every move, or a player that keeps its tree. */
export type MatchSide =
  | GameSearchRequest
  | {
      /** A player that keeps its tree between moves. */
      player: PlayerSpec;
    };

/** One game of a match: who was MAX (0: the first side), the moves by name, the final value (MAX's view). */
export interface MatchGame {
  /** Which side was MAX: 0, the first. */
  maxSide: 0 | 1;
  /** The game's moves by name. */
  moves: string[];
  /** The final value, from MAX's point of view. */
  value: number;
}

/** What `playMatch` answers: a pair of games, colours swapped, and the verdict. */
export interface MatchResult {
  /** The two games. */
  games: [MatchGame, MatchGame];
  /** Games won by each side (a decisive game: by the sign of its final value), and draws. */
  wins: [number, number];
  /** Games drawn. */
  draws: number;
  /**
   * The pair's verdict as in the papers' tournaments: the side that reached the larger
   * final value as MAX wins the pair; null for a tie.
   */
  pairWinner: 0 | 1 | null;
}

/**
 * Plays a pair of games between two sides, colours swapped: each game starts from a new
 * game made by `newGame()`. `maxPlies` guards against a game that never ends. A game that
 * ends normally is left at its end; one whose match fails is taken back to its start.
 */
export function playMatch(
  newGame: () => Game,
  sides: readonly [MatchSide, MatchSide],
  options: { maxPlies?: number } = {},
): MatchResult {
  if (typeof newGame !== "function") fail("playMatch needs a function that makes a new game at its start");
  if (!Array.isArray(sides) || sides.length !== 2) fail("playMatch needs two sides");
  const maxPlies = options.maxPlies ?? 10_000;
  const games = [0, 1].map((maxSide) =>
    playOne(new CheckedGame(checkGame(newGame())), sides, maxSide as 0 | 1, maxPlies),
  ) as [MatchGame, MatchGame];
  const wins: [number, number] = [0, 0];
  let draws = 0;
  for (const g of games) {
    if (g.value === 0) draws++;
    else wins[g.value > 0 ? g.maxSide : 1 - g.maxSide]++;
  }
  const asMax = [games[0].value, games[1].value]; // side 0 was MAX in game 0, side 1 in game 1
  const pairWinner = asMax[0] === asMax[1] ? null : asMax[0] > asMax[1] ? 0 : 1;
  return { games, wins, draws, pairWinner };
}

function playOne(
  game: CheckedGame,
  sides: readonly [MatchSide, MatchSide],
  maxSide: 0 | 1,
  maxPlies: number,
): MatchGame {
  try {
    const players = sides.map((side) => ("player" in side ? checkedPlayer(side.player) : undefined));
    const moves: string[] = [];
    for (let ply = 0; !game.isTerminal(); ply++) {
      if (ply >= maxPlies) fail(`the game did not end within ${maxPlies} plies (maxPlies)`);
      const side = game.maxToMove() ? maxSide : 1 - maxSide;
      const player = players[side];
      const move = player ? player.choose(game).move : searchChecked(game, sides[side] as GameSearchRequest).moveIndex;
      moves.push(game.moveName(move));
      for (const p of players) p?.observe(move);
      game.play(move);
    }
    return { maxSide, moves, value: game.evaluate() };
  } catch (e) {
    game.restore();
    throw e;
  }
}

/**
 * The watch of a search from `game`'s current position (none without a control; a bad one
 * is a BestfirstError): its line is named from that position on the searching game itself
 * (CheckedGame#nameLine), as a user's game offers no second copy at the root.
 */
function watchGame(control: unknown, game: CheckedGame): Watch | undefined {
  const checked = checkControl(control);
  if (checked === undefined) return undefined;
  const root = game.depth;
  return watchSearch(checked, (line) => game.nameLine(root, line));
}
