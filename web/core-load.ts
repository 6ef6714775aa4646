// "Your game": a user's game core (the .wasm `bestfirst build-game` writes) loaded by the
// library's own kit-core loading, from a file picked on the page or a URL (`?core=`). A
// picked file goes through a blob: URL, so the library's fetch path bounds its size before
// it reads it (a huge file is refused, not read into memory). What refuses it (not a
// WebAssembly module, not a game core, another kit's ABI, too big, not fetched) comes back
// as the library's one line, naming the file as the user picked it.

import {
  BestfirstError,
  compileKitCore,
  createSearcher,
  createWasmEngine,
  type KitEngine,
  type KitSearcher,
} from "../index.browser.js";

/**
 * A loaded core: the engine on the page's thread (moves, values) and a searcher in a Web Worker (the engine's turns).
 */
export interface LoadedCore {
  /** The game's title (its class's name). */
  title: string;
  /** What the user gave: the file's name, or the URL. */
  source: string;
  engine: KitEngine;
  searcher: KitSearcher;
}

/** The core in `source` loaded, or the one line that refuses it. */
export async function loadCore(source: File | URL): Promise<LoadedCore | { refused: string }> {
  const picked = source instanceof URL ? undefined : source;
  const url = picked ? URL.createObjectURL(picked) : String(source);
  const name = picked ? picked.name : url;
  try {
    const module = await compileKitCore(url);
    const engine = await createWasmEngine({ core: module });
    // The module again, in a worker: it checks the core there too, under the searcher's start-up time.
    const searcher = await createSearcher({ core: module, workers: 1 });
    return { title: engine.game, source: name, engine, searcher };
  } catch (error) {
    return { refused: refusal(error, url, name) };
  } finally {
    if (picked) URL.revokeObjectURL(url);
  }
}

/**
 * The refusal's one line: the library's message (a BestfirstError's, with the blob: URL
 * replaced by the file's name); anything else (a fetch the browser refused) said as a
 * line of the same form, its first line only.
 */
function refusal(error: unknown, url: string, name: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof BestfirstError) return message.replaceAll(url, name).split("\n")[0];
  return `the game core at ${name} could not be loaded (${message.split("\n")[0]})`;
}
