// The round robin's results files (../run/results-file.ts does the file: header, appending,
// resuming, cut last lines): the header's `roundRobin` field holds the spec, then one line
// per finished pair. This is the schema - every field checked by type and range, each
// game replayed on the reference's rules so that a verdict cannot be invented - and the
// store, which keys pairs by job so that none is played twice.

import { GAMES, MAX_BUDGET, MAX_TIME_MS, RANDOM_TREE_DEPTH } from "../../contract/index.js";
import type { Shard } from "../run/shards.js";
import {
  fieldFail,
  readResults,
  type Header,
  type OpenFile,
  type Results,
  type ResultsSchema,
} from "../run/results-file.js";
import { KeyedStore, openKeyedStore } from "../run/keyed-store.js";
import { canonicalEntrant, ENTRANTS } from "./entrants.js";
import { jobKey } from "./jobs.js";
import { openingsOf, replayGame } from "./openings.js";
import { CORE_MOST_PLIES, CORE_NAME_LENGTH, coreNameProblem } from "./core-game.js";
import { mostNodes } from "./node-bound.js";
import type { CompareGame, CoreGameSpec, PairPlayed, PlayedGame, RoundRobinSpec } from "./types.js";

/** The games a results file may hold: every game of the table, and a game core. */
export const COMPARE_GAMES: readonly CompareGame[] = [...GAMES, "core"];

export type RoundRobinLine = { kind: "pair" } & PairPlayed;

/** The most budgets of one run. */
export const MOST_BUDGETS = 16;

const FLAGS: Record<keyof RoundRobinSpec, string> = {
  game: "--game",
  algorithms: "--algorithms",
  budgets: "--budgets",
  by: "--by",
  pairs: "--pairs",
  branching: "--branching",
  mode: "--mode",
  depth: "--depth",
  core: "--core",
};

function difference(a: RoundRobinSpec, b: RoundRobinSpec) {
  for (const name of Object.keys(FLAGS) as (keyof RoundRobinSpec)[])
    if (JSON.stringify(a[name]) !== JSON.stringify(b[name])) {
      const show = (v: unknown) =>
        v === null || v === undefined
          ? "none"
          : Array.isArray(v)
            ? v.join(",")
            : name === "core"
              ? coreShown(v as CoreGameSpec)
              : String(v);
      return { name: `${name} (${FLAGS[name]})`, a: show(a[name]), b: show(b[name]) };
    }
  return undefined;
}

type Obj = Record<string, unknown>;
const bad = (where: string, field: string, wanted: string, value: unknown): never =>
  fieldFail(where, field, wanted, value, "compare");

/** A field that must be an object (compare's files). */
export function object(where: string, field: string, value: unknown): Obj {
  if (typeof value !== "object" || value === null || Array.isArray(value)) bad(where, field, "an object", value);
  return value as Obj;
}

/** A field that must be an integer from min to max (compare's files). */
export function int(where: string, o: Obj, field: string, min: number, max: number, prefix = ""): number {
  const v = o[field];
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < min || v > max)
    bad(where, prefix + field, `an integer from ${min} to ${max}`, v);
  return v as number;
}

function ms(where: string, o: Obj, field: string, prefix: string): number {
  const v = o[field];
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0)
    bad(where, prefix + field, "a number of milliseconds (0 or more)", v);
  return v as number;
}

/** A field that must be one of `choices` (compare's files). */
export function choice<T extends string>(where: string, o: Obj, field: string, choices: readonly T[]): T {
  const v = o[field];
  if (typeof v !== "string" || !choices.includes(v as T)) bad(where, field, `one of ${choices.join(", ")}`, v);
  return v as T;
}

/** A core as a difference names it. */
const coreShown = (core: CoreGameSpec) =>
  `${core.title} (sha256 ${core.sha256.slice(0, 16)}..., named ${core.name}, ${core.openingPlies}-move openings)`;

