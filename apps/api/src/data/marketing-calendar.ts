/**
 * The full 营销日历 (tools page and calendar feed) for any date range: the same
 * sources as the 首页 strip (calendar.ts), with 调休 working days as their own
 * events, holiday rest spans, the editable e-commerce/industry nodes
 * (marketing-nodes.ts), lunar day labels, and the holiday override file.
 *
 * Where the dates come from (tools facts §4):
 * - rest days and 调休 working days: `chinese-days` (State Council notices 2004–2026),
 *   or an entry of `holiday-overrides.json` for a year the package does not cover yet;
 * - a year with neither says 放假安排尚未公布 — the legal holiday dates themselves
 *   (元旦, 正月初一…) are shown, never guessed rest spans or 调休;
 * - 节气 and lunar dates: `chinese-days` (1900–2100).
 *
 * Adding a year the day its notice is out: append to holiday-overrides.json
 *   { "year": 2027, "source": "国务院办公厅关于2027年部分节假日安排的通知 <url>",
 *     "holidays": [{ "name": "元旦", "dates": ["2027-01-01", …] }, …],
 *     "workdays": [{ "name": "春节", "date": "2027-02-…" }, …] }
 * (see marketing-calendar.test.ts, "an override adds a year").
 */
import { readFileSync } from "node:fs";
import chineseDays from "chinese-days";
import { z } from "zod";
import { addDays, festivals, leadDays, leadOverride, lunar, nodeDate, solarTerms, tips } from "./calendar.ts";
import { marketingNodes, type NodeSource } from "./marketing-nodes.ts";

const { getDayDetail, getLunarDate, getSolarTerms } = chineseDays;

