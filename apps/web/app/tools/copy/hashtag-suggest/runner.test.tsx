import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";
import HashtagSuggestRunner from "./runner";
import { fetchTopicList } from "./topic-list";

vi.mock("../../engines/keywords/segmenter", async () => {
  const { tag } = await import("jieba-wasm");
  return { loadTagger: async () => (text: string) => tag(text, true) };
});
vi.mock("./topic-list", () => ({ fetchTopicList: vi.fn() }));

const TEXT = "军训必备防晒霜！这款防晒霜清爽不油腻，军训暴晒一整天也没晒黑。";

test("suggests the platform's topics in its format, says the list is a dated sample, and copies", async () => {
  vi.mocked(fetchTopicList).mockResolvedValue({
    platform: "weibo",
    platformName: "微博",
    listDate: "2026-11-20",
    sample: true,
    topics: [
      { name: "防晒霜", category: "美妆护肤", heat: 70 },
      { name: "军训", category: "学习职场", heat: 40 },
      { name: "美食", category: "美食", heat: 100 },
    ],
  });
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, "writeText");
  const p = fakeRunnerProps({ slug: "hashtag-suggest", name: "话题标签推荐", query: "platform=weibo" });
  const { container } = render(<HashtagSuggestRunner {...p} />);
  fireEvent.change(screen.getByLabelText(/文案/), { target: { value: TEXT } });
  await user.click(screen.getByRole("button", { name: "推荐话题" }));
  expect(await screen.findByText(/日期 2026-11-20/)).toBeTruthy();
  expect(screen.getByText(/示例列表/)).toBeTruthy();
  const tags = [...container.querySelectorAll("[data-tag]")].map((e) => e.textContent);
  expect(tags.slice(0, 2)).toEqual(["#防晒霜#", "#军训#"]);
  expect(tags).not.toContain("#美食#");
  expect(tags.length).toBeLessThanOrEqual(3);
  expect(vi.mocked(fetchTopicList)).toHaveBeenCalledWith("weibo");
  await user.click(screen.getByRole("button", { name: "复制选中的话题" }));
  expect(writeText).toHaveBeenCalledWith(tags.join(" "));
  await waitFor(() => expect(p.saveHistory).toHaveBeenCalledWith({ input: TEXT, summary: `微博：${tags.join(" ")}` }));
}, 30_000);

test("a failed topic list still gives the text's own keywords, with a message", async () => {
  vi.mocked(fetchTopicList).mockRejectedValue(new Error("down"));
  const user = userEvent.setup();
  const p = fakeRunnerProps({ slug: "hashtag-suggest", name: "话题标签推荐" });
  const { container } = render(<HashtagSuggestRunner {...p} />);
  fireEvent.change(screen.getByLabelText(/文案/), { target: { value: TEXT } });
  await user.click(screen.getByRole("button", { name: "推荐话题" }));
  expect(await screen.findByText(/话题列表加载失败/)).toBeTruthy();
  expect(container.querySelector("[data-tag]")!.textContent).toBe("#防晒霜");
}, 30_000);
