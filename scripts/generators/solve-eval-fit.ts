// Fits the weights of the solver's ordering evaluation (reference/games/othello-solve-eval.ts)
// by least squares against the exact margins of scripts/generators/solve-eval-data.ts's positions:
//   npx tsx scripts/generators/solve-eval-fit.ts DATA.tsv [--write]
// Prints the weights (in 1/SCALE discs, rounded), the fit's error, and how often each
// ordering key puts first a best child among siblings (the parents of the data, every
// fourth game held out of the fit). --write fits again on every game (the half-edge table
// with ridge 20) and writes the weights into both engines' sources.

import { readFileSync, writeFileSync } from "node:fs";
import { fromText, naiveHalves } from "../../oracles/othello-naive.js";
import { bits, legalMoves, popcount as pc } from "../../reference/games/othello-bits.js";
import { evaluate } from "../../reference/games/othello-eval.js";
import { FEATURES, PATTERN_SIZE, SCALE, halfEdges, solveFeatures } from "../../reference/games/othello-solve-eval.js";

interface Row {
  game: number;
  parent: number;
  empties: number;
  value: number;
  f: Int32Array;
  replies: number;
  old: number;
}
const rows: Row[] = [];
for (const line of readFileSync(process.argv[2], "utf8").trim().split("\n")) {
  const [game, parent, board, value] = line.split("\t");
  const p = fromText(board);
  const [pHi, pLo] = naiveHalves(p.cells, p.toMove),
    [oHi, oLo] = naiveHalves(p.cells, 3 - p.toMove);
  const f = new Int32Array(FEATURES + 8);
  solveFeatures(pHi, pLo, oHi, oLo, f);
  halfEdges(pHi, pLo, oHi, oLo, f, FEATURES);
  legalMoves(pHi, pLo, oHi, oLo);
  const replies = pc(bits.hi) + pc(bits.lo);
  const old =
    (p.toMove === 1 ? 1 : -1) *
    evaluate(...((p.toMove === 1 ? [pHi, pLo, oHi, oLo] : [oHi, oLo, pHi, pLo]) as [number, number, number, number]));
  rows.push({
    game: Number(game),
    parent: Number(parent),
    empties: p.cells.filter((c) => c === 0).length,
    value: Number(value),
    f,
    replies,
    old,
  });
}
const train = rows.filter((r) => r.game % 4 !== 0),
  test = rows.filter((r) => r.game % 4 === 0);

/** The row's design: (column, value) pairs, the half-edge configurations after the features when `patterns`. */
function design(r: Row, patterns: boolean): [number, number][] {
  const d: [number, number][] = [];
  for (let i = 0; i < FEATURES; i++) d.push([i, r.f[i]]);
  if (patterns) for (let k = 0; k < 8; k++) d.push([FEATURES + r.f[FEATURES + k], 1]);
  return d;
}

/** Least squares (ridge `lambda`) of value * SCALE on the design. */
function fit(data: Row[], patterns: boolean, lambda = 1): number[] {
  const n = FEATURES + (patterns ? PATTERN_SIZE : 0),
    A = Array.from({ length: n }, () => new Float64Array(n + 1));
  for (const r of data) {
    const d = design(r, patterns);
    for (const [i, x] of d) {
      for (const [j, y] of d) A[i][j] += x * y;
      A[i][n] += x * r.value * SCALE;
    }
  }
  for (let i = 1; i < n; i++) A[i][i] += lambda;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r][c]) > Math.abs(A[p][c])) p = r;
    [A[c], A[p]] = [A[p], A[c]];
    for (let r = 0; r < n; r++)
      if (r !== c && A[r][c] !== 0) {
        const k = A[r][c] / A[c][c];
        for (let j = c; j <= n; j++) A[r][j] -= k * A[c][j];
      }
  }
  return A.map((row, i) => Math.round(row[n] / row[i]));
}
const predict = (w: number[], r: Row) => design(r, w.length > FEATURES).reduce((s, [i, x]) => s + w[i] * x, 0);

