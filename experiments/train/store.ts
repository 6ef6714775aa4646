// A training run's results file (../run/results-file.ts does the file: header
// "bestfirst-results" v1, appending, resuming, cut last lines): the header's `train` field
// holds the run's parameters (./params.ts), then one line per finished game with its
// labelled positions. Every line is checked: its game number within the run, each board
// a legal text form with a disc move for the side to move and a sampled number of empties,
// in descending empties, each value an integer margin, exact exactly at exactEmpties or
// fewer. The values themselves are not solved again here.

import { parseBoard } from "../../contract/notation/othello.js";
import { canMove } from "../../reference/games/othello-bits.js";
import { KeyedStore, openKeyedStore } from "../run/keyed-store.js";
import { fieldFail, readResults, type OpenFile, type Results, type ResultsSchema } from "../run/results-file.js";
import type { Shard } from "../run/shards.js";
import { gamesOf, paramsProblem, TRAIN_FLAGS, type TrainParams } from "./params.js";
import type { TrainGame, TrainPosition } from "./selfplay.js";

export type TrainLine = { kind: "game" } & TrainGame;

/** A game's key in the store: its number. */
export const gameKey = (job: { index: number }) => String(job.index);

type Obj = Record<string, unknown>;
const bad = (where: string, field: string, wanted: string, value: unknown): never =>
  fieldFail(where, field, wanted, value, "train");

function object(where: string, field: string, value: unknown): Obj {
  if (typeof value !== "object" || value === null || Array.isArray(value)) bad(where, field, "an object", value);
  return value as Obj;
}

const FIELDS: (keyof TrainParams)[] = [
  "game",
  "seed",
  "positions",
  "exactEmpties",
  "fewestEmpties",
  "mostEmpties",
  "randomPlies",
  "horizon",
];

function paramsFrom(where: string, value: unknown): TrainParams {
  const o = object(where, "train", value);
  const params = Object.fromEntries(FIELDS.map((f) => [f, o[f]])) as unknown as TrainParams;
  const wrong = paramsProblem(params);
  if (wrong) bad(where, `train.${wrong.field}`, wrong.wanted, o[wrong.field]);
  return params;
}

function difference(a: TrainParams, b: TrainParams) {
  for (const name of FIELDS)
    if (a[name] !== b[name]) return { name: `${name} (${TRAIN_FLAGS[name]})`, a: String(a[name]), b: String(b[name]) };
  return undefined;
}

function lineFrom(value: unknown, params: TrainParams, where: string): TrainLine {
  const o = object(where, "the line", value);
  if (o.kind !== "game") bad(where, "kind", '"game"', o.kind);
  const games = gamesOf(params);
  const index = o.index;
  if (typeof index !== "number" || !Number.isSafeInteger(index) || index < 0 || index >= games)
    bad(where, "index", `an integer from 0 to ${games - 1} (this run's games)`, index);
  if (!Array.isArray(o.positions) || o.positions.length > params.mostEmpties - params.fewestEmpties + 1)
    bad(where, "positions", "a list of at most one position per sampled empties count", o.positions);
  let last = 65;
  const positions = (o.positions as unknown[]).map((raw, i): TrainPosition => {
    const field = `positions[${i}]`;
    const p = object(where, field, raw);
    let empties = -1;
    try {
      const b = parseBoard(p.board);
      const own = b.blackToMove ? [b.blackHi, b.blackLo] : [b.whiteHi, b.whiteLo];
      const opp = b.blackToMove ? [b.whiteHi, b.whiteLo] : [b.blackHi, b.blackLo];
      empties = b.cells.filter((c) => c === 0).length;
      if (!canMove(own[0], own[1], opp[0], opp[1])) empties = -1;
    } catch {
      /* named below */
    }
    if (empties < params.fewestEmpties || empties > params.mostEmpties || empties >= last)
      bad(
        where,
        `${field}.board`,
        `an Othello board with ${params.fewestEmpties} to ${params.mostEmpties} empties, fewer than the position ` +
          "before, and a disc to play",
        p.board,
      );
    last = empties;
    const v = p.value;
    if (typeof v !== "number" || !Number.isSafeInteger(v) || Math.abs(v) > 64)
      bad(where, `${field}.value`, "an integer from -64 to 64", v);
    if (p.exact !== empties <= params.exactEmpties)
      bad(where, `${field}.exact`, String(empties <= params.exactEmpties), p.exact);
    return { board: p.board as string, value: v as number, exact: p.exact as boolean };
  });
  return { kind: "game", index: index as number, positions };
}

export const trainSchema: ResultsSchema<TrainParams, TrainLine> = {
  field: "train",
  command: "train",
  noun: "training run",
  lineKinds: ["game"],
  params: paramsFrom,
  difference,
  line: lineFrom,
};

export class TrainStore extends KeyedStore<TrainGame> {
  constructor(file?: OpenFile) {
    super({ kind: "game", key: gameKey, noun: "game" }, file);
  }
}

/** Opens (or, with `resume`, continues) a training run's results file; checked before any game is played. */
export function openTrainStore(
  path: string | undefined,
  resume: boolean,
  params: TrainParams,
  shard?: Shard,
): TrainStore {
  return openKeyedStore<TrainParams, TrainGame, TrainStore>(
    (file) => new TrainStore(file),
    trainSchema,
    path,
    resume,
    params,
    shard,
  );
}

export function readTrainFile(path: string): Results<TrainParams, TrainLine> {
  return readResults(path, trainSchema);
}

/** The jobs of a run: its games, by number. */
export function trainJobs(params: TrainParams): { params: TrainParams; index: number }[] {
  return Array.from({ length: gamesOf(params) }, (_, index) => ({ params, index }));
}
