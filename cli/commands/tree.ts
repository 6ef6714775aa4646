// `bestfirst tree`: one node of a random game tree, its index, value and branching factor.

import type { Command } from "commander";
import { engineOption, intOption, choiceOption, pathOption, seedOption, output } from "../options.js";

export function registerTree(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  program
    .command("tree")
    .description("show one node of a random game tree (docs/random-game-tree.md)")
    .option("--seed <S>", "unsigned 64-bit seed")
    .option("--branching <B>", "maximum branching factor, 1..65536")
    .option("--mode <M>", "uniform | random")
    .option("--depth <D>", "terminal depth of the game", "100")
    .option("--path <moves>", "moves from the initial position, like 9,8,3")
    .option("--engine <E>", "wasm | ts", "wasm")
    .option("--json", "print one JSON object")
    .addHelpText("after", "\nExample:\n  npx bestfirst tree --seed 1 --branching 10 --mode uniform --path 9,8,3 --json")
    .action((o) =>
      run("tree", async () => {
        const spec = {
          seed: seedOption(o.seed),
          branching: intOption("--branching", o.branching, 1, 65536),
          mode: choiceOption("--mode", o.mode, ["uniform", "random"] as const),
          depth: intOption("--depth", o.depth, 1, 65000),
        };
        const path = pathOption(o.path);
        const engine = await engineOption(o.engine);
        const node = engine.treeNode(spec, path);
        output(
          o.json,
          node,
          (n) => `node at depth ${n.depth}: index ${n.index}, value ${n.value}, branching factor ${n.branching}`,
        );
      }),
    );
}
