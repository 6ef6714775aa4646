// An independent oracle for MCTS on games of every shape (docs/searches.md, "MCTS on games
// of every shape"): n players and chance nodes, the solver off. Written the plain way, as
// naive-uct.ts for two players, sharing no code with reference/search or the contract's
// arithmetic but the engines' logarithm (reference/search/portable-math.ts, as naive-uct.ts
// takes it): JS objects for the tree, one recursive call a simulation, every reward a
// vector, the stream SplitMix64 in BigInt (naive-uct.ts's), a chance draw in BigInt.

import { portableLog } from "../reference/search/portable-math.js";
import { splitmix } from "./naive-uct.js";
import { isChance, moverOf, playersOf, type ShapedGame, valueFor, weightsOf } from "./shaped-game.js";

interface ShapedNode {
  /** Children in move order, or null while unexpanded. */
  children: ShapedNode[] | null;
  visits: number;
  /** Sum of the rewards of the player who moved into the node (below a chance node: its chance node's). */
  reward: number;
  /** A terminal's reward for that player, or null. */
  outcome: number | null;
  chance: boolean;
}

export interface ShapedUctOptions {
  simulations: number;
  seed: bigint;
  c: number;
  /** Most random moves of a rollout (Infinity: to the end; 0: the static value). */
  rolloutDepth: number;
  scale: number;
}

export interface ShapedUctResult {
  move: number;
  value: number;
  pv: number[];
  generated: number;
  regenerated: number;
  expanded: number;
  evaluations: number;
  treeSize: number;
  /** The root's children's visits, in move order. */
  visits: number[];
  /** Nodes the search started with (1: a new root). */
  kept: number;
}

/** What a player keeps from one search to the next: the node of the next position (null: none), the draws used. */
export interface ShapedUctKept {
  root: ShapedNode | null;
  draws: bigint;
}

const size = (node: ShapedNode): number => 1 + (node.children ?? []).reduce((n, ch) => n + size(ch), 0);

/** What the oracle reads of a game: the shaped game and whether it is decisive. */
export type UctShapedGame = ShapedGame & { readonly decisive: boolean };

