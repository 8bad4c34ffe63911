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
  expect(screen.getByText("毛利率最多 100%")).toBeTruthy();
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

test("hostile URL numbers: the field says why, the result area says what is missing, no NaN/Infinity", () => {
  const { container } = render(<RoiCalculatorRunner {...props("price=1e309&margin=40&cvr=2&target=1e-320")} />);
  const text = container.textContent ?? "";
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
  expect(screen.getByText("客单价最多 100,000,000 元")).toBeTruthy();
  expect(screen.getByText("目标 ROI 至少 0.01")).toBeTruthy();
  expect(screen.getByText(/请修改客单价、目标 ROI/)).toBeTruthy();
  expect(screen.getByLabelText("客单价（元）")).toHaveProperty("value", "1e309");
});

test("letters are kept as typed, with a message; fast typing never loses a key while the URL lags", async () => {
  const { default: userEvent } = await import("@testing-library/user-event");
  const user = userEvent.setup({ delay: null });
  // setSettings never lands (the page's navigation is async): the field must still show every key.
  const p = props("");
  render(<RoiCalculatorRunner {...p} />);
  const price = screen.getByLabelText("客单价（元）");
  await user.type(price, "199");
  expect(price).toHaveProperty("value", "199");
  await user.type(screen.getByLabelText("毛利率（%）"), "4a");
  expect(screen.getByLabelText("毛利率（%）")).toHaveProperty("value", "4a");
  expect(p.setSettings).toHaveBeenLastCalledWith({ margin: "4a" });
});
