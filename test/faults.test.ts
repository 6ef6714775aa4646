// File and I/O faults of long runs (tournament, tournament-merge, reproduce): each gives
// one line on stderr and its exit code (1 the environment, 2 bad input, 130 interrupted)
// within seconds, never a hang, never "internal error", and the finished pairs stay
// usable. And a real tournament process killed (SIGKILL) at points drawn at random, resumed
// each time, ends with exactly the uninterrupted run's pairs: none lost, none twice.
//
// Read-only files: these tests may run as root, which ignores mode bits. As root a file
// is made immutable with `chattr +i` (the test is skipped where chattr cannot); otherwise
// chmod. Uncreatable directories use /proc (Linux), where even root cannot mkdir.

import { spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { EnvironmentError } from "../experiments/run/files.js";
import { io } from "../experiments/tournament/store.js";
import { runTournament } from "../experiments/tournament/runner.js";
import type { PairResult, TournamentSpec } from "../experiments/tournament/types.js";
import type { cli } from "./helpers.js";
import { runKillable } from "./kill-resume.js";

const cliPath = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-faults-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);
const linux = process.platform === "linux" && existsSync("/proc/self");
const root = process.getuid?.() === 0;

// A small tournament (60 pairs, about a second) and a larger one (minutes): a fault
// reported "before the run" shows it by what was not played (no game on stdout, no pair in the file).
const SMALL = [
  "tournament",
  "--branching",
  "2",
  "--ab-depths",
  "1-3",
  "--bf-depths",
  "2,1,3",
  "--pairs",
  "20",
  "--workers",
  "2",
];
const SMALL_SPEC: TournamentSpec = {
  game: "random",
  branching: 2,
  mode: "random",
  abDepths: [1, 2, 3],
  bfDepths: [2, 1, 3],
  pairs: 20,
  algorithm: "bestfirst",
  match: "nodes",
};
const LONG = ["tournament", "--branching", "5", "--ab-depths", "1-6", "--pairs", "100", "--workers", "1"];

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

interface RunOptions {
  /** Run through `sh -c "<prefix> && exec node ..."` (to set a ulimit). */
  shellPrefix?: string;
  /** Send `signal` (default SIGKILL) once `killWhen()` holds (polled every 2 ms). */
  killWhen?: () => boolean;
  signal?: NodeJS.Signals;
}

/** Runs the built command, perhaps sending it a signal. */
function run(args: string[], options: RunOptions = {}): Promise<Run> {
  const start = performance.now();
  const child = options.shellPrefix
    ? spawn("sh", ["-c", `${options.shellPrefix} && exec "$0" "$@"`, process.execPath, cliPath, ...args])
    : spawn(process.execPath, [cliPath, ...args]);
  let stdout = "",
    stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  const kill = () => child.kill(options.signal ?? "SIGKILL");
  if (options.killWhen) {
    const when = options.killWhen;
    const poll = setInterval(() => {
      if (!when()) return;
      clearInterval(poll);
      kill();
    }, 2);
    child.on("close", () => clearInterval(poll));
  }
  return new Promise((resolve) =>
    child.on("close", (code, signal) => {
      resolve({ code, signal, stdout, stderr, ms: performance.now() - start });
    }),
  );
}

