// Plays named moves ("d3", "pass") from a position in text form and returns the position
// reached, in text form: how the CLI's --moves reaches a position, and where an illegal
// move is caught (with the legal ones listed) before either engine is called.

import { fail } from "./errors.js";
import { formatBoard, parseBoard } from "./othello-board.js";
import { Othello } from "./games/othello.js";

export function playMoves(board: string, moves: readonly string[]): string {
  const b = parseBoard(board);
  const game = new Othello();
  game.set(b.blackHi, b.blackLo, b.whiteHi, b.whiteLo, b.blackToMove);
  moves.forEach((name, k) => {
    if (!/^([a-h][1-8]|pass)$/.test(name))
      fail(`move "${name}" (number ${k + 1}) is not a move: moves are squares a1..h8 or pass`);
    const n = game.moveCount();
    const legal = Array.from({ length: n }, (_, i) => game.moveName(i));
    const i = legal.indexOf(name);
    if (i < 0)
      fail(n === 0
        ? `move ${name} (number ${k + 1}) is not legal: the game is over there`
        : `move ${name} (number ${k + 1}) is not legal: the legal moves there are ${legal.join(", ")}`);
    game.play(i);
  });
  const black = game.blackToMove();
  const [bHi, bLo, wHi, wLo] = black
    ? [game.ownHiHere(), game.ownLoHere(), game.oppHiHere(), game.oppLoHere()]
    : [game.oppHiHere(), game.oppLoHere(), game.ownHiHere(), game.ownLoHere()];
  return formatBoard(bHi, bLo, wHi, wLo, black);
}
