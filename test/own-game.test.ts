// Your own game, every search: the example Nim (examples/nim.ts, written against the
// package's public entry only) searched by every algorithm, a player and a match, judged
// by Bouton's theorem: the side to move wins exactly when the heaps XOR to non-zero, and
// every winning move leaves a zero XOR.

import { execFileSync, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import fc from "fast-check";
import {
  ALGORITHMS,
  BestfirstError,
  INF,
  searchGame,
  createGamePlayer,
  playMatch,
  type Algorithm,
  type GameSearchRequest,
  type PlayerSpec,
} from "bestfirst";
import { Nim } from "../examples/nim.js";
import { column, depthOrBudgets } from "./search-limits.js";

const xor = (heaps: readonly number[]) => heaps.reduce((a, b) => a ^ b, 0);

/** Limits that let each algorithm see the whole game (Nim ends within `total` plies). */
function wholeGame(algorithm: Algorithm, total: number): GameSearchRequest {
  return { algorithm, ...depthOrBudgets(algorithm, (budgets) => budgets.nim, total) };
}

test("every algorithm finds Bouton's answer on the example game (value's sign; a winning move leaves XOR 0)", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }),
      fc.constantFrom(...ALGORITHMS),
      (heaps, algorithm) => {
        const total = heaps.reduce((a, b) => a + b, 0);
        fc.pre(total > 0);
        const game = new Nim(heaps);
        const r = searchGame(game, wholeGame(algorithm, total));
        expect(game.heaps).toEqual(heaps); // the game is left as it was found
        const wins = xor(heaps) !== 0;
        expect(r.value > 0).toBe(wins);
        if (wins) {
          game.play(r.moveIndex);
          expect(xor(game.heaps)).toBe(0);
        }
        expect(r.pv[0]).toBe(r.move);
        expect(r.pvIndices[0]).toBe(r.moveIndex);
      },
    ),
    { numRuns: 400 },
  );
});

test("a player that keeps its tree, and a match: perfect play wins every game for the side Bouton names", () => {
  const game = new Nim([1, 3, 5]);
  const player = createGamePlayer({ kind: "bestfirst", bound: 9 });
  const choice = player.choose(game);
  game.play(choice.move);
  expect(xor(game.heaps)).toBe(0);
  // XOR of 1, 2, 4 is 7: MAX (the first mover) wins with perfect play, whoever that is.
  const match = playMatch(
    () => new Nim([1, 2, 4]),
    [{ algorithm: "alphabeta", horizon: 7 }, { player: { kind: "extension", horizon: 2, bound: 7 } }],
  );
  expect(match.wins).toEqual([1, 1]);
  expect(match.games.map((g) => g.value > 0)).toEqual([true, true]);
});

test("bad input: a game that is not one, a request without a stopping rule", () => {
  expect(() => searchGame({} as Nim, { algorithm: "alphabeta", horizon: 2 })).toThrow(BestfirstError);
  expect(() => searchGame({} as Nim, { algorithm: "alphabeta", horizon: 2 })).toThrow(/missing moveCount, play, undo/);
  expect(() => searchGame(new Nim([2]), { algorithm: "bestfirst" })).toThrow(/needs a stopping rule/);
  expect(() => searchGame(new Nim([0]), { algorithm: "alphabeta", horizon: 1 })).toThrow(/terminal/);
});

test("the example runs as the README says (npx tsx examples/nim.ts): every algorithm takes Bouton's move", () => {
  // From heaps 1, 3, 5 (XOR 7) the only move leaving XOR 0 is taking 3 from heap 3 (5 -> 2).
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("../examples/nim.ts", import.meta.url))],
    { encoding: "utf8" },
  );
  for (const algorithm of ALGORITHMS)
    expect(out).toMatch(new RegExp(`^${algorithm} +3@3 +value [1-9]\\d*, \\d+ nodes$`, "m"));
  expect(out).toMatch(/^player: 3@3$/m);
  expect(out).toMatch(/^match: .* wins \[ \d, \d \]$/m);
});

