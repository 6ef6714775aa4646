// The presets: a search's named set of settings, so that "alphabeta-tt with the engine
// techniques" is one name (`alphabeta-tt:engine`) in a request, on the command line and in
// every list of entrants (./entrant-names.ts), resolved here once. A preset is only a
// shorthand: its search is the same search with its settings written out, node for node.
// Presets of searches not built yet are named here too, so that they are refused by name.

import { fail, listed, shown } from "./errors.js";
import { isSearchName, type Algorithm } from "./searches.js";
import type { SettingValues } from "./settings.js";

/** A preset's row: what it is, and the settings it turns on. */
export interface PresetRow {
  /** One line on what it is and why these settings (docs/searches.md, "Presets"). */
  title: string;
  /** The settings it gives the search; a request's own settings of the same names win. */
  settings: SettingValues;
}

/**
 * The presets, by search. `alphabeta-tt:engine` is the measured best of alphabeta-tt's
 * techniques today (docs/findings.md, "alphabeta-tt's techniques at equal time"): pvs alone
 * scored highest, within noise; history with them lost. Quiescence and null-move pruning,
 * once they are settings, join its row if a measurement says so.
 */
export const PRESETS: Readonly<Partial<Record<Algorithm, Readonly<Record<string, PresetRow>>>>> = {
  "alphabeta-tt": {
    engine: {
      title: "the measured best of alphabeta-tt's techniques today: principal-variation search",
      settings: { pvs: true },
    },
  },
};

/** Presets named by the project's design whose search is not built yet: refused by name, saying so. */
export const PLANNED_PRESETS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bestfirst: { ubfm: "the refined best-first minimax, UBFM" },
};

/** The presets of `algorithm`, by name (none: an empty list). */
export function presetNames(algorithm: string): string[] {
  return isSearchName(algorithm) ? Object.keys(PRESETS[algorithm as Algorithm] ?? {}) : [];
}

/** The settings of `algorithm`'s preset `preset`, or a BestfirstError naming the presets it has. */
export function presetSettings(algorithm: string, preset: unknown): SettingValues {
  if (typeof preset !== "string") fail(`preset must be a preset's name, got ${shown(preset)}`);
  const planned = PLANNED_PRESETS[algorithm]?.[preset];
  if (planned !== undefined && Object.hasOwn(PLANNED_PRESETS[algorithm], preset))
    fail(`preset ${algorithm}:${preset} (${planned}) is not built yet`);
  const names = presetNames(algorithm);
  if (!names.includes(preset))
    fail(
      `unknown preset ${shown(preset)} for ${algorithm}; ` +
        (names.length ? `its presets: ${listed(names)}` : `${algorithm} has no presets`),
    );
  return PRESETS[algorithm as Algorithm]![preset].settings;
}

/**
 * A request with its preset resolved: the preset's settings under the request's own (a
 * setting the request gives wins), and no `preset` field. Without a preset, the request
 * itself. An unknown algorithm is left for the request's own check to name.
 */
export function withPreset<R extends { algorithm?: unknown; preset?: unknown }>(request: R): R {
  if (request === null || typeof request !== "object" || request.preset === undefined) return request;
  if (!isSearchName(request.algorithm)) return request;
  const settings = presetSettings(request.algorithm, request.preset);
  const { preset: _, ...rest } = request;
  const own = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return { ...settings, ...own } as R;
}
