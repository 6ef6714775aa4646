// Connect-Four test fixtures: a test-only wrapper of the core's temporary Connect-Four
// exports (assembly/connect-four-abi.ts; the generic engine ABI replaces them), the same
// operations on the reference classes, random positions made with the naive oracle, and
// the bench positions of test/fixtures/connect4-positions.tsv.

import fc from "fast-check";
import { Core } from "../bindings/core.js";
import { compileCoreSync } from "../bindings/load.js";
import { ConnectFour } from "../reference/games/connect-four.js";
import { solve } from "../reference/games/connect-four-solve.js";
import { perft } from "../reference/perft.js";
import { search, type Limits } from "../reference/search/index.js";
import { ALGORITHMS, type Algorithm } from "../contract/index.js";
import { fixture } from "./helpers.js";
import { empty, isOver, naiveColumns, naivePlay, type NaivePosition } from "./oracles/connect-four-naive.js";

/** The operations the tests ask of both engines; positions are 0-based column lists. */
export interface C4Engine {
  name: string;
  /** Sets the position; -1, or the index of the first column that could not be played. */
  set(cols: readonly number[]): number;
  moveCount(): number;
  moveCode(move: number): number;
  evaluate(): number;
  perft(depth: number): number[];
  solve(weak?: boolean): { score: number; nodes: number };
  /** One search from the position: move and principal variation as move indices, and the counters. */
  search(algorithm: Algorithm, limits: Limits): SearchResult;
}

export interface SearchResult {
  move: number; value: number; pv: number[];
  generated: number; expanded: number; regenerated: number; peakStore: number;
}

/** The core's temporary exports, typed here (the generated types know them after a build). */
interface C4Exports {
  c4Set(n: number): number;
  c4MoveCount(): number;
  c4MoveCode(move: number): number;
  c4Evaluate(): number;
  c4Perft(depth: number): void;
  c4Solve(weak: number): number;
  c4Search(algorithm: number, horizon: number, stopDepth: number, bound: number, nodes: number, timeMs: number): void;
  searchMove(): number;
  searchValue(): number;
  searchPv(): number;
  searchGenerated(): number;
  searchExpanded(): number;
  searchRegenerated(): number;
  searchPeakStore(): number;
}

export function wasmC4(core = new Core(compileCoreSync())): C4Engine {
  const x = (): C4Exports => core.exports as unknown as C4Exports;
  return {
    name: "wasm",
    set(cols) {
      core.io().set(cols);
      return core.run("c4Set", () => x().c4Set(cols.length));
    },
    moveCount: () => x().c4MoveCount(),
    moveCode: (move) => x().c4MoveCode(move),
    evaluate: () => x().c4Evaluate(),
    perft(depth) {
      core.run("c4Perft", () => x().c4Perft(depth));
      const io = core.io();
      return Array.from({ length: depth }, (_, k) => (io[2 * k] >>> 0) + (io[2 * k + 1] >>> 0) * 2 ** 32);
    },
    solve(weak = false) {
      const score = core.run("c4Solve", () => x().c4Solve(weak ? 1 : 0));
      const io = core.io();
      return { score, nodes: (io[0] >>> 0) + (io[1] >>> 0) * 2 ** 32 };
    },
    search(algorithm, limits) {
      return core.run("c4Search", () => {
        const c = x();
        c.c4Search(ALGORITHMS.indexOf(algorithm), limits.horizon ?? 0, limits.stopDepth ?? 0, limits.bound ?? 0,
          limits.nodes ?? 0, limits.time ?? 0);
        const pv = Array.from(core.io().subarray(0, c.searchPv()));
        return {
          move: c.searchMove(), value: c.searchValue(), pv, generated: c.searchGenerated(), expanded: c.searchExpanded(),
          regenerated: c.searchRegenerated(), peakStore: c.searchPeakStore(),
        };
      });
    },
  };
}

export function referenceC4(): C4Engine {
  const game = new ConnectFour();
  return {
    name: "ts",
    set(cols) {
      game.reset();
      for (let k = 0; k < cols.length; k++) if (!game.playCode(cols[k])) return k;
      return -1;
    },
    moveCount: () => game.moveCount(),
    moveCode: (move) => game.moveCode(move),
    evaluate: () => game.evaluate(),
    perft: (depth) => perft(game, depth),
    solve: (weak = false) => solve(game, weak),
    search(algorithm, limits) {
      const { move, value, pv, stats } = search(game, algorithm, limits);
      return { move, value, pv, ...stats };
    },
  };
}

export const c4Engines: C4Engine[] = [wasmC4(), referenceC4()];

/** 1-based digits ("4455") to 0-based columns. */
export const columns = (moves: string): number[] => [...moves].map((d) => Number(d) - 1);

/** The position reached by the choices (each picks among the legal columns), stopping at `maxStones` or the end. */
export function playout(choices: readonly number[], maxStones = 42): NaivePosition {
  let p = empty();
  for (const c of choices) {
    if (isOver(p) || p.stones >= maxStones) break;
    const cols = naiveColumns(p);
    p = naivePlay(p, cols[c % cols.length])!;
  }
  return p;
}

/** A random playout of up to 42 stones (it may end the game). */
export const anyPosition: fc.Arbitrary<NaivePosition> =
  fc.array(fc.nat(), { minLength: 0, maxLength: 42 }).map((choices) => playout(choices));

/** A random position that is not over, with minEmpty..maxEmpty empty cells (random playouts that end sooner are dropped). */
export const nearEnd = (minEmpty: number, maxEmpty: number): fc.Arbitrary<NaivePosition> =>
  fc.tuple(fc.integer({ min: minEmpty, max: maxEmpty }), fc.array(fc.nat(), { minLength: 42, maxLength: 42 }))
    .map(([e, choices]) => playout(choices, 42 - e))
    .filter((p) => !isOver(p));

export interface BenchPosition { kind: "end" | "middle"; moves: string; score: number }

/** The bench positions (scripts/connect4-positions.ts made them). */
export function benchPositions(): BenchPosition[] {
  return fixture("connect4-positions.tsv").trim().split("\n").slice(1).map((line) => {
    const [kind, moves, score] = line.split("\t");
    return { kind: kind as "end" | "middle", moves, score: Number(score) };
  });
}
