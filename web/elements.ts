// The play view's elements, found by their ids in web/index.html: the built-in games'
// and "Your game"'s (the page's entry and the browser tests mount the same markup).

import type { PlayElements } from "./play.js";
import type { YourGameElements } from "./your-game.js";

const PLAY_IDS: Record<keyof PlayElements, string> = {
  board: "board",
  status: "status",
  stats: "stats",
  game: "game",
  algorithm: "algorithm",
  budgetKind: "budget-kind",
  budget: "budget",
  humanFirst: "human-first",
  newGame: "new-game",
  stop: "stop",
};

const YOUR_GAME_IDS: Record<keyof YourGameElements, string> = {
  ...PLAY_IDS,
  help: "play-help",
  pick: "core-pick",
  file: "core-file",
  yourGame: "your-game",
  text: "core-board",
  moves: "core-moves",
  yourHelp: "your-game-help",
};

/** The elements of `ids` under `root` (each one is in the page's markup). */
function found<T>(root: ParentNode, ids: Record<keyof T, string>): T {
  return Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, root.querySelector(`#${id}`)!])) as T;
}

export const playElements = (root: ParentNode) => found<PlayElements>(root, PLAY_IDS);
export const yourGameElements = (root: ParentNode) => found<YourGameElements>(root, YOUR_GAME_IDS);
