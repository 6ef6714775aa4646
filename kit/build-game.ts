// `bestfirst build-game`: compiles a user's AssemblyScript game class (docs/your-game.md)
// together with every search and player into one WebAssembly core, with asc's
// programmatic API and the options of the built-in core (asconfig.json's release target).
// asc reads the user's folder as in their own builds; the entry (./entry.ts) and the
// package's AssemblyScript sources (`bestfirst/assembly/...`) are served to it from here,
// so the build needs no file of its own on disk and finds this package's sources whether
// or not the user's project has bestfirst in its node_modules.

import { existsSync, readFileSync } from "node:fs";
import { writeFile, readdir, mkdir } from "node:fs/promises";
import { readBounded } from "../experiments/run/read-bounded.js";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BestfirstError, listed } from "../contract/index.js";
import { ENTRY_FILE, entrySource } from "./entry.js";
import { PROTOCOL } from "./protocol.js";
import { protocolProblems, type AscParserModule } from "./signatures.js";

/** The options of the built-in core's release build (asconfig.json; test/kit-build.test.ts holds them equal). */
export const CORE_OPTIONS = {
  optimizeLevel: 3,
  shrinkLevel: 0,
  converge: false,
  noAssert: true,
  runtime: "minimal",
  use: ["abort="],
  maximumMemory: 65535,
  exportStart: "_initialize",
  enable: ["simd"],
} as const;

/**
 * The kit's abort in place of the release build's none (`abort=`): it keeps a thrown
 * error's message, file and line for the bindings to report (assembly/kit/fault.ts).
 */
export const KIT_ABORT = "abort=~lib/bestfirst/assembly/kit/fault/kitAbort";

/** The members a game class must have (docs/your-game.md, "The protocol"). */
export { PROTOCOL } from "./protocol.js";

/** The part of asc's programmatic API the build uses (assemblyscript/asc's `main`). */
export interface Asc {
  main(
    argv: string[],
    api: {
      stdout: { write(text: string | Uint8Array): void };
      stderr: { write(text: string | Uint8Array): void };
      readFile(name: string, baseDir: string): Promise<string | null>;
      writeFile(name: string, contents: Uint8Array | string, baseDir: string): Promise<void>;
      listFiles(dir: string, baseDir: string): Promise<string[] | null>;
    },
  ): Promise<{ error: Error | null }>;
}

/** The folder asc is told holds packages: its `bestfirst/` is this package's root. */
const PACKAGES = "__bestfirst_packages__";

export interface BuildOptions {
  /** The user's AssemblyScript file. */
  file: string;
  /** The .wasm to write (default: the file's name with .wasm). */
  out?: string;
  /** The exported class to build (default: the file's one exported class, or its one exported @final class). */
  className?: string;
  /** Where asc comes from (default: the user's project, then this package's). Undefined: not installed. */
  loadAsc?: () => Promise<Asc | undefined>;
  /** AssemblyScript's parser, for the protocol's check before compiling (default: beside asc; undefined: no check). */
  loadParser?: () => Promise<AscParserModule | undefined>;
  /** asc's diagnostics, as it prints them (default: stderr). */
  diagnostics?: (text: string) => void;
}

export interface BuildResult {
  out: string;
  className: string;
  bytes: number;
}

/** The root of this package: the nearest folder up from here whose package.json is bestfirst's. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "bestfirst") return dir;
    const up = dirname(dir);
    if (up === dir)
      throw new Error("bestfirst's own package.json was not found above " + fileURLToPath(import.meta.url));
    dir = up;
  }
}

/** A module of assemblyscript from the user's project (the working folder), else from where this package finds it. */
async function loadInstalled<T>(path: string): Promise<T | undefined> {
  for (const base of [join(process.cwd(), "package.json"), fileURLToPath(import.meta.url)]) {
    let found: string;
    try {
      found = createRequire(base).resolve(path);
    } catch {
      continue;
    }
    return (await import(pathToFileURL(found).href)) as T;
  }
  return undefined;
}

/** asc from the user's project (the working folder), else from where this package finds it; undefined: none. */
export const loadInstalledAsc = (): Promise<Asc | undefined> => loadInstalled<Asc>("assemblyscript/dist/asc.js");

/** AssemblyScript's parser, found as asc is (asc itself imports this module). */
export const loadInstalledParser = (): Promise<AscParserModule | undefined> =>
  loadInstalled<AscParserModule>("assemblyscript/dist/assemblyscript.js");

/** The exported classes of an AssemblyScript source, and whether each is @final (a game class is). */
export function exportedClasses(source: string): { name: string; final: boolean }[] {
  return [
    ...source.matchAll(/^\s*((?:@[\w$]+(?:\([^)]*\))?\s+)*)export\s+(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)/gm),
  ].map((m) => ({ name: m[2], final: /@final\b/.test(m[1]) }));
}

/**
 * The game class of a file: the one exported class, or the one exported @final class among several (a base class and
 * its board).
 */
function defaultClass(classes: { name: string; final: boolean }[]): string | undefined {
  if (classes.length === 1) return classes[0].name;
  const final = classes.filter((c) => c.final);
  return final.length === 1 ? final[0].name : undefined;
}

