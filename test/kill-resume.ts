// A long run's process killed (SIGKILL) at random moments and resumed, again and again,
// for the tests of the results files that resume (figure 4's run, the decision-quality
// run on game positions): half the kills after a random time, half a random moment after
// the file has grown by a line, and once a cut line appended as a kill inside a write
// leaves one.

import { spawn } from "node:child_process";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { expect } from "vitest";

/** The lines of a file (0 when it is not there). */
export const lineCount = (path: string) => (existsSync(path) ? readFileSync(path, "utf8").split("\n").length - 1 : 0);

export interface Ended { code: number | null; signal: NodeJS.Signals | null; stderr: string }
export interface Kill { afterMs?: number; whenLinesAbove?: { path: string; n: number }; delayMs?: number }

/** Runs node with `args`, killed as `kill` says. */
export function runKillable(args: readonly string[], kill?: Kill): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args);
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    let poll: NodeJS.Timeout | undefined, timer: NodeJS.Timeout | undefined;
    const go = () => { timer = setTimeout(() => child.kill("SIGKILL"), kill?.delayMs ?? 0); };
    if (kill?.whenLinesAbove) {
      const { path, n } = kill.whenLinesAbove;
      poll = setInterval(() => { if (lineCount(path) > n) { clearInterval(poll); go(); } }, 2);
    } else if (kill?.afterMs !== undefined) timer = setTimeout(() => child.kill("SIGKILL"), kill.afterMs);
    child.on("close", (code, signal) => { clearInterval(poll); clearTimeout(timer); resolve({ code, signal, stderr }); });
  });
}

/**
 * Resumes the run into `out` (`resume(kill)` starts it) until it finishes, killing it at
 * moments drawn from `seed`: `afterMs(draw)` for the timed kills, a delay of up to
 * `delayMs` after a new line for the others. `lines`: the file's lines when complete.
 * Returns the kills and those that came mid-run (the file had grown and was not complete).
 * A run that ends by itself exits 0 with a stderr matching `doneStderr` (default: none).
 */
export async function killAndResume(resume: (kill?: Kill) => Promise<Ended>, out: string, lines: number, seed: number,
  afterMs: (draw: number) => number, delayMs: number, fewestLines = 0, doneStderr = /^$/): Promise<{ kills: number; midRun: number }> {
  const random = () => ((seed = (Math.imul(seed, 48271) % 2147483647) >>> 0) / 2147483647);
  let kills = 0, midRun = 0, finished = false;
  for (let attempt = 1; attempt <= 14 && !finished; attempt++) {
    const before = lineCount(out);
    const r = await resume(attempt % 2 === 1 ? { afterMs: afterMs(random()) } : { whenLinesAbove: { path: out, n: before + fewestLines }, delayMs: delayMs * random() });
    if (r.signal === "SIGKILL") {
      kills++;
      if (lineCount(out) > before && lineCount(out) < lines) midRun++;
      // A kill inside a write leaves a cut line; make sure that case is here too.
      if (kills === 2 && existsSync(out) && readFileSync(out, "utf8").endsWith("\n") && lineCount(out) > 1)
        appendFileSync(out, readFileSync(out, "utf8").split("\n")[1].slice(0, 100));
    } else {
      expect(r.stderr).toMatch(doneStderr);
      expect(r.code).toBe(0);
      finished = true;
    }
  }
  if (!finished) expect((await resume()).code).toBe(0);
  return { kills, midRun };
}
