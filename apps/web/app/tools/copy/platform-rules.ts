/**
 * Every platform length rule the copy tools use, in one place, each with where it
 * comes from. Figures and confidence: each rule's `source` and `confidence` (stored
 * copies, checked 2026-11-26). Where sources disagree both are kept as separate
 * fields (公众号 后台编辑器 vs 接口发布; 巨量 信息流 vs 本地推) so the user picks.
 */
import type { ToolSource } from "../tool-definition";

/**
 * How a platform counts:
 * - `grapheme`: one per user-perceived character (an emoji or a flag is one).
 * - `ascii-half`: 巨量引擎 "两个英文字符占1位": ASCII = 1 unit, anything else = 2, against a doubled budget.
 * - `east-asian-width`: 腾讯广告 / TikTok / 小红书 title: East-Asian wide or full-width = 2, else 1, doubled budget.
 * - `weibo`: Sina's own counter (copy/weibo-length.ts): 2 ASCII = 1 字, a link = a 10-字 short link, rounded up.
 */
export type CountRule = "grapheme" | "ascii-half" | "east-asian-width" | "weibo";

/** Characters a platform rejects or strips; found ones are reported as findings. */
export type ForbiddenRule = "tiktok-ad" | "channels-short-title";

export type PlatformField = {
  /** Stable machine key, rendered as `data-platform` on every verdict row. */
  key: string;
  platform: string;
  field: string;
  /** Which variant where sources disagree (后台编辑器 / 接口发布 …). */
  preset?: string;
  /** Limits in 字 as the platform states them. */
  min?: number;
  max: number;
  count: CountRule;
  forbidden?: ForbiddenRule;
  /** How sure we are, in words shown to the user (高/中/低). */
  certainty: "高" | "中" | "低";
  /** One line on what happens past the limit or how it is counted. */
  note: string;
  source: ToolSource;
};

const CHECKED = "2026-11-26";

