// The learned Othello evaluation's parts (reference/games/othello-patterns.ts,
// othello-learned.ts, othello-weights.ts; experiments/train/fit.ts), each against an
// oracle of its own: the features against a plain reading of the patterns written here
// (square names, boards turned as text) and each side's mobility against the plain
// oracle's legal moves, the number of configurations of each pattern
// against Burnside's count, the evaluation of a position against its 8 transforms, the
// weights file read back and refused when damaged, and the conjugate-gradient fit against
// the normal equations solved by Gaussian elimination (with and without the phases' smoothing).

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { BestfirstError } from "../contract/index.js";
import { parseBoard } from "../contract/notation/othello.js";
import {
  builtPatterns,
  FEATURES,
  featureIndices,
  layout,
  MOBILITY,
  OCCURRENCES,
  PHASES,
  phaseOf,
} from "../reference/games/othello-patterns.js";
import { evaluateLearned } from "../reference/games/othello-learned.js";
import { decodeWeights, encodeWeights } from "../reference/games/othello-weights.js";
import { fitWeights } from "../experiments/train/fit.js";
import type { Split } from "../experiments/train/dataset.js";
import { playoutBoard } from "./othello-helpers.js";
import { fromText, naiveMoves } from "../oracles/othello-naive.js";
import { cellsOf, PLAIN, sq, TURNS } from "./othello-plain-patterns.js";

/**
 * Per pattern, each occurrence's class by its squares ("a1,b1,..." sorted): the least
 * reading over the turns that keep them.
 */
function plainFeatures(board: string): Map<string, string>[] {
  const cells = cellsOf(board);
  return PLAIN.map(([, names]) => {
    const base = names.split(" ").map(sq);
    const classes = new Map<string, string>();
    for (const t of TURNS) {
      const image = base.map(t);
      const key = [...image].sort((a, b) => a - b).join(",");
      const reading = image.map((s) => cells[s]).join("");
      const known = classes.get(key);
      if (known === undefined || reading < known) classes.set(key, reading);
    }
    return classes;
  });
}

/** The board turned by `t`. */
function turned(board: string, t: (s: number) => number): string {
  const out = new Array<string>(64);
  for (let s = 0; s < 64; s++) out[t(s)] = board[s];
  return out.join("") + board.slice(64);
}

function indicesOf(board: string): Int32Array {
  const b = parseBoard(board);
  const out = new Int32Array(FEATURES);
  if (b.blackToMove) featureIndices(b.blackHi, b.blackLo, b.whiteHi, b.whiteLo, out);
  else featureIndices(b.whiteHi, b.whiteLo, b.blackHi, b.blackLo, out);
  return out;
}

const boards = playoutBoard(0, 60).filter((b) => b.includes("X") && b.slice(0, 64).includes("O"));

describe("the features", () => {
  test("46 occurrences; each pattern's classes are Burnside's count of its configurations", () => {
    expect(OCCURRENCES).toBe(46);
    const built = builtPatterns();
    expect(built.map((p) => p.occurrences.length)).toEqual([4, 8, 4, 2, 4, 4, 4, 4, 4, 4, 4]);
    // A pattern mapped onto itself by one turn besides the identity: (3^n + 3^(fixed + pairs)) / 2.
    const twoWays = (n: number, fixed: number) => (3 ** n + 3 ** (fixed + (n - fixed) / 2)) / 2;
    expect(built.map((p) => p.ids)).toEqual([
      twoWays(10, 0), // an edge read from either end (the X-squares swap too)
      3 ** 10, // a 2x5 corner: no turn keeps it
      twoWays(9, 3), // the 3x3 corner: its diagonal a1 b2 c3 stays
      twoWays(8, 0),
      twoWays(7, 1),
      twoWays(6, 0),
      twoWays(5, 1),
      twoWays(4, 0),
      twoWays(8, 0),
      twoWays(8, 0),
      twoWays(8, 0),
    ]);
  });

  test("the indices are the plain reading's classes, one for one, the mobilities, the phase's bias last", () => {
    const { offsets, mobility, perPhase } = layout();
    const built = builtPatterns();
    // Every id stands for one class and every class for one id, across all positions seen.
    const classOf = new Map<string, string>(),
      idOf = new Map<string, string>();
    fc.assert(
      fc.property(boards, (board) => {
        const indices = indicesOf(board);
        const empties = board.slice(0, 64).split("-").length - 1;
        const base = phaseOf(empties) * perPhase;
        expect(indices[OCCURRENCES + 2]).toBe(base + perPhase - 1);
        // Each side's legal moves, counted by the plain oracle (capped at MOBILITY - 1).
        const naive = fromText(board);
        const moves = (who: number) => Math.min(naiveMoves(naive.cells, who).length, MOBILITY - 1);
        expect(indices[OCCURRENCES]).toBe(base + mobility + moves(naive.toMove));
        expect(indices[OCCURRENCES + 1]).toBe(base + mobility + MOBILITY + moves(3 - naive.toMove));
        const plain = plainFeatures(board);
        let k = 0;
        built.forEach((pattern, p) => {
          const keys = pattern.occurrences.map((o) => [...o].sort((a, b) => a - b).join(","));
          expect(keys.sort()).toEqual([...plain[p].keys()].sort());
          for (const o of pattern.occurrences) {
            const key = [...o].sort((a, b) => a - b).join(",");
            const id = `${p}:${indices[k++] - base - offsets[p]}`,
              plainClass = `${p}:${plain[p].get(key)}`;
            expect(classOf.get(id) ?? plainClass).toBe(plainClass);
            expect(idOf.get(plainClass) ?? id).toBe(id);
            classOf.set(id, plainClass);
            idOf.set(plainClass, id);
          }
        });
      }),
      { numRuns: 300 },
    );
    expect(classOf.size).toBeGreaterThan(1000);
  });
});

