// The docs travel with the package: `npm pack` (without the build: dist/ is already built),
// the tarball unpacked, then every relative link of its README.md, and of every page those
// links reach, must be a file inside the tarball (and an anchor a heading of its page);
// so must every docs/ path or *.md file the command line cites (its --help texts and the
// rest of dist/cli/, the demo's lines included).

import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
let dir = "";
let pkg = ""; // the unpacked package: <dir>/package

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "bestfirst-pack-"));
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const [packed] = JSON.parse(
    execFileSync(npm, ["pack", "--ignore-scripts", "--json", "--pack-destination", dir], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }),
  ) as { filename: string }[];
  execFileSync("tar", ["-xzf", packed.filename], { cwd: dir });
  pkg = join(dir, "package");
});

afterAll(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

function anchors(markdown: string): Set<string> {
  const headings = markdown.replace(/```[\s\S]*?```/g, "").match(/^#{1,6} .*$/gm) ?? [];
  return new Set(headings.map((h) => slug(h.replace(/^#+ /, ""))));
}

/** Relative link targets of a Markdown page (images included), outside code blocks. */
function links(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** A path inside the unpacked package, or an explanation of why it is not one. */
function problem(path: string): string | undefined {
  const inside = relative(pkg, path);
  if (inside.startsWith("..") || inside.startsWith(sep)) return "outside the package";
  if (!existsSync(path)) return "not in the tarball";
  return undefined;
}

/** Follows every relative link from README.md through the pages it reaches; the broken ones. */
function brokenLinks(): { pages: string[]; broken: string[] } {
  const seen = new Set<string>();
  const broken: string[] = [];
  const queue = [join(pkg, "README.md")];
  while (queue.length > 0) {
    const page = queue.shift()!;
    if (seen.has(page)) continue;
    seen.add(page);
    const from = relative(pkg, page);
    for (const target of links(readFileSync(page, "utf8"))) {
      const [file, anchor] = target.split("#");
      const path = file === "" ? page : resolve(dirname(page), decodeURI(file));
      const why = problem(path);
      if (why !== undefined) {
        broken.push(`${from}: ${target} (${why})`);
        continue;
      }
      if (statSync(path).isDirectory()) continue;
      if (path.endsWith(".md")) {
        if (anchor !== undefined && !anchors(readFileSync(path, "utf8")).has(anchor))
          broken.push(`${from}: ${target} (no heading #${anchor} there)`);
        queue.push(path);
      }
    }
  }
  return { pages: [...seen].map((p) => relative(pkg, p)), broken };
}

/** The docs/ paths and upper-case *.md files a text cites, as paths from the package's root. */
function cited(text: string): string[] {
  return [...text.matchAll(/(?<![\w/.-])(docs\/[\w./-]*\w|[A-Z][A-Z]+\.md)\b/g)].map((m) => m[1]);
}

describe("the packed tarball", () => {
  test("every relative link of README.md, and of the pages it reaches, is a file inside the tarball", () => {
    const { pages, broken } = brokenLinks();
    expect(broken).toEqual([]);
    // The pages a reader reaches: the references, not the README alone.
    expect(pages).toEqual(
      expect.arrayContaining([
        "README.md",
        "docs/cli.md",
        "docs/library.md",
        "docs/README.md",
        "BENCHMARKS.md",
        "TESTING.md",
      ]),
    );
  });

  test("every docs/ path or *.md file the CLI cites (--help texts, the demo's lines) is in the tarball", async () => {
    const main = join(pkg, "dist", "cli", "main.js");
    const help = async (...args: string[]) =>
      (await promisify(execFile)(process.execPath, [main, ...args, "--help"], { cwd: pkg, encoding: "utf8" })).stdout;
    const top = await help();
    const commands = [...top.matchAll(/^ {2}([a-z][a-z-]*) /gm)].map((m) => m[1]).filter((c) => c !== "help");
    expect(commands.length).toBeGreaterThanOrEqual(12);
    const texts = [top, ...(await Promise.all(commands.map((c) => help(c))))];
    const cliDir = join(pkg, "dist", "cli");
    for (const file of readdirSync(cliDir, { recursive: true }) as string[])
      if (file.endsWith(".js")) texts.push(readFileSync(join(cliDir, file), "utf8"));
    const paths = [...new Set(texts.flatMap(cited))];
    expect(paths).toContain("docs/random-game-tree.md"); // tree --help cites it
    expect(paths.filter((p) => problem(join(pkg, p)) !== undefined)).toEqual([]);
  });
});
