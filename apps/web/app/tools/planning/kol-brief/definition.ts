import type { ToolFolderDefinition } from "../../tool-definition";

/** 达人合作 Brief: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 604, name: "达人合作 Brief", category: "planning", isVip: true, icon: "lucide:handshake" },
  intro:
    "填写产品、卖点、交付内容、时间和预算，生成一份给达人的合作 Brief：卖点和说明会过一遍广告法用语检查，可复制为文本或 Markdown，也可打印存为 PDF。",
  howTo: [
    "填写品牌、产品、核心卖点和交付内容（一行一项）。",
    "填写初稿和发布时间、预算，以及必须提到和不要出现的内容。",
    "点“生成 Brief”，先看合规提醒，把有风险的用语改掉。",
    "复制文本发给达人，或打印存为 PDF 作为合作附件。",
  ],
  sources: [
    {
      label: "《中华人民共和国广告法》（2021 修正）第四条、第九条、第十四条",
      confidence: "official",
      checkedAt: "2026-11-26",
    },
    {
      label: "合规提醒由本站违禁词检测引擎给出，规则和依据见违禁词检测页",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    {
      q: "达人的内容也要标“广告”吗？",
      a: "付费合作内容属于广告，须让用户能辨明是广告；按平台要求标注“广告”或使用平台的商业合作功能。",
    },
    {
      q: "合规提醒能保证不违规吗？",
      a: "不能。它帮你找出常见的违禁词和需要证明的用语，最终以监管部门和平台的判断为准。",
    },
    { q: "填写的内容会上传吗？", a: "不会。Brief 的生成和检查都在你的浏览器里完成。" },
  ],
  related: ["banned-words", "campaign-checklist", "budget-planner"],
  settings: {},
};
