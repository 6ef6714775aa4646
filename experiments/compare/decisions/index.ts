// Decision quality on real games, the experiments layer's library for `compare`: position
// sets whose every move is scored exactly (Connect-Four and Othello by their solvers,
// tic-tac-toe by plain minimax), a search's choice on them at a budget, and the curves of
// percent optimal and percent sound with Wilson intervals; run in the job pool with
// results files that resume, shard and merge (docs/decision-quality.md). A positions
// file: readPositionsFile, then runDecisions with the set { listed }, then
// positionReport for each record.

export type {
  Budget,
  Choice,
  DecisionGame,
  DecisionJob,
  DecisionParams,
  DecisionPoint,
  DecisionPosition,
  DecisionRecord,
  DecisionSearch,
  DecisionSummary,
  Interval,
  LabelledPosition,
  ListedPosition,
  PositionSet,
  ScoredMove,
} from "./types.js";
export {
  DEFAULT_EMPTIES,
  MOST_EMPTIES,
  drawPositions,
  movesText,
  positionOf,
  type DrawnPosition,
} from "./positions.js";
export { label, labelsOf } from "./label.js";
export { labelledPositions } from "./labelled.js";
export { decide } from "./decide.js";
export { runDecisionJob } from "./job.js";
export { decisionTasks } from "./task.js";
export { summarise, budgetText, decisive } from "./summary.js";
export { positionReport, type PositionReport } from "./position-report.js";
export { wilson, Z95 } from "./wilson.js";
export {
  checkDecisionParams,
  decisionJobs,
  DECISION_GAMES,
  MOST_POSITIONS,
  MOST_SEARCHES,
  MOST_BUDGETS,
} from "./params.js";
export { parsePositions, readPositionsFile, positionFromText, MOST_FILE_POSITIONS } from "./positions-file.js";
export { runDecisions, type DecisionOutcome, type DecisionRunOptions } from "./runner.js";
export { decisionSchema, openDecisionStore, readDecisionFile, DecisionStore, type DecisionLine } from "./store.js";
export { mergeDecisionFiles, type DecisionMerge } from "./merge.js";
export { ticTacToeValue, ticTacToePositions } from "./tic-tac-toe.js";
