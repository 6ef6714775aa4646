// A game's shape: how many players it has and whether it has chance nodes, derived once at
// the start of a search from the optional members of the Game protocol (./game.ts), and the
// searches that take it, read from the table of searches (./searches.ts, `shapes`). The rules
// and messages are one text for both engines: the reference checks a TypeScript Game
// (reference/checked-game.ts), the kit's core an AssemblyScript class (assembly/kit/shape.ts,
// told by bindings/kit-fault.ts).

import { fail, listed, shown } from "./errors.js";
import { INF, type Game } from "./game.js";
import { SEARCH_NAMES, SEARCHES, type SearchName, type ShapesTaken } from "./searches.js";

/** A game's shape: its number of players (2 .. MOST_PLAYERS) and whether it has chance nodes. */
export interface GameShape {
  readonly players: number;
  readonly chance: boolean;
}

/** The most players a game may have. */
export const MOST_PLAYERS = 8;

/** The shape of a game without the optional members: two players, no chance. */
export const TWO_PLAYERS: GameShape = { players: 2, chance: false };

/** What `players` must be. @internal */
export const PLAYERS_RULE = `it must be a whole number of players from 2 to ${MOST_PLAYERS} (2 where absent)`;
/** What toMove() must return in a game of `players` players. @internal */
export const toMoveRule = (players: number): string =>
  `it must return the player to move, a whole number from 0 to ${players - 1} (players - 1)`;
/** What toMove() must return in a two-player game that also answers maxToMove(). @internal */
export const TO_MOVE_SIDE_RULE =
  "in a two-player game toMove() must be 0 where maxToMove() is true and 1 where it is false";
/** What evaluateFor() must return. @internal */
export const EVALUATE_FOR_RULE =
  `it must return an integer from ${-(INF - 1)} to ${INF - 1} (strictly between -INF and INF), ` +
  "the value for that player, higher is better for them";
/** What isChance() must return. @internal */
export const IS_CHANCE_RULE = "it must return true or false (true at a chance node, whose moves are outcomes)";
/** What chanceWeight() must return. @internal */
export const CHANCE_WEIGHT_RULE =
  `it must return a whole number from 1 to ${INF}, the outcome's weight (its probability is its weight over ` +
  "the sum of the node's weights)";

/** The optional members of the shape, as the messages write them. */
const SIGNATURES = {
  toMove: "toMove()",
  evaluateFor: "evaluateFor(player)",
  isChance: "isChance()",
  chanceWeight: "chanceWeight(move)",
} as const;

/** `players` is `value`, which is not a number of players. */
export function playersMessage(value: unknown): string {
  return `your game's players is ${shown(value)}; ${PLAYERS_RULE}`;
}

/** toMove() returned `toMove` where maxToMove() returned `max`, in a two-player game. */
export function toMoveSideMessage(toMove: number, max: boolean): string {
  return `your game's toMove() returned ${toMove} where maxToMove() is ${max}; ${TO_MOVE_SIDE_RULE}`;
}

/** A game of `players` players (> 2) lacks `missing` (toMove(), evaluateFor(player)). */
export function lacksForPlayersMessage(players: number, missing: readonly string[]): string {
  return (
    `your game has ${players} players but lacks ${listed(missing)}, which a game of more than two players ` +
    "must have (docs/your-game.md)"
  );
}

/** A game with isChance() lacks chanceWeight(move). */
export function lacksChanceWeightMessage(): string {
  const needs = "which a game with chance must have (docs/your-game.md)";
  return `your game has isChance() but lacks chanceWeight(move), ${needs}`;
}

/**
 * The game's shape, read from its optional members (./game.ts): `players` checked, and the
 * members a shape needs present. A bad one is a BestfirstError naming the member.
 */
