// An independent oracle for MCTS (docs/searches.md, "MCTS"), written the plain way and
// sharing no code with reference/search or the contract's arithmetic but the engines'
// logarithm (reference/search/portable-math.ts, held to Math.log by its own test, so that
// UCT's choices match theirs exactly also where two children tie to the last bit): the tree is JS
// objects, a simulation is one recursive call down and back, the random stream is
// SplitMix64 in BigInt, the children are compared by sorting keys. Slow and obviously right.

import { portableLog } from "../reference/search/portable-math.js";
import type { Game } from "../contract/index.js";

interface UctNode {
  /** Children in move order, or null while unexpanded. */
  children: UctNode[] | null;
  visits: number;
  /** Sum of the leaf values, for the side that made the move into this node. */
  reward: number;
  /** The proven value for that side, or null. */
  proven: number | null;
  terminal: boolean;
  /** Implicit minimax: the minimax value of the static values below, for the side that moved into the node. */
  implicit: number;
}

export interface UctOptions {
  simulations: number;
  seed: bigint;
  c: number;
  /** Most random moves of a rollout (Infinity: to the end; 0: the static value). */
  rolloutDepth: number;
  scale: number;
  solver: boolean;
  /** Implicit minimax weight (0: off). */
  alpha: number;
}

export interface UctResult {
  move: number;
  value: number;
  pv: number[];
  simulations: number;
  generated: number;
  regenerated: number;
  expanded: number;
  evaluations: number;
  treeSize: number;
  /** Nodes the search started with (1: a new root). */
  kept: number;
}

const MASK = (1n << 64n) - 1n;

/** Output `k` of the SplitMix64 stream of `seed`, in BigInt (docs/random-game-tree.md). */
export function splitmix(seed: bigint, k: bigint): bigint {
  let z = (seed + k * 0x9e3779b97f4a7c15n) & MASK;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  return z ^ (z >> 31n);
}

/**
 * What a player keeps from one search to the next: the node of the position it will search next
 * (null: none), and the draws used.
 */
export interface UctKept {
  root: UctNode | null;
  draws: bigint;
}

const size = (node: UctNode): number => 1 + (node.children ?? []).reduce((n, ch) => n + size(ch), 0);

/**
 * A search; given `kept`, it searches on from kept.root (a new root if null) and the stream from
 * kept.draws, and updates both.
 */
