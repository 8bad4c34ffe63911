import ICAL from "ical.js";
import { expect, test } from "./fixtures";

/**
 * The planning family: 营销日历 (tool page + the /calendar.ics feed) and the
 * delivery tools. The feed is a resource route of its own and is tested over HTTP.
 */

const parseFeed = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));

test.describe("/calendar.ics", () => {
  test("serves an RFC 5545 calendar with 2026 春节 and its 调休 working days", async ({ request }) => {
    const res = await request.get("/calendar.ics?kinds=holiday,workday");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers()["cache-control"]).toContain("max-age=3600");
    const text = await res.text();
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const events = parseFeed(text);
    const spring = events.find((e) => e.summary === "春节（法定节假日）" && e.startDate.toString().startsWith("2026"));
    expect(spring, "2026 春节 in the feed").toBeTruthy();
    expect(spring!.startDate.isDate).toBe(true);
    expect(spring!.startDate.toString()).toBe("2026-02-15");
    // DTEND is exclusive: the rest span ends on 2/23.
    expect(spring!.endDate.toString()).toBe("2026-02-24");
    const workdays = events.filter((e) => e.summary === "春节调休上班").map((e) => e.startDate.toString());
    expect(workdays).toEqual(["2026-02-14", "2026-02-28"]);
    expect(events.every((e) => e.component.getFirstPropertyValue("dtstamp"))).toBe(true);
    // Only the asked kinds.
    expect(events.some((e) => e.summary.includes("二十四节气"))).toBe(false);
    expect(text).not.toContain("BEGIN:VALARM");
  });

  test("UIDs are stable between fetches; alarm=1 adds reminders; ETag answers 304", async ({ request }) => {
    const first = await request.get("/calendar.ics?alarm=1&industry=education");
    const second = await request.get("/calendar.ics?alarm=1&industry=education");
    const uids = (text: string) => parseFeed(text).map((e) => e.uid);
    const firstText = await first.text();
    expect(uids(firstText)).toEqual(uids(await second.text()));
    expect(new Set(uids(firstText)).size).toBe(uids(firstText).length);
    const events = parseFeed(firstText);
    const gaokao = events.find((e) => e.summary.startsWith("高考"));
    expect(gaokao).toBeTruthy();
    expect(String(gaokao!.component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger"))).toBe("-P20DT15H");
    // Another industry's node is not in an education feed.
    expect(events.some((e) => e.summary.startsWith("中国医师节"))).toBe(false);
    const etag = first.headers()["etag"]!;
    const cached = await request.get("/calendar.ics?alarm=1&industry=education", { headers: { "If-None-Match": etag } });
    expect(cached.status()).toBe(304);
  });
});
