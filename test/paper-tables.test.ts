// The paper's tables 1-4 (experiments/paper-tables.ts): their shape, and, where the
// text extraction is at hand, every number read again from it by a separate OCR-tolerant
// parser.

import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { paperSeries, paperSeriesFor } from "../experiments/paper-tables.js";

const source = fileURLToPath(new URL("../../shared/papers/001_d7b77d2c031229a5.txt", import.meta.url));

describe("paper tables", () => {
  test("every series: depths 1..n, as many BF depths and percentages, depth 1 is the same player", () => {
    for (const s of paperSeries) {
      expect(s.abDepths).toEqual(s.abDepths.map((_, i) => i + 1));
      expect(s.bfDepths).toHaveLength(s.abDepths.length);
      expect(s.bfWinPct).toHaveLength(s.abDepths.length);
      expect([s.bfDepths[0], s.bfWinPct[0]]).toEqual([1, 50]);
      for (let i = 1; i < s.bfDepths.length; i++) expect(s.bfDepths[i]).toBeGreaterThan(s.bfDepths[i - 1]);
    }
    expect(paperSeries.map((s) => s.table)).toEqual([1, 2, 2, 2, 2, 2, 2, 3, 4, 4, 4, 4, 4, 4]);
  });

  test("the brief's reading of table 1", () => {
    const t1 = paperSeriesFor("othello", "bestfirst", 0, "random")!;
    expect(t1.bfDepths).toEqual([1, 4, 8, 12, 15, 19]);
    expect(t1.bfWinPct).toEqual([50, 66, 73, 72, 57, 61]);
  });

  test("random games are compared only with random branching, as the paper played", () => {
    expect(paperSeriesFor("random", "extension", 3, "random")?.table).toBe(4);
    expect(paperSeriesFor("random", "bestfirst", 3, "uniform")).toBeUndefined();
    expect(paperSeriesFor("random", "bestfirst", 7, "random")).toBeUndefined();
  });

  test.skipIf(!existsSync(source))("every number matches the text extraction", () => {
    const number = (token: string) => Number(token.replace(/[%Z~X]$/, "").replace(/[Iil]/g, "1").replace(/O/g, "0"));
    const rows = readFileSync(source, "utf8").split("\n")
      .map((line) => /^(?:B=\S+, )?BF (depth|wins) (.*)$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ kind: m[1], values: m[2].trim().split(/\s+/).map(number) }));
    const depths = rows.filter((r) => r.kind === "depth").map((r) => r.values);
    const wins = rows.filter((r) => r.kind === "wins").map((r) => r.values);
    expect(depths).toEqual(paperSeries.map((s) => s.bfDepths));
    expect(wins).toEqual(paperSeries.map((s) => s.bfWinPct));
  });
});
