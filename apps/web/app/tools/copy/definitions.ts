import type { ToolDefinition, ToolSource } from "../tool-definition";
import { hashtagSuggestTool } from "./hashtag-suggest/definition";
import { platformFields } from "./platform-rules";
import { sellingPointsTool } from "./selling-points/definition";

/** Every distinct rule source, for the 来源 section of the tools that use platform limits. */
function platformSources(keys?: string[]): ToolSource[] {
  const seen = new Map<string, ToolSource>();
  for (const f of platformFields) {
    if (keys && !keys.includes(f.key)) continue;
    if (!seen.has(f.source.label)) seen.set(f.source.label, f.source);
  }
  return [...seen.values()];
}

/** The machine-readable keys, listed in the FAQ (stable: scripts and tests select rows by them). */
const platformKeyList = platformFields
  .map((f) => `${f.key}（${f.platform}${f.field}${f.preset ? `·${f.preset}` : ""}）`)
  .join("；");

const hooksFaq = {
  q: "表格能被脚本读取吗？平台键有哪些？",
  a:
    "每个平台字段的结论行都带有 data-platform（平台键）、data-used（已用）、data-limit（上限）和 data-verdict（ok 符合 / over 超出 / under 不足 / forbidden 含禁用字符）属性。" +
    "已用和上限按平台口径计数：中文算 2 的平台（小红书标题、腾讯广告、TikTok 广告、巨量引擎）两个数都是翻倍后的单位。平台键：" +
    platformKeyList +
    "。",
};

const privacyFaq = {
  q: "我的文案会上传吗？",
  a: "不会。统计和检查都在你的浏览器里完成，服务器只记录这个工具被使用了一次（用于每日次数），不接收文案内容。分享链接把文案放在 # 之后，也不会发给服务器。",
};

const ruleFaq = {
  q: "字数上限从哪里来？准吗？",
  a: "每条规则都标了来源、可信度和最后核对日期：标「官方文档」的来自平台开发者文档并附链接；标「社区来源」的来自开源发布工具或文章，平台可能随时调整。来源不一致时（公众号后台编辑器 64/120 与接口发布 32/128；巨量信息流 5–30 与本地推 5–55）两种都列出，按你的发布方式选。",
};

