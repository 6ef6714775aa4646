// The games, as the contract knows them: one row each (./game-row.ts), kept with the
// game's notation in ./notation/<game>.ts: how its moves are named and written, its
// limits, the facts typed nowhere else (its longest game, the tournaments' start
// positions), its start in the core and on the command line. The table is the one list of
// games: `Position` and `GameName` are derived from it, the bindings and the CLI read it,
// and the engines' registries of rules are held to it. A new game adds its notation
// module and one line here.

import { checkInt, fail, isRevokedProxy, shown } from "./errors.js";
import { checkOptionsObject } from "./control.js";
import { checkKnownKeys, optionsForm, SOLVE_OPTIONS } from "./options.js";
import type { GameNotation, MoveName } from "./game-row.js";
import { RANDOM_TREE } from "./notation/random-tree.js";
import { OTHELLO } from "./notation/othello.js";
import { TIC_TAC_TOE } from "./notation/tic-tac-toe.js";
import { CONNECT_FOUR } from "./notation/connect-four.js";

export type { GameNotation } from "./game-row.js";
export type { BoardDrawing } from "./board-drawing.js";

/** The rows, by game name, in the core's order (a game's number in the core is its place here). */
const TABLE = {
  random: RANDOM_TREE,
  othello: OTHELLO,
  tictactoe: TIC_TAC_TOE,
  connect4: CONNECT_FOUR,
};

type Table = typeof TABLE;

/** The position each row is typed by, by game name. */
type Positions = { [G in keyof Table]: Table[G] extends GameNotation<infer P> ? P : never };

/** A position of any built-in game, told apart by `game`. */
export type Position = Positions[keyof Table];

/** The built-in games' names: "random", "othello", "tictactoe", "connect4". */
export type GameName = keyof Table;

/** The position of game `G`: `PositionOf<"othello">` is an `OthelloPosition`. */
export type PositionOf<G extends GameName> = Positions[G];

/** The games whose row's position names another game (none: else `keyedByGame` does not compile, naming them). */
type Misfiled = { [G in GameName]: PositionOf<G>["game"] extends G ? never : G }[GameName];
const keyedByGame: [Misfiled] extends [never] ? true : Misfiled = true;
void keyedByGame;

/** The table of built-in games: one row each, and everything that lists games reads it. */
export const GAME_NOTATIONS: Record<GameName, GameNotation> = TABLE;

/** The games every engine plays. */
export const GAMES = Object.keys(GAME_NOTATIONS) as GameName[];

/**
 * The games whose row has `column`, in the table's order: the tournaments' (`starts`), the
 * demo page's (`board`). What lists a kind of game derives it here, so a new row is listed
 * wherever it qualifies.
 */
export function gamesWith(column: keyof GameNotation): GameName[] {
  return GAMES.filter((game) => GAME_NOTATIONS[game][column] !== undefined);
}

/** The notation of `position`'s game, or a BestfirstError listing the games (or the fields, for a key of none). */
export function notationOf(position: Position): GameNotation {
  if (position === null || typeof position !== "object" || isRevokedProxy(position))
    fail(`a position must be an object { game, ... }, got ${shown(position)}; games: ${GAMES.join(", ")}`);
  // Read once, and used as a key only when it is a string (an object without a prototype has no key form).
  const game: unknown = position.game;
  const notation =
    typeof game === "string" && Object.hasOwn(GAME_NOTATIONS, game) ? GAME_NOTATIONS[game as GameName] : undefined;
  if (notation === undefined) fail(`unknown game ${shown(game)}; games: ${GAMES.join(", ")}`);
  // A misspelt field (`movez`) is refused, not ignored: the position would be the start.
  checkKnownKeys(`a ${game} position`, position, Object.keys(notation.fields), "field");
  return notation;
}

/** The game's entry, for any value (undefined: not a game). */
function notationNamed(game: unknown): GameNotation | undefined {
  return typeof game === "string" && Object.hasOwn(GAME_NOTATIONS, game) ? GAME_NOTATIONS[game as GameName] : undefined;
}

/**
 * The most plies any game of `position`'s kind lasts (Infinity: no such limit; a random
 * tree's own depth is checked with the position). A bound beyond the end of a game near
 * its end is fine: the search meets the end first.
 */
export function mostPlies(position: Position): number {
  return notationNamed(position?.game)?.longest?.plies ?? Infinity;
}

/** Refuses a depth bound or stopping depth beyond any game of `position`'s kind (`mostPlies`). */
export function checkDepthWithinGame(position: Position, depth: number | undefined): void {
  const notation = notationNamed(position?.game);
  const most = notation?.longest;
  if (most && depth !== undefined && depth > most.plies)
    fail(
      `depth ${depth} is more than any ${notation.title} game lasts (${most.plies} plies: ${most.why}); give ` +
        `1..${most.plies}`,
    );
}

