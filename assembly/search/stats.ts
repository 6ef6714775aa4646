// What a search counts (docs/searches.md; mirrors reference/search/stats.ts): nodes
// generated (created and statically evaluated; the root is given), expanded (children
// generated), regenerated (generated again by a recursive search), and the most nodes
// held at once. Globals, reset at the start of every search, read by the ABI.

export let generated: i64 = 0;
export let expanded: i64 = 0;
export let regenerated: i64 = 0;
export let peakStore: i64 = 0;

export function resetCounters(): void {
  generated = 0;
  expanded = 0;
  regenerated = 0;
  peakStore = 0;
}

// @ts-ignore: decorator
@inline export function countGenerated(n: i32): void { generated += n; }
// @ts-ignore: decorator
@inline export function countExpanded(): void { expanded++; }
/** An expansion counted as it began and not completed (./root-stop.ts). */
// @ts-ignore: decorator
@inline export function uncountExpanded(): void { expanded--; }
// @ts-ignore: decorator
@inline export function countRegenerated(n: i32): void { regenerated += n; }
// @ts-ignore: decorator
@inline export function notePeakStore(inStore: i64): void { if (inStore > peakStore) peakStore = inStore; }
