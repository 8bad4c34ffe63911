/**
 * Placement specs and safe zones as data, one record per placement, each with
 * its source, confidence and checkedAt (the platforms' pages each `source` names). The keys
 * are stable: `data-placement` attributes, the FAQ, the README and `?placements=` use them. Image
 * placements first, then the video placements, then the safe zones: one file for every placement rule.
 */
import type { ToolSource } from "../tool-definition";

import type { MediaFormat } from "../engines/image-probe/header";

export type { MediaFormat };

export type Placement = {
  key: string;
  platform: string;
  /** What the placement is called in the platform's own back office. */
  name: string;
  kind: "image" | "video";
  /** width / height; undefined when only pixel sizes are given. */
  ratio?: number;
  /** How the ratio is written (1.78、9:16…). */
  ratioLabel?: string;
  /** Allowed relative deviation of the ratio (0.01 = ±1 %). */
  ratioTolerance?: number;
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
  maxBytes?: number;
  formats: MediaFormat[];
  minSeconds?: number;
  maxSeconds?: number;
  minKbps?: number;
  /** Extra context shown under the placement name. */
  note?: string;
  source: ToolSource;
};

const CHECKED = "2026-11-26";
const KB = 1024;
const MB = 1024 * 1024;

const oceanengineEnum: ToolSource = {
  label: "巨量引擎 Marketing API 图片类型枚举（image_mode，开源 SDK bububa/oceanengine 转录）",
  url: "https://github.com/bububa/oceanengine/blob/master/marketing-api/enum/image_mode.go",
  confidence: "community",
  checkedAt: CHECKED,
};
const tencentMoments: ToolSource = {
  label: "腾讯广告开发者文档：朋友圈广告创建示例（广告版位 310/450/311）",
  url: "https://developers.e.qq.com/docs/sdk/wechat/add_wechat_moment_ads",
  confidence: "official",
  checkedAt: CHECKED,
};
const tencentV13: ToolSource = {
  label: "腾讯广告开发者文档：V1.3 升级说明（常规大图 311 为 800×800）",
  url: "https://developers.e.qq.com/docs/start/version13_upgrading",
  confidence: "official",
  checkedAt: CHECKED,
};
const tiktokKyte: ToolSource = {
  label: "TikTok Ads 帮助中心：Auction In-Feed（非 Spark）素材规格",
  url: "https://ads.tiktok.com/help/article/tiktok-kyte-set-up-guide",
  confidence: "official",
  checkedAt: CHECKED,
};
const tiktokSpecs: ToolSource = {
  label: "TikTok Ads 帮助中心：Video ads specifications",
  url: "https://ads.tiktok.com/help/article/video-ads-specifications",
  confidence: "official",
  checkedAt: CHECKED,
};
const googleImages: ToolSource = {
  label: "Google Ads 帮助：Demand Gen 图片素材规格",
  url: "https://support.google.com/google-ads/answer/13704860",
  confidence: "official",
  checkedAt: CHECKED,
};
const wechatDraft: ToolSource = {
  label: "微信开发者文档：草稿箱 draft/add（封面裁剪 pic_crop_235_1 / pic_crop_1_1）与永久素材 ≤ 10 MB",
  url: "https://developers.weixin.qq.com/doc/service/api/draftbox/draftmanage/api_draft_add",
  confidence: "official",
  checkedAt: CHECKED,
};
const xhsCommunity: ToolSource = {
  label: "小红书笔记 3:4（1080×1440）为创作者社区通行做法，平台未发布官方规格",
  confidence: "community",
  checkedAt: CHECKED,
};

const OCEAN_IMAGE: MediaFormat[] = ["jpeg", "png", "bmp", "gif"];
const JPG_PNG: MediaFormat[] = ["jpeg", "png"];

