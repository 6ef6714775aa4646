// The long runs' progress bar (cli/progress.ts) on a terminal: the time left in words,
// never cli-progress's raw "NULL" (it printed "LLs left") while the rate is not known, and
// a resumed run's rate counted from its own start.

import { Writable } from "node:stream";
import { expect, test } from "vitest";
import { progressBar, timeLeft } from "../cli/progress.js";

/** A terminal that keeps what is written to it. */
function terminal(): { stream: NodeJS.WriteStream; text: () => string } {
  let text = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  }) as unknown as NodeJS.WriteStream;
  Object.assign(stream, { isTTY: true, columns: 200 });
  return { stream, text: () => text };
}

test("the time left is words: not known before anything is done, then seconds, minutes and hours", () => {
  expect(timeLeft(10, 0)).toBe("time left not known yet");
  expect(timeLeft(10, NaN)).toBe("time left not known yet");
  expect(timeLeft(0, 3)).toBe("done");
  expect(timeLeft(10, 4)).toBe("3 s left");
  expect(timeLeft(150, 1)).toBe("2 min 30 s left");
  expect(timeLeft(7384, 1)).toBe("2 h 3 min left");
});

test("a bar on a terminal never shows a raw unknown time, also when resumed half-way", () => {
  const { stream, text } = terminal();
  const bar = progressBar("trees", stream)!;
  bar.update({ phase: "trees", gamesDone: 50, gamesPlanned: 100 } as Parameters<typeof bar.update>[0]);
  bar.stop();
  expect(text()).toContain("50/100 trees | 0.0 trees/s | time left not known yet");
  expect(text()).not.toMatch(/NULL|LL/);
});
