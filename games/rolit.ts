// Rolit (docs/rolit.md), the multi-player Othello of Schadd & Winands' experiments, for 2, 3
// or 4 players, as a user's game: written against the package's public entry only. A 64-cell
// board with precomputed rays (the squares along each of the 8 directions from each square)
// and each empty square's count of occupied neighbours kept as balls are placed, so that a
// square's legality is a few ray walks; moves are made and unmade in place, the turned balls
// kept on a stack, and a Zobrist key kept up to date.

import { fail, shown, type Game } from "../library.js";
import { KeyTable, keyOf } from "./keys.js";
import { checkMove } from "./move-check.js";

/** The colours: red, yellow, green, blue, the order players move in. No colour: EMPTY. */
export const RED = 0,
  YELLOW = 1,
  GREEN = 2,
  BLUE = 3;
const EMPTY = -1;

/** The colour each player holds (docs/rolit.md): 2 players red and green, 3 red, yellow and green, 4 all. */
export const ROLIT_COLOURS: Readonly<Record<number, readonly number[]>> = {
  2: [RED, GREEN],
  3: [RED, YELLOW, GREEN],
  4: [RED, YELLOW, GREEN, BLUE],
};

const FILES = "abcdefgh";
/** The plies of a whole game: the board has 60 empty squares at the start. */
const PLIES = 60;

/** rays[(sq * 8 + d) * 7 + i]: the i-th square from `sq` in direction d; rayLength[sq * 8 + d] of them. */
const rays = new Int8Array(64 * 8 * 7);
const rayLength = new Uint8Array(64 * 8);
for (let sq = 0; sq < 64; sq++) {
  let d = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      let x = (sq & 7) + dx,
        y = (sq >> 3) + dy,
        n = 0;
      for (; x >= 0 && x < 8 && y >= 0 && y < 8; x += dx, y += dy) rays[(sq * 8 + d) * 7 + n++] = y * 8 + x;
      rayLength[sq * 8 + d] = n;
      d++;
    }
  }
}

/** A key per (square, colour). */
const KEYS = new KeyTable(64 * 4, 0x2011);
/** A key per turn handed on out of order (setToMove): the player to move's offset from the one whose turn it is. */
const TURN_KEYS = new KeyTable(4, 0x2012);

/** Rolit for `players` players (2, 3 or 4), from the start: d4 red, e4 yellow, e5 green, d5 blue. */
export class Rolit implements Game {
  /** Terminal values are final ball counts: wins, draws and losses. */
  readonly decisive = true;
  readonly players: number;
  /** The colour of each player. */
  private readonly colours: Int8Array;
  /** Each square's colour, or EMPTY. */
  private readonly cells = new Int8Array(64).fill(EMPTY);
  /** Each square's number of occupied neighbours: an empty square with any is a candidate. */
  private readonly near = new Uint8Array(64);
  /** Balls of each colour. */
  private readonly balls = new Int32Array(4);
  private ply = 0;
  /** The player to move at each ply: the next after the last mover, unless setToMove chose another. */
  private readonly turn = new Int8Array(PLIES + 1);
  /** The legal squares at each ply (64 a ply), their number, and whether the ply's list is up to date. */
  private readonly moves = new Int8Array((PLIES + 1) * 64);
  /** Each legal square's directions that close a run (bit d for direction d), found as the moves are. */
  private readonly closes = new Uint8Array((PLIES + 1) * 64);
  private readonly moveTotal = new Int32Array(PLIES + 1);
  private readonly known = new Uint8Array(PLIES + 1);
  /** The square played at each ply, and where its turned balls start on the stack below. */
  private readonly placed = new Int8Array(PLIES);
  private readonly turnedFrom = new Int32Array(PLIES + 1);
  /** Turned balls: their squares and former colours. A move turns at most 6 + 6 + 5 + ... < 64 balls. */
  private readonly turnedSquare = new Int8Array(PLIES * 64);
  private readonly turnedColour = new Int8Array(PLIES * 64);
  private keyHigh = 0;
  private keyLow = 0;

  constructor(players = 2) {
    if (players !== 2 && players !== 3 && players !== 4) fail(`Rolit takes 2, 3 or 4 players, not ${shown(players)}`);
    this.players = players;
    this.colours = Int8Array.from(ROLIT_COLOURS[players]);
    this.put(27, RED); // d4
    this.put(28, YELLOW); // e4
    this.put(36, GREEN); // e5
    this.put(35, BLUE); // d5
  }

  moveCount(): number {
    if (this.known[this.ply] === 0) this.generate();
    return this.moveTotal[this.ply];
  }

  play(move: number): void {
    const n = this.moveCount();
    checkMove("Rolit", move, n);
    const ply = this.ply;
    const sq = this.moves[ply * 64 + move];
    const colour = this.colours[this.turn[ply]];
    let top = this.turnedFrom[ply];
    const closes = this.closes[ply * 64 + move];
    for (let d = 0; d < 8; d++) {
      if ((closes & (1 << d)) === 0) continue;
      const base = (sq * 8 + d) * 7;
      for (let j = 0; this.cells[rays[base + j]] !== colour; j++) {
        const t = rays[base + j];
        this.turnedSquare[top] = t;
        this.turnedColour[top++] = this.cells[t];
        this.recolour(t, colour);
      }
    }
    this.put(sq, colour);
    this.placed[ply] = sq;
    this.turnedFrom[ply + 1] = top;
    this.ply = ply + 1;
    this.turn[ply + 1] = (this.turn[ply] + 1) % this.players;
    this.known[ply + 1] = 0;
  }

