import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { describeMissing, parseNumberInput, type NumberSpec } from "./number-field";

const PRICE: NumberSpec = { label: "客单价", unit: "元", min: 0.01, max: 100_000_000, example: "199" };
const SHARE: NumberSpec = { label: "毛利率", unit: "%", min: 0.01, max: 100, example: "40" };

describe("parseNumberInput", () => {
  test("plain, full-width, grouped and unit-suffixed numbers parse", () => {
    expect(parseNumberInput("199", PRICE)).toEqual({ kind: "ok", value: 199 });
    expect(parseNumberInput(" １９９．５ ", PRICE)).toEqual({ kind: "ok", value: 199.5 });
    expect(parseNumberInput("1,299", PRICE)).toEqual({ kind: "ok", value: 1299 });
    expect(parseNumberInput("¥199元", PRICE)).toEqual({ kind: "ok", value: 199 });
    expect(parseNumberInput("40%", SHARE)).toEqual({ kind: "ok", value: 40 });
  });

  test("empty and whitespace are empty, not zero", () => {
    expect(parseNumberInput("", PRICE)).toEqual({ kind: "empty" });
    expect(parseNumberInput("   ", PRICE)).toEqual({ kind: "empty" });
  });

  test("hostile numbers get a Chinese sentence naming the field, its range and unit", () => {
    expect(parseNumberInput("1e309", PRICE)).toEqual({ kind: "error", message: "客单价最多 100,000,000 元" });
    expect(parseNumberInput("1e-320", PRICE)).toEqual({ kind: "error", message: "客单价至少 0.01 元" });
    expect(parseNumberInput("-5", PRICE)).toEqual({ kind: "error", message: "客单价至少 0.01 元" });
    expect(parseNumberInput("0", SHARE)).toEqual({ kind: "error", message: "毛利率至少 0.01%" });
    expect(parseNumberInput("abc", PRICE)).toEqual({ kind: "error", message: "客单价请填写数字，例如 199" });
    expect(parseNumberInput("1.2.3", PRICE).kind).toBe("error");
    expect(parseNumberInput("\u200f12", PRICE)).toEqual({ kind: "ok", value: 12 });
    expect(parseNumberInput("2.5", { ...PRICE, integer: true })).toEqual({
      kind: "error",
      message: "客单价需要是整数",
    });
  });

  test("money with at most two decimals: 分 is the smallest step, however the number is written", () => {
    const BID = { ...PRICE, label: "出价", decimals: 2 };
    expect(parseNumberInput("1.15", BID)).toEqual({ kind: "ok", value: 1.15 });
    expect(parseNumberInput("１.５", BID)).toEqual({ kind: "ok", value: 1.5 });
    expect(parseNumberInput("1.5e-2", BID)).toEqual({ kind: "error", message: "出价最多保留 2 位小数" });
    expect(parseNumberInput("1.234", BID)).toEqual({ kind: "error", message: "出价最多保留 2 位小数" });
    expect(parseNumberInput("1.2345e1", BID).kind).toBe("error");
  });

  test("property: any string gives a finite in-range value, empty, or a Chinese message", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String)), (text) => {
        const r = parseNumberInput(text, PRICE);
        if (r.kind === "ok") {
          expect(Number.isFinite(r.value)).toBe(true);
          expect(r.value).toBeGreaterThanOrEqual(PRICE.min);
          expect(r.value).toBeLessThanOrEqual(PRICE.max);
        } else if (r.kind === "error") {
          expect(r.message).toMatch(/^客单价/);
          expect(r.message).not.toMatch(/NaN|Infinity|undefined|null/);
        }
      }),
    );
  });
});

test("describeMissing: what the result area says is missing or wrong", () => {
  expect(describeMissing([])).toBe(null);
  expect(
    describeMissing([
      { label: "客单价", state: { kind: "empty" } },
      { label: "毛利率", state: { kind: "error", message: "x" } },
      { label: "转化率", state: { kind: "ok", value: 1 } },
    ]),
  ).toBe("还需要填写客单价；请修改毛利率（见输入框下的提示）。");
});
