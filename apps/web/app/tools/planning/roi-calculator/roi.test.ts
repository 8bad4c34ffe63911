import { expect, test } from "vitest";
import { bidFor, breakEvenRoi, roiRow, scenarios, validateRoi, type RoiInput } from "./roi";

const input: RoiInput = { price: 200, margin: 40, cvr: 2, ctr: 1.5, bid: "cpa", target: 4 };

test("break-even ROI is 1 ÷ gross margin; the break-even CPA is the gross profit per order", () => {
  expect(breakEvenRoi(input)).toBeCloseTo(2.5);
  const be = roiRow(2.5, input);
  expect(be.costPerOrder).toBeCloseTo(80);
  expect(be.profitPerOrder).toBeCloseTo(0);
});

test("bids per method: CPC = CPA × CVR, CPM = CPA × CVR × CTR × 1000", () => {
  expect(bidFor(80, { ...input, bid: "cpa" })).toBeCloseTo(80);
  expect(bidFor(80, { ...input, bid: "cpc" })).toBeCloseTo(1.6);
  expect(bidFor(80, { ...input, bid: "cpm" })).toBeCloseTo(24);
});

test("target ROI 4: ¥50 per order, ¥30 profit, 15% net", () => {
  const row = roiRow(4, input);
  expect(row.costPerOrder).toBeCloseTo(50);
  expect(row.profitPerOrder).toBeCloseTo(30);
  expect(row.netMargin).toBeCloseTo(0.15);
});

test("scenario table: sorted, break-even marked, no duplicates; below break-even loses money", () => {
  const rows = scenarios(input);
  expect(rows.map((r) => r.roi)).toEqual([1.5, 2, 2.5, 3, 4, 5, 8]);
  expect(rows.filter((r) => r.breakEven).map((r) => r.roi)).toEqual([2.5]);
  expect(rows[0]!.profitPerOrder).toBeLessThan(0);
});

test("validation messages in Chinese", () => {
  expect(validateRoi({ ...input, price: 0, margin: 120, bid: "cpm", ctr: 0 }).map((e) => e.field)).toEqual([
    "price",
    "margin",
    "ctr",
  ]);
  expect(validateRoi(input)).toEqual([]);
});
