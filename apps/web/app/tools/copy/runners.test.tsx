import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FREE_PLAN, fakeRunnerProps } from "../fake-runner-props";
import ReadabilityRunner from "./readability/runner";
import TitleAnalyzerRunner from "./title-analyzer/runner";
import WechatLayoutCheckRunner from "./wechat-layout-check/runner";
import WordCountRunner from "./word-count/runner";
import WordFrequencyRunner from "./word-frequency/runner";
import XhsNoteCheckRunner from "./xhs-note-check/runner";

/** A logged-in free account's props; every runner here gets 字数统计's slug. */
const copyProps = (overrides: Parameters<typeof fakeRunnerProps>[0] = {}) =>
  fakeRunnerProps({ slug: "word-count", name: "字数统计", plan: FREE_PLAN, ...overrides });

describe("字数统计 runner", () => {
  it(
    "asks for one run while typing, again after a clear, and fills the platform table",
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const props = copyProps();
      const { container } = render(<WordCountRunner {...props} />);
      const box = screen.getByLabelText("文案");
      await user.type(box, "春日上新🔥");
      expect(props.requestRun).toHaveBeenCalledTimes(1);
      const row = await screen.findByText((_, el) => el?.getAttribute("data-platform") === "xiaohongshu-title");
      expect(row).toHaveAttribute("data-used", "10");
      expect(row).toHaveAttribute("data-limit", "40");
      expect(row).toHaveAttribute("data-verdict", "ok");
      expect(container.querySelector('[data-platform="channels-short-title"]')).toHaveAttribute(
        "data-verdict",
        "forbidden",
      );
      expect(container.querySelector('[data-stat="emoji"]')).toHaveTextContent("1");
      await user.click(screen.getByRole("button", { name: "清空" }));
      await user.type(box, "再来");
      expect(props.requestRun).toHaveBeenCalledTimes(2);
    },
  );

  it("keeps the text and shows why when the run is blocked", async () => {
    const user = userEvent.setup();
    const props = copyProps({ requestRun: vi.fn(async () => false) });
    render(<WordCountRunner {...props} />);
    await user.type(screen.getByLabelText("文案"), "文案");
    expect(await screen.findByRole("alert")).toHaveTextContent("内容已保留");
    expect(screen.getByLabelText("文案")).toHaveValue("文案");
    expect(document.querySelector("[data-platform]")).toBeNull();
  });

  it("starts from a share link's text, filters platforms from the URL and saves history after a pause", async () => {
    const props = copyProps({ initialInput: "好".repeat(25), query: "platforms=xiaohongshu,wechat" });
    const { container } = render(<WordCountRunner {...props} />);
    await screen.findByText("多平台文案规范", { exact: false });
    const keys = [...container.querySelectorAll("[data-platform]")].map((el) => el.getAttribute("data-platform"));
    expect(keys.every((k) => k!.startsWith("xiaohongshu") || k!.startsWith("wechat"))).toBe(true);
    expect(container.querySelector('[data-platform="xiaohongshu-title"]')).toHaveAttribute("data-verdict", "over");
    expect(container.querySelector('[data-preview="xiaohongshu-title"]')).toHaveTextContent(`${"好".repeat(20)}…`);
    await waitFor(() => expect(props.saveHistory).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(props.saveHistory).toHaveBeenCalledWith({
      input: "好".repeat(25),
      summary: expect.stringContaining("25 字"),
    });
  });
});

describe("标题打分 runner", () => {
  it("scores titles side by side and shows the weights", async () => {
    const props = copyProps({ initialInput: "学生党必看！3个平价护肤技巧\n分享一下", query: "keyword=护肤" });
    render(<TitleAnalyzerRunner {...props} />);
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    const s1 = Number(within(cards[0]!).getByText("/ 100 经验评分").parentElement!.getAttribute("data-score"));
    const s2 = Number(within(cards[1]!).getByText("/ 100 经验评分").parentElement!.getAttribute("data-score"));
    expect(s1).toBeGreaterThan(s2);
    expect(screen.getByText(/得分最高/)).toHaveTextContent("学生党必看");
    expect(screen.getByText("经验评分怎么算")).toBeInTheDocument();
    expect(props.requestRun).toHaveBeenCalledTimes(1);
  });
});

describe("小红书笔记体检 runner", () => {
  it("asks for a VIP run on 开始体检 and shows the checklist", async () => {
    const user = userEvent.setup();
    const props = copyProps({ initialInput: "油皮面霜分享\n油皮姐妹看过来 #护肤" });
    render(<XhsNoteCheckRunner {...props} />);
    await user.click(screen.getByRole("button", { name: "开始体检" }));
    expect(props.requestRun).toHaveBeenCalledWith({ vipOnly: true });
    expect(await screen.findByText(/项通过/)).toBeInTheDocument();
    expect(document.querySelector('[data-check="title"]')).toHaveAttribute("data-status", "pass");
    expect(document.querySelector('[data-platform="xiaohongshu-title"]')).toHaveAttribute("data-verdict", "ok");
    expect(props.saveHistory).toHaveBeenCalledTimes(1);
  });
  it("shows the gate message and keeps the note when blocked", async () => {
    const user = userEvent.setup();
    const props = copyProps({ initialInput: "标题\n正文", requestRun: vi.fn(async () => false) });
    render(<XhsNoteCheckRunner {...props} />);
    await user.click(screen.getByRole("button", { name: "开始体检" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("会员功能");
    expect(screen.getByLabelText("笔记标题")).toHaveValue("标题");
    expect(document.querySelector("[data-check]")).toBeNull();
  });
});

describe("公众号排版检查 runner", () => {
  it("sanitizes pasted rich text and previews it without remote loads", async () => {
    const props = copyProps();
    render(<WechatLayoutCheckRunner {...props} />);
    const box = screen.getByLabelText(/^正文/);
    const data = new Map([
      [
        "text/html",
        '<p onclick="x()">第一段</p><script>alert(1)</script><img src="https://evil.test/a.png" onerror="alert(2)">',
      ],
      ["text/plain", "第一段"],
    ]);
    fireEvent.paste(box, { clipboardData: { getData: (type: string) => data.get(type) ?? "" } });
    const preview = await screen.findByText("第一段", { selector: "[data-preview] p" });
    const root = preview.closest("[data-preview]")!;
    expect(root.innerHTML).not.toMatch(/script|onclick|onerror|evil\.test/);
    expect(root.querySelector("img")!.getAttribute("src")).toMatch(/^data:image\/svg/);
    expect(props.requestRun).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-platform="wechat-digest-api"]')).toHaveAttribute("data-verdict", "ok");
  });
});

describe("词频统计 runner", () => {
  it("uses the user dictionary from the URL", async () => {
    const props = copyProps({ initialInput: "小红书种草，小红书笔记，小红书运营", query: "dict=小红书" });
    render(<WordFrequencyRunner {...props} />);
    const row = await screen.findByText((_, el) => el?.getAttribute("data-word") === "小红书");
    expect(row).toHaveAttribute("data-count", "3");
    expect(document.querySelector('[data-chart="word-frequency"]')).not.toBeNull();
  });
});

describe("可读性分析 runner", () => {
  it("marks long sentences", async () => {
    const long = `${"这是一句很长很长的句子".repeat(6)}。`;
    render(<ReadabilityRunner {...copyProps({ initialInput: `短句。${long}` })} />);
    const mark = await screen.findByTitle(/字$/);
    expect(mark.tagName).toBe("MARK");
    expect(mark).toHaveTextContent(long);
  });
});
