// A game given as an explicit tree of static values: the papers' worked examples, and a
// user's hand-made trees. MAX moves at the root; the sides alternate. It logs every
// node generated (every evaluation), which is how tests see the order of expansions.
// Optionally decisive: its leaves are then won, drawn or lost by their sign, as
// Othello's are, and best-first and RBFMS follow the completion rule on it.

import type { Game } from "../../contract/index.js";

/** A node: its static value, and its children (none: a terminal position). */
export interface TreeNode {
  value: number;
  children?: TreeNode[];
  /** A name for the log (default: the path of moves, like "1.0"). */
  name?: string;
}

export class ExplicitTree implements Game {
  private path: TreeNode[];
  private moves: number[] = [];
  /** Names of the nodes evaluated, in order. */
  readonly log: string[] = [];
  readonly decisive: boolean;

  /** `decisive`: a leaf's value is a win for MAX above 0, a draw at 0, a loss below (default: not). */
  constructor(
    readonly root: TreeNode,
    options: { decisive?: boolean } = {},
  ) {
    this.path = [root];
    this.decisive = options.decisive ?? false;
  }

  private get node(): TreeNode {
    return this.path[this.path.length - 1];
  }

  moveCount(): number {
    return this.node.children?.length ?? 0;
  }
  isTerminal(): boolean {
    return this.moveCount() === 0;
  }
  maxToMove(): boolean {
    return (this.moves.length & 1) === 0;
  }
  moveName(move: number): string {
    return String(move);
  }

  evaluate(): number {
    this.log.push(this.node.name ?? this.moves.join("."));
    return this.node.value;
  }

  play(move: number): void {
    this.path.push(this.node.children![move]);
    this.moves.push(move);
  }

  undo(): void {
    this.path.pop();
    this.moves.pop();
  }
}
