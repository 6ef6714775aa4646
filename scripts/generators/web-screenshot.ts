// The README's picture of the demo page (docs/web.png): builds and opens the page in
// Chromium (../test-support/web-page.ts), plays d3 against best-first minimax with a time
// budget, and saves the page while the engine thinks: its line (the principal variation of its tree
// so far) numbered on the board, its value and nodes beside it. Then stops it.
// `npm run web:screenshot`. The line and counts depend on the machine's speed.

import { fileURLToPath } from "node:url";
import { openPage } from "../test-support/web-page.js";

type Page = { thinking: boolean; moves: string[]; lines: { pv: string[] }[] };

const out = fileURLToPath(new URL("../../docs/web.png", import.meta.url));
const { page, close } = await openPage({ width: 1000, height: 720 });
try {
  await page.selectOption("#algorithm", "bestfirst");
  await page.selectOption("#budget-kind", "time");
  await page.fill("#budget", "20000");
  await page.click('[data-cell="19"]'); // d3
  // A line of six moves or more, after a second and a half of thought.
  await page.waitForTimeout(1500);
  await page.waitForFunction(
    () => ((window as unknown as { bestfirstPage: Page }).bestfirstPage.lines.at(-1)?.pv.length ?? 0) >= 6,
    null,
    { timeout: 20_000 },
  );
  await page.screenshot({ path: out });
  await page.click("#stop");
  await page.waitForFunction(() => !(window as unknown as { bestfirstPage: Page }).bestfirstPage.thinking, null, {
    timeout: 5_000,
  });
  console.log(`saved ${out}`);
} finally {
  await close();
}
