// Everything that lists games reads the contract's table: a row added to the table (here a
// fake game, tic-tac-toe's row and rules under another name, with tournament starts and a
// board) is offered by `tournament`, `match` and `compare` and their results files, and
// drawn by the page, with no other edit; a place that listed games by hand would leave it
// out. And compare's openings, now every line of a row's `openingPlies` from the start,
// are the positions they were (the hand-written orders of tic-tac-toe and Connect-Four,
// the tournaments' Othello boards), so results files keep their meaning.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { BestfirstError, GAME_NOTATIONS, GAMES, type GameName, type GameNotation } from "../contract/index.js";
import { REFERENCE_GAMES, referenceGame } from "../reference/games/registry.js";
import type { Game } from "../contract/index.js";
import { SEAT_GAMES } from "../experiments/seats/games.js";

// The fake row goes in before any module that lists games is loaded (they are imported below, after it).
const FAKE = "fake" as GameName;
(GAME_NOTATIONS as Record<string, GameNotation>)[FAKE] = {
  ...GAME_NOTATIONS.tictactoe,
  title: "fake tic-tac-toe",
  module: "fake",
  starts: 72,
};
(GAMES as string[]).push(FAKE);
(REFERENCE_GAMES as Record<string, unknown>)[FAKE] = REFERENCE_GAMES.tictactoe;

const { Command } = await import("../vendor/commander.js");
const { registerTournament } = await import("../cli/commands/tournament.js");
const { registerMatch } = await import("../cli/commands/match.js");
const { registerCompare } = await import("../cli/commands/compare.js");
const { TOURNAMENT_GAMES } = await import("../experiments/tournament/types.js");
const { readResultsFile, resultsHeader } = await import("../experiments/tournament/store.js");
const { checkRoundRobinSpec } = await import("../experiments/compare/store.js");
const { openingPosition, openingsOf } = await import("../experiments/compare/openings.js");
const { connectFourOpening } = await import("../experiments/tournament/game-rules.js");
const { othelloOpenings } = await import("../experiments/tournament/othello-openings.js");
const { PLAY_GAMES, boardOf } = await import("../web/games.js");
const { valueText } = await import("../web/value-text.js");

type Register = (program: InstanceType<typeof Command>, run: (name: string, body: () => Promise<void>) => void) => void;

/** The one-line refusal of a command run in this process (what `bestfirst` prints after its name). */
async function refusal(register: Register, argv: string[]): Promise<string> {
  let body: Promise<void> | undefined;
  const program = new Command("bestfirst").exitOverride();
  register(program, (_name, action) => void (body = action()));
  await program.parseAsync(["node", "bestfirst", ...argv]);
  const error = await body!.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BestfirstError);
  return (error as Error).message;
}