export const placements: Placement[] = [
  // 巨量引擎 (tools-facts §3.1; upload API: jpg/jpeg/png/bmp/gif ≤ 1.5 MB)
  {
    key: "oceanengine-small",
    platform: "巨量引擎",
    name: "小图",
    kind: "image",
    ratio: 1.52,
    ratioLabel: "1.52",
    ratioTolerance: 0.01,
    minWidth: 456,
    minHeight: 300,
    maxWidth: 1368,
    maxHeight: 900,
    maxBytes: 1.5 * MB,
    formats: OCEAN_IMAGE,
    source: oceanengineEnum,
  },
  {
    key: "oceanengine-large-horizontal",
    platform: "巨量引擎",
    name: "横版大图",
    kind: "image",
    ratio: 16 / 9,
    ratioLabel: "1.78（16:9）",
    ratioTolerance: 0.01,
    minWidth: 1280,
    minHeight: 720,
    maxWidth: 2560,
    maxHeight: 1440,
    maxBytes: 1.5 * MB,
    formats: OCEAN_IMAGE,
    source: oceanengineEnum,
  },
  {
    key: "oceanengine-large-vertical",
    platform: "巨量引擎",
    name: "竖版大图",
    kind: "image",
    ratio: 9 / 16,
    ratioLabel: "0.56（9:16）",
    ratioTolerance: 0.01,
    minWidth: 720,
    minHeight: 1280,
    maxWidth: 1440,
    maxHeight: 2560,
    maxBytes: 1.5 * MB,
    formats: OCEAN_IMAGE,
    source: oceanengineEnum,
  },
  {
    key: "oceanengine-group",
    platform: "巨量引擎",
    name: "组图（单张）",
    kind: "image",
    ratio: 1.52,
    ratioLabel: "1.52",
    ratioTolerance: 0.01,
    minWidth: 456,
    minHeight: 300,
    maxWidth: 1368,
    maxHeight: 900,
    maxBytes: 1.5 * MB,
    formats: OCEAN_IMAGE,
    source: oceanengineEnum,
  },
  {
    key: "oceanengine-gif",
    platform: "巨量引擎",
    name: "GIF 图",
    kind: "image",
    minWidth: 690,
    minHeight: 388,
    maxWidth: 690,
    maxHeight: 388,
    maxBytes: 1.5 * MB,
    formats: ["gif"],
    note: "固定 690×388",
    source: oceanengineEnum,
  },
  {
    key: "pangle-splash-image",
    platform: "巨量引擎",
    name: "穿山甲开屏图",
    kind: "image",
    ratio: 9 / 16,
    ratioLabel: "0.56（9:16）",
    ratioTolerance: 0.01,
    minWidth: 1080,
    minHeight: 1920,
    maxWidth: 2160,
    maxHeight: 3840,
    maxBytes: 1.5 * MB,
    formats: OCEAN_IMAGE,
    note: "文件大小按图片上传接口的 1.5 MB",
    source: oceanengineEnum,
  },
  // 腾讯广告 朋友圈
  {
    key: "tencent-moments-310",
    platform: "腾讯广告",
    name: "朋友圈单图（310）",
    kind: "image",
    minWidth: 640,
    minHeight: 800,
    maxWidth: 640,
    maxHeight: 800,
    maxBytes: 300 * KB,
    formats: JPG_PNG,
    note: "固定 640×800，小于 300 KB",
    source: tencentMoments,
  },
  {
    key: "tencent-moments-450",
    platform: "腾讯广告",
    name: "朋友圈单图文（450）",
    kind: "image",
    minWidth: 800,
    minHeight: 450,
    maxWidth: 800,
    maxHeight: 450,
    maxBytes: 300 * KB,
    formats: JPG_PNG,
    note: "固定 800×450，小于 300 KB",
    source: tencentMoments,
  },
  {
    key: "tencent-moments-311",
    platform: "腾讯广告",
    name: "朋友圈常规大图（311）",
    kind: "image",
    minWidth: 800,
    minHeight: 800,
    maxWidth: 800,
    maxHeight: 800,
    formats: JPG_PNG,
    note: "固定 800×800；文件大小以投放端为准",
    source: tencentV13,
  },
  {
    key: "tencent-profile",
    platform: "腾讯广告",
    name: "头像",
    kind: "image",
    minWidth: 200,
    minHeight: 200,
    maxWidth: 200,
    maxHeight: 200,
    maxBytes: 300 * KB,
    formats: JPG_PNG,
    source: tencentMoments,
  },
  // TikTok
  {
    key: "tiktok-infeed-9x16",
    platform: "TikTok",
    name: "In-Feed 竖版 9:16",
    kind: "image",
    ratio: 9 / 16,
    ratioLabel: "9:16",
    ratioTolerance: 0.01,
    minWidth: 540,
    minHeight: 960,
    formats: JPG_PNG,
    note: "竞价 In-Feed 素材最低 540×960",
    source: tiktokKyte,
  },
  {
    key: "tiktok-infeed-16x9",
    platform: "TikTok",
    name: "In-Feed 横版 16:9",
    kind: "image",
    ratio: 16 / 9,
    ratioLabel: "16:9",
    ratioTolerance: 0.01,
    minWidth: 960,
    minHeight: 540,
    formats: JPG_PNG,
    source: tiktokKyte,
  },
  {
    key: "tiktok-infeed-1x1",
    platform: "TikTok",
    name: "In-Feed 方形 1:1",
    kind: "image",
    ratio: 1,
    ratioLabel: "1:1",
    ratioTolerance: 0.01,
    minWidth: 640,
    minHeight: 640,
    formats: JPG_PNG,
    source: tiktokKyte,
  },
  {
    key: "tiktok-profile",
    platform: "TikTok",
    name: "广告头像",
    kind: "image",
    ratio: 1,
    ratioLabel: "1:1",
    ratioTolerance: 0.01,
    maxBytes: 50 * KB,
    formats: JPG_PNG,
    note: "小于 50 KB",
    source: tiktokSpecs,
  },
  // Google Demand Gen
  {
    key: "google-demandgen-1x1",
    platform: "Google Demand Gen",
    name: "方形图 1:1",
    kind: "image",
    ratio: 1,
    ratioLabel: "1:1",
    ratioTolerance: 0.01,
    minWidth: 300,
    minHeight: 300,
    maxBytes: 5 * MB,
    formats: JPG_PNG,
    note: "建议 1200×1200",
    source: googleImages,
  },
  {
    key: "google-demandgen-1.91",
    platform: "Google Demand Gen",
    name: "横版图 1.91:1",
    kind: "image",
    ratio: 1.91,
    ratioLabel: "1.91:1",
    ratioTolerance: 0.01,
    minWidth: 600,
    minHeight: 314,
    maxBytes: 5 * MB,
    formats: JPG_PNG,
    note: "建议 1200×628",
    source: googleImages,
  },
  {
    key: "google-demandgen-4x5",
    platform: "Google Demand Gen",
    name: "竖版图 4:5",
    kind: "image",
    ratio: 0.8,
    ratioLabel: "4:5",
    ratioTolerance: 0.01,
    minWidth: 480,
    minHeight: 600,
    maxBytes: 5 * MB,
    formats: JPG_PNG,
    note: "建议 960×1200",
    source: googleImages,
  },
  {
    key: "google-demandgen-9x16",
    platform: "Google Demand Gen",
    name: "竖版图 9:16",
    kind: "image",
    ratio: 9 / 16,
    ratioLabel: "9:16",
    ratioTolerance: 0.01,
    minWidth: 600,
    minHeight: 1067,
    maxBytes: 5 * MB,
    formats: JPG_PNG,
    note: "建议 1080×1920",
    source: googleImages,
  },
  {
    key: "google-demandgen-logo",
    platform: "Google Demand Gen",
    name: "徽标 1:1",
    kind: "image",
    ratio: 1,
    ratioLabel: "1:1",
    ratioTolerance: 0.01,
    minWidth: 144,
    minHeight: 144,
    maxBytes: 150 * KB,
    formats: JPG_PNG,
    note: "建议 1200×1200",
    source: googleImages,
  },
  // 微信公众号 covers: the crop ratios are API fields; sizes beyond the 10 MB material limit are community advice.
  {
    key: "wechat-cover-2.35",
    platform: "微信公众号",
    name: "封面 2.35:1",
    kind: "image",
    ratio: 2.35,
    ratioLabel: "2.35:1",
    ratioTolerance: 0.015,
    maxBytes: 10 * MB,
    formats: ["jpeg", "png", "gif", "bmp"],
    note: "社区建议 900×383 以上",
    source: wechatDraft,
  },
  {
    key: "wechat-cover-1x1",
    platform: "微信公众号",
    name: "封面 1:1（转发卡片）",
    kind: "image",
    ratio: 1,
    ratioLabel: "1:1",
    ratioTolerance: 0.01,
    maxBytes: 10 * MB,
    formats: ["jpeg", "png", "gif", "bmp"],
    note: "社区建议 500×500 以上",
    source: wechatDraft,
  },
  // 小红书: community practice only.
  {
    key: "xiaohongshu-3x4",
    platform: "小红书",
    name: "笔记图 3:4",
    kind: "image",
    ratio: 0.75,
    ratioLabel: "3:4",
    ratioTolerance: 0.01,
    minWidth: 1080,
    minHeight: 1440,
    formats: ["jpeg", "png", "webp"],
    note: "社区常用 1080×1440",
    source: xhsCommunity,
  },
];

