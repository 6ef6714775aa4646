// The games on the command line: the options each game's positions take and how a
// position is made from them, read from the games' rows in the contract's table (a
// row's `cli`: its start's options; none: the empty board and --moves). `search`,
// `perft`, `solve` and `moves` read positions through it; no game is named here.

import type { Command } from "commander";
import { GAME_NOTATIONS, GAMES, listed, type GameName, type Position } from "../contract/index.js";
import type { CliStart, OptionReader, OptionValues } from "../contract/game-row.js";
import { choiceOption, intOption, pathOption, seedOption } from "./options.js";
import { usage } from "./errors.js";

/** The CLI's readers, for the rows' starts: a bad value is a usage error (exit 2). */
const READ: OptionReader = { int: intOption, choice: choiceOption, seed: (raw) => seedOption(raw) };

/** A game on the command line: its row's start, or the empty board's. */
interface CliGame {
  /** The position options this game takes: [commander flags, help]. */
  options: readonly (readonly [string, string])[];
  /** How a position of this game is written on the command line (for errors). */
  form: string;
  position(o: OptionValues): Position;
}

function cliGame(game: GameName): CliGame {
  const row = GAME_NOTATIONS[game];
  const start: CliStart<Position> = row.cli ?? {
    options: [],
    form: `[--moves ${row.movesExample}] [--path 0,1]`,
    start: () => ({}),
  };
  const example = row.movesExample;
  return {
    options: start.options,
    form: start.form,
    position: (o) =>
      ({
        game,
        ...start.start(o, READ),
        ...(example === undefined ? {} : { moves: row.moveList(o.moves ?? "") }),
        path: pathOption(o.path),
      }) as Position,
  };
}

export const CLI_GAMES = Object.fromEntries(GAMES.map((game) => [game, cliGame(game)])) as Record<GameName, CliGame>;

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
  const examples = GAMES.filter((g) => GAME_NOTATIONS[g].movesExample !== undefined).map(
    (g) => `${GAME_NOTATIONS[g].movesExample} (${g})`,
  );
  command.option("--moves <list>", `moves by name from the start, like ${listed(examples, "or")}`);
  command.option("--path <moves>", "then moves by number (an index into each position's moves), like 9,8,3");
  return command;
}

/**
 * The position the options describe; options of another game are refused (but for
 * `own`, flags the command itself takes, like perft's --depth).
 */
export function positionFrom(
  o: OptionValues,
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
  if (GAME_NOTATIONS[game].movesExample === undefined && o.moves !== undefined)
    usage(`--moves is for named moves; ${GAME_NOTATIONS[game].title} positions are written ${CLI_GAMES[game].form}`);
  return CLI_GAMES[game].position(o);
}

/** Commander's key for a flag: "--stop-depth <K>" -> "stopDepth". */
function optionKey(flags: string): string {
  return flags
    .split(" ")[0]
    .slice(2)
    .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
