/**
 * Cues of text genre for the "is this selling copy?" score (decision 009, "Update, round 5").
 * An advertisement addresses a buyer and asks for a purchase (《广告法》第二条: 推销商品或者服务的
 * 商业广告); news, statistics, encyclopedic text, weather reports, standards, labels, manuals and
 * the regulators' own texts describe. The cues are written per genre from how those genres are
 * written (a reporting verb and a dateline, a statute's 应当/不得, a label's 【功能主治】), not from
 * the evaluation sentences; the weight of each is learned (genre-weights.ts, scripts/train-compliance-genre.mjs).
 */
export type GenreCue = { id: string; pattern: RegExp; genre: "selling" | "describing" };

/** The seller speaking of itself (本店, 我们的…): a cue of selling copy; context.ts reads it too (我们的产品评分最高). */
export const WE_SELL = /本店|本品|本产品|我司|我们的|我家|小店|店铺|旗舰店|专卖/;

export const GENRE_CUES: readonly GenreCue[] = [
  // Selling: the buyer addressed, a price or an offer, a call to act, the seller speaking of itself.
  { id: "you", genre: "selling", pattern: /你|您|亲们|姐妹|宝宝们|家人们|朋友们|各位/ },
  { id: "we-sell", genre: "selling", pattern: WE_SELL },
  {
    id: "price",
    genre: "selling",
    pattern:
      /\d+(?:\.\d+)?元|[￥¥]|价格|特价|原价|现价|优惠|折扣|[0-9一二三四五六七八九]折|包邮|秒杀|抢购|特惠|福利|券|满减|送|赠/,
  },
  {
    id: "act",
    genre: "selling",
    pattern:
      /快来|赶紧|赶快|立即|马上|速来|别错过|不要错过|下单|购买|入手|选购|咨询|热线|预约|报名|领取|到店|加微|私信|扫码|点击|关注/,
  },
  // Goods named as merchandise (2025年爆款, 新款上市): a shop's words, whatever date stands beside them.
  { id: "goods", genre: "selling", pattern: /爆款|新款|热卖|热销|限量款|限定款|网红款|专柜/ },
  { id: "exclaim", genre: "selling", pattern: /[!！]/ },
  { id: "benefit", genre: "selling", pattern: /让你|帮你|给你|助你|为你|轻松|告别|远离|必备|神器|首选|放心|安心|值得/ },
  { id: "effect", genre: "selling", pattern: /见效|效果|功效|神效|有效|好用|管用|立竿见影/ },
  // Describing: reporting, dates, places and histories, statistics, statutes, labels, manuals, weather.
  // (表示 reports a speaker, not users vouching: 用户表示满意 is a testimonial.)
  {
    id: "report",
    genre: "describing",
    pattern:
      /据|记者|报道|日电|新华社|中新|获悉|表示(?!满意|认可|有效|喜欢|好用)|介绍|宣布|透露|举行|召开|开幕|闭幕|发布会|出席|亮相|截至|发稿/,
  },
  {
    // A newsroom's event verbs and third-person subjects: a launch, an approval, a study reported (发布了全球首款…,
    // 该药用于…, 研究人员发现…); an advertiser speaks of "我们" and "本品" instead.
    id: "event",
    genre: "describing",
    pattern:
      /(?:发布|推出|研发出|研制出|展出|发射|获批|完成|举办|签约|落地|投产|开通)了|成功(?:发射|完成|研制|研发|举办|实施|获批)|研究(?:人员|团队|发现|显示|表明)|科学家|专家(?:表示|指出|介绍|提醒|认为)|该(?:公司|企业|集团|药|药品|款|校|市|县|区|院|医院|项目|产品|车型|机构)|据悉|了解到|称，/,
  },
  {
    id: "date",
    genre: "describing",
    pattern: /(?:1[89]|20)\d\d年|\d{1,2}月\d{1,2}日|去年|今年|昨天|昨日|日前|近日|此前|当时|当日|目前/,
  },
  {
    id: "history",
    genre: "describing",
    pattern: /位于|建于|始建|建成|距今|历史|全长|海拔|面积|被誉为|之一|世界上|全球|我国|中国/,
  },
  {
    id: "statistics",
    genre: "describing",
    pattern: /增长|同比|环比|亿元|万元|万人|人次|占比|比重|总量|平均|统计|数据显示/,
  },
  {
    id: "statute",
    genre: "describing",
    pattern:
      /应当|不得|禁止|严禁|须|规定|条例|办法|第[一二三四五六七八九十百]+条|依据|依照|违反|当事人|执法|处罚|罚款|责令|立案|监管/,
  },
  {
    id: "label",
    genre: "describing",
    pattern: /【|】|功能主治|用法用量|不良反应|禁忌|注意事项|贮藏|规格|成份|执行标准|批准文号|适用范围|说明书/,
  },
  {
    id: "manual",
    genre: "describing",
    pattern: /请勿|切勿|使用前|使用时|使用后|应及时|避免|防止|以免|安装|操作|步骤|维护|清洁/,
  },
  { id: "weather", genre: "describing", pattern: /气温|气象|预报|降水|降雨|降雪|冷空气|风力|阵风|雾霾|预警/ },
  // Sports reporting: a team, a match, a title (乒乓球队延续霸主地位, 卫冕冠军).
  {
    id: "sports",
    genre: "describing",
    pattern:
      /球队|国家队|运动员|比赛|赛季|联赛|锦标赛|世锦赛|奥运|亚运|全运|决赛|半决赛|夺冠|卫冕|金牌|奖牌|男单|女单|战胜|击败/,
  },
  // Health education and public reports (报告显示, 防治知识, 健康科普): an institution informs, it does not sell.
  {
    id: "inform",
    genre: "describing",
    pattern: /(?:报告|研究|调查|资料|统计|监测)(?:显示|表明|指出)|科普|健康教育|健康知识|防治知识|宣传周|宣传日|意识/,
  },
  { id: "clinic", genre: "describing", pattern: /患者|病人|手术|术后|住院|入院|出院|主刀|诊断|检查发现/ },
  { id: "past", genre: "describing", pattern: /了[，。,；;]|了$|曾经|曾|已经|已于/ },
  {
    id: "warn",
    genre: "describing",
    pattern:
      /警惕|提醒|谨防|小心|不要相信|切莫|理性|谨慎|维权|投诉|举报|贻误|延误病情|耽误病情|正规医院|及时就医|聪明的消费者/,
  },
];

/** The genre score's source, shown where a finding is softened by it. */
export const GENRE_BASIS =
  "《广告法》第二条（本法适用于推销商品或者服务的商业广告）。文体为启发式判断：新闻、统计、百科、说明书、标准等描述性文字不推销商品时不属于广告，用于推销时仍按广告审查";
