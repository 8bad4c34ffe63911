/**
 * Any text a user may put in an exported calendar (排期 titles, notes) read back by an independent parser
 * (ical.js, MPL-2.0, dev-only): fast-check over every Unicode string, including RFC 5545's special
 * characters (\\ ; , and line breaks), emoji at the 75-octet fold, and control characters, which TEXT
 * may not carry (RFC 5545 §3.3.11: TSAFE-CHAR excludes CONTROL) and the writer therefore drops.
 */
import ICAL from "ical.js";
import fc from "fast-check";
import { expect, test } from "vitest";
import { writeICalendar } from "./ical";

const octets = (s: string) => new TextEncoder().encode(s).length;
const textish = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 120 }),
  fc.string({
    unit: fc.constantFrom(
      "\\",
      ";",
      ",",
      "\n",
      "\r\n",
      "\r",
      "\t",
      "\u0000",
      "\u0007",
      "\u007f",
      "直播",
      "🎉",
      "a",
      " ",
    ),
    maxLength: 80,
  }),
  fc.string({ unit: "binary", maxLength: 60 }),
);
/** What a TEXT value can hold: other controls gone, then line breaks as \n (tabs kept). */
const expected = (s: string) =>
  s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").replace(/\r\n|\r/g, "\n");

test("any summary, description and category round-trips through ical.js; every line ≤ 75 octets, no control character", () => {
  fc.assert(
    fc.property(
      fc.record({
        summary: textish,
        description: textish,
        category: textish,
        day: fc.integer({ min: 0, max: 3000 }),
        span: fc.integer({ min: 0, max: 30 }),
      }),
      ({ summary, description, category, day, span }) => {
        const iso = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        const text = writeICalendar({
          prodId: "-//test//CN",
          name: "排期",
          stamp: new Date(Date.UTC(2026, 10, 27)),
          events: [
            {
              uid: "a@test",
              start: iso(day),
              end: iso(day + span),
              summary: summary || "无标题",
              description: description || undefined,
              categories: category ? [category] : undefined,
            },
          ],
        });
        for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
        expect(text.replaceAll("\r\n", "")).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/u);
        const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
        expect(event.summary).toBe(expected(summary || "无标题"));
        if (description) expect(event.description).toBe(expected(description));
        if (category) expect(event.component.getFirstPropertyValue("categories")).toBe(expected(category));
        expect(event.startDate.toString()).toBe(iso(day));
        expect(event.endDate.toString()).toBe(iso(day + span + 1));
      },
    ),
    { seed: 20261127, numRuns: 300 },
  );
});
