/**
 * Goods and audiences the law treats apart (decision 009, "Update, rounds 16 to 18": whole articles the engine did
 * not read before): breast-milk substitutes (《广告法》第二十条), tobacco (第二十二条), alcohol (第二十三条), children
 * (第四十条第二款), disparaging other sellers (第十三条), gambling (第九条第（八）项) and drug-rehabilitation treatment
 * (第十五条). Written from the articles' own items, not from any
 * evaluation row; each sits beside lawful look-alikes in round16-18-shapes.test.ts.
 * All of them report only in copy that sells (`sellingOnly`): news of a penalty or a health warning that names the
 * same words is left alone.
 */
import type { PatternRule } from "./rule-types";
import { PENALTY } from "./term-builder";
import { SOURCES } from "./sources";

/** A word that turns a claim around (不能替代母乳, 喝酒不能养胃): the statement is the lawful caution. */
const NOT = "(?<!不能|不可|无法|不得|不宜|并非|不是|没有|不会|并不能|不可以)";
/** Alcohol named as the drink (白酒, 这酒), not 酒精, 酒店, 酒驾, 酒后 or a hangover remedy (解酒, 醒酒). */
const ALCOHOL =
  "(?:白酒|红酒|葡萄酒|啤酒|黄酒|米酒|果酒|清酒|洋酒|威士忌|白兰地|伏特加|酱香酒|(?<![解醒药戒禁])酒(?![精店驾后吧席会局量瓶杯柜窖厂]))";
/** The effects 第二十三条第（四）项 names (消除紧张和焦虑、增加体力) and their kin. */
const DRINK_EFFECT =
  "(?:解压|减压|缓解压力|释放压力|消除疲劳|缓解疲劳|解乏|消除紧张|缓解紧张|缓解焦虑|消除焦虑|解忧|忘忧|助眠|助睡眠|安神|增加体力|增强体力|恢复体力|补充体力|强身健体|强身|补肾|壮阳|活血|舒筋活络|延年益寿|驱寒|暖胃|养胃|软化血管|降血压)";
/** No negation between the drink and its effect (喝酒不能养胃 is a caution). */
const GAP = "(?:(?!不|没|别|勿|无法)[^,。!?;]){0,8}?";
/** The same after the drink, across one comma (每晚喝一杯红酒，能解压助眠). */
const GAP_COMMA = "(?:(?!不|没|别|勿|无法)[^。!?;]){0,8}?";
/** 在决定以本产品补充或替代母乳喂哺前，应先征询医护专业人士的意见: the label's caution before a change of feeding. */
const NOT_NOTICE = "(?![^。!?;]{0,6}?前[,，]?[^。!?;]{0,4}?(?:征询|咨询|请教|听取))";
const TOBACCO = "(?:香烟|卷烟|雪茄|电子烟|烟弹|烟油|雾化弹|加热卷烟|烟草制品)";
const SELL =
  "(?:新品|上市|口感|口味|醇和|醇香|顺滑|包邮|特价|促销|到货|现货|批发|整条|下单|购买|抢购|优惠|正品|货源|代理|招商)";

