// The TypeScript reference engine: the Engine interface over the reference's games and
// searches, the same methods for every game. It is the oracle the tests hold the
// WebAssembly core to, and the baseline the benchmarks compare it with.

import {
  oneThreadNote,
  anyBound,
  bookReport,
  checkBounds,
  checkCallOptions,
  checkRequestReadable,
  withPreset,
  checkTreeFields,
  SOLVE_OPTIONS,
  stoppedBeforeEnd,
  type Bounds,
  checkControl,
  checkEdgeRange,
  checkInt,
  checkpointFor,
  checkPlayerSpec,
  checkLevelPlayerSpec,
  isLevelDescription,
  levelPlayerParts,
  type PlayerDescription,
  checkSolveOptions,
  noSolver,
  checkSearchLimits,
  fail,
  MAX_PERFT_DEPTH,
  notationOf,
  playerHandle,
  seedHalves,
  u64ToString,
  type Engine,
  type LegalMove,
  type Player,
  type Position,
  type RandomTreeSpec,
  type SearchControl,
  type SearchReport,
  type SearchRequest,
  type Seed,
  type Solution,
  type SolveOptions,
  type TreeNodeInfo,
  checkEvaluation,
  evaluationOf,
} from "../contract/index.js";
import { type RandomTree, edgeCostSum } from "./games/random-tree.js";
import { runSearch } from "./search/run.js";
import { mctsCounts } from "./search/mcts.js";
import { watchSearch, type Watch } from "./watch.js";
import { createTreePlayer } from "./players/tree-player.js";
import { perft } from "./perft.js";
import { runBounded } from "./bounded.js";
import type { Budget, Limits } from "./search/limits.js";
import type { SearchStats } from "./search/stats.js";
import { nameLine, positionGame } from "./position.js";
import { useEvaluation } from "./games/registry.js";

/** The names of the legal moves at a position, in move order. */
function namesAt(position: Position) {
  const { game, entry } = positionGame(position);
  return Array.from({ length: game.moveCount() }, (_, i) => entry.moveName(game, i));
}

