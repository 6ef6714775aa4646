// `bestfirst match`: one pairing of the tournaments, played before your eyes: the same
// start twice, colours swapped, best-first (or extension) against alpha-beta, each move
// printed as it is played, then the pair's verdict (1994 paper, section 5). On
// Connect-Four it is one pairing of Rivest's table 2: mma (or best-first) against
// iterative-deepening alpha-beta with the same budget per move (experiments/tournament/connect-four-pair.ts).

import type { Command } from "commander";
import { createWasmEngine } from "../../index.js";
import { mostPlies, parseBoard, GAME_NOTATIONS, MOST_LEVEL } from "../../contract/index.js";
import { RANDOM_GAME_DEPTH } from "../../experiments/tournament/random-pair.js";
import { gameEntry, players, playerFor } from "../../experiments/tournament/players.js";
import { TOURNAMENT_GAMES, type MoveEvent, type PairJob } from "../../experiments/tournament/types.js";
import { choiceOption, intOption, output, refuseGiven } from "../options.js";
import { usage } from "../errors.js";
import { CORE_FLAG } from "../kit/core-option.js";
import { kitMatch } from "../kit/kit-match.js";
import { loadBook } from "../../experiments/book/file.js";

const OTHELLO_OPENINGS = GAME_NOTATIONS.othello.starts!,
  CONNECT_FOUR_OPENINGS = GAME_NOTATIONS.connect4.starts!;

