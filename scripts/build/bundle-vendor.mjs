// Build step after tsc: replaces each dist/vendor/<package>.js (tsc's one-line re-export
// of an npm package) with that package bundled in (esbuild), so that the CLI's
// commander, cli-progress and tinybench ship inside dist/ and the published package has
// no runtime dependencies. Each bundle ends with the licence texts of the packages in it
// (MIT: the notice goes with every copy).
import { appendFileSync, existsSync, readdirSync, readFileSync } from "node:fs";
import { build } from "esbuild";

/** The licence text of every npm package that went into a bundle, as one comment. */
function licences(metafile) {
  const packages = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) packages.add(m[1]);
  }
  return [...packages]
    .sort()
    .map((name) => {
      const dir = `node_modules/${name}`;
      const file = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
      if (!file || !existsSync(`${dir}/${file}`))
        throw new Error(`${name} has no licence file to ship with its bundle`);
      const { version } = JSON.parse(readFileSync(`${dir}/package.json`, "utf8"));
      return `\n/* ${name} ${version}\n${readFileSync(`${dir}/${file}`, "utf8").replaceAll("*/", "* /").trim()}\n*/\n`;
    })
    .join("");
}

const sources = readdirSync("vendor").filter((name) => name.endsWith(".ts"));
for (const source of sources) {
  const outfile = `dist/vendor/${source.replace(/\.ts$/, ".js")}`;
  const { metafile } = await build({
    entryPoints: [`vendor/${source}`],
    outfile,
    metafile: true,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    legalComments: "inline",
    allowOverwrite: true,
    logLevel: "warning",
    // The bundled packages are CommonJS and require Node's built-ins.
    banner: {
      js:
        'import { createRequire as __bestfirstRequire } from "node:module";\n' +
        "const require = __bestfirstRequire(import.meta.url);",
    },
  });
  appendFileSync(outfile, licences(metafile));
}
console.log(`bundled ${sources.join(", ")} into dist/vendor/`);
