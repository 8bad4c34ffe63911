import { expect, test } from "vitest";
import { chinaToday, type MarketingEvent } from "../calendar-data";
import { dayMark, eventsByDay, monthGrid, parseMonth, shiftMonth } from "./calendar-view";

test("monthGrid: whole Monday-first weeks around the month", () => {
  const feb = monthGrid("2026-02");
  expect(feb[0]).toBe("2026-01-26");
  expect(feb).toHaveLength(35);
  expect(feb.at(-1)).toBe("2026-03-01");
  expect(monthGrid("2026-03")).toHaveLength(42);
});

test("months: parse and shift across years", () => {
  expect(parseMonth("2026-13")).toBeNull();
  expect(parseMonth("1800-01")).toBeNull();
  expect(parseMonth("2027-02")).toBe("2027-02");
  expect(shiftMonth("2026-12", 1)).toBe("2027-01");
  expect(shiftMonth("2026-01", -1)).toBe("2025-12");
});

test("a rest span shows on each of its days; 休/班 marks", () => {
  const base = {
    tip: "",
    note: null,
    scene: "s",
    industries: [],
    source: { label: "x", confidence: "official" as const },
    prepareFrom: "2026-01-16",
    leadDays: 30,
  };
  const events: MarketingEvent[] = [
    { ...base, id: "a", date: "2026-02-15", end: "2026-02-23", name: "春节", kind: "holiday" },
    { ...base, id: "b", date: "2026-02-14", end: null, name: "春节调休上班", kind: "workday" },
  ];
  const map = eventsByDay(events, monthGrid("2026-02"));
  expect(map.get("2026-02-20")!.map((e) => e.name)).toEqual(["春节"]);
  expect(map.get("2026-02-24")).toEqual([]);
  expect(dayMark(map.get("2026-02-20")!)).toBe("rest");
  expect(dayMark(map.get("2026-02-14")!)).toBe("work");
});

test("chinaToday: the date in China, zero-padded, whatever the zone of the instant", () => {
  expect(chinaToday(new Date("2027-02-28T15:59:59Z"))).toBe("2027-02-28");
  expect(chinaToday(new Date("2027-02-28T16:00:00Z"))).toBe("2027-03-01");
  expect(chinaToday(new Date("2026-12-31T23:30:00-08:00"))).toBe("2027-01-01");
});
