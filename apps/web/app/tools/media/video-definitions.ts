/**
 * The video side of the media family: 视频规格检测 and 素材查重 (VIP per the
 * catalogue). Kept beside definitions.ts (the image tools) and joined there.
 */
import type { ToolDefinition, ToolSource } from "../tool-definition";
import { videoPlacements } from "./placement-specs";

function videoSources(): ToolSource[] {
  const seen = new Map<string, ToolSource>();
  for (const p of videoPlacements)
    for (const s of [p.source, ...Object.values(p.ruleSources ?? {})]) if (!seen.has(s.label)) seen.set(s.label, s);
  return [...seen.values()];
}

const videoKeyList = videoPlacements.map((p) => `${p.key}（${p.platform} ${p.name}）`).join("；");

export const videoTools: ToolDefinition[] = [
  {
    slug: "video-spec",
    family: "media",
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
  },
  {
    slug: "material-dedupe",
    family: "media",
    intro:
      "一次拖入一批图片和视频，找出重复或高度相似的素材（同一张图换了尺寸、压缩、格式，或同一条视频的不同导出），按相似度分组，并排对比；避免同一素材反复上传被平台判定为重复、低质创意。",
    howTo: [
      "拖入或选择一批图片和视频（会员功能，每批最多按套餐的批量条数）。",
      "等待计算：图片直接计算，视频取开头、中间、结尾等 5 个关键帧；进度逐个显示，随时可以取消。",
      "拖动「相似度阈值」滑块：越高越严格，只把几乎一样的素材归为一组；设置会写进链接。",
      "点某一组里的两个素材并排对比，需要时导出分组结果 CSV 给团队。",
    ],
    sources: [
      {
        label: "感知哈希 dHash / 汉明距离：相似图片检测的通用算法（Neal Krawetz, “Kind of Like That”, 2013）",
        url: "https://www.hackerfactor.com/blog/index.php?/archives/529-Kind-of-Like-That.html",
        confidence: "reference",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      {
        q: "相似度是怎么算的？",
        a: "每张图（或视频的每个关键帧）缩小成 9×8 的灰度图，比较相邻像素的明暗得到 64 位指纹（dHash）；两个指纹相同的位数占 64 位的比例就是相似度。视频取 5 个关键帧，两条视频按最相近的帧对的平均值比较。改尺寸、重新压缩、换格式基本不影响指纹；裁切、加字幕、调色会降低相似度。",
      },
      {
        q: "阈值设多少合适？",
        a: "默认 90%：同一素材的不同尺寸、压缩版本通常在 95% 以上，内容不同的素材一般低于 75%。想找出只改了字幕或小贴纸的素材，可以降到 85% 左右再人工确认。",
      },
      {
        q: "平台判重也是这样算的吗？",
        a: "不一定。各平台的重复素材判定规则没有公开，这里是通用的相似图片算法，结果用于自查参考。",
      },
      {
        q: "我的素材会上传吗？",
        a: "不会。图片和视频只在你的浏览器里读取，指纹在后台线程里计算，服务器只记录这个工具被使用了一次（用于每日次数），收不到任何文件内容。导出的 CSV 只包含文件名、分组和相似度。",
      },
    ],
    related: ["video-spec", "image-spec", "image-compress"],
    templateQuery: "广告素材",
  },
];
