// Rivest's table 2 (experiments/papers/rivest-1987.ts): every number read again, by a
// separate parser, from the source text kept in the repository
// (docs/papers/rivest-1987-table2.txt), and the table's own arithmetic.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { rivestTable2, rivestTable2Totals } from "../experiments/papers/rivest-1987.js";

const excerpt = readFileSync(fileURLToPath(new URL("../docs/papers/rivest-1987-table2.txt", import.meta.url)), "utf8");

/** The table's rows as printed: "<bound> second(s)|moves<TAB>MM<TAB>AB<TAB>ties", and the "Total" rows. */
function readTable(text: string) {
  const body = text.split(/^=== excerpt ===\n/m)[1];
  const rows: { resource: "time" | "moves"; bound: number; mmWins: number; abWins: number; ties: number }[] = [];
  const totals: { mmWins: number; abWins: number; ties: number }[] = [];
  for (const line of body.split("\n")) {
    const cells = line
      .split("\t")
      .map((c) => c.trim())
      .filter((c) => c !== "");
    if (cells.length !== 4 || !cells.slice(1).every((c) => /^\d+$/.test(c))) continue;
    const [mmWins, abWins, ties] = cells.slice(1).map(Number);
    const bound = /^(\d+) (seconds?|moves)$/.exec(cells[0]);
    if (bound)
      rows.push({ resource: bound[2] === "moves" ? "moves" : "time", bound: Number(bound[1]), mmWins, abWins, ties });
    else if (cells[0] === "Total") totals.push({ mmWins, abWins, ties });
  }
  return { rows, totals };
}

describe("Rivest's table 2", () => {
  const read = readTable(excerpt);

  test("every number matches the source text (docs/papers/rivest-1987-table2.txt)", () => {
    expect(read.rows).toEqual(rivestTable2);
    expect(read.totals).toEqual([rivestTable2Totals.time, rivestTable2Totals.moves]);
  });

  test("the totals are the sums of the rows; every row is 98 games, every experiment 490", () => {
    for (const resource of ["time", "moves"] as const) {
      const rows = rivestTable2.filter((r) => r.resource === resource);
      expect(rows).toHaveLength(5);
      const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
      expect({ mmWins: sum((r) => r.mmWins), abWins: sum((r) => r.abWins), ties: sum((r) => r.ties) }).toEqual(
        rivestTable2Totals[resource],
      );
      for (const r of rows) expect(r.mmWins + r.abWins + r.ties).toBe(98);
      const t = rivestTable2Totals[resource];
      expect(t.mmWins + t.abWins + t.ties).toBe(490);
    }
    expect(rivestTable2.map((r) => r.bound)).toEqual([1, 2, 3, 4, 5, 1000, 2000, 3000, 4000, 5000]);
  });
});
