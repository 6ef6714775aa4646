// Rivest's table 2 machinery (experiments/tournament/connect-four-pair.ts,
// experiments/tournament/rivest-table.ts): the 49 openings, games replayed on the reference
// rules and judged independently, the budget per move held by both sides, both engines
// playing the same games, and the table's counts against a recount of the games.

import { describe, expect, test } from "vitest";
import { engines } from "./helpers.js";
import {
  connectFourOpening,
  playConnectFourPair,
  CALLS_PER_LEVEL,
} from "../experiments/tournament/connect-four-pair.js";
import { rivestRows } from "../experiments/tournament/rivest-table.js";
import { rivestTable2 } from "../experiments/papers/rivest-1987.js";
import { checkSpec } from "../experiments/tournament/runner.js";
import { players } from "../experiments/tournament/players.js";
import { fromMoves, naivePlay, type NaivePosition } from "../oracles/connect-four-naive.js";
import type { ConnectFourPairJob, PairResult } from "../experiments/tournament/types.js";

const [wasm, ts] = engines;

const job = (
  opening: number,
  level: number,
  algorithm: "mma" | "bestfirst" = "mma",
  bfDepth = level,
): ConnectFourPairJob => ({
  game: "connect4",
  opening,
  pairIndex: opening,
  abDepth: level,
  bfDepth,
  algorithm,
  match: "nodes",
});

/** The game's result by the naive oracle's rules: +1 the first player won, -1 the second, 0 a draw. */
function replay(opening: string[], moves: string[]): number {
  let p: NaivePosition = fromMoves(opening.join(""));
  for (const m of moves) {
    expect(p.won).toBe(false);
    const next = naivePlay(p, Number(m) - 1);
    expect(next).not.toBeNull();
    p = next!;
  }
  if (p.won) return p.stones % 2 === 1 ? 1 : -1;
  expect(p.stones).toBe(42);
  return 0;
}

describe("Rivest's Connect-Four tournament", () => {
  test("the 49 openings are the 49 pairs of first moves", () => {
    const all = Array.from({ length: 49 }, (_, i) => connectFourOpening(i).join(""));
    expect(new Set(all).size).toBe(49);
    for (const o of all) expect(o).toMatch(/^[1-7][1-7]$/);
  });

  test("games legal, judged as the rules say; both sides keep to the move-call budget; both engines the same", () => {
    for (const [opening, level] of [
      [0, 1],
      [24, 2],
      [48, 1],
    ] as const) {
      const pair = playConnectFourPair(job(opening, level), wasm);
      const budget = level * CALLS_PER_LEVEL;
      for (const g of pair.games) {
        expect(g.finalValue).toBe(replay(connectFourOpening(opening), g.moves));
        expect(g.nodesBf).toBeLessThanOrEqual(g.searchesBf * budget);
        expect(g.nodesAb).toBeLessThanOrEqual((g.moves.length - g.searchesBf) * budget);
        expect(g.searchesBf).toBeGreaterThan(0);
      }
      const strip = (r: PairResult) => ({
        ...r,
        msBf: 0,
        msAb: 0,
        games: r.games.map((g) => ({ ...g, msBf: 0, msAb: 0 })),
      });
      expect(strip(playConnectFourPair(job(opening, level), ts))).toEqual(strip(pair));
    }
  });

  test("the table counts games as a recount does, beside Rivest's row of the same budget", () => {
    const results = [0, 10, 20].map((o) => playConnectFourPair(job(o, 1), wasm));
    const [row] = rivestRows(results, "nodes");
    let wins = 0,
      losses = 0,
      ties = 0;
    for (const r of results)
      for (const g of r.games) {
        const mmaWon = g.finalValue !== 0 && g.finalValue > 0 === g.bfIsMax;
        if (g.finalValue === 0) ties++;
        else if (mmaWon) wins++;
        else losses++;
      }
    expect([row.games, row.wins, row.losses, row.ties]).toEqual([6, wins, losses, ties]);
    expect(row.bound).toBe(1000);
    expect(row.paper).toEqual(rivestTable2.find((p) => p.resource === "moves" && p.bound === 1000));
  });

  test("best-first at a depth bound plays too; mma is for Connect-Four only", () => {
    const pair = playConnectFourPair(job(3, 1, "bestfirst", 4), wasm);
    for (const g of pair.games) expect(g.finalValue).toBe(replay(connectFourOpening(3), g.moves));
    expect(() =>
      checkSpec(
        {
          game: "random",
          branching: 3,
          mode: "random",
          abDepths: [1],
          pairs: 2,
          algorithm: "mma",
          match: "nodes",
          bfDepths: [1],
        },
        players,
      ),
    ).toThrow(
      new RegExp(
        /^random has no mma player: its tournaments play bestfirst, extension, mcts, alphabeta-tt, level; /.source +
          /mma plays connect4$/.source,
      ),
    );
    expect(() =>
      checkSpec(
        {
          game: "connect4",
          branching: 0,
          mode: "random",
          abDepths: [1],
          pairs: 50,
          algorithm: "mma",
          match: "nodes",
          bfDepths: [1],
        },
        players,
      ),
    ).toThrow(/pairs must be from 1 to 49/);
  });
});
