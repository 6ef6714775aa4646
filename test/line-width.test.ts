// No line of code is wider than 120 characters (biome.json's lineWidth), in every tracked code
// file: Biome's formatter cannot break strings, comments or test names, and it does not read
// the AssemblyScript files at all, so this test holds them all to the width by hand.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

const WIDTH = 120;
const CODE = /\.(?:ts|mjs|js|html|css)$/;
/** Not ours to format: bundled third-party code. */
const VENDOR = /^vendor\//;
/** Written by a generator (its header says so), not by hand. */
const GENERATED = new Set(["bench/connect-four-positions.ts"]);

/** The `file:line (width)` of every line of `text` wider than `width` characters. */
function wideLines(file: string, text: string, width = WIDTH): string[] {
  return text.split(/\r?\n/).flatMap((line, i) => {
    const length = [...line].length; // characters, not UTF-16 units
    return length > width ? [`${file}:${i + 1} (${length})`] : [];
  });
}

/** The tracked code files, as git lists them (the working tree's, untracked new files included). */
function codeFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split("\0")
    .filter((file) => CODE.test(file) && !VENDOR.test(file) && !GENERATED.has(file))
    .filter((file) => {
      try {
        readFileSync(join(root, file));
        return true;
      } catch {
        return false; // deleted in the working tree, not yet in the index
      }
    });
}

describe("line width", () => {
  test("the check finds wide lines and only those, by characters", () => {
    const text = ["a".repeat(120), "b".repeat(121), "é".repeat(120), "d".repeat(120) + "\r", "c".repeat(200)].join(
      "\n",
    );
    expect(wideLines("x.ts", text)).toEqual(["x.ts:2 (121)", "x.ts:5 (200)"]);
  });

  test("the file list holds every kind of code file, assembly/ included", () => {
    const files = codeFiles();
    for (const file of ["assembly/index.ts", "cli/main.ts", "web/index.html", "scripts/build/build-native.mjs"]) {
      expect(files).toContain(file);
    }
    expect(files.some((file) => file.endsWith(".css"))).toBe(true);
    expect(files.some((file) => file.startsWith("vendor/") || file.endsWith(".tsv"))).toBe(false);
  });

  test(`no line of a code file is over ${WIDTH} characters`, () => {
    const wide = codeFiles().flatMap((file) => wideLines(file, readFileSync(join(root, file), "utf8")));
    expect(wide, `${wide.length} lines over ${WIDTH} characters:\n${wide.join("\n")}`).toEqual([]);
  });
});
