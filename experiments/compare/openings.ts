// Where the round robin's games start and how they end: a game's openings are every line
// of its row's `openingPlies` from the start, in move order (Connect-Four's 49 and
// tic-tac-toe's 72 two-ply openings, Othello's 244 four-ply positions: the tournaments'
// starts too), random trees' seeds and a game core's drawn ones (./core-game.ts); a game that
// follows the play to know its end (the reference's, or the core's own); the recorded value
// of an end; and the replay that checks a stored game.

import { GAME_NOTATIONS, type Game, type GameName, type Position } from "../../contract/index.js";
import { referenceGame } from "../../reference/games/registry.js";
import { moveNamed } from "../tournament/game-rules.js";
import { CORE_OPENINGS, CoreFollow, coreOpening, engineOf } from "./core-game.js";
import type { RoundRobinSpec } from "./types.js";

/** Each game's openings as moves by name, listed once (Othello's 244 are the most, in about a millisecond). */
const lines = new Map<GameName, string[][]>();

/** The lines of the row's `openingPlies` plies from `game`'s start, in the reference's move order. */
export function openingLines(game: Exclude<GameName, "random">): string[][] {
  const known = lines.get(game);
  if (known) return known;
  const plies = GAME_NOTATIONS[game].openingPlies ?? 0;
  const rules = referenceGame(game);
  const state = rules.start({ game } as Position);
  const found: string[][] = [];
  const line: string[] = [];
  const walk = (): void => {
    const n = state.isTerminal() ? 0 : state.moveCount();
    // A line that ends the game early is no opening: it stops where the game does.
    if (line.length === plies || n === 0) return void found.push([...line]);
    for (let move = 0; move < n; move++) {
      line.push(state.moveName(move));
      state.play(move);
      walk();
      state.undo();
      line.pop();
    }
  };
  walk();
  lines.set(game, found);
  return found;
}

/** How many openings a game has (the most pairs a matchup plays at a budget). */
export function openingsOf(game: RoundRobinSpec["game"]): number {
  if (game === "core") return CORE_OPENINGS;
  // A random tree's openings are its seeds, the tournaments' starts.
  return game === "random" ? GAME_NOTATIONS.random.starts! : openingLines(game).length;
}

/**
 * The position an opening starts from, as the engines take it (moves by name, or a tree; a core's: moves by name).
 */
export function openingPosition(spec: RoundRobinSpec, opening: number): Position {
  const game = spec.game;
  // A kit's position: moves by name from the start.
  if (game === "core") return { moves: coreOpening(spec.core!, opening) } as unknown as Position;
  if (game === "random")
    return { game, tree: { seed: opening + 1, branching: spec.branching!, mode: spec.mode!, depth: spec.depth! } };
  return { game, moves: openingLines(game)[opening] } as Position;
}

/**
 * A reference game at the opening, to follow a game's moves (a few microseconds a move); a core's own game for a core.
 */
export function followGame(spec: RoundRobinSpec, opening: number): Game {
  if (spec.game === "core") return new CoreFollow(engineOf(spec.core!), coreOpening(spec.core!, opening));
  const position = openingPosition(spec, opening);
  const game = referenceGame(spec.game).start(position);
  const names = "moves" in position ? (position.moves ?? []) : [];
  for (const name of names) game.play(moveNamed(game, name));
  return game;
}

/**
 * The value an end is recorded with, for MAX: a sign for Connect-Four and tic-tac-toe, the disc margin's sign for
 * Othello, a random tree's leaf value, a core's value (its evaluate's at the end).
 */
export function endValue(spec: RoundRobinSpec, game: Game): number {
  return spec.game === "random" || spec.game === "core" ? game.evaluate() : Math.sign(game.evaluate());
}

/**
 * Plays `moves` from the opening: the value of the end they reach and how many of the
 * moves MAX made, or what is wrong (a move not legal where it is played, or a game not
 * over after its last move).
 */
export function replayGame(
  spec: RoundRobinSpec,
  opening: number,
  moves: readonly string[],
): { value: number; maxMoves: number } | { problem: string } {
  const game = followGame(spec, opening);
  let maxMoves = 0;
  for (let k = 0; k < moves.length; k++) {
    if (game.isTerminal())
      return { problem: `move ${k + 1} (${JSON.stringify(moves[k])}) is played after the game's end` };
    const move = moveNamed(game, moves[k]);
    if (move < 0) return { problem: `move ${k + 1} (${JSON.stringify(moves[k])}) is not legal there` };
    if (game.maxToMove()) maxMoves++;
    game.play(move);
  }
  if (!game.isTerminal()) return { problem: `the game is not over after its ${moves.length} moves` };
  return { value: endValue(spec, game), maxMoves };
}
