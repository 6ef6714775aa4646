// A game of one's own in the core (the game kit: docs/your-game.md): its positions, which
// are the game's start and then moves, by name and then by index, and the engine over a
// core built for it. The engine is the Engine of ./engine.ts on these positions, without
// the random tree's two methods; a game with no solver refuses `solve`.

import type { Engine } from "./engine.js";
import type { SearchRequest } from "./search.js";
import type { SearchName } from "./searches.js";
import type { Player } from "./player.js";
import { checkPath } from "./games.js";
import { fail, isRevokedProxy, shown } from "./errors.js";
import { checkKnownKeys } from "./options.js";
import type { FieldsOf } from "./game-row.js";

/** A position of a kit's game: its start (the class's `load`), then `moves` by name, then `path` by index. */
export interface KitPosition {
  /** Moves by name from the start, as the class's moveName writes them. */
  moves?: readonly string[];
  /** Then moves by index into each position's legal moves. */
  path?: readonly number[];
}

/**
 * The fields of a position of a user's own game, a kit core's or a `Game`'s (reference/own-game-position.ts): it
 * names no game (there is one) and takes no other key. @internal
 */
export const OWN_POSITION_FIELDS = Object.keys({ moves: true, path: true } satisfies FieldsOf<KitPosition>);

/** The longest list of moves a kit's position takes (the core's exchange buffer holds 65,600 words). */
export const KIT_MAX_PLIES = 65_000;

/**
 * A search request on a kit's game; without a position, from the start. Its game is a user's, so it takes every
 * search (SEARCH_NAMES: the searches of every shape too).
 */
export type KitSearchRequest = Omit<SearchRequest, "position" | "algorithm"> & {
  position?: KitPosition;
  algorithm: SearchName;
};

/** A player on a kit's game: choose takes its positions. */
export type KitPlayer = Omit<Player, "choose"> & {
  choose(position?: KitPosition, control?: Parameters<Player["choose"]>[1]): ReturnType<Player["choose"]>;
};

/** The engine over a core built by `bestfirst build-game`. */
export interface KitEngine {
  readonly name: "wasm";
  /** The game's title: its class's name. */
  readonly game: string;
  /** True when the class has a `solve`. */
  readonly solvable: boolean;
  search(request: KitSearchRequest): ReturnType<Engine["search"]>;
  createPlayer(spec: Parameters<Engine["createPlayer"]>[0]): KitPlayer;
  /** perft from `position` (undefined: the start); so are the other methods' positions. */
  perft(position: KitPosition | undefined, depth: number): number[];
  solve(position?: KitPosition, options?: Parameters<Engine["solve"]>[1]): ReturnType<Engine["solve"]>;
  moves(position?: KitPosition): ReturnType<Engine["moves"]>;
  evaluate(position?: KitPosition): number;
  /** The class's featureCount; 0 when it has no feature hook (docs/your-game.md, "Features"). */
  readonly featureCount: number;
  /** The features active at `position` (a game not over), as the class's features(out) wrote them, checked. */
  features(position?: KitPosition): Int32Array;
  /**
   * From now on every search, player and evaluate reads the learned evaluation: the sum of
   * these weights (one integer a feature) over the active features, away from the end of the
   * game; undefined: the class's own evaluate again.
   */
  useWeights(weights: ArrayLike<number> | undefined): void;
}

/**
 * A kit position's moves checked (their syntax and lengths; legality as they are played): names, then indices, each a
 * copy.
 */
export function checkKitPosition(position: KitPosition): { names: string[]; path: readonly number[] } {
  if (position === null || typeof position !== "object" || isRevokedProxy(position))
    fail(
      `a position must be an object { moves?, path? } (moves by name from the start, then by index), got ` +
        `${shown(position)}`,
    );
  checkKnownKeys("a position of a game kit's core", position, OWN_POSITION_FIELDS, "field");
  const named: unknown = position.moves;
  if (named !== undefined && !Array.isArray(named)) fail(`moves must be a list of move names, got ${shown(named)}`);
  const list = (named ?? []) as readonly unknown[];
  if (list.length > KIT_MAX_PLIES) fail(`moves has ${list.length} moves; a position takes at most ${KIT_MAX_PLIES}`);
  const names: string[] = [];
  for (let k = 0; k < list.length; k++) {
    if (!(k in list))
      fail(`moves must be a list of move names, without holes: number ${k + 1} is missing (a sparse array)`);
    const name = list[k];
    if (typeof name !== "string") fail(`moves must be a list of move names: move number ${k + 1} is ${shown(name)}`);
    names.push(name);
  }
  return { names, path: checkPath(position.path, KIT_MAX_PLIES - names.length) };
}
