// A position of any game, made in the reference engine: the game's start, then its named
// moves and its path, each checked as it is played (the errors list the legal moves),
// with the same messages as the WebAssembly engine's.

import {
  checkMoves,
  checkPath,
  illegalNamedMove,
  illegalPathMove,
  notationOf,
  randomTreeParams,
  type Game,
  type Position,
} from "../contract/index.js";
import { referenceGame, type ReferenceGame } from "./games/registry.js";

export interface Positioned {
  game: Game;
  entry: ReferenceGame;
  /** Plies left to the game's end (0: it is over; Infinity: not known in advance). */
  movesLeft: number;
}

/** The game at `position`, checked move by move. */
export function positionGame(position: Position): Positioned {
  const notation = notationOf(position);
  const entry = referenceGame(position.game);
  // The start first, then the moves, the path last: the WebAssembly engine's order, so a
  // request bad in two places gets the same error from both.
  const game = entry.start(position);
  const fromStart = position.game === "random" ? randomTreeParams(position.tree).terminalDepth : 0;
  const { names, path } =
    position.game === "random"
      ? { names: [], path: checkPath(position.path, fromStart) }
      : checkMoves(position, notation);
  names.forEach((name, k) => {
    const wanted = notation.moveName(notation.moveCode(name, k));
    const n = game.moveCount();
    let move = 0;
    while (move < n && entry.moveName(game, move) !== wanted) move++;
    if (move === n)
      illegalNamedMove(
        name,
        k,
        Array.from({ length: n }, (_, i) => entry.moveName(game, i)),
      );
    game.play(move);
  });
  for (let k = 0; k < path.length; k++) {
    const n = game.moveCount();
    if (path[k] >= n) illegalPathMove(path, k, n);
    game.play(path[k]);
  }
  return { game, entry, movesLeft: entry.movesLeft(game) };
}

/** The names of a line of moves (indices) from the game's position, which is left as it was. */
export function nameLine(entry: ReferenceGame, game: Game, line: readonly number[]) {
  const names = line.map((move) => {
    const name = entry.moveName(game, move);
    game.play(move);
    return name;
  });
  for (let k = 0; k < line.length; k++) game.undo();
  return names;
}
