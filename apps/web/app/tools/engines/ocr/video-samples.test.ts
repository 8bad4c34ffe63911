import { describe, expect, it } from "vitest";
import { sampleTimes } from "./video-samples";

describe("sampleTimes", () => {
  it("samples every step from 0 to before the end, on centiseconds without drift", () => {
    expect(sampleTimes(2, 0.5)).toEqual([0, 0.5, 1, 1.5]);
    expect(sampleTimes(2.01, 0.5)).toEqual([0, 0.5, 1, 1.5, 2]);
    const long = sampleTimes(600, 0.1);
    expect(long).toHaveLength(6000);
    expect(long.at(-1)).toBe(599.9);
  });

  it("gives nothing for a duration or step that is not a positive number", () => {
    for (const [d, s] of [
      [0, 0.5],
      [-1, 0.5],
      [Number.NaN, 0.5],
      [10, 0],
      [10, Number.NaN],
    ] as const)
      expect(sampleTimes(d, s)).toEqual([]);
  });
});
