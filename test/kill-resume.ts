// A long run's process killed (SIGKILL) and resumed, again and again, for the tests of
// the results files that resume (figure 4's run, the decision-quality and compare runs).
// Every kill comes at a point the run itself reports: a random moment after its file has
// grown by a random number of lines (fewer than half of those left), never at a time
// measured from another run, so a busy machine changes when the kills come but not
// whether they come. Once, a cut line is appended, as a kill inside a write leaves one.

import { spawn } from "node:child_process";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { expect } from "vitest";

/** The lines of a file (0 when it is not there). */
export const lineCount = (path: string) => (existsSync(path) ? readFileSync(path, "utf8").split("\n").length - 1 : 0);

export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}
export interface Kill {
  whenLinesAbove: { path: string; n: number };
  delayMs?: number;
}

/** Runs node with `args`, killed as `kill` says. */
export function runKillable(args: readonly string[], kill?: Kill): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args);
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    let poll: NodeJS.Timeout | undefined, timer: NodeJS.Timeout | undefined;
    const go = () => {
      timer = setTimeout(() => child.kill("SIGKILL"), kill?.delayMs ?? 0);
    };
    if (kill) {
      const { path, n } = kill.whenLinesAbove;
      poll = setInterval(() => {
        if (lineCount(path) > n) {
          clearInterval(poll);
          go();
        }
      }, 2);
    }
    child.on("close", (code, signal) => {
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ code, signal, stderr });
    });
  });
}

/**
 * Resumes the run into `out` (`resume(kill)` starts it) until it finishes, killing it at
 * points drawn from `seed`: once the file has grown by a random number of lines (at least
 * `fewestLines` + 1, fewer than half of those left), after a delay of up to `delayMs`.
 * The run writes its results in batches that shrink toward its end, so a kill so placed
 * comes before the file is complete. `lines`: the file's lines when complete. Returns the
 * kills and those that came mid-run (the file had grown and was not complete). A run that
 * ends by itself exits 0 with a stderr matching `doneStderr` (default: none).
 */
export async function killAndResume(
  resume: (kill?: Kill) => Promise<Ended>,
  out: string,
  lines: number,
  seed: number,
  delayMs: number,
  fewestLines = 0,
  doneStderr = /^$/,
): Promise<{ kills: number; midRun: number }> {
  const random = () => (seed = (Math.imul(seed, 48271) % 2147483647) >>> 0) / 2147483647;
  let kills = 0,
    midRun = 0,
    finished = false;
  for (let attempt = 1; attempt <= 14 && !finished; attempt++) {
    const before = lineCount(out),
      left = lines - before;
    const grow = fewestLines + Math.floor(random() * Math.max(1, Math.floor(left / 2) - fewestLines));
    const r = await resume(
      left > 2 * (fewestLines + 1)
        ? { whenLinesAbove: { path: out, n: before + grow }, delayMs: delayMs * random() }
        : undefined,
    );
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
