// Training a user's game through its feature hook (experiments/train-game/, docs/train.md,
// "Your own game"), on Breakthrough 5 x 4: a small run (seconds) gives the same games and
// the same weights bit for bit through the kit's core and through the TypeScript class
// (the two engines play the same self-play), and again when run again; the fit is the
// least-squares solution (its normal equations hold: an oracle of plain sums); the
// weights file reads back as written and refuses another game's; the command line's
// --game-module run writes the library's weights; the match against the hand evaluation
// counts every game.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { kitCore } from "./kit-cores.js";
import { createWasmEngine, type KitEngine } from "../index.js";
import { Breakthrough } from "../examples/breakthrough/breakthrough.js";
import { GAME_TRAIN_DEFAULTS, type GameTrainParams } from "../experiments/train-game/params.js";
import { fitGame, playGames, rowsOf } from "../experiments/train-game/runner.js";
import { gameSubject, kitSubject } from "../experiments/train-game/subject.js";
import { versusHand } from "../experiments/train-game/versus.js";
import { readGameWeights, weightsText } from "../experiments/train-game/weights-file.js";
import { cli } from "./helpers.js";

const boards = fileURLToPath(new URL("./fixtures/breakthrough/boards.ts", import.meta.url));
const example = fileURLToPath(new URL("../dist/examples/breakthrough/breakthrough.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "bestfirst-train-game-"));
let core: KitEngine;

beforeAll(async () => {
  await kitCore({ file: boards, className: "Breakthrough5x4", out: join(dir, "5x4.wasm") });
  core = await createWasmEngine({ core: readFileSync(join(dir, "5x4.wasm")) });
}, 600_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PARAMS: GameTrainParams = { ...GAME_TRAIN_DEFAULTS, seed: "7", games: 30, randomPlies: 2, horizon: 2 };

test("the kit's core and the TypeScript class play the same games and fit the same weights, run after run", () => {
  const kit = kitSubject(core);
  const twin = gameSubject(new Breakthrough(5, 4), "Breakthrough");
  const kitGames = playGames(kit, PARAMS);
  const twinGames = playGames(twin, PARAMS);
  expect(twinGames).toEqual(kitGames);
  expect(kitGames.filter((g) => g.index % 10 === 9)).toHaveLength(3);
  const a = fitGame(kit, kitGames, PARAMS),
    b = fitGame(twin, twinGames, PARAMS);
  expect(b.weights).toEqual({ ...a.weights, game: "Breakthrough" }); // the kit's class is Breakthrough5x4
  expect(fitGame(kit, playGames(kit, PARAMS), PARAMS).weights).toEqual(a.weights);
  expect(a.report.heldOutPositions).toBeGreaterThan(0);
  // A seed of its own plays other games.
  expect(playGames(kit, { ...PARAMS, seed: "8" })).not.toEqual(kitGames);
});

test("the fit solves the penalised least squares: its gradient, summed plainly, is all but zero", () => {
  const params = { ...PARAMS, iterations: 2000 };
  const games = playGames(gameSubject(new Breakthrough(5, 4), "Breakthrough"), params);
  const rows = rowsOf(games, false);
  const { weights } = fitGame({ title: "Breakthrough", featureCount: 82 }, games, { ...params, scale: 100_000 });
  const w = Array.from(weights.weights, (x) => x / 100_000);
  // The oracle: (A'A + lambda I) w - A'y, from plain loops over the positions.
  const gradient = w.map((x) => params.lambda * x);
  for (let i = 0; i < rows.count; i++) {
    let v = 0;
    for (let k = rows.starts[i]; k < rows.starts[i + 1]; k++) v += w[rows.indices[k]];
    for (let k = rows.starts[i]; k < rows.starts[i + 1]; k++) gradient[rows.indices[k]] += v - rows.labels[i];
  }
  // Rounding to 1e-5 moves a value by at most (features a row, below 30) x 0.5e-5, a gradient by rows times that.
  expect(Math.max(...gradient.map(Math.abs))).toBeLessThan(rows.count * 16e-5);
});

test("the weights file reads back as written, and is refused for a game of another size", () => {
  const { weights } = fitGame(kitSubject(core), playGames(kitSubject(core), PARAMS), PARAMS);
  const path = join(dir, "w.json");
  writeFileSync(path, weightsText(weights));
  expect(readGameWeights(path, 82)).toEqual(weights);
  expect(() => readGameWeights(path, 258)).toThrow(/has 82 weights; this game has 258 features/);
  writeFileSync(path, "{}");
  expect(() => readGameWeights(path)).toThrow(/is not a bestfirst weights file/);
});

test("the match counts every game of its pairs, from both sides", () => {
  const { weights } = fitGame(kitSubject(core), playGames(kitSubject(core), PARAMS), PARAMS);
  const r = versusHand(kitSubject(core), weights.weights, PARAMS, 3, 2);
  expect(r.games).toBe(6);
  expect(r.wins + r.draws + r.losses).toBe(6);
  expect(r.interval.low).toBeLessThanOrEqual(r.score);
  expect(r.interval.high).toBeGreaterThanOrEqual(r.score);
});

test("bestfirst train --game-module writes the weights the library fits", () => {
  const out = join(dir, "cli.json");
  const r = cli(
    "train",
    ...["--game-module", example, "--export", "Breakthrough", "--args", "[5,4]"],
    ...["--seed", "7", "--games", "30", "--random-plies", "2", "--horizon", "2", "--out", out, "--json"],
  );
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  const want = fitGame(kitSubject(core), playGames(kitSubject(core), PARAMS), PARAMS);
  expect(readGameWeights(out, 82).weights).toEqual(want.weights.weights);
  expect(JSON.parse(r.stdout).report).toEqual(want.report);
  const refused = cli("train", "--game-module", example, "--positions", "5");
  expect(refused.code).toBe(2);
  expect(refused.stderr).toMatch(/--positions is Othello's/);
});
