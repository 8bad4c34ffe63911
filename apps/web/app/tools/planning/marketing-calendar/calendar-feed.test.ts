import ICAL from "ical.js";
import { expect, test } from "vitest";
import { applyFilters, parseFilters, type MarketingEvent } from "../calendar-data";
import { calendarIcs } from "./calendar-feed";

const base = {
  note: null,
  tip: "提示",
  scene: "festival-poster",
  industries: [],
  source: { label: "国务院办公厅通知", confidence: "official" as const },
};
const events: MarketingEvent[] = [
  {
    ...base,
    id: "2026-02-14-workday-x",
    date: "2026-02-14",
    end: null,
    name: "春节调休上班",
    kind: "workday",
    prepareFrom: "2026-02-11",
    leadDays: 3,
  },
  {
    ...base,
    id: "2026-02-15-holiday-x",
    date: "2026-02-15",
    end: "2026-02-23",
    name: "春节",
    kind: "holiday",
    prepareFrom: "2026-01-16",
    leadDays: 30,
    note: "2月15日至2月23日放假，共 9 天",
  },
  {
    ...base,
    id: "2026-06-07-industry-gaokao",
    date: "2026-06-07",
    end: null,
    name: "高考",
    kind: "industry",
    prepareFrom: "2026-05-17",
    leadDays: 21,
    industries: ["education"],
    scene: "moments-poster",
  },
];

const parse = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));

test("the feed text: spans, UIDs, 找模板 links and preparation alarms", () => {
  const filters = parseFilters(new URLSearchParams("industry=education"));
  const text = calendarIcs(applyFilters(events, filters), {
    filters,
    alarm: true,
    origin: "https://tools.example.com",
    stamp: new Date("2026-11-26T00:00:00Z"),
    name: "营销日历",
  });
  const parsed = parse(text);
  expect(parsed.map((e) => e.uid)).toEqual([
    "2026-02-14-workday-x@marketing-calendar.adtools",
    "2026-02-15-holiday-x@marketing-calendar.adtools",
    "2026-06-07-industry-gaokao@marketing-calendar.adtools",
  ]);
  const spring = parsed[1]!;
  expect([spring.startDate.toString(), spring.endDate.toString()]).toEqual(["2026-02-15", "2026-02-24"]);
  expect(spring.summary).toBe("春节（法定节假日）");
  expect(spring.description).toContain("建议开始准备：1月16日（提前 30 天）");
  expect(spring.description).toContain(
    "https://tools.example.com/template-community?scene=festival-poster&industry=education",
  );
  expect(String(spring.component.getFirstSubcomponent("valarm")!.getFirstPropertyValue("trigger"))).toBe("-P29DT15H");
});

test("filters: kinds only, no alarms unless asked", () => {
  const filters = parseFilters(new URLSearchParams("kinds=holiday,workday,bogus"));
  expect(filters.kinds).toEqual(["holiday", "workday"]);
  const text = calendarIcs(applyFilters(events, filters), {
    filters,
    alarm: false,
    origin: "https://x.test",
    stamp: new Date(),
    name: "营销日历",
  });
  const parsed = parse(text);
  expect(parsed.map((e) => e.summary)).toEqual(["春节调休上班", "春节（法定节假日）"]);
  expect(text).not.toContain("BEGIN:VALARM");
});

test("parseFilters: nothing or nonsense means every kind and no industry", () => {
  expect(parseFilters(new URLSearchParams("kinds=nope&industry=mars"))).toEqual({
    kinds: ["holiday", "workday", "solar-term", "festival", "ecommerce", "industry"],
    industry: null,
  });
});
