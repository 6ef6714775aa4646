// star2 (*-minimax) in the core on a game kit's class: test/fixtures/kit/shaped-tree.ts's
// ShapedDice (no declared range: the protocol's (-INF, +INF)) and RangedDice (its values'
// range, -20..20) built by build-game, searched by the core through the kit's engine and by
// the reference through searchGame on their TypeScript twins (./kit-shaped-tree.ts), on
// random positions and horizons of two players: the same move, value, line and every count.
// The plain expectimax oracle (oracles/expectimax.ts) gives the same value, with more nodes
// over the positions drawn. And a declared range that is wrong (a bound at -INF, minValue
// above maxValue, values outside it) ends each search in the reference's BestfirstError.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import {
  BestfirstError,
  createWasmEngine,
  type Game,
  type KitEngine,
  type SearchReport,
  searchGame,
} from "../index.js";
import { expectimax as expectimaxOracle } from "../oracles/expectimax.js";
import { AT_INF, RangedDiceTwin, ShapedDiceTwin, TOO_NARROW, UPSIDE_DOWN } from "./kit-shaped-tree.js";

const fixture = fileURLToPath(new URL("./fixtures/kit/shaped-tree.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-star2-kit-"));
/** The kit's engines: ShapedDice's (no range), RangedDice's. */
const engines: KitEngine[] = [];

beforeAll(async () => {
  for (const className of ["ShapedDice", "RangedDice"]) {
    const out = join(dir, `${className}.wasm`);
    await kitCore({ file: fixture, className, out });
    engines.push(await createWasmEngine({ core: readFileSync(out) }));
  }
}, 600_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const twinOf = (ranged: boolean): Game => (ranged ? new RangedDiceTwin() : new ShapedDiceTwin());

/** Two players (configuration 0), the seed, then the walk (indices modulo the moves) and outcome 0 at a chance root. */
function position(ranged: boolean, seed: number, walk: number[]): { moves: number[]; names: string[] } | undefined {
  const twin = twinOf(ranged);
  const moves: number[] = [];
  const names: string[] = [];
  const play = (move: number) => {
    names.push(twin.moveName(move));
    twin.play(move);
    moves.push(move);
  };
  play(0);
  play(seed);
  for (const r of walk) if (!twin.isTerminal()) play(r % twin.moveCount());
  if (!twin.isTerminal() && twin.isChance?.()) play(0);
  return twin.isTerminal() ? undefined : { moves, names };
}

function twinAt(ranged: boolean, moves: number[]): Game {
  const twin = twinOf(ranged);
  for (const move of moves) twin.play(move);
  return twin;
}

const draws = fc.record({
  ranged: fc.boolean(),
  // Seeds below AT_INF: RangedDice's range is its values' there.
  seed: fc.integer({ min: 0, max: AT_INF - 1 }),
  walk: fc.array(fc.nat(), { maxLength: 3 }),
  horizon: fc.integer({ min: 1, max: 6 }),
});

const agreed = (r: SearchReport) => ({ move: r.move, value: r.value, values: r.values, pv: r.pv, nodes: r.nodes });

test("core and reference: star2's move, value, line and every count, with and without a declared range", () => {
  let probed = 0;
  fc.assert(
    fc.property(draws, ({ ranged, seed, walk, horizon }) => {
      const drawn = position(ranged, seed, walk);
      if (drawn === undefined) return;
      const request = { algorithm: "star2", horizon } as const;
      const got = engines[ranged ? 1 : 0].search({ position: { moves: drawn.names }, ...request });
      const want = searchGame(twinAt(ranged, drawn.moves), request);
      expect(agreed(got), `${ranged ? "ranged" : "plain"} ${drawn.names.join(" ")} horizon ${horizon}`).toEqual(
        agreed(want),
      );
      if ((got.nodes.regenerated ?? 0) > 0) probed++;
    }),
    { numRuns: 300 },
  );
  // Star2's probes (played again by Star1: regenerations) were met, not only Star1's windows.
  expect(probed).toBeGreaterThan(20);
});

test("star2's value is the expectimax oracle's, with fewer nodes generated in total", () => {
  let star2Nodes = 0;
  let expectimaxNodes = 0;
  const byRange = [0, 0];
  fc.assert(
    fc.property(draws, ({ ranged, seed, walk, horizon }) => {
      const drawn = position(ranged, seed, walk);
      if (drawn === undefined) return;
      const got = engines[ranged ? 1 : 0].search({ position: { moves: drawn.names }, algorithm: "star2", horizon });
      const want = expectimaxOracle(twinAt(ranged, drawn.moves), horizon);
      expect(got.value, `${drawn.names.join(" ")} horizon ${horizon}`).toBe(want.value);
      star2Nodes += got.nodes.generated;
      expectimaxNodes += want.generated;
      if (ranged) byRange[1] += want.generated - got.nodes.generated;
      else byRange[0] += want.generated - got.nodes.generated;
    }),
    { numRuns: 300 },
  );
  expect(star2Nodes).toBeLessThan(expectimaxNodes);
  // Each class saves on its own: with the protocol's range and with its declared one.
  expect(byRange[0]).toBeGreaterThan(0);
  expect(byRange[1]).toBeGreaterThan(0);
});

/** The error a search throws (undefined: none). */
function thrown(search: () => unknown): unknown {
  try {
    search();
  } catch (e) {
    return e;
  }
  return undefined;
}

test("a wrong declared range: the reference's BestfirstError, in one line, for star2 and expectimax alike", () => {
  const cases: [number, RegExp][] = [
    [AT_INF, /^your game's minValue is -2147483647; /],
    [UPSIDE_DOWN, /^your game's minValue is 5, above its maxValue -5; /],
    [TOO_NARROW, /^your game's (evaluate\(\)|evaluateFor\(\d\)) returned -?\d+; .*minValue -3 to maxValue 3$/],
  ];
  for (const [seed, says] of cases)
    for (const algorithm of ["star2", "expectimax"] as const) {
      const moves = [0, seed];
      const names = moves.map((m, k) => (k === 0 ? `c${m}` : `s${m}`));
      const core = thrown(() => engines[1].search({ position: { moves: names }, algorithm, horizon: 3 }));
      const reference = thrown(() => searchGame(twinAt(true, moves), { algorithm, horizon: 3 }));
      expect(core, `${algorithm} seed ${seed}`).toBeInstanceOf(BestfirstError);
      expect(reference).toBeInstanceOf(BestfirstError);
      expect((core as Error).message).toMatch(says);
      expect((core as Error).message).not.toContain("\n");
      expect((core as Error).message).toBe((reference as Error).message);
    }
});
