// Decision quality on game positions (experiments/compare/decisions): the labels held to
// plain negamax oracles that share no code with the solvers (tic-tac-toe's every
// position; Connect-Four and Othello positions near the end), Pons' published score of a
// test position, a positions file run and reported position by position, the bench
// positions' proven scores read from a positions file, the
// position sets (as defined, the same from the same seed), the choices' labels, the
// Wilson interval against its published values, and bad input refused.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { createWasmEngineSync } from "../index.js";
import { BestfirstError, INITIAL_BOARD } from "../contract/index.js";
import {
  checkDecisionParams,
  decide,
  decisive,
  drawPositions,
  labelledPositions,
  parsePositions,
  positionReport,
  readPositionsFile,
  runDecisions,
  summarise,
  ticTacToePositions,
  wilson,
  type DecisionRecord,
  type LabelledPosition,
} from "../experiments/compare/decisions/index.js";
import { boardOf, negamax, winner } from "../oracles/tic-tac-toe-naive.js";
import { fromMoves, naiveScore, isOver, naiveColumns, naivePlay } from "../oracles/connect-four-naive.js";
import {
  fromText,
  naiveChildren,
  naiveSolve,
  nameOf,
  toText,
  type NaivePosition as OthelloNaive,
} from "../oracles/othello-naive.js";
import { benchPositions } from "./connect-four-helpers.js";
import { refusal } from "./helpers.js";

