// Othello for the core's generic searches (the game protocol, duck-typed like
// RandomTree): two u64 bitboards per ply in a fixed undo stack, so that play/undo never
// allocate. Move i is the i-th legal move in ascending square order; a forced pass is
// the only move (0). Rules and conventions: docs/othello.md.

import { legalMoves, flips, count, MAX_PLIES } from "./othello-bits";
import { evaluate } from "./othello-eval";
import { solve, solveBest, solveNodes } from "./othello-solve";
import { setSolution } from "./solution";
import { ioGet } from "../io";
import { budgetExhausted, cutShort, learnedEvaluation, noteCutShort } from "../search/limits";
import { learnedSearchValue } from "./othello-learned";
import { countGenerated } from "../search/stats";
import { mixKey } from "../search/position-key";

/**
 * Words of the position in the exchange buffer: 64 cells a1..h8 (0 empty, 1 black, 2 white), then 1
 * if black is to move.
 */
export const OTHELLO_HEADER_WORDS: i32 = 65;

export { MAX_PLIES } from "./othello-bits";

/** The four corners' squares (a1, h1, a8, h8): Othello's noisy moves. */
const CORNERS: u64 = 0x8100000000000081;

@final export class Othello {
  /** Wins, draws and losses: best-first searches on past a lost or drawn terminal leaf. */
  readonly decisive: bool = true;
  /** Plies played since the position was set. */
  ply: i32 = 0;
  /** Whether black was to move when the position was set (every ply, a pass too, swaps sides). */
  blackFirst: bool = true;
  /** Per ply: the discs of the side to move and of the other side. */
  private own: StaticArray<u64> = new StaticArray<u64>(MAX_PLIES + 1);
  private opp: StaticArray<u64> = new StaticArray<u64>(MAX_PLIES + 1);
  /** Per ply, computed once on demand: the legal-move set and the move count (-1: not yet). */
  private moves: StaticArray<u64> = new StaticArray<u64>(MAX_PLIES + 1);
  private counts: StaticArray<i32> = new StaticArray<i32>(MAX_PLIES + 1);
  /**
   * Per ply, a cursor over the legal moves: the move after the last one played and the
   * legal squares above the last one played. Perft and most searches play the moves of
   * a node in order, and play(move) then finds move's square in O(1) instead of
   * clearing `move` lower bits (a tenth of perft's time).
   */
  private cursor: StaticArray<i32> = new StaticArray<i32>(MAX_PLIES + 1);
  private rest: StaticArray<u64> = new StaticArray<u64>(MAX_PLIES + 1);

  /** Sets the position: discs of the side to move, of the other side, and who moves. */
  set(own: u64, opp: u64, blackToMove: bool): void {
    this.ply = 0;
    this.blackFirst = blackToMove;
    unchecked(this.own[0] = own);
    unchecked(this.opp[0] = opp);
    unchecked(this.counts[0] = -1);
  }

  /** Sets the position from the exchange buffer (OTHELLO_HEADER_WORDS words, checked by the bindings). */
  load(): void {
    let black: u64 = 0, white: u64 = 0;
    for (let sq = 0; sq < 64; sq++) {
      const cell = ioGet(sq);
      if (cell == 1) black |= <u64>1 << <u64>sq;
      else if (cell == 2) white |= <u64>1 << <u64>sq;
    }
    if (ioGet(64) != 0) this.set(black, white, true);
    else this.set(white, black, false);
  }

  /** A move's code in both engines: its square, or -1 for the pass. */
  moveCode(move: i32): i32 { return this.square(move); }

  /** Solves the position exactly (./othello-solve.ts): the final margin for the side to move. */
  solve(): i32 {
    const value = solve(this.player(), this.opponent());
    let best = -1;
    if (solveBest != -2) for (let i = 0, n = this.moveCount(); i < n; i++) if (this.square(i) == solveBest) best = i;
    setSolution(best, solveNodes);
    return value;
  }

  // @ts-ignore: decorator
  @inline player(): u64 { return unchecked(this.own[this.ply]); }
  // @ts-ignore: decorator
  @inline opponent(): u64 { return unchecked(this.opp[this.ply]); }
  // @ts-ignore: decorator
  @inline blackToMove(): bool { return this.blackFirst == ((this.ply & 1) == 0); }
  /**
   * The position's key for alphabeta-tt's table: the two bitboards and the side to move, mixed (as
   * the reference's).
   */
  hash(): u64 {
    const own = this.player(), opp = this.opponent();
    return mixKey(<u32>(own >> 32), <u32>own, <u32>(opp >> 32), <u32>opp, this.blackToMove() ? 1 : 0);
  }
  // @ts-ignore: decorator
  @inline black(): u64 { return this.blackToMove() ? this.player() : this.opponent(); }
  // @ts-ignore: decorator
  @inline white(): u64 { return this.blackToMove() ? this.opponent() : this.player(); }

  /** The legal-move set here (0: pass or game over), generated once per ply visit. */
  legal(): u64 {
    this.moveCount();
    return unchecked(this.moves[this.ply]);
  }

