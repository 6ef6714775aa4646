// Pig (docs/pig.md; Neller & Presser 2004), the jeopardy dice game, as a user's game of two
// players with chance: written against the package's public entry only. After `roll` a
// chance node has the die's six faces; a 1 loses the turn total, any other face adds to it;
// `hold` banks it; whoever reaches the goal wins. A position (both scores, the turn total,
// the player to move, whether the die is in the air) is one integer: it is the position's
// exact key, and a stack of them is the game's history for undo. Games can go on for ever
// (a 1, then a 1 again), so the stack grows as needed.

import { fail, shown, type Game } from "../library.js";
import { checkMove } from "./move-check.js";

/** A won game's value (from the winner's side), more than any static value. */
export const PIG_WIN = 1_000_000;
/** The largest goal: a position must stay one safe integer. */
export const PIG_MOST_GOAL = 10_000;

/** A position of Pig: the goal, both scores, the turn total so far and the player to move (at a decision). */
export interface PigPosition {
  /** The score that wins, 1 .. PIG_MOST_GOAL (default 100). */
  goal?: number;
  /** Player 0's and player 1's banked scores, each below the goal (default [0, 0]). */
  scores?: readonly [number, number];
  /** The mover's turn total, with their score below the goal (default 0). */
  turnTotal?: number;
  /** The player to move, 0 or 1 (default 0). */
  toMove?: number;
}

const whole = (value: unknown, low: number, high: number): boolean =>
  typeof value === "number" && Number.isInteger(value) && value >= low && value <= high;

/** Pig from a decision node: by default the start at goal 100, player 0 to move. */
export class Pig implements Game {
  /** Terminal values are wins and losses. */
  readonly decisive = true;
  readonly players = 2;
  /** Every value is within a loss and a win (star2 prunes by the range). */
  readonly minValue = -PIG_WIN;
  readonly maxValue = PIG_WIN;
  readonly goal: number;
  /** The states before each move still played, as position codes. */
  private readonly history: number[] = [];
  private score0: number;
  private score1: number;
  private turn: number;
  private mover: number;
  private chance = false;

  constructor(position: PigPosition | number = {}) {
    const p: PigPosition = typeof position === "number" ? { goal: position } : position;
    const goal = p.goal ?? 100;
    if (!whole(goal, 1, PIG_MOST_GOAL))
      fail(`Pig's goal is ${shown(goal)}; it must be a whole number from 1 to ${PIG_MOST_GOAL}`);
    this.goal = goal;
    const scores = p.scores ?? [0, 0];
    if (!Array.isArray(scores) || scores.length !== 2 || !scores.every((s) => whole(s, 0, goal - 1)))
      fail(`Pig's scores are ${shown(scores)}; they must be two whole numbers from 0 to ${goal - 1} (goal - 1)`);
    const mover = p.toMove ?? 0;
    if (mover !== 0 && mover !== 1) fail(`Pig's toMove is ${shown(mover)}; it must be 0 or 1`);
    const turn = p.turnTotal ?? 0;
    const room = goal - 1 - scores[mover];
    if (!whole(turn, 0, room))
      fail(`Pig's turnTotal is ${shown(turn)}; it must be a whole number from 0 to ${room} (below the goal)`);
    [this.score0, this.score1, this.turn, this.mover] = [scores[0], scores[1], turn, mover];
  }

  moveCount(): number {
    return this.chance ? 6 : this.isTerminal() ? 0 : 2;
  }

  /** At a decision node 0 rolls and 1 holds; at a chance node move r - 1 is face r. */
  play(move: number): void {
    checkMove("Pig", move, this.moveCount());
    this.history.push(this.code());
    if (!this.chance) {
      if (move === 0) {
        this.chance = true;
        return;
      }
      if (this.mover === 0) this.score0 += this.turn;
      else this.score1 += this.turn;
      this.pass();
      return;
    }
    this.chance = false;
    if (move === 0) this.pass();
    else this.turn += move + 1;
  }

  undo(): void {
    const code = this.history.pop();
    if (code === undefined) fail("Pig's undo at its first position: no move to take back");
    const g = this.goal + 6;
    this.chance = code % 2 === 1;
    this.mover = Math.floor(code / 2) % 2;
    let rest = Math.floor(code / 4);
    this.turn = rest % g;
    rest = Math.floor(rest / g);
    this.score1 = rest % g;
    this.score0 = Math.floor(rest / g);
  }

  /** Over when the mover's score and turn total reach the goal (after a roll: they won). */
  isTerminal(): boolean {
    return !this.chance && (this.mover === 0 ? this.score0 : this.score1) + this.turn >= this.goal;
  }

  isChance(): boolean {
    return this.chance;
  }

  /** Each face of the die has weight 1. */
  chanceWeight(_move: number): number {
    return 1;
  }

  /** The player whose turn it is (at a chance node, the one who rolled). */
  toMove(): number {
    return this.mover;
  }

  maxToMove(): boolean {
    return this.mover === 0;
  }

  /**
   * From player 0's side: +-PIG_WIN for a won or lost game, else player 0's score minus
   * player 1's, the mover's turn total counted with their score.
   */
  evaluate(): number {
    const sign = this.mover === 0 ? 1 : -1;
    if (this.isTerminal()) return sign * PIG_WIN;
    return this.score0 - this.score1 + sign * this.turn;
  }

  moveName(move: number): string {
    checkMove("Pig", move, this.moveCount());
    return this.chance ? String(move + 1) : move === 0 ? "roll" : "hold";
  }

  /** The position's code: exact (scores, turn total, mover, chance). */
  hash(): number {
    return this.code();
  }

  /** Player `player`'s banked score. */
  scoreOf(player: number): number {
    return player === 0 ? this.score0 : this.score1;
  }

  /** The turn total so far. */
  get turnTotal(): number {
    return this.turn;
  }

  /** The turn ends: its total is lost or banked, and the other player moves. */
  private pass(): void {
    this.turn = 0;
    this.mover ^= 1;
  }

  /** Scores and turn total (each below goal + 6) in base goal + 6, then the mover and the chance flag. */
  private code(): number {
    const g = this.goal + 6;
    return (((this.score0 * g + this.score1) * g + this.turn) * 2 + this.mover) * 2 + (this.chance ? 1 : 0);
  }
}
