// The tree-keeping best-first player's time per node generated against alpha-beta's, on
// both engines (docs: within 1.45x on the core, 1.3x on the reference), on the same random games played whole (depth
// 100) by one searcher for both sides; the player observes every move and keeps the
// subtree below it. Two ways:
//  - inside the engine: the core plays a whole game in one call (treeSelfPlay for
//    alpha-beta, treePlayerSelfPlay for the player), the reference calls its search and
//    its player directly on one game object: the searches' own cost;
//  - through the Engine API, one call a move (as bench/self-play.ts and the bench
//    suites): each call also sets the position from its path, which the player's small
//    searches (~30 nodes a move at bound 20 on B=4) pay far more often per node.
// CPU time (process.cpuUsage), the two searchers interleaved in every repetition, medians
// of the per-repetition ratios. Printed by `npm run bench:native`; alone:
// `node dist/bench/player-cost.js [--reps N]`.

import { pathToFileURL } from "node:url";
import { compileCoreSync, instantiateCore, type CoreExports } from "../bindings/load.js";
import { createWasmEngineSync } from "../bindings/index.js";
import { createReferenceEngine } from "../reference/reference-engine.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { alphabeta } from "../reference/search/alphabeta.js";
import { createTreePlayer } from "../reference/players/tree-player.js";
import {
  MAX_MEMORY_NODES,
  PLAYER_KINDS,
  randomTreeParams,
  seedHalves,
  type Engine,
  type RandomTreeSpec,
} from "../contract/index.js";
import { playerSelfPlay, selfPlay } from "./self-play.js";
import { othelloOpenings } from "../experiments/tournament/othello-openings.js";

export interface PlayerCostRow {
  way: string;
  engine: string;
  line: string;
  /** Median of the per-repetition ratios: the player's CPU time per node generated / alpha-beta's. */
  ratio: number;
  /** Median nodes generated per CPU second. */
  playerRate: number;
  alphabetaRate: number;
}

/** One way of playing the games: nodes generated and a check that the same games were played. */
type Play = () => number;

