// The loader and the instance guard (bindings/load.ts, bindings/core.ts): a trap becomes
// a clear error and a fresh instance; typed views follow memory growth.

import { expect, test } from "vitest";
import { compileCoreSync } from "../bindings/load.js";
import { Core, CoreTrapError } from "../bindings/core.js";

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
  const a = new Core(module), b = new Core(module);
  expect(a.exports).not.toBe(b.exports);
});
