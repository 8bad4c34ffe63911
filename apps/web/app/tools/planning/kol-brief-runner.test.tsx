import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import type { ToolRunnerProps } from "../tool-definition";
import KolBriefRunner from "./kol-brief-runner";

function props(requestRun = vi.fn(async () => true)): ToolRunnerProps {
  return {
    tool: { slug: "kol-brief", name: "达人合作 Brief", isVip: true },
    plan: { loggedIn: true, isVip: true, dailyRuns: Infinity, batchLimit: 50, historyDays: 30, wordLists: 1 },
    settings: new URLSearchParams(),
    setSettings: vi.fn(),
    initialInput: JSON.stringify({ brand: "橙子", product: "保温杯", sellingPoints: "全网最好的保温杯", deliverables: "抖音视频 1 条" }),
    requestRun,
    saveHistory: vi.fn(),
    share: vi.fn(async () => {}),
    wordList: { words: null, save: vi.fn() },
  };
}

test("generates a brief with compliance findings on the selling points", async () => {
  const user = userEvent.setup();
  const p = props();
  render(<KolBriefRunner {...p} />);
  await user.click(screen.getByRole("button", { name: "生成 Brief" }));
  expect(p.requestRun).toHaveBeenCalledWith({ vipOnly: true });
  expect(await screen.findByRole("heading", { name: "橙子 × 达人合作 Brief" })).toBeTruthy();
  expect(screen.getByTestId("brief-findings").textContent).toContain("核心卖点");
  expect(p.saveHistory).toHaveBeenCalled();
});

test("missing fields: messages by the fields, no run", async () => {
  const user = userEvent.setup();
  const p = props();
  render(<KolBriefRunner {...p} initialInput={null} />);
  await user.click(screen.getByRole("button", { name: "生成 Brief" }));
  expect(screen.getByText("请填写品牌")).toBeTruthy();
  expect(p.requestRun).not.toHaveBeenCalled();
});
