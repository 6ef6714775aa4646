// Limits deep enough for every algorithm to reach the second ply of the kit's small test
// games (test/fixtures/kit/broken.ts, shaped.ts), shared by their tests.

import type { Algorithm, SearchLimits } from "../index.js";

export const SMALL_GAME_LIMITS: Record<Algorithm, SearchLimits> = {
  minimax: { horizon: 4 },
  alphabeta: { horizon: 4 },
  id: { horizon: 6, nodes: 3000 },
  bestfirst: { bound: 8 },
  rbfms: { bound: 8 },
  "rbfms-inherit": { bound: 8 },
  extension: { horizon: 2, bound: 8 },
  mma: { moveCalls: 200 },
  mcts: { simulations: 200, seed: 7 },
  "alphabeta-tt": { horizon: 6, nodes: 3000 },
};
