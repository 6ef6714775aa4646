// `bestfirst train --core my-game.wasm` and `--game-module my-game.js`: a user's game
// trained through its feature hook (experiments/train-game/, docs/train.md, "Your own
// game"): self-play games with a progress bar, the fit, the weights file, the held-out
// report, and with --versus, the learned evaluation against the game's own at equal depth.

import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createWasmEngine } from "../../bindings/index.js";
import {
  GAME_TRAIN_DEFAULTS,
  MOST_GAMES,
  MOST_GAME_HORIZON,
  type GameTrainParams,
} from "../../experiments/train-game/params.js";
import { fitGame, playGames, type GameTrainReport } from "../../experiments/train-game/runner.js";
import { kitSubject, moduleSubject, type TrainSubject } from "../../experiments/train-game/subject.js";
import { versusHand, type VersusResult } from "../../experiments/train-game/versus.js";
import { weightsText } from "../../experiments/train-game/weights-file.js";
import { checkWeightsPath, writeWeights } from "../../experiments/train/weights-out.js";
import { usage } from "../errors.js";
import { coreBytes } from "../kit/core-option.js";
import { fileOption, intOption, realOption, seedOption } from "../options.js";
import { progressBar } from "../progress.js";

/** The options `train` takes for a user's game. */
export interface TrainGameOptions {
  core?: string;
  gameModule?: string;
  export?: string;
  args?: string;
  games?: string;
  seed?: string;
  randomPlies?: string;
  horizon?: string;
  lambda?: string;
  iterations?: string;
  scale?: string;
  out?: string;
  versus?: string;
  json?: boolean;
}

/** The flags that are Othello's alone. */
export const OTHELLO_ONLY = ["positions", "exactEmpties", "empties", "results", "resume", "shard", "workers"] as const;

async function subjectOf(o: TrainGameOptions): Promise<TrainSubject> {
  if (o.core !== undefined && o.gameModule !== undefined) usage("give --core or --game-module, not both");
  if (o.core !== undefined) return kitSubject(await createWasmEngine({ core: coreBytes(o.core) }));
  let args: unknown[] = [];
  if (o.args !== undefined) {
    try {
      args = JSON.parse(o.args);
    } catch {
      usage(`--args must be a JSON array of the game's arguments, like [8,8], got ${o.args}`);
    }
    if (!Array.isArray(args)) usage(`--args must be a JSON array of the game's arguments, like [8,8], got ${o.args}`);
  }
  return moduleSubject({ module: pathToFileURL(resolve(o.gameModule!)).href, export: o.export ?? "default", args });
}

export async function trainGame(o: TrainGameOptions): Promise<void> {
  const params: GameTrainParams = {
    seed: BigInt(seedOption(o.seed ?? "1").trim()).toString(),
    games: intOption("--games", o.games, 1, MOST_GAMES, GAME_TRAIN_DEFAULTS.games),
    randomPlies: intOption("--random-plies", o.randomPlies, 0, 1000, GAME_TRAIN_DEFAULTS.randomPlies),
    horizon: intOption("--horizon", o.horizon, 1, MOST_GAME_HORIZON, GAME_TRAIN_DEFAULTS.horizon),
    lambda: o.lambda === undefined ? GAME_TRAIN_DEFAULTS.lambda : realOption("--lambda", o.lambda, 0, 1e6),
    iterations: intOption("--iterations", o.iterations, 1, 10_000, GAME_TRAIN_DEFAULTS.iterations),
    scale: intOption("--scale", o.scale, 1, 100_000, GAME_TRAIN_DEFAULTS.scale),
  };
  const pairs = o.versus === undefined ? 0 : intOption("--versus", o.versus, 1, 100_000);
  const out = fileOption("--out", o.out);
  if (out) checkWeightsPath(out);
  const subject = await subjectOf(o);
  const bar = progressBar("games");
  const games = playGames(subject, params, (done, of) =>
    bar?.update({ phase: "self-play", gamesDone: done, gamesPlanned: of }),
  );
  bar?.stop();
  const { weights, report } = fitGame(subject, games, params);
  if (out) writeWeights(out, new TextEncoder().encode(weightsText(weights)));
  let versus: VersusResult | undefined;
  if (pairs > 0) {
    const match = progressBar("games");
    versus = versusHand(subject, weights.weights, params, pairs, params.horizon, (done, of) =>
      match?.update({ phase: "learned vs hand", gamesDone: done, gamesPlanned: of }),
    );
    match?.stop();
  }
  process.stdout.write(o.json ? `${JSON.stringify({ report, versus })}\n` : `${table(report, versus, params)}\n`);
}

function table(r: GameTrainReport, v: VersusResult | undefined, p: GameTrainParams): string {
  const lines = [
    "| positions (training / held out) | learned MSE | constant MSE | learned names the winner | " +
      "hand names the winner |",
    "|---|---:|---:|---:|---:|",
    `| ${r.trainingPositions} / ${r.heldOutPositions} | ${r.learnedMse.toFixed(3)} | ${r.constantMse.toFixed(3)} | ` +
      `${(100 * r.learnedAgreement).toFixed(1)}% | ${(100 * r.handAgreement).toFixed(1)}% |`,
  ];
  if (v)
    lines.push(
      "",
      `learned against hand, alpha-beta to ${p.horizon} both: ${v.wins} wins, ${v.draws} draws, ${v.losses} losses ` +
        `in ${v.games} games; score ${v.score.toFixed(1)}% (95% interval ${v.interval.low.toFixed(1)}-` +
        `${v.interval.high.toFixed(1)}%)`,
    );
  return lines.join("\n");
}
