// Monte-Carlo tree search: UCT with MCTS-Solver, to the design of OpenSpiel's MCTSBot
// (open_spiel/python/algorithms/mcts.py), with every choice OpenSpiel leaves to chance
// or to Python's max() fixed so that both engines play it node for node
// (docs/searches.md, "MCTS"):
//
// - A simulation descends from the root while the node is not terminal and has been
//   visited; an unexpanded node visited before gets its children (a node is thus
//   expanded on its second visit; the root on the second simulation, its first being
//   the root's own leaf value). At a node the child of greatest key is taken, the first
//   in move order on a tie: a proven child's outcome, +Infinity for an unvisited child
//   (so unvisited children go first, in move order), else Q/N + c·sqrt(ln N_parent / N).
//   No shuffle of the children (OpenSpiel shuffles them with its random state).
// - The leaf: a terminal position's value (decisive games: its sign, the outcome; other
//   games: its squash) also proves it; a new position is valued by a rollout (uniform
//   random moves from the SplitMix64 stream seeded by the request, one output a move,
//   at most `rolloutDepth`, then the squashed static value) or by its squashed static
//   value (`leaf: "evaluation"`, a rollout of depth 0). Values lie in [-1, 1].
// - The backup adds the value to every node of the path, for the side that moved into
//   it. After a terminal leaf, MCTS-Solver proves each node of the path in turn while it
//   can: when a proven child wins for the side to move (outcome 1) or all children are
//   proven, the node takes the best proven child's outcome (negated: its own point of
//   view); the first node it cannot prove ends the proof backup. The search stops when
//   the root is proven.
// - Implicit minimax backups (`alpha` > 0; Lanctot, Winands, Pepels & Sturtevant 2014):
//   an expansion generates and evaluates every child (its squashed static value, or its
//   terminal value), each node keeps v, the minimax value of those values below it
//   (backed up along the path of every simulation), and UCT's mean becomes
//   (1 − α)·Q/N + α·v; a child's first visit is then not a new generation.
// - Budgets: simulations, nodes generated, time (checked before every simulation from
//   the third on: the first two always run), the memory limit (an expansion that would
//   pass it ends the search, as a spent budget). The root's expansion is always made.
// - Counts: a node is generated when a simulation's leaf position is reached (a tree
//   leaf's first visit; a terminal leaf reached again is also a regeneration, so every
//   simulation but the first generates a node and a node budget always ends the search)
//   and at every position of a rollout (the positions of the tree walked through on the
//   way down are not counted); expanded when it gets its children; static evaluations
//   are calls to the game's evaluate() (a terminal leaf reached again keeps its outcome).
// - The move is the root's final child (MctsTree.finalChild: a proven win, else most
//   visits, a proven loss last); the value is that child's proven outcome or mean
//   reward, for MAX, in thousandths (-1000..1000), rounded half up; the principal
//   variation is the line of final children.
// - Games of more players or with chance (./mcts-shape.ts; docs/searches.md, "MCTS on games
//   of every shape"): a node's statistics are its mover's reward, a chance node's outcome is
//   drawn by weight from the same stream, the solver and implicit minimax are off.

import { portableLog } from "./portable-math.js";
import type { Game } from "../../contract/index.js";
import { seedHalves } from "../../contract/seed.js";
import { MAX_MCTS_MEMORY_NODES, MCTS_DEFAULT_C, MCTS_DEFAULT_SCALE, uniformMove } from "../../contract/mcts.js";
import type { MctsOptions } from "../../contract/settings.js";
import { streamAt } from "../rng.js";
import { out } from "../u64.js";
import { MctsTree, PROVEN, TERMINAL } from "./mcts-tree.js";
import { CHANCE, drawOutcome, lineToChance, markChance, rewardsAt, shapedGame } from "./mcts-shape.js";
import { chanceAt, moverOf, playersOf } from "./shape-view.js";
import { Budget, type Limits } from "./limits.js";
import { SearchStats, type SearchOutcome } from "./stats.js";

export interface MctsOutcome extends SearchOutcome {
  simulations: number;
  evaluations: number;
}

/** The report's fields that only mcts has (none for another search's outcome). */
export function mctsCounts(result: SearchOutcome): { simulations?: number; evaluations?: number } {
  const { simulations, evaluations } = result as Partial<MctsOutcome>;
  return simulations === undefined ? {} : { simulations, evaluations };
}

/** The value of `x` in [-1, 1] in thousandths, rounded half up. */
export function thousandths(x: number): number {
  return Math.floor(x * 1000 + 0.5) | 0;
}

/**
 * A player's search goes on from its kept tree and draws on from its own stream: `draws`
 * is the count of the stream's outputs used so far (../players/mcts-player.ts).
 */
export interface KeptSearch {
  draws: number;
}

