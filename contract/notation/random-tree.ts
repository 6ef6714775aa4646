// The random game tree's notation (docs/random-game-tree.md): a move is its number
// 0..B-1 and has no other name, so its positions are a tree's parameters (../random-tree.ts)
// and a path. Its position and its row in the contract's table (../games.ts).

import { fail } from "../errors.js";
import type { GameNotation } from "../game-row.js";
import { MAX_PLY, RANDOM_TREE_DEPTH, randomTreeParams, type RandomTreeSpec } from "../random-tree.js";

/** A node of one of Korf & Chickering's random game trees. */
export interface RandomPosition {
  /** The game: a random tree. */
  game: "random";
  /** The tree: its seed, branching factor and mode (docs/random-game-tree.md). */
  tree: RandomTreeSpec;
  /** Move numbers from the game's initial position. */
  path?: readonly number[];
}

/** The random tree's row: its start is the tree, written into the core's buffer as five words. */
export const RANDOM_TREE: GameNotation<RandomPosition> = {
  title: "random game tree",
  module: "random-tree",
  fields: { game: true, tree: true, path: true },
  maxPlies: 65000,
  moveName: (code) => code,
  moveCode: (name, k) => {
    if (!/^\d+$/.test(name))
      fail(`move "${name}" (number ${k + 1}) is not a move: random-tree moves are numbers 0..B-1`);
    return Number(name);
  },
  moveList: (text) => (text.trim() === "" ? [] : text.split(",").map((m) => m.trim())),
  solvable: false,
  starts: 100,
  cli: {
    options: [
      ["--seed <S>", "random tree: unsigned 64-bit seed"],
      ["--branching <B>", "random tree: maximum branching factor, 1..65536"],
      ["--mode <M>", "random tree: uniform | random"],
      ["--depth <D>", `random tree: terminal depth of the game (default ${RANDOM_TREE_DEPTH})`],
    ],
    form: "--seed S --branching B --mode uniform|random [--depth D] [--path 0,2,1]",
    start: (o, read) => ({
      tree: {
        seed: read.seed(o.seed),
        branching: read.int("--branching", o.branching, 1, 65536),
        mode: read.choice("--mode", o.mode, ["uniform", "random"] as const),
        depth: read.int("--depth", o.depth, 1, MAX_PLY, RANDOM_TREE_DEPTH),
      },
    }),
  },
  core: {
    writeStart(position, io) {
      const p = randomTreeParams(position.tree);
      io.set([p.seedLo, p.seedHi, p.branching, p.mode === "uniform" ? 1 : 0, p.terminalDepth]);
      return 5;
    },
    pliesFromStart: (position) => randomTreeParams(position.tree).terminalDepth,
  },
};
