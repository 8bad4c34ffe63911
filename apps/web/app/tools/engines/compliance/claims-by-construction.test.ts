// @vitest-environment node
// Claim rules by construction (data/patterns-claims.ts, decision 009 "Rule groups"): each case is a
// shape of sentence written here, not a sentence of the labelled set, with a lawful look-alike.
import { describe, expect, it } from "vitest";
import { analyze } from "./engine";
import { flagged, flaggedByRules, shapes } from "./shape-cases";

shapes(
  "claims by construction",
  [
    ["坚持服用两个月后头晕症状消失", "health-food"],
    ["敷上五分钟，痘痘就消肿了", "cosmetics"],
    ["糖尿病患者也能重新过上正常生活", "drug"],
    ["每天一杯，帮您排出体内毒素", "food"],
    ["促进视网膜修复", "food"],
    ["术后第二天就可以上班", "medical"],
    ["已救治3000余名患者", "medical"],
    ["业主子女可直升实验小学", "real-estate"],
    ["距高铁站仅需8分钟", "real-estate"],
    ["以租养贷，轻松置业", "real-estate"],
    ["一铺养三代", "real-estate"],
    ["国内一流的研发团队", "general"],
    ["疗效显著，值得信赖", "drug"],
    ["纯中药，安全可靠", "drug"],
    ["效果远超传统药物", "drug"],
    ["喝了它从此不感冒", "food"],
    ["国内首台量产机型", "general"],
    ["手游界的王者", "general"],
  ],
  [
    ["服用7天症状无改善，请咨询医师", "drug"],
    ["距离开盘还有30分钟", "real-estate"],
    ["距地铁站约800米", "real-estate"],
    ["请输入唯一的订单编号", "general"],
    ["2号楼与No.1号楼之间有连廊", "general"],
    ["冠军路88号", "general"],
    ["本文第一作者为张三", "general"],
    ["承诺“买房送户口”“稳赚”等用语禁止在房地产广告中出现", "real-estate"],
    ["含有治愈率、有效率等内容的；", "health-food"],
    ["医疗保险报销比例为70%", "general"],
    ["建设世界一流大学和一流学科", "general"],
    ["今晚玩王者荣耀", "general"],
  ],
);

// Round 6 shapes (decision 009, "Update, round 6"), each beside a lawful look-alike.
shapes(
  "round 6 shapes",
  [
    ["碧波庭护理，乳腺增生、乳腺结节找我们", "cosmetics"],
    ["用了四个月，细纹都没了", "cosmetics"],
    ["肌肤再生，逆转肌龄", "cosmetics"],
    ["降三高、护心脑、助长寿", "medical"],
    ["双眼皮手术，无痕无痛", "medical"],
    ["人民大会堂宴会用酒", "general"],
    ["建国70周年纪念酒，限量收藏", "food"],
    ["分享给3个好友即可免费领取", "general"],
    ["学府为邻，入学无忧", "real-estate"],
    ["前往市中心仅需5分钟", "real-estate"],
  ],
  [
    ["糖尿病患者请遵医嘱食用", "food"],
    ["本品不具有疾病预防、治疗功能", "health-food"],
    ["本店商品并非“特供”产品", "general"],
    ["我们不敢说自己是第一，只想做好每一杯咖啡", "general"],
    ["每日最高剂量不超过4片", "drug"],
    ["医院开展无痛分娩服务", "medical"],
    ["外交部发言人在例行记者会上回答了记者提问", "general"],
    ["乳腺增生常见于中青年女性，应定期检查", "general"],
  ],
);

shapes(
  "unproven data and endorsements (B.claim-figure)",
  [
    ["98%的用户使用后表示满意", "general"],
    ["市场占有率高达60%", "general"],
    ["变频技术，节能高达50%", "general"],
    ["行业标准制定者，品质有保障", "general"],
    ["国家队指定训练装备", "general"],
  ],
  [
    ["据统计局数据，该行业市场占有率前五的企业合计约40%", "general"],
    ["国家队训练基地位于北京", "general"],
    ["本机最大功率2000W，节能模式下功耗更低", "general"],
  ],
);

shapes(
  "education and finance promises in other words",
  [
    ["一对一辅导，成绩不提高不收费", "education"],
    ["助你轻松考上985", "education"],
    ["每年固定回报12%", "finance"],
  ],
  [
    ["孩子轻松考上重点高中的经验分享：家长要做好这几点", "general"],
    ["本基金为固定收益类产品", "finance"],
    ["固定收益类产品占比约30%", "general"],
  ],
);

shapes(
  "superstition words in a dated report stay a tip, never in selling copy",
  [
    ["本命佛开光吊坠，2023年9月9日法会加持，佩戴保平安", "general"],
    ["2024年新品开光貔貅，限时特价99元", "general"],
    ["大师开光，保佑平安", "general"],
  ],
  [
    ["2019年4月6日上午，某寺隆重举行观音殿佛像开光仪式，数百名信众参加", "general"],
    ["元代画家在寺中举行开光仪式的记载见于典籍", "general"],
  ],
);

