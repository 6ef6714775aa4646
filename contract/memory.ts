// Memory as a resource with a limit (docs/searches.md, "Memory"): how many nodes a search's
// tree and a player's store may hold, so that every request either fits the WebAssembly
// core (4 GiB at most, 32-bit addresses) or is refused the same way by both engines
// (./searches.ts says which search holds which).

import { fail } from "./errors.js";

/**
 * The most nodes best-first's tree may hold in one search (bestfirst; extension), and
 * the default: 3 x 2^26 nodes (201,326,592), 8 bytes each (the value, and the first
 * child's number with the node's flags; no child count: see assembly/search/node-store.ts)
 * = 1.5 GiB of the core's 4 GiB, half as many nodes again as the papers' three words a
 * node held in the same memory (2^27). RBFMS's frames share the limit. A search whose
 * tree reaches its limit ends with an error, on both engines.
 */
export const MAX_SEARCH_MEMORY_NODES = 3 * 2 ** 26;

/**
 * The most nodes a player's store may hold, and the default: 2^25 nodes. A player keeps
 * a spare copy for re-rooting and the alpha-beta player a static value: 16 bytes a node
 * (24 for the alpha-beta player), at most 768 MiB, so two such players of a match fit in
 * the core together, and with them a search of up to 2^27 nodes (1 GiB). The mma and MCTS
 * players keep more a node (44 and 68: contract/searches.ts, docs/searches.md "Memory"):
 * two MCTS players whose stores both fill 2^25 nodes need more than the core's 3 GiB of
 * lists, and the core stops with a BestfirstError.
 */
export const MAX_MEMORY_NODES = 2 ** 25;

/**
 * The most nodes min/max approximation's tree may hold (a search or an mma player), and
 * the default: 2^25. The core keeps 32 bytes an mma node (value, link word, the edge's
 * penalty and the least penalty below it as doubles, the child leading there, the child
 * count; a player 44), so 2^25 nodes take 1 GiB and 2^27 would not fit. mma stops at the
 * limit as at a spent budget.
 */
export const MAX_MMA_MEMORY_NODES = 2 ** 25;

/**
 * The most distinct nodes the regeneration ledger of RBFMS records (the instrument behind
 * its `regenerated` count, not part of the algorithm): 2^25, a table of 2^26 slots,
 * 768 MiB in the core. A search that expands more distinct nodes ends with an error; a
 * player's RBFMS in linear space (which keeps the ledger only when the player asks for the
 * count) stops there instead, as at a spent budget, and its move is played.
 */
export const LEDGER_MOST_NODES = 2 ** 25;

/** The error of an RBFMS search whose regeneration ledger is full (the same words on both engines). */
export function ledgerFull(algorithm: string): never {
  fail(
    `${algorithm} ran out of memory for its regeneration count: it expanded more than ${LEDGER_MOST_NODES} distinct ` +
      `nodes, ` +
      "and each is recorded to tell a regeneration from a first generation; give a smaller node or time budget or " +
      "depth bound",
  );
}

/**
 * The most entries alphabeta-tt's transposition table may hold: 2^22, 16 bytes an entry
 * (64 MiB) in either engine. The table takes the largest power of two at most its memory
 * limit; it bounds the table, never the search.
 */
export const MAX_TABLE_ENTRIES = 2 ** 22;

/**
 * The table's entries by default: 2^16 (1 MiB). A table larger than the caches costs a
 * miss a probe: at 2^20 entries the core searched about half as many nodes a second, and
 * saved only about 6% of the nodes of a 12-ply Connect-Four search (docs/design/alphabeta-tt.md).
 */
export const DEFAULT_TABLE_ENTRIES = 2 ** 16;

/** The least memory limit either takes: room for a few expansions. */
export const MIN_MEMORY_NODES = 64;

/** The error of a search whose tree reached its memory limit (the same words on both engines). */
export function outOfMemory(algorithm: string, memoryNodes: number): never {
  fail(
    `${algorithm} ran out of memory: its tree reached the limit of ${memoryNodes} nodes ` +
      `(memoryNodes; --memory on the command line; at most ${MAX_SEARCH_MEMORY_NODES}); give a node budget or a ` +
      `smaller depth bound, ` +
      "or use rbfms, which searches in linear space",
  );
}
