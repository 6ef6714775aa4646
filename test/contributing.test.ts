// CONTRIBUTING.md names the files a new search, game or experiment touches: every path it
// cites in backticks must exist in the repository, so that the checklists move with the
// code. A path with a `<name>` placeholder is a file to add: its folder must exist.

import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

/** A backticked span that reads as a repository path: a folder in it, or a file's extension. */
const PATH = /^[\w.@-]+(?:\/[\w.<>@-]+)*\/?$/;
const FILE = /\.(?:ts|mts|js|mjs|json|md|tsv|txt|svg|png|sbatch)$/;

/** The paths a Markdown text cites in backticks (code blocks included), anchors dropped. */
function citedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].split("#")[0]);
  return [...new Set(spans.filter((s) => PATH.test(s) && (s.includes("/") || FILE.test(s))))];
}

/** The cited paths that are not in the repository (a placeholder's folder must be). */
function missingPaths(markdown: string, base = root): string[] {
  return citedPaths(markdown).filter((path) => {
    const placeholder = path.indexOf("<");
    if (placeholder >= 0) {
      const folder = path.slice(0, path.lastIndexOf("/", placeholder) + 1);
      return folder === "" || !existsSync(join(base, folder)) || !statSync(join(base, folder)).isDirectory();
    }
    if (!existsSync(join(base, path))) return true;
    return path.endsWith("/") && !statSync(join(base, path)).isDirectory();
  });
}

describe("CONTRIBUTING.md", () => {
  const text = readFileSync(join(root, "CONTRIBUTING.md"), "utf8");

  test("the parser finds paths, placeholders and made-up paths alike", () => {
    const sample =
      "`contract/searches.ts` `reference/search/<name>.ts` `no/such/file.ts` `gone/<name>.ts` " +
      "`TESTING.md` `SEARCHES` `npm run build` `docs/searches.md#adding-a-search` `contract/searches.ts/`";
    expect(citedPaths(sample)).toEqual([
      "contract/searches.ts",
      "reference/search/<name>.ts",
      "no/such/file.ts",
      "gone/<name>.ts",
      "TESTING.md",
      "docs/searches.md",
      "contract/searches.ts/",
    ]);
    expect(missingPaths(sample)).toEqual(["no/such/file.ts", "gone/<name>.ts", "contract/searches.ts/"]);
  });

  test("names every layer's files: the checklists cite many paths", () => {
    const paths = citedPaths(text);
    expect(paths.length).toBeGreaterThan(60);
    for (const layer of ["contract/", "reference/", "assembly/", "bindings/", "experiments/", "cli/", "test/", "docs/"])
      expect(paths.some((p) => p.startsWith(layer))).toBe(true);
  });

  test("every path it names is in the repository", () => {
    expect(missingPaths(text)).toEqual([]);
  });
});
