// An asynchronous player (docs/async.md, "Players"): the synchronous engine's player
// (contract/player.ts) held in a worker of its own, so its tree stays there between
// moves while the caller's thread goes on. The handle keeps the player's position on the
// worker's side (the start, then every observed move) and runs one step at a time, in
// the order asked. A stop ends a best-first, extension or mma player's search at its
// next budget check with its best move so far, and the player plays on (its tree is
// whole); any other stop (the alpha-beta player, a search that reaches no check in
// time, no shared stop flag) ends the worker, and the player with it.

import { BestfirstError, type PlayerChoice, type PlayerSpec } from "../contract/index.js";
import type { Work } from "./protocol.js";
import type { AsyncPlayer, PlayerRunOptions, RunOptions } from "./types.js";

/** Workers that take work in order (./pool.ts): a searcher's, or a player's own one. */
export interface Workers {
  /**
   * `onWorkerEnded`: called if the worker is ended while this work runs on it (a stop, a callback's
   * throw, a crash).
   */
  submit<T>(work: Work, options?: RunOptions, onWorkerEnded?: () => void): Promise<T>;
  /** Ends the workers; work running or waiting rejects with `error`. */
  close(error: unknown): void;
}

/** Creates the player in `own` (its worker) by the work `create`; `forget` runs once the worker is ended. */
export async function openPlayer(
  own: Workers,
  spec: PlayerSpec,
  create: Work,
  forget: () => void,
): Promise<AsyncPlayer> {
  let gone: string | undefined; // why the player can no longer be used
  const end = (why: string) => {
    if (gone !== undefined) return;
    gone = why;
    own.close(new BestfirstError(why));
    forget();
  };
  try {
    await own.submit(create);
  } catch (error) {
    end("the player could not be created");
    throw error;
  }
  /**
   * One step in the player's worker. A step whose worker was ended while it ran (a stop
   * that got no move, a callback that threw, a crash) takes the player with it; one
   * stopped while still waiting, or before it was asked, never ran: the player is as it was.
   */
  async function step<T>(what: string, run: (onWorkerEnded: () => void) => Promise<T>): Promise<T> {
    if (gone !== undefined) throw new BestfirstError(`${gone}: ${what} needs a new player (createPlayer)`);
    let workerEnded = false;
    try {
      return await run(() => (workerEnded = true));
    } catch (error) {
      if (workerEnded) end("this player was stopped in the middle of a search");
      throw error;
    }
  }
  // Its time budget a move, read once the worker has taken the spec: the watchdog's (./watchdog.ts).
  const { time } = spec as { time?: unknown };
  const budget = typeof time === "number" ? time : undefined;
  return {
    choose: (options?: PlayerRunOptions) =>
      step("choose()", (onWorkerEnded) =>
        own.submit<PlayerChoice>({ op: "player-choose", kind: spec.kind, time: budget }, options, onWorkerEnded),
      ),
    observe: (move: number) =>
      step("observe()", (onWorkerEnded) =>
        own.submit<null>({ op: "player-observe", move }, undefined, onWorkerEnded).then(() => undefined),
      ),
    async dispose() {
      end("this player was disposed");
    },
  };
}
