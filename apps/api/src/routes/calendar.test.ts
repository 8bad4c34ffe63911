import { expect, test } from "vitest";
import { call, createTestApp } from "../test/test-app.ts";

const t = createTestApp();

type Event = {
  date: string;
  name: string;
  kind: string;
  prepareFrom: string;
  daysLeft: number;
  tip: string;
  note?: string;
  rest?: { from: string; to: string; days: number; makeupWorkdays: string[] };
};

const calendar = (query: string) => call<Event[]>(t, "GET", `/materials/v1/calendar${query}`);

test("国庆节 2026 is on 10-01 with its real rest days and 调休", async () => {
  const res = await calendar("?from=2026-09-20&limit=30");
  const national = res.data.find((e) => e.name === "国庆节")!;
  expect(national).toMatchObject({ date: "2026-10-01", kind: "holiday", daysLeft: 11 });
  expect(national.prepareFrom < national.date).toBe(true);
  expect(national.prepareFrom).toBe("2026-09-17");
  expect(national.rest).toEqual({
    from: "2026-10-01",
    to: "2026-10-07",
    days: 7,
    makeupWorkdays: ["2026-09-20", "2026-10-10"],
  });
  expect(national.tip.length).toBeGreaterThan(5);
});

test("every event has a lead date before it and days left counted from `from`", async () => {
  const res = await calendar("?from=2026-01-01&limit=30");
  expect(res.data).toHaveLength(30);
  for (const event of res.data) {
    expect(event.prepareFrom < event.date).toBe(true);
    expect(event.daysLeft).toBe(Math.round((Date.parse(event.date) - Date.parse("2026-01-01")) / 86_400_000));
  }
  const dates = res.data.map((e) => e.date);
  expect([...dates].sort()).toEqual(dates);
});

test("lead times: 30 days for shopping festivals, 14 for holidays, 7 for solar terms", async () => {
  const res = await calendar("?from=2026-03-01&limit=30&kind=shopping,holiday,solar-term");
  const lead = (e: Event) => Math.round((Date.parse(e.date) - Date.parse(e.prepareFrom)) / 86_400_000);
  expect(lead(res.data.find((e) => e.name === "520")!)).toBe(30);
  expect(lead(res.data.find((e) => e.name === "劳动节")!)).toBe(14);
  expect(lead(res.data.find((e) => e.name === "谷雨")!)).toBe(7);
});

test("all 24 solar terms of 2027 and the big shopping dates are there", async () => {
  const terms = await calendar("?from=2027-01-01&limit=30&kind=solar-term");
  expect(terms.data.filter((e) => e.date.startsWith("2027"))).toHaveLength(24);
  const shopping = await calendar("?from=2026-01-01&limit=30&kind=shopping");
  const names = shopping.data.map((e) => e.name);
  for (const name of ["年货节", "38女王节", "520", "618", "七夕", "开学季", "双11", "双12"])
    expect(names).toContain(name);
  expect(shopping.data.find((e) => e.name === "七夕" && e.date.startsWith("2026"))?.date).toBe("2026-08-19");
});

test("2027 holidays have their dates but say the arrangement is not out yet", async () => {
  const res = await calendar("?from=2027-02-01&limit=5&kind=holiday");
  const spring = res.data.find((e) => e.name === "春节")!;
  expect(spring.date).toBe("2027-02-06");
  expect(spring.rest).toBeUndefined();
  expect(spring.note).toContain("以国务院办公厅通知为准");
});

test("defaults to today in China and 8 events", async () => {
  const res = await calendar("");
  expect(res.data).toHaveLength(8);
  expect(res.data[0]!.date >= "2026-09-01").toBe(true);
});

test.each(["?from=2026-13-01", "?from=yesterday", "?limit=31", "?limit=0", "?kind=birthday"])(
  "%s is a 400",
  async (query) => {
    expect((await calendar(query)).status).toBe(400);
  },
);

type Range = {
  events: { date: string; end: string | null; kind: string; name: string }[];
  years: { year: number; status: string }[];
  lunar: Record<string, string> | null;
};
const events = (query: string) => call<Range>(t, "GET", `/materials/v1/calendar/events${query}`);

test("/v1/calendar/events: a month with every kind, filters and lunar labels", async () => {
  const all = await events("?from=2026-02-01&to=2026-02-28&lunar=1");
  expect(all.status).toBe(200);
  expect(all.data.events.find((e) => e.name === "春节")).toMatchObject({ date: "2026-02-15", end: "2026-02-23" });
  expect(all.data.lunar?.["2026-02-17"]).toBe("正月");
  const work = await events("?from=2026-02-01&to=2026-02-28&kind=workday");
  expect(work.data.events.map((e) => e.date)).toEqual(["2026-02-14", "2026-02-28"]);
  const edu = await events("?from=2026-06-01&to=2026-06-30&kind=industry&industry=education");
  expect(edu.data.events.map((e) => e.name)).toEqual(["高考"]);
  expect((await events("?from=2026-01-01&to=2027-12-31")).data.lunar).toBeNull();
});

test.each([
  "?from=2026-01-01",
  "?from=2026-02-01&to=2026-01-01",
  "?from=2026-01-01&to=2028-06-01",
  "?from=2026-01-01&to=2026-02-01&kind=shopping",
  "?from=2026-01-01&to=2026-02-01&industry=mars",
])("/v1/calendar/events%s is a 400", async (query) => {
  expect((await events(query)).status).toBe(400);
});
