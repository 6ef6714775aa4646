// Loads a game core built by the kit (`bestfirst build-game`): from its bytes, a compiled
// WebAssembly.Module, or a URL (fetched: browsers, and Node for http(s)). A file in Node
// is read by the caller (fs.readFileSync) and passed as bytes.

import { fail, shown } from "../contract/index.js";

/** A kit's core as callers give it. */
export type KitCore = WebAssembly.Module | BufferSource | URL | string;

/** Whether `options` asks for a kit's core: `{ core }`. */
export function isKitOptions(options: unknown): options is { core: KitCore } {
  return options !== null && typeof options === "object" && !(options instanceof WebAssembly.Module) && "core" in options;
}

/** The core compiled (asynchronously: browsers require it for all but small modules). */
export async function compileKitCore(core: KitCore): Promise<WebAssembly.Module> {
  if (core instanceof WebAssembly.Module) return core;
  if (typeof core === "string" || core instanceof URL) {
    const response = await fetch(core);
    if (!response.ok) fail(`the game core at ${String(core)} could not be fetched (HTTP ${response.status})`);
    return compiled(async () => WebAssembly.compile(await response.arrayBuffer()), String(core));
  }
  return compiled(() => WebAssembly.compile(bytesOf(core)), "the bytes given");
}

/** The core compiled synchronously (Node and workers): bytes or a module. */
export function compileKitCoreSync(core: KitCore): WebAssembly.Module {
  if (core instanceof WebAssembly.Module) return core;
  if (typeof core === "string" || core instanceof URL) fail("a game core given by URL is fetched: use createWasmEngine({ core }), which is asynchronous");
  try {
    return new WebAssembly.Module(bytesOf(core));
  } catch (error) {
    return notACore(error, "the bytes given");
  }
}

function bytesOf(core: unknown): BufferSource {
  if (ArrayBuffer.isView(core) || core instanceof ArrayBuffer) return core as BufferSource;
  return fail(`core must be the .wasm that bestfirst build-game wrote: its bytes (a Uint8Array, an ArrayBuffer), a compiled WebAssembly.Module or a URL; got ${shown(core)}`);
}

async function compiled(compile: () => Promise<WebAssembly.Module>, what: string): Promise<WebAssembly.Module> {
  try {
    return await compile();
  } catch (error) {
    return notACore(error, what);
  }
}

function notACore(error: unknown, what: string): never {
  if (error instanceof WebAssembly.CompileError) fail(`${what} is not a WebAssembly module that compiles here (${error.message}); give the .wasm bestfirst build-game wrote`);
  throw error;
}
