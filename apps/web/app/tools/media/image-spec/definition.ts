import type { ToolFolderDefinition } from "../../tool-definition";
import { imageSources, imageKeyList, privacyFaq } from "../definition-parts";
import { defaultImagePlacementKeys, placements } from "../placement-specs";

/** 图片规格检测: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 301, name: "图片规格检测", category: "material", isVip: false, icon: "lucide:image" },
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
  settings: {
    // "none": every placement unticked.
    placements: {
      label: "投放位置",
      kind: "list",
      values: [...placements.filter((p) => p.kind === "image").map((p) => p.key), "none"],
      default: defaultImagePlacementKeys.join(","),
    },
  },
};
