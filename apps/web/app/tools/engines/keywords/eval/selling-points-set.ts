/**
 * 卖点提炼's labelled evaluation set (`scripts/bench-data-tools.mjs` scores it). Every text was
 * written by someone outside the team: Taobao clothing copy from the ADGEN data set (Shao et al.,
 * EMNLP 2019, as quoted in the public fine-tuning guides below), product blurbs and spec copy from
 * public web pages, and Weibo posts from the WHG hashtag data set (news with no selling point, to
 * count points found where there are none). Texts are quoted as published; the data set's `<UNK>`
 * tokens were cut with the clause that held them.
 *
 * The labels were written by hand before the extractor was run on these texts. A label is a
 * distinctive span of one clause and its group:
 *   功效 what the product does for the user in use (effect, comfort, convenience, look)
 *   成分 what it is made of (ingredient, fabric, material, origin of a part)
 *   规格 a measured or graded figure (capacity, power, screen, rating)
 *   工艺 how it is made or designed (technique, structure, cut, pattern, design detail)
 *   服务 delivery, returns, warranty, gifts        价格 price and promotion
 *   场景 who it is for or where/when it is used (skin type, season, occasion, 百搭)
 *   ?    optional: a clause that restates a labelled point or is a borderline claim; found or not,
 *        it counts neither way.
 * Mood and style praise (尽显优雅气质, 很是文艺范) is no selling point.
 *
 * Held back: FNV-1a of the text mod 10 < 3 (`scripts/bench-data-tools.mjs`); the rules in
 * copy/selling-points/selling-rules.ts are never changed for what the held-back texts show, and
 * the bench prints only totals for them.
 */
export type SellingLabel = readonly [span: string, group: string];
export type SellingCase = { source: string; text: string; points: readonly SellingLabel[] };

/** Sources, read 2026-11-27 (the stored copy the `search` tool returned that day). */
export const SELLING_SOURCES: Record<string, { title: string; url: string }> = {
  adgen: {
    title:
      "ADGEN 广告文案数据集（Shao et al., EMNLP 2019, D19-1321）；样例见 THUDM/ChatGLM-6B ptuning、THUDM/GLM-4 finetune_demo 与 MindFormers GLM2 文档",
    url: "https://aclanthology.org/D19-1321.pdf",
  },
  "qiansiniao-cleanser": {
    title: "温和护肤品推荐：洁面产品特点与适合肤质（千丝鸟）",
    url: "https://www.qiansiniao.com.cn/news/57901.html",
  },
  "cqyp-cup": { title: "冬奥会官方保温杯的产品信息（cqyp.net）", url: "https://www.cqyp.net/ty/90755.html" },
  "renrendoc-guide": {
    title: "电商平台商品描述撰写规范与模板（人人文库）：示例文案",
    url: "https://www.renrendoc.com/paper/506005260.html",
  },
  "163-honor": {
    title: "荣耀 Power2 发布会预告：10080mAh 电池、80W 快充、IP69K（网易号）",
    url: "https://www.163.com/dy/article/KICTJI2A055692EN.html",
  },
  "huotuhuo-redmi": {
    title: "手机电池军备竞赛：REDMI Turbo 4 Pro 配置与价格（huotuhuo.com）",
    url: "http://huotuhuo.com/post/42415.html",
  },
  "biore-note": {
    title: "如何根据肤质选择防晒产品（防晒产品推荐文章，碧柔防晒乳一段）",
    url: "http://101.200.221.108/article/736497514.html",
  },
  whg: {
    title: "WHG 微博话题生成数据集样例（OpenSUM/HashtagGen data/sample；Mao et al., KBS 2022）",
    url: "https://github.com/OpenSUM/HashtagGen/tree/main/data/sample",
  },
};

