// The engine's turns on the play view: the budget the fields ask for, the search (./think.ts)
// or the player that keeps its tree (./kept.ts) that chooses the move, the line it would
// play now drawn on the board as it grows, and its figures shown beside it. "Stop and
// move now" ends a turn at once with its best move so far; a new game makes a turn in
// flight stale (its answer is dropped).

import {
  MAX_BUDGET,
  MAX_TIME_MS,
  type Algorithm,
  type PlayerChoice,
  type PlayerSpec,
  type SearchProgress,
  type SearchReport,
  type Searcher,
} from "../index.browser.js";
import { boardOf, positionOf, pvCells, type PlayGame } from "./games.js";
import type { KeptPlayers } from "./kept.js";
import { showStats } from "./stats.js";
import { think, type Budget } from "./think.js";
import { valueText } from "./value-text.js";

/** What the end-to-end test and the screenshot script read (window.bestfirstPage). */
export interface PageState {
  game: PlayGame;
  moves: string[];
  thinking: boolean;
  /** The engine's last turn: its report, and when "stop" was pressed and the move shown (performance.now()). */
  lastTurn?: {
    move: string;
    nodes: number;
    budget: Budget;
    stopPressed?: number;
    moved: number;
    stopped: boolean;
    kept: number;
  };
  /** The engine's turn under way (or the last one): each line drawn from its progress, as it came. */
  lines: { pv: string[]; value?: number; nodes: number }[];
}

/** The fields a turn reads and writes. */
export interface TurnElements {
  status: HTMLElement;
  stats: HTMLElement;
  algorithm: HTMLSelectElement;
  budgetKind: HTMLSelectElement;
  budget: HTMLInputElement;
}

/** What a turn needs of the page. */
export interface TurnHost {
  readonly state: PageState;
  /** The board's cells now. */
  cells(): readonly number[];
  /** Draws the board again (the page's state changed). */
  draw(): void;
  /** Draws the board with the engine's line `pv` (cells, in order). */
  showLine(pv: number[]): void;
  /** Plays the engine's move. */
  play(move: string): void;
}

/**
 * The budget the fields ask for: a whole number of nodes from 1 to MAX_BUDGET, or of
 * milliseconds from 1 to MAX_TIME_MS (the page's own unit). A fraction is rounded and a
 * number above the most brought down to it; anything else (empty, 0, -5, "abc") is
 * refused with what the field takes, so the engine never plays on a budget not asked for.
 */
export function budgetFrom(kind: Budget["kind"], text: string): Budget | { refused: string } {
  const most = kind === "nodes" ? MAX_BUDGET : MAX_TIME_MS;
  const asked = text.trim() === "" ? NaN : Math.round(Number(text));
  if (!(asked >= 1)) {
    const unit = kind === "nodes" ? "nodes" : "milliseconds";
    return { refused: `The budget must be a number of ${unit} from 1 to ${most.toLocaleString("en")}, not "${text}".` };
  }
  return { kind, amount: Math.min(most, asked) };
}

/** A player's description for the page's choice, or undefined for a search. */
function playerSpec(choice: string, game: PlayGame, budget: Budget): PlayerSpec | undefined {
  if (choice === "player-bestfirst") return { kind: "bestfirst", bound: boardOf(game).bound };
  if (choice === "player-mma" || choice === "player-mcts") {
    const kind = choice === "player-mma" ? "mma" : "mcts";
    return budget.kind === "nodes" ? { kind, nodes: budget.amount } : { kind, time: budget.amount };
  }
  return undefined;
}

export class EngineTurns {
  /** Counts the turns started and the games ended: a turn whose number is not the latest is stale. */
  private turn = 0;
  private controller: AbortController | undefined;
  private stopPressed: number | undefined;

  constructor(
    private readonly el: TurnElements,
    private readonly searcher: Searcher,
    private readonly kept: KeptPlayers,
    private readonly host: TurnHost,
  ) {}

  /** A new game: a turn in flight is stopped and its answer dropped, and the player held is ended. */
  newGame(): void {
    this.turn++;
    this.controller?.abort();
    this.kept.reset();
  }

  /** "Stop and move now": the turn under way ends with its best move so far. */
  stop(): void {
    this.stopPressed = performance.now();
    this.controller?.abort();
  }

