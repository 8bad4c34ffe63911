// @vitest-environment node
// A leading look-ahead `(?=[…])` on a pattern is only a speed guard (it fails fast before an expensive
// look-behind runs; decision 009, "Update, round 10"): it must never change what the pattern finds.
import { describe, expect, it } from "vitest";
import { PATTERN_RULES } from "./data/patterns";
import { LABELLED_SET } from "./eval/labelled-set";
import { normalize } from "./normalize";

const GUARD = /^\(\?=\[[^\]]*\]\)/;

describe("speed guards on patterns", () => {
  const guarded = PATTERN_RULES.filter((p) => GUARD.test(p.pattern.source));
  const texts = LABELLED_SET.map((c) => normalize(c.text).text);

  it("exist on the look-behind-heavy citation detectors", () => {
    expect(guarded.map((p) => p.id)).toEqual(expect.arrayContaining(["B.sales-figure", "B.claim-figure"]));
  });

  it.each(guarded.map((p) => [p.id, p] as const))("%s finds the same spans with and without its guard", (_, p) => {
    const bare = new RegExp(p.pattern.source.replace(GUARD, ""), p.pattern.flags);
    const spans = (re: RegExp) => texts.map((t) => [...t.matchAll(re)].map((m) => `${m.index}:${m[0]}`).join("|"));
    expect(spans(p.pattern)).toEqual(spans(bare));
  });
});
