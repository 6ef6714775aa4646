// The learned Othello evaluation in both engines (evaluation "learned"): on random
// positions the core's value in discs is the reference's to the bit, and both engines'
// search values are those of a plain evaluation written here from the shipped weights
// file's bytes (its header, bitmap and 16-bit steps read by hand; the patterns by square
// name, each occurrence's class numbered by brute force over its configurations); every
// search agrees node for node across the engines with it; and the setting is refused
// where it does not belong, in one line.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  ALGORITHMS,
  PLAYER_KINDS,
  shippedWeightsBytes,
  type PlayerSpec,
  type SearchRequest,
} from "../contract/index.js";
import { compileCoreSync } from "../bindings/load.js";
import { Core } from "../bindings/core.js";
import { WASM_GAMES } from "../bindings/games.js";
import { loadLearnedWeights } from "../bindings/othello-learned.js";
import { othelloAt } from "../reference/games/othello.js";
import { evaluateLearned } from "../reference/games/othello-learned.js";
import { shippedWeights } from "../reference/games/othello-weights.js";
import { parseBoard } from "../contract/notation/othello.js";
import { fromText, naiveMoves } from "../oracles/othello-naive.js";
import { searchGame } from "../reference/index.js";
import { engines, refusal } from "./helpers.js";
import { nearEndBoard, playoutBoard } from "./othello-helpers.js";
import { cellsOf, PLAIN, sq, TURNS } from "./othello-plain-patterns.js";
import { column } from "./search-limits.js";
import { runs } from "./soak/runs.js";

const [wasm, ts] = engines;
const board = fc.oneof(playoutBoard(0, 60), nearEndBoard(20));
const liveBoard = playoutBoard(0, 56).filter((b) => !othelloAt(b).isTerminal());

// ---- the plain evaluation, from the file's bytes and the patterns by name ----

/** The shipped file read by hand (docs/train.md, "The weights file"): its phases' size, shift and steps. */
function plainFile(): { perPhase: number; shift: number; steps: number[] } {
  const bytes = shippedWeightsBytes();
  const u32 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] * 2 ** 24);
  const head = 12 + Math.ceil(u32(8) / 4) * 4;
  const [phases, perPhase, shift] = [u32(head), u32(head + 4), u32(head + 8)];
  const map = head + 16;
  let at = map + Math.ceil((phases * perPhase) / 8);
  const steps: number[] = [];
  for (let i = 0; i < phases * perPhase; i++) {
    if (bytes[map + Math.floor(i / 8)] & (1 << (i % 8))) {
      const u = bytes[at] | (bytes[at + 1] << 8);
      steps.push(u >= 32768 ? u - 65536 : u);
      at += 2;
    } else steps.push(0);
  }
  expect(at).toBe(bytes.length);
  return { perPhase, shift, steps };
}

/**
 * Per pattern: its occurrences (each a list of readings: the turns that map the pattern onto
 * that set of squares), and each class's number: the rank of its least reading (square i the
 * digit of 3^i) among the least readings of all the pattern's configurations.
 */
function plainPatterns(): { occurrences: number[][][]; rank: Map<number, number> }[] {
  return PLAIN.map(([, names]) => {
    const base = names.split(" ").map(sq);
    const bySet = new Map<string, number[][]>();
    for (const t of TURNS) {
      const image = base.map(t);
      const key = [...image].sort((a, b) => a - b).join(",");
      bySet.set(key, [...(bySet.get(key) ?? []), image]);
    }
    const occurrences = [...bySet.values()];
    // The base occurrence's readings: configuration c's digit at square base[j] is digit j of c.
    const readings = occurrences[0].map((image) => image.map((s) => base.indexOf(s)));
    const n = base.length;
    const least = new Set<number>();
    for (let c = 0; c < 3 ** n; c++) {
      const digits = Array.from({ length: n }, (_, j) => Math.floor(c / 3 ** j) % 3);
      least.add(Math.min(...readings.map((places) => places.reduce((v, place, i) => v + digits[place] * 3 ** i, 0))));
    }
    const rank = new Map([...least].sort((a, b) => a - b).map((v, i) => [v, i]));
    return { occurrences, rank };
  });
}

const file = plainFile();
const patterns = plainPatterns();

