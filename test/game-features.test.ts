// The feature hook of a user's game and its learned evaluation (contract/features.ts,
// docs/your-game.md, "Features"), on the worked example Breakthrough: the kit's class
// (examples/breakthrough/assembly, built for 5 x 4) and the TypeScript class write the
// features a plain enumeration of the board names (the oracle, from the plain version of
// test/breakthrough-plain.ts); with random weights, the kit's core (useWeights) and the
// reference on learnedGame give the oracle's sum and search node for node alike; a hook
// that breaks its rules is the same BestfirstError in both engines.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import {
  ALGORITHMS,
  createWasmEngine,
  learnedGame,
  MOST_WEIGHT,
  searchGame,
  type Game,
  type KitEngine,
} from "../index.js";
import { Breakthrough } from "../examples/breakthrough/breakthrough.js";
import { plainLine, type PlainPosition } from "./breakthrough-plain.js";
import { refusal } from "./helpers.js";
import { column } from "./search-limits.js";

const boards = fileURLToPath(new URL("./fixtures/breakthrough/boards.ts", import.meta.url));
const bad = fileURLToPath(new URL("./fixtures/kit/bad-features.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-features-"));
let core: KitEngine;
let broken: KitEngine;

beforeAll(async () => {
  await kitCore({ file: boards, className: "Breakthrough5x4", out: join(dir, "5x4.wasm") });
  await kitCore({ file: bad, className: "BadFeatures", out: join(dir, "bad.wasm") });
  core = await createWasmEngine({ core: readFileSync(join(dir, "5x4.wasm")) });
  broken = await createWasmEngine({ core: readFileSync(join(dir, "bad.wasm")) });
}, 900_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const W = 5,
  H = 4,
  S = W * H;

/**
 * The oracle: Breakthrough's features (examples/breakthrough/README.md, "Features") from
 * the plain board, as a sorted list: a pawn on a square folded onto the left half, by side
 * and side to move, and the
 * side to move's pawn a row before its goal.
 */
function plainFeatures(p: PlainPosition): number[] {
  const t = p.ply % 2;
  const out: number[] = [];
  let threat = false;
  for (let s = 0; s < S; s++) {
    const row = Math.floor(s / W);
    const file = s % W,
      folded = row * W + Math.min(file, W - 1 - file);
    if (p.squares[s] === "W") {
      out.push(t * 2 * S + folded);
      if (t === 0 && row === H - 2) threat = true;
    }
    if (p.squares[s] === "B") {
      out.push(t * 2 * S + S + folded);
      if (t === 1 && row === 1) threat = true;
    }
  }
  if (threat) out.push(4 * S + t);
  return out.sort((a, b) => a - b);
}

/** A random legal line from the start of 5 x 4 that leaves the game going, with its plain position. */
const positions = fc.array(fc.nat(), { maxLength: 20 }).map((choices) => plainLine(W, H, choices));

const weightsArb = fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 4 * S + 2, maxLength: 4 * S + 2 });

const sorted = (a: ArrayLike<number>) => Array.from(a).sort((x, y) => x - y);

test("both classes write the plain enumeration's features at random positions", () => {
  expect(core.featureCount).toBe(4 * S + 2);
  expect(new Breakthrough(W, H).featureCount).toBe(4 * S + 2);
  fc.assert(
    fc.property(positions, ({ names, plain }) => {
      const want = plainFeatures(plain);
      const twin = new Breakthrough(W, H);
      twin.playNames(names);
      const out = new Int32Array(1024);
      const n = twin.features(out);
      expect(sorted(out.subarray(0, n))).toEqual(want);
      expect(sorted(core.features({ moves: names }))).toEqual(want);
    }),
  );
});

