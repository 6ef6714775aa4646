// alphabeta-tt's null-move pruning with verification (docs/searches.md), held to what can be
// proven of it: on games whose null-move hook says no (every built-in game) the search is
// the one without it, node for node on both engines; on a game that allows passing, nothing
// changes at horizons below NULL_MOVE_DEPTH + 1 (no node but the root is that far above the
// horizon), and deeper it prunes; the game's hooks are checked.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { BestfirstError, type Game } from "../contract/index.js";
import { NULL_MOVE_DEPTH } from "../reference/search/alphabeta-tt.js";
import { searchGame } from "../reference/own-game.js";
import { onEveryGame, reports } from "./alphabeta-tt-games.js";

/**
 * A pile of counters; a move takes 1 to 3 (move i takes i + 1), whoever takes the last wins,
 * and a side may pass instead (the null move). Static value: the side to move wins the game
 * without passes exactly where the pile is not a multiple of 4.
 */
class PassPile implements Game {
  readonly decisive = true;
  private readonly taken: number[] = [];
  constructor(private pile: number) {}
  moveCount(): number {
    return Math.min(this.pile, 3);
  }
  play(move: number): void {
    this.taken.push(move + 1);
    this.pile -= move + 1;
  }
  playNull(): void {
    this.taken.push(0);
  }
  nullMoveAllowed(): boolean {
    return this.pile > 0;
  }
  undo(): void {
    this.pile += this.taken.pop()!;
  }
  isTerminal(): boolean {
    return this.pile === 0;
  }
  maxToMove(): boolean {
    return this.taken.length % 2 === 0;
  }
  evaluate(): number {
    const mover = this.pile === 0 ? -(1000 - this.taken.length) : this.pile % 4 === 0 ? -10 : 10;
    return this.maxToMove() ? mover : -mover;
  }
  hash(): number {
    return this.pile * 2 + (this.maxToMove() ? 0 : 1);
  }
  moveName(move: number): string {
    return String(move + 1);
  }
}

describe("a game whose null-move hook says no: the search without it, both engines", () => {
  const settings = fc.record({
    horizon: fc.constantFrom(undefined, 1, 4, 7),
    nodes: fc.constantFrom(undefined, 1, 500, 20000),
    memoryNodes: fc.constantFrom(undefined, 64, 4096),
    pvs: fc.constantFrom(undefined, true),
    lmr: fc.constantFrom(undefined, true),
    quiescence: fc.constantFrom(undefined, true),
  });
  onEveryGame(
    settings.filter((r) => r.horizon !== undefined || r.nodes !== undefined),
    (request) => {
      const [off] = reports(request);
      for (const on of reports({ ...request, nullMove: true })) expect(on).toEqual(off);
    },
    { othello: 40, others: 80 },
  );
});

describe("a game that allows passing", () => {
  const search = (pile: number, horizon: number, nullMove: boolean) =>
    searchGame(new PassPile(pile), { algorithm: "alphabeta-tt", horizon, nullMove });

  test(`below horizon ${NULL_MOVE_DEPTH + 1} nothing changes; deeper it prunes`, () => {
    let pruned = 0;
    for (let pile = 1; pile <= 20; pile++) {
      for (let horizon = 1; horizon <= NULL_MOVE_DEPTH; horizon++)
        expect({ ...search(pile, horizon, true), ms: 0 }).toEqual({ ...search(pile, horizon, false), ms: 0 });
      const [off, on] = [false, true].map((nullMove) => search(pile, 8, nullMove));
      if (on.nodes.generated < off.nodes.generated) pruned++;
    }
    expect(pruned).toBeGreaterThan(0);
  });

  test("the hooks are checked: a BestfirstError naming the member, and the game left as found", () => {
    const cases: [Partial<Game>, RegExp][] = [
      [{ nullMoveAllowed: () => 1 as unknown as boolean }, /nullMoveAllowed\(\) returned 1; .*true or false/],
      [{ playNull: undefined }, /nullMoveAllowed\(\) returned true but it has no playNull\(\)/],
      // A pass that leaves the side to move: maxToMove() counts the counters taken, not the plies.
      [
        {
          maxToMove(this: { taken: number[] }) {
            return this.taken.filter((t) => t > 0).length % 2 === 0;
          },
        } as Partial<Game>,
        /playNull\(\) left (MAX|MIN) to move/,
      ],
    ];
    for (const [override, message] of cases) {
      const game = Object.assign(new PassPile(12), override);
      const run = () => searchGame(game, { algorithm: "alphabeta-tt", horizon: 6, nullMove: true });
      expect(run).toThrow(BestfirstError);
      expect(run).toThrow(message);
      expect(game.isTerminal() || game.maxToMove()).toBe(true);
      expect(game.moveCount()).toBe(3);
    }
  });
});
