// `bestfirst search`: one search from a position of any game, any algorithm, either engine,
// in a worker (../watched.ts): progress after a second, Ctrl-C ends it with the best move so far;
// game code that does not return ends it past --time and a grace (searcher/watchdog.ts), one line, exit 2.

import type { Command } from "commander";
import {
  ALGORITHMS,
  GAMES,
  MAX_BOUND,
  MAX_BUDGET,
  MAX_HORIZON,
  MAX_SEARCH_MEMORY_NODES,
  MAX_THREADS,
  MAX_TIME_MS,
  MIN_MEMORY_NODES,
  MIN_TIME_MS,
  SEARCHES,
  defaultSearchMemoryNodes,
  mostSearchMemoryNodes,
  MOST_LEVEL,
  presetNames,
  presetSettings,
  searchAtLevel,
  SETTINGS,
  type Position,
  type SearchReport,
  type SearchRequest,
} from "../../contract/index.js";
import { createReferenceEngine, createWasmEngineSync, STOP_GRACE_MS } from "../../index.js";
import { intOption, choiceOption, output, realOption } from "../options.js";
import { interruptedLine, watched } from "../watched.js";
import { signalWords, type StopSignal } from "../signals.js";
import { addPositionOptions, positionFrom } from "../games.js";
import { addSettingOptions, settingsFrom } from "../setting-options.js";
import { CORE_FLAG, coreBytes, corePosition, engineOption } from "../kit/core-option.js";
import { DEFAULT_BOOK, loadBook } from "../../experiments/book/file.js";
import { usage } from "../errors.js";

/** The searches whose memory limit is not the usual one, with theirs ("mma 33554432"). */
const otherMemory = ALGORITHMS.filter((a) => mostSearchMemoryNodes(a) !== MAX_SEARCH_MEMORY_NODES).map((a) =>
  defaultSearchMemoryNodes(a) === mostSearchMemoryNodes(a)
    ? `${a} ${mostSearchMemoryNodes(a)}`
    : `${a} ${defaultSearchMemoryNodes(a)}, most ${mostSearchMemoryNodes(a)}`,
);

export function registerSearch(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  addSettingOptions(
    addPositionOptions(
      program
        .command("search")
        .description(
          "search a position with one algorithm and print its move, value, principal variation and node counts",
        ),
      GAMES,
      "random",
    )
      .option("--algorithm <A>", ALGORITHMS.join(" | "))
      .option("--preset <P>", `a preset of the algorithm's settings: ${presetList()}`)
      .option(
        "--level <N>",
        `instead of --algorithm and its limits: level N of play, 1..${MOST_LEVEL}, its search, budget and randomness ` +
          "(docs/entrants.md)",
      )
      .option("--level-seed <S>", "with --level: the seed of its random moves, 0..4294967295 (default 0)")
      .option("--horizon <H>", "full-width depth (minimax, alphabeta; deepest iteration of id, alphabeta-tt)")
      .option("--bound <K>", "best-first depth bound (1994 paper)")
      .option("--stop-depth <K>", "best-first stopping depth (1992 report)")
      .option("--nodes <N>", "node budget: nodes generated")
      .option("--time <MS>", "time budget in milliseconds (fractions too: 0.001 to 86400000)")
      .option(
        "--memory <N>",
        "the most nodes the search may hold: best-first's tree, RBFMS's frames, mma's tree, " +
          `alphabeta-tt's table entries (default and most ${MAX_SEARCH_MEMORY_NODES}; ${otherMemory.join("; ")})`,
      ),
  )
    .option(...CORE_FLAG)
    .option(
      "--book <FILE>",
      `an opening book (docs/books.md): a book file, or ${DEFAULT_BOOK} for the game's shipped book ` +
        "(connect4, othello, tictactoe); a line it holds is answered from it without searching",
    )
    .option(
      "--threads <N>",
      `threads for the one search, 1..${MAX_THREADS} (above 1: alphabeta-tt by Lazy SMP, docs/threads.md)`,
    )
    .option("--engine <E>", "wasm | ts", "wasm")
    .option("--json", "print one JSON object")
    .addHelpText(
      "after",
      `
Examples:
  npx bestfirst search --core my-game.wasm --moves b3 --algorithm bestfirst --bound 8
  npx bestfirst search --seed 1 --branching 10 --mode uniform --algorithm alphabeta --horizon 4 --json
  npx bestfirst search --seed 1 --branching 4 --mode random --algorithm rbfms --bound 12 --engine ts
  npx bestfirst search --seed 7 --branching 3 --mode random --path 0,2 --algorithm id --nodes 100000
  npx bestfirst search --game othello --moves f5,d6 --algorithm bestfirst --bound 12 --json
  npx bestfirst search --game tictactoe --moves 5,1 --algorithm extension --horizon 2 --bound 7
  npx bestfirst search --game othello --algorithm mma --move-calls 5000 --p 10
  npx bestfirst search --game connect4 --moves 4453 --algorithm mcts --simulations 20000 --mcts-seed 7 --json`,
    )
    .action((o, command: Command) =>
      run("search", async () => {
        const optional = (flag: string, raw: string | undefined, max: number) =>
          raw === undefined ? undefined : intOption(flag, raw, 1, max);
        const core = o.core === undefined ? undefined : coreBytes(o.core);
        const position = core ? (corePosition(o, command) as unknown as Position) : positionFrom(o, GAMES, "random");
        if (o.level !== undefined) return levelSearch(o, position, core);
        if (o.levelSeed !== undefined) usage("--level-seed is for --level");
        const algorithm = choiceOption("--algorithm", o.algorithm, ALGORITHMS);
        const mostMemory = mostSearchMemoryNodes(algorithm);
        const request: SearchRequest = {
          position,
          algorithm,
          ...(o.preset === undefined ? {} : { preset: presetName(algorithm, o.preset) }),
          horizon: optional("--horizon", o.horizon, MAX_HORIZON),
          bound: optional("--bound", o.bound, MAX_BOUND),
          stopDepth: optional("--stop-depth", o.stopDepth, MAX_BOUND),
          nodes: optional("--nodes", o.nodes, MAX_BUDGET),
          // Fractions of a ms too.
          time: o.time === undefined ? undefined : realOption("--time", o.time, MIN_TIME_MS, MAX_TIME_MS),
          ...(o.memory === undefined
            ? {}
            : { memoryNodes: intOption(`--memory (${algorithm})`, o.memory, MIN_MEMORY_NODES, mostMemory) }),
          ...settingsFrom(o, algorithm),
          ...(o.threads === undefined ? {} : { threads: intOption("--threads", o.threads, 1, MAX_THREADS) }),
        };
        if (o.book !== undefined) {
          if (core) usage("--book is for the built-in games' books (connect4, othello, tictactoe), not --core");
          request.book = loadBook(o.book, position.game);
        }
        const engine = engineOption(o.engine, core);
        const {
          result: r,
          interrupted,
          signal,
          last,
          ms,
        } = await watched("searching", engine, (searcher, run) => searcher.search(request, run), core);
        if (!r) {
          const nodes = last ? ` and ${last.nodes.generated} nodes generated` : "";
          // A search that takes budgets ends at its next budget check with a move: without one, it reached no check.
          const why = SEARCHES[algorithm].stoppable
            ? `${algorithm} reached no budget check within ${STOP_GRACE_MS} ms of the stop, so it has no move: ` +
              "the game's code did not return"
            : `${algorithm} to a fixed horizon has no move before it finishes ` +
              "(id with --nodes or --time has a best move at every moment)";
          return interruptedLine("search", `after ${(ms / 1000).toFixed(1)} s${nodes}: ${why}`, signal);
        }
        if (interrupted && r.stopped)
          interruptedLine(
            "search",
            `after ${(ms / 1000).toFixed(1)} s and ${r.nodes.generated} nodes generated: ` +
              `the move printed is the best so far (the same search with --nodes ${r.nodes.generated} gives it)`,
            signal,
          );
        printReport(o.json, r, engine, signal);
      }),
    );
}

