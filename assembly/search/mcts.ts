// Monte-Carlo tree search: UCT with MCTS-Solver after OpenSpiel's MCTSBot, every tie
// broken by move order. Mirrors reference/search/mcts.ts operation for operation (its
// header states the rules); the logarithm of UCT's exploration term is ./portable-math.ts's,
// the reference's to the bit (IEEE 754 fixes +, -, *, / and sqrt, not log). The
// end of the game is read as moveCount() == 0 here; the reference asks isTerminal(),
// which a user's game is held to (the core's games meet both alike).


import { portableLog } from "./portable-math";
import { countExpanded, countGenerated, countRegenerated, notePeakStore } from "./stats";
import { budgetExhausted, memoryLimit } from "./limits";
import { pv, setPvLength, setResult } from "./result";
import { Scratch } from "./scratch";
import { MctsTree, PROVEN, TERMINAL } from "./mcts-tree";
import {
  mctsAlpha, mctsC, mctsRolloutDepth, mctsScale, mctsSeed, mctsSimulationBudget, mctsSolver, setMctsCounts,
} from "./mcts-options";
import { lineFromMcts } from "./line";
import { streamAt } from "../rng";

// The path of the simulation under way: nodes by ply, and whether MAX made the move into each.
const path = new Scratch(1024);
const byMax = new Scratch(1024);

export const searchTree = new MctsTree();

let evaluations: i64 = 0;
let draws: u64 = 0;

// @ts-ignore: decorator
@inline function squash(v: f64, scale: f64): f64 { return v / (Math.abs(v) + scale); }

/** The value for MAX of the terminal position the game is at. */
function terminalValue<G>(game: G, decisive: bool, scale: f64): f64 {
  evaluations++;
  const v = game.evaluate();
  return decisive ? (v > 0 ? 1.0 : v < 0 ? -1.0 : 0.0) : squash(<f64>v, scale);
}

/** The value for MAX of a rollout from the game's position (not terminal). */
function rollout<G>(game: G, decisive: bool, scale: f64): f64 {
  const cap = mctsRolloutDepth, seed = mctsSeed;
  let depth = 0, value: f64 = 0;
  for (;;) {
    const n = game.moveCount();
    if (n == 0) {
      value = terminalValue<G>(game, decisive, scale);
      break;
    }
    if (depth == cap) {
      evaluations++;
      value = squash(<f64>game.evaluate(), scale);
      break;
    }
    const r = streamAt(seed, draws++);
    game.play(<i32>(((r >>> 32) * <u64>n) >>> 32));
    countGenerated(1);
    depth++;
  }
  while (depth-- > 0) game.undo();
  return value;
}

/**
 * The child UCT descends to: the first of greatest key (a proven outcome; +Infinity unvisited;
 * Q/N + c·sqrt(ln N_parent / N)).
 */
function selectChild(tree: MctsTree, node: i32, c: f64, alpha: f64): i32 {
  const logN = portableLog(tree.visits(node));
  const first = tree.first(node), end = first + tree.count(node);
  let best = first, bestKey = -Infinity;
  for (let ch = first; ch < end; ch++) {
    const n = tree.visits(ch);
    const key = tree.isProven(ch) ? tree.outcome(ch)
      : n == 0 ? Infinity
      : (alpha > 0 ? (1 - alpha) * (tree.total(ch) / n) + alpha * tree.implicit(ch) : tree.total(ch) / n) +
        c * Math.sqrt(logN / n);
    if (key > bestKey) {
      bestKey = key;
      best = ch;
    }
  }
  return best;
}

/** Implicit minimax: the node's value is the best of its children's, negated (its own point of view). */
function backUpImplicit(tree: MctsTree, node: i32): void {
  const first = tree.first(node), end = first + tree.count(node);
  let best = tree.implicit(first);
  for (let ch = first + 1; ch < end; ch++) if (tree.implicit(ch) > best) best = tree.implicit(ch);
  tree.setImplicit(node, -best);
}

/** MCTS-Solver at an expanded node (see reference/search/mcts.ts, proveFromChildren). */
function proveFromChildren(tree: MctsTree, node: i32): bool {
  const first = tree.first(node), end = first + tree.count(node);
  let best = -1, all = true;
  for (let ch = first; ch < end; ch++) {
    if (!tree.isProven(ch)) all = false;
    else if (best < 0 || tree.outcome(ch) > tree.outcome(best)) best = ch;
  }
  if (best < 0 || !(all || tree.outcome(best) == 1.0)) return false;
  tree.prove(node, -tree.outcome(best), PROVEN);
  return true;
}

