// The progress bar of long runs (tournaments, reproduce, quality): games or trees done, rate, time left,
// on stderr and only when stderr is a terminal, so piped output and --json stay clean.

import cliProgress from "cli-progress";
import type { Progress } from "../experiments/tournament.js";

/** A progress bar on stderr, only when stderr is a terminal (with or without --json); `unit`: what is counted. */
export function progressBar(unit = "games"): { update: (p: Progress) => void; stop: () => void } | undefined {
  if (!process.stderr.isTTY) return undefined;
  const bar = new cliProgress.SingleBar({
    stream: process.stderr,
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
