// The command line's status line for a long search (cli/watched.ts): nodes, rate, and the
// principal variation so far with its value, cut to fit one terminal line.

import { expect, test } from "vitest";
import { describe as status } from "../cli/watched.js";

const nodes = { generated: 2_500_000, expanded: 600_000, regenerated: 0 };

test("the status line shows the first 8 moves of the line, how long it is, and its value", () => {
  const pv = ["d3", "c5", "f6", "f5", "e6", "e3", "c3", "d2", "c4", "b4"];
  expect(status("searching", { nodes, ms: 1000, pv, value: -4 }, 1500)).toBe(
    "searching: 2.50M nodes (2.50M/s), line d3 c5 f6 f5 e6 e3 c3 d2 ... (10) value -4, 1.5 s",
  );
  expect(status("searching", { nodes, ms: 1000, pv: ["e6"], value: 3 }, 1500)).toBe(
    "searching: 2.50M nodes (2.50M/s), line e6 value 3, 1.5 s",
  );
});

test("no line known (alpha-beta to a fixed horizon): nodes and time only", () => {
  expect(status("searching", { nodes, ms: 1000, pv: [] }, 2000)).toBe("searching: 2.50M nodes (2.50M/s), 2.0 s");
  expect(status("searching", undefined, 2000)).toBe("searching: 2.0 s");
});
