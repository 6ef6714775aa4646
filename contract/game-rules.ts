// What a user's game must return, and the errors that say so: one text for both engines,
// the reference checking a TypeScript Game (reference/checked-game.ts) and the kit's core
// checking an AssemblyScript class (assembly/kit/checked.ts, told by bindings/kit-fault.ts).

import { shown } from "./errors.js";
import { INF } from "./game.js";

/** The most moves a position may have: the random tree's largest branching factor. */
export const MOST_MOVES = 65536;

/** What moveCount() must return, as the error messages say it. @internal */
export const MOVE_COUNT_RULE =
  `it must return a whole number of moves from 1 to ${MOST_MOVES} at a position that is not terminal ` +
  "(0 exactly where isTerminal() is true)";
/** What isTerminal() must return. @internal */
export const IS_TERMINAL_RULE = "it must return true or false (true exactly where moveCount() is 0)";
/** What evaluate() must return. @internal */
export const EVALUATE_RULE =
  `it must return an integer from ${-(INF - 1)} to ${INF - 1} (strictly between -INF and ` +
  `INF), the value from MAX's point of view`;

/** The error for member `method` returning `value`, which breaks `rule`. */
export function returnedMessage(method: string, value: unknown, rule: string): string {
  return `your game's ${method} returned ${shown(value)}; ${rule}`;
}

/** moveCount() returned 0 at a position isTerminal() says is not over. */
export function noMovesNotOverMessage(): string {
  return `your game's moveCount() returned 0 where isTerminal() is false; ${MOVE_COUNT_RULE}`;
}

/** isTerminal() returned true where moveCount() returned `n` (not 0). */
export function overWithMovesMessage(n: unknown): string {
  return (
    `your game's isTerminal() returned true where moveCount() returned ${shown(n)}; isTerminal() must be true ` +
    `exactly where moveCount() is 0`
  );
}