describe("the learned evaluation", () => {
  // Integer weights keep every sum exact, whatever the order of its terms.
  const size = PHASES * layout().perPhase;
  const weights = new Float32Array(size);
  let s = 12345;
  for (let i = 0; i < size; i++) weights[i] = ((s = (Math.imul(s, 48271) % 2147483647) >>> 0) % 201) - 100;
  const learned = decodeWeights(encodeWeights(weights));

  function evaluate(board: string): number {
    const b = parseBoard(board);
    return b.blackToMove
      ? evaluateLearned(learned, b.blackHi, b.blackLo, b.whiteHi, b.whiteLo)
      : evaluateLearned(learned, b.whiteHi, b.whiteLo, b.blackHi, b.blackLo);
  }

  test("a position and its 8 transforms have the same value", () => {
    fc.assert(
      fc.property(boards, (board) => {
        const value = evaluate(board);
        for (const t of TURNS) expect(evaluate(turned(board, t))).toBe(value);
      }),
      { numRuns: 200 },
    );
  });

  test("the value is the sum of the weights at the position's feature indices", () => {
    fc.assert(
      fc.property(boards, (board) => {
        let sum = 0;
        for (const i of indicesOf(board)) sum += weights[i];
        expect(evaluate(board)).toBe(sum);
      }),
      { numRuns: 50 },
    );
  });
});

