// Property tests run from a fixed seed, so a CI run is reproducible; set FC_SEED to
// explore other cases (fast-check prints the seed and path of any counterexample).
// An arbitrary given a maxLength (a game's whole length of moves, say) spans it: since
// fast-check 4 it would otherwise stop at its small default size, about 10 elements.

import fc from "fast-check";

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261122), defaultSizeToMaxWhenMaxSpecified: true });
