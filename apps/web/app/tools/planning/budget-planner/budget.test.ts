import { expect, test } from "vitest";
import { allocate, budgetCsvRows, largestRemainder, reallocate } from "./budget";

test("largest remainder: integers that add up exactly, biggest fractions first", () => {
  expect(largestRemainder([1, 1, 1], 100)).toEqual([34, 33, 33]);
  expect(largestRemainder([0.5, 0.3, 0.2], 7)).toEqual([4, 2, 1]);
  expect(largestRemainder([0, 0], 10)).toEqual([0, 0]);
});

test("every grid adds up to the total, whatever the shares", () => {
  for (const total of [1, 99, 100_000, 123_457, 999_999]) {
    for (const shares of [
      [33.33, 33.33, 33.34],
      [10, 0, 90],
      [25, 25, 25, 25],
      [1, 2, 3, 94],
    ]) {
      const grid = allocate({
        total,
        channels: shares.map((_, i) => `c${i}`),
        channelShares: shares,
        phaseShares: [30, 50, 20],
      });
      expect(grid.total).toBe(total);
      expect(grid.rowTotals.reduce((a, b) => a + b, 0)).toBe(total);
      expect(grid.colTotals.reduce((a, b) => a + b, 0)).toBe(total);
      expect(grid.cells.flat().every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    }
  }
});

test("a 100 000 budget over 3 equal channels and 30/50/20 phases", () => {
  const grid = allocate({
    total: 100_000,
    channels: ["抖音", "小红书", "微信"],
    channelShares: [100 / 3, 100 / 3, 100 / 3],
    phaseShares: [30, 50, 20],
  });
  expect(grid.colTotals).toEqual([30_000, 50_000, 20_000]);
  expect(grid.rowTotals.sort()).toEqual([33_333, 33_333, 33_334]);
});

test("reallocation keeps 100%: the others scale in proportion", () => {
  expect(reallocate([50, 30, 20], 0, 60)).toEqual([60, 24, 16]);
  expect(reallocate([100, 0, 0], 0, 40)).toEqual([40, 30, 30]);
  expect(reallocate([50, 50], 1, 150)).toEqual([0, 100]);
});

test("CSV rows carry the totals", () => {
  const plan = { total: 10, channels: ["A", "B"], channelShares: [50, 50], phaseShares: [30, 50, 20] };
  const rows = budgetCsvRows(plan, allocate(plan));
  expect(rows[0]).toEqual(["渠道", "预热（30%）", "爆发（50%）", "返场（20%）", "合计", "占比"]);
  expect(rows.at(-1)).toEqual(["合计", "3", "5", "2", "10", "100%"]);
});
