// Nim, a complete small game written only against the package's public entry: the Game
// protocol, then every search, a player that keeps its tree, and a match. Run it with
// `npx tsx examples/nim.ts` (after `npm ci`).
//
// Heaps of counters; a move takes one or more counters from one heap; whoever takes the
// last counter wins. Theory (Bouton, 1901) says the side to move wins exactly when the
// heaps' sizes XOR to non-zero, by moving to a position whose XOR is zero: the tests use
// that as the oracle.

import {
  searchGame,
  createGamePlayer,
  playMatch,
  ALGORITHMS,
  type Algorithm,
  type Game,
  type SearchLimits,
} from "bestfirst";

/** A won game is worth more than any static value; a quicker win more. */
const WIN = 1000;

export class Nim implements Game {
  readonly decisive = true; // terminal values are wins and losses
  readonly heaps: number[];
  private readonly history: { heap: number; take: number }[] = [];

  constructor(heaps: readonly number[]) {
    this.heaps = [...heaps];
  }

  /** Move i: the i-th (heap, take) pair, heap by heap, taking 1, 2, ... counters. */
  private decode(move: number): { heap: number; take: number } {
    for (let heap = 0; heap < this.heaps.length; heap++) {
      if (move < this.heaps[heap]) return { heap, take: move + 1 };
      move -= this.heaps[heap];
    }
    throw new RangeError("no such move");
  }

  moveCount(): number {
    return this.heaps.reduce((a, b) => a + b, 0);
  }

  play(move: number): void {
    const m = this.decode(move);
    this.heaps[m.heap] -= m.take;
    this.history.push(m);
  }

  undo(): void {
    const m = this.history.pop()!;
    this.heaps[m.heap] += m.take;
  }

  isTerminal(): boolean {
    return this.moveCount() === 0;
  }

  /** MAX moves first, then the sides alternate. */
  maxToMove(): boolean {
    return this.history.length % 2 === 0;
  }

  /** From MAX's point of view: at the end, the side that took the last counter won. */
  evaluate(): number {
    if (this.isTerminal()) return this.maxToMove() ? -(WIN - this.history.length) : WIN - this.history.length;
    return 0; // no knowledge before the end: the searches must find the win
  }

  moveName(move: number): string {
    const m = this.decode(move);
    return `${m.take}@${m.heap + 1}`; // "2@3": take 2 from heap 3
  }
}

/** Each search's stopping rules on this game of at most 9 plies (docs/searches.md says which each takes). */
const LIMITS: Record<Algorithm, SearchLimits> = {
  minimax: { horizon: 9 },
  alphabeta: { horizon: 9 },
  id: { horizon: 9 },
  bestfirst: { bound: 9 },
  rbfms: { bound: 9 },
  "rbfms-inherit": { bound: 9 },
  extension: { horizon: 2, bound: 9 },
  mma: { moveCalls: 20000 }, // budgets, not depths
  mcts: { simulations: 20000 }, // stops when MCTS-Solver proves the root
  "alphabeta-tt": { horizon: 9 }, // no hash(): no table, killer moves only
};

// Run as a script: every search on one position, then a match.
if (import.meta.url === `file://${process.argv[1]}`) {
  const game = new Nim([1, 3, 5]);
  for (const algorithm of ALGORITHMS) {
    const r = searchGame(game, { algorithm, ...LIMITS[algorithm] });
    console.log(`${algorithm.padEnd(13)} ${r.move.toString().padEnd(4)} value ${r.value}, ${r.nodes.generated} nodes`);
  }
  const player = createGamePlayer({ kind: "bestfirst", bound: 9 });
  console.log("player:", game.moveName(player.choose(game).move));
  const match = playMatch(
    () => new Nim([2, 3, 4]),
    [{ algorithm: "alphabeta", horizon: 2 }, { player: { kind: "bestfirst", bound: 12 } }],
  );
  console.log(
    "match:",
    match.games.map((g) => g.moves.join(" ")),
    "wins",
    match.wins,
  );
}
