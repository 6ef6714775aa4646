// The loader and the instance guard (bindings/load.ts, bindings/core.ts): a trap becomes
// a clear error and a fresh instance; typed views follow memory growth.

import { expect, test } from "vitest";
import { compileCore, compileCoreSync, coreBytes, explainCompileError } from "../bindings/load.js";
import { coreBase64 } from "../bindings/generated/core.js";
import { Core, CoreTrapError } from "../bindings/core.js";
import { setSettings } from "../bindings/settings.js";
import { ALGORITHMS, BestfirstError, MAX_MEMORY_NODES, PLAYER_KINDS } from "../contract/index.js";

test("a trap in the core becomes a CoreTrapError, and the core works again after it", () => {
  const core = new Core(compileCoreSync());
  // An out-of-range player slot reads far outside memory: the bindings never do this.
  expect(() => core.run("probe", (c) => c.playerKept(1e9))).toThrow(CoreTrapError);
  expect(() => core.run("probe", (c) => c.playerKept(1e9))).toThrow(/failed during probe .*restarted/);
  expect(core.generation).toBe(2);
  const value = core.run("walk", (c) => {
    // Random game 0: seed (low, high) 1, B = 10, uniform, depth 100; no named moves; path 9,8,3.
    core.io().set([1, 0, 10, 1, 100, 9, 8, 3]);
    expect(c.gameSet(0, 5, 0, 3)).toBe(-1);
    return c.treeIndexLo();
  });
  expect(value).toBe(1094);
});

test("the exchange buffer's view is re-made when memory grows", () => {
  const core = new Core(compileCoreSync());
  const before = core.io();
  core.exports.memory.grow(1);
  const after = core.io();
  expect(after === before).toBe(false);
  expect(before.byteLength).toBe(0); // the old view is detached
  expect(after.buffer).toBe(core.exports.memory.buffer);
  after[0] = 7;
  expect(new Int32Array(core.exports.memory.buffer, core.exports.ioPointer(), 1)[0]).toBe(7);
});

test("one compiled module serves many instances (what workers receive)", () => {
  const module = compileCoreSync();
  expect(compileCoreSync()).toBe(module);
  const a = new Core(module),
    b = new Core(module);
  expect(a.exports).not.toBe(b.exports);
});

test("the core's bytes decode as atob reads them, whatever the decoder; two compile calls, one module", async () => {
  const text = atob(coreBase64);
  const bytes = coreBytes();
  expect(bytes.length).toBe(text.length);
  let same = true;
  for (let i = 0; i < text.length; i++) same &&= bytes[i] === text.charCodeAt(i);
  expect(same).toBe(true);
  const [a, b] = await Promise.all([compileCore(), compileCore()]);
  expect(a).toBe(b);
  expect(compileCoreSync()).toBe(a);
});

test("a request needing more memory than the core has ends in a BestfirstError, not a trap; the core works on", () => {
  const core = new Core(compileCoreSync());
  core.exports.coreScratchLimit(16 << 20); // 16 MiB instead of 3 GiB
  // Best-first's tree of 2 million nodes takes 3 lists of 2^21 words: 24 MiB.
  const search = () =>
    core.run("search (bestfirst)", (c) => {
      core.io().set([1, 0, 60, 1, 100]);
      expect(c.gameSet(0, 5, 0, 0)).toBe(-1);
      c.gameSearch(3, 0, 0, 0, 2e6, 0);
    });
  let error: unknown;
  try {
    search();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(BestfirstError);
  expect((error as Error).message).toMatch(/^search \(bestfirst\) needs more memory than the WebAssembly core has/);
  expect(core.generation).toBe(1);
  // The fresh instance has the full limit again: the same search completes.
  search();
  expect(core.exports.searchGenerated()).toBe(2_000_040);
});

test("a module this engine cannot compile is explained (the core needs SIMD); other errors pass unchanged", () => {
  let compileError: unknown;
  try {
    new WebAssembly.Module(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 0xff])); // a truncated, unknown section
  } catch (error) {
    compileError = error;
  }
  expect(compileError).toBeInstanceOf(WebAssembly.CompileError);
  const explained = explainCompileError(compileError) as Error;
  expect(explained).not.toBe(compileError);
  expect(explained.message).toMatch(/needs WebAssembly SIMD .*reference engine/);
  expect(explained.cause).toBe(compileError);
  const other = new RangeError("not a compile error");
  expect(explainCompileError(other)).toBe(other);
});

// The best-first player moves its root in place and leaves the dropped subtrees as garbage
// (NodeStore#moveRoot); its search reclaims them when the arrays fill (reclaimsFirst). A
// long game then runs in the memory of its live tree: here 4,000 plies at B = 10, bound 10
// generate about 850,000 nodes, whose arrays alone would take 16 MiB of a 6 MiB limit if
// nothing were reclaimed. The reference's store is held to the same rule in
// test/node-store.test.ts; the node counts cannot tell whether the core reclaims.
test("a best-first player's whole long game runs in its live tree's memory (the core reclaims its garbage)", () => {
  const core = new Core(compileCoreSync());
  core.exports.coreScratchLimit(6 << 20);
  const generated = core.run("player game", (c) => {
    core.io().set([1, 0, 10, 1, 4000]); // seed 1, B = 10, uniform, depth 4,000
    expect(c.gameSet(0, 5, 0, 0)).toBe(-1);
    const slot = c.playerCreate(PLAYER_KINDS.indexOf("bestfirst"), 10, 0, 1, MAX_MEMORY_NODES, 0);
    expect(c.treePlayerSelfPlay(slot)).toBe(4000);
    c.playerFree(slot);
    return c.treeGameGenerated();
  });
  expect(generated).toBeGreaterThan(800_000);
  expect(core.generation).toBe(0); // no restart: the core never ran out of memory
});

// The core never runs its collector (assembly/index.ts): every search and player move must
// leave nothing behind. A call that left even one small object (a header of 20 bytes and
// more) would take 18,000 calls past the memory's free end and grow it by pages.
test("every algorithm's searches and every player's moves leave no garbage: 18,000 calls, memory as it was", () => {
  const core = new Core(compileCoreSync());
  const calls = (rounds: number) =>
    core.run("calls", (c) => {
      for (let round = 0; round < rounds; round++) {
        // Random game 0: seed (round, 0), B = 4, random, depth 100.
        core.io().set([round, 0, 4, 0, 100]);
        expect(c.gameSet(0, 5, 0, 0)).toBe(-1);
        setSettings(c, { moveCalls: 50, p: 10, penaltyConstant: 1 });
        for (let algorithm = 0; algorithm < ALGORITHMS.length; algorithm++) c.gameSearch(algorithm, 2, 0, 4, 200, 0);
        const kind = round % PLAYER_KINDS.length;
        const slot = c.playerCreate(kind, 4, 2, 1, MAX_MEMORY_NODES, 0);
        if (kind === PLAYER_KINDS.indexOf("mma")) c.playerMma(slot, 50, 0, 0, 10, 1);
        if (kind === PLAYER_KINDS.indexOf("mcts")) c.playerMcts(slot, 50, round, 0, Math.SQRT2, -1, 100, -1, 0, 0, 0);
        c.gamePlayerChoose(slot);
        c.playerObserve(slot, c.searchMove());
        c.playerFree(slot);
      }
    });
  calls(200); // the lazily made objects made, the lists grown
  const before = core.exports.memory.buffer.byteLength;
  calls(2000);
  expect(core.exports.memory.buffer.byteLength).toBe(before);
  expect(core.generation).toBe(0);
});
