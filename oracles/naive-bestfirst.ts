// An independent oracle for best-first minimax (docs/searches.md, "Best-first
// minimax"), written the plain way and sharing no code with reference/search: the tree
// is JS objects, the principal leaf is found by a recursive walk from the root, and after
// every expansion every value of the whole tree is backed up again from the leaves (no
// "stop at the first unchanged ancestor"). Slow and obviously right.

import type { Game } from "../contract/index.js";

interface OracleNode {
  /** The static value while a leaf, the backed-up value once expanded. */
  value: number;
  /** The children in move order, or null while unexpanded. */
  children: OracleNode[] | null;
  /** True when MAX is to move here (read from the game, so a pass is just a ply). */
  max: boolean;
  /** True at a finished game: it cannot be expanded. */
  terminal: boolean;
  /** Decisive games: the node's value is proven (completion rule). */
  solved: boolean;
}

export interface OracleLimits {
  /** Stop the first time the principal leaf chosen for expansion is this many moves deep. */
  stopDepth?: number;
  /** The depth bound K: the same depth rule (see the spec). */
  bound?: number;
  /** No expansion starts once this many nodes have been generated. */
  nodes?: number;
}

export interface OracleResult {
  move: number;
  value: number;
  pv: number[];
  generated: number;
  expanded: number;
  /**
   * Whether any choice of a best child (every walk to a principal leaf, and the final
   * principal variation) had another candidate of the same value: the spec holds RBFMS to
   * best-first's choices only on trees without ties.
   */
  ties: boolean;
  /** Decisive games: how many lost or drawn terminal principal leaves the completion rule marked solved. */
  completions: number;
  /** Why it stopped: the depth rule, a terminal principal leaf, the budget, a solved root. */
  stop: "depth" | "terminal" | "budget" | "solved";
}

/** The index of the first highest (`max`) or lowest value (ties go to move order), and whether another equals it. */
function firstBest(values: number[], max: boolean): { best: number; tied: boolean } {
  let best = -1;
  for (let i = 0; i < values.length; i++)
    if (best === -1 || (max ? values[i] > values[best] : values[i] < values[best])) best = i;
  return { best, tied: values.filter((v) => v === values[best]).length > 1 };
}

/** Recomputes every backed-up value and solved flag below `node`, from the leaves up. */
function backUpAll(node: OracleNode, decisive: boolean): void {
  if (node.children === null) return;
  const max = node.max;
  for (const child of node.children) backUpAll(child, decisive);
  const values = node.children.map((c) => c.value);
  node.value = max ? Math.max(...values) : Math.min(...values);
  if (decisive) {
    const winForMover = node.children.some((c) => c.solved && (max ? c.value > 0 : c.value < 0));
    const allSolved = node.children.every((c) => c.solved);
    node.solved = winForMover || allSolved;
  }
}

/**
 * Best-first minimax from `game`'s current position (left as it was found). Sides are
 * read from the game at each node (a pass is a ply like any other).
 */
export function naiveBestFirst(game: Game, limits: OracleLimits): OracleResult {
  const decisive = game.decisive;
  const depthLimit = Math.min(limits.stopDepth ?? Infinity, limits.bound ?? Infinity);
  const budget = limits.nodes ?? Infinity;
  const rootMax = game.maxToMove();
  const leafHere = (): OracleNode => ({
    value: game.evaluate(),
    children: null,
    max: game.maxToMove(),
    terminal: game.isTerminal(),
    solved: false,
  });
  const root = leafHere();
  let generated = 0,
    expanded = 0,
    ties = false,
    completions = 0;
  let stop: OracleResult["stop"];

  for (;;) {
    if (decisive && root.solved) {
      stop = "solved";
      break;
    }

    // Walk to the principal leaf: at MAX the first child of highest value, at MIN the first
    // of lowest; on decisive games, among the children not yet solved.
    let node = root,
      ply = 0;
    const onPath: OracleNode[] = [];
    while (node.children !== null) {
      onPath.push(node);
      const candidates = node.children.map((c, i) => ({ c, i })).filter(({ c }) => !decisive || !c.solved);
      const choice = firstBest(
        candidates.map(({ c }) => c.value),
        node.max,
      );
      ties ||= choice.tied;
      const move = candidates[choice.best].i;
      game.play(move);
      ply++;
      node = node.children[move];
    }

    // A terminal leaf of a decisive game that is not a win on the principal variation
    // (lost, drawn, or a win reached only by skipping solved children, so that some node
    // on the path holds another value): the completion rule marks it solved, passes that
    // up, and goes on with the best unsolved leaf.
    const winForRoot = rootMax ? node.value > 0 : node.value < 0;
    const principal = onPath.every((n) => n.value === node.value);
    if (node.terminal && decisive && ply > 0 && !(winForRoot && principal)) {
      node.solved = true;
      completions++;
      for (let k = 0; k < ply; k++) game.undo();
      backUpAll(root, decisive);
      continue;
    }

    // The stopping rules, on the principal leaf (the root is always expanded).
    const stopHere: OracleResult["stop"] | null = node.terminal
      ? "terminal"
      : ply > 0 && ply >= depthLimit
        ? "depth"
        : ply > 0 && generated >= budget
          ? "budget"
          : null;
    if (stopHere === null) {
      // Expand it: generate and evaluate every child.
      const children: OracleNode[] = [];
      for (let move = 0; move < game.moveCount(); move++) {
        game.play(move);
        children.push(leafHere());
        game.undo();
      }
      node.children = children;
      generated += children.length;
      expanded++;
    }
    for (let k = 0; k < ply; k++) game.undo();
    if (stopHere !== null) {
      stop = stopHere;
      break;
    }
    backUpAll(root, decisive);
  }

  // The principal variation of the final tree: from the root, the first child of best value.
  const pv: number[] = [];
  for (let node = root; node.children !== null; ) {
    const { best: i, tied } = firstBest(
      node.children.map((c) => c.value),
      node.max,
    );
    ties ||= tied;
    pv.push(i);
    node = node.children[i];
  }
  return { move: pv[0], value: root.value, pv, generated, expanded, ties, completions, stop: stop! };
}
