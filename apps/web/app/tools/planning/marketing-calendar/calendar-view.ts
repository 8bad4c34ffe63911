/** Month-grid arithmetic for the 营销日历 (pure; dates are calendar dates, no time zones). */
import { addDays, type MarketingEvent } from "../calendar-data";

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `month=2026-02` from the URL, or null when missing or outside 1901–2099. */
export function parseMonth(value: string | null): string | null {
  const match = value ? MONTH_RE.exec(value) : null;
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 1901 && year <= 2099 ? value : null;
}

export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

export function monthLabel(month: string): string {
  return `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;
}

/** Weekday 0 = 周一 … 6 = 周日 (Chinese calendars start on Monday). */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export const WEEKDAYS = ["一", "二", "三", "四", "五", "六", "日"] as const;

/** Whole weeks (Monday first) covering the month: 35 or 42 days. */
export function monthGrid(month: string): string[] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayIndex(first));
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const days: string[] = [];
  for (let day = start; day <= last || days.length % 7 !== 0; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Events on each day; a holiday rest span shows on every one of its days. */
export function eventsByDay(events: MarketingEvent[], days: string[]): Map<string, MarketingEvent[]> {
  const map = new Map<string, MarketingEvent[]>(days.map((d) => [d, []]));
  for (const event of events) {
    for (let day = event.date, last = event.end ?? event.date; day <= last; day = addDays(day, 1))
      map.get(day)?.push(event);
  }
  return map;
}

/** 休 inside a holiday's rest span, 班 on a 调休 working day (from all events, whatever the filter). */
export function dayMark(events: MarketingEvent[]): "rest" | "work" | null {
  if (events.some((e) => e.kind === "workday")) return "work";
  if (events.some((e) => e.kind === "holiday" && e.end)) return "rest";
  return null;
}