/**
 * UCT with MCTS-Solver from the game's position (left as it was found), on a fresh tree of at most `memoryLimit` nodes.
 */
export function mcts<G>(game: G): void {
  searchTree.size = 0;
  mctsOnTree<G>(game, searchTree, 0);
  searchTree.shrink();
}

/**
 * UCT with MCTS-Solver on `tree` as it is (a player's kept subtree, its root the game's
 * position; an empty tree gets its root), the rollouts' stream going on from output
 * `firstDraw`. Returns the count of the stream's outputs used by then.
 */
export function mctsOnTree<G>(game: G, tree: MctsTree, firstDraw: u64): u64 {
  const c = mctsC, alpha = mctsAlpha, scale = mctsScale, most = mctsSimulationBudget, memoryNodes = memoryLimit;
  const decisive = game.decisive;
  const solver = mctsSolver < 0 ? decisive : mctsSolver != 0;
  const rootMax = game.maxToMove();
  if (tree.size == 0) tree.reset();
  evaluations = 0;
  draws = firstDraw;
  lineFromMcts(tree, rootMax);
  path.set(0, 0);
  byMax.set(0, rootMax ? 1 : 0);

  let simulations: i64 = 0;
  for (;;) {
    // 1. Stop when the root is proven, or (from the third simulation) a budget is spent.
    if (tree.isProven(0)) break;
    if (simulations >= 2 && (simulations >= most || budgetExhausted())) break;
    // 2. Descend while the node is not terminal and has been visited, expanding it on its
    // second visit, to UCT's child; an expansion past the memory limit ends the search.
    let node = 0, ply = 0, full = false;
    while (!tree.isTerminal(node) && tree.visits(node) > 0) {
      if (tree.count(node) == 0) {
        const n = game.moveCount();
        if (ply > 0 && <i64>tree.size + n > <i64>memoryNodes) {
          full = true;
          break;
        }
        tree.expand(node, n);
        countExpanded();
        if (alpha > 0) {
          // Implicit minimax: every child generated and valued now, for the side to move here.
          tree.fitImplicit();
          const here = game.maxToMove(), first = tree.first(node);
          for (let i = 0; i < n; i++) {
            game.play(i);
            countGenerated(1);
            let h: f64;
            if (game.moveCount() == 0) h = terminalValue<G>(game, decisive, scale);
            else {
              evaluations++;
              h = squash(<f64>game.evaluate(), scale);
            }
            tree.setImplicit(first + i, here ? h : -h);
            game.undo();
          }
        }
      }
      const child = selectChild(tree, node, c, alpha);
      path.ensure(ply + 2);
      byMax.ensure(ply + 2);
      byMax.set(ply + 1, game.maxToMove() ? 1 : 0);
      game.play(child - tree.first(node));
      node = child;
      path.set(++ply, node);
    }
    if (full) {
      while (ply-- > 0) game.undo();
      break;
    }

    // 3. The leaf's value, for MAX: a terminal leaf's outcome (it is proven), else a rollout's.
    let value: f64 = 0, solved = false;
    if (tree.isTerminal(node)) {
      countGenerated(1);
      countRegenerated(1);
      value = byMax.get(ply) != 0 ? tree.outcome(node) : -tree.outcome(node);
      solved = solver;
    } else {
      if (ply > 0 && alpha == 0) countGenerated(1); // with alpha, generated at its parent's expansion
      if (game.moveCount() == 0) {
        value = terminalValue<G>(game, decisive, scale);
        tree.prove(node, byMax.get(ply) != 0 ? value : -value, TERMINAL | PROVEN);
        solved = solver;
      } else value = rollout<G>(game, decisive, scale);
    }

    // 4. Back up, leaf to root: the value for the side that moved into each node, the
    // solver's proofs while they hold, implicit minimax.
    for (let k = ply; k >= 0; k--) {
      const v = path.get(k);
      tree.visit(v, byMax.get(k) != 0 ? value : -value);
      if (solved && tree.count(v) > 0) solved = proveFromChildren(tree, v);
      if (alpha > 0 && tree.count(v) > 0) backUpImplicit(tree, v);
      if (k > 0) game.undo();
    }
    simulations++;
  }

  // 5. The result: the line of final children, the first one's value.
  notePeakStore(tree.size);
  setMctsCounts(simulations, evaluations);
  const length = tree.line(pv);
  setPvLength(length);
  setResult(length > 0 ? pv.get(0) : -1, length > 0 ? tree.finalValue(tree.first(0) + pv.get(0), rootMax) : 0);
  return draws;
}
