// The node store at 8 bytes a node (reference/search/node-store.ts; the core's mirror is
// held to it by the engines' agreement tests) against a plain tree of objects: random
// trees grown the way the searches grow them (children added in one block, then
// attached), with random flags, values, collapses and re-roots. The oracle keeps each
// node's children as an array, so the child count, best child, principal child and
// every rebased subtree are read from it, never from the store; a root moved without a
// copy (moveRoot) is held to a rebase.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { NodeStore } from "../reference/search/node-store.js";
import { bestFirstOnTree } from "../reference/search/bestfirst.js";
import { SearchStats } from "../reference/search/stats.js";
import { RandomTree } from "../reference/games/random-tree.js";
import { engines } from "./helpers.js";
import { runs } from "./soak/runs.js";
import type { Engine, PlayerChoice, PlayerSpec, RandomTreeSpec } from "../contract/index.js";

/** The oracle: a node with its value, children (or none), and flags. */
interface Plain {
  value: number;
  children: Plain[] | null;
  solved: boolean;
  collapsed: boolean;
}

/** Grows a store and the same plain tree: `steps` expansions of random unexpanded nodes. */
function grow(steps: { pick: number; values: number[]; solve: boolean; collapse: number }[]): {
  store: NodeStore;
  nodes: Plain[];
} {
  const store = new NodeStore();
  store.reset(0);
  const nodes: Plain[] = [{ value: 0, children: null, solved: false, collapsed: false }];
  for (const { pick, values, solve, collapse } of steps) {
    // Only nodes reachable from the root are expanded (as by a search's descent).
    const reachable = new Set<Plain>();
    const visit = (n: Plain): void => {
      reachable.add(n);
      n.children?.forEach(visit);
    };
    visit(nodes[0]);
    const leaves = nodes.map((n, i) => [n, i] as const).filter(([n]) => n.children === null && reachable.has(n));
    const [leaf, at] = leaves[pick % leaves.length];
    const first = store.size;
    leaf.children = values.map((value) => {
      store.add(value);
      const child: Plain = { value, children: null, solved: false, collapsed: false };
      nodes.push(child);
      return child;
    });
    store.setChildren(at, first);
    // Expanding a node (perhaps a collapsed one again) leaves it neither collapsed nor solved.
    leaf.collapsed = false;
    leaf.solved = false;
    if (solve) {
      store.markSolved(first + values.length - 1);
      leaf.children[values.length - 1].solved = true;
    }
    // Now and then collapse an expanded node (never the root): its subtree is freed.
    const expanded = nodes
      .map((n, i) => [n, i] as const)
      .filter(([n, i]) => i > 0 && n.children !== null && reachable.has(n));
    if (collapse % 5 === 0 && expanded.length > 0) {
      const [n, i] = expanded[collapse % expanded.length];
      store.collapse(i);
      n.children = null;
      n.collapsed = true;
      n.solved = false;
    }
  }
  // Every expanded node takes its best (MAX) child's value, as backups leave them:
  // children come after their parents, so a backward sweep sees them first.
  for (let i = nodes.length - 1; i >= 0; i--) {
    const children = nodes[i].children;
    if (children !== null) nodes[i].value = store.value[i] = Math.max(...children.map((c) => c.value));
  }
  return { store, nodes };
}

/** The number of nodes of a plain tree. */
const count = (n: Plain): number => 1 + (n.children ?? []).reduce((sum, c) => sum + count(c), 0);

/** The store's subtree at `node` read back as a plain tree, through its public methods only. */
function read(store: NodeStore, node: number): Plain {
  const children = store.isExpanded(node)
    ? Array.from({ length: store.childCount(node) }, (_, k) => read(store, store.firstChild(node) + k))
    : null;
  return { value: store.value[node], children, solved: store.isSolved(node), collapsed: store.isCollapsed(node) };
}

const steps = fc.array(
  fc.record({
    pick: fc.nat(),
    values: fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 6 }),
    solve: fc.boolean(),
    collapse: fc.nat(),
  }),
  { minLength: 1, maxLength: 40 },
);

