/**
 * Reading one cell of a creator back end's export: a publish time (to a weekday and an hour in
 * China time) or a count ("1.2万", "3,456", "12k"). Pure; no `Intl` time zones (the arithmetic is
 * UTC+8 by hand: China has had no daylight saving since 1991, docs/conventions.md "One helper per rule").
 */

/** A publish time as the page uses it: China wall clock. */
export type PostTime = {
  /** 1 = Monday … 7 = Sunday (ISO). */
  weekday: number;
  hour: number;
  /** YYYY-MM-DD in China time, for splitting into periods. */
  date: string;
  /** Milliseconds since the epoch (China wall clock read as UTC+8). */
  epoch: number;
};

const CHINA_OFFSET_MS = 8 * 3600_000;
/** Excel's day 0 is 1899-12-30 (the 1900 leap-year bug included), in days since the Unix epoch. */
const EXCEL_EPOCH_DAYS = -25569;

const DAY_MS = 86400_000;

/** Days since 1970-01-01 of a civil date (Howard Hinnant's days_from_civil; no Date objects in the hot path). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function fromWallClock(y: number, mo: number, d: number, h: number, mi: number): PostTime | null {
  if (mo < 1 || mo > 12 || d < 1 || h < 0 || h > 23 || mi < 0 || mi > 59) return null;
  // 2024-02-31 would roll over into March: a date that does not exist is an error, not a guess.
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  if (d > DAYS_IN_MONTH[mo - 1]! || (mo === 2 && d === 29 && !leap)) return null;
  return fromWallMs(daysFromCivil(y, mo, d) * DAY_MS + h * 3600_000 + mi * 60_000);
}

const dateKeys = new Map<number, string>();

/** `wall` = China wall clock expressed as a UTC timestamp. */
function fromWallMs(wall: number): PostTime {
  const days = Math.floor(wall / DAY_MS);
  let date = dateKeys.get(days);
  if (date === undefined) {
    date = new Date(days * DAY_MS).toISOString().slice(0, 10);
    if (dateKeys.size < 100_000) dateKeys.set(days, date);
  }
  return {
    // 1970-01-01 was a Thursday (4).
    weekday: ((((days + 3) % 7) + 7) % 7) + 1,
    hour: Math.floor((wall - days * DAY_MS) / 3600_000),
    date,
    epoch: wall - CHINA_OFFSET_MS,
  };
}

/** The form almost every export uses, read without the general pattern. */
const COMMON = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::\d{2})?$/;

const DATE_TIME =
  /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:\s*[T\s]\s*(上午|下午|晚上|中午|凌晨|早上)?\s*(\d{1,2})\s*[:：点时]\s*(\d{1,2})?\s*分?(?:\s*[:：]\s*(\d{1,2})(?:\.\d+)?)?\s*(?:秒)?\s*(AM|PM|am|pm)?)?\s*(Z|[+-]\d{2}:?\d{2}|GMT[+-]\d{1,2}|UTC[+-]\d{1,2})?$/;
/** 03/05/2024 18:30 — month first, as English exports write it. */
const US_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::\d{2})?\s*(AM|PM|am|pm)?)?$/;

