// A Pig decision-quality run's results files (../run/results-file.ts does the file: header,
// appending, resuming, cut last lines): the header's `pig` field holds the spec, then one
// line per choice. Every field is checked by type and range; a choice's nodes are held to
// its budget. The labels are not stored: the summary scores each choice by the solution.

import { SEARCHES, type SearchName } from "../../contract/index.js";
import { Pig } from "../../games/pig.js";
import { PIG_MOST_SOLVED_GOAL } from "../../games/pig-solve.js";
import { budgetsFrom, choice, int, object } from "../compare/store.js";
import { MOST_OVERSHOOT } from "../seats/choose.js";
import { seatEntrantsOf } from "../seats/games.js";
import { differenceBy } from "../seats/store.js";
import type { Shard } from "../run/shards.js";
import { fieldFail, type OpenFile, type ResultsSchema } from "../run/results-file.js";
import { KeyedStore, openKeyedStore } from "../run/keyed-store.js";
import { pigKey } from "./jobs.js";
import { PIG_MOVES, type PigChoice, type PigSpec } from "./types.js";

export type PigLine = { kind: "choice" } & PigChoice;

/** The most positions of one run. */
export const MOST_PIG_POSITIONS = 100_000;

/** The searches that take Pig's shape (two players, dice). */
export const pigEntrants = (): SearchName[] => seatEntrantsOf(new Pig());

const FLAGS: Record<keyof PigSpec, string> = {
  goal: "--goal",
  algorithms: "--algorithms",
  budgets: "--budgets",
  by: "--by",
  positions: "--decisions",
  seed: "the seed",
};

const difference = differenceBy<PigSpec>(FLAGS);

const bad = (where: string, field: string, wanted: string, value: unknown): never =>
  fieldFail(where, field, wanted, value, "compare");

function paramsFrom(where: string, value: unknown): PigSpec {
  const o = object(where, "pig", value);
  const goal = int(where, o, "goal", 1, PIG_MOST_SOLVED_GOAL);
  const by = choice(where, o, "by", ["nodes", "time"] as const);
  const entrants = pigEntrants();
  const algorithms = o.algorithms;
  if (
    !Array.isArray(algorithms) ||
    algorithms.length < 1 ||
    algorithms.some((a) => !entrants.includes(a)) ||
    new Set(algorithms).size !== algorithms.length
  )
    bad(where, "algorithms", `one or more of ${entrants.join(", ")}, none twice`, algorithms);
  return {
    goal,
    algorithms: [...(algorithms as SearchName[])],
    budgets: budgetsFrom(where, o, by),
    by,
    positions: int(where, o, "positions", 1, MOST_PIG_POSITIONS),
    seed: int(where, o, "seed", 0, 0xffffffff),
  };
}

function lineFrom(value: unknown, spec: PigSpec, where: string): PigLine {
  const o = object(where, "the line", value);
  if (o.kind !== "choice") bad(where, "kind", `"choice"`, o.kind);
  const budget = o.budget as number;
  if (!spec.budgets.includes(budget))
    bad(where, "budget", `one of this run's budgets (${spec.budgets.join(",")})`, o.budget);
  const algorithm = choice(where, o, "algorithm", spec.algorithms);
  const position = int(where, o, "position", 0, spec.positions - 1);
  const move = choice(where, o, "move", PIG_MOVES);
  // By nodes, a search to a horizon spends at most its budget and one expansion past it
  // (../seats/choose.ts); MCTS stops after the simulation that spends it, whose rollout may be long.
  const deepens = SEARCHES[algorithm].takes.includes("horizon");
  const most = spec.by === "nodes" && deepens ? budget + MOST_OVERSHOOT : Number.MAX_SAFE_INTEGER;
  const nodes = int(where, o, "nodes", 0, most);
  const ms = o.ms;
  if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) bad(where, "ms", "milliseconds (0 or more)", ms);
  const depth = int(where, o, "depth", 0, 64);
  return { kind: "choice", budget, algorithm, position, move, nodes, ms: ms as number, depth };
}

export const pigSchema: ResultsSchema<PigSpec, PigLine> = {
  field: "pig",
  command: "compare",
  noun: "Pig decision-quality run",
  lineKinds: ["choice"],
  params: paramsFrom,
  difference,
  line: lineFrom,
};

/** The store of a run's choices, by job key. */
export type PigStore = KeyedStore<PigChoice>;
export const newPigStore = (file?: OpenFile): PigStore =>
  new KeyedStore<PigChoice>({ kind: "choice", key: pigKey, noun: "choice" }, file);

/** Opens (or, with `resume`, continues) the results file of the run; checked before any choice is made. */
export function openPigStore(path: string | undefined, resume: boolean, spec: PigSpec, shard?: Shard): PigStore {
  return openKeyedStore<PigSpec, PigChoice, PigStore>(newPigStore, pigSchema, path, resume, spec, shard);
}

/** Checks a spec given in code (the CLI checks its options itself, with the same ranges). */
export function checkPigSpec(spec: PigSpec): void {
  paramsFrom("the Pig decision-quality run's parameters", spec);
}
