// One search by algorithm code, on any game class: the dispatch the ABI calls once per
// search (the codes are the indices of SEARCH_NAMES in contract/searches.ts: ALGORITHMS,
// the built-in games' searches, first, then those of a user's game alone). Mirrors
// reference/search/run.ts.

import { setLimits, requestedMoves, bounded, noteCutShort } from "./limits";
import { minimax } from "./minimax";
import { alphabeta, aborted as alphabetaAborted } from "./alphabeta";
import { iterativeDeepening } from "./iterative-deepening";
import { bestFirst } from "./bestfirst";
import { bestFirstMaxn } from "./bestfirst-maxn";
import { playersOf } from "./shape-view";
import { rbfms, RBFMS_1994, RBFMS_1992 } from "./rbfms";
import { extension } from "./extension";
import { mma } from "./mma";
import { mcts } from "./mcts";
import { alphabetaTT } from "./alphabeta-tt";
import { maxn } from "./maxn";
import { paranoid } from "./paranoid";
import { expectimax } from "./expectimax";
import { brs } from "./brs";
import { star2 } from "./star2";
import { MAX_HORIZON } from "./result";

export const MINIMAX: i32 = 0;
export const ALPHABETA: i32 = 1;
export const ID: i32 = 2;
export const BESTFIRST: i32 = 3;
export const RBFMS: i32 = 4;
export const RBFMS_INHERIT: i32 = 5;
export const EXTENSION: i32 = 6;
export const MMA: i32 = 7;
export const MCTS: i32 = 8;
export const ALPHABETA_TT: i32 = 9;
// The searches of every shape: a game kit's class only (the bindings refuse them on a built-in game).
export const MAXN: i32 = 10;
export const PARANOID: i32 = 11;
export const BRS: i32 = 12;
export const EXPECTIMAX: i32 = 13;
export const STAR2: i32 = 14;

/**
 * Runs the search from the game's position. Its caller has begun the operation
 * (./operation.ts: no result, no line, the counters at 0), so a search that sets no
 * result leaves none.
 */
export function runSearch<G>(
  game: G, algorithm: i32, horizon: i32, stopDepth: i32, bound: i32, nodes: f64, timeMs: f64
): void {
  setLimits(stopDepth, bound, nodes, timeMs, requestedMoves);
  switch (algorithm) {
    case MINIMAX: minimax<G>(game, horizon); break;
    // Under a budget or a watcher alpha-beta checks them at every expansion; stopped, it
    // has no answer (the bindings refuse the result).
    case ALPHABETA:
      alphabeta<G>(game, horizon, -1, bounded());
      if (alphabetaAborted) noteCutShort();
      break;
    // Without a horizon id deepens to MAX_HORIZON at most: the principal-variation table
    // has that many rows, and an iteration past it would write beyond the table.
    case ID: iterativeDeepening<G>(game, horizon > 0 ? horizon : MAX_HORIZON); break;
    // More than two players (a kit's class of that shape): best-first max^n. A class without `players` (every
    // built-in game) compiles best-first alone.
    case BESTFIRST:
      if (isDefined(game.players)) {
        if (playersOf<G>(game) > 2) {
          bestFirstMaxn<G>(game);
          break;
        }
      }
      bestFirst<G>(game);
      break;
    case RBFMS: rbfms<G>(game, RBFMS_1994); break;
    case RBFMS_INHERIT: rbfms<G>(game, RBFMS_1992); break;
    case EXTENSION: extension<G>(game, horizon); break;
    case MMA: mma<G>(game); break;
    case MCTS: mcts<G>(game); break;
    // Without a horizon it deepens to MAX_HORIZON at most, as id.
    case ALPHABETA_TT: alphabetaTT<G>(game, horizon > 0 ? horizon : MAX_HORIZON); break;
    case MAXN: maxn<G>(game, horizon); break;
    case PARANOID: paranoid<G>(game, horizon); break;
    case BRS: brs<G>(game, horizon); break;
    case EXPECTIMAX: expectimax<G>(game, horizon); break;
    case STAR2: star2<G>(game, horizon); break;
  }
}
