// cli-progress for the command line's progress bars; bundled into dist/vendor/ at build
// (scripts/build/bundle-vendor.mjs), so the published package has no runtime dependencies.
import cliProgress from "cli-progress";
export default cliProgress;
