import type { ToolFolderDefinition } from "../../tool-definition";
import { AD_LAW, ABSOLUTE_GUIDE, COMMUNITY_TERMS, DISCLAIMER_FAQ, PRIVACY_FAQ } from "../definition-parts";
import { INDUSTRIES } from "../../engines/compliance/meta";

/** 极限词改写: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 102, name: "极限词改写", category: "compliance", isVip: false, icon: "lucide:replace" },
  intro:
    "专查「最」「第一」「国家级」「顶级」等绝对化用语（广告法第九条第三项），每个词先给出可直接替换的合规说法，点一下就改好。",
  howTo: [
    "粘贴文案，点击「开始检测」。",
    "在右侧清单里挑选合适的改法，点击即替换并自动重新检测。",
    "想全部替换时点「一键替换」，核对前后对比后复制合规文案。",
  ],
  sources: [AD_LAW, ABSOLUTE_GUIDE, COMMUNITY_TERMS],
  faq: [
    {
      q: "改写后的说法一定合规吗？",
      a: "改法避开了绝对化用语本身，但文案整体是否真实、是否引人误解仍需自己核对（广告法第四条、第二十八条）。",
    },
    {
      q: "「尽最大努力服务好每位顾客」也算违规吗？",
      a: "按执法指南第五条，仅表达服务态度、经营理念或目标追求、与商品性能质量无直接关联的用语不适用绝对化用语规定，工具会标为「提示」。",
    },
    DISCLAIMER_FAQ,
    PRIVACY_FAQ,
  ],
  related: ["banned-words", "industry-sensitive", "title-analyzer"],
  templateQuery: "电商主图",
  settings: {
    industry: { label: "行业", kind: "enum", values: INDUSTRIES.map((i) => i.key), default: "general" },
  },
};
