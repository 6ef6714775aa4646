// An independent Connect-Four oracle for the tests and scripts: the rules written the plain way, on a
// 7 x 6 array of cells, four in a row found by walking from the new stone in each
// direction. Slow and obviously right; it shares no code with either engine (only the
// segment weights, which are the definition being tested, come from the reference).

import type { ConnectFourPosition } from "../contract/index.js";
import { SEGMENT_1, SEGMENT_2, SEGMENT_3, WIN_BASE } from "../reference/games/connect-four-bits.js";

export interface NaivePosition {
  /** cells[col][row], row 0 at the bottom: 0 empty, 1 first player (MAX), 2 second. */
  cells: number[][];
  heights: number[];
  /** Stones played. */
  stones: number;
  /** Whether the last stone made four in a row. */
  won: boolean;
  /** The columns played from the empty board (0-based). */
  history: number[];
}

export const empty = (): NaivePosition => ({
  cells: Array.from({ length: 7 }, () => new Array<number>(6).fill(0)),
  heights: new Array<number>(7).fill(0),
  stones: 0,
  won: false,
  history: [],
});

export const isOver = (p: NaivePosition): boolean => p.won || p.stones === 42;

/** The player to move: 1 or 2. */
export const toMove = (p: NaivePosition): number => (p.stones % 2 === 0 ? 1 : 2);

const at = (p: { cells: number[][] }, c: number, r: number): number =>
  c >= 0 && c < 7 && r >= 0 && r < 6 ? p.cells[c][r] : -1;

/** Whether the stone at (c, r) is part of four in a row of its colour. */
function makesFour(p: { cells: number[][] }, c: number, r: number): boolean {
  const who = p.cells[c][r];
  for (const [dc, dr] of [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ]) {
    let n = 1;
    for (let k = 1; at(p, c + k * dc, r + k * dr) === who; k++) n++;
    for (let k = 1; at(p, c - k * dc, r - k * dr) === who; k++) n++;
    if (n >= 4) return true;
  }
  return false;
}

/** The position after a stone in column `col`, or null if the column is full or the game over. */
export function naivePlay(p: NaivePosition, col: number): NaivePosition | null {
  if (isOver(p) || col < 0 || col > 6 || p.heights[col] >= 6) return null;
  const cells = p.cells.map((column) => column.slice());
  const heights = p.heights.slice();
  const r = heights[col]++;
  cells[col][r] = toMove(p);
  const q = { cells, heights, stones: p.stones + 1, won: false, history: [...p.history, col] };
  q.won = makesFour(q, col, r);
  return q;
}

/** The position reached by the columns of `moves` ("4455": 1-based digits, or 0-based numbers); throws if illegal. */
export function fromMoves(moves: string | number[]): NaivePosition {
  const cols = typeof moves === "string" ? [...moves].map((d) => Number(d) - 1) : moves;
  let p = empty();
  for (const c of cols) {
    const q = naivePlay(p, c);
    if (q === null) throw new Error(`illegal move ${c + 1} in ${String(moves)}`);
    p = q;
  }
  return p;
}

/** 1-based digits of the columns played. */
export const movesText = (p: NaivePosition): string => p.history.map((c) => c + 1).join("");

/** The position of a naive one, or of a 1-based digit string ("4455"), for the engines. */
export function connectFourAt(p: NaivePosition | string): ConnectFourPosition {
  return { game: "connect4", moves: typeof p === "string" ? [...p] : p.history.map((c) => String(c + 1)) };
}

/** The legal columns, ascending (none once the game is over). */
export function naiveColumns(p: NaivePosition): number[] {
  if (isOver(p)) return [];
  const out: number[] = [];
  for (let c = 0; c < 7; c++) if (p.heights[c] < 6) out.push(c);
  return out;
}

/**
 * The searches below play and take back stones on one copy of the cells (no copy per
 * node): `drop` returns the row the stone landed on, `lift` takes it back.
 */
interface Work {
  cells: number[][];
  heights: number[];
  stones: number;
  won: boolean;
}

const work = (p: NaivePosition): Work => ({
  cells: p.cells.map((column) => column.slice()),
  heights: p.heights.slice(),
  stones: p.stones,
  won: p.won,
});

function drop(w: Work, col: number): void {
  const r = w.heights[col]++;
  w.cells[col][r] = w.stones % 2 === 0 ? 1 : 2;
  w.stones++;
  w.won = makesFour(w, col, r);
}

function lift(w: Work, col: number): void {
  w.cells[col][--w.heights[col]] = 0;
  w.stones--;
  w.won = false; // play only goes on from positions that are not over
}

const workColumns = (w: Work): number[] =>
  w.won || w.stones === 42 ? [] : [0, 1, 2, 3, 4, 5, 6].filter((c) => w.heights[c] < 6);

/** perft(1..depth), a finished game counted once at every deeper depth. */
export function naivePerft(p: NaivePosition, depth: number): number[] {
  const counts = new Array<number>(depth).fill(0);
  const w = work(p);
  const walk = (ply: number): void => {
    const cols = workColumns(w);
    if (cols.length === 0) {
      for (let k = ply; k < depth; k++) counts[k]++;
      return;
    }
    for (const c of cols) {
      counts[ply]++;
      if (ply + 1 < depth) {
        drop(w, c);
        walk(ply + 1);
        lift(w, c);
      }
    }
  };
  walk(0);
  return counts;
}

