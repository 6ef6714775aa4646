// A game's shape as the core's searches of every shape read it (the kit's optional members,
// ../kit/checked.ts): the player to move, each player's value, chance nodes and their
// weights, with the protocol's defaults for a class that lacks them (a two-player game
// without chance: every built-in game). Which members a class has is known when the core
// is compiled, so a built-in game's search pays nothing. Mirrors
// reference/search/shape-view.ts.

/** The number of players: `players`, else 2. */
// @ts-ignore: decorator
@inline export function playersOf<G>(game: G): i32 {
  if (isDefined(game.players)) return <i32>game.players;
  return 2;
}

/** At a decision node, the player to move: `toMove()`, else `maxToMove() ? 0 : 1`. */
// @ts-ignore: decorator
@inline export function moverOf<G>(game: G): i32 {
  if (isDefined(game.toMove)) return <i32>game.toMove();
  return game.maxToMove() ? 0 : 1;
}

/** The static value for `player`: `evaluateFor(player)`, else `evaluate()` for player 0 and its negation for 1. */
// @ts-ignore: decorator
@inline export function valueFor<G>(game: G, player: i32): i32 {
  if (isDefined(game.evaluateFor)) return <i32>game.evaluateFor(player);
  return player == 0 ? game.evaluate() : -game.evaluate();
}

/** Every player's static value, player 0 first, into `into` (as doubles: the searches' vectors). */
// @ts-ignore: decorator
@inline export function valueVector<G>(game: G, players: i32, into: StaticArray<f64>): void {
  for (let p = 0; p < players; p++) unchecked((into[p] = <f64>valueFor<G>(game, p)));
}

/** Whether the position is a chance node. */
// @ts-ignore: decorator
@inline export function chanceAt<G>(game: G): bool {
  if (isDefined(game.isChance)) return <bool>game.isChance();
  return false;
}

/** At a chance node, outcome `move`'s weight (the kit's shape check made sure the class has chanceWeight). */
// @ts-ignore: decorator
@inline export function weightOf<G>(game: G, move: i32): i32 {
  if (isDefined(game.chanceWeight)) return <i32>game.chanceWeight(move);
  return 1;
}