/** A search; given `kept`, it searches on from kept.root (a new root if null) and the stream from kept.draws. */
export function naiveUctShaped(game: UctShapedGame, o: ShapedUctOptions, kept?: ShapedUctKept): ShapedUctResult {
  const n = playersOf(game);
  const fresh = (): ShapedNode => ({ children: null, visits: 0, reward: 0, outcome: null, chance: false });
  const root = kept?.root ?? fresh();
  let draws = kept?.draws ?? 0n,
    generated = 0,
    regenerated = 0,
    expanded = 0,
    evaluations = 0,
    treeSize = size(root);
  const keptSize = treeSize;
  const soft = (v: number) => v / (Math.abs(v) + o.scale);

  /** Every player's reward: at a terminal (`end`) or the static value. */
  const rewards = (end: boolean): number[] => {
    evaluations++;
    if (n === 2) {
      const v = game.evaluate!();
      const r = end && game.decisive ? Math.sign(v) : soft(v);
      return [r, -r];
    }
    const values = Array.from({ length: n }, (_, p) => valueFor(game, p));
    if (!(end && game.decisive)) return values.map(soft);
    const best = Math.max(...values);
    const winners = values.filter((v) => v === best).length;
    return values.map((v) => (v === best ? 2 / winners - 1 : -1));
  };

  /** The next output's high half, as a BigInt. */
  const nextHi = (): bigint => splitmix(o.seed, draws++) >> 32n;
  /** A chance node's outcome: t = floor(hi·W / 2^32), the first outcome whose running sum of weights passes t. */
  const drawn = (hi: bigint): number => {
    const weights = weightsOf(game).map(BigInt);
    const t = (hi * weights.reduce((a, b) => a + b, 0n)) >> 32n;
    let sum = 0n;
    for (let i = 0; i < weights.length; i++) {
      sum += weights[i];
      if (t < sum) return i;
    }
    throw new Error("oracle: a draw past the weights");
  };

  const rollout = (depth: number): number[] => {
    if (game.isTerminal()) return rewards(true);
    if (depth === o.rolloutDepth) return rewards(false);
    const hi = nextHi();
    game.play(isChance(game) ? drawn(hi) : Number((hi * BigInt(game.moveCount())) >> 32n));
    generated++;
    const r = rollout(depth + 1);
    game.undo();
    return r;
  };

  /** One simulation through `node`, the game at its position, `mover` the player who moved into it. */
  const simulate = (node: ShapedNode, mover: number, isRoot: boolean): number[] => {
    let r: number[];
    if (node.outcome !== null) {
      generated++;
      regenerated++;
      // Two players: the other's reward is the negation of the one kept; more: asked again.
      r = n === 2 ? (mover === 0 ? [node.outcome, -node.outcome] : [-node.outcome, node.outcome]) : rewards(true);
    } else if (node.visits === 0) {
      if (!isRoot) generated++;
      if (game.isTerminal()) {
        r = rewards(true);
        node.outcome = r[mover];
      } else {
        node.chance = isChance(game);
        r = rollout(0);
      }
    } else {
      if (node.children === null) {
        node.children = Array.from({ length: game.moveCount() }, fresh);
        treeSize += node.children.length;
        expanded++;
      }
      let move: number, next: number;
      if (node.chance) {
        move = drawn(nextHi());
        next = mover;
      } else {
        const keys = node.children.map((ch) =>
          ch.outcome !== null
            ? ch.outcome
            : ch.visits === 0
              ? Infinity
              : ch.reward / ch.visits + o.c * Math.sqrt(portableLog(node.visits) / ch.visits),
        );
        move = keys.indexOf(Math.max(...keys));
        next = moverOf(game);
      }
      game.play(move);
      r = simulate(node.children[move], next, false);
      game.undo();
    }
    node.visits++;
    node.reward += r[mover];
    return r;
  };

  const rootMover = moverOf(game);
  for (let s = 0; s < o.simulations; s++) simulate(root, rootMover, true);

  // The final move: a terminal's outcome first in a decisive game (a win, a loss) and in a two-player game without
  // chance (naive-uct.ts's rule), else visits and reward alone.
  const byOutcome = game.decisive || (n === 2 && game.isChance === undefined);
  const key = (ch: ShapedNode) => [byOutcome ? (ch.outcome ?? 0) : 0, ch.visits, ch.reward];
  const greater = (a: number[], b: number[]) =>
    a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] > b[2])));
  const pv: number[] = [];
  for (let node = root; node.children !== null && !node.chance; ) {
    let best = 0;
    node.children.forEach((ch, i) => {
      if (greater(key(ch), key(node.children![best]))) best = i;
    });
    pv.push(best);
    node = node.children[best];
  }
  if (kept) {
    kept.root = root;
    kept.draws = draws;
  }
  const chosen = root.children![pv[0]];
  const mean = chosen.outcome ?? chosen.reward / chosen.visits;
  return {
    move: pv[0],
    value: Math.floor((n === 2 && rootMover === 1 ? -mean : mean) * 1000 + 0.5) | 0,
    pv,
    generated,
    regenerated,
    expanded,
    evaluations,
    treeSize,
    visits: root.children!.map((ch) => ch.visits),
    kept: keptSize,
  };
}

/** A player over naiveUctShaped: after each observed move it keeps only that child (none if unexpanded). */
export function naiveUctShapedPlayer(o: ShapedUctOptions): {
  choose(game: UctShapedGame): ShapedUctResult;
  observe(move: number): void;
} {
  const kept: ShapedUctKept = { root: null, draws: 0n };
  return {
    choose: (game) => naiveUctShaped(game, o, kept),
    observe(move) {
      kept.root = kept.root?.children?.[move] ?? null;
    },
  };
}
