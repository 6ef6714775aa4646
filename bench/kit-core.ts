// A game kit's core for the benchmarks, built once with build-game (docs/your-game.md)
// and kept in node_modules/.cache/bestfirst/ under a hash of everything the build reads:
// the game's folder, the package's AssemblyScript sources, the generated entry, the
// compiler's options and version. A bench run after a change to any of them builds
// again; otherwise it starts without the build's 20 to 60 seconds.

import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { CORE_OPTIONS, buildGame, packageRoot } from "../kit/build-game.js";
import { entrySource } from "../kit/entry.js";

/** The AssemblyScript sources under `dir`, sorted (their paths and contents go into the key). */
function sources(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".ts"))
    .sort()
    .map((f) => join(dir, f));
}

/** The compiler's version, or "none" (build-game then says what to install). */
function ascVersion(): string {
  try {
    return JSON.parse(
      readFileSync(createRequire(join(packageRoot(), "package.json")).resolve("assemblyscript/package.json"), "utf8"),
    ).version;
  } catch {
    return "none";
  }
}

/**
 * The core of class `className` of AssemblyScript file `file`: its bytes, from the cache or a fresh
 * build (`note` hears that it builds).
 */
export async function cachedKitCore(
  file: string,
  className: string,
  note: (text: string) => void = () => {},
): Promise<Uint8Array> {
  const root = packageRoot();
  const hash = createHash("sha256");
  for (const path of [...sources(dirname(file)), ...sources(join(root, "assembly"))])
    hash.update(path).update("\0").update(readFileSync(path)).update("\0");
  hash
    .update(entrySource(basename(file, ".ts"), className))
    .update(JSON.stringify(CORE_OPTIONS))
    .update(ascVersion());
  const out = join(root, "node_modules", ".cache", "bestfirst", `${className}-${hash.digest("hex").slice(0, 16)}.wasm`);
  if (!existsSync(out)) {
    note(`building ${className}'s core with build-game into ${out} (once, until its sources change)`);
    await buildGame({ file, className, out });
  }
  return readFileSync(out);
}
