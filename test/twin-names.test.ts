// The two engines are twins (CONTRIBUTING.md, "Both engines twin-named"): a file of the
// core (assembly/) and its twin in the reference (reference/) share a file name, and
// export the same names for the same parts (./twin-exports.ts reads them: functions,
// variables, classes and their public members). Every file of the folders below is a twin
// or listed in ONE_SIDED with why; what a twin exports on one side only is listed in
// ENGINE_SPECIFIC with why. A name that drifts on one side (a rename not made on the
// other) is in neither list, and fails here.

import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { exportedNames, exportedNamesOf } from "./twin-exports.js";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The folders whose files are twins by file name: the core's, then the reference's. */
const FOLDERS: [string, string][] = [
  ["assembly", "reference"],
  ["assembly/search", "reference/search"],
  ["assembly/games", "reference/games"],
  ["assembly/players", "reference/players"],
];

/** Files of those folders with no twin of the same name (paths from the repository's root), and why. */
const ONE_SIDED: Record<string, string> = {
  "assembly/index.ts": "the core's ABI for the bindings (reference/index.ts, the reference's public entry, is no twin)",
  "reference/index.ts": "the reference's public entry (assembly/index.ts is the core's ABI, no twin)",
  "assembly/io.ts": "the core's exchange buffer with the bindings; the reference passes arrays",
  "assembly/game-ops.ts": "the ABI's operations on any game; the reference's are reference-engine.ts's methods",
  "assembly/registry.ts":
    "games by number for the ABI's dispatch; reference/games/registry.ts lists Game objects by name",
  "assembly/players.ts": "players in numbered slots configured by kind codes; the reference makes one from its spec",
  "reference/book-check.ts": "an opening book read whole, on the reference's rules; the core reads no book",
  "reference/bounded.ts": "perft's and the solvers' budgets as one object; the core's are globals of search/limits.ts",
  "reference/checked-game.ts": "a user's TypeScript game, checked; the core runs only its own compiled games",
  "reference/own-game.ts": "the public entry for a user's TypeScript game (the core's is the game kit, assembly/kit/)",
  "reference/own-game-position.ts": "a user's TypeScript game's positions",
  "reference/learned-game.ts":
    "a user's TypeScript game with learned weights; the kit's twin is assembly/kit/learned.ts, outside these folders",
  "reference/perft.ts": "perft over the Game protocol; the core's is game-ops.ts's OP_PERFT",
  "reference/position.ts": "positions played from names; the core's come through the exchange buffer as codes",
  "reference/reference-engine.ts": "the Engine over the reference (the core's Engine is in bindings/)",
  "reference/u64.ts": "64-bit arithmetic in 32-bit halves; the core has u64",
  "reference/watch.ts": "the checkpoint as a closure; the core asks its host (search/limits.ts, askWatcher)",
  "assembly/search/child-value.ts": "a game's childValue shortcut, found at compile time (the reference asks the game)",
  "assembly/search/line.ts": "the line a watched search reads from static memory; the reference's searches return it",
  "assembly/search/mcts-options.ts": "MCTS's options set through the ABI; the reference passes them in its request",
  "assembly/search/settings.ts": "the block of settings the bindings write; the reference reads its request's fields",
  "assembly/search/operation.ts": "resets the core's globals before an operation; the reference has none to reset",
  "assembly/search/result.ts": "the result and PV in static memory for the ABI; the reference returns them",
  "assembly/search/result-values.ts":
    "a result's value vector and mean in static memory for the ABI; the reference's searches return them",
  "assembly/search/scratch.ts": "growable unmanaged memory; the reference has typed arrays",
  "assembly/search/lazy-smp.ts": "Lazy SMP's state in the core's threads build; the reference runs on one thread",
  "assembly/search/instance-block.ts": "an instance's own static buffers in the threads build; the reference has none",
  "reference/search/ply-buffers.ts": "typed arrays per ply; the core's are lists of search/scratch.ts",
  "assembly/games/solution.ts": "a solve's result in static memory for the ABI; the reference's solvers return it",
  "reference/games/explicit-tree.ts": "hand-made trees for the tests (a TypeScript Game only)",
  "reference/games/othello-patterns.ts":
    "the learned evaluation's features (bestfirst train); the core's built in games/othello-learned-table.ts",
  "reference/games/othello-weights.ts":
    "the learned evaluation's weights file as bytes; the core decodes it in games/othello-learned-table.ts",
  "assembly/games/othello-learned-table.ts":
    "the learned evaluation's tables in the core's memory; the reference's: othello-patterns.ts, othello-weights.ts",
  "reference/games/registry.ts": "Game objects by name (the core's registry is assembly/registry.ts, games by number)",
  "reference/players/kept-tree-player.ts": "the reference's player interface (the core's players: assembly/players.ts)",
  "reference/players/mcts-player.ts":
    "the reference's MCTS player, made from its spec (the core's: assembly/players.ts)",
  "reference/players/tree-player.ts":
    "the reference's tree players, made from their spec (the core's: assembly/players.ts)",
};