// A game that breaks the protocol: each case below is Nim [1, 3, 5] with one method
// returning a bad value (or throwing), from the start or only from its second ply on (then
// the search, or the match, has moves to take back when it fails). Every search, a player
// and a match must fail with a BestfirstError naming the method (the game's own exceptions
// pass through) and leave the game as it was found (a match: at its start). Some of these values
// could make a search loop for ever, which no test timeout interrupts in-process: the cases run in
// one child process with a deadline, which prints a line as each case ends, so a hang fails the
// test and names its case.
const BAD_GAMES = `
import { searchGame, createGamePlayer, playMatch, ALGORITHMS, INF } from "bestfirst";
import { Nim } from "./examples/nim.ts";
const CASES = {
  "moveCount -1": { moveCount: (n) => (n > 0 ? -1 : 0) },
  "moveCount NaN": { moveCount: (n) => (n > 0 ? NaN : 0) },
  "moveCount 1.5": { moveCount: (n) => (n > 0 ? 1.5 : 0) },
  "moveCount '3'": { moveCount: (n) => (n > 0 ? "3" : 0) },
  "moveCount 1e6": { moveCount: (n) => (n > 0 ? 1e6 : 0) },
  "moveCount 0, not terminal": { moveCount: () => 0, isTerminal: () => false },
  "terminal, with moves": { isTerminal: () => true },
  "isTerminal 0/1": { isTerminal: (t) => (t ? 1 : 0) },
  "evaluate NaN": { evaluate: () => NaN },
  "evaluate Infinity": { evaluate: () => Infinity },
  "evaluate INF": { evaluate: () => INF },
  "evaluate -INF": { evaluate: () => -INF },
  "evaluate 1e12": { evaluate: () => 1e12 },
  "evaluate 0.5": { evaluate: () => 0.5 },
  "evaluate '5'": { evaluate: () => "5" },
  "evaluate undefined": { evaluate: () => undefined },
  "maxToMove 'yes'": { maxToMove: () => "yes" },
  "moveName 5": { moveName: () => 5 },
  "evaluate throws": { evaluate: () => { throw new Error("eval boom"); } },
  "play throws": { play: (m) => { if (m === 2) throw new Error("play boom"); } },
  "moveName throws": { moveName: () => { throw new Error("name boom"); } },
};
class Bad extends Nim {
  constructor(o, from) { super([1, 3, 5]); this.o = o; this.from = from; }
  bad(method) {
    const bad = this.o[method] !== undefined && this.history.length >= this.from;
    if (this.seenBad) after.calls++;
    if (bad) this.seenBad = true;
    return bad;
  }
  moveCount() { const n = super.moveCount(); return this.bad("moveCount") ? this.o.moveCount(n) : n; }
  isTerminal() { const t = super.isTerminal(); return this.bad("isTerminal") ? this.o.isTerminal(t) : t; }
  maxToMove() { return this.bad("maxToMove") ? this.o.maxToMove() : super.maxToMove(); }
  evaluate() { return this.bad("evaluate") ? this.o.evaluate() : super.evaluate(); }
  play(m) { if (this.bad("play")) this.o.play(m); super.play(m); }
  moveName(m) { return this.bad("moveName") ? this.o.moveName(m) : super.moveName(m); }
}
const state = (g) => JSON.stringify([g.heaps, g.history]);
const start = state(new Nim([1, 3, 5]));
const limits = ${JSON.stringify(column("brokenNim"))};
// The game's method calls after its first bad value, over the games a case made: "soon" in calls, not in time.
const after = { calls: 0 };
for (const [name, o] of Object.entries(CASES)) for (const from of [0, 2]) {
  for (const entry of [...ALGORITHMS, "player", "match"]) {
    const made = [];
    after.calls = 0;
    const newGame = () => { const g = new Bad(o, from); made.push(g); return g; };
    let error = null;
    try {
      if (entry === "player") createGamePlayer({ kind: "bestfirst", bound: 6 }).choose(newGame());
      // One ply deep: from 2, the match meets the bad value after its first moves.
      else if (entry === "match")
        playMatch(newGame, [{ player: { kind: "bestfirst", bound: 1 } }, { algorithm: "alphabeta", horizon: 1 }]);
      else searchGame(newGame(), { algorithm: entry, ...limits[entry] });
    } catch (e) {
      error = { name: e?.name, message: String(e?.message) };
    }
    const asFound = made.every((g) => state(g) === start);
    console.log(JSON.stringify({ name, from, entry, error, callsAfter: after.calls, asFound }));
  }
}
`;

