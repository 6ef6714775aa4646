// The tournament's vocabulary (1994 paper, section 5): a job is one pair of games, the
// same start played twice with the colours swapped; a result is what that pair produced.
// Every other tournament file speaks these types; workers post them as plain JSON.

import { gamesWith, type Algorithm, type Book, type GameName } from "../../contract/index.js";

/** The games tournaments are played on (a pair player each: ./players.ts). */
export type TournamentGame = Extract<GameName, "random" | "othello" | "connect4">;

/**
 * The games a tournament takes: those whose row has start positions (`starts`), so the
 * command line, the results files and the registry's refusal all list a new game at once.
 */
export const TOURNAMENT_GAMES = gamesWith("starts") as TournamentGame[];
/**
 * The player that faces alpha-beta. On Connect-Four (Rivest's table 2) alpha-beta is
 * iterative deepening under a budget per move; `mma` gets the same budget, and "abDepth"
 * is the budget level k: k x 1000 move calls (match "nodes") or k scaled seconds
 * (match "time"; experiments/tournament/connect-four-pair.ts). `mma-vs-bestfirst`: mma at level k
 * (the "bf" side) against best-first minimax at the depth bound bfDepth (the "ab" side).
 * `mcts`: the MCTS player, with mma's budget on Connect-Four, at the level bfDepth on
 * random games and Othello (./mcts-side.ts).
 */
export type TournamentAlgorithm = Extract<Algorithm, "bestfirst" | "extension" | "mma" | "mcts"> | "mma-vs-bestfirst";
/**
 * What the registry plays as the challenger: the papers' challengers, alpha-beta with a table
 * (its horizon the job's bfDepth, matched as a best-first bound is; on Connect-Four alpha-beta's
 * budget), or a level (its own budget; the job's bfDepth is the level).
 */
export type ChallengerKind = TournamentAlgorithm | "alphabeta-tt" | "level";
/**
 * The challenger as a tournament names it: an entrant's name (./entrant.ts) whose search is a
 * ChallengerKind, canonical (`bestfirst`, `alphabeta-tt:engine`, `mcts+learned`, `level:5`).
 */
export type TournamentEntrant = TournamentAlgorithm | (string & {});
export type MatchBy = "nodes" | "time";
export type TreeMode = "uniform" | "random";

/** What every pair job has, whatever the game. */
interface PairJobBase {
  /** 0-based: random games use seed pairIndex + 1, Othello the opening pairIndex. */
  pairIndex: number;
  /** The alpha-beta horizon (full-width depth). */
  abDepth: number;
  /** The best-first depth bound K (for `extension`, the bound of its best-first part). */
  bfDepth: number;
  /** Which challenger faces alpha-beta (an entrant's name: ./entrant.ts). */
  algorithm: TournamentEntrant;
  /** How bfDepth was matched to abDepth's cost: nodes generated or time. */
  match: MatchBy;
  /** Othello only: both players evaluate by the learned evaluation (docs/train.md); absent, by the hand one. */
  evaluation?: "learned";
}

/** A pair on a random game tree: seeds 1..100 as in the paper. */
export interface RandomPairJob extends PairJobBase {
  game: "random";
  seed: number;
  branching: number;
  mode: TreeMode;
}

/** A pair on Othello from one of the 244 positions after four moves (index 0..243). */
export interface OthelloPairJob extends PairJobBase {
  game: "othello";
  opening: number;
  /** A start position of one's own instead of the opening (bestfirst match --board). */
  board?: string;
}

/** A move as it is played, for those who watch a match (bestfirst match). */
export interface MoveEvent {
  /** 0: best-first is MAX (black); 1: alpha-beta is. */
  game: 0 | 1;
  ply: number;
  side: "bf" | "ab";
  move: string;
  nodes: number;
  /** True when played by the exact endgame search (the horizon reached the end). */
  exact: boolean;
}

/** A pair on Connect-Four from one of the 49 openings of two moves (index 0..48). */
export interface ConnectFourPairJob extends PairJobBase {
  game: "connect4";
  opening: number;
  /** The challenger's opening book (bestfirst match --book; docs/books.md): its moves while its line is in it. */
  book?: Book;
}

export type PairJob = RandomPairJob | OthelloPairJob | ConnectFourPairJob;

/** One game of a pair. */
export interface GameRecord {
  /** True when best-first played MAX (moved first) in this game. */
  bfIsMax: boolean;
  /** The terminal value from MAX's point of view (random: the sum of edge costs; Othello: disc differential). */
  finalValue: number;
  /** The moves as the game names them, from the start position. */
  moves: string[];
  nodesBf: number;
  nodesAb: number;
  msBf: number;
  msAb: number;
  /** Each side's searches (the endgame's exact alpha-beta aside), the nodes of its tree it
   * kept from the move before summed over them, and the most nodes its tree held. */
  searchesBf: number;
  searchesAb: number;
  keptBf: number;
  keptAb: number;
  peakStoredBf: number;
  peakStoredAb: number;
}

/** A finished pair: the job, the verdict, the costs summed over both games, the games. */
export type PairResult = PairJob & {
  /** 1 when best-first won the pair (see ./judge.ts), else 0. */
  bfWins: 0 | 1;
  abWins: 0 | 1;
  tie: boolean;
  /** Nodes generated by each side over both games (the papers' cost measure). */
  nodesBf: number;
  nodesAb: number;
  /** Milliseconds each side spent choosing moves over both games (not deterministic). */
  msBf: number;
  msAb: number;
  games: [GameRecord, GameRecord];
};

/** A tournament: the grid of the papers' tables, one line per alpha-beta depth. */
export interface TournamentSpec {
  game: TournamentGame;
  /** Random games only (ignored for Othello). */
  branching: number;
  mode: TreeMode;
  /** Alpha-beta depths, ascending. */
  abDepths: number[];
  /** Pairs per alpha-beta depth (random: at most 100 seeds; Othello: at most 244 openings). */
  pairs: number;
  algorithm: TournamentEntrant;
  match: MatchBy;
  /** Best-first depths given outright (one per abDepth): no depth matching. */
  bfDepths?: number[];
  /** Pairs in each short tournament of the depth matching (default: min(pairs, 10)). */
  matchPairs?: number;
  /** The deepest best-first bound the matching may try (default 100, the game's length). */
  maxBfDepth?: number;
  /** Othello only: both players evaluate by the learned evaluation; absent, by the hand one. */
  evaluation?: "learned";
}

/** The cost of one short tournament at (abDepth, bfDepth), what depth matching compares. */
export interface Cost {
  nodesBf: number;
  nodesAb: number;
  msBf: number;
  msAb: number;
}

/** One line of a table: one alpha-beta depth against its matched best-first depth. */
export interface TableRow {
  abDepth: number;
  bfDepth: number;
  /** Pairs played (wins + losses + ties). */
  pairs: number;
  bfWins: number;
  abWins: number;
  ties: number;
  /** 100 * bfWins / (bfWins + abWins): ties are left out, as in the paper; null if all tied. */
  bfWinPct: number | null;
  /** Nodes generated over all pairs of the row. */
  nodesBf: number;
  nodesAb: number;
  msBf: number;
  msAb: number;
  /** Nodes kept between moves, per search, and the most nodes a tree held (over all games). */
  keptPerMoveBf: number;
  keptPerMoveAb: number;
  peakStoredBf: number;
  peakStoredAb: number;
}
