// `npm run bench:native`: the core against plain C (bench/native/, built by
// scripts/build/build-native.mjs with gcc -O2, -O3 and -O3 -march=native) on the same work in one run: whole random
// games of fixed-ordering alpha-beta, Othello perft, and MCTS (UCT with random rollouts)
// on Connect-Four, the same simulations from the same seed. Every repetition runs C and the
// core one after the other; rates are CPU time (C: CLOCK_PROCESS_CPUTIME_ID inside the
// program; the core: process.cpuUsage around the calls), and the node counts (and the
// moves played) must be equal or the run fails. Also RBFMS's time per node against
// alpha-beta's on both engines, the best-first player's against alpha-beta's on both
// engines (./player-cost.ts), and the engine's start-up.
// Options: --reps N (default 5), --json, --rbfms (the RBFMS section only: no C needed).

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { compileCoreSync, instantiateCore, type CoreExports } from "../bindings/load.js";
import { createWasmEngineSync } from "../bindings/index.js";
import { setSettings } from "../bindings/settings.js";
import { ALGORITHMS, randomTreeParams, seedHalves, type Engine, type RandomTreeSpec } from "../contract/index.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { alphabeta } from "../reference/search/alphabeta.js";
import { rbfms, type RbfmsVariant } from "../reference/search/rbfms.js";
import { formatPlayerCost, playerCost } from "./player-cost.js";

const BUILDS = ["O2", "O3", "march"] as const;
type Build = (typeof BUILDS)[number];

/** One measurement: units of work, a check both sides must agree on, and CPU seconds. */
interface Sample {
  units: number;
  check: string;
  seconds: number;
}

interface Work {
  name: string;
  unit: string;
  native: string[];
  /** The core's ways of doing the work (the first is the one the targets are about). */
  core: { how: string; run: () => Omit<Sample, "seconds"> }[];
}

function cpu<T>(body: () => T): { value: T; seconds: number } {
  const start = process.cpuUsage();
  const value = body();
  const used = process.cpuUsage(start);
  return { value, seconds: (used.user + used.system) / 1e6 };
}

function runNative(build: Build, args: string[]): Sample {
  const out = execFileSync(`build/native/bench-native-${build}`, [...args, "1"], { encoding: "utf8" });
  const r = JSON.parse(out.trim());
  if (r.counts) return { units: r.counts.at(-1), check: r.counts.join(","), seconds: r.seconds };
  if (r.simulations !== undefined)
    return {
      units: r.simulations,
      check: uctCheck(r.simulations, r.generated, r.expanded, r.moves),
      seconds: r.seconds,
    };
  return { units: r.generated, check: `${r.generated}/${r.expanded}/${r.moves}`, seconds: r.seconds };
}

/** What an MCTS run must agree on: simulations, nodes generated and expanded, the moves chosen (hashed). */
function uctCheck(simulations: number, generated: number, expanded: number, moves: number): string {
  return `${simulations}/${generated}/${expanded}/${moves}`;
}

/** Connect-Four positions as bench/native/main.c's uct command takes them: move lists, "-" the empty board. */
const UCT_POSITIONS = ["", "44", "35", "17"];
const UCT_SIMULATIONS = 20000;

/** MCTS searches from each position through the engine's API, one call a search, seed 1. */
function uctSearches(engine: Engine) {
  return () => {
    let simulations = 0,
      generated = 0,
      expanded = 0;
    const moves: number[] = [];
    for (const p of UCT_POSITIONS) {
      const position = { game: "connect4" as const, moves: p.split("") };
      const r = engine.search({ position, algorithm: "mcts", simulations: UCT_SIMULATIONS, seed: 1 });
      moves.push(engine.moves(position).findIndex((m) => String(m.move) === String(r.move)));
      simulations += r.simulations!;
      generated += r.nodes.generated;
      expanded += r.nodes.expanded;
    }
    return { units: simulations, check: uctCheck(simulations, generated, expanded, hashMoves(2166136261, moves)) };
  };
}

/** FNV-1a over the moves played, as bench/native/main.c hashes them. */
function hashMoves(hash: number, moves: Iterable<number>): number {
  for (const m of moves) hash = Math.imul((hash ^ m) >>> 0, 16777619) >>> 0;
  return hash;
}

