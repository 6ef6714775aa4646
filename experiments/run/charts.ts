// Charts: a Vega-Lite spec (a JSON document the browser page can render with vega-embed
// as well) rendered to SVG in Node by Vega's own headless renderer - no canvas, no
// browser, no hand-built SVG. The same spec gives the same bytes.

import type { TopLevelSpec } from "../../vendor/vega.js";

export type ChartSpec = TopLevelSpec;

/** The SVG of a Vega-Lite spec. */
export async function renderSvg(spec: ChartSpec): Promise<string> {
  // Loaded on first use: Vega is 1.8 MB of JavaScript that every other command would compile at start.
  const { compile, parse, View } = await import("../../vendor/vega.js");
  const view = new View(parse(compile(spec).spec), { renderer: "none" });
  try {
    return (await view.toSVG()) + "\n";
  } finally {
    view.finalize();
  }
}
