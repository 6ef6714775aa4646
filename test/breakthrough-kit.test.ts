// The worked example Breakthrough's AssemblyScript class (examples/breakthrough/assembly),
// built by the game kit's build-game, against its TypeScript twin (examples/breakthrough)
// searched by the reference: perft against the plain enumerator, and every search and a
// player node for node (move, value, line, counts) from random positions of 8 x 8 and of
// 5 x 4 (test/fixtures/breakthrough/boards.ts: a board's class of two lines).

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import fc from "fast-check";
import { ALGORITHMS, createGamePlayer, createWasmEngine, searchGame, type KitEngine } from "../index.js";
import { Breakthrough } from "../examples/breakthrough/breakthrough.js";
import { plainLine, plainPerft, plainStart } from "./breakthrough-plain.js";
import { runs } from "./soak/runs.js";
import { column } from "./search-limits.js";

const example = fileURLToPath(new URL("../examples/breakthrough/assembly/breakthrough.ts", import.meta.url));
const boards = fileURLToPath(new URL("./fixtures/breakthrough/boards.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-breakthrough-"));
/** The kit's engines by board. */
const cores = new Map<string, KitEngine>();

beforeAll(async () => {
  await kitCore({ file: example, out: join(dir, "8x8.wasm") });
  await kitCore({ file: boards, className: "Breakthrough5x4", out: join(dir, "5x4.wasm") });
  for (const size of ["8x8", "5x4"])
    cores.set(size, await createWasmEngine({ core: readFileSync(join(dir, `${size}.wasm`)) }));
}, 900_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("perft from the start equals the plain enumerator's, on 8 x 8 and 5 x 4", () => {
  expect(cores.get("8x8")!.game).toBe("Breakthrough");
  expect(cores.get("8x8")!.perft({}, 4)).toEqual(plainPerft(plainStart(8, 8), 4));
  expect(cores.get("5x4")!.perft({}, 5)).toEqual(plainPerft(plainStart(5, 4), 5));
});

/** Limits deep enough to matter, small enough for a test (test/search-limits.ts). */
const LIMITS = column("breakthroughKit");

/** A board and the names of a random legal line from its start that leaves the game going. */
const positions = fc
  .tuple(fc.constantFrom<[number, number]>([8, 8], [5, 4]), fc.array(fc.nat(), { maxLength: 30 }))
  .map(([[width, height], choices]) => {
    const { names } = plainLine(width, height, choices);
    return { size: `${width}x${height}`, width, height, names };
  });

test("every search: the core's report equals the reference's on the TypeScript class, node for node", () => {
  fc.assert(
    fc.property(positions, fc.constantFrom(...ALGORITHMS), ({ size, width, height, names }, algorithm) => {
      const twin = new Breakthrough(width, height);
      twin.playNames(names);
      const { ms: _ms, moveIndex: _i, pvIndices: _p, ...want } = searchGame(twin, { algorithm, ...LIMITS[algorithm] });
      const got = cores.get(size)!.search({ position: { moves: names }, algorithm, ...LIMITS[algorithm] });
      expect({ ...got, ms: 0 }).toEqual({ ...want, ms: 0 });
    }),
    { numRuns: runs(40) },
  );
});

test("a player keeps its tree through a whole 5 x 4 game: the choices and counts of the reference's player", () => {
  const twin = new Breakthrough(5, 4);
  const reference = createGamePlayer({ kind: "bestfirst", bound: 6 });
  const player = cores.get("5x4")!.createPlayer({ kind: "bestfirst", bound: 6 });
  const path: number[] = [];
  while (!twin.isTerminal()) {
    const want = reference.choose(twin);
    expect(player.choose({ path })).toEqual(want);
    reference.observe(want.move);
    player.observe(want.move);
    twin.play(want.move);
    path.push(want.move);
  }
  player.dispose();
});
