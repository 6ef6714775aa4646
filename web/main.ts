// The demo page's entry: the core compiled once, a searcher with one Web Worker for the
// engine's turns, the play view (with "Your game", a user's game core) and the tournament
// view, and the tabs between them.

import { createSearcher, createWasmEngine } from "../index.browser.js";
import { playElements, yourGameElements } from "./elements.js";
import { startPlay, type PageState } from "./play.js";
import { startTournamentView } from "./tournament.js";
import { startYourGame, type YourGameState } from "./your-game.js";

const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;

const engine = await createWasmEngine();
const searcher = await createSearcher({ workers: 1 });

const state: PageState = startPlay(playElements(document), engine, searcher);
// "Your game": a user's core, picked or given as ?core=<url> (after the play view: its menu's listeners run first).
const yourGame: YourGameState = startYourGame(yourGameElements(document), location.search, location.href);

startTournamentView({
  start: $("#tournament-start"),
  cancel: $("#tournament-cancel"),
  pairs: $("#tournament-pairs"),
  workers: $("#tournament-workers"),
  chart: $("#chart"),
  status: $("#tournament-status"),
});

// Tabs: the play view and the tournament view (arrow keys move between tabs).
const tabs = [...document.querySelectorAll<HTMLButtonElement>("[role=tab]")];
function select(tab: HTMLButtonElement): void {
  for (const t of tabs) {
    const chosen = t === tab;
    t.setAttribute("aria-selected", String(chosen));
    t.tabIndex = chosen ? 0 : -1;
    document.getElementById(t.getAttribute("aria-controls")!)!.hidden = !chosen;
  }
}
for (const tab of tabs) {
  tab.addEventListener("click", () => select(tab));
  tab.addEventListener("keydown", (event) => {
    const d = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!d) return;
    const next = tabs[(tabs.indexOf(tab) + d + tabs.length) % tabs.length];
    select(next);
    next.focus();
  });
}

// For the end-to-end test and the screenshot script.
(window as unknown as { bestfirstPage: PageState }).bestfirstPage = state;
(window as unknown as { bestfirstYourGame: YourGameState }).bestfirstYourGame = yourGame;
document.body.dataset.ready = "";
