// Times the exact Connect-Four solver the way Pascal Pons' benchmarks do: the positions
// of test/fixtures/connect-four-positions.tsv, connect-four-begin.tsv and connect-four-middle-medium.tsv
// (scripts/generators/connect-four-positions.ts), one kind at a time, piped through
// `bestfirst solve --game connect4 --stdin` with the process started, and the mean of the
// nodes and microseconds each line reports (the solve, setting the position included; the
// process start and the table's allocation are not).
// Each set is fed ROUNDS times in one stream; each kind and mode runs REPEATS times and
// the run with the lowest mean counts (the machine is shared). On a loaded machine the
// wall-clock microseconds a line inflate with the load: a line the scheduler interrupts
// takes milliseconds, and a few such lines make most of the mean. Two figures the load
// inflates much less are printed beside it: the mean over the positions of each
// position's fastest of its ROUNDS lines, and the CPU time of the process (GNU time's
// user + system, Linux), less that of a process given an empty stdin, divided by the
// lines. Pons' C++ solver on this project's machine (his own sets): 5.2 us a position on
// End-Easy, 42.4 us on Middle-Easy, 290 us on Begin-Easy, 4,260 us on Middle-Medium.
// Run after `npm run build`: npx tsx scripts/lab/connect-four-speed.ts [--ts] [--dist DIR ...]
//     [--kinds end,middle,begin,middle-medium] [--strong] [--file] [--rounds N] [--repeats N]
//   --ts: the reference too; --dist: builds' dist/ folders to compare (default: this
//   checkout's), their runs taking turns so that the load falls on each alike; --kinds:
//   the sets to time (default all); --strong: not the weak mode; --file: the answers
//   written to a file rather than a pipe (a pipe wakes its reader at every answer);
//   --rounds, --repeats: ROUNDS and REPEATS (fewer for the long Middle-Medium set).

import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number): number =>
  argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback;
const REPEATS = option("--repeats", 3);
/** Each set is fed this many times in one stream: GNU time counts CPU in steps of 10 ms. */
const ROUNDS = option("--rounds", 10);
const PONS_US: Record<string, number> = { end: 5.2, middle: 42.4, begin: 290, "middle-medium": 4260 };
const FIXTURES = ["connect-four-positions.tsv", "connect-four-begin.tsv", "connect-four-middle-medium.tsv"];
const kinds = argv.includes("--kinds") ? argv[argv.indexOf("--kinds") + 1].split(",") : Object.keys(PONS_US);
for (const kind of kinds)
  if (!(kind in PONS_US)) throw new Error(`unknown kind ${kind}: one of ${Object.keys(PONS_US).join(", ")}`);
const toFile = argv.includes("--file");
const scratch = mkdtempSync(join(tmpdir(), "connect-four-speed-"));
process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));
const dists = argv.flatMap((arg, i) => (argv[i - 1] === "--dist" ? [resolve(arg)] : []));
if (dists.length === 0) dists.push(fileURLToPath(new URL("../../dist", import.meta.url)));

/** Runs `solve --stdin` on `input` under GNU time: its stdout, exit code, wall and CPU milliseconds. */
function solveStdin(
  dist: string,
  input: string,
  args: string[],
): { stdout: string; status: number | null; stderr: string; wallMs: number; cpuMs: number } {
  const answers = join(scratch, "answers");
  const fd = toFile ? openSync(answers, "w") : null;
  const start = performance.now();
  const out = spawnSync(
    "/usr/bin/time",
    [
      "-f",
      "cpu %U %S",
      process.execPath,
      resolve(dist, "cli/main.js"),
      "solve",
      "--game",
      "connect4",
      "--stdin",
      ...args,
    ],
    { input, encoding: "utf8", maxBuffer: 1 << 26, stdio: ["pipe", fd ?? "pipe", "pipe"] },
  );
  const wallMs = performance.now() - start;
  if (fd !== null) {
    closeSync(fd);
    out.stdout = readFileSync(answers, "utf8");
  }
  const cpu = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(out.stderr);
  if (!cpu) throw new Error(`no CPU time from /usr/bin/time: ${out.stderr}`);
  return {
    stdout: out.stdout,
    status: out.status,
    stderr: out.stderr,
    wallMs,
    cpuMs: (Number(cpu[1]) + Number(cpu[2])) * 1000,
  };
}

