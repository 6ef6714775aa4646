// The searcher's watchdog (searcher/watchdog.ts, docs/async.md "The watchdog"): game code
// that never returns is ended from outside its worker. A user's TypeScript game whose
// moveCount loops (test/fixtures/own-games.ts) and a kit core whose moveCount loops
// (test/fixtures/kit/looping-nim.ts): a search with a time budget rejects with a
// BestfirstError naming the game once the budget and the documented grace are past (and
// not before), and the next request on the same searcher gives the reference engine's
// report; an aborted search stuck in the game rejects with the signal's reason; one
// without a budget or a signal is left running. A constructor, a factory or a core's start
// that never returns rejects createSearcher, or the work, after `startupMs`. The CLI's
// `search --time` ends likewise, with one line and exit 2.

import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import {
  BestfirstError,
  createSearcher,
  searchGame,
  STOP_GRACE_MS,
  watchdogGraceMs,
  WATCHDOG_MIN_GRACE_MS,
  type GameSearchReport,
  type RunOptions,
} from "../index.js";
import { Hexapawn } from "../examples/hexapawn.js";
import { NimTwin } from "./kit-nim.js";
import { expectUsageLine } from "./helpers.js";

const module = new URL("./fixtures/own-games.ts", import.meta.url);
const fixtures = fileURLToPath(new URL("./fixtures/kit/", import.meta.url));
const cliPath = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-watchdog-"));
/** Slack for a loaded machine past what the watchdog allows: its timers and messages wait for a busy thread. */
const MARGIN_MS = 5000;
/** A timer may fire a millisecond or so before its time is due (Node rounds). */
const EARLY_MS = 50;
const BUDGET = 300;

let looping: Uint8Array, neverStarts: Uint8Array;
beforeAll(async () => {
  const file = join(fixtures, "looping-nim.ts");
  await kitCore({ file, className: "LoopingNim", out: join(dir, "looping.wasm") });
  await kitCore({ file, className: "NeverStarts", out: join(dir, "never.wasm") });
  looping = readFileSync(join(dir, "looping.wasm"));
  neverStarts = readFileSync(join(dir, "never.wasm"));
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs the CLI with its status line forced on (BESTFIRST_PROGRESS=1), sends SIGINT at the
 * first line that shows its worker has taken the work up, and collects what it printed
 * (killed after a minute if that never comes: the test then fails on its exit code).
 */
function interruptedOnceStarted(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args], { env: { ...process.env, BESTFIRST_PROGRESS: "1" } });
    const deadline = setTimeout(() => child.kill("SIGKILL"), 60_000);
    let stdout = "",
      stderr = "",
      sent = false;
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => {
      stderr += d;
      const taken = (line: string) => line.startsWith("searching: ") && !line.includes("waiting");
      if (!sent && stderr.split("\n").slice(0, -1).some(taken)) {
        sent = true;
        child.kill("SIGINT");
      }
    });
    child.on("close", (code) => {
      clearTimeout(deadline);
      resolve({ code, stdout, stderr });
    });
  });
}

const withoutTime = ({ ms: _ms, ...rest }: { ms: number }) => rest;

/**
 * Runs `work` (given its run options), which must reject; how long it ran from the moment
 * its worker took it up (onStart) to the rejection, and the error.
 */
async function timedRejection(
  work: (options: RunOptions) => Promise<unknown>,
): Promise<{ error: unknown; ms: number }> {
  let started: number | undefined;
  const error = await work({ onStart: () => (started = performance.now()) }).then(
    () => {
      throw new Error("test: the work resolved");
    },
    (e: unknown) => e,
  );
  expect(started, "the worker took the work up").toBeDefined();
  return { error, ms: performance.now() - started! };
}

/** The watchdog ended the work: a BestfirstError saying so, after the budget and its grace, within a margin of it. */
function expectOverrun({ error, ms }: { error: unknown; ms: number }, game: RegExp): void {
  expect(error).toBeInstanceOf(BestfirstError);
  const message = (error as Error).message;
  expect(message).toMatch(game);
  const grace = watchdogGraceMs(BUDGET);
  expect(message).toContain(`did not end within its time budget of ${BUDGET} ms and a grace of ${grace} ms`);
  expect(message).toContain("the game's code did not return");
  const allowed = BUDGET + watchdogGraceMs(BUDGET);
  expect(ms).toBeGreaterThanOrEqual(allowed - EARLY_MS);
  expect(ms).toBeLessThan(allowed + MARGIN_MS);
}

