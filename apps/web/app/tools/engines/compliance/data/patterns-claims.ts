/**
 * Claim detectors by construction (decision 009, "Rule groups"), beside patterns-context.ts:
 * efficacy told as a course over time (服用3天…消失), results promised fast (几分钟就变黑),
 * detox and organ-repair claims, recovery promises of medical services, unproven patient
 * counts, and the housing promises of 《广告法》第二十六条 and 《房地产广告发布规定》第十八条
 * (school places, location by travel time to a named place, rent and return promises).
 * Each is a shape of sentence, not a listed sentence: a time span plus a change of a symptom,
 * a verb of buying plus a school, 以租养贷 and its kin.
 */
import type { PatternRule } from "./rule-types";
import { HOUSING, HOUSING_RULE } from "./patterns-context";
import { PENALTY } from "./term-builder";
import { SOURCES } from "./sources";

const NUM = "(?:\\d+(?:[~～-]\\d+)?|[一二两三四五六七八九十百半几]+)";
/** A span of use: 服用3天, 当天, 一个疗程, 三个星期, 几个月后, 半年. */
const SPAN = `(?:当天|当晚|次日|(?<![第\\d一二两三四五六七八九十百])${NUM}(?:[—\\-~～至到]${NUM})?(?:天|日|周|个星期|星期|个月|月|个疗程|疗程|年|个小时|小时))`;
/** A symptom that goes, eases or comes back to normal (negated forms are warnings, not claims). */
const CHANGE =
  "(?<![无未不没])(?:消失|减轻|减少了|(?:就会|就能|便能|即可|就)改善|(?:明显|显著|大幅)(?:下降|降低)|缓解|得以改善|得到改善|明显改善|有所改善|好转|康复|痊愈|彻底恢复|完全恢复|恢复健康|恢复视力|不失眠|转黑|变黑|下床|转阴|正常了)";

