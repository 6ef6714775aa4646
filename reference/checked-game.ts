// A user's game as the searches see it: every value it returns is checked where it is
// returned (a bad one is a BestfirstError naming the method, the value and what is
// accepted), and every move played through it is counted, so that whatever goes wrong
// (a bad value, or the game's own exception) the game can be put back as it was found.
// Only the own-game entry points (own-game.ts) use it: the reference's games never pass here.

import { INF, fail, shown, type Game } from "../contract/index.js";

/** The most moves a position may have: the random tree's largest branching factor. */
export const MOST_MOVES = 65536;

const MOVE_COUNT_RULE = `it must return a whole number of moves from 1 to ${MOST_MOVES} at a position that is not terminal (0 exactly where isTerminal() is true)`;
const IS_TERMINAL_RULE = "it must return true or false (true exactly where moveCount() is 0)";
const EVALUATE_RULE = `it must return an integer from ${-(INF - 1)} to ${INF - 1} (strictly between -INF and INF), the value from MAX's point of view`;

function returned(method: string, value: unknown, rule: string): never {
  fail(`your game's ${method} returned ${shown(value)}; ${rule}`);
}

export class CheckedGame implements Game {
  readonly decisive: boolean;
  /** Moves played through this adapter and not yet taken back. */
  private plies = 0;

  /** The game's position key, where it offers one (alphabeta-tt's table). */
  readonly hash?: () => number;

  constructor(private readonly game: Game) {
    this.decisive = game.decisive;
    if (typeof game.hash === "function") {
      this.hash = () => {
        const h = game.hash!();
        if (!Number.isSafeInteger(h)) returned("hash()", h, "it must return a safe integer, the position's key");
        return h;
      };
    }
  }

  moveCount(): number {
    const n = this.game.moveCount();
    if (!Number.isInteger(n) || n < 0 || n > MOST_MOVES) returned("moveCount()", n, MOVE_COUNT_RULE);
    if (n === 0 && this.terminal() === false) fail(`your game's moveCount() returned 0 where isTerminal() is false; ${MOVE_COUNT_RULE}`);
    return n;
  }

  play(move: number): void {
    this.game.play(move);
    this.plies++;
  }

  undo(): void {
    this.game.undo();
    this.plies--;
  }

  isTerminal(): boolean {
    const terminal = this.terminal();
    if (terminal) {
      const n = this.game.moveCount();
      if (n !== 0) fail(`your game's isTerminal() returned true where moveCount() returned ${shown(n)}; isTerminal() must be true exactly where moveCount() is 0`);
    }
    return terminal;
  }

  maxToMove(): boolean {
    const max = this.game.maxToMove();
    if (typeof max !== "boolean") returned("maxToMove()", max, "it must return true or false (true when MAX is to move)");
    return max;
  }

  evaluate(): number {
    const v = this.game.evaluate();
    if (!Number.isInteger(v) || v <= -INF || v >= INF) returned("evaluate()", v, EVALUATE_RULE);
    return v;
  }

  moveName(move: number): string {
    const name = this.game.moveName(move);
    if (typeof name !== "string") returned(`moveName(${move})`, name, "it must return a string, how the move is written");
    return name;
  }

  /** Takes back every move still played through the adapter: the game is as it was found. */
  restore(): void {
    for (; this.plies > 0; this.plies--) this.game.undo();
  }

  private terminal(): boolean {
    const terminal = this.game.isTerminal();
    if (typeof terminal !== "boolean") returned("isTerminal()", terminal, IS_TERMINAL_RULE);
    return terminal;
  }
}