test("the grace is max(1000 ms, budget / 2)", () => {
  expect(WATCHDOG_MIN_GRACE_MS).toBe(1000);
  expect([1, 300, 2000, 3000, 10_000].map(watchdogGraceMs)).toEqual([1000, 1000, 1000, 1500, 5000]);
});

describe("a user's TypeScript game whose moveCount never returns (3 plies deep)", () => {
  const game = { module, export: "LoopingHexapawn", args: [3] };
  const name = /^the search of your game \(export "LoopingHexapawn" of file:.*own-games\.ts\)/;
  /** Two plies: moveCount is never asked 3 plies deep. */
  const shallow = { algorithm: "alphabeta" as const, horizon: 2 };
  const reference = (): GameSearchReport => searchGame(new Hexapawn(3, 3), shallow);

  test("a search with a time budget rejects past the budget and grace; the next: the reference's report", async () => {
    const searcher = await createSearcher({ game });
    try {
      for (const algorithm of ["id", "mma"] as const) {
        expectOverrun(await timedRejection((options) => searcher.search({ algorithm, time: BUDGET }, options)), name);
        expect(withoutTime(await searcher.search(shallow))).toEqual(withoutTime(reference()));
      }
      // Requests queued behind the stuck one go on in a new worker.
      const stuck = timedRejection((options) => searcher.search({ algorithm: "id", time: BUDGET }, options));
      const behind = searcher.search(shallow);
      expectOverrun(await stuck, name);
      expect(withoutTime(await behind)).toEqual(withoutTime(reference()));
    } finally {
      await searcher.close();
    }
  }, 60_000);

  test("a player's search with a time budget a move rejects the same way", async () => {
    const searcher = await createSearcher({ game });
    try {
      const player = await searcher.createPlayer({ kind: "mma", time: BUDGET });
      expectOverrun(
        await timedRejection((options) => player.choose(options)),
        /^the player's search of your game \(export "LoopingHexapawn"/,
      );
      await expect(player.choose()).rejects.toThrow(/make a new player|needs a new player/);
    } finally {
      await searcher.close();
    }
  }, 60_000);

  test("an aborted search stuck in the game rejects with the signal's reason; with neither it runs on", async () => {
    const searcher = await createSearcher({ game });
    try {
      const controller = new AbortController();
      let started = false;
      const running = searcher.search(
        { algorithm: "id", horizon: 10 },
        { signal: controller.signal, onStart: () => (started = true) },
      );
      let settled = false;
      running.then(
        () => (settled = true),
        () => (settled = true),
      );
      // Well past any budget's watch: a search without a budget is ended by its signal only.
      await new Promise((resolve) => setTimeout(resolve, 2 * WATCHDOG_MIN_GRACE_MS));
      expect(started).toBe(true);
      expect(settled).toBe(false);
      const asked = performance.now();
      controller.abort(new Error("enough"));
      await expect(running).rejects.toThrow("enough");
      expect(performance.now() - asked).toBeLessThan(STOP_GRACE_MS + MARGIN_MS);
      expect(withoutTime(await searcher.search(shallow))).toEqual(withoutTime(reference()));
    } finally {
      await searcher.close();
    }
  }, 60_000);
});

