// Results files from many machines, read without trust (experiments/results-file.ts):
// two lines of one pair or tree that say different things are refused, naming both
// lines, whatever the order of the files (identical ones count once); --resume cuts only
// the start of a record an interrupted write left, and says so, never other damage; the
// file's size, a line's length and its nesting are bounded before anything is parsed;
// a pair's games are replayed on their game's rules, so a move that is not legal or a
// final value its moves do not reach is refused with its line; a tree's root values are
// held to its tree (bounds for every line, recomputed for a sample: small files whole).

import {
  appendFileSync,
  closeSync,
  openSync,
  readFileSync,
  ftruncateSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runTournament } from "../experiments/tournament/runner.js";
import { mergeFiles } from "../experiments/tournament/merge.js";
import { runQuality } from "../experiments/quality/runner.js";
import { mergeQualityFiles } from "../experiments/quality/merge.js";
import { checkSample, contentDraw, SAMPLE_TREES } from "../experiments/quality/recheck.js";
import { openStore, readResultsFile, resultsHeader } from "../experiments/tournament/store.js";
import { MOST_LINE_BYTES } from "../experiments/run/results-file.js";
import { drawSample } from "../experiments/run/draw.js";
import type { TournamentSpec } from "../experiments/tournament/types.js";
import type { QualityParams } from "../experiments/quality/store.js";
import { refusal } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-hostile-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);

const spec: TournamentSpec = {
  game: "random",
  branching: 2,
  mode: "random",
  abDepths: [1, 2],
  pairs: 3,
  algorithm: "bestfirst",
  match: "nodes",
  bfDepths: [2, 1],
};
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

describe("duplicate lines", () => {
  test("a pair twice, the same: counted once; its timings may differ", () => {
    const copy = at("same.jsonl");
    const pair = JSON.parse(lines[firstPair - 1]);
    pair.msBf += 5;
    writeFileSync(copy, text + JSON.stringify(pair) + "\n");
    expect(mergeFiles([copy]).results).toEqual(mergeFiles([original]).results);
  });

  test("a pair twice, different: refused naming both lines, in one file or two, either order, and on --resume", () => {
    const one = at("conflict.jsonl");
    writeFileSync(one, text + altered(lines[firstPair - 1]) + "\n");
    const conflict = new RegExp(
      `^${one} line ${firstPair} and ${one} line ${lines.length + 1} hold different results for the same pair ` +
        "\\(.*\\): " +
        "a job has one result .*: remove one of the two lines",
    );
    expect(refusal(() => mergeFiles([one]))).toMatch(conflict);
    const before = readFileSync(one, "utf8");
    expect(refusal(() => openStore(one, true, resultsHeader(spec)))).toMatch(conflict);
    expect(readFileSync(one, "utf8")).toBe(before); // nothing cut, nothing written
    // Two shards' worth of files that hold one pair differently: refused both ways round.
    const other = at("other.jsonl");
    writeFileSync(other, [lines[0], altered(lines[firstPair - 1])].join("\n") + "\n");
    expect(refusal(() => mergeFiles([original, other]))).toMatch(
      new RegExp(`${original} line ${firstPair} and ${other} line 2 hold different results`),
    );
    expect(refusal(() => mergeFiles([other, original]))).toMatch(
      new RegExp(`${other} line 2 and ${original} line ${firstPair} hold different results`),
    );
  });

  test("a tree twice, different: refused naming both lines; the same: counted once", async () => {
    const params: QualityParams = { branching: [2], depths: [3], trees: 3 * SAMPLE_TREES };
    const path = at("quality.jsonl");
    await runQuality(params, { workers: 1, out: path });
    const q = readFileSync(path, "utf8");
    const lines = q.trim().split("\n").slice(1);
    // A node count changed where the file's sample does not look (its draw hangs on the
    // root values only, which stay as they were): the tree's two lines, and nothing else, disagree.
    const trees = lines.map((line) => JSON.parse(line));
    const k = trees.findIndex((_, k) => {
      const drawn = drawSample([...trees.keys(), trees.length], SAMPLE_TREES, contentDraw([...trees, trees[k]]));
      return !drawn.includes(k) && !drawn.includes(trees.length);
    });
    expect(k).toBeGreaterThanOrEqual(0);
    const same = at("quality-same.jsonl"),
      different = at("quality-different.jsonl");
    writeFileSync(same, q + lines[k] + "\n");
    expect(mergeQualityFiles([same]).trees).toEqual(mergeQualityFiles([path]).trees);
    const t = JSON.parse(lines[k]);
    t.bfGenerated[0] += 1;
    writeFileSync(different, q + JSON.stringify(t) + "\n");
    expect(refusal(() => mergeQualityFiles([different]))).toMatch(
      new RegExp(`^${different} line ${k + 2} and ${different} line ${lines.length + 2} hold different results`),
    );
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
    for (const [name, tail] of [
      ["garbage.jsonl", "hello, world"],
      ["huge-garbage.jsonl", "x".repeat(2 * MOST_LINE_BYTES)],
      ["bracket.jsonl", "[1, 2"],
    ] as const) {
      const path = at(name);
      writeFileSync(path, text + tail);
      const before = statSync(path).size;
      const message = refusal(() => openStore(path, true, resultsHeader(spec)));
      expect(message).toMatch(
        tail.length > MOST_LINE_BYTES
          ? new RegExp(`^${path} line ${lines.length + 1} is ${tail.length} bytes, longer than any results line`)
          : new RegExp(
              `^${path} line ${lines.length + 1}, the last, is not JSON and not the start of a record cut short by ` +
                "an interrupted write: the file is damaged",
            ),
      );
      expect(refusal(() => mergeFiles([path]))).toBe(message);
      expect(statSync(path).size).toBe(before);
    }
  });
});

