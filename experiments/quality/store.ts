// The decision-quality run's results files (../run/results-file.ts does the file: header
// "bestfirst-results" v1, appending, resuming, cut last lines): the header's `quality`
// field holds the run's parameters, then one line per finished tree. This is the
// schema - every field of a tree line checked by type, range and length - and the store,
// which keys trees by (b, d, seed) so that no tree is searched twice.

import { BestfirstError } from "../../contract/index.js";
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
import { checkSample, checkTreeLine } from "./recheck.js";
import type { QualityJob, QualityTree } from "./types.js";

/** Everything that decides a decision-quality run's results. */
export interface QualityParams {
  /** Branching factors, in the order given. */
  branching: number[];
  /** The terminal depth of each branching factor's trees. */
  depths: number[];
  /** Trees per branching factor: seeds 1..trees. */
  trees: number;
}

/** The most trees per branching factor (the report's 10,000, with room). */
export const MOST_TREES = 1_000_000;
/**
 * The most trees of a whole run (branching factors x trees each; the report's 19 x 10,000,
 * with room): a header that claims more is refused before any job list is made for it.
 */
export const MOST_RUN_TREES = 2_000_000;
/** The largest branching factor and tree depth a run accepts (the report's trees are far inside). */
export const MOST_BRANCHING = 64;
export const DEEPEST_TREE = 40;

export type QualityLine = { kind: "tree" } & QualityTree;

export function treeKey(job: QualityJob): string {
  return `b${job.b}/d${job.d}/s${job.seed}`;
}

const FLAGS: Record<keyof QualityParams, string> = { branching: "--branching", depths: "--depths", trees: "--trees" };

function difference(a: QualityParams, b: QualityParams) {
  for (const name of ["branching", "depths", "trees"] as const)
    if (JSON.stringify(a[name]) !== JSON.stringify(b[name])) {
      const show = (v: number | number[]) => (Array.isArray(v) ? v.join(",") : String(v));
      return { name: `${name} (${FLAGS[name]})`, a: show(a[name]), b: show(b[name]) };
    }
  return undefined;
}

type Obj = Record<string, unknown>;
const bad = (where: string, field: string, wanted: string, value: unknown): never =>
  fieldFail(where, field, wanted, value, "quality");

function object(where: string, field: string, value: unknown): Obj {
  if (typeof value !== "object" || value === null || Array.isArray(value)) bad(where, field, "an object", value);
  return value as Obj;
}

function int(where: string, o: Obj, field: string, min: number, max: number): number {
  const v = o[field];
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < min || v > max)
    bad(where, field, `an integer from ${min} to ${max}`, v);
  return v as number;
}

function ints(where: string, o: Obj, field: string, length: number, min: number, max: number): number[] {
  const v = o[field];
  const wanted = `a list of ${length} integers from ${min} to ${max}`;
  if (!Array.isArray(v) || v.length !== length) return bad(where, field, wanted, v);
  for (const x of v)
    if (typeof x !== "number" || !Number.isSafeInteger(x) || x < min || x > max) bad(where, field, wanted, v);
  return [...(v as number[])];
}

function paramsFrom(where: string, value: unknown): QualityParams {
  const o = object(where, "quality", value);
  const trees = int(where, o, "trees", 1, MOST_TREES);
  const branching = o.branching,
    depths = o.depths;
  if (!Array.isArray(branching) || branching.length === 0 || branching.length > MOST_BRANCHING)
    return bad(where, "quality.branching", "a list of branching factors", branching);
  const bs = ints(where, o, "branching", branching.length, 2, MOST_BRANCHING);
  if (new Set(bs).size !== bs.length) bad(where, "quality.branching", "branching factors without repeats", branching);
  if (bs.length * trees > MOST_RUN_TREES)
    bad(
      where,
      "quality.trees",
      `at most ${Math.floor(MOST_RUN_TREES / bs.length)} with ${bs.length} branching factors (${MOST_RUN_TREES} ` +
        `trees in all)`,
      trees,
    );
  return { branching: bs, depths: ints(where, { depths }, "depths", bs.length, 1, DEEPEST_TREE), trees };
}

