// A long-lived engine's life as random sequences of operations (test/long-lived-engine.test.ts,
// issue 41): searches of every algorithm on every game under random budgets and stops,
// perft and solve with and without bounds, moves, evaluations, players created, used and
// disposed. Each call is made on the one WebAssembly engine under test and on the
// reference engine (the model), and their answers (the result without its time, or the
// error's class and message) must be equal; a call under a time budget, whose answer
// depends on the clock, must only end well (a legal move or a BestfirstError), and the
// next call (a fixed probe) shows the engine whole. A user's game core may join the
// sequences (game "kit"): its calls go to the kit's engine and to the reference on the
// game's TypeScript twin (../long-lived-kit.ts), on the core's own long-lived instance.

import fc from "fast-check";
import {
  ALGORITHMS,
  PLAYER_KINDS,
  type Algorithm,
  type Engine,
  type LegalMove,
  type Player,
  type PlayerKind,
  type PlayerSpec,
  type Position,
  type SearchControl,
  type SearchRequest,
} from "../../index.js";
import { SEARCH_LIMITS } from "../search-limits.js";

/** A position as drawn: the game ("kit": the user's core), a random tree's parameters, and picks made legal moves. */
export interface PositionSeed {
  game: Position["game"] | "kit";
  tree: { seed: number; branching: number; mode: "uniform" | "random"; depth: number };
  picks: number[];
}

/** How a watched call is stopped: by its k-th checkpoint, and whether it also hears progress (every check). */
export interface Stop {
  after: number;
  progress: boolean;
}

export type Op =
  | {
      op: "search";
      at: PositionSeed;
      algorithm: Algorithm;
      horizon: number;
      bound: number;
      nodes: number;
      time: number;
      stop?: Stop;
      small: boolean;
    }
  | { op: "perft"; at: PositionSeed; depth: number; nodes: number }
  | { op: "solve"; at: PositionSeed; nodes: number; weak: boolean }
  | { op: "moves"; at: PositionSeed }
  | { op: "evaluate"; at: PositionSeed }
  | { op: "create"; at: PositionSeed; kind: PlayerKind; retain: boolean; small: boolean; budget: number; depth: number }
  | { op: "choose"; which: number; stop?: Stop }
  | { op: "observe"; which: number; pick: number }
  | { op: "dispose"; which: number };

const GAMES: readonly Position["game"][] = ["random", "tictactoe", "connect4", "othello"];

/** Positions of the built-in games; `kit`: as often of the user's core as of those. */
const positionSeedOf = (kit: boolean): fc.Arbitrary<PositionSeed> => {
  // Random trees twice as often: deep and narrow, their lines are the longest.
  const game = fc.oneof(fc.constantFrom(...GAMES), fc.constant("random" as const));
  return fc.record({
    game: kit ? fc.oneof(game, fc.constant("kit" as const)) : game,
    tree: fc.record({
      seed: fc.nat(),
      branching: fc.oneof(fc.constant(2), fc.integer({ min: 2, max: 5 })),
      mode: fc.constantFrom("uniform" as const, "random" as const),
      depth: fc.oneof(fc.integer({ min: 3, max: 24 }), fc.integer({ min: 24, max: 100 })),
    }),
    // Mostly near the start (tic-tac-toe ends within 9 plies), sometimes deep into the game.
    picks: fc.oneof(...[4, 12, 40].map((maxLength) => fc.array(fc.nat(), { maxLength }))),
  });
};

const stop: fc.Arbitrary<Stop | undefined> = fc.option(
  fc.record({ after: fc.integer({ min: 1, max: 4 }), progress: fc.boolean() }),
  { nil: undefined, freq: 3 },
);

/**
 * Budgets from a few nodes (cut short, stopped early) to 20,000 (a line longer than some games' boards, which a
 * stale result would name there); a time budget one call in ten.
 */
const searchOf = (positionSeed: fc.Arbitrary<PositionSeed>): fc.Arbitrary<Op> =>
  fc.record({
    // The searches that a budget cuts short (no answer: the state they leave is the one before) drawn more often.
    op: fc.constant("search" as const),
    at: positionSeed,
    algorithm: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ALGORITHMS) },
      fc.constantFrom<Algorithm>("minimax", "alphabeta"),
    ),
    horizon: fc.integer({ min: 1, max: 4 }),
    bound: fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 8 })),
    nodes: fc.oneof(
      { weight: 2, arbitrary: fc.integer({ min: 1, max: 200 }) },
      fc.integer({ min: 200, max: 3000 }),
      fc.integer({ min: 3000, max: 20000 }),
    ),
    time: fc.oneof({ weight: 9, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }) }),
    stop,
    small: fc.boolean(),
  });

