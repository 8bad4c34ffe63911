/**
 * Mandatory notices by industry (tools-facts §1.3: 广告法 16, 18, 25).
 * A text analysed for the industry that contains none of `present` gets a MissingNotice.
 */
import type { IndustryKey, RuleGroup, RuleSource } from "../types";
import { PENALTY } from "./rules";
import { SOURCES } from "./sources";

export type NoticeRule = {
  rule: string;
  industry: IndustryKey;
  group: RuleGroup;
  /** The statutory line, verbatim. */
  line: string;
  /** Normalised phrases any of which counts as the notice being present. */
  present: RegExp;
  /** Only required when this matches the normalised text (e.g. 处方药 ads). */
  when?: RegExp;
  /** Not required when this matches. */
  unless?: RegExp;
  basis: string;
  penalty: string;
  why: string;
  source: RuleSource;
};

// 处方药 not preceded by 非 (非处方药 = OTC).
const RX = /(?<!非)处方药|rx(?![a-z])/;

/**
 * A caution of the label's kind, in any wording (decision 009, "Update, round 8"): use under a doctor's or a
 * pharmacist's guidance, stop and see a doctor, what it cannot replace, who should not take it. A text that
 * carries one is a label or a notice, not an ad lacking its line: the statutory line is asked of selling copy,
 * and a notice worded differently from the statute still counts (as for the finance risk notice).
 */
const CAUTION =
  /(?:医生|医师|药师|医务人员|营养师)的?(?:指导下|建议下)|(?:儿童|婴幼儿|孩子)[^。!?]{0,12}?(?:不可|不能|无法)?(?:触及|接触|够)(?:不?到)?的(?:地方|位置|处)|(?:避免|防止)(?:儿童|婴幼儿)(?:误食|误服|接触)|遵(?:医|照医)嘱|凭(?:医生|医师)?处方|(?:向|咨询)(?:专业)?(?:医师|医生|药师|医疗人员|医护人员|医疗专业人员)|(?:应|须|需|请)?(?:避免|不宜|禁止)(?:使用|服用)|(?:去|到|上|及时)(?:医院)?(?:进一步)?(?:就(?:诊|医)|诊治|诊疗)|者(?:慎服|慎用|禁服|禁用|忌服|忌用)|(?:应|立即|须)停(?:药|用|止使用)|不(?:能|可|宜)(?:代替|替代)|切勿|禁忌|注意事项|不适宜人群|孕妇[^。!?]{0,12}?(?:慎用|禁用|忌用|不宜)|(?:不应|不得|不宜|请勿)超过(?:推荐|规定)?(?:剂量|用量)|过量服用|请勿过量|如有不适|出现不适|可能(?:导致|引起|出现)不良反应|(?:立即|尽快|马上|及时)(?:去医院)?(?:就医|就诊)|不良反应[：:]|(?:咨询|请教)专业人员|(?:者|人群|孕妇|产妇|妇女|儿童|婴幼儿|患者|运动员|驾驶员|司机|老人|老年人)(?:应|须)?(?:慎服|慎用|禁服|禁用|忌服|忌用|不宜(?:服用|使用|食用))|(?:服药|用药|使用|治疗)期间[^。!?]{0,12}?(?:忌|不宜|避免|禁止|慎用|停用)|忌(?:烟|酒|辛辣|生冷|油腻)|(?:严格)?(?:按|按照|遵照)(?:用法用量|规定剂量|推荐剂量)|(?:成人|家长|大人)(?:的)?监护下使用/;

