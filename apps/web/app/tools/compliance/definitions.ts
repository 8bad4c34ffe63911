/**
 * The compliance family's tools that run on this site (see ../README.md).
 * Sources and dates: ../../../../../../shared/product/tools-facts.md §1 (checked 2026-11-26).
 * Each runner is its own lazy chunk (ui/*-tool.tsx).
 */
import type { ToolDefinition, ToolSource } from "../tool-definition";

const CHECKED = "2026-11-26";

const AD_LAW: ToolSource = {
  label:
    "《中华人民共和国广告法》(2021 修正) 第九、十一、十六至十八、二十四至二十六、二十八条及第五十五、五十七至五十九条罚则",
  url: "https://www.samr.gov.cn/zw/zfxxgk/fdzdgknr/fgs/art/2023/art_5474cf75173c45d6a0379730fb4e8d97.html",
  confidence: "official",
  checkedAt: CHECKED,
};
const ABSOLUTE_GUIDE: ToolSource = {
  label: "《广告绝对化用语执法指南》(市场监管总局公告 2023 年第 6 号) 第二、五至七、十一条",
  url: "https://www.samr.gov.cn/zw/zfxxgk/fdzdgknr/ggjgs/art/2023/art_64279265c896452f8f638f2de12b8003.html",
  confidence: "official",
  checkedAt: CHECKED,
};
const CITATION_GUIDE: ToolSource = {
  label: "《广告引证内容执法指南（征求意见稿）》(市场监管总局 2025-12-12)：细分领域「第一」「最佳」不属于豁免",
  confidence: "official",
  checkedAt: CHECKED,
};
const TRADEMARK_LAW: ToolSource = {
  label: "《中华人民共和国商标法》第十四条第五款、第五十三条（「驰名商标」字样）",
  confidence: "official",
  checkedAt: CHECKED,
};
const COMMUNITY_TERMS: ToolSource = {
  label: "各地市场监管部门公开案例与行业整理的极限词清单（补充词条，社区整理，非官方清单）",
  confidence: "community",
  checkedAt: CHECKED,
};
const WECHAT_SHARE: ToolSource = {
  label: "《微信外部链接内容管理规范》2.1.2（诱导分享、集赞、助力）",
  confidence: "official",
  checkedAt: CHECKED,
};
const PLATFORM_DIVERSION: ToolSource = {
  label: "抖音、小红书社区规范中的站外导流限制（未找到官方规则原文，依据社区整理，非官方）",
  confidence: "community",
  checkedAt: CHECKED,
};
const INDUSTRY_RULES: ToolSource = {
  label:
    "《广告法》第十六至十八条（医疗、药品、器械、保健食品）、第二十四条（教育培训）、第二十五条（招商）、第二十六条（房地产）；国家药监局化妆品命名与标签禁用语",
  confidence: "official",
  checkedAt: CHECKED,
};

const DISCLAIMER_FAQ = {
  q: "检测结果能代替法务审核吗？",
  a: "不能。这是自查工具，不构成法律意见；是否违法由市场监管部门结合广告内容和具体语境认定。高风险行业（医疗、药品、保健食品、金融、教育）的广告请交专业人士审核。",
};
const PRIVACY_FAQ = {
  q: "我粘贴的文案会上传吗？",
  a: "不会。检测在你的浏览器里完成，服务器只记录这个工具被使用了一次（用于每日次数统计），不接收文案内容。",
};

