// The positions of a Pig decision-quality run, each drawn from the seed alone: position p is
// a state of a game played from the start by two players who each hold, every turn, at a
// turn total drawn uniformly from HOLD_LOW to HOLD_HIGH (the range around the classic
// "hold at 20" where people play), with seeded dice; one of that game's decision states is
// drawn uniformly. So the positions are the states real games pass through, early, middle
// and late, not the uniform table's, most of which no game reaches.

import { drawBelow } from "../seats/draws.js";
import type { PigState } from "./types.js";

/** The players' turn thresholds: uniform from 10 to 35. */
export const HOLD_LOW = 10,
  HOLD_HIGH = 35;
/** The most turns a drawn game lasts (a game to 100 by such players ends in far fewer). */
const MOST_TURNS = 10_000;
/** What each draw of a position is for: a turn's threshold, a roll of the die, the state picked. */
const THRESHOLD_DRAWS = 11,
  DIE_DRAWS = 12,
  PICK_DRAWS = 13;

/** Every decision state of position `p`'s game to `goal`, in the order played. */
export function gameStates(goal: number, seed: number, p: number): PigState[] {
  const states: PigState[] = [];
  const scores = [0, 0];
  let mover = 0;
  let rolls = 0;
  for (let turn = 0; turn < MOST_TURNS; turn++) {
    const threshold = HOLD_LOW + drawBelow(HOLD_HIGH - HOLD_LOW + 1, seed, p, THRESHOLD_DRAWS, turn);
    let total = 0;
    for (;;) {
      states.push({ mine: scores[mover], theirs: scores[1 - mover], turnTotal: total, toMove: mover });
      if (total >= threshold) break; // hold
      const face = 1 + drawBelow(6, seed, p, DIE_DRAWS, rolls++);
      if (face === 1) {
        total = 0;
        break;
      }
      total += face;
      if (scores[mover] + total >= goal) return states; // won: the game is over
    }
    scores[mover] += total;
    mover = 1 - mover;
  }
  return states;
}

/** Position `p` of a run with `goal` and `seed`. */
export function pigPosition(goal: number, seed: number, p: number): PigState {
  const states = gameStates(goal, seed, p);
  return states[drawBelow(states.length, seed, p, PICK_DRAWS, 0)];
}
