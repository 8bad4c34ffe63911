import type { ToolFolderDefinition } from "../../tool-definition";
import { AD_LAW, ABSOLUTE_GUIDE, PLATFORM_DIVERSION, DISCLAIMER_FAQ, PRIVACY_FAQ } from "../definition-parts";
import { INDUSTRIES } from "../../engines/compliance/meta";

/** 视频字幕合规检测: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 107, name: "视频字幕合规检测", category: "compliance", isVip: true, icon: "lucide:captions" },
  intro:
    "拖入视频字幕文件（.srt、.vtt、.ass），或直接选择视频：在浏览器里识别画面上的字幕和文字（不上传），逐条检查违禁词、极限词和导流表述，标出出现的时间点，点击即可查看前后字幕或当时的画面。",
  howTo: [
    "从剪映等剪辑软件导出字幕文件（.srt / .vtt / .ass）。",
    "把文件拖到检测区域或点击选择（会员功能），文件只在浏览器里读取。",
    "点击问题的时间点查看上下文字幕，按建议修改后重新导出字幕。",
  ],
  sources: [AD_LAW, ABSOLUTE_GUIDE, PLATFORM_DIVERSION],
  faq: [
    {
      q: "没有字幕文件，可以直接用视频吗？",
      a: "可以。选择 MP4 / MOV / WebM（浏览器能播放的编码），工具每秒取 2 帧，用文字识别模型读出烧录在画面里的字幕和其他文字，合并成带起止时间的字幕条再检测。第一次需下载约 20 MB 的识别模型；视频不会离开你的浏览器。识别可能有错字，时间按取样间隔估计。",
    },
    {
      q: "为什么有的字幕没有时间？",
      a: "每条问题都带字幕的开始时间；如果文件时间轴格式不完整，工具会提示无法解析，请重新导出。",
    },
    DISCLAIMER_FAQ,
    PRIVACY_FAQ,
  ],
  related: ["live-script-check", "banned-words", "diversion-words"],
  templateQuery: "短视频封面",
  settings: {
    industry: { label: "行业", kind: "enum", values: INDUSTRIES.map((i) => i.key), default: "general" },
  },
};