function report(name: string, data: Row[], key: (r: Row) => number) {
  const groups = new Map<string, Row[]>();
  for (const r of data) {
    const k = `${r.game}/${r.parent}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  let top = 0,
    regret = 0,
    count = 0;
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    const best = Math.min(...g.map((r) => r.value));
    const first = g.reduce((a, b) => (key(b) < key(a) ? b : a));
    count++;
    if (first.value === best) top++;
    regret += first.value - best;
  }
  console.log(
    `${name.padEnd(28)} best first ${((100 * top) / count).toFixed(1)} %  ` +
      `mean regret ${(regret / count).toFixed(2)} discs  (${count} parents)`,
  );
}

report("replies", test, (r) => r.replies);
report("old eval + 2 replies", test, (r) => r.old + 200 * r.replies);
for (const [patterns, lambda] of [
  [false, 1],
  [true, 5],
  [true, 20],
  [true, 80],
] as const) {
  const w = fit(train, patterns, lambda);
  console.log(
    patterns ? `with half-edges (ridge ${lambda})` : "features only",
    "weights",
    w.slice(0, FEATURES).join(", "),
  );
  const rmse = (data: Row[]) =>
    Math.sqrt(data.reduce((s, r) => s + (predict(w, r) / SCALE - r.value) ** 2, 0) / data.length);
  console.log(
    `rmse train ${rmse(train).toFixed(2)} test ${rmse(test).toFixed(2)} discs (${train.length}/${test.length})`,
  );
  for (const k of [0, 1, 2, 3])
    report(`new eval + ${k} disc/reply`, test, (r) => predict(w, r) + k * SCALE * r.replies);
  // The weights written: fitted again on every row, the held-out games included.
  if (patterns && lambda === 20 && process.argv[3] === "--write") write(fit(rows, true, 20));
}

/** An array literal's numbers on lines of at most 120 columns, indented 2 spaces (`last`: after the last). */
function wrapped(values: number[], last = ""): string {
  const lines = [""];
  values.forEach((value, i) => {
    const item = `${value}${i < values.length - 1 ? "," : last}`;
    const line = lines[lines.length - 1];
    if (line === "") lines[lines.length - 1] = `  ${item}`;
    else if (line.length + 1 + item.length > 120) lines.push(`  ${item}`);
    else lines[lines.length - 1] = `${line} ${item}`;
  });
  return `\n${lines.join("\n")}\n`;
}

/** Writes the weights into both engines' sources (the core's named constants, the reference's arrays). */
function write(w: number[]): void {
  const names = [
    "BIAS",
    "MOBILITY_P",
    "MOBILITY_O",
    "POTENTIAL",
    "CORNER",
    "X_SQUARE",
    "C_SQUARE",
    "STABLE_P",
    "STABLE_O",
    "DISC",
    "PARITY",
  ];
  const table = w.slice(FEATURES);
  const core = new URL("../../assembly/games/othello-solve-eval.ts", import.meta.url);
  let text = readFileSync(core, "utf8");
  names.forEach((name, i) => {
    text = text.replace(new RegExp(`const ${name}: i32 = -?\\d+;`), `const ${name}: i32 = ${w[i]};`);
  });
  writeFileSync(
    core,
    text.replace(
      /const HALF_EDGE: StaticArray<i32> = \[[^\]]*\];/,
      `const HALF_EDGE: StaticArray<i32> = [${wrapped(table)}];`,
    ),
  );
  const reference = new URL("../../reference/games/othello-solve-eval.ts", import.meta.url);
  writeFileSync(
    reference,
    readFileSync(reference, "utf8")
      .replace(/export const WEIGHTS = \[[^\]]*\];/, `export const WEIGHTS = [${w.slice(0, FEATURES).join(", ")}];`)
      .replace(
        /export const HALF_EDGE = new Int32Array\(\[[^\]]*\]\);/,
        `export const HALF_EDGE = new Int32Array([${wrapped(table, ",")}]);`,
      ),
  );
  console.log("weights written into assembly/games/othello-solve-eval.ts and reference/games/othello-solve-eval.ts");
}
