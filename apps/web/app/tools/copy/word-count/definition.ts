import type { ToolFolderDefinition } from "../../tool-definition";
import { platformSources, hooksFaq, privacyFaq, ruleFaq } from "../definition-parts";
import { platformFields } from "../platform-rules";

/** 字数统计: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 201, name: "字数统计", category: "copywriting", isVip: false, icon: "lucide:letter-text" },
  intro:
    "一段文案，同时看清在小红书、公众号、抖音、视频号、B站、巨量引擎、腾讯广告和 TikTok 广告各个字段是否超限，按每个平台自己的计数规则算，并标出会被截断的位置。",
  howTo: [
    "粘贴或输入文案，第一行会当作标题预览。",
    "看上方的字数、中文、英文词、标点、emoji 和段落统计。",
    "在多平台表格里找到「超出」「不足」或「含禁用字符」的行，点「标出截断位置」看平台会从哪里截断。",
    "需要时勾选只看部分平台，或点「分享」把当前设置和文案发给同事。",
  ],
  sources: platformSources(),
  faq: [
    {
      q: "为什么同一段话在不同平台的字数不一样？",
      a: "各平台计数方法不同：巨量引擎两个英文字符算 1 个字；腾讯广告、TikTok 广告和小红书标题按显示宽度算，中文、全角符号和 emoji 算 2、英文数字算 1；其余平台按字符算，一个 emoji 或国旗算 1 个字符。",
    },
    {
      q: "「含禁用字符」是什么意思？",
      a: "TikTok 广告描述不能含 emoji、{ } 和 #；视频号短标题只允许 《》“”:+?%° 这几种标点，其他符号会被去掉。这些是平台规则，不是法律问题。",
    },
    ruleFaq,
    hooksFaq,
    privacyFaq,
  ],
  related: ["title-analyzer", "xhs-note-check", "wechat-layout-check"],
  templateQuery: "文案排版",
  settings: {
    // "none": every platform unticked.
    platforms: {
      label: "平台",
      kind: "list",
      values: [...new Set(platformFields.map((f) => f.key.split("-")[0]!)), "none"],
    },
    mark: { label: "截断位置", kind: "enum", values: platformFields.map((f) => f.key) },
  },
};
