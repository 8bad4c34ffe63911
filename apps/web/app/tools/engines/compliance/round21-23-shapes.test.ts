// @vitest-environment node
// Shapes added in rounds 21 to 23 (decision 009, "Update, rounds 21 to 23"), written from the kinds of the rounds'
// train rows — an old complaint told as cured, memory claims for food, an insurance product's type, a kind of shop,
// 炒停售 and deposit comparisons, honours with their year and body, fund notices in their own words, effects promised
// by a date, eyelash growth, a phone number as an account — not from
// sentences of the held-back part or the fresh set, each next to a look-alike that must stay as it is.
import { describe, expect, it } from "vitest";
import { analyze } from "./engine";
import { noticeShapes, shapes } from "./shape-cases";

shapes(
  "round 21: cures of an old complaint, memory claims for food, and the names that are no claim",
  [
    ["只要贴上一贴，周期使用，老病症也能有效康复", "device"],
    ["多年的老毛病终于好了", "food"],
    ["多年老病都好了", "general"],
    ["孩子喝了记性变好，过目不忘", "food"],
    ["吃了越吃越聪明", "health-food"],
    ["佩戴此符保平安", "general"],
    ["万能的清洁神器", "general"],
    ["这款是药妆，敏感肌放心用", "cosmetics"],
  ],
  [
    ["陈年的老毛病，记得按时复查", "general"],
    ["投保平安福终身寿险", "finance"],
    ["确保平安出行，请系好安全带", "general"],
    ["万能险可以灵活调整保费", "finance"],
    ["万能账户的保单价值随结算利率变动", "finance"],
    ["日本药妆店热卖品，质地清爽", "cosmetics"],
  ],
);

shapes(
  "round 22: finance sales pitches, honours without their source, and what carries the source or names a thing",
  [
    ["这款增额终身寿即将停售，赶紧上车", "finance"],
    ["预定利率3.5%的产品马上要成为过去式了", "finance"],
    ["年金险收益高于银行定期存款", "finance"],
    ["买这款理财比存银行划算", "finance"],
    ["本品荣获金奖", "food"],
    ["同级车型中价格最亲民", "general"],
  ],
  [
    ["该产品已于2023年7月31日停售，已投保的保单不受影响", "finance"],
    ["本产品不是存款，收益不确定", "finance"],
    ["本理财产品的收益不是存款利息", "finance"],
    ["1999年荣获中华全国总工会“示范性职工大学”称号", "education"],
    ["荣获2019年布鲁塞尔国际烈酒大赛金奖", "food"],
    ["作为特斯拉家族中价格最亲民的车型", "general"],
    ["本基金主要投资于高收益债券", "finance"],
  ],
);

noticeShapes(
  "round 22: a fund's notices in the wording of a prospectus",
  [
    ["中国证监会对本基金的注册并不代表中国证监会对本基金的风险和收益做出实质性判断、推荐或者保证。", "finance"],
    ["本基金以高收益债券为主要投资标的，不适合无法承担相关风险之投资人。", "finance"],
  ],
  [["本基金主要投资于高收益债券，收益可观。", "finance"]],
);

shapes(
  "round 23: effects promised by a date or in figures, eyelash growth, and a phone number that is an account",
  [
    ["可以防止婴儿猝死", "general"],
    ["短短7天，肌肤改变看得见", "cosmetics"],
    ["5天增长5毫米", "cosmetics"],
    ["1支小安瓶效果相当于20片面膜", "cosmetics"],
    ["促进睫毛生长，纤长浓密", "cosmetics"],
    ["留下手机号，客服联系你", "general"],
    ["本店出餐最快", "general"],
  ],
  [
    ["心源性猝死的急救方法", "general"],
    ["短短3天，我们完成了装修", "general"],
    ["一瓶浓缩液可稀释成10瓶", "general"],
    ["同一手机号码限购5张", "general"],
    ["手机号注册即送新人券", "general"],
    ["公司最快本月底上载楼书资料，下月开售。", "real-estate"],
  ],
);

shapes(
  "after the end reading: a ticked list of complaints, 降压 told of food, and 首席 as a rank",
  [
    ["√曲度变直√头眼昏花√耳鸣眩晕√颈背疼痛", "food"],
    ["你是否有以下困扰：√失眠多梦√腰膝酸软√手脚冰凉", "health-food"],
    ["不仅能起到一定的辅助降压作用", "food"],
    ["首席农贸生活综合体", "general"],
  ],
  [
    ["√包邮√正品√七天无理由退换", "general"],
    ["降压药请遵医嘱服用", "food"],
    ["变压器降压后输出12V", "general"],
    ["公司首席执行官张三表示", "general"],
  ],
);

describe("after the end reading: a ticked checklist ends with its line", () => {
  it("leaves the next line's own claim to its own rule", () => {
    const found = analyze("√耳鸣眩晕√颈背疼痛√手脚发麻\n短短7天，肌肤改变看得见！", {
      industry: "general",
      notices: false,
    }).findings;
    const checklist = found.find((f) => f.rule === "C.symptom-checklist");
    expect(checklist?.term).toBe("√耳鸣眩晕√颈背疼痛√手脚发麻");
    // The ticks are the list's own marks, not symbols slipped into a word to pass review.
    expect(checklist?.variant).toBeUndefined();
    expect(found.map((f) => f.rule)).toContain("C.days-effect");
  });
});

describe("after the end reading: a device's or a drug's indications are no checklist claim", () => {
  it.each(["device", "drug"] as const)(
    "%s: no C.symptom-checklist finding on a ticked list of indications",
    (industry) =>
      expect(
        analyze("√曲度变直√耳鸣眩晕√颈背疼痛", { industry, notices: false }).findings.map((f) => f.rule),
      ).not.toContain("C.symptom-checklist"),
  );
});
