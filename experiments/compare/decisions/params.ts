// A decision-quality run's parameters checked (given in code or read from a results
// file's header), and its jobs: one a position, in the set's order, each carrying every
// search and budget (a worker gets nothing else).

import {
  BestfirstError,
  checkInt,
  checkSearchLimits,
  isAlgorithm,
  shown,
  type Engine,
} from "../../../contract/index.js";
import { MAX_BUDGET } from "../../../contract/index.js";
import { drawPositions, MOST_EMPTIES } from "./positions.js";
import { MOST_FILE_POSITIONS, positionFromText } from "./positions-file.js";
import type { Budget, DecisionGame, DecisionJob, DecisionParams, DecisionSearch, PositionSet } from "./types.js";

export const DECISION_GAMES: readonly DecisionGame[] = ["connect4", "othello", "tictactoe"];
/** The most positions a drawn set holds. */
export const MOST_POSITIONS = 100_000;
export const MOST_SEARCHES = 32;
export const MOST_BUDGETS = 16;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const fail = (where: string, message: string): never => {
  throw new BestfirstError(`${where}: ${message}`);
};

function checkSet(where: string, game: DecisionGame, set: unknown): PositionSet {
  if (!isObject(set))
    return fail(where, `the position set must be { seed, count?, empties? } or { listed }, got ${shown(set)}`);
  if ("listed" in set) {
    const listed = set.listed;
    if (!Array.isArray(listed) || listed.length === 0 || listed.length > MOST_FILE_POSITIONS)
      return fail(where, `listed must be a list of 1 to ${MOST_FILE_POSITIONS} positions`);
    return {
      listed: listed.map((p, i) => {
        if (!isObject(p) || typeof p.text !== "string" || p.text.length > 200)
          return fail(where, `listed position ${i + 1} must be { text, stated? }, got ${shown(p)}`);
        if (p.stated !== undefined && !(Number.isInteger(p.stated) && Math.abs(p.stated as number) <= 999))
          return fail(where, `listed position ${i + 1}'s stated score must be an integer, got ${shown(p.stated)}`);
        return p.stated === undefined ? { text: p.text } : { text: p.text, stated: p.stated as number };
      }),
    };
  }
  const seed = checkIn(where, "seed", set.seed, 0, 2 ** 32 - 1);
  const out: PositionSet = { seed };
  if (set.count !== undefined) out.count = checkIn(where, "count", set.count, 1, MOST_POSITIONS);
  if (set.empties !== undefined) {
    if (game === "tictactoe")
      return fail(where, "tic-tac-toe's set is every reachable position (or a count of them): it takes no empties");
    const [most, least] = [MOST_EMPTIES[game][1], MOST_EMPTIES[game][0]];
    const e = set.empties;
    if (!Array.isArray(e) || e.length !== 2) return fail(where, `empties must be [lo, hi], got ${shown(e)}`);
    const lo = checkIn(where, "empties' low end", e[0], least, most),
      hi = checkIn(where, "empties' high end", e[1], lo, most);
    out.empties = [lo, hi];
  }
  return out;
}

function checkIn(where: string, what: string, value: unknown, min: number, max: number): number {
  try {
    return checkInt(what, value, min, max);
  } catch (error) {
    return fail(where, (error as Error).message);
  }
}

