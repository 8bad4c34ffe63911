import type { ToolFolderDefinition } from "../../tool-definition";
import { privacyFaq } from "../definition-parts";

/** 图片压缩: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 306, name: "图片压缩", category: "material", isVip: false, icon: "lucide:image-down" },
  intro:
    "在浏览器里把图片压到平台上传上限以内：按画质或按目标大小（朋友圈广告 300 KB、巨量引擎 1.5 MB、TikTok 头像 50 KB 一键设置），输出 JPG、WebP 或 AVIF，拖动滑块对比压缩前后，默认去掉含 GPS 定位的元数据，多张可打包下载。",
  howTo: [
    "选择输出格式，按画质或按目标大小压缩（可点平台预设）。",
    "拖入或选择图片，可一次多张；进度逐张显示，随时可以取消。",
    "拖动对比滑块检查画质，满意后逐张下载或打包 zip。",
  ],
  sources: [
    {
      label: "腾讯广告开发者文档：朋友圈单图小于 300 KB",
      url: "https://developers.e.qq.com/docs/sdk/wechat/add_wechat_moment_ads",
      confidence: "official",
      checkedAt: "2026-11-26",
    },
    {
      label: "巨量引擎图片上传接口：jpg/png/bmp/gif 不超过 1.5 MB（开源 SDK 转录）",
      url: "https://github.com/bububa/oceanengine",
      confidence: "community",
      checkedAt: "2026-11-26",
    },
    {
      label: "TikTok Ads 帮助中心：广告头像 .jpg/.png 小于 50 KB",
      url: "https://ads.tiktok.com/help/article/video-ads-specifications",
      confidence: "official",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    {
      q: "按目标大小是怎么压的？",
      a: "先保尺寸、再保画质：从图片各处均匀取一些小块试压，估算出整张图在各画质下的大小，选出能放进目标的最高画质（JPG、WebP 最高 92，最低 40）后再压整张图核对；最低画质仍然太大时，按估算把尺寸缩到刚好放得下。结果里会写明最终尺寸和画质。一张 1200 万像素的照片通常 1–2 秒完成。",
    },
    {
      q: "为什么要去掉元数据？",
      a: "手机照片的 EXIF 可能带着拍摄地点的 GPS 坐标、时间和设备型号，发到公开渠道会泄露位置。浏览器重新编码时不会写入这些信息；如果你需要保留版权或拍摄信息，可以关掉开关，我们会把原图的 EXIF 放回 JPG（方向改为已转正）。",
    },
    { q: "手机竖拍的照片会不会变成横的？", a: "不会。压缩前按 EXIF 方向把画面转正，输出的图片本身就是正的。" },
    {
      q: "JPG、WebP、AVIF 选哪个？",
      a: "投放素材用 JPG，各平台都收。WebP 同等画质约小三成，网页和小程序可用，部分广告平台不收。AVIF 更小（同等画质常只有 JPG 的一半），但编码慢得多（1200 万像素的照片要几秒到十几秒），目前多数广告平台和部分旧浏览器不支持，适合自有网站。AVIF 编码器（libavif）在第一次选择 AVIF 时才从本站下载，约 3.5 MB。",
    },
    privacyFaq,
  ],
  related: ["image-spec", "cover-crop", "palette"],
  templateQuery: "电商主图",
  settings: {
    format: { label: "输出格式", kind: "enum", values: ["jpeg", "webp", "avif"], default: "jpeg" },
    q: { label: "质量", kind: "number", min: 30, max: 95, default: "80" },
    // Present: 目标大小 mode (an emptied field keeps `target=`).
    target: { label: "目标大小（KB）", kind: "number", min: 10, max: 51_200 },
  },
};
