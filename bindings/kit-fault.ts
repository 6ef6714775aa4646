// What a kit's core recorded when an operation trapped (assembly/kit/fault.ts), told as
// the error the caller gets: a value the class returned that breaks the protocol is the
// BestfirstError the reference gives a TypeScript game for it (one text:
// contract/game-rules.ts); memory allocated inside a member that must not allocate says
// so; an abort keeps the class's message, file and line; a bare trap names the member.

import {
  BestfirstError,
  CHANCE_WEIGHT_RULE,
  setToMoveMissedMessage,
  EVALUATE_FOR_RULE,
  EVALUATE_RULE,
  featureCountMessage,
  featureIndexMessage,
  featuresCountMessage,
  inRangeRule,
  lacksChanceWeightMessage,
  lacksForPlayersMessage,
  MOVE_COUNT_RULE,
  noMovesNotOverMessage,
  nullMoveMessage,
  overWithMovesMessage,
  playersMessage,
  playNullSideMessage,
  rangeOrderMessage,
  returnedMessage,
  toMoveRule,
  toMoveSideMessage,
  valueRangeMessage,
} from "../contract/index.js";
import { CoreTrapError } from "./core.js";

/** assembly/kit/fault.ts's members, by number. */
const MEMBERS = [
  "",
  "load()",
  "moveCount()",
  "play()",
  "undo()",
  "isTerminal()",
  "maxToMove()",
  "evaluate()",
  "moveName()",
  "solve()",
  "childValue()",
  "playOn()",
  "childValues()",
  "hash()",
  "players",
  "toMove()",
  "evaluateFor()",
  "isChance()",
  "chanceWeight()",
  "features()",
  "featureCount",
  "isNoisy()",
  "nullMoveAllowed()",
  "playNull()",
  "setToMove()",
  "minValue",
  "maxValue",
];
const F_MOVE_COUNT = 1,
  F_NO_MOVES_NOT_OVER = 2,
  F_OVER_WITH_MOVES = 3,
  F_VALUE = 4,
  F_ALLOCATED = 5,
  F_ABORT = 6,
  F_PLAYERS = 7,
  F_TO_MOVE = 8,
  F_TO_MOVE_SIDE = 9,
  F_WEIGHT = 10,
  F_LACKS = 11,
  F_FEATURE_COUNT = 12,
  F_FEATURES_COUNT = 13,
  F_FEATURE_INDEX = 14,
  F_NULL_MOVE = 15,
  F_NULL_SIDE = 16,
  F_SET_TO_MOVE = 17,
  F_OUT_OF_RANGE = 18,
  F_RANGE_BOUND = 19,
  F_RANGE_ORDER = 20;
const M_CHILD_VALUE = 10,
  M_CHILD_VALUES = 12,
  M_EVALUATE_FOR = 16,
  M_MIN_VALUE = 25;
/** F_LACKS's bits: toMove, evaluateFor, chanceWeight. */
const LACKS_TO_MOVE = 1,
  LACKS_EVALUATE_FOR = 2;

/** The members that must not allocate (docs/your-game.md). */
const NO_ALLOCATION =
  "play, undo, moveCount, isTerminal, maxToMove and evaluate (and childValue, playOn, childValues, players, toMove, " +
  "evaluateFor, isChance, chanceWeight, features, featureCount, isNoisy, nullMoveAllowed, playNull)";

/** Text `n` units long at word `at` (-1 or 0: none); the word after it. */
function text(io: Int32Array, at: number): { text: string; next: number } {
  const n = io[at];
  let s = "";
  for (let k = 0; k < n; k++) s += String.fromCharCode(io[at + 1 + k]);
  return { text: s, next: at + 1 + Math.max(n, 0) };
}

const MIB = 2 ** 20;

/**
 * The error for the trap that ended `operation` on game `title`'s core, from what the
 * trapped instance recorded (`kitFault` writes it into `io()`); undefined when it recorded
 * nothing (a trap in bestfirst's own code: the usual error).
 */