/** Whole games of depth 100 on seeds first..last, all in one core call per game (alpha-beta unless told). */
function gamesOneCall(
  core: CoreExports,
  tree: Omit<RandomTreeSpec, "seed">,
  horizon: number,
  seeds: number[],
  algorithm = 1,
  bound = 0,
) {
  return () => {
    let generated = 0,
      expanded = 0,
      hash = 2166136261;
    const io = () => new Int32Array(core.memory.buffer, core.ioPointer(), core.ioWords());
    for (const seed of seeds) {
      const { lo, hi } = seedHalves(seed);
      io().set([lo, hi, tree.branching, tree.mode === "uniform" ? 1 : 0, 100]);
      core.gameSet(0, 5, 0, 0);
      const n = core.treeSelfPlay(algorithm, horizon, 0, bound);
      hash = hashMoves(hash, io().subarray(0, n));
      generated += core.treeGameGenerated();
      expanded += core.treeGameExpanded();
    }
    return { units: generated, check: `${generated}/${expanded}/${hash}` };
  };
}

/**
 * The same games through the engine's API: one search call per move, each replaying its path (as
 * bench/self-play.ts).
 */
function gamesPerMove(engine: Engine, tree: Omit<RandomTreeSpec, "seed">, horizon: number, seeds: number[]) {
  return () => {
    let generated = 0,
      expanded = 0,
      hash = 2166136261;
    for (const seed of seeds) {
      const path: number[] = [];
      while (path.length < 100) {
        const r = engine.search({
          position: { game: "random", tree: { ...tree, seed }, path },
          algorithm: "alphabeta",
          horizon,
        });
        path.push(r.move as number);
        generated += r.nodes.generated;
        expanded += r.nodes.expanded;
      }
      hash = hashMoves(hash, path);
    }
    return { units: generated, check: `${generated}/${expanded}/${hash}` };
  };
}

