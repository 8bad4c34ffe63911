/**
 * Cues that a listed word or a claim shape is talked about, denied or used in another role, not
 * claimed (decision 009; read by ../context.ts and ../engine.ts on the normalised text). Kept as
 * data so that each cue is written per kind of text — the law, a regulator's notice, a consumer
 * tip, a news report, a denial — and not per sentence.
 */
/**
 * 不以治疗疾病或者改善…为目的: what a product is said not to be for, read as a denial before a listed word and before a
 * claim shape alike (context-phrases.ts NEGATION_BEFORE; decision 009, "Update, rounds 19 and 20").
 */
export const DENIED_PURPOSE_BEFORE = /不以(?:[\u4e00-\u9fa5]{0,8}?(?:或者|或|和|及|、))?$/;

export const MENTION = {
  /** Words of the law, of notices, of warnings and of reports: a listed word after them is quoted, not claimed. */
  regulatoryBefore:
    /当事人|呼吁|误以为|误认为|错以为|别以为|不要以为|违规内容|违规(?:广告|宣传|行为)|打着|请勿(?:再)?(?:上架|发布|销售|出售|售卖)|借此兜售|兜售|经查|经调查|调查发现|调查查明|应当(?:根据|列出|注明|标明|载明|说明)|必须(?:注明|标明|载明|说明)|适应症】|不得|禁止|严禁|不准|不允许|不应|杜绝|避免使用|不要使用|切勿|勿用|查处|处罚|罚款|违反|违法|依法|广告法|条例|规定|执法|监管|整治|虚假宣传|变相使用|虚假广告|违法广告|是指|所谓|谨防|警惕|别信|请勿相信|不承诺|不保证|不做保证|不作保证|不代表|不能宣称|不可宣称|不要相信|切忌相信|切勿相信|别相信|轻信|提醒(?:广大)?(?:消费者|患者|市民)|(?:内容)?仅限于|该广告|此广告|上述广告|广告(?:中)?(?:宣称|宣传|含有|使用了?|出现)|(?:指南|共识|规范)(?:明确)?(?:指出|提出|要求)|废止|废除|声称|宣称|明示或者?暗示|假借|包括但不限于|不合规|(?:不能|不可|无法)(?:代替|替代)|(?:医生|医师)的?指导下|误导(?:群众|消费者|公众|患者)|一律(?:属于|按|视为)|均属(?:于)?|宣传(?:其|该|能|可以|具有)|(?:产品|商品|商家|广告)(?:宣传|宣称|声称|号称)$|网传|传言|传闻|据传|吹嘘|鼓吹|自称|号称|标榜|(?:说明书|宣传册|宣传单|宣传资料|商家|厂家|卖家|销售人员|推销员|主播|对方)(?:宣称|宣传|称)|分为(?:两|三|四|几)大?类|一类是|另一类是/,
  /** A legal text names the penalty after the words it forbids (…有效率的，依《广告法》查处); a report calls them hype. */
  regulatoryAfter:
    /(?:必须|应当)(?:注明|标明|载明)|(?:这样|此类|这类|类似)的?(?:表述|说法|宣传|承诺|广告|描述)|是不允许的|的?说法(?:没有|缺乏|并无|毫无|并不|不(?:对|可信|科学|准确|成立)|是错误|有误)|屡见不鲜|最高级描述|(?:借此|以此)兜售|查处|处罚|罚款|不予行政处罚|依法|违反|违法|不可能(?:快速|很快|马上)?(?:见效|治愈|根治|痊愈)|不可信|盲目轻信|耽误(?:了)?(?:病情|治疗)|(?:别|不要|切勿|勿|莫)(?:相信|轻信|上当)|的?(?:夸大|虚假|不实)(?:宣传|广告)|噱头|骗局|伪科学|(?:不得|不能|不可)(?:宣称|宣传|声称)|千万别买|不要购买|切勿购买|都是假(?:酒|货|药|的)|假冒伪劣|谣言|辟谣|纯属虚构|(?:并)?不科学|(?:没有|缺乏|并无|毫无|未有|尚无)(?:足够|充分)?的?科学(?:依据|实证|证据)|(?:一点也|根本|并)?不(?:信|相信)|(?:等)?字样|等(?:用语|词语|内容|表述)|责令(?:改正|停止|整改)|诱导性广告|(?:重点)?打击对象|被(?:重|严)?(?:罚|处罚|查处|责令|立案|约谈|曝光|起诉|查)|无稽之谈|一律属于|均属于|属于(?:违法|虚假|违规|假冒)|误导(?:群众|消费者|公众|患者)|危害(?:群众|消费者|人民)/,
  /** With the word in quotes, these say it is being talked about (「不能写“第一”」, “最好”字样, “特供酒”的名头). */
  quoteCue:
    /说|写|用|使用|字样|用语|表述|词|宣称|号称|宣传|所谓|谨防|警惕|别信|请勿|不承诺|禁止|严禁|不得|不能|出现|标注|等|名头|名义|噱头|假货|骗局|不靠谱|忽悠|轻信|说法|违规|违法|涉嫌|不合规|被罚|查处|并非|不是|谣言|辟谣|从未|识别|虚假|吸引|诱导|误导|字眼|宣传语|口号|旗号|广告|屡见不鲜|泛滥|乱象|套路/,
  /**
   * A negated verb of claiming right before the word, in the same clause: 不能承诺保本保息,
   * 不能承诺固定或保底收益, 不得宣传包过. A claim that the text says must not be made is no claim.
   */
  negatedClaimVerb:
    /(?:不能|不得|不可|不准|不应|不要|禁止|严禁|切勿|勿|无法|不会|不再|并未|从未|从不|没有|未)(?:承诺|保证|宣称|声称|宣传|标注|作出|做出|宣扬)[^,。!?;:]{0,8}$|(?:不敢|不愿|不想|从来不|从不|不会|不能)(?:说|称|自称|标榜|吹嘘|夸口|号称)[^,。!?;:]{0,6}$/,
  /**
   * A denial or an open question right before a claim shape (目前医学上尚无能够彻底根治…的方案,
   * 不存在速成捷径): the regex detectors read it as the term rules read NEGATION_*_BEFORE.
   */
  patternNegationBefore: new RegExp(
    `${/(?:尚无|尚未|目前无|目前还没有|还没有|并没有|没有|无法|不能|并不能|不可能|不存在|并不存在|难以|谈不上)(?:任何)?(?:一种)?(?:能够|能|可以|可)?(?:彻底|完全|真正|有效|快速)?$|(?:尚无|尚未有|目前没有|还没有|没有任何|不存在)[\u4e00-\u9fa5]{0,5}?(?:能够|能|可以|可)(?:彻底|完全|真正)?$/.source}|${DENIED_PURPOSE_BEFORE.source}`,
  ),
  /** A first within a stretch of time (今年来首个寒潮预警, 入冬以来第一场雪): a fact about time (指南第六条第（六）项). */
  timeScopeBefore:
    /(?:今年|本年|年内|入冬|入夏|入秋|入春|入汛|今冬|今夏|今春|今秋|本月|本周|本季|有史|有记录)(?:以)?来?的?$/,
  /** A person's belief about himself (我就觉得自己是最棒的): an attitude reported, not a product claim. */
  beliefBefore: /(?:觉得|认为|相信|坚信|告诉)(?:自己|我|我们)(?:就|才|一定)?(?:是|就是|能|会)?$/,
  /** The end of a quoted event or programme name (“世界名校争霸赛”, “最美家庭”评选活动). */
  eventNameEnd:
    /(?:赛|(?<!保温|水|茶|咖啡|马克|玻璃|纸|酒|量|奶茶)杯|节|展|会|奖|季|计划|工程|行动|活动|项目|评选|论坛|大会)$/,
  /** A medical word naming a trade, a market or a category (减肥市场, 医美行业, 改善睡眠类保健食品): a name, not a claim (group C only). */
  categoryAfter: /^(?:市场|行业|产业|领域|赛道|企业|机构|类(?!似)|广告)/,
};
