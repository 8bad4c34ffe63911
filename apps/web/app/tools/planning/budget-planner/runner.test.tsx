import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, test, vi } from "vitest";
import { VIP_PLAN, fakeRunnerProps } from "../../fake-runner-props";
import { applySettingsPatch, type ToolRunnerProps } from "../../tool-definition";
import BudgetPlannerRunner from "./runner";

/** The settings live in React state so the planner re-renders with every change, as on the page. */
function Harness({ initial, requestRun }: { initial: string; requestRun: ToolRunnerProps["requestRun"] }) {
  const [props] = useState(() =>
    fakeRunnerProps({ tool: { slug: "budget-planner", name: "预算分配", isVip: true }, plan: VIP_PLAN, requestRun }),
  );
  const [settings, set] = useState(() => new URLSearchParams(initial));
  return (
    <BudgetPlannerRunner
      {...props}
      settings={settings}
      setSettings={(patch) => set((prev) => applySettingsPatch(new URLSearchParams(prev), patch))}
    />
  );
}

test("the grid adds up; changing a channel's share reallocates the others; a channel can be added", async () => {
  const user = userEvent.setup();
  const requestRun = vi.fn(async () => true);
  render(<Harness initial="total=100000&channels=抖音,小红书,微信" requestRun={requestRun} />);
  expect(screen.getByTestId("budget-total").textContent).toBe("¥100,000");
  expect(requestRun).toHaveBeenCalledWith({ vipOnly: true });
  const douyin = screen.getByLabelText("抖音占比（%）");
  await user.clear(douyin);
  await user.type(douyin, "50");
  const red = Number((screen.getByLabelText("小红书占比（%）") as HTMLInputElement).value);
  const wechat = Number((screen.getByLabelText("微信占比（%）") as HTMLInputElement).value);
  expect(red).toBeCloseTo(25, 0);
  expect(Math.round((50 + red + wechat) * 100)).toBe(10000);
  expect(screen.getByTestId("budget-total").textContent).toBe("¥100,000");
  expect(screen.getByTestId("cell-0-1").textContent).toBe("¥25,000"); // 抖音 50% × 爆发 50%
  await user.type(screen.getByLabelText("新增渠道"), "B站");
  await user.click(screen.getByRole("button", { name: "添加" }));
  expect(screen.getByRole("rowheader", { name: "B站" })).toBeTruthy();
  expect(screen.getByTestId("budget-total").textContent).toBe("¥100,000");
});

test("not a member: the page's gate explains, no grid", async () => {
  render(<Harness initial="" requestRun={vi.fn(async () => false)} />);
  expect(await screen.findByText(/预算分配是会员工具/)).toBeTruthy();
});

test("hostile totals are kept as typed and refused in Chinese, never silently replaced", async () => {
  for (const total of ["-5000", "abc", "1e309", "1e20"]) {
    const { unmount, container } = render(<Harness initial={`total=${total}`} requestRun={vi.fn(async () => true)} />);
    expect(screen.getByLabelText("总预算（元）")).toHaveProperty("value", total);
    expect(screen.getByText(/^总预算/, { selector: "p" })).toBeTruthy();
    expect(container.textContent).not.toMatch(/NaN|Infinity|100,000|¥309|12,499/);
    unmount();
  }
});

test("an empty total says so; shares that do not add up to 100% are an error, not a silent 50/50", async () => {
  const user = userEvent.setup();
  const { unmount } = render(<Harness initial="total=" requestRun={vi.fn(async () => true)} />);
  expect(screen.getByText(/还需要填写总预算/)).toBeTruthy();
  unmount();
  render(<Harness initial="total=1000&channels=抖音,小红书&cs=80,80" requestRun={vi.fn(async () => true)} />);
  expect(screen.getByText(/渠道占比合计 160%/)).toBeTruthy();
  expect(screen.queryByText("¥500")).toBeNull();
  await user.click(screen.getByRole("button", { name: "按比例调整为 100%" }));
  expect(screen.getByTestId("cell-0-1").textContent).toBe("¥250");
});

test("typing a negative total keeps the minus sign and explains", async () => {
  const user = userEvent.setup();
  render(<Harness initial="total=100000" requestRun={vi.fn(async () => true)} />);
  const total = screen.getByLabelText("总预算（元）");
  await user.clear(total);
  await user.type(total, "-5000");
  expect(total).toHaveProperty("value", "-5000");
  expect(screen.getByText("总预算至少 1 元")).toBeTruthy();
});

test("a refused or empty total spends no run; the one run comes when the plan first shows", async () => {
  const user = userEvent.setup();
  for (const total of ["abc", "-5000", ""]) {
    const requestRun = vi.fn(async () => true);
    const { unmount } = render(<Harness initial={`total=${total}`} requestRun={requestRun} />);
    await Promise.resolve();
    expect(requestRun, total).not.toHaveBeenCalled();
    const field = screen.getByLabelText("总预算（元）");
    await user.clear(field);
    await user.type(field, "5000");
    expect(screen.getByTestId("budget-total").textContent).toBe("¥5,000");
    expect(requestRun, total).toHaveBeenCalledTimes(1);
    await user.type(field, "0");
    expect(requestRun, total).toHaveBeenCalledTimes(1);
    unmount();
  }
});
