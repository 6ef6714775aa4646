// Times the exact Connect-Four solver the way Pascal Pons' benchmarks do: the positions
// of test/fixtures/connect4-positions.tsv (scripts/connect4-positions.ts), one kind at a
// time, piped through `bestfirst solve --game connect4 --stdin` with the process
// started, and the mean of the nodes and microseconds each line reports (the solve,
// setting the position included; the process start and the table's allocation are not).
// Each kind and mode runs REPEATS times; the run with the lowest mean counts (the
// machine is shared). Pons' C++ solver, for scale: about 5 us a position on End-Easy,
// 43 us on Middle-Easy (his machine).
// Run after `npm run build`: npx tsx scripts/connect4-speed.ts [--ts]   (--ts: the reference too)

import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const REPEATS = 3;
const PONS_US = { end: 5, middle: 43 } as const;
const main = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));
const rows = readFileSync(new URL("../test/fixtures/connect4-positions.tsv", import.meta.url), "utf8")
  .trim().split("\n").slice(1).map((line) => line.split("\t"));

for (const engine of process.argv.includes("--ts") ? ["wasm", "ts"] : ["wasm"])
  for (const kind of ["end", "middle"] as const) {
    const set = rows.filter((r) => r[0] === kind);
    const input = set.map((r) => r[1]).join("\n") + "\n";
    for (const weak of [false, true]) {
      let best = { us: Infinity, nodes: 0, wallUs: 0 };
      for (let r = 0; r < REPEATS; r++) {
        const start = performance.now();
        const out = spawnSync(process.execPath, [main, "solve", "--game", "connect4", "--stdin", "--engine", engine, ...(weak ? ["--weak"] : [])],
          { input, encoding: "utf8", maxBuffer: 1 << 26 });
        const wallUs = (performance.now() - start) * 1000 / set.length;
        const lines = out.stdout.trim().split("\n").map((l) => l.split(" "));
        if (out.status !== 0 || lines.length !== set.length) throw new Error(`solve --stdin failed: ${out.stderr}`);
        lines.forEach((f, i) => {
          const want = Number(set[i][2]);
          if (Number(f[1]) !== (weak ? Math.sign(want) : want)) throw new Error(`wrong score for ${f[0]}: ${f[1]}`);
        });
        const mean = (k: number) => lines.reduce((s, f) => s + Number(f[k]), 0) / lines.length;
        if (mean(3) < best.us) best = { us: mean(3), nodes: mean(2), wallUs };
      }
      console.log(`${engine.padEnd(4)} ${kind.padEnd(6)} ${weak ? "weak  " : "strong"} ${set.length} positions: ` +
        `${best.nodes.toFixed(0).padStart(6)} nodes, ${best.us.toFixed(1).padStart(7)} us a line` +
        ` (${(best.us / PONS_US[kind]).toFixed(2)}x Pons), whole process ${best.wallUs.toFixed(0)} us a position`);
    }
  }
