// The demo page end to end (web/, built and served by scripts/test-support/web-page.ts, in Debian's
// Chromium): a legal move by a click, the engine's answer within its node budget (the
// same move and node count as the same search here), a move by the keyboard, then a
// time-budget search during which the page answers clicks and paints and draws the
// engine's line as it grows, stopped by "Stop and move now" within 100 ms; a player
// stopped the same way plays on with its tree. The page's screenshot goes to
// test-artifacts/web-e2e.png.

import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createWasmEngineSync } from "../index.js";
import { openPage, type OpenPage } from "../scripts/test-support/web-page.js";
import type { PageState } from "../web/play.js";

const artifacts = fileURLToPath(new URL("../test-artifacts/", import.meta.url));
const wasm = createWasmEngineSync();
let opened: OpenPage;

beforeAll(async () => {
  opened = await openPage();
});
afterAll(async () => {
  await opened?.close();
});

/** The board cell of an Othello square ("c4": column c, row 4). */
const othelloCell = (square: string) => (Number(square[1]) - 1) * 8 + (square.charCodeAt(0) - 97);

/** Asserts that `line` is a sequence of legal Othello moves after `moves`. */
function expectLegalLine(moves: readonly string[], line: readonly string[]): void {
  for (let k = 0; k < line.length; k++)
    expect(wasm.moves({ game: "othello", moves: [...moves, ...line.slice(0, k)] }).map((m) => m.move)).toContain(
      line[k],
    );
}

const pageState = () => opened.page.evaluate(() => (window as unknown as { bestfirstPage: PageState }).bestfirstPage);
const waitForMoves = (n: number, timeout: number) =>
  opened.page.waitForFunction(
    (k) =>
      (window as unknown as { bestfirstPage: PageState }).bestfirstPage.moves.length >= k &&
      !(window as unknown as { bestfirstPage: PageState }).bestfirstPage.thinking,
    n,
    { timeout },
  );

test("play Othello: click, the engine answers within its budget, keyboard, a long search stopped at once", async () => {
  const { page } = opened;
  const budget = 20_000;
  await page.selectOption("#game", "othello");
  await page.selectOption("#algorithm", "bestfirst");
  await page.selectOption("#budget-kind", "nodes");
  await page.fill("#budget", String(budget));

  // d3 by a click (row 3, column d: cell 2*8 + 3).
  await page.click('[data-cell="19"]');
  await waitForMoves(2, 300_000);
  let state = await pageState();
  expect(state.moves[0]).toBe("d3");
  const position = { game: "othello" as const, moves: ["d3"] };
  expect(wasm.moves(position).map((m) => m.move)).toContain(state.moves[1]);
  // The move played is the search of the whole budget: the same search here gives it.
  const oracle = wasm.search({ position, algorithm: "bestfirst", nodes: budget });
  expect(state.lastTurn).toMatchObject({ move: oracle.move, nodes: oracle.nodes.generated, stopped: false });
  expect(await page.textContent("#stats")).toContain(oracle.pv.join(" "));

  // A legal move by the keyboard: arrows from the focused cell to a highlighted one, Enter.
  await page.selectOption("#budget-kind", "time");
  // A budget the stop below ends long before: the checks that come first have time to
  // pass on a loaded machine (the search's worker shares its cores with the test run).
  await page.fill("#budget", "30000");
  const target = Number(await page.locator(".cell[data-legal]").first().getAttribute("data-cell"));
  const start = page.locator('.cell[tabindex="0"]');
  await start.focus();
  let at = Number(await start.getAttribute("data-cell"));
  while (at !== target) {
    const [r, c, tr, tc] = [Math.floor(at / 8), at % 8, Math.floor(target / 8), target % 8];
    const key = tr > r ? "ArrowDown" : tr < r ? "ArrowUp" : tc > c ? "ArrowRight" : "ArrowLeft";
    await page.keyboard.press(key);
    at = Number(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.cell));
  }
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => (window as unknown as { bestfirstPage: PageState }).bestfirstPage.thinking);
  state = await pageState();
  expect(state.moves).toHaveLength(3);
  expect(wasm.moves({ game: "othello", moves: state.moves.slice(0, 2) }).map((m) => m.move)).toContain(state.moves[2]);

  // The engine thinks (30 s budget); the page answers: a tab switch by a click, a frame painted.
  await page.waitForTimeout(1000);
  await page.click("#tab-tournament");
  expect(await page.getAttribute("#tab-tournament", "aria-selected")).toBe("true");
  // A frame painted while the engine still thinks: a search on the page's own thread would hold every frame
  // until its move (how long a frame takes is the machine's speed, not asserted).
  const paintedWhileThinking = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() =>
          resolve((window as unknown as { bestfirstPage: PageState }).bestfirstPage.thinking),
        ),
      ),
  );
  expect(paintedWhileThinking).toBe(true);
  await page.click("#tab-play");
  expect((await pageState()).thinking).toBe(true);

  // The engine's line is drawn while it thinks, and grows: legal lines from the position,
  // the one drawn now numbered on the board from its first move.
  await page.waitForFunction(
    () => {
      const lines = (window as unknown as { bestfirstPage: PageState }).bestfirstPage.lines;
      return lines.length >= 2 && lines.some((l) => l.pv.length > lines[0].pv.length);
    },
    null,
    { timeout: 300_000 },
  );
  state = await pageState();
  expect(state.thinking).toBe(true);
  for (const line of state.lines) {
    expectLegalLine(state.moves, line.pv);
    expect(typeof line.value).toBe("number");
  }
  for (let i = 1; i < state.lines.length; i++) expect(state.lines[i].nodes).toBeGreaterThan(state.lines[i - 1].nodes);
  // The board and the last line are read in one turn of the page: a line heard between two
  // reads would redraw the board and make them disagree.
  const { drawn, now } = await page.evaluate(() => ({
    drawn: [...document.querySelectorAll<HTMLElement>(".cell[data-pv]")].map((c) => ({
      cell: Number(c.dataset.cell),
      step: c.textContent,
    })),
    now: (window as unknown as { bestfirstPage: PageState }).bestfirstPage.lines.at(-1)!.pv,
  }));
  expect(drawn.find((d) => d.step === "1")?.cell).toBe(othelloCell(now[0]));
  expect(await page.textContent("#stats")).toContain("so far");

  // Stop and move now: the search's report says the stop ended it (its budget is 30 s), pressed before the move.
  await page.click("#stop");
  await waitForMoves(4, 60_000);
  state = await pageState();
  const turn = state.lastTurn!;
  expect(turn.stopped).toBe(true);
  expect(turn.stopPressed).toBeLessThanOrEqual(turn.moved);
  expect(wasm.moves({ game: "othello", moves: state.moves.slice(0, 3) }).map((m) => m.move)).toContain(state.moves[3]);

  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: `${artifacts}web-e2e.png` });
});

