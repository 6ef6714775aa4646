// A searcher never closed holds no thread once its work is done (searcher/pool.ts): a
// worker idle for IDLE_MS is ended, and the next work starts a new one; a player's own
// worker, which holds the player's tree, is never ended for being idle. Workers here are
// stand-ins that answer at once, and the clock is vitest's, so nothing waits.

import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createWorkers, IDLE_MS, type Endpoint } from "../searcher/pool.js";
import type { FromWorker, ToWorker } from "../searcher/protocol.js";

/**
 * Stand-in workers: each is ready at once and answers a run with `done` (result 42) at once; counts
 * the ones started and ended.
 */
function standIns() {
  const counts = { started: 0, ended: 0, timersUnrefed: 0 };
  const spawn = (): Endpoint => {
    counts.started++;
    let hear: (message: FromWorker) => void = () => {};
    return {
      post(message: ToWorker) {
        if (message.type === "init") queueMicrotask(() => hear({ type: "ready" }));
        if (message.type !== "run") return;
        queueMicrotask(() => {
          hear({ type: "started", id: message.id });
          hear({ type: "done", id: message.id, result: 42 as never });
        });
      },
      listen: (onMessage) => void (hear = onMessage),
      terminate: () => void counts.ended++,
    };
  };
  return { counts, spawn };
}

const work = { op: "perft" as const, position: { game: "tictactoe" as const }, depth: 1 };
const module = {} as WebAssembly.Module;

describe("idle workers", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  test("a searcher's worker idle for IDLE_MS is ended; the next work starts a new one", async () => {
    const { counts, spawn } = standIns();
    const workers = createWorkers({ type: "init", module }, spawn, 2, "wasm", { idleMs: IDLE_MS });
    expect(await Promise.all([workers.submit(work), workers.submit(work)])).toEqual([42, 42]);
    expect(counts).toMatchObject({ started: 2, ended: 0 });
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(counts.ended).toBe(0);
    vi.advanceTimersByTime(1);
    expect(counts).toMatchObject({ started: 2, ended: 2 });
    expect(await workers.submit(work)).toBe(42);
    expect(counts).toMatchObject({ started: 3, ended: 2 });
    workers.close(new Error("closed"));
    expect(counts.ended).toBe(3);
    vi.advanceTimersByTime(IDLE_MS);
    expect(counts.ended).toBe(3); // the closed worker's timer was cleared
  });

  test("work taken up before the idle time restarts the count", async () => {
    const { counts, spawn } = standIns();
    const workers = createWorkers({ type: "init", module }, spawn, 1, "wasm", { idleMs: IDLE_MS });
    await workers.submit(work);
    vi.advanceTimersByTime(IDLE_MS / 2);
    await workers.submit(work);
    vi.advanceTimersByTime(IDLE_MS / 2 + 1);
    expect(counts).toMatchObject({ started: 1, ended: 0 });
    vi.advanceTimersByTime(IDLE_MS / 2);
    expect(counts).toMatchObject({ started: 1, ended: 1 });
  });

  test("a player's worker (no idle time) is never ended for being idle", async () => {
    const { counts, spawn } = standIns();
    const own = createWorkers({ type: "init", module }, spawn, 1, "wasm");
    await own.submit(work);
    vi.advanceTimersByTime(100 * IDLE_MS);
    expect(counts).toMatchObject({ started: 1, ended: 0 });
    own.close(new Error("closed"));
  });

  test("no timer the workers set keeps Node running (a searcher never closed lets the process exit)", async () => {
    vi.useRealTimers();
    const unrefed: unknown[] = [],
      set: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, "setTimeout").mockImplementation(((fn: () => void, ms: number) => {
      set.push(ms);
      const timer = realSetTimeout(fn, ms);
      const unref = timer.unref.bind(timer);
      timer.unref = () => (unrefed.push(timer), unref());
      return timer;
    }) as typeof setTimeout);
    try {
      const { spawn } = standIns();
      const workers = createWorkers({ type: "init", module }, spawn, 1, "wasm", { idleMs: IDLE_MS });
      await workers.submit(work);
      expect(set).toContain(IDLE_MS);
      expect(unrefed.length).toBe(set.length);
      workers.close(new Error("closed"));
    } finally {
      spy.mockRestore();
    }
  });
});
