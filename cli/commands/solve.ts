// `bestfirst solve`: the exact value of a position under perfect play, for the side to
// move (Othello: the final disc margin, empties to the winner; tic-tac-toe: 1, 0, -1;
// Connect-Four: Pons' score), a best move, and the cost. `--weak`: only the sign.
// `--stdin`: many positions, one a line (./solve-stdin.ts).

import type { Command } from "commander";
import { GAME_NOTATIONS, GAMES, type GameName } from "../../contract/index.js";
import { addBudgetOptions, budgetOptions, choiceOption, output } from "../options.js";
import { interruptedLine, watched } from "../watched.js";
import { addPositionOptions, positionFrom } from "../games.js";
import { usage } from "../errors.js";
import { solveLines } from "./solve-stdin.js";

const SOLVABLE = GAMES.filter((g) => GAME_NOTATIONS[g].solvable);

/**
 * A quick position solved, untimed, before the first line of --stdin: it makes the
 * solver's table (Connect-Four: 9 MB, on the first solve) and warms the code up, the
 * start-up that Pons' solver does before it times a line.
 */
const WARM_UP: Partial<Record<GameName, string>> = { connect4: "4455" };

// The initial Othello position is far beyond an exact solver: a board is required, with --stdin too.
const BOARD_REQUIRED = '--board is required for othello (the FFO text form, like "---...--- X")';

export function registerSolve(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  addBudgetOptions(
    addPositionOptions(
      program
        .command("solve")
        .description(
          "solve a position exactly (Othello endgames: about 20 empties take seconds, 30 take long; Connect-Four: " +
            "12+ stones played take well under a second)",
        ),
      SOLVABLE,
    ),
  )
    .option(
      "--weak",
      "only whether the side to move wins, draws or loses: the value's sign (Connect-Four: the solver searches the " +
        "window -1..1 only)",
    )
    .option(
      "--stdin",
      "solve the positions on stdin, one a line (the moves, like 4453); print `moves value nodes microseconds` a line",
    )
    .option("--engine <E>", "wasm | ts", "wasm")
    .option("--json", "print one JSON object (with --stdin: one a line)")
    .addHelpText(
      "after",
      "\nExamples:\n  npx bestfirst solve --game othello --board " +
        '"-----------------------O--OOOOO---OOOOOXOOOOXXXX--XXOOXX--XX-O-X X" --json   # FFO #59: 64, g8, well under ' +
        "a second" +
        "\n  npx bestfirst solve --game tictactoe --moves 5,1" +
        "\n  npx bestfirst solve --game connect4 --moves 4455 --json" +
        "\n  printf '4455\\n44455554221\\n' | npx bestfirst solve --game connect4 --stdin --weak",
    )
    .action((o) =>
      run("solve", async () => {
        const weak = o.weak === true;
        const budgets = budgetOptions(o);
        if (o.stdin) {
          if (o.moves !== undefined || o.path !== undefined)
            usage("--stdin reads the moves of each position from stdin: leave out --moves and --path");
          // The game and its other options, checked once: each line only brings moves.
          const base = positionFrom(o, SOLVABLE);
          if (base.game === "othello" && o.board === undefined) usage(BOARD_REQUIRED);
          const bad = await solveLines({
            engine: choiceOption("--engine", o.engine, ["wasm", "ts"] as const, "wasm"),
            base,
            // --nodes and --time bound each line's solve.
            options: { weak, ...budgets },
            warmUp: WARM_UP[base.game],
            json: o.json === true,
          });
          if (bad > 0) process.exitCode = 2;
          return;
        }
        const position = positionFrom(o, SOLVABLE);
        if (position.game === "othello" && o.board === undefined) usage(BOARD_REQUIRED);
        const engine = choiceOption("--engine", o.engine, ["wasm", "ts"] as const, "wasm");
        const run = await watched("solving", engine, (searcher, run) =>
          searcher.solve(position, { ...run, weak, ...budgets }),
        );
        if (!run.result)
          return interruptedLine(
            "solve",
            `after ${(run.ms / 1000).toFixed(1)} s: the position was not solved`,
            run.signal,
          );
        const r = run.result,
          ms = Math.round(run.ms);
        output(
          o.json,
          { ...r, ms },
          (x) =>
            `${weak ? "outcome" : "value"} ${x.value > 0 ? "+" : ""}${x.value} for the side to move, best move ` +
            `${x.move ?? "none (the game is over)"}` +
            ` (${x.nodes} nodes, ${x.ms} ms, ${engine} engine)`,
        );
      }),
    );
}
