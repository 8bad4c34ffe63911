/**
 * The listed words of tools-facts §1.4 (groups A–H), one record per word.
 * Compact builder syntax: "词=改写1|改写2". Every 禁用 word carries ≥ 1 lawful rewrite
 * (checked by rules.test.ts). Levels and articles follow §1.3/§1.4; exemptions §1.1/§1.5.
 */
import type { ExemptionKind, IndustryKey, Level, RuleGroup, RuleSource } from "../types";
import type { TermRule } from "./rule-types";
import { SOURCES } from "./sources";

type Spec = {
  group: RuleGroup;
  level: Level;
  basis: string;
  penalty?: string;
  /** {t} is replaced by the word. */
  why: string;
  exemptions?: ExemptionKind[];
  industryLevel?: Partial<Record<IndustryKey, Level | null>>;
  onlyIn?: IndustryKey[];
  source: RuleSource;
  /** Rewrites used when an entry has none of its own. */
  rewrites?: string[];
  satisfiedBy?: RegExp;
};

function terms(spec: Spec, list: string): TermRule[] {
  return list
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      const [term = "", rw] = entry.split("=");
      const rewrites = rw ? rw.split("|").filter(Boolean) : (spec.rewrites ?? []);
      const rule: TermRule = {
        id: `${spec.group}.${term}`,
        term,
        group: spec.group,
        level: spec.level,
        basis: spec.basis,
        why: spec.why.replaceAll("{t}", term),
        rewrites,
        source: spec.source,
      };
      if (spec.penalty) rule.penalty = spec.penalty;
      if (spec.exemptions) rule.exemptions = spec.exemptions;
      if (spec.industryLevel) rule.industryLevel = spec.industryLevel;
      if (spec.onlyIn) rule.onlyIn = spec.onlyIn;
      if (spec.satisfiedBy) rule.satisfiedBy = spec.satisfiedBy;
      return rule;
    });
}

// Penalties (tools-facts §1.3 fines table).
export const PENALTY = {
  p55: "《广告法》第五十五条：广告费用三倍以上五倍以下罚款；无法计算或明显偏低的，二十万元以上一百万元以下；两年内三次以上或情节严重的更重，可吊销营业执照",
  p57: "《广告法》第五十七条：对广告主处二十万元以上一百万元以下罚款，情节严重的可吊销营业执照；广告经营者、发布者没收广告费用并处同等罚款",
  p58: (item: string) =>
    `《广告法》第五十八条第一款第（${item}）项：广告费用一倍以上三倍以下罚款；无法计算或明显偏低的，十万元以上二十万元以下；情节严重的三倍以上五倍以下或二十万元以上一百万元以下，可吊销营业执照`,
  p59: "《广告法》第五十九条：对广告主处十万元以下罚款",
  trademark: "《商标法》第五十三条：责令改正，处十万元罚款",
};

/** The fallback rule for 最 + a character that is not a listed word. */
export const GENERIC_SUPERLATIVE_ID = "A.最*";

const ABS = "《广告法》第九条第（三）项（绝对化用语）；《广告绝对化用语执法指南》第二条";
const ABS_EXEMPT: ExemptionKind[] = ["attitude", "self-comparison", "consumer-tip", "standard", "allow-list", "award"];

