// The browser project's global setup (in Node, before Chromium starts): builds the game
// kit's test game (test/fixtures/kit/nim.ts) and the worked example Breakthrough
// (examples/breakthrough/assembly) with build-game into build/kit-test/, which the test
// server serves to the page (test/browser/kit.test.ts and breakthrough.test.ts fetch them
// by URL). A build newer than every source it comes from is kept: the browser project
// then starts without the builds' 20 to 60 seconds each.

import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildGame } from "../../kit/build-game.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The newest modification time of the sources a build of `game` reads. */
function newestSource(game: string): number {
  const sources = [
    game,
    ...["assembly", "kit"].flatMap((dir) =>
      (readdirSync(join(root, dir), { recursive: true }) as string[])
        .filter((f) => f.endsWith(".ts"))
        .map((f) => join(root, dir, f)),
    ),
  ];
  return Math.max(...sources.map((f) => statSync(f).mtimeMs));
}

export default async function setup(): Promise<void> {
  for (const [game, name] of [
    ["test/fixtures/kit/nim.ts", "nim"],
    ["examples/breakthrough/assembly/breakthrough.ts", "breakthrough"],
  ]) {
    const out = join(root, `build/kit-test/${name}.wasm`);
    if (!existsSync(out) || statSync(out).mtimeMs <= newestSource(join(root, game)))
      await buildGame({ file: join(root, game), out });
  }
}
