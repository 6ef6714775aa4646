// The decision-quality run's tables as Markdown (for the terminal, the report and
// docs/reproductions.md): one table per branching factor - alpha-beta at each horizon beside
// best-first at each stopping depth - and the regeneration overhead counted both ways
// beside the report's figures.

import type { QualityPoint, QualitySummary, RegenerationRow } from "./types.js";

const round = (x: number) => Math.round(x).toLocaleString("en-US");
const pct1 = (x: number) => x.toFixed(1);

/**
 * Alpha-beta's percent correct at `nodes` nodes, read off its line in the figure (linear
 * in log nodes between its two neighbouring horizons); undefined outside its range.
 */
export function alphabetaAt(summary: QualitySummary, b: number, nodes: number): number | undefined {
  const line = summary.points.filter((p) => p.b === b && p.algorithm === "alphabeta").sort((x, y) => x.depth - y.depth);
  for (let i = 0; i + 1 < line.length; i++) {
    const [lo, hi] = [line[i], line[i + 1]];
    if (nodes >= lo.nodes && nodes <= hi.nodes) {
      const t = hi.nodes === lo.nodes ? 0 : Math.log(nodes / lo.nodes) / Math.log(hi.nodes / lo.nodes);
      return lo.correctPct + t * (hi.correctPct - lo.correctPct);
    }
  }
  return undefined;
}

/** Figure 4's numbers for one branching factor. */
export function figureTable(summary: QualitySummary, b: number): string[] {
  const at = (algorithm: QualityPoint["algorithm"], depth: number) =>
    summary.points.find((p) => p.b === b && p.algorithm === algorithm && p.depth === depth);
  const bf1 = at("bestfirst", 1);
  if (!bf1) return [];
  const ties = summary.rootTies.find((t) => t.b === b)!;
  const lines = [
    `b = ${b}, d = ${bf1.d}: ${bf1.trees.toLocaleString("en-US")} trees, ${ties.tied} with two or more best root moves`,
    "",
    "| depth | AB nodes (report: expansion) | AB nodes (spec: one at a time) | AB correct % | BF nodes | BF nodes " +
      "with regenerations | BF correct % | BF − AB at BF's nodes | same, with regenerations |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const ahead = (bf: QualityPoint, nodes: number) => {
    const ab = alphabetaAt(summary, b, nodes);
    return ab === undefined ? "-" : `${bf.correctPct - ab >= 0 ? "+" : ""}${(bf.correctPct - ab).toFixed(1)}`;
  };
  for (let k = 1; k <= bf1.d; k++) {
    const ab = at("alphabeta", k),
      spec = at("alphabeta-spec", k),
      bf = at("bestfirst", k)!;
    lines.push(
      `| ${k} | ${ab ? round(ab.nodes) : "-"} | ${spec ? round(spec.nodes) : "-"} | ` +
        `${ab ? pct1(ab.correctPct) : "-"} | ${round(bf.nodes)} | ${round(bf.nodesWithRegenerations)} | ` +
        `${pct1(bf.correctPct)} | ${ahead(bf, bf.nodes)} | ${ahead(bf, bf.nodesWithRegenerations)} |`,
    );
  }
  return lines;
}

/** The regeneration overhead per b: the exact ledger and the report's test, per stopping depth and over all. */
export function regenerationTable(summary: QualitySummary): string[] {
  const lines = [
    "| b | d | count | overhead at stopping depth k = 1..d (%) | over all k | 1992 report |",
    "|---:|---:|---|---|---:|---:|",
  ];
  const bs = [...new Set(summary.regeneration.rows.map((r) => r.b))];
  for (const b of bs) {
    const rows = summary.regeneration.rows.filter((r) => r.b === b);
    const per = rows.filter((r) => r.depth !== null),
      all = rows.find((r) => r.depth === null)!;
    const report = summary.regeneration.report[b];
    const line = (name: string, f: (r: RegenerationRow) => number) =>
      `| ${b} | ${all.d} | ${name} | ${per.map((r) => Math.round(f(r))).join(" ")} | ${Math.round(f(all))} % | ` +
      `${report === undefined ? "-" : `${report} %`} |`;
    lines.push(
      line("exact (ledger)", (r) => r.ledgerPct),
      line("report's test (Value ≠ Static)", (r) => r.testPct),
    );
  }
  return lines;
}

/** How often the 1992 inheritance rule gave a child a value other than its static one. */
export function inheritanceLine(summary: QualitySummary): string {
  const all = summary.regeneration.rows.filter((r) => r.depth === null);
  return all
    .map((r) => `b = ${r.b}: ${r.inheritChanged} children (${r.inheritChangedPct.toFixed(4)} % of nodes generated)`)
    .join("; ");
}

/** Everything, for the terminal. */
export function qualityText(summary: QualitySummary): string {
  const bs = [...new Set(summary.points.map((p) => p.b))];
  return [
    ...bs.flatMap((b) => [...figureTable(summary, b), ""]),
    "Regeneration overhead of RBFMS (1992), regenerated / generated once:",
    "",
    ...regenerationTable(summary),
    "",
    `Inheritance min(Value, Static) differing from Static: ${inheritanceLine(summary)}`,
  ].join("\n");
}
