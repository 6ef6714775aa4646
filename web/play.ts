// The play view: a board of buttons (click, or arrow keys and Enter), the human against a
// chosen search with a node or time budget per move, or a player that keeps its tree
// between moves (./kept.ts). While the engine thinks, the line it would play now (its
// search's progress: SearchProgress.pv) is drawn on the board, numbered, and grows as it
// searches; its value and node counts are shown beside it. "Stop and move now" ends its
// turn at once with its best move so far.

import { ALGORITHMS, MAX_BUDGET, SEARCHES, MAX_TIME_MS, type Algorithm, type Engine, type PlayerChoice, type PlayerSpec, type Searcher, type SearchProgress, type SearchReport } from "../index.browser.js";
import { BOARDS, boardAfter, positionOf, pvCells, type PlayGame } from "./games.js";
import { keptPlayers } from "./kept.js";
import { think, type Budget } from "./think.js";

export interface PlayElements {
  board: HTMLElement;
  status: HTMLElement;
  stats: HTMLElement;
  game: HTMLSelectElement;
  algorithm: HTMLSelectElement;
  budgetKind: HTMLSelectElement;
  budget: HTMLInputElement;
  humanFirst: HTMLInputElement;
  newGame: HTMLButtonElement;
  stop: HTMLButtonElement;
}

/** What the end-to-end test and the screenshot script read (window.bestfirstPage). */
export interface PageState {
  game: PlayGame;
  moves: string[];
  thinking: boolean;
  /** The engine's last turn: its report, and when "stop" was pressed and the move shown (performance.now()). */
  lastTurn?: { move: string; nodes: number; budget: Budget; stopPressed?: number; moved: number; stopped: boolean; kept: number };
  /** The engine's turn under way (or the last one): each line drawn from its progress, as it came. */
  lines: { pv: string[]; value?: number; nodes: number }[];
}

/** The search the page starts with. */
const DEFAULT_SEARCH: Algorithm = "bestfirst";

/**
 * The searches the engine may play with: those that take a node and a time budget (one
 * form of each: RBFMS's 1992 form is left out), with the page's default first.
 */
const PAGE_SEARCHES: [string, string][] = ALGORITHMS
  .filter((a) => SEARCHES[a].takes.includes("nodes") && SEARCHES[a].takes.includes("time") && SEARCHES[a].formOf === undefined)
  .sort((a, b) => Number(b === DEFAULT_SEARCH) - Number(a === DEFAULT_SEARCH))
  .map((a) => [a, SEARCHES[a].title]);

/** The players, which keep their tree between moves: best-first with a depth bound per game, mma with the move's budget. */
const PLAYERS: [string, string][] = [
  ["player-bestfirst", "best-first player (tree kept)"],
  ["player-mma", "min/max player (tree kept)"],
];
/** The best-first player's depth bound K per game (its search takes no budget). */
const BOUNDS: Record<PlayGame, number> = { othello: 16, connect4: 14, tictactoe: 9 };

/** A player's description for the page's choice, or undefined for a search. */
/**
 * The budget the fields ask for, brought inside what a search takes: a whole number of
 * nodes from 1 to MAX_BUDGET, or of milliseconds from 1 to MAX_TIME_MS (the page's own
 * unit); anything else (empty, 1.5, 1e20) becomes the nearest such number.
 */
function budgetFrom(kind: Budget["kind"], text: string): Budget {
  const most = kind === "nodes" ? MAX_BUDGET : MAX_TIME_MS;
  const asked = Math.round(Number(text));
  return { kind, amount: Number.isFinite(asked) ? Math.min(most, Math.max(1, asked)) : 1 };
}

function playerSpec(choice: string, game: PlayGame, budget: Budget): PlayerSpec | undefined {
  if (choice === "player-bestfirst") return { kind: "bestfirst", bound: BOUNDS[game] };
  if (choice === "player-mma") return budget.kind === "nodes" ? { kind: "mma", nodes: budget.amount } : { kind: "mma", time: budget.amount };
  return undefined;
}

