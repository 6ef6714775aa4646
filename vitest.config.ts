// Three projects: "node" (every test file under test/ but test/tiers.ts's long ones), "long"
// (those: `npm run test:long`, in CI after `npm test`) and "browser" (the engines'
// agreement tests and the asynchronous API run again inside Chromium (scripts/test-support/chromium.ts), driven by
// playwright: test/browser/). `npm test` runs the node project, then the browser one.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { playwright } from "@vitest/browser-playwright";
import { chromiumArgs, chromiumPath } from "./scripts/test-support/chromium.js";
import { breakthroughReference } from "./test/browser/breakthrough-reference.js";
import { LONG_PATHS } from "./test/tiers.js";

/** The agreement tests and the searcher's, which need nothing of Node but test/helpers.ts's engines. */
const inBrowser = [
  "test/searches.test.ts",
  "test/players.test.ts",
  "test/core.test.ts",
  "test/searcher.test.ts",
  "test/searcher-player-stop.test.ts",
  "test/browser/**/*.test.ts",
];

const testDir = fileURLToPath(new URL("./test/", import.meta.url));

/**
 * In the browser, test/*.test.ts's "./helpers.js" (Node's fs and child_process) becomes
 * test/browser/helpers.ts, and "../index.js" the package's browser entry (what the
 * package's "browser" export condition gives a page: createSearcher on Web Workers).
 */
const browserImports = {
  name: "bestfirst-browser-imports",
  enforce: "pre" as const,
  resolveId(source: string, importer: string | undefined) {
    if (importer === undefined || dirname(importer) + "/" !== testDir) return null;
    if (source === "./helpers.js") return `${testDir}browser/helpers.ts`;
    if (source === "../index.js") return fileURLToPath(new URL("./index.browser.ts", import.meta.url));
    return null;
  },
};

export default defineConfig({
  test: {
    // A net for a hang, not a speed test: no test depends on how fast the machine is, and
    // a busy machine (a user's laptop, CI beside other work) may take many times as long.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // Two test files at once, also on a two-core machine (vitest's default there is one):
    // many files wait on child processes and workers, so the node project took 346 s this
    // way against 528 s one file at a time, the same 1,001 tests passing.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["test/**/*.test.ts"],
          exclude: ["test/browser/**", ...LONG_PATHS],
          setupFiles: ["test/setup.ts"],
        },
      },
      {
        // After `npm test`, in CI: whole runs, threads and the longest properties (test/tiers.ts).
        extends: true,
        test: { name: "long", include: [...LONG_PATHS], setupFiles: ["test/setup.ts"] },
      },
      {
        extends: true,
        plugins: [browserImports],
        // Cross-origin isolation: SharedArrayBuffer, the searcher's stop flag, needs it.
        server: {
          headers: { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" },
        },
        test: {
          name: "browser",
          include: inBrowser,
          setupFiles: ["test/browser/setup.ts"],
          // The game kit's test game and Breakthrough, built for test/browser/kit.test.ts and
          // breakthrough.test.ts to fetch.
          globalSetup: ["test/browser/kit-setup.ts"],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: "chromium" }],
            // Run in Node at a page's call: the TypeScript reference's reports, the oracle for a kit core's
            // in the page.
            commands: { breakthroughReference },
          },
        },
      },
    ],
  },
});
