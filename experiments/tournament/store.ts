// The tournaments' results files (../run/results-file.ts does the file itself: header,
// appending, resuming, cut last lines): one JSON line per finished pair (and one per
// matched depth). This file is the tournament's schema - its parameters, the validation
// of every field of a pair or depth line by type and range - and its store, which keys
// results by job so that nothing is played twice.

import { BestfirstError, GAME_NOTATIONS, RANDOM_TREE_DEPTH } from "../../contract/index.js";
import { EnvironmentError } from "../run/files.js";
import { replayGame } from "./game-rules.js";
import { canonicalChallenger, CHALLENGER_SEARCHES, challengerLevel } from "./entrant.js";
import { jobKey, tournamentKey, type TournamentId } from "./jobs.js";
import type { Shard } from "../run/shards.js";
import {
  conflictingRecords,
  fieldFail,
  newByKey,
  openResults,
  readResults,
  ResultsWriter,
  RESULTS_FORMAT,
  RESULTS_VERSION,
  safeNote,
  sameRecord,
  type Header,
  type OpenFile,
  type Results,
  type ResultsSchema,
} from "../run/results-file.js";
import type {
  TournamentEntrant,
  Cost,
  TournamentGame,
  GameRecord,
  MatchBy,
  PairJob,
  PairResult,
  TournamentSpec,
  TreeMode,
} from "./types.js";
import { TOURNAMENT_GAMES } from "./types.js";

/** What the depth matching decided for one alpha-beta depth, with the evidence. */
export interface DepthRecord {
  tournament: TournamentId;
  abDepth: number;
  bfDepth: number;
  /** Pairs the full tournament at this depth plays (merge checks completeness with it). */
  pairs: number;
  /** The short tournaments measured on the way, in the order they were run. */
  trail: { bfDepth: number; cost: Cost }[];
}

export { RESULTS_FORMAT, RESULTS_VERSION };
export { io, showShard } from "../run/results-file.js";
/** The most pairs a tournament can have: its game's start positions (random games' seeds, the openings). */
const mostPairs = (game: TournamentGame): number => GAME_NOTATIONS[game].starts!;
/** The deepest depth a tournament takes: a random game's length. */
const DEEPEST = RANDOM_TREE_DEPTH;

/** Everything that decides a tournament's results, normalized (null: does not apply). */
export interface TournamentParams {
  game: TournamentGame;
  branching: number | null;
  mode: TreeMode | null;
  /** The challenger, an entrant's name (./entrant.ts; a file from before entrants holds a search's). */
  algorithm: TournamentEntrant;
  match: MatchBy;
  abDepths: number[];
  pairs: number;
  /** Given best-first depths (no matching), or null. */
  bfDepths: number[] | null;
  /** The matching's short tournaments (null when the depths are given). */
  matchPairs: number | null;
  maxBfDepth: number | null;
  /** Both players' evaluation: "learned" on Othello only (a file from before it has none: "hand"). */
  evaluation: "hand" | "learned";
}

/** The first line of a results file. */
export interface ResultsHeader {
  kind: "header";
  format: typeof RESULTS_FORMAT;
  version: number;
  tournament: TournamentParams;
  /** The slice this file holds (null: the whole tournament). */
  shard: Shard | null;
}

/** The order parameters are compared in (the first that differs is named). */
export const PARAM_ORDER: readonly (keyof TournamentParams)[] = [
  "game",
  "branching",
  "mode",
  "algorithm",
  "match",
  "abDepths",
  "pairs",
  "bfDepths",
  "matchPairs",
  "maxBfDepth",
  "evaluation",
];

export function resultsHeader(spec: TournamentSpec, shard?: Shard): ResultsHeader {
  const random = spec.game === "random";
  const given = spec.bfDepths !== undefined;
  return {
    kind: "header",
    format: RESULTS_FORMAT,
    version: RESULTS_VERSION,
    tournament: {
      game: spec.game,
      branching: random ? spec.branching : null,
      mode: random ? spec.mode : null,
      algorithm: spec.algorithm,
      match: spec.match,
      abDepths: [...spec.abDepths],
      pairs: spec.pairs,
      bfDepths: given ? [...spec.bfDepths!] : null,
      matchPairs: given ? null : Math.min(spec.matchPairs ?? 10, spec.pairs),
      maxBfDepth: given ? null : (spec.maxBfDepth ?? DEEPEST),
      evaluation: spec.evaluation ?? "hand",
    },
    shard: shard ? { k: shard.k, n: shard.n } : null,
  };
}

