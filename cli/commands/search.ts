// `bestfirst search`: one search from a position, any algorithm, either engine.

import type { Command } from "commander";
import { ALGORITHMS, type SearchRequest } from "../../reference/search-request.js";
import { engineOption, intOption, choiceOption, pathOption, seedOption, output } from "../options.js";

export function registerSearch(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  program
    .command("search")
    .description("search a position with one algorithm and print its move, value, principal variation and node counts")
    .option("--game <G>", "random", "random")
    .option("--seed <S>", "random tree: unsigned 64-bit seed")
    .option("--branching <B>", "random tree: maximum branching factor, 1..65536")
    .option("--mode <M>", "random tree: uniform | random")
    .option("--depth <D>", "random tree: terminal depth of the game", "100")
    .option("--path <moves>", "the position: moves from the initial position, like 9,8,3")
    .option("--algorithm <A>", ALGORITHMS.join(" | "))
    .option("--horizon <H>", "full-width depth (minimax, alphabeta; deepest iteration of id)")
    .option("--bound <K>", "best-first depth bound (1994 paper)")
    .option("--stop-depth <K>", "best-first stopping depth (1992 report)")
    .option("--nodes <N>", "node budget: nodes generated")
    .option("--time <MS>", "time budget in milliseconds")
    .option("--engine <E>", "wasm | ts", "wasm")
    .option("--json", "print one JSON object")
    .addHelpText("after", `
Examples:
  npx bestfirst search --seed 1 --branching 10 --mode uniform --algorithm alphabeta --horizon 4 --json
  npx bestfirst search --seed 1 --branching 4 --mode random --algorithm rbfms --bound 12 --engine ts
  npx bestfirst search --seed 7 --branching 3 --mode random --path 0,2 --algorithm id --nodes 100000`)
    .action((o) =>
      run("search", async () => {
        choiceOption("--game", o.game, ["random"] as const);
        const optional = (flag: string, raw: string | undefined, max: number) =>
          raw === undefined ? undefined : intOption(flag, raw, 1, max);
        const request: SearchRequest = {
          position: {
            game: "random",
            tree: {
              seed: seedOption(o.seed),
              branching: intOption("--branching", o.branching, 1, 65536),
              mode: choiceOption("--mode", o.mode, ["uniform", "random"] as const),
              depth: intOption("--depth", o.depth, 1, 65000),
            },
            path: pathOption(o.path),
          },
          algorithm: choiceOption("--algorithm", o.algorithm, ALGORITHMS),
          horizon: optional("--horizon", o.horizon, 64),
          bound: optional("--bound", o.bound, 65000),
          stopDepth: optional("--stop-depth", o.stopDepth, 65000),
          nodes: optional("--nodes", o.nodes, 2 ** 52),
          time: optional("--time", o.time, 86_400_000),
        };
        const engine = await engineOption(o.engine);
        const r = engine.search(request);
        const json = { move: r.move, value: r.value, pv: r.pv, nodes: r.nodes, ms: round(r.ms) };
        output(o.json, json, () =>
          [
            `move ${r.move}, value ${r.value}`,
            `principal variation: ${r.pv.join(" ")}`,
            `nodes: ${r.nodes.generated} generated, ${r.nodes.expanded} expanded, ${r.nodes.regenerated} regenerated; ` +
              `at most ${r.peakStore} held at once`,
            `${round(r.ms)} ms (${engine.name} engine)`,
          ].join("\n"));
      }),
    );
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
