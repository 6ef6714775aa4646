// The round robin on a game core of one's own (Breakthrough on 6 x 5, built by the kit's
// build-game from test/fixtures/breakthrough/boards.ts): the same pairs and summary for 1
// and 2 workers and for two shards merged, in the library and on the command line; every
// stored game replayed on the TypeScript twin (examples/breakthrough), which must find it
// legal and over with the value stored; a file of another core refused on resume, a forged
// final value refused; the report's one line on decision quality (without and with a
// solve(): Nim, test/fixtures/kit/nim.ts); bad --core files end with one line and exit 2.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import { Breakthrough } from "../examples/breakthrough/breakthrough.js";
import { runRoundRobin } from "../experiments/compare/runner.js";
import { mergeRoundRobinFiles } from "../experiments/compare/merge.js";
import { CORE_OPENING_PLIES, coreDecisionSection, coreOpening } from "../experiments/compare/core-game.js";
import { readRoundRobinFile } from "../experiments/compare/store.js";
import { loadCore } from "../experiments/run/cores.js";
import type { CoreGameSpec, PairPlayed, RoundRobinSpec } from "../experiments/compare/types.js";
import { cli, expectUsageLine } from "./helpers.js";

const boards = fileURLToPath(new URL("./fixtures/breakthrough/boards.ts", import.meta.url));
const nim = fileURLToPath(new URL("./fixtures/kit/nim.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-compare-core-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);
const wasm = at("bt6x5.wasm");

let core: CoreGameSpec;
beforeAll(async () => {
  await Promise.all([
    kitCore({ file: boards, className: "Breakthrough6x5", out: wasm }),
    kitCore({ file: nim, out: at("nim.wasm") }),
  ]);
  const { sha256, title } = loadCore(readFileSync(wasm));
  core = { name: "bt6x5", title, sha256, openingPlies: CORE_OPENING_PLIES };
}, 900_000);

/** Times (ms..., ...Ms) are measured, not reproduced: everything else must be equal. */
const untimed = (x: unknown) =>
  JSON.parse(JSON.stringify(x, (key, value) => (/^ms|Ms$/.test(key) ? undefined : value)));

const spec = (): RoundRobinSpec => ({
  game: "core",
  algorithms: ["id", "bestfirst", "mma", "mcts"],
  budgets: [50, 200],
  by: "nodes",
  pairs: 3,
  branching: null,
  mode: null,
  depth: null,
  core,
});

/**
 * Each game of the pairs on the TypeScript twin: the opening and the moves legal, the game over
 * after them, its value the one stored.
 */
function replayOnTwin(pairs: readonly PairPlayed[]): void {
  for (const pair of pairs) {
    const opening = coreOpening(core, pair.opening);
    for (const game of pair.games) {
      const twin = new Breakthrough(6, 5);
      twin.playNames(opening);
      expect(twin.isTerminal()).toBe(false); // an opening never ends the game
      twin.playNames(game.moves);
      expect(twin.isTerminal()).toBe(true);
      expect(game.finalValue).toBe(twin.evaluate());
      expect(game.movesA + game.movesB).toBe(game.moves.length);
    }
  }
}

/** The report's line on decision quality for every core, a class's solve() or not. */
const NOT_MEASURED =
  "Not measured: compare measures decision quality on the built-in games only, on positions their own solvers " +
  "label; on a core it runs the round robin alone";

describe("the library", () => {
  test("1 worker, 2 workers and two shards merged: the same pairs and summary, games the twin replays", async () => {
    const one = await runRoundRobin(spec(), { workers: 1, out: at("one.jsonl") });
    const two = await runRoundRobin(spec(), { workers: 2 });
    expect(one.complete && two.complete).toBe(true);
    expect(one.pairs).toHaveLength(2 * 6 * 3);
    expect(untimed(two.pairs)).toEqual(untimed(one.pairs));
    expect(untimed(two.summary)).toEqual(untimed(one.summary));
    await runRoundRobin(spec(), { workers: 2, out: at("s1.jsonl"), shard: { k: 1, n: 2 } });
    await runRoundRobin(spec(), { workers: 1, out: at("s2.jsonl"), shard: { k: 2, n: 2 } });
    const merged = mergeRoundRobinFiles([at("s2.jsonl"), at("s1.jsonl")]);
    expect(merged.missingPairs).toBe(0);
    expect(untimed(merged.pairs)).toEqual(untimed(one.pairs));
    expect(untimed(merged.summary)).toEqual(untimed(one.summary));
    replayOnTwin(one.pairs);
    expect(JSON.parse(readFileSync(at("one.jsonl"), "utf8").split("\n")[0]).roundRobin.core).toEqual(core);
  }, 300_000);

  test("a file of one core is not resumed with another; a stored value its moves do not reach is refused", async () => {
    const other = { ...core, sha256: "0".repeat(64) };
    await expect(runRoundRobin({ ...spec(), core: other }, { out: at("one.jsonl"), resume: true })).rejects.toThrow(
      new RegExp(
        /holds another round robin: its core \(--core\) is /.source +
          /Breakthrough6x5 \(sha256 [0-9a-f]{16}\.\.\., named bt6x5, 2-move openings\)/.source,
      ),
    );
    const lines = readFileSync(at("one.jsonl"), "utf8").split("\n");
    const pair = JSON.parse(lines[1]) as PairPlayed & { kind: string };
    pair.games[0].finalValue += 1;
    writeFileSync(at("forged.jsonl"), [lines[0], JSON.stringify(pair), ""].join("\n"));
    expect(() => readRoundRobinFile(at("forged.jsonl"))).toThrow(
      /games\[0\]\.finalValue must be -?\d+ \(the value its moves reach\)/,
    );
  });

  test("decision quality's line: not measured on a core, with or without solve(), which is not called", () => {
    expect(coreDecisionSection(core).markdown.at(-1)).toBe(`${NOT_MEASURED}.`);
    const { sha256, title, solvable } = loadCore(readFileSync(at("nim.wasm")));
    expect([title, solvable]).toEqual(["Nim", true]);
    expect(coreDecisionSection({ name: "nim", title, sha256, openingPlies: 2 }).markdown.at(-1)).toBe(
      `${NOT_MEASURED}, and Nim's solve() is not called.`,
    );
  });

  test("the openings: the same in every call, of the plies asked, not all one", () => {
    const openings = Array.from({ length: 20 }, (_, k) => coreOpening(core, k));
    expect(Array.from({ length: 20 }, (_, k) => coreOpening(core, k))).toEqual(openings);
    for (const o of openings) expect(o).toHaveLength(CORE_OPENING_PLIES);
    expect(new Set(openings.map((o) => o.join(" "))).size).toBeGreaterThan(10);
  });
});

describe("the command line", () => {
  const args = () => [
    "compare",
    "--core",
    wasm,
    "--game-name",
    "bt",
    "--algorithms",
    "id,mma,mcts",
    "--budgets",
    "50",
    "--pairs",
    "4",
    "--json",
  ];

  test("compare --core on 2 workers, and 2 shards merged: the same round robin; no decision quality", () => {
    const whole = cli(...args(), "--workers", "2", "--out", at("whole"));
    expect(whole.stderr).toMatch(/report: .*compare-bt\.md/);
    expect(whole.code).toBe(0);
    const files = [1, 2].map((k) => {
      expect(cli(...args(), "--workers", "1", "--out", at(`shard${k}`), "--shard", `${k}/2`).code).toBe(0);
      return join(at(`shard${k}`), "data", `compare-bt-roundrobin-shard-${k}-of-2.jsonl`);
    });
    const merged = cli("compare-merge", "--core", wasm, ...files, "--out", at("merged"), "--json");
    expect(merged.code).toBe(0);
    const parsed = (text: string) => untimed(JSON.parse(text));
    expect(parsed(merged.stdout)).toEqual(parsed(whole.stdout));
    expect(Object.keys(JSON.parse(whole.stdout))).toEqual(["roundRobin"]);
    for (const report of [join(at("whole"), "compare-bt.md"), join(at("merged"), "compare-bt.md")]) {
      const text = readFileSync(report, "utf8");
      expect(text).toMatch(/^# Which search for bt\?/);
      expect(text).toContain(NOT_MEASURED);
    }
    expect(existsSync(join(at("merged"), "compare-bt-ratings.svg"))).toBe(true);
    expectUsageLine(
      cli("compare-merge", ...files),
      /these results are of the game core Breakthrough6x5 \(sha256 [0-9a-f]{16}\.\.\.\): give its \.wasm with --core/,
    );
  }, 300_000);

  test("a bad --core, and options that do not go with it: one line, exit 2", () => {
    writeFileSync(at("text.wasm"), "not a core\n");
    // A valid module without the kit's exports.
    writeFileSync(at("empty.wasm"), new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
    const run = (...more: string[]) =>
      cli("compare", "--algorithms", "id,mma", "--budgets", "50", "--pairs", "1", "--out", at("bad"), ...more);
    expectUsageLine(run("--core", at("missing.wasm")), /--core .*missing\.wasm cannot be read \(ENOENT\)/);
    expectUsageLine(run("--core", at("text.wasm")), /--core .*text\.wasm is not a WebAssembly module/);
    expectUsageLine(
      run("--core", at("empty.wasm")),
      /not a game core built by bestfirst build-game \(it lacks the kit's exports\)/,
    );
    expectUsageLine(
      run("--core", wasm, "--game-name", "connect4"),
      /--game-name must be a name other than a built-in game's/,
    );
    expectUsageLine(run("--core", wasm, "--game", "othello"), /--game does not apply: --core is the game/);
    expectUsageLine(
      run("--core", wasm, "--decisions", "10"),
      /--decisions: compare labels positions only with the built-in games' solvers/,
    );
    expectUsageLine(run("--game-name", "bt"), /--game-name does not apply/);
  });
});