/** A search that leaves a line longer than any board behind: best-first or mma deep into a narrow random tree. */
const longLine: fc.Arbitrary<Op> = fc.record({
  op: fc.constant("search" as const),
  at: fc.record({
    game: fc.constant("random" as const),
    tree: fc.record({
      seed: fc.nat(),
      branching: fc.constant(2),
      mode: fc.constant("uniform" as const),
      depth: fc.constant(100),
    }),
    picks: fc.constant([]),
  }),
  algorithm: fc.constantFrom<Algorithm>("bestfirst", "mma"),
  horizon: fc.constant(1),
  bound: fc.constant(0),
  nodes: fc.integer({ min: 5000, max: 20000 }),
  time: fc.constant(0),
  stop: fc.constant(undefined),
  small: fc.constant(false),
});

/** One operation; `kit`: half its positions the user's core's. */
const operationOf = (kit: boolean): fc.Arbitrary<Op> => {
  const positionSeed = positionSeedOf(kit);
  return fc.oneof(
    { weight: 6, arbitrary: searchOf(positionSeed) },
    { weight: 1, arbitrary: longLine },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant("perft" as const),
        at: positionSeed,
        depth: fc.integer({ min: 1, max: 4 }),
        nodes: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2000 })),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("solve" as const),
        at: positionSeed,
        nodes: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3000 })),
        weak: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("moves" as const), at: positionSeed }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("evaluate" as const), at: positionSeed }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant("create" as const),
        at: positionSeed,
        kind: fc.constantFrom(...PLAYER_KINDS),
        retain: fc.boolean(),
        small: fc.boolean(),
        budget: fc.integer({ min: 20, max: 1500 }),
        depth: fc.integer({ min: 1, max: 4 }),
      }),
    },
    { weight: 3, arbitrary: fc.record({ op: fc.constant("choose" as const), which: fc.nat(), stop }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("observe" as const), which: fc.nat(), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant("dispose" as const), which: fc.nat() }) },
  );
};

export const operation: fc.Arbitrary<Op> = operationOf(false);
const withKit: fc.Arbitrary<Op> = operationOf(true);

/** One sequence of operations; `kit`: half of them on the user's core. */
export const sequence = (length: number, kit = false): fc.Arbitrary<Op[]> =>
  fc.array(kit ? withKit : operation, { minLength: 1, maxLength: length });

/** The moves played from the start: random trees' by index, the other games' by name. */
const playedOf = (position: Position): readonly (number | string)[] =>
  (position.game === "random" ? position.path : position.moves) ?? [];

/** `position` after move `k` of its `moves` (the model's list there). */
function after(position: Position, moves: readonly LegalMove[], k: number): Position {
  if (position.game === "random") return { ...position, path: [...(position.path ?? []), k] };
  return { ...position, moves: [...(position.moves ?? []), String(moves[k].move)] };
}

/** A position seed made a position, its picks played as legal moves on the model. */
export function positionOf(model: Engine, seed: PositionSeed): Position {
  // A kit's position has no game: its core holds one.
  let position: Position =
    seed.game === "random"
      ? { game: "random", tree: seed.tree, path: [] }
      : seed.game === "kit"
        ? ({ moves: [] } as unknown as Position)
        : ({ game: seed.game, moves: [] } as Position);
  for (const pick of seed.picks) {
    const moves = model.moves(position);
    if (moves.length === 0) break;
    position = after(position, moves, pick % moves.length);
  }
  return position;
}

/** The plies the position's game has left at most (random trees: to their depth; Infinity elsewhere). */
function pliesLeft(position: Position): number {
  return position.game === "random" ? position.tree.depth! - position.path!.length : Infinity;
}

