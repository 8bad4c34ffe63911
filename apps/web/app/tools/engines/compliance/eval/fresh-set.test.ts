// @vitest-environment node
// The fresh set (fresh-set.ts; decision 009, "Update, round 7"): outside sentences nobody tunes on.
import { describe, expect, it } from "vitest";
import { FRESH_SET, FRESH_SOURCES } from "./fresh-set";
import { LABELLED_SET } from "./labelled-set";
import { scoreLabelled } from "./score-labelled";

const key = (t: string) => t.replace(/[\s，。,.!！?？、；;：:“”"'‘’（）()]/g, "");

describe("fresh set", () => {
  it("has its own sentences, each with a known source, none of them in the labelled set", () => {
    expect(FRESH_SET.length).toBeGreaterThanOrEqual(200);
    for (const c of FRESH_SET) expect(FRESH_SOURCES[c.source], c.source).toBeTruthy();
    const labelled = new Set(LABELLED_SET.map((c) => key(c.text)));
    expect(FRESH_SET.filter((c) => labelled.has(key(c.text))).map((c) => c.text)).toEqual([]);
  });

  // A regression guard at the figures of its one scoring (65 of 104 violations caught, 6 of 107 lawful
  // sentences flagged): far below the floors of the labelled set, which npm run bench prints beside it.
  it("recall ≥ 62.5 % and false positives ≤ 5.7 % (figures in npm run bench)", () => {
    const all = scoreLabelled(FRESH_SET).parts.find((p) => p.part === "all")!;
    expect(all.recall).toBeGreaterThanOrEqual(0.625);
    expect(all.falsePositiveRate).toBeLessThanOrEqual(0.057);
  });
});
