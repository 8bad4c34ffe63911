/**
 * Medical efficacy and safety claims as shapes of sentence (decision 009, "Update, round 4"):
 * a medicine or a treatment made unnecessary (不用再打针吃药), other hospitals or products put
 * below (别人种不好的种植牙, 安全性是其它产品无法比的), a relapse promised away (降低胃病复发),
 * viruses fought by a non-medical product (防病毒车载净化器, 阻止冠状病毒侵入), organ functions of
 * traditional medicine claimed for goods (具有理肺、宣肺功效) and youth promised back (实现少女肤质).
 * Each names its article, penalty, why and a lawful rewrite; negations are read in ../engine.ts.
 */
import type { PatternRule } from "./rule-types";
import { PENALTY } from "./term-builder";
import { SOURCES } from "./sources";
import { PAINLESS_PROCEDURES } from "./context-phrases";

/** Where a claim about a medicine's effect is at least a claim to prove, and a violation in the health industries. */
const HEALTH_STRICT = {
  medical: "禁用",
  drug: "禁用",
  device: "禁用",
  "health-food": "禁用",
  food: "禁用",
  cosmetics: "禁用",
} as const;

export const MEDICAL_PATTERN_RULES: PatternRule[] = [
  {
    // 坚持服用，必能提高免疫力; 一定能治好: an assertion that the effect will come — barred even in the ads of
    // drugs, devices and medical services, which may name an indication but never guarantee it.
    id: "C.efficacy-guarantee",
    label: "功效断言、保证",
    group: "C",
    level: "禁用",
    sellingOnly: true,
    onlyIn: ["medical", "drug", "device", "health-food", "food", "cosmetics"],
    pattern:
      /(?=[必一肯保定包])(?<![不未没一])(?<!(?:相信|坚信|希望|祝愿|祝|盼)[^,。!?;]{0,6})(?:必能|必将|必定能?|一定能|一定会|肯定能|保证能|定能|包能|包你)[^,。!?;]{0,6}?(?:提高|提升|增强|治好|治愈|根治|康复|痊愈|见效|改善|消除|恢复|降低|缓解|好转|长高|变白|瘦下来)/g,
    basis:
      "《广告法》第十六条第一款第（一）项、第十七条、第十八条第一款第（一）项（不得含有表示功效、安全性的断言或者保证）",
    penalty: PENALTY.p58("一"),
    why: "“必能”“一定能”是对功效的断言或保证，药品、医疗器械、医疗服务广告也不得使用，其他商品更不得宣传疗效",
    rewrites: ["（删除）", "效果因人而异"],
    source: SOURCES.medicalGuide,
  },
  {
    id: "C.no-medicine",
    label: "不用吃药、打针、手术",
    group: "C",
    level: "需证明",
    industryLevel: HEALTH_STRICT,
    pattern:
      /(?:不用|不必|无需|无须|不需要|告别|摆脱|远离)(?:再)?(?:(?:打|吃|服|用|输)(?:针|药|胰岛素|降糖药|降压药|激素|抗生素|液)|服药|手术|开刀|住院|透析|化疗)|不打针[^,。!?;]{0,2}?不吃药|(?:降压药|降糖药|降脂药|胰岛素|西药|激素)(?:都|也|全)?停(?:了|掉)|停(?:了|掉)(?:降压药|降糖药|降脂药|胰岛素|西药|激素)/g,
    basis:
      "《广告法》第十七条、第十八条第一款第（四）项（非医疗广告不得涉及疾病治疗；保健食品不得与药品比较、不得暗示可替代药物）；第十六条第一款第（一）项",
    penalty: PENALTY.p58("二"),
    why: "宣称用了就不用吃药、打针或手术，是暗示可以替代治疗，对疗效的保证",
    rewrites: ["（删除）", "请遵医嘱"],
    source: SOURCES.medicalGuide,
  },
  {
    // 种别人种不好的种植牙, 别家治不了的我们能治, 安全性是其它产品无法能比的.
    id: "C.compare-providers",
    label: "贬低其他医院、产品",
    group: "C",
    level: "禁用",
    onlyIn: ["medical", "drug", "device", "health-food", "cosmetics"],
    pattern:
      /(?:别人|别家|他家|其他医院|其它医院|外院|他院|同行)[\u4e00-\u9fa5]{0,2}?(?:不好|不了|失败|没治好)的|(?:安全性|疗效|效果|功效)[^,。!?;]{0,4}?(?:其它|其他|同类|别的|一般|普通)(?:产品|药品|药物|医院|疗法)?[^,。!?;]{0,3}?(?:无法|不能|难以|无可)(?:能)?(?:比|相比|比拟|企及|媲美)/g,
    basis:
      "《广告法》第十六条第一款第（三）项（不得与其他药品、医疗器械的功效和安全性或者其他医疗机构比较）；第十三条（不得贬低其他经营者）",
    penalty: PENALTY.p58("一"),
    why: "拿其他医院、同类产品的失败或不足来衬托自己，医疗、药品、器械、保健食品广告一律不得比较",
    rewrites: ["（删除比较）"],
    source: SOURCES.law,
  },
  {
    // 降低胃病复发, 杜绝复发, 防止反弹 (a statement of risk — 降低复发风险 — stays clean).
    id: "C.relapse",
    label: "不再复发",
    group: "C",
    level: "禁用",
    industryLevel: { medical: "需证明", drug: "需证明", device: "需证明" },
    pattern: /(?:降低|减少|防止|预防|杜绝|避免|阻止)[\u4e00-\u9fa5]{0,4}?复发(?!风险|的风险|的可能|几率|概率)/g,
    basis: "《广告法》第十六条第一款第（一）项、第十七条（不得含有功效的断言或保证；非医疗广告不得涉及疾病治疗）",
    penalty: PENALTY.p58("一"),
    why: "承诺降低、杜绝疾病复发，是对疗效的断言：非医疗广告不得使用，医疗类广告须与批准的说明书一致",
    rewrites: ["（删除）", "以说明书为准"],
    source: SOURCES.medicalGuide,
  },
  {
    // 防病毒车载净化器, 阻止冠状病毒侵入, 抵抗外在病毒: a non-medical product fighting viruses.
    id: "C.antiviral",
    label: "防病毒、抗病毒",
    group: "C",
    level: "禁用",
    industryLevel: { medical: null, drug: null, device: null },
    vocabulary: true,
    // Not computer viruses (杀毒软件可以防病毒入侵电脑).
    pattern:
      /(?<!(?:软件|电脑|计算机|程序|黑客|网络|系统)[^。!?]{0,20})(?:(?<!预)(?:防|抗|灭|杀|阻止|阻断|抵抗|抵御|对抗|隔绝)(?:外在|外界|各种|一切)?(?:新型)?(?:新冠|冠状)?病毒|(?:新冠|冠状病毒|新型冠状病毒)[^,。!?;]{0,12}?(?:防治|预防|治疗|克星|无处可逃))(?![^。!?]{0,20}(?:软件|电脑|计算机|程序|黑客|网络|系统|病毒库))/g,
    basis: "《广告法》第十七条（除医疗、药品、医疗器械广告外，禁止涉及疾病预防、治疗功能，不得使用易与药品混淆的用语）",
    penalty: PENALTY.p58("二"),
    why: "宣称能防病毒、抗病毒或防治新冠，是疾病预防功能，非医疗广告不得涉及",
    rewrites: ["（删除）"],
    source: SOURCES.law,
  },
  {
    // 具有理肺、宣肺、排肺浊气功效: organ functions of traditional medicine claimed for goods.
    id: "C.tcm-function",
    label: "中医功能主治用语",
    group: "C",
    level: "禁用",
    industryLevel: { medical: null, drug: null, device: null },
    vocabulary: true,
    pattern:
      /(?:具有|有|起到)[^。!?;]{0,10}?(?:理肺|宣肺|清肺|润肺|排肺|补肺|养肺|护肺|疏肝|清肝|健脾|益气|补气|养血|通络|化痰|止咳|平喘|安神|固肾|温肾|滋阴|壮阳)[^。!?;]{0,12}?(?:功效|作用|功能|之功)/g,
    basis: "《广告法》第十七条（非医疗广告不得使用医疗用语或者易使推销的商品与药品相混淆的用语）",
    penalty: PENALTY.p58("二"),
    why: "宣称有理肺、健脾、止咳等功效，是药品的功能主治用语，普通商品和保健食品都不得使用",
    rewrites: ["日常保养（删去功效表述）"],
    source: SOURCES.law,
  },
  {
    // 实现少女肤质, 重回18岁, 拥有婴儿肌: youth or a body state promised back.
    id: "C.youth-result",
    label: "返老还童承诺",
    group: "C",
    level: "需证明",
    industryLevel: HEALTH_STRICT,
    pattern:
      /(?:实现|重回|还原|拥有|回到|恢复|找回|重现)(?:少女|少年|婴儿|宝宝|童颜|年轻|青春)(?:般的?)?(?:肌|肤|肤质|肌肤|脸|容颜|面容|皮肤|状态|时的模样)|(?:重回|回到|找回)(?:十八岁|18岁|二十岁|20岁)/g,
    basis: "《广告法》第十六条第一款第（一）项、第十八条第一款第（一）项、第二十八条（不得含有功效的断言或保证）",
    penalty: PENALTY.p58("一"),
    why: "承诺恢复少女肤质、重回十八岁，是对功效的保证",
    rewrites: ["效果因人而异"],
    source: SOURCES.medicalGuide,
  },
  {
    // 用了四个月细纹都没了, 痘印一扫而光: a flaw of the skin promised gone is a guarantee of effect (夸大功效).
    id: "C.flaw-gone",
    label: "皱纹、斑、痘印全消",
    group: "C",
    level: "需证明",
    industryLevel: HEALTH_STRICT,
    sellingOnly: true,
    pattern:
      /(?:皱纹|细纹|干纹|法令纹|抬头纹|鱼尾纹|颈纹|沟壑|色斑|雀斑|黄褐斑|老年斑|晒斑|痘痘|痘印|痘坑|粉刺|黑头|毛孔|眼袋|黑眼圈|疤痕|妊娠纹|橘皮组织)[^,。!?;]{0,6}?(?:都没了|全没了|没有了|没了|消失了|消失|不见了|全消|一扫而光|无影无踪|全部消除|彻底消除|彻底去除|一次去除)/g,
    basis:
      "《广告法》第四条、第二十八条；化妆品、保健食品、医疗广告不得作功效保证（第十六条第一款第（一）项、第十八条第一款第（一）项）",
    penalty: PENALTY.p58("一"),
    why: "说皱纹、斑点、痘印“都没了”“一扫而光”，是对效果的保证：化妆品、保健食品、医疗广告不得使用，其他商品须有依据且不得夸大",
    rewrites: ["（删除）", "效果因人而异"],
    source: SOURCES.cosmetics,
  },
  {
    // 无痛人流, 双眼皮无痕无痛, 当天就能上班: a medical service's safety and recovery told as certain.
    id: "C.medical-painless",
    label: "无痛、无痕、当天恢复",
    group: "C",
    level: "禁用",
    onlyIn: ["medical"],
    pattern: new RegExp(
      `无痛无痕|无痕无痛|无痛(?!${PAINLESS_PROCEDURES.join("|")})|无痕|零痛感|不留疤|无疤痕|不留痕迹|当天(?:就能|就可以|即可|可)?(?:上班|上学|出院|恢复正常)|终身保用|永久保用|终身有效`,
      "g",
    ),
    basis:
      "《广告法》第十六条第一款第（一）项（医疗广告不得含有表示功效、安全性的断言或者保证）；《医疗广告管理办法》第七条",
    penalty: PENALTY.p58("一"),
    why: "“无痛”“无痕”“当天上班”“终身保用”是对医疗服务安全性和效果的断言，医疗广告不得使用",
    rewrites: ["（删除）", "具体情况以医生面诊为准"],
    source: SOURCES.medicalAdRules,
  },
  {
    // 做完超声炮8个月后…法令纹减轻, 超声盾改善后U脸直接变V脸: a result after the procedure told as certain.
    id: "C.medical-outcome",
    label: "术后效果断言",
    group: "C",
    level: "禁用",
    onlyIn: ["medical"],
    sellingOnly: true,
    pattern:
      /(?:做完|做了|术后|治疗后|改善后|打完|注射后|疗程后|\d+个?月后)[^。!?;]{0,30}?(?:减轻|缓解|改善明显|明显改善|消失|不见了|小了一圈|变v脸|变小|年轻了|年轻\d+岁|有效提升|提升了|紧致了|复位|变得更)/g,
    basis:
      "《广告法》第十六条第一款第（一）项（医疗广告不得含有表示功效的断言或者保证）；《医疗广告管理办法》第七条第（二）项（不得保证或隐含保证治愈）",
    penalty: PENALTY.p58("一"),
    why: "把做完项目后的效果写成确定的结果（减轻、消失、变V脸），是对医疗效果的断言或保证，医疗广告不得使用",
    rewrites: ["（删除）", "具体效果以医生面诊为准"],
    source: SOURCES.medicalAdRules,
  },
  {
    // 一贴当天就不疼, 24H可洗头, 一针见效: the time to a result promised for a treatment.
    id: "C.quick-result",
    label: "见效时间承诺",
    group: "C",
    level: "禁用",
    onlyIn: ["medical", "drug", "device", "health-food"],
    sellingOnly: true,
    pattern:
      /(?:一贴|一次|一针|一粒|一盒|一剂|当天|当晚|24h|24小时|\d+小时)(?:就|即|后|后就)?(?:可|能|可以|即可)?(?:不疼|不痛|止痛|止痒|消肿|见效|洗头|下地|痊愈)/g,
    basis:
      "《广告法》第十六条第一款第（一）项（医疗、药品、医疗器械广告不得含有表示功效的断言或者保证）；第十八条第一款第（一）项",
    penalty: PENALTY.p58("一"),
    why: "承诺多长时间见效、多快恢复，是对疗效的断言或保证",
    rewrites: ["（删除）", "效果因人而异"],
    source: SOURCES.medicalGuide,
  },
  {
    // 安全性和有效性更高, 疗效优于同类: a comparison of safety or efficacy (第十六条第一款第（二）项).
    id: "C.efficacy-comparison",
    label: "功效、安全性比较",
    group: "C",
    level: "禁用",
    onlyIn: ["medical", "drug", "device", "health-food"],
    sellingOnly: true,
    pattern:
      /(?:安全性|有效性|疗效|治疗效果|副作用)[^,。!?;]{0,6}?(?:更高|更好|更强|更小|更少|更低|优于|高于|超过|胜过)/g,
    basis:
      "《广告法》第十六条第一款第（二）项（不得说明治愈率或者有效率）、第（三）项（不得与其他药品、医疗器械的功效和安全性或者其他医疗机构比较）",
    penalty: PENALTY.p58("一"),
    why: "医疗、药品、器械、保健食品广告不得拿功效或安全性作比较",
    rewrites: ["（删除）"],
    source: SOURCES.medicalGuide,
  },
];
