// Your own game, every search: the example Nim (examples/nim.ts, written against the
// package's public entry only) searched by every algorithm, a player and a match, judged
// by Bouton's theorem: the side to move wins exactly when the heaps XOR to non-zero, and
// every winning move leaves a zero XOR.

import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import fc from "fast-check";
import { ALGORITHMS, BestfirstError, searchGame, createGamePlayer, playMatch, type GameSearchRequest } from "bestfirst";
import { Nim } from "../examples/nim.js";

const xor = (heaps: readonly number[]) => heaps.reduce((a, b) => a ^ b, 0);

/** Limits that let each algorithm see the whole game (Nim ends within `total` plies). */
function wholeGame(algorithm: GameSearchRequest["algorithm"], total: number): GameSearchRequest {
  if (algorithm === "minimax" || algorithm === "alphabeta" || algorithm === "id") return { algorithm, horizon: total };
  if (algorithm === "extension") return { algorithm, horizon: 1, bound: total };
  // Min/max approximation with a budget above the whole game's size: every tip terminal.
  if (algorithm === "mma") return { algorithm, moveCalls: 1e6 };
  return { algorithm, bound: total };
}

test("every algorithm finds Bouton's answer on the example game (value's sign; a winning move leaves XOR 0)", () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }), fc.constantFrom(...ALGORITHMS), (heaps, algorithm) => {
      const total = heaps.reduce((a, b) => a + b, 0);
      fc.pre(total > 0);
      const game = new Nim(heaps);
      const r = searchGame(game, wholeGame(algorithm, total));
      expect(game.heaps).toEqual(heaps); // the game is left as it was found
      const wins = xor(heaps) !== 0;
      expect(r.value > 0).toBe(wins);
      if (wins) {
        game.play(r.moveIndex);
        expect(xor(game.heaps)).toBe(0);
      }
      expect(r.pv[0]).toBe(r.move);
      expect(r.pvIndices[0]).toBe(r.moveIndex);
    }),
    { numRuns: 400 },
  );
});

test("a player that keeps its tree, and a match: perfect play wins every game for the side Bouton names", () => {
  const game = new Nim([1, 3, 5]);
  const player = createGamePlayer({ kind: "bestfirst", bound: 9 });
  const choice = player.choose(game);
  game.play(choice.move);
  expect(xor(game.heaps)).toBe(0);
  // XOR of 1, 2, 4 is 7: MAX (the first mover) wins with perfect play, whoever that is.
  const match = playMatch(() => new Nim([1, 2, 4]), [{ algorithm: "alphabeta", horizon: 7 }, { player: { kind: "extension", horizon: 2, bound: 7 } }]);
  expect(match.wins).toEqual([1, 1]);
  expect(match.games.map((g) => g.value > 0)).toEqual([true, true]);
});

test("bad input: a game that is not one, a request without a stopping rule", () => {
  expect(() => searchGame({} as Nim, { algorithm: "alphabeta", horizon: 2 })).toThrow(BestfirstError);
  expect(() => searchGame({} as Nim, { algorithm: "alphabeta", horizon: 2 })).toThrow(/missing moveCount, play, undo/);
  expect(() => searchGame(new Nim([2]), { algorithm: "bestfirst" })).toThrow(/needs a stopping rule/);
  expect(() => searchGame(new Nim([0]), { algorithm: "alphabeta", horizon: 1 })).toThrow(/terminal/);
});

test("the example runs as the README says (npx tsx examples/nim.ts): every algorithm takes Bouton's one winning move", () => {
  // From heaps 1, 3, 5 (XOR 7) the only move leaving XOR 0 is taking 3 from heap 3 (5 -> 2).
  const out = execFileSync(process.execPath, ["--import", "tsx", fileURLToPath(new URL("../examples/nim.ts", import.meta.url))], { encoding: "utf8" });
  for (const algorithm of ALGORITHMS) expect(out).toMatch(new RegExp(`^${algorithm} +3@3 +value [1-9]\\d*, \\d+ nodes$`, "m"));
  expect(out).toMatch(/^player: 3@3$/m);
  expect(out).toMatch(/^match: .* wins \[ \d, \d \]$/m);
});
