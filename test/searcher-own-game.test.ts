// A user's game searched in workers: createSearcher({ game: { module, export, args } })
// (searcher/own-game-*.ts) on the example Hexapawn module (examples/hexapawn.js, plain
// JavaScript) and the fixture modules around it (test/fixtures/own-games.ts), which each
// worker imports. Every algorithm's report in a worker is the synchronous
// searchGame's on the same game and position; perft and a player likewise; the value of
// the whole 3x3 game is Gardner's (the second player wins), by a plain negamax written
// here; a stop ends a stoppable search with the report of a node budget of the nodes it
// had generated; progress comes; and every kind of bad input rejects with a BestfirstError.

import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ALGORITHMS,
  BestfirstError,
  createGamePlayer,
  createSearcher,
  perft,
  searchGame,
  type Game,
  type GamePosition,
  type GameSearcher,
  type GameSearchReport,
  type SearchProgress,
} from "../index.js";
import { Hexapawn } from "../examples/hexapawn.js";
import { column, depthOrBudgets } from "./search-limits.js";

const example = new URL("../examples/hexapawn.js", import.meta.url);
const module = new URL("./fixtures/own-games.ts", import.meta.url);
const same = ({ ms: _ms, ...rest }: GameSearchReport) => rest;

/** Each algorithm's stopping rules, small enough for a test on 4x4 Hexapawn (test/search-limits.ts). */
const LIMITS = column("hexapawn4x4");

/** The game at a position: moves by name from the start, then by index. */
function gameAt(columns: number, rows: number, position: GamePosition = {}): Hexapawn {
  const game = new Hexapawn(columns, rows);
  for (const name of position.moves ?? []) {
    const move = legalMoves(game).indexOf(name);
    if (move < 0) throw new Error(`test: no move ${name}`);
    game.play(move);
  }
  for (const move of position.path ?? []) game.play(move);
  return game;
}

/** The names of the moves at the game's position. */
const legalMoves = (game: Game) => Array.from({ length: game.moveCount() }, (_, i) => game.moveName(i));

/** The exact value of a game for the side to move: 1 a win, -1 a loss (plain negamax; Hexapawn has no draws). */
function negamax(game: Game): number {
  const n = game.moveCount();
  if (n === 0) return -1; // the side to move has lost
  let best = -1;
  for (let i = 0; i < n && best < 1; i++) {
    game.play(i);
    best = Math.max(best, -negamax(game));
    game.undo();
  }
  return best;
}

const positions: GamePosition[] = [{}, { moves: ["b1-b2"] }, { moves: ["a1-a2", "d4-d3"], path: [0] }];

// 4x4 for the comparisons; 6x6, whose tree no test exhausts, for progress and stops.
let one: GameSearcher, two: GameSearcher, big: GameSearcher;
beforeAll(async () => {
  [one, two, big] = await Promise.all([
    createSearcher({ game: { module: example, export: "Hexapawn", args: [4, 4] } }),
    createSearcher({ game: { module, export: "makeHexapawn", args: [4, 4] }, workers: 2 }),
    createSearcher({ game: { module: example, export: "Hexapawn", args: [6, 6] } }),
  ]);
});
afterAll(async () => {
  await Promise.all([one, two, big].map((s) => s.close()));
});