  undo(): void {
    if (this.ply === 0) fail("Rolit's undo at the start: no move to take back");
    const ply = --this.ply;
    this.take(this.placed[ply]);
    for (let top = this.turnedFrom[ply + 1] - 1; top >= this.turnedFrom[ply]; top--)
      this.recolour(this.turnedSquare[top], this.turnedColour[top]);
  }

  isTerminal(): boolean {
    return this.ply === PLIES;
  }

  /** The player to move: players move in turn (unless setToMove chose another), and there are no passes. */
  toMove(): number {
    return this.turn[this.ply];
  }

  /** Hands the move to `player` here (best-reply search): the moves are theirs, and the turn passes on from them. */
  setToMove(player: number): void {
    if (!(Number.isInteger(player) && player >= 0 && player < this.players))
      fail(`Rolit's setToMove(${shown(player)}): a player is 0 to ${this.players - 1}`);
    if (this.ply === PLIES) fail("Rolit's setToMove at the end: the board is full, nobody moves");
    if (this.turn[this.ply] === player) return;
    this.turn[this.ply] = player;
    this.known[this.ply] = 0;
  }

  maxToMove(): boolean {
    return this.toMove() === 0;
  }

  /** Player `player`'s ball count, at every position (the exact final value at the end). */
  evaluateFor(player: number): number {
    if (!(player >= 0 && player < this.players && Number.isInteger(player)))
      fail(`Rolit's evaluateFor(${shown(player)}): a player is 0 to ${this.players - 1}`);
    return this.balls[this.colours[player]];
  }

  /** Player 0's ball count minus the largest other player's (two players: red's minus green's). */
  evaluate(): number {
    let best = 0;
    for (let p = 1; p < this.players; p++) best = Math.max(best, this.evaluateFor(p));
    return this.evaluateFor(0) - best;
  }

  moveName(move: number): string {
    const n = this.moveCount();
    checkMove("Rolit", move, n);
    const sq = this.moves[this.ply * 64 + move];
    return FILES[sq & 7] + String((sq >> 3) + 1);
  }

  /** The position's Zobrist key: the balls', and a turn key where the player to move is not the balls' count's. */
  hash(): number {
    const offset = (this.turn[this.ply] - (this.ply % this.players) + this.players) % this.players;
    if (offset === 0) return keyOf(this.keyHigh, this.keyLow);
    return keyOf(this.keyHigh ^ TURN_KEYS.high[offset], this.keyLow ^ TURN_KEYS.low[offset]);
  }

  /** The legal squares in square order: the trapping ones if any, else every empty square touching a ball. */
  private generate(): void {
    const base = this.ply * 64;
    const colour = this.colours[this.turn[this.ply]];
    let traps = 0;
    for (let sq = 0; sq < 64; sq++) {
      if (this.cells[sq] !== EMPTY || this.near[sq] === 0) continue;
      const closes = this.closing(sq, colour);
      if (closes === 0) continue;
      this.closes[base + traps] = closes;
      this.moves[base + traps++] = sq;
    }
    if (traps === 0)
      for (let sq = 0; sq < 64; sq++) {
        if (this.cells[sq] !== EMPTY || this.near[sq] === 0) continue;
        this.closes[base + traps] = 0;
        this.moves[base + traps++] = sq;
      }
    this.moveTotal[this.ply] = traps;
    this.known[this.ply] = 1;
  }

  /** The directions in which a ball of `colour` on `sq` closes a run of other colours (bit d for direction d). */
  private closing(sq: number, colour: number): number {
    let closes = 0;
    for (let d = 0; d < 8; d++) {
      const base = (sq * 8 + d) * 7,
        length = rayLength[sq * 8 + d];
      let i = 0;
      while (i < length && this.cells[rays[base + i]] !== EMPTY && this.cells[rays[base + i]] !== colour) i++;
      if (i > 0 && i < length && this.cells[rays[base + i]] === colour) closes |= 1 << d;
    }
    return closes;
  }

  /** Places a ball of `colour` on empty `sq`. */
  private put(sq: number, colour: number): void {
    this.cells[sq] = colour;
    this.balls[colour]++;
    this.toggleKey(sq, colour);
    for (let d = 0; d < 8; d++) if (rayLength[sq * 8 + d] > 0) this.near[rays[(sq * 8 + d) * 7]]++;
  }

  /** Takes the ball off `sq`. */
  private take(sq: number): void {
    const colour = this.cells[sq];
    this.cells[sq] = EMPTY;
    this.balls[colour]--;
    this.toggleKey(sq, colour);
    for (let d = 0; d < 8; d++) if (rayLength[sq * 8 + d] > 0) this.near[rays[(sq * 8 + d) * 7]]--;
  }

  /** Turns the ball on `sq` to `colour`. */
  private recolour(sq: number, colour: number): void {
    const was = this.cells[sq];
    this.balls[was]--;
    this.toggleKey(sq, was);
    this.cells[sq] = colour;
    this.balls[colour]++;
    this.toggleKey(sq, colour);
  }

  private toggleKey(sq: number, colour: number): void {
    this.keyHigh ^= KEYS.high[sq * 4 + colour];
    this.keyLow ^= KEYS.low[sq * 4 + colour];
  }
}