export const placementByKey = new Map(placements.map((p) => [p.key, p]));
export const imagePlacements = placements.filter((p) => p.kind === "image");

/** Placements checked when the URL does not say (one per common use). */
export const defaultImagePlacementKeys = [
  "oceanengine-large-horizontal",
  "oceanengine-large-vertical",
  "tencent-moments-310",
  "tiktok-infeed-9x16",
  "wechat-cover-2.35",
  "xiaohongshu-3x4",
];

/** Safe zones on a 1080×1920 frame, in px (tools-facts §3.2). None of them is a platform's official number for 抖音/快手/视频号/小红书. */
export type SafeZone = {
  key: string;
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  source: ToolSource;
};

export const safeZones: SafeZone[] = [
  {
    key: "union",
    name: "跨平台通用（默认）",
    top: 288,
    bottom: 672,
    left: 120,
    right: 192,
    source: {
      label: "参考值：YouTube / Meta / TikTok 遮挡区的并集（shotstack 汇总），非平台官方",
      url: "https://shotstack.io/learn/vertical-video-safe-zones/",
      confidence: "reference",
      checkedAt: CHECKED,
    },
  },
  {
    key: "youtube",
    name: "YouTube 竖版广告",
    top: 288,
    bottom: 672,
    left: 48,
    right: 192,
    source: {
      label: "参考值：Google 竖版视频安全区的第三方汇总（shotstack）",
      url: "https://shotstack.io/learn/vertical-video-safe-zones/",
      confidence: "reference",
      checkedAt: CHECKED,
    },
  },
  {
    key: "meta-reels",
    name: "Meta Reels 广告",
    top: 269,
    bottom: 672,
    left: 65,
    right: 65,
    source: {
      label: "参考值：Meta 指引的第三方汇总（上 14%、下 35%、左右 6%）",
      url: "https://houseofmarketers.com/guide-to-safe-zones-tiktok-facebook-instagram-stories-reels/",
      confidence: "reference",
      checkedAt: CHECKED,
    },
  },
  {
    key: "tiktok",
    name: "TikTok（社区值）",
    top: 250,
    bottom: 420,
    left: 0,
    right: 170,
    source: {
      label: "参考值：TikTok 未公布具体数字，社区整理的遮挡区",
      url: "https://socaptions.com/blog/tiktok-safe-zones-2026",
      confidence: "reference",
      checkedAt: CHECKED,
    },
  },
];