const INT32 = 2 ** 31 - 1;

function lineFrom(value: unknown, params: QualityParams, where: string): QualityLine {
  const o = object(where, "the line", value);
  if (o.kind !== "tree") bad(where, "kind", `"tree"`, o.kind);
  const i = params.branching.indexOf(o.b as number);
  if (i < 0) bad(where, "b", `one of this run's branching factors (${params.branching.join(",")})`, o.b);
  const b = params.branching[i],
    d = params.depths[i];
  if (o.d !== d) bad(where, "d", `${d} (this run's depth for b = ${b})`, o.d);
  const seed = int(where, o, "seed", 1, params.trees);
  const counts = (field: string, length: number) => ints(where, o, field, length, 0, Number.MAX_SAFE_INTEGER);
  const tree: QualityTree = {
    b,
    d,
    seed,
    rootValues: ints(where, o, "rootValues", b, -INT32, INT32),
    abMove: ints(where, o, "abMove", d - 1, 0, b - 1),
    abNodes: counts("abNodes", d - 1),
    abNodesSpec: counts("abNodesSpec", d - 1),
    bfMove: ints(where, o, "bfMove", d, 0, b - 1),
    bfGenerated: counts("bfGenerated", d),
    bfRegenerated: counts("bfRegenerated", d),
    bfRegeneratedByTest: counts("bfRegeneratedByTest", d),
    bfInheritChanged: counts("bfInheritChanged", d),
  };
  for (let k = 0; k < d; k++)
    if (tree.bfRegenerated[k] > tree.bfGenerated[k] || tree.bfRegeneratedByTest[k] > tree.bfGenerated[k])
      bad(where, "bfRegenerated", "at most bfGenerated at every depth", o.bfRegenerated);
  const wrong = checkTreeLine(tree);
  if (wrong) bad(where, wrong.field, wrong.wanted, wrong.value);
  return { kind: "tree", ...tree };
}

/** A sample of a file's trees, their root values recomputed (./recheck.ts says what is and is not checked). */
function fileChecked(lines: readonly QualityLine[], where: readonly string[]): void {
  const wrong = checkSample(lines);
  if (wrong) bad(where[wrong.index], wrong.field, wrong.wanted, wrong.value);
}

export const qualitySchema: ResultsSchema<QualityParams, QualityLine> = {
  field: "quality",
  command: "quality",
  noun: "decision-quality run",
  lineKinds: ["tree"],
  params: paramsFrom,
  difference,
  line: lineFrom,
  file: fileChecked,
};

export class QualityStore extends KeyedStore<QualityTree> {
  /** An in-memory store, or one appending to the open results file. */
  constructor(file?: OpenFile) {
    super({ kind: "tree", key: treeKey, noun: "tree" }, file);
  }

  /** The trees, by key (treeKey). */
  get trees(): Map<string, QualityTree> {
    return this.records;
  }
}

/** Opens (or, with `resume`, continues) the results file of the run; checked before any tree is searched. */
export function openQualityStore(
  path: string | undefined,
  resume: boolean,
  params: QualityParams,
  shard?: Shard,
): QualityStore {
  return openKeyedStore<QualityParams, QualityTree, QualityStore>(
    (file) => new QualityStore(file),
    qualitySchema,
    path,
    resume,
    params,
    shard,
  );
}

export function readQualityFile(path: string, expected?: Header<QualityParams>): Results<QualityParams, QualityLine> {
  return readResults(path, qualitySchema, expected);
}

/** The jobs of a run, tree by tree across the branching factors (so a partial run has some of each). */
export function qualityJobs(params: QualityParams): QualityJob[] {
  const jobs: QualityJob[] = [];
  for (let seed = 1; seed <= params.trees; seed++)
    params.branching.forEach((b, i) => jobs.push({ b, d: params.depths[i], seed }));
  return jobs;
}

/** Checks parameters given in code (the CLI checks its options itself, with the same ranges). */
export function checkQualityParams(params: QualityParams): void {
  if (params.branching.length !== params.depths.length) throw new BestfirstError("give one depth per branching factor");
  paramsFrom("the run's parameters", params);
}
