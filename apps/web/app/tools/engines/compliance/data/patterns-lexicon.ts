/**
 * Claims built from lexicons and structure, not from phrases (decision 009, "Update, round 5").
 *
 * - A disease is recognised by how disease names are formed in the 《疾病分类与代码》 (GB/T 14396,
 *   which adopts WHO ICD-10): a head of up to four characters and a class suffix — 炎、癌、瘤、结节、
 *   结石、溃疡、综合征、囊肿、增生、硬化、衰竭、息肉、疮、癣、疹、病、症 — ending a word; or a symptom
 *   (a body part and 痛、肿、麻、痒、冰凉…); or one of the lay names of patterns-context.ts.
 * - A claim is a verb of the 《药品广告审查发布标准》 / 第十七条 family (治、防、降、抗、调理、改善、
 *   缓解、根治、告别…) applied to a disease in one clause; or a list of two or more diseases with a
 *   predicate of effect (都能喝、一盒调理好、都适用) in one sentence; or an organ with a verb of
 *   protection or repair (护肝、修复胃黏膜).
 * These detectors only report in copy that sells: a sentence the genre score reads as describing
 * (a label's 功能主治, a hospital's news, a statute) is left to the rules that read it (`sellingOnly`).
 */
import { DISEASE_LAY, OLD_COMPLAINT } from "./patterns-context";
import type { PatternRule } from "./rule-types";
import { PENALTY } from "./term-builder";
import { SOURCES } from "./sources";

/** A CJK character other than 的 (U+7684): a disease name's head never runs across 的 (我的颈椎病 → 颈椎病). */
const CJK_NOT_DE = "[\\u4e00-\\u7683\\u7685-\\u9fa5]";
/**
 * No continuation after a disease name: the normalised text drops the enumeration comma (、), so a
 * name ends where no word-forming character follows (病人, 病毒, 症状, 炎热 are other words).
 */
const END = "(?![状况毒人例历理区房床号种菌原因变灶情友患史程热夏力者率症])";
const SUFFIX =
  "炎|癌|瘤|结节|结石|溃疡|综合征|囊肿|增生|硬化|衰竭|息肉|疮|癣|疹|病变|感染|功能障碍|功能不全|功能退化|功能减退|功能衰退|功能低下|功能紊乱|病|症";
const BODY =
  "头|颈|肩|腰|背|腿|膝|脚|足|手|手脚|四肢|关节|颈椎|腰椎|胸|腹|胃|肠|肝|肾|心|肺|咽|咽喉|喉|鼻|耳|眼|牙|口|皮肤|骨|经期|乳房|前列腺";
const SYMPTOM = "痛|疼|疼痛|肿|肿痛|麻|麻木|痒|酸痛|酸|冰凉|冰冷|发凉|怕冷|出血|溃烂";
/** A disease or a symptom, by formation (GB/T 14396 / ICD-10) or by its lay name. */
/** An organ's "problem" or "discomfort" (前列腺问题, 肠胃不适): a lay name for its diseases. */
const ORGAN_TROUBLE =
  "(?:前列腺|乳腺|甲状腺|肝脏?|肾脏?|肠胃|胃肠|心脏|肺部?|颈椎|腰椎|妇科|骨关节|关节|骨骼|心脑血管|心血管)(?:问题|毛病|不适|烦恼|困扰)";
/** A disorder named by its system (内分泌失调, 肠道菌群紊乱); 失调 and 紊乱 alone are everyday words (城乡发展失调). */
const DISORDER =
  "(?:内分泌|激素|荷尔蒙|月经|经期|代谢|糖代谢|脂代谢|肠道菌群|菌群|植物神经|自主神经|神经|免疫|电解质|睡眠)(?:功能)?(?:紊乱|失调)";
export const DISEASE_ANY = `(?:${DISORDER}|(?!疾病|病症|生病|看病|毛病|病|[万百千诸各多众])${CJK_NOT_DE}{1,4}?(?:${SUFFIX})${END}|(?:${BODY})(?:${SYMPTOM})${END}|${ORGAN_TROUBLE}|${DISEASE_LAY})`;

const VERB =
  "治疗|治愈|根治|医治|主治|专治|专攻|攻克|治好|医好|康复(?!科|中心|医院|训练|期)|叫停|终结|杜绝|治|防治|预防(?!针)|防止|缓解|改善|调理|调好|消除|祛除|清除|消退|减轻|抑制|降低|降|抗|对抗|修复|逆转|战胜|告别|远离|摆脱|赶走|解决|搞定|对症";
