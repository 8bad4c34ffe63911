/**
 * Phrases around listed words (tools-facts §1.5, final SAMR guide art. 5–6).
 * - NEVER_HITS: time/ordinal words and technical parameters: not an absolute claim at all.
 * - Cues: words in the same clause that point to an exemption; the hit becomes 提示
 *   (or stays 需证明 in the industries of 指南第十一条) with the article and the proof needed.
 */
import { DENIED_PURPOSE_BEFORE } from "./mention-cues";
import type { AllowPhrase } from "./rule-types";
import type { Exemption, ExemptionKind } from "../types";

const TIME = "时间词、序数词，不是绝对化用语（《广告绝对化用语执法指南》第六条第（六）项：表述时空顺序）";
const PARAM = "技术参数的上限/下限，是客观规格，不是对商品的绝对化评价";
const COMPOSITION = "成分或材质含量的客观标注";
const STATUTORY = "法定提示语本身（《广告法》第十六条、第十八条、第二十五条）";

/** Procedures named with 无痛 (无痛分娩, 无痛胃镜): a procedure's name, not a claim that the service is painless. */
export const PAINLESS_PROCEDURES = ["分娩", "胃镜", "肠镜", "胃肠镜", "病房"] as const;

export const NEVER_HITS: AllowPhrase[] = [
  ...`最近 最后 最终 最初 最早 最晚 最末 最先 最迟 最少 最多 最长 最短 最常 最好不要 最好别 最好在 最好先 最好是在
最好按 最好提前 最好搭配 最好配合 最好避免 最好放在 最好存放 最好尽快 最好及时 最好每天 最好坚持 最好咨询 最好当天 最好还是 最好用温水 最好用冷水 最好能 最好先试
第一次 第一时间 第一步 第一天 第一期 第一届 第一章 第一节 第一课 第一周 第一年 第一个月 第一季度 第一阶段 第一部分 第一条 第一款 第一项
第一要 第一要务 第一要义 第一就是 第一页 第一集 第一批 第一轮 第一眼 第一口 第一印象 第一感觉 第一手 第一线 第一站 第一波 第一杯 第一场 第一单 第一关 第一层 第一排 第一位 第一张 第一件 第一款产品 第一代 第一版 第一针 第一回 第一名额
唯一的缺点 唯一缺点 唯一的不足 绝对值 绝对零度 万能胶 万能表 万能轮 万能钥匙 永久居留 永久产权 永久居民 永久性居民 永久居住权
首个工作日 首个交易日 首个月 唯一标识 唯一编号 唯一识别 唯一性 唯一的账号 唯一的编号 唯一码 顶级菜单 顶级目录 顶级域名 顶级域 首发阵容 首发日期 首发式 冠军杯 冠军赛 第一产业 第一道 转运中心 转运站 增值税 增值服务 最新版本 最新版 绝对化 特需门诊 国家级非物质文化遗产 国家级非遗
一级域名 最高级别的域名 第一名称 最左边 最右边 最上面 最下面 最前面 最后面 最里面 最外面 最上方 最下方 最左侧 最右侧 最底部 最顶部 最底层 最顶层 最前排 最后排 国家级自然保护区 国家级高新技术企业 国家级高新区 国家级开发区 国家级经济技术开发区 国家级新区 国家级示范区 国家级重点实验室 国家级文物保护单位 国家级风景名胜区 国家级运动员 国家级裁判 qq糖 qq弹 q弹 电话手表 风水轮流转 完美收官 完美谢幕 唯一的遗憾 唯一遗憾 唯一的问题 唯一的槽点 唯一不足 唯一的不足之处 最起码 最主要 最重要 最关键 最怕 最担心 最讨厌 最想 最值得一提 最新活动 最新消息 最新动态 最新公告 最新资讯 最新通知 最新进展 王者荣耀 王者归来 第一名称 第一作者 第一发明人 第一完成人 第一申请人 第一作者单位 最低工资 最低生活保障 最高额 最低缴费 最高限额 最低限额 最低年龄 最高年龄 最低分数线 最低录取 一流大学 一流学科 双一流 第一联 第一顺序 第一顺位 第一责任人 第一象限 第一宇宙速度 第一类 最轻量级 首站 首场 首期 首轮 首集 首日 首映 首播 首演 首战 首届 创历史最高 历史最高水平 创历史最好 历史同期最高 冲在最前线 最前线 最前方 安全有效用药 安全用药 合理用药 防伪二维码 溯源二维码 二维码防伪
年纪最大 年龄最大 年纪最小 年龄最小 最年长 最年幼 国家级项目 国家级代表性项目 国家级代表性传承人 国家级传承人
原免检产品 免检工作 免检资格 免检制度 免检政策 免检不等于 原免检 取消免检 停止免检 免检车辆 六年免检 6年免检 10年免检 机动车免检 车辆免检 新车免检 最强王者 开光内 开光处 开光内绘 四面开光 菱形开光 圆形开光 扇形开光 开光装饰 开光纹
最快本月 最快下月 最快下周 最快明年 最快年底 最快月底 最快下半年 最快年内 最优先 第一优先 验光处方 配镜处方 眼镜处方 处方镜片 高收益往往伴随着高风险 高收益往往伴随高风险 高收益伴随高风险 高收益意味着高风险 高收益高风险 母乳是婴儿最好的食物 母乳是婴儿最理想的食物 最安全、营养价值最高的就是母乳 最好的食物是母乳`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({ phrase, kind: "time-word" as ExemptionKind, note: TIME })),
  ...`第一财经 第一中学 第一小学 第一高级中学 第一实验小学 第一人民医院 第一医院 第一附属医院 第一医科大学 第一汽车 第一师范 最高人民法院 最高人民检察院 最高法 最高检 第一书记 首席执行官 首席财务官 首席技术官 首席运营官 首席信息官 首席科学家 首席经济学家 首席分析师 首席代表 首席记者 首席设计师 首席顾问 首席专家 首席法官 首席大法官 首席小提琴`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({
      phrase,
      kind: "allow-list" as ExemptionKind,
      note: "机构或职务名称（专有名词），不是对商品的评价",
    })),
  ...`王牌对王牌 终极一班 至尊宝 最强大脑 完美世界 完美关系 最美逆行者 巅峰对决 王者之心 最后的巫师`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({
      phrase,
      kind: "allow-list" as ExemptionKind,
      note: "节目、游戏、影视作品或角色的名称（常不加书名号），不是对商品的评价",
    })),
  ...PAINLESS_PROCEDURES.map((p) => ({
    phrase: `无痛${p}`,
    kind: "allow-list" as ExemptionKind,
    note: "诊疗项目的名称（无痛分娩、无痛胃镜），不是对医疗服务无痛的断言",
  })),
  ...`高效的就医 高效就医 高效的服务 高效服务 高效办公 高效办理 高效便捷 便捷高效 高效运转 高效沟通 高效协同 高效管理 高效响应 高效配送 高效的流程 高效流程`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({
      phrase,
      kind: "allow-list" as ExemptionKind,
      note: "服务、办事或流程的效率，不是对疗效的宣称",
    })),
  ...`抗敏感牙膏 抗敏牙膏 抗牙本质敏感 防龋牙膏 防蛀牙膏`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({
      phrase,
      kind: "allow-list" as ExemptionKind,
      note: "《牙膏监督管理办法》（2023）允许牙膏在备案并有依据时宣称的功效类别（防龋、抗牙本质敏感等），不是对疾病的治疗",
    })),
  ...`医疗人员 医护人员 医疗专业人员 医疗广告 医疗领域 医疗行业 医疗卫生 医疗保险 医疗费用 医疗费 医疗队 医疗救助 医疗资源 医疗保障 医疗废物 医疗纠纷 医疗事故 医疗改革`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({
      phrase,
      kind: "allow-list" as ExemptionKind,
      note: "行业、制度、费用或人员的名称（医疗广告、医疗保险、医疗人员），不是宣称商品有医疗作用",
    })),
  // Round 21's train rows (decision 009, "Update, rounds 21 to 23"): an insurance product's type (万能险, 万能账户), a kind
  // of shop (药妆店) and 投保/确保 read on into the next word (投保｜平安) name things; none of them is the claim.
  ...`万能险 万能型 万能账户 万能寿险 万能保险`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({
      phrase,
      kind: "allow-list" as ExemptionKind,
      note: "保险产品的类型（万能险、万能账户，《万能型人身保险管理办法》），不是“万能”的绝对化宣称",
    })),
  ...`同一手机号 同一手机号码 每个手机号 每个手机号码 绑定手机号 手机号注册 手机号登录 手机号验证 手机号实名`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({
      phrase,
      kind: "allow-list" as ExemptionKind,
      note: "手机号作为账号或限购的凭据（同一手机号限购、手机号注册），不是把用户引到站外联系",
    })),
  ...`高收益债券 高收益债 高收益公司债`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({
      phrase,
      kind: "allow-list" as ExemptionKind,
      note: "债券的类别名（高收益债券，即非投资级债券），不是对收益的承诺",
    })),
  ...`药妆店 药妆区 药妆柜 药妆连锁`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({
      phrase,
      kind: "allow-list" as ExemptionKind,
      note: "店铺或柜台的类别（药妆店），不是称所售商品为药妆",
    })),
  ...`投保平安 确保平安`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({
      phrase,
      kind: "allow-list" as ExemptionKind,
      note: "投保、确保与后面的词连读（投保｜平安保险、确保平安出行），不是“保平安”的迷信宣称",
    })),
  ...`最大承重 最大功率 最大容量 最大负载 最大载重 最大转速 最大输出 最大扭矩 最大支持 最高支持 最高时速 最高车速 最高转速 最高温度 最低温度 最大尺寸
最大光圈 最大亮度 最大分辨率 最大续航 最高可达 最高可享 最高可省 最高立减 最高减 最高返 最高抵 最高领 最低只要 最低至 最大风量 最大电流 最大电压 最大行程 最大深度 最大频率`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({ phrase, kind: "param" as ExemptionKind, note: PARAM })),
  ...`100%纯棉 100%棉 100%羊毛 100%羊绒 100%桑蚕丝 100%纯 100%涤纶 100%聚酯纤维 100%亚麻 100%果汁 100%原榨 100%可回收 100%可降解 百分百纯棉`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({ phrase, kind: "param" as ExemptionKind, note: COMPOSITION })),
  ...`不能代替药物 不可代替药物 不能替代药物 不能代替药品 本广告仅供医学药学专业人士阅读 并非保本 不保本 不承诺保本 不保证收益 不代表未来表现 非保本 非保证收益 非保证`
    .split(/\s+/)
    .filter(Boolean)
    .map((phrase) => ({ phrase, kind: "statutory-line" as ExemptionKind, note: STATUTORY })),
];

