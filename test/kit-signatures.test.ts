// The game kit's signature check (issue 41): build-game holds a user's class to the
// protocol's table before asc runs, and tells each wrong signature at the user's own file
// and line, one line a problem (test/fixtures/kit/wrong-*.ts, constructor-argument.ts);
// the fake compiler given proves asc is never reached. Every class the kit's other tests
// build (they compile and run) passes the check untouched.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { BestfirstError } from "../index.js";
import { buildGame, loadInstalledParser, type Asc } from "../kit/build-game.js";
import { protocolProblems } from "../kit/signatures.js";
import { cli } from "./helpers.js";

const fixtures = fileURLToPath(new URL("./fixtures/kit/", import.meta.url));
const root = fileURLToPath(new URL("../", import.meta.url));

/** A compiler that must not be called: the check comes first. */
let compiled = 0;
const fakeAsc = async (): Promise<Asc> => ({
  main: async () => {
    compiled++;
    return { error: new Error("asc was called") };
  },
});

/** build-game's error on fixture `name`, asc never run. */
async function refusal(name: string): Promise<Error> {
  const before = compiled;
  const error = await buildGame({ file: join(fixtures, name), loadAsc: fakeAsc, diagnostics: () => {} }).then(
    () => new Error("it built"),
    (e: Error) => e,
  );
  expect(compiled, `${name}: asc was run`).toBe(before);
  expect(error, name).toBeInstanceOf(BestfirstError);
  return error;
}

test("evaluate(): f64 is one line at the user's line 12, before asc runs", async () => {
  const error = await refusal("wrong-evaluate.ts");
  expect(error.message).toBe(`${join(fixtures, "wrong-evaluate.ts")}:12: evaluate() must return i32, not f64`);
});

test("a constructor with an argument is told at its line", async () => {
  const error = await refusal("constructor-argument.ts");
  expect(error.message).toMatch(
    new RegExp(
      /^\/.*constructor-argument\.ts:8: the constructor must take no arguments /.source +
        /\(the core makes the game with `new Sized\(\)`\), not size/.source,
    ),
  );
  expect(error.message.split("\n")).toHaveLength(1);
});

test("a missing method names the class's line", async () => {
  const error = await refusal("missing-method.ts");
  expect(error.message).toBe(
    `${join(fixtures, "missing-method.ts")}:3: class Incomplete lacks undo and moveName, ` +
      "which a game must have (the protocol: docs/your-game.md)",
  );
});

test("many problems, one line each at its own file and line, a base class's in the base's file", async () => {
  const error = await refusal("wrong-signatures.ts");
  const own = join(fixtures, "wrong-signatures.ts");
  const base = join(fixtures, "wrong-base.ts");
  const lines = error.message.split("\n");
  // Each line's file and line number, and the member it is about (the fixture's lines, read by eye).
  const wanted: [string, number, RegExp][] = [
    [own, 9, /^class ManyWrong lacks maxToMove, which a game must have/],
    [own, 10, /^decisive must be a field or a getter/],
    [base, 7, /^moveCount\(\) must return i32, not i64$/],
    [own, 11, /^play\(\)'s argument move must be i32, not string/],
    [own, 12, /^undo\(\) must be public/],
    [own, 13, /^isTerminal\(\) must return bool, not i32$/],
    [own, 14, /^evaluate\(\) must return i32, not f64$/], // through the file's alias Score = f64
    [own, 15, /^moveName\(\) must take one argument, not 2/],
    [own, 16, /^childValue must be a method childValue\(move: i32\): i32, not a field$/],
    [own, 17, /^solve\(\) must not be static/],
  ];
  expect(lines).toHaveLength(wanted.length);
  for (const [file, line, what] of wanted) {
    const found = lines.find((l) => l.startsWith(`${file}:${line}: `));
    expect(found, `${file}:${line}`).toBeDefined();
    expect(found!.slice(`${file}:${line}: `.length)).toMatch(what);
  }
});

test("the CLI: the problem's line, exit 2, no compile", () => {
  const file = join(fixtures, "wrong-evaluate.ts");
  const r = cli("build-game", file, "--out", join(fixtures, "never-written.wasm"));
  expect(r.code).toBe(2);
  expect(r.stderr).toBe(`bestfirst build-game: ${file}:12: evaluate() must return i32, not f64\n`);
  expect(r.stdout).toBe("");
});

test("every class the kit's tests and the example build passes the check", async () => {
  const parser = (await loadInstalledParser())!;
  const read = (path: string) => readFileSync(path, "utf8");
  const built: [string, string][] = [
    ["test/fixtures/kit/nim.ts", "Nim"],
    ["test/fixtures/kit/broken.ts", "Broken"],
    ["test/fixtures/kit/compile-error.ts", "Broken"], // its error is in a body, for asc to tell
    ["test/fixtures/kit/forgetful-undo.ts", "ForgetfulUndo"],
    ["test/fixtures/kit/looping-nim.ts", "LoopingNim"],
    ["test/fixtures/kit/looping-nim.ts", "NeverStarts"],
    ["test/fixtures/kit/slow-game.ts", "SlowGame"],
    ["test/fixtures/kit/trap-game.ts", "TrapGame"],
    ["examples/breakthrough/assembly/breakthrough.ts", "Breakthrough"],
    ["test/fixtures/breakthrough/boards.ts", "Breakthrough5x4"], // its base imported from the example
  ];
  for (const [file, className] of built) {
    const path = join(root, file);
    expect(protocolProblems(parser, path, file, read(path), className, read), file).toEqual([]);
  }
});
