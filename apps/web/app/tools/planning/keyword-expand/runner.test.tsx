import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";
import KeywordExpandRunner from "./runner";

test("seeds expand into keywords with the compliance check, negatives drop words, and the page says why there is no search volume", async () => {
  const p = fakeRunnerProps({ slug: "keyword-expand", name: "关键词拓词" });
  const { container } = render(<KeywordExpandRunner {...p} />);
  expect(screen.getByText(/这里不显示搜索量/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/核心词/), { target: { value: "防晒霜" } });
  await screen.findByRole("region", { name: "拓词结果" });
  expect(p.requestRun).toHaveBeenCalledTimes(1);
  const words = () => [...container.querySelectorAll("[data-keyword]")].map((e) => e.textContent);
  expect(words()).toContain("防晒霜");
  expect(words()).toContain("北京防晒霜");
  expect(words()).toContain("防晒霜怎么选");
  expect(words().length).toBeGreaterThan(50);
  fireEvent.change(screen.getByLabelText(/否定词/), { target: { value: "北京" } });
  await screen.findByText(/含否定词 1 个/);
  expect(words()).not.toContain("北京防晒霜");
  // A template with an absolute claim is flagged by the compliance engine.
  fireEvent.change(screen.getByLabelText("时效修饰词"), { target: { value: "最新款*" } });
  await screen.findByText(/禁用：最新/);
  // Typing more never asks for another run.
  fireEvent.change(screen.getByLabelText(/核心词/), { target: { value: "防晒霜\n面霜" } });
  expect(p.requestRun).toHaveBeenCalledTimes(1);
  expect(container.textContent).not.toMatch(/NaN|undefined|Infinity/);
  // 历史记录: the seeds once they stand still, not per keystroke.
  await waitFor(() => expect(p.saveHistory).toHaveBeenCalledTimes(1), { timeout: 4000 });
  expect(p.saveHistory).toHaveBeenCalledWith({
    input: "防晒霜\n面霜",
    summary: expect.stringMatching(/^2 个核心词 → \d+ 个关键词/),
  });
}, 30_000);

test("长度上限 keeps what was typed; a refused or empty limit says so and the platform's limit stays in force", () => {
  for (const [query, says] of [
    ["max=1e309", /长度上限最多 100 字/],
    ["max=abc", /长度上限请填写数字/],
    ["max=", /暂按平台上限 \d+ 字/],
    ["max=2.5", /长度上限需要是整数/],
  ] as const) {
    const { unmount, container } = render(
      <KeywordExpandRunner {...fakeRunnerProps({ slug: "keyword-expand", name: "关键词拓词", query })} />,
    );
    const field = screen.getByLabelText(/长度上限/) as HTMLInputElement;
    expect(field.value).toBe(query.slice("max=".length));
    expect(container.textContent).toMatch(says);
    expect(container.textContent).not.toMatch(/NaN|undefined|Infinity/);
    unmount();
  }
});

test("出价 goes through the number path: full-width digits are a price, a refusal names the field and blocks the export", async () => {
  const { container } = render(
    <KeywordExpandRunner {...fakeRunnerProps({ slug: "keyword-expand", name: "关键词拓词" })} />,
  );
  fireEvent.change(screen.getByLabelText(/核心词/), { target: { value: "防晒霜" } });
  await screen.findByRole("region", { name: "拓词结果" });
  const bid = screen.getByLabelText("出价（元）") as HTMLInputElement;
  const csv = screen.getByRole("button", { name: "导出 CSV" });
  for (const [typed, says] of [
    ["1e309", "出价最多 10,000 元"],
    ["0", "出价至少 0.01 元"],
    ["1.234", "出价最多保留 2 位小数"],
    ["abc", "出价请填写数字，例如 1.50"],
  ] as const) {
    fireEvent.change(bid, { target: { value: typed } });
    expect(bid.value).toBe(typed);
    expect(bid.getAttribute("aria-invalid"), typed).toBe("true");
    expect(screen.getByText(says)).toBeTruthy();
    expect(csv).toHaveProperty("disabled", true);
  }
  fireEvent.change(bid, { target: { value: "１.５" } });
  expect(bid.getAttribute("aria-invalid")).toBeNull();
  expect(csv).toHaveProperty("disabled", false);
  expect(container.textContent).not.toMatch(/NaN|undefined|Infinity/);
}, 30_000);