export const complianceTools: ToolDefinition[] = [
  {
    slug: "banned-words",
    family: "compliance",
    intro:
      "按《广告法》和市场监管总局《广告绝对化用语执法指南》检查文案里的极限词、违禁词和需要证明的说法，在原文中逐个标出，并给出依据、罚则和可替换的合规说法。",
    howTo: [
      "选择行业（不同行业的敏感程度不同，默认「通用」）。",
      "把标题、详情页、笔记或口播文案粘贴到「待检测文案」，点击「开始检测」。",
      "对照右侧问题清单查看依据和罚则，点击建议改法逐个替换，或用「一键替换」把所有「禁用」词换成第一个改法并核对前后对比。",
      "复制合规文案，或导出 Markdown / CSV 报告发给同事复核。会员可切换到「批量检测」一次检查 50 条。",
    ],
    sources: [AD_LAW, ABSOLUTE_GUIDE, CITATION_GUIDE, TRADEMARK_LAW, COMMUNITY_TERMS],
    faq: [
      {
        q: "为什么「最近」「第一次」没有被标出来？",
        a: "表示时间和顺序的词（最近、最后、第一次、第一时间等）不是绝对化用语。按执法指南第六条，最佳食用期这类消费提示、同一品牌内的自我比较、品牌名和型号等会标为「提示」并说明需要的证明。",
      },
      {
        q: "「销量第一」加了时间和地区还会被标吗？",
        a: "会标为「需证明」。限定时间、地域的销量事实可以使用，但必须有可查的数据出处；细分领域或小于省级区域的「第一」按引证内容执法指南征求意见稿不属于豁免。",
      },
      {
        q: "品牌名里带「极品」「No.1」怎么办？",
        a: "在「放行名单」里填入品牌名、注册商标或型号，检测时会降为「提示」。放行名单只保存在你的浏览器里。",
      },
      DISCLAIMER_FAQ,
      PRIVACY_FAQ,
    ],
    related: ["extreme-words", "industry-sensitive", "diversion-words", "live-script-check"],
    templateQuery: "促销海报",
  },
  {
    slug: "extreme-words",
    family: "compliance",
    intro:
      "专查「最」「第一」「国家级」「顶级」等绝对化用语（广告法第九条第三项），每个词先给出可直接替换的合规说法，点一下就改好。",
    howTo: [
      "粘贴文案，点击「开始检测」。",
      "在右侧清单里挑选合适的改法，点击即替换并自动重新检测。",
      "想全部替换时点「一键替换」，核对前后对比后复制合规文案。",
    ],
    sources: [AD_LAW, ABSOLUTE_GUIDE, COMMUNITY_TERMS],
    faq: [
      {
        q: "改写后的说法一定合规吗？",
        a: "改法避开了绝对化用语本身，但文案整体是否真实、是否引人误解仍需自己核对（广告法第四条、第二十八条）。",
      },
      {
        q: "「尽最大努力服务好每位顾客」也算违规吗？",
        a: "按执法指南第五条，仅表达服务态度、经营理念或目标追求、与商品性能质量无直接关联的用语不适用绝对化用语规定，工具会标为「提示」。",
      },
      DISCLAIMER_FAQ,
      PRIVACY_FAQ,
    ],
    related: ["banned-words", "industry-sensitive", "title-analyzer"],
    templateQuery: "电商主图",
  },
  {
    slug: "industry-sensitive",
    family: "compliance",
    intro:
      "针对医疗/医美、药品、医疗器械、保健食品、化妆品、食品、教育培训、金融/招商、房地产的专项检查：行业禁用的功效、承诺、收益说法，以及法定必备提示语是否缺失。",
    howTo: [
      "先选择行业（必选）。",
      "粘贴文案，点击「开始检测」（会员功能）。",
      "查看行业敏感表述和缺失的提示语（如保健食品「本品不能代替药物」、招商广告的风险提示），按建议修改或补上。",
      "导出报告交给法务或平台审核同事复核。",
    ],
    sources: [INDUSTRY_RULES, AD_LAW, ABSOLUTE_GUIDE],
    faq: [
      {
        q: "为什么医疗、保健食品、金融、教育行业不显示「首次违法可不罚」？",
        a: "执法指南第十一条规定，这些行业中与疗效、收益、培训效果相关的绝对化用语不属于违法行为轻微的情形，所以工具不会提示从轻。",
      },
      {
        q: "普通食品能宣传「增强免疫力」吗？",
        a: "不能。普通食品不得宣称保健功能；保健食品也只能宣传经注册或备案的功能，并须标明「本品不能代替药物」。",
      },
      DISCLAIMER_FAQ,
      PRIVACY_FAQ,
    ],
    related: ["banned-words", "extreme-words", "live-script-check"],
    templateQuery: "医美海报",
  },
  {
    slug: "diversion-words",
    family: "compliance",
    intro:
      "识别微信号、手机号、QQ、链接和「私我」「扣1」「加V」等站外导流表述，以及集赞、助力等诱导分享说法，标为平台规则风险，减少限流和驳回。",
    howTo: [
      "粘贴笔记、视频描述、评论回复或私信话术，点击「开始检测」。",
      "查看命中的导流表述和所属平台规则，按建议删改。",
      "复制修改后的文案，或导出报告。",
    ],
    sources: [PLATFORM_DIVERSION, WECHAT_SHARE],
    faq: [
      {
        q: "导流词是违法的吗？",
        a: "不是法律问题，而是平台规则：抖音、小红书等社区规范限制站外导流，命中可能被限流、驳回或降权。工具把这类结果标为「平台规则」。",
      },
      {
        q: "为什么平台规则的来源标着「社区整理」？",
        a: "我们没有找到平台公开的完整规则原文，词表来自公开的行业整理，仅作风险参考，请以平台最新规范为准。",
      },
      PRIVACY_FAQ,
    ],
    related: ["banned-words", "xhs-note-check", "live-script-check"],
    templateQuery: "小红书封面",
  },
  {
    slug: "live-script-check",
    family: "compliance",
    intro:
      "逐句检查直播口播脚本：每一句给出「通过」「需修改」「需证明」的结论，标出夸大承诺、极限词、功效用语和导流话术，并可导出逐句报告。",
    howTo: [
      "选择行业，把脚本粘贴进来，每行一句。",
      "点击「开始检测」（会员功能）。",
      "按每句的结论和问题逐条修改，导出报告给主播和运营对稿。",
    ],
    sources: [AD_LAW, ABSOLUTE_GUIDE, CITATION_GUIDE, PLATFORM_DIVERSION],
    faq: [
      {
        q: "「只剩最后 10 单」这类话术会被标出来吗？",
        a: "会标为「需证明」：限时、限量的说法必须真实且可证明，否则可能构成虚假宣传（广告法第四条、第二十八条）。",
      },
      {
        q: "直播口播也算广告吗？",
        a: "直播带货中介绍商品的口播一般按广告或商业宣传管理，主播和商家都可能承担责任，建议开播前对稿。",
      },
      DISCLAIMER_FAQ,
      PRIVACY_FAQ,
    ],
    related: ["banned-words", "video-subtitle-check", "diversion-words"],
    templateQuery: "直播预告",
  },
  {
    slug: "image-text-check",
    family: "compliance",
    intro:
      "拖入海报、主图、封面，在你的浏览器里识别图上的文字（PP-OCR 模型，不上传），逐行标出违禁词、极限词和导流表述，框出它们在图上的位置。",
    howTo: [
      "选择行业，把图片拖到检测区域或点击选择（会员功能；会员可一次多张，每张计 1 次）。",
      "点击「开始识别」：第一次会下载约 19 MB 的识别模型（显示进度），之后从浏览器缓存读取。",
      "核对识别出的文字，认错的字可以逐行修改，检测会立即按改后的文字重新进行。",
      "点击问题查看它在图上的位置，导出报告（Markdown / CSV）或带框的标注图（PNG）。",
    ],
    sources: [AD_LAW, ABSOLUTE_GUIDE, PLATFORM_DIVERSION],
    faq: [
      {
        q: "图片会上传到服务器吗？",
        a: "不会。文字识别模型（PaddleOCR 的 PP-OCRv4，Apache-2.0）从本站下载到你的浏览器，在本机运行；服务器只记录一次检测次数（工具名），不接收图片或文字。",
      },
      {
        q: "识别不准怎么办？",
        a: "每行都显示置信度，低于 60% 的行会提示「请核对」；斜排、花体、压在复杂背景上的字最容易认错。点「修改」改正后，检测结果会立即更新。",
      },
      {
        q: "文字面积占比有什么用？",
        a: "部分平台审核会关注文字过多的素材。我们按识别框计算文字占画面的比例供参考；国内主要平台没有公开统一的比例上限，所以只显示数字，不下结论。",
      },
      DISCLAIMER_FAQ,
    ],
    related: ["banned-words", "video-subtitle-check", "image-spec"],
    templateQuery: "电商主图",
  },
  {
    slug: "video-subtitle-check",
    family: "compliance",
    intro:
      "拖入视频字幕文件（.srt、.vtt、.ass），或直接选择视频：在浏览器里识别画面上的字幕和文字（不上传），逐条检查违禁词、极限词和导流表述，标出出现的时间点，点击即可查看前后字幕或当时的画面。",
    howTo: [
      "从剪映等剪辑软件导出字幕文件（.srt / .vtt / .ass）。",
      "把文件拖到检测区域或点击选择（会员功能），文件只在浏览器里读取。",
      "点击问题的时间点查看上下文字幕，按建议修改后重新导出字幕。",
    ],
    sources: [AD_LAW, ABSOLUTE_GUIDE, PLATFORM_DIVERSION],
    faq: [
      {
        q: "没有字幕文件，可以直接用视频吗？",
        a: "可以。选择 MP4 / MOV / WebM（浏览器能播放的编码），工具每秒取 2 帧，用文字识别模型读出烧录在画面里的字幕和其他文字，合并成带起止时间的字幕条再检测。第一次需下载约 19 MB 的识别模型；视频不会离开你的浏览器。识别可能有错字，时间按取样间隔估计。",
      },
      {
        q: "为什么有的字幕没有时间？",
        a: "每条问题都带字幕的开始时间；如果文件时间轴格式不完整，工具会提示无法解析，请重新导出。",
      },
      DISCLAIMER_FAQ,
      PRIVACY_FAQ,
    ],
    related: ["live-script-check", "banned-words", "diversion-words"],
    templateQuery: "短视频封面",
  },
];
