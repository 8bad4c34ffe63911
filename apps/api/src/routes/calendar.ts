import { Hono } from "hono";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import type { AppEnv } from "../lib/auth.ts";
import { ok } from "../lib/envelope.ts";
import { chinaDate } from "../lib/time.ts";
import { parseQuery } from "../lib/validate.ts";
import { upcomingEvents } from "../repos/calendar.ts";
import { daysBetween } from "../data/calendar.ts";
import {
  EVENT_KINDS,
  LUNAR_MAX_DAYS,
  filterEvents,
  loadHolidayOverrides,
  marketingCalendar,
} from "../data/marketing-calendar.ts";
import { industries } from "../data/template-facets.ts";
import { badRequest } from "../lib/envelope.ts";

const kinds = ["holiday", "solar-term", "festival", "shopping"] as const;

const calendarQuery = z.object({
  from: z.iso.date({ error: "from 须为 YYYY-MM-DD 格式的日期" }).optional(),
  limit: z.coerce.number().int().min(1).max(30).default(8),
  // Optional extra: "holiday,shopping" narrows the strip to those kinds.
  kind: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",").map((k) => k.trim()) : []))
    .pipe(z.array(z.enum(kinds, { error: "kind 只能是 holiday、solar-term、festival、shopping" }))),
});

/** Longest range one request may ask for: two years (the calendar feed's window). */
const MAX_RANGE_DAYS = 731;

const eventsQuery = z.object({
  from: z.iso.date({ error: "from 须为 YYYY-MM-DD 格式的日期" }),
  to: z.iso.date({ error: "to 须为 YYYY-MM-DD 格式的日期" }),
  kind: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",").map((k) => k.trim()) : []))
    .pipe(z.array(z.enum(EVENT_KINDS, { error: `kind 只能是 ${EVENT_KINDS.join("、")}` }))),
  industry: z
    .enum(industries.map((i) => i.key) as [string, ...string[]], { error: "industry 不是已知行业" })
    .optional(),
  lunar: z.enum(["1", "0"]).optional(),
});

export function calendarRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const overrides = loadHolidayOverrides();
  // The tools page's 营销日历 and the site's calendar feed: every kind of date in a range,
  // computed from chinese-days, the override file and the editable node list (no table).
  app.get("/v1/calendar/events", (c) => {
    const { from, to, kind, industry, lunar } = parseQuery(c, eventsQuery);
    const span = daysBetween(from, to);
    if (span < 0) throw badRequest("参数错误：to 不能早于 from");
    if (span >= MAX_RANGE_DAYS) throw badRequest("参数错误：一次最多查询两年");
    if (from < "1901-01-01" || to > "2099-12-31") throw badRequest("参数错误：只支持 1901–2099 年");
    const range = marketingCalendar(from, to, overrides, lunar === "1" && span < LUNAR_MAX_DAYS);
    return ok(c, { ...range, events: filterEvents(range.events, kind, industry ?? null) });
  });
  app.get("/v1/calendar", (c) => {
    const { from, limit, kind } = parseQuery(c, calendarQuery);
    return ok(c, upcomingEvents(deps.db, from ?? chinaDate(deps.now()), limit, kind));
  });
  return app;
}
