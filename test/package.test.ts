// What the published package holds (npm pack --dry-run, without the build) and that it runs
// on its own: the core once (as base64 in dist/bindings/generated/core.js), no source maps
// pointing at unshipped sources, the licence, and no runtime dependencies (the CLI's
// commander, cli-progress and tinybench are bundled into dist/vendor/).

import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<string, unknown>;

test("the tarball: the licence, no wasm file, no maps, each core build's base64 only in its own file", () => {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const [packed] = JSON.parse(
    execFileSync(npm, ["pack", "--dry-run", "--ignore-scripts", "--json"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }),
  ) as { files: { path: string; size: number }[] }[];
  const paths = packed.files.map((f) => f.path);
  expect(paths).toContain("LICENSE");
  expect(paths).toContain("dist/index.js");
  expect(paths).toContain("dist/cli/main.js");
  expect(paths.filter((p) => p.endsWith(".wasm"))).toEqual([]);
  expect(paths.filter((p) => p.endsWith(".map"))).toEqual([]);
  // The core's bytes (tens of kilobytes as base64) are in exactly one shipped file, the threads build's in another.
  const big = packed.files.filter((f) => f.size > 50_000).map((f) => f.path);
  expect(big.filter((p) => p.startsWith("dist/bindings")).sort()).toEqual([
    "dist/bindings/generated/core-threads.js",
    "dist/bindings/generated/core.js",
  ]);
  expect(readFileSync(join(root, "dist/bindings/generated/core.d.ts"), "utf8")).toMatch(
    /export declare const coreBase64: string;/,
  );
  for (const path of paths.filter((p) => p.endsWith(".js")))
    expect(readFileSync(join(root, path), "utf8"), path).not.toMatch(/sourceMappingURL/);
});

test("no runtime dependencies: the CLI runs from the package's files alone", () => {
  expect(pkg.dependencies).toBeUndefined();
  const dir = mkdtempSync(join(tmpdir(), "bestfirst-package-"));
  try {
    cpSync(join(root, "dist"), join(dir, "dist"), { recursive: true });
    cpSync(join(root, "package.json"), join(dir, "package.json"));
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [join(dir, "dist/cli/main.js"), ...args], { cwd: dir, encoding: "utf8" });
    const tree = run("tree", "--seed", "1", "--branching", "10", "--mode", "uniform", "--path", "9,8,3", "--json");
    expect(tree.stderr).toBe("");
    expect(JSON.parse(tree.stdout)).toMatchObject({ index: "1094", branching: 10, depth: 3 });
    expect(run("--version").stdout).toBe(`${pkg.version as string}\n`);
    const bench = run("bench", "--suite", "edge-costs", "--time", "20", "--json");
    expect(bench.status).toBe(0);
    expect(JSON.parse(bench.stdout).results.map((r: { name: string }) => r.name)).toEqual(["edge-costs"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the CLI's packages are imported at run time only through vendor/ (types may come from them)", () => {
  const shipped = [
    "index.ts",
    "index.browser.ts",
    "library.ts",
    "contract",
    "bindings",
    "reference",
    "experiments",
    "searcher",
    "cli",
    "bench",
  ];
  const files = shipped.flatMap((entry) =>
    entry.endsWith(".ts")
      ? [entry]
      : (readdirSync(join(root, entry), { recursive: true }) as string[])
          .filter((f) => f.endsWith(".ts"))
          .map((f) => join(entry, f)),
  );
  expect(files.length).toBeGreaterThan(50);
  const runtime = /^import\s+(?!type\b)[^;]*?from\s+"(commander|cli-progress|tinybench)"/m;
  expect(files.filter((f) => runtime.test(readFileSync(join(root, f), "utf8")))).toEqual([]);
});
