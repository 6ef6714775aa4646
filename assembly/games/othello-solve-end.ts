// The exact solver's last empties (fewer than 7 empty squares, below the root): no move
// generation, no sorting, no table. The moves are found by walking the empty squares in
// quadrant-parity order (odd quadrants first, ascending squares within each group, and
// from 4 empties the C- and X-squares last in each group) and computing each square's
// flips directly; with 4-6 empties a square is tried only when it touches an opponent
// disc. The last empty square is resolved by counting its flips without playing it, by
// tables of flip counts per line (as Edax's count_last_flip). The stability cutoff is
// tried before the first child, as in the general search.
// reference/games/othello-solve-end.ts visits the same nodes in the same order (it counts
// the last flips square by square). The stability test's precheck here is tighter than
// the reference's (the discs a move flips are not stable, so they are left out of the
// count that must reach alpha): it skips stableDiscs only where that could not cut, so
// both engines cut at the same nodes with the same values.

import { flips, count, stableDiscs, neighbours } from "./othello-bits";

/** The stability cutoff is tried only with this many empties or more (below, it costs more than it saves). */
export const STABILITY_EMPTIES: i32 = 3;

/** Nodes visited by the solve under way (a node = a position searched, passes included). */
let nodes: u64 = 0;

export function resetNodes(): void { nodes = 0; }
export function nodesVisited(): u64 { return nodes; }
// @ts-ignore: decorator
@inline export function countNode(): void { nodes++; }

/** Per square, the squares one king step away: a move must flip a disc next to it. */
const NEAR = new StaticArray<u64>(64);
for (let sq = 0; sq < 64; sq++) NEAR[sq] = neighbours(<u64>1 << <u64>sq);

/** The margin of a finished game for the side to move, empties to the winner. */
// @ts-ignore: decorator
@inline export function finalMargin(P: u64, O: u64): i32 {
  const p = count(P), o = count(O);
  return p > o ? 64 - 2 * o : p < o ? 2 * p - 64 : 0;
}

/** One empty square left: the margin after it is played (by P, else O), counted without playing it. */
// @ts-ignore: decorator
@inline export function lastMove(P: u64, O: u64): i32 {
  return lastMoveAt(<i32>ctz(~(P | O)), P, O);
}

// The last flip counted by tables (as Edax's count_last_flip): with one empty square the
// board is otherwise full, so along each of the four lines through it the discs that are
// not the mover's are the other side's, and the mover's discs on the line, as 8 bits,
// decide the flips. Squares off a short diagonal read as 0 (not the mover's): a run of
// them is never closed by a mover's disc, so it flips nothing, as off the board.

/** COUNT_FLIP[x * 256 + line]: the discs flipped on a full line by a disc put at x, `line` = the mover's discs. */
const COUNT_FLIP = new StaticArray<u8>(8 * 256);
for (let x = 0; x < 8; x++)
  for (let line = 0; line < 256; line++) {
    let n = 0;
    for (let i = x + 1, k = 0; i < 8; i++, k++) if ((line >> i) & 1) { n += k; break; }
    for (let i = x - 1, k = 0; i >= 0; i--, k++) if ((line >> i) & 1) { n += k; break; }
    COUNT_FLIP[x * 256 + line] = <u8>n;
  }
/** Per square, its diagonal along +9 (a1-h8 direction) and along +7 (h1-a8 direction). */
const DIAG9 = new StaticArray<u64>(64);
const DIAG7 = new StaticArray<u64>(64);
for (let sq = 0; sq < 64; sq++) {
  const f = sq & 7, r = sq >> 3;
  let d9: u64 = 0, d7: u64 = 0;
  for (let g = 0; g < 8; g++) {
    const r9 = r + g - f, r7 = r - (g - f);
    if (r9 >= 0 && r9 < 8) d9 |= <u64>1 << <u64>(r9 * 8 + g);
    if (r7 >= 0 && r7 < 8) d7 |= <u64>1 << <u64>(r7 * 8 + g);
  }
  DIAG9[sq] = d9; DIAG7[sq] = d7;
}
const FILE_A: u64 = 0x0101010101010101;
/** Multiplies file a's 8 squares (bits 0, 8, .., 56) into the top byte, rank r at bit 56 + r. */
const FILE_TO_BYTE: u64 = 0x0102040810204080;

/**
 * Per square, the files of its two diagonals as bytes (bits 0-7: along +9, 8-15: along +7), as
 * lastMoveAt reads them.
 */
const DIAG_BYTES = new StaticArray<u32>(64);
for (let sq = 0; sq < 64; sq++)
  DIAG_BYTES[sq] = <u32>((DIAG9[sq] * FILE_A) >> 56) | (<u32>((DIAG7[sq] * FILE_A) >> 56) << 8);

/**
 * The margin after the last empty square `sq` is played (by P, else O), counted without
 * playing it. The discs P's disc there flips come from P's discs along the four lines,
 * as 8-bit indices of COUNT_FLIP; the board being full otherwise, O holds the rest of
 * each line, so O's indices are P's complemented within the line (the square itself is
 * not read; a short diagonal's off-board bits stay 0): no second extraction of the lines.
 */
