// How a game kit's entry sets up its core (kept out of ./abi.ts, whose every export is
// the core's): the game's operations and its title.

import { useGames } from "../abi/dispatch";

/** The game's title: its class's name. */
export let title: string = "";

/** The game's operations (main and second instance: ../abi/dispatch.ts) and its title. */
export function kitUse(run: (op: i32) => i32, runLine: (op: i32) => i32, name: string): void {
  useGames(run, runLine, (game: i32): void => {});
  title = name;
}
