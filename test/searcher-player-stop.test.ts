// An asynchronous player stopped in the middle of its search (docs/async.md, "Players"):
// a best-first or mma player resolves with its best move so far and plays on. Where it
// stops depends on the clock, so each stopped choice is held to the synchronous player
// of the same engine stopped at the same checkpoint (the progress reports count them:
// with progressMs 0 there is one at every checkpoint, the stopping one included): the
// same choice and the same progress, move after move. And an mma search, stopped,
// resolves with the report of the node budget it reached, as the other budgeted searches.

import { afterAll, beforeAll, expect, test } from "vitest";
import { engines } from "./helpers.js";
import {
  createSearcher,
  type AsyncPlayer,
  type Engine,
  type PlayerChoice,
  type PlayerSpec,
  type Position,
  type Searcher,
  type SearchProgress,
} from "../index.js";

const untimed = ({ ms: _ms, ...rest }: SearchProgress) => rest;

let searchers: Searcher[];
beforeAll(async () => {
  searchers = await Promise.all([createSearcher(), createSearcher({ engine: "ts" })]);
});
afterAll(async () => {
  await Promise.all(searchers.map((s) => s.close()));
});

/** The player's choice, stopped once it has reported `reports` progress reports. */
async function stoppedChoice(
  player: AsyncPlayer,
  reports: number,
): Promise<{ choice: PlayerChoice; seen: SearchProgress[] }> {
  const controller = new AbortController();
  const seen: SearchProgress[] = [];
  const choice = await player.choose({
    signal: controller.signal,
    progressMs: 0,
    onProgress: (p) => {
      seen.push(p);
      if (seen.length === reports) controller.abort(new Error("move now"));
    },
  });
  return { choice, seen };
}

/** The synchronous player's choice, stopped at its k-th checkpoint, and its progress. */
function syncStopped(player: ReturnType<Engine["createPlayer"]>, at: Position, k: number) {
  const seen: SearchProgress[] = [];
  let calls = 0;
  const choice = player.choose(at, { progressMs: 0, onProgress: (p) => seen.push(p), shouldStop: () => ++calls >= k });
  return { choice, seen };
}

test.each([
  ["bestfirst", { kind: "bestfirst", bound: 60 }],
  ["mma", { kind: "mma", nodes: 2 ** 40 }],
] as const)(
  "a stopped %s player resolves with its best move so far and plays on, " +
    "as the synchronous player stopped there (both engines)",
  async (_name, spec: PlayerSpec) => {
    const start: Position = { game: "othello" };
    for (const [e, engine] of engines.entries()) {
      const player = await searchers[e].createPlayer(spec, start);
      const sync = engine.createPlayer(spec);
      try {
        let at: Position = start;
        for (let ply = 0; ply < 4; ply++) {
          let move: number;
          if (ply % 2 === 0) {
            const { choice, seen } = await stoppedChoice(player, 2);
            expect(choice.stopped).toBe(true);
            expect(seen.length).toBeGreaterThanOrEqual(2);
            const expected = syncStopped(sync, at, seen.length);
            expect(choice).toEqual(expected.choice);
            expect(seen.map(untimed)).toEqual(expected.seen.map(untimed));
            expect(seen.at(-1)!.pv[0]).toBe(engine.moves(at)[choice.move].move);
            // It played on with its tree.
            if (ply > 0 && spec.kind === "bestfirst") expect(choice.kept).toBeGreaterThan(1);
            move = choice.move;
          } else move = 0;
          await player.observe(move);
          sync.observe(move);
          at = { ...at, path: [...(at.path ?? []), move] } as Position;
        }
      } finally {
        sync.dispose();
        await player.dispose();
      }
    }
  },
);

test("a stopped alpha-beta player (no budget checks) rejects and is lost, as before", async () => {
  const player = await searchers[0].createPlayer({ kind: "alphabeta", horizon: 30 }, { game: "othello" });
  const controller = new AbortController();
  const running = player.choose({ signal: controller.signal });
  setTimeout(() => controller.abort(new Error("enough")), 100);
  await expect(running).rejects.toThrow("enough");
  await expect(player.observe(0)).rejects.toThrow(/stopped in the middle of a search/);
  await player.dispose();
});

test("a stopped mma search resolves with its best move so far: the report of the node budget it reached", async () => {
  const request = { position: { game: "othello" as const }, algorithm: "mma" as const, nodes: 1e12 };
  const controller = new AbortController();
  const running = searchers[0].search(request, { signal: controller.signal });
  setTimeout(() => controller.abort(new Error("move now")), 200);
  const report = await running;
  expect(report.stopped).toBe(true);
  const { ms: _a, stopped: _b, ...rest } = report;
  const { ms: _c, ...budget } = engines[0].search({ ...request, nodes: report.nodes.generated });
  expect(rest).toEqual(budget);
});
