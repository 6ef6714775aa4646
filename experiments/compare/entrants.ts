// Who plays in a round robin, and how each search makes a move at a budget. Read from the
// searches' table (contract/searches.ts), so a search added there plays here: every search
// that takes both a node and a time budget and, stopped by one, still has a move
// (stoppable; minimax and alpha-beta to a fixed horizon end with an error instead) is an entrant. A search whose player
// plays by
// budgets per move (PlayerInfo.needs empty: min/max approximation, which keeps its tree
// between moves, and any such player the table gains) plays as that player, so that what
// it keeps between moves counts; the others search each move afresh. Best-first extension
// needs a horizon for its alpha-beta phase: EXTENSION_HORIZON. An entrant's name may carry
// a preset and `+learned`, or be a level, which plays at its own budget whatever the
// round robin's (contract/entrant-names.ts).

import {
  ALGORITHMS,
  entrantSettings,
  parseEntrant,
  searchEntrantName,
  SEARCHES,
  searchAtLevel,
  searchNeeds,
  type Entrant,
  type Algorithm,
  type Engine,
  type Game,
  type Player,
  type PlayerSpec,
  type Position,
  type SearchLimits,
} from "../../contract/index.js";
import { moveNamed } from "../tournament/game-rules.js";
import type { BudgetBy } from "./types.js";

/** The searches that can play at a budget per move, in the table's order. */
export const ENTRANTS: readonly Algorithm[] = ALGORITHMS.filter(
  (a) => SEARCHES[a].takes.includes("nodes") && SEARCHES[a].takes.includes("time") && SEARCHES[a].stoppable,
);

const MAIN = ["id", "alphabeta-tt", "bestfirst", "mma", "mcts"];
/**
 * The main searches, what `compare` plays by default and `reproduce` compares: alpha-beta
 * with iterative deepening (and with a transposition table), best-first minimax, min/max
 * approximation, MCTS; a name the table lacks is left out.
 */
export const MAIN_ENTRANTS: readonly Algorithm[] = MAIN.filter((a) =>
  (ENTRANTS as readonly string[]).includes(a),
) as Algorithm[];

/**
 * Names a user may write for a search that plays at a budget under another name: alpha-beta at a budget is iterative
 * deepening.
 */
export const ENTRANT_ALIASES: Readonly<Record<string, Algorithm>> = { alphabeta: "id" };

/** The horizon of best-first extension's alpha-beta phase (its best-first phase then spends the budget). */
export const EXTENSION_HORIZON = 2;

/** The entrant an entrant's name names, among ENTRANTS and their aliases, for `game` (+learned: Othello). */
export function entrantNamed(name: string, game?: string): Entrant {
  return parseEntrant(name, { searches: ENTRANTS, aliases: ENTRANT_ALIASES, game });
}

/** An entrant's name as results files hold it: an alias replaced by its search (`alphabeta` is `id`). */
export function canonicalEntrant(name: string, game?: string): string {
  const e = entrantNamed(name, game);
  if (e.form === "level") return e.name;
  return searchEntrantName(e);
}

/** Whether entrant `a` plays as its search's player (one that plays by budgets per move); a level does not. */
export function keepsTree(a: string): boolean {
  const e = entrantNamed(a);
  return e.form === "search" && SEARCHES[e.algorithm].player?.needs.length === 0;
}

/** A side of a game: chooses at its turns, is told every move. */
export interface Mover {
  choose(position: Position, game: Game): { move: number; nodes: number };
  observe(move: number): void;
  dispose(): void;
}

/** A search's settings other than its budget: a horizon where it needs one (extension). */
export function searchSettings(a: Algorithm): SearchLimits {
  return a !== "id" && searchNeeds(a, "horizon") ? { horizon: EXTENSION_HORIZON } : {};
}

/** A search entrant's settings other than its budget: its search's (a horizon), its preset's and its evaluation. */
export function entrantLimits(e: Entrant & { form: "search" }): SearchLimits {
  return { ...searchSettings(e.algorithm), ...entrantSettings(e) };
}

/** A level's moves: each a fresh level search at the level's own budget, seed 0 (contract/levels.ts). */
function levelMover(engine: Engine, level: number): Mover {
  return {
    choose(position, game) {
      const report = searchAtLevel(engine, { position, level });
      const move = moveNamed(game, String(report.move));
      if (move < 0) throw new Error(`level ${level} chose ${report.move}, not a legal move`);
      return { move, nodes: report.nodes.generated };
    },
    observe: () => {},
    dispose: () => {},
  };
}

/** Entrant `name` at `budget` per move (a level at its own), for one game. */
export function mover(engine: Engine, name: string, budget: number, by: BudgetBy): Mover {
  const e = entrantNamed(name);
  if (e.form === "level") return levelMover(engine, e.level);
  const a = e.algorithm;
  if (keepsTree(name)) {
    const spec = { kind: a, [by]: budget, ...entrantSettings(e) } as PlayerSpec;
    const player: Player = engine.createPlayer(spec);
    return {
      choose(position) {
        const choice = player.choose(position);
        return { move: choice.move, nodes: choice.generated };
      },
      observe: (move) => player.observe(move),
      dispose: () => player.dispose(),
    };
  }
  const request: SearchLimits = { [by]: budget, ...entrantLimits(e) };
  return {
    choose(position, game) {
      const report = engine.search({ position, algorithm: a, ...request });
      const move = moveNamed(game, String(report.move));
      if (move < 0) throw new Error(`${a} chose ${report.move}, not a legal move`);
      return { move, nodes: report.nodes.generated };
    },
    observe: () => {},
    dispose: () => {},
  };
}
