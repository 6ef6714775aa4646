// The demo page (npm run web: the dev server; npm run web:build: web/dist). It imports the
// library's sources through the browser entry (index.browser.ts). Served cross-origin
// isolated: the searcher's stop flag is a SharedArrayBuffer. Nothing is fetched from
// another origin.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const isolated = { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" };

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "./",
  resolve: {
    // experiments/tournament/random-pair.ts (the tournament's players) times moves with Node's clock.
    alias: { "node:perf_hooks": fileURLToPath(new URL("./shims/perf-hooks.ts", import.meta.url)) },
  },
  server: { headers: isolated, host: "127.0.0.1" },
  preview: { headers: isolated, host: "127.0.0.1" },
  build: { outDir: "dist", emptyOutDir: true, target: "es2022" },
  worker: { format: "es" },
});
