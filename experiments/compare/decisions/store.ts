// The decision-quality run's results files (../../run/results-file.ts does the file: header
// "bestfirst-results" v1, appending, resuming, cut last lines): the header's `decisions`
// field holds the run's parameters, then one line per labelled position with every
// choice on it. This is the schema and the store, which keys records by the position's
// index so that no position is labelled twice.
//
// What a line is checked against: its job (the same position, text and stated score, the
// run's searches and budgets in order), the position's legal moves (by the reference
// engine's rules), and its labels and choices' labels recomputed from its scores. The
// scores themselves are the solver's whole cost; a sample of them is recomputed per file
// (./recheck.ts).

import type { Shard } from "../../run/shards.js";
import { createReferenceEngine } from "../../../reference/reference-engine.js";
import {
  fieldFail,
  readResults,
  type Header,
  type OpenFile,
  type Results,
  type ResultsSchema,
} from "../../run/results-file.js";
import { KeyedStore, openKeyedStore } from "../../run/keyed-store.js";
import { mostNodesPerMove } from "../node-bound.js";
import { labelsOf } from "./label.js";
import { checkDecisionParams, decisionJobs } from "./params.js";
import { checkSample } from "./recheck.js";
import { budgetText } from "./summary.js";
import type { Choice, DecisionJob, DecisionParams, DecisionRecord } from "./types.js";

export type DecisionLine = { kind: "position" } & DecisionRecord;

/** The largest score any of the games gives (Othello's margin is at most 64). */
const MOST_SCORE = 64;

export const recordKey = (r: { index: number }) => `p${r.index}`;

let reference: ReturnType<typeof createReferenceEngine> | undefined;
const rules = () => (reference ??= createReferenceEngine());

/** The jobs of the run a file's header describes, drawn once per header read. */
const jobsOf = new WeakMap<DecisionParams, DecisionJob[]>();
export function jobsFor(params: DecisionParams): DecisionJob[] {
  let jobs = jobsOf.get(params);
  if (!jobs) jobsOf.set(params, (jobs = decisionJobs(params, rules())));
  return jobs;
}

function difference(a: DecisionParams, b: DecisionParams) {
  for (const name of ["game", "set", "searches", "budgets"] as const) {
    const x = JSON.stringify(a[name]),
      y = JSON.stringify(b[name]);
    if (x !== y)
      return { name, a: x.length > 80 ? x.slice(0, 77) + "..." : x, b: y.length > 80 ? y.slice(0, 77) + "..." : y };
  }
  return undefined;
}

type Obj = Record<string, unknown>;
const bad = (where: string, field: string, wanted: string, value: unknown): never =>
  fieldFail(where, field, wanted, value, "compare");

function int(where: string, o: Obj, field: string, min: number, max: number): number {
  const v = o[field];
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < min || v > max)
    bad(where, field, `an integer from ${min} to ${max}`, v);
  return v as number;
}

function object(where: string, field: string, value: unknown): Obj {
  if (typeof value !== "object" || value === null || Array.isArray(value)) bad(where, field, "an object", value);
  return value as Obj;
}

