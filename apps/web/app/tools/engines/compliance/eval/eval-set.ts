/**
 * Evaluation set for the compliance engine (compliance/README.md, "Quality and speed").
 * Sentences written for the purpose as realistic ad copy: violations and lawful
 * uses, every exemption kind of the final SAMR guide and every industry.
 *
 * One case per line: industry | text | expected findings | options
 *   expected: "level:term" items separated by ";" ("禁用:最好;需证明:首创"),
 *             "notice:<rule>" for a missing mandatory notice, "-" for none.
 *   options:  "allow=名称1,名称2" (the user's allow-list).
 * A sentence is "lawful" when it expects nothing above 提示.
 * Only the 禁用 expectations count for recall; a lawful sentence that gets any finding
 * above 提示 counts as a false positive.
 */
import type { IndustryKey, Level } from "../types";

export type EvalExpectation = { level: Level; term: string } | { notice: string };

export type EvalCase = {
  industry: IndustryKey;
  text: string;
  expect: EvalExpectation[];
  allowList?: string[];
};

const RAW = `
general|这款面霜是我用过最好的，闭眼入！|禁用:最好
general|全网最低价，今天下单再送两片面膜。|禁用:全网最低价
general|国家级品质，值得信赖。|禁用:国家级
general|顶级工艺打造，每一处细节都经得起推敲。|禁用:顶级
general|我们是行业第一品牌，服务全国三百多个城市。|禁用:第一品牌
general|这台空气炸锅堪称厨房里的No.1。|禁用:No.1
general|NO．1 的口碑，买过的都说好。|禁用:NO．1
general|独一无二的设计，让你在人群中脱颖而出。|禁用:独一无二
general|史上最低价，错过再等一年！|禁用:史上最低价;需证明:错过再等一年
general|极致轻薄，只有 9.9 毫米。|禁用:极致
general|世界级音质，在家就能享受演唱会。|禁用:世界级
general|最.好.用.的收纳神器来了|禁用:最.好.用
general|这款冲锋衣防水性能最 强，登山必备。|禁用:最 强
general|全球领先的降噪技术，地铁里也能安静听歌。|禁用:全球领先
general|万能清洁剂，厨房浴室一瓶搞定。|禁用:万能
general|这是本季最时尚的通勤包。|禁用:最时尚
general|完美贴合脸型，戴一整天也不勒。|禁用:完美
general|顶尖团队研发，十年磨一剑。|禁用:顶尖
general|极品大红袍，口感醇厚回甘。|禁用:极品
general|第*一品牌的扫地机器人，家家都在用。|禁用:第*一品牌
general|王牌单品回归，老粉速来。|禁用:王牌
general|至尊会员专享，尊贵体验。|禁用:至尊
general|这款手机壳绝对耐摔，从两米摔下都没事。|禁用:绝对
general|最受欢迎的网红零食礼包，办公室人手一份。|禁用:最受欢迎
general|国际领先的芯片工艺，性能强劲。|禁用:国际领先
general|本店最便宜的一款，学生党闭眼冲。|提示:最便宜
general|🔥最佳🔥选择，送礼自用两相宜。|禁用:最佳
general|行業領先的售後服務，全國聯保。|禁用:行業領先
general|銷量第一的國貨品牌|需证明:銷量第一
general|全国首家无人值守洗车店开业啦！|需证明:全国首家
general|独家配方，只此一家。|需证明:独家
general|行业首创磁吸快拆结构。|需证明:行业首创
general|数据显示，九成用户用完都会回购。|需证明:数据显示
general|专利技术加持，吸力更强。|需证明:专利技术
general|荣获多项设计大奖的台灯。|需证明:荣获
general|中国驰名商标，老字号值得信赖。|禁用:中国驰名商标
general|国家免检产品，质量有保障。|禁用:国家免检
general|国宴专用酒，宴请首选。|禁用:国宴专用;需证明:首选
general|政府推荐的节能家电，放心选购。|禁用:政府推荐
general|仅剩 3 件，手慢无！|需证明:仅剩 3 件
general|限时秒杀，今晚 12 点恢复原价。|需证明:限时秒杀;需证明:原价
general|这款茶叶能降血压、降血脂，中老年人常喝好。|禁用:降血压;禁用:降血脂
general|祖传秘方熬制的膏药贴，一贴见效。|禁用:祖传秘方
general|加我微信 abc_1688 领取优惠券|平台规则:微信 abc_1688
general|想要同款的宝子私信我，或者打电话 138 0013 8000。|平台规则:私信我;平台规则:电话;平台规则:138 0013 8000
general|转发集赞 30 个即可免费领取试用装。|平台规则:转发集赞
general|更多款式请看 www.example-shop.com|平台规则:www.example-shop.com
general|风水宝地，藏风聚气，旺财旺丁。|禁用:风水宝地;禁用:藏风聚气;行业敏感:旺财
general|开光貔貅手串，辟邪招财。|禁用:开光;禁用:辟邪;行业敏感:招财
general|这款智能锁安全性最高，小偷都打不开。|禁用:最高
cosmetics|这款精华能祛斑美白，28 天见效。|禁用:祛斑;禁用:28 天见效
cosmetics|敏感肌救星，抗过敏、消炎、修复受损屏障。|禁用:抗过敏;禁用:消炎;禁用:修复受损
cosmetics|医学护肤品牌，药妆级配方。|禁用:医学护肤;禁用:药妆
cosmetics|防脱生发洗发水，一周告别秃头焦虑。|禁用:防脱;禁用:生发
cosmetics|纯植物提取，无副作用，孕妇也能用。|禁用:无副作用
cosmetics|瘦脸霜，每天涂抹轻松瘦出 V 脸。|禁用:瘦脸
cosmetics|速效祛痘膏，今晚涂明早消。|禁用:速效;禁用:祛痘
cosmetics|换肤级焕新体验，肌肤再生。|禁用:换肤;禁用:再生
cosmetics|杀菌率 99.9% 的洗面奶。|禁用:杀菌
cosmetics|全网最低！大牌平替面霜。|禁用:全网最低
food|这款代餐奶昔能减肥、燃脂，不用节食。|禁用:减肥;禁用:燃脂
food|每天一杯，增强免疫力，全家都适合。|禁用:增强免疫力
food|排毒养颜的花茶，喝出好气色。|禁用:排毒
food|五谷杂粮粉能降血糖，糖尿病人放心吃。|禁用:降血糖
food|吃了这款核桃粉能提高记忆力，孩子考试更轻松。|禁用:提高记忆力
food|坚果礼盒最新鲜、最好吃，过年送礼必备。|禁用:最好吃
food|这款蜂蜜有消炎杀菌的功效。|禁用:消炎;禁用:杀菌
health-food|本品能根治失眠，无副作用。|禁用:根治;禁用:无副作用;notice:notice.health-food
health-food|鱼油软胶囊，调节血脂，医生推荐。本品不能代替药物。|需证明:调节血脂;禁用:医生推荐
health-food|服用后能代替药物，停药也不怕。|禁用:代替药物;notice:notice.health-food
health-food|增强免疫力，提高抵抗力，老年人的最佳选择。本品不能代替药物。|需证明:增强免疫力;禁用:最佳
health-food|有效率高达 98%，三十天见效。本品不能代替药物。|禁用:有效率;禁用:三十天见效
drug|本药根治胃病，药到病除。请按药品说明书或者在药师指导下购买和使用。|禁用:根治;禁用:药到病除
drug|治愈率 95%，无效退款。请按药品说明书或者在药师指导下购买和使用。|禁用:治愈率;禁用:无效退款
drug|非处方药，缓解感冒引起的头痛、发热。|notice:notice.drug-otc
drug|处方药，用于治疗高血压。|notice:notice.drug-rx
drug|专家推荐的止咳糖浆，请按药品说明书或者在药师指导下购买和使用。|禁用:专家推荐
medical|我院治愈率高达 98%，一次见效。|禁用:治愈率;禁用:一次见效
medical|顶级专家团队，做最好的双眼皮。|禁用:顶级;禁用:最好
medical|无痛无副作用，永不复发。|禁用:无副作用;禁用:永不复发
medical|明星同款鼻综合，术后立竿见影。|禁用:明星同款;禁用:立竿见影
device|这款颈椎按摩仪能根治颈椎病。|禁用:根治;notice:notice.device
device|家用血糖仪，最精准的测量。请仔细阅读产品说明书或者在医务人员的指导下购买和使用。|禁用:最精准
device|医生推荐的制氧机，请仔细阅读产品说明书或者在医务人员的指导下购买和使用。|禁用:医生推荐
education|保过班，不过全额退款。|禁用:保过;禁用:不过全额退款
education|考研押题班，命题组老师亲授。|禁用:押题;禁用:命题组
education|通过率高达 99%，名师一对一辅导。|禁用:通过率高达 99%;禁用:名师
education|30 天逆袭 985，家长都在抢。|禁用:30 天逆袭
education|内部资料，特殊渠道拿名额。|禁用:内部资料;禁用:特殊渠道
education|包就业，毕业即上岗。|禁用:包就业
education|一次性通过 PMP 考试的秘诀都在这门课里。|禁用:一次性通过
education|喜报！我校 32 名学员成功上岸。|禁用:喜报;禁用:成功上岸
education|最好的雅思课程，保提分。|禁用:最好;禁用:保提分
education|免学免考拿学历，三个月拿证。|禁用:免学免考拿学历;禁用:三个月拿证
finance|年化收益高达 12%，保本保息。|禁用:收益高达 12%;禁用:保本;禁用:保息;notice:notice.finance-risk
finance|稳赚不赔的好项目，零风险加盟。|禁用:稳赚不赔;禁用:零风险;notice:notice.finance-risk
finance|小本创业，3 个月回本，躺赚月入过万。|禁用:3 个月回本;禁用:躺赚;禁用:月入过万;notice:notice.finance-risk
finance|刚性兑付，100%收益，投资有风险，选择需谨慎。|禁用:刚性兑付;禁用:100%收益
finance|专家推荐的理财产品，收益稳定。理财有风险，投资需谨慎。|禁用:专家推荐
finance|无风险高回报，错过这次再等十年。|禁用:无风险;禁用:高回报;notice:notice.finance-risk
real-estate|投资首选，升值潜力无限。|禁用:投资首选;禁用:升值潜力
real-estate|5 分钟直达地铁站，15 分钟到达市中心。|禁用:5 分钟直达;禁用:15 分钟到达
real-estate|风水宝地，坐拥龙脉。|禁用:风水宝地;禁用:龙脉
real-estate|买房就是买升值，坐享升值红利。|禁用:升值;禁用:坐享升值
real-estate|名校学区房，孩子上学无忧。|需证明:名校学区
real-estate|城市顶级豪宅，最后 10 套。|禁用:顶级;需证明:最后 10 套
real-estate|招财纳福的好户型，住进来好运连连。|禁用:招财;禁用:好运连连
general|最近很多宝妈问我这款奶瓶好不好用。|-
general|第一次买就被包装惊艳到了。|-
general|新品上市第一时间通知你。|-
general|最后，记得关注店铺领新人券。|-
general|第一步：洁面后取适量涂抹全脸。|-
general|本品最佳食用期为开封后 7 天。|提示:最佳
general|这款红酒的最佳饮用温度是 16–18℃。|提示:最佳
general|冷藏后口感最佳，建议开封即食。|提示:最佳
general|我们致力于为每位顾客提供最好的服务。|提示:最好
general|尽最大努力让每一单都准时送达。|提示:最大
general|我们的目标是成为用户最信赖的家居品牌。|-
general|安全第一，驾驶时请勿使用手机。|提示:第一
general|这是我们品牌历史上最轻的一代跑鞋。|-
general|相比上一代，新款的续航提升了 30%。|-
general|本店所有款式中，这款卖得最好。|提示:最好
general|荣获 2024 年度国家级“绿色工厂”称号的企业。|提示:国家级;需证明:荣获
general|2025 年上半年天猫平台空气炸锅类目销量第一（数据来源：生意参谋）。|需证明:销量第一
general|本产品符合国家标准 GB/T 1234 一级标准，是该标准中的最高等级。|提示:最高
general|极品飞车联名款手柄现已到货。|提示:极品|allow=极品飞车
general|顶级厨房家电旗舰店开业。|提示:顶级|allow=顶级厨房
general|这款电动车最高时速 25 公里，符合新国标。|-
general|最大承重 150 公斤，适合大体重人群。|-
general|本款 T 恤面料为 100%纯棉，亲肤透气。|-
general|工作日下午三点前下单，当天发货。|-
general|满 199 减 30，全场包邮。|-
general|清爽不油腻，夏天也能放心用。|-
general|轻薄设计，放进口袋也不鼓。|-
general|新品上市，欢迎到店试穿。|-
general|手工缝制，每一针都很用心。|-
general|七天无理由退换，买得放心。|-
general|一次购买三件，享受团购价。|-
general|这周末我们在万达广场有快闪活动，欢迎来玩。|-
general|产品支持全国联保，售后无忧。|-
general|第一批用户的反馈非常积极，我们也在持续改进。|-
general|最早一批预订的顾客已经收到货了。|-
general|最终解释权归本店所有的说法已经取消，请以活动规则为准。|-
general|这款咖啡豆适合做手冲，口感偏果酸。|-
general|我们的宗旨是让每个家庭都用上好家电，做最好的服务。|提示:最好
general|这款是全系产品里续航最长的一款。|-
general|相比我们上一代产品，这一代是最安静的。|-
general|唯一的缺点就是颜色有点少。|-
general|第一眼就爱上了这个配色。|-
general|店铺上新了，第一单立减十元。|-
general|保温杯容量 500 毫升，可保温 12 小时。|-
general|支持 30 天价格保护，降价补差。|-
cosmetics|这款面霜质地清爽，适合混油皮日常使用。|-
cosmetics|含 5% 烟酰胺，帮助提亮肤色（以产品备案信息为准）。|-
cosmetics|使用方法：洁面后取适量，轻拍至吸收，晚间使用效果最佳。|提示:最佳
cosmetics|完美日记新品唇釉上市。|提示:完美|allow=完美日记
cosmetics|本品为特殊化妆品，国妆特字备案号可在药监局官网查询。|-
food|这款酸奶的最佳赏味期是生产后 7 天内。|提示:最佳
food|每天一小把坚果，补充日常所需的蛋白质和膳食纤维。|-
food|新鲜采摘，冷链直发，到手还带着露水。|-
food|冷藏后饮用口感最好。|提示:最好
food|适合早餐搭配，饱腹感强。|-
health-food|蛋白粉，补充蛋白质，本品不能代替药物。|-
health-food|维生素 C 咀嚼片，补充维生素 C。本品不能代替药物，适宜人群：成人。|-
health-food|有助于增强免疫力（以保健食品批准证书为准），本品不能代替药物。|需证明:增强免疫力
drug|布洛芬缓释胶囊，用于缓解轻至中度疼痛。请按药品说明书或者在药师指导下购买和使用。|-
drug|本品用于治疗缺铁性贫血。请按药品说明书或者在药师指导下购买和使用。|-
drug|处方药广告：本广告仅供医学药学专业人士阅读。|-
medical|本院医生均持有执业资格证，欢迎预约咨询。|-
medical|医美项目存在个体差异，术前请与医生充分沟通。|-
medical|我院提供口腔治疗、正畸和种植等服务。|-
device|电子血压计，请仔细阅读产品说明书或者在医务人员的指导下购买和使用。|-
device|家用雾化器，禁忌内容或者注意事项详见说明书。|-
education|小班授课，每班不超过 15 人。|-
education|课程涵盖听说读写四个模块，配套练习册。|-
education|第一节课免费试听，欢迎预约。|-
education|我们的理念是让每个孩子都爱上阅读。|-
education|往期课程安排可在官网查看。|-
finance|本基金过往业绩不代表未来表现，投资有风险，选择需谨慎。|-
finance|加盟前请实地考察，市场有风险，投资需谨慎。|-
finance|理财有风险，投资需谨慎，详见产品说明书。|-
real-estate|项目距地铁 2 号线某站约 800 米（以实际测量为准）。|-
real-estate|三房两厅，南北通透，采光充足。|-
real-estate|周边配套规划以政府公示为准。|-
real-estate|样板间开放，欢迎周末到访。|-
general|致力于成为行业第一的智能家居品牌。|提示:第一
general|质量第一，顾客至上。|提示:第一
general|本店第一款原创设计的帆布包，今天正式上架。|-
general|这是最近三年我们卖得最好的一款。|提示:最好
general|2024 年度「国家级非物质文化遗产」代表性项目：苏绣。|提示:国家级
general|我们最高可享 7 折优惠，活动详情见页面。|-
general|这个型号的最大功率为 2000W。|-
general|最好在阴凉干燥处保存。|-
general|今年第一季度门店客流同比增长 20%。|-
general|这台洗衣机是品牌旗下最省水的一款。|提示:最省
# Second batch, written before running the engine on it (held-out check of the first version).
general|据第一财经报道，今年小家电线上销售额同比增长。|-
general|孩子在市第一中学读初二，每天骑车上学。|-
general|夜间模式下这款空调最安静，睡觉完全不受打扰。|禁用:最安静
general|耐磨鞋底，是我们测过最耐磨的一双。|禁用:最耐磨
general|這款吸塵器吸力最強，貓毛狗毛一吸就淨。|禁用:最強
general|Ｔｏｐ１爆款，回购率超高！|禁用:Ｔｏｐ１
general|全 网 最 低 价，仅 限 今 天|禁用:全 网 最 低 价
general|宇宙级好用的防晒喷雾，出门必备。|禁用:宇宙级
general|唯一一款通过欧盟认证的国产品牌。|禁用:唯一
general|永久保修，终身免费换新。|禁用:永久
general|100% 好评，买过的都说值。|禁用:100%
general|这是一款让你一秒入睡的神奇枕头。|-
general|老板说了，今天亏本甩卖，最后三天！|需证明:亏本甩卖;需证明:最后三天
general|扫码关注公众号领取新人礼包。|-
general|关注领红包，分享给好友再得 5 元。|平台规则:关注领红包
general|评论区扣1，我把链接发你。|平台规则:评论区扣1
general|小红书同款收纳盒，宿舍神器。|-
general|最高人民法院发布了消费者权益保护典型案例。|-
general|我们最大的心愿是让每一位顾客都满意。|提示:最大
general|本季第一款联名新品，敬请期待。|-
general|唯一的遗憾是没有早点遇见它。|-
general|从第一代到第五代，我们一直在改进降噪。|-
general|这款电饭煲能煮出最香的米饭。|禁用:最香
cosmetics|敏感肌可用，温和不刺激，已通过人体斑贴测试。|-
cosmetics|这款眼霜 7 天淡化黑眼圈，14 天去除细纹。|禁用:14 天去除细纹
cosmetics|美白淡斑精华（特殊化妆品，国妆特字备案）。|-
cosmetics|无毒无害，婴儿也能放心使用。|禁用:无毒无害
food|不添加蔗糖，配料表干净。|-
food|喝了能治咳嗽的梨膏糖，老人小孩都爱吃。|禁用:治咳嗽
food|本品最适宜的冲泡水温为 85℃。|-
health-food|保健食品不是药物，不能代替药物治疗疾病。本品不能代替药物。|-
health-food|降血压效果显著，吃了就不用吃药了。本品不能代替药物。|禁用:降血压;禁用:不用吃药
drug|本品用于缓解鼻塞、流涕。请按药品说明书或者在药师指导下购买和使用。|-
medical|植发手术后毛发再生率 95%，永不脱落。|禁用:毛发再生;禁用:永不脱落
device|家用理疗仪，请仔细阅读产品说明书或者在医务人员的指导下购买和使用。|-
education|考前冲刺班，往年学员通过率高。|禁用:通过率
education|清北学霸带你 30 天提分 100 分。|禁用:30 天提分
education|报名即送历年真题和讲义。|-
finance|基金有风险，投资需谨慎。过往业绩不预示未来表现。|-
finance|加盟即享总部品牌支持，0 经验也能开店。市场有风险，投资需谨慎。|-
finance|年收益 8% 稳稳到手，不怕亏。|禁用:年收益 8%;禁用:不怕亏;notice:notice.finance-risk
real-estate|项目位于市中心，步行 10 分钟到地铁站。|禁用:10 分钟到
real-estate|小区绿化率 35%，容积率 2.5。|-
real-estate|坐北朝南，风水极佳。|禁用:风水;禁用:极佳
# Third batch, also written before running the engine on it.
general|秋冬必备的羊绒大衣，保暖性能最 佳。|禁用:最 佳
general|行业No 1的智能门锁品牌，十年专注安防。|禁用:No 1
general|領導品牌，值得信賴。|禁用:領導品牌
general|这款耳机音质堪称天花板级别，发烧友都说好。|-
general|全网销量第一的充电宝（数据来源：某平台 2025 年 11 月榜单）。|需证明:全网销量第一
general|满 300 减 50，叠加店铺券更划算。|-
general|周年庆全场五折起，活动截止到本周日。|-
general|门店营业时间为 10:00–22:00，节假日照常营业。|-
general|我们坚持用好原料，做良心产品。|-
general|这款电热毯采用双温控设计，安全可靠。|-
general|顾客好评率 98%，回头客超过一半。|-
general|点击链接抢购，手慢无！|-
general|加 V：meili2025，备注“团购”。|平台规则:V：meili2025
general|评论区留言“想要”，私我发链接。|平台规则:私我
cosmetics|这支口红号称“斩男色”，显白不挑皮。|-
cosmetics|一抹祛皱，年轻十岁。|禁用:祛皱
cosmetics|药用级成分，安全无刺激。|禁用:药用
food|这款燕麦片低脂高纤，适合健身人群。|-
food|喝了这个茶，三天瘦五斤。|禁用:三天瘦
health-food|每天两粒，远离癌症。本品不能代替药物。|禁用:远离癌症
health-food|膳食营养补充剂，补充钙和维生素 D。|notice:notice.health-food
drug|请按药品说明书或者在药师指导下购买和使用。本品为感冒药，OTC 标识清晰。|-
medical|三甲医院专家坐诊，擅长各类皮肤问题。|-
medical|我院医美项目采用进口设备，术后效果立竿见影。|禁用:立竿见影
device|这款助听器声音清晰，老人戴着舒服。|notice:notice.device
education|我们的学员平均提分 40 分。|禁用:提分
education|签约保录取，不录取全额退款。|禁用:保录取
education|零基础也能学会 Python 的入门课。|-
finance|本理财产品历史年化收益率 3.2%，过往业绩不代表未来表现，理财有风险，投资需谨慎。|需证明:年化收益率 3.2%
finance|加盟费用透明，总部提供选址和培训支持。投资有风险，加盟需谨慎。|-
finance|月入三万不是梦，轻松当老板。|禁用:月入三万;notice:notice.finance-risk
real-estate|地铁上盖，出门就是 3 号线。|需证明:地铁上盖
real-estate|南向大阳台，客厅开间 4.5 米。|-
real-estate|买到就是赚到，未来升值空间巨大。|禁用:升值
`;

function parseExpect(raw: string): EvalExpectation[] {
  if (raw.trim() === "-" || raw.trim() === "") return [];
  return raw.split(";").map((item) => {
    const i = item.indexOf(":");
    const head = item.slice(0, i);
    const tail = item.slice(i + 1);
    if (head === "notice") return { notice: tail };
    return { level: head as Level, term: tail };
  });
}

export const EVAL_SET: EvalCase[] = RAW.trim()
  .split("\n")
  .filter((line) => line.trim() && !line.startsWith("#"))
  .map((line) => {
    const [industry = "", text = "", expect = "-", opts = ""] = line.split("|");
    const c: EvalCase = { industry: industry as IndustryKey, text, expect: parseExpect(expect) };
    const allow = /allow=([^|]+)/.exec(opts);
    if (allow?.[1]) c.allowList = allow[1].split(",");
    return c;
  });
