// The reference engine's games, by name: how each one starts from a position, names its
// moves and is solved. Keyed by the contract's table (a game it lacks does not compile);
// a new game adds its game module (./<row's module>.ts) and an entry here
// (CONTRIBUTING.md, "A new built-in game"). The engine's methods are the same for every game.

import {
  fail,
  GAME_NOTATIONS,
  INITIAL_BOARD,
  parseBoard,
  randomTreeParams,
  squareNames,
  type Game,
  type GameName,
  type RandomPosition,
  type OthelloPosition,
  type LegalMove,
  type MoveName,
  type Position,
  type Evaluation,
} from "../../contract/index.js";
import { RandomTree } from "./random-tree.js";
import { Othello } from "./othello.js";
import { shippedWeights } from "./othello-weights.js";
import { bits, flips } from "./othello-bits.js";
import { solve as solveOthello } from "./othello-solve.js";
import { TicTacToe, solveTicTacToe } from "./tic-tac-toe.js";
import { ConnectFour } from "./connect-four.js";

/**
 * Makes `game` read the evaluation asked for (checked: "learned" only for a game with one,
 * contract/evaluation.ts): Othello's learned weights, decoded once, or its hand evaluation.
 */
export function useEvaluation(game: Game, evaluation: Evaluation | undefined): void {
  if (game instanceof Othello) game.learned = evaluation === "learned" ? shippedWeights() : undefined;
}

/** A solver's answer: the value for the side to move, the best move (an index; -1: none) and the positions visited. */
export interface Solved {
  value: number;
  best: number;
  nodes: number;
}

export interface ReferenceGame<G extends Game = Game> {
  /** A new game at the position's start, checked (its moves and path are played by the caller). */
  start(position: Position): G;
  /** How many plies are left to the game's end, if the game knows it (random trees); else Infinity. */
  movesLeft(game: G): number;
  /** The name of move `move` at the current position. */
  moveName(game: G, move: number): MoveName;
  /** The exact solver, for games that have one (weak: a game with a weak mode may settle for the sign). */
  solve?(game: G, weak: boolean): Solved;
  /** What else a legal move says about itself (Othello: the discs it flips). */
  describeMove?(game: G, move: number): Omit<LegalMove, "move">;
}

const othello: ReferenceGame<Othello> = {
  start(position) {
    const b = parseBoard((position as OthelloPosition).board ?? INITIAL_BOARD);
    const game = new Othello();
    game.set(b.blackHi, b.blackLo, b.whiteHi, b.whiteLo, b.blackToMove);
    return game;
  },
  movesLeft: (game) => (game.isTerminal() ? 0 : Infinity),
  moveName: (game, move) => game.moveName(move),
  solve(game) {
    const r = solveOthello(game.ownHiHere(), game.ownLoHere(), game.oppHiHere(), game.oppLoHere());
    // The solver names a square (-1 pass, -2 none): find its move index.
    let best = -1;
    for (let i = 0, n = game.moveCount(); i < n && r.best !== -2; i++) if (game.square(i) === r.best) best = i;
    return { value: r.value, best, nodes: r.nodes };
  },
  describeMove(game, move) {
    const sq = game.square(move);
    if (sq < 0) return { flips: [] };
    flips(sq, game.ownHiHere(), game.ownLoHere(), game.oppHiHere(), game.oppLoHere());
    return { flips: squareNames(bits.hi, bits.lo) };
  },
};

const random: ReferenceGame<RandomTree> = {
  start: (position) => new RandomTree(randomTreeParams((position as RandomPosition).tree)),
  movesLeft: (game) => game.terminalDepth - game.depth,
  moveName: (_game, move) => move,
};

const ticTacToe: ReferenceGame<TicTacToe> = {
  start: () => new TicTacToe(),
  movesLeft: (game) => (game.isTerminal() ? 0 : Infinity),
  moveName: (game, move) => game.moveName(move),
  solve(game) {
    const r = solveTicTacToe(game);
    return { value: r.value, best: r.best, nodes: r.nodes };
  },
};

const connectFour: ReferenceGame<ConnectFour> = {
  start: () => new ConnectFour(),
  movesLeft: (game) => (game.isTerminal() ? 0 : Infinity),
  moveName: (game, move) => game.moveName(move),
  solve: (game, weak) => game.solve(weak),
};

export const REFERENCE_GAMES: Record<GameName, ReferenceGame> = {
  random: random as unknown as ReferenceGame,
  othello: othello as unknown as ReferenceGame,
  tictactoe: ticTacToe as unknown as ReferenceGame,
  connect4: connectFour as unknown as ReferenceGame,
};

/** The entry of a game the contract knows (GAME_NOTATIONS has checked the name). */
export function referenceGame(name: GameName): ReferenceGame {
  return (
    REFERENCE_GAMES[name] ??
    fail(`the reference engine has no game "${name}"; games: ${Object.keys(GAME_NOTATIONS).join(", ")}`)
  );
}
