// Results files that invent data the summaries would use (issue 41, "every input
// bounded"), each made from a real small run's file with one line edited: a round robin's
// moves per side are the replay's (999 moves in a short tic-tac-toe game, or one moved
// from a side to the other, refused) and its node counts bounded by the header's budget
// (10^15 refused; the most a search could honestly use, budget x moves, kept), as are a
// decision-quality choice's nodes on game positions; a tournament side's searches at most
// its moves in the replayed game; a decision-quality file with every count doubled, or
// one count within every bound, is refused by its sample's recomputation; a field no schema knows (a duplicate depth
// record with an extra field, a game's, a tree's, a header's, "__proto__") is a
// BestfirstError naming the file, the line and the field, one line and exit 2 on the
// command line; and a game core that does not name its moves (test/fixtures/kit/
// nameless-nim.ts) is refused by compare --core before any file is written, while a
// named core's file (test/fixtures/kit/nim.ts) resumes to the same pairs.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import { runRoundRobin } from "../experiments/compare/runner.js";
import { mergeRoundRobinFiles } from "../experiments/compare/merge.js";
import { loadCore } from "../experiments/run/cores.js";
import { runDecisions } from "../experiments/compare/decisions/runner.js";
import { mergeDecisionFiles } from "../experiments/compare/decisions/merge.js";
import type { DecisionParams } from "../experiments/compare/decisions/types.js";
import { runQuality } from "../experiments/quality/runner.js";
import { mergeQualityFiles } from "../experiments/quality/merge.js";
import { runTournament } from "../experiments/tournament/runner.js";
import { mergeFiles } from "../experiments/tournament/merge.js";
import type { RoundRobinSpec } from "../experiments/compare/types.js";
import type { QualityParams } from "../experiments/quality/store.js";
import type { TournamentSpec } from "../experiments/tournament/types.js";
import { cli, expectUsageLine, refusal } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-invented-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);

/** A results line as edited: JSON of any shape. */
// biome-ignore lint/suspicious/noExplicitAny: the edits reach into lines of every schema
type Json = Record<string, any>;

/** The lines of a file, the header first. */
const linesOf = (path: string) => readFileSync(path, "utf8").trimEnd().split("\n");

/** A copy of `path` named `name` with line `n` (from 1) edited by `edit`; its path. */
function edited(path: string, name: string, n: number, edit: (line: Json) => void): string {
  const lines = linesOf(path);
  const line = JSON.parse(lines[n - 1]);
  edit(line);
  lines[n - 1] = JSON.stringify(line);
  writeFileSync(at(name), lines.join("\n") + "\n");
  return at(name);
}

/** A copy of `path` named `name` with `line` appended. */
function appended(path: string, name: string, line: string): string {
  writeFileSync(at(name), readFileSync(path, "utf8") + line + "\n");
  return at(name);
}

/** The command line's form of a library message `^...`: after the command's name. */
const onCli = (command: string, message: RegExp) => new RegExp(`^bestfirst ${command}: ${message.source.slice(1)}`);

// ---- a round robin's moves and nodes -----------------------------------------------

const BUDGET = 20;
const ticTacToe: RoundRobinSpec = {
  game: "tictactoe",
  algorithms: ["id", "bestfirst"],
  budgets: [BUDGET],
  by: "nodes",
  pairs: 3,
  branching: null,
  mode: null,
  depth: null,
};

