// The weights file of the learned Othello evaluation (docs/train.md), as bytes (no file
// system here: the browser reads the same bytes). Compact, because it ships in the
// package: a weight is a 16-bit integer q standing for q / 2^shift discs, and only the
// weights that are not 0 are stored (a configuration never seen in training keeps 0, and
// most are never seen), behind a bitmap of which ones they are. A power of two keeps every
// weight, and every sum of a position's weights, exact in float64, whatever the order of
// the sum. Little-endian throughout:
//   "BFWT"                 4 bytes, the magic
//   version                u32, WEIGHTS_VERSION
//   id length, id          u32, then the feature set's id in UTF-8 (./othello-patterns.ts), padded with
//                          zeros to a multiple of 4 bytes
//   phases, per phase      u32, u32: the phases and the weights of each (its patterns' ids, then a bias)
//   shift                  u32, 0 to MOST_SHIFT: a stored q is q / 2^shift discs for the side to move
//   stored                 u32: how many weights are not 0
//   bitmap                 ceil(phases x per phase / 8) bytes: bit i % 8 of byte i / 8 set when weight i is not 0
//   values                 i16 x stored, in the order of the weights: each not 0
// A file of another version, feature set or layout, or inconsistent, is refused with a BestfirstError.

import { BestfirstError } from "../../contract/errors.js";
import { shippedWeightsBytes } from "../../contract/othello-weights-shipped.js";
import { FEATURE_SET_ID, layout, PHASES } from "./othello-patterns.js";

export const WEIGHTS_MAGIC = "BFWT";
export const WEIGHTS_VERSION = 2;
/** The finest step: 2^-24 discs (a step finer than float32 gives at a disc). */
export const MOST_SHIFT = 24;
const MOST_Q = 32767;

/** Weights of the learned evaluation: phase by phase, `perPhase` each, in discs. */
export interface OthelloWeights {
  phases: number;
  perPhase: number;
  /** Every weight is a multiple of 2^-shift. */
  weights: Float64Array;
  shift: number;
}

/** The finest step 2^-shift at which every weight fits 16 bits. */
function shiftFor(weights: ArrayLike<number>): number {
  let most = 0;
  for (let i = 0; i < weights.length; i++) most = Math.max(most, Math.abs(weights[i]));
  if (!(most <= MOST_Q)) throw new BestfirstError(`a weight of ${most} discs is more than a weights file holds`);
  let shift = MOST_SHIFT;
  while (shift > 0 && Math.round(most * 2 ** shift) > MOST_Q) shift--;
  return shift;
}

/** The bytes of a weights file: each weight rounded to the nearest step the file's shift allows. */
export function encodeWeights(weights: ArrayLike<number>): Uint8Array {
  const { perPhase } = layout();
  const total = PHASES * perPhase;
  if (weights.length !== total)
    throw new BestfirstError(`weights must be ${PHASES} x ${perPhase} numbers, got ${weights.length}`);
  const shift = shiftFor(weights);
  const q = Int16Array.from({ length: total }, (_, i) => Math.round(weights[i] * 2 ** shift));
  const stored = q.reduce((n, v) => n + (v === 0 ? 0 : 1), 0);
  const id = new TextEncoder().encode(FEATURE_SET_ID);
  const idBytes = Math.ceil(id.length / 4) * 4;
  const head = 28 + idBytes,
    mapBytes = Math.ceil(total / 8);
  const bytes = new Uint8Array(head + mapBytes + 2 * stored);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(WEIGHTS_MAGIC), 0);
  view.setUint32(4, WEIGHTS_VERSION, true);
  view.setUint32(8, id.length, true);
  bytes.set(id, 12);
  view.setUint32(12 + idBytes, PHASES, true);
  view.setUint32(16 + idBytes, perPhase, true);
  view.setUint32(20 + idBytes, shift, true);
  view.setUint32(24 + idBytes, stored, true);
  for (let i = 0, at = head + mapBytes; i < total; i++) {
    if (q[i] === 0) continue;
    bytes[head + (i >> 3)] |= 1 << (i & 7);
    view.setInt16(at, q[i], true);
    at += 2;
  }
  return bytes;
}

/** Reads a weights file's bytes: a BestfirstError naming what is wrong (`name`: the file, for messages). */
export function decodeWeights(bytes: Uint8Array, name = "the weights file"): OthelloWeights {
  const wrong = (what: string): never => {
    throw new BestfirstError(`${name} is not a weights file of bestfirst train --game othello: ${what}`);
  };
  if (bytes.length < 28) wrong(`it has only ${bytes.length} bytes`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== WEIGHTS_MAGIC)
    wrong(`it does not start with "${WEIGHTS_MAGIC}"`);
  const version = view.getUint32(4, true);
  if (version !== WEIGHTS_VERSION) wrong(`its version is ${version}, this bestfirst reads version ${WEIGHTS_VERSION}`);
  const idLength = view.getUint32(8, true);
  const idBytes = Math.ceil(idLength / 4) * 4;
  if (idLength > 256 || 28 + idBytes > bytes.length) wrong(`its feature set's id is ${idLength} bytes long`);
  const id = new TextDecoder().decode(bytes.subarray(12, 12 + idLength));
  if (id !== FEATURE_SET_ID) wrong(`its feature set is ${JSON.stringify(id)}, this bestfirst's is "${FEATURE_SET_ID}"`);
  const phases = view.getUint32(12 + idBytes, true),
    perPhase = view.getUint32(16 + idBytes, true);
  const expected = layout().perPhase;
  if (phases !== PHASES || perPhase !== expected)
    wrong(`it has ${phases} phases of ${perPhase} weights, the feature set ${PHASES} of ${expected}`);
  const shift = view.getUint32(20 + idBytes, true),
    stored = view.getUint32(24 + idBytes, true);
  if (shift > MOST_SHIFT) wrong(`its shift is ${shift}, at most ${MOST_SHIFT}`);
  const total = phases * perPhase,
    head = 28 + idBytes,
    mapBytes = Math.ceil(total / 8);
  if (stored > total) wrong(`it stores ${stored} weights of ${total}`);
  if (bytes.length !== head + mapBytes + 2 * stored)
    wrong(`it has ${bytes.length} bytes, ${head + mapBytes + 2 * stored} expected`);
  const weights = new Float64Array(total);
  let at = head + mapBytes;
  for (let i = 0; i < total; i++) {
    if (!((bytes[head + (i >> 3)] >> (i & 7)) & 1)) continue;
    if (at === bytes.length) wrong(`its bitmap marks more than the ${stored} weights it stores`);
    const q = view.getInt16(at, true);
    if (q === 0) wrong(`weight ${i} is marked stored but is 0`);
    weights[i] = q / 2 ** shift;
    at += 2;
  }
  if (at !== bytes.length) wrong(`its bitmap marks ${(at - head - mapBytes) / 2} weights, it stores ${stored}`);
  if (total % 8 && bytes[head + mapBytes - 1] >> (total % 8)) wrong("its bitmap marks weights past the last");
  return { phases, perPhase, weights, shift };
}

let shipped: OthelloWeights | undefined;

/** The shipped weights (contract/othello-weights-shipped.ts), decoded once. */
export function shippedWeights(): OthelloWeights {
  shipped ??= decodeWeights(shippedWeightsBytes(), "the shipped weights file");
  return shipped;
}
