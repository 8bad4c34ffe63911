/**
 * Listed words of the rule groups decision 009 adds: superlatives outside the usual lists,
 * quality-inspection claims, state organs' names, cure and safety claims, superstition,
 * exam-setter claims and rent-return promises. Each with its article, penalty, why and a
 * lawful rewrite; sources and checked date in ./sources.ts. Compact syntax "词=改写1|改写2".
 */
import type { TermRule } from "./rule-types";
import { SOURCES } from "./sources";
import { ABS, ABS_EXEMPT, PENALTY, terms } from "./term-builder";

export const CONTEXT_RULES: TermRule[] = [
  // Same meaning as 最高级/最佳 without the word 最 (指南第二条: “含义相同或者近似”).
  ...terms(
    {
      group: "A",
      level: "禁用",
      basis: ABS,
      penalty: PENALTY.p57,
      why: "「{t}」与“最高级”“最佳”含义相同或近似，属于绝对化用语（《广告绝对化用语执法指南》第二条）",
      exemptions: ABS_EXEMPT,
      source: SOURCES.guide,
    },
    `天花板=高水准|口碑之选 霸主=热门|口碑之选 鼻祖=老品牌（须有依据） 始祖=老品牌（须有依据） 泰斗=资深
     称霸=热卖 独占鳌头=表现亮眼 冠绝=出众 无敌=出色 龙头老大=知名企业 没有之一=很好用
     金标准=高标准 独一家=特色 国宝级=匠心 极美=很美 创领=创新 独步天下=独具特色 登峰造极=精益求精
     一骑绝尘=表现出色 最大程度=充分 最新一代=新一代 最新工艺=新工艺 最新配方=新配方 最赚钱=收益可观（须真实） 无冕之王=人气之选 第一人=资深专家 断层第一=热销 碾压=胜过（写明比较依据） 宇宙第一=很受欢迎 地表最强=强劲 独领风骚=热门
     王者=实力之选|人气之选 冠军级=专业级 霸主级=实力派 神级=出色 封神=出色
     无可比拟=出众 无可匹敌=出众 无可替代=独具特色 吊打=胜过（写明比较依据） 完爆=胜过（写明比较依据） 无出其右=出众 唯我独尊=独具特色 秒杀一切=高性价比
     永不褪色=不易褪色 永不变形=不易变形 永不磨损=耐磨 永不生锈=不易生锈 永不过时=经典款 永不掉色=不易掉色 永不起球=不易起球`,
  ),
  ...terms(
    {
      group: "B",
      level: "禁用",
      basis: "《广告法》第四条、第二十八条（虚假或引人误解；产品质量免检制度已于 2008 年取消）",
      penalty: PENALTY.p55,
      why: "「{t}」宣称商品无需质量检验，免检制度已取消，属于引人误解",
      source: SOURCES.samrCases,
    },
    `免检=经检验合格 质量免检=经检验合格 免抽检=经检验合格 免于质量检验=经检验合格 免于检验=经检验合格 无需国家质量检测=经检验合格`,
  ),
  ...terms(
    {
      group: "B",
      level: "需证明",
      basis: "《广告法》第十一条第二款、第二十八条（认证、引证须真实并表明出处）",
      penalty: PENALTY.p55,
      why: "「{t}」须能出示认证证书并写明认证机构、范围和有效期",
      source: SOURCES.penaltyCases,
      rewrites: ["已通过XX认证（证书编号…）"],
    },
    `fda认证 ul认证 欧盟认证 国际认证 临床认证 医学认证`,
  ),
  ...terms(
    {
      group: "B",
      level: "禁用",
      basis: "《广告法》第九条第（二）项（不得使用国家机关、国家机关工作人员的名义或者形象）",
      penalty: PENALTY.p57,
      why: "「{t}」借用国家机关或其工作人员的名义，广告中不得使用",
      source: SOURCES.stateOrgans,
    },
    `国家领导人推荐=广受好评 领导人推荐=广受好评 机关推荐=广受好评 国家机关专供=精选
     国家权威部门=（删除） 政府信用=（删除） 政府背书=（删除） 国家背书=（删除） 政府兜底=（删除） 国家兜底=（删除） 政府担保=（删除）`,
  ),
  ...terms(
    {
      group: "C",
      level: "禁用",
      basis:
        "《广告法》第十六条第一款第（一）项、第十七条（不得对功效、安全性作断言或保证；非医疗广告不得涉及疾病治疗）",
      penalty: PENALTY.p58("一"),
      why: "「{t}」是对疗效的断言或保证，任何广告都不得使用",
      source: SOURCES.medicalGuide,
    },
    `不复发=坚持护理 包治=日常保养 胜似药=日常膳食 神药=日常保养 奇迹般=逐步 疏通经络=放松舒缓
     消浮肿=舒缓 激活血=促进循环感 一贴见效=坚持使用 一粒见效=遵医嘱使用 断根=坚持护理 洗黑肺=清润
     延年益寿=健康生活方式 百病不侵=日常保养 百病全消=日常保养 长生不老=健康生活方式 返老还童=状态更好 零痛苦=舒适体验 疗效倍增=（删除） 效果倍增=（删除） 神奇疗效=（删除） 疗效神奇=（删除）`,
  ),
  ...terms(
    {
      group: "F",
      level: "禁用",
      basis: "《广告法》第九条第（八）项（不得含有迷信内容）；罚则第五十七条",
      penalty: PENALTY.p57,
      why: "「{t}」属于迷信宣传",
      source: SOURCES.superstition,
    },
    `保佑=美好祝愿 招桃花=寓意美好 旺夫=寓意美好 供奉=摆放 驱邪=寓意美好 避凶=寓意美好 护身符=装饰挂件
     逢考必过=考试加油 算命=文化体验 占卜=趣味测试 开运=好心情 桃花运=好心情`,
  ),
  ...terms(
    {
      group: "D",
      level: "禁用",
      basis: "《广告法》第二十四条第（二）项（不得明示或暗示有相关考试机构或其工作人员、考试命题人员参与教育、培训）",
      penalty: PENALTY.p58("六"),
      why: "「{t}」暗示考试命题、阅卷人员参与培训",
      source: SOURCES.education,
    },
    `命题专家=资深教研 出题人=资深教研 阅卷老师=资深讲师 阅卷考官=资深讲师 命题考官=资深讲师 考官亲授=资深讲师授课
     保证月薪=就业指导 月薪过万=收入因人而异 保证就业=就业指导`,
  ),
  ...terms(
    {
      group: "E",
      level: "禁用",
      basis: "《广告法》第二十六条第（一）项（房地产广告不得含有升值或者投资回报的承诺）",
      penalty: PENALTY.p58("八"),
      why: "「{t}」是对投资回报的承诺",
      onlyIn: ["real-estate", "finance"],
      source: SOURCES.finance,
    },
    `包租=居住价值 返租=居住价值 坐收=居住价值 即买即增值=居住价值 坐享增值=品质生活 增值红利=品质生活`,
  ),
  // 广州市场监管局房地产广告提示第九条: 地王、楼王 are absolute terms in housing copy (news about
  // a land auction may still say 新地王, hence real-estate only).
  ...terms(
    {
      group: "A",
      level: "禁用",
      basis: ABS,
      penalty: PENALTY.p57,
      why: "「{t}」在房地产广告中属于绝对化用语",
      onlyIn: ["real-estate"],
      source: SOURCES.realEstateRules,
    },
    `楼王=优选楼栋 地王=核心地段 标王=核心地段`,
  ),
];
