/**
 * 爆款视频拆解's page copy (server-rendered; the page sends it as loader
 * data). What the tool reads, how, and its limits, stated plainly: which
 * figures are measured from the file and which are 经验判断.
 */
import type { ToolFolderDefinition } from "../../tool-definition";
import { safeZones } from "../placement-specs";

export const definition: ToolFolderDefinition = {
  catalogue: { id: 501, name: "爆款视频拆解", category: "insight", isVip: true, icon: "lucide:clapperboard" },
  intro:
    "拖入一条爆款视频（会员可一次多条），在浏览器里逐帧解码：找出每一次硬切和叠化、淡入淡出等转场，生成带缩略图的镜头表（开始、结束、时长），算出剪辑节奏（每 10 秒硬切次数、平均和最短镜头），单独看开头 3 秒，画出响度曲线和静音段，并按所选版位检查画面比例、叠加安全区；镜头表可导出 CSV，镜头缩略图可导出为一张 PNG。",
  howTo: [
    "选好投放版位和安全区（设置会写进链接）。",
    "拖入或选择视频：MP4、MOV、WebM、MKV 等，H.264、VP8、VP9、AV1 编码都可以；进度条显示逐帧解码的进度，随时可以取消。",
    "看镜头表和节奏：每个镜头的缩略图、开始、结束和时长；硬切和转场分开统计。",
    "看开头 3 秒的画面条、运动强度和响度曲线里的静音段，对照自己的素材调整开头和节奏。",
    "导出镜头表 CSV 或缩略图 PNG，发给剪辑同事照着结构做新素材。",
  ],
  sources: [
    {
      label: "镜头切分方法：颜色直方图差 + 边缘变化率（Zhang 等 1993；Zabih 等 1995），本工具在生成的测试集上实测",
      confidence: "reference",
      checkedAt: "2026-11-27",
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
      a: "在 24 条生成的测试视频上（不同长度、分辨率、帧率和编码，一半带叠化和黑场过渡）实测：硬切的查准率和查全率都在 95% 以上（误差 ±2 帧以内）。叠化、淡入淡出算作「转场」，不算硬切。闪白、快速闪烁、画面里的大幅运动偶尔会被误判，请对照缩略图确认。",
    },
    {
      q: "会读取画面里的字幕和文字吗？",
      a: "暂时不会：本工具还没有接入文字识别（OCR），不读取画面上的字幕、贴纸和花字，也不做违禁词检查。要检查字幕文案，请用「视频字幕合规检测」。",
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
      a: "每次硬切是带 data-cut 和 data-time（秒）属性的元素；镜头表每一行带 data-shot、data-start、data-end（秒）；转场带 data-transition（dissolve、fade、fade-in、fade-out）和起止时间；静音段带 data-silence。",
    },
    {
      q: "我的视频会上传吗？",
      a: "不会。视频只在你的浏览器里分段读取、逐帧解码（在后台线程里进行），服务器只记录这个工具被使用了一次（用于每日次数），收不到任何画面、声音或文件名。",
    },
  ],
  related: ["video-spec", "safe-area", "video-subtitle-check"],
  templateQuery: "短视频",
};
