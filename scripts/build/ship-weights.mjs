// Writes a weights file of `bestfirst train --game othello` into contract/othello-weights-shipped.ts
// (base64, in lines of 100 characters), the learned evaluation both engines read: the
// package carries it as a module, so Node, bundlers, workers and browsers load it without
// a file path. Usage: node scripts/build/ship-weights.mjs FILE "the commands that made it" (a line each)
import { readFileSync, writeFileSync } from "node:fs";

const [file, command] = process.argv.slice(2);
if (!file || !command) {
  console.error('usage: node scripts/build/ship-weights.mjs FILE "the train command that wrote it"');
  process.exit(2);
}
const bytes = readFileSync(file);
const base64 = bytes.toString("base64");
const lines = [];
for (let at = 0; at < base64.length; at += 100) lines.push(`  "${base64.slice(at, at + 100)}",`);
writeFileSync(
  "contract/othello-weights-shipped.ts",
  `// The learned Othello evaluation's weights file as shipped (docs/train.md), written by
// scripts/build/ship-weights.mjs (${bytes.length} bytes, base64; do not edit) from the file of
${command
  .split("\n")
  .map((line) => `//   ${line}`)
  .join("\n")}
// Both engines decode these bytes
// (reference/games/othello-weights.ts, assembly/games/othello-learned-table.ts).

/** The shipped weights file, base64. */
const BASE64: readonly string[] = [
${lines.join("\n")}
];

let bytes: Uint8Array | undefined;

/** The shipped weights file's bytes (decoded once; the caller must not change them). */
export function shippedWeightsBytes(): Uint8Array {
  bytes ??= Uint8Array.from(atob(BASE64.join("")), (c) => c.charCodeAt(0));
  return bytes;
}
`,
);
console.log(`wrote contract/othello-weights-shipped.ts from ${file} (${bytes.length} bytes)`);
