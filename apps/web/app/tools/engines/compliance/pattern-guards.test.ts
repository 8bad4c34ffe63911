// @vitest-environment node
// A leading look-ahead `(?=[…])` on a pattern is only a speed guard (it fails fast before an expensive
// look-behind runs; decision 009, "Update, round 10"): it must never change what the pattern finds.
import { describe, expect, it } from "vitest";
import { PATTERN_RULES } from "./data/patterns";
import { FRESH_SET } from "./eval/fresh-set";
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

// A pattern's start assertions kept apart (`startAssert`, run only where the pattern matched; the engine then
// searches on from one character later) must find what the pattern with the assertions in front finds.
describe("start assertions run after the match", () => {
  const withAssert = PATTERN_RULES.filter((p) => p.startAssert);
  const texts = [...LABELLED_SET, ...FRESH_SET].map((c) => normalize(c.text).text);

  it("exist on the look-behind-heavy disease-name detector", () => {
    expect(withAssert.map((p) => p.id)).toContain("C.medical-ad-disease-name");
  });

  it.each(withAssert.map((p) => [p.id, p] as const))("%s finds the same spans as with them in front", (_, p) => {
    const inFront = new RegExp(p.startAssert!.source + p.pattern.source, "g");
    const engineWay = (t: string) => {
      const re = new RegExp(p.pattern.source, "g");
      const start = new RegExp(p.startAssert!.source, "y");
      const out: string[] = [];
      for (let m = re.exec(t); m; m = re.exec(t)) {
        start.lastIndex = m.index;
        if (!start.test(t)) {
          re.lastIndex = m.index + 1;
          continue;
        }
        out.push(`${m.index}:${m[0]}`);
      }
      return out.join("|");
    };
    const front = (t: string) => [...t.matchAll(inFront)].map((m) => `${m.index}:${m[0]}`).join("|");
    expect(texts.map(engineWay)).toEqual(texts.map(front));
  });
});
