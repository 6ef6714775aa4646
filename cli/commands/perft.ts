// `bestfirst perft`: leaf counts of the game tree at each depth 1..N (spec/othello.md's
// convention: a finished game counts once at every deeper depth), with the time taken.

import type { Command } from "commander";
import { movesOption, engineOption, intOption, choiceOption, output } from "../options.js";
import { INITIAL_BOARD } from "../../reference/othello-board.js";
import { playMoves } from "../../reference/othello-play.js";
import { MAX_PERFT_DEPTH } from "../../reference/othello-engine.js";

export function registerPerft(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  program
    .command("perft")
    .description("count the leaves of the game tree at depths 1..N (move generation and make/undo)")
    .option("--game <G>", "othello")
    .option("--depth <N>", `depth, 1..${MAX_PERFT_DEPTH}`)
    .option("--board <obf>", "start from this position (FFO text form) instead of the initial one")
    .option("--moves <list>", "then play these moves first, like d3,c5,pass")
    .option("--engine <E>", "wasm | ts", "wasm")
    .option("--json", "print one JSON object")
    .addHelpText("after", "\nExample:\n  npx bestfirst perft --game othello --depth 9 --json")
    .action((o) =>
      run("perft", async () => {
        choiceOption("--game", o.game, ["othello"] as const);
        const depth = intOption("--depth", o.depth, 1, MAX_PERFT_DEPTH);
        const board = playMoves(o.board ?? INITIAL_BOARD, movesOption(o.moves));
        const engine = await engineOption(o.engine);
        const start = performance.now();
        const counts = engine.othelloPerft(board, depth);
        const ms = Math.round(performance.now() - start);
        output(o.json, { counts, ms }, (r) =>
          r.counts.map((c, k) => `perft(${k + 1}) = ${c}`).join("\n") + `\n(${r.ms} ms, ${engine.name} engine)`);
      }),
    );
}
