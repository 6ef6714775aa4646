// A game kit's core for the benchmarks, built once with build-game (docs/your-game.md)
// and kept in node_modules/.cache/bestfirst/ under a hash of everything the build reads:
// the game's folder, the package's AssemblyScript sources, the generated entry, the
// compiler's options (the kit's abort too) and version. A bench run after a change to any
// of them builds again; otherwise it starts without the build's 20 to 60 seconds. Also the examples'
// searches that scripts/lab/breakthrough-speed.ts times beside Breakthrough's (the plain
// Gomoku of examples/gomoku).

import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { CORE_OPTIONS, KIT_ABORT, buildGame, packageRoot } from "../kit/build-game.js";
import { entrySource } from "../kit/entry.js";
import type { Algorithm, SearchLimits } from "../library.js";

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
    .update(KIT_ABORT)
    .update(ascVersion());
  const out = join(root, "node_modules", ".cache", "bestfirst", `${className}-${hash.digest("hex").slice(0, 16)}.wasm`);
  if (!existsSync(out)) {
    note(`building ${className}'s core with build-game into ${out} (once, until its sources change)`);
    await buildGame({ file, className, out });
  }
  return readFileSync(out);
}

/** A kit example to time: its class in both versions, the positions (move names from the start) and the searches. */
export interface KitExample {
  /** The AssemblyScript file and its game class (paths from the package root). */
  core: string;
  className: string;
  /** The TypeScript module exporting a class of the same name, constructed without arguments. */
  ts: string;
  positions: readonly (readonly string[])[];
  searches: readonly { algorithm: Algorithm; limits: SearchLimits }[];
}

/**
 * The plain Gomoku (examples/gomoku): the five searches of the Breakthrough suites, sized to
 * about 0.1 to 0.5 s a call on the reference, from two plies and from six plies in.
 */
export const GOMOKU: KitExample = {
  core: "examples/gomoku/assembly/gomoku.ts",
  className: "Gomoku",
  ts: "examples/gomoku/gomoku.ts",
  positions: [
    ["e5", "d4"],
    ["e5", "d4", "e4", "e6", "d5", "f4"],
  ],
  searches: [
    { algorithm: "alphabeta", limits: { horizon: 3 } },
    { algorithm: "alphabeta-tt", limits: { horizon: 4 } },
    { algorithm: "bestfirst", limits: { bound: 10, nodes: 20_000 } },
    { algorithm: "rbfms", limits: { bound: 6, nodes: 20_000, countRegenerations: false } },
    { algorithm: "mcts", limits: { simulations: 500, seed: 1 } },
  ],
};