export function gameShape(game: Game): GameShape {
  const declared: unknown = game.players;
  const players = declared === undefined ? 2 : declared;
  if (typeof players !== "number" || !Number.isInteger(players) || players < 2 || players > MOST_PLAYERS)
    fail(playersMessage(declared));
  const has = (member: keyof typeof SIGNATURES): boolean => {
    const value: unknown = game[member];
    if (value !== undefined && typeof value !== "function")
      fail(`your game's ${member} is ${shown(value)}; it must be a method, ${SIGNATURES[member]}, or absent`);
    return value !== undefined;
  };
  const toMove = has("toMove"),
    evaluateFor = has("evaluateFor"),
    chance = has("isChance"),
    weight = has("chanceWeight");
  if (players > 2 && !(toMove && evaluateFor)) {
    const missing = [toMove ? "" : SIGNATURES.toMove, evaluateFor ? "" : SIGNATURES.evaluateFor].filter(Boolean);
    fail(lacksForPlayersMessage(players, missing));
  }
  if (chance && !weight) fail(lacksChanceWeightMessage());
  return players === 2 && !chance ? TWO_PLAYERS : { players, chance };
}

const COUNTS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight"];

/** A shape in words: "a two-player game with chance", "a three-player game". */
export function shapeName(shape: GameShape): string {
  return `a ${COUNTS[shape.players] ?? shape.players}-player game${shape.chance ? " with chance" : ""}`;
}

/** Whether `algorithm` searches games of `shape` (its row's `shapes`). */
export function takesShape(algorithm: SearchName, shape: GameShape): boolean {
  return fits(SEARCHES[algorithm].shapes, shape);
}

/** Whether `shape` is among the shapes `takes`. */
function fits(takes: ShapesTaken, shape: GameShape): boolean {
  return (takes.players === "any" || shape.players === 2) && (takes.chance || !shape.chance);
}

/**
 * A BestfirstError unless the player of `kind` plays games of `shape`: its search's shapes, or its player's own where
 * fewer (PlayerInfo.shapes: bestfirst's player plays two players without chance), naming the players that do.
 */
export function checkPlayerShapeTaken(kind: SearchName, shape: GameShape): void {
  checkShapeTaken(kind, shape);
  const own = SEARCHES[kind].player?.shapes;
  if (own === undefined || fits(own, shape)) return;
  const players = SEARCH_NAMES.filter((a) => {
    const player = SEARCHES[a].player;
    return player !== undefined && takesShape(a, shape) && (player.shapes === undefined || fits(player.shapes, shape));
  });
  fail(
    `the ${kind} player does not play ${shapeName(shape)} yet (its search does: searchGame); ` +
      `the players that do: ${players.join(", ")}`,
  );
}

/**
 * A BestfirstError if `request` turns on a setting `algorithm` takes in two-player games without chance only (its
 * row's `plainShapeOnly`: mcts's solver and alpha) for a game of another `shape`. Off (false, 0) or absent is taken.
 */
export function checkSettingsTaken(algorithm: SearchName, request: object, shape: GameShape): void {
  const only = SEARCHES[algorithm].plainShapeOnly;
  if (only === undefined || (shape.players === 2 && !shape.chance)) return;
  for (const setting of only) {
    const value: unknown = (request as Record<string, unknown>)[setting];
    if (value !== undefined && value !== false && value !== 0)
      fail(
        `${algorithm}'s ${setting} is for two-player games without chance only, and this is ${shapeName(shape)}; ` +
          `leave ${setting} out (docs/searches.md, "MCTS on games of every shape")`,
      );
  }
}

/** The searches that take games of `shape`, in table order. */
export function searchesTaking(shape: GameShape): SearchName[] {
  return SEARCH_NAMES.filter((a) => takesShape(a, shape));
}

/**
 * A BestfirstError unless `algorithm` takes games of `shape`: one line naming the searches that do. In the core (a
 * game kit's class), a search whose core form takes fewer shapes (its row's `coreShapes`) is refused by them.
 */
