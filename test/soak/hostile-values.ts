// Arbitrary values in every field of every public call of both engines: whatever a field
// holds (any value fast-check makes, a revoked proxy, a getter or a proxy's trap that
// throws, an unknown key beside the known ones), the call ends alike on both engines: the
// same result, the same BestfirstError, or the caller's own error passed through; never
// a raw TypeError. The calls are small (tiny games, budgets capped twice), so that no
// single changed field can make one run long.

import fc from "fast-check";
import type { Engine, Player, SearchReport } from "../../index.js";
import { CALLERS_OWN, copy } from "./hostile-requests.js";

/** What a field becomes: a value, a revoked proxy, a getter that throws, or a proxy whose every trap throws. */
type Hostile = { kind: "value"; value: unknown } | { kind: "revoked" } | { kind: "getter" } | { kind: "trapping" };

export type Op = "search" | "player" | "perft" | "solve" | "moves" | "evaluate" | "treeNode" | "edgeCostSum";

/**
 * A call: its operation, its valid arguments (plain data), the field path changed and how;
 * with `key`, the field is not replaced but gains that key (a symbol for "symbol"), holding
 * the hostile value (an argument left out becomes an object of that key alone).
 */
export interface Recipe {
  op: Op;
  args: unknown[];
  at: string;
  hostile: Hostile;
  key?: string;
}

/** Keys an object may gain: unknown ones, and the known ones of other calls and kinds (a horizon beside a bound). */
const KEYS = [
  "foo",
  "horizn",
  "Weak",
  "symbol",
  "horizon",
  "bound",
  "nodes",
  "time",
  "weak",
  "control",
  "stopDepth",
  "depth",
  "moves",
  "path",
  "board",
  "tree",
  "simulations",
  "memoryNodes",
  "moveCalls",
  "seed",
  "p",
  "onFull",
  "retain",
  "countRegenerations",
  "aspiration",
  "progressMs",
];

const tree = { seed: 5, branching: 2, mode: "uniform", depth: 4 };
/**
 * Positions whose every search, perft to depth 20 and solve is small: few plies to the end
 * (a random tree one ply deep, so that a branching factor of 65,536 is still few nodes).
 */
const small = [
  { game: "tictactoe", moves: ["5", "1", "9"] },
  { game: "tictactoe", moves: ["5"], path: [0, 1] },
  { game: "random", tree: { ...tree, mode: "random", depth: 1 } },
];
/** Positions for the calls that only look at them (moves, evaluate; a solve near the end). */
const looked = [
  ...small,
  { game: "random", tree, path: [1, 0] },
  { game: "connect4", moves: [..."44455554221"] },
  { game: "othello", moves: ["f5", "d6"] },
  { game: "othello", board: `${"XO".repeat(29)}XX--OX X` },
];

/** Every search capped by two of its limits, so that one changed field leaves it small. */
const limits = [
  { algorithm: "alphabeta", horizon: 2 },
  { algorithm: "minimax", horizon: 2 },
  { algorithm: "id", nodes: 200, horizon: 3 },
  { algorithm: "bestfirst", bound: 3, nodes: 200 },
  { algorithm: "rbfms", bound: 3, nodes: 200, countRegenerations: true },
  { algorithm: "extension", horizon: 1, bound: 2, nodes: 200 },
  { algorithm: "mma", moveCalls: 50, nodes: 200, p: 2, penaltyConstant: 1 },
  { algorithm: "alphabeta-tt", nodes: 200, horizon: 3, memoryNodes: 64, aspiration: 3 },
  { algorithm: "mcts", simulations: 40, nodes: 200, seed: 3, exploration: 1, leaf: "rollout", rolloutDepth: 3 },
];

const specs = [
  { kind: "bestfirst", bound: 3, retain: true, memoryNodes: 1000, onFull: "prune" },
  { kind: "bestfirst", bound: 2, onFull: "linear", countRegenerations: true },
  { kind: "alphabeta", horizon: 2 },
  { kind: "extension", horizon: 1, bound: 2 },
  { kind: "mma", moveCalls: 50, nodes: 100, p: 2 },
  { kind: "alphabeta-tt", nodes: 100, horizon: 3 },
  { kind: "mcts", simulations: 40, nodes: 200, seed: 1, leaf: "evaluation", evaluationScale: 10, alpha: 0.5 },
];

const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);

