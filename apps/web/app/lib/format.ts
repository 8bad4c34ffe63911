/** Numbers and dates as every screen shows them. */

/** 12345 → "1.2万": the way Chinese template sites show counts. */
export function formatCount(n: number): string {
  if (n >= 100_000_000) return `${trimZero((n / 100_000_000).toFixed(1))}亿`;
  if (n >= 10_000) return `${trimZero((n / 10_000).toFixed(1))}万`;
  return String(n);
}

/**
 * 12345.678 → "12,345.678": what `n.toLocaleString("zh-CN")` shows (groups of three, at most three
 * decimals), without it. Its first call builds an ICU number formatter and loads its locale data: a
 * 13–15 ms task in the middle of hydration on a phone (`npm run lighthouse`), for a comma every three digits.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return n.toLocaleString("zh-CN");
  const rounded = Math.round(Math.abs(n) * 1000) / 1000;
  const [whole = "0", fraction] = String(rounded).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${n < 0 && rounded !== 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

function trimZero(text: string) {
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}

/** China Standard Time: UTC+8 all year since 1991 (no daylight saving since then). */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The calendar date in China of an instant, by plain arithmetic. Not `Intl.DateTimeFormat` with
 * `timeZone: "Asia/Shanghai"`: its first use loads ICU's time-zone data, ~20 ms of one main-thread task on
 * a phone, in the middle of hydration (`npm run lighthouse`), for an offset that has not changed in 35 years.
 */
export function chinaDateParts(date: Date): { year: number; month: number; day: number } {
  const shifted = new Date(date.getTime() + CHINA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * "2027年3月1日" in China time, whatever the server's or the browser's zone: the visitors are in China,
 * and the server HTML and the hydrated page must agree. The one date formatter of every screen (a
 * membership expiry reads the same on 首页, in the header and on 会员中心). Unparsable input is shown as is.
 */
export function formatChinaDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { year, month, day } = chinaDateParts(date);
  return `${year}年${month}月${day}日`;
}
