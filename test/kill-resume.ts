// A long run's process killed (SIGKILL) and resumed, again and again, for the tests of
// the results files that resume (figure 4's run, the decision-quality and compare runs,
// tournaments). Every kill lands at a point the run itself reports, never at a time: the
// run is started with the test-only BESTFIRST_TEST_PAUSE_AFTER=N
// (experiments/run/test-pause.ts), so its results writer stops for good after its N-th
// record and says so on stderr, and the kill comes then. A busy machine only slows the
// run down: every run gets its kill, with exactly N records written. Once, a cut line is
// appended, as a kill inside a write leaves one.

import { spawn } from "node:child_process";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import { PAUSED } from "../experiments/run/test-pause.js";

/** The lines of a file (0 when it is not there). */
export const lineCount = (path: string) => (existsSync(path) ? readFileSync(path, "utf8").split("\n").length - 1 : 0);

export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}
export interface Kill {
  /** Kill once the run has written this many records (0: once its file is open, before any record). */
  afterRecords: number;
  /** ...or, if sooner, this many ms after the start (a kill while it starts up; the pause still bounds it). */
  orAfterMs?: number;
}

/** Runs `command` (node by default) with `args`, killed as `kill` says. */
export function runKillable(args: readonly string[], kill?: Kill, command = process.execPath): Promise<Ended> {
  return new Promise((resolve) => {
    const env = kill ? { ...process.env, BESTFIRST_TEST_PAUSE_AFTER: String(kill.afterRecords) } : process.env;
    const child = spawn(command, args, { env });
    let stdout = "",
      stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => {
      stderr += d;
      if (kill && stderr.includes(PAUSED)) child.kill("SIGKILL");
    });
    const timer = kill?.orAfterMs === undefined ? undefined : setTimeout(() => child.kill("SIGKILL"), kill.orAfterMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/**
 * Resumes the run into `out` (`resume(kill)` starts it) until it finishes, killing it at
 * points drawn from `seed`: once it has written a random number of records (at least
 * `fewestLines` + 1, at most half of the lines left), so that every kill comes mid-run,
 * with the file grown and not complete. `lines`: the file's lines when complete. Returns
 * the kills and those that came mid-run (the file had grown and was not complete), both
 * fixed by the seed. A run that ends by itself exits 0 with a stderr matching
 * `doneStderr` (default: none).
 */
export async function killAndResume(
  resume: (kill?: Kill) => Promise<Ended>,
  out: string,
  lines: number,
  seed: number,
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
    const r = await resume(left > 2 * (fewestLines + 1) ? { afterRecords: grow + 1 } : undefined);
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

/**
 * killAndResume for a `bestfirst compare` run: `args` (no --out) run into `out` with --resume until its
 * results file `file` has `lines` lines, ending with the report `report` named on stderr (after the
 * note on a cut line, if that run found one).
 */
export async function killAndResumeCompare(
  cliPath: string,
  args: readonly string[],
  out: string,
  file: string,
  lines: number,
  seed: number,
  report: string,
): Promise<{ kills: number; midRun: number }> {
  const escaped = report.replace(/[.]/g, "\\.");
  const done = new RegExp(
    `^(bestfirst compare: the last line of \\S+ was cut short[^\\n]*\\n)?report: \\S+${escaped}\\n$`,
  );
  const { kills, midRun } = await killAndResumeCommand(
    [cliPath, ...args, "--out", out, "--resume"],
    file,
    lines,
    seed,
    done,
  );
  return { kills, midRun };
}

/**
 * killAndResume of a command line (`args`, after node) resuming into `out`: also the stdout of the run that
 * finished.
 */
export async function killAndResumeCommand(
  args: readonly string[],
  out: string,
  lines: number,
  seed: number,
  doneStderr: RegExp,
): Promise<{ kills: number; midRun: number; last: string }> {
  let last = "";
  const resume = async (kill?: Kill) => {
    const r = await runKillable(args, kill);
    last = r.stdout;
    return r;
  };
  const { kills, midRun } = await killAndResume(resume, out, lines, seed, 0, doneStderr);
  return { kills, midRun, last };
}
