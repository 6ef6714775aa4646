// The layers of docs/layout.md as a test: every import of the repository's own
// TypeScript and JavaScript (static, `export ... from`, dynamic `import()`, and a module
// named by `new URL("./x.js", import.meta.url)`, how workers are started) read with the
// TypeScript compiler's own scanner, then checked against the one table below: (a) each
// folder imports only the layers its row names, which all sit lower; (b) no two sibling
// folders import each other, even through others; (c) no two files do. A failure names
// the import (or the cycle, file by file) and the row to change.

import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, test } from "vitest";

/** A layer: the folders (a trailing "/") or files it holds, its rank, and the layers it may import. */
interface Layer {
  name: string;
  paths: string[];
  rank: number;
  imports: string[];
}

/** Bottom to top. A folder's own files may import each other; between layers only what `imports` names. */
const LAYERS: Layer[] = [
  { name: "contract", paths: ["contract/"], rank: 0, imports: [] },
  { name: "assembly", paths: ["assembly/"], rank: 0, imports: [] },
  { name: "vendor", paths: ["vendor/"], rank: 0, imports: [] },
  { name: "reference", paths: ["reference/"], rank: 1, imports: ["contract"] },
  { name: "bindings", paths: ["bindings/"], rank: 1, imports: ["contract"] },
  // The kit's build reads a user's files bounded, as the runs read theirs (experiments/run/read-bounded.ts).
  { name: "kit", paths: ["kit/"], rank: 4.5, imports: ["contract", "experiments"] },
  // The oracles search over the reference's games, but share no search code with it.
  { name: "oracles", paths: ["oracles/"], rank: 2, imports: ["contract", "reference"] },
  { name: "searcher", paths: ["searcher/"], rank: 2, imports: ["contract", "reference", "bindings"] },
  {
    name: "entry",
    paths: ["index.ts", "index.browser.ts", "library.ts"],
    rank: 3,
    imports: ["contract", "reference", "bindings", "searcher"],
  },
  // Games written as a user writes one, against the public entry only (docs/rolit.md, ewn.md, pig.md).
  { name: "games", paths: ["games/"], rank: 3.5, imports: ["entry"] },
  // A user's view: the public entry (`bestfirst`) and the kit's AssemblyScript (`bestfirst/assembly/...`).
  { name: "examples", paths: ["examples/"], rank: 4, imports: ["entry", "assembly"] },
  // compare's seated round robin plays the user-style games of games/ (experiments/seats/).
  {
    name: "experiments",
    paths: ["experiments/"],
    rank: 4,
    imports: ["contract", "vendor", "reference", "bindings", "searcher", "entry", "games"],
  },
  {
    name: "bench",
    paths: ["bench/"],
    rank: 5,
    imports: ["contract", "vendor", "reference", "bindings", "kit", "entry", "examples", "experiments"],
  },
  {
    name: "cli",
    paths: ["cli/"],
    rank: 6,
    imports: ["contract", "vendor", "bindings", "kit", "entry", "experiments", "bench"],
  },
  // The page uses only the public entry (index.browser.ts) and the experiments' players.
  { name: "web", paths: ["web/"], rank: 6, imports: ["entry", "experiments"] },
  {
    name: "scripts",
    paths: ["scripts/"],
    rank: 7,
    imports: [
      "contract",
      "vendor",
      "reference",
      "bindings",
      "kit",
      "oracles",
      "searcher",
      "entry",
      "games",
      "examples",
      "experiments",
      "bench",
      "cli",
    ],
  },
  // The built package (tsc's output of the layers above, not scanned), which the tests run as a user does.
  { name: "dist", paths: ["dist/"], rank: 7, imports: [] },
  // May import everything; nothing imports it.
  {
    name: "test",
    paths: ["test/", "vitest.config.ts"],
    rank: 8,
    imports: [
      "contract",
      "assembly",
      "vendor",
      "reference",
      "bindings",
      "kit",
      "oracles",
      "searcher",
      "entry",
      "games",
      "examples",
      "experiments",
      "bench",
      "cli",
      "web",
      "scripts",
      "dist",
    ],
  },
];