/** The plain learned value in steps of 2^-shift discs, for the side to move of `text`. */
function plainSteps(text: string): number {
  const cells = cellsOf(text).map(Number);
  const empties = cells.filter((c) => c === 0).length;
  const base = Math.floor((empties + 1) / 5) * file.perPhase;
  let offset = 0,
    sum = 0;
  for (const { occurrences, rank } of patterns) {
    for (const readings of occurrences) {
      const least = Math.min(...readings.map((image) => image.reduce((v, s, i) => v + cells[s] * 3 ** i, 0)));
      sum += file.steps[base + offset + rank.get(least)!];
    }
    offset += rank.size;
  }
  const p = fromText(text);
  const mobility = (who: number) => Math.min(naiveMoves(p.cells, who).length, 39);
  sum += file.steps[base + offset + mobility(p.toMove)];
  sum += file.steps[base + offset + 40 + mobility(3 - p.toMove)];
  return sum + file.steps[base + file.perPhase - 1];
}

/** What the searches see: black's view, hundredths of a disc rounded half up; a finished game's exact value. */
function plainSearchValue(text: string): number {
  const p = fromText(text);
  if (naiveMoves(p.cells, 1).length + naiveMoves(p.cells, 2).length === 0) {
    const black = p.cells.filter((c) => c === 1).length,
      white = p.cells.filter((c) => c === 2).length;
    // The margin with the empty squares to the winner, past 2^30 (docs/othello.md).
    if (black === white) return 0;
    return black > white ? 2 ** 30 + 64 - 2 * white : -(2 ** 30 + 64 - 2 * black);
  }
  const v = Math.floor((plainSteps(text) / 2 ** file.shift) * 100 + 0.5);
  return p.toMove === 1 ? v : 0 - v;
}

// ---- the tests ----