describe("a round robin's counts", () => {
  const file = at("tictactoe.jsonl");
  /** The line (from 1) and game of the shortest game played. */
  let shortest: { n: number; g: number; moves: number };
  beforeAll(async () => {
    await runRoundRobin(ticTacToe, { workers: 1, out: file });
    shortest = { n: 0, g: 0, moves: Infinity };
    linesOf(file).forEach((line, i) => {
      if (i === 0) return;
      JSON.parse(line).games.forEach((game: Json, g: number) => {
        if (game.moves.length < shortest.moves) shortest = { n: i + 1, g, moves: game.moves.length };
      });
    });
  }, 120_000);

  const expectRefused = async (path: string, message: RegExp) => {
    const before = readFileSync(path, "utf8");
    expect(refusal(() => mergeRoundRobinFiles([path]))).toMatch(message);
    await expect(runRoundRobin(ticTacToe, { workers: 1, out: path, resume: true })).rejects.toThrow(message);
    expect(readFileSync(path, "utf8")).toBe(before);
    expectUsageLine(cli("compare-merge", path), onCli("compare-merge", message));
  };

  test("999 moves for a side in a short game, or a move counted to the wrong side: refused", async () => {
    expect(shortest.moves).toBeLessThanOrEqual(7); // tic-tac-toe, two moves in: at most 7 plies left
    const { n, g } = shortest;
    const many = edited(file, "moves-999.jsonl", n, (line) => {
      line.games[g].movesA = 999;
    });
    await expectRefused(many, new RegExp(`^${many} line ${n}: games\\[${g}\\]\\.movesA must be \\d+ .*got 999`));
    // The sum still the game's length: only who moved is wrong.
    const moved = edited(file, "moves-moved.jsonl", n, (line) => {
      line.games[g].movesA += 1;
      line.games[g].movesB -= 1;
    });
    await expectRefused(moved, new RegExp(`^${moved} line ${n}: games\\[${g}\\]\\.movesA must be`));
  });

  test("10^15 nodes refused; the most a search could use at the budget, budget x moves, kept", async () => {
    const { n, g } = shortest;
    const huge = edited(file, "nodes-huge.jsonl", n, (line) => {
      line.games[g].nodesB = 1e15;
    });
    await expectRefused(huge, new RegExp(`^${huge} line ${n}: games\\[${g}\\]\\.nodesB must be an integer from 0 to`));
    const full = edited(file, "nodes-full.jsonl", n, (line) => {
      const game = line.games[g];
      game.nodesA = BUDGET * game.movesA;
      game.nodesB = BUDGET * game.movesB;
    });
    const read = JSON.parse(linesOf(full)[n - 1]);
    const kept = mergeRoundRobinFiles([full]).pairs.find((p) => p.opening === read.opening && p.a === read.a)!;
    expect(kept.games[g].nodesA).toBe(BUDGET * read.games[g].movesA);
    expect(kept.games[g].nodesB).toBe(BUDGET * read.games[g].movesB);
  });

  test("a field the schema does not know, in a game or in the header: refused naming it", async () => {
    const { n, g } = shortest;
    const extra = edited(file, "game-extra.jsonl", n, (line) => {
      line.games[g].note = "added";
    });
    await expectRefused(extra, new RegExp(`^${extra} line ${n}: unknown field games\\[${g}\\]\\.note`));
    const header = edited(file, "header-extra.jsonl", 1, (line) => {
      line.roundRobin.seed = 7;
    });
    await expectRefused(header, new RegExp(`^${header} line 1: unknown field roundRobin\\.seed`));
  });
});

// ---- a decision-quality run's counts -----------------------------------------------

const COUNTS = ["abNodes", "abNodesSpec", "bfGenerated", "bfRegenerated", "bfRegeneratedByTest", "bfInheritChanged"];

