// The commands, a row each: the names a module registers and how to load it. The command
// line loads only the module of the command asked for (a start of every module costs
// seconds on a loaded machine: 300 files, the engines and the shipped weights among them),
// and all of them for the help and for a name it does not know.

import type { Command } from "../vendor/commander.js";

/** How a command's body runs: its name for the error line, and the body. */
export type Run = (name: string, body: () => Promise<void>) => void;
export type Register = (program: Command, run: Run) => void;

export interface CommandRow {
  /** Every name the module registers, in the help's order. */
  names: readonly string[];
  load: () => Promise<Register>;
}

export const COMMANDS: readonly CommandRow[] = [
  { names: ["tree"], load: async () => (await import("./commands/tree.js")).registerTree },
  { names: ["search"], load: async () => (await import("./commands/search.js")).registerSearch },
  { names: ["bench"], load: async () => (await import("./commands/bench.js")).registerBench },
  { names: ["demo"], load: async () => (await import("./commands/demo.js")).registerDemo },
  { names: ["match"], load: async () => (await import("./commands/match.js")).registerMatch },
  {
    names: ["tournament", "tournament-merge"],
    load: async () => (await import("./commands/tournament.js")).registerTournament,
  },
  { names: ["reproduce"], load: async () => (await import("./commands/reproduce.js")).registerReproduce },
  { names: ["perft"], load: async () => (await import("./commands/perft.js")).registerPerft },
  { names: ["solve"], load: async () => (await import("./commands/solve.js")).registerSolve },
  { names: ["quality", "quality-merge"], load: async () => (await import("./commands/quality.js")).registerQuality },
  { names: ["compare", "compare-merge"], load: async () => (await import("./commands/compare.js")).registerCompare },
  { names: ["build-game"], load: async () => (await import("./commands/build-game.js")).registerBuildGame },
  { names: ["train", "train-merge"], load: async () => (await import("./commands/train.js")).registerTrain },
  { names: ["book"], load: async () => (await import("./commands/book.js")).registerBook },
];

/** The rows to load for a command line whose first word is `first`: its own, or all. */
export function commandsFor(first: string | undefined): readonly CommandRow[] {
  const own = COMMANDS.filter((row) => first !== undefined && row.names.includes(first));
  return own.length ? own : COMMANDS;
}
