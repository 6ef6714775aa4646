// Parsing of option values shared by the commands: integers, lists, the engine choice.
// Options arrive as strings; everything is checked here or by the engines' shared checks.

import { createEngine } from "../bindings/index.js";
import type { Engine } from "../reference/engine.js";
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

export function choiceOption<T extends string>(flag: string, raw: string | undefined, choices: readonly T[], fallback?: T): T {
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

export function seedOption(raw: string | undefined): string {
  if (raw === undefined) usage("--seed is required (an unsigned 64-bit integer, 0 to 18446744073709551615)");
  return raw;
}

export async function engineOption(raw: string | undefined): Promise<Engine> {
  return createEngine(choiceOption("--engine", raw, ["wasm", "ts"] as const, "wasm"));
}

/** Prints `value` as one JSON object, or as text through `text`. */
export function output<T>(json: boolean | undefined, value: T, text: (value: T) => string): void {
  process.stdout.write(json ? `${JSON.stringify(value)}\n` : `${text(value)}\n`);
}

/** A comma-separated list of Othello moves, e.g. "d3,c5,pass" (empty: none). */
export function movesOption(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === "") return [];
  return raw.split(",").map((m) => m.trim());
}
