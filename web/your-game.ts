// The play view's "Your game": a game core a user built (`bestfirst build-game`, docs/your-game.md),
// picked as a file or given as `?core=<url>`, loaded by the library (./core-load.ts) and
// played against the page's chosen search and budget per move: the position as text and
// the moves as buttons by their names (./core-view.ts), the engine's line, value and node
// counts beside it as it thinks, "Stop and move now", the game's end in words. The first
// player is MAX, who moves at the even plies (the kit's protocol). The players that keep
// their tree are the built-in games' only: their options are disabled here.

import type { Algorithm, KitPosition, SearchProgress } from "../index.browser.js";
import { loadCore, type LoadedCore } from "./core-load.js";
import { CoreView } from "./core-view.js";
import { budgetFrom } from "./engine-turn.js";
import type { PlayElements } from "./play.js";
import { YOUR_GAME } from "./games.js";
import { showStats } from "./stats.js";
import { requestFor, type Budget } from "./think.js";
import { kitGameOverText, kitValueText, type KitSides } from "./value-text.js";

/** The play view's fields (shared with the built-in games), and "Your game"'s own. */
export interface YourGameElements extends PlayElements {
  /** The built-in games' help, hidden while "Your game" is chosen (their board too). */
  help: HTMLElement;
  /** The file picker's label, the picker, and "Your game"'s board (text and move buttons) and help. */
  pick: HTMLElement;
  file: HTMLInputElement;
  yourGame: HTMLElement;
  text: HTMLElement;
  moves: HTMLElement;
  yourHelp: HTMLElement;
}

/** What the tests read of "Your game". */
export interface YourGameState {
  /** The loaded core's title and where it came from. */
  core?: { title: string; source: string };
  moves: string[];
  thinking: boolean;
  /** The engine's last move and the search that chose it. */
  lastTurn?: { move: string; algorithm: Algorithm; budget: Budget; nodes: number; stopped: boolean };
}