describe("the weights file", () => {
  const size = PHASES * layout().perPhase;
  // Eighths of a disc up to 6, three in four of them 0: exact at the file's step.
  const weights = Float64Array.from({ length: size }, (_, i) => (i % 4 ? 0 : (i % 97) / 8 - 6));
  const bytes = encodeWeights(weights);
  const stored = weights.filter((w) => w !== 0).length;
  // The header: magic, version, the id's length and its 19 bytes padded to 20, phases, per phase, shift, stored.
  const head = 48;

  test("reads back what was written; only the weights not 0 are stored, 2 bytes each behind a bitmap", () => {
    const read = decodeWeights(bytes);
    expect(read.weights.findIndex((w, i) => w !== weights[i])).toBe(-1);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe("BFWT");
    expect(bytes.length).toBe(head + Math.ceil(size / 8) + 2 * stored);
    // The largest weight, 6 discs, fits 16 bits at 2^-12 discs a step, not at 2^-13.
    expect(read.shift).toBe(12);
  });

  test("any weights: each read back within half a step, the finest step at which the largest fits 16 bits", () => {
    let s = 7;
    const draw = () => (s = Number((BigInt(s) * 48271n) % 2147483647n)) / 2147483647;
    for (const scale of [0.001, 1, 37, 20000]) {
      const any = Float64Array.from({ length: size }, (_, i) => (i % 3 ? 0 : (draw() - 0.5) * 2 * scale));
      const read = decodeWeights(encodeWeights(any));
      const most = any.reduce((m, w) => Math.max(m, Math.abs(w)), 0);
      const step = 2 ** -read.shift;
      expect(Math.round(most / step)).toBeLessThanOrEqual(32767);
      if (read.shift < 24) expect(Math.round((most / step) * 2)).toBeGreaterThan(32767);
      let worst = 0;
      for (let i = 0; i < size; i++) worst = Math.max(worst, Math.abs(read.weights[i] - any[i]));
      expect(worst).toBeLessThanOrEqual(step / 2);
    }
    expect(() => encodeWeights(new Float64Array(size).fill(40000))).toThrow(/more than a weights file holds/);
    expect(() => encodeWeights(new Float64Array(size).fill(Number.NaN))).toThrow(BestfirstError);
  });

  test("a damaged or foreign file is a BestfirstError naming what is wrong", () => {
    const damaged = (change: (b: Uint8Array) => Uint8Array) => () => decodeWeights(change(Uint8Array.from(bytes)));
    const values = head + Math.ceil(size / 8);
    const cases: [(b: Uint8Array) => Uint8Array, RegExp][] = [
      [(b) => b.subarray(0, 10), /only 10 bytes/],
      [(b) => ((b[0] = 0x41), b), /does not start with "BFWT"/],
      [(b) => ((b[4] = 9), b), /version is 9/],
      [(b) => ((b[12] = 0x78), b), /feature set is "xthello/],
      [(b) => ((b[40] = 25), b), /shift is 25, at most 24/],
      [(b) => b.subarray(0, b.length - 2), /bytes, \d+ expected/],
      [(b) => ((b[head] |= 2), b), /marks more than the \d+ weights it stores/], // weight 1 is 0
      [(b) => ((b[head] &= ~1), b), /marks \d+ weights, it stores \d+/], // weight 0 is -6
      [(b) => ((b[values] = 0), (b[values + 1] = 0), b), /weight 0 is marked stored but is 0/],
    ];
    for (const [change, message] of cases) {
      expect(damaged(change)).toThrow(BestfirstError);
      expect(damaged(change)).toThrow(message);
    }
    expect(() => encodeWeights(new Float64Array(3))).toThrow(BestfirstError);
  });
});

describe("the fit", () => {
  /** Random rows of `size` weights, seeded. */
  function randomSplit(size: number, count: number): Split {
    let s = 99;
    const draw = (n: number) => (s = (Math.imul(s, 48271) % 2147483647) >>> 0) % n;
    return {
      indices: Int32Array.from({ length: count * FEATURES }, () => draw(size)),
      labels: Float64Array.from({ length: count }, () => draw(129) - 64),
      empties: new Int8Array(count),
      hand: new Float64Array(count),
      count,
    };
  }

  /**
   * (A'A + lambda I + smooth L) w = A'y built and solved the plain way, L from the penalty
   * smooth (w_j - w_{j + phaseSize})^2 written out term by term.
   */
  function solvedPlainly(split: Split, size: number, lambda: number, smooth: number, phaseSize: number): number[] {
    const m = Array.from({ length: size }, (_, i) =>
      Array.from({ length: size + 1 }, (_, j) => (i === j ? lambda : 0)),
    );
    for (let j = 0; j + phaseSize < size; j++) {
      const k = j + phaseSize; // d/dw of smooth (w_j - w_k)^2, halved as the squares' are
      m[j][j] += smooth;
      m[k][k] += smooth;
      m[j][k] -= smooth;
      m[k][j] -= smooth;
    }
    for (let r = 0; r < split.count; r++) {
      const row = new Array(size).fill(0);
      for (let f = 0; f < FEATURES; f++) row[split.indices[r * FEATURES + f]]++;
      for (let i = 0; i < size; i++) {
        if (!row[i]) continue;
        for (let j = 0; j < size; j++) m[i][j] += row[i] * row[j];
        m[i][size] += row[i] * split.labels[r];
      }
    }
    for (let c = 0; c < size; c++) {
      let pivot = c;
      for (let r = c + 1; r < size; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
      [m[c], m[pivot]] = [m[pivot], m[c]];
      for (let r = 0; r < size; r++) {
        if (r === c) continue;
        const f = m[r][c] / m[c][c];
        for (let j = c; j <= size; j++) m[r][j] -= f * m[c][j];
      }
    }
    return m.map((row, i) => row[size] / row[i]);
  }

  test("conjugate gradients reach the normal equations' solution (Gaussian elimination)", () => {
    const size = 70,
      lambda = 0.5;
    const split = randomSplit(size, 300);
    const w = fitWeights(split, size, { lambda, iterations: 400 });
    const exact = solvedPlainly(split, size, lambda, 0, size);
    for (let i = 0; i < size; i++) expect(w[i]).toBeCloseTo(exact[i], 6);
  });

  test("with the phases' smoothing too, in phases of 14 weights (5 phases)", () => {
    const size = 70,
      lambda = 0.5,
      smooth = 7;
    const split = randomSplit(size, 300);
    const w = fitWeights(split, size, { lambda, iterations: 400, smooth }, undefined, 14);
    const exact = solvedPlainly(split, size, lambda, smooth, 14);
    for (let i = 0; i < size; i++) expect(w[i]).toBeCloseTo(exact[i], 6);
    // and the smoothing moves the weights: the fit without it differs
    const apart = fitWeights(split, size, { lambda, iterations: 400 });
    expect(apart.some((v, i) => Math.abs(v - exact[i]) > 1e-3)).toBe(true);
  });
});