describe("createSearcher({ game })", () => {
  test("every algorithm in a worker gives searchGame's report; two workers and a factory export the same", async () => {
    for (const position of positions) {
      const requests = ALGORITHMS.map((algorithm) => ({ algorithm, ...LIMITS[algorithm], position }));
      const inOne = await Promise.all(requests.map((r) => one.search(r)));
      const inTwo = await Promise.all(requests.map((r) => two.search(r)));
      requests.forEach(({ position: _p, ...request }, k) => {
        const game = gameAt(4, 4, position);
        expect(same(inOne[k])).toEqual(same(searchGame(game, request)));
        expect(same(inTwo[k])).toEqual(same(inOne[k]));
      });
    }
  });

  test("the whole 3x3 game: every algorithm finds the second player's win (Gardner), as negamax does", async () => {
    expect(negamax(new Hexapawn(3, 3))).toBe(-1); // MAX, the first player, loses
    const small = await createSearcher({ game: { module: example, export: "Hexapawn", args: [3, 3] } });
    try {
      for (const algorithm of ALGORITHMS) {
        const whole = depthOrBudgets(algorithm, (budgets) => budgets.hexapawn3x3, 12);
        const report = await small.search({ algorithm, ...whole });
        expect(Math.sign(report.value), algorithm).toBe(-1);
        expect(same(report)).toEqual(same(searchGame(new Hexapawn(3, 3), { algorithm, ...whole })));
      }
    } finally {
      await small.close();
    }
  });

  test("perft in a worker is the reference's perft over the same game", async () => {
    expect(await one.perft(undefined, 7)).toEqual(perft(new Hexapawn(4, 4), 7));
    expect(await one.perft({ moves: ["b1-b2"] }, 5)).toEqual(perft(gameAt(4, 4, { moves: ["b1-b2"] }), 5));
  });

  test("a player in its own worker plays as createGamePlayer does, move for move, observing both sides", async () => {
    for (const spec of [
      { kind: "bestfirst", bound: 6 },
      { kind: "alphabeta", horizon: 4 },
      { kind: "mma", moveCalls: 500 },
    ] as const) {
      const game = gameAt(4, 4, { moves: ["a1-a2"] });
      const local = createGamePlayer(spec);
      const remote = await one.createPlayer(spec, { moves: ["a1-a2"] });
      try {
        for (let turn = 0; turn < 3 && !game.isTerminal(); turn++) {
          const here = local.choose(game);
          expect(await remote.choose()).toEqual(here);
          for (const move of [here.move, 0]) {
            if (game.isTerminal()) break;
            local.observe(move);
            await remote.observe(move);
            game.play(move);
          }
        }
      } finally {
        await remote.dispose();
      }
    }
  });

  test("progress comes as a search goes: growing counts, lines of legal moves from the root", async () => {
    const heard: SearchProgress[] = [];
    const report = await big.search(
      { algorithm: "bestfirst", bound: 30, nodes: 60_000 },
      { progressMs: 0, onProgress: (p) => heard.push(p) },
    );
    expect(heard.length).toBeGreaterThan(1);
    for (let k = 0; k < heard.length; k++) {
      expect(heard[k].pv.length).toBeGreaterThan(0);
      expect(typeof heard[k].value).toBe("number");
      const game = new Hexapawn(6, 6);
      for (const name of heard[k].pv) game.play(legalMoves(game).indexOf(name as string)); // each a legal move there
      if (k > 0) expect(heard[k].nodes.generated).toBeGreaterThanOrEqual(heard[k - 1].nodes.generated);
    }
    expect(heard[heard.length - 1].nodes.generated).toBeLessThanOrEqual(report.nodes.generated);
  });

  test("a stop ends a stoppable search with a node budget's report of its nodes; the searcher goes on", async () => {
    {
      for (const algorithm of ["id", "bestfirst"] as const) {
        const controller = new AbortController();
        const request = algorithm === "id" ? { algorithm, nodes: 2 ** 40 } : { algorithm, bound: 30, nodes: 2 ** 40 };
        let last: SearchProgress | undefined;
        const report = await big.search(request, {
          signal: controller.signal,
          onProgress: (p) => {
            last = p;
            controller.abort();
          },
        });
        expect(report.stopped).toBe(true);
        expect(last!.pv).toEqual(report.pv); // the line it ends with is the last one heard
        const budget = searchGame(new Hexapawn(6, 6), { ...request, nodes: report.nodes.generated });
        expect(same(report)).toEqual({ ...same(budget), stopped: true });
      }
      // A search without budget checks cannot stop with a move: it rejects with the signal's reason.
      const controller = new AbortController();
      const running = big.search(
        { algorithm: "alphabeta", horizon: 40 },
        { signal: controller.signal, onStart: () => setTimeout(() => controller.abort(new Error("enough")), 50) },
      );
      await expect(running).rejects.toThrow(/^enough$/);
      expect(same(await big.search({ algorithm: "alphabeta", horizon: 2 }))).toEqual(
        same(searchGame(new Hexapawn(6, 6), { algorithm: "alphabeta", horizon: 2 })),
      );
    }
  });

  test("a stopped player's search resolves with its best move so far, and the player plays on", async () => {
    {
      const player = await big.createPlayer({ kind: "bestfirst", bound: 30 });
      const controller = new AbortController();
      const choice = await player.choose({ signal: controller.signal, onProgress: () => controller.abort() });
      expect(choice.stopped).toBe(true);
      expect(choice.move).toBeLessThan(new Hexapawn(6, 6).moveCount());
      await player.observe(choice.move);
      await player.observe(0);
      const next = await player.choose({ signal: AbortSignal.timeout(100) });
      expect(next.move).toBeGreaterThanOrEqual(0);
      await player.dispose();
    }
  });
});

