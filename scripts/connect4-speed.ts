// Times the exact Connect-Four solver the way Pascal Pons' benchmarks do: the positions
// of test/fixtures/connect4-positions.tsv (scripts/connect4-positions.ts), one kind at a
// time, piped through `bestfirst solve --game connect4 --stdin` with the process
// started, and the mean of the nodes and microseconds each line reports (the solve,
// setting the position included; the process start and the table's allocation are not).
// Each set is fed ROUNDS times in one stream; each kind and mode runs REPEATS times and
// the run with the lowest mean counts (the machine is shared). On a loaded machine the
// wall-clock microseconds a line inflate with the load; the CPU time of the process (GNU
// time's user + system, Linux), less that of a process given an empty stdin, divided by
// the lines, much less so: both are printed. Pons' C++ solver, for scale: about 5 us a
// position on End-Easy, 43 us on Middle-Easy (his machine).
// Run after `npm run build`: npx tsx scripts/connect4-speed.ts [--ts]   (--ts: the reference too)

import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const REPEATS = 3;
/** Each set is fed this many times in one stream: GNU time counts CPU in steps of 10 ms. */
const ROUNDS = 10;
const PONS_US = { end: 5, middle: 43 } as const;
const main = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));
/** Runs `solve --stdin` on `input` under GNU time: its stdout, exit code, wall and CPU milliseconds. */
function solveStdin(input: string, args: string[]): { stdout: string; status: number | null; stderr: string; wallMs: number; cpuMs: number } {
  const start = performance.now();
  const out = spawnSync("/usr/bin/time", ["-f", "cpu %U %S", process.execPath, main, "solve", "--game", "connect4", "--stdin", ...args],
    { input, encoding: "utf8", maxBuffer: 1 << 26 });
  const wallMs = performance.now() - start;
  const cpu = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(out.stderr);
  if (!cpu) throw new Error(`no CPU time from /usr/bin/time: ${out.stderr}`);
  return { stdout: out.stdout, status: out.status, stderr: out.stderr, wallMs, cpuMs: (Number(cpu[1]) + Number(cpu[2])) * 1000 };
}

const rows = readFileSync(new URL("../test/fixtures/connect4-positions.tsv", import.meta.url), "utf8")
  .trim().split("\n").slice(1).map((line) => line.split("\t"));

for (const engine of process.argv.includes("--ts") ? ["wasm", "ts"] : ["wasm"]) {
  // The process's own cost: start-up, the warm-up solve, an empty stream.
  const idleCpuMs = Math.min(...Array.from({ length: REPEATS }, () => solveStdin("", ["--engine", engine]).cpuMs));
  for (const kind of ["end", "middle"] as const) {
    const set = rows.filter((r) => r[0] === kind);
    const input = (set.map((r) => r[1]).join("\n") + "\n").repeat(ROUNDS);
    for (const weak of [false, true]) {
      let best = { us: Infinity, nodes: 0, wallUs: 0, cpuUs: Infinity };
      for (let r = 0; r < REPEATS; r++) {
        const out = solveStdin(input, ["--engine", engine, ...(weak ? ["--weak"] : [])]);
        const lines = out.stdout.trim().split("\n").map((l) => l.split(" "));
        if (out.status !== 0 || lines.length !== set.length * ROUNDS) throw new Error(`solve --stdin failed: ${out.stderr}`);
        lines.forEach((f, i) => {
          const want = Number(set[i % set.length][2]);
          if (Number(f[1]) !== (weak ? Math.sign(want) : want)) throw new Error(`wrong score for ${f[0]}: ${f[1]}`);
        });
        const mean = (k: number) => lines.reduce((s, f) => s + Number(f[k]), 0) / lines.length;
        const cpuUs = (out.cpuMs - idleCpuMs) * 1000 / lines.length;
        if (mean(3) < best.us) best = { ...best, us: mean(3), nodes: mean(2), wallUs: out.wallMs * 1000 / lines.length };
        best.cpuUs = Math.min(best.cpuUs, cpuUs);
      }
      console.log(`${engine.padEnd(4)} ${kind.padEnd(6)} ${weak ? "weak  " : "strong"} ${set.length} positions: ` +
        `${best.nodes.toFixed(0).padStart(6)} nodes, ${best.us.toFixed(1).padStart(7)} us a line (${(best.us / PONS_US[kind]).toFixed(2)}x Pons), ` +
        `CPU ${best.cpuUs.toFixed(1)} us a position (${(best.cpuUs / PONS_US[kind]).toFixed(2)}x), whole process ${best.wallUs.toFixed(0)} us a position`);
    }
  }
}
