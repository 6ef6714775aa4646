// The levels of play, 1 (weakest) to 10 (strongest), for every two-player game: each a
// search, its settings, a budget in nodes (so that a level plays the same on every
// machine) and an amount of randomness. The table is calibrated by measurement
// (docs/findings.md, "Levels"; scripts/lab/level-ladder.ts); the move of a level is
// deterministic from its seed, on either engine, because it is made here from the
// engine's own deterministic answers.

import { fail, checkInt } from "./errors.js";
import type { Engine } from "./engine.js";
import type { Evaluation } from "./evaluation.js";
import type { MoveName, Position } from "./position.js";
import type { SearchReport, SearchRequest } from "./search.js";
import type { Algorithm } from "./searches.js";

/** A level's row. */
export interface LevelRow {
  /** The search it plays with. */
  algorithm: Algorithm;
  /** Its preset, if any (./presets.ts). */
  preset?: string;
  /** Its budget a move, in nodes generated (all of its searches together). */
  nodes: number;
  /**
   * Its randomness: the share of its moves (0..1, drawn by its seed and the position's ply)
   * where it picks uniformly among its `choices` best root moves instead of its search's
   * own move. There each root move is valued by a search of the position after it at an
   * equal share of the budget, a finished game by its static value.
   */
  chance: number;
  /** How many of the best root moves a random move is drawn from (2 or more where `chance` > 0). */
  choices: number;
}

/** The levels, level N at index N - 1 (docs/entrants.md; calibrated in docs/findings.md). */
export const LEVELS: readonly LevelRow[] = [
  { algorithm: "id", nodes: 40, chance: 0.5, choices: 4 },
  { algorithm: "id", nodes: 100, chance: 0.4, choices: 3 },
  { algorithm: "id", nodes: 250, chance: 0.3, choices: 3 },
  { algorithm: "id", nodes: 500, chance: 0.25, choices: 2 },
  { algorithm: "id", nodes: 1_000, chance: 0.15, choices: 2 },
  { algorithm: "alphabeta-tt", nodes: 1_500, chance: 0.05, choices: 2 },
  { algorithm: "alphabeta-tt", nodes: 5_000, chance: 0, choices: 1 },
  { algorithm: "alphabeta-tt", nodes: 15_000, chance: 0, choices: 1 },
  { algorithm: "alphabeta-tt", preset: "engine", nodes: 50_000, chance: 0, choices: 1 },
  { algorithm: "alphabeta-tt", preset: "engine", nodes: 150_000, chance: 0, choices: 1 },
];

/** The highest level. */
export const MOST_LEVEL = LEVELS.length;

/** A move at a level: the position, the level and the seed of its randomness. */
export interface LevelRequest {
  position: Position;
  /** 1..MOST_LEVEL. */
  level: number;
  /** The randomness's seed, an integer 0..2^32 - 1 (default 0); the pick also depends on the position's ply. */
  seed?: number;
  /** The static evaluation its searches read (default "hand"; "learned" where the game has one). */
  evaluation?: Evaluation;
}

/** Checks a level's number: an integer 1..MOST_LEVEL. */
export function checkLevel(level: unknown): number {
  return checkInt("level", level, 1, MOST_LEVEL);
}

/** The search request of level `level`'s own search at `position` (its move where it draws none at random). */
export function levelRequest(level: number, position: Position, evaluation?: Evaluation): SearchRequest {
  const row = LEVELS[checkLevel(level) - 1];
  return {
    position,
    algorithm: row.algorithm,
    nodes: row.nodes,
    ...(row.preset === undefined ? {} : { preset: row.preset }),
    ...(evaluation === undefined ? {} : { evaluation }),
  };
}

/** A 32-bit mix of the seed, the ply and a stream (Mulberry32's output step), as a number in [0, 1). */
function draw(seed: number, ply: number, stream: number): number {
  let t = (seed + Math.imul(ply + 1, 0x6d2b79f5) + Math.imul(stream, 0x2545f491)) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
}

/** The position after the root's move `i` (by index, after the position's own moves). */
function after(position: Position, i: number): Position {
  return { ...position, path: [...(position.path ?? []), i] } as Position;
}

/** Plies played in a position's own moves and path. */
function pliesOf(position: Position): number {
  const moves = (position as { moves?: readonly unknown[] }).moves;
  return (moves?.length ?? 0) + (position.path?.length ?? 0);
}

/**
 * The root's moves' values for the side to move, by the level's search of each position
 * after them at an equal share of its budget (the negated value: the other side moves
 * there); a finished game's by its static value, whose sign for the side to move comes
 * from a one-ply minimax of the root (its value and its move's static value, MAX's).
 */
function rootValues(engine: Pick<Engine, "search" | "moves" | "evaluate">, request: LevelRequest, row: LevelRow) {
  const { position, evaluation } = request;
  const n = engine.moves(position).length;
  const ev = evaluation === undefined ? {} : { evaluation };
  const share = Math.max(1, Math.floor(row.nodes / n));
  const oneply = engine.search({ position, algorithm: "minimax", horizon: 1, ...ev });
  const first = engine.moves(position).findIndex((m) => String(m.move) === String(oneply.move));
  const staticFirst = engine.evaluate(after(position, first), ev);
  // 0 from both: every child is at most 0 for the side to move, so a finished one is -|its value|.
  const sign = oneply.value === 0 ? 0 : oneply.value === staticFirst ? 1 : -1;
  let generated = oneply.nodes.generated;
  let expanded = oneply.nodes.expanded;
  const values: { value: number; pv: MoveName[] }[] = [];
  for (let i = 0; i < n; i++) {
    const child = after(position, i);
    const move = engine.moves(position)[i].move;
    if (engine.moves(child).length === 0) {
      const e = engine.evaluate(child, ev);
      values.push({ value: sign === 0 ? -Math.abs(e) : sign * e, pv: [move] });
      continue;
    }
    const r = engine.search({ ...levelRequest(request.level, child, evaluation), nodes: share });
    generated += r.nodes.generated;
    expanded += r.nodes.expanded;
    values.push({ value: -r.value, pv: [move, ...r.pv] });
  }
  return { values, generated, expanded };
}

/**
 * A level's move at a position, on `engine`: its search's own move, or at a share `chance`
 * of its moves (drawn by the seed and the position's ply) one drawn uniformly among its
 * `choices` best root moves by their values (ties in move order). Its report's value and
 * line are then the chosen move's, its nodes all its searches'.
 */
export function searchAtLevel(
  engine: Pick<Engine, "search" | "moves" | "evaluate">,
  request: LevelRequest,
): SearchReport {
  if (request === null || typeof request !== "object") fail("a level's request must be an object { position, level }");
  const row = LEVELS[checkLevel(request.level) - 1];
  const seed = request.seed === undefined ? 0 : checkInt("a level's seed", request.seed, 0, 2 ** 32 - 1);
  const start = performance.now();
  const ply = pliesOf(request.position);
  const random = row.chance > 0 && draw(seed, ply, 0) < row.chance;
  const n = random ? engine.moves(request.position).length : 0;
  if (n < 2) return engine.search(levelRequest(request.level, request.position, request.evaluation));
  const { values, generated, expanded } = rootValues(engine, request, row);
  const order = values.map((_, i) => i).sort((a, b) => values[b].value - values[a].value || a - b);
  const chosen = values[order[Math.floor(draw(seed, ply, 1) * Math.min(row.choices, n))]];
  return {
    move: chosen.pv[0],
    value: chosen.value,
    pv: chosen.pv,
    nodes: { generated, expanded, regenerated: 0 },
    peakStore: 0,
    ms: performance.now() - start,
  };
}
