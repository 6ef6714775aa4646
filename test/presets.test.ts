// A preset is a shorthand: its search is the same search with the preset's settings written
// out, node for node on both engines, and a setting the request gives wins over the
// preset's. The oracle is the row written out here by hand, not read from the table, so a
// row that changed its settings fails. Unknown and planned presets are refused in one line.

import { expect, test } from "vitest";
import { PRESETS, searchGame, type SearchRequest } from "../index.js";
import { Nim } from "../examples/nim.js";
import { cli, engines, expectUsageLine, refusal } from "./helpers.js";

const othello = { game: "othello" as const, moves: ["f5", "d6", "c3"] };
const connect4 = { game: "connect4" as const, moves: ["4", "4", "3"] };

/** The report's parts that must agree: everything but the time. */
function counted(r: ReturnType<(typeof engines)[number]["search"]>) {
  return { move: r.move, value: r.value, pv: r.pv, nodes: r.nodes };
}

test("alphabeta-tt:engine is alphabeta-tt with pvs, node for node, on both engines", () => {
  expect(PRESETS["alphabeta-tt"]!.engine.settings).toEqual({ pvs: true });
  for (const position of [othello, connect4]) {
    const base = { position, algorithm: "alphabeta-tt", horizon: 5 } as const;
    const plain = counted(engines[0].search(base));
    const written = counted(engines[0].search({ ...base, pvs: true }));
    for (const engine of engines) {
      const preset = counted(engine.search({ ...base, preset: "engine" }));
      expect(preset).toEqual(written);
      // The written-out search is not the plain one here: the test would miss a preset that does nothing.
      expect(preset.nodes).not.toEqual(plain.nodes);
    }
  }
});

test("a setting the request gives wins over its preset's", () => {
  const base = { position: othello, algorithm: "alphabeta-tt", horizon: 5 } as const;
  for (const engine of engines)
    expect(counted(engine.search({ ...base, preset: "engine", pvs: false }))).toEqual(counted(engine.search(base)));
});

test("a game of your own takes a preset as an engine's game does", () => {
  const base = { algorithm: "alphabeta-tt", horizon: 5 } as const;
  const a = searchGame(new Nim([3, 4, 5]), { ...base, preset: "engine" });
  const b = searchGame(new Nim([3, 4, 5]), { ...base, pvs: true });
  expect(a.nodes).toEqual(b.nodes);
  expect(a.nodes).not.toEqual(searchGame(new Nim([3, 4, 5]), base).nodes);
});

test("unknown and planned presets are refused in one line", () => {
  const ask = (algorithm: string, preset: unknown) =>
    ({ position: connect4, algorithm, horizon: 3, bound: 3, preset }) as unknown as SearchRequest;
  for (const engine of engines) {
    expect(refusal(() => engine.search(ask("alphabeta-tt", "fast")))).toBe(
      'unknown preset "fast" for alphabeta-tt; its presets: engine',
    );
    expect(refusal(() => engine.search(ask("minimax", "engine")))).toBe(
      'unknown preset "engine" for minimax; minimax has no presets',
    );
    expect(refusal(() => engine.search(ask("bestfirst", "ubfm")))).toBe(
      "preset bestfirst:ubfm (the refined best-first minimax, UBFM) is not built yet",
    );
    expect(refusal(() => engine.search(ask("alphabeta-tt", 3)))).toBe("preset must be a preset's name, got 3");
  }
});

test("search --preset is the request's preset", () => {
  const args = ["search", "--game", "othello", "--moves", "f5,d6,c3", "--algorithm", "alphabeta-tt", "--horizon", "5"];
  const printed = (...more: string[]) => {
    const { ms: _, ...r } = JSON.parse(cli(...args, ...more, "--json").stdout);
    return r;
  };
  expect(printed("--preset", "engine")).toEqual(printed("--pvs"));
  expect(printed("--preset", "engine")).not.toEqual(printed());
  expectUsageLine(cli(...args, "--preset", "fast"), /unknown preset "fast" for alphabeta-tt; its presets: engine/);
});
