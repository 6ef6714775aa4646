// `--core my-game.wasm` on the command line (search, perft, match): the game core
// `bestfirst build-game` wrote, read as bytes, and its positions from --moves (names,
// separated by commas) and --path. The built-in games' options do not apply to it.

import type { Command } from "commander";
import type { KitPosition } from "../../contract/index.js";
import { choiceOption, pathOption, refuseGiven } from "../options.js";
import { usage } from "../errors.js";
import { readBounded } from "../../experiments/run/read-bounded.js";
import { MOST_CORE_BYTES } from "../../bindings/kit-load.js";

export const CORE_FLAG = [
  "--core <file.wasm>",
  "a game core built by `bestfirst build-game` (docs/your-game.md): " +
    "its positions are --moves (names, like b3,a1) and --path",
] as const;

/** The built-in games' position options, which a game core's position does not take. */
const BUILTIN_POSITION = ["game", "seed", "branching", "mode", "depth", "board"];

/**
 * The core's bytes; a file that cannot be read, or is not WebAssembly, is bad input. Only a
 * regular file of at most MOST_CORE_BYTES is read (a device or a FIFO is refused by its type).
 */
export function coreBytes(file: string): Uint8Array {
  const bytes = readBounded(
    file,
    "--core",
    MOST_CORE_BYTES,
    `a game core is at most ${MOST_CORE_BYTES / 2 ** 20} MiB (the kit's are some 60 KB): ` +
      "give the .wasm that bestfirst build-game wrote",
  );
  if (bytes.length < 8 || bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d)
    usage(`--core ${file} is not a WebAssembly module: give the .wasm that bestfirst build-game wrote`);
  return bytes;
}

/**
 * The position --moves and --path give on a game core; the built-in games' options are refused (but
 * for `own`, the command's own flags: perft's depth).
 */
export function corePosition(
  o: Record<string, string | undefined>,
  command: Command,
  own: readonly string[] = [],
): KitPosition {
  refuseGiven(
    command,
    BUILTIN_POSITION.filter((key) => !own.includes(key) && command.options.some((opt) => opt.attributeName() === key)),
    "a game core's positions are its start, then --moves by name and --path by number",
  );
  const moves = o.moves === undefined || o.moves.trim() === "" ? [] : o.moves.split(",").map((m) => m.trim());
  return { moves, path: pathOption(o.path) };
}

/** --engine: a game core runs on the wasm engine only (it is WebAssembly; the reference runs a TypeScript Game). */
export function engineOption(raw: string | undefined, core: Uint8Array | undefined): "wasm" | "ts" {
  if (core && raw === "ts")
    usage(
      "--engine ts does not apply to --core: a game core is WebAssembly and runs on the wasm engine " +
        "(the TypeScript reference runs a TypeScript Game class through the library: docs/your-game.md)",
    );
  return choiceOption("--engine", raw, ["wasm", "ts"] as const, "wasm");
}
