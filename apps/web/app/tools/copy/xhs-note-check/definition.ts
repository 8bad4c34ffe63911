import type { ToolFolderDefinition } from "../../tool-definition";
import { platformSources, hooksFaq, privacyFaq } from "../definition-parts";

/** 小红书笔记体检: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 205, name: "小红书笔记体检", category: "copywriting", isVip: true, icon: "lucide:notebook-pen" },
  intro:
    "发笔记前体检一遍：标题、正文、话题是否超限，关键词是否出现在标题和正文前 50 字，有没有广告法风险词和站外导流，并在手机宽度下预览笔记效果。",
  howTo: [
    "填写笔记标题、正文（#话题 写在正文里）和核心关键词。",
    "点「开始体检」（会员功能）。",
    "按清单逐项修改未通过的项目，再次体检确认。",
  ],
  sources: [
    ...platformSources(["xiaohongshu-title", "xiaohongshu-body"]),
    {
      label: "站外导流、话题数量：社区整理的平台规则（非官方原文）",
      confidence: "community",
      checkedAt: "2026-11-26",
    },
    {
      label: "《中华人民共和国广告法》（2021 修正），由违禁词检测引擎判断",
      url: "https://www.samr.gov.cn/zw/zfxxgk/fdzdgknr/fgs/art/2023/art_5474cf75173c45d6a0379730fb4e8d97.html",
      confidence: "official",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    {
      q: "标题为什么按 40 个单位算？",
      a: "小红书标题上限 20 字，发布工具按显示宽度计：中文、全角符号和 emoji 算 2，英文数字算 1，共 40 个单位，超出会被截断。这是社区工具的实现，平台可能调整。",
    },
    {
      q: "导流检测查什么？",
      a: "手机号、加微信/VX、私信我、二维码、淘口令等引导到站外的说法。这是平台规则（社区整理），不是法律问题。",
    },
    hooksFaq,
    privacyFaq,
  ],
  related: ["title-analyzer", "word-count", "word-frequency"],
  templateQuery: "小红书封面",
  settings: {
    keyword: { label: "关键词", kind: "text" },
  },
};
