import { describe, expect, it } from "vitest";
import type { Finding } from "../engines/compliance/engine";
import { columnTexts, linesOf, parseCsv } from "./batch-input";
import { csvCell, findingsCsv, findingsMarkdown, toCsv } from "./report-export";
import { applyRewrite, replaceAllBanned } from "./rewrite";

const source = { label: "《广告法》", confidence: "official", checkedAt: "2026-11-26" } as const;
function finding(p: Partial<Finding> & Pick<Finding, "term" | "start" | "end" | "level">): Finding {
  return {
    rule: `A.${p.term}`,
    basis: "广告法第九条第三项",
    why: "绝对化用语",
    rewrites: [],
    group: "A",
    source,
    kind: "term",
    ...p,
  };
}

describe("report export", () => {
  it("escapes CSV cells (quotes, commas, newlines) and defuses spreadsheet formulas", () => {
    expect(csvCell('说"最好",真的')).toBe('"说""最好"",真的"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(toCsv(["a", "b"], [[1, "x\ny"]])).toBe('\uFEFFa,b\r\n1,"x\ny"\r\n');
  });

  it("writes one CSV row per finding with level, basis, penalty and rewrites", () => {
    const csv = findingsCsv([
      {
        finding: finding({
          term: "最好",
          start: 2,
          end: 4,
          level: "禁用",
          penalty: "第五十七条",
          rewrites: ["很好", "更好"],
        }),
      },
    ]);
    const lines = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe("位置,词语,级别,规则,依据,说明,罚则,建议改法,来源");
    expect(lines[1]).toBe(
      "第 3–4 字,最好,禁用,A.最好,广告法第九条第三项,绝对化用语,第五十七条,很好 / 更好,《广告法》（官方） 最后核对 2026-11-26",
    );
  });

  it("writes a Markdown report with the text, a findings table and the disclaimer", () => {
    const md = findingsMarkdown({
      title: "违禁词检测报告",
      settings: ["行业：通用"],
      text: "全网|最好",
      items: [{ finding: finding({ term: "最好", start: 3, end: 5, level: "禁用" }) }],
    });
    expect(md).toContain("# 违禁词检测报告");
    expect(md).toContain("- 结果：禁用 1");
    expect(md).toContain("> 全网|最好");
    expect(md).toContain("| 第 4–5 字 | 最好 | 禁用 | 广告法第九条第三项 | 绝对化用语 |");
    expect(md).toContain("不构成法律意见");
  });
});

describe("rewrites", () => {
  it("applies one rewrite at the finding's offsets and appends a missing notice", () => {
    expect(applyRewrite("这是最好的", finding({ term: "最好", start: 2, end: 4, level: "禁用" }), "很好")).toBe(
      "这是很好的",
    );
    expect(
      applyRewrite(
        "保健品 ",
        finding({ term: "", start: 0, end: 0, level: "禁用", kind: "notice" }),
        "本品不能代替药物",
      ),
    ).toBe("保健品\n本品不能代替药物");
  });

  it("一键替换 replaces only 禁用 findings that have a rewrite, and reports where each change is", () => {
    const text = "最好的，销量第一，第一名";
    const result = replaceAllBanned(text, [
      finding({ term: "最好", start: 0, end: 2, level: "禁用", rewrites: ["很好"] }),
      finding({ term: "销量第一", start: 4, end: 8, level: "需证明", rewrites: ["销量领先"] }),
      finding({ term: "第一", start: 9, end: 11, level: "禁用", rewrites: ["领先", "前列"] }),
    ]);
    expect(result.text).toBe("很好的，销量第一，领先名");
    expect(result.changes).toEqual([
      { beforeStart: 0, beforeEnd: 2, afterStart: 0, afterEnd: 2, before: "最好", after: "很好" },
      { beforeStart: 9, beforeEnd: 11, afterStart: 9, afterEnd: 11, before: "第一", after: "领先" },
    ]);
  });
});

describe("batch input", () => {
  it("takes one text per non-empty line", () => {
    expect(linesOf(" a \r\n\r\nb\n")).toEqual(["a", "b"]);
  });

  it("reads a CSV with a header (BOM, quoted commas) and returns the chosen column", async () => {
    const parsed = await parseCsv('\uFEFF编号,标题\n1,"最好的,面霜"\n2,普通文案\n3,\n');
    if ("error" in parsed) throw new Error(parsed.error);
    expect(parsed.columns).toEqual(["编号", "标题"]);
    expect(columnTexts(parsed, "标题")).toEqual(["最好的,面霜", "普通文案"]);
    expect(await parseCsv("标题\n")).toEqual({ error: "CSV 里只有表头，没有数据行。" });
  });
});
