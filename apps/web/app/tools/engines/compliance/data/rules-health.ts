/**
 * Listed words, group C (医疗、功效、保健用语) of tools-facts §1.4.
 * Compact builder syntax "词=改写1|改写2" (term-builder.ts); every 禁用 word carries ≥ 1 rewrite.
 */
import type { TermRule } from "./rule-types";
import { SOURCES } from "./sources";
import { PENALTY, terms } from "./term-builder";

/** Cosmetics and food claims: a violation in those industries, 行业敏感 where the word may be the product's own field. */
const COSMETIC_CLAIM_LEVELS: TermRule["industryLevel"] = {
  general: "行业敏感",
  medical: "行业敏感",
  drug: null,
  device: "行业敏感",
  education: null,
  finance: null,
  "real-estate": null,
};

export const HEALTH_RULES: TermRule[] = [
  // ── C. 医疗 / 功效用语 — 广告法 17 (non-medical), 16 (medical), 18 (保健食品); 罚 58; 指南 11(一) ──
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条（除医疗、药品、医疗器械广告外，不得涉及疾病治疗功能、不得使用医疗用语）",
      penalty: PENALTY.p58("二"),
      why: "「{t}」是医疗用语，非医疗、药品、器械广告不得使用",
      industryLevel: { medical: null, drug: null, device: null },
      vocabulary: true,
      source: SOURCES.cosmetics,
    },
    `治疗=护理|调理 医治=护理 医疗=护理 处方=配方 药方=配方 疗程=周期|护理周期
     疗效=使用感受 药效=使用感受 医学护肤=专业护肤 药妆=护肤品 医用=专业`,
  ),
  // A cure asserted and a pseudo-medical origin of all disease are claims in every industry: a drug, device or
  // medical ad may name its approved indication but may not assert a cure (第十六条第一款第（一）项), so choosing
  // such an industry keeps them (an industry only adds; decision 009, "Update, rounds 19 and 20"). Still medical
  // vocabulary for the genre score: 治愈出院 in hospital news describes.
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis:
        "《广告法》第十六条第一款第（一）项（药品、医疗器械、医疗广告不得含有表示功效的断言或者保证）、第十七条（其他广告不得涉及疾病治疗功能）",
      penalty: PENALTY.p58("一、二"),
      why: "「{t}」是对疗效的断言：药品、医疗器械、医疗广告也不得使用，其他广告更不得涉及疾病治疗",
      vocabulary: true,
      source: SOURCES.law,
    },
    `治愈=改善（须有依据） 万病之源=（删除） 百病之源=（删除）`,
  ),
  // Nouns that name medicine rather than claim a cure: in 通用 copy (a health column, a statistic,
  // a news item) they are a hint; an industry that sells a product keeps them 禁用 (decision 009,
  // "industries only add").
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条（除医疗、药品、医疗器械广告外，不得涉及疾病治疗功能、不得使用医疗用语）",
      penalty: PENALTY.p58("二"),
      why: "「{t}」是医疗用语，非医疗、药品、器械广告不得使用",
      industryLevel: { medical: null, drug: null, device: null, general: "提示" },
      vocabulary: true,
      source: SOURCES.cosmetics,
    },
    `药用=日常护理 药物=成分 治疗仪=护理仪 治疗器=护理仪 理疗仪=护理仪 医疗器械=护理用品 医疗机构=专业机构`,
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
     无毒无害=成分温和（须有检测依据） 无毒=成分温和（须有检测依据） 永不脱落=效果因人而异 永不反弹=坚持管理 不反弹=坚持管理 不用吃药=日常保养 无需吃药=日常保养
     无效重做=（删除） 无效免费重做=（删除） 不满意重做=（删除） 摆脱药物=日常保养
     甩掉药罐子=日常保养 扔掉药瓶=日常保养 告别药罐子=日常保养 再也没犯=（删除） 没再犯=（删除） 一身疾病全治好=（删除）
     彻底治愈=（删除） 完全治愈=（删除） 彻底痊愈=（删除） 数病同治=日常保养 多病同治=日常保养
     签约治疗=诊疗方案以医嘱为准 随治随走=诊疗方案以医嘱为准 保证治愈=（删除） 治不好退款=服务以合同为准 手到病除=改善不适 灵丹妙药=日常保养
     一针见效=坚持使用 当天见效=坚持使用 立刻见效=坚持使用 疗效显著=口碑良好（须有依据） 疗效确切=口碑良好（须有依据） 康复率=用户反馈（须有依据） 痊愈率=用户反馈（须有依据）`,
  ),
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条（非医疗广告不得涉及疾病治疗功能）；化妆品标签禁用语",
      penalty: PENALTY.p58("二"),
      why: "「{t}」暗示医疗作用，化妆品、食品等非医疗广告不得使用",
      industryLevel: { medical: null, drug: null, device: null, general: "行业敏感" },
      vocabulary: true,
      source: SOURCES.cosmetics,
    },
    `消炎=舒缓 抗炎=舒缓 杀菌=清洁 抑菌=清洁 抗菌=清洁 除菌=清洁 灭菌=清洁 消毒=清洁 除螨=清洁
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
      vocabulary: true,
      source: SOURCES.law,
    },
    `软化血管=健康饮食 清除血管垃圾=健康饮食 清理血管=健康饮食 疏通血管=健康饮食 净化血液=健康饮食 降低血液粘稠度=健康饮食
     稀释血液=健康饮食 活化细胞=焕活 排出重金属=日常饮食 排重金属=日常饮食
     降血压=健康饮食 降血糖=健康饮食 降血脂=健康饮食 降三高=健康饮食 降糖=健康饮食 降脂=健康饮食 抗癌=健康生活 防癌=健康生活 抗肿瘤=健康生活
     预防疾病=日常保养 补肾=滋养 活血化瘀=舒缓 调节内分泌=规律作息 治失眠=助眠氛围 治便秘=膳食纤维补充
     化栓=（删除） 化血栓=（删除） 溶血栓=（删除） 祛风湿=舒缓 祛寒湿=舒缓
     排寒湿=舒缓 除湿寒=舒缓 疏通淤堵=舒缓 通经活络=放松舒缓
     止咳化痰=润喉 化痰止咳=润喉 止咳平喘=（删除） 润肺止咳=润喉 宣肺止咳=润喉 清肺止咳=润喉 镇咳=（删除） 止咳=润喉 催情=（删除） 壮阳补肾=（删除） 促进伤口愈合=（删除） 伤口愈合快=（删除）
     暖宫调经=（删除） 调经止痛=（删除） 排出寒气=舒缓 排寒气=舒缓 止鼾=（删除） 消除鼾声=（删除）`,
  ),
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条、第二十八条；《化妆品命名指南》（禁止夸大功效、医疗作用）",
      penalty: PENALTY.p58("二"),
      why: "「{t}」在化妆品、食品、保健食品广告中属于医疗或夸大功效用语",
      industryLevel: COSMETIC_CLAIM_LEVELS,
      source: SOURCES.cosmetics,
    },
    `减肥=轻盈|体态管理 瘦身=塑形|体态管理 燃脂=运动搭配 燃烧脂肪=运动搭配 阻止反弹=坚持管理 防止反弹=坚持管理 溶脂=塑形 吸脂=塑形 瘦脸=修饰脸型 瘦腿=腿部护理
     生发=养发|头皮护理 防脱=固发|头皮护理 止脱=头皮护理 毛发再生=头皮护理 长新发=头皮护理 长出头发=头皮护理 顺利长发=头皮护理 发量变多=头皮护理 头发变多=头皮护理 不掉发=头皮护理 不会掉发=头皮护理 睫毛增长=（删除） 睫毛生长=（删除） 促进睫毛生长=（删除） 睫毛再生=（删除） 长出睫毛=（删除） 眉毛增长=（删除） 眉毛生长=（删除） 长出眉毛=（删除） 祛疤=淡化痕迹的外观 斑立净=淡化 无斑=匀净
     换肤=焕亮 修复受损=舒缓呵护 全效=多效 强效=有效（须有依据） 高效=有效（须有依据） 速效=见效因人而异
     祛痘=清洁控油 祛斑=提亮 祛皱=淡化细纹的外观 去皱=淡化细纹的外观 除皱=淡化细纹的外观 消除皱纹=淡化细纹的外观 逆龄=焕活 冻龄=焕活 激活胶原蛋白=紧致感 激活胶原=紧致感
     渗透到真皮层=深层滋润 渗透至真皮=深层滋润 直达真皮=深层滋润 深入真皮=深层滋润 胶原蛋白再生=紧致感 促进胶原蛋白再生=紧致感
     去除眼袋=眼周护理 祛除鱼尾纹=淡化细纹的外观 去除鱼尾纹=淡化细纹的外观 消除鱼尾纹=淡化细纹的外观
     去除法令纹=淡化细纹的外观 消除法令纹=淡化细纹的外观 v脸=修饰脸型 小v脸=修饰脸型`,
  ),
  // The claims 《化妆品命名指南》 lists as 虚假、夸大 or 医疗作用 (细胞再生、干细胞、丰胸、阻断黑色素的形成…):
  // claims in any copy; the nouns among them (干细胞, 妊娠纹, 医用级) are only a hint in 通用, where news
  // and materials use them (医用级硅胶).
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条、第二十八条；《化妆品命名指南》（不得宣称医疗作用、虚假或夸大功效）",
      penalty: PENALTY.p58("二"),
      why: "「{t}」是化妆品不得使用的医疗作用或夸大功效用语",
      industryLevel: COSMETIC_CLAIM_LEVELS,
      source: SOURCES.cosmetics,
    },
    `肌肤再生=焕活肌肤 皮肤再生=焕活肌肤 细胞再生=焕活 再生肌肤=焕活肌肤 激活细胞=焕活 细胞修复=舒缓呵护 修复细胞=舒缓呵护
     逆转肌龄=焕活 逆转衰老=焕活 丰胸=（删除） 丰乳=（删除） 升杯=（删除） 祛除疤痕=淡化痕迹的外观 去疤=淡化痕迹的外观
     除疤=淡化痕迹的外观 消除眼袋=改善眼周外观 去眼袋=改善眼周外观 阻断黑色素=提亮 破坏黑色素=提亮 术后修复=（删除）
     终身不犯=长期护理 终身不复发=长期护理 永不再犯=长期护理`,
  ),
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条；《化妆品命名指南》（不得使用医疗术语、虚假性词语）",
      penalty: PENALTY.p58("二"),
      why: "「{t}」暗示医疗作用或虚假成分，化妆品、食品广告不得使用",
      industryLevel: {
        general: "提示",
        medical: "提示",
        drug: null,
        device: "提示",
        education: null,
        finance: null,
        "real-estate": null,
      },
      source: SOURCES.cosmetics,
    },
    `干细胞=（删除） 妊娠纹=（删除） 痘坑=（删除） 医美级=专业级 医用级=专业级 械字号=（删除） 止痒=舒缓 术后可用=（删除）`,
  ),
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条、第十八条第一款第（一）（二）项；保健食品只能宣传注册或备案的保健功能",
      penalty: PENALTY.p58("三"),
      why: "「{t}」是增智、增高一类的保健功能声称：普通食品不得宣传，保健食品只能用批准证书上的功能原文",
      onlyIn: ["food", "health-food"],
      industryLevel: { "health-food": "需证明" },
      source: SOURCES.cosmetics,
    },
    `更聪明=均衡营养 变聪明=均衡营养 提高智力=均衡营养 助长高=均衡营养 促进长高=均衡营养 帮助长高=均衡营养 补钙长高=均衡营养 快速长高=均衡营养 增高=均衡营养 能长高=均衡营养 长得高=均衡营养 长个子=均衡营养 蹿个=均衡营养 窜个=均衡营养 长高个=均衡营养 长高不是梦=均衡营养 不积食=均衡营养 消积食=均衡营养`,
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
    `增强抵抗力 增强免疫力 提高免疫力 提升免疫力 提升抵抗力 提高抵抗力 提高记忆力 增强记忆力 提高智商 抗疲劳 抗衰老 延缓衰老 改善睡眠 调节血脂 调节血糖 护肝 养胃 补脑
     控糖 控血糖 稳血糖 控血压 稳血压 降尿酸 即能免疫`,
  ),
  // Digestive functions claimed for goods (调理肠胃, 润肠通便): a health-food function; in 通用 they are advice
  // (饭后散步可以促进消化), so only the industries that sell food or cosmetics read them.
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis: "《广告法》第十七条、第十八条第一款；保健食品只能宣传注册或备案的保健功能，普通食品不得宣传保健功能",
      penalty: PENALTY.p58("三"),
      why: "「{t}」是保健功能声称：普通食品、化妆品不得宣传，保健食品只能使用注册/备案的功能表述",
      onlyIn: ["food", "health-food", "cosmetics"],
      industryLevel: { "health-food": "需证明" },
      source: SOURCES.healthFunctions,
    },
    `调节肠胃=均衡营养 调理肠胃=均衡营养 促进消化=均衡营养 润肠通便=膳食纤维补充 改善肠道=均衡营养
     帮助入睡=（删除） 助眠=（删除） 一觉到天亮=（删除） 消除疲劳=（删除） 恢复体力=（删除） 缓解疲劳=（删除）
     调整体质=均衡营养 调理体质=均衡营养 改善体质=均衡营养 增强体质=均衡营养 养肝护胃=均衡营养 养肝=均衡营养 护胃=均衡营养
     顾眼睛=（删除） 护眼=（删除） 明目=（删除） 维持消化道机能=均衡营养 维持正常的血糖=（删除） 维持正常血糖=（删除）
     阻断脂肪=（删除） 抑制脂肪=（删除） 加速脂肪代谢=（删除） 分解脂肪=（删除） 顽固脂肪=（删除） 降低体脂=（删除） 体脂率下降=（删除） 降低体重=（删除） 减少疲劳=（删除）
     过目不忘=（删除） 越吃越聪明=（删除） 吃出聪明=（删除） 记性变好=（删除） 记性更好=（删除） 记忆力变好=（删除） 记忆力更好=（删除） 刺激软骨生长=（删除） 促进软骨生长=（删除） 软骨再生=（删除） 帮你做代谢=（删除） 提高性能力=（删除） 增强性功能=（删除） 增强性能力=（删除） 回春=（删除） 升级罩杯=（删除） 缩阴=（删除） 增大增粗=（删除）
     视力恢复=（删除） 恢复视力=（删除） 记得牢=（删除） 记得更牢=（删除） 乳房饱满=（删除） 乳房更饱满=（删除） 乳房丰满=（删除） 乳房更丰满=（删除） 乳房坚挺=（删除）`,
  ),
  // A 保健食品's function in the catalogue's own words (有助于增强免疫力, 辅助降血脂): the lawful form, if the
  // product's certificate carries it; longer than the bare claim (增强免疫力), so it takes the span there.
  ...terms(
    {
      group: "C",
      level: "提示",
      basis: "《广告法》第十八条第一款（保健食品广告只能宣传注册或备案的保健功能）；保健功能目录的规范表述",
      why: "「{t}」是保健功能目录里的规范说法：须与产品注册证书或备案凭证（蓝帽子）载明的功能一字不差",
      penalty: PENALTY.p58("三"),
      onlyIn: ["health-food"],
      source: SOURCES.healthFunctions,
      rewrites: [],
    },
    `有助于增强免疫力 有助于抗氧化 辅助改善记忆 缓解视觉疲劳 缓解视疲劳 清咽润喉 有助于改善睡眠 缓解体力疲劳
     有助于控制体内脂肪 有助于改善骨密度 增加骨密度 改善缺铁性贫血 改善营养性贫血 有助于改善痤疮 有助于改善黄褐斑
     有助于改善皮肤水分状况 有助于调节肠道菌群 有助于消化 有助于润肠通便 辅助保护胃黏膜 有助于维持血脂健康水平
     有助于维持血糖健康水平 有助于维持血压健康水平 对化学性肝损伤有辅助保护作用 对化学性肝损伤有辅助保护功能
     对胃黏膜损伤有辅助保护功能 有助于降低酒精性肝损伤危害 有助于排铅 促进排铅 提高缺氧耐受力 辅助降血脂 辅助降血糖 辅助降血压`,
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
];
