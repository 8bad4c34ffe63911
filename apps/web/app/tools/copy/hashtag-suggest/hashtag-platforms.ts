/**
 * How each platform writes a topic and how many a post should carry (data with source,
 * confidence and checkedAt). None of these platforms publishes a topic-count limit in a document we
 * could read: the counts are community practice and the page labels them so.
 */
import type { ToolSource } from "../../tool-definition";

export type HashtagPlatform = {
  key: "douyin" | "xiaohongshu" | "weibo" | "bilibili";
  name: string;
  /** How one topic is written in the post. */
  format: (topic: string) => string;
  formatLabel: string;
  /** How many topics to suggest at most. */
  limit: number;
  limitLabel: string;
  source: ToolSource;
};

const CHECKED = "2026-11-27";

export const HASHTAG_PLATFORMS: readonly HashtagPlatform[] = [
  {
    key: "douyin",
    name: "抖音",
    format: (t) => `#${t}`,
    formatLabel: "#话题（话题后空一格）",
    limit: 5,
    limitLabel: "建议 3–5 个（未找到官方上限，社区常见做法）",
    source: { label: "抖音发布页的话题写法 #话题；数量为社区经验值", confidence: "community", checkedAt: CHECKED },
  },
  {
    key: "xiaohongshu",
    name: "小红书",
    format: (t) => `#${t}`,
    formatLabel: "#话题（在编辑器里选中话题后成为话题标签）",
    limit: 10,
    limitLabel: "建议 5–10 个（未找到官方上限，开源发布工具和运营教程多按 3–10 个）",
    source: {
      label: "开源发布工具 xiaohongshu-mcp 的 tags 参数与运营教程（社区来源）",
      url: "https://github.com/xpzouying/xiaohongshu-mcp",
      confidence: "community",
      checkedAt: CHECKED,
    },
  },
  {
    key: "weibo",
    name: "微博",
    format: (t) => `#${t}#`,
    formatLabel: "#话题#（前后各一个 #）",
    limit: 3,
    limitLabel: "建议 1–3 个（未找到官方上限，社区常见做法）",
    source: { label: "微博话题写法 #话题#；数量为社区经验值", confidence: "community", checkedAt: CHECKED },
  },
  {
    key: "bilibili",
    name: "B站",
    format: (t) => t,
    formatLabel: "投稿页「标签」栏，每个标签单独添加（不带 #）",
    limit: 10,
    limitLabel: "最多 10 个标签（投稿页的提示，社区整理）",
    source: { label: "B站投稿页标签栏（社区整理，未找到公开文档）", confidence: "community", checkedAt: CHECKED },
  },
];

export function hashtagPlatform(key: string | null): HashtagPlatform {
  return HASHTAG_PLATFORMS.find((p) => p.key === key) ?? HASHTAG_PLATFORMS[0]!;
}