describe("the learned Othello evaluation", () => {
  test("the plain file is the shipped file: a weight per feature of every phase, 16-bit steps", () => {
    const read = shippedWeights();
    expect(read.perPhase).toBe(file.perPhase);
    expect(read.shift).toBe(file.shift);
    expect(read.weights.findIndex((w, i) => w !== file.steps[i] / 2 ** file.shift)).toBe(-1);
    // Weights in every phase from 6 empties to the start (the shipped run's --empties 6-59).
    // (59-63 empties: the first plies, few configurations.)
    for (let phase = 1; phase < 13; phase++) {
      const inPhase = file.steps.slice(phase * file.perPhase, (phase + 1) * file.perPhase);
      expect(inPhase.filter((q) => q !== 0).length, `phase ${phase}`).toBeGreaterThan(phase < 12 ? 100 : 10);
    }
  });

  test("the core's value in discs is the reference's to the bit, and both the plain sum's", () => {
    const core = new Core(compileCoreSync());
    loadLearnedWeights(core.exports);
    const weights = shippedWeights();
    fc.assert(
      fc.property(board, (text) => {
        const header = WASM_GAMES.othello.writeStart({ game: "othello", board: text }, core.io());
        core.exports.gameSet(WASM_GAMES.othello.id, header, 0, 0);
        const b = parseBoard(text);
        const reference = b.blackToMove
          ? evaluateLearned(weights, b.blackHi, b.blackLo, b.whiteHi, b.whiteLo)
          : evaluateLearned(weights, b.whiteHi, b.whiteLo, b.blackHi, b.blackLo);
        expect(Object.is(core.exports.othelloLearnedDiscs(), reference)).toBe(true);
        expect(reference).toBe(plainSteps(text) / 2 ** file.shift);
      }),
      { numRuns: runs(300) },
    );
  });

  test("evaluate(position, { evaluation: 'learned' }) on both engines is the plain search value", () => {
    fc.assert(
      fc.property(fc.oneof(board, nearEndBoard(3, 0)), (text) => {
        const position = { game: "othello" as const, board: text };
        const expected = plainSearchValue(text);
        expect(wasm.evaluate(position, { evaluation: "learned" })).toBe(expected);
        expect(ts.evaluate(position, { evaluation: "learned" })).toBe(expected);
        // "hand" and no option are the hand evaluation, whichever came before.
        expect(wasm.evaluate(position, { evaluation: "hand" })).toBe(ts.evaluate(position));
        expect(wasm.evaluate(position)).toBe(ts.evaluate(position, {}));
      }),
      { numRuns: runs(200) },
    );
  });

  test("every search with evaluation 'learned' agrees node for node across the engines", () => {
    const limits = column("othello");
    fc.assert(
      fc.property(liveBoard, fc.constantFrom(...ALGORITHMS), fc.integer({ min: 1, max: 3 }), (text, algorithm, k) => {
        const request = {
          position: { game: "othello", board: text },
          algorithm,
          ...limits[algorithm](k),
          evaluation: "learned",
        } as SearchRequest;
        const [a, b] = [wasm.search(request), ts.search(request)];
        expect({ ...a, ms: 0 }).toEqual({ ...b, ms: 0 });
      }),
      { numRuns: runs(100) },
    );
  });

  test("alpha-beta to depth 1 with it picks the move whose child's plain value is best", () => {
    fc.assert(
      fc.property(liveBoard, (text) => {
        const position = { game: "othello" as const, board: text };
        const r = wasm.search({ position, algorithm: "alphabeta", horizon: 1, evaluation: "learned" });
        const black = text[65] === "X";
        const values = wasm.moves(position).map(({ move }) => {
          const child = othelloAt(text);
          const names = Array.from({ length: child.moveCount() }, (_, i) => child.moveName(i));
          child.play(names.indexOf(move as string));
          return plainSearchValue(child.toBoard());
        });
        expect(r.value).toBe(black ? Math.max(...values) : Math.min(...values));
      }),
      { numRuns: runs(60) },
    );
  });

  test("players with it: both engines choose alike, move by move, and alpha-beta's value is a learned search's", () => {
    const specs: PlayerSpec[] = [
      { kind: "bestfirst", bound: 3 },
      { kind: "extension", horizon: 2, bound: 3 },
      { kind: "alphabeta", horizon: 2 },
      { kind: "mma", moveCalls: 150 },
      { kind: "mcts", simulations: 60, leaf: "evaluation" },
      { kind: "alphabeta-tt", horizon: 2 },
    ];
    expect(specs.map((s) => s.kind)).toEqual([...PLAYER_KINDS]);
    fc.assert(
      fc.property(playoutBoard(4, 30), fc.constantFrom(...specs), (text, spec) => {
        // The learned player against a hand one of the same kind, on each engine.
        const moves = engines.map((engine) => {
          const sides = [engine.createPlayer({ ...spec, evaluation: "learned" }), engine.createPlayer(spec)];
          const game = othelloAt(text);
          const path: number[] = [];
          const played: unknown[] = [];
          for (let ply = 0; ply < 8 && !game.isTerminal(); ply++) {
            const position = { game: "othello" as const, board: text, path };
            const choice = sides[ply % 2].choose(position);
            if (ply % 2 === 0 && spec.kind === "alphabeta") {
              const search = engine.search({ position, algorithm: "alphabeta", horizon: 2, evaluation: "learned" });
              expect(choice.value).toBe(search.value);
            }
            played.push({ ...choice, kept: 0 });
            for (const side of sides) side.observe(choice.move);
            game.play(choice.move);
            path.push(choice.move);
          }
          for (const side of sides) side.dispose();
          return played;
        });
        expect(moves[0]).toEqual(moves[1]);
      }),
      { numRuns: runs(24) },
    );
  });

  test("refused, in one line, where it does not belong", () => {
    for (const engine of engines) {
      for (const game of ["connect4", "tictactoe"] as const)
        expect(refusal(() => engine.evaluate({ game }, { evaluation: "learned" }))).toMatch(
          /^evaluation "learned" is for othello \(.*\), not (Connect-Four|tic-tac-toe)$/,
        );
      const tree = { game: "random" as const, tree: { seed: 1, branching: 3, mode: "uniform" as const } };
      expect(
        refusal(() => engine.search({ position: tree, algorithm: "alphabeta", horizon: 2, evaluation: "learned" })),
      ).toMatch(/is for othello .*, not random/);
      expect(refusal(() => engine.evaluate({ game: "othello" }, { evaluation: "trained" } as never))).toBe(
        'evaluation must be "hand" or "learned", got "trained"',
      );
      expect(
        refusal(() =>
          engine.search({
            position: { game: "othello" },
            algorithm: "bestfirst",
            bound: 2,
            evaluation: 1 as unknown as "hand",
          }),
        ),
      ).toBe('evaluation must be "hand" or "learned", got 1');
      expect(refusal(() => engine.evaluate({ game: "othello" }, { evalution: "learned" } as never))).toMatch(
        /evaluation/,
      );
    }
    for (const engine of engines) {
      const player = engine.createPlayer({ kind: "alphabeta", horizon: 1, evaluation: "learned" });
      expect(refusal(() => player.choose({ game: "connect4" }))).toMatch(/is for othello .*, not Connect-Four$/);
      expect(refusal(() => engine.createPlayer({ kind: "mcts", simulations: 9, evaluation: "Learned" as never }))).toBe(
        'evaluation must be "hand" or "learned", got "Learned"',
      );
      player.dispose();
    }
    const nim = othelloAt(liveBoardSample());
    expect(refusal(() => searchGame(nim, { algorithm: "alphabeta", horizon: 1, evaluation: "learned" }))).toMatch(
      /not a game of your own$/,
    );
  });
});

/** One live board, for a search of a game object of one's own. */
function liveBoardSample(): string {
  return fc.sample(liveBoard, { numRuns: 1, seed: 3 })[0];
}
