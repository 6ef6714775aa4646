// The TypeScript twins of test/fixtures/kit/shaped.ts (the kit's games of other shapes),
// written against the Game protocol: the same moves, names, values and shape members, broken
// by the same modes, so that the reference's errors and refusals on them are the oracle for
// the kit's.

import type { Game } from "../index.js";

const INF = 0x7fffffff;
const DEPTH = 6;

export const THREE_MODES = [
  "three",
  "two",
  "players-1",
  "players-9",
  "to-move-3",
  "to-move-negative",
  "two-side",
  "eval-for-inf",
  "eval-for-neg-inf",
] as const;
export type ThreeMode = (typeof THREE_MODES)[number];

export class ThreeTwin implements Game {
  readonly decisive = false;
  private ply = 0;
  private score = 0;
  private readonly moves: number[] = [];

  constructor(private readonly mode: ThreeMode) {}

  get players(): number {
    if (this.mode === "players-1") return 1;
    if (this.mode === "players-9") return 9;
    return this.mode === "two" || this.mode === "two-side" ? 2 : 3;
  }
  moveCount(): number {
    return this.ply >= DEPTH ? 0 : 2;
  }
  isTerminal(): boolean {
    return this.ply >= DEPTH;
  }
  maxToMove(): boolean {
    return this.ply % 2 === 0;
  }
  toMove(): number {
    if (this.mode === "to-move-3") return 3;
    if (this.mode === "to-move-negative") return -1;
    if (this.mode === "two-side") return this.maxToMove() ? 1 : 0;
    const players = this.players;
    return players < 2 || players > 8 ? 0 : this.ply % players;
  }
  play(move: number): void {
    this.moves[this.ply++] = move;
    this.score += (move === 0 ? 3 : -2) * this.ply;
  }
  undo(): void {
    const move = this.moves[--this.ply];
    this.score -= (move === 0 ? 3 : -2) * (this.ply + 1);
  }
  evaluate(): number {
    return this.score;
  }
  evaluateFor(player: number): number {
    if (this.mode === "eval-for-inf" && player === 1) return INF;
    if (this.mode === "eval-for-neg-inf" && player === 2) return -INF;
    return player === 0 ? this.score : player === 1 ? -this.score : this.score - 1;
  }
  moveName(move: number): string {
    return move === 0 ? "L" : "R";
  }
}

export const DICE_MODES = ["dice", "weight-0", "weight-negative"] as const;
export type DiceMode = (typeof DICE_MODES)[number];

export class DiceTwin implements Game {
  readonly decisive = false;
  private ply = 0;
  private score = 0;
  private readonly moves: number[] = [];

  constructor(private readonly mode: DiceMode) {}

  moveCount(): number {
    return this.ply >= DEPTH ? 0 : this.isChance() ? 3 : 2;
  }
  isTerminal(): boolean {
    return this.ply >= DEPTH;
  }
  isChance(): boolean {
    return this.ply < DEPTH && this.ply % 2 === 0;
  }
  chanceWeight(move: number): number {
    if (this.mode === "weight-0" && move === 1) return 0;
    if (this.mode === "weight-negative" && move === 2) return -5;
    return move === 2 ? 2 : 1;
  }
  maxToMove(): boolean {
    return this.ply % 4 === 1;
  }
  play(move: number): void {
    this.moves[this.ply++] = move;
    if (this.ply % 2 === 0) this.score += (move === 0 ? 1 : -1) * (this.moves[this.ply - 2] + 1);
  }
  undo(): void {
    if (this.ply % 2 === 0) this.score -= (this.moves[this.ply - 1] === 0 ? 1 : -1) * (this.moves[this.ply - 2] + 1);
    this.ply--;
  }
  evaluate(): number {
    return this.score;
  }
  moveName(move: number): string {
    return this.isChance() ? `roll ${move + 1}` : move === 0 ? "add" : "take";
  }
}
