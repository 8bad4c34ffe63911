import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { alarmTrigger, escapeText, foldLine, writeICalendar } from "./ical";

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("foldLine", () => {
  test("short lines stay as they are", () => {
    expect(foldLine("SUMMARY:春节")).toBe("SUMMARY:春节");
  });

  test("long Chinese lines fold at ≤ 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"提前一个月备好年货礼盒和拜年素材，".repeat(8)}`;
    const folded = foldLine(line);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(" ")).toBe(true);
    // Unfolding (RFC 5545 §3.1) gives the line back, character for character.
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });

  test("emoji (4-byte characters) are never cut", () => {
    const line = `SUMMARY:${"🎉".repeat(40)}`;
    const pieces = foldLine(line).split("\r\n");
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(pieces.join("").replace(/^(\s)/gm, "")).toContain("🎉");
    expect(foldLine(line).replace(/\r\n /g, "")).toBe(line);
  });
});

test("escapeText escapes backslash, semicolon, comma and newlines", () => {
  expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
});

test("alarm triggers land at the given hour on the preparation day", () => {
  expect(alarmTrigger(30, 9)).toBe("-P29DT15H");
  expect(alarmTrigger(1, 0)).toBe("-P1D");
  expect(alarmTrigger(0, 9)).toBe("PT9H");
  expect(alarmTrigger(1, 9)).toBe("-PT15H");
});

describe("writeICalendar", () => {
  const stamp = new Date("2026-11-26T06:00:00Z");
  const text = writeICalendar({
    prodId: "-//test//ZH",
    name: "营销日历 测试",
    timezone: "Asia/Shanghai",
    refreshHours: 12,
    stamp,
    events: [
      {
        uid: "2026-02-15-holiday-a@test",
        start: "2026-02-15",
        end: "2026-02-23",
        summary: "春节（法定节假日）",
        description: "2月15日至2月23日放假，共 9 天；2月14日、2月28日调休上班\n来源：国务院办公厅; 官方",
        categories: ["法定节假日"],
        alarm: { daysBefore: 30, hour: 9, description: "春节：今天建议开始准备" },
      },
      { uid: "2026-02-14-workday-a@test", start: "2026-02-14", end: "2026-02-14", summary: "春节调休上班" },
    ],
  });

  test("CRLF line ends, every line ≤ 75 octets, required properties", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(text).toContain("DTSTAMP:20261126T060000Z");
    expect(text).toContain("DTSTART;VALUE=DATE:20260215");
    expect(text).toContain("DTEND;VALUE=DATE:20260224");
  });

  test("an independent parser (ical.js) reads it back", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("营销日历 测试");
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    const spring = events[0]!;
    expect(spring.uid).toBe("2026-02-15-holiday-a@test");
    expect(spring.startDate.isDate).toBe(true);
    expect(spring.startDate.toString()).toBe("2026-02-15");
    expect(spring.endDate.toString()).toBe("2026-02-24");
    expect(spring.description).toBe(
      "2月15日至2月23日放假，共 9 天；2月14日、2月28日调休上班\n来源：国务院办公厅; 官方",
    );
    const alarm = events[0]!.component.getFirstSubcomponent("valarm")!;
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm.getFirstPropertyValue("trigger"))).toBe("-P29DT15H");
    expect(events[1]!.component.getFirstSubcomponent("valarm")).toBeNull();
    expect(events[1]!.endDate.toString()).toBe("2026-02-15");
  });
});
