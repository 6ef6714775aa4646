// The game kit (docs/your-game.md): test/fixtures/kit/nim.ts built by build-game, then
// searched by the kit's engine, judged by oracles: perft by a plain enumerator of heap
// triples written here; every search and a player node for node against the reference on
// the TypeScript twin (./kit-nim.ts); solve by Bouton's theorem and the whole tree's
// size. And the kit's failures, each one clear: a trap in the class, a missing method, a
// compile error, no assemblyscript, a module that is not a game core.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import {
  ALGORITHMS,
  BestfirstError,
  CoreTrapError,
  createGamePlayer,
  createSearcher,
  createWasmEngine,
  createWasmEngineSync,
  searchGame,
  type KitEngine,
} from "../index.js";
import { coreBytes } from "../bindings/load.js";
import { buildGame, CORE_OPTIONS } from "../kit/build-game.js";
import { NimTwin } from "./kit-nim.js";
import { cli, expectUsageLine } from "./helpers.js";
import { column } from "./search-limits.js";

const fixtures = fileURLToPath(new URL("./fixtures/kit/", import.meta.url));
const root = fileURLToPath(new URL("../", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-kit-"));
let nimWasm: Uint8Array;
let trapWasm: Uint8Array;
let nim: KitEngine;

beforeAll(async () => {
  await kitCore({ file: join(fixtures, "nim.ts"), out: join(dir, "nim.wasm") });
  await kitCore({ file: join(fixtures, "trap-game.ts"), out: join(dir, "trap.wasm") });
  nimWasm = readFileSync(join(dir, "nim.wasm"));
  trapWasm = readFileSync(join(dir, "trap.wasm"));
  nim = await createWasmEngine({ core: nimWasm });
}, 600_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("build-game compiles with the built-in core's release options (asconfig.json)", () => {
  const config = JSON.parse(readFileSync(join(root, "asconfig.json"), "utf8"));
  const { outFile: _out, bindings: _bindings, ...release } = config.targets.release;
  expect({ ...CORE_OPTIONS }).toEqual({ ...release, ...config.options });
});

/** perft by plain enumeration of heap triples: a move takes 1..h stones from one heap. */
function perftOracle(heaps: number[], depth: number): number[] {
  const counts = new Array<number>(depth).fill(0);
  const walk = (h: number[], ply: number) => {
    const total = h[0] + h[1] + h[2];
    if (total === 0) {
      for (let k = ply; k < depth; k++) counts[k]++;
      return;
    }
    for (let i = 0; i < 3; i++)
      for (let take = 1; take <= h[i]; take++) {
        counts[ply]++;
        if (ply + 1 < depth)
          walk(
            h.map((x, j) => (j === i ? x - take : x)),
            ply + 1,
          );
      }
  };
  walk(heaps, 0);
  return counts;
}

test("perft from the start and from a position by name and index equals a plain enumerator", () => {
  expect(nim.perft({}, 6)).toEqual(perftOracle([3, 4, 5], 6));
  // b3 takes 3 from heap b; then index 0 takes 1 from heap a.
  expect(nim.perft({ moves: ["b3"], path: [0] }, 5)).toEqual(perftOracle([2, 1, 5], 5));
  expect(nim.perft({ moves: ["a3", "b4", "c5"] }, 3)).toEqual([1, 1, 1]); // over: one leaf at every depth
});

test("moves, names and evaluate: the class's own, and the twin's", () => {
  const twin = new NimTwin();
  twin.play(7); // c1
  expect(nim.moves({ moves: ["c1"] }).map((m) => m.move)).toEqual(
    Array.from({ length: twin.moveCount() }, (_, i) => twin.moveName(i)),
  );
  expect(nim.evaluate({ moves: ["c1"] })).toBe(twin.evaluate());
  expect(nim.game).toBe("Nim");
  expect(() => nim.moves({ moves: ["c1", "c5"] })).toThrow(
    /move c5 \(number 2\) is not legal: the legal moves there are a1, a2, a3, b1, b2, b3, b4, c1, c2, c3, c4/,
  );
  expect(() => nim.moves({ path: [12] })).toThrow(BestfirstError);
  expect(() => nim.moves({ moves: [3 as unknown as string] })).toThrow(/move number 1 is 3/);
});

/** Limits on this 12-ply game, deep enough to matter, short of solving it all (test/search-limits.ts). */
const LIMITS = column("kitNim");

test("every algorithm: the same report as the reference engine's on the TypeScript twin, node for node", () => {
  for (const moves of [[], ["c1"], ["a2", "b1"]]) {
    for (const algorithm of ALGORITHMS) {
      const twin = new NimTwin();
      for (const name of moves)
        twin.play(Array.from({ length: twin.moveCount() }, (_, i) => twin.moveName(i)).indexOf(name));
      const want = searchGame(twin, { algorithm, ...LIMITS[algorithm] });
      const got = nim.search({ position: { moves }, algorithm, ...LIMITS[algorithm] });
      const { ms: _a, moveIndex: _i, pvIndices: _p, ...expected } = want;
      expect({ ...got, ms: 0 }, `${algorithm} after ${moves.join(",")}`).toEqual({ ...expected, ms: 0 });
    }
  }
});

test("a watched search's progress names its lines with the class's moveName, every line legal from the root", () => {
  const seen: { pv: (string | number)[]; best?: { move: string | number } }[] = [];
  const r = nim.search({
    position: {},
    algorithm: "id",
    horizon: 12,
    nodes: 200_000,
    control: { onProgress: (p) => seen.push(p), progressMs: 0 },
  });
  expect(seen.length).toBeGreaterThan(0);
  for (const progress of seen) {
    const line = progress.pv.map(String);
    line.forEach((name, k) => expect(nim.moves({ moves: line.slice(0, k) }).map((m) => m.move)).toContain(name));
    if (progress.best) expect(nim.moves({}).map((m) => m.move)).toContain(progress.best.move);
  }
  expect(r.move).toBe("a2"); // Bouton's one winning move, found once id reaches the end
});

test("a player keeps its tree between moves: the same choices and counts as the reference's player on the twin", () => {
  const twin = new NimTwin();
  const reference = createGamePlayer({ kind: "bestfirst", bound: 6 });
  const player = nim.createPlayer({ kind: "bestfirst", bound: 6 });
  const path: number[] = [];
  while (!twin.isTerminal()) {
    const want = reference.choose(twin);
    const got = player.choose({ path });
    expect(got).toEqual(want);
    reference.observe(want.move);
    player.observe(want.move);
    twin.play(want.move);
    path.push(want.move);
  }
  player.dispose();
});

/** Positions in the whole game tree from `heaps` (the root and every move sequence's end), by plain enumeration. */
function treeSize(heaps: number[]): number {
  let n = 1;
  for (let i = 0; i < 3; i++)
    for (let take = 1; take <= heaps[i]; take++) n += treeSize(heaps.map((x, j) => (j === i ? x - take : x)));
  return n;
}

test("solve: Bouton's winning move and value, every position of the tree visited (the solver does not prune)", () => {
  // 3 ^ 4 ^ 5 = 2: the side to move wins, and a2 (heap a to 1) is the one move to XOR 0.
  expect(nim.solve({})).toEqual({ value: 1, move: "a2", nodes: treeSize([3, 4, 5]) });
  // After a2 the XOR is 0: the side to move loses whatever it does.
  expect(nim.solve({ moves: ["a2"] }, { weak: true })).toMatchObject({ value: -1 });
  expect(nim.solvable).toBe(true);
});

test("createSearcher({ core }): searches, perft and a player in a worker, as the engine on this thread", async () => {
  const searcher = await createSearcher({ core: nimWasm });
  try {
    const request = { position: { moves: ["c1"] }, algorithm: "rbfms" as const, bound: 8 };
    expect({ ...(await searcher.search(request)), ms: 0 }).toEqual({ ...nim.search(request), ms: 0 });
    expect(await searcher.perft({ path: [1] }, 4)).toEqual(nim.perft({ path: [1] }, 4));
    expect(await searcher.solve({ moves: ["c1"] })).toEqual(nim.solve({ moves: ["c1"] }));
    const player = await searcher.createPlayer({ kind: "bestfirst", bound: 6 }, { moves: ["a1"] });
    const sync = createWasmEngineSync({ core: nimWasm }).createPlayer({ kind: "bestfirst", bound: 6 });
    expect(await player.choose()).toEqual(sync.choose({ moves: ["a1"] }));
    await expect(searcher.search({ position: { moves: ["zz"] }, algorithm: "id", nodes: 10 })).rejects.toThrow(
      BestfirstError,
    );
    await player.dispose();
  } finally {
    await searcher.close();
  }
  await expect(createSearcher({ core: nimWasm, engine: "ts" as "wasm" })).rejects.toThrow(/wasm engine only/);
});

test("a trap in the class is a CoreTrapError naming the game, and the engine goes on", async () => {
  const engine = await createWasmEngine({ core: trapWasm });
  expect(engine.evaluate({ path: [1] })).toBe(-2);
  let error: unknown;
  try {
    engine.search({ position: {}, algorithm: "alphabeta", horizon: 4 });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(CoreTrapError);
  expect((error as CoreTrapError).game).toBe("TrapGame");
  expect((error as Error).message).toMatch(
    /^the game core of TrapGame failed during search \(alphabeta\).*an error in the class TrapGame/,
  );
  // The restarted core answers, and the game without a solver says so.
  expect(engine.moves({ path: [0] }).map((m) => m.move)).toEqual(["+1", "+2"]);
  expect(engine.evaluate({ path: [0, 1] })).toBe(5);
  expect(() => engine.solve({})).toThrow(/TrapGame has no solve\(\)/);
  const searcher = await createSearcher({ core: trapWasm });
  try {
    await expect(searcher.perft({}, 3)).resolves.toEqual([2, 4, 8]);
    await expect(searcher.search({ position: {}, algorithm: "minimax", horizon: 3 })).rejects.toThrow(
      /the game core of TrapGame failed/,
    );
  } finally {
    await searcher.close();
  }
});

test("a trap in the class ends the CLI's search and compare --core with one line naming the class, exit 2", () => {
  const core = join(dir, "trap.wasm");
  const search = cli("search", "--core", core, "--algorithm", "alphabeta", "--horizon", "4");
  expectUsageLine(
    search,
    /^bestfirst search: the game core of TrapGame failed during search \(alphabeta\).*an error in the class TrapGame/,
  );
  const compare = cli(
    "compare",
    "--core",
    core,
    "--algorithms",
    "id,mma",
    "--budgets",
    "50",
    "--pairs",
    "1",
    "--workers",
    "1",
    "--out",
    join(dir, "report"),
  );
  expectUsageLine(
    compare,
    /^bestfirst compare: the game core of TrapGame failed during .*an error in the class TrapGame/,
  );
});

test("a module that is not a game core, and bytes that are not WebAssembly, are BestfirstErrors", async () => {
  await expect(createWasmEngine({ core: coreBytes() })).rejects.toThrow(
    /not a game core built by bestfirst build-game/,
  );
  await expect(createWasmEngine({ core: new Uint8Array([1, 2, 3]) })).rejects.toThrow(BestfirstError);
  expect(() => createWasmEngineSync({ core: "x.wasm" })).toThrow(/fetched/);
});

test("build-game fails: a missing method in a line, asc's diagnostics with file and line, no asc", async () => {
  const missing = cli("build-game", join(fixtures, "missing-method.ts"), "--out", join(dir, "m.wasm"));
  expect(missing.code).toBe(2);
  expect(missing.stderr).toMatch(
    new RegExp(
      /^bestfirst build-game: .*missing-method\.ts:3: class Incomplete lacks undo and moveName, /.source +
        /which a game must have \(the protocol: docs\/your-game\.md\)\n$/.source,
    ),
  );
  const broken = cli("build-game", join(fixtures, "compile-error.ts"), "--out", join(dir, "c.wasm"));
  expect(broken.code).toBe(2);
  expect(broken.stderr).toMatch(/TS2322: Type '~lib\/string\/String' is not assignable to type 'i32'/);
  expect(broken.stderr).toMatch(/in compile-error\.ts\(7,20\)/);
  expect(broken.stderr.trim().split("\n").pop()).toMatch(
    /^bestfirst build-game: .*compile-error\.ts did not compile: 1 compile error\(s\) \(asc's diagnostics above\)$/,
  );
  await expect(buildGame({ file: join(fixtures, "nim.ts"), loadAsc: async () => undefined })).rejects.toThrow(
    /^build-game needs the AssemblyScript compiler: npm install --save-dev assemblyscript$/,
  );
  await expect(buildGame({ file: join(fixtures, "nim.ts"), className: "Nope" })).rejects.toThrow(
    /exports no class Nope \(it exports Nim\)/,
  );
  // The game class by default: the one exported class, or the one exported @final class beside a base class.
  const noAsc = async () => undefined;
  const two = join(dir, "two.ts");
  writeFileSync(two, "export class Board {}\n@final export class Game8 extends Board {}\n");
  await expect(buildGame({ file: two, loadAsc: noAsc })).rejects.toThrow(/needs the AssemblyScript compiler/);
  writeFileSync(two, "export class A {}\nexport class B {}\n");
  await expect(buildGame({ file: two, loadAsc: noAsc })).rejects.toThrow(
    /exports several classes \(A, B\), not one of them alone @final: say which is the game with --export/,
  );
}, 300_000);

test("the CLI's search, perft and match take --core", () => {
  const core = join(dir, "nim.wasm");
  const search = cli("search", "--core", core, "--moves", "c1", "--algorithm", "bestfirst", "--bound", "8", "--json");
  expect(search.stderr).toBe("");
  const { ms: _ms, ...report } = JSON.parse(search.stdout);
  const {
    ms: _m,
    peakStore: _p,
    ...expected
  } = nim.search({ position: { moves: ["c1"] }, algorithm: "bestfirst", bound: 8 });
  expect(report).toEqual(expected);
  expect(JSON.parse(cli("perft", "--core", core, "--path", "0", "--depth", "3", "--json").stdout).counts).toEqual(
    perftOracle([2, 4, 5], 3),
  );
  const match = JSON.parse(cli("match", "--core", core, "--ab-depth", "2", "--bf-depth", "6", "--json").stdout);
  expect(match.games.map((g: { finalValue: number }) => Math.abs(g.finalValue))).toEqual([100, 100]);
  const wrong = cli("search", "--core", core, "--game", "othello", "--algorithm", "id", "--nodes", "9");
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toBe(
    "bestfirst search: --game does not apply: a game core's positions are its start, " +
      "then --moves by name and --path by number\n",
  );
});
