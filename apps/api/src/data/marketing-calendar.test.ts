import { expect, test } from "vitest";
import {
  filterEvents,
  holidayOverrideSchema,
  loadHolidayOverrides,
  marketingCalendar,
  type HolidayOverride,
} from "./marketing-calendar.ts";
import { marketingNodes } from "./marketing-nodes.ts";

const byName = <T extends { name: string }>(events: T[], name: string) => events.filter((e) => e.name === name);

test("2026 春节: one rest span 2/15–2/23 and its two 调休 working days, from chinese-days", () => {
  const { events, years } = marketingCalendar("2026-02-01", "2026-02-28", []);
  expect(years).toEqual([{ year: 2026, status: "official", source: expect.stringContaining("2026") }]);
  const spring = byName(events, "春节");
  expect(spring).toHaveLength(1);
  expect(spring[0]).toMatchObject({
    date: "2026-02-15",
    end: "2026-02-23",
    kind: "holiday",
    leadDays: 30,
    prepareFrom: "2026-01-16",
  });
  expect(spring[0]!.note).toContain("共 9 天");
  expect(events.filter((e) => e.kind === "workday").map((e) => e.date)).toEqual(["2026-02-14", "2026-02-28"]);
  expect(byName(events, "雨水")[0]).toMatchObject({ date: "2026-02-18", kind: "solar-term" });
});

test("2026 国庆节 and its 调休 on 9/20 and 10/10", () => {
  const { events } = marketingCalendar("2026-09-01", "2026-10-31", []);
  expect(byName(events, "国庆节")[0]).toMatchObject({ date: "2026-10-01", end: "2026-10-07" });
  expect(byName(events, "国庆节调休上班").map((e) => e.date)).toEqual(["2026-09-20", "2026-10-10"]);
  expect(byName(events, "中国农民丰收节")[0]).toMatchObject({ date: "2026-09-23", kind: "industry" });
});

test("a year chinese-days does not cover says 放假安排尚未公布 and guesses no rest days", () => {
  const { events, years } = marketingCalendar("2027-01-01", "2027-12-31", []);
  expect(years[0]!.status).toBe("unpublished");
  expect(events.filter((e) => e.kind === "workday")).toEqual([]);
  // The statutory days of 《全国年节及纪念日放假办法》 (2025 revision), marked 预计 until the notice is out.
  const span = (name: string) => byName(events, `${name}（预计）`).map((e) => [e.date, e.end]);
  expect(span("春节")).toEqual([["2027-02-05", "2027-02-08"]]); // 除夕 to 初三, 4 days
  expect(span("国庆节")).toEqual([["2027-10-01", "2027-10-03"]]);
  expect(span("劳动节")).toEqual([["2027-05-01", "2027-05-02"]]);
  expect(span("元旦")).toEqual([["2027-01-01", null]]);
  const spring = byName(events, "春节（预计）")[0]!;
  expect(spring.note).toContain("放假安排尚未公布");
  expect(spring.note).toContain("法定 4 天");
  // 节气 and lunar festivals still work for 2027.
  expect(events.filter((e) => e.kind === "solar-term")).toHaveLength(24);
});

test("an override adds a year: its rest days and 调休 replace 尚未公布", () => {
  // What an admin appends to holiday-overrides.json the day the notice is out (dates here are made up for the test).
  const override: HolidayOverride[] = holidayOverrideSchema.parse([
    {
      year: 2027,
      source: "国务院办公厅关于2027年部分节假日安排的通知（测试数据）",
      holidays: [
        {
          name: "春节",
          dates: [
            "2027-02-05",
            "2027-02-06",
            "2027-02-07",
            "2027-02-08",
            "2027-02-09",
            "2027-02-10",
            "2027-02-11",
            "2027-02-12",
          ],
        },
      ],
      workdays: [{ name: "春节", date: "2027-02-20" }],
    },
  ]);
  const { events, years } = marketingCalendar("2027-02-01", "2027-02-28", override);
  expect(years[0]).toMatchObject({ year: 2027, status: "override" });
  const spring = byName(events, "春节");
  expect(spring).toHaveLength(1);
  expect(spring[0]).toMatchObject({ date: "2027-02-05", end: "2027-02-12", source: { confidence: "official" } });
  expect(spring[0]!.note).not.toContain("尚未公布");
  expect(events.filter((e) => e.kind === "workday").map((e) => e.date)).toEqual(["2027-02-20"]);
});

test("the override file in the repo is valid", () => {
  expect(() => loadHolidayOverrides()).not.toThrow();
});

test("a malformed override is rejected", () => {
  expect(holidayOverrideSchema.safeParse([{ year: 2027, source: "", holidays: [], workdays: [] }]).success).toBe(false);
  expect(
    holidayOverrideSchema.safeParse([
      { year: 2027, source: "x", holidays: [{ name: "春节", dates: ["2027-2-5"] }], workdays: [] },
    ]).success,
  ).toBe(false);
});

test("every node has a source, a lead time and a date every year; ids are stable and unique", () => {
  for (const node of marketingNodes) {
    expect(node.source.label.length).toBeGreaterThan(3);
    expect(node.leadDays).toBeGreaterThan(0);
  }
  const a = marketingCalendar("2026-01-01", "2026-12-31", []).events;
  const b = marketingCalendar("2026-01-01", "2026-12-31", []).events;
  expect(a.map((e) => e.id)).toEqual(b.map((e) => e.id));
  expect(new Set(a.map((e) => e.id)).size).toBe(a.length);
  for (const node of marketingNodes) expect(a.some((e) => e.id.endsWith(`-${node.kind}-${node.key}`))).toBe(true);
});

test("filters: kinds, and industry keeps universal dates plus that industry's nodes", () => {
  const { events } = marketingCalendar("2026-01-01", "2026-12-31", []);
  const edu = filterEvents(events, ["industry"], "education");
  expect(edu.map((e) => e.name)).toContain("高考");
  expect(edu.map((e) => e.name)).not.toContain("中国医师节");
  expect(edu.map((e) => e.name)).toContain("中国品牌日");
  const holidays = filterEvents(events, ["holiday", "workday"], "food");
  expect(holidays.every((e) => e.kind === "holiday" || e.kind === "workday")).toBe(true);
  expect(filterEvents(events, [], null)).toHaveLength(events.length);
});

test("lunar labels: 初一 shows the month", () => {
  const { lunar } = marketingCalendar("2026-02-16", "2026-02-18", [], true);
  expect(lunar).toEqual({ "2026-02-16": "廿九", "2026-02-17": "正月", "2026-02-18": "初二" });
});

test("a holiday span cut by the range is kept whole (2024 元旦 starts 2023-12-30)", () => {
  const { events } = marketingCalendar("2024-01-01", "2024-01-31", []);
  expect(byName(events, "元旦")[0]).toMatchObject({ date: "2023-12-30", end: "2024-01-01" });
});

test("weekends touching a holiday join its span, as the notices count them", () => {
  const { events } = marketingCalendar("2026-04-01", "2026-06-30", []);
  expect(byName(events, "清明节")[0]).toMatchObject({ date: "2026-04-04", end: "2026-04-06" });
  expect(byName(events, "劳动节")[0]).toMatchObject({ date: "2026-05-01", end: "2026-05-05" });
  expect(byName(events, "端午节")[0]).toMatchObject({ date: "2026-06-19", end: "2026-06-21" });
  const jan = marketingCalendar("2026-01-01", "2026-01-31", []).events;
  expect(byName(jan, "元旦")[0]).toMatchObject({ date: "2026-01-01", end: "2026-01-03" });
});
