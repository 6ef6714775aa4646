// A request's settings handed to the core in one call: each row of contract/settings.ts
// written into its slot of the core's block (assembly/search/settings.ts), then
// searchSetSettings, which the core reads by its named slots. A setting left out gets its
// row's default, or its `none`.

import {
  SETTING_NAMES,
  SETTING_SLOT,
  SETTINGS,
  seedHalves,
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

/** Writes the settings of a checked request into the core's block and hands them over. */
export function setSettings(c: CoreExports, values: SettingValues): void {
  const block = new Float64Array(c.memory.buffer, c.settingsPointer(), c.settingSlots());
  for (const name of SETTING_NAMES) {
    const row: SettingRow = SETTINGS[name];
    const slot = SETTING_SLOT[name];
    if (row.type === "seed") {
      const { lo, hi } = seedHalves(values.seed ?? (row.default as number));
      block[slot] = lo;
      block[slot + 1] = hi;
    } else block[slot] = slotNumber(row, values[name]);
  }
  c.searchSetSettings();
}
