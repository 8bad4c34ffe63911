/**
 * Sources of the rule data (tools-facts §1.1–§1.4). Every rule points at one;
 * the UI shows label, confidence and 最后核对 (checkedAt).
 */
import type { RuleSource } from "../types";

const CHECKED = "2026-11-26";

export const SOURCES = {
  law: {
    label: "《中华人民共和国广告法》(2021 修正)",
    url: "https://www.samr.gov.cn/zw/zfxxgk/fdzdgknr/fgs/art/2023/art_5474cf75173c45d6a0379730fb4e8d97.html",
    confidence: "official",
    checkedAt: CHECKED,
  },
  guide: {
    label: "《广告绝对化用语执法指南》(市场监管总局公告 2023 年第 6 号)",
    url: "https://www.samr.gov.cn/zw/zfxxgk/fdzdgknr/ggjgs/art/2023/art_64279265c896452f8f638f2de12b8003.html",
    confidence: "official",
    checkedAt: CHECKED,
  },
  /** Listed words attested only in community lists; the legal basis is still the law article. */
  lawCommunityList: {
    label: "《广告法》第九条第（三）项；词例来自社区整理的极限词清单（非官方词表）",
    confidence: "community",
    checkedAt: CHECKED,
  },
  samrCases: {
    label: "原国家工商总局个案答复（工商广字〔1997〕207号、225号）及地方市场监管部门处罚案例",
    confidence: "official",
    checkedAt: CHECKED,
  },
  citationDraft: {
    label: "《广告引证内容执法指南》(征求意见稿，2025-12-12；正式稿官方页面未核到)",
    confidence: "reference",
    checkedAt: CHECKED,
  },
  cosmetics: {
    label: "国家药监局《化妆品命名指南》及化妆品标签禁用语清单",
    confidence: "official",
    checkedAt: CHECKED,
  },
  trademark: {
    label: "《中华人民共和国商标法》第十四条第五款、第五十三条",
    confidence: "official",
    checkedAt: CHECKED,
  },
  education: {
    label: "《广告法》第二十四条；桂林、忻州、东莞、太原、安徽等地市场监管部门教育培训广告提示",
    confidence: "official",
    checkedAt: CHECKED,
  },
  finance: {
    label: "《广告法》第二十五条、第二十六条；内蒙古市场监管部门房地产广告提示",
    url: "https://www.samr.gov.cn/zw/zfxxgk/fdzdgknr/fgs/art/2023/art_5474cf75173c45d6a0379730fb4e8d97.html",
    confidence: "official",
    checkedAt: CHECKED,
  },
  /**
   * 《房地产广告发布规定》(原工商总局令第80号, 2016-02-01 施行): 第四条 升值承诺、以时间表示位置;
   * 第八条 风水迷信; 第十八条 户口、就业、升学承诺. Article numbers read from the regulation's
   * text as republished (the 1998 暂行规定 had other numbers).
   */
  realEstateRules: {
    label:
      "《房地产广告发布规定》(原国家工商行政管理总局令第80号，2016-02-01 施行) 第十八条：不得含有广告主能够为入住者办理户口、就业、升学等事项的承诺",
    url: "http://biz.doczj.com/doc/3b6843697.html",
    confidence: "official",
    checkedAt: "2026-11-27",
  },
  /**
   * The review rules for drug, device, health-food and 特医食品 ads, 第十一条第（七）项: inducements (热销、抢购、试用、
   * 家庭必备、免费治疗、免费赠送), guarantees (无效退款、保险公司保险) and urging use without measure. The article's
   * wording was read in secondary copies, not on SAMR's own page: hence "reference".
   */
  healthAdReview: {
    label:
      "《药品、医疗器械、保健食品、特殊医学用途配方食品广告审查管理暂行办法》（市场监管总局令第21号，2020-03-01 施行）第十一条第（七）项（官方页面原文未核到）",
    confidence: "reference",
    checkedAt: "2026-11-29",
  },
  /** SAMR's guide for medical-aesthetics ads (2021-11): its first target is copy that makes looks a cause of failure or success. */
  medicalBeautyGuide: {
    label:
      "市场监管总局《医疗美容广告执法指南》（2021-11）：重点打击制造“容貌焦虑”、利用患者形象作诊疗前后效果对比等情形",
    url: "http://www.ewebol.com/jkxw/92ebba4b2981f5551c8e5662f456b068.html",
    confidence: "official",
    checkedAt: "2026-11-29",
  },
  superstition: {
    label: "《广告法》第九条第（八）项、《房地产广告发布规定》第八条；苏州、徐州房地产“风水”处罚案例",
    confidence: "official",
    checkedAt: CHECKED,
  },
  price: {
    label: "《广告法》第四条、第二十八条；《明码标价和禁止价格欺诈规定》(总局令第56号，条文号未核)",
    confidence: "official",
    checkedAt: CHECKED,
  },
  platform: {
    label: "抖音、小红书社区规范（站外导流）——官方条文未核到，依社区整理，属平台规则而非法律",
    confidence: "community",
    checkedAt: CHECKED,
  },
  /**
   * A regulator's risk notice on 炒停售 (selling insurance by telling buyers the product or its rate is about to
   * go): the NFRA's Jilin office, 2025-10-11, as reprinted (decision 009, "Update, rounds 21 to 23").
   */
  insuranceHaltRush: {
    label: "国家金融监督管理总局吉林监管局：关于警惕“炒停售”的风险提示（2025-10-11，转载）",
    url: "https://www.rhxfkj.com/article/82896.html",
    confidence: "official",
    checkedAt: "2026-11-29",
  },
  /** TikTok's own ad policy pages (prohibited examples: 点击就送iPhone). A platform's rule, not the law. */
  tiktokAds: {
    label: "TikTok 广告投放政策（欺骗性行为；误导性和虚假内容）——平台规则，不属于法律",
    url: "https://ads.tiktok.com/help/article/tiktok-ads-policy-deceptive-practices?lang=zh",
    confidence: "official",
    checkedAt: "2026-11-29",
  },
  /** A promoters' summary of the coupon-promotion rules (内部券、隐藏券); the platform's own text was not found. */
  couponPromotion: {
    label: "电商优惠券推广规范（严禁使用“内部”“隐藏”字样）——依推广团队整理，平台原文未核到，属平台规则而非法律",
    url: "http://www.28368.cn/yingxiao/20630.html",
    confidence: "community",
    checkedAt: "2026-11-29",
  },
  wechat: {
    label: "《微信外部链接内容管理规范》2.1.2（诱导分享、诱导关注）",
    confidence: "official",
    checkedAt: CHECKED,
  },
  /** The notice that 国家机关专供 and its kin violate the law (still cited by local regulators). */
  stateOrgans: {
    label:
      "国家工商行政管理总局关于严禁以国家机关名义发布广告有关问题的通知（工商广字〔2008〕212号）；《广告法》第九条第（一）（二）项",
    url: "http://kjcx.ac.cn/brand/show.php?itemid=17",
    confidence: "official",
    checkedAt: "2026-11-27",
  },
  /** 六部门通告: the 军队-related words no commercial promotion may use (checked 2026-11-29). */
  military: {
    label:
      "中央军委后勤保障部等六部门《关于禁止销售“军”字号烟酒等商品的通告》（军后需能〔2022〕236号）；《广告法》第九条第（二）项",
    url: "https://www.163.com/dy/article/HBTD4TAP0534A4SC.html",
    confidence: "official",
    checkedAt: "2026-11-29",
  },
  /** 市场监管总局《关于严禁制售“特供酒”的公告》(2024-09-19): 特供、专供、内供 of 党政机关 and 军队. */
  specialSupply: {
    label: "市场监管总局《关于严禁制售“特供酒”的公告》（2024-09-19）；《广告法》第九条第（二）项",
    url: "http://www.446dt.com/jsxw/2024/273483.html",
    confidence: "official",
    checkedAt: "2026-11-29",
  },
  /** 市场监管总局 2023-02-03: 借党的二十大进行商业营销炒作 cases (20 万元 fines under 第九条). */
  statePromo: {
    label: "市场监管总局集中曝光一批涉导向违法广告典型案例（2023-02-03）；《广告法》第九条",
    url: "http://cong.ywf-taiyuan.com/Y_860853.html",
    confidence: "official",
    checkedAt: "2026-11-29",
  },
  medicalGuide: {
    label: "《医疗广告监管工作指南》（市场监管总局 2025-05-09）；《广告法》第十六条第一款第（一）（二）项",
    url: "https://www.xinglailaw.com/zhishu_details/1944572107927810048.html",
    confidence: "official",
    checkedAt: "2026-11-27",
  },
  /** The health functions a 保健食品 may claim, in their official wording (2023 list and the former 27). */
  healthFunctions: {
    label:
      "《允许保健食品声称的保健功能目录 非营养素补充剂（2023年版）》（市场监管总局、国家卫生健康委、国家中医药局）及新旧功能声称对照表",
    url: "http://scjgj.gz.gov.cn/ztzl/spaqxczl/content/post_9232055.html",
    confidence: "official",
    checkedAt: "2026-11-29",
  },
  /** What a medical institution's ad may contain (第六条) and may not (第七条), for the medical-only claim rules. */
  medicalAdRules: {
    label: "《医疗广告管理办法》（国家工商总局、卫生部令第 26 号，2006 修改）第六条、第七条",
    url: "https://m.bdocx.com/doc/26319255.html",
    confidence: "official",
    checkedAt: "2026-11-29",
  },
  /** How disease names are formed (class suffixes), for the lexicon detectors of patterns-lexicon.ts. */
  diseaseNames: {
    label:
      "《疾病分类与代码》（GB/T 14396，等效采用 WHO ICD-10）的疾病命名方式；《广告法》第十七条；《药品广告审查发布标准》",
    url: "http://www.360doc.com/document/13/0219/09/5716381_266482919.shtml",
    confidence: "official",
    checkedAt: "2026-11-29",
  },
  /** 国务院组成部门、直属机构 and the armed forces' organs, for B.state-organ. */
  councilOrgans: {
    label: "国务院设置组成部门26个（新华网 2018-03-13）及国务院直属特设机构、直属机构；《广告法》第九条第（二）项",
    url: "https://focus.scol.com.cn/gcdt/201803/56095492.html",
    confidence: "official",
    checkedAt: "2026-11-29",
  },
  penaltyCases: {
    label: "地方市场监管部门处罚决定与典型案例通报（见评测集来源表）",
    confidence: "official",
    checkedAt: "2026-11-27",
  },
  custom: {
    label: "你的自定义词库（团队规则，不是法律条文）",
    confidence: "reference",
    checkedAt: CHECKED,
  },
} satisfies Record<string, RuleSource>;
