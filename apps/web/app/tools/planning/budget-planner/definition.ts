import type { ToolFolderDefinition } from "../../tool-definition";

/** 预算分配: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 404, name: "预算分配", category: "delivery", isVip: true, icon: "lucide:chart-pie" },
  intro:
    "把一次活动的投放预算按渠道和预热、爆发、返场三个阶段拆开：按比例或按金额调整，其余自动重新分配，金额取整到元且各行各列总是加得上，可导出 CSV 给财务和代理商。",
  howTo: [
    "填写总预算，按需要增删渠道。",
    "调整每个阶段和每个渠道的占比（或切到“按金额”直接填金额），其余部分会按原比例自动增减。",
    "检查表格里每格金额和合计，确认后导出 CSV。",
    "复制地址栏链接，打开就是同一份分配方案。",
  ],
  sources: [
    {
      label: "默认阶段占比 30% / 50% / 20% 是常见大促节奏的参考值，请按品类和往期数据调整",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
    {
      label: "金额取整：最大余数法（Hamilton 法），保证各项之和等于总额",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    {
      q: "为什么有的格子差 1 元？",
      a: "按比例算出的金额常有小数，取整到元时用最大余数法分配零头，这样每行、每列和总计都正好对得上，差额最多 1 元。",
    },
    {
      q: "新增渠道的预算从哪里来？",
      a: "新渠道从 0% 开始，不会改动已有安排；给它设置比例后，其余渠道按原比例让出预算。",
    },
    { q: "数据保存在哪里？", a: "方案只保存在当前页面链接里，不会上传；收藏或分享链接即可再次打开。" },
  ],
  related: ["roi-calculator", "marketing-calendar", "campaign-checklist"],
  settings: {
    total: { label: "总预算（元）", kind: "number", min: 1, max: 10_000_000_000, default: "100000" },
    // Channel names as typed, comma-separated; cs and ps: shares in %, comma-separated.
    channels: { label: "渠道", kind: "text" },
    cs: { label: "渠道占比", kind: "text" },
    ps: { label: "阶段占比", kind: "text" },
    mode: { label: "显示方式", kind: "enum", values: ["percent", "amount"], default: "percent" },
  },
};