describe("bounds before parsing", () => {
  test("a line nested 5,000 deep: an error naming it, in the middle or last", () => {
    for (const [name, content] of [
      ["deep-middle.jsonl", text + "[".repeat(5000) + "\n" + lines.at(-1) + "\n"],
      ["deep-last.jsonl", text + "[".repeat(5000)],
    ]) {
      const path = at(name);
      writeFileSync(path, content);
      expect(refusal(() => mergeFiles([path]))).toMatch(
        new RegExp(`^${path} line ${lines.length + 1} nests deeper than 32 levels`),
      );
    }
  });

  test("a line longer than any record, in the middle: an error naming it", () => {
    const path = at("long-line.jsonl");
    writeFileSync(path, text + `{"kind":"pair","x":"${"y".repeat(MOST_LINE_BYTES)}"}\n` + lines.at(-1) + "\n");
    expect(refusal(() => mergeFiles([path]))).toMatch(
      new RegExp(`^${path} line ${lines.length + 1} is \\d+ bytes, longer than any results line`),
    );
  });

  test("a header that claims more trees than any run is refused before any job list is made for it", () => {
    const path = at("inflated.jsonl");
    const branching = Array.from({ length: 63 }, (_, i) => i + 2);
    writeFileSync(
      path,
      JSON.stringify({
        kind: "header",
        format: "bestfirst-results",
        version: 1,
        quality: { branching, depths: branching.map(() => 1), trees: 1_000_000 },
        shard: null,
      }) + "\n",
    );
    expect(refusal(() => mergeQualityFiles([path]))).toMatch(
      /line 1: quality.trees must be at most 31746 with 63 branching factors \(2000000 trees in all\), got 1000000/,
    );
  });

  test("a file of 300 MB (sparse: it takes no disk) is refused before it is read", () => {
    const path = at("huge.jsonl");
    writeFileSync(path, text);
    const fd = openSync(path, "r+");
    ftruncateSync(fd, 300 * 2 ** 20);
    closeSync(fd);
    expect(refusal(() => mergeFiles([path]))).toMatch(/is 314572800 bytes: far too large for a results file/);
    appendFileSync(path, ""); // still there, untouched
    expect(statSync(path).size).toBe(300 * 2 ** 20);
  });
});