test.each(["connect4", "tictactoe"] as const)(
  "play %s: a click, and the engine's answer is the search of its budget",
  async (game) => {
    const { page } = opened;
    const budget = 5_000;
    await page.click("#tab-play");
    await page.selectOption("#budget-kind", "nodes");
    await page.fill("#budget", String(budget));
    await page.selectOption("#game", game); // a new game
    await page.locator(".cell[data-legal]").first().click();
    await waitForMoves(2, 300_000);
    const state = await pageState();
    expect(state.game).toBe(game);
    const position = { game, moves: state.moves.slice(0, 1) };
    const oracle = wasm.search({ position, algorithm: "bestfirst", nodes: budget });
    expect(state.lastTurn).toMatchObject({ move: oracle.move, nodes: oracle.nodes.generated, stopped: false });
  },
);

test("a best-first player keeps its tree: nodes kept after its second move, the synchronous choices", async () => {
  const { page } = opened;
  await page.click("#tab-play");
  await page.selectOption("#algorithm", "player-bestfirst");
  await page.selectOption("#game", "connect4");
  await page.click("#new-game");
  await page.locator(".cell[data-legal]").first().click();
  await waitForMoves(2, 300_000);
  await page.locator(".cell[data-legal]").last().click();
  await waitForMoves(4, 300_000);
  const state = await pageState();
  expect(state.game).toBe("connect4");
  // The oracle: the synchronous player, created at the engine's first turn as the page's is, told the same moves.
  const player = wasm.createPlayer({ kind: "bestfirst", bound: 14 });
  const at = (n: number) => ({ game: "connect4" as const, moves: state.moves.slice(0, n) });
  const index = (n: number) => wasm.moves(at(n)).findIndex((m) => String(m.move) === state.moves[n]);
  try {
    const first = player.choose(at(1));
    expect(String(wasm.moves(at(1))[first.move].move)).toBe(state.moves[1]);
    player.observe(first.move);
    player.observe(index(2));
    const second = player.choose(at(3));
    expect(state.lastTurn).toMatchObject({
      move: String(wasm.moves(at(3))[second.move].move),
      nodes: second.generated,
      kept: second.kept,
      stopped: false,
    });
    expect(second.kept).toBeGreaterThan(1); // more than the root: a subtree kept from the first search
  } finally {
    player.dispose();
  }
  expect(await page.textContent("#stats")).toContain(
    `${state.lastTurn!.kept.toLocaleString("en")}: the player's tree, kept in its worker`,
  );
});

