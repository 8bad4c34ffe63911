import type { ToolFolderDefinition } from "../../tool-definition";
import { privacyFaq } from "../definition-parts";

/** 配色提取: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 304, name: "配色提取", category: "material", isVip: false, icon: "lucide:palette" },
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
  settings: {
    colors: { label: "颜色数", kind: "number", min: 3, max: 10, default: "6" },
  },
};
