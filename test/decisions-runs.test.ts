// Decision-quality runs on game positions, on the shared machinery: the same records for
// 1 and 2 workers and for shards merged; a run stopped, or its process killed (SIGKILL) at
// random moments, resumes to the uninterrupted run's records, none lost, none twice; a
// file of another run, a damaged line, and scores invented consistently (caught by the
// sample recomputed) are refused.

import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  mergeDecisionFiles,
  readDecisionFile,
  runDecisions,
  type DecisionParams,
  type DecisionRecord,
} from "../experiments/compare/decisions/index.js";
import { killAndResume, runKillable, type Kill } from "./kill-resume.js";
import { refusal } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-decisions-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);

const PARAMS: DecisionParams = {
  game: "connect4",
  set: { seed: 4, count: 16, empties: [12, 18] },
  searches: [
    { name: "alphabeta", algorithm: "id" },
    { name: "bestfirst", algorithm: "bestfirst" },
    { name: "mcts-solver", algorithm: "mcts", settings: { solver: true, seed: 9 } },
  ],
  budgets: [{ nodes: 60 }, { nodes: 600 }],
};
/** Records without their times, which no two runs share. */
const untimed = (records: readonly DecisionRecord[]) =>
  JSON.parse(JSON.stringify(records, (k, v) => (k === "ms" || k === "meanMs" ? undefined : v)));

describe("runs", () => {
  test("1 worker, 2 workers and two shards merged give the same records and the same curves", async () => {
    const one = await runDecisions(PARAMS, { workers: 1, out: at("one.jsonl") });
    const two = await runDecisions(PARAMS, { workers: 2 });
    expect(one.complete && two.complete).toBe(true);
    expect(one.records).toHaveLength(16);
    expect(one.records.map((r) => r.index)).toEqual([...Array(16).keys()]);
    expect(untimed(two.records)).toEqual(untimed(one.records));
    expect(untimed(two.summary.points as never)).toEqual(untimed(one.summary.points as never));
    await runDecisions(PARAMS, { workers: 2, out: at("s1.jsonl"), shard: { k: 1, n: 2 } });
    await runDecisions(PARAMS, { workers: 1, out: at("s2.jsonl"), shard: { k: 2, n: 2 } });
    const merged = mergeDecisionFiles([at("s2.jsonl"), at("s1.jsonl")]);
    expect(merged.missingPositions).toBe(0);
    expect(merged.missingShards).toEqual([]);
    expect(untimed(merged.records)).toEqual(untimed(one.records));
    expect(mergeDecisionFiles([at("s1.jsonl")]).missingShards).toEqual(["2/2"]);
    // The file is the shared results format, and reads back as the run's records.
    expect(JSON.parse(readFileSync(at("one.jsonl"), "utf8").split("\n")[0])).toMatchObject({
      kind: "header",
      format: "bestfirst-results",
      version: 1,
      decisions: PARAMS,
      shard: null,
    });
    expect(untimed(readDecisionFile(at("one.jsonl")).lines.map(({ kind: _, ...r }) => r))).toEqual(
      untimed(one.records),
    );
  });

  test("a run stopped between batches resumes to the same records; a cut last line is run again", async () => {
    const reference = await runDecisions(PARAMS, { workers: 1 });
    const out = at("stopped.jsonl");
    const stop = new AbortController();
    const first = await runDecisions(PARAMS, {
      workers: 1,
      out,
      signal: stop.signal,
      onProgress: (p) => {
        if (p.gamesDone >= 3) stop.abort();
      },
    });
    expect(first.complete).toBe(false);
    const held = first.records.length;
    expect(held).toBeGreaterThanOrEqual(3);
    expect(held).toBeLessThan(16);
    // A kill inside a write leaves the start of a record.
    appendFileSync(out, readFileSync(out, "utf8").split("\n")[1].slice(0, 80));
    const cut: string[] = [];
    const second = await runDecisions(PARAMS, { workers: 2, out, resume: true, onCut: (path) => cut.push(path) });
    expect(cut).toEqual([out]);
    expect(second.complete).toBe(true);
    expect(untimed(second.records)).toEqual(untimed(reference.records));
    expect(readDecisionFile(out).lines).toHaveLength(16);
  });
});