// ——— Video placements (视频规格检测). A video placement accepts several frame shapes (ratio + tolerance +
// pixel range; any one may match) and a rule may come from another page than the placement's own
// (`ruleSources`), hence records of their own shape below.

export type VideoContainer = "mp4" | "mov" | "mpeg" | "3gp" | "avi" | "webm" | "mkv" | "flv";

export type VideoShape = {
  /** width / height */
  ratio: number;
  label: string;
  /** Allowed relative deviation of the ratio (0.01 = ±1 %). */
  tolerance: number;
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
};

export type VideoRuleKind = "shape" | "bytes" | "format" | "duration" | "bitrate";

export type VideoPlacement = {
  key: string;
  platform: string;
  name: string;
  /** The frame must match one of these (after rotation metadata is applied). */
  shapes: VideoShape[];
  maxBytes?: number;
  /** undefined: the source names no container list, so none is checked. */
  formats?: VideoContainer[];
  minSeconds?: number;
  maxSeconds?: number;
  /** 穿山甲开屏: 1 s < 时长 < 6 s (both ends excluded). */
  exclusiveSeconds?: boolean;
  minKbps?: number;
  note?: string;
  source: ToolSource;
  /** When one rule comes from another page than `source`. */
  ruleSources?: Partial<Record<VideoRuleKind, ToolSource>>;
};

