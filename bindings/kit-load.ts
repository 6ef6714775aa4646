// Loads a game core built by the kit (`bestfirst build-game`): from its bytes, a compiled
// WebAssembly.Module, or a URL (fetched: browsers, and Node for http(s)). A file in Node
// is read by the caller (fs.readFileSync) and passed as bytes.

import { fail, shown } from "../contract/index.js";
import { KIT_FUNCTIONS, KIT_IMPORTS } from "./kit-exports.js";
import { Core } from "./core.js";

/**
 * The largest game core read or compiled (bytes): the kit's cores are some 60 KB, so this
 * refuses only what cannot be one, before compiling it (docs/your-game.md).
 */
export const MOST_CORE_BYTES = 64 * 2 ** 20;

/** A kit's core as callers give it. */
export type KitCore = WebAssembly.Module | BufferSource | URL | string;

/** Whether `options` asks for a kit's core: `{ core }`. */
export function isKitOptions(options: unknown): options is { core: KitCore } {
  return (
    options !== null && typeof options === "object" && !(options instanceof WebAssembly.Module) && "core" in options
  );
}

/** The core compiled (asynchronously: browsers require it for all but small modules). */
export async function compileKitCore(core: KitCore): Promise<WebAssembly.Module> {
  if (core instanceof WebAssembly.Module) return checkedCore(core);
  if (typeof core === "string" || core instanceof URL) {
    const response = await fetch(core);
    if (!response.ok) fail(`the game core at ${String(core)} could not be fetched (HTTP ${response.status})`);
    const bytes = await boundedBody(response, String(core));
    return checkedCore(await compiled(async () => WebAssembly.compile(bytes), String(core)));
  }
  return checkedCore(await compiled(() => WebAssembly.compile(bytesOf(core)), "the bytes given"));
}

/** A fetched core's bytes, read no further than MOST_CORE_BYTES (a server may send without end). */
async function boundedBody(response: Response, where: string): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () =>
    fail(`the game core at ${where} is over ${MOST_CORE_BYTES} bytes: no core the kit builds is that large`);
  if (Number(response.headers.get("content-length") ?? 0) > MOST_CORE_BYTES) tooLarge();
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MOST_CORE_BYTES) {
      await reader.cancel();
      tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) bytes.set(chunk, (at += chunk.length) - chunk.length);
  return bytes;
}

/** The core compiled synchronously (Node and workers): bytes or a module. */
export function compileKitCoreSync(core: KitCore): WebAssembly.Module {
  if (core instanceof WebAssembly.Module) return checkedCore(core);
  if (typeof core === "string" || core instanceof URL)
    fail("a game core given by URL is fetched: use createWasmEngine({ core }), which is asynchronous");
  try {
    return checkedCore(new WebAssembly.Module(bytesOf(core)));
  } catch (error) {
    return notACore(error, "the bytes given");
  }
}

/**
 * `module` if it imports and exports what this bestfirst's kit builds (./kit-exports.ts);
 * a BestfirstError naming the difference otherwise: a module without the kit's `kitAbi` is
 * not a game core, one with it but other exports was built by another bestfirst.
 */
export function checkKitModule(module: WebAssembly.Module): WebAssembly.Module {
  const exports = WebAssembly.Module.exports(module);
  if (!exports.some((e) => e.name === "kitAbi"))
    fail("this WebAssembly module is not a game core built by bestfirst build-game (it lacks the kit's exports)");
  const imports = WebAssembly.Module.imports(module).filter(
    (i) => i.kind !== "function" || !KIT_IMPORTS.includes(`${i.module}.${i.name}`),
  );
  const functions = new Set(exports.filter((e) => e.kind === "function").map((e) => e.name));
  const lacks = KIT_FUNCTIONS.filter((name) => !functions.has(name));
  const extra = exports.filter((e) =>
    e.kind === "function" ? !KIT_FUNCTIONS.includes(e.name) : e.name !== "memory" || e.kind !== "memory",
  );
  if (!exports.some((e) => e.name === "memory" && e.kind === "memory")) lacks.push("memory");
  if (imports.length + lacks.length + extra.length === 0) return module;
  const some = (names: string[]) =>
    names.slice(0, 3).join(", ") + (names.length > 3 ? ` and ${names.length - 3} more` : "");
  const differences = [
    lacks.length > 0 ? `it lacks ${some(lacks)}` : "",
    extra.length > 0 ? `it exports ${some(extra.map((e) => `${e.name} (${e.kind})`))}, which this one's do not` : "",
    imports.length > 0
      ? `it imports ${some(imports.map((i) => `${i.module}.${i.name} (${i.kind})`))}, which this one's do not`
      : "",
  ].filter(Boolean);
  return fail(
    `this game core was not built by this version of bestfirst's build-game (${differences.join("; ")}): build it ` +
      `again with this bestfirst`,
  );
}

function bytesOf(core: unknown): BufferSource {
  if (ArrayBuffer.isView(core) || core instanceof ArrayBuffer) {
    if (core.byteLength > MOST_CORE_BYTES)
      fail(`core is ${core.byteLength} bytes: no core the kit builds is over ${MOST_CORE_BYTES}`);
    return core as BufferSource;
  }
  return fail(
    `core must be the .wasm that bestfirst build-game wrote: its bytes (a Uint8Array, an ArrayBuffer), a compiled ` +
      `WebAssembly.Module or a URL; got ${shown(core)}`,
  );
}

async function compiled(compile: () => Promise<WebAssembly.Module>, what: string): Promise<WebAssembly.Module> {
  try {
    return await compile();
  } catch (error) {
    return notACore(error, what);
  }
}

/** What a kit's core says of itself as it starts. */
export interface KitStart {
  core: Core;
  abi: number;
  title: string;
  solvable: boolean;
}

/**
 * Starts an instance of a checked module and reads what it says of itself; a module with
 * the kit's exports that is not a core (its `_initialize`, `kitAbi` or `kitTitle` trapping
 * or throwing, its buffer misplaced) is told so in one line.
 */
export function startKitCore(module: WebAssembly.Module): KitStart {
  try {
    const core = new Core(module);
    const exports = core.exports as unknown as { kitAbi(): number; kitTitle(): number; kitSolvable(): number };
    const abi = exports.kitAbi();
    const title = String.fromCharCode(...core.io().subarray(0, exports.kitTitle()));
    return { core, abi, title, solvable: exports.kitSolvable() === 1 };
  } catch (error) {
    return fail(
      "this WebAssembly module has the kit's exports but is not a game core bestfirst build-game built: " +
        `it failed as it started (${String((error as Error)?.message ?? error)})`,
    );
  }
}

/**
 * The module checked by its imports and exports, not started: starting it runs the user's
 * constructor, which may never return, and a load must not hang its caller's thread
 * (a searcher's workers start it under their start-up timeout; an engine on the calling
 * thread starts it in kitEngineFrom, by startKitCore).
 */
function checkedCore(module: WebAssembly.Module): WebAssembly.Module {
  return checkKitModule(module);
}

function notACore(error: unknown, what: string): never {
  if (error instanceof WebAssembly.CompileError)
    fail(
      `${what} is not a WebAssembly module that compiles here (${error.message}); give the .wasm bestfirst ` +
        `build-game wrote`,
    );
  throw error;
}
