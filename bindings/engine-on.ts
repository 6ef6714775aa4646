// The engine's methods over the core's ABI, the same for every game the core may hold:
// the built-in games (./wasm-engine.ts) and a game kit's one class (./kit-engine.ts).
// Thin by design: it checks with the contract's checks, sets the position through the
// game's adapter, makes one call, and reads the results back, named by the adapter. No
// search logic lives here.

import {
  oneThreadNote,
  anyBound,
  bookReport,
  checkBounds,
  checkCallOptions,
  checkRequestReadable,
  withPreset,
  stoppedBeforeEnd,
  SOLVE_OPTIONS,
  wantsProgress,
  type Bounds,
  SEARCH_NAMES,
  checkControl,
  checkInt,
  checkpointFor,
  checkSolveOptions,
  checkPlayerSpec,
  checkLevelPlayerSpec,
  isLevelDescription,
  levelPlayerParts,
  type Engine,
  type PlayerDescription,
  playerMemoryNodes,
  checkEvaluation,
  evaluationOf,
  checkSearchLimits,
  fail,
  ledgerFull,
  MAX_PERFT_DEPTH,
  MAX_SEARCH_MEMORY_NODES,
  defaultSearchMemoryNodes,
  MMA_DEFAULT_CONSTANT,
  MMA_DEFAULT_P,
  outOfMemory,
  PLAYER_KINDS,
  playerHandle,
  type LegalMove,
  type MoveName,
  type Player,
  type PlayerChoice,
  type PlayerParts,
  type Position,
  type SearchControl,
  type SearchReport,
  type SearchRequest,
  type Solution,
  type SolveOptions,
} from "../contract/index.js";
import type { Core } from "./core.js";
import { setMctsPlayer } from "./mcts-options.js";
import { setSettings } from "./settings.js";
import { loadLearnedWeights } from "./othello-learned.js";

/**
 * The last search's value and, where it has one, its value vector (assembly/search/result-values.ts): a mean
 * (expectimax's, Star2's) in place of the whole value, and the vector one value a player, as the reference has them.
 */
function resultValues(c: Core["exports"]): { value: number; values?: number[] } {
  const value = c.searchMeanValued() !== 0 ? c.searchMean() : c.searchValue();
  const length = c.searchValuesLength();
  if (length === 0) return { value };
  return { value, values: Array.from({ length }, (_, p) => c.searchValuesAt(p)) };
}

/**
 * How the engine reaches one kind of game in the core: its positions, and its moves' names. Each is called inside
 * core.run.
 */
export interface CoreGame<P> {
  /**
   * Sets the core's game to `position`, checked move by move; returns the plies left to
   * its end (0: over; Infinity: not known). `watched`: also the second instance the
   * watcher names a search's line on.
   */
  set(position: P, watched: boolean): number;
  /** The name of move `move` at the position set. */
  moveName(move: number): MoveName;
  /** The names of the moves at the position set. */
  moveNames(): MoveName[];
  /** The legal moves at the position set, with what the game adds to a name (Othello: the discs flipped). */
  legalMoves(): LegalMove[];
  /** The last search's principal variation, named from the position set. */
  pvNames(): MoveName[];
  /** The running search's current line, named (undefined: it knows none yet); called from its checkpoint. */
  lineNames(): MoveName[] | undefined;
  /** Refuses a solve of a game without a solver (before the core is touched). */
  checkSolvable(position: P): void;
  /** The game is a user's (a game kit's class): it takes every search, those of a user's game alone too. */
  everySearch?: true;
  /** What a player compares moves' names by (contract/player.ts; default: their codes in the game's notation). */
  moveKey?: PlayerParts["moveKey"];
}

/** The methods every engine over the core has, on positions `P`. */
export interface CoreMethods<P> {
  search(request: Omit<SearchRequest, "position"> & { position: P }): SearchReport;
  createPlayer(spec: PlayerDescription): Player;
  perft(position: P, depth: number, bounds?: Bounds): number[];
  solve(position: P, options?: SolveOptions): Solution;
  /** `options`: none taken (an object of no key, or undefined; contract/options.ts). */
  moves(position: P, options?: unknown): LegalMove[];
  evaluate(position: P, options?: unknown): number;
}