/** A request for `algorithm` that its rules take, the horizon held to the game's cost and the plies left. */
export function requestOf(op: Extract<Op, { op: "search" }>, position: Position): SearchRequest {
  const left = pliesLeft(position);
  const wide = position.game === "othello" || position.game === "connect4";
  const horizon = Math.max(1, Math.min(op.horizon - (wide ? 1 : 0), left));
  const budget = op.time > 0 ? { time: op.time } : { nodes: op.nodes };
  const bound = op.bound > 0 ? { bound: Math.min(op.bound, left) } : {};
  return {
    position,
    algorithm: op.algorithm,
    ...SEARCH_LIMITS[op.algorithm].longLived({
      horizon,
      budget,
      bound,
      small: op.small,
      nodes: op.nodes,
      time: op.time,
    }),
  };
}

/** A player's description from its drawn settings. */
export function specOf(op: Extract<Op, { op: "create" }>): PlayerSpec {
  const memory = op.small ? { memoryNodes: 200 } : {};
  const depth = op.depth;
  switch (op.kind) {
    case "bestfirst":
      return { kind: "bestfirst", bound: depth + 2, retain: op.retain, ...memory };
    case "extension":
      return { kind: "extension", bound: depth + 2, horizon: Math.min(depth, 2), retain: op.retain, ...memory };
    case "alphabeta":
      return { kind: "alphabeta", horizon: Math.min(depth, 3), retain: op.retain, ...memory };
    case "mma":
      return { kind: "mma", nodes: op.budget, retain: op.retain, ...memory };
    case "mcts":
      return { kind: "mcts", nodes: op.budget, seed: depth, retain: op.retain, ...memory };
    case "alphabeta-tt":
      return { kind: "alphabeta-tt", nodes: op.budget, ...(op.small ? { memoryNodes: 64 } : {}) };
  }
}

/** A call's ending: its result without the times, or its error's class and message. */
export function ending(call: () => unknown): unknown {
  try {
    return { result: timeless(call()) };
  } catch (error) {
    return { error: (error as Error)?.constructor?.name, message: (error as Error)?.message };
  }
}

function timeless(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(timeless);
  if (value === null || typeof value !== "object") return value;
  // Keys sorted: the order a report's fields are written in is no part of its answer (the
  // reference on a user's game writes MCTS's counts first, the core last).
  const kept = Object.entries(value)
    .filter(([key]) => key !== "ms")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(kept.map(([key, v]) => [key, timeless(v)]));
}

/** A control stopping at the `after`-th checkpoint and keeping the progress reports heard (every check). */
function controlOf(stop: Stop | undefined, heard: unknown[]): SearchControl | undefined {
  if (stop === undefined) return undefined;
  let calls = 0;
  return {
    shouldStop: () => ++calls >= stop.after,
    ...(stop.progress ? { progressMs: 0, onProgress: (p: unknown) => heard.push(timeless(p)) } : {}),
  };
}

/** A player on both engines, the engines' side, and the position it is at (the moves observed from its start). */
interface Pair {
  players: [Player, Player];
  side: Side;
  at: Position;
}

/** The engine under test, its model and the probe after a time-budgeted call: the built-in games', or the kit's. */
export interface Side {
  engine: Engine;
  model: Engine;
  probe: Position;
}

/** What went wrong in a sequence: the operation's number, the operation and the two endings. */
export interface Divergence {
  step: number;
  op: Op;
  engine: unknown;
  model: unknown;
}

/** A legal move of the model at `position`, or a BestfirstError: what a time-budgeted call may end with. */
function endsWell(model: Engine, position: Position, got: unknown): boolean {
  const e = got as { result?: { move: unknown }; error?: string };
  if (e.error !== undefined) return e.error === "BestfirstError";
  return model.moves(position).some((m) => m.move === e.result!.move);
}

/**
 * Runs `ops` on `engine` and `model` alike (those on the kit's positions on `kit`'s);
 * returns the first divergence, or undefined. Players still held at the end are disposed
 * (the WebAssembly engine has 8 slots).
 */