export function naiveUct(game: Game, o: UctOptions, kept?: UctKept): UctResult {
  const root: UctNode = kept?.root ?? {
    children: null,
    visits: 0,
    reward: 0,
    proven: null,
    terminal: false,
    implicit: 0,
  };
  let draws = kept?.draws ?? 0n,
    generated = 0,
    regenerated = 0,
    expanded = 0,
    evaluations = 0,
    treeSize = size(root),
    simulations = 0;
  const keptSize = treeSize;
  const fresh = (): UctNode => ({ children: null, visits: 0, reward: 0, proven: null, terminal: false, implicit: 0 });
  const soft = (v: number) => v / (Math.abs(v) + o.scale);
  // A value for the side to move at the game's position.
  const forMover = (maxValue: number) => (game.maxToMove() ? maxValue : -maxValue);
  const endValue = (): number => {
    evaluations++;
    const v = game.evaluate();
    return forMover(game.decisive ? Math.sign(v) : soft(v));
  };

  // Random moves to the end or the cap; the value for the side to move where it started.
  const rollout = (depth: number): number => {
    if (game.moveCount() === 0) return endValue();
    if (depth === o.rolloutDepth) {
      evaluations++;
      return forMover(soft(game.evaluate()));
    }
    const n = game.moveCount();
    const r = splitmix(o.seed, draws++);
    game.play(Number(((r >> 32n) * BigInt(n)) >> 32n));
    generated++;
    const v = -rollout(depth + 1);
    game.undo();
    return v;
  };

  // One simulation through `node` (the game at its position); returns the value for the
  // side to move there and whether the proof backup goes on.
  const simulate = (node: UctNode, isRoot: boolean): { value: number; solved: boolean } => {
    let value: number,
      solved = false;
    if (node.terminal) {
      generated++;
      regenerated++;
      value = -node.proven!;
      solved = o.solver;
    } else if (node.visits === 0) {
      if (!isRoot && o.alpha === 0) generated++;
      if (game.moveCount() === 0) {
        value = endValue();
        node.terminal = true;
        node.proven = -value;
        solved = o.solver;
      } else value = rollout(0);
    } else {
      if (node.children === null) {
        node.children = Array.from({ length: game.moveCount() }, fresh);
        treeSize += node.children.length;
        expanded++;
        if (o.alpha > 0)
          node.children.forEach((ch, i) => {
            game.play(i);
            generated++;
            // endValue and the static value are for the side to move at the child: negate for the mover into it.
            ch.implicit = -(game.moveCount() === 0 ? endValue() : (evaluations++, forMover(soft(game.evaluate()))));
            game.undo();
          });
      }
      const keys = node.children.map((ch) =>
        ch.proven !== null
          ? ch.proven
          : ch.visits === 0
            ? Infinity
            : (o.alpha > 0 ? (1 - o.alpha) * (ch.reward / ch.visits) + o.alpha * ch.implicit : ch.reward / ch.visits) +
              o.c * Math.sqrt(portableLog(node.visits) / ch.visits),
      );
      const move = keys.indexOf(Math.max(...keys));
      game.play(move);
      const below = simulate(node.children[move], false);
      game.undo();
      value = -below.value;
      solved = below.solved;
      if (solved) {
        const proven = node.children.filter((ch) => ch.proven !== null).map((ch) => ch.proven!);
        const best = Math.max(...proven);
        if (proven.length > 0 && (proven.length === node.children.length || best === 1)) node.proven = -best;
        else solved = false;
      }
    }
    node.visits++;
    node.reward -= value; // for the side that moved into the node
    if (o.alpha > 0 && node.children !== null) node.implicit = -Math.max(...node.children.map((ch) => ch.implicit));
    return { value, solved };
  };

  const key = (ch: UctNode) => [ch.proven ?? 0, ch.visits, ch.reward];
  const greater = (a: number[], b: number[]) =>
    a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] > b[2])));
  const finalMove = (node: UctNode) => {
    let best = 0;
    node.children!.forEach((ch, i) => {
      if (greater(key(ch), key(node.children![best]))) best = i;
    });
    return best;
  };

  const rootMax = game.maxToMove();
  // The root's own reward is kept for its side to move (OpenSpiel's root); it never matters.
  while (root.proven === null && simulations < o.simulations) {
    simulate(root, true);
    simulations++;
  }
  const pv: number[] = [];
  for (let node = root; node.children !== null; ) {
    const m = finalMove(node);
    pv.push(m);
    node = node.children[m];
  }
  if (kept) {
    kept.root = root;
    kept.draws = draws;
  }
  const chosen = root.children![pv[0]];
  const mean = chosen.proven ?? chosen.reward / chosen.visits;
  return {
    move: pv[0],
    value: Math.floor((rootMax ? mean : -mean) * 1000 + 0.5) | 0,
    pv,
    simulations,
    generated,
    regenerated,
    expanded,
    evaluations,
    treeSize,
    kept: keptSize,
  };
}

/**
 * A player over naiveUct: it keeps its tree, and after each observed move only the child
 * of that move (none when the node had no children yet), visits and rewards as they were.
 */
export function naiveUctPlayer(o: UctOptions): { choose(game: Game): UctResult; observe(move: number): void } {
  const kept: UctKept = { root: null, draws: 0n };
  return {
    choose: (game) => naiveUct(game, o, kept),
    observe(move) {
      kept.root = kept.root?.children?.[move] ?? null;
    },
  };
}
