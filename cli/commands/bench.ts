// `bestfirst bench`: the benchmark suites, both engines side by side, rates and ratios.

import type { Command } from "commander";
import { createReferenceEngine, createWasmEngine } from "../../index.js";
import { runBenchmarks, suiteNames } from "../../bench/run.js";
import { intOption, output } from "../options.js";
import { usage } from "../errors.js";

export function registerBench(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  program
    .command("bench")
    .description("measure node rates of the WebAssembly core and the TypeScript reference in one run")
    .option("--suite <names>", `comma-separated suites (${suiteNames().join(", ")})`)
    .option("--time <ms>", "sampling time per engine and suite", "1000")
    .option("--json", "print one JSON object")
    .action((o) =>
      run("bench", async () => {
        const only = o.suite ? String(o.suite).split(",") : undefined;
        for (const name of only ?? [])
          if (!suiteNames().includes(name)) usage(`unknown suite "${name}"; suites: ${suiteNames().join(", ")}`);
        const time = intOption("--time", o.time, 10, 600_000);
        const wasm = await createWasmEngine();
        const ts = createReferenceEngine();
        const results = await runBenchmarks(wasm, ts, {
          only,
          time,
          onProgress: (name) => process.stderr.write(`bench: ${name}...\n`),
          onNote: (text) => process.stderr.write(`bench: ${text}\n`),
        });
        // Columns as wide as their widest entry, so that every suite's numbers line up.
        const width = (texts: string[]) => Math.max(...texts.map((t) => t.length));
        const names = width(results.map((r) => r.name));
        const wasmRates = width(results.map((r) => `${fmt(r.wasm)} ${r.unit}`));
        const tsRates = width(results.map((r) => `${fmt(r.ts)} ${r.unit}`));
        output(o.json, { results }, ({ results }) =>
          results
            .map(
              (r) =>
                `${r.name.padEnd(names)}  wasm ${`${fmt(r.wasm)} ${r.unit}`.padEnd(wasmRates)}   ts ` +
                `${`${fmt(r.ts)} ${r.unit}`.padEnd(tsRates)}   wasm/ts ${(r.wasm / r.ts).toFixed(2)}x`,
            )
            .join("\n"),
        );
      }),
    );
}

function fmt(rate: number): string {
  return rate >= 1e6 ? `${(rate / 1e6).toFixed(2)}M` : rate >= 1e3 ? `${(rate / 1e3).toFixed(1)}k` : rate.toFixed(0);
}
