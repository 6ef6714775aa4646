// Results files from many machines, read without trust (experiments/results-file.ts):
// two lines of one pair or tree that say different things are refused, naming both
// lines, whatever the order of the files (identical ones count once); --resume cuts only
// the start of a record an interrupted write left, and says so, never other damage; the
// file's size, a line's length and its nesting are bounded before anything is parsed.

import { appendFileSync, closeSync, openSync, readFileSync, ftruncateSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runTournament } from "../experiments/tournament/runner.js";
import { mergeFiles } from "../experiments/tournament/merge.js";
import { runQuality } from "../experiments/quality/runner.js";
import { mergeQualityFiles } from "../experiments/quality/merge.js";
import { openStore, readResultsFile, resultsHeader } from "../experiments/tournament/store.js";
import { MOST_LINE_BYTES } from "../experiments/run/results-file.js";
import { BestfirstError } from "../index.js";
import type { TournamentSpec } from "../experiments/tournament/types.js";
import type { QualityParams } from "../experiments/quality/store.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-hostile-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);

const spec: TournamentSpec = { game: "random", branching: 2, mode: "random", abDepths: [1, 2], pairs: 3, algorithm: "bestfirst", match: "nodes", bfDepths: [2, 1] };
const original = at("original.jsonl");
await runTournament(spec, { workers: 1, out: original });
const text = readFileSync(original, "utf8");
const lines = text.trimEnd().split("\n");
/** The line number (from 1) of the first pair line. */
const firstPair = lines.findIndex((l) => l.startsWith('{"kind":"pair"')) + 1;

/** A pair line that says something else and still passes every check: a game's node count and the total, one higher. */
function altered(line: string): string {
  const pair = JSON.parse(line);
  pair.games[0].nodesBf += 1;
  pair.nodesBf += 1;
  return JSON.stringify(pair);
}

const refused = (call: () => unknown): string => {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(BestfirstError);
    return (error as Error).message;
  }
  throw new Error("not refused");
};

describe("duplicate lines", () => {
  test("a pair twice, the same: counted once; its timings may differ", () => {
    const copy = at("same.jsonl");
    const pair = JSON.parse(lines[firstPair - 1]);
    pair.msBf += 5;
    writeFileSync(copy, text + JSON.stringify(pair) + "\n");
    expect(mergeFiles([copy]).results).toEqual(mergeFiles([original]).results);
  });

  test("a pair twice, different: refused naming both lines, in one file, across two, in either order, and on --resume", () => {
    const one = at("conflict.jsonl");
    writeFileSync(one, text + altered(lines[firstPair - 1]) + "\n");
    const conflict = new RegExp(`^${one} line ${firstPair} and ${one} line ${lines.length + 1} hold different results for the same pair \\(.*\\): ` +
      "a job has one result .*: remove one of the two lines");
    expect(refused(() => mergeFiles([one]))).toMatch(conflict);
    const before = readFileSync(one, "utf8");
    expect(refused(() => openStore(one, true, resultsHeader(spec)))).toMatch(conflict);
    expect(readFileSync(one, "utf8")).toBe(before); // nothing cut, nothing written
    // Two shards' worth of files that hold one pair differently: refused both ways round.
    const other = at("other.jsonl");
    writeFileSync(other, [lines[0], altered(lines[firstPair - 1])].join("\n") + "\n");
    expect(refused(() => mergeFiles([original, other]))).toMatch(new RegExp(`${original} line ${firstPair} and ${other} line 2 hold different results`));
    expect(refused(() => mergeFiles([other, original]))).toMatch(new RegExp(`${other} line 2 and ${original} line ${firstPair} hold different results`));
  });

  test("a tree twice, different: refused naming both lines; the same: counted once", async () => {
    const params: QualityParams = { branching: [2], depths: [3], trees: 2 };
    const path = at("quality.jsonl");
    await runQuality(params, { workers: 1, out: path });
    const q = readFileSync(path, "utf8");
    const [, tree] = q.split("\n");
    const same = at("quality-same.jsonl"), different = at("quality-different.jsonl");
    writeFileSync(same, q + tree + "\n");
    expect(mergeQualityFiles([same]).trees).toEqual(mergeQualityFiles([path]).trees);
    const t = JSON.parse(tree);
    t.rootValues[0] += 1;
    writeFileSync(different, q + JSON.stringify(t) + "\n");
    expect(refused(() => mergeQualityFiles([different]))).toMatch(new RegExp(`^${different} line 2 and ${different} line 4 hold different results for the same tree`));
  });
});

