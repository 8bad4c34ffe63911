/**
 * Context of a hit (decision 009): is the listed word a claim about the product at all, and
 * does a situation of the final SAMR guide (指南第五、六条) soften it?
 *
 * - notAClaim(): the word is mentioned, not used (the law, a notice or a warning quoting it),
 *   sits inside a title or a company name, or measures something (最高气温28℃, 纯棉100%,
 *   使用时绝对避免…). Such hits are dropped.
 * - contextFor(): the exemptions of 指南第六条 (self-comparison, consumer tip, standard,
 *   allow-list, award, sales fact) and 第五条 (attitude); the hit becomes 提示 (需证明 in the
 *   industries of 指南第十一条) with the article and the proof needed.
 * Clauses are read on the normalised text (lower case, simplified, separators removed);
 * quotes and brackets on the user's own text, since normalising drops ASCII quotes.
 */
import { CONSUMER_TIP, CUES, EXEMPTIONS } from "./data/context-phrases";
import { WE_SELL } from "./data/genre-cues";
import { MENTION } from "./data/mention-cues";
import { isCompetitionResult, RESULT_TERMS } from "./competition-result";
import type { TermRule } from "./data/rule-types";
import { clauseAround, prepareBounds, sentenceAround } from "./text-bounds";
import type { Exemption, ExemptionKind, Level } from "./types";

