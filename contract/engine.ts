// The Engine interface both engines meet: the WebAssembly core (bindings/) and the
// TypeScript reference (reference/). Every method takes a position of any game
// (./position.ts); adding a game adds no method. Experiments, the CLI and the tests are
// written against this interface and run either engine.

import type { MoveName, Position } from "./position.js";
import type { SearchReport, SearchRequest } from "./search.js";
import type { Player, PlayerDescription } from "./player.js";
import type { RandomTreeSpec, TreeNodeInfo } from "./random-tree.js";
import type { Seed } from "./seed.js";
import type { Bounds } from "./bounds.js";
import type { EvaluateOptions } from "./evaluation.js";

/** The two engines: "wasm", the WebAssembly core, and "ts", the TypeScript reference. */
export type EngineName = "wasm" | "ts";

/** A legal move: its name, and for Othello the discs it flips. */
export interface LegalMove {
  /** The move's name. */
  move: MoveName;
  /** Othello only: the squares whose discs it flips. */
  flips?: string[];
}

/** The exact value of a position under perfect play (docs: each game's scoring). */
export interface Solution {
  /**
   * For the side to move: Othello, the final disc margin (empties to the winner);
   * tic-tac-toe, 1 win, 0 draw, -1 loss; Connect-Four, Pascal Pons' score (a win with
   * the side's own k-th stone scores 22 - k, a loss the negation, a draw 0). A weak
   * solve gives only the sign: 1, 0 or -1.
   */
  value: number;
  /** A best move; null when the game is already over. */
  move: MoveName | null;
  /** Positions the solver visited. */
  nodes: number;
}

/**
 * How to solve: `weak`, only whether the side to move wins, draws or loses (the sign of
 * the value); and its bounds (./bounds.ts: nodes, time, control): stopped by one, the
 * solve throws a BestfirstError saying so.
 */
export interface SolveOptions extends Bounds {
  /**
   * Connect-Four's solver then searches the window -1..1 only (fewer nodes near the
   * end, not always in the middle game); the other games solve fully and report the sign. The move is then one that
   * keeps the
   * outcome (a win, a draw), not necessarily the fastest win.
   */
  weak?: boolean;
}

/** The deepest perft either engine runs (Othello's depth 14 is already 1.8e11 leaves). */
export const MAX_PERFT_DEPTH = 20;

/**
 * An engine: every operation of the library on the built-in games. Both engines, the core
 * (`createWasmEngine`) and the reference (`createReferenceEngine`), meet it and answer alike.
 *
 * perft, solve, moves, evaluate and treeNode refuse an option they do not take, with a
 * BestfirstError naming those they do (./options.ts): perft's bounds, solve's weak and
 * bounds, treeNode's tree fields, evaluate's evaluation; moves takes none (a second argument
 * other than undefined or an empty object is refused).
 */
export interface Engine {
  /** Which engine this is. */
  readonly name: EngineName;
  /** Runs one search from a position, with the request's algorithm and stopping rules. */
  search(request: SearchRequest): SearchReport;
  /**
   * A player that keeps its tree between moves (a search's: `{ kind, ... }`), or a level's
   * (`{ level, seed? }`: a fresh level search a move, contract/level-player.ts).
   */
  createPlayer(spec: PlayerDescription): Player;
  /**
   * perft(1..depth): leaves of the tree cut at each depth, a finished game counted once at
   * every deeper depth. `bounds` (./bounds.ts): stopped by one, it throws a BestfirstError saying so.
   */
  perft(position: Position, depth: number, bounds?: Bounds): number[];
  /** Solves a position exactly (games with a solver: see GAME_NOTATIONS' `solvable`). */
  solve(position: Position, options?: SolveOptions): Solution;
  /** The legal moves of a position in move order (empty when the game is over). */
  moves(position: Position): LegalMove[];
  /**
   * The static evaluation of a position, from MAX's point of view (the first player's):
   * the game's own, or with `evaluation: "learned"` the trained one (Othello: ./evaluation.ts).
   */
  evaluate(position: Position, options?: EvaluateOptions): number;
  /** The random-tree node reached from the initial position along `path` (move numbers). */
  treeNode(tree: RandomTreeSpec, path?: readonly number[]): TreeNodeInfo;
  /** Benchmark kernel: the sum (mod 2^32, signed) of `count` edge costs from index `first`. */
  edgeCostSum(seed: Seed, first: number, count: number): number;
}
