// The learned Othello evaluation's weights in the core: the shipped weights file
// (contract/othello-weights-shipped.ts) copied into the core's memory and decoded there
// once per core instance, at the first search or evaluate call that asks for evaluation
// "learned" (assembly/games/othello-learned-table.ts: the weights by configuration, about 4.4 MB, never freed).

import { BestfirstError, shippedWeightsBytes } from "../contract/index.js";
import type { CoreExports } from "./load.js";

/** Loads the weights into core `c` unless they are there. */
export function loadLearnedWeights(c: CoreExports): void {
  if (c.othelloWeightsLoaded()) return;
  const bytes = shippedWeightsBytes();
  const at = c.othelloWeightsBuffer(bytes.length);
  // After the allocation: it may have grown the memory, which detaches older views.
  new Uint8Array(c.memory.buffer, at, bytes.length).set(bytes);
  const code = c.othelloLoadWeights(bytes.length);
  if (code !== 0)
    throw new BestfirstError(
      `the core cannot read the shipped weights file (${code === 1 ? "its layout is not the core's" : "its values"})`,
    );
}
