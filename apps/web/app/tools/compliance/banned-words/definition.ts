import type { ToolFolderDefinition } from "../../tool-definition";
import {
  AD_LAW,
  ABSOLUTE_GUIDE,
  CITATION_GUIDE,
  INDUSTRY_RULES,
  TRADEMARK_LAW,
  COMMUNITY_TERMS,
  DISCLAIMER_FAQ,
  PRIVACY_FAQ,
  ACCURACY_FAQ,
} from "../definition-parts";
import { INDUSTRIES } from "../../engines/compliance/meta";

/** 违禁词检测: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 101, name: "违禁词检测", category: "compliance", isVip: false, icon: "lucide:shield-check" },
  intro:
    "按《广告法》和市场监管总局《广告绝对化用语执法指南》检查文案里的极限词、违禁词和需要证明的说法，在原文中逐个标出，并给出依据、罚则和可替换的合规说法。",
  howTo: [
    "选择行业（不同行业的敏感程度不同，默认「通用」）。",
    "把标题、详情页、笔记或口播文案粘贴到「待检测文案」，点击「开始检测」。",
    "对照右侧问题清单查看依据和罚则，点击建议改法逐个替换，或用「一键替换」把所有「禁用」词换成第一个改法并核对前后对比。",
    "复制合规文案，或导出 Markdown / CSV 报告发给同事复核。会员可切换到「批量检测」一次检查 50 条。",
  ],
  sources: [AD_LAW, ABSOLUTE_GUIDE, CITATION_GUIDE, INDUSTRY_RULES, TRADEMARK_LAW, COMMUNITY_TERMS],
  faq: [
    {
      q: "为什么「最近」「第一次」没有被标出来？",
      a: "表示时间和顺序的词（最近、最后、第一次、第一时间等）不是绝对化用语。按执法指南第六条，最佳食用期这类消费提示、同一品牌内的自我比较、品牌名和型号等会标为「提示」并说明需要的证明。",
    },
    {
      q: "「销量第一」加了时间和地区还会被标吗？",
      a: "会标为「需证明」。限定时间、地域的销量事实可以使用，但必须有可查的数据出处；细分领域或小于省级区域的「第一」按引证内容执法指南征求意见稿不属于豁免。",
    },
    {
      q: "品牌名里带「极品」「No.1」怎么办？",
      a: "在「放行名单」里填入品牌名、注册商标或型号，检测时会降为「提示」。放行名单只保存在你的浏览器里。",
    },
    ACCURACY_FAQ,
    DISCLAIMER_FAQ,
    PRIVACY_FAQ,
  ],
  related: ["extreme-words", "industry-sensitive", "diversion-words", "live-script-check"],
  templateQuery: "促销海报",
  settings: {
    industry: { label: "行业", kind: "enum", values: INDUSTRIES.map((i) => i.key), default: "general" },
    mode: { label: "批量检测", kind: "enum", values: ["batch"] },
  },
};
