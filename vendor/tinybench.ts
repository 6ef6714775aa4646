// tinybench for `bestfirst bench`; bundled into dist/vendor/ at build
// (scripts/build/bundle-vendor.mjs), so the published package has no runtime dependencies.
export { Bench } from "tinybench";
