import type { ToolFolderDefinition } from "../../tool-definition";
import { EC_LEVELS } from "./qr";

/** 二维码生成: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 402, name: "二维码生成", category: "delivery", isVip: false, icon: "lucide:qr-code" },
  intro:
    "把链接或文字做成二维码：可调尺寸、白边、容错等级和颜色，可加 Logo；对比度太低或 Logo 太大时会提醒，并自动扫一遍生成的图片确认能读出来。支持 PNG、SVG 下载和 CSV 批量打包。",
  howTo: [
    "输入文字或链接，按需要调整尺寸、白边、容错等级和颜色。",
    "要加 Logo 时把容错等级调到 Q 或 H，Logo 大小不要超过提示的比例。",
    "点“生成二维码”，看到“自检通过”后下载 PNG（海报、详情页）或 SVG（印刷、放大不失真）。",
    "多个二维码用 CSV 批量生成，下载一个 ZIP。",
  ],
  sources: [
    {
      label: "ISO/IEC 18004:2015 QR Code 规范：四个纠错等级约 7%/15%/25%/30%，建议四格静区",
      confidence: "official",
      checkedAt: "2026-11-26",
    },
    {
      label: "WCAG 2.1 对比度公式（用于前景/背景对比度提醒）",
      url: "https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio",
      confidence: "official",
      checkedAt: "2026-11-26",
    },
    {
      label: "Logo 大小上限是本工具的保守建议值（约为容错能力的三分之一），以自检和真机扫码为准",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    {
      q: "加了 Logo 扫不出来怎么办？",
      a: "提高容错等级（H 最高）、缩小 Logo，或给 Logo 留出底色边框。生成后看自检结果，印刷前再用几款手机实际扫一遍。",
    },
    { q: "PNG 和 SVG 选哪个？", a: "线上使用选 PNG；印刷和需要放大的物料选 SVG，任意放大都清晰。" },
    { q: "二维码会过期吗？", a: "这里生成的是静态码，内容直接写在图案里，不会过期；链接本身失效时扫码才会打不开。" },
    { q: "内容会上传吗？", a: "不会。二维码的生成、自检和打包都在你的浏览器里完成。" },
  ],
  related: ["utm-builder", "marketing-calendar"],
  settings: {
    size: { label: "尺寸（像素）", kind: "number", min: 128, max: 2048, default: "512" },
    margin: { label: "白边（格）", kind: "number", min: 0, max: 10, default: "4" },
    level: { label: "容错级别", kind: "enum", values: EC_LEVELS, default: "M" },
    // Colours as six hex digits without "#"; anything else reads as the default.
    fg: { label: "前景色", kind: "text", default: "111827" },
    bg: { label: "背景色", kind: "text", default: "ffffff" },
    logo: { label: "Logo 占比", kind: "number", min: 0.1, max: 0.3, default: "0.2" },
  },
};
