// The searches of every shape (maxn, paranoid, expectimax, star2) on a user's game through
// searchGame, held to the plain oracles of oracles/ on generated explicit trees (fast-check
// over seeds): maxn and expectimax in move, value, vector and every count; paranoid in move
// and value, with no more nodes than the full width; star2 in move and value to expectimax's,
// with fewer nodes over the set. Then the refusals and every bad value of the new members.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { BestfirstError, createReferenceEngine, type Game, searchGame } from "../index.js";
import { expectimax as expectimaxOracle } from "../oracles/expectimax.js";
import { maxn as maxnOracle } from "../oracles/maxn.js";
import { paranoid as paranoidOracle } from "../oracles/paranoid.js";
import { Countdown, DiceRace } from "./fixtures/shaped-games.js";

/** A node of an explicit tree: every player's static value, and a mover or chance weights over its children. */
interface Node {
  v: number[];
  player?: number;
  weights?: number[];
  kids?: Node[];
}

/** A small seeded stream (mulberry32), so that fast-check's seeds pick the trees. */
function stream(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % n) | 0;
  };
}

/** Static values from -RANGE to RANGE: the range a ranged tree declares. */
const RANGE = 10;

/**
 * A random tree of `players` players, `depth` plies at most, 1 to 3 children a node; with
 * `chance`, about a third of the nodes below the root are chance nodes of 1 to 4 outcomes
 * weighted 1 to 6. Players move in turn at decision nodes, so a chance node keeps the turn.
 */
function randomTree(seed: number, players: number, depth: number, chance: boolean): Node {
  const rand = stream(seed);
  const values = () => Array.from({ length: players }, () => rand(2 * RANGE + 1) - RANGE);
  const grow = (player: number, left: number, root: boolean): Node => {
    const v = values();
    if (left === 0 || (!root && rand(5) === 0)) return { v };
    if (!root && chance && rand(3) === 0) {
      const n = 1 + rand(4);
      const weights = Array.from({ length: n }, () => 1 + rand(6));
      return { v, weights, kids: Array.from({ length: n }, () => grow(player, left - 1, false)) };
    }
    const n = 1 + rand(3);
    return { v, player, kids: Array.from({ length: n }, () => grow((player + 1) % players, left - 1, false)) };
  };
  return grow(rand(players), depth, true);
}

/** The tree as a user's Game: every member of the protocol, the shape's where the tree has them. */
class TreeGame implements Game {
  readonly decisive = false;
  private readonly path: Node[];
  minValue?: number;
  maxValue?: number;
  constructor(
    root: Node,
    readonly players: number,
    ranged = false,
  ) {
    this.path = [root];
    if (ranged) {
      this.minValue = -RANGE;
      this.maxValue = RANGE;
    }
  }
  private at(): Node {
    return this.path[this.path.length - 1];
  }
  moveCount(): number {
    return this.at().kids?.length ?? 0;
  }
  play(move: number): void {
    this.path.push(this.at().kids![move]);
  }
  undo(): void {
    this.path.pop();
  }
  isTerminal(): boolean {
    return this.moveCount() === 0;
  }
  toMove(): number {
    return this.at().player!;
  }
  maxToMove(): boolean {
    return this.at().player === 0;
  }
  evaluate(): number {
    return this.at().v[0];
  }
  evaluateFor(player: number): number {
    // A two-player game's values are MAX's: player 1's is its negation (contract/game.ts).
    return this.players === 2 && player === 1 ? -this.at().v[0] : this.at().v[player];
  }
  isChance(): boolean {
    return this.at().weights !== undefined;
  }
  chanceWeight(move: number): number {
    return this.at().weights![move];
  }
  moveName(move: number): string {
    return String(move);
  }
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const counts = (r: { nodes: { generated: number; expanded: number } }) => ({
  generated: r.nodes.generated,
  expanded: r.nodes.expanded,
});

describe("against the oracles on generated trees", () => {
  test("maxn: move, value, vector and counts are the oracle's (2 to 4 players)", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 5 }), (seed, players, horizon) => {
        const tree = randomTree(seed, players, 5, false);
        const want = maxnOracle(new TreeGame(tree, players), horizon);
        const got = searchGame(new TreeGame(tree, players), { algorithm: "maxn", horizon });
        expect([got.moveIndex, got.value, got.values, counts(got)]).toEqual([
          want.move,
          want.value,
          want.values,
          { generated: want.generated, expanded: want.expanded },
        ]);
      }),
      { numRuns: 300 },
    );
  });

  test("paranoid: move and value are the oracle's, with at most its nodes", () => {
    let pruned = 0,
      full = 0;
    fc.assert(
      fc.property(seeds, fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 5 }), (seed, players, horizon) => {
        const tree = randomTree(seed, players, 5, false);
        const want = paranoidOracle(new TreeGame(tree, players), horizon);
        const got = searchGame(new TreeGame(tree, players), { algorithm: "paranoid", horizon });
        expect([got.moveIndex, got.value]).toEqual([want.move, want.value]);
        expect(got.nodes.generated).toBeLessThanOrEqual(want.generated);
        pruned += got.nodes.generated;
        full += want.generated;
      }),
      { numRuns: 300 },
    );
    expect(pruned).toBeLessThan(full); // it prunes
  });

  test("expectimax: move, value, vector and counts are the oracle's (2 and 3 players, chance)", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 2, max: 3 }), fc.integer({ min: 1, max: 5 }), (seed, players, horizon) => {
        const tree = randomTree(seed, players, 5, true);
        const want = expectimaxOracle(new TreeGame(tree, players), horizon);
        const got = searchGame(new TreeGame(tree, players), { algorithm: "expectimax", horizon });
        expect([got.moveIndex, got.value, counts(got)]).toEqual([
          want.move,
          want.value,
          { generated: want.generated, expanded: want.expanded },
        ]);
        expect(got.values).toEqual(players === 2 ? undefined : want.values);
      }),
      { numRuns: 300 },
    );
  });

  test("star2: expectimax's move and value to the bit, with fewer nodes in total", () => {
    const total = { star2: 0, expectimax: 0 };
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 6 }), (seed, horizon) => {
        const tree = randomTree(seed, 2, 6, true);
        const want = searchGame(new TreeGame(tree, 2, true), { algorithm: "expectimax", horizon });
        const got = searchGame(new TreeGame(tree, 2, true), { algorithm: "star2", horizon });
        expect([got.moveIndex, got.value]).toEqual([want.moveIndex, want.value]);
        expect(want.value).toBe(expectimaxOracle(new TreeGame(tree, 2), horizon).value);
        // Without a declared range it bounds by (-INF, INF): the same value, pruning less.
        const unranged = searchGame(new TreeGame(tree, 2), { algorithm: "star2", horizon });
        expect([unranged.moveIndex, unranged.value]).toEqual([want.moveIndex, want.value]);
        total.star2 += got.nodes.generated;
        total.expectimax += want.nodes.generated;
      }),
      { numRuns: 400 },
    );
    expect(total.star2).toBeLessThan(total.expectimax);
  });
});
