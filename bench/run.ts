// Runs benchmark suites with tinybench, both engines interleaved in one run, and
// reports each engine's median rate and their ratio.

import { Bench } from "../vendor/tinybench.js";
import { BestfirstError, type Engine } from "../contract/index.js";
import { suites } from "./suites.js";
import type { Suite } from "./suite.js";

export interface BenchResult {
  name: string;
  unit: string;
  /** Median rates (units per second). */
  wasm: number;
  ts: number;
}

export interface BenchOptions {
  /** Only these suites (default: all). */
  only?: string[];
  /** Milliseconds of sampling per engine and suite. */
  time?: number;
  onProgress?: (label: string) => void;
  /** What takes long besides the suites (a suite's core being built). */
  onNote?: (text: string) => void;
}

function fail(message: string): never {
  throw new Error(message);
}

export function suiteNames(): string[] {
  return suites.map((s) => s.name);
}

export async function runBenchmarks(wasm: Engine, ts: Engine, options: BenchOptions = {}): Promise<BenchResult[]> {
  const chosen: Suite<unknown>[] = options.only?.length ? suites.filter((s) => options.only!.includes(s.name)) : suites;
  const results: BenchResult[] = [];
  for (const suite of chosen) {
    options.onProgress?.(suite.name);
    const bench = new Bench({
      time: options.time ?? 1000,
      warmup: true,
      ...(suite.iterations ? { iterations: suite.iterations, warmupIterations: 1 } : {}),
    });
    const note = options.onNote ?? (() => {});
    let sides: { wasm: unknown; ts: unknown };
    try {
      sides = suite.sides ? await suite.sides(note) : { wasm, ts };
    } catch (error) {
      // A suite that needs what is not installed (the kit's compiler) is left out of a run of every suite,
      // and fails one asked for by name.
      if (options.only?.length || !(error instanceof BestfirstError)) throw error;
      note(`${suite.name} left out: ${error.message}`);
      continue;
    }
    const work = { wasm: suite.prepare(sides.wasm), ts: suite.prepare(sides.ts) };
    if (suite.sameWork && (work.wasm.units !== work.ts.units || work.wasm.alsoUnits !== work.ts.alsoUnits))
      fail(
        `benchmark ${suite.name}: the engines did different work ` +
          `(${work.wasm.units} and ${work.ts.units} ${suite.unit.replace("/s", "")}` +
          (suite.alsoUnit
            ? `, ${work.wasm.alsoUnits} and ${work.ts.alsoUnits} ${suite.alsoUnit.replace("/s", "")}`
            : "") +
          "), where they must search alike",
      );
    bench.add("wasm", work.wasm.run).add("ts", work.ts.run);
    await bench.run();
    const rate = (engine: "wasm" | "ts", units = work[engine].units): number => {
      const result = bench.getTask(engine)!.result;
      if (!("latency" in result)) throw new Error(`benchmark ${suite.name} (${engine}) did not complete`);
      return (units * 1000) / result.latency.p50;
    };
    results.push({ name: suite.name, unit: suite.unit, wasm: rate("wasm"), ts: rate("ts") });
    // The second unit from the same samples: a row of the suite's name in that unit.
    if (suite.alsoUnit) {
      const also = (engine: "wasm" | "ts") =>
        rate(engine, work[engine].alsoUnits ?? fail(`benchmark ${suite.name} counts no ${suite.alsoUnit}`));
      results.push({ name: suite.name, unit: suite.alsoUnit, wasm: also("wasm"), ts: also("ts") });
    }
  }
  return results;
}
