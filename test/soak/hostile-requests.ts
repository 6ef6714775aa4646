// Generated hostile library calls: small valid requests (search, moves, perft, solve,
// createPlayer) with one or more fields given a hostile shape: a hole in a list, a huge
// sparse list, an object without a prototype (as the value, or as a copy of the valid
// object), a getter that throws, a getter that calls itself without end (a stack
// overflow, the caller's own RangeError), a transparent proxy, a proxy whose traps throw, a value
// with no string form. A recipe is plain data (fast-check prints and shrinks it);
// `materialize` builds the call's arguments afresh for each engine.

import fc from "fast-check";

/** The error every throwing getter and trap throws: the caller's own, which must come back unchanged. */
export const CALLERS_OWN = new Error("the caller's own error");

export type Shape =
  | "plain"
  | "hole"
  | "huge"
  | "bare"
  | "bareCopy"
  | "getter"
  | "overflowing"
  | "proxy"
  | "trapping"
  | "symbol"
  | "toStringThrows";
const SHAPES: Shape[] = [
  "plain",
  "hole",
  "huge",
  "bare",
  "bareCopy",
  "getter",
  "overflowing",
  "proxy",
  "trapping",
  "symbol",
  "toStringThrows",
];

export type Op = "search" | "moves" | "perft" | "solve" | "createPlayer";

/** A call: its operation, its valid arguments (plain data), and the shape each field path takes. */
export interface Recipe {
  op: Op;
  args: unknown[];
  /** Field paths ("0.position.moves") and their shapes; "0" is the first argument itself. */
  shapes: [string, Shape][];
}

const positions = fc.oneof(
  fc.constantFrom<object>(
    { game: "tictactoe" },
    { game: "tictactoe", moves: ["5", "1"] },
    { game: "tictactoe", path: [0, 1] },
    { game: "connect4", moves: ["4", "4", "5"] },
    { game: "connect4", moves: [..."4453"], path: [0] },
    { game: "othello", moves: ["f5", "d6"] },
    { game: "othello", path: [0, 0] },
  ),
  fc.record({
    game: fc.constant("random"),
    tree: fc.record({
      seed: fc.constantFrom<unknown>(1, "7", 3n, "0x1f"),
      branching: fc.integer({ min: 1, max: 3 }),
      mode: fc.constantFrom("uniform", "random"),
      depth: fc.integer({ min: 2, max: 8 }),
    }),
    path: fc.array(fc.nat(0), { maxLength: 2 }),
  }),
);

const limits = fc.constantFrom<object>(
  { algorithm: "alphabeta", horizon: 2 },
  { algorithm: "minimax", horizon: 1 },
  { algorithm: "id", nodes: 200 },
  { algorithm: "bestfirst", bound: 3 },
  { algorithm: "rbfms", bound: 3, countRegenerations: true },
  { algorithm: "extension", horizon: 1, bound: 2 },
  { algorithm: "mma", moveCalls: 50, p: 2 },
  { algorithm: "id", horizon: 2, nodes: 100 },
  { algorithm: "alphabeta-tt", nodes: 200, memoryNodes: 64, aspiration: 3 },
);

const specs = fc.constantFrom<object>(
  { kind: "bestfirst", bound: 3, retain: true },
  { kind: "alphabeta", horizon: 2 },
  { kind: "mma", nodes: 100, onFull: undefined },
  { kind: "extension", horizon: 1, bound: 2, onFull: "linear" },
  { kind: "alphabeta-tt", nodes: 100 },
);

const calls: fc.Arbitrary<{ op: Op; args: unknown[] }> = fc.oneof(
  fc.tuple(positions, limits).map(([position, l]) => ({ op: "search" as const, args: [{ position, ...l }] })),
  positions.map((position) => ({ op: "moves" as const, args: [position] })),
  fc
    .tuple(positions, fc.integer({ min: 1, max: 2 }))
    .map(([position, depth]) => ({ op: "perft" as const, args: [position, depth] })),
  // Solves that take milliseconds: tic-tac-toe, and Connect-Four near its end.
  fc
    .tuple(
      fc.constantFrom<object>(
        { game: "tictactoe" },
        { game: "tictactoe", moves: ["5"], path: [0] },
        { game: "connect4", moves: [..."44455554221"] },
      ),
      fc.constantFrom<unknown>(undefined, { weak: true }, { weak: false }),
    )
    .map(([position, options]) => ({
      op: "solve" as const,
      args: options === undefined ? [position] : [position, options],
    })),
  specs.map((spec) => ({ op: "createPlayer" as const, args: [spec] })),
);

