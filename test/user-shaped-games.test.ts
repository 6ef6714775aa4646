// A new user's games of the new shapes, through the package's public entry only: a three-player
// card game and a two-player dice race (./fixtures/user-shaped-games.ts), searched by searchGame
// and by createSearcher's workers (the game by module URL), equal to the plain oracles (maxn,
// paranoid, expectimax; star2 to expectimax, with fewer nodes in total); then the same games as
// kit classes built by `bestfirst build-game` (./fixtures/kit/user-shaped-games.ts, two builds)
// searched by createWasmEngine({ core }) and createSearcher({ core }), node for node with the reference.

import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  BestfirstError,
  createSearcher,
  createWasmEngine,
  type Game,
  type KitEngine,
  type SearchName,
  searchGame,
} from "../index.js";
import { expectimax as expectimaxOracle } from "../oracles/expectimax.js";
import { maxn as maxnOracle } from "../oracles/maxn.js";
import { paranoid as paranoidOracle } from "../oracles/paranoid.js";
import { CardLine, DiceRace } from "./fixtures/user-shaped-games.js";

const module = new URL("./fixtures/user-shaped-games.ts", import.meta.url);
const cli = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));
const kitFile = fileURLToPath(new URL("./fixtures/kit/user-shaped-games.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-user-shaped-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A request by search, small enough for a test. */
const REQUESTS: Record<string, Record<string, number>> = {
  maxn: { horizon: 4 },
  paranoid: { horizon: 4 },
  bestfirst: { bound: 6 },
  mcts: { simulations: 150, seed: 7 },
  expectimax: { horizon: 5 },
  star2: { horizon: 5 },
};
const THREE_PLAYER: SearchName[] = ["maxn", "paranoid", "mcts", "bestfirst"];
const DICE: SearchName[] = ["expectimax", "star2", "mcts"];

/** Positions from the start, by move names; each dice race's root is a decision (after a roll). */
const CARD_POSITIONS = [[], ["L"], ["R", "L"], ["L", "R", "R"], ["R", "R", "L", "L", "R"]];
const DICE_POSITIONS = [["1"], ["2"], ["3", "run", "2"], ["2", "push", "3"], ["1", "run", "3", "run", "2"]];

/** A game made and played to a position of names. */
function at<G extends Game>(make: () => G, names: readonly string[]): G {
  const game = make();
  for (const name of names) {
    const index = Array.from({ length: game.moveCount() }, (_, m) => game.moveName(m)).indexOf(name);
    expect(index, name).toBeGreaterThanOrEqual(0);
    game.play(index);
  }
  return game;
}
const card = (names: readonly string[]) => at(() => new CardLine(), names);
const dice = (names: readonly string[]) => at(() => new DiceRace(), names);

/** The fields every engine must give alike. */
const agreed = (r: { move: unknown; value: number; values?: number[]; pv: unknown[]; nodes: object }) => ({
  move: r.move,
  value: r.value,
  values: r.values,
  pv: r.pv,
  nodes: r.nodes,
});

describe("a user's TypeScript games", () => {
  test("CardLine: maxn and paranoid equal the plain oracles; brs is refused for lack of setToMove", () => {
    for (const names of CARD_POSITIONS)
      for (const horizon of [1, 2, 3, 5]) {
        const m = searchGame(card(names), { algorithm: "maxn", horizon });
        const want = maxnOracle(card(names), horizon);
        expect([m.moveIndex, m.value, m.values, m.nodes.generated, m.nodes.expanded]).toEqual([
          want.move,
          want.value,
          want.values,
          want.generated,
          want.expanded,
        ]);
        const p = searchGame(card(names), { algorithm: "paranoid", horizon });
        const plain = paranoidOracle(card(names), horizon);
        expect([p.moveIndex, p.value]).toEqual([plain.move, plain.value]);
        expect(p.nodes.generated).toBeLessThanOrEqual(plain.generated);
      }
    expect(() => searchGame(new CardLine(), { algorithm: "brs", horizon: 2 })).toThrow(
      new BestfirstError(
        "brs needs setToMove(player) in a game of more than two players, to play any player's move out of turn, " +
          "and your game lacks it (docs/your-game.md); the searches that do without: " +
          "bestfirst, mcts, maxn, paranoid, expectimax",
      ),
    );
  });

  test("DiceRace: expectimax equals the oracle; star2 equals expectimax, with fewer nodes in total", () => {
    let star2Nodes = 0;
    let expectimaxNodes = 0;
    for (const names of DICE_POSITIONS)
      for (const horizon of [1, 2, 4, 6]) {
        const e = searchGame(dice(names), { algorithm: "expectimax", horizon });
        const want = expectimaxOracle(dice(names), horizon);
        expect([e.moveIndex, e.value, e.nodes.generated, e.nodes.expanded]).toEqual([
          want.move,
          want.value,
          want.generated,
          want.expanded,
        ]);
        const s = searchGame(dice(names), { algorithm: "star2", horizon });
        expect([s.moveIndex, s.value]).toEqual([e.moveIndex, e.value]);
        star2Nodes += s.nodes.generated;
        expectimaxNodes += e.nodes.generated;
      }
    expect(star2Nodes).toBeLessThan(expectimaxNodes);
  });

  test("createSearcher({ game }): in workers, the reports searchGame gives, every search of each shape", async () => {
    for (const [name, make, searches, positions] of [
      ["CardLine", card, THREE_PLAYER, CARD_POSITIONS.slice(0, 3)],
      ["DiceRace", dice, DICE, DICE_POSITIONS.slice(0, 3)],
    ] as const) {
      const searcher = await createSearcher({ game: { module, export: name } });
      try {
        for (const moves of positions)
          for (const algorithm of searches) {
            const request = { algorithm, ...REQUESTS[algorithm] };
            const got = await searcher.search({ ...request, position: { moves: [...moves] } });
            expect(agreed(got), `${name} ${moves} ${algorithm}`).toEqual(agreed(searchGame(make(moves), request)));
          }
      } finally {
        await searcher.close();
      }
    }
  });
});

describe("the same games as kit classes, built by build-game", () => {
  const cores: Record<string, Buffer> = {};
  const engines: Record<string, KitEngine> = {};

  beforeAll(async () => {
    // The two builds run side by side, each as a user runs it: `npx bestfirst build-game`.
    await Promise.all(
      ["CardLine", "DiceRace"].map(async (name) => {
        const out = join(dir, `${name}.wasm`);
        await promisify(execFile)(process.execPath, [cli, "build-game", kitFile, "--export", name, "--out", out]);
        cores[name] = readFileSync(out);
        engines[name] = await createWasmEngine({ core: cores[name] });
      }),
    );
  }, 600_000);

  const cases = () =>
    [
      ["CardLine", card, THREE_PLAYER, CARD_POSITIONS],
      ["DiceRace", dice, DICE, DICE_POSITIONS],
    ] as const;

  test("createWasmEngine({ core }): node for node with the reference, every search", () => {
    for (const [name, make, searches, positions] of cases())
      for (const moves of positions)
        for (const algorithm of searches) {
          const request = { algorithm, ...REQUESTS[algorithm] };
          const got = engines[name].search({ ...request, position: { moves: [...moves] } });
          expect(agreed(got), `${name} ${moves} ${algorithm}`).toEqual(agreed(searchGame(make(moves), request)));
        }
  });

  test("the kit refuses brs for lack of setToMove, in one line", () => {
    const brs = () => engines.CardLine.search({ algorithm: "brs", horizon: 2 });
    expect(brs).toThrow(BestfirstError);
    expect(brs).toThrow(/^brs needs setToMove\(player\) in a game of more than two players/);
  });

  test("createSearcher({ core }): in workers, the kit engine's reports", async () => {
    for (const [name, , searches, positions] of cases()) {
      const searcher = await createSearcher({ core: cores[name] });
      try {
        for (const moves of positions.slice(0, 2))
          for (const algorithm of searches) {
            const request = { algorithm, ...REQUESTS[algorithm], position: { moves: [...moves] } };
            expect(agreed(await searcher.search(request)), `${name} ${moves} ${algorithm}`).toEqual(
              agreed(engines[name].search(request)),
            );
          }
      } finally {
        await searcher.close();
      }
    }
  });
});
