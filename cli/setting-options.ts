// The searches' settings on the command line, each from its row of contract/settings.ts:
// the row's flag and help line (after the searches that take it), its value read with the
// row's type and range. A flag given to a search that does not take it is refused by the
// flag's name, as the library refuses the field by its own.

import type { Command } from "commander";
import { Option } from "../vendor/commander.js";
import {
  algorithmsTaking,
  refusedSettings,
  SETTING_NAMES,
  SETTINGS,
  settingsRefusal,
  type Algorithm,
  type SettingName,
  type SettingRow,
  type SettingValues,
} from "../contract/index.js";
import { choiceOption, intOption, realOption, seedOption } from "./options.js";
import { usage } from "./errors.js";

/** The row's flag as commander parses it: its long name and the key its value is found under. */
const OPTIONS = Object.fromEntries(SETTING_NAMES.map((name) => [name, new Option(SETTINGS[name].flag)])) as Record<
  SettingName,
  Option
>;

/** The flag's name alone ("--move-calls"), as messages give it. */
const flagOf = (name: SettingName) => OPTIONS[name].long!;

/** Offers every setting's flag, in the table's order. */
export function addSettingOptions(command: Command): Command {
  for (const name of SETTING_NAMES)
    command.option(SETTINGS[name].flag, `${algorithmsTaking(name).join(", ")}: ${SETTINGS[name].help}`);
  return command;
}

type Options = Record<string, string | boolean | undefined>;

/** The setting's value from its flag's text, with the row's type and range. */
function settingValue(name: SettingName, raw: string | boolean): SettingValues[SettingName] {
  const row: SettingRow = SETTINGS[name];
  const flag = flagOf(name);
  if (row.type === "boolean") return raw as boolean; // a --no- flag: given, it is false
  const text = raw as string;
  if (row.type === "integer") return intOption(flag, text, row.min!, row.max!);
  if (row.type === "number") return realOption(flag, text, row.min!, row.max!);
  if (row.type === "enum") return choiceOption(flag, text, row.values!);
  return seedOption(text, flag);
}

/** The request's settings the flags give: checked, and refused by their flags for a search that does not take them. */
export function settingsFrom(o: Options, algorithm: Algorithm): SettingValues {
  // A --no- flag makes commander default its key to true: only false was given.
  const raw = (name: SettingName) => o[OPTIONS[name].attributeName()];
  const given = SETTING_NAMES.filter((name) => (OPTIONS[name].negate ? raw(name) === false : raw(name) !== undefined));
  const takes = (name: SettingName) => algorithmsTaking(name).includes(algorithm);
  const refused = refusedSettings(given, takes, algorithmsTaking);
  if (refused.length) usage(settingsRefusal(refused, refused.map(flagOf), algorithmsTaking(refused[0]), algorithm));
  if (raw("leaf") === "evaluation" && raw("rolloutDepth") !== undefined)
    usage("--rollout-depth is for rollout leaves; --leaf evaluation takes the static value at once");
  // Absent fields left out, so that the request is the one a library user would write.
  return Object.fromEntries(given.map((name) => [name, settingValue(name, raw(name)!)])) as SettingValues;
}
