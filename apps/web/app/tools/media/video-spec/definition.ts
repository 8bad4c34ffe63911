import type { ToolFolderDefinition } from "../../tool-definition";
import { videoSources, videoKeyList } from "../definition-parts";
import { defaultVideoPlacementKeys, videoPlacements } from "../placement-specs";

/** 视频规格检测: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 302, name: "视频规格检测", category: "material", isVip: false, icon: "lucide:film" },
  intro:
    "拖入一个或多个视频，几秒内查清时长、分辨率、横竖版、帧率、编码、码率、文件大小和音轨，并对照巨量引擎（横版、竖版、穿山甲开屏）、TikTok（竞价与 Reservation）、Google Demand Gen 和视频号的版位要求逐条给出通过或不通过；同时截出首帧和前 3 秒的画面，检查开头钩子。",
  howTo: [
    "勾选要投放的版位（设置会写进链接，发给同事也一样）。",
    "拖入或选择视频，可以一次多个；每个文件和总体的进度都会显示，随时可以取消。大文件也只读取文件头和索引，几秒就有结果。",
    "看每个视频每个版位的结论：「不通过」下面写着具体哪条规则没过（比例、分辨率、大小、格式、时长或码率），旁边是规则来源和最后核对日期。",
    "看首帧和前 3 秒的画面条：主体、字幕和卖点最好在 3 秒内出现。",
  ],
  sources: videoSources(),
  faq: [
    {
      q: "大视频会不会很慢、把浏览器卡住？",
      a: "不会。视频信息由 MediaInfo（编译成 WebAssembly，在后台线程运行）分段读取：只读文件头和索引，跳过画面数据，1 GB 的文件也不会整体载入内存，通常几秒内出结果。",
    },
    {
      q: "为什么规格出来了，画面却显示无法预览？",
      a: "规格信息由 MediaInfo 直接解析文件得到，不需要解码；首帧和前 3 秒画面要靠浏览器自己解码。H.265（HEVC）、ProRes 等编码在部分浏览器里无法解码，这时规格和结论仍然有效，只是没有画面预览。",
    },
    {
      q: "竖拍的手机视频为什么显示的分辨率和文件里写的不一样？",
      a: "手机常把横向存储的画面加一个旋转标记（例如 90°）播放时再转过来。平台按播放方向审核，所以这里报告旋转后的宽高，并注明旋转角度。",
    },
    {
      q: "规格从哪里来？准吗？",
      a: "每个版位都标了来源、可信度和最后核对日期。TikTok 和 Google 来自官方帮助中心；巨量引擎来自开源 SDK 转录的官方枚举，标为社区来源；视频号只有版位命名里的比例，像素、时长和大小以腾讯广告后台模板为准。平台会调整规格，投放前以后台提示为准。",
    },
    {
      q: "结果能被脚本读取吗？版位键有哪些？",
      a:
        "每个「视频 × 版位」结论都是一个带 data-placement（版位键）、data-file（文件名）和 data-verdict（pass 通过 / fail 不通过）属性的元素。版位键：" +
        videoKeyList +
        "。",
    },
    {
      q: "我的视频会上传吗？",
      a: "不会。视频只在你的浏览器里读取（规格解析在后台线程里进行，画面由浏览器本地解码），服务器只记录这个工具被使用了一次（用于每日次数），收不到任何视频内容。",
    },
  ],
  related: ["safe-area", "video-subtitle-check", "material-dedupe"],
  templateQuery: "竖版视频",
  settings: {
    // "none": every placement unticked.
    placements: {
      label: "投放位置",
      kind: "list",
      values: [...videoPlacements.map((p) => p.key), "none"],
      default: defaultVideoPlacementKeys.join(","),
    },
  },
};
