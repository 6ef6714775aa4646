// `bestfirst demo`: what `npm start` runs until the tournaments land: a short tour of
// what exists (a random game's nodes, both engines agreeing, their speeds).

import type { Command } from "commander";
import { createReferenceEngine, createWasmEngine } from "../../index.js";
import { runBenchmarks } from "../../bench/run.js";

export function registerDemo(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  program
    .command("demo")
    .description("a short tour of what bestfirst does now")
    .action(() =>
      run("demo", async () => {
        const wasm = await createWasmEngine();
        const ts = createReferenceEngine();
        const spec = { seed: 1, branching: 10, mode: "uniform" as const };
        const say = (line: string) => process.stdout.write(`${line}\n`);
        say("Random game tree, seed 1, B = 10, uniform (docs/random-game-tree.md):");
        for (const path of [[], [9], [9, 8], [9, 8, 3]]) {
          const a = wasm.treeNode(spec, path),
            b = ts.treeNode(spec, path);
          const same = a.index === b.index && a.value === b.value && a.branching === b.branching;
          say(
            `  path [${path.join(",")}]: index ${a.index}, value ${a.value}  ` +
              `(reference agrees: ${same ? "yes" : "NO"})`,
          );
        }
        say("\nSpeed, both engines in one run (npx bestfirst bench for all suites):");
        for (const r of await runBenchmarks(wasm, ts, { time: 300, only: ["edge-costs", "alphabeta-random"] }))
          say(
            `  ${r.name}: wasm ${(r.wasm / 1e6).toFixed(1)}M ${r.unit}, ts ${(r.ts / 1e6).toFixed(1)}M ${r.unit}, ` +
              `ratio ${(r.wasm / r.ts).toFixed(2)}`,
          );
      }),
    );
}
