/**
 * Listed words, groups A (绝对化用语) and B (需证明、引证、荣誉、国家机关名义) of tools-facts §1.4.
 * Compact builder syntax "词=改写1|改写2" (term-builder.ts); every 禁用 word carries ≥ 1 rewrite.
 */
import type { TermRule } from "./rule-types";
import { HONOUR_WITH_SOURCE } from "./honour-source";
import { SOURCES } from "./sources";
import { ABS, ABS_EXEMPT, GENERIC_SUPERLATIVE_ID, PENALTY, terms } from "./term-builder";

export const CLAIM_RULES: TermRule[] = [
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
    `国家级=高品质|高标准|资深 最高级=高品质|高规格 最佳=优质|出色 最好=很好|出色 最优=优选|优质
     最强=强劲|实力出众 最高=更高|高 最大=很大|超大 最先进=先进|新一代 最受欢迎=广受欢迎|人气款
     最时尚=时尚|潮流款 最便宜=实惠|高性价比 最具=颇具|很具 最赚=收益可观（须真实） 最优秀=优秀|出众
     最新技术=新技术|新一代技术 最新科技=新科技 最火=热门|人气 最热销=热销 最全=丰富|品类齐全 最低=很低|实惠
     最美=很美|好看 最安全=安全性经检测验证（须有依据）|安全可靠（须有依据） 最健康=健康之选 最有效=有效（须有依据） 最专业=专业 最权威=权威（须有依据）
     最舒适=舒适 最完美=出色 最正宗=正宗 最纯=纯正 最实惠=实惠 最划算=划算 最高端=高端 最牛=很牛|实力强
     最棒=很棒 最好用=好用 最好吃=好吃 最耐用=耐用 最省=很省|更省 最快=很快|快速 最聪明=智能 最精准=精准
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
    `极品=精品|臻品 第一品牌=知名品牌|口碑品牌 顶级=高端|高品质 顶尖=高水准|一流水准`,
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
     100%=（删除）|高比例（写明实测数据） 百分百=（删除）|高比例（写明实测数据） 万能=多用途|多功能 永久=长效|持久 绝对=（删除）|非常
     完美=出色|精致 史上最低价=优惠价|活动价 全网最低价=优惠价|活动价 全网最低=超值|活动价 最低价=优惠价|特惠价
     全国第一=全国知名|广受认可 全网第一=人气|热门 行业第一=行业知名|业内认可 第一=（删除）|优秀|名列前茅（须有依据）
     no.1=热门款|人气款 top1=热门款|人气款 世界领先=国际先进（须有依据） 全球领先=国际先进（须有依据）
     国际领先=国际先进（须有依据） 行业领先=业内先进（须有依据） 遥遥领先=表现出色 填补国内空白=国内新产品（须有依据）
     国家级产品=经XX认证的产品 领先世界=国际先进（须有依据） 全球首款=全新款（须有依据） 秒杀全网=高性价比
     超越一切=出众 天下第一=知名|口碑好 独家秘制=特色工艺 举世无双=独特 首屈一指=知名 之王=之选|人气款 之最=出众 性价比之王=高性价比`,
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
    `首选 首席 冠军 金牌 名牌 销冠 第一名 状元 榜首`,
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
      // A national award named in full (国家技术发明奖一等奖): an honour under state rules (指南第六条第（五）项).
      // An honour given with its year and the body or event that gave it (1999年荣获中华全国总工会…称号,
      // 荣获2019年布鲁塞尔国际烈酒大赛金奖) carries what the rewrite asks for (颁发机构，年份).
      satisfiedBy: new RegExp(
        "国家(?:自然科学|技术发明|科学技术进步|最高科学技术)奖|中国专利(?:金|银|优秀)?奖|鲁班奖|詹天佑奖|中国质量奖|中国工业大奖|" +
          HONOUR_WITH_SOURCE,
      ),
    },
    `荣获 获奖 金奖 权威认证 权威机构 官方认证 国家认证 老字号 百年老字号`,
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
    `特供=精选 机关专供=精选 政府专供=精选 部队专供=精选 军队专供=精选 军供=精选 国家机关推荐=广受好评 政府推荐=广受好评 国宴专用=宴客佳品 国宴=宴客|精选 领导人同款=人气款 中南海=精选`,
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
];
