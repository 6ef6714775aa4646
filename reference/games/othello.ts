// Othello for the reference's searches (the Game protocol): per ply, the two bitboards
// as 32-bit halves in preallocated typed arrays, so that play/undo never allocate.
// Move i is the i-th legal move in ascending square order; a forced pass is the only
// move (0). The same class as assembly/games/othello.ts; rules in docs/othello.md.

import type { Game } from "../../contract/game.js";
import { bits, legalMoves, canMove, flips, popcount, lowestBit } from "./othello-bits.js";
import { evaluate } from "./othello-eval.js";
import { learnedSearchValue } from "./othello-learned.js";
import type { OthelloWeights } from "./othello-weights.js";
import { mixKey } from "../search/position-key.js";
import { formatBoard, othelloMoveName, parseBoard } from "../../contract/notation/othello.js";

/** Plies a game can last from any position: 60 discs, each pass followed by a disc. */
export const MAX_PLIES = 128;

/** Othello as a `Game`: bitboards, passes as moves, Korf & Chickering's evaluation. */
export class Othello implements Game {
  /** Wins, draws and losses: best-first searches on past a lost or drawn terminal leaf. */
  readonly decisive = true;
  /** Plies played since the position was set. */
  ply = 0;
  /** Whether black was to move when the position was set (every ply, a pass too, swaps sides). */
  blackFirst = true;
  /** Per ply: the discs of the side to move (own) and of the other side (opp), in halves. */
  private readonly ownHi = new Int32Array(MAX_PLIES + 1);
  private readonly ownLo = new Int32Array(MAX_PLIES + 1);
  private readonly oppHi = new Int32Array(MAX_PLIES + 1);
  private readonly oppLo = new Int32Array(MAX_PLIES + 1);
  /** Per ply, computed once on demand: the legal-move set and the move count (-1: not yet). */
  private readonly movesHi = new Int32Array(MAX_PLIES + 1);
  private readonly movesLo = new Int32Array(MAX_PLIES + 1);
  private readonly counts = new Int32Array(MAX_PLIES + 1);

  /** Sets the position: black and white discs as halves, and who moves. */
  set(blackHi: number, blackLo: number, whiteHi: number, whiteLo: number, blackToMove: boolean): void {
    this.ply = 0;
    this.blackFirst = blackToMove;
    this.ownHi[0] = blackToMove ? blackHi : whiteHi;
    this.ownLo[0] = blackToMove ? blackLo : whiteLo;
    this.oppHi[0] = blackToMove ? whiteHi : blackHi;
    this.oppLo[0] = blackToMove ? whiteLo : blackLo;
    this.counts[0] = -1;
  }

  /** Whether black is to move here. */
  blackToMove(): boolean {
    return this.blackFirst === ((this.ply & 1) === 0);
  }
  /** The current position's halves: the side to move, the other side. @internal */
  ownHiHere(): number {
    return this.ownHi[this.ply];
  }
  /** @internal */
  ownLoHere(): number {
    return this.ownLo[this.ply];
  }
  /** @internal */
  oppHiHere(): number {
    return this.oppHi[this.ply];
  }
  /** @internal */
  oppLoHere(): number {
    return this.oppLo[this.ply];
  }

  /** The square move `move` puts a disc on, or -1 for the pass. */
  square(move: number): number {
    this.moveCount();
    const d = this.ply;
    let lo = this.movesLo[d],
      hi = this.movesHi[d];
    if ((lo | hi) === 0) return -1;
    const inLo = popcount(lo);
    if (move >= inLo) {
      for (let k = move - inLo; k > 0; k--) hi &= hi - 1;
      return 32 + lowestBit(hi);
    }
    for (let k = move; k > 0; k--) lo &= lo - 1;
    return lowestBit(lo);
  }

  /**
   * Whether move `move` is noisy (alphabeta-tt's quiescence, docs/othello.md): it takes a
   * corner, the disc no flip ever takes back and the largest swing of the static value.
   */
  isNoisy(move: number): boolean {
    const sq = this.square(move);
    return sq === 0 || sq === 7 || sq === 56 || sq === 63;
  }

