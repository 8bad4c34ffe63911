/**
 * What the tool page needs from the catalogue to render a tool that runs
 * here, kept with the site so the page never waits for the provider: name,
 * category (breadcrumb), VIP or not (the gate), icon and id (the glyph's
 * tile colour). Pinned from the provider's catalogue (the stand-in's
 * apps/api/src/data/tools.ts; the workspaces never import each other).
 * Catalogue extras (related tools' cards, badges, related templates) still
 * come from the provider and stream in (tool.tsx).
 *
 * local-catalogue.test.ts fails when a tool runs here without an entry. A
 * tool missing here still works: its page waits for the catalogue as before.
 */
import type { Tool } from "../../lib/api-schemas";

export type LocalTool = Pick<Tool, "id" | "slug" | "name" | "category" | "categoryName" | "isVip" | "icon">;

/** The catalogue's category names (GET /v1/tools `categories`). */
export const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  compliance: "合规检测",
  copywriting: "文案分析",
  material: "素材分析",
  delivery: "投放辅助",
  insight: "创意洞察",
  planning: "运营规划",
};

const TOOLS: Omit<LocalTool, "categoryName">[] = [
  {
    id: 101,
    slug: "banned-words",
    name: "违禁词检测",
    category: "compliance",
    isVip: false,
    icon: "lucide:shield-check",
  },
  { id: 404, slug: "budget-planner", name: "预算分配", category: "delivery", isVip: true, icon: "lucide:chart-pie" },
  {
    id: 605,
    slug: "campaign-checklist",
    name: "活动执行清单",
    category: "planning",
    isVip: false,
    icon: "lucide:list-checks",
  },
  {
    id: 602,
    slug: "content-schedule",
    name: "内容排期表",
    category: "planning",
    isVip: false,
    icon: "lucide:calendar-check",
  },
  { id: 305, slug: "cover-crop", name: "封面裁切预览", category: "material", isVip: false, icon: "lucide:crop" },
  { id: 104, slug: "diversion-words", name: "导流词检测", category: "compliance", isVip: false, icon: "lucide:unlink" },
  { id: 102, slug: "extreme-words", name: "极限词改写", category: "compliance", isVip: false, icon: "lucide:replace" },
  {
    id: 505,
    slug: "hook-library",
    name: "开头钩子灵感库",
    category: "insight",
    isVip: false,
    icon: "lucide:lightbulb",
  },
  { id: 306, slug: "image-compress", name: "图片压缩", category: "material", isVip: false, icon: "lucide:image-down" },
  { id: 301, slug: "image-spec", name: "图片规格检测", category: "material", isVip: false, icon: "lucide:image" },
  {
    id: 103,
    slug: "industry-sensitive",
    name: "行业敏感词检测",
    category: "compliance",
    isVip: true,
    icon: "lucide:shield-alert",
  },
  { id: 604, slug: "kol-brief", name: "达人合作 Brief", category: "planning", isVip: true, icon: "lucide:handshake" },
  { id: 106, slug: "live-script-check", name: "直播话术检测", category: "compliance", isVip: true, icon: "lucide:mic" },
  {
    id: 601,
    slug: "marketing-calendar",
    name: "营销日历",
    category: "planning",
    isVip: false,
    icon: "lucide:calendar-days",
  },
  { id: 307, slug: "material-dedupe", name: "素材查重", category: "material", isVip: true, icon: "lucide:copy" },
  { id: 304, slug: "palette", name: "配色提取", category: "material", isVip: false, icon: "lucide:palette" },
  { id: 402, slug: "qrcode", name: "二维码生成", category: "delivery", isVip: false, icon: "lucide:qr-code" },
  { id: 203, slug: "readability", name: "可读性分析", category: "copywriting", isVip: false, icon: "lucide:book-open" },
  {
    id: 403,
    slug: "roi-calculator",
    name: "ROI 计算器",
    category: "delivery",
    isVip: false,
    icon: "lucide:calculator",
  },
  {
    id: 105,
    slug: "image-text-check",
    name: "图片文字合规检测",
    category: "compliance",
    isVip: true,
    icon: "lucide:scan-text",
  },
  { id: 303, slug: "safe-area", name: "视频安全区预览", category: "material", isVip: false, icon: "lucide:scan" },
  { id: 202, slug: "title-analyzer", name: "标题打分", category: "copywriting", isVip: false, icon: "lucide:heading" },
  { id: 401, slug: "utm-builder", name: "UTM 链接生成", category: "delivery", isVip: false, icon: "lucide:link" },
  { id: 302, slug: "video-spec", name: "视频规格检测", category: "material", isVip: false, icon: "lucide:film" },
  {
    id: 107,
    slug: "video-subtitle-check",
    name: "视频字幕合规检测",
    category: "compliance",
    isVip: true,
    icon: "lucide:captions",
  },
  {
    id: 208,
    slug: "wechat-layout-check",
    name: "公众号排版检查",
    category: "copywriting",
    isVip: false,
    icon: "lucide:layout-template",
  },
  { id: 201, slug: "word-count", name: "字数统计", category: "copywriting", isVip: false, icon: "lucide:letter-text" },
  {
    id: 204,
    slug: "word-frequency",
    name: "词频统计",
    category: "copywriting",
    isVip: false,
    icon: "lucide:chart-column",
  },
  {
    id: 205,
    slug: "xhs-note-check",
    name: "小红书笔记体检",
    category: "copywriting",
    isVip: true,
    icon: "lucide:notebook-pen",
  },
];

const bySlug = new Map<string, LocalTool>(
  TOOLS.map((tool) => [tool.slug, { ...tool, categoryName: CATEGORY_NAMES[tool.category] ?? tool.category }]),
);

export function localTool(slug: string): LocalTool | undefined {
  return bySlug.get(slug);
}

export const localCatalogueSlugs: readonly string[] = TOOLS.map((tool) => tool.slug);
