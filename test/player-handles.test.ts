// Players are handles that cannot alias: on both engines a second dispose()
// is a no-op, any use after dispose() throws a BestfirstError, observe() refuses a move
// that is not legal at the player's position and names the legal ones, and seeds are
// checked by type before either engine runs.

import { describe, expect, test } from "vitest";
import { engines } from "./helpers.js";
import { BestfirstError, type Position } from "../contract/index.js";

const tree = { seed: 5, branching: 4, mode: "uniform" as const, depth: 12 };
const at = (path: number[]): Position => ({ game: "random", tree, path });

describe.each(engines.map((e) => [e.name, e] as const))("%s engine", (_name, engine) => {
  test("disposing a player twice does not free the player that took its slot", () => {
    const first = engine.createPlayer({ kind: "bestfirst", bound: 6 });
    first.dispose();
    const second = engine.createPlayer({ kind: "bestfirst", bound: 6 });
    first.dispose();
    // Would take the slot of `second` if the second dispose had freed it.
    const third = engine.createPlayer({ kind: "alphabeta", horizon: 1 });
    const alone = engine.createPlayer({ kind: "bestfirst", bound: 6 });
    try {
      let played: number[] = [];
      for (const path of [[], [1, 2], [1, 2, 0, 3]]) {
        // Each player observes the moves from its last position to this one.
        for (const move of path.slice(played.length)) for (const p of [second, third, alone]) p.observe(move);
        played = path;
        third.choose(at(path));
        expect(second.choose(at(path))).toEqual(alone.choose(at(path)));
        const fresh = engine.createPlayer({ kind: "bestfirst", bound: 6, retain: false });
        expect(second.choose(at(path)).move).toBe(fresh.choose(at(path)).move);
        fresh.dispose();
      }
    } finally {
      for (const p of [second, third, alone]) p.dispose();
    }
  });

  test("every use after dispose() throws a BestfirstError", () => {
    const p = engine.createPlayer({ kind: "extension", horizon: 2, bound: 4 });
    p.choose(at([]));
    p.dispose();
    expect(() => p.choose(at([]))).toThrow(BestfirstError);
    expect(() => p.choose(at([]))).toThrow(/disposed/);
    expect(() => p.observe(0)).toThrow(BestfirstError);
    expect(() => p.observe(0)).toThrow(/disposed/);
    expect(() => p.dispose()).not.toThrow();
  });

  test("observe() refuses a move that is not legal at the player's position, naming the legal moves", () => {
    const p = engine.createPlayer({ kind: "bestfirst", bound: 4 });
    try {
      p.choose(at([]));
      expect(() => p.observe(4)).toThrow(BestfirstError);
      expect(() => p.observe(4)).toThrow(
        "move 4 is not legal at the player's position; its moves are 0..3: 0, 1, 2, 3",
      );
      p.observe(3);
      p.observe(0);
      expect(() => p.observe(7)).toThrow(/its moves are 0\.\.3/);
      // After a refused move the player is where it was: its choice is a fresh search's.
      const fresh = engine.createPlayer({ kind: "bestfirst", bound: 4 });
      expect(p.choose(at([3, 0])).move).toBe(fresh.choose(at([3, 0])).move);
      fresh.dispose();
    } finally {
      p.dispose();
    }
  });

  test("choose() refuses a position other than the one its observed moves reached, by name or index alike", () => {
    const fresh = (position: Position) => {
      const p = engine.createPlayer({ kind: "bestfirst", bound: 6, retain: false });
      try {
        return p.choose(position).move;
      } finally {
        p.dispose();
      }
    };
    const o = engine.createPlayer({ kind: "bestfirst", bound: 6 });
    try {
      o.choose({ game: "othello" });
      o.observe(0); // d3
      const wrong =
        /this player's tree is of the position its observed moves reached, and choose\(\) was given another/;
      expect(() => o.choose({ game: "othello", moves: ["f5"] })).toThrow(wrong); // as many moves, another one
      expect(() => o.choose({ game: "othello" })).toThrow(wrong); // the start again
      expect(() => o.choose({ game: "tictactoe" })).toThrow(wrong); // another game
      expect(() =>
        o.choose({
          game: "othello",
          board: "---------------------------OX------XO--------------------------X O",
          path: [0],
        }),
      ).toThrow(wrong); // another start
      // d3 by name, or by index, is the position it reached; its move is a fresh player's there.
      const byName = o.choose({ game: "othello", moves: ["d3"] });
      expect(byName.kept).toBeGreaterThan(1);
      expect(byName.move).toBe(fresh({ game: "othello", moves: ["d3"] }));
      expect(o.choose({ game: "othello", path: [0] })).toEqual({
        ...byName,
        kept: byName.stored,
        generated: 0,
        expanded: 0,
      });
    } finally {
      o.dispose();
    }
    const r = engine.createPlayer({ kind: "bestfirst", bound: 6 });
    r.choose(at([]));
    expect(() => r.choose(at([1, 2]))).toThrow(/choose\(\) was given another/); // moves not observed
    r.observe(1);
    r.observe(2);
    expect(r.choose(at([1, 2])).move).toBe(fresh(at([1, 2])));
    r.dispose();
  });

  test("observe() names the moves of named games, and refuses any move once the game is over", () => {
    const o = engine.createPlayer({ kind: "alphabeta", horizon: 1 });
    o.choose({ game: "othello" });
    expect(() => o.observe(4)).toThrow(
      "move 4 is not legal at the player's position; its moves are 0..3: 0 (d3), 1 (c4), 2 (f5), 3 (e6)",
    );
    o.dispose();
    const t = engine.createPlayer({ kind: "alphabeta", horizon: 2 });
    // X: 1, 2, 3 wins on the top row; O's 4, 5 between.
    t.choose({ game: "tictactoe", moves: ["1", "4", "2", "5"] });
    t.observe(0); // cell 3: X wins, the game is over
    expect(() => t.observe(0)).toThrow(/the game is over at the player's position/);
    t.dispose();
  });

  test("seeds are checked by type", () => {
    for (const seed of [true, 1.5, -1, "12x", 2 ** 53, { hi: 1 }, null, 2n ** 64n] as unknown[]) {
      const position = { game: "random", tree: { ...tree, seed } } as Position;
      expect(() => engine.search({ position, algorithm: "alphabeta", horizon: 2 })).toThrow(BestfirstError);
      expect(() => engine.search({ position, algorithm: "alphabeta", horizon: 2 })).toThrow(
        /seed must be an unsigned 64-bit integer/,
      );
    }
  });
});

test.each(engines.map((e) => [e.name, e] as const))(
  "%s: a caller that pushes each chosen move onto the path it passed, then observes it, " +
    "plays to the game's end (the player keeps its own copy of the position)",
  (_name, engine) => {
    const player = engine.createPlayer({ kind: "bestfirst", bound: 3 });
    const path: number[] = [];
    const position: Position = { game: "random", tree, path };
    while (path.length < tree.depth) {
      const { move } = player.choose(position);
      path.push(move); // the same array the player was given
      player.observe(move);
    }
    expect(path).toHaveLength(tree.depth);
    player.dispose();
  },
);
