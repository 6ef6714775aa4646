// The game protocol every search of the reference is written against. The reference's
// own games implement it, and so can a user's: any game that meets it gets every search.
// The AssemblyScript core has the same protocol, duck-typed over its @final game classes.
// A user's game is held to it where it answers (reference/checked-game.ts).

/**
 * The game protocol: what a game must answer for every search to run on it (docs/your-game.md).
 * `searchGame`, `createGamePlayer`, `playMatch` and `checkGame` take any object that meets it.
 */
export interface Game {
  /**
   * The number of legal moves here: 1 to 65536, and 0 exactly where isTerminal() is true.
   * A forced pass is one move.
   */
  moveCount(): number;
  /** Makes move `move` (0 <= move < moveCount()): the game's move order is this index. */
  play(move: number): void;
  /** Takes back the last move played. */
  undo(): void;
  /** True when the game is over here. */
  isTerminal(): boolean;
  /** True when MAX (the player at the game's even plies) is to move. */
  maxToMove(): boolean;
  /**
   * The static value from MAX's point of view: a signed 32-bit integer strictly inside
   * (-INF, +INF). At a terminal position it is the exact value of the game.
   */
  evaluate(): number;
  /**
   * True when terminal values are wins, draws and losses (Othello): best-first minimax
   * then searches on past a lost or drawn terminal principal leaf (spec: the completion
   * rule). False when every terminal position simply ends the search (random games).
   */
  readonly decisive: boolean;
  /** How move `move` is written at the current position ("3", "d3", "pass", ...). */
  moveName(move: number): string;
  /**
   * Optional: the position's key for alphabeta-tt's transposition table, a safe integer
   * (taken modulo 2^53). Equal positions must give equal keys; two positions with the same
   * key are taken for the same one, so a key should tell positions apart (exactly, or
   * hashed to 53 bits). A game without it gets alphabeta-tt without a table.
   */
  hash?(): number;
}

/** Values no evaluation reaches (docs/searches.md). */
export const INF = 0x7fffffff;