/** The tournament a header describes. */
export function specOf(t: TournamentParams): TournamentSpec {
  return {
    ...tournamentIdOf(t),
    abDepths: [...t.abDepths],
    pairs: t.pairs,
    ...(t.bfDepths
      ? { bfDepths: [...t.bfDepths] }
      : { matchPairs: t.matchPairs ?? undefined, maxBfDepth: t.maxBfDepth ?? undefined }),
  };
}

/** The command-line option of each parameter. */
const FLAGS: Record<keyof TournamentParams, string> = {
  game: "--game",
  branching: "--branching",
  mode: "--mode",
  algorithm: "--algorithm",
  match: "--match",
  abDepths: "--ab-depths",
  pairs: "--pairs",
  bfDepths: "--bf-depths",
  matchPairs: "--match-pairs",
  maxBfDepth: "the deepest best-first bound",
  evaluation: "--evaluation",
};

const show = (v: unknown) => (v === null || v === undefined ? "none" : Array.isArray(v) ? v.join(",") : String(v));

/** The first parameter in which two tournaments differ, as "branching (4 in X, 3 in Y)"-ready parts. */
export function firstDifference(
  a: TournamentParams,
  b: TournamentParams,
): { name: string; a: string; b: string } | undefined {
  for (const name of PARAM_ORDER)
    if (JSON.stringify(a[name]) !== JSON.stringify(b[name]))
      return { name: `${name} (${FLAGS[name]})`, a: show(a[name]), b: show(b[name]) };
  return undefined;
}

type Line = ({ kind: "pair" } & PairResult) | ({ kind: "depth" } & DepthRecord);

export function depthKey(d: Pick<DepthRecord, "tournament" | "abDepth">): string {
  return `${tournamentKey(d.tournament)}/ab${d.abDepth}`;
}

export class ResultStore {
  readonly results = new Map<string, PairResult>();
  readonly depths = new Map<string, DepthRecord>();
  /** Where each pair was read ("FILE line N"), to name both lines of a conflict. */
  private readonly origins = new Map<string, string>();
  /** The results file's last line was cut short (an interrupted write) and dropped on resume. */
  cut = false;
  private readonly writer: ResultsWriter;

  /** An in-memory store, or one appending to the open results file (see `openStore`). */
  constructor(file?: OpenFile) {
    this.writer = new ResultsWriter(file, (written) => safeNote(this.results.size + written, "pair"));
  }

  /**
   * Adds a validated pair or depth read at `where` ("FILE line N"): a later line of the
   * same pair that says the same is dropped, one that says otherwise is refused.
   */
  absorb(line: Line, where = "a line"): void {
    if (line.kind === "pair") {
      const { kind: _, ...result } = line;
      const key = jobKey(result);
      const known = this.results.get(key);
      if (known && !sameRecord(known, result))
        conflictingRecords(`pair (${key})`, this.origins.get(key) ?? "a line", where);
      if (!known) {
        this.results.set(key, result);
        this.origins.set(key, where);
      }
    } else if (line.kind === "depth") {
      const { kind: _, ...record } = line;
      const key = depthKey(record);
      const known = this.depths.get(key);
      if (known && known.bfDepth !== record.bfDepth)
        throw new BestfirstError(
          `${where}: two different matched depths for ${key}: ${known.bfDepth} and ${record.bfDepth} (merge files of ` +
            `one matching)`,
        );
      this.depths.set(key, known ?? record);
    }
  }

  /** Adds finished pairs (a pool's batch), each line its own write; a key already held is ignored. */
  addResults(results: readonly PairResult[]): void {
    const fresh = newByKey(results, jobKey, this.results);
    this.writer.writeLines([...fresh.values()].map((result) => ({ kind: "pair", ...result })));
    for (const [key, result] of fresh) this.results.set(key, result);
  }

  addDepth(record: DepthRecord): void {
    const known = this.depths.get(depthKey(record));
    if (known && known.bfDepth === record.bfDepth && known.pairs === record.pairs) return;
    this.writer.write({ kind: "depth", ...record });
    this.depths.set(depthKey(record), record);
  }