const dir = mkdtempSync(join(tmpdir(), "bestfirst-game-lists-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a new row is listed wherever it qualifies", () => {
  // By hand from the rows: random trees, Othello and Connect-Four have tournament starts, and so has the fake.
  const tournamentGames = ["random", "othello", "connect4", "fake"];

  test("tournaments take the games whose row has starts: the command line, match and the results files", async () => {
    expect(TOURNAMENT_GAMES).toEqual(tournamentGames);
    const listed = `--game must be one of ${tournamentGames.join(", ")}, got "chess"`;
    expect(await refusal(registerTournament, ["tournament", "--game", "chess"])).toBe(listed);
    expect(await refusal(registerMatch, ["match", "--game", "chess"])).toBe(listed);
    // Offered, it is refused in one line until it has a pair player (experiments/tournament/players.ts).
    const noPlayers = "fake players are not available yet";
    expect(await refusal(registerMatch, ["match", "--game", FAKE])).toBe(noPlayers);
    expect(await refusal(registerTournament, ["tournament", "--game", FAKE, "--ab-depths", "1"])).toBe(noPlayers);
    const header = resultsHeader({
      game: "random",
      branching: 2,
      mode: "uniform",
      abDepths: [1],
      pairs: 1,
      algorithm: "bestfirst",
      match: "nodes",
    });
    const write = (game: string) => {
      const file = join(dir, `${game}.jsonl`);
      const tournament = { ...header.tournament, game, branching: null, mode: null, pairs: 72, matchPairs: 10 };
      writeFileSync(file, `${JSON.stringify({ ...header, tournament })}\n`);
      return file;
    };
    expect(() => readResultsFile(write("chess"))).toThrow(`one of ${tournamentGames.join(", ")}`);
    // The fake's 72 starts are its pairs' most.
    expect(readResultsFile(write(FAKE)).header?.tournament.game).toBe(FAKE);
  });

  test("compare takes every game of the table (and a core), with its openings", async () => {
    const games = ["random", "othello", "tictactoe", "connect4", "fake"];
    // The command offers the seated round robin's games too (experiments/seats/games.ts).
    expect(await refusal(registerCompare, ["compare", "--game", "chess"])).toBe(
      `--game must be one of ${[...games, ...SEAT_GAMES, "pig"].join(", ")}, got "chess"`,
    );
    const spec = { game: "chess", by: "nodes", algorithms: ["id", "mcts"], budgets: [100], pairs: 72 };
    const check = (game: string) => () =>
      checkRoundRobinSpec({ ...spec, game, branching: null, mode: null, depth: null } as never);
    expect(check("chess")).toThrow(`one of ${[...games, "core"].join(", ")}`);
    check(FAKE)();
    // Tic-tac-toe's rules under the fake's name: 9 first cells, then 8.
    expect(openingsOf(FAKE as never)).toBe(72);
  });

  test("the page draws the games whose row has a board, in the table's order", () => {
    expect(PLAY_GAMES).toEqual(["othello", "tictactoe", "connect4", "fake"]);
    const board = boardOf(FAKE);
    expect([board.title, board.rows, board.cols, board.bound]).toEqual(["Fake tic-tac-toe", 3, 3, 9]);
    // Tic-tac-toe's scale: a win's value is 100 + the cells left empty at the end; X to move after 5 plies.
    expect(valueText(FAKE, "minimax", 100 + 5, 4)).toBe("X won");
    expect(valueText(FAKE, "minimax", -(100 + 2), 4)).toBe("O wins in 2 moves");
  });
});

describe("compare's openings are the positions they were", () => {
  const moves = (game: "tictactoe" | "connect4" | "othello", k: number) => {
    const position = openingPosition({ game } as never, k);
    return "moves" in position ? [...(position.moves ?? [])] : [];
  };

  test("tic-tac-toe: every first cell, then every other cell (9 x 8)", () => {
    expect(openingsOf("tictactoe")).toBe(72);
    for (let k = 0; k < 72; k++) {
      const first = Math.floor(k / 8),
        second = k % 8 < first ? k % 8 : (k % 8) + 1;
      expect(moves("tictactoe", k)).toEqual([String(first + 1), String(second + 1)]);
    }
  });

  test("Connect-Four: the tournaments' 49 openings, in their order", () => {
    expect(openingsOf("connect4")).toBe(GAME_NOTATIONS.connect4.starts);
    for (let k = 0; k < 49; k++) expect(moves("connect4", k)).toEqual(connectFourOpening(k));
  });

  test("Othello: the tournaments' 244 four-ply boards, in their order", () => {
    const boards = othelloOpenings();
    expect(openingsOf("othello")).toBe(boards.length);
    for (let k = 0; k < boards.length; k++) {
      const rules = referenceGame("othello");
      const game = rules.start({ game: "othello" }) as Game & { toBoard(): string };
      for (const name of moves("othello", k)) {
        const n = game.moveCount();
        game.play([...Array(n).keys()].find((m) => game.moveName(m) === name)!);
      }
      expect(game.toBoard(), `opening ${k}`).toBe(boards[k]);
    }
  });
});