/** Why one engine exports a name the other does not: the few kinds of difference. */
const STATIC = "the core keeps this state in static memory behind functions; the reference in an object";
const HALVES = "the reference keeps 64-bit boards as 32-bit halves; the core has u64";
const CODES = "codes the ABI passes or reads as numbers; the reference passes names and objects";
const IO =
  "the core's game reads its position from the exchange buffer and solves in place; the reference's " +
  "is made from a position, names its moves and is solved by a function";
const SPLIT = "the same computation split into other steps, each engine the way it runs fast";

/** A twin's names exported on one side only, by the twin's path under assembly/ and reference/. */
interface Specific {
  /** The core's names, one space between them. */
  core: string;
  /** The reference's names, one space between them. */
  reference: string;
  why: string;
}

const ENGINE_SPECIFIC: Record<string, Specific[]> = {
  "search/alphabeta-tt-picker.ts": [
    { core: "clearFrames clearHistory clearKillers closeFrame openFrame", reference: "MovePicker", why: STATIC },
  ],
  "search/alphabeta.ts": [{ core: "aborted reachedHorizon", reference: "", why: STATIC }],
  "search/transposition-table.ts": [
    {
      core: "joinTable tableAddress tableEntries tableStamp",
      reference: "",
      why: "the threads build shares a Lazy SMP lead's table (assembly/threads/abi.ts); the reference has one thread",
    },
  ],
  "search/bestfirst.ts": [
    { core: "", reference: "principalVariation", why: "the core's is NodeStore.principalLine (into static memory)" },
  ],
  "search/limits.ts": [
    {
      core:
        "askWatcher aspiration bounded budgetExhausted checkedCount completedDepth countExhausted " +
        "countingRegenerations cutShort depthLimit history isWatched ledgerFull lmr memoryLimit mmaConstant mmaP " +
        "noteCompletedDepth noteCutShort noteLedgerFull " +
        "noteTreeFull pvs requestedMoves setAspiration setCountRegenerations setHistory setLimits setLmr " +
        "setMemoryLimit setPvs setSearchSettings setWatched treeFull learnedEvaluation setEvaluation " +
        "quiescence setQuiescence nullMove setNullMove",
      reference: "Budget completed exhausted exhaustedAt isBounded lateAt line rootProbeDue rootStopped",
      why: "the core's settings are globals the ABI sets; the reference's a request's fields and a Budget object",
    },
  ],
  "search/mcts-tree.ts": [
    {
      core: "copySubtree finalValue fitImplicit implicits links numbers setImplicit shrink visit",
      reference: "rebase",
      why: "the core's tree is arrays of scratch memory it compacts in place; the reference's typed arrays it rebases",
    },
  ],
  "search/mcts.ts": [{ core: "mctsOnTree searchTree", reference: "mctsCounts thousandths", why: SPLIT }],
  "search/mma-penalty.ts": [
    {
      core: "edgePenalty logMeanOf logRatios",
      reference: "edgePenalties generalizedMean meanDerivative penaltiesFrom",
      why: SPLIT,
    },
  ],
  "search/mma-ratios.ts": [
    { core: "meanLogOver newMeanSearch ratioLog ratioPow readyRow", reference: "meanLogs ratios", why: STATIC },
  ],
  "search/mma.ts": [{ core: "", reference: "TipIndex edge fit penalty tip", why: STATIC }],
  "search/node-store.ts": [
    {
      core: "bestChildOf bestChildValue principalChildOf principalLine reserve setLeaves shrink",
      reference: "grow",
      why: "the core's store is scratch memory, reserved and shrunk, read by free functions; the reference's grows",
    },
  ],
  "search/ordering.ts": [
    {
      core: "keyMove keyValue orderKey sortKeys sortKeysAt",
      reference: "",
      why: "the core sorts (value, move) packed in one i64 key; the reference sorts moves by their values",
    },
  ],
  "search/rbfms-context.ts": [
    {
      core: "contextStart decisive rbfmsLineValue readRbfmsLine returnSolved stopAtRoot",
      reference: "RbfmsContext full hold ledger pv readLine release rootSortStopped rootStopsAt stats value",
      why: STATIC,
    },
  ],
  "search/rbfms-frame.ts": [
    {
      core:
        "M1 M2 entryKey frameAdd frameHold frameOpen frameRelease frameSort framesClear framesKeys " +
        "framesStatics isSolved markSolved moveAt setStatic staticOf",
      reference:
        "Frame Frames add at count first firstSolved firstUnsolved move open r second sign solved sort " +
        "staticAt statics",
      why: STATIC,
    },
  ],
  "search/rbfms.ts": [{ core: "RBFMS_1992 RBFMS_1994", reference: "rbfmsProbe rbfmsRun", why: CODES }],
  "search/regeneration-ledger.ts": [
    {
      core: "ledgerClear ledgerRecord setLedgerLimit",
      reference: "RegenerationLedger full ledgerLimit record",
      why: STATIC,
    },
  ],
  "search/root-stop.ts": [
    {
      core: "clearStoppedInRoot rootAnswerAt rootStopsAt stoppedInRoot",
      reference: "bestOf rootStopOutcome",
      why: STATIC,
    },
  ],
  "search/run.ts": [
    {
      core:
        "ALPHABETA ALPHABETA_TT BESTFIRST BRS EXPECTIMAX EXTENSION ID MAXN MCTS MINIMAX MMA PARANOID RBFMS " +
        "RBFMS_INHERIT STAR2",
      reference: "",
      why: CODES,
    },
  ],
  "search/stats.ts": [
    {
      core: "countExpanded countGenerated countRegenerated notePeakStore resetCounters uncountExpanded",
      reference: "SearchStats",
      why: STATIC,
    },
  ],
  "search/window.ts": [{ core: "", reference: "Window", why: STATIC }],
  "games/connect-four-bits.ts": [
    {
      core: "BOARD BOTTOM",
      reference: "BOARD_HI BOARD_LO BOTTOM_HI BOTTOM_LO COLUMN_HI COLUMN_LO bits popcount",
      why: HALVES,
    },
    {
      core: "childGain columnMask sortGains",
      reference: "",
      why: "the core's move ordering by gains (the " + "reference orders in its solver)",
    },
  ],
  "games/connect-four-solve.ts": [{ core: "solve solveBest solveNodes", reference: "solveBoards", why: IO }],
  "games/connect-four.ts": [
    { core: "current mask moveBit", reference: "currentHi currentLo maskHi maskLo moveCell", why: HALVES },
    { core: "childValues childValuesOf load playOn", reference: "moveName reset", why: IO },
  ],
  "games/othello-bits.ts": [
    {
      core: "CORNERS MAX_PLIES NOT_A NOT_H count legalMoves2",
      reference: "bits canMove has lowestBit popcount",
      why: HALVES,
    },
  ],
  "games/othello-eval.ts": [
    {
      core: "cSquaresOpen xSquaresOpen",
      reference: "CORNER C_SQUARE DISC LATE_EMPTIES MOBILITY POTENTIAL_MOBILITY STABLE_EDGE X_SQUARE",
      why: SPLIT,
    },
  ],
  "games/othello-solve-end.ts": [{ core: "", reference: "parHi parLo", why: HALVES }],
  "games/othello-solve-eval.ts": [
    {
      core: "solveEvaluateWith",
      reference: "FEATURES HALF_EDGE HALF_EDGES PATTERN_SIZE WEIGHTS halfEdges solveFeatures",
      why: SPLIT,
    },
  ],
  "games/othello-solve.ts": [{ core: "solveBest solveNodes", reference: "cornerStable", why: IO }],
  "games/othello.ts": [
    { core: "black opponent player white", reference: "oppHiHere oppLoHere ownHiHere ownLoHere", why: HALVES },
    {
      core: "OTHELLO_HEADER_WORDS legal load moveCode perftInto solve",
      reference: "empties moveName othelloAt toBoard",
      why: IO,
    },
    {
      core: "",
      reference: "learned",
      why: "the core's evaluation is a global of search/limits.ts the ABI sets; the reference's game holds its weights",
    },
  ],
  "games/random-tree.ts": [
    { core: "currentIndex seed", reference: "indexHiHere indexLoHere seedHi seedLo", why: HALVES },
    {
      core: "childValue configure load moveCode playBlind playKnown revalue solve",
      reference: "edgeCostSum moveName",
      why: IO,
    },
  ],
  "games/tic-tac-toe.ts": [{ core: "load solve", reference: "hasLine moveName reset solveTicTacToe", why: IO }],
};

