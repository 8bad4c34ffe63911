import { describe, expect, it } from "vitest";
import { chinaDateParts, formatChinaDate, formatCount, formatNumber } from "./format";

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

describe("chinaDateParts", () => {
  it("agrees with ICU's Asia/Shanghai on every day of 1992–2040, either side of midnight", () => {
    const icu = new Intl.DateTimeFormat("en-US", {
      timeZone: "Asia/Shanghai",
      year: "numeric",
      month: "numeric",
      day: "numeric",
    });
    const icuParts = (instant: Date) => {
      const parts = Object.fromEntries(icu.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
      return { year: parts.year, month: parts.month, day: parts.day };
    };
    for (let t = Date.UTC(1992, 0, 1, 15, 59, 59); t < Date.UTC(2041, 0, 1); t += 86_400_000) {
      for (const instant of [new Date(t), new Date(t + 1000)]) {
        expect(chinaDateParts(instant)).toEqual(icuParts(instant));
      }
    }
    expect(chinaDateParts(new Date("2027-02-28T16:00:00Z"))).toEqual({ year: 2027, month: 3, day: 1 });
  });
});

describe("formatNumber", () => {
  it("shows what toLocaleString('zh-CN') shows, without building an ICU formatter", () => {
    const values = [
      0, 7, 999, 1000, 12345, 999999, 1000000, 123456789, -1, -1234567, 0.5, 1234.5, 1234.567, 0.125, 98765.4321,
      2.0004,
    ];
    let seed = 20261126;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) values.push(Math.floor(next() * 10 ** (1 + (i % 12))) * (i % 2 ? 1 : 0.01));
    for (const n of values) expect(formatNumber(n)).toBe(n.toLocaleString("zh-CN"));
  });

  it("shows a negative amount that rounds to nothing as 0, not ICU's -0", () => {
    expect(formatNumber(-0.0001)).toBe("0");
  });
});
