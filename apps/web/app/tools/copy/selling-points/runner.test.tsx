import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";
import SellingPointsRunner from "./runner";

vi.mock("../../engines/keywords/segmenter", async () => {
  const { tag } = await import("jieba-wasm");
  return { loadTagger: async () => (text: string) => tag(text, true) };
});

test("points grouped with their sentence, labelled for review, FAB editable, compliance per point", async () => {
  const user = userEvent.setup();
  const p = fakeRunnerProps({ slug: "selling-points", name: "卖点提炼" });
  const { container } = render(<SellingPointsRunner {...p} />);
  fireEvent.change(screen.getByLabelText("商品描述或详情页文字"), {
    target: { value: "添加烟酰胺，温和修护。50ml 大容量，全国包邮。保湿效果最好。" },
  });
  await user.click(screen.getByRole("button", { name: "提炼卖点" }));
  expect(await screen.findByText(/自动提取，请人工确认/)).toBeTruthy();
  const texts = [...container.querySelectorAll("[data-point]")].map((e) => e.textContent);
  expect(texts).toEqual(expect.arrayContaining(["添加烟酰胺", "温和修护", "50ml 大容量", "全国包邮"]));
  expect(screen.getByRole("heading", { name: /成分/ })).toBeTruthy();
  expect(screen.getByText(/禁用：最好/)).toBeTruthy();
  const benefit = screen.getAllByLabelText(/利益 B/)[0] as HTMLInputElement;
  await user.clear(benefit);
  await user.type(benefit, "省心");
  expect(benefit.value).toBe("省心");
  await user.click(screen.getByRole("button", { name: "删除卖点：全国包邮" }));
  expect(screen.queryByText("全国包邮")).toBeNull();
  expect(p.requestRun).toHaveBeenCalledTimes(1);
  // 历史记录: the text to restore and a summary of what was found.
  // Saved by an effect after the result renders, so wait for it rather than racing it.
  await waitFor(() => expect(p.saveHistory).toHaveBeenCalledTimes(1));
  expect(p.saveHistory).toHaveBeenCalledWith({
    input: "添加烟酰胺，温和修护。50ml 大容量，全国包邮。保湿效果最好。",
    summary: expect.stringMatching(/^\d+ 条卖点：.*成分/),
  });
}, 30_000);

test("claims outside the selling points are listed with their clause, not dropped", async () => {
  const user = userEvent.setup();
  render(<SellingPointsRunner {...fakeRunnerProps({ slug: "selling-points", name: "卖点提炼" })} />);
  fireEvent.change(screen.getByLabelText("商品描述或详情页文字"), {
    target: { value: "316不锈钢内胆，12小时保温。国家级品质，全网销量第一。" },
  });
  await user.click(screen.getByRole("button", { name: "提炼卖点" }));
  const outside = await screen.findByRole("region", { name: "卖点以外的合规提示" });
  expect(outside.textContent).toMatch(/国家级品质.*禁用：国家级/);
  expect(outside.textContent).toContain("全网销量第一");
}, 30_000);
