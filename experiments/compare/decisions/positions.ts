// The position sets of decision quality, the same from the same seed on every machine:
// Connect-Four and Othello positions reached by uniformly random play from the start and
// stopped at a drawn number of empty cells (squares), tic-tac-toe's every reachable
// position. A position with one legal move is left out (every search is right there), and
// so is a Connect-Four position where the side to move wins at once (every search that
// looks one ply ahead finds it; Pons' benchmark sets leave them out too). Random play
// reaches positions no strong player would, which is why the sets are a seed and a
// range, not a claim about real games: a positions file brings real ones.

import { BestfirstError, type Engine } from "../../../contract/index.js";
import { drawSample, mulberry32 } from "../../run/draw.js";
import { ticTacToePositions } from "./tic-tac-toe.js";
import type { DecisionGame, DecisionPosition } from "./types.js";

/** Empty cells (Connect-Four) or squares (Othello) of a set, by default: quick to solve exactly. */
export const DEFAULT_EMPTIES: Record<"connect4" | "othello", [number, number]> = {
  connect4: [12, 24],
  othello: [14, 16],
};
/**
 * The widest ranges accepted. Labelling a position (solving each of its moves) took, on
 * random-play positions with the core: Connect-Four 0.3 s at 30 empty cells, 13 s at 33,
 * 150 s at 36; Othello 0.3 s at 14-16 empty squares, 2 s at 18, 5 s at 20 (the endgame
 * solver is meant for 24 or fewer).
 */
export const MOST_EMPTIES: Record<"connect4" | "othello", [number, number]> = { connect4: [2, 36], othello: [2, 24] };
/** Random games tried per position wanted before giving up (a range that random play rarely stops in). */
const TRIES_PER_POSITION = 1000;

/** A drawn position: as the engines take it, and as a positions file writes it. */
export interface DrawnPosition {
  position: DecisionPosition;
  text: string;
}

/** The moves from the start as a position of `game`. */
export function positionOf(game: DecisionGame, moves: readonly string[]): DecisionPosition {
  return { game, moves: [...moves] } as DecisionPosition;
}

/** A position's text: digits for Connect-Four (Pons') and tic-tac-toe, comma-separated moves for Othello. */
export function movesText(game: DecisionGame, moves: readonly string[]): string {
  return game === "othello" ? moves.join(",") : moves.join("");
}

/**
 * `count` positions of `game` drawn from `seed` with `empties` (lo..hi) empty cells or
 * squares; tic-tac-toe: every reachable position, or `count` of them drawn from `seed`.
 * `engine` gives the rules (either engine: they agree move for move).
 */
export function drawPositions(
  game: DecisionGame,
  seed: number,
  count: number | undefined,
  empties: [number, number] | undefined,
  engine: Engine,
): DrawnPosition[] {
  const draw = mulberry32(seed);
  if (game === "tictactoe") {
    const all = ticTacToePositions().map((moves) => ({
      position: positionOf(game, moves),
      text: movesText(game, moves),
    }));
    return count === undefined || count >= all.length ? all : drawSample(all, count, draw);
  }
  const [lo, hi] = empties ?? DEFAULT_EMPTIES[game];
  const want = count ?? 100;
  const out: DrawnPosition[] = [];
  const seen = new Set<string>();
  for (let tries = 0; out.length < want; tries++) {
    if (tries >= want * TRIES_PER_POSITION)
      throw new BestfirstError(
        `random play found only ${out.length} of ${want} ${game} positions with ${lo}..${hi} empty ` +
          `${game === "othello" ? "squares" : "cells"}: widen the range`,
      );
    const target = lo + Math.floor(draw() * (hi - lo + 1));
    const moves = randomGame(game, target, draw, engine);
    if (!moves) continue;
    const text = movesText(game, moves);
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ position: positionOf(game, moves), text });
  }
  return out;
}

const emptiesOf = (game: DecisionGame, moves: readonly string[]) =>
  game === "othello" ? 60 - moves.filter((m) => m !== "pass").length : 42 - moves.length;

/**
 * Random play until `empties` are left; undefined when the game ends first or the position is left out (see the
 * header).
 */
function randomGame(game: DecisionGame, empties: number, draw: () => number, engine: Engine): string[] | undefined {
  const moves: string[] = [];
  while (emptiesOf(game, moves) > empties) {
    const legal = engine.moves(positionOf(game, moves));
    if (legal.length === 0) return undefined;
    moves.push(String(legal[Math.floor(draw() * legal.length)].move));
  }
  const legal = engine.moves(positionOf(game, moves));
  if (legal.length < 2) return undefined;
  if (game === "connect4" && legal.some((m) => engine.moves(positionOf(game, [...moves, String(m.move)])).length === 0))
    return undefined;
  return moves;
}
