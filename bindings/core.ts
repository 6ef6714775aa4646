// One instance of the core and its exchange buffer. Every call into the core goes
// through `run`, which turns a trap into a clear error and replaces the instance (a
// trapped instance may hold a half-updated state and is not used again), and refuses a
// call made while another is running: the core has one set of buffers and globals, and
// the only way in while it runs is a search's callback (a control's onProgress or
// shouldStop), whose nested call would overwrite the search it is called from.

import { instantiateCore, type CoreExports } from "./load.js";
import { BestfirstError, fail } from "../contract/index.js";

/**
 * The core trapped: on the built-in games a bug in bestfirst, not in the input (which is
 * checked first); on a game built with the kit (`game` names it), most likely an error in
 * the game's own class.
 */
export class CoreTrapError extends Error {
  /** The kit's game the core was running, if it was one. */
  readonly game?: string;
  /**
   * `detail`: what the kit's core recorded of the trap (the class's member, its message), told instead of the trap's
   * own.
   */
  constructor(operation: string, cause: unknown, game?: string, detail?: string) {
    const what = detail ?? String((cause as Error)?.message ?? cause);
    super(
      game === undefined
        ? `the WebAssembly core failed during ${operation} (${what}); ` +
            "it has been restarted. This is a bug in bestfirst: please report it with the command that caused it."
        : `the game core of ${game} failed during ${operation} (${what}): most likely an error in the class ${game} ` +
            "(an index out of range, a thrown error); the core has been restarted, and players made before are lost",
    );
    this.name = "CoreTrapError";
    if (game !== undefined) this.game = game;
  }
}

/**
 * Whether an error is the caller's input failing, to be told as such (the command line's
 * exit 2): a BestfirstError, or a trap in a kit game's own class. A trap in the built-in
 * core is a bug in bestfirst, and is not.
 */
export function isInputError(error: unknown): boolean {
  return error instanceof BestfirstError || (error instanceof CoreTrapError && error.game !== undefined);
}

/**
 * Whether a stack overflow is the core's own: the stack it was thrown on runs through the
 * core's functions. One thrown by the caller's own code alone (a getter of a request that
 * calls itself) is the caller's error, and the core, which it never reached, goes on. A
 * stack without frames (Error.stackTraceLimit = 0) cannot tell, and counts as the core's.
 */
function coreOverflow(error: RangeError): boolean {
  if (!/call stack/.test(error.message)) return false;
  const stack = typeof error.stack === "string" ? error.stack : "";
  return !/\n\s+at /.test(stack) || /wasm:\/\/|wasm-function/.test(stack);
}

/**
 * Memory beyond which a trap is the allocator failing to grow by a block (at most 1 GiB) below the core's 4 GiB less a
 * page.
 */
const ALLOCATOR_FULL_BYTES = 3 * 2 ** 30 - 2 ** 16;

export class Core {
  /** The current instance's exports (use inside `run`, which guards against traps). */
  exports: CoreExports;
  private view: Int32Array = new Int32Array(0);
  /** Counts instances: state held in an instance (a player's slot) dies with it. */
  generation = 0;
  /** The game a kit's core holds (its class's name): a trap is then named after it. */
  game: string | undefined;
  /** The operation `run` is running, if any: a call while it is set comes from one of its callbacks. */
  private busy: string | undefined;
  /** Work put off by `whenIdle` until the running operation returns. */
  private deferred: (() => void)[] = [];
  /** The watcher's checkpoint, called by the core while one is installed (watch). */
  private checkpoint: (canStop: boolean) => boolean = () => false;
  private readonly onCheckpoint = (canStop: number): number => (this.checkpoint(canStop !== 0) ? 1 : 0);
  /**
   * A kit's core's account of a trap (bindings/kit-fault.ts), read from the trapped
   * instance before it is replaced: the error to throw, or undefined for the usual one.
   */
  explainTrap?: (operation: string, trap: Error) => Error | undefined;
  /** Sets a new instance up as the trapped one was (a kit's core's learned weights: bindings/kit-features.ts). */
  onRestart?: () => void;

  /** `memory`: the shared memory of the threads build's instances (bindings/threads/), this one among them. */
  constructor(
    private readonly module: WebAssembly.Module,
    private readonly memory?: WebAssembly.Memory,
  ) {
    this.exports = instantiateCore(module, this.onCheckpoint, memory);
  }

  /** Runs `body` with `checkpoint` installed as the core's watcher (true stops a search). */
  watched<T>(checkpoint: (canStop: boolean) => boolean, body: () => T): T {
    this.checkpoint = checkpoint;
    this.exports.searchWatch(1);
    try {
      return body();
    } finally {
      this.exports.searchWatch(0);
      this.checkpoint = () => false;
    }
  }

  /** The exchange buffer as i32 words, re-made when memory has grown since last time. */
  io(): Int32Array {
    const memory = this.exports.memory;
    if (this.view.buffer !== memory.buffer)
      this.view = new Int32Array(memory.buffer, this.exports.ioPointer(), this.exports.ioWords());
    return this.view;
  }

  /** Runs `task` now, or, when called from a callback of a running operation, right after it returns. */
  whenIdle(task: () => void): void {
    if (this.busy === undefined) task();
    else this.deferred.push(task);
  }

  /**
   * Runs `body` against the exports; a trap becomes a CoreTrapError. A call made while
   * another runs (from one of its callbacks) is refused before it touches the core, so the
   * running one goes on as if it had not been made.
   */
  run<T>(operation: string, body: (core: CoreExports) => T): T {
    if (this.busy !== undefined)
      fail(
        `the WebAssembly engine is busy with ${this.busy}, and was called (${operation}) from one of its callbacks: ` +
          "call it after the search returns, or use another engine (each createWasmEngine() has a core of its own)",
      );
    this.busy = operation;
    try {
      return body(this.exports);
    } catch (error) {
      // A trap, or the core's stack exhausted (V8 reports that as a RangeError).
      const trap = error instanceof WebAssembly.RuntimeError || (error instanceof RangeError && coreOverflow(error));
      if (!trap) throw error;
      const explained = this.explainTrap?.(operation, error);
      // The core stops itself when a request needs more memory than it has (assembly/search/scratch.ts);
      // past that check only the allocator's own stop remains, when the memory cannot grow
      // by a block it needs (a block is at most 1 GiB): a trap with the memory that full is that.
      const outOfMemory =
        this.exports.coreOutOfMemory() === 1 || this.exports.memory.buffer.byteLength > ALLOCATOR_FULL_BYTES;
      this.exports = instantiateCore(this.module, this.onCheckpoint, this.memory);
      this.view = new Int32Array(0);
      this.generation++;
      this.onRestart?.();
      if (explained !== undefined) throw explained;
      if (outOfMemory)
        throw new BestfirstError(
          `${operation} needs more memory than the WebAssembly core has (4 GiB, 3 for search trees); ` +
            "ask for a smaller search (a node budget, a smaller bound, horizon or branching factor, a lower memory " +
            "limit). " +
            "The core has been restarted: players made before are lost",
        );
      throw new CoreTrapError(operation, error, this.game);
    } finally {
      this.busy = undefined;
      if (this.deferred.length > 0) for (const task of this.deferred.splice(0)) task();
    }
  }
}
