// The progress bar of long runs (tournaments, reproduce, quality): games or trees done, rate, time left,
// on stderr and only when stderr is a terminal, so piped output and --json stay clean.

import cliProgress from "../vendor/cli-progress.js";
import type { Progress } from "../experiments/run/progress.js";

/**
 * A progress bar on stderr, only when stderr is a terminal (with or without --json); `unit`:
 * what is counted; `stream`: another terminal (scripts/lab/pool-cost.ts times the bar's updates).
 */
export function progressBar(
  unit = "games",
  stream: NodeJS.WriteStream = process.stderr,
): { update: (p: Progress) => void; stop: () => void } | undefined {
  if (!stream.isTTY) return undefined;
  const bar = new cliProgress.SingleBar({
    stream,
    format: `{phase} [{bar}] {value}/{total} ${unit} | {rate} ${unit}/s | {left}`,
    hideCursor: true,
    etaBuffer: 50,
  });
  const started = Date.now();
  let running = false;
  // The count done when this bar started: a resumed run's earlier work does not count in its rate.
  let first: number | undefined;
  return {
    update(p) {
      first ??= p.gamesDone;
      const seconds = Math.max((Date.now() - started) / 1000, 1e-3);
      const perSecond = (p.gamesDone - first) / seconds;
      const payload = {
        phase: p.phase,
        rate: perSecond.toFixed(1),
        left: timeLeft(p.gamesPlanned - p.gamesDone, perSecond),
      };
      if (!running) {
        bar.start(p.gamesPlanned, p.gamesDone, payload);
        running = true;
      }
      bar.setTotal(p.gamesPlanned);
      bar.update(p.gamesDone, payload);
    },
    stop() {
      if (running) {
        bar.stop();
        running = false;
      }
    },
  };
}

/** The time left at `perSecond`, in words; "time left not known yet" before anything is done. */
export function timeLeft(left: number, perSecond: number): string {
  if (left <= 0) return "done";
  if (!(perSecond > 0)) return "time left not known yet";
  const s = Math.ceil(left / perSecond);
  const text =
    s < 60
      ? `${s} s`
      : s < 3600
        ? `${Math.floor(s / 60)} min ${s % 60} s`
        : `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  return `${text} left`;
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