export function registerMatch(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  program
    .command("match")
    .description("one pair of games, colours swapped: best-first against alpha-beta, moves printed as played")
    .option("--game <G>", TOURNAMENT_GAMES.join(" | "), "random")
    .option("--seed <S>", `random games: the game's seed, 1..${GAME_NOTATIONS.random.starts} as in the paper`, "1")
    .option("--branching <B>", "random games: maximum branching factor", "3")
    .option("--mode <M>", "random games: uniform | random", "random")
    .option(
      "--opening <K>",
      `othello: one of the ${OTHELLO_OPENINGS} four-ply openings, 0..${OTHELLO_OPENINGS - 1}; ` +
        `connect4: one of the ${CONNECT_FOUR_OPENINGS} two-move openings, 0..${CONNECT_FOUR_OPENINGS - 1} (default 0)`,
    )
    .option("--board <obf>", "othello: a start position of your own instead")
    .option(
      "--ab-depth <D>",
      "the alpha-beta horizon (connect4: the budget level k, k x 1000 move calls a move for both sides)",
      "3",
    )
    .option(
      "--bf-depth <K>",
      "the best-first depth bound (mcts on random and othello: the level k, 16 x 2^((k-1)/3) nodes a move)",
      "7",
    )
    .option(
      "--algorithm <A>",
      "bestfirst | extension | mcts (connect4: mma | bestfirst | mma-vs-bestfirst | mcts)",
      "bestfirst",
    )
    .option(
      "--level <N>",
      `the challenger plays at level N, 1..${MOST_LEVEL} (docs/entrants.md), instead of --algorithm and --bf-depth`,
    )
    .option(...CORE_FLAG)
    .option("--moves <list>", "with --core: the start's moves by name, like b3,a1")
    .option("--path <moves>", "with --core: then moves by number")
    .option(
      "--book <FILE>",
      "connect4: the challenger's opening book, a book file or default (docs/books.md): its moves while in it",
    )
    .option("--json", "print one JSON object (the pair's result) and no moves")
    .addHelpText(
      "after",
      "\nExamples:\n  npx bestfirst match --seed 7 --branching 4 --ab-depth 4 --bf-depth 11\n" +
        "  npx bestfirst match --game othello --opening 12 --ab-depth 3 --bf-depth 7 --algorithm extension" +
        "\n  npx bestfirst match --game connect4 --opening 24 --ab-depth 2 --algorithm mma\n" +
        "  npx bestfirst match --seed 3 --ab-depth 4 --bf-depth 12 --algorithm mcts" +
        "\n  npx bestfirst match --core my-game.wasm --ab-depth 3 --bf-depth 8" +
        "\n  npx bestfirst match --game connect4 --opening 3 --ab-depth 2 --level 5",
    )
    .action((o, command: Command) =>
      run("match", async () => {
        if (o.core !== undefined) {
          refuseGiven(command, ["opening"], "a game core's match starts from its start (or --moves, --path)");
          refuseGiven(command, ["level"], "a game core's match plays best-first or extension against alpha-beta");
          refuseGiven(command, ["book"], "a book is of a built-in game's lines (connect4's match takes one)");
          return kitMatch(o, command, o.json === true, {
            abDepth: intOption("--ab-depth", o.abDepth, 1, 64),
            bfDepth: intOption("--bf-depth", o.bfDepth, 1, 128),
            algorithm: choiceOption("--algorithm", o.algorithm, ["bestfirst", "extension"] as const),
          });
        }
        refuseGiven(
          command,
          ["moves", "path"],
          "--moves and --path are for --core; a built-in game's match starts from --seed, --opening or --board",
        );
        const game = choiceOption("--game", o.game, TOURNAMENT_GAMES);
        if (o.book !== undefined && game !== "connect4")
          usage(
            "--book is for connect4's match: its openings are lines of moves, which a book looks up " +
              "(Othello's are boards, never in a book; random games have none)",
          );
        gameEntry(players, game); // a game with starts but no pair player yet is refused in one line
        if (game === "random") refuseGiven(command, ["opening", "board"], "a random game starts from its --seed");
        else
          refuseGiven(
            command,
            ["seed", "branching", "mode"],
            `${game} starts from --opening${game === "othello" ? " or --board" : ""} (seed, ` +
              "branching and mode are for random games)",
          );
        // A level is the challenger with its own search and budget: its job's bfDepth is the level.
        const level = o.level === undefined ? undefined : intOption("--level", o.level, 1, MOST_LEVEL);
        if (level !== undefined)
          refuseGiven(command, ["algorithm", "bfDepth"], `level ${level} carries its own search and budget`);
        const base = {
          pairIndex: 0,
          abDepth: intOption("--ab-depth", o.abDepth, 1, 64),
          bfDepth: level ?? intOption("--bf-depth", o.bfDepth, 1, 128),
          algorithm:
            level !== undefined
              ? `level:${level}`
              : game === "connect4"
                ? choiceOption("--algorithm", o.algorithm, ["mma", "bestfirst", "mma-vs-bestfirst", "mcts"] as const)
                : choiceOption("--algorithm", o.algorithm, ["bestfirst", "extension", "mcts"] as const),
          match: "nodes" as const,
        };
        let job: PairJob;
        if (game === "connect4") {
          if (o.board !== undefined)
            usage(`--board is for othello; connect4 starts from --opening 0..${CONNECT_FOUR_OPENINGS - 1}`);
          const opening = intOption("--opening", o.opening, 0, CONNECT_FOUR_OPENINGS - 1, 0);
          const book = o.book === undefined ? {} : { book: loadBook(o.book, "connect4") };
          job = { ...base, game, opening, pairIndex: opening, ...book };
        } else if (game === "random") {
          job = {
            ...base,
            game,
            seed: intOption("--seed", o.seed, 0, Number.MAX_SAFE_INTEGER),
            branching: intOption("--branching", o.branching, 1, 65536),
            mode: choiceOption("--mode", o.mode, ["uniform", "random"] as const),
          };
        } else {
          if (o.board !== undefined && o.opening !== undefined) usage("give --opening or --board, not both");
          if (o.board !== undefined) parseBoard(o.board);
          job = {
            ...base,
            game,
            opening: intOption("--opening", o.opening, 0, OTHELLO_OPENINGS - 1, 0),
            ...(o.board !== undefined ? { board: o.board } : {}),
          };
        }
        // A bound beyond the game's end asks best-first to solve the game at every move.
        const most = game === "random" ? RANDOM_GAME_DEPTH : mostPlies({ game });
        if (base.algorithm !== "mcts" && level === undefined && base.bfDepth > most)
          usage(`--bf-depth ${base.bfDepth} is more than the game can last (at most ${most} plies); give 1..${most}`);
        // The two sides' names: on Connect-Four the "bf" side may be mma, and the "ab" side best-first.
        const bfName =
          level !== undefined
            ? `level ${level}`
            : base.algorithm === "mma" || base.algorithm === "mma-vs-bestfirst"
              ? "mma"
              : base.algorithm === "extension"
                ? "extension"
                : base.algorithm === "mcts"
                  ? "mcts"
                  : "best-first";
        const abName = base.algorithm === "mma-vs-bestfirst" ? "best-first" : "alpha-beta";
        const engine = await createWasmEngine();
        const say = (line: string) => {
          if (!o.json) process.stdout.write(`${line}\n`);
        };
        let current = -1;
        const onMove = (e: MoveEvent) => {
          if (e.game !== current) {
            current = e.game;
            say(
              `${current === 1 ? "\n" : ""}Game ${e.game + 1}: ${e.game === 0 ? bfName : abName} plays ` +
                `${game === "othello" ? "black" : game === "connect4" ? "first" : "MAX"}`,
            );
          }
          say(
            `  ${String(e.ply + 1).padStart(3)}. ${e.side === "bf" ? bfName : abName} ${e.move.padEnd(5)} ` +
              `${e.exact ? "(exact endgame) " : ""}${e.nodes} nodes`,
          );
        };
        const played = playerFor(players, job)(job, engine, onMove);
        // The pair's result repeats its job: its book by the name it was given, not whole.
        const { book: _, ...rest } = played as typeof played & { book?: unknown };
        const result = o.book === undefined ? rest : { ...rest, book: o.book as string };
        const [bfMax, abMax] = result.games;
        output(o.json, result, (r) =>
          [
            "",
            `Final values (${game === "othello" ? "black's disc margin" : "MAX's"}): ` +
              `${bfMax.finalValue} with ${bfName} as ${game === "othello" ? "black" : "MAX"}, ` +
              `${abMax.finalValue} with ${abName} as ${game === "othello" ? "black" : "MAX"}`,
            r.tie
              ? "The pair is a tie."
              : `${(r.bfWins ? bfName : abName).replace(/^[ab]/, (c) => c.toUpperCase())} wins the pair.`,
            `Nodes generated: ${bfName} ${r.nodesBf}, ${abName} ${r.nodesAb}`,
          ].join("\n"),
        );
      }),
    );
}
