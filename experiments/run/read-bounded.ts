// Files read by the command line and the runs (a game core, a game's source, the head of a
// results file), bounded before a byte is read: the path is stat'ed and only a regular file
// is opened, and opened without blocking (O_NONBLOCK: a FIFO put there meanwhile would
// otherwise block open() for ever), then fstat'ed again, so /dev/zero, a FIFO or a file
// larger than the caller's maximum is refused by its type and size, never read.

import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from "node:fs";
import { BestfirstError } from "../../contract/index.js";
import { fileError, kindOf, statOrNone } from "./files.js";

/** Opens `path` for reading if it is a regular file; `what` names it in messages ("--core"). */
function openRegular(path: string, what: string): { fd: number; stats: Stats } {
  const before = statOrNone(path, what);
  if (!before) throw new BestfirstError(`${what} ${path} cannot be read (ENOENT): it does not exist`);
  if (!before.isFile()) throw new BestfirstError(`${what} ${path} is ${kindOf(before)}, not a file`);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw fileError(`${what} ${path} cannot be read`, error);
  }
  const stats = fstatSync(fd);
  if (!stats.isFile()) {
    closeSync(fd);
    throw new BestfirstError(`${what} ${path} is ${kindOf(stats)}, not a file`);
  }
  return { fd, stats };
}

/**
 * The whole of the regular file `path`, refused before reading when larger than `most`
 * bytes (`limit` says so in the message: "a game core is at most 64 MiB").
 */
export function readBounded(path: string, what: string, most: number, limit: string): Buffer {
  const { fd, stats } = openRegular(path, what);
  try {
    if (stats.size > most) throw new BestfirstError(`${what} ${path} is ${stats.size} bytes: ${limit}`);
    const bytes = Buffer.alloc(stats.size);
    let got = 0;
    while (got < bytes.length) {
      const n = readSync(fd, bytes, got, bytes.length - got, got);
      if (n === 0) break; // shrank meanwhile
      got += n;
    }
    return bytes.subarray(0, got);
  } catch (error) {
    throw fileError(`${what} ${path} cannot be read`, error);
  } finally {
    closeSync(fd);
  }
}

/** The first `bytes` bytes of `path` as text, or undefined when it is not a regular file or cannot be read. */
export function headOf(path: string, bytes: number): string | undefined {
  let fd: number | undefined;
  try {
    fd = openRegular(path, "the file").fd;
    const buffer = Buffer.alloc(bytes);
    return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0)).toString("utf8");
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
