// Property tests run from a fixed seed, so a CI run is reproducible; set FC_SEED to
// explore other cases (fast-check prints the seed and path of any counterexample).

import fc from "fast-check";

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261122) });