/**
 * A request's algorithm as the core's messages name the search, read without running the
 * caller's code (a getter, most proxy traps): the request is read in the reference
 * engine's order, the position first, so a request bad in two places fails alike in both.
 */
function algorithmLabel(request: unknown): string {
  try {
    const field =
      request !== null && typeof request === "object"
        ? Object.getOwnPropertyDescriptor(request, "algorithm")
        : undefined;
    return typeof field?.value === "string" ? field.value : "?";
  } catch {
    return "?";
  }
}

/** A boolean setting as the core's i32: 1 on, 0 off or absent. */
const on = (setting: boolean | undefined): number => (setting === true ? 1 : 0);

/** Two i32 words of the buffer as one unsigned 64-bit count (exact below 2^53). */
export const u64At = (io: Int32Array, k: number): number => (io[k + 1] >>> 0) * 4294967296 + (io[k] >>> 0);

export function engineOn<P>(core: Core, game: CoreGame<P>): CoreMethods<P> {
  /**
   * The checkpoint of a watched search: progress read from the core's counters (safe
   * mid-search: plain globals), the search's current line (named by the core on the
   * second instance of the game, set at the root by game.set(position, true)) and
   * iterative deepening's completed iteration, whose root move is named from `rootNames`
   * (taken before the search: the game moves during it).
   */
  function watcher(control: SearchControl, rootNames: readonly MoveName[]) {
    const c = core.exports;
    return checkpointFor(control, (ms) => {
      const depth = c.searchCompletedDepth();
      const line = game.lineNames();
      return {
        nodes: { generated: c.searchGenerated(), expanded: c.searchExpanded(), regenerated: c.searchRegenerated() },
        ms,
        pv: line ?? [],
        ...(line === undefined ? {} : { value: c.searchLineValue() }),
        best: depth > 0 ? { move: rootNames[c.searchMove()], value: c.searchValue(), depth } : undefined,
      };
    });
  }

  /**
   * Runs perft or a solve (`body`, inside core.run) under its checked bounds; a control
   * hears progress (the nodes counted at the check: perft's positions made, a solver's
   * nodes; no line) and may stop it. Returns its value and, when a check cut it short,
   * the nodes generated by then; a control callback's own error is thrown first, once the
   * core has returned (contract/control.ts).
   */
  function bounded<T>(
    operation: string,
    bounds: Bounds,
    body: (c: Core["exports"]) => T,
  ): { value: T; cut?: { generated: number } } {
    const control = bounds.control;
    const watch =
      control &&
      checkpointFor(control, (ms) => {
        return { nodes: { generated: core.exports.operationNodes(), expanded: 0, regenerated: 0 }, ms, pv: [] };
      });
    const result = core.run(operation, (c) => {
      const value = watch ? core.watched(watch.check, () => body(c)) : body(c);
      return { value, ...(anyBound(bounds) && c.searchCutShort() ? { cut: { generated: c.searchGenerated() } } : {}) };
    });
    watch?.rethrow();
    return result;
  }

  /** The names of the legal moves at a player's position (the handle's positions are the adapter's). */
  const namesAt = (position: Position) =>
    core.run("moves", () => {
      game.set(position as unknown as P, false);
      return game.moveNames();
    });

  const methods: CoreMethods<P> = {
    search(given) {
      checkRequestReadable(given);
      const request = withPreset(given);
      let watch: ReturnType<typeof watcher> | undefined;
      let cutAfter = -1;
      const report = core.run(`search (${algorithmLabel(request)})`, (c) => {
        const movesLeft = game.set(request?.position, wantsProgress(request?.control));
        checkSearchLimits(request as SearchRequest, movesLeft, false, game.everySearch === true);
        const control = checkControl(request.control);
        const fromBook = bookReport(request as SearchRequest, (position) => {
          game.set(position as unknown as P, false);
          return game.moveNames();
        });
        if (fromBook) return fromBook;
        const memoryNodes = request.memoryNodes ?? defaultSearchMemoryNodes(request.algorithm);
        c.searchMemoryLimit(memoryNodes);
        if (request.evaluation === "learned") loadLearnedWeights(c);
        setSettings(c, request);
        const mcts = request.algorithm === "mcts";
        const run = () =>
          c.gameSearch(
            SEARCH_NAMES.indexOf(request.algorithm),
            request.horizon ?? 0,
            request.stopDepth ?? 0,
            request.bound ?? 0,
            request.nodes ?? 0,
            request.time ?? 0,
          );
        watch = control && watcher(control, game.moveNames());
        const start = performance.now();
        if (watch) core.watched(watch.check, run);
        else run();
        const ms = performance.now() - start;
        const full = c.searchTreeFull();
        if (full === 2) ledgerFull(request.algorithm);
        if (full) outOfMemory(request.algorithm, memoryNodes);
        // Cut short, the search has no answer: nothing of it is named (the core holds no
        // result then, and naming one would play moves the position may not have).
        if (c.searchCutShort()) {
          cutAfter = c.searchGenerated();
          return undefined;
        }
        const move = game.moveName(c.searchMove());
        const pv = game.pvNames();
        return {
          ...(watch?.stopped() ? { stopped: true as const } : {}),
          ...(mcts ? { simulations: c.searchSimulations(), evaluations: c.searchEvaluations() } : {}),
          move,
          ...resultValues(c),
          pv,
          nodes: { generated: c.searchGenerated(), expanded: c.searchExpanded(), regenerated: c.searchRegenerated() },
          peakStore: c.searchPeakStore(),
          ms,
          ...oneThreadNote(request),
        };
      });
      watch?.rethrow(); // a control callback's own error, after the core has returned (contract/control.ts)
      if (report === undefined) stoppedBeforeEnd(request.algorithm, cutAfter);
      return report;
    },

    createPlayer(given: PlayerDescription): Player {
      if (isLevelDescription(given)) {
        const level = checkLevelPlayerSpec(given);
        const on = methods as unknown as Pick<Engine, "search" | "moves" | "evaluate">;
        return playerHandle({
          ...levelPlayerParts(on, level, namesAt),
          ...(game.moveKey ? { moveKey: game.moveKey } : {}),
        });
      }
      const spec = checkPlayerSpec(given);
      const slot = core.run("createPlayer", (c) =>
        c.playerCreate(
          PLAYER_KINDS.indexOf(spec.kind),
          spec.bound ?? 0,
          spec.horizon ?? 0,
          spec.retain === false ? 0 : 1,
          playerMemoryNodes(spec),
          spec.onFull === "linear" ? 1 : 0,
        ),
      );
      if (slot < 0) fail("a WebAssembly engine holds at most 8 players at once: dispose() those you no longer need");
      if (spec.countRegenerations === true) core.run("createPlayer", (c) => c.playerCountRegenerations(slot, 1));
      if (spec.kind === "mma" || spec.kind === "alphabeta-tt")
        core.run("createPlayer", (c) =>
          c.playerMma(
            slot,
            spec.moveCalls ?? 0,
            spec.nodes ?? 0,
            spec.time ?? 0,
            spec.p ?? MMA_DEFAULT_P,
            spec.penaltyConstant ?? MMA_DEFAULT_CONSTANT,
          ),
        );
      if (spec.kind === "alphabeta-tt")
        core.run("createPlayer", (c) =>
          c.playerTechniques(
            slot,
            on(spec.pvs),
            on(spec.history),
            on(spec.lmr),
            on(spec.quiescence),
            on(spec.nullMove),
          ),
        );
      if (spec.kind === "mcts") core.run("createPlayer", (c) => setMctsPlayer(c, slot, spec));
      if (spec.evaluation === "learned") core.run("createPlayer", (c) => c.playerEvaluation(slot, 1));
      const generation = core.generation;
      const alive = () => {
        if (core.generation !== generation)
          fail("this player was lost when the core restarted after a failure; create a new one");
      };
      // The adapter's positions are the handle's (a kit's positions have no `game`): the handle only passes them back.
      const at = (position: Position) => position as unknown as P;
      return playerHandle({
        choose(position: Position, control?: SearchControl) {
          alive();
          let watch: ReturnType<typeof watcher> | undefined;
          const choice = core.run("a player's search", (c): PlayerChoice => {
            const movesLeft = game.set(at(position), wantsProgress(control));
            if (movesLeft === 0) fail("the position is terminal: the game is over there, there is no move to choose");
            checkControl(control);
            checkEvaluation(spec.evaluation, (position as { game?: unknown } | undefined)?.game);
            if (spec.evaluation === "learned") loadLearnedWeights(c);
            // A player's RBFMS whose regeneration ledger filled (searchTreeFull 2) stopped there: its move is played.
            watch = control && watcher(control, game.moveNames());
            if (watch) core.watched(watch.check, () => c.gamePlayerChoose(slot));
            else c.gamePlayerChoose(slot);
            // Only a fallback on RBFMS whose frames passed a search's most fills up (assembly/players.ts).
            if (c.searchTreeFull() === 1) outOfMemory("rbfms", MAX_SEARCH_MEMORY_NODES);
            return {
              move: c.searchMove(),
              value: c.searchValue(),
              generated: c.searchGenerated(),
              expanded: c.searchExpanded(),
              regenerated: c.searchRegenerated(),
              kept: c.playerKept(slot),
              stored: c.playerStored(slot),
              ...(watch?.stopped() ? { stopped: true as const } : {}),
            };
          });
          watch?.rethrow();
          return choice;
        },
        observe(move: number) {
          alive();
          core.run("a player's move", (c) => c.playerObserve(slot, move));
        },
        // The slot may already belong to a new instance's player after a restart: free only our own.
        // Disposed from a search's callback, it is freed when that search returns (the handle is
        // disposed at once: a refusal here would leave the slot taken for good).
        free() {
          core.whenIdle(() => {
            if (core.generation === generation) core.run("dispose", (c) => c.playerFree(slot));
          });
        },
        movesAt: namesAt,
        bound: spec.bound,
        book: spec.book,
        ...(game.moveKey ? { moveKey: game.moveKey } : {}),
      });
    },

    perft(position, depth, bounds) {
      const d = checkInt("perft depth", depth, 1, MAX_PERFT_DEPTH);
      const checked = checkBounds("perft", bounds);
      const { value, cut } = bounded("perft", checked, (c) => {
        game.set(position, false);
        c.gamePerft(d, checked.nodes ?? 0, checked.time ?? 0);
        const io = core.io();
        return Array.from({ length: d }, (_, k) => u64At(io, 2 * k));
      });
      if (cut) stoppedBeforeEnd("perft", cut.generated);
      return value;
    },

    solve(position, options) {
      game.checkSolvable(position);
      const weak = checkSolveOptions(options);
      const checked = checkBounds("solve", options, SOLVE_OPTIONS);
      const { value: solution, cut } = bounded("solve", checked, (c) => {
        game.set(position, false);
        const value = c.gameSolve(weak ? 1 : 0, checked.nodes ?? 0, checked.time ?? 0);
        const io = core.io();
        const best = io[0],
          nodes = u64At(io, 1);
        return {
          value: weak ? Math.sign(value) : value,
          move: best < 0 || c.searchCutShort() ? null : game.moveName(best),
          nodes,
        };
      });
      if (cut) stoppedBeforeEnd("solve", solution.nodes);
      return solution;
    },

    moves(position, options) {
      checkCallOptions("moves", options, []);
      return core.run("moves", () => {
        game.set(position, false);
        return game.legalMoves();
      });
    },

    evaluate(position, options) {
      checkCallOptions("evaluate", options, ["evaluation"]);
      return core.run("evaluate", (c) => {
        game.set(position, false);
        const evaluation = evaluationOf(options, (position as { game?: unknown } | undefined)?.game);
        if (evaluation === "learned") loadLearnedWeights(c);
        setSettings(c, { evaluation });
        return c.gameEvaluate();
      });
    },
  };
  return methods;
}
