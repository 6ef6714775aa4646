// Connect-Four's solver past 2^31 and 2^32 table writes, and its table grown to the whole
// 2^20 entries while full of entries (a 32-bit count of writes turns negative past 2^31,
// and used as an offset it reads outside memory). Both engines start their count of
// writes where a long solve would be (the core's connectFourSolveWritesFrom, the reference's solveWritesFrom), so a
// solve of 300,000 nodes takes the long solve's path: each position gets the
// score the Middle-Medium set stores (proven by the oracles of connect-four-pons-sets), the two
// engines count the same nodes, and the core stays healthy after it (perft against the
// naive enumerator, quick solves as before, the count back at 0 as before).

import { afterEach, describe, expect, test } from "vitest";
import { engines, fixture } from "./helpers.js";
import { connectFourAt, fromMoves, naivePerft } from "../oracles/connect-four-naive.js";
import { Core } from "../bindings/core.js";
import { compileCoreSync } from "../bindings/load.js";
import { wasmEngineOn } from "../bindings/wasm-engine.js";
import { solveWritesFrom } from "../reference/games/connect-four-solve.js";

const [, ts] = engines;
const core = new Core(compileCoreSync());
const wasm = wasmEngineOn(core);

/** Both engines' solves that follow count their table writes from `count`. */
function writesFrom(count: number): void {
  core.exports.connectFourSolveWritesFrom(count);
  solveWritesFrom(count);
}

afterEach(() => writesFrom(0));

const scores = new Map(
  fixture("connect-four-middle-medium.tsv")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => {
      const [, moves, score] = line.split("\t");
      return [moves, Number(score)] as const;
    }),
);
/**
 * Middle-Medium positions of about 300,000 nodes: past 2^31, the old count wrote its slots
 * from the start of the list's 65,536 on, and only past them over the rest of memory.
 */
const positions = ["2647736456776422", "234724621677413"];
/** Quick positions solved before and after, to catch a stale entry or a damaged core. */
const quick = ["46545456373", "4221554516263", "76134547244634"];

describe.each([
  [
    "just below 2^31 (where the 32-bit count turned negative), the part grown to the whole table at once",
    2 ** 31 - 500,
  ],
  ["just below 2^32 (where the 32-bit count came back to 0)", 2 ** 32 - 500],
  [
    "20,000 below the last growth point (4 x 2^18): the part of 2^18 grows to 2^20 full of entries",
    4 * 2 ** 18 - 20000,
  ],
])("a solve whose count of writes starts %s", (_, count) => {
  test("gets each stored score, the same nodes in both engines, and leaves the core healthy", () => {
    const before = quick.map((moves) => wasm.solve(connectFourAt(moves)));
    writesFrom(count);
    for (const moves of positions) {
      const w = wasm.solve(connectFourAt(moves));
      expect(w.value, moves).toBe(scores.get(moves));
      expect(ts.solve(connectFourAt(moves)), moves).toEqual(w);
    }
    expect(wasm.perft(connectFourAt(positions[0]), 5)).toEqual(naivePerft(fromMoves(positions[0]), 5));
    expect(wasm.perft({ game: "connect4" }, 6)).toEqual(naivePerft(fromMoves(""), 6));
    writesFrom(0);
    expect(quick.map((moves) => wasm.solve(connectFourAt(moves)))).toEqual(before);
    expect(quick.map((moves) => ts.solve(connectFourAt(moves)))).toEqual(before);
  });
});
