// The TypeScript twins of test/fixtures/kit/shaped-tree.ts, written against the Game protocol:
// the same moves, names, weights, ends and values, so that the reference's searches of it are
// the oracle for the kit core's (test/kit-shaped-searches.test.ts). Its arithmetic is the
// fixture's u32 arithmetic (Math.imul, >>> 0).

import type { Game } from "../index.js";

const CONFIGS = 3;
const SEEDS = 64;
const DEPTH = 6;

function mix(v: number): number {
  let x = v >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b) >>> 0;
  x ^= x >>> 16;
  return x >>> 0;
}

/** ShapedTree's twin: no chance. */
export class ShapedTreeTwin implements Game {
  readonly decisive = false;
  protected stage = 0;
  private config = 0;
  protected depth = 0;
  private turn = 0;
  private readonly hashes: number[] = [];
  private readonly turns: number[] = [];

  get players(): number {
    return this.stage === 0 ? 2 : 2 + this.config;
  }
  /** Whether the class has a die (ShapedDiceTwin). */
  protected withChance = false;
  protected get key(): number {
    return this.hashes[this.depth];
  }
  isTerminal(): boolean {
    return this.stage === 2 && (this.depth >= DEPTH || (this.depth >= 2 && this.key % 11 === 0));
  }
  protected chanceNode(): boolean {
    return this.withChance && this.stage === 2 && !this.isTerminal() && this.depth % 2 === 1;
  }
  moveCount(): number {
    if (this.stage === 0) return CONFIGS;
    if (this.stage === 1) return SEEDS;
    if (this.isTerminal()) return 0;
    if (this.chanceNode()) return 2 + ((this.key >>> 3) % 2);
    return 1 + ((mix((this.key ^ (this.turn * 977)) >>> 0) >>> 5) % 3);
  }
  maxToMove(): boolean {
    return this.turn === 0;
  }
  toMove(): number {
    return this.turn;
  }
  setToMove(player: number): void {
    this.turn = player;
  }
  play(move: number): void {
    if (this.stage === 0) {
      this.config = move;
      this.stage = 1;
      return;
    }
    if (this.stage === 1) {
      this.stage = 2;
      this.hashes[0] = mix(this.config * SEEDS + move + 1);
      return;
    }
    const chance = this.chanceNode();
    this.turns[this.depth] = this.turn;
    this.hashes[this.depth + 1] = mix((Math.imul(this.key, 31) + move + 1 + this.turn * 7919) >>> 0);
    this.depth++;
    if (!chance) this.turn = (this.turn + 1) % this.players;
  }
  undo(): void {
    if (this.stage === 1) {
      this.stage = 0;
      return;
    }
    if (this.depth === 0) {
      this.stage = 1;
      return;
    }
    this.depth--;
    this.turn = this.turns[this.depth];
  }
  private base(player: number): number {
    if (this.stage < 2) return 0;
    return ((mix((this.key ^ Math.imul(player + 1, 0x9e3779b1)) >>> 0) >>> 8) % 41) - 20;
  }
  evaluate(): number {
    return this.base(0);
  }
  evaluateFor(player: number): number {
    // 0 - v, not -v: the fixture's i32 has no -0.
    return this.players === 2 && player === 1 ? 0 - this.base(0) : this.base(player);
  }
  moveName(move: number): string {
    if (this.stage === 0) return `c${move}`;
    if (this.stage === 1) return `s${move}`;
    return `${this.chanceNode() ? "r" : "m"}${move}`;
  }
}

/** ShapedDice's twin: a die before every other ply. */
export class ShapedDiceTwin extends ShapedTreeTwin {
  constructor() {
    super();
    this.withChance = true;
  }
  isChance(): boolean {
    return this.chanceNode();
  }
  chanceWeight(move: number): number {
    return 1 + ((mix((this.key + move * 131) >>> 0) >>> 7) % 3);
  }
}

/** The seeds whose RangedDice declares a wrong range: a bound at -INF, min above max, one its values leave. */
export const AT_INF = 61;
export const UPSIDE_DOWN = 62;
export const TOO_NARROW = 63;

/** RangedDice's twin: ShapedDice's with its range, -20..20, wrong below the seeds AT_INF, UPSIDE_DOWN, TOO_NARROW. */
export class RangedDiceTwin extends ShapedDiceTwin {
  private seed = 0;
  override play(move: number): void {
    if (this.stage === 1) this.seed = move;
    super.play(move);
  }
  private get wrong(): number {
    return this.stage === 2 ? this.seed : 0;
  }
  get minValue(): number {
    const s = this.wrong;
    return s === AT_INF ? -2147483647 : s === UPSIDE_DOWN ? 5 : s === TOO_NARROW ? -3 : -20;
  }
  get maxValue(): number {
    const s = this.wrong;
    return s === UPSIDE_DOWN ? -5 : s === TOO_NARROW ? 3 : 20;
  }
}
