/**
 * Video placements as data (tools-facts.md §3.1), one record per placement:
 * accepted frame shapes (ratio + tolerance + pixel range; any one may match),
 * bytes, containers, duration and bitrate limits, each with its source,
 * confidence and checkedAt. Kept apart from placement-specs.ts (the image
 * placements) because a video placement accepts several shapes and a rule may
 * come from another page than the placement's own (`ruleSources`).
 *
 * Keys are stable: `data-placement`, the FAQ, the README and `?placements=` use them.
 */
import type { ToolSource } from "../tool-definition";

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

const CHECKED = "2026-11-26";
const MB = 1024 * 1024;

const oceanengineEnum: ToolSource = {
  label: "巨量引擎 Marketing API 素材类型枚举（image_mode 视频项与视频上传接口，开源 SDK bububa/oceanengine 转录）",
  url: "https://github.com/bububa/oceanengine/blob/master/marketing-api/enum/image_mode.go",
  confidence: "community",
  checkedAt: CHECKED,
};
const tiktokKyte: ToolSource = {
  label: "TikTok Ads 帮助中心：Auction In-Feed（非 Spark）视频规格（2025-07）",
  url: "https://ads.tiktok.com/help/article/tiktok-kyte-set-up-guide",
  confidence: "official",
  checkedAt: CHECKED,
};
const tiktokReservation: ToolSource = {
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
    source: oceanengineEnum,
  },
  {
    key: "oceanengine-video-vertical",
    platform: "巨量引擎",
    name: "竖版视频",
    shapes: [{ ...V916, minWidth: 720, minHeight: 1280 }],
    maxBytes: 100 * MB,
    formats: CN,
    note: "枚举注释里 720×1280 起是封面尺寸，画面按同一下限检查",
    source: oceanengineEnum,
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
    source: oceanengineEnum,
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
    source: tiktokKyte,
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
    source: tiktokReservation,
    ruleSources: { shape: tiktokKyte, format: tiktokGeneral },
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
export const defaultVideoPlacementKeys = ["oceanengine-video-horizontal", "oceanengine-video-vertical", "pangle-splash-video", "tiktok-auction-infeed", "google-demandgen-video", "channels-video-vertical"];