export function kitFaultError(
  kitFault: () => number,
  io: () => Int32Array,
  title: string,
  operation: string,
  trap: Error,
): Error | undefined {
  const kind = kitFault();
  const words = io();
  const member = MEMBERS[words[1]] ?? "";
  const value = (words[2] >>> 0) + words[3] * 2 ** 32;
  const extra = (words[4] >>> 0) + words[5] * 2 ** 32;
  switch (kind) {
    case F_MOVE_COUNT:
      return new BestfirstError(returnedMessage("moveCount()", value, MOVE_COUNT_RULE));
    case F_NO_MOVES_NOT_OVER:
      return new BestfirstError(noMovesNotOverMessage());
    case F_OVER_WITH_MOVES:
      return new BestfirstError(overWithMovesMessage(value));
    case F_VALUE: {
      if (words[1] === M_EVALUATE_FOR)
        return new BestfirstError(returnedMessage(`evaluateFor(${extra})`, value, EVALUATE_FOR_RULE));
      const at =
        words[1] === M_CHILD_VALUE
          ? `childValue(${extra})`
          : words[1] === M_CHILD_VALUES
            ? `childValues() for move ${extra}`
            : "evaluate()";
      return new BestfirstError(returnedMessage(at, value, EVALUATE_RULE));
    }
    case F_PLAYERS:
      return new BestfirstError(playersMessage(value));
    case F_TO_MOVE:
      return new BestfirstError(returnedMessage("toMove()", value, toMoveRule(extra)));
    case F_TO_MOVE_SIDE:
      return new BestfirstError(toMoveSideMessage(value, extra === 1));
    case F_WEIGHT:
      return new BestfirstError(returnedMessage(`chanceWeight(${extra})`, value, CHANCE_WEIGHT_RULE));
    case F_SET_TO_MOVE:
      return new BestfirstError(setToMoveMissedMessage(extra, value));
    case F_OUT_OF_RANGE: {
      // value: the value (low word) and the player (high word, -1: evaluate()); extra: minValue, maxValue.
      const player = words[3];
      const at = player < 0 ? "evaluate()" : `evaluateFor(${player})`;
      return new BestfirstError(returnedMessage(at, words[2], inRangeRule({ min: words[4], max: words[5] })));
    }
    case F_RANGE_BOUND:
      return new BestfirstError(valueRangeMessage(words[1] === M_MIN_VALUE ? "minValue" : "maxValue", value));
    case F_RANGE_ORDER:
      return new BestfirstError(rangeOrderMessage(value, extra));
    case F_LACKS: {
      if (!(value & (LACKS_TO_MOVE | LACKS_EVALUATE_FOR))) return new BestfirstError(lacksChanceWeightMessage());
      const missing = [
        value & LACKS_TO_MOVE ? "toMove()" : "",
        value & LACKS_EVALUATE_FOR ? "evaluateFor(player)" : "",
      ];
      return new BestfirstError(lacksForPlayersMessage(extra, missing.filter(Boolean)));
    }
    case F_FEATURE_COUNT:
      return new BestfirstError(featureCountMessage(value));
    case F_FEATURES_COUNT:
      return new BestfirstError(featuresCountMessage(words[2]));
    case F_FEATURE_INDEX:
      // extra: where (out[k], k < 1024) | featureCount << 11.
      return new BestfirstError(featureIndexMessage(words[2], extra % 2048, Math.floor(extra / 2048)));
    case F_NULL_MOVE:
      return new BestfirstError(nullMoveMessage(value === 0 ? "lacks" : "terminal"));
    case F_NULL_SIDE:
      return new BestfirstError(playNullSideMessage(value === 1));
    case F_ALLOCATED:
      return new BestfirstError(
        `your game's ${member} allocated memory during ${operation} (the core's memory grew from ` +
          `${((value * 65536) / MIB).toFixed(1)} to ${((extra * 65536) / MIB).toFixed(1)} MiB inside it): ` +
          `${NO_ALLOCATION} must not ` +
          "allocate, the core collects no garbage during a search; make what they need in the constructor " +
          "(docs/your-game.md)",
      );
    case F_ABORT: {
      const message = text(words, 8);
      const file = text(words, message.next).text;
      const where = file === "" ? "" : ` at ${file}:${words[6]}:${words[7]}`;
      const thrown = `threw "${message.text}"${where}`;
      return new CoreTrapError(operation, trap, title, member === "" ? thrown : `${title}'s ${member} ${thrown}`);
    }
  }
  if (member === "") return undefined;
  return new CoreTrapError(operation, trap, title, `${trap.message}, inside ${title}'s ${member}`);
}
