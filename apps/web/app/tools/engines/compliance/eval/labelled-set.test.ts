// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LABELLED_SET, EVAL_SOURCES, devHash } from "./labelled-set";
import { scoreLabelled } from "./score-labelled";

describe("labelled evaluation set", () => {
  const { parts } = scoreLabelled();
  const part = (name: string) => parts.find((p) => p.part === name)!;

  it("is big, half outside material, every row with a known source, a fixed held-back part", () => {
    expect(LABELLED_SET.length).toBeGreaterThanOrEqual(600);
    const outside = LABELLED_SET.filter((c) => c.source !== "team" && c.source !== "team-real").length;
    expect(outside * 2).toBeGreaterThanOrEqual(LABELLED_SET.length);
    for (const c of LABELLED_SET) expect(EVAL_SOURCES[c.source], c.source).toBeDefined();
    const held = LABELLED_SET.filter((c) => c.part === "held-back").length / LABELLED_SET.length;
    expect(held).toBeGreaterThan(0.2);
    expect(held).toBeLessThan(0.4);
  });

  // The part is not chosen by hand: FNV-1a (32-bit, over UTF-16 code units) of the row's text as
  // written in the data (line breaks as "\\n"), mod 10 < 3 → held back. Rows added later fall
  // where the hash puts them, so nobody can move a failing sentence out of the held-back part.
  it("every row sits in the part its text's hash gives", () => {
    const fnv1a = (s: string) => {
      let h = 0x811c9dc5;
      for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
      return h >>> 0;
    };
    const wrong = LABELLED_SET.filter(
      (c) => (fnv1a(c.text.replaceAll("\n", "\\n")) % 10 < 3 ? "held-back" : "tuning") !== c.part,
    );
    expect(wrong.map((c) => c.text)).toEqual([]);
  });

  // Inside the tuning part, a second hash (devHash) puts ≈ 25 % of the rows in the dev fold, whose
  // figures say whether a change made on the train fold's errors carries over (decision 009, round 5).
  it("the tuning part splits into train and dev by the second hash, never the held-back part", () => {
    const tuning = LABELLED_SET.filter((c) => c.part === "tuning");
    for (const c of LABELLED_SET)
      expect(c.fold).toBe(
        c.part === "tuning" ? (devHash(c.text.replaceAll("\n", "\\n")) % 4 === 1 ? "dev" : "train") : undefined,
      );
    const dev = tuning.filter((c) => c.fold === "dev").length / tuning.length;
    expect(dev).toBeGreaterThan(0.2);
    expect(dev).toBeLessThan(0.3);
  });

  // The floors (≥ 95 %, ≤ 5 %, every kind ≥ 90 %) are reported by npm run bench (--check exits 1 on them);
  // these are regression guards at the figures measured at the end of the session of 2026-11-29 (decision 009,
  // "Update, round 8", which also says how often the held-back part was read). The tuning part grew by the
  // rows of rounds 7–9 that its hash took; 836 of 893 violations caught, 43 of 1,188 lawful sentences flagged
  // (a clinic's disease list is 行业敏感 in 通用 since 2026-11-29: one more caught and one more flagged).
  it("tuning part: recall ≥ 93.5 %, false positives ≤ 3.7 %, far below the naive matcher's", () => {
    expect(part("tuning").recall).toBeGreaterThanOrEqual(0.935);
    expect(part("tuning").falsePositiveRate).toBeLessThanOrEqual(0.037);
    expect(part("tuning").falsePositiveRate).toBeLessThan(part("tuning").naiveFalsePositiveRate / 2);
  });

  // Rules and both models are decided on the train fold's errors only (decision 009, round 5), so
  // the per-kind floor is held there; the dev fold is read as figures, like the held-back part.
  it("train fold: every kind ≥ 90 % right", () => {
    const weak = part("train").kinds.filter((k) => k.right / k.cases < 0.9);
    expect(weak).toEqual([]);
  });

  // 182 of 212 violations, 22 of 310 lawful sentences flagged (round 8's and 9's rows joined it by their hashes).
  it("dev fold (never tuned on by rule or model): recall ≥ 85.8 %, false positives ≤ 7.1 %", () => {
    expect(part("dev").recall).toBeGreaterThanOrEqual(0.858);
    expect(part("dev").falsePositiveRate).toBeLessThanOrEqual(0.071);
  });

  // 290 of 370 violations caught, 34 of 477 lawful sentences flagged; the session-start engine (dd3a95b) on
  // the same rows: 283 and 57.
  it("held-back part (never tuned on): recall ≥ 78.3 % and false positives ≤ 7.2 % (figures in npm run bench)", () => {
    expect(part("held-back").recall).toBeGreaterThanOrEqual(0.783);
    expect(part("held-back").falsePositiveRate).toBeLessThanOrEqual(0.072);
  });
});
