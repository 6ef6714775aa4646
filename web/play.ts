// The play view: a board of buttons (click, or arrow keys and Enter), the human against a
// chosen search with a node or time budget per move; while the engine thinks its
// principal variation is drawn on the board, numbered, and grows with each search, and its
// value and node counts are shown; "Stop and move now" ends its turn at once. The
// players (./kept.ts) keep their tree between moves instead: no variation is drawn, and
// their turn cannot be stopped (a player's search has no move before it finishes).

import { ALGORITHMS, type Algorithm, type Engine, type PlayerChoice, type PlayerSpec, type Searcher } from "../index.browser.js";
import { BOARDS, boardAfter, positionOf, pvCells, type PlayGame } from "./games.js";
import { keptPlayers } from "./kept.js";
import { think, type Budget, type Step } from "./think.js";

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
}

/**
 * The searches the engine may play with, those of them the package has that take a node or
 * time budget: Rivest's min/max approximation ("mma") joins the list when it lands.
 */
const SEARCHES: [string, string][] = [
  ["bestfirst", "best-first minimax"],
  ["rbfms", "RBFMS (recursive best-first)"],
  ["extension", "best-first extension"],
  ["id", "alpha-beta (iterative deepening)"],
  ["mma", "min/max approximation (Rivest)"],
];

/** The players, which keep their tree between moves: best-first with a depth bound per game, mma with the move's budget. */
const PLAYERS: [string, string][] = [
  ["player-bestfirst", "best-first player (tree kept)"],
  ["player-mma", "min/max player (tree kept)"],
];
/** The best-first player's depth bound K per game (its search takes no budget). */
const BOUNDS: Record<PlayGame, number> = { othello: 16, connect4: 14, tictactoe: 9 };

/** A player's description for the page's choice, or undefined for a search. */
function playerSpec(choice: string, game: PlayGame, budget: Budget): PlayerSpec | undefined {
  if (choice === "player-bestfirst") return { kind: "bestfirst", bound: BOUNDS[game] };
  if (choice === "player-mma") return budget.kind === "nodes" ? { kind: "mma", nodes: budget.amount } : { kind: "mma", time: budget.amount };
  return undefined;
}

export function startPlay(el: PlayElements, engine: Engine, searcher: Searcher): PageState {
  for (const [value, label] of SEARCHES)
    if ((ALGORITHMS as readonly string[]).includes(value)) el.algorithm.add(new Option(label, value));
  for (const [value, label] of PLAYERS) el.algorithm.add(new Option(label, value));
  const kept = keptPlayers(searcher, engine);
  const state: PageState = { game: "othello", moves: [], thinking: false };
  let cells: number[] = [];
  let legal: string[] = [];
  let pv: number[] = [];
  let focus = 0;
  let controller: AbortController | undefined;
  let stopPressed: number | undefined;
  let turn = 0; // a new game makes an engine turn in flight stale
  let stoppable = false; // a search's turn, not a player's

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
    el.stop.disabled = !state.thinking || !stoppable;
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
    const budget: Budget = { kind: el.budgetKind.value as Budget["kind"], amount: Math.max(1, Number(el.budget.value) || 1) };
    const algorithm = el.algorithm.value as Algorithm;
    const spec = playerSpec(el.algorithm.value, state.game, budget);
    stoppable = spec === undefined;
    state.thinking = true;
    controller = new AbortController();
    stopPressed = undefined;
    el.status.textContent = `${m.players[toMove()]} (the engine, ${el.algorithm.selectedOptions[0].text}) is thinking…`;
    render();
    const shown = (step: Step) => {
      if (mine !== turn) return;
      pv = pvCells(state.game, cells, step.report.pv.map(String));
      render();
      stats(step.report.value, step.report.nodes.generated, step.totalNodes, step.report.pv.map(String), step.budget, step.report.peakStore);
    };
    try {
      if (spec) return await playerTurn(mine, spec, budget);
      const played = await think(searcher, positionOf(state.game, state.moves), algorithm, budget, controller.signal, shown,
        (p, total) => { if (mine === turn) el.stats.querySelector("[data-total]")!.textContent = total.toLocaleString("en"); });
      if (mine !== turn) return;
      state.thinking = false;
      const moved = performance.now();
      const move = String(played.report.move);
      state.lastTurn = { move, nodes: played.report.nodes.generated, budget, stopPressed, moved, stopped: played.report.stopped === true, kept: 0 };
      shown(played);
      el.status.textContent = `The engine played ${move}.`;
      const line = pv;
      play(move);
      pv = line.slice(1);
      render();
    } catch (error) {
      if (mine !== turn) return;
      state.thinking = false;
      el.status.textContent = `The search failed: ${(error as Error).message}`;
      render();
    }
  }

  /** The engine's turn with a player: one search on the tree it kept, in its worker. */
  async function playerTurn(mine: number, spec: PlayerSpec, budget: Budget): Promise<void> {
    const { move, choice } = await kept.choose(state.game, state.moves, spec, controller!.signal);
    if (mine !== turn) return;
    state.thinking = false;
    state.lastTurn = { move, nodes: choice.generated, budget, stopPressed, moved: performance.now(), stopped: false, kept: choice.kept };
    playerStats(choice);
    el.status.textContent = `The engine played ${move}.`;
    play(move);
  }

  function playerStats(choice: PlayerChoice): void {
    show([
      ["value", String(choice.value)],
      ["nodes generated (this search)", choice.generated.toLocaleString("en")],
      ["nodes in the player's tree", choice.stored.toLocaleString("en")],
      ["nodes kept between moves", `${choice.kept.toLocaleString("en")}: the player's tree, kept in its worker`],
    ]);
  }

  function stats(value: number, nodes: number, total: number, line: readonly string[], budget: number, peak: number): void {
    show([
      ["value", String(value)],
      ["principal variation", line.join(" ")],
      ["nodes generated (this search)", `${nodes.toLocaleString("en")} of a budget of ${budget.toLocaleString("en")}`],
      ["nodes generated (this turn, all searches)", total.toLocaleString("en")],
      ["most nodes held at once", peak.toLocaleString("en")],
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
      if (name.startsWith("nodes generated (this turn")) dd.dataset.total = "";
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
  newGame();
  return state;
}
