/** Numbers and dates as every screen shows them. */
import { lazy } from "./lazy";

/** 12345 → "1.2万": the way Chinese template sites show counts. */
export function formatCount(n: number): string {
  if (n >= 100_000_000) return `${trimZero((n / 100_000_000).toFixed(1))}亿`;
  if (n >= 10_000) return `${trimZero((n / 10_000).toFixed(1))}万`;
  return String(n);
}

function trimZero(text: string) {
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}

const chinaDateParts = lazy(
  () => new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Shanghai", year: "numeric", month: "numeric", day: "numeric" }),
);

/**
 * "2027年3月1日" in China time (Asia/Shanghai), whatever the server's or the
 * browser's zone: the visitors are in China, and the server HTML and the
 * hydrated page must agree. The one date formatter of every screen (a
 * membership expiry reads the same on 首页, in the header and on 会员中心).
 * Unparsable input is shown as is.
 */
export function formatChinaDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(chinaDateParts().formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}年${parts.month}月${parts.day}日`;
}
