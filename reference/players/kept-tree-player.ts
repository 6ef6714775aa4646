// What a player that keeps its tree between moves offers the engine (both the tree
// players of ./tree-player.ts and the MCTS player of ./mcts-player.ts).

import type { Game, PlayerChoice } from "../../contract/index.js";
import type { Limits } from "../search/limits.js";

export interface TreePlayer {
  /** Searches the game's position (the one reached by the moves observed so far), watched by `checkpoint` if given. */
  choose(game: Game, checkpoint?: Limits["checkpoint"]): PlayerChoice;
  /** A move of either side, played from the position the player last saw. */
  observe(move: number): void;
}
