/** The platform fields 标题分析 offers, in the order of its picker (platform-rules.ts has their limits). */
export const TITLE_FIELDS = [
  "xiaohongshu-title",
  "wechat-title-editor",
  "wechat-title-api",
  "douyin-title",
  "kuaishou-title",
  "channels-short-title",
  "bilibili-title",
  "oceanengine-title",
  "oceanengine-local-title",
  "tencent-moments-card-title",
  "tiktok-ad-text",
] as const;
