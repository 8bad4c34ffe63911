import type { ToolFolderDefinition } from "../../tool-definition";
import { safeZones } from "../placement-specs";
import { privacyFaq } from "../definition-parts";

/** 视频安全区预览: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 303, name: "视频安全区预览", category: "material", isVip: false, icon: "lucide:scan" },
  intro:
    "在竖版视频的任意一帧或一张截图上叠加平台界面会遮挡的区域（跨平台通用、YouTube、Meta Reels、TikTok 社区值），字幕、价格、商品和人脸是否会被点赞栏、文案和按钮挡住一眼可见；可以画自己的区域，导出带标注的 PNG 发给剪辑。",
  howTo: [
    "拖入竖版视频（MP4/WebM，浏览器能播放的格式）或截图。",
    "视频用滑块选要检查的画面，比如字幕最长或商品特写的那一秒。",
    "勾选要叠加的安全区：默认是各平台遮挡区的并集，最稳妥。",
    "需要时在画面上拖出或按像素输入自定义区域，然后导出 PNG。",
  ],
  sources: safeZones.map((z) => z.source),
  faq: [
    {
      q: "这些安全区是平台官方数字吗？",
      a: "不是，全部是参考值。YouTube 和 Meta 的数字来自第三方对官方指引的整理；TikTok 官方只提供模板文件，这里是社区整理的数值；抖音、快手、视频号、小红书没有公布数字。默认的「跨平台通用」取遮挡区并集，放在框内的内容在各平台基本都不会被挡住。",
    },
    {
      q: "横版或非 9:16 的视频能用吗？",
      a: "可以预览，但安全区数字是按 1080×1920 竖屏给出的，会按画面宽高等比换算，只能作参考。",
    },
    {
      q: "为什么我的视频打不开？",
      a: "视频由浏览器自己解码。部分 HEVC（H.265）或 ProRes 视频在某些浏览器里无法播放，可以先用剪辑软件导出一帧截图再拖进来。",
    },
    privacyFaq,
  ],
  related: ["cover-crop", "image-spec", "video-subtitle-check"],
  templateQuery: "竖版视频",
  settings: {
    // "none": every zone unticked.
    zones: { label: "安全区", kind: "list", values: [...safeZones.map((z) => z.key), "none"], default: "union" },
  },
};
