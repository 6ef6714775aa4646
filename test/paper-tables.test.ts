// The paper's tables 1-4 (experiments/papers/korf-chickering-1994.ts): their shape, and every number
// read again, by a separate OCR-tolerant parser, from the pages of the paper's text
// extraction kept in the repository (docs/papers/korf-chickering-1994-tables.txt).

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { paperSeries, paperSeriesFor } from "../experiments/papers/korf-chickering-1994.js";

const excerpt = readFileSync(
  fileURLToPath(new URL("../docs/papers/korf-chickering-1994-tables.txt", import.meta.url)),
  "utf8",
);

/** A number as the OCR printed it: I, i, l = 1; O = 0; a trailing %, Z, ~ or X is the percent sign. */
const number = (token: string) =>
  Number(
    token
      .replace(/[%Z~X]$/, "")
      .replace(/[Iil]/g, "1")
      .replace(/O/g, "0"),
  );

interface ReadSeries {
  table: number;
  page: number;
  game: string;
  algorithm: string;
  branching: number | null;
  columns: number;
  bfDepths: number[];
  bfWinPct: number[];
}

/**
 * Every series of the excerpt: its rows "[B=b, ]BF depth ..." and "[B=b, ]BF wins ...",
 * attributed to the table whose caption ("Table N: ...") follows them on the same page,
 * the game and algorithm read from that caption, the number of columns from the table's
 * "AB depth" row.
 */
function readExcerpt(text: string): ReadSeries[] {
  const series: ReadSeries[] = [];
  const pages = text.split(/^=== page (\d+) ===\n/m).slice(1);
  for (let k = 0; k < pages.length; k += 2) {
    const page = Number(pages[k]);
    let pending: ReadSeries[] = [];
    let columns = 0;
    for (const raw of pages[k + 1].split("\n")) {
      const line = raw.trim();
      const ab = /^AB depth (.*)$/.exec(line);
      if (ab) columns = ab[1].trim().split(/\s+/).length;
      const row = /^(?:B=(\S+), )?BF (depth|wins) (.*)$/.exec(line);
      if (row) {
        const branching = row[1] === undefined ? null : number(row[1]);
        const values = row[3].trim().split(/\s+/).map(number);
        let s = pending.find((p) => p.branching === branching);
        if (!s)
          pending.push(
            (s = { table: 0, page, game: "", algorithm: "", branching, columns, bfDepths: [], bfWinPct: [] }),
          );
        if (row[2] === "depth") s.bfDepths = values;
        else s.bfWinPct = values;
      }
      const caption = /^Table (\d): (.*)$/.exec(line);
      if (caption) {
        for (const s of pending) {
          s.table = Number(caption[1]);
          s.game = /Othello/.test(caption[2]) ? "othello" : /random games/.test(caption[2]) ? "random" : "?";
          s.algorithm = /extension/.test(caption[2])
            ? "extension"
            : /pure best-first/.test(caption[2])
              ? "bestfirst"
              : "?";
        }
        series.push(...pending);
        pending = [];
      }
    }
    expect(pending, `rows without a caption on page ${page}`).toEqual([]);
  }
  return series;
}

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

  test("every number matches the paper's text (docs/papers/korf-chickering-1994-tables.txt)", () => {
    const read = readExcerpt(excerpt);
    expect(read.map(({ columns: _, ...s }) => s)).toEqual(
      paperSeries.map((s) => ({
        table: s.table,
        page: s.page,
        game: s.game,
        algorithm: s.algorithm,
        branching: s.branching,
        bfDepths: s.bfDepths,
        bfWinPct: s.bfWinPct,
      })),
    );
    // Each table's "AB depth" row has a column for every depth of its longest series.
    for (const table of [1, 2, 3, 4]) {
      const longest = Math.max(...paperSeries.filter((s) => s.table === table).map((s) => s.abDepths.length));
      expect(read.filter((s) => s.table === table).map((s) => s.columns)).toEqual(
        paperSeries.filter((s) => s.table === table).map(() => longest),
      );
    }
  });

  test("every series names its source: the paper, its table and its page of the excerpt", () => {
    for (const s of paperSeries) {
      expect(s.source).toContain("AAAI-94");
      expect(s.source).toContain(`table ${s.table},`);
      expect(s.source).toContain(`page ${s.page} `);
      expect(s.source).toContain("docs/papers/korf-chickering-1994-tables.txt");
    }
  });
});
