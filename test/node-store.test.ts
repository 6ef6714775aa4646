// The node store at 8 bytes a node (reference/search/node-store.ts; the core's mirror is
// held to it by the engines' agreement tests) against a plain tree of objects: random
// trees grown the way the searches grow them (children added in one block, then
// attached), with random flags, values, collapses and re-roots. The oracle keeps each
// node's children as an array, so the child count, best child, principal child and
// every rebased subtree are read from it, never from the store.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { NodeStore } from "../reference/search/node-store.js";

/** The oracle: a node with its value, children (or none), and flags. */
interface Plain { value: number; children: Plain[] | null; solved: boolean; collapsed: boolean }

/** Grows a store and the same plain tree: `steps` expansions of random unexpanded nodes. */
function grow(steps: { pick: number; values: number[]; solve: boolean; collapse: number }[]): { store: NodeStore; nodes: Plain[] } {
  const store = new NodeStore();
  store.reset(0);
  const nodes: Plain[] = [{ value: 0, children: null, solved: false, collapsed: false }];
  for (const { pick, values, solve, collapse } of steps) {
    const leaves = nodes.map((n, i) => [n, i] as const).filter(([n]) => n.children === null);
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
    const expanded = nodes.map((n, i) => [n, i] as const).filter(([n, i]) => i > 0 && n.children !== null);
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

/** The store's subtree at `node` read back as a plain tree, through its public methods only. */
function read(store: NodeStore, node: number): Plain {
  const children = store.isExpanded(node)
    ? Array.from({ length: store.childCount(node) }, (_, k) => read(store, store.firstChild(node) + k))
    : null;
  return { value: store.value[node], children, solved: store.isSolved(node), collapsed: store.isCollapsed(node) };
}

const steps = fc.array(fc.record({
  pick: fc.nat(),
  values: fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 6 }),
  solve: fc.boolean(),
  collapse: fc.nat(),
}), { minLength: 1, maxLength: 40 });

describe("the node store at 8 bytes a node", () => {
  test("reads back the tree it was given: child counts from the LAST flag, values, flags, collapses", () => {
    fc.assert(fc.property(steps, (s) => {
      const { store, nodes } = grow(s);
      expect(read(store, 0)).toEqual(nodes[0]);
    }), { numRuns: 300 });
  });

  test("bestChild is the first child of best value; principalChild the same wherever the node holds its best child's value", () => {
    fc.assert(fc.property(steps, fc.boolean(), (s, max) => {
      const { store, nodes } = grow(s);
      nodes.forEach((n, i) => {
        if (n.children === null) return;
        const values = n.children.map((c) => c.value);
        const best = values.indexOf(max ? Math.max(...values) : Math.min(...values));
        expect(store.bestChild(i, max) - store.firstChild(i)).toBe(best);
        // The grown tree keeps each node at its MAX child's value.
        if (max) expect(store.principalChild(i, max) - store.firstChild(i)).toBe(best);
      });
    }), { numRuns: 300 });
  });

  test("rebase keeps exactly the subtree of the new root, renumbered, with every value and flag", () => {
    fc.assert(fc.property(steps, fc.nat(), (s, pick) => {
      const { store, nodes } = grow(s);
      const at = pick % nodes.length;
      const expected = read(store, at);
      const count = (n: Plain): number => 1 + (n.children ?? []).reduce((sum, c) => sum + count(c), 0);
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
    }), { numRuns: 300 });
  });
});
