// Starts a Node worker thread from a module next to the caller: `name`.js when running
// the compiled package (dist/), `name`.ts when running the TypeScript sources (vitest,
// tsx), the latter loaded through tsx's ESM hooks registered inside the new thread.
// Used by the searcher (./node.ts) and the tournament pool (experiments/run/job-pool.ts).

import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/** A worker running the module `name` (without extension) of the folder of `base` (an import.meta.url). */
export function workerFromFile(base: string, name: string, options: WorkerOptions = {}): Worker {
  const compiled = new URL(`./${name}.js`, base);
  if (existsSync(fileURLToPath(compiled))) return new Worker(compiled, options);
  const source = new URL(`./${name}.ts`, base).href;
  const boot =
    `import(${JSON.stringify(tsxEsmApi())}).then((tsx) => tsx.register())` +
    `.then(() => import(${JSON.stringify(source)}));`;
  return new Worker(boot, { ...options, eval: true });
}

/** The URL of tsx's ESM API (its `import` export; the `require` one cannot register hooks). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json");
  const exports = JSON.parse(readFileSync(manifest, "utf8")).exports["./esm/api"].import.default as string;
  return new URL(exports, pathToFileURL(manifest)).href;
}
