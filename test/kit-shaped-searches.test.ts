// The core's searches of every shape on a game kit's class: test/fixtures/kit/shaped-tree.ts's
// ShapedTree and ShapedDice built by build-game (2, 3 or 4 players, without and with chance,
// setToMove), searched by the core through the kit's engine and by the reference through
// searchGame on their TypeScript twins (./kit-shaped-tree.ts), on random positions and horizons: the same move,
// value, value vector, line and counts, exactly (expectimax's fractional means to the last
// bit). And the plain oracles of oracles/ agree with the core's move, value, vector and
// counts (paranoid's and brs's: move and value; paranoid's counts no more than the full width's).

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import {
  createWasmEngine,
  type Game,
  type KitEngine,
  type SearchName,
  type SearchReport,
  searchGame,
} from "../index.js";
import { expectimax as expectimaxOracle } from "../oracles/expectimax.js";
import { maxn as maxnOracle } from "../oracles/maxn.js";
import { paranoid as paranoidOracle } from "../oracles/paranoid.js";
import { brs as brsOracle } from "../oracles/brs.js";
import { ShapedDiceTwin, ShapedTreeTwin } from "./kit-shaped-tree.js";

const fixture = fileURLToPath(new URL("./fixtures/kit/shaped-tree.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-kit-shaped-searches-"));
/** The kit's engines: ShapedTree's (no chance), ShapedDice's. */
const engines: KitEngine[] = [];

beforeAll(async () => {
  for (const className of ["ShapedTree", "ShapedDice"]) {
    const out = join(dir, `${className}.wasm`);
    await kitCore({ file: fixture, className, out });
    engines.push(await createWasmEngine({ core: readFileSync(out) }));
  }
}, 600_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The searches the core runs on a game of every shape, with whether each takes more players and chance. */
const SEARCHES: { algorithm: SearchName; players: boolean; chance: boolean }[] = [
  { algorithm: "maxn", players: true, chance: false },
  { algorithm: "paranoid", players: true, chance: false },
  { algorithm: "brs", players: true, chance: false },
  { algorithm: "expectimax", players: true, chance: true },
];

/** A position of a tree: its moves from the start (the players 2 + config, a seed, a walk); its root decides. */
interface Drawn {
  moves: number[];
  names: string[];
}

/** The twin of the game with or without chance. */
const twinOf = (chance: boolean) => (chance ? new ShapedDiceTwin() : new ShapedTreeTwin());

/** Plays the configuration, the seed and the walk (indices taken modulo the moves), then outcome 0 at a chance root. */
function position(chance: boolean, config: number, seed: number, walk: number[]): Drawn | undefined {
  const twin = twinOf(chance);
  const names: string[] = [];
  const moves = [config, seed];
  const play = (move: number) => {
    names.push(twin.moveName(move));
    twin.play(move);
    moves.push(move);
  };
  names.push(twin.moveName(config));
  twin.play(config);
  names.push(twin.moveName(seed));
  twin.play(seed);
  for (const r of walk) if (!twin.isTerminal()) play(r % twin.moveCount());
  if (!twin.isTerminal() && (twin as Game).isChance?.()) play(0);
  return twin.isTerminal() ? undefined : { moves, names };
}

/** The twin at the drawn position, anew (the reference's search and each oracle take their own). */
function twinAt(chance: boolean, moves: number[]): ShapedTreeTwin {
  const twin = twinOf(chance);
  for (const move of moves) twin.play(move);
  return twin;
}

const draws = fc.record({
  chance: fc.boolean(),
  config: fc.integer({ min: 0, max: 2 }),
  seed: fc.integer({ min: 0, max: 63 }),
  walk: fc.array(fc.nat(), { maxLength: 3 }),
  horizon: fc.integer({ min: 1, max: 6 }),
  search: fc.integer({ min: 0, max: SEARCHES.length - 1 }),
});

/** A drawn search: its algorithm, the kit's engine and the position (undefined: none there, or a shape it refuses). */
function drawnSearch(draw: typeof draws extends fc.Arbitrary<infer T> ? T : never) {
  const { chance, config, seed, walk, search, horizon } = draw;
  const drawn = position(chance, config, seed, walk);
  if (drawn === undefined || (chance && !SEARCHES[search].chance)) return undefined;
  const { algorithm } = SEARCHES[search];
  const got = engines[chance ? 1 : 0].search({ position: { moves: drawn.names }, algorithm, horizon });
  return { algorithm, chance, players: 2 + config, horizon, got, ...drawn };
}

/** The report's fields both engines must agree on. */
const agreed = (r: SearchReport) => ({
  move: r.move,
  value: r.value,
  values: r.values,
  pv: r.pv,
  nodes: r.nodes,
});

test("core and reference: the same move, value, vector, line and counts, for 2, 3 and 4 players, with chance", () => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(draws, (draw) => {
      const drawn = drawnSearch(draw);
      if (drawn === undefined) return;
      const { algorithm, chance, players, horizon, names, got } = drawn;
      seen.add(`${algorithm} ${players}${chance ? " chance" : ""}`);
      const want = searchGame(twinAt(chance, drawn.moves), { algorithm, horizon });
      expect(agreed(got), `${algorithm} ${names.join(" ")} horizon ${horizon}`).toEqual(agreed(want));
    }),
    { numRuns: 400 },
  );
  // Every search met every shape it takes.
  expect([...seen].sort()).toEqual(
    SEARCHES.flatMap(({ algorithm, chance }) =>
      [2, 3, 4].flatMap((p) => [`${algorithm} ${p}`, ...(chance ? [`${algorithm} ${p} chance`] : [])]),
    ).sort(),
  );
});

test("the oracles agree with the core: maxn and expectimax exactly, paranoid and brs in move and value", () => {
  fc.assert(
    fc.property(draws, (draw) => {
      const drawn = drawnSearch(draw);
      if (drawn === undefined) return;
      const { algorithm, chance, players, horizon, got } = drawn;
      const nodes = { generated: got.nodes.generated, expanded: got.nodes.expanded };
      const move = Number(String(got.move).slice(1));
      if (algorithm === "paranoid") {
        const want = paranoidOracle(twinAt(chance, drawn.moves), horizon);
        expect([move, got.value]).toEqual([want.move, want.value]);
        expect(nodes.generated).toBeLessThanOrEqual(want.generated);
        return;
      }
      if (algorithm === "brs") {
        const want = brsOracle(twinAt(chance, drawn.moves), horizon);
        expect([move, got.value, got.pv]).toEqual([want.move, want.value, [got.move]]);
        return;
      }
      const want = (algorithm === "maxn" ? maxnOracle : expectimaxOracle)(twinAt(chance, drawn.moves), horizon);
      // expectimax reports no vector in a two-player game (its value is MAX's, the oracle's [value]).
      const values = algorithm === "expectimax" && players === 2 ? [got.value] : got.values;
      expect([move, got.value, values, nodes]).toEqual([
        want.move,
        want.value,
        want.values,
        { generated: want.generated, expanded: want.expanded },
      ]);
    }),
    { numRuns: 300 },
  );
});
