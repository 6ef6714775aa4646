// The player registry: for each game, the function that plays one pair of a tournament
// job. This is where the real players plug in; everything else in experiments/ (jobs,
// workers, resume, shards, depth matching, tables, reports) only calls `playerFor`.
// Workers import this module (or a module named by RunOptions.players that exports
// `players` the same way), so an entry must be importable in a worker thread.

import type { Engine } from "../../contract/index.js";
import { BestfirstError, GAME_NOTATIONS } from "../../contract/index.js";
import { playRandomPair } from "./random-pair.js";
import { playOthelloPair } from "./othello-pair.js";
import { playConnectFourPair } from "./connect-four-pair.js";
import type { ChallengerKind, TournamentGame, MoveEvent, PairJob, PairResult } from "./types.js";
import { challengerKind } from "./entrant.js";

/**
 * Plays the pair `job` names: two games from the same start, colours swapped, best-first
 * (or best-first extension) at job.bfDepth against alpha-beta at job.abDepth. `engine` is
 * the worker's WebAssembly engine, instantiated once per worker. Build the result with
 * `judgePair(job, [gameWithBfAsMax, gameWithAbAsMax])` (./judge.ts) so that every player
 * is scored by the same rule. Must be deterministic in everything but the ms fields.
 */
export type PlayPair = (job: PairJob, engine: Engine, onMove?: (event: MoveEvent) => void) => PairResult;

export interface GameEntry {
  /** What actually plays, printed in reports (so a stand-in is never mistaken for the real thing). */
  label: string;
  /** How many start positions the game has (random: seeds 1..100; Othello: 244 openings). */
  starts: number;
  /** The players by the challenger's kind (./entrant.ts); a missing one is "not available yet". */
  play: Partial<Record<ChallengerKind, PlayPair>>;
}

export type PlayerRegistry = Record<TournamentGame, GameEntry | undefined>;

// ---------------------------------------------------------------------------------------
// PLUG THE REAL PLAYERS IN HERE. Replace the stand-in with your PlayPair for each
// algorithm (and change the label), and give Othello an entry to enable `--game othello`:
//   random: { label: "best-first (tree retained) vs alpha-beta", starts: 100,
//             play: { bestfirst: playBestfirstPair, extension: playExtensionPair } },
//   othello: { label: "...", starts: 244, play: { bestfirst: ..., extension: ... } },
// ---------------------------------------------------------------------------------------
export const players: PlayerRegistry = {
  random: {
    label: "best-first minimax or MCTS (tree kept between moves) vs alpha-beta (fixed ordering, tree kept)",
    starts: GAME_NOTATIONS.random.starts!,
    play: {
      bestfirst: playRandomPair,
      extension: playRandomPair,
      mcts: playRandomPair,
      "alphabeta-tt": playRandomPair,
      level: playRandomPair,
    },
  },
  othello: {
    label:
      "best-first minimax or MCTS (tree kept between moves) vs alpha-beta (fixed ordering, tree kept); our " +
      "evaluation (not BILL's)",
    starts: GAME_NOTATIONS.othello.starts!,
    play: {
      bestfirst: playOthelloPair,
      extension: playOthelloPair,
      mcts: playOthelloPair,
      "alphabeta-tt": playOthelloPair,
      level: playOthelloPair,
    },
  },
  connect4: {
    label:
      "min/max approximation (tree kept), best-first minimax (tree kept) or MCTS (tree kept) vs alpha-beta with " +
      "iterative deepening (fixed ordering), budgets per move (Rivest's table 2)",
    starts: GAME_NOTATIONS.connect4.starts!,
    play: {
      mma: playConnectFourPair,
      bestfirst: playConnectFourPair,
      mcts: playConnectFourPair,
      "mma-vs-bestfirst": playConnectFourPair,
      "alphabeta-tt": playConnectFourPair,
      level: playConnectFourPair,
    },
  },
};

/** The game's entry, or a BestfirstError saying it cannot be played yet. */
export function gameEntry(registry: PlayerRegistry, game: TournamentGame): GameEntry {
  const entry = registry[game];
  if (!entry) throw new BestfirstError(`${game} players are not available yet`);
  return entry;
}

/** A worker's task (../run/worker.ts): plays the pair `job` with this registry's player. */
export function runJob(job: PairJob, engine: Engine): PairResult {
  return playerFor(players, job)(job, engine);
}

/**
 * The function that plays `job` (its challenger by kind: ./entrant.ts), or a BestfirstError saying it is not
 * available.
 */
export function playerFor(registry: PlayerRegistry, job: Pick<PairJob, "game" | "algorithm">): PlayPair {
  const kind = challengerKind(job.algorithm);
  const play = gameEntry(registry, job.game).play[kind];
  if (!play) {
    const games = Object.entries(registry)
      .filter(([, entry]) => entry?.play[kind])
      .map(([game]) => game);
    throw new BestfirstError(
      `${job.game} has no ${kind} player: its tournaments play ` +
        `${Object.keys(gameEntry(registry, job.game).play).join(", ")}` +
        (games.length ? `; ${kind} plays ${games.join(", ")}` : ""),
    );
  }
  return play;
}
