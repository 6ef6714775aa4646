// The browser project really runs in a browser, cross-origin isolated: the searcher's
// tests (test/searcher.test.ts, run here through index.browser.ts) then use Web Workers
// and the SharedArrayBuffer stop flag, not a fallback.

import { expect, test } from "vitest";

test("a cross-origin isolated Chromium page with Web Workers and SharedArrayBuffer", () => {
  expect(navigator.userAgent).toMatch(/Chrome\//);
  expect(typeof window.document).toBe("object");
  expect(globalThis.crossOriginIsolated).toBe(true);
  expect(typeof SharedArrayBuffer).toBe("function");
  expect(typeof Worker).toBe("function");
});
