// What alphabeta-tt's tests share: random positions of the built-in games, and the property
// that the two engines give the same report (value, move, line, every count) on them.

import { expect, test } from "vitest";
import fc from "fast-check";
import { positionGame } from "../reference/position.js";
import type { Position, SearchRequest } from "../contract/index.js";
import { engines } from "./helpers.js";
import { runs } from "./soak/runs.js";

export type GameName = "othello" | "connect4" | "tictactoe";

/** A random position of `game`: the moves `pick % moves` from its start, stopping at the end. */
export function randomPosition(game: GameName, picks: number[]): Position {
  const { game: g } = positionGame({ game } as Position);
  const moves: string[] = [];
  for (const pick of picks) {
    if (g.isTerminal()) break;
    const move = pick % g.moveCount();
    moves.push(g.moveName(move));
    g.play(move);
  }
  return { game, moves } as Position;
}

/** The engines' reports of `request`, their times left out. */
export function reports(request: SearchRequest): unknown[] {
  return engines.map((engine) => ({ ...engine.search(request), ms: 0 }));
}

/** Both engines' reports of one request, equal. */
export function agree(request: SearchRequest): void {
  const [a, b] = reports(request);
  expect(a).toEqual(b);
}

/**
 * A test a game (tic-tac-toe, Connect-Four, Othello: at most `most` plies in) that `check`
 * holds on random positions not over, with alphabeta-tt's drawn `settings` (budgets, techniques).
 */
export function onEveryGame(
  settings: fc.Arbitrary<Partial<SearchRequest>>,
  check: (request: SearchRequest) => void,
  cases: { othello: number; others: number },
): void {
  for (const [name, most] of [
    ["tictactoe", 8],
    ["connect4", 40],
    ["othello", 58],
  ] as const) {
    test(name, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: most }), settings, (picks, more) => {
          const position = randomPosition(name, picks);
          if (positionGame(position).game.isTerminal()) return;
          check({ position, algorithm: "alphabeta-tt", ...more } as SearchRequest);
        }),
        { numRuns: runs(name === "othello" ? cases.othello : cases.others) },
      );
    });
  }
}
