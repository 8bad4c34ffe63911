/** The 营销日历's one request: a date range from the stand-in, validated at the boundary. */
import { browserHttp } from "../../session/browser-http";
import { calendarRangeSchema, type CalendarRange } from "./calendar-data";

export async function fetchCalendarRange(
  from: string,
  to: string,
  lunar: boolean,
  signal?: AbortSignal,
): Promise<CalendarRange> {
  const raw = await browserHttp().request<unknown>("/v1/calendar/events", {
    query: { from, to, lunar: lunar ? 1 : 0 },
    signal,
  });
  const parsed = calendarRangeSchema().safeParse(raw);
  if (!parsed.success) throw new Error("服务返回的日历数据有误，请稍后重试");
  return parsed.data;
}
