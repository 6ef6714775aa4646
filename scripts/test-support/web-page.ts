// The built demo page, served and opened in Chromium (./chromium.ts: playwright-core, no
// downloaded browser): for the end-to-end test (test/web-e2e.test.ts) and the README's
// screenshot (scripts/generators/web-screenshot.ts). Builds web/ into a temporary directory and
// serves it with vite's preview server on a free local port.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, preview } from "vite";
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.js";

const configFile = fileURLToPath(new URL("../../web/vite.config.ts", import.meta.url));

export interface OpenPage {
  page: Page;
  url: string;
  close(): Promise<void>;
}

/** Builds the page, serves it, opens it in Chromium and waits until it is ready. */
export async function openPage(viewport = { width: 1100, height: 760 }): Promise<OpenPage> {
  const outDir = mkdtempSync(join(tmpdir(), "bestfirst-web-"));
  await build({ configFile, logLevel: "warn", build: { outDir, emptyOutDir: true } });
  const server = await preview({
    configFile,
    logLevel: "warn",
    build: { outDir },
    preview: { port: 0, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error("vite preview gave no address");
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage({ viewport });
    // No external network: any request off the local server fails the page.
    await page.route(
      (u) => !u.href.startsWith(url),
      (route) => route.abort(),
    );
    await page.goto(url);
    await page.waitForSelector("body[data-ready]", { timeout: 30_000 });
    const opened = browser;
    return {
      page,
      url,
      async close() {
        await opened.close();
        await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await browser?.close();
    server.httpServer.close();
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}
