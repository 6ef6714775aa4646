// One search by algorithm name, on any game: the dispatch that the reference engine, the
// tests and the experiments call with a positioned game and its stopping rules. Mirrors
// assembly/search/run.ts.

import type { Game, SearchName } from "../../contract/index.js";
import { alphabeta } from "./alphabeta.js";
import { bestFirst } from "./bestfirst.js";
import { bestFirstMaxn } from "./bestfirst-maxn.js";
import { playersOf } from "./shape-view.js";
import { iterativeDeepening } from "./iterative-deepening.js";
import { minimax } from "./minimax.js";
import { rbfms } from "./rbfms.js";
import { extension } from "./extension.js";
import { mma } from "./mma.js";
import { mcts } from "./mcts.js";
import { alphabetaTT } from "./alphabeta-tt.js";
import { maxn } from "./maxn.js";
import { paranoid } from "./paranoid.js";
import { brs } from "./brs.js";
import { expectimax } from "./expectimax.js";
import { star2 } from "./star2.js";
import { Budget, isBounded, type Limits } from "./limits.js";
import { SearchStats, type SearchOutcome } from "./stats.js";

/**
 * Alpha-beta to the request's horizon; under a budget or a watcher it checks them before
 * every expansion and, stopped, ends with no answer (cutShort), as the core does.
 */
function boundedAlphabeta(game: Game, limits: Limits): SearchOutcome {
  if (!isBounded(limits)) return alphabeta(game, limits.horizon!);
  const stats = new SearchStats(),
    budget = new Budget(limits);
  const result = alphabeta(game, limits.horizon!, {
    stats,
    abort: () => budget.exhausted(stats),
    deadlinePassed: () => budget.deadlinePassed(),
  });
  return result.aborted ? { ...result, cutShort: true } : result;
}

/** The request's budget, where it has one (or a watcher): a full-width search checks it at every expansion. */
const budgetOf = (limits: Limits): Budget | undefined => (isBounded(limits) ? new Budget(limits) : undefined);

/** Runs `algorithm` from the game's current position (left as it was found). */
export function runSearch(game: Game, algorithm: SearchName, limits: Limits): SearchOutcome {
  switch (algorithm) {
    case "minimax":
      return minimax(game, limits.horizon!, budgetOf(limits));
    case "alphabeta":
      return boundedAlphabeta(game, limits);
    case "id":
      return iterativeDeepening(game, limits);
    case "bestfirst":
      // More than two players: best-first max^n (the reference's alone, so far).
      return playersOf(game) > 2 ? bestFirstMaxn(game, limits) : bestFirst(game, limits);
    case "rbfms":
      return rbfms(game, limits, "1994");
    case "rbfms-inherit":
      return rbfms(game, limits, "1992");
    case "extension":
      return extension(game, limits);
    case "mma":
      return mma(game, limits);
    case "mcts":
      return mcts(game, limits);
    case "alphabeta-tt":
      return alphabetaTT(game, limits);
    // The searches of every shape (a user's own game only, so far): full width, budgets as bounds.
    case "maxn":
      return maxn(game, limits.horizon!, budgetOf(limits));
    case "paranoid":
      return paranoid(game, limits.horizon!, budgetOf(limits));
    case "brs":
      return brs(game, limits.horizon!, budgetOf(limits));
    case "expectimax":
      return expectimax(game, limits.horizon!, budgetOf(limits));
    case "star2":
      return star2(game, limits.horizon!, budgetOf(limits));
  }
}
