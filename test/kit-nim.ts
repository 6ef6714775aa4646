// The TypeScript twin of test/fixtures/kit/nim.ts (the game kit's test game), written
// against the Game protocol: the same moves, names and values, so that the reference's
// searches of it are the oracle for the kit core's.

import type { Game } from "../index.js";

const WIN = 100;

export class NimTwin implements Game {
  readonly decisive = true;
  private readonly heap = [3, 4, 5];
  private readonly played: { heap: number; take: number }[] = [];

  private decode(move: number): { heap: number; take: number } {
    let heap = 0;
    while (move >= this.heap[heap]) move -= this.heap[heap++];
    return { heap, take: move + 1 };
  }

  private stones(): number {
    return this.heap[0] + this.heap[1] + this.heap[2];
  }
  moveCount(): number {
    return this.stones();
  }
  isTerminal(): boolean {
    return this.stones() === 0;
  }
  maxToMove(): boolean {
    return this.played.length % 2 === 0;
  }

  play(move: number): void {
    const m = this.decode(move);
    this.heap[m.heap] -= m.take;
    this.played.push(m);
  }

  undo(): void {
    const m = this.played.pop()!;
    this.heap[m.heap] += m.take;
  }

  evaluate(): number {
    const mover = this.maxToMove() ? 1 : -1;
    if (this.isTerminal()) return -mover * WIN;
    const sum = this.heap[0] ^ this.heap[1] ^ this.heap[2];
    return mover * (sum !== 0 ? 1 + sum : -1 - this.stones());
  }

  moveName(move: number): string {
    const m = this.decode(move);
    return "abc"[m.heap] + String(m.take);
  }
}
