// A user's core used plainly (issue 41): no position is the start, for every method that
// takes one (the search, perft, moves, evaluate, solve, a player, a searcher's workers),
// each answer the one at `{}` and the reference's on the TypeScript twin; and a watched
// search on a game with 3,000-character names, made anew at every call
// (test/fixtures/kit/long-names.ts), leaves the core's memory within a bound far below
// the names its progress reports made: the core collects a line's names as it reports it.

import { beforeAll, expect, test } from "vitest";
import { fileURLToPath } from "node:url";
import {
  ALGORITHMS,
  BestfirstError,
  createSearcher,
  createWasmEngineSync,
  searchGame,
  type KitEngine,
} from "../index.js";
import { cachedKitCore } from "../bench/kit-core.js";
import { NimTwin } from "./kit-nim.js";
import { column } from "./search-limits.js";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/kit/${name}`, import.meta.url));
let nimCore: Uint8Array;
let namesCore: Uint8Array;
let nim: KitEngine;

beforeAll(async () => {
  nimCore = await cachedKitCore(fixture("nim.ts"), "Nim");
  namesCore = await cachedKitCore(fixture("long-names.ts"), "LongNames");
  nim = createWasmEngineSync({ core: nimCore });
}, 600_000);

/** Small limits each algorithm takes on the 12-ply Nim (test/search-limits.ts). */
const LIMITS = column("kitNimSmall");
const noTime = <T extends { ms: number }>({ ms: _, ...rest }: T) => rest;

test("no position is the start: every search, as at {} and as the reference on the twin", () => {
  for (const algorithm of ALGORITHMS) {
    const request = { algorithm, ...LIMITS[algorithm] };
    const got = nim.search(request);
    expect(noTime(got), algorithm).toEqual(noTime(nim.search({ position: {}, ...request })));
    const { ms: _m, moveIndex: _i, pvIndices: _p, ...want } = searchGame(new NimTwin(), request);
    expect(noTime(got), algorithm).toEqual(want);
  }
});

test("no position is the start: perft, moves, evaluate, solve and a player", () => {
  const twin = new NimTwin();
  expect(nim.perft(undefined, 4)).toEqual(nim.perft({}, 4));
  expect(nim.moves().map((m) => m.move)).toEqual(Array.from({ length: 12 }, (_, i) => twin.moveName(i)));
  expect(nim.evaluate()).toBe(twin.evaluate());
  expect(nim.solve()).toEqual(nim.solve({}));
  const player = nim.createPlayer({ kind: "bestfirst", bound: 6 });
  const again = nim.createPlayer({ kind: "bestfirst", bound: 6 });
  expect(player.choose()).toEqual(again.choose({}));
  player.dispose();
  again.dispose();
  // A position given is still checked: null is not the start.
  expect(() => nim.moves(null as never)).toThrow(BestfirstError);
  expect(() => nim.search({ position: null as never, algorithm: "alphabeta", horizon: 2 })).toThrow(BestfirstError);
});

test("no position is the start in a searcher's workers too", async () => {
  const searcher = await createSearcher({ core: nimCore, workers: 1 });
  try {
    const report = await searcher.search({ algorithm: "alphabeta", horizon: 4 });
    expect(noTime(report)).toEqual(noTime(nim.search({ position: {}, algorithm: "alphabeta", horizon: 4 })));
  } finally {
    await searcher.close();
  }
}, 60_000);

test("3,000-character names are collected as a watched search reports them: the core's memory stays bounded", () => {
  // The core's memory, caught as the engine instantiates it (the engine keeps its instance to itself).
  const Instance = WebAssembly.Instance;
  let memory: WebAssembly.Memory | undefined;
  WebAssembly.Instance = new Proxy(Instance, {
    construct(target, args) {
      const instance = Reflect.construct(target, args) as WebAssembly.Instance;
      memory = instance.exports.memory as WebAssembly.Memory;
      return instance;
    },
  });
  let engine: KitEngine;
  try {
    engine = createWasmEngineSync({ core: namesCore });
  } finally {
    WebAssembly.Instance = Instance;
  }
  const before = memory!.buffer.byteLength;
  let reports = 0;
  let units = 0;
  const report = engine.search({
    algorithm: "id",
    nodes: 4_000_000,
    control: {
      progressMs: 0,
      onProgress: (p) => {
        reports++;
        for (const name of p.pv) units += String(name).length;
      },
    },
  });
  expect(report.nodes.generated).toBe(4_000_001);
  // The names the reports carried: tens of millions of UTF-16 units, each made in the core first (2 bytes a unit).
  expect(reports).toBeGreaterThan(1000);
  expect(units).toBeGreaterThan(40_000_000);
  // Uncollected they would hold over 80 MB of the core's memory (it grew by 157 MiB so);
  // collected, a few namings' worth.
  const grown = memory!.buffer.byteLength - before;
  expect(grown).toBeLessThan(32 * 2 ** 20);
}, 120_000);
