// The minimal game the n-player and chance oracles (maxn.ts, paranoid.ts, expectimax.ts) read:
// the `Game` protocol's shape members (contract/game.ts), each optional, with the protocol's
// defaults for a two-player game. Written for the tests alone; it shares no code with the engines.

/** What the oracles read of a game: the `Game` protocol's moves plus its optional shape members. */
export interface ShapedGame {
  readonly players?: number;
  moveCount(): number;
  play(move: number): void;
  undo(): void;
  isTerminal(): boolean;
  maxToMove?(): boolean;
  evaluate?(): number;
  toMove?(): number;
  evaluateFor?(player: number): number;
  isChance?(): boolean;
  chanceWeight?(move: number): number;
}

/** The tree's size as docs/searches.md counts it (see each oracle's doc comment). */
export interface Count {
  generated: number;
  expanded: number;
}

/** What maxn and expectimax answer (each one's doc comment says which component `value` is). */
export interface VectorOutcome extends Count {
  value: number;
  /** The root's value vector. */
  values: number[];
  /** The root move chosen: the lowest index of the best vector for the root's mover. */
  move: number;
  /** Each root move's value vector, in move order. */
  moveValues: number[][];
}

export const playersOf = (game: ShapedGame): number => game.players ?? 2;

export const isChance = (game: ShapedGame): boolean => game.isChance?.() ?? false;

/** The player to move: `toMove()`, else `maxToMove() ? 0 : 1` (the two-player default). */
export function moverOf(game: ShapedGame): number {
  if (game.toMove) return game.toMove();
  if (!game.maxToMove) throw new Error("oracle: a game with neither toMove() nor maxToMove()");
  return game.maxToMove() ? 0 : 1;
}

/** `evaluateFor(p)`, else for two players `evaluate()` for player 0 and its negation for player 1. */
export function valueFor(game: ShapedGame, player: number): number {
  if (game.evaluateFor) return game.evaluateFor(player);
  if (!game.evaluate) throw new Error("oracle: a game with neither evaluateFor() nor evaluate()");
  return player === 0 ? game.evaluate() : -game.evaluate();
}

/** The value vector at a leaf: `valueFor(p)` for p = 0 .. players-1. */
export function leafVector(game: ShapedGame): number[] {
  const values: number[] = [];
  for (let p = 0; p < playersOf(game); p++) values.push(valueFor(game, p));
  return values;
}

/** The outcome weights at a chance node, each a positive integer (else the oracle throws). */
export function weightsOf(game: ShapedGame): number[] {
  if (!game.chanceWeight) throw new Error("oracle: a chance node without chanceWeight()");
  const weights: number[] = [];
  for (let move = 0; move < game.moveCount(); move++) {
    const w = game.chanceWeight(move);
    if (!Number.isInteger(w) || w <= 0) throw new Error(`oracle: chanceWeight(${move}) = ${w}`);
    weights.push(w);
  }
  return weights;
}
