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
