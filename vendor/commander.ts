// commander for the command line. The build bundles this file into dist/vendor/ with the
// package it re-exports (scripts/build/bundle-vendor.mjs), so the published package has no
// runtime dependencies: a library user installs nothing the CLI alone needs.
export { Command, CommanderError, Option } from "commander";
