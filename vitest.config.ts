// Two projects: "node" (every test file under test/) and "browser" (the engines'
// agreement tests and the asynchronous API run again inside Debian's Chromium, driven by
// playwright: test/browser/). `npm test` runs the node project, then the browser one.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { playwright } from "@vitest/browser-playwright";
import { chromiumArgs, chromiumPath } from "./test/browser/chromium.js";

/** The agreement tests that need nothing of Node but test/helpers.ts's engines. */
const inBrowser = ["test/searches.test.ts", "test/players.test.ts", "test/core.test.ts", "test/browser/**/*.test.ts"];

const testDir = fileURLToPath(new URL("./test/", import.meta.url));

/** test/*.test.ts's "./helpers.js" (Node's fs and child_process) becomes test/browser/helpers.ts. */
const browserHelpers = {
  name: "bestfirst-browser-helpers",
  enforce: "pre" as const,
  resolveId(source: string, importer: string | undefined) {
    if (source === "./helpers.js" && importer !== undefined && dirname(importer) + "/" === testDir) return `${testDir}browser/helpers.ts`;
    return null;
  },
};

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: "node", include: ["test/**/*.test.ts"], exclude: ["test/browser/**"], setupFiles: ["test/setup.ts"] },
      },
      {
        extends: true,
        plugins: [browserHelpers],
        test: {
          name: "browser",
          include: inBrowser,
          setupFiles: ["test/browser/setup.ts"],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
