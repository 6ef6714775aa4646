// The tournament view: a small random-tree tournament of the 1994 paper (best-first
// minimax against alpha-beta, pairs of games with colours swapped, B = 3) played in Web
// Workers, its chart drawn as pairs finish: best-first's win percentage and each side's
// nodes per alpha-beta depth.

import { compileCore } from "../index.browser.js";
import { tableRows } from "../experiments/tournament/table.js";
import type { PairResult, RandomPairJob, TableRow } from "../experiments/tournament/types.js";
import type { FromTournamentWorker, ToTournamentWorker } from "./tournament-worker.js";

export interface TournamentElements {
  start: HTMLButtonElement;
  cancel: HTMLButtonElement;
  pairs: HTMLInputElement;
  workers: HTMLInputElement;
  chart: SVGSVGElement;
  status: HTMLElement;
}

/** Alpha-beta depths and the best-first bounds matched to them by nodes (README: B = 3). */
const AB_DEPTHS = [1, 2, 3, 4];
const BF_DEPTHS = [1, 3, 6, 10];
const BRANCHING = 3;

export function startTournamentView(el: TournamentElements): void {
  let results: PairResult[] = [];
  let workers: Worker[] = [];
  let planned = 0;

  function jobs(pairs: number): RandomPairJob[] {
    return AB_DEPTHS.flatMap((abDepth, d) =>
      Array.from(
        { length: pairs },
        (_, i): RandomPairJob => ({
          game: "random",
          seed: i + 1,
          branching: BRANCHING,
          mode: "random",
          pairIndex: i,
          abDepth,
          bfDepth: BF_DEPTHS[d],
          algorithm: "bestfirst",
          match: "nodes",
        }),
      ),
    );
  }

  /** The paper's table of the pairs so far (experiments/tournament/table.ts), a row for every depth. */
  function rows(): TableRow[] {
    const played = tableRows(results);
    return AB_DEPTHS.map(
      (abDepth, d) =>
        played.find((r) => r.abDepth === abDepth) ?? {
          abDepth,
          bfDepth: BF_DEPTHS[d],
          pairs: 0,
          bfWins: 0,
          abWins: 0,
          ties: 0,
          bfWinPct: null,
          nodesBf: 0,
          nodesAb: 0,
          msBf: 0,
          msAb: 0,
          keptPerMoveBf: 0,
          keptPerMoveAb: 0,
          peakStoredBf: 0,
          peakStoredAb: 0,
        },
    );
  }

  function draw(): void {
    const svg = el.chart;
    const ns = "http://www.w3.org/2000/svg";
    const W = 640,
      H = 300,
      left = 48,
      bottom = 40,
      top = 20;
    const plotH = H - top - bottom,
      band = (W - left - 10) / AB_DEPTHS.length;
    const parts: SVGElement[] = [];
    const node = (tag: string, attrs: Record<string, string | number>, text?: string) => {
      const e = document.createElementNS(ns, tag) as SVGElement;
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
      if (text !== undefined) e.textContent = text;
      parts.push(e);
      return e;
    };
    svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
    for (const pct of [0, 25, 50, 75, 100]) {
      const y = top + plotH * (1 - pct / 100);
      node("line", { x1: left, x2: W - 10, y1: y, y2: y, class: pct === 50 ? "grid half" : "grid" });
      node("text", { x: left - 6, y: y + 4, "text-anchor": "end", class: "axis" }, `${pct}%`);
    }
    rows().forEach((row, i) => {
      const x = left + i * band + band * 0.2;
      const pct = row.bfWinPct ?? 0;
      const h = (plotH * pct) / 100;
      node("rect", { x, y: top + plotH - h, width: band * 0.6, height: h, class: "bar" });
      node(
        "text",
        { x: x + band * 0.3, y: top + plotH - h - 6, "text-anchor": "middle", class: "value" },
        row.bfWinPct !== null ? `${Math.round(pct)}%` : row.pairs ? "ties" : "",
      );
      node(
        "text",
        { x: x + band * 0.3, y: H - bottom + 16, "text-anchor": "middle", class: "axis" },
        `AB ${row.abDepth} / BF ${row.bfDepth}`,
      );
      node(
        "text",
        { x: x + band * 0.3, y: H - bottom + 32, "text-anchor": "middle", class: "axis small" },
        `${row.pairs} pairs, nodes ${row.pairs ? (row.nodesBf / row.nodesAb).toFixed(2) : "-"}×`,
      );
    });
    node(
      "text",
      {
        x: 12,
        y: top + plotH / 2,
        transform: `rotate(-90 12 ${top + plotH / 2})`,
        "text-anchor": "middle",
        class: "axis",
      },
      "best-first wins",
    );
    svg.replaceChildren(...parts);
    const done = results.length;
    el.status.textContent = planned ? `${done} of ${planned} pairs played${done === planned ? ": done" : "…"}` : "";
  }

  function stopWorkers(): void {
    for (const w of workers) w.terminate();
    workers = [];
    el.start.disabled = false;
    el.cancel.disabled = true;
  }

  el.start.addEventListener("click", async () => {
    stopWorkers();
    const pairs = Math.min(100, Math.max(1, Number(el.pairs.value) || 1));
    const count = Math.min(8, Math.max(1, Number(el.workers.value) || 1));
    const all = jobs(pairs);
    results = [];
    planned = all.length;
    el.start.disabled = true;
    el.cancel.disabled = false;
    draw();
    const module = await compileCore();
    let running = count;
    for (let k = 0; k < count; k++) {
      const worker = new Worker(new URL("./tournament-worker.ts", import.meta.url), { type: "module" });
      worker.onmessage = ({ data }: MessageEvent<FromTournamentWorker>) => {
        if ("result" in data) {
          results.push(data.result);
          draw();
        } else if ("error" in data) {
          el.status.textContent = `A worker failed: ${data.error}`;
          stopWorkers();
        } else if (--running === 0) stopWorkers();
      };
      // Deal the pairs round-robin: each worker gets every depth.
      worker.postMessage({ module, jobs: all.filter((_, i) => i % count === k) } satisfies ToTournamentWorker);
      workers.push(worker);
    }
  });
  el.cancel.addEventListener("click", () => {
    stopWorkers();
    el.status.textContent += " (cancelled)";
  });
  draw();
}