  /** Closes the file (idempotent). */
  close(): void {
    this.writer.close();
  }
}

/**
 * Opens the results file of the tournament `header` describes: a new one (it must not
 * hold anything), or, with `resume`, one of the same tournament (or none yet) to go on
 * with. Everything is checked here, before any game is played.
 */
export function openStore(path: string | undefined, resume: boolean, header: ResultsHeader): ResultStore {
  const { file, lines, where, cut } = openResults(path, resume, tournamentSchema, {
    params: header.tournament,
    shard: header.shard,
  });
  const store = new ResultStore(file);
  store.cut = cut;
  lines.forEach((line, i) => store.absorb(line, where[i]));
  return store;
}

export interface ResultsFile extends Omit<Results<TournamentParams, Line>, "header"> {
  header: ResultsHeader | undefined;
}

/**
 * Reads and validates a results file. With `expected`, its header must describe the same
 * tournament (and shard). A cut last line is left out (see `cut`); any other bad line is a
 * BestfirstError naming its line number and what is wrong.
 */
export function readResultsFile(path: string, expected?: ResultsHeader): ResultsFile {
  const read = readResults(path, tournamentSchema, expected && { params: expected.tournament, shard: expected.shard });
  return { ...read, header: read.header && asHeader(read.header) };
}

function asHeader(h: Header<TournamentParams>): ResultsHeader {
  return { kind: "header", format: RESULTS_FORMAT, version: RESULTS_VERSION, tournament: h.params, shard: h.shard };
}

// ---- validation: every field by type and range -------------------------------------

function fail(where: string, field: string, wanted: string, value: unknown): never {
  return fieldFail(where, field, wanted, value, "tournament");
}

type Obj = Record<string, unknown>;

function object(where: string, field: string, value: unknown): Obj {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(where, field, "an object", value);
  return value as Obj;
}

function int(where: string, o: Obj, field: string, min: number, max: number, prefix = ""): number {
  const v = o[field];
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < min || v > max)
    fail(where, prefix + field, `an integer from ${min} to ${max}`, v);
  return v;
}

function count(where: string, o: Obj, field: string, prefix = ""): number {
  return int(where, o, field, 0, Number.MAX_SAFE_INTEGER, prefix);
}

function ms(where: string, o: Obj, field: string, prefix = ""): number {
  const v = o[field];
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0)
    fail(where, prefix + field, "a number of milliseconds (0 or more)", v);
  return v;
}

function choice<T extends string>(where: string, o: Obj, field: string, choices: readonly T[], prefix = ""): T {
  const v = o[field];
  if (typeof v !== "string" || !choices.includes(v as T))
    fail(where, prefix + field, `one of ${choices.join(", ")}`, v);
  return v as T;
}

function same<T>(where: string, o: Obj, field: string, want: T, what = "this tournament's"): T {
  if (o[field] !== want) fail(where, field, `${what} ${JSON.stringify(want)}`, o[field]);
  return want;
}

function bool(where: string, o: Obj, field: string, prefix = ""): boolean {
  const v = o[field];
  if (typeof v !== "boolean") fail(where, prefix + field, "true or false", v);
  return v;
}

function depths(where: string, o: Obj, field: string, nullable: boolean, length?: number): number[] | null {
  const v = o[field];
  if (v === null && nullable) return null;
  const wanted =
    `${nullable ? "null or " : ""}${length ? `${length}` : `1 to ${DEEPEST}`} ascending integers from 1 ` +
    `to ${DEEPEST}`;
  if (!Array.isArray(v) || v.length === 0 || v.length > DEEPEST || (length !== undefined && v.length !== length))
    fail(where, field, wanted, v);
  for (let i = 0; i < v.length; i++) {
    const d = v[i];
    if (
      typeof d !== "number" ||
      !Number.isInteger(d) ||
      d < 1 ||
      d > DEEPEST ||
      (field === "abDepths" && i > 0 && d <= v[i - 1])
    )
      fail(where, field, wanted, v);
  }
  return v as number[];
}

