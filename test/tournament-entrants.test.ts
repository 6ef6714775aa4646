// Tournaments whose challenger is an entrant's name (docs/entrants.md): a level, which plays
// at its own budget, and alphabeta-tt with its preset, through the built command. Each
// challenger's moves are checked against the player the name describes, made by hand on the
// reference engine; the results file names the entrant, resumes and merges; bad names and a
// damaged header are refused in one line.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { searchAtLevel, type Player } from "../contract/index.js";
import { createReferenceEngine } from "../reference/index.js";
import { cli } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "bestfirst-tournament-entrants-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const random = ["tournament", "--branching", "3", "--ab-depths", "1", "--pairs", "2", "--workers", "2"];
const engine = createReferenceEngine();

interface Pair {
  seed: number;
  pairIndex: number;
  games: { bfIsMax: boolean; moves: string[] }[];
}

/** The pairs of a results file. */
const pairsOf = (file: string): Pair[] =>
  readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line))
    .filter((line) => line.kind === "pair");

/**
 * Replays each game of `pair`, asking `challenger(path, game)` for the challenger's move at each
 * of its turns before the last ply (the horizon of 1 sees the end there: exact alpha-beta).
 */
function checkChallenger(pair: Pair, challenger: (path: number[], game: number) => number): void {
  pair.games.forEach((g, i) => {
    const path: number[] = [];
    for (const m of g.moves.map(Number)) {
      if ((path.length % 2 === 0) === g.bfIsMax && 100 - path.length > 1) expect(challenger(path, i)).toBe(m);
      path.push(m);
    }
  });
}

describe("tournament entrants", () => {
  test("level:2 plays at its own budget, named in the results file, resumed and merged alike", () => {
    const out = join(dir, "level.jsonl");
    const first = cli(...random, "--algorithm", "level:2", "--out", out, "--json");
    expect(first.code).toBe(0);
    const header = JSON.parse(readFileSync(out, "utf8").split("\n")[0]);
    expect(header.tournament).toMatchObject({ algorithm: "level:2", bfDepths: [2], matchPairs: null });
    const pairs = pairsOf(out);
    expect(pairs).toHaveLength(2);
    for (const pair of pairs) {
      const tree = { seed: pair.seed, branching: 3, mode: "random" as const, depth: 100 };
      // Its seed is the tournaments' seed of a side: pair index x 2, + 1 in the second game.
      checkChallenger(pair, (path, game) => {
        const position = { game: "random" as const, tree, path: [...path] };
        return searchAtLevel(engine, { position, level: 2, seed: pair.pairIndex * 2 + game }).move as number;
      });
    }
    const resumed = cli(...random, "--algorithm", "level:2", "--out", out, "--resume", "--json");
    expect(resumed.stdout).toBe(first.stdout);
    expect(pairsOf(out)).toHaveLength(2);
    const merged = JSON.parse(cli("tournament-merge", out, "--json").stdout);
    expect(merged.rows).toEqual(JSON.parse(first.stdout).rows);
  });

  test("alphabeta-tt:engine is alphabeta-tt with pvs at the horizon of its best-first depth", () => {
    const out = join(dir, "engine.jsonl");
    const r = cli(...random, "--algorithm", "alphabeta-tt:engine", "--bf-depths", "2", "--out", out, "--json");
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8").split("\n")[0]).tournament.algorithm).toBe("alphabeta-tt:engine");
    for (const pair of pairsOf(out)) {
      const tree = { seed: pair.seed, branching: 3, mode: "random" as const, depth: 100 };
      for (const [i, g] of pair.games.entries()) {
        // A player that keeps its table between moves observes every move of both sides.
        const player: Player = engine.createPlayer({ kind: "alphabeta-tt", horizon: 2, pvs: true });
        const path: number[] = [];
        for (const m of g.moves.map(Number)) {
          if ((path.length % 2 === 0) === g.bfIsMax && 100 - path.length > 1)
            expect(player.choose({ game: "random", tree, path: [...path] }).move, `game ${i}`).toBe(m);
          player.observe(m);
          path.push(m);
        }
        player.dispose();
      }
    }
  });

  test.each([
    [["--algorithm", "level:2", "--bf-depths", "3"], /level:2 carries its own search and budget: --bf-depths does/],
    [["--algorithm", "level:11"], /entrant "level:11": a level is from 1 to 10/],
    [["--algorithm", "bestfirst+learned"], /\+learned \(the learned evaluation\) is for othello, not random/],
    [["--algorithm", "bestfirst:ubfm"], /preset bestfirst:ubfm \(the refined best-first minimax, UBFM\) is not built/],
    [["--algorithm", "alphabeta-tt:fast"], /unknown preset "fast" for alphabeta-tt; its presets: engine/],
  ])("%o exits 2 with one line", (args, message) => {
    const r = cli(...random, ...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

  test("a header naming a challenger other than as the tournament writes it is refused in one line", () => {
    const out = join(dir, "level.jsonl");
    const damaged = join(dir, "damaged.jsonl");
    writeFileSync(
      damaged,
      readFileSync(out, "utf8").replace('"algorithm":"level:2","match"', '"algorithm":"level:02","match"'),
    );
    const r = cli("tournament-merge", damaged);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/line 1: algorithm must be a challenger's entrant name .*: level:2, got "level:02"/);
  });
});
