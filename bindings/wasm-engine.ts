// The WebAssembly engine on the built-in games: the Engine interface over the core's ABI
// (./engine-on.ts), its positions set through the games' starts (./games.ts) and their
// moves named by each game's notation from the core's move codes.

import {
  checkEdgeRange,
  checkMoves,
  checkPath,
  checkTreeFields,
  illegalNamedMove,
  illegalPathMove,
  noSolver,
  notationOf,
  seedHalves,
  squareNames,
  u64ToString,
  type Engine,
  type GameNotation,
  type MoveName,
  type Position,
  type RandomTreeSpec,
  type Seed,
  type TreeNodeInfo,
} from "../contract/index.js";
import { Core } from "./core.js";
import { WASM_GAMES } from "./games.js";
import { engineOn, type CoreGame } from "./engine-on.js";

export function wasmEngineFrom(module: WebAssembly.Module): Engine {
  return wasmEngineOn(new Core(module));
}

/** The built-in games as the engine reaches them: positions by the games' starts, moves named from their codes. */
function builtinGames(core: Core): CoreGame<Position> {
  /** The game and notation of the position last set. */
  let game: Position["game"];
  let notation: GameNotation;
  const moveName = (move: number): MoveName => notation.moveName(core.exports.gameMoveCode(move));
  const moveNames = (): MoveName[] => Array.from({ length: core.exports.gameMoveCount() }, (_, i) => moveName(i));
  const named = (length: number): MoveName[] => {
    const io = core.io();
    const names: MoveName[] = [];
    for (let k = 0; k < length; k++) names.push(notation.moveName(io[k]));
    return names;
  };
  return {
    set(position, watched) {
      notation = notationOf(position);
      game = position.game;
      const wasm = WASM_GAMES[game];
      const c = core.exports;
      const io = core.io();
      const header = wasm.writeStart(position, io);
      const fromStart = wasm.pliesFromStart(position);
      const { names, codes, path } =
        position.game === "random"
          ? { names: [], codes: [], path: checkPath(position.path, fromStart) }
          : checkMoves(position, notation);
      io.set(codes, header);
      io.set(path, header + codes.length);
      const bad = c.gameSet(wasm.id, header, codes.length, path.length);
      if (bad >= 0 && bad < codes.length) illegalNamedMove(names[bad], bad, moveNames());
      if (bad >= 0) illegalPathMove(path, bad - codes.length, c.gameMoveCount());
      if (watched) c.lineSet(header, codes.length, path.length);
      const played = codes.length + path.length;
      return c.gameIsTerminal() ? 0 : fromStart === Infinity ? Infinity : fromStart - played;
    },
    moveName,
    moveNames,
    legalMoves() {
      const c = core.exports;
      return moveNames().map((move, i) => {
        if (game !== "othello") return { move };
        const lo = c.othelloFlips(i),
          hi = core.io()[0];
        return { move, flips: squareNames(hi, lo) };
      });
    },
    pvNames: () => named(core.exports.gamePvCodes()),
    lineNames() {
      const length = core.exports.searchLine();
      return length < 0 ? undefined : named(length);
    },
    checkSolvable(position) {
      const n = notationOf(position);
      if (!n.solvable) noSolver(n);
    },
  };
}

/** The engine on a core the caller made (tests lower its limits first: coreScratchLimit, coreLedgerLimit). */
export function wasmEngineOn(core: Core): Engine {
  const games = builtinGames(core);
  const methods = engineOn(core, games);
  return {
    name: "wasm",
    ...methods,

    treeNode(spec: RandomTreeSpec, path?: readonly number[]): TreeNodeInfo {
      checkTreeFields(spec);
      return core.run("tree", (c) => {
        games.set({ game: "random", tree: spec, path }, false);
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