function paramsFrom(where: string, value: unknown): TournamentParams {
  const t = object(where, "tournament", value);
  const game = choice(where, t, "game", TOURNAMENT_GAMES);
  const random = game === "random";
  const pairs = int(where, t, "pairs", 1, mostPairs(game));
  const abDepths = depths(where, t, "abDepths", false)!;
  const bfDepths = depths(where, t, "bfDepths", true, abDepths.length);
  const algorithm = challengerOf(where, t, game);
  // A level carries its own budget: its depths are its level, never matched.
  const level = challengerLevel(algorithm);
  if (level !== undefined && (!bfDepths || bfDepths.some((d) => d !== level)))
    fail(where, "bfDepths", `the level (${level}) at every alpha-beta depth, for ${algorithm}`, t.bfDepths);
  return {
    game,
    branching: random ? int(where, t, "branching", 1, 65536) : (same(where, t, "branching", null, `for ${game}`), null),
    mode: random
      ? choice(where, t, "mode", ["uniform", "random"] as const)
      : (same(where, t, "mode", null, `for ${game}`), null),
    algorithm,
    match: choice(where, t, "match", ["nodes", "time"] as const),
    abDepths,
    pairs,
    bfDepths,
    matchPairs: bfDepths
      ? same(where, t, "matchPairs", null, "with given depths")
      : int(where, t, "matchPairs", 1, pairs),
    maxBfDepth: bfDepths
      ? same(where, t, "maxBfDepth", null, "with given depths")
      : int(where, t, "maxBfDepth", 1, DEEPEST),
    evaluation:
      t.evaluation === undefined
        ? "hand"
        : game === "othello"
          ? choice(where, t, "evaluation", ["hand", "learned"] as const)
          : same(where, t, "evaluation", "hand", `for ${game}`),
  };
}

/** A header's challenger: an entrant's name as the tournament writes it (canonical), for its game. */
function challengerOf(where: string, t: Obj, game: TournamentGame): TournamentEntrant {
  const v = t.algorithm;
  const wanted =
    `a challenger's entrant name (${CHALLENGER_SEARCHES.join(", ")}, with a preset or +learned, or level:N), ` +
    "as the tournament writes it";
  if (typeof v !== "string") fail(where, "algorithm", wanted, v);
  let canonical: string;
  try {
    canonical = canonicalChallenger(v, game);
  } catch (error) {
    if (!(error instanceof BestfirstError)) throw error;
    return fail(where, "algorithm", `${wanted} (${error.message})`, v);
  }
  if (canonical !== v) fail(where, "algorithm", `${wanted}: ${canonical}`, v);
  return v;
}

/** The tournament's identity as its lines carry it. */
export function tournamentIdOf(t: TournamentParams): TournamentId {
  return {
    game: t.game,
    branching: t.branching ?? 0,
    mode: t.mode ?? "random",
    algorithm: t.algorithm,
    match: t.match,
    ...(t.evaluation === "learned" ? { evaluation: t.evaluation } : {}),
  };
}

function checkTournamentId(where: string, value: unknown, t: TournamentParams): void {
  const o = object(where, "tournament", value);
  same(where, o, "game", t.game);
  if (t.game === "random") {
    same(where, o, "branching", t.branching);
    same(where, o, "mode", t.mode);
  }
  same(where, o, "algorithm", t.algorithm);
  same(where, o, "match", t.match);
  learnedOf(where, o, t);
}

/** A line's evaluation field: "learned" in a tournament of the learned evaluation, absent otherwise. */
function learnedOf(where: string, o: Obj, t: TournamentParams): { evaluation?: "learned" } {
  if (t.evaluation === "learned") return { evaluation: same(where, o, "evaluation", "learned") };
  if (o.evaluation !== undefined) fail(where, "evaluation", "absent (the hand evaluation)", o.evaluation);
  return {};
}

/** The best-first depths a line at alpha-beta depth `ab` may have. */
function bfRange(t: TournamentParams, ab: number): [number, number] {
  if (t.bfDepths) {
    const d = t.bfDepths[t.abDepths.indexOf(ab)];
    return [d, d];
  }
  return [1, t.maxBfDepth ?? DEEPEST];
}

function abDepthOf(where: string, o: Obj, t: TournamentParams): number {
  const v = o.abDepth;
  if (typeof v !== "number" || !t.abDepths.includes(v))
    fail(where, "abDepth", `one of this tournament's alpha-beta depths (${t.abDepths.join(",")})`, v);
  return v;
}

