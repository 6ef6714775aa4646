// Breakthrough written plainly for the tests, independent of examples/breakthrough: a
// board is an array of squares ("W", "B" or ""), a move a pair of squares, and every
// position a fresh copy. It is the oracle for the examples' move generation (perft, move
// names and order), their evaluation (the README's formula) and their search values (a
// negamax without pruning over the whole tree).

import { ADVANCE, PAWN, THREAT, WIN_BASE } from "../examples/breakthrough/breakthrough.js";

export type Square = "W" | "B" | "";

export interface PlainPosition {
  width: number;
  height: number;
  /** Square row * width + file; row 0 is White's home row. */
  squares: Square[];
  /** Moves made from the start; White moves at the even plies. */
  ply: number;
  /** True when the side that made the last move has won. */
  over: boolean;
}

export interface PlainMove {
  from: number;
  to: number;
  capture: boolean;
}

/** The start: each side's pawns on its two home rows. */
export function plainStart(width: number, height: number): PlainPosition {
  const squares: Square[] = [];
  for (let row = 0; row < height; row++)
    for (let file = 0; file < width; file++) squares.push(row < 2 ? "W" : row >= height - 2 ? "B" : "");
  return { width, height, squares, ply: 0, over: false };
}

/** The side to move's pawn letter. */
function mover(p: PlainPosition): Square {
  return p.ply % 2 === 0 ? "W" : "B";
}

/**
 * The legal moves in the examples' order: the mover's pawns square by square from the
 * lowest, each pawn's moves by the file they reach, lowest first.
 */
export function plainMoves(p: PlainPosition): PlainMove[] {
  if (p.over) return [];
  const me = mover(p),
    foe = me === "W" ? "B" : "W",
    forward = me === "W" ? 1 : -1;
  const moves: PlainMove[] = [];
  for (let from = 0; from < p.squares.length; from++) {
    if (p.squares[from] !== me) continue;
    const row = Math.floor(from / p.width),
      file = from % p.width;
    for (const df of [-1, 0, 1]) {
      const f = file + df,
        r = row + forward;
      if (f < 0 || f >= p.width || r < 0 || r >= p.height) continue;
      const to = r * p.width + f;
      if (df === 0 && p.squares[to] === "") moves.push({ from, to, capture: false });
      if (df !== 0 && p.squares[to] !== me) moves.push({ from, to, capture: p.squares[to] === foe });
    }
  }
  return moves;
}

/** The position after `m`. */
export function plainPlay(p: PlainPosition, m: PlainMove): PlainPosition {
  const me = mover(p),
    foe = me === "W" ? "B" : "W";
  const squares = [...p.squares];
  squares[m.from] = "";
  squares[m.to] = me;
  const goal = me === "W" ? p.height - 1 : 0;
  const over = Math.floor(m.to / p.width) === goal || !squares.includes(foe);
  return { ...p, squares, ply: p.ply + 1, over };
}

export function plainSquareName(p: PlainPosition, s: number): string {
  return "abcdefghijklmnop"[s % p.width] + String(Math.floor(s / p.width) + 1);
}

export function plainMoveName(p: PlainPosition, m: PlainMove): string {
  return plainSquareName(p, m.from) + (m.capture ? "x" : "-") + plainSquareName(p, m.to);
}

/**
 * A line from the start of a width x height board, a move a choice (each taken modulo the
 * moves there), stopped before a move that would end the game: its names and the position
 * it reaches (fast-check's random positions).
 */
export function plainLine(
  width: number,
  height: number,
  choices: readonly number[],
): { names: string[]; plain: PlainPosition } {
  let p = plainStart(width, height);
  const names: string[] = [];
  for (const c of choices) {
    const moves = plainMoves(p);
    const m = moves[c % moves.length];
    if (plainPlay(p, m).over) break;
    names.push(plainMoveName(p, m));
    p = plainPlay(p, m);
  }
  return { names, plain: p };
}