/** Prints a search's report: one JSON object, or its lines (`signal`: what stopped it, if anything). */
function printReport(json: boolean, r: SearchReport, engine: string, signal?: StopSignal): void {
  const mcts = r.simulations === undefined ? undefined : { simulations: r.simulations, evaluations: r.evaluations };
  const object = {
    move: r.move,
    value: r.value,
    pv: r.pv,
    nodes: r.nodes,
    ...mcts,
    ms: round(r.ms),
    ...(r.stopped ? { stopped: true } : {}),
    ...(r.book ? { book: true } : {}),
    ...(r.threadsFallback ? { threadsFallback: r.threadsFallback } : {}),
  };
  output(json, object, () =>
    [
      `move ${r.move}, value ${r.value}${r.book ? " (from the book: no search)" : ""}`,
      `principal variation: ${r.pv.join(" ")}`,
      `nodes: ${r.nodes.generated} generated, ${r.nodes.expanded} expanded, ${r.nodes.regenerated} regenerated` +
        (r.peakStore > 0 ? `; at most ${r.peakStore} held at once` : ""),
      ...(mcts ? [`${mcts.simulations} simulations, ${mcts.evaluations} static evaluations`] : []),
      `${round(r.ms)} ms (${engine} engine)${r.stopped ? `, stopped by ${signalWords(signal ?? "SIGINT")}` : ""}`,
      ...(r.threadsFallback ? [r.threadsFallback] : []),
    ].join("\n"),
  );
}

/** `search --level N`: the level's move on this thread (its searches are at node budgets, each short). */
function levelSearch(o: Record<string, string | undefined>, position: Position, core: Uint8Array | undefined): void {
  if (core) usage("--level is for the built-in games, not --core");
  const own = ["algorithm", "preset", "horizon", "bound", "stopDepth", "nodes", "time", "memory", "book", "threads"];
  const given = own.filter((key) => o[key] !== undefined);
  if (given.length)
    usage(`--level carries its own search and budget: ${given.map((k) => `--${kebab(k)}`).join(", ")} do not apply`);
  const level = intOption("--level", o.level, 1, MOST_LEVEL);
  const seed = o.levelSeed === undefined ? 0 : intOption("--level-seed", o.levelSeed, 0, 2 ** 32 - 1);
  const name = engineOption(o.engine, undefined);
  const engine = name === "ts" ? createReferenceEngine() : createWasmEngineSync();
  const evaluation =
    o.evaluation === undefined ? undefined : choiceOption("--evaluation", o.evaluation, SETTINGS.evaluation.values);
  printReport(o.json !== undefined, searchAtLevel(engine, { position, level, seed, evaluation }), name);
}

/** A camelCase option key as its flag's words ("stopDepth": "stop-depth"). */
function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The presets, as the help line lists them ("alphabeta-tt:engine"). */
function presetList(): string {
  return ALGORITHMS.flatMap((a) => presetNames(a).map((p) => `${a}:${p}`)).join(", ");
}

/** The --preset's name, checked against the algorithm's presets (a BestfirstError names them). */
function presetName(algorithm: string, preset: string): string {
  presetSettings(algorithm, preset);
  return preset;
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