/** The TypeScript files directly in `folder` (none if it does not exist). */
function filesIn(folder: string): string[] {
  const path = join(root, folder);
  return existsSync(path) ? readdirSync(path).filter((f) => f.endsWith(".ts")) : [];
}

/** The twins: each as its path under the two folders, the core's file and the reference's. */
function twins(): { name: string; core: string; reference: string }[] {
  return FOLDERS.flatMap(([core, reference]) => {
    const under = core === "assembly" ? "" : `${core.slice("assembly/".length)}/`;
    const theirs = filesIn(reference);
    return filesIn(core)
      .filter((f) => theirs.includes(f) && !(`${core}/${f}` in ONE_SIDED))
      .map((f) => ({ name: `${under}${f}`, core: `${core}/${f}`, reference: `${reference}/${f}` }));
  });
}

/** The names exported on one side only: the two sets' differences. */
function drift(core: string[], reference: string[]): { core: string[]; reference: string[] } {
  return { core: core.filter((n) => !reference.includes(n)), reference: reference.filter((n) => !core.includes(n)) };
}

describe("the two engines' twin files", () => {
  test("every file of the twin folders has its twin of the same name, or is listed one-sided with why", () => {
    const unlisted = FOLDERS.flatMap(([core, reference]) => {
      const [mine, theirs] = [filesIn(core), filesIn(reference)];
      const alone = [
        ...mine.filter((f) => !theirs.includes(f)).map((f) => `${core}/${f}`),
        ...theirs.filter((f) => !mine.includes(f)).map((f) => `${reference}/${f}`),
      ];
      return alone.filter((path) => !(path in ONE_SIDED));
    });
    expect(unlisted).toEqual([]);
  });

  test("every one-sided file exists", () => {
    expect(Object.keys(ONE_SIDED).filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  test("every twin listed with engine-specific names is a twin", () => {
    const names = twins().map((t) => t.name);
    expect(Object.keys(ENGINE_SPECIFIC).filter((name) => !names.includes(name))).toEqual([]);
  });

  test.each(twins())("$name: the same exported names in both engines, but the listed ones", (t) => {
    const specific = ENGINE_SPECIFIC[t.name] ?? [];
    for (const s of specific) expect(s.why, `${t.name}: a reason for ${s.core} ${s.reference}`).not.toBe("");
    const names = (side: "core" | "reference") => specific.flatMap((s) => s[side].split(" ").filter((n) => n !== ""));
    const expected = { core: names("core").sort(), reference: names("reference").sort() };
    expect(drift(exportedNamesOf(join(root, t.core)), exportedNamesOf(join(root, t.reference)))).toEqual(expected);
  });
});

describe("the exported names a file has (./twin-exports.ts)", () => {
  test("functions, variables, classes with their public members and re-exports; not types or private members", () => {
    const source = [
      "// @ts-ignore: decorator",
      "@inline export function fast(a: i32): i32 { return a; }",
      "export const A: i32 = 1, B = 2;",
      "export let counter: u64 = 0;",
      "function hidden(): void {}",
      "@final export class Board {",
      "  cells: i32 = 0;",
      "  private secret: i32 = 0;",
      "  #mine = 0;",
      "  constructor() {}",
      "  play(move: i32): void {}",
      "  get size(): i32 { return 0; }",
      "}",
      "class Inner { inside(): void {} }",
      "export interface Shape { side: number }",
      "export type Alias = number;",
      "export { hidden as shown, type Shape as Form } from './elsewhere';",
      "export enum Kind { One }",
    ].join("\n");
    expect(exportedNames(source)).toEqual(
      ["A", "B", "Board", "Kind", "cells", "counter", "fast", "play", "shown", "size"].sort(),
    );
  });

  test("a name that drifts on one side shows on both sides of the difference", () => {
    const core = exportedNames("export function openWindow(): void {}\nexport function alphaAt(): i32 { return 0; }");
    const reference = exportedNames("export class Window { openWindow(): void {}\n alphaOf(): number { return 0; } }");
    expect(drift(core, reference)).toEqual({ core: ["alphaAt"], reference: ["Window", "alphaOf"] });
  });
});
