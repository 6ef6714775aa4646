// The progress bar of long runs (tournaments, reproduce, quality): games or trees done, rate, time left,
// on stderr and only when stderr is a terminal, so piped output and --json stay clean.

import cliProgress from "../vendor/cli-progress.js";
import type { Progress } from "../experiments/run/progress.js";

/**
 * A progress bar on stderr, only when stderr is a terminal (with or without --json); `unit`:
 * what is counted; `stream`: another terminal (scripts/lab/pool-cost.ts times the bar's updates).
 */
export function progressBar(unit = "games", stream: NodeJS.WriteStream = process.stderr): { update: (p: Progress) => void; stop: () => void } | undefined {
  if (!stream.isTTY) return undefined;
  const bar = new cliProgress.SingleBar({
    stream,
    format: `{phase} [{bar}] {value}/{total} ${unit} | {rate} ${unit}/s | {eta_formatted} left`,
    hideCursor: true,
    etaBuffer: 50,
  });
  const started = Date.now();
  let running = false;
  return {
    update(p) {
      const rate = (p.gamesDone / Math.max((Date.now() - started) / 1000, 1e-3)).toFixed(1);
      if (!running) { bar.start(p.gamesPlanned, p.gamesDone, { phase: p.phase, rate }); running = true; }
      bar.setTotal(p.gamesPlanned);
      bar.update(p.gamesDone, { phase: p.phase, rate });
    },
    stop() { if (running) { bar.stop(); running = false; } },
  };
}

/**
 * One line of status on stderr, rewritten in place, for work with no known end (a
 * search, perft, a solve): only when stderr is a terminal, or when BESTFIRST_PROGRESS=1
 * (scripts and tests: each update is then its own line).
 */
export function statusLine(): { show: (text: string) => void; clear: () => void } | undefined {
  const tty = process.stderr.isTTY === true;
  if (!tty && process.env.BESTFIRST_PROGRESS !== "1") return undefined;
  let shown = false;
  return {
    show(text) {
      process.stderr.write(tty ? `\r\x1b[K${text}` : `${text}\n`);
      shown = true;
    },
    clear() {
      if (tty && shown) process.stderr.write("\r\x1b[K");
      shown = false;
    },
  };
}
