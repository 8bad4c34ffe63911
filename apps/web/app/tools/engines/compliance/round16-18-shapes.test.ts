// @vitest-environment node
// Shapes added in rounds 16 to 18 (decision 009, "Update, rounds 16 to 18"), written from the kinds of the rounds'
// train rows — lawful seller, insurer and clinic copy — not from sentences of the held-back part or the fresh set,
// each next to a look-alike that must stay flagged.
import { describe, expect, it } from "vitest";
import { flagged, noticeShapes, shapes } from "./shape-cases";

shapes(
  "round 16: the claims these exemptions must not open",
  [
    ["全网最快的贷款产品", "finance"],
    ["最快3天见效", "general"],
    ["坐享投资回报，年年稳赚", "finance"],
    ["100%保本，放心投", "finance"],
    ["本品能彻底消除妊娠纹", "cosmetics"],
    ["高效祛斑，一抹就白", "cosmetics"],
    ["市面上没有任何一款同类产品能做到", "general"],
    ["无痛人流，当天上班", "medical"],
    ["本品是最适合你的面霜", "cosmetics"],
  ],
  [
    ["最快5天放款", "finance"],
    ["最快翌日送货，最迟3个工作日寄出", "general"],
    ["红利金额并无保证，视乎不同计划的投资回报状况", "finance"],
    ["投保人还可赚取投资回报，不过这笔回报是没有保证的", "finance"],
    ["确诊后一次支付保额100%的严重疾病保障金", "finance"],
    ["涂抹乳液可以舒缓干燥，但是没有办法消除妊娠纹", "cosmetics"],
    ["信息化设施让患者体验便利、高效的就医新感受", "medical"],
    ["特供酒、专供酒都是假酒，千万别买", "food"],
    ["医院开展无痛分娩服务", "medical"],
    ["比较各家利率后，选择最适合你的贷款方案", "finance"],
  ],
);

shapes(
  "round 17: contract terms, legal statuses, procedures and registered efficacy categories",
  [
    ["本品能治疗敏感肌", "cosmetics"],
    ["行业最高里程保障", "general"],
    ["原价199元，现价99元", "general"],
    ["永久有效，终身保用", "medical"],
    ["无痛人流，不伤身体", "medical"],
    ["空气净化器可灭杀流感病毒，抑制率高达99.5%", "general"],
  ],
  [
    ["手工皂不是药物，绝对不能用作治疗敏感", "cosmetics"],
    ["每日平均行驶最高里程为400公里，超出部分每公里加收2元", "general"],
    ["合约期后，月费将以原价收费", "general"],
    ["优惠适用于18岁或以上的香港永久居民", "general"],
    ["无痛胃肠镜套餐，含麻醉评估", "medical"],
    ["天天使用抗敏感牙膏", "cosmetics"],
  ],
);

shapes(
  "articles the engine did not read before: breast-milk substitutes, tobacco, alcohol, children, disparaging, gambling, drug rehabilitation, health-ad inducements, looks anxiety",
  [
    ["进口奶源，配方媲美母乳，宝宝更爱喝", "food"],
    ["最接近母乳的婴儿配方奶粉", "general"],
    ["电子烟新口味上市，全国包邮", "general"],
    ["正品香烟批发，一条也发货", "general"],
    ["每晚喝一杯红酒，能解压助眠", "food"],
    ["每晚喝一杯红酒，能解压助眠。", "general"],
    ["这款白酒可以活血驱寒", "food"],
    ["兄弟们今晚不醉不归", "food"],
    ["周五酒吧啤酒无限畅饮", "general"],
    ["小朋友们，快让爸爸妈妈给你买", "general"],
    ["其他品牌都是智商税，只有我们是真材实料", "general"],
    ["百家乐注册送彩金，稳赢计划", "general"],
    ["戒毒特效药，七天脱毒不复吸", "drug"],
    ["这款饲料让猪一个月多长20斤", "general"],
    ["家庭常备药，买二送一", "drug"],
    ["中国人保承保，放心服用", "health-food"],
    ["多吃几盒效果更好", "health-food"],
    ["没有丑女人，只有懒女人", "cosmetics"],
    ["做完双眼皮，人生开挂", "medical"],
    ["术前术后对比图，效果看得见", "medical"],
    ["世界上怎么会有这么丑的鼻子，快来做鼻综合", "medical"],
    ["照射5—10小时宝宝就会改善", "device"],
    ["周末来酒吧，免费艳遇", "general"],
    ["渣男柠檬茶，新品上市", "food"],
  ],
  [
    ["母乳是婴儿最好的食物，提倡母乳喂养", "food"],
    ["本品不能替代母乳，无法母乳喂养时请咨询医生", "food"],
    ["吸烟有害健康，戒烟贴帮你告别香烟", "general"],
    ["饮酒过量有害健康，喝酒不能养胃", "food"],
    ["这款红酒口感顺滑，适合朋友小聚", "food"],
    ["酒后不开车，开车不喝酒", "general"],
    ["妈妈给我买了新书包", "general"],
    ["家长可以在公众号为孩子报名", "education"],
    ["其他品牌的产品我们没有测过，不作评价", "general"],
    ["警方破获一起网络赌博案，涉案金额上亿", "general"],
    ["福利彩票公益金用于社会福利事业", "general"],
    ["强制隔离戒毒所开展禁毒宣传", "general"],
    ["宝宝一个月多长了2斤，妈妈很开心", "general"],
    ["请按说明书用量服用，不可过量", "drug"],
    ["夏季水果买二送一", "food"],
    ["爱美之心人皆有之，请理性看待医美", "medical"],
    ["变美以后，她的人生开挂了，记者采访时说", "medical"],
    ["鼻综合适合鼻背低平、鼻头肥大的求美者", "medical"],
    ["服药2小时后如症状未减轻，请及时就医", "drug"],
    ["丽江被称为艳遇之都，记者调查发现", "general"],
    ["警方提醒：谨防网络约炮诈骗", "general"],
  ],
);

noticeShapes(
  "round 16: notices in an insurer's, a bank's and a pharmacy's own words",
  [
    ["终身寿险，身故保障至终身。本说明书所载信息仅供参考，各项内容均以保险条款为准。", "finance"],
    ["储蓄计划每年派发红利。红利金额并无保证。", "finance"],
    ["定期存款年利率优惠2.8%。上述年利率乃根据本行公布的利率计算，仅供参考。", "finance"],
    // A pharmacist's supervision is the OTC line.
    ["感冒灵颗粒，解热镇痛。购药、用药请在医生或药师的监督下进行。", "drug"],
  ],
  [["储蓄计划每年派发红利，年年有回报。", "finance"]],
);

describe("round 16: a notice does not excuse a claim beside it", () => {
  it("flags 全城最高 in a bank's rate line", () =>
    expect(flagged("定期存款年利率优惠2.8%，全城最高", "finance")).toBe(true));
});
