// `bestfirst match --core my-game.wasm`: one pair of games of a kit's game from its start
// (or --moves/--path), colours swapped, best-first (or extension) against alpha-beta, each
// a player that keeps its tree and observes every move, each move printed as it is played;
// then the pair's verdict as in the 1994 paper's tournaments: the side that reached the
// larger final value as MAX wins the pair.

import type { Command } from "commander";
import { createWasmEngine } from "../../index.js";
import { fail, type KitEngine, type KitPlayer, type KitPosition } from "../../contract/index.js";
import { output } from "../options.js";
import { coreBytes, corePosition } from "./core-option.js";

/** A game that has not ended after this many plies is refused (a game without an end). */
const MOST_PLIES = 10_000;

/** One game: whether best-first was MAX, the moves played (by name), the final value (MAX's view). */
interface KitMatchGame {
  bfMax: boolean;
  moves: string[];
  finalValue: number;
}

function playOne(
  engine: KitEngine,
  start: KitPosition,
  bfMax: boolean,
  sides: { bf: () => KitPlayer; ab: () => KitPlayer },
  say: (line: string) => void,
): KitMatchGame {
  const bf = sides.bf(),
    ab = sides.ab();
  const moves = [...(start.moves ?? [])];
  const path = [...(start.path ?? [])];
  const at = (): KitPosition => ({ moves, path });
  const played: string[] = [];
  try {
    for (let ply = 0; engine.moves(at()).length > 0; ply++) {
      if (ply >= MOST_PLIES) fail(`the game has not ended after ${MOST_PLIES} plies: does its isTerminal ever hold?`);
      // MAX moves at the start's even plies: the side to move is MAX when the plies played so far are even.
      const maxToMove = (moves.length + path.length) % 2 === 0;
      const bfToMove = maxToMove === bfMax;
      const mover = bfToMove ? bf : ab;
      const choice = mover.choose(at());
      const name = String(engine.moves(at())[choice.move].move);
      say(
        `  ${String(ply + 1).padStart(3)}. ${bfToMove ? "best-first" : "alpha-beta"} ${name.padEnd(6)} ` +
          `${choice.generated} nodes`,
      );
      bf.observe(choice.move);
      ab.observe(choice.move);
      path.push(choice.move);
      played.push(name);
    }
    return { bfMax, moves: played, finalValue: engine.evaluate(at()) };
  } finally {
    bf.dispose();
    ab.dispose();
  }
}

export async function kitMatch(
  o: Record<string, string | undefined>,
  command: Command,
  json: boolean,
  depths: { abDepth: number; bfDepth: number; algorithm: "bestfirst" | "extension" },
): Promise<void> {
  const engine = await createWasmEngine({ core: coreBytes(o.core!) });
  const start = corePosition(o, command);
  engine.moves(start); // the start checked before any game
  const say = (line: string) => {
    if (!json) process.stdout.write(`${line}\n`);
  };
  const sides = {
    bf: () =>
      engine.createPlayer(
        depths.algorithm === "extension"
          ? { kind: "extension", horizon: depths.abDepth, bound: depths.bfDepth }
          : { kind: "bestfirst", bound: depths.bfDepth },
      ),
    ab: () => engine.createPlayer({ kind: "alphabeta", horizon: depths.abDepth }),
  };
  const games = [true, false].map((bfMax, k) => {
    say(`${k === 1 ? "\n" : ""}Game ${k + 1} of ${engine.game}: ${bfMax ? "best-first" : "alpha-beta"} plays MAX`);
    return playOne(engine, start, bfMax, sides, say);
  });
  const [bfAsMax, abAsMax] = [games[0].finalValue, games[1].finalValue];
  const result = {
    game: engine.game,
    games,
    pairWinner: bfAsMax > abAsMax ? "best-first" : abAsMax > bfAsMax ? "alpha-beta" : null,
  };
  output(json, result, (r) =>
    [
      "",
      `Final values (MAX's): ${bfAsMax} with best-first as MAX, ${abAsMax} with alpha-beta as MAX`,
      r.pairWinner === null
        ? "The pair is a tie."
        : `${r.pairWinner === "best-first" ? "Best-first" : "Alpha-beta"} wins the pair.`,
    ].join("\n"),
  );
}
