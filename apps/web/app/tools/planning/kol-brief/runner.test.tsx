import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { VIP_PLAN, fakeRunnerProps } from "../../fake-runner-props";
import KolBriefRunner from "./runner";

const props = () =>
  fakeRunnerProps({
    tool: { slug: "kol-brief", name: "达人合作 Brief", isVip: true },
    plan: VIP_PLAN,
    initialInput: JSON.stringify({
      brand: "橙子",
      product: "保温杯",
      sellingPoints: "全网最好的保温杯",
      deliverables: "抖音视频 1 条",
    }),
  });

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
