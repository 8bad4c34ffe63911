/**
 * What several compliance tools' definitions share: the rule sources they cite and two FAQ
 * entries. Each tool's own copy is in <slug>/definition.ts (app/tools/README.md).
 */
import type { ToolSource } from "../tool-definition";

export const CHECKED = "2026-11-26";

export const AD_LAW: ToolSource = {
  label:
    "《中华人民共和国广告法》(2021 修正) 第九、十一、十六至十八、二十四至二十六、二十八条及第五十五、五十七至五十九条罚则",
  url: "https://www.samr.gov.cn/zw/zfxxgk/fdzdgknr/fgs/art/2023/art_5474cf75173c45d6a0379730fb4e8d97.html",
  confidence: "official",
  checkedAt: CHECKED,
};
export const ABSOLUTE_GUIDE: ToolSource = {
  label: "《广告绝对化用语执法指南》(市场监管总局公告 2023 年第 6 号) 第二、五至七、十一条",
  url: "https://www.samr.gov.cn/zw/zfxxgk/fdzdgknr/ggjgs/art/2023/art_64279265c896452f8f638f2de12b8003.html",
  confidence: "official",
  checkedAt: CHECKED,
};
export const CITATION_GUIDE: ToolSource = {
  label: "《广告引证内容执法指南（征求意见稿）》(市场监管总局 2025-12-12)：细分领域「第一」「最佳」不属于豁免",
  confidence: "official",
  checkedAt: CHECKED,
};
export const TRADEMARK_LAW: ToolSource = {
  label: "《中华人民共和国商标法》第十四条第五款、第五十三条（「驰名商标」字样）",
  confidence: "official",
  checkedAt: CHECKED,
};
export const COMMUNITY_TERMS: ToolSource = {
  label: "各地市场监管部门公开案例与行业整理的极限词清单（补充词条，社区整理，非官方清单）",
  confidence: "community",
  checkedAt: CHECKED,
};
export const WECHAT_SHARE: ToolSource = {
  label: "《微信外部链接内容管理规范》2.1.2（诱导分享、集赞、助力）",
  confidence: "official",
  checkedAt: CHECKED,
};
export const PLATFORM_DIVERSION: ToolSource = {
  label: "抖音、小红书社区规范中的站外导流限制（未找到官方规则原文，依据社区整理，非官方）",
  confidence: "community",
  checkedAt: CHECKED,
};
export const INDUSTRY_RULES: ToolSource = {
  label:
    "《广告法》第十六至十八条（医疗、药品、器械、保健食品）、第二十四条（教育培训）、第二十五条（招商）、第二十六条（房地产）；《房地产广告发布规定》第八条（迷信）、第十八条（户口、就业、升学承诺）；国家药监局化妆品命名与标签禁用语",
  confidence: "official",
  checkedAt: "2026-11-27",
};

export const DISCLAIMER_FAQ = {
  q: "检测结果能代替法务审核吗？",
  a: "不能。这是自查工具，不构成法律意见；是否违法由市场监管部门结合广告内容和具体语境认定。高风险行业（医疗、药品、保健食品、金融、教育）的广告请交专业人士审核。",
};
export const PRIVACY_FAQ = {
  q: "我粘贴的文案会上传吗？",
  a: "不会。检测在你的浏览器里完成，服务器只记录这个工具被使用了一次（用于每日次数统计），不接收文案内容。",
};
