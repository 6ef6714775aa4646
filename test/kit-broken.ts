// The TypeScript twin of test/fixtures/kit/broken.ts (the kit's game that breaks one rule
// of the protocol at a time), written against the Game protocol: the same moves, names and
// values, and the same rules broken at the same plies, so that the reference's errors on
// it are the oracle for the kit's. The kit-only cases ("alloc", "trap", "pages") play
// honestly here: TypeScript has no such thing to break.

import type { Game } from "../index.js";

export const MODES = [
  "honest",
  "count-negative",
  "count-huge",
  "no-moves",
  "over-with-moves",
  "eval-inf",
  "eval-neg-inf",
  "alloc",
  "throw",
  "trap",
  "wide",
  "long",
  "pages",
] as const;
export type Mode = (typeof MODES)[number];
const DEPTH = 6;
const LONG_DEPTH = 20;
const WIDE_MOVES = 65536;

export class BrokenTwin implements Game {
  readonly decisive = false;
  private mode: Mode | undefined;
  private ply = 0;
  private score = 0;
  private readonly moves: number[] = [];

  /** The twin after the start's move `mode`. */
  static in(mode: Mode): BrokenTwin {
    const game = new BrokenTwin();
    game.play(MODES.indexOf(mode));
    return game;
  }

  private depth(): number {
    return this.mode === "long" ? LONG_DEPTH : this.mode === "wide" || this.mode === "pages" ? 1 : DEPTH;
  }
  private broken(): boolean {
    return this.ply >= 2;
  }

  moveCount(): number {
    if (this.mode === undefined) return MODES.length;
    if (this.ply >= this.depth()) return this.mode === "over-with-moves" && this.broken() ? 2 : 0;
    if (this.broken()) {
      if (this.mode === "count-negative") return -1;
      if (this.mode === "count-huge") return WIDE_MOVES + 1;
      if (this.mode === "no-moves") return 0;
    }
    if (this.mode === "wide") return WIDE_MOVES;
    return this.mode === "pages" ? 1 : 2;
  }

  isTerminal(): boolean {
    if (this.mode === undefined) return false;
    if (this.mode === "over-with-moves" && this.broken()) return true;
    return this.ply >= this.depth();
  }

  maxToMove(): boolean {
    return this.mode === undefined || (this.ply & 1) === 1;
  }

  play(move: number): void {
    if (this.mode === undefined) {
      this.mode = MODES[move];
      return;
    }
    if (this.broken() && this.mode === "throw") throw new Error("broken on purpose");
    this.moves[this.ply++] = move;
    this.score += this.mode === "wide" ? ((move * 7919) % 2001) - 1000 : (move === 0 ? 3 : -2) * this.ply;
  }

  undo(): void {
    if (this.ply === 0) {
      this.mode = undefined;
      return;
    }
    const move = this.moves[--this.ply];
    this.score -= this.mode === "wide" ? ((move * 7919) % 2001) - 1000 : (move === 0 ? 3 : -2) * (this.ply + 1);
  }

  evaluate(): number {
    if (this.mode !== undefined && this.broken()) {
      if (this.mode === "eval-inf") return 2147483647;
      if (this.mode === "eval-neg-inf") return -2147483647;
    }
    return this.score;
  }

  moveName(move: number): string {
    if (this.mode === undefined) return MODES[move];
    if (this.mode === "wide") return "w" + String(move).padStart(5, "0");
    if (this.mode === "pages") return "0";
    const letter = move === 0 ? "L" : "R";
    return this.mode === "long" ? letter.repeat(3000) : letter;
  }
}
