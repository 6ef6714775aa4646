// The weights file of the learned Othello evaluation (docs/train.md), as bytes (no file
// system here: the browser reads the same bytes). Little-endian throughout:
//   "BFWT"                 4 bytes, the magic
//   version                u32, WEIGHTS_VERSION
//   id length, id          u32, then the feature set's id in UTF-8 (./othello-patterns.ts), padded with
//                          zeros to a multiple of 4 bytes
//   phases, per phase      u32, u32: the phases and the weights of each (its patterns' ids, then a bias)
//   weights                f32 x phases x per phase, phase by phase: the value in discs for the side to move
// A file of another version, feature set or layout is refused with a BestfirstError.

import { BestfirstError } from "../../contract/errors.js";
import { FEATURE_SET_ID, layout, PHASES } from "./othello-patterns.js";

export const WEIGHTS_MAGIC = "BFWT";
export const WEIGHTS_VERSION = 1;

/** Weights of the learned evaluation: phase by phase, `perPhase` each. */
export interface OthelloWeights {
  phases: number;
  perPhase: number;
  weights: Float32Array;
}

/** The bytes of a weights file (values rounded to float32). */
export function encodeWeights(weights: Float32Array): Uint8Array {
  const { perPhase } = layout();
  if (weights.length !== PHASES * perPhase)
    throw new BestfirstError(`weights must be ${PHASES} x ${perPhase} numbers, got ${weights.length}`);
  const id = new TextEncoder().encode(FEATURE_SET_ID);
  const idBytes = Math.ceil(id.length / 4) * 4;
  const head = 4 + 4 + 4 + idBytes + 8;
  const bytes = new Uint8Array(head + 4 * weights.length);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(WEIGHTS_MAGIC), 0);
  view.setUint32(4, WEIGHTS_VERSION, true);
  view.setUint32(8, id.length, true);
  bytes.set(id, 12);
  view.setUint32(12 + idBytes, PHASES, true);
  view.setUint32(16 + idBytes, perPhase, true);
  for (let i = 0; i < weights.length; i++) view.setFloat32(head + 4 * i, weights[i], true);
  return bytes;
}

/** Reads a weights file's bytes: a BestfirstError naming what is wrong (`name`: the file, for messages). */
export function decodeWeights(bytes: Uint8Array, name = "the weights file"): OthelloWeights {
  const wrong = (what: string): never => {
    throw new BestfirstError(`${name} is not a weights file of bestfirst train --game othello: ${what}`);
  };
  if (bytes.length < 20) wrong(`it has only ${bytes.length} bytes`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== WEIGHTS_MAGIC)
    wrong(`it does not start with "${WEIGHTS_MAGIC}"`);
  const version = view.getUint32(4, true);
  if (version !== WEIGHTS_VERSION) wrong(`its version is ${version}, this bestfirst reads version ${WEIGHTS_VERSION}`);
  const idLength = view.getUint32(8, true);
  const idBytes = Math.ceil(idLength / 4) * 4;
  if (idLength > 256 || 20 + idBytes > bytes.length) wrong(`its feature set's id is ${idLength} bytes long`);
  const id = new TextDecoder().decode(bytes.subarray(12, 12 + idLength));
  if (id !== FEATURE_SET_ID) wrong(`its feature set is ${JSON.stringify(id)}, this bestfirst's is "${FEATURE_SET_ID}"`);
  const phases = view.getUint32(12 + idBytes, true),
    perPhase = view.getUint32(16 + idBytes, true);
  const expected = layout().perPhase;
  if (phases !== PHASES || perPhase !== expected)
    wrong(`it has ${phases} phases of ${perPhase} weights, the feature set ${PHASES} of ${expected}`);
  const head = 20 + idBytes;
  if (bytes.length !== head + 4 * phases * perPhase)
    wrong(`it has ${bytes.length} bytes, ${head + 4 * phases * perPhase} expected`);
  const weights = new Float32Array(phases * perPhase);
  for (let i = 0; i < weights.length; i++) {
    const w = view.getFloat32(head + 4 * i, true);
    if (!Number.isFinite(w)) wrong(`weight ${i} is ${w}`);
    weights[i] = w;
  }
  return { phases, perPhase, weights };
}
