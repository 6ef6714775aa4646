// The round robin on the shared machinery: the same pairs and summary for 1 and 2 workers
// and for shards merged; a `compare` process killed (SIGKILL) at random moments and
// resumed again and again ends with the uninterrupted run's pairs; every game in a file
// is replayed on the rules; bad input exits 2 with one line.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { runRoundRobin } from "../experiments/compare/runner.js";
import { mergeRoundRobinFiles } from "../experiments/compare/merge.js";
import { readRoundRobinFile } from "../experiments/compare/store.js";
import type { RoundRobinSummary } from "../experiments/compare/summary.js";
import type { PairPlayed, RoundRobinSpec } from "../experiments/compare/types.js";
import { cli, expectUsageLine } from "./helpers.js";
import { killAndResumeCompare } from "./kill-resume.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-compare-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);
const cliPath = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));

const SMALL: RoundRobinSpec = {
  game: "connect4",
  algorithms: ["id", "bestfirst", "mma", "mcts"],
  budgets: [100, 400],
  by: "nodes",
  pairs: 3,
  branching: null,
  mode: null,
  depth: null,
};
/** Times (ms..., ...Ms) are measured, not reproduced: everything else must be equal. */
const untimed = (x: unknown) =>
  JSON.parse(JSON.stringify(x, (key, value) => (/^ms|Ms$/.test(key) ? undefined : value)));

describe("runs", () => {
  test("1 worker, 2 workers and two shards merged give the same pairs and the same summary", async () => {
    const one = await runRoundRobin(SMALL, { workers: 1, out: at("one.jsonl") });
    const two = await runRoundRobin(SMALL, { workers: 2 });
    expect(one.complete && two.complete).toBe(true);
    expect(one.pairs).toHaveLength(2 * 6 * 3);
    expect(untimed(two.pairs)).toEqual(untimed(one.pairs));
    expect(untimed(two.summary)).toEqual(untimed(one.summary));
    await runRoundRobin(SMALL, { workers: 2, out: at("s1.jsonl"), shard: { k: 1, n: 2 } });
    await runRoundRobin(SMALL, { workers: 1, out: at("s2.jsonl"), shard: { k: 2, n: 2 } });
    const merged = mergeRoundRobinFiles([at("s2.jsonl"), at("s1.jsonl")]);
    expect(merged.missingPairs).toBe(0);
    expect(merged.missingShards).toEqual([]);
    expect(untimed(merged.pairs)).toEqual(untimed(one.pairs));
    expect(untimed(merged.summary)).toEqual(untimed(one.summary));
    expect(mergeRoundRobinFiles([at("s1.jsonl")]).missingShards).toEqual(["2/2"]);
    expect(JSON.parse(readFileSync(at("one.jsonl"), "utf8").split("\n")[0])).toMatchObject({
      kind: "header",
      format: "bestfirst-results",
      version: 1,
      roundRobin: SMALL,
      shard: null,
    });
  });

  test("the summary counts every encounter once: each search's points and games add up over the matrix", async () => {
    const { summary } = await runRoundRobin({ ...SMALL, budgets: [100], pairs: 2 });
    const b = summary.budgets[0];
    const total = b.searches.reduce((s, x) => s + x.encounters, 0);
    expect(total).toBe(2 * 2 * 6 * 2); // two games a pair, each counted for both sides
    expect(b.searches.reduce((s, x) => s + x.points, 0)).toBe(total / 2);
    for (const c of b.cells) {
      const mirror = b.cells.find((m) => m.row === c.column && m.column === c.row)!;
      expect([c.wins, c.draws, c.losses]).toEqual([mirror.losses, mirror.draws, mirror.wins]);
    }
  });

  test("a stored game whose final value its moves do not reach is refused", () => {
    const lines = readFileSync(at("one.jsonl"), "utf8").split("\n");
    const pair = JSON.parse(lines[1]) as PairPlayed & { kind: string };
    pair.games[0].finalValue = pair.games[0].finalValue === 1 ? -1 : 1;
    writeFileSync(at("forged.jsonl"), [lines[0], JSON.stringify(pair), ""].join("\n"));
    expect(() => readRoundRobinFile(at("forged.jsonl"))).toThrow(
      /games\[0\]\.finalValue must be -?\d \(the value its moves reach\)/,
    );
  });
});

describe("a comparison in shards", () => {
  test("compare --shard 1/2 and 2/2, then compare-merge: the unsharded run's round robin and decision quality", () => {
    const args = [
      "compare",
      "--game",
      "connect4",
      "--algorithms",
      "id,mma",
      "--budgets",
      "100",
      "--pairs",
      "3",
      "--decisions",
      "4",
      "--workers",
      "1",
      "--json",
    ];
    const whole = cli(...args, "--out", at("whole"));
    expect(whole.code).toBe(0);
    for (const k of [1, 2]) expect(cli(...args, "--out", at(`shard${k}`), "--shard", `${k}/2`).code).toBe(0);
    const files = [1, 2].flatMap((k) =>
      ["roundrobin", "decisions"].map((part) =>
        join(at(`shard${k}`), "data", `compare-connect4-${part}-shard-${k}-of-2.jsonl`),
      ),
    );
    const merged = cli("compare-merge", ...files, "--out", at("merged"), "--json");
    expect(merged.code).toBe(0);
    const parsed = (text: string) => untimed(JSON.parse(text));
    expect(parsed(merged.stdout)).toEqual(parsed(whole.stdout));
    expect(existsSync(join(at("merged"), "compare-connect4-optimal.svg"))).toBe(true);
    const partial = cli("compare-merge", files[0], files[1]);
    expect(partial.code).toBe(2);
    expect(partial.stderr).toMatch(/no round-robin file of shard 2\/2; .*no decision-quality file of shard 2\/2/);
  });
});

