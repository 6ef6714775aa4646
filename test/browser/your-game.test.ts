// The demo page's "Your game" in Chromium: the page's play view (web/index.html's markup,
// web/play.ts and web/your-game.ts started as web/main.ts starts them) given the game
// kit's test game Nim (built by ./kit-setup.ts) through the file picker and through
// `?core=<url>`. The oracle for the engine's replies is the TypeScript reference searching
// the core's TypeScript twin (test/kit-nim.ts) with the search and budget chosen on the
// page; the game's end is the twin's (Nim: whoever takes the last stone wins). Files that
// are not this kit's cores are refused on the page in the library's one line.

import { expect, test } from "vitest";
import { commands, userEvent } from "vitest/browser";
import { MOST_CORE_BYTES } from "../../bindings/kit-load.js";
import { createSearcher, createWasmEngine, searchGame, type Algorithm } from "../../index.browser.js";
import { playElements, yourGameElements } from "../../web/elements.js";
import { startPlay } from "../../web/play.js";
import { startYourGame, type YourGameElements, type YourGameState } from "../../web/your-game.js";
import { NimTwin } from "../kit-nim.js";
import { withKitAbi } from "./kit-abi.js";

const nimUrl = new URL("/build/kit-test/nim.wasm", location.href);
const bytesAt = async (url: URL | string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
const WAIT = { timeout: 120_000, interval: 20 };

/**
 * The page's play view mounted afresh from web/index.html, `prepare` run on its fields,
 * then started with `query` as the page's location.search.
 */
async function mount(
  query: string,
  prepare: (el: YourGameElements) => void = () => undefined,
): Promise<{ el: YourGameElements; state: YourGameState }> {
  const html = await commands.readFile("web/index.html");
  const play = new DOMParser().parseFromString(html, "text/html").querySelector("#play")!;
  document.body.replaceChildren(document.importNode(play, true));
  startPlay(playElements(document), await createWasmEngine(), await createSearcher({ workers: 1 }));
  const el = yourGameElements(document);
  prepare(el);
  return { el, state: startYourGame(el, query, location.href) };
}

/** The page's search and budget for the engine, set as a user sets them. */
async function choose(el: YourGameElements, algorithm: Algorithm, nodes: number): Promise<void> {
  await userEvent.selectOptions(el.algorithm, algorithm);
  expect(el.algorithm.value).toBe(algorithm);
  await userEvent.selectOptions(el.budgetKind, "nodes");
  el.budget.value = String(nodes);
}

/** The twin at the start, then `moves` by name. */
function twinAfter(moves: readonly string[]): NimTwin {
  const twin = new NimTwin();
  for (const name of moves) twin.play(namesOf(twin).indexOf(name));
  return twin;
}
const namesOf = (twin: NimTwin) => Array.from({ length: twin.moveCount() }, (_, i) => twin.moveName(i));

/** The reference's move on the twin at `moves`, for the page's search and budget. */
function referenceReply(moves: readonly string[], algorithm: Algorithm, nodes: number) {
  return searchGame(twinAfter(moves), { algorithm, nodes });
}

const buttons = (el: YourGameElements) => [...el.moves.querySelectorAll("button")];
const text = (el: HTMLElement) => el.textContent ?? "";

test("a core picked as a file: played to the end, the engine's replies the reference's, the end in words", async () => {
  const { el, state } = await mount("");
  await userEvent.selectOptions(el.game, "core");
  expect(el.board.hidden).toBe(true);
  expect(el.yourGame.hidden).toBe(false);
  // A budget the search spends to the node at the start (it solves this Nim in about 1,000).
  await choose(el, "bestfirst", 300);
  await userEvent.upload(el.file, new File([await bytesAt(nimUrl)], "nim.wasm"));
  await expect.poll(() => state.core?.title, WAIT).toBe("Nim");
  expect(text(el.text)).toBe("Nim\nmoves: none yet (the start)\nto move: the first player (you)");

  const played: string[] = [];
  for (;;) {
    // The human's moves are the twin's, by name; the human takes the first.
    expect(buttons(el).map(text)).toEqual(namesOf(twinAfter(played)));
    const mine = buttons(el)[0].dataset.move!;
    await userEvent.click(buttons(el)[0]);
    played.push(mine);
    if (twinAfter(played).isTerminal()) break;
    await expect.poll(() => state.moves.length === played.length + 1 && !state.thinking, WAIT).toBe(true);
    const want = referenceReply(played, "bestfirst", 300);
    expect(state.lastTurn).toMatchObject({ move: want.move, nodes: want.nodes.generated, algorithm: "bestfirst" });
    expect(text(el.stats)).toContain(want.pv.join(" "));
    const side = want.value > 0 ? "the first player (you)" : "the second player (the engine)";
    expect(text(el.stats)).toContain(`${side} ahead: value ${want.value > 0 ? "+" : ""}${want.value}`);
    played.push(String(want.move));
    if (twinAfter(played).isTerminal()) break;
  }
  expect(state.moves).toEqual(played);
  // Nim: whoever took the last stone won; the twin's value at the end (MAX's view) is the exact one.
  const winner = played.length % 2 === 1 ? "the first player (you)" : "the second player (the engine)";
  const value = twinAfter(played).evaluate();
  const over = `Game over: ${winner} wins (value ${value > 0 ? "+" : ""}${value}).`;
  expect(text(el.status)).toBe(over);
  const score = played
    .map((m, k) => (k % 2 === 0 ? `${k / 2 + 1}. ${m}` : m))
    .join(" ")
    .replace(/ (\d+\.)/g, "  $1");
  expect(text(el.text)).toBe(`Nim\nmoves: ${score}\n${over}`);
  expect(buttons(el)).toEqual([]);
});

test("a core given as ?core=<url>, the engine first: its moves the reference's for the chosen search", async () => {
  const { el, state } = await mount(`?core=${encodeURIComponent(nimUrl.pathname)}`, (fields) => {
    fields.humanFirst.checked = false;
    fields.budgetKind.value = "nodes";
    fields.budget.value = "500";
    fields.algorithm.value = "id";
  });
  expect(el.game.value).toBe("core");
  expect(el.algorithm.value).toBe("id");
  await expect.poll(() => state.moves.length === 1 && !state.thinking, WAIT).toBe(true);
  expect(state.core).toEqual({ title: "Nim", source: nimUrl.href });
  const first = referenceReply([], "id", 500);
  expect(state.lastTurn).toMatchObject({ move: first.move, nodes: first.nodes.generated, algorithm: "id" });
  expect(text(el.text)).toBe(`Nim\nmoves: 1. ${state.moves[0]}\nto move: the second player (you)`);
  const mine = buttons(el).at(-1)!.dataset.move!;
  await userEvent.click(buttons(el).at(-1)!);
  await expect.poll(() => state.moves.length === 3 && !state.thinking, WAIT).toBe(true);
  expect(state.moves[1]).toBe(mine);
  const second = referenceReply(state.moves.slice(0, 2), "id", 500);
  expect(state.lastTurn).toMatchObject({ move: second.move, nodes: second.nodes.generated });
});

/** What the library says of `bytes` as a core (its BestfirstError's message). */
const libraryRefusal = (bytes: Uint8Array) =>
  createWasmEngine({ core: bytes }).then(
    () => "loaded",
    (error: Error) => `${error.name}: ${error.message}`,
  );

/** Picks `file` as a user does (the picker's files set, its change fired: no 64 MiB over the test's wire). */
function pick(el: YourGameElements, file: File): void {
  const chosen = new DataTransfer();
  chosen.items.add(file);
  el.file.files = chosen.files;
  el.file.dispatchEvent(new Event("change"));
}

test("files not this kit's cores: the library's one line on the page, no game; then a core loads", async () => {
  const { el, state } = await mount("");
  await userEvent.selectOptions(el.game, "core");
  const nim = await bytesAt(nimUrl);
  const notWasm = new TextEncoder().encode("not a core\n");
  const builtIn = await bytesAt("/build/core.wasm");
  const otherAbi = withKitAbi(nim, 2); // the kit before the game-shape members (this bestfirst reads 3)
  const refused = async (file: File, line: string | RegExp) => {
    pick(el, file);
    await expect.poll(() => text(el.status), WAIT).not.toMatch(/^Loading/);
    if (typeof line === "string") expect(text(el.status)).toBe(line);
    else expect(text(el.status)).toMatch(line);
    expect(text(el.status)).not.toContain("\n");
    expect(state.core).toBeUndefined();
    expect(buttons(el)).toEqual([]);
    expect(text(el.text)).toMatch(/^No game core loaded/);
  };
  // The library's own words for the same bytes, the file named as it was picked.
  const ofBytes = (bytes: Uint8Array) => libraryRefusal(bytes).then((m) => m.replace(/^BestfirstError: /, ""));
  expect(await libraryRefusal(notWasm)).toMatch(/^BestfirstError: the bytes given is not a WebAssembly module/);
  await refused(new File([notWasm], "notes.txt"), (await ofBytes(notWasm)).replace("the bytes given", "notes.txt"));
  expect(await libraryRefusal(builtIn)).toMatch(/^BestfirstError: .*it lacks the kit's exports/);
  await refused(new File([builtIn], "core.wasm"), await ofBytes(builtIn));
  expect(await libraryRefusal(otherAbi)).toMatch(/^BestfirstError: this game core was built for version 2 of the kit/);
  await refused(new File([otherAbi], "old.wasm"), await ofBytes(otherAbi));
  await refused(
    new File([new Uint8Array(MOST_CORE_BYTES + 1)], "huge.wasm"),
    `the game core at huge.wasm is over ${MOST_CORE_BYTES} bytes: no core the kit builds is that large`,
  );
  pick(el, new File([nim], "nim.wasm"));
  await expect.poll(() => state.core?.title, WAIT).toBe("Nim");
  expect(text(el.status)).toBe("Nim: your turn.");
});

test("a ?core URL that cannot be fetched: one line naming it", async () => {
  const url = "http://127.0.0.1:9/nim.wasm";
  const { el, state } = await mount(`?core=${encodeURIComponent(url)}`);
  await expect.poll(() => text(el.status), WAIT).not.toMatch(/^Loading|^Pick/);
  expect(text(el.status)).toBe(`the game core at ${url} could not be loaded (Failed to fetch)`);
  expect(state.core).toBeUndefined();
});
