// The engine over a core built by the game kit (`bestfirst build-game`, docs/your-game.md):
// the methods of ./engine-on.ts on the one game the core holds, its positions walked move
// by move by name (the core names the moves with the class's moveName, in the exchange
// buffer: ../assembly/kit/operate.ts), and a trap named after the game.

import {
  BestfirstError, checkKitPosition, fail, illegalNamedMove, illegalPathMove,
  type KitEngine, type KitPlayer, type KitPosition, type MoveName,
} from "../contract/index.js";
import type { CoreExports } from "./load.js";
import { engineOn, type CoreGame } from "./engine-on.js";
import { checkKitModule, startKitCore } from "./kit-load.js";

/** The version of the kit's ABI these bindings speak (assembly/kit/abi.ts). */
const KIT_ABI = 1;

/** What a kit's core exports beyond the game operations every core has. */
export interface KitExports {
  kitAbi(): number;
  kitTitle(): number;
  kitSolvable(): number;
  kitMoveNames(): number;
  kitPlay(move: number): void;
  kitPvNames(): number;
  kitLineNames(): number;
}

/** Decodes `count` names from the buffer (per name: its length, then its UTF-16 units). */
function readNames(io: Int32Array, count: number): string[] {
  const names: string[] = [];
  for (let k = 0, at = 0; k < count; k++) {
    const n = io[at];
    // Names are short: a loop, not a spread of a subarray (an iterator a name).
    let name = "";
    for (let i = at + 1; i <= at + n; i++) name += String.fromCharCode(io[i]);
    names.push(name);
    at += 1 + n;
  }
  return names;
}

/**
 * The index of `name` among the `count` names in the buffer, or -1, compared in place
 * (setting a position looks up each of its moves: no list of strings made for it).
 */
function findName(io: Int32Array, count: number, name: string): number {
  for (let k = 0, at = 0; k < count; k++) {
    const n = io[at];
    if (n === name.length) {
      let i = 0;
      while (i < n && io[at + 1 + i] === name.charCodeAt(i)) i++;
      if (i === n) return k;
    }
    at += 1 + n;
  }
  return -1;
}

/** Whether `module` is a core the kit built (the built-in core, or any other module, lacks the kit's exports). */
export function isKitCore(module: WebAssembly.Module): boolean {
  const exports = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
  return exports.has("kitAbi") && exports.has("gameSearch") && exports.has("_initialize");
}

/** The engine on a compiled kit core; a module that is not one is a BestfirstError. */
export function kitEngineFrom(module: WebAssembly.Module): KitEngine {
  if (!isKitCore(module))
    fail("this WebAssembly module is not a game core built by bestfirst build-game (it lacks the kit's exports)");
  const { core, abi, title, solvable } = startKitCore(checkKitModule(module));
  const kit = () => core.exports as CoreExports & KitExports;
  if (abi !== KIT_ABI)
    fail(`this game core was built for version ${abi} of the kit, and this bestfirst reads version ${KIT_ABI}: build it again with this bestfirst`);
  core.game = title;

  const fits = (count: number, what: string): number => {
    if (count === -2 || (count < 0 && what !== "line"))
      throw new BestfirstError(`the names of ${what} do not fit the core's exchange buffer (65,600 words): ${title}'s moveName writes names too long`);
    return count;
  };
  const names = (count: number, what: string): string[] => readNames(core.io(), fits(count, what));
  const moveNames = () => names(kit().kitMoveNames(), "the moves at a position");

  const game: CoreGame<KitPosition> = {
    set(position, watched) {
      const { names: named, path } = checkKitPosition(position);
      const c = kit();
      c.gameSet(0, 0, 0, 0);
      const played: number[] = [];
      named.forEach((name, k) => {
        const count = fits(kit().kitMoveNames(), "the moves at a position");
        const move = findName(core.io(), count, name);
        if (move < 0) illegalNamedMove(name, k, readNames(core.io(), count));
        c.kitPlay(move);
        played.push(move);
      });
      path.forEach((move, k) => {
        const n = c.gameMoveCount();
        if (move >= n) illegalPathMove(path, k, n);
        c.kitPlay(move);
        played.push(move);
      });
      if (watched) {
        // The second instance is set by index from the start, as the position now is.
        core.io().set(played, 0);
        c.lineSet(0, 0, played.length);
      }
      return c.gameIsTerminal() ? 0 : Infinity;
    },
    moveName: (move) => moveNames()[move],
    moveNames,
    legalMoves: () => moveNames().map((move) => ({ move })),
    pvNames: () => names(kit().kitPvNames(), "a principal variation"),
    lineNames() {
      const count = kit().kitLineNames();
      return count < 0 ? undefined : names(count, "line");
    },
    checkSolvable() {
      if (!solvable) fail(`${title} has no solve(): give its class one to solve positions (docs/your-game.md)`);
    },
    moveKey: (name: MoveName) => String(name),
  };
  const methods = engineOn(core, game);
  return { name: "wasm", game: title, solvable, ...methods, createPlayer: (spec) => methods.createPlayer(spec) as unknown as KitPlayer };
}