describe("invented games", () => {
  /** The file with pair line `n` (from 1) changed by `change`. */
  function withPair(
    name: string,
    n: number,
    change: (pair: {
      games: { moves: string[]; finalValue: number }[];
      tie: boolean;
      bfWins: number;
      abWins: number;
    }) => void,
  ): string {
    const path = at(name);
    const pair = JSON.parse(lines[n - 1]);
    change(pair);
    writeFileSync(path, lines.map((l, i) => (i === n - 1 ? JSON.stringify(pair) : l)).join("\n") + "\n");
    return path;
  }
  /**
   * The verdict judged again from the games' final values, so that only the games themselves can
   * give the line away.
   */
  function rejudge(pair: { games: { finalValue: number }[]; tie: boolean; bfWins: number; abWins: number }): void {
    const [a, b] = pair.games.map((g) => g.finalValue);
    Object.assign(pair, { tie: a === b, bfWins: a > b ? 1 : 0, abWins: a < b ? 1 : 0 });
  }
  const expectRefused = (path: string, message: RegExp) => {
    const before = readFileSync(path, "utf8");
    expect(refusal(() => mergeFiles([path]))).toMatch(message);
    expect(refusal(() => openStore(path, true, resultsHeader(spec)))).toMatch(message);
    expect(readFileSync(path, "utf8")).toBe(before);
  };

  test("a move that is not legal: refused with its line number and the move, on merge and on --resume", () => {
    const path = withPair("illegal-move.jsonl", firstPair, (pair) => void (pair.games[0].moves = ["zz"]));
    expectRefused(
      path,
      new RegExp(
        `^${path} line ${firstPair}: games\\[0\\]\\.moves: move 1 \\("zz"\\) ` +
          "is not legal there \\(the legal moves are 0\\.\\.\\d\\)",
      ),
    );
    // A number past the node's moves is no move either (B = 2: moves 0 and 1 at most).
    const past = withPair("move-past.jsonl", firstPair, (pair) => void (pair.games[1].moves[5] = "2"));
    expectRefused(
      past,
      new RegExp(`^${past} line ${firstPair}: games\\[1\\]\\.moves: move 6 \\("2"\\) is not legal there`),
    );
  });

  test("a game that stops before its end, or goes past it: refused", () => {
    const short = withPair("short-game.jsonl", firstPair, (pair) => void pair.games[0].moves.pop());
    expectRefused(
      short,
      new RegExp(`^${short} line ${firstPair}: games\\[0\\]\\.moves: the game is not over after its 99 moves`),
    );
    const long = withPair("long-game.jsonl", firstPair, (pair) => void pair.games[1].moves.push("0"));
    expectRefused(
      long,
      new RegExp(`^${long} line ${firstPair}: games\\[1\\]\\.moves: move 101 \\("0"\\) is played after the game's end`),
    );
  });

  test("a final value its moves do not reach, with a verdict that agrees with it: refused", () => {
    // The oracle is the tree's own definition: a leaf is worth the sum of its edge costs, and
    // every edge costs at most 32,768, so no leaf of depth 100 is worth 10,000,000.
    const path = withPair("invented-value.jsonl", firstPair, (pair) => {
      pair.games[1].finalValue = 10_000_000;
      rejudge(pair);
    });
    expectRefused(
      path,
      new RegExp(
        `^${path} line ${firstPair}: games\\[1\\]\\.finalValue must be -?\\d+ \\(the value of the end its moves ` +
          "reach\\), got 10000000",
      ),
    );
    // The two games' values swapped, the verdict turned round with them.
    const swapped = withPair("swapped-values.jsonl", firstPair, (pair) => {
      const [a, b] = pair.games;
      [a.finalValue, b.finalValue] = [b.finalValue, a.finalValue];
      rejudge(pair);
    });
    const pair = JSON.parse(lines[firstPair - 1]);
    if (pair.games[0].finalValue !== pair.games[1].finalValue)
      expectRefused(
        swapped,
        new RegExp(
          `^${swapped} line ${firstPair}: games\\[0\\]\\.finalValue must be ${pair.games[0].finalValue} \\(the ` +
            "value of the end its moves reach\\)",
        ),
      );
  });

  test("Othello and Connect-Four games are replayed from their openings", async () => {
    for (const game of ["othello", "connect4"] as const) {
      const s: TournamentSpec = {
        game,
        branching: 0,
        mode: "random",
        abDepths: [1],
        pairs: 2,
        algorithm: game === "othello" ? "bestfirst" : "mma",
        match: "nodes",
        bfDepths: [1],
      };
      const path = at(`${game}.jsonl`);
      await runTournament(s, { workers: 1, out: path });
      const all = readFileSync(path, "utf8").trimEnd().split("\n");
      const n = all.findIndex((l) => l.startsWith('{"kind":"pair"')) + 1;
      expect(readResultsFile(path).lines.filter((l) => l.kind === "pair")).toHaveLength(2); // the games as played pass
      const pair = JSON.parse(all[n - 1]);
      const moves: string[] = pair.games[0].moves;
      // Othello: the first move's square again, taken by then. Connect-Four: the first
      // move's column again and again, past its six cells (the colours alternate in it, so
      // no four of one colour end the game first).
      pair.games[0].moves = game === "othello" ? [moves[0], ...moves] : [...Array(7).fill(moves[0]), ...moves.slice(1)];
      const bad = at(`${game}-bad.jsonl`);
      writeFileSync(bad, all.map((l, i) => (i === n - 1 ? JSON.stringify(pair) : l)).join("\n") + "\n");
      expect(refusal(() => readResultsFile(bad))).toMatch(
        new RegExp(`^${bad} line ${n}: games\\[0\\]\\.moves: move \\d+ \\("\\w+"\\) is not legal there`),
      );
    }
  });
});

const treeParams: QualityParams = { branching: [2, 3], depths: [3, 1], trees: 1 };
const honestTrees = at("quality-honest.jsonl");
await runQuality(treeParams, { workers: 1, out: honestTrees });

