/**
 * 预算分配: channels × phases (预热 / 爆发 / 返场). Shares are percentages; amounts are
 * whole yuan rounded with the largest-remainder (Hamilton) method over the whole grid,
 * so the cells always add up to the total exactly, and row and column totals are sums
 * of the shown cells.
 */
export const PHASES = ["预热", "爆发", "返场"] as const;

export const DEFAULT_CHANNELS = ["抖音", "小红书", "微信", "快手"];
export const DEFAULT_PHASE_SHARES = [30, 50, 20];

/** Rounds non-negative `values` to integers that sum to exactly `total` (an integer). */
export function largestRemainder(values: number[], total: number): number[] {
  const sum = values.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return values.map(() => 0);
  const scaled = values.map((v) => (v / sum) * total);
  const floors = scaled.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = scaled.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

/**
 * Sets share `index` to `value` (clamped 0–100) and spreads the rest over the others in
 * proportion to their current shares (equally when they are all 0), so the shares stay at 100.
 */
export function reallocate(shares: number[], index: number, value: number): number[] {
  const v = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)) * 100) / 100;
  const others = shares.map((s, i) => (i === index ? 0 : Math.max(0, s)));
  const otherSum = others.reduce((a, b) => a + b, 0);
  const count = shares.length - 1;
  if (count === 0) return [v];
  // Hundredths of a percent, rounded by largest remainder, so the shares add up to exactly 100.
  const weights = shares.map((_, i) => (i === index ? 0 : otherSum > 0 ? others[i]! : 1));
  const rest = largestRemainder(weights, Math.round((100 - v) * 100));
  return shares.map((_, i) => (i === index ? v : rest[i]! / 100));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export type Plan = { total: number; channels: string[]; channelShares: number[]; phaseShares: number[] };

export type Grid = { cells: number[][]; rowTotals: number[]; colTotals: number[]; total: number };

export function allocate(plan: Plan): Grid {
  const total = Math.max(0, Math.round(plan.total));
  const rows = plan.channels.length;
  const cols = plan.phaseShares.length;
  const real = plan.channels.map((_, c) =>
    plan.phaseShares.map((p) => Math.max(0, plan.channelShares[c] ?? 0) * Math.max(0, p)),
  );
  const sum = real.flat().reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) {
    const zero = plan.channels.map(() => plan.phaseShares.map(() => 0));
    return { cells: zero, rowTotals: zero.map(() => 0), colTotals: plan.phaseShares.map(() => 0), total: 0 };
  }
  const scaled = real.map((row) => row.map((v) => (v / sum) * total));
  // Controlled rounding: channel totals and phase totals are each rounded by largest
  // remainder, then cells are rounded to fit both, so every total matches what a
  // person would round by hand and everything adds up.
  const rowTarget = largestRemainder(
    scaled.map((row) => row.reduce((a, b) => a + b, 0)),
    total,
  );
  const colTarget = largestRemainder(
    plan.phaseShares.map((_, p) => scaled.reduce((a, row) => a + row[p]!, 0)),
    total,
  );
  const cells = scaled.map((row) => row.map(Math.floor));
  const rowNeed = rowTarget.map((t, r) => t - cells[r]!.reduce((a, b) => a + b, 0));
  const colNeed = colTarget.map((t, p) => t - cells.reduce((a, row) => a + row[p]!, 0));
  const order = scaled
    .flatMap((row, r) => row.map((v, p) => ({ r, p, rem: v - Math.floor(v) })))
    .sort((a, b) => b.rem - a.rem || a.r - b.r || a.p - b.p);
  for (const { r, p } of order) {
    if (rowNeed[r]! > 0 && colNeed[p]! > 0) {
      cells[r]![p]! += 1;
      rowNeed[r]! -= 1;
      colNeed[p]! -= 1;
    }
  }
  // Whatever is left (rare) goes to any cell whose channel and phase both still need it.
  for (let r = 0; r < rows; r++) {
    for (let p = 0; p < cols && rowNeed[r]! > 0; p++) {
      const n = Math.min(rowNeed[r]!, colNeed[p]!);
      if (n > 0) {
        cells[r]![p]! += n;
        rowNeed[r]! -= n;
        colNeed[p]! -= n;
      }
    }
  }
  const rowTotals = cells.map((row) => row.reduce((a, b) => a + b, 0));
  const colTotals = plan.phaseShares.map((_, p) => cells.reduce((a, row) => a + row[p]!, 0));
  return { cells, rowTotals, colTotals, total: rowTotals.reduce((a, b) => a + b, 0) };
}

export function sharesSum(shares: number[]): number {
  return round2(shares.reduce((a, b) => a + b, 0));
}

/** CSV rows (channel, each phase, 合计) plus a 合计 row; numbers as plain integers for spreadsheets. */
export function budgetCsvRows(plan: Plan, grid: Grid): string[][] {
  const header = ["渠道", ...PHASES.map((p, i) => `${p}（${plan.phaseShares[i]}%）`), "合计", "占比"];
  const rows = plan.channels.map((name, c) => [
    name,
    ...grid.cells[c]!.map(String),
    String(grid.rowTotals[c]),
    `${plan.channelShares[c]}%`,
  ]);
  return [
    header,
    ...rows,
    ["合计", ...grid.colTotals.map(String), String(grid.total), `${sharesSum(plan.channelShares)}%`],
  ];
}
