/**
 * Regex detectors of the rule groups decision 009 adds (state organs and symbols, disease and
 * safety claims, exam setters, score and job guarantees, location by travel time, rent returns,
 * unverifiable figures). Run on the normalised text; spans map back to the user's characters.
 */
import { HONOUR_WITH_SOURCE } from "./honour-source";
import type { PatternRule } from "./rule-types";
import { PENALTY } from "./term-builder";
import { SOURCES } from "./sources";

const NUM = "(?:\\d+|[一二两三四五六七八九十百半]+)";
/** Report cues earlier in the sentence (据统计, 记者…获悉, 近日): a figure or an endorsement reported, not sold. */
const REPORTED =
  "(?<!(?:据统计|据悉|据介绍|据了解|记者|获悉|报道|近日|日前|去年|今年以来|同比|发表|主办|多所|各大)[^。!?]{0,30})";
/** REPORTED as a start assertion (rule-types.ts `startAssert`): read only where a detector has matched. */
const REPORTED_ASSERT = new RegExp(REPORTED, "y");
const DISEASE =
  "过敏性鼻炎|过敏性皮炎|过敏体质|过敏|高尿酸|甲状腺结节|乳腺增生|子宫肌瘤|贫血|偏头痛|头痛|肩周炎|静脉曲张|骨质增生|骨刺|阳痿|早泄|更年期综合征|痤疮|灰指甲|荨麻疹|皮炎|银屑病|白癜风|口腔溃疡|胃溃疡|溃疡|肠炎|结肠炎|肝炎|乙肝|肾病|肾结石|尿毒症|心衰|心律不齐|动脉硬化|帕金森|癫痫|支气管炎|肺炎|鼻窦炎|中耳炎|耳鸣|青光眼|干眼症|弱视|癌症|癌|肿瘤|糖尿病|高血压|高血脂|高血糖|三高|心脏病|冠心病|心脑血管|血栓|中风|脑梗|痛风|关节炎|关节疼|风湿|颈椎病|腰椎病|腰椎间盘突出|腰间盘突出|骨质疏松|失眠|便秘|胃病|胃炎|肝病|脂肪肝|近视|散光|老花眼|飞蚊症|白内障|湿疹|牛皮癣|鼻炎|咽炎|感冒|流感|病毒|肺结节|肺结核|哮喘|水肿|黄疸|气管炎|肺气肿|痔疮|脚气|不孕不育|前列腺炎|结石|口臭|黑肺|自闭症|语言障碍|抑郁症|老年痴呆|咳嗽|白发|脱发|妇科疾病|腰膝酸软|肾阳虚|肾虚|咬肌肥大|关节肿胀|类风湿|癣|衰老下垂|语言障碍|并发症|慢阻肺|卵巢囊肿|性功能障碍|不孕|不育|性病|梅毒|淋病|尖锐湿疣|艾滋|新冠|冠状病毒|幽门螺杆菌|甲肝|丙肝|肝腹水|脑瘫|偏瘫|瘫痪|脑萎缩|小儿麻痹|多动症|抽动症|斜视|远视|夜盲|眩晕|头晕|心悸|胸闷|气短|盗汗|尿频|尿急|尿失禁|遗尿|夜尿多|腹泻|便血|胃胀|反酸|烧心|月经不调|痛经|闭经|宫寒|斑秃|耳聋|失聪|鼻塞|打鼾|鼾声|龋齿|蛀牙|牙周|牙龈出血|狐臭|鸡眼|瘢痕|疤痕|肌无力|早衰|气血不足|肾亏|阳虚|阴虚|体虚|老寒腿|驼背|脊柱侧弯|富贵包|高低肩|O型腿|X型腿|拇外翻|扁平足|鼠标手|网球肘|老慢支|慢性咽炎|口干口苦|性冷淡|性冷感|性功能减退|失智|胃食道逆流|胃食管反流|视力模糊|更年期不适|更年期症状|头发稀疏|稀疏头发|发量稀少|硬度不足|红血丝|猝死|婴儿猝死";
/** Copy about housing: 几分钟到… is a 房地产 rule (第二十六条), reported in 通用 only for such copy. */
/** Lay disease names (read by patterns-lexicon.ts beside names formed by suffix). */
export const DISEASE_LAY = DISEASE;
/**
 * An old complaint (老病症, 多年的老毛病), read only before a cure (…也能有效康复, …终于好了): 病症 and 毛病 alone
 * are everyday words (decision 009, "Update, rounds 21 to 23").
 */
export const OLD_COMPLAINT = "(?:老|(?:多年|顽固|陈年)的?老?)(?:病症|毛病|病根|病(?![号人友患房床历例区史情程理毒]))";

export const HOUSING = /房|楼盘|商铺|旺铺|公寓|小区|户型|住宅|地产|置业|物业|样板间/;

/** A 房地产 rule (第二十六条): its level for 房地产; 行业敏感 in 通用, and there only in copy about housing. */
export const HOUSING_RULE = {
  onlyIn: ["real-estate", "general"],
  industryLevel: { general: "行业敏感" },
  generalWhen: HOUSING,
} satisfies Pick<PatternRule, "onlyIn" | "industryLevel" | "generalWhen">;

