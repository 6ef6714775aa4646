// Players that keep their search tree between moves, in slots the bindings hand out
// (two play each game of a tournament). Mirrors reference/players/tree-player.ts and
// mcts-player.ts: after its own move and the reply a player keeps only the subtree still
// reachable.

import { NodeStore, NOT_GENERATED } from "./search/node-store";
import { bestFirstOnTree } from "./search/bestfirst";
import { alphabetaExtension, alphabetaRetained } from "./search/alphabeta-tree";
import { rbfms, RBFMS_1994 } from "./search/rbfms";
import { resetCounters } from "./search/stats";
import {
  setAspiration, setCountRegenerations, setEvaluation, setHistory, setLimits, setLmr, setMemoryLimit, setPvs,
  setQuiescence, setNullMove,
  setSearchSettings,
} from "./search/limits";
import { alphabeta } from "./search/alphabeta";
import { mmaOnTree } from "./search/mma";
import { stoppedInRoot } from "./search/root-stop";
import { lineNone } from "./search/line";
import { MctsTree } from "./search/mcts-tree";
import { mctsOnTree } from "./search/mcts";
import { setMctsOptions } from "./search/mcts-options";
import { Scratch } from "./search/scratch";
import { alphabetaTT } from "./search/alphabeta-tt";
import { MAX_HORIZON } from "./search/result";

export const BESTFIRST_PLAYER: i32 = 0;
export const EXTENSION_PLAYER: i32 = 1;
export const ALPHABETA_PLAYER: i32 = 2;
export const MMA_PLAYER: i32 = 3;
export const MCTS_PLAYER: i32 = 4;
export const ALPHABETA_TT_PLAYER: i32 = 5;
export const PLAYER_SLOTS: i32 = 8;
/**
 * What RBFMS's frames may hold when a player's store is full and it goes on in linear
 * space: a search's most (contract/memory.ts, MAX_SEARCH_MEMORY_NODES), not the player's
 * own limit, which the frames (depth bound x children a node) may pass when it is small.
 * The spec's player never fails for want of memory.
 */
const LINEAR_SPACE_MOST_NODES: i32 = 3 << 26;

/**
 * The tree an MCTS player's kept subtree is copied into, which then becomes the
 * player's, its old tree the next copy's (one for all slots: a copy is made and swapped
 * at once), and the copy's scratch of old node numbers.
 */
let spareTree: MctsTree | null = null;
const copyOrder = new Scratch(1024);

@final export class Player {
  store: NodeStore = new NodeStore(false);
  inUse: bool = false;
  haveTree: bool = false;
  /** Nodes kept from the previous move when the last search started. */
  kept: i32 = 0;
  kind: i32 = 0;
  bound: i32 = 0;
  horizon: i32 = 0;
  retain: bool = true;
  memoryNodes: i32 = i32.MAX_VALUE;
  linear: bool = false;
  /** RBFMS in linear space keeps its regeneration ledger (the player asked for the count). */
  countRegenerations: bool = false;
  // Budgets per move (mma, alphabeta-tt) and min/max approximation's parameters (see configureMma).
  moves: f64 = 0;
  nodes: f64 = 0;
  time: f64 = 0;
  p: f64 = 10;
  penaltyConstant: f64 = 0;
  // MCTS's budgets per move and settings (see configureMcts), its tree (made at its first
  // use: most slots never hold an MCTS player) and its rollouts' stream's outputs used so far.
  simulations: f64 = 0;
  seedLo: i32 = 0;
  seedHi: i32 = 0;
  c: f64 = 0;
  rolloutDepth: i32 = -1;
  scale: f64 = 100;
  solver: i32 = -1;
  alpha: f64 = 0;
  /** Its searches read the learned evaluation (its description's `evaluation`; the bindings load the weights). */
  learned: bool = false;
  mctsTree: MctsTree | null = null;
  draws: u64 = 0;
  // An alphabeta-tt player's techniques (see configureTechniques).
  pvs: bool = false;
  history: bool = false;
  lmr: bool = false;
  quiescence: bool = false;
  nullMove: bool = false;