function checkSearch(where: string, s: unknown, names: Set<string>): DecisionSearch {
  if (!isObject(s) || typeof s.name !== "string" || !/^[a-z0-9][a-z0-9.:+-]{0,39}$/i.test(s.name))
    return fail(
      where,
      "a search must be { name, algorithm, settings? } with a name of letters, digits, " +
        `"-", ".", ":" and "+" (at most 40), got ` +
        `${shown(s)}`,
    );
  if (names.has(s.name)) return fail(where, `two searches are named ${s.name}`);
  names.add(s.name);
  if (!isAlgorithm(s.algorithm))
    return fail(where, `search ${s.name}'s algorithm ${shown(s.algorithm)} is not a search`);
  const out: DecisionSearch = { name: s.name, algorithm: s.algorithm };
  if (s.settings !== undefined) {
    if (!isObject(s.settings))
      return fail(where, `search ${s.name}'s settings must be an object, got ${shown(s.settings)}`);
    for (const [k, v] of Object.entries(s.settings)) {
      if (k === "nodes" || k === "time")
        return fail(where, `search ${s.name}'s settings hold a budget (${k}): budgets are the run's`);
      if (!["number", "boolean", "string"].includes(typeof v))
        return fail(where, `search ${s.name}'s setting ${k} must be a number, true or false, or text, got ${shown(v)}`);
    }
    out.settings = { ...s.settings } as DecisionSearch["settings"];
  }
  return out;
}

function checkBudget(where: string, b: unknown): Budget {
  if (isObject(b) && Object.keys(b).length === 1 && b.nodes !== undefined)
    return { nodes: checkIn(where, "a node budget", b.nodes, 1, MAX_BUDGET) };
  if (
    isObject(b) &&
    Object.keys(b).length === 1 &&
    typeof b.time === "number" &&
    Number.isFinite(b.time) &&
    b.time > 0 &&
    b.time <= 3_600_000
  )
    return { time: b.time };
  return fail(where, `a budget must be { nodes } (1..${MAX_BUDGET}) or { time } (ms, up to an hour), got ${shown(b)}`);
}

/** Checks and copies a run's parameters; `where` names them in messages ("FILE line 1"). */
export function checkDecisionParams(value: unknown, where = "the run's parameters"): DecisionParams {
  if (!isObject(value))
    return fail(where, `the parameters must be { game, set, searches, budgets }, got ${shown(value)}`);
  const game = value.game;
  if (!DECISION_GAMES.includes(game as DecisionGame))
    return fail(
      where,
      `game must be one of ${DECISION_GAMES.join(", ")} (the games with an exact scorer), got ${shown(game)}`,
    );
  const g = game as DecisionGame;
  const set = checkSet(where, g, value.set);
  const { searches, budgets } = value;
  if (!Array.isArray(searches) || searches.length === 0 || searches.length > MOST_SEARCHES)
    return fail(where, `searches must be a list of 1 to ${MOST_SEARCHES} searches`);
  if (!Array.isArray(budgets) || budgets.length === 0 || budgets.length > MOST_BUDGETS)
    return fail(where, `budgets must be a list of 1 to ${MOST_BUDGETS} budgets`);
  const names = new Set<string>();
  const params: DecisionParams = {
    game: g,
    set,
    searches: searches.map((s) => checkSearch(where, s, names)),
    budgets: budgets.map((b) => checkBudget(where, b)),
  };
  const keys = new Set(params.budgets.map((b) => JSON.stringify(b)));
  if (keys.size !== params.budgets.length) return fail(where, "a budget is given twice");
  // Each search must take each budget with its settings: checked now, not in a worker an hour in.
  for (const search of params.searches)
    for (const budget of params.budgets) {
      try {
        checkSearchLimits({ ...search.settings, ...budget, algorithm: search.algorithm }, Infinity);
      } catch (error) {
        if (error instanceof BestfirstError) fail(where, `search ${search.name}: ${error.message}`);
        throw error;
      }
    }
  return params;
}

/** The jobs of a run, position by position; `engine` draws the positions of a seeded set. */
export function decisionJobs(params: DecisionParams, engine: Engine): DecisionJob[] {
  const { game, set, searches, budgets } = params;
  const positions =
    "listed" in set
      ? set.listed.map((p) => ({
          position: positionFromText(game, p.text),
          text: p.text,
          ...(p.stated === undefined ? {} : { stated: p.stated }),
        }))
      : drawPositions(game, set.seed, set.count, set.empties, engine);
  return positions.map((p, index) => ({ index, game, ...p, searches, budgets }));
}
