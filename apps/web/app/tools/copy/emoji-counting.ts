/**
 * How each platform field counts an emoji, shown beside its verdict (tools-facts "Counting
 * (字数统计)"). Only the platforms' own editors are the authority; where no public source says how
 * they count emoji, the field says which rule this tool applies and that the editor decides.
 * - `one`: one emoji (a flag, a ZWJ family) is one character — Intl.Segmenter graphemes.
 * - `code-points`: each code point is a character (👨‍👩‍👧 is 5): 微博's own counter.
 * - `utf16`: each UTF-16 unit (🔥 is 2): HTML `maxlength` (MDN), and code that fills 小红书's title.
 */
import type { ToolSource } from "../tool-definition";
import type { PlatformField } from "./platform-rules";

export type EmojiCounts = "one" | "code-points" | "utf16";
export type EmojiCounting = { counts: EmojiCounts; note: string; source: ToolSource };

const CHECKED = "2026-11-27";

const EDITOR_DECIDES: EmojiCounting = {
  counts: "one",
  note: "emoji：本工具按 1 个 emoji（含国旗、组合 emoji）算 1 字。平台未公开 emoji 的计法，以发布页编辑器的计数为准；网页输入框的 maxlength 按 UTF-16 计，常见 emoji 会占 2。",
  source: {
    label: "MDN：maxlength 按 UTF-16 码元计（官方文档）",
    url: "https://developer.mozilla.org/docs/Web/HTML/Attributes/maxlength",
    confidence: "reference",
    checkedAt: CHECKED,
  },
};

const BY_FIELD: Record<string, EmojiCounting> = {
  "weibo-post": {
    counts: "code-points",
    note: "emoji：按新浪自己的计数器，每个码点算 1 字，🔥 算 1 字，组合 emoji（如👨‍👩‍👧）算 5 字。",
    source: {
      label: "WeCase 客户端对新浪计数器的移植 TweetUtils.py（代码）",
      url: "https://github.com/WeCase/WeCase/blob/master/src/TweetUtils.py",
      confidence: "community",
      checkedAt: CHECKED,
    },
  },
  "xiaohongshu-title": {
    counts: "one",
    note: "emoji：本工具按 1 个 emoji 占 2 个单位（1 字）计；开源发布工具 liaogx/xiaohongshu-mcp 按 UTF-16 计，一个 emoji 约 2 字、组合 emoji 更多。来源互相矛盾，以创作者中心编辑器的计数为准。",
    source: {
      label: "liaogx/xiaohongshu-mcp pkg/xhsutil/title.go（代码，与编辑器可能不同）",
      url: "https://github.com/liaogx/xiaohongshu-mcp",
      confidence: "community",
      checkedAt: CHECKED,
    },
  },
  "tiktok-ad-text": {
    counts: "one",
    note: "emoji：TikTok 广告描述不允许 emoji，含 emoji 会被拒绝（见结论列）。",
    source: {
      label: "TikTok Ads 帮助中心：图片广告规格（官方）",
      url: "https://ads.tiktok.com/help/article/global-app-bundle-image-ad-specifications",
      confidence: "official",
      checkedAt: CHECKED,
    },
  },
};

export function emojiCounting(field: Pick<PlatformField, "key">): EmojiCounting {
  return BY_FIELD[field.key] ?? EDITOR_DECIDES;
}
