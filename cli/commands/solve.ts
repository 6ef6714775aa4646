// `bestfirst solve`: the exact value of an Othello position under perfect play (final
// disc margin for the side to move, empties to the winner), a best move, and the cost.

import type { Command } from "commander";
import { movesOption, engineOption, choiceOption, output } from "../options.js";
import { usage } from "../errors.js";
import { playMoves } from "../../reference/othello-play.js";

export function registerSolve(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  program
    .command("solve")
    .description("solve an Othello position exactly (endgames: about 20 empties take seconds, 30 take long)")
    .option("--game <G>", "othello")
    .option("--board <obf>", "64 squares a1..h8 (X or * black, O white, - or . empty), a space, the side to move")
    .option("--moves <list>", "then play these moves first, like d3,c5,pass")
    .option("--engine <E>", "wasm | ts", "wasm")
    .option("--json", "print one JSON object")
    .addHelpText("after",
      '\nExample:\n  npx bestfirst solve --game othello --board "--XXXXX---XXXX---OOOXX---OOXOX---OXXXXX-OOOOOXO----OXX---------- O" --json')
    .action((o) =>
      run("solve", async () => {
        choiceOption("--game", o.game, ["othello"] as const);
        if (o.board === undefined) usage('--board is required (the FFO text form, like "---...--- X")');
        const board = playMoves(o.board, movesOption(o.moves));
        const engine = await engineOption(o.engine);
        const start = performance.now();
        const r = engine.othelloSolve(board);
        const ms = Math.round(performance.now() - start);
        output(o.json, { ...r, ms }, (x) =>
          `value ${x.value > 0 ? "+" : ""}${x.value} for the side to move, best move ${x.move ?? "none (the game is over)"}` +
          ` (${x.nodes} nodes, ${x.ms} ms, ${engine.name} engine)`);
      }),
    );
}