function costFrom(where: string, value: unknown, prefix: string): Cost {
  const o = object(where, prefix.slice(0, -1), value);
  return {
    nodesBf: count(where, o, "nodesBf", prefix),
    nodesAb: count(where, o, "nodesAb", prefix),
    msBf: ms(where, o, "msBf", prefix),
    msAb: ms(where, o, "msAb", prefix),
  };
}

function gameFrom(where: string, value: unknown, i: number): GameRecord {
  const p = `games[${i}].`;
  const g = object(where, `games[${i}]`, value);
  const bfIsMax = bool(where, g, "bfIsMax", p);
  if (bfIsMax !== (i === 0))
    fail(where, `${p}bfIsMax`, `${i === 0} (best-first is MAX in the first game of a pair)`, bfIsMax);
  const finalValue = g.finalValue;
  if (typeof finalValue !== "number" || !Number.isSafeInteger(finalValue))
    fail(where, `${p}finalValue`, "an integer", finalValue);
  const moves = g.moves;
  if (
    !Array.isArray(moves) ||
    moves.length > 1000 ||
    moves.some((m) => typeof m !== "string" || m.length < 1 || m.length > 8)
  )
    fail(where, `${p}moves`, "a list of move names", moves);
  return {
    bfIsMax,
    finalValue,
    moves: [...(moves as string[])],
    nodesBf: count(where, g, "nodesBf", p),
    nodesAb: count(where, g, "nodesAb", p),
    msBf: ms(where, g, "msBf", p),
    msAb: ms(where, g, "msAb", p),
    searchesBf: count(where, g, "searchesBf", p),
    searchesAb: count(where, g, "searchesAb", p),
    keptBf: count(where, g, "keptBf", p),
    keptAb: count(where, g, "keptAb", p),
    peakStoredBf: count(where, g, "peakStoredBf", p),
    peakStoredAb: count(where, g, "peakStoredAb", p),
  };
}

/**
 * A game's record against the game itself (./game-rules.ts): its moves are replayed from
 * the pair's start, each must be legal where it is played and the last must end the game,
 * and its final value must be the end's. So the verdict, judged from the final values
 * below, is the games'. Who moved when is the replay's, so each side's searches are at
 * most its moves (a move is a search, or an endgame solved exactly). At what cost each
 * chose cannot be checked without playing the searches again (the run's whole cost): the
 * node counts are checked only for their sum.
 */
function checkReplayed(where: string, job: PairJob, game: GameRecord, i: number): void {
  const replayed = replayGame(job, game.moves);
  if ("problem" in replayed)
    throw new BestfirstError(
      `${where}: games[${i}].moves: ${replayed.problem}: the file is damaged or not written by bestfirst tournament`,
    );
  if (game.finalValue !== replayed.value)
    fail(where, `games[${i}].finalValue`, `${replayed.value} (the value of the end its moves reach)`, game.finalValue);
  const bfMoves = game.bfIsMax ? replayed.maxMoves : game.moves.length - replayed.maxMoves;
  if (game.searchesBf > bfMoves)
    fail(where, `games[${i}].searchesBf`, `at most ${bfMoves} (best-first's moves in the game)`, game.searchesBf);
  const abMoves = game.moves.length - bfMoves;
  if (game.searchesAb > abMoves)
    fail(where, `games[${i}].searchesAb`, `at most ${abMoves} (alpha-beta's moves in the game)`, game.searchesAb);
}