describe("a decision-quality run's counts", () => {
  const params: QualityParams = { branching: [2, 3], depths: [5, 4], trees: 2 };
  const file = at("quality.jsonl");
  beforeAll(async () => {
    await runQuality(params, { workers: 1, out: file });
  }, 120_000);

  /** A copy with every tree line's fields `fields` doubled. */
  function doubled(name: string, fields: readonly string[]): string {
    const lines = linesOf(file).map((text, i) => {
      if (i === 0) return text;
      const line = JSON.parse(text);
      for (const field of fields) line[field] = line[field].map((x: number) => 2 * x);
      return JSON.stringify(line);
    });
    writeFileSync(at(name), lines.join("\n") + "\n");
    return at(name);
  }

  const expectRefused = async (path: string, message: RegExp) => {
    const before = readFileSync(path, "utf8");
    expect(refusal(() => mergeQualityFiles([path]))).toMatch(message);
    await expect(runQuality(params, { workers: 1, out: path, resume: true })).rejects.toThrow(message);
    expect(readFileSync(path, "utf8")).toBe(before);
    expectUsageLine(cli("quality-merge", path), onCli("quality-merge", message));
  };

  test("the honest file is read back whole", () => {
    expect(mergeQualityFiles([file]).trees).toHaveLength(4);
  });

  test("every count of every line doubled: refused", async () => {
    const all = doubled("doubled.jsonl", COUNTS);
    const count = `(${COUNTS.join("|")})\\[\\d+\\]`;
    await expectRefused(all, new RegExp(`^${all} line \\d+: ${count} must be`));
  });

  test("one count doubled within every bound: refused by the sample's recomputation", async () => {
    const one = doubled("doubled-by-test.jsonl", ["bfRegeneratedByTest"]);
    const lines = linesOf(one)
      .slice(1)
      .map((l) => JSON.parse(l));
    // Within bfGenerated everywhere, the one bound it has, and changed on some line.
    expect(lines.every((t) => t.bfRegeneratedByTest.every((x: number, k: number) => x <= t.bfGenerated[k]))).toBe(true);
    expect(lines.some((t) => t.bfRegeneratedByTest.some((x: number) => x > 0))).toBe(true);
    await expectRefused(one, new RegExp(`^${one} line \\d+: bfRegeneratedByTest\\[\\d+\\] must be \\d+ \\(its tree`));
  });

  test("a field the schema does not know: refused naming it", async () => {
    const extra = edited(file, "tree-extra.jsonl", 2, (line) => {
      line.weight = 2;
    });
    await expectRefused(extra, new RegExp(`^${extra} line 2: unknown field weight`));
  });
});

// ---- decision quality's choices ---------------------------------------------------

describe("decision quality's choices", () => {
  const params: DecisionParams = {
    game: "connect4",
    set: { seed: 4, count: 3, empties: [12, 18] },
    searches: [
      { name: "alphabeta", algorithm: "id" },
      { name: "bestfirst", algorithm: "bestfirst" },
    ],
    budgets: [{ nodes: 60 }],
  };
  const file = at("decisions.jsonl");
  beforeAll(async () => {
    await runDecisions(params, { workers: 1, out: file });
  }, 120_000);

  test("10^15 nodes for one decision at 60 nodes: refused; 60 kept", async () => {
    const huge = edited(file, "choice-huge.jsonl", 2, (line) => {
      line.choices[1].nodes = 1e15;
    });
    expect(refusal(() => mergeDecisionFiles([huge]))).toMatch(
      new RegExp(`^${huge} line 2: nodes must be an integer from 0 to \\d+, got 1000000000000000`),
    );
    const full = edited(file, "choice-full.jsonl", 2, (line) => {
      line.choices[1].nodes = 60;
    });
    expect(mergeDecisionFiles([full]).records).toHaveLength(3);
  });
});

// ---- a tournament's records --------------------------------------------------------