export function checkShapeTaken(
  algorithm: SearchName,
  shape: GameShape,
  engine: "reference" | "core" = "reference",
): void {
  const core = SEARCHES[algorithm].coreShapes;
  if (engine === "core" && core !== undefined && takesShape(algorithm, shape) && !fits(core, shape))
    fail(
      `${algorithm} does not search ${shapeName(shape)} in the core yet; the reference engine does, on the game's ` +
        "TypeScript class (searchGame, createSearcher({ game }))",
    );
  if (takesShape(algorithm, shape)) return;
  const others = searchesTaking(shape);
  const which =
    others.length > 0 ? `the searches that do: ${others.join(", ")}` : "no search of this bestfirst does yet";
  fail(`${algorithm} does not search ${shapeName(shape)}; ${which}`);
}

/**
 * A BestfirstError unless the game has the members `algorithm` needs in a game of its shape
 * (its row's `needsMembers`: brs's setToMove in a game of more than two players).
 */
export function checkMembersTaken(algorithm: SearchName, game: Pick<Game, "setToMove">, shape: GameShape): void {
  const needs = SEARCHES[algorithm].needsMembers;
  if (needs === undefined || shape.players === 2) return;
  for (const member of needs)
    if (typeof game[member] !== "function") {
      const without = searchesTaking(shape).filter((a) => SEARCHES[a].needsMembers === undefined);
      fail(
        `${algorithm} needs ${member}(player) in a game of more than two players, to play any player's move out ` +
          `of turn, and your game lacks it (docs/your-game.md); the searches that do without: ${without.join(", ")}`,
      );
    }
}

/** A setToMove that is not a method. */
export function setToMoveMessage(value: unknown): string {
  return `your game's setToMove is ${shown(value)}; it must be a method, setToMove(player), or absent`;
}

/** toMove() after setToMove(player) is not that player. */
export function setToMoveMissedMessage(player: number, toMove: number): string {
  return `your game's toMove() returned ${toMove} after setToMove(${player}); it must return the player given`;
}

/** The values a game declares it stays within (star2's bounds): its minValue .. maxValue. */
export interface ValueRange {
  readonly min: number;
  readonly max: number;
}

/** What minValue and maxValue must be. @internal */
export const VALUE_RANGE_RULE =
  `it must be an integer from ${-(INF - 1)} to ${INF - 1} (strictly between -INF and INF), ` +
  "minValue at most maxValue";

/**
 * The range of values the game declares (./game.ts, minValue and maxValue), each checked;
 * where absent, -INF + 1 and INF - 1, the range every value is in.
 */
export function valueRange(game: Game): ValueRange {
  const bound = (member: "minValue" | "maxValue", absent: number): number => {
    const value: unknown = game[member];
    if (value === undefined) return absent;
    if (typeof value !== "number" || !Number.isInteger(value) || value <= -INF || value >= INF)
      fail(valueRangeMessage(member, value));
    return value;
  };
  const min = bound("minValue", -(INF - 1)),
    max = bound("maxValue", INF - 1);
  if (min > max) fail(rangeOrderMessage(min, max));
  return { min, max };
}

/** The game's `member` (minValue, maxValue) is `value`, no bound of its values (a kit's core says so too). @internal */
export function valueRangeMessage(member: "minValue" | "maxValue", value: unknown): string {
  return `your game's ${member} is ${shown(value)}; ${VALUE_RANGE_RULE}`;
}

/** The game's minValue is above its maxValue. @internal */
export function rangeOrderMessage(min: number, max: number): string {
  return `your game's minValue is ${min}, above its maxValue ${max}; ${VALUE_RANGE_RULE}`;
}

/** What a value must be in a game that declares its range. @internal */
export const inRangeRule = (range: ValueRange): string =>
  `it must be within the game's declared range, minValue ${range.min} to maxValue ${range.max}`;

/** A search from a chance node: no player chooses there. */
export function chanceRootMessage(): string {
  return (
    "the position is a chance node: its outcome is drawn by chanceWeight, not chosen, so there is no move to " +
    "search for; search from the position after the outcome"
  );
}
