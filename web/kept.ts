// The engine's turn with a player that keeps its tree between moves (searcher.createPlayer,
// docs/async.md): one player per game and choice of search, in a worker of its own,
// created at the engine's first turn and told every move played since at each later one,
// so its search starts from the subtree it kept ("nodes kept between moves"). Its progress
// carries its line; a stop ends its search with its best move so far and it plays on. A
// new game, another search, or a failed move ends it; the next turn makes a new one.

import type { AsyncPlayer, Engine, PlayerChoice, PlayerSpec, Searcher, SearchProgress } from "../index.browser.js";
import { positionOf, type PlayGame } from "./games.js";

export interface KeptTurn {
  /** The move's name, and the player's choice (its index, value and node counts). */
  move: string;
  choice: PlayerChoice;
}

export interface KeptPlayers {
  /** The player's move at `moves` from the start of `game`, its progress heard by `onProgress`. */
  choose(
    game: PlayGame,
    moves: readonly string[],
    spec: PlayerSpec,
    signal: AbortSignal,
    onProgress: (p: SearchProgress) => void,
  ): Promise<KeptTurn>;
  /** Ends the player held, if any. */
  reset(): void;
}

export function keptPlayers(searcher: Searcher, engine: Engine): KeptPlayers {
  let held: { key: string; moves: string[]; player: Promise<AsyncPlayer> } | undefined;

  function reset(): void {
    void held?.player.then(
      (p) => p.dispose(),
      () => undefined,
    );
    held = undefined;
  }

  async function choose(
    game: PlayGame,
    moves: readonly string[],
    spec: PlayerSpec,
    signal: AbortSignal,
    onProgress: (p: SearchProgress) => void,
  ): Promise<KeptTurn> {
    const key = `${game} ${JSON.stringify(spec)}`;
    // The same game goes on when the moves it saw are the start of the moves now.
    const goesOn =
      held && held.key === key && held.moves.every((m, i) => m === moves[i]) && held.moves.length <= moves.length;
    if (!goesOn) {
      reset();
      held = { key, moves: [...moves], player: searcher.createPlayer(spec, positionOf(game, moves)) };
    }
    const mine = held!;
    try {
      const player = await mine.player;
      while (mine.moves.length < moves.length) {
        const name = moves[mine.moves.length];
        const index = engine.moves(positionOf(game, mine.moves)).findIndex((m) => String(m.move) === name);
        await player.observe(index);
        mine.moves.push(name);
      }
      // "Stop and move now" pressed while the player was made or shown the moves: its search
      // starts and stops at its first budget check, with the best move it has there (an
      // already-aborted signal would refuse the search, and the turn would have no move).
      const choice = await (signal.aborted
        ? stoppedAtOnce(player, signal.reason, onProgress)
        : player.choose({ signal, onProgress }));
      return { move: String(engine.moves(positionOf(game, moves))[choice.move].move), choice };
    } catch (error) {
      if (held === mine) reset();
      throw error;
    }
  }

  return { choose, reset };
}

/**
 * A choose asked and stopped at once: sent to the player's worker first, so the stop ends its search, not the request.
 */
function stoppedAtOnce(
  player: AsyncPlayer,
  reason: unknown,
  onProgress: (p: SearchProgress) => void,
): Promise<PlayerChoice> {
  const stop = new AbortController();
  const choice = player.choose({ signal: stop.signal, onProgress });
  stop.abort(reason);
  return choice;
}
