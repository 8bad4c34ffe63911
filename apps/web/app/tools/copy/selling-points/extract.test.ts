import { tag } from "jieba-wasm";
import { beforeAll, describe, expect, it } from "vitest";
import { classify, extractPoints, findingsOutsidePoints, pointsCsv, sentences } from "./extract";

// jieba builds its dictionary on the first call (seconds on a busy machine): once, outside the tests' timeouts.
beforeAll(() => void tag("预热", true), 60_000);

const tagger = (t: string) => tag(t, true);

const COPY = `【清透防晒乳】SPF50+ PA++++，50ml 大容量。
• 添加烟酰胺和积雪草提取物，温和修护；
• 质地清爽不油腻，敏感肌也能用，适合通勤和户外军训。
• 采用微囊包裹技术，比上一代防护力提升30%。
全国包邮，支持7天无理由退换。到手价 89 元，第二件半价！
用户评价很好，是最好的防晒。`;

describe("extractPoints", () => {
  const points = extractPoints(COPY, tagger);
  const byGroup = (g: string) => points.filter((p) => p.group === g).map((p) => p.text);

  it("splits sentences on punctuation, lines and bullets", () => {
    expect(sentences("一。二！\n• 三；四")).toEqual(["一。", "二！", "三；", "四"].filter((s) => s.length >= 2));
    expect(sentences("清爽不油腻。敏感肌可用")).toEqual(["清爽不油腻。", "敏感肌可用"]);
  });

  it("finds each kind of point with its source sentence", () => {
    expect(byGroup("规格")).toEqual(expect.arrayContaining(["【清透防晒乳】SPF50+ PA++++", "50ml 大容量"]));
    expect(byGroup("成分")).toEqual(expect.arrayContaining(["添加烟酰胺和积雪草提取物"]));
    expect(byGroup("功效")).toEqual(expect.arrayContaining(["质地清爽不油腻", "温和修护", "是最好的防晒"]));
    expect(byGroup("场景")).toEqual(expect.arrayContaining(["适合通勤和户外军训"]));
    expect(byGroup("服务")).toEqual(expect.arrayContaining(["全国包邮", "支持7天无理由退换"]));
    expect(byGroup("价格")).toEqual(expect.arrayContaining(["到手价 89 元"]));
    expect(byGroup("工艺")).toEqual(expect.arrayContaining(["采用微囊包裹技术"]));
    const fromBullet = points.find((p) => p.text === "添加烟酰胺和积雪草提取物")!;
    expect(fromBullet.sentence).toBe("添加烟酰胺和积雪草提取物，温和修护；");
  });

  it("flags comparisons and runs every point through the compliance engine", () => {
    const cmp = points.find((p) => p.text.includes("提升30%"))!;
    expect(cmp.comparison).toBe(true);
    const best = points.find((p) => p.text.includes("最好"))!;
    expect(best.findings.map((f) => f.level)).toContain("禁用");
  });

  it("matches on jieba's tokens: 「价」 inside 「评价」 is not a price", () => {
    expect(classify("用户评价很好", tagger).has("价格")).toBe(false);
    expect(classify("到手价 89 元", tagger).get("价格")).toContain("89 元");
  });

  it("drafts an editable FAB and exports CSV without holes", () => {
    const p = points.find((x) => x.group === "服务")!;
    expect(p.fab.feature).toBe(p.text);
    expect(p.fab.advantage).toMatch(/^提供/);
    const csv = pointsCsv(points);
    expect(csv.split("\n")[0]).toBe("分组,卖点,特性 F,优势 A,利益 B,合规提示,原句");
    expect(csv).not.toMatch(/undefined|NaN|\{trigger\}/);
  });

  it("a heading before a colon groups the items after it and is no point itself", () => {
    const found = extractPoints("特点：泡沫绵密。适合：油皮、混油皮、痘痘肌。", tagger);
    expect(found.map((p) => [p.group, p.text])).toEqual([
      ["功效", "泡沫绵密"],
      ["场景", "油皮"],
      ["场景", "混油皮"],
      ["场景", "痘痘肌"],
    ]);
    // 「油皮」 inside a list is an item, not a heading.
    expect(extractPoints("适合油皮、干皮", tagger).map((p) => p.text)).toContain("干皮");
  });

  it("splits clauses on vertical bars and reads ratings as specs", () => {
    const found = extractPoints("✅防水等级IPX7|深度1米可浸泡30分钟", tagger);
    expect(found.map((p) => [p.group, p.text])).toEqual([
      ["规格", "防水等级IPX7"],
      ["规格", "深度1米可浸泡30分钟"],
    ]);
  });

  it("a claim in a clause that is no selling point is still reported, with its clause (it was dropped unseen)", () => {
    const text = "316不锈钢内胆，12小时保温。国家级品质，全网销量第一，喝了能治疗失眠。";
    const found = extractPoints(text, tagger);
    const outside = findingsOutsidePoints(text, found);
    expect(outside.map((f) => f.term)).toEqual(expect.arrayContaining(["国家级", "全网销量第一", "能治疗失眠"]));
    expect(outside.find((f) => f.term === "国家级")).toMatchObject({ clause: "国家级品质", level: "禁用" });
    // Nothing is reported twice: a point's own findings stay with the point.
    const mine = new Set(found.flatMap((p) => p.findings.map((f) => `${p.text}|${f.term}`)));
    for (const f of outside) expect(mine.has(`${f.clause}|${f.term}`)).toBe(false);
  });

  it("finds nothing in text without selling points", () => {
    expect(extractPoints("今天天气不错。", tagger)).toEqual([]);
    expect(extractPoints("", tagger)).toEqual([]);
  });
});
