import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FREE_PLAN, VIP_PLAN, fakeRunnerProps } from "../../fake-runner-props";
import BannedWordsTool from "./runner";
import { readText } from "../batch-input";

/** The page's props for a member on 违禁词检测 (these runners' VIP features are on). */
const runnerProps = (overrides: Parameters<typeof fakeRunnerProps>[0] = {}) =>
  fakeRunnerProps({ slug: "banned-words", name: "违禁词检测", plan: VIP_PLAN, ...overrides });

// The real engine's constants and helpers, with a small fixed rule set (./fake-engine) for analyze.
vi.mock("../../engines/compliance/engine", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../engines/compliance/engine")>()),
  analyze: (await import("../fake-engine")).analyze,
}));

/** Downloads are built from a Blob in the browser: capture what would be saved. */
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

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

async function checkText(text: string, props = runnerProps(), { expectResult = true } = {}) {
  const user = userEvent.setup();
  render(<BannedWordsTool {...props} />);
  await user.type(screen.getByRole("textbox", { name: "待检测文案" }), text);
  await user.click(screen.getByRole("button", { name: "开始检测" }));
  // Results are shown in a transition.
  if (expectResult) await screen.findByRole("region", { name: "检测结果" });
  return { user, props };
}

describe("违禁词检测 runner", () => {
  it("asks for text before a run and does not count an empty run", async () => {
    const props = runnerProps();
    const user = userEvent.setup();
    render(<BannedWordsTool {...props} />);
    await user.click(screen.getByRole("button", { name: "开始检测" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先输入或粘贴要检测的文案");
    expect(props.requestRun).not.toHaveBeenCalled();
  });

  it("runs once per 开始检测, marks findings in place with data-level/data-rule, and saves history", async () => {
    const { props } = await checkText("这是最好的面霜，销量第一，加微信");
    expect(props.requestRun).toHaveBeenCalledTimes(1);
    const marks = screen.getByTestId("highlighted-text").querySelectorAll("mark");
    expect([...marks].map((m) => [m.textContent, m.dataset.level, m.dataset.rule])).toEqual([
      ["最好", "禁用", "A.最好"],
      ["销量第一", "需证明", "B.销量第一"],
      ["加微信", "平台规则", "H.加微信"],
    ]);
    expect(props.saveHistory).toHaveBeenCalledWith({
      input: "这是最好的面霜，销量第一，加微信",
      summary: "禁用 1 · 需证明 1 · 平台规则 1",
    });
    // The side list groups by level, with the basis and fine range.
    const banned = screen.getByRole("region", { name: "禁用（1）" });
    expect(banned).toHaveTextContent("广告法第九条第三项");
    expect(banned).toHaveTextContent("20 万–100 万元");
    expect(screen.getByText("自查工具，不构成法律意见。")).toBeInTheDocument();
  });

  it("does nothing when the page refuses the run (quota, VIP): the text stays", async () => {
    const props = runnerProps({ requestRun: vi.fn(async () => false) });
    await checkText("最好", props, { expectResult: false });
    expect(screen.queryByRole("region", { name: "检测结果" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "待检测文案" })).toHaveValue("最好");
    expect(props.saveHistory).not.toHaveBeenCalled();
  });

  it("applies a clicked rewrite to the text and re-analyses without counting another run", async () => {
    const { user, props } = await checkText("全网最好的面霜");
    await user.click(screen.getByRole("button", { name: "把「最好」改为「更好」" }));
    expect(screen.getByRole("textbox", { name: "待检测文案" })).toHaveValue("全网更好的面霜");
    expect(screen.getByTestId("highlighted-text").querySelectorAll("mark")).toHaveLength(0);
    expect(screen.getByText("已把「最好」改为「更好」，并重新检测。")).toBeInTheDocument();
    expect(props.requestRun).toHaveBeenCalledTimes(1);
  });

  it("一键替换 turns every 禁用 finding into its first rewrite and shows the before/after diff", async () => {
    const { user } = await checkText("最好的品质，行业第一，销量第一");
    await user.click(screen.getByRole("button", { name: "一键替换" }));
    expect(screen.getByRole("textbox", { name: "待检测文案" })).toHaveValue("很好的品质，行业领先，销量第一");
    const diff = screen.getByRole("region", { name: "替换前后对比" });
    expect(within(diff).getByTestId("diff-before").querySelectorAll("del")).toHaveLength(2);
    expect([...within(diff).getByTestId("diff-after").querySelectorAll("ins")].map((n) => n.textContent)).toEqual([
      "很好",
      "领先",
    ]);
    // 需证明 stays for the user to prove; nothing 禁用 is left.
    const marks = [...screen.getByTestId("highlighted-text").querySelectorAll("mark")].map((m) => m.dataset.level);
    expect(marks).toEqual(["需证明"]);
  });

  it("exports the report as Markdown and CSV built in the browser", async () => {
    const saved = captureDownloads();
    const { user } = await checkText("最好的面霜");
    await user.click(screen.getByRole("button", { name: "导出报告（Markdown）" }));
    await user.click(screen.getByRole("button", { name: "导出报告（CSV）" }));
    expect(saved.map((s) => s.name)).toEqual([
      expect.stringMatching(/^违禁词检测报告-\d{8}-\d{4}\.md$/),
      expect.stringMatching(/\.csv$/),
    ]);
    const md = await readText(saved[0]!.blob);
    expect(md).toContain("> 最好的面霜");
    expect(md).toContain("| 第 1–2 字 | 最好 | 禁用 |");
    const csv = await readText(saved[1]!.blob);
    expect(csv).toContain("第 1–2 字,最好,禁用,A.最好");
  });

  it("keeps the industry in the settings and the allow-list in this browser", async () => {
    const props = runnerProps();
    const user = userEvent.setup();
    render(<BannedWordsTool {...props} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "行业" }), "化妆品");
    expect(props.setSettings).toHaveBeenCalledWith({ industry: "cosmetics" });
    await user.type(screen.getByRole("textbox", { name: "放行名单（品牌名 / 商标 / 型号）" }), "最好牌");
    expect(localStorage.getItem("compliance.allow-list")).toBe("最好牌");
    await user.type(screen.getByRole("textbox", { name: "待检测文案" }), "最好牌面霜");
    await user.click(screen.getByRole("button", { name: "开始检测" }));
    await screen.findByRole("region", { name: "检测结果" });
    expect(screen.getByTestId("highlighted-text").querySelector("mark")?.dataset.level).toBe("提示");
  });

  it("uses the account word list as extra terms and lets a member edit it", async () => {
    const save = vi.fn(async () => ({ ok: true as const }));
    const props = runnerProps({ wordList: { words: ["竞品A"], save } });
    const { user } = await checkText("比竞品A好", props);
    expect(screen.getByTestId("highlighted-text").querySelector("mark")).toHaveAttribute("data-rule", "custom.竞品A");
    await user.click(screen.getByText("我的词库（会员）：1 个词"));
    const editor = screen.getByRole("textbox", { name: "每行一个词，检测时作为额外的风险词。词库随账号保存。" });
    await user.clear(editor);
    await user.type(editor, "竞品A{enter}竞品B");
    await user.click(screen.getByRole("button", { name: "保存词库" }));
    expect(save).toHaveBeenCalledWith(["竞品A", "竞品B"]);
    expect(await screen.findByText("词库已保存")).toBeInTheDocument();
  });

  it("shares the settings, or the text in the link's fragment when asked", async () => {
    const { user, props } = await checkText("最好");
    await user.click(screen.getByRole("button", { name: "分享设置" }));
    await user.click(screen.getByRole("button", { name: "分享（含文案）" }));
    expect(props.share).toHaveBeenNthCalledWith(1, null);
    expect(props.share).toHaveBeenNthCalledWith(2, "最好");
  });

  it("starts from a shared or restored text", () => {
    render(<BannedWordsTool {...runnerProps({ initialInput: "恢复的文案" })} />);
    expect(screen.getByRole("textbox", { name: "待检测文案" })).toHaveValue("恢复的文案");
  });
});

describe("违禁词检测 批量检测", () => {
  it("switches mode through the settings", async () => {
    const props = runnerProps({ plan: FREE_PLAN });
    const user = userEvent.setup();
    render(<BannedWordsTool {...props} />);
    await user.click(screen.getByRole("button", { name: "批量检测（会员）" }));
    expect(props.setSettings).toHaveBeenCalledWith({ mode: "batch" });
  });

  it("checks one text per line as a VIP batch run and exports the table", async () => {
    const saved = captureDownloads();
    const props = runnerProps({ query: "mode=batch" });
    const user = userEvent.setup();
    render(<BannedWordsTool {...props} />);
    await user.type(
      screen.getByRole("textbox", { name: "批量文案（每行一条）" }),
      "最好的面霜{enter}{enter}普通文案{enter}加微信",
    );
    await user.click(screen.getByRole("button", { name: "批量检测" }));
    expect(props.requestRun).toHaveBeenCalledWith({ vipOnly: true, batchSize: 3 });
    const rows = within(await screen.findByRole("table")).getAllByRole("row");
    expect(rows.map((r) => [...r.querySelectorAll("td")].map((c) => c.textContent))).toEqual([
      [],
      ["1", "最好的面霜", "禁用 1", "最好（禁用）"],
      ["2", "普通文案", "未发现风险表述", "—"],
      ["3", "加微信", "平台规则 1", "加微信（平台规则）"],
    ]);
    await user.click(screen.getByRole("button", { name: "导出结果（CSV）" }));
    const csv = await readText(saved[0]!.blob);
    expect(csv.split("\r\n")[1]).toBe("1,最好的面霜,禁用 1,1,0,0,0,0,最好(禁用)");
  });

  it("checks the CSV column chosen from the header", async () => {
    const props = runnerProps({ query: "mode=batch" });
    const user = userEvent.setup();
    render(<BannedWordsTool {...props} />);
    const file = new File(["编号,标题,备注\n1,最好的面霜,第一\n2,普通,最好\n"], "文案.csv", { type: "text/csv" });
    await user.upload(screen.getByLabelText("或选择 CSV 文件"), file);
    await user.selectOptions(await screen.findByRole("combobox", { name: "文案所在列" }), "标题");
    expect(screen.getByText("文案.csv：共 2 条待检测")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "批量检测" }));
    const cells = within(await screen.findByRole("table"))
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toEqual(["1", "最好的面霜", "禁用 1", "最好（禁用）", "2", "普通", "未发现风险表述", "—"]);
  });

  it("refuses more than the plan's batch limit with a clear message", async () => {
    const props = runnerProps({ query: "mode=batch", plan: { ...VIP_PLAN, batchLimit: 2 } });
    const user = userEvent.setup();
    render(<BannedWordsTool {...props} />);
    await user.type(screen.getByRole("textbox", { name: "批量文案（每行一条）" }), "a{enter}b{enter}c");
    await user.click(screen.getByRole("button", { name: "批量检测" }));
    expect(screen.getByRole("alert")).toHaveTextContent("一次最多检测 2 条，当前 3 条");
    expect(props.requestRun).not.toHaveBeenCalled();
  });
});