export const GUIDE = "《广告绝对化用语执法指南》";

/** Exemption metadata by kind (article + what the advertiser must be able to show, 指南第七条). */
export const EXEMPTIONS: Record<
  Exclude<ExemptionKind, "time-word" | "param" | "statutory-line">,
  Omit<Exemption, "kind">
> = {
  attitude: {
    article: `${GUIDE}第五条第（一）（二）项`,
    proof: "只表达服务态度、经营理念或目标追求，不指向所推销商品的性能、质量",
  },
  "self-comparison": {
    article: `${GUIDE}第六条第（一）项`,
    proof: "比较对象必须是同一品牌或同一企业的商品，并能说明比较依据",
  },
  "consumer-tip": {
    article: `${GUIDE}第六条第（二）项`,
    proof: "只用于说明使用方法、使用时间、保存期限等消费提示",
  },
  standard: {
    article: `${GUIDE}第六条第（三）项`,
    proof: "须是国家、行业或地方标准认定的商品分级用语，并标明标准编号",
  },
  "allow-list": {
    article: `${GUIDE}第六条第（四）项`,
    proof: "须是商品名称、规格型号、注册商标或专利，并只用来指代商品（备好商标注册证或型号文件）",
  },
  award: {
    article: `${GUIDE}第六条第（五）项`,
    proof: "须是依据国家有关规定评定的奖项、称号，写明评定机构和年份并保存证书",
  },
  description: {
    article: "《广告法》第二条（本法适用于推销商品或者服务的商业广告）",
    proof:
      "文体为启发式判断：这句像新闻、统计、百科、说明书或标准等描述性文字；只在不推销商品时不属于广告，用于推销时仍按绝对化用语审查",
  },
  model: {
    article: "《广告法》第二条（本法适用于推销商品或者服务的商业广告）",
    proof:
      "启发式：统计模型按已标注的真实文本（处罚案例与新闻、说明、名称等）判断这句不像违规广告用语；用于推销商品时仍须能证明，或改写",
  },
  "sales-fact": {
    article: `${GUIDE}第六条第（六）项、第七条；《广告引证内容执法指南（征求意见稿）》`,
    proof: "须限定具体时间、地域并写明数据来源；细分领域或省级以下区域的“第一”不适用豁免，仍须能证明",
  },
};

