// The grammar of an entrant's name, read in this one place for every list of entrants
// (compare --algorithms, tournaments, players' descriptions, the page): a search `name`,
// with a preset `name:preset` (./presets.ts), with the learned evaluation `name+learned`
// (Othello's, ./evaluation.ts), both `name:preset+learned`, or a level `level:N`
// (./levels.ts). The names are the contract: docs/entrants.md.

import { fail, listed, shown } from "./errors.js";
import { GAME_NOTATIONS, GAMES } from "./games.js";
import { MOST_LEVEL } from "./levels.js";
import { presetSettings } from "./presets.js";
import { ALGORITHMS, type Algorithm } from "./searches.js";
import type { SettingValues } from "./settings.js";

/** An entrant read from its name: a search with its preset and evaluation, or a level. */
export type Entrant =
  | { form: "search"; name: string; algorithm: Algorithm; preset?: string; learned: boolean }
  | { form: "level"; name: string; level: number };

/** Where a name is read: the searches it may name, other names for them, and the game played. */
export interface EntrantContext {
  /** The searches an entrant may be (default ALGORITHMS). */
  searches?: readonly string[];
  /** Names a user may write for a search ("alphabeta" for id at a budget). */
  aliases?: Readonly<Record<string, Algorithm>>;
  /** The game's public name (`othello`): `+learned` is refused for a game without a learned evaluation. */
  game?: string;
}

/** The forms, as every refusal names them. */
export const ENTRANT_FORMS =
  "name, name:preset, name+learned, name:preset+learned " + `or level:N (N from 1 to ${MOST_LEVEL})`;

const FORM = /^([a-z][a-z0-9-]*)(?::([a-z][a-z0-9-]*|[0-9]+))?(\+learned)?$/;

/** Refuses `+learned` for a game without a learned evaluation. */
function checkLearned(name: string, game: string | undefined): void {
  if (game === undefined) return;
  const row = Object.hasOwn(GAME_NOTATIONS, game) ? GAME_NOTATIONS[game as keyof typeof GAME_NOTATIONS] : undefined;
  if (row?.learnedEvaluation) return;
  const takers = GAMES.filter((g) => GAME_NOTATIONS[g].learnedEvaluation);
  fail(
    `entrant ${shown(name)}: +learned (the learned evaluation) is for ${listed(takers)}, not ` +
      `${row ? row.title : "a game of your own"}`,
  );
}

/** Reads an entrant's name, or a BestfirstError in one line naming the forms or what the form names wrongly. */
export function parseEntrant(text: unknown, context: EntrantContext = {}): Entrant {
  const searches = context.searches ?? ALGORITHMS;
  const m = typeof text === "string" ? FORM.exec(text) : null;
  if (m === null) fail(`entrant ${shown(text)} is not an entrant's name: an entrant is ${ENTRANT_FORMS}`);
  const name = text as string;
  const [, base, suffix, learned] = m;
  if (base === "level") {
    if (suffix === undefined || learned !== undefined || !/^[0-9]+$/.test(suffix))
      fail(`entrant ${shown(name)}: a level is level:N, N from 1 to ${MOST_LEVEL} (it carries its own evaluation)`);
    const level = Number(suffix);
    if (level < 1 || level > MOST_LEVEL) fail(`entrant ${shown(name)}: a level is from 1 to ${MOST_LEVEL}`);
    return { form: "level", name, level };
  }
  const algorithm = context.aliases?.[base] ?? base;
  if (!searches.includes(algorithm))
    fail(
      `entrant ${shown(name)}: unknown search ${shown(base)}; searches: ${searches.join(", ")}; ` +
        `forms: ${ENTRANT_FORMS}`,
    );
  if (suffix !== undefined) presetSettings(algorithm, suffix);
  if (learned !== undefined) checkLearned(name, context.game);
  return {
    form: "search",
    name,
    algorithm: algorithm as Algorithm,
    ...(suffix === undefined ? {} : { preset: suffix }),
    learned: learned !== undefined,
  };
}

/** Reads a comma-separated list of entrants; the same name twice is refused. */
export function parseEntrants(text: string, context: EntrantContext = {}): Entrant[] {
  const entrants = text.split(",").map((part) => parseEntrant(part.trim(), context));
  const names = entrants.map((e) => e.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice !== undefined) fail(`entrant ${shown(twice)} is named twice`);
  return entrants;
}

/** A search entrant's name in its one form: its search (an alias replaced), `:preset`, `+learned`. */
export function searchEntrantName(entrant: Entrant & { form: "search" }): string {
  const preset = entrant.preset === undefined ? "" : `:${entrant.preset}`;
  return `${entrant.algorithm}${preset}${entrant.learned ? "+learned" : ""}`;
}

/** A search entrant's settings: its preset's, and `evaluation: "learned"` with `+learned`. */
export function entrantSettings(entrant: Entrant & { form: "search" }): SettingValues {
  return {
    ...(entrant.preset === undefined ? {} : presetSettings(entrant.algorithm, entrant.preset)),
    ...(entrant.learned ? { evaluation: "learned" as const } : {}),
  };
}
