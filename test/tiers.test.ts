// The long tier (test/tiers.ts) names test files that exist, each once, and every test file
// under test/ runs in exactly one of `npm test`'s node project and the long one: a renamed
// file cannot fall out of both.

import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { LONG_FILES, LONG_PATHS } from "./tiers.js";

test("every long file exists, once, with its reason; the rest run in npm test", () => {
  const files = readdirSync("test")
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => `test/${name}`);
  for (const row of LONG_FILES) {
    expect(files, row.file).toContain(row.file);
    expect(row.why.length, row.file).toBeGreaterThan(10);
  }
  expect(new Set(LONG_PATHS).size).toBe(LONG_PATHS.length);
  const inNpmTest = files.filter((file) => !LONG_PATHS.includes(file));
  expect(inNpmTest).toContain("test/tiers.test.ts");
});
