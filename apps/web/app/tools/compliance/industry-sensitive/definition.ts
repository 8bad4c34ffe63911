import type { ToolFolderDefinition } from "../../tool-definition";
import { AD_LAW, ABSOLUTE_GUIDE, INDUSTRY_RULES, DISCLAIMER_FAQ, PRIVACY_FAQ, ACCURACY_FAQ } from "../definition-parts";
import { INDUSTRIES } from "../../engines/compliance/meta";

/** 行业敏感词检测: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 103, name: "行业敏感词检测", category: "compliance", isVip: true, icon: "lucide:shield-alert" },
  intro:
    "针对医疗/医美、药品、医疗器械、保健食品、化妆品、食品、教育培训、金融/招商、房地产的专项检查：行业禁用的功效、承诺、收益说法，以及法定必备提示语是否缺失。",
  howTo: [
    "先选择行业（必选）。",
    "粘贴文案，点击「开始检测」（会员功能）。",
    "查看行业敏感表述和缺失的提示语（如保健食品「本品不能代替药物」、招商广告的风险提示），按建议修改或补上。",
    "导出报告交给法务或平台审核同事复核。",
  ],
  sources: [INDUSTRY_RULES, AD_LAW, ABSOLUTE_GUIDE],
  faq: [
    {
      q: "为什么医疗、保健食品、金融、教育行业不显示「首次违法可不罚」？",
      a: "执法指南第十一条规定，这些行业中与疗效、收益、培训效果相关的绝对化用语不属于违法行为轻微的情形，所以工具不会提示从轻。",
    },
    {
      q: "普通食品能宣传「增强免疫力」吗？",
      a: "不能。普通食品不得宣称保健功能；保健食品也只能宣传经注册或备案的功能，并须标明「本品不能代替药物」。",
    },
    ACCURACY_FAQ,
    DISCLAIMER_FAQ,
    PRIVACY_FAQ,
  ],
  related: ["banned-words", "extreme-words", "live-script-check"],
  templateQuery: "医美海报",
  settings: {
    industry: { label: "行业", kind: "enum", values: INDUSTRIES.map((i) => i.key), default: "general" },
  },
};
