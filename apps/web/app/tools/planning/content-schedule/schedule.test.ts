import ICAL from "ical.js";
import { expect, test } from "vitest";
import { parseState, scheduleCsvRows, scheduleIcs, validEntry, weekDays, weekStart } from "./schedule";

test("weeks start on Monday", () => {
  expect(weekStart("2026-12-06")).toBe("2026-11-30");
  expect(weekDays("2026-11-30").at(-1)).toBe("2026-12-06");
});

test("entries: validation, CSV sorted, .ics with China-time publish slots", () => {
  expect(validEntry({ account: "a", date: "2026-12-01", time: "25:00", topic: "x", format: "海报" })).toContain(
    "24 小时制",
  );
  const entries = [
    { id: "2", account: "小红书", date: "2026-12-01", time: "20:00", topic: "冬季穿搭", format: "图文笔记" },
    { id: "1", account: "抖音主号", date: "2026-12-01", time: "12:30", topic: "开箱, 上新", format: "短视频" },
  ];
  expect(scheduleCsvRows(entries)[1]).toEqual(["2026-12-01", "12:30", "抖音主号", "短视频", "开箱, 上新"]);
  const events = new ICAL.Component(ICAL.parse(scheduleIcs(entries, new Date("2026-11-26T00:00:00Z"))))
    .getAllSubcomponents("vevent")
    .map((v) => new ICAL.Event(v));
  expect(events[0]!.summary).toBe("【抖音主号】开箱, 上新");
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe("2026-12-01T04:30:00.000Z");
  expect(events[0]!.endDate.toJSDate().toISOString()).toBe("2026-12-01T05:00:00.000Z");
});

test("stored state is checked before use", () => {
  expect(parseState(null).accounts.length).toBe(3);
  expect(parseState({ accounts: ["a", 1], entries: [{ id: "x", date: "2026-12-01", topic: "t" }, null] })).toEqual({
    accounts: ["a"],
    entries: [{ id: "x", date: "2026-12-01", topic: "t" }],
  });
});
