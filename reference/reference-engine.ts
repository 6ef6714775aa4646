// The TypeScript reference engine: the Engine interface over the reference's games and
// searches. It is the oracle the tests hold the WebAssembly core to, and the baseline
// the benchmarks compare it with.

import {
  type Engine, type RandomTreeSpec, type TreeNodeInfo,
  randomTreeParams, checkPath, illegalPathMove, checkEdgeRange,
} from "./engine.js";
import { seedHalves, type Seed } from "./errors.js";
import { RandomTree, edgeCostSum } from "./games/random-tree.js";
import { u64ToString } from "./u64.js";
import { checkSearchLimits, type SearchRequest, type SearchReport } from "./search-request.js";
import { search } from "./search/index.js";
import { fail, checkInt } from "./errors.js";
import { checkPlayerSpec, type Player } from "./engine.js";
import { createTreePlayer, type PlayerSpec } from "./players/tree-player.js";
import { GAMES, OTHELLO_MAX_PLIES, type Position, type MoveName } from "./search-request.js";
import { referenceOthello, gameAt } from "./othello-reference.js";
import { parseBoard } from "./othello-board.js";
import type { Game } from "./game.js";

export function createReferenceEngine(): Engine {
  return {
    name: "ts",

    treeNode(spec: RandomTreeSpec, path?: readonly number[]): TreeNodeInfo {
      const tree = randomTreeAt(spec, path);
      return {
        index: u64ToString(tree.indexHiHere(), tree.indexLoHere()),
        value: tree.evaluate(),
        branching: tree.branchingHere(),
        depth: tree.depth,
      };
    },

    search(request: SearchRequest): SearchReport {
      const { game, movesLeft } = positionGame(request?.position);
      checkSearchLimits(request, movesLeft);
      const start = performance.now();
      const result = search(game, request.algorithm, request);
      const ms = performance.now() - start;
      const pv = nameLine(game, result.pv, request.position.game === "random");
      return {
        move: nameLine(game, [result.move], request.position.game === "random")[0],
        value: result.value,
        pv,
        nodes: { generated: result.stats.generated, expanded: result.stats.expanded, regenerated: result.stats.regenerated },
        peakStore: result.stats.peakStore,
        ms,
      };
    },

    createPlayer(spec: PlayerSpec): Player {
      const player = createTreePlayer(checkPlayerSpec(spec));
      return {
        choose(position: Position) {
          const { game } = positionGame(position);
          if (game.isTerminal()) fail("the position is terminal: the game is over there, there is no move to choose");
          return player.choose(game);
        },
        observe: (move) => player.observe(checkInt("move", move, 0, 65535)),
        dispose() {},
      };
    },

    edgeCostSum(seed: Seed, first: number, count: number): number {
      checkEdgeRange(first, count);
      const { hi, lo } = seedHalves(seed);
      return edgeCostSum(hi, lo, first, count);
    },

    ...referenceOthello(),
  };
}

/** The random game of `spec`, positioned at the end of `path` (checked as it is walked). */
function randomTreeAt(spec: RandomTreeSpec, path?: readonly number[]): RandomTree {
  const params = randomTreeParams(spec);
  const moves = checkPath(path, params.terminalDepth);
  const tree = new RandomTree(params);
  for (let k = 0; k < moves.length; k++) {
    const count = tree.moveCount();
    if (moves[k] >= count) illegalPathMove(moves, k, count);
    tree.play(moves[k]);
  }
  return tree;
}

/** The game at `position`, and the plies left to its end (Infinity: not known, Othello). */
function positionGame(position: Position): { game: Game; movesLeft: number } {
  if (position?.game === "random") {
    const tree = randomTreeAt(position.tree, position.path);
    return { game: tree, movesLeft: tree.terminalDepth - tree.depth };
  }
  if (position?.game === "othello") {
    const game = gameAt(parseBoard(position.board));
    const moves = checkPath(position.path, OTHELLO_MAX_PLIES);
    for (let k = 0; k < moves.length; k++) {
      const count = game.moveCount();
      if (moves[k] >= count) illegalPathMove(moves, k, count);
      game.play(moves[k]);
    }
    return { game, movesLeft: game.isTerminal() ? 0 : Infinity };
  }
  return fail(`unknown game "${String((position as { game?: unknown })?.game)}"; games: ${GAMES.join(", ")}`);
}

/** The names of a line of moves from the game's position: numbers for random trees, "d3" or "pass" for Othello. */
function nameLine(game: Game, line: readonly number[], numeric: boolean): MoveName[] {
  if (numeric) return [...line];
  const names = line.map((move) => {
    const name = game.moveName(move);
    game.play(move);
    return name;
  });
  for (let k = 0; k < line.length; k++) game.undo();
  return names;
}
