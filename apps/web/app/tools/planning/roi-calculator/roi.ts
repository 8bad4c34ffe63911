import { parseNumberInput, type NumberSpec, type NumberState } from "../../kit/number-field";

/**
 * ROI 计算器. ROI here is GMV ÷ ad spend (the 巨量千川 / 淘宝 convention, "投产比").
 *
 *   每单毛利 = 客单价 × 毛利率
 *   保本 ROI = 客单价 ÷ 每单毛利 = 1 ÷ 毛利率
 *   目标 ROI R 下每单可花广告费 = 客单价 ÷ R      (R = 保本 ROI 时即每单毛利)
 *   转化出价 (oCPM/oCPX, 按转化成本) = 每单可花广告费
 *   CPC 出价 = 每单可花广告费 × 转化率
 *   CPM 出价 = 每单可花广告费 × 转化率 × 点击率 × 1000
 */
export const BID_TYPES = [
  { key: "cpa", name: "按转化出价（oCPM/oCPX 目标转化成本）", unit: "元/单" },
  { key: "cpc", name: "按点击出价（CPC）", unit: "元/点击" },
  { key: "cpm", name: "按千次展示出价（CPM）", unit: "元/千次展示" },
] as const;
export type BidType = (typeof BID_TYPES)[number]["key"];

export type RoiInput = { price: number; margin: number; cvr: number; ctr: number; bid: BidType; target: number };

export type RoiField = Exclude<keyof RoiInput, "bid">;

/**
 * Each field's range (kit/number-field.ts). Bounds are what a shop can mean: a price up to ¥1 亿, a
 * rate from 0.001 %, a target ROI from 0.01 to 1,000. Inside them every result below is finite.
 */
export const ROI_FIELDS: Record<RoiField, NumberSpec> = {
  price: { label: "客单价", unit: "元", min: 0.01, max: 100_000_000, example: "199" },
  margin: { label: "毛利率", unit: "%", min: 0.01, max: 100, example: "40" },
  cvr: { label: "转化率", unit: "%", min: 0.001, max: 100, example: "2.5" },
  ctr: { label: "点击率", unit: "%", min: 0.001, max: 100, example: "1.5" },
  target: { label: "目标 ROI", unit: "", min: 0.01, max: 1000, example: "3" },
};

/** The fields a bidding method needs (点击率 only for CPM). */
export const roiFieldsFor = (bid: BidType): RoiField[] =>
  bid === "cpm" ? ["price", "margin", "cvr", "ctr", "target"] : ["price", "margin", "cvr", "target"];

/** Each needed field's state, and the input when all of them are numbers in range. */
export function parseRoi(
  raw: Record<RoiField, string>,
  bid: BidType,
): { states: Partial<Record<RoiField, NumberState>>; input: RoiInput | null } {
  const states: Partial<Record<RoiField, NumberState>> = {};
  for (const f of roiFieldsFor(bid)) states[f] = parseNumberInput(raw[f], ROI_FIELDS[f]);
  const value = (f: RoiField) => {
    const st = states[f];
    return st?.kind === "ok" ? st.value : null;
  };
  const all = roiFieldsFor(bid).every((f) => value(f) !== null);
  return {
    states,
    input: all
      ? {
          price: value("price")!,
          margin: value("margin")!,
          cvr: value("cvr")!,
          ctr: value("ctr") ?? 0,
          bid,
          target: value("target")!,
        }
      : null,
  };
}

/** The bid that spends `costPerOrder` per order under the chosen bidding method. */
export function bidFor(costPerOrder: number, input: Pick<RoiInput, "bid" | "cvr" | "ctr">): number {
  if (input.bid === "cpa") return costPerOrder;
  if (input.bid === "cpc") return costPerOrder * (input.cvr / 100);
  return costPerOrder * (input.cvr / 100) * (input.ctr / 100) * 1000;
}

export type RoiRow = {
  roi: number;
  costPerOrder: number;
  bid: number;
  profitPerOrder: number;
  netMargin: number;
  breakEven: boolean;
};

export function roiRow(roi: number, input: RoiInput, breakEven = false): RoiRow {
  const costPerOrder = input.price / roi;
  const profitPerOrder = input.price * (input.margin / 100) - costPerOrder;
  return {
    roi,
    costPerOrder,
    bid: bidFor(costPerOrder, input),
    profitPerOrder,
    netMargin: profitPerOrder / input.price,
    breakEven,
  };
}

export function breakEvenRoi(input: Pick<RoiInput, "margin">): number {
  return 100 / input.margin;
}

/** 保本, the target, and a spread of common targets, sorted, without near-duplicates. */
export function scenarios(input: RoiInput): RoiRow[] {
  const be = breakEvenRoi(input);
  const rois = [be, input.target, 1.5, 2, 3, 4, 5, 8].filter((r) => r > 0);
  const unique: number[] = [];
  for (const r of rois.sort((a, b) => a - b)) if (!unique.some((u) => Math.abs(u - r) < 0.005)) unique.push(r);
  return unique.map((r) => roiRow(r, input, Math.abs(r - be) < 0.005));
}

export const yuan = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2));