/** Every field path of a value (objects and arrays, not into strings). */
function paths(value: unknown, at: string): string[] {
  if (value === null || typeof value !== "object") return [at];
  return [at, ...Object.entries(value).flatMap(([k, v]) => paths(v, `${at}.${k}`))];
}

/** A call with hostile shapes at one to three of its field paths. */
export const hostileCalls: fc.Arbitrary<Recipe> = calls.chain(({ op, args }) => {
  const all = args.flatMap((a, i) => paths(a, String(i)));
  return fc
    .uniqueArray(fc.tuple(fc.constantFrom(...all), fc.constantFrom(...SHAPES)), {
      minLength: 1,
      maxLength: 3,
      selector: ([p]) => p,
    })
    .map((shapes) => ({ op, args, shapes }));
});

const getterThrows = () => {
  throw CALLERS_OWN;
};
/** A getter that calls itself until the stack is exhausted. */
function overflowing(this: Record<string, unknown>): unknown {
  return overflowing.call(this);
}

/** `value` given `shape`. */
function shaped(value: unknown, shape: Shape): unknown {
  switch (shape) {
    case "plain":
      return value;
    case "hole": {
      if (!Array.isArray(value)) return [, value]; // eslint-disable-line no-sparse-arrays
      const holed = [...value, value[0]];
      delete holed[0];
      return holed;
    }
    case "huge": {
      const huge = new Array(2 ** 32 - 1);
      huge[0] = Array.isArray(value) ? value[0] : value;
      return huge;
    }
    case "bare":
      return Object.create(null);
    case "bareCopy":
      return value !== null && typeof value === "object" && !Array.isArray(value)
        ? Object.assign(Object.create(null), value)
        : value;
    case "getter":
      return Object.defineProperty({}, "x", { get: getterThrows, enumerable: true }); // an object whose reading throws
    case "overflowing":
      return Object.defineProperty({}, "x", { get: overflowing, enumerable: true });
    case "proxy":
      return value !== null && typeof value === "object" ? new Proxy(value, {}) : value;
    case "trapping":
      return new Proxy(Array.isArray(value) ? [] : {}, {
        get: getterThrows,
        has: getterThrows,
        ownKeys: getterThrows,
        getOwnPropertyDescriptor: getterThrows,
      });
    case "symbol":
      return Symbol("hostile");
    case "toStringThrows":
      return { toString: getterThrows, valueOf: getterThrows };
  }
}

/** A deep copy of plain data (arrays and objects, fresh at every level). */
export const copy = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(copy)
    : v !== null && typeof v === "object"
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)]))
      : v;

/**
 * The call's arguments, built afresh: every shaped field replaced (a "getter" field becomes a
 * throwing getter on its parent).
 */
export function materialize(recipe: Recipe): unknown[] {
  const root: Record<string, unknown> = { ...recipe.args.map(copy) };
  // Deepest paths first, so a parent's shape applies to its already shaped children.
  const ordered = [...recipe.shapes].sort(([a], [b]) => b.split(".").length - a.split(".").length);
  for (const [path, shape] of ordered) {
    const keys = path.split(".");
    const last = keys.pop()!;
    let parent: Record<string, unknown> = root;
    for (const k of keys) parent = parent?.[k] as Record<string, unknown>;
    if (parent === null || typeof parent !== "object" || !(last in parent)) continue;
    // A whole argument cannot be a getter: it becomes an object whose field's getter throws.
    if ((shape === "getter" || shape === "overflowing") && keys.length > 0)
      Object.defineProperty(parent, last, {
        get: shape === "getter" ? getterThrows : overflowing,
        enumerable: true,
        configurable: true,
      });
    else {
      try {
        parent[last] = shaped(parent[last], shape);
      } catch {
        // Shaping read a throwing getter already set below: the field keeps that getter.
      }
    }
  }
  return recipe.args.map((_, i) => root[String(i)]);
}
