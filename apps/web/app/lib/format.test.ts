import { describe, expect, it } from "vitest";
import { formatChinaDate, formatCount } from "./format";

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [9999, "9999"],
    [10000, "1万"],
    [12345, "1.2万"],
    [250_000_000, "2.5亿"],
  ])("%d → %s", (n, text) => {
    expect(formatCount(n)).toBe(text);
  });
});

describe("formatChinaDate", () => {
  it("shows the date in China time", () => {
    // 20:00 UTC is already the next day in Beijing.
    expect(formatChinaDate("2027-02-28T20:00:00Z")).toBe("2027年3月1日");
    expect(formatChinaDate("2026-12-01T00:00:00+08:00")).toBe("2026年12月1日");
  });

  it("leaves unparsable text alone", () => {
    expect(formatChinaDate("不是日期")).toBe("不是日期");
  });
});
