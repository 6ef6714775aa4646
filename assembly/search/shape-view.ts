// A game's shape as the core's searches of every shape read it: the player to move, each
// player's value, chance nodes and their weights, with the protocol's defaults for a game
// that lacks them (a two-player game without chance: every built-in game). Which members a
// class has is known when the core is compiled (isDefined), so a built-in game's searches
// compile to its own calls. A game kit's class comes through its checked view
// (../kit/checked.ts), which has every member, checked, with the same defaults. Mirrors
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

/** Every player's static value, player 0 first, into `out` from index `at` on. */
export function valueVector<G>(game: G, players: i32, out: StaticArray<f64>, at: i32): void {
  for (let p = 0; p < players; p++) unchecked(out[at + p] = <f64>valueFor<G>(game, p));
}

/** Whether the position is a chance node. */
// @ts-ignore: decorator
@inline export function chanceAt<G>(game: G): bool {
  if (isDefined(game.isChance)) return <bool>game.isChance();
  return false;
}

/** At a chance node, outcome `move`'s weight (only a game with chance nodes has them: 1 otherwise, never asked). */
// @ts-ignore: decorator
@inline export function weightOf<G>(game: G, move: i32): i32 {
  if (isDefined(game.chanceWeight)) return <i32>game.chanceWeight(move);
  return 1;
}