/**
 * UCT with MCTS-Solver from the game's position (left as it was found). Given `kept`, the
 * tree is searched on as it is (the subtree a player kept, its root the game's position;
 * an empty tree gets its root) and the rollouts' stream goes on from `kept.draws`.
 */
export function mcts(game: Game, limits: Limits & MctsOptions, tree = new MctsTree(), kept?: KeptSearch): MctsOutcome {
  const c = limits.exploration ?? MCTS_DEFAULT_C;
  const scale = limits.evaluationScale ?? MCTS_DEFAULT_SCALE;
  const cap = limits.leaf === "evaluation" ? 0 : (limits.rolloutDepth ?? Infinity);
  // MCTS-Solver's proofs hold in two-player games without chance only (a request asking it elsewhere is refused).
  // Implicit minimax too (./mcts-shape.ts's shapedGame; contract/searches.ts, plainShapeOnly).
  const shaped = shapedGame(game);
  const solver = !shaped && (limits.solver ?? game.decisive);
  const alpha = shaped ? 0 : (limits.alpha ?? 0);
  // The final move by proven outcomes where they are wins and losses (./mcts-shape.ts, lineToChance).
  const byOutcome = !shaped || game.decisive;
  const most = limits.simulations ?? Infinity;
  const memoryNodes = limits.memoryNodes ?? MAX_MCTS_MEMORY_NODES;
  const { hi: seedHi, lo: seedLo } = seedHalves(limits.seed ?? 0);
  const budget = new Budget(limits);
  const stats = new SearchStats();
  const players = playersOf(game);
  const rootMover = moverOf(game);
  if (kept === undefined || tree.size === 0) tree.reset();
  budget.line = () => lineOf(tree, rootMover, players, byOutcome);

  let simulations = 0,
    evaluations = 0,
    draws = kept?.draws ?? 0;
  // The path of the simulation under way: nodes by ply, and the player who made the move into each (the
  // root's: its own player to move; an outcome's: its chance node's).
  const path: number[] = [0];
  const movers: number[] = [rootMover];
  // The leaf's reward for every player (two players: MAX's value, then its negation).
  const rewards = new Float64Array(players);

  /** Every player's reward at the position the game is at (a terminal's outcome, else the static value). */
  const valueLeaf = (terminal: boolean): void => {
    evaluations++;
    rewardsAt(game, terminal, scale, rewards);
  };

  /** The stream's next output's high half (one draw). */
  const nextHi = (): number => {
    streamAt(seedHi, seedLo, Math.floor(draws / 4294967296), draws >>> 0);
    draws++;
    return out.hi;
  };

  /** Every player's reward from a rollout from the game's position (not terminal). */
  const rollout = (): void => {
    let depth = 0;
    for (;;) {
      // isTerminal, not moveCount() === 0: a user's game is held to both (reference/checked-game.ts).
      if (game.isTerminal()) {
        valueLeaf(true);
        break;
      }
      const n = game.moveCount();
      if (depth === cap) {
        valueLeaf(false);
        break;
      }
      // A decision node's move is uniform, a chance node's outcome drawn by weight: one output each.
      const hi = nextHi();
      game.play(chanceAt(game) ? drawOutcome(game, n, hi) : uniformMove(hi, n));
      stats.generated++;
      depth++;
    }
    while (depth-- > 0) game.undo();
  };

  for (;;) {
    // 1. Stop when the root is proven, or (from the third simulation) a budget is spent.
    if (tree.isProven(0)) break;
    if (simulations >= 2 && (simulations >= most || budget.exhausted(stats))) break;
    // 2. Descend while the node is not terminal and has been visited, expanding it on its
    // second visit, to UCT's child; an expansion past the memory limit ends the search.
    let node = 0,
      ply = 0,
      full = false;
    while (!tree.isTerminal(node) && tree.visits[node] > 0) {
      if (tree.count[node] === 0) {
        const n = game.moveCount();
        if (ply > 0 && tree.size + n > memoryNodes) {
          full = true;
          break;
        }
        tree.expand(node, n);
        stats.expanded++;
        if (alpha > 0) {
          // Implicit minimax: every child generated and valued now, for the side to move here.
          const here = game.maxToMove(),
            first = tree.first[node];
          for (let i = 0; i < n; i++) {
            game.play(i);
            stats.generated++;
            valueLeaf(game.isTerminal()); // two players only: MAX's value is rewards[0]
            const h = rewards[0];
            tree.implicit[first + i] = here ? h : -h;
            game.undo();
          }
        }
      }
      // A chance node's outcome is drawn by weight (its statistics are its chance node's player's); a decision
      // node's child is UCT's.
      let child: number;
      if ((tree.flags[node] & CHANCE) !== 0) {
        child = tree.first[node] + drawOutcome(game, tree.count[node], nextHi());
        movers[ply + 1] = movers[ply];
      } else {
        child = selectChild(tree, node, c, alpha);
        movers[ply + 1] = moverOf(game);
      }
      game.play(child - tree.first[node]);
      node = child;
      path[++ply] = node;
    }
    if (full) {
      while (ply-- > 0) game.undo();
      break;
    }

    // 3. The leaf's rewards: a terminal leaf's outcome (it is proven), else a rollout's.
    let solved = false;
    if (tree.isTerminal(node)) {
      stats.generated++;
      stats.regenerated++;
      if (players === 2) {
        const o = tree.outcome[node];
        rewards[0] = movers[ply] === 0 ? o : -o;
        rewards[1] = -rewards[0];
      } else valueLeaf(true); // the tree keeps one player's outcome: the others' are asked again
      solved = solver;
    } else {
      if (ply > 0 && alpha === 0) stats.generated++; // with alpha, generated at its parent's expansion
      if (game.isTerminal()) {
        valueLeaf(true);
        tree.flags[node] |= TERMINAL | PROVEN;
        tree.outcome[node] = rewards[movers[ply]];
        solved = solver;
      } else {
        markChance(tree, node, game);
        rollout();
      }
    }

    // 4. Back up, leaf to root: the value for the side that moved into each node, the
    // solver's proofs while they hold, implicit minimax.
    for (let k = ply; k >= 0; k--) {
      const v = path[k];
      tree.total[v] += rewards[movers[k]];
      tree.visits[v]++;
      if (solved && tree.count[v] > 0) solved = proveFromChildren(tree, v);
      if (alpha > 0 && tree.count[v] > 0) backUpImplicit(tree, v);
      if (k > 0) game.undo();
    }
    simulations++;
  }

  // 5. The result: the line of final children, the first one's value.
  stats.peakStore = tree.size;
  if (kept !== undefined) kept.draws = draws;
  const { pv, value } = lineOf(tree, rootMover, players, byOutcome);
  return { move: pv[0], value, pv, stats, simulations, evaluations };
}

