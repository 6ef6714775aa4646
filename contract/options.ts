// The options object of an engine's call (perft's and solve's bounds, none for moves and
// evaluate, a random tree's fields for treeNode): an object or undefined, and no key the
// call does not take, so that a misspelt option is refused instead of silently ignored.
// Both engines call these same checks, so they refuse alike.

import { fail, isRevokedProxy, listed, shown } from "./errors.js";
import { checkOptionsObject } from "./control.js";

/** perft's options (./bounds.ts). */
export const PERFT_OPTIONS = ["nodes", "time", "control"] as const;
/** solve's options (./engine.ts, SolveOptions). */
export const SOLVE_OPTIONS = ["weak", ...PERFT_OPTIONS] as const;
/** A random tree's fields (./random-tree.ts, RandomTreeSpec). */
export const RANDOM_TREE_FIELDS = ["seed", "branching", "mode", "depth"] as const;

/** The form a message gives an options object: "{ nodes?, time?, control? }", "{}". */
export function optionsForm(known: readonly string[]): string {
  return known.length === 0 ? "{}" : `{ ${known.map((key) => `${key}?`).join(", ")} }`;
}

/**
 * Refuses an own enumerable string key of `options` (an object) that is not one of
 * `known`, naming it and what `owner` takes ("solve takes weak, nodes, time and control",
 * "evaluate takes no options"). Symbol keys name no option and are let be. The keys are
 * read before any value, so a getter is never run for a key that is refused.
 */
export function checkKnownKeys(owner: string, options: object, known: readonly string[], noun = "option"): void {
  for (const key of Object.keys(options))
    if (!known.includes(key))
      fail(`unknown ${noun} ${shown(key)}: ${owner} takes ${known.length === 0 ? `no ${noun}s` : listed(known)}`);
}

/**
 * Checks the options of a call that takes `known` (none for moves and evaluate):
 * undefined, or an object (not an array, not a revoked proxy) with no other key.
 */
export function checkCallOptions(call: string, options: unknown, known: readonly string[]): void {
  checkOptionsObject(`${call} options`, options, () => optionsForm(known));
  if (options !== undefined) checkKnownKeys(call, options as object, known);
}

/**
 * Checks treeNode's tree for keys other than RANDOM_TREE_FIELDS (its fields, and a tree that is no object, are
 * randomTreeParams' to refuse).
 */
export function checkTreeFields(spec: unknown): void {
  if (spec !== null && typeof spec === "object" && !isRevokedProxy(spec))
    checkKnownKeys("a random tree", spec, RANDOM_TREE_FIELDS, "field");
}
