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

/** What isNoisy(move) must return. @internal */
export const IS_NOISY_RULE = "it must return true or false (true for a capture or a threat)";
/** What nullMoveAllowed() must return. @internal */
export const NULL_MOVE_ALLOWED_RULE = "it must return true or false (true where passing is allowed)";

/** nullMoveAllowed() returned true where the game has no playNull() (or at a terminal position). */
export function nullMoveMessage(why: "lacks" | "terminal"): string {
  return why === "lacks"
    ? "your game's nullMoveAllowed() returned true but it has no playNull(); a game that allows a null move plays it"
    : "your game's nullMoveAllowed() returned true at a terminal position; passing is never allowed there";
}

/** playNull() left `max` (maxToMove() before it) to move: a null move hands the move to the other side. */
export function playNullSideMessage(max: boolean): string {
  return (
    `your game's playNull() left ${max ? "MAX" : "MIN"} to move (maxToMove() returned ${max} before and after it); ` +
    "a null move hands the move to the other side"
  );
}