/** Implicit minimax: the node's value is the best of its children's, negated (its own point of view). */
function backUpImplicit(tree: MctsTree, node: number): void {
  const first = tree.first[node],
    end = first + tree.count[node];
  let best = tree.implicit[first];
  for (let ch = first + 1; ch < end; ch++) if (tree.implicit[ch] > best) best = tree.implicit[ch];
  tree.implicit[node] = -best;
}

/** The child UCT descends to (the first of greatest key; see the header). */
function selectChild(tree: MctsTree, node: number, c: number, alpha: number): number {
  const logN = portableLog(tree.visits[node]);
  const first = tree.first[node],
    end = first + tree.count[node];
  let best = first,
    bestKey = -Infinity;
  for (let ch = first; ch < end; ch++) {
    const n = tree.visits[ch];
    const key =
      (tree.flags[ch] & PROVEN) !== 0
        ? tree.outcome[ch]
        : n === 0
          ? Infinity
          : (alpha > 0 ? (1 - alpha) * (tree.total[ch] / n) + alpha * tree.implicit[ch] : tree.total[ch] / n) +
            c * Math.sqrt(logN / n);
    if (key > bestKey) {
      bestKey = key;
      best = ch;
    }
  }
  return best;
}

/**
 * MCTS-Solver at an expanded node: proves it when a proven child wins for the side to
 * move or all children are proven, with the first best proven child's outcome (negated:
 * the node's outcome is for the side that moved into it). Returns whether it proved it.
 */
function proveFromChildren(tree: MctsTree, node: number): boolean {
  const first = tree.first[node],
    end = first + tree.count[node];
  let best = -1,
    all = true;
  for (let ch = first; ch < end; ch++) {
    if ((tree.flags[ch] & PROVEN) === 0) all = false;
    else if (best < 0 || tree.outcome[ch] > tree.outcome[best]) best = ch;
  }
  if (best < 0 || !(all || tree.outcome[best] === 1)) return false;
  tree.prove(node, -tree.outcome[best]);
  return true;
}

/**
 * The line of final children (to the first chance node) and the first one's value in thousandths: for MAX in a
 * two-player game, else for the root's player.
 */
function lineOf(
  tree: MctsTree,
  rootMover: number,
  players: number,
  byOutcome: boolean,
): { pv: number[]; value: number } {
  const pv = lineToChance(tree, byOutcome);
  if (pv.length === 0) return { pv, value: 0 };
  const c = tree.first[0] + pv[0];
  const mean = tree.isProven(c) ? tree.outcome[c] : tree.total[c] / tree.visits[c];
  return { pv, value: thousandths(players === 2 && rootMover === 1 ? -mean : mean) };
}