/** The protocol members asc's diagnostics say class `className` lacks. */
export function missingMembers(diagnostics: string, className: string): string[] {
  const missing = new Set<string>();
  for (const m of diagnostics.matchAll(/Property '([\w$]+)' does not exist on type '([^']+)'/g)) {
    const type = m[2].split("/").pop();
    if (type === className && (PROTOCOL as readonly string[]).includes(m[1])) missing.add(m[1]);
  }
  return PROTOCOL.filter((member) => missing.has(member));
}

/** The largest source file build-game reads (its own and each it imports): far above any game's. */
export const MOST_SOURCE_BYTES = 16 * 2 ** 20;

/**
 * A source file's text: only a regular file, of at most MOST_SOURCE_BYTES (a FIFO or a device is refused by its type,
 * unread).
 */
function sourceText(path: string): string {
  return readBounded(
    path,
    "the game's source",
    MOST_SOURCE_BYTES,
    `a game's source is at most ${MOST_SOURCE_BYTES / 2 ** 20} MiB`,
  ).toString("utf8");
}

/** A source file's text for the protocol's check (a base class's file), undefined when it cannot be read. */
function readSource(path: string): string | undefined {
  try {
    return sourceText(path);
  } catch {
    return undefined;
  }
}

export async function buildGame(options: BuildOptions): Promise<BuildResult> {
  const file = resolve(options.file);
  if (!file.endsWith(".ts"))
    throw new BestfirstError(`${options.file}: a game for the kit is an AssemblyScript file ending in .ts`);
  const source = sourceText(file);
  const exported = exportedClasses(source);
  const classes = exported.map((c) => c.name);
  const className = options.className ?? defaultClass(exported);
  if (className === undefined)
    throw new BestfirstError(
      classes.length === 0
        ? `${options.file} exports no class: the game is an \`@final export class\` (docs/your-game.md)`
        : `${options.file} exports several classes (${classes.join(", ")}), not one of them alone @final: say which ` +
            `is the game with --export`,
    );
  if (!classes.includes(className))
    throw new BestfirstError(
      `${options.file} exports no class ${className}${classes.length > 0 ? ` (it exports ${classes.join(", ")})` : ""}`,
    );
  const asc = await (options.loadAsc ?? loadInstalledAsc)();
  if (asc === undefined)
    throw new BestfirstError("build-game needs the AssemblyScript compiler: npm install --save-dev assemblyscript");
  const parser = await (options.loadParser ?? loadInstalledParser)();
  if (parser !== undefined) {
    const problems = protocolProblems(parser, file, options.file, source, className, readSource);
    if (problems.length > 0) throw new BestfirstError(problems.join("\n"));
  }

  const baseDir = dirname(file);
  const root = packageRoot();
  const packages = join(baseDir, PACKAGES);
  const entry = entrySource(basename(file, ".ts"), className);
  /** A path asc asks for, with this package's sources and the entry served from here. */
  const real = (name: string, base: string): string => {
    const path = resolve(base, name);
    const served = join(packages, "bestfirst") + sep;
    return path.startsWith(served) ? join(root, path.slice(served.length)) : path;
  };
  let wasm: Uint8Array | undefined;
  let printed = "";
  const print = options.diagnostics ?? ((text: string) => process.stderr.write(text));
  const stream = {
    write: (text: string | Uint8Array) => {
      const t = typeof text === "string" ? text : new TextDecoder().decode(text);
      printed += t;
    },
  };
  const argv = [
    ENTRY_FILE,
    "--baseDir",
    baseDir,
    "--outFile",
    "game.wasm",
    "--path",
    packages,
    "--noColors",
    ...Object.entries(CORE_OPTIONS).flatMap(([key, value]) =>
      Array.isArray(value)
        ? value.flatMap((v) => [`--${key}`, v])
        : value === true
          ? [`--${key}`]
          : value === false
            ? []
            : [`--${key}`, String(value)],
    ),
    "--use",
    KIT_ABORT,
  ];
  const { error } = await asc.main(argv, {
    stdout: stream,
    stderr: stream,
    readFile: async (name, base) => {
      if (resolve(base, name) === join(baseDir, ENTRY_FILE)) return entry;
      try {
        return sourceText(real(name, base));
      } catch {
        return null; // asc says which import it could not find
      }
    },
    writeFile: async (name, contents) => {
      if (name.endsWith(".wasm") && typeof contents !== "string") wasm = contents;
    },
    listFiles: async (dir, base) => {
      try {
        return (await readdir(real(dir, base))).filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"));
      } catch {
        return null;
      }
    },
  });
  if (error !== null || wasm === undefined) {
    const missing = missingMembers(printed, className);
    if (missing.length > 0)
      throw new BestfirstError(
        `${options.file}: class ${className} lacks ${listed(missing, "and")}, which a game must have (the protocol: ` +
          `docs/your-game.md)`,
      );
    // asc's closing "FAILURE n compile error(s)" is said again in the one line below.
    print(printed.replace(/^FAILURE .*\n?/m, "").replace(/\n{3,}/g, "\n\n"));
    throw new BestfirstError(
      `${options.file} did not compile: ${error?.message ?? "asc wrote no module"} (asc's diagnostics above)`,
    );
  }
  const out = resolve(options.out ?? file.replace(/\.ts$/, ".wasm"));
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, wasm);
  return { out, className, bytes: wasm.length };
}
