// @vitest-environment node
// State organs, the armed forces, medical claim shapes, denials and risk notices (decision 009,
// "Update, round 4"): each case is a shape written here, not a sentence of the labelled set, next
// to a lawful look-alike of the same words.
import { describe, expect, it } from "vitest";
import { analyze } from "./engine";
import { flagged, flaggedByRules, missingNotice } from "./shape-cases";
import type { IndustryKey } from "./types";

describe("state organs, officials and the armed forces as a shape", () => {
  it.each<[string, IndustryKey]>([
    ["国务院机关事务管理局监制，匠心酿造", "food"],
    ["公安部推荐的防盗门", "general"],
    ["省政府接待指定用酒", "food"],
    ["两会代表专供酒", "food"],
    ["军需特制白酒，战友情深", "food"],
    ["将军题词，百将系列纪念酒", "food"],
    ["喜迎二十大，种植牙限时特惠", "medical"],
    ["主席同款红烧肉，欢迎品尝", "food"],
    ["国家领导人亲自品尝过的大米", "food"],
  ])("flags 「%s」 (%s)", (text, industry) => expect(flagged(text, industry)).toBe(true));

  it.each<[string, IndustryKey]>([
    ["人民大会堂位于天安门广场西侧", "general"],
    ["市政府采购中心发布招标公告", "general"],
    ["本标准为中华人民共和国推荐性国家标准", "general"],
    ["公司军品业务收入同比增长12%", "general"],
    ["热烈庆祝党的二十大胜利召开", "general"],
    ["严禁违法销售含有“特供”“专供”“内供”党政机关和军队等类似标识内容的酒类商品", "food"],
    ["特供酒、专供酒都是假酒，千万别买", "food"],
    ["董事会主席同款西装引热议", "general"],
    ["据报道，总理在考察时品尝过当地的大米", "general"],
  ])("leaves 「%s」 (%s) clean", (text, industry) => expect(flagged(text, industry)).toBe(false));

  // Since the retrain after rounds 24 and 25 the claim model scores it 0.85 against its 0.85 threshold (decision 009,
  // "Update, rounds 24 and 25"): a false positive of the model, counted in the dev figures; the rules leave it clean.
  it("the rules leave 「规范治疗可降低复发风险」 (medical) clean (the claim model flags it)", () =>
    expect(flaggedByRules("规范治疗可降低复发风险", "medical")).toBe(false));
});

describe("medical claims as shapes", () => {
  it.each<[string, IndustryKey]>([
    ["坚持服用，再也不用打胰岛素吃降糖药", "health-food"],
    ["别家种不好的种植牙，我们来种", "medical"],
    ["疗效是其他同类产品无法比拟的", "drug"],
    ["喝出好身体，杜绝胃病复发", "food"],
    ["车载净化器，有效防病毒", "general"],
    ["具有润肺、止咳、平喘之功", "food"],
    ["三次护理，重回18岁", "cosmetics"],
    ["患者来信：用了半年，颈椎再也没疼过", "device"],
  ])("flags 「%s」 (%s)", (text, industry) => expect(flagged(text, industry)).toBe(true));

  it.each<[string, IndustryKey]>([
    ["杀毒软件可以防病毒入侵电脑", "general"],
    ["冬季是流感高发季，注意预防病毒感染", "general"],
    ["目前尚无特效药能够根治阿尔茨海默病", "medical"],
    ["用于风寒感冒引起的头痛、鼻塞", "drug"],
  ])("leaves 「%s」 (%s) clean", (text, industry) => expect(flagged(text, industry)).toBe(false));
});

describe("a clinic's list of diseases when the industry is not chosen", () => {
  const level = (text: string, industry: IndustryKey) =>
    analyze(text, { industry, notices: false }).findings.find((f) => f.rule === "C.medical-ad-disease-name")?.level;
  it("is 行业敏感 in 通用, 禁用 for 医疗, and no finding for a drug's indication", () => {
    const text = "本诊所开设男科、妇科、不孕不育门诊，欢迎咨询";
    expect(level(text, "general")).toBe("行业敏感");
    expect(level(text, "medical")).toBe("禁用");
    expect(level(text, "drug")).toBeUndefined();
  });
  it("yields to a 禁用 cure claim inside it in 通用", () => {
    const found = analyze("本院专治牛皮癣、白癜风、湿疹等皮肤病", { notices: false }).findings;
    expect(found.map((f) => f.level)).toContain("禁用");
  });
});

describe("denials, reports and quotations are no claims", () => {
  it.each<[string, IndustryKey]>([
    ["我们从不承诺保本保息，投资请谨慎", "finance"],
    ["不能承诺固定或保底收益", "finance"],
    ["学习没有捷径，不存在速成", "education"],
    ["该产品说明书宣称能治疗咳嗽、支气管炎", "general"],
    ["糖尿病患者应避免轻信“彻底治愈”的夸大宣传", "general"],
    ["这是入冬以来首个寒潮预警", "general"],
    ["江苏卫视“世界名校争霸赛”首站开战", "general"],
    ["本店所有产品中，这款最受欢迎", "general"],
    ["保持室内湿度在40%~60%最为适宜", "general"],
  ])("leaves 「%s」 (%s) clean", (text, industry) => expect(flagged(text, industry)).toBe(false));
});

describe("risk notices worded differently still count", () => {
  it.each([
    "私募基金，100万起投。\n投资者应充分认识投资风险，谨慎投资。",
    "新客理财，年化4%。\n本产品不保证本金和收益，投资者可能损失部分或全部本金。",
    "黄金积存，随买随卖。\n金价波动可能导致您的投资出现亏损，请审慎决策。",
    "分级债券基金。\n基金投资遵循“买者自负”原则，投资风险由投资者自行负责。",
  ])("「%s」 carries its notice", (text) => expect(missingNotice(text, "finance")).toBe(false));

  it("a finance text without any risk wording still lacks it", () => {
    expect(missingNotice("银行理财，业绩比较基准3.2%。\n扫码了解更多。", "finance")).toBe(true);
  });
});
