// The threads build of the core (build/core-threads.wasm, docs/design/threads.md): its
// instances share one memory, yet each keeps its own heap, exchange buffer and settings,
// so that instances searching side by side (in one thread, taking turns; in two worker
// threads at once) give exactly the normal build's answers and counts.

import { describe, expect, test } from "vitest";
import { once } from "node:events";
import { ThreadsCore, compileThreadsCoreSync, threadsMemory } from "../bindings/threads/threads-core.js";
import { wasmEngineOn } from "../bindings/wasm-engine.js";
import { workerFromFile } from "../searcher/node-worker-file.js";
import { ALGORITHMS, type Engine, type SearchRequest } from "../contract/index.js";
import { engines, outcome } from "./helpers.js";
import { column } from "./search-limits.js";

const [normal] = engines;
const module = compileThreadsCoreSync();
const OTHELLO = column("othello");
const CONNECT_FOUR = column("connectFour");

/** Every search of the core on two positions of each of two games, at the tables' second limits. */
function requests(shift: number): SearchRequest[] {
  const othello = [[], ["d3", "c5", "f6"]].map((moves) => ({ game: "othello", moves }) as const);
  const connectFour = [[], [4, 4, 3, 5]].map((moves) => ({ game: "connect4", moves: moves.map(String) }) as const);
  return ALGORITHMS.flatMap((algorithm, i) => [
    { position: othello[(i + shift) % 2], algorithm, ...OTHELLO[algorithm](2) } as SearchRequest,
    { position: connectFour[(i + shift) % 2], algorithm, ...CONNECT_FOUR[algorithm](2) } as SearchRequest,
  ]);
}

describe("the threads build", () => {
  test("two instances over one memory, taking turns, give the normal build's reports; each has its own heap", () => {
    const memory = threadsMemory();
    const cores = [new ThreadsCore(module, memory), new ThreadsCore(module, memory)];
    const [a, b] = cores.map((core): Engine => wasmEngineOn(core));
    expect(cores[0].exports.ioPointer()).not.toBe(cores[1].exports.ioPointer());
    const ra = requests(0),
      rb = requests(1);
    for (let i = 0; i < ra.length; i++) {
      expect(outcome(a, ra[i])).toEqual(outcome(normal, ra[i]));
      expect(outcome(b, rb[i])).toEqual(outcome(normal, rb[i]));
    }
  });

  test("no search writes below the instances' own pages (static data is every instance's, over one memory)", () => {
    const memory = threadsMemory();
    // The memory's first pages hold the static data; every instance's heap is claimed above them (memory.grow).
    const statics = memory.buffer.byteLength;
    const cores = [new ThreadsCore(module, memory), new ThreadsCore(module, memory)];
    const [a, b] = cores.map((core): Engine => wasmEngineOn(core));
    const started = new Uint8Array(memory.buffer, 0, statics).slice();
    const ra = requests(0),
      rb = requests(1);
    for (let i = 0; i < ra.length; i++) {
      outcome(a, ra[i]);
      outcome(b, rb[i]);
    }
    const now = new Uint8Array(memory.buffer, 0, statics);
    const written: number[] = [];
    for (let at = 0; at < statics; at++) if (now[at] !== started[at]) written.push(at);
    const range = written.length === 0 ? "none" : `${written.length} bytes from ${written[0]} to ${written.at(-1)}`;
    expect(range).toBe("none");
  });

  test("the flags a helper reads at every node sit on a cache line apart from the lead's table", () => {
    const core = new ThreadsCore(module, threadsMemory());
    const flags = core.exports.threadsFlags();
    const table = core.runThreads("lead", (c) => {
      c.searchMemoryLimit(1000);
      c.threadsLead();
      return c.threadsTable();
    });
    expect(flags % 64).toBe(0);
    expect(Math.floor(table / 64)).not.toBe(flags / 64);
  });

  test("two players, one in each instance, keep their trees between moves as the normal build's do", () => {
    const memory = threadsMemory();
    const [a, b] = [0, 1].map(() => wasmEngineOn(new ThreadsCore(module, memory)));
    const spec = { kind: "bestfirst", bound: 6 } as const;
    const players = [a.createPlayer(spec), b.createPlayer(spec)];
    const oracles = [normal.createPlayer(spec), normal.createPlayer(spec)];
    let position = { game: "othello" as const, moves: [] as string[] };
    for (let ply = 0; ply < 8; ply++) {
      const k = ply % 2;
      const got = players[k].choose(position);
      expect(got).toEqual(oracles[k].choose(position));
      for (const player of [...players, ...oracles]) player.observe(got.move);
      position = { ...position, moves: [...position.moves, String(normal.moves(position)[got.move].move)] };
    }
  });

  test("two instances in two worker threads at once give the normal build's reports", async () => {
    const memory = threadsMemory();
    const lists = [requests(0), requests(1)];
    const barrier = new SharedArrayBuffer(8),
      rounds = 3;
    const workers = lists.map((list) =>
      workerFromFile(import.meta.url, "fixtures/threads-instance-worker", {
        workerData: { module, memory, requests: list, barrier, rounds },
      }),
    );
    const reports = await Promise.all(workers.map(async (w) => (await once(w, "message"))[0] as unknown[]));
    await Promise.all(workers.map((w) => w.terminate()));
    lists.forEach((list, k) => {
      const once = list.map((r) => outcome(normal, r));
      expect(reports[k]).toEqual(Array.from({ length: rounds }, () => once).flat());
    });
  });
});
