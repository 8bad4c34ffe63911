import type { ToolFolderDefinition, ToolSource } from "../../tool-definition";
import { HASHTAG_PLATFORMS } from "./hashtag-platforms";

const platformSources: ToolSource[] = [...new Map(HASHTAG_PLATFORMS.map((p) => [p.source.label, p.source])).values()];

/** 话题标签推荐: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 207, name: "话题标签推荐", category: "copywriting", isVip: false, icon: "lucide:hash" },
  intro:
    "粘贴要发布的文案，选平台：先用分词和 TF-IDF 提取文案关键词，再和该平台的话题列表匹配，按相关度和热度排序，按平台自己的写法（抖音/小红书 #话题，微博 #话题#）和建议数量给出话题，一键复制。",
  howTo: [
    "选择发布平台（决定话题写法、建议数量和用哪份话题列表）。",
    "粘贴标题和正文，点「推荐话题」。",
    "去掉不想要的话题（取消勾选），点「复制选中的话题」粘贴到发布页。",
  ],
  sources: [
    ...platformSources,
    {
      label: "分词：jieba-wasm（MIT）；关键词权重：jieba 的 IDF 词表（MIT）",
      url: "https://github.com/fengkx/jieba-wasm",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
    {
      label: "准确度测试：WHG 微博话题数据集公开样例（OpenSUM/HashtagGen，Mao et al., 2022）",
      url: "https://github.com/OpenSUM/HashtagGen/tree/main/data/sample",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
    {
      label: "话题列表：由服务端提供；演示环境是带日期的示例列表，不是平台实时数据",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
  ],
  faq: [
    {
      q: "我的文案会上传吗？",
      a: "不会。分词和匹配都在你的浏览器里完成；服务器只收到所选平台（用来返回该平台的话题列表）和一次使用记录，不收到文案。",
    },
    {
      q: "「列表话题」和「自拟」有什么区别？",
      a: "列表话题在该平台的话题列表里，有人浏览和搜索；自拟是从你的文案里提取的关键词，列表里没有，适合作长尾标签。",
    },
    {
      q: "热度是什么？",
      a: "话题列表给出的相对热度（1–100），不是播放量。演示环境里是示例数值；只用来在相关话题之间排先后，不相关的热门话题不会被推荐。",
    },
    {
      q: "推荐得准吗？",
      a: "我们用公开的微博数据集（WHG，作者自己加了话题的 59 条微博）测过：按微博建议的 1–3 个话题，约三到五成的微博里有一个和作者的话题重合（一方包含另一方），完全一样的很少，因为作者的话题多是具体事件名。所以推荐只是起点，事件、活动名请自己补上。",
    },
    {
      q: "为什么第一次比较慢？",
      a: "第一次要从本站加载约 4 MB 的中文分词词典（jieba-wasm），浏览器会缓存，之后很快。",
    },
    {
      q: "页面元素能被脚本读取吗？",
      a: "每个推荐的话题带 data-tag，文字就是按平台写法格式化后的话题。",
    },
  ],
  related: ["xhs-note-check", "word-frequency", "title-analyzer"],
  settings: {
    platform: { label: "平台", kind: "enum", values: HASHTAG_PLATFORMS.map((p) => p.key), default: "douyin" },
  },
};
