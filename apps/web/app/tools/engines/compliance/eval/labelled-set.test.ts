// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LABELLED_SET, EVAL_SOURCES } from "./labelled-set";
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

  it("tuning part: recall ≥ 95 %, false positives ≤ 5 %, far below the naive matcher's", () => {
    expect(part("tuning").recall).toBeGreaterThanOrEqual(0.95);
    expect(part("tuning").falsePositiveRate).toBeLessThanOrEqual(0.05);
    expect(part("tuning").falsePositiveRate).toBeLessThan(part("tuning").naiveFalsePositiveRate / 2);
  });

  it("tuning part: every kind ≥ 90 % right", () => {
    const weak = part("tuning").kinds.filter((k) => k.right / k.cases < 0.9);
    expect(weak).toEqual([]);
  });

  it("held-back part (never tuned on): false positives ≤ 8 % and recall ≥ 90 % (figures in npm run bench)", () => {
    expect(part("held-back").falsePositiveRate).toBeLessThanOrEqual(0.08);
    expect(part("held-back").recall).toBeGreaterThanOrEqual(0.9);
  });
});