export const SELLING_SET: readonly SellingCase[] = [
  {
    source: "adgen",
    text: "简约而不简单的牛仔外套，白色的衣身十分百搭。衣身多处有做旧破洞设计，打破单调乏味，增加一丝造型看点。衣身后背处有趣味刺绣装饰，丰富层次感，彰显别样时尚。",
    points: [
      ["牛仔外套", "成分"],
      ["十分百搭", "场景"],
      ["做旧破洞设计", "工艺"],
      ["刺绣装饰", "工艺"],
    ],
  },
  {
    source: "adgen",
    text: "这款BRAND针织两件套连衣裙，简约的纯色半高领针织上衣，修饰着颈部线，尽显优雅气质。同时搭配叠穿起一条背带式的复古格纹裙，整体散发着一股怀旧的时髦魅力，很是文艺范。",
    points: [
      ["针织两件套连衣裙", "成分"],
      ["半高领针织上衣", "工艺"],
      ["修饰着颈部线", "功效"],
      ["复古格纹裙", "工艺"],
    ],
  },
  {
    source: "adgen",
    text: "嘻哈玩转童年，没错，出街还是要靠卫衣来装酷哦！时尚个性的连帽设计，率性有范还防风保暖。还有胸前撞色的卡通印花设计，靓丽抢眼更富有趣味性，加上前幅大容量又时尚美观的袋鼠兜，简直就是孩子耍帅装酷必备的利器。",
    points: [
      ["出街", "场景"],
      ["连帽设计", "工艺"],
      ["防风保暖", "功效"],
      ["卡通印花设计", "工艺"],
      ["袋鼠兜", "工艺"],
      ["孩子耍帅装酷", "场景"],
    ],
  },
  {
    source: "adgen",
    text: "这件衬衫的款式非常的宽松，利落的线条可以很好的隐藏身材上的小缺点，穿在身上有着很好的显瘦效果。领口装饰了一个可爱的抽绳，漂亮的绳结展现出了十足的个性，配合时尚的泡泡袖型，尽显女性甜美可爱的气息。",
    points: [
      ["款式非常的宽松", "工艺"],
      ["隐藏身材上的小缺点", "功效"],
      ["显瘦效果", "功效"],
      ["抽绳", "工艺"],
      ["泡泡袖型", "工艺"],
    ],
  },
  {
    source: "adgen",
    text: "宽松的阔腿裤这两年真的吸粉不少，明星时尚达人的心头爱。毕竟好穿时尚，谁都能穿出腿长2米的效果宽松的裤腿，当然是遮肉小能手啊。上身随性自然不拘束，面料亲肤舒适贴身体验感棒棒哒。系带部分增加设计看点，还让单品的设计感更强。腿部线条若隐若现的，性感撩人。颜色敲温柔的，与裤子本身所呈现的风格有点反差萌。",
    points: [
      ["宽松的阔腿裤", "工艺"],
      ["腿长2米", "功效"],
      ["遮肉小能手", "功效"],
      ["面料亲肤舒适", "成分"],
      ["系带部分", "工艺"],
      ["上身随性自然不拘束", "?"],
    ],
  },
  {
    source: "adgen",
    text: "圆形领口修饰脖颈线条，适合各种脸型，耐看有气质。无袖设计，尤显清凉，简约横条纹装饰，使得整身人鱼造型更为生动立体。加之撞色的鱼尾下摆，深邃富有诗意。收腰包臀,修饰女性身体曲线，结合别出心裁的鱼尾裙摆设计，勾勒出自然流畅的身体轮廓，展现了婀娜多姿的迷人姿态。",
    points: [
      ["圆形领口", "工艺"],
      ["适合各种脸型", "场景"],
      ["无袖设计", "工艺"],
      ["尤显清凉", "功效"],
      ["横条纹装饰", "工艺"],
      ["撞色的鱼尾下摆", "工艺"],
      ["收腰包臀", "工艺"],
      ["修饰女性身体曲线", "功效"],
      ["鱼尾裙摆设计", "工艺"],
      ["勾勒出自然流畅的身体轮廓", "?"],
    ],
  },
  {
    source: "adgen",
    text: "这款百搭时尚的仙女半身裙，整体设计非常的飘逸随性，穿上之后每个女孩子都能瞬间变成小仙女啦。料子非常的轻盈，透气性也很好，穿到夏天也很舒适。",
    points: [
      ["百搭时尚的仙女半身裙", "场景"],
      ["料子非常的轻盈", "成分"],
      ["透气性也很好", "功效"],
      ["穿到夏天也很舒适", "场景"],
      ["整体设计非常的飘逸随性", "?"],
    ],
  },
  {
    source: "adgen",
    text: "这款粉红色条纹连衣裙精美大方，充满青春活力气息，十分唯美大气，尽显女性俏丽活泼感。且配以可爱亮眼的印花设计，更显女性甜美气息。",
    points: [
      ["条纹连衣裙", "工艺"],
      ["印花设计", "工艺"],
    ],
  },
  {
    source: "adgen",
    text: "裤子是简约大方的版型设计，带来一种极简主义风格而且不乏舒适优雅感，是衣橱必不可少的一件百搭单品。标志性的logo可以体现出一股子浓郁的英伦风情。",
    points: [
      ["版型设计", "工艺"],
      ["不乏舒适优雅感", "功效"],
      ["百搭单品", "场景"],
      ["标志性的logo", "工艺"],
    ],
  },
  {
    source: "adgen",
    text: "3x1的这款牛仔裤采用浅白的牛仔面料为裤身材质，其柔然的手感和细腻的质地，在穿着舒适的同时，透露着清纯甜美的个性气质。除此之外，流畅的裤身剪裁将性感的腿部曲线彰显的淋漓尽致，不失为一款随性出街的必备单品。",
    points: [
      ["浅白的牛仔面料", "成分"],
      ["柔然的手感和细腻的质地", "成分"],
      ["在穿着舒适的同时", "功效"],
      ["裤身剪裁", "工艺"],
      ["随性出街的必备单品", "场景"],
    ],
  },
  {
    source: "biore-note",
    text: "碧柔防晒乳：便宜大碗（对，这是重点），油皮真爱，主打无油。",
    points: [
      ["便宜大碗", "价格"],
      ["油皮真爱", "场景"],
      ["主打无油", "成分"],
    ],
  },
  {
    source: "qiansiniao-cleanser",
    text: "芙丽芳丝 净润洗面霜。特点：氨基酸洁面的标杆产品，泡沫绵密，洗后不紧绷不假滑，无香精色素酒精，敏感肌“闭眼入”。适合：所有肤质，尤其是干敏皮。",
    points: [
      ["氨基酸洁面", "成分"],
      ["泡沫绵密", "功效"],
      ["洗后不紧绷不假滑", "功效"],
      ["无香精色素酒精", "成分"],
      ["敏感肌", "场景"],
      ["所有肤质", "场景"],
      ["干敏皮", "场景"],
    ],
  },
  {
    source: "qiansiniao-cleanser",
    text: "珂润 浸润保湿洁颜泡沫。特点：按压即出丰富泡沫，非常方便，含有神经酰胺等保湿成分，清洁力足够的同时，还能为皮肤保湿。适合：干敏皮、混合偏干皮。",
    points: [
      ["按压即出丰富泡沫", "工艺"],
      ["非常方便", "功效"],
      ["含有神经酰胺", "成分"],
      ["清洁力足够", "功效"],
      ["为皮肤保湿", "功效"],
      ["干敏皮", "场景"],
      ["混合偏干皮", "场景"],
    ],
  },
  {
    source: "qiansiniao-cleanser",
    text: "EltaMD 氨基酸泡沫洁面乳。特点：独特的“慢泡”技术，涂抹后会自己慢慢起泡，清洁力温和但彻底，含有菠萝蛋白酶，有助于温和去角质。适合：油皮、混油皮、痘痘肌。",
    points: [
      ["慢泡", "工艺"],
      ["涂抹后会自己慢慢起泡", "?"],
      ["清洁力温和但彻底", "功效"],
      ["含有菠萝蛋白酶", "成分"],
      ["温和去角质", "功效"],
      ["油皮", "场景"],
      ["混油皮", "场景"],
      ["痘痘肌", "场景"],
    ],
  },
  {
    source: "qiansiniao-cleanser",
    text: "理肤泉/雅漾 温和洁面泡沫。特点：专为敏感肌设计，成分极简，泡沫非常细腻，清洁力适中。适合：极度敏感、屏障受损的皮肤。",
    points: [
      ["专为敏感肌设计", "场景"],
      ["成分极简", "成分"],
      ["泡沫非常细腻", "功效"],
      ["清洁力适中", "功效"],
      ["极度敏感", "场景"],
      ["屏障受损的皮肤", "场景"],
    ],
  },
  {
    source: "cqyp-cup",
    text: "该产品采用食品级316不锈钢材质,容量500ml,杯盖内置防漏密封圈。",
    points: [
      ["食品级316不锈钢材质", "成分"],
      ["容量500ml", "规格"],
      ["防漏密封圈", "工艺"],
    ],
  },
  {
    source: "renrendoc-guide",
    text: "✅防水等级IPX7|深度1米可浸泡30分钟\n机芯从瑞士进口，走时误差小于0.5秒\n磨砂背板不沾指纹，职场更显质感",
    points: [
      ["防水等级IPX7", "规格"],
      ["深度1米可浸泡30分钟", "规格"],
      ["机芯从瑞士进口", "成分"],
      ["走时误差小于0.5秒", "规格"],
      ["磨砂背板不沾指纹", "工艺"],
      ["职场更显质感", "场景"],
    ],
  },
  {
    source: "163-honor",
    text: "官方预热页把电池写成 10080mAh 青海湖电池，并用“首个突破万级电池手机”来定义它。预告页写到 IP68 / IP69 / IP69K，属于把“泼溅防水”升级为更高强度的防尘防水叙事。荣耀社区的预热信息提到 80W 有线快充，并支持 27W 反向充电，把它做成“能给外设应急供电的随身电源”。",
    points: [
      ["10080mAh 青海湖电池", "规格"],
      ["首个突破万级电池手机", "?"],
      ["IP68 / IP69 / IP69K", "规格"],
      ["更高强度的防尘防水", "?"],
      ["80W 有线快充", "规格"],
      ["27W 反向充电", "规格"],
      ["能给外设应急供电的随身电源", "?"],
    ],
  },
  {
    source: "huotuhuo-redmi",
    text: "REDMI Turbo 4 Pro将搭载SM8735，也就是高通骁龙8s Elite移动平台，预计最高提供16GB运行内存，配备一块1.5K OLED纯直屏幕，支持百瓦有线充电，预计不支持无线充电。价格方面，REDMI Turbo 4的起售价格为1999元。",
    points: [
      ["搭载SM8735", "?"],
      ["高通骁龙8s Elite移动平台", "规格"],
      ["16GB运行内存", "规格"],
      ["1.5K OLED纯直屏幕", "规格"],
      ["百瓦有线充电", "规格"],
      ["起售价格为1999元", "价格"],
    ],
  },
  {
    source: "whg",
    text: "祝福祝福！！保千里打令VR手机，720°全景拍摄，一键拍出全视界，手机应用必备WiFi伴侣APP，一键安全免费连接上网。",
    points: [
      ["720°全景拍摄", "规格"],
      ["一键拍出全视界", "功效"],
      ["WiFi伴侣APP", "?"],
      ["一键安全免费连接上网", "功效"],
    ],
  },
  {
    source: "whg",
    text: "高考之后，考生和家长面临志愿填报。11日，央视新闻报道天价填报志愿咨询费，引起社会广泛关注。平行志愿政策下，考生、家长究竟该如何选择大学、专业？",
    points: [],
  },
  {
    source: "whg",
    text: "未来几天，咸宁将持续低温阴雨雪天气。2日，市气象台预报，未来一周，我市将迎来入冬以来首轮低温阴雨雪天气，山区伴有一定冰冻现象。小伙伴们注意保暖呀！2018年第一场雪，你期待吗？",
    points: [],
  },
  {
    source: "whg",
    text: "4月21日19：35中超联赛第七轮结束一场焦点战，广州富力2：4山东鲁能，28分钟肖智补射破门1：0；51分钟吉尔抢点打门1：1；59分钟金敬道反越位破门1：2；69分钟佩莱进球1：3；81分钟肖智抢点进球2：3；86分钟塔尔德利进球2：4；终场鲁能客场全取3分。",
    points: [],
  },
  {
    source: "whg",
    text: "重庆荣昌区村民禄正才家原来的厕所是土茅坑，改造后旱厕变水冲式厕所，方便又干净！荣昌区累计为15000个贫困户免费进行了厕所改造。改造后的厕所，通过三格式化粪池将粪便净化后，排出的水可直接浇地。",
    points: [],
  },
  {
    source: "whg",
    text: "4月4日至5日，受省台办邀请，台湾科技大学38名学生来到乐山，分享交流青年创新创业经验。据了解，这38名学生来自台湾科技大学资讯管理、电子电机等专业，由研究生、本科高年级和EMBA学生组成。",
    points: [],
  },
];
