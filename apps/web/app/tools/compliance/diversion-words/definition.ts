import type { ToolFolderDefinition } from "../../tool-definition";
import { WECHAT_SHARE, PLATFORM_DIVERSION, PRIVACY_FAQ } from "../definition-parts";
import { INDUSTRIES } from "../../engines/compliance/meta";

/** 导流词检测: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 104, name: "导流词检测", category: "compliance", isVip: false, icon: "lucide:unlink" },
  intro:
    "识别微信号、手机号、QQ、链接和「私我」「扣1」「加V」等站外导流表述，以及集赞、助力等诱导分享说法，标为平台规则风险，减少限流和驳回。",
  howTo: [
    "粘贴笔记、视频描述、评论回复或私信话术，点击「开始检测」。",
    "查看命中的导流表述和所属平台规则，按建议删改。",
    "复制修改后的文案，或导出报告。",
  ],
  sources: [PLATFORM_DIVERSION, WECHAT_SHARE],
  faq: [
    {
      q: "导流词是违法的吗？",
      a: "不是法律问题，而是平台规则：抖音、小红书等社区规范限制站外导流，命中可能被限流、驳回或降权。工具把这类结果标为「平台规则」。",
    },
    {
      q: "为什么平台规则的来源标着「社区整理」？",
      a: "我们没有找到平台公开的完整规则原文，词表来自公开的行业整理，仅作风险参考，请以平台最新规范为准。",
    },
    PRIVACY_FAQ,
  ],
  related: ["banned-words", "xhs-note-check", "live-script-check"],
  templateQuery: "小红书封面",
  settings: {
    industry: { label: "行业", kind: "enum", values: INDUSTRIES.map((i) => i.key), default: "general" },
  },
};
