/**
 * 活动执行清单: task templates per event type, each task dated T-minus from the event
 * day (负数 = 活动前, 0 = 当天, 正数 = 活动后). Written for this product from common
 * e-commerce / live-stream / offline-event practice; teams adjust owners and dates.
 */
import { addDays } from "../calendar-data";

export type ChecklistTask = { id: string; title: string; offset: number; role: string };
export type ChecklistTemplate = { key: string; name: string; tasks: ChecklistTask[] };

const t = (id: string, offset: number, role: string, title: string): ChecklistTask => ({ id, offset, role, title });

export const CHECKLIST_TEMPLATES: ChecklistTemplate[] = [
  {
    key: "promo",
    name: "大促",
    tasks: [
      t("promo-goal", -45, "负责人", "定目标：GMV、ROI、拉新人数，拆到渠道和周"),
      t("promo-rules", -40, "运营", "研究平台大促规则和报名时间，确认报名资格"),
      t("promo-stock", -35, "供应链", "备货计划：爆款库存、赠品、包材，确认到仓时间"),
      t("promo-price", -30, "运营", "定价和优惠机制（满减、券、赠品），核对价格法规要求（不虚构原价）"),
      t("promo-signup", -28, "运营", "完成平台活动报名，提交商品和价格"),
      t("promo-creative", -21, "设计", "主图、详情页、海报和短视频素材定稿（过一遍违禁词检测）"),
      t("promo-budget", -20, "投放", "投放预算按预热/爆发/返场拆分，建好计划"),
      t("promo-kol", -18, "内容", "达人/KOC 合作排期确认，发 Brief"),
      t("promo-cs", -10, "客服", "客服话术、快捷回复和售后政策更新，排班"),
      t("promo-warmup", -7, "内容", "预热内容上线：种草笔记、预告视频、私域预告"),
      t("promo-check", -2, "运营", "上线前检查：价格、库存、优惠叠加、页面链接和 UTM"),
      t("promo-day", 0, "全员", "大促当天：整点盯数、库存预警、投放调价"),
      t("promo-return", 2, "运营", "返场活动上线，处理未付款订单催付"),
      t("promo-review", 7, "负责人", "复盘：目标达成、渠道 ROI、问题清单"),
    ],
  },
  {
    key: "launch",
    name: "新品上市",
    tasks: [
      t("launch-position", -60, "产品", "产品定位、目标人群和核心卖点（每个卖点有依据）"),
      t("launch-cert", -50, "产品", "备齐检测报告、备案和资质，宣传用语能证明"),
      t("launch-name", -45, "品牌", "定品名、价格带和上市节奏"),
      t("launch-visual", -30, "设计", "产品图、KV 和详情页"),
      t("launch-seed", -21, "内容", "KOC 试用和种草内容排期"),
      t("launch-page", -10, "运营", "商品上架（隐藏），核对规格、价格和库存"),
      t("launch-teaser", -7, "内容", "预告内容：悬念海报、倒计时"),
      t("launch-day", 0, "全员", "上市当天：发布内容、开售、投放上线"),
      t("launch-feedback", 7, "产品", "收集首批评价和客服问题，调整卖点表达"),
      t("launch-review", 30, "负责人", "首月复盘：销量、复购、评价关键词"),
    ],
  },
  {
    key: "live",
    name: "直播",
    tasks: [
      t("live-theme", -14, "运营", "直播主题、时长和目标（观看、成交、涨粉）"),
      t("live-products", -10, "运营", "排品：引流款、利润款、福利款和讲解顺序"),
      t("live-script", -7, "主播", "脚本和话术，核对违禁词和功效宣称"),
      t("live-preview", -5, "内容", "直播预告：短视频、海报、社群和预约"),
      t("live-gear", -3, "场控", "设备、灯光、网络和备用机测试"),
      t("live-rehearsal", -1, "主播", "彩排：流程、上链接、福利节点"),
      t("live-day", 0, "全员", "直播：场控盯数据、客服答疑、投放加热"),
      t("live-clip", 1, "内容", "剪辑高光片段二次分发"),
      t("live-review", 2, "负责人", "复盘：流量来源、转化漏斗、话术优化"),
    ],
  },
  {
    key: "offline",
    name: "线下活动",
    tasks: [
      t("offline-plan", -45, "负责人", "活动方案、预算和目标人数"),
      t("offline-venue", -40, "执行", "场地确认并签约，了解场地报备要求"),
      t("offline-permit", -30, "执行", "大型活动按当地要求办理安全许可和报备"),
      t("offline-vendor", -25, "执行", "搭建、物料、摄影摄像供应商确认"),
      t("offline-invite", -21, "运营", "邀请函和报名页（链接加 UTM，二维码）"),
      t("offline-material", -10, "设计", "物料设计定稿并下单印刷"),
      t("offline-staff", -5, "执行", "人员分工表、流程表和应急预案"),
      t("offline-setup", -1, "执行", "进场搭建和彩排"),
      t("offline-day", 0, "全员", "活动当天：签到、流程把控、现场拍摄"),
      t("offline-follow", 3, "运营", "回访参与者，发活动回顾和资料"),
      t("offline-review", 7, "负责人", "复盘：到场率、线索数、成本"),
    ],
  },
];

export type DatedTask = ChecklistTask & { due: string; label: string };

export function tMinusLabel(offset: number): string {
  if (offset === 0) return "T 当天";
  return offset < 0 ? `T−${-offset}` : `T+${offset}`;
}

export function scheduleTasks(template: ChecklistTemplate, eventDate: string): DatedTask[] {
  return template.tasks
    .map((task) => ({ ...task, due: addDays(eventDate, task.offset), label: tMinusLabel(task.offset) }))
    .sort((a, b) => a.offset - b.offset);
}

export type Progress = { done: Record<string, boolean>; owners: Record<string, string> };

export function progressKey(type: string, date: string): string {
  return `adtools:campaign-checklist:${type}:${date}`;
}

export function parseProgress(raw: string | null): Progress {
  try {
    const value = JSON.parse(raw ?? "") as Partial<Progress>;
    return {
      done: typeof value.done === "object" && value.done ? value.done : {},
      owners: typeof value.owners === "object" && value.owners ? value.owners : {},
    };
  } catch {
    return { done: {}, owners: {} };
  }
}

/** Plain text for pasting into 飞书/钉钉/微信: one line per task. */
export function checklistText(name: string, eventDate: string, tasks: DatedTask[], progress: Progress): string {
  const lines = tasks.map(
    (task) =>
      `${progress.done[task.id] ? "[x]" : "[ ]"} ${task.due}（${task.label}）${task.title} — ${progress.owners[task.id] || task.role}`,
  );
  return [`${name}执行清单（活动日 ${eventDate}）`, ...lines].join("\n");
}

export function checklistCsvRows(tasks: DatedTask[], progress: Progress): string[][] {
  return [
    ["截止日期", "节点", "任务", "负责人", "状态"],
    ...tasks.map((task) => [
      task.due,
      task.label,
      task.title,
      progress.owners[task.id] || task.role,
      progress.done[task.id] ? "已完成" : "未完成",
    ]),
  ];
}
