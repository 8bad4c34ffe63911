/** Money as the 会员中心 shows it (dates: lib/format.ts). Prices arrive in fen (1/100 yuan). */
import type { Plan } from "./vip-schemas";

/** 29800 → "298", 3850 → "38.5", 1 → "0.01": no trailing zeros, never float noise. */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(Math.round(fen));
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  if (cents === 0) return `${sign}${yuan}`;
  return `${sign}${yuan}.${String(cents).padStart(2, "0").replace(/0$/, "")}`;
}

export const PERIOD_MONTHS: Record<Plan["period"], number> = { month: 1, quarter: 3, year: 12 };
export const PERIOD_UNIT: Record<Plan["period"], string> = { month: "月", quarter: "季", year: "年" };

/** What one month costs on this plan, rounded down to the fen, for "折合 ¥x/月". */
export function perMonth(plan: Pick<Plan, "price" | "period">): number {
  return Math.floor(plan.price / PERIOD_MONTHS[plan.period]);
}

/** Whole minutes and seconds left until `iso`, "mm:ss"; "00:00" once past. */
export function countdown(iso: string, now: number): string {
  const left = Math.max(0, Math.floor((new Date(iso).getTime() - now) / 1000));
  const mm = String(Math.floor(left / 60)).padStart(2, "0");
  const ss = String(left % 60).padStart(2, "0");
  return `${mm}:${ss}`;
}