test("with random weights: the learned value is the oracle's sum, and every search agrees node for node", () => {
  const LIMITS = column("breakthroughKit");
  fc.assert(
    fc.property(positions, weightsArb, fc.constantFrom(...ALGORITHMS), ({ names, plain }, weights, algorithm) => {
      const sum = plainFeatures(plain).reduce((v, i) => v + weights[i], 0);
      const twin = new Breakthrough(W, H);
      twin.playNames(names);
      const learned = learnedGame(twin, weights);
      expect(learned.evaluate()).toBe(sum);
      core.useWeights(weights);
      try {
        expect(core.evaluate({ moves: names })).toBe(sum);
        const {
          ms: _ms,
          moveIndex: _i,
          pvIndices: _p,
          ...want
        } = searchGame(learned, {
          algorithm,
          ...LIMITS[algorithm],
        });
        const got = core.search({ position: { moves: names }, algorithm, ...LIMITS[algorithm] });
        expect({ ...got, ms: 0 }).toEqual({ ...want, ms: 0 });
      } finally {
        core.useWeights(undefined);
      }
      // The class's own evaluation again.
      expect(core.evaluate({ moves: names })).toBe(twin.evaluate());
    }),
    { numRuns: 40 },
  );
});

/** The TypeScript twin of the fixture's BadFeatures: the same broken hook. */
class BadTwin extends Breakthrough {
  constructor() {
    super(W, H);
  }
  override features(out: Int32Array): number {
    if (this.ply === 0) {
      out[0] = 1;
      out[1] = this.featureCount;
      return 2;
    }
    if (this.ply === 1) return 5000;
    return super.features(out);
  }
}

test("a hook that breaks its rules: the same BestfirstError, naming the member, in both engines", () => {
  const flat = new Array(4 * S + 2).fill(1);
  broken.useWeights(flat);
  const first = new Breakthrough(W, H).legalNames()[0];
  for (const moves of [[], [first]]) {
    const twin = new BadTwin();
    twin.playNames(moves);
    const want = refusal(() => learnedGame(twin, flat).evaluate());
    expect(want).toMatch(/^your game's features\(out\) (wrote|returned)/);
    expect(refusal(() => broken.evaluate({ moves }))).toBe(want);
    expect(refusal(() => broken.features({ moves }))).toBe(want);
  }
  // A search from the start meets it where it first evaluates: the children, one ply on.
  const request = { algorithm: "alphabeta", horizon: 1 } as const;
  const searched = refusal(() => searchGame(learnedGame(new BadTwin(), flat), request));
  expect(searched).toMatch(/^your game's features\(out\) returned 5000/);
  expect(refusal(() => broken.search(request))).toBe(searched);
  // The engine goes on, its weights passed into the restarted core: two plies in, the hook is honest.
  const twin = new Breakthrough(W, H);
  twin.playNames([first]);
  const names = [first, twin.legalNames()[0]];
  twin.playNames(names.slice(1));
  expect(broken.evaluate({ moves: names })).toBe(learnedGame(twin, flat).evaluate());
});

test("bad feature counts and weights are refused in one line", () => {
  const game = (featureCount: unknown) => {
    const g = new Breakthrough(W, H) as unknown as Record<string, unknown>;
    Object.defineProperty(g, "featureCount", { value: featureCount });
    return g as unknown as Game;
  };
  for (const count of [0, 65537, 1.5, "3"])
    expect(() => learnedGame(game(count), [])).toThrow(/^your game's featureCount is .*; it must be an integer/);
  const plain = { ...new Breakthrough(W, H) } as unknown as Game;
  expect(() => learnedGame(plain, [])).toThrow(/has no features/);
  expect(() => learnedGame(new Breakthrough(W, H), [1, 2])).toThrow(/must be 82 weights/);
  const tooBig = new Array(4 * S + 2).fill(MOST_WEIGHT + 1);
  expect(() => learnedGame(new Breakthrough(W, H), tooBig)).toThrow(/weight 0 is/);
  expect(() => core.useWeights([1, 2])).toThrow(/must be 82 weights/);
});
