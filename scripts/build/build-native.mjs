// Builds the native measuring stick (bench/native/, plain C; not part of the package)
// with the machine's gcc: build/native/bench-native-O2, -O3 and -march (-O3 -march=native). `npm run bench:native`
// runs it beside the core. Exits 1 with one line when gcc is missing or fails.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";

// "march" also lets gcc use this machine's instructions (lzcnt, tzcnt, popcnt...), as V8
// does for the core when it compiles it. -ffp-contract=off keeps a * b + c two roundings (as
// in WebAssembly): the C UCT must compute the portable logarithm to the bit.
export const NATIVE_FLAGS = { O2: ["-O2"], O3: ["-O3"], march: ["-O3", "-march=native"] };

mkdirSync("build/native", { recursive: true });
for (const [name, flags] of Object.entries(NATIVE_FLAGS)) {
  const args = [
    ...flags,
    "-ffp-contract=off",
    "-Wall",
    "-o",
    `build/native/bench-native-${name}`,
    "bench/native/main.c",
    "-lm",
  ];
  try {
    execFileSync(process.env.CC ?? "gcc", args, { stdio: ["ignore", "inherit", "inherit"] });
  } catch (error) {
    console.error(
      `build-native: gcc ${args.join(" ")} failed (${error.message.split("\n")[0]}); ` +
        "install gcc (Debian: apt-get install gcc)",
    );
    process.exit(1);
  }
}
