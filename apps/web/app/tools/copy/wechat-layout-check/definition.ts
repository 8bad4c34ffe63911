import type { ToolFolderDefinition } from "../../tool-definition";
import { platformSources, hooksFaq, privacyFaq } from "../definition-parts";

/** 公众号排版检查: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 208, name: "公众号排版检查", category: "copywriting", isVip: false, icon: "lucide:layout-template" },
  intro:
    "把公众号文章（从后台、秀米、135 编辑器或网页复制的富文本，或 Markdown）粘贴进来，在 375 px 手机宽度下预览，并检查段落长度、配图、小标题结构以及标题、摘要在后台编辑器和接口发布两种规则下是否超限。",
  howTo: [
    "选择「粘贴富文本」或「Markdown」。",
    "填写标题和摘要（摘要留空时按公众号默认取正文前 54 字）。",
    "粘贴正文，看右侧手机预览和左侧问题清单。",
    "按提示拆分大段落、调整小标题层级。",
  ],
  sources: platformSources([
    "wechat-title-editor",
    "wechat-title-api",
    "wechat-digest-editor",
    "wechat-digest-api",
    "wechat-body",
  ]),
  faq: [
    {
      q: "为什么有两套标题、摘要上限？",
      a: "公众号后台编辑器允许标题 64 字、摘要 120 字；官方草稿箱接口文档写的是标题 32 字、摘要 128 字。用第三方工具或接口发布时按后者，两种结果都会列出。",
    },
    {
      q: "粘贴的内容安全吗？图片为什么是占位图？",
      a: "粘贴的富文本会先经过白名单清理：删除脚本、事件属性、表单和内嵌页面，外链图片和样式里的外部地址不在预览中加载（显示为占位图），因此预览不会向任何外部网站发请求。",
    },
    hooksFaq,
    privacyFaq,
  ],
  related: ["readability", "word-count", "title-analyzer"],
  templateQuery: "公众号首图",
  settings: {
    mode: { label: "输入方式", kind: "enum", values: ["rich", "markdown"], default: "rich" },
  },
};
