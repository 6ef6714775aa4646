// The games on the command line: the options each game's positions take and how a
// position is made from them. The one place a game is added to the CLI; `search`,
// `perft`, `solve` and `moves` read positions through it.

import type { Command } from "commander";
import { GAME_NOTATIONS, GAMES, MAX_PLY, RANDOM_TREE_DEPTH, type GameName, type Position } from "../contract/index.js";
import { choiceOption, intOption, pathOption, seedOption } from "./options.js";
import { usage } from "./errors.js";

type Options = Record<string, string | undefined>;

interface CliGame {
  /** The position options this game takes: [commander flags, help]. */
  options: readonly (readonly [string, string])[];
  /** How a position of this game is written on the command line (for errors). */
  form: string;
  position(o: Options): Position;
}

const movesOf = (game: GameName, o: Options): string[] => GAME_NOTATIONS[game].moveList(o.moves ?? "");

export const CLI_GAMES: Record<GameName, CliGame> = {
  random: {
    options: [
      ["--seed <S>", "random tree: unsigned 64-bit seed"],
      ["--branching <B>", "random tree: maximum branching factor, 1..65536"],
      ["--mode <M>", "random tree: uniform | random"],
      ["--depth <D>", `random tree: terminal depth of the game (default ${RANDOM_TREE_DEPTH})`],
    ],
    form: "--seed S --branching B --mode uniform|random [--depth D] [--path 0,2,1]",
    position: (o) => ({
      game: "random",
      tree: {
        seed: seedOption(o.seed),
        branching: intOption("--branching", o.branching, 1, 65536),
        mode: choiceOption("--mode", o.mode, ["uniform", "random"] as const),
        depth: intOption("--depth", o.depth, 1, MAX_PLY, RANDOM_TREE_DEPTH),
      },
      path: pathOption(o.path),
    }),
  },
  othello: {
    options: [["--board <obf>", "othello: the start (FFO text form; default: the initial position)"]],
    form: '[--board "<obf>"] [--moves d3,c5,pass] [--path 0,1]',
    position: (o) => ({
      game: "othello",
      ...(o.board !== undefined ? { board: o.board } : {}),
      moves: movesOf("othello", o),
      path: pathOption(o.path),
    }),
  },
  tictactoe: {
    form: "[--moves 5,1] [--path 0,1]",
    options: [],
    position: (o) => ({ game: "tictactoe", moves: movesOf("tictactoe", o), path: pathOption(o.path) }),
  },
  connect4: {
    form: "[--moves 4453] [--path 0,1]",
    options: [],
    position: (o) => ({ game: "connect4", moves: movesOf("connect4", o), path: pathOption(o.path) }),
  },
};

/** Adds --game, every game's position options, --moves and --path to a command. */
export function addPositionOptions(command: Command, games: readonly GameName[], fallback?: GameName): Command {
  command.option("--game <G>", games.join(" | ") + (fallback ? ` (default ${fallback})` : ""));
  const seen = new Set<string>();
  for (const game of games)
    for (const [flags, help] of CLI_GAMES[game].options) {
      if (seen.has(flags)) continue;
      seen.add(flags);
      command.option(flags, help);
    }
  command.option(
    "--moves <list>",
    "moves by name from the start, like d3,c5,pass (othello), 5,1 (tictactoe) or 4453 (connect4)",
  );
  command.option("--path <moves>", "then moves by number (an index into each position's moves), like 9,8,3");
  return command;
}

/**
 * The position the options describe; options of another game are refused (but for
 * `own`, flags the command itself takes, like perft's --depth).
 */
export function positionFrom(
  o: Options,
  games: readonly GameName[],
  fallback?: GameName,
  own: readonly string[] = [],
): Position {
  const game = choiceOption("--game", o.game, games, fallback);
  for (const other of GAMES) {
    if (other === game) continue;
    for (const [flags] of CLI_GAMES[other].options) {
      const key = optionKey(flags);
      const flag = flags.split(" ")[0];
      if (o[key] !== undefined && !own.includes(flag) && !CLI_GAMES[game].options.some(([f]) => f === flags))
        usage(
          `${flag} is not an option of ${GAME_NOTATIONS[game].title} positions, ` +
            `which are written ${CLI_GAMES[game].form}`,
        );
    }
  }
  if (game === "random" && o.moves !== undefined)
    usage(`--moves is for named moves; random-tree positions are written ${CLI_GAMES.random.form}`);
  return CLI_GAMES[game].position(o);
}

/** Commander's key for a flag: "--stop-depth <K>" -> "stopDepth". */
function optionKey(flags: string): string {
  return flags
    .split(" ")[0]
    .slice(2)
    .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
