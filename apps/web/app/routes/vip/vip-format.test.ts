import { describe, expect, it } from "vitest";
import { countdown, formatYuan, perMonth } from "./vip-format";

describe("formatYuan", () => {
  it.each([
    [29800, "298"],
    [3850, "38.5"],
    [3805, "38.05"],
    [1, "0.01"],
    [0, "0"],
    [-500, "-5"],
  ])("%d fen → ¥%s", (fen, text) => {
    expect(formatYuan(fen)).toBe(text);
  });
});

describe("perMonth", () => {
  it("divides by the months of the period, rounding down to the fen", () => {
    expect(perMonth({ price: 29800, period: "year" })).toBe(2483);
    expect(perMonth({ price: 9800, period: "quarter" })).toBe(3266);
    expect(perMonth({ price: 3800, period: "month" })).toBe(3800);
  });
});

describe("countdown", () => {
  it("counts down in mm:ss and stops at zero", () => {
    const now = Date.parse("2026-11-25T10:00:00Z");
    expect(countdown("2026-11-25T10:15:00Z", now)).toBe("15:00");
    expect(countdown("2026-11-25T10:00:59.9Z", now)).toBe("00:59");
    expect(countdown("2026-11-25T09:00:00Z", now)).toBe("00:00");
  });
});