const EFFECT =
  "都能|都可|均可|都适用|更为有效|更加有效|特别有效|非常有效|适用于|都管用|都有效|恢复(?:到)?正常|调理好|调好了|好了|全好|痊愈|康复|见效|克星|福音|救星|良药|好帮手|守护神|专用(?!病房|门诊|通道|诊室|科室|窗口|药房|病区|区域|车位|床位|电梯|停车)|不再犯|不复发|除根|断根|去根|好转|减轻了|消退了|消失|没了|站起来|生活自理|下地走路|能走路了|全面改善|明显改善|显著改善|得到改善|全面康复|防复发|有效果|效果好|一(?:盒|瓶|贴|疗程|个疗程|个月)[^,。!?;]{0,4}?(?:好|见效|调理|搞定|解决)";
const ORGAN = "心脑|心血管|心|肝|肾|胃|肺|脑|血管|关节|眼睛|眼|肠道|肠";

/** A symptom told as gone after use (胃也不疼了, 走路不疼了, 腰再也不酸了): a testimonial of a cure. */
const SYMPTOM_GONE = `(?:${BODY}|走路|睡觉|晚上|上楼|下蹲)(?:也|都|就|再|一点|再也|一点也|一点都)?(?:不|没)(?:再|有)?(?:${SYMPTOM})了`;
/** A claim verb applied to a disease, or a disease with a predicate of effect (救治、收治 are reports). */
const CURE_CLAIM = `(?<!注意|注重|做好|加强|及时|积极|不能|不可|无法|不得|并非|不是|救|收|不)(?:${VERB})[^,。!?;]{0,8}?${DISEASE_ANY}|(?:${DISEASE_ANY}|${OLD_COMPLAINT})[^,。!?;]{0,8}?(?:${EFFECT})|${SYMPTOM_GONE}`;
/** An organ protected or repaired (护肝, 修复胃黏膜), not a department or a clinic named after it. */
const ORGAN_PROTECT = `(?:(?:护|保护|修复)(?:${ORGAN})|修复[^,。!?;]{0,4}?(?:受损|损伤|损坏)的?(?:${ORGAN}|软骨|神经|血管)|(?:让|使)?(?:${ORGAN}|颈椎|腰椎|软骨)[^,。!?;]{0,4}?(?:重现|恢复|找回)(?:健康|正常|年轻|活力)|(?:坏死|受损|损伤|萎缩)的?(?:${ORGAN}|神经|细胞|软骨|组织)[^,。!?;]{0,6}?(?:复活|再生|重生|恢复|修复)|(?:喝出|吃出|养出)(?:一?个)?(?:好|健康的?|年轻的?)(?:${ORGAN}))(?![a-z\\u4e00-\\u9fa5]?(?:科|医院|中心|专家|部位))`;

/** A disease told as a consequence or a risk, not as a service or a cure. */
const RISK_VERB = "引发|导致|引起|诱发|并发|可能|预防|避免|警惕|以免";

const NON_MEDICAL = { medical: null, drug: null, device: null } as const;

