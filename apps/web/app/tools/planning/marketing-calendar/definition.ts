import type { ToolFolderDefinition } from "../../tool-definition";
import { EVENT_KINDS, INDUSTRIES } from "../calendar-data";

/** 营销日历: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 601, name: "营销日历", category: "planning", isVip: false, icon: "lucide:calendar-days" },
  intro:
    "法定节假日、调休上班、二十四节气、传统节日、电商大促和行业节点放在一张日历里，每个节点给出建议开始准备的日期和提前天数，可下载 .ics 或订阅到苹果日历、Outlook、Google 日历、飞书和钉钉。",
  howTo: [
    "在“显示类型”里勾选要看的节点，在“行业”里选你的行业，只看和你相关的行业节点。",
    "切换月份，点某一天查看当天的节点、建议开始准备日期和做内容的思路；也可以切到“列表”逐条看。",
    "点“找××模板”直接去模板社区挑对应场景的模板。",
    "需要放进团队日历时，下载 .ics 文件导入，或复制订阅链接，放假通知更新后日历会自动同步。",
  ],
  sources: [
    {
      label: "国务院办公厅关于2026年部分节假日安排的通知（2025-11-04 发布，新华社全文）",
      url: "https://politics.gmw.cn/2025-11/04/content_38391083.htm",
      confidence: "official",
      checkedAt: "2026-11-26",
    },
    {
      label: "chinese-days 1.5.7（MIT）：2004–2026 年放假与调休数据、二十四节气与农历换算",
      url: "https://github.com/vsme/chinese-days",
      confidence: "community",
      checkedAt: "2026-11-26",
    },
    {
      label: "电商大促与行业节点日期：平台历年活动惯例及相关设立文件，每个节点在日历中单独标注来源",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    {
      q: "2027 年的放假安排怎么没有？",
      a: "国务院办公厅通常在前一年 11–12 月发布第二年的放假安排。通知发布前，日历只标出元旦、春节等法定节日当天，不会猜测放假和调休日期；通知发布后我们会更新。",
    },
    {
      q: "“建议开始准备”的日期是怎么算的？",
      a: "按节点类型和规模提前一段时间：大促提前 30–45 天（双11 提前 45 天），春节提前 30 天，其他法定节假日提前 14 天，节气提前 7 天。每个节点都写明了提前天数。",
    },
    {
      q: "订阅链接和下载 .ics 有什么区别？",
      a: "下载的 .ics 是一次性导入，之后不会变化；订阅链接会被日历应用定期刷新（约 12 小时），放假通知更新或新增节点后自动同步。",
    },
    {
      q: "电商大促的日期是官方的吗？",
      a: "不是法规意义上的官方日期，而是平台每年重复的活动惯例，日历里标为“行业惯例（非官方）”，具体以各平台当年公告为准。",
    },
  ],
  related: ["content-schedule", "campaign-checklist", "budget-planner"],
  templateQuery: "节日海报",
  settings: {
    // YYYY-MM; absent: this month.
    month: { label: "月份", kind: "text" },
    view: { label: "视图", kind: "enum", values: ["grid", "list"], default: "grid" },
    alarm: { label: "日历提醒", kind: "flag" },
    kinds: { label: "节点类型", kind: "list", values: EVENT_KINDS },
    industry: { label: "行业", kind: "enum", values: INDUSTRIES.map((i) => i.key) },
  },
};
