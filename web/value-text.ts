// A search's value as a person reads it: a forced win in so many moves, a final score, or
// the static evaluation's sign and size, for the first player or the second. The engines
// report values from the first player's point of view, wins pushed beyond every static
// value (docs/othello.md, docs/connect-four.md, docs/tic-tac-toe.md); MCTS reports its
// mean outcome in thousandths (docs/searches.md, "MCTS").

import { boardOf, type BoardModel, type PlayGame } from "./games.js";

/** A win's "in N moves": the plies from now to the game's end, as the mover's moves. */
const inMoves = (plies: number) => {
  const moves = Math.max(1, Math.ceil(plies / 2));
  return plies <= 0 ? "won" : `wins in ${moves} move${moves === 1 ? "" : "s"}`;
};

/**
 * The words for a win whose value is the base + `extra`, `played` plies into the game: the
 * final margin in discs, or the moves to the end (the cells less those left empty then and
 * those filled now).
 */
function winWords(scale: BoardModel["win"], cells: number, extra: number, played: number): string {
  return scale.extra === "margin"
    ? `wins by ${extra} disc${extra === 1 ? "" : "s"} (exact)`
    : inMoves(cells - extra - played);
}

/**
 * The value `value` (first player's view) of a search or player of kind `kind` (an
 * algorithm or a player kind), `played` plies into `game`, in words.
 */
export function valueText(game: PlayGame, kind: string, value: number | undefined, played: number): string {
  if (value === undefined) return "not known yet";
  const { players, win, rows, cols } = boardOf(game);
  const [first, second] = players;
  if (kind === "mcts") {
    if (value === 0) return "even (MCTS's mean outcome 0)";
    const side = value > 0 ? first : second;
    return `${side} ahead: mean outcome ${(Math.abs(value) / 1000).toFixed(3)} of 1 (MCTS)`;
  }
  if (Math.abs(value) >= win.base)
    return `${value > 0 ? first : second} ${winWords(win, rows * cols, Math.abs(value) - win.base, played)}`;
  if (value === 0) return "even (evaluation 0)";
  return `${value > 0 ? first : second} better: evaluation ${value > 0 ? "+" : ""}${value}`;
}

/** The two sides of a kit core's game as the page names them, the first player (MAX, the even plies) first. */
export type KitSides = [string, string];

/**
 * A kit core's search value (MAX's view) in words. A core's values are on its game's own
 * scale (docs/your-game.md: wins are whatever its evaluate gives at the end), so only the
 * sign says who is ahead; MCTS's mean outcome is in thousandths, as for the built-in games.
 */
export function kitValueText(kind: string, value: number | undefined, sides: KitSides): string {
  if (value === undefined) return "not known yet";
  const ahead = value > 0 ? sides[0] : sides[1];
  if (kind === "mcts")
    return value === 0
      ? "even (MCTS's mean outcome 0)"
      : `${ahead} ahead: mean outcome ${(Math.abs(value) / 1000).toFixed(3)} of 1 (MCTS)`;
  if (value === 0) return "even (value 0)";
  return `${ahead} ahead: value ${value > 0 ? "+" : ""}${value} (the game's own scale)`;
}

/** A kit core's game over: its exact value at the end (MAX's view: the class's evaluate there) says who won. */
export function kitGameOverText(value: number, sides: KitSides): string {
  if (value === 0) return "Game over: a draw (value 0).";
  return `Game over: ${value > 0 ? sides[0] : sides[1]} wins (value ${value > 0 ? "+" : ""}${value}).`;
}
