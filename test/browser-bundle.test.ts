// The package in a browser bundle: vite builds a page's script that imports "bestfirst"
// (the built package, dist/, through its "browser" export condition) with the searcher's
// Web Worker. No Node import may reach the bundle, and the core's bytes must be in it
// once: the page compiles the core and posts the module; the worker chunk has no copy.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";
import { build, type Plugin } from "vite";
import { coreBase64 } from "../bindings/generated/core.js";

const out = mkdtempSync(join(tmpdir(), "bestfirst-bundle-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Records every import of a Node built-in (vite would quietly replace it with an empty stub). */
function nodeImportsInto(found: string[]): Plugin {
  return {
    name: "record-node-imports",
    enforce: "pre",
    resolveId(id, importer) {
      if (id.startsWith("node:") || builtinModules.includes(id)) found.push(`${id} (imported by ${importer})`);
      return null;
    },
  };
}

test("a page importing the package bundles without Node imports, with the searcher's worker, one core", async () => {
  const root = fileURLToPath(new URL("./fixtures/browser/", import.meta.url));
  const nodeImports: string[] = [];
  await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [nodeImportsInto(nodeImports)],
    build: { outDir: out, emptyOutDir: true, target: "es2022", rollupOptions: { input: join(root, "entry.js") } },
    worker: { format: "es", plugins: () => [nodeImportsInto(nodeImports)] },
  });
  expect(nodeImports).toEqual([]);
  const dir = join(out, "assets");
  const chunks = readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ name: f, text: readFileSync(join(dir, f), "utf8") }));
  const page = chunks.filter((c) => c.name.startsWith("entry-"));
  const worker = chunks.filter((c) => c.name.startsWith("worker-browser-"));
  expect(page).toHaveLength(1);
  expect(worker).toHaveLength(1);
  expect(page[0].text).toContain(`new Worker(new URL(\`/assets/${worker[0].name}\``);
  for (const { text } of chunks) {
    expect(text).not.toMatch(/["'`]node:/);
    expect(text).not.toMatch(/worker_threads|child_process|createRequire/);
  }
  // The core's bytes: once in the page's chunk, never in the worker's.
  const bytes = coreBase64.slice(0, 400);
  expect(page[0].text.split(bytes).length - 1).toBe(1);
  expect(worker[0].text).not.toContain(bytes);
  // The worker does run the searches: it carries both engines and the stop flag's check.
  expect(worker[0].text).toContain("Atomics.load");
});
