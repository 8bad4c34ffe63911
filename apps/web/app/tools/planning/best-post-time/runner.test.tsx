import { render, screen, within, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";
import BestPostTimeRunner from "./runner";
import { syntheticPosts } from "./synthetic-posts";

function csvFile(name: string, planted: [number, number], seed = 3) {
  const rows = syntheticPosts({ seed, posts: 600, planted }).map(
    (p) => `${p.time},${p.views},${p.likes},${p.comments}`,
  );
  return new File([["发布时间,播放量,点赞量,评论量", ...rows].join("\n")], name, { type: "text/csv" });
}

test("a dropped export gives 168 cells with scores and post counts, the best 3 slots, and a correctable mapping", async () => {
  const user = userEvent.setup();
  const p = fakeRunnerProps({ slug: "best-post-time", name: "最佳发布时间" });
  const { container } = render(<BestPostTimeRunner {...p} />);
  await user.upload(screen.getByLabelText(/选择或拖入后台导出的帖子数据/), csvFile("a.csv", [4, 20]));
  expect(await screen.findByText(/已读取「a.csv」：600 行/)).toBeTruthy();
  expect(p.requestRun).toHaveBeenCalledTimes(1);
  const cells = container.querySelectorAll("[data-slot][data-score][data-posts]");
  expect(cells).toHaveLength(168);
  const total = [...cells].reduce((n, c) => n + Number(c.getAttribute("data-posts")), 0);
  expect(total).toBe(600);
  const best = [...container.querySelectorAll("[data-best-slot]")].map((e) => e.getAttribute("data-best-slot"));
  expect(best).toHaveLength(3);
  expect(best[0]).toBe("4-20");
  expect(container.textContent).not.toMatch(/NaN|undefined|Infinity/);
  // 历史记录: one entry, a summary only (a history entry cannot hold the user's file).
  // Saved by an effect after the result renders, so wait for it rather than racing it.
  await waitFor(() => expect(p.saveHistory).toHaveBeenCalledTimes(1));
  expect(p.saveHistory).toHaveBeenCalledWith({
    input: "",
    summary: expect.stringMatching(/^「a\.csv」600 条帖子，推荐 周四 20:00/),
  });
  // The user unsets the time column: a clear message, nothing lost.
  await user.selectOptions(screen.getByLabelText("发布时间"), "");
  expect(screen.getByText("请在上面选择「发布时间」列。")).toBeTruthy();
  await user.selectOptions(screen.getByLabelText("发布时间"), "0");
  expect(container.querySelectorAll("[data-best-slot]")).toHaveLength(3);
}, 30_000);

test("a file without a header row says what is missing; a second file compares side by side", async () => {
  const user = userEvent.setup();
  const p = fakeRunnerProps({ slug: "best-post-time", name: "最佳发布时间", query: "compare=file" });
  const { container } = render(<BestPostTimeRunner {...p} />);
  const inputs = () => screen.getAllByLabelText(/选择或拖入后台导出的帖子数据/);
  await user.upload(inputs()[0]!, new File(["a,b\n1,2"], "bad.csv", { type: "text/csv" }));
  expect((await screen.findByRole("alert")).textContent).toContain("没有找到表头");
  await user.upload(inputs()[0]!, csvFile("a.csv", [4, 20]));
  await screen.findByText(/已读取「a.csv」/);
  await user.upload(inputs()[1]!, csvFile("b.csv", [2, 21], 5));
  const b = await screen.findByRole("region", { name: "b.csv（对比）" });
  expect(within(b).getAllByText(/条帖子/).length).toBeGreaterThan(0);
  expect(container.querySelectorAll("[data-slot]")).toHaveLength(336);
  expect(b.querySelector("[data-best-slot]")!.getAttribute("data-best-slot")).toBe("2-21");
}, 30_000);