export function runSequence(
  engine0: Engine,
  model0: Engine,
  ops: readonly Op[],
  probe0: Position,
  kit?: Side,
): Divergence | undefined {
  const pairs: Pair[] = [];
  const builtIn: Side = { engine: engine0, model: model0, probe: probe0 };
  try {
    for (let step = 0; step < ops.length; step++) {
      const op = ops[step];
      const side = "at" in op && op.at.game === "kit" ? kit! : builtIn;
      const { engine, model, probe } = side;
      const both = (call: (e: Engine) => unknown): Divergence | undefined => {
        const a = call(engine),
          b = call(model);
        return JSON.stringify(a) === JSON.stringify(b) ? undefined : { step, op, engine: a, model: b };
      };
      let divergence: Divergence | undefined;
      switch (op.op) {
        case "search": {
          const position = positionOf(model, op.at);
          const request = requestOf(op, position);
          if (op.time > 0) {
            // The clock decides the answer: it must end well, and the engine be whole after it (the probe).
            const got = ending(() => engine.search({ ...request, control: controlOf(op.stop, []) }));
            if (!endsWell(model, position, got))
              return { step, op, engine: got, model: "a legal move or a BestfirstError" };
            divergence = both((e) => ending(() => e.search({ position: probe, algorithm: "alphabeta", horizon: 3 })));
            break;
          }
          divergence = both((e) => {
            const heard: unknown[] = [];
            const report = ending(() => e.search({ ...request, control: controlOf(op.stop, heard) }));
            return { report, heard };
          });
          break;
        }
        case "perft": {
          const position = positionOf(model, op.at);
          const depth = position.game === "othello" ? Math.min(op.depth, 3) : op.depth;
          const bounds = op.nodes > 0 ? { nodes: op.nodes } : undefined;
          divergence = both((e) => ending(() => e.perft(position, depth, bounds)));
          break;
        }
        case "solve": {
          if (side === kit) break; // the kit's model, a TypeScript twin, has no solver
          const position = positionOf(model, op.at);
          // Unbounded only where the whole solve is small: tic-tac-toe, and the other games near their end.
          const stones = position.game === "random" ? 0 : playedOf(position).length;
          const small = position.game === "tictactoe" || (position.game === "connect4" && stones >= 24);
          const nodes = op.nodes > 0 || !small ? { nodes: op.nodes || 3000 } : {};
          divergence = both((e) => ending(() => e.solve(position, { ...nodes, ...(op.weak ? { weak: true } : {}) })));
          break;
        }
        case "moves": {
          const position = positionOf(model, op.at);
          divergence = both((e) => ending(() => e.moves(position)));
          break;
        }
        case "evaluate": {
          const position = positionOf(model, op.at);
          divergence = both((e) => ending(() => e.evaluate(position)));
          break;
        }
        case "create": {
          if (pairs.length >= 4) break;
          const spec = specOf(op);
          const made = [engine, model].map((e) => {
            try {
              return e.createPlayer(spec);
            } catch (error) {
              return ending(() => {
                throw error;
              });
            }
          });
          const [a, b] = made;
          if ("choose" in (a as object) && "choose" in (b as object))
            pairs.push({ players: [a as Player, b as Player], side, at: positionOf(model, op.at) });
          else if (JSON.stringify(a) !== JSON.stringify(b)) {
            for (const p of made) if ("choose" in (p as object)) (p as Player).dispose();
            return { step, op, engine: a, model: b };
          }
          break;
        }
        case "choose":
        case "observe":
        case "dispose": {
          if (pairs.length === 0) break;
          const k = op.which % pairs.length,
            pair = pairs[k];
          if (op.op === "dispose") {
            pair.players.forEach((p) => p.dispose());
            pairs.splice(k, 1);
            break;
          }
          const moves = pair.side.model.moves(pair.at);
          if (moves.length === 0) break;
          const move = op.op === "observe" ? op.pick % moves.length : undefined;
          const [a, b] = pair.players.map((p) =>
            ending(() => {
              if (move !== undefined) return p.observe(move);
              return p.choose(pair.at, controlOf(op.op === "choose" ? op.stop : undefined, []));
            }),
          );
          if (JSON.stringify(a) !== JSON.stringify(b)) return { step, op, engine: a, model: b };
          const played = move ?? (a as { result?: { move: number } }).result?.move;
          if (played === undefined) break;
          // The player moves on: the move chosen (or observed) is played, and observed when it was chosen.
          if (move === undefined) pair.players.forEach((p) => p.observe(played));
          pair.at = after(pair.at, moves, played);
          break;
        }
      }
      if (divergence) return divergence;
    }
    return undefined;
  } finally {
    for (const pair of pairs) pair.players.forEach((p) => p.dispose());
  }
}
