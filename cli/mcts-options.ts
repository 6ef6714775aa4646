// Monte-Carlo tree search's options on the command line (contract/mcts.ts has their
// meaning and defaults): how they are offered and read into a request. They are refused,
// by their flags' names, when the algorithm is not mcts. The rollouts' seed is
// --mcts-seed: --seed is a random tree's, part of the position.

import type { Command } from "commander";
import {
  listed,
  MCTS_DEFAULT_C,
  MCTS_DEFAULT_SCALE,
  MCTS_MAX_C,
  MCTS_MAX_ROLLOUT_DEPTH,
  MCTS_MAX_SCALE,
  MCTS_MAX_SIMULATIONS,
  MCTS_MIN_SCALE,
  type Algorithm,
  type MctsOptions,
} from "../contract/index.js";
import { choiceOption, intOption, realOption, seedOption } from "./options.js";
import { usage } from "./errors.js";

/** The flags and commander's keys, in the order help lists them. */
const FLAGS = [
  ["--simulations", "simulations"],
  ["--mcts-seed", "mctsSeed"],
  ["--exploration", "exploration"],
  ["--leaf", "leaf"],
  ["--rollout-depth", "rolloutDepth"],
  ["--evaluation-scale", "evaluationScale"],
  ["--no-solver", "solver"],
  ["--alpha", "alpha"],
] as const;

export function addMctsOptions(command: Command): Command {
  return command
    .option("--simulations <N>", `mcts: simulation budget, 1..2^52 (a descent, a leaf value, a backup each)`)
    .option("--mcts-seed <S>", "mcts: the rollouts' unsigned 64-bit seed (default 0; --seed is a random tree's)")
    .option(
      "--exploration <C>",
      `mcts: UCT's exploration constant c, 0..${MCTS_MAX_C} (default sqrt 2 = ${MCTS_DEFAULT_C.toFixed(4)})`,
    )
    .option("--leaf <L>", "mcts: rollout | evaluation, how a new leaf is valued (default rollout)")
    .option(
      "--rollout-depth <N>",
      `mcts: a rollout's most random moves, 0..${MCTS_MAX_ROLLOUT_DEPTH}, then the squashed static value (default: ` +
        "to the end)",
    )
    .option(
      "--evaluation-scale <S>",
      `mcts: the squash's scale s in v / (|v| + s), ${MCTS_MIN_SCALE}..2^31 (default ${MCTS_DEFAULT_SCALE})`,
    )
    .option(
      "--no-solver",
      "mcts: leave out MCTS-Solver's proven values (on by default in games of wins, draws and losses)",
    )
    .option("--alpha <A>", "mcts: implicit minimax backups' weight, 0..1 (default 0: off)");
}

type Options = Record<string, string | boolean | undefined>;

/** MCTS's fields of the request the options give (none for another algorithm, which may not be given them). */
export function mctsOptionsFrom(o: Options, algorithm: Algorithm): MctsOptions {
  // --no-solver makes commander's solver default to true: only false was given.
  const given = FLAGS.filter(([flag, key]) => (flag === "--no-solver" ? o[key] === false : o[key] !== undefined)).map(
    ([flag]) => flag,
  );
  if (algorithm !== "mcts") {
    if (given.length)
      usage(`${listed(given)} ${given.length > 1 ? "are" : "is"} for mcts (Monte-Carlo tree search), not ${algorithm}`);
    return {};
  }
  const text = (key: string) => o[key] as string | undefined;
  const leaf =
    text("leaf") === undefined ? undefined : choiceOption("--leaf", text("leaf"), ["rollout", "evaluation"] as const);
  if (leaf === "evaluation" && text("rolloutDepth") !== undefined)
    usage("--rollout-depth is for rollout leaves; --leaf evaluation takes the static value at once");
  const options: MctsOptions = {
    simulations:
      text("simulations") === undefined
        ? undefined
        : intOption("--simulations", text("simulations"), 1, MCTS_MAX_SIMULATIONS),
    seed: text("mctsSeed") === undefined ? undefined : seedOption(text("mctsSeed"), "--mcts-seed"),
    exploration:
      text("exploration") === undefined ? undefined : realOption("--exploration", text("exploration")!, 0, MCTS_MAX_C),
    leaf,
    rolloutDepth:
      text("rolloutDepth") === undefined
        ? undefined
        : intOption("--rollout-depth", text("rolloutDepth"), 0, MCTS_MAX_ROLLOUT_DEPTH),
    evaluationScale:
      text("evaluationScale") === undefined
        ? undefined
        : realOption("--evaluation-scale", text("evaluationScale")!, MCTS_MIN_SCALE, MCTS_MAX_SCALE),
    solver: o.solver === false ? false : undefined,
    alpha: text("alpha") === undefined ? undefined : realOption("--alpha", text("alpha")!, 0, 1),
  };
  // Absent fields left out, so that the request is the one a library user would write.
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as MctsOptions;
}