const root = fileURLToPath(new URL("..", import.meta.url));
/** Built, generated or installed: not the sources. */
const SKIP = new Set(["node_modules", "dist", "build", "report", "test-artifacts", "bindings/generated", "web/dist"]);
const SOURCE = /\.(ts|mts|cts|js|mjs|cjs)$/;

function sourceFiles(dir = ""): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name.startsWith(".") || SKIP.has(path)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The package's own names (package.json's exports), as the examples and the kit's games write them. */
function selfImport(specifier: string): string | undefined {
  if (specifier === "bestfirst") return "index.ts";
  if (specifier === "bestfirst/reference") return "reference/index.ts";
  if (specifier.startsWith("bestfirst/assembly/")) return specifier.slice("bestfirst/".length) + ".ts";
  return undefined;
}

/** The file a relative specifier names, as a repository path (the .ts source for a .js name). */
function resolved(from: string, specifier: string): string {
  const path = posix.normalize(posix.join(posix.dirname(from), specifier.split("?")[0]));
  const candidates = [
    path,
    path.replace(/\.js$/, ".ts"),
    path.replace(/\.mjs$/, ".mts"),
    `${path}.ts`,
    `${path}/index.ts`,
  ];
  return candidates.find((c) => SOURCE.test(c) && existsSync(join(root, c))) ?? path;
}