const oceanengineEnumVideo: ToolSource = {
  label: "巨量引擎 Marketing API 素材类型枚举（image_mode 视频项与视频上传接口，开源 SDK bububa/oceanengine 转录）",
  url: "https://github.com/bububa/oceanengine/blob/master/marketing-api/enum/image_mode.go",
  confidence: "community",
  checkedAt: CHECKED,
};
const tiktokKyteVideo: ToolSource = {
  label: "TikTok Ads 帮助中心：Auction In-Feed（非 Spark）视频规格（2025-07）",
  url: "https://ads.tiktok.com/help/article/tiktok-kyte-set-up-guide",
  confidence: "official",
  checkedAt: CHECKED,
};
const tiktokReservationVideo: ToolSource = {
  label: "TikTok Ads 帮助中心：Reservation In-Feed Ads（5–60 秒，码率 ≥ 2,500 kbps）",
  url: "https://ads.tiktok.com/help/article/tiktok-reservation-in-feed-ads-reach-frequency",
  confidence: "official",
  checkedAt: CHECKED,
};
const tiktokGeneral: ToolSource = {
  label: "TikTok Ads 帮助中心：Video ads specifications（格式 .mp4/.mov/.mpeg/.3gp/.avi）",
  url: "https://ads.tiktok.com/help/article/video-ads-specifications",
  confidence: "official",
  checkedAt: CHECKED,
};
const googleVideo: ToolSource = {
  label: "Google Ads 帮助：Demand Gen 视频素材规格（1:1、16:9、4:5、9:16，至少 5 秒，≤ 256 GB）",
  url: "https://support.google.com/google-ads/answer/17141078",
  confidence: "official",
  checkedAt: CHECKED,
};
const youtubeMinimum: ToolSource = {
  label: "Google Ads 帮助：YouTube 视频广告最低分辨率（1280×720 / 720×1280 / 480×480）",
  url: "https://support.google.com/google-ads/answer/13547298",
  confidence: "official",
  checkedAt: CHECKED,
};
const channelsCommunity: ToolSource = {
  label: "腾讯广告视频号版位：竖版 9:16 / 横版 16:9（投放自动化代码中的版位命名；像素、时长和大小以广告后台模板为准）",
  confidence: "community",
  checkedAt: CHECKED,
};

const CN: VideoContainer[] = ["mp4", "mpeg", "3gp", "avi"];
const TT: VideoContainer[] = ["mp4", "mov", "mpeg", "3gp", "avi"];
const V916 = { ratio: 9 / 16, label: "9:16", tolerance: 0.01 };
const V169 = { ratio: 16 / 9, label: "16:9", tolerance: 0.01 };
const V11 = { ratio: 1, label: "1:1", tolerance: 0.01 };
const V45 = { ratio: 4 / 5, label: "4:5", tolerance: 0.01 };
const TIKTOK_SHAPES: VideoShape[] = [
  { ...V916, minWidth: 540, minHeight: 960 },
  { ...V169, minWidth: 960, minHeight: 540 },
  { ...V11, minWidth: 640, minHeight: 640 },
];

