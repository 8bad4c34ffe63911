// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EVAL_SET } from "./eval-set";
import { evaluate } from "./evaluate";

describe("evaluation set floors", () => {
  const report = evaluate();

  it("is big and varied enough", () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(150);
    expect(report.lawful).toBeGreaterThanOrEqual(50);
    expect(new Set(report.industries)).toEqual(
      new Set([
        "general",
        "medical",
        "drug",
        "device",
        "health-food",
        "cosmetics",
        "food",
        "education",
        "finance",
        "real-estate",
      ]),
    );
    const kinds = new Set(report.results.flatMap((r) => r.findings.map((f) => f.exemption?.kind)).filter(Boolean));
    for (const k of ["attitude", "self-comparison", "consumer-tip", "standard", "allow-list", "award", "sales-fact"]) {
      expect(kinds, k).toContain(k);
    }
  });

  it("recall on 禁用 findings ≥ 95 %", () => {
    expect(report.recall).toBeGreaterThanOrEqual(0.95);
  });

  it("false positives on lawful sentences ≤ 5 % and at most half the naive matcher's", () => {
    expect(report.falsePositiveRate).toBeLessThanOrEqual(0.05);
    expect(report.falsePositiveRate).toBeLessThanOrEqual(report.naiveFalsePositiveRate / 2);
  });
});
