// The WebAssembly engine: the Engine interface over the core's ABI, the same methods for
// every game. Thin by design: it checks with the contract's checks, writes the position
// into the exchange buffer, makes one call, and reads the results back (move codes are
// named by the game's notation). No search logic lives here.

import {
  ALGORITHMS, checkControl, checkEdgeRange, checkInt, checkpointFor, checkSolveOptions, noSolver, checkMoves, checkPath, checkPlayerSpec, checkSearchLimits, fail,
  illegalNamedMove, illegalPathMove, MAX_MEMORY_NODES, MAX_PERFT_DEPTH, MAX_SEARCH_MEMORY_NODES, ledgerFull, defaultSearchMemoryNodes, DEFAULT_TABLE_ENTRIES, MMA_DEFAULT_CONSTANT, MMA_DEFAULT_P, outOfMemory,
  notationOf, PLAYER_KINDS, playerHandle, seedHalves, squareNames,
  u64ToString,
  type Engine, type GameNotation, type LegalMove, type MoveName, type Player, type PlayerChoice, type PlayerSpec, type Position,
  type RandomTreeSpec, type SearchControl, type SearchReport, type SearchRequest, type Seed, type Solution, type SolveOptions, type TreeNodeInfo,
} from "../contract/index.js";
import { Core } from "./core.js";
import { WASM_GAMES } from "./games.js";
import { setMctsOptions } from "./mcts-options.js";

/**
 * A request's algorithm as the core's messages name the search, read without running the
 * caller's code (a getter, most proxy traps): the request is read in the reference
 * engine's order, the position first, so a request bad in two places fails alike in both.
 */
function algorithmLabel(request: unknown): string {
  try {
    const field = request !== null && typeof request === "object" ? Object.getOwnPropertyDescriptor(request, "algorithm") : undefined;
    return typeof field?.value === "string" ? field.value : "?";
  } catch {
    return "?";
  }
}

/** Two i32 words of the buffer as one unsigned 64-bit count (exact below 2^53). */
const u64At = (io: Int32Array, k: number): number => (io[k + 1] >>> 0) * 4294967296 + (io[k] >>> 0);

export function wasmEngineFrom(module: WebAssembly.Module): Engine {
  return wasmEngineOn(new Core(module));
}

