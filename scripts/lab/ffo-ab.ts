// Compares two builds of the core on the exact solver in one process, alternating them
// solve by solve (a shared machine's load then falls on both alike):
//   npx tsx scripts/lab/ffo-ab.ts OLD/dist/index.js NEW/dist/index.js [PLIES] [REPS]
//   npx tsx scripts/lab/ffo-ab.ts OLD/dist/index.js NEW/dist/index.js --only 40,41,42,43,44 [REPS]
// The positions: two reached from each of FFO #45-#48 by PLIES random legal moves (the
// seed of scripts/lab/ffo.ts --derive); with --only, the published FFO positions of those
// numbers, every solve's score and move checked against test/fixtures/ffo.tsv (a wrong
// one stops the run). Each is solved REPS times by each build, in rounds (old then new,
// or new then old in alternate rounds, position by position); per position the least and
// the median CPU time are printed, then the sums and their ratio (old / new), with the
// nodes (equal when the builds search the same tree).
import { readFileSync } from "node:fs";
import { fromText, naiveChildren, toText } from "../../oracles/othello-naive.js";
const A = await import(process.argv[2]),
  B = await import(process.argv[3]);
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt > 0 ? process.argv[onlyAt + 1].split(",") : undefined;
const rest = process.argv.slice(4).filter((_, i) => onlyAt < 0 || (i + 4 !== onlyAt && i + 4 !== onlyAt + 1));
const plies = only ? 0 : Number(rest[0] ?? 5),
  reps = Number((only ? rest[0] : rest[1]) ?? 7);
const lines = readFileSync(new URL("../../test/fixtures/ffo.tsv", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .filter((l) => (only ?? ["45", "46", "47", "48"]).includes(l.split("\t")[0]));
let seed = 12345;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8;
/** The boards, with the published score and best moves where known. */
const boards: { name: string; board: string; score?: number; best?: string[] }[] = [];
for (const l of lines) {
  const [number, , text, score, best] = l.split("\t");
  if (only) {
    boards.push({ name: `#${number}`, board: text, score: Number(score), best: best.split(",") });
    continue;
  }
  for (let k = 0; k < 2; k++) {
    let p = fromText(text);
    for (let i = 0; i < plies; i++) {
      const c = naiveChildren(p);
      if (!c.length) break;
      p = c[random() % c.length].next;
    }
    boards.push({ name: `#${number}+${plies}(${k + 1})`, board: toText(p) });
  }
}
const engines = [A.createWasmEngineSync(), B.createWasmEngineSync()];
const times = [boards.map((): number[] => []), boards.map((): number[] => [])];
const nodes = [boards.map(() => 0), boards.map(() => 0)];
for (let r = 0; r < reps; r++)
  boards.forEach(({ name, board, score, best }, b) => {
    for (const i of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const c = process.cpuUsage();
      const res = engines[i].solve({ game: "othello", board });
      const u = process.cpuUsage(c);
      if (score !== undefined && (res.value !== score || !best!.includes(res.move)))
        throw new Error(
          `${["old", "new"][i]} build: ${name} solved as ${res.value} ${res.move}, published ${score} ${best}`,
        );
      times[i][b].push((u.user + u.system) / 1e6);
      nodes[i][b] = res.nodes;
    }
  });
const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
const median = (a: number[]) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const least = (i: number) => times[i].map((t) => Math.min(...t)),
  med = (i: number) => times[i].map(median);
boards.forEach(({ name }, b) =>
  console.log(
    name,
    "nodes",
    nodes[0][b],
    nodes[1][b],
    "old",
    least(0)[b].toFixed(3),
    "/",
    med(0)[b].toFixed(3),
    "new",
    least(1)[b].toFixed(3),
    "/",
    med(1)[b].toFixed(3),
  ),
);
console.log(
  "nodes",
  sum(nodes[0]),
  sum(nodes[1]),
  "least: old",
  sum(least(0)).toFixed(3),
  "new",
  sum(least(1)).toFixed(3),
  "ratio",
  (sum(least(0)) / sum(least(1))).toFixed(3),
  "| median: old",
  sum(med(0)).toFixed(3),
  "new",
  sum(med(1)).toFixed(3),
  "ratio",
  (sum(med(0)) / sum(med(1))).toFixed(3),
);
