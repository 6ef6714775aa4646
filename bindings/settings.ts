// A request's settings handed to the core in one call: each row of contract/settings.ts
// written into its slot of the core's block (assembly/search/settings.ts), then
// searchSetSettings, which the core reads by its named slots. A setting left out gets its
// row's default, or its `none`.

import {
  SETTING_NAMES,
  SETTING_SLOT,
  SETTINGS,
  seedHalves,
  type Seed,
  type SettingName,
  type SettingRow,
  type SettingValues,
} from "../contract/index.js";
import type { CoreExports } from "./load.js";

/**
 * The number a slot holds for `value` (undefined: the row's default, or its `none`): booleans 1
 * or 0, an enum its place.
 */
function slotNumber(row: SettingRow, value: unknown): number {
  const v = value ?? row.default;
  if (v === undefined) return row.none!;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (row.type === "enum") return row.values!.indexOf(v as string);
  return v as number;
}

/** Each slot's number when a request gives no setting (the rows' defaults or `none`), worked out once. */
let defaults: Float64Array | undefined;

function defaultSlots(slots: number): Float64Array {
  if (defaults?.length === slots) return defaults;
  defaults = new Float64Array(slots);
  for (const name of SETTING_NAMES) write(defaults, name, undefined);
  return defaults;
}

/** Writes setting `name`'s `value` (undefined: its default) into its slot(s) of `block`. */
function write(block: Float64Array, name: SettingName, value: unknown): void {
  const row: SettingRow = SETTINGS[name];
  const slot = SETTING_SLOT[name];
  if (row.type === "seed") {
    const { lo, hi } = seedHalves((value ?? row.default) as Seed);
    block[slot] = lo;
    block[slot + 1] = hi;
  } else block[slot] = slotNumber(row, value);
}

/**
 * Writes the settings of a checked request into the core's block and hands them over: the
 * defaults copied in whole, then each setting the request gives (a search a move, with the
 * block rewritten each time, pays for the settings it names only).
 */
export function setSettings(c: CoreExports, values: SettingValues): void {
  const slots = c.settingSlots();
  const block = new Float64Array(c.memory.buffer, c.settingsPointer(), slots);
  block.set(defaultSlots(slots));
  for (const name of SETTING_NAMES) {
    const value = values[name];
    if (value !== undefined) write(block, name, value);
  }
  c.searchSetSettings();
}
