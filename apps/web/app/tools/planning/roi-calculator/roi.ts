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

export type RoiError = { field: keyof RoiInput; message: string };

export function validateRoi(input: RoiInput): RoiError[] {
  const errors: RoiError[] = [];
  if (!(input.price > 0)) errors.push({ field: "price", message: "客单价需要大于 0" });
  if (!(input.margin > 0 && input.margin <= 100))
    errors.push({ field: "margin", message: "毛利率需在 0–100% 之间（不含 0）" });
  if (!(input.cvr > 0 && input.cvr <= 100)) errors.push({ field: "cvr", message: "转化率需在 0–100% 之间（不含 0）" });
  if (input.bid === "cpm" && !(input.ctr > 0 && input.ctr <= 100))
    errors.push({ field: "ctr", message: "按千次展示出价时需要填写点击率（0–100%）" });
  if (!(input.target > 0)) errors.push({ field: "target", message: "目标 ROI 需要大于 0" });
  return errors;
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