export const videoPlacements: VideoPlacement[] = [
  {
    key: "oceanengine-video-horizontal",
    platform: "巨量引擎",
    name: "横版视频",
    shapes: [{ ...V169, minWidth: 1280, minHeight: 720 }],
    maxBytes: 1000 * MB,
    formats: CN,
    note: "枚举注释里 1280×720 起是封面尺寸，画面按同一下限检查",
    source: oceanengineEnumVideo,
  },
  {
    key: "oceanengine-video-vertical",
    platform: "巨量引擎",
    name: "竖版视频",
    shapes: [{ ...V916, minWidth: 720, minHeight: 1280 }],
    maxBytes: 100 * MB,
    formats: CN,
    note: "枚举注释里 720×1280 起是封面尺寸，画面按同一下限检查",
    source: oceanengineEnumVideo,
  },
  {
    key: "pangle-splash-video",
    platform: "巨量引擎",
    name: "穿山甲开屏视频",
    shapes: [{ ...V916, minWidth: 720, minHeight: 1280 }],
    maxBytes: 100 * MB,
    formats: CN,
    minSeconds: 1,
    maxSeconds: 6,
    exclusiveSeconds: true,
    minKbps: 516,
    note: "时长大于 1 秒且小于 6 秒",
    source: oceanengineEnumVideo,
  },
  {
    key: "tiktok-auction-infeed",
    platform: "TikTok",
    name: "竞价 In-Feed 视频",
    shapes: TIKTOK_SHAPES,
    maxBytes: 500 * MB,
    formats: TT,
    maxSeconds: 600,
    minKbps: 516,
    note: "9:16 ≥ 540×960、16:9 ≥ 960×540、1:1 ≥ 640×640；最长 10 分钟",
    source: tiktokKyteVideo,
  },
  {
    key: "tiktok-reservation-infeed",
    platform: "TikTok",
    name: "Reservation In-Feed 视频",
    shapes: TIKTOK_SHAPES,
    formats: TT,
    minSeconds: 5,
    maxSeconds: 60,
    minKbps: 2500,
    note: "5–60 秒（建议 9–15 秒）；比例和尺寸按竞价 In-Feed 规格",
    source: tiktokReservationVideo,
    ruleSources: { shape: tiktokKyteVideo, format: tiktokGeneral },
  },
  {
    key: "google-demandgen-video",
    platform: "Google Demand Gen",
    name: "视频广告",
    shapes: [
      { ...V169, minWidth: 1280, minHeight: 720 },
      { ...V916, minWidth: 720, minHeight: 1280 },
      { ...V11, minWidth: 480, minHeight: 480 },
      { ...V45 },
    ],
    maxBytes: 256 * 1024 * MB,
    minSeconds: 5,
    note: "建议 1920×1080、1080×1920、1080×1080、1080×1350；短于 10 秒不能用于插播",
    source: googleVideo,
    ruleSources: { shape: youtubeMinimum },
  },
  {
    key: "channels-video-vertical",
    platform: "视频号",
    name: "竖版视频（腾讯广告）",
    shapes: [V916],
    note: "只检查比例：像素、时长和大小以腾讯广告后台模板为准",
    source: channelsCommunity,
  },
  {
    key: "channels-video-horizontal",
    platform: "视频号",
    name: "横版视频（腾讯广告）",
    shapes: [V169],
    note: "只检查比例：像素、时长和大小以腾讯广告后台模板为准",
    source: channelsCommunity,
  },
];

export const videoPlacementByKey = new Map(videoPlacements.map((p) => [p.key, p]));

/** Checked when the URL does not say. */
export const defaultVideoPlacementKeys = [
  "oceanengine-video-horizontal",
  "oceanengine-video-vertical",
  "pangle-splash-video",
  "tiktok-auction-infeed",
  "google-demandgen-video",
  "channels-video-vertical",
];