export const SPECIAL_PATTERN_RULES: PatternRule[] = [
  {
    // 媲美母乳, 最接近母乳, 母乳化配方: an infant food told as replacing breast milk in whole or in part.
    id: "I.breast-milk-substitute",
    label: "声称替代母乳",
    group: "I",
    level: "禁用",
    sellingOnly: true,
    pattern: new RegExp(
      `${NOT}(?:替代|代替|取代|媲美|堪比|比肩|超越|胜过|等同于?|不输|优于)(?:天然)?的?母乳${NOT_NOTICE}|(?:最|无限|更加?|非常|十分)?接近(?:天然)?母乳|母乳化|人乳化|类母乳|仿生母乳|母乳级|(?:像|如同?)母乳一样`,
      "g",
    ),
    basis:
      "《广告法》第二十条（禁止在大众传播媒介或者公共场所发布声称全部或者部分替代母乳的婴儿乳制品、饮料和其他食品广告）",
    penalty: PENALTY.p57,
    why: "说奶粉或婴儿食品“媲美母乳”“最接近母乳”“母乳化”，是在声称可以全部或部分替代母乳，法律禁止这类广告",
    rewrites: ["（删除与母乳比较的表述；可写明“母乳是婴儿最好的食物”）"],
    source: SOURCES.law,
  },
  {
    // 电子烟新口味上市，全国包邮: tobacco offered to the public — a tobacco ad, whatever the words.
    id: "I.tobacco-ad",
    label: "烟草广告",
    group: "I",
    level: "禁用",
    sellingOnly: true,
    pattern: new RegExp(
      `(?<!戒|禁|控|无|二手)${TOBACCO}[^,。!?;]{0,12}?${SELL}|${SELL}[^,。!?;]{0,8}?(?<!戒)${TOBACCO}`,
      "g",
    ),
    basis:
      "《广告法》第二十二条（禁止在大众传播媒介或者公共场所、公共交通工具、户外发布烟草广告，禁止向未成年人发送任何形式的烟草广告）；《烟草专卖法实施条例》（电子烟等新型烟草制品参照卷烟的有关规定执行）",
    penalty: PENALTY.p57,
    why: "在网店、社交平台、户外等面向公众的渠道推销香烟、雪茄、电子烟，就是发布烟草广告，法律禁止；电子烟参照卷烟管理",
    rewrites: ["（删除烟草制品的推销内容）"],
    source: SOURCES.law,
  },
  {
    // 喝这酒能解压助眠, 白酒活血驱寒: drinking told as easing tension or building strength (第二十三条第（四）项).
    id: "I.alcohol-effect",
    label: "饮酒有益健康的暗示",
    group: "I",
    level: "禁用",
    sellingOnly: true,
    // A medicinal wine is a drug: its approved indication is read by the drug rules.
    industryLevel: { drug: null },
    pattern: new RegExp(
      `(?:喝|饮|品|来一?杯|小酌)${GAP}${ALCOHOL}${GAP_COMMA}(?:能|可以|可|有助于?|帮助|帮你|让你)?${DRINK_EFFECT}|${ALCOHOL}${GAP_COMMA}(?:能|可以|可|有助于?|帮助|帮你|让你)${DRINK_EFFECT}`,
      "g",
    ),
    basis: "《广告法》第二十三条第（四）项（酒类广告不得明示或者暗示饮酒有消除紧张和焦虑、增加体力等功效）",
    penalty: PENALTY.p58("五"),
    why: "说喝酒能解压、助眠、强身、活血，是在暗示饮酒有保健功效，酒类广告不得使用",
    rewrites: ["（删除饮酒功效的表述，可描述口感与工艺）"],
    source: SOURCES.law,
  },
  {
    // 不醉不归, 一醉方休, 啤酒无限畅饮: drinking urged or drinking without measure (第二十三条第（一）项).
    id: "I.alcohol-urge",
    label: "劝酒、无节制饮酒",
    group: "I",
    level: "禁用",
    sellingOnly: true,
    pattern: new RegExp(
      `不醉不归|一醉方休|千杯不醉|今朝有酒今朝醉|(?:无限|不限量|随便|随意)畅饮|畅饮无限|(?:啤酒|扎啤|白酒|红酒|酒水|酒)[^,。!?;]{0,4}?(?:无限量|不限量|任喝|随便喝|喝到饱|管够)|喝个痛快|喝个够`,
      "g",
    ),
    basis: "《广告法》第二十三条第（一）项（酒类广告不得诱导、怂恿饮酒或者宣传无节制饮酒）",
    penalty: PENALTY.p58("五"),
    why: "“不醉不归”“无限畅饮”一类说法是在怂恿饮酒、宣传无节制饮酒，酒类广告不得使用",
    rewrites: ["（删除劝酒、无节制饮酒的表述）"],
    source: SOURCES.law,
  },
  {
    // 快让爸爸妈妈给你买: a child urged to ask the parents to buy (第四十条第二款第（一）项).
    id: "I.minor-persuade",
    label: "劝诱未成年人要求家长购买",
    group: "I",
    level: "禁用",
    sellingOnly: true,
    pattern:
      /(?:让|叫|找|求|告诉|跟)你?的?(?:爸爸妈妈|爸妈|爸爸|妈妈|爷爷奶奶|爷爷|奶奶|家长|父母)(?:给你|为你|帮你|带你去?)?(?:买|购买|下单|报名|订购|买单)/g,
    basis:
      "《广告法》第四十条第二款第（一）项（针对不满十四周岁的未成年人的商品或者服务的广告不得劝诱其要求家长购买广告商品或者服务）",
    penalty: PENALTY.p58("十三"),
    why: "对孩子说“快让爸爸妈妈给你买”，是劝诱未成年人要求家长购买，面向儿童的广告不得使用",
    rewrites: ["（删除；面向家长说明商品信息）"],
    source: SOURCES.law,
  },
  {
    // 百家乐注册送彩金, 六合彩稳赢计划: gambling offered (第九条第（八）项); the state lotteries (福利彩票, 体育彩票) are lawful.
    id: "F.gambling",
    label: "赌博内容",
    group: "F",
    level: "禁用",
    sellingOnly: true,
    pattern:
      /(?:博彩|赌场|赌球|网赌|百家乐|六合彩|时时彩|老虎机|私彩|外围盘|赌博)[^,。!?;]{0,10}?(?:注册|下注|投注|充值|返水|送彩金|彩金|开户|稳赢|包赢|必赢|带你|导师|计划|平台|网址)|(?:注册|下注|投注|充值|返水|送彩金|开户|稳赢|包赢|必赢)[^,。!?;]{0,8}?(?:博彩|赌场|百家乐|六合彩|时时彩|老虎机|私彩)/g,
    basis: "《广告法》第九条第（八）项（广告不得含有淫秽、色情、赌博、迷信、恐怖、暴力的内容）",
    penalty: PENALTY.p57,
    why: "招揽下注、开户、送彩金的内容属于赌博内容，任何广告都不得含有",
    rewrites: ["（删除赌博内容）"],
    source: SOURCES.law,
  },
  {
    // 约炮, 有妞不泡, 白嫖, 卧槽: sexual solicitation, profanity and vulgar slang — 第九条第（七）（八）项 in any ad.
    // Double meanings (鲜嫩多汁，想要吗) need a reader; only words that are vulgar on their own are listed.
    id: "F.vulgar",
    label: "低俗、色情用语",
    group: "F",
    level: "禁用",
    sellingOnly: true,
    pattern:
      /约炮|一夜情|(?:免费|寻找|来场)?艳遇|泡妞|有妞不泡|把妹|撩妹|白嫖|灌醉|草泥马|卧槽|屌丝|装逼|牛逼|啪啪啪|嘿咻|夜夜激情|有球必硬|床上功夫|渣男/g,
    basis:
      "《广告法》第九条第（七）项（不得妨碍社会公共秩序或者违背社会良好风尚）、第（八）项（不得含有淫秽、色情内容）",
    penalty: PENALTY.p57,
    why: "色情暗示、粗口和低俗用语违背社会良好风尚，市场监管部门多次对这类广告处罚",
    rewrites: ["（删除低俗用语）"],
    source: SOURCES.law,
  },
  {
    // 戒毒特效药, 七天脱毒疗法: treatment of drug addiction advertised (第十五条 bars its drugs, devices and methods).
    id: "C.drug-rehab-ad",
    label: "戒毒治疗广告",
    group: "C",
    level: "禁用",
    sellingOnly: true,
    pattern:
      /(?<!禁毒|强制隔离|强制)(?:戒毒|脱毒)(?:治疗|疗法|特效药|药物?|产品|方法|秘方|疗程|服务|套餐)|(?:\d+|[一二两三四五六七八九十]+)(?:天|周|个月)(?:快速)?(?:戒毒|脱毒)/g,
    basis: "《广告法》第十五条第一款（戒毒治疗的药品、医疗器械和治疗方法不得作广告）",
    penalty: PENALTY.p57,
    why: "戒毒治疗的药品、器械和方法一律不得作广告，无论怎么措辞",
    rewrites: ["（删除戒毒治疗的推广内容）"],
    source: SOURCES.law,
  },
  {
    // 家庭必备, 免费赠送, 抢购, 保险公司承保, 多吃几盒效果更好: inducements, guarantees and urging use without measure
    // in drug, device and health-food ads (审查暂行办法第十一条第（七）项; 无效退款 is its own listed word).
    id: "C.health-ad-inducement",
    label: "诱导性、保证性内容（药品、器械、保健食品）",
    group: "C",
    level: "禁用",
    onlyIn: ["drug", "device", "health-food"],
    sellingOnly: true,
    pattern:
      /家庭必备|家中必备|居家必备|家庭常备|免费治疗|免费赠送|免费领取|免费试用|试用装|买[一二三四五1-5]送[一二三四五1-5]|抢购|(?:保险公司|人保|平安保险|太平洋保险)[^,。!?;]{0,4}?(?:承保|保险|担保)|(?:多吃|多喝|加量|加倍|大量)(?:几盒|几瓶|几粒|服用|使用)?[^,。!?;]{0,4}?(?:效果更好|更有效|好得更快|见效更快)|(?:吃|喝|用)得越多[^,。!?;]{0,4}?(?:越好|越有效)/g,
    basis:
      "《广告法》第十六条、第十八条；《药品、医疗器械、保健食品、特殊医学用途配方食品广告审查管理暂行办法》第十一条第（七）项（不得含有热销、抢购、试用、家庭必备、免费治疗、免费赠送等诱导性内容，无效退款、保险公司保险等保证性内容，或怂恿任意、过量使用的内容）",
    penalty: PENALTY.p58("一）、（三"),
    why: "药品、医疗器械、保健食品广告不得用“家庭必备”“免费赠送”“抢购”诱导购买，不得以保险公司承保作保证，也不得怂恿多用、过量使用",
    rewrites: ["（删除诱导或保证性内容）"],
    source: SOURCES.healthAdReview,
  },
  {
    // 没有丑女人，只有懒女人; 丑是原罪; 变美就能人生开挂: looks tied to failure or success — the first target of SAMR's
    // guide for medical-aesthetics ads, and against 第九条第（七）项 (社会良好风尚) in any ad.
    id: "C.beauty-anxiety",
    label: "制造容貌焦虑",
    group: "C",
    level: "禁用",
    sellingOnly: true,
    pattern:
      /没有丑女人[,，]?只有懒女人|颜值即正义|看脸的时代|长得好才能嫁得好|学得好不如整得好|女人不美地位不稳|整容要趁早|做不了学霸做校花|(?:长得丑|丑|不漂亮|颜值低|不美|难看)[^,。!?;]{0,6}?(?:是原罪|就是原罪|就是罪|没人要|嫁不出去|找不到对象|地位不稳|被嫌弃|被淘汰|就是懒|穷一辈子)|(?:变美|整容|整形|医美|双眼皮|隆鼻|玻尿酸|颜值)[^。!?;]{0,8}?(?:人生开挂|逆袭人生|改变命运|走上人生巅峰|嫁入豪门|升职加薪|成功的捷径)/g,
    basis:
      "《广告法》第九条第（七）项（不得违背社会良好风尚）；市场监管总局《医疗美容广告执法指南》（不得制造“容貌焦虑”，将容貌与“低能”“懒惰”“贫穷”或“成功”等不当关联）",
    penalty: PENALTY.p57,
    why: "把长相和失败、懒惰、嫁不出去，或和成功、逆袭人生挂钩，是在制造“容貌焦虑”，监管部门重点打击",
    rewrites: ["（删除制造容貌焦虑的表述，如实介绍项目与风险）"],
    source: SOURCES.medicalBeautyGuide,
  },
  {
    // 这么丑的鼻子, 比塌房更可怕的是塌脸: a clinic's or a beauty brand's copy calling features ugly — the same guide's
    // 容貌焦虑, in the industries that sell a change of looks.
    id: "C.looks-shaming",
    label: "贬低容貌",
    group: "C",
    level: "禁用",
    onlyIn: ["medical", "cosmetics"],
    sellingOnly: true,
    pattern:
      /(?:这么|好|太|超|真|那么)丑的?(?:鼻子|脸|眼睛|牙齿?|身材|胸|腿|皮肤)|(?:鼻子|脸|眼睛|牙齿?|身材|皮肤)(?:这么|好|太|超|真)丑|塌脸|(?:丑|难看)[^。!?;]{0,6}?(?:可怕|困扰|自卑|没自信|没人爱)/g,
    basis:
      "《广告法》第九条第（七）项（不得违背社会良好风尚）；市场监管总局《医疗美容广告执法指南》（不得制造“容貌焦虑”）",
    penalty: PENALTY.p57,
    why: "医美、美妆广告说顾客的鼻子、脸“这么丑”“塌脸更可怕”，是在制造容貌焦虑",
    rewrites: ["（删除贬低容貌的表述，如实介绍项目与适应人群）"],
    source: SOURCES.medicalBeautyGuide,
  },
  {
    // 术前术后对比图: a patient's before and after shown as proof in a medical (aesthetics) ad.
    id: "C.before-after",
    label: "诊疗前后效果对比",
    group: "C",
    level: "禁用",
    onlyIn: ["medical"],
    sellingOnly: true,
    pattern: /(?:术前术后|术后术前|手术前后|治疗前后|整形前后|做前做后|打前打后)的?(?:效果|真人)?对比/g,
    basis:
      "《广告法》第十六条第一款第（四）项（医疗广告不得利用广告代言人作推荐、证明）；《医疗广告管理办法》第七条；市场监管总局《医疗美容广告执法指南》（不得利用患者名义或形象进行诊疗前后效果对比）",
    penalty: PENALTY.p58("一"),
    why: "医疗（医美）广告用患者的术前术后对比证明效果，是利用患者形象作证明，执法指南明确列为重点打击情形",
    rewrites: ["（删除前后对比，介绍项目内容、适应人群与风险）"],
    source: SOURCES.medicalBeautyGuide,
  },
  {
    // 其他品牌都是智商税, 同行都在骗你: other sellers' goods run down (第十三条).
    id: "B.disparage",
    label: "贬低其他经营者",
    group: "B",
    level: "禁用",
    sellingOnly: true,
    pattern:
      /(?:其他|其它|别家|别的|同行|市面上的?|外面的?|有些|某些|一般的?|普通的?)(?:品牌|商家|店家?|牌子|产品|商品|厂家|机构)?[^,。!?;]{0,6}?(?:都是|全是|就是|纯属|都在|全在)(?:智商税|垃圾|假货|骗人的?|坑人的?|忽悠人?|骗子|黑心|劣质|有毒|三无)|(?:同行|别家|其他品牌|其他商家)[^,。!?;]{0,4}?(?:骗你|坑你|忽悠你)/g,
    basis: "《广告法》第十三条（广告不得贬低其他生产经营者的商品或者服务）",
    penalty: PENALTY.p59,
    why: "说同行、其他品牌“都是智商税”“都是假货”，是贬低其他经营者的商品，广告不得使用",
    rewrites: ["（删除对他人的贬低，只说明自己商品的真实特点）"],
    source: SOURCES.law,
  },
];