shapes(
  "reference prices and comparisons with other sellers (G.reference-price, B.seller-comparison)",
  [
    ["市场价1280元，活动价380元", "general"],
    ["专柜价699，本店只要199", "cosmetics"],
    ["出厂价直供，比超市便宜一半", "food"],
  ],
  [
    ["建议零售价：68元／盒", "general"],
    ["市场价格上涨，猪肉零售价28元一斤", "general"],
  ],
);

describe("engagement bait and private contact (platform rules, not law)", () => {
  const platform = (text: string) =>
    analyze(text, { notices: false }).findings.some((f) => f.level === "平台规则" && f.group === "H");
  it.each(["关注+点赞，抽10人送同款", "评论转发抽3位送红包", "下单请联系客服微信"])("flags 「%s」", (text) =>
    expect(platform(text)).toBe(true),
  );
  it.each(["关注我们，了解更多新品", "感谢大家的关注和点赞，送上新年祝福", "如有疑问请联系平台客服"])(
    "leaves 「%s」 clean",
    (text) => expect(flagged(text)).toBe(false),
  );
});

shapes(
  "round 10 shapes",
  [
    ["这款代餐粉有助于控糖，早晚一杯", "food"],
    ["喝了两个月，头发变多了", "cosmetics"],
    ["每天一杯，远离尿路感染", "food"],
    ["入门课程，30天提升20分", "education"],
    ["投1000元，7天到手1500元", "finance"],
    ["市委领导品尝后连声称赞", "food"],
    ["点赞+评论，赢取好礼", "general"],
    ["灯管采用新工艺，延长寿命5000小时", "general"],
  ],
  [
    ["免检不等于不检，车辆仍需按期年审", "general"],
    ["碗壁四面开光，内绘山水人物", "general"],
    ["高收益往往伴随着高风险，投资需谨慎", "finance"],
    ["母乳是婴儿最好的食物", "food"],
    ["这类产品的风险远高于普通存款", "finance"],
    ["类似“开车10分钟到市中心”这样的表述是不允许的", "real-estate"],
  ],
);

// Session 19 probes (decision 009, "Update, round 11"): user counts, years of experience, store networks,
// export reach, nutrient multiples, sight restored, lay ailment names, TCM function words on food.
shapes(
  "round 11 shapes",
  [
    ["已为10万家庭提供服务", "general"],
    ["深受百万用户信赖", "general"],
    ["全网销量突破百万", "general"],
    ["专注50年，只做好一件事", "general"],
    ["全国3000+门店", "general"],
    ["畅销全球30多个国家", "general"],
    ["每100克含钙量是牛奶的3倍", "food"],
    ["近视度数降低了200度", "general"],
    ["治好了多年的老寒腿", "general"],
    ["秋冬来一杯梨汤，润肺止咳", "food"],
    ["让坏死的神经复活", "general"],
    ["清仓大甩卖，亏本处理", "general"],
    ["感兴趣的+V了解详情", "general"],
    ["摆放在家中，可以化解煞气", "general"],
    ["军工品质，经久耐用", "general"],
    ["央企背景，国家信用担保", "finance"],
    ["加盟费3万，半年回本", "finance"],
    ["五星好评并截图，返现5元", "general"],
    ["集20个赞送奶茶一杯", "food"],
    ["想看完整版去小红书搜我", "general"],
    ["这种料子谁买谁赚", "general"],
    ["全国上百家加盟店家家盈利", "finance"],
    ["市面上没有任何一款同类产品能做到", "general"],
    ["本品通过有机认证、清真认证、HACCP认证", "food"],
    ["经SGS检测，抗菌率达99%", "general"],
    ["专供济南军区", "food"],
    ["市公安局祝贺本店隆重开业", "food"],
    ["不要一千，不要八百，今天只要99", "general"],
    ["睡前一杯，帮助入睡", "food"],
    ["豐胸美體，升級罩杯", "food"],
    ["改善手腳冰冷", "food"],
    ["可緩解胃食道逆流", "food"],
    ["經臨床實驗證實有效", "general"],
    ["经过1000人实测，效果看得见", "general"],
    ["已获得百万网友好评", "general"],
    ["网络热销超过十万组", "general"],
  ],
  [
    ["招聘：要求3年以上相关工作经验", "general"],
    ["本店有3家门店", "general"],
    ["今天气温降了10度", "general"],
    ["止咳平喘片是一种用于缓解咳嗽和哮喘症状的药物", "drug"],
    ["今年出口额是去年的3倍", "general"],
    ["工业生产者出厂价格指数同比下降", "general"],
    ["维生素C+VE组合", "general"],
    ["该县是我国重要的军工企业聚集地", "general"],
    ["欢迎如实评价，您的反馈对我们很重要", "general"],
    ["欢迎关注我们的公众号", "general"],
    ["目前医学上还没有一种药物能够根治这种病", "general"],
    ["不要担心，不要犹豫，有问题随时联系我们", "general"],
    ["法院判决该店退还货款", "general"],
    ["著名作家的新书发布会", "general"],
    ["运动后泡脚可以消除疲劳", "general"],
    ["经过验证，该方法可行", "general"],
    ["实验显示该材料耐高温", "general"],
    ["“每年升值10%，买到就是赚到。”类似承诺的楼盘广告屡见不鲜", "real-estate"],
  ],
);

