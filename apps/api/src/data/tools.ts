/**
 * The tool catalogue, grouped by the job a marketer is doing (peer research in
 * /work/shared/product/screens-peers.md §2.2). Every category belongs to one of the
 * four audiences the spec names. Icons are lucide names; a test checks they exist.
 */

export const audiences = [
  { key: "ad", name: "广告分析" },
  { key: "creative", name: "创意分析" },
  { key: "content", name: "内容营销" },
  { key: "material", name: "素材分析" },
] as const;

export type AudienceKey = (typeof audiences)[number]["key"];

export type SeedCategory = { key: string; name: string; description: string; audience: AudienceKey };

export const toolCategories: SeedCategory[] = [
  { key: "compliance", name: "合规检测", description: "投放前查违禁词、极限词与行业敏感表述，少被驳回、少被限流", audience: "ad" },
  { key: "copywriting", name: "文案分析", description: "字数、标题、可读性与关键词，按平台规范把文案打磨好", audience: "content" },
  { key: "material", name: "素材分析", description: "图片与视频的规格、安全区、配色和画质，一次检查到位", audience: "material" },
  { key: "delivery", name: "投放辅助", description: "链接追踪、二维码、出价与预算测算，投放前后都用得上", audience: "ad" },
  { key: "insight", name: "创意洞察", description: "拆解爆款创意、追踪热点，找到下一条素材的灵感", audience: "creative" },
  { key: "planning", name: "运营规划", description: "营销日历、内容排期与活动清单，把节点提前排进计划", audience: "content" },
];

export type SeedTool = {
  id: number;
  slug: string;
  name: string;
  summary: string;
  category: string;
  vip: boolean;
  hot?: boolean;
  isNew?: boolean;
  platforms: string[];
  icon: string;
  uses: number;
};

const SHORT_VIDEO = ["抖音", "快手", "视频号"];
const ECOMMERCE = ["淘宝", "京东", "拼多多"];
const ALL_MAJOR = ["抖音", "快手", "小红书", "微信", "微博", "B站", "淘宝", "京东", "拼多多", "视频号"];