const rows = FIXTURES.flatMap((file) =>
  readFileSync(new URL(`../../test/fixtures/${file}`, import.meta.url), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t")),
);

type Best = { us: number; fastest: number; nodes: number; wallUs: number; cpuUs: number };

for (const engine of argv.includes("--ts") ? ["wasm", "ts"] : ["wasm"]) {
  // The process's own cost: start-up, the warm-up solve, an empty stream.
  const idleCpuMs = dists.map((dist) =>
    Math.min(...Array.from({ length: REPEATS }, () => solveStdin(dist, "", ["--engine", engine]).cpuMs)),
  );
  for (const kind of kinds) {
    const set = rows.filter((r) => r[0] === kind);
    const input = (set.map((r) => r[1]).join("\n") + "\n").repeat(ROUNDS);
    for (const weak of argv.includes("--strong") ? [false] : [false, true]) {
      const best: Best[] = dists.map(() => ({ us: Infinity, fastest: Infinity, nodes: 0, wallUs: 0, cpuUs: Infinity }));
      for (let r = 0; r < REPEATS; r++) {
        dists.forEach((dist, d) => {
          const out = solveStdin(dist, input, ["--engine", engine, ...(weak ? ["--weak"] : [])]);
          const lines = out.stdout
            .trim()
            .split("\n")
            .map((l) => l.split(" "));
          if (out.status !== 0 || lines.length !== set.length * ROUNDS)
            throw new Error(`solve --stdin failed: ${out.stderr}`);
          lines.forEach((f, i) => {
            const want = Number(set[i % set.length][2]);
            if (Number(f[1]) !== (weak ? Math.sign(want) : want)) throw new Error(`wrong score for ${f[0]}: ${f[1]}`);
          });
          const mean = (k: number) => lines.reduce((s, f) => s + Number(f[k]), 0) / lines.length;
          const fastest =
            set.reduce(
              (sum, _, i) =>
                sum +
                Math.min(...Array.from({ length: ROUNDS }, (_, round) => Number(lines[round * set.length + i][3]))),
              0,
            ) / set.length;
          const cpuUs = ((out.cpuMs - idleCpuMs[d]) * 1000) / lines.length;
          const b = best[d];
          if (mean(3) < b.us)
            Object.assign(b, { us: mean(3), nodes: mean(2), wallUs: (out.wallMs * 1000) / lines.length });
          b.fastest = Math.min(b.fastest, fastest);
          b.cpuUs = Math.min(b.cpuUs, cpuUs);
        });
      }
      best.forEach((b, d) =>
        console.log(
          `${dists.length > 1 ? `${dists[d]} ` : ""}${engine.padEnd(4)} ${kind.padEnd(13)} ` +
            `${weak ? "weak  " : "strong"} ${set.length} positions: ` +
            `${b.nodes.toFixed(0).padStart(6)} nodes, ${b.us.toFixed(1).padStart(7)} us a line ` +
            `(${(b.us / PONS_US[kind]).toFixed(2)}x Pons), ` +
            `each position's fastest ${b.fastest.toFixed(2)} us (${(b.fastest / PONS_US[kind]).toFixed(2)}x), ` +
            `CPU ${b.cpuUs.toFixed(1)} us a position (${(b.cpuUs / PONS_US[kind]).toFixed(2)}x), ` +
            `whole process ${b.wallUs.toFixed(0)} us a position`,
        ),
      );
    }
  }
}
