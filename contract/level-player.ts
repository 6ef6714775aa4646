// A player at a level of play (./levels.ts): `createPlayer({ level: 5, seed? })` on either
// engine. Each move is the level's own move at the position (searchAtLevel, on the engine
// that made the player), so the player plays node for node as the level searches do and
// its randomness comes from its description's seed. It keeps no tree: a level is a fresh
// search a move at its own budget, which is what makes it play alike on every machine.

import { checkInt, fail, isRevokedProxy, shown } from "./errors.js";
import type { Engine } from "./engine.js";
import { checkSettingValue } from "./settings.js";
import { checkLevel, searchAtLevel } from "./levels.js";
import { checkKnownKeys } from "./options.js";
import type { LevelPlayerSpec, PlayerChoice, PlayerParts } from "./player.js";
import { checkBookHeader } from "./book.js";
import type { Position } from "./position.js";
import { checkControl, type SearchControl } from "./control.js";

const LEVEL_FIELDS = ["level", "seed", "evaluation", "book"] as const;

/** Whether a description names a level (read once, own field only: a getter is not asked twice). */
export function isLevelDescription(given: unknown): given is LevelPlayerSpec {
  if (given === null || typeof given !== "object" || isRevokedProxy(given)) return false;
  return Object.getOwnPropertyDescriptor(given, "level") !== undefined;
}

/**
 * Checks a level player's description and returns its checked copy (each field read once). A
 * level carries its search and budget, so a search's fields (`kind`, budgets, settings) are refused.
 */
export function checkLevelPlayerSpec(given: LevelPlayerSpec): LevelPlayerSpec {
  const fields = given as unknown as Record<string, unknown>;
  if (Object.hasOwn(fields, "kind"))
    fail(
      "a level player is { level, seed?, evaluation?, book? }: a level carries its own search and budget, " +
        `so it takes no kind (got kind ${shown(fields.kind)})`,
    );
  checkKnownKeys("a level player's description", given, LEVEL_FIELDS, "field");
  const copy: Record<string, unknown> = {};
  for (const field of LEVEL_FIELDS) {
    const value = fields[field];
    if (value !== undefined) copy[field] = value;
  }
  const spec = copy as unknown as LevelPlayerSpec;
  checkLevel(spec.level);
  if (spec.seed !== undefined) checkInt("a level's seed", spec.seed, 0, 2 ** 32 - 1);
  if (spec.evaluation !== undefined) checkSettingValue("evaluation", spec.evaluation);
  if (spec.book !== undefined) checkBookHeader(spec.book);
  return spec;
}

/**
 * What an engine gives `playerHandle` for a level player: each move `searchAtLevel` on
 * `engine` at the position, its move as an index into `movesAt`'s names. A control is
 * checked but never stops the move (a level's budget is a few nodes: docs/entrants.md).
 */
export function levelPlayerParts(
  engine: Pick<Engine, "search" | "moves" | "evaluate">,
  spec: LevelPlayerSpec,
  movesAt: PlayerParts["movesAt"],
): PlayerParts {
  const { level, seed, evaluation } = spec;
  return {
    choose(position: Position, control?: SearchControl): PlayerChoice {
      checkControl(control);
      const names = movesAt(position);
      if (names.length === 0) fail("the position is terminal: the game is over there, there is no move to choose");
      const report = searchAtLevel(engine, {
        position,
        level,
        ...(seed === undefined ? {} : { seed }),
        ...(evaluation === undefined ? {} : { evaluation }),
      });
      const move = names.findIndex((name) => String(name) === String(report.move));
      if (move < 0) fail(`level ${level} chose ${shown(report.move)}, which is not a move of the position`);
      const { generated, expanded, regenerated } = report.nodes;
      return { move, value: report.value, generated, expanded, regenerated, kept: 0, stored: 0 };
    },
    observe() {},
    free() {},
    movesAt,
    ...(spec.book === undefined ? {} : { book: spec.book }),
  };
}