// @ts-ignore: decorator
@inline function lastMoveAt(sq: i32, P: u64, O: u64): i32 {
  const f = sq & 7, r = sq >> 3;
  const row = <i32>(P >> <u64>(sq & 0x38)) & 0xff;
  const col = <i32>((((P >> <u64>f) & FILE_A) * FILE_TO_BYTE) >> 56);
  const d9 = <i32>(((P & unchecked(DIAG9[sq])) * FILE_A) >> 56);
  const d7 = <i32>(((P & unchecked(DIAG7[sq])) * FILE_A) >> 56);
  const diag = <i32>unchecked(DIAG_BYTES[sq]);
  const tf = changetype<usize>(COUNT_FLIP) + (<usize>f << 8);
  const tr = changetype<usize>(COUNT_FLIP) + (<usize>r << 8);
  const n = <i32>load<u8>(tf + <usize>row) + <i32>load<u8>(tr + <usize>col)
    + <i32>load<u8>(tf + <usize>d9) + <i32>load<u8>(tf + <usize>d7);
  const m = <i32>load<u8>(tf + <usize>(row ^ 0xff)) + <i32>load<u8>(tr + <usize>(col ^ 0xff))
    + <i32>load<u8>(tf + <usize>(d9 ^ (diag & 0xff))) + <i32>load<u8>(tf + <usize>(d7 ^ (diag >> 8)));
  // With 63 discs down, P's margin is 2 * (p + n + 1) - 64 after P flips n discs,
  // 2 * (p - m) - 64 after O flips m, and with no move the empty square goes to the
  // winner (p + o = 63: never a draw). Selects, not branches: who may play is not predictable.
  const p = count(P);
  const none = p > 31 ? 2 * p - 62 : 2 * p - 64;
  return select<i32>(2 * (p + n + 1) - 64, select<i32>(2 * (p - m) - 64, none, m != 0), n != 0);
}

/** Per square, the squares of its quadrant: playing the square flips that quadrant's parity. */
const QUADRANT = new StaticArray<u64>(64);
for (let sq = 0; sq < 64; sq++)
  QUADRANT[sq] = (sq & 4 ? 0xf0f0f0f0f0f0f0f0 : 0x0f0f0f0f0f0f0f0f)
    & (sq & 32 ? 0xffffffff00000000 : 0x00000000ffffffff);

/** The squares of the quadrants holding an odd number of empties. */
// @ts-ignore: decorator
@inline export function oddQuadrants(E: u64): u64 {
  let par: u64 = 0;
  if (count(E & 0x000000000f0f0f0f) & 1) par |= 0x000000000f0f0f0f;
  if (count(E & 0x00000000f0f0f0f0) & 1) par |= 0x00000000f0f0f0f0;
  if (count(E & 0x0f0f0f0f00000000) & 1) par |= 0x0f0f0f0f00000000;
  if (count(E & 0xf0f0f0f000000000) & 1) par |= 0xf0f0f0f000000000;
  return par;
}

/**
 * The C-squares (next to a corner on an edge) and X-squares (diagonally next to one),
 * tried last within each parity group as Edax's square order does: fewer nodes, a little
 * faster (docs/design/othello-solver.md#c--and-x-squares-last).
 */
const LATE: u64 = 0x4281000000008142 | 0x0042000000004200;

/** Whether P has a legal move on one of the empty squares E. */
// @ts-ignore: decorator
@inline function canMove(P: u64, O: u64, E: u64): bool {
  while (E != 0) {
    const sq = <i32>ctz(E);
    E &= E - 1;
    if ((unchecked(NEAR[sq]) & O) != 0 && flips(sq, P, O) != 0) return true;
  }
  return false;
}

/**
 * Fail-soft alpha-beta for P with 1 to 6 empties (`empties`), counting this node; `par`
 * is oddQuadrants of the empties, kept by the caller (a move flips its quadrant's parity,
 * a pass none) rather than counted again at every node. The stability cutoff is tried where the
 * general search tried it: after the side to move is known to have a move, before its first child.
 */
