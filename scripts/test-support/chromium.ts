// The Chromium the browser tests, the page's end-to-end test and the screenshot drive.
// First BESTFIRST_CHROMIUM, then Debian's /usr/bin/chromium; on a machine with neither,
// the headless Chromium that `npm ci` installed inside @sparticuz/chromium (a dev
// dependency: its binary ships in the npm package, unpacked to the temp directory on first
// use), so that `npm ci && npm test` needs nothing but Node and npm. No browser is ever
// downloaded from elsewhere.

import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** Finds the executable, unpacking the npm package's Chromium only when nothing else is there. */
async function locateChromium(): Promise<{ path: string; packaged: boolean }> {
  const chosen = process.env.BESTFIRST_CHROMIUM;
  if (chosen !== undefined && chosen !== "") return { path: chosen, packaged: false };
  if (existsSync(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, packaged: false };
  const { default: packaged } = await import("@sparticuz/chromium");
  return { path: await packaged.executablePath(), packaged: true };
}

const located = await locateChromium();

export const chromiumPath: string = located.path;

/**
 * Headless on a machine without a GPU or a network; the background-networking flag keeps
 * Chromium from calling out (the sandbox's closed network refuses it, many at a time).
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-dev-shm-usage",
];
/**
 * The packaged build's renderer dies on WebAssembly's signal-based bounds checks (a load
 * out of memory crashed the page instead of trapping); with explicit checks it traps as
 * WebAssembly says, which the core's trap tests need.
 */
if (located.packaged) chromiumArgs.push("--disable-features=WebAssemblyTrapHandler");
