// The tests' game kit cores. Building a kit class with build-game compiles the whole core,
// 20 to 40 seconds, and several test files build the same fixture class: so each class is
// built once for the content of everything its build reads (the fixture and the files it
// imports, assembly/, kit/, the compiler's version) and kept in build/kit-test/cache/ under
// that content's hash. A test file copies the build to where it wants it. Test files run in
// parallel workers: a lock folder per build makes a second worker wait for the first's
// build instead of starting its own. A changed source changes the hash, so a stale core is
// never used; a run after an unchanged one builds nothing.

import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildGame } from "../kit/build-game.js";

const root = fileURLToPath(new URL("../", import.meta.url));
const cache = join(root, "build/kit-test/cache");

/** A lock older than this is a killed run's: it is taken over. */
const STALE_LOCK_MS = 15 * 60_000;
const POLL_MS = 250;

/** Every .ts file under `dir`, sorted. */
function sourcesUnder(dir: string): string[] {
  return (readdirSync(join(root, dir), { recursive: true }) as string[])
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(root, dir, f))
    .sort();
}

/** The fixture and every file it imports by a relative path, transitively. */
function fixtureSources(file: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string): void => {
    if (seen.has(path) || !existsSync(path)) return;
    seen.add(path);
    for (const m of readFileSync(path, "utf8").matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g))
      visit(resolve(dirname(path), m[1].endsWith(".ts") ? m[1] : `${m[1]}.ts`));
  };
  visit(file);
  return [...seen].sort();
}

let coreSources: string[] | undefined;

/** The hash of what a build of `file`'s `className` reads. */
function buildKey(file: string, className: string): string {
  coreSources ??= [...sourcesUnder("assembly"), ...sourcesUnder("kit")];
  const hash = createHash("sha256");
  hash.update(readFileSync(join(root, "node_modules/assemblyscript/package.json")));
  hash.update(`\0${className}\0`);
  for (const path of [...coreSources, ...fixtureSources(file)]) hash.update(`${path}\0`).update(readFileSync(path));
  return hash.digest("hex").slice(0, 20);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** This process's builds under way, by key: one build for two files of one worker. */
const building = new Map<string, Promise<string>>();

async function cached(file: string, className: string | undefined): Promise<string> {
  const name = className ?? file.replace(/^.*\//, "").replace(/\.ts$/, "");
  const key = `${name}-${buildKey(file, name)}`;
  const wasm = join(cache, `${key}.wasm`);
  if (existsSync(wasm)) return wasm;
  const underway = building.get(key);
  if (underway !== undefined) return underway;
  const build = (async () => {
    mkdirSync(cache, { recursive: true });
    const lock = join(cache, `${key}.lock`);
    for (;;) {
      if (existsSync(wasm)) return wasm;
      try {
        mkdirSync(lock);
        break;
      } catch {
        // another worker builds it; take over a killed run's lock
        try {
          if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
        } catch {}
        await sleep(POLL_MS);
      }
    }
    try {
      if (existsSync(wasm)) return wasm;
      const partial = `${wasm}.${process.pid}.partial`;
      await buildGame({ file, className, out: partial, diagnostics: () => {} });
      renameSync(partial, wasm);
      return wasm;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  })();
  building.set(key, build);
  try {
    return await build;
  } finally {
    building.delete(key);
  }
}

/**
 * The kit core of `file`'s class `className` (the file's one game class when absent), as build-game
 * builds it, written to `out`; built at most once for its sources' content.
 */
export async function kitCore(options: { file: string; className?: string; out: string }): Promise<string> {
  copyFileSync(await cached(resolve(options.file), options.className), options.out);
  return options.out;
}
