// A search that does not block: createSearcher runs it in a worker thread, reports its
// progress, and an AbortSignal stops it with its best move so far (docs/async.md).
// `npx tsx examples/async-search.ts`: about two seconds.

import { createSearcher } from "../index.js";

const searcher = await createSearcher({ workers: 1 });
const report = await searcher.search(
  { position: { game: "othello" }, algorithm: "id", nodes: 1e12 },   // far more than two seconds
  {
    signal: AbortSignal.timeout(2000),                                // stops it at its next budget check
    onProgress: (p) => console.log(`${p.nodes.generated} nodes, depth ${p.best?.depth ?? 0}, best ${p.best?.move ?? "-"}`),
  },
);
console.log(`move ${report.move}, value ${report.value}, stopped: ${report.stopped === true}, ${report.nodes.generated} nodes`);
await searcher.close();
