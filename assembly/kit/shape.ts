// A kit's game's shape (contract/game-shape.ts): which of the shape's optional members the
// class has, known when the core is compiled; its number of players and whether it has
// chance, read at the start of a search with the members its shape needs made sure of; and
// those members checked at the search's root, as the reference's checked game probes them
// (reference/checked-game.ts, probeShape), in the same order, so both engines name the same
// bad value. The bindings (bindings/kit-engine.ts) then refuse a search of another shape.

import { Checked } from "./checked";
import { fault, F_LACKS, LACKS_EVALUATE_FOR, LACKS_TO_MOVE, LACKS_WEIGHT, M_NONE } from "./fault";

/** What the shape's word says: the members the class has (SHAPE_MEMBERS), or players and chance. */
export const SHAPE_MEMBERS: i32 = 0;
/** The players checked and the members the shape needs made sure of: players | SHAPE_CHANCE. */
export const SHAPE_READ: i32 = 1;
/** SHAPE_READ, then the members checked at the position: the same word. */
export const SHAPE_PROBE: i32 = 2;
/** The chance bit of the shape's word. */
export const SHAPE_CHANCE: i32 = 16;
/** SHAPE_PROBE's bit for a position that is a chance node (a search from it is refused: no player chooses there). */
export const SHAPE_AT_CHANCE: i32 = 32;
/** SHAPE_MEMBERS's bit for a class that declares its range (minValue, maxValue): not a shape, but checked as one. */
export const SHAPE_RANGE: i32 = 16;
/** SHAPE_MEMBERS's bits of the shape's own members (players, toMove, evaluateFor, isChance). */
export const SHAPE_OWN: i32 = 15;
/** The bit of the shape's word that says the class has setToMove (best-reply search's, with more than two players). */
export const SHAPE_SET_TO_MOVE: i32 = 64;

/**
 * The shape's word of `game` (the class itself) for `what`: SHAPE_MEMBERS: bit 0 players,
 * 1 toMove, 2 evaluateFor, 3 isChance, 4 minValue or maxValue (0: none, a two-player game
 * without chance or range, whose searches need not ask); otherwise the number of players | SHAPE_CHANCE where it
 * has chance | SHAPE_SET_TO_MOVE where it has setToMove, and for SHAPE_PROBE | SHAPE_AT_CHANCE where the
 * position is a chance node.
 */
export function shapeOf<G>(game: G, what: i32): i32 {
  if (what == SHAPE_MEMBERS)
    return (isDefined(game.players) ? 1 : 0) | (isDefined(game.toMove) ? 2 : 0)
      | (isDefined(game.evaluateFor) ? 4 : 0) | (isDefined(game.isChance) ? 8 : 0)
      | (isDefined(game.minValue) || isDefined(game.maxValue) ? SHAPE_RANGE : 0);
  const view = changetype<Checked<G>>(game);
  const players = view.players;
  if (players > 2) {
    const lacks = (isDefined(game.toMove) ? 0 : LACKS_TO_MOVE) | (isDefined(game.evaluateFor) ? 0 : LACKS_EVALUATE_FOR);
    if (lacks != 0) fault(F_LACKS, M_NONE, lacks, players);
  }
  if (isDefined(game.isChance) && !isDefined(game.chanceWeight)) fault(F_LACKS, M_NONE, LACKS_WEIGHT, players);
  // The declared range after the shape, as the reference reads them (reference/checked-game.ts's constructor).
  view.checkRange();
  let atChance = false;
  if (what == SHAPE_PROBE) {
    atChance = view.isChance();
    if (atChance) {
      const n = view.moveCount();
      for (let move = 0; move < n; move++) view.chanceWeight(move);
    } else if (!view.isTerminal()) view.toMove();
    if (isDefined(game.evaluateFor)) for (let p = 0; p < players; p++) view.evaluateFor(p);
  }
  return (
    players | (view.chance ? SHAPE_CHANCE : 0) | (atChance ? SHAPE_AT_CHANCE : 0)
    | (isDefined(game.setToMove) ? SHAPE_SET_TO_MOVE : 0)
  );
}
