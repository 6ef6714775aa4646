// A positions file: the user's own test set, one position a line in the game's notation,
// optionally followed by a score (Pascal Pons' test files give each position's score;
// the run reports the solver's and keeps the stated one beside it). Connect-Four: Pons'
// digit strings, columns 1..7 from the left ("4453"); tic-tac-toe: cells 1..9 played;
// Othello: a board in the FFO text form (64 squares, a space, the side to move: docs/othello.md)
// or moves from the start ("f5,d6,c3"). Blank lines and text after "#" are left out.
// Every position is checked by the engine's rules, and a bad one named by its line.

import { BestfirstError, type Engine } from "../../../contract/index.js";
import { statOrNone } from "../../run/files.js";
import { readBounded } from "../../run/read-bounded.js";
import type { DecisionGame, DecisionPosition, ListedPosition } from "./types.js";

/** The most positions a file may list (the run's header holds them all). */
export const MOST_FILE_POSITIONS = 10_000;
/** Far more than any file of that many positions. */
const MOST_FILE_BYTES = 1 << 22;

/** The position a line's text names (checked by `checkListed`, not here). */
export function positionFromText(game: DecisionGame, text: string): DecisionPosition {
  if (game === "othello") {
    if (/^\S{64} [XO]$/.test(text)) return { game, board: text };
    return { game, moves: text === "" || text === "-" ? [] : text.split(",") };
  }
  return { game, moves: text === "-" ? [] : [...text] };
}

/** Reads the lines of a positions file (see the header); `engine` checks each position. */
export function parsePositions(
  text: string,
  game: DecisionGame,
  engine: Engine,
  source = "the positions file",
): ListedPosition[] {
  const out: ListedPosition[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.replace(/#.*/, "").trim();
    if (line === "") return;
    const where = `${source} line ${i + 1}`;
    const fields = line.split(/\s+/);
    // An Othello board holds a space: its 64 squares and its side to move are one position.
    const board = game === "othello" && fields.length >= 2 && fields[0].length === 64;
    const positionText = board ? `${fields[0]} ${fields[1]}` : fields[0];
    const rest = fields.slice(board ? 2 : 1);
    if (rest.length > 1)
      throw new BestfirstError(`${where}: a line is a position and perhaps its score, got ${fields.length} fields`);
    const listed: ListedPosition = { text: positionText };
    if (rest.length === 1) {
      if (!/^-?\d{1,3}$/.test(rest[0]))
        throw new BestfirstError(`${where}: the score after the position must be an integer, got "${rest[0]}"`);
      listed.stated = Number(rest[0]);
    }
    checkListed(game, listed, engine, where);
    if (out.length === MOST_FILE_POSITIONS)
      throw new BestfirstError(`${source} lists more than ${MOST_FILE_POSITIONS} positions: split it`);
    out.push(listed);
  });
  if (out.length === 0) throw new BestfirstError(`${source} lists no positions`);
  return out;
}

/** Checks that a listed position is legal and not over, or a BestfirstError naming `where`. */
export function checkListed(game: DecisionGame, listed: ListedPosition, engine: Engine, where: string): void {
  let moves;
  try {
    moves = engine.moves(positionFromText(game, listed.text));
  } catch (error) {
    if (error instanceof BestfirstError) throw new BestfirstError(`${where}: ${error.message}`);
    throw error;
  }
  if (moves.length === 0)
    throw new BestfirstError(`${where}: the game is over in ${listed.text}: there is no move to choose`);
}

/** Reads and checks the positions file at `path`. */
export function readPositionsFile(path: string, game: DecisionGame, engine: Engine): ListedPosition[] {
  const stats = statOrNone(path, "the positions file");
  if (!stats) throw new BestfirstError(`the positions file ${path} does not exist`);
  if (!stats.isFile()) throw new BestfirstError(`the positions file ${path} is not a regular file`);
  if (stats.size > MOST_FILE_BYTES)
    throw new BestfirstError(
      `the positions file ${path} is ${stats.size} bytes: more than ${MOST_FILE_BYTES} (${MOST_FILE_POSITIONS} ` +
        `positions at most)`,
    );
  // Read without blocking and bounded again by fstat: a FIFO or a file grown meanwhile is refused, not read.
  const text = readBounded(
    path,
    "the positions file",
    MOST_FILE_BYTES,
    `more than ${MOST_FILE_BYTES} (${MOST_FILE_POSITIONS} positions at most)`,
  ).toString("utf8");
  return parsePositions(text, game, engine, path);
}
