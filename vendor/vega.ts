// Vega-Lite and Vega for the charts (experiments/run/charts.ts): a Vega-Lite spec compiled to
// Vega and drawn to SVG by Vega's headless renderer. Bundled into dist/vendor/ like the
// CLI's other packages (scripts/build/bundle-vendor.mjs), so the library installs nothing for them.
export { compile, type TopLevelSpec } from "vega-lite";
export { parse, View } from "vega";
