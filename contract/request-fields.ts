// The fields a search request, a player's description and a position take, so that a
// misspelt one (`nodse`, `{ move: [...] }`) is refused instead of silently ignored. Each
// list is typed against its interface: a field added to the interface and not here (or
// here and not there) fails the type check, so the lists never drift from the types.

import type { SearchRequest } from "./search.js";
import type { PlayerSpec } from "./player.js";
import type { ConnectFourPosition, OthelloPosition, RandomPosition, TicTacToePosition } from "./position.js";
import type { GameName } from "./position.js";
import type { KitPosition } from "./kit.js";
import { checkKnownKeys } from "./options.js";

const keys = <T extends object>(fields: Record<keyof T, true>): readonly string[] => Object.keys(fields);

const LIMITS = {
  horizon: true,
  bound: true,
  stopDepth: true,
  nodes: true,
  time: true,
  memoryNodes: true,
  moveCalls: true,
  countRegenerations: true,
  p: true,
  penaltyConstant: true,
  aspiration: true,
  simulations: true,
  seed: true,
  exploration: true,
  leaf: true,
  rolloutDepth: true,
  evaluationScale: true,
  solver: true,
  alpha: true,
} as const;

/** A search request's fields (SearchRequest). */
export const SEARCH_REQUEST_FIELDS = keys<SearchRequest>({ position: true, algorithm: true, control: true, ...LIMITS });

/** A search of a user's game takes the same, less the position (the game is where it is). */
export const GAME_SEARCH_FIELDS = SEARCH_REQUEST_FIELDS.filter((field) => field !== "position");

/** A player's description's fields (PlayerSpec). */
export const PLAYER_SPEC_FIELDS = keys<PlayerSpec>({
  kind: true,
  bound: true,
  horizon: true,
  retain: true,
  memoryNodes: true,
  onFull: true,
  countRegenerations: true,
  moveCalls: true,
  nodes: true,
  time: true,
  p: true,
  penaltyConstant: true,
  simulations: true,
  seed: true,
  exploration: true,
  leaf: true,
  rolloutDepth: true,
  evaluationScale: true,
  solver: true,
  alpha: true,
});

/** Each built-in game's position fields. */
export const POSITION_FIELDS: Readonly<Record<GameName, readonly string[]>> = {
  random: keys<RandomPosition>({ game: true, tree: true, path: true }),
  othello: keys<OthelloPosition>({ game: true, board: true, moves: true, path: true }),
  tictactoe: keys<TicTacToePosition>({ game: true, moves: true, path: true }),
  connect4: keys<ConnectFourPosition>({ game: true, moves: true, path: true }),
};

/** A user's core's position fields. */
export const KIT_POSITION_FIELDS = keys<KitPosition>({ moves: true, path: true });

/** Refuses a field of `value` (an object) that `fields` lacks, naming it and what `owner` takes. */
export function checkFields(owner: string, value: object, fields: readonly string[]): void {
  checkKnownKeys(owner, value, fields, "field");
}