describe("a compare process killed and resumed", () => {
  const ARGS = [
    "compare",
    "--game",
    "tictactoe",
    "--algorithms",
    "id,bestfirst,mma",
    "--budgets",
    "100,400",
    "--pairs",
    "72",
    "--decisions",
    "0",
    "--workers",
    "1",
    "--json",
  ];
  const PAIRS = 2 * 3 * 72;
  const file = (out: string) => join(out, "data", "compare-tictactoe-roundrobin.jsonl");

  test("SIGKILL at random, then --resume, again: the uninterrupted run's pairs and summary, none lost", async () => {
    const reference = at("ref"),
      out = at("killed");
    const whole = cli(...ARGS, "--out", reference);
    expect(whole.code).toBe(0);
    const { kills, midRun } = await killAndResumeCompare(
      cliPath,
      ARGS,
      out,
      file(out),
      PAIRS + 1,
      17,
      "compare-tictactoe.md",
    );
    expect(kills).toBeGreaterThanOrEqual(4);
    expect(midRun).toBeGreaterThanOrEqual(2);
    const key = (p: PairPlayed) => `${p.budget}/${p.a}-${p.b}/${p.opening}`;
    const got = readRoundRobinFile(file(out)).lines,
      want = readRoundRobinFile(file(reference)).lines;
    expect(got).toHaveLength(PAIRS);
    expect(new Set(got.map(key)).size).toBe(PAIRS);
    const sorted = (ls: typeof got) => untimed([...ls].sort((a, b) => key(a).localeCompare(key(b))));
    expect(sorted(got)).toEqual(sorted(want));
    // Resumed once more with every pair there: nothing is played, and the summary is the uninterrupted run's.
    const last = cli(...ARGS, "--out", out, "--resume");
    expect(last.code).toBe(0);
    const summary = (text: string) => untimed((JSON.parse(text) as { roundRobin: RoundRobinSummary }).roundRobin);
    expect(summary(last.stdout)).toEqual(summary(whole.stdout));
    expect(
      existsSync(join(out, "compare-tictactoe.md")) && existsSync(join(out, "compare-tictactoe-ratings.svg")),
    ).toBe(true);
  }, 180_000);
});

describe("bad input", () => {
  test("options outside their ranges exit 2 with one line", () => {
    const out = ["--out", at("bad")];
    expectUsageLine(
      cli("compare", "--game", "chess", ...out),
      /^bestfirst compare: --game must be one of random, othello, tictactoe, connect4, rolit, ewn, pig, got "chess"/,
    );
    expectUsageLine(
      cli("compare", "--algorithms", "id,minimax", ...out),
      /--algorithms must be a list of two or more of .*got "minimax"/,
    );
    expectUsageLine(cli("compare", "--algorithms", "alphabeta,id", ...out), /--algorithms names a search twice/);
    expectUsageLine(cli("compare", "--algorithms", "mma", ...out), /--algorithms must be a list of two or more/);
    expectUsageLine(cli("compare", "--budgets", "1000,100", ...out), /--budgets must be 1 to 16 ascending integers/);
    expectUsageLine(cli("compare", "--budgets", "0", ...out), /--budgets must be/);
    expectUsageLine(cli("compare", "--by", "moves", ...out), /--by must be one of nodes, time/);
    expectUsageLine(cli("compare", "--pairs", "50", ...out), /--pairs must be an integer from 0 to 49, got 50/);
    expectUsageLine(
      cli("compare", "--pairs", "0", "--decisions", "0", ...out),
      /--pairs 0 and no decision quality: there is nothing to compare/,
    );
    expectUsageLine(
      cli("compare", "--game", "random", "--decisions", "5", ...out),
      /--decisions: random has no exact solver/,
    );
    expectUsageLine(
      cli("compare", "--game", "othello", "--branching", "3", ...out),
      /--branching does not apply: othello plays from its openings/,
    );
    expectUsageLine(
      cli("compare", "--full", "--pairs", "3", ...out),
      /--full plays every opening: --pairs does not apply/,
    );
    expectUsageLine(cli("compare", "--shard", "3/2", ...out), /--shard must be k\/n/);
    expectUsageLine(cli("compare", "--out", ""), /--out needs a file or directory name, got ""/);
  });
  test("results of another round robin, or of a tournament, are refused before anything is played", () => {
    const other = at("other");
    expect(
      cli(
        "compare",
        "--game",
        "tictactoe",
        "--algorithms",
        "id,mma",
        "--budgets",
        "50",
        "--pairs",
        "2",
        "--workers",
        "1",
        "--out",
        other,
      ).code,
    ).toBe(0);
    expectUsageLine(
      cli(
        "compare",
        "--game",
        "tictactoe",
        "--algorithms",
        "id,mma",
        "--budgets",
        "50",
        "--pairs",
        "2",
        "--workers",
        "1",
        "--out",
        other,
      ),
      /already holds results: add --resume/,
    );
    expectUsageLine(
      cli(
        "compare",
        "--game",
        "tictactoe",
        "--algorithms",
        "id,mma",
        "--budgets",
        "60",
        "--pairs",
        "2",
        "--workers",
        "1",
        "--out",
        other,
        "--resume",
      ),
      /holds another round robin: its budgets \(--budgets\) is 50, this run's is 60/,
    );
    writeFileSync(
      at("t.jsonl"),
      JSON.stringify({ kind: "header", format: "bestfirst-results", version: 1, tournament: {}, shard: null }) + "\n",
    );
    expectUsageLine(
      cli("compare-merge", join(other, "data", "compare-tictactoe-roundrobin.jsonl"), at("t.jsonl")),
      /holds a tournament, not a round robin/,
    );
  });
});
