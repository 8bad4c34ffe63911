// @vitest-environment node
// Shapes added in rounds 24 and 25 (decision 009, "Update, rounds 24 and 25"), written from the kinds of the rounds'
// train rows — an income promise with its figure left out, among the first in a trade to use something, memory,
// breast and eyesight claims for food, a price paid without a voucher, a diagnostic term, an honour with its year and
// awarding body, whiter by shades within a date, a formula label's caution and a rule quoted about breast milk — not
// from sentences of the held-back part or the fresh set, each next to a look-alike that must stay as it is.
import { describe, expect, it } from "vitest";
import { analyze } from "./engine";
import { shapes } from "./shape-cases";

shapes(
  "round 24: placeholders, firsts among a trade, food claims, and what is a condition or a term",
  [
    ["月赚XX万，轻松当老板", "general"],
    ["业内首批搭载激光雷达的车型", "general"],
    ["让孩子记得牢的核桃乳", "food"],
    ["坚持喝，乳房更饱满", "food"],
    ["产品荣获国际金奖", "food"],
  ],
  [
    ["月赚多少要看个人努力", "general"],
    ["入选全国首批智慧社区试点名单", "general"],
    ["首批上市的车主可享终身保养", "general"],
    ["若未带券需按原价支付", "general"],
    ["冠脉造影是临床诊断的金标准", "device"],
    ["2020年荣获中国食品工业协会评选的全国质量金奖", "food"],
  ],
);

shapes(
  "round 25: effects by a date in shades, eyesight for food, and what a formula label or a rule says of breast milk",
  [
    ["5天就能让肤色白一个色号", "cosmetics"],
    ["坚持吃三个月，视力恢复了", "health-food"],
    ["这款奶粉可以替代母乳", "food"],
  ],
  [
    ["粉底共有3个色号，7天内可退换", "cosmetics"],
    ["在决定以本产品补充或替代母乳喂哺前，应先征询医生的意见", "food"],
    ["指南要求企业不得将奶粉宣传为替代母乳的选择", "food"],
  ],
);

describe("an honour with its year and awarding body", () => {
  it("is a 提示 for the honour-title detector as for 荣获 (one honour, one answer)", () => {
    const f = analyze("2020年荣获中国食品工业协会评选的全国质量金奖", { industry: "food", notices: false }).findings;
    expect(f.find((x) => x.rule === "B.honour-title")?.level).toBe("提示");
    const bare = analyze("产品荣获国际金奖", { industry: "food", notices: false }).findings;
    expect(bare.find((x) => x.rule === "B.honour-title")?.level).toBe("需证明");
  });
});