interface BadCase {
  name: string;
  from: number;
  entry: string;
  error: { name: string; message: string } | null;
  /** The game's method calls after its first bad value. */
  callsAfter: number;
  asFound: boolean;
}

/**
 * What each case's error says: the method, the value it returned (BestfirstError), or the game's
 * own message (Error).
 */
const BAD_EXPECTED: Record<string, [string, RegExp]> = {
  "moveCount -1": [
    "BestfirstError",
    new RegExp(
      /^your game's moveCount\(\) returned -1; it must return a whole number of moves from 1 to /.source +
        /65536 at a position that is not terminal \(0 exactly where isTerminal\(\) is true\)$/.source,
    ),
  ],
  "moveCount NaN": ["BestfirstError", /^your game's moveCount\(\) returned NaN; .* from 1 to 65536/],
  "moveCount 1.5": ["BestfirstError", /^your game's moveCount\(\) returned 1\.5; .* from 1 to 65536/],
  "moveCount '3'": ["BestfirstError", /^your game's moveCount\(\) returned "3"; .* from 1 to 65536/],
  "moveCount 1e6": ["BestfirstError", /^your game's moveCount\(\) returned 1000000; .* from 1 to 65536/],
  "moveCount 0, not terminal": [
    "BestfirstError",
    /^your game's moveCount\(\) returned 0 where isTerminal\(\) is false; .*0 exactly where isTerminal\(\) is true/,
  ],
  "terminal, with moves": [
    "BestfirstError",
    new RegExp(
      /^your game's isTerminal\(\) returned true where moveCount\(\) returned \d+; /.source +
        /isTerminal\(\) must be true exactly where moveCount\(\) is 0$/.source,
    ),
  ],
  "isTerminal 0/1": ["BestfirstError", /^your game's isTerminal\(\) returned 0; it must return true or false/],
  "evaluate NaN": [
    "BestfirstError",
    new RegExp(
      /^your game's evaluate\(\) returned NaN; it must return an integer from -2147483646 to /.source +
        /2147483646 \(strictly between -INF and INF\)/.source,
    ),
  ],
  "evaluate Infinity": ["BestfirstError", /^your game's evaluate\(\) returned Infinity; .*-2147483646 to 2147483646/],
  "evaluate INF": ["BestfirstError", /^your game's evaluate\(\) returned 2147483647; .*-2147483646 to 2147483646/],
  "evaluate -INF": ["BestfirstError", /^your game's evaluate\(\) returned -2147483647; .*-2147483646 to 2147483646/],
  "evaluate 1e12": ["BestfirstError", /^your game's evaluate\(\) returned 1000000000000; .*-2147483646 to 2147483646/],
  "evaluate 0.5": ["BestfirstError", /^your game's evaluate\(\) returned 0\.5; .*-2147483646 to 2147483646/],
  "evaluate '5'": ["BestfirstError", /^your game's evaluate\(\) returned "5"; .*-2147483646 to 2147483646/],
  "evaluate undefined": ["BestfirstError", /^your game's evaluate\(\) returned undefined; .*-2147483646 to 2147483646/],
  "maxToMove 'yes'": ["BestfirstError", /^your game's maxToMove\(\) returned "yes"; it must return true or false/],
  "moveName 5": ["BestfirstError", /^your game's moveName\(\d+\) returned 5; it must return a string/],
  "evaluate throws": ["Error", /^eval boom$/],
  "play throws": ["Error", /^play boom$/],
  "moveName throws": ["Error", /^name boom$/],
};

test("a bad value: a BestfirstError naming the method, soon, from every search, player, match; game as found", () => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", BAD_GAMES], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    encoding: "utf8",
    timeout: 600_000,
  });
  const done: BadCase[] = run.stdout
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const entries = [...ALGORITHMS, "player", "match"];
  const all = Object.keys(BAD_EXPECTED).flatMap((name) =>
    [0, 2].flatMap((from) => entries.map((entry) => `${name} / from ply ${from} / ${entry}`)),
  );
  const label = (c: BadCase) => `${c.name} / from ply ${c.from} / ${c.entry}`;
  expect(
    run.status,
    `the child stopped (${run.signal ?? run.status}) at ${all[done.length]}: ${run.stderr.slice(0, 500)}`,
  ).toBe(0);
  expect(done.map(label)).toEqual(all);
  for (const c of done) {
    const [name, message] = BAD_EXPECTED[c.name];
    const where = label(c);
    expect(c.asFound, `${where}: the game is not as it was found`).toBe(true);
    // Refused, not searched with: a search that took "1e6 moves" or "no moves, not over" would call the game
    // millions of times or for ever; the most a refusal took here was 1,423 calls (a play that throws on one move).
    expect(c.callsAfter, `${where}: ${c.callsAfter} calls after the first bad value`).toBeLessThan(10_000);
    // A player never names a move: a game whose moveName is bad still gets its move.
    if (c.entry === "player" && c.name.startsWith("moveName")) {
      expect(c.error, where).toBeNull();
      continue;
    }
    expect(c.error, where).not.toBeNull();
    expect(c.error!.name, `${where}: ${c.error!.message}`).toBe(name);
    expect(c.error!.message, where).toMatch(message);
  }
});

test("a player whose search failed starts afresh (its tree half-grown); extreme values ±(INF - 1) are taken", () => {
  let failAfter = Infinity;
  class Flaky extends Nim {
    override evaluate(): number {
      if (--failAfter < 0) throw new Error("flaky");
      return super.evaluate();
    }
  }
  const specs: PlayerSpec[] = [
    { kind: "bestfirst", bound: 7 },
    { kind: "extension", horizon: 2, bound: 7 },
    { kind: "alphabeta", horizon: 7 },
    { kind: "mma", moveCalls: 3000 },
  ];
  for (const spec of specs) {
    // The player moves, the opponent replies, and the player's next search fails midway.
    failAfter = Infinity;
    const game = new Flaky([3, 4, 5]);
    const player = createGamePlayer(spec);
    const first = player.choose(game).move;
    for (const move of [first, 0]) {
      game.play(move);
      player.observe(move);
    }
    const heaps = [...game.heaps];
    failAfter = 5; // every kind evaluates more positions than that here
    expect(() => player.choose(game), spec.kind).toThrow(/^flaky$/);
    expect(game.heaps, spec.kind).toEqual(heaps);
    failAfter = Infinity;
    expect(player.choose(game), spec.kind).toEqual(createGamePlayer(spec).choose(game));
  }

  class Extreme extends Nim {
    override evaluate(): number {
      return Math.sign(super.evaluate()) * (INF - 1);
    }
  }
  // mcts values outcomes in thousandths, whatever the game's scale: a proven win is 1000.
  for (const algorithm of ALGORITHMS) {
    const r = searchGame(new Extreme([1, 2]), wholeGame(algorithm, 3));
    expect(r.value, algorithm).toBe(algorithm === "mcts" ? 1000 : INF - 1); // XOR 3: the side to move (MAX) wins
  }
});