/** Cue regexes on the normalised clause (lower case, simplified, no separators). */
export const CUES: Record<
  | "attitude"
  | "self-comparison"
  | "self-scope"
  | "award"
  | "standard"
  | "sales-time"
  | "sales-place"
  | "sales-source"
  | "sales-word",
  RegExp
> = {
  attitude:
    /心愿|愿望|希望|期望|致力于|力争|争做|争当|追求|目标|宗旨|理念|使命|愿景|竭诚|尽最大|努力(?:做|成为|打造|为)|立志|梦想|我们要做|最[好佳优]的服务|用心做|只为|坚持做|初心|态度|承诺为您|服务至上|(?:安全|顾客|客户|用户|质量|服务|信誉|诚信|健康|品质|孩子|患者|学员|消费者)第一/,
  "self-comparison":
    /本品牌|我们品牌|品牌(?:历史上|史上)|旗下|本系列|同系列|全系|系列中|系列里|产品线|相比上一代|较上一代|比上一代|较前代|相比前代|比前代|历代|自家|家族(?:中|里|当中)|本店(?:所有|全部|里|中|内)|本店(?=最[\u4e00-\u9fa5]{1,3}的)|店内|我们(?:家)?(?:的)?(?:所有|全部)?(?:产品|款式|型号)(?:中|里)|(?:中|里)(?:我们)?最|上一代|老款|升级版|(?:我们|本店|店里|店内|我家)(?:家)?卖得最/,
  award:
    /荣获|获得|获评|评为|被评|授予|称号|奖项|大奖|金奖|银奖|奖章|认定为|入选|颁发|表彰|非物质文化遗产|非遗|高新技术企业|专精特新|示范(?:基地|单位|企业)|重点实验室|保护区|博物馆/,
  standard: /国家标准|行业标准|地方标准|国标|gb\/?t?\d+|gb\d+|标准认定|分级标准|等级标准/,
  "sales-time": /20\d{2}(?:年|\.)|\d{1,2}月|上半年|下半年|q[1-4]|季度|年度|双十一|双11|618|期间/,
  "sales-place":
    /天猫|京东|淘宝|抖音|拼多多|全国|[^\s]{1,6}(?:省|市|区|地区)|华东|华南|华北|西南|西北|东北|线上|线下|渠道|类目|品类|平台/,
  "sales-source": /据|数据来源|来源|报告|统计|欧睿|尼尔森|凯度|艾瑞|魔镜|蝉妈妈|星图|生意参谋|数据显示/,
  "sales-word": /销量|销售额|市场占有率|占有率|份额|排名|卖出|售出|榜/,
  /** A scope set to one's own range before the comma (本店所有产品中，这款最受欢迎). */
  "self-scope":
    /(?:本店|我们家?|店里|店内|自家|本品牌|旗下)的?(?:所有|全部)?[\u4e00-\u9fa5]{0,6}?(?:中|里|当中)(?:,|:)/,
};

