import { render, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import type { ToolRunnerProps } from "../../tool-definition";
import RoiCalculatorRunner from "./runner";

function props(query: string, requestRun = vi.fn(async () => true)): ToolRunnerProps {
  return {
    tool: { slug: "roi-calculator", name: "ROI 计算器", isVip: false },
    plan: { loggedIn: false, isVip: false, dailyRuns: 10, batchLimit: 1, historyDays: 7, wordLists: 0 },
    settings: new URLSearchParams(query),
    setSettings: vi.fn(),
    initialInput: null,
    requestRun,
    saveHistory: vi.fn(),
    share: vi.fn(async () => {}),
    wordList: { words: null, save: vi.fn() },
  };
}

test("inputs from the URL → one run, break-even ROI, bids and the scenario table", async () => {
  const p = props("price=200&margin=40&cvr=2&bid=cpc&target=4");
  render(<RoiCalculatorRunner {...p} />);
  expect((await screen.findByTestId("roi-break-even")).textContent).toBe("2.50");
  expect(screen.getByTestId("roi-break-even-bid").textContent).toBe("¥1.60");
  expect(screen.getByTestId("roi-target-bid").textContent).toBe("¥1.00");
  expect(screen.getByRole("table").textContent).toContain("2.50（保本）");
  expect(p.requestRun).toHaveBeenCalledTimes(1);
});

test("bad input: Chinese message next to the field, no run", () => {
  const p = props("price=200&margin=150&cvr=2");
  render(<RoiCalculatorRunner {...p} />);
  expect(screen.getByText("毛利率需在 0–100% 之间（不含 0）")).toBeTruthy();
  expect(p.requestRun).not.toHaveBeenCalled();
});

test("a blocked run keeps the numbers and explains", async () => {
  render(
    <RoiCalculatorRunner
      {...props(
        "price=100&margin=30&cvr=1",
        vi.fn(async () => false),
      )}
    />,
  );
  expect(await screen.findByText(/已填写的数字不会丢失/)).toBeTruthy();
  expect(screen.getByLabelText("客单价（元）")).toHaveProperty("value", "100");
});
