import { createHash } from "node:crypto";
import type { Route } from "./+types/calendar-ics";
import { httpContext, requestInfoContext } from "../../context";
import { loadSection } from "../../lib/section";
import { INDUSTRIES, calendarRangeSchema, chinaToday, parseFilters } from "../../tools/planning/calendar-data";
import { calendarIcs, feedName } from "../../tools/planning/marketing-calendar/calendar-feed";

/**
 * The 营销日历 subscription feed (`/calendar.ics?kinds=…&industry=…&alarm=1`, the same
 * filters as the tools page): this year and next, rebuilt from the stand-in's calendar.
 * Calendar apps poll it; DTSTAMP is the day it was built (Asia/Shanghai), so the text —
 * and its ETag — only change when the data or the day does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseFilters(url.searchParams);
  const alarm = url.searchParams.get("alarm") === "1";
  const today = chinaToday();
  const year = Number(today.slice(0, 4));
  const result = await loadSection(context.get(httpContext), "/v1/calendar/events", calendarRangeSchema(), {
    query: {
      from: `${year}-01-01`,
      to: `${year + 1}-12-31`,
      kind: filters.kinds.join(","),
      industry: filters.industry ?? undefined,
    },
  });
  if (!result.ok) {
    return new Response(`营销日历暂时无法生成：${result.message}`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "600" },
    });
  }
  const { publicConfig } = context.get(requestInfoContext);
  const industryName = INDUSTRIES.find((i) => i.key === filters.industry)?.name ?? null;
  const body = calendarIcs(result.data.events, {
    filters,
    alarm,
    origin: publicConfig.hosts.adTools,
    stamp: new Date(`${today}T00:00:00+08:00`),
    name: feedName(filters, industryName),
  });
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = {
    "Content-Type": "text/calendar; charset=utf-8",
    // Calendar apps poll every few hours; an hour fresh, a day served stale while refreshing.
    "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
    "Content-Disposition": 'inline; filename="marketing-calendar.ics"',
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
