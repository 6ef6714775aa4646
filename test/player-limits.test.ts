// A player never fails a move for a limit of its own bookkeeping (docs/searches.md,
// "Memory"): each kind of player pushed to its store's least limit plays every move, and
// a best-first player whose RBFMS in linear space fills its regeneration ledger (kept
// only when the player asks for the count) stops that search there and plays its move;
// on both engines alike, node for node. The ledger's limit is lowered on both engines
// (the core's coreLedgerLimit, the reference's ledgerLimit) so that it fills in
// a few hundred nodes instead of 2^25.

import { afterEach, describe, expect, test } from "vitest";
import { engines } from "./helpers.js";
import { engineGame } from "./player-games.js";
import { Core } from "../bindings/core.js";
import { compileCoreSync } from "../bindings/load.js";
import { wasmEngineOn } from "../bindings/wasm-engine.js";
import { ledgerLimit } from "../reference/search/regeneration-ledger.js";
import {
  LEDGER_MOST_NODES,
  MIN_MEMORY_NODES,
  type Engine,
  type PlayerChoice,
  type PlayerSpec,
  type RandomTreeSpec,
} from "../contract/index.js";

const [wasm, ts] = engines;
/** B = 10, 16 plies: a path of frames at bound 12 holds up to 120 children, past the least store limit. */
const tree: RandomTreeSpec = { seed: 5, branching: 10, mode: "uniform", depth: 16 };
const opponent: PlayerSpec = { kind: "alphabeta", horizon: 2 };
const mine = (choices: PlayerChoice[]) => choices.filter((_, ply) => ply % 2 === 0);
const without = (choices: PlayerChoice[]) => choices.map(({ regenerated: _, ...rest }) => rest);

/** The wasm engine on a core whose regeneration ledger records at most `nodes`, and the reference's lowered alike. */
function lowLedgerEngines(nodes: number): [Engine, Engine] {
  const core = new Core(compileCoreSync());
  core.exports.coreLedgerLimit(nodes);
  ledgerLimit.most = nodes;
  return [wasmEngineOn(core), ts];
}

afterEach(() => {
  ledgerLimit.most = LEDGER_MOST_NODES;
});

describe("every player at its store's least limit plays every move, on both engines alike", () => {
  test.each<[string, PlayerSpec]>([
    ["bestfirst, prune", { kind: "bestfirst", bound: 12, memoryNodes: MIN_MEMORY_NODES, onFull: "prune" }],
    ["bestfirst, linear", { kind: "bestfirst", bound: 12, memoryNodes: MIN_MEMORY_NODES, onFull: "linear" }],
    ["extension", { kind: "extension", horizon: 2, bound: 12, memoryNodes: MIN_MEMORY_NODES }],
    ["alphabeta", { kind: "alphabeta", horizon: 4, memoryNodes: MIN_MEMORY_NODES }],
    ["mma", { kind: "mma", nodes: 5000, memoryNodes: MIN_MEMORY_NODES }],
  ])("%s", (_, spec) => {
    const limited = engineGame(wasm, tree, [spec, opponent]);
    expect(limited.path).toHaveLength(16);
    expect(engineGame(ts, tree, [spec, opponent])).toEqual(limited);
    for (const c of mine(limited.choices)) expect(c.stored).toBeLessThanOrEqual(MIN_MEMORY_NODES);
    // The limit has teeth: without it the same player searches differently.
    const { memoryNodes: _limit, ...free } = spec;
    expect(mine(engineGame(wasm, tree, [free, opponent]).choices)).not.toEqual(mine(limited.choices));
  });
});

describe("RBFMS in linear space counts regenerations only when the player asks", () => {
  test.each<[string, PlayerSpec]>([
    ["bestfirst", { kind: "bestfirst", bound: 12, memoryNodes: MIN_MEMORY_NODES, onFull: "linear" }],
    ["extension", { kind: "extension", horizon: 2, bound: 12, memoryNodes: MIN_MEMORY_NODES }],
  ])("%s: the same moves, values and nodes either way; regenerated 0 unless asked", (_, spec) => {
    const plain = engineGame(wasm, tree, [spec, opponent]);
    const counted = engineGame(wasm, tree, [{ ...spec, countRegenerations: true }, opponent]);
    expect(engineGame(ts, tree, [spec, opponent])).toEqual(plain);
    expect(engineGame(ts, tree, [{ ...spec, countRegenerations: true }, opponent])).toEqual(counted);
    expect(without(counted.choices)).toEqual(without(plain.choices));
    expect(mine(plain.choices).every((c) => c.regenerated === 0)).toBe(true);
    expect(mine(counted.choices).some((c) => c.regenerated > 0)).toBe(true);
  });

  test("countRegenerations is refused for players without RBFMS, and when it is not a boolean, by both engines", () => {
    for (const engine of engines) {
      expect(() => engine.createPlayer({ kind: "alphabeta", horizon: 2, countRegenerations: true })).toThrow(
        "countRegenerations is for the best-first and extension players (their RBFMS in linear space), not alphabeta",
      );
      expect(() => engine.createPlayer({ kind: "mma", nodes: 100, countRegenerations: false })).toThrow(/not mma$/);
      expect(() =>
        engine.createPlayer({ kind: "bestfirst", bound: 3, countRegenerations: 1 as unknown as boolean }),
      ).toThrow("countRegenerations must be true or false, got 1");
    }
  });
});

describe("a full regeneration ledger", () => {
  const spec: PlayerSpec = {
    kind: "bestfirst",
    bound: 12,
    memoryNodes: MIN_MEMORY_NODES,
    onFull: "linear",
    countRegenerations: true,
  };

  test("stops a counting player's RBFMS there, and its move is played: every move, on both engines alike", () => {
    const [lowWasm, lowTs] = lowLedgerEngines(100);
    const low = engineGame(lowWasm, tree, [spec, opponent]);
    expect(low.path).toHaveLength(16);
    expect(engineGame(lowTs, tree, [spec, opponent])).toEqual(low);
    // The ledger filled: some move stopped short of the one searched to the end with room to count.
    const roomy = engineGame(wasm, tree, [spec, opponent]);
    const short = mine(low.choices).filter((c, i) => c.generated < mine(roomy.choices)[i].generated);
    expect(short.length).toBeGreaterThan(0);
    // A player that does not count keeps no ledger: the lowered limit changes nothing.
    const plain: PlayerSpec = { ...spec, countRegenerations: false };
    expect(engineGame(lowWasm, tree, [plain, opponent])).toEqual(engineGame(wasm, tree, [plain, opponent]));
  });

  test("still ends a search that counts with the same error on both engines (its count would be wrong)", () => {
    const messages = lowLedgerEngines(100).map((engine) => {
      try {
        engine.search({ position: { game: "random", tree }, algorithm: "rbfms", bound: 12 });
        return "no error";
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(messages[0]).toMatch(/^rbfms ran out of memory for its regeneration count/);
    expect(messages[1]).toBe(messages[0]);
  });
});