/** Valid calls; an argument left out is `undefined` here, so that it too is a field to change. */
const calls: fc.Arbitrary<{ op: Op; args: unknown[] }> = fc.oneof(
  fc.tuple(pick(small), pick(limits)).map(([position, l]) => ({ op: "search" as const, args: [{ position, ...l }] })),
  // A player: created, asked at a position, told a move, asked again.
  fc.tuple(pick(specs), pick(small)).map(([spec, position]) => ({
    op: "player" as const,
    args: [spec, position, { progressMs: 0 }, 0],
  })),
  fc
    .tuple(pick(small), fc.constantFrom<unknown>(undefined, { nodes: 1000 }, { time: 10_000, control: {} }))
    .map(([position, bounds]) => ({ op: "perft" as const, args: [position, 2, bounds] })),
  fc
    .tuple(
      pick([looked[0], looked[1], looked[3]]),
      fc.constantFrom<unknown>(undefined, { weak: true }, { weak: false, nodes: 1_000_000, time: 60_000 }),
    )
    .map(([position, options]) => ({ op: "solve" as const, args: [position, options] })),
  pick(looked).map((position) => ({ op: "moves" as const, args: [position, undefined] })),
  pick(looked).map((position) => ({ op: "evaluate" as const, args: [position, undefined] })),
  fc.constantFrom<unknown>(undefined, [], [1, 0]).map((path) => ({ op: "treeNode" as const, args: [tree, path] })),
  fc.constant({ op: "edgeCostSum" as const, args: ["0x1f", 0, 100] as unknown[] }),
);

/** Every field path of a value ("0" the first argument, "0.position.moves.1" deeper), not into strings. */
function paths(value: unknown, at: string): string[] {
  if (value === null || typeof value !== "object") return [at];
  return [at, ...Object.entries(value).flatMap(([k, v]) => paths(v, `${at}.${k}`))];
}

const hostiles: fc.Arbitrary<Hostile> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .anything({
        maxDepth: 2,
        withBigInt: true,
        withBoxedValues: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withNullPrototype: true,
        withObjectString: true,
        withSparseArray: true,
        withTypedArray: true,
      })
      .map((value) => ({ kind: "value" as const, value })),
  },
  // Values a field is near to: numbers of every kind, strings that look like numbers, symbols.
  fc
    .oneof(
      fc.double(),
      fc.integer({ min: -3, max: 70 }),
      fc.constantFrom<unknown>("3", " 2", "", NaN, -0, Infinity, 2 ** 53, 3n, true, null, Symbol("s")),
    )
    .map((value) => ({ kind: "value" as const, value })),
  fc.constant({ kind: "revoked" as const }),
  fc.constant({ kind: "getter" as const }),
  fc.constant({ kind: "trapping" as const }),
);

export const recipes: fc.Arbitrary<Recipe> = calls.chain(({ op, args }) =>
  fc
    .tuple(
      // Not an edge sum's count: up to 2^31 edges, seconds of the reference's time.
      fc.constantFrom(
        ...args.flatMap((a, i) => paths(a, String(i))).filter((at) => !(op === "edgeCostSum" && at === "2")),
      ),
      hostiles,
      fc.option(fc.constantFrom(...KEYS), { freq: 3, nil: undefined }),
    )
    .map(([at, hostile, key]) => ({ op, args, at, hostile, ...(key === undefined ? {} : { key }) })),
);

const throwing = () => {
  throw CALLERS_OWN;
};

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** The call's arguments, built afresh (each engine gets its own), with the recipe's change made. */
export function materialize(recipe: Recipe): unknown[] {
  const root: Record<string, unknown> = { ...recipe.args.map(copy) };
  const keys = recipe.at.split(".");
  const last = keys.pop()!;
  let parent = root;
  for (const k of keys) parent = parent[k] as Record<string, unknown>;
  const { hostile, key } = recipe;
  if (key !== undefined) {
    // A key beside the known ones: where the field is no object, the new object stands in for it.
    const target = parent[last];
    if (target === undefined || target === null || typeof target !== "object") parent[last] = {};
    parent = parent[last] as Record<string, unknown>;
  }
  const field: PropertyKey = key === undefined ? last : key === "symbol" ? Symbol("extra") : key;
  if (hostile.kind === "getter")
    Object.defineProperty(parent, field, { get: throwing, enumerable: true, configurable: true });
  else
    (parent as Record<PropertyKey, unknown>)[field] =
      hostile.kind === "value"
        ? hostile.value
        : hostile.kind === "revoked"
          ? revoked()
          : new Proxy(Array.isArray(parent[last]) ? [] : {}, {
              get: throwing,
              has: throwing,
              ownKeys: throwing,
              getOwnPropertyDescriptor: throwing,
            });
  return recipe.args.map((_, i) => root[String(i)]);
}

/** A call of `op` on `engine` with `args`. */
export function run(engine: Engine, op: Op, args: unknown[]): unknown {
  const call = (name: keyof Engine) => (engine[name] as (...a: unknown[]) => unknown)(...args);
  switch (op) {
    case "search":
      return { ...(call("search") as SearchReport), ms: 0 };
    case "player": {
      const [spec, position, control, move] = args;
      const player = (engine.createPlayer as (s: unknown) => Player)(spec);
      try {
        const choose = player.choose as (p: unknown, c?: unknown) => unknown;
        return [choose(position, control), player.observe(move as number), choose(position)];
      } finally {
        player.dispose();
      }
    }
    case "moves":
    case "evaluate":
      // These take no options: a second argument is passed only when the recipe made one.
      return args[1] === undefined ? call(op === "moves" ? "moves" : "evaluate") : call(op);
    default:
      return call(op);
  }
}