describe("invented trees", () => {
  /** The honest file with its tree of branching `b` changed by `change`; and that line's number. */
  function withTree(
    name: string,
    b: number,
    change: (tree: { rootValues: number[]; abMove: number[] }) => void,
  ): { file: string; n: number } {
    const all = readFileSync(honestTrees, "utf8").trimEnd().split("\n");
    const n = all.findIndex((l) => l.startsWith(`{"kind":"tree","b":${b},`)) + 1;
    const tree = JSON.parse(all[n - 1]);
    change(tree);
    const file = at(name);
    writeFileSync(file, all.map((l, i) => (i === n - 1 ? JSON.stringify(tree) : l)).join("\n") + "\n");
    return { file, n };
  }
  const expectRefused = async (file: string, message: RegExp) => {
    const before = readFileSync(file, "utf8");
    expect(refusal(() => mergeQualityFiles([file]))).toMatch(message);
    await expect(runQuality(treeParams, { workers: 1, out: file, resume: true })).rejects.toThrow(message);
    expect(readFileSync(file, "utf8")).toBe(before);
  };

  test("the honest file passes", () => {
    expect(mergeQualityFiles([honestTrees]).trees).toHaveLength(2);
  });

  test("root values all 0: refused, the exact value recomputed (a file this small is checked whole)", async () => {
    const { file, n } = withTree("quality-zeros.jsonl", 2, (tree) => void (tree.rootValues = [0, 0]));
    await expectRefused(
      file,
      new RegExp(
        `^${file} line ${n}: rootValues\\[0\\] must be -?\\d+ \\(root move 0's exact value, recomputed\\), got 0`,
      ),
    );
  });

  test("a root value no leaf below reaches, or, at depth 1, other than the child's static value: refused", async () => {
    // Oracle: the tree's definition (an edge costs at most 32,768): two edges below a child move its value at
    // most 65,536.
    const far = withTree("quality-far.jsonl", 2, (tree) => void (tree.rootValues[1] = 10_000_000));
    await expectRefused(
      far.file,
      new RegExp(
        `^${far.file} line ${far.n}: rootValues\\[1\\] must be from -?\\d+ to -?\\d+ \\(root move 1's static value ` +
          "-?\\d+, and 2 edges of at most 32768 below it\\), got 10000000",
      ),
    );
    const flat = withTree("quality-depth1.jsonl", 3, (tree) => void (tree.rootValues[2] += 1));
    await expectRefused(
      flat.file,
      new RegExp(
        `^${flat.file} line ${flat.n}: rootValues\\[2\\] must be -?\\d+ \\(the static value of root move 2: ` +
          "the tree ends there\\)",
      ),
    );
  });

  test("alpha-beta's move at horizon 1 other than the best static value's: refused", async () => {
    const { file, n } = withTree("quality-abmove.jsonl", 2, (tree) => void (tree.abMove[0] = 1 - tree.abMove[0]));
    await expectRefused(
      file,
      new RegExp(
        `^${file} line ${n}: abMove\\[0\\] must be [01] \\(the first root move of the largest static value\\)`,
      ),
    );
  });

  test("a file larger than the sample: the trees drawn are recomputed, an invented one drawn is found", async () => {
    const many = at("quality-many.jsonl");
    await runQuality({ branching: [2], depths: [3], trees: 3 * SAMPLE_TREES }, { workers: 1, out: many });
    const trees = mergeQualityFiles([many]).trees.map((t) => ({ ...t, rootValues: [...t.rootValues] }));
    const invented = trees.length - 1;
    trees[invented].rootValues = [0, 0];
    // draw() = 0.99...: each draw takes the last tree not yet drawn, the invented one first.
    expect(checkSample(trees, () => 0.999)).toMatchObject({ index: invented, field: "rootValues[0]", value: 0 });
    // draw() = 0: the first SAMPLE_TREES trees, all honest: the invented one is not seen (a sample's limit).
    expect(checkSample(trees, () => 0)).toBeUndefined();
    // Without a draw given, the sample comes from the file's content: the same every read.
    const draws = (t: typeof trees) => {
      const d = contentDraw(t);
      return [d(), d(), d(), d()];
    };
    expect(draws(trees)).toEqual(draws(trees.map((t) => ({ ...t }))));
    expect(draws(trees)).not.toEqual(draws(trees.slice(1)));
    expect(draws(trees).every((x) => x >= 0 && x < 1)).toBe(true);
    const verdict = checkSample(trees);
    for (let k = 0; k < 3; k++) expect(checkSample(trees)).toEqual(verdict);
  });
});
