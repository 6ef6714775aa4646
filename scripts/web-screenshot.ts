// The README's picture of the demo page (docs/web.png): builds and opens the page in
// Chromium (./web-page.ts), plays two moves of Othello against best-first minimax with a
// fixed node budget (so the picture is the same every run), and saves the board with the
// engine's principal variation. `npm run web:screenshot`.

import { fileURLToPath } from "node:url";
import { openPage } from "./web-page.js";

const out = fileURLToPath(new URL("../docs/web.png", import.meta.url));
const { page, close } = await openPage({ width: 1000, height: 720 });
try {
  await page.selectOption("#algorithm", "bestfirst");
  await page.selectOption("#budget-kind", "nodes");
  await page.fill("#budget", "50000");
  // d3, then the first legal square (the engine's replies are deterministic: a node budget).
  for (const cell of ['[data-cell="19"]', ".cell[data-legal]"]) {
    await page.locator(cell).first().click();
    await page.waitForFunction(() => {
      const s = (window as unknown as { bestfirstPage: { thinking: boolean; moves: string[] } }).bestfirstPage;
      return !s.thinking && s.moves.length % 2 === 0;
    }, null, { timeout: 60_000 });
  }
  await page.screenshot({ path: out });
  console.log(`saved ${out}`);
} finally {
  await close();
}