describe("a tournament's records", () => {
  const spec: TournamentSpec = {
    game: "random",
    branching: 2,
    mode: "random",
    abDepths: [1, 2],
    pairs: 2,
    algorithm: "bestfirst",
    match: "nodes",
    matchPairs: 1,
    maxBfDepth: 6,
  };
  const file = at("tournament.jsonl");
  beforeAll(async () => {
    await runTournament(spec, { workers: 1, out: file });
  }, 120_000);

  const expectRefused = async (path: string, message: RegExp) => {
    const before = readFileSync(path, "utf8");
    expect(refusal(() => mergeFiles([path]))).toMatch(message);
    await expect(runTournament(spec, { workers: 1, out: path, resume: true })).rejects.toThrow(message);
    expect(readFileSync(path, "utf8")).toBe(before);
    expectUsageLine(cli("tournament-merge", path), onCli("tournament-merge", message));
  };

  test("a duplicate depth record with an extra field: refused naming the file, the line and the field", async () => {
    const lines = linesOf(file);
    const depth = lines.find((l) => l.startsWith('{"kind":"depth"'))!;
    expect(depth).toBeDefined();
    const record = JSON.parse(depth);
    const n = lines.length + 1;
    const extra = appended(file, "depth-extra.jsonl", JSON.stringify({ ...record, note: "mine" }));
    await expectRefused(extra, new RegExp(`^${extra} line ${n}: unknown field note: `));
    const nested = appended(
      file,
      "depth-nested.jsonl",
      JSON.stringify({ ...record, trail: [{ ...record.trail[0], seen: true }, ...record.trail.slice(1)] }),
    );
    await expectRefused(nested, new RegExp(`^${nested} line ${n}: unknown field trail\\[0\\]\\.seen`));
    // The same record again, without an extra field, is the same record.
    expect(mergeFiles([appended(file, "depth-again.jsonl", depth)]).depths).toEqual(mergeFiles([file]).depths);
  });

  test("more searches for a side than its moves in the game: refused", async () => {
    const lines = linesOf(file);
    const n = lines.findIndex((l) => l.startsWith('{"kind":"pair"')) + 1;
    const pair = JSON.parse(lines[n - 1]);
    const moves = pair.games[1].moves.length;
    const many = edited(file, "searches-many.jsonl", n, (line) => {
      line.games[1].searchesAb = moves;
    });
    await expectRefused(many, new RegExp(`^${many} line ${n}: games\\[1\\]\\.searchesAb must be at most \\d+`));
  });

  test('a "__proto__" field in a pair line: refused as unknown', async () => {
    const lines = linesOf(file);
    const n = lines.findIndex((l) => l.startsWith('{"kind":"pair"')) + 1;
    lines[n - 1] = lines[n - 1].replace(/\}$/, ',"__proto__":{"tie":true}}');
    const proto = at("pair-proto.jsonl");
    writeFileSync(proto, lines.join("\n") + "\n");
    await expectRefused(proto, new RegExp(`^${proto} line ${n}: unknown field __proto__`));
  });
});

// ---- a game core's move names ------------------------------------------------------

describe("compare --core and move names", () => {
  const nameless = at("nameless.wasm"),
    nim = at("nim.wasm");
  const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/kit/${name}`, import.meta.url));
  beforeAll(async () => {
    await Promise.all([
      kitCore({ file: fixture("nameless-nim.ts"), out: nameless }),
      kitCore({ file: fixture("nim.ts"), out: nim }),
    ]);
  }, 900_000);

  const run = (core: string, out: string, ...more: string[]) =>
    cli(
      "compare",
      "--core",
      core,
      "--algorithms",
      "id,bestfirst",
      "--budgets",
      "20",
      "--pairs",
      "2",
      "--workers",
      "1",
      "--out",
      out,
      ...more,
    );

  test('a core whose moves are all named "": refused in one line before any results file is written', () => {
    const out = at("nameless-report");
    expectUsageLine(run(nameless, out), /^bestfirst compare: NamelessNim's moveName names a move "" at one position/);
    expect(existsSync(join(out, "data", "compare-namelessnim-roundrobin.jsonl"))).toBe(false);
  });

  test("a named core's results file resumes to the same pairs, every name read back", () => {
    const out = at("nim-report");
    const first = run(nim, out, "--json");
    expect(first.code).toBe(0);
    const file = join(out, "data", "compare-nim-roundrobin.jsonl");
    const before = readFileSync(file, "utf8");
    const again = run(nim, out, "--resume", "--json");
    expect(again.stderr.trim()).toMatch(/^report: \S+compare-nim\.md$/);
    expect(again.code).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(before); // nothing to play again
    loadCore(readFileSync(nim)); // the file's games replay on the core, loaded here by its hash
    const pairs = mergeRoundRobinFiles([file]).pairs;
    expect(pairs).toHaveLength(2);
    for (const game of pairs.flatMap((p) => p.games)) for (const m of game.moves) expect(m).toMatch(/^[abc][1-5]$/);
  });
});
