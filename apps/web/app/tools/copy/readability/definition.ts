import type { ToolFolderDefinition } from "../../tool-definition";
import { privacyFaq } from "../definition-parts";

/** 可读性分析: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 203, name: "可读性分析", category: "copywriting", isVip: false, icon: "lucide:book-open" },
  intro:
    "检查长文读起来累不累：句子和段落长度分布、标出过长的句子、在手机上会变成一堵字墙的段落、反复出现的词、感叹号和 emoji 密度，并估算阅读时间。",
  howTo: [
    "粘贴文章或笔记正文。",
    "看句长分布和手机上的段落行数，黄色标出的是超过 50 字的长句。",
    "拆分超过 4 行的大段落，替换重复较多的词。",
    "按你的字号调整「手机每行字数」（18–22 字）。",
  ],
  sources: [
    {
      label: "编辑经验值：手机每行 18–22 字、超过 4 行为大段、阅读速度每分钟 400 字（参考值）",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    {
      q: "阅读时间怎么算？",
      a: "按每分钟阅读 400 个字估算（中文常见阅读速度在 300–500 字/分钟之间），只计可见字符，不含空白。",
    },
    {
      q: "为什么按 4 行判断大段落？",
      a: "手机屏幕上超过 4 行的段落容易让人跳读；每行字数取决于字号，默认按 20 字估算，可在工具里改为 18–22 字。",
    },
    privacyFaq,
  ],
  related: ["word-count", "wechat-layout-check", "word-frequency"],
  templateQuery: "公众号文章",
  settings: {
    perLine: { label: "手机每行字数", kind: "number", min: 18, max: 22, default: "20" },
  },
};
