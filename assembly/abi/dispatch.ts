// Where the ABI's game operations (./game.ts) go: the entry sets the functions once, at
// its start. The core's entry (../index.ts) dispatches to its registry of games; a game
// kit's entry (../kit/) to the one class it was built for. One indirect call per ABI
// call; every search below it is compiled for the game class with direct calls.

/** Runs operation `op` (../game-ops.ts) on the current game. */
export let dispatch: (op: i32) => i32 = (op: i32): i32 => -1;
/** Runs operation `op` on the current game's second instance (the one a watched search's line is named on). */
export let dispatchLine: (op: i32) => i32 = (op: i32): i32 => -1;
/** Chooses the game the next operations run on (by its number in the entry's registry). */
export let selectGame: (game: i32) => void = (game: i32): void => {};

export function useGames(run: (op: i32) => i32, runLine: (op: i32) => i32, select: (game: i32) => void): void {
  dispatch = run;
  dispatchLine = runLine;
  selectGame = select;
}