describe("a game that is never made: createSearcher({ game }) rejects after startupMs", () => {
  const startupMs = 2000;
  for (const exported of ["NeverMade", "neverMade"]) {
    const what = exported === "NeverMade" ? "a constructor" : "a factory's promise";
    test(`${exported} (${what} that never returns)`, async () => {
      const asked = performance.now();
      const made = createSearcher({ game: { module, export: exported }, startupMs });
      await expect(made).rejects.toThrow(BestfirstError);
      await expect(made).rejects.toThrow(
        new RegExp(
          `^a searcher worker of your game \\(export "${exported}" of file:.*\\) did not start within ${startupMs} ms`,
        ),
      );
      expect(performance.now() - asked).toBeGreaterThanOrEqual(startupMs - EARLY_MS);
      expect(performance.now() - asked).toBeLessThan(startupMs + MARGIN_MS);
    }, 60_000);
  }

  test("startupMs is checked", async () => {
    for (const startupMs of [0, -1, Infinity, "5", 1e12])
      await expect(
        createSearcher({ game: { module, export: "Hexapawn" }, startupMs: startupMs as number }),
      ).rejects.toThrow(/startupMs .* must be a number of milliseconds/);
    await expect(createSearcher({ startupMs: NaN })).rejects.toThrow(BestfirstError);
  });
});

describe("a kit core whose moveCount never returns (3 plies deep)", () => {
  const name = /^the search of LoopingNim \(a game core\)/;
  const shallow = { algorithm: "alphabeta" as const, horizon: 2 };

  test("a time-budgeted search rejects past the budget and grace; the next: the reference's on the twin", async () => {
    const searcher = await createSearcher({ core: looping });
    try {
      const stuck = (options: RunOptions) => searcher.search({ position: {}, algorithm: "id", time: BUDGET }, options);
      expectOverrun(await timedRejection(stuck), name);
      const { ms: _ms, moveIndex: _i, pvIndices: _p, ...want } = searchGame(new NimTwin(), shallow);
      expect({ ...(await searcher.search({ position: {}, ...shallow })), ms: 0 }).toEqual({ ...want, ms: 0 });
    } finally {
      await searcher.close();
    }
  }, 60_000);

  test("the CLI's search --time ends in one line naming the class, exit 2; without, Ctrl-C says stuck", async () => {
    const core = join(dir, "looping.wasm");
    const args = [cliPath, "search", "--core", core, "--algorithm", "id", "--time", String(BUDGET)];
    // The watchdog's line below is what ended it; the spawn's deadline only catches a hang.
    const run = spawnSync(process.execPath, args, { encoding: "utf8", timeout: 300_000 });
    expectUsageLine(
      { code: run.status, stderr: run.stderr },
      new RegExp(
        /^bestfirst search: the search of LoopingNim \(a game core\) did not end within its /.source +
          /time budget of 300 ms .*game's code did not/.source,
      ),
    );
    expect(run.stdout).toBe("");
    const stuck = await interruptedOnceStarted("search", "--core", core, "--algorithm", "id", "--horizon", "10");
    expect(stuck.code).toBe(130);
    expect(stuck.stdout).toBe("");
    expect(stuck.stderr.trim().split("\n").at(-1)).toMatch(
      new RegExp(
        "^bestfirst search: interrupted \\(Ctrl-C\\) after [\\d.]+ s: " +
          `id reached no budget check within ${STOP_GRACE_MS} ms of the stop, so it has no move: ` +
          "the game's code did not return$",
      ),
    );
  }, 120_000);
});

describe("a kit core whose class's constructor never returns", () => {
  test("a search rejects after startupMs, an aborted one too", async () => {
    const startupMs = 2000;
    const searcher = await createSearcher({ core: neverStarts, startupMs });
    try {
      const asked = performance.now();
      await expect(searcher.search({ position: {}, algorithm: "id", time: BUDGET })).rejects.toThrow(
        new RegExp(`^a searcher worker of the game core did not start within ${startupMs} ms .*its constructor`),
      );
      expect(performance.now() - asked).toBeLessThan(startupMs + MARGIN_MS);
      const controller = new AbortController();
      const again = performance.now();
      const running = searcher.search(
        { position: {}, algorithm: "bestfirst", bound: 4 },
        { signal: controller.signal },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      controller.abort(new Error("enough"));
      await expect(running).rejects.toThrow(
        new RegExp(`^a searcher worker of the game core did not start within ${startupMs} ms`),
      );
      expect(performance.now() - again).toBeLessThan(startupMs + MARGIN_MS);
    } finally {
      await searcher.close();
    }
  }, 60_000);
});