describe("the node store at 8 bytes a node", () => {
  test("reads back the tree it was given: child counts from the LAST flag, values, flags, collapses", () => {
    fc.assert(
      fc.property(steps, (s) => {
        const { store, nodes } = grow(s);
        expect(read(store, 0)).toEqual(nodes[0]);
        // Collapsed subtrees are garbage: live counts only what the root reaches.
        expect(store.live).toBe(count(nodes[0]));
      }),
      { numRuns: 300 },
    );
  });

  test("bestChild is the first child of best value; principalChild the same where the node holds its value", () => {
    fc.assert(
      fc.property(steps, fc.boolean(), (s, max) => {
        const { store, nodes } = grow(s);
        nodes.forEach((n, i) => {
          if (n.children === null) return;
          const values = n.children.map((c) => c.value);
          const best = values.indexOf(max ? Math.max(...values) : Math.min(...values));
          expect(store.bestChild(i, max) - store.firstChild(i)).toBe(best);
          // The grown tree keeps each node at its MAX child's value.
          if (max) expect(store.principalChild(i, max) - store.firstChild(i)).toBe(best);
        });
      }),
      { numRuns: 300 },
    );
  });

  test("bestUnsolvedChild: the first unsolved child of best value; principalUnsolvedChild the same, as above", () => {
    fc.assert(
      fc.property(steps, fc.boolean(), (s, max) => {
        const { store, nodes } = grow(s);
        nodes.forEach((n, i) => {
          if (n.children === null) return;
          const unsolved = n.children.map((c, k) => [c.value, k] as const).filter(([, k]) => !n.children![k].solved);
          const target = unsolved.length === 0 ? undefined : (max ? Math.max : Math.min)(...unsolved.map(([v]) => v));
          const best = unsolved.find(([v]) => v === target)?.[1] ?? -1;
          const offset = (c: number): number => (c < 0 ? -1 : c - store.firstChild(i));
          expect(offset(store.bestUnsolvedChild(i, max))).toBe(best);
          // The grown tree keeps each node at its MAX child's value.
          if (max) expect(offset(store.principalUnsolvedChild(i, max))).toBe(best);
        });
      }),
      { numRuns: 300 },
    );
  });

  test("rebase keeps exactly the subtree of the new root, renumbered, with every value and flag", () => {
    fc.assert(
      fc.property(steps, fc.nat(), (s, pick) => {
        const { store, nodes } = grow(s);
        const at = pick % nodes.length;
        const expected = read(store, at);
        store.rebase(at);
        expect(store.size).toBe(count(expected));
        expect(read(store, 0)).toEqual(expected);
        // The store grows on after a rebase as before it.
        if (!store.isExpanded(0)) {
          const first = store.size;
          store.add(7);
          store.add(9);
          store.setChildren(0, first);
          expect(store.childCount(0)).toBe(2);
          expect(store.bestChild(0, true)).toBe(first + 1);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("moveRoot (a player's move without a copy) leaves the tree rebase leaves: the same nodes, live counted", () => {
    fc.assert(
      fc.property(steps, fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (s, picks) => {
        const copied = grow(s).store,
          moved = grow(s).store;
        for (const pick of picks) {
          if (!copied.isExpanded(0)) break;
          const move = pick % copied.childCount(0);
          copied.rebase(copied.firstChild(0) + move);
          moved.moveRoot(moved.firstChild(0) + move);
          expect(read(moved, 0)).toEqual(read(copied, 0));
          expect(moved.live).toBe(copied.size);
          expect(moved.size).toBeGreaterThanOrEqual(moved.live);
        }
        // What a search's rebase (bestFirstOnTree's, onto the root) then copies is the same tree.
        moved.rebase(0);
        expect(read(moved, 0)).toEqual(read(copied, 0));
        expect(moved.size).toBe(copied.size);
      }),
      { numRuns: 300 },
    );
  });

  // The garbage moveRoot leaves is reclaimed only when the search needs its room
  // (NodeStore#reclaimsFirst): the arrays double only when at least half of what they hold
  // is live. Nodes are only added during a search without a memory limit, so at the end of
  // a search in which the arrays grew, the live tree is at least what it was when they
  // doubled: they hold under four times it and one block of children. Without the reclaim
  // they would grow with every node of the game (about 200 a move at B = 10, bound 10).
  test("a best-first player's store, moving its root in place a whole game, grows to 4 times its live tree", () => {
    let grown = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 4, max: 10 }),
        fc.constantFrom("uniform" as const, "random" as const),
        fc.integer({ min: 8, max: 12 }),
        (seed, branching, mode, bound) => {
          const game = new RandomTree({ seedHi: 0, seedLo: seed, branching, mode, terminalDepth: 1500 });
          const store = new NodeStore();
          store.reset(game.evaluate());
          let reclaims = 0;
          while (!game.isTerminal()) {
            const garbage = store.garbage,
              capacity = store.value.length;
            const result = bestFirstOnTree(game, store, { bound }, new SearchStats())!;
            if (store.value.length > capacity) {
              grown++;
              expect(store.value.length).toBeLessThanOrEqual(4 * store.live + 2 * branching);
            }
            if (store.garbage < garbage) reclaims++;
            store.moveRoot(store.firstChild(0) + result.move);
            game.play(result.move);
          }
          // Games this long generate several times what the arrays hold: the garbage was reclaimed.
          expect(reclaims).toBeGreaterThan(0);
        },
      ),
      { numRuns: runs(20) },
    );
    // Some of these games outgrow the arrays' first 4,096 nodes: the bound above was tested.
    expect(grown).toBeGreaterThan(0);
  });
});

/** A whole game of one player for both sides, observing every move: its choices. */
function selfPlayChoices(engine: Engine, tree: RandomTreeSpec & { depth: number }, spec: PlayerSpec): PlayerChoice[] {
  const player = engine.createPlayer(spec);
  const path: number[] = [];
  const choices: PlayerChoice[] = [];
  while (path.length < tree.depth) {
    const choice = player.choose({ game: "random", tree, path });
    choices.push(choice);
    path.push(choice.move);
    player.observe(choice.move);
  }
  player.dispose();
  return choices;
}

// The oracle: the extension player at horizon 1 is the best-first player (its alpha-beta
// phase expands only the root, as best-first's first step does), but it keeps the
// subtree by copying it at every move; the best-first player moves its root in place.
test("the best-first player moving its root plays as the copying extension player at horizon 1, limits too", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1e9 }),
      fc.integer({ min: 2, max: 5 }),
      fc.constantFrom("uniform" as const, "random" as const),
      fc.constantFrom(undefined, 100, 300),
      fc.constantFrom(undefined, "prune" as const, "linear" as const),
      (seed, branching, mode, memoryNodes, onFull) => {
        const tree = { seed, branching, mode, depth: 30 };
        const limits = { ...(memoryNodes ? { memoryNodes } : {}), ...(onFull ? { onFull } : {}) };
        for (const engine of engines)
          expect(selfPlayChoices(engine, tree, { kind: "bestfirst", bound: 10, ...limits })).toEqual(
            selfPlayChoices(engine, tree, { kind: "extension", horizon: 1, bound: 10, ...limits }),
          );
      },
    ),
    { numRuns: runs(30) },
  );
});
