// A search that does not block: createSearcher runs it in a worker thread, reports its
// progress (the line it would play now, its value, its node counts), and an AbortSignal
// stops it with its best move so far (docs/async.md).
// `npx tsx examples/async-search.ts`: about two seconds.

import { createSearcher } from "bestfirst";

const searcher = await createSearcher({ workers: 1 });
const report = await searcher.search(
  { position: { game: "othello" }, algorithm: "bestfirst", nodes: 1e12 }, // far more than two seconds
  {
    signal: AbortSignal.timeout(2000), // stops it at its next budget check
    onProgress: (p) => console.log(`${p.nodes.generated} nodes, value ${p.value}: ${p.pv.join(" ")}`),
  },
);
console.log(
  `move ${report.move}, value ${report.value}, stopped: ${report.stopped === true}, ${report.nodes.generated} nodes`,
);
console.log(`line ${report.pv.join(" ")}`); // its line when it stopped
await searcher.close();
