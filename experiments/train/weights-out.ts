// Writing a run's weights file: checked writable before the run starts (a run of half an
// hour must not fail at its last step on a wrong path), then written whole to a temporary
// file beside it and renamed over it, so that the file is never seen half written.

import { renameSync, unlinkSync, writeFileSync } from "node:fs";
import { BestfirstError } from "../../contract/index.js";
import { checkWritable, fileError, missingDirectory, statOrNone } from "../run/files.js";

/** Refuses a weights path that cannot be written (a directory, a missing directory, a read-only file). */
export function checkWeightsPath(path: string): void {
  if (statOrNone(path, "the weights file")?.isDirectory())
    throw new BestfirstError(`the weights file ${path} is a directory: give a file`);
  const missing = missingDirectory(path);
  if (missing) throw new BestfirstError(`cannot create the weights file ${path}: ${missing}`);
  checkWritable(path, "the weights file");
}

/** Writes `bytes` to `path` through a temporary file renamed over it. */
export function writeWeights(path: string, bytes: Uint8Array): void {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, path);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      /* never made */
    }
    throw fileError(`cannot write the weights file ${path}`, error);
  }
}