test('a min/max player stopped by "Stop and move now" moves, shows its line, keeps its tree', async () => {
  const { page } = opened;
  await page.click("#tab-play");
  await page.setViewportSize({ width: 1100, height: 760 });
  await page.selectOption("#algorithm", "player-mma");
  await page.selectOption("#budget-kind", "time");
  await page.fill("#budget", "20000");
  await page.selectOption("#game", "othello");
  await page.click("#new-game");
  for (let turn = 1; turn <= 2; turn++) {
    // The second time, the reply the engine expects: its line's next move, numbered 1 on the board.
    const reply =
      turn === 1
        ? page.locator(".cell[data-legal]").first()
        : page.locator(".cell[data-legal][data-pv]", { hasText: /^1$/ });
    expect(await reply.count()).toBe(1);
    await reply.click();
    await page.waitForFunction(
      () => (window as unknown as { bestfirstPage: PageState }).bestfirstPage.lines.length >= 2,
      null,
      { timeout: 300_000 },
    );
    expect(await page.locator(".cell[data-pv]").count()).toBeGreaterThan(0);
    await page.click("#stop");
    await waitForMoves(2 * turn, 60_000);
    const state = await pageState();
    const last = state.lastTurn!;
    // The player's own report says the stop ended it, pressed before the move was shown; how soon after is
    // the machine's speed, not asserted.
    expect(last.stopped).toBe(true);
    expect(last.stopPressed).toBeLessThanOrEqual(last.moved);
    expect(wasm.moves({ game: "othello", moves: state.moves.slice(0, 2 * turn - 1) }).map((m) => m.move)).toContain(
      state.moves[2 * turn - 1],
    );
    // The second move searched on from the tree the stopped first one left (its line went through the reply).
    if (turn === 2) expect(last.kept).toBeGreaterThan(1);
  }
});

/** A new game of `game` against `algorithm` (a search or a player) with a budget per move. */
async function newGameAgainst(algorithm: string, kind: "nodes" | "time", budget: string, game: string): Promise<void> {
  const { page } = opened;
  await page.click("#tab-play");
  await page.selectOption("#algorithm", algorithm);
  await page.selectOption("#budget-kind", kind);
  await page.fill("#budget", budget);
  await page.selectOption("#game", game);
  await page.click("#new-game");
}

