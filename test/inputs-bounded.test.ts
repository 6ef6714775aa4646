// Every input bounded before it is read (issue 41). Files: a --core, a game's source, a
// positions file or a results file that is a device, a FIFO or far too large is refused
// by its type and size in one line (exit 2), and never read: each command runs in a child
// killed after a deadline, so a hang or a read of /dev/zero fails the case that caused it.
// Modules: one that only looks like a kit's core (the marker exports alone, every export
// but trapping or misaligned as it starts, a foreign import, no memory) or comes from
// another bestfirst is a BestfirstError in one line, not a LinkError, TypeError or trap;
// the list of a core's exports is held to a core freshly built.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import { createWasmEngine, createWasmEngineSync } from "../bindings/index.js";
import { KIT_FUNCTIONS } from "../bindings/kit-exports.js";
import { MOST_CORE_BYTES } from "../bindings/kit-load.js";
import { BestfirstError } from "../contract/index.js";
import { fakeModule } from "./wasm-bytes.js";

const cliPath = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));
const nimSource = fileURLToPath(new URL("./fixtures/kit/nim.ts", import.meta.url));
const builtCore = fileURLToPath(new URL("../build/core.wasm", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-inputs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);
const nim = at("nim.wasm");
const fifo = at("fifo.wasm");

beforeAll(async () => {
  await kitCore({ file: nimSource, out: nim });
  spawnSync("mkfifo", [fifo]);
  spawnSync("mkfifo", [at("fifo.ts")]);
  writeFileSync(at("huge.wasm"), "");
  truncateSync(at("huge.wasm"), MOST_CORE_BYTES + 1); // sparse: no disk used
}, 300_000);

/** Runs the CLI, killed after a minute: a command that blocks or reads without end fails here, not by timing it. */
function run(...args: string[]) {
  const r = spawnSync(process.execPath, [cliPath, ...args], {
    encoding: "utf8",
    timeout: 60_000,
    killSignal: "SIGKILL",
  });
  return { code: r.status, signal: r.signal, stderr: r.stderr, stdout: r.stdout };
}

function expectOneLine(r: ReturnType<typeof run>, message: RegExp): void {
  expect(r.signal, `killed: ${r.stderr}`).toBeNull();
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(r.stderr.trim().split("\n")).toHaveLength(1);
  expect(r.stderr.trim()).toMatch(message);
  expect(r.code).toBe(2);
}

describe("a file refused by its type and size before it is read", () => {
  const commands: [string, string[]][] = [
    ["search", ["search", "--algorithm", "alphabeta", "--horizon", "2"]],
    ["perft", ["perft", "--depth", "1"]],
    ["compare", ["compare", "--pairs", "1", "--budgets", "100", "--algorithms", "id,bestfirst"]],
    ["match", ["match", "--bf-depth", "4", "--ab-depth", "2"]],
    ["compare-merge", ["compare-merge", at("none.jsonl")]],
  ];
  test.each(commands)(
    "%s --core on /dev/zero, a FIFO, a directory and a file over the maximum",
    (_, args) => {
      expectOneLine(run(...args, "--core", "/dev/zero"), /--core \/dev\/zero is a character device, not a file/);
      expectOneLine(run(...args, "--core", fifo), /--core .*fifo\.wasm is a pipe, not a file/);
      expectOneLine(run(...args, "--core", dir), /--core .* is a directory, not a file/);
      expectOneLine(
        run(...args, "--core", at("huge.wasm")),
        new RegExp(`is ${MOST_CORE_BYTES + 1} bytes: a game core is at most 64 MiB`),
      );
    },
    240_000,
  );

  test("build-game on a FIFO and on a device", () => {
    expectOneLine(run("build-game", at("fifo.ts")), /the game's source .*fifo\.ts is a pipe, not a file/);
  }, 120_000);

  test.each(["compare-merge", "tournament-merge", "quality-merge"])(
    "%s on a FIFO and on /dev/zero",
    (command) => {
      expectOneLine(run(command, fifo), /fifo\.wasm is a pipe, not a results file/);
      expectOneLine(run(command, "/dev/zero"), /\/dev\/zero is a character device, not a results file/);
    },
    120_000,
  );

  test("compare --positions on a FIFO", () => {
    expectOneLine(
      run("compare", "--game", "tictactoe", "--positions", fifo, "--pairs", "1", "--budgets", "100"),
      /the positions file .*fifo\.wasm is (a pipe, )?not a (regular )?file/,
    );
  }, 120_000);
});

describe("a module that is not this bestfirst's game core, told so in one line", () => {
  const all = (value: (name: string) => number | undefined) =>
    KIT_FUNCTIONS.map((name) => ({ name, value: value(name) }));
  const cases: [string, Uint8Array, RegExp][] = [
    [
      "the marker exports alone",
      fakeModule(["kitAbi", "gameSearch", "_initialize"].map((name) => ({ name, value: 1 }))),
      /not built by this version of bestfirst's build-game \(it lacks kitTitle, .* more\): build it again/,
    ],
    [
      "every export, misaligned as it starts",
      fakeModule(all(() => 1)),
      /has the kit's exports but is not a game core .*failed as it started/,
    ],
    [
      "every export, trapping as it starts",
      fakeModule(all((name) => (name === "_initialize" ? undefined : 1))),
      /has the kit's exports but is not a game core .*failed as it started \(unreachable\)/,
    ],
    [
      "a foreign import",
      fakeModule(
        all(() => 1),
        { imports: ["env.abort"] },
      ),
      /it imports env\.abort \(function\), which this one's do not/,
    ],
    [
      "no memory",
      fakeModule(
        all(() => 1),
        { memory: false },
      ),
      /not built by this version .*\(it lacks memory\)/,
    ],
    [
      "an export more",
      fakeModule([...all(() => 1), { name: "kitFuture", value: 1 }]),
      /it exports kitFuture \(function\), which this one's do not/,
    ],
    [
      "the built-in core",
      new Uint8Array(readFileSync(builtCore)),
      /not a game core built by bestfirst build-game \(it lacks the kit's exports\)/,
    ],
  ];
  test.each(cases)(
    "%s: a BestfirstError from both the synchronous and asynchronous loads",
    async (_, bytes, message) => {
      expect(() => createWasmEngineSync({ core: bytes })).toThrow(BestfirstError);
      expect(() => createWasmEngineSync({ core: bytes })).toThrow(message);
      await expect(createWasmEngine({ core: bytes })).rejects.toThrow(message);
      await expect(createWasmEngine({ core: new WebAssembly.Module(new Uint8Array(bytes)) })).rejects.toThrow(message);
    },
  );

  test("bytes over the maximum are refused before compiling", () => {
    expect(() => createWasmEngineSync({ core: new Uint8Array(MOST_CORE_BYTES + 1) })).toThrow(
      /no core the kit builds is over/,
    );
  });

  test("the CLI: the built-in core as --core, a fake core, and --engine ts with --core", () => {
    writeFileSync(at("fake.wasm"), fakeModule(all(() => 1)));
    for (const command of [
      ["search", "--algorithm", "alphabeta", "--horizon", "2"],
      ["perft", "--depth", "1"],
    ]) {
      expectOneLine(run(...command, "--core", builtCore), /it lacks the kit's exports/);
      expectOneLine(run(...command, "--core", at("fake.wasm")), /has the kit's exports but is not a game core/);
      expectOneLine(
        run(...command, "--core", nim, "--engine", "ts"),
        /--engine ts does not apply to --core: a game core is WebAssembly/,
      );
    }
    expectOneLine(run("compare", "--core", builtCore), /it lacks the kit's exports/);
    expectOneLine(run("compare", "--core", at("fake.wasm")), /has the kit's exports but is not a game core/);
  }, 240_000);

  test("the list of a core's exports is a freshly built core's", () => {
    const exports = WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(nim)));
    expect(
      exports
        .filter((e) => e.kind === "function")
        .map((e) => e.name)
        .sort(),
    ).toEqual([...KIT_FUNCTIONS].sort());
    expect(exports.filter((e) => e.kind !== "function")).toEqual([{ name: "memory", kind: "memory" }]);
    expect(createWasmEngineSync({ core: readFileSync(nim) }).game).toBe("Nim");
  });
});
