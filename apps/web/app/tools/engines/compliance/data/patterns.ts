/**
 * Regex detectors. They run on the normalised text (lower case, half-width,
 * simplified, separators removed — so "138 1234 5678" and "１３８-1234-5678" both
 * read 13812345678), and their spans map back to the user's characters.
 */
import type { PatternRule } from "./rule-types";
import { CLAIM_PATTERN_RULES } from "./patterns-claims";
import { CONTEXT_PATTERN_RULES } from "./patterns-context";
import { LEXICON_PATTERN_RULES } from "./patterns-lexicon";
import { MEDICAL_PATTERN_RULES } from "./patterns-medical";
import { SPECIAL_PATTERN_RULES } from "./patterns-special";
import { STATE_PATTERN_RULES } from "./patterns-state";
import { PENALTY } from "./term-builder";
import { SOURCES } from "./sources";

const NUM = "(?:\\d+|[一二两三四五六七八九十百]+)";

export const PATTERN_RULES: PatternRule[] = [
  // ── H. 导流 contact detectors: 平台规则, never 违法 ──
  {
    id: "H.phone",
    label: "手机号",
    group: "H",
    level: "平台规则",
    noContext: true,
    pattern: /(?<!\d)(?:\+?86)?1[3-9]\d{9}(?!\d)/g,
    basis: "平台社区规范：站外导流（留手机号），不属于法律条文",
    why: "正文留手机号会被平台判定为站外导流（平台规则，不是违法）",
    rewrites: ["私信咨询（在平台内沟通）"],
    source: SOURCES.platform,
  },
  {
    id: "H.landline",
    label: "固定电话/400 电话",
    group: "H",
    level: "平台规则",
    noContext: true,
    pattern: /(?<!\d)(?:400\d{7}|800\d{7}|0\d{2,3}\d{7,8})(?!\d)/g,
    basis: "平台社区规范：站外导流（留电话），不属于法律条文",
    why: "正文留电话号码会被内容平台判定为站外导流（平台规则，不是违法）",
    rewrites: ["私信咨询（在平台内沟通）"],
    source: SOURCES.platform,
  },
  {
    id: "H.wechat-id",
    label: "微信号",
    group: "H",
    level: "平台规则",
    noContext: true,
    // ASCII cues (vx, wx) need 号, a colon or a leading 加, so "wxyz brand" is not a WeChat id.
    pattern:
      /(?:(?:微信|威信|薇信|v信|绿泡泡)号?:?|(?<![a-z0-9])(?:vx|wx|wechat|v)(?:号|:)|加(?:vx|wx|v)号?:?)[a-z][a-z0-9]{5,19}(?![a-z0-9])|(?:联系方式|联系电话|电话|微信号?|vx|v信|wx)(?:见|在|看|放在?)(?:我的)?(?:主页|简介|个人简介|头像|置顶|背景图)/g,
    basis: "平台社区规范：站外导流（留微信号），不属于法律条文",
    why: "留微信号会被平台判定为站外导流（平台规则，不是违法）",
    rewrites: ["私信咨询（在平台内沟通）"],
    source: SOURCES.platform,
  },
  {
    id: "H.qq",
    label: "QQ 号/群号",
    group: "H",
    level: "平台规则",
    noContext: true,
    pattern: /(?:qq|扣扣|企鹅)(?:号|群|群号)?[:：]?\d{5,11}(?!\d)/g,
    basis: "平台社区规范：站外导流（留 QQ），不属于法律条文",
    why: "留 QQ 号或群号会被平台判定为站外导流（平台规则，不是违法）",
    rewrites: ["私信咨询（在平台内沟通）"],
    source: SOURCES.platform,
  },
  {
    id: "H.taokouling",
    label: "淘口令",
    group: "H",
    level: "平台规则",
    noContext: true,
    pattern: /[￥$€₴][a-z0-9]{8,14}[￥$€₴]/g,
    basis: "平台社区规范：站外导流（淘口令），不属于法律条文",
    why: "淘口令会被内容平台判定为站外导流（平台规则，不是违法）",
    rewrites: ["店铺搜索：XX"],
    source: SOURCES.platform,
  },
  {
    // 戳主页进粉丝群, 淘宝优惠口令: leading readers to a group or another platform's code.
    id: "H.group-lead",
    label: "引导进群、口令",
    group: "H",
    level: "平台规则",
    noContext: true,
    pattern:
      /(?:戳|点|看|进)主页[^,。!?;]{0,4}?(?:进群|加群|粉丝群|群聊|vx|v信|微信)|进(?:粉丝|福利|优惠)?群[^,。!?;]{0,6}?(?:领|发|拿|抢|送)|(?:淘宝|拼多多|京东|抖音|闲鱼)(?:优惠|福利)?口令/g,
    basis: "平台社区规范：站外导流（引导进群、发布其他平台口令），不属于法律条文",
    why: "引导用户进群或发布其他平台的口令，会被内容平台判定为交易导流（平台规则，不是违法）",
    rewrites: ["（删除）"],
    source: SOURCES.platform,
  },
  {
    // 分享给3个好友即可领取, 转发到2个群再领: a reward that asks for shares (诱导分享).
    id: "H.share-for-reward",
    label: "分享换奖励",
    group: "H",
    level: "平台规则",
    pattern:
      /(?:分享|转发|邀请)(?:此条|本条|这条|此文|本文|这篇|文章|视频|海报|链接)?(?:给|到|至)?(?:\d+|[一二两三四五六七八九十]+)(?:个|位|名)?(?:好友|朋友|群|微信群|人)[^。!?;]{0,10}?(?:即可|就能|就可以|才能|可|再)?(?:领|获得|得|解锁|免费|抽奖|参与)|(?<!被|已|曾)(?:分享|转发|转给)(?!会|了|量|数|次|者|人)[^。!?;]{0,14}?(?:即可|就能|就可以|就可|才能|还能|可以|可|后|一起)(?:领|获得|得到|解锁|免费|抽奖|参与|查看|看到|增加|多得|一生平安|保平安|好运|红包)|(?:必须|需要|需|须)先?(?:分享|转发)[^,。!?;]{0,8}?(?:才能|才可|方可)|不(?:分享|转发)(?:就|则|的话)?(?:无法|不能|看不到|会倒霉|不是)/g,
    basis: "《微信外部链接内容管理规范》2.1.2（诱导分享）及各平台同类规则，不属于法律条文",
    why: "把分享、转发作为领取奖励、解锁内容或“保平安”的条件，或不分享就不让看，是诱导分享，平台会限制传播（平台规则，不是违法）",
    rewrites: ["欢迎分享给需要的朋友"],
    source: SOURCES.wechat,
  },
  {
    // 关注+点赞，抽10人送同款; 评论转发抽奖: a reward for following, liking or commenting (诱导互动).
    id: "H.engagement-bait",
    label: "诱导关注、点赞、评论",
    group: "H",
    level: "平台规则",
    pattern:
      /点赞(?:过|破|满|到)(?:\d+|[一二两三四五六七八九十百千万]+)(?:个)?(?:就|即|马上)?(?:更新|追更|更|出下一期|出教程|公布)|(?:关注|点赞|评论|收藏|转发|留言)(?:[+＋、和及]|并|再)?(?:关注|点赞|评论|收藏|转发|留言)?[^。!?;]{0,6}?(?:抽(?:\d+|[一二两三四五六七八九十百]+)?(?:人|位|名|个)?|就送|即送|即可获得|即可领|免费送|有奖|(?:获得|赢|领|拿|得)(?:取)?(?:奖品|礼品|礼物|红包|好礼)|送[^,。!?;]{0,4}?(?:同款|红包|礼品|礼物))/g,
    basis: "抖音、快手、微信等平台社区规范（诱导关注、点赞、评论等互动），不属于法律条文",
    why: "用奖品换关注、点赞或评论，会被平台判定为诱导互动并限流（平台规则，不是违法）",
    rewrites: ["欢迎关注，了解更多"],
    source: SOURCES.platform,
  },
  {
    // 五星好评返现2元, 晒图返现, 集58赞送榴莲: a reward for a review or for collected likes. Cash for a good review is
    // also barred by 《电子商务法》第十七条 and 《反不正当竞争法》第八条 (fines quoted in the round-11 decisions); the
    // platforms delist for it.
    id: "H.review-reward",
    label: "好评返现、集赞送礼",
    group: "H",
    level: "平台规则",
    pattern:
      /好评[^。!?;]{0,20}?(?:返现|返(?:\d+|[一二两三四五六七八九十])元|送红包|领红包)|(?:五星|好评|晒图|晒单|追评)[^。!?;]{0,12}?奖励(?:\d+(?:\.\d+)?|[一二两三四五六七八九十])元|(?:晒图|晒单|追评)(?:[^。!?;]{0,6}?)?返现|集(?:满)?(?:\d+|[一二两三四五六七八九十百]+)个?赞(?:即|就|可)?(?:送|领|换|免费|得)/g,
    basis:
      "各电商、内容平台规则（好评返现、诱导集赞）；《电子商务法》第十七条、《反不正当竞争法》第八条（以返现换好评属于虚构交易评价）",
    why: "用返现换好评、用礼品换集赞，平台会按诱导好评、诱导分享处理；好评返现还可能构成虚假评价",
    rewrites: ["欢迎如实评价"],
    source: SOURCES.platform,
  },
  {
    // 关注我的B站号, 去小红书搜我: sending the audience to an account on another platform (站外导流).
    id: "H.other-platform",
    label: "引导到其他平台",
    group: "H",
    level: "平台规则",
    pattern:
      /(?:关注|搜|搜索)(?:一下)?(?:我|我们)的?(?:b站|小红书|小红薯|抖音|快手|微博|淘宝店|闲鱼)(?:号|账号|店铺|主页)?|(?:去|来|到)(?:b站|小红书|小红薯|抖音|快手|微博|视频号|闲鱼)(?:上)?(?:搜|搜索|找)(?:我|我们)|(?:去|到|在|上)?(?:淘宝|天猫|京东|拼多多|闲鱼)(?:app)?(?:上)?(?:搜索?|搜一下)(?:店铺名?|店名|我们|我的?|同名)/gi,
    basis: "各内容平台社区规范（站外导流：引导用户到其他平台），不属于法律条文",
    why: "在一个平台引导观众去另一个平台的账号，会被判定为站外导流（平台规则，不是违法；在该平台自己的账号互相引用不受限）",
    rewrites: ["点击主页了解更多"],
    source: SOURCES.platform,
  },
  {
    // 点击就送iPhone, 点一下赢大奖: a prize promised for a click (TikTok's own prohibited example; decision 009,
    // "Update, rounds 19 and 20"). 点击领取优惠券 names what the click does and stays clean.
    id: "H.click-bait",
    label: "点击就送",
    group: "H",
    level: "平台规则",
    pattern:
      /点(?:击|一下)(?:就|即)(?:送|领|得|赢|中)|点(?:击|一下)(?:立即|马上)?(?:赢取?|抽|送)[^,。!?;]{0,4}?(?:iphone|苹果手机|手机|现金|红包|大奖|豪礼|汽车)/g,
    basis: "TikTok 等平台广告政策（诱导点击：以奖品诱导用户点击），不属于法律条文",
    why: "用“点击就送”之类的奖品诱导点击，平台广告审核按欺骗性内容拒审（平台规则，不是违法）",
    rewrites: ["点击了解"],
    source: SOURCES.tiktokAds,
  },
  {
    // 内部优惠券, 隐藏券: coupons presented as secret or insiders' (a promoters' rule; community-sourced).
    id: "H.hidden-coupon",
    label: "内部券、隐藏券",
    group: "H",
    level: "平台规则",
    pattern: /(?:内部|隐藏|内购)(?:隐藏|专属)?(?:优惠)?券/g,
    basis: "电商优惠券推广规范（不得宣传“内部”“隐藏”优惠券），不属于法律条文；平台原文未核到",
    why: "把公开发放的优惠券说成“内部”“隐藏”券，推广规范不允许（平台规则，依推广团队整理，不是违法）",
    rewrites: ["优惠券"],
    source: SOURCES.couponPromotion,
  },
  {
    // 扫码加好友, 长按识别二维码进群: a QR code as a way off the platform (a QR code merely named — 防伪二维码,
    // 品牌会提供二维码 — leads nowhere).
    id: "H.qr-lead",
    label: "二维码导流",
    group: "H",
    level: "平台规则",
    pattern:
      /(?:扫|扫描|长按|识别|添加|加)[^,。!?;]{0,4}?(?:二维码|码)[^,。!?;]{0,6}?(?:加|进群|入群|领|关注|咨询|下单|购买|好友|微信)|二维码[^,。!?;]{0,4}?(?:加好友|进群|入群|加微信|领取|咨询)/g,
    basis: "平台社区规范：站外导流（抖音、小红书、淘宝短视频等），不属于法律条文",
    why: "引导用户扫码加好友、进群或到站外下单，会被平台判定为站外导流（平台规则，不是违法）",
    rewrites: ["私信咨询（在平台内沟通）"],
    source: SOURCES.platform,
  },
  {
    // 下单请联系客服微信, 添加老师微信: leading buyers to a private chat to trade.
    id: "H.private-contact",
    label: "引导私下联系",
    group: "H",
    level: "平台规则",
    pattern:
      /(?:联系|添加|加一下|咨询)(?:客服|老师|助理|店主|小编|顾问|我们)?的?(?:微信|vx|v信|qq|企业微信)|私(?:聊|信)(?:发|给)(?:你|您)?(?:优惠券|券|链接|价格|报价|红包|福利)/g,
    basis: "各电商、内容平台交易规则（引导线下交易、站外沟通），不属于法律条文",
    why: "引导买家加微信、QQ 私下沟通或交易，会被平台判定为站外导流（平台规则，不是违法）",
    rewrites: ["联系平台客服"],
    source: SOURCES.platform,
  },
  {
    // +V了解详情, ➕vx: the plus sign reads "add" (加微信); the normalised text drops it as a separator, so this
    // one runs on the user's characters.
    id: "H.plus-contact",
    label: "“+V”导流",
    group: "H",
    level: "平台规则",
    onOriginal: true,
    pattern: /(?<![a-z0-9])(?:\+|➕)\s?(?:vx|v信|wx|v|微信|微|薇|威)(?![a-z0-9])/gi,
    basis: "各电商、内容平台交易规则（引导线下交易、站外沟通），不属于法律条文",
    why: "“+V”“➕vx”就是“加微信”，会被平台判定为站外导流（平台规则，不是违法）",
    rewrites: ["联系平台客服"],
    source: SOURCES.platform,
  },
  {
    id: "H.link",
    label: "链接",
    group: "H",
    level: "平台规则",
    noContext: true,
    onOriginal: true,
    pattern:
      /(?:https?:\/\/|www\.)[^\s，。！？、）)】」"'<>]+|(?<![a-z0-9@.-])[a-z0-9-]{2,}\.(?:com|cn|net|org|top|vip|cc|xyz|shop|link|me|io)(?![a-z0-9])(?:\/[^\s，。！？、]*)?/gi,
    basis: "平台社区规范：站外导流（外链）；TikTok 广告文案不得含链接，不属于法律条文",
    why: "正文放外部链接会被平台判定为站外导流（平台规则，不是违法）",
    rewrites: ["点击主页了解更多"],
    source: SOURCES.platform,
  },
  // ── G. 虚假紧迫 / 价格 (需证明) ──
  {
    // 专柜5折, 吊牌价3折, 市场价2折起: a discount from a reference price the shop never charged.
    id: "G.reference-discount",
    label: "参照价折扣",
    group: "G",
    level: "需证明",
    pattern: /(?:专柜|商场|吊牌|市场|指导|厂家)价?(?:\d+(?:\.\d+)?|[一二三四五六七八九])折/g,
    basis:
      "《广告法》第八条、第二十八条；《明码标价和禁止价格欺诈规定》第十九条（折扣须以本经营者此前的实际成交价为基准，不得虚构原价）",
    penalty: PENALTY.p55,
    why: "以专柜价、吊牌价、市场价为基准打折，须能证明这个价格真实存在并成交过，否则是虚构原价",
    rewrites: ["（写明折扣的基准价及其依据）"],
    source: SOURCES.price,
  },
  {
    // 不要一万，不要一千，几十元拿走: the TV-shopping count-down of prices nobody charged, a 虚构原价 by other means.
    id: "G.price-countdown",
    label: "“不要X元”式报价",
    group: "G",
    level: "需证明",
    pattern:
      /不要(?:\d+|[一二两三四五六七八九十百千万]+)(?:元|块)?[,，、]?(?:也|更|甚至)?不要(?:\d+|[一二两三四五六七八九十百千万]+)(?:元|块)?/g,
    basis: "《明码标价和禁止价格欺诈规定》第十九条（虚构原价、虚假优惠折价）；《广告法》第二十八条",
    penalty: PENALTY.p55,
    why: "“不要一万、不要一千”暗示商品值这些钱，等于虚构原价：这些价格须真实成交过，否则构成价格欺诈",
    rewrites: ["（写明实际售价，删除虚构的对比价）"],
    source: SOURCES.price,
  },
  {
    // 市场价1280元，活动价380元; 专柜价699，本店只要199; 价格2199元，促销价1799元; 比双十一还便宜: a reference
    // price (or occasion) set beside the selling price is a 被比较价格; the rules require it to be a real price at
    // which the goods were offered or sold.
    id: "G.reference-price",
    label: "参照价对比",
    group: "G",
    level: "需证明",
    sellingOnly: true,
    pattern:
      /(?:(?:市场|专柜|吊牌|门市|门店|商场|零售|指导|厂家指导|建议零售|参考|划线|官方|日常|官网)价(?:格)?|(?<![\u4e00-\u9fa5])价格)(?:为|是|:)?[￥¥]?\d+(?:\.\d+)?(?![\d.])(?:元)?(?=[^。!?;]{1,12}?(?:活动价|现价|特价|只要|仅需|仅售|秒杀价|到手价|优惠价|团购价|直播价|本店价|会员价|促销价|折后价|券后价|体验价|限时价|抢购价))|比(?:双十一|双11|双十二|双12|618|平时|专柜|门店|实体店|官网|超市|市场价|别家|同行|外面)(?:还|更|都)?(?:便宜|低|划算|实惠)/g,
    basis:
      "《明码标价和禁止价格欺诈规定》第十三条、第十九条（被比较价格须真实、准确，且是本经营者此前的实际成交价或表明来源）；《广告法》第二十八条",
    penalty: PENALTY.p55,
    why: "把市场价、专柜价一类参照价写在售价旁边，须能证明这个价格真实存在（本店此前的成交价或写明来源），否则构成价格欺诈",
    rewrites: ["（写明参照价的来源与时间）"],
    source: SOURCES.price,
  },
  {
    id: "G.countdown",
    label: "倒计时/库存紧迫",
    group: "G",
    level: "需证明",
    pattern: new RegExp(
      `(?:仅剩|只剩|最后|还剩|仅限)${NUM}(?:件|份|个|台|位|名|席|单|套|间|户|辆|瓶|盒|张|组|小时|分钟|天|秒)`,
      "g",
    ),
    basis: "《广告法》第四条、第二十八条；《明码标价和禁止价格欺诈规定》（须真实且可证明）",
    penalty: PENALTY.p55,
    why: "库存或时限表述须真实，能拿出库存和活动时间的记录",
    rewrites: ["以页面实际库存为准", "活动时间：X月X日—X月X日"],
    source: SOURCES.price,
  },
  // ── C. 功效时限 ──
  {
    id: "C.days-effect",
    label: "X天见效",
    group: "C",
    level: "禁用",
    pattern: new RegExp(
      `${NUM}(?:天|日|周|个月|次)(?:见效|显效|根治|治愈|缓解|康复|痊愈|好转|瘦|美白|祛斑|祛痘|变白|白|生发|长高|去皱|淡斑|淡化|去除|消除|告别|去掉|除皱)` +
        // 短短7天，肌肤改变看得见; 5天增长5毫米 (round 23's train rows): a change promised by a date, told apart by a comma
        // or as a growth in figures.
        `|(?:短短|只需|仅需|仅用)${NUM}(?:天|日|周)[,，]?[^。!?;]{0,6}?(?:改变看得见|变化看得见|效果看得见|肉眼可见|立竿见影|焕然一新)|${NUM}(?:天|日|周)(?:增长|长长|长出|增加)(?:了)?\\d+(?:\\.\\d+)?(?:毫米|mm|厘米|cm)` +
        // 4天即可发现暗沉的肤色白了一个色号 (round 25): whiter by shades within a date.
        `|${NUM}(?:天|日|周)[^,。!?;]{0,12}?(?:白|亮)了?${NUM}个?色号`,
      "g",
    ),
    basis: "《广告法》第十七条、第十六条第一款第（一）项、第二十八条（功效断言）",
    penalty: PENALTY.p58("二"),
    why: "承诺几天见效属于功效断言，太原等地市场监管部门明确点名",
    rewrites: ["坚持使用，效果因人而异"],
    source: SOURCES.cosmetics,
  },
  {
    id: "C.percent-effective",
    label: "XX%有效",
    group: "C",
    level: "禁用",
    pattern:
      /\d{1,3}(?:\.\d+)?%(?:有效|治愈|见效|痊愈|好转)|\d{1,3}(?:\.\d+)?%(?:以上|左右)?的?(?:用户|患者|顾客|消费者|使用者|人)[^,。!?;]{0,6}?(?:有效|见效|改善|好转|康复|痊愈)/g,
    basis: "《广告法》第十六条第一款第（二）项（不得含治愈率、有效率）、第十七条",
    penalty: PENALTY.p58("一"),
    why: "有效率、治愈率不得出现在广告中",
    rewrites: ["效果因人而异"],
    source: SOURCES.law,
  },
  {
    id: "C.cure",
    label: "能治某病",
    group: "C",
    level: "禁用",
    // 能治/专治/可治 + an illness; 治理、治安、治水 are not medical, nor 多功能治疗仪 (a device name).
    pattern: /(?<![不没未功])(?:能|可以|可|专|包|还能)治(?:好)?(?![理安水沙国学])[\u4e00-\u9fa5]{1,4}/g,
    basis: "《广告法》第十七条（除医疗、药品、医疗器械广告外，禁止涉及疾病治疗功能）",
    penalty: PENALTY.p58("二"),
    why: "宣称能治疗疾病，非医疗、药品、器械广告一律不得使用",
    rewrites: ["日常保养"],
    source: SOURCES.law,
  },
  {
    id: "C.rate",
    label: "治愈率/有效率/成功率",
    group: "C",
    level: "禁用",
    pattern:
      /(?:有效|治愈|痊愈|康复|再生|成功|好转|存活|改善|见效|治疗有效)率(?:高达|达到|达|超过|约|为|≈)?\d{1,3}(?:\.\d+)?%/g,
    industryLevel: { general: "行业敏感", education: null, finance: null, "real-estate": null },
    basis: "《广告法》第十六条第一款第（二）项（医疗、药品、医疗器械广告不得含有治愈率或者有效率）、第十七条",
    penalty: PENALTY.p58("一"),
    why: "以百分比宣传治愈率、有效率、成功率，属于法律明令禁止的内容",
    rewrites: ["效果因人而异"],
    source: SOURCES.law,
  },
  {
    id: "C.disease",
    label: "预防/远离某病",
    group: "C",
    level: "禁用",
    pattern:
      /(?:远离|预防|防止|告别|治好|根除|逆转|克星|赶走|击退)(?:了)?(?:癌症|肿瘤|糖尿病|高血压|高血脂|高血糖|三高|心脏病|冠心病|心梗|中风|脑梗|痛风|关节炎|骨质疏松|失眠|便秘|胃病|胃炎|肝病|脂肪肝|近视|老花|白内障|湿疹|牛皮癣|鼻炎|咽炎|感冒|疾病|老年痴呆|抑郁)/g,
    basis: "《广告法》第十七条（除医疗、药品、医疗器械广告外，禁止涉及疾病预防、治疗功能）；第十八条第一款第（二）项",
    penalty: PENALTY.p58("二"),
    why: "宣称能预防或摆脱疾病，非医疗、药品、器械广告一律不得使用",
    rewrites: ["健康生活方式的一部分", "日常营养"],
    source: SOURCES.law,
  },
  {
    id: "C.years-younger",
    label: "年轻X岁",
    group: "C",
    level: "禁用",
    pattern: new RegExp(`(?:年轻|减龄|逆生长)${NUM}岁`, "g"),
    basis: "《广告法》第四条、第二十八条（夸大功效）；《化妆品命名指南》（禁止夸大功效）",
    penalty: PENALTY.p55,
    why: "“年轻十岁”一类表述夸大功效，无法证明",
    rewrites: ["肌肤状态更好"],
    source: SOURCES.cosmetics,
  },
  // ── D. 教育 ──
  {
    id: "D.pass-rate",
    label: "通过率承诺",
    group: "D",
    level: "禁用",
    // Any rate of passing or admission given as a figure (一本达线率68%, 重本上线率, 过关率): the same promise.
    pattern:
      /(?:通过率|上岸率|录取率|提分率|升学率|达线率|上线率|过线率|过关率|考取率|一本率|重本率|本科率|清北率)(?:分别)?(?:为|是|高达|达到|达|超过|≈|约)?\d{1,3}(?:\.\d+)?%/g,
    basis: "《广告法》第二十四条第（一）项（海淀区案例：“通过率≈100%”罚款五万元）",
    penalty: PENALTY.p58("六"),
    why: "以通过率、上岸率暗示培训效果，属于保证性承诺",
    rewrites: ["系统课程，助力备考"],
    source: SOURCES.education,
  },
  {
    id: "D.days-comeback",
    label: "X天逆袭/提分",
    group: "D",
    level: "禁用",
    // Also a minimum gain promised (最少提高60分以上) and a refund unless the target is met (不达目标全额退款).
    pattern: new RegExp(
      `${NUM}(?:天|周|个月)(?:逆袭|提分|提高${NUM}分|涨${NUM}分|过级|拿证|上岸)|(?:最少|至少|保证|确保|包)(?:提高|提升|提|涨)${NUM}分|不达(?:标|目标|分数线)[^,。!?;]{0,4}?(?:全额)?退(?:款|费|学费)`,
      "g",
    ),
    basis: "《广告法》第二十四条第（一）项（对培训效果的保证性承诺）",
    penalty: PENALTY.p58("六"),
    why: "承诺多少天提分或逆袭，是对培训效果的保证",
    rewrites: ["系统课程，循序提升"],
    source: SOURCES.education,
  },
  // ── E. 金融 / 招商 / 房地产 ──
  {
    id: "E.payback",
    label: "X个月回本",
    group: "E",
    level: "禁用",
    pattern: new RegExp(`(?:${NUM}|半)(?:天|个月|月|年)(?:就能|即可|就|轻松)?(?:回本|回款|收回成本|翻倍)`, "g"),
    basis: "《广告法》第二十五条第（一）项（对未来收益作保证性承诺）",
    penalty: PENALTY.p58("七"),
    why: "承诺多长时间回本是对收益的保证性承诺",
    rewrites: ["经营收益因地区和经营情况而异"],
    source: SOURCES.finance,
  },
  {
    // 这种货谁拿谁发, 近百家店都是获利的状况: a gain promised to whoever buys, or every franchisee told as profitable.
    id: "E.buyer-gain",
    label: "买了就赚、家家盈利",
    group: "E",
    level: "禁用",
    industryLevel: { general: "行业敏感" },
    pattern:
      /谁(?:买|拿|捡|戴|收|入)谁(?:发|赚|发财|升值)|(?:近|上|数|\d+)?(?:百|千|十|\d+)家(?:门店|店|加盟店|分店)?[^。!?;]{0,6}?(?:都|均|全部|家家)(?:是|在)?(?:获利|盈利|赚钱)/g,
    basis: "《广告法》第二十五条第（一）项（招商等有投资回报预期的商品或者服务广告，不得对未来收益作保证性承诺）",
    penalty: PENALTY.p58("七"),
    why: "说买了就赚、加盟店家家盈利，是对收益的保证性承诺；收藏品、加盟项目的回报因人而异",
    rewrites: ["（删除收益承诺）"],
    source: SOURCES.finance,
  },
  {
    // 理财收益远超银行存款, 利息高于定期存款, 比存银行划算 (round 22's train rows): a return set above deposits, which
    // reads as deposit-safe with more interest. 收益不是存款 denies it (a notice's words).
    id: "E.beats-deposits",
    label: "收益与存款比较",
    group: "E",
    level: "需证明",
    industryLevel: { general: "行业敏感" },
    pattern:
      /(?:收益|利息|利率|回报)[^,。!?;]{0,6}?(?:远超|远高于|高于|超过|秒杀|完胜|跑赢|(?<![不非])是)(?:银行)?(?:的)?(?:定期存款|活期存款|存款|定期|活期|储蓄|余额宝)(?:利息|利率)?(?:的(?:\d+|[一二两三四五六七八九十]+)倍)?|(?:比|远超|高于|跑赢)(?:银行)?(?:存款|定期|活期|余额宝|理财通|国债)[^,。!?;]{0,3}?(?:收益|利息|利率)?(?:高出?|多出?)(?:\d+|[一二两三四五六七八九十]+)?倍?|比(?:把钱)?存(?:在)?银行(?:更|还)?(?:划算|赚|强)/g,
    basis: "《广告法》第二十五条第（一）项（不得对未来收益作保证性承诺，不得明示或者暗示保本、无风险）；第二十八条",
    penalty: PENALTY.p58("七"),
    why: "拿收益和银行存款比，会让人以为它和存款一样安全、只是利息更高；须同时说明风险，不能暗示保本",
    rewrites: ["（删除与存款的比较，写明风险）"],
    source: SOURCES.finance,
  },
  {
    id: "E.guaranteed-yield",
    label: "年化收益保证",
    group: "E",
    level: "禁用",
    pattern: /(?:保证|承诺|确保|稳定)?(?:年化|年)?收益(?:率)?(?:高达|稳定在|保证|达)\d+(?:\.\d+)?%/g,
    basis: "《广告法》第二十五条第（一）项（不得对收益作保证性承诺）",
    penalty: PENALTY.p58("七"),
    why: "宣传确定的收益率，暗示保收益",
    rewrites: ["历史业绩不代表未来表现，投资有风险"],
    source: SOURCES.finance,
  },
  {
    id: "E.yield-promise",
    label: "收益率 + 保证",
    group: "E",
    level: "禁用",
    pattern:
      /(?:保证|承诺|确保|稳定|稳拿|保底|固定)(?:年化|年|月)?(?:收益|回报|分红|利息)(?:率)?(?:高达|达|为)?\d+(?:\.\d+)?%|(?:收益|回报|利息)(?:率)?(?:不低于|不少于|至少|保底|最低)[\dxX]+(?:\.\d+)?%|(?:年化|年|月|预期)?收益(?:率)?\d+(?:\.\d+)?%(?=.{0,4}(?:稳稳|稳定|保证|到手|保底|稳拿|不变|锁定))/g,
    basis: "《广告法》第二十五条第（一）项（不得对收益作保证性承诺）",
    penalty: PENALTY.p58("七"),
    why: "把收益率和“稳定、到手、保证”放在一起，就是对收益的保证性承诺",
    rewrites: ["历史业绩不代表未来表现，投资有风险"],
    source: SOURCES.finance,
  },
  {
    id: "E.yield-figure",
    label: "收益率数字",
    group: "E",
    level: "需证明",
    // In finance copy any stated rate of return is such a figure (债权收益率分别为9%…), prefix or none.
    pattern: /(?:年化|预期|历史|七日年化|债权|投资|到期|产品)?收益率?(?:分别)?(?:为|约|是|达)?\d+(?:\.\d+)?%/g,
    onlyIn: ["finance"],
    basis: "《广告法》第二十五条（须有风险提示）、第十一条（数据须真实并表明出处）",
    penalty: PENALTY.p58("七"),
    why: "收益率数字须注明是历史业绩、统计区间和出处，并提示“过往业绩不代表未来表现”",
    rewrites: ["（注明统计区间与出处）过往业绩不代表未来表现"],
    source: SOURCES.finance,
  },
  {
    id: "E.income",
    label: "收入承诺",
    group: "E",
    level: "禁用",
    pattern: new RegExp(
      // 投10元，3天净赚7812元: a stake and what it earns, told as a sure outcome. 月赚XX万: a platform's example
      // with its figure left out (round 24's train rows) is the same promise.
      `(?:月入|年入|日入|日赚|月赚|年赚|躺赚|轻松赚|净赚)(?:过|超)?(?:${NUM}(?:\\.\\d+)?|x{2,3})(?:万|千|元|块)|(?:投|投资|充|充值|存)${NUM}(?:\\.\\d+)?(?:万|千|元|块)[^。!?;]{0,10}?(?:赚|收益|回报|到手|返)${NUM}(?:\\.\\d+)?(?:万|千|元|块)`,
      "g",
    ),
    industryLevel: { general: "行业敏感", "real-estate": "行业敏感", education: "行业敏感" },
    basis: "《广告法》第二十五条第（一）项（招商等有投资回报预期的广告不得对未来收益作保证性承诺）",
    penalty: PENALTY.p58("七"),
    why: "承诺每月、每年能赚多少，是对未来收益的保证性承诺",
    rewrites: ["收益因地区和经营情况而异"],
    source: SOURCES.finance,
  },
  ...CONTEXT_PATTERN_RULES,
  ...STATE_PATTERN_RULES,
  ...MEDICAL_PATTERN_RULES,
  ...CLAIM_PATTERN_RULES,
  ...LEXICON_PATTERN_RULES,
  ...SPECIAL_PATTERN_RULES,
];