describe("searchGame and a GamePlayer's choose take a control, as the engines' searches do", () => {
  test("watched at every checkpoint, a search gives the unwatched report, and its game is left as it was", () => {
    for (const request of [
      { algorithm: "id", nodes: 30_000 },
      { algorithm: "bestfirst", bound: 30, nodes: 30_000 },
      { algorithm: "rbfms", bound: 30, nodes: 30_000 },
    ] as const) {
      const game = gameAt(6, 6, { moves: ["a1-a2"] });
      const heard: SearchProgress[] = [];
      const watched = searchGame(game, { ...request, control: { progressMs: 0, onProgress: (p) => heard.push(p) } });
      expect(heard.length).toBeGreaterThan(1);
      expect(game.ply).toBe(1);
      expect(legalMoves(game)).toEqual(legalMoves(gameAt(6, 6, { moves: ["a1-a2"] })));
      expect(same(watched)).toEqual(same(searchGame(gameAt(6, 6, { moves: ["a1-a2"] }), request)));
      for (const p of heard) {
        const line = gameAt(6, 6, { moves: ["a1-a2"] });
        for (const name of p.pv) line.play(legalMoves(line).indexOf(name as string)); // each a legal move there
      }
    }
  });

  test("a stop: a node budget's report, a player's too; a control's own error comes back, the game as it was", () => {
    const request = { algorithm: "bestfirst", bound: 30, nodes: 1e9 } as const;
    let checks = 0;
    const stopped = searchGame(new Hexapawn(6, 6), { ...request, control: { shouldStop: () => ++checks === 3 } });
    expect(stopped.stopped).toBe(true);
    expect(same(stopped)).toEqual({
      ...same(searchGame(new Hexapawn(6, 6), { ...request, nodes: stopped.nodes.generated })),
      stopped: true,
    });
    const choice = createGamePlayer({ kind: "bestfirst", bound: 30 }).choose(new Hexapawn(6, 6), {
      shouldStop: () => true,
    });
    expect(choice.stopped).toBe(true);
    const game = new Hexapawn(6, 6);
    expect(() =>
      searchGame(game, {
        ...request,
        control: {
          progressMs: 0,
          onProgress: () => {
            throw new Error("mine");
          },
        },
      }),
    ).toThrow(/^mine$/);
    expect(game.ply).toBe(0);
    expect(() => searchGame(game, { ...request, control: { shouldStop: 5 } as never })).toThrow(
      /^control.shouldStop must be a function/,
    );
  });
});

