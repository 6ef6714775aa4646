// The game loop of a tournament game over the reference Game protocol: the side to move
// chooses, the move is played, both sides see it. Players that keep their tree between
// moves (1994 paper, section 4) use `observe` to follow the game.

import { performance } from "node:perf_hooks";
import type { Game } from "../reference/game.js";
import type { GameRecord } from "./types.js";

/** One player of a game, as the loop sees it. */
export interface Side {
  /** The move to make at `game`'s current position, and the nodes generated to find it. */
  choose(game: Game): { move: number; nodes: number };
  /** Called after every move of either side, before it is played on `game`. */
  observe?(move: number): void;
}

/** Plays `game` from its current position to the end; `bf` is MAX when `bfIsMax`. */
export function playOut(game: Game, bf: Side, ab: Side, bfIsMax: boolean): GameRecord {
  const record: GameRecord = { bfIsMax, finalValue: 0, moves: [], nodesBf: 0, nodesAb: 0, msBf: 0, msAb: 0 };
  while (!game.isTerminal()) {
    const bfToMove = game.maxToMove() === bfIsMax;
    const side = bfToMove ? bf : ab;
    const start = performance.now();
    const { move, nodes } = side.choose(game);
    const ms = performance.now() - start;
    if (!Number.isInteger(move) || move < 0 || move >= game.moveCount())
      throw new Error(`a player chose move ${move} where the moves are 0..${game.moveCount() - 1}`);
    if (bfToMove) { record.nodesBf += nodes; record.msBf += ms; }
    else { record.nodesAb += nodes; record.msAb += ms; }
    record.moves.push(game.moveName(move));
    bf.observe?.(move);
    ab.observe?.(move);
    game.play(move);
  }
  record.finalValue = game.evaluate();
  return record;
}