  /**
   * An alphabeta-tt player's principal-variation search, history heuristic, late-move reductions,
   * quiescence search and null-move pruning.
   */
  configureTechniques(pvs: bool, history: bool, lmr: bool, quiescence: bool, nullMove: bool): void {
    this.pvs = pvs;
    this.history = history;
    this.lmr = lmr;
    this.quiescence = quiescence;
    this.nullMove = nullMove;
  }

  /**
   * An mcts player's budgets per move (0: none) and settings (assembly/search/mcts-options.ts,
   * setMctsOptions), after configure.
   */
  configureMcts(
    simulations: f64, seedLo: i32, seedHi: i32, c: f64, rolloutDepth: i32, scale: f64, solver: i32, alpha: f64,
    nodes: f64, time: f64
  ): void {
    this.simulations = simulations;
    this.seedLo = seedLo;
    this.seedHi = seedHi;
    this.c = c;
    this.rolloutDepth = rolloutDepth;
    this.scale = scale;
    this.solver = solver;
    this.alpha = alpha;
    this.nodes = nodes;
    this.time = time;
  }

  /** Nodes in the player's tree now. */
  stored(): i32 {
    return this.kind == MCTS_PLAYER ? this.mctsTree!.size : this.store.live;
  }

  /** An mma player's budgets per move (0: none) and parameters, after configure. */
  configureMma(moves: f64, nodes: f64, time: f64, p: f64, penaltyConstant: f64): void {
    this.moves = moves;
    this.nodes = nodes;
    this.time = time;
    this.p = p;
    this.penaltyConstant = penaltyConstant;
  }

  /** Makes this slot's player a new one; its store's arrays are reused, not reallocated. */
  configure(kind: i32, bound: i32, horizon: i32, retain: bool, memoryNodes: i32, linear: bool): void {
    this.learned = false;
    this.inUse = true;
    this.haveTree = false;
    this.kept = 0;
    this.kind = kind;
    this.configureTechniques(false, false, false, false, false);
    this.bound = bound;
    this.horizon = horizon;
    this.retain = retain;
    this.memoryNodes = memoryNodes;
    this.linear = linear;
    this.countRegenerations = false;
    this.store.withStatics = kind == ALPHABETA_PLAYER;
    this.store.size = 0;
    this.store.garbage = 0;
    if (kind == MCTS_PLAYER) {
      if (this.mctsTree == null) this.mctsTree = new MctsTree();
      this.mctsTree!.size = 0;
      this.draws = 0;
    }
  }

  /** Gives back the memory of a large store or tree (the slot is freed). */
  shrink(): void {
    this.store.shrink();
    if (this.mctsTree != null) this.mctsTree!.shrink();
    if (spareTree != null) spareTree!.shrink();
  }

