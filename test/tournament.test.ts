// The tournament machinery (experiments/): determinism across worker counts, resume
// after an interrupted write, shards and merge, with the real players on random games. Workers run
// experiments/run/worker.ts through tsx (see experiments/run/job-pool.ts).

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runTournament } from "../experiments/tournament/runner.js";
import { mergeFiles } from "../experiments/tournament/merge.js";
import { playRandomPair } from "../experiments/tournament/random-pair.js";
import { createWasmEngineSync } from "../index.js";
import type { PairResult, TournamentSpec } from "../experiments/tournament/types.js";
import { oracleNode } from "../oracles/random-tree-bigint.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-tournament-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const spec: TournamentSpec = {
  game: "random",
  branching: 3,
  mode: "random",
  abDepths: [1, 2, 3],
  pairs: 6,
  algorithm: "bestfirst",
  match: "nodes",
  bfDepths: [2, 3, 1],
};

/** A result without its timings, the only fields allowed to differ between runs. */
function timeless(r: PairResult): unknown {
  const { msBf: _a, msAb: _b, games, ...rest } = r;
  return { ...rest, games: games.map(({ msBf: _c, msAb: _d, ...g }) => g) };
}

/** The seed of a random pair (this tournament plays only those). */
function seedOf(r: PairResult): number {
  if (r.game !== "random") throw new Error(`a random tournament returned an ${r.game} pair`);
  return r.seed;
}

const reference = await runTournament(spec, { workers: 1, out: join(dir, "one.jsonl") });

describe("a tournament", () => {
  test("plays every pair once, in job order, judged by the paper's rule", () => {
    expect(reference.complete).toBe(true);
    expect(reference.results.map((r) => [r.abDepth, r.bfDepth, seedOf(r)])).toEqual(
      [
        [1, 2],
        [2, 3],
        [3, 1],
      ].flatMap(([ab, bf]) => [1, 2, 3, 4, 5, 6].map((seed) => [ab, bf, seed])),
    );
    for (const r of reference.results) {
      const [bfMax, abMax] = r.games;
      expect(bfMax.bfIsMax && !abMax.bfIsMax).toBe(true);
      expect(bfMax.moves).toHaveLength(100);
      // The final values are the BigInt oracle's values of the nodes the games reach.
      for (const g of r.games)
        expect(g.finalValue).toBe(oracleNode(BigInt(seedOf(r)), 3, "random", g.moves.map(Number)).value);
      expect(r.tie).toBe(bfMax.finalValue === abMax.finalValue);
      expect(r.bfWins).toBe(bfMax.finalValue > abMax.finalValue ? 1 : 0);
      expect(r.nodesBf + r.nodesAb).toBe(bfMax.nodesBf + bfMax.nodesAb + abMax.nodesBf + abMax.nodesAb);
    }
  });

  test("the deeper side generates more nodes and the table counts every pair", () => {
    for (const row of reference.rows) {
      expect(row.pairs).toBe(6);
      expect(row.bfWins + row.abWins + row.ties).toBe(6);
      if (row.bfDepth > row.abDepth) expect(row.nodesBf).toBeGreaterThan(row.nodesAb);
      else expect(row.nodesBf).toBeLessThan(row.nodesAb);
    }
  });

  test("a worker's pair equals the same pair played in this thread", () => {
    const job = reference.results[7];
    expect(timeless(playRandomPair(job, createWasmEngineSync()))).toEqual(timeless(job));
  });

  test("is identical with 1 and 2 workers", async () => {
    const two = await runTournament(spec, { workers: 2, out: join(dir, "two.jsonl") });
    expect(two.results.map(timeless)).toEqual(reference.results.map(timeless));
    expect(two.rows.map(({ msBf: _a, msAb: _b, ...r }) => r)).toEqual(
      reference.rows.map(({ msBf: _a, msAb: _b, ...r }) => r),
    );
  });

  test("is identical after an interrupted run is resumed, a half-written line included", async () => {
    const full = readFileSync(join(dir, "one.jsonl"), "utf8");
    const lines = full.trimEnd().split("\n");
    expect(lines).toHaveLength(1 + 3 + 18); // the header, 3 depth lines, then 18 pairs
    expect(JSON.parse(lines[0])).toMatchObject({
      kind: "header",
      format: "bestfirst-results",
      version: 1,
      shard: null,
    });
    const cut = join(dir, "cut.jsonl");
    // Nine whole pair lines (header and depth lines first), then half of the tenth, no newline.
    writeFileSync(cut, lines.slice(0, 13).join("\n") + "\n" + lines[13].slice(0, 40));
    const resumed = await runTournament(spec, { workers: 2, out: cut, resume: true });
    expect(resumed.results.map(timeless)).toEqual(reference.results.map(timeless));
    const after = readFileSync(cut, "utf8")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(after).toHaveLength(22); // the cut line is gone, nothing is there twice
    expect(after.slice(0, 13)).toEqual(lines.slice(0, 13).map((l) => JSON.parse(l)));
  });

  test("refuses to overwrite a results file without --resume", async () => {
    await expect(runTournament(spec, { out: join(dir, "one.jsonl") })).rejects.toThrow(
      /already holds results: add --resume/,
    );
  });

  test("shards 1/2 and 2/2 merge to the whole tournament", async () => {
    const a = await runTournament(spec, { workers: 1, out: join(dir, "s1.jsonl"), shard: { k: 1, n: 2 } });
    const b = await runTournament(spec, { workers: 1, out: join(dir, "s2.jsonl"), shard: { k: 2, n: 2 } });
    expect(a.results.length + b.results.length).toBe(18);
    // Shard 1 alone lacks, at each alpha-beta depth, the pairs that shard 2 played.
    const have = (d: number) => a.results.filter((r) => r.abDepth === d).length;
    expect(b.results.length).toBeGreaterThan(0);
    const half = mergeFiles([join(dir, "s1.jsonl")]);
    expect(half.missing).toEqual(
      [1, 2, 3].map((d) => ({ abDepth: d, have: have(d), want: 6 })).filter((m) => m.have < m.want),
    );
    expect(half.missingShards).toEqual(["2/2"]);
    const merged = mergeFiles([join(dir, "s2.jsonl"), join(dir, "s1.jsonl")]);
    expect(merged.missing).toEqual([]);
    expect(merged.results.map(timeless)).toEqual(reference.results.map(timeless));
  });

  test("an interrupted run keeps what it wrote and reports itself incomplete", async () => {
    const controller = new AbortController();
    const out = join(dir, "stopped.jsonl");
    let reported = 0;
    const stopped = await runTournament(spec, {
      workers: 1,
      out,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.gamesDone >= 8 && !controller.signal.aborted) {
          reported = p.gamesDone / 2;
          controller.abort();
        }
      },
    });
    expect(stopped.complete).toBe(false);
    const written = readFileSync(out, "utf8")
      .trimEnd()
      .split("\n")
      .filter((l) => JSON.parse(l).kind === "pair");
    // One worker: the abort comes with the batch that brings the 4th pair's result (8 games),
    // before the next is handed out: the file holds exactly the pairs reported then.
    expect(reported).toBeGreaterThanOrEqual(4);
    expect(reported).toBeLessThan(spec.pairs * spec.abDepths.length);
    expect(written.length).toBe(reported);
    const resumed = await runTournament(spec, { workers: 2, out, resume: true });
    expect(resumed.results.map(timeless)).toEqual(reference.results.map(timeless));
  });
});

