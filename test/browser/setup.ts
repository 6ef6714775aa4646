// Property tests in the browser run from the same fixed seed as in Node (test/setup.ts).

import fc from "fast-check";

fc.configureGlobal({ seed: 20261122 });