/** The engine on a core the caller made (tests lower its limits first: coreScratchLimit, coreLedgerLimit). */
export function wasmEngineOn(core: Core): Engine {

  /**
   * Sets the core's game to `position`, checked move by move (inside core.run). Returns
   * the game's notation and the plies left to its end (0: over; Infinity: not known).
   * `watched`: also the second instance the watcher names a search's line on.
   */
  function setPosition(position: Position, watched = false): { notation: GameNotation; movesLeft: number } {
    const notation = notationOf(position);
    const game = WASM_GAMES[position.game];
    const c = core.exports;
    const io = core.io();
    const header = game.writeStart(position, io);
    const fromStart = game.pliesFromStart(position);
    const { names, codes, path } = position.game === "random"
      ? { names: [], codes: [], path: checkPath(position.path, fromStart) }
      : checkMoves(position, notation);
    io.set(codes, header);
    io.set(path, header + codes.length);
    const bad = c.gameSet(game.id, header, codes.length, path.length);
    if (bad >= 0 && bad < codes.length) illegalNamedMove(names[bad], bad, moveNames(notation));
    if (bad >= 0) illegalPathMove(path, bad - codes.length, c.gameMoveCount());
    if (watched) c.lineSet(header, codes.length, path.length);
    const played = codes.length + path.length;
    const movesLeft = c.gameIsTerminal() ? 0 : fromStart === Infinity ? Infinity : fromStart - played;
    return { notation, movesLeft };
  }

  /**
   * The checkpoint of a watched search: progress read from the core's counters (safe
   * mid-search: plain globals), the search's current line (named by the core on the
   * second instance of the game, set at the root by setPosition(position, true)) and
   * iterative deepening's completed iteration, whose root move is named from `rootNames`
   * (taken before the search: the game moves during it).
   */
  function watcher(control: SearchControl, notation: GameNotation, rootNames: readonly MoveName[]) {
    const c = core.exports;
    return checkpointFor(control, (ms) => {
      const depth = c.searchCompletedDepth();
      const length = c.searchLine();
      return {
        nodes: { generated: c.searchGenerated(), expanded: c.searchExpanded(), regenerated: c.searchRegenerated() }, ms,
        pv: length < 0 ? [] : Array.from(core.io().subarray(0, length), (code) => notation.moveName(code)),
        ...(length < 0 ? {} : { value: c.searchLineValue() }),
        best: depth > 0 ? { move: rootNames[c.searchMove()], value: c.searchValue(), depth } : undefined,
      };
    });
  }

  /** The names of the moves at the core's position. */
  function moveNames(notation: GameNotation): MoveName[] {
    const c = core.exports;
    return Array.from({ length: c.gameMoveCount() }, (_, i) => notation.moveName(c.gameMoveCode(i)));
  }

  return {
    name: "wasm",

    search(request: SearchRequest): SearchReport {
      let watch: ReturnType<typeof watcher> | undefined;
      const report = core.run(`search (${algorithmLabel(request)})`, (c) => {
        const { notation, movesLeft } = setPosition(request?.position, request?.control?.onProgress !== undefined);
        checkSearchLimits(request, movesLeft);
        const control = checkControl(request.control);
        const memoryNodes = request.memoryNodes ?? defaultSearchMemoryNodes(request.algorithm);
        c.searchMemoryLimit(memoryNodes);
        c.searchSettings(request.moveCalls ?? 0, request.p ?? MMA_DEFAULT_P, request.penaltyConstant ?? MMA_DEFAULT_CONSTANT);
        c.searchCountRegenerations(request.countRegenerations === false ? 0 : 1);
        c.searchAspiration(request.aspiration ?? 0);
        const mcts = request.algorithm === "mcts";
        if (mcts) setMctsOptions(c, request);
        const run = () => c.gameSearch(ALGORITHMS.indexOf(request.algorithm), request.horizon ?? 0, request.stopDepth ?? 0,
          request.bound ?? 0, request.nodes ?? 0, request.time ?? 0);
        watch = control && watcher(control, notation, moveNames(notation));
        const start = performance.now();
        if (watch) core.watched(watch.check, run);
        else run();
        const ms = performance.now() - start;
        const full = c.searchTreeFull();
        if (full === 2) ledgerFull(request.algorithm);
        if (full) outOfMemory(request.algorithm, memoryNodes);
        const move = notation.moveName(c.gameMoveCode(c.searchMove()));
        const pv = Array.from(core.io().subarray(0, c.gamePvCodes()), (code) => notation.moveName(code));
        return {
          ...(watch?.stopped() ? { stopped: true as const } : {}),
          ...(mcts ? { simulations: c.searchSimulations(), evaluations: c.searchEvaluations() } : {}),
          move,
          value: c.searchValue(),
          pv,
          nodes: { generated: c.searchGenerated(), expanded: c.searchExpanded(), regenerated: c.searchRegenerated() },
          peakStore: c.searchPeakStore(),
          ms,
        };
      });
      watch?.rethrow(); // a control callback's own error, after the core has returned (contract/control.ts)
      return report;
    },

    createPlayer(spec: PlayerSpec): Player {
      checkPlayerSpec(spec);
      const slot = core.run("createPlayer", (c) =>
        c.playerCreate(PLAYER_KINDS.indexOf(spec.kind), spec.bound ?? 0, spec.horizon ?? 0, spec.retain === false ? 0 : 1,
          spec.memoryNodes ?? (spec.kind === "alphabeta-tt" ? DEFAULT_TABLE_ENTRIES : MAX_MEMORY_NODES), spec.onFull === "linear" ? 1 : 0));
      if (slot < 0) fail("a WebAssembly engine holds at most 8 players at once: dispose() those you no longer need");
      if (spec.countRegenerations === true) core.run("createPlayer", (c) => c.playerCountRegenerations(slot, 1));
      if (spec.kind === "mma" || spec.kind === "alphabeta-tt")
        core.run("createPlayer", (c) => c.playerMma(slot, spec.moveCalls ?? 0, spec.nodes ?? 0, spec.time ?? 0,
          spec.p ?? MMA_DEFAULT_P, spec.penaltyConstant ?? MMA_DEFAULT_CONSTANT));
      const generation = core.generation;
      const alive = () => {
        if (core.generation !== generation) fail("this player was lost when the core restarted after a failure; create a new one");
      };
      return playerHandle({
        choose(position: Position, control?: SearchControl) {
          alive();
          let watch: ReturnType<typeof watcher> | undefined;
          const choice = core.run("a player's search", (c): PlayerChoice => {
            const { notation, movesLeft } = setPosition(position, control?.onProgress !== undefined);
            if (movesLeft === 0) fail("the position is terminal: the game is over there, there is no move to choose");
            checkControl(control);
            // A player's RBFMS whose regeneration ledger filled (searchTreeFull 2) stopped there: its move is played.
            watch = control && watcher(control, notation, moveNames(notation));
            if (watch) core.watched(watch.check, () => c.gamePlayerChoose(slot));
            else c.gamePlayerChoose(slot);
            // Only a fallback on RBFMS whose frames passed a search's most fills up (assembly/players.ts).
            if (c.searchTreeFull() === 1) outOfMemory("rbfms", MAX_SEARCH_MEMORY_NODES);
            return {
              move: c.searchMove(), value: c.searchValue(),
              generated: c.searchGenerated(), expanded: c.searchExpanded(), regenerated: c.searchRegenerated(),
              kept: c.playerKept(slot), stored: c.playerStored(slot),
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
        movesAt: (position: Position) => core.run("moves", () => moveNames(setPosition(position).notation)),
        bound: spec.bound,
      });
    },

    perft(position: Position, depth: number): number[] {
      const d = checkInt("perft depth", depth, 1, MAX_PERFT_DEPTH);
      return core.run("perft", (c) => {
        setPosition(position);
        c.gamePerft(d);
        const io = core.io();
        return Array.from({ length: d }, (_, k) => u64At(io, 2 * k));
      });
    },

    solve(position: Position, options?: SolveOptions): Solution {
      const notation = notationOf(position);
      if (!notation.solvable) noSolver(notation);
      const weak = checkSolveOptions(options);
      return core.run("solve", (c) => {
        setPosition(position);
        const value = c.gameSolve(weak ? 1 : 0);
        const io = core.io();
        const best = io[0], nodes = u64At(io, 1);
        return { value: weak ? Math.sign(value) : value, move: best < 0 ? null : notation.moveName(c.gameMoveCode(best)), nodes };
      });
    },

    moves(position: Position): LegalMove[] {
      return core.run("moves", (c) => {
        const { notation } = setPosition(position);
        return moveNames(notation).map((move, i) => {
          if (position.game !== "othello") return { move };
          const lo = c.othelloFlips(i), hi = core.io()[0];
          return { move, flips: squareNames(hi, lo) };
        });
      });
    },

    evaluate(position: Position): number {
      return core.run("evaluate", (c) => {
        setPosition(position);
        return c.gameEvaluate();
      });
    },

    treeNode(spec: RandomTreeSpec, path?: readonly number[]): TreeNodeInfo {
      return core.run("tree", (c) => {
        setPosition({ game: "random", tree: spec, path });
        return {
          index: u64ToString(c.treeIndexHi(), c.treeIndexLo()),
          value: c.treeValue(),
          branching: c.treeBranching(),
          depth: c.treeDepth(),
        };
      });
    },

    edgeCostSum(seed: Seed, first: number, count: number): number {
      checkEdgeRange(first, count);
      const { hi, lo } = seedHalves(seed);
      return core.run("edgeCostSum", (c) => c.edgeCostSum(lo, hi, first, count));
    },
  };
}