/** The TypeScript reference engine: the same Engine as the core's, in plain TypeScript. */
export function createReferenceEngine(): Engine {
  const engine: Engine = {
    name: "ts",

    search(given: SearchRequest): SearchReport {
      checkRequestReadable(given);
      const request = withPreset(given);
      const { game, entry, movesLeft } = positionGame(request?.position);
      checkSearchLimits(request, movesLeft);
      useEvaluation(game, request.evaluation);
      const control = checkControl(request.control);
      const fromBook = bookReport(request, namesAt);
      if (fromBook) return fromBook;
      const watch = control && watcher(control, request.position);
      const start = performance.now();
      const result = runSearch(game, request.algorithm, watch ? { ...request, checkpoint: watch.checkpoint } : request);
      const ms = performance.now() - start;
      watch?.rethrow(); // a control callback's own error (contract/control.ts)
      if (result.cutShort) stoppedBeforeEnd(request.algorithm, result.stats.generated);
      return {
        ...(watch?.stopped() ? { stopped: true as const } : {}),
        ...mctsCounts(result),
        move: nameLine(entry, game, [result.move])[0],
        value: result.value,
        pv: nameLine(entry, game, result.pv),
        nodes: {
          generated: result.stats.generated,
          expanded: result.stats.expanded,
          regenerated: result.stats.regenerated,
        },
        peakStore: result.stats.peakStore,
        ms,
        ...oneThreadNote(request),
      };
    },

    createPlayer(given: PlayerDescription): Player {
      if (isLevelDescription(given))
        return playerHandle(levelPlayerParts(engine, checkLevelPlayerSpec(given), namesAt));
      const spec = checkPlayerSpec(given);
      const player = createTreePlayer(spec);
      return playerHandle({
        choose(position: Position, control?: SearchControl) {
          const { game } = positionGame(position);
          if (game.isTerminal()) fail("the position is terminal: the game is over there, there is no move to choose");
          const checked = checkControl(control);
          checkEvaluation(spec.evaluation, position.game);
          useEvaluation(game, spec.evaluation);
          const watch = checked && watcher(checked, position);
          const choice = player.choose(game, watch?.checkpoint);
          watch?.rethrow();
          return watch?.stopped() ? { ...choice, stopped: true } : choice;
        },
        observe: (move) => player.observe(move),
        bound: spec.bound,
        free() {},
        movesAt: namesAt,
        book: spec.book,
      });
    },

    perft(position: Position, depth: number, bounds?: Bounds): number[] {
      const d = checkInt("perft depth", depth, 1, MAX_PERFT_DEPTH);
      const checked = checkBounds("perft", bounds);
      const { game } = positionGame(position);
      if (!anyBound(checked)) return perft(game, d);
      const r = bounded(checked, (limits) => runBounded(limits, (stats) => perft(game, d, stats)));
      if (r.cut) stoppedBeforeEnd("perft", r.stats.generated);
      return r.value;
    },

    solve(position: Position, options?: SolveOptions): Solution {
      const notation = notationOf(position);
      if (!notation.solvable) noSolver(notation);
      const weak = checkSolveOptions(options);
      const checked = checkBounds("solve", options, SOLVE_OPTIONS);
      const { game, entry } = positionGame(position);
      const solver = entry.solve;
      if (!solver) noSolver(notation);
      const { value: r, cut } = bounded(checked, (limits) => runBounded(limits, () => solver(game, weak)));
      if (cut) stoppedBeforeEnd("solve", r.nodes);
      return {
        value: weak ? Math.sign(r.value) : r.value,
        move: r.best < 0 ? null : entry.moveName(game, r.best),
        nodes: r.nodes,
      };
    },

    moves(position: Position, options?: unknown): LegalMove[] {
      checkCallOptions("moves", options, []);
      const { game, entry } = positionGame(position);
      return Array.from({ length: game.moveCount() }, (_, i) => ({
        move: entry.moveName(game, i),
        ...entry.describeMove?.(game, i),
      }));
    },

    evaluate(position: Position, options?: unknown): number {
      checkCallOptions("evaluate", options, ["evaluation"]);
      const { game } = positionGame(position);
      useEvaluation(game, evaluationOf(options, position.game));
      return game.evaluate();
    },

    treeNode(spec: RandomTreeSpec, path?: readonly number[]): TreeNodeInfo {
      checkTreeFields(spec);
      const tree = positionGame({ game: "random", tree: spec, path }).game as RandomTree;
      return {
        index: u64ToString(tree.indexHiHere(), tree.indexLoHere()),
        value: tree.evaluate(),
        branching: tree.branchingHere(),
        depth: tree.depth,
      };
    },

    edgeCostSum(seed: Seed, first: number, count: number): number {
      checkEdgeRange(first, count);
      const { hi, lo } = seedHalves(seed);
      return edgeCostSum(hi, lo, first, count);
    },
  };
  return engine;
}

/**
 * Runs perft or a solve under its checked bounds (undefined limits: none); a control's
 * progress counts the nodes at the check (perft's positions made, a solver's nodes), with
 * no line. A control callback's own error is thrown first, once the operation has
 * returned (contract/control.ts).
 */
function bounded<T>(bounds: Bounds, run: (limits: Limits | undefined) => T): T {
  if (!anyBound(bounds)) return run(undefined);
  const control = bounds.control;
  let stats: SearchStats | undefined;
  const watch =
    control &&
    checkpointFor(control, (ms) => ({
      nodes: { generated: stats!.generated, expanded: 0, regenerated: 0 },
      ms,
      pv: [],
    }));
  const result = run({
    nodes: bounds.nodes,
    time: bounds.time,
    ...(watch
      ? {
          checkpoint: (s: SearchStats, _b: Budget | undefined, canStop: boolean) => ((stats = s), watch.check(canStop)),
        }
      : {}),
  });
  watch?.rethrow();
  return result;
}

/**
 * The watch of a search from `position` (the search's game moves during it): lines are
 * named on a second game at the root, so the searching game is not touched.
 */
function watcher(control: SearchControl, position: Position): Watch {
  const { game: root, entry } = positionGame(position);
  return watchSearch(control, (line) => nameLine(entry, root, line));
}
