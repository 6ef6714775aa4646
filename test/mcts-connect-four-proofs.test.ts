// MCTS-Solver on Connect-Four positions whose game ends within a few plies under perfect
// play: every such position of test/fixtures/connect-four-positions.tsv (Pons' scores, proved
// with the slow oracle by scripts/generators/connect-four-positions.ts) is proven to the score's outcome.
// A proof is seen from outside: the search stops before its simulation budget (a proven
// root is the only stop besides the budgets and the memory limit) with the value ±1000
// for the mover; a win's move is one the exact solver scores a loss for the opponent.

import { describe, expect, test } from "vitest";
import { benchPositions, pliesLeft } from "./connect-four-helpers.js";
import { engines } from "./helpers.js";

const [wasm, ts] = engines;
const SIMULATIONS = 200_000;
/** Wins within 7 plies (the mover's 4th stone at most), losses within 8. */
const WIN_PLIES = 7,
  LOSS_PLIES = 8;

const positions = benchPositions().filter(
  (p) => p.score !== 0 && pliesLeft(p.moves.length, p.score) <= (p.score > 0 ? WIN_PLIES : LOSS_PLIES),
);

describe(`MCTS-Solver proves short Connect-Four outcomes in ${SIMULATIONS.toLocaleString("en")} simulations`, () => {
  const search = (moves: string, engine = wasm) =>
    engine.search({
      position: { game: "connect4", moves: moves.split("") },
      algorithm: "mcts",
      simulations: SIMULATIONS,
      seed: 1,
    });
  /** The value for the side to move: the first player is MAX. */
  const forMover = (moves: string, value: number) => (moves.length % 2 === 0 ? value : -value);

  test.each([
    ["wins", 1, WIN_PLIES],
    ["loses", -1, LOSS_PLIES],
  ] as const)(
    `every position of the fixture where the mover %s within its plies: the outcome proven`,
    (_, outcome, plies) => {
      const set = positions.filter((p) => Math.sign(p.score) === outcome);
      expect(set.length).toBeGreaterThan(outcome > 0 ? 400 : 1000);
      for (const p of set) {
        const r = search(p.moves);
        expect([p.moves, r.simulations! < SIMULATIONS, forMover(p.moves, r.value)]).toEqual([
          p.moves,
          true,
          1000 * outcome,
        ]);
        if (outcome > 0) {
          // The move wins: after it the opponent loses (the exact solver, itself held to Pons' scores).
          expect([
            p.moves,
            wasm.solve({ game: "connect4", moves: [...p.moves.split(""), String(r.move)] }).value < 0,
          ]).toEqual([p.moves, true]);
        }
        expect(pliesLeft(p.moves.length, p.score)).toBeLessThanOrEqual(plies);
      }
    },
  );

  test("the reference proves a sample the same way, node for node", () => {
    for (const p of positions.filter((_, i) => i % 40 === 0))
      expect({ ...search(p.moves, ts), ms: 0 }).toEqual({ ...search(p.moves), ms: 0 });
  });
});
