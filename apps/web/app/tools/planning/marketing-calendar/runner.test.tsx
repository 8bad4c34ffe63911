import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, expect, test, vi } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";
import { applySettingsPatch, type ToolRunnerProps } from "../../tool-definition";
import type { CalendarRange, MarketingEvent } from "../calendar-data";
import MarketingCalendarRunner from "./runner";

const fetchCalendarRange = vi.fn<(from: string, to: string, lunar: boolean) => Promise<CalendarRange>>();
vi.mock("../calendar-client", () => ({
  fetchCalendarRange: (from: string, to: string, lunar: boolean) => fetchCalendarRange(from, to, lunar),
}));

const base = {
  tip: "备好年货礼盒",
  note: null,
  scene: "festival-poster",
  industries: [],
  source: { label: "国务院办公厅通知", confidence: "official" as const },
};
const events: MarketingEvent[] = [
  {
    ...base,
    id: "w",
    date: "2026-02-14",
    end: null,
    name: "春节调休上班",
    kind: "workday",
    prepareFrom: "2026-02-11",
    leadDays: 3,
  },
  {
    ...base,
    id: "h",
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
    id: "t",
    date: "2026-02-18",
    end: null,
    name: "雨水",
    kind: "solar-term",
    prepareFrom: "2026-02-11",
    leadDays: 7,
  },
  {
    ...base,
    id: "i",
    date: "2026-02-20",
    end: null,
    name: "测试行业节点",
    kind: "industry",
    prepareFrom: "2026-02-06",
    leadDays: 14,
    industries: ["health"],
    scene: "moments-poster",
  },
];

/** The settings live in React state so the calendar re-renders with every change, as on the page. */
function Harness({ initial, requestRun }: { initial: string; requestRun: ToolRunnerProps["requestRun"] }) {
  const [props] = useState(() => fakeRunnerProps({ slug: "marketing-calendar", name: "营销日历", requestRun }));
  const [settings, set] = useState(() => new URLSearchParams(initial));
  return (
    <>
      <output data-testid="settings">{settings.toString()}</output>
      <MarketingCalendarRunner
        {...props}
        settings={settings}
        setSettings={(patch) => set((prev) => applySettingsPatch(new URLSearchParams(prev), patch))}
      />
    </>
  );
}

beforeEach(() => {
  fetchCalendarRange.mockReset();
  fetchCalendarRange.mockResolvedValue({
    events,
    years: [{ year: 2026, status: "official", source: "x" }],
    lunar: { "2026-02-17": "正月" },
  });
});

test("month grid: cells carry data-date, events data-kind; rest span on each day; filters go to the URL", async () => {
  const user = userEvent.setup();
  render(<Harness initial="month=2026-02" requestRun={vi.fn()} />);
  await screen.findByTestId("calendar-grid");
  const li = document.querySelector('[data-date="2026-02-20"]')!;
  expect(li.querySelector("button")!.textContent).toMatch(/^2月20日 休（放假） 春节/);
  expect(li.querySelector('[data-kind="holiday"]')).not.toBeNull();
  expect(document.querySelector('[data-date="2026-02-14"] [data-kind="workday"]')).not.toBeNull();
  expect(fetchCalendarRange).toHaveBeenCalledWith("2026-01-26", "2026-03-01", true);

  await user.click(screen.getByRole("checkbox", { name: "二十四节气" }));
  expect(screen.getByTestId("settings").textContent).toContain(
    "kinds=holiday%2Cworkday%2Cfestival%2Cecommerce%2Cindustry",
  );
  expect(document.querySelector('[data-kind="solar-term"]')).toBeNull();

  await user.selectOptions(screen.getByLabelText("行业"), "education");
  expect(screen.getByTestId("settings").textContent).toContain("industry=education");
  expect(document.querySelector('[data-date="2026-02-20"] [data-kind="industry"]')).toBeNull();
});

test("selecting a day shows its events with preparation date, lead time, source and a 模板社区 link", async () => {
  const user = userEvent.setup();
  render(<Harness initial="month=2026-02&industry=health" requestRun={vi.fn()} />);
  await screen.findByTestId("calendar-grid");
  await user.click(document.querySelector('[data-date="2026-02-15"] button')!);
  const detail = screen.getByRole("region", { name: "当天的营销节点" });
  expect(within(detail).getByText(/建议开始准备/).textContent).toContain("1月16日（提前 30 天）");
  expect(within(detail).getByText(/来源：国务院办公厅通知（官方）/)).toBeTruthy();
  expect(within(detail).getByRole("link", { name: "找春节模板" }).getAttribute("href")).toBe(
    "/template-community?scene=festival-poster&industry=health",
  );
});

test("list view and the feed link follow the filters; download asks for a run first", async () => {
  const user = userEvent.setup();
  const requestRun = vi.fn().mockResolvedValue(false);
  render(<Harness initial="month=2026-02&view=list&kinds=holiday,workday" requestRun={requestRun} />);
  const list = await screen.findByTestId("calendar-list");
  expect([...list.querySelectorAll("[data-kind]")].map((e) => e.getAttribute("data-kind"))).toEqual([
    "workday",
    "holiday",
  ]);
  await user.click(screen.getByRole("checkbox", { name: /9:00 提醒我/ }));
  const link = screen.getByLabelText(/订阅链接/) as HTMLInputElement;
  expect(link.value).toBe(`${window.location.origin}/calendar.ics?kinds=holiday%2Cworkday&alarm=1`);
  expect(screen.getByRole("link", { name: "用日历应用订阅" }).getAttribute("href")).toMatch(/^webcal:\/\//);
  await user.click(screen.getByRole("button", { name: /下载 2026 年 \.ics/ }));
  expect(requestRun).toHaveBeenCalledTimes(1);
  // Blocked by the page (quota/login): nothing is fetched for the download.
  expect(fetchCalendarRange).toHaveBeenCalledTimes(1);
});

test("an unpublished year says so; a failed load shows an error with 重试", async () => {
  const user = userEvent.setup();
  fetchCalendarRange.mockRejectedValueOnce(new Error("network"));
  render(<Harness initial="month=2027-02" requestRun={vi.fn()} />);
  expect((await screen.findByRole("alert")).textContent).toContain("营销日历加载失败");
  fetchCalendarRange.mockResolvedValueOnce({
    events: [],
    years: [{ year: 2027, status: "unpublished", source: "" }],
    lunar: null,
  });
  await user.click(screen.getByRole("button", { name: "重试" }));
  expect((await screen.findByRole("note")).textContent).toContain("2027 年放假安排尚未公布");
});
