// What a long run (a tournament, decision quality, compare) reports as it goes: the
// command line draws it as a progress bar (cli/progress.ts).

export interface Progress {
  /** What is being played: "matching ab 3" or "tournament". */
  phase: string;
  /** Games finished in this run, and games planned so far (both grow). */
  gamesDone: number;
  gamesPlanned: number;
}
