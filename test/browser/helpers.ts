// The browser's stand-in for test/helpers.ts (vitest.config.ts maps "./helpers.js" to
// this file in the browser project): both engines, and nothing that needs Node.

import { createReferenceEngine, createWasmEngineSync, type Engine } from "../../index.browser.js";

export const engines: Engine[] = [createWasmEngineSync(), createReferenceEngine()];
