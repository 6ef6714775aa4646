// The static evaluation a search or an evaluate call reads: the game's own (hand-written)
// or the learned one of a game whose row has it (Othello's, docs/train.md). The setting's
// values are its row in ./settings.ts; the checks here are the ones that need the game.

import { fail, listed } from "./errors.js";
import { GAME_NOTATIONS, GAMES } from "./games.js";
import { checkSettingValue } from "./settings.js";

/** The evaluations: the game's own, or the trained one. */
export type Evaluation = "hand" | "learned";

/** What `engine.evaluate` takes beside the position. */
export interface EvaluateOptions {
  /** The evaluation read (default "hand"). */
  evaluation?: Evaluation;
}

/** Refuses evaluation "learned" for a game without one (`game` not a built-in game's name: a user's own game). */
export function checkEvaluation(evaluation: unknown, game: unknown): void {
  if (evaluation !== "learned") return;
  const row =
    typeof game === "string" && Object.hasOwn(GAME_NOTATIONS, game)
      ? GAME_NOTATIONS[game as keyof typeof GAME_NOTATIONS]
      : undefined;
  if (row?.learnedEvaluation) return;
  const takers = GAMES.filter((g) => GAME_NOTATIONS[g].learnedEvaluation);
  fail(
    `evaluation "learned" is for ${listed(takers)} (the patterns bestfirst train fitted), ` +
      `not ${row ? row.title : "a game of your own"}`,
  );
}

/** The evaluation an evaluate call's checked options ask for, at a position of `game`. */
export function evaluationOf(options: unknown, game: unknown): Evaluation {
  const evaluation = (options as { evaluation?: unknown } | undefined)?.evaluation;
  if (evaluation === undefined) return "hand";
  checkSettingValue("evaluation", evaluation);
  checkEvaluation(evaluation, game);
  return evaluation as Evaluation;
}
