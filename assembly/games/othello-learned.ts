// The learned Othello evaluation in the core (docs/train.md): the sum of the weights of a
// position's features, from the tables of ./othello-learned-table.ts. The twin of
// reference/games/othello-learned.ts: the weights are multiples of 2^-shift, so the sum of
// their integer steps, divided by 2^shift, is the reference's float64 sum bit for bit.

import { legalMoves, count } from "./othello-bits";
import { finalValue } from "./othello-eval";
import {
  canonical, configurationStart, idStart, MOBILITY, mobilityStart, MOST_SQUARES, occurrencePattern,
  occurrenceSize, occurrenceSquares, occurrences, perPhase, shift, weights,
} from "./othello-learned-table";

/** The learned value, in discs, for the side to move owning P against O (the weights loaded). */
export function evaluateLearned(P: u64, O: u64): f64 {
  return <f64>learnedSteps(P, O, legalMoves(P, O), legalMoves(O, P)) / <f64>(1 << shift);
}

/** The sum of the weights' steps, mP and mO each side's legal moves. */
function learnedSteps(P: u64, O: u64, mP: u64, mO: u64): i32 {
  const phase = (64 - count(P | O) + 1) / 5;
  const base = weights + (<usize>(phase * perPhase) << 1);
  let s: i32 = 0;
  for (let k = 0; k < occurrences; k++) {
    const p = unchecked(occurrencePattern[k]);
    const squares = k * MOST_SQUARES;
    let c: i32 = 0;
    for (let i = unchecked(occurrenceSize[k]) - 1; i >= 0; i--) {
      const sq = unchecked(occurrenceSquares[squares + i]);
      c = c * 3 + (<i32>(P >> <u64>sq) & 1) + ((<i32>(O >> <u64>sq) & 1) << 1);
    }
    const id = <i32>load<u16>(canonical + (<usize>(unchecked(configurationStart[p]) + c) << 1));
    s += <i32>load<i16>(base + (<usize>(unchecked(idStart[p]) + id) << 1));
  }
  const own = min(count(mP), MOBILITY - 1), opp = min(count(mO), MOBILITY - 1);
  s += <i32>load<i16>(base + (<usize>(mobilityStart + own) << 1));
  s += <i32>load<i16>(base + (<usize>(mobilityStart + MOBILITY + opp) << 1));
  s += <i32>load<i16>(base + (<usize>(perPhase - 1) << 1));
  return s;
}

/**
 * The value the searches see with evaluation "learned", from black's point of view like the
 * hand evaluation's: a finished game's exact value, else the learned value in hundredths of a
 * disc for the side to move, rounded half up (exact: the value is a multiple of 2^-shift),
 * negated when white is to move.
 */
export function learnedSearchValue(P: u64, O: u64, blackToMove: bool): i32 {
  const mP = legalMoves(P, O), mO = legalMoves(O, P);
  if ((mP | mO) == 0) return blackToMove ? finalValue(P, O) : finalValue(O, P);
  const discs = <f64>learnedSteps(P, O, mP, mO) / <f64>(1 << shift);
  const v = <i32>Math.floor(discs * 100 + 0.5);
  return blackToMove ? v : -v;
}