function offsetMinutes(zone: string): number {
  if (zone === "Z") return 0;
  const m = /([+-])(\d{1,2}):?(\d{2})?$/.exec(zone);
  if (!m) return 8 * 60;
  const sign = m[1] === "-" ? -1 : 1;
  return sign * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

function to24(hour: number, marker: string | undefined): number {
  if (!marker) return hour;
  const pm = /下午|晚上|PM|pm/.test(marker);
  const noon = marker === "中午";
  if ((pm || (noon && hour < 11)) && hour < 12) return hour + 12;
  if (/AM|am|凌晨|上午|早上/.test(marker) && hour === 12) return 0;
  return hour;
}

/**
 * A publish time from the forms back ends and spreadsheets write: `2024-03-05 18:30`,
 * `2024/3/5 18:30:00`, `2024年3月5日 18:30`, `2024-03-05 下午6:30`, ISO with `Z` or an offset
 * (converted to China time), a weekday beside the date (`2024年3月5日 星期二 18:30`), `03/05/2024 6:30 PM`, Unix seconds or milliseconds, Excel serial
 * days (`45356.77`), and a `Date` (from an XLSX cell, which holds the wall clock as UTC). A time
 * without a zone is China time. Returns null for anything else, and for a date alone (no hour).
 */
export function parsePostTime(value: unknown): PostTime | null {
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isFinite(ms) ? fromWallMs(ms) : null;
  }
  if (typeof value === "number") return fromNumber(value);
  if (typeof value !== "string") return null;
  const common = COMMON.exec(value);
  if (common) {
    return fromWallClock(Number(common[1]), Number(common[2]), Number(common[3]), Number(common[4]), Number(common[5]));
  }
  // A weekday written beside the date (2026年5月4日 星期一 08:00, （周一）) says nothing the date does not.
  const text = value
    .replace(/[（(]?(?:星期|礼拜|周)[一二三四五六日天][）)]?/g, " ")
    .trim()
    .replace(/\s+/g, " ");
  if (text === "") return null;
  if (/^\d+(\.\d+)?$/.test(text)) return fromNumber(Number(text));
  const m = DATE_TIME.exec(text);
  if (m) {
    if (m[5] === undefined) return null;
    const hour = to24(Number(m[5]), m[4] ?? m[8]);
    const parsed = fromWallClock(Number(m[1]), Number(m[2]), Number(m[3]), hour, Number(m[6] ?? 0));
    if (!parsed || !m[9]) return parsed;
    // An explicit zone: shift the wall clock to China time (UTC+8).
    const shift = (8 * 60 - offsetMinutes(m[9])) * 60_000;
    return fromWallMs(parsed.epoch + CHINA_OFFSET_MS + shift);
  }
  const us = US_DATE_TIME.exec(text);
  if (us && us[4] !== undefined) {
    return fromWallClock(Number(us[3]), Number(us[1]), Number(us[2]), to24(Number(us[4]), us[6]), Number(us[5]));
  }
  return null;
}

function fromNumber(n: number): PostTime | null {
  if (!Number.isFinite(n) || n <= 0) return null;
  // Unix milliseconds (13 digits) or seconds (10 digits), 2001–2286.
  if (n >= 1e12 && n < 1e13) return fromWallMs(Math.floor(n) + CHINA_OFFSET_MS);
  if (n >= 1e9 && n < 1e10) return fromWallMs(Math.floor(n) * 1000 + CHINA_OFFSET_MS);
  // Excel serial days with a time part, 1982–2119; a whole number is a date without an hour.
  if (n > 30000 && n < 80000 && !Number.isInteger(n)) {
    const minutes = Math.round((n + EXCEL_EPOCH_DAYS) * 1440);
    return fromWallMs(minutes * 60_000);
  }
  return null;
}

const PLAIN = /^\d{1,15}$/;
/** More than a trillion plays, likes or reads on one post is a broken cell (no platform has that many users). */
const MAX_COUNT = 1e12;
const UNITS: Record<string, number> = { 万: 1e4, w: 1e4, W: 1e4, 亿: 1e8, k: 1e3, K: 1e3, 千: 1e3, m: 1e6, M: 1e6 };

/**
 * A count as back ends write it: `1,234`, `1.2万`, `3.5w`, `12k`, `1亿`, ` 88 `, `10+`, `<10`
 * (公众号 rounds small numbers that way: the bound is taken). Percentages are not counts: null. Empty,
 * `-` and text: null.
 */
export function parseCount(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 && value <= MAX_COUNT ? value : null;
  if (typeof value !== "string") return null;
  if (PLAIN.test(value)) return Number(value) <= MAX_COUNT ? Number(value) : null;
  const text = value
    .trim()
    .replace(/[,，\s]/g, "")
    .replace(/^[<>≤≥]/, "")
    .replace(/\+$/, "");
  const m = /^(\d+(?:\.\d+)?)(万|w|W|亿|k|K|千|m|M)?$/.exec(text);
  if (!m) return null;
  const n = Number(m[1]) * (m[2] ? UNITS[m[2]]! : 1);
  return Number.isFinite(n) && n <= MAX_COUNT ? n : null;
}