export const EVENT_KINDS = ["holiday", "workday", "solar-term", "festival", "ecommerce", "industry"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export type MarketingEvent = {
  /** Stable across rebuilds (calendar-feed UIDs are made from it). */
  id: string;
  date: string;
  /** Last day of a holiday rest span (inclusive); null for one-day events. */
  end: string | null;
  name: string;
  kind: EventKind;
  prepareFrom: string;
  leadDays: number;
  tip: string;
  note: string | null;
  /** 模板社区 scene key for the 找模板 link. */
  scene: string;
  /** Industries it concerns; empty = every industry. */
  industries: string[];
  source: NodeSource;
};

export type YearStatus = { year: number; status: "official" | "override" | "unpublished"; source: string };

const isoDate = z.iso.date();
export const holidayOverrideSchema = z.array(
  z.object({
    year: z.number().int().min(1901).max(2099),
    source: z.string().min(1),
    holidays: z.array(z.object({ name: z.string().min(1), dates: z.array(isoDate).min(1) })),
    workdays: z.array(z.object({ name: z.string().min(1), date: isoDate })),
  }),
);
export type HolidayOverride = z.output<typeof holidayOverrideSchema>[number];

/** The repo's override file, validated once at start-up: a malformed entry stops the stand-in, loudly. */
export function loadHolidayOverrides(): HolidayOverride[] {
  const raw: unknown = JSON.parse(readFileSync(new URL("./holiday-overrides.json", import.meta.url), "utf8"));
  return holidayOverrideSchema.parse(raw);
}

/** Package names ("清明") → the names people use. */
const HOLIDAY_NAMES: Record<string, string> = { 清明: "清明节", 端午: "端午节", 中秋: "中秋节" };
const displayName = (name: string) => HOLIDAY_NAMES[name] ?? name;

const OFFICIAL_SOURCE = (year: number): NodeSource => ({
  label: `国务院办公厅关于${year}年部分节假日安排的通知（数据：chinese-days）`,
  confidence: "official",
});
const DATE_SOURCE: NodeSource = { label: "公历/农历日期（农历由 chinese-days 换算）", confidence: "reference" };
const TERM_SOURCE: NodeSource = { label: "二十四节气交节日期（chinese-days 天文算法）", confidence: "reference" };

/** Years the package has any holiday arrangement for (2004–2026 in 1.5.7), detected rather than hard-coded. */
const packageYears = new Map<number, boolean>();
function packageCovers(year: number): boolean {
  let covered = packageYears.get(year);
  if (covered === undefined) {
    // Every arrangement has 元旦 or 春节 rest days in January–February.
    covered = false;
    for (let day = `${year}-01-01`; day <= `${year}-02-28`; day = addDays(day, 1)) {
      if (getDayDetail(day).name.includes(",")) {
        covered = true;
        break;
      }
    }
    packageYears.set(year, covered);
  }
  return covered;
}

type DayInfo = { name: string; work: boolean; source: NodeSource; fromPackage: boolean };

function dayInfoReader(overrides: HolidayOverride[]) {
  const overrideDays = new Map<string, DayInfo>();
  const overrideYears = new Map<number, HolidayOverride>();
  for (const entry of overrides) {
    overrideYears.set(entry.year, entry);
    const source: NodeSource = { label: entry.source, confidence: "official" };
    for (const holiday of entry.holidays)
      for (const date of holiday.dates)
        overrideDays.set(date, { name: holiday.name, work: false, source, fromPackage: false });
    for (const workday of entry.workdays)
      overrideDays.set(workday.date, { name: workday.name, work: true, source, fromPackage: false });
  }
  const status = (year: number): YearStatus => {
    const override = overrideYears.get(year);
    if (override) return { year, status: "override", source: override.source };
    if (packageCovers(year)) return { year, status: "official", source: OFFICIAL_SOURCE(year).label };
    return { year, status: "unpublished", source: `${year} 年放假安排尚未公布（国务院办公厅通知发布后更新）` };
  };
  const info = (date: string): DayInfo | null => {
    const fromOverride = overrideDays.get(date);
    if (fromOverride) return fromOverride;
    const year = Number(date.slice(0, 4));
    if (overrideYears.has(year) || !packageCovers(year)) return null;
    // Holiday-related days are named "English,中文,n"; ordinary days carry a weekday name.
    const parts = getDayDetail(date).name.split(",");
    if (parts.length < 2) return null;
    return {
      name: displayName(parts[1]!),
      work: getDayDetail(date).work,
      source: OFFICIAL_SOURCE(year),
      fromPackage: true,
    };
  };
  return { status, info };
}

const fmt = (d: string) => `${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`;

/** FNV-1a, hex: a short stable id part for names without a key of their own. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

function event(
  partial: Omit<MarketingEvent, "prepareFrom" | "id" | "note" | "end"> & {
    key: string;
    note?: string | null;
    end?: string | null;
  },
): MarketingEvent {
  const { key, ...rest } = partial;
  return {
    id: `${partial.date}-${partial.kind}-${key}`,
    end: null,
    note: null,
    ...rest,
    prepareFrom: addDays(partial.date, -partial.leadDays),
  };
}

/** Rest spans and 调休 working days in [from − 20 d, to + 40 d], so spans cut by the range stay whole. */
function holidayEvents(from: string, to: string, reader: ReturnType<typeof dayInfoReader>): MarketingEvent[] {
  type Run = { name: string; days: string[]; work: string[]; source: NodeSource; fromPackage: boolean };
  const runs: Run[] = [];
  const work: { date: string; info: DayInfo }[] = [];
  let current: Run | null = null;
  for (let day = addDays(from, -20), last = addDays(to, 40); day <= last; day = addDays(day, 1)) {
    const info = reader.info(day);
    if (info && !info.work) {
      if (current && current.name === info.name && addDays(current.days[current.days.length - 1]!, 1) === day)
        current.days.push(day);
      else
        runs.push(
          (current = { name: info.name, days: [day], work: [], source: info.source, fromPackage: info.fromPackage }),
        );
      continue;
    }
    current = null;
    if (info?.work) work.push({ date: day, info });
  }
  // chinese-days names only the holiday days proper; a weekend that touches them is part of the
  // notice's span (2024 元旦: "12月30日至1月1日放假调休，共3天"), so it joins the run.
  const plainRestDay = (day: string) => {
    const detail = getDayDetail(day);
    return !detail.work && !detail.name.includes(",") && reader.info(day) === null;
  };
  for (const run of runs) {
    if (!run.fromPackage) continue;
    while (plainRestDay(addDays(run.days[0]!, -1))) run.days.unshift(addDays(run.days[0]!, -1));
    while (plainRestDay(addDays(run.days[run.days.length - 1]!, 1)))
      run.days.push(addDays(run.days[run.days.length - 1]!, 1));
  }
  // A 调休 working day belongs to the nearest rest span of the same holiday.
  for (const { date, info } of work) {
    const distance = (run: Run) => Math.min(...run.days.map((d) => Math.abs(Date.parse(d) - Date.parse(date))));
    const owner = runs.filter((run) => run.name === info.name).sort((a, b) => distance(a) - distance(b))[0];
    owner?.work.push(date);
  }
  const events: MarketingEvent[] = [];
  for (const run of runs) {
    const start = run.days[0]!;
    const end = run.days[run.days.length - 1]!;
    const workText = run.work.length ? `；${run.work.map(fmt).join("、")}调休上班` : "；不调休";
    events.push(
      event({
        key: hash(run.name),
        date: start,
        end: end === start ? null : end,
        name: run.name,
        kind: "holiday",
        leadDays: leadOverride[run.name] ?? leadDays.holiday,
        tip: tips[run.name] ?? `${run.name}假期前后适合做节点借势内容。`,
        note: `${fmt(start)}至${fmt(end)}放假，共 ${run.days.length} 天${workText}`,
        scene: "festival-poster",
        industries: [],
        source: run.source,
      }),
    );
    for (const date of run.work) {
      events.push(
        event({
          key: hash(run.name),
          date,
          name: `${run.name}调休上班`,
          kind: "workday",
          leadDays: 3,
          tip: "调休上班日按工作日安排客服、发货和直播排班，推送时间参照工作日。",
          note: `${run.name}假期的调休上班日`,
          scene: "moments-poster",
          industries: [],
          source: run.source,
        }),
      );
    }
  }
  return events;
}

/**
 * A year without an arrangement: the statutory days of 《全国年节及纪念日放假办法》 (revised 2024-11, in
 * force 2025-01-01; tools-facts "Holidays") as 预计 spans — 元旦 1, 春节 4 (除夕 to 初三), 清明 1,
 * 劳动节 2, 端午 1, 中秋 1, 国庆 3 — never one day per festival, never guessed 调休 or bridged weekends.
 */
function unpublishedHolidays(year: number): MarketingEvent[] {
  const qingming = getSolarTerms(`${year}-04-01`, `${year}-04-10`).find(
    (term) => term.term === "pure_brightness",
  )?.date;
  const springDay = lunar(year, 1, 1);
  const list: [string, string | undefined, number][] = [
    ["元旦", `${year}-01-01`, 1],
    // 除夕 is the day before 正月初一, whether the twelfth month has 29 or 30 days.
    ["春节", springDay ? addDays(springDay, -1) : undefined, 4],
    ["清明节", qingming, 1],
    ["劳动节", `${year}-05-01`, 2],
    ["端午节", lunar(year, 5, 5), 1],
    ["中秋节", lunar(year, 8, 15), 1],
    ["国庆节", `${year}-10-01`, 3],
  ];
  return list.flatMap(([name, date, days]) =>
    date
      ? [
          event({
            key: hash(name),
            date,
            end: days > 1 ? addDays(date, days - 1) : null,
            name: `${name}（预计）`,
            kind: "holiday",
            leadDays: leadOverride[name] ?? leadDays.holiday,
            tip: tips[name] ?? `${name}前后适合做节点借势内容。`,
            note: `预计：按《全国年节及纪念日放假办法》法定 ${days} 天；${year} 年放假安排尚未公布，连休和调休以国务院办公厅通知为准`,
            scene: "festival-poster",
            industries: [],
            source: {
              label: `${year} 年放假安排尚未公布；法定假日天数依《全国年节及纪念日放假办法》（预计）`,
              confidence: "official",
            },
          }),
        ]
      : [],
  );
}

export type CalendarRange = { events: MarketingEvent[]; years: YearStatus[]; lunar: Record<string, string> | null };

/** Longest span the lunar labels are sent for (a month view plus its spill-over). */
export const LUNAR_MAX_DAYS = 62;

export function marketingCalendar(
  from: string,
  to: string,
  overrides: HolidayOverride[],
  withLunar = false,
): CalendarRange {
  const reader = dayInfoReader(overrides);
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(to.slice(0, 4));
  const years: YearStatus[] = [];
  for (let year = firstYear; year <= lastYear; year++) years.push(reader.status(year));

  const events: MarketingEvent[] = [...holidayEvents(from, to, reader)];
  // One year either side so lunar dates that cross the new year (除夕, 年货节) are caught.
  for (let year = firstYear - 1; year <= lastYear + 1; year++) {
    if (reader.status(year).status === "unpublished") events.push(...unpublishedHolidays(year));
    for (const draft of festivals(year)) {
      events.push(
        event({
          key: hash(draft.name),
          date: draft.date,
          name: draft.name,
          kind: "festival",
          leadDays: leadOverride[draft.name] ?? leadDays.festival,
          tip: tips[draft.name] ?? `${draft.name}前后适合做节点借势内容，提前规划选题和素材。`,
          scene: "festival-poster",
          industries: [],
          source: DATE_SOURCE,
        }),
      );
    }
    for (const draft of solarTerms(year)) {
      events.push(
        event({
          key: hash(draft.name),
          date: draft.date,
          name: draft.name,
          kind: "solar-term",
          leadDays: leadDays["solar-term"],
          tip: draft.tip ?? `${draft.name}节气适合做应季内容。`,
          scene: "festival-poster",
          industries: [],
          source: TERM_SOURCE,
        }),
      );
    }
    for (const node of marketingNodes) {
      events.push(
        event({
          key: node.key,
          date: nodeDate(node, year),
          name: node.name,
          kind: node.kind,
          leadDays: node.leadDays,
          tip: node.tip,
          scene: node.scene,
          industries: node.industries,
          source: node.source,
        }),
      );
    }
  }
  const seen = new Set<string>();
  const inRange = events
    .filter((e) => e.date <= to && (e.end ?? e.date) >= from)
    .filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        EVENT_KINDS.indexOf(a.kind) - EVENT_KINDS.indexOf(b.kind) ||
        a.name.localeCompare(b.name),
    );

  let lunarLabels: Record<string, string> | null = null;
  if (withLunar) {
    lunarLabels = {};
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const l = getLunarDate(day);
      // The first day of a lunar month shows the month (正月, 闰四月), like paper calendars.
      lunarLabels[day] = l.lunarDay === 1 ? `${l.isLeap ? "闰" : ""}${l.lunarMonCN}` : l.lunarDayCN;
    }
  }
  return { events: inRange, years, lunar: lunarLabels };
}

/** Kind and industry filters of the tools page and the feed (empty = no filter). */
export function filterEvents(
  events: MarketingEvent[],
  kinds: readonly EventKind[],
  industry: string | null,
): MarketingEvent[] {
  return events.filter(
    (e) =>
      (kinds.length === 0 || kinds.includes(e.kind)) &&
      (!industry || e.industries.length === 0 || e.industries.includes(industry)),
  );
}
