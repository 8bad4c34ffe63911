import type { ToolFolderDefinition } from "../../tool-definition";
import { INDUSTRIES } from "../calendar-data";
import { HOOK_TYPES } from "./hooks";

/** 开头钩子灵感库: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 505, name: "开头钩子灵感库", category: "insight", isVip: false, icon: "lucide:lightbulb" },
  intro:
    "短视频开头 3 秒的句式灵感库：按提问、数字、反差、痛点、故事、利益、悬念分类，可按行业筛选和搜索；在空格里填上你的产品和场景，得到能直接用的开头，并自动检查广告法用语。",
  howTo: [
    "选择钩子类型和行业，或直接搜索关键词。",
    "在句式下方的空格里填上你的内容（同名空格会一起填好）。",
    "看一眼合规提醒，把有风险的用语改掉。",
    "点“复制这句”，放进脚本或口播稿。",
  ],
  sources: [
    {
      label: "句式由本产品编写，按短视频开头常见的注意力设计整理，不代表平台推荐规则",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
    {
      label: "合规提醒由本站违禁词检测引擎给出（《广告法》等依据见违禁词检测页）",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    { q: "这些句式能保证爆款吗？", a: "不能。句式帮你更快写出有吸引力的开头，效果还取决于内容本身和账号情况。" },
    { q: "填写的内容会上传吗？", a: "不会。填空、检查和复制都在你的浏览器里完成，服务器只提供句式库本身。" },
    {
      q: "为什么有的句式我所在行业也能看到？",
      a: "没有标注行业的句式适用于所有行业；选了行业后会同时显示通用句式和该行业的句式。",
    },
  ],
  related: ["kol-brief", "banned-words", "content-schedule"],
  settings: {
    q: { label: "搜索", kind: "text" },
    type: { label: "钩子类型", kind: "enum", values: HOOK_TYPES.map((t) => t.key) },
    industry: { label: "行业", kind: "enum", values: INDUSTRIES.map((i) => i.key) },
  },
};
