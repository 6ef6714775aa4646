// A stop inside the root's expansion (docs/searches.md, "Budgets"): on a random tree of
// B = 65,536 a control that stops at its k-th question stops the searches that build a
// tree, and the first iteration of id and alphabeta-tt, after the root's first 4,096·k
// children, in both engines alike (the same report, and the same progress at the stop).
// The answer is held to a plain oracle: the best of those children by their static
// values, the first among equals, computed with the BigInt random tree
// (oracles/random-tree-bigint.ts). The node budget still never stops the root's
// expansion, and a player stopped there plays that move and goes on whole.

import { describe, expect, test } from "vitest";
import { engines } from "./helpers.js";
import { oracleNode } from "../oracles/random-tree-bigint.js";
import {
  MAX_BUDGET,
  SEARCHES,
  type Algorithm,
  type Engine,
  type PlayerSpec,
  type Position,
  type SearchControl,
} from "../contract/index.js";
import { unboundedRequest } from "../bench/bounded-requests.js";

/** Children of the root between two probes (PROBE_MASK + 1 of both engines). */
const PROBE = 4096;
const B = 65536;
const TREE = { seed: 7, branching: B, mode: "uniform" } as const;
/** The searches that build a tree, and the first iteration of the iterative ones. */
const ROOT_STOPPING: Algorithm[] = ["bestfirst", "rbfms", "rbfms-inherit", "extension", "mma", "id", "alphabeta-tt"];

/**
 * The oracle's answer: the best of the first `count` children of the node at `path`, by static
 * value, for the side to move there.
 */
function bestOfFirst(path: number[], count: number): { move: number; value: number } {
  const max = path.length % 2 === 0; // MAX moves at the random tree's root, and the sides alternate
  let move = 0,
    value = 0;
  for (let i = 0; i < count; i++) {
    const v = oracleNode(BigInt(TREE.seed), B, TREE.mode, [...path, i]).value;
    if (i === 0 || (max ? v > value : v < value)) [move, value] = [i, v];
  }
  return { move, value };
}

/** A control that says stop at its k-th question, and what the progress at the stop said. */
function stopAt(k: number): { control: SearchControl; atStop: () => unknown } {
  let asked = 0,
    heard: unknown;
  return {
    control: {
      shouldStop: () => ++asked >= k,
      progressMs: 1e9,
      onProgress: (p) => {
        heard = { generated: p.nodes.generated, expanded: p.nodes.expanded, pv: p.pv, value: p.value };
      },
    },
    atStop: () => heard,
  };
}

describe("a control stops a search inside its root's expansion: the best child so far, both engines alike", () => {
  const cases = ROOT_STOPPING.flatMap((algorithm) =>
    [[], [3]].map((path) => [algorithm, path] as [Algorithm, number[]]),
  );
  test.each(cases)("%s from path %j", (algorithm, path) => {
    const position: Position = { game: "random", tree: TREE, path };
    const request = {
      ...unboundedRequest(algorithm, position),
      ...(SEARCHES[algorithm].takes.includes("nodes") ? { nodes: MAX_BUDGET } : {}),
    };
    for (const k of [1, 2, 5]) {
      const [a, b] = engines.map((engine) => {
        const { control, atStop } = stopAt(k);
        const { ms: _ms, ...report } = engine.search({ ...request, control });
        return { report, atStop: atStop() };
      });
      expect(b).toEqual(a);
      const { move, value } = bestOfFirst(path, k * PROBE);
      expect(a.report).toEqual({
        stopped: true,
        move,
        value,
        pv: [move],
        nodes: { generated: k * PROBE, expanded: 0, regenerated: 0 },
        peakStore: a.report.peakStore,
      });
      // The stop's progress names the line the search ends with, and its nodes.
      expect(a.atStop).toEqual({ generated: k * PROBE, expanded: 0, pv: [move], value });
    }
  });
});

describe("the node budget never stops the root's expansion", () => {
  test.each(ROOT_STOPPING)("%s with nodes: 1 expands the whole root", (algorithm) => {
    const request = { ...unboundedRequest(algorithm, { game: "random", tree: TREE }), nodes: 1 };
    const [a, b] = engines.map((engine) => {
      const { ms: _ms, ...report } = engine.search(request);
      return report;
    });
    expect(b).toEqual(a);
    expect(a.nodes.expanded).toBeGreaterThanOrEqual(1);
    expect(a.nodes.generated).toBeGreaterThanOrEqual(B);
  });
});

describe("a player stopped inside its root's expansion plays the best child so far, and plays on", () => {
  // B = 8,192: two probes in the root, and a bound-1 search of it stays small.
  const tree = { seed: 11, branching: 8192, mode: "uniform" } as const;
  const specs: PlayerSpec[] = [
    { kind: "bestfirst", bound: 1 },
    { kind: "extension", horizon: 1, bound: 1 },
    { kind: "mma", moveCalls: 10_000 },
    { kind: "alphabeta-tt", horizon: 1 },
  ];
  test.each(specs)("$kind", (spec) => {
    const play = (engine: Engine) => {
      const player = engine.createPlayer(spec);
      try {
        const { control } = stopAt(1);
        const stopped = player.choose({ game: "random", tree }, control);
        // The move, then a reply: the next search starts afresh (the root was left a leaf).
        player.observe(stopped.move);
        player.observe(0);
        const next = player.choose({ game: "random", tree, path: [stopped.move, 0] });
        const fresh = engine.createPlayer(spec);
        try {
          return { stopped, next, fresh: fresh.choose({ game: "random", tree, path: [stopped.move, 0] }) };
        } finally {
          fresh.dispose();
        }
      } finally {
        player.dispose();
      }
    };
    const [a, b] = engines.map(play);
    expect(b).toEqual(a);
    let move = 0,
      value = 0;
    for (let i = 0; i < PROBE; i++) {
      const v = oracleNode(BigInt(tree.seed), tree.branching, tree.mode, [i]).value;
      if (i === 0 || v > value) [move, value] = [i, v];
    }
    expect(a.stopped).toMatchObject({ stopped: true, move, value, generated: PROBE, expanded: 0 });
    expect(a.next).toEqual(a.fresh);
  });
});
