// Players take presets and levels (contract/player.ts, contract/level-player.ts): a preset's
// player is the player with the preset's settings written out here by hand, node for node
// on both engines; a level's player plays, move by move, its row's search written out here
// (level 7: alphabeta-tt at 5,000 nodes) and, at a level with randomness, the same game on
// both engines from its seed, another seed another game. Bad descriptions: one line each.

import { expect, test } from "vitest";
import { searchAtLevel, type PlayerChoice, type Position } from "../index.js";
import { engines, refusal } from "./helpers.js";
import { playedGame } from "./player-games.js";

const connect4: Position = { game: "connect4", moves: ["4", "4"] };
const othello: Position = { game: "othello", moves: ["f5", "d6"] };

/** A game's choices without their times (players' choices have none) and the path. */
const game = (r: { choices: PlayerChoice[]; path: number[] }) => r;

test("a preset's player is the player with its settings written out, node for node on both engines", () => {
  for (const start of [connect4, othello]) {
    const written = game(
      playedGame(
        engines[0],
        start,
        [
          { kind: "alphabeta-tt", nodes: 3000, pvs: true },
          { kind: "mcts", simulations: 50 },
        ],
        8,
      ),
    );
    const plain = playedGame(
      engines[0],
      start,
      [
        { kind: "alphabeta-tt", nodes: 3000 },
        { kind: "mcts", simulations: 50 },
      ],
      8,
    );
    for (const engine of engines) {
      const preset = playedGame(
        engine,
        start,
        [
          { kind: "alphabeta-tt", nodes: 3000, preset: "engine" },
          { kind: "mcts", simulations: 50 },
        ],
        8,
      );
      expect(preset).toEqual(written);
      // The written-out player is not the plain one: the test would miss a preset that does nothing.
      expect(preset.choices.map((c) => c.generated)).not.toEqual(plain.choices.map((c) => c.generated));
      // A setting the description gives wins over its preset's.
      const own = playedGame(
        engine,
        start,
        [
          { kind: "alphabeta-tt", nodes: 3000, preset: "engine", pvs: false },
          { kind: "mcts", simulations: 50 },
        ],
        8,
      );
      expect(own).toEqual(plain);
    }
  }
});

test("a level's player plays its row's search written out, move by move, on both engines", () => {
  // Level 7 draws no random move: alphabeta-tt at 5,000 nodes generated a move.
  for (const start of [connect4, othello])
    for (const engine of engines) {
      const { choices, path } = playedGame(engine, start, [{ level: 7 }, { level: 7, seed: 5 }], 6);
      choices.forEach((choice, ply) => {
        const position = { ...start, path: path.slice(0, ply) } as Position;
        const r = engine.search({ position, algorithm: "alphabeta-tt", nodes: 5000 });
        const moves = engine.moves(position).map((m) => String(m.move));
        expect(choice.move).toBe(moves.indexOf(String(r.move)));
        expect(choice.value).toBe(r.value);
        expect([choice.generated, choice.expanded, choice.regenerated]).toEqual([
          r.nodes.generated,
          r.nodes.expanded,
          r.nodes.regenerated,
        ]);
      });
    }
});

test("a level's randomness comes from the player's seed: one game on both engines, another seed another", () => {
  const play = (engine: (typeof engines)[number], seed: number) =>
    playedGame(
      engine,
      connect4,
      [
        { level: 1, seed },
        { level: 2, seed: seed + 1 },
      ],
      12,
    );
  const games = [0, 1, 2].map((seed) => play(engines[0], seed));
  games.forEach((g, seed) => {
    expect(play(engines[1], seed)).toEqual(g);
    // Each move is the level's move at that position from that seed (the library's call).
    g.choices.forEach((choice, ply) => {
      const position = { ...connect4, path: g.path.slice(0, ply) } as Position;
      const r = searchAtLevel(engines[1], { position, level: 1 + (ply % 2), seed: seed + (ply % 2) });
      expect(String(engines[1].moves(position)[choice.move].move)).toBe(String(r.move));
      expect(choice.generated).toBe(r.nodes.generated);
    });
  });
  expect(new Set(games.map((g) => g.path.join(","))).size).toBeGreaterThan(1);
});

test("a level player's bad description is refused in one line", () => {
  for (const engine of engines) {
    const ask = (spec: unknown) => refusal(() => engine.createPlayer(spec as never));
    expect(ask({ level: 0 })).toMatch(/^level must be an integer from 1 to 10, got 0$/);
    expect(ask({ level: 11 })).toMatch(/level .*1 to 10/);
    expect(ask({ level: 5, kind: "bestfirst" })).toBe(
      "a level player is { level, seed?, evaluation?, book? }: a level carries its own search and budget, " +
        'so it takes no kind (got kind "bestfirst")',
    );
    expect(ask({ level: 5, nodes: 100 })).toMatch(/^unknown field "nodes": a level player's description takes /);
    expect(ask({ level: 5, seed: -1 })).toMatch(/seed/);
    expect(ask({ level: 5, evaluation: "deep" })).toMatch(/evaluation/);
    expect(ask({ kind: "alphabeta-tt", nodes: 100, preset: "fast" })).toBe(
      'unknown preset "fast" for alphabeta-tt; its presets: engine',
    );
    expect(ask({ kind: "bestfirst", bound: 3, preset: "ubfm" })).toBe(
      "preset bestfirst:ubfm (the refined best-first minimax, UBFM) is not built yet",
    );
    expect(ask({ kind: "mma", moveCalls: 100, preset: "engine" })).toBe(
      'unknown preset "engine" for mma; mma has no presets',
    );
  }
});

test("a level player refuses a finished game's position and a Connect-Four level plays to the end", () => {
  for (const engine of engines) {
    const { path } = playedGame(engine, connect4, [
      { level: 4, seed: 3 },
      { level: 6, seed: 4 },
    ]);
    const end = { ...connect4, path } as Position;
    expect(engine.moves(end)).toEqual([]);
    const player = engine.createPlayer({ level: 4 });
    expect(refusal(() => player.choose(end))).toMatch(/terminal/);
    player.dispose();
  }
});