const ANY_PAIR = /[《「『“"‘]/;
let pairCache: { text: string; has: boolean } | undefined;

/**
 * Called once by analyze() before any hit is read. Comparing the texts on every hit instead
 * would cost a full string comparison per hit whenever two equal texts are different objects.
 */
export function prepareContext(text: string, norm: string): void {
  prepareBounds(norm);
  pairCache = { text, has: ANY_PAIR.test(text) };
}

// ── Mentions, titles, names, measurements ──────────────────────────────────

const OPEN_CLOSE: Record<string, string> = { "《": "》", "「": "」", "『": "』", "“": "”", '"': '"', "‘": "’" };
const CLOSERS = new Set(Object.values(OPEN_CLOSE));
const SENTENCE_STOP = new Set(Array.from("。！？!?\n"));

/**
 * The bracket pair around [start, end) in the original text, if any (within the sentence):
 * the opening character and the quoted text.
 */
function enclosingPair(text: string, start: number, end: number): { open: string; inner: string } | null {
  if (!pairCache?.has) return null;
  for (let i = start - 1; i >= 0 && i >= start - 30; i--) {
    const ch = text[i]!;
    if (SENTENCE_STOP.has(ch)) return null;
    const close = OPEN_CLOSE[ch];
    if (close === undefined) {
      if (CLOSERS.has(ch)) return null;
      continue;
    }
    if (ch === '"') {
      // An ASCII quote opens a pair only when the count of quotes before it is even.
      let quotesBefore = 0;
      for (let k = Math.max(0, i - 200); k < i; k++) if (text.charCodeAt(k) === 0x22) quotesBefore++;
      if (quotesBefore % 2 === 1) return null;
    }
    // The first closer at most 30 characters on (searched in that window only: a quote never closed must not cost a
    // scan to the end of a long text for every word inside it).
    const k = text.slice(end, end + 31).indexOf(close);
    const j = k === -1 ? -1 : end + k;
    if (j !== -1 && !/[。！？!?\n]/.test(text.slice(end, j))) return { open: ch, inner: text.slice(i + 1, j) };
    return null;
  }
  return null;
}

const COMPANY_AFTER =
  /^[\u4e00-\u9fa5a-z]{0,8}?(?:有限公司|股份公司|公司|集团|工作室|俱乐部|酒店|饭店|餐厅|研究院|协会|电视台|事务所|证券投资基金)/;
/** 最高/最大/… + a quantity: 最高气温28℃, 最大允许误差, 强度最强. */
const PARAM_NOUN =
  "剂量|用量|用药量|里程|行驶里程|水位线|水位|刻度线|刻度|档位|挡位|气温|温度|时速|车速|功率|亮度|跨度|误差|允许误差|起订量|订量|风力|风速|阵风|降水|湿度|电压|电流|容量|承重|载重|转速|扭矩|分辨率|高度|深度|宽度|长度|重量|速度|距离|射程|续航|水温|油温|负荷|压力|流量|频率|气压|级数|可达|可升至|可降至|达到|降至|升至|跌至|现金回赠|回赠金额|回赠|返现金额|赔付金额";
const PARAM_AFTER = new RegExp(`^(?:${PARAM_NOUN})`);
const PARAM_BEFORE =
  /(?:剂量|用量|气温|温度|强度|风力|风速|时速|功率|亮度|速度|高度|湿度|电压|容量|浓度|指数|分贝|噪音|读数|数值|限速)$/;
/** A score in a test or a vote (A品牌得分最低): measured, unless the seller scores itself (我们的产品评分最高). */
const SCORE_BEFORE = /(?:得分|评分|分数|得票|票数)$/;
const PARAM_AFTER_DE = new RegExp(`^的[\u4e00-\u9fa5]{0,3}?(?:${PARAM_NOUN})`);
const MEASURE_TERMS = /^最(?:高|低|大|小|长|短|远|多|少|深|重|轻|宽|窄)$/;
const TIME_BOUND_TERMS = /^最(?:快|迟|晚|早|慢)$/;
const TIME_AMOUNT_AFTER =
  /^(?:可|能|于|在|只需|仅需)?(?:(?:\d+|[一二两三四五六七八九十半]+)(?:个)?(?:工作日|天|日|小时|分钟|秒|周|个月)|当天|当日|次日|翌日|隔天|隔日)/;
/** People's feelings (民众最在乎的事, 人民群众最关心的问题): what the people care about, not a claim about goods. */
const FEELING_TERM =
  /^最(?:关心|在乎|担心|关注|头疼|头痛|害怕|期待|期盼|盼望|渴望|需要|想要|希望|喜爱|喜欢|痛恨|讨厌|怕)/;
const PEOPLE_BEFORE =
  /(?:民众|人们|大家|消费者|群众|百姓|家长|市民|网友|老人|人民群众|患者|居民|游客|车主|业主|妈妈)(?:们)?(?:的)?$/;
/** A scope before a quantity makes it a ranking (业界最高CADR值): no measurement exemption. */
const SCOPE_BEFORE = /(?:业界|业内|行业|全球|全国|全世界|世界|市场|同类|同级|全网|国内|亚洲)$/;
/** 最大 + a few characters + a quantity noun, with a number in the clause (最大工件承重负荷达500吨). */
const PARAM_NEAR = new RegExp(`^[\u4e00-\u9fa5]{1,6}?(?:${PARAM_NOUN}|负荷|载荷|荷载|尺寸|直径|口径|排量|人数)`);
/**
 * 最好 as an adverb of advice, not an adjective (最好与墙壁保持距离, 最好不要空腹): it is followed by a
 * preposition, a negation or a verb of doing, not by 的 or a noun.
 */
const ADVICE_AFTER =
  /^(?:是|还是)?(?:不要|别|勿|不|在|与|和|跟|同|先|再|要|能|用|把|将|放|选|选择|给|让|多|少|每|提前|及时|尽量|避免|经常|定期|咨询|就医|去|到|保持|留|等|趁|使用|放在|存放|分开|间隔|搭配|配合|请)/;
/** A verb of choosing and the one it is for (选择最适合你的…): advice to choose among offers. */
const CHOOSE_BEFORE = /(?:选择|挑选|选出|选购|选|找到|找出|挑出|挑)(?:一[款个份家])?$/;
const FOR_YOU_AFTER = /^(?:的)?(?:你|您|自己|孩子|宝宝|家人|自身)/;
/**
 * A verb that names: a quoted term after it is a name (命名为“…”, 题为“…”). Not a verb of praise (被誉为“最佳越野夹克”,
 * 誉为, 封为, 冠以): praise quoted in an ad is the ad's claim, and who praised it must be shown (decision 009,
 * "Update, round 14").
 */
const NAMING_BEFORE = /(?:称为|称作|命名为|定名为|名为|题为|赐名|题写)$/;
const DIGIT_SOON = /^[^,。!?;:]{0,6}?\d/;
/** 100% + what it measures: 纯棉100%, 进度100%, 100%羊毛, 配料：生牛乳100%. */
const PERCENT_BEFORE =
  /(?:棉|麻|丝|毛|绒|纤维|涤纶|果汁|原浆|进度|电量|充到|充至|完成度|完成率|占比|含量|含[\u4e00-\u9fa5]{1,2}量|比例|纯度|回收率|回收|成分|材料|保额|保险金额|面值|票面|覆盖率|出勤率|到位率|合格率|(?:进度|工程|安装|任务|下载|加载|上传|施工)[^,。!?;]{0,4}?(?:已)?(?:完成|达到|达)|已完成|生牛乳|生乳|牛乳|鲜奶|果肉|果浆|(?:退|退还|返还|退回)[^,。!?;]{0,6}?(?:费用|学费|款项|定金|订金|押金|房费|票款))$/;
/** A list of ingredients or materials (配料：生牛乳100%, 成分：橄榄油100%): the percentage is a composition. */
const COMPOSITION_BEFORE = /(?:配料|配料表|成分|成分表|原料|原材料|面料|材质|里料)[:：][^。!?;]{0,30}$/;
const PERCENT_AFTER =
  /^(?:纯)?(?:棉|麻|亚麻|丝|桑蚕丝|毛|羊毛|羊绒|绒|涤纶|纤维|果汁|原浆|原榨|可回收|可降解|澳洲羊毛|新西兰羊毛)/;
/** 最X的 + a stretch of time (今年最热的一天): a fact about time, not about the product. */
const TIME_AFTER = /^的?(?:一天|一年|一周|一个月|时候|时段|季节|日子|夜晚|早晨)/;
/** 绝对 + an instruction: 使用时绝对避免接触眼睛. */
const INSTRUCTION_AFTER = /^(?:避免|禁止|不要|不能|不可|不得|勿|严禁|不许|别)/;

/**
 * A list of words the text talks about: “升值”等10项内容禁止…, 含有有效率、治愈率等…内容的；
 * (a rule's list item). Ad copy does not call its own claims 内容、用语、表述.
 */
const LIST_MENTION_AFTER =
  /^[^。!?;]{0,40}?等[^,。!?;]{0,10}?(?:内容|用语|表述|承诺|字样|词语|词汇|字眼|名称|宣传语|广告语|说法|描述|方式|手段|名义|套路|话术)/;
/** A list of examples (如处方、药用、治疗…等。): the words are shown, not claimed. */
const EXAMPLE_LIST = {
  before: /(?:^|[,，:：;；])(?:如|例如|比如|诸如|譬如)[^。!?;]*$/,
  after: /^[^。!?;]*?等[。;；]?(?:$|[。;；])/,
};
const RULE_ITEM_BEFORE = /(?:含有|使用|出现|宣称|涉及)[^。!?;]*$/;

/** 唯一 + what it identifies (唯一的订单编号, 唯一官方网站): an identifier, not a rank. */
/** 唯一 + a longer stretch of the clause that ends in an identifier (唯一且终身不变的18位识别码). */
const IDENTIFIER_CLAUSE = /^[^,。!?;]{0,20}?(?:识别码|识别号|代码|编码|编号|序列号|标识码|身份证号|号码)(?:[,。!?;]|$)/;
const IDENTIFIER_AFTER =
  /^(?:的)?[^,。!?;]{0,4}?(?:编号|编码|标识|识别码|识别号|id|账号|帐号|订单号|序列号|代码|密钥|主键|索引|地址|入口|官方网站|官网|网址|官方渠道|指定账户|收款账户|客服电话|联系方式)/;
/** An ordinal or rank word that numbers a building, a line or a room (No.1号楼, 第一栋). */
const NUMBERED_AFTER = /^(?:号|号楼|号线|号馆|号厅|号门|号店|栋|幢|单元|展厅)/;
/** 国家级 + an official designation (国家级文化生态保护区, 国家级监督检验中心): a grade, not a claim. */
const DESIGNATION_AFTER =
  /^[\u4e00-\u9fa5]{0,8}?(?:保护区|实验区|试验区|示范区|开发区|新区|高新区|风景名胜区|旅游度假区|文物保护单位|非物质文化遗产|重点实验室|研究中心|检验中心|检测中心|一流本科|教学成果奖|运动员|裁判员?|教练员?|批发市场)/;
/** A year before 2011 earlier in the sentence: history (the guide's 第六条 time-scoped facts). */
const HISTORY_YEAR = /(?:1[6-9]\d\d|200\d|2010)年/;
/** A place name holding the word (冠军路, 第一街): a name, not a claim. */
const PLACE_AFTER = /^(?:路|街|大街|大道|巷|胡同|村|镇|桥|广场)(?:\d|[东西南北中]段|口|$)/;

/** 最高/最低 and their kin beside their opposite: a range's two ends. */
const RANGE_END = /^最(?:高|低|大|小|多|少|长|短)$/;
const RANGE_PAIR_AFTER = /^(?:与|和|及|、|或)最(?:高|低|大|小|多|少|长|短)/;
const RANGE_PAIR_BEFORE = /最(?:高|低|大|小|多|少|长|短)(?:与|和|及|、|或)$/;
/** 感谢您选择…作为您的 + 首选. */
const THANKS_FOR_CHOICE_BEFORE =
  /(?:感谢|谢谢)(?:您|你)[^。!?]{0,4}?选择[^。!?]{0,24}?作为(?:您|你)的?[^。!?,，]{0,6}$/;

/** Whether [start, end) of the original text sits inside 《》, 「」 or 『』 (a title, a name, a quotation). */
export function insideTitleMarks(text: string, start: number, end: number): boolean {
  const pair = enclosingPair(text, start, end);
  return pair !== null && TITLE_MARKS.has(pair.open);
}

const TITLE_MARKS = new Set(["《", "「", "『"]);

export type NotAClaim = "mention" | "title" | "name" | "param" | "instruction" | "identifier";

/**
 * The statutory condition met in the clause (专利 beside 专利号, an honour with its year and awarding body): the word or
 * the detector is then only a 提示. One test for listed words (contextFor) and detectors (engine.ts) alike.
 */
export function satisfiedIn(rule: Pick<TermRule, "satisfiedBy">, clause: string): boolean {
  return rule.satisfiedBy?.test(clause) ?? false;
}

/**
 * Why a hit at normalised [s, e) (original [start, end)) is no claim, or null.
 * `term` is the normalised matched text; `rule` the listed word's record.
 */
export function notAClaim(
  text: string,
  norm: string,
  s: number,
  e: number,
  start: number,
  end: number,
  term: string,
): NotAClaim | null {
  const { before, after } = sentenceAround(norm, s, e);
  if (MENTION.regulatoryBefore.test(before) || MENTION.regulatoryAfter.test(after)) return "mention";
  if (MENTION.negatedClaimVerb.test(before)) return "mention";
  if (LIST_MENTION_AFTER.test(after) || (RULE_ITEM_BEFORE.test(before) && /的$/.test(after))) return "mention";
  if (EXAMPLE_LIST.before.test(before) && EXAMPLE_LIST.after.test(after)) return "mention";
  const pair = enclosingPair(text, start, end);
  if (pair !== null && TITLE_MARKS.has(pair.open)) return "title";
  if (pair && MENTION.eventNameEnd.test(pair.inner)) return "title";
  if (pair && MENTION.quoteCue.test(before + after)) return "mention";
  if (pair && NAMING_BEFORE.test(text.slice(Math.max(0, start - 8), start - 1))) return "title";
  if (COMPANY_AFTER.test(after) && !/[,。!?;:的]/.test(after.slice(0, 8).replace(/(?:有限公司|公司).*/, ""))) {
    return "name";
  }
  if (term.charCodeAt(0) === 0x6700 /* 最 */ && FEELING_TERM.test(term) && PEOPLE_BEFORE.test(before)) return "param";
  if (term.charCodeAt(0) === 0x6700 /* 最 */ && term.length <= 3 && !SCOPE_BEFORE.test(before)) {
    const clauseBefore = clauseAround(norm, s, e).before;
    if (PARAM_BEFORE.test(clauseBefore)) return "param";
    if (SCORE_BEFORE.test(clauseBefore) && !WE_SELL.test(before)) return "param";
    const quantity = MEASURE_TERMS.test(term) || !/^最(?:好|佳|强|优|美|棒|牛|快|新)/.test(term);
    if (quantity && PARAM_AFTER.test(after)) return "param";
    if (MEASURE_TERMS.test(term) && DIGIT_SOON.test(after) && !/^的/.test(after)) return "param";
    // 最低的镇痛剂量, 最高的水温: the quantity named a few characters on, after 的.
    if (MEASURE_TERMS.test(term) && PARAM_AFTER_DE.test(after)) return "param";
    // 最快5天放款, 最快翌日送货, 最迟3个工作日: a bound on a service time. A speed of effect (最快3天见效) is still
    // read by the efficacy rules (decision 009, "Update, rounds 16 to 18").
    if (TIME_BOUND_TERMS.test(term) && TIME_AMOUNT_AFTER.test(after)) return "param";
  }
  if (/^(?:100%|百分百)$/.test(term)) {
    const clauseBefore = clauseAround(norm, s, e).before;
    if (PERCENT_BEFORE.test(clauseBefore) || PERCENT_AFTER.test(after) || COMPOSITION_BEFORE.test(before))
      return "param";
  }
  if (term === "绝对" && INSTRUCTION_AFTER.test(after)) return "instruction";
  if (term === "唯一" && (IDENTIFIER_AFTER.test(after) || IDENTIFIER_CLAUSE.test(after))) return "identifier";
  if (term === "最好" && ADVICE_AFTER.test(after)) return "instruction";
  // 选择最适合你的税贷: advice to choose among offers, not a claim that the seller's goods are best (decision 009,
  // "Update, rounds 16 to 18"); 本品是最适合你的面霜 has no verb of choosing before it.
  if (/^最(?:适合|合适)/.test(term) && CHOOSE_BEFORE.test(before) && FOR_YOU_AFTER.test(after)) return "instruction";
  // 售价最高与最低的样本, 最大和最小值: the two ends of a range measured, not a rank claimed (decision 009, "Update,
  // rounds 19 and 20").
  if (RANGE_END.test(term) && (RANGE_PAIR_AFTER.test(after) || RANGE_PAIR_BEFORE.test(before))) return "param";
  // 感谢您选择我们的民宿作为您的度假首选: the guest's choice thanked for, not a claim that the seller comes first
  // (decision 009, "Update, rounds 19 and 20").
  if (term === "首选" && THANKS_FOR_CHOICE_BEFORE.test(before)) return "mention";
  if (MEASURE_TERMS.test(term) && PARAM_NEAR.test(after) && /\d/.test(clauseAround(norm, s, e).after)) return "param";
  if (term === "国家级" && DESIGNATION_AFTER.test(after)) return "name";
  // The first of an official designation (我国第一个国家级文化生态保护区): a fact about the list.
  if (/^(?:第一个|首个)$/.test(term) && DESIGNATION_AFTER.test(after.replace(/^(?:国家级|省级)/, ""))) return "name";
  if (/^(?:no\.?1|top1|第一|第1)$/.test(term) && NUMBERED_AFTER.test(after)) return "identifier";
  if (term.length <= 3 && PLACE_AFTER.test(after)) return "name";
  // A question the copy answers no to (能杀菌吗？不能，…).
  if (
    /^.{0,2}[吗么]$/.test(after) &&
    /^[?？]?(?:不|没有|并不|不能|不会)/.test(norm.slice(e + after.length, e + after.length + 4))
  )
    return "mention";
  if (term.charCodeAt(0) === 0x6700 && TIME_AFTER.test(after)) return "param";
  if (/^(?:首个|第一个|首次|首场|第一场|首轮|第一轮)$/.test(term) && MENTION.timeScopeBefore.test(before))
    return "param";
  // 1956年…制造出新中国第一辆卡车: a first dated in a year long past is history told, not a claim about today.
  if (
    /^(?:(?:新?中国|国内|全国|世界|全球)?(?:第一|首)[个辆台架艘颗部座家款次])$/.test(term) &&
    HISTORY_YEAR.test(before)
  )
    return "param";
  if (term.charCodeAt(0) === 0x6700 && MENTION.beliefBefore.test(before)) return "mention";
  if (RESULT_TERMS.test(term) && isCompetitionResult(before, after)) return "mention";
  if (WORK_AFTER.test(after) && before.length === 0) return "title";
  return null;
}

/** A work named at the start of a sentence without quotes: 终极密码是一款多人猜数字游戏. */
const WORK_AFTER =
  /^[\u4e00-\u9fa5]{0,4}?(?:是|为)(?:一款|一部|一档|一本|一首|一种)[^,。!?;]{0,12}?(?:游戏|小说|电影|电视剧|综艺|节目|动画|漫画|歌曲|软件|应用|桌游)/;

/** 第一 + a counting word, or a text that counts on (第二、第三…): an ordinal, not a rank. */
const COUNTERS = "枚件罐瓶袋盒杯碗块片道轮台辆趟遍份章段句行列颗粒次步回集期站层排页课节季单栋幢户间艘座架";
const COUNT_AFTER = new RegExp(`^(?:个)?[${COUNTERS}]`);
const NEXT_ORDINAL = /第(?:二|三|四|五|2|3|4|5)|其次|然后|再/;

export function isCountingOrdinal(norm: string, s: number, e: number, term: string): boolean {
  if (!/^(?:第一|第一个|首)$/.test(term)) return false;
  const { clause, after } = sentenceAround(norm, s, e);
  if (COUNT_AFTER.test(after) && !/^(?:个)?(?:品牌|家|名)/.test(after)) return true;
  return term !== "首" && NEXT_ORDINAL.test(clause.slice(clause.indexOf(term) + term.length));
}

// ── Exemptions of 指南第五、六条 ────────────────────────────────────────────

const SALES_TERMS = /销量|销售额|占有率|排名|销冠|冠军|第一|no1|top1|领先/;
/** Others than oneself: a comparison with them is no self-comparison (指南 6(一)). */
const OTHERS =
  /全城|全市|全省|全国|全网|全球|同行|同类|别家|他家|其他(?:店|品牌|商家)|市面上|业内|行业|任何一家|所有(?:店|品牌)|本地/;
const AWARD_BEFORE = /(?:荣获|获评|评为|被评|授予|获得|夺得|首夺|摘得|卫冕|夺)[^,。!?;]{0,10}$/;
const AWARD_AFTER = /^[^,。!?;]{0,6}(?:奖|称号|奖项|荣誉)/;
/** A competition result (a match, a player): 冠军、第一 report who won, not what the product is. */
const COMPETITION =
  /纪录|奖杯|卫冕|[位座届]冠军|世锦赛|锦标赛|奥运|联赛|决赛|比赛|夺冠|选手|球员|球手|运动员|赛季|战队|赔率榜/;
/** A medal or a title that someone won (金牌由…获得). */
const WON_AFTER = /^[^,。!?;]{0,10}(?:获得|夺得|摘得)/;

function exemptionOf(kind: Exclude<ExemptionKind, "time-word" | "param" | "statutory-line">): Exemption {
  return { kind, ...EXEMPTIONS[kind] };
}

/**
 * Decide the context exemption of a listed word (指南第五、六条; tools-facts §1.5).
 * Returns the exemption and the resulting level, or null when the context changes nothing.
 */
export function contextFor(
  rule: TermRule,
  level: Level,
  norm: string,
  s: number,
  e: number,
  allowSpans: Array<[number, number]>,
  strict: boolean,
): { level: Level; exemption?: Exemption } | null {
  const sentence = sentenceAround(norm, s, e);
  if (satisfiedIn(rule, sentence.clause)) return { level: "提示" };
  const kinds = rule.exemptions ?? [];
  if (!kinds.length) return null;
  const softened: Level = strict ? "需证明" : "提示";
  if (kinds.includes("allow-list") && allowSpans.some(([a, b]) => a <= s && e <= b)) {
    return { level: softened, exemption: exemptionOf("allow-list") };
  }
  const { before, after, clause } = sentence;
  const comma = clauseAround(norm, s, e);
  const termNorm = norm.slice(s, e);
  if (kinds.includes("consumer-tip") && /最为?(?:佳|好|适|宜|理想)/.test(termNorm)) {
    if (CONSUMER_TIP.after.test(after) || CONSUMER_TIP.afterTime.test(after) || CONSUMER_TIP.before.test(before)) {
      return { level: softened, exemption: exemptionOf("consumer-tip") };
    }
  }
  // 指南 6(六): sales facts. A qualified 销量第一 stays 需证明 (tools-facts §0 item 4).
  if (kinds.includes("sales-fact") || (rule.group === "A" && SALES_TERMS.test(termNorm))) {
    if (CUES["sales-word"].test(clause) || /销量|销售额|占有率|排名|销冠/.test(termNorm)) {
      const qualified = CUES["sales-time"].test(clause) && CUES["sales-place"].test(clause);
      if (qualified && !/第一|冠军|销冠|no1|top1/.test(termNorm))
        return { level: softened, exemption: exemptionOf("sales-fact") };
      if (qualified) return { level: "需证明", exemption: exemptionOf("sales-fact") };
      if (level === "禁用") return { level: "需证明", exemption: exemptionOf("sales-fact") };
      return null;
    }
  }
  if (kinds.includes("standard") && CUES.standard.test(clause)) {
    return { level: softened, exemption: exemptionOf("standard") };
  }
  // An award name holds the word (荣获“最佳设计奖”): the cue must sit right around it.
  if (
    kinds.includes("award") &&
    (AWARD_BEFORE.test(comma.before) ||
      AWARD_AFTER.test(comma.after) ||
      (/金牌|冠军|金奖|第一名/.test(termNorm) && WON_AFTER.test(comma.after)) ||
      (/金牌|冠军|金奖|第一/.test(termNorm) && COMPETITION.test(clause)))
  ) {
    return { level: softened, exemption: exemptionOf("award") };
  }
  // The product line named again right after the word (刷新iPhone 6保持的纪录，成为史上最薄iPhone).
  const line = /^[a-z]{3,}/.exec(after)?.[0];
  const sameLine = line !== undefined && before.includes(line);
  if (
    kinds.includes("self-comparison") &&
    (CUES["self-comparison"].test(comma.clause) || CUES["self-scope"].test(before) || sameLine) &&
    !OTHERS.test(clause)
  ) {
    return { level: softened, exemption: exemptionOf("self-comparison") };
  }
  if (kinds.includes("attitude") && CUES.attitude.test(comma.clause)) {
    return { level: softened, exemption: exemptionOf("attitude") };
  }
  return null;
}

export function findAllowListSpans(
  norm: string,
  allowList: readonly string[],
  normalizeTerm: (t: string) => string,
): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const name of allowList) {
    const n = normalizeTerm(name.trim());
    if (n.length < 1) continue;
    for (let from = norm.indexOf(n); from !== -1; from = norm.indexOf(n, from + 1)) spans.push([from, from + n.length]);
  }
  return spans;
}
