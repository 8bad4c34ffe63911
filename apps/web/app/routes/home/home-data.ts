/**
 * What 首页 derives from the catalogue and the calendar. Kept apart from the
 * component so it can be tested without rendering, and so the loader ships
 * only the handful of tools the page shows, not the whole catalogue.
 */
import type { CalendarEvent, Tool, ToolAudience, ToolCategory } from "../../lib/api-schemas";
import type { SectionResult } from "../../http/section";

/** The catalogue part of 首页's loader data: only what the page shows. */
export type HomeToolsSection = SectionResult<{
  hot: Tool[];
  fresh: Tool[];
  categories: ToolCategory[];
  audiences: ToolAudience[];
  vipCount: number;
  calendarPath: string | null;
}>;

export const HOT_TOOLS_LIMIT = 8;
export const NEW_TOOLS_LIMIT = 4;

/** 热门: tools badged hot, most used first; filled up with the most used others when few are badged. */
export function pickHotTools(tools: Tool[], limit = HOT_TOOLS_LIMIT): Tool[] {
  const byUses = [...tools].sort((a, b) => b.uses - a.uses);
  const hot = byUses.filter((tool) => tool.badges.includes("hot"));
  const rest = byUses.filter((tool) => !tool.badges.includes("hot"));
  return [...hot, ...rest].slice(0, limit);
}

/** 新上线: tools badged new, in catalogue order (the provider lists newest additions as it sees fit). */
export function pickNewTools(tools: Tool[], limit = NEW_TOOLS_LIMIT): Tool[] {
  return tools.filter((tool) => tool.badges.includes("new")).slice(0, limit);
}

export const AUDIENCES = [
  { key: "ad", name: "广告分析", blurb: "投放前合规自查，投放中测算出价与预算" },
  { key: "creative", name: "创意分析", blurb: "拆解爆款、追踪热点，找到下一条素材的方向" },
  { key: "content", name: "内容营销", blurb: "打磨标题与文案，按节点排好内容计划" },
  { key: "material", name: "素材分析", blurb: "图片视频规格、安全区与配色，一次检查到位" },
] as const;

export type AudienceKey = (typeof AUDIENCES)[number]["key"];

export interface AudienceEntry {
  key: AudienceKey;
  name: string;
  blurb: string;
  /** Tools for this audience, over all its categories. */
  count: number;
  categories: ToolCategory[];
}

/**
 * The four audiences with the job categories the provider files under each.
 * When the provider does not (yet) say which audience a category belongs to,
 * returns null and the page lists the categories without grouping, rather
 * than guessing.
 */
export function groupByAudience(categories: ToolCategory[], audiences: ToolAudience[] = []): AudienceEntry[] | null {
  if (categories.length === 0 || categories.some((c) => !c.audience)) return null;
  return AUDIENCES.map((audience) => {
    const own = categories.filter((c) => c.audience === audience.key);
    const provided = audiences.find((a) => a.key === audience.key);
    return {
      ...audience,
      name: provided?.name ?? audience.name,
      count: provided?.count ?? own.reduce((sum, c) => sum + c.count, 0),
      categories: own,
    };
  }).filter((entry) => entry.categories.length > 0);
}

const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"];

/** "2026-10-01" → { month: 10, day: 1, weekday: "周四" }; calendar dates, no time zone involved. */
export function calendarDate(iso: string): { month: number; day: number; weekday: string; time: number } {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  const time = Date.UTC(y, m - 1, d);
  return { month: m, day: d, weekday: WEEKDAYS[new Date(time).getUTCDay()]!, time };
}

export function formatMonthDay(iso: string): string {
  const { month, day } = calendarDate(iso);
  return `${month}月${day}日`;
}

const DAY_MS = 86_400_000;

/**
 * Where the visitor stands against the lead date. "Today" is the provider's:
 * the event date minus `daysLeft`, so server and browser clocks (and time
 * zones) cannot disagree with the numbers the provider printed.
 */
export function prepareStatus(event: Pick<CalendarEvent, "date" | "prepareFrom" | "daysLeft">): "upcoming" | "now" {
  const today = calendarDate(event.date).time - event.daysLeft * DAY_MS;
  return calendarDate(event.prepareFrom).time <= today ? "now" : "upcoming";
}

export function daysLeftLabel(daysLeft: number): string {
  if (daysLeft <= 0) return "就是今天";
  if (daysLeft === 1) return "明天";
  return `还有 ${daysLeft} 天`;
}

export const EVENT_KIND_LABEL: Record<CalendarEvent["kind"], string> = {
  holiday: "法定节假日",
  "solar-term": "节气",
  festival: "节日",
  shopping: "电商大促",
};
