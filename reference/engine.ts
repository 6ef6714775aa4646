// The Engine interface both engines meet (the WebAssembly core through bindings/, the
// TypeScript reference through ./reference-engine.ts), and the request types it takes.
// Experiments, the CLI and the tests are written against it and run either engine.

import { checkInt, fail, seedHalves, type Seed } from "./errors.js";
import { MAX_PLY, type RandomTreeParams } from "./games/random-tree.js";
import type { SearchRequest, SearchReport, Position } from "./search-request.js";
import type { PlayerSpec, PlayerChoice } from "./players/tree-player.js";
import type { OthelloEngine } from "./othello-engine.js";

export type EngineName = "wasm" | "ts";

/** One random game, as users name it. */
export interface RandomTreeSpec {
  seed: Seed;
  /** Maximum branching factor B, 1..65536. */
  branching: number;
  mode: "uniform" | "random";
  /** Terminal depth from the game's initial position; default 100, as in the papers. */
  depth?: number;
}

/** A node of a random game, as `bestfirst tree` prints it. */
export interface TreeNodeInfo {
  /** Its index in the virtual breadth-first numbering, unsigned 64-bit, in decimal. */
  index: string;
  /** Its static value (the sum of the edge costs from the initial position). */
  value: number;
  /** Its branching factor (what it would have, even when it is terminal). */
  branching: number;
  /** Its depth below the game's initial position. */
  depth: number;
}

export interface Engine extends OthelloEngine {
  readonly name: EngineName;
  /** The node reached from the initial position along `path` (move numbers). */
  treeNode(tree: RandomTreeSpec, path?: readonly number[]): TreeNodeInfo;
  /** Runs one search from a position, with the request's algorithm and stopping rules. */
  search(request: SearchRequest): SearchReport;
  /** A player that keeps its tree between moves (see reference/players/tree-player.ts). */
  createPlayer(spec: PlayerSpec): Player;
  /** Benchmark kernel: the sum (mod 2^32, signed) of `count` edge costs from index `first`. */
  edgeCostSum(seed: Seed, first: number, count: number): number;
}

/** Checks a random game's parameters and puts them in the engines' form. */
export function randomTreeParams(spec: RandomTreeSpec): RandomTreeParams {
  if (spec === null || typeof spec !== "object") fail("a random tree needs { seed, branching, mode }");
  const { hi, lo } = seedHalves(spec.seed);
  const branching = checkInt("branching factor B", spec.branching, 1, 65536);
  if (spec.mode !== "uniform" && spec.mode !== "random")
    fail(`mode must be "uniform" or "random", got ${String(spec.mode)}`);
  const terminalDepth = checkInt("terminal depth", spec.depth ?? 100, 1, MAX_PLY);
  return { seedHi: hi, seedLo: lo, branching, mode: spec.mode, terminalDepth };
}

/** Checks a path of move numbers (legality is checked as it is walked). */
export function checkPath(path: readonly number[] | undefined, terminalDepth: number): readonly number[] {
  if (path === undefined) return [];
  if (!Array.isArray(path)) fail("path must be a list of move numbers");
  if (path.length > terminalDepth)
    fail(`path has ${path.length} moves but the game ends at depth ${terminalDepth}`);
  for (const m of path) checkInt("a move in the path", m, 0, 65535);
  return path;
}

/** The error for move `path[k]`, which is not legal at a node with `moves` moves. */
export function illegalPathMove(path: readonly number[], k: number, moves: number): never {
  if (moves === 0) fail(`move ${path[k]} at position ${k + 1} of the path is not legal: the game is over there`);
  fail(`move ${path[k]} at position ${k + 1} of the path is not legal: that node has moves 0..${moves - 1}`);
}

/** Checks the benchmark kernel's range: indices stay below 2^32. */
export function checkEdgeRange(first: number, count: number): void {
  checkInt("first index", first, 0, 0x7fffffff);
  checkInt("count", count, 0, 0x7fffffff - first);
}

/** A game-playing search: `choose` at each of its turns, `observe` every move played. */
export interface Player {
  /** Chooses a move at `position`, which must be the position the observed moves reached. */
  choose(position: Position): PlayerChoice;
  /** A move of either side, from the position last chosen at or observed. */
  observe(move: number): void;
  /** Frees what the player holds (the WebAssembly engine has a few player slots). */
  dispose(): void;
}

/** Checks a player's description. */
export function checkPlayerSpec(spec: PlayerSpec): PlayerSpec {
  if (spec === null || typeof spec !== "object") fail("a player needs { kind, bound | horizon }");
  if (!["bestfirst", "extension", "alphabeta"].includes(spec.kind))
    fail(`player kind must be bestfirst, extension or alphabeta, got ${String(spec.kind)}`);
  if (spec.kind !== "alphabeta") checkInt("depth bound", spec.bound, 1, MAX_PLY);
  if (spec.kind !== "bestfirst") checkInt("horizon", spec.horizon, 1, 64);
  if (spec.memoryNodes !== undefined) checkInt("memory limit (nodes)", spec.memoryNodes, 64, 2 ** 28);
  if (spec.onFull !== undefined && spec.onFull !== "prune" && spec.onFull !== "linear")
    fail(`onFull must be "prune" or "linear", got ${String(spec.onFull)}`);
  return spec;
}