function coreFrom(where: string, value: unknown): CoreGameSpec {
  const o = object(where, "core", value);
  const name = o.name;
  const problem = typeof name === "string" ? coreNameProblem(name) : "a name";
  if (problem) bad(where, "core.name", problem, name);
  if (typeof o.title !== "string" || o.title.length < 1 || o.title.length > 200)
    bad(where, "core.title", "the core's class name", o.title);
  if (typeof o.sha256 !== "string" || !/^[0-9a-f]{64}$/.test(o.sha256))
    bad(where, "core.sha256", "64 hexadecimal digits", o.sha256);
  return {
    name: name as string,
    title: o.title as string,
    sha256: o.sha256 as string,
    openingPlies: int(where, o, "openingPlies", 0, 64, "core."),
  };
}

/** The largest budget per move of each kind. */
export const mostBudget = (by: RoundRobinSpec["by"]) => (by === "nodes" ? MAX_BUDGET : MAX_TIME_MS);

/** The `budgets` field: 1 to MOST_BUDGETS ascending integers, each at most the kind's most. */
export function budgetsFrom(where: string, o: Obj, by: RoundRobinSpec["by"]): number[] {
  const budgets = o.budgets;
  const most = mostBudget(by);
  if (
    !Array.isArray(budgets) ||
    budgets.length === 0 ||
    budgets.length > MOST_BUDGETS ||
    budgets.some(
      (x, i) =>
        typeof x !== "number" || !Number.isSafeInteger(x) || x < 1 || x > most || (i > 0 && x <= budgets[i - 1]),
    )
  )
    bad(where, "budgets", `1 to ${MOST_BUDGETS} ascending integers from 1 to ${most}`, budgets);
  return [...(budgets as number[])];
}

function paramsFrom(where: string, value: unknown): RoundRobinSpec {
  const o = object(where, "roundRobin", value);
  const game = choice(where, o, "game", COMPARE_GAMES);
  const by = choice(where, o, "by", ["nodes", "time"] as const);
  const algorithms = o.algorithms;
  const named = (a: unknown) => {
    try {
      return typeof a === "string" && canonicalEntrant(a, game) === a;
    } catch {
      return false;
    }
  };
  if (
    !Array.isArray(algorithms) ||
    algorithms.length < 2 ||
    algorithms.some((a) => !named(a)) ||
    new Set(algorithms).size !== algorithms.length
  )
    bad(
      where,
      "algorithms",
      `two or more entrants (${ENTRANTS.join(", ")}, with a preset or +learned, or level:N), none twice`,
      algorithms,
    );
  const budgets = budgetsFrom(where, o, by);
  const random = game === "random";
  const none = (field: string) => {
    if (o[field] !== null) bad(where, field, `null for ${game}`, o[field]);
    return null;
  };
  return {
    game,
    algorithms: [...(algorithms as string[])],
    budgets,
    by,
    pairs: int(where, o, "pairs", 1, openingsOf(game)),
    branching: random ? int(where, o, "branching", 1, 65536) : none("branching"),
    mode: random ? choice(where, o, "mode", ["uniform", "random"] as const) : none("mode"),
    depth: random ? int(where, o, "depth", 1, RANDOM_TREE_DEPTH) : none("depth"),
    ...(game === "core"
      ? { core: coreFrom(where, o.core) }
      : o.core === undefined
        ? {}
        : { core: bad(where, "core", `absent for ${game}`, o.core) }),
  };
}

