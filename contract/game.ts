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
  /**
   * Optional, with `features`: how many features the game has (1 to 65536), the weights a
   * learned evaluation of it fits (`bestfirst train`, docs/your-game.md, "Features").
   */
  readonly featureCount?: number;
  /**
   * Optional, with `featureCount`: writes the indices (0 .. featureCount - 1) of the features
   * active at this position into `out` (1024 long) and returns how many (0 to 1024). The
   * learned value is the sum of their weights, from MAX's point of view, so the features
   * say whose move it is where that matters. Not asked at a terminal position.
   */
  features?(out: Int32Array): number;
  /**
   * Optional: whether move `move` (0 <= move < moveCount()) is noisy here, a capture or a
   * threat that may swing the static value (the "unstable" positions quiescence searches on).
   * alphabeta-tt's `quiescence` plays only these past its horizon (docs/searches.md); a game
   * without it has no noisy moves, and quiescence changes nothing for it.
   */
  isNoisy?(move: number): boolean;
  /**
   * Optional: whether passing (a null move: the other side to move, the board unchanged) is
   * allowed here, for alphabeta-tt's `nullMove` pruning. A game with zugzwang, where passing
   * would help the side to move, says false; a game without it never passes. Never true at a
   * terminal position; a game that says true needs playNull().
   */
  nullMoveAllowed?(): boolean;
  /** Optional: plays the null move where nullMoveAllowed() is true (maxToMove() flips); undo() takes it back. */
  playNull?(): void;

  // The shape of the game (docs/your-game.md, "Players and dice"): every member below is
  // optional, and a game without them is a two-player game without chance.

  /**
   * Optional: how many players the game has, a whole number from 2 (the default) to 8.
   * A game of more than two players needs `toMove` and `evaluateFor`.
   */
  readonly players?: number;
  /**
   * Optional: at a decision node, the player to move, 0 .. players - 1 (needed when players > 2).
   * Where absent it is `maxToMove() ? 0 : 1`; a two-player game that has it must agree with
   * maxToMove(). Not read at a chance node.
   */
  toMove?(): number;
  /**
   * Optional: the static value for `player` (0 .. players - 1), higher is better for them,
   * an integer strictly inside (-INF, +INF); at a terminal position the exact final value
   * for that player (needed when players > 2). Where absent (two players) it is
   * `evaluate()` for player 0 and `-evaluate()` for player 1.
   */
  evaluateFor?(player: number): number;
  /**
   * Optional: true at a chance node, whose moves are outcomes (a die's faces) chosen by no
   * player. A game that has it is a game with chance, and needs `chanceWeight`. At a chance
   * node maxToMove() and toMove() are not read; the position's `hash` covers the chance state.
   */
  isChance?(): boolean;
  /**
   * Optional: at a chance node, outcome `move`'s weight, a whole number from 1 to 2^31 - 1:
   * the outcome's probability is its weight over the sum of the node's weights.
   */
  chanceWeight?(move: number): number;
  /**
   * Optional: the least value `evaluate()` (and every `evaluateFor(player)`) ever returns, an
   * integer strictly inside (-INF, +INF); where absent, -INF + 1. star2 prunes by it and
   * `maxValue`: the tighter the range, the more. A value outside the range is an error.
   */
  readonly minValue?: number;
  /** Optional: the greatest value `evaluate()` (and every `evaluateFor`) ever returns; where absent, INF - 1. */
  readonly maxValue?: number;
  /**
   * Optional: makes `player` (0 .. players - 1) the one to move at this decision node, so that
   * a search can play any player's move out of turn (brs, best-reply search: needed when
   * players > 2). toMove(), moveCount(), the moves and their names are then that player's;
   * after a play the turn passes on from them as usual, and undo() returns to the position with
   * the player who made the move to move.
   */
  setToMove?(player: number): void;
}

/** Values no evaluation reaches (docs/searches.md). */
export const INF = 0x7fffffff;
