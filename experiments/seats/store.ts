// The seated round robin's results files (../run/results-file.ts does the file: header,
// appending, resuming, cut last lines): the header's `seats` field holds the spec, then one
// line per finished game. Every field is checked by type and range and each game replayed
// from its opening on the game's rules, its dice against the opening's draws, so that
// neither a verdict nor a roll can be invented; the store keys games by job.

import type { SearchName } from "../../contract/index.js";
import { budgetsFrom, choice, int, object } from "../compare/store.js";
import type { Shard } from "../run/shards.js";
import { fieldFail, type OpenFile, type ResultsSchema } from "../run/results-file.js";
import { KeyedStore, openKeyedStore } from "../run/keyed-store.js";
import { MOST_OVERSHOOT } from "./choose.js";
import { MOST_PLIES, openingGame, SEAT_GAMES, SEAT_PLAYERS, seatEntrants, toMoveOf, valuesOf } from "./games.js";
import { seatsKey } from "./jobs.js";
import { rollOf } from "./play.js";
import type { SeatsGame, SeatsSpec } from "./types.js";

export type SeatsLine = { kind: "game" } & SeatsGame;

/** The most budgets of one run, and openings per matchup and budget. */
export const MOST_SEAT_BUDGETS = 16;
export const MOST_OPENINGS = 100_000;

const FLAGS: Record<keyof SeatsSpec, string> = {
  game: "--game",
  players: "--players",
  algorithms: "--algorithms",
  budgets: "--budgets",
  by: "--by",
  openings: "--pairs",
  seed: "the seed",
};

/** A schema's `difference` for a spec of plain fields: the first of `flags`' fields in which two specs differ. */
export function differenceBy<P extends object>(flags: Record<keyof P, string>) {
  return (a: P, b: P) => {
    for (const name of Object.keys(flags) as (keyof P & string)[])
      if (JSON.stringify(a[name]) !== JSON.stringify(b[name])) {
        const show = (v: unknown) => (Array.isArray(v) ? v.join(",") : String(v));
        return { name: `${name} (${flags[name]})`, a: show(a[name]), b: show(b[name]) };
      }
    return undefined;
  };
}

const difference = differenceBy<SeatsSpec>(FLAGS);

type Obj = Record<string, unknown>;
const bad = (where: string, field: string, wanted: string, value: unknown): never =>
  fieldFail(where, field, wanted, value, "compare");

function paramsFrom(where: string, value: unknown): SeatsSpec {
  const o = object(where, "seats", value);
  const game = choice(where, o, "game", SEAT_GAMES);
  const seats = SEAT_PLAYERS[game];
  const players = int(where, o, "players", seats[0], seats.at(-1)!);
  const by = choice(where, o, "by", ["nodes", "time"] as const);
  const entrants = seatEntrants({ game, players });
  const algorithms = o.algorithms;
  if (
    !Array.isArray(algorithms) ||
    algorithms.length < 2 ||
    algorithms.some((a) => !entrants.includes(a)) ||
    new Set(algorithms).size !== algorithms.length
  )
    bad(where, "algorithms", `two or more of ${entrants.join(", ")}, none twice`, algorithms);
  const budgets = budgetsFrom(where, o, by);
  return {
    game,
    players,
    algorithms: [...(algorithms as SearchName[])],
    budgets,
    by,
    openings: int(where, o, "openings", 1, MOST_OPENINGS),
    seed: int(where, o, "seed", 0, 0xffffffff),
  };
}

/** A list of `n` numbers, each checked by `ok`. */
function numbers(
  where: string,
  o: Obj,
  field: string,
  n: number,
  ok: (x: number, p: number) => boolean,
  wanted: string,
) {
  const v = o[field];
  if (!Array.isArray(v) || v.length !== n || v.some((x, p) => typeof x !== "number" || !ok(x, p)))
    bad(where, field, `${n} numbers, a seat each: ${wanted}`, v);
  return [...(v as number[])];
}

