// The command-line fuzz (test/soak/cli-fuzz.ts): 30 generated argument lists here, a few
// thousand in `npm run test:soak` (BESTFIRST_SOAK_CLI). Each ends with exit 0, or exit 2
// and one line; never an internal error, a trap or a stack trace.

import { expect, test } from "vitest";
import fc from "fast-check";
import { argumentList, fault, runAll } from "./soak/cli-fuzz.js";

const cases = Number(process.env.BESTFIRST_SOAK_CLI) || 30;

test(
  `${cases} generated command lines end with exit 0, or exit 2 and one line`,
  async () => {
    const lists = fc.sample(argumentList, { numRuns: cases, seed: Number(process.env.FC_SEED ?? 20261123) });
    const outcomes = await runAll(lists, 2, 15_000);
    const faults = outcomes.flatMap((o) => {
      const f = fault(o);
      return f === undefined ? [] : [`bestfirst ${o.args.map((a) => JSON.stringify(a)).join(" ")}\n  ${f}`];
    });
    const count = (p: (o: (typeof outcomes)[number]) => boolean) => outcomes.filter(p).length;
    console.log(
      `cli fuzz: ${cases} lists, exit 0: ${count((o) => !o.timedOut && o.code === 0)}, ` +
        `exit 2: ${count((o) => !o.timedOut && o.code === 2)}, still running after 15 s: ${count((o) => o.timedOut)}`,
    );
    expect(faults).toEqual([]);
    // The generator reaches both outcomes (a fuzz that only ever fails parsing tests little).
    expect(count((o) => o.code === 0)).toBeGreaterThan(0);
    expect(count((o) => o.code === 2)).toBeGreaterThan(0);
  },
  600_000 + cases * 2_000,
);
