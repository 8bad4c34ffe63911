import type { ToolFolderDefinition } from "../../tool-definition";
import { SCORE_BASES } from "./heatmap";

/** 最佳发布时间: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 603, name: "最佳发布时间", category: "planning", isVip: true, icon: "lucide:clock" },
  intro:
    "用你自己账号的帖子数据找发布时间：导入抖音、小红书、视频号或公众号后台导出的作品数据，按星期 × 小时看每个时段的表现和帖子数，给出最值得发布的 3 个时段和可信度，还能对比两个账号或前后两段时间。",
  howTo: [
    "在后台导出作品/笔记/文章数据（CSV 或 XLSX），拖进来；也可以从 Excel 复制粘贴，或先用示例数据试试。",
    "检查识别到的「发布时间」和互动列，不对就改；选择按互动量、播放/阅读量还是互动率比较。",
    "看热力图和推荐时段：每格显示得分和帖子数，帖子太少时会提示结果只能参考。",
    "需要时选择「对比」，看两个账号或调整前后两段时间的差别；导出表格留档。",
  ],
  sources: [
    {
      label: "计算方法：排名百分位 + 经验贝叶斯收缩（本站的经验方法，方法与局限写在页面上）",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
    {
      label: "示例数据：本站按各后台导出表的常见列名生成的模拟账号，不是真实数据；你的后台列名可能略有不同，可手动选择",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
  ],
  faq: [
    {
      q: "我的数据会上传吗？",
      a: "不会。文件在你的浏览器里读取和计算，服务器只记录这个工具被使用了一次（用于每日次数）。",
    },
    {
      q: "得分是怎么算的？为什么不用平均播放量？",
      a: "每条帖子按所选指标在全部帖子中的排名换算成 0–100 分，格子得分是其中帖子的平均分。平均播放量会被一条爆款拉高，排名法让一条爆款最多只算 100 分。推荐时段还会考虑帖子数：帖子少的时段会被拉向平均水平，避免「只发过一次、碰巧爆了」的时段排第一。",
    },
    {
      q: "可信度高/中/低是什么意思？",
      a: "看这个时段有多少条帖子、得分比平均水平高出多少个标准误：至少 8 条且高出 2 个标准误为「高」，至少 4 条且高出 1 个标准误为「中」，其余为「低」。这是统计上的经验判断，不保证以后的表现。",
    },
    {
      q: "支持哪些时间格式？时区怎么算？",
      a: "支持 2026-05-04 20:30、2026/5/4 20:30:00、2026年5月4日 20:30、带星期的 2026年5月4日 星期一 08:00、下午8:30、带 Z 或 +08:00 的 ISO 时间、Excel 日期和 10/13 位时间戳。没有时区的时间按北京时间；带时区的会换算成北京时间。只有日期没有钟点的行不计入，并在「没有计入」里说明。",
    },
    {
      q: "页面元素能被脚本读取吗？",
      a: "每个格子带 data-slot（星期 1–7，周一为 1，加小时 0–23，如 4-20）、data-score（0–100，无帖子为空）和 data-posts；推荐时段按名次带 data-best-slot。",
    },
  ],
  related: ["content-schedule", "marketing-calendar", "hashtag-suggest"],
  settings: {
    basis: { label: "评分依据", kind: "enum", values: SCORE_BASES.map((b) => b.key), default: "engagement" },
    compare: { label: "对比", kind: "enum", values: ["none", "period", "file"], default: "none" },
  },
};
