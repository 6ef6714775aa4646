// The real players of the 1994 paper's random-game tournaments (section 5): best-first
// minimax (or best-first extension, or MCTS: ./mcts-side.ts) against alpha-beta, both keeping their trees between
// moves, on a random game of depth 100. When the alpha-beta horizon reaches the end of
// the game, both sides finish with exact alpha-beta, as in the paper.

import { performance } from "node:perf_hooks";
import { RANDOM_TREE_DEPTH, type Engine, type Player } from "../../contract/index.js";
import type { PlayerChoice, PlayerDescription } from "../../contract/index.js";
import { account, newRecord } from "./game-record.js";
import { judgePair } from "./judge.js";
import { mctsGameSeed, mctsLevelNodes, mctsSpec } from "./mcts-side.js";
import { challengerKind, challengerLevel, challengerSettings } from "./entrant.js";
import type { GameRecord, MoveEvent, PairJob, PairResult, RandomPairJob } from "./types.js";

/** The papers' random games end at depth 100. */
export const RANDOM_GAME_DEPTH = RANDOM_TREE_DEPTH;

/**
 * The challenger of a job's game (MAX when `bfIsMax`): best-first, extension (its
 * alpha-beta one ply short of its opponent's, section 6), MCTS at the level bfDepth,
 * alpha-beta with a table at the horizon bfDepth, each with its entrant's preset and
 * evaluation (./entrant.ts), or a level (its own search and budget; its seed as MCTS's).
 */
export function challengerSpec(job: PairJob, bfIsMax: boolean): PlayerDescription {
  const level = challengerLevel(job.algorithm);
  if (level !== undefined) return { level, seed: mctsGameSeed(job, bfIsMax) };
  const kind = challengerKind(job.algorithm);
  const settings = challengerSettings(job.algorithm);
  if (kind === "mcts") return { ...mctsSpec(job, bfIsMax, { nodes: mctsLevelNodes(job.bfDepth) }), ...settings };
  if (kind === "alphabeta-tt") return { kind, horizon: job.bfDepth, ...settings };
  return kind === "extension"
    ? { kind: "extension", horizon: Math.max(1, job.abDepth - 1), bound: job.bfDepth, ...settings }
    : { kind: "bestfirst", bound: job.bfDepth, ...settings };
}

export function playRandomPair(job: PairJob, engine: Engine, onMove?: (event: MoveEvent) => void): PairResult {
  if (job.game !== "random") throw new Error("playRandomPair plays random games only");
  return judgePair(job, [playRandomGame(job, engine, true, onMove), playRandomGame(job, engine, false, onMove)]);
}

function playRandomGame(
  job: RandomPairJob,
  engine: Engine,
  bfIsMax: boolean,
  onMove?: (event: MoveEvent) => void,
): GameRecord {
  const tree = { seed: job.seed, branching: job.branching, mode: job.mode, depth: RANDOM_GAME_DEPTH };
  const bf = engine.createPlayer(challengerSpec(job, bfIsMax));
  const ab = engine.createPlayer({ kind: "alphabeta", horizon: job.abDepth });
  const record = newRecord(bfIsMax);
  const path: number[] = [];
  try {
    while (path.length < RANDOM_GAME_DEPTH) {
      const position = { game: "random" as const, tree, path };
      const bfToMove = (path.length % 2 === 0) === bfIsMax;
      const left = RANDOM_GAME_DEPTH - path.length;
      const start = performance.now();
      let move: number, nodes: number, choice: PlayerChoice | undefined;
      if (left <= job.abDepth) {
        // The endgame: alpha-beta sees the end, so both play exact alpha-beta.
        const exact = engine.search({ position, algorithm: "alphabeta", horizon: left });
        move = exact.move as number;
        nodes = exact.nodes.generated;
      } else {
        choice = (bfToMove ? bf : ab).choose(position);
        move = choice.move;
        nodes = choice.generated;
      }
      account(record, bfToMove, nodes, performance.now() - start, choice);
      record.moves.push(String(move));
      onMove?.({
        game: bfIsMax ? 0 : 1,
        ply: path.length,
        side: bfToMove ? "bf" : "ab",
        move: String(move),
        nodes,
        exact: left <= job.abDepth,
      });
      for (const p of [bf, ab] as Player[]) p.observe(move);
      path.push(move);
    }
    record.finalValue = engine.treeNode(tree, path).value;
  } finally {
    bf.dispose();
    ab.dispose();
  }
  return record;
}
