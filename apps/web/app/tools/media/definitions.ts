import type { ToolDefinition, ToolSource } from "../tool-definition";
import { imagePlacements, safeZones } from "./placement-specs";
import { hitVideoBreakdownTool } from "./hit-video-breakdown/definition";
import { videoTools } from "./video-definitions";

/** Every distinct source of the image placements, for the 来源 section. */
function imageSources(): ToolSource[] {
  const seen = new Map<string, ToolSource>();
  for (const p of imagePlacements) if (!seen.has(p.source.label)) seen.set(p.source.label, p.source);
  return [...seen.values()];
}

const imageKeyList = imagePlacements.map((p) => `${p.key}（${p.platform}${p.name}）`).join("；");

const privacyFaq = {
  q: "我的图片会上传吗？",
  a: "不会。图片只在你的浏览器里读取和处理（在后台线程里进行，页面不会卡住），服务器只记录这个工具被使用了一次（用于每日次数），收不到任何图片内容。",
};

/** The media family's tools that run on this site (see ../README.md). */
export const mediaTools: ToolDefinition[] = [
  {
    slug: "image-spec",
    family: "media",
    intro:
      "一次拖入多张图片，逐张看清实际像素（按照片的旋转方向）、宽高比和最接近的标准比例、文件大小、真实格式、色彩和是否动图，并对照巨量引擎、腾讯广告朋友圈、TikTok、Google Demand Gen、公众号封面、小红书的版位要求逐条给出通过或不通过；不通过的可以一键裁切、缩放并压缩到该版位的大小。",
    howTo: [
      "勾选要投放的版位（设置会写进链接，发给同事也一样）。",
      "拖入或选择图片，可以一次多张；进度会逐张显示，随时可以取消。",
      "看每张图每个版位的结论：「不通过」下面写着具体哪条规则没过，旁边是规则来源和最后核对日期。",
      "点「一键修正」，移动焦点确定保留哪一部分，生成并下载；或用「批量修正并打包 zip」一次处理全部图片。",
    ],
    sources: imageSources(),
    faq: [
      {
        q: "为什么检测出的尺寸和电脑上看到的不一样？",
        a: "手机照片常把方向写在 EXIF 里，文件实际存的是横图、显示时再转过来。平台按显示方向审核，所以这里报告旋转后的尺寸，并注明文件里存的原始尺寸。",
      },
      {
        q: "格式是按扩展名判断的吗？",
        a: "不是。按文件开头的字节识别真实格式：改了扩展名的 WebP 仍会报告为 WebP，因为多数广告平台按真实格式拒收。",
      },
      {
        q: "规格从哪里来？准吗？",
        a: "每个版位都标了来源、可信度和最后核对日期。腾讯广告、TikTok、Google 和公众号裁剪比例来自官方开发者文档；巨量引擎来自开源 SDK 转录的官方枚举，标为社区来源；小红书 3:4 只是创作者的通行做法，没有官方规格。平台会调整规格，投放前以后台提示为准。",
      },
      {
        q: "一键修正会怎样处理我的图？",
        a: "按版位比例在焦点周围裁出最大的区域，缩放到版位允许的像素范围（固定尺寸的版位直接缩放到该尺寸），再以 JPG 输出并自动找出不超过大小上限的最高画质。透明背景会变成白色；GIF 动图版位无法自动生成。",
      },
      {
        q: "结果能被脚本读取吗？版位键有哪些？",
        a:
          "每个「图片 × 版位」结论都是一个带 data-placement（版位键）、data-file（文件名）和 data-verdict（pass 通过 / fail 不通过）属性的元素。版位键：" +
          imageKeyList +
          "。",
      },
      privacyFaq,
    ],
    related: ["cover-crop", "image-compress", "safe-area"],
    templateQuery: "广告图",
  },
  {
    slug: "cover-crop",
    family: "media",
    intro:
      "一张图同时看到公众号 2.35:1 和 1:1、小红书 3:4、B站 16:10、抖音 9:16、横版 16:9 六种封面的裁切效果；移动一个共同焦点让主体留在每张封面里，也可以单独微调某一张，再逐张或打包下载。",
    howTo: [
      "拖入或选择一张图片（手机照片会按拍摄方向自动转正）。",
      "在「共同焦点」上点主体位置，或用方向键移动，所有封面一起跟着变。",
      "某一张不满意时，选中它的预览用方向键单独调整，或拖动缩放滑块放大主体；「跟随共同焦点」可以恢复。",
      "点各封面的「下载」，或「全部下载（zip）」。",
    ],
    sources: [
      {
        label: "微信开发者文档：草稿箱 draft/add 封面裁剪字段 pic_crop_235_1 与 pic_crop_1_1",
        url: "https://developers.weixin.qq.com/doc/service/api/draftbox/draftmanage/api_draft_add",
        confidence: "official",
        checkedAt: "2026-11-26",
      },
      {
        label: "小红书 3:4、B站 16:10、抖音 9:16 为创作者通行的封面比例，平台未发布统一官方规格",
        confidence: "community",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      {
        q: "导出的尺寸是多少？",
        a: "按裁切区域的原始像素导出，长边最多 2560 像素（更大的封面平台也会压缩），JPG 格式、白色背景。原图太小时封面也会小，建议用长边 2000 像素以上的图。",
      },
      {
        q: "公众号封面为什么有两种比例？",
        a: "公众号首条图文在消息列表里显示 2.35:1 的横图，转发到聊天和次条显示 1:1 的方图，发布接口也分别保存这两个裁切区域，所以两种都要检查主体是否完整。",
      },
      privacyFaq,
    ],
    related: ["image-spec", "image-compress", "palette"],
    templateQuery: "封面",
  },
  {
    slug: "palette",
    family: "media",
    intro:
      "从图片里提取主色和辅助色并给出各自占的面积，一键复制 HEX、RGB、HSL，检查黑字和白字放在每种颜色上是否达到 WCAG 对比度要求，下载色卡图片，并直达模板社区里同色系的模板。",
    howTo: [
      "拖入或选择一张图片（产品图、海报、品牌视觉都可以）。",
      "按需要选择提取 3–10 种颜色。",
      "点色值复制；看每种颜色上白字、黑字的对比度等级，决定文字用什么颜色。",
      "下载色卡 PNG 发给设计，或点链接去模板社区找同色系模板。",
    ],
    sources: [
      {
        label: "W3C《Web 内容无障碍指南》WCAG 2.1 对比度（最低）1.4.3",
        url: "https://www.w3.org/TR/WCAG21/#contrast-minimum",
        confidence: "official",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      {
        q: "颜色是怎么算出来的？",
        a: "把图片缩小到 128×128 后，用中位切分加 k 均值聚类找出最有代表性的几种颜色，占比是它在图片中不透明部分的面积比例。透明像素不计入。",
      },
      {
        q: "对比度 AA、AAA 是什么意思？",
        a: "WCAG 2.1 规定正文文字与背景的对比度至少 4.5（AA），大字（18 磅以上或 14 磅粗体）至少 3；7 以上为 AAA。海报上的小字、价格和按钮文字建议至少达到 AA。",
      },
      {
        q: "「同色系模板」按什么匹配？",
        a: "按主色最接近的模板社区颜色分类（红、橙、黄、绿、青、蓝、紫、粉、金、黑、白）；灰色和很深、很浅的颜色归入黑色或白色。",
      },
      privacyFaq,
    ],
    related: ["cover-crop", "image-spec", "image-compress"],
    templateQuery: "配色",
  },
  {
    slug: "safe-area",
    family: "media",
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
  },
  {
    slug: "image-compress",
    family: "media",
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
  },
  // 视频规格检测 and 素材查重 (video-definitions.ts).
  ...videoTools,
  hitVideoBreakdownTool,
];
