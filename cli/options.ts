// Parsing of option values shared by the commands: integers, lists, the engine choice.
// Options arrive as strings; everything is checked here or by the engines' shared checks.

import { createEngine } from "../index.js";
import { MAX_BUDGET, MAX_TIME_MS, MIN_TIME_MS, seedHalves, type Engine } from "../contract/index.js";
import type { Command } from "commander";
import { usage } from "./errors.js";

export function intOption(flag: string, raw: string | undefined, min: number, max: number, fallback?: number): number {
  if (raw === undefined) {
    if (fallback === undefined) usage(`${flag} is required (an integer from ${min} to ${max})`);
    return fallback;
  }
  if (!/^-?\d+$/.test(raw.trim())) usage(`${flag} must be an integer from ${min} to ${max}, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) usage(`${flag} must be an integer from ${min} to ${max}, got ${raw}`);
  return value;
}

/** A decimal number in [min, max] (min/max approximation's p and penalty constant). */
export function realOption(flag: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(raw) || !(value >= min && value <= max))
    usage(`${flag} must be a number from ${min} to ${max}, got "${raw}"`);
  return value;
}

export function choiceOption<T extends string>(
  flag: string,
  raw: string | undefined,
  choices: readonly T[],
  fallback?: T,
): T {
  if (raw === undefined) {
    if (fallback === undefined) usage(`${flag} is required (one of ${choices.join(", ")})`);
    return fallback;
  }
  if (!choices.includes(raw as T)) usage(`${flag} must be one of ${choices.join(", ")}, got "${raw}"`);
  return raw as T;
}

/** A comma-separated list of move numbers, e.g. "9,8,3" (empty: the initial position). */
export function pathOption(raw: string | undefined): number[] {
  if (raw === undefined || raw.trim() === "") return [];
  return raw.split(",").map((part) => {
    if (!/^\s*\d+\s*$/.test(part)) usage(`--path must be move numbers separated by commas (like 9,8,3), got "${raw}"`);
    return Number(part);
  });
}

export function seedOption(raw: string | undefined, flag = "--seed"): string {
  const accepted = "an unsigned 64-bit integer, 0 to 18446744073709551615, decimal or 0x hex";
  if (raw === undefined) usage(`${flag} is required (${accepted})`);
  try {
    seedHalves(raw);
  } catch {
    usage(`${flag} must be ${accepted}, got "${raw}"`);
  }
  return raw;
}

export async function engineOption(raw: string | undefined): Promise<Engine> {
  return createEngine(choiceOption("--engine", raw, ["wasm", "ts"] as const, "wasm"));
}

/** Prints `value` as one JSON object, or as text through `text`. */
export function output<T>(json: boolean | undefined, value: T, text: (value: T) => string): void {
  process.stdout.write(json ? `${JSON.stringify(value)}\n` : `${text(value)}\n`);
}

/** Depths as a range "1-5" or a list "1,2,4": ascending integers from min to max. */
export function depthsOption(flag: string, raw: string | undefined, min: number, max: number): number[] {
  const accepted = `a range like 1-5 or a list like 1,2,4 of integers from ${min} to ${max}`;
  if (raw === undefined) usage(`${flag} is required (${accepted})`);
  const range = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(raw);
  let depths: number[];
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    if (a > b) usage(`${flag} must be ${accepted}, got "${raw}" (the range runs backwards)`);
    // Its ends checked before the list is made: 1-4294967295 must not build four billion depths.
    if (a < min || b > max) usage(`${flag} must be ${accepted}, got "${raw}"`);
    depths = Array.from({ length: b - a + 1 }, (_, i) => a + i);
  } else if (/^\s*\d+\s*(,\s*\d+\s*)*$/.test(raw)) {
    depths = raw.split(",").map(Number);
  } else usage(`${flag} must be ${accepted}, got "${raw}"`);
  if (depths.some((d) => d < min || d > max)) usage(`${flag} must be ${accepted}, got "${raw}"`);
  if (depths.some((d, i) => i > 0 && d <= depths[i - 1]))
    usage(`${flag} must be ascending without repeats, got "${raw}"`);
  return depths;
}

/** A file or directory name from an option: undefined when not given, never empty. */
export function fileOption(flag: string, raw: string | undefined): string | undefined {
  if (raw !== undefined && raw.trim() === "") usage(`${flag} needs a file or directory name, got ""`);
  return raw;
}

/**
 * Refuses the options among `keys` (commander's names, like "branching") given on the command line:
 * they do not apply, and `why` says so.
 */
export function refuseGiven(command: Command, keys: readonly string[], why: string): void {
  const given = keys
    .filter((key) => command.getOptionValueSource(key) === "cli")
    .map((key) => "--" + key.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase()));
  if (given.length) usage(`${given.join(" and ")} ${given.length > 1 ? "do" : "does"} not apply: ${why}`);
}

/** File names given as arguments (the merges): none of them empty. */
export function fileArguments(files: string[]): string[] {
  if (files.some((f) => f.trim() === "")) usage('a results file name is empty (""); give the files written by --out');
  return files;
}

/** A shard "k/n": part k (1..n) of n. */
export function shardOption(raw: string | undefined): { k: number; n: number } | undefined {
  if (raw === undefined) return undefined;
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  const k = m ? Number(m[1]) : 0,
    n = m ? Number(m[2]) : 0;
  if (!m || n < 1 || k < 1 || k > n) usage(`--shard must be k/n with 1 <= k <= n (like 2/4), got "${raw}"`);
  return { k, n };
}

/** A comma-separated list of Othello moves, e.g. "d3,c5,pass" (empty: none). */
export function movesOption(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === "") return [];
  return raw.split(",").map((m) => m.trim());
}

/** Adds perft's and solve's bounds, --nodes and --time (a search takes its own, with other words). */
export function addBudgetOptions(command: Command): Command {
  return command
    .option(
      "--nodes <N>",
      "node budget (perft: positions made; solve: the solver's nodes); stopped by it, an error and no answer",
    )
    .option("--time <MS>", "time budget in milliseconds; stopped by it, an error and no answer");
}

/** The bounds --nodes and --time give, checked (each a usage error when bad). */
export function budgetOptions(o: { nodes?: string; time?: string }): { nodes?: number; time?: number } {
  return {
    ...(o.nodes === undefined ? {} : { nodes: intOption("--nodes", o.nodes, 1, MAX_BUDGET) }),
    ...(o.time === undefined ? {} : { time: realOption("--time", o.time, MIN_TIME_MS, MAX_TIME_MS) }),
  };
}
