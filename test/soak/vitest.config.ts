// `npm run test:soak` (TESTING.md): the two engines' agreement property tests at 10,000
// cases each (the generated hostile calls too) and the command-line fuzz at 3,000 argument
// lists. Not part of `npm test`.

import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: [
      "test/searches.test.ts",
      "test/othello-search.test.ts",
      "test/tic-tac-toe.test.ts",
      "test/whole-games.test.ts",
      "test/players.test.ts",
      "test/bestfirst-oracle.test.ts",
      "test/random-tree.test.ts",
      "test/connect-four.test.ts",
      "test/mma.test.ts",
      "test/memory-trees.test.ts",
      "test/regeneration-ledger.test.ts",
      "test/progress-line.test.ts",
      "test/cli-fuzz.test.ts",
      "test/hostile-requests.test.ts",
      "test/hostile-values.test.ts",
      "test/mcts.test.ts",
      "test/alphabeta-tt.test.ts",
      "test/mcts-player.test.ts",
      "test/long-lived-engine.test.ts",
    ],
    setupFiles: ["test/setup.ts"],
    testTimeout: 6 * 3600_000,
    hookTimeout: 120_000,
    // The counts can be lowered from the environment for a quick trial of the soak itself.
    env: {
      BESTFIRST_SOAK_RUNS: process.env.BESTFIRST_SOAK_RUNS ?? "10000",
      BESTFIRST_SOAK_CLI: process.env.BESTFIRST_SOAK_CLI ?? "3000",
    },
  },
});