test('"Stop and move now" at once, while the player is being made: it moves, stopped at its first check', async () => {
  const { page } = opened;
  await newGameAgainst("player-mma", "time", "20000", "othello");
  // The player's worker script held back 300 ms: the stop lands while the player is being made.
  await page.route("**/worker-browser*", async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  try {
    await page.locator(".cell[data-legal]").first().click();
    await page.click("#stop");
    await waitForMoves(2, 60_000); // the turn does not fail ("signal is aborted"), the board does not stick
  } finally {
    await page.unroute("**/worker-browser*");
  }
  const state = await pageState();
  expect(state.lastTurn!.stopped).toBe(true);
  expect(wasm.moves({ game: "othello", moves: state.moves.slice(0, 1) }).map((m) => m.move)).toContain(state.moves[1]);
});

test("a budget outside what a search takes is brought inside it, shown, and used (1.5 nodes: 2)", async () => {
  const { page } = opened;
  await newGameAgainst("bestfirst", "nodes", "1.5", "tictactoe");
  await page.locator(".cell[data-legal]").first().click();
  await waitForMoves(2, 60_000);
  expect((await pageState()).lastTurn!.budget).toEqual({ kind: "nodes", amount: 2 });
  expect(await page.inputValue("#budget")).toBe("2");
});

test("a budget of 0, -5 or nothing is refused and said; the engine moves once the field holds a good one", async () => {
  const { page } = opened;
  await newGameAgainst("bestfirst", "nodes", "0", "tictactoe");
  await page.locator(".cell[data-legal]").first().click();
  await page.waitForFunction(
    () => /The budget must be a number of nodes from 1 to/.test(document.querySelector("#status")!.textContent ?? ""),
    null,
    { timeout: 60_000 },
  );
  expect(await page.getAttribute("#budget", "aria-invalid")).toBe("true");
  for (const text of ["-5", ""]) {
    await page.fill("#budget", text);
    await page.dispatchEvent("#budget", "change");
    expect(await page.textContent("#status")).toContain(`not "${text}"`);
  }
  let state = await pageState();
  expect(state.moves).toHaveLength(1);
  expect(state.thinking).toBe(false);
  await page.fill("#budget", "300");
  await page.dispatchEvent("#budget", "change");
  await waitForMoves(2, 60_000);
  state = await pageState();
  expect(state.lastTurn!.budget).toEqual({ kind: "nodes", amount: 300 });
  expect(await page.getAttribute("#budget", "aria-invalid")).toBeNull();
  // The value is said in words: whose it is, and a forced win's moves where there is one.
  expect(await page.textContent("#stats")).toMatch(
    /value(X|O) (better: evaluation [+-]\d+|wins in \d+ moves?)|valueeven/,
  );
});

test('"I move first" changed mid-game starts a new game, the engine first (it let you play both sides)', async () => {
  const { page } = opened;
  await newGameAgainst("bestfirst", "nodes", "500", "tictactoe");
  await page.check("#human-first"); // (a change starts a new game)
  await page.locator(".cell[data-legal]").first().click();
  await waitForMoves(2, 60_000);
  await page.uncheck("#human-first");
  await waitForMoves(1, 60_000); // the engine's first move of the new game
  const state = await pageState();
  expect(state.moves).toHaveLength(1);
  expect(await page.locator(".cell[data-legal]").count()).toBe(8); // your turn now, as O
  await page.check("#human-first"); // back as it was, for the tests after
});

test("the min/max player plays by the move's node budget: its first answer is the synchronous player's", async () => {
  const { page } = opened;
  await newGameAgainst("player-mma", "nodes", "3000", "tictactoe");
  await page.locator(".cell[data-legal]").first().click();
  await waitForMoves(2, 300_000);
  const state = await pageState();
  const position = { game: "tictactoe" as const, moves: state.moves.slice(0, 1) };
  const player = wasm.createPlayer({ kind: "mma", nodes: 3000 });
  try {
    const choice = player.choose(position);
    expect(state.lastTurn).toMatchObject({
      move: String(wasm.moves(position)[choice.move].move),
      nodes: choice.generated,
      kept: choice.kept,
    });
  } finally {
    player.dispose();
  }
});

test("the MCTS player plays by the move's node budget: its first answer is the synchronous player's", async () => {
  const { page } = opened;
  await newGameAgainst("player-mcts", "nodes", "3000", "tictactoe");
  await page.locator(".cell[data-legal]").first().click();
  await waitForMoves(2, 300_000);
  const state = await pageState();
  const position = { game: "tictactoe" as const, moves: state.moves.slice(0, 1) };
  const player = wasm.createPlayer({ kind: "mcts", nodes: 3000 });
  try {
    const choice = player.choose(position);
    expect(state.lastTurn).toMatchObject({
      move: String(wasm.moves(position)[choice.move].move),
      nodes: choice.generated,
      kept: choice.kept,
    });
  } finally {
    player.dispose();
  }
});

test("the tournament view plays pairs in workers and draws them", async () => {
  const { page } = opened;
  await page.click("#tab-tournament");
  await page.fill("#tournament-pairs", "1");
  await page.click("#tournament-start");
  await page.waitForFunction(
    () => /4 of 4 pairs played: done/.test(document.querySelector("#tournament-status")!.textContent ?? ""),
    null,
    { timeout: 300_000 },
  );
  // One bar per alpha-beta depth, each labelled with its pair.
  expect(await page.locator("#chart .bar").count()).toBe(4);
  expect(await page.locator("#chart text", { hasText: "1 pairs" }).count()).toBe(4);
});

test("on a phone-sized screen the page fits its width: no sideways scrolling, the whole board in view", async () => {
  const { page } = opened;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click("#tab-play");
  const fit = await page.evaluate(() => {
    const board = document.querySelector("#board")!.getBoundingClientRect();
    return { scroll: document.documentElement.scrollWidth, width: innerWidth, left: board.left, right: board.right };
  });
  expect(fit.scroll).toBeLessThanOrEqual(fit.width);
  expect(fit.left).toBeGreaterThanOrEqual(0);
  expect(fit.right).toBeLessThanOrEqual(fit.width);
});