export const copyTools: ToolDefinition[] = [
  {
    slug: "word-count",
    family: "copy",
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
  },
  {
    slug: "title-analyzer",
    family: "copy",
    intro:
      "最多 5 个候选标题并排检查：长度是否符合所选平台、有没有数字、问句、目标人群、利益点、时间词和关键词，是否有标题党和广告法风险词，并给出权重公开的经验评分。",
    howTo: [
      "选择发布平台（决定长度规则），需要时填写关键词。",
      "输入 1–5 个候选标题。",
      "逐项查看每个标题通过和未通过的原因，按建议改写。",
      "点「复制最佳标题」拿走得分最高的一个。",
    ],
    sources: [
      ...platformSources([
        "xiaohongshu-title",
        "wechat-title-editor",
        "wechat-title-api",
        "oceanengine-title",
        "tiktok-ad-text",
        "channels-short-title",
      ]),
      {
        label: "《中华人民共和国广告法》（2021 修正）第九条等，由违禁词检测引擎判断",
        url: "https://www.samr.gov.cn/zw/zfxxgk/fdzdgknr/fgs/art/2023/art_5474cf75173c45d6a0379730fb4e8d97.html",
        confidence: "official",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      {
        q: "经验评分能预测点击率吗？",
        a: "不能。评分只说明标题具备了多少常见的写作要素，每项权重都在结果下方公开；点击和流量还取决于封面、内容、账号和推荐机制。",
      },
      {
        q: "广告法风险怎么判断？",
        a: "用本站违禁词检测的同一套词库和规则，标出绝对化用语、需要证明的说法和功效承诺等，仅供自查，不构成法律意见。",
      },
      hooksFaq,
      privacyFaq,
    ],
    related: ["word-count", "xhs-note-check", "word-frequency"],
    templateQuery: "封面标题",
  },
  {
    slug: "readability",
    family: "copy",
    intro:
      "检查长文读起来累不累：句子和段落长度分布、标出过长的句子、在手机上会变成一堵字墙的段落、反复出现的词、感叹号和 emoji 密度，并估算阅读时间。",
    howTo: [
      "粘贴文章或笔记正文。",
      "看句长分布和手机上的段落行数，黄色标出的是超过 50 字的长句。",
      "拆分超过 4 行的大段落，替换重复较多的词。",
      "按你的字号调整「手机每行字数」（18–22 字）。",
    ],
    sources: [
      {
        label: "编辑经验值：手机每行 18–22 字、超过 4 行为大段、阅读速度每分钟 400 字（参考值）",
        confidence: "reference",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      {
        q: "阅读时间怎么算？",
        a: "按每分钟阅读 400 个字估算（中文常见阅读速度在 300–500 字/分钟之间），只计可见字符，不含空白。",
      },
      {
        q: "为什么按 4 行判断大段落？",
        a: "手机屏幕上超过 4 行的段落容易让人跳读；每行字数取决于字号，默认按 20 字估算，可在工具里改为 18–22 字。",
      },
      privacyFaq,
    ],
    related: ["word-count", "wechat-layout-check", "word-frequency"],
    templateQuery: "公众号文章",
  },
  {
    slug: "word-frequency",
    family: "copy",
    intro: "统计一段文案的高频词和关键词密度，支持自定义品牌词和新词、停用词、两段文本对比，结果可导出 CSV。",
    howTo: [
      "粘贴文本，把品牌词、新词填进「自定义词典」（例如 小红书、早C晚A）。",
      "需要时填写停用词和要算密度的关键词。",
      "查看高频词表和柱状图，点「导出 CSV」保存。",
      "点「对比两段文本」，粘贴竞品或改写版本比较用词。",
    ],
    sources: [
      {
        label: "分词：浏览器内置 Intl.Segmenter（ICU 词典）",
        url: "https://developer.mozilla.org/zh-CN/docs/Web/JavaScript/Reference/Global_Objects/Intl/Segmenter",
        confidence: "reference",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      {
        q: "为什么「小红书」被拆成了「小」「红」「书」？",
        a: "浏览器自带的词典不认识品牌词和新词。把它们填进「自定义词典」，就会按整词统计。",
      },
      {
        q: "关键词密度怎么算？",
        a: "出现次数 × 关键词字数 ÷ 全文字数（不含空白）。一般认为 2%–8% 比较自然，这是经验值，不是平台规则。",
      },
      privacyFaq,
    ],
    related: ["title-analyzer", "readability", "xhs-note-check"],
  },
  {
    slug: "xhs-note-check",
    family: "copy",
    intro:
      "发笔记前体检一遍：标题、正文、话题是否超限，关键词是否出现在标题和正文前 50 字，有没有广告法风险词和站外导流，并在手机宽度下预览笔记效果。",
    howTo: [
      "填写笔记标题、正文（#话题 写在正文里）和核心关键词。",
      "点「开始体检」（会员功能）。",
      "按清单逐项修改未通过的项目，再次体检确认。",
    ],
    sources: [
      ...platformSources(["xiaohongshu-title", "xiaohongshu-body"]),
      {
        label: "站外导流、话题数量：社区整理的平台规则（非官方原文）",
        confidence: "community",
        checkedAt: "2026-11-26",
      },
      {
        label: "《中华人民共和国广告法》（2021 修正），由违禁词检测引擎判断",
        url: "https://www.samr.gov.cn/zw/zfxxgk/fdzdgknr/fgs/art/2023/art_5474cf75173c45d6a0379730fb4e8d97.html",
        confidence: "official",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      {
        q: "标题为什么按 40 个单位算？",
        a: "小红书标题上限 20 字，发布工具按显示宽度计：中文、全角符号和 emoji 算 2，英文数字算 1，共 40 个单位，超出会被截断。这是社区工具的实现，平台可能调整。",
      },
      {
        q: "导流检测查什么？",
        a: "手机号、加微信/VX、私信我、二维码、淘口令等引导到站外的说法。这是平台规则（社区整理），不是法律问题。",
      },
      hooksFaq,
      privacyFaq,
    ],
    related: ["title-analyzer", "word-count", "word-frequency"],
    templateQuery: "小红书封面",
  },
  {
    slug: "wechat-layout-check",
    family: "copy",
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
  },
  hashtagSuggestTool,
  sellingPointsTool,
];
