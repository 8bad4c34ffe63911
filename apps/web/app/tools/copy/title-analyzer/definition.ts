import type { ToolFolderDefinition } from "../../tool-definition";
import { platformSources, hooksFaq, privacyFaq } from "../definition-parts";
import { TITLE_FIELDS } from "./title-fields";

/** 标题打分: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 202, name: "标题打分", category: "copywriting", isVip: false, icon: "lucide:heading" },
  intro:
    "最多 5 个候选标题并排检查：长度是否符合所选平台、有没有数字、问句、目标人群、利益点、时间词和关键词，是否有标题党和广告法风险词，并给出权重公开的经验评分。",
  howTo: [
    "选择发布平台（决定长度规则），需要时填写关键词。",
    "输入 1–5 个候选标题。",
    "逐项查看每个标题通过和未通过的原因，按建议改写。",
    "点「复制最佳标题」拿走得分最高的一个。",
  ],
  sources: [
    ...platformSources([
      "xiaohongshu-title",
      "wechat-title-editor",
      "wechat-title-api",
      "oceanengine-title",
      "tiktok-ad-text",
      "channels-short-title",
    ]),
    {
      label: "《中华人民共和国广告法》（2021 修正）第九条等，由违禁词检测引擎判断",
      url: "https://www.samr.gov.cn/zw/zfxxgk/fdzdgknr/fgs/art/2023/art_5474cf75173c45d6a0379730fb4e8d97.html",
      confidence: "official",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    {
      q: "经验评分能预测点击率吗？",
      a: "不能。评分只说明标题具备了多少常见的写作要素，每项权重都在结果下方公开；点击和流量还取决于封面、内容、账号和推荐机制。",
    },
    {
      q: "广告法风险怎么判断？",
      a: "用本站违禁词检测的同一套词库和规则，标出绝对化用语、需要证明的说法和功效承诺等，仅供自查，不构成法律意见。",
    },
    hooksFaq,
    privacyFaq,
  ],
  related: ["word-count", "xhs-note-check", "word-frequency"],
  templateQuery: "封面标题",
  settings: {
    // The platform fields 标题分析 offers (title-fields.ts); any other value reads as the first.
    platform: {
      label: "平台",
      kind: "enum",
      values: TITLE_FIELDS,
      default: "xiaohongshu-title",
    },
    keyword: { label: "关键词", kind: "text" },
  },
};
