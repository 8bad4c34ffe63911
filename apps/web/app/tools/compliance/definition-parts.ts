/**
 * What several compliance tools' definitions share: the rule sources they cite and three FAQ
 * entries. Each tool's own copy is in <slug>/definition.ts (app/tools/README.md).
 */
import type { ToolSource } from "../tool-definition";
import { MEASURED } from "../engines/compliance/measured";

export const CHECKED = "2026-11-26";

export const AD_LAW: ToolSource = {
  label:
    "《中华人民共和国广告法》(2021 修正) 第九、十一、十三、十五至十八、二十、二十二至二十六、二十八、四十条及第五十五、五十七至五十九条罚则",
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
const pct = (x: number) => `${Math.round(x * 100)}%`;
/**
 * Measured trust, in the page's words (engines/compliance/measured.ts; decision 009): users' first complaint about
 * every checker of this kind is false flags and not being told how far to trust it.
 */
export const ACCURACY_FAQ = {
  q: "能查出多少问题？会不会误报？",
  a:
    `我们用团队没有参与编写的外部文案检验：市场监管部门处罚决定书和法院判决引用的广告原文，以及真实商家、机构发布的合法文案。` +
    `在从不用于调整规则的留出部分（${MEASURED.heldBack.violations} 句违规、${MEASURED.heldBack.lawful} 句合法）上，约能标出 ${pct(MEASURED.heldBack.recall)} 的违规，合法句子约 ${pct(MEASURED.heldBack.falsePositives)} 会被误标；` +
    `在之后新收集、检测前从未见过的文案（${MEASURED.fresh.violations} 句违规、${MEASURED.fresh.lawful} 句合法）上，约能标出 ${pct(MEASURED.fresh.recall)}，误标约 ${pct(MEASURED.fresh.falsePositives)}。` +
    `漏掉的多是只有核对事实才能发现的虚假内容（如夸大的面积、编造的数据）和需要读懂言外之意的低俗暗示。标「启发式」的条目来自统计模型，只是提醒。没有标出不代表合规，标出的也请结合语境判断（数据截至 ${MEASURED.checked}）。`,
};
export const PRIVACY_FAQ = {
  q: "我粘贴的文案会上传吗？",
  a: "不会。检测在你的浏览器里完成，服务器只记录这个工具被使用了一次（用于每日次数统计），不接收文案内容。",
};
