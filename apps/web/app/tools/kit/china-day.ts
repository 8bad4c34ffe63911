/**
 * The quota day is the Asia/Shanghai calendar day (会员中心: 每日使用次数 resets at
 * 00:00 Beijing time), whatever the visitor's own time zone. China has no
 * daylight saving, so Beijing is always UTC+8.
 */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD in Beijing. */
export function chinaDay(now: Date): string {
  return new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** The next 00:00 Beijing time. */
export function nextChinaMidnight(now: Date): Date {
  const start = Date.parse(`${chinaDay(now)}T00:00:00.000Z`) - BEIJING_OFFSET_MS;
  return new Date(start + ONE_DAY_MS);
}

/** How the reset reads to a person: always the next day's 00:00 in Beijing. */
export const RESET_TEXT = "次日 00:00（北京时间）";
