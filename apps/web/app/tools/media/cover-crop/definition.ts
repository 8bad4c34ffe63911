import type { ToolFolderDefinition } from "../../tool-definition";
import { privacyFaq } from "../definition-parts";

/** 封面裁切预览: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 305, name: "封面裁切预览", category: "material", isVip: false, icon: "lucide:crop" },
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
  settings: {},
};