export const platformFields: PlatformField[] = [
  {
    key: "xiaohongshu-title",
    platform: "小红书",
    field: "笔记标题",
    max: 20,
    count: "east-asian-width",
    certainty: "中",
    note: "中文等宽字符算 2、英文数字算 1，共 40 个单位；超长会被截断。",
    source: {
      label: "发布工具 xiaohongshu-mcp 等开源实现（社区）",
      url: "https://github.com/xpzouying/xiaohongshu-mcp",
      confidence: "community",
      checkedAt: CHECKED,
    },
  },
  {
    key: "xiaohongshu-body",
    platform: "小红书",
    field: "笔记正文",
    max: 1000,
    count: "grapheme",
    certainty: "低",
    note: "含空格与 #话题；长笔记另有上限，未核实。",
    source: { label: "write-xiaohongshu 等社区工具与文章（社区）", confidence: "community", checkedAt: CHECKED },
  },
  {
    key: "wechat-title-editor",
    platform: "微信公众号",
    field: "文章标题",
    preset: "后台编辑器",
    max: 64,
    count: "grapheme",
    certainty: "中",
    note: "公众号后台编辑器可输入 64 字；用接口发布时官方文档写 32 字。",
    source: {
      label: "Remove-web-limits 议题 #79、ai-trend-publish #10 的实测（社区）",
      url: "https://github.com/qxinGitHub/Remove-web-limits-/issues/79",
      confidence: "community",
      checkedAt: CHECKED,
    },
  },
  {
    key: "wechat-title-api",
    platform: "微信公众号",
    field: "文章标题",
    preset: "接口发布",
    max: 32,
    count: "grapheme",
    certainty: "中",
    note: "草稿箱接口 draft/add 文档写「不超过32个字」，与后台编辑器不同。",
    source: {
      label: "微信开发者文档 草稿箱 draft/add",
      url: "https://developers.weixin.qq.com/doc/service/api/draftbox/draftmanage/api_draft_add",
      confidence: "official",
      checkedAt: CHECKED,
    },
  },
  {
    key: "wechat-digest-editor",
    platform: "微信公众号",
    field: "摘要",
    preset: "后台编辑器",
    max: 120,
    count: "grapheme",
    certainty: "中",
    note: "不填摘要时默认取正文前 54 个字。",
    source: { label: "公众号后台编辑器模板 max-length=120（社区代码）", confidence: "community", checkedAt: CHECKED },
  },
  {
    key: "wechat-digest-api",
    platform: "微信公众号",
    field: "摘要",
    preset: "接口发布",
    max: 128,
    count: "grapheme",
    certainty: "中",
    note: "草稿箱接口 digest 不超过 128 字。",
    source: {
      label: "微信开发者文档 草稿箱 draft/add",
      url: "https://developers.weixin.qq.com/doc/service/api/draftbox/draftmanage/api_draft_add",
      confidence: "official",
      checkedAt: CHECKED,
    },
  },
  {
    key: "wechat-body",
    platform: "微信公众号",
    field: "正文",
    max: 20000,
    count: "grapheme",
    certainty: "高",
    note: "正文少于 2 万字符且小于 1 MB（去除 JS）。",
    source: {
      label: "微信开发者文档 草稿箱 draft/add",
      url: "https://developers.weixin.qq.com/doc/service/api/draftbox/draftmanage/api_draft_add",
      confidence: "official",
      checkedAt: CHECKED,
    },
  },
  {
    key: "douyin-title",
    platform: "抖音",
    field: "作品标题",
    max: 30,
    count: "grapheme",
    certainty: "中",
    note: "单行标题；三个独立发布工具都按 30 字校验。",
    source: { label: "douyin-publish-mcp、ego-skills 等发布工具（社区）", confidence: "community", checkedAt: CHECKED },
  },
  {
    key: "kuaishou-title",
    platform: "快手",
    field: "作品标题",
    max: 30,
    count: "grapheme",
    certainty: "低",
    note: "来源互相矛盾：一个配置写 30，另一个校验器写 100；按较严的 30 提示。",
    source: {
      label: "social-auto-upload 快手校验器等（社区，有分歧）",
      url: "https://github.com/dreammis/social-auto-upload",
      confidence: "community",
      checkedAt: CHECKED,
    },
  },
  {
    key: "channels-short-title",
    platform: "视频号",
    field: "短标题",
    min: 6,
    max: 16,
    count: "grapheme",
    forbidden: "channels-short-title",
    certainty: "中",
    note: "6–16 字；标点只允许 《》“”:+?%°，其他符号会被去掉。",
    source: {
      label: "social-auto-upload 视频号上传器 format_str_for_short_title（社区）",
      url: "https://github.com/dreammis/social-auto-upload",
      confidence: "community",
      checkedAt: CHECKED,
    },
  },
  {
    key: "bilibili-title",
    platform: "B站",
    field: "视频标题",
    max: 80,
    count: "grapheme",
    certainty: "中",
    note: "投稿标题 80 字。",
    source: { label: "VideoLingo、bilibili-uploader 等投稿工具（社区）", confidence: "community", checkedAt: CHECKED },
  },
  {
    key: "weibo-post",
    platform: "微博",
    field: "正文首屏",
    max: 140,
    count: "weibo",
    certainty: "中",
    note: "按新浪自己的计数：2 个英文字母或数字算 1 字，链接按约 10 字的短链计；超过 140 字后折叠为「全文」，长微博上限未核实。",
    source: {
      label: "WeCase 客户端对新浪网页计数器的移植（代码）；140 字折叠见社区文章",
      url: "https://github.com/WeCase/WeCase/blob/master/src/TweetUtils.py",
      confidence: "community",
      checkedAt: "2026-11-27",
    },
  },
  {
    key: "oceanengine-title",
    platform: "巨量引擎",
    field: "信息流创意标题",
    preset: "巨量广告",
    min: 5,
    max: 30,
    count: "ascii-half",
    certainty: "高",
    note: "5–30 字，两个英文字符算 1 字；最多 2 个动态词包。",
    source: {
      label: "巨量引擎 Marketing API 字段（bububa/oceanengine title_material.go 转录）",
      url: "https://github.com/bububa/oceanengine",
      confidence: "community",
      checkedAt: CHECKED,
    },
  },
  {
    key: "oceanengine-local-title",
    platform: "巨量引擎",
    field: "本地推标题",
    preset: "本地推",
    min: 5,
    max: 55,
    count: "ascii-half",
    certainty: "高",
    note: "5–55 字只适用于本地推；普通信息流标题是 5–30。",
    source: {
      label: "巨量本地推 API 字段（bububa/oceanengine customer_material.go 转录）",
      url: "https://github.com/bububa/oceanengine",
      confidence: "community",
      checkedAt: CHECKED,
    },
  },
  {
    key: "oceanengine-abstract",
    platform: "巨量引擎",
    field: "文本摘要",
    min: 25,
    max: 45,
    count: "ascii-half",
    certainty: "高",
    note: "25–45 字，两个英文字符算 1 位。",
    source: {
      label: "巨量引擎 Marketing API 字段（bububa/oceanengine abstract_material.go 转录）",
      url: "https://github.com/bububa/oceanengine",
      confidence: "community",
      checkedAt: CHECKED,
    },
  },
  {
    key: "tencent-moments-text",
    platform: "腾讯广告",
    field: "朋友圈单图 文案",
    min: 1,
    max: 40,
    count: "east-asian-width",
    certainty: "高",
    note: "1–40 字，按等宽计：1 个中文 = 2 个英文。",
    source: {
      label: "腾讯广告开发者文档 朋友圈广告（310 单图）",
      url: "https://developers.e.qq.com/docs/sdk/wechat/add_wechat_moment_ads",
      confidence: "official",
      checkedAt: CHECKED,
    },
  },
  {
    key: "tencent-moments-card-title",
    platform: "腾讯广告",
    field: "朋友圈单图文 标题",
    min: 1,
    max: 10,
    count: "east-asian-width",
    certainty: "高",
    note: "1–10 字，按等宽计。",
    source: {
      label: "腾讯广告开发者文档 朋友圈广告（450 单图文）",
      url: "https://developers.e.qq.com/docs/sdk/wechat/add_leads_ads",
      confidence: "official",
      checkedAt: CHECKED,
    },
  },
  {
    key: "tiktok-ad-text",
    platform: "TikTok 广告",
    field: "广告描述",
    min: 1,
    max: 50,
    count: "east-asian-width",
    forbidden: "tiktok-ad",
    certainty: "高",
    note: "1–100 个拉丁字符或 1–50 个亚洲字符（全角算 2）；不能含 emoji、{ }、#；标点和空格都计数。",
    source: {
      label: "TikTok Ads 帮助中心 Global App Bundle 图片广告规格",
      url: "https://ads.tiktok.com/help/article/global-app-bundle-image-ad-specifications",
      confidence: "official",
      checkedAt: CHECKED,
    },
  },
];

export const platformFieldByKey = new Map(platformFields.map((f) => [f.key, f]));

/** Platform names in display order (the word-count filter). */
export const platformNames = [...new Set(platformFields.map((f) => f.platform))];

/** Preview-only behaviours (not a limit): how a platform shows text that runs long. */
export const previewRules = {
  /** 公众号 uses the first 54 characters of the body when no 摘要 is given. */
  wechatDefaultDigest: {
    chars: 54,
    source: {
      label: "微信开发者文档 草稿箱 draft/add（digest 字段）",
      url: "https://developers.weixin.qq.com/doc/service/api/draftbox/draftmanage/api_draft_add",
      confidence: "official",
      checkedAt: CHECKED,
    } satisfies ToolSource,
  },
  /**
   * 朋友圈 personal posts fold long text behind 「全文」. No official figure was found;
   * ~6 lines at ~16 字 per line on a 375 px phone is an observed value, labelled 参考值.
   */
  momentsFold: {
    lines: 6,
    unitsPerLine: 32,
    source: {
      label: "手机端观察值（参考值，非官方）",
      confidence: "reference",
      checkedAt: CHECKED,
    } satisfies ToolSource,
  },
};
