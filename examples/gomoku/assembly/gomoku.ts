// Gomoku on 9 x 9 as an AssemblyScript class for the game kit (docs/your-game.md), the
// plain port of ../gomoku.ts: the same board array, the same scans and loops, statement
// for statement, in AssemblyScript's types; no bitboards and none of the optional hooks
// but `hash()`. Build it with `npx bestfirst build-game examples/gomoku/assembly/gomoku.ts`.
// The two versions have the same move order and values, so they are searched node for
// node alike (test/gomoku-kit.test.ts). The rules and what the port gains: ../README.md.

/** The board's side and its number of points. */
export const SIZE: i32 = 9;
export const CELLS: i32 = SIZE * SIZE;
/** A won game is worth more than any static value; WIN_BASE - plies, so a quicker win is worth more. */
export const WIN_BASE: i32 = 1 << 30;
/** A line of five holding k stones of one side and none of the other is worth WEIGHT[k] to that side. */
const WEIGHT: StaticArray<i32> = [0, 1, 4, 32, 512];

/** The four directions of a line: along a row, a column and both diagonals (row step, column step). */
const DIRECTIONS: StaticArray<i32> = [0, 1, 1, 0, 1, 1, 1, -1];

/** Every line of five points on the board (rows, columns, both diagonals), five cells each. */
function windows(): StaticArray<i32> {
  let n = 0;
  const all = new StaticArray<i32>(5 * 4 * CELLS);
  for (let row = 0; row < SIZE; row++)
    for (let col = 0; col < SIZE; col++)
      for (let d = 0; d < 8; d += 2) {
        const dr = DIRECTIONS[d], dc = DIRECTIONS[d + 1];
        const endRow = row + 4 * dr, endCol = col + 4 * dc;
        if (endRow >= SIZE || endCol < 0 || endCol >= SIZE) continue;
        for (let k = 0; k < 5; k++) all[n++] = (row + k * dr) * SIZE + col + k * dc;
      }
  const list = new StaticArray<i32>(n);
  for (let k = 0; k < n; k++) list[k] = all[k];
  return list;
}
const WINDOWS: StaticArray<i32> = windows();

/** A 32-bit mix (murmur3's finaliser): the Zobrist keys, the same in both versions. */
function mix(x: u32): u32 {
  x = (x ^ (x >> 16)) * 0x85ebca6b;
  x = (x ^ (x >> 13)) * 0xc2b2ae35;
  return x ^ (x >> 16);
}

/** Per point and side (index 2 * point + side, side 0 MAX): a key's high 21 and low 32 bits. */
function keys(high: bool): StaticArray<u32> {
  const list = new StaticArray<u32>(2 * CELLS);
  for (let k = 0; k < 2 * CELLS; k++) list[k] = high ? mix(2 * k + 2) & 0x1fffff : mix(2 * k + 1);
  return list;
}
const KEY_HI: StaticArray<u32> = keys(true);
const KEY_LO: StaticArray<u32> = keys(false);

/** Gomoku without `hash()`: alphabeta-tt searches it without a table. */
export class GomokuBoard {
  /** Terminal positions are wins, draws and losses. */
  readonly decisive: bool = true;
  /** Per point: 1 a stone of MAX (who moves first), -1 of MIN, 0 empty; point = row * SIZE + column. */
  private board: StaticArray<i8> = new StaticArray<i8>(CELLS);
  /** Per ply: the point played. */
  private played: StaticArray<i32> = new StaticArray<i32>(CELLS);
  /** Per ply (after that many moves): 1 when the last move made five in a row. */
  private won: StaticArray<u8> = new StaticArray<u8>(CELLS + 1);
  /** Moves made from the empty board; MAX moves at the even plies. */
  ply: i32 = 0;
  /** The position's Zobrist key, high 21 and low 32 bits (kept by play and undo). */
  protected keyHi: u32 = 0;
  protected keyLo: u32 = 0;

  /** The empty board. */
  load(): void {
    for (let p = 0; p < CELLS; p++) this.board[p] = 0;
    this.ply = 0;
    this.won[0] = 0;
    this.keyHi = 0;
    this.keyLo = 0;
  }

  isTerminal(): bool {
    return this.won[this.ply] != 0 || this.ply == CELLS;
  }

  moveCount(): i32 {
    return this.isTerminal() ? 0 : CELLS - this.ply;
  }

  maxToMove(): bool {
    return (this.ply & 1) == 0;
  }

  /** Move `move` is the move-th empty point, counted row by row from a1. */
  private point(move: i32): i32 {
    let p = -1;
    do {
      p++;
      if (this.board[p] == 0) move--;
    } while (move >= 0);
    return p;
  }

  play(move: i32): void {
    const p = this.point(move);
    const side = this.ply & 1;
    this.board[p] = side == 0 ? 1 : -1;
    this.played[this.ply] = p;
    this.keyHi ^= KEY_HI[2 * p + side];
    this.keyLo ^= KEY_LO[2 * p + side];
    this.ply++;
    this.won[this.ply] = this.fiveThrough(p) ? 1 : 0;
  }

  undo(): void {
    this.ply--;
    const p = this.played[this.ply];
    const side = this.ply & 1;
    this.board[p] = 0;
    this.keyHi ^= KEY_HI[2 * p + side];
    this.keyLo ^= KEY_LO[2 * p + side];
  }

  /** True when the stone on point `p` is in a row of five or more of its side. */
  private fiveThrough(p: i32): bool {
    const stone = this.board[p];
    const row = p / SIZE, col = p % SIZE;
    for (let d = 0; d < 8; d += 2) {
      const dr = DIRECTIONS[d], dc = DIRECTIONS[d + 1];
      let run = 1;
      for (let r = row + dr, c = col + dc; r >= 0 && r < SIZE && c >= 0 && c < SIZE; r += dr, c += dc) {
        if (this.board[r * SIZE + c] != stone) break;
        run++;
      }
      for (let r = row - dr, c = col - dc; r >= 0 && r < SIZE && c >= 0 && c < SIZE; r -= dr, c -= dc) {
        if (this.board[r * SIZE + c] != stone) break;
        run++;
      }
      if (run >= 5) return true;
    }
    return false;
  }

  /**
   * From MAX's point of view. A won game: WIN_BASE - plies for the side that made the last
   * move; a full board without five: a draw, 0. Otherwise every line of five that only
   * one side has stones on counts WEIGHT[its stones] for that side.
   */
  evaluate(): i32 {
    if (this.won[this.ply] != 0) return this.ply & 1 ? WIN_BASE - this.ply : this.ply - WIN_BASE;
    if (this.ply == CELLS) return 0;
    let score = 0;
    for (let w = 0; w < WINDOWS.length; w += 5) {
      let mine = 0, theirs = 0;
      for (let k = 0; k < 5; k++) {
        const s = this.board[WINDOWS[w + k]];
        if (s > 0) mine++;
        else if (s < 0) theirs++;
      }
      if (theirs == 0) score += WEIGHT[mine];
      else if (mine == 0) score -= WEIGHT[theirs];
    }
    return score;
  }

  /** Points are named by column a..i and row 1..9: "e5" is the centre. */
  moveName(move: i32): string {
    const p = this.point(move);
    return String.fromCharCode(97 + p % SIZE) + (p / SIZE + 1).toString();
  }
}

/** Gomoku with `hash()`: alphabeta-tt keeps a transposition table. */
@final export class Gomoku extends GomokuBoard {
  /** The Zobrist key, 53 bits: the high 21 and the low 32. */
  hash(): u64 {
    return (<u64>this.keyHi << 32) | <u64>this.keyLo;
  }
}
