// Monte-Carlo tree search: UCT with MCTS-Solver after OpenSpiel's MCTSBot, every tie
// broken by move order. Mirrors reference/search/mcts.ts operation for operation (its
// header states the rules); the logarithm of UCT's exploration term is ./portable-math.ts's,
// the reference's to the bit (IEEE 754 fixes +, -, *, / and sqrt, not log). The
// end of the game is read as moveCount() == 0 here; the reference asks isTerminal(),
// which a user's game is held to (the core's games meet both alike). Games of more players
// or with chance (a kit's class: ./mcts-shape.ts, ./shape-view.ts): a node's statistics are
// the reward of the player who moved into it, a chance node's outcome is drawn by weight from
// the same stream, the solver and implicit minimax are off; a built-in game's search compiles
// to the two-player form.

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
import { CHANCE, drawOutcome, lineToChance, markChance, rewardsAt, shapedGame } from "./mcts-shape";
import { chanceAt, moverOf, playersOf } from "./shape-view";

/** The most players a game may have (contract/game-shape.ts's MOST_PLAYERS). */
const MOST_PLAYERS: i32 = 8;

// The path of the simulation under way: nodes by ply, and the player who made the move into each (the root's: its
// own player to move; an outcome's: its chance node's). Two players: 0 is MAX.
const path = new Scratch(1024);
const movers = new Scratch(1024);
// The leaf's reward for every player (two players: MAX's value, then its negation).
const rewards = new StaticArray<f64>(MOST_PLAYERS);

export const searchTree = new MctsTree();

let evaluations: i64 = 0;
let draws: u64 = 0;

/** Every player's reward at the position the game is at (a terminal's outcome, else the static value). */
function valueLeaf<G>(game: G, terminal: bool, scale: f64): void {
  evaluations++;
  rewardsAt<G>(game, terminal, scale, rewards);
}

/** The stream's next output's high half (one draw). */
// @ts-ignore: decorator
@inline function nextHi(): u64 { return streamAt(mctsSeed, draws++) >>> 32; }

/** Every player's reward from a rollout from the game's position (not terminal). */
function rollout<G>(game: G, scale: f64): void {
  const cap = mctsRolloutDepth;
  let depth = 0;
  for (;;) {
    const n = game.moveCount();
    if (n == 0) {
      valueLeaf<G>(game, true, scale);
      break;
    }
    if (depth == cap) {
      valueLeaf<G>(game, false, scale);
      break;
    }
    // A decision node's move is uniform, a chance node's outcome drawn by weight: one output each.
    const hi = nextHi();
    game.play(chanceAt<G>(game) ? drawOutcome<G>(game, n, hi) : <i32>((hi * <u64>n) >>> 32));
    countGenerated(1);
    depth++;
  }
  while (depth-- > 0) game.undo();
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
  const c = mctsC, scale = mctsScale, most = mctsSimulationBudget, memoryNodes = memoryLimit;
  const decisive = game.decisive;
  // MCTS-Solver's proofs and implicit minimax hold in two-player games without chance only (the bindings refuse a
  // request asking them elsewhere: contract/searches.ts, plainShapeOnly).
  const shaped = shapedGame<G>(game);
  const solver = !shaped && (mctsSolver < 0 ? decisive : mctsSolver != 0);
  const alpha = shaped ? 0 : mctsAlpha;
  // The final move by proven outcomes where they are wins and losses (./mcts-shape.ts, lineToChance).
  const byOutcome = !shaped || decisive;
  const players = playersOf<G>(game), rootMover = moverOf<G>(game);
  const rootMax = players == 2 ? rootMover == 0 : true;
  if (tree.size == 0) tree.reset();
  evaluations = 0;
  draws = firstDraw;
  lineFromMcts(tree, rootMax, byOutcome);
  path.set(0, 0);
  movers.set(0, rootMover);

  let simulations: i64 = 0;
  for (;;) {
    // 1. Stop when the root is proven, or (from the third simulation) a budget is spent.
    if (tree.isProven(0)) break;
    if (simulations >= 2 && (simulations >= most || budgetExhausted())) break;
    // 2. Descend while the node is not terminal and has been visited, expanding it on its
    // second visit, to UCT's child (a chance node's outcome drawn by weight); an expansion
    // past the memory limit ends the search.
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
            valueLeaf<G>(game, game.moveCount() == 0, scale); // two players only: MAX's value is rewards[0]
            const h = unchecked(rewards[0]);
            tree.setImplicit(first + i, here ? h : -h);
            game.undo();
          }
        }
      }
      path.ensure(ply + 2);
      movers.ensure(ply + 2);
      let child: i32;
      if ((tree.flags(node) & CHANCE) != 0) {
        child = tree.first(node) + drawOutcome<G>(game, tree.count(node), nextHi());
        movers.set(ply + 1, movers.get(ply));
      } else {
        child = selectChild(tree, node, c, alpha);
        movers.set(ply + 1, moverOf<G>(game));
      }
      game.play(child - tree.first(node));
      node = child;
      path.set(++ply, node);
    }
    if (full) {
      while (ply-- > 0) game.undo();
      break;
    }

    // 3. The leaf's rewards: a terminal leaf's outcome (it is proven), else a rollout's.
    let solved = false;
    if (tree.isTerminal(node)) {
      countGenerated(1);
      countRegenerated(1);
      if (players == 2) {
        const o = tree.outcome(node);
        const r = movers.get(ply) == 0 ? o : -o;
        unchecked((rewards[0] = r));
        unchecked((rewards[1] = -r));
      } else valueLeaf<G>(game, true, scale); // the tree keeps one player's outcome: the others' are asked again
      solved = solver;
    } else {
      if (ply > 0 && alpha == 0) countGenerated(1); // with alpha, generated at its parent's expansion
      if (game.moveCount() == 0) {
        valueLeaf<G>(game, true, scale);
        tree.prove(node, unchecked(rewards[movers.get(ply)]), TERMINAL | PROVEN);
        solved = solver;
      } else {
        markChance<G>(tree, node, game);
        rollout<G>(game, scale);
      }
    }

    // 4. Back up, leaf to root: the reward of the player who moved into each node, the
    // solver's proofs while they hold, implicit minimax.
    for (let k = ply; k >= 0; k--) {
      const v = path.get(k);
      tree.visit(v, unchecked(rewards[movers.get(k)]));
      if (solved && tree.count(v) > 0) solved = proveFromChildren(tree, v);
      if (alpha > 0 && tree.count(v) > 0) backUpImplicit(tree, v);
      if (k > 0) game.undo();
    }
    simulations++;
  }

  // 5. The result: the line of final children (to the first chance node), the first one's value: for MAX with two
  // players, else for the root's player.
  notePeakStore(tree.size);
  setMctsCounts(simulations, evaluations);
  const length = lineToChance(tree, byOutcome, pv);
  setPvLength(length);
  setResult(length > 0 ? pv.get(0) : -1, length > 0 ? tree.finalValue(tree.first(0) + pv.get(0), rootMax) : 0);
  return draws;
}