export const CONTEXT_PATTERN_RULES: PatternRule[] = [
  {
    id: "B.state-symbol",
    label: "国旗、国歌、国徽、军旗",
    group: "B",
    level: "禁用",
    pattern:
      /(?:国旗|国歌|国徽|军旗|军歌|军徽)(?:图案|元素|旋律|背景|造型|标志|歌声|伴奏|图样)|(?:使用|印有|配上|播放|直接使用)[\u4e00-\u9fa5]{0,4}?(?:国旗|国歌|国徽|军旗|军歌|军徽)/g,
    basis: "《广告法》第九条第（一）项（不得使用或者变相使用国旗、国歌、国徽，军旗、军歌、军徽）",
    penalty: PENALTY.p57,
    why: "广告中使用或变相使用国旗、国歌、国徽、军旗、军歌、军徽，法律明令禁止",
    rewrites: ["原创图案", "（删除）"],
    source: SOURCES.law,
  },
  {
    id: "C.disease-claim",
    label: "治疗某病",
    group: "C",
    level: "禁用",
    pattern: new RegExp(
      `(?:根治|治愈|专治|包治|告别|远离|溶解|洗|治好|医好|赶走|逆转|解决|搞定|摆脱)[^,。!?;]{0,10}?(?:${DISEASE})|(?:适用于|也适用|均适用|适合)[^,。!?;]{0,8}?(?:癌症|癌|肿瘤)|(?:${DISEASE}|${OLD_COMPLAINT})[^,。!?;]{0,6}?(?:快速溶解|全好|(?:全部|全都|都|彻底|完全)好了|痊愈|康复|断根|消失|不复发|不再犯|防复发|转阴|恢复视力|恢复(?:到)?正常|逆转|被修复|彻底消除|没有了)`,
      "g",
    ),
    basis:
      "《广告法》第十七条（除医疗、药品、医疗器械广告外，禁止涉及疾病治疗功能）；第十六条第一款第（一）项（不得作功效断言或保证）",
    penalty: PENALTY.p58("二"),
    why: "宣称能治疗、调理或摆脱某种疾病：非医疗广告一律不得涉及疾病治疗，医疗、药品、器械广告也不得断言或保证疗效",
    // No lawful wording keeps the disease: the rewrite drops the claim for a neutral phrase.
    rewrites: ["日常保养（删去疾病与疗效表述）"],
    source: SOURCES.medicalGuide,
  },
  {
    id: "C.disease-treat",
    label: "治疗、调理某病",
    group: "C",
    level: "禁用",
    // Indications are the normal words of medical, drug and device ads; cure guarantees (C.disease-claim) never are.
    industryLevel: { medical: null, drug: null, device: null },
    vocabulary: true,
    pattern: new RegExp(
      `(?<!注意|注重|做好|加强|及时|积极)(?:治疗|防治|调理|改善|预防(?!针)|消除|抑制|杀灭|杀死)[^,。!?;]{0,10}?(?:${DISEASE})(?:[、，,和与及或]?(?:${DISEASE}))*|(?:${DISEASE})[^,。!?;]{0,6}?(?:(?:具有|有)[^,。!?;]{0,4}?(?:调节|防治|治疗|预防|改善|缓解)(?:作用|效果|功效)|有.{0,3}疗效|有.{0,4}治疗效果|双重调理|好转|得到(?:全面|明显|有效|显著)?(?:改善|缓解|控制))`,
      "g",
    ),
    basis: "《广告法》第十七条（除医疗、药品、医疗器械广告外，禁止涉及疾病治疗功能）",
    penalty: PENALTY.p58("二"),
    why: "宣称能治疗、预防或调理某种疾病：医疗、药品、医疗器械以外的广告一律不得涉及疾病治疗功能",
    // No lawful wording keeps the disease: the rewrite drops the claim for a neutral phrase.
    rewrites: ["日常保养（删去疾病与疗效表述）"],
    source: SOURCES.medicalGuide,
  },
  {
    id: "C.body-index",
    label: "降血压、降血糖",
    group: "C",
    level: "禁用",
    industryLevel: { medical: null, drug: null, device: null, "health-food": "需证明" },
    vocabulary: true,
    pattern:
      /(?:降|降低|调节|稳定|控制|平稳)(?:血压|血糖|血脂|尿酸|胆固醇)|降压(?=作用|功效|效果|功能|食疗|茶|神器|明显)|告别(?:胰岛素|降压药|药物)|(?:头发|发际线)[^,。!?;]{0,4}?(?:再也不掉|不再掉|长出新发|长回来)|(?:长出|长回)新发/g,
    basis:
      "《广告法》第十七条（非医疗广告不得涉及疾病治疗功能）；第十八条第一款第（一）项（保健食品只能宣传注册或备案的保健功能，不得作功效保证）",
    penalty: PENALTY.p58("二"),
    why: "宣称能降血压、血糖，或让头发不再掉、长出新发：普通商品不得宣传，保健食品只能使用批准的功能表述",
    rewrites: ["有助于XX（以保健食品批准证书载明的功能为准）", "（删除）"],
    source: SOURCES.law,
  },
  {
    // A body index back to normal (血糖就正常了, 三个月可使血糖、血压恢复正常, 血压稳了) is a result
    // guaranteed to the reader, not an indication: a claim in every industry, medical ones included.
    id: "C.index-outcome",
    label: "指标恢复正常",
    group: "C",
    level: "禁用",
    pattern:
      /(?:血压|血糖|血脂|尿酸|胆固醇|甘油三酯|转氨酶|肌酐|尿蛋白|血黏度|血粘度|糖化血红蛋白|视力|肝功能)[^,。!?;]{0,6}?(?:降下来|降了|降低了|下降了|回落了|恢复正常(?!者|的患者|后)|正常了|转阴|稳住|稳了|稳稳|平稳|就正常|控制住了)|视力[^,。!?;]{0,4}?(?:可达|达到|恢复到|提高到|提升到)\d(?:\.\d+)?/g,
    basis: "《广告法》第十六条第一款第（一）项、第十七条、第十八条第一款第（一）项（不得含有功效的断言或保证）",
    penalty: PENALTY.p58("一"),
    why: "宣称血压、血糖等指标降下来、恢复正常，是对疗效的保证",
    rewrites: ["效果因人而异"],
    source: SOURCES.medicalGuide,
  },
  {
    id: "C.relief",
    label: "缓解某病",
    group: "C",
    level: "禁用",
    // An indication in a drug, device or medical ad; a disease claim anywhere else (第十七条).
    industryLevel: { medical: null, drug: null, device: null },
    vocabulary: true,
    // 舒缓孕吐症状: a symptom relieved is a disease claim too, whatever the symptom is called.
    pattern: new RegExp(
      `(?:缓解|减轻|辅助治疗|有效改善|帮助改善)[^,。!?;]{0,6}?(?:${DISEASE})|(?:缓解|减轻|舒缓|消除|改善)[^,。!?;]{0,6}?症状`,
      "g",
    ),
    basis: "《广告法》第十七条（除医疗、药品、医疗器械广告外，禁止涉及疾病治疗功能）",
    penalty: PENALTY.p58("二"),
    why: "宣称能缓解或辅助治疗某种疾病，医疗、药品、器械以外的广告一律不得使用",
    rewrites: ["日常保养（删去疾病与疗效表述）"],
    source: SOURCES.law,
  },
  {
    id: "C.dose-effect",
    yields: true,
    label: "一次见效",
    group: "C",
    level: "禁用",
    pattern: new RegExp(
      `${NUM}(?:粒|贴|次|剂|针|个疗程|疗程|周|天|日|分钟|小时|个月)[^,。!?;无未不没]{0,4}?(?:见效|治愈|痊愈|断根|康复|根治|全好|缓解|告别|恢复|减轻(?:病痛|疼痛|症状)|消除(?:肿胀|疼痛|炎症|症状|病痛)|明显改善|回缩)`,
      "g",
    ),
    basis: "《广告法》第十六条第一款第（一）项、第十七条、第二十八条（功效断言、疗效保证）",
    penalty: PENALTY.p58("一"),
    why: "承诺几次、几天、一个疗程见效，属于对疗效的保证",
    rewrites: ["效果因人而异"],
    source: SOURCES.medicalGuide,
  },
  {
    // A user's or patient's before/after story (吃了两个疗程后…转阴了) and a promise of a fast,
    // complete result (快速、精准解决…): efficacy guarantees of 第十六条第一款第（一）（四）项 and
    // 第十八条; a negation in between (服药后症状无改善) is a warning, not a claim.
    id: "C.outcome-story",
    label: "疗效见证、效果保证",
    group: "C",
    level: "需证明",
    industryLevel: { medical: "禁用", drug: "禁用", device: "禁用", "health-food": "禁用", food: "禁用" },
    pattern: new RegExp(
      `(?:吃了|服用|服了|喝了|用了|坚持)[^。!?;无未不没]{0,12}?(?:后|以后)[^。!?;无未不没]{0,16}?(?:恢复正常|正常了|正常|转阴|明显下降|全部消失|消失了|好了|痊愈|康复)|(?<!不可能|不能|不会|无法|难以)(?:快速|迅速|极速|立即|立刻|马上|精准|彻底)[^,。!?;]{0,6}?(?:解决|消除|祛除|搞定|告别|恢复|康复|消肿|见效)|有(?:很好|极好|显著|明显|神奇|特殊|确切|奇特|非常好)的?(?:疗效|治疗效果)`,
      "g",
    ),
    basis:
      "《广告法》第十六条第一款第（一）（四）项、第十八条第一款第（一）项（不得含有功效的断言或保证，不得利用患者、消费者名义作证明）",
    penalty: PENALTY.p58("一"),
    why: "用使用者的前后对比或“快速、彻底解决”承诺效果，是对功效的断言或保证",
    rewrites: ["效果因人而异"],
    source: SOURCES.medicalGuide,
  },
  {
    // A figure of weight lost, height gained or sight restored (30天…脂肪被分解, 每天减掉3斤, 一周长高10厘米,
    // 近视降低200度):
    // a guaranteed effect (第十六条第一款第（一）项、第十八条、第二十八条).
    id: "C.body-figure",
    label: "减重、增高、视力数字",
    group: "C",
    level: "需证明",
    industryLevel: {
      "health-food": "禁用",
      food: "禁用",
      cosmetics: "禁用",
      drug: "禁用",
      device: "禁用",
      medical: "禁用",
    },
    pattern: new RegExp(
      `(?:每天|每日|${NUM}(?:天|周|个月|月))[^,。!?;]{0,10}?(?:减掉|减了|瘦了|瘦|掉秤|长高|增高|被分解|分解掉)|(?:减掉|瘦了|瘦|长高|增高)${NUM}(?:斤|公斤|kg|厘米|cm)|从\\d+(?:cm|厘米)长到了?\\d+(?:cm|厘米)|减(?:重|掉)?${NUM}(?:[~～\\-至到]${NUM})?(?:斤|公斤|kg)|(?:体重|体脂率|体脂肪量?|腰围)[^,。!?;]{0,4}?(?:下降|降低|减少)了?[(（]?\\d+(?:\\.\\d+)?%|(?:近视|远视|散光|老花|弱视)眼?(?:度数)?[^,。!?;]{0,4}?(?:降低|下降|减少|减轻|降|减|少)了?${NUM}度|视力[^,。!?;]{0,4}?(?:提高|提升|恢复)(?:到|了|至)?\\d\\.\\d`,
      "g",
    ),
    basis: "《广告法》第十六条第一款第（一）项、第十八条第一款第（一）项、第二十八条（不得含有功效的断言或保证）",
    penalty: PENALTY.p58("一"),
    why: "承诺多少天减掉多少斤、长高多少厘米、近视降多少度，是对功效的保证",
    rewrites: ["效果因人而异"],
    source: SOURCES.medicalGuide,
  },
  {
    // Effect words with a percentage (弹性增加+98%, 皱纹减淡+91%): an efficacy rate (第十六条第一款第（二）项)
    // in medical ads, efficacy data that need a report elsewhere. Only in the industries that sell
    // an effect, so that statistics in news (同比增加5%) stay clean.
    id: "C.effect-rate",
    label: "功效百分比",
    group: "C",
    level: "需证明",
    onlyIn: ["medical", "drug", "device", "cosmetics", "health-food"],
    industryLevel: { medical: "禁用", drug: "禁用", device: "禁用" },
    pattern:
      /(?:改善|提亮|增加|减淡|减少|提升|饱满|强韧|充盈|柔软|澎弹|紧致|淡化|保湿|补水|修护|淡斑|美白|祛痘|去皱|消退)[^,。!?;、]{0,2}?\+?\d{1,3}(?:\.\d+)?%/g,
    basis:
      "《广告法》第十六条第一款第（二）项（医疗、药品、器械广告不得说明有效率）；第十一条第二款、第二十八条（功效数据须真实并表明出处）",
    penalty: PENALTY.p58("一"),
    why: "用“+98%”一类百分比说明功效：医疗广告不得出现，化妆品、保健食品须有功效评价报告并写明出处",
    rewrites: ["（写明评价机构、方法与样本）"],
    source: SOURCES.medicalGuide,
  },
  {
    id: "C.safety-claim",
    yields: true,
    label: "无副作用",
    group: "C",
    level: "需证明",
    industryLevel: { medical: "禁用", drug: "禁用", device: "禁用", "health-food": "禁用", cosmetics: "禁用" },
    pattern:
      /(?:无|没有|绝无|零|无任何|没有任何|不会有|不含任何)(?:任何)?(?:毒)?副作用|(?:绝无|没有|无任何|零)不良反应|(?:不良反应|毒副作用|副作用)(?:为零|为0)|(?:100%|百分百|绝对)安全|无痛无创|无创无痛|安全无创|零创伤|零损伤|无创无水肿|无痛苦|不(?:伤|损)(?:身体|肝肾|肝脏|肾脏|肝|肾|胃|元气)/g,
    basis: "《广告法》第十六条第一款第（一）项、第十八条第一款第（一）项（不得含有表示功效、安全性的断言或者保证）",
    penalty: PENALTY.p58("一"),
    why: "对安全性作断言（无副作用、零不良反应）：医疗、药品、器械、保健食品广告一律禁止，其他商品须有检测依据",
    rewrites: ["不良反应详见说明书", "过敏体质者慎用"],
    source: SOURCES.medicalGuide,
  },
  {
    id: "C.multiple-effect",
    label: "X倍功效",
    group: "C",
    level: "需证明",
    pattern: /\d+(?:\.\d+)?倍(?:透亮|白皙|美白|亮白|补水|保湿|吸收|修护|淡斑|紧致)/g,
    basis: "《广告法》第十一条第二款、第二十八条（功效数据须真实并表明出处）；《化妆品功效宣称评价规范》",
    penalty: PENALTY.p55,
    why: "“几倍美白”一类功效数据须有功效评价报告，写明出处",
    rewrites: ["（写明评价机构、方法与样本）"],
    source: SOURCES.cosmetics,
  },
  {
    id: "D.examiner",
    label: "命题、阅卷人员参与",
    group: "D",
    level: "禁用",
    pattern:
      /(?:命题|出题|阅卷|面试考官|考官|考试院|考试中心)[\u4e00-\u9fa5]{0,4}?(?:亲授|亲自授课|授课|讲解|押题|参与|坐镇|把关|专家|老师|领衔)|(?:命题|阅卷)考官/g,
    basis: "《广告法》第二十四条第（二）项（不得明示或者暗示有相关考试机构或者其工作人员、考试命题人员参与教育、培训）",
    penalty: PENALTY.p58("六"),
    why: "暗示考试命题、阅卷人员或考试机构参与培训",
    rewrites: ["资深教研团队"],
    source: SOURCES.education,
  },
  {
    id: "D.guarantee",
    label: "提分、就业保证",
    group: "D",
    level: "禁用",
    pattern: new RegExp(
      `(?:保证|确保|承诺|包)(?:提高|提升|提)?${NUM}分|(?:保分|提分)${NUM}分|一次(?:性)?(?:上岸|拿证|考过|过关|通关)|(?:不提分|不达标|不过|没过|考不过)[^,。!?;]{0,3}?(?:全额)?(?:退款|退费|免费重学)|(?:\\d+|[一二两三四五六七八九十]+)(?:天|周|个月)(?:内)?(?:就能|就|即可|可|能)?(?:提升|提高|提|涨|冲)\\d+(?:[—~到至-]\\d+)?分|(?:成绩|分数)?不(?:提高|提升|提分|进步|达标|及格|通过|上岸)(?:就|全额)?(?:不收费|免费|退(?:款|费|全款))|(?:(?:助你|让你|帮你|带你|助孩子|让孩子|帮孩子|助力孩子)(?:轻松|稳稳|顺利)?|保|包|确保|稳)(?:考上|考入|进入|上)(?:985|211|清北|清华|北大|名校|重点(?:大学|高中|中学)|一本|重本)|(?:保证|确保|包)(?:月薪|年薪|高薪|就业|入职)|(?:每天|每日)(?:只需|只要|仅需)?(?:\\d+|[一二两三四五六七八九十]+)(?:分钟|小时)[^。!?;]{0,6}?(?:成绩|分数|口语|听力|英语|数学|作文)[^,。!?;]{0,3}?(?:双|全面|大幅|快速|显著|明显)?(?:提升|提高|进步|提分)|(?:\\d+|[一二两三四五六七八九十]+)(?:天|周|个月)(?:之?内)?(?:就)?(?:必定|必然|肯定|保证|确保)(?:能)?(?:见收益|见成效|见效果|有收益|有成效)`,
      "g",
    ),
    basis: "《广告法》第二十四条第（一）项（不得对升学、通过考试、获得证书或者培训效果作出明示或者暗示的保证性承诺）",
    penalty: PENALTY.p58("六"),
    why: "承诺提分、退费或就业，是对培训效果的保证性承诺",
    rewrites: ["课程服务以合同为准"],
    source: SOURCES.education,
  },
  {
    id: "E.travel-time",
    label: "以时间表示位置",
    group: "E",
    level: "禁用",
    ...HOUSING_RULE,
    pattern: new RegExp(
      `(?:步行|驾车|开车|车程|骑行|地铁)(?:至|到)?[^,。!?;]{0,10}?${NUM}(?:分钟|min)|(?:前往|到达|抵达|直达)[^,。!?;]{0,14}?(?:仅需|只需|仅|只要|约)${NUM}(?:分钟|min)|${NUM}(?:分钟|min)[^,。!?;]{0,4}?(?:商务圈|生活圈|交通圈|车程|直达|到达|可达|抵达|即达|畅达|通达|上高速|上高架|进城|接驳|到)`,
      "g",
    ),
    basis: "《广告法》第二十六条第（二）项（房地产广告不得以项目到达某一具体参照物的所需时间表示项目位置）",
    penalty: PENALTY.p58("八"),
    why: "房地产广告不得用“几分钟到达”表示项目位置，应写实际距离",
    rewrites: ["距XX约X公里（直线距离）"],
    source: SOURCES.finance,
  },
  {
    id: "E.rent-return",
    label: "投资回报率",
    group: "E",
    level: "禁用",
    onlyIn: ["real-estate", "finance", "general"],
    industryLevel: { general: "行业敏感" },
    generalWhen: HOUSING,
    pattern:
      /(?:租金)?回报率[^,。!?;]{0,4}?\d+(?:\.\d+)?%|(?:高回报|稳定)?(?:收租|返租|包租)[^,。!?;]{0,3}?(?:\d+|[一二三四五六七八九十]+)年/g,
    basis: "《广告法》第二十六条第（一）项（房地产广告不得含有升值或者投资回报的承诺）",
    penalty: PENALTY.p58("八"),
    why: "写明租金回报率或包租年限，是对投资回报的承诺",
    rewrites: ["居住价值"],
    source: SOURCES.finance,
  },
  {
    // 未来三年价格翻倍, 现在买就是赚: appreciation promised to a buyer of a home.
    id: "E.appreciation",
    label: "升值承诺",
    group: "E",
    level: "禁用",
    sellingOnly: true,
    ...HOUSING_RULE,
    pattern:
      /(?:价格|房价|价值|单价|总价|租金)[^,。!?;]{0,6}?(?:翻倍|翻番|翻一番|只涨不跌|年年涨|每年都涨|一直涨|稳涨|必涨|只升不降)|坐等升值|(?:未来(?:的)?价值|升值空间|增值空间|升值潜力)(?:不可估量|无可估量|无法估量|无可限量|不可限量)|(?:保证|确保|承诺|至少|必然|稳)[^,。!?;]{0,4}?(?:上涨|涨|升值)\d+(?:\.\d+)?%|(?:现在)?买(?:到)?就是赚(?:到)?|买了就赚|早买早赚|晚买(?:就)?多花/g,
    basis: "《广告法》第二十六条第（一）项（房地产广告不得含有升值或者投资回报的承诺）",
    penalty: PENALTY.p58("八"),
    why: "承诺房价翻倍、买了就赚，是对升值的承诺",
    rewrites: ["居住价值"],
    source: SOURCES.realEstateRules,
  },
  {
    // 拟建4A级景区, 规划中的地铁站, 即将开通的轻轨: a facility not yet built sold as the home's surroundings.
    id: "E.planned-facility",
    label: "规划中的配套",
    group: "E",
    level: "需证明",
    ...HOUSING_RULE,
    pattern:
      /(?:拟建|规划(?:建设|中的?)?|在建|将建|待建|即将(?:建成|开通|落成|开业)|未来(?:将)?(?:建|有|引进))[^,。!?;]{0,8}?(?:地铁|轻轨|高铁|车站|学校|小学|中学|幼儿园|医院|商场|商业街|综合体|景区|公园|学区)/g,
    basis: "《广告法》第二十六条第（四）项（不得对规划或者建设中的交通、商业、文化教育设施以及其他市政条件作误导宣传）",
    penalty: PENALTY.p58("八"),
    why: "把尚未建成的交通、学校、商业或景区当作楼盘配套来宣传，须以政府公示为准并写明“规划中”，不得误导",
    rewrites: ["周边配套以政府公示为准"],
    source: SOURCES.realEstateRules,
  },
  {
    // Any return figure in housing copy (第一年租金收益7%, 综合收益24%) is a return promise.
    id: "E.return-figure",
    label: "收益承诺",
    group: "E",
    level: "禁用",
    ...HOUSING_RULE,
    pattern:
      /(?:租金|租赁|综合|年化|预期|保底|投资)?(?:收益|回报)(?:率)?(?:年化)?(?:达|高达|可达|约|为)?\d+(?:\.\d+)?%/g,
    basis: "《广告法》第二十六条第（一）项（房地产广告不得含有升值或者投资回报的承诺）",
    penalty: PENALTY.p58("八"),
    why: "房地产广告写明租金收益或投资收益比例，是对投资回报的承诺",
    rewrites: ["居住价值"],
    source: SOURCES.finance,
  },
  {
    id: "B.unproven-figure",
    label: "无出处的业绩数字",
    group: "B",
    level: "需证明",
    pattern: /\d+例(?:患者)?(?:康复|治愈|痊愈)|考入(?:清北|清华|北大|名校)|(?:日产|年产)\d+万|\d+余?年实力|录取率\d+%/g,
    basis: "《广告法》第十一条第二款、第二十八条（数据、统计资料须真实、准确，并表明出处）",
    penalty: PENALTY.p55,
    why: "康复人数、升学人数、产量一类数字须真实并能证明，写明统计口径和出处",
    rewrites: ["（写明统计口径与出处）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 销量突破1000万瓶, 10万+用户的选择, 90%的用户都选择了我们: sales and user figures sold as proof.
    id: "B.sales-figure",
    label: "销量、用户数字",
    group: "B",
    level: "需证明",
    sellingOnly: true,
    startAssert: REPORTED_ASSERT,
    pattern: new RegExp(
      String.raw`(?=[销卖售累0-9服帮培已数上近超几十好复回满推经历采为百千亿深热畅])` + // fails fast where no alternative can start
        String.raw`(?:(?:销量|销售量|销售额|卖出|售出|热销|畅销)(?:已)?(?:突破|超过|超|达到|达|高达|逾)?(?:\d+(?:\.\d+)?(?:万|亿|千)?|百万|千万|十万|数十万|上亿|亿)\+?(?:瓶|件|台|份|盒|单|套|罐|支|个|元|组|包|袋)?|累计(?:服务|销售|售出|帮助|培训)[\u4e00-\u9fa5]{0,4}?(?:了)?(?:超过|突破|近|逾|达)?\d+(?:万|亿)?\+?|(?:已|已经)?为(?:超过|近|逾)?(?:\d+(?:\.\d+)?|[一二两三四五六七八九十百千]+)(?:万|千|亿)?\+?(?:余|多)?(?:名|位|个|家|户)?(?:学员|学生|客户|用户|家庭|患者|企业|会员|车主|业主|人)(?:提供|解决|带来|服务)|(?:百万|千万|亿万|数百万|数千万|上百万|上千万|\d+万)(?:名|位|个)?(?:宝妈|妈妈|用户|客户|家庭|消费者|顾客|会员|车主|网友|粉丝|买家)(?:的)?(?:口碑)?(?:推荐|选择|信赖|好评|认可|见证|喜爱|青睐)|\d+(?:万|亿)\+?(?:用户|家庭|客户|顾客|消费者|宝妈|人)(?:的)?(?:共同)?(?:选择|信赖|推荐|好评|认可)|\d+(?:\.\d+)?%的(?:用户|消费者|客户|顾客|人|宝妈)(?:都)?(?:选择|推荐|认可|好评|满意|回购)|(?:服务过|服务了|服务|帮助过|培训过|累计培训|已培训)(?:超过|近|逾|了)?(?:\d+(?:\.\d+)?|[一二两三四五六七八九十百千]+)(?:万|千|亿)?\+?(?:余|多)?(?:名|位|个|家|人次)?(?:学员|学生|客户|用户|家庭|患者|企业|会员|人)|\d+(?:\.\d+)?(?:万|千)?\+(?:学员|学生|用户|客户|家庭|会员)|(?:数|上|近|超|几|十几|数十|上百)(?:万|千|百万|十万)(?:名|位|个)?(?:宝妈|用户|客户|家庭|消费者|顾客|会员)(?:的)?(?:口碑)?(?:推荐|选择|信赖|好评|认可|见证)|(?:好评率|复购率|回购率|满意度|满意率|推荐率|好转率)(?:高达|达到|超过|超|达|为)?\d+(?:\.\d+)?%|(?:经过|历经|经|采用)[^,。!?;]{0,8}?\d{2,}道(?:工艺|工序|检测|质检|程序))`,
      "g",
    ),
    basis: "《广告法》第十一条第二款、第二十八条（数据、统计资料须真实、准确，并表明出处）",
    penalty: PENALTY.p55,
    why: "销量、用户数、好评率一类数字须真实并能证明，写明统计范围、时间和出处",
    rewrites: ["（写明统计口径与出处）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 中国著名品牌, 全国…十佳知名品牌, 酱香三强, 教育示范基地, 获得欧洲安全认证, and titles a government body grants
    // (国家高新技术企业, 专精特新“小巨人”, 中华老字号, 非遗传承人; not 高新技术企业认定管理办法): an honour, a rank or a
    // certificate told as a title of the goods; true only with the awarding body, the year and the papers.
    id: "B.honour-title",
    label: "荣誉称号、认证",
    group: "B",
    level: "需证明",
    sellingOnly: true,
    startAssert: REPORTED_ASSERT,
    // With the year and the awarding body in the clause, the honour carries its source: a 提示, as for 荣获.
    satisfiedBy: new RegExp(HONOUR_WITH_SOURCE),
    pattern: new RegExp(
      String.raw`(?=[中全国世亚省市示标样获通荣取a-z协学商联委百高专小“农重守信纳质消诚放地名科非])` + // fails fast where no alternative can start
        String.raw`(?:(?:中国|全国|国际|世界|亚洲|全球|国家|省级|市级|全省|全市)[^,。!?;]{0,10}?(?:著名|知名|驰名|名牌|十佳|十强|三强|五强|百强|十大|放心|可信|信得过|金奖|质量奖|满意)(?:品牌|产品|企业|商标|单位)?|(?:示范|标杆|样板)(?:基地|单位|企业|医院|机构)|(?:获得|通过|荣获|取得)[^,。!?;]{0,10}?(?:认证|证书|大奖|金奖)|[a-z]{2,}认证(?:产品|品牌)|(?:协会|学会|商会|联合会|委员会)的?(?:理事|常务理事|会员|副会长|会长|副理事长|理事长|主任委员)单位|百年(?:传承|老店|品牌|工艺|老字号)|(?:国家级?|省级?|市级?)?(?:高新技术企业|专精特新(?:中小)?(?:“?小巨人”?)?(?:企业)?|“?小巨人”?企业|(?:农业产业化)?(?:重点)?龙头企业|守合同重信用(?:企业|单位)?|重合同守信用(?:企业|单位)?|aaa级?(?:信用)?(?:企业|单位)|信用等级aaa|纳税信用a级|a级纳税人|质量信得过(?:单位|产品|企业)|消费者满意(?:单位|产品|企业)|诚信(?:经营)?示范(?:单位|企业|店|街)|放心消费示范(?:单位|店)?|地理标志(?:保护)?产品|名优产品|科技型中小企业|中华老字号|非物质文化遗产(?:代表性)?(?:项目|传承人|技艺)|非遗(?:传承人|技艺|项目|工艺))(?!的?(?:认定|管理|申报|评定|评审|条件|名单|标准|办法|政策|补贴|奖励|资格)))`,
      "g",
    ),
    basis:
      "《广告法》第十一条第二款、第二十八条（引证内容须真实、准确，并表明出处）；《广告绝对化用语执法指南》第六条第（五）项（奖项、称号须写明评定机构与年份）",
    penalty: PENALTY.p55,
    why: "荣誉称号、排名和认证须真实并能证明：写明授予机构、年份和证书编号，没有依据就删去",
    rewrites: ["（写明授予机构、年份与证书编号）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 消费者协会推荐产品, 中国科学院研发, 某某大学指定实验基地: an institution lent to the goods as proof.
    id: "B.institution-endorsement",
    label: "机构推荐、合作、研发",
    group: "B",
    level: "需证明",
    sellingOnly: true,
    startAssert: REPORTED_ASSERT,
    pattern: new RegExp(
      String.raw`(?=[消行协学委联质世w中科工大研医央c电卫新人诺])` + // fails fast where no alternative can start
        String.raw`(?<!据)(?:(?:消费者协会|消协|行业协会|协会|学会|委员会|联合会|质量万里行|联合国|世界卫生组织|世卫组织|who|中国科学院|中科院|科学院|工程院|大学|研究院|研究所|医科大学|中医药大学|央视|cctv|中央电视台|电视台|卫视|新华社|新华网|人民网|人民日报|诺贝尔奖(?:得主)?)(?:的)?(?:广告)?(?:品牌|等级|[\u4e00-\u9fa5]{0,4}?学术|[\u4e00-\u9fa5]{0,4}?临床)?(?:推荐|指定|认证|认可|合作|上榜|展播|研发|研制|监制|见证|背书|首选|报道|专访|实验基地|教学基地|临床基地|指导单位|合作伙伴|战略合作|联合研发|专家团队|检测|鉴定|测定|检验)(?!的规定|规定|办法|标准|中心|报告显示))`,
      "g",
    ),
    basis: "《广告法》第十一条第二款、第二十八条（引证内容须真实、准确，并表明出处）",
    penalty: PENALTY.p55,
    why: "说某个机构推荐、合作或研发，须能出示该机构的书面证明，并写明出处；虚构或夸大属于虚假广告",
    rewrites: ["（写明合作机构与证明文件，或删除）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 天猫美妆榜TOP3, 行业排名前三, 全国百强: a ranking or a list position sold as proof.
    id: "B.ranking",
    label: "榜单、排名",
    group: "B",
    level: "需证明",
    sellingOnly: true,
    startAssert: REPORTED_ASSERT,
    pattern: new RegExp(
      String.raw`(?:榜(?:单)?top\d+|榜(?:单)?(?:第|前)[一二三四五六七八九十\d]+|排名(?:前|第)[一二三四五六七八九十\d]+|(?:行业|全国|中国|全球|世界|亚洲)(?:十强|百强|前十|前三|前五|\d+强)|(?:中国|全国|世界|全球)\d+强|荣登[^,。!?;]{0,8}?榜)`,
      "gi",
    ),
    basis: "《广告法》第十一条第二款、第二十八条（引证内容须真实、准确，并表明出处）；《广告绝对化用语执法指南》第六条",
    penalty: PENALTY.p55,
    why: "榜单名次、行业排名须有出处（哪个榜单、哪一期、谁发布），并能出示证明",
    rewrites: ["（写明榜单名称、发布方与时间）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 除甲醛率达98%, 28天细纹减少35%, 通过欧盟CE认证: a tested figure or a certificate, to be backed by a report.
    id: "B.test-figure",
    label: "检测数据、认证",
    group: "B",
    level: "需证明",
    sellingOnly: true,
    startAssert: REPORTED_ASSERT,
    pattern: new RegExp(
      String.raw`(?=[去除杀抑抗灭净过吸降清阻隔屏细皱斑色毛痘油出水弹光暗通获取荣已拥经])` + // fails fast where no alternative can start
        String.raw`(?:(?:去除|除|杀菌|抑菌|抗菌|灭菌|除菌|除螨|除醛|净化|过滤|吸附|降解|清除|抑制|杀灭|灭杀|灭活)[\u4e00-\u9fa5]{0,4}?率(?:达到|高达|达|为|超过|超|[>＞≥])?\d+(?:\.\d+)?%|(?:阻隔|阻挡|过滤|吸附|去除|抑制|杀灭|隔绝|屏蔽)(?:高达|达|超过)?\d+(?:\.\d+)?%|(?:细纹|皱纹|斑点|色斑|毛孔|痘痘|油脂|出油|水分|弹性|光泽|暗沉)[^,。!?;]{0,4}?(?:减少|降低|提升|增加|改善|提高)(?:了)?\d+(?:\.\d+)?%|(?:通过|获得|取得|荣获|已获|拥有|经)(?:了)?[\u4e00-\u9fa5]{0,4}?\s?(?:iso\s?\d{4,5}(?::\d{4})?|ce|sgs|fda|gmp|haccp|ccc|3c|rohs)[\u4e00-\u9fa5]{0,8}?(?:认证|检测|检验))`,
      "gi",
    ),
    basis: "《广告法》第十一条第二款、第二十八条（数据、检测结果、认证须真实、准确，并表明出处）",
    penalty: PENALTY.p55,
    why: "去除率、改善百分比和认证都要能出示检测报告或证书，并写明检测机构与条件",
    rewrites: ["（写明检测机构、报告编号与条件）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 经临床实验证实有效, 经第三方实验室验证, 经过1000人实测: a test told as proof without the report.
    id: "B.test-proof",
    label: "临床、实验证明",
    group: "B",
    level: "需证明",
    sellingOnly: true,
    pattern:
      /(?:经|经过|通过)(?:临床|人体|第三方|权威|专业|国际)?(?:实验室|实验|试验|研究|测试|检测机构|机构)(?:证实|证明|验证)|(?:经|经过|通过)(?:临床|第三方|权威)(?:证实|证明|验证)|临床(?:实验|试验)?(?:证实|证明|验证)|(?:经|经过)?(?:\d+|[一二两三四五六七八九十百千万]+)(?:多|余)?(?:位|名|个|人)(?:的)?(?:实测|亲测|试用|临床|测试|见证)(?:证明|证实|有效)?/g,
    basis: "《广告法》第十一条第二款、第二十八条（数据、研究结果、引证内容须真实、准确，并表明出处）",
    penalty: PENALTY.p55,
    why: "“经临床证实”“实验室验证”“1000人实测”都要能出示研究或检测报告（机构、时间、样本与条件），并在广告中表明出处",
    rewrites: ["（写明研究或检测机构、时间与报告编号）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 欧盟有机产品认证、美国有机产品认证、HACCP认证、BRC认证: a row of certificates told as proof of the goods.
    id: "B.cert-list",
    label: "一串认证",
    group: "B",
    level: "需证明",
    sellingOnly: true,
    // Three or more in a row (the normalised text drops the enumeration comma); an "认证" right before 认证 is
    // no name.
    pattern: /(?:[a-z0-9\u4e00-\u9fa5]{2,10}?认证[、,，和及]?){3,}/g,
    basis: "《广告法》第十一条第二款、第二十八条（认证须真实、准确，并表明出处）",
    penalty: PENALTY.p55,
    why: "列出的每一项认证都要能出示证书（认证机构、证书编号、有效期），过期或虚构的认证属于虚假广告",
    rewrites: ["（写明认证机构、证书编号与有效期）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 比全市其他家都便宜, 比同行更实惠: a comparison with other sellers, which no 本店 makes a self-comparison
    // (指南第六条第（一）项 covers one's own products only).
    id: "B.seller-comparison",
    label: "与其他经营者比较",
    group: "B",
    level: "需证明",
    sellingOnly: true,
    pattern:
      /(?<!风险|费用|成本|难度|价格)(?:远超|远远超过|远高于|优于|胜过|秒杀|吊打|完胜|碾压)(?:普通|同类|其他|其它|一般|市面上的?|传统|竞品|同行)|(?<!(?:觉得|认为|感觉|评价)[^,。!?;]{0,10})比(?:全城|全市|全县|全网|全国|同行|同行业|其他(?:家|店|商家|品牌|同类产品)?|其它(?:家|店|商家|品牌)?|别家|别的店|别人家|市面上(?:的)?(?:同类产品)?|某品牌|某些品牌|某牌|别的品牌|其他牌子|外面|超市|商场|专柜|实体店|药店|4s店)[^,。!?;]{0,8}?(?:都|还|更)?(?:便宜|低|优惠|实惠|划算|好|强|耐用|专业)/g,
    basis: "《广告法》第十一条第二款、第十三条、第二十八条（比较须有依据，不得贬低其他生产经营者的商品或者服务）",
    penalty: PENALTY.p55,
    why: "和其他商家、同行比价格或质量，须有真实依据并能证明，且不得贬低他人；和自己以前的产品比才属于指南允许的自我比较",
    rewrites: ["（写明比较对象、时间与依据）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 95%的用户表示满意, 市场占有率高达60%, 节能50%, 行业标准制定者, 航天员专用: the shapes of unproven data and
    // endorsements that penalty decisions quote besides the listed words (广告法第十一条第二款、第二十八条).
    id: "B.claim-figure",
    label: "满意度、市场份额、节能数字、标准制定者",
    group: "B",
    level: "需证明",
    sellingOnly: true,
    startAssert: REPORTED_ASSERT,
    pattern: new RegExp(
      // The look-ahead fails fast where no alternative can start (REPORTED runs only on a match: startAssert).
      String.raw`(?=[\d市节省行国主参牵航宇奥世延提已超累专深从扎坚执一二三四五六七八九十百全遍畅远出销占])` +
        String.raw`(?:\d+(?:\.\d+)?%(?:以上)?(?:的)?(?:用户|消费者|客户|顾客|人|女性|宝妈|使用者|受试者|试用者|家长|学员)[^,。!?;]{0,8}?(?:满意|认可|推荐|好评|回购|复购|表示有效|感到|觉得|反馈)|(?:市场占有率|市场份额|市占率|占有率)(?:高达|达到|达|超过|超|为|约|已达|稳居)?\d+(?:\.\d+)?%|(?:节能|省电|节电|省油|节油|省水|节水|省气|节气)(?:高达|达到|达|超过|超|约|可达)?\d+(?:\.\d+)?(?:%|倍)|节省\d+(?:[-~～至到]\d+)?%的?(?:电费|油耗|油费|燃气费?|水费|能耗|电量)|(?:行业|国家|国际)标准(?:的)?(?:制定者|起草者|起草单位|制定单位|主导者)|(?:主导|参与|牵头)(?:制定|起草)(?:了)?(?:多项)?(?:行业|国家|国际)标准|(?:航天员|宇航员|国家队|奥运冠军|世界冠军)(?:指定|选用|都在用|同款|推荐)|(?:延长|提升|提高)(?:使用)?寿命(?:达|高达|超过)?\d+(?:\.\d+)?(?:小时|年|倍|%)|\d+多?家(?:专卖店|门店|连锁店|分店|直营店|加盟店)(?:已)?(?:遍及|遍布|覆盖)|(?:已有|已经有|超过|累计)\d{3,}(?:万|余|多)?(?:人|位|名)(?:[^,。!?;]{0,4}?)(?:找回|重获|选择|受益|见证|摆脱|告别|改善|康复)|(?<!(?:要求|需要|需|须|具备|招聘)[^,。!?;]{0,8})(?:(?:专注|深耕|从业|扎根|坚守|执教)[\u4e00-\u9fa5]{0,6}?${NUM}(?:多|余)?年|${NUM}(?:多|余)?年(?:以上)?的?[\u4e00-\u9fa5]{0,4}?(?:经验|专注|深耕|积淀|沉淀))(?<!工作经验|相关经验)|(?:全国|全球|遍布[\u4e00-\u9fa5]{0,6}?)(?:超过|逾|近|拥有)?\d{2,}\+?(?:多|余)?家?(?:门店|专卖店|连锁店|分店|直营店|加盟店|服务网点|网点)|\d{3,}\+?(?:多|余)?家(?:门店|专卖店|连锁店|分店|直营店|加盟店)|(?:畅销|远销|出口|销往|行销)(?:全球|世界|海外|欧美)?(?:超过|逾|近)?${NUM}(?:多|余)?个?(?:国家|地区))`,
      "g",
    ),
    basis: "《广告法》第十一条第二款、第二十八条（数据、统计资料、引证内容须真实、准确，并表明出处）",
    penalty: PENALTY.p55,
    why: "满意度、市场份额、节能比例和“标准制定者”“航天员专用”一类说法须真实并能证明，写明出处、范围和时间",
    rewrites: ["（写明统计口径、出处与时间）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 比同类产品快3倍, 较普通面膜补水高50%: a comparison with others' goods in figures.
    id: "B.figure-comparison",
    label: "与同类产品的数字比较",
    group: "B",
    level: "需证明",
    sellingOnly: true,
    pattern:
      /(?:比|较|相比|对比)(?:同类|普通|其他|其它|传统|一般|市面上的?|市场上的?|竞品)[^,。!?;]{0,8}?(?:快|高|强|多|好|省|长|大|提升|提高|增加)(?:了)?\d+(?:\.\d+)?(?:倍|%)|(?:效果|功效|营养)(?:相当于|等于|顶得上|抵得上|顶|抵)(?:\d+|[两三四五六七八九十百]+)(?:片|瓶|支|次|盒|罐|袋|贴|粒|颗)|(?:含量|含钙量|含铁量|含锌量|营养|蛋白质|维生素[a-z]?\d?|钙|铁|锌|膳食纤维)[^,。!?;]{0,4}?是(?:普通|一般|同类)?[\u4e00-\u9fa5]{1,6}?的(?:\d+(?:\.\d+)?|[一二两三四五六七八九十百]+)倍/g,
    basis: "《广告法》第十一条第二款、第十三条、第二十八条（比较须有依据，不得贬低其他生产经营者的商品）",
    penalty: PENALTY.p55,
    why: "和同类产品比出“快3倍”“高50%”，须有检测依据并写明比较对象和条件",
    rewrites: ["（写明比较对象、条件与检测出处）"],
    source: SOURCES.penaltyCases,
  },
];
