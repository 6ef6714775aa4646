// A small hand-written SVG line chart: win % (0..100) against alpha-beta depth, one
// line per series. No chart library: the output is a few hundred bytes of text, the same
// bytes for the same input (fixed decimals, no dates, no random ids).

export interface ChartSeries {
  name: string;
  color: string;
  /** [alpha-beta depth, win %]; null percentages are left out. */
  points: [number, number | null][];
}

const W = 480, H = 300, left = 48, right = 150, top = 20, bottom = 40;
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const f = (n: number) => n.toFixed(1);

export function winChart(title: string, series: readonly ChartSeries[]): string {
  const depths = series.flatMap((s) => s.points.map(([d]) => d));
  const lo = Math.min(1, ...depths), hi = Math.max(lo + 1, ...depths);
  const x = (d: number) => left + ((d - lo) / (hi - lo)) * (W - left - right);
  const y = (p: number) => top + (1 - p / 100) * (H - top - bottom);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="11">`,
    `<title>${esc(title)}</title>`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
  ];
  for (let p = 0; p <= 100; p += 25)
    out.push(`<line x1="${left}" y1="${f(y(p))}" x2="${W - right}" y2="${f(y(p))}" stroke="${p === 50 ? "#999" : "#ddd"}"/>`,
      `<text x="${left - 6}" y="${f(y(p) + 4)}" text-anchor="end">${p}%</text>`);
  for (let d = lo; d <= hi; d++)
    out.push(`<text x="${f(x(d))}" y="${H - bottom + 16}" text-anchor="middle">${d}</text>`);
  out.push(`<text x="${f((left + W - right) / 2)}" y="${H - 6}" text-anchor="middle">alpha-beta depth</text>`);
  series.forEach((s, i) => {
    const pts = s.points.filter((pt): pt is [number, number] => pt[1] !== null);
    if (pts.length > 0)
      out.push(`<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${pts.map(([d, p]) => `${f(x(d))},${f(y(p))}`).join(" ")}"/>`);
    for (const [d, p] of pts) out.push(`<circle cx="${f(x(d))}" cy="${f(y(p))}" r="3" fill="${s.color}"/>`);
    const ly = top + 14 + 18 * i;
    out.push(`<line x1="${W - right + 12}" y1="${ly - 4}" x2="${W - right + 32}" y2="${ly - 4}" stroke="${s.color}" stroke-width="2"/>`,
      `<text x="${W - right + 38}" y="${ly}">${esc(s.name)}</text>`);
  });
  out.push("</svg>");
  return out.join("\n") + "\n";
}
