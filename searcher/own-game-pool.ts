// createSearcher({ game }) on the caller's side, whatever the thread API (./node.ts and
// ./browser.ts supply the workers): the built-in games' pool (./pool.ts) with workers
// started on a user's game instead of the core (./own-game-serve.ts). The searcher loads
// the game in its first worker before it is handed out, so a module that does not load,
// an export that makes no Game or a constructor that throws rejects createSearcher itself,
// as does one that does not return within `startupMs` (the watchdog: ./watchdog.ts).

import { fail, shown } from "../contract/index.js";
import { checkSearcherOptions, rejecting, searcherWorkers, withoutControl, type Endpoint } from "./pool.js";
import type { GameLoad, WorkResult } from "./protocol.js";
import type { GameSearcher, GameSearcherOptions } from "./own-game-types.js";

/**
 * Whether createSearcher's options name a user's game (any `game` that is not undefined: the checks
 * say what is wrong with it).
 */
export function isGameSearcherOptions(options: unknown): options is GameSearcherOptions {
  return options !== null && typeof options === "object" && (options as { game?: unknown }).game !== undefined;
}

/** Checks createSearcher's options for a user's game: { game: { module, export?, args? }, workers?, engine?: "ts" }. */
export function checkGameSearcherOptions(options: GameSearcherOptions): {
  workers: number;
  startupMs: number;
  load: GameLoad;
} {
  const { game, engine = "ts" } = options;
  if (engine !== "ts")
    fail(
      `a user's game runs in the reference engine ("ts"), not ${shown(engine)}: ` +
        "engine is for the built-in games' positions",
    );
  const { workers, startupMs } = checkSearcherOptions({
    workers: options.workers,
    engine,
    startupMs: options.startupMs,
  });
  const form = `{ module: new URL("./my-game.js", import.meta.url), export?: "MyGame", args?: [...] }`;
  if (game === null || typeof game !== "object" || Array.isArray(game))
    fail(`game must be an object ${form}, got ${shown(game)}`);
  const { module, export: name = "default", args = [] } = game;
  if (typeof name !== "string")
    fail(
      "game.export must be the name of the module's export that makes the game (a string; " +
        `default "default"), got ${shown(name)}`,
    );
  if (!Array.isArray(args)) fail(`game.args must be a list of the arguments the game is made with, got ${shown(args)}`);
  try {
    structuredClone(args);
  } catch (error) {
    fail(`game.args must be plain data, copied to each worker (${(error as Error).message})`);
  }
  return { workers, startupMs, load: { module: moduleUrl(module), export: name, args: [...args] } };
}

/** The module's absolute URL as text (a URL object cannot be posted to a worker). */
function moduleUrl(module: unknown): string {
  const hint = `(new URL("./my-game.js", import.meta.url)) or an absolute URL string`;
  if (module instanceof URL) return module.href;
  if (typeof module !== "string") fail(`game.module must be the game module's URL ${hint}, got ${shown(module)}`);
  try {
    return new URL(module).href;
  } catch {
    return fail(
      `game.module ${shown(module)} is not an absolute URL: give the game module's URL ${hint}; ` +
        "a worker would resolve a relative one against its own script, not yours",
    );
  }
}

/** A searcher of a user's game, once its first worker has made the game. */
export async function createGameSearcher(spawn: () => Endpoint, options: GameSearcherOptions): Promise<GameSearcher> {
  const { workers: size, startupMs, load } = checkGameSearcherOptions(options);
  const boot = { type: "init-game", game: load } as const;
  const { pool, openPlayerWith, close } = searcherWorkers(boot, spawn, size, "ts", { startupMs });
  try {
    await pool.submit<WorkResult["game-load"]>({ op: "game-load" });
  } catch (error) {
    await close();
    throw error;
  }
  // Each call only ever rejects (./pool.ts, createPool).
  return {
    search: (request, options) =>
      rejecting(() =>
        pool.submit<WorkResult["game-search"]>({ op: "game-search", request: withoutControl(request) }, options),
      ),
    perft: (position, depth, options) =>
      rejecting(() => pool.submit<WorkResult["game-perft"]>({ op: "game-perft", position, depth }, options)),
    createPlayer: (spec, position) => openPlayerWith(spec, { op: "game-player-create", spec, position }),
    close,
  };
}
