// alphabeta-tt's quiescence search (the `quiescence` setting; docs/searches.md): past the
// horizon a position is not valued by its static value alone while a noisy move (a capture
// or a threat: Game.isNoisy) could swing it at once. The side to move may stand on the
// static value (stand-pat) or play a noisy move, fail-soft alpha-beta over those, up to
// QUIESCENCE_PLIES plies past the horizon. A game without isNoisy has none: the value is
// the static value, and nothing is counted.
// Mirrors assembly/search/alphabeta-tt-quiescence.ts.

import { INF, type Game } from "../../contract/index.js";
import type { SearchStats } from "./stats.js";

/** The most plies a quiescence search plays past the horizon: past them, the static value. */
export const QUIESCENCE_PLIES = 6;
/** quiescenceValue's answer when the budgets abandoned the iteration inside it (no value reaches INF). */
export const QUIESCENCE_ABANDONED = INF;

/**
 * The fail-soft value of the current position (a child of a node one ply above the horizon, or
 * a noisy move's below it) in the window (alpha, beta), `left` noisy plies still allowed: a
 * terminal position's value, else its static value where `left` is 0 or that value settles the
 * window (stand-pat), else the best of it and the noisy children's quiescence values, in move
 * order, with alpha-beta's cutoffs. A node that plays a noisy child counts as expanded (once,
 * its budgets asked first: `spent`), each noisy child as generated.
 */
export function quiescenceValue(
  game: Game,
  stats: SearchStats,
  left: number,
  alpha: number,
  beta: number,
  spent: () => boolean,
): number {
  const stand = game.evaluate();
  if (left === 0 || game.isTerminal() || game.isNoisy === undefined) return stand;
  const max = game.maxToMove();
  let best = stand;
  if (max ? best >= beta : best <= alpha) return best;
  if (max) alpha = Math.max(alpha, best);
  else beta = Math.min(beta, best);
  const n = game.moveCount();
  let expanded = false;
  for (let move = 0; move < n; move++) {
    if (!game.isNoisy(move)) continue;
    if (!expanded) {
      if (spent()) return QUIESCENCE_ABANDONED;
      stats.expanded++;
      expanded = true;
    }
    game.play(move);
    stats.generated++;
    const v = quiescenceValue(game, stats, left - 1, alpha, beta, spent);
    game.undo();
    if (v === QUIESCENCE_ABANDONED) return v;
    if (max ? v > best : v < best) {
      best = v;
      if (max ? v >= beta : v <= alpha) break;
      if (max) alpha = Math.max(alpha, v);
      else beta = Math.min(beta, v);
    }
  }
  return best;
}
