// The files a long run writes and reads, checked before the run and watched during it.
// Two kinds of failure: a path that names the wrong thing (a directory given for a file,
// a missing directory, a file of another tournament) is bad input, a BestfirstError
// (exit 2); the environment refusing (permission, read-only, disk full, a file removed
// under us) is an EnvironmentError (exit 1). Directories are created one level at a time
// (Node's recursive mkdir can spin forever under /proc), and nothing here can hang.

import { closeSync, mkdirSync, openSync, statSync, unlinkSync, writeFileSync, writeSync, type Stats } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { BestfirstError } from "../../contract/index.js";

/** The environment refused an operation on a file (exit code 1): the message says which and why. */
export class EnvironmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EnvironmentError";
  }
}

const reasons: Record<string, string> = {
  ENOENT: "no such file or directory",
  ENOTDIR: "a part of the path is not a directory",
  EISDIR: "it is a directory",
  EEXIST: "it already exists",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "read-only file system",
  ENOSPC: "no space left on device",
  EDQUOT: "disk quota exceeded",
  EFBIG: "file too large",
  EIO: "input/output error",
  EMFILE: "too many open files",
  ENFILE: "too many open files in the system",
  ENAMETOOLONG: "file name too long",
  ELOOP: "too many symbolic links",
  ENXIO: "no such device",
  ENODEV: "no such device",
  EBUSY: "device or resource busy",
  ETXTBSY: "text file busy",
  EINVAL: "invalid argument",
  ESTALE: "stale file handle",
};

/** The errno code of a Node system error, if it is one. */
export function errnoCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^E[A-Z0-9]+$/.test(code) ? code : undefined;
}

/** "permission denied (EACCES)": a system error in words. */
export function reason(error: unknown): string {
  const code = errnoCode(error);
  if (code) return `${reasons[code] ?? code.toLowerCase()} (${code})`;
  return error instanceof Error ? error.message : String(error);
}

/** Codes that say the path names the wrong thing (bad input) rather than that the system refused. */
const pathCodes = new Set(["ENOENT", "ENOTDIR", "EISDIR", "EEXIST", "ENAMETOOLONG", "ELOOP"]);

/** `what: reason` as a BestfirstError for a wrong path, an EnvironmentError otherwise. */
export function fileError(what: string, error: unknown): Error {
  if (error instanceof BestfirstError || error instanceof EnvironmentError) return error;
  const message = `${what}: ${reason(error)}`;
  return pathCodes.has(errnoCode(error) ?? "") ? new BestfirstError(message) : new EnvironmentError(message);
}

/** stat, or undefined when nothing is there (or a part of the path is not a directory). */
export function statOrNone(path: string, what: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    const code = errnoCode(error);
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw fileError(`${what} ${path}`, error);
  }
}

/**
 * Why the directory of `path` is not there: "directory a/b does not exist" or "a is a file,
 * not a directory"; undefined when it is there (a file still not creatable in it is the
 * system's refusal, not a wrong path: /proc, say).
 */
export function missingDirectory(path: string): string | undefined {
  const dir = dirname(normalize(path));
  let at = dir,
    missing = dir;
  for (;;) {
    const stats = statOrNone(at, "the directory");
    if (stats?.isDirectory() && at === dir) return undefined;
    if (stats)
      return stats.isDirectory()
        ? `directory ${missing} does not exist`
        : `${at} is ${stats.isFile() ? "a file" : kindOf(stats)}, not a directory`;
    missing = at;
    const parent = dirname(at);
    if (parent === at) return `directory ${missing} does not exist`;
    at = parent;
  }
}

/** What a non-regular file is, in words. */
export function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return "a directory";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  if (stats.isFIFO()) return "a pipe";
  if (stats.isSocket()) return "a socket";
  return "a special file";
}

/**
 * Makes sure `dir` is a directory, creating the missing levels one at a time (never a
 * recursive mkdir). `what` names it for messages ("--report directory").
 */
export function ensureDir(dir: string, what: string): void {
  const missing: string[] = [];
  let at = normalize(dir);
  // dirname() shortens the path every step until "." or "/", so this ends.
  for (;;) {
    const stats = statOrNone(at, what);
    if (stats) {
      if (!stats.isDirectory())
        throw new BestfirstError(
          `${what} ${dir}: ${at} is ${stats.isFile() ? "a file" : kindOf(stats)}, not a directory`,
        );
      break;
    }
    missing.push(at);
    const parent = dirname(at);
    if (parent === at) break;
    at = parent;
  }
  for (const level of missing.reverse()) {
    try {
      mkdirSync(level);
    } catch (error) {
      if (errnoCode(error) === "EEXIST" && statOrNone(level, what)?.isDirectory()) continue; // made meanwhile
      throw new EnvironmentError(`${what} ${dir}: cannot create directory ${level}: ${reason(error)}`);
    }
  }
}

/** Checks that files can be created in `dir` by creating one and removing it. */
export function probeDir(dir: string, what: string): void {
  const probe = join(dir, `.bestfirst-write-test-${process.pid}`);
  let fd: number | undefined;
  try {
    fd = openSync(probe, "wx");
    writeSync(fd, "x");
  } catch (error) {
    throw new EnvironmentError(`${what} ${dir}: cannot write in it: ${reason(error)}`);
  } finally {
    if (fd !== undefined) {
      closeSync(fd);
      try {
        unlinkSync(probe);
      } catch {
        /* gone already */
      }
    }
  }
}

/**
 * Checks that `path` can be written: absent (its directory checked by probeDir), or a regular file
 * open for writing.
 */
export function checkWritable(path: string, what: string): void {
  const stats = statOrNone(path, what);
  if (!stats) return;
  if (!stats.isFile()) throw new BestfirstError(`${what} ${path} is ${kindOf(stats)}, not a file`);
  try {
    closeSync(openSync(path, "r+")); // opens for writing without changing it
  } catch (error) {
    throw fileError(`${what} ${path}: cannot write it`, error);
  }
}

/** Creates `dir` (level by level) and checks that it and the files to be written in it can be written. */
export function prepareDir(dir: string, files: readonly string[], what: string): void {
  ensureDir(dir, what);
  probeDir(dir, what);
  for (const file of files) checkWritable(join(dir, file), what.replace(/ directory$/, "") + " file");
}

/** Writes all of `text` at the end of `fd` (a short write is continued; an error throws). */
export function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
}

/** Writes each [name, text] into `dir` (a report's files); a failure names the file. */
export function writeReportFiles(dir: string, files: readonly [string, string][]): void {
  for (const [name, text] of files) {
    const path = join(dir, name);
    try {
      writeFileSync(path, text);
    } catch (error) {
      throw fileError(`cannot write the report ${path}`, error);
    }
  }
}
