// The game kit as a user meets it: the package packed (npm pack, the built dist/ as it
// ships), installed from the tarball into a project of its own, and `npx bestfirst
// build-game` run there on a copy of the test game: first without assemblyscript (one
// line says what to install, exit 2), then with it (the repository's own copy, linked:
// no registry), and the core it writes is searched from that project through the
// package's public entry, as the repository's engine searches it. One test: the pack and
// the install take a few seconds, the build most of its time (about 20 to 60 s).

import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { createWasmEngine } from "../index.js";

const root = fileURLToPath(new URL("../", import.meta.url));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const npx = process.platform === "win32" ? "npx.cmd" : "npx";

test("build-game in a project with the packed package: no assemblyscript, then a core that searches", async () => {
  const dir = mkdtempSync(join(tmpdir(), "bestfirst-kit-user-"));
  try {
    const run = (command: string, args: string[]) => {
      const r = spawnSync(command, args, {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, npm_config_offline: "true", npm_config_audit: "false", npm_config_fund: "false" },
      });
      return { code: r.status, stdout: r.stdout, stderr: r.stderr };
    };
    const packed = run(npm, ["pack", root, "--ignore-scripts", "--pack-destination", dir]);
    expect(packed.code, packed.stderr).toBe(0);
    const tarball = readdirSync(dir).find((f) => f.endsWith(".tgz"))!;
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "kit-user", private: true, type: "module" }));
    const installed = run(npm, ["install", `./${tarball}`, "--ignore-scripts"]);
    expect(installed.code, installed.stderr).toBe(0);
    copyFileSync(join(root, "test/fixtures/kit/nim.ts"), join(dir, "my-game.ts"));

    const without = run(npx, ["--no", "bestfirst", "build-game", "my-game.ts"]);
    expect(without.code).toBe(2);
    expect(without.stderr).toBe(
      "bestfirst build-game: build-game needs the AssemblyScript compiler: npm install --save-dev assemblyscript\n",
    );

    symlinkSync(join(root, "node_modules/assemblyscript"), join(dir, "node_modules/assemblyscript"), "dir");
    const built = run(npx, ["--no", "bestfirst", "build-game", "my-game.ts"]);
    expect(built.stderr).toBe("");
    expect(built.stdout).toMatch(/^wrote .*my-game\.wasm \(\d+ bytes\): the game core of Nim\n$/);

    writeFileSync(
      join(dir, "use.mjs"),
      `import { readFileSync } from "node:fs";
import { createSearcher } from "bestfirst";
const searcher = await createSearcher({ core: readFileSync("my-game.wasm") });
const report = await searcher.search({ position: { moves: ["c1"] }, algorithm: "bestfirst", bound: 8 });
await searcher.close();
console.log(JSON.stringify({ ...report, ms: 0 }));
`,
    );
    const used = run(process.execPath, ["use.mjs"]);
    expect(used.stderr).toBe("");
    const engine = await createWasmEngine({ core: readFileSync(join(dir, "my-game.wasm")) });
    expect(JSON.parse(used.stdout)).toEqual({
      ...engine.search({ position: { moves: ["c1"] }, algorithm: "bestfirst", bound: 8 }),
      ms: 0,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 600_000);
