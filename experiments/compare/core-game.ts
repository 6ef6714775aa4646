// A game core of one's own in the round robin: its openings, the game that follows the
// play (the reference's role for the built-in games, here the core's own engine, since a
// core has no TypeScript twin the library knows), its report's name, and the report's line
// on decision quality, which compare does not measure on a core.
//
// The openings: opening k (0-based) plays `openingPlies` moves from the start; at ply j
// with n legal moves it takes move r mod n, r the low 32 bits of the j-th output of the
// random trees' SplitMix64 stream with seed k + 1 (reference/rng.ts); a move that would
// end the game is passed over for the next one in move order (cyclically), and where every
// move ends it the opening stops. Deterministic, and the same in every thread; on a small
// game two openings may coincide.

import { fail, GAMES, type Game, type KitEngine, type KitPosition } from "../../contract/index.js";
import { out } from "../../reference/u64.js";
import { streamAt } from "../../reference/rng.js";
import { coreEngine } from "../run/cores.js";
import type { ReportSection } from "./report.js";
import type { CoreGameSpec, RoundRobinSpec } from "./types.js";

/** The random legal moves of an opening. */
export const CORE_OPENING_PLIES = 2;
/** The most openings of a core (the most pairs a matchup plays at a budget). */
export const CORE_OPENINGS = 1000;
/** A game longer than this is refused (a results line holds at most this many moves). */
export const CORE_MOST_PLIES = 1000;
/** The longest move name a results line holds for a core. */
export const CORE_NAME_LENGTH = 64;

/** A report name: lower-case letters, digits and "-", not a built-in game's. */
export const CORE_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Whether `name` may name a core's report and files (a built-in game's name would share its files). */
export function coreNameProblem(name: string): string | undefined {
  if (!CORE_NAME.test(name)) return "1 to 40 lower-case letters, digits and -, starting with a letter or digit";
  if ((GAMES as readonly string[]).includes(name)) return `a name other than a built-in game's (${GAMES.join(", ")})`;
  return undefined;
}

/** The default name of a core's report: its class's name in lower case, other characters as "-". */
export function defaultCoreName(title: string): string {
  const name =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "core";
  return coreNameProblem(name) ? `${name}-core` : name;
}

/** The name of a round robin's report and results files: the game, or the core's name. */
export function compareName(spec: Pick<RoundRobinSpec, "game" | "core">): string {
  return spec.core?.name ?? spec.game;
}

/** This thread's engine on the round robin's core. */
export function engineOf(core: CoreGameSpec): KitEngine {
  return coreEngine(core.sha256, `the game core ${core.title}`);
}

/**
 * The names of the moves at `position`, each checked: a round robin plays, writes and
 * replays its games by their moves' names, so a name that is empty (a class that never
 * named its moves) or that two moves share would make every side play the first move of
 * that name, and write games its own --resume must refuse. Such a core is refused.
 */
export function coreMoveNames(engine: KitEngine, position: KitPosition): string[] {
  const names = engine.moves(position).map((m) => String(m.move));
  const seen = new Set<string>();
  for (const name of names) {
    if (name === "" || seen.has(name))
      fail(
        `${engine.game}'s moveName ${name === "" ? 'names a move ""' : `names two moves "${name.slice(0, 20)}"`} ` +
          `at one position: compare plays and stores games by move names, one per move, none empty ` +
          `(docs/your-game.md): give ${engine.game} a moveName that names each move of a position apart`,
      );
    seen.add(name);
  }
  return names;
}

/** Opening `index`: its moves by name from the start (the rule in the header). */
export function coreOpening(core: CoreGameSpec, index: number): string[] {
  const engine = engineOf(core);
  const names: string[] = [];
  for (let ply = 0; ply < core.openingPlies; ply++) {
    const moves = coreMoveNames(engine, { moves: names });
    if (moves.length === 0) break;
    streamAt(0, index + 1, 0, ply);
    const first = out.lo % moves.length;
    let chosen: string | undefined;
    for (let k = 0; k < moves.length && chosen === undefined; k++) {
      const name = moves[(first + k) % moves.length];
      if (engine.moves({ moves: [...names, name] }).length > 0) chosen = name;
    }
    if (chosen === undefined) break;
    names.push(chosen);
  }
  return names;
}

/**
 * The `Game` protocol over a core's engine, from an opening: what the round robin follows
 * a game with and replays a stored one on. Each question sets the position in the core
 * (the opening by name, then the moves played by index); the moves are asked once a position.
 */
export class CoreFollow implements Game {
  readonly decisive = true;
  private readonly path: number[] = [];
  private names: string[] | undefined;

  constructor(
    private readonly engine: KitEngine,
    private readonly opening: readonly string[],
  ) {}

  private position(): KitPosition {
    return { moves: this.opening, path: this.path };
  }

  private moves(): string[] {
    this.names ??= coreMoveNames(this.engine, this.position());
    return this.names;
  }

  moveCount(): number {
    return this.moves().length;
  }
  isTerminal(): boolean {
    return this.moves().length === 0;
  }
  /** MAX moves at the game's even plies from the start. */
  maxToMove(): boolean {
    return (this.opening.length + this.path.length) % 2 === 0;
  }
  evaluate(): number {
    return this.engine.evaluate(this.position());
  }
  moveName(move: number): string {
    return this.moves()[move];
  }

  play(move: number): void {
    this.path.push(move);
    this.names = undefined;
  }

  undo(): void {
    this.path.pop();
    this.names = undefined;
  }
}

/** The report's one line on decision quality for a core. */
export function coreDecisionSection(core: CoreGameSpec): ReportSection {
  // True with or without a solve(): compare labels positions by the built-in games' solvers alone.
  const unused = engineOf(core).solvable ? `, and ${core.title}'s solve() is not called` : "";
  const why =
    "compare measures decision quality on the built-in games only, on positions their own solvers label; " +
    `on a core it runs the round robin alone${unused}`;
  return { markdown: ["## Decision quality", "", `Not measured: ${why}.`], charts: [] };
}
