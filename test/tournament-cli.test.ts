// `bestfirst tournament`, `tournament-merge` and the report, through the built command
// (dist/, so the compiled worker.js is what runs here).

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { reportChart, reportChartSpec, reportMarkdown } from "../experiments/tournament/report.js";
import { cli } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-tournament-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = [
  "tournament",
  "--branching",
  "2",
  "--mode",
  "random",
  "--ab-depths",
  "1-2",
  "--bf-depths",
  "2,1",
  "--pairs",
  "4",
];

describe("bestfirst tournament", () => {
  test("--json prints one object with a row per alpha-beta depth, the same for 1 and 2 workers", () => {
    const one = cli(...base, "--workers", "1", "--json");
    const two = cli(...base, "--workers", "2", "--json");
    expect([one.code, two.code]).toEqual([0, 0]);
    const strip = (text: string) =>
      JSON.parse(text).rows.map(({ msBf: _a, msAb: _b, ...r }: Record<string, unknown>) => r);
    const rows = strip(one.stdout);
    expect(
      rows.map((r: { abDepth: number; bfDepth: number; pairs: number }) => [r.abDepth, r.bfDepth, r.pairs]),
    ).toEqual([
      [1, 2, 4],
      [2, 1, 4],
    ]);
    expect(strip(two.stdout)).toEqual(rows);
  });

  test("shards written to files merge to the unsharded table, and a report is written", () => {
    const whole = cli(...base, "--json");
    const a = join(dir, "a.jsonl"),
      b = join(dir, "b.jsonl");
    expect(cli(...base, "--shard", "1/2", "--out", a, "--json").code).toBe(0);
    const refused = cli("tournament-merge", a, "--json");
    expect(refused.code).toBe(2); // a shard missing: not the whole tournament
    expect(refused.stderr.trim()).toMatch(
      new RegExp(
        /^bestfirst tournament-merge: the files are not the whole tournament: no file of shard /.source +
          /2\/2; .*has 2 of 4 pairs.*--partial/.source,
      ),
    );
    const half = cli("tournament-merge", a, "--json", "--partial");
    expect(half.code).toBe(0);
    expect(half.stderr).toMatch(/has 2 of 4 pairs/);
    expect(cli(...base, "--shard", "2/2", "--out", b, "--json").code).toBe(0);
    const merged = cli("tournament-merge", a, b, "--json", "--report", join(dir, "report"));
    expect(merged.code).toBe(0);
    const strip = (text: string) =>
      JSON.parse(text).rows.map(({ msBf: _a, msAb: _b, ...r }: Record<string, unknown>) => r);
    expect(strip(merged.stdout)).toEqual(strip(whole.stdout));
    const md = readFileSync(join(dir, "report", "tournament-random-B2-random-bestfirst-nodes.md"), "utf8");
    expect(md).toMatch(/table 2/);
    expect(md).toMatch(/\| 2 \| 1 \| 4 \|.*\| 3 \| 59% \|/); // AB 2: ours at BF 1, the paper's at BF 3, 59 %
    // The merged report names the players as a run's does, and says where its pairs came from.
    const wholeReport = join(dir, "whole-report");
    expect(cli(...base, "--report", wholeReport).code).toBe(0);
    const players = (text: string) => text.split("\n").find((line) => line.startsWith("- Players:"));
    expect(players(md)).toBe(
      players(readFileSync(join(wholeReport, "tournament-random-B2-random-bestfirst-nodes.md"), "utf8")),
    );
    expect(md).toContain(`- Wall time: (merged from results files: ${a}, ${b})`);
  });

  const bad: [string, string[], RegExp][] = [
    [
      "othello with too many pairs",
      ["--game", "othello", "--ab-depths", "1-2", "--pairs", "245"],
      /must be an integer from 1 to 244|pairs must be from 1 to 244/,
    ],
    ["backwards range", ["--branching", "2", "--ab-depths", "5-1"], /--ab-depths must be .*runs backwards/],
    ["garbage range", ["--branching", "2", "--ab-depths", "one"], /--ab-depths must be a range like 1-5/],
    [
      "a range past the most, not built first",
      ["--branching", "2", "--ab-depths", "1-4294967295"],
      /--ab-depths must be a range like 1-5 .* from 1 to 99, got "1-4294967295"\n/,
    ],
    [
      "random games' options on othello",
      ["--game", "othello", "--branching", "2", "--ab-depths", "1"],
      /--branching does not apply: othello plays from its openings/,
    ],
    [
      "an empty --out",
      ["--branching", "2", "--ab-depths", "1", "--out", ""],
      /--out needs a file or directory name, got ""/,
    ],
    [
      "an empty --report",
      ["--branching", "2", "--ab-depths", "1", "--report", ""],
      /--report needs a file or directory name, got ""/,
    ],
    ["missing depths", ["--branching", "2"], /--ab-depths is required/],
    ["missing branching", ["--ab-depths", "1-2"], /--branching is required/],
    ["bad shard", ["--branching", "2", "--ab-depths", "1-2", "--shard", "0/2"], /--shard must be k\/n/],
    [
      "too many pairs",
      ["--branching", "2", "--ab-depths", "1-2", "--pairs", "101"],
      /pairs must be from 1 to 100 for random/,
    ],
    [
      "bf depths count",
      ["--branching", "2", "--ab-depths", "1-3", "--bf-depths", "1,2"],
      /one depth per alpha-beta depth \(3\)/,
    ],
    [
      "bad algorithm",
      ["--branching", "2", "--ab-depths", "1", "--algorithm", "sss"],
      /entrant "sss": unknown search "sss"; searches: bestfirst, extension, mcts, mma, mma-vs-bestfirst, alphabeta-tt;/,
    ],
    ["bad match", ["--branching", "2", "--ab-depths", "1", "--match", "vibes"], /--match must be one of nodes, time/],
    [
      "workers 0",
      ["--branching", "2", "--ab-depths", "1", "--workers", "0"],
      /--workers must be an integer from 1 to 256/,
    ],
    ["resume without out", ["--branching", "2", "--ab-depths", "1", "--resume"], /--resume needs --out/],
    [
      "time shards",
      ["--branching", "2", "--ab-depths", "1", "--match", "time", "--shard", "1/2"],
      /shards need the same depths everywhere/,
    ],
  ];
  test.each(bad)("%s exits 2 with one line", (_what, args, message) => {
    const r = cli("tournament", ...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

  test("tournament-merge of an empty file name exits 2", () => {
    const r = cli("tournament-merge", "");
    expect([r.code, r.stderr]).toEqual([
      2,
      'bestfirst tournament-merge: a results file name is empty (""); give the files written by --out\n',
    ]);
  });

  test("tournament-merge of a file that is not results exits 2", () => {
    const r = cli("tournament-merge", join(dir, "nope.jsonl"));
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(/nope\.jsonl does not exist/);
  });
});

describe("the report", () => {
  const input = {
    tournament: {
      game: "random" as const,
      branching: 3,
      mode: "random" as const,
      algorithm: "extension" as const,
      match: "nodes" as const,
    },
    pairs: 10,
    label: "test players",
    wallMs: 1234,
    rows: [
      {
        abDepth: 1,
        bfDepth: 1,
        pairs: 10,
        bfWins: 0,
        abWins: 0,
        ties: 10,
        bfWinPct: null,
        nodesBf: 5,
        nodesAb: 5,
        msBf: 0,
        msAb: 0,
        keptPerMoveBf: 1,
        keptPerMoveAb: 1,
        peakStoredBf: 4,
        peakStoredAb: 5,
      },
      {
        abDepth: 2,
        bfDepth: 3,
        pairs: 10,
        bfWins: 6,
        abWins: 3,
        ties: 1,
        bfWinPct: 200 / 3,
        nodesBf: 50,
        nodesAb: 52,
        msBf: 0,
        msAb: 0,
        keptPerMoveBf: 7,
        keptPerMoveAb: 2,
        peakStoredBf: 40,
        peakStoredAb: 30,
      },
    ],
  };

  test("puts the paper's table 4 (B=3) beside ours, win % rounded, ties as '-'", () => {
    const md = reportMarkdown(input);
    expect(md).toMatch(/table 4/);
    expect(md).toMatch(/Wall time: 1\.2 s/);
    expect(md).toContain("| 1 | 1 | 10 | 0 | 0 | 10 | - | 5 | 5 | 1 | 1 | 4 | 5 | 1 | 50% |");
    expect(md).toContain("| 2 | 3 | 10 | 6 | 3 | 1 | 67% | 50 | 52 | 7 | 2 | 40 | 30 | 3 | 65% |");
  });

  test("charts two lines, ours (without the all-tied depth) and the paper's, the same bytes every time", async () => {
    const svg = await reportChart(input);
    expect(svg).toBe(await reportChart(structuredClone(input)));
    const values = (reportChartSpec(input) as { data: { values: { series: string }[] } }).data.values;
    const count = (name: string) => values.filter((v) => v.series === name).length;
    expect([count("this run"), count("paper, table 4")]).toEqual([1, 10]);
    // Both series are drawn and named in the legend.
    expect(svg.match(/class="mark-line role-mark/g)).toHaveLength(2);
    expect(svg).toContain(">this run</text>");
    expect(svg).toContain(">paper, table 4</text>");
    expect(svg.startsWith("<svg") && svg.trimEnd().endsWith("</svg>")).toBe(true);
  });
});