export function searchEnd(P: u64, O: u64, alpha: i32, beta: i32, empties: i32, par: u64): i32 {
  if (empties == 2) return searchEnd2(P, O, alpha, beta);
  if (empties == 3) return searchEnd3(P, O, alpha, beta, par);
  nodes++;
  if (empties == 1) return lastMove(P, O);
  const E = ~(P | O);
  let best = -65;
  // Odd quadrants first, and in each parity group the C- and X-squares last.
  for (let pass = 0; pass < 4; pass++) {
    let m = E & ((pass & 2) == 0 ? par : ~par) & ((pass & 1) == 0 ? ~LATE : LATE);
    while (m != 0) {
      const sq = <i32>ctz(m);
      m &= m - 1;
      if ((unchecked(NEAR[sq]) & O) == 0) continue;
      const f = flips(sq, P, O);
      if (f == 0) continue;
      if (best == -65 && empties >= STABILITY_EMPTIES && alpha >= 64 - 2 * count(O ^ f)) {
        // Stability cutoff: the opponent keeps its stable discs (see othello-solve.ts).
        // The discs this move flips are not stable, so at most count(O ^ f) are: when even
        // that cannot reach alpha, stableDiscs could not cut and is not called (the same
        // test as before, decided sooner; the same nodes).
        const bound = 64 - 2 * count(stableDiscs(P, O));
        if (bound <= alpha) return bound;
      }
      const cP = O ^ f, cO = P | f | (<u64>1 << <u64>sq);
      const a = alpha > best ? alpha : best;
      let v: i32;
      if (empties == 4) v = -searchEnd3(cP, cO, -beta, -a, par ^ unchecked(QUADRANT[sq]));
      else v = -searchEnd(cP, cO, -beta, -a, empties - 1, par ^ unchecked(QUADRANT[sq]));
      if (v > best) {
        best = v;
        if (v >= beta) return best;
      }
    }
  }
  if (best > -65) return best;
  // No move: the game is over, or P passes (the passed position is a node of its own).
  if (!canMove(O, P, E)) return finalMargin(P, O);
  return -searchEnd(O, P, -beta, -alpha, empties, par);
}

/**
 * searchEnd with three empties: the squares in parity order, ascending within each
 * group, and the flips of all three computed before the first child; the stability
 * test's precheck counts O less all of them, which skips more stableDiscs calls
 * (docs/design/othello-solver.md#three-empties).
 */
function searchEnd3(P: u64, O: u64, alpha: i32, beta: i32, par: u64): i32 {
  nodes++;
  const E = ~(P | O);
  // In both cases the first square is the lowest in an odd quadrant, then the other two
  // ascending (no branch).
  const x1 = <i32>ctz(E & par), rest = E ^ (<u64>1 << <u64>x1);
  const x2 = <i32>ctz(rest), x3 = 63 - <i32>clz(rest);
  // Each square's flips (0: not a move), without first testing that it touches an O disc
  // (see searchEnd2).
  const f1 = flips(x1, P, O), f2 = flips(x2, P, O), f3 = flips(x3, P, O);
  const all = f1 | f2 | f3;
  if (all == 0) {
    // No move: the game is over, or P passes (the passed position is a node of its own).
    if (!canMove(O, P, E)) return finalMargin(P, O);
    return -searchEnd3(O, P, -beta, -alpha, par);
  }
  if (STABILITY_EMPTIES <= 3 && alpha >= 64 - 2 * count(O & ~all)) {
    // Stability cutoff (see othello-solve.ts), before the first child as in searchEnd.
    const bound = 64 - 2 * count(stableDiscs(P, O));
    if (bound <= alpha) return bound;
  }
  let best = -65;
  if (f1 != 0) {
    best = -searchEnd2(O ^ f1, P | f1 | (<u64>1 << <u64>x1), -beta, -alpha);
    if (best >= beta) return best;
  }
  if (f2 != 0) {
    const v = -searchEnd2(O ^ f2, P | f2 | (<u64>1 << <u64>x2), -beta, -(alpha > best ? alpha : best));
    if (v > best) {
      best = v;
      if (v >= beta) return best;
    }
  }
  if (f3 != 0) {
    const v = -searchEnd2(O ^ f3, P | f3 | (<u64>1 << <u64>x3), -beta, -(alpha > best ? alpha : best));
    if (v > best) best = v;
  }
  return best;
}

/**
 * searchEnd with two empties: quadrant parity orders two squares ascending (both in odd
 * quadrants, or both in one even one), and each child is the last move (exact, so only
 * beta cuts; alpha is the passed position's beta).
 */
function searchEnd2(P: u64, O: u64, alpha: i32, beta: i32): i32 {
  nodes++;
  const E = ~(P | O);
  const x1 = <i32>ctz(E), x2 = 63 - <i32>clz(E);
  let best = -65;
  // No test that a square touches an O disc first: it cost more than it saved
  // (docs/design/othello-solver.md#no-touch-test-at-two-and-three-empties).
  const f1 = flips(x1, P, O);
  if (f1 != 0) {
    nodes++;
    best = -lastMoveAt(x2, O ^ f1, P | f1 | (<u64>1 << <u64>x1));
    if (best >= beta) return best;
  }
  const f2 = flips(x2, P, O);
  if (f2 != 0) {
    nodes++;
    const v = -lastMoveAt(x1, O ^ f2, P | f2 | (<u64>1 << <u64>x2));
    if (v > best) best = v;
  }
  if (best > -65) return best;
  // No move: the game is over, or P passes (the passed position is a node of its own).
  if (!canMove(O, P, E)) return finalMargin(P, O);
  return -searchEnd2(O, P, -beta, -alpha);
}

