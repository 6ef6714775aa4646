// Decision-quality runs on the shared machinery: the same trees and figure for 1 and 2
// workers, for shards merged, and after a process killed (SIGKILL) at random moments and
// resumed again and again; the figure's chart names every series; bad input and foreign
// files exit 2 with one line.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { runQuality } from "../experiments/quality/runner.js";
import { mergeQualityFiles } from "../experiments/quality/merge.js";
import { readQualityFile, type QualityParams } from "../experiments/quality/store.js";
import { renderSvg } from "../experiments/run/charts.js";
import { figure4Spec, FIGURE4_LINES } from "../experiments/quality/chart.js";
import { cli, expectUsageLine } from "./helpers.js";
import { killAndResume, runKillable, type Kill } from "./kill-resume.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-quality-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);
const SMALL: QualityParams = { branching: [2, 3, 10], depths: [8, 5, 3], trees: 12 };
const cliPath = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));

describe("runs", () => {
  test("1 worker, 2 workers and two shards merged give the same trees and the same figure", async () => {
    const one = await runQuality(SMALL, { workers: 1, out: at("one.jsonl") });
    const two = await runQuality(SMALL, { workers: 2 });
    expect(one.complete && two.complete).toBe(true);
    expect(one.trees).toHaveLength(36);
    expect(two.trees).toEqual(one.trees);
    expect(two.summary).toEqual(one.summary);
    await runQuality(SMALL, { workers: 2, out: at("s1.jsonl"), shard: { k: 1, n: 2 } });
    await runQuality(SMALL, { workers: 1, out: at("s2.jsonl"), shard: { k: 2, n: 2 } });
    const merged = mergeQualityFiles([at("s2.jsonl"), at("s1.jsonl")]);
    expect(merged.missingTrees).toBe(0);
    expect(merged.missingShards).toEqual([]);
    expect(merged.trees).toEqual(one.trees);
    expect(mergeQualityFiles([at("s1.jsonl")]).missingShards).toEqual(["2/2"]);
    // The file's header is the shared results format.
    expect(JSON.parse(readFileSync(at("one.jsonl"), "utf8").split("\n")[0])).toMatchObject({
      kind: "header",
      format: "bestfirst-results",
      version: 1,
      quality: SMALL,
      shard: null,
    });
  });

  test("the chart of figure 4 names every series", async () => {
    const { summary } = await runQuality({ branching: [2, 4], depths: [6, 4], trees: 3 });
    const svg = await renderSvg(figure4Spec(summary));
    expect(svg.startsWith("<svg")).toBe(true);
    for (const name of ["b = 2", "b = 4", ...Object.values(FIGURE4_LINES)])
      expect(svg.includes(`>${name}</text>`), name).toBe(true);
  });
});

describe("a quality process killed and resumed", () => {
  const ARGS = ["quality", "--branching", "2,4", "--depths", "10,6", "--trees", "300", "--workers", "1"];
  const run = (args: string[], kill?: Kill) => runKillable([cliPath, ...args], kill);

  test("SIGKILL at random, then --resume, again: the uninterrupted run's trees, none lost, none twice", async () => {
    const reference = at("ref.jsonl"),
      out = at("killed.jsonl");
    expect((await run([...ARGS, "--out", reference])).code).toBe(0);
    const { kills, midRun } = await killAndResume(
      (kill) => run([...ARGS, "--out", out, "--resume"], kill),
      out,
      601,
      11,
    );
    expect(kills).toBeGreaterThanOrEqual(4);
    expect(midRun).toBeGreaterThanOrEqual(2);
    const key = (t: { b: number; seed: number }) => `${t.b}/${t.seed}`;
    const got = readQualityFile(out).lines,
      want = readQualityFile(reference).lines;
    expect(got).toHaveLength(600);
    expect(new Set(got.map(key)).size).toBe(600);
    const sorted = (ls: typeof got) => [...ls].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sorted(got)).toEqual(sorted(want));
  });
});

describe("bad input", () => {
  test("options outside their ranges exit 2 with one line", () => {
    expectUsageLine(
      cli("quality", "--branching", "1"),
      /^bestfirst quality: --branching must be integers from 2 to 64/,
    );
    expectUsageLine(
      cli("quality", "--branching", "2,3", "--depths", "5"),
      /--depths needs one depth per branching factor \(2\), got 1/,
    );
    expectUsageLine(cli("quality", "--trees", "0"), /--trees must be an integer from 1/);
    expectUsageLine(cli("quality", "--resume"), /--resume needs --out/);
    expectUsageLine(cli("quality", "--shard", "3/2"), /--shard must be k\/n/);
    // A tree that could never be searched to its end (it ran silently for ever).
    expectUsageLine(
      cli("quality", "--branching", "64", "--depths", "40"),
      new RegExp(
        /--depths: a tree of b = 64 and depth 40 has 64\^40 leaves, more than the 2\^40 .*; /.source +
          /give a depth up to 6 for b = 64/.source,
      ),
    );
    expectUsageLine(cli("quality", "--out", ""), /--out needs a file or directory name, got ""/);
  });
  test("a results file of another run or of a tournament is refused before anything runs", () => {
    writeFileSync(
      at("t.jsonl"),
      JSON.stringify({ kind: "header", format: "bestfirst-results", version: 1, tournament: {}, shard: null }) + "\n",
    );
    expectUsageLine(
      cli("quality", "--trees", "1", "--out", at("t.jsonl"), "--resume"),
      /holds a tournament, not a decision-quality run/,
    );
    expectUsageLine(
      cli(
        "quality",
        "--branching",
        "2,3,10",
        "--depths",
        "8,5,4",
        "--trees",
        "12",
        "--out",
        at("one.jsonl"),
        "--resume",
      ),
      /holds another decision-quality run: its depths \(--depths\) is 8,5,3, this run's is 8,5,4/,
    );
    expectUsageLine(cli("quality-merge", at("one.jsonl"), at("t.jsonl")), /holds a tournament/);
  });
});
