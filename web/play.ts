// The play view: a board of buttons (click, or arrow keys and Enter), the human against a
// chosen search with a node or time budget per move, or a player that keeps its tree
// between moves (./kept.ts). While the engine thinks, the line it would play now (its
// search's progress: SearchProgress.pv) is drawn on the board, numbered, and grows as it
// searches; its value and node counts are shown beside it. "Stop and move now" ends its
// turn at once with its best move so far. Here: the menu and the game's course (whose
// turn, the end); the board is drawn by ./board-view.ts and the engine's turns are
// ./engine-turn.ts.

import { ALGORITHMS, SEARCHES, type Algorithm, type Engine, type Searcher } from "../index.browser.js";
import { BoardView } from "./board-view.js";
import { EngineTurns, type PageState } from "./engine-turn.js";
import { boardAfter, boardOf, PLAY_GAMES, positionOf, YOUR_GAME, type PlayGame } from "./games.js";
import { keptPlayers } from "./kept.js";

export type { PageState } from "./engine-turn.js";

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

/** The search the page starts with. */
const DEFAULT_SEARCH: Algorithm = "bestfirst";

/**
 * The searches the engine may play with: those that take a node and a time budget and,
 * stopped by one, still have a move (fixed-horizon minimax and alpha-beta end with an
 * error instead); one form of each (RBFMS's 1992 form is left out); the page's default first.
 */
const PAGE_SEARCHES: [string, string][] = ALGORITHMS.filter(
  (a) =>
    SEARCHES[a].takes.includes("nodes") &&
    SEARCHES[a].takes.includes("time") &&
    SEARCHES[a].stoppable &&
    SEARCHES[a].formOf === undefined,
)
  .sort((a, b) => Number(b === DEFAULT_SEARCH) - Number(a === DEFAULT_SEARCH))
  .map((a) => [a, SEARCHES[a].title]);

/**
 * The players, which keep their tree between moves: best-first with a depth bound per game, mma and MCTS with the
 * move's budget.
 */
const PLAYERS: [string, string][] = [
  ["player-bestfirst", "best-first player (tree kept)"],
  ["player-mma", "min/max player (tree kept)"],
  ["player-mcts", "MCTS player (subtree kept)"],
];

export function startPlay(el: PlayElements, engine: Engine, searcher: Searcher): PageState {
  for (const [value, label] of PAGE_SEARCHES) el.algorithm.add(new Option(label, value));
  for (const [value, label] of PLAYERS) el.algorithm.add(new Option(label, value));
  // The built-in games' entries, in the table's order, before "Your game" (the menu's last), the first chosen.
  const yours = [...el.game.options].find((option) => option.value === YOUR_GAME) ?? null;
  for (const game of PLAY_GAMES) el.game.add(new Option(boardOf(game).title, game), yours);
  el.game.value = PLAY_GAMES[0];
  const state: PageState = { game: PLAY_GAMES[0], moves: [], thinking: false, lines: [] };
  let cells: number[] = [];
  let legal: string[] = [];
  let pv: number[] = [];

  const engineSide = () => (el.humanFirst.checked ? 1 : 0);
  const toMove = () => state.moves.length % 2;
  /** False while "Your game" is chosen: ./your-game.ts plays then, and this view rests. */
  const builtIn = () => el.game.value !== YOUR_GAME;

  const view = new BoardView(el.board, play);
  const turns = new EngineTurns(el, searcher, keptPlayers(searcher, engine), {
    state,
    cells: () => cells,
    draw: render,
    showLine: (line) => {
      pv = line;
      render();
    },
    play,
  });

  function render(): void {
    const playable = !state.thinking && legal.length > 0 && toMove() !== engineSide();
    view.draw({ game: state.game, cells, playable: playable ? legal : [], pv, toMove: toMove() });
    el.stop.disabled = !state.thinking;
  }

  function refresh(): void {
    const position = positionOf(state.game, state.moves);
    cells = boardAfter(engine, state.game, state.moves);
    legal = engine.moves(position).map((m) => String(m.move)); // board games name moves by strings
    render();
    if (legal.length === 0) return finished();
    const m = boardOf(state.game);
    if (toMove() === engineSide()) void turns.take();
    else if (legal.length === 1 && legal[0] === "pass")
      el.status.textContent = `${m.players[toMove()]} (you) must pass.`;
    else el.status.textContent = `${m.players[toMove()]} to move: your turn.`;
    if (legal.length === 1 && legal[0] === "pass" && toMove() !== engineSide()) play("pass");
  }

  function finished(): void {
    const m = boardOf(state.game);
    const { value } = engine.solve(positionOf(state.game, state.moves));
    const mover = toMove();
    const winner = value === 0 ? undefined : value > 0 ? mover : 1 - mover;
    el.status.textContent =
      "Game over: " +
      (winner === undefined
        ? "a draw"
        : `${m.players[winner]} ${winner === engineSide() ? "(the engine)" : "(you)"} wins`) +
      (m.countAtEnd ? ` (${cells.filter((c) => c === 1).length}-${cells.filter((c) => c === 2).length})` : "") +
      ".";
  }

  function play(move: string): void {
    pv = [];
    state.moves.push(move);
    refresh();
  }

  function newGame(): void {
    turns.newGame();
    state.thinking = false;
    if (!builtIn()) return;
    state.game = el.game.value as PlayGame;
    state.moves = [];
    state.lastTurn = undefined;
    state.lines = [];
    pv = [];
    view.resetFocus();
    el.stats.innerHTML = "";
    refresh();
  }

  el.stop.addEventListener("click", () => builtIn() && turns.stop());
  // A turn refused for its budget (./engine-turn.ts, budgetFrom) is taken once the field changes.
  const retry = () => {
    if (builtIn() && !state.thinking && legal.length > 0 && toMove() === engineSide()) void turns.take();
  };
  el.budget.addEventListener("change", retry);
  el.budgetKind.addEventListener("change", retry);
  el.newGame.addEventListener("click", newGame);
  el.game.addEventListener("change", newGame);
  // Who moves first is the game's: changing it starts a new one (mid-game it let you play both sides).
  el.humanFirst.addEventListener("change", newGame);
  newGame();
  return state;
}