export const CLAIM_PATTERN_RULES: PatternRule[] = [
  {
    // 服用3天小便疼痛感消失, 喝了十天胳膊麻木减少了, 3~5天耳鸣明显得以改善: the course of a
    // cure promised to the reader. A drug label's warning (服药3天症状无缓解，请咨询医师) is
    // negated and stays clean.
    id: "C.time-course",
    label: "疗程见效承诺",
    group: "C",
    level: "需证明",
    sellingOnly: true,
    industryLevel: { medical: "禁用", drug: "禁用", device: "禁用", "health-food": "禁用", food: "禁用" },
    pattern: new RegExp(`${SPAN}(?:后|以后|左右|内)?[^。!?;无未不没]{0,12}?${CHANGE}`, "g"),
    basis:
      "《广告法》第十六条第一款第（一）项、第十八条第一款第（一）项（不得含有表示功效的断言或者保证）；《药品广告审查发布标准》",
    penalty: PENALTY.p58("一"),
    why: "用“服用几天、几个疗程后症状消失、减轻”描述疗效，是对疗效的断言或保证",
    rewrites: ["效果因人而异"],
    source: SOURCES.medicalGuide,
  },
  {
    // 这才几分钟，头发就变黑了; 24小时除癣换肤: a result within minutes or hours.
    id: "C.fast-result",
    label: "速效承诺",
    group: "C",
    level: "需证明",
    industryLevel: {
      medical: "禁用",
      drug: "禁用",
      device: "禁用",
      "health-food": "禁用",
      food: "禁用",
      cosmetics: "禁用",
    },
    pattern: new RegExp(
      `(?:几|${NUM})(?:秒|秒钟|分钟|小时)[^。!?;]{0,8}?(?:就|即|便|立刻|马上)?[^,。!?;无未不没]{0,4}?(?:变黑|转黑|变白|见效|起效|奏效|止痒|止痛|不疼|不痛|消肿|退烧|除癣|换肤|长出|瘦了|白了)|白发(?:转黑|变黑|自然黑)`,
      "g",
    ),
    basis: "《广告法》第十六条第一款第（一）项、第十七条、第二十八条（功效断言；夸大功效引人误解）",
    penalty: PENALTY.p58("一"),
    why: "承诺几分钟、几小时见效，是对功效的断言，无法证明",
    rewrites: ["效果因人而异"],
    source: SOURCES.medicalGuide,
  },
  {
    // 一天两小袋，胃肠病患者重新过上正常人的生活; 角膜炎…用了都能好.
    id: "C.patient-outcome",
    label: "患者康复承诺",
    group: "C",
    level: "需证明",
    industryLevel: { medical: "禁用", drug: "禁用", device: "禁用", "health-food": "禁用", food: "禁用" },
    pattern:
      /患者[^,。!?;]{0,6}?(?:重新过上|恢复|回归|过上)正常|(?:用了|吃了|喝了|贴了|服了)(?:都|就|也)?能?(?:好|治好)(?![看吃用听玩喝闻些多])/g,
    basis: "《广告法》第十六条第一款第（一）项、第十七条（不得含有功效的断言或保证；非医疗广告不得涉及疾病治疗）",
    penalty: PENALTY.p58("一"),
    why: "承诺患者用了就好、恢复正常生活，是对疗效的保证",
    rewrites: ["效果因人而异"],
    source: SOURCES.medicalGuide,
  },
  {
    // 烟毒排了, 清除香烟毒素, 排出宿便: detox is a function no food or cosmetic may claim.
    id: "C.detox",
    label: "排毒宣称",
    group: "C",
    level: "需证明",
    industryLevel: { "health-food": "禁用", food: "禁用", cosmetics: "禁用" },
    pattern:
      /(?:烟毒|毒素|宿便|体内毒|湿毒|重金属|致癌物)[^,。!?;]{0,2}?(?:排了|排出|排掉|排走|清除|清掉|一扫而光)|(?:排|清除|清理|排出|排除)[^,。!?;]{0,4}?(?:烟毒|毒素|宿便|重金属|致癌物)/g,
    basis:
      "《广告法》第十七条、第十八条第一款（普通食品、保健食品不得宣传疾病预防、治疗功能，保健食品只能宣传批准的功能）",
    penalty: PENALTY.p58("二"),
    why: "宣称排出毒素、宿便，属于未经批准的功能宣称",
    rewrites: ["日常饮食的一部分"],
    source: SOURCES.law,
  },
  {
    // 促进眼角膜修复, 修复胃黏膜: repairing an organ is a treatment claim (第十七条).
    id: "C.organ-repair",
    label: "器官修复",
    group: "C",
    level: "需证明",
    industryLevel: { medical: null, drug: null, device: null, "health-food": "禁用", food: "禁用", cosmetics: "禁用" },
    vocabulary: true,
    pattern:
      /(?:眼角膜|角膜|视网膜|视神经|胃黏膜|胃粘膜|黏膜|粘膜|软骨|受损神经|肝细胞|胰岛细胞|血管壁)[^,。!?;]{0,2}?(?:修复|再生)|(?:修复|再生)[^,。!?;]{0,2}?(?:眼角膜|角膜|视网膜|视神经|胃黏膜|胃粘膜|黏膜|粘膜|软骨|受损神经|肝细胞|胰岛细胞|血管壁)/g,
    basis: "《广告法》第十七条（除医疗、药品、医疗器械广告外，不得涉及疾病治疗功能）",
    penalty: PENALTY.p58("二"),
    why: "宣称修复角膜、黏膜、软骨等器官组织，是疾病治疗功能，非医疗广告不得涉及",
    rewrites: ["日常营养（删去修复表述）"],
    source: SOURCES.law,
  },
  {
    // 下午做，晚上就可以化妆; 不会耽误正常生活: a medical service's recovery promised.
    id: "C.recovery-claim",
    label: "术后恢复保证",
    group: "C",
    level: "禁用",
    onlyIn: ["medical"],
    pattern:
      /不开刀|不住院|随(?:治|做|到)随走|(?:不会|不)(?:耽误|影响)(?:正常)?(?:的)?(?:生活|工作|上班|学习)|(?:当天|当晚|晚上|次日|第二天|术后)(?:就|即)?(?:可以|可)?(?:化妆|上班|洗脸|出院|正常工作|正常生活)/g,
    basis:
      "《广告法》第十六条第一款第（一）项（医疗广告不得含有表示功效、安全性的断言或者保证）；《医疗广告监管工作指南》",
    penalty: PENALTY.p58("一"),
    why: "承诺做完不影响生活、当天即可上班化妆，是对医疗服务安全性、恢复期的保证",
    rewrites: ["恢复情况因人而异，请遵医嘱"],
    source: SOURCES.medicalGuide,
  },
  {
    // 救治了27.2万…患者: a count of patients cured, told without a source.
    id: "B.patient-count",
    label: "救治人数",
    group: "B",
    level: "需证明",
    pattern:
      /(?:救治|治愈|治好|帮助|服务)了?(?:\d+(?:\.\d+)?万?|无数|上万|上千|数万|数千|数十万|成千上万)(?:余|多)?(?:名|例|位|个)?[^,。!?;]{0,14}?(?:患者|病人|病友)|(?:救治|治愈|治好)了?(?:\d+(?:\.\d+)?万?|上万|上千|数万|数千)(?:余|多)?例/g,
    basis:
      "《广告法》第十一条第二款、第二十八条（数据须真实、准确，并表明出处）；第十六条第一款第（四）项（不得利用患者名义作推荐、证明）",
    penalty: PENALTY.p55,
    why: "救治、治愈了多少患者一类数字须真实并能证明，医疗、药品广告中还属于以患者名义作证明",
    rewrites: ["（删除）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 买房就能上××小学, 买房直通名校: a school place promised to buyers.
    id: "E.school-promise",
    label: "买房上学承诺",
    group: "E",
    level: "禁用",
    ...HOUSING_RULE,
    pattern:
      /(?:买房|购房|买楼|入住|业主)(?:子女)?(?:就|即|都|便)?(?:能|可|可以)?(?:上|读|入读|就读|直通|直升|对口)[^,。!?;]{0,8}?(?:小学|中学|初中|高中|名校|学校|幼儿园|学位)|(?:买房|购房|买楼|入住)(?:即|就|便)?(?:可|能|可以)?(?:落户|入户|迁户口|就读|入学|上学)|(?:买房|购房|入住)(?:即|就|便)?(?:享|享受|获得|赠送|送)[^,。!?;]{0,6}?(?:学位|入学名额|名校)/g,
    basis:
      "《房地产广告发布规定》第十八条（不得含有能够为入住者办理户口、就业、升学等事项的承诺）；《广告法》第二十六条第（四）项",
    penalty: PENALTY.p58("八"),
    why: "承诺买房就能上某所学校，房地产广告不得含有升学承诺",
    rewrites: ["周边教育资源（以教育部门公布为准）"],
    source: SOURCES.realEstateRules,
  },
  {
    // 距国贸仅30分钟: travel time to a named place, without a travel verb (E.travel-time has those).
    id: "E.distance-time",
    label: "以时间表示位置",
    group: "E",
    level: "禁用",
    ...HOUSING_RULE,
    pattern: new RegExp(
      `(?:距|距离|离)(?:(?!还有|还剩|仅剩|结束|开始|开盘|开赛|截止)[\\u4e00-\\u9fa5a-z]){1,10}?(?:仅|只有|只需|约|不到|大约)?${NUM}(?:分钟|min)(?!内有效)`,
      "g",
    ),
    basis: "《广告法》第二十六条第（二）项（不得以项目到达某一具体参照物的所需时间表示项目位置）",
    penalty: PENALTY.p58("八"),
    why: "房地产广告不得用“距某地几分钟”表示项目位置，应写实际距离",
    rewrites: ["距XX约X公里（直线距离）"],
    source: SOURCES.finance,
  },
  {
    // 以租养贷, 月月稳收租, 年年稳涨租, 投资无风险, 收益稳定可靠, 价值一夜飙涨, 10秒内获取收益: a return promised.
    id: "E.return-promise",
    label: "投资回报承诺",
    group: "E",
    level: "禁用",
    onlyIn: ["real-estate", "finance", "general"],
    industryLevel: { general: "行业敏感" },
    generalWhen: HOUSING,
    pattern:
      /以租养(?:贷|房|供)|(?:月月|年年|每月|每年)(?:稳)?(?:收租|涨租|收益|分红)|稳(?:收租|涨租)|投资无风险|无风险投资|(?:收益|回报|租金)(?:稳定|有保障|看得见|看的见|无忧|可靠)|高回报|(?:价值|房价|身价|租金)[^,。!?;]{0,4}?(?:飙涨|飙升|暴涨|翻番|翻倍|一路上涨)|坐享[^,。!?;]{0,4}?(?:红利|收益|回报)|一铺(?:养|旺|传)[一二两三几]代|只升不降|稳涨不跌|永不贬值|价值无限|抄底|稳健投资|保值增值|只赚不赔|\d+\s?(?:秒|分钟|小时|天|日)内?(?:即可|就能|就可|便可|即|就)?(?:获取|获得|赚取|赚到|拿到)(?:收益|回报|利润|分红)/g,
    basis: "《广告法》第二十六条第（一）项（房地产广告不得含有升值或者投资回报的承诺）、第二十五条第（一）项",
    penalty: PENALTY.p58("八"),
    why: "承诺租金、收益稳定或房价上涨，是对升值或投资回报的承诺",
    rewrites: ["居住价值"],
    source: SOURCES.finance,
  },
  {
    // 国内一流, 行业领跑者: a rank without the listed words (指南第二条 “含义相同或者近似”).
    // 一流大学、一流学科 name a state programme.
    id: "A.scoped-rank",
    label: "范围内一流、领跑",
    group: "A",
    level: "禁用",
    pattern:
      /(?:全球|世界|国际|全国|国内|全省|全市|全网|行业|业内|业界|同行业?|同类产品?|品类)(?:中|内)?的?(?:一流(?!大学|学科)|翘楚|领跑者|领导者|领航者|引领者|超一流)|超一流/g,
    basis: "《广告法》第九条第（三）项；《广告绝对化用语执法指南》第二条（与“最高级”“最佳”含义相同或者近似）",
    penalty: PENALTY.p57,
    why: "“国内一流”“行业领跑者”把商品排在某个范围的最高位置，属于绝对化用语",
    rewrites: ["品质可靠", "广受认可"],
    source: SOURCES.guide,
  },
  {
    // 疗效显著, 治疗效果非常好: an efficacy assertion (第十六条第一款第（一）项) in the industries
    // where 疗效 is a normal word (elsewhere 疗效 itself is already a finding).
    id: "C.efficacy-assert",
    label: "疗效断言",
    group: "C",
    level: "禁用",
    onlyIn: ["medical", "drug", "device", "health-food"],
    pattern:
      /(?:疗效|治疗效果|药效)(?:十分|非常|特别|极其|相当|尤为|更加)?(?:显著|神奇|非凡|惊人|奇佳|极佳|明显|卓著|突出|肯定|好)/g,
    basis: "《广告法》第十六条第一款第（一）项、第十八条第一款第（一）项（不得含有表示功效的断言或者保证）",
    penalty: PENALTY.p58("一"),
    why: "宣称疗效显著、确切，是对功效的断言",
    rewrites: ["效果因人而异"],
    source: SOURCES.medicalGuide,
  },
  {
    // 安全可靠, 无依赖: safety asserted for a drug, a device, a medical service or health food.
    id: "C.safety-assert",
    label: "安全性断言",
    group: "C",
    level: "禁用",
    onlyIn: ["medical", "drug", "device", "health-food"],
    pattern:
      /安全可靠|安全放心|安全有效|绝对安全|安全无害|无依赖性?|不上瘾|无耐药性?|长期(?:服用|使用|食用)[^,。!?;]{0,3}?(?:安全|无害|无副作用)/g,
    basis: "《广告法》第十六条第一款第（一）项、第十八条第一款第（一）项（不得含有表示功效、安全性的断言或者保证）",
    penalty: PENALTY.p58("一"),
    why: "医疗、药品、器械、保健食品广告不得断言安全性",
    rewrites: ["不良反应详见说明书"],
    source: SOURCES.medicalGuide,
  },
  {
    // 比其他医院效果更好, 超出传统药物200倍: a comparison with other drugs or hospitals.
    id: "C.compare-other",
    label: "与其他药品、医疗机构比较",
    group: "C",
    level: "禁用",
    onlyIn: ["medical", "drug", "device", "health-food"],
    pattern:
      /(?:比|优于|胜过|强于|好于|超出|超过|远超)(?:其他|别的|同类|普通|传统|一般|西药|中药)的?(?:医院|医疗机构|诊所|药品|药物|产品|疗法|手术|治疗)/g,
    basis: "《广告法》第十六条第一款第（三）项（不得与其他药品、医疗器械的功效和安全性或者其他医疗机构比较）",
    penalty: PENALTY.p58("一"),
    why: "与其他药品、器械或医疗机构比较功效，医疗类广告一律不得使用",
    rewrites: ["（删除比较）"],
    source: SOURCES.law,
  },
  {
    // 从此不感冒, 再也不失眠: a disease that never comes back (第十七条; a guarantee in medical ads).
    id: "C.never-again",
    label: "从此不再得病",
    group: "C",
    level: "禁用",
    pattern:
      /(?:从此|再也|永远|终身|一辈子)(?:都)?(?:不会?|没有?|不再|告别)(?:感冒|生病|得病|复发|失眠|便秘|长痘|脱发|过敏|犯病|发作|疼痛|头痛|胃痛)|(?:从此|再也|一直)(?:都)?(?:没|没有|不)(?:再)?(?:犯过|犯|复发过?|疼过|痛过|发作过?)/g,
    basis: "《广告法》第十七条（非医疗广告不得涉及疾病预防、治疗功能）；第十六条第一款第（一）项（不得保证疗效）",
    penalty: PENALTY.p58("二"),
    why: "承诺从此不再生病、不再复发，是对疾病预防、治疗效果的保证",
    rewrites: ["日常保养（删去疾病表述）"],
    source: SOURCES.medicalGuide,
  },
  {
    // 增强性功能, 壮阳: not a health-food function that can be approved (保健食品功能目录).
    id: "C.sex-function",
    label: "性功能宣称",
    group: "C",
    level: "禁用",
    industryLevel: { medical: null, drug: null, device: null },
    vocabulary: true,
    pattern: /(?:增强|改善|提高|恢复|提升)性功能|壮阳/g,
    basis: "《广告法》第十七条、第十八条第一款（保健食品只能宣传批准的保健功能，普通商品不得涉及疾病治疗功能）",
    penalty: PENALTY.p58("三"),
    why: "改善、增强性功能不是可批准的保健功能，普通商品与保健食品都不得宣传",
    rewrites: ["（删除）"],
    source: SOURCES.law,
  },
  {
    // 全球第一款, 国内首台: a first of its kind in a named scope (第一款 alone is an article of a law). 行业首批应用…:
    // among the first to use it (round 24); 全国首批 alone is often a designation list (入选全国首批…名单).
    id: "B.scoped-first",
    label: "范围内首款、首家",
    group: "B",
    level: "需证明",
    pattern:
      /(?:全球|世界|全国|国内|国际|中国|行业|业内|全网|全省|全市)(?:首款|首个|首家|首台|首辆|首部|第一款|第一个|第一家|第一台|第一辆|第一部|首批(?=应用|采用|搭载|推出|量产|上市|使用))/g,
    basis: "《广告法》第九条第（三）项、第十一条第二款、第二十八条；《广告绝对化用语执法指南》第六条第（六）项",
    penalty: PENALTY.p57,
    why: "“全球首款”“国内第一家”须限定时间、地域并写明出处，且能证明真实",
    rewrites: ["新推出", "据XX机构（时间、范围）认定"],
    source: SOURCES.citationDraft,
  },
  {
    // 杀灭肝炎病毒, 清除癌细胞, 激活机体免疫系统: a cure told as what the product does inside the body.
    id: "C.kill-pathogen",
    label: "杀灭病毒、癌细胞",
    group: "C",
    level: "禁用",
    pattern:
      /(?:杀灭|杀死|消灭|清除|灭活|剿灭|专杀)[^,。!?;]{0,6}?(?:病毒|癌细胞|肿瘤细胞|肿瘤|癌变细胞|坏细胞)|激活(?:自身|机体|人体|身体)?(?:的)?免疫(?:系统|细胞)/g,
    basis:
      "《广告法》第十六条第一款第（一）项、第十七条、第十八条第一款第（二）项（不得断言功效；非医疗广告不得涉及疾病治疗；保健食品不得涉及疾病预防、治疗）",
    penalty: PENALTY.p58("一"),
    why: "宣称能杀灭病毒、清除癌细胞或激活免疫系统，是对疾病治疗功效的断言",
    rewrites: ["（删除）"],
    source: SOURCES.medicalGuide,
  },
  {
    // 治疗…以及糖尿病引起的各种并发症, 数病同治, 包治百病: a cure promised for every disease.
    id: "C.all-diseases",
    label: "包治多种疾病",
    group: "C",
    level: "禁用",
    pattern:
      /(?:治疗|治|防治|预防|改善|调理|根治|医治|缓解|消除)[^。!?;]{0,24}?(?:各种|多种|所有|一切|上百种|数十种|各类)[^,。!?;]{0,4}?(?:并发症|疾病|病症|慢性病|顽疾|疑难杂症)|数病同治|百病皆治|(?:各种|多种|所有|一切)(?:病症|疾病|慢性病)[^,。!?;]{0,6}?(?:服用|食用|吃法|用法|都能|均可)/g,
    basis: "《广告法》第十六条第一款第（一）项、第十七条、第二十八条（功效断言；超出批准的适应症或适用范围，引人误解）",
    penalty: PENALTY.p58("一"),
    why: "宣称能治疗各种、多种疾病或并发症，超出任何批准的适应症，是对疗效的断言",
    rewrites: ["（删除）"],
    source: SOURCES.medicalGuide,
  },
  {
    // 市面上无任何一款其他产品能达成同类效果, 业内没有一家能做到: no other product can match, an absolute claim
    // outside the lists (第九条第（三）项; 指南第二条: 含义与“最高级”“唯一”近似).
    id: "A.none-other",
    label: "没有任何其他产品能做到",
    group: "A",
    level: "禁用",
    sellingOnly: true,
    pattern:
      /(?:市面上|市场上|业内|行业内|全球|全国|国内|世界上)[^。!?;]{0,4}?(?:无|没有|找不到)(?:任何)?(?:一款|一家|一种|一个)?(?:其他|其它|别的|同类)?[^。!?;]{0,8}?(?:能|可以|可)(?:达成|达到|做到|媲美|超越|相比|比得上|替代)/g,
    basis: "《广告法》第九条第（三）项；《广告绝对化用语执法指南》第二条（与“最高级”“唯一”含义相同或者近似）",
    penalty: PENALTY.p57,
    why: "说市面上没有任何其他产品能做到，等于说自己独一无二、最好，属于绝对化用语",
    rewrites: ["（删除）"],
    source: SOURCES.guide,
  },
  {
    // 最先享受新品特权: priority among all buyers, an absolute claim (最先 alone is a time word).
    id: "A.first-to-enjoy",
    label: "最先享受",
    group: "A",
    level: "禁用",
    pattern: /最先(?:享受|享有|体验|拥有|用上|尝到|获得|抢到|入手|试用|感受|品尝)/g,
    basis: "《广告法》第九条第（三）项；《广告绝对化用语执法指南》第二条（与“最高级”“最佳”含义相同或者近似）",
    penalty: PENALTY.p57,
    why: "“最先享受”把买家排在所有人之前，属于绝对化用语；写清楚具体的优先权益即可",
    rewrites: ["优先享受", "抢先体验"],
    source: SOURCES.guide,
  },
  {
    // 著名心血管专家王教授推荐, 协和医院老专家亲自推荐, 上千位患者亲身见证: a doctor, an expert or a
    // patient vouching for the product, with words between the title and the verb (the listed
    // 专家推荐 and its kin catch the plain form).
    id: "B.endorser",
    label: "专家、医生、患者推荐证明",
    group: "B",
    level: "行业敏感",
    industryLevel: {
      medical: "禁用",
      drug: "禁用",
      device: "禁用",
      "health-food": "禁用",
      education: "禁用",
      finance: "禁用",
    },
    yields: true,
    pattern:
      /(?:专家|医生|医师|大夫|教授|院士|主任|名医|老中医|药师|营养师|患者|病友|康复者)[\u4e00-\u9fa5]{0,6}?(?:推荐|力荐|首推|亲证|见证|作证|背书|现身说法|亲测有效|都在用|来信|感谢信|送来锦旗|监制|认证)/g,
    basis:
      "《广告法》第十六条第一款第（四）项、第十八条第一款第（五）项、第二十四条第（三）项、第二十五条第（二）项（不得利用专家、医生、患者等的名义或者形象作推荐、证明）",
    penalty: PENALTY.p58("一"),
    why: "借专家、医生或患者的名义推荐、证明效果：医疗、药品、器械、保健食品、教育、招商广告中禁止，其他广告也须真实并能证明",
    rewrites: ["（删除）"],
    source: SOURCES.law,
  },
  {
    // 全球第二好用, 全国第三大品牌: a rank other than first in a named scope still needs its source.
    id: "B.scoped-rank",
    label: "范围内排名",
    group: "B",
    level: "需证明",
    pattern:
      /(?:全球|世界|全国|国内|全网|全省|全市|行业|业内|同类)(?:排名)?第[二三四五六七八九十2-9](?:好用|好|强|畅销|大(?:品牌|厂商|厂家|企业|供应商|生产基地|销量))/g,
    basis: "《广告法》第十一条第二款、第二十八条（引证内容须真实、准确并表明出处；排名无依据即引人误解）",
    penalty: PENALTY.p55,
    why: "“全球第二好用”一类排名须有第三方数据并写明出处、时间和范围",
    rewrites: ["据XX机构（时间、范围）排名"],
    source: SOURCES.citationDraft,
  },
  {
    // 全国代理商70万, 团队已经发展到20余万人: a network size told without a source.
    id: "B.scale-figure",
    label: "代理、团队规模",
    group: "B",
    level: "需证明",
    pattern:
      /(?:代理商|加盟商|经销商|分销商|代理|会员|学员)(?:已|已经|超过|突破|达|达到|有|遍布)?\d+(?:\.\d+)?(?:万|千)|团队[^,。!?;]{0,4}?(?:发展到|达到|超过|突破)\d+(?:\.\d+)?万余?(?:人|名)/g,
    basis: "《广告法》第十一条第二款、第二十八条（数据、统计资料须真实、准确，并表明出处）",
    penalty: PENALTY.p55,
    why: "代理商、会员、团队人数一类规模数字须真实并能证明，写明统计口径和时间",
    rewrites: ["（写明统计口径与时间）"],
    source: SOURCES.penaltyCases,
  },
  {
    // 五重保障, 多重安全保障: safety layers implying that an investment cannot lose (第二十五条).
    id: "E.safety-layers",
    label: "多重保障",
    group: "E",
    level: "需证明",
    onlyIn: ["finance"],
    pattern:
      /(?:[二三四五六七八九十\d]|多)重(?:安全)?保障|本息(?:有)?保障|资金(?:绝对)?安全|安全有保障|安全无忧|绝对安全|(?:资金|本金|投资|理财|收益)?安全可靠(?!的(?:系统|技术|网络))/g,
    basis: "《广告法》第二十五条第（一）项（不得明示或者暗示保本、无风险或者保收益）",
    penalty: PENALTY.p58("七"),
    why: "“五重保障”“本息有保障”暗示投资没有风险，须写明具体机制并提示风险",
    rewrites: ["（写明具体风控措施，并提示投资风险）"],
    source: SOURCES.finance,
  },

  {
    // 目标回报：预计4至5倍, 预期收益翻3倍: a projected multiple of the money put in — a promise of return.
    id: "E.return-multiple",
    label: "预期回报倍数",
    group: "E",
    level: "禁用",
    onlyIn: ["finance", "real-estate", "general"],
    sellingOnly: true,
    pattern:
      /(?:目标|预期|预计|未来)(?:回报|收益|增值|涨幅)[^,。!?;]{0,4}?(?:\d+(?:\.\d+)?|[一二两三四五六七八九十]+)(?:(?:至|到|-|~|～)(?:\d+(?:\.\d+)?|[一二两三四五六七八九十]+))?倍/g,
    basis: "《广告法》第二十五条第（一）项（不得对未来效果、收益或者与其相关的情况作出保证性承诺）",
    penalty: PENALTY.p58("七"),
    why: "写出“预计回报几倍”，是对未来收益的预测和承诺；投资收益不确定，须提示风险",
    rewrites: ["（删除收益预测，并提示投资风险）"],
    source: SOURCES.finance,
  },
  {
    // 增产1000斤, 亩产提高30%, 保证增收, 猪一个月多长20斤, 提前15天出栏: yield, growth or income promised for seeds,
    // fertiliser, pesticide, feed or livestock.
    id: "E.farm-yield",
    label: "增产、增收承诺",
    group: "E",
    level: "禁用",
    sellingOnly: true,
    pattern:
      /(?:亩产|产量|单产)?(?:增产|增收|亩增|产量提高|提高产量|(?<=亩产|产量|单产)(?:提高|增加|提升))(?:\d+(?:\.\d+)?|[一二两三四五六七八九十百千]+)(?:%|成|斤|公斤|千克|元|倍)|(?:保证|确保|包|稳)(?:增产|丰收|高产|增收|亩产)|(?:增产|增收)(?:幅度)?(?:达|高达|可达|超过)\d+|(?:猪|牛|羊|鸡|鸭|鹅|鱼|虾|蟹|禽|畜|牲畜|生猪|肉牛|肉鸡)[^,。!?;]{0,10}?(?:多长|增重|长肉|催肥)(?:了)?(?:\d+(?:\.\d+)?|[一二两三四五六七八九十百]+)(?:斤|公斤|千克|%)|(?:提前|缩短)(?:\d+|[一二两三四五六七八九十]+)天出栏/g,
    basis:
      "《广告法》第二十一条第（一）项（农药、兽药、饲料和饲料添加剂广告不得含有表示功效的断言或者保证）、第二十七条第（二）（三）项（农作物种子、种畜禽、水产苗种和种养殖广告不得表示功效的断言或者保证，不得对经济效益进行分析、预测或者作保证性承诺）",
    penalty: PENALTY.p58("四）、（九"),
    why: "承诺增产多少、增收多少，是对功效和经济效益的保证；农资、种子、种养殖广告不得使用",
    rewrites: ["（删除增产、增收数字，说明试验条件与出处）"],
    source: SOURCES.law,
  },
  {
    // 预定利率3.5%的产品马上要退出舞台, 即将停售: urgency built on a product or a rate said to be going (炒停售), the
    // sales pitch a regulator's risk notice names; 抢到就是赚到 told of a financial product is a gain promised.
    // A company's own notice that a product has stopped (已于…停售) states a fact and is not read.
    id: "E.halt-rush",
    label: "借停售、利率下调催购",
    group: "E",
    level: "需证明",
    onlyIn: ["finance"],
    pattern:
      /(?:即将|马上|就要|快要|真的要|要)(?:要)?(?:停售|下架|退出(?:历史)?舞台|成为过去式|绝版|成为绝唱)|停售(?:倒计时|前最后)|抢到就是赚到/g,
    basis:
      "《广告法》第四条（不得含有虚假或者引人误解的内容）、第二十五条第（一）项；金融监管部门“炒停售”风险提示（以停售、利率下调制造紧迫感属销售误导）",
    penalty: PENALTY.p58("七"),
    why: "用“即将停售”“利率马上下调”制造紧迫感催人购买，是监管点名的“炒停售”销售误导；只有保险公司正式的停售公告可以为据，也不得借此暗示收益",
    rewrites: ["（删除催购说法；如确有停售，写明公司公告及日期）"],
    source: SOURCES.insuranceHaltRush,
  },
  {
    // 带你稳定盈利, 每月按时分红: a steady gain or a payout on schedule told of an investment — a promise of return
    // (第二十五条第（一）项) unless the contract guarantees it and the ad says on what terms.
    id: "E.steady-gain",
    label: "稳定收益、按时分红",
    group: "E",
    level: "需证明",
    onlyIn: ["finance"],
    sellingOnly: true,
    pattern:
      /稳定(?:盈利|收益|回报|分红|获利)|(?:一次投资|一次投入)[^。!?;]{0,3}?(?:终身|永久|长期)(?:受益|收益|回报)|(?:收益|回报)(?:稳定|稳健)|持续盈利|稳健(?:收益|回报)|(?:每月|每季度?|每年|按月|按季|月月|天天)(?:按时|准时|稳定)?(?:分红|付息|返息|返利|派息|领收益|收益到账)/g,
    basis:
      "《广告法》第二十五条第（一）项（不得对未来效果、收益或者与其相关的情况作出保证性承诺，明示或者暗示保本、无风险或者保收益）",
    penalty: PENALTY.p58("七"),
    why: "“稳定盈利”“每月按时分红”暗示收益有保证；投资收益随市场变化，须写明收益不确定并提示风险",
    rewrites: ["（写明收益的不确定性，并提示投资风险）"],
    source: SOURCES.finance,
  },
];