export const NOTICE_RULES: NoticeRule[] = [
  {
    rule: "notice.health-food",
    industry: "health-food",
    group: "C",
    line: "本品不能代替药物",
    present: new RegExp(`(?:不能|不可|无法|不宜|不得|并不能)(?:代替|替代)(?:药物|药品)|${CAUTION.source}`),
    basis: "《广告法》第十八条第二款（保健食品广告应当显著标明“本品不能代替药物”）",
    penalty: PENALTY.p58("三"),
    why: "保健食品广告必须显著标明“本品不能代替药物”",
    source: SOURCES.law,
  },
  {
    rule: "notice.drug-otc",
    industry: "drug",
    group: "C",
    line: "请按药品说明书或者在药师指导下购买和使用",
    present: new RegExp(
      `请?(?:按|仔细阅读)(?:药品)?说明书[^。!?]{0,10}?(?:或者?|并)在?(?:药师|医师|医生)(?:的)?指导下(?:购买和?)?使用|${CAUTION.source}`,
    ),
    unless: RX,
    basis: "《广告法》第十六条第二款（非处方药广告应当显著标明“请按药品说明书或者在药师指导下购买和使用”）",
    penalty: PENALTY.p58("一"),
    why: "非处方药（OTC）广告必须标明这句法定提示；若是处方药，只能在医学药学专业刊物发布并标明“本广告仅供医学药学专业人士阅读”",
    source: SOURCES.law,
  },
  {
    rule: "notice.drug-rx",
    industry: "drug",
    group: "C",
    line: "本广告仅供医学药学专业人士阅读",
    present: /本广告仅供医学药学专业人士阅读/,
    when: RX,
    basis: "《广告法》第十六条第二款（处方药广告应当显著标明“本广告仅供医学药学专业人士阅读”）",
    penalty: PENALTY.p58("一"),
    why: "处方药广告必须标明这句法定提示，且只能在指定的医学、药学专业刊物上发布",
    source: SOURCES.law,
  },
  {
    rule: "notice.device",
    industry: "device",
    group: "C",
    line: "请仔细阅读产品说明书或者在医务人员的指导下购买和使用",
    present: new RegExp(
      `请仔细阅读产品说明书或者?在医务人员的?指导下购买和使用|禁忌内容或者?注意事项详见说明书|(?:使用前)?(?:请)?(?:仔细|详细)?(?:阅读|详见|参阅)(?:产品|使用)?(?:说明书|使用说明)|${CAUTION.source}`,
    ),
    basis:
      "《广告法》第十六条第二款（推荐给个人自用的医疗器械广告应当显著标明该提示；有禁忌内容、注意事项的还应标明“禁忌内容或者注意事项详见说明书”）",
    penalty: PENALTY.p58("一"),
    why: "个人自用医疗器械广告必须标明这句法定提示",
    source: SOURCES.law,
  },
  {
    rule: "notice.finance-risk",
    industry: "finance",
    group: "E",
    line: "投资有风险，选择需谨慎（写明可能的风险及责任承担）",
    present:
      /风险提示|(?<![低无零没])高风险|(?:配息|分红|收益)来源可能为本金|不构成(?:任何)?投资建议|警惕非法集资|不同于(?:储蓄)?存款|不等同于(?:银行)?存款|理性借贷|量力而行|(?:详细|仔细|认真)阅读[^。!?]{0,8}?(?:保险)?(?:合同|协议)|保险责任[^。!?]{0,6}?责任免除|犹豫期|(?:持续)?(?:交费|缴费)能力|并非保证|非保证|出借有风险|决策需谨慎|理财非存款|借贷有风险|投资有风险|理财有风险|投资需谨慎|入市需谨慎|加盟有风险|投资须谨慎|存在风险|风险自担|市场有风险|基金有风险|不保本|可能发生亏损|本金(?:亏损|损失)|不保证(?:基金)?一定盈利|不保证最低收益|谨慎(?:做出|作出)?投资决策|风险承受能力|风险揭示|(?:过往|历史)业绩(?:并)?不(?:代表|预示)|(?:过往|历史|以往)(?:业绩|表现)[^。!?]{0,12}?(?:不|并非|并不)(?:代表|预示|等于|构成|是|作为)?[^。!?]{0,8}?(?:未来|将来)|风险自负|不构成(?:任何)?(?:要约|邀请|推荐|买卖建议)|(?:合理|适度)借贷|股市有风险|投资需审慎|审慎投资|不等同于(?:一般|银行)?(?:存款|储蓄)|不同于银行储蓄|谨慎决策|各类风险|投资损失|损失(?:投资)?本金|不提供任何保证|不承诺保本|净值(?:存在)?下跌的可能|买者自负|(?:投资)?风险[^。!?]{0,8}?由(?:投资者|投资人|客户|您|委托人)(?:自行)?(?:负责|承担)|有一定风险|高收益意味着高风险|不承诺保本保息|(?<!不)可能(?:会)?(?:发生|出现|造成|导致)?[^。!?]{0,10}?(?:亏损|损失)|承担[^。!?]{0,8}?(?:带来的|所带来的)?损失|(?:认识|了解|注意|知悉|关注|评估)[^。!?]{0,6}?风险|(?:谨慎|审慎|理性)(?:投资|决策|选择|购买|参与)|不保证(?:本金|收益|盈利)|不(?:表明|意味着|代表)[^。!?]{0,24}?没有风险|风险(?:收益)?(?:水平|等级|特征)|(?:投资|理财|借贷|贷款|借款|出借|加盟|入市|基金|市场|股市|保险|融资)(?:有|存在)风险|(?:借款|贷款|加盟|选择|入市|决策|出借|投资|理财)(?:需|须|要)(?:谨慎|审慎)|预期风险|理性借贷|理性借款|量力而行|阅读[^。!?]{0,8}?(?:保险条款|合同条款|责任免除|风险揭示书)|(?:业绩|净值)(?:表现)?[^。!?]{0,10}?(?:可能)?(?:受到影响|波动|下跌)|(?:不是|不属于|并非|有别于|区别于)(?:银行)?(?:存款|储蓄)|(?:投资|理财|借贷|交易)(?:涉及|附带|伴随|具有|带有)(?:一定|相当)?(?:的)?风险|收益(?:具有|存在)?不确定|(?:收益|回报)可能(?:为零|低于|不及)|(?:市场|价格|汇率|利率|净值|行情)(?:的)?(?:波动|变化|变动)(?:可能|会|将|或)|不(?:作为|构成)(?:任何)?(?:投资|买卖|交易)(?:依据|建议|推荐)/,
    basis:
      "《广告法》第二十五条（招商等有投资回报预期的商品或服务广告，应当对可能存在的风险以及风险责任承担有合理提示）",
    penalty: PENALTY.p58("七"),
    why: "金融理财、招商加盟广告必须对可能的风险和风险责任承担作出合理提示",
    source: SOURCES.finance,
  },
];