/** The number of newline-ended lines of `path` (0 if it is not there). */
function lineCount(path: string): number {
  if (!existsSync(path)) return 0;
  const text = readFileSync(path, "utf8");
  let n = 0;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/** One line on stderr, the exit code, no stack trace, no "internal error". */
function failsWith(r: { code: number | null; stderr: string; stdout?: string }, code: number, message: RegExp): void {
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(r.stderr.trim().split("\n")).toHaveLength(1);
  expect(r.stderr.trim()).toMatch(message);
  expect(r.code).toBe(code);
}

/**
 * The command, killed if it has not ended within a minute: a hang then fails the test
 * (exit code null, no message) instead of holding the suite. How fast a fault ends is
 * shown by what the run did (nothing played, the pairs before it safe), not by a clock.
 */
function bounded(...args: string[]): ReturnType<typeof cli> {
  const result = spawnSync(process.execPath, [cliPath, ...args], { encoding: "utf8", timeout: 600_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface Lines {
  header: Record<string, unknown>;
  depths: Record<string, unknown>[];
  pairs: PairResult[];
}

/** The whole lines of a results file (a cut last line, after the last newline, is left out). */
function lines(path: string): Lines {
  const parts = readFileSync(path, "utf8").split("\n");
  parts.pop(); // after the last newline: nothing, or a line cut short
  const parsed = parts.filter((l) => l.trim() !== "").map((l) => JSON.parse(l));
  expect(parsed[0].kind).toBe("header");
  return {
    header: parsed[0],
    depths: parsed.filter((l) => l.kind === "depth"),
    pairs: parsed.filter((l) => l.kind === "pair"),
  };
}

const key = (r: PairResult) => `${r.abDepth}/${r.bfDepth}/${r.pairIndex}`;
/** A pair without its timings, the only fields allowed to differ between runs. */
function timeless(r: PairResult): unknown {
  const { msBf: _a, msAb: _b, games, kind: _k, ...rest } = r as PairResult & { kind?: string };
  return { ...rest, games: games.map(({ msBf: _c, msAb: _d, ...g }) => g) };
}
const byKey = (pairs: PairResult[]) => new Map(pairs.map((p) => [key(p), timeless(p)]));

/** The file's pairs are the reference's: each exactly once, equal but for timings. */
function expectSamePairs(path: string): void {
  const { pairs } = lines(path);
  expect(new Set(pairs.map(key)).size).toBe(pairs.length); // none twice
  expect(byKey(pairs)).toEqual(byKey(reference.pairs)); // none lost, none different
}

let reference: Lines;

beforeAll(async () => {
  const r = await run([...SMALL, "--out", at("reference.jsonl")]);
  expect(r.code).toBe(0);
  reference = lines(at("reference.jsonl"));
  expect(reference.pairs).toHaveLength(60);
});

afterEach(() => vi.restoreAllMocks());

/** Makes `path` unwritable even for root (chattr +i), or by its mode bits; undefined when it cannot. */
function makeReadOnly(path: string): (() => void) | undefined {
  if (root) {
    const made = spawnSync("chattr", ["+i", path]);
    return made.status === 0 ? () => void spawnSync("chattr", ["-i", path]) : undefined;
  }
  const mode = statSync(path).mode;
  chmodSync(path, statSync(path).isDirectory() ? 0o555 : 0o444);
  return () => chmodSync(path, mode);
}

describe("writing fails", () => {
  test.skipIf(!existsSync("/dev/full"))("--out /dev/full: no space left, exit 1 at once", () => {
    const r = bounded(...SMALL, "--out", "/dev/full");
    failsWith(
      r,
      1,
      new RegExp(
        /^bestfirst tournament: cannot write the results file \/dev\/full: no space left on /.source +
          /device \(ENOSPC\); nothing was played$/.source,
      ),
    );
  });

  test.skipIf(process.platform === "win32")(
    "the file hits its size limit mid-run (EFBIG, a real process): exit 1, the finished pairs resume",
    async () => {
      const out = at("limited.jsonl");
      const cut = await run([...SMALL, "--out", out], { shellPrefix: "ulimit -f 8" }); // 4 KiB or 8 KiB
      failsWith(
        cut,
        1,
        new RegExp(
          /^bestfirst tournament: cannot write results to .*limited\.jsonl: file too /.source +
            /large \(EFBIG\); the \d+ pairs? finished before (is|are) safe in it/.source,
        ),
      );
      const written = lines(out); // whole lines parse (the last may be cut short)
      expect(written.pairs.length).toBeLessThan(60);
      const resumed = await run([...SMALL, "--out", out, "--resume"]);
      expect(resumed.code).toBe(0);
      expectSamePairs(out);
    },
  );

  test("ENOSPC on the Nth write (a disk filling up): the run stops, EnvironmentError; the file resumes", async () => {
    const out = at("enospc.jsonl");
    const real = io.writeAll;
    let calls = 0;
    vi.spyOn(io, "writeAll").mockImplementation((fd: number, text: string) => {
      if (++calls === 9) {
        // header, 3 depths, 4 pairs, then the disk is full
        real(fd, text.slice(0, 25)); // a line cut short, as a full disk leaves it
        throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", syscall: "write" });
      }
      real(fd, text);
    });
    const failed = runTournament(SMALL_SPEC, { workers: 2, out });
    await expect(failed).rejects.toThrow(EnvironmentError);
    await expect(failed).rejects.toThrow(
      new RegExp(
        /^cannot write results to .*enospc\.jsonl: no space left on device \(ENOSPC\); the 4 /.source +
          /pairs finished before are safe in it/.source,
      ),
    );
    vi.restoreAllMocks();
    expect(readFileSync(out, "utf8").endsWith("\n")).toBe(false); // the cut line is there
    const resumed = await runTournament(SMALL_SPEC, { workers: 2, out, resume: true });
    expect(resumed.complete).toBe(true);
    expectSamePairs(out);
  });

  test("the results file removed during the run: stopped at the next pair, exit 1 (environment)", async () => {
    const out = at("removed.jsonl");
    let removed = false;
    const failed = runTournament(SMALL_SPEC, {
      workers: 1,
      out,
      onProgress: (p) => {
        if (p.gamesDone >= 6 && !removed) {
          removed = true;
          unlinkSync(out);
        }
      },
    });
    await expect(failed).rejects.toThrow(/^the results file .*removed\.jsonl was removed during the run/);
    await expect(failed).rejects.toBeInstanceOf(EnvironmentError);
  });

  test("a report file that is a directory: refused before anything is printed, exit 2", () => {
    const report = at("late-report");
    const r = bounded("tournament-merge", at("reference.jsonl"), "--report", report, "--json");
    expect(r.code).toBe(0);
    const md = join(report, "tournament-random-B2-random-bestfirst-nodes.md");
    unlinkSync(md);
    mkdirSync(md); // now a directory where the report goes
    const again = bounded("tournament-merge", at("reference.jsonl"), "--report", report, "--json");
    failsWith(again, 2, /--report file .*\.md is a directory, not a file/); // caught before printing
    expect(again.stdout).toBe("");
  });
});

describe("directories", () => {
  const notCreatable = "/proc/bestfirst-x/y";
  test.skipIf(!linux)(
    "--report, --dir and tournament-merge --report under /proc: exit 1 within seconds, no hang",
    () => {
      for (const args of [
        [...LONG, "--report", notCreatable],
        ["reproduce", "--dir", notCreatable],
        ["tournament-merge", at("reference.jsonl"), "--report", notCreatable],
      ]) {
        const r = bounded(...args);
        failsWith(r, 1, /directory \/proc\/bestfirst-x\/y: cannot create directory \/proc\/bestfirst-x: /);
        expect(r.stdout.includes("AB depth")).toBe(false);
      }
    },
  );

  test.skipIf(!linux)("--report /proc (there, but nothing can be written in it): exit 1 before the run", () => {
    const r = bounded(...LONG, "--report", "/proc");
    failsWith(r, 1, /--report directory \/proc: cannot write in it/);
  });

  test.skipIf(!linux)("--out in /proc (there, but no file can be made in it): exit 1, not 'does not exist'", () => {
    failsWith(
      bounded(...LONG, "--out", "/proc/bestfirst-x.jsonl"),
      1,
      new RegExp(
        /^bestfirst tournament: cannot create the results file \/proc\/bestfirst-x\.jsonl: its /.source +
          /directory is there but takes no new files \(.*\)$/.source,
      ),
    );
  });

  test("a missing directory for --out: exit 2, naming it", () => {
    failsWith(
      bounded(...LONG, "--out", at("no/such/dir/r.jsonl")),
      2,
      /cannot create the results file .*no\/such\/dir\/r\.jsonl: directory .*\/no does not exist$/,
    );
  });

  test("a directory given as a file: exit 2 (--out, --out --resume, tournament-merge)", () => {
    failsWith(bounded(...LONG, "--out", dir), 2, /the results file .* is a directory: give a file/);
    failsWith(bounded(...LONG, "--out", dir, "--resume"), 2, /is a directory: give a file/);
    failsWith(bounded("tournament-merge", dir), 2, /is a directory, not a results file/);
  });

  test("a file as a directory: exit 2 before any game (--report f/sub, --out f/x, reproduce --dir f)", () => {
    const file = at("afile");
    writeFileSync(file, "x");
    for (const [args, message] of [
      [[...LONG, "--report", join(file, "sub")], /--report directory .*afile\/sub: .*afile is a file, not a directory/],
      [
        [...LONG, "--out", join(file, "x.jsonl")],
        /cannot create the results file .*afile\/x\.jsonl: .*afile is a file, not a directory/,
      ],
      [["reproduce", "--dir", file], /--dir directory .*afile: .*afile is a file, not a directory/],
    ] as [string[], RegExp][]) {
      const r = bounded(...args);
      failsWith(r, 2, message);
    }
  });

  test('reproduce never overwrites a README.md it did not write (--dir ., say), and refuses --dir ""', () => {
    const project = at("a-project");
    mkdirSync(project);
    writeFileSync(join(project, "README.md"), "# My project\n");
    const r = bounded("reproduce", "--dir", project);
    failsWith(
      r,
      2,
      new RegExp(
        /--dir .*a-project: .*a-project\/README\.md is there and is not a report of bestfirst /.source +
          /reproduce, which would overwrite it; give a new or empty directory/.source,
      ),
    );
    expect(readFileSync(join(project, "README.md"), "utf8")).toBe("# My project\n");
    expect(r.stdout).toBe("");
    failsWith(
      bounded("reproduce", "--dir", ""),
      2,
      /^bestfirst reproduce: --dir needs a file or directory name, got ""$/,
    );
  });

  test("a report directory is made level by level", () => {
    const r = bounded("tournament-merge", at("reference.jsonl"), "--report", at("deep/er/report"));
    expect(r.code).toBe(0);
    expect(existsSync(at("deep/er/report/tournament-random-B2-random-bestfirst-nodes.svg"))).toBe(true);
  });
});

describe("read-only files", () => {
  test("resuming a read-only results file: exit 1, the file untouched", (ctx) => {
    const out = at("readonly.jsonl");
    writeFileSync(out, readFileSync(at("reference.jsonl"), "utf8").split("\n").slice(0, 20).join("\n") + "\n");
    const undo = makeReadOnly(out);
    if (!undo) return ctx.skip();
    try {
      const before = readFileSync(out, "utf8");
      failsWith(
        bounded(...SMALL, "--out", out, "--resume"),
        1,
        new RegExp(
          /cannot write the results file /.source +
            /.*readonly\.jsonl: (permission denied \(EACCES\)|operation not permitted \(EPERM\))$/.source,
        ),
      );
      expect(readFileSync(out, "utf8")).toBe(before);
    } finally {
      undo();
    }
  });

  test("a read-only report directory: exit 1 before the run", (ctx) => {
    const report = at("readonly-report");
    mkdirSync(report);
    const undo = makeReadOnly(report);
    if (!undo) return ctx.skip();
    try {
      const r = bounded(...LONG, "--report", report);
      failsWith(
        r,
        1,
        /--report directory .*readonly-report: cannot write in it: (permission denied|operation not permitted)/,
      );
    } finally {
      undo();
    }
  });
});

describe("results files are checked, not trusted", () => {
  const refText = () => readFileSync(at("reference.jsonl"), "utf8");
  const refLines = () => refText().trimEnd().split("\n");
  /** Writes `name` from lines and returns its path. */
  const file = (name: string, content: string[]) => {
    writeFileSync(at(name), content.join("\n") + "\n");
    return at(name);
  };

  test("resuming another tournament's file is refused, naming the first differing parameter; file untouched", () => {
    const other = file("other.jsonl", refLines());
    for (const [args, message] of [
      [
        ["--branching", "3", "--ab-depths", "1-3", "--bf-depths", "2,1,3", "--pairs", "20"],
        /its branching \(--branching\) is 2, this run's is 3/,
      ],
      [
        ["--branching", "2", "--ab-depths", "1-3", "--bf-depths", "2,1,3", "--pairs", "10"],
        /its pairs \(--pairs\) is 20, this run's is 10/,
      ],
      [
        ["--branching", "2", "--ab-depths", "1-3", "--pairs", "20"],
        /its bfDepths \(--bf-depths\) is 2,1,3, this run's is none/,
      ],
      [
        ["--branching", "2", "--ab-depths", "1-3", "--bf-depths", "2,1,3", "--pairs", "20", "--algorithm", "extension"],
        /its algorithm \(--algorithm\) is bestfirst, this run's is extension/,
      ],
      [
        ["--branching", "2", "--ab-depths", "1-3", "--bf-depths", "2,1,3", "--pairs", "20", "--shard", "1/2"],
        /its shard is none \(the whole tournament\), this run's is 1\/2/,
      ],
    ] as [string[], RegExp][]) {
      failsWith(bounded("tournament", ...args, "--out", other, "--resume"), 2, message);
    }
    expect(readFileSync(other, "utf8")).toBe(refText());
  });

  test("a file without a header, or not a results file at all, is refused", () => {
    failsWith(
      bounded(...SMALL, "--out", file("old.jsonl", refLines().slice(1)), "--resume"),
      2,
      /has no header line \(written by an older bestfirst/,
    );
    failsWith(
      bounded(...SMALL, "--out", file("text.jsonl", ["hello"]), "--resume"),
      2,
      /is not a results file: its first line is not JSON/,
    );
    failsWith(
      bounded(...SMALL, "--out", file("text2.jsonl", ["hello"])),
      2,
      /already holds something \(not results\), or choose another --out/,
    );
  });

  const header = () => refLines()[0];
  const pair = () => refLines().find((l) => l.includes('"kind":"pair"'))!;
  const malformed: [string, () => string[], RegExp][] = [
    [
      "a depth line with nothing in it",
      () => [header(), '{"kind":"depth"}'],
      /line 2: tournament must be an object, got nothing/,
    ],
    [
      "a null tournament",
      () => [header(), refLines()[1].replace(/"tournament":\{[^}]*\}/, '"tournament":null')],
      /line 2: tournament must be an object, got null/,
    ],
    [
      "a string for a number",
      () => [header(), pair().replace(/"nodesBf":\d+,"nodesAb"/, '"nodesBf":"0abcabcabc","nodesAb"')],
      /line 2: nodesBf must be an integer from 0 to \d+, got "0abcabcabc"/,
    ],
    [
      "a junk pair line",
      () => [header(), '{"kind":"pair","junk":1}'],
      /line 2: game must be this tournament's "random", got nothing/,
    ],
    [
      "a pair index beyond the tournament",
      () => [header(), pair().replace(/"pairIndex":\d+/, '"pairIndex":999999999')],
      /line 2: pairIndex must be an integer from 0 to 19, got 999999999/,
    ],
    [
      "a verdict that disagrees with the games",
      () => [header(), pair().replace(/"tie":(true|false)/, (_m, t) => `"tie":${t === "true" ? "false" : "true"}`)],
      /line 2: tie must be (true|false) \(the games' final values\)/,
    ],
    [
      "a header claiming a billion pairs",
      () => [header().replace('"pairs":20', '"pairs":1000000000'), pair()],
      /line 1: pairs must be an integer from 1 to 100, got 1000000000/,
    ],
    [
      "a newer format",
      () => [header().replace('"version":1', '"version":7')],
      /is in results format version 7; this bestfirst reads version 1 only/,
    ],
    [
      "a corrupt line in the middle",
      () => [...refLines().slice(0, 6), '{"kind":"pa', ...refLines().slice(6, 9)],
      /line 7 is not JSON: the file is damaged/,
    ],
    ["a second header", () => [...refLines().slice(0, 6), header()], /line 7 is a second header/],
  ];
  test.each(malformed)(
    "%s: --resume and tournament-merge refuse it with its line number, exit 2",
    (name, content, message) => {
      const path = file(`bad-${name.replace(/\W+/g, "-")}.jsonl`, content());
      const before = readFileSync(path, "utf8");
      const merged = bounded("tournament-merge", path);
      failsWith(merged, 2, message);
      failsWith(bounded(...SMALL, "--out", path, "--resume"), 2, message);
      expect(readFileSync(path, "utf8")).toBe(before);
    },
  );

  test("a cut last line is recovered by --resume (and left out, with a note, by tournament-merge)", async () => {
    const all = refLines();
    const path = at("cut.jsonl");
    writeFileSync(path, all.slice(0, 30).join("\n") + "\n" + all[30].slice(0, 100));
    const merged = bounded("tournament-merge", path, "--partial", "--json");
    expect(merged.code).toBe(0);
    expect(merged.stderr).toMatch(/the last line of .*cut\.jsonl is cut short \(an interrupted write\) and left out/);
    const resumed = await run([...SMALL, "--out", path, "--resume"]);
    expect(resumed.code).toBe(0);
    expectSamePairs(path);
  });
});

describe("shards", () => {
  const shard = async (k: number, n: number, extra: string[] = []) => {
    const out = at(`shard-${k}-${n}${extra.join("")}.jsonl`);
    const r = await run([...SMALL, ...extra, "--shard", `${k}/${n}`, "--out", out]);
    expect(r.code).toBe(0);
    return out;
  };
  let s13: string, s23: string, s33: string, s12: string;
  beforeAll(async () => {
    [s13, s23, s33, s12] = await Promise.all([shard(1, 3), shard(2, 3), shard(3, 3), shard(1, 2)]);
  });

  test("all shards of k/n merge to the whole table", () => {
    const merged = bounded("tournament-merge", s33, s13, s23, "--json");
    expect(merged.code).toBe(0);
    const whole = bounded("tournament-merge", at("reference.jsonl"), "--json");
    const strip = (t: string) => JSON.parse(t).rows.map(({ msBf: _a, msAb: _b, ...r }: Record<string, unknown>) => r);
    expect(strip(merged.stdout)).toEqual(strip(whole.stdout));
  });

  test("a shard missing: exit 2 naming it; --partial prints what is there", () => {
    failsWith(
      bounded("tournament-merge", s13, s33),
      2,
      new RegExp(
        /the files are not the whole tournament: no file of shard 2\/3; alpha-beta depth 1 has /.source +
          /1\d of 20 pairs;.*add --partial/.source,
      ),
    );
    const partial = bounded("tournament-merge", s13, s33, "--partial");
    expect(partial.code).toBe(0);
    expect(partial.stderr).toMatch(/no file of shard 2\/3/);
  });

  test("shards of different splits, or of different tournaments, are refused", () => {
    failsWith(bounded("tournament-merge", s13, s12), 2, /are split differently: shard 1\/2 and 1\/3/);
    failsWith(bounded("tournament-merge", s13, at("reference.jsonl")), 2, /are split differently/);
    const other = at("other-shard.jsonl");
    const made = spawnSync(process.execPath, [
      cliPath,
      "tournament",
      "--branching",
      "3",
      "--ab-depths",
      "1-3",
      "--bf-depths",
      "2,1,3",
      "--pairs",
      "20",
      "--shard",
      "2/3",
      "--out",
      other,
      "--workers",
      "2",
    ]);
    expect(made.status).toBe(0);
    failsWith(
      bounded("tournament-merge", s13, other),
      2,
      /hold different tournaments: branching \(--branching\) is 3 in .* and 2 in /,
    );
  });

  test("a missing file among the shards: exit 2", () => {
    failsWith(bounded("tournament-merge", s13, at("nope.jsonl")), 2, /nope\.jsonl does not exist/);
  });
});

describe("interrupted runs", () => {
  test("Ctrl-C (SIGINT) ends with 130 and one line; --resume finishes the same pairs", async () => {
    const out = at("sigint.jsonl");
    // Ctrl-C once some pairs are written (before that the handler may not be there yet).
    const r = await run([...SMALL, "--out", out], { killWhen: () => lineCount(out) >= 6, signal: "SIGINT" });
    if (r.code !== 0)
      failsWith(
        r,
        130,
        /^bestfirst tournament: interrupted; the finished pairs are in .*sigint\.jsonl: run again with --resume$/,
      );
    expect((await run([...SMALL, "--out", out, "--resume"])).code).toBe(0);
    expectSamePairs(out);
  });

  test("SIGTERM (a batch time limit) is Ctrl-C: exit 143, one line; --resume finishes the same pairs", async () => {
    const out = at("sigterm.jsonl");
    const r = await run([...SMALL, "--out", out], { killWhen: () => lineCount(out) >= 6, signal: "SIGTERM" });
    if (r.code !== 0)
      failsWith(
        r,
        143,
        new RegExp(
          /^bestfirst tournament: interrupted by SIGTERM; the finished pairs are in /.source +
            /.*sigterm\.jsonl: run again with --resume$/.source,
        ),
      );
    expect((await run([...SMALL, "--out", out, "--resume"])).code).toBe(0);
    expectSamePairs(out);
  });

  test("SIGKILL at random moments, then --resume, again and again: 0 pairs lost, 0 repeated", async () => {
    const out = at("killed.jsonl");
    // A seeded generator (mulberry32): the same delays every run of the test.
    let seed = 20261122;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    // Odd attempts are killed at a random moment of the start (loading, checking and
    // truncating the file, writing the header), at the latest once the file is ready (the
    // writer paused before its first pair); even ones once this run has written 1-6
    // records, while pairs are being played and written (test/kill-resume.ts).
    let kills = 0,
      midRun = 0,
      finished = false;
    for (let attempt = 1; attempt <= 14 && !finished; attempt++) {
      const before = lineCount(out);
      const r = await runKillable(
        [cliPath, ...SMALL, "--out", out, "--resume"],
        attempt % 2 === 1
          ? { afterRecords: 0, orAfterMs: 300 * random() }
          : { afterRecords: 1 + Math.floor(6 * random()) },
      );
      if (r.signal === "SIGKILL") {
        kills++;
        if (!existsSync(out)) continue;
        const text = readFileSync(out, "utf8");
        // Whatever was written is whole lines (and at most one cut last line), none twice.
        const got = text.includes("\n") ? lines(out) : undefined;
        if (got && got.pairs.length > 0 && got.pairs.length < 60 && lineCount(out) > before) midRun++;
        if (got) expect(new Set(got.pairs.map(key)).size).toBe(got.pairs.length);
        // A kill inside a write leaves a cut line. A line is one write system call, which a
        // kill hardly ever splits, so make sure that case is here: cut a line in half.
        if (kills === 2 && text.endsWith("\n"))
          appendFileSync(out, JSON.stringify({ kind: "pair", ...reference.pairs[59] }).slice(0, 300));
      } else {
        expect(r.stderr).toBe("");
        expect(r.code).toBe(0);
        finished = true;
      }
    }
    if (!finished) expect((await run([...SMALL, "--out", out, "--resume"])).code).toBe(0);
    if (process.env.BESTFIRST_TEST_VERBOSE)
      console.log(`SIGKILL test: ${kills} kills, ${midRun} while pairs were being written`);
    expect(kills).toBeGreaterThanOrEqual(4);
    expect(midRun).toBeGreaterThanOrEqual(3);
    expectSamePairs(out);
    const { depths } = lines(out);
    expect(depths.map((d) => [d.abDepth, d.bfDepth])).toEqual([
      [1, 2],
      [2, 1],
      [3, 3],
    ]);
  });
});
