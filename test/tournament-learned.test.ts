// The 1994 Othello tournaments with the learned evaluation (tournament --evaluation learned,
// issue 46): every alpha-beta move of a played pair is a fresh alpha-beta search's with the
// learned evaluation at that position (and the hand evaluation's games differ, so the field
// is read); the results file says which evaluation, its lines carry it, a resume of the
// other evaluation is refused by name, a file from before the field reads as the hand
// evaluation's; the flag is Othello's alone.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { createWasmEngineSync } from "../index.js";
import { playOthelloPair } from "../experiments/tournament/othello-pair.js";
import { othelloOpenings } from "../experiments/tournament/othello-openings.js";
import { runTournament } from "../experiments/tournament/runner.js";
import { readResultsFile } from "../experiments/tournament/store.js";
import type { OthelloPairJob, TournamentSpec } from "../experiments/tournament/types.js";
import { othelloAt } from "../reference/games/othello.js";
import { cli, expectUsageLine } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-learned-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const engine = createWasmEngineSync();

const job = (opening: number, evaluation?: "learned"): OthelloPairJob => ({
  game: "othello",
  opening,
  pairIndex: opening,
  abDepth: 2,
  bfDepth: 3,
  algorithm: "bestfirst",
  match: "nodes",
  ...(evaluation ? { evaluation } : {}),
});

describe("a pair with the learned evaluation", () => {
  test("each of alpha-beta's moves is alpha-beta's with the learned evaluation there; the hand's games differ", () => {
    let differ = 0;
    for (const opening of [0, 5, 9]) {
      const learned = playOthelloPair(job(opening, "learned"), engine);
      const hand = playOthelloPair(job(opening), engine);
      for (const [g, game] of learned.games.entries()) {
        if (game.moves.join() !== hand.games[g].moves.join()) differ++;
        const board = othelloOpenings()[opening];
        const at = othelloAt(board);
        const path: number[] = [];
        for (const name of game.moves) {
          const moves = Array.from({ length: at.moveCount() }, (_, m) => at.moveName(m));
          const abToMove = at.maxToMove() !== game.bfIsMax;
          if (abToMove && at.empties() > 2) {
            const r = engine.search({
              position: { game: "othello", board, path },
              algorithm: "alphabeta",
              horizon: 2,
              evaluation: "learned",
            });
            expect(name).toBe(r.move);
          }
          const move = moves.indexOf(name);
          at.play(move);
          path.push(move);
        }
      }
    }
    expect(differ).toBeGreaterThan(0);
  }, 120_000);
});

describe("the results file", () => {
  const spec: TournamentSpec = {
    game: "othello",
    branching: 0,
    mode: "uniform",
    abDepths: [1, 2],
    bfDepths: [1, 3],
    pairs: 2,
    algorithm: "bestfirst",
    match: "nodes",
    evaluation: "learned",
  };

  test("says which evaluation, its lines carry it; the other's resume refused; old files are hand", async () => {
    const out = join(dir, "learned.jsonl");
    const outcome = await runTournament(spec, { workers: 1, out });
    expect(outcome.rows.map((r) => r.pairs)).toEqual([2, 2]);
    const file = readResultsFile(out);
    expect(file.header?.tournament.evaluation).toBe("learned");
    const lines = readFileSync(out, "utf8").trimEnd().split("\n");
    const read = lines.slice(1).map((l) => JSON.parse(l));
    expect(read.filter((l) => l.kind === "pair").every((l) => l.evaluation === "learned")).toBe(true);
    expect(read.filter((l) => l.kind === "depth").every((l) => l.tournament.evaluation === "learned")).toBe(true);
    const { evaluation: _, ...hand } = spec;
    await expect(runTournament(hand, { workers: 1, out, resume: true })).rejects.toThrow(/evaluation \(--evaluation\)/);
    // A line of the hand evaluation in a learned file is refused.
    const forged = join(dir, "forged.jsonl");
    const second = read.find((l) => l.kind === "pair");
    delete second.evaluation;
    writeFileSync(forged, [lines[0], JSON.stringify(second), ""].join("\n"));
    expect(() => readResultsFile(forged)).toThrow(/evaluation/);
    // A hand tournament's file from before the field: its header without it reads as "hand".
    const old = join(dir, "old.jsonl");
    await runTournament(hand, { workers: 1, out: old });
    const [header, ...rest] = readFileSync(old, "utf8").trimEnd().split("\n");
    const h = JSON.parse(header);
    expect(h.tournament.evaluation).toBe("hand");
    delete h.tournament.evaluation;
    writeFileSync(old, [JSON.stringify(h), ...rest, ""].join("\n"));
    expect(readResultsFile(old).header?.tournament.evaluation).toBe("hand");
  }, 120_000);

  test("--evaluation is Othello's alone; a bad name one line", () => {
    expectUsageLine(
      cli("tournament", "--game", "connect4", "--evaluation", "learned", "--ab-depths", "1"),
      /--evaluation does not apply: the learned evaluation is Othello's/,
    );
    expectUsageLine(
      cli("tournament", "--game", "othello", "--evaluation", "deep", "--ab-depths", "1"),
      /--evaluation must be one of hand, learned/,
    );
  });
});
