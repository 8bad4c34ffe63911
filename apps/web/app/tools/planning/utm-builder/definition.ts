import type { ToolFolderDefinition } from "../../tool-definition";
import { CHANNEL_PRESETS } from "./utm";

/** UTM 链接生成: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 401, name: "UTM 链接生成", category: "delivery", isVip: false, icon: "lucide:link" },
  intro:
    "给投放链接加上 utm_source、utm_medium、utm_campaign 等五个标准参数，分析后台就能分清每个渠道带来的流量。内置抖音、小红书、公众号等渠道预设和命名检查，支持 CSV 批量生成，每条链接附二维码。",
  howTo: [
    "粘贴落地页链接，原有参数和 # 后的部分会原样保留。",
    "点一个渠道预设自动填好来源和媒介，再填活动名称；关键词和内容可选。",
    "按命名检查的建议改成小写、无空格、统一分隔符，或点“一键规范命名”。",
    "点“生成链接”，复制链接或保存二维码；多条链接用 CSV 批量生成并下载结果。",
  ],
  sources: [
    {
      label:
        "Google Analytics 帮助：使用自定义网址收集广告系列数据（utm_source / utm_medium / utm_campaign / utm_term / utm_content）",
      url: "https://support.google.com/analytics/answer/10917952",
      confidence: "official",
      checkedAt: "2026-11-26",
    },
    {
      label: "渠道预设的来源/媒介写法是本工具建议的命名约定，团队可按自己的规范修改",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    { q: "为什么建议全部小写？", a: "多数分析工具区分大小写，Douyin 和 douyin 会被统计成两个来源，报表就对不上了。" },
    {
      q: "链接里已经有 utm 参数怎么办？",
      a: "填写了新值的 utm 参数会替换原来的；没填写的保持原样，其余参数和 # 后的内容不变。",
    },
    { q: "我的链接会上传吗？", a: "不会。链接生成、CSV 解析和二维码绘制都在你的浏览器里完成。" },
    {
      q: "微信里打开会丢参数吗？",
      a: "参数在 # 之前，正常转发不会丢；如果落地页是单页应用的 #/ 路由，参数仍放在 # 之前，由页面自行读取。",
    },
  ],
  related: ["qrcode", "marketing-calendar", "roi-calculator"],
  settings: {
    channel: { label: "渠道预设", kind: "enum", values: CHANNEL_PRESETS.map((p) => p.key) },
  },
};
