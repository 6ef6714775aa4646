// An independent EinStein würfelt nicht! oracle (docs/ewn.md): the rules written the plain
// way, a position as a list of cubes with (file, rank) coordinates copied at every move, and
// perft over the tree of alternating die rolls and moves. Slow and obviously right; it shares
// no code with games/, reference/ or assembly/.

/** A cube: its side (0 red, 1 blue), its number 1 .. 6 and its square. */
export interface EwnCube {
  side: number;
  n: number;
  file: number;
  rank: number;
}

/** A position: the cubes on the board, the side to move, and the face rolled (0 before the roll). */
export interface EwnPosition {
  cubes: EwnCube[];
  side: number;
  face: number;
}

/** A move of the rolled cube (or one of the two nearest): its number and the square it goes to. */
export interface EwnMove {
  n: number;
  file: number;
  rank: number;
}

/** The triangles, as (file, rank), in the order a layout names its cubes: red a1 b1 c1 a2 b2 a3, blue mirrored. */
const RED_START: [number, number][] = [
  [0, 0],
  [1, 0],
  [2, 0],
  [0, 1],
  [1, 1],
  [0, 2],
];

/** The start: red's cubes `red[i]` on RED_START[i], blue's `blue[i]` on the point-mirrored squares; red rolls. */
export function ewnStart(red: number[] = [1, 2, 3, 4, 5, 6], blue: number[] = [1, 2, 3, 4, 5, 6]): EwnPosition {
  const cubes: EwnCube[] = [];
  RED_START.forEach(([file, rank], i) => cubes.push({ side: 0, n: red[i], file, rank }));
  RED_START.forEach(([file, rank], i) => cubes.push({ side: 1, n: blue[i], file: 4 - file, rank: 4 - rank }));
  return { cubes, side: 0, face: 0 };
}

/** Red goes right, up, diagonally up-right (toward e5); blue left, down, diagonally down-left (toward a1). */
const directions = (side: number): [number, number][] =>
  side === 0
    ? [
        [1, 0],
        [0, 1],
        [1, 1],
      ]
    : [
        [-1, 0],
        [0, -1],
        [-1, -1],
      ];

/** The side that has won, or -1: a cube on the far corner, or the other side without cubes. */
export function ewnWinner(p: EwnPosition): number {
  for (const side of [0, 1]) {
    const corner = side === 0 ? 4 : 0;
    if (p.cubes.some((c) => c.side === side && c.file === corner && c.rank === corner)) return side;
    if (!p.cubes.some((c) => c.side === 1 - side)) return side;
  }
  return -1;
}

/** The numbers the face lets the mover move: that cube, else the nearest lower and the nearest higher one left. */
export function movableNumbers(p: EwnPosition): number[] {
  const mine = p.cubes.filter((c) => c.side === p.side).map((c) => c.n);
  if (mine.includes(p.face)) return [p.face];
  const lower = mine.filter((n) => n < p.face),
    higher = mine.filter((n) => n > p.face);
  return [...(lower.length ? [Math.max(...lower)] : []), ...(higher.length ? [Math.min(...higher)] : [])];
}

/** The moves after the roll: the movable cubes, lowest number first, each in its side's direction order. */
export function ewnMoves(p: EwnPosition): EwnMove[] {
  const out: EwnMove[] = [];
  for (const n of movableNumbers(p)) {
    const cube = p.cubes.find((c) => c.side === p.side && c.n === n)!;
    for (const [df, dr] of directions(p.side)) {
      const file = cube.file + df,
        rank = cube.rank + dr;
      if (file >= 0 && file < 5 && rank >= 0 && rank < 5) out.push({ n, file, rank });
    }
  }
  return out;
}

/** The die shows `face` (1 .. 6). */
export const ewnRoll = (p: EwnPosition, face: number): EwnPosition => ({ ...p, face });

/** The move made: a cube already on the target square (either side's) is removed; the other side rolls next. */
export function ewnPlay(p: EwnPosition, m: EwnMove): EwnPosition {
  const cubes = p.cubes
    .filter((c) => !(c.file === m.file && c.rank === m.rank))
    .map((c) => (c.side === p.side && c.n === m.n ? { ...c, file: m.file, rank: m.rank } : c));
  return { cubes, side: 1 - p.side, face: 0 };
}

export const squareName = (file: number, rank: number): string => "abcde"[file] + String(rank + 1);

/** A move's name: its cube's square, then the square it goes to ("b2-c3"). */
export function moveName(p: EwnPosition, m: EwnMove): string {
  const cube = p.cubes.find((c) => c.side === p.side && c.n === m.n)!;
  return `${squareName(cube.file, cube.rank)}-${squareName(m.file, m.rank)}`;
}

/**
 * The leaves of the tree cut `depth` plies on, a roll and a move each one ply, a game that
 * ended earlier counted once.
 */
export function ewnPerft(p: EwnPosition, depth: number): number {
  if (depth === 0 || ewnWinner(p) >= 0) return 1;
  let sum = 0;
  if (p.face === 0) for (let face = 1; face <= 6; face++) sum += ewnPerft(ewnRoll(p, face), depth - 1);
  else for (const m of ewnMoves(p)) sum += ewnPerft(ewnPlay(p, m), depth - 1);
  return sum;
}
