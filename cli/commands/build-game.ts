// `bestfirst build-game`: compiles an AssemblyScript game class into a game core that
// `--core`, createWasmEngine({ core }) and createSearcher({ core }) search (kit/,
// docs/your-game.md). asc's diagnostics of a file that does not compile are printed as
// asc prints them, then one line; a class without a protocol member gets one line naming it.

import type { Command } from "commander";
import { buildGame } from "../../kit/build-game.js";

export function registerBuildGame(program: Command, run: (name: string, body: () => Promise<void>) => void): void {
  program
    .command("build-game <file>")
    .description(
      "compile an AssemblyScript game class (docs/your-game.md) with every search into a game core (.wasm); " +
        "needs assemblyscript installed",
    )
    .option("--out <file>", "the .wasm to write (default: <file> with .wasm)")
    .option(
      "--export <Class>",
      "the game class (default: the file's one exported class, or its one exported @final class)",
    )
    .addHelpText(
      "after",
      "\nExamples:\n  npx bestfirst build-game my-game.ts\n" +
        "  npx bestfirst search --core my-game.wasm --algorithm bestfirst --bound 8",
    )
    .action((file: string, o: { out?: string; export?: string }) =>
      run("build-game", async () => {
        const built = await buildGame({ file, out: o.out, className: o.export });
        process.stdout.write(`wrote ${built.out} (${built.bytes} bytes): the game core of ${built.className}\n`);
      }),
    );
}
