// `bestfirst perft`: leaf counts of the game tree at each depth 1..N (a finished game
// counts once at every deeper depth: docs/othello.md), with the time taken, any game.

import type { Command } from "commander";
import { GAMES, MAX_PERFT_DEPTH } from "../../contract/index.js";
import { addBudgetOptions, budgetOptions, intOption, output } from "../options.js";
import { interruptedLine, watched } from "../watched.js";
import { addPositionOptions, positionFrom } from "../games.js";
import { CORE_FLAG, coreBytes, corePosition, engineOption } from "../kit/core-option.js";
import type { Position } from "../../contract/index.js";

/** Board games: a random tree's --depth is its terminal depth, and its perft is the branching factor's powers. */
const PERFT_GAMES = GAMES.filter((g) => g !== "random");

export function registerPerft(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  addBudgetOptions(
    addPositionOptions(
      program
        .command("perft")
        .description("count the leaves of the game tree at depths 1..N (move generation and make/undo)"),
      PERFT_GAMES,
    )
      .option("--depth <N>", `depth, 1..${MAX_PERFT_DEPTH}`)
      .option(...CORE_FLAG),
  )
    .option("--engine <E>", "wasm | ts", "wasm")
    .option("--json", "print one JSON object")
    .addHelpText(
      "after",
      "\nExamples:\n  npx bestfirst perft --core my-game.wasm --depth 5\n" +
        "  npx bestfirst perft --game othello --depth 9 --json\n  npx bestfirst perft --game tictactoe --depth 9\n" +
        "  npx bestfirst perft --game connect4 --moves 4453 --depth 8",
    )
    .action((o, command: Command) =>
      run("perft", async () => {
        const core = o.core === undefined ? undefined : coreBytes(o.core);
        const position = core
          ? (corePosition(o, command, ["depth"]) as unknown as Position)
          : positionFrom(o, PERFT_GAMES, undefined, ["--depth"]);
        const depth = intOption("--depth", o.depth, 1, MAX_PERFT_DEPTH);
        const engine = engineOption(o.engine, core);
        const budgets = budgetOptions(o);
        const run = await watched(
          "perft",
          engine,
          (searcher, run) => searcher.perft(position, depth, { ...run, ...budgets }),
          core,
        );
        if (!run.result)
          return interruptedLine(
            "perft",
            `after ${(run.ms / 1000).toFixed(1)} s: perft(1..${depth}) was not finished; no count is printed`,
            run.signal,
          );
        const counts = run.result,
          ms = Math.round(run.ms);
        output(
          o.json,
          { counts, ms },
          (r) => r.counts.map((c, k) => `perft(${k + 1}) = ${c}`).join("\n") + `\n(${r.ms} ms, ${engine} engine)`,
        );
      }),
    );
}
