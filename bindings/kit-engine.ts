// The engine over a core built by the game kit (`bestfirst build-game`, docs/your-game.md):
// the methods of ./engine-on.ts on the one game the core holds, its positions walked move
// by move by name (the core names the moves with the class's moveName, in the exchange
// buffer: ../assembly/kit/operate.ts), and a trap named after the game.

import {
  BestfirstError,
  checkKitPosition,
  checkRequestReadable,
  checkSearchLimits,
  checkShapeTaken,
  checkMembersTaken,
  checkPlayerShapeTaken,
  checkSettingsTaken,
  chanceRootMessage,
  fail,
  isSearchName,
  illegalNamedMove,
  illegalPathMove,
  type KitEngine,
  type KitPlayer,
  type KitPosition,
  type MoveName,
  type SearchName,
  type SearchRequest,
  type PlayerSpec,
} from "../contract/index.js";
import type { CoreExports } from "./load.js";
import { engineOn, type CoreGame } from "./engine-on.js";
import { checkKitModule, startKitCore } from "./kit-load.js";
import { kitFaultError } from "./kit-fault.js";
import { kitFeatureMethods } from "./kit-features.js";

/** The version of the kit's ABI these bindings speak (assembly/kit/abi.ts). */
const KIT_ABI = 4;

/** What a kit's core exports beyond the game operations every core has. */
export interface KitExports {
  kitAbi(): number;
  kitTitle(): number;
  kitSolvable(): number;
  kitShape(what: number): number;
  kitFeatures(what: number): number;
  kitMoveNames(first: number): number;
  kitMoveName(move: number): number;
  kitFindMove(length: number): number;
  kitPlay(move: number): void;
  kitPvNames(): number;
  kitLineNames(): number;
  kitFault(): number;
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
    fail(
      `this game core was built for version ${abi} of the kit, and this bestfirst reads version ${KIT_ABI}: build it ` +
        `again with this bestfirst`,
    );
  core.game = title;
  core.explainTrap = (operation, trap) =>
    kitFaultError(
      () => kit().kitFault(),
      () => core.io(),
      title,
      operation,
      trap,
    );

  const fits = (count: number, what: string): number => {
    if (count === -2 || (count < 0 && what !== "the names of a line"))
      throw new BestfirstError(
        `the core's exchange buffer (65,600 words) cannot hold ${what}: ${title}'s moveName writes names too long`,
      );
    return count;
  };
  const names = (count: number, what: string): string[] => readNames(core.io(), fits(count, what));
  /** The moves' names, read a bufferful at a time (a position may have 65,536 moves). */
  const moveNames = (): string[] => {
    const all: string[] = [];
    for (let n = kit().gameMoveCount(), page = -1; all.length < n && page !== 0; ) {
      page = fits(kit().kitMoveNames(all.length), "the name of a move");
      for (const name of readNames(core.io(), page)) all.push(name);
    }
    return all;
  };
  /** The index of the move named `name` at the position, or -1 (the core compares the names). */
  const findMove = (name: string): number => {
    if (name.length > core.io().length) return -1;
    const io = core.io();
    for (let k = 0; k < name.length; k++) io[k] = name.charCodeAt(k);
    return kit().kitFindMove(name.length);
  };

  const game: CoreGame<KitPosition> = {
    set(position, watched) {
      // No position is the start: a kit's core holds one game, so there is nothing else to name.
      const { names: named, path } = checkKitPosition(position === undefined ? {} : position);
      const c = kit();
      c.gameSet(0, 0, 0, 0);
      const played: number[] = [];
      named.forEach((name, k) => {
        const move = findMove(name);
        if (move < 0) illegalNamedMove(name, k, moveNames());
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
    moveName: (move) => names(kit().kitMoveName(move), "the name of a move")[0],
    moveNames,
    legalMoves: () => moveNames().map((move) => ({ move })),
    pvNames: () => names(kit().kitPvNames(), "the names of a principal variation"),
    lineNames() {
      const count = kit().kitLineNames();
      return count < 0 ? undefined : names(count, "the names of a line");
    },
    checkSolvable() {
      if (!solvable) fail(`${title} has no solve(): give its class one to solve positions (docs/your-game.md)`);
    },
    moveKey: (name: MoveName) => String(name),
    everySearch: true,
  };
  const methods = engineOn(core, game);

  // The game's shape (assembly/kit/shape.ts): a class with none of its members is a
  // two-player game without chance, searched as it always was. One with them has its shape
  // read and its members probed at the root of each search, in the reference's order
  // (reference/own-game.ts), and a search that does not take the shape is refused there.
  const shaped = kit().kitShape(0) !== 0;
  /**
   * Sets `position`; refuses `algorithm` unless it takes the game's shape with the settings asked (`request`: a
   * search's, checked first; else `spec`, a player's) and finds the members it needs, or the position is a chance
   * node: the reference's checks in its order (reference/own-game.ts).
   */
  const checkShape = (
    operation: string,
    position: KitPosition | undefined,
    algorithm: SearchName,
    request?: unknown,
    spec?: PlayerSpec,
  ) =>
    core.run(operation, () => {
      const left = game.set(position as KitPosition, false);
      kit().kitShape(1);
      if (request !== undefined) checkSearchLimits(request as SearchRequest, left, false, true);
      else if (left === 0) return; // the player's own refusal of a terminal position comes first
      const word = kit().kitShape(2);
      const shape = { players: word & 15, chance: (word & 16) !== 0 };
      checkShapeTaken(algorithm, shape, "core");
      if (spec !== undefined) checkPlayerShapeTaken(algorithm, shape);
      checkSettingsTaken(algorithm, (request ?? spec) as object, shape);
      // Bit 64: the class has setToMove (brs needs it with more than two players); bit 32: a chance node.
      checkMembersTaken(algorithm, { setToMove: word & 64 ? () => {} : undefined }, shape);
      if ((word & 32) !== 0) fail(chanceRootMessage());
    });

  const features = kitFeatureMethods(
    core,
    (c, what) => (c as CoreExports & KitExports).kitFeatures(what),
    title,
    (position) => game.set(position as KitPosition, false),
  );

  return {
    name: "wasm",
    game: title,
    solvable,
    ...methods,
    get featureCount() {
      return features.featureCount();
    },
    features: features.features,
    useWeights: features.useWeights,
    search(request) {
      checkRequestReadable(request);
      if (shaped && request !== null && typeof request === "object") {
        const algorithm = request.algorithm;
        checkShape(`search (${isSearchName(algorithm) ? algorithm : "?"})`, request.position, algorithm, request);
      }
      return methods.search(request as never);
    },
    createPlayer(spec) {
      const player = methods.createPlayer(spec);
      const kind = (spec as PlayerSpec).kind;
      // A choice without a position is at the start, as the engine's other methods take it.
      const choose = (position?: KitPosition, control?: Parameters<KitPlayer["choose"]>[1]) => {
        const at = position === undefined ? {} : position;
        if (shaped) checkShape("a player's search", at, kind, undefined, spec as PlayerSpec);
        return player.choose(at as never, control);
      };
      return { ...player, choose } as KitPlayer;
    },
  };
}
