// The browser project's global setup (in Node, before Chromium starts): builds the game
// kit's test game (test/fixtures/kit/nim.ts) with build-game into build/kit-test/, which
// the test server serves to the page (test/browser/kit.test.ts fetches it by URL). A
// build newer than every source it comes from is kept: the browser project then starts
// without the build's 20 to 60 seconds.

import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildGame } from "../../cli/kit/build-game.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The newest modification time of the sources the build reads. */
function newestSource(): number {
  const sources = [join(root, "test/fixtures/kit/nim.ts"),
    ...["assembly", "cli/kit"].flatMap((dir) => (readdirSync(join(root, dir), { recursive: true }) as string[])
      .filter((f) => f.endsWith(".ts")).map((f) => join(root, dir, f)))];
  return Math.max(...sources.map((f) => statSync(f).mtimeMs));
}

export default async function setup(): Promise<void> {
  const out = join(root, "build/kit-test/nim.wasm");
  if (existsSync(out) && statSync(out).mtimeMs > newestSource()) return;
  await buildGame({ file: join(root, "test/fixtures/kit/nim.ts"), out });
}