/** The game replayed from its opening: a problem, or each seat's moves made and the players' final values. */
function replay(
  spec: SeatsSpec,
  opening: number,
  moves: readonly string[],
): { problem: string } | { turns: number[]; values: number[] } {
  const game = openingGame(spec, opening);
  const turns = new Array<number>(spec.players).fill(0);
  let rolls = 0;
  for (let i = 0; i < moves.length; i++) {
    if (game.isTerminal()) return { problem: `the game ended before move ${i + 1}` };
    const names = Array.from({ length: game.moveCount() }, (_, m) => game.moveName(m));
    const move = names.indexOf(moves[i]);
    if (move < 0) return { problem: `move ${i + 1}, "${moves[i]}", is not legal there` };
    if (game.isChance?.()) {
      const roll = rollOf(game, spec, opening, rolls++);
      if (move !== roll)
        return { problem: `roll ${rolls} is "${names[roll]}" in this opening's dice, not "${moves[i]}"` };
    } else turns[toMoveOf(game)]++;
    game.play(move);
  }
  if (!game.isTerminal()) return { problem: "the game has not ended" };
  return { turns, values: valuesOf(game, spec.players) };
}

function lineFrom(value: unknown, spec: SeatsSpec, where: string): SeatsLine {
  const o = object(where, "the line", value);
  if (o.kind !== "game") bad(where, "kind", `"game"`, o.kind);
  const budget = o.budget as number;
  if (!spec.budgets.includes(budget))
    bad(where, "budget", `one of this run's budgets (${spec.budgets.join(",")})`, o.budget);
  const a = choice(where, o, "a", spec.algorithms),
    b = choice(where, o, "b", spec.algorithms);
  if (spec.algorithms.indexOf(a) >= spec.algorithms.indexOf(b)) bad(where, "b", `a search listed after ${a}`, b);
  const opening = int(where, o, "opening", 0, spec.openings - 1);
  const seating = int(where, o, "seating", 1, (1 << spec.players) - 2);
  const moves = o.moves;
  if (
    !Array.isArray(moves) ||
    moves.length > MOST_PLIES ||
    moves.some((m) => typeof m !== "string" || m.length < 1 || m.length > 8)
  )
    bad(where, "moves", "a list of move names", moves);
  const played = replay(spec, opening, moves as string[]);
  if ("problem" in played)
    return bad(where, "moves", `the moves of a whole game from opening ${opening} (${played.problem})`, moves);
  const n = spec.players;
  const values = numbers(
    where,
    o,
    "values",
    n,
    (x, p) => x === played.values[p],
    `${played.values.join(",")} (the end its moves reach)`,
  );
  const turns = numbers(
    where,
    o,
    "turns",
    n,
    (x, p) => x === played.turns[p],
    `${played.turns.join(",")} (the moves each seat made)`,
  );
  // By nodes, a move spends at most its budget and one expansion past it (./choose.ts).
  const most = (p: number) => (spec.by === "nodes" ? turns[p] * (budget + MOST_OVERSHOOT) : Number.MAX_SAFE_INTEGER);
  const nodes = numbers(
    where,
    o,
    "nodes",
    n,
    (x, p) => Number.isSafeInteger(x) && x >= 0 && x <= most(p),
    "nodes generated, within the budget of each seat's moves",
  );
  const ms = numbers(where, o, "ms", n, (x) => Number.isFinite(x) && x >= 0, "milliseconds (0 or more)");
  return { kind: "game", budget, a, b, opening, seating, moves: [...(moves as string[])], values, nodes, ms, turns };
}

export const seatsSchema: ResultsSchema<SeatsSpec, SeatsLine> = {
  field: "seats",
  command: "compare",
  noun: "seated round robin",
  lineKinds: ["game"],
  params: paramsFrom,
  difference,
  line: lineFrom,
};

/** The store of a seated round robin's games, by job key. */
export type SeatsStore = KeyedStore<SeatsGame>;
export const newSeatsStore = (file?: OpenFile): SeatsStore =>
  new KeyedStore<SeatsGame>({ kind: "game", key: seatsKey, noun: "game" }, file);

/** Opens (or, with `resume`, continues) the results file of the run; checked before any game is played. */
export function openSeatsStore(path: string | undefined, resume: boolean, spec: SeatsSpec, shard?: Shard): SeatsStore {
  return openKeyedStore<SeatsSpec, SeatsGame, SeatsStore>(newSeatsStore, seatsSchema, path, resume, spec, shard);
}

/** Checks a spec given in code (the CLI checks its options itself, with the same ranges). */
export function checkSeatsSpec(spec: SeatsSpec): void {
  paramsFrom("the seated round robin's parameters", spec);
}