  choose<G>(game: G): void {
    // Every move sets the evaluation: a search or another player may have set another since.
    setEvaluation(this.learned);
    if (this.kind == MCTS_PLAYER) {
      this.chooseByMcts<G>(game);
      return;
    }
    const store = this.store;
    if (!this.haveTree || !this.retain) store.reset(game.evaluate());
    this.kept = store.live;
    resetCounters();
    setLimits(0, this.bound, 0, 0);
    setMemoryLimit(this.memoryNodes);
    lineNone();
    if (this.kind == ALPHABETA_PLAYER) {
      if (!alphabetaRetained<G>(game, store, this.horizon, this.memoryNodes)) {
        // The store is full: this move by plain alpha-beta, in linear space; the next from a fresh tree.
        alphabeta<G>(game, this.horizon, -1, false);
        store.reset(game.evaluate());
      }
    } else if (this.kind == ALPHABETA_TT_PLAYER) {
      // A fresh search with the move's budgets; its memory limit is the table's.
      setLimits(0, 0, this.nodes, this.time, 0);
      setAspiration(0);
      setPvs(this.pvs);
      setHistory(this.history);
      setLmr(this.lmr);
      setQuiescence(this.quiescence);
      setNullMove(this.nullMove);
      alphabetaTT<G>(game, this.horizon > 0 ? this.horizon : MAX_HORIZON);
    } else if (this.kind == MMA_PLAYER) {
      setLimits(0, 0, this.nodes, this.time, this.moves);
      setSearchSettings(this.moves, this.p, this.penaltyConstant);
      mmaOnTree<G>(game, store, this.memoryNodes);
    } else {
      // Extension's first phase may set the move itself: stopped inside the root's
      // expansion (./search/root-stop.ts), which it leaves a leaf.
      const whole = this.kind != EXTENSION_PLAYER || alphabetaExtension<G>(game, store, this.horizon, this.memoryNodes);
      const answered = this.kind == EXTENSION_PLAYER && stoppedInRoot;
      if (!whole || (!answered &&
          !bestFirstOnTree<G>(game, store, this.memoryNodes, this.linear, this.kind == BESTFIRST_PLAYER))) {
        // The store is full: go on in linear space, from scratch, for this move (its
        // budget checks counted afresh, as the reference's new search counts them). Its
        // regeneration ledger is kept only when the player asked for the count; where it
        // fills, RBFMS stops there (a stopping rule) and its move is played.
        setLimits(0, this.bound, 0, 0);
        setMemoryLimit(LINEAR_SPACE_MOST_NODES);
        setCountRegenerations(this.countRegenerations);
        rbfms<G>(game, RBFMS_1994);
        store.reset(game.evaluate());
      }
    }
    this.haveTree = true;
  }

  /** The MCTS player's move: a search on from the kept subtree (mirrors reference/players/mcts-player.ts). */
  private chooseByMcts<G>(game: G): void {
    const tree = this.mctsTree!;
    if (!this.haveTree || !this.retain) tree.size = 0;
    this.kept = max(tree.size, 1);
    resetCounters();
    setLimits(0, 0, this.nodes, this.time);
    setMemoryLimit(this.memoryNodes);
    setMctsOptions(
      this.simulations, this.seedLo, this.seedHi, this.c, this.rolloutDepth, this.scale, this.solver, this.alpha
    );
    this.draws = mctsOnTree<G>(game, tree, this.draws);
    this.haveTree = true;
  }

  observe(move: i32): void {
    if (!this.haveTree) return;
    if (this.kind == MCTS_PLAYER) {
      const tree = this.mctsTree!;
      if (tree.count(0) == 0 || move >= tree.count(0)) {
        this.haveTree = false;
        return;
      }
      if (spareTree == null) spareTree = new MctsTree();
      const into = spareTree!;
      tree.copySubtree(tree.first(0) + move, into, copyOrder, this.alpha > 0);
      spareTree = tree;
      this.mctsTree = into;
      return;
    }
    const store = this.store;
    const child = store.firstChild(0) + move;
    if (!store.isExpanded(0) || move >= store.childCount(0) ||
        (store.withStatics && store.statics.get(child) == NOT_GENERATED)) {
      this.haveTree = false;
      return;
    }
    // The best-first player moves its root without copying (NodeStore#moveRoot): its
    // search reclaims the garbage before its limit counts. The other players' searches
    // count the store's size as it is, so they keep only the subtree, copied.
    if (this.kind == BESTFIRST_PLAYER) store.moveRoot(child);
    else store.rebase(child);
  }
}

/** The slots: made once, reused by every player created after (nothing is freed with the stub runtime). */
export const players = new StaticArray<Player>(PLAYER_SLOTS);
for (let slot = 0; slot < PLAYER_SLOTS; slot++) unchecked(players[slot] = new Player());
