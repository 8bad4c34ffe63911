/**
 * State organs, the armed forces and state events as a shape, not a list (decision 009, "Update,
 * round 4"): an organ's or an official's name followed by a verb of supply or endorsement
 * (卫生部推荐产品, 警卫局接待用酒, 军委办公厅内招酒, 高干专供药); the words the 2022 notice of six
 * departments bars from commerce (军酒, 军需特制, 部队特供, 将军顾问团); and marketing that rides on
 * a Party congress (喜迎二十大). A quotation of these words by a rule or a regulator is a mention
 * (context.ts), not a claim.
 */
import type { PatternRule } from "./rule-types";
import { PENALTY } from "./term-builder";
import { SOURCES } from "./sources";

/**
 * State organs and offices, their buildings, officials, and the armed forces: the State Council's
 * 26 组成部门 and its 直属 bodies by their full and short names (SOURCES.councilOrgans), the Party's
 * and the army's organs.
 */
const ORGAN =
  "中华人民共和国|国务院|中共中央|党中央|全国人大|全国政协|中南海|人民大会堂|大会堂|钓鱼台(?:国宾馆)?|外交部|国防部|公安部|财政部|商务部|卫生部|卫健委|教育部|民政部|司法部|文化部|农业部|工信部|发改委|国资委|科技部|科学技术部|国家民委|民委|国家安全部|人社部|人力资源和社会保障部|自然资源部|国土资源部|生态环境部|环保部|住建部|住房和城乡建设部|交通运输部|交通部|水利部|农业农村部|文旅部|文化和旅游部|国家卫生健康委员会|退役军人事务部|应急管理部|人民银行|央行|审计署|海关总署|税务总局|市场监管总局|工商总局|质检总局|金融监管总局|银保监会|证监会|广电总局|体育总局|统计局|医保局|药监局|食药监局|食药监|国家药监|中医药管理局|粮食局|烟草专卖局|知识产权局|航天局|陆军|海军|空军|火箭军|后勤保障部|总后|国宾馆|中央军委|军委|军区|战区|部队|军队|武警|解放军|军方|警卫局|事务管理局|机关服务局|国管局|办公厅|国家(?:xx|某)?机关|党政机关|机关食堂|机关|政府|市委|省委|县委|领导人|中央领导|国家领导|部级领导|省部级领导|厅级领导|老领导|首长们|老首长|老干部|某单位|某部门|某机关|机关单位|使领馆|中央首长|省领导|市领导|省委书记|市委书记|县委书记|国家主席|驻外使馆|大使馆|领事馆|外交使馆|国旗护卫队|三军仪仗队|公安系统|公安机关|发言人|高干|首长|部委|部长|省长|市长|县长|委员长|总理|两会(?:代表)?|人大代表|政协委员";
/** What such a name is made to do in copy: supply, designate, endorse, serve at receptions. */
const SUPPLY =
  "指定|专供|特供|特需|专用|推荐|采购|御用|监制|同款|选用|内供|内招|内部供应|接待用|公务接待|招待用|特制|供应|都在用|也在用|都爱喝|也爱喝|都在喝|也在喝|常喝|爱喝的|宴会用|用酒|用茶|用瓷|题词|题字|认证|内部专供|都在喝|喝了几十年";

/** A Party congress or anniversary named as the occasion of an offer. */
const EVENT =
  "(?:喜迎|献礼|迎接|庆祝|礼赞|致敬|助力|决胜)(?:党的)?(?:十[七八九]大|二十大|二十一大)|(?:喜迎|献礼|礼赞|庆祝|为|致敬)建党(?:\\d+|一百)?(?:周年|百年)|(?:两个一百年|(?:第二个)?百年奋斗目标)";
/** Words that make a sentence an offer. */
const SELLING =
  "优惠|特惠|套餐|打折|[0-9一二三四五六七八九]折|[0-9]+元|活动|体检|抢购|下单|限时|福利|专享|促销|礼盒|定制|开业|团购|秒杀|干杯|举杯|畅饮|开瓶";

