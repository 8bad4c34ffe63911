import type { ToolFolderDefinition } from "../../tool-definition";

/** 内容排期表: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 602, name: "内容排期表", category: "planning", isVip: false, icon: "lucide:calendar-check" },
  intro:
    "按周排好各账号的选题、形式和发布时间，同一张表里显示当周的节假日、节气和营销节点；排期保存在你的浏览器里，可导出 CSV 或 .ics 放进团队日历。",
  howTo: [
    "添加你要运营的账号（抖音主号、小红书、公众号……）。",
    "选择日期、发布时间、形式，填写选题后点“添加”。",
    "表头会显示当周的营销节点，方便借势安排选题。",
    "导出 CSV 发给团队，或导出 .ics 导入日历，到点提醒发布。",
  ],
  sources: [
    {
      label: "表头的节日与营销节点来自本站营销日历（放假安排以国务院办公厅通知为准）",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    { q: "排期保存在哪里？", a: "保存在当前浏览器的 IndexedDB 里，不会上传。换设备或清除浏览器数据前请先导出。" },
    { q: "导出的 .ics 是什么时区？", a: "按北京时间（UTC+8）写入，导入任何日历应用都会显示正确的发布时间。" },
  ],
  related: ["marketing-calendar", "hook-library", "campaign-checklist"],
  settings: {
    // The week's Monday or any day in it, YYYY-MM-DD; absent: this week.
    week: { label: "周", kind: "text" },
  },
};
