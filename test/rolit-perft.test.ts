// The Rolit oracle (oracles/rolit-perft.ts) against a second enumeration written here a
// different way: a 10 x 10 mailbox board with a border of sentinels, direction offsets and
// moves made and unmade in place (the oracle copies an array of 64 per move and walks
// (file, rank) coordinates). No published Rolit perft counts exist: the table below is what
// the oracle computed, each number confirmed by the mailbox enumeration in the same test,
// and the first plies are worked by hand. Random whole games compare the two move by move.

import { describe, expect, test } from "vitest";
import {
  rolitMoves,
  rolitOver,
  rolitPerft,
  rolitPlay,
  rolitStart,
  rolitValues,
  squareName,
} from "../oracles/rolit-perft.js";

const BORDER = -2;
const NONE = -1;
const OFFSETS = [1, -1, 10, -10, 11, -11, 9, -9];

/** A mailbox Rolit: cell (file f, rank r) at 11 + 10 r + f; colours 0 red, 1 yellow, 2 green, 3 blue. */
class Mailbox {
  board = new Array<number>(100).fill(BORDER);
  turn = 0;
  readonly colours: number[];
  private readonly history: { at: number; flipped: number[]; before: number[] }[] = [];

  constructor(readonly players: number) {
    this.colours = players === 2 ? [0, 2] : players === 3 ? [0, 1, 2] : [0, 1, 2, 3];
    for (let r = 0; r < 8; r++) for (let f = 0; f < 8; f++) this.board[11 + 10 * r + f] = NONE;
    // d4 red, e4 yellow, e5 green, d5 blue.
    [this.board[44], this.board[45], this.board[55], this.board[54]] = [0, 1, 2, 3];
  }

  private flips(at: number, colour: number): number[] {
    const out: number[] = [];
    for (const d of OFFSETS) {
      let c = at + d;
      while (this.board[c] >= 0 && this.board[c] !== colour) c += d;
      if (this.board[c] === colour) for (let back = c - d; back !== at; back -= d) out.push(back);
    }
    return out;
  }

  /** The legal moves as square indices 0..63 (a1 = 0), in square order. */
  moves(): number[] {
    const colour = this.colours[this.turn];
    const near: number[] = [];
    const traps: number[] = [];
    for (let sq = 0; sq < 64; sq++) {
      const at = 11 + 10 * Math.floor(sq / 8) + (sq % 8);
      if (this.board[at] !== NONE || !OFFSETS.some((d) => this.board[at + d] >= 0)) continue;
      near.push(sq);
      if (this.flips(at, colour).length) traps.push(sq);
    }
    return traps.length ? traps : near;
  }

  make(sq: number): void {
    const at = 11 + 10 * Math.floor(sq / 8) + (sq % 8);
    const colour = this.colours[this.turn];
    const flipped = this.flips(at, colour);
    this.history.push({ at, flipped, before: flipped.map((c) => this.board[c]) });
    for (const c of flipped) this.board[c] = colour;
    this.board[at] = colour;
    this.turn = (this.turn + 1) % this.players;
  }

  unmake(): void {
    const { at, flipped, before } = this.history.pop() as { at: number; flipped: number[]; before: number[] };
    flipped.forEach((c, i) => {
      this.board[c] = before[i];
    });
    this.board[at] = NONE;
    this.turn = (this.turn + this.players - 1) % this.players;
  }

  full(): boolean {
    return !this.board.includes(NONE);
  }

  values(): number[] {
    return this.colours.map((colour) => this.board.filter((c) => c === colour).length);
  }

  perft(depth: number): number {
    if (depth === 0 || this.full()) return 1;
    let n = 0;
    for (const sq of this.moves()) {
      this.make(sq);
      n += this.perft(depth - 1);
      this.unmake();
    }
    return n;
  }
}

// perft(1) .. perft(6) from the start, by the oracle, each confirmed below by the mailbox.
const PERFT: Record<number, number[]> = {
  2: [3, 24, 114, 649, 3220, 22138],
  3: [3, 20, 136, 630, 3956, 27778],
  4: [3, 20, 136, 1366, 7427, 44154],
};

describe("Rolit perft", () => {
  test("the first plies by hand", () => {
    // Red's ball d4 closes three runs: f4 over yellow e4, d6 over blue d5, f6 over green e5.
    for (const players of [2, 3, 4])
      expect(rolitMoves(rolitStart(players)).map(squareName)).toEqual(["f4", "d6", "f6"]);
    // Two players, after red f4 (e4 turns red): green's e5 closes runs from c3 (d4), e3 (e4), g3
    // (f4) and c5 (blue d5). After red f6 (e5 turns red) green has no ball, so nothing traps and
    // every empty square touching a ball is legal: the 11 left around the centre block and 5 more
    // around f6 (g5, g6, e7, f7, g7).
    const start = rolitStart(2);
    expect(rolitMoves(rolitPlay(start, 29)).map(squareName)).toEqual(["c3", "e3", "g3", "c5"]);
    expect(rolitMoves(rolitPlay(start, 45))).toHaveLength(16);
    expect(rolitValues(rolitPlay(start, 45))).toEqual([3, 0]); // d4, e5, f6: yellow and blue are neutral
  });

  test.each([2, 3, 4])("%i players: the oracle's counts, confirmed by the mailbox", (players) => {
    for (let depth = 1; depth <= 6; depth++) {
      const expected = PERFT[players][depth - 1];
      expect(rolitPerft(rolitStart(players), depth)).toBe(expected);
      expect(new Mailbox(players).perft(depth)).toBe(expected);
    }
  });

  test.each([2, 3, 4])("%i players: random whole games agree move by move", (players) => {
    let seed = 12345 + players;
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    for (let game = 0; game < 40; game++) {
      let p = rolitStart(players);
      const box = new Mailbox(players);
      let plies = 0;
      while (!rolitOver(p)) {
        const moves = rolitMoves(p);
        expect(box.moves()).toEqual(moves);
        expect(box.values()).toEqual(rolitValues(p));
        const sq = moves[next(moves.length)];
        p = rolitPlay(p, sq);
        box.make(sq);
        plies++;
      }
      // The board fills one square a ply: 60 plies, 64 balls shared among the colours.
      expect([plies, box.full(), box.values()]).toEqual([60, true, rolitValues(p)]);
      expect(rolitValues(p).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(64);
    }
  });
});