/** `query`: the page's location.search; a `core` parameter there is loaded at once (relative to `base`). */
export function startYourGame(el: YourGameElements, query: string, base: string): YourGameState {
  const state: YourGameState = { moves: [], thinking: false };
  let loaded: LoadedCore | undefined;
  let legal: string[] = [];
  /** Counts loads and turns: an answer whose number is not the latest is stale. */
  let loads = 0;
  let turn = 0;
  let controller: AbortController | undefined;
  const view = new CoreView(el.text, el.moves, play);

  const active = () => el.game.value === YOUR_GAME;
  const engineSide = () => (el.humanFirst.checked ? 1 : 0);
  const toMove = () => state.moves.length % 2;
  const sides = (): KitSides =>
    el.humanFirst.checked
      ? ["the first player (you)", "the second player (the engine)"]
      : ["the first player (the engine)", "the second player (you)"];
  const position = (): KitPosition => ({ moves: [...state.moves] });
  const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split("\n")[0];

  function draw(turnText: string): void {
    const humans = !state.thinking && toMove() !== engineSide();
    view.draw({ title: loaded?.title, moves: state.moves, turn: turnText, playable: humans ? legal : [] });
    el.stop.disabled = !state.thinking;
  }

  /** Shows the position, and ends the game or takes the engine's turn. */
  function refresh(): void {
    if (!loaded) return draw("");
    try {
      legal = loaded.engine.moves(position()).map((m) => String(m.move));
    } catch (error) {
      legal = [];
      el.status.textContent = `${loaded.title} failed: ${firstLine(error)}`;
      return draw("");
    }
    if (legal.length === 0) {
      const over = kitGameOverText(loaded.engine.evaluate(position()), sides());
      el.status.textContent = over;
      return draw(over);
    }
    const turnText = `to move: ${sides()[toMove()]}`;
    draw(turnText);
    if (toMove() === engineSide()) void take();
    else el.status.textContent = `${loaded.title}: your turn.`;
  }

  function play(move: string): void {
    state.moves.push(move);
    refresh();
  }

  function stopTurn(): void {
    turn++;
    controller?.abort();
    state.thinking = false;
  }

  function newGame(): void {
    stopTurn();
    state.moves = [];
    state.lastTurn = undefined;
    el.stats.innerHTML = "";
    if (!loaded) el.status.textContent = "Pick a game core (.wasm) built by bestfirst build-game.";
    refresh();
  }

  /** The engine's turn: the chosen search with the move's budget, in the core's worker. */
  async function take(): Promise<void> {
    const core = loaded!;
    const mine = ++turn;
    const asked = budgetFrom(el.budgetKind.value as Budget["kind"], el.budget.value);
    if ("refused" in asked) {
      // The turn waits for a budget it can use: a change of the field takes it.
      el.budget.setAttribute("aria-invalid", "true");
      el.status.textContent = `${asked.refused} Change it, and the engine moves.`;
      return;
    }
    el.budget.removeAttribute("aria-invalid");
    el.budget.value = String(asked.amount);
    const algorithm = el.algorithm.value as Algorithm;
    const request = requestFor(position(), algorithm, asked);
    state.thinking = true;
    controller = new AbortController();
    el.status.textContent = `${core.title}: the engine (${el.algorithm.selectedOptions[0].text}) is thinking…`;
    el.stats.innerHTML = "";
    draw(`to move: ${sides()[toMove()]}`);
    const heard = (p: SearchProgress) => {
      if (mine !== turn) return;
      showStats(el.stats, [
        ["value", kitValueText(algorithm, p.value, sides())],
        ["principal variation", p.pv.join(" ")],
        ["nodes generated (this search)", `${p.nodes.generated.toLocaleString("en")} so far`],
      ]);
    };
    try {
      const report = await core.searcher.search(request, { signal: controller.signal, onProgress: heard });
      if (mine !== turn) return;
      state.thinking = false;
      const move = String(report.move);
      const stopped = report.stopped === true;
      state.lastTurn = { move, algorithm, budget: asked, nodes: report.nodes.generated, stopped };
      showStats(el.stats, [
        ["value", kitValueText(algorithm, report.value, sides())],
        ["principal variation", report.pv.join(" ")],
        ["nodes generated (this search)", report.nodes.generated.toLocaleString("en")],
      ]);
      play(move);
      // The end's words stay; otherwise the move just played is said.
      if (legal.length > 0 && !state.thinking)
        el.status.textContent =
          `The engine played ${move}` + `${stopped ? " (stopped: its best move so far)" : ""}: your turn.`;
    } catch (error) {
      if (mine !== turn) return;
      state.thinking = false;
      el.status.textContent = `The search failed: ${firstLine(error)}`;
      draw(`to move: ${sides()[toMove()]}`);
    }
  }

  async function load(source: File | URL): Promise<void> {
    const mine = ++loads;
    stopTurn();
    void loaded?.searcher.close();
    loaded = undefined;
    state.core = undefined;
    legal = [];
    el.status.textContent = `Loading ${source instanceof URL ? String(source) : source.name}…`;
    const result = await loadCore(source);
    if (mine !== loads) {
      if ("searcher" in result) void result.searcher.close();
      return;
    }
    if ("refused" in result) {
      el.status.textContent = result.refused;
      return draw("");
    }
    loaded = result;
    state.core = { title: result.title, source: result.source };
    if (active()) newGame();
  }

  /** "Your game" chosen, or another game: the views and the options they take. */
  function chosen(): void {
    const mine = active();
    el.board.hidden = el.help.hidden = mine;
    el.pick.hidden = el.yourGame.hidden = el.yourHelp.hidden = !mine;
    for (const option of el.algorithm.options) if (option.value.startsWith("player-")) option.disabled = mine;
    if (mine && el.algorithm.selectedOptions[0]?.disabled) el.algorithm.selectedIndex = 0;
    if (mine) newGame();
    else stopTurn();
  }

  el.game.addEventListener("change", chosen);
  el.file.addEventListener("change", () => {
    const file = el.file.files?.[0];
    if (file) void load(file);
  });
  el.newGame.addEventListener("click", () => active() && newGame());
  el.humanFirst.addEventListener("change", () => active() && newGame());
  el.stop.addEventListener("click", () => active() && controller?.abort());
  // A turn refused for its budget is taken once the field changes.
  const retry = () => {
    if (active() && loaded && !state.thinking && legal.length > 0 && toMove() === engineSide()) void take();
  };
  el.budget.addEventListener("change", retry);
  el.budgetKind.addEventListener("change", retry);

  chosen();
  const url = new URLSearchParams(query).get("core");
  if (url !== null) {
    el.game.value = YOUR_GAME;
    el.game.dispatchEvent(new Event("change"));
    void load(new URL(url, base));
  }
  return state;
}
