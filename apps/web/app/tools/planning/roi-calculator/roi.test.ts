import fc from "fast-check";
import { expect, test } from "vitest";
import { bidFor, breakEvenRoi, roiRow, scenarios, parseRoi, type RoiInput, yuan } from "./roi";

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

test("parseRoi: every needed field parsed; 点击率 only for CPM; hostile text is an error, never a number", () => {
  const raw = { price: "200", margin: "40", cvr: "2", ctr: "", target: "4" };
  expect(parseRoi(raw, "cpa").input).toEqual({ ...input, ctr: 0 });
  expect(parseRoi(raw, "cpm").states.ctr).toEqual({ kind: "empty" });
  const bad = parseRoi({ ...raw, price: "1e309", target: "1e-320" }, "cpa");
  expect(bad.input).toBeNull();
  expect(bad.states.price?.kind).toBe("error");
  expect(bad.states.target?.kind).toBe("error");
});

test("property: inside the fields' ranges every result is finite and the money adds up", () => {
  const pct = fc.double({ min: 0.001, max: 100, noNaN: true });
  fc.assert(
    fc.property(
      fc.double({ min: 0.01, max: 1e8, noNaN: true }),
      pct,
      pct,
      pct,
      fc.double({ min: 0.01, max: 1000, noNaN: true }),
      fc.constantFrom("cpa", "cpc", "cpm"),
      (price, margin, cvr, ctr, target, bid) => {
        const inp: RoiInput = { price, margin, cvr, ctr, target, bid: bid as RoiInput["bid"] };
        for (const row of scenarios(inp)) {
          for (const v of [row.roi, row.bid, row.costPerOrder, row.profitPerOrder, row.netMargin])
            expect(Number.isFinite(v)).toBe(true);
          expect(row.bid).toBeGreaterThanOrEqual(0);
          // 利润 + 广告费 = 毛利
          expect(Math.abs(row.profitPerOrder + row.costPerOrder - (price * margin) / 100)).toBeLessThanOrEqual(
            1e-9 * price,
          );
          expect(yuan(row.bid)).not.toMatch(/NaN|Infinity/);
        }
      },
    ),
  );
});
