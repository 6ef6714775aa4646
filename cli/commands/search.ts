// `bestfirst search`: one search from a position, any algorithm, either engine.

import type { Command } from "commander";
import { ALGORITHMS, GAMES, type Position, type SearchRequest } from "../../reference/search-request.js";
import { INITIAL_BOARD } from "../../reference/othello-board.js";
import { playMoves } from "../../reference/othello-play.js";
import { engineOption, intOption, choiceOption, pathOption, seedOption, movesOption, output } from "../options.js";
import { usage } from "../errors.js";

export function registerSearch(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  program
    .command("search")
    .description("search a position with one algorithm and print its move, value, principal variation and node counts")
    .option("--game <G>", GAMES.join(" | "), "random")
    .option("--seed <S>", "random tree: unsigned 64-bit seed")
    .option("--branching <B>", "random tree: maximum branching factor, 1..65536")
    .option("--mode <M>", "random tree: uniform | random")
    .option("--depth <D>", "random tree: terminal depth of the game", "100")
    .option("--path <moves>", "random tree: moves from the initial position, like 9,8,3")
    .option("--board <obf>", "othello: the position (FFO text form; default: the initial position)")
    .option("--moves <list>", "othello: then play these moves first, like d3,c5,pass")
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
  npx bestfirst search --seed 7 --branching 3 --mode random --path 0,2 --algorithm id --nodes 100000
  npx bestfirst search --game othello --moves f5,d6 --algorithm bestfirst --bound 12 --json`)
    .action((o) =>
      run("search", async () => {
        const game = choiceOption("--game", o.game, GAMES);
        const optional = (flag: string, raw: string | undefined, max: number) =>
          raw === undefined ? undefined : intOption(flag, raw, 1, max);
        const position: Position = game === "othello"
          ? othelloPosition(o)
          : {
            game: "random",
            tree: {
              seed: seedOption(o.seed),
              branching: intOption("--branching", o.branching, 1, 65536),
              mode: choiceOption("--mode", o.mode, ["uniform", "random"] as const),
              depth: intOption("--depth", o.depth, 1, 65000),
            },
            path: pathOption(o.path),
          };
        const request: SearchRequest = {
          position,
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
            `nodes: ${r.nodes.generated} generated, ${r.nodes.expanded} expanded, ${r.nodes.regenerated} regenerated` +
              (r.peakStore > 0 ? `; at most ${r.peakStore} held at once` : ""),
            `${round(r.ms)} ms (${engine.name} engine)`,
          ].join("\n"));
      }),
    );
}

/** An Othello position from --board and --moves (random-tree options are refused). */
function othelloPosition(o: Record<string, string | undefined>): Position {
  for (const flag of ["seed", "branching", "mode", "path"] as const)
    if (o[flag] !== undefined) usage(`--${flag} is for random trees; an Othello position is --board "<obf>" [--moves d3,c5]`);
  return { game: "othello", board: playMoves(o.board ?? INITIAL_BOARD, movesOption(o.moves)) };
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