/** Every module `file` imports: static, re-exported, dynamic, and worker modules named by URL. */
function importsIn(file: string, text: string): string[] {
  const named = ts.preProcessFile(text, true, true).importedFiles.map((i) => i.fileName);
  // A module's URL names it by its runtime name (.js), or by its source in a (Vite) `new Worker(...)`;
  // a source file named as .ts elsewhere is read or written as text.
  const url = /(new Worker\(\s*)?new URL\(\s*["'`](\.{1,2}\/[^"'`]+?\.(m?js|ts))["'`]\s*,\s*import\.meta\.url/g;
  const byUrl = [...text.matchAll(url)].flatMap((m) => (m[3] !== "ts" || m[1] ? [m[2]] : []));
  return [...named, ...byUrl].flatMap((s) => {
    if (s.startsWith(".")) return [resolved(file, s)];
    const own = selfImport(s);
    return own ? [own] : [];
  });
}

const importsOf = (file: string) => importsIn(file, readFileSync(join(root, file), "utf8"));

function layerOf(path: string): Layer | undefined {
  return LAYERS.find((l) => l.paths.some((p) => (p.endsWith("/") ? path.startsWith(p) : path === p)));
}

/** A cycle in a graph, as its nodes in order (the first again at the end), or undefined. */
function findCycle(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, "done");
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

function addEdge(graph: Map<string, Set<string>>, from: string, to: string): void {
  if (!graph.has(from)) graph.set(from, new Set());
  graph.get(from)!.add(to);
}

/**
 * The folder-level edge of an import between sibling folders: below the two files' deepest
 * common folder, the child folder holding each (a file directly in that folder, such as a
 * package's index.ts over its subfolders, makes no edge: it is the folder's own).
 */
function siblingEdge(from: string, to: string): [parent: string, from: string, to: string] | undefined {
  const a = from.split("/"),
    b = to.split("/");
  let i = 0;
  while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
  if (i >= a.length - 1 || i >= b.length - 1) return undefined;
  const parent = a.slice(0, i).join("/");
  return [parent, a.slice(0, i + 1).join("/"), b.slice(0, i + 1).join("/")];
}

const files = sourceFiles();
const edges = files.flatMap((file) => importsOf(file).map((to) => [file, to] as const));

describe("layers", () => {
  test("the table: every layer imports only lower ones, and every source file has its layer", () => {
    const names = new Set(LAYERS.map((l) => l.name));
    for (const layer of LAYERS) {
      for (const name of layer.imports) {
        expect(names.has(name), `${layer.name} imports an unknown layer ${name}`).toBe(true);
        expect(LAYERS.find((l) => l.name === name)!.rank, `${layer.name} may import ${name}, not lower`).toBeLessThan(
          layer.rank,
        );
      }
    }
    const unplaced = files.filter((f) => !layerOf(f));
    expect(unplaced, "files outside every layer: give their folder a row").toEqual([]);
    // The scan sees the imports at all (a broken scan would pass everything below).
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual(["index.ts", "library.ts"]);
  });

  test("(a) no import reaches a layer its row does not name (upward, sideways, or past the public entry)", () => {
    const bad = edges.flatMap(([from, to]) => {
      const a = layerOf(from)!,
        b = layerOf(to);
      if (a === b) return [];
      if (b && a.imports.includes(b.name)) return [];
      return [`${from} (${a.name}) imports ${to} (${b?.name ?? "no layer"})`];
    });
    expect(bad).toEqual([]);
  });

  test("(b) no cycle between sibling folders", () => {
    const byParent = new Map<string, Map<string, Set<string>>>();
    const via = new Map<string, string>();
    for (const [from, to] of edges) {
      const edge = siblingEdge(from, to);
      if (!edge) continue;
      const [parent, a, b] = edge;
      if (!byParent.has(parent)) byParent.set(parent, new Map());
      addEdge(byParent.get(parent)!, a, b);
      if (!via.has(`${a} ${b}`)) via.set(`${a} ${b}`, `${from} -> ${to}`);
    }
    const cycles = [...byParent.values()].flatMap((graph) => {
      const cycle = findCycle(graph);
      return cycle
        ? [
            cycle
              .slice(1)
              .map((b, i) => via.get(`${cycle[i]} ${b}`))
              .join("; "),
          ]
        : [];
    });
    expect(cycles).toEqual([]);
  });

  test("(c) no cycle between files", () => {
    const graph = new Map<string, Set<string>>();
    for (const [from, to] of edges) addEdge(graph, from, to);
    expect(findCycle(graph)?.join(" -> ")).toBeUndefined();
  });
});

/** The scanner on a few lines, so that a blind scan cannot pass the checks above. */
test("the scan finds static, type, re-exported, dynamic and URL-named imports, and not those in strings", () => {
  const text = [
    `import { a } from "./a.js";`,
    `import type { B } from "../contract/b.js";`,
    `export * from "./c.js";`,
    `const d = await import("./d.js");`,
    `new Worker(new URL("./e.js", import.meta.url));`,
    `const tasks = new URL("../experiments/f.js", import.meta.url).href;`,
    `new Worker(new URL("./g.ts", import.meta.url));`,
    `readFileSync(new URL("./read-as-text.ts", import.meta.url));`,
    "const s = `import { x } from './not-an-import.js'`;",
    `import "bestfirst";`,
    `import "bestfirst/assembly/kit/use";`,
  ].join("\n");
  expect(importsIn("test/x.ts", text)).toEqual([
    "test/a.js",
    "contract/b.js",
    "test/c.js",
    "test/d.js",
    "index.ts",
    "assembly/kit/use.ts",
    "test/e.js",
    "experiments/f.js",
    "test/g.ts",
  ]);
  expect(layerOf("test/helpers.ts")?.name).toBe("test");
  expect(layerOf("index.ts")?.name).toBe("entry");
  expect(siblingEdge("experiments/run/a.ts", "experiments/tournament/b.ts")).toEqual([
    "experiments",
    "experiments/run",
    "experiments/tournament",
  ]);
  expect(siblingEdge("reference/index.ts", "reference/games/x.ts")).toBeUndefined();
  expect(
    findCycle(
      new Map([
        ["a", new Set(["b"])],
        ["b", new Set(["c"])],
        ["c", new Set(["a"])],
      ]),
    ),
  ).toEqual(["a", "b", "c", "a"]);
});
