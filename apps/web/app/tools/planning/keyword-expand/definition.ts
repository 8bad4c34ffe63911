import type { ToolFolderDefinition, ToolSource } from "../../tool-definition";
import { KEYWORD_PLATFORMS } from "./keyword-platforms";
import { INDUSTRIES } from "../../engines/compliance/meta";

function platformSources(): ToolSource[] {
  const seen = new Map<string, ToolSource>();
  for (const p of KEYWORD_PLATFORMS) {
    for (const s of [p.lengthSource, p.perGroupSource, p.columnsSource]) if (!seen.has(s.label)) seen.set(s.label, s);
  }
  return [...seen.values()];
}

/** 关键词拓词: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 406, name: "关键词拓词", category: "delivery", isVip: true, icon: "lucide:search" },
  intro:
    "由核心词按地域、人群、场景、疑问、价格、品牌/竞品、对比、时效和长尾问句拓展出搜索广告关键词，去掉否定词、超长词和重复/近似重复的词，每个词过一遍广告法合规检查，按巨量引擎或百度营销的上传格式导出 CSV / XLSX。",
  howTo: [
    "输入核心词，每行一个。",
    "选择投放平台（决定长度上限和导出格式），按需修改各类修饰词，填否定词。",
    "查看拓出的词和合规提示，去掉不合适的表述。",
    "选择匹配方式和出价，导出 CSV 或 XLSX；上传前到平台的关键词规划工具里查搜索量。",
  ],
  sources: [
    ...platformSources(),
    {
      label: "默认修饰词：本站整理的通用搜索句式（经验词表，不是任何平台的搜索数据）",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
  ],
  faq: [
    {
      q: "为什么没有搜索量和竞争度？",
      a: "搜索量只有平台自己的关键词规划工具才有，需要登录广告账户。本工具在浏览器里离线运行，不会把你的词发给任何服务器，也不编造数字。请把拓出的词放到巨量引擎或百度营销后台的关键词规划里查量。",
    },
    {
      q: "怎么算重复和近似重复？",
      a: "全角半角、大小写、空格和标点不同的算重复；只差语序或「的、了、吗、呢」等虚词的算近似重复（如「学生防晒霜推荐」和「防晒霜推荐学生」），保留先出现的那个。去掉的词和原因都可以展开查看。",
    },
    {
      q: "长度上限准吗？",
      a: "百度营销按字节计（汉字算 2），30 字节的上限来自第三方广告平台 Adobe Advertising 的文档；巨量引擎没有找到公开的上限，20 字是参考值。两者都可以在页面上改，上传失败时以平台提示为准。",
    },
    {
      q: "合规提示是什么意思？",
      a: "每个词都用本站的广告法违禁词引擎检查：「禁用」一般不能用，「需证明」要有证明材料，「平台规则」是平台审核规则而不是法律条文。关键词本身也会被平台审核。结果仅供自查，不构成法律意见。",
    },
    {
      q: "我的关键词会上传吗？",
      a: "不会。拓词和检查都在你的浏览器里完成，服务器只记录这个工具被使用了一次（用于每日次数）。页面元素带 data-keyword，方便脚本读取。",
    },
  ],
  related: ["banned-words", "title-analyzer", "utm-builder"],
  settings: {
    platform: { label: "平台", kind: "enum", values: KEYWORD_PLATFORMS.map((p) => p.key), default: "oceanengine" },
    industry: { label: "行业", kind: "enum", values: INDUSTRIES.map((i) => i.key), default: "general" },
    // Absent: the platform's own limit.
    max: { label: "长度上限", kind: "number", min: 2, max: 100 },
  },
};
