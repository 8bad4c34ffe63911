// @vitest-environment node
// Shapes added in rounds 19 and 20 (decision 009, "Update, rounds 19 and 20"), written from the kinds of the rounds'
// train rows — platform rule examples, fund and insurer documents, product names, guests thanked, service terms —
// not from sentences of the held-back part or the fresh set, each next to a look-alike that must stay as it is.
import { describe, expect, it } from "vitest";
import { missingNotice, noticeShapes, shapes } from "./shape-cases";

shapes(
  "round 19: the claims these exemptions must not open, and the platform examples",
  [
    ["点击就送iPhone，先到先得", "general"],
    ["点一下赢大奖", "general"],
    ["内部隐藏优惠券，下单立减", "general"],
    ["30秒内即可获取收益", "finance"],
    ["本店是您度假的首选", "general"],
    ["本店价格最低", "general"],
    ["全市价格最低，品质最高", "general"],
    ["天弘保本基金，稳赚不赔", "finance"],
    ["本品能改善皮肤、黏膜的症状", "cosmetics"],
    ["100%鲜牛奶，喝了不生病", "food"],
  ],
  [
    ["点击领取优惠券，满100减10", "general"],
    ["天弘乐享保本混合型证券投资基金", "finance"],
    ["成分表：100%鲜牛奶", "food"],
    ["感谢您选择我们的民宿作为您的度假首选！", "general"],
    ["本店所有菜品中最受欢迎的是红烧肉", "general"],
    ["本店最受欢迎的菜品", "general"],
    ["售价最高与最低的样本相差7倍", "general"],
    ["最大和最小的尺寸相差2厘米", "general"],
    ["本品不以治疗疾病或者改善皮肤、黏膜的症状为目的。", "general"],
    ["子母「天然纯牧 - 高钙较低脂牛奶饮品」", "food"],
  ],
);

noticeShapes(
  "round 19: a fund's and an insurer's notices in their own words",
  [
    ["混合型基金，投资于股票和债券。投资者购买本基金并不等于将资金作为存款存放在银行。", "finance"],
    ["该产品为分红保险，其红利分配是不确定的，在某些年度红利可能为零。", "finance"],
  ],
  [["分红保险，每年都有红利。", "finance"]],
);

shapes(
  "round 20: priorities, vaccination records and caps on a reward",
  [
    ["本药能预防感冒", "general"],
    ["我们的服务是行业第一", "general"],
    ["电话 0 2 1 1 2 3 4 5 6 7 8", "general"],
    ["最高的品质，最低的价格", "general"],
  ],
  [
    ["本店将顾客安全视为第一优先", "general"],
    ["以穿戴舒适度为最优先", "general"],
    ["入住时请出示预防针接种记录", "general"],
    ["赠送的通话费不含0201、0203、0204等代收费用", "general"],
    ["猫咪注射预防针后并不代表不会感冒", "general"],
    ["推广期内每位会员可享最高现金回赠金额为200元", "finance"],
  ],
);

describe("round 20: an insurer's notice in its own words", () => {
  it("counts 不应单凭此宣传材料 as the risk notice", () =>
    expect(missingNotice("重疾保障计划，保障120种疾病。客户不应单凭此宣传材料而投保此保险产品。", "finance")).toBe(
      false,
    ));
});
