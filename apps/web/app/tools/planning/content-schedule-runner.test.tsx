import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import type { ToolRunnerProps } from "../tool-definition";
import ContentScheduleRunner from "./content-schedule-runner";

vi.mock("./calendar-client", () => ({
  fetchCalendarRange: vi.fn(async () => ({
    events: [{ id: "e", date: "2026-12-01", end: null, name: "测试节点", kind: "industry", prepareFrom: "2026-11-20", leadDays: 10, tip: "", note: null, scene: "s", industries: [], source: { label: "x", confidence: "reference" } }],
    years: [],
    lunar: null,
  })),
}));

test("without IndexedDB (jsdom) it says so, still schedules, and shows the week's marketing dates", async () => {
  const user = userEvent.setup();
  const p: ToolRunnerProps = {
    tool: { slug: "content-schedule", name: "内容排期表", isVip: false },
    plan: { loggedIn: false, isVip: false, dailyRuns: 10, batchLimit: 1, historyDays: 7, wordLists: 0 },
    settings: new URLSearchParams("week=2026-12-02"),
    setSettings: vi.fn(),
    initialInput: null,
    requestRun: vi.fn(async () => true),
    saveHistory: vi.fn(),
    share: vi.fn(async () => {}),
    wordList: { words: null, save: vi.fn() },
  };
  render(<ContentScheduleRunner {...p} />);
  expect((await screen.findAllByRole("alert"))[0]!.textContent).toContain("无痕");
  const grid = screen.getByTestId("schedule-grid");
  expect(await within(grid).findByText("测试节点")).toBeTruthy();
  expect(grid.querySelector('[data-date="2026-11-30"]')).not.toBeNull();
  await user.type(screen.getByLabelText("选题"), "冬季穿搭");
  await user.click(screen.getByRole("button", { name: "添加" }));
  expect(within(grid).getByText("冬季穿搭")).toBeTruthy();
});