describe("depth matching in a real tournament", () => {
  test("depth matching is identical on 1 worker and on more workers than a trial has pairs", async () => {
    const matching: TournamentSpec = { ...spec, bfDepths: undefined, abDepths: [1, 2, 3], pairs: 4, matchPairs: 2 };
    const one = await runTournament(matching, { workers: 1, out: join(dir, "match-one.jsonl") });
    const three = await runTournament(matching, { workers: 3, out: join(dir, "match-three.jsonl") });
    const untimed = (o: typeof one) =>
      o.depths.map((d) => ({ ...d, trail: d.trail.map((t) => [t.bfDepth, t.cost.nodesBf, t.cost.nodesAb]) }));
    expect(untimed(three)).toEqual(untimed(one));
    expect(three.results.map(timeless)).toEqual(one.results.map(timeless));
    expect(three.depths.some((d) => d.trail.length > 1)).toBe(true); // a walk went deeper: a prefetched trial was used
    // The files hold the same pairs, but for trials started and not needed; merged, each is the table.
    const pairsOf = (path: string) =>
      new Set(
        readFileSync(path, "utf8")
          .trim()
          .split("\n")
          .map((l) => JSON.parse(l))
          .filter((l) => l.kind === "pair")
          .map((l) => `${l.abDepth}/${l.bfDepth}/${l.seed}`),
      );
    const [a, b] = [pairsOf(join(dir, "match-one.jsonl")), pairsOf(join(dir, "match-three.jsonl"))];
    for (const key of a) expect(b.has(key)).toBe(true);
    expect(mergeFiles([join(dir, "match-three.jsonl")]).rows).toEqual(three.rows);
  });

  test("depth 1 matches depth 1 (the same player: every pair ties); deeper alpha-beta, deeper best-first", async () => {
    const matched = await runTournament(
      { ...spec, bfDepths: undefined, abDepths: [1, 2], pairs: 3, matchPairs: 2 },
      { workers: 2 },
    );
    expect(matched.depths[0].bfDepth).toBe(1);
    expect([matched.rows[0].ties, matched.rows[0].bfWinPct, matched.rows[0].nodesBf]).toEqual([
      3,
      null,
      matched.rows[0].nodesAb,
    ]);
    expect(matched.depths[1].bfDepth).toBeGreaterThanOrEqual(2);
  });
});
