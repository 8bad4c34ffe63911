import { describe, expect, it } from "vitest";
import { matchCuts, sumScores } from "./evaluate-cuts";

describe("matchCuts", () => {
  it("counts a detection within the tolerance once per true cut", () => {
    expect(matchCuts([10, 50, 90], [11, 12, 49, 95])).toEqual({
      truePositives: 2,
      falsePositives: 2,
      falseNegatives: 1,
    });
  });
  it("sums precision and recall over videos", () => {
    const s = sumScores([matchCuts([10], [10]), matchCuts([5, 40], [6])]);
    expect(s.precision).toBe(1);
    expect(s.recall).toBeCloseTo(2 / 3);
    expect(sumScores([]).precision).toBe(1);
  });
});