export const STATE_PATTERN_RULES: PatternRule[] = [
  {
    // A product presented as the state's gift or banquet fare (作为国礼走进使馆, 国宴用酒): the state's
    // name lent to goods, as 国家机关名义.
    id: "B.state-gift",
    label: "国礼、国宴名义",
    group: "B",
    level: "禁用",
    pattern:
      /(?:作为|成为|选为|指定为|入选|荣登|走上|登上)(?:国礼|国宴|国宾)|国宴(?:用酒|用茶|专用|指定|同款|特供|佳品|餐桌)|(?:国庆|开国|阅兵)?(?:大典|阅兵)(?:用酒|用茶|专用|指定|特供|同款)|国礼(?:级|之选|品质|定制)/g,
    basis: "《广告法》第九条第（二）项（不得使用或者变相使用国家机关、国家机关工作人员的名义或者形象）",
    penalty: PENALTY.p57,
    why: "称商品为“国礼”“国宴用酒”，是借国家名义为商品背书；未经政府授权更属虚假宣传",
    rewrites: ["（删除）"],
    source: SOURCES.councilOrgans,
  },
  {
    // 北京有个单位的朋友…学习完之后给他们喝的: a state unit hinted at, not named, as the drinker.
    id: "B.veiled-unit",
    label: "暗示国家机关消费",
    group: "B",
    level: "禁用",
    pattern:
      /(?:北京|京城|中南海|上面)[^,。!?;]{0,4}?(?:有个|某个|某|一个)(?:单位|部门|机关|领导)[^。!?;]{0,24}?(?:喝|用|吃|供|订|拿)/g,
    basis: "《广告法》第九条第（二）项（不得使用或者变相使用国家机关、国家机关工作人员的名义或者形象）",
    penalty: PENALTY.p57,
    why: "暗示“北京某单位”“上面的领导”在用，是变相使用国家机关或其工作人员的名义",
    rewrites: ["（删除）"],
    source: SOURCES.specialSupply,
  },
  {
    id: "B.state-organ",
    label: "国家机关名义",
    group: "B",
    level: "禁用",
    pattern: new RegExp(
      `(?:${ORGAN})(?:[\\u4e00-\\u9fa5]{0,3}?)(?:${SUPPLY})(?!性|网|中心|法|项目|公告|平台|办法|条例|制度|合同)|(?:专供|特供|特需|内供|指定|供应)(?:[\\u4e00-\\u9fa5]{0,3}?)(?:${ORGAN})(?![\\u4e00-\\u9fa5]{0,2}(?:规定|办法|制度|标准))|(?:${ORGAN})(?:[\\u4e00-\\u9fa5]{0,6}?)(?:恭贺|祝贺|贺|陈酿|佳酿|特酿|窖藏|珍藏)|(?:工商局|市场监管局|公安局|税务局|卫健委|卫生局|教育局)(?:监)?制(?=$|[,。!?;\\s])|(?:公安局|派出所|法院|检察院|税务局|市场监管局|工商局|交警(?:支队|大队)?|消防(?:支队|大队)|武警(?:支队|总队)?)[\\u4e00-\\u9fa5]{0,4}?(?:恭贺|祝贺|贺)[^。!?;]{0,12}?(?:开业|开张|乔迁|周年|大吉|隆重)`,
      "g",
    ),
    basis: "《广告法》第九条第（二）项（不得使用或者变相使用国家机关、国家机关工作人员的名义或者形象）",
    penalty: PENALTY.p57,
    why: "借用国家机关、军队或其工作人员的名义（“××专供”“××指定”“××接待用”），广告中一律不得使用",
    rewrites: ["精选"],
    source: SOURCES.specialSupply,
  },
  {
    // 主席同款红烧肉, 国家领导人亲自品尝过的大米: a leader's name lent to goods by what he ate, wore or praised
    // (第九条第（二）项: 国家机关工作人员的名义或者形象). Selling copy only: a report may say what a leader tasted.
    id: "B.leader-endorsement",
    label: "领导人名义",
    group: "B",
    level: "禁用",
    sellingOnly: true,
    pattern:
      /(?=[国中领总毛周主首])(?<!(?:据报道|据悉|记者|报道称|据介绍|新华社|获悉)[^。!?]{0,30})(?:国家领导人|中央领导|领导人|总书记|毛主席|周总理|(?<!董事会|董事局|协会|工会|学生会|委员会|商会|基金会|联合会|联盟|同学会|校友会|副)主席|总理|首长)[^,。!?;]{0,4}?(?:同款|亲自品尝|品尝过|吃过|喝过|用过|穿过|戴过|钟爱|喜爱|青睐|点赞|称赞|夸赞|赞不绝口|的最爱)/g,
    basis: "《广告法》第九条第（二）项（不得使用或者变相使用国家机关、国家机关工作人员的名义或者形象）",
    penalty: PENALTY.p57,
    why: "说某位领导人吃过、用过、称赞过或“同款”，是借国家机关工作人员的名义或形象为商品背书",
    rewrites: ["（删除）"],
    source: SOURCES.specialSupply,
  },
  {
    // The words of the six departments' notice (涉军特定含义字样) used to sell: 军酒, 军需特制,
    // 部队特供, 八一特供, 将军顾问团, 军字系列.
    id: "B.military-name",
    label: "军队名义",
    group: "B",
    level: "禁用",
    pattern:
      /军酒|军烟|军茶|军中(?:茅台|五粮|特供|专供)|军品(?:专营|代销|酒|烟|系列)|(?:军酒)?军品[0-9一二三四五六七八九十]+余?种|军需(?:特制|特供|专供|酒|烟|茶|品)|军供|军用(?:酒|烟|茶)|(?:军队|部队|武警)(?:特制|特供|专供|特需|内供)|军字(?:号|系列)|百将系列|将军(?:顾问|推荐|题词|特供|专供)|军工(?:品质|级|标准|工艺|品)(?!企业|集团|单位)|八一(?:特供|专供|特制|军需)/g,
    basis:
      "《广告法》第九条第（二）项；六部门《关于禁止销售“军”字号烟酒等商品的通告》（严禁利用解放军和武警部队名义进行商业营销宣传）",
    penalty: PENALTY.p57,
    why: "借用军队名义或“军需”“军品”“八一”等涉军字样推销商品，法律和六部门通告都明令禁止",
    rewrites: ["（删除涉军字样）"],
    source: SOURCES.military,
  },
  {
    // 落实贯彻重要讲话精神 on a bottle or a health product: a leader's speech or a Party meeting lent to goods.
    id: "B.state-speech",
    label: "借领导讲话、会议精神营销",
    group: "B",
    level: "禁用",
    onlyIn: ["food", "health-food", "cosmetics", "real-estate", "finance"],
    pattern:
      /(?:落实|贯彻|践行|响应|学习)[^。!?]{0,6}?(?:重要讲话|讲话精神|会议精神|全会精神|指示精神|重要指示)|(?:总书记|国家主席|中央领导)(?:的)?(?:重要讲话|讲话|指示|嘱托)/g,
    basis: "《广告法》第九条第（二）项（不得使用或者变相使用国家机关、国家机关工作人员的名义或者形象）",
    penalty: PENALTY.p57,
    why: "在商品广告里引用领导人讲话、党和国家会议精神，是借国家机关和国家工作人员的名义为商品背书",
    rewrites: ["（删除）"],
    source: SOURCES.statePromo,
  },
  {
    // 省委领导调研时品尝并赞誉…: an official's tasting or praise told about the goods.
    id: "B.official-praise",
    label: "借领导品尝、称赞营销",
    group: "B",
    level: "禁用",
    pattern:
      /(?:中央|国务院|省委|市委|县委|区委|省政府|市政府|县政府|部委|军委)(?:的)?(?:主要)?(?:领导|首长|负责同志|书记|主席|部长|省长|市长|县长)[^。!?;]{0,14}?(?:品尝|赞誉|称赞|赞扬|盛赞|夸赞|题词|点赞|亲笔题)/g,
    basis: "《广告法》第九条第（二）项（不得使用或者变相使用国家机关、国家机关工作人员的名义或者形象）",
    penalty: PENALTY.p57,
    why: "说领导品尝、称赞或题词，是借国家机关工作人员的名义为商品背书",
    rewrites: ["（删除）"],
    source: SOURCES.statePromo,
  },
  {
    // 过去只有领导才能喝到的酒: a product once reserved for officials (变相使用国家机关工作人员的名义).
    id: "B.officials-only",
    label: "只有领导才能享用",
    group: "B",
    level: "禁用",
    pattern: /只有(?:领导|首长|干部|官员|高官|部长)(?:们)?才(?:能|可以|可)?(?:喝到|吃到|用到|享用|买到|喝|吃|用)/g,
    basis: "《广告法》第九条第（二）项（不得使用或者变相使用国家机关、国家机关工作人员的名义或者形象）",
    penalty: PENALTY.p57,
    why: "说商品过去只有领导、首长才能享用，是变相借国家机关工作人员的名义为商品背书",
    rewrites: ["（删除）"],
    source: SOURCES.specialSupply,
  },
  {
    // APEC会议指定用品, 奥运会官方供应商: a state-level event or a protected games named as the goods' sponsor.
    id: "B.event-sponsor",
    label: "重大活动指定、赞助",
    group: "B",
    level: "需证明",
    pattern:
      /(?:apec|g20|奥运会|冬奥会|亚运会|世博会|进博会|峰会|全运会)[^,。!?;]{0,6}?(?:指定|专用|官方|供应商|合作伙伴|赞助商|特许)/g,
    basis: "《广告法》第十一条第二款、第二十八条；《奥林匹克标志保护条例》（须经授权方可使用）",
    penalty: PENALTY.p55,
    why: "称某次峰会、运动会指定或专用，须有主办方的授权文件；未经授权属于虚假宣传，奥运等标志还受专门条例保护",
    rewrites: ["（写明授权方与授权文件，或删除）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 建国70周年纪念酒, 建党100周年珍藏版: goods named after the anniversary of the Party or the state.
    id: "B.state-anniversary-goods",
    label: "以建党、建国纪念日命名商品",
    group: "B",
    level: "禁用",
    pattern:
      /(?:建党|建国|国庆|开国)(?:\d+|[一二三四五六七八九十百]+)周年(?:[^。!?]{0,12}?(?:纪念酒|纪念茶|纪念版|纪念款|珍藏版|典藏版|礼盒|纪念币|白酒|用酒)|[^。!?]{0,24}?酒业)|(?:纪念酒|珍藏版|典藏版)[^。!?]{0,6}?(?:建党|建国)(?:\d+|[一二三四五六七八九十百]+)周年/g,
    basis: "《广告法》第九条（不得损害国家的尊严或者利益、妨碍社会公共秩序或者违背社会良好风尚）",
    penalty: PENALTY.p57,
    why: "用建党、建国纪念日为酒、茶、礼盒等商品命名或背书，是借党和国家重大活动做商业营销",
    rewrites: ["（删除）"],
    source: SOURCES.statePromo,
  },
  {
    // 喜迎二十大, 献礼建党100周年: a Party congress or anniversary used as a sales hook.
    id: "B.state-event",
    label: "借党和国家重大活动营销",
    group: "B",
    level: "禁用",
    // Only with a selling cue in the sentence (before or after): a banner celebrating the congress
    // sells nothing. The event is matched first so that the look-behind runs only where it stands.
    pattern: new RegExp(`(?:${EVENT})(?:(?<=(?:${SELLING})[^。!?]*?(?:${EVENT}))|(?=[^。!?]*?(?:${SELLING})))`, "g"),
    basis: "《广告法》第九条（不得损害国家的尊严或者利益、妨碍社会公共秩序或者违背社会良好风尚）",
    penalty: PENALTY.p57,
    why: "借党的代表大会、建党纪念等重大活动做商业营销，市场监管部门按《广告法》第九条查处（每案罚款 20 万元起）",
    rewrites: ["（删除）"],
    source: SOURCES.statePromo,
  },
];
