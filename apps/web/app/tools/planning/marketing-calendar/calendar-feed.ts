/**
 * The 营销日历 as iCalendar: the same text for the browser download and the
 * `/calendar.ics` subscription feed (routes/resources/calendar-ics.ts).
 */
import { KIND_LABEL, formatMonthDay, templateHref, type CalendarFilters, type MarketingEvent } from "../calendar-data";
import { writeICalendar, type IcsEvent } from "../ical";

/** The domain part of every UID: fixed, so a re-subscribed or re-imported copy updates the same events. */
export const UID_DOMAIN = "marketing-calendar.adtools";

const CONFIDENCE_LABEL = { official: "官方", community: "行业惯例（非官方）", reference: "参考" } as const;

export type FeedOptions = {
  filters: CalendarFilters;
  /** Add a reminder at 09:00 on each event's 建议开始准备 date. */
  alarm: boolean;
  /** Site origin for the 找模板 links (absolute URLs in calendar apps). */
  origin: string;
  stamp: Date;
};

export function feedName(filters: CalendarFilters, industryName: string | null): string {
  const parts = ["营销日历"];
  if (industryName) parts.push(industryName);
  if (filters.kinds.length < 6) parts.push(filters.kinds.map((k) => KIND_LABEL[k]).join("/"));
  return parts.join(" · ");
}

export function toIcsEvent(
  event: MarketingEvent,
  options: Pick<FeedOptions, "alarm" | "origin" | "filters">,
): IcsEvent {
  const lines = [
    event.note,
    event.tip,
    event.leadDays > 0 ? `建议开始准备：${formatMonthDay(event.prepareFrom)}（提前 ${event.leadDays} 天）` : null,
    `来源：${event.source.label}（${CONFIDENCE_LABEL[event.source.confidence]}）`,
    `找模板：${options.origin}${templateHref(event, options.filters.industry)}`,
  ].filter((line): line is string => Boolean(line));
  return {
    uid: `${event.id}@${UID_DOMAIN}`,
    start: event.date,
    end: event.end ?? event.date,
    summary: event.kind === "workday" ? event.name : `${event.name}（${KIND_LABEL[event.kind]}）`,
    description: lines.join("\n"),
    categories: [KIND_LABEL[event.kind]],
    url: `${options.origin}${templateHref(event, options.filters.industry)}`,
    alarm:
      options.alarm && event.leadDays > 0
        ? {
            daysBefore: event.leadDays,
            hour: 9,
            description: `${event.name}：今天建议开始准备（提前 ${event.leadDays} 天）`,
          }
        : undefined,
  };
}

export function calendarIcs(events: MarketingEvent[], options: FeedOptions & { name: string }): string {
  return writeICalendar({
    prodId: "-//营销工具箱//营销日历//ZH",
    name: options.name,
    description:
      "节假日、调休、节气、传统节日、电商大促和行业节点，附建议开始准备日期。放假安排以国务院办公厅通知为准。",
    timezone: "Asia/Shanghai",
    refreshHours: 12,
    stamp: options.stamp,
    events: events.map((event) => toIcsEvent(event, options)),
  });
}