test("examples/own-game-workers.ts runs as docs/library.md says: a search, a stopped search, a player", () => {
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("../examples/own-game-workers.ts", import.meta.url))],
    { encoding: "utf8" },
  );
  const alphabeta = searchGame(gameAt(5, 5, { moves: ["c1-c2", "c5-c4"] }), { algorithm: "alphabeta", horizon: 6 });
  expect(out).toContain(
    `after c1-c2 c5-c4: ${alphabeta.move}, value ${alphabeta.value}, ${alphabeta.nodes.generated} nodes\n`,
  );
  expect(out).toMatch(/\nmove [a-e][1-5][-x][a-e][1-5], value -?\d+, stopped: true\n/);
  const choice = createGamePlayer({ kind: "bestfirst", bound: 8 }).choose(new Hexapawn(5, 5));
  expect(out).toContain(`player: move ${choice.move}, value ${choice.value}\n`);
});

describe("bad input: a BestfirstError, never a worker's crash", () => {
  /** createSearcher with `game`'s fields over the fixture's module, made when the case is run. */
  const load =
    (game: Record<string, unknown>, rest: Record<string, unknown> = {}) =>
    () =>
      createSearcher({ game: { module, ...game }, ...rest } as never);

  test("a module that does not load, an export missing or making no Game, a constructor that throws", async () => {
    const cases: [() => Promise<unknown>, RegExp][] = [
      [
        load({ module: new URL("./fixtures/no-such-game.ts", import.meta.url), export: "Hexapawn" }),
        /^your game's module file:.*no-such-game\.ts could not be loaded: /,
      ],
      [
        load({ module: new URL("./fixtures/throws-on-import.ts", import.meta.url) }),
        /could not be loaded: Error: this module fails as it loads$/,
      ],
      [load({ export: "Nope" }), /^your game's module .*own-games\.ts has no export "Nope"; its exports: .*"Hexapawn"/],
      [load({}), /has no export "default"/],
      [
        load({ export: "notAFunction" }),
        new RegExp(
          /^your game's export "notAFunction" must be a class \(made with new\) or a function /.source +
            /that makes the game, not 42$/.source,
        ),
      ],
      [
        load({ export: "NotAGame" }),
        new RegExp(
          /^new NotAGame\(\.\.\.args\) did not make a Game: the game does not implement the /.source +
            /Game protocol: missing moveCount, play/.source,
        ),
      ],
      [
        load({ export: "Hexapawn", args: [2, 3] }),
        /^your game's new Hexapawn\(\.\.\.args\) threw: RangeError: Hexapawn's columns must be 3 to 8, got 2$/,
      ],
      [
        load({ export: "makeHexapawn", args: [3, 9] }),
        /^your game's makeHexapawn\(\.\.\.args\) threw: RangeError: Hexapawn's rows must be 3 to 8, got 9$/,
      ],
    ];
    for (const [make, message] of cases) {
      const made = make();
      await expect(made).rejects.toThrow(BestfirstError);
      await expect(made).rejects.toThrow(message);
    }
  });

  test("bad options reject before any worker starts", async () => {
    const cases: [() => Promise<unknown>, RegExp][] = [
      [load({ module: "./fixtures/hexapawn.ts" }), /^game.module "\.\/fixtures\/hexapawn\.ts" is not an absolute URL/],
      [load({ module: 5 }), /^game.module must be the game module's URL .* got 5$/],
      [load({ export: 5 }), /^game.export must be the name of the module's export/],
      [load({ args: 5 }), /^game.args must be a list of the arguments/],
      [load({ args: [() => 1] }), /^game.args must be plain data, copied to each worker/],
      [load({}, { engine: "wasm" }), /^a user's game runs in the reference engine \("ts"\), not "wasm"/],
      [load({}, { workers: 0 }), /^workers must be an integer 1..256/],
      [() => createSearcher({ game: 5 } as never), /^game must be an object \{ module: /],
    ];
    for (const [make, message] of cases) {
      const made = make();
      await expect(made).rejects.toThrow(BestfirstError);
      await expect(made).rejects.toThrow(message);
    }
  });

  test("bad positions and requests: the engines' messages, naming the legal moves; the searcher goes on", async () => {
    await expect(one.search({ algorithm: "alphabeta", horizon: 2, position: { moves: ["z9-z9"] } })).rejects.toThrow(
      /^move z9-z9 \(number 1\) is not legal: the legal moves there are a1-a2, b1-b2, c1-c2, d1-d2$/,
    );
    await expect(one.search({ algorithm: "alphabeta", horizon: 2, position: { path: [0, 9] } })).rejects.toThrow(
      /^move 9 at position 2 of the path is not legal: that node has moves 0..3$/,
    );
    await expect(one.search({ algorithm: "alphabeta", horizon: 2, position: { moves: [3] as never } })).rejects.toThrow(
      /move number 1 is 3$/,
    );
    await expect(one.search({ algorithm: "alphabeta", horizon: 2, position: 5 as never })).rejects.toThrow(
      /^a position of your game must be an object/,
    );
    await expect(
      one.search({ algorithm: "alphabeta", horizon: 2, position: { game: "othello" } as never }),
    ).rejects.toThrow(/^a position of your game is \{ moves\?, path\? \} from its start, without `game`/);
    await expect(
      one.search({ algorithm: "alphabeta", horizon: 2, position: { movez: ["a1-a2"] } as never }),
    ).rejects.toThrow(new BestfirstError('unknown field "movez": a position of your game takes moves and path'));
    await expect(one.search({ algorithm: "alphabeta" })).rejects.toThrow(/^alphabeta needs a horizon/);
    await expect(one.perft(undefined, 0)).rejects.toThrow(/^perft depth must be/);
    const over = terminalPath(new Hexapawn(4, 4));
    await expect(one.search({ algorithm: "alphabeta", horizon: 2, position: { path: over } })).rejects.toThrow(
      /^the position is terminal/,
    );
    for (const error of await Promise.allSettled([
      one.search({ algorithm: "alphabeta", horizon: 1, position: { moves: ["x"] } }),
    ]))
      expect((error as PromiseRejectedResult).reason).toBeInstanceOf(BestfirstError);
    expect(same(await one.search({ algorithm: "alphabeta", horizon: 3 }))).toEqual(
      same(searchGame(new Hexapawn(4, 4), { algorithm: "alphabeta", horizon: 3 })),
    );
  });

  test("a game that throws in a search: a BestfirstError saying so; the worker makes it afresh, goes on", async () => {
    const faulty = await createSearcher({ game: { module, export: "FaultyHexapawn", args: [2] } });
    try {
      await expect(faulty.search({ algorithm: "alphabeta", horizon: 3 })).rejects.toThrow(BestfirstError);
      await expect(faulty.search({ algorithm: "bestfirst", bound: 3 })).rejects.toThrow(
        /^your game threw during the search: TypeError: faulty evaluate$/,
      );
      const shallow = await faulty.search({ algorithm: "alphabeta", horizon: 1 });
      expect(same(shallow)).toEqual(same(searchGame(new Hexapawn(3, 3), { algorithm: "alphabeta", horizon: 1 })));
      const player = await faulty.createPlayer({ kind: "alphabeta", horizon: 3 });
      await expect(player.choose()).rejects.toThrow(
        /^your game threw during the player's search: TypeError: faulty evaluate$/,
      );
      await expect(player.choose()).rejects.toThrow(
        /^this player's game threw \(TypeError: faulty evaluate\): make a new player/,
      );
      await player.dispose();
    } finally {
      await faulty.close();
    }
  });
});

/** A path (move indices) from the game's position to a finished game: always the first move. */
function terminalPath(game: Game): number[] {
  const path: number[] = [];
  while (!game.isTerminal()) {
    game.play(0);
    path.push(0);
  }
  return path;
}