  /** The engine's turn at the page's position: it thinks, then plays its move. */
  async take(): Promise<void> {
    const { el, host } = this;
    const state = host.state;
    const mine = ++this.turn;
    const m = boardOf(state.game);
    const asked = budgetFrom(el.budgetKind.value as Budget["kind"], el.budget.value);
    if ("refused" in asked) {
      // The turn waits for a budget it can use: a change of the field takes it (./play.ts).
      el.budget.setAttribute("aria-invalid", "true");
      el.status.textContent =
        `${asked.refused} Change it, ` + `and the engine (${m.players[state.moves.length % 2]}) moves.`;
      return;
    }
    const budget = asked;
    el.budget.removeAttribute("aria-invalid");
    el.budget.value = String(budget.amount); // what will be used, shown
    const algorithm = el.algorithm.value as Algorithm;
    const spec = playerSpec(el.algorithm.value, state.game, budget);
    state.thinking = true;
    state.lines = [];
    const controller = (this.controller = new AbortController());
    this.stopPressed = undefined;
    el.status.textContent =
      `${m.players[state.moves.length % 2]} (the engine, ` + `${el.algorithm.selectedOptions[0].text}) is thinking…`;
    el.stats.innerHTML = "";
    host.draw();
    // The line it would play now, drawn as it grows (every 50 ms at most: the searcher's default).
    const heard = (p: SearchProgress) => {
      if (mine !== this.turn) return;
      const line = p.pv.map(String);
      state.lines.push({ pv: line, value: p.value, nodes: p.nodes.generated });
      host.showLine(pvCells(state.game, host.cells(), line));
      this.show([
        ["value", valueText(state.game, spec?.kind ?? algorithm, p.value, state.moves.length)],
        ["principal variation", line.join(" ")],
        [
          "nodes generated (this search)",
          `${p.nodes.generated.toLocaleString("en")} so far, ${(p.ms / 1000).toFixed(1)} s`,
        ],
        [
          "nodes kept between moves",
          spec ? "shown when it moves" : "0: each search starts afresh in a worker (the players keep theirs)",
        ],
      ]);
    };
    try {
      const position = positionOf(state.game, state.moves);
      const turnDone = spec
        ? this.kept
            .choose(state.game, state.moves, spec, controller.signal, heard)
            .then(({ move, choice }) => ({ move, choice, report: undefined }))
        : think(this.searcher, position, algorithm, budget, controller.signal, heard).then((report) => ({
            move: String(report.move),
            choice: undefined,
            report,
          }));
      const { move, choice, report } = await turnDone;
      if (mine !== this.turn) return;
      state.thinking = false;
      const nodes = report ? report.nodes.generated : choice!.generated;
      const stopped = (report ?? choice)!.stopped === true;
      state.lastTurn = {
        move,
        nodes,
        budget,
        stopPressed: this.stopPressed,
        moved: performance.now(),
        stopped,
        kept: choice?.kept ?? 0,
      };
      if (report) this.searchStats(report, budget, algorithm);
      else this.playerStats(choice!, spec!.kind);
      // The rest of the line stays drawn: what the engine expects next.
      const last = report ? report.pv.map(String) : (state.lines.at(-1)?.pv ?? []);
      el.status.textContent = `The engine played ${move}${stopped ? " (stopped: its best move so far)" : ""}.`;
      host.play(move);
      if (!state.thinking && last[0] === move) host.showLine(pvCells(state.game, host.cells(), last.slice(1)));
    } catch (error) {
      if (mine !== this.turn) return;
      state.thinking = false;
      el.status.textContent = `The search failed: ${(error as Error).message}`;
      host.draw();
    }
  }

  private playerStats(choice: PlayerChoice, kind: string): void {
    const state = this.host.state;
    this.show([
      ["value", valueText(state.game, kind, choice.value, state.moves.length)],
      ["principal variation", state.lines.at(-1)?.pv.join(" ") ?? ""],
      ["nodes generated (this search)", choice.generated.toLocaleString("en")],
      ["nodes in the player's tree", choice.stored.toLocaleString("en")],
      ["nodes kept between moves", `${choice.kept.toLocaleString("en")}: the player's tree, kept in its worker`],
    ]);
  }

  private searchStats(report: SearchReport, budget: Budget, algorithm: Algorithm): void {
    const spent =
      budget.kind === "nodes"
        ? `${report.nodes.generated.toLocaleString("en")} of a budget of ${budget.amount.toLocaleString("en")}`
        : `${report.nodes.generated.toLocaleString("en")} in ${(report.ms / 1000).toFixed(1)} s of ` +
          `${(budget.amount / 1000).toFixed(1)} s`;
    this.show([
      ["value", valueText(this.host.state.game, algorithm, report.value, this.host.state.moves.length)],
      ["principal variation", report.pv.join(" ")],
      ["nodes generated (this search)", spent],
      ["most nodes held at once", report.peakStore.toLocaleString("en")],
      ["nodes kept between moves", "0: each search starts afresh in a worker (the players keep theirs)"],
    ]);
  }

  private show(rows: [string, string][]): void {
    showStats(this.el.stats, rows);
  }
}
