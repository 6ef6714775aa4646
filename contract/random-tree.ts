// The random game tree as users name it (docs/random-game-tree.md): seed, branching
// factor, mode and terminal depth, their checks, and what `treeNode` reports. Both
// engines take these parameters in the checked form `RandomTreeParams`.

import { checkInt, fail, isRevokedProxy, shown } from "./errors.js";
import { seedHalves, type Seed } from "./seed.js";

/** The deepest terminal depth: values stay inside 32 bits up to here. */
export const MAX_PLY = 65000;

/** One random game, as users name it. */
export interface RandomTreeSpec {
  /** The tree's unsigned 64-bit seed: a bigint, a safe integer or a decimal string. */
  seed: Seed;
  /** Maximum branching factor B, 1..65536. */
  branching: number;
  /** `uniform`: B children everywhere; `random`: 1..B children, drawn per node. */
  mode: "uniform" | "random";
  /** Terminal depth from the game's initial position; default 100, as in the papers. */
  depth?: number;
}

/** The parameters that pick one random game out of all of them, checked. */
export interface RandomTreeParams {
  /** Two 32-bit halves of the unsigned 64-bit seed. */
  seedHi: number;
  /** The seed's low half. */
  seedLo: number;
  /** Maximum branching factor B, 1..65536. */
  branching: number;
  /** `uniform`: B children everywhere; `random`: 1..B children, drawn per node. */
  mode: "uniform" | "random";
  /** Terminal depth D from the game's initial position. */
  terminalDepth: number;
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

/** A random game's terminal depth when its spec gives none: the papers' random games end at depth 100. */
export const RANDOM_TREE_DEPTH = 100;

/** Checks a random game's parameters and puts them in the engines' form. */
export function randomTreeParams(spec: RandomTreeSpec): RandomTreeParams {
  if (spec === null || typeof spec !== "object" || isRevokedProxy(spec))
    fail(`a random tree needs { seed, branching, mode }, got ${shown(spec)}`);
  const { hi, lo } = seedHalves(spec.seed);
  const branching = checkInt("branching factor B", spec.branching, 1, 65536);
  if (spec.mode !== "uniform" && spec.mode !== "random")
    fail(`mode must be "uniform" or "random", got ${shown(spec.mode)}`);
  const terminalDepth = checkInt("terminal depth", spec.depth ?? RANDOM_TREE_DEPTH, 1, MAX_PLY);
  return { seedHi: hi, seedLo: lo, branching, mode: spec.mode, terminalDepth };
}

/** Checks the benchmark kernel's range: indices stay below 2^32. */
export function checkEdgeRange(first: number, count: number): void {
  checkInt("first index", first, 0, 0x7fffffff);
  checkInt("count", count, 0, 0x7fffffff - first);
}

/** The decimal digits of an unsigned 64-bit value given as halves (for output, not hot paths). */
export function u64ToString(hi: number, lo: number): string {
  return ((BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0)).toString();
}
