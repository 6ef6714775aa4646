// MCTS as a tournament's challenger (experiments/tournament/mcts-side.ts): it plays where
// best-first plays (random games, Othello) and where mma plays (Connect-Four), its seed
// from the job alone, so a tournament is the same with 1 and 2 workers; its games are
// replayed on independent rules; and a game is the player's own, move for move.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { runTournament } from "../experiments/tournament/runner.js";
import {
  playConnectFourPair,
  connectFourOpening,
  CALLS_PER_LEVEL,
} from "../experiments/tournament/connect-four-pair.js";
import { mctsGameSeed, mctsLevelNodes, MCTS_MEMORY_NODES } from "../experiments/tournament/mcts-side.js";
import { playRandomPair } from "../experiments/tournament/random-pair.js";
import type { ConnectFourPairJob, PairResult, RandomPairJob, TournamentSpec } from "../experiments/tournament/types.js";
import { oracleNode } from "../oracles/random-tree-bigint.js";
import { fromMoves, naivePlay } from "../oracles/connect-four-naive.js";
import { createWasmEngineSync } from "../index.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-mcts-tournament-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const wasm = createWasmEngineSync();

function timeless(r: PairResult): unknown {
  const { msBf: _a, msAb: _b, games, ...rest } = r;
  return { ...rest, games: games.map(({ msBf: _c, msAb: _d, ...g }) => g) };
}

test("a level's node budget: 16 at level 1, doubling every three levels", () => {
  expect([1, 2, 3, 4, 7, 10].map(mctsLevelNodes)).toEqual([16, 20, 25, 32, 64, 128]);
  expect(mctsGameSeed({ pairIndex: 5 }, true)).not.toBe(mctsGameSeed({ pairIndex: 5 }, false));
});

describe("tournaments are the same with 1 and 2 workers", () => {
  test.each([
    [
      "random games (B = 3), levels matched to alpha-beta's nodes",
      {
        game: "random",
        branching: 3,
        mode: "random",
        abDepths: [2, 3],
        pairs: 3,
        algorithm: "mcts",
        match: "nodes",
        matchPairs: 2,
      },
    ],
    [
      "Connect-Four, alpha-beta's budget",
      {
        game: "connect4",
        branching: 0,
        mode: "random",
        abDepths: [1],
        bfDepths: [1],
        pairs: 2,
        algorithm: "mcts",
        match: "nodes",
      },
    ],
    [
      "Othello, a level given",
      {
        game: "othello",
        branching: 0,
        mode: "random",
        abDepths: [1],
        bfDepths: [4],
        pairs: 1,
        algorithm: "mcts",
        match: "nodes",
      },
    ],
  ] as [string, TournamentSpec][])("%s", async (_, spec) => {
    const one = await runTournament(spec, { workers: 1, out: join(dir, `${spec.game}-1.jsonl`) });
    const two = await runTournament(spec, { workers: 2, out: join(dir, `${spec.game}-2.jsonl`) });
    expect(one.complete && two.complete).toBe(true);
    expect(two.results.map(timeless)).toEqual(one.results.map(timeless));
    expect(one.results.length).toBe(spec.abDepths.length * spec.pairs);
    for (const r of one.results) expect(r.nodesBf).toBeGreaterThan(0);
  });
});

test("a random game's pair: the final values are the BigInt oracle's, and MCTS keeps its tree between moves", () => {
  const job: RandomPairJob = {
    game: "random",
    seed: 4,
    branching: 3,
    mode: "random",
    pairIndex: 3,
    abDepth: 3,
    bfDepth: 10,
    algorithm: "mcts",
    match: "nodes",
  };
  const r = playRandomPair(job, wasm);
  for (const g of r.games) {
    expect(g.finalValue).toBe(oracleNode(4n, 3, "random", g.moves.map(Number)).value);
    expect(g.keptBf).toBeGreaterThan(g.searchesBf); // more than a root kept a move, on the whole
  }
  expect(timeless(playRandomPair(job, createWasmEngineSync()))).toEqual(timeless(r));
});

test("a Connect-Four pair: legal games, MCTS's nodes a move near alpha-beta's budget, its own player's moves", () => {
  const job: ConnectFourPairJob = {
    game: "connect4",
    opening: 10,
    pairIndex: 10,
    abDepth: 1,
    bfDepth: 1,
    algorithm: "mcts",
    match: "nodes",
  };
  const r = playConnectFourPair(job, wasm);
  const opening = connectFourOpening(10);
  for (const g of r.games) {
    let p = fromMoves(opening.join(""));
    for (const m of g.moves) p = naivePlay(p, Number(m) - 1)!;
    expect(p.won || p.stones === 42).toBe(true);
    // The node budget is checked before each simulation: a move passes it by at most one simulation (a
    // rollout, at most 42 plies).
    expect(g.nodesBf).toBeLessThanOrEqual(g.searchesBf * (CALLS_PER_LEVEL + 43));
    // The MCTS side's moves are those of the player the job describes, fed the other side's moves.
    const player = wasm.createPlayer({
      kind: "mcts",
      nodes: CALLS_PER_LEVEL,
      seed: mctsGameSeed(job, g.bfIsMax),
      memoryNodes: MCTS_MEMORY_NODES,
    });
    const path: number[] = [];
    g.moves.forEach((name, ply) => {
      const moves = wasm.moves({ game: "connect4", moves: opening, path }).map((m) => String(m.move));
      const move = moves.indexOf(name);
      if ((ply % 2 === 0) === g.bfIsMax)
        expect(moves[player.choose({ game: "connect4", moves: opening, path }).move]).toBe(name);
      player.observe(move);
      path.push(move);
    });
    player.dispose();
  }
});
