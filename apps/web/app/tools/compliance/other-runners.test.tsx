import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VIP_PLAN, fakeRunnerProps } from "../fake-runner-props";
import { readText } from "./batch-input";
import DiversionWordsTool from "./diversion-words/runner";
import ExtremeWordsTool from "./extreme-words/runner";
import IndustrySensitiveTool from "./industry-sensitive/runner";
import LiveScriptTool from "./live-script-check/runner";
import VideoSubtitleTool from "./video-subtitle-check/runner";

/** The page's props for a member (these runners' VIP features on); every runner here gets 违禁词检测's slug. */
const runnerProps = (overrides: Parameters<typeof fakeRunnerProps>[0] = {}) =>
  fakeRunnerProps({ slug: "banned-words", name: "违禁词检测", plan: VIP_PLAN, ...overrides });

// The real engine's constants and helpers, with a small fixed rule set (./fake-engine) for analyze.
vi.mock("../engines/compliance/engine", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../engines/compliance/engine")>()),
  analyze: (await import("./fake-engine")).analyze,
}));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  vi.stubGlobal(
    "URL",
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => ((last = blob), "blob:report")),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  return saved;
}

function marks() {
  return [...screen.getByTestId("highlighted-text").querySelectorAll("mark")].map(
    (m) => `${m.textContent}:${m.dataset.level}`,
  );
}

describe("极限词改写", () => {
  it("checks group A only and lists the rewrites before the explanation", async () => {
    const user = userEvent.setup();
    render(<ExtremeWordsTool {...runnerProps()} />);
    fireEvent.change(screen.getByRole("textbox", { name: "待检测文案" }), {
      target: { value: "最好的效果，治愈失眠，加微信" },
    });
    await user.click(screen.getByRole("button", { name: "开始检测" }));
    await screen.findByRole("region", { name: "检测结果" });
    expect(marks()).toEqual(["最好:禁用"]);
    const item = screen.getByRole("button", { name: "把「最好」改为「很好」" }).closest("li")!;
    const text = item.textContent!;
    expect(text.indexOf("可改为")).toBeLessThan(text.indexOf("绝对化用语。"));
  });
});

describe("行业敏感词检测", () => {
  it("requires an industry before a run", async () => {
    const props = runnerProps();
    const user = userEvent.setup();
    render(<IndustrySensitiveTool {...props} />);
    fireEvent.change(screen.getByRole("textbox", { name: "待检测文案" }), { target: { value: "增强体质" } });
    await user.click(screen.getByRole("button", { name: "开始检测" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先选择行业");
    expect(props.requestRun).not.toHaveBeenCalled();
  });

  it("a 检测 right after choosing uses the choice, before the URL has caught up", async () => {
    // The page's setSettings updates the URL through a navigation that lands later: here it never lands.
    const props = runnerProps({ setSettings: vi.fn() });
    const user = userEvent.setup();
    render(<IndustrySensitiveTool {...props} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "行业（必选）" }), "health-food");
    expect(props.setSettings).toHaveBeenCalledWith({ industry: "health-food" });
    fireEvent.change(screen.getByRole("textbox", { name: "待检测文案" }), { target: { value: "每天一粒，精力充沛" } });
    await user.click(screen.getByRole("button", { name: "开始检测" }));
    await screen.findByRole("region", { name: "检测结果" });
    expect(screen.queryByText(/请先选择行业/)).not.toBeInTheDocument();
    expect(screen.getByText("缺少必备提示语")).toBeInTheDocument();
  });

  it("is a VIP run and reports a missing mandatory notice, which a click adds", async () => {
    const props = runnerProps({ query: "industry=health-food" });
    const user = userEvent.setup();
    render(<IndustrySensitiveTool {...props} />);
    expect(screen.getByRole("combobox", { name: "行业（必选）" })).toHaveValue("health-food");
    fireEvent.change(screen.getByRole("textbox", { name: "待检测文案" }), { target: { value: "每天一粒，精力充沛" } });
    await user.click(screen.getByRole("button", { name: "开始检测" }));
    await screen.findByRole("region", { name: "检测结果" });
    expect(props.requestRun).toHaveBeenCalledWith({ vipOnly: true });
    expect(screen.getByText("缺少必备提示语")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "在文末补上「本品不能代替药物」" }));
    expect(screen.getByRole("textbox", { name: "待检测文案" })).toHaveValue("每天一粒，精力充沛\n本品不能代替药物");
    expect(screen.queryByText("缺少必备提示语")).not.toBeInTheDocument();
  });
});

describe("导流词检测", () => {
  it("checks group H and calls it a platform rule, never 违法", async () => {
    const user = userEvent.setup();
    render(<DiversionWordsTool {...runnerProps()} />);
    fireEvent.change(screen.getByRole("textbox", { name: "待检测文案" }), { target: { value: "最好加微信聊" } });
    await user.click(screen.getByRole("button", { name: "开始检测" }));
    await screen.findByRole("region", { name: "检测结果" });
    expect(marks()).toEqual(["加微信:平台规则"]);
    const results = screen.getByRole("region", { name: "检测结果" });
    expect(results).toHaveTextContent("平台规则");
    expect(results.textContent).not.toContain("违法");
  });
});

