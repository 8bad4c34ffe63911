/**
 * The 营销日历's data as the stand-in serves it (`GET /v1/calendar/events`, see
 * apps/api/src/data/marketing-calendar.ts) and the view filters shared by the
 * tools page and the `/calendar.ics` feed, so a feed link reproduces the view.
 */
// zod/mini: the same validation without the chainable classic API, whose module evaluation was a
// 13–16 ms task on a phone when the calendar runner loaded (`npm run lighthouse`).
import "../../lib/zod-jitless";
import * as z from "zod/mini";
import { chinaDateParts } from "../../lib/format";
import { lazy } from "../../lib/lazy";

export const EVENT_KINDS = ["holiday", "workday", "solar-term", "festival", "ecommerce", "industry"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const KIND_LABEL: Record<EventKind, string> = {
  holiday: "法定节假日",
  workday: "调休上班",
  "solar-term": "二十四节气",
  festival: "传统节日",
  ecommerce: "电商大促",
  industry: "行业节点",
};

/** Same keys as 模板社区's industry facet, so the 找模板 link keeps the industry. */
export const INDUSTRIES = [
  { key: "retail", name: "电商零售" },
  { key: "food", name: "餐饮美食" },
  { key: "education", name: "教育培训" },
  { key: "beauty", name: "美妆个护" },
  { key: "home", name: "房产家居" },
  { key: "finance", name: "金融保险" },
  { key: "health", name: "医疗健康" },
  { key: "travel", name: "旅游出行" },
  { key: "tech", name: "互联网科技" },
  { key: "fashion", name: "服装服饰" },
  { key: "baby", name: "母婴亲子" },
  { key: "auto", name: "汽车出行" },
] as const;

/**
 * The `GET /v1/calendar/events` answer's schema, built on first use: building it was 4–5 ms of the task that
 * evaluates the calendar runner's modules on a page load, before any answer needs checking (`npm run lighthouse`).
 */
export const calendarRangeSchema = lazy(() => {
  const isoDate = z.iso.date();
  const event = z.object({
    id: z.string().check(z.regex(/^[\w.-]+$/)),
    date: isoDate,
    end: z.nullable(isoDate),
    name: z.string().check(z.minLength(1)),
    kind: z.enum(EVENT_KINDS),
    prepareFrom: isoDate,
    leadDays: z.int().check(z.minimum(0)),
    tip: z.string(),
    note: z.nullable(z.string()),
    scene: z.string(),
    industries: z.array(z.string()),
    source: z.object({
      label: z.string(),
      url: z.optional(z.string()),
      confidence: z.enum(["official", "community", "reference"]),
    }),
  });
  return z.object({
    events: z.array(event),
    years: z.array(
      z.object({ year: z.int(), status: z.enum(["official", "override", "unpublished"]), source: z.string() }),
    ),
    lunar: z.nullable(z.record(z.string(), z.string())),
  });
});
export type CalendarRange = z.output<ReturnType<typeof calendarRangeSchema>>;
export type MarketingEvent = CalendarRange["events"][number];

export type CalendarFilters = { kinds: EventKind[]; industry: string | null };

/** `kinds=holiday,workday` (unknown parts dropped; none = all) and `industry=retail`. */
export function parseFilters(params: URLSearchParams): CalendarFilters {
  const raw = params.get("kinds");
  const kinds = raw ? EVENT_KINDS.filter((kind) => raw.split(",").includes(kind)) : [...EVENT_KINDS];
  const industryParam = params.get("industry");
  const industry = INDUSTRIES.some((i) => i.key === industryParam) ? industryParam : null;
  return { kinds: kinds.length ? kinds : [...EVENT_KINDS], industry };
}

/** The query a filter set is written as; all kinds = no `kinds` key. */
export function filterQuery(filters: CalendarFilters): Record<string, string | null> {
  return {
    kinds: filters.kinds.length === EVENT_KINDS.length ? null : filters.kinds.join(","),
    industry: filters.industry,
  };
}

export function applyFilters(events: MarketingEvent[], filters: CalendarFilters): MarketingEvent[] {
  return events.filter(
    (e) =>
      filters.kinds.includes(e.kind) &&
      (!filters.industry || e.industries.length === 0 || e.industries.includes(filters.industry)),
  );
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today's date in China (the calendar is a China calendar wherever the viewer is). */
export function chinaToday(now: Date = new Date()): string {
  const { year, month, day } = chinaDateParts(now);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** "2026-02-15" → "2月15日". */
export function formatMonthDay(date: string): string {
  return `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
}

/** 模板社区 filtered by the event's scene (and the chosen industry). */
export function templateHref(event: Pick<MarketingEvent, "scene">, industry: string | null): string {
  const query = new URLSearchParams({ scene: event.scene });
  if (industry) query.set("industry", industry);
  return `/template-community?${query.toString()}`;
}
