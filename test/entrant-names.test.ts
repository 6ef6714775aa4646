// The entrant grammar (contract/entrant-names.ts): every form read to what it names, every
// refusal one line naming the valid forms or the part named wrongly. The expected readings
// are written out here by hand; compare's --algorithms reads the same grammar.

import { expect, test } from "vitest";
import { entrantSettings, parseEntrant, parseEntrants, type Entrant } from "../index.js";
import { refusal } from "./helpers.js";

const FORMS = "name, name:preset, name+learned, name:preset+learned or level:N (N from 1 to 10)";

test("every form reads to its search, preset, evaluation or level", () => {
  const cases: [string, Entrant][] = [
    ["bestfirst", { form: "search", name: "bestfirst", algorithm: "bestfirst", learned: false }],
    [
      "alphabeta-tt:engine",
      { form: "search", name: "alphabeta-tt:engine", algorithm: "alphabeta-tt", preset: "engine", learned: false },
    ],
    ["id+learned", { form: "search", name: "id+learned", algorithm: "id", learned: true }],
    [
      "alphabeta-tt:engine+learned",
      {
        form: "search",
        name: "alphabeta-tt:engine+learned",
        algorithm: "alphabeta-tt",
        preset: "engine",
        learned: true,
      },
    ],
    ["level:1", { form: "level", name: "level:1", level: 1 }],
    ["level:10", { form: "level", name: "level:10", level: 10 }],
  ];
  for (const [text, entrant] of cases) expect(parseEntrant(text, { game: "othello" })).toEqual(entrant);
  expect(parseEntrant("alphabeta", { aliases: { alphabeta: "id" } })).toMatchObject({ algorithm: "id" });
});

test("an entrant's settings are its preset's and the learned evaluation", () => {
  const read = (text: string) => entrantSettings(parseEntrant(text) as Entrant & { form: "search" });
  expect(read("alphabeta-tt:engine+learned")).toEqual({ pvs: true, evaluation: "learned" });
  expect(read("mcts+learned")).toEqual({ evaluation: "learned" });
  expect(read("bestfirst")).toEqual({});
});

test("every refusal is one line", () => {
  const refused = (text: unknown, game?: string) => refusal(() => parseEntrant(text, { game }));
  for (const text of ["", "Id", "id:", "id+", "id+hand", ":engine", "id engine", "a:b:c", "id+learned:engine"])
    expect(refused(text)).toBe(`entrant ${JSON.stringify(text)} is not an entrant's name: an entrant is ${FORMS}`);
  expect(refused(7)).toBe(`entrant 7 is not an entrant's name: an entrant is ${FORMS}`);
  expect(refused("level:0")).toBe('entrant "level:0": a level is from 1 to 10');
  expect(refused("level:11")).toBe('entrant "level:11": a level is from 1 to 10');
  for (const text of ["level", "level:x", "level:5+learned"])
    expect(refused(text)).toBe(
      `entrant ${JSON.stringify(text)}: a level is level:N, N from 1 to 10 (it carries its own evaluation)`,
    );
  expect(refusal(() => parseEntrant("minimax", { searches: ["id", "mcts"] }))).toBe(
    `entrant "minimax": unknown search "minimax"; searches: id, mcts; forms: ${FORMS}`,
  );
  expect(refused("alphabeta-tt:fast")).toBe('unknown preset "fast" for alphabeta-tt; its presets: engine');
  expect(refused("bestfirst:ubfm")).toBe(
    "preset bestfirst:ubfm (the refined best-first minimax, UBFM) is not built yet",
  );
  expect(refused("id+learned", "connect4")).toBe(
    'entrant "id+learned": +learned (the learned evaluation) is for othello, not Connect-Four',
  );
  expect(refused("alphabeta-tt:engine+learned", "core")).toBe(
    'entrant "alphabeta-tt:engine+learned": +learned (the learned evaluation) is for othello, not a game of your own',
  );
  expect(refusal(() => parseEntrants("id, level:3,id"))).toBe('entrant "id" is named twice');
  expect(parseEntrants("id, level:3").map((e) => e.name)).toEqual(["id", "level:3"]);
});
