/** The runner on the real engine: what the user sees for a few known sentences (the engine's own evaluation set covers quality). */
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { VIP_PLAN, fakeRunnerProps } from "../fake-runner-props";
import BannedWordsTool from "./banned-words/runner";
import { replaceAllBanned } from "./rewrite";
import { analyze } from "../engines/compliance/engine";

/** The page's props for a member on 违禁词检测 (these runners' VIP features are on). */
const runnerProps = (overrides: Parameters<typeof fakeRunnerProps>[0] = {}) =>
  fakeRunnerProps({ slug: "banned-words", name: "违禁词检测", plan: VIP_PLAN, ...overrides });

beforeEach(() => localStorage.clear());

describe("违禁词检测 on the real engine", () => {
  it(
    "marks the user's own characters, even with a separator slipped in, and applies a hinted rewrite without its hint",
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      render(<BannedWordsTool {...runnerProps()} />);
      fireEvent.change(screen.getByRole("textbox", { name: "待检测文案" }), {
        target: { value: "全网最.好的面霜，治愈暗沉" },
      });
      await user.click(screen.getByRole("button", { name: "开始检测" }));
      await screen.findByRole("region", { name: "检测结果" }, { timeout: 10_000 });
      const marks = [...screen.getByTestId("highlighted-text").querySelectorAll("mark")];
      expect(marks.map((m) => [m.textContent, m.dataset.level, m.dataset.rule])).toEqual([
        ["最.好", "禁用", "A.最好"],
        ["治愈", "禁用", "C.治愈"],
      ]);
      // The engine's rewrites for 治愈 carry a hint in brackets (改善（须有依据）): the hint never lands in the text.
      const hinted = screen.getAllByRole("button", { name: /^把「治愈」改为「.+（.+）」$/ })[0]!;
      const rewrite = /改为「(.+)」$/.exec(hinted.getAttribute("aria-label")!)![1]!;
      await user.click(hinted);
      expect(screen.getByRole("textbox", { name: "待检测文案" })).toHaveValue(
        `全网最.好的面霜，${rewrite.replace(/（[^）]*）/g, "")}暗沉`,
      );
    },
  );

  it("一键替换 also appends a missing mandatory notice (保健食品)", () => {
    const text = "每天一粒，国家级配方";
    const { findings } = analyze(text, { industry: "health-food" });
    const { text: out, changes } = replaceAllBanned(text, findings);
    const first = findings.find((f) => f.term === "国家级")!.rewrites[0]!;
    expect(out).toBe(`每天一粒，${first}配方\n本品不能代替药物`);
    expect(changes.map((c) => [c.before, c.after])).toEqual([
      ["国家级", first],
      ["", "本品不能代替药物"],
    ]);
  });

  it("shows advice (写明出处) as advice, never as a button that would put the note in place of the words", async () => {
    const user = userEvent.setup();
    render(<BannedWordsTool {...runnerProps()} />);
    fireEvent.change(screen.getByRole("textbox", { name: "待检测文案" }), { target: { value: "销量突破100万瓶" } });
    await user.click(screen.getByRole("button", { name: "开始检测" }));
    await screen.findByRole("region", { name: "检测结果" }, { timeout: 10_000 });
    expect(screen.getByText("写明统计口径与出处")).toBeInTheDocument();
    expect(screen.getByText("建议")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /改为「（写明/ })).toBeNull();
  });

  it(
    "marks thousands of findings in a 10,000-character text and lists each term once",
    { timeout: 30_000 },
    async () => {
      const text = "最好的面霜，全网第一。".repeat(1000);
      const user = userEvent.setup();
      render(<BannedWordsTool {...runnerProps()} />);
      fireEvent.change(screen.getByRole("textbox", { name: "待检测文案" }), { target: { value: text } });
      await user.click(screen.getByRole("button", { name: "开始检测" }));
      await screen.findByRole("region", { name: "检测结果" }, { timeout: 10_000 });
      expect(screen.getByTestId("highlighted-text").querySelectorAll("mark[data-level]").length).toBeGreaterThanOrEqual(
        2000,
      );
      expect(screen.getByRole("button", { name: "把 1000 处「最好」改为「很好」" })).toBeInTheDocument();
      // Typing after a run re-renders only the textarea side: the marked text stays as analysed, flagged as stale.
      fireEvent.change(screen.getByRole("textbox", { name: "待检测文案" }), { target: { value: `${text}x` } });
      expect(screen.getByText("文案已修改，点击「开始检测」重新检测")).toBeInTheDocument();
    },
  );
});