/** The position after the moves named, from the start of a width x height board. */
export function plainAfter(width: number, height: number, names: readonly string[]): PlainPosition {
  let p = plainStart(width, height);
  for (const name of names) {
    const m = plainMoves(p).find((x) => plainMoveName(p, x) === name);
    if (m === undefined) throw new Error(`${name} is not legal`);
    p = plainPlay(p, m);
  }
  return p;
}

/**
 * perft(1..depth) by the project's convention (reference/perft.ts): a game that ends
 * before a depth counts once at every deeper depth.
 */
export function plainPerft(p: PlainPosition, depth: number): number[] {
  const counts = new Array<number>(depth).fill(0);
  const walk = (q: PlainPosition, ply: number): void => {
    const moves = plainMoves(q);
    if (moves.length === 0) {
      for (let k = ply; k < depth; k++) counts[k]++;
      return;
    }
    for (const m of moves) {
      counts[ply]++;
      if (ply + 1 < depth) walk(plainPlay(q, m), ply + 1);
    }
  };
  walk(p, 0);
  return counts;
}

/**
 * The README's evaluation, from White's side: a finished game is won by the side that
 * made the last move, worth WIN_BASE - plies; otherwise each pawn is worth PAWN plus
 * ADVANCE times the square of the rows it has advanced, and the side to move gets THREAT
 * when one of its pawns stands a row before its goal.
 */
export function plainEvaluate(p: PlainPosition): number {
  if (p.over) return p.ply % 2 === 1 ? WIN_BASE - p.ply : -(WIN_BASE - p.ply);
  let v = 0;
  for (let s = 0; s < p.squares.length; s++) {
    const row = Math.floor(s / p.width);
    if (p.squares[s] === "W") v += PAWN + ADVANCE * row * row;
    if (p.squares[s] === "B") v -= PAWN + ADVANCE * (p.height - 1 - row) ** 2;
  }
  const me = mover(p),
    threatRow = me === "W" ? p.height - 2 : 1;
  const threat = p.squares.some((x, s) => x === me && Math.floor(s / p.width) === threatRow);
  return threat ? v + (me === "W" ? THREAT : -THREAT) : v;
}

export interface Solved {
  /** The exact minimax value of the evaluation, from White's side (every line played to its end). */
  value: number;
  /** The longest line to the end, in plies. */
  depth: number;
}

/** Negamax without pruning over the whole tree below `p` (minimax values from White's side). */
export function plainSolve(p: PlainPosition): Solved {
  const moves = plainMoves(p);
  if (moves.length === 0) return { value: plainEvaluate(p), depth: 0 };
  const white = p.ply % 2 === 0;
  let value = white ? -Infinity : Infinity,
    depth = 0;
  for (const m of moves) {
    const child = plainSolve(plainPlay(p, m));
    value = white ? Math.max(value, child.value) : Math.min(value, child.value);
    depth = Math.max(depth, child.depth + 1);
  }
  return { value, depth };
}

/**
 * The exact value from White's side by negamax over positions remembered as they are
 * solved (a position's value for the side to move counts plies from it, so it is the same
 * wherever the position is met): for the start positions whose trees are too big to walk.
 */
export function plainSolveRemembered(p: PlainPosition): number {
  const memo = new Map<string, number>();
  // The value for the side to move, WIN_BASE - k for a win in k plies, k - WIN_BASE for a loss in k.
  const negamax = (q: PlainPosition): number => {
    const key = q.squares.join(",") + (q.ply % 2);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = -Infinity;
    for (const m of plainMoves(q)) {
      const child = plainPlay(q, m);
      if (child.over) best = WIN_BASE - 1;
      else {
        const c = negamax(child); // a win or loss in k plies for the opponent is a loss or win in k + 1 here
        best = Math.max(best, c > 0 ? 1 - c : -1 - c);
      }
    }
    memo.set(key, best);
    return best;
  };
  const v = negamax(p);
  // From the start's ply: a win in k plies ends at ply p.ply + k.
  const forMover = v > 0 ? v - p.ply : v + p.ply;
  return p.ply % 2 === 0 ? forMover : -forMover;
}
