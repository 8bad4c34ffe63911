import type { ToolFolderDefinition } from "../../tool-definition";
import { CHECKLIST_TEMPLATES } from "./checklist";

/** 活动执行清单: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 605, name: "活动执行清单", category: "planning", isVip: false, icon: "lucide:list-checks" },
  intro:
    "选活动类型（大促、新品上市、直播、线下活动）和活动日期，自动排出 T−N 天的执行清单：每项任务有截止日期和负责人，勾选进度保存在浏览器里，可复制或导出 CSV 发给团队。",
  howTo: [
    "选择活动类型，填写活动日期。",
    "按截止日期逐项推进，给每项任务填上负责人。",
    "完成一项勾一项，进度自动保存在当前浏览器。",
    "复制为文本发到群里，或导出 CSV 放进项目表。",
  ],
  sources: [
    {
      label: "清单模板由本产品根据电商大促、新品上市、直播和线下活动的常见执行流程编写，提前天数为参考值",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    { q: "提前天数可以改吗？", a: "模板给的是常见节奏的参考值；导出 CSV 后可以在表格里按团队实际情况调整。" },
    { q: "换电脑后进度还在吗？", a: "进度只保存在当前浏览器。需要多人协作或换设备时，请导出 CSV 或复制文本。" },
    { q: "大促报名时间怎么确定？", a: "以平台当年发布的活动规则为准；可以配合营销日历查看节点和建议准备时间。" },
  ],
  related: ["marketing-calendar", "budget-planner", "content-schedule"],
  settings: {
    type: { label: "活动类型", kind: "enum", values: CHECKLIST_TEMPLATES.map((t) => t.key) },
    // YYYY-MM-DD; anything else reads as no date.
    date: { label: "活动日期", kind: "text" },
  },
};
