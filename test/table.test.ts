// Judging pairs and aggregating tables (experiments/tournament/judge.ts, experiments/tournament/table.ts) on
// hand-made games and results.

import { describe, expect, test } from "vitest";
import { judgePair } from "../experiments/tournament/judge.js";
import { pairJob } from "../experiments/tournament/jobs.js";
import { tableRows } from "../experiments/tournament/table.js";
import type { GameRecord, PairResult, TournamentSpec } from "../experiments/tournament/types.js";

const spec: TournamentSpec = {
  game: "random",
  branching: 2,
  mode: "random",
  abDepths: [1],
  pairs: 1,
  algorithm: "bestfirst",
  match: "nodes",
};

function game(
  bfIsMax: boolean,
  finalValue: number,
  nodesBf = 10,
  nodesAb = 20,
  kept = [0, 0],
  peak = [0, 0],
): GameRecord {
  return {
    bfIsMax,
    finalValue,
    moves: ["0"],
    nodesBf,
    nodesAb,
    msBf: 1,
    msAb: 2,
    searchesBf: 2,
    searchesAb: 2,
    keptBf: kept[0],
    keptAb: kept[1],
    peakStoredBf: peak[0],
    peakStoredAb: peak[1],
  };
}

describe("judgePair", () => {
  test("the algorithm that was MAX when the larger value was reached wins", () => {
    const job = pairJob(spec, 2, 5, 0);
    expect(judgePair(job, [game(true, 300), game(false, -50)])).toMatchObject({ bfWins: 1, abWins: 0, tie: false });
    expect(judgePair(job, [game(true, -300), game(false, -50)])).toMatchObject({ bfWins: 0, abWins: 1, tie: false });
    // Order of the two games does not matter; the result lists best-first's MAX game first.
    const swapped = judgePair(job, [game(false, 7), game(true, 9)]);
    expect(swapped).toMatchObject({ bfWins: 1, abWins: 0 });
    expect(swapped.games.map((g) => g.bfIsMax)).toEqual([true, false]);
  });

  test("equal terminal values are a tie that neither side wins", () => {
    expect(judgePair(pairJob(spec, 1, 1, 0), [game(true, 42), game(false, 42)])).toMatchObject({
      bfWins: 0,
      abWins: 0,
      tie: true,
    });
  });

  test("costs are summed over both games and the job is kept", () => {
    const r = judgePair(pairJob(spec, 3, 8, 4), [game(true, 1, 100, 30), game(false, 0, 50, 45)]);
    expect(r).toMatchObject({ seed: 5, abDepth: 3, bfDepth: 8, nodesBf: 150, nodesAb: 75, msBf: 2, msAb: 4 });
  });

  test("a pair needs each side as MAX once", () => {
    expect(() => judgePair(pairJob(spec, 1, 1, 0), [game(true, 1), game(true, 2)])).toThrow(
      /one game with best-first as MAX/,
    );
  });
});

describe("tableRows", () => {
  const result = (abDepth: number, bfDepth: number, outcome: "bf" | "ab" | "tie", nodes = [1, 1]): PairResult => ({
    ...pairJob(spec, abDepth, bfDepth, 0),
    bfWins: outcome === "bf" ? 1 : 0,
    abWins: outcome === "ab" ? 1 : 0,
    tie: outcome === "tie",
    nodesBf: nodes[0],
    nodesAb: nodes[1],
    msBf: 0.5,
    msAb: 0.25,
    games: [game(true, 0), game(false, 0)],
  });
  const noTrees = { keptPerMoveBf: 0, keptPerMoveAb: 0, peakStoredBf: 0, peakStoredAb: 0 };

  test("counts wins, losses and ties, and leaves ties out of the win %", () => {
    const rows = tableRows([
      result(2, 4, "bf", [10, 20]),
      result(1, 1, "tie"),
      result(2, 4, "ab", [30, 40]),
      result(2, 4, "bf", [5, 6]),
      result(2, 4, "tie", [1, 1]),
      result(1, 1, "tie"),
      result(3, 9, "ab"),
    ]);
    expect(rows).toEqual([
      {
        abDepth: 1,
        bfDepth: 1,
        pairs: 2,
        bfWins: 0,
        abWins: 0,
        ties: 2,
        bfWinPct: null,
        nodesBf: 2,
        nodesAb: 2,
        msBf: 1,
        msAb: 0.5,
        ...noTrees,
      },
      {
        abDepth: 2,
        bfDepth: 4,
        pairs: 4,
        bfWins: 2,
        abWins: 1,
        ties: 1,
        bfWinPct: 200 / 3,
        nodesBf: 46,
        nodesAb: 67,
        msBf: 2,
        msAb: 1,
        ...noTrees,
      },
      {
        abDepth: 3,
        bfDepth: 9,
        pairs: 1,
        bfWins: 0,
        abWins: 1,
        ties: 0,
        bfWinPct: 0,
        nodesBf: 1,
        nodesAb: 1,
        msBf: 0.5,
        msAb: 0.25,
        ...noTrees,
      },
    ]);
  });

  test("kept nodes are averaged per search and peak trees are the largest of any game", () => {
    const r = (kept: number[], peak: number[]): PairResult => ({
      ...pairJob(spec, 2, 3, 0),
      bfWins: 1,
      abWins: 0,
      tie: false,
      nodesBf: 1,
      nodesAb: 1,
      msBf: 0,
      msAb: 0,
      games: [game(true, 1, 1, 1, kept, peak), game(false, 0, 1, 1, [kept[0] * 3, 0], [1, peak[1] * 2])],
    });
    // Searches: 2 a game and side, so 8 for each side over the two pairs.
    const [row] = tableRows([r([10, 8], [100, 7]), r([2, 0], [30, 50])]);
    expect(row).toMatchObject({
      keptPerMoveBf: (10 + 30 + 2 + 6) / 8,
      keptPerMoveAb: (8 + 0) / 8,
      peakStoredBf: 100,
      peakStoredAb: 100,
    });
  });

  test("does not depend on the order results arrive in", () => {
    const results = [
      result(1, 1, "bf"),
      result(2, 3, "ab"),
      result(1, 1, "ab"),
      result(2, 3, "bf"),
      result(2, 3, "bf"),
    ];
    expect(tableRows([...results].reverse())).toEqual(tableRows(results));
  });
});