/** The most plies any Othello game lasts. */
export const OTHELLO_MOST_PLIES = GAME_NOTATIONS.othello.longest!.plies;

/** A position's moves checked: names in the game's notation, then indices; their codes and the path. */
/** A position's moves, checked: by name, by the core's move codes, and the path after them. @internal */
export interface CheckedMoves {
  /** The moves by name. */
  names: readonly string[];
  /** The same moves as the core's codes. */
  codes: number[];
  /** Then moves by index. */
  path: readonly number[];
}

/**
 * Checks the moves of a position (syntax and lengths; legality is checked as they are
 * played). The length first, so that a huge sparse list is refused at once; then each
 * element, read once: a hole is refused (it is no move), and the engines play the copy
 * returned, never the caller's list again (a getter or proxy could answer differently).
 */
export function checkMoves(position: Position, notation: GameNotation): CheckedMoves {
  const named = "moves" in position ? position.moves : undefined;
  // Written only for a message: a search a move would otherwise pay for it.
  const form = () => `a list of move names, like ["${notation.moveName(0)}"]`;
  if (named !== undefined && (isRevokedProxy(named) || !Array.isArray(named)))
    fail(`moves must be ${form()}, got ${shown(named)}`);
  const length = named === undefined ? 0 : named.length;
  if (length > notation.maxPlies)
    fail(`moves has ${length} moves, but no game of ${notation.title} lasts more than ${notation.maxPlies} plies`);
  const names = elements(named ?? [], length, "moves", form, (name, k) => {
    if (typeof name !== "string") fail(`moves must be ${form()}: move number ${k + 1} is ${shown(name)}`);
  });
  const codes = names.map((name, k) => notation.moveCode(name, k));
  const path = checkPath(position.path, notation.maxPlies - names.length);
  return { names, codes, path };
}

/**
 * Checks a path of move numbers (legality is checked as it is walked); its length first, and returns a copy, as
 * checkMoves.
 */
export function checkPath(path: readonly number[] | undefined, longest: number): readonly number[] {
  if (path === undefined) return [];
  if (isRevokedProxy(path) || !Array.isArray(path)) fail(`path must be a list of move numbers, got ${shown(path)}`);
  if (path.length > longest) fail(`path has ${path.length} moves but the game ends at depth ${Math.max(longest, 0)}`);
  return elements(path, path.length, "path", "a list of move numbers", (m) =>
    checkInt("a move in the path", m, 0, 65535),
  );
}

/** The first `length` elements of `list`, each read once and checked, in a plain array; a hole is refused. */
function elements<T>(
  list: readonly T[],
  length: number,
  what: string,
  form: string | (() => string),
  check: (element: unknown, k: number) => void,
): T[] {
  const copy: T[] = [];
  for (let k = 0; k < length; k++) {
    const element = list[k];
    // Only an undefined element can be a hole: asking `in` of every one would cost a search a move dearly.
    if (element === undefined && !(k in list))
      fail(
        `${what} must be ${typeof form === "string" ? form : form()}, without holes: number ${k + 1} is missing ` +
          `(a sparse array)`,
      );
    check(element, k);
    copy.push(element);
  }
  return copy;
}

/** The error for named move `k` of the list, which is not legal where it is played. */
export function illegalNamedMove(name: string, k: number, legal: readonly MoveName[]): never {
  if (legal.length === 0) fail(`move ${name} (number ${k + 1}) is not legal: the game is over there`);
  fail(`move ${name} (number ${k + 1}) is not legal: the legal moves there are ${legal.join(", ")}`);
}

/** The error for move `path[k]`, which is not legal at a node with `moves` moves. */
export function illegalPathMove(path: readonly number[], k: number, moves: number): never {
  if (moves === 0) fail(`move ${path[k]} at position ${k + 1} of the path is not legal: the game is over there`);
  fail(`move ${path[k]} at position ${k + 1} of the path is not legal: that node has moves 0..${moves - 1}`);
}

/** Checks a solve's options (no key but SOLVE_OPTIONS); the weak flag, true or false. */
export function checkSolveOptions(options: unknown): boolean {
  checkOptionsObject("solve options", options, () => optionsForm(SOLVE_OPTIONS));
  if (options === undefined) return false;
  checkKnownKeys("solve", options as object, SOLVE_OPTIONS);
  const weak = (options as { weak?: unknown }).weak;
  if (weak !== undefined && typeof weak !== "boolean")
    fail(`solve option weak must be true or false, got ${shown(weak)}`);
  return weak === true;
}

/** The error for solving a game without a solver. */
export function noSolver(notation: GameNotation): never {
  fail(
    `there is no exact solver for ${notation.title}; solve takes ` +
      `${GAMES.filter((g) => GAME_NOTATIONS[g].solvable).join(", ")}`,
  );
}