function works(core: CoreExports, engine: Engine): Work[] {
  const seeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const b10 = { branching: 10, mode: "uniform" } as const,
    b4 = { branching: 4, mode: "random" } as const;
  return [
    {
      name: "alpha-beta whole games, B=10 uniform, horizon 6, seeds 1-4",
      unit: "nodes/s",
      native: ["games", "10", "uniform", "6", "1", "4"],
      core: [
        { how: "one core call a game", run: gamesOneCall(core, b10, 6, seeds(4)) },
        { how: "engine.search a move", run: gamesPerMove(engine, b10, 6, seeds(4)) },
      ],
    },
    {
      name: "alpha-beta whole games, B=4 random, horizon 8, seeds 1-100",
      unit: "nodes/s",
      native: ["games", "4", "random", "8", "1", "100"],
      core: [
        { how: "one core call a game", run: gamesOneCall(core, b4, 8, seeds(100)) },
        { how: "engine.search a move", run: gamesPerMove(engine, b4, 8, seeds(100)) },
      ],
    },
    {
      name:
        "MCTS on Connect-Four (random rollouts, c = sqrt 2, solver on, seed 1), " +
        `${UCT_SIMULATIONS} simulations from each of 4 positions`,
      unit: "simulations/s",
      native: ["uct", String(UCT_SIMULATIONS), "1", UCT_POSITIONS.map((p) => p || "-").join(",")],
      core: [{ how: "engine.search a search", run: uctSearches(engine) }],
    },
    {
      name: "Othello perft 9 from the start, every leaf made",
      unit: "leaves/s",
      native: ["perft", "9"],
      core: [
        {
          how: "engine.perft",
          run: () => {
            const counts = engine.perft({ game: "othello" }, 9);
            return { units: counts.at(-1)!, check: counts.join(",") };
          },
        },
      ],
    },
  ];
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

interface Row {
  work: string;
  unit: string;
  how: string;
  core: number;
  native: Record<Build, number>;
}

function measure(work: Work, reps: number): Row[] {
  const nativeRates: Record<Build, number[]> = { O2: [], O3: [], march: [] };
  const coreRates: number[][] = work.core.map(() => []);
  let expected: string | undefined;
  const agree = (who: string, check: string) => {
    expected ??= check;
    if (check !== expected) throw new Error(`${work.name}: ${who} counted ${check}, C counted ${expected}`);
  };
  for (let r = 0; r < reps; r++) {
    for (const build of BUILDS) {
      const s = runNative(build, work.native);
      agree(`C -${build}`, s.check);
      nativeRates[build].push(s.units / s.seconds);
    }
    work.core.forEach((way, i) => {
      if (r === 0) way.run(); // warm-up
      const { value, seconds } = cpu(way.run);
      agree(way.how, value.check);
      coreRates[i].push(value.units / seconds);
    });
  }
  return work.core.map((way, i) => ({
    work: work.name,
    unit: work.unit,
    how: way.how,
    core: median(coreRates[i]),
    native: { O2: median(nativeRates.O2), O3: median(nativeRates.O3), march: median(nativeRates.march) },
  }));
}

/** Algorithm codes of the core (the order of ALGORITHMS, contract/searches.ts). */
const RBFMS_CODES = {
  "rbfms (1994)": ALGORITHMS.indexOf("rbfms"),
  "rbfms-inherit (1992)": ALGORITHMS.indexOf("rbfms-inherit"),
} as const;
const RBFMS_VARIANTS = { "rbfms (1994)": "1994", "rbfms-inherit (1992)": "1992" } as const;

/**
 * The same whole games on the reference, straight on its RandomTree and searches (no
 * engine call per move, as treeSelfPlay on the core): alpha-beta to `horizon` when
 * `variant` is undefined, else RBFMS to `bound` (the ledger as `ledger` says).
 */
function referenceGames(
  tree: Omit<RandomTreeSpec, "seed">,
  horizon: number,
  seeds: number[],
  variant?: RbfmsVariant,
  bound = 0,
  ledger = false,
) {
  return () => {
    let generated = 0,
      expanded = 0,
      hash = 2166136261;
    for (const seed of seeds) {
      const game = new RandomTree(randomTreeParams({ ...tree, seed }));
      const moves: number[] = [];
      while (!game.isTerminal()) {
        const left = game.pliesToEnd();
        const outcome =
          variant === undefined
            ? alphabeta(game, horizon)
            : rbfms(game, { bound: Math.min(bound, left), countRegenerations: ledger }, variant);
        generated += outcome.stats.generated;
        expanded += outcome.stats.expanded;
        moves.push(outcome.move as number);
        game.play(outcome.move as number);
      }
      hash = hashMoves(hash, moves);
    }
    return { units: generated, check: `${generated}/${expanded}/${hash}` };
  };
}

interface RbfmsCost {
  engine: string;
  line: string;
  variant: string;
  ratio: number;
  withLedger: number;
}

/**
 * RBFMS's time per node against alpha-beta's on the same whole games (bounds as in the
 * bench suites: 10 for B=10, 20 for B=4), CPU time, runs interleaved: on the core (one
 * call a game) and on the reference (its searches called directly). Both engines must
 * count the same nodes and play the same moves, or the run fails.
 */
function rbfmsCost(core: CoreExports, reps: number): RbfmsCost[] {
  const seeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const lines = [
    // The core's runs are short (B=10: about 20 ms for 3 games): more games for it, so that
    // a time slice lost to a loaded machine weighs less; the reference is about 10x slower:
    // fewer games for it (RBFMS's B=4 games are long ones).
    {
      line: "B=10 uniform",
      tree: { branching: 10, mode: "uniform" } as const,
      horizon: 6,
      bound: 10,
      seeds: seeds(12),
      referenceSeeds: seeds(3),
    },
    {
      line: "B=4 random",
      tree: { branching: 4, mode: "random" } as const,
      horizon: 8,
      bound: 20,
      seeds: seeds(40),
      referenceSeeds: seeds(8),
    },
  ];
  return lines.flatMap(({ line, tree, horizon, bound, seeds, referenceSeeds }) => {
    const engines = [
      { engine: "core", seeds, ab: gamesOneCall(core, tree, horizon, seeds) },
      { engine: "reference", seeds: referenceSeeds, ab: referenceGames(tree, horizon, referenceSeeds) },
    ];
    return Object.entries(RBFMS_CODES).flatMap(([variant, code]) => {
      const onCore = (seeds: number[]) => (ledger: boolean) => {
        setSettings(core, { countRegenerations: ledger });
        const r = gamesOneCall(core, tree, 0, seeds, code, bound)();
        setSettings(core, {});
        return r;
      };
      const rbVariant = RBFMS_VARIANTS[variant as keyof typeof RBFMS_VARIANTS];
      const runs = engines.map(({ engine, seeds, ab }) => ({
        engine,
        ab,
        rb:
          engine === "core"
            ? onCore(seeds)
            : (ledger: boolean) => referenceGames(tree, horizon, seeds, rbVariant, bound, ledger)(),
        ratios: [] as number[],
        withLedger: [] as number[],
      }));
      for (const run of runs) {
        run.ab();
        run.rb(false);
        run.rb(true);
      } // warm-up
      // RBFMS itself (no regeneration ledger), and with the ledger that counts regenerations exactly.
      for (let r = 0; r < reps; r++)
        for (const run of runs) {
          const a = cpu(run.ab),
            b = cpu(() => run.rb(false)),
            l = cpu(() => run.rb(true));
          run.ratios.push(b.seconds / b.value.units / (a.seconds / a.value.units));
          run.withLedger.push(l.seconds / l.value.units / (a.seconds / a.value.units));
        }
      // The two engines on the reference's games: the same nodes, expansions and moves (untimed).
      const same = [
        [
          gamesOneCall(core, tree, horizon, referenceSeeds)().check,
          referenceGames(tree, horizon, referenceSeeds)().check,
        ],
        [onCore(referenceSeeds)(false).check, referenceGames(tree, horizon, referenceSeeds, rbVariant, bound)().check],
      ];
      for (const [c, r] of same)
        if (c !== r)
          throw new Error(`bench:native: ${variant} ${line}: the core and the reference disagree (${c} against ${r})`);
      return runs.map((run) => ({
        engine: run.engine,
        line,
        variant,
        ratio: median(run.ratios),
        withLedger: median(run.withLedger),
      }));
    });
  });
}

/**
 * The engine's start-up: compiling the core (once per process, before any engine), then
 * creating engines from the compiled module (instantiation and the core's static
 * initialisers included): the first one, and the median of several more.
 */
function startup(reps: number): { compileMs: number; firstMs: number; createMs: number } {
  const t0 = performance.now();
  const module = compileCoreSync();
  const t1 = performance.now();
  createWasmEngineSync(module);
  const firstMs = performance.now() - t1;
  const times: number[] = [];
  for (let r = 0; r < Math.max(reps, 9); r++) {
    const t = performance.now();
    createWasmEngineSync(module);
    times.push(performance.now() - t);
  }
  return { compileMs: t1 - t0, firstMs, createMs: median(times) };
}

function printRbfms(rows: RbfmsCost[], reps: number): void {
  console.log(
    `RBFMS's time per node generated / alpha-beta's, the same whole games, medians of ${reps} interleaved runs, ` +
      "CPU time (the core: one call a game; the reference: its searches called directly); " +
      "in brackets, with the regeneration ledger:",
  );
  console.log("| line | variant | core | reference |");
  console.log("|---|---|---:|---:|");
  for (let i = 0; i < rows.length; i += 2) {
    const [c, r] = [rows[i], rows[i + 1]];
    console.log(
      `| ${c.line} | ${c.variant} | ${c.ratio.toFixed(2)} (${c.withLedger.toFixed(2)}) ` +
        `| ${r.ratio.toFixed(2)} (${r.withLedger.toFixed(2)}) |`,
    );
  }
}

function main(): void {
  const argv = process.argv.slice(2);
  const at = argv.indexOf("--reps");
  const reps = at >= 0 ? Number(argv[at + 1]) : 5;
  if (!Number.isInteger(reps) || reps < 1 || reps > 1000) {
    console.error("bench:native: --reps takes a whole number from 1 to 1000");
    process.exit(2);
  }
  if (argv.includes("--rbfms")) {
    // Only the RBFMS section (no C, no start-up): the best-first player's cost per node against alpha-beta's.
    const rbfms = rbfmsCost(instantiateCore(compileCoreSync()), reps);
    if (argv.includes("--json")) console.log(JSON.stringify({ reps, rbfms }));
    else printRbfms(rbfms, reps);
    return;
  }
  for (const build of BUILDS)
    if (!existsSync(`build/native/bench-native-${build}`)) {
      console.error(
        `bench:native: build/native/bench-native-${build} is missing: ` +
          "run node scripts/build/build-native.mjs (needs gcc)",
      );
      process.exit(1);
    }
  const start = startup(reps);
  const core = instantiateCore(compileCoreSync());
  const engine = createWasmEngineSync();
  const rows = works(core, engine).flatMap((work) => {
    process.stderr.write(`bench:native: ${work.name}...\n`);
    return measure(work, reps);
  });
  process.stderr.write("bench:native: RBFMS against alpha-beta on the core...\n");
  const rbfms = rbfmsCost(core, reps);
  process.stderr.write("bench:native: the best-first player against alpha-beta, both engines...\n");
  const player = playerCost(reps);
  if (argv.includes("--json")) {
    console.log(JSON.stringify({ reps, startup: start, rows, rbfms, player }));
    return;
  }
  const M = (x: number) => `${(x / 1e6).toFixed(1)} M`;
  console.log(`medians of ${reps} runs, CPU time; node counts and moves equal in every run`);
  console.log(
    "| work | core | unit | core | C gcc -O2 | core / C -O2 | C gcc -O3 | core / C -O3 | C -O3 -march=native | " +
      "core / C native |",
  );
  console.log("|---|---|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows)
    console.log(
      `| ${r.work} | ${r.how} | ${r.unit} | ${M(r.core)} | ${M(r.native.O2)} | ` +
        `${(r.core / r.native.O2).toFixed(2)} | ${M(r.native.O3)} | ${(r.core / r.native.O3).toFixed(2)} | ` +
        `${M(r.native.march)} | ${(r.core / r.native.march).toFixed(2)} |`,
    );
  printRbfms(rbfms, reps);
  console.log(formatPlayerCost(player));
  console.log(
    `start-up: compiling the core ${start.compileMs.toFixed(1)} ms (once per process); creating an engine ` +
      `${start.firstMs.toFixed(2)} ms the first time, ${start.createMs.toFixed(2)} ms (median) after`,
  );
}

main();
