// A searcher's worker for a user's game (./own-game-pool.ts): it imports the game's
// module and makes the game at its start from the export and its arguments as it starts
// (then says it is ready: the caller's start-up watchdog stops), and runs each
// piece of work on that game through the reference's own-game functions (the adapter
// checks what the game returns), stopped by the shared flag and posting progress as
// ./serve.ts does for the built-in games. The game stays at its start between works
// (a player's worker keeps it at the player's position instead). Whatever the user's
// code throws (the module's import, the export, a method during a search) comes back as a
// BestfirstError saying where; a game that threw is made afresh before the next work,
// since its state can no longer be trusted.

import {
  BestfirstError,
  checkInt,
  checkObservedMove,
  MAX_PERFT_DEPTH,
  shown,
  type Game,
  type SearchControl,
} from "../contract/index.js";
import { CheckedGame } from "../reference/checked-game.js";
import { checkedPlayer, checkGame, searchChecked } from "../reference/own-game.js";
import { legalNames, playGamePosition, type GamePosition } from "../reference/own-game-position.js";
import { perft } from "../reference/perft.js";
import type { FromWorker, GameLoad, ToWorker, Work, WorkResult } from "./protocol.js";
import { controlFor } from "./worker-control.js";

/** The handler of a worker started with a user's game; `post` sends a message back to the caller. */
export function serveGame(
  post: (message: FromWorker) => void,
  load: GameLoad,
  stop: Int32Array | undefined,
): (message: ToWorker) => void {
  const maker = importMaker(load);
  maker.catch(() => undefined); // its failure is each work's answer
  /** The game at its start (a pool's worker) or at the held player's position. */
  let current: CheckedGame | undefined;
  let held: { player: ReturnType<typeof checkedPlayer>; depth: number } | undefined;
  /** Why the held player can no longer play, once its game threw. */
  let broken: string | undefined;
  /** Why the game could not be made as the worker started: the first work's answer (later ones try again). */
  let startFailure: { error: unknown } | undefined;

  async function game(): Promise<CheckedGame> {
    if (startFailure) {
      const { error } = startFailure;
      startFailure = undefined;
      throw error;
    }
    if (current === undefined) current = new CheckedGame(await make(await maker, load));
    return current;
  }

  // The game is made first: work waits behind it, and "started" comes once it is made.
  let queue = game()
    .then(
      () => undefined,
      (error: unknown) => {
        startFailure = { error };
      },
    )
    .then(() => post({ type: "ready" }));

  /** Runs `use` on the game at its start with `position` played, then takes the position back. */
  async function at<T>(position: GamePosition | undefined, use: (game: CheckedGame) => T): Promise<T> {
    const g = await game();
    try {
      playGamePosition(g, position);
      return use(g);
    } finally {
      g.restore();
    }
  }

  async function run(work: Work, control: SearchControl): Promise<WorkResult[Work["op"]]> {
    switch (work.op) {
      case "game-load":
        return (await game(), null);
      case "game-search": {
        const { position, ...request } = work.request ?? {};
        return at(position, (g) => searchChecked(g, { ...request, control }));
      }
      case "game-perft": {
        const depth = checkInt("perft depth", work.depth, 1, MAX_PERFT_DEPTH);
        return at(work.position, (g) => perft(g, depth));
      }
      case "game-player-create": {
        const player = checkedPlayer(work.spec);
        const g = await game();
        g.restore();
        held = undefined;
        playGamePosition(g, work.position);
        held = { player, depth: g.depth };
        return null;
      }
      case "player-choose": {
        const { player, depth } = holding();
        const g = await game();
        try {
          return player.choose(g, control);
        } finally {
          g.restore(depth);
        }
      }
      case "player-observe": {
        const { player } = holding();
        const g = await game();
        checkObservedMove(work.move, legalNames(g));
        player.observe(work.move);
        g.play(work.move);
        holding().depth = g.depth;
        return null;
      }
      default:
        throw new Error(`a searcher worker of a user's game was sent the built-in games' work (${work.op})`);
    }
  }

  function holding(): NonNullable<typeof held> {
    if (broken !== undefined) throw new BestfirstError(broken);
    if (!held) throw new Error("a searcher worker was sent a player's move before the player");
    return held;
  }

  async function answer(message: Extract<ToWorker, { type: "run" }>): Promise<void> {
    const { id, work } = message;
    post({ type: "started", id }); // after the start-up (above): a slow import is the start-up watchdog's
    try {
      post({ type: "done", id, result: await run(work, controlFor(message, stop, post)) });
    } catch (error) {
      const usage = error instanceof BestfirstError;
      if (!usage && current !== undefined) {
        // The game threw: its state is unknown. A pool's worker makes a new one; a player's game is its
        // position, lost with it.
        current = undefined;
        if (held) broken = `this player's game threw (${describe(error)}): make a new player (createPlayer)`;
      }
      post({
        type: "error",
        id,
        message: usage ? error.message : `your game threw ${during(work)}: ${describe(error)}`,
        usage: true,
      });
    }
  }

  return (message) => {
    if (message.type === "run") queue = queue.then(() => answer(message));
  };
}

/** The game a user's module makes (`bestfirst train --game-module`), checked as a searcher's workers check it. */
export async function loadGameModule(load: GameLoad): Promise<Game> {
  return make(await importMaker(load), load);
}

/** A class or a function, as the module exports it. */
type Maker = object;

/** The export that makes the game, once the module is imported. */
async function importMaker(load: GameLoad): Promise<Maker> {
  let module: Record<string, unknown>;
  try {
    module = await import(/* @vite-ignore */ load.module);
  } catch (error) {
    throw new BestfirstError(`your game's module ${load.module} could not be loaded: ${describe(error)}`);
  }
  const made = module[load.export];
  if (!(load.export in module))
    throw new BestfirstError(
      `your game's module ${load.module} has no export ${shown(load.export)}; its exports: ${
        Object.keys(module)
          .map((k) => shown(k))
          .join(", ") || "none"
      }`,
    );
  if (typeof made !== "function")
    throw new BestfirstError(
      `your game's export ${shown(load.export)} must be a class (made with new) or a function that makes the game, ` +
        `not ${shown(made)}`,
    );
  return made as Maker;
}

/** The game the export makes with the arguments, checked to meet the Game protocol. */
async function make(maker: Maker, load: GameLoad): Promise<Game> {
  const isClass = isConstructor(maker);
  const name = (maker as { name?: unknown }).name;
  const shownName = typeof name === "string" && /^[\w$]+$/.test(name) ? name : load.export;
  const call = isClass ? `new ${shownName}(...args)` : `${shownName}(...args)`;
  let game: unknown;
  try {
    game = await (isClass
      ? new (maker as new (...args: unknown[]) => unknown)(...load.args)
      : (maker as (...args: unknown[]) => unknown)(...load.args));
  } catch (error) {
    throw new BestfirstError(`your game's ${call} threw: ${describe(error)}`);
  }
  try {
    return checkGame(game as Game);
  } catch (error) {
    throw new BestfirstError(`${call} did not make a Game: ${(error as Error).message}`);
  }
}

/** Whether `f` can be called with new (a class, a plain function), without calling it. */
function isConstructor(f: unknown): boolean {
  try {
    Reflect.construct(String, [], f as new () => unknown);
    return true;
  } catch {
    return false;
  }
}

function during(work: Work): string {
  if (work.op === "game-search") return "during the search";
  if (work.op === "game-perft") return "during perft";
  if (work.op === "player-choose") return "during the player's search";
  return "as the position was played";
}

/** An error as one line: its kind and message. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
