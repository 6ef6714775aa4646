// UCT's exploration constant c, swept per game: MCTS players (tree kept, the same
// simulation budget a move) with each c against one with the default c = sqrt 2, from the
// game's openings with colours swapped. A game scores 1 for a win, 1/2 a draw; the score
// of c is its points over all its games. Run:
//   npx tsx scripts/lab/mcts-c-sweep.ts <game> [simulations] [pairs]
// (game: tictactoe | connect4 | othello | random; MCTS_CS=0.5,1,2 sets the c values).
// Prints a Markdown table for BENCHMARKS.md.

import { createWasmEngineSync } from "../../index.js";
import { MCTS_DEFAULT_C, type Engine, type PlayerSpec, type Position } from "../../contract/index.js";
import { positionGame } from "../../reference/position.js";
import { connectFourOpening } from "../../experiments/tournament/game-rules.js";
import { othelloOpenings } from "../../experiments/tournament/othello-openings.js";

const CS = (process.env.MCTS_CS ?? "0.1,0.25,0.5,0.75,1,1.4142135623730951,2,3").split(",").map(Number);
/**
 * Each game's budget a move and pairs by default: cheap enough to sweep on a shared machine, large
 * enough to separate.
 */
const DEFAULTS: Record<string, [number, number]> = {
  tictactoe: [50, 90],
  connect4: [1000, 49],
  othello: [300, 20],
  random: [200, 20],
};

const game = process.argv[2] ?? "connect4";
if (!(game in DEFAULTS)) throw new Error(`game must be one of ${Object.keys(DEFAULTS).join(", ")}`);
const simulations = Number(process.argv[3] ?? DEFAULTS[game][0]);
const pairs = Number(process.argv[4] ?? DEFAULTS[game][1]);

/** The start of pair `k`. */
function start(k: number): Position {
  // The 49 openings (Connect-Four) or the 9 first moves (tic-tac-toe), again with other seeds.
  if (game === "connect4") return { game: "connect4", moves: connectFourOpening(k % 49) };
  if (game === "othello") return { game: "othello", board: othelloOpenings()[k] };
  if (game === "tictactoe") return { game: "tictactoe", moves: [String((k % 9) + 1)] };
  return { game: "random", tree: { seed: k + 1, branching: 3, mode: "random", depth: 100 } };
}

/** One game from `from`; the result for the player of `specs[0]`, who moves first: 1, 1/2 or 0. */
function play(engine: Engine, from: Position, specs: [PlayerSpec, PlayerSpec]): number {
  const g = positionGame(from).game;
  const firstIsMax = g.maxToMove();
  const players = specs.map((s) => engine.createPlayer(s));
  const path: number[] = [];
  let turn = 0;
  while (!g.isTerminal()) {
    const move = players[turn].choose({ ...from, path } as Position).move;
    for (const p of players) p.observe(move);
    g.play(move);
    path.push(move);
    // Players alternate by who is to move (an Othello pass is a move of its own here).
    turn = g.maxToMove() === firstIsMax ? 0 : 1;
  }
  for (const p of players) p.dispose();
  const v = Math.sign(g.evaluate()) * (firstIsMax ? 1 : -1);
  return (v + 1) / 2;
}

const engine = createWasmEngineSync();
console.log(`${game}: ${simulations} simulations a move, ${pairs} pairs (${2 * pairs} games) against c = sqrt 2`);
console.log("| c | points | score | time |");
console.log("|---:|---:|---:|---:|");
for (const c of CS) {
  const t0 = performance.now();
  let points = 0;
  for (let k = 0; k < pairs; k++) {
    const from = start(k);
    const mine = (g: number): PlayerSpec => ({ kind: "mcts", simulations, exploration: c, seed: 2 * k + g });
    const theirs = (g: number): PlayerSpec => ({ kind: "mcts", simulations, seed: 1000 + 2 * k + g });
    points += play(engine, from, [mine(0), theirs(0)]);
    points += 1 - play(engine, from, [theirs(1), mine(1)]);
  }
  console.log(
    `| ${c === MCTS_DEFAULT_C ? "1.414 (sqrt 2)" : c} | ${points} / ${2 * pairs} | ` +
      `${((100 * points) / (2 * pairs)).toFixed(0)} % | ${((performance.now() - t0) / 1000).toFixed(0)} s |`,
  );
}