export const TERM_RULES: TermRule[] = [
  // ── A. 绝对化用语 — 广告法 9(三); 罚 57; 指南 2、5–7 ─────────────────────────
  ...terms(
    {
      group: "A",
      level: "禁用",
      basis: ABS,
      penalty: PENALTY.p57,
      why: "「{t}」属于绝对化用语，广告中宣传商品时一般不得使用",
      exemptions: ABS_EXEMPT,
      source: SOURCES.law,
    },
    `国家级=国内先进水平|经XX认定的 最高级=高品质|高规格 最佳=优质|出色 最好=很好|出色 最优=优选|优质
     最强=强劲|实力出众 最高=更高|高 最大=大容量|超大 最先进=先进|新一代 最受欢迎=广受欢迎|人气款
     最时尚=时尚|潮流款 最便宜=实惠|高性价比 最具=颇具|很具 最赚=收益可观（须真实） 最优秀=优秀|出众
     最新技术=新技术|新一代技术 最新科技=新科技 最火=热门|人气 最热销=热销 最全=丰富|品类齐全 最低=很低|实惠
     最美=很美|好看 最安全=安全可靠（须有依据） 最健康=健康之选 最有效=有效（须有依据） 最专业=专业 最权威=权威（须有依据）
     最舒适=舒适 最完美=出色 最正宗=正宗 最纯=纯正 最实惠=实惠 最划算=划算 最高端=高端 最牛=很牛|实力强
     最棒=很棒 最好用=好用 最好吃=好吃 最耐用=耐用 最省=省心 最快=很快|快速 最聪明=智能 最精准=精准
     最新款=新款 最流行=流行 最经典=经典 最给力=给力 最受信赖=值得信赖 最放心=放心 极佳=出色|很好 绝佳=出色|很好`,
  ),
  // Any other 最 + character: matched last (longest match first), so listed words, time words
  // and parameters win; the engine extends the hit to the next character and suggests 很X/更X.
  {
    id: GENERIC_SUPERLATIVE_ID,
    term: "最",
    group: "A",
    level: "禁用",
    basis: ABS,
    penalty: PENALTY.p57,
    why: "「最」字结构属于与“最高级”“最佳”含义相同或近似的绝对化用语（《广告绝对化用语执法指南》第二条）",
    // Shown in the rule list; a finding gets 很X / 更X for its own X.
    rewrites: ["很…", "更…"],
    exemptions: ABS_EXEMPT,
    source: SOURCES.guide,
  },
  ...terms(
    {
      group: "A",
      level: "禁用",
      basis: ABS,
      penalty: PENALTY.p57,
      why: "「{t}」属于绝对化用语（原国家工商总局个案认定或地方查处案例），广告中不得使用",
      exemptions: ABS_EXEMPT,
      source: SOURCES.samrCases,
    },
    `极品=精品|臻品 第一品牌=知名品牌|口碑品牌 顶级=高端|高品质 顶尖=一流水准|高水准`,
  ),
  ...terms(
    {
      group: "A",
      level: "禁用",
      basis: ABS,
      penalty: PENALTY.p57,
      why: "「{t}」是与“最高级”“最佳”含义相同或近似的绝对化用语",
      exemptions: ABS_EXEMPT,
      source: SOURCES.lawCommunityList,
    },
    `世界级=国际水准 全球级=国际水准 国际级=国际水准 宇宙级=超强 殿堂级=经典|专业级
     尖端=先进 极致=精心打磨|出色 至尊=尊享|臻享 终极=进阶|全新 巅峰=高水准 顶峰=高水准 王牌=主打|招牌
     领袖品牌=知名品牌 领导品牌=知名品牌 唯一=专属|特有 独一无二=独具特色|与众不同 绝无仅有=难得|少见
     史无前例=前所未有的体验（须真实）|全新 前无古人=开创性 空前绝后=难得 无与伦比=出众|出色 无人能及=出众
     100%=高比例（写明实测数据） 百分百=高比例（写明实测数据） 万能=多用途|多功能 永久=长效|持久 绝对=非常|十分
     完美=出色|精致 史上最低价=优惠价|活动价 全网最低价=优惠价|活动价 全网最低=超值|活动价 最低价=优惠价|特惠价
     全国第一=全国知名|广受认可 全网第一=人气|热门 行业第一=行业知名|业内认可 第一=优秀|名列前茅（须有依据）
     no.1=热门款|人气款 top1=热门款|人气款 世界领先=国际先进（须有依据） 全球领先=国际先进（须有依据）
     国际领先=国际先进（须有依据） 行业领先=业内先进（须有依据） 遥遥领先=表现出色 填补国内空白=国内新产品（须有依据）
     国家级产品=经XX认证的产品 领先世界=国际先进（须有依据） 全球首款=全新款（须有依据） 秒杀全网=高性价比
     超越一切=出众 天下第一=知名|口碑好 独家秘制=特色工艺 举世无双=独特 首屈一指=知名 之王=人气款|优选 之最=出众 性价比之王=高性价比`,
  ),
  ...terms(
    {
      group: "A",
      level: "需证明",
      basis: "《广告法》第九条第（三）项、第二十八条；《广告绝对化用语执法指南》第六条第（五）、（六）项",
      penalty: PENALTY.p57,
      why: "「{t}」只有在依国家规定评定的奖项或有真实可查的比赛名次时才可使用，须注明出处",
      exemptions: [...ABS_EXEMPT, "sales-fact"],
      source: SOURCES.lawCommunityList,
      rewrites: ["人气|热门", "写明奖项名称、评定机构和年份"],
    },
    `首选 冠军 金牌 名牌 销冠 第一名 状元`,
  ),

  // ── B. 需证明 / 引证 — 广告法 9(三) + 11 + 12 + 28 ──────────────────────────
  ...terms(
    {
      group: "B",
      level: "需证明",
      basis: "《广告法》第九条第（三）项、第二十八条；《广告绝对化用语执法指南》第六条第（六）项、第七条",
      penalty: PENALTY.p57,
      why: "「{t}」须限定具体时间、地域并注明来源，且能证明真实；市场监管总局 2026 年点名“随意宣称第一、首创”",
      exemptions: ["sales-fact", "self-comparison", "allow-list", "attitude"],
      source: SOURCES.citationDraft,
      rewrites: ["据XX机构（2025年X月，统计范围）数据", "新推出"],
    },
    `独家 首家 首创 首发 全球首发 全国首家 全网首发 首个 首款 全国首创 行业首创 第一个 第一家 全国第一家 全国第一个 全球第一家 行业第一家 率先 开创者 开创性`,
  ),
  ...terms(
    {
      group: "B",
      level: "需证明",
      basis: "《广告法》第九条第（三）项、第十一条第二款；《广告绝对化用语执法指南》第六条第（六）项",
      penalty: PENALTY.p57,
      why: "「{t}」即使加了限定条件也须写明统计机构、时间、范围；细分领域或省级以下区域的“第一”不适用豁免",
      exemptions: ["sales-fact", "self-comparison", "allow-list"],
      source: SOURCES.citationDraft,
      rewrites: ["据XX机构《报告》（2025年Q3，统计口径…）销量领先", "热销"],
    },
    `销量第一 销量冠军 销售额第一 市场占有率第一 排名第一 销量领先 全网销量第一 全国销量第一`,
  ),
  ...terms(
    {
      group: "B",
      level: "需证明",
      basis: "《广告法》第十一条第二款（引证内容须真实准确并表明出处）",
      penalty: PENALTY.p59,
      why: "「{t}」属于引证内容，须写明出处、机构、方法、适用范围和有效期",
      source: SOURCES.law,
      rewrites: ["据XX机构（时间、样本）检测"],
    },
    `数据显示 研究表明 据统计 调查显示 实验证明 临床证明 经检测 权威检测 实验室数据 临床验证`,
  ),
  ...terms(
    {
      group: "B",
      level: "需证明",
      basis: "《广告法》第十二条（涉及专利须标明专利号和专利种类）",
      penalty: PENALTY.p59,
      why: "「{t}」须同时标明专利号和专利种类；专利申请中或已失效的专利不得宣传",
      source: SOURCES.law,
      rewrites: ["XX专利（专利号ZL…，发明专利）"],
      satisfiedBy: /专利号:?(?:zl|cn)?\d{8,}/,
    },
    `专利 专利产品 专利技术 国家专利 独家专利`,
  ),
  ...terms(
    {
      group: "B",
      level: "需证明",
      basis: "《广告法》第二十八条（曾获荣誉）；《广告绝对化用语执法指南》第六条第（五）项",
      penalty: PENALTY.p55,
      why: "「{t}」须是真实、可查的荣誉或认证，注明颁发机构和年份",
      source: SOURCES.guide,
      rewrites: ["荣获XX（颁发机构，年份）"],
    },
    `荣获 获奖 金奖 权威认证 权威机构 官方认证 国家认证`,
  ),
  ...terms(
    {
      group: "B",
      level: "禁用",
      basis: "《商标法》第十四条第五款（不得将“驰名商标”字样用于广告宣传）",
      penalty: PENALTY.trademark,
      why: "「{t}」字样不得用于商品、包装或广告宣传",
      source: SOURCES.trademark,
    },
    `驰名商标=注册商标|知名品牌 中国驰名商标=注册商标|知名品牌`,
  ),
  ...terms(
    {
      group: "B",
      level: "禁用",
      basis: "《广告法》第四条、第二十八条（虚假或引人误解；免检制度已取消）",
      penalty: PENALTY.p55,
      why: "「{t}」制度已取消，继续宣传属于引人误解",
      source: SOURCES.samrCases,
    },
    `国家免检=经检验合格 免检产品=经检验合格`,
  ),
  ...terms(
    {
      group: "B",
      level: "禁用",
      basis: "《广告法》第九条第（二）项（不得使用国家机关、国家机关工作人员的名义或者形象）",
      penalty: PENALTY.p57,
      why: "「{t}」借用国家机关名义，广告中不得使用",
      source: SOURCES.law,
    },
    `特供=精选 机关专供=精选 政府专供=精选 部队专供=精选 军队专供=精选 军供=精选 国家机关推荐=广受好评 政府推荐=广受好评 国宴专用=宴客佳品 国宴=宴客佳品 领导人同款=人气款 中南海=精选`,
  ),
  ...terms(
    {
      group: "B",
      level: "行业敏感",
      basis: "《广告法》第十六条第一款第（四）项、第十八条第一款第（五）项、第二十四条第（三）项、第二十五条第（二）项",
      penalty: PENALTY.p58("一"),
      why: "「{t}」属于代言人、专业人士或受益者推荐证明，医疗、药品、器械、保健食品、教育、招商广告中禁止",
      industryLevel: {
        medical: "禁用",
        drug: "禁用",
        device: "禁用",
        "health-food": "禁用",
        education: "禁用",
        finance: "禁用",
      },
      source: SOURCES.law,
      rewrites: ["用户好评", "产品特点介绍"],
    },
    `专家推荐 医生推荐 医生同款 医生都在用 皮肤科医生推荐 专家都在用 院长推荐 明星同款 教授推荐 院士推荐 医师推荐 营养师推荐 明星代言 网红推荐`,
  ),

  // ── C. 医疗 / 功效用语 — 广告法 17 (non-medical), 16 (medical), 18 (保健食品); 罚 58; 指南 11(一) ──
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条（除医疗、药品、医疗器械广告外，不得涉及疾病治疗功能、不得使用医疗用语）",
      penalty: PENALTY.p58("二"),
      why: "「{t}」是医疗用语，非医疗、药品、器械广告不得使用",
      industryLevel: { medical: null, drug: null, device: null },
      source: SOURCES.cosmetics,
    },
    `治疗=护理|调理 医治=护理 医疗=护理 处方=配方 药方=配方 药用=日常护理 药物=成分 疗程=周期|护理周期
     疗效=使用感受 药效=使用感受 治愈=改善（须有依据） 医学护肤=专业护肤 药妆=护肤品 医用=专业`,
  ),
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条；第十六条第一款第（一）项（医疗、药品、器械不得作功效、安全性断言或保证）",
      penalty: PENALTY.p58("一"),
      why: "「{t}」是对疗效或安全性的断言，任何广告都不得使用",
      source: SOURCES.cosmetics,
    },
    `根治=改善 秘方=配方 祖传秘方=传统配方 偏方=配方 古方=传统配方 验方=配方 药到病除=改善不适
     包治百病=日常保养 无副作用=温和|成分温和 无毒副作用=温和 安全无副作用=温和配方 无依赖=温和
     无效退款=不满意可退换（按店铺规则） 保险公司承保=品质保障 神效=效果因人而异 奇效=效果因人而异
     特效=效果因人而异 立竿见影=逐步改善 一次见效=坚持使用 永不复发=长期护理 彻底根除=改善
     治愈率=用户反馈（须有依据） 有效率=用户反馈（须有依据） 起死回生=改善 妙手回春=用心护理
     无毒无害=成分温和（须有检测依据） 无毒=成分温和（须有检测依据） 永不脱落=效果因人而异 永不反弹=坚持管理 不反弹=坚持管理 不用吃药=日常保养 无需吃药=日常保养`,
  ),
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条（非医疗广告不得涉及疾病治疗功能）；化妆品标签禁用语",
      penalty: PENALTY.p58("二"),
      why: "「{t}」暗示医疗作用，化妆品、食品等非医疗广告不得使用",
      industryLevel: { medical: null, drug: null, device: null, general: "行业敏感" },
      source: SOURCES.cosmetics,
    },
    `消炎=舒缓 抗炎=舒缓 杀菌=清洁 抑菌=清洁 抗菌=清洁 除菌=清洁 灭菌=清洁 消毒=清洁
     抗敏=舒缓 防敏=舒缓 脱敏=舒缓 抗过敏=舒缓 排毒=代谢 解毒=清爽 活血=促进循环感 化瘀=舒缓
     补血=营养 祛湿=清爽`,
  ),
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条（除医疗、药品、医疗器械广告外，禁止涉及疾病治疗功能）；第十八条第一款第（二）项",
      penalty: PENALTY.p58("二"),
      why: "「{t}」宣称疾病预防或治疗功能，非医疗、药品、器械广告一律不得使用",
      industryLevel: { medical: null, drug: null, device: null },
      source: SOURCES.law,
    },
    `降血压=健康饮食 降血糖=健康饮食 降血脂=健康饮食 降三高=健康饮食 抗癌=健康生活 防癌=健康生活 抗肿瘤=健康生活
     预防疾病=日常保养 补肾=滋养 活血化瘀=舒缓 调节内分泌=规律作息 治失眠=助眠氛围 治便秘=膳食纤维补充`,
  ),
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条、第二十八条；《化妆品命名指南》（禁止夸大功效、医疗作用）",
      penalty: PENALTY.p58("二"),
      why: "「{t}」在化妆品、食品、保健食品广告中属于医疗或夸大功效用语",
      industryLevel: {
        general: "行业敏感",
        medical: "行业敏感",
        drug: null,
        device: "行业敏感",
        education: null,
        finance: null,
        "real-estate": null,
      },
      source: SOURCES.cosmetics,
    },
    `减肥=轻盈|体态管理 瘦身=塑形|体态管理 燃脂=运动搭配 溶脂=塑形 吸脂=塑形 瘦脸=修饰脸型 瘦腿=腿部护理
     生发=养发|头皮护理 防脱=固发|头皮护理 止脱=头皮护理 毛发再生=头皮护理 祛疤=淡化痕迹的外观 斑立净=淡化 无斑=匀净
     换肤=焕亮 再生=焕活 修复受损=舒缓呵护 全效=多效 强效=有效（须有依据） 高效=有效（须有依据） 速效=见效因人而异
     祛痘=清洁控油 祛斑=提亮 祛皱=淡化细纹的外观 去皱=淡化细纹的外观 除皱=淡化细纹的外观 消除皱纹=淡化细纹的外观 逆龄=焕活 冻龄=焕活`,
  ),
  ...terms(
    {
      group: "C",
      level: "行业敏感",
      basis: "《广告法》第十七条、第十八条第一款第（一）（二）项；保健食品只能宣传注册或备案的保健功能",
      penalty: PENALTY.p58("三"),
      why: "「{t}」是保健功能声称：普通食品不得宣传，保健食品只能使用注册/备案的功能表述",
      industryLevel: { food: "禁用", cosmetics: "禁用", "health-food": "需证明", general: "行业敏感" },
      source: SOURCES.cosmetics,
      rewrites: ["均衡营养", "有助于XX（以保健食品批准证书载明的功能为准）"],
    },
    `增强抵抗力 增强免疫力 提高免疫力 提高记忆力 增强记忆力 提高智商 抗疲劳 抗衰老 延缓衰老 改善睡眠 调节血脂 调节血糖 护肝 养胃 补脑`,
  ),
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十八条第一款第（三）项（不得声称或暗示为保障健康所必需）、第（四）项（不得与药品比较）",
      penalty: PENALTY.p58("三"),
      why: "「{t}」暗示保健食品为健康所必需或可替代药品",
      onlyIn: ["health-food", "food"],
      source: SOURCES.law,
    },
    `代替药物=日常膳食补充 替代药物=日常膳食补充 保障健康=膳食补充 健康必需=膳食补充 比药还好=日常补充`,
  ),

  // ── D. 教育培训 — 广告法 24; 罚 58(六); 指南 11(三) ───────────────────────
  ...terms(
    {
      group: "D",
      level: "禁用",
      basis: "《广告法》第二十四条第（一）项（不得对升学、通过考试、获得证书或培训效果作保证性承诺）",
      penalty: PENALTY.p58("六"),
      why: "「{t}」是对考试通过或培训效果的明示或暗示保证",
      source: SOURCES.education,
    },
    `保过=系统备考 包过=系统备考 保证通过=助力备考 一次性通过=高效备考 一次通过=高效备考 百分百通过率=系统备考
     100%通过=系统备考 保提分=针对性提升 提分保障=针对性提升 保分=针对性辅导 不过退款=课程服务以合同为准 不过全额退款=课程服务以合同为准 不过退费=课程服务以合同为准 未通过全额退款=课程服务以合同为准 不过免费重学=课程服务以合同为准
     保证志愿填报成功率=志愿填报参考服务 协议就业=就业指导 包分配=就业指导 包就业=就业指导 就业有保障=就业指导
     免学免考拿学历=学历提升咨询 短期突破高分=系统提升 此生上岸=全力备考 稳上岸=全力备考 包上岸=全力备考 保录取=升学指导`,
  ),
  ...terms(
    {
      group: "D",
      level: "禁用",
      basis: "《广告法》第二十四条第（二）项（不得明示或暗示有考试机构或其工作人员、命题人员参与）",
      penalty: PENALTY.p58("六"),
      why: "「{t}」暗示与考试机构、命题人员有关或有内部渠道",
      source: SOURCES.education,
    },
    `押题=考点梳理 押题准=考点梳理 命题人=资深教研 命题组=教研团队 命题研究组=教研团队 考试机构原=资深教研
     官方指定=课程 内部资料=备考资料 内部信息=备考资讯 内部数据=公开数据 内部名额=报名咨询 特殊渠道=报名咨询 降分录取=升学咨询`,
  ),
  ...terms(
    {
      group: "D",
      level: "行业敏感",
      basis: "《广告法》第二十四条第（一）（三）项（效果保证；利用受益者、名师名校名义推荐证明）",
      penalty: PENALTY.p58("六"),
      why: "「{t}」在教育培训广告中属于效果暗示或利用受益者、名师名义作证明",
      industryLevel: { education: "禁用" },
      source: SOURCES.education,
      rewrites: ["教学团队", "课程内容介绍"],
    },
    `速成 逆袭 双倍提升 喜报 红榜 成功上岸 名师 名校 升学率 学员证言 通过率 提分 状元班 清北名师`,
  ),

  // ── E. 金融 / 招商 / 房地产 — 广告法 25, 26; 罚 58(七)(八); 指南 11(二) ─────────
  ...terms(
    {
      group: "E",
      level: "禁用",
      basis: "《广告法》第二十五条第（一）项（不得对未来效果、收益作保证性承诺，不得明示或暗示保本、无风险或保收益）",
      penalty: PENALTY.p58("七"),
      why: "「{t}」明示或暗示保本、无风险或保收益",
      source: SOURCES.finance,
    },
    `保本=风险与收益并存 保息=预期收益（不作保证） 保收益=预期收益（不作保证） 稳赚=有机会获得收益 稳赚不赔=风险与收益并存
     包赚=有机会获得收益 刚兑=以合同为准 刚性兑付=以合同为准 100%收益=历史收益不代表未来 躺赚=经营收益因人而异
     月入过万=收益因经营情况而异 年入百万=收益因经营情况而异 日赚=收益因人而异 稳赚钱=有机会获得收益 只赚不赔=风险与收益并存
     保底收益=预期收益（不作保证） 保值增值=资产配置 收益翻倍=收益因市场而异 稳定高收益=收益有波动 一本万利=经营有风险
     不怕亏=风险与收益并存 稳稳到手=收益有波动 稳拿=收益有波动 不会亏=风险与收益并存 亏了包赔=风险与收益并存`,
  ),
  ...terms(
    {
      group: "E",
      level: "行业敏感",
      basis: "《广告法》第二十五条第（一）项（招商、金融广告不得明示或暗示无风险）",
      penalty: PENALTY.p58("七"),
      why: "「{t}」在金融理财、招商广告中属于暗示无风险或保本",
      industryLevel: { finance: "禁用", "real-estate": "禁用" },
      source: SOURCES.finance,
      rewrites: ["风险与收益并存", "请阅读风险提示"],
    },
    `零风险 无风险 高回报 高收益 回本快 轻松赚钱 坐享收益`,
  ),
  ...terms(
    {
      group: "E",
      level: "禁用",
      basis: "《广告法》第二十六条第（一）项（房地产广告不得含升值或者投资回报的承诺）",
      penalty: PENALTY.p58("八"),
      why: "「{t}」是对升值或投资回报的承诺",
      onlyIn: ["real-estate", "finance", "general"],
      industryLevel: { general: "行业敏感" },
      source: SOURCES.finance,
    },
    `升值=品质社区 升值潜力=区位规划（以政府公示为准） 投资回报=居住价值 坐享升值=品质生活 只涨不跌=居住价值 稳升值=居住价值 投资首选=宜居之选 增值=居住价值`,
  ),
  ...terms(
    {
      group: "E",
      level: "需证明",
      basis: "《广告法》第二十六条第（四）项（不得对规划或建设中的交通、商业、文化教育设施作误导宣传）",
      penalty: PENALTY.p58("八"),
      why: "「{t}」涉及学区、配套规划，须以政府公示为准，不得误导",
      onlyIn: ["real-estate"],
      source: SOURCES.finance,
      rewrites: ["周边配套以政府公示为准"],
    },
    `学区房 名校旁 名校学区 重点学区 地铁口 地铁上盖 规划中的地铁`,
  ),

  // ── F. 迷信 / 风水 — 广告法 9(八); 《房地产广告发布规定》8; 罚 57 ─────────────
  ...terms(
    {
      group: "F",
      level: "禁用",
      basis: "《广告法》第九条第（八）项（不得含有迷信内容）；房地产广告另见《房地产广告发布规定》第八条",
      penalty: PENALTY.p57,
      why: "「{t}」属于迷信宣传",
      source: SOURCES.superstition,
    },
    `风水宝地=宜居之地 风水=环境|格局 藏风聚气=格局方正 龙脉=山水环绕 旺宅=宜居 开光=精制 辟邪=寓意美好
     镇宅=装饰摆件 化煞=装饰 转运=好心情 改运=好心情 招财进宝=吉祥寓意 旺运=好寓意 消灾=寓意美好`,
  ),
  ...terms(
    {
      group: "F",
      level: "行业敏感",
      basis: "《广告法》第九条第（八）项（不得含有迷信内容）",
      penalty: PENALTY.p57,
      why: "「{t}」可能被认定为迷信宣传，房地产广告中尤其禁止",
      industryLevel: { "real-estate": "禁用" },
      source: SOURCES.superstition,
      rewrites: ["吉祥寓意", "美好祝愿"],
    },
    `招财 旺财 保平安 好运连连 带来好运`,
  ),
  ...terms(
    {
      group: "F",
      level: "行业敏感",
      basis: "《化妆品命名指南》（不得使用封建迷信用语）；《广告法》第九条第（八）项",
      penalty: PENALTY.p57,
      why: "「{t}」属于化妆品命名中禁止的封建迷信用语",
      onlyIn: ["cosmetics"],
      source: SOURCES.cosmetics,
      rewrites: ["灵动", "魅力"],
    },
    `鬼 妖 妖精 卦 魂`,
  ),

  // ── G. 虚假紧迫 / 价格 — 广告法 4/28, 价格欺诈规定; 需证明 (not 第9条) ─────────────
  ...terms(
    {
      group: "G",
      level: "需证明",
      basis: "《广告法》第四条、第二十八条；《明码标价和禁止价格欺诈规定》（须真实且可证明）",
      penalty: PENALTY.p55,
      why: "「{t}」是紧迫或价格表述，须真实并能证明（库存、时限、原价成交记录）",
      source: SOURCES.price,
      rewrites: ["活动期间（写明起止时间）", "以页面实际库存为准"],
    },
    `即将售罄 马上涨价 错过再等一年 限时秒杀 跳楼价 清仓价 原价 划线价 亏本甩卖 最后一天 仅此一次 史上最大优惠 今日截止 全场一折`,
  ),

  // ── H. 平台规则 (not law) — 站外导流、诱导分享 ─────────────────────────
  ...terms(
    {
      group: "H",
      level: "平台规则",
      basis: "平台社区规范：站外导流（抖音、小红书、淘宝短视频等），不属于法律条文",
      why: "「{t}」会被平台判定为站外导流，可能限流或下架（平台规则，不是违法）",
      source: SOURCES.platform,
      rewrites: ["私信咨询（在平台内沟通）", "点击主页了解更多"],
    },
    `加微信 加v 加vx vx wx v信 微信号 加我微信 私信我 私我 扣1 评论区扣 qq 手机号 电话 二维码 主页链接 某宝 淘口令 加群 进群 薇信 威信 绿泡泡 vx号`,
  ),
  ...terms(
    {
      group: "H",
      level: "平台规则",
      basis: "《微信外部链接内容管理规范》2.1.2（诱导分享、诱导关注）及各平台同类规则",
      why: "「{t}」属于诱导分享或诱导关注，平台会限制传播（平台规则，不是违法）",
      source: SOURCES.wechat,
      rewrites: ["欢迎分享给需要的朋友", "关注了解更多"],
    },
    `转发集赞 集赞 分享得 好友助力 砍一刀 帮我加速 关注领红包 分享领红包 签到打卡领 点赞过万追更 点击领奖 恭喜获奖 点击有惊喜 转发抽奖 关注抽奖 分享到朋友圈`,
  ),
];
