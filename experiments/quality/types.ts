// The decision-quality experiment's vocabulary (1992 report, section 4, figure 4): a job
// is one uniform random tree (branching b, terminal depth d, seed); its result is what
// every search chose and generated on it. Workers post these as plain JSON and the
// results file holds one per line.

/** One tree of the experiment: seed `seed` of the uniform tree of branching b and depth d. */
export interface QualityJob {
  b: number;
  d: number;
  seed: number;
}

/**
 * What one tree gave. Arrays are by depth: `ab*[h - 1]` is alpha-beta to horizon h
 * (h = 1..d-1), `bf*[k - 1]` best-first to stopping depth k (k = 1..d).
 */
export interface QualityTree extends QualityJob {
  /** The exact (whole-tree minimax) value of each root move, in move order. */
  rootValues: number[];
  /** Alpha-beta's move at each horizon (the same for both orderings). */
  abMove: number[];
  /** Nodes generated with the report's depth-first expansion everywhere. */
  abNodes: number[];
  /** Nodes generated with the spec's one-at-a-time generation one ply above the horizon. */
  abNodesSpec: number[];
  /** Best-first's (RBFMS 1992's) move at each stopping depth. */
  bfMove: number[];
  /** Nodes RBFMS generated, regenerations included (the coarse broken line). */
  bfGenerated: number[];
  /** Of those, generations of a node generated before (the exact ledger). */
  bfRegenerated: number[];
  /** Of those, the ones the report's test sees: children of a node whose stored value differs from its static value. */
  bfRegeneratedByTest: number[];
  /** Children whose inherited value min(Value, Static) (MIN: max) differs from their static value. */
  bfInheritChanged: number[];
}

/** The algorithms of the figure's lines. */
export type QualityAlgorithm = "alphabeta" | "alphabeta-spec" | "bestfirst";

/** One point of figure 4: the mean over the trees of one (b, algorithm, depth). */
export interface QualityPoint {
  b: number;
  d: number;
  algorithm: QualityAlgorithm;
  /** Horizon (alpha-beta) or stopping depth (best-first). */
  depth: number;
  /** Mean nodes generated (best-first: each node counted once, the fine broken line). */
  nodes: number;
  /** Best-first: mean nodes RBFMS generates with its regenerations (the coarse line); alpha-beta: = nodes. */
  nodesWithRegenerations: number;
  correctPct: number;
  trees: number;
}

/** Regeneration overhead at one (b, stopping depth), or over all stopping depths (depth null). */
export interface RegenerationRow {
  b: number;
  d: number;
  depth: number | null;
  /** 100 * regenerated / generated once, by the exact ledger. */
  ledgerPct: number;
  /** The same by the report's test (stored value differs from static value). */
  testPct: number;
  /** 100 * children whose inherited value differs from their static value / nodes generated. */
  inheritChangedPct: number;
  /** Children whose inherited value differs from static, summed over the trees. */
  inheritChanged: number;
}

export interface QualitySummary {
  points: QualityPoint[];
  regeneration: {
    rows: RegenerationRow[];
    /** The report's figures, per b. */
    report: Record<number, number>;
  };
  /** Per b: trees whose root had two or more moves of the exact best value. */
  rootTies: { b: number; d: number; trees: number; tied: number }[];
}
