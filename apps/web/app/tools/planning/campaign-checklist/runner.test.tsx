import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { fakeRunnerProps } from "../../fake-runner-props";
import CampaignChecklistRunner from "./runner";

const props = (query: string) => fakeRunnerProps({ slug: "campaign-checklist", name: "活动执行清单", query });

test("dated tasks, progress and owners saved in localStorage and restored", async () => {
  const user = userEvent.setup();
  window.localStorage.clear();
  const p = props("type=live&date=2026-12-20");
  const { unmount } = render(<CampaignChecklistRunner {...p} />);
  const first = await screen.findByRole("checkbox", { name: /T−14.*2026-12-06.*直播主题/ });
  await user.click(first);
  expect(screen.getByTestId("checklist-progress").textContent).toBe("已完成 1 / 9");
  await user.type(screen.getByLabelText("直播主题、时长和目标（观看、成交、涨粉） 的负责人"), "小李");
  expect(JSON.parse(window.localStorage.getItem("adtools:campaign-checklist:live:2026-12-20")!)).toEqual({
    done: { "live-theme": true },
    owners: { "live-theme": "小李" },
  });
  expect(p.requestRun).toHaveBeenCalledTimes(1);
  unmount();
  render(<CampaignChecklistRunner {...props("type=live&date=2026-12-20")} />);
  expect(await screen.findByText("已完成 1 / 9")).toBeTruthy();
});

test("no date yet: a hint and no run", () => {
  const p = props("type=promo");
  render(<CampaignChecklistRunner {...p} />);
  expect(screen.getByText(/选择活动日期后/)).toBeTruthy();
  expect(p.requestRun).not.toHaveBeenCalled();
});
