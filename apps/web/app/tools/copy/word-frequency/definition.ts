import type { ToolFolderDefinition } from "../../tool-definition";
import { privacyFaq } from "../definition-parts";

/** 词频统计: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 204, name: "词频统计", category: "copywriting", isVip: false, icon: "lucide:chart-column" },
  intro: "统计一段文案的高频词和关键词密度，支持自定义品牌词和新词、停用词、两段文本对比，结果可导出 CSV。",
  howTo: [
    "粘贴文本，把品牌词、新词填进「自定义词典」（例如 小红书、早C晚A）。",
    "需要时填写停用词和要算密度的关键词。",
    "查看高频词表和柱状图，点「导出 CSV」保存。",
    "点「对比两段文本」，粘贴竞品或改写版本比较用词。",
  ],
  sources: [
    {
      label: "分词：浏览器内置 Intl.Segmenter（ICU 词典）",
      url: "https://developer.mozilla.org/zh-CN/docs/Web/JavaScript/Reference/Global_Objects/Intl/Segmenter",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    {
      q: "为什么「小红书」被拆成了「小」「红」「书」？",
      a: "浏览器自带的词典不认识品牌词和新词。把它们填进「自定义词典」，就会按整词统计。",
    },
    {
      q: "关键词密度怎么算？",
      a: "出现次数 × 关键词字数 ÷ 全文字数（不含空白）。一般认为 2%–8% 比较自然，这是经验值，不是平台规则。",
    },
    privacyFaq,
  ],
  related: ["title-analyzer", "readability", "xhs-note-check"],
  settings: {
    compare: { label: "两段文本对比", kind: "flag" },
    top: { label: "高频词显示数", kind: "enum", values: ["10", "20", "50", "100"], default: "20" },
    singles: { label: "统计单字", kind: "flag" },
    dict: { label: "自定义词典", kind: "text" },
    stop: { label: "停用词", kind: "text" },
    kw: { label: "关键词", kind: "text" },
  },
};
