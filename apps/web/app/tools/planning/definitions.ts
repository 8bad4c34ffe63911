import type { ToolDefinition } from "../tool-definition";
import { bestPostTimeTool } from "./best-post-time/definition";
import { keywordExpandTool } from "./keyword-expand/definition";

/** The planning family's tools that run on this site (see ../README.md). */
export const planningTools: ToolDefinition[] = [
  {
    slug: "marketing-calendar",
    family: "planning",
    intro:
      "法定节假日、调休上班、二十四节气、传统节日、电商大促和行业节点放在一张日历里，每个节点给出建议开始准备的日期和提前天数，可下载 .ics 或订阅到苹果日历、Outlook、Google 日历、飞书和钉钉。",
    howTo: [
      "在“显示类型”里勾选要看的节点，在“行业”里选你的行业，只看和你相关的行业节点。",
      "切换月份，点某一天查看当天的节点、建议开始准备日期和做内容的思路；也可以切到“列表”逐条看。",
      "点“找××模板”直接去模板社区挑对应场景的模板。",
      "需要放进团队日历时，下载 .ics 文件导入，或复制订阅链接，放假通知更新后日历会自动同步。",
    ],
    sources: [
      {
        label: "国务院办公厅关于2026年部分节假日安排的通知（2025-11-04 发布，新华社全文）",
        url: "https://politics.gmw.cn/2025-11/04/content_38391083.htm",
        confidence: "official",
        checkedAt: "2026-11-26",
      },
      {
        label: "chinese-days 1.5.7（MIT）：2004–2026 年放假与调休数据、二十四节气与农历换算",
        url: "https://github.com/vsme/chinese-days",
        confidence: "community",
        checkedAt: "2026-11-26",
      },
      {
        label: "电商大促与行业节点日期：平台历年活动惯例及相关设立文件，每个节点在日历中单独标注来源",
        confidence: "reference",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      {
        q: "2027 年的放假安排怎么没有？",
        a: "国务院办公厅通常在前一年 11–12 月发布第二年的放假安排。通知发布前，日历只标出元旦、春节等法定节日当天，不会猜测放假和调休日期；通知发布后我们会更新。",
      },
      {
        q: "“建议开始准备”的日期是怎么算的？",
        a: "按节点类型和规模提前一段时间：大促提前 30–45 天（双11 提前 45 天），春节提前 30 天，其他法定节假日提前 14 天，节气提前 7 天。每个节点都写明了提前天数。",
      },
      {
        q: "订阅链接和下载 .ics 有什么区别？",
        a: "下载的 .ics 是一次性导入，之后不会变化；订阅链接会被日历应用定期刷新（约 12 小时），放假通知更新或新增节点后自动同步。",
      },
      {
        q: "电商大促的日期是官方的吗？",
        a: "不是法规意义上的官方日期，而是平台每年重复的活动惯例，日历里标为“行业惯例（非官方）”，具体以各平台当年公告为准。",
      },
    ],
    related: ["content-schedule", "campaign-checklist", "budget-planner"],
    templateQuery: "节日海报",
  },
  {
    slug: "utm-builder",
    family: "planning",
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
  },
  {
    slug: "qrcode",
    family: "planning",
    intro:
      "把链接或文字做成二维码：可调尺寸、白边、容错等级和颜色，可加 Logo；对比度太低或 Logo 太大时会提醒，并自动扫一遍生成的图片确认能读出来。支持 PNG、SVG 下载和 CSV 批量打包。",
    howTo: [
      "输入文字或链接，按需要调整尺寸、白边、容错等级和颜色。",
      "要加 Logo 时把容错等级调到 Q 或 H，Logo 大小不要超过提示的比例。",
      "点“生成二维码”，看到“自检通过”后下载 PNG（海报、详情页）或 SVG（印刷、放大不失真）。",
      "多个二维码用 CSV 批量生成，下载一个 ZIP。",
    ],
    sources: [
      {
        label: "ISO/IEC 18004:2015 QR Code 规范：四个纠错等级约 7%/15%/25%/30%，建议四格静区",
        confidence: "official",
        checkedAt: "2026-11-26",
      },
      {
        label: "WCAG 2.1 对比度公式（用于前景/背景对比度提醒）",
        url: "https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio",
        confidence: "official",
        checkedAt: "2026-11-26",
      },
      {
        label: "Logo 大小上限是本工具的保守建议值（约为容错能力的三分之一），以自检和真机扫码为准",
        confidence: "reference",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      {
        q: "加了 Logo 扫不出来怎么办？",
        a: "提高容错等级（H 最高）、缩小 Logo，或给 Logo 留出底色边框。生成后看自检结果，印刷前再用几款手机实际扫一遍。",
      },
      { q: "PNG 和 SVG 选哪个？", a: "线上使用选 PNG；印刷和需要放大的物料选 SVG，任意放大都清晰。" },
      { q: "二维码会过期吗？", a: "这里生成的是静态码，内容直接写在图案里，不会过期；链接本身失效时扫码才会打不开。" },
      { q: "内容会上传吗？", a: "不会。二维码的生成、自检和打包都在你的浏览器里完成。" },
    ],
    related: ["utm-builder", "marketing-calendar"],
  },
  {
    slug: "roi-calculator",
    family: "planning",
    intro:
      "填客单价、毛利率和转化率，选出价方式，算出保本 ROI、保本出价和目标 ROI 对应的出价，公式和不同 ROI 下的利润表都列出来，链接可直接发给同事复算。",
    howTo: [
      "选择出价方式：按转化（oCPM/oCPX 目标转化成本）、按点击（CPC）或按千次展示（CPM）。",
      "填写客单价、毛利率（扣除退货、佣金、运费后的实际毛利率更准）和转化率；CPM 还要填点击率。",
      "填目标 ROI，查看对应出价和每单利润；下方表格对比不同 ROI 下的出价与净利率。",
      "复制地址栏链接发给同事，打开就是同一组数字。",
    ],
    sources: [
      {
        label: "ROI = 成交金额 ÷ 广告消耗（巨量千川、淘宝直通车等平台报表的投产比口径）",
        confidence: "reference",
        checkedAt: "2026-11-26",
      },
      {
        label: "保本与出价公式为通用的单位经济模型推导，页面上列出了每一步",
        confidence: "reference",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      {
        q: "保本 ROI 为什么是 1 ÷ 毛利率？",
        a: "保本时每单广告费正好等于每单毛利：客单价 × 毛利率。ROI = 客单价 ÷ 每单广告费 = 1 ÷ 毛利率。例如毛利率 40%，保本 ROI 是 2.5。",
      },
      {
        q: "转化率怎么填？",
        a: "填“点击到成交”的转化率：成交单数 ÷ 点击数。按转化出价时它不影响出价，只用于换算 CPC/CPM。",
      },
      {
        q: "算出来的出价能直接用吗？",
        a: "是上限参考。平台实际扣费、起量速度和退款都会影响结果，建议先按目标 ROI 出价，再看数据微调。",
      },
    ],
    related: ["budget-planner", "utm-builder", "marketing-calendar"],
  },
  {
    slug: "budget-planner",
    family: "planning",
    intro:
      "把一次活动的投放预算按渠道和预热、爆发、返场三个阶段拆开：按比例或按金额调整，其余自动重新分配，金额取整到元且各行各列总是加得上，可导出 CSV 给财务和代理商。",
    howTo: [
      "填写总预算，按需要增删渠道。",
      "调整每个阶段和每个渠道的占比（或切到“按金额”直接填金额），其余部分会按原比例自动增减。",
      "检查表格里每格金额和合计，确认后导出 CSV。",
      "复制地址栏链接，打开就是同一份分配方案。",
    ],
    sources: [
      {
        label: "默认阶段占比 30% / 50% / 20% 是常见大促节奏的参考值，请按品类和往期数据调整",
        confidence: "reference",
        checkedAt: "2026-11-26",
      },
      {
        label: "金额取整：最大余数法（Hamilton 法），保证各项之和等于总额",
        confidence: "reference",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      {
        q: "为什么有的格子差 1 元？",
        a: "按比例算出的金额常有小数，取整到元时用最大余数法分配零头，这样每行、每列和总计都正好对得上，差额最多 1 元。",
      },
      {
        q: "新增渠道的预算从哪里来？",
        a: "新渠道从 0% 开始，不会改动已有安排；给它设置比例后，其余渠道按原比例让出预算。",
      },
      { q: "数据保存在哪里？", a: "方案只保存在当前页面链接里，不会上传；收藏或分享链接即可再次打开。" },
    ],
    related: ["roi-calculator", "marketing-calendar", "campaign-checklist"],
  },
  {
    slug: "campaign-checklist",
    family: "planning",
    intro:
      "选活动类型（大促、新品上市、直播、线下活动）和活动日期，自动排出 T−N 天的执行清单：每项任务有截止日期和负责人，勾选进度保存在浏览器里，可复制或导出 CSV 发给团队。",
    howTo: [
      "选择活动类型，填写活动日期。",
      "按截止日期逐项推进，给每项任务填上负责人。",
      "完成一项勾一项，进度自动保存在当前浏览器。",
      "复制为文本发到群里，或导出 CSV 放进项目表。",
    ],
    sources: [
      {
        label: "清单模板由本产品根据电商大促、新品上市、直播和线下活动的常见执行流程编写，提前天数为参考值",
        confidence: "reference",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      { q: "提前天数可以改吗？", a: "模板给的是常见节奏的参考值；导出 CSV 后可以在表格里按团队实际情况调整。" },
      { q: "换电脑后进度还在吗？", a: "进度只保存在当前浏览器。需要多人协作或换设备时，请导出 CSV 或复制文本。" },
      { q: "大促报名时间怎么确定？", a: "以平台当年发布的活动规则为准；可以配合营销日历查看节点和建议准备时间。" },
    ],
    related: ["marketing-calendar", "budget-planner", "content-schedule"],
  },
  {
    slug: "kol-brief",
    family: "planning",
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
  },
  {
    slug: "hook-library",
    family: "planning",
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
  },
  {
    slug: "content-schedule",
    family: "planning",
    intro:
      "按周排好各账号的选题、形式和发布时间，同一张表里显示当周的节假日、节气和营销节点；排期保存在你的浏览器里，可导出 CSV 或 .ics 放进团队日历。",
    howTo: [
      "添加你要运营的账号（抖音主号、小红书、公众号……）。",
      "选择日期、发布时间、形式，填写选题后点“添加”。",
      "表头会显示当周的营销节点，方便借势安排选题。",
      "导出 CSV 发给团队，或导出 .ics 导入日历，到点提醒发布。",
    ],
    sources: [
      {
        label: "表头的节日与营销节点来自本站营销日历（放假安排以国务院办公厅通知为准）",
        confidence: "reference",
        checkedAt: "2026-11-26",
      },
    ],
    faq: [
      { q: "排期保存在哪里？", a: "保存在当前浏览器的 IndexedDB 里，不会上传。换设备或清除浏览器数据前请先导出。" },
      { q: "导出的 .ics 是什么时区？", a: "按北京时间（UTC+8）写入，导入任何日历应用都会显示正确的发布时间。" },
    ],
    related: ["marketing-calendar", "hook-library", "campaign-checklist"],
  },
  bestPostTimeTool,
  keywordExpandTool,
];
