// Time budgets on a slow game, and mma on games that break the protocol (issue 41). The
// clock is read at a stride of work that adapts to the game (assembly/search/limits.ts),
// so `time: 100` on a game whose evaluate takes 5 ms ends within the issue's 200 ms on
// both engines and every search: the reference on a TypeScript Nim that waits 5 ms in
// evaluate (the evaluations begun after the deadline are counted, a bound that does not
// depend on the machine's load: the wait is wall-clock time, the search's own work is
// microseconds), the core on a kit game that waits 5 ms on the core's clock
// (test/fixtures/kit/slow-game.ts). And mma, which walks to a tip the tree holds as not
// terminal, ends on a game whose undo() forgets: a BestfirstError on the reference, an
// end on the core (library and CLI), each run in a child process killed after a deadline.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import {
  ALGORITHMS,
  BestfirstError,
  createWasmEngine,
  searchGame,
  type Algorithm,
  type KitEngine,
  type SearchLimits,
} from "../index.js";
import { NimTwin } from "./kit-nim.js";
import { clockLimits } from "./search-limits.js";

const fixtures = fileURLToPath(new URL("./fixtures/kit/", import.meta.url));
const root = fileURLToPath(new URL("../", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-clock-"));
let slow: KitEngine;

/** The issue's budget and bound, in ms; each evaluation of the slow games waits EVALUATE_MS. */
const TIME = 100,
  BOUND = 200,
  EVALUATE_MS = 5;
/**
 * Evaluations the reference may begin after its deadline: the one under way when the
 * time runs out ends, and until the clock's stride comes down again (it grows while a
 * search's checks come without evaluations between them: alpha-beta's inner nodes) a few
 * more may start. Eight of 5 ms stay well inside the bound.
 */
const LATE_EVALUATIONS = 8;

/** The limits that make each search stop on the clock: a horizon deeper than 100 ms reach where one is needed. */
function limitsOf(algorithm: Algorithm): SearchLimits {
  return clockLimits(algorithm, TIME, 12);
}

/** Nim 3, 4, 5 (the kit's twin) whose evaluate waits EVALUATE_MS of wall-clock time, noting when each began. */
class SlowNim extends NimTwin {
  readonly began: number[] = [];
  override evaluate(): number {
    const start = performance.now();
    this.began.push(start);
    while (performance.now() < start + EVALUATE_MS);
    return super.evaluate();
  }
}

/** A search's time, and its report or the message of its BestfirstError. */
function timed(run: () => unknown): { ms: number; outcome: unknown } {
  const t0 = performance.now();
  let outcome: unknown;
  try {
    outcome = run();
  } catch (error) {
    expect(error).toBeInstanceOf(BestfirstError);
    outcome = (error as Error).message;
  }
  return { ms: performance.now() - t0, outcome };
}

/** Full-width searches to a fixed horizon have no answer when stopped: the engine's error says so. */
function expectStoppedOrAnswered(algorithm: Algorithm, outcome: unknown): void {
  if (algorithm === "minimax" || algorithm === "alphabeta")
    expect(outcome).toMatch(/was stopped by its node or time budget/);
  else expect(outcome).toHaveProperty("move");
}

beforeAll(async () => {
  await kitCore({ file: join(fixtures, "slow-game.ts"), out: join(dir, "slow.wasm") });
  await kitCore({ file: join(fixtures, "forgetful-undo.ts"), out: join(dir, "forgetful.wasm") });
  slow = await createWasmEngine({ core: readFileSync(join(dir, "slow.wasm")) });
}, 600_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The 200 ms are wall-clock time, as the issue asks: a search descheduled by other work
// may pass them once, so each case is tried again up to twice. A search whose clock is
// read too seldom (4,096 nodes: 15-20 s here) fails every try.
const NOISE = { retry: 2 };

test.each([...ALGORITHMS])(
  "the reference: time 100 on a game of 5 ms evaluations ends within 200 ms (%s)",
  NOISE,
  (algorithm) => {
    const game = new SlowNim();
    const t0 = performance.now();
    const { ms, outcome } = timed(() => searchGame(game, { algorithm, ...limitsOf(algorithm) }));
    expectStoppedOrAnswered(algorithm, outcome);
    const late = game.began.filter((t) => t >= t0 + TIME).length;
    expect(late, `${late} evaluations begun after the deadline`).toBeLessThanOrEqual(LATE_EVALUATIONS);
    expect(ms).toBeLessThan(BOUND);
  },
);

test.each([...ALGORITHMS])(
  "the core: time 100 on a kit game of 5 ms evaluations ends within 200 ms (%s)",
  NOISE,
  (algorithm) => {
    const { ms, outcome } = timed(() => slow.search({ position: {}, algorithm, ...limitsOf(algorithm) }));
    expectStoppedOrAnswered(algorithm, outcome);
    expect(ms).toBeLessThan(BOUND);
  },
);

// mma on games whose undo() forgets, and (the reference) whose moveCount() returns -1
// past its second ply: each case prints a line as it ends, so a hang fails and names it.
const BROKEN = `
import { searchGame, createWasmEngine } from "./index.ts";
import { NimTwin } from "./test/kit-nim.ts";
import { readFileSync } from "node:fs";
class ForgetfulUndo extends NimTwin { undo() {} }
class MinusOne extends NimTwin {
  depth = 0;
  play(m) { super.play(m); this.depth++; }
  undo() { super.undo(); this.depth--; }
  moveCount() { return this.depth >= 2 ? -1 : super.moveCount(); }
}
const report = (name, run) => {
  try { run(); console.log(JSON.stringify({ name, ended: "answer" })); }
  catch (e) { console.log(JSON.stringify({ name, ended: e.name, message: e.message })); }
};
for (const limits of [{ time: 100 }, { nodes: 1000 }]) {
  report("reference, undo forgets", () => searchGame(new ForgetfulUndo(), { algorithm: "mma", ...limits }));
  report("reference, moveCount -1", () => searchGame(new MinusOne(), { algorithm: "mma", ...limits }));
  const core = await createWasmEngine({ core: readFileSync(process.argv.at(-1)) });
  report("core, undo forgets", () => core.search({ position: {}, algorithm: "mma", ...limits }));
}
`;

test("mma ends on games breaking the protocol: the reference with a BestfirstError naming the method, the core", () => {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", BROKEN, join(dir, "forgetful.wasm")],
    {
      cwd: root,
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  const lines = run.stdout
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  expect(
    run.status,
    `the child stopped (${run.signal ?? run.status}) after ${lines.length} cases: ${run.stderr.slice(0, 500)}`,
  ).toBe(0);
  expect(lines.map((l) => l.name)).toEqual(
    Array(2).fill(["reference, undo forgets", "reference, moveCount -1", "core, undo forgets"]).flat(),
  );
  for (const line of lines) {
    if (line.name === "reference, undo forgets") {
      expect(line.ended).toBe("BestfirstError");
      expect(line.message).toMatch(
        new RegExp(
          /^your game's moveCount\(\) returned 0 at a position that was not terminal /.source +
            /.*undo\(\) must restore the position/.source,
        ),
      );
    } else if (line.name === "reference, moveCount -1") {
      expect(line.ended).toBe("BestfirstError");
      expect(line.message).toMatch(/^your game's moveCount\(\) returned -1;/);
    } else {
      // The core ends: with its answer, or (the class's undo having left the position
      // elsewhere, so that its principal variation is not legal where it is named) with a
      // CoreTrapError naming the class (../game-ops.ts, legalAlong).
      expect(["answer", "CoreTrapError"]).toContain(line.ended);
      if (line.ended === "CoreTrapError")
        expect(line.message).toMatch(/^the game core of ForgetfulUndo failed during search \(mma\)/);
    }
  }
}, 120_000);

test("the CLI's mma on a core whose undo() forgets ends (time and node budgets)", () => {
  for (const limit of [
    ["--time", "100"],
    ["--nodes", "1000"],
  ]) {
    const args = ["search", "--core", join(dir, "forgetful.wasm"), "--algorithm", "mma", ...limit, "--json"];
    const result = spawnSync(process.execPath, [join(root, "dist/cli/main.js"), ...args], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.signal, `bestfirst ${args.join(" ")} did not end`).toBeNull();
    expect([0, 2]).toContain(result.status);
    if (result.status === 2) expect(result.stderr.trim().split("\n")).toHaveLength(1);
  }
}, 180_000);
