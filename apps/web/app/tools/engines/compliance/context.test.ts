// @vitest-environment node
// Context rules of decision 009: each kind once, lawful and unlawful side by side.
import { describe, expect, it } from "vitest";
import { analyze } from "./engine";
import type { IndustryKey } from "./types";

const warn = (text: string, industry: IndustryKey = "general") =>
  analyze(text, { industry, notices: false })
    .findings.filter((f) => f.level !== "提示")
    .map((f) => f.term);

describe("no claim at all", () => {
  it.each([
    ["measurement", "今天市区最高气温20℃左右，最低气温16℃上下。"],
    ["composition and progress", "纯棉100%，下载进度100%。"],
    ["an ingredient list", "配料：生牛乳100%。成分：橄榄油100%。"],
    ["a test score", "本次测评中，A品牌得分最低，B品牌得分最高。"],
    ["what people care about", "室内空气品质成为民众最在乎的事。"],
    ["instruction", "使用时绝对避免接触眼睛。"],
    ["identifier", "每台设备都有唯一标识。"],
    ["title", "《最强大脑》新一季今晚开播。"],
    ["company name", "杭州至尊科技有限公司位于滨江区。"],
    ["counting ordinal", "第一件衣服洗完再洗第二件。"],
    ["official designation", "景区位于国家级自然保护区内。"],
    ["the law quoting the words", "广告不得使用“国家级”、“最高级”、“最佳”等用语。"],
    ["a warning quoting the words", '谨防"稳赚不赔"的投资骗局。'],
    ["a denial", "本品不能代替药物治疗疾病。"],
  ])("%s", (_, text) => {
    expect(warn(text)).toEqual([]);
  });
});

describe("claims the lists missed", () => {
  it.each([
    ["state organ", "外交部指定礼品茶。", "外交部指定"],
    ["state symbol", "店庆活动背景音乐直接使用国歌旋律。", "直接使用国歌"],
    ["cure", "对高血压、高血糖、便秘等疾病有调节作用。", "高血糖、便秘等疾病有调节作用"],
    ["superstition", "佩戴此符保佑全家平安。", "保佑"],
    ["免检", "质量免检，放心使用。", "质量免检"],
    ["superlative without 最", "国货护肤的天花板。", "天花板"],
    ["exam setters", "命题专家亲自授课。", "命题专家"],
  ])("%s", (_, text, term) => {
    expect(warn(text)).toContain(term);
  });

  it("a self-comparison that names others is no self-comparison", () => {
    expect(warn("本店最便宜的一款。")).toEqual([]);
    expect(warn("本店的手冲咖啡是全市最好喝的。")).toContain("最好");
  });

  it("an industry only adds: 医疗器械 keeps what 通用 finds", () => {
    const text = "专治颈椎病，三个疗程康复。";
    expect(warn(text, "device").length).toBeGreaterThanOrEqual(warn(text).length);
    expect(warn(text, "device").length).toBeGreaterThan(0);
  });

  it("travel time is a housing rule: reported in 通用 only for copy about housing", () => {
    expect(warn("开车 10 分钟到万达广场，买房就选这里。")).toHaveLength(1);
    expect(warn("开车 10 分钟到万达广场，周末去逛逛。")).toEqual([]);
    expect(warn("步行至水景公园仅15分钟。", "real-estate")).toHaveLength(1);
  });
});

describe("variant spellings", () => {
  it.each([
    ["zui实惠的家庭装", "zui实惠", "拼音替代"],
    ["Jue对正品", "Jue对", "拼音替代"],
    ["第1品牌的扫地机器人", "第1品牌", "数字/符号替代"],
    ["行业第⑴的口碑", "行业第⑴", "数字/符号替代"],
    ["最💯好用的卸妆巾", "最💯好用", "夹杂符号"],
  ])("%s", (text, term, variant) => {
    const f = analyze(text).findings.find((x) => x.term === term);
    expect(f?.variant).toBe(variant);
    expect(text.slice(f!.start, f!.end)).toBe(term);
  });

  it("a phrase's own punctuation is no slipped-in symbol; a symbol inside its word still is", () => {
    const bait = analyze("关注+点赞，抽10人送同款！").findings.find((x) => x.rule === "H.engagement-bait");
    expect(bait?.variant).toBeUndefined();
    expect(analyze("三天见💯效").findings.find((x) => x.level === "禁用")?.variant).toBe("夹杂符号");
  });

  it("lawful uses of the same shapes stay clean", () => {
    expect(warn("第1单享九折，第2单享八折。")).toEqual([]);
    expect(warn("第⑵步：把面团揉匀。")).toEqual([]);
    expect(warn("No 5 色号适合黄皮。")).toEqual([]);
    expect(warn("The dizzy feeling is gone.")).toEqual([]);
  });
});