export const LEXICON_PATTERN_RULES: PatternRule[] = [
  {
    // A drug or a device ad may state its approved indication; a medical institution's ad may not name
    // a disease or a cure at all (《医疗广告管理办法》第六条 lists the only contents allowed, 第七条第（一）（二）项).
    id: "C.medical-ad-disease",
    label: "医疗广告宣称治疗疾病",
    group: "C",
    level: "禁用",
    onlyIn: ["medical"],
    sellingOnly: true,
    yields: true,
    pattern: new RegExp(`${CURE_CLAIM}|${ORGAN_PROTECT}`, "g"),
    basis:
      "《医疗广告管理办法》第七条第（一）（二）项（医疗广告不得涉及疾病名称、诊疗方法，不得保证或隐含保证治愈）；《广告法》第十六条第一款第（一）项",
    penalty: PENALTY.p58("一"),
    why: "医疗机构的广告只能写机构名称、地址、诊疗科目、接诊时间等八项；宣称能治疗、调理某种疾病或保护某个器官，超出了这八项，也是对疗效的断言",
    rewrites: ["（删除疾病与疗效表述，只保留诊疗科目）"],
    source: SOURCES.medicalAdRules,
  },
  {
    // 《医疗广告管理办法》第七条第（一）项: a medical institution's ad may not name a disease at all. Two or more
    // named together (专业诊疗 包皮包茎 阳痿早泄…) or one after a word of treatment (诊疗、专治、特色) is such a
    // list of services; a single disease in a sentence that describes (hospital news) is left to the reader.
    id: "C.medical-ad-disease-name",
    label: "医疗广告涉及疾病名称",
    group: "C",
    // In 通用 the advertiser is unknown: a list of diseases offered as services is 行业敏感 (forbidden if this
    // is a clinic's ad; a drug's or a device's approved indication may name diseases, hence null there).
    level: "行业敏感",
    industryLevel: { medical: "禁用", drug: null, device: null, education: null, finance: null, "real-estate": null },
    vocabulary: true,
    // In 通用 only in copy that reads as an institution's (诊所、门诊、本院…): elsewhere a list of diseases is a
    // drug's indication or a report, and the rule's look-behinds would cost every text 2 ms.
    generalWhen: /诊所|医院|门诊|专科|诊疗|诊治|专治|主治|科室|本院|我院|中心|医疗|医生|医师|大夫|名医|坐诊|挂号|预约/,
    sellingOnly: true,
    // Not yielding where it is 禁用: the list as a whole is the finding (its deletion must take every name, not
    // the first two); in 通用 a 禁用 cure claim inside it keeps its own finding.
    yieldsWhenMilder: true,
    // A disease as a consequence or a risk (可能导致…、引发…、预防…) is health education, not a service.
    // (A formed name may start inside the verb — 引|发糖尿病 — hence the second and third assertions.)
    startAssert: new RegExp(`(?<!(?:${RISK_VERB})[^,。!?;]{0,8})(?<![引导诱并预避警以可])(?!${RISK_VERB})`, "y"),
    pattern: new RegExp(
      `(?:(?:(?:${VERB}|诊疗|诊治)[^,。!?;]{0,4}?)?${DISEASE_ANY}(?:[、，,和与及或]?${DISEASE_ANY}){1,}|(?:诊疗|诊治|专科|专病|特色|专业治疗|专家门诊)[^,。!?;]{0,6}?${DISEASE_ANY})(?![^。!?;]{0,12}?(?:有关|相关|关联|所致|引起的|导致的))`,
      "g",
    ),
    basis: "《医疗广告管理办法》第七条第（一）项（医疗广告不得涉及医疗技术、诊疗方法、疾病名称、药物）",
    penalty: PENALTY.p58("一"),
    why: "医疗机构的广告只能写机构名称、地址、诊疗科目、接诊时间等八项，不得出现疾病名称；列出所治的病种就是涉及疾病名称",
    rewrites: ["（删除病种，只保留诊疗科目，如“男科”“皮肤科”）"],
    source: SOURCES.medicalAdRules,
  },
  {
    // 我的肩膀和腿酸痛，医师很仔细帮我把脉: a patient's own story of a complaint and the clinic's care, told in a
    // medical institution's ad (《医疗广告管理办法》第七条第（六）项: 不得利用患者的名义、形象作证明).
    id: "C.patient-story",
    label: "患者现身说法",
    group: "C",
    level: "禁用",
    onlyIn: ["medical"],
    pattern: new RegExp(
      `我(?:的)?(?:${BODY})[^。!?;]{0,16}?(?:${SYMPTOM}|不适|毛病|问题)[^。!?;]{0,30}?(?:医师|医生|大夫|看诊|就诊|把脉|治疗|调理|疗程)`,
      "g",
    ),
    basis: "《医疗广告管理办法》第七条第（六）项（不得利用患者的名义、形象作证明）；《广告法》第十六条第一款第（四）项",
    penalty: PENALTY.p58("一"),
    why: "医疗广告里用患者第一人称讲病情和诊治经过，就是利用患者名义作证明，法律明令禁止",
    rewrites: ["（删除患者自述）"],
    source: SOURCES.medicalAdRules,
  },
  {
    id: "C.verb-disease",
    label: "疗效动词 × 疾病",
    group: "C",
    level: "禁用",
    // An indication is the normal wording of medical, drug and device ads (their guarantees are C.disease-claim).
    industryLevel: { ...NON_MEDICAL },
    vocabulary: true,
    sellingOnly: true,
    yields: true,
    pattern: new RegExp(CURE_CLAIM, "g"),
    basis: "《广告法》第十七条（除医疗、药品、医疗器械广告外，禁止涉及疾病治疗功能，不得使用医疗用语）",
    penalty: PENALTY.p58("二"),
    why: "把治疗、预防、缓解一类的动词用在疾病或症状上，就是宣称疾病治疗功能：医疗、药品、医疗器械以外的广告一律不得使用",
    rewrites: ["日常保养（删去疾病与疗效表述）"],
    source: SOURCES.diseaseNames,
  },
  {
    // 碧波庭、乳腺增生、乳腺结节: in a cosmetics or food ad any disease named is "涉及疾病" (第十七条); a caution
    // (慎用、不宜、遵医嘱) or a denial names it lawfully and stays clean.
    id: "C.disease-named",
    label: "普通商品广告提及疾病",
    group: "C",
    level: "需证明",
    onlyIn: ["cosmetics", "food"],
    sellingOnly: true,
    yields: true,
    pattern: new RegExp(
      `${DISEASE_ANY}(?!时|期间)(?![^,。!?;]{0,8}?(?:慎用|慎食|慎服|不宜|忌用|忌食|禁用|禁食|遵医嘱|请咨询|应咨询|咨询医生|患者请|者请|人群|停用|停止使用|就医))(?<!(?:慎用|不宜|忌|禁用|不适宜|不适用|预防|注意)[^,。!?;]{0,10})`,
      "g",
    ),
    basis: "《广告法》第十七条（除医疗、药品、医疗器械广告外，禁止其他任何广告涉及疾病治疗功能）",
    penalty: PENALTY.p58("二"),
    why: "化妆品、食品广告里出现疾病名称，会让人把商品和治病联系起来：第十七条禁止普通商品广告涉及疾病治疗功能，请确认这里没有这层意思，或删去病名",
    rewrites: ["（删除）"],
    source: SOURCES.diseaseNames,
  },
  {
    id: "C.disease-list",
    label: "列举多种疾病并称有效",
    group: "C",
    level: "禁用",
    industryLevel: { ...NON_MEDICAL },
    vocabulary: true,
    sellingOnly: true,
    yields: true,
    pattern: new RegExp(
      `${DISEASE_ANY}(?:[、，,和与及]?${DISEASE_ANY}){1,}[^。!?;]{0,24}?(?:${EFFECT}|调理|有效|管用|都能喝|都能吃|都能用|(?:一天|每天|每日)\\d+次|早\\d+片)`,
      "g",
    ),
    basis: "《广告法》第十七条（非医疗广告不得涉及疾病治疗功能）；第十六条第一款第（一）项（不得断言功效）",
    penalty: PENALTY.p58("二"),
    why: "列举多种疾病、症状并说产品对它们有效，是疾病治疗功能的宣称，超出任何普通商品、保健食品可用的表述",
    rewrites: ["日常保养（删去疾病与疗效表述）"],
    source: SOURCES.diseaseNames,
  },
  {
    // √曲度变直√耳鸣眩晕√颈背疼痛: a checklist of complaints, the ad's way of saying what the product is for (round
    // 23's train rows; decision 009, "Update, rounds 21 to 23"). Three ticked items or more, one of them a disease or
    // a symptom; a drug's or a device's indications may be listed, so those industries do not read it.
    id: "C.symptom-checklist",
    label: "打勾列举症状",
    group: "C",
    level: "禁用",
    industryLevel: { ...NON_MEDICAL, general: "行业敏感" },
    vocabulary: true,
    sellingOnly: true,
    pattern: new RegExp(
      // Fails fast where no tick stands; then one ticked item holding a disease or a symptom, then three ticks or more.
      `(?=[√☑✓])(?=(?:[√☑✓]\\s?[^√☑✓,。!?;\\n]{2,10}){0,8}?[√☑✓]\\s?[^√☑✓,。!?;\\n]{0,6}?(?:${DISEASE_ANY}))(?:[√☑✓]\\s?[^√☑✓,。!?;\\n]{2,10}){3,}`,
      "g",
    ),
    basis: "《广告法》第十七条（非医疗广告不得涉及疾病治疗功能）",
    penalty: PENALTY.p58("二"),
    why: "逐条打勾列出头晕、耳鸣、颈背疼痛一类症状，是在说产品对这些症状有用，属于疾病治疗功能的宣称",
    rewrites: ["（删除症状清单）"],
    source: SOURCES.diseaseNames,
  },
  {
    id: "C.organ-protect",
    label: "护肝、护心等器官功效",
    group: "C",
    level: "禁用",
    industryLevel: { ...NON_MEDICAL, "health-food": "需证明" },
    vocabulary: true,
    sellingOnly: true,
    pattern: new RegExp(ORGAN_PROTECT, "g"),
    basis:
      "《广告法》第十七条（非医疗广告不得涉及疾病治疗功能）；第十八条第一款（保健食品只能宣传注册或备案的保健功能）",
    penalty: PENALTY.p58("二"),
    why: "宣称保护、修复某个器官，是疾病预防、治疗功能的表述：普通商品不得使用，保健食品只能用批准证书上的功能原文",
    rewrites: ["（删除）", "以保健食品批准证书载明的功能表述为准"],
    source: SOURCES.diseaseNames,
  },
];
