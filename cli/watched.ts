// Long work on the command line (search, perft, solve): run in a searcher's worker so the
// main thread stays free to show progress and to hear Ctrl-C. After a second a status
// line on stderr shows what has been done (a terminal only: cli/progress.ts); Ctrl-C
// (or SIGTERM: ./signals.ts) stops the work (a search that takes budgets ends with its
// best move so far; other work ends unfinished) and the command then says what was done
// and exits 130 (143 after SIGTERM). A second signal exits at once. Game code that never
// returns is the searcher's watchdog's (searcher/watchdog.ts): past a time budget and its
// grace the work rejects with a BestfirstError, which the command reports (one line, exit 2).

import { createSearcher, type EngineName, type Searcher, type SearchProgress } from "../index.js";
import { statusLine } from "./progress.js";
import { SIGNAL_EXIT, signalWords, stopOnSignal, type StopSignal } from "./signals.js";

/** Work shows progress once it has run this long. */
const QUIET_MS = 1000;
/** How often the status line is rewritten. */
const STATUS_MS = 200;

export interface Watched<T> {
  /** Absent when Ctrl-C ended work that has no result before it finishes. */
  result?: T;
  /** Ctrl-C was pressed, or SIGTERM came (the process exit code is already set: 130, 143). */
  interrupted: boolean;
  /** The signal that interrupted the work. */
  signal?: StopSignal;
  /** The last progress heard (searches). */
  last?: SearchProgress;
  /** Milliseconds the work ran (from the moment its worker took it up). */
  ms: number;
}

/** Node counts as "12.3M". */
export function count(n: number): string {
  return n >= 1e9
    ? `${(n / 1e9).toFixed(2)}G`
    : n >= 1e6
      ? `${(n / 1e6).toFixed(2)}M`
      : n >= 1e4
        ? `${(n / 1e3).toFixed(1)}k`
        : String(n);
}

/** The principal variation's first moves shown on the status line (it must fit one terminal line). */
const LINE_MOVES = 8;

/** What progress shows: nodes, rate, id's depth and best move, the principal variation so far and its value, time. */
export function describe(what: string, last: SearchProgress | undefined, ms: number): string {
  const seconds = `${(ms / 1000).toFixed(1)} s`;
  if (!last) return `${what}: ${seconds}`;
  const best = last.best ? `, depth ${last.best.depth} best ${last.best.move} (${last.best.value})` : "";
  const pv = last.pv ?? [];
  const line =
    pv.length > 0 && last.value !== undefined
      ? `, line ${pv.slice(0, LINE_MOVES).join(" ")}${pv.length > LINE_MOVES ? ` ... (${pv.length})` : ""} value ` +
        `${last.value}`
      : "";
  const rate = last.ms > 0 ? ` (${count(Math.round((last.nodes.generated / last.ms) * 1000))}/s)` : "";
  return `${what}: ${count(last.nodes.generated)} nodes${rate}${best}${line}, ${seconds}`;
}

/**
 * Runs `work` in a worker of `engine` (on a game core: `core`'s bytes), watched: progress after a
 * second, Ctrl-C stops it.
 */
export async function watched<T>(
  what: string,
  engine: EngineName,
  work: (
    searcher: Searcher,
    run: { signal: AbortSignal; onProgress: (progress: SearchProgress) => void; onStart: () => void },
  ) => Promise<T>,
  core?: Uint8Array,
): Promise<Watched<T>> {
  // A game core's searcher takes its own positions (cli/kit/core-option.ts makes them); the work passes them through.
  const searcher =
    core === undefined ? await createSearcher({ engine }) : ((await createSearcher({ core })) as unknown as Searcher);
  const controller = new AbortController();
  const stop = stopOnSignal(controller);
  const status = statusLine();
  // The time counts from the moment the worker took the work up (not its start-up).
  let start = performance.now();
  let started = false;
  let last: SearchProgress | undefined;
  const timer =
    status &&
    setInterval(() => {
      const ms = performance.now() - start;
      // Until its worker has started, the line says so (a game core's start that never ends shows here).
      if (ms < QUIET_MS) return;
      status.show(
        started ? describe(what, last, ms) : `${what}: waiting for its worker to start, ${(ms / 1000).toFixed(1)} s`,
      );
    }, STATUS_MS);
  try {
    const onStart = () => {
      start = performance.now();
      started = true;
    };
    const result = await work(searcher, {
      signal: controller.signal,
      onProgress: (progress) => (last = progress),
      onStart,
    });
    return finish({
      result,
      interrupted: controller.signal.aborted,
      signal: stop.received(),
      last,
      ms: performance.now() - start,
    });
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    return finish({ interrupted: true, signal: stop.received(), last, ms: performance.now() - start });
  } finally {
    if (timer) clearInterval(timer);
    status?.clear();
    stop.release();
    await searcher.close();
  }
}

function finish<T>(outcome: Watched<T>): Watched<T> {
  if (outcome.interrupted) process.exitCode = SIGNAL_EXIT[outcome.signal ?? "SIGINT"];
  return outcome;
}

/** The line that says what interrupted work did, on stderr. */
export function interruptedLine(command: string, text: string, signal: StopSignal = "SIGINT"): void {
  process.stderr.write(`bestfirst ${command}: interrupted (${signalWords(signal)}) ${text}\n`);
}
