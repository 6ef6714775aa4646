// The WebAssembly engine: the Engine interface over the core's ABI. Thin by design:
// it validates with the reference's shared checks, writes bulk input into the exchange
// buffer, makes one call, and reads the results back. No search logic lives here.

import {
  type Engine, type RandomTreeSpec, type TreeNodeInfo,
  randomTreeParams, checkPath, illegalPathMove, checkEdgeRange,
} from "../reference/engine.js";
import { seedHalves, fail, checkInt, type Seed } from "../reference/errors.js";
import { ALGORITHMS, checkSearchLimits, type SearchRequest, type SearchReport } from "../reference/search-request.js";
import { u64ToString } from "../reference/u64.js";
import { Core } from "./core.js";
import { checkPlayerSpec, type Player } from "../reference/engine.js";
import type { PlayerSpec } from "../reference/players/tree-player.js";
import { GAMES, OTHELLO_MAX_PLIES, type Position, type MoveName } from "../reference/search-request.js";
import { parseBoard } from "../reference/othello-board.js";
import { squareName } from "../reference/games/othello.js";
import { wasmOthello } from "./wasm-othello.js";

const PLAYER_KINDS = ["bestfirst", "extension", "alphabeta"] as const;
/** The name of an Othello square (-1: the pass). */
const othelloName = (square: number): string => (square < 0 ? "pass" : squareName(square));

export function wasmEngineFrom(module: WebAssembly.Module): Engine {
  const core = new Core(module);

  /** Sets the core's game to `position`; returns the plies left to its end (Infinity: not known, Othello). */
  function setPosition(position: Position): number {
    const c = core.exports;
    if (position?.game === "random") {
      const p = walkTo(position.tree, position.path);
      return p.terminalDepth - c.treeDepth();
    }
    if (position?.game === "othello") {
      const b = parseBoard(position.board);
      const moves = checkPath(position.path, OTHELLO_MAX_PLIES);
      const io = core.io();
      io.set(b.cells);
      io[64] = b.blackToMove ? 1 : 0;
      io.set(moves, 65);
      const bad = c.othelloPosition(moves.length);
      if (bad >= 0) illegalPathMove(moves, bad, c.othelloMoveCount());
      return c.othelloMoveCount() === 0 ? 0 : Infinity;
    }
    return fail(`unknown game "${String((position as { game?: unknown })?.game)}"; games: ${GAMES.join(", ")}`);
  }

  /** Configures the core's random tree and walks `path` (checked); returns the parameters. */
  function walkTo(spec: RandomTreeSpec, path?: readonly number[]) {
    const p = randomTreeParams(spec);
    const moves = checkPath(path, p.terminalDepth);
    const c = core.exports;
    c.treeConfigure(p.seedLo, p.seedHi, p.branching, p.mode === "uniform" ? 1 : 0, p.terminalDepth);
    core.io().set(moves);
    const bad = c.treeWalk(moves.length);
    if (bad >= 0) illegalPathMove(moves, bad, c.treeDepth() >= p.terminalDepth ? 0 : c.treeBranching());
    return p;
  }

  return {
    name: "wasm",

    treeNode(spec: RandomTreeSpec, path?: readonly number[]): TreeNodeInfo {
      return core.run("tree", (c) => {
        walkTo(spec, path);
        return {
          index: u64ToString(c.treeIndexHi(), c.treeIndexLo()),
          value: c.treeValue(),
          branching: c.treeBranching(),
          depth: c.treeDepth(),
        };
      });
    },

    search(request: SearchRequest): SearchReport {
      return core.run(`search (${String(request?.algorithm)})`, (c) => {
        checkSearchLimits(request, setPosition(request?.position));
        const othello = request.position.game === "othello";
        const start = performance.now();
        (othello ? c.othelloSearch : c.searchRandom)(ALGORITHMS.indexOf(request.algorithm), request.horizon ?? 0,
          request.stopDepth ?? 0, request.bound ?? 0, request.nodes ?? 0, request.time ?? 0);
        const ms = performance.now() - start;
        const move: MoveName = othello ? othelloName(c.othelloMoveSquare(c.searchMove())) : c.searchMove();
        const line = Array.from(core.io().subarray(0, othello ? c.othelloPvSquares() : c.searchPv()));
        return {
          move,
          value: c.searchValue(),
          pv: othello ? line.map(othelloName) : line,
          nodes: { generated: c.searchGenerated(), expanded: c.searchExpanded(), regenerated: c.searchRegenerated() },
          peakStore: c.searchPeakStore(),
          ms,
        };
      });
    },

    createPlayer(spec: PlayerSpec): Player {
      checkPlayerSpec(spec);
      const slot = core.run("createPlayer", (c) =>
        c.playerCreate(PLAYER_KINDS.indexOf(spec.kind), spec.bound ?? 0, spec.horizon ?? 0, spec.retain === false ? 0 : 1,
          spec.memoryNodes ?? 0, spec.onFull === "linear" ? 1 : 0));
      if (slot < 0) fail("a WebAssembly engine holds at most 8 players at once: dispose() those you no longer need");
      const generation = core.generation;
      const alive = () => {
        if (core.generation !== generation) fail("this player was lost when the core restarted after a failure; create a new one");
      };
      return {
        choose(position: Position) {
          alive();
          return core.run("a player's search", (c) => {
            if (setPosition(position) === 0) fail("the position is terminal: the game is over there, there is no move to choose");
            if (position.game === "othello") c.othelloPlayerChoose(slot);
            else c.playerChooseRandom(slot);
            return {
              move: c.searchMove(), value: c.searchValue(),
              generated: c.searchGenerated(), expanded: c.searchExpanded(), regenerated: c.searchRegenerated(),
              kept: c.playerKept(slot), stored: c.playerStored(slot),
            };
          });
        },
        observe(move: number) {
          alive();
          checkInt("move", move, 0, 65535);
          core.run("a player's move", (c) => c.playerObserve(slot, move));
        },
        dispose() {
          if (core.generation === generation) core.run("dispose", (c) => c.playerFree(slot));
        },
      };
    },

    edgeCostSum(seed: Seed, first: number, count: number): number {
      checkEdgeRange(first, count);
      const { hi, lo } = seedHalves(seed);
      return core.run("edgeCostSum", (c) => c.edgeCostSum(lo, hi, first, count));
    },

    ...wasmOthello(core),
  };
}
