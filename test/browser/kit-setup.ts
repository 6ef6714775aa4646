// The browser project's global setup (in Node, before Chromium starts): the game kit's test
// game (test/fixtures/kit/nim.ts) and the worked example Breakthrough
// (examples/breakthrough/assembly), built with build-game into build/kit-test/, which the
// test server serves to the page (test/browser/kit.test.ts and breakthrough.test.ts fetch
// them by URL). The builds come from the tests' cache (test/kit-cores.ts): after the node
// project, which builds both, the browser project starts without building.

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { kitCore } from "../kit-cores.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

export default async function setup(): Promise<void> {
  mkdirSync(join(root, "build/kit-test"), { recursive: true });
  for (const [game, name] of [
    ["test/fixtures/kit/nim.ts", "nim"],
    ["examples/breakthrough/assembly/breakthrough.ts", "breakthrough"],
  ])
    await kitCore({ file: join(root, game), out: join(root, `build/kit-test/${name}.wasm`) });
}