function lineFrom(value: unknown, params: DecisionParams, where: string): DecisionLine {
  const o = object(where, "the line", value);
  if (o.kind !== "position") bad(where, "kind", `"position"`, o.kind);
  const jobs = jobsFor(params);
  const index = int(where, o, "index", 0, jobs.length - 1);
  const job = jobs[index];
  if (o.game !== job.game) bad(where, "game", JSON.stringify(job.game), o.game);
  if (o.text !== job.text) bad(where, "text", `${JSON.stringify(job.text)} (position ${index} of this run)`, o.text);
  if (JSON.stringify(o.position) !== JSON.stringify(job.position))
    bad(where, "position", JSON.stringify(job.position), o.position);
  if (o.stated !== job.stated) bad(where, "stated", job.stated === undefined ? "absent" : String(job.stated), o.stated);
  const legal = rules()
    .moves(job.position)
    .map((m) => String(m.move));
  const moves = o.moves;
  if (!Array.isArray(moves) || moves.length !== legal.length)
    return bad(
      where,
      "moves",
      `a list of the ${legal.length} legal moves (${legal.join(", ")}) and their scores`,
      moves,
    );
  const scores = moves.map((m, i) => {
    const s = object(where, `moves[${i}]`, m);
    if (s.move !== legal[i]) bad(where, `moves[${i}].move`, JSON.stringify(legal[i]), s.move);
    return int(where, s, "score", -MOST_SCORE, MOST_SCORE);
  });
  const labelled = labelsOf(legal, scores);
  if (o.score !== labelled.score) bad(where, "score", `${labelled.score} (the best of the moves' scores)`, o.score);
  moves.forEach((m, i) => {
    const s = m as Obj,
      want = labelled.moves[i];
    if (s.optimal !== want.optimal || s.sound !== want.sound)
      bad(where, `moves[${i}]`, `optimal ${want.optimal} and sound ${want.sound} (from the scores)`, m);
  });
  const choices = o.choices;
  const n = params.searches.length * params.budgets.length;
  if (!Array.isArray(choices) || choices.length !== n)
    return bad(where, "choices", `a list of ${n} choices (every search at every budget)`, choices);
  const checked = choices.map((c, k): Choice => {
    const w = `choices[${k}]`;
    const x = object(where, w, c);
    const search = params.searches[Math.floor(k / params.budgets.length)].name,
      budget = params.budgets[k % params.budgets.length];
    if (x.search !== search) bad(where, `${w}.search`, JSON.stringify(search), x.search);
    if (JSON.stringify(x.budget) !== JSON.stringify(budget)) bad(where, `${w}.budget`, budgetText(budget), x.budget);
    const i = legal.indexOf(x.move as string);
    if (i < 0) bad(where, `${w}.move`, `one of the legal moves (${legal.join(", ")})`, x.move);
    const scored = labelled.moves[i];
    if (x.optimal !== scored.optimal || x.sound !== scored.sound)
      bad(where, w, `optimal ${scored.optimal} and sound ${scored.sound} (move ${scored.move}'s labels)`, c);
    const [by, amount] = "nodes" in budget ? (["nodes", budget.nodes] as const) : (["time", budget.time] as const);
    const nodes = int(where, x, "nodes", 0, Math.min(Number.MAX_SAFE_INTEGER, mostNodesPerMove(job, by, amount)));
    if (typeof x.ms !== "number" || !Number.isFinite(x.ms) || x.ms < 0) bad(where, `${w}.ms`, "a time in ms", x.ms);
    return {
      search,
      budget,
      move: scored.move,
      optimal: scored.optimal,
      sound: scored.sound,
      nodes,
      ms: x.ms as number,
    };
  });
  return {
    kind: "position",
    index,
    game: job.game,
    position: job.position,
    text: job.text,
    score: labelled.score,
    moves: labelled.moves,
    ...(job.stated === undefined ? {} : { stated: job.stated }),
    choices: checked,
  };
}

function fileChecked(lines: readonly DecisionLine[], where: readonly string[]): void {
  const wrong = checkSample(lines);
  if (wrong) bad(where[wrong.index], wrong.field, wrong.wanted, wrong.value);
}

export const decisionSchema: ResultsSchema<DecisionParams, DecisionLine> = {
  field: "decisions",
  command: "compare",
  noun: "decision-quality run on game positions",
  lineKinds: ["position"],
  params: (where, value) => checkDecisionParams(value, where),
  difference,
  line: lineFrom,
  file: fileChecked,
};

export class DecisionStore extends KeyedStore<DecisionRecord> {
  /** An in-memory store, or one appending to the open results file. */
  constructor(file?: OpenFile) {
    super({ kind: "position", key: recordKey, noun: "position" }, file);
  }
}

/** Opens (or, with `resume`, continues) the results file of the run; checked before any position is labelled. */
export function openDecisionStore(
  path: string | undefined,
  resume: boolean,
  params: DecisionParams,
  shard?: Shard,
): DecisionStore {
  return openKeyedStore<DecisionParams, DecisionRecord, DecisionStore>(
    (file) => new DecisionStore(file),
    decisionSchema,
    path,
    resume,
    params,
    shard,
  );
}

export function readDecisionFile(
  path: string,
  expected?: Header<DecisionParams>,
): Results<DecisionParams, DecisionLine> {
  return readResults(path, decisionSchema, expected);
}
