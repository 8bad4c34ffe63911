import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";
import ContentScheduleRunner from "./runner";

vi.mock("../calendar-client", () => ({
  fetchCalendarRange: vi.fn(async () => ({
    events: [
      {
        id: "e",
        date: "2026-12-01",
        end: null,
        name: "测试节点",
        kind: "industry",
        prepareFrom: "2026-11-20",
        leadDays: 10,
        tip: "",
        note: null,
        scene: "s",
        industries: [],
        source: { label: "x", confidence: "reference" },
      },
    ],
    years: [],
    lunar: null,
  })),
}));

test("without IndexedDB (jsdom) it says so, still schedules, and shows the week's marketing dates", async () => {
  const user = userEvent.setup();
  const p = fakeRunnerProps({ slug: "content-schedule", name: "内容排期表", query: "week=2026-12-02" });
  render(<ContentScheduleRunner {...p} />);
  expect((await screen.findAllByRole("alert"))[0]!.textContent).toContain("无痕");
  const grid = screen.getByTestId("schedule-grid");
  expect(await within(grid).findByText("测试节点")).toBeTruthy();
  expect(grid.querySelector('[data-date="2026-11-30"]')).not.toBeNull();
  await user.type(screen.getByLabelText("选题"), "冬季穿搭");
  await user.click(screen.getByRole("button", { name: "添加" }));
  expect(within(grid).getByText("冬季穿搭")).toBeTruthy();
});
