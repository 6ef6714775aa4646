// The core's whole player game in one call (treePlayerSelfPlay, the kernel of
// bench/player-cost.ts) against the same game played through the API a call a move on
// both engines: the same moves and the same nodes generated, so the benchmark's rates
// are of the player's real work.

import { expect, test } from "vitest";
import fc from "fast-check";
import { engines } from "./helpers.js";
import { compileCoreSync, instantiateCore } from "../bindings/load.js";
import { PLAYER_KINDS, type PlayerSpec } from "../contract/index.js";

const core = instantiateCore(compileCoreSync());

test("one core call a game plays the API's game: moves and nodes generated, both engines", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1 << 30 }),
      fc.integer({ min: 2, max: 6 }),
      fc.constantFrom("uniform" as const, "random" as const),
      fc.integer({ min: 2, max: 12 }),
      (seed, branching, mode, bound) => {
        const depth = 24;
        new Int32Array(core.memory.buffer, core.ioPointer(), 5).set([
          seed,
          0,
          branching,
          mode === "uniform" ? 1 : 0,
          depth,
        ]);
        core.gameSet(0, 5, 0, 0);
        const slot = core.playerCreate(PLAYER_KINDS.indexOf("bestfirst"), bound, 0, 1, 1 << 25, 0);
        const n = core.treePlayerSelfPlay(slot);
        core.playerFree(slot);
        const moves = Array.from(new Int32Array(core.memory.buffer, core.ioPointer(), n));
        const generated = core.treeGameGenerated();
        const spec: PlayerSpec = { kind: "bestfirst", bound };
        for (const engine of engines) {
          const player = engine.createPlayer(spec);
          const path: number[] = [];
          let total = 0;
          while (path.length < depth) {
            const choice = player.choose({ game: "random", tree: { seed, branching, mode, depth }, path });
            total += choice.generated;
            path.push(choice.move);
            player.observe(choice.move);
          }
          player.dispose();
          expect({ moves, generated }).toEqual({ moves: path, generated: total });
        }
      },
    ),
    { numRuns: 20 },
  );
});
