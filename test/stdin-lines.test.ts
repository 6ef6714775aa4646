// The line-length cap of the stdin protocols (cli/lines.ts, `solve --stdin`): a line
// longer than the cap is one error as soon as it passes the cap, in bounded memory,
// and the stream goes on after its newline; shorter lines are read as before.

import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { cappedLines, MAX_LINE_CHARS, type StreamLine } from "../cli/lines.js";
import { engines } from "./helpers.js";

const [wasm] = engines;
const cliPath = fileURLToPath(new URL("../dist/cli/main.js", import.meta.url));

async function linesOf(chunks: string[], max: number): Promise<StreamLine[]> {
  const out: StreamLine[] = [];
  for await (const line of cappedLines(
    (async function* () {
      yield* chunks;
    })(),
    max,
  ))
    out.push(line);
  return out;
}

describe("cappedLines", () => {
  test("lines split anywhere between chunks, the last one without a newline, empty lines", async () => {
    const text = "ab\n\ncde\nf";
    const whole = [{ text: "ab" }, { text: "" }, { text: "cde" }, { text: "f" }];
    for (let cut = 0; cut <= text.length; cut++)
      expect(await linesOf([text.slice(0, cut), text.slice(cut)], 3)).toEqual(whole);
    expect(await linesOf([..."ab\n"], 3)).toEqual([{ text: "ab" }]);
  });

  test("a line past the cap is one tooLong item, at the cap, then the next line; one at the cap is read", async () => {
    expect(await linesOf(["abcd\nabc\n"], 3)).toEqual([{ tooLong: true }, { text: "abc" }]);
    expect(await linesOf([..."abcdefgh", "\n", "x"], 3)).toEqual([{ tooLong: true }, { text: "x" }]);
    expect(await linesOf(["abcdefgh"], 3)).toEqual([{ tooLong: true }]);
  });

  test("an endless line gives its error before it ends, and holds at most the cap and a chunk", async () => {
    const chunk = "0".repeat(4096);
    let sent = 0;
    const endless = (async function* () {
      for (;;) {
        sent++;
        yield chunk;
      }
    })();
    const lines = cappedLines(endless, MAX_LINE_CHARS);
    expect((await lines.next()).value).toEqual({ tooLong: true });
    expect(sent).toBe(Math.floor(MAX_LINE_CHARS / chunk.length) + 1);
    await lines.return(undefined);
  });
});

test("solve --stdin: a line over the cap gets one error before its newline; the next is answered; exit 2", async () => {
  const child = spawn(process.execPath, [cliPath, "solve", "--game", "connect4", "--stdin"]);
  let stdout = "",
    stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  const ended = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  const refused = new Promise<void>((resolve) =>
    child.stderr.on("data", (d) => {
      stderr += d;
      if (stderr.includes("\n")) resolve();
    }),
  );
  // Four times the cap, and no newline: without the cap the line is held until its
  // newline, and this never resolves (the test times out).
  child.stdin.write("4".repeat(4 * MAX_LINE_CHARS));
  await refused;
  child.stdin.end("44444\n4455\n");
  expect(await ended).toBe(2);
  expect(stderr).toBe(
    `bestfirst solve: line 1: longer than ${MAX_LINE_CHARS} characters, and skipped: ` +
      "a line is the moves of a position, like 4453\n",
  );
  const r = wasm.solve({ game: "connect4", moves: [..."4455"] });
  expect(stdout.split("\n").map((l) => l.split(" ").slice(0, 3).join(" "))).toEqual([`4455 ${r.value} ${r.nodes}`, ""]);
});
