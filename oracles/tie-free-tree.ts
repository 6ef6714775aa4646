// A random tree without ties, for the tests that hold only "on trees without ties"
// (docs/searches.md): each value is scaled and given the low bits of the node's index,
// so siblings never tie. It also logs every expansion (every moveCount call) by index.

import type { Game } from "../contract/index.js";
import type { RandomTree } from "../reference/games/random-tree.js";

export class TieFreeTree implements Game {
  readonly expansions: string[] = [];
  readonly decisive = false;

  constructor(readonly tree: RandomTree) {}

  moveCount(): number {
    this.expansions.push(`${this.tree.indexHiHere()}:${this.tree.indexLoHere()}`);
    return this.tree.moveCount();
  }
  play(move: number): void {
    this.tree.play(move);
  }
  undo(): void {
    this.tree.undo();
  }
  isTerminal(): boolean {
    return this.tree.isTerminal();
  }
  maxToMove(): boolean {
    return this.tree.maxToMove();
  }
  moveName(move: number): string {
    return String(move);
  }
  evaluate(): number {
    return this.tree.evaluate() * 2048 + (this.tree.indexLoHere() & 2047);
  }

  /** The expansions in order, each node once (its first expansion). */
  firstExpansions(): string[] {
    return [...new Set(this.expansions)];
  }
}