/** Pons' score of a finished game for the side to move: it lost to the k-th stone of the winner, or drew. */
export function finishedScore(p: { won: boolean; stones: number }): number {
  if (!p.won) return 0;
  const k = Math.ceil(p.stones / 2); // the winner's stones
  return -(22 - k);
}

/** Plain negamax to the end of the game, no pruning: Pons' score for the side to move. */
export function naiveScore(p: NaivePosition): number {
  const w = work(p);
  const negamax = (): number => {
    const cols = workColumns(w);
    if (cols.length === 0) return finishedScore(w);
    let best = -Infinity;
    for (const c of cols) {
      drop(w, c);
      best = Math.max(best, -negamax());
      lift(w, c);
    }
    return best;
  };
  return negamax() + 0;
}

/**
 * Plain negamax cut at `horizon` plies, on intervals: at a cut position the score is only
 * known to lie between losing to the opponent's next stone and winning with the side to
 * move's next stone. Returns [lo, hi] for the side to move; lo === hi proves the score.
 */
export function naiveInterval(p: NaivePosition, horizon: number): [number, number] {
  const w = work(p);
  const negamax = (depth: number): [number, number] => {
    const cols = workColumns(w);
    if (cols.length === 0) {
      const s = finishedScore(w);
      return [s, s];
    }
    if (depth === 0) {
      const mine = Math.floor(w.stones / 2) + 1,
        theirs = Math.ceil(w.stones / 2) + 1;
      return [-(22 - theirs), 22 - mine];
    }
    let lo = -Infinity,
      hi = -Infinity;
    for (const c of cols) {
      drop(w, c);
      const [a, b] = negamax(depth - 1);
      lift(w, c);
      lo = Math.max(lo, -b);
      hi = Math.max(hi, -a);
    }
    return [lo, hi];
  };
  const [lo, hi] = negamax(horizon);
  return [lo + 0, hi + 0];
}

/** The 69 segments of four cells, as [col, row] lists. */
export const SEGMENTS: [number, number][][] = [];
for (const [dc, dr] of [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
])
  for (let c = 0; c < 7; c++)
    for (let r = 0; r < 6; r++) {
      const cells: [number, number][] = [];
      for (let k = 0; k < 4; k++) cells.push([c + k * dc, r + k * dr]);
      if (cells.every(([x, y]) => x >= 0 && x < 7 && y >= 0 && y < 6)) SEGMENTS.push(cells);
    }

/** The evaluation from MAX's (the first player's) point of view, as the engines define it. */
export function naiveEvaluate(p: NaivePosition): number {
  if (p.won) return p.stones % 2 === 1 ? WIN_BASE + 42 - p.stones : -(WIN_BASE + 42 - p.stones);
  if (p.stones === 42) return 0;
  const weight = [0, SEGMENT_1, SEGMENT_2, SEGMENT_3];
  let v = 0;
  for (const seg of SEGMENTS) {
    const stones = seg.map(([c, r]) => p.cells[c][r]);
    const mine = stones.filter((x) => x === 1).length,
      theirs = stones.filter((x) => x === 2).length;
    if (theirs === 0) v += weight[mine];
    if (mine === 0) v -= weight[theirs];
  }
  return v;
}

/**
 * Plain alpha-beta negamax to the end of the game (fail-hard, no table, no bounds from
 * the stone count): Pons' score for the side to move, clamped to [alpha, beta]. Moves
 * centre first, and a win with this stone is taken at once: nothing else. Slow, but it
 * shares no idea with the engines' solver beyond alpha-beta itself; used with a null
 * window around a claimed score, it proves or refutes it.
 */
export function naiveAlphaBeta(p: NaivePosition, alpha: number, beta: number): number {
  const w = work(p);
  const order = [3, 2, 4, 1, 5, 0, 6];
  const negamax = (a: number, b: number): number => {
    const cols = workColumns(w);
    if (cols.length === 0) return Math.min(Math.max(finishedScore(w), a), b);
    const mine = Math.floor(w.stones / 2) + 1; // the side to move's next stone
    for (const c of cols) {
      drop(w, c);
      const won = w.won;
      lift(w, c);
      if (won) return Math.min(Math.max(22 - mine, a), b);
    }
    for (const c of order) {
      if (w.heights[c] >= 6) continue;
      drop(w, c);
      const v = -negamax(-b, -a);
      lift(w, c);
      if (v >= b) return b;
      if (v > a) a = v;
    }
    return a;
  };
  return negamax(alpha, beta) + 0;
}

/** Whether plain alpha-beta proves Pons' score `score` for the side to move (two null-window searches). */
export function naiveProves(p: NaivePosition, score: number): boolean {
  return naiveAlphaBeta(p, score - 1, score) === score && naiveAlphaBeta(p, score, score + 1) === score;
}

