// The TypeScript twins of test/fixtures/kit/shaped-trees.ts (seeded random trees of every
// shape as kit games), written against the Game protocol: the same moves, names, hashes,
// values and shape members, so that the reference's searches on them are the oracle's side
// of the core's (test/mcts-shaped-kit.test.ts). The hashes are 32-bit, in Math.imul, as the
// class's u32 arithmetic.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BestfirstError, createWasmEngine, type Game, type KitEngine } from "../index.js";
import { afterAll, beforeAll } from "vitest";
import { kitCore } from "./kit-cores.js";

const SEEDS = 64;
const DEEPEST = 8;

function mix(x: number): number {
  x = (x ^ (x >>> 16)) >>> 0;
  x = Math.imul(x, 0x7feb352d) >>> 0;
  x = (x ^ (x >>> 15)) >>> 0;
  x = Math.imul(x, 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** The start's move for `players` (2 to 4) and tree `seed` (0 to 63). */
export function startMove(players: number, seed: number): number {
  return (players - 2) * SEEDS + (seed % SEEDS);
}

export class ShapedTreeTwin implements Game {
  private mode = -1;
  private ply = 0;
  private depth = 0;
  private readonly hashes: number[] = [];
  /** A dice class's chance members (the others lack them, as their classes do). */
  declare readonly isChance?: () => boolean;
  declare readonly chanceWeight?: (move: number) => number;

  constructor(
    readonly decisive: boolean,
    private readonly dice: boolean,
  ) {
    if (dice) Object.assign(this, { isChance: () => this.chanceHere(), chanceWeight: (m: number) => this.weight(m) });
  }

  get players(): number {
    return this.mode < 0 ? 2 : 2 + Math.floor(this.mode / SEEDS);
  }
  private get here(): number {
    return this.hashes[this.ply];
  }
  isTerminal(): boolean {
    if (this.mode < 0) return false;
    return this.ply >= this.depth || (this.ply >= 3 && !this.chanceHere() && (this.here >>> 8) % 9 === 0);
  }
  private chanceHere(): boolean {
    return this.dice && this.mode >= 0 && this.ply % 2 === 1;
  }
  private weight(move: number): number {
    return 1 + ((this.here >>> (move * 3)) & 7);
  }
  moveCount(): number {
    if (this.mode < 0) return 3 * SEEDS;
    if (this.isTerminal()) return 0;
    return 2 + ((this.here >>> (this.chanceHere() ? 4 : 12)) % 2);
  }
  toMove(): number {
    if (this.mode < 0) return 0;
    if (this.players === 2) return (this.dice ? this.ply >> 1 : this.ply) % 2;
    return (this.here >>> 20) % this.players;
  }
  maxToMove(): boolean {
    return this.toMove() === 0;
  }
  play(move: number): void {
    if (this.mode < 0) {
      this.mode = move;
      this.ply = 0;
      this.hashes[0] = mix((Math.imul(move, 0x9e3779b1) + 1) >>> 0);
      this.depth = 3 + (this.hashes[0] % (DEEPEST - 2));
      return;
    }
    const h = this.hashes[this.ply];
    this.hashes[++this.ply] = mix((h ^ Math.imul(move + 1, 0x9e3779b1)) >>> 0);
  }
  undo(): void {
    if (this.ply === 0) this.mode = -1;
    else this.ply--;
  }
  evaluate(): number {
    return this.evaluateFor(0);
  }
  evaluateFor(player: number): number {
    if (this.mode < 0) return 0;
    const h = mix((this.here + (this.players === 2 ? 0 : player)) >>> 0);
    const v = this.isTerminal() ? ((h % 3) - 1) * 10 : (h % 101) - 50;
    return this.players === 2 && player === 1 ? -v : v;
  }
  moveName(move: number): string {
    if (this.mode < 0) return `p${2 + Math.floor(move / SEEDS)}-${move % SEEDS}`;
    return `${this.chanceHere() ? "r" : "m"}${move}`;
  }
}

/** The four classes of the fixture by name, and their twins. */
export const SHAPED_TREES: [string, () => ShapedTreeTwin][] = [
  ["Shapes", () => new ShapedTreeTwin(false, false)],
  ["DecisiveShapes", () => new ShapedTreeTwin(true, false)],
  ["DiceShapes", () => new ShapedTreeTwin(false, true)],
  ["DecisiveDiceShapes", () => new ShapedTreeTwin(true, true)],
];

/**
 * The fixture's classes `names`, built with build-game in a temporary folder before the file's tests (removed after
 * them): each class's engine by name, once built.
 */
export function shapedTreeEngines(names: readonly string[]): Map<string, KitEngine> {
  const engines = new Map<string, KitEngine>();
  const fixture = fileURLToPath(new URL("./fixtures/kit/shaped-trees.ts", import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), "bestfirst-shaped-trees-"));
  beforeAll(async () => {
    for (const className of names) {
      const out = join(dir, `${className}.wasm`);
      await kitCore({ file: fixture, className, out });
      engines.set(className, await createWasmEngine({ core: readFileSync(out) }));
    }
  }, 900_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return engines;
}

/**
 * What `run` ends with: its error (a BestfirstError, else the test fails), or its report without its time (and the
 * reference's indices of its move and line: the kit's report names them).
 */
export function outcome(run: () => unknown): unknown {
  try {
    const { ms: _ms, moveIndex: _i, pvIndices: _p, ...rest } = run() as Record<string, unknown>;
    return rest;
  } catch (error) {
    if (!(error instanceof BestfirstError)) throw error;
    return { error: error.message };
  }
}

/** The twin at the start's move for `players` and `tree`, then `plies` moves drawn by `next`; its moves' names. */
export function walkedTwin(
  make: () => ShapedTreeTwin,
  players: number,
  tree: number,
  next: (n: number) => number,
  plies: number,
): { game: ShapedTreeTwin; moves: string[] } {
  const game = make();
  const first = startMove(players, tree);
  const moves = [game.moveName(first)];
  game.play(first);
  for (let i = 0; i < plies && !game.isTerminal(); i++) {
    const move = next(game.moveCount());
    moves.push(game.moveName(move));
    game.play(move);
  }
  return { game, moves };
}
