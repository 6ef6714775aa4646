// An independent Rolit oracle (docs/rolit.md): its rules written the plain way,
// on an array of 64 cells walked direction by direction with (file, rank) coordinates, and
// perft over it. Slow and obviously right; it shares no code with reference/ or assembly/.

/** The colours, in the order players move: red, yellow, green, blue. */
export const RED = 0;
export const YELLOW = 1;
export const GREEN = 2;
export const BLUE = 3;
const EMPTY = -1;

/** Which colour each player holds: 2 players red and green, 3 red, yellow and green, 4 all. */
export const COLOURS: Record<number, number[]> = {
  2: [RED, GREEN],
  3: [RED, YELLOW, GREEN],
  4: [RED, YELLOW, GREEN, BLUE],
};

export interface RolitPosition {
  /** 64 cells a1, b1, …, h1, a2, …, h8: a colour 0..3, or -1 empty. */
  cells: number[];
  players: number;
  /** The player to move, 0 .. players-1. */
  toMove: number;
}

const FILES = "abcdefgh";
/** The 8 directions (dx, dy): every step of -1, 0 or 1 on each axis but standing still. */
const DIRECTIONS: [number, number][] = [-1, 0, 1]
  .flatMap((dx) => [-1, 0, 1].map((dy): [number, number] => [dx, dy]))
  .filter(([dx, dy]) => dx !== 0 || dy !== 0);
const onBoard = (x: number, y: number): boolean => x >= 0 && x < 8 && y >= 0 && y < 8;

export const squareName = (sq: number): string => FILES[sq % 8] + String(Math.floor(sq / 8) + 1);

/** The start: d4 red, e4 yellow, e5 green, d5 blue whatever the number of players; red to move. */
export function rolitStart(players: number): RolitPosition {
  if (!COLOURS[players]) throw new Error(`rolit oracle: ${players} players`);
  const cells = new Array<number>(64).fill(EMPTY);
  cells[3 * 8 + 3] = RED; // d4
  cells[3 * 8 + 4] = YELLOW; // e4
  cells[4 * 8 + 4] = GREEN; // e5
  cells[4 * 8 + 3] = BLUE; // d5
  return { cells, players, toMove: 0 };
}

export const moverColour = (p: RolitPosition): number => COLOURS[p.players][p.toMove];

/** The balls `colour` traps by a ball on empty square `sq`: every run of other colours closed by its own. */
export function trapped(cells: number[], colour: number, sq: number): number[] {
  const out: number[] = [];
  for (const [dx, dy] of DIRECTIONS) {
    const run: number[] = [];
    let x = (sq % 8) + dx;
    let y = Math.floor(sq / 8) + dy;
    while (onBoard(x, y) && cells[y * 8 + x] !== EMPTY && cells[y * 8 + x] !== colour) {
      run.push(y * 8 + x);
      x += dx;
      y += dy;
    }
    if (run.length > 0 && onBoard(x, y) && cells[y * 8 + x] === colour) out.push(...run);
  }
  return out;
}

/** True when empty square `sq` touches a ball, orthogonally or diagonally. */
function touchesBall(cells: number[], sq: number): boolean {
  return DIRECTIONS.some(([dx, dy]) => {
    const x = (sq % 8) + dx;
    const y = Math.floor(sq / 8) + dy;
    return onBoard(x, y) && cells[y * 8 + x] !== EMPTY;
  });
}

/** The legal squares in square order: the trapping ones if any adjacent square traps, else every adjacent one. */
export function rolitMoves(p: RolitPosition): number[] {
  const adjacent: number[] = [];
  for (let sq = 0; sq < 64; sq++) if (p.cells[sq] === EMPTY && touchesBall(p.cells, sq)) adjacent.push(sq);
  const trapping = adjacent.filter((sq) => trapped(p.cells, moverColour(p), sq).length > 0);
  return trapping.length > 0 ? trapping : adjacent;
}

/** The position after the mover places a ball on `sq` (a legal square): trapped balls turn, the next player moves. */
export function rolitPlay(p: RolitPosition, sq: number): RolitPosition {
  const colour = moverColour(p);
  const cells = p.cells.slice();
  for (const t of trapped(p.cells, colour, sq)) cells[t] = colour;
  cells[sq] = colour;
  return { cells, players: p.players, toMove: (p.toMove + 1) % p.players };
}

/** The game ends when the board is full. */
export const rolitOver = (p: RolitPosition): boolean => p.cells.every((c) => c !== EMPTY);

/** Each player's value: the number of balls of their colour. */
export const rolitValues = (p: RolitPosition): number[] =>
  COLOURS[p.players].map((colour) => p.cells.filter((c) => c === colour).length);

/**
 * The leaves of the game tree cut at `depth` plies: the positions `depth` plies on, plus every
 * game that ended earlier, each counted once (Othello's perft convention, docs/othello.md).
 */
export function rolitPerft(p: RolitPosition, depth: number): number {
  if (depth === 0 || rolitOver(p)) return 1;
  let sum = 0;
  for (const sq of rolitMoves(p)) sum += rolitPerft(rolitPlay(p, sq), depth - 1);
  return sum;
}
