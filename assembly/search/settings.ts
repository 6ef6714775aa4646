// The request's settings as the bindings hand them over: one f64 a slot in a static block,
// written all at once before every search and read here by named slots when the bindings call
// searchSetSettings. The slots are the places of contract/settings.ts's rows (a seed takes two:
// low half, then high); test/core-codes.test.ts fails if these constants drift from the table.

import {
  setAspiration, setCountRegenerations, setEvaluation, setHistory, setLmr, setNullMove, setPvs, setQuiescence,
  setSearchSettings,
} from "./limits";
import { setMctsOptions } from "./mcts-options";
import { instanceBlock } from "./instance-block";

export const MOVE_CALLS_SLOT: i32 = 0;
export const COUNT_REGENERATIONS_SLOT: i32 = 1;
export const P_SLOT: i32 = 2;
export const PENALTY_CONSTANT_SLOT: i32 = 3;
export const ASPIRATION_SLOT: i32 = 4;
export const PVS_SLOT: i32 = 5;
export const HISTORY_SLOT: i32 = 6;
export const LMR_SLOT: i32 = 7;
export const SIMULATIONS_SLOT: i32 = 8;
export const SEED_SLOT: i32 = 9;
export const EXPLORATION_SLOT: i32 = 11;
export const LEAF_SLOT: i32 = 12;
export const ROLLOUT_DEPTH_SLOT: i32 = 13;
export const EVALUATION_SCALE_SLOT: i32 = 14;
export const SOLVER_SLOT: i32 = 15;
export const ALPHA_SLOT: i32 = 16;
export const EVALUATION_SLOT: i32 = 17;
export const QUIESCENCE_SLOT: i32 = 18;
export const NULL_MOVE_SLOT: i32 = 19;
/** The block's slots. */
export const SETTING_SLOTS: i32 = 20;

/**
 * The block's address (static memory; in the threads build a block of the instance's own): the bindings write it
 * through settingsPointer.
 */
export const SETTINGS: usize = ASC_FEATURE_THREADS
  ? instanceBlock(SETTING_SLOTS << 3)
  : memory.data(SETTING_SLOTS << 3, 16);

// @ts-ignore: decorator
@inline function setting(slot: i32): f64 { return load<f64>(SETTINGS + (<usize>slot << 3)); }

/**
 * Sets the searches that follow from the block: the move-call budget (0: none), min/max
 * approximation's p and penalty constant, RBFMS's ledger (1 on), alphabeta-tt's aspiration
 * (0: none), principal-variation search, the history heuristic, late-move reductions, quiescence
 * and null-move pruning (each 1 on), MCTS's options (mcts-options.ts; leaf 1, "evaluation", is a
 * rollout depth of 0) and the static evaluation (1: "learned").
 */
export function readSettings(): void {
  setSearchSettings(setting(MOVE_CALLS_SLOT), setting(P_SLOT), setting(PENALTY_CONSTANT_SLOT));
  setCountRegenerations(setting(COUNT_REGENERATIONS_SLOT) != 0);
  setAspiration(<i32>setting(ASPIRATION_SLOT));
  setPvs(setting(PVS_SLOT) != 0);
  setHistory(setting(HISTORY_SLOT) != 0);
  setLmr(setting(LMR_SLOT) != 0);
  setQuiescence(setting(QUIESCENCE_SLOT) != 0);
  setNullMove(setting(NULL_MOVE_SLOT) != 0);
  setEvaluation(setting(EVALUATION_SLOT) == 1);
  const evaluationLeaf = setting(LEAF_SLOT) == 1;
  setMctsOptions(
    setting(SIMULATIONS_SLOT),
    <i32><u32>setting(SEED_SLOT),
    <i32><u32>setting(SEED_SLOT + 1),
    setting(EXPLORATION_SLOT),
    evaluationLeaf ? 0 : <i32>setting(ROLLOUT_DEPTH_SLOT),
    setting(EVALUATION_SCALE_SLOT),
    <i32>setting(SOLVER_SLOT),
    setting(ALPHA_SLOT)
  );
}