// Round 12 shapes (decision 009, "Update, round 11"), each beside a lawful look-alike.
shapes(
  "round 12 shapes",
  [
    ["整组吃完挑战减6~12kg", "health-food"],
    ["只要8周体重下降16%", "health-food"],
    ["阻断脂肪囤积，加速脂肪代谢", "health-food"],
    ["疗效倍增，神奇见效", "medical"],
    ["我的腰一直酸痛，医生帮我调理了三次", "medical"],
    ["甲醛去除率>99%", "general"],
    ["每月有效节省10-30%电费", "general"],
    ["业界最高CADR值", "general"],
    ["精华深层渗透到真皮层", "cosmetics"],
    ["促进胶原蛋白再生", "cosmetics"],
    ["三周去除眼袋", "cosmetics"],
    ["修复敏感肌，告别红血丝", "cosmetics"],
    ["下单备注暗号，私聊给你优惠", "general"],
    ["拍下不发货，联系客服改价", "general"],
    ["点赞过千更新下一期", "general"],
    ["理财收益远超银行存款", "finance"],
    ["本金安全有保障", "finance"],
    ["化解家宅不和，本命佛是必备的选择", "general"],
  ],
  [
    ["室内空气品质成为民众最在乎的事", "general"],
    ["开学前退所缴费用100%", "education"],
    ["签约前请详细阅读保险合同中的保险责任与责任免除", "finance"],
    ["我国目前尚未核准任何一种瘦身食品", "food"],
    ["身体不适要去正规医院就诊，避免贻误病情", "health-food"],
    ["本院医师提醒：肩膀酸痛请及时就诊", "medical"],
    ["眼周护理，减少眼袋的外观", "cosmetics"],
    ["点击下方小黄车", "general"],
    ["感谢点赞，过千就不敢想了", "general"],
    ["记者调查发现，部分楼盘仍在宣传风水", "general"],
  ],
);

// Round 13 (decision 009, "Update, round 13"): titles a government grants, prices compared, promises of steady
// returns and rising prices, a leader's name lent to goods — each beside the lawful use of the same words.
shapes(
  "titles, prices and returns (round 13)",
  [
    ["本公司是国家高新技术企业，专注净水", "general"],
    ["中华老字号，百年传承的酱香味道", "food"],
    ["吊牌价399元，到手价199元", "general"],
    ["比双十一还便宜，赶紧下单", "general"],
    ["闲钱放这里，比余额宝收益高三倍", "finance"],
    ["专业团队操盘，带你稳定盈利", "finance"],
    ["首付5万起，房价年年涨", "real-estate"],
    ["调理内分泌失调，改善睡眠", "health-food"],
    ["喝出好气色，三高人群的好帮手", "food"],
    ["糖尿病人专用无糖饼干", "food"],
    ["除螨控油，清爽一整天", "cosmetics"],
  ],
  [
    ["高新技术企业认定管理办法规定了申报条件", "general"],
    ["定价39.8元，全国各大书店有售", "general"],
    ["我们将着力解决城乡发展失调的问题", "general"],
    ["部分城市房价涨幅回落，成交量企稳", "real-estate"],
    ["固定收益类产品的风险等级为R2", "finance"],
    ["高血压患者必备的5个生活习惯", "general"],
  ],
);

// Since the retrain after rounds 24 and 25 the claim model scores this one 0.86 against its 0.85 threshold (decision
// 009, "Update, rounds 24 and 25"): a false positive of the model, counted in the dev figures; the rules leave it clean.
it("the rules leave 「高血压患者专用病房位于三楼」 clean (the claim model flags it)", () =>
  expect(flaggedByRules("高血压患者专用病房位于三楼", "general")).toBe(false));

// Platform rules (community-sourced, 平台规则, never law): contact details pointed to in the profile, a bare “V：”
// id, other platforms under a nickname (某鱼), mutual-follow swaps, a share that unlocks a reward.
shapes(
  "platform diversion and engagement (round 13)",
  [
    ["联系方式见主页，欢迎咨询", "general"],
    ["V：abc12345，备注来意", "general"],
    ["去某鱼看看，价格更低", "general"],
    ["互粉互赞，回关必回", "general"],
    ["转发给你的好友，一起领红包", "general"],
  ],
  [
    ["戳我头像进直播间有福利", "general"],
    ["互赞是一种社交礼仪，研究显示人们更愿意回应", "general"],
    ["转发给你的好友，一起学习", "general"],
  ],
);
