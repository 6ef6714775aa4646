// A user's game in plain JavaScript, a module of its own: Gardner's Hexapawn on a board of
// 3x3 to 8x8, written to the Game protocol (moveCount, play, undo, isTerminal, maxToMove,
// evaluate, moveName, decisive). It imports nothing, so createSearcher's workers import it
// as it is, in Node (which runs JavaScript, not TypeScript, in worker threads) and in a
// page's Web Workers: examples/own-game-workers.ts searches it off the main thread.
// Types for TypeScript users: ./hexapawn.d.ts.
//
// Each side's pawns start on its first row. A pawn moves one square straight forward to
// an empty square, or one square diagonally forward onto an opponent's pawn, taking it.
// A side wins by reaching the far row, or when the other side cannot move (no pawns
// left, or all blocked). Gardner (1962): on 3x3 the second player wins.

/** A won game is worth more than any static value; a quicker win more. */
export const WIN = 1000;

export class Hexapawn {
  decisive = true;
  /** 1 MAX's pawn (moves up), -1 MIN's (moves down), 0 empty; row by row from MAX's side. */
  #board;
  /** The moves played: { from, to, taken }. */
  #history = [];
  /** The legal moves here ({ from, to }), made when first asked for after a move. */
  #legal;

  constructor(columns = 3, rows = 3) {
    for (const [what, n] of [
      ["columns", columns],
      ["rows", rows],
    ])
      if (!Number.isInteger(n) || n < 3 || n > 8) throw new RangeError(`Hexapawn's ${what} must be 3 to 8, got ${n}`);
    this.columns = columns;
    this.rows = rows;
    this.#board = new Int8Array(columns * rows);
    for (let c = 0; c < columns; c++) {
      this.#board[c] = 1;
      this.#board[(rows - 1) * columns + c] = -1;
    }
  }

  get ply() {
    return this.#history.length;
  }

  /** The side that just moved reached the far row. */
  #arrived() {
    const last = this.#history[this.#history.length - 1];
    if (!last) return false;
    const row = Math.floor(last.to / this.columns);
    return row === 0 || row === this.rows - 1;
  }

  #moves() {
    if (this.#legal) return this.#legal;
    const moves = [];
    if (!this.#arrived()) {
      const side = this.ply % 2 === 0 ? 1 : -1,
        { columns, rows } = this,
        board = this.#board;
      for (let from = 0; from < board.length; from++) {
        if (board[from] !== side) continue;
        const row = Math.floor(from / columns) + side,
          column = from % columns;
        if (row < 0 || row >= rows) continue;
        if (board[row * columns + column] === 0) moves.push({ from, to: row * columns + column });
        for (const c of [column - 1, column + 1])
          if (c >= 0 && c < columns && board[row * columns + c] === -side) moves.push({ from, to: row * columns + c });
      }
    }
    return (this.#legal = moves);
  }

  moveCount() {
    return this.#moves().length;
  }

  play(move) {
    const m = this.#moves()[move];
    if (m === undefined) throw new RangeError(`no move ${move} here`);
    this.#history.push({ from: m.from, to: m.to, taken: this.#board[m.to] });
    this.#board[m.to] = this.#board[m.from];
    this.#board[m.from] = 0;
    this.#legal = undefined;
  }

  undo() {
    const { from, to, taken } = this.#history.pop();
    this.#board[from] = this.#board[to];
    this.#board[to] = taken;
    this.#legal = undefined;
  }

  isTerminal() {
    return this.#moves().length === 0;
  }

  maxToMove() {
    return this.ply % 2 === 0;
  }

  /** At the end the side to move has lost; before it, pawns and how far they are. */
  evaluate() {
    if (this.isTerminal()) return this.maxToMove() ? -(WIN - this.ply) : WIN - this.ply;
    let value = 0;
    for (let square = 0; square < this.#board.length; square++) {
      const row = Math.floor(square / this.columns);
      if (this.#board[square] === 1) value += 10 + row;
      else if (this.#board[square] === -1) value -= 10 + (this.rows - 1 - row);
    }
    return value;
  }

  /** "a1-a2" a step, "a2xb3" a capture. */
  moveName(move) {
    const { from, to } = this.#moves()[move];
    const square = (s) => `${"abcdefgh"[s % this.columns]}${Math.floor(s / this.columns) + 1}`;
    return `${square(from)}${this.#board[to] === 0 ? "-" : "x"}${square(to)}`;
  }
}
