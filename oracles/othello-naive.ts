// An independent Othello oracle for the tests: the rules written the plain way, on an
// array of 64 cells, walking each direction square by square with (file, rank)
// coordinates. Slow and obviously right; it shares no code with either engine.

export type Cells = number[]; // 64 cells a1..h8: 0 empty, 1 black, 2 white

export interface NaivePosition {
  cells: Cells;
  /** 1 black to move, 2 white to move. */
  toMove: 1 | 2;
}

const DIRS: [number, number][] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const FILES = "abcdefgh";

export const nameOf = (sq: number): string => FILES[sq % 8] + String(Math.floor(sq / 8) + 1);

export function fromText(text: string): NaivePosition {
  const cells = [...text.slice(0, 64)].map((c) => (c === "X" || c === "*" ? 1 : c === "O" ? 2 : 0));
  return { cells, toMove: text[65] === "X" ? 1 : 2 };
}

export function toText(p: NaivePosition): string {
  return p.cells.map((c) => (c === 1 ? "X" : c === 2 ? "O" : "-")).join("") + (p.toMove === 1 ? " X" : " O");
}

/** The squares of `cells` that hold `who`, as the engines' 32-bit halves [hi, lo] (hi = squares 32-63). */
export function naiveHalves(cells: Cells, who: number): [number, number] {
  let hi = 0,
    lo = 0;
  cells.forEach((c, sq) => {
    if (c !== who) return;
    if (sq < 32) lo |= 1 << sq;
    else hi |= 1 << (sq - 32);
  });
  return [hi, lo];
}

/** The squares `who` flips by playing on `sq` (empty list: not a legal move). */
export function naiveFlips(cells: Cells, who: number, sq: number): number[] {
  if (cells[sq] !== 0) return [];
  const other = 3 - who,
    out: number[] = [];
  for (const [dx, dy] of DIRS) {
    const line: number[] = [];
    let x = (sq % 8) + dx,
      y = Math.floor(sq / 8) + dy;
    while (x >= 0 && x < 8 && y >= 0 && y < 8 && cells[y * 8 + x] === other) {
      line.push(y * 8 + x);
      x += dx;
      y += dy;
    }
    if (line.length > 0 && x >= 0 && x < 8 && y >= 0 && y < 8 && cells[y * 8 + x] === who) out.push(...line);
  }
  return out.sort((a, b) => a - b);
}

/** Legal squares of `who`, ascending. */
export function naiveMoves(cells: Cells, who: number): number[] {
  const moves: number[] = [];
  for (let sq = 0; sq < 64; sq++) if (naiveFlips(cells, who, sq).length > 0) moves.push(sq);
  return moves;
}

/** The position after `who` plays `sq` (-1: pass). */
export function naivePlay(p: NaivePosition, sq: number): NaivePosition {
  const cells = p.cells.slice();
  if (sq >= 0) {
    for (const f of naiveFlips(cells, p.toMove, sq)) cells[f] = p.toMove;
    cells[sq] = p.toMove;
  }
  return { cells, toMove: p.toMove === 1 ? 2 : 1 };
}

/** The successors: one per legal square, or one pass, or none when the game is over. */
export function naiveChildren(p: NaivePosition): { sq: number; next: NaivePosition }[] {
  const moves = naiveMoves(p.cells, p.toMove);
  if (moves.length > 0) return moves.map((sq) => ({ sq, next: naivePlay(p, sq) }));
  if (naiveMoves(p.cells, 3 - p.toMove).length > 0) return [{ sq: -1, next: naivePlay(p, -1) }];
  return [];
}

/** perft(1..depth), finished games counted once at every deeper depth. */
export function naivePerft(p: NaivePosition, depth: number): number[] {
  const counts = new Array<number>(depth).fill(0);
  const walk = (q: NaivePosition, ply: number): void => {
    const children = naiveChildren(q);
    if (children.length === 0) {
      for (let k = ply; k < depth; k++) counts[k]++;
      return;
    }
    for (const c of children) {
      counts[ply]++;
      if (ply + 1 < depth) walk(c.next, ply + 1);
    }
  };
  walk(p, 0);
  return counts;
}

/** The final margin for `who`, empties to the winner. */
export function naiveMargin(cells: Cells, who: number): number {
  const mine = cells.filter((c) => c === who).length,
    theirs = cells.filter((c) => c === 3 - who).length;
  const empty = 64 - mine - theirs;
  return mine > theirs ? mine - theirs + empty : mine < theirs ? mine - theirs - empty : 0;
}

/** Plain negamax to the end of the game, no pruning: the exact margin for the side to move. */
export function naiveSolve(p: NaivePosition): number {
  const children = naiveChildren(p);
  if (children.length === 0) return naiveMargin(p.cells, p.toMove);
  let best = -Infinity;
  for (const c of children) best = Math.max(best, -naiveSolve(c.next));
  return best + 0; // never -0
}

/** The exact margin for the side to move and the names of all the moves that reach it. */
export function naiveSolveRoot(p: NaivePosition): { value: number; best: string[] } {
  const children = naiveChildren(p);
  if (children.length === 0) return { value: naiveMargin(p.cells, p.toMove), best: [] };
  const values = children.map((c) => -naiveSolve(c.next));
  const value = Math.max(...values) + 0; // never -0
  return { value, best: children.filter((_, i) => values[i] === value).map((c) => (c.sq < 0 ? "pass" : nameOf(c.sq))) };
}
