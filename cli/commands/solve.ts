// `bestfirst solve`: the exact value of a position under perfect play, for the side to
// move (Othello: the final disc margin, empties to the winner; tic-tac-toe: 1, 0, -1),
// a best move, and the cost.

import type { Command } from "commander";
import { GAME_NOTATIONS, GAMES } from "../../contract/index.js";
import { choiceOption, output } from "../options.js";
import { interruptedLine, watched } from "../watched.js";
import { addPositionOptions, positionFrom } from "../games.js";
import { usage } from "../errors.js";

const SOLVABLE = GAMES.filter((g) => GAME_NOTATIONS[g].solvable);

export function registerSolve(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  addPositionOptions(program
    .command("solve")
    .description("solve a position exactly (Othello endgames: about 20 empties take seconds, 30 take long)"), SOLVABLE)
    .option("--engine <E>", "wasm | ts", "wasm")
    .option("--json", "print one JSON object")
    .addHelpText("after",
      '\nExamples:\n  npx bestfirst solve --game othello --board "--XXXXX---XXXX---OOOXX---OOXOX---OXXXXX-OOOOOXO----OXX---------- O" --json' +
      "\n  npx bestfirst solve --game tictactoe --moves 5,1")
    .action((o) =>
      run("solve", async () => {
        const position = positionFrom(o, SOLVABLE);
        // The initial Othello position is far beyond an exact solver: a board is required.
        if (position.game === "othello" && o.board === undefined) usage('--board is required for othello (the FFO text form, like "---...--- X")');
        const engine = choiceOption("--engine", o.engine, ["wasm", "ts"] as const, "wasm");
        const run = await watched("solving", engine, (searcher, run) => searcher.solve(position, run));
        if (!run.result) return interruptedLine("solve", `after ${(run.ms / 1000).toFixed(1)} s: the position was not solved`);
        const r = run.result, ms = Math.round(run.ms);
        output(o.json, { ...r, ms }, (x) =>
          `value ${x.value > 0 ? "+" : ""}${x.value} for the side to move, best move ${x.move ?? "none (the game is over)"}` +
          ` (${x.nodes} nodes, ${x.ms} ms, ${engine} engine)`);
      }),
    );
}
