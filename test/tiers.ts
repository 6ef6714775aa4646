// The test files that run after `npm test` rather than in it (`npm run test:long`, in CI
// after `npm test` on every fresh clone), a row each with the reason: `npm test` stays
// within ten minutes on a two-core machine. What is left in `npm test` is every game,
// search and engine agreement at its default size; what is here is whole runs of the
// experiments (processes killed, resumed, sharded and merged), the threads, and the
// property tests whose runs pass a minute on a loaded machine. The sizes are the same in
// both: a file moves whole, nothing is loosened.

export interface LongFile {
  file: string;
  why: string;
}

export const LONG_FILES: readonly LongFile[] = [
  { file: "test/lazy-smp.test.ts", why: "threads: workers over one shared memory, 2 and 3 threads to horizon 7" },
  { file: "test/faults.test.ts", why: "runs killed, filled disks and signals, resumed again and again" },
  { file: "test/tournament.test.ts", why: "whole tournaments on 1 and 2 workers, shards and interrupts" },
  { file: "test/tournament-cli.test.ts", why: "tournaments through the command line" },
  { file: "test/reproduce-plan.test.ts", why: "the papers' reproductions planned and run small" },
  { file: "test/mcts-tournament.test.ts", why: "MCTS tournaments run and resumed" },
  { file: "test/compare-runs.test.ts", why: "round robins run, resumed, sharded and merged" },
  { file: "test/compare-seats.test.ts", why: "seated round robins of 3 and 4 players run and merged" },
  { file: "test/decisions-runs.test.ts", why: "decision-quality runs run, resumed and merged" },
  { file: "test/results-file-hostile.test.ts", why: "hostile results files against every run's reader" },
  { file: "test/interrupt-cli.test.ts", why: "Ctrl-C and SIGTERM on every long command" },
  { file: "test/cli-fuzz.test.ts", why: "the command line fuzzed, a process a case" },
  { file: "test/othello-search.test.ts", why: "best-first and RBFMS play all 244 openings" },
  { file: "test/mma.test.ts", why: "min/max approximation against its oracle at size" },
  { file: "test/mcts-shaped.test.ts", why: "MCTS on n players and chance against the plain UCT at size" },
  { file: "test/mcts-player.test.ts", why: "MCTS players through whole games on both engines" },
  { file: "test/connect-four-children.test.ts", why: "every child of random Connect-Four positions on both engines" },
];

export const LONG_PATHS: readonly string[] = LONG_FILES.map((row) => row.file);
