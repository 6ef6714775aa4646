// Shared test fixtures: both engines, the spec's vector file, the built CLI.

import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import {
  BestfirstError,
  createReferenceEngine,
  createWasmEngineSync,
  type Engine,
  type SearchRequest,
} from "../index.js";

export const engines: Engine[] = [createWasmEngineSync(), createReferenceEngine()];

export function fixture(name: string): string {
  return readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), "utf8");
}

export interface VectorLine {
  seed: string;
  B: number;
  mode: "uniform" | "random";
  path: number[];
  index: string;
  value: number;
  bf: number;
}

export function treeVectors(): VectorLine[] {
  return fixture("random-game-tree-vectors.tsv")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => {
      const [seed, B, mode, path, index, value, bf] = line.split("\t");
      return {
        seed,
        B: Number(B),
        mode: mode as "uniform" | "random",
        path: path ? path.split(",").map(Number) : [],
        index,
        value: Number(value),
        bf: Number(bf),
      };
    });
}

const cliPath = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));

/** Runs the built `bestfirst` command. */
export function cli(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cliPath, ...args], { encoding: "utf8" });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A search's report without its time, or the message of the BestfirstError it ended with (the
 * memory tests compare either across engines).
 */
export function outcome(engine: Engine, request: SearchRequest): unknown {
  try {
    return { ...engine.search(request), ms: 0 };
  } catch (error) {
    expect(error).toBeInstanceOf(BestfirstError);
    return (error as Error).message;
  }
}

/** A CLI failure on bad input: one line on stderr matching `message`, no stack trace, exit code 2. */
export function expectUsageLine(r: { code: number | null; stderr: string }, message: RegExp): void {
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(r.stderr.trim().split("\n")).toHaveLength(1);
  expect(r.stderr.trim()).toMatch(message);
  expect(r.code).toBe(2);
}

/** The message of the BestfirstError `call` throws; the test fails if it throws another error or none. */
export function refusal(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(BestfirstError);
    return (error as Error).message;
  }
  throw new Error("expected a BestfirstError, got none");
}
