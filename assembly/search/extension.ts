// Best-first extension as one search (1994 paper, section 6; docs/searches.md): alpha-beta
// to the horizon on a fresh explicit tree, then best-first minimax to the bound on the
// same tree, both phases counted in one total. Mirrors reference/search/extension.ts.

import { NodeStore } from "./node-store";
import { alphabetaExtension } from "./alphabeta-tree";
import { bestFirstOnTree } from "./bestfirst";
import { memoryLimit, noteTreeFull } from "./limits";
import { stoppedInRoot } from "./root-stop";

const extensionStore = new NodeStore(false);

export function extension<G>(game: G, horizon: i32): void {
  extensionStore.reset(game.evaluate());
  // 1. Alpha-beta to the horizon: every root move explored that deep.
  //    (A tree that fills the memory limit here ends the search: no result, as in phase 2.)
  // 2. Best-first minimax from the tree, values and principal variation alpha-beta left.
  //    (Stopped inside the root's expansion, the first phase set the result: ./root-stop.ts.)
  if (!alphabetaExtension<G>(game, extensionStore, horizon, memoryLimit) ||
      (!stoppedInRoot && !bestFirstOnTree<G>(game, extensionStore, memoryLimit, true))) noteTreeFull();
  extensionStore.shrink();
}