const wasm = createWasmEngineSync();
const dir = mkdtempSync(join(tmpdir(), "bestfirst-positions-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function refusedRead(path: string): string {
  try {
    readPositionsFile(path, "connect4", wasm);
  } catch (error) {
    expect(error).toBeInstanceOf(BestfirstError);
    return (error as Error).message;
  }
  throw new Error("accepted");
}

/** Each move's oracle score must be the label's, and the labels must follow from the oracle's scores. */
function expectLabels(p: LabelledPosition, oracle: (move: string) => number): void {
  const scores = p.moves.map((m) => oracle(m.move));
  const best = Math.max(...scores);
  expect(p.score, p.text).toBe(best);
  p.moves.forEach((m, i) => {
    expect(m.score, `${p.text} ${m.move}`).toBe(scores[i]);
    expect(m.optimal).toBe(scores[i] === best);
    expect(m.sound).toBe(Math.sign(scores[i]) === Math.sign(best));
  });
}

describe("labels against plain negamax", () => {
  test("tic-tac-toe: every reachable position with two or more moves, each move's value by plain negamax", () => {
    // The set, enumerated here on the oracle's board: positions by their marks.
    const want = new Set<string>();
    const walk = (moves: string[]) => {
      const b = boardOf(moves);
      const empty = [...b.keys()].filter((i) => b[i] === "");
      if (winner(b) !== "") return;
      if (empty.length >= 2) want.add(b.join(","));
      for (const i of empty) walk([...moves, String(i + 1)]);
    };
    walk([]);
    const set = labelledPositions("tictactoe", { seed: 1 }, wasm);
    expect(set).toHaveLength(want.size);
    expect(new Set(set.map((p) => boardOf(p.position.moves!).join(",")))).toEqual(want);
    for (const p of set) {
      expectLabels(p, (move) => 0 - negamax(boardOf([...p.position.moves!, move])));
      expect(p.score).toBe(wasm.solve(p.position).value);
    }
  });

  test("Connect-Four positions with 4 to 9 empty cells: Pons' scores by plain negamax", () => {
    const set = labelledPositions("connect4", { seed: 7, count: 12, empties: [4, 9] }, wasm);
    expect(set).toHaveLength(12);
    for (const p of set) {
      const naive = fromMoves(p.text);
      expect(42 - naive.stones).toBeGreaterThanOrEqual(4);
      expect(42 - naive.stones).toBeLessThanOrEqual(9);
      expectLabels(p, (move) => 0 - naiveScore(naivePlay(naive, Number(move) - 1)!));
    }
  });

  test("Othello positions with 5 to 8 empty squares: disc margins by plain negamax", () => {
    const set = labelledPositions("othello", { seed: 3, count: 8, empties: [5, 8] }, wasm);
    expect(set).toHaveLength(8);
    for (const p of set) {
      let naive: OthelloNaive = fromText(INITIAL_BOARD);
      for (const name of p.position.moves!)
        naive = naiveChildren(naive).find((c) => (c.sq < 0 ? "pass" : nameOf(c.sq)) === name)!.next;
      const empties = naive.cells.filter((c) => c === 0).length;
      expect(empties).toBeGreaterThanOrEqual(5);
      expect(empties).toBeLessThanOrEqual(8);
      const children = naiveChildren(naive);
      expectLabels(
        p,
        (move) => 0 - naiveSolve(children.find((c) => (c.sq < 0 ? "pass" : nameOf(c.sq)) === move)!.next),
      );
      // The same position given as a board (a positions file's FFO line) has the same labels.
      const [asBoard] = labelledPositions("othello", { listed: [{ text: toText(naive) }] }, wasm);
      expect(asBoard.position).toEqual({ game: "othello", board: toText(naive) });
      expect(asBoard.moves).toEqual(p.moves);
    }
  });
});

describe("positions files", () => {
  test("Pons' position 2252576253462244111563365343671351441 scores -1 (Test_L3_R1, line 1), stated score kept", () => {
    const listed = parsePositions("# Pons, Test_L3_R1\n2252576253462244111563365343671351441 -1\n", "connect4", wasm);
    expect(listed).toEqual([{ text: "2252576253462244111563365343671351441", stated: -1 }]);
    const [p] = labelledPositions("connect4", { listed }, wasm);
    expect(p.score).toBe(-1);
    expect(p.stated).toBe(-1);
    expect(p.moves.every((m) => m.score <= -1)).toBe(true);
  });

  test("a positions file: each report has the exact and stated score, optimal and sound moves, choices", async () => {
    const path = join(dir, "pons.txt");
    writeFileSync(
      path,
      "2252576253462244111563365343671351441 -1\n# a comment\n\n7422341735647741166133573473242566\n",
    );
    const listed = readPositionsFile(path, "connect4", wasm);
    const run = await runDecisions({
      game: "connect4",
      set: { listed },
      searches: [{ name: "bf", algorithm: "bestfirst" }],
      budgets: [{ nodes: 300 }],
    });
    const reports = run.records.map(positionReport);
    expect(reports.map((r) => r.position)).toEqual([
      "2252576253462244111563365343671351441",
      "7422341735647741166133573473242566",
    ]);
    expect(reports[0].stated).toBe(-1);
    expect("stated" in reports[1]).toBe(false);
    reports.forEach((r, i) => {
      const record = run.records[i];
      expect(r.score).toBe(wasm.solve(record.position).value);
      expect(Math.max(...Object.values(r.scores))).toBe(r.score);
      expect(r.optimalMoves).toEqual(Object.keys(r.scores).filter((m) => r.scores[m] === r.score));
      expect(r.soundMoves).toEqual(Object.keys(r.scores).filter((m) => Math.sign(r.scores[m]) === Math.sign(r.score)));
      expect(r.choices).toHaveLength(1);
      expect(r.choices[0].move).toBe(
        String(wasm.search({ position: record.position, algorithm: "bestfirst", nodes: 300 }).move),
      );
      expect(r.choices[0].optimal).toBe(r.optimalMoves.includes(r.choices[0].move));
    });
    expect(refusedRead(join(path, "..", "none.txt"))).toMatch(/the positions file .*none\.txt does not exist/);
  });

  test("the bench positions read as a Pons file: each score the one the slow oracle proved, the solver's", () => {
    const sample = benchPositions()
      .filter((b, i) => b.kind === "end" && i % 25 === 0)
      .slice(0, 12);
    const listed = parsePositions(sample.map((b) => b.moves).join("\n"), "connect4", wasm);
    const set = labelledPositions("connect4", { listed }, wasm);
    set.forEach((p, i) => {
      expect(p.text).toBe(sample[i].moves);
      expect(p.score).toBe(sample[i].score);
      expect(p.score).toBe(wasm.solve(p.position).value);
    });
  });

  test("Othello lines are boards in the FFO form or moves from the start; tic-tac-toe lines are cells", () => {
    const board = "---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X";
    expect(parsePositions(`${board}\nf5,d6\n${board} 6`, "othello", wasm)).toEqual([
      { text: board },
      { text: "f5,d6" },
      { text: board, stated: 6 },
    ]);
    const [p] = labelledPositions("tictactoe", { listed: parsePositions("15", "tictactoe", wasm) }, wasm);
    expect(p.moves.map((m) => m.move)).toEqual(["2", "3", "4", "6", "7", "8", "9"]);
  });

  test("a bad line is named by its number; an empty file, a game over and extra fields are refused", () => {
    const refused = (text: string, game: "connect4" | "othello" | "tictactoe" = "connect4") =>
      refusal(() => parsePositions(text, game, wasm));
    expect(refused("44\n48")).toMatch(/^the positions file line 2: move "8" \(number 2\) is not a move/);
    expect(refused("4444444")).toMatch(/line 1: move 4 \(number 7\) is not legal/);
    expect(refused("1212121")).toMatch(/line 1: the game is over in 1212121/);
    expect(refused("44 1 2")).toMatch(/line 1: a line is a position and perhaps its score, got 3 fields/);
    expect(refused("44 x")).toMatch(/line 1: the score after the position must be an integer, got "x"/);
    expect(refused("# nothing\n\n")).toBe("the positions file lists no positions");
    expect(refused("14253", "tictactoe")).toMatch(/line 1: the game is over in 14253/);
  });
});

describe("position sets", () => {
  test("the same seed draws the same positions, another others; forced positions and wins at once left out", () => {
    const a = drawPositions("connect4", 5, 30, [12, 20], wasm);
    expect(drawPositions("connect4", 5, 30, [12, 20], wasm)).toEqual(a);
    expect(drawPositions("connect4", 6, 30, [12, 20], wasm)).not.toEqual(a);
    expect(new Set(a.map((p) => p.text)).size).toBe(30);
    for (const { text } of a) {
      const p = fromMoves(text);
      expect(isOver(p)).toBe(false);
      expect(42 - p.stones).toBeGreaterThanOrEqual(12);
      expect(42 - p.stones).toBeLessThanOrEqual(20);
      const columns = naiveColumns(p);
      expect(columns.length).toBeGreaterThanOrEqual(2);
      for (const c of columns) expect(naivePlay(p, c)!.won).toBe(false);
    }
    expect(ticTacToePositions().length).toBe(drawPositions("tictactoe", 1, undefined, undefined, wasm).length);
    const some = drawPositions("tictactoe", 1, 50, undefined, wasm);
    expect(some).toHaveLength(50);
    expect(drawPositions("tictactoe", 1, 50, undefined, wasm)).toEqual(some);
  });
});

describe("choices and the summary", () => {
  test("a choice's labels are its move's; the summary counts them, with Wilson intervals", () => {
    const set = labelledPositions("connect4", { seed: 2, count: 10, empties: [10, 14] }, wasm);
    const budgets = [{ nodes: 50 }, { nodes: 2000 }];
    const records: DecisionRecord[] = set.map((p, index) => ({
      index,
      ...p,
      choices: budgets.map((budget) => decide(p, { name: "bf", algorithm: "bestfirst" }, budget, wasm)),
    }));
    for (const r of records)
      for (const c of r.choices) {
        const m = r.moves.find((x) => x.move === c.move)!;
        expect([c.optimal, c.sound]).toEqual([m.optimal, m.sound]);
        expect(c.move).toBe(String(wasm.search({ position: r.position, algorithm: "bestfirst", ...c.budget }).move));
      }
    const summary = summarise(records);
    const hard = decisive(records);
    expect(hard).toEqual(records.filter((r) => r.moves.some((m) => !m.optimal)));
    expect(summary.allOptimal).toBe(records.length - hard.length);
    expect(summary.points.map((p) => [p.search, p.budget])).toEqual([
      ["bf", { nodes: 50 }],
      ["bf", { nodes: 2000 }],
    ]);
    summary.points.forEach((point, b) => {
      const optimal = records.filter((r) => r.choices[b].optimal).length;
      expect(point.positions).toBe(10);
      expect(point.optimal).toBe(optimal);
      expect(point.optimalPct).toBe(optimal * 10);
      expect(point.optimalCi).toEqual(wilson(optimal, 10));
    });
  });

  test("a time budget gives a legal move with its labels (the choice depends on the machine: no more asserted)", () => {
    const [p] = labelledPositions("connect4", { seed: 2, count: 1, empties: [10, 14] }, wasm);
    for (const search of [
      { name: "mma", algorithm: "mma" as const },
      { name: "mcts", algorithm: "mcts" as const, settings: { solver: true } },
    ]) {
      const c = decide(p, search, { time: 2 }, wasm);
      const m = p.moves.find((x) => x.move === c.move)!;
      expect([c.search, c.budget, c.optimal, c.sound]).toEqual([search.name, { time: 2 }, m.optimal, m.sound]);
    }
  });

  test("Wilson intervals: the published 95% values", () => {
    // Newcombe (1998), table I: 81/263 gives 0.2553 to 0.3662; 15/148, 0.0624 to 0.1605; 0/20, 0 to 0.1611.
    const round = (i: { low: number; high: number }) => [
      Number((i.low / 100).toFixed(4)),
      Number((i.high / 100).toFixed(4)),
    ];
    expect(round(wilson(81, 263))).toEqual([0.2553, 0.3662]);
    expect(round(wilson(15, 148))).toEqual([0.0624, 0.1605]);
    expect(round(wilson(0, 20))).toEqual([0, 0.1611]);
  });

  test("a search without node budgets, a duplicate name, a budget in the settings: refused before any run", () => {
    const base = {
      game: "connect4",
      set: { seed: 1, count: 2 },
      searches: [{ name: "bf", algorithm: "bestfirst" }],
      budgets: [{ nodes: 100 }],
    };
    expect(() => checkDecisionParams(base)).not.toThrow();
    expect(() => checkDecisionParams({ ...base, searches: [{ name: "ab", algorithm: "alphabeta" }] })).toThrow(
      /search ab: alphabeta needs a horizon/,
    );
    expect(() =>
      checkDecisionParams({
        ...base,
        searches: [
          { name: "bf", algorithm: "bestfirst" },
          { name: "bf", algorithm: "mma" },
        ],
      }),
    ).toThrow(/two searches are named bf/);
    expect(() =>
      checkDecisionParams({ ...base, searches: [{ name: "m", algorithm: "mma", settings: { nodes: 5 } }] }),
    ).toThrow(/settings hold a budget/);
    expect(() => checkDecisionParams({ ...base, game: "random" })).toThrow(
      /game must be one of connect4, othello, tictactoe/,
    );
    expect(() => checkDecisionParams({ ...base, set: { seed: 1, empties: [1, 40] } })).toThrow(
      /empties' low end must be an integer from 2 to 36/,
    );
    expect(() => checkDecisionParams({ ...base, budgets: [{ nodes: 100 }, { nodes: 100 }] })).toThrow(
      /a budget is given twice/,
    );
  });
});
