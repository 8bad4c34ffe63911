import type { ToolFolderDefinition } from "../../tool-definition";

/** 素材查重: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 307, name: "素材查重", category: "material", isVip: true, icon: "lucide:copy" },
  intro:
    "一次拖入一批图片和视频，找出重复或高度相似的素材（同一张图换了尺寸、压缩、格式，左右镜像或裁掉边缘，或同一条视频的不同导出），按相似度分组，并排对比；避免同一素材反复上传被平台判定为重复、低质创意。",
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
      a: "每张图（或视频的每个关键帧）缩小成 9×8 的灰度图，比较相邻像素的明暗得到 64 位指纹（dHash）；两个指纹相同的位数占 64 位的比例就是相似度。视频取 5 个关键帧，两条视频按最相近的帧对的平均值比较。改尺寸、重新压缩、换格式基本不影响指纹。为识别常见的「镜像翻转」「裁边放大」再上传，每帧还另算镜像和居中裁去约 15% 边缘后的指纹，两两取最接近的一种，并在分组里注明匹配方式（画面相同、左右镜像、裁边/放大、镜像且裁边）；裁掉四分之一以内的边缘仍能在默认阈值下归组。加字幕、调色、大幅裁切会降低相似度。",
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
      a: "不会。图片和视频只在你的浏览器里读取，指纹在后台线程里计算，服务器只记录这个工具被使用了一次（用于每日次数），收不到任何文件内容。导出的 CSV 只包含文件名、分组、相似度和匹配方式。",
    },
  ],
  related: ["video-spec", "image-spec", "image-compress"],
  templateQuery: "广告素材",
  settings: {
    threshold: { label: "相似度阈值", kind: "number", min: 70, max: 100, default: "90" },
  },
};