describe("直播话术检测", () => {
  it("gives each line a verdict with its findings, as a VIP run, and exports per line", async () => {
    const saved = captureDownloads();
    const props = runnerProps();
    const user = userEvent.setup();
    render(<LiveScriptTool {...props} />);
    fireEvent.change(screen.getByRole("textbox", { name: "直播脚本（每行一句）" }), {
      target: { value: "家人们晚上好\n这是最好的面霜\n\n销量第一的爆款" },
    });
    await user.click(screen.getByRole("button", { name: "开始检测" }));
    await screen.findByRole("region", { name: "检测结果" });
    expect(props.requestRun).toHaveBeenCalledWith({ vipOnly: true });
    expect(screen.getByRole("listitem", { name: "第 1 行：通过" })).toBeInTheDocument();
    const bad = screen.getByRole("listitem", { name: "第 2 行：需修改" });
    expect(bad.querySelector("mark")).toHaveAttribute("data-rule", "A.最好");
    expect(screen.getByRole("listitem", { name: "第 4 行：需证明" })).toBeInTheDocument();
    expect(screen.getByText("共 3 句：通过 1 句，需修改 1 句，需证明 1 句")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "导出报告（CSV）" }));
    const csv = (await readText(saved[0]!.blob)).split("\r\n");
    expect(csv[0]?.replace("\uFEFF", "")).toBe("行号,话术,结论,问题");
    expect(csv[2]).toBe("2,这是最好的面霜,需修改,最好（禁用：绝对化用语。）");
    expect(props.saveHistory).toHaveBeenCalledWith({
      input: "家人们晚上好\n这是最好的面霜\n\n销量第一的爆款",
      summary: "3 句，2 句需处理",
    });
  });
});

describe("视频字幕合规检测", () => {
  const SRT = [
    "1\n00:00:01,000 --> 00:00:02,000\n大家好",
    "2\n00:00:02,000 --> 00:00:04,000\n今天介绍一款面霜",
    "3\n00:00:04,500 --> 00:00:06,000\n它是全网最好的",
    "4\n00:00:06,000 --> 00:00:08,000\n想要的加微信",
    "5\n00:00:08,000 --> 00:00:09,000\n谢谢",
  ].join("\n\n");

  it("reads a picked .srt file here, lists findings with timestamps and shows a cue in context", async () => {
    const saved = captureDownloads();
    const props = runnerProps();
    const user = userEvent.setup();
    render(<VideoSubtitleTool {...props} />);
    await user.upload(screen.getByLabelText("选择字幕文件（.srt / .vtt / .ass）"), new File([SRT], "口播.srt"));
    const results = await screen.findByRole("region", { name: "检测结果" });
    expect(props.requestRun).toHaveBeenCalledWith({ vipOnly: true });
    const hits = within(results).getAllByRole("button", { pressed: false });
    expect(hits.map((b) => b.textContent)).toEqual(["00:00:04.500禁用「最好」", "00:00:06.000平台规则「加微信」"]);
    await user.click(hits[0]!);
    const context = screen.getByRole("region", { name: "字幕上下文" });
    const cues = within(context)
      .getAllByRole("listitem")
      .filter((li) => li.querySelector("time"));
    expect(cues.map((li) => li.querySelector("time")!.textContent)).toEqual([
      "00:00:01.000 → 00:00:02.000",
      "00:00:02.000 → 00:00:04.000",
      "00:00:04.500 → 00:00:06.000",
      "00:00:06.000 → 00:00:08.000",
      "00:00:08.000 → 00:00:09.000",
    ]);
    expect(cues[2]).toHaveAttribute("aria-current", "true");
    await user.click(within(results).getByRole("button", { name: "导出报告（CSV）" }));
    expect(await readText(saved[0]!.blob)).toContain("00:00:04.500 – 00:00:06.000,最好,禁用");
  });

  it("accepts a dropped .ass file, offers to read a video, and refuses other files with a Chinese message", async () => {
    render(<VideoSubtitleTool {...runnerProps()} />);
    const zone = screen.getByTestId("subtitle-drop");
    fireEvent.drop(zone, { dataTransfer: { files: [new File(["x"], "video.mp4")] } });
    expect(await screen.findByRole("button", { name: "开始识别视频" })).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [new File(["x"], "notes.docx")] } });
    expect(await screen.findByRole("alert")).toHaveTextContent("只支持 .srt、.vtt 和 .ass 字幕文件");
    const ass =
      "[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:01:02.50,0:01:04.00,Default,,0,0,0,,行业第一\n";
    fireEvent.drop(zone, { dataTransfer: { files: [new File([ass], "a.ass")] } });
    expect(await screen.findByRole("button", { name: /00:01:02\.500/ })).toHaveTextContent("「第一」");
  });
});
