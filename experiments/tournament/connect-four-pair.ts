// The players of Rivest's table 2 on Connect-Four (1987; docs/searches.md, "Rivest's
// table 2"): min/max approximation (tree kept between moves) against alpha-beta with
// iterative deepening (fixed ordering by static values, a fresh search each move), from
// one of the 49 openings of two moves, with the same budget per move for both; budgets do
// not carry over. The `bestfirst` algorithm puts best-first minimax (tree kept, depth
// bound matched to the alpha-beta side's cost by ./depth-match.ts) in mma's place,
// `mcts` the MCTS player with mma's budget (./mcts-side.ts), and `mma-vs-bestfirst` plays
// mma against that best-first player.
//
// Budget level k (the job's abDepth): k x CALLS_PER_LEVEL calls to the move routine when
// the tournament matches "nodes", k x SECOND_MS milliseconds when it matches "time".

import { performance } from "node:perf_hooks";
import type { Engine, PlayerDescription, PlayerSpec, Position, SearchLimits } from "../../contract/index.js";
import type { PlayerChoice } from "../../contract/index.js";
import { ConnectFour } from "../../reference/games/connect-four.js";
import { account, newRecord } from "./game-record.js";
import { connectFourOpening, connectFourResult, moveNamed } from "./game-rules.js";
import { judgePair } from "./judge.js";
import { mctsGameSeed, mctsSpec } from "./mcts-side.js";
import { challengerKind, challengerLevel, challengerSettings } from "./entrant.js";
import type { ConnectFourPairJob, GameRecord, MoveEvent, PairJob, PairResult } from "./types.js";

/** Rivest's call budgets were 1000..5000 calls to the move routine per move. */
export const CALLS_PER_LEVEL = 1000;
/**
 * One of Rivest's seconds, scaled: Rivest's rate is not in our source, so we assume his
 * alpha-beta made on the order of 1000 calls a second (his table pairs 1..5 s with
 * 1000..5000 calls). Our WebAssembly iterative deepening makes about 15 million calls a
 * second on Connect-Four (this machine, docs/reproductions.md), so a second is scaled to 0.1 ms:
 * with the clock's overhead, about 1000-1500 calls per level for alpha-beta, the order of
 * the call rows; mma gets the same time and pays its own cost per call.
 */
export const SECOND_MS = 0.1;

export { connectFourOpening };

/** A job's budget per move, for either side. */
export function budgetOf(job: PairJob): SearchLimits {
  return job.match === "time" ? { time: job.abDepth * SECOND_MS } : { moveCalls: job.abDepth * CALLS_PER_LEVEL };
}

/**
 * Best-first minimax at the job's bound, under a memory limit: deep bounds on Connect-Four
 * grow the kept tree past what the core's memory holds (its stub runtime never frees, and
 * a tree of tens of millions of nodes ran it out); with the limit it finishes the
 * move in linear space (RBFMS) and starts its tree afresh (docs/searches.md, "Players
 * that keep their tree"; freeing subtrees instead rebuilt the store at nearly every
 * expansion once it was full).
 */
const bestFirstSpec = (job: PairJob): PlayerSpec => ({
  kind: "bestfirst",
  bound: job.bfDepth,
  memoryNodes: BESTFIRST_MEMORY_NODES,
  onFull: "linear",
});
export const BESTFIRST_MEMORY_NODES = 1 << 21;

/**
 * The "bf" side (MAX when `first`): mma with the level's budget (also against best-first),
 * best-first at the job's bound, MCTS or alpha-beta with a table with the level's budget
 * (move calls as nodes generated: a node a call to the move routine), each with its
 * entrant's preset (./entrant.ts), or a level of play (its own budget; seeded as MCTS).
 */
function challengerSpec(job: PairJob, first: boolean): PlayerDescription {
  const book = job.game === "connect4" && job.book ? { book: job.book } : {};
  const level = challengerLevel(job.algorithm);
  if (level !== undefined) return { level, seed: mctsGameSeed(job, first), ...book };
  const kind = challengerKind(job.algorithm);
  const settings = { ...challengerSettings(job.algorithm), ...book };
  if (kind === "mcts" || kind === "alphabeta-tt") {
    const { moveCalls, time } = budgetOf(job);
    const budget = moveCalls === undefined ? { time } : { nodes: moveCalls };
    return kind === "mcts" ? { ...mctsSpec(job, first, budget), ...settings } : { kind, ...budget, ...settings };
  }
  return { ...(kind === "bestfirst" ? bestFirstSpec(job) : { kind: "mma", ...budgetOf(job) }), ...settings };
}

export function playConnectFourPair(job: PairJob, engine: Engine, onMove?: (event: MoveEvent) => void): PairResult {
  if (job.game !== "connect4") throw new Error("playConnectFourPair plays Connect-Four only");
  return judgePair(job, [playGame(job, engine, true, onMove), playGame(job, engine, false, onMove)]);
}

/** One game; the challenger (mma or best-first) moves first when `bfIsMax`. */
function playGame(
  job: ConnectFourPairJob,
  engine: Engine,
  bfIsMax: boolean,
  onMove?: (event: MoveEvent) => void,
): GameRecord {
  const opening = connectFourOpening(job.opening);
  const game = new ConnectFour(); // follows the game, to know its end and result
  game.reset();
  for (const name of opening) game.play(moveIndex(game, name));
  const challenger = engine.createPlayer(challengerSpec(job, bfIsMax));
  // mma-vs-bestfirst: the other side is best-first minimax (tree kept) at the job's bound, not alpha-beta.
  const opponent =
    challengerKind(job.algorithm) === "mma-vs-bestfirst" ? engine.createPlayer(bestFirstSpec(job)) : undefined;
  const record = newRecord(bfIsMax);
  const path: number[] = [];
  const budget = budgetOf(job);
  try {
    while (!game.isTerminal()) {
      const bfToMove = game.maxToMove() === bfIsMax;
      const position: Position = { game: "connect4", moves: opening, path };
      const start = performance.now();
      let move: number, nodes: number, choice: PlayerChoice | undefined;
      if (bfToMove) {
        choice = challenger.choose(position);
        move = choice.move;
        nodes = choice.generated;
      } else if (opponent) {
        choice = opponent.choose(position);
        move = choice.move;
        nodes = choice.generated;
      } else {
        const r = engine.search({ position, algorithm: "id", ...budget });
        move = moveIndex(game, String(r.move));
        nodes = r.nodes.generated;
      }
      account(record, bfToMove, nodes, performance.now() - start, choice);
      record.moves.push(game.moveName(move));
      onMove?.({
        game: bfIsMax ? 0 : 1,
        ply: path.length,
        side: bfToMove ? "bf" : "ab",
        move: game.moveName(move),
        nodes,
        exact: false,
      });
      challenger.observe(move);
      opponent?.observe(move);
      game.play(move);
      path.push(move);
    }
    record.finalValue = connectFourResult(game);
  } finally {
    challenger.dispose();
    opponent?.dispose();
  }
  return record;
}

/** The index of the move named `name` at the game's position. */
function moveIndex(game: ConnectFour, name: string): number {
  const move = moveNamed(game, name);
  if (move < 0) throw new Error(`move ${name} is not legal here`);
  return move;
}
