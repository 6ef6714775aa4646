// `--core my-game.wasm` on the command line (search, perft, match): the game core
// `bestfirst build-game` wrote, read as bytes, and its positions from --moves (names,
// separated by commas) and --path. The built-in games' options do not apply to it.

import { readFileSync } from "node:fs";
import type { Command } from "commander";
import type { KitPosition } from "../../contract/index.js";
import { pathOption, refuseGiven } from "../options.js";
import { usage } from "../errors.js";

export const CORE_FLAG = ["--core <file.wasm>", "a game core built by `bestfirst build-game` (docs/your-game.md): its positions are --moves (names, like b3,a1) and --path"] as const;

/** The built-in games' position options, which a game core's position does not take. */
const BUILTIN_POSITION = ["game", "seed", "branching", "mode", "depth", "board"];

/** The core's bytes; a file that cannot be read, or is not WebAssembly, is bad input. */
export function coreBytes(file: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    return usage(`--core ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (bytes.length < 8 || bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d)
    usage(`--core ${file} is not a WebAssembly module: give the .wasm that bestfirst build-game wrote`);
  return bytes;
}

/** The position --moves and --path give on a game core; the built-in games' options are refused (but for `own`, the command's own flags: perft's depth). */
export function corePosition(o: Record<string, string | undefined>, command: Command, own: readonly string[] = []): KitPosition {
  refuseGiven(command, BUILTIN_POSITION.filter((key) => !own.includes(key) && command.options.some((opt) => opt.attributeName() === key)),
    "a game core's positions are its start, then --moves by name and --path by number");
  const moves = o.moves === undefined || o.moves.trim() === "" ? [] : o.moves.split(",").map((m) => m.trim());
  return { moves, path: pathOption(o.path) };
}