/** Consumer-tip cue right around 最佳/最好 (指南 6(二)): 最佳食用温度, 饮用的最佳时间. */
export const CONSUMER_TIP = {
  after:
    /^(?:的)?(?:食用|饮用|赏味|保存|储存|存放|冷藏|冷冻|品尝|冲泡|使用|服用|观赏|佩戴|浇水|播种|采摘|入住|出行|旅游|游玩|游览|参观|观景|观鸟|赏花|拍摄|观看|涂抹|烹饪|醒酒|发酵)/,
  afterTime: /^(?:的)?(?:时间|时期|时机|温度|方法|方式|季节|时段|期|口感|状态|用量|姿势|位置|角度)/,
  before:
    /(?:食用|饮用|赏味|保存|储存|存放|冷藏|品尝|冲泡|使用|服用|观赏|涂抹|烹饪|醒酒|入住|游玩|拍摄|观看|建议|时|后|前)(?:的|时|效果|口感)?$|\d+(?:%|℃|度|摄氏度|分钟|小时|天|克|毫升)?(?:[~～-]?\d+(?:%|℃|度|摄氏度|分钟|小时|天|克|毫升)?)?(?:之间|左右|以内)?$/,
};

/** Negation right before a medical word: 保健食品不是药物, 不能代替药物治疗疾病 (group C only). */
export const NEGATION_BEFORE = new RegExp(
  `${/(?:尚未|未|从未|没有)(?:核准|批准|审批|注册|许可)过?(?:任何)?(?:一种|一款|一个)?(?:[\u4e00-\u9fa5]{0,3}?(?:、|和|或|及))?[\u4e00-\u9fa5]{0,3}$|(?:均|都|并)?不具(?:有|备)[^,。!?;:]{0,12}$|(?:不是|并非|不能|不可|无法|没有办法|没办法|不具有|不具备|不含|没有|不添加|零添加|无|未确定|未经证实|尚未证实|未被证实|未证实|尚无|尚未|不存在)(?:代替|替代|用于|用作|用来|具有|作为)?(?:药物|药品)?(?:用于|来)?(?:能够|能|可以)?(?:彻底|完全)?$|(?:不能|不可|无法|没有办法|没办法|并不能)(?:彻底|完全|真正)?(?:消除|去除|祛除|治疗|治愈|根治|淡化|修复|预防)$|(?:尚无|尚未有|目前没有|还没有|没有任何|不存在)[\u4e00-\u9fa5]{0,5}?(?:能够|能|可以|可)(?:彻底|完全|真正)?$|(?:不具有|不具备|并不具有|没有|并无)(?:任何)?(?:疾病)?(?:预防|治疗|诊断|保健|医疗)(?:和|或|及|与)?$|(?:不能|不可|无法)(?:代替|替代)(?:药物|药品)(?:和|或|及|与)(?:正规|正常|医院的?)?$|(?:不宜|不得|并不能|不应)$/.source}|${DENIED_PURPOSE_BEFORE.source}`,
);

/**
 * Negation right before a claim of the other groups: 理财产品并非都是稳赚不赔的, 非保本浮动收益,
 * 不包过. A denied claim is no claim (《广告法》第四条 reads the advertised meaning).
 */
export const NEGATION_CLAIM_BEFORE =
  /(?:不是|并非|并不|绝非|决非|从不|从未|不会|不能|不可能|无法|没有|不承诺|不保证|非|不|不存在|并不存在|尚无|谈不上)(?:都是|都|是|能|会|一定|可以|什么)?$/;
