/**
 * Template facets. Keys are URL values (`?scene=ecommerce-main`), names are what users see.
 * Sizes are the pixel sizes the platforms ask for (or the de-facto sizes designers use).
 */

export type Scene = { key: string; name: string; sizes: string[]; layout: SceneLayout };
/** How the cover renderer arranges a scene; lets covers of one scene look related. */
export type SceneLayout =
  "product" | "live" | "note" | "banner" | "poster" | "video" | "invite" | "hiring" | "festival" | "long";

export const sizes = [
  { key: "square-800", name: "电商主图 800×800", width: 800, height: 800, platform: "淘宝 / 京东 / 拼多多" },
  { key: "taobao-3x4", name: "淘宝竖版主图 750×1000", width: 750, height: 1000, platform: "淘宝" },
  { key: "xhs-3x4", name: "小红书竖图 1242×1660", width: 1242, height: 1660, platform: "小红书" },
  { key: "xhs-1x1", name: "小红书方图 1242×1242", width: 1242, height: 1242, platform: "小红书" },
  { key: "wechat-cover", name: "公众号首图 900×383", width: 900, height: 383, platform: "微信公众号" },
  { key: "phone-poster", name: "手机海报 1242×2208", width: 1242, height: 2208, platform: "朋友圈 / 微信群" },
  {
    key: "vertical-video",
    name: "竖版视频封面 1080×1920",
    width: 1080,
    height: 1920,
    platform: "抖音 / 快手 / 视频号",
  },
  { key: "kuaishou-3x4", name: "快手封面 1080×1440", width: 1080, height: 1440, platform: "快手" },
  { key: "landscape-video", name: "横版视频封面 1920×1080", width: 1920, height: 1080, platform: "B站 / 西瓜视频" },
  { key: "weibo-1x1", name: "微博配图 1080×1080", width: 1080, height: 1080, platform: "微博" },
  { key: "a4-print", name: "A4 印刷 2480×3508", width: 2480, height: 3508, platform: "线下印刷" },
  { key: "long-image", name: "活动长图 750×2800", width: 750, height: 2800, platform: "朋友圈 / 公众号" },
  { key: "live-cover", name: "直播间封面 750×750", width: 750, height: 750, platform: "淘宝直播 / 抖音直播" },
] as const;

export type SizeKey = (typeof sizes)[number]["key"];

export const scenes: Scene[] = [
  { key: "ecommerce-main", name: "电商主图", sizes: ["square-800", "taobao-3x4"], layout: "product" },
  { key: "live-cover", name: "直播封面", sizes: ["live-cover", "vertical-video", "kuaishou-3x4"], layout: "live" },
  { key: "xhs-image", name: "小红书配图", sizes: ["xhs-3x4", "xhs-1x1"], layout: "note" },
  { key: "wechat-cover", name: "公众号首图", sizes: ["wechat-cover"], layout: "banner" },
  { key: "moments-poster", name: "朋友圈海报", sizes: ["phone-poster", "weibo-1x1"], layout: "poster" },
  {
    key: "video-cover",
    name: "短视频封面",
    sizes: ["vertical-video", "kuaishou-3x4", "landscape-video"],
    layout: "video",
  },
  { key: "invitation", name: "邀请函", sizes: ["phone-poster", "a4-print"], layout: "invite" },
  { key: "recruitment", name: "招聘海报", sizes: ["phone-poster", "a4-print", "weibo-1x1"], layout: "hiring" },
  { key: "festival-poster", name: "节日海报", sizes: ["phone-poster", "weibo-1x1", "xhs-3x4"], layout: "festival" },
  { key: "event-long", name: "活动长图", sizes: ["long-image"], layout: "long" },
];

export const industries = [
  { key: "retail", name: "电商零售" },
  { key: "food", name: "餐饮美食" },
  { key: "education", name: "教育培训" },
  { key: "beauty", name: "美妆个护" },
  { key: "home", name: "房产家居" },
  { key: "finance", name: "金融保险" },
  { key: "health", name: "医疗健康" },
  { key: "travel", name: "旅游出行" },
  { key: "tech", name: "互联网科技" },
  { key: "fashion", name: "服装服饰" },
  { key: "baby", name: "母婴亲子" },
  { key: "auto", name: "汽车出行" },
] as const;

export type IndustryKey = (typeof industries)[number]["key"];

export const colors = [
  { key: "red", name: "红色", hex: "#E53935" },
  { key: "orange", name: "橙色", hex: "#FB8C00" },
  { key: "yellow", name: "黄色", hex: "#FBC02D" },
  { key: "green", name: "绿色", hex: "#43A047" },
  { key: "cyan", name: "青色", hex: "#00ACC1" },
  { key: "blue", name: "蓝色", hex: "#1E88E5" },
  { key: "purple", name: "紫色", hex: "#8E24AA" },
  { key: "pink", name: "粉色", hex: "#EC407A" },
  { key: "gold", name: "金色", hex: "#C9A227" },
  { key: "black", name: "黑色", hex: "#212121" },
  { key: "white", name: "白色", hex: "#F5F5F5" },
] as const;

export type ColorKey = (typeof colors)[number]["key"];

export const styles = [
  { key: "minimal", name: "简约" },
  { key: "guochao", name: "国潮" },
  { key: "illustration", name: "插画" },
  { key: "business", name: "商务" },
  { key: "cute", name: "可爱" },
  { key: "tech", name: "科技感" },
  { key: "retro", name: "复古" },
  { key: "fresh", name: "清新" },
  { key: "luxury", name: "轻奢" },
] as const;

export type StyleKey = (typeof styles)[number]["key"];