/**
 * Whether the side to move can force four in a row of its own within `plies` plies (its
 * stones at plies 1, 3, 5, ...) whatever the opponent plays: a plain AND-OR search to
 * that depth, without pruning beyond stopping at the first move that works (or the first
 * reply that holds). A full board before the four is a draw, so no win.
 */
function forcesWin(w: Work, plies: number): boolean {
  if (plies < 1) return false;
  const cols = workColumns(w);
  for (const c of cols) {
    drop(w, c);
    const won = w.won;
    lift(w, c);
    if (won) return true;
  }
  if (plies < 3) return false;
  for (const c of cols) {
    drop(w, c);
    const works = w.stones < 42 && everyReply(w, plies - 2);
    lift(w, c);
    if (works) return true;
  }
  return false;
}

/**
 * Whether every reply of the side to move (the defender, not the one who just played) leaves the
 * other side forcing a win within `plies`.
 */
function everyReply(w: Work, plies: number): boolean {
  const cols = workColumns(w);
  for (const r of cols) {
    drop(w, r);
    const won = w.won;
    lift(w, r);
    if (won) return false; // the defender wins first
  }
  for (const r of cols) {
    drop(w, r);
    const held = !forcesWin(w, plies);
    lift(w, r);
    if (held) return false;
  }
  return true;
}

/**
 * Pons' score for the side to move if the game ends within `plies` plies under perfect
 * play, else null: the fewest plies in which one side forces its four (the side to move's
 * at an odd count, the opponent's, whatever the side to move plays, at an even one), found
 * by the AND-OR search above at each count in turn. Both cannot hold (the faster four ends
 * the game), so the first count that holds gives the score. A draw ends the game at the
 * full board, so it counts when the board fills within `plies`.
 */
export function naiveScoreWithin(p: NaivePosition, plies: number): number | null {
  if (isOver(p)) return finishedScore(p);
  const w = work(p);
  const mover = Math.floor(p.stones / 2),
    other = Math.ceil(p.stones / 2); // stones each has played
  for (let d = 1; d <= plies && d <= 42 - p.stones; d++) {
    if (d % 2 === 1 && forcesWin(w, d)) return 22 - (mover + (d + 1) / 2);
    if (d % 2 === 0) {
      let lost = true;
      for (const c of workColumns(w)) {
        drop(w, c);
        const loses = !w.won && w.stones < 42 && forcesWin(w, d - 1);
        lift(w, c);
        if (!loses) {
          lost = false;
          break;
        }
      }
      if (lost) return -(22 - (other + d / 2));
    }
  }
  return 42 - p.stones <= plies ? 0 : null;
}

/**
 * A number for the cells (and so the side to move): seven bits a column, a 1 above its
 * stones and the first player's stones as 1s below it. 49 bits: exact in a double.
 */
function cellsKey(w: Work): number {
  let key = 0;
  for (let c = 0; c < 7; c++) {
    let column = 1 << w.heights[c];
    for (let r = 0; r < w.heights[c]; r++) if (w.cells[c][r] === 1) column |= 1 << r;
    key = key * 128 + column;
  }
  return key;
}

/**
 * Whether the side to move's score is `threshold` or more: plain negamax on the null
 * window (threshold - 1, threshold), the answer at each position remembered (within one
 * search every position's question is fixed by the root's: its own threshold is
 * `threshold` or, a ply off, 1 - threshold), a win with this stone taken at once, and a
 * position's question answered without search when the stone count settles it (the side
 * to move can score no more than a win with its next stone, no less than a loss to the
 * opponent's next). Fast enough for positions whose game lasts 14-27 more plies, where
 * `naiveProves` takes minutes; it shares no code with the engines.
 */
export function naiveAtLeast(p: NaivePosition, threshold: number): boolean {
  const w = work(p);
  const memo = new Map<number, boolean>();
  const atLeast = (t: number): boolean => {
    const cols = workColumns(w);
    if (cols.length === 0) return finishedScore(w) >= t;
    const mine = Math.floor(w.stones / 2) + 1,
      theirs = Math.ceil(w.stones / 2) + 1;
    if (22 - mine < t) return false; // not even a win with the next stone reaches t
    if (-(22 - theirs) >= t) return true; // a loss to the opponent's next stone is t or more
    for (const c of cols) {
      drop(w, c);
      const won = w.won;
      lift(w, c);
      if (won) return true; // 22 - mine >= t: checked above
    }
    const key = cellsKey(w);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let yes = false;
    for (const c of [3, 2, 4, 1, 5, 0, 6]) {
      if (w.heights[c] >= 6) continue;
      drop(w, c);
      yes = !atLeast(1 - t); // my score >= t  <=>  the opponent's <= -t  <=>  not (theirs >= 1 - t)
      lift(w, c);
      if (yes) break;
    }
    memo.set(key, yes);
    return yes;
  };
  return atLeast(threshold);
}

/** Whether `naiveAtLeast` proves Pons' score `score` for the side to move: at least it, not at least one more. */
export const naiveProvesRemembered = (p: NaivePosition, score: number): boolean =>
  naiveAtLeast(p, score) && !naiveAtLeast(p, score + 1);
