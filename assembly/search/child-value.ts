// The static value of a child without staying there: the searches' hottest step (every
// node generated is evaluated once). A game class may offer `childValue(move)` computing
// it without moving (the random tree: one edge cost added to the parent's value, with
// nothing stored); otherwise the child is played, evaluated and taken back.

// @ts-ignore: decorator
@inline export function childValue<G>(game: G, move: i32): i32 {
  if (isDefined(game.childValue)) return game.childValue(move);
  game.play(move);
  const v = game.evaluate();
  game.undo();
  return v;
}