describe("--resume and the last line", () => {
  test("the start of a record, cut by an interrupted write, is cut and said to be; the run goes on", async () => {
    const path = at("cut.jsonl");
    writeFileSync(path, lines.slice(0, -1).join("\n") + "\n" + lines.at(-1)!.slice(0, 50));
    const cuts: string[] = [];
    const outcome = await runTournament(spec, { workers: 1, out: path, resume: true, onCut: (p) => cuts.push(p) });
    expect(cuts).toEqual([path]);
    expect(outcome.complete).toBe(true);
    expect(readResultsFile(path).lines).toHaveLength(lines.length - 1);
  });

  test("a last line that is no record's start is damage: an error, and the file is left as it was", () => {
    for (const [name, tail] of [["garbage.jsonl", "hello, world"], ["huge-garbage.jsonl", "x".repeat(2 * MOST_LINE_BYTES)], ["bracket.jsonl", "[1, 2"]] as const) {
      const path = at(name);
      writeFileSync(path, text + tail);
      const before = statSync(path).size;
      const message = refused(() => openStore(path, true, resultsHeader(spec)));
      expect(message).toMatch(tail.length > MOST_LINE_BYTES
        ? new RegExp(`^${path} line ${lines.length + 1} is ${tail.length} bytes, longer than any results line`)
        : new RegExp(`^${path} line ${lines.length + 1}, the last, is not JSON and not the start of a record cut short by an interrupted write: the file is damaged`));
      expect(refused(() => mergeFiles([path]))).toBe(message);
      expect(statSync(path).size).toBe(before);
    }
  });
});

describe("bounds before parsing", () => {
  test("a line nested 5,000 deep: an error naming it, in the middle or last", () => {
    for (const [name, content] of [["deep-middle.jsonl", text + "[".repeat(5000) + "\n" + lines.at(-1) + "\n"], ["deep-last.jsonl", text + "[".repeat(5000)]]) {
      const path = at(name);
      writeFileSync(path, content);
      expect(refused(() => mergeFiles([path]))).toMatch(new RegExp(`^${path} line ${lines.length + 1} nests deeper than 32 levels`));
    }
  });

  test("a line longer than any record, in the middle: an error naming it", () => {
    const path = at("long-line.jsonl");
    writeFileSync(path, text + `{"kind":"pair","x":"${"y".repeat(MOST_LINE_BYTES)}"}\n` + lines.at(-1) + "\n");
    expect(refused(() => mergeFiles([path]))).toMatch(new RegExp(`^${path} line ${lines.length + 1} is \\d+ bytes, longer than any results line`));
  });

  test("a header that claims more trees than any run is refused before any job list is made for it", () => {
    const path = at("inflated.jsonl");
    const branching = Array.from({ length: 63 }, (_, i) => i + 2);
    writeFileSync(path, JSON.stringify({ kind: "header", format: "bestfirst-results", version: 1, quality: { branching, depths: branching.map(() => 1), trees: 1_000_000 }, shard: null }) + "\n");
    expect(refused(() => mergeQualityFiles([path]))).toMatch(/line 1: quality.trees must be at most 31746 with 63 branching factors \(2000000 trees in all\), got 1000000/);
  });

  test("a file of 300 MB (sparse: it takes no disk) is refused before it is read", () => {
    const path = at("huge.jsonl");
    writeFileSync(path, text);
    const fd = openSync(path, "r+");
    ftruncateSync(fd, 300 * 2 ** 20);
    closeSync(fd);
    expect(refused(() => mergeFiles([path]))).toMatch(/is 314572800 bytes: far too large for a results file/);
    appendFileSync(path, ""); // still there, untouched
    expect(statSync(path).size).toBe(300 * 2 ** 20);
  });
});