  // ---- game protocol ----

  moveCount(): number {
    const d = this.ply;
    let n = this.counts[d];
    if (n < 0) {
      const pHi = this.ownHi[d],
        pLo = this.ownLo[d],
        oHi = this.oppHi[d],
        oLo = this.oppLo[d];
      legalMoves(pHi, pLo, oHi, oLo);
      this.movesHi[d] = bits.hi;
      this.movesLo[d] = bits.lo;
      n = popcount(bits.hi) + popcount(bits.lo);
      if (n === 0 && canMove(oHi, oLo, pHi, pLo)) n = 1;
      this.counts[d] = n;
    }
    return n;
  }

  isTerminal(): boolean {
    return this.moveCount() === 0;
  }

  /** MAX is black, whoever moved first and however many passes there were. */
  maxToMove(): boolean {
    return this.blackToMove();
  }

  /** The position's key for alphabeta-tt's table: the two bitboards and the side to move, mixed. */
  hash(): number {
    const d = this.ply;
    return mixKey(this.ownHi[d], this.ownLo[d], this.oppHi[d], this.oppLo[d], this.blackToMove() ? 1 : 0);
  }

  /** The learned evaluation's weights, when the request's `evaluation` is "learned"; none: the hand evaluation. */
  learned: OthelloWeights | undefined = undefined;

  evaluate(): number {
    const d = this.ply;
    if (this.learned)
      return learnedSearchValue(
        this.learned,
        this.ownHi[d],
        this.ownLo[d],
        this.oppHi[d],
        this.oppLo[d],
        this.blackToMove(),
      );
    return this.blackToMove()
      ? evaluate(this.ownHi[d], this.ownLo[d], this.oppHi[d], this.oppLo[d])
      : evaluate(this.oppHi[d], this.oppLo[d], this.ownHi[d], this.ownLo[d]);
  }

  /** The position in the FFO text form (../othello-board.ts). */
  toBoard(): string {
    const black = this.blackToMove();
    const d = this.ply;
    return black
      ? formatBoard(this.ownHi[d], this.ownLo[d], this.oppHi[d], this.oppLo[d], true)
      : formatBoard(this.oppHi[d], this.oppLo[d], this.ownHi[d], this.ownLo[d], false);
  }

  /** Empty squares left. */
  empties(): number {
    const d = this.ply;
    return 64 - popcount(this.ownHi[d] | this.oppHi[d]) - popcount(this.ownLo[d] | this.oppLo[d]);
  }

  moveName(move: number): string {
    return othelloMoveName(this.square(move));
  }

  /** Plays move `move` (0 <= move < moveCount()); the caller guarantees it is legal. */
  play(move: number): void {
    const sq = this.square(move);
    const d = this.ply;
    const pHi = this.ownHi[d],
      pLo = this.ownLo[d],
      oHi = this.oppHi[d],
      oLo = this.oppLo[d];
    if (sq < 0) {
      this.ownHi[d + 1] = oHi;
      this.ownLo[d + 1] = oLo;
      this.oppHi[d + 1] = pHi;
      this.oppLo[d + 1] = pLo;
    } else {
      flips(sq, pHi, pLo, oHi, oLo);
      const fHi = bits.hi,
        fLo = bits.lo;
      this.ownHi[d + 1] = oHi ^ fHi;
      this.ownLo[d + 1] = oLo ^ fLo;
      this.oppHi[d + 1] = pHi | fHi | (sq >= 32 ? 1 << (sq - 32) : 0);
      this.oppLo[d + 1] = pLo | fLo | (sq < 32 ? 1 << sq : 0);
    }
    this.counts[d + 1] = -1;
    this.ply = d + 1;
  }

  undo(): void {
    this.ply--;
  }
}

/** The game at a position in the FFO text form (checked by the notation's parser). */
export function othelloAt(board: string): Othello {
  const b = parseBoard(board);
  const game = new Othello();
  game.set(b.blackHi, b.blackLo, b.whiteHi, b.whiteLo, b.blackToMove);
  return game;
}
