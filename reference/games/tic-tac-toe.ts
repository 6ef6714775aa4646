// Tic-tac-toe (docs/tic-tac-toe.md), the smallest test bed: cells 0..8 row by row from
// the top left (named "1".."9"), X first and MAX. Move i is the i-th empty cell; the game
// ends on three in a row or a full board. Each side is a 9-bit mask. The same class as
// assembly/games/tic-tac-toe.ts, move for move and value for value.

import { cutAt, isCut } from "../bounded.js";
import type { Game } from "../../contract/game.js";
import { ticTacToeMoveName } from "../../contract/notation/tic-tac-toe.js";

/** The eight lines, as cell masks. */
const LINES = [0o7, 0o70, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/** A won game is worth more than any static value: WIN_VALUE plus the cells left empty (a quicker win is better). */
export const WIN_VALUE = 100;

/** Static weights of a line held by one side only, by its number of marks (0, 1, 2). */
const LINE_WEIGHT = [0, 1, 4];

const FULL = 0o777;

/** Tic-tac-toe as a `Game`: cells 1..9, X moves first. */
export class TicTacToe implements Game {
  /** Wins, draws and losses: best-first searches on past a lost or drawn terminal leaf. */
  readonly decisive = true;
  /** The marks of X and O. */
  x = 0;
  /** O's marks. */
  o = 0;
  /** Cells played, in order (for undo), and how many. */
  private readonly played = new Int32Array(9);
  /** Cells played. */
  ply = 0;

  /** Back to the empty board. */
  reset(): void {
    this.x = this.o = this.ply = 0;
  }

  /** True when X is to move. */
  xToMove(): boolean {
    return (this.ply & 1) === 0;
  }

  /** True when `marks` hold a line. */
  static hasLine(marks: number): boolean {
    for (const line of LINES) if ((marks & line) === line) return true;
    return false;
  }

  isTerminal(): boolean {
    return (this.x | this.o) === FULL || TicTacToe.hasLine(this.x) || TicTacToe.hasLine(this.o);
  }

  moveCount(): number {
    return this.isTerminal() ? 0 : 9 - this.ply;
  }

  /** The cell of move `move`: the move-th empty cell. */
  cell(move: number): number {
    const taken = this.x | this.o;
    for (let c = 0; c < 9; c++) if ((taken & (1 << c)) === 0 && move-- === 0) return c;
    return -1;
  }

  /** A move's code in both engines: its cell. */
  moveCode(move: number): number {
    return this.cell(move);
  }

  maxToMove(): boolean {
    return this.xToMove();
  }

  /**
   * Whether move `move` is noisy (alphabeta-tt's quiescence, docs/tic-tac-toe.md): it
   * completes a line of the mover's (a win) or takes the empty cell of the opponent's two
   * in a line (a block).
   */
  isNoisy(move: number): boolean {
    const c = 1 << this.cell(move);
    const own = this.xToMove() ? this.x : this.o,
      other = this.xToMove() ? this.o : this.x;
    for (const l of LINES) {
      if ((l & c) === 0) continue;
      const mine = bitCount(own & l),
        theirs = bitCount(other & l);
      if ((mine === 2 && theirs === 0) || (theirs === 2 && mine === 0)) return true;
    }
    return false;
  }

  /** The position's key for alphabeta-tt's table: the two masks, exact (the side to move follows from them). */
  hash(): number {
    return this.x | (this.o << 9);
  }

  /**
   * From X's point of view: a win WIN_VALUE + empty cells, a loss the negation, a draw 0;
   * otherwise the lines only one side can still complete, weighted by their marks.
   */
  evaluate(): number {
    const empty = 9 - this.ply;
    if (TicTacToe.hasLine(this.x)) return WIN_VALUE + empty;
    if (TicTacToe.hasLine(this.o)) return -(WIN_VALUE + empty);
    let v = 0;
    for (const line of LINES) {
      const xs = this.x & line,
        os = this.o & line;
      if (os === 0) v += LINE_WEIGHT[bitCount(xs)];
      else if (xs === 0) v -= LINE_WEIGHT[bitCount(os)];
    }
    return v;
  }

  play(move: number): void {
    const c = this.cell(move);
    if (this.xToMove()) this.x |= 1 << c;
    else this.o |= 1 << c;
    this.played[this.ply++] = c;
  }

  undo(): void {
    const c = this.played[--this.ply];
    this.x &= ~(1 << c);
    this.o &= ~(1 << c);
  }

  moveName(move: number): string {
    return ticTacToeMoveName(this.cell(move));
  }
}

function bitCount(m: number): number {
  let n = 0;
  for (; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * The solver's result: value for the side to move (1 win, 0 draw, -1 loss), best move index (-1:
 * none), positions visited.
 */
export interface TicTacToeSolution {
  value: number;
  best: number;
  nodes: number;
}

/**
 * Solves the position exactly: negamax with alpha-beta on the window (-1, 1), moves in
 * their order, the first best move kept. Plain on purpose: the whole game has 549,946
 * positions, and both engines must count the same nodes.
 */
export function solveTicTacToe(game: TicTacToe): TicTacToeSolution {
  let nodes = 0;
  let best = -1;
  const negamax = (alpha: number, beta: number, root: boolean): number => {
    // The budgets, before the node counts (../bounded.ts): a stopped solve unwinds at once.
    if (cutAt(nodes)) return 0;
    nodes++;
    // The side that just moved may have won; the side to move never has a line here.
    if (TicTacToe.hasLine(game.x) || TicTacToe.hasLine(game.o)) return -1;
    const n = game.moveCount();
    if (n === 0) return 0;
    let value = -2;
    for (let i = 0; i < n; i++) {
      game.play(i);
      const v = -negamax(-beta, -alpha, false) | 0; // | 0: no -0
      game.undo();
      if (isCut()) return 0;
      if (v > value) {
        value = v;
        if (root) best = i;
      }
      if (v > alpha) alpha = v;
      if (alpha >= beta) break;
    }
    return value;
  };
  const value = negamax(-1, 1, true);
  return { value, best, nodes };
}