function cpuSeconds(body: Play): { units: number; seconds: number } {
  const start = process.cpuUsage();
  const units = body();
  const used = process.cpuUsage(start);
  return { units, seconds: (used.user + used.system) / 1e6 };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The lines of the bench suites (bench/suites.ts: alphabeta-random, bestfirst-player-random). */
const LINES = [
  {
    line: "B=10 uniform, horizon 6 / bound 10",
    tree: { branching: 10, mode: "uniform" } as const,
    horizon: 6,
    bound: 10,
    games: 2,
  },
  {
    line: "B=4 random, horizon 8 / bound 20",
    tree: { branching: 4, mode: "random" } as const,
    horizon: 8,
    bound: 20,
    games: 12,
  },
];
type Line = (typeof LINES)[number];
const trees = (l: Line, games: number): RandomTreeSpec[] =>
  Array.from({ length: games }, (_, i) => ({ ...l.tree, seed: i + 1 }));

// ---- inside the engines ----

function coreGames(core: CoreExports, l: Line, games: number, player: boolean): Play {
  return () =>
    trees(l, games).reduce((sum, t) => {
      const { lo, hi } = seedHalves(t.seed);
      new Int32Array(core.memory.buffer, core.ioPointer(), 5).set([
        lo,
        hi,
        t.branching,
        t.mode === "uniform" ? 1 : 0,
        100,
      ]);
      core.gameSet(0, 5, 0, 0);
      if (player) {
        const slot = core.playerCreate(PLAYER_KINDS.indexOf("bestfirst"), l.bound, 0, 1, MAX_MEMORY_NODES, 0);
        core.treePlayerSelfPlay(slot);
        core.playerFree(slot);
      } else core.treeSelfPlay(1, l.horizon, 0, l.bound);
      return sum + core.treeGameGenerated();
    }, 0);
}

function referenceGames(l: Line, games: number, player: boolean): Play {
  return () =>
    trees(l, games).reduce((sum, t) => {
      const game = new RandomTree(randomTreeParams(t));
      const p = player ? createTreePlayer({ kind: "bestfirst", bound: l.bound }) : undefined;
      let generated = 0;
      while (!game.isTerminal()) {
        let move: number;
        if (p) {
          const r = p.choose(game);
          move = r.move;
          generated += r.generated;
        } else {
          const r = alphabeta(game, l.horizon);
          move = r.move;
          generated += r.stats.generated;
        }
        game.play(move);
        p?.observe(move);
      }
      return sum + generated;
    }, 0);
}

// ---- through the API ----

function apiGames(engine: Engine, l: Line, games: number, player: boolean): Play {
  return () =>
    trees(l, games).reduce(
      (sum, t) =>
        sum +
        (player
          ? playerSelfPlay(engine, t, { kind: "bestfirst", bound: l.bound })
          : selfPlay(engine, t, "alphabeta", { horizon: l.horizon }).generated),
      0,
    );
}

// ---- Othello, the 1994 paper's own game ----

/**
 * Table 1's matched pair at alpha-beta depth 5 (best-first's bound 13), whole games from
 * every 30th of the paper's 244 openings, through the API. Here a node's evaluation costs
 * far more than a move on the random tree, which is where the paper found best-first's
 * cost per node "roughly the same" as alpha-beta's.
 */
const OTHELLO = { line: "Othello, horizon 5 / bound 13 (table 1's pair)", horizon: 5, bound: 13, openings: 9 };

function othelloGames(engine: Engine, player: boolean): Play {
  const boards = othelloOpenings()
    .filter((_, i) => i % 30 === 0)
    .slice(0, OTHELLO.openings);
  return () =>
    boards.reduce((sum, board) => {
      let generated = 0;
      if (player) {
        const p = engine.createPlayer({ kind: "bestfirst", bound: OTHELLO.bound });
        const path: number[] = [];
        for (;;) {
          const position = { game: "othello", board, path } as const;
          if (engine.moves(position).length === 0) break; // the game is over
          const choice = p.choose(position);
          generated += choice.generated;
          path.push(choice.move);
          p.observe(choice.move);
        }
        p.dispose();
      } else {
        const moves: string[] = [];
        for (;;) {
          const position = { game: "othello", board, moves } as const;
          if (engine.moves(position).length === 0) break; // the game is over
          const r = engine.search({ position, algorithm: "alphabeta", horizon: OTHELLO.horizon });
          generated += r.nodes.generated;
          moves.push(String(r.move));
        }
      }
      return sum + generated;
    }, 0);
}

function compare(way: string, engine: string, line: string, ab: Play, bf: Play, reps: number): PlayerCostRow {
  ab();
  bf(); // warm-up
  const ratios: number[] = [],
    abRates: number[] = [],
    bfRates: number[] = [];
  for (let r = 0; r < reps; r++) {
    const a = cpuSeconds(ab),
      b = cpuSeconds(bf);
    ratios.push(b.seconds / b.units / (a.seconds / a.units));
    abRates.push(a.units / a.seconds);
    bfRates.push(b.units / b.seconds);
  }
  return { way, engine, line, ratio: median(ratios), playerRate: median(bfRates), alphabetaRate: median(abRates) };
}

export function playerCost(reps: number): PlayerCostRow[] {
  const core = instantiateCore(compileCoreSync());
  const wasm = createWasmEngineSync(),
    ts = createReferenceEngine();
  return [
    ...LINES.flatMap((l) => [
      compare(
        "in the engine",
        "wasm",
        l.line,
        coreGames(core, l, 4 * l.games, false),
        coreGames(core, l, 4 * l.games, true),
        reps,
      ),
      compare("in the engine", "ts", l.line, referenceGames(l, l.games, false), referenceGames(l, l.games, true), reps),
      compare(
        "API call a move",
        "wasm",
        l.line,
        apiGames(wasm, l, l.games, false),
        apiGames(wasm, l, l.games, true),
        reps,
      ),
      compare("API call a move", "ts", l.line, apiGames(ts, l, l.games, false), apiGames(ts, l, l.games, true), reps),
    ]),
    compare("API call a move", "wasm", OTHELLO.line, othelloGames(wasm, false), othelloGames(wasm, true), reps),
    compare("API call a move", "ts", OTHELLO.line, othelloGames(ts, false), othelloGames(ts, true), reps),
  ];
}

export function formatPlayerCost(rows: PlayerCostRow[]): string {
  return [
    "the best-first player's time per node generated / alpha-beta's (whole games, CPU time; " +
      "player / alpha-beta nodes per second):",
    "| line | way | engine | ratio | player | alpha-beta |",
    "|---|---|---|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.line} | ${r.way} | ${r.engine} | ${r.ratio.toFixed(2)} | ${(r.playerRate / 1e6).toFixed(2)} M | ` +
        `${(r.alphabetaRate / 1e6).toFixed(2)} M |`,
    ),
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const at = process.argv.indexOf("--reps");
  const reps = at >= 0 ? Number(process.argv[at + 1]) : 5;
  if (!Number.isInteger(reps) || reps < 1 || reps > 1000) {
    console.error("player-cost: --reps takes a whole number from 1 to 1000");
    process.exit(2);
  }
  console.log(formatPlayerCost(playerCost(reps)));
}
