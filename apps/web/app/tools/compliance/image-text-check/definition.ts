import type { ToolFolderDefinition } from "../../tool-definition";
import { AD_LAW, ABSOLUTE_GUIDE, PLATFORM_DIVERSION, DISCLAIMER_FAQ } from "../definition-parts";
import { INDUSTRIES } from "../../engines/compliance/meta";

/** 图片文字合规检测: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 105, name: "图片文字合规检测", category: "compliance", isVip: true, icon: "lucide:scan-text" },
  intro:
    "拖入海报、主图、封面，在你的浏览器里识别图上的文字（PP-OCR 模型，不上传），逐行标出违禁词、极限词和导流表述，框出它们在图上的位置。",
  howTo: [
    "选择行业，把图片拖到检测区域或点击选择（会员功能；会员可一次多张，每张计 1 次）。",
    "点击「开始识别」：第一次会下载约 20 MB 的识别模型（显示进度），之后从浏览器缓存读取。",
    "核对识别出的文字，认错的字可以逐行修改，检测会立即按改后的文字重新进行。",
    "点击问题查看它在图上的位置，导出报告（Markdown / CSV）或带框的标注图（PNG）。",
  ],
  sources: [AD_LAW, ABSOLUTE_GUIDE, PLATFORM_DIVERSION],
  faq: [
    {
      q: "图片会上传到服务器吗？",
      a: "不会。文字识别模型（PaddleOCR 的 PP-OCRv4，Apache-2.0）从本站下载到你的浏览器，在本机运行；服务器只记录一次检测次数（工具名），不接收图片或文字。",
    },
    {
      q: "识别不准怎么办？",
      a: "每行都显示置信度，低于 60% 的行会提示「请核对」；竖排、花体、压在复杂背景上的字最容易认错。点「修改」改正后，检测结果会立即更新。",
    },
    {
      q: "文字面积占比有什么用？",
      a: "部分平台审核会关注文字过多的素材。我们按识别框计算文字占画面的比例供参考；国内主要平台没有公开统一的比例上限，所以只显示数字，不下结论。",
    },
    DISCLAIMER_FAQ,
  ],
  related: ["banned-words", "video-subtitle-check", "image-spec"],
  templateQuery: "电商主图",
  settings: {
    industry: { label: "行业", kind: "enum", values: INDUSTRIES.map((i) => i.key), default: "general" },
  },
};
