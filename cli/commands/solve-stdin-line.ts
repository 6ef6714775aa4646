// A line of `bestfirst solve --stdin` (./solve-stdin.ts) and what its worker
// (./solve-stdin-worker.ts) is handed and answers: the setup, a line's work, its answer,
// and the reading of a line's moves.

import { BestfirstError, shown, type EngineName, type Position, type SolveOptions } from "../../index.js";

/** What the command hands its worker. */
export interface SolveStdinSetup {
  engine: EngineName;
  /** The position every line's moves are played from (the game and its options, checked once). */
  base: Position;
  /** The solve's options: weak, and the bounds of each line's solve. */
  options: SolveOptions;
  /** A position's moves solved before the first line, untimed, if any. */
  warmUp?: string;
  json: boolean;
}

/** A line sent to the worker: its number, and its text or that it was too long. */
export type LineWork = { number: number; text: string } | { number: number; tooLong: true };

/** A line's answer: the answer line for stdout, or the error for stderr (without the command's prefix). */
export interface LineAnswer {
  number: number;
  out?: string;
  error?: string;
}

/** A line of the game's moves, as the messages show one. */
export function lineExample(game: Position["game"]): string {
  return game === "connect4" ? "4453" : game === "tictactoe" ? "519" : "f5,d6";
}

/** The most a Pons score can be: a win with the fourth stone scores 22 - 4 (contract/engine.ts, Solution). */
const MOST_SCORE = 18;

/**
 * The moves of a line: its first field. After it only Connect-Four takes one more, the
 * expected score of Pons' test files (ignored); anything else is refused, so that a
 * space inside the moves ("44 55", "f5, d6") never solves another position.
 */
export function movesOfLine(line: string, game: Position["game"]): string {
  const [moves, ...rest] = line.trim().split(/\s+/);
  const example = lineExample(game);
  if (moves === "") throw new BestfirstError(`empty line: a line is the moves of a position, like ${example}`);
  if (rest.length === 0) return moves;
  const score = rest[0];
  if (game === "connect4" && rest.length === 1 && /^[+-]?\d+$/.test(score) && Math.abs(Number(score)) <= MOST_SCORE)
    return moves;
  throw new BestfirstError(
    `${shown(line.trim())} has a space inside: a line is the moves of a position, like ${example}, with no space ` +
      `inside` +
      (game === "connect4"
        ? `, then optionally its expected score (-${MOST_SCORE}..${MOST_SCORE}), as in Pons' test files`
        : ""),
  );
}
