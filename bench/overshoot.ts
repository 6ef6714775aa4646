// How far past a time budget each search runs (node dist/bench/overshoot.js [--time MS]
// [--reps N] [--position NAME] [--json]): every algorithm of contract/searches.ts on every
// game's start and on a random tree of B = 65,536 (./bounded-requests.ts; `--position`:
// that one only, e.g. "random B=65536"), both engines, `time` ms (50).
// The overshoot is the wall time of the engine's call (a search's report, or the
// BestfirstError of a fixed-horizon search stopped before its end) less the budget; a
// search that finished before its budget is marked so. Medians and the worst of N runs
// (3), the engines alternated so a shared machine's load falls on both alike. Also perft
// and solve under the same budget.
// On a loaded machine the wall overshoot is mostly the time the process waited for a
// core, so each run also gives its overshoot at full speed: the wall overshoot times the
// run's share of a core (CPU time / wall time, process.cpuUsage), the CPU time the work
// past the deadline took.

import { pathToFileURL } from "node:url";
import { createWasmEngineSync } from "../bindings/index.js";
import { createReferenceEngine } from "../reference/reference-engine.js";
import { ALGORITHMS, BestfirstError, GAME_NOTATIONS, type Engine } from "../contract/index.js";
import { BOUNDED_POSITIONS, unboundedRequest } from "./bounded-requests.js";

export interface OvershootRow {
  operation: string;
  position: string;
  engine: string;
  /** Wall ms of each run, its CPU ms, and whether it ended by its budget (not by finishing first). */
  ms: number[];
  cpu: number[];
  stopped: boolean[];
}

function timed(run: () => { stopped: boolean }): { ms: number; cpu: number; stopped: boolean } {
  const start = performance.now(),
    cpu0 = process.cpuUsage();
  let stopped: boolean;
  try {
    stopped = run().stopped;
  } catch (error) {
    if (!(error instanceof BestfirstError) || !/was stopped/.test(error.message)) throw error;
    stopped = true;
  }
  const ms = performance.now() - start,
    cpu = process.cpuUsage(cpu0);
  return { ms, cpu: (cpu.user + cpu.system) / 1000, stopped };
}

/**
 * The operations at `time` ms: each search, then perft (depth 20 at most; 3 at B = 65,536) and
 * solve where the game has a solver.
 */
function operations(
  time: number,
): { operation: string; position: string; run: (engine: Engine) => { stopped: boolean } }[] {
  const list: ReturnType<typeof operations> = [];
  for (const algorithm of ALGORITHMS)
    for (const { name, position } of BOUNDED_POSITIONS)
      list.push({
        operation: algorithm,
        position: name,
        // A search ended by its time budget has generated nodes up to its clock's read: the
        // report tells finishing from stopping only by its time, so a run under the budget finished.
        run: (engine) => {
          const start = performance.now();
          engine.search({ ...unboundedRequest(algorithm, position), time });
          return { stopped: performance.now() - start >= time };
        },
      });
  for (const { name, position } of BOUNDED_POSITIONS) {
    // Deep enough to outlast the budget: a random tree of B = 65,536 at 3, a game at 20 plies or its end.
    const depth = position.game === "random" ? 3 : Math.min(20, GAME_NOTATIONS[position.game].maxPlies);
    list.push({
      operation: `perft ${depth}`,
      position: name,
      run: (engine) => (engine.perft(position, depth, { time }), { stopped: false }),
    });
    if (GAME_NOTATIONS[position.game].solvable)
      list.push({
        operation: "solve",
        position: name,
        run: (engine) => (engine.solve(position, { time }), { stopped: false }),
      });
  }
  return list;
}

export function measureOvershoot(time = 50, reps = 3, only?: string): OvershootRow[] {
  const engines = [createWasmEngineSync(), createReferenceEngine()];
  const rows: OvershootRow[] = [];
  for (const { operation, position, run } of operations(time)) {
    if (only !== undefined && position !== only) continue;
    const byEngine = engines.map((engine) => ({
      operation,
      position,
      engine: engine.name,
      ms: [] as number[],
      cpu: [] as number[],
      stopped: [] as boolean[],
    }));
    for (let r = 0; r < reps; r++)
      engines.forEach((engine, i) => {
        const { ms, cpu, stopped } = timed(() => run(engine));
        byEngine[i].ms.push(ms);
        byEngine[i].cpu.push(cpu);
        byEngine[i].stopped.push(stopped);
      });
    rows.push(...byEngine);
  }
  return rows;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One markdown table: an operation and position a line; each engine's wall overshoot
 * (median) and its overshoot at full speed (median / worst), or "finished in" when a run
 * ended before its budget.
 */
export function overshootTable(rows: OvershootRow[], time: number): string {
  const cell = (row: OvershootRow | undefined) => {
    if (!row) return "";
    if (!row.stopped.every(Boolean)) return `finished (${median(row.ms).toFixed(1)} ms)`;
    const over = row.ms.map((ms) => Math.max(0, ms - time));
    const full = over.map((o, i) => o * Math.min(1, row.cpu[i] / row.ms[i]));
    return `${median(over).toFixed(1)} (${median(full).toFixed(1)} / ${Math.max(...full).toFixed(1)})`;
  };
  const lines = [
    "| operation | position | core: wall (full speed: median / worst) ms " +
      "| reference: wall (full speed: median / worst) ms |",
    `|---|---|---:|---:|`,
  ];
  for (let i = 0; i < rows.length; i += 2)
    lines.push(`| ${rows[i].operation} | ${rows[i].position} | ${cell(rows[i])} | ${cell(rows[i + 1])} |`);
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const arg = (name: string, fallback: number) => {
    const at = process.argv.indexOf(name);
    return at < 0 ? fallback : Number(process.argv[at + 1]);
  };
  const time = arg("--time", 50),
    reps = arg("--reps", 3);
  const at = process.argv.indexOf("--position");
  const rows = measureOvershoot(time, reps, at < 0 ? undefined : process.argv[at + 1]);
  console.log(process.argv.includes("--json") ? JSON.stringify(rows) : overshootTable(rows, time));
}
