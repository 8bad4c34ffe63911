/** 内容排期表 (pure): weeks, entries, CSV and .ics. */
import { addDays } from "../calendar-data";
import { writeICalendar } from "../ical";

export const FORMATS = ["短视频", "图文笔记", "直播", "长文章", "海报", "其他"] as const;

export type ScheduleEntry = { id: string; account: string; date: string; time: string; topic: string; format: string };
export type ScheduleState = { accounts: string[]; entries: ScheduleEntry[] };

export const DEFAULT_STATE: ScheduleState = { accounts: ["抖音主号", "小红书", "公众号"], entries: [] };

/** Monday of the week holding `date`. */
export function weekStart(date: string): string {
  const day = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -day);
}

export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function validEntry(entry: Omit<ScheduleEntry, "id">): string | null {
  if (!entry.topic.trim()) return "请填写选题";
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(entry.time)) return "发布时间请用 24 小时制，如 12:30";
  return null;
}

export function sortEntries(entries: ScheduleEntry[]): ScheduleEntry[] {
  return [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.account.localeCompare(b.account),
  );
}

export function scheduleCsvRows(entries: ScheduleEntry[]): string[][] {
  return [
    ["日期", "时间", "账号", "形式", "选题"],
    ...sortEntries(entries).map((e) => [e.date, e.time, e.account, e.format, e.topic]),
  ];
}

export function scheduleIcs(entries: ScheduleEntry[], stamp: Date): string {
  return writeICalendar({
    prodId: "-//营销工具箱//内容排期表//ZH",
    name: "内容排期",
    timezone: "Asia/Shanghai",
    stamp,
    events: sortEntries(entries).map((e) => ({
      uid: `${e.id}@content-schedule.adtools`,
      start: e.date,
      end: e.date,
      time: { at: e.time, minutes: 30 },
      summary: `【${e.account}】${e.topic}`,
      description: `形式：${e.format}`,
      categories: [e.format],
    })),
  });
}

export function parseState(value: unknown): ScheduleState {
  const v = value as Partial<ScheduleState> | null;
  if (!v || !Array.isArray(v.accounts) || !Array.isArray(v.entries)) return DEFAULT_STATE;
  return {
    accounts: v.accounts.filter((a): a is string => typeof a === "string"),
    entries: v.entries.filter(
      (e): e is ScheduleEntry =>
        Boolean(e) && typeof e.id === "string" && typeof e.date === "string" && typeof e.topic === "string",
    ),
  };
}