export function startPlay(el: PlayElements, engine: Engine, searcher: Searcher): PageState {
  for (const [value, label] of PAGE_SEARCHES) el.algorithm.add(new Option(label, value));
  for (const [value, label] of PLAYERS) el.algorithm.add(new Option(label, value));
  const kept = keptPlayers(searcher, engine);
  const state: PageState = { game: "othello", moves: [], thinking: false, lines: [] };
  let cells: number[] = [];
  let legal: string[] = [];
  let pv: number[] = [];
  let focus = 0;
  let controller: AbortController | undefined;
  let stopPressed: number | undefined;
  let turn = 0; // a new game makes an engine turn in flight stale

  const model = () => BOARDS[state.game];
  const engineSide = () => (el.humanFirst.checked ? 1 : 0);
  const toMove = () => state.moves.length % 2;

  function render(): void {
    const m = model();
    el.board.style.setProperty("--cols", String(m.cols));
    el.board.style.setProperty("--rows", String(m.rows));
    el.board.dataset.game = state.game;
    el.board.setAttribute("aria-label", `${m.title} board`);
    const buttons: HTMLButtonElement[] = [];
    const playable = !state.thinking && legal.length > 0 && toMove() !== engineSide();
    for (let cell = 0; cell < m.rows * m.cols; cell++) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "cell";
      b.dataset.cell = String(cell);
      const move = m.moveAt(cell);
      const isLegal = playable && legal.includes(move); // Connect-Four: any cell of a column that has room
      const stone = cells[cell];
      if (stone) b.dataset.stone = String(stone);
      if (isLegal) b.dataset.legal = "";
      const step = pv.indexOf(cell);
      // The line alternates sides from the side to move: data-pv is the stone it would be.
      if (step >= 0) { b.dataset.pv = String(((toMove() + step) % 2) + 1); b.textContent = String(step + 1); }
      b.tabIndex = cell === focus ? 0 : -1;
      b.setAttribute("aria-label", `${m.cellName(cell)}: ${stone ? m.players[stone - 1] : "empty"}${isLegal ? ", play " + move : ""}${step >= 0 ? `, step ${step + 1} of the engine's line` : ""}`);
      b.addEventListener("click", () => { focus = cell; if (isLegal) play(move); });
      buttons.push(b);
    }
    const hadFocus = el.board.contains(document.activeElement);
    el.board.replaceChildren(...buttons);
    if (hadFocus) buttons[focus].focus(); // keyboard play keeps its place across redraws
    el.stop.disabled = !state.thinking;
  }

  // Arrow keys move the focus over the board; Enter and Space press the cell (buttons do).
  el.board.addEventListener("keydown", (event) => {
    const m = model();
    const d = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -m.cols, ArrowDown: m.cols }[event.key];
    if (d === undefined) return;
    event.preventDefault();
    const next = focus + d;
    if (next < 0 || next >= m.rows * m.cols || (Math.abs(d) === 1 && Math.floor(next / m.cols) !== Math.floor(focus / m.cols))) return;
    focus = next;
    const b = el.board.querySelector<HTMLButtonElement>(`[data-cell="${focus}"]`);
    el.board.querySelectorAll<HTMLButtonElement>(".cell").forEach((c) => (c.tabIndex = -1));
    if (b) { b.tabIndex = 0; b.focus(); }
  });

  function refresh(): void {
    const position = positionOf(state.game, state.moves);
    cells = boardAfter(engine, state.game, state.moves);
    legal = engine.moves(position).map((m) => String(m.move)); // board games name moves by strings
    render();
    if (legal.length === 0) return finished();
    const m = model();
    if (toMove() === engineSide()) void engineTurn();
    else if (legal.length === 1 && legal[0] === "pass") el.status.textContent = `${m.players[toMove()]} (you) must pass.`;
    else el.status.textContent = `${m.players[toMove()]} to move: your turn.`;
    if (legal.length === 1 && legal[0] === "pass" && toMove() !== engineSide()) play("pass");
  }

  function finished(): void {
    const m = model();
    const { value } = engine.solve(positionOf(state.game, state.moves));
    const mover = toMove();
    const winner = value === 0 ? undefined : value > 0 ? mover : 1 - mover;
    el.status.textContent = `Game over: ${winner === undefined ? "a draw" : `${m.players[winner]} ${winner === engineSide() ? "(the engine)" : "(you)"} wins`}` +
      (state.game === "othello" ? ` (${cells.filter((c) => c === 1).length}-${cells.filter((c) => c === 2).length})` : "") + ".";
  }

  function play(move: string): void {
    pv = [];
    state.moves.push(move);
    refresh();
  }

  async function engineTurn(): Promise<void> {
    const mine = ++turn;
    const m = model();
    const budget = budgetFrom(el.budgetKind.value as Budget["kind"], el.budget.value);
    el.budget.value = String(budget.amount); // what will be used, shown
    const algorithm = el.algorithm.value as Algorithm;
    const spec = playerSpec(el.algorithm.value, state.game, budget);
    state.thinking = true;
    state.lines = [];
    controller = new AbortController();
    stopPressed = undefined;
    el.status.textContent = `${m.players[toMove()]} (the engine, ${el.algorithm.selectedOptions[0].text}) is thinking…`;
    el.stats.innerHTML = "";
    render();
    // The line it would play now, drawn as it grows (every 50 ms at most: the searcher's default).
    const heard = (p: SearchProgress) => {
      if (mine !== turn) return;
      const line = p.pv.map(String);
      state.lines.push({ pv: line, value: p.value, nodes: p.nodes.generated });
      pv = pvCells(state.game, cells, line);
      render();
      show([
        ["value", p.value === undefined ? "not known yet" : String(p.value)],
        ["principal variation", line.join(" ")],
        ["nodes generated (this search)", `${p.nodes.generated.toLocaleString("en")} so far, ${(p.ms / 1000).toFixed(1)} s`],
        ["nodes kept between moves", spec ? "shown when it moves" : "0: each search starts afresh in a worker (the players keep theirs)"],
      ]);
    };
    try {
      const position = positionOf(state.game, state.moves);
      const turnDone = spec
        ? kept.choose(state.game, state.moves, spec, controller.signal, heard).then(({ move, choice }) => ({ move, choice, report: undefined }))
        : think(searcher, position, algorithm, budget, controller.signal, heard).then((report) => ({ move: String(report.move), choice: undefined, report }));
      const { move, choice, report } = await turnDone;
      if (mine !== turn) return;
      state.thinking = false;
      const nodes = report ? report.nodes.generated : choice!.generated;
      const stopped = (report ?? choice)!.stopped === true;
      state.lastTurn = { move, nodes, budget, stopPressed, moved: performance.now(), stopped, kept: choice?.kept ?? 0 };
      if (report) searchStats(report, budget);
      else playerStats(choice!);
      // The rest of the line stays drawn: what the engine expects next.
      const last = report ? report.pv.map(String) : state.lines.at(-1)?.pv ?? [];
      el.status.textContent = `The engine played ${move}${stopped ? " (stopped: its best move so far)" : ""}.`;
      play(move);
      if (!state.thinking && last[0] === move) {
        pv = pvCells(state.game, cells, last.slice(1));
        render();
      }
    } catch (error) {
      if (mine !== turn) return;
      state.thinking = false;
      el.status.textContent = `The search failed: ${(error as Error).message}`;
      render();
    }
  }

  function playerStats(choice: PlayerChoice): void {
    show([
      ["value", String(choice.value)],
      ["principal variation", state.lines.at(-1)?.pv.join(" ") ?? ""],
      ["nodes generated (this search)", choice.generated.toLocaleString("en")],
      ["nodes in the player's tree", choice.stored.toLocaleString("en")],
      ["nodes kept between moves", `${choice.kept.toLocaleString("en")}: the player's tree, kept in its worker`],
    ]);
  }

  function searchStats(report: SearchReport, budget: Budget): void {
    const spent = budget.kind === "nodes"
      ? `${report.nodes.generated.toLocaleString("en")} of a budget of ${budget.amount.toLocaleString("en")}`
      : `${report.nodes.generated.toLocaleString("en")} in ${(report.ms / 1000).toFixed(1)} s of ${(budget.amount / 1000).toFixed(1)} s`;
    show([
      ["value", String(report.value)],
      ["principal variation", report.pv.join(" ")],
      ["nodes generated (this search)", spent],
      ["most nodes held at once", report.peakStore.toLocaleString("en")],
      ["nodes kept between moves", "0: each search starts afresh in a worker (the players keep theirs)"],
    ]);
  }

  function show(rows: [string, string][]): void {
    el.stats.innerHTML = "";
    for (const [name, text] of rows) {
      const dt = document.createElement("dt");
      dt.textContent = name;
      const dd = document.createElement("dd");
      dd.textContent = text;
      el.stats.append(dt, dd);
    }
  }

  function newGame(): void {
    turn++;
    controller?.abort();
    kept.reset();
    state.thinking = false;
    state.game = el.game.value as PlayGame;
    state.moves = [];
    state.lastTurn = undefined;
    state.lines = [];
    pv = [];
    focus = 0;
    el.stats.innerHTML = "";
    refresh();
  }

  el.stop.addEventListener("click", () => {
    stopPressed = performance.now();
    controller?.abort();
  });
  el.newGame.addEventListener("click", newGame);
  el.game.addEventListener("change", newGame);
  // Who moves first is the game's: changing it starts a new one (mid-game it let you play both sides).
  el.humanFirst.addEventListener("change", newGame);
  newGame();
  return state;
}