export const tools: SeedTool[] = [
  // 合规检测
  { id: 101, slug: "banned-words", name: "违禁词检测", summary: "一键查出广告法违禁词和极限词，并给出可替换的合规说法", category: "compliance", vip: false, hot: true, platforms: ALL_MAJOR, icon: "lucide:shield-check", uses: 1_284_530 },
  { id: 102, slug: "extreme-words", name: "极限词改写", summary: "把“最”“第一”“国家级”等极限用语改写成不违规的表达", category: "compliance", vip: false, platforms: ["抖音", "小红书", ...ECOMMERCE], icon: "lucide:replace", uses: 436_210 },
  { id: 103, slug: "industry-sensitive", name: "行业敏感词检测", summary: "医美、保健食品、金融、教育等行业的禁用宣传语专项检查", category: "compliance", vip: true, platforms: ["抖音", "快手", "小红书", "微信"], icon: "lucide:shield-alert", uses: 98_420 },
  { id: 104, slug: "diversion-words", name: "导流词检测", summary: "识别微信号、手机号、“私我”等站外导流表述，降低限流风险", category: "compliance", vip: false, isNew: true, platforms: ["抖音", "快手", "小红书", "视频号"], icon: "lucide:unlink", uses: 57_310 },
  { id: 105, slug: "image-text-check", name: "图片文字合规检测", summary: "识别海报和主图里的文字，逐条标出违规风险", category: "compliance", vip: true, hot: true, platforms: ["淘宝", "京东", "拼多多", "小红书"], icon: "lucide:scan-text", uses: 211_880 },
  { id: 106, slug: "live-script-check", name: "直播话术检测", summary: "逐句检查直播口播脚本里的夸大承诺和诱导下单话术", category: "compliance", vip: true, isNew: true, platforms: ["抖音", "快手", "视频号", "淘宝"], icon: "lucide:mic", uses: 33_905 },
  { id: 107, slug: "video-subtitle-check", name: "视频字幕合规检测", summary: "提取视频字幕与口播文本，定位违规词出现的时间点", category: "compliance", vip: true, platforms: SHORT_VIDEO, icon: "lucide:captions", uses: 45_120 },

  // 文案分析
  { id: 201, slug: "word-count", name: "字数统计", summary: "按各平台标题和正文上限统计字数、字符数与表情数", category: "copywriting", vip: false, platforms: ALL_MAJOR, icon: "lucide:letter-text", uses: 652_470 },
  { id: 202, slug: "title-analyzer", name: "标题打分", summary: "从情绪词、数字、悬念和长度四个维度给标题打分并给出改法", category: "copywriting", vip: false, hot: true, platforms: ["小红书", "微信", "抖音", "B站"], icon: "lucide:heading", uses: 503_660 },
  { id: 203, slug: "readability", name: "可读性分析", summary: "评估句子长度、生僻词和段落结构，让长文读起来不累", category: "copywriting", vip: false, platforms: ["微信", "微博", "小红书"], icon: "lucide:book-open", uses: 87_340 },
  { id: 204, slug: "word-frequency", name: "词频统计", summary: "统计高频词和关键词密度，检查核心词是否出现得恰到好处", category: "copywriting", vip: false, platforms: ["微信", "小红书", "淘宝"], icon: "lucide:chart-column", uses: 120_560 },
  { id: 205, slug: "xhs-note-check", name: "小红书笔记体检", summary: "检查标题、标签、关键词布局和敏感表述是否符合笔记规范", category: "copywriting", vip: true, hot: true, platforms: ["小红书"], icon: "lucide:notebook-pen", uses: 276_015 },
  { id: 206, slug: "selling-points", name: "卖点提炼", summary: "从商品详情里提炼三到五条核心卖点，生成短句版本", category: "copywriting", vip: true, platforms: ECOMMERCE, icon: "lucide:sparkles", uses: 148_300 },
  { id: 207, slug: "hashtag-suggest", name: "话题标签推荐", summary: "根据内容推荐热门话题与长尾标签的组合", category: "copywriting", vip: false, isNew: true, platforms: ["抖音", "小红书", "微博", "B站"], icon: "lucide:hash", uses: 64_780 },
  { id: 208, slug: "wechat-layout-check", name: "公众号排版检查", summary: "检查段落、行距、配图与摘要长度，预览手机端阅读效果", category: "copywriting", vip: false, platforms: ["微信"], icon: "lucide:layout-template", uses: 41_265 },

  // 素材分析
  { id: 301, slug: "image-spec", name: "图片规格检测", summary: "检查尺寸、比例和文件大小是否符合各平台的上传要求", category: "material", vip: false, hot: true, platforms: ALL_MAJOR, icon: "lucide:image", uses: 398_770 },
  { id: 302, slug: "video-spec", name: "视频规格检测", summary: "分辨率、码率、时长、帧率一次查清，不合规的项直接标红", category: "material", vip: false, platforms: [...SHORT_VIDEO, "B站", "小红书"], icon: "lucide:film", uses: 205_430 },
  { id: 303, slug: "safe-area", name: "视频安全区预览", summary: "叠加抖音、快手、视频号的界面遮挡区，避免字幕和商品被挡住", category: "material", vip: false, isNew: true, platforms: SHORT_VIDEO, icon: "lucide:scan", uses: 72_640 },
  { id: 304, slug: "palette", name: "配色提取", summary: "从图片提取主色和辅助色，生成可复制的色卡", category: "material", vip: false, platforms: ["小红书", "淘宝", "微信"], icon: "lucide:palette", uses: 93_210 },
  { id: 305, slug: "cover-crop", name: "封面裁切预览", summary: "一张图同时生成各平台封面比例，预览裁切后的效果", category: "material", vip: false, platforms: ["抖音", "小红书", "B站", "视频号", "微信"], icon: "lucide:crop", uses: 156_980 },
  { id: 306, slug: "image-compress", name: "图片压缩", summary: "在画质基本不变的前提下，把图片压到平台上传上限以内", category: "material", vip: false, hot: true, platforms: ALL_MAJOR, icon: "lucide:image-down", uses: 721_300 },
  { id: 307, slug: "material-dedupe", name: "素材查重", summary: "找出相似素材，避免重复投放被判定为低质创意", category: "material", vip: true, platforms: ["抖音", "快手", "视频号"], icon: "lucide:copy", uses: 38_470 },
  { id: 308, slug: "copyright-risk", name: "版权风险检测", summary: "识别素材中的字体、水印和疑似版权图片，提前规避侵权", category: "material", vip: true, platforms: ALL_MAJOR, icon: "lucide:stamp", uses: 51_090 },

  // 投放辅助
  { id: 401, slug: "utm-builder", name: "UTM 链接生成", summary: "为每条投放链接加上来源、媒介和活动参数，效果分得清", category: "delivery", vip: false, platforms: ["微信", "微博", "B站"], icon: "lucide:link", uses: 88_150 },
  { id: 402, slug: "qrcode", name: "二维码生成", summary: "生成可换颜色、加 Logo 的二维码，支持批量导出", category: "delivery", vip: false, hot: true, platforms: ["微信", "视频号", "淘宝"], icon: "lucide:qr-code", uses: 934_020 },
  { id: 403, slug: "roi-calculator", name: "ROI 计算器", summary: "输入客单价、毛利和转化率，算出保本出价与目标 ROI", category: "delivery", vip: false, platforms: ["抖音", "快手", "淘宝", "京东"], icon: "lucide:calculator", uses: 167_560 },
  { id: 404, slug: "budget-planner", name: "预算分配", summary: "按渠道和阶段拆分投放预算，生成可调整的分配表", category: "delivery", vip: true, platforms: ["抖音", "快手", "小红书", "微信"], icon: "lucide:chart-pie", uses: 29_870 },
  { id: 405, slug: "landing-page-check", name: "落地页检测", summary: "检测打开速度、首屏信息和表单可用性，找出流失点", category: "delivery", vip: true, isNew: true, platforms: ["抖音", "微信", "快手"], icon: "lucide:gauge", uses: 18_640 },
  { id: 406, slug: "keyword-expand", name: "关键词拓词", summary: "由一个核心词拓展出长尾词和相关搜索词，用于搜索广告", category: "delivery", vip: true, platforms: ["淘宝", "京东", "拼多多", "小红书"], icon: "lucide:search", uses: 74_930 },

  // 创意洞察
  { id: 501, slug: "hit-video-breakdown", name: "爆款视频拆解", summary: "拆解前三秒钩子、镜头节奏和转化话术，照着结构做新素材", category: "insight", vip: true, hot: true, platforms: SHORT_VIDEO, icon: "lucide:clapperboard", uses: 189_450 },
  { id: 502, slug: "creative-tagging", name: "创意元素标注", summary: "自动标注人物、场景、卖点和字幕，方便按元素复盘效果", category: "insight", vip: true, platforms: ["抖音", "快手", "小红书"], icon: "lucide:tags", uses: 26_310 },
  { id: 503, slug: "competitor-creatives", name: "竞品创意对比", summary: "把竞品近期的投放素材放在一起比，看清卖点和形式的差异", category: "insight", vip: true, platforms: ["抖音", "快手", "小红书", "视频号"], icon: "lucide:git-compare", uses: 47_820 },
  { id: 504, slug: "trending-topics", name: "热点话题追踪", summary: "汇总各平台正在上升的话题，附上可借势的内容方向", category: "insight", vip: false, hot: true, platforms: ["微博", "抖音", "B站", "小红书"], icon: "lucide:flame", uses: 312_640 },
  { id: 505, slug: "hook-library", name: "开头钩子灵感库", summary: "按行业整理的短视频开头句式，一键复制改写", category: "insight", vip: false, isNew: true, platforms: SHORT_VIDEO, icon: "lucide:lightbulb", uses: 55_470 },

  // 运营规划
  { id: 601, slug: "marketing-calendar", name: "营销日历", summary: "节假日、节气和电商大促一目了然，并给出建议开始准备的日期", category: "planning", vip: false, hot: true, platforms: ALL_MAJOR, icon: "lucide:calendar-days", uses: 268_900 },
  { id: 602, slug: "content-schedule", name: "内容排期表", summary: "按周排好各账号的选题和发布时间，导出给团队协作", category: "planning", vip: false, platforms: ["小红书", "抖音", "微信", "B站"], icon: "lucide:calendar-check", uses: 81_730 },
  { id: 603, slug: "best-post-time", name: "最佳发布时间", summary: "按平台和行业给出用户活跃高峰，避开流量低谷发布", category: "planning", vip: true, platforms: ["抖音", "小红书", "微博", "视频号"], icon: "lucide:clock", uses: 63_280 },
  { id: 604, slug: "kol-brief", name: "达人合作 Brief", summary: "填几项信息就能生成给达人的合作需求单，减少来回沟通", category: "planning", vip: true, isNew: true, platforms: ["抖音", "小红书", "B站"], icon: "lucide:handshake", uses: 12_460 },
  { id: 605, slug: "campaign-checklist", name: "活动执行清单", summary: "大促和新品上市的执行清单模板，按天拆解到人", category: "planning", vip: false, platforms: ["淘宝", "京东", "拼多多", "抖音"], icon: "lucide:list-checks", uses: 40_150 },
];