function pairFrom(where: string, o: Obj, t: TournamentParams): PairResult {
  same(where, o, "game", t.game);
  const pairIndex = int(where, o, "pairIndex", 0, t.pairs - 1);
  const abDepth = abDepthOf(where, o, t);
  const [lo, hi] = bfRange(t, abDepth);
  const common = {
    pairIndex,
    abDepth,
    bfDepth: int(where, o, "bfDepth", lo, hi),
    algorithm: same(where, o, "algorithm", t.algorithm),
    match: same(where, o, "match", t.match),
    ...learnedOf(where, o, t),
  };
  const job =
    t.game === "random"
      ? {
          game: "random" as const,
          seed: same(where, o, "seed", pairIndex + 1, "pairIndex + 1 ="),
          branching: same(where, o, "branching", t.branching!),
          mode: same(where, o, "mode", t.mode!),
          ...common,
        }
      : { game: t.game, opening: same(where, o, "opening", pairIndex, "pairIndex ="), ...common };
  if (t.game !== "random" && o.board !== undefined)
    fail(where, "board", "absent (tournaments start from the openings)", o.board);
  if (!Array.isArray(o.games) || o.games.length !== 2) fail(where, "games", "a list of the pair's two games", o.games);
  const games: [GameRecord, GameRecord] = [gameFrom(where, o.games[0], 0), gameFrom(where, o.games[1], 1)];
  games.forEach((game, i) => checkReplayed(where, job, game, i));
  const tie = bool(where, o, "tie");
  const bfWins = int(where, o, "bfWins", 0, 1) as 0 | 1;
  const abWins = int(where, o, "abWins", 0, 1) as 0 | 1;
  const result: PairResult = {
    ...job,
    bfWins,
    abWins,
    tie,
    nodesBf: count(where, o, "nodesBf"),
    nodesAb: count(where, o, "nodesAb"),
    msBf: ms(where, o, "msBf"),
    msAb: ms(where, o, "msAb"),
    games,
  };
  // The verdict and the totals must agree with the games (./judge.ts).
  const [a, b] = games;
  if (tie !== (a.finalValue === b.finalValue))
    fail(where, "tie", `${a.finalValue === b.finalValue} (the games' final values)`, tie);
  if (bfWins !== (a.finalValue > b.finalValue ? 1 : 0))
    fail(where, "bfWins", `${a.finalValue > b.finalValue ? 1 : 0} (the games' final values)`, bfWins);
  if (abWins !== (a.finalValue < b.finalValue ? 1 : 0))
    fail(where, "abWins", `${a.finalValue < b.finalValue ? 1 : 0} (the games' final values)`, abWins);
  if (result.nodesBf !== a.nodesBf + b.nodesBf)
    fail(where, "nodesBf", `${a.nodesBf + b.nodesBf} (the sum over the games)`, result.nodesBf);
  if (result.nodesAb !== a.nodesAb + b.nodesAb)
    fail(where, "nodesAb", `${a.nodesAb + b.nodesAb} (the sum over the games)`, result.nodesAb);
  return result;
}

function depthFrom(where: string, o: Obj, t: TournamentParams): DepthRecord {
  checkTournamentId(where, o.tournament, t);
  const abDepth = abDepthOf(where, o, t);
  const [lo, hi] = bfRange(t, abDepth);
  const bfDepth = int(where, o, "bfDepth", lo, hi);
  same(where, o, "pairs", t.pairs);
  if (!Array.isArray(o.trail) || o.trail.length > 10 * DEEPEST) fail(where, "trail", "a list of measurements", o.trail);
  const trail = o.trail.map((step: unknown, i: number) => {
    const s = object(where, `trail[${i}]`, step);
    return {
      bfDepth: int(where, s, "bfDepth", 1, t.maxBfDepth ?? DEEPEST, `trail[${i}].`),
      cost: costFrom(where, s.cost, `trail[${i}].cost.`),
    };
  });
  return { tournament: tournamentIdOf(t), abDepth, bfDepth, pairs: t.pairs, trail };
}

/** A validated line of tournament `t`, rebuilt from its checked fields only. */
function lineFrom(value: unknown, t: TournamentParams, where: string): Line {
  const o = object(where, "the line", value);
  if (o.kind === "pair") return { kind: "pair", ...pairFrom(where, o, t) };
  if (o.kind === "depth") return { kind: "depth", ...depthFrom(where, o, t) };
  return fail(where, "kind", `"pair" or "depth"`, o.kind);
}

export type { Line as ResultsLine };

/** The tournament's results files. */
const tournamentSchema: ResultsSchema<TournamentParams, Line> = {
  field: "tournament",
  command: "tournament",
  noun: "tournament",
  lineKinds: ["pair", "depth"],
  params: paramsFrom,
  difference: firstDifference,
  line: lineFrom,
};
// EnvironmentError is what a failed write throws; re-exported for callers of the store.
export { EnvironmentError };
