// The model of a user's game core in the long-lived engine's sequences (./soak/long-lived.ts):
// the reference's searches of a TypeScript twin (searchGame, createGamePlayer, perft), seen
// as the engine the sequences drive, on the kit's positions (moves by name from the start,
// then by index). Each call plays its position on a fresh twin, as the core sets its own.

import {
  createGamePlayer,
  perft,
  searchGame,
  stoppedBeforeEnd,
  type Bounds,
  type Engine,
  type Game,
  type Player,
  type PlayerSpec,
  type Position,
  type SearchRequest,
} from "../index.js";
import { runBounded } from "../reference/bounded.js";

/** A kit position as the sequences give it: moves by name, then by index. */
type KitAt = { moves?: readonly string[]; path?: readonly number[] } | undefined;

/**
 * The twin played to `position` by name and then by index (the sequences' positions are legal: the model made them).
 */
function played(make: () => Game, position: KitAt): Game {
  const game = make();
  const names = () => Array.from({ length: game.moveCount() }, (_, i) => game.moveName(i));
  for (const name of position?.moves ?? []) game.play(names().indexOf(name));
  for (const move of position?.path ?? []) game.play(move);
  return game;
}

/** The reference on twins made by `make`, as an Engine over kit positions (no solve: a twin has none). */
export function twinEngine(make: () => Game): Engine {
  const at = (position: Position) => played(make, position as unknown as KitAt);
  const model = {
    name: "ts",
    search(request: SearchRequest) {
      const { position, ...rest } = request;
      const { moveIndex: _i, pvIndices: _p, ...report } = searchGame(at(position), rest);
      return report;
    },
    perft(position: Position, depth: number, bounds?: Bounds) {
      const game = at(position);
      if (bounds?.nodes === undefined) return perft(game, depth);
      const r = runBounded({ nodes: bounds.nodes }, (stats) => perft(game, depth, stats));
      if (r.cut) stoppedBeforeEnd("perft", r.stats.generated);
      return r.value;
    },
    moves(position: Position) {
      const game = at(position);
      return Array.from({ length: game.moveCount() }, (_, i) => ({ move: game.moveName(i) }));
    },
    evaluate: (position: Position) => at(position).evaluate(),
    createPlayer(spec: PlayerSpec): Player {
      const player = createGamePlayer(spec);
      return {
        choose: (position, control) => player.choose(at(position), control),
        observe: (move) => player.observe(move),
        dispose: () => {},
      };
    },
  };
  return model as unknown as Engine;
}