function gameFrom(
  where: string,
  value: unknown,
  i: number,
  spec: RoundRobinSpec,
  opening: number,
  budget: number,
  entrants: [string, string],
): PlayedGame {
  const p = `games[${i}].`;
  const g = object(where, `games[${i}]`, value);
  if (g.aFirst !== (i === 0))
    bad(where, `${p}aFirst`, `${i === 0} (a moves first in the first game of a pair)`, g.aFirst);
  const moves = g.moves;
  const longest = spec.core ? CORE_NAME_LENGTH : 8;
  if (
    !Array.isArray(moves) ||
    moves.length > CORE_MOST_PLIES ||
    moves.some((m) => typeof m !== "string" || m.length < 1 || m.length > longest)
  )
    bad(where, `${p}moves`, "a list of move names", moves);
  const finalValue = g.finalValue;
  if (typeof finalValue !== "number" || !Number.isSafeInteger(finalValue))
    bad(where, `${p}finalValue`, "an integer", finalValue);
  const replay = replayGame(spec, opening, moves as string[]);
  if ("problem" in replay)
    return bad(where, `${p}moves`, `the moves of a whole game from opening ${opening} (${replay.problem})`, moves);
  if (replay.value !== finalValue)
    bad(where, `${p}finalValue`, `${replay.value} (the value its moves reach)`, finalValue);
  // Who made each move is the replay's (a moves first in the first game); each side's
  // nodes are bounded by its moves at the budget (./node-bound.ts).
  const plies = (moves as string[]).length;
  const movesA = i === 0 ? replay.maxMoves : plies - replay.maxMoves;
  const side = (s: "A" | "B") => {
    const n = s === "A" ? movesA : plies - movesA;
    const field = `moves${s}`;
    if (g[field] !== n) bad(where, p + field, `${n} (the moves ${s.toLowerCase()} made in the game)`, g[field]);
    const most = mostNodes(spec, budget, n, entrants[s === "A" ? 0 : 1]),
      nodes = g[`nodes${s}`],
      unit = spec.by === "nodes" ? "nodes" : "ms";
    if (typeof nodes !== "number" || !Number.isSafeInteger(nodes) || nodes < 0 || nodes > most)
      bad(
        where,
        `${p}nodes${s}`,
        `an integer from 0 to ${most} (${n} move${n === 1 ? "" : "s"} at ${budget} ${unit} a move)`,
        nodes,
      );
    return { moves: n, nodes: nodes as number };
  };
  const a = side("A"),
    b = side("B");
  return {
    aFirst: i === 0,
    finalValue: finalValue as number,
    moves: [...(moves as string[])],
    nodesA: a.nodes,
    nodesB: b.nodes,
    msA: ms(where, g, "msA", p),
    msB: ms(where, g, "msB", p),
    movesA: a.moves,
    movesB: b.moves,
  };
}

function lineFrom(value: unknown, spec: RoundRobinSpec, where: string): RoundRobinLine {
  const o = object(where, "the line", value);
  if (o.kind !== "pair") bad(where, "kind", `"pair"`, o.kind);
  if (!spec.budgets.includes(o.budget as number))
    bad(where, "budget", `one of this run's budgets (${spec.budgets.join(",")})`, o.budget);
  const a = choice(where, o, "a", spec.algorithms),
    b = choice(where, o, "b", spec.algorithms);
  if (spec.algorithms.indexOf(a) >= spec.algorithms.indexOf(b)) bad(where, "b", `a search listed after ${a}`, b);
  const opening = int(where, o, "opening", 0, spec.pairs - 1);
  const games = o.games;
  if (!Array.isArray(games) || games.length !== 2) bad(where, "games", "two games", games);
  const played = (games as unknown[]).map((g, i) =>
    gameFrom(where, g, i, spec, opening, o.budget as number, [a, b]),
  ) as [PlayedGame, PlayedGame];
  return { kind: "pair", budget: o.budget as number, a, b, opening, games: played };
}

export const roundRobinSchema: ResultsSchema<RoundRobinSpec, RoundRobinLine> = {
  field: "roundRobin",
  command: "compare",
  noun: "round robin",
  lineKinds: ["pair"],
  params: paramsFrom,
  difference,
  line: lineFrom,
};

/** The store of a round robin's pairs, by job key. */
export type RoundRobinStore = KeyedStore<PairPlayed>;
export const newRoundRobinStore = (file?: OpenFile): RoundRobinStore =>
  new KeyedStore<PairPlayed>({ kind: "pair", key: jobKey, noun: "pair" }, file);

/** Opens (or, with `resume`, continues) the results file of the run; checked before any game is played. */
export function openRoundRobinStore(
  path: string | undefined,
  resume: boolean,
  spec: RoundRobinSpec,
  shard?: Shard,
): RoundRobinStore {
  return openKeyedStore<RoundRobinSpec, PairPlayed, RoundRobinStore>(
    newRoundRobinStore,
    roundRobinSchema,
    path,
    resume,
    spec,
    shard,
  );
}

export function readRoundRobinFile(
  path: string,
  expected?: Header<RoundRobinSpec>,
): Results<RoundRobinSpec, RoundRobinLine> {
  return readResults(path, roundRobinSchema, expected);
}

/** Checks a spec given in code (the CLI checks its options itself, with the same ranges). */
export function checkRoundRobinSpec(spec: RoundRobinSpec): void {
  paramsFrom("the round robin's parameters", spec);
}
