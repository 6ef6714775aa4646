// Your own game off the main thread: the example Hexapawn (./hexapawn.js) searched in
// worker threads by createSearcher({ game }), each worker importing the module and making
// the game there; progress as it goes, a stop by an AbortSignal, and a player in a worker
// of its own (docs/library.md, "Your own game off the main thread").
// `npx tsx examples/own-game-workers.ts`: under a second.

import { createSearcher } from "bestfirst";

const searcher = await createSearcher({
  // new Hexapawn(5, 5) in each worker
  game: { module: new URL("./hexapawn.js", import.meta.url), export: "Hexapawn", args: [5, 5] },
  workers: 2,
});

// Every algorithm, by searchGame's request, at a position: moves by name from the start (then `path`, by index).
const report = await searcher.search({ algorithm: "alphabeta", horizon: 6, position: { moves: ["c1-c2", "c5-c4"] } });
console.log(`after c1-c2 c5-c4: ${report.move}, value ${report.value}, ${report.nodes.generated} nodes`);

// A budget far beyond the search's million-odd nodes, stopped by its signal at its next budget check with its
// best move so far: here once a progress report has passed 100,000 nodes (AbortSignal.timeout(ms) stops by the clock).
const stop = new AbortController();
const stopped = await searcher.search(
  { algorithm: "bestfirst", bound: 30, nodes: 1e12 },
  {
    signal: stop.signal,
    onProgress: (p) => {
      console.log(`${p.nodes.generated} nodes, value ${p.value}: ${p.pv.join(" ")}`);
      if (p.nodes.generated >= 100_000) stop.abort();
    },
  },
);
console.log(`move ${stopped.move}, value ${stopped.value}, stopped: ${stopped.stopped === true}`);

// A player that keeps its tree in its own worker: choose, then observe both sides' moves (indices).
const player = await searcher.createPlayer({ kind: "bestfirst", bound: 8 });
const choice = await player.choose();
await player.observe(choice.move);
console.log(`player: move ${choice.move}, value ${choice.value}`);
await searcher.close();
