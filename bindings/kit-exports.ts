// What a game core built by this bestfirst's kit (`bestfirst build-game`) imports and
// exports: the ABI of assembly/kit/abi.ts as compiled. A module is checked against it
// before it is instantiated (./kit-load.ts), so one built by another version of bestfirst,
// or a module that only looks like a core, is told so in one line instead of failing with
// a LinkError, a TypeError or a trap on its first call. test/inputs-bounded.test.ts holds
// this list equal to a freshly built core's.

/** The functions a kit's core exports (besides its `memory`), in the order asc writes them. */
export const KIT_FUNCTIONS: readonly string[] = [
  "kitAbi", "kitTitle", "kitSolvable", "kitMoveNames", "kitMoveName", "kitFindMove", "kitPlay", "kitPvNames", "kitLineNames", "kitFault", "gameSet",
  "lineSet", "searchLine", "searchLineValue", "gameMoveCount", "gameMoveCode", "gameIsTerminal", "gamePerft",
  "gameSolve", "gameEvaluate", "gameSearch", "gamePvCodes", "gamePlayerChoose", "coreOutOfMemory",
  "coreScratchLimit", "coreLedgerLimit", "ioPointer", "ioWords", "searchMemoryLimit", "searchTreeFull",
  "operationNodes", "searchCutShort", "searchSettings", "searchAspiration", "searchMctsOptions",
  "searchSimulations", "searchEvaluations", "searchCountRegenerations", "searchMove", "searchValue",
  "searchGenerated", "searchExpanded", "searchRegenerated", "searchPeakStore", "searchWatch",
  "searchCompletedDepth", "searchPv", "playerMma", "playerMcts", "playerCreate", "playerCountRegenerations",
  "playerObserve", "playerKept", "playerStored", "playerFree", "_initialize",
];

/** The imports a kit's core may have: the clock and the watcher's checkpoint (./load.ts gives both). */
export const KIT_IMPORTS: readonly string[] = ["env.now", "env.checkpoint"];