  /** The square move `move` puts a disc on, or -1 for the pass. */
  // @ts-ignore: decorator
  @inline square(move: i32): i32 {
    this.moveCount();
    const d = this.ply;
    // The cursor's move (also the pass: then no legal square is left, and ctz would say 64).
    if (move == unchecked(this.cursor[d])) {
      const r = unchecked(this.rest[d]);
      return r != 0 ? <i32>ctz(r) : -1;
    }
    let m = unchecked(this.moves[d]);
    if (m == 0) return -1;
    for (let k = 0; k < move; k++) m &= m - 1;
    return <i32>ctz(m);
  }

  /**
   * Whether move `move` is noisy (alphabeta-tt's quiescence, docs/othello.md): it takes a
   * corner, the disc no flip ever takes back and the largest swing of the static value.
   */
  isNoisy(move: i32): bool {
    const sq = this.square(move);
    return sq >= 0 && ((<u64>1 << <u64>sq) & CORNERS) != 0;
  }

  // ---- game protocol ----

  // @ts-ignore: decorator
  @inline moveCount(): i32 {
    const n = unchecked(this.counts[this.ply]);
    return n >= 0 ? n : this.generate();
  }

  /** Generates the legal moves of the ply (once per visit) and returns their count. */
  private generate(): i32 {
    const d = this.ply;
    const P = unchecked(this.own[d]), O = unchecked(this.opp[d]);
    const m = legalMoves(P, O);
    unchecked(this.moves[d] = m);
    unchecked(this.cursor[d] = 0);
    unchecked(this.rest[d] = m);
    const n = m != 0 ? count(m) : legalMoves(O, P) != 0 ? 1 : 0;
    unchecked(this.counts[d] = n);
    return n;
  }

  // @ts-ignore: decorator
  @inline isTerminal(): bool { return this.moveCount() == 0; }

  /** MAX is black, whoever moved first and however many passes there were. */
  // @ts-ignore: decorator
  @inline maxToMove(): bool { return this.blackToMove(); }

  /** The hand evaluation, or the learned one (the request's `evaluation`). */
  // @ts-ignore: decorator
  @inline evaluate(): i32 {
    return learnedEvaluation
      ? learnedSearchValue(this.player(), this.opponent(), this.blackToMove())
      : evaluate(this.black(), this.white());
  }

  /** Plays move `move` (0 <= move < moveCount()); the caller guarantees it is legal. */
  play(move: i32): void {
    const d = this.ply;
    const sq = this.square(move);
    const P = unchecked(this.own[d]), O = unchecked(this.opp[d]);
    if (sq < 0) {
      unchecked(this.own[d + 1] = O);
      unchecked(this.opp[d + 1] = P);
    } else {
      const bit = <u64>1 << <u64>sq;
      const f = flips(sq, P, O);
      unchecked(this.own[d + 1] = O ^ f);
      unchecked(this.opp[d + 1] = P | f | bit);
      // The cursor moves past this move: the legal squares above sq are left.
      unchecked(this.cursor[d] = move + 1);
      unchecked(this.rest[d] = unchecked(this.moves[d]) & ~(bit | (bit - 1)));
    }
    unchecked(this.counts[d + 1] = -1);
    this.ply = d + 1;
  }

  // @ts-ignore: decorator
  @inline undo(): void { this.ply--; }

  /**
   * perft(1..depth) of the position added into counts[1..depth] (../game-ops.ts uses it
   * instead of play/undo): the same count, on the bitboards directly.
   */
  perftInto(counts: StaticArray<u64>, depth: i32): void {
    perftBits(this.player(), this.opponent(), 0, depth, counts);
  }
}

/**
 * perft on bitboards, every move made at every ply (the last too): what the protocol's
 * play/undo cost on top (stores and reloads of the ply stack, the move's square found by
 * index) was a third of perft's time. A forced pass is one move; a finished game stays
 * one leaf at every deeper ply.
 */
function perftBits(P: u64, O: u64, ply: i32, depth: i32, counts: StaticArray<u64>): void {
  let m = legalMoves(P, O);
  const next = ply + 1;
  if (m == 0) {
    if (legalMoves(O, P) == 0) {
      for (let k = next; k <= depth; k++) unchecked(counts[k]++);
      return;
    }
    // The budgets are checked where the protocol's walk checks them (../game-ops.ts).
    if (budgetExhausted()) {
      noteCutShort();
      return;
    }
    countGenerated(1);
    unchecked(counts[next]++);
    perftMade ^= O ^ (P << 1);
    if (next < depth) perftBits(O, P, next, depth, counts);
    return;
  }
  if (budgetExhausted()) {
    noteCutShort();
    return;
  }
  countGenerated(<i32>count(m));
  unchecked(counts[next] += <u64>count(m));
  while (m != 0) {
    const sq = <i32>ctz(m);
    m &= m - 1;
    const f = flips(sq, P, O);
    const own = O ^ f, opp = P | f | (<u64>1 << <u64>sq);
    perftMade ^= own ^ (opp << 1);
    if (next < depth) perftBits(own, opp, next, depth, counts);
    if (cutShort) return;
  }
}

/** Every position perft made, XORed together: the last ply's are made though nothing reads them. */
let perftMade: u64 = 0;