describe("a run's process killed and resumed", () => {
  const KILLED: DecisionParams = { ...PARAMS, set: { seed: 8, count: 80, empties: [12, 18] } };
  const script = at("run.mjs");
  const decisionsModule = new URL("../dist/experiments/compare/decisions/index.js", import.meta.url).href;
  writeFileSync(
    script,
    `const [params, out] = process.argv.slice(2);
const m = await import(${JSON.stringify(decisionsModule)});
await m.runDecisions(JSON.parse(params), { workers: 1, out, resume: true });`,
  );
  const run = (out: string, kill?: Kill) => runKillable([script, JSON.stringify(KILLED), out], kill);

  test("SIGKILL at random, then resume, again: the uninterrupted run's records, none lost, none twice", async () => {
    const reference = at("killed-ref.jsonl"),
      out = at("killed.jsonl");
    const whole = await run(reference);
    expect(whole.stderr).toBe("");
    expect(whole.code).toBe(0);
    const { kills, midRun } = await killAndResume((kill) => run(out, kill), out, 81, 5, 1);
    expect(kills).toBeGreaterThanOrEqual(3);
    expect(midRun).toBeGreaterThanOrEqual(2);
    const got = readDecisionFile(out).lines,
      want = readDecisionFile(reference).lines;
    expect(got).toHaveLength(80);
    expect(new Set(got.map((r) => r.index)).size).toBe(80);
    const sorted = (ls: typeof got) => untimed([...ls].sort((a, b) => a.index - b.index));
    expect(sorted(got)).toEqual(sorted(want));
  });
});

describe("foreign and damaged files", () => {
  const SMALL: DecisionParams = { ...PARAMS, set: { seed: 4, count: 2, empties: [12, 18] }, budgets: [{ nodes: 60 }] };

  test("a file of a tournament, of figure 4's run, or of another run is refused before anything runs", async () => {
    writeFileSync(
      at("t.jsonl"),
      JSON.stringify({ kind: "header", format: "bestfirst-results", version: 1, tournament: {}, shard: null }) + "\n",
    );
    writeFileSync(
      at("q.jsonl"),
      JSON.stringify({ kind: "header", format: "bestfirst-results", version: 1, quality: {}, shard: null }) + "\n",
    );
    await expect(runDecisions(SMALL, { out: at("t.jsonl"), resume: true })).rejects.toThrow(
      /holds a tournament, not a decision-quality run on game positions/,
    );
    await expect(runDecisions(SMALL, { out: at("q.jsonl"), resume: true })).rejects.toThrow(
      /holds a decision-quality run, not a decision-quality run on game positions/,
    );
    await runDecisions(SMALL, { out: at("small.jsonl") });
    await expect(
      runDecisions({ ...SMALL, budgets: [{ nodes: 61 }] }, { out: at("small.jsonl"), resume: true }),
    ).rejects.toThrow(
      new RegExp(
        /holds another decision-quality run on game positions: its budgets /.source +
          /is \[\{"nodes":60\}\], this run's is \[\{"nodes":61\}\]/.source,
      ),
    );
    await expect(runDecisions(SMALL, { out: at("small.jsonl") })).rejects.toThrow(
      /already holds results: add --resume/,
    );
  });

  test("a line whose labels do not follow from its scores or whose choice is illegal is named by number", async () => {
    const lines = readFileSync(at("small.jsonl"), "utf8").split("\n");
    const line = JSON.parse(lines[1]);
    const write = (name: string, changed: object) => {
      writeFileSync(at(name), [lines[0], JSON.stringify(changed), lines[2], ""].join("\n"));
      return at(name);
    };
    const flipped = {
      ...line,
      moves: line.moves.map((m: { optimal: boolean }, i: number) => (i === 0 ? { ...m, optimal: !m.optimal } : m)),
    };
    expect(refusal(() => readDecisionFile(write("flip.jsonl", flipped)))).toMatch(
      /flip\.jsonl line 2: moves\[0\] must be optimal/,
    );
    const illegal = { ...line, choices: [{ ...line.choices[0], move: "9" }, ...line.choices.slice(1)] };
    expect(refusal(() => readDecisionFile(write("illegal.jsonl", illegal)))).toMatch(
      /illegal\.jsonl line 2: choices\[0\]\.move must be one of the legal moves/,
    );
    const moved = { ...line, text: "4444" };
    expect(refusal(() => readDecisionFile(write("moved.jsonl", moved)))).toMatch(
      /moved\.jsonl line 2: text must be ".*" \(position 0 of this run\)/,
    );
  });

  test("scores invented consistently (every move and choice optimal) are caught by the sample relabelled", async () => {
    const lines = readFileSync(at("small.jsonl"), "utf8").split("\n");
    const line = JSON.parse(lines[1]);
    const invented = {
      ...line,
      score: 1,
      moves: line.moves.map((m: object) => ({ ...m, score: 1, optimal: true, sound: true })),
      choices: line.choices.map((c: object) => ({ ...c, optimal: true, sound: true })),
    };
    writeFileSync(at("invented.jsonl"), [lines[0], JSON.stringify(invented), lines[2], ""].join("\n"));
    expect(refusal(() => readDecisionFile(at("invented.jsonl")))).toMatch(
      /invented\.jsonl line 2: moves\[\d\]\.score must be -?\d+ \(move \d's exact score, recomputed\), got 1/,
    );
  });
});
