// @vitest-environment node
// Shapes added in rounds 14 and 15 (decision 009, "Update, rounds 14 and 15"), written here from the law's and the
// platforms' kinds, from the rounds' train rows and from label and fund-document wording — not sentences of the
// held-back part or the fresh set — each next to a lawful look-alike of the same words.
import { describe, expect, it } from "vitest";
import { analyze } from "./engine";
import { flagged, missingNotice, shapes } from "./shape-cases";
import type { IndustryKey } from "./types";

shapes(
  "claims of round 14, from the law's and the platforms' kinds",
  [
    ["CCTV广告合作品牌", "general"],
    ["国旗护卫队同款", "general"],
    ["外交使馆用酒", "food"],
    ["公安系统指定装备供应商", "general"],
    ["转发此条到三个群，截图找客服领红包", "general"],
    ["私聊发你优惠券", "general"],
    ["淘宝搜索店铺名即可购买", "general"],
    ["今天不买明天就涨价", "general"],
    ["赔本赚吆喝", "general"],
    ["国资背景，安全可靠", "finance"],
    ["城市核心，未来价值不可估量", "real-estate"],
    ["艾灸贴，暖宫调经", "general"],
    ["戴上这个，鼾声立马消失", "device"],
    ["孩子长高个就靠它", "food"],
  ],
  [
    ["国旗护卫队在天安门广场举行升旗仪式", "general"],
    ["经公安机关调查，该公司涉嫌虚假宣传", "general"],
    ["淘宝搜索结果按综合排序展示", "general"],
    ["转发此条到朋友圈，让更多人了解防诈骗知识", "general"],
    ["私聊发你的地址我收到了", "general"],
    ["明天就涨价的消息是谣言，请消费者理性看待", "general"],
    ["这款门锁安全可靠，通过了C级锁芯检测", "general"],
    ["我们的交易系统安全可靠的技术架构经过等保三级测评", "finance"],
    ["文物的价值不可估量", "real-estate"],
    ["月经期间注意调经养护是常见的健康知识", "general"],
    ["老公鼾声如雷，我一夜没睡", "general"],
    ["孩子今年长高个了，裤子都短了", "general"],
    ["这款米糊不积食的说法没有依据", "food"],
  ],
);

shapes(
  "from the rounds' train rows, by kind",
  [
    ["全五星晒图+优质评价，奖励1元", "general"],
    ["每天25分钟，成绩口语双提升", "education"],
    ["80%以上用户耳鸣改善", "general"],
    ["目标回报：预计4至5倍", "finance"],
    ["2019年10月1日大典用酒", "food"],
    ["使用本品，亩产提高30%", "general"],
    ["保证增产，农民朋友放心用", "general"],
    ["改善卵巢功能退化", "general"],
    ["买这套房，保证三年增值", "real-estate"],
  ],
  [
    ["每天30分钟的阅读习惯，坚持一学期后老师观察到孩子的作文有进步", "education"],
    ["第一要先认清自己的需求", "general"],
    ["消委会指出，部分产品标榜能根治鼻炎，但缺乏足够科学证据", "general"],
    ["益气健脾，补肾安神。用于脾肾阳虚，心神不宁所致的失眠多梦。", "drug"],
    ["值得注意的是，我国目前尚未核准任何一种瘦身减肥食品", "food"],
    ["本基金在严格控制风险的前提下，追求基金资产的长期稳定增值。", "finance"],
    ["据农业部门统计，示范田亩产提高了15%", "general"],
    ["过去十年该指数上涨了3倍", "finance"],
    ["阅兵式上的战机令人振奋", "general"],
  ],
);

shapes(
  "efficacy asserted, drugs stopped, praise quoted",
  [
    ["坚持服用，必能提高全身的免疫力", "drug"],
    ["来我院治疗，一定能康复", "medical"],
    ["吃了这个，我妈降压药都停了", "food"],
    ["被誉为‘最佳越野夹克’", "general"],
    ["庞大教育红利在握，投资潜力巨大", "real-estate"],
  ],
  [
    ["他相信自己一定会好转", "health-food"],
    ["只要努力，一定能提高成绩", "general"],
    ["医生建议他停药观察一周", "general"],
    ["这条新路被命名为“第一大道”", "general"],
  ],
);

describe("notices in a label's, a fund document's and Hong Kong's own words", () => {
  it.each<[string, IndustryKey]>([
    ["孕妇忌服，运动员慎用。", "drug"],
    ["服药期间忌烟、酒及辛辣、生冷、油腻食物。", "drug"],
    ["儿童必须在成人监护下使用。", "drug"],
    ["严格按用法用量服用，本品不宜长期服用。", "drug"],
    ["理财产品不属于银行存款，收益具有不确定性。", "finance"],
    ["汇率波动可能影响投资收益。", "finance"],
    ["以上内容不作为投资依据。", "finance"],
    ["过往表现并非未来表现的指引。", "finance"],
    ["以上观点仅供参考，据此投资，风险自负。", "finance"],
    ["温馨提示：借款前请仔细阅读借款协议，按时还款，避免逾期。", "finance"],
    ["本资料不构成要约或邀请。", "finance"],
    ["基金过往业绩及其净值高低并不预示其未来业绩表现。", "finance"],
    ["贷款额度、利率以实际审批结果为准，请合理借贷。", "finance"],
    ["如服用过量或出现严重不良反应，应立即就医。", "drug"],
    ["不良反应：尚不明确。", "drug"],
    ["使用前请详细阅读使用说明，如有疑问请咨询专业人员。", "device"],
    ["本品不宜代替药物使用。", "health-food"],
    ["投资涉及风险，基金价格可升亦可跌。", "finance"],
    ["投资者未必能取回全部投资本金。", "finance"],
    ["阁下应评估自身的投资目标及财务状况。", "finance"],
    ["服用本品期间不得饮酒。", "drug"],
    ["请在专业人员指导下使用。", "device"],
    ["投资涉及风险，详情请阅读发售文件。", "finance"],
  ])("「%s」 (%s) carries its notice and is no claim", (text, industry) => {
    expect(missingNotice(text, industry)).toBe(false);
    expect(flagged(text, industry)).toBe(false);
  });

  it.each<[string, IndustryKey]>([
    ["感冒灵颗粒，感冒发烧就吃它！", "drug"],
    ["年化收益8%，稳稳的幸福。", "finance"],
  ])("「%s」 (%s) still lacks it", (text, industry) => expect(missingNotice(text, industry)).toBe(true));

  it("an ad with its caution still has its claims read by the rules", () =>
    expect(flagged("关节灵胶囊，一盒根治关节炎！请仔细阅读说明书并在药师指导下购买和使用", "drug")).toBe(true));
});

describe("merchandise words make a line selling copy", () => {
  it("keeps 国家级 禁用 in 「2025年爆款，国家级配方，销量第一」 though the year lowers the model's score", () => {
    const found = analyze("2025年爆款，国家级配方，销量第一", { notices: false }).findings;
    expect(found.find((f) => f.term === "国家级")?.level).toBe("禁用");
  });
});
