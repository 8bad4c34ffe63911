/**
 * The labelled evaluation set (compliance/README.md, "Quality and speed"): 4,233 sentences, each
 * with a kind, an industry and a source. 3,774 are taken from or built on material nobody on the team
 * wrote: copy quoted in market-regulation penalty decisions and case bulletins, public 极限词
 * lists, and real non-advertising text (weather reports, statistics, standards, manuals, drug
 * labels, sports news, the law and the regulators' own notices); `team` / `team-real` rows were
 * written here as look-alikes for the kinds the outside material lacks. 293 rows (round 4) and the
 * last 177 rows (round 5, below `#@round 5`; penalty decisions and case bulletins of other cities,
 * drug labels, government work reports, encyclopedic and sports text, hospital and tech news,
 * platform rules, consumer tips) were each added and committed before any rule change of their
 * round; candidates that were near-copies of rows already in the set were left out. The 263 rows of
 * round 6 (below `#@round 6`) were quoted by two sessions that never ran the engine and were scored once
 * before any change made from them (decision 009, "Update, round 6"). Rounds 7–9 were quoted the same way:
 * round 7 is the first fresh set (eval/fresh-set.ts until it was replaced), round 8 the 60 % of the next six
 * collectors' sources that the fresh set did not keep, round 9 six more collectors' rows (decision 009,
 * "Update, round 8"); round 10 is the 60 % of six more collectors' sources that the fresh set did not keep
 * (decision 009, "Update, round 10"); rounds 11 and 12 the 60 % of seven more collectors' sources each (by page
 * URL) that the fresh set did not keep (decision 009, "Update, rounds 11 and 12"); round 13 the same from seven more
 * collectors (decision 009, "Update, round 13"); rounds 14 to 23 the same from six or seven collectors each
 * (decision 009, "Update, rounds 14 and 15", "Update, rounds 16 to 18", "Update, rounds 19 and 20", "Update, rounds
 * 21 to 23"); each row in the
 * part and fold its hashes give.
 *
 * One row per line: part | kind | industry | text | source
 *   part     T = tuning, H = held back (never tuned on; the bench prints no details for it).
 *            Fixed in the data: FNV-1a of the text mod 10 < 3 → H, assigned once when the set
 *            was written, before the engine was run on it.
 *   kind     a violation kind (VIOLATION_KINDS), a lawful look-alike kind (ok-*), `notice`
 *            (a whole text that lacks its mandatory notice), or `debatable` (left out of scores).
 *   industry the industry the copy is checked in (IndustryKey).
 *   source   a key of EVAL_SOURCES.
 * "\n" inside a text is a line break (multi-line copy for the notice kinds).
 */
import type { IndustryKey } from "../types";

export const VIOLATION_KINDS = [
  "absolute", // 绝对化用语 on the lists (广告法第九条第三项)
  "superlative", // 绝对化 claims outside the usual lists (霸主、鼻祖、天花板…)
  "citation", // claims that need proof: 首创、销量第一、数据、专利、荣誉 (第十一、十二、二十八条)
  "state", // state organs, their staff, state symbols (第九条第一、二项)
  "medical", // disease, cure, efficacy claims (第十六、十七、十八条)
  "safety", // safety claims for drugs, devices, health food, medical services
  "superstition", // 第九条第八项
  "inspection", // 免检 claims
  "education", // 第二十四条
  "realestate", // 第二十六条
  "finance", // 第二十五条
  "variant", // pinyin, digit/symbol ordinals, symbols inside a word
  "platform", // 平台规则: diversion, induced sharing
  "price", // urgency and price claims that need proof
  // Goods and audiences the law treats apart, and copy against public order (from round 18): 母乳代用品 (第二十条),
  // 烟草 (第二十二条), 酒类 (第二十三条), 未成年人 (第三十九、四十条), 贬低 (第十三条), 赌博、低俗、容貌焦虑 (第九条第七、
  // 八项), products never to be advertised (第十五条).
  "special",
] as const;
export type ViolationKind = (typeof VIOLATION_KINDS)[number];

export const LAWFUL_KINDS = [
  "ok-real", // real non-advertising text
  "ok-measure", // measurements, specs, compositions, instructions
  "ok-identifier", // technical terms, identifiers, episodes, stations
  "ok-title", // titles in 《》「」, company names
  "ok-ordinal", // ordinals that count
  "ok-grade", // standard grades and official designations
  "ok-industry", // industry words in copy that sells none of it
  "ok-negation", // negations and quotations
  "ok-self", // comparisons within one's own range
  "ok-tip", // consumer tips
  "ok-plain", // ordinary lawful copy
  "ok-notice", // a whole text that carries its notice
] as const;
export type LawfulKind = (typeof LAWFUL_KINDS)[number];

export type LabelledKind = ViolationKind | LawfulKind | "notice" | "debatable";

export type LabelledCase = {
  part: "tuning" | "held-back";
  /**
   * Inside the tuning part only: train (rules and models are decided on its errors) or dev (only its
   * figures are read, to see whether a change carries over to sentences it was not made from).
   * Not in the data: a second hash of the text (devHash below), different from the held-back one.
   */
  fold?: "train" | "dev";
  /** The round that added the row (a `#@round N` line above it); rows before round 5 have none. */
  round?: number;
  kind: LabelledKind;
  industry: IndustryKey;
  text: string;
  source: string;
};

/** Sources, checked 2026-11-27 unless `checked` says otherwise (the stored copy the `search` tool returned on that day). */
export const EVAL_SOURCES: Record<string, { title: string; url?: string; checked?: string }> = {
  "case-guiyang-mei": {
    title: "市场监管总局医疗美容行业违法犯罪典型案例：贵阳美贝尔医疗美容医院（新京报）",
    url: "https://www.bjnews.com.cn/detail/167247060714281.html",
  },
  "case-liuzhou-mei": {
    title: "柳州一医疗美容机构制造“容貌焦虑”被查处（中国消费者报 2025）",
    url: "http://www.tjneoc.com/html/28d399950.html",
  },
  "doc-sensor": { title: "传感器分辨率与精度（问答，非广告）", url: "https://g230.com/181079694635239444.html" },
  "doc-flowmeter": {
    title: "智能旋进旋涡流量计产品说明（非广告的技术参数）",
    url: "https://m.ybzhan.cn/st53635/product_7449060.html",
  },
  "doc-beautydevice": { title: "家用美容仪合规宣传要点（律师文章）", url: "https://d.meirongyi.cc/wen/215.html" },
  "fund-zqsb": {
    title: "混合型证券投资基金招募说明书风险揭示（证券时报电子报转载）",
    url: "https://bandao-vip9.com/bandaotiyuguanwang/bandaotiyuAPPxiazai/334.html",
  },
  "case-myopia2025": {
    title: "某二级综合医院公众号发布近视手术案例被罚（中国市场监管报 2025）",
    url: "http://www.jcys.com/jrgz/121420.html",
  },
  "case-bj84": {
    title: "北京 84 家医疗机构涉嫌违法广告（北京晨报 2005）",
    url: "http://whmsebhyy.com/xiaofei/puguangtai/20050810/13091876276.shtml",
  },
  "case-sfda2011-device": {
    title: "国家食药监局曝光四种医疗器械违法广告（新华网 2011-09-07）",
    url: "http://cncmrn.com/channels/finance/20110909/832087.html",
  },
  "case-sfda2006-device": {
    title: "国家食药监局 2006 年第 2 期违法医疗器械广告公告汇总",
    url: "http://whmsebhyy.com/xiaofei/consume/20060623/1358762109.shtml",
  },
  "case-cixi-device": {
    title: "慈溪市市场监管局整治医疗器械免费体验活动（2016）",
    url: "http://www.tourniqueen.com/shownews.asp?id=204",
  },
  "case-hz-device": {
    title: "杭州查获“万能”医疗器械（2006）",
    url: "http://xiaoduweb.com/html/DirDu/2006/02/13/95/82/73.htm",
  },
  "case-huzhou-device": { title: "湖州吴兴区查处医疗器械虚假宣传案（2019）", url: "http://jlqns.cn/jsu/9684.html" },
  "case-foshan-re": {
    title: "佛山政法：发布房地产广告前的提醒告诫书（南方+ 2023-05-23）",
    url: "https://static.nfapp.southcn.com/content/202305/23/c7714778.html",
  },
  "law-re-rules": {
    title: "房地产广告需遵循的规定（《房地产广告发布规定》要点）",
    url: "http://ygxinwen.cn/news/jszc/show317.html",
  },
  "case-sfda2010": {
    title: "国家食药监局集中曝光六种保健食品严重违法广告（2010）",
    url: "http://m.antpedia.com/news/93006.html",
  },
  "case-hainan-aloe": {
    title: "海口龙华区市场监管局：海南金芦荟保健食品违法广告案",
    url: "http://djfzw.org.cn/show-154741.html",
  },
  "case-anhui2017": {
    title: "安徽省食药监局：10 种保健品广告“瞎吹牛”（新华社 2017-12-28）",
    url: "http://big5.www.gov.cn/gate/big5/www.gov.cn/xinwen/2017-12/28/content_5251164.htm",
  },
  "case-saic2013": {
    title: "国家工商总局违法广告公告：泡脚就能降血糖？（2013）",
    url: "http://tcmer.com/Newscentre/Print.asp?ArticleID=48010",
  },
  "case-bj2017": {
    title: "北京市工商局曝光 5 起保健品违法广告案例（2017）",
    url: "https://wap.tech-food.com/news/detail/n1322101.htm",
  },
  "case-hebei2019": {
    title: "河北省市场监管局 2019 年虚假违法广告十大典型案例",
    url: "http://www.studyofnet.com/800862324.html",
  },
  "case-bj2006": {
    title: "北京市工商局房地产广告专项整治（2006）",
    url: "http://nakedoat.com/gzdt/2006-05/09/content_276456.htm",
  },
  "case-gz-re": { title: "广州市场监管局房地产广告宣传提示", url: "http://mengbw.com/zfal/ggzf/8396.html" },
  "case-hebei-list": { title: "违法保健食品广告解读（燕赵晚报榜单）", url: "https://315jiage.cn/mn27429p2.aspx" },
  "case-rongxue": {
    title: "辽宁 AA传媒发布茸血补脑液广告行政处罚决定书（2018）",
    url: "http://www.qq94.com/fjx/1LQiL3.html",
  },
  "case-yilong": {
    title: "仪陇县工商局查处药品、保健食品违法电视广告",
    url: "https://www.637600.com/show-2-11514-1.html",
  },
  "case-huainan2023": {
    title: "市场监管总局曝光一批涉医药领域广告违法典型案例（淮南日报 2023-08-24）",
    url: "https://hnrb.huainannet.com/content/202308/24/content_140189.html",
  },
  "case-zhejiang-med": {
    title: "浙江省工商局曝光医疗、药品、保健食品违法广告（新华网-浙江日报）",
    url: "http://m.gannang.com/a/110.html",
  },
  "case-sfda2015": {
    title: "食药监局曝光 8 个违法广告（广州日报 2015-06-17）",
    url: "http://finance.china.com.cn/consume/puguang/20150617/3182745.shtml",
  },
  "case-tianhe-botox": {
    title: "广州天河区市场监管局：宣传“A型肉毒毒素”瘦脸针违法（2023）",
    url: "http://0559rc.com/thqzdlyxxgkzl/spypaq/wfgg/content/post_9116083.html",
  },
  "case-abcnm": {
    title: "《医疗广告管理办法》解读与医美广告处罚实例",
    url: "https://www.abcnm.com/zz/202504/1416.html",
  },
  "case-shanlana": {
    title: "上海市工商局叫停姗拉娜纤体广告；附：降压药联合用药报道",
    url: "http://chinacsia.com/news/show-htm-itemid-9183.html",
  },
  "news-bp": {
    title: "武警总医院心内科医生谈降压药（同页新闻报道，非广告）",
    url: "http://chinacsia.com/news/show-htm-itemid-9183.html",
  },
  "case-renrendoc-peds": {
    title: "儿科医疗广告中的医疗术语使用法律规范（引用的违法广告实例）",
    url: "https://www.renrendoc.com/paper/503623010.html",
  },
  "case-guilin-re": {
    title: "桂林临桂区市场监管局：以车程表示楼盘位置行政处罚（网易新闻）",
    url: "https://c.m.163.com/news/a/HEQHDARI0514FUT7.html",
  },
  "case-gongshu": {
    title: "杭拱市监湖罚处字〔2020〕030号（杭州文鑫实业租金收益承诺案）",
    url: "https://www.gongsi.com.cn/detail/c43a71cb-1197-30c7-b01e-4d4483b372e61/administrative-penalties-2765404",
  },
  "fund-xqhx": {
    title: "兴证全球合熙混合型证券投资基金风险揭示书（2025）",
    url: "http://www.etf88.com/jjb/2025/0528/9107868.html",
  },
  "fund-nanhua": {
    title: "南华同业存单指数7天持有基金产品页",
    url: "http://rhsqu966.cn/products/hunhe/019984/index.html",
  },
  "fund-chinaamc": {
    title: "华夏稳健养老目标一年持有期 FOF 风险揭示书",
    url: "https://fund.chinaamc.com/bangzhu/wendang/jiaoyixieyi/7819702.shtml",
  },
  "fund-clause": {
    title: "基金招募说明书常见条款：不保证基金一定盈利，也不保证最低收益",
    url: "https://lawinsider.com/zh/clause/基金管理人依照恪尽职守诚实信用谨慎勤勉的原则管理和运用基金财产但不保证基金一定盈利也不保证最低收益/_6",
  },
  "paper-tcm": {
    title: "食药两用中药致不良反应文献分析（中国药房 2018）",
    url: "http://m.jizihe.com/page/2018/1019/8340937.shtml",
  },
  "label-tcm": {
    title: "中成药说明书注意事项（执业药师考试辅导）",
    url: "http://bhshhw.cn/new/201207/dm201207275877.shtml",
  },
  "law-qa-health": { title: "保健品宣传疗效是否构成虚假宣传（法律问答释义；搜索工具的存档未记录网址）" },
  team: { title: "Written by the team as look-alikes (not outside material)" },
  "team-real": { title: "Written by the team in the style of news and notices (not outside material)" },
  lst1: { title: "《新广告法》禁用词大全", url: "http://m.kingminatours.com/News/view/id/592.html" },
  lst2: {
    title: "网站禁用词汇（所有商品及特殊商品的违禁字词）",
    url: "https://wddqw.com/doc/d39ab3201cb91a37f111f18583d049649a660e75.html",
  },
  lst3: { title: "易句网违禁词有哪些（带“最”“一”的词）", url: "https://www.outofmemory.cn/sjk/9903221.html" },
  lst4: { title: "工博士商城产品标题广告违禁词（2017-06-23）", url: "http://www.zsruifeng.cn/announce/163.html" },
  "lst-51ds": { title: "新广告法那些禁用语（问答）", url: "https://mit.51dongshi.com/dadarcrd/rcrregcgr" },
  "lst-xhs": { title: "小红书常见违禁词汇总", url: "https://www.vicsdf.com/doc/994c1c984c099258" },
  "lst-1688": { title: "1688 运营规则之化妆品类商品广告违禁词大全", url: "http://vipseo.org.cn/ALiYunYing/1471.shtml" },
  crsrw: { title: "新广告法极端用语与第五十九条（法律援助问答）", url: "http://crsrw.com/falvyuanzhu/99247.html" },
  law: {
    title: "《中华人民共和国广告法》第九条、第二十六条（as quoted in the decisions below）",
    url: "https://www.jingyinlaw.com/zxzx/6853.html",
  },
  "law-medical-guide": {
    title: "《医疗广告监管工作指南》解读（北京星来律师事务所）",
    url: "https://www.xinglailaw.com/zhishu_details/1944572107927810048.html",
  },
  "notice-2008": {
    title: "国家工商行政管理总局关于严禁以国家机关名义发布广告有关问题的通知（工商广字〔2008〕212号）",
    url: "http://kjcx.ac.cn/brand/show.php?itemid=17",
  },
  "guilin-edu": {
    title: "桂林市市场监督管理局：教育培训广告合规发布提醒",
    url: "https://news.guilinlife.com/article/5kuvea233f7f77e917f9.html",
  },
  "case-tongjing": {
    title: "上海同晶公司“史无前例，全球首款”案（虹口区市场监管局）",
    url: "https://www.jingyinlaw.com/zxzx/6853.html",
  },
  "case-linqu": {
    title: "临朐县“最”字绝对化用语广告案（2016）",
    url: "http://big5.china.com.cn/gate/big5/sd.china.com.cn/a/2016/jryw_0930/730809_2.html",
  },
  "case-guannan": {
    title: "自媒体“灌南百姓网”自称“第一”被罚",
    url: "https://qunfachuanzhen.com/new/256327907009101824",
  },
  "case-2025food": {
    title: "市场监管总局 2025 年违法广告典型案例（食品领域）",
    url: "http://www.wajinshe.net/news/show-219263.html",
  },
  "case-2024med": {
    title: "市场监管总局民生领域违法广告典型案例（2024）",
    url: "https://gzjcsjc.com/xinwenzixun/gongsidongtai/6032.html",
  },
  "case-2019": {
    title: "市场监管总局 2019 年第一批典型虚假违法广告案件",
    url: "http://cndsn.com.cn/redian/2019/0509/97871.html",
  },
  "case-2018": {
    title: "长春、四平等地违法广告案（2017–2018）",
    url: "http://m.handmsg.com/page/2018/0824/4100247.shtml",
  },
  "case-liaoning": {
    title: "辽宁省疫情防控期间违法广告典型案例",
    url: "http://bbs.beipiaozx.com/showtopic-13637.aspx",
  },
  "case-epidemic": {
    title: "疫情防控期间违法广告典型案例（“本元草方抗新冠病毒”等）",
    url: "http://bbs.dandongzx.com/archiver/showtopic-5414.aspx",
  },
  "case-fjsen": {
    title: "市场监管总局“神医神药”违法广告典型案例（2023）",
    url: "http://news.fjsen.com/2023-06/08/content_31334171.htm",
  },
  "case-harbin-cos": {
    title: "哈尔滨市场监管：识别化妆品虚假宣传案例",
    url: "https://ase-mz.com/www/zhixiao/content/2022-06/06/content_8828343.htm",
  },
  "case-cos2019": { title: "2018–2019 年化妆品违法广告案例", url: "https://yezhuhongblog.com/information/87.html" },
  "case-2019-4": {
    title: "市场监管总局 2019 年第四批虚假违法广告典型案件",
    url: "http://njtxzb.com/html/xinwenzhongxin/xingyedongtai/1523.html",
  },
  "case-jiangsu-edu": {
    title: "江苏公布一批教育培训违法广告典型案例（人民网 2025-03-29）",
    url: "http://js.people.com.cn/BIG5/n2/2025/0329/c360307-41179839.html",
  },
  "case-gd-edu": {
    title: "广东多家教育培训机构发布违法广告被罚（央视网 2021-11-02）",
    url: "https://xrxxw.com/article/view/770136.html",
  },
  "case-sh-edu": {
    title: "上海曝光违法校外培训广告典型案例（中国消费者报 2022）",
    url: "http://epaper.ssxww.com.cn/jj/2022/0215/75079.html",
  },
  "case-chenzhou": { title: "郴州市“最适合居住”等房地产违法广告案", url: "http://ifvfhuf.cn/html/04d8499911.html" },
  "case-chengdu": {
    title: "成都市工商局通报房地产违法广告案（2016）",
    url: "https://www.cdrx.net/cdrx/news/2016/2/25/48003_1.shtml",
  },
  "case-dalian": {
    title: "大连市市场监管局典型广告违法案例（2022）",
    url: "http://whqqly.com/credit/4/2022-11-11/6996753577092125547.html",
  },
  "case-hangzhou-re": {
    title: "杭州上城区：以到达参照物所需时间表示项目位置案",
    url: "https://hebcsjz.com/post/1338.html",
  },
  "case-linyi": {
    title: "临沂明宸置业发布虚假广告语案（中国质量新闻网）",
    url: "https://www.cqn.com.cn/ms/content/2021-11/04/content_8749316.htm",
  },
  "case-xuzhou": {
    title: "徐州鼎甲置业“风水”广告被罚",
    url: "https://yuexiangxz.com/forum.php?goto=nextnewset&mod=redirect&tid=8723",
  },
  "case-haikou": { title: "海南金外滩置业“高回报返租”房地产广告案", url: "https://mxsd.net/amp/society/2748098.html" },
  "case-kaifeng": {
    title: "开封市普通食品保健食品虚假违法典型案例（2022）",
    url: "https://shijieshipin.com/news/show-160001.html",
  },
  "case-hanzhong": {
    title: "汉中市 2021 年第一批虚假违法广告典型案件",
    url: "http://cnfood.com/news/show-359553.html",
  },
  "case-samr2025": {
    title: "市场监管总局十起违法广告典型案例（普通食品伪装“神药”）",
    url: "http://m.digipub.cc/dy/article/KL9HUDID0514CSP4.html",
  },
  "case-yiwu": { title: "义乌、台州普通食品违法广告案（2025）", url: "http://www.cctv1204.com/news/show-240422.html" },
  "case-taizhou": {
    title: "台州健贝食品“通过FDA认证”案（2025）",
    url: "http://www.cctv1204.com/news/show-240422.html",
  },
  "case-gd2019": { title: "广东省 2019 年食品、保健食品违法广告典型案例", url: "http://studyofnet.com/545462261.html" },
  "case-dingxing": {
    title: "定兴县医院违法医疗广告案（2018 年第四批）",
    url: "https://www.ttnews.xyz/a/5c57f084dc9b5e7d6f384e2d",
  },
  "case-yuebo": { title: "广州粤波医院“口臭三天缓解”广告案", url: "http://cn.tianlu58.com/news/wfmy71259.html" },
  "case-shanghai-hosp": { title: "上海三家医院虚构广告内容（每日经济新闻，转载页无地址）" },
  "case-pediatric": {
    title: "儿科医疗广告中的医疗术语使用法律规范（案例）",
    url: "https://www.renrendoc.com/paper/503623010.html",
  },
  "case-304": {
    title: "国家工商总局第 3 季度媒体广告监测：12 个严重违法广告",
    url: "http://www.yljflssy.com/art/view.asp?id=902701019752",
  },
  "case-heping": { title: "和平县工商局：和平现代医院虚假宣传被罚（转载页无地址）" },
  "case-bohu": {
    title: "“伯虎夫妇”古皂宣传与《化妆品监督管理条例》",
    url: "https://ky-vip3.com/kaiyuntiyunews/17245.html",
  },
  "weather-yc": { title: "今日天气：白天宜城雨水“暂歇”" },
  "weather-nb1": {
    title: "宁波日报·市区天气（2019-10-16）",
    url: "http://daily.cnnb.com.cn/xdjb/html/2019-10/16/content_1190739.htm",
  },
  "weather-nb2": {
    title: "东南商报·天气（2016-04-26）",
    url: "http://daily.cnnb.com.cn/dnsb/html/2016-04/26/content_954191.htm",
  },
  "weather-nb3": {
    title: "东南商报·天气（2016-02-26）",
    url: "http://daily.cnnb.com.cn/dnsb/html/2016-02/26/content_938549.htm",
  },
  "weather-bj": {
    title: "北京市气象台 21 日早晨天气预报",
    url: "https://feifmx.com/socialgd/10000169/20240921/47251236.html",
  },
  "weather-tj": {
    title: "天津本周末及下周天气（北方网 2006-04-08）",
    url: "http://news.enorth.com.cn/system/2006/04/08/001276212.shtml",
  },
  gdp: { title: "国家统计局：一季度国内生产总值同比增长 5.3%", url: "https://www.ce2293.com/magazine/detail/11177" },
  gdp2: {
    title: "央广网：一季度国内生产总值同比增长 5.4%",
    url: "https://zdbk.net/t/%E5%9B%BD%E5%86%85%E7%94%9F%E4%BA%A7%E6%80%BB%E5%80%BC.html",
  },
  "std-gps": {
    title: "GPS 测量设备最大允许误差判定规则（标准摘要）",
    url: "http://jycdxd.com/Standard/Trade/Machine/202212/5692264.shtml",
  },
  "std-gb6379": { title: "GB 6379-1986 测试方法的精密度（标准信息页）", url: "https://m.bzxz.net/bzxz/33953.html" },
  "std-massage": { title: "按摩器具安全标准（企业标准文件）", url: "https://renrendoc.com/p-30337221.html" },
  olive: { title: "特级初榨橄榄油酸度（妈妈网）", url: "https://www.mama.cn/z/art/25878" },
  olive2: {
    title: "橄榄油分类（国际橄榄油理事会标准列表）",
    url: "http://www.cgets.net/bbs/read-htm-tid-1996-fpage-20.html",
  },
  olive3: { title: "橄榄油品质的评定标准", url: "https://www.360docs.net/doc/7418715272.html" },
  olive4: { title: "初榨橄榄油等级说明", url: "http://m.hbzqbyyxgs.com/news/635036.html" },
  "manual-handwarmer": { title: "使用充电暖手宝要注意什么", url: "http://m.chnweiyu.com/bzawd/202509/587388.html" },
  "manual-battery": { title: "电池使用时有哪些注意事项", url: "http://jintan17.com/Article-44860.html" },
  "manual-appliance": { title: "使用家用电器应该注意什么", url: "http://www.chushijijq.com/jishu/659.html" },
  "drug-label1": {
    title: "小儿厌食口服液说明书（非处方药说明书范本 2007）",
    url: "http://ye8.net/yixuezhishi/lib/big5/shuomingshu/xiaoeryanshikoufuye_6416.html",
  },
  "drug-label2": { title: "小儿感冒类非处方药注意事项", url: "http://www.pharmnet.com.cn/otc/chinese/xiaoer/1116" },
  "drug-label3": { title: "中成药说明书注意事项", url: "http://www.mmhgsj.com/yao/drug/22227613/instructions.html" },
  "drug-label4": { title: "美敏伪麻口服液（非处方药）", url: "https://twwiki.net/wiki/n8kjvwe928e4x7r.html" },
  "drug-label5": { title: "小儿氨酚那敏颗粒说明书", url: "http://1010pic.com/xiti_id_927610" },
  "drug-label6": { title: "小儿止咳糖浆说明书", url: "https://ypk.familydoctor.com.cn/166465/instructions" },
  "case-xinhua2023-med": {
    title: "宣传治愈率有效率等违法广告被罚：市场监管总局曝光一批涉医药领域广告违法典型案例（新华社 2023-08-23）",
    url: "https://3news.cn/gupiao/2023/0825/1036459.html",
  },
  "case-sfda2010-drug": {
    title: "国家食药监局曝光“雪胆胃肠丸”等 9 种违法广告（新华网 2010-01-15）",
    url: "http://cn.chinagate.cn/health/2010-01/16/content_19250195.htm",
  },
  "case-cfda2015-3": {
    title: "国家食药监总局 2015 年第 3 期药品、医疗器械、保健食品违法广告情况（含批准的功能主治）",
    url: "http://scifans.net/read.php?fpage=6&tid=1415807",
  },
  "case-cfda2015-9": {
    title: "食药监总局通告 4 个药品和 4 个保健食品虚假广告（人民网 2015-09-04）",
    url: "http://news.chengdu.cn/2015/0904/1722719.shtml",
  },
  "case-saic-med10": {
    title: "国家工商总局违法医药广告公告：武警江西总队医院等 10 个广告（法制日报）",
    url: "http://bbs1.angui.org/forum.php?goto=nextoldset&mod=redirect&tid=119051",
  },
  "case-bj2024-med": {
    title: "北京市市场监管局公布 2 起医疗领域广告典型案例（中新网 2024-11-04）",
    url: "https://difang.gmw.cn/2024-11/04/content_37656254.htm",
  },
  "case-cfda2017-hf": {
    title: "违法广告盘点：保健食品虚假宣传广告（总局 2017 年底通告的 10 起）",
    url: "https://leb-china.com/portal/article/index/id/733/cid/12.html",
  },
  "case-xian2018": {
    title: "西工商双生字〔2018〕第13号行政处罚（“巴马若水”广告）",
    url: "https://www.gongsi.com.cn/detail/721c990a-46b9-3dca-907f-2c1e708b19db1/administrative-penalties-18466",
  },
  "case-xian2020": {
    title: "西市监工双罚字〔2020〕第22号行政处罚（染发产品电视广告）",
    url: "http://www.anious.com/detail/c4a4e14e-1943-38bf-a787-99fc503f40f71/administrative-penalties-268500",
  },
  "paper-fanglinfu": {
    title: "施立栋：绝对化广告用语的区分处罚（《法学》2019 年第 4 期，方林富炒货店案）",
    url: "http://jizihe.com/page/2019/0326/19543159.shtml",
  },
  "case-feicheng": {
    title: "肥城市市场监督管理局：肥城某口腔诊所发布违法医疗广告案（2024-04-30）",
    url: "http://arguswt.com/art/2024/4/30/art_245071_10355431.html",
  },
  "case-pengan": {
    title: "蓬安德仁医院因违法发布医疗广告被行政处罚（正观新闻）",
    url: "https://zhengguannews.cn/zghnews/323167.html",
  },
  "news-medad2025": {
    title: "市场监管总局医疗领域广告监管专题新闻发布会（2025-08-13 报道）",
    url: "http://www.gdmsci.cn/product/1uBRwbztLS3O.html",
  },
  "rule-hf2005": {
    title: "《保健食品广告审查暂行规定》（国家食品药品监督管理局 2005）第八条、第十一条",
    url: "http://www.kleyou.net/html/text/chl/586/58698_2.html",
  },
  "list-xuyi": {
    title: "药品、医疗器械、保健食品违法广告的常见内容（生活常识转载）",
    url: "https://www.xuyi.biz/forum.php?goto=lastpost&mod=redirect&tid=34318",
  },
  "news-re2016": {
    title: "《房地产广告发布规定》2 月 1 日施行：“距国贸仅30分钟”等不能再用（北京晨报转载）",
    url: "http://bbs.cjiyou.net/dv_rss.asp?boardid=23&id=342938&page=104",
  },
  "news-re2017": {
    title: "2月执行新规“买房送户口”属违规（新华网 2017-02-03 转载）",
    url: "http://dytfw.com/a/201702/747782876627205047.html",
  },
  "case-shaodong": {
    title: "邵东铭宸置业“投资无风险，年年稳涨租”广告被罚 3 万元（2022-07-12）",
    url: "https://finding.com.cn/html/houseproperty/2022/0712/83792.html",
  },
  "law-re-text": {
    title: "《房地产广告发布规定》条文要点（房地产经纪人考试辅导）",
    url: "http://changlipeixun.com/jianzhu/a/166636.html",
  },
  "news-bj-re-guide": {
    title: "北京市市场监管局《北京市房地产广告发布指引》报道（2024，通州日报等转载）",
    url: "http://xinwen.mobi/forum.php?goto=lastpost&mod=redirect&tid=214590",
  },
  "news-xinhua-firsts": {
    title: "新华社：数个“第一”！中国创新取得重大突破（2025-07-09）",
    url: "http://www.xmx13.com/1/detail/1392452889004081152/web/content_1392452889004081152.html",
  },
  "news-china-firsts": {
    title: "中国之最：首个国家级文化生态保护区等（资料汇编）",
    url: "https://www.do1do2.com/chinasmost/page/2?s=%E5%9B%BD%E5%AE%B6%E7%BA%A7",
  },
  "news-shoufa": {
    title: "以“首”促“新”（沈阳首发经济评论）",
    url: "https://m.rjwz.net/t/%e5%86%b0%e6%bf%80%e5%87%8c.html",
  },
  "rule-drug-label": {
    title: "《化学药品和治疗用生物制品说明书规范细则》要点（适应症、用法用量、不良反应）",
    url: "https://zyqjg.com/article-23755-2.html",
  },
  "drug-info-colitis": {
    title: "结肠炎丸说明书介绍（药品信息页，非广告）",
    url: "http://www.lf2000.com/drug_information/207288.html",
  },
  "news-snooker": { title: "体育播报：赵心童首夺斯诺克世锦赛冠军", url: "https://www.retax.com.cn/news/69817.html" },
  "case-saic2012-med": {
    title: "国家工商总局违法医药广告公告：武警江西总队医院医疗广告等 10 个广告被曝光（法制日报 2012-09-25）",
    url: "http://bbs1.angui.org/forum.php?goto=nextoldset&mod=redirect&tid=119051",
  },
  "news-sfda2011-warn": {
    title: "国家食品药品监管局曝光四种医疗器械违法广告（含消费提醒，2011）",
    url: "http://211.161.2.173/news.php?id=5451",
  },
  "case-hlj2014": { title: "黑龙江工商局 2014 年第 2 期虚假违法广告公告（元中牌腺通贴药品广告）" },
  "case-jinan-9kinds": {
    title: "济南市食品药品监管局消费警示：九类药品广告勿轻信",
    url: "https://www.520zcw.cn/article/vyfzpm",
  },
  "tip-drugad-identify": {
    title: "如何识别药品虚假广告（消费提示）",
    url: "https://mip.shouchaobaoquan.com/item/sNDU1YTk5NTBmZGUzZmZhMTY3Mjc3ODYxh.html",
  },
  "case-saic2013-jan": {
    title: "国家工商总局公布 2012 年 11 月监测发现的严重违法医药广告（中国日报网 2013-01-07）",
    url: "http://global.chinadaily.com.cn/dfpd/jingji/2013-01/07/content_16090229.htm",
  },
  "case-saic2013-aug": {
    title: "国家工商总局公告十个严重违法医药广告（2013-08）",
    url: "http://ipraction.cn/guoji/2013082722348.html",
  },
  "case-gd-jingdian": {
    title: "广东省食品药品监督管理局：严重违法广告案例分析——静电理疗器",
    url: "http://sdcyfl.com/zdlyxxgk/spypaqxxgk/aqxf/xfzs/content/post_333936.html",
  },
  "case-gaolaotai": {
    title: "高老太降糖贴虚假宣传（央视 3·15 曝光的医疗器械案例）",
    url: "https://www.chaxiaohao.com/read-1752167689l6479529.html",
  },
  "tip-samr-food": {
    title: "市场监管总局、中国消费者协会消费提示：普通食品不能宣称保健功能",
    url: "http://www.gdmsci.cn/product/Xph4ev3SIksq.html",
  },
  "rule-hf-review": {
    title: "《保健食品广告审查暂行规定》（原国家食品药品监督管理局）",
    url: "http://www.kleyou.net/html/text/chl/586/58698_2.html",
  },
  "label-otc-xiatianwu": {
    title: "夏天无片等 54 种非处方药说明书范本（药品标签文字，非广告）",
    url: "http://www.fsou.net.cn/html/text/chl/1462/146273_1.html",
  },
  "news-cangzhou-eye": {
    title: "沧州晚报：沧州市眼科医院“光明小分队”援藏白内障手术（2023-11-27）",
    url: "http://czwb.bohaitoday.com/pc/content/202311/27/content_110252.html",
  },
  "news-tibet-yizhen": {
    title: "新华网：“心连心”医疗团队义诊到高原（2024-07-25）",
    url: "https://tibet3.com/news/zangqu/xz/2024-07/25/content_500088721.html",
  },
  "news-hetian-yizhen": {
    title: "和田地区融媒：新疆医科大学附属中医院在和田义诊（2023-08）",
    url: "https://htrb.xjmty.com/html/2023-08/03/content_110_76026.htm",
  },
  "news-xinyou": {
    title: "新华网：西藏先心病小患者在南京接受免费手术治疗（2022-05-20）",
    url: "http://shenduxp.com/2022-05/20/content_31039106_4.htm",
  },
  "news-hengyang-yizhen": {
    title: "衡阳：在沪湘医专家大型义诊（新闻报道）",
    url: "http://m.qxnpt.cn/show.aspx?id=19909&typeid=6",
  },
  "news-qiaolian-eye": {
    title: "中国侨联“健康光明联合行动”医疗队抵兰州（2011-06-14）",
    url: "https://gsqlw.org/www/article/67vPNVZwQGjYaKxJ/V6NgBWDdEyWMLlD7.html",
  },
  "law-caseguide": {
    title: "黄亚英：构建中国案例指导制度的若干问题初探",
    url: "http://law.newdu.com/c/20231218/6121.html",
  },
  "book-caseguide": {
    title: "《最高人民法院指导性案例》（第 1 批至第 46 批）出版说明",
    url: "http://www.courtbook.com.cn:80/xpyg/34216.jhtml",
  },
  "paper-caseguide": {
    title: "我国案例指导制度的发展与完善（2021）",
    url: "https://m.fx361.cc/news/2021/1130/12091383.html",
  },
  "qa-metro": { title: "交通百科：地铁首末班车问答（标题）", url: "https://jtbaike.com/tags-167358-0.html" },
  "doc-tld": { title: "什么是顶级域名（科普）", url: "http://y447.cn/zx/21003.html" },
  "doc-tld2": { title: "顶级域名分为哪些（科普）", url: "http://m.das-eng.com/zx/22499.html" },
  "doc-cn-domain": {
    title: "CN 域名命名规则（注册服务商帮助文档）",
    url: "http://www.honglang-dl.com/doc/show.php?DocID=264",
  },
  "fin-hexun-risk": {
    title: "和讯银行：理财产品风险提示的重要性（2025-01-08）",
    url: "http://bank.hexun.com/2025-01-08/216676723.html",
  },
  "fin-hexun-types": {
    title: "和讯银行：理财产品销售的风险提示要点（2025-03-05）",
    url: "http://bank.hexun.com/2025-03-05/217708453.html",
  },
  "fin-hkyyi": {
    title: "证券代销理财产品可靠吗：如何辨别风险与收益",
    url: "https://www.hkyyi.com/html/zheng-quan-dai-xiao-li-cai-chan-pin-ke-kao-ma-ru-he-bian-bie-feng-xian-yu-shou-yi-bi-mian-cai-keng-z.html",
  },
  "fin-fjnx": {
    title: "厦门农商银行：5·15 全国投资者保护宣传日——警惕这些“套路”（2025）",
    url: "http://m.fjnx.com.cn/xmnsh/jrxfzqybh/jrzsxc/2025091215274165062/index.html",
  },
  "fin-vilicai": {
    title: "必须了解的金融安全常识：给理财产品消费者的知情提示",
    url: "http://www.vilicai.com/archives/299",
  },
  "fin-grieving": {
    title: "银行理财产品销售中的警示标志（夸大收益、口头保证收益）",
    url: "http://www.grievingroom.com/2025-05-31/219348587.html",
  },
  // Round 4 (checked 2026-11-29): fresh outside material added before any rule change of that round.
  "110ask-youzhi": {
    title: "优质是广告违禁词吗（法律问答，含极限词清单）",
    url: "https://m.110ask.com/zhishi/15437795317082462338.html",
    checked: "2026-11-29",
  },
  "163-2024-tegong": {
    title: "“特供酒”到底是什么酒（湖南市场监管案例）",
    url: "https://www.163.com/dy/article/JFS162T20525KHJ9.html",
    checked: "2026-11-29",
  },
  "163-2025-zui": {
    title: "广告法“最”字与国家级用语的困境（评论）",
    url: "https://www.163.com/dy/article/K9DLVD8O0556F2HZ.html",
    checked: "2026-11-29",
  },
  "9ly-shuixi": {
    title: "水洗唛是什么面料（科普）",
    url: "https://9ly.com.cn/zhzs/202504/422414.html",
    checked: "2026-11-29",
  },
  "abcnm-2025-medads": {
    title: "为何医疗广告需戴上“法律紧箍咒”（医疗广告管理办法解读）",
    url: "https://www.abcnm.com/zz/202504/1416.html",
    checked: "2026-11-29",
  },
  "amr-2025-jianfei": {
    title: "市市场监管局发布减肥类产品消费提醒（2025）",
    url: "http://b8oad.xn6.net/html/30d9299877.html",
    checked: "2026-11-29",
  },
  "benxi-2023-cases": {
    title: "本溪市市场监管局公布三起虚假违法广告典型案例",
    url: "http://yp-sz.com/portal.php?aid=110143&mod=view",
    checked: "2026-11-29",
  },
  "bj-2009-guoqi": {
    title: "北京禁止使用国旗国徽及国歌做广告（京华时报 2009）",
    url: "http://www.a571.com/news/Html/ad1/7259.html",
    checked: "2026-11-29",
  },
  "bj-2017-bjp": {
    title: "北京市工商局曝光5起保健品违法广告案例（2017）",
    url: "https://wap.tech-food.com/news/detail/n1322101.htm",
    checked: "2026-11-29",
  },
  "bj-2022-yaozhuang": {
    title: "北京市场监管局提醒：所谓“医美面膜”实为医用敷料（2022）",
    url: "http://976977.cn/article/detail/529135852937285632",
    checked: "2026-11-29",
  },
  "bj-2025-ai-ad": {
    title: "北京查处首例AI冒用主持人形象虚假广告案（2025）",
    url: "https://cn.technode.com/post/2025-10-16/beijing-investigates-first-case-of-ai-generated-false-advertising/",
    checked: "2026-11-29",
  },
  "bjyouth-2018-fangai": {
    title: "海外“防癌之旅”不靠谱（北京青年报 2018）",
    url: "http://www.jzqfr.cn/articles/2018-07-08/1232820.html",
    checked: "2026-11-29",
  },
  "bohe-tnb-yaowu": {
    title: "糖尿病是否需要终生服药（薄荷健康科普）",
    url: "https://www.bohe.cn/ask/view/104594026.html",
    checked: "2026-11-29",
  },
  "bohe-tnb-zhiyu": {
    title: "糖尿病即将被彻底治愈的说法并不准确（科普）",
    url: "https://m.bohe.cn/article/mip/rdhpvffmekymhly.html",
    checked: "2026-11-29",
  },
  "boteman-medads": {
    title: "医疗广告宣传的合规红线与避坑指南（文档）",
    url: "http://www.boteman.cn/paper/503257355.html",
    checked: "2026-11-29",
  },
  "cctv-2023-junjiu": {
    title: "“军中茅台”“部队特供”？查！（央视军事 2023-06-19）",
    url: "https://focus.scol.com.cn/zgsz/202306/58916281.html",
    checked: "2026-11-29",
  },
  "cctv315-2025-shenyi": {
    title: "2025 年 315 曝光“神医疗法”（综述）",
    url: "https://www.198689.com/damingxing/726863.html",
    checked: "2026-11-29",
  },
  "cd-2019-cases": {
    title: "乌木能驱邪、菜品能抗癌？成都查处一批违法广告（成都日报 2019）",
    url: "https://m.yybnet.net/chengdu/jintang/201910/9757318.html",
    checked: "2026-11-29",
  },
  "cd-2022-gongkao": {
    title: "“国考和省考一次上岸”？培训机构虚假宣传被罚（华西都市报 2022）",
    url: "http://www.mkcnfr.com/c/2022-02-25/3056948.shtml",
    checked: "2026-11-29",
  },
  "cfda-2015-ads": {
    title: "食药监总局通告5个违法产品广告（2015）",
    url: "http://www.handmsg.com/page/2015/0722/1031560.shtml",
    checked: "2026-11-29",
  },
  "cfda-2015-pangdaifu": {
    title: "食药监总局曝光“胖大夫一日瘦身汤”虚假宣传（2015）",
    url: "http://finance.china.com.cn/news/20150609/3167923.shtml",
    checked: "2026-11-29",
  },
  "cfda-2016-ads": {
    title: "舒筋活络丸等9款药品保健品虚假宣传（2016）",
    url: "http://medbulls.com/article/565?type=news_center",
    checked: "2026-11-29",
  },
  "cfsn-2024-guoqi": {
    title: "南充市顺庆区市场监管局打击违法使用国旗行为（中国食品安全网 2024）",
    url: "https://www.cfsn.cn/news/detail/535/256283.html",
    checked: "2026-11-29",
  },
  "cmgw-2010-mingren": {
    title: "陈宝国等名人被曝参与违法广告（2010）",
    url: "http://www.zhxpm.cn/html/2010/caijing_0210/22731.shtml",
    checked: "2026-11-29",
  },
  "cnfin-2021-suzhou": {
    title: "天房发展子公司因使用含有迷信内容的广告遭处罚（中国网财经 2021）",
    url: "https://3news.cn/yaowen/2021/1222/611178.html",
    checked: "2026-11-29",
  },
  "cntvsp-2022-bjp": {
    title: "保健食品消费提示（2022）",
    url: "http://m.cntvsp.cn/xinwen/2022/0314/47790.html",
    checked: "2026-11-29",
  },
  "cpqr-2025-tianmushan": {
    title: "杭州天目山医院发布虚假及未经审查医疗广告被罚（2025）",
    url: "http://www.cpqr.net/zfal/ggzf/13487.html",
    checked: "2026-11-29",
  },
  "cqcmst-caipu": {
    title: "炒菜火候与步骤（菜谱）",
    url: "https://www.cqcmst.com/meishi-zixun/220178.html",
    checked: "2026-11-29",
  },
  "cqcmst-caipu2": {
    title: "烧菜的基本步骤与火候（菜谱）",
    url: "https://www.cqcmst.com/meishi-baike/324449.html",
    checked: "2026-11-29",
  },
  "cqt-2020-baoben": {
    title: "央行、银保监会：“保本高收益”就是金融诈骗（证券日报 2020）",
    url: "http://cqtresearch.com/news/guoji/2020/0924/71234.html",
    checked: "2026-11-29",
  },
  "d22-baozhiqi": {
    title: "食品保质期的计算与定义",
    url: "http://www.d22beijing.com/eamyzbfzze.html",
    checked: "2026-11-29",
  },
  "dg-2018-jiage": {
    title: "东莞网络零售专项检查：价格违法行为（2018）",
    url: "http://www.xfznh.net/assets/css/cssjs/files/yunfu_art_102485.html",
    checked: "2026-11-29",
  },
  "drbdp-kongkai": {
    title: "配电箱内的空气开关（科普）",
    url: "https://drbdp.com/4-7917095.html",
    checked: "2026-11-29",
  },
  "dt-2022-kangyou": {
    title: "“抗幽”忽悠（大同晚报 2022-06-21）",
    url: "http://epaper.dtnews.cn/dtwb/html/2022-06/21/content_53_161459.htm",
    checked: "2026-11-29",
  },
  "dushan-caipu": {
    title: "番茄萝卜丝汤做法（菜谱）",
    url: "http://dushan.net.cn/caipu/windows.asp?id=10165",
    checked: "2026-11-29",
  },
  "e23-2024-qingqi": {
    title: "凡是标榜“包治百病”就要警惕“谋财害命”（济南时报 2024）",
    url: "http://news.e23.cn/jnnews/2024-08-27/2024082700045.html",
    checked: "2026-11-29",
  },
  "ebike-gb-2018": {
    title: "新国标电动自行车的标准（GB 17761-2018 要点）",
    url: "http://86zyqen.icu/821237066.html",
    checked: "2026-11-29",
  },
  "familydoctor-bjsp": {
    title: "保健食品是什么（家庭医生问答）",
    url: "https://m.familydoctor.com.cn/ask/q/5500159.html",
    checked: "2026-11-29",
  },
  "fh21-tnb": {
    title: "糖尿病能否不吃药自愈（飞华健康科普）",
    url: "https://www.fh21.com/news/xd7exl0p5n.html",
    checked: "2026-11-29",
  },
  "fudaoke-baozhiqi": {
    title: "食品保质期与保存条件（科普）",
    url: "https://www.fudaoke.com/exam/3206652.html",
    checked: "2026-11-29",
  },
  "fund-jinying-2012": {
    title: "金鹰持久回报分级债券型证券投资基金招募说明书",
    url: "https://www.wanglu.net/thread/t12-307153-0.html",
    checked: "2026-11-29",
  },
  "fund-lawinsider": {
    title: "基金招募说明书风险条款（lawinsider 收录）",
    url: "https://lawinsider.com/zh/clause/基金管理人依照恪尽职守诚实信用谨慎勤勉的原则管理和运用基金财产但不保证基金一定盈利也不保证最低收益/_6",
    checked: "2026-11-29",
  },
  "fund-tianhong-2024": {
    title: "天弘现金管家货币市场基金招募说明书（更新，2024-01-16）",
    url: "http://guba.eastmoney.com/news,of000832,1391337728.html",
    checked: "2026-11-29",
  },
  "fund-zhongjin-2020": {
    title: "中金衡益增强债券型证券投资基金更新招募说明书（2020）",
    url: "https://q.fund.sohu.com/q/read.php?code=007698&id=2065050",
    checked: "2026-11-29",
  },
  "fxbk-jinyongci": {
    title: "禁用词解读（含“绝对不起球”“领袖品牌”等示例）",
    url: "https://m.fxbk.net/changshi/xyr8xElrD6.html",
    checked: "2026-11-29",
  },
  "gd-2022-yimei-mianmo": {
    title: "“医美面膜”不存在 购买这类面膜需谨慎（广州日报 2022）",
    url: "http://www.9k8cc.com/cn/Instant/municipal/202204/t20220413_7182828.html",
    checked: "2026-11-29",
  },
  "gilt-tnb": {
    title: "糖尿病需长期药物治疗（科普）",
    url: "http://www.gilt360.cn/viony6lwv.html",
    checked: "2026-11-29",
  },
  "gmw-2022-changliao": {
    title: "往身体里灌咖啡“减肥”？对伪科学必须零容忍（光明网 2022）",
    url: "http://m.njpanjin.com/cn/Instant/culture/202201/t20220104_7124890.html",
    checked: "2026-11-29",
  },
  "gzjll-baoxiansi": {
    title: "保险丝能承受多少功率（科普）",
    url: "https://m.gzjll.com/3/5499123.html",
    checked: "2026-11-29",
  },
  "gzjll-baozhiqi": {
    title: "120天保质期是多久（科普）",
    url: "https://m.gzjll.com/3/5915334.html",
    checked: "2026-11-29",
  },
  "gzshszh-2025-licai": {
    title: "银行的理财产品宣传材料制作规范",
    url: "http://www.gzshszh.com/2025-04-01/218269114.html",
    checked: "2026-11-29",
  },
  "hand93-2017-zui": {
    title: "广告语中“最”字是否都违法（2017）",
    url: "http://www.hand93.com/html/mingjia/redian/20170916/105194.html",
    checked: "2026-11-29",
  },
  "hd-2021-edu": {
    title: "北京海淀公布违法广告典型案例（第一期，2021）",
    url: "http://www.xjdql.cn/ms/content/2021-04/12/content_8682080.htm",
    checked: "2026-11-29",
  },
  "heritage-2024": {
    title: "我国世界遗产总数达到59项（2024）",
    url: "http://www.handmsg.com/page/2024/0912/25088746.shtml",
    checked: "2026-11-29",
  },
  "hexun-2025-riskbook": {
    title: "银行理财产品说明书中的风险提示（和讯 2025-04-06）",
    url: "http://bank.hexun.com/2025-04-06/218344176.html",
    checked: "2026-11-29",
  },
  "hexun-2025-riskbook2": {
    title: "理财产品说明书中的风险提示（和讯 2025-06-21）",
    url: "http://bank.hexun.com/2025-06-21/219736935.html",
    checked: "2026-11-29",
  },
  "hn-2024-qiba": {
    title: "海口一企业因违规宣扬化妆品具有“祛疤”成效被罚",
    url: "http://www.hxtjy888.com/product/417.html",
    checked: "2026-11-29",
  },
  "hrb-2022-cosmetics": {
    title: "以案说法：识别虚假宣传 保障公众用妆安全（哈尔滨市场监管 2022）",
    url: "https://ase-mz.com/www/zhixiao/content/2022-06/06/content_8828343.htm",
    checked: "2026-11-29",
  },
  "hunan-2024-jiuye": {
    title: "湖南省酒业协会发出严禁生产销售“特供酒”倡议书（2024）",
    url: "http://zijzx.org.cn/show-154939.html",
    checked: "2026-11-29",
  },
  "hxnews-2013-zhengzhi": {
    title: "八部门开展整治虚假违法医药广告专项行动（2013）",
    url: "http://dzb.hxnews.com/2013-04/25/content_103625.htm",
    checked: "2026-11-29",
  },
  "is96-2025-cases": {
    title: "35个真实违法广告案例（2025）",
    url: "https://www.is96.com/e/764981.html",
    checked: "2026-11-29",
  },
  "jd-yigan": {
    title: "揭开560元根治乙肝的骗局（京东健康科普）",
    url: "https://cont.jd.com/content/DP-story/1517108",
    checked: "2026-11-29",
  },
  "jm-2023-fdc": {
    title: "即墨区市场监管局曝光4起房地产违法广告典型案例（2023）",
    url: "http://qdxin.cn/xin/2023/296985.html",
    checked: "2026-11-29",
  },
  "js-2025-adcases": {
    title: "江苏公布一批广告违法典型案例（2025）",
    url: "https://www.163.com/dy/article/KIP4DMQ20535AVX0.html",
    checked: "2026-11-29",
  },
  "kaiyun-2025-guzao": {
    title: "律师谈“伯虎夫妇”古皂夸大功效（2025）",
    url: "https://ky-vip3.com/kaiyuntiyunews/17245.html",
    checked: "2026-11-29",
  },
  "label-hkzww-koufuye": {
    title: "小儿口服溶液说明书（非处方药）",
    url: "https://xh.hkzww.com/cs/zcy/qr/56552.html",
    checked: "2026-11-29",
  },
  "label-hnysfww-xiaoer": {
    title: "小儿止泻片说明书（甲类非处方药）",
    url: "https://hnysfww.com/goods.php?id=11913",
    checked: "2026-11-29",
  },
  "label-nmpa-2024-otc": {
    title: "阿胶当归胶囊和芪参补气胶囊转换为非处方药（国家药监局 2024）",
    url: "https://315jiage.cn/mn525678p2.aspx",
    checked: "2026-11-29",
  },
  "label-souyao-otc": {
    title: "小柴胡颗粒等3种处方药转为OTC（说明书范本）",
    url: "https://school.souyao.cn/redianzixun/9337.html",
    checked: "2026-11-29",
  },
  "label-yama-kechuan": {
    title: "石椒草咳喘颗粒说明书",
    url: "https://yamab2b.com/how/412997.html",
    checked: "2026-11-29",
  },
  "law-art16": {
    title: "《中华人民共和国广告法》第十六、十七条全文",
    url: "https://m.gz.bendibao.com/life/197369.html",
    checked: "2026-11-29",
  },
  "law-re-rules-1996": {
    title: "《房地产广告发布暂行规定》（修订稿）全文",
    url: "http://m.szjc666.com.cn/news/10001534.html",
    checked: "2026-11-29",
  },
  "ld-2024-junming": {
    title: "娄星区一公司涉嫌使用军队名义宣传产品被查处（2024）",
    url: "http://chinajiceng.com.cn/cs/2024-05-14/245316.html",
    checked: "2026-11-29",
  },
  "legaldaily-2025-jianfei": {
    title: "七百亿元减肥产业的监管困局与破题之道（法治日报 2025-04-15）",
    url: "http://epaper.legaldaily.com.cn/fzrb/content/20250415/Articel04004GN.htm",
    checked: "2026-11-29",
  },
  "lwstw-fin-risk": {
    title: "如何看理财产品说明书的风险揭示书",
    url: "http://lwstw.com/simujijin/1yjstw637c.html",
    checked: "2026-11-29",
  },
  "lwstw-fund-rules": {
    title: "《证券投资基金销售管理办法》第四十五条（基金宣传推介材料）",
    url: "http://lwstw.com/simujijin/chvcyib9t1.html",
    checked: "2026-11-29",
  },
  "madama-cotton": {
    title: "纯棉是100%棉吗（纺织品标识科普）",
    url: "https://help.madama.cn/show/news-139.html",
    checked: "2026-11-29",
  },
  "madama-cotton-page": {
    title: "Madama 纯棉系列介绍页（产品页文案）",
    url: "https://rss.madama.cn/rsscm/1664.html",
    checked: "2026-11-29",
  },
  "manual-bp-empfolio": {
    title: "家庭常用医疗器械：血压计",
    url: "http://empfolio.com/yiyao/yaoshi/xiyaos/xyjn/2607341.html",
    checked: "2026-11-29",
  },
  "manual-bp-kiwyzy": {
    title: "电子血压计使用注意事项",
    url: "http://kiwyzy.cn/news/i790642.html",
    checked: "2026-11-29",
  },
  "mct-2020-5a": {
    title: "国家5A级旅游景区再添21家拟定名单（文化和旅游部 2020）",
    url: "http://www.tomremodeling.com/show/16313.html",
    checked: "2026-11-29",
  },
  "mct-2023-wenhua": {
    title: "文旅部：国家级文化生态保护区名单正式公布（2023）",
    url: "http://o62nequ.cn/Home/2023/0131/114471.html",
    checked: "2026-11-29",
  },
  "miaoshou-tnb": {
    title: "糖尿病一般不可以根治（妙手医生科普）",
    url: "https://miaoshou.net/article/wVZrpnl4DEDnGO4z_1b88ee82791d9997.html",
    checked: "2026-11-29",
  },
  "mxgxt-mingren": { title: "明星代言争议产品盘点", url: "https://mxgxt.com/news/view/126445", checked: "2026-11-29" },
  "my369518-chaocai": {
    title: "第一次学做炒菜（随笔）",
    url: "http://www.my369518.cn/thread/2438.html",
    checked: "2026-11-29",
  },
  "nb-2026-yimei": {
    title: "医美消费如何“避坑”？宁波市监部门开展知识普及（2026-03-05）",
    url: "http://news.cnnb.com.cn/system/2026/03/05/030750731.shtml",
    checked: "2026-11-29",
  },
  "news-iphone17": {
    title: "苹果秋季发布会：iPhone 17 系列（2025-09）",
    url: "https://m.itbear.com.cn/html/2025-09/957702.html",
    checked: "2026-11-29",
  },
  "news-kirin980": {
    title: "华为Mate 20 将搭载麒麟980（新浪科技 2018-09-13）",
    url: "https://tech.sina.com.cn/mobile/2018-09-13/doc-ihiycyfy0477869.shtml",
    checked: "2026-11-29",
  },
  "news-xiaomi15": {
    title: "小米15系列发布（2024-10）",
    url: "https://bigdigital-cn.com/digital/43659.html",
    checked: "2026-11-29",
  },
  "nmg-2005-guoqi": {
    title: "呼市一旅行社利用国旗做广告被查处（内蒙古晨报 2005）",
    url: "http://news.sina.com.cn/s/2005-09-19/16047808538.shtml",
    checked: "2026-11-29",
  },
  "nmpa-2017-huazhuangpin": {
    title: "化妆品与外用药品有何区别（国家药监局 2017）",
    url: "http://www.yqxsz.com/huaxuejia/news/html/news_1837.html",
    checked: "2026-11-29",
  },
  "nmpa-2024-doppler": {
    title: "超声多普勒胎儿心率仪注册审查指导原则（征求意见稿 2024）",
    url: "http://anytesting.com/news/1950355.html",
    checked: "2026-11-29",
  },
  "plalog-2022-junzi": {
    title: "中央军委后勤保障部等六部门：禁止销售“军”字号烟酒等商品（2022）",
    url: "https://www.163.com/dy/article/HBTD4TAP0534A4SC.html",
    checked: "2026-11-29",
  },
  "pz1902-baoxiansi": {
    title: "保险丝在哪打（科普）",
    url: "http://m.pz1902.com/bzwd/202506/226214.html",
    checked: "2026-11-29",
  },
  "qd-2018-xiaodu": {
    title: "消费提示：消毒产品不是药品 不得宣称能治病（信网 2018）",
    url: "http://www.404faka.com/xin/2018/149290.html",
    checked: "2026-11-29",
  },
  "qd-2022-bjp": {
    title: "如何辨别保健品是否虚假宣传（青岛市场监管 2022）",
    url: "http://www.szdchkj.cn/gaoduanfangtan/detail/26295.html",
    checked: "2026-11-29",
  },
  "qlwb-2023-zihao": {
    title: "如何区分化妆品上的字号（齐鲁晚报 2023）",
    url: "http://m.862593.com/msg.php?MsgId=14613",
    checked: "2026-11-29",
  },
  "rjut-finads": {
    title: "金融违规广告案例分析",
    url: "https://www.rjut.cn/mark/jie-mi-jin-rong-wei-gui-guang-gao-an-li-fen-xi-jiao-ni-shi-bie-xian-jing-yu-feng-xian.html",
    checked: "2026-11-29",
  },
  "saic-1997-jipin": {
    title: "关于“极品”两字在广告语中是否属于“最高级”“最佳”等用语问题的答复（工商广字〔1997〕207号）",
    url: "https://xj.zkzxpx.net/xj/zcfg/qtfg/101626999973996.html",
    checked: "2026-11-29",
  },
  "saic-2008-218": {
    title: "关于禁止在广告中使用“免检”内容的通知（工商广字〔2008〕218号）",
    url: "http://qixinvw.com/flwk/list2.asp?id=978",
    checked: "2026-11-29",
  },
  "saic-2014-shouzhentang": {
    title: "“泄油瘦身汤”广告涉嫌违法被查（2014）",
    url: "http://chcn.co.kr/view.php?id=frclass3&no=8013&p=93",
    checked: "2026-11-29",
  },
  "saic-2017-cases": {
    title: "2017 年虚假违法广告典型案例（工商总局）",
    url: "http://hbzqbyyxgs.com/news/505113.html",
    checked: "2026-11-29",
  },
  "saic-2018-cases": {
    title: "2018 年第三批虚假违法广告典型案例（工商总局）",
    url: "http://hbzqbyyxgs.com/news/519415.html",
    checked: "2026-11-29",
  },
  "saic-2020-covidads": {
    title: "市场监管总局公布涉疫情虚假违法广告典型案例（2020）",
    url: "http://hbzqbyyxgs.com/news/573832.html",
    checked: "2026-11-29",
  },
  "samr-2019-cases": {
    title: "市场监管总局公布2019年第四批虚假违法广告典型案件",
    url: "http://njtxzb.com/html/xinwenzhongxin/xingyedongtai/1523.html",
    checked: "2026-11-29",
  },
  "samr-2021-xiaofei": {
    title: "“双十一”市场监管总局7类产品消费提示（中国经济网 2021）",
    url: "http://carmay.cn/guonei/2021/1111/41369.html",
    checked: "2026-11-29",
  },
  "samr-2022-xiaofei": {
    title: "市场监管总局发布8类产品消费提示（北京日报 2022-03-16）",
    url: "http://www.123027.cn/shehui/20220316/1001122859.html",
    checked: "2026-11-29",
  },
  "samr-2023-daoxiang": {
    title: "国家市场监管总局集中曝光一批涉导向违法广告典型案例（中新网 2023-02-03）",
    url: "http://cong.ywf-taiyuan.com/Y_860853.html",
    checked: "2026-11-29",
  },
  "samr-2023-ertong": {
    title: "市场监管总局发布5种儿童用品消费提示（央视新闻 2023-05-31）",
    url: "http://sfz7a.impactiveimprints.com/html/94f699899.html",
    checked: "2026-11-29",
  },
  "samr-2024-teggongjiu": {
    title: "市场监管总局发布公告严禁制售“特供酒”（新华网 2024-09-20）",
    url: "http://www.446dt.com/jsxw/2024/273483.html",
    checked: "2026-11-29",
  },
  "samr-cca-2023-food": {
    title: "市场监管总局、中国消费者协会：普通食品不能宣称保健功能（消费提示）",
    url: "http://www.gdmsci.cn/post/UR9TftHvk762.html",
    checked: "2026-11-29",
  },
  "sboyo-baoxian": {
    title: "熔断器断路是什么意思（科普）",
    url: "https://m.sboyo.com/1/607273.html",
    checked: "2026-11-29",
  },
  "sd-2019-anmoqi": {
    title: "邵阳邵东县查获一起保健按摩器夸大宣传案",
    url: "http://56jk.cc/post/61039.html",
    checked: "2026-11-29",
  },
  "sd-2022-fdc": {
    title: "“投资无风险，年年稳涨租”？邵东一房企被罚（2022）",
    url: "https://finding.com.cn/html/houseproperty/2022/0712/83792.html",
    checked: "2026-11-29",
  },
  "sfda-2007-device": {
    title: "药监局2006年第4期违法医疗器械广告典型案例（中新网 2007-02-02）",
    url: "http://news.sohu.com/20070202/n248012483.shtml",
    checked: "2026-11-29",
  },
  "sfda-2010-bjsp14": {
    title: "国家食品药品监督管理局保健食品消费警示公告（2010年第14号）",
    url: "http://www.zbchuanghe.com/2010/03/wap_158257.html",
    checked: "2026-11-29",
  },
  "sh-2020-covidads": {
    title: "上海公布8起疫情相关虚假广告案件（中国质量报 2020-06-09）",
    url: "http://epaper.cqn.com.cn/article/489552.html",
    checked: "2026-11-29",
  },
  "sh-2021-xishiduo": {
    title: "喜士多加盟招商广告被罚（上海市场监管 2021）",
    url: "https://www.xpykjsws.com/xiangganggongsinianshen/913804.html",
    checked: "2026-11-29",
  },
  "sh-2022-panyueming": {
    title: "潘粤明代言违法保健品广告被罚（上海市场监管 2022）",
    url: "https://doukela.com/toutiao/192199.html",
    checked: "2026-11-29",
  },
  "sport-firsts-bilezu": {
    title: "盘点中国体育史上的那些第一次",
    url: "https://www.bilezu.com/html/412888284.html",
    checked: "2026-11-29",
  },
  "sport-hk-swim": { title: "何诗蓓打破世界纪录", url: "http://www.875592.com/life/480.html", checked: "2026-11-29" },
  "sport-paris-2024": {
    title: "巴黎奥运会纪录回顾（2024）",
    url: "http://www.meianpack.cn/news/25642.html",
    checked: "2026-11-29",
  },
  "sy-2020-yiyongtang": {
    title: "溢涌堂宣称代理商70万被罚56万元（2020）",
    url: "http://liuyd.cn/sh/88582.html",
    checked: "2026-11-29",
  },
  "talaoshi-device": {
    title: "医疗器械广告不得含有哪些直接或间接怂恿公众购买使用的内容",
    url: "https://talaoshi.com/zonghe/mz0z4.html",
    checked: "2026-11-29",
  },
  "tdf-jiaosu": {
    title: "减肥茶、酵素等产品的宣传乱象",
    url: "https://tourdeforcesolution.com/Industrydynamics/1910.html",
    checked: "2026-11-29",
  },
  "tv-52fuqing": {
    title: "综艺节目收视率榜单（《中国新歌声》等）",
    url: "https://m.52fuqing.com/newsshow-1496650-2.html",
    checked: "2026-11-29",
  },
  "tv-5694-zuiqiang": {
    title: "《最强大脑》近三周收视碾压其他综艺",
    url: "http://m.5694.com/news/72114",
    checked: "2026-11-29",
  },
  "tv-5toutiao-jixian": {
    title: "《奔跑吧》《极限挑战》收视对比",
    url: "https://5toutiao.com/zongyi/176301.html",
    checked: "2026-11-29",
  },
  "tv-nnc24-yizhan": {
    title: "《一站到底》世界名校争霸赛首站开战",
    url: "http://nnc24.com/html/201607/18277.html",
    checked: "2026-11-29",
  },
  "tv-studyofnet-zuiqiang2": {
    title: "《最强大脑》第一季回顾",
    url: "http://m.studyofnet.com/995647563.html",
    checked: "2026-11-29",
  },
  "tx-2019-biyan": {
    title: "桐乡查处鼻炎馆虚假宣传（2019）",
    url: "https://m.yd166.com/jingyan/5614708546.html",
    checked: "2026-11-29",
  },
  "tz-2021-yimei": {
    title: "泰州丽都医疗美容医院违法广告通报（2021）",
    url: "https://www.163.com/dy/article/GAUCERT70534FAN4.html",
    checked: "2026-11-29",
  },
  "weather-cma-2025": {
    title: "中央气象台发布2025年首个寒潮预警（中国天气网）",
    url: "http://www.impta.org/t/%E8%A5%BF%E5%8C%97.html?orderby=views&orderway=desc&page=5",
    checked: "2026-11-29",
  },
  "weather-gy-2019": {
    title: "市气象台发布寒潮蓝色预警（2019-11-18）",
    url: "http://epaper.gytoday.cn/html/2019-11/18/content_2_5.htm",
    checked: "2026-11-29",
  },
  "weather-sh-2024": {
    title: "上海天气回顾与趋势（2024 年末）",
    url: "http://jintiankansha.me/t/VEWFx7stQM",
    checked: "2026-11-29",
  },
  "wz-2016-finads": {
    title: "温州市市场监管局公布10起投资理财类违法广告案例（2016）",
    url: "https://www.cqn.com.cn/cj/content/2016-12/06/content_3679532.htm",
    checked: "2026-11-29",
  },
  "xhs-2025-daoliu": {
    title: "小红书发布《交易导流违规管理细则》（2025-03）",
    url: "http://860516.cn/xinwen/3826.html",
    checked: "2026-11-29",
  },
  "xiake-2024-tegong": {
    title: "侠客岛：“特供酒”？忽悠酒！（2024-04）",
    url: "https://daydaynews.cc/zh-hans/food/3800210.html",
    checked: "2026-11-29",
  },
  "xinhua-2023-medads": {
    title: "宣传治愈率有效率等违法广告被罚 市场监管总局曝光一批涉医药领域广告违法典型案例（新华社 2023-08-23）",
    url: "https://3news.cn/gupiao/2023/0825/1036459.html",
    checked: "2026-11-29",
  },
  "xm-2023-paojiao": {
    title: "厦门海沧查处泡脚减肥虚假广告",
    url: "https://m.shzx.org/a/57-11460-0.html",
    checked: "2026-11-29",
  },
  "xrlawyer-medguide": {
    title: "医疗广告合规指引（律师事务所汇编）",
    url: "http://xrlawyer.com/newsshow.php?cid=40&id=2470&page=486",
    checked: "2026-11-29",
  },
  "xuyi-medads": {
    title: "药品、医疗器械、保健食品违法广告的六种情形（消费常识）",
    url: "https://www.xuyi.biz/forum.php?goto=lastpost&mod=redirect&tid=34318",
    checked: "2026-11-29",
  },
  "yc-2025-edu": {
    title: "宜昌市市场监管局提示警惕教育“速成”陷阱（中国消费者报 2025-05-16）",
    url: "http://www.8htfquj5.cn/Content/2025/05-16/1742178124.html",
    checked: "2026-11-29",
  },
  "yz-2023-medcases": {
    title: "扬州市市场监管局2023年度医疗广告专项整治典型案例",
    url: "http://www.xjdql.cn/zj/content/2024-01/03/content_9016088.htm",
    checked: "2026-11-29",
  },
  "za-2024-shenyao": {
    title: "杭州临安查获售假民间“神药”",
    url: "http://www.ghiabc.cn/html/44a299928.html",
    checked: "2026-11-29",
  },
  "zgjrw-2020-baoben": {
    title: "理财产品保本高息承诺不可信 监管部门发布风险提示（2020）",
    url: "http://co.zgjrw.com/yw/2020/0923/3409.html",
    checked: "2026-11-29",
  },
  "zh-2023-fdc": {
    title: "珠海：房地产广告不得暗示学区房",
    url: "https://www.falvhao.com/50558.html",
    checked: "2026-11-29",
  },
  "zhaoqing-2024-cases": {
    title: "肇庆市市场监管局公布违法广告典型案例（2024）",
    url: "http://izubei.com/ms/content/2024-10/11/content_9071539.htm",
    checked: "2026-11-29",
  },
  "zj-2018-finads": {
    title: "浙江工商公布上半年金融违法广告典型案例（2018）",
    url: "http://www.dsdod.com/a/20180816/68541",
    checked: "2026-11-29",
  },
  "zj-2020-cases": {
    title: "浙江省市场监管局公布广告违法典型案件（2020）",
    url: "https://sqrdapp.com/news/2020/11/577762.html",
    checked: "2026-11-29",
  },
  "zjs-2025-gongniu": {
    title: "公牛集团“小字广告”之争（正经社 2025-12）",
    url: "http://www.91haoming.cn/news/show-638556.html",
    checked: "2026-11-29",
  },
  "zuowen-chaocai": {
    title: "我们家的炒菜交响曲（作文）",
    url: "https://zuowen678.com/zuowen/457074.html",
    checked: "2026-11-29",
  },
  "ad-enercret-jinji": {
    title: "新广告法后违法广告例：3W咖啡“总理同款咖啡”、“国家企业品牌计划”等（广告常识）",
    url: "http://m.enercret.cn/xinwen/37988.html",
    checked: "2026-11-29",
  },
  "baike-51dcw-chunmian": {
    title: "什么是纯棉袜（定义、特点、如何辨别）",
    url: "https://www.51dcw.com/nwwd/202508/298603.html",
    checked: "2026-11-29",
  },
  "baike-zhizui-chouekigaku": {
    title: "山东有几个中国之最？（百科问答）",
    url: "http://www.chouekigaku.com/128453.html",
    checked: "2026-11-29",
  },
  "baike-zhizui-henyumen": {
    title: "中国的世界之最有哪些（百科问答 2026-01-13）",
    url: "http://m.henyumen8.com/yxwd/202601/395237.html",
    checked: "2026-11-29",
  },
  "baike-zhizui-nanchens": {
    title: "中国的世界之最（图文共赏）",
    url: "http://nanchens.com/twgs/twgs01/twgs01011.htm",
    checked: "2026-11-29",
  },
  "baike-zhizui-odvq": {
    title: "中国到底有多少个世界第一？（九大类）",
    url: "https://odvq.com/info/437152.html",
    checked: "2026-11-29",
  },
  "baike-zhizui-shijiezz": {
    title: "作为中国人，必须了解的中国之最",
    url: "https://www.shijiezz.com/tianwen/135429.html",
    checked: "2026-11-29",
  },
  "baike-zhizui-yfs8": {
    title: "百科知识——中国之最",
    url: "https://yfs8.com/view/1099857.html",
    checked: "2026-11-29",
  },
  "blog-bkwk-zsyy": {
    title: "中山一院的历史与成就（博客文章）",
    url: "https://www.bkwk.cn/article/zyjmzsyybhdcqgs.html",
    checked: "2026-11-29",
  },
  "boc-2025-licai": {
    title: "中国银行 2025年“3·15”金融消费者权益保护教育：警惕虚假高收益理财平台",
    url: "http://www.szbyj.cn/aboutboc/BCP/202503/t20250309_25288010.html",
    checked: "2026-11-29",
  },
  "book-daowen-tongji": {
    title: "武汉同济医院全球首创膜解剖手术（书摘）",
    url: "https://www.daowen.com/book/content/227391077/10981457.html",
    checked: "2026-11-29",
  },
  "case-binzhou-2023": {
    title: "滨州市市场监管局2023年典型违法广告案例：溯妍时光赋活精华液等（中国质量新闻网）",
    url: "https://www.315jiage.cn/mn514848.aspx",
    checked: "2026-11-29",
  },
  "case-chenzhou-2025": {
    title: "郴州市市场监管局公布2025年违法广告典型案例",
    url: "https://www.10100.com/article/38404457",
    checked: "2026-11-29",
  },
  "case-foshan-2025-shelao": {
    title: "佛山市市场监管局公布五宗涉老虚假宣传典型案例（2025）",
    url: "https://www.163.com/dy/article/KL1BJ8MF0512AKQV.html",
    checked: "2026-11-29",
  },
  "case-guangyuan-2024-yumi": {
    title: "广元市场监管局2024年虚假违法广告典型案例（第一期）：“吃玉米可预防冠心病”",
    url: "http://www.hcygmm.com/news/153160.html",
    checked: "2026-11-29",
  },
  "case-liuzhou-2025-hongtang": {
    title: "柳州融水一百货公司宣传红糖能治多种疾病被查处（2025）",
    url: "http://www.305325nhie.com/pM9J5y23E/1101304067117809664.html",
    checked: "2026-11-29",
  },
  "case-luoli-2025-minganji": {
    title: "宣称“敏感肌适用”化妆品？小心是陷阱（某地市场监管局案例，2025）",
    url: "http://luolixiaoyuan.com/topic/minganjishiyong.html",
    checked: "2026-11-29",
  },
  "case-sh-2021-yonghe": {
    title: "上海市市场监管局2020年第一批虚假违法广告典型案例：永和豆浆“国礼”（每日经济新闻 2021-03-24）",
    url: "http://pqz6p9s.com/articles/2021-03-24/1668881.html",
    checked: "2026-11-29",
  },
  "case-xinle-2026": {
    title: "新乐市市场监督管理局行政处罚决定书 新市监处罚〔2026〕25号（锦顿商贸直播宣称治疗疾病）",
    url: "http://www.xinle.gov.cn/columns/d7051742-114b-4344-9923-c2b31f9354e4/202602/06/e8d93f53-918d-4690-bf73-2957d43df5eb.html",
    checked: "2026-11-29",
  },
  "gov-jiaxing-2025": {
    title: "2025年嘉兴市人民政府工作报告",
    url: "http://m.ilynn.cn/document_detail/132045.html",
    checked: "2026-11-29",
  },
  "gov-report-2025": {
    title: "2025年国务院政府工作报告（理论中国电子书）",
    url: "http://ebook.theorychina.org.cn/2025/02/20/8e136b7a-a6e4-4930-917f-7fc476fa57b3/files/basic-html/page2.html",
    checked: "2026-11-29",
  },
  "label-shanzha": {
    title: "大山楂颗粒说明书（功能主治、用法用量、注意事项）",
    url: "http://emaonet.com/ws-1000354-c0003-cn/product_616.shtml",
    checked: "2026-11-29",
  },
  "label-xiaochaihu-20hl": {
    title: "小柴胡颗粒药品使用说明书",
    url: "http://20hl.cn/n902278c2094.aspx",
    checked: "2026-11-29",
  },
  "label-xiaoyan": {
    title: "消炎退热颗粒说明书",
    url: "http://54md.com/drugstore/1951.html",
    checked: "2026-11-29",
  },
  "label-xiasangju": {
    title: "夏桑菊颗粒说明书",
    url: "http://54md.com/drugstore/1966.html",
    checked: "2026-11-29",
  },
  "label-zangqingguo": {
    title: "藏青果颗粒（西青果颗粒）说明书",
    url: "http://teenhu.com/zhongyao/zy83468z9v.htm",
    checked: "2026-11-29",
  },
  "law-art16-shoulawyer": {
    title: "《广告法》第十五至十八条条文（律师网转载）",
    url: "https://www.shoulawyer.com/zhishi/95111.htm",
    checked: "2026-11-29",
  },
  "law-yaopin-shencha-bjxgf": {
    title: "《药品广告审查发布标准》条文（律霸整理）",
    url: "http://www.bjxgfjob.com/changshi/314870.html",
    checked: "2026-11-29",
  },
  "law-yuanfo-2024-huazhuangpin": {
    title: "化妆品广告合规要点观察（律师事务所文章，2024-01-30）",
    url: "http://yuanfo.net/Content/2024/07-07/2007553827.html",
    checked: "2026-11-29",
  },
  "list-bjmy2z-dichan": {
    title: "深圳地产界广告禁用词汇（2016-10-14）",
    url: "https://www.bjmy2z.cn/gaokao/593488.html",
    checked: "2026-11-29",
  },
  "news-163-2024-baoguo": {
    title: "熊丙奇：不靠谱的考研“保过班”已涉嫌违法（网易号 2024）",
    url: "https://www.163.com/dy/article/JE3M6FSS0514R9KQ.html",
    checked: "2026-11-29",
  },
  "news-aastocks-2025-auto": {
    title: "2025粤港澳大湾区车展首日观众创新高（阿斯达克财经）",
    url: "http://aastocks.com.hk/tc/stocks/analysis/china-hot-topic-content.aspx?catg=4&id=NOW.1443789&source=AAFN",
    checked: "2026-11-29",
  },
  "news-bjnews-2024-kaoyan": {
    title: "考研培训乱象调查：不靠谱的“保分班”分不保款难退（新京报 2024-10-08）",
    url: "http://epaper.bjnews.com.cn/html/2024-10/08/content_848959.htm?div=-1",
    checked: "2026-11-29",
  },
  "news-chinanews-2024-shoujin": {
    title: "中国体育代表团重返奥运赛场40年第5次获得赛会首金（中新社 2024-07-27）",
    url: "http://www.paomocha.cn/news/12876.html",
    checked: "2026-11-29",
  },
  "news-chinanews-2024-xuhaifeng": {
    title: "中国体育健儿的这些首金时刻你还记得吗？（中新网 2024-07-27）",
    url: "http://poispay.com/news/guonei/202407/27/447430.html",
    checked: "2026-11-29",
  },
  "news-czci-2025-xiaomi": {
    title: "雷军激情演讲三小时 观众种草299充电宝？（封面新闻 2025-09-26）",
    url: "https://m.czci.cn/phb/491604.html",
    checked: "2026-11-29",
  },
  "news-dfulqf-2025-auto": {
    title: "2025春季汽车新品与行业动态（汽车资讯）",
    url: "http://dfulqf.cn/193425.html",
    checked: "2026-11-29",
  },
  "news-ehu-2025-fuke": {
    title: "锡山区鹅湖人民医院妇科成功开展单孔腹腔镜手术（2025-02-10）",
    url: "http://m.shuhuacheng.com/doc/2025/02/10/4493740.shtml",
    checked: "2026-11-29",
  },
  "news-hfjinjia-2025-kaoyan": {
    title: "法治日报调查考研培训市场（2025-06-17 转载）",
    url: "http://www.hfjinjia.cn/DaXueFenShuXian/399678.html",
    checked: "2026-11-29",
  },
  "news-hpdnfz-shouli": {
    title: "医院新院区成功开展首例手术（医院新闻）",
    url: "http://hpdnfz.cn/content/93",
    checked: "2026-11-29",
  },
  "news-itbear-2025-auto": {
    title: "2025粤港澳大湾区车展报道（ITBEAR 2025-05）",
    url: "http://m.itbear.com.cn/html/2025-05/840703.html",
    checked: "2026-11-29",
  },
  "news-jsbc-2023-zqdn": {
    title: "卫视频道《最强大脑》十周年庆典圆满举办（2023-03-08）",
    url: "http://nanjing.baogaosu.com/xinwen/%E5%8D%AB%E8%A7%86%E9%A2%91%E9%81%93%E6%9C%80%E5%BC%BA%E5%A4%A7%E8%84%91%E5%8D%81%E5%91%A8%E5%B9%B4%E5%BA%86%E5%85%B8%E5%9C%86%E6%BB%A1/115005852/",
    checked: "2026-11-29",
  },
  "news-kantie-2024-fengxiong": {
    title: "“不用开刀打一针就丰胸”？消费者注射隆胸后的遭遇（新闻转载 2024）",
    url: "https://kantie.org/news/556140519",
    checked: "2026-11-29",
  },
  "news-nanmuxuan-2022-tiaoji": {
    title: "新京报：考研调剂“保录”机构调查（2022）",
    url: "https://nanmuxuan.com/zh-my/classic/bgrwmzaqbav.html",
    checked: "2026-11-29",
  },
  "news-shayu-2025-huawei": {
    title: "余承东调侃手机支架，雷军发起投票（每日经济新闻）",
    url: "http://cn.shayuweb.com/news/38619.html",
    checked: "2026-11-29",
  },
  "news-tarot-2023": {
    title: "红星新闻评论：“塔罗牌占卜”搞“洋迷信”",
    url: "https://m.yd166.com/shenghuo/5658186667.html",
    checked: "2026-11-29",
  },
  "news-tegongjiu-sjznmg": {
    title: "特供酒全是特假酒（新华社电，公安“净风”行动）",
    url: "https://sjznmg.com/tags-34552.html",
    checked: "2026-11-29",
  },
  "news-u1s5d6-2016-xujia": {
    title: "新广告法能否治乱（五）：虚假广告的“罪与罚”（2016-04-22）",
    url: "http://m.u1s5d6.cn/newsview695027.html",
    checked: "2026-11-29",
  },
  "news-weishi-2018-kaoyan": {
    title: "起底考研天价押题班（新华视点）",
    url: "https://weishi023.com/ky/72580.html",
    checked: "2026-11-29",
  },
  "news-wj-2023-huawei": {
    title: "华为秋季全场景新品发布会（世界日报 2023-09）",
    url: "https://www.worldjournal.com/wj/story/121343/7465974",
    checked: "2026-11-29",
  },
  "news-xinhua-2024-tiyu": {
    title: "新中国体育的那些“第一次”（新华网 2024-10-02）",
    url: "http://news.cn/politics/20241002/b1a87a691b4649b49406fb99ce481aee/c.html",
    checked: "2026-11-29",
  },
  "news-xinhua-2025-zhibo": {
    title: "食品保健品直播带货虚假宣传被罚（新华网 2025-04-18 转载）",
    url: "http://senqingzn.com/dy/article/JTGN7P2D05455A22.html?spss=dy_author",
    checked: "2026-11-29",
  },
  "news-xinxishibao-2015-zqdn": {
    title: "第三季《最强大脑》明年1月1日回归江苏卫视（信息时报）",
    url: "http://m.lifeempowermentinternationalconference.com/n-151228232623880.html",
    checked: "2026-11-29",
  },
  "news-yuejian-2022-fushi": {
    title: "39800保过，不过还能全额退费？考研复试“包过班”（2022）",
    url: "https://www.yuejiansport.com/2097.html",
    checked: "2026-11-29",
  },
  "news-yueyang-2019": {
    title: "岳阳洛王工商所查处看相算命门店（新浪湖南 2019-05-08）",
    url: "http://hunan.sina.com.cn/news/s/2019-05-08/detail-ihvhiqax7296793.shtml?from=hunan_ydph",
    checked: "2026-11-29",
  },
  "news-zaobao-2023-junjiu": {
    title: "下午察：神秘的“军队特供”（联合早报 2023-06-19）",
    url: "https://www.zaobao.com.sg/realtime/china/story20230619-1405962",
    checked: "2026-11-29",
  },
  "news-zgdreams-2015-dichan": {
    title: "These ten types of real estate advertisements will be banned (2015, on the revised Advertising Law)",
    url: "https://zhongguodreams.com/FengShuiCompass/cvrdvtnuqo.html",
    checked: "2026-11-29",
  },
  "news-zsyy-2024-yuancheng": {
    title: "中山一院远程机器人肝癌切除术（医院公众号文章）",
    url: "http://jintiankansha.me/t/kIKSeDzz0U",
    checked: "2026-11-29",
  },
  "news-zzrb-2024-canao": {
    title: "巴黎残奥会首日：首金、新纪录（郑州日报 / 新华社）",
    url: "https://dzb.zzrbnews.com/news/66764",
    checked: "2026-11-29",
  },
  "news-zzwb-2018-kaoyan": {
    title: "“押题班”声称有渠道，考试不过就退费（郑州晚报 / 新华社 2018-01-03）",
    url: "http://zzwb.zynews.cn/html/2018-01/03/content_919224.htm",
    checked: "2026-11-29",
  },
  "nutri-fstzdl": {
    title: "营养成分表的标示有哪些要求？（研究答疑 2022）",
    url: "http://fstzdl.com/yanjiu/dayi/2022/0615/919.html",
    checked: "2026-11-29",
  },
  "nutri-qytwb": {
    title: "特殊膳食用食品能量及营养成分的标识（行业动态）",
    url: "http://qytwb.cn/index.php/industrytrends/453.html",
    checked: "2026-11-29",
  },
  "p2p-zijiao-netshop168": {
    title: "P2P网贷企业互联网金融广告专项整治自查自纠",
    url: "https://news.netshop168.com/article-16863.html",
    checked: "2026-11-29",
  },
  "paper-fx361-2025-xinyong": {
    title: "统一社会信用代码数据服务研究（标准科学 2025）",
    url: "https://m.fx361.cc/news/2025/0220/25508614.html",
    checked: "2026-11-29",
  },
  "paper-p2p-jizihe": {
    title: "P2P网贷行业发展（衡阳市委党校论文 2018）",
    url: "http://www.jizihe.com/page/2018/1207/12575284.shtml",
    checked: "2026-11-29",
  },
  "rule-rlut-sixin": {
    title: "私信引流新规解读：如何合规操作",
    url: "https://www.rlut.cn/news/si-xin-yin-liu-xin-gui-jie-du-ru-he-he-gui-cao-zuo-bi-mian-zhang-hao-feng-xian.html",
    checked: "2026-11-29",
  },
  "rule-wechat-2015-youdao": {
    title: "微信公众平台关于整顿诱导分享及诱导关注行为的公告（2014-12-30）",
    url: "http://hamcodee.com/keji/hulianwang/68874.html",
    checked: "2026-11-29",
  },
  "rule-wechat-2019-wailian": {
    title: "《微信外部链接内容管理规范》对拼团砍价说不（2019-10-22）",
    url: "http://nuiruijia.net/news_show/604.aspx",
    checked: "2026-11-29",
  },
  "saic-fzhei-yiliao": {
    title: "国家工商总局公布医疗食品药品严重违法广告",
    url: "http://b2b.fzhei.com/xydt/29654.html",
    checked: "2026-11-29",
  },
  "samr-2021-peixun": {
    title: "国家市场监管总局对15家校培机构顶格罚款（附典型案例）",
    url: "https://www.axdbkk.com/html_3/zaixianwaijiao/10245/list/8.html",
    checked: "2026-11-29",
  },
  "samr-2024-minsheng": {
    title: "市场监管总局集中曝光十起民生领域违法广告典型案例（中新网 2024-08-16）",
    url: "https://blog.bobobk.com/financial/2024/08-16/10269978.html",
    checked: "2026-11-29",
  },
  "samr-2025-internet": {
    title: "市场监管总局公布十起互联网违法广告典型案例（2025-10-16）",
    url: "http://news.xdnf.cn/FNhBGsOkEO",
    checked: "2026-11-29",
  },
  "samr-2025-minghangd": {
    title: "市场监管总局公布十起违法广告典型案例（截至4月底）",
    url: "http://www.minghangd.cn/news/detail.html?zxbh=8312",
    checked: "2026-11-29",
  },
  "tea-grade-yupopo": {
    title: "茶叶级别划分标准",
    url: "http://yupopomall.com/chayeleibie/405052.html",
    checked: "2026-11-29",
  },
  "tip-ccschy-weibolu": {
    title: "微波炉使用前注意事项",
    url: "http://m.ccschy.com/shenghuo/106688.html",
    checked: "2026-11-29",
  },
  "tip-g22998-minganji": {
    title: "警惕“专为敏感肌研发”或藏虚假宣传陷阱",
    url: "https://g22998.com/news/203.html",
    checked: "2026-11-29",
  },
  "tip-jsmbw-huazhuangpin": {
    title: "化妆品虚假宣传案例盘点（《化妆品命名规定》禁用内容）",
    url: "https://jsmbw.com/news/538706.html",
    checked: "2026-11-29",
  },
  "tip-shenzhenyaxin": {
    title: "如何才能安全有效地购买使用保健食品呢？（2020-06-19）",
    url: "http://shenzhenyaxin.com/xwzx/tyzx/497.html",
    checked: "2026-11-29",
  },
  "tip-tcesche": {
    title: "九九重阳丨关爱中老年人，了解保健食品",
    url: "http://m.tcesche.cn/col53/837",
    checked: "2026-11-29",
  },
  "tip-topmobs-2026-kongqi": {
    title: "空气炸锅垫纸可能引发火灾（2026）",
    url: "http://www.topmobs.com/Top/2026/2574.html",
    checked: "2026-11-29",
  },
  "tip-yaxin-kongqi": {
    title: "空气炸锅垫纸惹火风险高！这些安全事项你必须知道",
    url: "https://yaxin-keji.com/?id=1509",
    checked: "2026-11-29",
  },
  "weather-0535": {
    title: "今天阳光依旧 气温升高（烟台天气新闻）",
    url: "http://0535-0411.com/Article/35284.html",
    checked: "2026-11-29",
  },
  "weather-8178580": {
    title: "周六最低温或低至15℃（市气象台）",
    url: "http://www.8178580.buzz/art/2020/10/22/art_1256027_58990556.html",
    checked: "2026-11-29",
  },
  "weather-cnnb-2015": {
    title: "过了今明两天 雨水将告一段落（东南商报 2015-12-14）",
    url: "http://daily.cnnb.com.cn/dnsb/html/2015-12/14/content_919372.htm?div=-1",
    checked: "2026-11-29",
  },
  "weather-lalt": {
    title: "我市山区迎来今冬第一场雪（地方天气新闻）",
    url: "http://www.lalt.cn/thread-3133275-1-1.html",
    checked: "2026-11-29",
  },
  "wiki-51517777-xinyong": {
    title: "社会统一代码是什么意思？统一社会信用代码编码规则",
    url: "http://www.51517777.com/post/31787.html",
    checked: "2026-11-29",
  },
  "zj-2023-zhibo-jiance": {
    title: "浙江省广告监测中心2023年“双十一”网络直播营销专项监测",
    url: "https://t.cshbbrain.com/html/14f299983.html",
    checked: "2026-11-29",
  },

  "r6-case-shitai-2024-165": {
    title: "石台县市场监督管理局 行政处罚决定书 石市监处罚〔2024〕165号(化妆品广告涉及疾病治疗功能)",
    url: "http://m.hqbet6805.com/OpennessContent/show/1612228.html",
    checked: "2026-11-29",
  },
  "r6-samr-2025-food-cases": {
    title: "市场监管总局 2025年违法广告典型案例(食品领域:阜阳颍东全康药业、上海杨浦颐摩健康)",
    url: "http://www.wajinshe.net/news/show-219263.html",
    checked: "2026-11-29",
  },
  "r6-liaoning-2020-epidemic-cases": {
    title: "辽宁省市场监督管理局 疫情防控期间违法广告典型案例(2020年2月)",
    url: "http://bbs.beipiaozx.com/showtopic-13637.aspx",
    checked: "2026-11-29",
  },
  "r6-guangdong-health-food-top10": {
    title: "广东省市场监督管理局 通报十大保健食品违法广告案件(梅州、化州)",
    url: "https://gwsc.weiguanworld.com/602843298283.html",
    checked: "2026-11-29",
  },
  "r6-case-loudi-louxing-2024-army": {
    title: "娄底市娄星区市场监督管理局 查获涉嫌使用军队名义宣传产品案(基层网 2024-05-14)",
    url: "http://chinajiceng.com.cn/cs/2024-05-14/245316.html",
    checked: "2026-11-29",
  },
  "r6-shandong-2020-top10-weifang": {
    title: "大众网潍坊:山东省市场监管局曝光10起典型虚假违法广告案件(坊子区、潍坊市、青州市 2020年)",
    url: "http://weifang.dzwww.com/gdfb/202008/t20200820_6446314.htm",
    checked: "2026-11-29",
  },
  "r6-samr-2024-guidance-cases": {
    title: "市场监管总局 2024年办结的广告导向违法典型案例(淮安洪泽国信世达案等)",
    url: "http://mip.qzpnc.cn/page/FDqA8qMam8XSTX-147.html",
    checked: "2026-11-29",
  },
  "r6-samr-2023-20th-congress-cases": {
    title: "市场监管总局 集中曝光一批涉导向违法广告典型案例(衡水市第三人民医院涉党的二十大违法广告案 2022年)",
    url: "http://seasons.geekydadsoftware.com/Z_7387632.html",
    checked: "2026-11-29",
  },
  "r6-saic-2017-cases-hebei-shanxi": {
    title: "2017年虚假违法广告典型案例(山西新晋商电子商务“晋商贷”金融广告案 山西省工商局)",
    url: "http://hbzqbyyxgs.com/news/505113.html",
    checked: "2026-11-29",
  },
  "r6-jiangsu-2025-education-cases": {
    title: "人民网江苏:江苏省市场监管局公布教育培训违法广告典型案例(南京高淳区 2024年3月)",
    url: "http://js.people.com.cn/BIG5/n2/2025/0329/c360307-41179839.html",
    checked: "2026-11-29",
  },
  "r6-shanghai-2022-education-cases": {
    title: "中国消费者报:上海市市场监管局2022年第一批虚假违法广告典型案例(上海南洋昂立教育虚构原价案)",
    url: "http://finance.hyqcw.com/redian/2022/0215/64757.html",
    checked: "2026-11-29",
  },
  "r6-shanghai-2017-no1-bulletin": {
    title: "上海市工商局2017年第1号虚假违法广告公告(案例)(百禄商业广场 上海百禄实业有限公司)",
    url: "http://shanghaiinvest.com/cn/viewfile.php?id=11722",
    checked: "2026-11-29",
  },
  "r6-case-haidian-2021-tiangui": {
    title: "中国质量新闻网:北京市海淀区市场监督管理局违法广告典型案例(第一期)北京天龟教育科技有限公司案",
    url: "http://www.xjdql.cn/ms/content/2021-04/12/content_8682080.htm",
    checked: "2026-11-29",
  },
  "r6-case-liuzhou-2025-medbeauty": {
    title: "中国消费者报:柳州市市场监管局查处城中区某医疗美容机构违法广告(制造“容貌焦虑”,罚款7万元)",
    url: "http://itaogo8.com/html/96b11799786.html",
    checked: "2026-11-29",
  },
  "r6-guangdong-2019-food-cases": {
    title: "南方都市报:广东省市场监督管理局2019年食品、保健食品违法广告典型案例(东莞市 广东芒果医药有限公司案)",
    url: "http://studyofnet.com/545462261.html",
    checked: "2026-11-29",
  },
  "r6-yunfu-2025-cases-batch1": {
    title: "云浮市市场监督管理局公布民生领域违法广告典型案例(第一批)(云城区 2024年6月)",
    url: "https://www.yunfu.gov.cn/scjgj/xxgk/scjgdt/content/post_1955103.html",
    checked: "2026-11-29",
  },
  "r6-zhejiang-2020-cases-wenzhou": {
    title: "浙江省市场监管局 2020年违法广告典型案件(温州张和堂医药连锁、温岭明全水产)",
    url: "https://sqrdapp.com/news/2020/11/577762.html",
    checked: "2026-11-29",
  },
  "r6-saic-2009-wujing-jiangxi": {
    title: "法制日报:国家工商总局违法医药广告公告(武警江西总队医院医疗广告)",
    url: "http://bbs1.angui.org/forum.php?goto=nextoldset&mod=redirect&tid=119051",
    checked: "2026-11-29",
  },
  "r6-yilong-tv-drug-ads": {
    title: "仪陇县工商局 查处电视台违法药品、保健食品广告(罚款30000元)",
    url: "https://www.637600.com/show-2-11514-1.html",
    checked: "2026-11-29",
  },
  "r6-sfda-2011-device-ads": {
    title: "新华网:国家食品药品监督管理局曝光四种医疗器械违法广告(2011-09)",
    url: "http://cncmrn.com/channels/finance/20110909/832087.html",
    checked: "2026-11-29",
  },
  "r6-samr-2023-medical-cases": {
    title: "新华社:市场监管总局曝光一批涉医药领域广告违法典型案例(北京朝阳、南京鼓楼、承德隆化 2023年4月)",
    url: "https://3news.cn/gupiao/2023/0825/1036459.html",
    checked: "2026-11-29",
  },
  "r6-cixi-2016-device-experience": {
    title: "慈溪市市场监督管理局 专项整治医疗器械免费体验活动(电磁综合康复仪 2016)",
    url: "http://www.tourniqueen.com/shownews.asp?id=204",
    checked: "2026-11-29",
  },
  "r6-case-ningde-2018-snack": {
    title: "闽东日报:宁德市工商局 蕉城区一小吃店朋友圈广告使用最高级用语被罚7万元(2018)",
    url: "http://www.mnw.cn/news/nd/2049641.html",
    checked: "2026-11-29",
  },
  "r6-case-shanghai-hongkou-2015-tongjing": {
    title: "上海市虹口区市场监督管理局 上海同晶公司天猫网页使用顶级用语案(律师事务所案例评析)",
    url: "https://www.jingyinlaw.com/zxzx/6853.html",
    checked: "2026-11-29",
  },
  "r6-wenzhou-2016-finance-cases": {
    title: "中国质量新闻网:温州市市场监管局公布10起投资理财类违法广告案例(北京中普信富投资管理有限公司案 2016)",
    url: "https://www.cqn.com.cn/cj/content/2016-12/06/content_3679532.htm",
    checked: "2026-11-29",
  },
  "r6-case-zhengzhou-2016-luoyang-bank": {
    title: "大河报/央广网:郑州市工商局专业分局 洛阳银行郑州分行微信广告使用“最佳”被罚40万元(2016)",
    url: "http://damianosjewelry.com/hnfw/hngd/20160913/t20160913_523132179.shtml",
    checked: "2026-11-29",
  },
  "r6-ruian-hangzhou-2016-zui": {
    title: "理财广告用了个“最”字 温州瑞安一银行网点被罚20.5万元(附杭州炒货店罚款20万元案)",
    url: "http://www.yg88.cn/news/show-593017.html",
    checked: "2026-11-29",
  },
  "r6-shanghai-2014-no1-bulletin": {
    title: "解放日报:上海市工商局2014年第1号虚假违法广告公告(好丽友“薯愿”、“波林丝育发专家”等)",
    url: "http://econ.taiwan.cn/sy/201403/t20140311_5802346.htm",
    checked: "2026-11-29",
  },
  "r6-jiangsu-2025-guidance-cases": {
    title: "江苏省市场监管局 2025年广告专项治理典型案例(南京市秦淮区市场监管局 南京某贸易公司直播推销酒案)",
    url: "https://www.163.com/dy/article/KIP4DMQ20535AVX0.html",
    checked: "2026-11-29",
  },
  "r6-samr-2022-rongzhuang-hongkou": {
    title:
      "南方都市报:市场监管总局“守护戎装”专项行动典型案例 上海市虹口区市场监管局查处上海欧梵实业有限公司使用“军”字用语招揽顾客案(2022)",
    url: "https://m.mp.oeeee.com/oe/BAAFRD000020220801708558.html",
    checked: "2026-11-29",
  },
  "r6-case-zhongshan-henglan-2024-4-546": {
    title: "中山市横栏镇人民政府 行政处罚决定书 粤中横栏罚字〔2024〕第4-546号(网店灯串广告内容不能证明)",
    url: "https://credit.zs.gov.cn/XYGSXZCFDETAIL/0bb6c07cceaa4e40b02393af9b4309f9.html",
    checked: "2026-11-29",
  },
  "r6-samr-2023-crab-card-cases": {
    title:
      "北京日报:市场监管总局第三批整治商品过度包装、蟹卡蟹券典型案例(北京市市场监管局查处北京鸿伟隆鑫商贸有限公司虚假广告案 2023)",
    url: "http://ywxin.cwan.com/yaowen/2023/0118/60097.html",
    checked: "2026-11-29",
  },
  "r6-shanghai-2020-batch1-yonghe": {
    title:
      "每日经济新闻:上海市市场监管局2020年第一批虚假违法广告典型案例公告(永和食品(中国)股份有限公司“国礼”宣传 罚款30万元)",
    url: "http://pqz6p9s.com/articles/2021-03-24/1668881.html",
    checked: "2026-11-29",
  },
  "r6-case-shenyang-hunnan-2019-174": {
    title: "沈阳市浑南区市场监督管理局 不予行政处罚决定书 浑南市监工商〔2019〕174号(沈阳马尔吉娜电子商务有限公司)",
    url: "http://jinmi8.com/doc/14671/63177",
    checked: "2026-11-29",
  },
  "r6-cqn-2023-natto-health-food": {
    title: "中国质量新闻网:识别保健食品谣言 拒绝虚假宣传(市场监管局查处“燕京牌纳豆胶囊”虚假广告案 罚款3000元 2023)",
    url: "http://www.gysdgmq.cn/newsview449170.html",
    checked: "2026-11-29",
  },
  "r6-cnr-2026-wipes": {
    title: "央广网/中华网:别轻信“防甲流”湿巾 全网首创疑虚假宣传(2026-01)",
    url: "https://news.china.com/socialgd/10000169/20260107/49141774.html",
    checked: "2026-11-29",
  },
  "r6-harbin-2022-cosmetics-cases": {
    title:
      "中国质量新闻网/哈尔滨市场监管:以案说法 识别虚假宣传 保障公众用妆安全(深圳某中药科技有限公司“明眸修护套组”案 罚款20万元)",
    url: "https://ase-mz.com/www/zhixiao/content/2022-06/06/content_8828343.htm",
    checked: "2026-11-29",
  },
  "r6-estee-lauder-penalties-review": {
    title: "化妆品广告宣传合规指南(雅诗兰黛 上海静安区市场监管局2021年处罚及闵市监案处字〔2018〕第120201710870号等)",
    url: "http://www.sdzjhg.com/SH/CN/10475/55bbc88ba8c2edd2.aspx",
    checked: "2026-11-29",
  },
  "r6-zhaoqing-2023h2-cases": {
    title: "广东省肇庆市市场监管局公布2023年下半年虚假违法广告典型案例(高要区市场监管局)",
    url: "http://qdlzcm.com/xinwenzixun/gongsidongtai/2861.html",
    checked: "2026-11-29",
  },
  "r6-case-ningbo-haishu-2021-cake": {
    title: "宁波海曙区市场监管局 查处外卖店铺“特价最后一天”虚假广告案(2021)",
    url: "http://jiangxifood.net/news/internal/72895.html",
    checked: "2026-11-29",
  },
  "r6-case-xianyou-2014-jialetao": {
    title: "闽南网:莆田仙游县工商局 “佳乐陶网店”卫浴广告虚假宣传案(罚款1万元 2014)",
    url: "http://m.mnw.cn/news/pt/781943.html",
    checked: "2026-11-29",
  },
  "r6-suqian-2024-iron-fist-batch2": {
    title:
      "宿迁市市场监督管理局 民生领域案件查办“铁拳”行动典型案例(第二批)(沭阳县市场监管局 花卉苗木公司虚假广告案 2024)",
    url: "http://xichu.net/sybk/folder3435/2024/07/2024-07-10515019.html",
    checked: "2026-11-29",
  },
  "r6-benxi-2024-cases": {
    title: "本溪市市场监督管理局 公布三起虚假违法广告典型案例(教育培训公司微信软文广告案)",
    url: "http://yp-sz.com/portal.php?aid=110143&mod=view",
    checked: "2026-11-29",
  },
  "r6-liaocheng-2023-cases": {
    title: "中国市场监管报:聊城公开曝光一批虚假违法广告典型案例(茌平区、江北水城旅游度假区市场监督管理局 2022)",
    url: "http://money.3bf.cc/money/20230510/10176593.html",
    checked: "2026-11-29",
  },
  "r6-samr-2020-epidemic-cases": {
    title: "市场监管总局 疫情防控期间虚假违法广告典型案例(天津津南区、吉林万元磁化科技 2020年2月)",
    url: "http://hbzqbyyxgs.com/news/573832.html",
    checked: "2026-11-29",
  },
  "r6-dalian-2022-top10-dingdong": {
    title: "大连市市场监管局曝光10起典型广告违法案例(叮咚助房(大连)科技有限公司发布违法房地产广告案 罚款20200元 2022)",
    url: "http://whqqly.com/credit/4/2022-11-11/6996753577092125547.html",
    checked: "2026-11-29",
  },
  "r6-case-pingchang-2021-mingyue": {
    title: "平昌县市场监督管理局 四川明悦房地产开发有限公司“上风上水高人一等”布幅广告立案查处",
    url: "https://daluzixun.com/news/1634348229517512",
    checked: "2026-11-29",
  },
  "r6-hubei-2025-elderly-cases": {
    title: "湖北省市场监管局 坑害老年消费群体典型案例(武汉市汉阳区市场监管局 “至宝灵芝酒”虚假宣传案 罚款50000元)",
    url: "http://www.digipub.cc/dy/article/KK6B2A1D0512AKQV.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r6-zhongshan-fda-2007-yilingzhi": {
    title: "中山市食品药品监督管理局 联合取缔“百脂牌蚁灵芝胶囊”非法宣传活动(2007)",
    url: "http://315jj.com/article5033.aspx",
    checked: "2026-11-29",
  },
  "r6-saic-2008-218-mianjian": {
    title: "国家工商行政管理总局 关于禁止在广告中使用“免检”内容的通知 工商广字[2008]218号",
    url: "http://qixinvw.com/flwk/list2.asp?id=978",
    checked: "2026-11-29",
  },
  "r6-samr-2022-medbeauty-guiyang": {
    title:
      "新京报:市场监管总局公布医疗美容行业违法犯罪典型案例(贵阳市南明区市场监督管理局 贵阳美贝尔医疗美容医院有限公司 罚款21万元 2022)",
    url: "https://www.bjnews.com.cn/detail/167247060714281.html",
    checked: "2026-11-29",
  },
  "r6-sfda-2010-9-ads": {
    title: "新华网:国家食品药品监督管理局曝光“雪胆胃肠丸”等9种违法情节严重的产品广告(2010-01)",
    url: "http://cn.chinagate.cn/health/2010-01/16/content_19250195.htm",
    checked: "2026-11-29",
  },
  "r6-honghe-2020-case10-nongduhui": {
    title:
      "红河州市场监督管理局 虚假违法广告系列典型案例十(蒙自市市场监督管理局 红河农都汇商业管理有限公司使用绝对化用语 罚款20万元)",
    url: "http://www.hh.gov.cn/szhh/gsgg/202007/t20200721_458137.html",
    checked: "2026-11-29",
  },
  "r6-nantong-top10-haimen": {
    title: "南通市市场监管局发布十大广告典型案例(南通市海门区市场监管局 海门楼市网房地产广告案)",
    url: "http://njtxzb.com/html/xinwenzhongxin/xingyedongtai/9165.html",
    checked: "2026-11-29",
  },
  "r6-samr-2024-minsheng-cases": {
    title: "市场监管总局 民生领域广告监管专项行动典型案例(海南恒昇医疗管理有限公司澄迈恒昇医院案 2024)",
    url: "http://m.unionsn.com/2024/08/695269.html",
    checked: "2026-11-29",
  },
  "r6-anshan-2021-rectification-notice": {
    title: "信用中国(辽宁鞍山)/鞍山日报:鞍山市市场监督管理局 即日起严查整治违规广告宣传(2021-05)",
    url: "http://202.96.85.35/zxzz1/1006201.jhtml",
    checked: "2026-11-29",
  },
  "r6-dandong-2024-tegongjiu-cases": {
    title: "中国质量新闻网:丹东市市场监管部门“特供酒”清源打链专项行动典型案件(凤城市某酒业饮品有限公司案 2024)",
    url: "http://www.sh1j2.com/zj/content/2025-02/08/content_9090634.htm",
    checked: "2026-11-29",
  },
  "r6-case-fangxian-teahouse": {
    title: "楚天都市报:房县工商局 城关镇茶馆饮茶服务价格目录宣称茶叶功效被罚3000元",
    url: "http://www.puercn.com/chayenews/hynews/5829.html",
    checked: "2026-11-29",
  },
  "r6-case-chengdu-tianfu-2022-gongkao": {
    title: "华西都市报:四川天府新区市场监管局 华阳街道某教育咨询公司“国考和省考一次上岸”虚假宣传被罚2万元(2022)",
    url: "http://www.mkcnfr.com/c/2022-02-25/3056948.shtml",
    checked: "2026-11-29",
  },
  "r6-saic-2008-212-zhuangong": {
    title: "国家工商行政管理总局关于严禁以国家机关名义发布广告有关问题的通知 工商广字〔2008〕212号",
    url: "http://kjcx.ac.cn/brand/show.php?itemid=17",
    checked: "2026-11-29",
  },
  "r6-samr-2022-myopia-cases": {
    title: "市场监管总局曝光一批虚假违法近视防控广告典型案例(上海徐汇区 清界光学、广州越秀区 广州爱尔眼科医院 2022)",
    url: "http://china360online.com/plus/view-70963-1.html",
    checked: "2026-11-29",
  },
  "r6-case-beijing-chaoyang-2024-huade": {
    title: "中国消费者报:北京市朝阳区市场监管局 北京华德眼科医院有限公司医疗广告含安全性断言被罚2万元(2024)",
    url: "http://adimg.ce.cn/cysc/zljd/gd/202407/04/t20240704_39059717.shtml",
    checked: "2026-11-29",
  },
  "r6-case-xian-xincheng-2023-haixiang": {
    title: "西安市新城区市场监管局 西安新城海翔眼科医院微信公众号使用绝对化用语 罚款20000元(2023)",
    url: "https://315jiage.cn/mn512632.aspx",
    checked: "2026-11-29",
  },
  "r6-beijing-2024-medical-ad-cases": {
    title: "中新网:北京市市场监管局公布2起医疗领域广告典型案例(怀柔区 北京泽源堂中医研究院案 2024)",
    url: "https://difang.gmw.cn/2024-11/04/content_37656254.htm",
    checked: "2026-11-29",
  },
  "r6-maoming-2023h1-cases": {
    title: "茂名市市场监管部门2023年上半年12件典型虚假违法广告案件公告(信宜市市场监督管理局“法植草”案)",
    url: "http://liftsouth.com/g/48682.html",
    checked: "2026-11-29",
  },
  "r6-heyuan-2019-state-organ-cleanup": {
    title: "河源日报:河源市市场监管局开展清理使用国家机关名义进行广告宣传工作(2019)",
    url: "http://www.heyuanxw.com/2019/ms_0801/60241.html",
    checked: "2026-11-29",
  },
  "r6-guizhou-2008-zhuangong": {
    title: "贵州都市报/中国酒业新闻网:贵州严查“国家机关专供” 用类似内容发布广告将被重罚(2008)",
    url: "http://www.cnwinenews.com/html/2008/jianguan_1116/67672.html",
    checked: "2026-11-29",
  },
  "r6-samr-2025-internet-cases": {
    title: "中新社:市场监管总局公布互联网违法广告典型案例(海南搜了科技股份有限公司金融投资产品广告 2025-10)",
    url: "http://blog.lgjyuntun.com/p?id=1620384",
    checked: "2026-11-29",
  },
  "r6-beijing-haidian-2025-ai-fishoil": {
    title: "北京市海淀区市场监管局 查处利用AI冒用主持人形象发布“深海多烯鱼油”虚假广告案(2025)",
    url: "https://cn.technode.com/post/2025-10-16/beijing-investigates-first-case-of-ai-generated-false-advertising/",
    checked: "2026-11-29",
  },
  "r6-case-guangzhou-baiyun-2021-training": {
    title: "中国质量新闻网/人民资讯:广州市白云区市场监管局 某教育咨询有限公司培训广告保证性承诺罚款21万元(2021)",
    url: "https://k.sina.com.cn/article_7517400647_1c0126e4705901uqd8.html",
    checked: "2026-11-29",
  },
  "r6-case-shenyang-tiexi-2020-yiyongtang": {
    title: "沈阳市铁西区市场监督管理局 辽宁溢涌堂生物科技有限公司宣传册虚假宣传被罚56万元(2020)",
    url: "http://liuyd.cn/sh/88582.html",
    checked: "2026-11-29",
  },
  "r6-samr-2018-internet-30-cases": {
    title:
      "中新经纬:国家市场监督管理总局公布30起典型虚假违法互联网广告案件(北京市工商局朝阳分局 北京言美文化传播有限公司迷信广告案 罚款50万元)",
    url: "http://bbs.shichangxingye.com/archiver/showtopic-10976.aspx",
    checked: "2026-11-29",
  },
  "r6-yangquan-2021-seven-cases": {
    title: "中国质量新闻网:阳泉市市场监督管理局公示2021年七起典型违法广告案例",
    url: "http://izubei.com/ms/content/2021-12/07/content_8760942.htm",
    checked: "2026-11-29",
  },
  "r6-shaanxi-2021-iron-fist-xueersi": {
    title:
      "中国消费者报:陕西省市场监管局民生领域“铁拳”行动第二批典型案例(西安市雁塔区学而思课外培训学校有限公司 罚130万元)",
    url: "https://bbs.nbszszx.com/1201/32e3699931.html",
    checked: "2026-11-29",
  },
  "r6-beijing-2021-training-price-cases": {
    title: "北京市市场监管局查处跟谁学、学而思、新东方在线、高思4家校外培训机构价格违法行为(评论)",
    url: "http://www.pj-guoqiang.com/html/14f399618.html",
    checked: "2026-11-29",
  },
  "r6-shanghai-hongkou-2024-bujuexiao": {
    title: "上海市虹口区市场监管局 修甲店销售“不觉晓牌不觉晓口服液”保健食品虚假宣传案(2024)",
    url: "http://newsmedialist.com/news/html/59841.html",
    checked: "2026-11-29",
  },
  "r6-case-funan-2018-cctv-brand": {
    title: "中国质量新闻网:安徽省阜南县市场监管局查处“央视上榜品牌”虚假宣传案(2018)",
    url: "http://m.ptcsfa.com/315xd/2018-6/8/36418.html",
    checked: "2026-11-29",
  },
  "r6-case-beijing-fengtai-2022-8126": {
    title:
      "中国质量新闻网:北京市丰台区市场监督管理局 京丰市监处罚〔2022〕8126号(北京九汇医学研究院微信公众号违法广告 罚款20万元)",
    url: "http://binuoshi.com/ms/content/2022-11/15/content_8880059.htm",
    checked: "2026-11-29",
  },
  "r6-case-anshan-2025-43": {
    title:
      "中国品牌质量网:鞍山市市场监督管理局 鞍市监处罚〔2025〕43号(鞍山承康堂健康咨询服务有限公司“魏氏青紫堂膏药”医疗器械广告)",
    url: "http://www.cpqr.net/zfal/ggzf/14001.html",
    checked: "2026-11-29",
  },
  "r6-zhejiang-2019-baojian-cases": {
    title:
      "南方都市报:浙江省市场监督管理局公布“保健”市场乱象典型案例(长兴县市场监管局 浙江汇康生物科技有限公司案 2019)",
    url: "https://news.163.com/19/0921/04/EPIQFFB70001875P.html",
    checked: "2026-11-29",
  },
  "r6-samr-2024-shenyi-shenyao-2023": {
    title:
      "中新网:市场监管总局曝光2023年“神医”“神药”广告违法典型案例(北京市海淀区市场监管局 香港佰弘有限公司普通食品广告案 罚款528.55万元)",
    url: "http://xuehuayushangwuhezuo.stonesou.com",
    checked: "2026-11-29",
  },
  "r6-qingdao-licang-2012-building-materials": {
    title: "工商李沧分局 建材、家居市场专项整治(店堂横幅使用绝对化语言 立案查处 2012)",
    url: "http://liangbaoyong.com/content/2012-03/13/content_9150339.htm",
    checked: "2026-11-29",
  },
  "r6-qingdao-2025-elderly-cases": {
    title: "青岛市市场监督管理局老年人保健品虚假宣传专项整治典型案例通报(青岛康家健康产业有限公司 红光理疗仪 2025)",
    url: "https://www.shijieshipin.com/mobile/news/show-246891.html",
    checked: "2026-11-29",
  },
  "r6-samr-2021-party-centenary-cases": {
    title:
      "市说新语:市场监管总局 借庆祝中国共产党成立100周年名义开展违法违规商业营销宣传典型案例(平顶山卫东区 河南三百六信息技术、中酿品致(北京)文化发展有限公司等 2021)",
    url: "http://www.cqmry.com.cn/show-65-250-1.html",
    checked: "2026-11-29",
  },
  "r6-news-zaker-xiaomi-xuanjie": {
    title: "手机中国/ZAKER:雷军:小米手机SoC芯片“玄戒O1”将于5月下旬发布",
    url: "http://app.myzaker.com/news/article.php?pk=6826080d8e9f0974a26da11d",
    checked: "2026-11-29",
  },
  "r6-news-sina-xujiahui-may-record": {
    title: "新浪:徐家汇站气温36.1℃打破百年来五月气温最高纪录",
    url: "https://cj.sina.com.cn/articles/view/1733360754/6750fc720200173i7",
    checked: "2026-11-29",
  },
  "r6-news-xinhua-shanghai-2013-heat": {
    title: "新华网转载:上海26日气温创历史新高40.6℃",
    url: "http://enerteksolarenergy.com/news/guonei/2013-07-26/111281.html",
    checked: "2026-11-29",
  },
  "r6-news-ons80-beijing-2023-heat": {
    title: "北京南郊观象台气温飙升至41.1℃(2023-06-22)",
    url: "http://www.ons80.cn/tupian/yingxiangjiyi/2023/0622/36038.html",
    checked: "2026-11-29",
  },
  "r6-news-chinanews-xiehe-west-cured": {
    title: "中新网:武汉协和医院西院累计17名重症患者治愈出院",
    url: "http://tech.jiangsulong.com/a/2020/0211/1581432434.html",
    checked: "2026-11-29",
  },
  "r6-news-huoshenshan-first-discharge": {
    title: "火神山医院首批7名确诊患者出院(转载新闻)",
    url: "http://huayikangjian.com/detail/3694.html",
    checked: "2026-11-29",
  },
  "r6-news-chinanews-samr-2019-healthfood-tip": {
    title: "中国新闻网:市场监管总局提醒:保健食品是食品 不能替代药物(2019-01-28)",
    url: "http://www.mkcnfr.com/c/2019-01-28/2273163.shtml",
    checked: "2026-11-29",
  },
  "r6-tip-cntvsp-2022-healthfood": {
    title: "保健食品消费提示(2022-03-14)",
    url: "http://m.cntvsp.cn/xinwen/2022/0314/47790.html",
    checked: "2026-11-29",
  },
  "r6-tip-yingcheng-fda-healthfood": {
    title: "应城市食药监局保健食品消费提示",
    url: "http://yingcheng.cjyun.org/p/45510.html",
    checked: "2026-11-29",
  },
  "r6-tip-samr-healthfood-felmvip": {
    title: "国家市场监督管理总局保健食品消费提示(转载)",
    url: "https://felmvip.com/databaseinfo/0937afa17f4dc08f3c0e5dc908158370ce64df86.html",
    checked: "2026-11-29",
  },
  "r6-case-hongkou-tongjing-jingyinlaw": {
    title: "上海市虹口区市场监督管理局对上海同晶公司使用顶级用语广告的处罚案例(律所评析)",
    url: "https://www.jingyinlaw.com/zxzx/6853.html",
    checked: "2026-11-29",
  },
  "r6-news-guannan-baixingwang-fine": {
    title: "自媒体“灌南百姓网”自称“第一”被罚20万元",
    url: "https://qunfachuanzhen.com/new/256327907009101824",
    checked: "2026-11-29",
  },
  "r6-label-bhshhw-tcm-cautions": {
    title: "中成药说明书注意事项(考试辅导)",
    url: "http://bhshhw.cn/new/201207/dm201207275877.shtml",
    checked: "2026-11-29",
  },
  "r6-notice-xqfund-hexi-risk": {
    title: "兴证全球合熙混合型证券投资基金风险揭示书(2025-05-28)",
    url: "http://www.etf88.com/jjb/2025/0528/9107868.html",
    checked: "2026-11-29",
  },
  "r6-news-gxn8-fifth-batch-ich": {
    title: "第五批国家级非物质文化遗产代表性项目名录公布(新闻)",
    url: "https://www.gxn8.com/13814.html",
    checked: "2026-11-29",
  },
  "r6-news-divevip-ich-ten-years": {
    title: "“中国这十年”发布会:我国42个非遗项目列入联合国教科文组织名录、名册",
    url: "http://m.divevip.com/zixun/2594.html",
    checked: "2026-11-29",
  },
  "r6-data-ihchina-national-ich": {
    title: "中国非物质文化遗产保护中心:非遗数据:国家级非物质文化遗产代表性项目(2024-04-03)",
    url: "http://www.donnamail.com/article/view/id/89359",
    checked: "2026-11-29",
  },
  "r6-ency-sghqlz-everest": {
    title: "世界上最高峰是什么(知识条目)",
    url: "https://www.sghqlz.com/zxwd/202511/372282.html",
    checked: "2026-11-29",
  },
  "r6-spec-autoweekly-car-params": {
    title: "汽车性能参数有哪些(参数说明表)",
    url: "http://kx.autoweekly.com.cn/zxuwd/202511/854679.html",
    checked: "2026-11-29",
  },
  "r6-spec-dlss-car-power": {
    title: "汽车动力指标(参数说明)",
    url: "http://www.dlss.cn/qicjy/202511/282288.html",
    checked: "2026-11-29",
  },
  "r6-spec-motorlink-car-power": {
    title: "汽车动力看什么数据(参数说明)",
    url: "https://www.motorlink.cn/qcecs/202510/848695.html",
    checked: "2026-11-29",
  },
  "r6-news-yangqu-3d-laparoscopy": {
    title: "阳曲县人民医院成功实施首例3D腹腔镜手术(报纸新闻)",
    url: "http://www.360elib.com:2027/detail.aspx?NewsCode=NC3200&NewsId=74091495&OrgId=001",
    checked: "2026-11-29",
  },
  "r6-news-fengkai-hospital-laparoscopy": {
    title: "封开县人民医院组团式帮扶开展腹腔镜手术(2023-07-10)",
    url: "http://wstt.we54.com/zixun/2023/0710/22315.html",
    checked: "2026-11-29",
  },
  "r6-news-wangkui-tcm-hospital-first": {
    title: "望奎县中医院成功实施县域首例胸腔镜手术",
    url: "https://a8728.cn/h-nd-554.html",
    checked: "2026-11-29",
  },
  "r6-news-hpdnfz-new-campus-surgery": {
    title: "医院新院区成功开展首例手术(医院新闻)",
    url: "http://hpdnfz.cn/content/93",
    checked: "2026-11-29",
  },
  "r6-news-bjyouth-paris-40-gold": {
    title: "北京青年报:40金27银24铜!中国体育代表团创境外奥运参赛最佳战绩(2024-08-11)",
    url: "https://app.bjtitle.com/8816/newshow.php?did=f61ef44c4c504fe399e9dddd5d1c2358&newsid=6564085&typeid=16",
    checked: "2026-11-29",
  },
  "r6-news-fshxd-paris-numbers": {
    title: "一组数字看中国体育代表团巴黎奥运会",
    url: "https://fshxd.cn/news/25699.html",
    checked: "2026-11-29",
  },
  "r6-news-chinanews-london-records": {
    title: "中新网:伦敦奥运会中国军团破纪录盘点(2012-08-13)",
    url: "http://kinons.com/ty/2012/08-13/4102038.shtml",
    checked: "2026-11-29",
  },
  "r6-news-chinanews-paris-268-gold": {
    title: "中新社:盛李豪射落巴黎奥运第五金 中国奥运金牌总数达268枚",
    url: "http://www.tntconstructionservices.com/news/14491.html",
    checked: "2026-11-29",
  },
  "r6-tip-wanbiaoku-healthfood-vs-drug": {
    title: "治疗疾病时,选用药品优于保健品(科普)",
    url: "https://wanbiaoku.com/new/612795656494390272",
    checked: "2026-11-29",
  },
  "r6-tip-fh21-fuxiguo": {
    title: "飞华健康网:复西果是保健品还是药",
    url: "https://www.fh21.com/news/jd38gwkj4q.html",
    checked: "2026-11-29",
  },
  "r6-tip-familydoctor-healthfood": {
    title: "家庭医生在线:保健食品是什么(问答)",
    url: "https://m.familydoctor.com.cn/ask/q/5500159.html",
    checked: "2026-11-29",
  },
  "r6-tip-gzshszh-bank-wm-prospectus": {
    title: "读懂银行理财产品说明书(2025-07-12)",
    url: "http://www.gzshszh.com/2025-07-12/220152026.html",
    checked: "2026-11-29",
  },
  "r6-rule-shoujik-drug-ad-standard": {
    title: "《药品广告审查和发布标准》重点内容(忠告语)",
    url: "http://bbs.shoujik.com/archiver/showtopic-2718.aspx",
    checked: "2026-11-29",
  },
  "r6-exam-shoujik-drug-warning-labels": {
    title: "药品分类管理与警示语标注内容(执业药师复习)",
    url: "http://www.shoujik.com/fcfysybz/5314.html",
    checked: "2026-11-29",
  },
  "r6-law-adlaw-art16-flipbuilder": {
    title: "国浩律师(重庆)事务所法规汇编:《广告法》第十五、十六条",
    url: "http://online.flipbuilder.com/aora/lcwg/files/basic-html/page573.html",
    checked: "2026-11-29",
  },
  "r6-news-cca-xian-healthfood-tip": {
    title: "中国消费者报:保健食品不能代替药物治病(西安市市场监管局消费提示,2023-03-16)",
    url: "https://www.chinacce.net/showinfo-4-5093-0.html",
    checked: "2026-11-29",
  },
  "r6-rule-lyg-device-label-banned": {
    title: "连云港市市场监督管理局政策解读:医疗器械说明书不得含有哪些内容?",
    url: "http://scjgj.lyg.gov.cn/sscjdglj/zcjd/content/bac27d18-f960-405c-aa52-4cfecb33bb4d.html",
    checked: "2026-11-29",
  },
  "r6-ency-factpedia-otc": {
    title: "百科:非处方药",
    url: "https://factpedia.org/index.php?mobileaction=toggle_view_mobile&title=%E9%9D%9E%E5%A4%84%E6%96%B9%E8%8D%AF&variant=zh-hans",
    checked: "2026-11-29",
  },
  "r6-label-pharmnet-otc-paediatric": {
    title: "医药网:儿科非处方药说明书注意事项",
    url: "http://www.pharmnet.com.cn/otc/chinese/xiaoer/1116",
    checked: "2026-11-29",
  },
  "r6-prospectus-jiutai-ruixin-2017": {
    title: "上海证券报:九泰锐信定增灵活配置混合型证券投资基金招募说明书(2017-05-13)",
    url: "https://paper.cnstock.com/html/2017-05/13/content_825817.htm",
    checked: "2026-11-29",
  },
  "r6-clause-lawinsider-fund-manager": {
    title: "基金招募说明书条款:基金管理人不保证基金一定盈利,也不保证最低收益",
    url: "https://lawinsider.com/zh/clause/基金管理人依照恪尽职守诚实信用谨慎勤勉的原则管理和运用基金财产但不保证基金一定盈利也不保证最低收益/_6",
    checked: "2026-11-29",
  },
  "r6-prospectus-cicc-hengyi-2020": {
    title: "中金衡益增强债券型证券投资基金更新招募说明书(2020年10月)",
    url: "https://q.fund.sohu.com/q/read.php?code=007698&id=2065050",
    checked: "2026-11-29",
  },
  "r6-tip-191i-bank-wm-risks": {
    title: "银行理财产品有哪些风险(银行答复)",
    url: "https://191i.com/i/622264811270111172.html",
    checked: "2026-11-29",
  },
  "r6-tip-duncanda-nonguaranteed-wm": {
    title: "理财非保本的风险(投资者须知)",
    url: "http://www.duncanda.com/new/167958.html",
    checked: "2026-11-29",
  },
  "r6-news-xinhua-faw-hongqi-2025": {
    title: "新华网:中国一汽高擎“红旗”打造民族汽车品牌(2025-05-30)",
    url: "https://daydaynews.cc/zh-hant/car/4012831.html",
    checked: "2026-11-29",
  },
  "r6-news-sina-faw-five-cars-2005": {
    title: "潇湘晨报/新浪汽车:一汽发布五款自主新车(2005-04-22)",
    url: "http://auto.sina.com.cn/news/2005-04-22/0813112305.shtml",
    checked: "2026-11-29",
  },
  "r6-ency-wiki-hongqi-cars": {
    title: "维基百科:红旗轿车",
    url: "https://wikicn.playgoteam.workers.dev/zh-hant/%E7%BA%A2%E6%97%97%E8%BD%BF%E8%BD%A6",
    checked: "2026-11-29",
  },
  "r6-case-zhejiang-2020-ad-bulletin": {
    title: "浙江省市场监管部门违法广告典型案件公布(温州张和堂医药连锁有限公司药品违法广告案等,2020)",
    url: "https://sqrdapp.com/news/2020/11/577762.html",
    checked: "2026-11-29",
  },
  "r6-case-guangdong-2023-h1-ad": {
    title: "广东省市场监督管理局广告违法典型案例(茂名化州市市场监督管理局2023-01-18处罚)",
    url: "https://315jiage.cn/mn513568.aspx",
    checked: "2026-11-29",
  },
  "r6-court-dongcheng-wechat-ad-huoliyu": {
    title: "个人微信公众号商业宣传构成广告案(东城监管局,裁判要旨)",
    url: "https://huoliyu.com/article/613674.html",
    checked: "2026-11-29",
  },
  "r6-news-sosvip-elderly-healthfood-scam": {
    title: "保健品和药品骗局层出不穷?国家重拳出击!(2025-05-31)",
    url: "https://www.sosvip.cc/article/4755.html",
    checked: "2026-11-29",
  },
  "r6-tip-chengdu-aic-healthfood": {
    title: "悟养生:保健品摇身一变成药品 老年人购买要多防陷阱(成都市工商局提示)",
    url: "https://www.wuyangsheng.com/jujiao/yjyw/144463.html",
    checked: "2026-11-29",
  },
  "r6-news-lianlian-elderly-shenyao": {
    title: "针对老年人的“神药”骗局:食品不是药,经营有红线",
    url: "http://www.lianlianhuanxi.com/product/42.html",
    checked: "2026-11-29",
  },
  "r6-news-digipub-elderly-healthfood-tricks": {
    title: "揭秘三大保健品骗局(网易号转载)",
    url: "http://m.digipub.cc/dy/article/KHIU1BGG055691YM.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r6-case-samr-ten-ad-cases-minghangd": {
    title: "市场监管总局公布十起违法广告典型案例(武汉洪山月目医疗美容门诊部案等)",
    url: "http://www.minghangd.cn/news/detail.html?zxbh=8312",
    checked: "2026-11-29",
  },
  "r6-case-yunfu-2025-first-batch": {
    title: "云浮市市场监督管理局公布民生领域违法广告典型案例(第一批,2025-10-13)",
    url: "https://www.yunfu.gov.cn/scjgj/xxgk/scjgdt/content/post_1955103.html",
    checked: "2026-11-29",
  },
  "r6-case-liaoning-2020-covid-ads": {
    title: "辽宁省市场监督管理局发布6例疫情防控期间违法广告典型案例(2020-02-18)",
    url: "http://bbs.beipiaozx.com/showtopic-13637.aspx",
    checked: "2026-11-29",
  },
  "r6-grade-cgets-olive-oil-ioc": {
    title: "橄榄油分类(国际橄榄油理事会标准)",
    url: "http://www.cgets.net/bbs/read-htm-tid-1996-fpage-20.html",
    checked: "2026-11-29",
  },
  "r6-tip-zeelive-laundry-symbols": {
    title: "洗衣标志是什么(衣物护理说明)",
    url: "https://zeelive.com.tw/a/%e6%b4%97%e8%a1%a3%e6%a8%99%e8%aa%8c%e6%98%af%e4%bb%80%e9%ba%bc.html",
    checked: "2026-11-29",
  },
  "r6-tip-yd166-garment-tag": {
    title: "服装吊牌与洗涤标签解读",
    url: "https://m.yd166.com/syjq/5644771427_6.html",
    checked: "2026-11-29",
  },
  "r6-tip-madama-pure-cotton": {
    title: "纯棉是100%棉吗(帮助中心)",
    url: "https://help.madama.cn/show/news-139.html",
    checked: "2026-11-29",
  },
  "r6-ency-bjltl-electric-kettle": {
    title: "百科:电热水壶(维护方法)",
    url: "http://bjltl.com.cn/baike/dianreshuihu",
    checked: "2026-11-29",
  },
  "r6-label-cnmzd-tramadol-dosage": {
    title: "药品说明书:用法用量(曲马多缓释片)",
    url: "https://cnmzd.com/776636.html",
    checked: "2026-11-29",
  },
  "r6-ency-youdao-yindefei": {
    title: "有道百科:海王银得菲(注意事项)",
    url: "https://dict.youdao.com/wiki/海王银得菲",
    checked: "2026-11-29",
  },
  "r6-std-china-com-ebike-speed": {
    title: "中华网汽车:电动车车速国家标准(《电动自行车安全技术规范》4.1)",
    url: "https://3g.china.com/auto/mip/1155555.html",
    checked: "2026-11-29",
  },
  "r6-qa-excel2003-ebike-standard": {
    title: "电动自行车的定义(问答,GB17761-2018)",
    url: "http://m.excel-2003.com.cn/news/show_3810807.html",
    checked: "2026-11-29",
  },
  "r6-tip-pdpei-wash-label": {
    title: "关于水洗标是什么知识(2025-06-13)",
    url: "https://www.pdpei.com/4-1749726.html",
    checked: "2026-11-29",
  },
  "r6-review-163-zuihaodewomen": {
    title: "网易新闻:《最好的我们》剧评",
    url: "https://m.163.com/news/article/E9K6F4BK05453NAC.html?clickfrom=subscribe",
    checked: "2026-11-29",
  },
  "r6-ency-92e-no1-pharmacy": {
    title: "百科:第一医药(上海第一医药股份有限公司)",
    url: "http://92e.net/92e/6266763462257481142.html",
    checked: "2026-11-29",
  },
  "r6-bulletin-no1-pharmacy-agm-2023": {
    title: "新浪财经:第一医药2022年年度股东大会会议资料(公告日期2023-04-14)",
    url: "http://vip.stock.finance.sina.com.cn/corp/view/vCB_AllBulletinDetail.php?id=8982402&stockid=600833",
    checked: "2026-11-29",
  },
  "r6-ency-yxlady-zuixuan-minzufeng": {
    title: "百科:最炫民族风(歌曲)",
    url: "http://mip.yxlady.com/yl/201609/1308667.shtml",
    checked: "2026-11-29",
  },
  "r6-ency-wikiwand-zuixuan-minzufeng": {
    title: "维基百科:最炫民族风 (歌曲)",
    url: "https://wikiwand.com/zh-hk/%E6%9C%80%E7%82%AB%E6%B0%91%E6%97%8F%E9%A3%8E_(%E6%AD%8C%E6%9B%B2)",
    checked: "2026-11-29",
  },
  "r6-report-sph-2021-h1-summary": {
    title: "和讯:上海医药集团股份有限公司2021年半年度报告摘要",
    url: "http://stockdata.stock.hexun.com/txt/stock_detail_1210927252.shtml",
    checked: "2026-11-29",
  },
  "r6-report-joincare-2020-summary": {
    title: "搜狐证券:健康元药业集团股份有限公司2020年年度报告摘要(2021-03-31)",
    url: "https://q.stock.sohu.com/cn,gg,600380,7007539823.shtml",
    checked: "2026-11-29",
  },
  "r6-news-chinanews-2023-ndz-evaluation": {
    title: "中国新闻网:商务部公布2023年国家级经济技术开发区综合发展水平考核评价结果(2023-12-28)",
    url: "http://www.njpanjin.com/cn/Instant/domestic/202312/t20231228_7547545.html",
    checked: "2026-11-29",
  },
  "r6-news-zjol-2022-ndz-ranking": {
    title: "浙江在线:浙江省国家级经开区综合发展水平考核评价成绩(2023-01-16)",
    url: "https://zjnews.zjol.com.cn/zjnews/202301/t20230116_25310272.shtml",
    checked: "2026-11-29",
  },
  "r6-news-xinhua-2010-ndz-index": {
    title: "新华社:商务部发布2010年国家级经济技术开发区投资环境综合评价通报",
    url: "http://zhongtushe.com/html/zhongtuxiaoxi/diquxinwen/beijing/2011/0922/576235.html",
    checked: "2026-11-29",
  },
  "r6-bio-bjpag-gu-wenyue": {
    title: "北京演艺集团:主创团队 艺术指导谷文月简介(2024-07-03)",
    url: "http://m.bjpag.com/ycgp/zbtc/hwm/zctd/202407/t20240703_29756.html",
    checked: "2026-11-29",
  },
  "r6-bio-rbdvsx3-peking-opera-actress": {
    title: "程派青衣京剧演员简介(国家京剧院二团团长)",
    url: "http://m.rbdvsx3.cn/vote/rankdetail-53316.html",
    checked: "2026-11-29",
  },
  "r6-news-xinhua-2011-grain": {
    title: "新华网:国家统计局:2011年全国粮食总产量57121万吨",
    url: "http://cnfdn.com.cn/nongyedongtai/1204_33850.html",
    checked: "2026-11-29",
  },
  "r6-news-cyol-2024-grain": {
    title: "中国青年报:国家统计局:全年全国粮食总产量14130亿斤(2024-12-16)",
    url: "http://news.youth.cn/jsxw/202412/t20241216_15714643.htm",
    checked: "2026-11-29",
  },
  "r6-hosp-chinablood-paediatric-centre": {
    title: "中国医学科学院血液病医院:儿童血液病诊疗中心介绍",
    url: "https://www.chinablood.com.cn/jyb/department_navigation/etxybzlzx.html",
    checked: "2026-11-29",
  },
  "r6-guide-cma-paediatric-all-2014": {
    title: "中华儿科杂志:儿童急性淋巴细胞白血病诊疗建议(第四次修订)(2014)",
    url: "https://cmab.yiigle.com/uploads/guide_html/%E5%84%BF%E7%AB%A5%E6%80%A5%E6%80%A7%E6%B7%8B%E5%B7%B4%E7%BB%86%E8%83%9E%E7%99%BD%E8%A1%80%E7%97%85%E8%AF%8A%E7%96%97%E5%BB%BA%E8%AE%AE(%E7%AC%AC%E5%9B%9B%E6%AC%A1%E4%BF%AE%E8%AE%A2).html",
    checked: "2026-11-29",
  },
  "r6-tip-muying888-child-leukemia": {
    title: "白血病是不治之症吗?(小儿血液病科普)",
    url: "http://www.muying888.com/XueYeXiTongJiBing/1489.html",
    checked: "2026-11-29",
  },
  "r6-ency-nbartc-child-leukemia": {
    title: "疾病百科:儿童白血病",
    url: "http://nbartc.cn/bingzhong/1627.html",
    checked: "2026-11-29",
  },
  "r6-drug-hbyuguan-xiaoer-qingre": {
    title: "方舟健客:小儿清热止咳颗粒批准文号",
    url: "http://m.hbyuguan.com/a/20150424/1535345.html",
    checked: "2026-11-29",
  },
  "r6-drug-jianke-weichangning": {
    title: "方舟健客:胃肠宁颗粒(中大)的批准文号是什么(2015-01-09)",
    url: "https://www.jianke.com/a/20150109/1224745.html",
    checked: "2026-11-29",
  },
  "r6-std-bepure-gb2760": {
    title: "标准库:GB 2760-2014 食品安全国家标准 食品添加剂使用标准",
    url: "https://www.bepurecrm.com/standard_library_detail/385.html",
    checked: "2026-11-29",
  },
  "r6-guide-anytesting-ubm-2019": {
    title: "嘉峪检测网:眼科高频超声诊断仪注册技术审查指导原则(2019-03-26)",
    url: "http://anytesting.com/news/1915514.html",
    checked: "2026-11-29",
  },
  "r6-news-xinhua-xiaomi-su7-launch": {
    title: "新华社:小米集团正式发布首款新能源汽车SU7(2024-03-28)",
    url: "http://yuxinews.com/c/2024/03/29/882000.shtml",
    checked: "2026-11-29",
  },
  "r6-news-worldjournal-huawei-2023-launch": {
    title: "世界日报:华为秋季全场景新品发布会(2023-09)",
    url: "https://www.worldjournal.com/wj/story/121343/7465974",
    checked: "2026-11-29",
  },
  "r6-news-cctv-xian-eighth-hospital": {
    title: "新浪新闻/央视:治愈出院后 70岁老奶奶纸板上亲笔写感谢信(2020-02-20)",
    url: "https://news.sina.cn/sh/2020-02-20/detail-iimxyqvz4368593.d.html?vt=4&pos=108",
    checked: "2026-11-29",
  },
  "r6-news-jianghua-first-hospital-letter": {
    title: "江华融媒体中心:县第一人民医院内三科收到患者手写感谢信(2021-07-02)",
    url: "https://jianghua-wap.rednet.cn/content/2021/07/02/9619370.html",
    checked: "2026-11-29",
  },
  "r6-news-xuzhou-first-hospital-letter": {
    title: "暖心!老人拿放大镜给徐州市第一人民医院医护人员写感谢信",
    url: "http://jiangsulong.com/a/2020/0106/0106204022020.html",
    checked: "2026-11-29",
  },
  "r6-news-jiangsulong-2019-drawings-letter": {
    title: "再辛苦也是值得!老人的这组钢笔画看哭了网友",
    url: "http://tech.jiangsulong.com/a/2019/0227/1551268037_5.html",
    checked: "2026-11-29",
  },
  "r6-news-chinacomcn-most-beautiful-roads": {
    title: "中国网草原频道:《中国国家地理》发布“中国最美公路”榜单(2021-12)",
    url: "http://grassland.china.com.cn/2021-12/06/content_41812289.html",
    checked: "2026-11-29",
  },
  "r6-ency-twwiki-xuanmei-zhongguo": {
    title: "百科:选美中国(《中国国家地理》评选活动)",
    url: "https://twwiki.net/wiki/v0oqgg484nx4jkq.html",
    checked: "2026-11-29",
  },
  "r6-hotel-elong-xiangcheng-huaibei": {
    title: "艺龙:淮北相山相城宾馆酒店介绍",
    url: "http://hotel.elong.com/huaibei/90813640/",
    checked: "2026-11-29",
  },
  "r6-hotel-jiudianzaixian-xuzhou": {
    title: "酒店在线:山西省2015年度旅游星级饭店变化情况/徐州酒店介绍",
    url: "http://room43502.jiudianzaixian.cn/news_s10117.html",
    checked: "2026-11-29",
  },
  "r6-grade-shdbkk-tea-levels": {
    title: "茶叶等级新标准(雀舌茶、红茶分级)",
    url: "https://www.shdbkk.com/html_3/chayanjiu/14578/list/1.html",
    checked: "2026-11-29",
  },
  "r6-std-xdyouji-mooncake-fruit": {
    title: "《月饼国家标准》对水果类月饼的规定",
    url: "http://xdyouji.com/index.php?act=show&aid=538&case=archive",
    checked: "2026-11-29",
  },

  "r7-case-guigang-huamei-2022": {
    title: "正观新闻转中国质量新闻网:贵港市港北区华美医疗美容门诊部发布违法医疗广告被罚2.5万元(贵港市港北区市场监管局)",
    url: "https://zhengguannews.cn/zghnews/84058.html",
    checked: "2026-11-29",
  },
  "r7-case-wenzhou-2023-medbeauty": {
    title: "温州网:温州市市场监管局通报6起医疗美容违法广告案例(温州龙湾艳后医疗美容门诊部 罚款13000元 2023-01-06)",
    url: "http://4g.66wz.com/xw/system/2023/01/06/105534806.shtml",
    checked: "2026-11-29",
  },
  "r7-case-yingkou-2022-medbeauty": {
    title: "营口市市场监督管理局等11部门 医疗美容行业第一批典型违法案例(营口市某医疗美容门诊部 罚款4万元 2022年11月)",
    url: "http://www.qxfood.com/zxzs/27597.html",
    checked: "2026-11-29",
  },
  "r7-case-chenzhou-2020-bulletin": {
    title:
      "红网郴州站:郴州市市场监管局公布违法广告典型案例(宜章诗扬商行 罚款25180元;湖南援菲农业机械有限公司 罚款20064元;嘉禾县雅康素美健康管理中心 2020)",
    url: "https://cz.rednet.cn/content/2020/07/10/7610584.html",
    checked: "2026-11-29",
  },
  "r7-case-lanzhou-2016-baidianfeng": {
    title: "兰州市工商局:兰州中医白癜风医院违法广告案入选工商总局十大典型虚假违法广告(城关区工商局 罚款22.4万元 2016)",
    url: "http://lanzhou.baogaosu.com/xinwen/%25E4%25B8%2580%25E6%25A1%2588%25E4%25BE%258B%25E5%2585%25A5%25E9%2580%2589%25E5%2585%25A8%25E5%259B%25BD%25E5%258D%2581%25E5%25A4%25A7%25E5%2585%25B8%25E5%259E%258B%25E8%25BF%259D%25E6%25B3%2595%25E5%25B9%25BF%25E5%2591%258A/50617081/",
    checked: "2026-11-29",
  },
  "r7-case-dezhou-2023-dingyi": {
    title:
      "中国质量新闻网(转载):纪满堂牌L-阿拉伯糖粉违法广告遭查处(德州市市场监管局 禹城市鼎益食品有限公司 罚款2.11万元 2023-05-22)",
    url: "https://www.315jiage.cn/mn512604.aspx",
    checked: "2026-11-29",
  },
  "r7-case-yuhuan-2020-lifujian": {
    title: "中国消费者报:普通电器宣称疗效 商家被重罚(玉环市市场监管局 丽福健多功能美体锻炼器 罚没45.9万元 2020)",
    url: "https://zxb.ccn.com.cn/html/zxb/20201123/106828.html",
    checked: "2026-11-29",
  },
  "r7-news-jxrb-2023-pianzaihuang-toothpaste": {
    title: "嘉兴日报 2023-11-20:片仔癀牙膏宣称功效构成引人误解的商业宣传被罚3万元(漫画配文)",
    url: "http://jxrb.cnjxol.com/jxrbPaper/pc/content/202311/20/content_182914.html",
    checked: "2026-11-29",
  },
  "r7-news-jiemian-2025-junxiaobai": {
    title: "界面新闻:俊小白牙膏宣传被质疑超备案功效(上海市长宁区市场监督管理局2025年12月1日立案调查,尚未结案)",
    url: "http://www.digipub.cc/dy/article/KJ8DAJUB0534A4SC.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r7-case-shanghai-qingpu-2022-yuerong": {
    title:
      "中国质量新闻网:上海瑞思德生物科技发布违法广告被处罚(上海市青浦区市场监督管理局 沪市监青处〔2022〕292022000392号)",
    url: "https://www.cqn.com.cn/ms/content/2022-09/08/content_8859554.htm",
    checked: "2026-11-29",
  },
  "r7-case-wusu-2023-skin": {
    title: "乌苏市市场监督管理局查处广告宣传使用治疗疾病医疗用语且销售过期化妆品案(2023,转载页)",
    url: "https://wxxishang.com/chanpinzhongxin/diwuxilie/4745.html",
    checked: "2026-11-29",
  },
  "r7-case-langzhong-2021-beauty": {
    title: "阆中市市场监管局查处一起化妆品虚假宣传案(2021,立案调查中,未结案)",
    url: "https://is0817.com/thread-75393-1-1.html",
    checked: "2026-11-29",
  },
  "r7-case-chengdu-wuhou-edu": {
    title: "中国消费者报:治理校外培训乱象 四川成都专项整治立案查处48件(武侯区市场监管局 某教育咨询公司 罚款3.24万元)",
    url: "http://shuinifapb.com/html/67c399906.html",
    checked: "2026-11-29",
  },
  "r7-case-yunnan-2025-bulletin": {
    title: "云南市场监管部门公布违法广告典型案例(云南某农业科技有限公司;云南某医疗美容有限公司 2025,转载页)",
    url: "https://feifmx.com/socialgd/10000169/20250312/48070602_1.html",
    checked: "2026-11-29",
  },
  "r7-case-hainan-2022-bulletin": {
    title: "海南省市场监督管理局公布2022年虚假广告典型案例(海口市市场监管局龙华分局 海口龙华***老汤砂锅店,转载页)",
    url: "http://yuntuisou.com/news/show-17313.html",
    checked: "2026-11-29",
  },
  "r7-case-qionghai-2026-maca": {
    title: "网易号:海南琼海市市场监督管理局查处流动摊贩销售玛卡虚假宣传案(罚款4400元 2026年1月)",
    url: "https://www.163.com/dy/article/KKAQPPCK055616ZT.html",
    checked: "2026-11-29",
  },
  "r7-case-hami-2025-elderly": {
    title: "哈密市市场监管局 涉老药品、保健品虚假宣传典型案例(新疆某健康管理有限公司 罚款30000元 2025)",
    url: "https://www.hami.gov.cn/hami/c120121/202510/8dba276e0b714e1bad7d70b2a6cb66c8.shtml",
    checked: "2026-11-29",
  },
  "r7-case-jinzhong-2024-bulletin": {
    title: "网易山西:晋中市市场监督管理局2024年典型违法广告案例(榆次区某培训学校;祁县某数码产品经销部)",
    url: "https://sx.news.163.com/jinzhong/24/1129/11/JI5JFN2M04149AG8.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r7-case-shanxi-2024-top10": {
    title:
      "澎湃新闻转载:山西省市场监管系统公布十大典型违法广告案例(大同市市场监管局 罚款13.1万元;运城市市场监管局 罚款6万元 2024)",
    url: "https://shanxishangren.com/b2b/news/show.php?itemid=164222",
    checked: "2026-11-29",
  },
  "r7-case-laibin-2025-bulletin": {
    title: "来宾市市场监管局公布2025年违法广告典型案例(忻城县大塘镇某诊所 未经审查医疗广告 2025年1月)",
    url: "http://www.cmrnn.com.cn/content/2026-01/14/content_283998.html",
    checked: "2026-11-29",
  },
  "r7-case-taizhou-2023-bulletin-cqn": {
    title:
      "中国质量新闻网:江苏省泰州市2023年度违法广告典型案例(靖江市某美容护肤中心;兴化市某电子商务有限公司;泰州市海陵区某商贸有限公司)",
    url: "https://www.cqn.com.cn/zj/content/2024-01/16/content_9020237.htm",
    checked: "2026-11-29",
  },
  "r7-case-dongguan-2023-first-batch": {
    title: "东莞市市场监督管理局2023年第一批典型虚假违法广告案件(广东农民头酒业有限公司,转载页)",
    url: "http://www.lfxiangjie.com/news/show-24981.html",
    checked: "2026-11-29",
  },
  "r7-case-qingdao-huangdao-2018-dingxin": {
    title: "黄岛区市场和质量监督管理局:北京鼎鑫辉煌投资管理有限公司青岛分公司广告单页承诺收益率被罚1200元(2018)",
    url: "http://ggzgc.com/kuaixun/20190311/2905.html",
    checked: "2026-11-29",
  },
  "r7-news-cls-2026-jinan-lezhi": {
    title: "财联社 2026-02-08:中基协对济南乐知等私募开出罚单(不当宣传推介、变相承诺保本保收益)",
    url: "http://www.digipub.cc/dy/article/KL927ULN05198CJN.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r7-news-csrc-private-fund-cases": {
    title: "各地证监局全年私募处罚案例汇总(二):片面或夸大宣传过往业绩",
    url: "http://www.ziruntouzi.com/news/detail?id=187&key=17",
    checked: "2026-11-29",
  },
  "r7-case-hechi-2022-xierkang": {
    title:
      "中国消费者报:河池市宜州区市场监管局查处艾灸馆虚假宣传“喜尔康”稀土养生链(没收违法所得51700元、罚款2万元 2022)",
    url: "https://sbaloanassistance.com/xc208/content_9422629.html",
    checked: "2026-11-29",
  },
  "r7-case-fujian-2023-moxibustion": {
    title:
      "中国质量新闻网转中国消费者报:福建省市场监管局反不正当竞争执法典型案例(武夷山市玲辉艾灸馆等3家 合计罚款150万元)",
    url: "https://www.cqn.com.cn/zhixiao/content/2023-01/05/content_8896827.htm",
    checked: "2026-11-29",
  },
  "r7-case-fujian-2022-tiequan-weifu": {
    title: "福建省市场监督管理局“铁拳”行动典型案例(武夷山市市场监管局 炜阜艾灸馆 罚款50万元 2022-06-28,转载页)",
    url: "https://nonglinyumu.com/agriculture/1372270.html",
    checked: "2026-11-29",
  },
  "r7-case-ningde-2022-elderly": {
    title: "中国消费者报:宁德市市场监管局发布涉老领域典型案例(东侨羊乃世家乳制品经营部 2022)",
    url: "http://yapigy.com/news/9a45899532.html",
    checked: "2026-11-29",
  },
  "r7-case-shandong-2023-tiequan-nmn": {
    title: "中国质量报告:山东省市场监管局“铁拳”行动典型案例(临沂市兰山区市场监管局 兰山区世乐迦电子商务中心 2023)",
    url: "http://cnqlr.com/m/view.php?aid=16439",
    checked: "2026-11-29",
  },
  "r7-case-ningbo-yinzhou-2023-dental": {
    title:
      "潇湘晨报:宁波鄞州牙悦美口腔诊所有限公司医疗广告含保证治愈情形被罚1万元(宁波市鄞州区市场监督管理局 2023-03-31)",
    url: "http://302848.net/view/150542",
    checked: "2026-11-29",
  },
  "r7-case-dongguan-2021-dental": {
    title: "中国质量新闻网:东莞市市场监督管理局2021年第二期典型虚假违法广告案件(东莞口腔医院有限公司 罚款10000元)",
    url: "https://m.cqn.com.cn/ms/content/2021-04/25/content_8686567.htm",
    checked: "2026-11-29",
  },
  "r7-news-cnnb-2013-xiangshan": {
    title: "中国宁波网:象山工商部门查获美容机构违法广告(2013-04-12,进一步处理中)",
    url: "http://news.cnnb.com.cn/system/2013/04/12/007688812.shtml",
    checked: "2026-11-29",
  },
  "r7-case-shanghai-yangpu-weidun": {
    title: "中国网财经:上海卫盾信息科技有限公司在广告中谎称取得专利权被罚1万元(上海市杨浦区市场监督管理局)",
    url: "http://news.cj18.com.cn/30175.html",
    checked: "2026-11-29",
  },
  "r7-news-xdkb-suzhou-gusu-hydrogen": {
    title: "现代快报:苏州姑苏区“富氢馆”宣称吸氢气治百病被查(姑苏区市场监管局,进一步调查处理中)",
    url: "https://dakule.com/content/80b3b38b128c22da101d9bf56958fb36.html",
    checked: "2026-11-29",
  },
  "r7-news-guofang-deyang-teahouse": {
    title: "国防时报:四川省德阳市旌阳区人武部协调多部门查处茶楼有损军队形象广告标语(现场取缔、训诫)",
    url: "http://www.0daili.com/shehui/84544.html",
    checked: "2026-11-29",
  },
  "r7-case-xiamen-siming-2022-xiongdan": {
    title: "厦门日报:思明区某医药公司虚假宣传“熊胆粉”被罚20万元(2022-01-28,转载页)",
    url: "http://the2day.cn/guonei/20220128/2828485.html",
    checked: "2026-11-29",
  },
  "r7-case-guangzhou-huangpu-2021-baiyunshan": {
    title: "中国消费者报:白云山制药总厂违法发布处方药广告被广州市黄埔区市场监管局罚款8万元(2021)",
    url: "http://www.cjgxw.com/Content/2021/06-23/2035430432.html",
    checked: "2026-11-29",
  },
  "r7-case-shanghai-huangpu-2021-budweiser": {
    title: "食品伙伴网转载:百威(中国)销售有限公司上海分公司发布虚假广告被上海市黄浦区市场监督管理局罚款20万元(2021)",
    url: "http://m.ouaec.cn/index.php?id=9732&mod=news_show",
    checked: "2026-11-29",
  },
  "r7-news-oron-2025-food-machinery": {
    title: "食品行业违反广告法案例综述(和府捞面被浦东新区市场监管局罚款3万元;某食品机械公司谎称专利被罚1.6万元)",
    url: "http://www.oronfinance.net/news/153714.html",
    checked: "2026-11-29",
  },
  "r7-case-nanjing-yuhuatai-2018-krill": {
    title: "南京市雨花台区市场监管局查处螺旋藻、南极磷虾油等保健品违法广告案(2018,转载页)",
    url: "http://wn2306uz.cn/article/article_id/30021.html",
    checked: "2026-11-29",
  },
  "r7-case-hangzhou-2021-h1-bulletin": {
    title:
      "杭州网:杭州市市场监管局公布2021年上半年违法广告典型案例(杭州市上城区市场监管局 杭州薇琳医疗美容医院有限公司 罚款34834.6元)",
    url: "http://xiaofei.hangzhou.com.cn/xfzx/content/2021-08/03/content_9254853.htm",
    checked: "2026-11-29",
  },
  "r7-case-chengdu-2022-top10": {
    title:
      "中国消费者报:成都市市场监管局公布10起违法广告典型案例(温江区市场监管局 成都金瑞盛房地产开发有限公司;成华区市场监管局 成都成华华蜀眼科门诊部 各罚款10万元 2022)",
    url: "http://yapigy.com/news/58b41699525.html",
    checked: "2026-11-29",
  },
  "r7-case-hubei-2022-third-batch": {
    title: "荆楚网:湖北省市场监管系统2022年第三批违法广告典型案件(武汉市新洲区市场监管局 某美容馆 罚款1万元)",
    url: "http://m.pomelofruit.com/content/2022-12/13/content_15314092.html",
    checked: "2026-11-29",
  },
  "r7-case-hunan-2023-bulletin": {
    title:
      "湖南公布一批虚假违法广告典型案例(汉寿县市场监管局 常德某家电有限公司 罚款1.5万元;永顺县市场监管局 永顺某房地产开发有限公司 罚款9.9万元 2023)",
    url: "http://gsdjw.com/news/guonei/398052_2.html",
    checked: "2026-11-29",
  },
  "r7-case-hunan-2023-bulletin-p1": {
    title:
      "湖南公布一批虚假违法广告典型案例(第1页:长沙市开福区市场监管局 湖南某科技有限公司 罚款5.05万元;湖南湘江新区商务和市场监管局 湖南某化妆品有限公司 罚款3万元 2023)",
    url: "https://crfgs.com/shenghuo/wanxiang/786749.html",
    checked: "2026-11-29",
  },
  "r7-case-zhuzhou-2025-bulletin": {
    title: "红网:株洲市市场监管局公布2025年度违法广告典型案例(株洲市某教育科技有限责任公司)",
    url: "https://zz.rednet.cn/content/646047/52/15775445.html",
    checked: "2026-11-29",
  },
  "r7-case-fujian-2023-third-batch": {
    title:
      "中国质量新闻网转福建市场监管:福建曝光13起虚假违法广告典型案例(漳浦县市场监管局 漳浦国源房地产开发有限公司 罚款210000元 2023年9月)",
    url: "http://www.hzweihu.com/ms/content/2023-12/15/content_9010212.htm",
    checked: "2026-11-29",
  },
  "r7-news-quanzhou-2024-minsheng-ads": {
    title: "泉州深入开展民生领域广告监管专项行动(泉州市市场监管局联合卫健部门查处未取得医疗服务许可的养生馆 2024)",
    url: "http://www.xiyanjiudian.com/zljd/2024-8/28/244474.html",
    checked: "2026-11-29",
  },
  "r7-case-quanzhou-2020-eight-cases": {
    title: "泉州晚报:泉州市通报8个虚假违法广告典型案例(福建省骏熙自动化设备有限公司 2020)",
    url: "https://m.folksfolks.com/qz/2020-09/08/content_30471041.htm",
    checked: "2026-11-29",
  },
  "r7-case-henan-2018-second-issue": {
    title:
      "中国质量新闻网:河南省市场监督管理局公布九起典型违法广告案件(郑州市管城区工商质监局 郑州题桥商贸有限公司 吊销执照并罚款146.875万元 2018)",
    url: "http://www.cqn.com.cn/ms/content/2018-12/24/content_6604644.htm",
    checked: "2026-11-29",
  },
  "r7-case-quanzhou-2019-cases": {
    title:
      "中国质量新闻网:泉州市市场监管局通报2019年虚假违法广告典型案例(晋江市市场监督管理局 晋江新城吾悦发展有限公司 罚款100000元;功夫动漫股份有限公司)",
    url: "http://www.cqn.com.cn/zj/content/2020-01/21/content_8066441.htm",
    checked: "2026-11-29",
  },
  "r7-news-putian-2016-monitoring": {
    title: "东南网:莆田市工商局通报广告监测违法广告(格林春天竹木纤维板广告 2016)",
    url: "https://www.cqn.com.cn/ms/content/2016-03/03/content_2656206.htm",
    checked: "2026-11-29",
  },
  "r7-case-henan-2017-first-issue": {
    title:
      "河南省工商局关于2017年查处典型违法广告案件的公告(第一期)(安阳市工商局文峰分局 罚款5000元、3000元;中牟县大盘鸡饭店)",
    url: "http://txgoujian.com/art/2018/8/17/art_7925_118445.html",
    checked: "2026-11-29",
  },
  "r7-case-anhua-2025-75": {
    title: "安化县市场监督管理局 行政处罚决定书 安市监罚〔2025〕75号(安化湘亚医院)",
    url: "http://www.anhua.gov.cn/16/61/62/64/content_2101126.html",
    checked: "2026-11-29",
  },
  "r7-case-wenzhou-longwan-2022-461": {
    title: "温州市龙湾区市场监督管理局 行政处罚决定书 温龙市监处罚〔2022〕461号(温州佑安医院有限公司,转载页)",
    url: "https://bbs.703804.com/forum.php?goto=lastpost&mod=redirect&tid=16413768",
    checked: "2026-11-29",
  },
  "r7-news-huichang-2023-training-ads": {
    title: "中国质量新闻网:江西省会昌县市场监管局开展校外培训机构广告治理“回头看”专项整治(责令改正 2023-12)",
    url: "https://e993.com/caijing_0323d22313d233230323_mzyrxxu1807211",
    checked: "2026-11-29",
  },
  "r7-case-jiangsu-2021-education-ads": {
    title: "江苏省市场监管局公布近期查处的教育培训违法广告(常州市武进区市场监管局 常州雪思教育咨询有限公司,转载页)",
    url: "http://www1.jiuquanzx.com/sjslczl/3011.html",
    checked: "2026-11-29",
  },
  "r7-complaint-jiaduobao-feiyi": {
    title: "消费者投诉:加多宝凉茶罐身“国家级非物质文化遗产代表作”描述被指虚假(投诉文章,非处罚决定)",
    url: "http://www.njhmjr.cn/tousu/food/211023.html",
    checked: "2026-11-29",
  },
  "r7-news-163-2025-damai-hair": {
    title: "网易号:大麦植发连吃罚单(北京市海淀区市场监督管理局 北京大麦医疗美容医院 罚款5777.16元 2025-10-30)",
    url: "https://www.163.com/dy/article/KDFBPBHC0519K7CS.html",
    checked: "2026-11-29",
  },
  "r7-news-163-2025-damai-hair-2": {
    title: "网易号:大麦植发屡罚屡犯评论(2024年5月小红书广告被北京市市场监督管理局处罚;“五连冠”为机构自称)",
    url: "https://www.163.com/dy/article/KDJG7VJH05567RL3.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r7-news-ccreports-2022-hair-transplant": {
    title: "消费者报道:百亿植发市场鱼龙混杂(植发机构常用宣传用语,记者称可能涉嫌违反广告法)",
    url: "https://ccreports.com.cn/315/41746.html",
    checked: "2026-11-29",
  },
  "r7-case-guangzhou-conghua-2022-70": {
    title:
      "中国质量新闻网:颜如玉医药科技有限公司广告违法被广州市从化区市场监督管理局处罚(穗从市监处罚﹝2022﹞70号 罚款613.2元)",
    url: "http://www.sh1j2.com/zhixiao/content/2022-07/29/content_8847012.htm",
    checked: "2026-11-29",
  },
  "r7-case-shanghai-putuo-2021-taiantang": {
    title:
      "中国经济网:上海太安堂大药房连锁有限公司发布虚假广告被上海市普陀区市场监督管理局罚款2000元(沪市监普处〔2021〕072021003120号,转载页)",
    url: "http://jiaoer880.cn/post/9082.html",
    checked: "2026-11-29",
  },
  "r7-case-chongqing-yubei-2022-tinghua": {
    title:
      "澎湃新闻转载:重庆熊本文化传播有限公司违规发布听花酒广告被重庆市渝北区市场监督管理局没收广告费6万元、罚款12万元(2022-11)",
    url: "https://taotu.cn/06291028.html",
    checked: "2026-11-29",
  },
  "r7-news-taobao-price-fraud-cases": {
    title: "电商联盟:淘宝价格欺诈专项解读(案例B 消费者举报“专柜5折封顶”及参考价,举报事实成立)",
    url: "http://m.xtoyo.com/ws/201608/c_56037.html",
    checked: "2026-11-29",
  },
  "r7-news-gaoxian-2022-milk-powder": {
    title: "宜宾高县市场监督管理局:奶粉店发布涉及疾病预防功能的食品广告被立案调查(2022-01)",
    url: "http://anhuifoods.net/news/internal/76466.html",
    checked: "2026-11-29",
  },
  "r7-case-guangdong-2020-covid-ads": {
    title:
      "广东省市场监管局公布十起新冠肺炎疫情防控期间违法广告案例(云浮市云城区市场监督管理局 罚款20000元;高州市市场监督管理局立案调查 2020)",
    url: "https://hbsb.xny365.com/article-20839.html",
    checked: "2026-11-29",
  },
  "r7-case-longyang-2025-111": {
    title: "保山市隆阳区市场监督管理局 行政处罚决定书 云市监保隆处罚〔2025〕111号(云南保山地建投资有限公司)",
    url: "https://longyang.gov.cn/info/4564/14018279.htm",
    checked: "2026-11-29",
  },
  "r7-news-turnnews-huawei-2023": {
    title: "转角国际/联合新闻 华为发布会 Mate 60 RS 2023-09-26",
    url: "https://turnnewsapp.com/choice/305042.html",
    checked: "2026-11-29",
  },
  "r7-news-xinhua-ces-2024": {
    title: "新华社 2024年拉斯维加斯消费电子展中国企业参展报道",
    url: "http://58.221.163.238:8082/w.php?n0kK=pb.html",
    checked: "2026-11-29",
  },
  "r7-news-xinhua-xiaomi-2015": {
    title: "新华网 小米公司举行新品发布会 2015-01-15",
    url: "http://finance.china.com.cn/roll/20150115/2908620.shtml",
    checked: "2026-11-29",
  },
  "r7-report-chinabgao-chengdu-2025": {
    title: "中国报告大厅 成都首发经济与华为商用电脑发布",
    url: "http://big5.chinabgao.com/info/1268073.html",
    checked: "2026-11-29",
  },
  "r7-news-thepaper-shenzhen-lung-2024": {
    title: "澎湃新闻 深圳市第三人民医院肺癌术后双肺移植患者出院 2024-04-13",
    url: "https://ujoy.net/topics/11314729",
    checked: "2026-11-29",
  },
  "r7-news-gzdaily-huaxi-larynx-2023": {
    title: "广州日报新花城 华西医院世界首例喉部6个器官联合移植 2023-12-25",
    url: "https://huacheng.gz-cmc.com/pages/2023/12/25/e03c4f4e0ab74ff5937c9e642a38174e.html",
    checked: "2026-11-29",
  },
  "r7-news-xinhua-wuhan-lung-2020": {
    title: "新华社图片 湖北首例新冠肺炎终末期肺移植患者出院 2020-07",
    url: "http://xynyumi.cn/photo/content/2020-07/22/content_23371917_0.htm",
    checked: "2026-11-29",
  },
  "r7-news-vn-hue-heart": {
    title: "越南 承天顺化省中央医院第三例心脏移植手术",
    url: "https://zh.dantocmiennui.vn/tg-tag21604.html",
    checked: "2026-11-29",
  },
  "r7-news-qdmw-climate-2023": {
    title: "青岛民网 国家气候中心:2023年全国平均气温1961年以来最高",
    url: "http://qingdaominwang.com/hotnews/2024/0105/15281.html",
    checked: "2026-11-29",
  },
  "r7-news-heat-july-records": {
    title: "新闻资讯 16个省会高温 29个国家级气象站打破7月纪录",
    url: "https://oraclecloud1.145673.xyz/news/search?form=PTFTNR&q=%E6%9C%80%E6%9C%80&qft=interval%3D%224%22",
    checked: "2026-11-29",
  },
  "r7-news-xinhua-hk-obs-2023": {
    title: "新华社 香港天文台:2023年气候情况 2024-01-08",
    url: "http://server.bomeida.com:8082/index.php?n=vX0.html",
    checked: "2026-11-29",
  },
  "r7-mag-xwzk-climate-2024": {
    title: "新闻周刊 2023年全国平均气温1961年以来最高",
    url: "https://sdupsl.dps.qikan.cn/pc/maga/text-read?id=xwzk20240210",
    checked: "2026-11-29",
  },
  "r7-notice-jingjinji-51-2025": {
    title: "北京商报 京津冀三地市场监管部门联合发布五一消费提示",
    url: "http://blg686.com/dy/article/JU81EKT00519DFFO.html",
    checked: "2026-11-29",
  },
  "r7-notice-shanghai-eggs-2025": {
    title: "中国消费者报 上海市市场监管局:警惕保健品宣传“领鸡蛋”陷阱 2025-06-17",
    url: "http://www.moenxi.com/cysc/sp/info/202506/t20250617_2329792.shtml",
    checked: "2026-11-29",
  },
  "r7-notice-zhangzhou-2024": {
    title: "中国消费者报 漳州市市场监管局民生领域广告发布合规提示 2024-07",
    url: "https://quintfund.todayeastern.com/news/57a16799775.html",
    checked: "2026-11-29",
  },
  "r7-notice-zhuhai-spring-2025": {
    title: "珠海市市场监督管理局 2025年春节广告与网络促销提示 2025-01-13",
    url: "http://r.zhaobiaobiao.com/news/58d1699925.html",
    checked: "2026-11-29",
  },
  "r7-doc-360docs-bank-risk": {
    title: "360docs 银行风险提示函（理财产品风险提示）",
    url: "https://360docs.net/doc/019420914.html",
    checked: "2026-11-29",
  },
  "r7-news-paris-olympics-records-2024": {
    title: "巴黎奥运会32项次世界纪录被刷新 2024-08-13",
    url: "https://m.xmxinyixin.com/news/25642.html",
    checked: "2026-11-29",
  },
  "r7-news-zjol-worldrecord-contenders-2024": {
    title: "潮新闻 巴黎奥运会上世界纪录的最强冲击者",
    url: "https://www.shijiezz.com/jinisi/164969.html",
    checked: "2026-11-29",
  },
  "r7-news-peoplesdaily-gdp-q1-2024": {
    title: "人民日报 国家统计局:一季度GDP同比增长5.3% 2024-04-17",
    url: "http://satrik.com/cj/jjgc/2024-04-17/1454291.html",
    checked: "2026-11-29",
  },
  "r7-stats-nbs-q3-2016": {
    title: "国家统计局 前三季度国民经济运行稳中有进 2016-10-19",
    url: "http://finance.hebei.com.cn/system/2016/10/19/017452130.shtml",
    checked: "2026-11-29",
  },
  "r7-shop-madama-gauze-367": {
    title: "Madama 双层纱四件套产品介绍",
    url: "https://rss.madama.cn/rssscs/367.html",
    checked: "2026-11-29",
  },
  "r7-encyc-tftnews-shirt": {
    title: "衬衫 纯棉面料介绍",
    url: "https://tftnews.com/news8526764",
    checked: "2026-11-29",
  },
  "r7-tips-400316-healthfood-warnings-2023": {
    title: "洽康商城 市面保健品警示语 2023-06-07",
    url: "http://m.400316.cn/news/178538.html",
    checked: "2026-11-29",
  },
  "r7-qa-gaokaocn-healthfood-warnings": {
    title: "问答网 保健品警示语是什么",
    url: "https://gaokaocn.cn/yljk/id/1146452.html",
    checked: "2026-11-29",
  },
  "r7-tips-tianjin-cca-618-2023": {
    title: "北方网 天津市消费者协会“618”消费提示 2023-06-16",
    url: "http://aba.baitongwang.com/maerkangshi/2023/0616/13532.html",
    checked: "2026-11-29",
  },
  "r7-tips-kuaibao-online-shopping": {
    title: "消费者在网购时有哪些注意事项",
    url: "https://kuaibao.lzzcloud.net/news_info/1139463.html",
    checked: "2026-11-29",
  },
  "r7-tips-shenzhen-cc-1111-2024": {
    title: "深圳市消委会 2024年“双十一”消费提示 2024-10-25",
    url: "http://m.klmyqx.com/news/content/2024-10/25/content_31295526.htm",
    checked: "2026-11-29",
  },
  "r7-tips-gansu-cca-1111-2024": {
    title: "甘肃省消费者协会 双十一购物消费提示 2024-11-05",
    url: "http://www.kmxxf.com/scjg/info/1011/73332.htm",
    checked: "2026-11-29",
  },
  "r7-tips-163-province-1111-2025": {
    title: "网易号 省市场监管局和省消费者协会“双十一”消费提示 2025",
    url: "https://www.163.com/dy/article/KDFBG77O0550CRYL.html",
    checked: "2026-11-29",
  },
  "r7-notice-zhongshan-medbeauty-2022": {
    title: "中山市市场监管局 请注意!医美机构“十二不得” 2022-12-13",
    url: "http://zs.gov.cn/sqq/gggs/content/post_2199035.html",
    checked: "2026-11-29",
  },
  "r7-notice-wuhan-medbeauty-20": {
    title: "长江日报 武汉市市场监管局发布医疗美容行政指引“20条”",
    url: "http://bbs.golfyihaodian.com/archiver/showtopic-13016.aspx",
    checked: "2026-11-29",
  },
  "r7-news-beijing-realestate-guide-2024": {
    title: "北京市市场监管局印发《北京市房地产广告发布指引》 2024-02-29",
    url: "http://kanbao.dayuntongzhou.com/Html/2024-02-29/17039.html",
    checked: "2026-11-29",
  },
  "r7-news-foshan-realestate-guide-2025": {
    title: "广东建设报 佛山市市场监管局《房地产广告行为合规指引》 2025-11-28",
    url: "https://ep.ycwb.com/epaper/gdjs/html/2025-11/28/content_1173_732942.htm",
    checked: "2026-11-29",
  },
  "r7-label-120net-110677": {
    title: "120.net 药品说明书（喷剂）注意事项",
    url: "https://m.120.net/yaopin/110677/manual.html",
    checked: "2026-11-29",
  },
  "r7-news-ifeng-c919-70firsts": {
    title: "凤凰网 C919丨70年70个第一",
    url: "https://feng.ifeng.com/c/7suanLUdUIJ",
    checked: "2026-11-29",
  },
  "r7-news-ckxx-space-2020": {
    title: "参考消息 大火箭大客机等空天工程 2020-01-06",
    url: "https://ckhq.net/arc/hqck/jsck/2020/0106/510789_2.html",
    checked: "2026-11-29",
  },
  "r7-news-peoplesdaily-os-space-2020": {
    title: "人民日报海外版 中国“四大空天工程”圆满收官 2020-01-06",
    url: "http://m.91wct.cn/news/china/2237785.html",
    checked: "2026-11-29",
  },
  "r7-news-handmsg-longmarch-2013": {
    title: "长征系列运载火箭报道 2013",
    url: "http://m.handmsg.com/page/2013/1229/24955100.shtml",
    checked: "2026-11-29",
  },
  "r7-news-qingdao-laoshan-tea": {
    title: "青岛早报 专访崂山茶协会会长",
    url: "http://www.cy260.com/c/6714.html",
    checked: "2026-11-29",
  },
  "r7-shop-pinminghui-luyuan-maojian": {
    title: "品茗汇 鹿苑毛尖介绍",
    url: "https://m.pinminghui.com/luyuanmaojian",
    checked: "2026-11-29",
  },
  "r7-qa-biud-wuyi-yancha": {
    title: "武夷岩茶分类与品质",
    url: "https://m.biud.com.cn/zhidao-view-id-10697.html",
    checked: "2026-11-29",
  },
  "r7-label-51zyzy-82fdea6apa": {
    title: "中成药说明书 注意事项（通便类）",
    url: "https://m.51zyzy.com/ask/show/82fdea6apa.html",
    checked: "2026-11-29",
  },
  "r7-label-bohe-22227611": {
    title: "薄荷网 药品说明书 22227611",
    url: "https://yao.bohe.cn/drug/22227611/instructions.html",
    checked: "2026-11-29",
  },
  "r7-label-xataih-honghuayou": {
    title: "依马打正红花油注意事项",
    url: "http://www.xataih.com/a/20140220/645845.html",
    checked: "2026-11-29",
  },
  "r7-label-hkzww-56881": {
    title: "中成药（外用膏药）说明书 56881",
    url: "https://xh.hkzww.com/cs/zcy/qr/56881.html",
    checked: "2026-11-29",
  },
  "r7-edu-puhao-fund-first-lesson": {
    title: "普浩基金 基金投资第一课",
    url: "http://www.puhaofunds.com/index.php/News_detail_item_1390.html",
    checked: "2026-11-29",
  },
  "r7-qa-jiantou8-fund-ads-2025": {
    title: "见投 如何判断基金宣传是否属虚假诱导 2025-08-29",
    url: "https://licai.jiantou8.com/ask/qa_5727321.html",
    checked: "2026-11-29",
  },
  "r7-news-cqn-shanghai-qingpu-2022": {
    title: "中国质量新闻网 上海瑞思德生物科技发布违法广告被处罚 沪市监青处〔2022〕292022000392号",
    url: "https://www.cqn.com.cn/ms/content/2022-09/08/content_8859554.htm",
    checked: "2026-11-29",
  },
  "r7-case-wusu-2024": {
    title: "新疆乌苏市市场监管局查处广告宣传使用治疗疾病医疗用语且销售过期化妆品案 2024-03-08",
    url: "https://wxxishang.com/chanpinzhongxin/diwuxilie/4745.html",
    checked: "2026-11-29",
  },
  "r7-encyc-drbdp-panda": {
    title: "大熊猫分布与保护",
    url: "https://drbdp.com/4-6280962.html",
    checked: "2026-11-29",
  },
  "r7-encyc-gzjll-panda": {
    title: "熊猫保护级别",
    url: "https://m.gzjll.com/3/3161708.html",
    checked: "2026-11-29",
  },
  "r7-encyc-kfkhr-panda": {
    title: "熊猫属于几级保护动物",
    url: "https://www.kfkhr.com/1/256182.html",
    checked: "2026-11-29",
  },
  "r7-encyc-renwendu-panda": {
    title: "人文都 世界上有多少只熊猫",
    url: "https://www.renwendu.com/jyrw/v9pnx6.html",
    checked: "2026-11-29",
  },
  "r7-news-fengxian-kiln-bread": {
    title: "上海奉贤乡村窑烤面包店报道",
    url: "http://www.gdmsci.cn/ZCFS3KyzYcsJ.html",
    checked: "2026-11-29",
  },
  "r7-tips-shucheng-cup-2025": {
    title: "舒城县市场监管局 可能引发慢性中毒,这种保温杯别再用了 2025-11-03",
    url: "https://www.shucheng.gov.cn/public/content/38124344",
    checked: "2026-11-29",
  },
  "r7-notice-xiamen-cup-check-2025": {
    title: "厦门市市场监督管理局2025年不锈钢真空杯产品质量监督抽查情况",
    url: "https://scjg.xm.gov.cn/xxgk/zfxxgk/zfxxgkml/12/202601/t20260113_2976935.htm",
    checked: "2026-11-29",
  },
  "r7-doc-3dmxku-cup-standard": {
    title: "保温杯不锈钢内胆标准",
    url: "https://m.3dmxku.com/daquan/zonghe/8223489.html",
    checked: "2026-11-29",
  },
  "r7-doc-bdocx-pharmacopoeia-2010": {
    title: "2010版中国药典知识 学习资料",
    url: "https://bdocx.com/doc/26354754.html",
    checked: "2026-11-29",
  },
  "r7-news-gd-fda-electrotherapy-2015": {
    title: "广州日报 广东省食药监局提醒:理性购买使用静电理疗器 2015-05-15",
    url: "http://health.china.com.cn/2015-05/15/content_7907569.htm",
    checked: "2026-11-29",
  },
  "r7-tips-hssyj-device-five": {
    title: "常用医疗器械购买“五项注意” 2020-09-23",
    url: "https://hssyj.net/news.php?act=detail&id=153",
    checked: "2026-11-29",
  },
  "r7-news-jinwanbao-shikangyi-2014": {
    title: "今晚报 买视康仪要看清是否注册 2014-12-14",
    url: "http://big5.china.com.cn/gate/big5/finance.china.com.cn/roll/20141214/2848893.shtml",
    checked: "2026-11-29",
  },
  "r7-news-xinhua-device-week-2020": {
    title: "新华社 全国医疗器械安全宣传周 2020-10-25",
    url: "https://ycpai.ycwb.com/ycppad/content/2020-10/25/content_1241552.html",
    checked: "2026-11-29",
  },
  "r7-notice-pos111-device-week": {
    title: "医疗器械安全宣传周 安全用械 共治共享",
    url: "http://m.pos111.cn/zwgk/zdlyxxgk/spypaq/aqsj/content/post_2366864.html",
    checked: "2026-11-29",
  },
  "r7-guide-enorth-restaurants-2013": {
    title: "北方网 餐厅推荐 望湘园 2013-08-23",
    url: "http://tjtong.enorth.com.cn/system/2013/08/23/011250622_04.shtml",
    checked: "2026-11-29",
  },
  "r7-news-liuzimei-ratings-2025": {
    title: "《六姊妹》成2025年首部爆款电视剧 登顶收视率之王",
    url: "http://horoscopes9.com/news-133974.html",
    checked: "2026-11-29",
  },
  "r7-news-cnstock-tv-q1-2023": {
    title: "上海证券报 中国视听大数据2023年一季度收视季报 2023-04-15",
    url: "http://wementum.com/zixun/2023/0415/86125.html",
    checked: "2026-11-29",
  },
  "r7-news-midautumn-restaurants-2015": {
    title: "信息快讯网 中秋夜何处共婵娟 盘点全国九家人气餐厅 2015-09-22",
    url: "https://dbsqp.com/article/12395",
    checked: "2026-11-29",
  },
  "r7-encyc-baikehk-diyiluxiang": {
    title: "百度百科 《第一炉香》(2021年电影)",
    url: "https://baike.baidu.hk/item/%E3%80%8A%E7%AC%AC%E4%B8%80%E7%88%90%E9%A6%99%E3%80%8B/19848791",
    checked: "2026-11-29",
  },
  "r7-news-starshang-diyiluxiang-2021": {
    title: "星尚中国 电影《第一炉香》正在热映 2021-10-29",
    url: "https://www.starshangchina.com/article/193d0309381ee3e1.html",
    checked: "2026-11-29",
  },
  "r7-news-chunmeifan-diyiluxiang": {
    title: "电影第一炉香正式定档 将于10月22日上映",
    url: "https://chunmeifan.com/dianying/huayu/2ylpoq.html",
    checked: "2026-11-29",
  },
  "r7-news-dxbei-diyiluxiang-2021": {
    title: "《第一炉香》定档今夏 2021-04-06",
    url: "http://m.dxbei.com/w/20210406/337436.html",
    checked: "2026-11-29",
  },
  "r7-encyc-drbdp-shatianyou": {
    title: "沙田柚介绍",
    url: "https://cdn.drbdp.com/4-9214190.html",
    checked: "2026-11-29",
  },
  "r7-guide-bkwk-putian-fruit": {
    title: "莆田水果品种与价格",
    url: "https://bkwk.cn/article/ptsgxxjmyljxfszw-a17773688.html",
    checked: "2026-11-29",
  },
  "r7-news-guo68-lychee-xiasha": {
    title: "中国水果网 杭州下沙在售6种荔枝",
    url: "https://www.guo68.com/news/detail?id=4332",
    checked: "2026-11-29",
  },
  "r7-news-dengfeng-hospital-ct": {
    title: "豫都网 登封市人民医院肿瘤病房楼启用",
    url: "http://zhengzhou.yuduxx.com/dengfeng/108850.html",
    checked: "2026-11-29",
  },
  "r7-news-wenshan-devices": {
    title: "文山州新型医疗设备走访报道",
    url: "http://m.mzsszcc.cn/product/3.html",
    checked: "2026-11-29",
  },
  "r7-gazetteer-zhoushan-1989-2005": {
    title: "舟山市志(1989—2005)下卷 医疗设备",
    url: "https://dfz.zj.gov.cn/zlyz/ossfs/h5/ZS-Z-330900-2005-001-0303/files/basic-html/page178.html",
    checked: "2026-11-29",
  },
  "r7-news-qlwb-yantai-wealth-2010": {
    title: "齐鲁晚报 银行理财只提收益不提风险 2010-12-10",
    url: "https://sjb.qlwb.com.cn/html/2010-12/10/content_55627.htm?div=-1",
    checked: "2026-11-29",
  },
  "r7-news-paoku-bank-slogans-2025": {
    title: "银行理财产品宣传语是否可信 2025-11-17",
    url: "http://m.paoku.com.cn/zixun/2025/1117/410835.html",
    checked: "2026-11-29",
  },
  "r7-qa-uczhidao-rx-ads": {
    title: "UC知道 禁止在大众媒体发布（处方药）",
    url: "https://www.uczhidao.com/wenda/21475404/禁止在大众媒体发布（处方药、扩",
    checked: "2026-11-29",
  },
  "r7-guide-yxlady-handmade-soap-2022": {
    title: "伊秀 手工肥皂的成分 2022-07-28",
    url: "https://mip.yxlady.com/jingyan/1872982.shtml",
    checked: "2026-11-29",
  },
  "r7-guide-100ye-downjacket": {
    title: "羽绒服含绒量与蓬松度说明",
    url: "https://m.100ye.com.cn/g84916981.html",
    checked: "2026-11-29",
  },
  "r7-guide-qydsj-downjacket": {
    title: "买羽绒服看充绒量、含绒量、蓬松度",
    url: "https://qydsj.cn/news/show-8121.html",
    checked: "2026-11-29",
  },
  "r7-guide-huirenwang-downjacket": {
    title: "羽绒与白鸭绒的区别",
    url: "https://huirenwang.com/f/59603.html",
    checked: "2026-11-29",
  },
  "r7-plan-duanwen-spring-promo": {
    title: "短文网 商场春节活动策划方案（爱就推门玩具）",
    url: "https://duanwen.cc/article/23361.html",
    checked: "2026-11-29",
  },
  "r7-case-qingxin-2025-bulletin": {
    title: "清远市清新区市场监督管理局关于公布2025年民生领域广告专项治理典型案例的公告 2025-10-30",
    url: "https://www.qingxin.gov.cn/zwgk/xxgk/zfxxgkml/qt/tzgg/content/post_2077680.html",
    checked: "2026-11-29",
  },

  "r8-c1-case-zhoushan-2022-qijiutang": {
    title: "中国质量新闻网:舟山市市场监督管理局定海分局 定海蕲灸堂保健按摩馆虚假宣传治病被罚15万元(2022)",
    url: "https://www.cqn.com.cn/zhixiao/content/2022-07/01/content_8839468.htm",
    checked: "2026-11-29",
  },
  "r8-c1-news-datong-2025-hypertension": {
    title: "黄河新闻网大同:大同市第二人民医院世界高血压日义诊(2025-05)",
    url: "https://dt.sxgov.cn/content/2025-05/20/content_13441735.htm",
    checked: "2026-11-29",
  },
  "r8-c1-news-heze-2019-diabetes": {
    title: "牡丹晚报:联合国糖尿病日牡丹人民医院教您防控糖尿病(2019-11-15)",
    url: "http://epaper.hezeribao.com/shtml/mdwb/20191115/476656.shtml",
    checked: "2026-11-29",
  },
  "r8-c1-news-gmw-2021-hypertension-day": {
    title: "光明网科普:第17个世界高血压日专家线上义诊(2021-05-17)",
    url: "https://kepu.gmw.cn/2021-05/17/content_34850257.htm",
    checked: "2026-11-29",
  },
  "r8-c1-news-wuzhou-2022-myopia-tip": {
    title: "西江都市报(梧州零距离):中消协发布消费提示 勿轻信近视治疗广告(2022-06-15)",
    url: "http://www.hscy8.cn/content/2022-06/15/content_359363.htm",
    checked: "2026-11-29",
  },
  "r8-c1-case-quanzhou-2023-botox": {
    title: "泉州市市场监督管理局:泉州市持续整治医美行业乱象(医美机构广告宣传肉毒素被罚23.2万,2023-10-12,转载)",
    url: "https://www.hrbguangda.com/zhuanti/2023-10/12/content_31429124.htm",
    checked: "2026-11-29",
  },
  "r8-c1-case-haikou-soyoung-ad": {
    title:
      "中国消费者报(转载):海口市市场监管局龙华分局 海南一线大咖科技有限公司(新氧)公众号违法发布医疗美容广告被罚(表示功效、安全性断言)",
    url: "http://munchkingraphicdesign.com/html/05d499522.html",
    checked: "2026-11-29",
  },
  "r8-c1-case-shanghai-jinshan-2022-yuyan": {
    title: "上海市金山区市场监督管理局:上海御颜医疗美容门诊部有限公司发布虚假广告被罚(2022,转载)",
    url: "http://rouniudu.com/news/jujiao/126706.html",
    checked: "2026-11-29",
  },
  "r8-c1-ref-beiwei-aiyari": {
    title: "经验页面(beiweimall.com):全国爱牙日介绍(龋病、牙周疾病常见病说明)",
    url: "https://beiweimall.com/jingyan/4452379.html",
    checked: "2026-11-29",
  },
  "r8-c1-news-nanjing-2018-kouqiang": {
    title: "南京市口腔医院新闻:成功承办2018年全国爱牙日专家大型宣教义诊活动(2018-09-20)",
    url: "http://kq88.com/index.php?s=/Headpage/NewsListIndex/index/id/29799",
    checked: "2026-11-29",
  },
  "r8-c1-ref-mzbkw-aiyanri": {
    title: "百科页面(mzbkw.com):全国爱眼日介绍及宣传口号(2022-11-07)",
    url: "https://m.mzbkw.com/baike/972292.html",
    checked: "2026-11-29",
  },
  "r8-c1-news-tianjin-stc-hospital": {
    title: "天津生态城医院新闻:内外科病房逐步开放,已成功完成四例高难度手术",
    url: "http://tjstcyy.com.cn/Html/News/Articles/60.html",
    checked: "2026-11-29",
  },
  "r8-c1-news-wxredian-aiyari-yizhen": {
    title: "医院公众号(转载):全国爱牙日义诊活动“全生命周期守护,让健康从‘齿’开始”",
    url: "https://wxredian.com/art?id=9abd7f71e8d29122474cac6691fe8ecb",
    checked: "2026-11-29",
  },
  "r8-c1-news-people-2021-medbeauty-guide": {
    title: "人民网(转载):市场监管总局发布《医疗美容广告执法指南》(2021-11-02)",
    url: "http://apecsme.org/qiye/2021110259827.html",
    checked: "2026-11-29",
  },
  "r8-c1-news-people-2022-cca-medbeauty": {
    title: "人民网(转载):中消协发文提示医美消费风险(2022-11-29)",
    url: "http://news.xunjk.com/news/xyxw/2022/1129/285017.html",
    checked: "2026-11-29",
  },
  "r8-c1-news-xinhua-2023-cca-minor-medbeauty": {
    title: "新华社(转载):中消协暑期提醒未成年人谨慎选择医美消费(2023-08-08)",
    url: "http://www.meilisishui.com/xinwen/guonei/2023/0808/195213.html",
    checked: "2026-11-29",
  },
  "r8-c1-ref-fh21-beauty-salon-risk": {
    title: "飞华健康网:美容院项目风险与消费者提示",
    url: "https://sex.fh21.com.cn/view/6238887.html",
    checked: "2026-11-29",
  },
  "r8-c1-news-uzkoo-cca-minor-medbeauty": {
    title: "优站库(转载):未成年人暑期扎堆做整形?中消协提醒",
    url: "https://www.uzkoo.com/article/vhigzz/awnzes.html",
    checked: "2026-11-29",
  },
  "r8-c1-ref-hp-consensus-2022": {
    title: "第六次全国幽门螺杆菌感染处理共识报告(非根除治疗部分,2022,转载)",
    url: "http://bdsjw.cn/citiao/jibing-weiyoumenluoganjunganran.html?p=7",
    checked: "2026-11-29",
  },
  "r8-c1-news-people-2021-hp": {
    title: "人民日报(吉林网络广播电视台转载):当体检被查出感染幽门螺杆菌,该怎么做?(2021-12-16)",
    url: "http://www-sl.jlntv.cn/folder2293/folder2297/folder9827/folder9837/2021-12-16/KhD1bsTVB60tTOE2.html",
    checked: "2026-11-29",
  },
  "r8-c1-news-cctv-2023-hp-whitepaper": {
    title: "央视新闻(东方财富财富号转载):《中国幽门螺杆菌感染防控》白皮书发布(2023-06)",
    url: "http://caifuhao.eastmoney.com/news/20230604130310966612780",
    checked: "2026-11-29",
  },
  "r8-c1-ref-pingguolv-hp-qa": {
    title: "苹果绿问答:东南大学附属中大医院肿瘤科医师解答幽门螺杆菌与胃癌(2025-06-15)",
    url: "https://m.pingguolv.com/ask/vtHW7a2Ht2tK.html",
    checked: "2026-11-29",
  },
  "r8-c1-case-jiangsu-2025-medbeauty-bulletin": {
    title:
      "江苏省市场监管局医疗美容广告典型案例(南京煕涵倾城医疗美容诊所未按审查内容发布医疗美容广告案,南京市栖霞区市场监管局2025年4月罚款1万元;网易号转载)",
    url: "https://www.163.com/dy/article/KFH3DRL50512GU5O.html",
    checked: "2026-11-29",
  },
  "r8-c1-news-vivijk-2011-prostate": {
    title: "微微健康网:不要轻信“前列腺炎三部曲”(郭应禄院士谈前列腺疾病,2011)",
    url: "http://qianliexian.vivijk.com/qlxcs/201109/88527.html",
    checked: "2026-11-29",
  },
  "r8-c1-case-beijing-changping-2023-shiyan": {
    title: "北京市昌平区市场监督管理局:北京时妍生物科技有限公司发布虚假广告等被罚63万元(2023-06,转载)",
    url: "http://key-fame.com/shishixinwen/2023/0619/669248.html",
    checked: "2026-11-29",
  },
  "r8-c1-news-cnstock-2022-anhui-regional-center": {
    title: "上海证券报·中国证券网(健康网转载):安徽省两个国家区域医疗中心建设方案获批(2022-06-13)",
    url: "http://news.healthr.com/1655106303/202341/1/0.html",
    checked: "2026-11-29",
  },
  "r8-c1-news-cntcm-2023-regional-center-5th": {
    title: "中国中医药报(转载):13家中医院获批第五批国家区域医疗中心项目(2023-07)",
    url: "https://albb1168.com/newsshow-5-96483-1.html",
    checked: "2026-11-29",
  },
  "r8-c2-ufqi-kangyou-yagao-2024": {
    title: "评论:“抗幽牙膏”不能大行其道(2024-10)",
    url: "https://ufqi.com/news/page.7921219.html",
    checked: "2026-11-29",
  },
  "r8-c2-yongxiu-shelao-2025": {
    title: "江西九江永修县市场监管局查处4起“坑老”虚假宣传典型案件",
    url: "https://www.163.com/dy/article/KD53FD8D0514AUG0.html",
    checked: "2026-11-29",
  },
  "r8-c2-samr-baojian-100days-2019": {
    title: "市场监管总局:整治保健市场百日行动16件典型案例(北京查处四川会生健康咨询有限公司未经审查发布保健食品广告案)",
    url: "https://mip.yaozui.com/p762180.html",
    checked: "2026-11-29",
  },
  "r8-c2-tianjin-beichen-2025-284": {
    title: "天津市北辰区市场监督管理局行政处罚决定书 津辰市监处罚〔2025〕284号(天津哈福驰达生物科技有限公司)",
    url: "https://www.315jiage.cn/mn578571.aspx",
    checked: "2026-11-29",
  },
  "r8-c2-szroco-qixue-2011": {
    title: "中国质量万里行:药品保健品虚假宣传为何屡禁不绝(气血固本口服液,2011-05)",
    url: "http://www.szroco.com.cn/action/reports/120045.html",
    checked: "2026-11-29",
  },
  "r8-c2-whmytz-jiayao-tip": {
    title: "识别虚假保健品和药品的消费提示(一看“国药准字”与追溯码)",
    url: "http://whmytz.com/g47j36.html",
    checked: "2026-11-29",
  },
  "r8-c2-wuhan-qingshan-heicha-2019": {
    title: "长江日报:在朋友圈卖“四个最”黑茶,武汉青山区惜缘黑茶店被罚46万元(武汉市市场监管局2018年网络违法典型案例)",
    url: "http://www.cnhan.com/sywh/20190318/1011157.htm",
    checked: "2026-11-29",
  },
  "r8-c2-wenling-fengmi-case": {
    title: "食品广告宣传“任性” 浙江温岭一蜂蜜网店被温岭市市场监管局立案查处",
    url: "http://www.jnftjx.com/a/chenggonganli/6259.html",
    checked: "2026-11-29",
  },
  "r8-c2-kaiguan-xiaozihao-tip": {
    title: "除菌类洗衣液属于消字号吗?(卫生健康执法人员提醒)",
    url: "http://m.costalittle.com/peixundongtai/731.html",
    checked: "2026-11-29",
  },
  "r8-c2-beijing-jd-canbaiyi-2015-67": {
    title:
      "北京市工商行政管理局开发区分局行政处罚决定书 京工商经开分处字(2015)第67号(北京京东世纪信息技术有限公司,丰笛参百益胶囊)",
    url: "http://www.bzsbyg.cn/news.php?menuid=9&cid=9&newsid=1586",
    checked: "2026-11-29",
  },
  "r8-c2-guangzhou-zengcheng-2024-49": {
    title: "广州市增城区市场监督管理局行政处罚决定书 穗增市监处罚〔2024〕49号(广州健亿医药科技有限公司)",
    url: "https://www.ciopharma.com/supervise/37184",
    checked: "2026-11-29",
  },
  "r8-c2-ouquan-huazhuangpin-xuancheng": {
    title: "广东欧泉生化科技:化妆品有关违法宣称和虚假宣传(2021-11-12)",
    url: "http://zzjsgclaw.com/articles/hzpygw.html",
    checked: "2026-11-29",
  },
  "r8-c2-jinan-lixia-chuangdian-2022": {
    title: "齐鲁壹点:床垫有保健功能?济南元隆贸易有限公司虚假宣传被历下区市场监管局罚160万元(济南“铁拳”典型案例第四批)",
    url: "http://linghang097.dsblog.net/article/view/id/89057",
    checked: "2026-11-29",
  },
  "r8-c2-xiuyan-chuangdian-2024": {
    title: "撕掉保健床垫“包治百病”的虚假面纱(岫岩县市场监管局调查央视曝光保健床垫,2024-09)",
    url: "http://key-fame.com/jiankangjiaji/2024/0924/842666.html",
    checked: "2026-11-29",
  },
  "r8-c2-jianke-xiaochaihu-otc": {
    title: "方舟健客:小柴胡颗粒是非处方药吗?",
    url: "http://www.coldnoir.com/a/20150406/1467918.html",
    checked: "2026-11-29",
  },
  "r8-c2-5h-feichufangyao": {
    title: "5号网:益母草颗粒是处方药吗?(什么是非处方药)",
    url: "http://www.telegriam.cn/yl/13656_2.html",
    checked: "2026-11-29",
  },
  "r8-c2-360lj-guipi-otc": {
    title: "亮健好药网问答:归脾颗粒是非处方药么?",
    url: "https://m.360lj.com/ask/question-810755.html",
    checked: "2026-11-29",
  },
  "r8-c2-luohe-muli-weixin": {
    title: "漯河市工商局专业分局查处保健养生馆微信公众号违法广告(牡蛎饮料),罚款20万元",
    url: "https://bbs.ledxinn.com.tw/thread-139-1-1.html",
    checked: "2026-11-29",
  },
  "r8-c2-girljc-xiezihao": {
    title: "不存在所谓的“械字号面膜”(医用敷料消费提示)",
    url: "http://www.girljc.com/article_show-209-view.html",
    checked: "2026-11-29",
  },
  "r8-c2-linyi-lanling-maijili-2022": {
    title: "“每瓶浓缩1.5亿酵母精粹”?麦吉丽虚假宣传被兰陵县市场监管局罚110万元(2022-09)",
    url: "http://anbanghx.com/2022/0914/157080.shtml",
    checked: "2026-11-29",
  },
  "r8-c2-liaoning-weishengjin-tip-2025": {
    title: "“三八妇女节”卫生巾与卫生纸产品消费指南(辽宁省市场监督管理局抽查,2025-03)",
    url: "https://blob.wenxiaobai.com/article/182d00c3-db45-7d17-c289-030a4983a42e",
    checked: "2026-11-29",
  },
  "r8-c2-fuzhou-shelao-2025-2": {
    title: "福州新闻网:整治老年人药品保健品市场 福州通报三起典型案例(第二期,长乐区市场监管局,2025-11-07)",
    url: "https://td.fyun.cc/detail/2f0c79b7b798b63cd4c6accd14a1427e9d85e9ee.html",
    checked: "2026-11-29",
  },
  "r8-c2-putian-beian-xiansuo-2025": {
    title: "莆田市市场监督管理局北岸分局关于征集老年人药品、保健品虚假宣传违法行为线索的公告(2025-04)",
    url: "https://news.43u.com.cn/a/1402568.html",
    checked: "2026-11-29",
  },
  "r8-c2-hzp-kepu-yaodian": {
    title: "全国化妆品安全科普宣传周科普宣传要点(文档)",
    url: "http://m.cornels-photography.com/paper/285359465.html",
    checked: "2026-11-29",
  },
  "r8-c2-fuzhou-cangshan-zhiluzhe-2021": {
    title: "中国消费者报:减肥瘦身、清肠通便?7种普通食品涉嫌虚假宣传 指路者电商被福州市仓山区市场监管局罚1.2万元",
    url: "http://qd.efang.tv/qd/2021/0604/44736.html",
    checked: "2026-11-29",
  },
  "r8-c2-beijing-chaoyang-yishengjun-2024": {
    title: "中国消费者报:北京市市场监管部门曝光3起食品领域违法广告典型案例(北京擎天数康科技有限公司案,2024-08)",
    url: "http://wuhuxiaoyouquan.cn/Content/2024/08-14/1624301558.html",
    checked: "2026-11-29",
  },
  "r8-c2-160678-jiangya-label": {
    title: "药品详情:适用于原发性高血压的甲类非处方药片剂(不良反应、注意事项)",
    url: "http://b2b.160678.com/cloud/drugDetails.php?ProductID=2127",
    checked: "2026-11-29",
  },
  "r8-c2-jd-gaoxueya-yaopin": {
    title: "京东健康:高血压药品适应症说明",
    url: "https://cont.jd.com/content/drugIndications/994438373268480",
    checked: "2026-11-29",
  },
  "r8-c2-liaoning-wenre-liliaoyi-2022": {
    title: "中国消费者报:辽宁发布“温热理疗仪”虚假宣传等3起违法典型案例(盘锦市双台子区顺利康医疗器械经销处案,2022-12)",
    url: "http://www.md57.vip/html/33c099875.html",
    checked: "2026-11-29",
  },
  "r8-c2-anhua-2023-195": {
    title: "安化县市场监督管理局行政处罚决定书 安市监罚〔2023〕195号(安化县道圣康膜健康管理中心)",
    url: "http://anhua.gov.cn/257/444/34905/content_1840619.html",
    checked: "2026-11-29",
  },
  "r8-c2-sohu-jiangtang-baojianpin-2006": {
    title: "搜狐:专家呼吁糖尿病人正确认识降糖保健品(降糖多肽专家国际研讨会,2006-05)",
    url: "https://news.sohu.com/20060531/n243497338.shtml",
    checked: "2026-11-29",
  },
  "r8-c2-lanzhou-qixie-xuanchuanzhou-2021": {
    title: "兰州市市场监管局2021年医疗器械安全宣传周科普",
    url: "http://m.alemdaconsulta.com/info/detail-96377.html",
    checked: "2026-11-29",
  },
  "r8-c2-093112345-jiayong-qixie": {
    title: "常见的医疗器械,如何选购、维护、使用(2022-04-29)",
    url: "http://m.093112345.com/news.php?act=detail&id=393",
    checked: "2026-11-29",
  },
  "r8-c2-htsld-goumai-qixie": {
    title: "如果要购买医疗器械,应该注意哪些问题?(2015-06-24)",
    url: "http://htsld.com/news/details/-1361.html",
    checked: "2026-11-29",
  },
  "r8-c2-taiyuan-xinghualing-hzp-2024": {
    title: "并州新闻:化妆品选购指南:中文标签、批准文号与成分排序必看!(杏花岭区市场监督管理局,2024-07)",
    url: "http://www.boafoda.net/bkcs/286.html",
    checked: "2026-11-29",
  },
  "r8-c2-luzhou-gaojieshu-2025": {
    title: "泸州市市场监督管理局对涉及老年人药品、保健品经营者的提醒告诫书(2025-05)",
    url: "http://www.alsgstools.com/zixun/219058.html",
    checked: "2026-11-29",
  },
  "r8-c2-samr-baojian-cases-2019-xiamen": {
    title: "市场监管总局整治保健市场乱象典型案例(厦门“全国长寿工程厦门工作站”招牌案等,2019-01)",
    url: "https://feifmx.com/social/1007/20190131/35132645_4.html",
    checked: "2026-11-29",
  },
  "r8-c2-yuyao-kongqi-jinghuaqi-2022": {
    title: "宁波晚报:空气净化器能灭杀新冠病毒?余姚一网店因虚假宣传被余姚市场监管局罚7万元(2022-08)",
    url: "http://big5.china.com.cn/gate/big5/zjnews.china.com.cn/zj/nb/2022-08-30/353985.html",
    checked: "2026-11-29",
  },
  "r8-c2-ppdoc-jingshuiqi": {
    title: "论文:净水器宣传保健治病功效无科学依据",
    url: "https://www.ppdoc.com/periodical/26577b240f287590a7784c2efe374b83.html",
    checked: "2026-11-29",
  },
  "r8-c2-samr-nmn-bulaoyao-2021": {
    title: "每经快讯:市场监管总局印发《关于排查违法经营“不老药”的函》(北京日报,2021-01-20)",
    url: "http://www.shjtmjg.com/articles/2021-01-20/1603987.html",
    checked: "2026-11-29",
  },
  "r8-c2-guizhou-yanglao-2022": {
    title: "中国消费者报:贵州省市场监管局发布9起养老诈骗典型案例(福泉市脉通堂养生坊虚假宣传案,2022-08)",
    url: "http://m.zyzjzgpx.com/Content/2022/08-29/1930561003.html",
    checked: "2026-11-29",
  },
  "r8-c2-moh-2009-17-xiaodu": {
    title: "中华人民共和国卫生部公告2009年第17号(消字号产品冒充药品不合格名单)",
    url: "https://ehs.cn/law/4812.html",
    checked: "2026-11-29",
  },
  "r8-c2-jincheng-2023-1-zuliao": {
    title: "晋城市市场监督管理局行政处罚决定书 晋城市监执队处罚〔2023〕1号(高平市星之轩养生馆)",
    url: "http://scjgj.jcgov.gov.cn/ztzl_28849/xzcf/202301/t20230130_1738399.html",
    checked: "2026-11-29",
  },
  "r8-c2-bengbu-huaishang-2021-c45": {
    title: "蚌埠市淮上区市场监督管理局行政处罚决定书 蚌淮市监罚字〔2021〕C45号(蚌埠市淮上区妙圣堂养生馆)",
    url: "https://www.pedca.com/baojian/523258.html",
    checked: "2026-11-29",
  },
  "r8-c2-xiaoxian-aolisi-baojian": {
    title: "萧县市场监管局查处某商家在快手网店发布保健食品虚假违法广告案(赛乐赛奥利司胶囊)",
    url: "http://www.rongzhiquan.com/zbZcfg/Itemdde65957ff68fdf2.html",
    checked: "2026-11-29",
  },
  "r8-c2-sfda-2011-3qi-jingchan": {
    title:
      "中国新闻网:国家食药监局第3期违法药品、医疗器械、保健食品广告公告(安泰降压宝胶囊、御生堂牌丹参红花茶,2011-11)",
    url: "https://armintza.com/info/6999.html",
    checked: "2026-11-29",
  },
  "r8-c3-wuhua-2024-notice": {
    title: "五华县市场监管局 国庆75周年严禁借重大活动进行违法违规商业广告宣传告诫",
    url: "https://www.wuhua.gov.cn/xxgk/zfjg/xscjdglj/tzgg/content/post_2679834.html",
    checked: "2026-11-29",
  },
  "r8-c3-anhui-2024-exam-notice": {
    title: "安徽省市场监督管理局 2024年高考中考涉考培训合规经营提示函（转载）",
    url: "http://hbzyjz.com/news/detail/445/248691.html",
    checked: "2026-11-29",
  },
  "r8-c3-lingbi-finance-guide": {
    title: "灵璧县 金融投资理财类广告合规指引",
    url: "https://www.lingbi.gov.cn/public/6628291/160545901.html",
    checked: "2026-11-29",
  },
  "r8-c3-43b-meihua-2025": {
    title: "第十届中国戏剧奖·梅花表演奖新闻发布会 入围终评名单（新闻标签页）",
    url: "http://news.43b.com.cn/tag_403704",
    checked: "2026-11-29",
  },
  "r8-c3-taiyuan-2018-bulletin": {
    title: "新华社 太原市工商局公布12起典型违法广告案例（2018）",
    url: "http://mna.net.cn/fangchan/zixun/2018-12-20/153304.html",
    checked: "2026-11-29",
  },
  "r8-c3-fznews-2022-xueli": {
    title: "工人日报 包过包毕业？这些违规广告给学历提升埋“陷阱”（东南网转载）",
    url: "http://news.fznews.com.cn/gngj/20220216/ym3lQ0F8pH.shtml",
    checked: "2026-11-29",
  },
  "r8-c3-gdgcjy-2021-notice": {
    title: "光明日报 高等学历继续教育广告信息不得出现保证性承诺（五部门通知报道）",
    url: "http://m.gdgcjyyjzz.cn/zonghexinwen/2021/1014/1145.html",
    checked: "2026-11-29",
  },
  "r8-c3-kaifeng-2022-religion": {
    title: "开封日报 禁止借宗教进行商业宣传和广告营销",
    url: "http://kaifeng.henan.wang/kaifeng/2022/0712/92211.html",
    checked: "2026-11-29",
  },
  "r8-c3-haifeng-jisi": {
    title: "海丰融媒体中心 海丰县城两家涉嫌违规售卖祭祀用品商铺被查封",
    url: "https://hfren.cc/archiver/tid-14931.html",
    checked: "2026-11-29",
  },
  "r8-c3-3mta-pbc-coin": {
    title: "虚假金币广告泛滥 央行发声打假",
    url: "http://3mta.com/xlxw/17235.html",
    checked: "2026-11-29",
  },
  "r8-c3-9x1x-coin-fake": {
    title: "看贵金属纪念币作伪四大手法（转载）",
    url: "https://www.9x1x.cn/article/jqlkfr",
    checked: "2026-11-29",
  },
  "r8-c3-guangming-zhanbu": {
    title: "光明网 透视网络黑产：生辰八字算命（转载）",
    url: "https://jiemenglao.com/suanming/358768.html",
    checked: "2026-11-29",
  },
  "r8-c3-zqbcyol-2025-gaokao": {
    title: "2025全国高考报名人数最新公布",
    url: "https://zqbcyol.com/articles/2025-05-14103/14103.html",
    checked: "2026-11-29",
  },
  "r8-c3-chinacom-2025-fmprc": {
    title: "中华网 外交部发言人例行记者会相关报道（2025年5月）",
    url: "https://news.china.com/socialgd/10000169/20250522/48365457.html",
    checked: "2026-11-29",
  },
  "r8-c3-fmprc-2023-0717": {
    title: "中国驻拉瓦格领馆 2023年7月17日外交部发言人毛宁主持例行记者会",
    url: "http://laoag.china-consulate.gov.cn/fyrth/202307/t20230717_11114255.htm",
    checked: "2026-11-29",
  },
  "r8-c3-xsydw-hubei-insurance": {
    title: "周法：在微信朋友圈宣传保险而“翻车”，被罚！（银保监会湖北监管局处罚案例）",
    url: "http://www.xsydw.cn/lysy/flzb/4381.html",
    checked: "2026-11-29",
  },
  "r8-c3-getaca-2020-guohua": {
    title: "青岛银保监局处罚国华人寿朋友圈误导宣传（转载）",
    url: "http://getaca.cn/quyu/2020-07-09/42397.html",
    checked: "2026-11-29",
  },
  "r8-c3-whtianma-2020-insurance": {
    title: "法制日报 朋友圈保险产品营销乱象几时休（转载）",
    url: "http://www.whtianma.com/yhbx/20200119/35479.html",
    checked: "2026-11-29",
  },
  "r8-c3-jiaoyujie-2023-anhui": {
    title: "教育界网 安徽整治校外培训广告 不得发布面向中小学（含幼儿园）的校外培训广告",
    url: "https://jiaoyujie365.com/N/1211.html",
    checked: "2026-11-29",
  },
  "r8-c3-sina-2018-hainan-insurance": {
    title: "澎湃新闻 中国人寿一营销员发布虚假宣传文章 被罚6000元",
    url: "https://finance.sina.com.cn/roll/2018-12-04/doc-ihprknvt0449844.shtml",
    checked: "2026-11-29",
  },
  "r8-c3-csrc-2022-senyang": {
    title: "中国证监会行政处罚决定书：撤销上海森洋、上海证华证券投资咨询业务许可（报道转载，2022）",
    url: "http://icebox.rexun.cn/baoxian/2022/0328/032872392.html",
    checked: "2026-11-29",
  },
  "r8-c3-stcn-2025-tougu": {
    title: "券商中国 两家投顾机构被罚暂停新增客户（转载）",
    url: "http://m.alliancesteel.cn/article/detail/1488214.html",
    checked: "2026-11-29",
  },
  "r8-c3-gdjjxw-2020-zhejiang": {
    title: "证券日报网 浙江证监局提醒投资者谨防直播荐股等违法行为",
    url: "http://www.gdjjxw.com/gupiao/2020/0814/128.html",
    checked: "2026-11-29",
  },
  "r8-c3-heyuan-2023-shop": {
    title: "河源市市场监督管理局 行政处罚决定书（转载“河源星河丹堤”临街旺铺投资回报承诺广告，2023）",
    url: "https://leonstrydom.com/amr/zwgk/sgs/xzcf/content/post_4253424.html",
    checked: "2026-11-29",
  },
  "r8-c3-xiangtan-2018-feiji": {
    title: "湘潭市打非办 2018湘潭市防范非法集资宣传内容参考",
    url: "http://xtlywq.xiangtan.gov.cn/govxxgk/001001/2018-05-31/9fce4b73-3870-4458-9309-0061e3369969.html",
    checked: "2026-11-29",
  },
  "r8-c3-helan-feiji": {
    title: "贺兰发布 警惕春节非法集资（转载）",
    url: "https://wxredian.com/art?id=31067045ca8c6d6e2051531fdbc262b5",
    checked: "2026-11-29",
  },
  "r8-c3-samr-2019-guojiapinpai": {
    title: "市场监管总局 “国家品牌”作为广告用语违法！（2019，转载）",
    url: "http://www.ganenjy.cn/info/392454.html",
    checked: "2026-11-29",
  },
  "r8-c3-104t8-2008-mianjian": {
    title: "工商总局：广告中禁用免检内容（2008，转载）",
    url: "http://104t8.com/cj-show-55907.html",
    checked: "2026-11-29",
  },
  "r8-c3-fahaotai-2023-muidi": {
    title: "经济参考报 风水师在线“寻龙点穴” 墓地乱象为何“久治难愈”？（转载）",
    url: "https://fahaotai.com/news/172273.html",
    checked: "2026-11-29",
  },
  "r8-c3-sanyag-2024-nantong": {
    title: "扬子晚报 封建迷信殡葬用品，南通即日起全面禁止制造销售（转载）",
    url: "http://www.sanyag.com/nes/67435.html",
    checked: "2026-11-29",
  },
  "r8-c3-mrjj-2023-yuanbao": {
    title: "每日经济新闻 殡仪店卖“元宝”被罚（2023，转载）",
    url: "http://www.0800000601.com/articles/2023-04-05/2747074.html",
    checked: "2026-11-29",
  },
  "r8-c3-fudaoke-bank-job": {
    title: "银行普通员工职务填写说明（柜员/客户经理）",
    url: "https://www.fudaoke.com/exam/2386946.html",
    checked: "2026-11-29",
  },
  "r8-c3-cctv-2001-rexue": {
    title: "新闻晨报 “金牌演员”担纲禁毒戏（央视网）",
    url: "https://big5.cctv.com/gate/big5/www.cctv.cn/special/4/1/532.html",
    checked: "2026-11-29",
  },
  "r8-c3-guqu-2008-jingju": {
    title: "中国京剧优秀青年演员研究生班10周年系列汇报演出（戏曲新闻）",
    url: "http://news.guqu.net/xiqu/20081028134919_24444_2.html",
    checked: "2026-11-29",
  },
  "r8-c3-nanning-2022-realestate": {
    title: "南宁市市场监管局 2022年房地产领域广告专项整治行动（报道转载）",
    url: "http://m.sdlove521.cn/st/2022/0712/1916.html",
    checked: "2026-11-29",
  },
  "r8-c3-chongqing-2019-top10": {
    title: "新华社 重庆发布虚假违法广告十大典型案例（中国政府网）",
    url: "http://big5.www.gov.cn/gate/big5/www.gov.cn/xinwen/2019-11/27/content_5456160.htm",
    checked: "2026-11-29",
  },
  "r8-c3-wenzhou-2021-edu": {
    title: "中国消费者报 温州公布一批违法教育培训广告案件查处结果（洞头睿扬教育等，2021）",
    url: "http://ynmdml.com/Content/2021/08-10/2117048304.html",
    checked: "2026-11-29",
  },
  "r8-c3-quanzhou-2025-gongkao": {
    title: "泉州市市场监督管理局 关于规范公务员考试培训广告市场秩序的合规提示（晋江市场监管公众号，2025）",
    url: "http://51haodu.com/t/Nm9iWFZ3emNBMQ==",
    checked: "2026-11-29",
  },
  "r8-c3-pingdingshan-2025-gongkao": {
    title: "平顶山市市场监督管理局 组织开展规范公务员考试培训市场秩序工作（2025）",
    url: "https://www.pds.gov.cn/contents/27004/451272.html",
    checked: "2026-11-29",
  },
  "r8-c3-thepaper-xuchang-flag": {
    title: "澎湃号 许昌一公司违法使用国旗进行商业广告宣传被罚20万元（许昌中院二审）",
    url: "https://m.thepaper.cn/baijiahao_15981568",
    checked: "2026-11-29",
  },
  "r8-c3-tianjin-junren-youdai": {
    title: "天津日报 本市出台《关于进一步加强军人优先优待服务的实施意见》",
    url: "https://tj.jiuquan.cc/a-1664420",
    checked: "2026-11-29",
  },
  "r8-c3-shuzizhou-junren-lvyou": {
    title: "旅游景点军人优惠政策具体包括哪些内容？",
    url: "https://shuzizhou.com/lvyougonglue/18934.html",
    checked: "2026-11-29",
  },
  "r8-c3-zibo-2022-realestate": {
    title: "中国消费者报 淄博市市场监管局公布5起房地产违法典型案例（2022，转载）",
    url: "https://ywpdd.com/Content/2022/11-09/2214512080.html",
    checked: "2026-11-29",
  },
  "r8-c3-shanghai-2018-nianhua": {
    title: "新华社 金融中介公司广告用语含“预期年化利率”被罚18万元 行政处罚获法院支持（2018）",
    url: "http://m.110.com/flzs/720540.html",
    checked: "2026-11-29",
  },
  "r8-c3-cncjw-2023-moe": {
    title: "教育部发布会 介绍2022年全国教育事业发展基本情况（转载）",
    url: "http://m.cncjw.com.cn/xinwen/2023/0323/98144.html",
    checked: "2026-11-29",
  },
  "r8-c3-jincheng-2024-24": {
    title: "晋城市市场监督管理局 行政处罚决定书 晋城市监处罚〔2024〕24号（美术培训学校广告）",
    url: "http://scjgj.jcgov.gov.cn/ztzl_28849/xzcf/202409/t20240924_2039353.html",
    checked: "2026-11-29",
  },
  "r8-c3-nfzm-2026-jinrong": {
    title: "南方周末 金融销售乱象系统性治理（2026年1月金融行业罚单统计，转载）",
    url: "http://www.zdycw.com/160/0/39284.html",
    checked: "2026-11-29",
  },
  "r8-c4-lianjiang-2012-fireworks": {
    title: '海峡都市报：连江县某烟花爆竹批发企业杜撰"全球十大品牌"被连江县工商局罚款11000元',
    url: "http://dzb.hxnews.com/2012-04/13/content_38379.htm",
    checked: "2026-11-29",
  },
  "r8-c4-hunantoday-2025-ittf": {
    title: '解放日报（湖南今日转载）：国际乒联公布年终世界排名，五个"第一"国乒占了四席（2025-12-25）',
    url: "https://www.hunantoday.cn/news/xhn/202512/31204644.html",
    checked: "2026-11-29",
  },
  "r8-c4-cctv-2025-top10-sports": {
    title: "央视评选2025年国内十大体育新闻（转载）",
    url: "http://m.artificialtopiarys.com/lanqiu/nba/7454.html",
    checked: "2026-11-29",
  },
  "r8-c4-digipub-2025-titan-awards": {
    title: "体坛榜样年度评选结果揭晓：王楚钦、孙颖莎加冕年度最佳运动员",
    url: "http://m.digipub.cc/dy/article/KI0C65H40556DN29.html?spss=dy_author",
    checked: "2026-11-29",
  },
  "r8-c4-danliao-2025-snooker": {
    title: "2025年斯诺克世界排名揭晓！中国军团突破，赵心童创历史新高",
    url: "http://m.danliao.cn/news/zhty/k125159.html",
    checked: "2026-11-29",
  },
  "r8-c4-longwen-2011-paint": {
    title: "漳州龙文区工商局对荣华涂料厂虚假宣传罚款1万元（2011-08）",
    url: "http://m.szycnet.cn/html/201108/09/0165.htm",
    checked: "2026-11-29",
  },
  "r8-c4-shaoyang-daxiang-yangsheng": {
    title: '邵阳新闻网：大祥工商分局查处养生中心"邵阳地区首席规模最大"绝对化用语罚款3万元',
    url: "http://www.dfoans.com/p/69783.html",
    checked: "2026-11-29",
  },
  "r8-c4-huaihua-2018-gym": {
    title: '红网：怀化鹤城工商分局查处游泳健身会所虚假宣传"五星级"罚款10000元（2018-05-21）',
    url: "http://hngs.rednet.cn/c/2018/05/21/4633840.htm",
    checked: "2026-11-29",
  },
  "r8-c4-fuqing-heidian": {
    title: '东南网（转载）：福清五谷杂粮店招牌"中国‧第一黑店"违反广告法被责令拆除',
    url: "https://house.yes99.com.tw/?p=83581",
    checked: "2026-11-29",
  },
  "r8-c4-shuangliao-tile": {
    title: '齐家网：双辽市工商局查处瓷砖包装"中国著名品牌"等不实信息罚款15000元',
    url: "http://m.jia.com/zixun/article/323774.html",
    checked: "2026-11-29",
  },
  "r8-c4-guizhou-2025-baijiu": {
    title: "贵州省市场监管局公布全省白酒行业集中整治第一批典型案例（2025-12-16）",
    url: "http://news.qx162.com/cj/2025/1216/404456.shtml",
    checked: "2026-11-29",
  },
  "r8-c4-minhang-2022-haiding": {
    title: "中国质量新闻网：海丁展览（上海）有限公司虚假宣传被罚（沪市监闵处〔2022〕122021010086号）",
    url: "https://ase-mz.com/www/ms/content/2022-09/27/content_8865444.htm",
    checked: "2026-11-29",
  },
  "r8-c4-chengdu-2020-ggz3": {
    title: "中国质量新闻网：成都市市场监督管理局违法广告公告成市监广字〔2020〕3号（联联周边游科技（成都）有限公司案）",
    url: "https://ase-mz.com/www/ms/content/2020-07/14/content_8616864.htm",
    checked: "2026-11-29",
  },
  "r8-c4-shanxi-2014-yurongfu": {
    title: '山西省工商局查处13起虚假违法广告（优购物频道"今昇牌锦羊皮羽绒服"广告）',
    url: "https://l2g3w1.uurk.cn/news/196e799800.html",
    checked: "2026-11-29",
  },
  "r8-c4-henan-2021-11cases": {
    title: "河南工人日报：河南省市场监管局曝光11起违法违规广告典型案件（2021-09-22）",
    url: "http://consume.xjche365.com/xiaofeiketang/20210927/67149.html",
    checked: "2026-11-29",
  },
  "r8-c4-shanghai-2023-tiequan5": {
    title: '中国消费网：上海市市场监管局公布2023民生领域案件查办"铁拳"行动第五批典型案例',
    url: "http://baoxian.nanfei.cn/zonghe/2023/0728/12846.html",
    checked: "2026-11-29",
  },
  "r8-c4-jinjiang-2022-paibian": {
    title: "华西都市报：成都一企业因制作假牌匾被锦江区市场监管局罚款50万元（2022-03-23）",
    url: "https://wccdaily.com.cn/wapepaper/html/20220323/170923.html",
    checked: "2026-11-29",
  },
  "r8-c4-daxie-2013-wangshang-rongyu": {
    title: '浙江在线：网上晒的"荣誉"哪来的？宁波大榭工商查处企业虚假宣传（2013-07-03）',
    url: "http://zjnews.zjol.com.cn/system/2013/07/03/019443732.shtml",
    checked: "2026-11-29",
  },
  "r8-c4-xuanzhou-2022-shuadan": {
    title: '中宣在线：宣州区市场监管局开出查办"刷单炒信"第一张罚单（2022-08-19）',
    url: "http://www.xuanwww.com/2022/08/19/99233514.html",
    checked: "2026-11-29",
  },
  "r8-c4-xinhua-2023-fuxia-hsr": {
    title: "新华社照片：我国首条时速350公里跨海高铁正式开通运营（2023-09-30）",
    url: "http://yunnanlong.com/c/4110144.html",
    checked: "2026-11-29",
  },
  "r8-c4-xinhua-2017-fuxing-350": {
    title: "新华社：复兴号9月21日开跑350公里时速（转载）",
    url: "https://nanmuxuan.com/zh-hk/complex/MPMoygBNyL.html",
    checked: "2026-11-29",
  },
  "r8-c4-ft-2025-ann-hui": {
    title: "FT中文网：许鞍华伦敦大师课",
    url: "https://www.ftcenterprise.com/story/001106341?subnav=art&topnav=lifestyle",
    checked: "2026-11-29",
  },
  "r8-c4-etnet-2025-xiaofei-shidian": {
    title: "经济通通讯社：财政部、商务部开展消费新业态新模式新场景试点（2025-09-30）",
    url: "https://www.etnet.com.hk/www/tc/stocks/ah_news_detail.php?newsid=ETN350930867",
    checked: "2026-11-29",
  },
  "r8-c4-zgkjsz-2017-zhongxin-chengshi": {
    title: '国家中心城市：你若盛开 "中心"自来（2017）',
    url: "http://m.zgkjsz.com/page/2017/0712/15528242.shtml",
    checked: "2026-11-29",
  },
  "r8-c4-yangpu-2021-rzn": {
    title: "中国质量新闻网：利用上海交大作虚假宣传 上海孺子牛环保公司被杨浦区市场监管局处罚（2021-11-15）",
    url: "https://www.cqn.com.cn/cj/content/2021-11/15/content_8752416.htm",
    checked: "2026-11-29",
  },
  "r8-c4-longwan-2024-765": {
    title: "金融界：温州鼎晟模具科技有限公司广告中含有虚假内容被罚（温龙市监处罚﹝2024﹞765号）",
    url: "https://szaow.com/list_121/2581.html",
    checked: "2026-11-29",
  },
  "r8-c4-alipay-2023-xujia-yingxiao": {
    title: "支付宝公示虚假广告平台巡检违规示例（2023-08-07）",
    url: "http://www.www897cc.com/showinfo-119-4192-0.html",
    checked: "2026-11-29",
  },
  "r8-c4-haidian-2018-guazi": {
    title: '瓜子二手车"成交量遥遥领先"被北京市工商局海淀分局罚款1250万元（2018-12）',
    url: "http://www.jjj888.cn/hulianwang/20181203/031587.html",
    checked: "2026-11-29",
  },
  "r8-c4-shunyi-2022-jiejiele": {
    title: "中国质量新闻网：北京洁洁乐科技有限公司发布虚假广告被北京市顺义区市场监督管理局罚款7200元（2022-08）",
    url: "http://binuoshi.com/ms/content/2022-08/16/content_8850942.htm",
    checked: "2026-11-29",
  },
  "r8-c4-ejpsummit-ebike-new-standard": {
    title: '电动自行车"新国标"改进要点（标签页）',
    url: "http://ejpsummit.com/tags/%e7%94%b5%e5%8a%a8%e8%87%aa%e8%a1%8c%e8%bd%a6",
    checked: "2026-11-29",
  },
  "r8-c4-cnpubg-2020-q1-books": {
    title: "中国出版传媒商报：2020年第一季度影响力书单（2020-04-10）",
    url: "http://www.cnpubg.com/book/2020/0410/51339.shtml",
    checked: "2026-11-29",
  },
  "r8-c4-qkblh-zhuti-chuban": {
    title: "周蔚华：当代中国主题出版的内涵与地位（论文）",
    url: "http://qkblh.com/plus/view.php?aid=31509",
    checked: "2026-11-29",
  },
  "r8-c4-chinanews-zhangzhou-yizhong": {
    title: "中新网：福建一中学建校120周年 院士校友致辞共勉（转载）",
    url: "http://farm.enseignement-lsf.com/406588/990463.html",
    checked: "2026-11-29",
  },
  "r8-c4-chinanews-2005-zhufeng": {
    title: "中新网：国务院新闻办公布珠峰高程8844.43米（2005-10-09，转载）",
    url: "http://m.fraudsandswindlers.com/news/2005/2005-10-09/8/635148.shtml",
    checked: "2026-11-29",
  },
  "r8-c4-dongguan-2021-jinbika": {
    title:
      "中国质量新闻网：东莞市金比卡食品贸易有限公司发布违法广告被罚款10000元（东莞市2021年典型虚假违法广告案件第二期）",
    url: "https://ase-mz.com/www/ms/content/2022-03/29/content_8800733.htm",
    checked: "2026-11-29",
  },
  "r8-c4-gaozhou-cctv-gangcai": {
    title: "茂名网：高州市工商局曹江工商所查处钢材店借央视旗号发布虚假广告",
    url: "http://www.putio.cn/i120669.htm",
    checked: "2026-11-29",
  },
  "r8-c4-peoples-daily-2022-c919": {
    title: "人民日报：中国商飞签署300架C919飞机确认订单（2022-11-10，转载）",
    url: "https://imationlatam.com/m/news/1668370778170408.shtml",
    checked: "2026-11-29",
  },
  "r8-c4-mingpao-2021-c919-order": {
    title: "明报（论坛转载）：国产C919客机签全球首单 年内交付东方航空（2021-03-01）",
    url: "http://sskyn.com/archiver/tid-53436.html",
    checked: "2026-11-29",
  },
  "r8-c4-ithome-2022-c919-delivery": {
    title: "IT之家：全球首架国产大飞机C919正式交付中国东方航空（2022-12-09）",
    url: "http://m.0735jby.com/news/2022/1209/46318.html",
    checked: "2026-11-29",
  },
  "r8-c4-shunyi-2007-shouxi": {
    title: '北京顺义工商分局对房地产公司"城市首席绿色建筑"广告罚款10万元（2007-11-20，转载）',
    url: "http://m.latitude-buildinganddevelopment.com/sh/news/2007/11-20/1081924.shtml",
    checked: "2026-11-29",
  },
  "r8-c4-chinadaily-2016-fanglinfu": {
    title: '中国日报网：杭州方林富炒货店"杭州最优秀炒货店"被罚20万元评论（2016-01-21）',
    url: "http://covid-19.chinadaily.com.cn/hqcj/zxqxb/2016-01-21/content_14497923.html",
    checked: "2026-11-29",
  },
  "r8-c4-saic-1997-diyi-pinpai": {
    title: '国家工商行政管理局关于立即停止发布含有"第一品牌"等内容广告的通知（工商广字〔1997〕第225号，转载）',
    url: "https://m.food12331.com/authority/gujiafagui/414765.html",
    checked: "2026-11-29",
  },
  "r8-c4-huizhou-wujia-qizha": {
    title: "东江时报：惠州市区4家超市因价格欺诈被市物价局处罚（附13种价格欺诈手法）",
    url: "http://m.1183118.com/zdlyxxgk/scjdgljzscqj/jgzf/bgt/content/post_4623109.html",
    checked: "2026-11-29",
  },
  "r8-c4-yizhuang-erguotou-gongjiu": {
    title: '中新经纬：北京二锅头酒业标称"皇家贡酒"被北京经济技术开发区管理委员会罚款20万元',
    url: "https://www.yoojia.com/article/9792652681781305727.html",
    checked: "2026-11-29",
  },
  "r8-c4-xinhua-2025-intl-sports-top10": {
    title: "新华网：新华社体育部评出2025年国际体育十大新闻（2025-12-28）",
    url: "http://big5.news.cn/gate/big5/www.news.cn/20251228/2a88238c991c4dcd94d82a7df3d2dc5a/c.html",
    checked: "2026-11-29",
  },
  "r8-c5-9ku-wechat-induce-ieabt": {
    title: "9ku.com 运营文章: 公众号诱导分享被限制功能——微信规则红线解析",
    url: "https://www.9ku.com/djnews/ieabt.html",
    checked: "2026-11-29",
  },
  "r8-c5-9ku-wechat-induce-iengi": {
    title: "9ku.com 运营文章: 公众号营销踩坑重灾区——诱导分享的红线在哪里",
    url: "https://www.9ku.com/djnews/iengi.html",
    checked: "2026-11-29",
  },
  "r8-c5-diwuai-wechat-induce-13695": {
    title: "第五AI 2025-05-17: 微信公众号运营规范深度剖析——诱导分享的认定与处罚流程",
    url: "https://www.diwuai.com/news/13695.html",
    checked: "2026-11-29",
  },
  "r8-c5-lywlkj-wechat-link-rules": {
    title: "lywlkj.cn 问答: 域名在微信朋友圈分享不备案会怎样(微信外链诱导分享规则)",
    url: "http://www.lywlkj.cn/news/69971.html",
    checked: "2026-11-29",
  },
  "r8-c5-15tianqi-beijing-heat-2015": {
    title: "天气预报15天查询 2015-05-26: 北京昨天气温创今年来新高 今天最高气温达35℃",
    url: "http://www.15tianqi.com/news32801/",
    checked: "2026-11-29",
  },
  "r8-c5-zhangzhou-2024-ad-tip": {
    title: "中国消费者报 2024-07-12: 福建省漳州市市场监管局提示警惕“抢红包”“中大奖”虚假营销广告",
    url: "https://ywpdd.com/Content/2024/07-12/1611542018.html",
    checked: "2026-11-29",
  },
  "r8-c5-nanfang-2024-remote-surgery": {
    title: "南方网 2024-06-10: 中国医疗团队完成全球首次跨洲际超远程人体手术直播",
    url: "http://www.xxszxw.net/downDEPGeFDHAHS4VW/Default.aspx",
    checked: "2026-11-29",
  },
  "r8-c5-jkxxw-301-surgery-record": {
    title: "健康新闻: 解放军总医院57台精品手术同时展开创纪录",
    url: "http://jkxxw.com.cn/news/yydt/12257427.html",
    checked: "2026-11-29",
  },
  "r8-c5-qinbei-walker-guide": {
    title: "亲贝网 2017-05-26: 童车安全消费指引(婴儿学步车)",
    url: "http://www.qinbei.com/product/20170526/1840969.shtml",
    checked: "2026-11-29",
  },
  "r8-c5-wxtt-wechat-induce-types": {
    title: "微信邦 2016-12-19: 什么是微信诱导分享,有哪些类型(公众平台运营规范)",
    url: "http://wxtt.com/archiver/tid-3267725.html",
    checked: "2026-11-29",
  },
  "r8-c5-shijiezz-geography-146292": {
    title: "世界之最网 2023-11-03: 地理常识之世界山川湖海之最",
    url: "https://shijiezz.com/shijiezhizui/146292.html",
    checked: "2026-11-29",
  },
  "r8-c5-shijiezz-records-157191": {
    title: "世界之最网 2024-02-04: 了解一些知识——世界之最",
    url: "https://shijiezz.com/shijiezhizui/157191.html",
    checked: "2026-11-29",
  },
  "r8-c5-gansulong-earth-top10": {
    title: "gansulong: 地球10大地理之最",
    url: "http://m.gansulong.com/c/0G121K5542023.html",
    checked: "2026-11-29",
  },
  "r8-c5-zhongtaitiyu-olympic-medals": {
    title: "中泰体育: 中国历届夏季奥运会金牌榜与名次",
    url: "https://zhongtaitiyu.net/post/523.html",
    checked: "2026-11-29",
  },
  "r8-c5-kepuchina-otc": {
    title: "科普中国: 非处方药(词条)",
    url: "https://kepuchina.cn/article/articleinfo?ar_id=299500&business_type=100&classify=0",
    checked: "2026-11-29",
  },
  "r8-c5-laibaik-fsmp": {
    title: "生活百科: 特殊医学用途配方食品",
    url: "https://laibaik.com/life/211002.html",
    checked: "2026-11-29",
  },
  "r8-c5-7tqp-fsmp": {
    title: "7tqp 2025-05-01: 什么是特医食品",
    url: "http://www.7tqp.com/news_3333934.shtml",
    checked: "2026-11-29",
  },
  "r8-c5-jiusong-fsmp-tip": {
    title: "久松健康: 全营养配方特医食品选购(认准“小蓝花”)",
    url: "https://www.jiusongjiankang.com/health/know/5833810.html",
    checked: "2026-11-29",
  },
  "r8-c5-jiujiang-2023-53": {
    title: "九江市市场监管局 行政处罚 九市监广处罚〔2023〕53号(九江市广播电视台广告中心)",
    url: "http://www.ad8.net/archives/1323",
    checked: "2026-11-29",
  },
  "r8-c5-jiangsulong-2021-kids-cosmetics": {
    title: "中国经济网 2021-05-28: 儿童化妆品安全问题很重要(雨花台区市场监管局)",
    url: "http://tech.jiangsulong.com/a/2021/0528/981297_2.html",
    checked: "2026-11-29",
  },
  "r8-c5-ssvihum-eye-makeup-test": {
    title: "中国质量万里行 眼部彩妆比较试验与消费提醒",
    url: "http://ssvihum.com/pinpai/20160505/145227_2.shtml",
    checked: "2026-11-29",
  },
  "r8-c5-senqingzn-2025-shanghai-autoshow": {
    title: "参考消息 2025-05-08: 上海车展缘何吸引全球目光",
    url: "http://www.senqingzn.com/dy/article/JV27EGQT0514BQ68.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r8-c5-yoojia-2025-shanghai-autoshow": {
    title: "有驾 2025-04: 2025上海国际汽车工业展览会开幕",
    url: "https://www.yoojia.com/article/9168749548848374224.html",
    checked: "2026-11-29",
  },
  "r8-c5-dongchedi-2026-new-cars": {
    title: "懂车帝 2026-01: 工信部首批新车申报目录等汽车圈要闻",
    url: "https://www.dongchedi.com/article/7594827137014825496",
    checked: "2026-11-29",
  },
  "r8-c5-chujupifa-guoan-haigang": {
    title: "中超战报: 国安2-1逆转海港",
    url: "https://www.chujupifa.com/read/-dy-article-JUJP0N850556CXG4.html",
    checked: "2026-11-29",
  },
  "r8-c5-163-2026-csl-round1": {
    title: "网易号 2026-03-07: 中超联赛第一轮比赛综述",
    url: "https://www.163.com/dy/article/KNEU9BCQ0556DMW0.html",
    checked: "2026-11-29",
  },
  "r8-c5-mzsky-2021-wsl": {
    title: "梅州论坛 2021-05-12: 4:1大胜河南建业女足!梅州客家收获女超首胜",
    url: "http://bbs.mzsky.cc/thread-2288390-1.html",
    checked: "2026-11-29",
  },
  "r8-c5-cnfina-2024-cooling-off": {
    title: "cnfina 2024-07-01: 前海人寿提醒消费者重视保险犹豫期",
    url: "http://cnfina.com/kuaixun/20240701_217059.html",
    checked: "2026-11-29",
  },
  "r8-c5-hefei-2025-ad-cases": {
    title: "合肥市市场监管局公布2025年违法广告典型案例",
    url: "https://www.163.com/dy/article/KNTP41SC0553XVUB.html",
    checked: "2026-11-29",
  },
  "r8-c5-healthway-longdan-label": {
    title: "healthway: 龙胆泻肝口服液的说明书",
    url: "http://healthway.tips/content/394139314336354642413832.html",
    checked: "2026-11-29",
  },
  "r8-c5-35jk-chuanxinlian-2024": {
    title: "35健康网 2024-12-04: 穿心莲胶囊的说明书使用指南",
    url: "https://35jk.com/medicine/news/1050171.html",
    checked: "2026-11-29",
  },
  "r8-c5-tcchunyi-water-heater": {
    title: "青岛快捷家电维修中心 2013-07-04: 电热水器使用过程中要注意什么",
    url: "http://tcchunyi.com/other/9.htm",
    checked: "2026-11-29",
  },
  "r8-c5-9fc5-appliance-safety": {
    title: "家用电器的使用要注意安全(步骤文章)",
    url: "http://9fc5oxti.cn/caipu-40-7770-0.html",
    checked: "2026-11-29",
  },
  "r8-c5-110ask-wine-label-warning": {
    title: "110法律咨询网: 酒标签将标注“过度饮酒有害健康”警示语",
    url: "https://m.110ask.com/zhishi/17635288439390819223.html",
    checked: "2026-11-29",
  },
  "r8-c5-jxxfw-2015-alcohol-ad-ban": {
    title: "期刊文章: 新广告法酒类广告禁令(2015年9月1日起施行)",
    url: "https://jxxfw.com/periodical/970109e05500d0341095ae82ef1de312.html",
    checked: "2026-11-29",
  },
  "r8-c5-scdaily-2019-rational-drinking": {
    title: "四川日报 2019-10-25: 2019全国理性饮酒宣传周启动",
    url: "http://www.jian15sc.cn/n/16996.html",
    checked: "2026-11-29",
  },
  "r8-c5-caace-fee-refund": {
    title: "中国现代教育研修中心收费、退费管理办法(2021-03-28)",
    url: "http://www.caace.cn/info/1016/1333.htm",
    checked: "2026-11-29",
  },
  "r8-c5-mmkcvlj-haikou-training-ads": {
    title: "海口培训机构招生广告调查(2012-03-09)",
    url: "http://mmkcvlj.cn/zhuanti/content/2012-03/09/content_665725_2.htm",
    checked: "2026-11-29",
  },
  "r8-c5-sd-gov-device-label-faq": {
    title: "山东省政务服务网 2018-08-01: 医疗器械说明书包括的主要内容?",
    url: "http://zwfw.sd.gov.cn/art/2018/8/1/art_1649_1256.html",
    checked: "2026-11-29",
  },
  "r8-c5-mingnify-invest-glossary": {
    title: "投资第一课:告别“小白”,从掌握这些核心词汇开始",
    url: "https://invest.mingnify.com/p/invest-glossary",
    checked: "2026-11-29",
  },
  "r8-c5-91zixun-2022-cold-wave": {
    title: "2022-12-14: 中央气象台发布寒潮蓝色预警",
    url: "http://news.91zixun.com/xinwen/2022/1214/13065.html",
    checked: "2026-11-29",
  },
  "r8-c5-jihuashu-auto-rubber-plan": {
    title: "中国车用橡胶件商业计划书模板(节选)2019-11-26",
    url: "http://www.jihuashu.org.cn/anli/2019/1126/4289.html",
    checked: "2026-11-29",
  },
  "r8-c5-chabaoo-2015-wechat-redpacket": {
    title: "2015-07-27 新闻: 微信公众号发红包诱导用户关注及分享 腾讯:封号",
    url: "http://chabaoo.cn/softjc/361474.html",
    checked: "2026-11-29",
  },
  "r8-c5-yd166-jiangsu-ad-regulation": {
    title: "《广告法》第九条第三项禁止用语规制规范摘选(含《江苏省广告条例》第十二条)",
    url: "https://m.yd166.com/smfw/5642023867.html",
    checked: "2026-11-29",
  },
  "r8-c5-060s-infant-formula-stages": {
    title: "婴儿配方奶粉分阶段选择",
    url: "https://wap.060s.com/index.php?item_id=63a4f5858d19_586720",
    checked: "2026-11-29",
  },
  "r8-c5-onlymr-changsha-cdc-medbeauty": {
    title: "华声在线: 长沙市疾控中心提醒 医美选择须谨慎",
    url: "http://www.onlymr.cn/news/show/103394",
    checked: "2026-11-29",
  },
  "r8-c5-ym838-medbeauty-choose": {
    title: "医美机构“陷阱”太多,怎么选到正规的医美机构",
    url: "http://ym838.cn/19011.html",
    checked: "2026-11-29",
  },
  "r8-c5-shhuamei-korean-doctors": {
    title: "华美医学美容 新闻: 警惕无资质“韩国医生”整形",
    url: "http://longxiong.shhuamei.cn/hmxw/86298978.html",
    checked: "2026-11-29",
  },
  "r8-c5-szdchkj-2022-ruiqu-case": {
    title: "中国食品工业 2022-09-09: 宣传普通食品能保健、能治病?罚!",
    url: "http://www.szdchkj.cn/zazhiqikan/detail/29221.html",
    checked: "2026-11-29",
  },
  "r8-c5-news3-otc-rx-quiz": {
    title: "时代体育网 2023-08-20: 非处方药与处方药的区别",
    url: "http://tiyu.news3.cn/zonghe/2023/0820/13989.html",
    checked: "2026-11-29",
  },
  "r8-c5-8x42-wuhan-2005-housing-ads": {
    title: "楚天都市报 2005-06-10: 武汉商品房广告规定",
    url: "http://www.8x42.com/wh/v/about-Details.shtml?id=1201",
    checked: "2026-11-29",
  },
  "r8-c5-bjhyhl-new-ad-law-housing": {
    title: "新广告法下房地产广告语不能再用(用时间表示项目位置等)",
    url: "http://bjhyhl.com/fangchan/qg_3520.html?cityid=sz",
    checked: "2026-11-29",
  },
  "r8-c5-fznews-2021-shanxi-training-ads": {
    title: "福州新闻网 2021-09-24: 山西省市场监管局校外培训广告提示",
    url: "http://m.fznews.com.cn/dsxw/2021-09-24/1529222137735.shtml",
    checked: "2026-11-29",
  },
  "r8-c5-jiangxi-2021-training-ads": {
    title: "江西省市场监督管理局: 八个“不得”!江西狠刹校外培训广告",
    url: "https://freewechat.com/a/MjM5MjE1NTAwOA==/2650538210/3",
    checked: "2026-11-29",
  },
  "r8-c5-reportify-2025-qingzhou-double11": {
    title: "搜狐财经 2025-10-31: 青州“双十一”临近 加强监管 护航“放心消费”",
    url: "https://staging.reportify.cn/news/1181759288536862720",
    checked: "2026-11-29",
  },
  "r8-c5-people-2025-618-compliance": {
    title: "人民网 2025-06-11: 市场监管总局发布“6·18”网络集中促销合规提示",
    url: "http://www.gaurorajoaillerie.com/a/202506/11/WS684971bfa310205377037a02.html",
    checked: "2026-11-29",
  },
  "r8-c5-dtrb-2021-datong-training-ads": {
    title: "大同日报 2021-12-02: 市市场监管局发出提示 严禁发布校外培训广告",
    url: "http://epaper.dtnews.cn/dtrb/html/2021-12/02/content_5_140875.htm",
    checked: "2026-11-29",
  },
  "r8-c5-dzrb-2025-welfare-lottery-qa": {
    title: "大众报业·齐鲁壹点 2025-12-21: 福彩快问快答——理性购彩篇",
    url: "https://dzrb.dzng.com/general/0/NEWS2994839GNVTEYPYYOKBS",
    checked: "2026-11-29",
  },
  "r8-c5-tzsjyy-2012-device-ads": {
    title: "台州双健医用塑料制品 2012-04-13: 双健教你如何识别违法医疗器械广告",
    url: "https://www.tzsjyy.com/ch/NewsView.asp?ID=93",
    checked: "2026-11-29",
  },
  "r8-c5-chinanews-jiuzhaigou-tickets": {
    title: "中新网 9月30日: 九寨沟管理局:9月30日至10月6日景区门票已售罄",
    url: "http://kungfu-fish.com/myly/10625.html",
    checked: "2026-11-29",
  },
  "r8-c5-cotao-chengde-offseason-tickets": {
    title: "承德景区淡季门票价格调整",
    url: "http://cotao.cn/html/fenbu/2926.html",
    checked: "2026-11-29",
  },
  "r8-c5-npbpp-xinghaihu-guide": {
    title: "星海湖景区门票攻略",
    url: "https://www.npbpp.com/news/xing-hai-hu-jing-qu-men-piao-gong-lve-hai-zhou-qu-xing-hai-hu-you-lan-quan-zhi-nan-men-piao-mian-fei.html",
    checked: "2026-11-29",
  },
  "r8-c5-tsu-quit-smoking": {
    title: "戒烟指导: 我国吸烟人数与戒烟方法",
    url: "https://www.tsu.tw/xiyi/286439.html",
    checked: "2026-11-29",
  },
  "r8-c5-trklw-tongbian-capsule-label": {
    title: "通便保健食品说明(适用人群、注意事项)",
    url: "http://trklw.com/Idiomusage/y0h3ns6qtj.html",
    checked: "2026-11-29",
  },
  "r8-c5-ifmxn-account-opening": {
    title: "股市开户、资金管理与投资心态",
    url: "https://m.ifmxn.com/news/lanmu2/15996.html",
    checked: "2026-11-29",
  },
  "r8-c5-hkyyi-securities-account-risk": {
    title: "揭秘证券开户风险:如何识别陷阱保护资金安全",
    url: "https://www.hkyyi.com/html/jie-mi-zheng-quan-kai-hu-feng-xian-ru-he-shi-bie-xian-jing-bao-hu-nin-de-zi-jin-an-quan.html",
    checked: "2026-11-29",
  },
  "r8-c5-hkcc-2007-367-allergen-snacks": {
    title: "香港消费者委员会《选择》367期(2007-05): 热门零食隐藏致敏成分——花生及木本坚果",
    url: "https://www.consumer.org.hk/sc/issue/367",
    checked: "2026-11-29",
  },
  "r8-c5-whch-2020-cosmetic-adverse": {
    title: "2020-12-15: 教你避免化妆品不良反应的发生",
    url: "http://wh-ch.com/buliangfanyingdefasheng-n467.html",
    checked: "2026-11-29",
  },
  "r8-c5-baogaosu-nanchang-member-farms": {
    title: "无公害蔬菜受热捧 南昌兴起会员制农场",
    url: "https://nanchang.baogaosu.com/xinwen/%E8%94%AC%E8%8F%9C%E5%8F%97%E7%83%AD%E6%8D%A7%E5%8D%97%E6%98%8C%E5%85%B4%E8%B5%B7%E4%BC%9A%E5%91%98%E5%88%B6%E5%86%9C%E5%9C%BA/16663204",
    checked: "2026-11-29",
  },
  "r8-c5-bg3-shared-vegetable-garden": {
    title: "在都市当“共享菜农”",
    url: "https://tw.bg3.co/a/zai-du-shi-dang-gong-xiang-cai-nong.html",
    checked: "2026-11-29",
  },
  "r8-c5-wenhui-2020-qingpu-farm-delivery": {
    title: "文汇报 2020-02-21: 青浦农庄携手“光明随心订”无接触配送蔬菜",
    url: "http://106.15.159.191/zhuzhan/cs/20200221/326923.html",
    checked: "2026-11-29",
  },
  "r8-c5-xining-2023-livestream-rules": {
    title: "青海新闻网 2023-04-23: 西宁“直播带货”“达人探店”规定发布",
    url: "https://xining.baogaosu.com/xinwen/%E8%A5%BF%E5%AE%81%E7%9B%B4%E6%92%AD%E5%B8%A6%E8%B4%A7%E8%BE%BE%E4%BA%BA%E6%8E%A2%E5%BA%97%E8%A7%84%E5%AE%9A%E5%8F%91%E5%B8%83/116520306",
    checked: "2026-11-29",
  },
  "r8-c5-waedb-2016-internet-ad-rules": {
    title: "2016-08-31: 明天起朋友圈微博转发广告将担责 软文必须标明",
    url: "http://www.waedb.com/wap/index.php?itemid=9821&moduleid=21&page=3",
    checked: "2026-11-29",
  },
  "r8-c5-med66-kids-cold-medicine-label": {
    title: "医学教育网 2012-10: 儿童感冒药说明书注意事项",
    url: "http://m.med66.com/new/201210/ly201210185019.shtml",
    checked: "2026-11-29",
  },
  "r8-c5-99-xiaoer-qingdu-syrup-label": {
    title: "99健康网 中药库: 小儿清毒糖浆说明书",
    url: "https://zyk.99.com.cn/zyfj/zcyt/2013/0226/363262.html",
    checked: "2026-11-29",
  },
  "r8-c5-hgsyiyuan-appointment-rules": {
    title: "医院官网 预约挂号须知",
    url: "http://hgsyiyuan.com/Mobile/SchedulingAppointments/OPIndex?OPdepartmentId=1&levelId=3",
    checked: "2026-11-29",
  },
  "r8-c5-pingliang-2024-ad-campaign": {
    title: "平凉日报/新华网甘肃 2024-11-11: 平凉市开展民生领域广告市场专项整治",
    url: "http://gs.news.cn/zhuanti/2024-11/11/c_1130218249.htm",
    checked: "2026-11-29",
  },
  "r8-c5-hbjj-2025-gdp-2024": {
    title: "2025-01-20: 2024年我国经济总量首次突破130万亿元(国家统计局数据)",
    url: "http://hb-jj.com/a/202501/20/WS678d9422a310be53ce3f2680.html",
    checked: "2026-11-29",
  },
  "r8-c5-autoty-2025-economy-2024": {
    title: "2025-01-24: 国家统计局发布2024年国民经济数据(中国经济年报)",
    url: "http://www.auto-ty.com/2025/0124/722207.shtml",
    checked: "2026-11-29",
  },
  "r8-c5-fudaoke-2024-economy-review": {
    title: "辅导客: 2024年中国经济实现5%增长",
    url: "https://www.fudaoke.com/exam/3229272.html",
    checked: "2026-11-29",
  },
  "r8-c5-people-2025-elderly-healthfood-scams": {
    title: "人民日报 2025-03-19: 帮助老年人识破虚假保健品骗局",
    url: "http://m.huanbaoworld.com/sncekkps/52E9HPwML.HTmL",
    checked: "2026-11-29",
  },
  "r8-c5-gucheng-prepaid-card-letter": {
    title: "故城县市场监督管理局致广大消费者的提示函",
    url: "https://m.163.com/news/article/I08S1604041591UI.html",
    checked: "2026-11-29",
  },
  "r8-c5-qianjiji-2019-hair-dye-notes": {
    title: "四海网 2019-09-03: 染发前要洗头吗?染发的注意事项有哪些",
    url: "http://qianjiji.cn/p/408129_2.html",
    checked: "2026-11-29",
  },
  "r8-c5-baotou-2025-hair-dye-guide": {
    title: "包头市市场监管局: 三八妇女节安心变美,染发安全必看指南",
    url: "https://www.61893.com/s-2-0bddb6625c1b5cbd",
    checked: "2026-11-29",
  },
  "r8-c5-bimmall-yiwu-library-rules": {
    title: "2024-06-08: 义乌图书馆借书规则详解",
    url: "http://bimmall.com.cn/post/15573.html",
    checked: "2026-11-29",
  },
  "r8-c6-harbin-daoli-2026-market": {
    title: "新浪财经/Reportify：哈尔滨市道里区市场监管局开展早市广告内容专项排查整治（2026-01-26）",
    url: "https://reportify.cn/tags/product?tagValue=%E7%83%A4%E6%A2%A8",
    checked: "2026-11-29",
  },
  "r8-c6-shaanxi-cases-tclbaby": {
    title: "陕西市场监管局公布违法广告典型案例（蒲城县居然之家等）",
    url: "https://www.tclbaby103.com/jiage/120874.html",
    checked: "2026-11-29",
  },
  "r8-c6-liaoning-2023-cases": {
    title: "辽宁省市场监管局2023年广告典型案例（沈阳市和平区市场监管局“宫珍保元汤”案）",
    url: "https://315jiage.cn/mn513069.aspx",
    checked: "2026-11-29",
  },
  "r8-c6-dalian-2021-cases": {
    title: "大连市市场监督管理部门公布10件典型虚假违法广告案件",
    url: "https://dlminyi.runsky.com/content/2021-11/25/content_6165288.htm",
    checked: "2026-11-29",
  },
  "r8-c6-jinzhong-2025-clue-notice": {
    title: "晋中市市场监督管理局：关于征集违法广告线索的通告（2025-05）",
    url: "https://sx.news.163.com/jinzhong/25/0519/16/JVUE70OI04149AG8.html",
    checked: "2026-11-29",
  },
  "r8-c6-chengdu-2022q2-cases": {
    title: "成都市市场监管局公布近期违法广告案件典型案例（双流区“卓越南城”案、龙泉驿区丞立胜诊所案，2022-07）",
    url: "http://zhongboxinwen.com/xf315/2022-07-22/79270.html",
    checked: "2026-11-29",
  },
  "r8-c6-chengdu-2016-ads": {
    title: "成都市工商局曝光一批典型违法广告（“国药延寿方”“食饵”“华佗风痛宝”“发热王热能服”）",
    url: "http://www.jhxsmr.cn/ms/content/2016-04/13/content_2799063.htm",
    checked: "2026-11-29",
  },
  "r8-c6-imau-dairy-2023": {
    title: "内蒙古自治区推进奶业高质量发展政策例行吹风会报道（2023-11）",
    url: "http://www.awsyuntu.cn/article/1183891.html",
    checked: "2026-11-29",
  },
  "r8-c6-hainan-heat-first": {
    title: "最高气温38℃！海南岛将出现今年首次高温天气",
    url: "http://www.zgyxtv.top/a/shouyou/15461.html",
    checked: "2026-11-29",
  },
  "r8-c6-hainan-weather-2020": {
    title: "新浪海南：海南省气象局发布高温四级预警（2020-06-08）",
    url: "http://hainan.sina.com.cn/news/hnyw/2020-06-08/detail-iircuyvi7270408.shtml?from=hainan_ydph",
    checked: "2026-11-29",
  },
  "r8-c6-guizhou-regional-center-2024": {
    title: "中新网贵阳：上海儿童医学中心贵州医院公布数据（2024-04）",
    url: "http://auisk.taxpressrelease.com/pwb98/78666.html",
    checked: "2026-11-29",
  },
  "r8-c6-bijie-health-2024": {
    title: "毕节日报：二〇二四年毕节市卫生健康事业发展综述（2025-02-24）",
    url: "https://dawenge.com/weijianweiyiyuanwenzhang/685112.html",
    checked: "2026-11-29",
  },
  "r8-c6-bijie-regional-center-2026": {
    title: "中国新闻网：国家区域医疗中心让优质医疗资源真正“扎根”贵州（2026-01-29）",
    url: "https://reportify.cn/news/1214272402192732160",
    checked: "2026-11-29",
  },
  "r8-c6-imau-dairy-2023b": {
    title: "中国产业经济信息网：内蒙古奶产业产值突破2000亿元大关（2023-11-11）",
    url: "http://www.lyredcross.com/xy/nmg/1490604.html",
    checked: "2026-11-29",
  },
  "r8-c6-ningxia-yinxingcha": {
    title: "宁夏食药监局：百岁堂银杏茶广告违法",
    url: "https://m.chuju555.com/news/show-122921.html",
    checked: "2026-11-29",
  },
  "r8-c6-guizhou-liquor-2015": {
    title: "贵州将开展酒类市场专项整治行动（贵州省工商局）",
    url: "https://money.gucheng.com/201508/3104087.shtml",
    checked: "2026-11-29",
  },
  "r8-c6-tieling-county-2023": {
    title: "辽宁省市场监管局2023年广告典型案例：铁岭县某融媒体中心发布违法药品广告案（铁岭县市场监督管理局，2023-05）",
    url: "https://315jiage.cn/mn513072.aspx",
    checked: "2026-11-29",
  },
  "r8-c6-gansu-longju-2016": {
    title: "甘肃省陇剧院赴临夏参加2016年河州牡丹文化节演出",
    url: "http://www.ynxyyq.com/htm/20165/13_2188.htm",
    checked: "2026-11-29",
  },
  "r8-c6-qinghai-gewu-2007": {
    title: "中国西藏文化网：青海省歌舞剧院在宁夏上演《青溜溜的青海》（2007）",
    url: "https://www.tibetcul.com/news/wh/15411.html",
    checked: "2026-11-29",
  },
  "r8-c6-tianshui-qinju-wiki": {
    title: "天水市秦剧团（百科条目）",
    url: "https://jendow.com.tw/wiki/%E5%A4%A9%E6%B0%B4%E5%B8%82%E7%A7%A6%E5%8A%87%E5%9C%98",
    checked: "2026-11-29",
  },
  "r8-c6-guangxi-2019-cases": {
    title: "广西市场监管局通报典型虚假违法广告案件（来宾奶茶店、南宁楼盘等）",
    url: "http://xn--nww670bm5i.com/news/8984.html",
    checked: "2026-11-29",
  },
  "r8-c6-hamigua-forum-2018": {
    title: "比思论坛：哈密瓜（2018-07-17）",
    url: "http://bbb-ccc.site/forum.php?action=printable&mod=viewthread&tid=5086710",
    checked: "2026-11-29",
  },
  "r8-c6-wuchang-techan-isgood": {
    title: "五常大米（特产介绍）",
    url: "http://techan.isgoodgood.com/answer-c/119588.html",
    checked: "2026-11-29",
  },
  "r8-c6-xinjiang-quanyunhui-2025": {
    title: "天山网-新疆日报：第十五届全运会新疆健儿综述（2025-11）",
    url: "https://www.114tmall.com/fa86d1c3aa3a281f/4da06d895a4407ff.html",
    checked: "2026-11-29",
  },
  "r8-c6-ithome-lalin-2021": {
    title: "IT之家：中国首条高原电气化铁路拉萨至林芝铁路开通运营（2021-06-25）",
    url: "https://ithome.com/0/559/275.htm",
    checked: "2026-11-29",
  },
  "r8-c6-weather-hlj-2025-12": {
    title: "中国天气网：黑龙江北部仍有降雪 哈尔滨明天最高气温降至-10℃以下（2025-12-15）",
    url: "http://m2.weather.com.cn/news/2025/12/4435752.shtml",
    checked: "2026-11-29",
  },
  "r8-c6-shenghuobao-2023-03-cold": {
    title: "生活报：哈市发布寒潮橙色和寒潮蓝色预警信号（2023-03-01）",
    url: "http://epaper.hljnews.cn/shb/pc/con/202303/01/content_125684.html",
    checked: "2026-11-29",
  },
  "r8-c6-ifeng-hongqi-h9-2020": {
    title: "凤凰网汽车：红旗H9新车实拍（2020-07-25）",
    url: "http://auto.ifeng.com/jining/daogou/2020/0725/46927.shtml",
    checked: "2026-11-29",
  },
  "r8-c6-guizhou-liquor-2017": {
    title: "新华网：贵州整治“专供”“特供”等酒类行业虚假宣传行为（2017-01）",
    url: "http://liwevents.com/news/show-235276.html",
    checked: "2026-11-29",
  },
  "r8-c6-qinghai-2024-minsheng": {
    title: "青海省市场监管局：青海省民生领域广告违法典型案例（2024，西宁市城西区市场监督管理局罚款40000元等）",
    url: "https://c.m.163.com/news/a/JJKI6FQ405148M7V.html",
    checked: "2026-11-29",
  },
  "r8-c6-dalian-2015-haigoubian": {
    title: "大连市工商局广告监测警示公告：四世同堂海狗鞭特补胶囊违法广告遭查处（2015-12）",
    url: "https://315jiage.cn/mn176992.aspx",
    checked: "2026-11-29",
  },
  "r8-c6-jilin-consumer-2015-zhuangyang": {
    title: "长春日报：吉林省消协提醒 声称可“壮阳”均系假冒保健品（2015-10-10）",
    url: "http://zhonghuixigou.com/roll/20151010/3374166.shtml",
    checked: "2026-11-29",
  },
  "r8-c6-liaoning-fda-2015-06": {
    title: "辽宁食药监局公布一批严重违法广告 涉及363条次（2015-08，“老君山养血丸”“锁阳固精丸”“健通胶囊”等）",
    url: "https://nanchang.baogaosu.com/xinwen/%E9%A3%9F%E8%8D%AF%E7%9B%91%E5%B1%80%E5%85%AC%E5%B8%83%E4%B8%80%E6%89%B9%E4%B8%A5%E9%87%8D%E8%BF%9D%E6%B3%95%E5%B9%BF%E5%91%8A/37020916",
    checked: "2026-11-29",
  },
  "r8-c6-liaoning-2025-drug-guide": {
    title: "中国消费者报：辽宁省市场监管局发布《辽宁省药品、保健食品广告合规指引》（2025-06）",
    url: "http://www.541874.com/html/84e699855.html",
    checked: "2026-11-29",
  },
  "r8-c6-yinchuan-2012-chisongyuan": {
    title: "银川市工商局西夏分局查获涉嫌虚假宣传的保健品“赤松元”“纳豆多肽”（2012-03）",
    url: "http://speakingsh.com/kjqy/bgt/2012-03-15/4721.html",
    checked: "2026-11-29",
  },
  "r8-c6-chengdu-jinjiang-2018-fake-award": {
    title: "成都一食品店给自家店评先进耍小聪明被罚12万（锦江区市场监管部门，2018）",
    url: "http://bdf.0662651.cn/bba87/54670.html",
    checked: "2026-11-29",
  },
  "r8-c6-dachuan-2026-nipaiwocha": {
    title:
      "达州市达川区市场监督管理局：关于开展老年人药品、保健品虚假宣传及制假售假专项整治“你拍我查”活动的公告（2026-01-27）",
    url: "http://www.dachuan.gov.cn/news-show-161412.html",
    checked: "2026-11-29",
  },
  "r8-c6-sars-2003-fake-ads": {
    title: "新华社：曝光防非典假广告案（内蒙古包头市昆区青鸟美容美发店等，2003-06）",
    url: "http://iolaw.cssn.cn/fdxwsx/200306/t20030603_4585326.shtml",
    checked: "2026-11-29",
  },

  "r9-d1-xiamen-huli-huisuo": {
    title: "台海网:厦门湖里区市场监管局江头所查处健康会所虚假宣传(项目功效涉疾病治疗)",
    url: "http://www.frappessa.com/show/2059.html",
    checked: "2026-11-29",
  },
  "r9-d1-yanping-yangshengguan": {
    title: "延平养生馆虚假广告事件回顾(2023年第一批虚假违法广告典型案例)",
    url: "https://www.exlu.cn/news/jmypyslxzgyszdjm.html",
    checked: "2026-11-29",
  },
  "r9-d1-rizhao-aijiu-tips": {
    title: "揭秘日照艾灸骗局:如何辨别真伪",
    url: "https://www.wujymm.com/q/jie-mi-ri-zhao-ai-jiu-pian-ju-ru-he-bian-bie-zhen-wei-shou-hu-nin-de-jian-kang-cai-fu.html",
    checked: "2026-11-29",
  },
  "r9-d1-ccn-yagao-nmpa": {
    title: "中国消费者报:国家药监局:牙膏不是药,不能治疗口腔疾病(2022-07-06)",
    url: "http://www.8htfquj5.cn/Content/2022/07-06/1339011709.html",
    checked: "2026-11-29",
  },
  "r9-d1-nmpa-yagao-youmen": {
    title: "国家药监局:牙膏不是药品,宣称“抗幽门螺旋杆菌”缺乏科学依据(2022-01-10)",
    url: "http://www.konkatsu.cc/huaxuejia/news/html/news_5176.html",
    checked: "2026-11-29",
  },
  "r9-d1-gd-yaojian-yagao": {
    title: "广东药监:牙膏功效有据可查",
    url: "https://bendi.news.163.com/guangdong/25/0507/18/JUVNUKCD04178L1J.html",
    checked: "2026-11-29",
  },
  "r9-d1-tianmen-jiangzuo-tips": {
    title: "天门市工商局:警惕“健康讲座”推销保健品、理疗器械的消费提示",
    url: "http://tianmen.cjyun.org/p/10030.html",
    checked: "2026-11-29",
  },
  "r9-d1-zxh-xiaozihao-tip": {
    title: "中消协消费警示:“消”字号“某某霜”“某某膏”请问你到底是个啥(2021-10)",
    url: "http://m.syqk.com.cn/qzkx/show-45482.html",
    checked: "2026-11-29",
  },
  "r9-d1-huangpu-jiuji-2022": {
    title: "央广网:宣称果味饮品可丰胸 九极生物因虚假广告被广州市黄埔区市场监管局罚25万元(行政处罚决定书)",
    url: "http://www.njpanjin.com/cn/Instant/news/202206/t20220607_7215442.html",
    checked: "2026-11-29",
  },
  "r9-d1-liujiang-fuqingshui-2021": {
    title: "南国今报:宣称饮水机“能够治疗疾病” 柳州市柳江区一经营部被罚4530元",
    url: "https://m.yybnet.net/liuzhou/liujiang/202109/11551667.html",
    checked: "2026-11-29",
  },
  "r9-d1-lianwang-gaoduanshui": {
    title: "连网权威辟谣:宣称有健康功效的水均为虚假宣传",
    url: "http://www.tcgxipo.com/temp/jbzx/zxqz/2022/0719/249932.shtml",
    checked: "2026-11-29",
  },
  "r9-d1-huangpu-xiangxue-2021": {
    title: "快科技:宣传自家凉茶饮料能预防新冠 香雪医药被广州市黄埔区市场监管局罚30万元(行政处罚决定书)",
    url: "https://news.mydrivers.com/1/794/794606.htm",
    checked: "2026-11-29",
  },
  "r9-d1-daxing-weiyou-2022": {
    title: "中国质量新闻网:北京市大兴区市场监管局处罚微友小镇(北京)科技发展有限公司(京兴市监处罚〔2022〕2850号)",
    url: "http://binuoshi.com/ms/content/2022-10/25/content_8872831.htm",
    checked: "2026-11-29",
  },
  "r9-d1-fangtuo-xifashui-2015": {
    title: "防脱发洗发水不可信(2015-05-30)",
    url: "http://www.handmsg.com/page/2015/0530/22548447.shtml",
    checked: "2026-11-29",
  },
  "r9-d1-linyi-baojian-2020": {
    title: "临沂市市场监督管理局:山东某生物科技有限公司虚假宣传保健食品被罚20万元及消费提醒",
    url: "http://scjg.linyi.gov.cn/info/1271/9354.htm",
    checked: "2026-11-29",
  },
  "r9-d1-longquanyi-xiqing-2022": {
    title: "中国消费者报:成都市龙泉驿区市场监管局查处氢气养生馆虚假宣传(2022-09-20)",
    url: "http://m.8htfquj5.cn/Content/2022/09-20/2207323055.html",
    checked: "2026-11-29",
  },
  "r9-d1-dianjiang-songhuafen-2021": {
    title: "中国消费者报:宣称松花粉治愈多种疾病 重庆垫江县平瑞营养保健食品服务部被垫江县市场监管局罚20万元",
    url: "http://xiaofei.hangzhou.com.cn/aljj/content/2021-08/19/content_9262766.htm",
    checked: "2026-11-29",
  },
  "r9-d1-samr-bairi-25cases": {
    title: "市场监管总局发布25起“百日行动”执法典型案例(石家庄裕华区璀康医疗器械虚假宣传案等)",
    url: "http://honghot247.com/Detail/index/id/378/aid/3211.html",
    checked: "2026-11-29",
  },
  "r9-d1-zj-bairi-15cases": {
    title: "浙江省市场监管局:整治“保健”市场乱象百日行动十五个典型案例(淳安县查处华林酸碱平浙江分公司虚假宣传案等)",
    url: "http://studyofnet.com/907758470.html",
    checked: "2026-11-29",
  },
  "r9-d1-cca-liangzi-2021": {
    title: "中新网:“量子产品”缓解身体各种疾病?中消协:“伪科技”!(2021-06-16)",
    url: "http://www.kiseki1029.cn/article/18858.html",
    checked: "2026-11-29",
  },
  "r9-d1-thepaper-liangzi-2021": {
    title: "澎湃新闻:315科普",
    url: "潘建伟多次打假,淘宝等仍售量子水杯量子收腹裤(2021-03-15)|http://www.kxwhcb.com/newsDetail_forward_11716126",
    checked: "2026-11-29",
  },
  "r9-d1-shimen-jinchanhua-2018": {
    title: "潇湘晨报:湖南14个部门联合整治“保健”市场乱象(常德石门县百岁快车保健品销售店被罚2万元)",
    url: "http://m.shadafang.com/c/hn414935_6.html",
    checked: "2026-11-29",
  },
  "r9-d1-putuo-fanglanguang-2022": {
    title: "中国质量新闻网【案说】佩戴防蓝光眼镜,预防近视?(上海市普陀区市场监管局立案查处虚假广告)",
    url: "http://binuoshi.com/ms/content/2022-06/06/content_8828188.htm",
    checked: "2026-11-29",
  },
  "r9-d1-xiaozihao-tip-lgj": {
    title: "消费提示:“消”字号≠“药”字号!宣称“治病疗愈”属违法,千万别被忽悠",
    url: "http://blog.lgjyuntun.com/article/3982408.shtml",
    checked: "2026-11-29",
  },
  "r9-d1-huaihua-tianma-2019": {
    title: "红网/潇湘晨报:市场监管总局百日行动典型案例 怀化市查处张某发布违法广告案(宣传T恤防感冒被罚20万元)",
    url: "https://cs.rednet.cn/content/2019/04/29/5398198.html",
    checked: "2026-11-29",
  },
  "r9-d1-weiku-neiku-doctor": {
    title: "“威酷”内裤宣称治疗前列腺炎调查(医生:真有这种内裤我们就失业了)",
    url: "http://m.qbclub.cn/mn51479p2.aspx",
    checked: "2026-11-29",
  },
  "r9-d1-fuyanjie-guanggao-2014": {
    title: "妇炎洁广告“女性洗液领导品牌”涉嫌虚假宣传分析(2014)",
    url: "http://m.zpeb.net/medicine/a/201405/613611.html",
    checked: "2026-11-29",
  },
  "r9-d1-qingxi-anmodian-2018": {
    title: "青西新区紫金山小区按摩店非法行医被举报 执法人员查处(2018-09-08)",
    url: "https://www.1001010.cn/zyys/zj/18158.html",
    checked: "2026-11-29",
  },
  "r9-d1-yanglao-baojianpin-article": {
    title: "养老保健品行业如何规范(保健食品定义 GB 16740—2014)",
    url: "http://rqldcl.com/yampowder/3260.html",
    checked: "2026-11-29",
  },
  "r9-d1-huantai-anmo-2012": {
    title: "齐鲁晚报:桓台县工商局整治推拿按摩店虚假宣传(2012-07-16)",
    url: "https://epaper.qlwb.com.cn/qlwb/content/20120716/ArticelY05004FM.htm",
    checked: "2026-11-29",
  },
  "r9-d1-gongxiao-yagao-news": {
    title: "牙膏功效多属自卖自夸",
    url: "https://qr5.net/k-zimaizikua",
    checked: "2026-11-29",
  },
  "r9-d1-xhrb-yangsheng-guifan": {
    title: "新华日报:“养生保健”应有边界,“中医”之名不可滥用(《中医养生保健服务规范(试行)》)",
    url: "http://m.56site.cn/news/show-6229.html",
    checked: "2026-11-29",
  },
  "r9-d1-shengtai-yanghutie-2021": {
    title: "中国电商新闻网:生态养护贴夸大宣传调查(黄石市食药监部门答复)",
    url: "http://cndsn.com.cn/diaocha/2021/1108/121002_2.html",
    checked: "2026-11-29",
  },
  "r9-d1-lizishuiji-baike": {
    title: "离子水机 百科释义(卫生部公告涉水产品不得宣称保健功能)",
    url: "https://huojia8.cn/p/1658218.html",
    checked: "2026-11-29",
  },
  "r9-d1-dongxiang-jcy-2025": {
    title: "抚州市东乡区检察院:中医理疗馆违规发布广告公益诉讼检察建议(2025-09)",
    url: "https://www.jxfuzhou.jcy.gov.cn/ajjj/202509/t20250905_7125693.shtml",
    checked: "2026-11-29",
  },
  "r9-d1-afii-baojianpin-2019": {
    title: "食品伙伴网转载:保健品 别随便“忽悠”成药(2019-03-12)",
    url: "http://m.afii.cn/index.php?id=7477&mod=news_show",
    checked: "2026-11-29",
  },
  "r9-d1-sina-ciliao-chuangdian-2007": {
    title: "燕赵都市报:磁疗保健床垫真能包治百病?(2007-01-12)",
    url: "http://news.sina.com.cn/o/2007-01-12/023610979081s.shtml",
    checked: "2026-11-29",
  },
  "r9-d1-shenxie-article": {
    title: "“神鞋”预防病毒、缓解强直性脊柱炎宣传的科学分析",
    url: "http://www.chinaflq.com/product/188.html",
    checked: "2026-11-29",
  },
  "r9-d1-maoming-jiangyatie-article": {
    title: "茂名非药物降压贴疗效与虚假宣传揭秘",
    url: "https://bkwk.cn/article/jmmmfywjytsqlxhsxjxcjkjyxqsdsmms.html",
    checked: "2026-11-29",
  },
  "r9-d1-muzu-yangsheng-article": {
    title: "揭秘沐足养生陷阱:辨别合法与非法沐足店",
    url: "https://www.exlu.cn/news/jmmzysxjrhbbhfyffshndjkyaq.html",
    checked: "2026-11-29",
  },
  "r9-d1-samr-laonian-zhuanxiang-2025": {
    title: "中新社:市场监管总局部署老年人药品、保健品虚假宣传专项整治(2025-05-28)",
    url: "http://vbc5o.gordon-maytravelgetaways.com/xcwtt/8922.html",
    checked: "2026-11-29",
  },
  "r9-d1-hantai-tonggao-2018": {
    title: "汉中市汉台区食品安全委员会办公室等:关于整治中老年人保健品非法营销的通告(2018-10-25)",
    url: "http://0916001.com/hantaixinwen/201810/00007487.html",
    checked: "2026-11-29",
  },
  "r9-d2-taoci163-hongyu-chiming-2014": {
    title: "中国陶瓷网 2014-08-11 新闻：驰名商标不得用于广告宣传 宏宇陶瓷中山经销商门头广告被工商查处",
    url: "http://news.taoci163.com/20140811/2426605.html",
    checked: "2026-11-29",
  },
  "r9-d2-soolun-chiming-shangbiaofa": {
    title: "期刊论文摘要：新《商标法》禁止将“驰名商标”用于广告宣传",
    url: "http://soolun.net/periodical/e98fa33fca5f1358d9e219786a368e2f.html",
    checked: "2026-11-29",
  },
  "r9-d2-chongming-zhuanli-reshuiqi": {
    title: "崇明区市场监管局 案例：网站热水器广告使用已终止专利（广告法第十二条、第五十九条）",
    url: "http://xzjunlong.cn/zhijian/center/408979.html",
    checked: "2026-11-29",
  },
  "r9-d2-tdcaiwu-zhuanlihao-2024": {
    title: "专利号与假冒专利说明（2024-01-30）",
    url: "https://m.tdcaiwu.com/zhuanli/shiyongxinxingzhuanli/20240130/87555.html",
    checked: "2026-11-29",
  },
  "r9-d3-cfda-2014-bulletin2": {
    title: "中国中医药报：国家食品药品监管总局汇总通报2014年第2期违法药品医疗器械保健食品广告（补肺丸、葛根降压片）",
    url: "http://tcm166.com/content/14087.html",
    checked: "2026-11-29",
  },
  "r9-d3-shishi-2014-medads": {
    title: "石狮日报：石狮市工商局立案调查12家涉嫌发布非法广告医疗机构（2014-08-26）",
    url: "http://m.mnw.cn/shishi/news/789846.html",
    checked: "2026-11-29",
  },
  "r9-d3-cfda-2013-7healthfood": {
    title: "国家食品药品监督管理总局曝光7个保健食品违法广告（2013-09-10，“玛益生牌樱花五行茶”等）",
    url: "http://orac.hainan.gov.cn/zjxw/gnzjzhxw/2013/09/72356.shtml",
    checked: "2026-11-29",
  },
  "r9-d3-kunming-2012-no4": {
    title: "昆明市违法药品（非药品）广告警示（2012年第4号）“哈药3副药叫停痛风病”上黑榜",
    url: "https://315jiage.cn/mn134736.aspx",
    checked: "2026-11-29",
  },
  "r9-d3-sfda-2011-4healthfood": {
    title: "中央政府门户网站：食品药品监督管理局曝光四种保健食品违法广告（2011-05-17，“赐富牌化维纤胶囊”等）",
    url: "http://big5.www.gov.cn/gate/big5/www.gov.cn/govweb/fwxx//jk/2011-05/17/content_1865504.htm",
    checked: "2026-11-29",
  },
  "r9-d3-cfda-10healthfood-notice": {
    title: "国家食药监局通告：10起保健食品虚假违法广告（“康蓓健牌蜂胶软胶囊”“华德虫草菌丝体片”等）",
    url: "http://m.xataih.com/xwpd/2160352.html",
    checked: "2026-11-29",
  },
  "r9-d3-dalian-central-hosp-news": {
    title: "大连市中心医院新闻：妇科成功完成一例达芬奇机器人辅助下全子宫双附件切除术（2022-01）",
    url: "https://zyy.yilianmeiti.com/article/31207.html",
    checked: "2026-11-29",
  },
  "r9-d3-myopia-commentary-2024": {
    title: "评论：“神器治近视”是睁眼说瞎话（孟雅檀，2024-11-22）",
    url: "http://111.203.215.41/api/news.php?B=3Q.html",
    checked: "2026-11-29",
  },
  "r9-d3-metformin-label-54md": {
    title: "盐酸二甲双胍片 药品说明书（国药准字H31020359）",
    url: "http://54md.com/drugstore/5442.html",
    checked: "2026-11-29",
  },
  "r9-d3-metformin-tsu": {
    title: "二甲双胍 药品资料（注意事项）",
    url: "https://www.tsu.tw/xiyi/yao/83486.html",
    checked: "2026-11-29",
  },
  "r9-d3-hangzhou-2019-bp-test": {
    title: "杭州网：8款智能手环与电子血压计测量对比（2019-03-14）",
    url: "http://hznews.hangzhou.com.cn/kejiao/content/2019-03/14/content_7161299_2.htm",
    checked: "2026-11-29",
  },
  "r9-d3-zhaoyao-danshen": {
    title: "找药网：复方丹参片的注意事项、功效作用、不良反应（2024-04-26）",
    url: "https://m.zhaoyao.net/article/4034.html",
    checked: "2026-11-29",
  },
  "r9-d3-bcrsw-danshen": {
    title: "健康百科：复方丹参滴丸是否可以长期服用",
    url: "http://bcrsw.com/jiankangbaike/hqkuheezg2.html",
    checked: "2026-11-29",
  },
  "r9-d3-cfda-2015-5ads": {
    title: "杨凌示范区转载：国家食品药品监督管理总局曝光5个严重违法广告（2015，“三宝胶囊”“前列腺磁疗敷袋”等）",
    url: "https://yangling.gov.cn/ztzl/spaq/1427957566792630274.html",
    checked: "2026-11-29",
  },
  "r9-d3-hebei-fda-2013-12": {
    title: "河北省食品药品监督管理局2013年12月违法药械保健食品广告公告（通络生骨胶囊）",
    url: "https://315jiage.cn/mn146048.aspx",
    checked: "2026-11-29",
  },
  "r9-d3-sfda-2012-no1-summary": {
    title: "国家食品药品监督管理局《2012年第1期违法药品医疗器械保健食品广告公告汇总》",
    url: "http://www.hoppecoke.com/news/show-75379.html",
    checked: "2026-11-29",
  },
  "r9-d3-sfda-2007-no2-summary": {
    title: "长沙晚报/新华社：国家食品药品监督管理局公示2007年第2期违法药品和医疗器械广告（2007-11-08）",
    url: "http://finance.sina.com.cn/consume/puguangtai/20071108/15104152450.shtml",
    checked: "2026-11-29",
  },
  "r9-d3-cangzhou-2020-huamei": {
    title: "沧州市运河区市场监督管理局行政处罚：沧州华美妇产医院发布违法医疗美容广告，罚款45万元（2020）",
    url: "http://zgylmrzz.cn/zonghexinwen/2020/1112/642.html",
    checked: "2026-11-29",
  },
  "r9-d3-hihzipper-healthfood-notice": {
    title: "网易号转载：国家对保健食品等特殊食品实行严格监督管理（保健食品消费提示）",
    url: "https://hihzipper.com/html/exingtiyu/2532.html",
    checked: "2026-11-29",
  },
  "r9-d3-315jiage-wuxianji-qa": {
    title: "用户咨询：无限极儿童口服液金针菇型是保健品还是药品（2011-07-08 答复）",
    url: "https://t-staging.315jiage.cn/mn71487.aspx",
    checked: "2026-11-29",
  },
  "r9-d3-otc-notice-rule": {
    title: "非处方药包装标识与警示语、忠告语规定（转载页）",
    url: "http://drbrianmills.com/topic/2/20768.html",
    checked: "2026-11-29",
  },
  "r9-d3-jiaowuwang-healthfood-tip": {
    title: "选购保健食品提示：看标志、注意产品禁忌（转载页）",
    url: "http://jiaowuwang.com/g77898002.html",
    checked: "2026-11-29",
  },
  "r9-d3-xuyinyin-implant-tips": {
    title: "种植牙消费提示：选择正规医疗机构、警惕商业宣传陷阱",
    url: "http://m.xuyinyin.com/news/vq02k6zk7n.html",
    checked: "2026-11-29",
  },
  "r9-d3-24drs-tfda-bp": {
    title: "台湾食药署：市售电子血压计抽验结果均符合规定（104年）",
    url: "http://www.24drs.com/daily/article.asp?x_no=9930",
    checked: "2026-11-29",
  },
  "r9-d3-towbao-bp-guideline": {
    title: "嘉峪检测网转载：电子血压计（示波法）注册审查指导原则（征求意见稿，2023-10-25）",
    url: "http://towbao.com/news/1942766.html",
    checked: "2026-11-29",
  },
  "r9-d3-gqmqbwm-label": {
    title: "止咳平喘片说明书介绍",
    url: "http://www.gqmqbwm.cn/drug_information/207268.html",
    checked: "2026-11-29",
  },
  "r9-d3-tsu-biguanides": {
    title: "双胍类降糖药物（二甲双胍与苯乙双胍）",
    url: "https://www.tsu.tw/edu/4301.html",
    checked: "2026-11-29",
  },
  "r9-d3-cndzys-metformin": {
    title: "盐酸二甲双胍详细说明书",
    url: "https://cndzys.com/drug_information/126470.html",
    checked: "2026-11-29",
  },
  "r9-d3-cndzys-danshen": {
    title: "复方丹参滴丸副作用",
    url: "https://cndzys.com/drug_information/156409.html",
    checked: "2026-11-29",
  },
  "r9-d3-31497-samr-order21": {
    title: "《药品、医疗器械、保健食品、特殊医学用途配方食品广告审查管理暂行办法》（国家市场监督管理总局令第21号）",
    url: "http://31497.cn/NMPA/?ext_ext_fgquyu=NMPA&ext_ext_nianf=2020",
    checked: "2026-11-29",
  },
  "r9-d3-xuanhu-tcm-monitor": {
    title: "中国中医药报：国家中医药管理局监测到虚假违法中医医疗广告121条次",
    url: "http://m.xuanhu.net/xx/xw/85732.html",
    checked: "2026-11-29",
  },
  "r9-d3-gansu-2011-tcm-ads": {
    title: "中国中医药报：甘肃查处15家发布违法中医药广告单位（2011-05-06）",
    url: "https://www.zysj.com.cn/zonghexinwen/78562.html",
    checked: "2026-11-29",
  },
  "r9-d3-cctv-hearing-aid-2025": {
    title: "央视网：质量周报 佩戴助听器后听力下降原因（2025-05-03，转载页）",
    url: "https://china-news-online.com/lang/Persian/201579.html",
    checked: "2026-11-29",
  },
  "r9-d3-hfldjy-implant-2022": {
    title: "中国新闻周刊：我们离“种牙自由”还有多远？（2022-05-17，转载页）",
    url: "http://www.hfldjy.com/zgxwzk/20220517423549.shtml",
    checked: "2026-11-29",
  },
  "r9-d3-boxvhx-dental-industry": {
    title: "民营口腔连锁机构发展分析（转载页）",
    url: "http://m.boxvhx.cn/baike/789.html",
    checked: "2026-11-29",
  },
  "r9-d3-jingzhou-healthfood-warning": {
    title: "求医网：荆州工商部门发布保健品广告预警“送礼送健康”",
    url: "http://wap.shkeow.cn/zixun/2353.html",
    checked: "2026-11-29",
  },
  "r9-d3-jilin-medad-revoke": {
    title: "吉林省卫生厅吊销三家医院“医疗广告证明”（虎网转载）",
    url: "http://bjp.tignet.cn/bjpzx/zxShow.aspx?Xid=6971",
    checked: "2026-11-29",
  },
  "r9-d4-yancheng-jingdian-2021": {
    title: "中国网财经转载:盐城经典置业因违反广告发布规定遭罚(亭湖区市场监管局行政处罚,杰仕豪庭楼盘“重点本部双学府”)",
    url: "http://m.asimco-lf.com/cyjj/fc/2021/07/07/165034.html",
    checked: "2026-11-29",
  },
  "r9-d4-guangzhou-14-jinling": {
    title: "中国消费者报:广州市市场监管局就校外培训广告发出14条“禁令”",
    url: "http://www.feiblue.com/html/14f199810.html",
    checked: "2026-11-29",
  },
  "r9-d4-beijing-finance-guide-cnr-2024": {
    title: "中国消费者报:北京市市场监管局印发《北京市金融投资理财类广告发布指引》11个“不得”",
    url: "https://ywpdd.com/Content/2024/03-05/1857057813.html",
    checked: "2026-11-29",
  },
  "r9-d4-beijing-finance-guide-zk-2024": {
    title: "北京市监局:金融广告“不得”、“不能”与“不可”(北京市金融投资理财类广告合规指引解读)",
    url: "http://m.bjestore.com/rd/99845.html",
    checked: "2026-11-29",
  },
  "r9-d4-wechat-induce-share-tips-2024": {
    title: "微信公众号运营者注意了,以免误触“禁区”(微信官方整理的诱导分享违规行为)",
    url: "https://www.traderscatalog.cn/15324.html",
    checked: "2026-11-29",
  },
  "r9-d4-xianning-xuequfang-2021": {
    title: "咸宁网:如何治理学区房虚假违法宣传?(咸宁市市场监督管理局广告科)",
    url: "http://news.xnnews.com.cn/xnxw/202108/t20210809_2372721.shtml",
    checked: "2026-11-29",
  },
  "r9-d4-xhs-daoliu-163-2025": {
    title: "网易号:小红书禁止“导流”3月12日生效(《交易导流违规管理细则》)",
    url: "https://www.163.com/dy/article/JQFFOIMB05568V7Z.html",
    checked: "2026-11-29",
  },
  "r9-d4-fx361-finance-ad-paper-2018": {
    title: "卢智睿(中国人民银行梧州市中心支行):违法金融广告治理论文",
    url: "https://fx361.cc/page/2018/0221/17682293.shtml",
    checked: "2026-11-29",
  },
  "r9-d4-52marketing-finance-ad-regulators": {
    title: "金融服务广告需要哪些监管机构许可(金融广告监管机构概览)",
    url: "https://www.52marketing.com/198.html",
    checked: "2026-11-29",
  },
  "r9-d4-520zimeiti-xhs-contact": {
    title: "《小红书》可以发外部联系方式吗?合规引导与违规风险,新手必知的引流红线",
    url: "https://www.520zimeiti.cn/41861.html",
    checked: "2026-11-29",
  },
  "r9-d4-suya-xhs-rules-2024": {
    title: "素雅营销研究院:小红书的规则和禁忌",
    url: "https://suyamarketing.com/product/6495.html",
    checked: "2026-11-29",
  },
  "r9-d4-esoons-xhs-daoliu-2025": {
    title: "亿尚网:小红书禁止引导站外交易,违规最高永久封号",
    url: "http://esoons.com/NET/news/2025-0312-31539.html",
    checked: "2026-11-29",
  },
  "r9-d4-beijing-realestate-guide-draft-2023": {
    title: "北京市市场监督管理局《北京市房地产广告发布指引(征求意见稿)》新闻",
    url: "http://www.dy720p.com/news/6/2023-11-03/7126025670475714634.html",
    checked: "2026-11-29",
  },
  "r9-d4-360docs-xuequfang-tips": {
    title: "关于“学区房”广告宣传问题的舆情分析与建议／开发商虚假宣传维权难",
    url: "https://www.360docs.net/doc/2c1405073.html",
    checked: "2026-11-29",
  },
  "r9-d4-jiaxi-penalty-appeal-blog": {
    title: "加喜财税:收到市场监管局行政处罚决定书如何应对申诉",
    url: "https://www.jiaxifuwu.com/zhishi/zhuce/6403.html",
    checked: "2026-11-29",
  },
  "r9-d4-qiujihong-wechat-mp-rules": {
    title: "微信公众平台运营规范(网站优化技术转载)",
    url: "http://www.qiujihong.com/news/show-14998.html",
    checked: "2026-11-29",
  },
  "r9-d4-wechat-redpacket-2015": {
    title: "微信团队:微信清理违规抢红包行为的公告(2015年2月5日)",
    url: "http://m.yczyjg.com/article/20284327_446579361.html",
    checked: "2026-11-29",
  },
  "r9-d4-wechat-induce-2014-notice": {
    title: "微信公众平台关于整顿诱导分享及诱导关注行为的公告(2014年12月30日)",
    url: "http://www.zbjdyw.com/news_show.asp?id=314",
    checked: "2026-11-29",
  },
  "r9-d4-shanxizhongtai-miniprogram-share": {
    title: "微信小程序违规分享该如何处理",
    url: "http://www.shanxizhongtai.com/10412.html",
    checked: "2026-11-29",
  },
  "r9-d4-cnmishu-xhs-rules-2018": {
    title: "中秘传媒转载:小红书社区规范",
    url: "http://www.cnmishu.net/opinion/2018/1120/1656.html",
    checked: "2026-11-29",
  },
  "r9-d4-douyin-liquor-private-trade": {
    title: "抖音引导私下交易是什么意思(酒类创作者引导私下交易违规表现)",
    url: "https://m.lydingpin.com/gonglue/183887885.html",
    checked: "2026-11-29",
  },
  "r9-d4-wechat-waibu-link-2019": {
    title: "北京日报客户端:微信外链迎最严清理:情节恶劣永久封号",
    url: "http://m.413629.com/news/cj/2215152.html",
    checked: "2026-11-29",
  },
  "r9-d4-wechatmaster-induce-share": {
    title: "微信公众平台如何区分诱导分享类信息诱导关注类处罚规定",
    url: "http://wechatmaster.com/weijiang/vip_doc/3306890.html",
    checked: "2026-11-29",
  },
  "r9-d4-jintiankansha-xhs-daoliu-2025": {
    title: "小红书发布《交易导流违规管理细则》要点总结",
    url: "http://www.jintiankansha.me/t/3ZGq6TbJJ4",
    checked: "2026-11-29",
  },
  "r9-d4-jiaxi-mishu-compliance-blog": {
    title: "加喜秘书:如何在市场监管局指导下合法经营,减少经济制裁风险",
    url: "https://www.jiaximishu.com/zhishi/zhuce/402.html",
    checked: "2026-11-29",
  },
  "r9-d5-xinxijishu-xiaomi-xring": {
    title: "国产品牌实现3nm芯片研发设计突破(小米玄戒O1发布新闻转载)",
    url: "http://www.xinxijishu.top/a/2085.html",
    checked: "2026-11-29",
  },
  "r9-d5-bjd-quanyun-20251113": {
    title: "北京日报客户端:第十五届全运会11月13日赛况",
    url: "https://xinwen.bjd.com.cn/content/s691672a9e4b0221b9bef9795.html",
    checked: "2026-11-29",
  },
  "r9-d5-zhiboqu-quanyun-jingzou": {
    title: "全运会女子20公里竞走杨家玉卫冕,汪顺夺第6金创纪录",
    url: "https://www.zhiboqu.com/news/361941.html",
    checked: "2026-11-29",
  },
  "r9-d5-qi18-sichuan-feiyi-lvyou": {
    title: "四川多个项目进入首批全国非遗与旅游融合发展优选项目名录公示(成都日报)",
    url: "https://m.qi18.com/shlvyou/tzsyrfjrwqiyibaaxttkjt",
    checked: "2026-11-29",
  },
  "r9-d5-dingqianjf-wenzhou-feiyi": {
    title: "第四批浙江省非物质文化遗产旅游景区名单温州3个景区入选",
    url: "http://m.dingqianjf.com/news/show/508/1238409_0.html",
    checked: "2026-11-29",
  },
  "r9-d5-ydxtzx-jinshan-weather": {
    title: "金山网讯:回暖体验卡发放 珍惜降温前的温暖时光(2026-01-13)",
    url: "http://www.ydxtzx.com/2026/0113/1947784.shtml",
    checked: "2026-11-29",
  },
  "r9-d5-sucai198-zhangzhou-gzbg-2024": {
    title: "2024年省市级政府工作报告汇编65篇(第101页,漳州市政府工作报告)",
    url: "https://sucai198.com/gongzuozongjie/2024/08/92179_101.html",
    checked: "2026-11-29",
  },
  "r9-d5-guanshan-gzbg-2024-p71": {
    title: "2024年省市级政府工作报告汇编65篇(第71页,市政府工作报告)",
    url: "https://guanshanwenku.com/gongzuozongjie/2024/08/92348_71.html",
    checked: "2026-11-29",
  },
  "r9-d5-chaozhou-gzbg-2021": {
    title: "潮州市2021年政府工作报告(市长何晓军)",
    url: "http://mp.123yiche.com/j5b198044k1.html",
    checked: "2026-11-29",
  },
  "r9-d5-1588tv-olive-grade": {
    title: "国际橄榄油等级划分标准与选购指南",
    url: "http://m.1588.tv/baike/20250526084231.html",
    checked: "2026-11-29",
  },
  "r9-d5-drbdp-olive-grade": {
    title: "哪种才算是初级橄榄油呢",
    url: "https://top.drbdp.com/2-828658.html",
    checked: "2026-11-29",
  },
  "r9-d5-gnbk-jjj-wuyi-tip-2025": {
    title: "京津冀联合发布“五一”消费提示(北京、天津、河北市场监管部门,2025-04-28)",
    url: "https://m.gnbk.net/news/y8VnGoyKod.html",
    checked: "2026-11-29",
  },
  "r9-d5-gansu-315-tip-2024": {
    title: "3·15／甘肃省市场监管局发布7大消费警示(2024-03-15)",
    url: "http://gansu.gscn.com.cn/system/2024/03/15/013113188.shtml",
    checked: "2026-11-29",
  },
  "r9-d5-wp39-sichuan-zhongqiu-tip": {
    title: "四川四地市场监管局、消委会联合发布中秋消费提示(中国消费者报)",
    url: "http://www.wp39.vip/html/43a999859.html",
    checked: "2026-11-29",
  },
  "r9-d5-zhongguolian-yuan-rice": {
    title: "袁隆平团队再创纪录!双季稻亩产超3000斤(央视新闻转载)",
    url: "https://www.zhongguolian.vip/zhongguo/news/34591.html",
    checked: "2026-11-29",
  },
  "r9-d5-43b-qiuliang-2025": {
    title: "全国秋粮收获进入高峰期 进度过六成(新闻联播,2025-10-15)",
    url: "http://t_91774.43b.com.cn",
    checked: "2026-11-29",
  },
  "r9-d5-qcpcw-auto-news": {
    title: "汽车资讯汇编(华为智选赛力斯SF5、日产蓝鸟等)",
    url: "https://qcpcw.com/zuozhe/5546969.html",
    checked: "2026-11-29",
  },
  "r9-d5-155ck-shanghai-autoshow-ev": {
    title: "上海车展纯电动新车扎堆亮相(奔驰EQS、宝马i4、奥迪RS e-tron GT)",
    url: "http://www.155ck.com/kol/143723",
    checked: "2026-11-29",
  },
  "r9-d5-ttnews-roadster": {
    title: "特斯拉新Roadster量产版或本月中旬发布",
    url: "https://p2.ttnews.xyz/a/5bfaa867dc9b5e19047ead7d?lang=zh-hant",
    checked: "2026-11-29",
  },
  "r9-d5-13l-everest-mariana": {
    title: "世界最高峰与最深海沟问答(珠穆朗玛峰、马里亚纳海沟)",
    url: "https://13l.net/l/494990670865109772.html",
    checked: "2026-11-29",
  },
  "r9-d5-feifmx-highest-mountain": {
    title: "世界上最高的山峰有几种算法(冒纳凯阿火山、钦博拉索山)",
    url: "https://feifmx.com/socialgd/10000169/20250311/48066822_1.html",
    checked: "2026-11-29",
  },
  "r9-d5-fx361-yancheng-drama": {
    title: "李晓:现代戏创作的“盐城现象”论纲(2024-01-02)",
    url: "https://www.fx361.cc/page/2024/0102/22831036.shtml",
    checked: "2026-11-29",
  },
  "r9-d5-bxtourism-zhudibu-cotton": {
    title: "珠地布面料材质纯棉,代表是纯棉的吗",
    url: "http://news.bxtourism.net/bzwd/202507/262859.html",
    checked: "2026-11-29",
  },
  "r9-d5-aastocks-trendforce-2025q1": {
    title: "TrendForce:2025年第一季全球智能手机生产总数(阿斯达克财经网)",
    url: "http://my.aastocks.com/tc/usq/news/comment.aspx?catg=1&id=GLH1939012L&source=GLH",
    checked: "2026-11-29",
  },
  "r9-d5-21jingji-huawei-harmony-2025": {
    title: "南财快讯:华为首款原生鸿蒙正式版手机下周上线(2025-03-13)",
    url: "https://m.21jingji.com/article/20250313/herald/64b52abc0c88e34d35f9f17056464d3b.html",
    checked: "2026-11-29",
  },
  "r9-d5-gdmsci-smartphone-2025q2": {
    title: "全球智能手机市场二季度营收首破千亿美元(中新社转载)",
    url: "http://www.gdmsci.cn/blog/sQYAz7X8fjEu.html",
    checked: "2026-11-29",
  },
  "r9-d5-zhongyi333-annual-reports-2024": {
    title: "吴晓波频道梳理2024年6000+家上市公司年报数据",
    url: "http://www.zhongyi333.com/gushi/444744.html",
    checked: "2026-11-29",
  },
  "r9-d5-tulizeni-manufacturing-500-2024": {
    title: "2024中国制造业企业500强榜单发布(中国企业联合会、中国企业家协会)",
    url: "http://tulizeni.org/p/518662.html",
    checked: "2026-11-29",
  },
  "r9-d5-cxbdf-ashare-profit-2024": {
    title: "2024年净利润超10亿元A股上市公司分析报告",
    url: "http://www.cxbdf.cn/content/25/0807/19/7991247_1158959187.shtml",
    checked: "2026-11-29",
  },
  "r9-d5-govcn-guoqing-2019": {
    title: "中国政府网(新华社):国庆假期前4天国内游客超5.4亿人次(2019-10-04)",
    url: "http://big5.www.gov.cn/gate/big5/www.gov.cn/xinwen/2019-10/04/content_5436329.htm",
    checked: "2026-11-29",
  },
  "r9-d5-yqmw666-guoqing-2018": {
    title: "新华社:10月1日全国接待国内游客1.22亿人次(2018-10-02)",
    url: "http://yqmw666.cn/2018/10/02/ARTI1538464548169936.shtml",
    checked: "2026-11-29",
  },
  "r9-d5-gscn-guoqing-2018": {
    title: "中国甘肃网(央视网):国庆假期前四天全国接待国内游客5.02亿人次",
    url: "http://news.gscn.com.cn/system/2018/10/05/012027825.shtml",
    checked: "2026-11-29",
  },
  "r9-d5-gzshangchuan-guoqing-2017": {
    title: "2017年国庆假期各地旅游接待情况汇总",
    url: "http://gzshangchuan.com/news/chanye/20171003/184459109033_3.shtml",
    checked: "2026-11-29",
  },
  "r9-d5-tea-grade-qa": {
    title: "茶的等级怎么分(问答页)",
    url: "http://1.117.224.231:1060/%e8%8c%b6%e7%9a%84%e7%ad%89%e7%ba%a7%e6%80%8e%e4%b9%88%e5%88%86-117",
    checked: "2026-11-29",
  },
  "r9-d5-wenewstw-shanghai-museum": {
    title: "上海市博物馆的镇馆之宝为什么是山西的文物(标签页)",
    url: "https://culture.wenewstw.com/tags/%E4%B8%8A%E6%B5%B7%E5%B8%82",
    checked: "2026-11-29",
  },
  "r9-d5-mdkpw-guobo-treasures": {
    title: "中国国家博物馆的镇馆之宝有哪些",
    url: "https://mdkpw.com/zh-hk/jingyan/ewny5d.html",
    checked: "2026-11-29",
  },
  "r9-d5-rinaloveslife-museum-treasures": {
    title: "探索十大博物馆的镇馆之宝",
    url: "https://www.rinaloveslife.com/news/tan-suo-shi-da-bo-wu-guan-de-zhen-guan-zhi-bao-jie-mi-zhong-hua-wen-ming-de-qian-nian-gui-bao-yu-li.html",
    checked: "2026-11-29",
  },
  "r9-d5-sxrb-gaotie-20240616": {
    title: "山西日报:更快!看中国高铁“新动作”(2024-06-16 第04版)",
    url: "http://epaper.sxrb.com/shtml/sxrb/20240616/985881.shtml",
    checked: "2026-11-29",
  },
  "r9-d5-ycwb-jingzhang-2019": {
    title: "羊城晚报:世界第一条时速350公里智能高铁发车(2019-12-31 A01G)",
    url: "http://ep.ycwb.com/epaper/ycwb/html/2019-12/31/content_104_224036.htm",
    checked: "2026-11-29",
  },
  "r9-d5-dmwrz-csl-2024": {
    title: "2024赛季中超联赛收官 上海海港夺冠 武磊加冕金靴",
    url: "https://dmwrz.com/news/detail/100044.html",
    checked: "2026-11-29",
  },
  "r9-d5-calanet-csl-2024": {
    title: "2024赛季中超联赛终章:上海海港夺冠,武磊摘得金靴",
    url: "http://calanet.com/news/zuqiu/11319.html",
    checked: "2026-11-29",
  },
  "r9-d5-polartext-csl-2024": {
    title: "2024赛季中超最后一轮大结局:海港夺冠、梅州南通降级、武磊金靴",
    url: "http://m.polartext.com/zuqiu/yaguan/7173.html",
    checked: "2026-11-29",
  },
  "r9-d5-wood168-wangshenchao-2024": {
    title: "168直播吧:王燊超评价武磊(2024-11-02)",
    url: "https://wood168.com/zuqiu/zhongchao/710086.html",
    checked: "2026-11-29",
  },
  "r9-d5-21daybod-zhongshan-aihu": {
    title: "中山爱护日用品有限公司GMP标准厂房二期项目动工",
    url: "http://21daybod.com/news/792.html",
    checked: "2026-11-29",
  },
  "r9-d5-chinatheatre-meihua-intro": {
    title: "中国戏剧家协会:中国戏剧梅花奖简介",
    url: "https://chinatheatre.org.cn/pjbj/zgxjmhj",
    checked: "2026-11-29",
  },
  "r9-d5-scholarmate-meihua-31": {
    title: "第31届中国戏剧梅花奖京剧获奖演员访谈(期刊摘要)",
    url: "https://scholarmate.com/S/i2AsaQ",
    checked: "2026-11-29",
  },
  "r9-d5-buei-china-2024-review": {
    title: "从发展“成绩单”看决胜“十四五”(2024年回顾评论)",
    url: "http://buei.cn/post/34109.html",
    checked: "2026-11-29",
  },
  "r9-d5-reportify-changjing-2025": {
    title: "新浪财经:这件事,首次在国家层面作出部署(场景培育开放实施意见,2025-11-18)",
    url: "https://reportify.ai/news/1188320696170844160",
    checked: "2026-11-29",
  },
  "r9-d5-hz061-gongong-diandonghua": {
    title: "中新社:中国八部门启动公共领域车辆全面电动化先行区试点",
    url: "http://killer.hz061.com/A_behindqiao.html",
    checked: "2026-11-29",
  },
  "r9-d5-luan-dushu-2018": {
    title: "皖西日报:我市学生在第二十四届全国青少年爱国主义读书教育活动中获佳绩(2018-03-12)",
    url: "http://wxrb.luaninfo.com/p/News_Details.aspx?id=12284&t=2&time=2018-03-12",
    checked: "2026-11-29",
  },
  "r9-d5-hswf-zuowen-2024": {
    title: "全国一等奖!文峰学子在第24届世界华人学生作文大赛中喜获佳绩(2024-04-16)",
    url: "http://hswf.30edu.com/Article/c4c186bd-ed93-4613-b789-e70cd298c3db.shtml",
    checked: "2026-11-29",
  },
  "r9-d5-4hw-apple-2019": {
    title: "四海网(央视财经):我国成为世界最大苹果生产国(2019-10-15)",
    url: "https://4g.4hw.com.cn/showinfo-648-442601-0.html",
    checked: "2026-11-29",
  },
  "r9-d5-rnzsm-kiwifruit": {
    title: "史军:中国猕猴桃的前世今生(世界猕猴桃主产区分布)",
    url: "http://www.rnzsm.com/40995.html",
    checked: "2026-11-29",
  },
  "r9-d5-tengtv-wool-quilt": {
    title: "羊毛被如何清洗",
    url: "https://www.tengtv.com/zsiwd/202508/380444.html",
    checked: "2026-11-29",
  },
  "r9-d5-snsqw-bingsi-liangxi": {
    title: "冰丝凉席可以机洗吗",
    url: "http://news.snsqw.com/jyawd/202509/426988.html",
    checked: "2026-11-29",
  },
  "r9-d5-wujymm-baonuanyi": {
    title: "揭秘:保暖衣洗护误区,洗衣机洗涤真的可行吗",
    url: "https://www.wujymm.com/q/jie-mi-bao-nuan-yi-xi-hu-wu-qu-xi-yi-ji-xi-di-zhen-de-ke-xing-ma-zhuan-ye-jie-da-bi-mian-yi-wu-sun-s.html",
    checked: "2026-11-29",
  },
  "r9-d5-sina-cnah-2002": {
    title: "新浪财经:中国航空集团公司组建方案(名称、性质、成员单位,2002)",
    url: "http://finance.sina.com.cn/b/20021011/2127265266.html",
    checked: "2026-11-29",
  },
  "r9-d5-studyofnet-zuiqiangdanao-2019": {
    title: "《最强大脑之燃烧吧大脑》重掀天才少年脑力风暴(首播收视)",
    url: "http://m.studyofnet.com/365530497.html",
    checked: "2026-11-29",
  },
  "r9-d5-dzwww-shuang11-2023": {
    title: "大众网(新华社):“双11”全国邮政快递业务同比增长23.22%(2023-11-13)",
    url: "http://dzwww.com/tupian/wyzp/202311/t20231113_13123597.htm",
    checked: "2026-11-29",
  },
  "r9-d5-hangzhou-kuaidi-2024": {
    title: "杭州网:全国快递业务收入突破1万亿元 比去年提前近一个半月(2024-10-08)",
    url: "https://xiaofei.hangzhou.com.cn/xfdc/content/2024-10/08/content_9732755.htm",
    checked: "2026-11-29",
  },
  "r9-d5-163-kuaidi-2024": {
    title: "网易号:“双11”临近,10月22日单日快递业务量达7.29亿件创新高",
    url: "https://163.com/dy/article/JFBF3UTN0519D4UH.html",
    checked: "2026-11-29",
  },
  "r9-d5-udn-shuang11-2025": {
    title: "联合报:大陆双11快递量再创新高(2025-11-14)",
    url: "https://udn.com/news/story/7333/9138459",
    checked: "2026-11-29",
  },
  "r9-d5-codetd-idcard-rule": {
    title: "身份证号规则(号码结构、地址码、顺序码、校验码)",
    url: "https://www.codetd.com/article/4919036",
    checked: "2026-11-29",
  },
  "r9-d5-mpbk-idcard": {
    title: "中国居民身份证号码的组成和含义",
    url: "https://www.mpbk.net/changshi/Y1oVmZb4LD.html",
    checked: "2026-11-29",
  },
  "r9-d5-jjsyyj-yicunyipin-2018": {
    title: "农业农村部认定第八批全国一村一品示范村镇 广东6个村镇入选",
    url: "http://www.jjsyyj.cn/a/news/hyzx/201810/817.html",
    checked: "2026-11-29",
  },
  "r9-d5-youlu-gb-huibian": {
    title: "有路网:中国国家标准汇编623(GB 30966-30971,2014年制定)",
    url: "https://www.youlu.net/picBook/?bookId=3781157",
    checked: "2026-11-29",
  },
  "r9-d5-fxbzw-gbt17825": {
    title: "标准页:GB/T 17825.4-1999 CAD文件管理 编制规则",
    url: "http://fxbzw.com/biaozhun.asp?id=6388",
    checked: "2026-11-29",
  },
  "r9-d5-futurenetexpo-marathon": {
    title: "马拉松记录(世界最好成绩说明)",
    url: "https://futurenetexpo.com/international_261260",
    checked: "2026-11-29",
  },
  "r9-d5-zhongyi333-honey": {
    title: "蜂蜜是哪里的特产",
    url: "http://cn.zhongyi333.com/news/14751.html",
    checked: "2026-11-29",
  },
  "r9-d5-ntlib-milk-day": {
    title: "牛奶:我们不可或缺的“白色血液”(《家庭医药》2020年第6期摘要)",
    url: "https://ntlib.org.cn/asset/detail/0/203954869600",
    checked: "2026-11-29",
  },
  "r9-d5-path411-raw-milk": {
    title: "生牛乳简介",
    url: "https://m.path411.com/csiwd/202511/1907650.html",
    checked: "2026-11-29",
  },
  "r9-d5-zlipz-import-label": {
    title: "揭秘进口商品标签背后的秘密:如何轻松辨别真伪与品质",
    url: "https://www.zlipz.com/news/jie-mi-jin-kou-shang-pin-biao-qian-bei-hou-de-mi-mi-ru-he-qing-song-bian-bie-zhen-wei-yu-pin-zhi.html",
    checked: "2026-11-29",
  },
  "r9-d5-chinaoffshore-fake-check": {
    title: "怎么辨别产品的真假",
    url: "https://www.chinaoffshore.com.cn/yaxwd/202510/1591829.html",
    checked: "2026-11-29",
  },
  "r9-d5-sourceopen-gaowen-yellow": {
    title: "今年首个高温黄色预警发布,8省份局地最高温或超40℃(绿政公署)",
    url: "https://sourceopen.com.cn/7995.html",
    checked: "2026-11-29",
  },
  "r9-d5-115ip-gaowen-orange": {
    title: "快科技:中央气象台升级发布今年首个高温橙色预警(6月22日)",
    url: "https://115ip.com/p/zilj1gracrd",
    checked: "2026-11-29",
  },
  "r9-d5-fytv-anhui-gaowen-2022": {
    title: "安徽网:高温来袭!安徽北部最高气温37~40℃ 局地40℃以上(2022-06-16)",
    url: "http://fytv.com.cn/detail-18254.html",
    checked: "2026-11-29",
  },
  "r9-d5-pixnet-gaowen-red": {
    title: "中央气象台升级发布今年首个高温红色预警(转载)",
    url: "https://drbanana001.pixnet.net/blog/post/68403124",
    checked: "2026-11-29",
  },
  "r9-d5-stdaily-panda-2019": {
    title: "科技日报:熊猫幼儿园(2019-05-28)",
    url: "https://digitalpaper.stdaily.com/http_www.kjrb.com/kjrb/html/2019-05/28/content_422170.htm?div=-1",
    checked: "2026-11-29",
  },
  "r9-d5-sebasdess-panda-2017": {
    title: "四川新闻网:36只2017新生熊猫宝宝亮相(2017-10-13)",
    url: "http://sebasdess.com/news/xwgqtj/201710/t20171013_3022627.html",
    checked: "2026-11-29",
  },
  "r9-d5-technod-honghe-bridge": {
    title: "珠海洪鹤大桥正式通车(2020-12-15)",
    url: "http://m.techno-d.com.cn/html/2020/news_1216/196172.html",
    checked: "2026-11-29",
  },
  "r9-d5-canyinms-longest-bridge": {
    title: "世界上最长的桥叫什么名字(丹昆特大桥)",
    url: "https://canyinms.com/article/736458.html",
    checked: "2026-11-29",
  },
  "r9-d5-avesta-highest-bridge": {
    title: "Avesta中文:世界上最高的桥梁已在中国建成",
    url: "https://cn.avesta.tj/?p=321297",
    checked: "2026-11-29",
  },
  "r9-d5-law193-siliao-tiaoli": {
    title: "法律资料网:饲料和饲料添加剂管理条例(国务院)",
    url: "http://law193.infoeach.com/view-MTkzfDM1Ng==.html",
    checked: "2026-11-29",
  },
  "r9-d5-fqmxn-mingqian-tea": {
    title: "清明时节的茶叫明前茶",
    url: "https://m.fqmxn.com/1/343619.html",
    checked: "2026-11-29",
  },
  "r9-d5-yaosing-tea-bud": {
    title: "芽茶与叶茶的采摘原料(痞客邦博客)",
    url: "https://yaosing.pixnet.net/blog/post/44799291",
    checked: "2026-11-29",
  },
  "r9-d5-roomie-patagonia-shorts": {
    title: "roomie:patagonia经典款长版短裤使用心得",
    url: "https://roomie.tw/posts/11931",
    checked: "2026-11-29",
  },
  "r9-d5-gq-messenger-bag-2016": {
    title: "GQ中国:东西随拿随放,只有邮差包(2016-07-21)",
    url: "https://www.gq.com.cn/fashion/news/news_1925fde605d78044.html",
    checked: "2026-11-29",
  },
  "r9-d5-digipub-big-battery-phones": {
    title: "网易号:10000mAh巨量电池+百瓦有线充,厚度不到8.5毫米(大电池机型对比)",
    url: "http://www.digipub.cc/dy/article/KGT8TL8P05568VTV.html?spss=dy_author",
    checked: "2026-11-29",
  },
  "r9-d5-21ic-mate20x-5g": {
    title: "21ic:华为Mate 20 X的5G版本电池容量将缩减至4200mAH",
    url: "https://21ic.com/article/772902.html",
    checked: "2026-11-29",
  },
  "r9-d5-sysxhz-65-inch": {
    title: "6.5英寸手机到底有多大",
    url: "https://sysxhz.com/bkzx/847048.html",
    checked: "2026-11-29",
  },
  "r9-d5-gxslyjs-xiaomi-size": {
    title: "小米手机外形尺寸全面解析",
    url: "https://www.gxslyjs.com/shoujishuma/683829.html",
    checked: "2026-11-29",
  },
  "r9-d5-forexkbc-semi-2024": {
    title: "2024年中国半导体行业十大事件",
    url: "https://forexkbc.com/article/3000170121",
    checked: "2026-11-29",
  },
  "r9-d5-freewechat-xinchao-2022": {
    title: "芯潮IC:2022年“芯”事重重(十大产业事件)",
    url: "https://freewechat.com/a/Mzk0OTM4MjE4MQ==/2247492738/1",
    checked: "2026-11-29",
  },
  "r9-d5-cnstock-beidahuang-2011": {
    title: "上海证券报:黑龙江北大荒农业股份有限公司2011年年度报告摘要",
    url: "https://paper.cnstock.com/html/2012-04/27/content_200466.htm",
    checked: "2026-11-29",
  },
  "r9-d5-sohu-arcsoft-2021": {
    title: "虹软科技:2021年年度报告摘要(搜狐证券公告)",
    url: "https://q.stock.sohu.com/cn,gg,688088,8639618433.shtml",
    checked: "2026-11-29",
  },
  "r9-d5-podms-kangyue-2021": {
    title: "中财网:康跃科技(300391)2021年年度报告",
    url: "https://podms.com/p20220428005654.html",
    checked: "2026-11-29",
  },
  "r9-d5-reportify-xinan-pharma-weekly": {
    title: "西南证券医药行业周报:持续关注医保谈判进展(2024-09-17)",
    url: "https://reportify.cn/channels/Z0000010000000105/documents?page=94",
    checked: "2026-11-29",
  },
  "r9-d5-baogao8-hospital-2019": {
    title: "2019年样本医院终端数据分析深度报告",
    url: "http://m.baogao8.com/p-105572.html",
    checked: "2026-11-29",
  },
  "r9-d5-paiqing-gzbg-2024": {
    title: "2024省市级工作报告(范文)",
    url: "https://www.paiqing-icetech.com/post/214208.html",
    checked: "2026-11-29",
  },
  "r9-d5-reportify-jieri-tip": {
    title: "市场监管部门节日消费提示(元旦春节)综述",
    url: "https://reportify.cn/news/1206711684987752448",
    checked: "2026-11-29",
  },
  "r9-d5-exam-drug-label-rules": {
    title: "药品说明书规范细则试题(化学药品和治疗用生物制品说明书规范细则)",
    url: "http://222.198.130.40:8081/view/Subject/showsubject.aspx?id=d77b288faf7f4bd2ae86bbdf1e53740f",
    checked: "2026-11-29",
  },
  "r9-d5-tjnenfu-drug-label": {
    title: "药品说明书包括哪些内容",
    url: "https://tjnenfu.com/sb/150464.html",
    checked: "2026-11-29",
  },
  "r9-d5-lizi-drug-label": {
    title: "举个栗子:药品说明书你会看吗(标签页)",
    url: "https://www.lizi.tw/tag/%E4%B8%8D%E8%89%AF%E5%8F%8D%E5%BA%94",
    checked: "2026-11-29",
  },
  "r9-d5-9aivip-meihua": {
    title: "梅花奖词条解释",
    url: "http://9aivip.com/item/%E6%A2%85%E8%8A%B1%E5%A5%96/3490453",
    checked: "2026-11-29",
  },
  "r9-d5-chaxiaohao-fengxianzhen": {
    title: "冯宪珍 梅花奖(问答)",
    url: "https://www.chaxiaohao.com/read-1751907151l5664975.html",
    checked: "2026-11-29",
  },
  "r9-d5-tjbcwy-museum-treasures": {
    title: "各大博物馆镇馆之宝盘点",
    url: "http://www.tjbcwy.com/show.aspx?cid=170&id=10294",
    checked: "2026-11-29",
  },
  "r9-d5-wanbiaoku-museum-treasures": {
    title: "博物馆之旅:我心中的那些镇馆之宝",
    url: "https://wanbiaoku.com/new/37221b8ed24042c2a66e6ba7638f5a56",
    checked: "2026-11-29",
  },
  "r9-d5-wenewstw-kesi": {
    title: "村民挖到国宝级文物(标签页,辽宁省博物馆缂丝)",
    url: "https://culture.wenewstw.com/tags/%E8%90%AC%E4%B8%8D%E8%B3%A3",
    checked: "2026-11-29",
  },
  "r9-d5-xzjhy-panda-birthday": {
    title: "中国小康网:中国大熊猫保护研究中心“幼儿园”熊猫宝宝集体过生日",
    url: "http://xzjhy.com.cn/xhxwzx/7097.html",
    checked: "2026-11-29",
  },
  "r9-d5-wikiwand-panda": {
    title: "Wikiwand:大熊猫(中文维基百科)",
    url: "https://wikiwand.com/zh-cn/%E5%A4%A7%E7%86%8A%E8%B2%93",
    checked: "2026-11-29",
  },
  "r9-d5-shijiezz-longest-bridges": {
    title: "全世界最长的10座桥!第一名就在中国!港珠澳大桥排第十",
    url: "https://www.shijiezz.com/zuichang/139285.html",
    checked: "2026-11-29",
  },
  "r9-d5-law356-xiamen-qiangti": {
    title: "法律资料网:厦门市新型墙体材料管理规定(2002年)",
    url: "http://law356.infoeach.com/view-MzU2fDExMTg5.html",
    checked: "2026-11-29",
  },
  "r9-d5-gudianfeng-top-scorers": {
    title: "欧洲五大联赛自然年射手王回顾(2005年以来)",
    url: "https://gudianfeng.com/new/63f7b131843d43209123462453d0e417",
    checked: "2026-11-29",
  },
  "r9-d5-hnmdtv-zhumadian-zhengwen": {
    title: "河南经济报:上蔡一高师生在驻马店市中小学生读书征文比赛中获奖",
    url: "http://tt.hnmdtv.com/difang/2023/0208/0864478022023.html",
    checked: "2026-11-29",
  },
  "r9-d5-mhg123-leather": {
    title: "揭秘皮衣清洗误区:洗衣机洗皮衣真的可行吗",
    url: "https://www.mhg123.com/info/jie-mi-pi-yi-qing-xi-wu-qu-xi-yi-ji-xi-pi-yi-zhen-de-ke-xing-ma.html",
    checked: "2026-11-29",
  },
  "r9-d5-frydzu-zuiqiangdanao-9": {
    title: "《最强大脑》第九季开播",
    url: "http://frydzu.cn/2022/01162367.html",
    checked: "2026-11-29",
  },
  "r9-d5-kantsuu-japan-fashion-2008": {
    title: "日本春夏服装销售趋势(2008-06)",
    url: "http://show.kantsuu.com/200806/20080612105413_110927.shtml",
    checked: "2026-11-29",
  },
  "r9-d5-ppfocus-backpack": {
    title: "日本通勤族最厌恶双肩背包?好看又时髦的双肩包推荐",
    url: "https://ppfocus.com/0/sccafe82c.html",
    checked: "2026-11-29",
  },
  "r9-d6-dutenews-shenzhen-tegong": {
    title: "深圳市市场监督管理局清理整治宣传销售“特供”“专供”标识商品统一执法行动(读特新闻)",
    url: "https://www.dutenews.com/p/1039904.html",
    checked: "2026-11-29",
  },
  "r9-d6-victorzhang-guoyan": {
    title: "党员文摘 2010年10期 吴德广《中国国宴变迁》",
    url: "http://www.victorzhang.cn/page/2010/1231/28221226.shtml",
    checked: "2026-11-29",
  },
  "r9-d6-stlouis-guoqing-2014": {
    title: "新华社/京华时报:揭秘国庆招待会 国宴用餐以淮扬菜为基准(2014)",
    url: "http://stlouistrafficticketlawfirm.com/news/content/2014-10/01/content_2398862.htm",
    checked: "2026-11-29",
  },
  "r9-d6-ccas-obama-banquet": {
    title: "新华网:胡锦涛宴请奥巴马 四菜一汤前晚吃切羊肉",
    url: "https://m.ccas.com.cn/site/content/89161.html",
    checked: "2026-11-29",
  },
  "r9-d6-oursogo-bizu": {
    title: "SOGO论坛:为什么称创始人为“鼻祖”?",
    url: "https://oursogo.com/forum.php?goto=nextnewset&mod=redirect&tid=688871",
    checked: "2026-11-29",
  },
  "r9-d6-ahfyzs-bizu": {
    title: "为什么称创始人为鼻祖(个人图书馆文章)",
    url: "http://m.ahfyzs.com/content/18/0505/07/35402451_751247413.shtml",
    checked: "2026-11-29",
  },
  "r9-d6-xifenghao-guoyan-hall": {
    title: "国宴大厅在哪里(2025)",
    url: "http://xifenghao.com/huangjin/851647.html",
    checked: "2026-11-29",
  },
  "r9-d6-yybnet-anhui-2021-batch1": {
    title: "市场星报:安徽省市场监督管理局公布2021年首批虚假违法广告(商户自制政府部门庆祝条幅受罚)",
    url: "https://m.yybnet.net/bozhou/mengcheng/202109/11508321.html",
    checked: "2026-11-29",
  },
  "r9-d6-akxw-xian-banner": {
    title:
      "西安一饭馆开业悬挂“西安市公安局”等单位恭贺条幅 店主被公安雁塔分局行政拘留(警方:假冒政府机关名义发布虚假广告)",
    url: "http://akxw.cn/news/shannxi/16680.html",
    checked: "2026-11-29",
  },
  "r9-d6-88jhdsf-flag-2022": {
    title: "2022年大年初一天安门广场升国旗仪式(新闻图片说明)",
    url: "http://88jhdsf.icu/list/plizg",
    checked: "2026-11-29",
  },
  "r9-d6-athelone-flag-2018": {
    title: "新华社:高扬起奋进新时代的伟大旗帜——全景透视人民解放军天安门广场全新升国旗仪式(2018)",
    url: "http://m.athelone.com/syjdt/2018-01/01/content_7890977.htm",
    checked: "2026-11-29",
  },
  "r9-d6-stheadline-flag-2019": {
    title: "星岛日报:天安门广场举行元旦日升旗仪式 近10万人观看(2019)",
    url: "https://std.stheadline.com/realtime/article/900409/即時-中國-天安門廣場舉行元旦日升旗儀式-近10萬人觀看",
    checked: "2026-11-29",
  },
  "r9-d6-fjsen-wangyi-2017": {
    title: "新华社/东南网:外交部长王毅就中国外交政策和对外关系回答中外记者提问(2017)",
    url: "http://news.fjsen.com/2017-03/09/content_19205844_all.htm",
    checked: "2026-11-29",
  },
  "r9-d6-beerandblunts-rongjiang-2025": {
    title: "中新网:国防部新闻发言人蒋斌就贵州榕江洪涝灾害部队救灾答记者问(2025)",
    url: "http://beerandblunts.com/news/gnxw/2025/0708/512549.html",
    checked: "2026-11-29",
  },
  "r9-d6-xinhua-yingkou-2012": {
    title: "新华网:武警官兵全力抗击台风“达维”(2012)",
    url: "http://news.xinhuanet.com/mil/2012-08/06/c_123538609.htm",
    checked: "2026-11-29",
  },
  "r9-d6-markspest-huangshan-2024": {
    title: "中国军网:解放军和武警部队官兵、民兵全力协助地方做好抢险救灾工作(2024)",
    url: "http://markspestcontrol.com/js/jsqb/2024-06-24/1472262.html",
    checked: "2026-11-29",
  },
  "r9-d6-guoensi-xiangyun-2011": {
    title: "国恩寺佛教新闻:河南郑州祥云古寺举行大雄宝殿开光庆典(2011)",
    url: "https://www.guoensi.com/Item/7135.aspx",
    checked: "2026-11-29",
  },
  "r9-d6-dizangjing-tiantan-buddha": {
    title: "中新社:香港宝莲禅寺举行法会纪念天坛大佛开光20周年",
    url: "https://m.dizangjingqw.com/yguoj/qtygc/197280.html",
    checked: "2026-11-29",
  },
  "r9-d6-xuefo-nanyansi-2014": {
    title: "学佛网:浙江绍兴市新昌县南岩寺佛像开光法会隆重举行(2014)",
    url: "https://xuefo.net.cn/66100",
    checked: "2026-11-29",
  },
  "r9-d6-wendadaohang-yiji-yanyuan": {
    title: "问答:全国一级演员有多少个(一级演员职称说明)",
    url: "https://77.wendadaohang.com/zd/WWYqWpYp33qvGW3ppW.html",
    checked: "2026-11-29",
  },
  "r9-d6-wendahu-teji-yanyuan": {
    title: "问答:国家特级演员(国家级教练称谓说明)",
    url: "http://www.wendahu.com/ask/j/jia761645.htm",
    checked: "2026-11-29",
  },
  "r9-d6-520renben-liudehua-2025": {
    title: "刘德华线上演唱会炸裂全网,8100万人围观是啥体验?(2025)",
    url: "https://news.520renben.com/d/35296.html",
    checked: "2026-11-29",
  },
  "r9-d6-twgreatdaily-jay-2019": {
    title: "周杰伦超话破亿 中年人告诉你什么叫“顶级流量明星”(2019)",
    url: "https://twgreatdaily.com/zh-hans/Z_DcGWwBmyVoG_1Za-So.amp",
    checked: "2026-11-29",
  },
  "r9-d6-shexun-guopu-book": {
    title: "风水史著作章节:魏晋风水术与郭璞《葬经》",
    url: "http://shexun.cn/book/chapter/9479/1.html",
    checked: "2026-11-29",
  },
  "r9-d6-43b-fengshui-history": {
    title: "风水学的起源:从生存智慧到系统理论(文化史文章)",
    url: "http://news.43b.com.cn/a/750611.html",
    checked: "2026-11-29",
  },
  "r9-d6-jibi-zhouenlai-coin-2008": {
    title: "新闻晨报:震撼发行的“周恩来金币”并非国家发行(2008,广告有误导消费者嫌疑)",
    url: "http://jibi.net/html/bsjj/10_26_12_410.html",
    checked: "2026-11-29",
  },
  "r9-d6-ushui-saic-2009-85": {
    title: "国家工商行政管理总局、中国人民银行关于加强各类纪念章(品)以及人民币相关广告管理的通知 工商广字〔2009〕85号",
    url: "https://www.ushui.net/law/v?id=v79f3c1v0102114ddf5b49f1829e5cb0b8cc3755c8ea8165f91a&title=%E5%9B%BD%E5%AE%B6%E5%B7%A5%E5%95%86%E8%A1%8C%E6%94%BF%E7%AE%A1%E7%90%86%E6%80%BB%E5%B1%80%E4%B8%AD%E5%9B%BD%E4%BA%BA%E6%B0%91%E9%93%B6%E8%A1%8C%E5%85%B3%E4%BA%8E%E5%8A%A0%E5%BC%BA%E5%90%84%E7%B1%BB%E7%BA%AA%E5%BF%B5%E7%AB%A0%E5%93%81%E4%BB%A5%E5%8F%8A%E4%BA%BA%E6%B0%91%E5%B8%81%E7%9B%B8%E5%85%B3%E5%B9%BF%E5%91%8A%E7%AE%A1%E7%90%86%E7%9A%84%E9%80%9A%E7%9F%A5",
    checked: "2026-11-29",
  },
  "r9-d6-kankanews-pboc-2021": {
    title: "看看新闻:央行:“中国共产党成立100周年纪念币”尚未发行(2021)",
    url: "https://m.kankanews.com/detail/Z5wgjoggbQD",
    checked: "2026-11-29",
  },
  "r9-d6-163money-samr-2019-guojiapinpai": {
    title: "网易财经:市场监管总局:“国家品牌”作为广告用语违法!(2019)",
    url: "http://money.163.com/19/0117/16/E5O2BLMT00258105.html?from=endart",
    checked: "2026-11-29",
  },
  "r9-d6-gmw-70th-logo-2019": {
    title: "光明日报:庆祝中华人民共和国成立70周年活动标识使用说明(2019年6月4日01版)",
    url: "http://epaper.gmw.cn/gmrb/html/2019-06/04/nw.D110000gmrb_20190604_6-01.htm",
    checked: "2026-11-29",
  },
  "r9-d6-wenweipo-beijing-flag-2009": {
    title: "文汇网/北京晚报:北京规定广告乱用国旗国徽将重罚(2009)",
    url: "http://news.wenweipo.com/2009/08/23/IN0908230073.htm",
    checked: "2026-11-29",
  },
  "r9-d6-sboyo-zhuanyunzhan": {
    title: "问答:快递转运站是什么意思?",
    url: "https://m.sboyo.com/1/249792.html",
    checked: "2026-11-29",
  },
  "r9-d6-scribd-glass-ceiling-2013": {
    title: "妇女研究论丛2013年第6期 王存同、余姣《“玻璃天花板”效应:职业晋升中的性别差异》",
    url: "https://www.scribd.com/document/628804057/玻璃天花板-效应-职业晋升中的性别差异-王存同",
    checked: "2026-11-29",
  },
  "r9-d6-henanlong-glass-ceiling": {
    title: "玻璃天花板效应(百科类文章)",
    url: "http://henanlong.com/c/103012225602022.html",
    checked: "2026-11-29",
  },
  "r9-d6-qwqueen-xinhua-diving-2024": {
    title: "新华社:跳水综述:“梦之队”再创历史 中国跳水包揽八金(2024)",
    url: "http://www.qwqueen.com/new/268071.html",
    checked: "2026-11-29",
  },
  "r9-d6-xxrb-diving-2024": {
    title: "新华社/湘乡晚报:陈芋汐/全红婵“神同步” 稳获跳水女双10米台金牌(2024)",
    url: "https://wb.xxrb.com.cn/pywb/2024-08/01/content_9929985.html",
    checked: "2026-11-29",
  },
  "r9-d6-yangzhixinxi-baishou": {
    title: "什么动物是百兽之王(科普)",
    url: "http://m.yangzhixinxi.com/news/yangzhinews/33822.html",
    checked: "2026-11-29",
  },
  "r9-d6-tmwt-shouzhongzhiwang": {
    title: "科普读物章节:狮子和老虎谁是兽中之王",
    url: "https://m.tmwt.com/book/chapter/114929/27.html",
    checked: "2026-11-29",
  },
  "r9-d6-055110-court-emblem-1993": {
    title: "最高人民法院关于法庭的名称、审判活动区布置和国徽悬挂问题的通知 法发〔1993〕41号",
    url: "https://055110.com/law/1/17393.html",
    checked: "2026-11-29",
  },
  "r9-d6-hanlvshi-court-rules": {
    title: "中华人民共和国人民法院法庭规则(1993)摘录",
    url: "https://hanlvshi.com/t/%e6%97%81%e5%90%ac",
    checked: "2026-11-29",
  },
  "r9-d6-neamco-nanjing-quming-2001": {
    title: "文摘报/中国消费者报:南京“取名公司”故弄玄虚(2001,工商称将查处借取名搞封建迷信)",
    url: "https://neamco.com/01wzb/2001-06/17/02-1E72DB75CCE682FC48256A6D00824D05.htm",
    checked: "2026-11-29",
  },
  "r9-d6-meinengkg-samr-tegongjiu-2024": {
    title: "市场监管总局《关于严禁制售“特供酒”的公告》(2024,转载)",
    url: "http://meinengkg.com/2098904/index.htm",
    checked: "2026-11-29",
  },
  "r9-d6-chinanews-beijing-flag-2009": {
    title: "中新网/新京报:北京禁用国旗国徽及国歌做广告 违者将重罚(2009)",
    url: "https://www.chinanews.com/cj/news/2009/08-24/1830738.shtml",
    checked: "2026-11-29",
  },
  "r9-d6-quan886-cctv-guojiapinpai-2019": {
    title: "中新网:“CCTV国家品牌计划”涉嫌违法 中央广电总台被约谈(2019,转载)",
    url: "http://www.quan886.com/news/4337.html",
    checked: "2026-11-29",
  },
  "r9-d6-fsll-coin-rumor-2024": {
    title: "中国互联网联合辟谣平台:谣言:央行发行“十二生肖纪念币套装”?(2024,转载)",
    url: "http://fs-ll.com.cn/forum.php?action=printable&mod=viewthread&tid=623318",
    checked: "2026-11-29",
  },
  "r9-d6-tiandewang-fengshui-baijian": {
    title: "天德网:出售风水摆件违法吗(2025)",
    url: "https://m.tiandewang.com/baike/fengshui/182571.html",
    checked: "2026-11-29",
  },
  "r9-d6-chinadaily-nanchang-qingming-2018": {
    title: "中国江西网:南昌加强祭祀用品市场检查(2018)",
    url: "http://jx.chinadaily.com.cn/2018-04/08/content_35987644.htm",
    checked: "2026-11-29",
  },
  "r9-d6-jiuxisi-xinglongsi-2012": {
    title: "安阳兴隆寺金宝大殿佛像开光庆典(2012)",
    url: "http://jiuxisi.com/show.asp?id=74",
    checked: "2026-11-29",
  },
  "r9-d6-drbdp-flag-ceremony": {
    title: "问答:天安门广场升旗仪式",
    url: "https://drbdp.com/4-9066084.html",
    checked: "2026-11-29",
  },
  "r9-d6-dtgynk-mod-flood-2024": {
    title: "中国新闻网:国防部新闻发言人张晓刚就解放军和武警部队防汛救灾答记者问(2024)",
    url: "http://www.dtgynk.com/show-1-64953.aspx",
    checked: "2026-11-29",
  },
  "r9-d6-sina-snowstorm-2008": {
    title: "新浪专题:解放军和武警部队抗击雨雪灾害(2008)",
    url: "http://news.sina.com.cn/pc/2008-02-04/326/503.html",
    checked: "2026-11-29",
  },
  "r9-d6-com3y-mfa-2012": {
    title: "外交部发言人洪磊主持例行记者会(2012年11月16日)",
    url: "http://www.com3y.cn/xwzx/xwfbh/wjhxwfbh/201211/t20121129_3402486.htm",
    checked: "2026-11-29",
  },
  "r9-d6-yacht9-mfa-2009": {
    title: "外交部发言人例行记者会答问(2009年5月)",
    url: "http://yacht9.cn/webcast/2009-05/06/content_17728158_2.htm",
    checked: "2026-11-29",
  },
  "r9-d6-lurdlur-diaoyutai-2008": {
    title: "中国新闻网:胡锦涛钓鱼台设国宴 国际贵宾品尝“宫廷菜式”(2008)",
    url: "http://m.lurdlur.com/olympic/news/2008/08-24/1358881.shtml",
    checked: "2026-11-29",
  },
  "r9-d6-dxdx-diving-dreamteam": {
    title: "中国跳水梦之队介绍(2021)",
    url: "http://www.dxdx.net/article/20210727103133447803.html",
    checked: "2026-11-29",
  },
  "r9-d6-cqsituo-baishouzhiwang": {
    title: "科普:真正的万兽之王是谁(2023)",
    url: "http://cqsituo.com/lzyl/140583.html",
    checked: "2026-11-29",
  },
  "r9-d6-onefj-kanyu": {
    title: "个人图书馆:择地而居与堪舆(学术文章)",
    url: "http://onefj.com/article/66175384_1067489046.html",
    checked: "2026-11-29",
  },
  "r9-d6-gocodog-zangshu": {
    title: "《葬书》五大理论深度解析(2025)",
    url: "http://www.gocodog.com/index.php?c=show&id=19594",
    checked: "2026-11-29",
  },
  "r9-d6-xytest-bizu": {
    title: "鼻祖的意思(词语解释,2026)",
    url: "http://m.xytest.com/zxwd/202601/1168593.html",
    checked: "2026-11-29",
  },
  "r9-d6-siyezi-jay": {
    title: "周杰伦现在还火着么?(问答)",
    url: "https://siyezi.com/zhishi/JO1v.htm",
    checked: "2026-11-29",
  },
  "r9-d6-longport-glass-ceiling": {
    title: "长桥学堂:玻璃天花板(词条,2026)",
    url: "https://longportapp.com/zh-HK/learn/the-glass-ceiling-101302",
    checked: "2026-11-29",
  },
  "r9-d6-fensifuwu-qingang-2023": {
    title: "北京时间:外交部长秦刚首次亮相记者会(2023)",
    url: "https://fensifuwu.com/economics/e302a29d2c661e058a8f1d4b6ca850b5.html",
    checked: "2026-11-29",
  },

  "r10-e1-case-guangzhou-huadu-2022-qingweilai": {
    title: "广州市花都区市场监督管理局 行政处罚决定书 穗花市监处罚〔2022〕00260号(广州轻未来生物科技有限公司 虚假广告)",
    url: "https://gd0021.com/news/139805.html",
    checked: "2026-11-29",
  },
  "r10-e1-label-gzfm-tuirete": {
    title: "四川焱远药业 医用退热贴说明书(产品页)",
    url: "http://www.gzfm880.com/index.php/product/index/id/78.html",
    checked: "2026-11-29",
  },
  "r10-e1-case-guangdong-2023-dec-bulletin": {
    title: "广东省市场监管局 部分广告违法典型案例(2023年12月3日,中国消费者报转载;广东国药医药连锁企业有限公司案)",
    url: "http://www.xiaoyuxiang.top/html/59c199924.html",
    checked: "2026-11-29",
  },
  "r10-e1-case-haikou-longhua-2024-yixiandaka": {
    title: "海口市市场监督管理局龙华分局 海南一线大咖科技有限公司违规医美广告被罚没1.2万元(海拔新闻 2024-09-12)",
    url: "http://hndnews.com/p/687237.html",
    checked: "2026-11-29",
  },
  "r10-e1-label-yilian-loratadine-compare": {
    title: "医联媒体 药品对比:氯雷他定片(国药准字H20052214)与鼻炎片(国药准字Z45020225)说明书",
    url: "https://mzyp.yilianmeiti.com/compare/790_55073",
    checked: "2026-11-29",
  },
  "r10-e1-label-91zheli-jianweixiaoshi": {
    title: "健胃消食片(中国药典2020年版一部)条目",
    url: "http://m.91zheli.com/zhongchengyao/5d0b5752-eabd-460a-a90d-bce24f6fa35a.html",
    checked: "2026-11-29",
  },
  "r10-e1-real-1glr-drug-ad-rules": {
    title: "执业药师辅导:处方药和非处方药广告发布的不同要求(药品广告审查发布标准)",
    url: "http://m.1glr.cn/yixue/yaoshi/fudao/guanlifagui/201012/1722912_2.html",
    checked: "2026-11-29",
  },
  "r10-e1-real-nanfang-hospital-plastic-news": {
    title: "南方医科大学南方医院整形美容中心启用(2023年8月 新闻转载)",
    url: "http://liftsouth.com/h/53983.html",
    checked: "2026-11-29",
  },
  "r10-e1-case-taipei-111-device-ads-giant": {
    title:
      "巨群法律 生医评析(2023-05):台北市卫生局111年度食药妆违规广告处分结果 罚锾前3名医疗器材广告(石墨烯健康袜、磁电石墨烯美体裤)",
    url: "https://law.giant-group.com/EN/announcement.php?detail=1207",
    checked: "2026-11-29",
  },
  "r10-e1-case-tpba-112-su935-kangyan": {
    title:
      "台北高等行政法院 112年度诉字第935号判决(2024-04-25,康妍国际股份有限公司“养心补血-藜麦红豆”“内在保养-蔓越美莓”食品广告,新竹市政府依食品安全卫生管理法裁处)",
    url: "https://judgment.judicial.gov.tw/FJUD/data.aspx?id=TPBA%2C112%2C%E8%A8%B4%2C935%2C20240425%2C1&ty=JD",
    checked: "2026-11-29",
  },
  "r10-e2-case-guangzhou-panyu-live-2024": {
    title: "广州市市场监管局公布直播带货典型案例：番禺区市场监管局查处某商贸有限公司直播价格欺诈案（2024）",
    url: "http://gubaf10.eastmoney.com/news,cjpl,1479379642.html",
    checked: "2026-11-29",
  },
  "r10-e2-case-shanghai-huangpu-canadagoose-2021": {
    title:
      "上海市黄浦区市场监督管理局行政处罚决定书 沪市监黄处〔2021〕012021000172号（希计（上海）商贸有限公司，摘录）",
    url: "https://berlinix.com/sales/2021/11/canadagoose-judgment/",
    checked: "2026-11-29",
  },
  "r10-e2-news-shanghai-huangpu-canadagoose-2021": {
    title: "中国网财经：涉虚假宣传！加拿大鹅遭罚款45万元（沪市监黄处〔2021〕012021000172号）",
    url: "http://www.chinazn.com.cn/lskx/2021/0908/16066.html",
    checked: "2026-11-29",
  },
  "r10-e2-case-beijing-miyun-oil-2024": {
    title: "北京市密云区市场监督管理局行政处罚决定书 京密市监处罚〔2024〕号（北京嘉某商贸有限公司，整改后的商品标题）",
    url: "https://www.antion.net/Cn/News/viewkuaixun/id/UmDuaLh14KAcbIZRkwTQ5gO0O0OO0O0O.html",
    checked: "2026-11-29",
  },
  "r10-e2-case-tianjin-dongli-solar-2020": {
    title:
      "天津市东丽区市场监督管理局行政处罚：通茂达（天津）光电科技有限公司使用已终止专利作广告（2020，中国质量新闻网转载）",
    url: "http://wx-jiancheng.com/newsshow.asp?id=2589",
    checked: "2026-11-29",
  },
  "r10-e2-news-putian-hanjiang-fan-2014": {
    title: "莆田涵江区工商局：电器店电风扇包装加贴“中国家电行业十大品牌”被罚一万元（2014）",
    url: "http://0594xyw.cn/news-33232.html",
    checked: "2026-11-29",
  },
  "r10-e2-case-gaoyou-patent-alibaba": {
    title: "江苏省高邮市市场监督管理局查处扬州某科技有限公司阿里巴巴网店虚构专利权案",
    url: "http://bshjip.com/index.php/markreg/new_detail/id/1429",
    checked: "2026-11-29",
  },
  "r10-e2-news-guangshui-furniture-2014": {
    title: "楚天都市报：广水市一家具卖场虚标原价现价打折被工商部门罚款4000元（2014）",
    url: "http://hbsztv.com/news/gsxw/20141107/212466.html",
    checked: "2026-11-29",
  },
  "r10-e2-news-xuyong-paibian-2022": {
    title: "叙永县市场监管局“春雷行动2022”打击乱评比乱排序：商家牌匾排名、荣誉待提供证明材料（2022）",
    url: "http://bzxx.org.cn/news/DomesticNews/0d1295637ec.html",
    checked: "2026-11-29",
  },
  "r10-e2-news-huaihua-jingzhou-kids-2010": {
    title: "红网：怀化靖州县工商局查处童装店“中国童装第一品牌”广告招牌，罚款1000元（2010）",
    url: "https://news.sina.cn/sa/2010-11-05/detail-ikmxzfmk0326092.d.html",
    checked: "2026-11-29",
  },
  "r10-e2-case-shanghai-jingan-milk-2023": {
    title: "上海市静安区市场监督管理局：某网络科技有限公司旗舰店纯牛奶“富含蛋白质”虚假广告被罚1.53万元（2023）",
    url: "http://www.lfxiangjie.com/news/show-18901.html",
    checked: "2026-11-29",
  },
  "r10-e2-bulletin-guangdong-2021-batch3": {
    title: "广东省市场监管局违法广告典型案例（第三批，2021）：天猫“天鼠家居专营店”电动口罩销售页面",
    url: "https://jnga.com.cn/news/202111171412594664.html",
    checked: "2026-11-29",
  },
  "r10-e2-news-nanjing-xuanwu-suning-2021": {
    title: "南京市玄武区市场监管局：苏宁易购自营商品以专利申请宣传“专利配方”被罚5000元",
    url: "https://news.88lan.com/show.aspx?id=58523",
    checked: "2026-11-29",
  },
  "r10-e2-news-beijing-tongzhou-purifier-2015": {
    title: "北京通州工商分局：4家空气和饮用水净化设备企业虚假宣传被查（虚构荣誉、绝对化用语，2015）",
    url: "http://rbyedu.com/sjzs/2015-4/14/27086.html",
    checked: "2026-11-29",
  },
  "r10-e2-listing-i520-powerbank": {
    title: "淘宝商品页镜像：博逸数码“正品Q版大白充电宝”商品名称",
    url: "http://m.i-520.net/c-521368344431",
    checked: "2026-11-29",
  },
  "r10-e2-listing-by086-shoes": {
    title: "淘宝商品页镜像：糖糖要米米店铺女鞋商品名称",
    url: "http://m.by086.com/goods-548323437603.html",
    checked: "2026-11-29",
  },
  "r10-e2-listing-aichong-cups": {
    title: "淘宝商品页镜像：新源日用品商行一次性品尝杯商品名称",
    url: "http://m.aichongfengyi.com/items/9743905073.html",
    checked: "2026-11-29",
  },
  "r10-e2-news-shanghai-huangpu-lemontea-2023": {
    title:
      "中国网：上海玖月粮仓品牌管理有限公司“柠檬向右”天价柠檬茶原料价格虚假宣传被黄浦区市场监管局罚款20万元（2023）",
    url: "http://jkcyyqzx.org.cn/show-42143.html",
    checked: "2026-11-29",
  },
  "r10-e2-news-beijing-chaoyang-niujiaocun-2022": {
    title: "南方都市报：北京牛角村餐饮管理有限公司官网虚假宣传被北京市朝阳区市场监督管理局警告并罚款10万元（2022）",
    url: "http://m.cms52.cn/zixun/2022/09/13/88585.html",
    checked: "2026-11-29",
  },
  "r10-e2-news-changsha-zhengdou-2017": {
    title: "长沙正斗粥面专家餐厅店外“米其林星级食肆”招牌遭消费者起诉（2017）",
    url: "http://tonson.net.cn/php/show.php?id=5657",
    checked: "2026-11-29",
  },
  "r10-e2-news-chinanews-yijiminsu-2025": {
    title: "中新网民生调查局：预定酒店照片变“照骗”，“千禾0”式商标宣传再现（2025）",
    url: "http://www.aimeiyan.net/14941.html",
    checked: "2026-11-29",
  },
  "r10-e2-news-shenyang-tianjia-2016": {
    title: "平安龙江网：沈阳现天价餐厅800美元一位，公告牌“米其林三星标准”涉嫌虚假宣传（2016）",
    url: "https://palj.dbw.cn/system/2016/02/24/057102027_02.shtml",
    checked: "2026-11-29",
  },
  "r10-e2-news-thepaper-trademark-2025": {
    title: "澎湃新闻转载：“壹号土猪”“0添加西梅”等商标“文字游戏”被指误导消费者（2025）",
    url: "https://feifmx.com/socialgd/10000169/20250328/48143666.html",
    checked: "2026-11-29",
  },
  "r10-e2-news-fazhiribao-trademark-2025": {
    title: "法治日报：“一品牛”肉干竟是猪肉做的？商标文字游戏套路大起底（2025）",
    url: "https://www.yuhaojiang.com/redian/788118.html",
    checked: "2026-11-29",
  },
  "r10-e2-news-yaliqi-qianhe-2025": {
    title: "自媒体：“千禾0”是商标还是承诺？御藏本酿380天酱油检出微量镉（2025）",
    url: "https://yaliqi.com/new/8073092e3d944c239f99b91f84439978",
    checked: "2026-11-29",
  },
  "r10-e2-case-yiwu-ulike-2022": {
    title: "义乌市市场监督管理局行政处罚决定书 义市监处罚﹝2022﹞00235号（浙江由莱电子商务有限公司Ulike官方旗舰店）",
    url: "http://gkjw.com.cn/tech/2022/12/28/11197.html",
    checked: "2026-11-29",
  },
  "r10-e2-case-pingdingshan-walch-2021": {
    title: "平顶山市市场监督管理局处罚决定 平市监处字〔2021〕61号（威莱（广州）日用品有限公司威露士泡沫抑菌洗手液）",
    url: "http://www.31duo.com/hotugc/41929.html",
    checked: "2026-11-29",
  },
  "r10-e2-case-hangzhou-2023-chunxin": {
    title:
      "中国网财经：杭州市市场监管局公布2023年违法广告十六起案例，杭州千岛湖春鑫蜂业有限公司被拱墅区市场监管局罚款26万元",
    url: "http://news.cj18.com.cn/41206.html",
    checked: "2026-11-29",
  },
  "r10-e2-case-kunming-2025-batch1": {
    title:
      "昆明市网信办、市场监管局、公安局网安支队联合发布2025年第一批网络违法违规典型案例（云南某农业科技有限公司化肥广告“国内首款、国内首家”）",
    url: "https://www.163.com/dy/article/JQALPAAO0550QIIP.html",
    checked: "2026-11-29",
  },
  "r10-e2-case-huangshan-2024-unfair": {
    title: "黄山市市场监管系统2024年反不正当竞争典型案例（屯溪区某通讯商行擅用“小米授权服务中心”等）",
    url: "http://61kids.com.cn/73qp85.html",
    checked: "2026-11-29",
  },
  "r10-e3-bulletin-guangdong-baojianju-minsheng": {
    title: "民生银行刊登“金玉满堂”万能险广告被广东保监局点名通报（监管函：浮夸产品收益、误导）",
    url: "http://www.handmsg.com/page/2009/1231/26274075.shtml",
    checked: "2026-11-29",
  },
  "r10-e3-fund-yinhua-fengfan-guba": {
    title: "东方财富基金吧：银华基金冯帆固收+投资理念（产品推介，含“基金过往业绩不预示未来表现”）",
    url: "https://gubaposthk.eastmoney.com/news,of023823,1597831501.html",
    checked: "2026-11-29",
  },
  "r10-e3-fund-zhongyin-xinyongzengli-gaiyao": {
    title: "中银信用增利债券型证券投资基金(LOF)基金产品资料概要更新（2025年7月）",
    url: "http://m.changyu.net.cn/chaogupeiziguanwang/102724.html",
    checked: "2026-11-29",
  },
  "r10-e3-lawinsider-licai-fengxianjieshi": {
    title: "Law Insider 合同条款汇编：理财产品风险揭示内容条款",
    url: "https://lawinsider.com/zh/clause/货物的合格性并符合招标文件规定的声明文件",
    checked: "2026-11-29",
  },
  "r10-e3-news-nanjing-yuhuatai-jiaopei-2021": {
    title:
      "荔枝网：南京市场监管提醒教培广告“避雷”（雨花台区市场监管局查处某教育培训中心“喜报”“高效提分”广告，罚款20200元）",
    url: "http://news.jstv.com/a/20210818/dbd0e6bcd4fa47a286f95f5aab1ec6e5.shtml",
    checked: "2026-11-29",
  },
  "r10-e3-news-tiantian-fund-shanghai-csrc-2014": {
    title:
      "天天基金“12.18财富节”宣传被上海证监局责令整改；数米基金网被浙江证监局责令改正（行政监管措施决定书所列不当用语）",
    url: "http://029900.com/Article/201401/4669.html",
    checked: "2026-11-29",
  },
  "r10-e3-news-shanghai-gongshang-licai-2012": {
    title: "法制日报：上海工商规范银行理财宣传（2012-09-12）",
    url: "http://m.hxdzsz.com/jinrong/tzlc/201209/t20120912_3074322.htm",
    checked: "2026-11-29",
  },
  "r10-e3-news-beijing-jinrong-guanggao-zhiyin": {
    title: "北京商报：北京市市场监督管理局发布金融投资理财类广告发布合规指引（融资贷款类广告要求）",
    url: "http://bbs.shangbaolishi.com/archiver/showtopic-12840.aspx",
    checked: "2026-11-29",
  },
  "r10-e3-news-nanjing-hanbilou-2018": {
    title: "中新网/扬子晚报：买了涵碧楼，升值“指日可待”？（南京市工商局称涉嫌违反广告法将调查）",
    url: "http://macaumonthly.net/qiche/dongtai/2018-08-17/103455.html",
    checked: "2026-11-29",
  },
  "r10-e3-news-shenzhen-qianhaidongan-cctv": {
    title: "央视曝光深圳炮制楼盘火爆假象（深圳市市场稽查局突击检查“前海东岸”等楼盘虚假宣传）",
    url: "http://b2b.guexl.com/hgzl/47830.html",
    checked: "2026-11-29",
  },
  "r10-e3-news-shenzhen-langhong-longyuan-2016": {
    title: "第一财经：深圳“朗泓·龙园大观”涉嫌虚假宣传（“开盘即售罄”），深圳市市场稽查局现场检查",
    url: "http://redsh.com/pinpai/20160929/154135.shtml",
    checked: "2026-11-29",
  },
  "r10-e3-guide-hxlib-fangdichan-guanggao": {
    title: "新广告法下楼盘广告注意事项（升值承诺、分钟车程等）",
    url: "http://m.hxlib.cn/data/20221129877523.html",
    checked: "2026-11-29",
  },
  "r10-e3-guide-lpo831-fangdichan-guanggao": {
    title: "学习啦：最新房地产广告方法（新法8大解读）",
    url: "http://lpo831.com/licai/fangdichan/2938846.html",
    checked: "2026-11-29",
  },
  "r10-e3-tip-abc-baoshan-2026": {
    title: "农行保山分行：关于防范虚假理财与高息集资 守护资金安全的风险提示（2026-03-13）",
    url: "https://www.baoshan.cn/cityMini/site/content/2525420260313151314.html",
    checked: "2026-11-29",
  },
  "r10-e3-bulletin-shanghai-2020-guanggao-anli": {
    title:
      "上海市场监管部门2020年违法广告典型案例（上海钱智金融信息服务有限公司、上海点冠网络科技有限公司等发布虚假广告案）",
    url: "http://www.guoyinggangguan.com/xedk/157452.html",
    checked: "2026-11-29",
  },
  "r10-e3-news-shanghai-yuetan-qutoutiao": {
    title: "上海市市场监管局约谈趣头条、惠头条等平台（监测发现的“轻松赚钱”类违法广告）",
    url: "https://www.shxwcb.com/280777.html",
    checked: "2026-11-29",
  },
  "r10-e3-insurance-hezhong-yihao-tiaokuan": {
    title: "希财网问答：合众壹号保险条款（投保范围、犹豫期、保险责任）",
    url: "https://csai.cn/wenda/835049.html",
    checked: "2026-11-29",
  },
  "r10-e3-news-meilong-metro15": {
    title: "约在梅陇，下个出口见！——轨道交通15号线梅陇段实地探秘（梅陇镇微信公众号转载）",
    url: "https://freewechat.com/a/MzA3NzEzNzAwOQ==/2649845922/{{href}}",
    checked: "2026-11-29",
  },
  "r10-e3-news-wuhu-fangdichan-ducha-2020": {
    title: "大江晚报：芜湖市市场监管局房地产广告专项督导检查发现六方面问题",
    url: "https://yybnet.net/wuhu/news/202006/10594243.html",
    checked: "2026-11-29",
  },
  "r10-e3-news-shenzhen-xueweifang-2021": {
    title: "中国消费者报：严查楼盘“学位房”虚假广告（深圳市市场监管局光明监管局对“带深实验学位”房源广告作出罚款处罚）",
    url: "http://lyfff.com/news/2021-04-12/129314.html",
    checked: "2026-11-29",
  },
  "r10-e3-bulletin-fujian-xiaowai-peixun-2021": {
    title:
      "中国质量新闻网：整治不规范校外培训机构，福建市场监管人在行动（五个典型案例，福州高宏教育咨询有限公司虚假宣传案）",
    url: "https://www.cqn.com.cn/ms/content/2021-06/21/content_8704492.htm",
    checked: "2026-11-29",
  },
  "r10-e3-fund-yafco-simu-gongshi": {
    title: "某投资公司官网：私募基金销售业务公示（募集程序与推介禁止性行为，2017-07-20）",
    url: "http://www.yafco.com/show.php?contentid=362419",
    checked: "2026-11-29",
  },
  "r10-e3-news-xuanhan-jiaxiao-2018": {
    title: "达州日报：宣汉一驾校“吹牛”遭重罚（宣汉县工商质监局对某驾驶学校网站广告罚款5万元）",
    url: "https://m.yybnet.net/dazhou/xuanhan/201803/7135185.html",
    checked: "2026-11-29",
  },
  "r10-e3-travel-enshi-xianlu": {
    title: "旅行社线路详情页：恩施大峡谷等线路（费用包含／费用不包含／预订须知）",
    url: "http://www.tl9832.com/product/line/detail/id/13802?company_id=2692",
    checked: "2026-11-29",
  },
  "r10-e3-travel-chengde-xianlu": {
    title: "旅行社线路详情页：承德避暑山莊线路（费用不包含、自费说明）",
    url: "http://bingqizhishi.com/xlxq/775.html",
    checked: "2026-11-29",
  },
  "r10-e3-notice-shenzhen-huangjin-xiehui-2026": {
    title: "北京商报：深圳市黄金珠宝首饰行业协会《关于规范深圳黄金行业经营行为的倡议书》（2026-03-18）",
    url: "https://news.43zhubao.com/n/261649.html",
    checked: "2026-11-29",
  },
  "r10-e3-tip-boc-chongqing-feifa-jinrong-guanggao": {
    title: "人民网：中国银行重庆市分行“金融达人公开课”——巧识别多思考，远离非法金融广告（2024-09-13）",
    url: "http://investsc.cn/n2/2024/0913/c367643-40976799.html",
    checked: "2026-11-29",
  },
  "r10-e3-bulletin-jinan-tiequan-xinxi-2022": {
    title:
      "齐鲁壹点：济南市市场监管局通报2022民生领域案件查办“铁拳”行动典型案例（第三批）（济南中垠鑫熙置业有限公司虚假宣传案）",
    url: "https://culturechina.cn/house/178245.html",
    checked: "2026-11-29",
  },
  "r10-e3-news-guangzhou-zhuoyue-2021": {
    title:
      "南都：广州对卓越、明师、威学等校外培训机构从重处罚（越秀区市场监管局对卓越虚假宣传和价格欺诈罚款250万元，2021-06-01）",
    url: "https://m.mp.oeeee.com/oe/BAAFRD000020210601496559.html",
    checked: "2026-11-29",
  },
  "r10-e3-news-guangdong-xiaowai-peixun-dingge-2021": {
    title: "广东省市场监管局对卓越、明师、威学、蓝天、思考乐、邦德等校外培训机构从重处罚（2021-06-01报道）",
    url: "http://m.wwwrrr80.com/jiaoyu/2021/0602/54162.html",
    checked: "2026-11-29",
  },
  "r10-e3-news-yinzhou-xiaowai-peixun-2021": {
    title: "宁波晚报：立案调查62起！鄞州整治校外培训机构（鄞州区市场监管局虚假宣传、价格欺诈案）",
    url: "http://news.cnnb.com.cn/system/2021/10/27/030299980.shtml",
    checked: "2026-11-29",
  },
  "r10-e3-news-tianjin-tiequan-xiaowai-2021": {
    title:
      "新京报：天津市市场监管委公布2021民生领域案件查办“铁拳”行动典型案例（某校外培训机构虚构课程原价，罚款30万元）",
    url: "http://777306.cn/peixun/news/20211009/1000010000242327.html",
    checked: "2026-11-29",
  },
  "r10-e3-course-artmeow-refund": {
    title: "艺术培训商城：退款政策（培训合同退费条款）",
    url: "https://mall.artmeow.cn/zh-hans-cn/policies/refund-policy",
    checked: "2026-11-29",
  },
  "r10-e3-fund-yinhe-zhiyuan2045-fengxian": {
    title: "新浪财经基金公开信息：银河致远养老目标日期2045三年持有期混合型发起式基金中基金(FOF)风险揭示书",
    url: "http://vip.stock.finance.sina.com.cn/fund/go.php/vAkFundInfo_JJGKXX/q/4351003.phtml",
    checked: "2026-11-29",
  },
  "r10-e4-haoxuewang-kaiguang": {
    title: "好学网：什么是佛像“开光”",
    url: "https://www.haoxuewang.cn/zhishi/316621.html",
    checked: "2026-11-29",
  },
  "r10-e4-lengyanks-kaiguang": {
    title: "楞严寺佛学：什么叫开光",
    url: "https://www.lengyanks.com/foxue/13697.html",
    checked: "2026-11-29",
  },
  "r10-e4-chinanews-2008-olympic-banquet": {
    title: "中新社：胡锦涛举行宴会欢迎出席北京奥运会贵宾（2008，转载）",
    url: "http://jssljx.com/xwzx/jrbd/200808/t20080808_718844.htm",
    checked: "2026-11-29",
  },
  "r10-e4-putuo-2022-wenfeng-haogeshuo": {
    title: "澎湃转载：“浩哥说”含大量封建迷信内容，上海文峰两公司被罚280万元（普陀区市场监管局，2022）",
    url: "http://iguanziben.com/article/5639",
    checked: "2026-11-29",
  },
  "r10-e4-mohrss-2022-hebei-shanzhai-cert": {
    title: "中国就业网：河北省专项治理技术技能类“山寨证书”（2022）",
    url: "https://chinajob.mohrss.gov.cn/c/2022-04-15/347824.shtml",
    checked: "2026-11-29",
  },
  "r10-e4-dengche-rmdht-guide": {
    title: "人民大会堂旅游指南",
    url: "http://dengche.cn/jd/i.php/188.html",
    checked: "2026-11-29",
  },
  "r10-e4-yifenx-2008-fengshui-garden": {
    title: "风水理论对传统园林的影响（2008）",
    url: "http://yifenx.cc/html/c171/2008-08/16801.html",
    checked: "2026-11-29",
  },
  "r10-e4-chinadaily-2013-zhenguanzhibao": {
    title: "国际在线/中国日报：揭秘中国各地博物馆“镇馆之宝”（2013）",
    url: "http://covid-19.chinadaily.com.cn/hqzx/2013-05/22/content_16528233_12.htm",
    checked: "2026-11-29",
  },
  "r10-e4-xinin56-rmdht-jinse": {
    title: "人民大会堂国家接待厅（金色大厅）标签页",
    url: "http://www.xinin56.com/tags-100765.html",
    checked: "2026-11-29",
  },
  "r10-e4-tieba-2015-baigong-huangjiu": {
    title: "贴吧转载：美国白宫国宴绍兴黄酒开场（2015）",
    url: "https://rat.amatsu.eu.org/p/4067202327",
    checked: "2026-11-29",
  },
  "r10-e4-bluu-mianjian-stop": {
    title: "步旅网：免检标志／关于进一步做好产品免检停止后相关后续工作的通知",
    url: "https://m.bluu.cn/dongshi/rdrrv/n2XWp7Qp0r",
    checked: "2026-11-29",
  },
  "r10-e4-shanghai-police-2024-tegong": {
    title: "东方网：上海警方通报“特供”假酒系列案（2024）",
    url: "https://shanxishangren.com/b2b/news/show.php?itemid=148470",
    checked: "2026-11-29",
  },
  "r10-e4-aqrzj-gb12982-guoqi": {
    title: "GB 12982 国旗 标准范围",
    url: "https://m.aqrzj.com/doc/102663.html",
    checked: "2026-11-29",
  },
  "r10-e4-handmsg-2020-yangzhou-fandian": {
    title: "秦皇岛扬州饭店 国宴淮扬菜文章（2020）",
    url: "http://www.handmsg.com/page/2020/0116/6293944.shtml",
    checked: "2026-11-29",
  },
  "r10-e4-yuhaojiang-2025-mfa-presser": {
    title: "2025年7月2日外交部发言人毛宁主持例行记者会",
    url: "https://www.yuhaojiang.com/redian/1036578.html",
    checked: "2026-11-29",
  },
  "r10-e4-24hourgolf-miit-tuijian-mulu": {
    title: "工信部公布《节能与新能源汽车示范推广应用工程推荐车型目录》第64批",
    url: "http://24-hour-golf.com/News/51421.html",
    checked: "2026-11-29",
  },
  "r10-e4-xmtv-2022-huli-junfu": {
    title: "厦门湖里区市场监管局立案调查网上销售军服仿制品（2022）",
    url: "https://share1.kxm.xmtv.cn/xmtv/2022-04-23/19bda5eaae56ed96.html",
    checked: "2026-11-29",
  },
  "r10-e4-qujing-2022-shouhu-rongzhuang": {
    title: "曲靖市军地联合“守护戎装”专项行动通告（2022）",
    url: "http://m.daztcc.com/info-59304.html",
    checked: "2026-11-29",
  },
  "r10-e4-nftape-shengdan-yishu-pingguo": {
    title: "圣诞平安艺术苹果介绍",
    url: "http://nftape.cn/HuoDongFangAn/473866.html",
    checked: "2026-11-29",
  },
  "r10-e4-dbw-2016-heilongjiang-tegong": {
    title: "东北网：广告含“特供”“专供”国家机关等内容将被叫停（2016）",
    url: "http://heilongjiang.dbw.cn/system/2016/10/24/057417310.shtml",
    checked: "2026-11-29",
  },
  "r10-e4-dglvjja-diaoyutai-case": {
    title: "南京某公司案例页：中南海钓鱼台国宾馆",
    url: "https://wap.dglvjja.com/case/691.html",
    checked: "2026-11-29",
  },
  "r10-e4-yk5-diaoyutai-infiniti": {
    title: "北京旅游景点：钓鱼台国宾馆（含英菲尼迪软文）",
    url: "https://m.yk5.net/lvyou/eHV9.html",
    checked: "2026-11-29",
  },
  "r10-e4-393edu-qianxinan-maimao-fanzha": {
    title: "兴义网购猫诈骗 警方提醒",
    url: "https://m.393edu.cn/n/LoQ1D.html",
    checked: "2026-11-29",
  },
  "r10-e4-nanning-police-ershou-fanzha": {
    title: "南宁警方：二手交易诈骗提示（网易号转载）",
    url: "http://www.digipub.cc/dy/article/JH2J3F7C05341C57.html?spss=dy_author",
    checked: "2026-11-29",
  },
  "r10-e4-9ku-wechat-induce-ieatb": {
    title: "9ku：分享海报到朋友圈算不算诱导分享",
    url: "https://www.9ku.com/djnews/ieatb.html",
    checked: "2026-11-29",
  },
  "r10-e4-wxopen-miniprogram-5-1-1": {
    title: "微信开放社区：小程序封号问题（引运营规范5.1.1滥用分享）",
    url: "https://wxopen.club/topic/6020968c524dfd3264e2416f",
    checked: "2026-11-29",
  },
  "r10-e4-yedooo-feicui-pingankou": {
    title: "翡翠平安扣寓意",
    url: "https://yedooo.com/archives/1909",
    checked: "2026-11-29",
  },
  "r10-e4-kf118-xueyu-pingankou": {
    title: "血玉平安扣介绍",
    url: "https://m.kf118.com/G/3MG9d.html",
    checked: "2026-11-29",
  },
  "r10-e4-xzmen-zhaocaimao-guazhui": {
    title: "招财猫挂坠文章",
    url: "https://xzmen.cc/alqkBu9pOzJg.html",
    checked: "2026-11-29",
  },
  "r10-e4-ccbuild-2004-mianjian-mulu": {
    title: "国家质检总局公布2004年度免检产品类别目录",
    url: "http://www.ccbuild.com/article-119452-1.html",
    checked: "2026-11-29",
  },
  "r10-e4-mgajz-douyin-sixin-fengjin": {
    title: "抖音私信永久封禁的7大雷区（2025）",
    url: "https://www.mgajz.com/daitousu/8845.html",
    checked: "2026-11-29",
  },
  "r10-e4-163-2025-mfa-presser-0624": {
    title: "网易：2025年6月24日外交部发言人郭嘉昆主持例行记者会",
    url: "https://www.163.com/news/article/K2RCV4F70001899O.html",
    checked: "2026-11-29",
  },
  "r10-e4-kkj-2024-wechat-mixin": {
    title: "快科技（0xu.cn转载）：公众号利用封建迷信敛财博关注，微信出手严厉打击（2024）",
    url: "https://www.0xu.cn/mini/intelnet/policy/44800.html",
    checked: "2026-11-29",
  },
  "r10-e4-woshiqian-xhs-xianliu": {
    title: "小红书笔记出现哪些问题会引起被限流",
    url: "https://woshiqian.com/post/199966.html",
    checked: "2026-11-29",
  },
  "r10-e4-jrhz-2024-xhs-minganci": {
    title: "小红书敏感词雷区与限流逻辑（2024）",
    url: "https://www.jrhz.info/baike/2011517.html",
    checked: "2026-11-29",
  },
  "r10-e4-mingci-2010-ciqi-kaiguang": {
    title: "中国名瓷网（转载，繁体）：瓷器上的“开光”（2010）",
    url: "http://literaryliquors.com/html/2010-06-08/75322.html",
    checked: "2026-11-29",
  },
  "r10-e4-jxxfw-kaiguang-kaitangzi": {
    title: "期刊论文摘要：什么是开光（开堂子）",
    url: "https://jxxfw.com/periodical/f04d20e4c8e0e2a12f6b67fc5c2d50d3.html",
    checked: "2026-11-29",
  },
  "r10-e4-handmsg-2007-chuang-kaiguang": {
    title: "窗与瓷器“开光”装饰（2007，繁体）",
    url: "http://m.handmsg.com/page/2007/1231/29323194.shtml",
    checked: "2026-11-29",
  },
  "r10-e4-jiangling-sijiache-mianjian": {
    title: "新江陵（荆州）：扩大机动车免检范围新措施（繁体）",
    url: "http://www.shzhaxx.cn/article-16284-1.html",
    checked: "2026-11-29",
  },
  "r10-e4-cqcb-2020-mianjian-fanwei": {
    title: "重庆晨报：6年内的7-9座非营运小微型客车也免检了（2020）",
    url: "https://chongqing.baogaosu.com/xinwen/%E5%BA%A7%E9%9D%9E%E8%90%A5%E8%BF%90%E5%B0%8F%E5%BE%AE%E5%9E%8B%E5%AE%A2%E8%BD%A6%E4%B9%9F%E5%85%8D%E6%A3%80/88969540",
    checked: "2026-11-29",
  },
  "r10-e4-xinhua-2014-sijiache-mianjian": {
    title: "中国网／新华社图片说明：九江车管所私家车免检（2014）",
    url: "http://lianghui.china.com.cn/newphoto/news/2014-09/02/content_33403594_2.htm",
    checked: "2026-11-29",
  },
  "r10-e4-fx361-2013-fengshuilin": {
    title: "邓剑（广州华凯林业有限公司）：风水林论文（2013）",
    url: "https://fx361.cc/page/2013/1120/21183593.shtml",
    checked: "2026-11-29",
  },
  "r10-e4-baoji-yikui-yidai": {
    title: "宝鸡交警“一盔加一带，平安无意外”推广（宝鸡电视台）",
    url: "http://bjyccs.com.cn/news/16038.html",
    checked: "2026-11-29",
  },
  "r10-e4-mydrivers-2024-cca-tegongjiu": {
    title: "快科技：中消协提示“特供酒”系非法产品（2024）",
    url: "https://m.mydrivers.com/newsview/1005684.html",
    checked: "2026-11-29",
  },
  "r10-e4-qingyuan-2024-tegong-jingshi": {
    title: "清远市市场监督管理局消费警示：擦亮双眼看“特供”（2024，转载，繁体）",
    url: "http://www.humblefly.net/xxgk/zzjg/zfjg/qysscjdglj/zxhd/pfzl/content/post_1860655.html",
    checked: "2026-11-29",
  },
  "r10-e5-24faa-gongye-dajiang": {
    title: "远东公司新闻中心:远东公司荣获“中国工业大奖提名奖”(2023-05-16)",
    url: "http://m.24faa.com/News_detail/1.html",
    checked: "2026-11-29",
  },
  "r10-e5-madama-1597": {
    title: "Madama纯棉系列品牌站:全棉与纯棉的区别",
    url: "https://rss.madama.cn/rsscm/1597.html",
    checked: "2026-11-29",
  },
  "r10-e5-mingchu-cuihualou": {
    title: "名厨网:萃华楼菜品介绍",
    url: "https://m.mingchu.co/index/foodview_iframe.html?id=122944",
    checked: "2026-11-29",
  },
  "r10-e5-shayu-xiaomi17": {
    title: "卢伟冰回应跳过“小米16”(2025-09-20)",
    url: "http://code.shayuweb.com/keji/290477.html",
    checked: "2026-11-29",
  },
  "r10-e5-phpcn-watch4": {
    title: "华为“接力式发布会”:华为WATCH 4 Pro太空探索版(2024-04-09)",
    url: "https://m.php.cn/zh-tw/faq/740722.html",
    checked: "2026-11-29",
  },
  "r10-e5-chncpa-2025-changshengdian": {
    title: "国家大剧院演出调整通知(2025-07-23)",
    url: "https://www.chncpa.org/zxdtxlm/jyxw_2994/202507/t20250723_277625.shtml",
    checked: "2026-11-29",
  },
  "r10-e5-cnxz-2021-shengzhang": {
    title: "中国徐州网:我市2家企业再获殊荣(2021-10-31)",
    url: "https://www.cnxz.com.cn/newscenter/2021/20211031185468.shtml",
    checked: "2026-11-29",
  },
  "r10-e5-scamihorn-longjing": {
    title: "碧螺春与西湖龙井等级价格介绍",
    url: "http://www.scamihorn.com/archives/4786.html",
    checked: "2026-11-29",
  },
  "r10-e5-callkrcs-2026-mingqian": {
    title: "真正的明前龙井多少钱(2026-02)",
    url: "https://m.callkrcs.com/ricwd/202602/3397434.html",
    checked: "2026-11-29",
  },
  "r10-e5-bzdxx-2009-4a": {
    title: "新华网:四川6家景区成为国家4A级旅游景区(2009-02-10)",
    url: "http://bzdxx.com/news/2009-02-10/102760787.shtml",
    checked: "2026-11-29",
  },
  "r10-e5-youhuohao-qiche": {
    title: "汽车参数术语科普:马力与扭矩",
    url: "http://www.youhuohao.com/kepu/599733.html",
    checked: "2026-11-29",
  },
  "r10-e5-gethgdk-shuiqun": {
    title: "睡裙词条:洗涤说明",
    url: "http://m.gethgdk.com/hebeideji/8147751092144624795.html",
    checked: "2026-11-29",
  },
  "r10-e5-14919-xiyi": {
    title: "什么样材质的衣服不能用水洗",
    url: "http://14919.com/n/6555384.html",
    checked: "2026-11-29",
  },
  "r10-e5-szdutre-mianyi": {
    title: "棉衣内胆是什么 棉衣洗涤方法",
    url: "https://www.szdutre.com/design_1255210",
    checked: "2026-11-29",
  },
  "r10-e5-cqcmst-huashi-kafei": {
    title: "花式咖啡到底指什么",
    url: "https://www.cqcmst.com/meishi-zixun/132902.html",
    checked: "2026-11-29",
  },
  "r10-e5-xlyx168-kafei": {
    title: "塞纳左岸:咖啡点单不迷茫(2025-06-11)",
    url: "http://www.xlyx168.com/college/know/3306.html",
    checked: "2026-11-29",
  },
  "r10-e5-flagocafe-kafeiyin": {
    title: "咖啡馆网站:给咖啡因一个正名的机会",
    url: "http://flagocafe.com/?tag=%E6%98%9F%E5%9B%BE%E6%B3%A8%E5%86%8C%E5%AE%98%E7%BD%91",
    checked: "2026-11-29",
  },
  "r10-e5-baoyun-bordeaux": {
    title: "葡萄酒品牌官网 品牌展示:波尔多名庄",
    url: "https://baoyun.group/index.php/products/list54/38.html",
    checked: "2026-11-29",
  },
  "r10-e5-easyfang-1855": {
    title: "1855年列级酒庄有哪些(2021-12-07)",
    url: "http://tech.easyfang.com/a/2021/1207/011236406.html",
    checked: "2026-11-29",
  },
  "r10-e5-chaxiaohao-bada-mingzhuang": {
    title: "查小号:八大名庄酒有哪些(2025-06-18)",
    url: "https://www.chaxiaohao.com/read-1750248923l374703.html",
    checked: "2026-11-29",
  },
  "r10-e5-omqz-xueyaji": {
    title: "家用血压计正确使用方法",
    url: "https://www.omqz.cn/rank/10954.html",
    checked: "2026-11-29",
  },
  "r10-e5-hxytw-naifen": {
    title: "产品资讯:配方奶粉分段选择",
    url: "http://hxytw.com/news/chanpin/16719.html",
    checked: "2026-11-29",
  },
  "r10-e5-zhcng-2025-naifen": {
    title: "新生儿奶粉几段是什么意思(2025-12)",
    url: "http://news.zhcng.com/bzwd/202512/366123.html",
    checked: "2026-11-29",
  },
  "r10-e5-ellaeden-naifen": {
    title: "0-12月龄宝宝奶粉添加全指南",
    url: "https://www.ellaeden.com/1572.html",
    checked: "2026-11-29",
  },
  "r10-e5-tnwfayo-2024-xiaojuren": {
    title: "公司新闻中心:公司顺利通过工信部第六批专精特新“小巨人”企业审核并公示(2024-09-10)",
    url: "http://tnwfayo.cn/article/887.html",
    checked: "2026-11-29",
  },
  "r10-e5-shengxin-dibo-xiaojuren": {
    title: "株洲地博光电材料有限公司新闻:喜报!荣获国家级专精特新“小巨人”企业称号",
    url: "http://shengxin6666.com/newsinfo/6181253.html",
    checked: "2026-11-29",
  },
  "r10-e5-qrunning-2022-xiaojuren": {
    title: "球冠电缆新闻:被认定为第四批专精特新“小巨人”企业(2022-09-30)",
    url: "https://www.qrunning.com/news/view?id=2941&lang=cn",
    checked: "2026-11-29",
  },
  "r10-e5-albiz-2024-qingfeng": {
    title: "广东(南海)铝加工产业联盟:青风环境获国家级专精特新重点“小巨人”表彰(2024)",
    url: "https://albiz.cn/information/interviewDetails/id_324051",
    checked: "2026-11-29",
  },
  "r10-e5-kfkhr-feiteshu": {
    title: "非特殊用途化妆品是什么意思",
    url: "https://m.kfkhr.com/1/2104728.html",
    checked: "2026-11-29",
  },
  "r10-e5-yichen8-baoxiangui": {
    title: "保险柜选购注意事项",
    url: "http://yichen8.com/g81186305.html",
    checked: "2026-11-29",
  },
  "r10-e5-huanyu-baoxiangui": {
    title: "保险柜的历史与国家标准",
    url: "http://www.huanyumedia.cn/g81036986.html",
    checked: "2026-11-29",
  },
  "r10-e5-ppfocus-huoguo": {
    title: "这是一份秋天必吃的火锅店清单(报纸美食版推荐)",
    url: "https://ppfocus.com/0/ed0bc95de.html",
    checked: "2026-11-29",
  },
  "r10-e5-v5tt-kaoji": {
    title: "国内钢琴考级机构哪个权威",
    url: "http://v5tt.cn/wenda/532481.html",
    checked: "2026-11-29",
  },
  "r10-e5-trfsz-jidan": {
    title: "鸡蛋盒上的AA、A级别是什么意思",
    url: "https://m.trfsz.com/newsview1750846.html",
    checked: "2026-11-29",
  },
  "r10-e5-ce-2026-jidan": {
    title: "中国经济网:高品质鸡蛋怎么选?看懂这3点不花冤枉钱(2026-01-14)",
    url: "http://www.ce.cn/cysc/sp/info/202601/t20260114_2701124.shtml",
    checked: "2026-11-29",
  },
  "r10-e5-happyfeet-baojian": {
    title: "购买补品认准“蓝帽子”:业内人士提醒",
    url: "http://happyfeetrelaxingnaples.com/g79199894.html",
    checked: "2026-11-29",
  },
  "r10-e5-bitekongjian-2025-cunkuan": {
    title: "业内人士提醒储户警惕结构性存款和小型银行存款(2025)",
    url: "https://www.bitekongjian.com/caijing/23278356.html",
    checked: "2026-11-29",
  },
  "r10-e5-fadeduo-2025-cunkuan": {
    title: "财经:谨慎对待结构性存款和小型银行存款(2025)",
    url: "http://caijing.fadeduo.com/news/show-353543.html",
    checked: "2026-11-29",
  },
  "r10-e5-pharmnet-otc-1614": {
    title: "医药网OTC:解热镇痛化学药说明书 注意事项",
    url: "http://www.pharmnet.com.cn/otc/chem/fare/1614",
    checked: "2026-11-29",
  },
  "r10-e5-bio1000-buluofen": {
    title: "布洛芬缓释胶囊的使用说明(2025-09)",
    url: "https://www.bio1000.com/jkanwd/202509/2234234.html",
    checked: "2026-11-29",
  },
  "r10-e5-letotur-zhongzhiya": {
    title: "种植牙费用构成及参考范围",
    url: "http://letotur.com/77140.html",
    checked: "2026-11-29",
  },
  "r10-e5-shaoxing-fangshai": {
    title: "绍兴网生活:如何正确挑选和涂抹防晒产品",
    url: "http://www.shaoxing.com.cn/shenghuo/p/3337365.html",
    checked: "2026-11-29",
  },
  "r10-e5-tulaoshi-fangshai": {
    title: "防晒品使用小贴士",
    url: "http://tulaoshi.com/reader/215309",
    checked: "2026-11-29",
  },
  "r10-e5-fh21-2025-fangshai": {
    title: "飞华健康:防晒霜的注意事项(2025-02-19)",
    url: "https://s.fh21.com.cn/beauty/view/7859853.html",
    checked: "2026-11-29",
  },
  "r10-e5-gdqynews-2020-duoguan": {
    title: "电影《中国女排》更名《夺冠》启动预售(2020-01-18)",
    url: "http://gdqynews.com/ent/movie/20200118/380699.html",
    checked: "2026-11-29",
  },
  "r10-e5-sina-2012-hanzhan": {
    title: "新浪娱乐/京华时报:《寒战》挪定11月8日上映(2012-10-09)",
    url: "http://ent.sina.com.cn/m/c/2012-10-09/10233759274.shtml",
    checked: "2026-11-29",
  },
  "r10-e5-lejuju-roborock": {
    title: "石头Roborock扫地机器人评测",
    url: "https://lejuju.cn/zx76771",
    checked: "2026-11-29",
  },
  "r10-e5-tjxidiji-xili": {
    title: "洗地机企业网站行业新闻:如何科学评估扫地机/电动尘推车的清洁效率",
    url: "http://tianjinxidiji.com/html/news/hyxw/1025.html",
    checked: "2026-11-29",
  },
  "r10-e5-wx1990-2025-ditiefang": {
    title: "什么样的房子算地铁房(2025-12)",
    url: "http://news.wx1990.com/yxwd/202512/448183.html",
    checked: "2026-11-29",
  },
  "r10-e5-renpin-zhutingqi": {
    title: "助听器企业网站常见问题:使用前安全警告",
    url: "http://renpinerbihou.com/cjwt/69.html",
    checked: "2026-11-29",
  },
  "r10-e5-jnshoujia-zhutingqi": {
    title: "助听器和口罩同属II类医疗器械(2020-03-17)",
    url: "http://www.jnshoujia.com/news/202003173194.html",
    checked: "2026-11-29",
  },
  "r10-e5-58z-zhutingqi": {
    title: "助听器要保持清洁",
    url: "https://www.58z.net/z/141954034334152405.html",
    checked: "2026-11-29",
  },
  "r10-e5-ncagp-2025-biancheng": {
    title: "企业资讯 少儿编程:3-18岁少儿编程路线规划路线图(2025-11-22)",
    url: "https://www.ncagp.com.cn/news/143727.html",
    checked: "2026-11-29",
  },
  "r10-e5-deprekin-vc": {
    title: "维生素C既是药品也是营养素补充剂",
    url: "http://www.deprekin.com/article/view/fbldipfaxkp00me.html",
    checked: "2026-11-29",
  },
  "r10-e5-rxqygl-2025-vc": {
    title: "VC口嚼片:便携营养补给(2025-04-08)",
    url: "https://www.rxqygl.com/children/3855.html",
    checked: "2026-11-29",
  },
  "r10-e6-shanghai-2025-batch2-qunfa": {
    title: "群发资讯网: 上海通报2025年第二批违法广告典型案例(上海市市场监督管理局, 2025-12-17)",
    url: "https://qunfachuanzhen.com/new/9bc6d7aeec0640ee81f1bea115dcf097",
    checked: "2026-11-29",
  },
  "r10-e6-guyuan-2022-honey": {
    title:
      "中国经济网(转载): 宁夏固原市原州区市场监管分局查处王某某销售不符合食品安全标准“保健蜂蜜”案(总局2022铁拳第四批)",
    url: "http://zgfoodaq.com/gaoduanfangtan8960.html",
    checked: "2026-11-29",
  },
  "r10-e6-xinhua-2024-tegong-jiu": {
    title: "中华网(新华社重庆2024-02-02电): 标价上千元,成本仅几十——揭秘“特供”酒黑产内幕(重庆武隆警方案)",
    url: "https://business.china.com/toutiao/13004642/20240206/46162938_all.html",
    checked: "2026-11-29",
  },
  "r10-e6-drbdp-cosmetics-shelf": {
    title: "drbdp问答: 护肤品临期时间与变质判断",
    url: "https://drbdp.com/4-8196102.html",
    checked: "2026-11-29",
  },
  "r10-e6-chsy168-geli-expired": {
    title: "chsy168问答: 过期隔离霜还能用吗(2026-02-24)",
    url: "http://m.chsy168.com/askjx/4938215.html",
    checked: "2026-11-29",
  },
  "r10-e6-cncn-2024-baifa-zhuanhei": {
    title: "中国消费者报(转载): “黑汉芳”洗发水一洗就黑?揭开“白发转黑”产品的真面目(记者调查)",
    url: "http://925eat.com/a/1731463213362066.html",
    checked: "2026-11-29",
  },
  "r10-e6-bjnews-2026-baifa-xihei": {
    title: "新京报(网易号转载): 多款洗发水宣称“白发洗黑”,专家:白发无法逆转",
    url: "http://www.digipub.cc/dy/article/KK7MU0IO0519D0G5.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r10-e6-dzzqb-2025-lingtianjia": {
    title: "大众证券报(转载): “零添加”酱油检出砷镉引关注 新标签通则禁用“零添加”(2025-06)",
    url: "http://www.watsonvip.com/antions/8581675.html",
    checked: "2026-11-29",
  },
  "r10-e6-xinbei-2026-weigui-guanggao": {
    title: "联合新闻网: 新北市卫生局公布2025年度违规广告裁罚885件(食品宣称实例)(2026-03-10)",
    url: "https://udn.com/news/story/7323/9370320",
    checked: "2026-11-29",
  },
  "r10-e6-taipei-2024-suyuan-1585-028": {
    title: "台北市政府 113.04.02 府诉三字第1136080060号诉愿决定书(违反化妆品卫生安全管理法,广告涉及夸大)",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=1585-028",
    checked: "2026-11-29",
  },
  "r10-e6-kaohsiung-2026-food-ads-udn": {
    title: "联合新闻网: 高雄市卫生局2025年食品违规广告开出257张裁处书,16家宣称医疗效能重罚(2026-02-26)",
    url: "https://udn.com/news/story/7266/9346228",
    checked: "2026-11-29",
  },
  "r10-e6-kaohsiung-2026-food-ads-ltn": {
    title: "自由时报: 夸大医疗广告锁定高龄族群 高市卫生局去年罚2400万元(2026-02-26)",
    url: "https://news.ltn.com.tw/news/life/breakingnews/5351977",
    checked: "2026-11-29",
  },
  "r10-e6-kaohsiung-2025-food-ads-pchome": {
    title: "台湾好新闻(PChome): 食品广告称疗效可治癌 高市府6件重罚820万(2025-05-04)",
    url: "https://news.m.pchome.com.tw/living/taiwanhot/20250504/index-74635624582304221009.html",
    checked: "2026-11-29",
  },
  "r10-e6-tainan-2026-food-ads-udn": {
    title: "联合报: 台南去年查获食品广告违规456件 夸张不实、宣称疗效等均违法(2026-02-20)",
    url: "https://udn.com/news/story/7326/9335678",
    checked: "2026-11-29",
  },
  "r10-e6-tpba-2022-su371-lingyi": {
    title:
      "台北高等行政法院111年度诉字第371号判决(领医股份有限公司 食品安全卫生管理法 食品广告涉及医疗效能,2022-12-08)",
    url: "https://judgment.judicial.gov.tw/FJUD/data.aspx?ty=JD&id=TPBA,111%2c%e8%a8%b4%2c371%2c20221208%2c1",
    checked: "2026-11-29",
  },
  "r10-e6-nantou-2025-toupi-yanghu": {
    title: "台湾好报(PChome): 杜绝违规广告 南投县卫生局严打化妆品夸大疗效(“头皮养护水”电视购物广告被裁处,2025-04-10)",
    url: "https://news.m.pchome.com.tw/living/newstaiwandigi/20250410/index-74428172536716279009.html",
    checked: "2026-11-29",
  },
  "r10-e6-vocus-taipei-2022-09-cosmetics-words": {
    title:
      "方格子vocus: 台北市卫生局111年9月化妆品违规广告用词整理(依化妆品标示宣传广告涉及虚伪夸大或医疗效能认定准则)",
    url: "https://vocus.cc/article/6357e6d4fd89780001756fa3",
    checked: "2026-11-29",
  },
  "r10-e6-taichung-2025-shampoo-bigtimes": {
    title: "大时事: 化妆品夸大疗效标榜“生发” 台中市食安处重罚60万元(2025-04-17)",
    url: "https://bigtimes.net/?p=89036",
    checked: "2026-11-29",
  },
  "r10-e6-tpta-2024-disu30-zuojing": {
    title:
      "台北高等行政法院113年度地诉字第30号判决(传真国际外太空科技股份有限公司“特级酢晶”食品广告涉及医疗效能,2024-09-25)",
    url: "https://judgment.judicial.gov.tw/FJUD/data.aspx?id=TPTA%2C113%2C%E5%9C%B0%E8%A8%B4%2C30%2C20240925%2C2&ty=JD",
    checked: "2026-11-29",
  },
  "r10-e6-taipei-2024-suyuan-1586-041": {
    title: "台北市政府 113.04.18 府诉三字第1136080485号诉愿决定书(食品广告涉及夸张、易生误解)",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/ContentPrint?id=1586-041",
    checked: "2026-11-29",
  },
  "r10-e6-fjnews-2024-laozihao": {
    title: "东南网: 福建9家非遗相关企业入选第三批中华老字号名单(2024-03-21)",
    url: "http://fjnews.fjsen.com/2024-03/21/content_31543087.htm",
    checked: "2026-11-29",
  },
  "r10-e6-51dongshi-longjing-grade": {
    title: "51dongshi问答: 西湖龙井价格、等级与保质期(2024-09-27)",
    url: "https://mip.51dongshi.com/dadabeba/bebccsavv",
    checked: "2026-11-29",
  },
  "r10-e6-sangdi-2022-honey-gb": {
    title: "大连桑地蜂蜜官网新闻: 桑地蜂蜜企业产品高于国家规定的蜂蜜强制性GB 18796要求(2022-09-09)",
    url: "http://sangdi.com/pages/news319.html",
    checked: "2026-11-29",
  },
  "r10-e6-zhfengmi-honey-standard": {
    title: "中华蜂蜜网: 蜂蜜标准条文(安全卫生要求、产品名称)",
    url: "https://m.zhfengmi.com//show-22-496-p3",
    checked: "2026-11-29",
  },
  "r10-e6-xinbei-2025-interview-yahoo": {
    title: "艾瑞克IN新闻(Yahoo): 新北市卫生局食品药物管理科长专访 广告乱象多 黑药丸到瘦瘦针夸大不实(2025-11-25)",
    url: "https://tw.news.yahoo.com/%E5%BB%A3%E5%91%8A%E4%BA%82%E8%B1%A1%E5%A4%9A-%E9%BB%91%E8%97%A5%E4%B8%B8%E5%88%B0%E7%98%A6%E7%98%A6%E9%87%9D%E8%AA%87%E5%A4%A7%E4%B8%8D%E5%AF%A6-%E4%BB%A3%E8%A8%80%E8%97%9D%E4%BA%BA%E6%81%90%E9%80%A3%E5%B8%B6%E8%99%95%E5%88%86-110052546.html",
    checked: "2026-11-29",
  },
  "r10-e6-proya-2023-xihu-penalty": {
    title: "羊城晚报(转载): 因发布虚假广告 珀莱雅子公司浙江美丽谷被杭州市西湖区市场监管局罚款20万元(2023-05-25)",
    url: "http://www.shaocn.com/shang/2023/0525/83285.html",
    checked: "2026-11-29",
  },
  "r10-e6-wuhan-2023-cosmetics-tip": {
    title: "极目新闻(转载): 武汉市市场监督管理局发布化妆品消费提示(2023-03-09)",
    url: "http://redlee.cn/news/html/47023.html",
    checked: "2026-11-29",
  },
  "r10-e6-caffci-2025-niacinamide": {
    title: "中国香料香精化妆品工业协会: 美肤成分烟酰胺的科学使用指南(2025-08-07)",
    url: "https://media.caffci.org/feed/142308",
    checked: "2026-11-29",
  },
  "r10-e6-ksba-2025-jianshang22-huimou": {
    title:
      "高雄高等行政法院113年度简上字第22号判决(德商云科技有限公司“回眸养发组”化妆品广告,台南市政府卫生局裁处,2025-06-23)",
    url: "https://law-next.pages.dev/j/S1NCQSwxMTMs57Ch5LiKLDIyLDIwMjUwNjIzLDE.html",
    checked: "2026-11-29",
  },
  "r10-e6-tpda-2022-jian176-huacao": {
    title: "台湾台北地方法院111年度简字第176号行政诉讼判决(花草森林有限公司化妆品广告内容夸大,2022-12-09)",
    url: "https://lawplayer.com/judgment/TPDA,111,簡,176,20221209,2",
    checked: "2026-11-29",
  },
  "r10-e6-giant-tpba-112-su1189": {
    title:
      "巨群法律事务所: 台北高等行政法院高等庭112年度诉字第1189号行政诉讼案(藥食同源食品广告引用典籍功效被罚)之观察整理",
    url: "http://law.giant-group.com/EN/announcement.php?detail=1433",
    checked: "2026-11-29",
  },
  "r10-e6-bxshww-soysauce-grade": {
    title: "bxshww: 酱油的等级标准(氨基酸态氮含量划分)",
    url: "http://bxshww.cn/wenanjingxuan/1261372.html",
    checked: "2026-11-29",
  },
  "r10-e6-fh21-2024-soysauce-label": {
    title: "飞华健康网: 识别酱油的标准(2024-10-18)",
    url: "https://care.fh21.com.cn/view/6271058.html",
    checked: "2026-11-29",
  },
  "r10-e6-dyk10-2022-jinshancuiya": {
    title: "茶叶网(转载): 金山翠芽有哪些等级标准?包装上有什么特点?(2022-08-19)",
    url: "http://www.dyk10.com/bczx/2022/0819/4986.html",
    checked: "2026-11-29",
  },
  "r10-e6-handmsg-2021-mask-trap": {
    title: "食品与生活(转载): 警惕面膜消费陷阱(2021年第4期)",
    url: "http://www.handmsg.com/page/2021/0412/8098167.shtml",
    checked: "2026-11-29",
  },
  "r10-e6-samr-2025-ten-cases-shenyao": {
    title:
      "网易号(转载): 普通食品伪装“神药”套路大起底(市场监管总局1月31日公布十起违法广告典型案例:驼乳粉、儿童叶黄素、紫苏籽油等)",
    url: "http://m.digipub.cc/dy/article/KL9HUDID0514CSP4.html?spss=dy_author",
    checked: "2026-11-29",
  },
  "r10-e6-qianbilou-2025-shenyao": {
    title:
      "千笔楼(转载): 这些“神药”的画皮,得揭!(江苏、甘肃庆阳市场监管部门违法广告典型案例:益生菌粉固体饮料、降三本草包)(2025-01-22)",
    url: "http://www.xiaobingzhong.com/?id=42001",
    checked: "2026-11-29",
  },

  "r11-f1-tp-appeal-1340-003": {
    title: "台北市政府 107.09.19 府诉三字第1072091425号诉愿决定书 (化妆品广告涉及夸大)",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=1340-003",
    checked: "2026-11-29",
  },
  "r11-f1-tw-tpba-105-su-360": {
    title: "台北高等行政法院105年度诉字第360号判决 (BioRepair牙膏广告传单涉及医疗效能,药事法)",
    url: "https://lawplayer.com/judgment/TPBA,105,訴,360,20160615,1",
    checked: "2026-11-29",
  },
  "r11-f1-tp-appeal-783-059": {
    title: "台北市政府 95.06.23 府诉字第09584476100号诉愿决定书 (非医疗机构刊登暗示医疗业务之医疗广告)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=783-059",
    checked: "2026-11-29",
  },
  "r11-f1-tp-appeal-805-030": {
    title: "台北市政府 95.12.07 府诉字第09585032600号诉愿决定书 (协会刊登暗示医疗业务广告)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=805-030",
    checked: "2026-11-29",
  },
  "r11-f1-tp-appeal-1202-019": {
    title: "台北市政府 104.09.15 府诉二字第10409120100号诉愿决定书 (诊所网站医疗广告 最高级叙述、未揭示风险)",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=1202-019",
    checked: "2026-11-29",
  },
  "r11-f1-label-jinhua-xiaocuo": {
    title: "金花消痤颗粒 药品详情页 (国药准字Z20040143)",
    url: "http://m.scdww.com/product/350321.html",
    checked: "2026-11-29",
  },
  "r11-f1-label-hnysf-10067": {
    title: "湖南药师帮 药品详情 (清热解毒类片剂 甲类非处方药)",
    url: "https://hnysfww.com/goods.php?id=10067",
    checked: "2026-11-29",
  },
  "r11-f1-label-hnysf-11023": {
    title: "湖南药师帮 药品详情 (清热解毒软胶囊 乙类非处方药)",
    url: "https://hnysfww.com/goods.php?id=11023",
    checked: "2026-11-29",
  },
  "r11-f1-label-hkzww-57175": {
    title: "药品说明书页 (清热泻火 利尿通便 大蜜丸)",
    url: "https://xh.hkzww.com/cs/zcy/qr/57175.html",
    checked: "2026-11-29",
  },
  "r11-f1-label-gonglao-quhuo": {
    title: "功劳去火片 说明书",
    url: "https://baikeshiji.com/view/377074.html",
    checked: "2026-11-29",
  },
  "r11-f1-tw-tcba-109-sugeng1-5": {
    title: "台中高等行政法院109年度诉更一字第5号判决 (高山乌龙茶食品广告涉及医疗效能)",
    url: "https://lawseye.com/article/TCBA,109,訴更一,5,20200827,1",
    checked: "2026-11-29",
  },
  "r11-f1-tw-pcda-101-jian-49": {
    title: "台湾新北地方法院101年度简字第49号行政诉讼判决 (美容皂化妆品广告夸大)",
    url: "https://law-next.pages.dev/j/UENEQSwxMDEs57ChLDQ5LDIwMTMwMjA1LDI.html",
    checked: "2026-11-29",
  },
  "r11-f1-tw-klda-105-jian-2": {
    title: "台湾基隆地方法院105年度简字第2号行政诉讼判决 (梅精食品广告,食品安全卫生管理法)",
    url: "https://lawseye.com/article/KLDA%2C105%2C%E7%B0%A1%2C2%2C20161021%2C2",
    checked: "2026-11-29",
  },
  "r11-f1-tw-tpba-109-su-1038": {
    title: "台北高等行政法院109年度诉字第1038号判决 (俪都国际 食品广告涉及医疗效能及夸张)",
    url: "https://www.lawsq.com/book/48587761240",
    checked: "2026-11-29",
  },
  "r11-f1-tp-appeal-885-031": {
    title: "台北市政府 97.10.09 府诉字第09770161900号诉愿决定书 (网站食品广告涉及夸张易生误解)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=885-031",
    checked: "2026-11-29",
  },
  "r11-f1-tp-appeal-1068-030": {
    title: "台北市政府 101.10.24 府诉二字第10109157700号诉愿决定书 (食品广告传单涉及夸张)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=1068-030",
    checked: "2026-11-29",
  },
  "r11-f1-sz-2021-medbeauty-fines": {
    title: '"史上最严"医美广告执法落地满月 (深圳市市场监管局查处两医美机构,臻×艺医疗美容诊所被罚5万余元)',
    url: "http://m.guangdonglong.com/c/0H0N4X22022_2.html",
    checked: "2026-11-29",
  },
  "r11-f1-tp-appeal-676-041": {
    title: "台北市政府 93.03.19 府诉字第0九三0四一三六一00号诉愿决定书 (女性催情用品食品电视广告)",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=676-041",
    checked: "2026-11-29",
  },
  "r11-f1-tp-appeal-493-030": {
    title: "台北市政府 89.03.22 府诉字第八八0九二六三六0一号诉愿决定书 (刮痧拍痧名片医疗广告,非医疗机构)",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=493-030",
    checked: "2026-11-29",
  },
  "r11-f1-langyu-xiaozihao": {
    title: "卫妆字与消字号化妆品区别 (科普页)",
    url: "http://langyuzx.com/meirong/yaozhuang/52240.html",
    checked: "2026-11-29",
  },
  "r11-f1-knews-search-liaoxiao": {
    title: '知新闻 (knews) "宣称疗效"标签页: 枇杷膏、龙角散别买错 包装有2标示才真能止咳化痰',
    url: "https://knews.com.tw/search/宣稱療效",
    checked: "2026-11-29",
  },
  "r11-f1-tw-tpba-110-jianshang-32": {
    title: "台北高等行政法院110年度简上字第32号判决 (桃园诊所社群网页医疗广告,医疗法第86条第7款)",
    url: "https://lawseye.com/article/TPBA%2C110%2C%E7%B0%A1%E4%B8%8A%2C32%2C20220714%2C1",
    checked: "2026-11-29",
  },
  "r11-f1-ybsyy-baojianpin-video": {
    title: "医生科普视频文字稿: 什么是保健品 (2023-12-14)",
    url: "http://ybsyy.cn/video/article/206B3BnV0J.html",
    checked: "2026-11-29",
  },
  "r11-f1-tw-pcda-107-jian-48": {
    title: "台湾新北地方法院107年度简字第48号行政诉讼判决 (东森得易购刊播医美专案,非医疗机构医疗广告)",
    url: "https://lawseye.com/article/PCDA%2C107%2C%E7%B0%A1%2C48%2C20180524%2C1",
    checked: "2026-11-29",
  },
  "r11-f1-tw-tpba-99-jian-392": {
    title: "台北高等行政法院99年度简字第392号判决 (光采护汝发化妆品广告与核准内容不符)",
    url: "https://law-next.pages.dev/j/VFBCQSw5OSznsKEsMzkyLDIwMTEwMTIxLDE.html",
    checked: "2026-11-29",
  },
  "r11-f1-ks-2025-bracelet": {
    title: "洞见新闻网 (波新闻): 网售「手链」非药物宣称疗效已触法 (高雄市政府卫生局查获,2025-05-14)",
    url: "https://insightnews.network/archives/94935",
    checked: "2026-11-29",
  },
  "r11-f1-pt-2026-ettoday": {
    title: "ETtoday: 屏东一年抓267件食药妆违规广告 开罚破866万 (屏东县卫生局,2026-01-16)",
    url: "https://www.ettoday.net/news/20260116/3102436.htm",
    checked: "2026-11-29",
  },
  "r11-f2-case-yinchuan-xixia-2023-gouqi": {
    title: "银川市市场监管局西夏区分局查处某网络科技公司枸杞原浆虚假广告案(2023,罚款2000元)",
    url: "http://www.qbclub.cn/mn513429.aspx",
    checked: "2026-11-29",
  },
  "r11-f2-tw-ftc-wingbra-2025": {
    title: "经济日报:公平会警示幸福翼公司Wingbra羽透胸翼专利已失效仍标示专利(2025)",
    url: "https://udn.com/news/story/7243/9106003",
    checked: "2026-11-29",
  },
  "r11-f2-tw-ftc-titanium-board-2025": {
    title: "公平会第1783次委员会议:TiANN钛砧板广告不实专利宣称,PChome与羽钛各罚5万元",
    url: "https://www.marketersgo.com/media-collaboration/202512/%e7%a0%a7%e6%9d%bf%e5%bb%a3%e5%91%8a%e6%b6%89%e4%b8%8d%e5%af%a6%e5%b0%88%e5%88%a9%e5%ae%a3%e7%a8%b1%ef%bc%81pchome%e8%88%87%e7%be%bd%e9%88%a6%e5%85%ac%e5%8f%b8%e5%90%84%e9%81%ad%e7%bd%b05%e8%90%ac",
    checked: "2026-11-29",
  },
  "r11-f2-tw-ftc-philo-2019": {
    title: "台湾好新闻:公平会以救车备用电源广告不实罚东森得易购、禾笙、飞乐各5万元(2019)",
    url: "https://www.taiwanhot.net/?p=688841",
    checked: "2026-11-29",
  },
  "r11-f2-tw-ntpc-health-2019-ads": {
    title: "新北市卫生局:108年度食品、药物及化妆品违规广告分析(富家利等)",
    url: "https://www.health.ntpc.gov.tw/basic/?mode=detail&node=6676",
    checked: "2026-11-29",
  },
  "r11-f2-tw-ftc-lvlv-filter-2025": {
    title: "联合报:绿绿实业滤网广告宣称市场销售冠军品牌等不实,公平会罚10万元",
    url: "https://udn.com/news/story/7266/8925755",
    checked: "2026-11-29",
  },
  "r11-f2-tw-ftc-socks-sgs-2022": {
    title: "太报:公平会罚简姓卖家银离子抗菌防臭袜宣称SGS检测不实,罚10万元(2022-11-16)",
    url: "https://taisounds.com/news/content/77/4351",
    checked: "2026-11-29",
  },
  "r11-f2-tw-sgs-cert-wording-2022": {
    title: "SGS台湾:误用认证/验证字样 商品广告被开罚(认证、验证、测试用语说明)",
    url: "https://eecloud.sgs.com/Region_TW/Article.aspx?n=348",
    checked: "2026-11-29",
  },
  "r11-f2-ann-hongda-2015-award": {
    title: "上海证券报:广东宏大爆破股份有限公司关于获得国家科技进步奖二等奖的公告(公告编号2015-001)",
    url: "https://paper.cnstock.com/html/2015-01/10/content_479113.htm",
    checked: "2026-11-29",
  },
  "r11-f2-news-chenming-2016-award": {
    title: "中国纸业网:2015年度国家科学技术奖 速生阔叶材制浆造纸项目获奖(关于晨鸣)",
    url: "http://paper.com.cn/news/daynews/2016/160113214934310894.htm",
    checked: "2026-11-29",
  },
  "r11-f2-co-xieran-2017-award": {
    title: "希尔安药业官网新闻:我司荣获重庆市科技进步二等奖",
    url: "https://wushufang.com/html/content/17/11/454.shtml",
    checked: "2026-11-29",
  },
  "r11-f2-tw-ftc-moving-recommend": {
    title: "阿甘创业加盟网:福运起重行宣称荣获消基会推荐优良搬家公司 公平会第1132次委员会议认定违法",
    url: "http://ican168blog.pixnet.net/blog/post/28646976/",
    checked: "2026-11-29",
  },
  "r11-f2-tw-ftc-closing-sale": {
    title: "阿甘创业加盟网:威斯特商行结束营业及最后4天广告不实 公平会罚5万元",
    url: "https://ican168blog.pixnet.net/blog/post/28246156-%e7%b5%90%e6%9d%9f%e7%87%9f%e6%a5%ad%e5%8f%8a%e6%9c%80%e5%be%8c4%e5%a4%a9%e5%bb%a3%e5%91%8a%e4%b8%8d%e5%af%a6%e7%bd%b05%e8%90%ac%e5%85%83",
    checked: "2026-11-29",
  },
  "r11-f2-tw-ftc-rtmart-coupon": {
    title: "阿甘创业加盟网:大润发满2000送1000抵用券未告知限制条件 公平会第991次委员会议罚40万",
    url: "https://ican168blog.pixnet.net/blog/post/25923960",
    checked: "2026-11-29",
  },
  "r11-f2-news-goodbaby-reddot-2018": {
    title: "中国江苏网:好孩子集团5个产品获2018年德国红点奖",
    url: "http://jsnews.jschina.com.cn/sz/a/201804/t20180423_1549367.shtml",
    checked: "2026-11-29",
  },
  "r11-f2-news-haier-if-2020": {
    title: "青岛日报:海尔智家摘得2020年度24项德国iF设计奖",
    url: "http://yujjsks.com/app/content/2020-02/16/content_21268407.htm",
    checked: "2026-11-29",
  },
  "r11-f2-case-tianjin-beichen-2023-957": {
    title: "中国质量新闻网:天阀流体控制设备(天津)有限公司虚假商业宣传案,津辰市监处罚〔2023〕957号",
    url: "https://ase-mz.com/www/ms/content/2023-09/20/content_8981925.htm",
    checked: "2026-11-29",
  },
  "r11-f2-case-tianjin-xiqing-2023-19": {
    title: "中国质量新闻网:天津津大莱博科技有限公司在互联网发布虚假广告案,津青市监执四处罚〔2023〕19号",
    url: "http://www.hzweihu.com/ms/content/2023-05/30/content_8944188.htm",
    checked: "2026-11-29",
  },
  "r11-f2-court-memory-stick-2020": {
    title: "人民日报(中华网转载):网上购物需警惕“虚构原价”陷阱(内存条价格欺诈案,法院判三倍赔偿,2020-11-19)",
    url: "http://tech.china.com/article/20201119/20201119653657.html",
    checked: "2026-11-29",
  },
  "r11-f2-news-tmall-1111-price-rules-2012": {
    title: "北京晨报(中国日报网转载):天猫公布11·11价格规则 虚抬价格者扣分出局(2012-10-26)",
    url: "http://www.ttav89.com/dfpd/jingji/2012-10/26/content_15850162.htm",
    checked: "2026-11-29",
  },
  "r11-f2-news-hk-consumer-council-makeup-remover-2021": {
    title: "星岛日报:消委会测试40款卸妆液 平价效能媲美贵牌(2021-07-15)",
    url: "https://std.stheadline.com/sc/daily/article/2375819/%E6%97%A5%E5%A0%B1-%E6%B8%AF%E8%81%9E-40%E6%AC%BE%E5%8D%B8%E5%A6%9D%E6%B6%B2%E8%A1%A8%E7%8F%BE-%E5%B9%B3%E5%83%B9%E6%95%88%E8%83%BD%E5%AA%B2%E7%BE%8E%E8%B2%B4%E7%89%8C",
    checked: "2026-11-29",
  },
  "r11-f2-news-hlj-consumer-cream-test-2022": {
    title: "中国消费者报(转载):黑龙江省消费者协会12款保湿面霜比较试验",
    url: "http://m.hair43.com/beauty/meirong/2022/0426/23242.html",
    checked: "2026-11-29",
  },
  "r11-f2-news-cheaa-brand-evaluation": {
    title: "好居家电网:中国家用电器研究院发布中国家电行业品牌评价结果",
    url: "http://safa.haoliv.com/s/91057.html",
    checked: "2026-11-29",
  },
  "r11-f2-tip-skincare-data-sources": {
    title: "美容资讯:护肤品上的专业数据介绍 数据来源解读",
    url: "http://beauty.vdolady.com/wmjf/201503/1791108.html",
    checked: "2026-11-29",
  },
  "r11-f2-news-cca-sunscreen-test": {
    title: "钓鱼人网转载:中国消费者协会15种市售防晒霜比较试验结果",
    url: "http://www.cnfisher.com/2014/yewaijijiu_0523/17825.html",
    checked: "2026-11-29",
  },
  "r11-f2-tw-judgment-lidu-109-1038": {
    title: "台北高等行政法院109年度诉字第1038号判决(俪都国际 诉 新竹县政府,喜乐纤健康食品广告,原告之诉驳回)",
    url: "https://www.lawsq.com/book/48587761240",
    checked: "2026-11-29",
  },
  "r11-f2-tw-taipei-petition-93-moringa": {
    title: "台北市政府93.11.17府诉字第09325053300号诉愿决定书(辣木食品广告易生误解,诉愿驳回)",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=711-070",
    checked: "2026-11-29",
  },
  "r11-f2-tw-judgment-ttl-108-326": {
    title: "台湾台北地方法院108年度简字第326号判决(台湾烟酒 诉 台北市政府卫生局,化妆品广告涉及夸大,原告之诉驳回)",
    url: "https://law-next.pages.dev/j/VFBEQSwxMDgs57ChLDMyNiwyMDIwMDYyMywy.html",
    checked: "2026-11-29",
  },
  "r11-f2-tip-ninghai-fake-patent-2022": {
    title: "今日宁海:李鬼见李逵,我县查处首起销售假冒专利涉老产品案(2022)",
    url: "https://bbs.nhzj.com/archiver/tid-5754845.html",
    checked: "2026-11-29",
  },
  "r11-f2-tw-ftc-scooter-rental-price": {
    title: "阿甘创业加盟网:机车出租行广告不实 公平会第1100次委员会议罚7万",
    url: "https://ican168blog.pixnet.net/blog/post/28369352-%e6%a9%9f%e8%bb%8a%e5%87%ba%e7%a7%9f%e8%a1%8c%e5%bb%a3%e5%91%8a%e4%b8%8d%e5%af%a6%e5%85%ac%e5%b9%b3%e6%9c%83%e7%bd%b07%e8%90%ac",
    checked: "2026-11-29",
  },
  "r11-f2-tw-ftc-dehumidifier-energy-2022": {
    title: "中时新闻网:除湿机宣称能源效率第1级与事实不符 公平会第1581次委员会议罚联颖、东洋电器行各10万(2022-01-12)",
    url: "https://www.chinatimes.com/cn/realtimenews/20220112002910-260410",
    checked: "2026-11-29",
  },
  "r11-f2-tw-ftc-fan-label-2022": {
    title: "自由时报:电扇节能标章过期 公平会第1604次委员会议罚东森得易购与惠堂各10万(2022-06-24)",
    url: "https://ec.ltn.com.tw/article/breakingnews/3971334",
    checked: "2026-11-29",
  },
  "r11-f2-tw-taipei-petition-93-eye-clinic": {
    title: "台北市政府93.04.14府诉字第09304149700号诉愿决定书(眼科诊所违规医疗广告传单,诉愿驳回)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=680-026",
    checked: "2026-11-29",
  },
  "r11-f2-tw-taipei-petition-112-clinic-offer": {
    title: "台北市政府112.06.12府诉三字第1126081643号诉愿决定书(诊所网站刊登优惠方案,以不正当方式招揽病人,诉愿驳回)",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/ContentPrint?id=1554-008",
    checked: "2026-11-29",
  },
  "r11-f3-wyhtc-longjing": {
    title: "茶叶销售网站 龙井茶介绍与级别划分、价格(wyhtc.com article 675)",
    url: "http://www.wyhtc.com/article/675.html",
    checked: "2026-11-29",
  },
  "r11-f3-gagu-service": {
    title: "家居装修公司(gagu decorator)服务流程页",
    url: "https://gagudecorator.gagu.life/service",
    checked: "2026-11-29",
  },
  "r11-f3-hwled-cems": {
    title: "济南某环保监测设备公司官网 CEMS系统介绍页",
    url: "http://hwled.net/news/technology/2677.html",
    checked: "2026-11-29",
  },
  "r11-f3-mooni-shipping": {
    title: "mooni 台湾网店 运送说明(运费计算方式)",
    url: "https://mooni.com.tw/pages/ShippingInstructions",
    checked: "2026-11-29",
  },
  "r11-f3-hongguan-faq": {
    title: "宏观画室 课程介绍与常见问答(费用、请假)",
    url: "https://www.hongguanart.com/article_d.php?id=1332&lang=tw&tb=2",
    checked: "2026-11-29",
  },
  "r11-f3-udn-tianxiadiyiwei": {
    title: "udn 部落格 试用文:天下第一味公车餐厅(2009)",
    url: "https://classic-blog.udn.com/two013/3640635",
    checked: "2026-11-29",
  },
  "r11-f3-486shop-warranty": {
    title: "486shop 团购网 商品页 保固注意事项与维修服务",
    url: "https://www.486shop.com/Prod/RVcommon/P22011100014f60/3/",
    checked: "2026-11-29",
  },
  "r11-f3-benex-warranty": {
    title: "BENEX 品牌官网 保固说明",
    url: "https://lordbenex.com.tw/faq/%e4%bf%9d%e5%9b%ba%e8%aa%aa%e6%98%8e.htm",
    checked: "2026-11-29",
  },
  "r11-f3-twstay-morning": {
    title: "台湾民宿订房网 twstay 某民宿订房须知(morningbnb)",
    url: "https://twstay.com/RWD2/note.aspx?BNB=morningbnb",
    checked: "2026-11-29",
  },
  "r11-f3-twstay-xiangzhu": {
    title: "台湾民宿订房网 twstay 某民宿订房须知(xiangzhu)",
    url: "https://twstay.com/RWD2/note.aspx?BNB=xiangzhu",
    checked: "2026-11-29",
  },
  "r11-f3-twstay-chill": {
    title: "台湾民宿订房网 twstay 小日宅包栋订房须知(chill)",
    url: "https://twstay.com/RWD2/note.aspx?BNB=chill",
    checked: "2026-11-29",
  },
  "r11-f3-nantou-jingkuan": {
    title: "南投民宿 订房须知/住宿须知页",
    url: "https://jingkuanjingguang.nantou-travel.com.tw/know.html",
    checked: "2026-11-29",
  },
  "r11-f3-apple-iap-story": {
    title: "Apple App Store 故事页:关于 App 内购买(简体中文)",
    url: "https://apps.apple.com/us/iphone/story/id1436214772?l=zh-Hans-CN",
    checked: "2026-11-29",
  },
  "r11-f3-joo-000351-return": {
    title: "joo.tw 饰品网店 退货政策",
    url: "https://joo.tw/000351/index.php?action=return",
    checked: "2026-11-29",
  },
  "r11-f3-iopenmall-039081-return": {
    title: "iopenmall 食品网店(039081) 退换货须知",
    url: "https://mall.iopenmall.tw/039081/index.php?action=return",
    checked: "2026-11-29",
  },
  "r11-f3-hozzie-refund": {
    title: "好睡加芬Nice9+ 品牌官网 7天鉴赏期服务说明",
    url: "https://www.hozzie.com/kfsrefund.html",
    checked: "2026-11-29",
  },
  "r11-f3-mhht-refund": {
    title: "网店 退货与退款政策(easy.co)",
    url: "https://mhhtpristineclean.easy.co/pages/refund-policy",
    checked: "2026-11-29",
  },
  "r11-f3-ettoday-yujun": {
    title: "ETtoday 2026-01-06 裕郡生技获国家医疗生技品质奖铜奖(公司提供图文)",
    url: "https://www.ettoday.net/news/20260106/3096192.htm",
    checked: "2026-11-29",
  },
  "r11-f3-ltn-taipei-aesthetic": {
    title: "自由时报 2026-03-02 台北市卫生局医美选择“六要三不”",
    url: "https://health.ltn.com.tw/article/breakingnews/5355851",
    checked: "2026-11-29",
  },
  "r11-f3-ettoday-shangji": {
    title: "ETtoday旅游云 上吉烧肉二店开幕 菜单介绍",
    url: "https://travel.ettoday.net/article/3055820.htm",
    checked: "2026-11-29",
  },
  "r11-f3-jazko-saganojin": {
    title: "jazko 美食介绍 台中佐贺野仁和牛烧肉放题",
    url: "https://jazko.com/food/specialty/yakiniku-saganojin",
    checked: "2026-11-29",
  },
  "r11-f3-fillo-kinmen-tour": {
    title: "旅行社团体行程页 漫游金彭双岛四日游(fillo)",
    url: "https://tourone.fillo.com.tw/products/group/mold-new/WPKNM04M?sacctNo=84262490",
    checked: "2026-11-29",
  },
  "r11-f3-travel4u-caoling": {
    title: "山富旅游 国内一日游行程报价页(旧草岭隧道)",
    url: "http://www.travel4u.com.tw/domestic/explain_all.aspx?MGRUP_CD=TPE01BS17",
    checked: "2026-11-29",
  },
  "r11-f3-travel4u-usa10": {
    title: "山富旅游 美国团体行程页 早鸟优惠(USA10JXP2)",
    url: "https://travel4u.com.tw/en/group/itinerary/USA10JXP2",
    checked: "2026-11-29",
  },
  "r11-f3-joydance-rule": {
    title: "智怡舞蹈教室 报名须知(上课、退费规定)",
    url: "http://thejoydance.com/rule.html",
    checked: "2026-11-29",
  },
  "r11-f3-bg3-taian-guanzhi": {
    title: "bg3 旅宿专题 泰安观止温泉会馆(森山秘境中沐浴美人汤)",
    url: "https://tw.bg3.co/a/sen-shan-mi-jing-zhong-mu-yu-mei-ren-tang-chen-jin-yu-zi-ran-shan-shui-jian-de-mei-gan-lu-su.html",
    checked: "2026-11-29",
  },
  "r11-f3-gapple-terms": {
    title: "gapple3c 二手3C网店 条款与细则",
    url: "https://www.gapple3c.net/pages/terms-and-conditions",
    checked: "2026-11-29",
  },
  "r11-f3-opentable-zuiyuelou": {
    title: "OpenTable 醉月楼(台中)线上订位须知",
    url: "https://opentable.jp/restaurant/profile/175754?avt=eyJ2IjoyLCJtIjoxLCJwIjowLCJzIjowLCJuIjowfQ&corrid=28394214-896f-4682-bae4-86890f2e4184",
    checked: "2026-11-29",
  },
  "r11-f3-gyenhutong-booking": {
    title: "橘焱胡同餐饮集团 最新消息 订位办法调整公告(2023-12-28)",
    url: "https://gyenhutong.com.tw/news/display/100",
    checked: "2026-11-29",
  },
  "r11-f3-kwiksure-model3": {
    title: "快而保 Kwiksure(香港保险经纪)文章 新款 Tesla Model 3 规格对比",
    url: "https://kwiksure.com/zh/article/tesla-new-model3-specs/",
    checked: "2026-11-29",
  },
  "r11-f3-senao-iphone": {
    title: "神脑网路商店 文章 新一代iPhone发表会前瞻",
    url: "https://online.senao.com.tw/Article/detail/1977",
    checked: "2026-11-29",
  },
  "r11-f3-hkcm-single-herb": {
    title: "香港中医诊所网站 单味药查询页(农本方单味药剂量指引)",
    url: "https://new.chinesemedicine.com.hk/%e5%96%ae%e5%91%b3%e8%97%a5%e6%9f%a5%e8%a9%a2%e8%ab%8b%e6%8c%89%e6%ad%a4/",
    checked: "2026-11-29",
  },
  "r11-f4-mr010-qianchuan-audit": {
    title: "千川素材审核6大高频雷区(创作者指南,绝对化用语与对比话术示例)",
    url: "https://mr010.com/online-retailers/e-commerce-other/what-are-the-most-common-pits-that-chikawa-materials-do-not-pass-the-audit.html",
    checked: "2026-11-29",
  },
  "r11-f4-russky-live-2025": {
    title: "直播间不能说啥:2025年主播避坑指南与合规话术(危险表达转化表)",
    url: "https://www.russky.net/how/17597146022577.html",
    checked: "2026-11-29",
  },
  "r11-f4-zmtyyw-xhs-words": {
    title: "小红书禁用绝对化用语替换策略及案例分析(❌/✅对照)",
    url: "http://www.zmtyyw.com/xiaohongshu/202509/38863.shtml",
    checked: "2026-11-29",
  },
  "r11-f4-check51-xhs-cases": {
    title: "小红书违禁词案例(美妆博主使用“秒杀所有产品”被判虚假宣传)",
    url: "https://m.check51.com/news/info/22439.html",
    checked: "2026-11-29",
  },
  "r11-f4-guyang114-juliang-audit": {
    title: "巨量引擎审核机制:工具类/化妆品类违规案例与不可用词",
    url: "http://bbs.guyang114.com/showtopic-13860.aspx",
    checked: "2026-11-29",
  },
  "r11-f4-aigexing-weibo-lottery": {
    title: "微博修改抽奖规则,《微博商业行为规范办法》修订内容",
    url: "https://web.aigexing.com/shenghuo/373292.html",
    checked: "2026-11-29",
  },
  "r11-f4-ksdpa-live-banned": {
    title: "直播违禁词汇分类说明(虚假宣传、广告词、敏感词汇)",
    url: "https://ksdpa.cn/zixun/115746.html",
    checked: "2026-11-29",
  },
  "r11-f4-jd-tongcheng-naming": {
    title: "京东同城到店商品命名规范(合规案例)",
    url: "http://www.wholisticcareny.com/ws/202304/c_70758.html",
    checked: "2026-11-29",
  },
  "r11-f4-lushangbank-douyin-matrix": {
    title: "抖音《关于发布矩阵号不当行为治理规则的公告》转载",
    url: "http://www.lushangbank.cn/c10/3345.html",
    checked: "2026-11-29",
  },
  "r11-f4-hishop-wechat-lots": {
    title: "微信公众号求签测试类内容处罚规定(2015)",
    url: "https://m.hishop.com.cn/ecschool/wsgh/show_21970.html",
    checked: "2026-11-29",
  },
  "r11-f4-dgkbrhb-wechat-lottery": {
    title: "微信公众平台运营中心公告:禁止彩票预测类内容及商品销售(2022)",
    url: "http://m.dgkbrhb.com/zixun/2022/1115/64986.html",
    checked: "2026-11-29",
  },
  "r11-f4-chinasexq-ecommerce-jixianci": {
    title: "情趣用品电商常见极限词敏感词(京东、天猫、拼多多平台提示汇总)",
    url: "http://chinasexq.com/html/news/202012/2012251645598.shtml",
    checked: "2026-11-29",
  },
  "r11-f4-vzhongmu-title-legal-opinion": {
    title: "商品标题和广告词敏感词语(禁用词及法务意见表)",
    url: "http://vzhongmu.cn/news/16442.html",
    checked: "2026-11-29",
  },
  "r11-f4-cnqczd-cemetery-page": {
    title: "公墓选址介绍(花岗岩墓地风水好,商家页面)",
    url: "http://www.cnqczd.cn/zdnews/typelist-7850/item-195469822.html",
    checked: "2026-11-29",
  },
  "r11-f4-cca-yongkang-live-zuihao": {
    title: "直播带货时使用“最好”等词语 主播被永康市市场监管局罚款1.3万元",
    url: "http://cca.kjw.cc/jj/2022/0621/5483.html",
    checked: "2026-11-29",
  },
  "r11-f4-njsito-kuaishou-medical-diversion": {
    title: "快手禁止认证医疗创作者评论区导流导医导诊",
    url: "http://njsito.com/ztwz/1176.html",
    checked: "2026-11-29",
  },
  "r11-f4-jntimes-yangzhou-haoping": {
    title: "江南时报:“好评返现”违法,扬州生态科技新城市场监管局罚款1.5万元(2022)",
    url: "https://www.jntimes.cn/jrbd/202211/t20221115_7754551.shtml",
    checked: "2026-11-29",
  },
  "r11-f4-023gree-tianjin-haoping": {
    title: "中国消费者报:天津北辰区吉祥全顺餐饮店发放好评返现卡被处罚(2023)",
    url: "http://www.023gree.com/html/77d299833.html",
    checked: "2026-11-29",
  },
  "r11-f4-zyrccn-jizan-guide": {
    title: "集赞活动暗藏雷区:这些操作千万别碰(平台规则指南)",
    url: "http://zyrccn.org/gl/160914.html",
    checked: "2026-11-29",
  },
  "r11-f4-sumedu-tengchong-pdd-live": {
    title: "澎湃:腾冲星炫珠宝拼多多直播翡翠原石虚假宣传被腾冲市市场监管局罚款3万元",
    url: "https://www.sumedu.com/faq/261407.html",
    checked: "2026-11-29",
  },
  "r11-f4-cqcb-315-jade-live": {
    title: "上游新闻:央视3·15晚会曝光的云南玉石直播间已关停(2022)",
    url: "https://cqcb.com/xindiaocha/redian/2022-03-16/4802277_pc.html",
    checked: "2026-11-29",
  },
  "r11-f4-a899-baiyun-live-learning-machine": {
    title: "南方+:全网销量第一?广州白云区市场监管局立案调查直播间学习机虚假宣传(2024)",
    url: "http://a899.cn/news/36e599619.html",
    checked: "2026-11-29",
  },
  "r11-f4-hwaiwenda-diantao-dushi": {
    title: "澎湃:“点淘”APP推荐页现“赌石”直播",
    url: "https://hwaiwenda.com/article-5249.html",
    checked: "2026-11-29",
  },
  "r11-f4-ppfocus-nanning-12315-superstition": {
    title: "南宁12315中心发布消费提示:封建迷信产品,切勿盲目消费",
    url: "https://ppfocus.com/0/as3a95f07.html",
    checked: "2026-11-29",
  },
  "r11-f4-520zimeiti-douyin-diversion": {
    title: "抖音对于“引导用户关注其他平台”的限流规则深度解析",
    url: "https://www.520zimeiti.cn/32142.html",
    checked: "2026-11-29",
  },
  "r11-f4-bhha-xhs-violation-rules": {
    title: "小红书为什么总是违规?小红书违规规则",
    url: "http://i.bhha.com.cn/quote/353.html",
    checked: "2026-11-29",
  },
  "r11-f4-diyixhs-xhs-banned-words": {
    title: "小红书平台违禁词与行为总结及规避策略",
    url: "https://diyixhs.com/%E5%B0%8F%E7%BA%A2%E4%B9%A6%E5%B9%B3%E5%8F%B0%E8%BF%9D%E7%A6%81%E8%AF%8D%E4%B8%8E%E8%A1%8C%E4%B8%BA%E6%80%BB%E7%BB%93%E5%8F%8A%E8%A7%84%E9%81%BF%E7%AD%96%E7%95%A5",
    checked: "2026-11-29",
  },
  "r11-f4-jiutoushe-taobao-superstition-rules": {
    title: "淘宝珠宝商家《关于封建迷信禁限售违规详解》新增管控标准转载",
    url: "https://jiutoushe.cn/wen/284517.html",
    checked: "2026-11-29",
  },
  "r11-f4-fx361-fengshui-forest-2023": {
    title: "广西植物2023年8期:村落风水林助力山地乡村生物多样性保护——以金钱松为例",
    url: "https://www.fx361.cc/page/2023/0921/22847109.shtml",
    checked: "2026-11-29",
  },
  "r11-f4-jingyuhuahui-longyan-fengshui-forest": {
    title: "闽南网:龙岩“十大魅力风水林”评选结果公布",
    url: "http://jingyuhuahui.com/news/ly/820463.html",
    checked: "2026-11-29",
  },
  "r11-f4-lvyouliansuo-yangzhou-kaiguang": {
    title: "江苏扬州愿生禅寺举行全堂佛像开光庆典(佛教在线)",
    url: "https://m.lvyouliansuo.com/fjjcj/354766.html",
    checked: "2026-11-29",
  },
  "r11-f4-fznews-cixi-moments-ads": {
    title: "福州新闻网:朋友圈发这种内容违法!慈溪市市场监管局查处水果店微信朋友圈“最好吃”广告(2020)",
    url: "http://news.fznews.com.cn/fzsync/2020-06-14/2048152015072.shtml",
    checked: "2026-11-29",
  },
  "r11-f4-freewechat-yiwu-gzh-ads": {
    title: "提醒!朋友圈再发这种广告,当心面临高额罚款!(义乌市市场监管局查处微信公众号虚假广告案例)",
    url: "https://freewechat.com/a/MzIyNTkwNDMwMQ==/2247487209/3",
    checked: "2026-11-29",
  },
  "r11-f5-gf-fof2035-risk": {
    title: "广发养老目标日期2035三年持有期混合型发起式基金中基金(FOF)风险揭示书(转载)",
    url: "http://www.xinuonian.cn/lpxx/2023/0419/23831.html",
    checked: "2026-11-29",
  },
  "r11-f5-ghjsdk-licai-shuomingshu": {
    title: "如何阅读银行理财产品说明书(科普文章)",
    url: "https://mip.ghjsdk.cn/article/133229.html",
    checked: "2026-11-29",
  },
  "r11-f5-tw-ftc-2026-tanpancha-course": {
    title: "NOWnews:公平会警示台湾恒营公司及中华三创菁英协会「碳盘查师」课程广告冒用经济部名义(2026-02)",
    url: "https://www.nownews.com/news/6786120",
    checked: "2026-11-29",
  },
  "r11-f5-tw-ftc-2024-esg-zuotanhui": {
    title: "公平会新闻稿:假借政府机关名义办理活动,违法挨罚!(第1685次委员会议,ESG座谈会广告,2024-01-24)",
    url: "https://news.m.pchome.com.tw/public/ftc/20240124/index-70602560074902123016.html",
    checked: "2026-11-29",
  },
  "r11-f5-tw-ftc-dujia-chuanmei": {
    title: "太报:公平会处独家传媒5万元罚锾(邀约信宣称获文化部指导补助不实)",
    url: "https://dev.taisounds.news/news/content/76/203288",
    checked: "2026-11-29",
  },
  "r11-f5-tw-capital-fund-edm": {
    title: "群益投信基金电子报(MoneyDJ)基金警语",
    url: "https://moneydj.com/funddj/AD/capital/1060927/edm.html",
    checked: "2026-11-29",
  },
  "r11-f5-tw-tcbsitc-fund-notice": {
    title: "台中银投信基金文章警语(转载)",
    url: "https://hoya7788.com/Other/www.tcbsitc/Detail5/fID/4097/amp;cid/1034.html",
    checked: "2026-11-29",
  },
  "r11-f5-udn-2026-licai-huashu": {
    title: "联合报:银行财管手续费目标拉高 理专话术需留意",
    url: "https://udn.com/news/story/7239/9286917",
    checked: "2026-11-29",
  },
  "r11-f5-hxfzzx-2020-longyan-court": {
    title: "海峡法制在线:房地产广告内容违法 开发商被罚110万元(龙岩中院二审维持)",
    url: "http://news.hxfzzx.com/pfkt/2020/0522/187992_2.html",
    checked: "2026-11-29",
  },
  "r11-f5-nxrb-2023-yinchuan-fangdichan": {
    title: "宁夏日报:银川市金凤区黄河东路市场监管所查处房地产违法广告(宁夏颐和置业,2023-03)",
    url: "https://szb.nxrb.cn/xxxb/pc/con/202303/20/content_62978.html",
    checked: "2026-11-29",
  },
  "r11-f5-ahrb-2018-anhui-bulletin": {
    title: "安徽日报农村版:省工商局公布一批典型虚假违法广告案例(淮北国购商业运营管理有限公司案等,2018)",
    url: "https://m.yybnet.net/xuancheng/ningguo/201808/7875062.html",
    checked: "2026-11-29",
  },
  "r11-f5-tw-ftc-2011-fuqin-yijing": {
    title: "MyGoNews:「馥勤一境」广告不实 建商、代销各罚10万(公平会第1041次委员会议,2011)",
    url: "https://mygonews.com/news/detail/news_id/6763",
    checked: "2026-11-29",
  },
  "r11-f5-zx08-chengkao-baoguo": {
    title: "成考培训包过吗(消费提示文章)",
    url: "https://www.zx08.cn/t/成考培训包过吗.html",
    checked: "2026-11-29",
  },
  "r11-f5-bjyouth-2025-xinchun-yinyuehui": {
    title: "北京青年报客户端:第21届“北京新春音乐会”在人民大会堂如约唱响(2025-01-23)",
    url: "https://app.bjtitle.com/8816/newshow.php?did=50fdb1c2&newsid=6632480&typeid=2",
    checked: "2026-11-29",
  },
  "r11-f5-msn-2019-xinchun-yinyuehui": {
    title: "北京新春音乐会将于1月28日登台人民大会堂(2019)",
    url: "http://msn.sh.cn/cul/20190109142497.html",
    checked: "2026-11-29",
  },
  "r11-f5-nsh-zhongjian-linglongshan": {
    title: "楼盘调查:中建·玲珑山(北京,记者走访报道)",
    url: "http://m.nsh-em.com/house/bj/zt/bjzhongjiandc/n2.html",
    checked: "2026-11-29",
  },
  "r11-f5-qdnews-2025-fenhongxian-tishi": {
    title: "青岛新闻网财经:分红险相关风险提示(2025-03)",
    url: "http://finance.qingdaonews.com/content/2025-03/07/content_23646203.htm",
    checked: "2026-11-29",
  },
  "r11-f5-mlzgw-2025-dajia-renshou-tishi": {
    title: "大家人寿沈阳中支保险消费风险提示(2025-03)",
    url: "http://cn.mlzgw.cn/cn/2025/0306/267592.html",
    checked: "2026-11-29",
  },
  "r11-f5-xiangrikui-2012-circ-gonggao": {
    title: "中国保监会关于合理购买人身保险产品的公告(2012,转载)",
    url: "http://xiangrikui.com/shouxian/toubao/20120508/217861.html",
    checked: "2026-11-29",
  },
  "r11-f5-xabzw-simu-xuanchuan-zhidu": {
    title: "私募基金宣传推介制度(私募股权基金风控制度解读)",
    url: "http://xabzw.com/private-equity-fund-publicity-and-promotion-system-of-private-equity-fund-risk-control",
    checked: "2026-11-29",
  },
  "r11-f5-glinkslaw-simu-baoben": {
    title: "律所文章:私募基金保本保收益条款的认定",
    url: "https://glinkslaw.com/2590.html",
    checked: "2026-11-29",
  },
  "r11-f5-qdqyyhq-6nian-mianjian": {
    title: "问答标签页:机动车6年免检什么时间开始的",
    url: "http://qdqyyhq.cn/tags/机动车6年免检什么时间开始的.html",
    checked: "2026-11-29",
  },
  "r11-f5-paoku-2021-mianbao-pinglun": {
    title: "评论:“免考包过”是典型的虚假宣传(高等学历继续教育广告管理,2021-10)",
    url: "http://board.paoku.com.cn/board/2021/1020/97407.html",
    checked: "2026-11-29",
  },
  "r11-f5-tw-ftc-baimiandong-jiameng": {
    title: "大纪元:虚称加盟店全获利 白面东遭罚15万(公平会委员会议,加盟广告不实)",
    url: "https://m.epochtimes.com.tw/n155356/虛稱加盟店全獲利-白面東遭罰15萬.html",
    checked: "2026-11-29",
  },
  "r11-f5-tw-ftc-2014-liuyi-jiameng": {
    title: "阿甘创业加盟网转载:招募「刘毅儿童美语」广告不实 公平会共罚30万(第1167次委员会议,2014)",
    url: "http://ican168blog.pixnet.net/blog/post/29921438-%E6%8B%9B%E5%8B%9F%E3%80%8C%E5%8A%89%E6%AF%85%E5%85%92%E7%AB%A5%E7%BE%8E%E8%AA%9E%E3%80%8D%E5%BB%A3%E5%91%8A%E4%B8%8D%E5%AF%A6%E5%8F%8A%E5%8A%A0%E7%9B%9F%E9%81%8E%E7%A8%8B%E4%B8%AD",
    checked: "2026-11-29",
  },
  "r11-f5-zzwlawyer-simu-heguixuanchuan": {
    title: "律所文章:私募基金行业现状与合规宣传的重要性",
    url: "http://www.zzwlawyer.com/16329.html",
    checked: "2026-11-29",
  },
  "r11-f5-yangzi-2009-ditie-loupan": {
    title: "扬子晚报(江苏消费网转载):规划变更 地铁楼盘转眼没了地铁(2009)",
    url: "http://js315ccn.cn/html/house/detail_2009_05/31/12707.shtml",
    checked: "2026-11-29",
  },
  "r11-f5-cna-2012-buxiban-guanggao": {
    title: "補教不實廣告 教部擬修法開罰(中央社轉載)",
    url: "https://master6.pixnet.net/blog/post/92313807",
    checked: "2026-11-29",
  },
  "r11-f5-tw-tpda-2019-fenghe-dichan": {
    title: "臺灣臺北地方法院107年度簡字第274號 豐禾地產開發 v 公平會(公處字第107045號)",
    url: "https://lawplayer.com/judgment/TPDA,107,簡,274,20190416,1",
    checked: "2026-11-29",
  },
  "r11-f5-koolearn-course-page": {
    title: "新东方在线(koolearn)留学生课程产品页:课程参数与退换课规则",
    url: "https://koolearn.com/product/c_64_86435.html",
    checked: "2026-11-29",
  },
  "r11-f5-moodle-controlling-training-cancel": {
    title: "中国管理会计培训(Controlling Training)取消报名规定",
    url: "https://chinacontrollingtraining.moodlecloud.com/course/section.php?id=89",
    checked: "2026-11-29",
  },
  "r11-f5-yam-2012-buxiban-baozheng": {
    title: "補習班掛保證 消費者須睜大眼睛(立報/蕃薯藤 2012)",
    url: "https://n.yam.com/Article/20120912802296",
    checked: "2026-11-29",
  },
  "r11-f5-ce-2018-jjrb-chuiniupi": {
    title: "经济日报2018-07-23第09版时评《吹牛皮》(房地产虚假广告)",
    url: "http://paper.ce.cn/jjrb/html/2018-07/23/content_368208.htm",
    checked: "2026-11-29",
  },
  "r11-f5-newtalk-2018-taipei-xuequ": {
    title: "新頭殼 2018-08-23 北市明星學校額滿 跨市就讀新生逾千人(李慶元質詢)",
    url: "https://newtalk.tw/news/view/2018-08-23/136506",
    checked: "2026-11-29",
  },
  "r11-f6-court-panjin-2021-baicaoyishou": {
    title:
      "辽宁省盘锦市中级人民法院行政判决书(2021)辽11行终26号 郭建东诉盘锦市双台子区市场监督管理局（百草益寿养生苑展板广告用语）",
    url: "http://gdmzwhlytsq.com/hyxw/252656.html",
    checked: "2026-11-29",
  },
  "r11-f6-xian-2019-57-dushiqingchun": {
    title:
      "西安市市场监督管理局 西市监工双罚字〔2019〕第57号 陕西广电都市青春传媒有限公司（微信公众号发布西安海翔眼科医院、高途教育广告）",
    url: "http://www.anious.com/detail/f538c295-3563-320b-833f-5bc4017ce7dd1/administrative-penalties-2471817",
    checked: "2026-11-29",
  },
  "r11-f6-tw-ftc-2024-liding": {
    title: "公平会新闻稿（PChome转载）：力顶达有限公司支票机广告宣称“唯一”处5万元罚锾（2024-04-24 第1697次委员会议）",
    url: "https://news.pchome.com.tw/public/ftc/20240424/index-71388800078821123016.html",
    checked: "2026-11-29",
  },
  "r11-f6-tw-court-2008-burtsbees": {
    title:
      "台北高等行政法院96年度诉字第3580号判决 平珩国际股份有限公司诉公平会（Burt's Bees防蚊液广告，公处字第096017号）",
    url: "https://www.lawsq.com/book/17092449994",
    checked: "2026-11-29",
  },
  "r11-f6-tw-court-2008-fareastone": {
    title:
      "台北高等行政法院97年度诉字第736号判决 台湾大哥大诉公平会（远传“台湾最大の电信业者”广告，公平会认定难认违法）",
    url: "https://lawplayer.com/judgment/TPBA,97,訴,736,20081231,2",
    checked: "2026-11-29",
  },
  "r11-f6-tw-btlaw-superlative": {
    title: "博仲法律事务所 欧阳弘：广告最高级用语的判断（公平会处分“杏仁粉第一品牌”“全国销售冠军”案例）",
    url: "https://btlaw.com.tw/h/NewsInfo?cont=429752&key=0227079976",
    checked: "2026-11-29",
  },
  "r11-f6-tw-ftc-2025-delin": {
    title: "联合新闻网：公平会认定得霖生技医疗器材公司“唯一”广告不实（2025-11-05）",
    url: "https://udn.com/news/story/7238/9120146",
    checked: "2026-11-29",
  },
  "r11-f6-tw-ftc-2025-jinhexing": {
    title: "行政院消费者保护处转公平会：补墙膏商品组合宣称唯一台湾制，金和兴及富邦媒体各罚10万元（2025-07-23）",
    url: "https://cpc.ey.gov.tw/Page/8AC028685E311A7/ceaf9585-6999-4e23-b717-278ba4746045",
    checked: "2026-11-29",
  },
  "r11-f6-tw-ftc-managertoday-qmax": {
    title: "经理人月刊：冰凉被品牌广告“史上最凉”遭公平会处5万元罚锾",
    url: "https://www.managertoday.com.tw/columns/view/69426",
    checked: "2026-11-29",
  },
  "r11-f6-court-bj3-2014-jiaduobao": {
    title:
      "新京报（搜狐转载）：北京三中院判加多宝停止使用“连续7年中国第一凉茶”等广告语并赔偿王老吉300万元（2014-12-03）",
    url: "https://news.sohu.com/20141203/n406620026.shtml",
    checked: "2026-11-29",
  },
  "r11-f6-court-haidian-2021-guazi": {
    title:
      "上海证券报（中国财富网转载）：人人车诉爱奇艺、车好多、金瓜子不正当竞争纠纷一审民事判决，瓜子二手车虚假宣传赔100万元（2021-02）",
    url: "http://auto.cfbond.com/xw/detail/20210223/1000200000015041613984270821754511_1.html",
    checked: "2026-11-29",
  },
  "r11-f6-wuhu-2023-jinghu-cases": {
    title: "芜湖市镜湖区市场监管 虚假宣传典型案例（“史上减肥最快最有效”压片糖果、假冒牌匾等，2023-12）",
    url: "http://m.jinshudabaoji.com/ms/content/2023-12/15/content_9010455.htm",
    checked: "2026-11-29",
  },
  "r11-f6-tw-taipei-2015-1202-019": {
    title:
      "台北市政府104.09.15府诉二字第10409120100号诉愿决定书（诊所医疗广告“涉及强调最高级之叙述性名词”，卫生局罚5万元）",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=1202-019",
    checked: "2026-11-29",
  },
  "r11-f6-tw-taipei-2004-686-035": {
    title: "台北市政府93.05.26府诉字第093152236700号诉愿决定书（齿科诊所违规医疗广告）",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=686-035",
    checked: "2026-11-29",
  },
  "r11-f6-drugguide-0.5g-h20110109": {
    title: "用药指南：国药准字H20110109（苏州中化药品工业有限公司，规格0.5g）用法用量",
    url: "https://mzyp.yilianmeiti.com/guide/39678.html",
    checked: "2026-11-29",
  },
  "r11-f6-otccq-5a-list": {
    title: "2013年新增国家5A级旅游景区一览（武汉东湖景区介绍）",
    url: "https://m.otccq.com/guonei/a6016.html",
    checked: "2026-11-29",
  },
  "r11-f6-appchina-wangzherongyao": {
    title: "应用汇：王者荣耀（S20赛季开启）应用介绍页",
    url: "http://www.appchina.com/app/com.tencent.tmgp.sgame",
    checked: "2026-11-29",
  },
  "r11-f6-chaxiaohao-sichuan-5a": {
    title: "查小号：四川5A级景区推荐（2025-06-28）",
    url: "https://www.chaxiaohao.com/read-1751078879l3594475.html",
    checked: "2026-11-29",
  },
  "r11-f6-miban-5a-overview": {
    title: "中国339家5A级景区，这4个堪称“6A”级",
    url: "http://www.miban.net/wenzhang/f7cfceb0-d7f9-11f0-badf-619a544c9031",
    checked: "2026-11-29",
  },
  "r11-f6-ypshop-vacuum-buying": {
    title: "吸尘器种类与选购注意事项（企业网站文章）",
    url: "https://sxhxysm.ypshop.net/b-70566-.html",
    checked: "2026-11-29",
  },
  "r11-f6-tw-plainlaw-2023-misleading": {
    title: "法律白话文运动 刘时宇：那些生活中经常出现的广告不实（整理公平会新闻稿，2023-08-15）",
    url: "https://plainlaw.me/posts/ｍisleading-advertisements-in-daily-life",
    checked: "2026-11-29",
  },
  "r11-f6-tw-ftc-2019-feile": {
    title: "台湾好新闻：网站售救车备用电源涉广告不实，公平会罚东森得易购等各5万元（2019-03-15）",
    url: "https://www.taiwanhot.net/?p=688841",
    checked: "2026-11-29",
  },
  "r11-f6-ifeng-2025-feiyi-chuanchengren": {
    title: "凤凰网酒业：第六批国家级非物质文化遗产代表性传承人名单中的酒企（2025-03）",
    url: "https://jiu.ifeng.com/c/8hpG6uBUFw9",
    checked: "2026-11-29",
  },
  "r11-f6-wineworld-2007-niulanshan": {
    title: "中国酒业新闻网企业新闻：北京牛栏山二锅头上榜市级“非遗”名录（2007-07-18）",
    url: "http://wineworld.com.cn/html/qiyefengcai/qiyexinwen/20071122/4123.html",
    checked: "2026-11-29",
  },
  "r11-f6-neijiang-2008-wuliangye-feiyi": {
    title: "经济参考报（内江资讯转载）：五粮液酿造技艺入选国家级非物质文化遗产（2008-06-27）",
    url: "http://neijiangzixun.com/gnyw/2008-06/27/content_104662.htm",
    checked: "2026-11-29",
  },
  "r11-f6-yunjiu-2021-feiyi-qingke": {
    title: "云酒头条：第五批国家级非遗代表性项目名录中的酒类酿造技艺（2021）",
    url: "https://yunjiuwang.com/shendu/10677.html",
    checked: "2026-11-29",
  },
  "r11-f6-hkcd-2020-sunscreen-test": {
    title: "香港商报：消委会测试逾八成防晒产品未达标示SPF要求（2020-10-16，转载）",
    url: "http://catechistsonline.com/hkcdweb/content/2020/10/16/content_1222304.html",
    checked: "2026-11-29",
  },
  "r11-f6-mahalstyle-2025-sunscreen": {
    title: "防晒化妆品选购提示（2025-07）",
    url: "https://www.mahalstyle.com/news/2025/07/616722.html",
    checked: "2026-11-29",
  },
  "r11-f6-court-bjip-2020-xilefeng": {
    title:
      "隆天律所 朱悦：虚假宣传案件中“造成相关公众误解”要件之认定（引(2020)京73民终2186号禧乐峰旅游公司等虚假宣传纠纷判决）",
    url: "http://lungtinlaw.com/article/show_article.php?id=2064",
    checked: "2026-11-29",
  },
  "r11-f6-court-spc-guiding-tongdefu": {
    title:
      "北大法宝双语案例汇编：最高法指导性案例 成都同德福合川桃片有限公司诉重庆市合川区同德福桃片有限公司等不正当竞争纠纷案（公众号转载）",
    url: "https://freewechat.com/a/MjM5NTc5NTU4Ng==/2652160913/2",
    checked: "2026-11-29",
  },
  "r11-f6-jiusong-jinbohui": {
    title: "首届中国国际进口博览会介绍",
    url: "https://m.jiusongjiankang.com/health/news/4349675.html",
    checked: "2026-11-29",
  },
  "r11-f6-wtcf-2016-xihu-expo": {
    title: "世界旅游城市联合会：西湖国际博览会介绍（2016-07-26）",
    url: "https://cn.wtcf.org.cn/csfc/csjqhd/2016072657931.html",
    checked: "2026-11-29",
  },
  "r11-f7-samr-2025-private-live-xinhua": {
    title: "新华社 谨防私域直播虚假宣传 市场监管总局公布5起违法典型案例 (2025-12-19)",
    url: "http://code.shayuweb.com/keji/468919.html",
    checked: "2026-11-29",
  },
  "r11-f7-samr-live-ecommerce-cases-qhbk": {
    title: "市场监管总局 事关直播电商,一批典型案例公布 (萱妍堂果冻、杰福文化传媒案)",
    url: "https://qhbk.net/news/ynm45ZlBOD.html",
    checked: "2026-11-29",
  },
  "r11-f7-rizhao-2023-bulletin": {
    title: "日照市市场监管局公布2023年度违法广告典型案例(第一批)(海报新闻)",
    url: "http://rizhao.dzwww.com/rzxw/202312/t20231207_13276615.html",
    checked: "2026-11-29",
  },
  "r11-f7-zhangzhou-2025-tip": {
    title: "漳州市市场监管局 民生领域广告发布合规提示(中国消费者报 2025-07)",
    url: "https://rubypath.chieffocus.com/html/68f27899653.html",
    checked: "2026-11-29",
  },
  "r11-f7-pingtung-2026-ettoday": {
    title: "ETtoday 屏东县卫生局114年度食药粧违规广告开罚267件(2026-01-16)",
    url: "https://www.ettoday.net/news/20260116/3102436.htm",
    checked: "2026-11-29",
  },
  "r11-f7-chiayi-2025-ltn": {
    title: "自由时报 嘉义县卫生局稽查夸大不实广告 今年开罚近1400万(2025)",
    url: "https://health.ltn.com.tw/article/breakingnews/5165651",
    checked: "2026-11-29",
  },
  "r11-f7-zhengzhou-2017-court-lingzhi": {
    title: "郑州晚报 夸大商品功效 网店被判“退一赔三”(中原区法院,甘蓝灵芝胶囊)",
    url: "https://zzwb.zynews.cn/html/2017-03/15/content_823105.htm",
    checked: "2026-11-29",
  },
  "r11-f7-haidian-2012-court-koufuye": {
    title: "99健康网 花20万买口服液 血糖不降反升(海淀法院判决退款赔偿)",
    url: "https://news.99.com.cn/yiyuan/20120229/189555.htm",
    checked: "2026-11-29",
  },
  "r11-f7-kuaishou-live-words-snsmcma": {
    title: "快手直播什么话不能说(直播违禁用语说明)",
    url: "http://snsmcma.cn/article-24090-1.html",
    checked: "2026-11-29",
  },
  "r11-f7-lianyungang-2023-live-tip": {
    title: "连云港经济技术开发区市场监督管理局 “直播带货”消费警示提醒(2023-09-12)",
    url: "http://m.705364.com/lygjjjskfq/scjdgl/content/0d66552b-4193-4576-8ab9-18dbef450e8a.html",
    checked: "2026-11-29",
  },
  "r11-f7-ccn-2024-live-shuodehao": {
    title: "中国消费者报 所见未必所得 直播间消费说得好不如做得好(2024-12-26)",
    url: "http://m.8htfquj5.cn/Content/2024/12-26/1543522900.html",
    checked: "2026-11-29",
  },
  "r11-f7-jingdezhen-2022-live-ceramics": {
    title: "景德镇市市场监管局开展“规范直播”法律宣传活动(2022)",
    url: "http://www.jdztci.com/news/2022/20227251646012555.htm",
    checked: "2026-11-29",
  },
  "r11-f7-douyin-2024-ceramics-governance": {
    title: "抖音电商开展治理虚假宣传陶瓷专项 严厉打击冒充古董瓷器行为(2024-03)",
    url: "https://m.dq27.cn/bbs/archiver/tid-57718.html",
    checked: "2026-11-29",
  },
  "r11-f7-tmall-coins-guide": {
    title: "天猫可以出售纪念币吗?(天猫纪念币类目规范解读)",
    url: "https://mr010.com/online-retailers/tmall/can-tmall-sell-commemorative-coins-are-commemorative-coins-worth-anything.html",
    checked: "2026-11-29",
  },
  "r11-f7-beijing-chaoyang-2024-ejiao-live": {
    title:
      "中国消费者报 直播间涉及多项违法宣传 东阿阿胶电子商务(北京)有限公司被北京市朝阳区市场监管局罚款11万元(2024-01)",
    url: "http://tech.china.com.cn/zby/20240125/401567.shtml",
    checked: "2026-11-29",
  },
  "r11-f7-hefei-2024-sanzhiyang-mooncake": {
    title: "网易新闻 合肥高新区市场监督管理局对三只羊“香港美诚月饼”直播涉嫌误导消费者立案调查(2024-09-17)",
    url: "https://m.163.com/news/article/JCDTP84P05569BKD.html",
    checked: "2026-11-29",
  },
  "r11-f7-meiwan-2023-meirongyi": {
    title: "美腕(上海)网络科技有限公司被上海市长宁区市场监管局罚款30万元(初普美容仪直播宣传)",
    url: "https://www.jiaren8.com/251660/",
    checked: "2026-11-29",
  },
  "r11-f7-beijing-2024-minsheng-3cases": {
    title: "中新网 北京市场监管曝光3起民生领域广告违法案例(男友力酸奶等,2024-12)",
    url: "http://mip.qzpnc.cn/post/uYvl8DpYmrX38G-287.html",
    checked: "2026-11-29",
  },
  "r11-f7-shenzhen-2022-xinguan-yin": {
    title: "深圳市市场监管局立案调查悦神健康“新冠能量饮”公众号宣传(2022-03)",
    url: "http://m.urdon.cn/zhutpd/jlszt/wljbzqhqyzq/202203/t20220323_556287.html",
    checked: "2026-11-29",
  },
  "r11-f7-samr-2019-bairi-chuangdian": {
    title: "“春晚葛优床垫”现身江湖?(市场监管总局“百日行动”16起执法典型案例中的保健床垫宣传)",
    url: "http://www.com92com.com/news/quality/28201.html",
    checked: "2026-11-29",
  },
  "r11-f7-zhonghua-shoucang-adlaw-rules": {
    title: "中华收藏网 新《广告法》规则解读(平台提醒)",
    url: "http://www.hgxgs.com.cn/index.php?article_id=117&ctl=Article_Base",
    checked: "2026-11-29",
  },
  "r11-f7-jiangan-court-2024-live-dha": {
    title: "荆楚网 直播带货不客观“踩一捧一” 江岸法院:构成不正当竞争(2024-09)",
    url: "http://www.diaochadi.com/html/gundong/20240902/1093782.htm",
    checked: "2026-11-29",
  },
  "r11-f7-haidian-2012-court-nuoer-ccn": {
    title: "中国消费者报 海淀法院判决名仕门诊部退还诺尔口服液货款并赔偿(2012-03-21)",
    url: "https://zxb.ccn.com.cn/html/zxb/20120321/41635.html",
    checked: "2026-11-29",
  },
  "r11-f7-haidian-2015-court-training": {
    title: "海淀法院梳理教育培训纠纷案件 提醒谨防培训广告陷阱(2015)",
    url: "http://www.handmsg.com/page/2015/0319/19930202.shtml",
    checked: "2026-11-29",
  },
  "r11-f7-taipei-2025h1-ettoday-health": {
    title: "ETtoday健康云 台北市卫生局公布114年上半年违规广告查缉情形(2025-08-25)",
    url: "https://health.ettoday.net/news/3021482",
    checked: "2026-11-29",
  },
  "r11-f7-xinbei-pet-agriharvest": {
    title: "上下游News&Market 宠物食品宣称疗效也不行(新北市动保处查处网购宠物用品疗效宣传)",
    url: "https://www.agriharvest.tw/?p=36989",
    checked: "2026-11-29",
  },
  "r11-f7-xinbei-2020-pet-tvbs": {
    title: "TVBS 网路贩售宠物食品宣称疗效 新北动保:最高罚百万(2020-12-17)",
    url: "https://news.tvbs.com.tw/amp/life/1434099",
    checked: "2026-11-29",
  },

  "r12-g1-tp-appeal-1061-018": {
    title: "臺北市政府訴願決定書 101.09.05 府訴字第10109127700號(菁華液、化妝水化粧品網站廣告虛偽誇大)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=1061-018",
    checked: "2026-11-29",
  },
  "r12-g1-scda-107-jian-29": {
    title: "臺灣新竹地方法院107年度簡字第29號行政訴訟判決(優青素健康食品電視購物廣告, 宜蘭縣及新北市衛生局查獲)",
    url: "https://www.lawsq.com/book/44804731828",
    checked: "2026-11-29",
  },
  "r12-g1-tp-appeal-833-057": {
    title: "臺北市政府訴願決定書 96.08.23 府訴字第09670202900號(銀杏、骨節營養補充品網路食品廣告)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=833-057",
    checked: "2026-11-29",
  },
  "r12-g1-tp-appeal-1085-020": {
    title: "臺北市政府訴願決定書 102.03.13 府訴二字第10209040300號(超市陳列蜂蜜書籍剪報食品廣告)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=1085-020",
    checked: "2026-11-29",
  },
  "r12-g1-tp-appeal-777-065": {
    title: "臺北市政府訴願決定書 95.05.04 府訴再字第09578380500號(網站食品廣告再審不受理)",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=777-065",
    checked: "2026-11-29",
  },
  "r12-g1-tp-appeal-597-051": {
    title: "臺北市政府訴願決定書 91.08.01 府訴字第0九一0五八九四六0一號(漢方衛生棉事業手冊宣稱療效, 違反藥事法)",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/ContentPrint?id=597-051",
    checked: "2026-11-29",
  },
  "r12-g1-tp-appeal-863-070": {
    title: "臺北市政府訴願決定書 97.04.28 府訴字第09770098900號(「過敏康」品名標示易生誤解)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=863-070",
    checked: "2026-11-29",
  },
  "r12-g1-tp-appeal-1418-010": {
    title: "臺北市政府訴願決定書 109.05.29 府訴三字第1096100964號(6件化粧品網站廣告涉及誇大)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=1418-010",
    checked: "2026-11-29",
  },
  "r12-g1-tp-appeal-1546-025": {
    title: "臺北市政府訴願決定書 112.03.28 府訴三字第1126080315號(9件食品網站廣告涉及誇張、易生誤解)",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/LawDecisionSearchContent?caseNo=1546-025&searchType=%E8%A1%9B%E7%94%9F",
    checked: "2026-11-29",
  },
  "r12-g1-tpba-111-su-799": {
    title: "臺北高等行政法院111年度訴字第799號判決(克剛有限公司 v. 新竹市政府, 8件化粧品廣告)",
    url: "https://judgment.judicial.gov.tw/FJUD/printData.aspx?id=TPBA%2C111%2C%E8%A8%B4%2C799%2C20230608%2C1",
    checked: "2026-11-29",
  },
  "r12-g1-tpba-111-su-1213": {
    title: "臺北高等行政法院111年度訴字第1213號判決(儷都國際 v. 新竹縣政府, 喜樂纖健康食品及食品廣告)",
    url: "https://www.LawsQ.com/book/51176624606",
    checked: "2026-11-29",
  },
  "r12-g1-ntpc-food-ad-pixnet": {
    title: "痞客邦轉載 Yahoo新聞「誇張不實食品廣告 新北市衛生局開鍘罰款」(新北市衛生局違規食品廣告查處統計)",
    url: "https://smithja00.pixnet.net/blog/post/109940690",
    checked: "2026-11-29",
  },
  "r12-g1-tp-appeal-1470-009": {
    title: "臺北市政府訴願決定書 110.07.15 府訴三字第1106102055號(7件化粧品網站廣告涉及誇大)",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/ContentPrint?id=1470-009",
    checked: "2026-11-29",
  },
  "r12-g1-tpaa-109-shang-1148": {
    title: "最高行政法院109年度上字第1148號判決(儷都國際 v. 新竹縣政府, 臺北市政府衛生局等查獲食品廣告)",
    url: "https://www.lawsq.com/book/48353448211",
    checked: "2026-11-29",
  },
  "r12-g2-tpba-99-21-kelia": {
    title: "台北高等行政法院99年度诉更一字第21号判决(可利亚蔬果清净机,公处字第095130号)",
    url: "https://lawplayer.com/judgment/TPBA,99,訴更一,21,20100624,1",
    checked: "2026-11-29",
  },
  "r12-g2-tpba-112-207-guande": {
    title: "台北高等行政法院112年度诉字第207号判决(冠德泰极建案,撤销公处字第111090号)",
    url: "https://know99.com/verdicts/TPBA-112-%E8%A8%B4-207-20250123-1",
    checked: "2026-11-29",
  },
  "r12-g2-pchome-ftc-2021-lytess": {
    title: "公平会新闻资料:网路家庭公司与第五媒体公司销售Lytess束裤广告不实各处5万元(110年7月21日第1553次委员会议)",
    url: "https://news.m.pchome.com.tw/public/ftc/20210721/index-62679680029967123016.html",
    checked: "2026-11-29",
  },
  "r12-g2-ftc-17509-vorwerk": {
    title:
      "公平会新闻稿:空气清净机广告标榜获得认证及引用数据不当遭罚(福维克公司,112年5月17日第1649次委员会议,罚80万元)",
    url: "https://www.ftc.gov.tw/internet/main/doc/docDetail.aspx?uid=126&docid=17509",
    checked: "2026-11-29",
  },
  "r12-g2-tpba-99-1575-mega": {
    title: "台北高等行政法院99年度诉字第1575号判决(MEGA高效能节电器,公处字第099021号)",
    url: "https://www.lawsq.com/book/25863996359",
    checked: "2026-11-29",
  },
  "r12-g2-miaoli-tungshiau-columbarium-ad": {
    title:
      "苗栗县铜锣乡(怀恩堂)公告:福禄寿园区股份有限公司广告错误引用殡葬管理条例第28条,苗栗县政府函请撤除收回(111/05/16)",
    url: "https://mso.tungshiau.gov.tw/02/P02S02-matter.aspx?page=1&id=426",
    checked: "2026-11-29",
  },
  "r12-g2-cna-taoyuan-2016-food-ads": {
    title: "中央社:桃园市卫生局稽查食品违规广告,夸大减重效果业者违规43次(2016-03-31)",
    url: "http://cna.com.tw/news/ahel/201603310363-1.aspx",
    checked: "2026-11-29",
  },
  "r12-g2-ltn-2025-huiju-franchise": {
    title: "自由财经:公平会处汇聚公司招募加盟广告不实及未揭露资讯共80万元(2025-12-24)",
    url: "https://ec.ltn.com.tw/article/breakingnews/5288931",
    checked: "2026-11-29",
  },
  "r12-g2-hansli-superlatives": {
    title: "汉石律师事务所:解析最高级广告用语(第一、冠军)的合法使用(2024-08-28)",
    url: "https://hansli-lawyer.com/2024/08/28/decoding-superlative-advertising-language-how-to-legally-use-words-like-topmost-and-champion/",
    checked: "2026-11-29",
  },
  "r12-g2-yahoo-seller-slimming-notice": {
    title: "Yahoo奇摩卖家提醒:刊登瘦身美容商品或服务广告请注意《公平交易法》规定(2026-01-12)",
    url: "https://tw.news.yahoo.com/%E3%80%90%E8%B3%A3%E5%AE%B6%E6%8F%90%E9%86%92%E3%80%91%E5%88%8A%E7%99%BB%E7%98%A6%E8%BA%AB%E7%BE%8E%E5%AE%B9%E5%95%86%E5%93%81%E6%88%96%E6%9C%8D%E5%8B%99%E5%88%8A%E7%99%BB%E5%BB%A3%E5%91%8A%E8%AB%8B%E6%B3%A8%E6%84%8F%E3%80%8A%E5%85%AC%E5%B9%B3%E4%BA%A4%E6%98%93%E6%B3%95%E3%80%8B%E8%A6%8F%E5%AE%9A-072110594.html",
    checked: "2026-11-29",
  },
  "r12-g2-ftc-mlm-click-ads-warning": {
    title: "公平会多层次传销警讯:呼吁民众勿投入资金加入会员赚取点击广告分红",
    url: "https://www.ftc.gov.tw/internet/main/doc/doc_count.aspx?uidn=1169&docidn=14262&mid=64",
    checked: "2026-11-29",
  },
  "r12-g2-mygonews-2011-gongyuanyuan": {
    title: "MyGoNews:公平会处总谊建设及富旺国际“公园苑”建案广告不实(2011-02-23第1007次委员会议)",
    url: "https://www.mygonews.com/news/detail/news_id/3973",
    checked: "2026-11-29",
  },
  "r12-g2-mygonews-jieyun-yuejing": {
    title: "MyGoNews:公平会处“捷运悦境”建案机房规划为室内空间广告不实",
    url: "https://mygonews.com/news/detail?news_id=103776",
    checked: "2026-11-29",
  },
  "r12-g2-lawplayer-qinshui-mezzanine": {
    title: "行政法院裁判要旨(亲水○代建案夹层不实广告,公平交易法第21条)",
    url: "https://lawplayer.com/valuable-judgment/646b39f6c3e2a9cc78b2ab65",
    checked: "2026-11-29",
  },
  "r12-g2-9lib-ftc-art21-principles": {
    title: "公平交易委员会对于公平交易法第二十一条案件之处理原则(文本)",
    url: "https://9lib.co/document/y4wk231r-%E5%85%AC%E5%B9%B3%E4%BA%A4%E6%98%93%E5%A7%94%E5%93%A1%E6%9C%83%E5%B0%8D%E6%96%BC%E5%85%AC%E5%B9%B3%E4%BA%A4%E6%98%93%E6%B3%95%E7%AC%AC%E2%BC%86%E2%BC%97%E2%BC%80%E6%A2%9D%E6%A1%88%E4%BB%B6%E4%B9%8B%E8%99%95%E7%90%86%E5%8E%9F%E5%89%87.html",
    checked: "2026-11-29",
  },
  "r12-g2-taipei-law-101183-school-ads": {
    title: "台北市法规查询系统 公平交易类:公研释046号(八十一)公参字第09289号函(私立职业学校“出国留学班”招生广告)",
    url: "https://www.laws.taipei.gov.tw/Law/LawInterpretation/LawInterpretationContent?soid=101183&typeName=%E5%85%AC%E5%B9%B3%E4%BA%A4%E6%98%93%E9%A1%9E",
    checked: "2026-11-29",
  },
  "r12-g2-udn-2025-jingjing-homework": {
    title: "联合新闻网:公平会处晶晶艺品商行与林君家庭代工欺罔行为各20万元(2025-08-14)",
    url: "https://udn.com/news/story/124490/8939874",
    checked: "2026-11-29",
  },
  "r12-g2-ketajaman-fta-liability": {
    title: "公平交易法 刑责(遇到厂商广告不实,消费者该怎么办)",
    url: "https://zh.ketajaman.com/post/fair-trading-act-criminal-liability",
    checked: "2026-11-29",
  },
  "r12-g3-tpba-104-jianshang-156": {
    title: "台北高等行政法院104年度简上字第156号判决(桃园市政府 v. 艾森豪诺耶国际盛世有限公司,百恙养生精力汤)",
    url: "https://lawplayer.com/judgment/TPBA,104,簡上,156,20160429,1",
    checked: "2026-11-29",
  },
  "r12-g3-tpba-109-su-763": {
    title: "台北高等行政法院109年度诉字第763号判决(多采创意行销 v. 花莲县政府,喜乐纤)",
    url: "https://www.lawsq.com/book/47840889152",
    checked: "2026-11-29",
  },
  "r12-g3-tpba-100-jian-132": {
    title: "台北高等行政法院100年度简字第132号判决(昇阳国际开发 v. 台北市政府卫生局,欧丽净维发健洗发养发化妆品广告)",
    url: "https://law-next.pages.dev/j/VFBCQSwxMDAs57ChLDEzMiwyMDExMDUxMSwx.html",
    checked: "2026-11-29",
  },
  "r12-g3-case-zhongwei-2024-tiaolidian": {
    title: "人民法院案例库2024-12-3-001-034 中卫市某调理店诉中卫市市场监督管理局、中卫市人民政府罚款案",
    url: "http://www.yestaryl.com/xz/6/175.html",
    checked: "2026-11-29",
  },
  "r12-g3-civil-shanghai-2017-1561-luggage": {
    title: "上海市第一中级人民法院(2017)沪01民终1561号网络购物合同纠纷(拉杆箱密码锁“最优质”用语不构成欺诈)",
    url: "http://shutianlaw.cn/serviceInfo.aspx?ContentID=1792",
    checked: "2026-11-29",
  },
  "r12-g3-civil-guangzhou-2021-14023": {
    title: "广州互联网法院(2021)粤0192民初14023号民事判决书(祛斑霜商品链接名称不构成虚假宣传)",
    url: "http://15324359997.fabang.com/article-1189981.html",
    checked: "2026-11-29",
  },
  "r12-g3-civil-guizhou-baijiu-jipin": {
    title: "法帮网:超市销售白酒外包装印“酒中极品”,法院认定构成欺诈判三倍赔偿",
    url: "http://fabang.com/a/20200822/1124649.html",
    checked: "2026-11-29",
  },
  "r12-g3-civil-yuexiu-2009-soap": {
    title: "新快报:牛奶豆腐香皂标“纯天然”被越秀区法院判欺诈",
    url: "http://m.epe158.com/p/200907/254837.html",
    checked: "2026-11-29",
  },
  "r12-g4-chernger-warranty": {
    title: "晟格 Chernger 保固与维修服务页 (Taiwan equipment maker)",
    url: "https://www.chernger.com/services/warranty-repair",
    checked: "2026-11-29",
  },
  "r12-g4-tau-enroll": {
    title: "台北市老人社区大学 报名须知 (course page)",
    url: "https://tau.tw/define.php?new_sn=18218",
    checked: "2026-11-29",
  },
  "r12-g4-chainmay-clinic": {
    title: "chainmay.com.tw 医院 就医服务 门诊须知 (Taiwan hospital service page, Changhua)",
    url: "https://www.chainmay.com.tw/hospital_info",
    checked: "2026-11-29",
  },
  "r12-g4-binkun-clinic": {
    title: "binkun.com.tw 医院 初诊复诊 挂号缴费须知 (Taiwan hospital service page)",
    url: "https://binkun.com.tw/rd/qa.php",
    checked: "2026-11-29",
  },
  "r12-g4-cas-org": {
    title: "台湾优良农产品发展协会 CAS标章说明页",
    url: "http://www.cas.org.tw/%E6%96%B0%E9%A0%81%E9%9D%A2",
    checked: "2026-11-29",
  },
  "r12-g4-lybxzp-tickets": {
    title: "演出票务页 国家艺术院团展演:中国国家话剧院《肖邦》",
    url: "http://www.lybxzp.com/yanchupiao/4762.html",
    checked: "2026-11-29",
  },
  "r12-g4-wuhanx-tickets": {
    title: "武汉本地票务资讯页 金星舞台剧《日出》武汉琴台大剧院 演出信息",
    url: "http://wap.wuhanx.com/travel/87674.html",
    checked: "2026-11-29",
  },
  "r12-g4-skh-fee": {
    title: "新光吴火狮纪念医院 门诊收费 挂号费及部分负担 (Taiwan hospital page)",
    url: "https://www.skh.org.tw/skh/65989bab15.html",
    checked: "2026-11-29",
  },
  "r12-g4-datong-cc": {
    title: "台北市大同社区大学 入学须知&报名方式 (course page)",
    url: "http://www.datong.org.tw/s-1.asp?schId=12",
    checked: "2026-11-29",
  },
  "r12-g4-nccu-cpbae": {
    title: "政治大学公企中心 课程报名常见问题 (course page)",
    url: "https://cpbae.nccu.edu.tw/cpbae/qa?random=1728455862675",
    checked: "2026-11-29",
  },
  "r12-g4-mnw-chinalife-notice": {
    title: "中国人寿 保险消费风险提示 (闽南网 金融专栏 刊登)",
    url: "http://zz.mnw.cn/jinrong/zgrs/2994333.html",
    checked: "2026-11-29",
  },
  "r12-g4-ahic-tips": {
    title: "ahic.com.cn 保险公司 金融知识宣传 投保注意事项",
    url: "https://www.ahic.com.cn/jrzsxc/56938.jhtml",
    checked: "2026-11-29",
  },
  "r12-g4-weisiten-sg": {
    title: "新航道 游学新加坡饮食须知 (2013-10-25 course page)",
    url: "http://weisiten.com.cn/newchannel/news/20131025094404.html",
    checked: "2026-11-29",
  },
  "r12-g4-fsi-halal": {
    title: "食品工业发展研究所 食品验证 清真验证 服务页",
    url: "http://www.fsi.net.tw/inspect_A.php?id=4432",
    checked: "2026-11-29",
  },
  "r12-g4-gz315-hotelhelp": {
    title: "酒店预订网 帮助中心 酒店网上预订须知 (gz-315.net.cn copy)",
    url: "http://www.gz-315.net.cn/help/50.html",
    checked: "2026-11-29",
  },
  "r12-g4-edusg-prep": {
    title: "新加坡留学网 新加坡政府中小学预备班入学条件 (2014-03-13)",
    url: "http://m.edusg.com.cn/news/20140313_00103068.html",
    checked: "2026-11-29",
  },
  "r12-g4-sd6786798-sg": {
    title: "留学中介页 新加坡私立小学申请 (2016-05-21)",
    url: "http://www.sd6786798.com/news/20160521_00125771.html",
    checked: "2026-11-29",
  },
  "r12-g4-liuxue114-sg": {
    title: "留学114 新加坡中小学介绍 (2014-01-08)",
    url: "https://www.liuxue114.com/singapore/sgtz/1358995303150.html",
    checked: "2026-11-29",
  },
  "r12-g4-lzpat-agency": {
    title: "乐知网 专利代理 专利申请页 最新公告 (2024-02-23)",
    url: "http://www.lzpat.com/zlsq/36764.htm",
    checked: "2026-11-29",
  },
  "r12-g5-taipei-appeal-0870729650": {
    title: "臺北市政府 87.09.17 府訴字第87072965001號訴願決定書（泌尿专科诊所违规医疗广告）",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/ContentPrint?id=439-019",
    checked: "2026-11-29",
  },
  "r12-g5-taipei-appeal-0940521420": {
    title: "臺北市政府 94.01.20 府訴字第09405214200號訴願決定書（中医诊所借采访报导宣传）",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=717-049",
    checked: "2026-11-29",
  },
  "r12-g5-taipei-appeal-09577687900": {
    title: "臺北市政府 95.04.07 府訴字第09577687900號訴願決定書（癌症檢查蛋白質晶片藥物廣告）",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=773-038",
    checked: "2026-11-29",
  },
  "r12-g5-pcda-105-jian-76": {
    title: "臺灣新北地方法院105年度簡字第76號行政訴訟判決（輝瑞藥局外牆看板藥物廣告）",
    url: "https://lawplayer.com/judgment/PCDA,105,簡,76,20160823,1",
    checked: "2026-11-29",
  },
  "r12-g5-taipei-appeal-0932848960": {
    title: "臺北市政府 93.12.24 府訴字第09328489600號訴願決定書（非醫療機構刊登腳底穴道療法廣告）",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=714-026",
    checked: "2026-11-29",
  },
  "r12-g5-taipei-appeal-0870849350": {
    title: "臺北市政府 87.11.04 府訴字第87084935001號訴願決定書（診所藉書坊名義刊登禿髮、性病根治廣告）",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=444-024",
    checked: "2026-11-29",
  },
  "r12-g5-taipei-appeal-09770068600": {
    title: "臺北市政府 97.02.21 府訴字第09770068600號訴願決定書（偏頭痛處方藥未經核准刊登藥物廣告）",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=855-039",
    checked: "2026-11-29",
  },
  "r12-g5-tvbs-taipei-medad-2021": {
    title: "TVBS新聞（中央社）：北市衛生局 醫療院所五倍券優惠廣告違規開罰",
    url: "https://news.tvbs.com.tw/life/1616956?from=politics_extend",
    checked: "2026-11-29",
  },
  "r12-g5-alveice-whitening-injection-2016": {
    title: "中央社轉載：美白針廣告誇大 醫美名醫抗罰敗訴定讞（2016-01-02）",
    url: "https://alveice.blogspot.com/2016/01/blog-post_3.html",
    checked: "2026-11-29",
  },
  "r12-g5-dentco-medad-violation": {
    title: "牙醫小幫手：醫療廣告違規處理流程與罰款解析",
    url: "https://doctor.dentco.tw/marketing/medical-marketing-07",
    checked: "2026-11-29",
  },
  "r12-g5-taipei-appeal-09422454700": {
    title: "臺北市政府 94.09.23 府訴字第09422454700號訴願決定書（協會另類醫學見證網頁；原處分撤銷另為處分）",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=747-043",
    checked: "2026-11-29",
  },
  "r12-g5-giant-tyda-109-jian-90": {
    title: "巨群法律：桃園地方法院109年度簡字第90號（隱形眼鏡未經核准醫療器材廣告）評析",
    url: "https://law.giant-group.com/announcement.php?detail=1208",
    checked: "2026-11-29",
  },
  "r12-g5-setn-taipei-medad-2023": {
    title: "三立新聞：北市衛生局去年懲處47件違規醫療廣告",
    url: "https://www.setn.com/News.aspx?NewsID=1255354",
    checked: "2026-11-29",
  },
  "r12-g5-ltn-talk-beforeafter-2026": {
    title: "自由時報自由廣場：醫美術前術後比較影像禁令十年（劉怡顯）",
    url: "https://talk.ltn.com.tw/article/paper/1746375",
    checked: "2026-11-29",
  },
  "r12-g5-kinmen-beauty-medad": {
    title: "金門縣衛生局：美容業勿涉醫療行為及廣告（新聞）",
    url: "https://www.gokinmentour.com/the-health-bureau-urges-beauty-businesses-to-avoid-engaging-in-medical-procedures-and-advertising-to-prevent-legal-penalties/",
    checked: "2026-11-29",
  },
  "r12-g5-163nvxing-beijing-medad-2010": {
    title: "北京市卫生局警告处罚25家发布违法广告的医疗机构（转载）",
    url: "https://www.163nvxing.com/a/62259.html",
    checked: "2026-11-29",
  },
  "r12-g5-163-hearingaid-2024": {
    title: "新京报：助听器线上销售乱象调查（网易转载）",
    url: "http://c.m.163.com/news/a/JH915F8H0512D3VJ.html",
    checked: "2026-11-29",
  },
  "r12-g5-wikisource-const-112-17": {
    title: "维基文库：宪法法庭112年宪判字第17号判决黄昭元大法官协同意见书",
    url: "https://zh.wikisource.org/zh-hans/%E6%86%B2%E6%B3%95%E6%B3%95%E5%BA%AD112%E5%B9%B4%E6%86%B2%E5%88%A4%E5%AD%97%E7%AC%AC17%E8%99%9F%E5%88%A4%E6%B1%BA/%E9%BB%83%E5%A4%A7%E6%B3%95%E5%AE%98%E6%98%AD%E5%85%83%E6%8F%90%E5%87%BA%E4%B9%8B%E5%8D%94%E5%90%8C%E6%84%8F%E8%A6%8B%E6%9B%B8",
    checked: "2026-11-29",
  },
  "r12-g5-pengjiang-medbeauty-2024": {
    title: "江门市蓬江区医疗美容广告领域典型案例（2024-04-28）",
    url: "http://staceymcintosh.com/ztzl/zdlyxxgkzl/spaqxxgk/wfgg/content/post_3082088.html",
    checked: "2026-11-29",
  },
  "r12-g5-aideamed-dental-ad": {
    title: "AideaMed：牙醫診所廣告的紅線與灰色地帶",
    url: "https://www.aideamed.com/blog/dental-advertising-regulations",
    checked: "2026-11-29",
  },
  "r12-g6-cqn-chengdu-yingting-2022": {
    title:
      "中国质量新闻网 2022-02-18: 成都市温江区市场监管局 penalty decision against 成都市盈庭置业有限公司 (鉴湖栖郡), misleading 市政条件 in brochure",
    url: "https://www.cqn.com.cn/fangchan/content/2022-02/18/content_8786351.htm",
    checked: "2026-11-29",
  },
  "r12-g6-bjjixiec-haidian-boyu-sms": {
    title: "中国消费者报: Beijing Haidian 市场监管局 case against 北京博誉高晟教育科技有限公司, false SMS training ads",
    url: "http://www.bjjixiec.com/html/78f099856.html",
    checked: "2026-11-29",
  },
  "r12-g6-ican168-skypro-ftc": {
    title: "Blog summary of Taiwan FTC decision (第1122次委員會議): 森森百貨/凱亞 「Skypro仿手技體雕機」 TV ad",
    url: "http://ican168blog.pixnet.net/blog/post/28552471-%E3%80%8Cskypro%E4%BB%BF%E6%89%8B%E6%8A%80%E9%AB%94%E9%9B%95%E6%A9%9F%E3%80%8D%E5%95%86%E5%93%81%E5%BB%A3%E5%91%8A%E4%B8%8D%E5%AF%A6%E5%85%AC%E5%B9%B3%E6%9C%83%E5%85%B1",
    checked: "2026-11-29",
  },
  "r12-g6-techbang-shanghe-water-ftc": {
    title: "Taiwan FTC decision (8-23 meeting): 上禾淨水有限公司 lottery promotion of water purifiers, fined 10萬",
    url: "https://techbang.com/posts/53429-water-filters-in-the-lottery-being-lied-to-pay-27000-yuan-to-buy-a-filter-wo-sales-water-filters-water-purification-company-w-ng-means-violation-of-the-fair-trade-law-fined-100000-yuan",
    checked: "2026-11-29",
  },
  "r12-g6-warch-coins-collecting": {
    title: "Article: 收藏紀念币 真的穩賺不賠?",
    url: "http://warch.cn/shownews.asp?id=1488",
    checked: "2026-11-29",
  },
  "r12-g6-zzwlawyer-coin-investment": {
    title: "Article: 投资纪念币 risks",
    url: "http://www.zzwlawyer.com/33987.html",
    checked: "2026-11-29",
  },
  "r12-g6-qwdsh-pboc-coin-tips-2020": {
    title: "People's Bank tips 2020-09-09: 提高风险防范意识,警惕钱币收藏陷阱",
    url: "http://yb.qwdsh.cn/article/2537.html",
    checked: "2026-11-29",
  },
  "r12-g6-suyane-coin-guide": {
    title: "Article: 纪念币 circulation, resale and collecting value",
    url: "https://suyane.com/licai/3775.html",
    checked: "2026-11-29",
  },
  "r12-g6-sina-1999-macau-medals": {
    title: "检察日报 1999-12-18 via Sina: Macau-handover medals sold as commemorative coins",
    url: "http://news.sina.com.cn./comment/1999-12-18/43440.html",
    checked: "2026-11-29",
  },
  "r12-g6-wnsta-fengshui-law": {
    title: "Article: 风水占卜等内容违法吗",
    url: "https://www.wnsta.com/view/207631",
    checked: "2026-11-29",
  },
  "r12-g6-fang-changxing-edu-property-2016": {
    title: "房天下 2016-02-24: 房地产广告发布规定 bans 教育地产/送户口 promises",
    url: "https://changxing.news.fang.com/2016-02-24/19773159.htm",
    checked: "2026-11-29",
  },
  "r12-g6-trklw-school-district-notice": {
    title: "Notice on regulating 学区房 marketing (developers, agents, online media)",
    url: "http://trklw.com/Idiomusage/v0jgm5aocd.html",
    checked: "2026-11-29",
  },
  "r12-g6-ttnews-bengbu-school-district": {
    title: "蚌山区教育体育局: 关于规范楼盘销售中学区宣传的通知",
    url: "https://ttnews.xyz/a/5cd8f95fdc9b5e75aacb7a3b?lang=zh-hans",
    checked: "2026-11-29",
  },
  "r12-g6-tw-ftc-faq-art21": {
    title: "Taiwan Fair Trade Commission FAQ on 公平交易法第21條",
    url: "https://www.ftc.gov.tw/internet/enterprise/doc/docDetail.aspx?uid=1211&docid=14023",
    checked: "2026-11-29",
  },
  "r12-g6-chinadaily-hebi-edu-ads-2025": {
    title: "中国日报网 2025-06-09: 鹤壁经济技术开发区 inspection of off-campus training ads",
    url: "http://cn.chinadaily.com.cn/a/202506/09/WS684646daa3102053770370dd.html",
    checked: "2026-11-29",
  },
  "r12-g6-tailinu-rong360-fine": {
    title: "Report: 融360 (北京融世纪信息技术有限公司) fined 70万 by 北京市工商局海淀分局 for guaranteed-return ads",
    url: "http://www.tailinu.com/repstation/5173.html",
    checked: "2026-11-29",
  },
  "r12-g6-tw-tpba-103-su-1916": {
    title: "臺北高等行政法院 103年度訴字第1916號 (大宇國際證券投資顧問 v. 金管會)",
    url: "https://lawplayer.com/judgment/TPBA,103,訴,1916,20150903,1",
    checked: "2026-11-29",
  },
  "r12-g6-comemg-fsc-fake-investment-ads": {
    title: "News (Taiwan): 金管會 to meet Facebook and Google over fake digital investment ads",
    url: "https://comemg.com/a/yue-jian-lian-shu-gu-ge-jin-guan-hui-kua-bu-hui-fang-du-shu-wei-tou-zi-jia-yan-gao.html",
    checked: "2026-11-29",
  },
  "r12-g6-udn-cpc-cram-school-2025": {
    title: "聯合報 2025-10-14: 消保處 inspection of 18 cram schools' service contracts",
    url: "https://udn.com/news/story/6885/9069018",
    checked: "2026-11-29",
  },
  "r12-g6-huainanzx-shanghai-edu-cases-2022": {
    title: "Shanghai 市场监管局 2022 first batch of false/illegal ad cases (慧弘教育, 昂立教育), reprint",
    url: "http://www1.huainanzx.com/grrz/2674.html",
    checked: "2026-11-29",
  },
  "r12-g7-tw-pcda-105-jian-76": {
    title: "台湾新北地方法院105年度简字第76号行政诉讼判决（药事法，看板广告）",
    url: "https://lawplayer.com/judgment/PCDA,105,簡,76,20160823,1",
    checked: "2026-11-29",
  },
  "r12-g7-hk-metro-2024-ccc": {
    title: "新城财经 2024-05-16 消委会实测驱蚊剂及窗口冷气机",
    url: "https://www.metroradio.com.hk/MetroFinance/News/NewsLive.aspx?NewsId=20240516135453&page=0",
    checked: "2026-11-29",
  },
  "r12-g7-hk-parentingheadline-ccc": {
    title: "亲子头条 消委会标签页（驱蚊剂、樽装水测试摘要）",
    url: "https://parentingheadline.com/tag/消委會",
    checked: "2026-11-29",
  },
  "r12-g7-hk-ccc-546-towels": {
    title: "香港消费者委员会《选择》546期 浴巾测试 持分者意见及回应",
    url: "https://www.consumer.org.hk/sc/article/546-bath-towels/546-bath-towels-stakeholder-responses",
    checked: "2026-11-29",
  },
  "r12-g7-hk-mingpao-2020-clipcard": {
    title: "明报 2020-07-16 除菌挂卡称杀菌99.9% 实测八成半（消委会转交海关）",
    url: "https://news.mingpao.com/pns/%e6%b8%af%e8%81%9e/article/20200716/s00002/1594838412908/",
    checked: "2026-11-29",
  },
  "r12-g7-hk-rthk-towels": {
    title: "RTHK快报 声称可抗菌浴巾 两款洗濯后抗菌力降（消委会测试40款浴巾）",
    url: "https://lzd85.com/%E8%81%B2%E7%A8%B1%E5%8F%AF%E6%8A%97%E8%8F%8C%E6%B5%B4%E5%B7%BE%E3%80%80%E5%85%A9%E6%AC%BE%E6%B4%97%E6%BF%AF%E5%BE%8C%E6%8A%97%E8%8F%8C%E5%8A%9B%E9%99%8D%E4%B8%80%E6%AC%BE%E6%9C%AA%E8%83%BD%E6%8A%91/",
    checked: "2026-11-29",
  },
  "r12-g7-sz-ccc-2024-laundry": {
    title: "深圳新闻网 2024-06-20 深圳市消委会洗衣凝珠比较试验及“除菌、杀菌、抑菌、抗菌”问卷",
    url: "http://kanghetangcha.com/news/content/2024-06/20/content_31029942.htm",
    checked: "2026-11-29",
  },
  "r12-g7-cca-15-illegal-ads": {
    title: "中国消费者协会 列出15种违法广告（期刊摘要）",
    url: "https://jxxfw.com/periodical/1721b0adb117a7fdfc4c8937e8bb9a04.html",
    checked: "2026-11-29",
  },
  "r12-g7-tw-tpba-111-su-799": {
    title: "台北高等行政法院111年度诉字第799号判决（化妆品卫生安全管理法，克刚有限公司 v 新竹市政府）",
    url: "https://judgment.judicial.gov.tw/FJUD/printData.aspx?id=TPBA%2C111%2C%E8%A8%B4%2C799%2C20230608%2C1",
    checked: "2026-11-29",
  },
  "r12-g7-tw-tcba-113-jian-36": {
    title: "台中高等行政法院地方行政诉讼庭113年度简字第36号判决（有机农业促进法，素德商行 v 台中市政府）",
    url: "https://www.lawsq.com/book/53805591716",
    checked: "2026-11-29",
  },
  "r12-g7-tw-ltn-2025-hsinchu-tip": {
    title: "自由健康网 2025-10-10 食品不可宣称疗效 购买前要停看听（新竹市卫生局）",
    url: "https://health.ltn.com.tw/article/breakingnews/5206747",
    checked: "2026-11-29",
  },
  "r12-g7-tw-secjie-2025-tainan": {
    title: "2025-05-21 食品非仙丹无法治疗及预防疾病 广告夸大宣称要当心（台南市卫生局）",
    url: "https://www.secjie.com.tw/newsview_8129.html",
    checked: "2026-11-29",
  },
  "r12-g7-sg-fastread-lianhua": {
    title: "连花清瘟新加坡上热搜 “吹追捧”或罚款2万、坐牢1年（新加坡卫生科学局声明）",
    url: "https://fastread.xyz/posts/200638",
    checked: "2026-11-29",
  },
  "r12-g7-my-orientaldaily-2021-vaccine": {
    title: "马来西亚东方日报 2021-01-18 卫生部促勿网购声称可预防新冠疫苗",
    url: "https://www.orientaldaily.com.my/news/nation/2021/01/18/387560",
    checked: "2026-11-29",
  },
  "r12-g7-my-chinapress-2024-melaka": {
    title: "中国报 2024-03-25 甲卫生局取缔行动 起获108违规药品化妆品",
    url: "https://mk.chinapress.com.my/20240325/%e7%94%b2%e5%8d%ab%e7%94%9f%e5%b1%80%e5%8f%96%e7%bc%94%e8%a1%8c%e5%8a%a8-%e8%b5%b7%e8%8e%b7108%e8%bf%9d%e8%a7%84%e8%8d%af%e5%93%81%e5%8c%96%e5%a6%86%e5%93%81",
    checked: "2026-11-29",
  },
  "r12-g7-mo-bastille-2024-honeyq": {
    title: "巴士的报 2024-04-17 澳门药物监督管理局呼吁勿使用一款掺杂西药成分的产品",
    url: "https://www.bastillepost.com/hongkong/article/7292677-%25E3%2580%258C%25E6%25B5%25AA%25E5%258D%25A1%25E3%2580%258D%25E5%25B0%258D%25E6%259C%25AC%25E6%25BE%25B3%25E5%25A8%2581%25E8%2584%2585%25E9%2580%2590%25E6%25AD%25A5%25E6%25B8%259B%25E5%25B0%258F-%25E4%25BB%258D%25E9%2596%2593%25E4%25B8%25AD%25E6%259C%2589%25E9%259B%25A8",
    checked: "2026-11-29",
  },
  "r12-g7-mo-decree-30-95-m": {
    title: "澳门第30/95/M号法令（药品广告制度）维基文库",
    url: "https://zh.m.wikisource.org/zh-hans/%E7%AC%AC30/95/M%E8%99%9F%E6%B3%95%E4%BB%A4",
    checked: "2026-11-29",
  },
  "r12-g7-mo-sengpou-2023": {
    title: "澳门《星报》2023-03-24 医疗广告须立法规管免误导市民",
    url: "http://www.sengpou.com/?news_id=11279",
    checked: "2026-11-29",
  },
  "r12-g7-hk-customs-2014-repeller": {
    title: "香港海关 2014-11-12 网店售卖附有虚假商品说明的驱虫器及枕头被判罪成",
    url: "https://www.customs.gov.hk/sc/customs-announcement/press-release/index_id_2345.html",
    checked: "2026-11-29",
  },
  "r12-g7-hk-customs-2009-ointment": {
    title: "香港海关 2009-11-13 检获怀疑违反《商品说明条例》皮肤软膏",
    url: "https://customs.gov.hk/tc/customs-announcement/press-release/index_id_2818.html",
    checked: "2026-11-29",
  },
  "r12-g7-hk-hkej-dh-slimming": {
    title: "信报即时新闻 卫生署吁市民勿购或服用两款减肥产品",
    url: "https://www2.hkej.com/instantnews/current/article/2861504/%E8%A1%9E%E7%94%9F%E7%BD%B2%E7%B1%B2%E5%B8%82%E6%B0%91%E5%8B%BF%E8%B3%BC%E6%88%96%E6%9C%8D%E7%94%A8%E5%85%A9%E6%AC%BE%E6%B8%9B%E8%82%A5%E7%94%A2%E5%93%81",
    checked: "2026-11-29",
  },
  "r12-g7-hk-tsoww-water": {
    title: "「活化水」处理器涉虚假推销（消委会谴责，交海关及卫生署跟进）",
    url: "https://www.old.tsoww.com/zh-cn/2015-05-17-12-54-49.html?start=152",
    checked: "2026-11-29",
  },
  "r12-g7-hk-mingpao-2016-origin": {
    title: "明报即时新闻 2016-02-09 真国货还是伪进口要认清",
    url: "https://news.mingpao.com/ins/%E6%B8%AF%E8%81%9E/article/20160209/s00001/1454838418124/%E3%80%90%E7%8C%B4%E5%B9%B4%E5%88%B0%E3%80%91prc-%E3%83%81%E3%83%A5%E3%82%A6%E3%82%B3%E3%82%99%E3%82%AF%E8%A3%BD-%E7%9C%9F%E5%9C%8B%E8%B2%A8%E9%82%84%E6%98%AF%E5%81%BD%E9%80%B2%E5%8F%A3%E8%A6%81%E8%AA%8D%E6%B8%85",
    checked: "2026-11-29",
  },
  "r12-g7-hk-xinhua-2012-beauty": {
    title: "新华网 香港消委会提醒注射、激光等美容服务风险（转载）",
    url: "https://chinapp.com/scnews/20215",
    checked: "2026-11-29",
  },
  "r12-g7-tw-lawdata-slimming": {
    title: "月旦法学知识库 瘦身减重违规食品广告 中文摘要",
    url: "https://lawdata.com.tw/tw/detail.aspx?no=330158",
    checked: "2026-11-29",
  },
  "r12-g7-tw-cna-2016-medad-rule": {
    title: "中央社 2016-09-30 卫福部医疗广告新规禁用“国内首例”等用语（博客转载）",
    url: "http://ft1h6ts90.pixnet.net/blog/post/273805798-%E9%9D%9C%E9%9B%BB%E9%99%A4%E6%B2%B9%E7%85%99%E6%A9%9F%E5%83%B9%E6%A0%BC-%E6%80%A5%21%21%E6%88%91%E8%A6%81%E5%AE%89%E8%A3%9D%E9%9D%9C%E9%9B%BB%E6%A9%9F~~%E8%AB%8B%E6%8E%A8/",
    checked: "2026-11-29",
  },
  "r12-g7-tw-wikisource-112-17": {
    title: "宪法法庭112年宪判字第17号判决 黄昭元大法官协同意见书（维基文库）",
    url: "https://zh.m.wikisource.org/zh-hans/%E6%86%B2%E6%B3%95%E6%B3%95%E5%BA%AD112%E5%B9%B4%E6%86%B2%E5%88%A4%E5%AD%97%E7%AC%AC17%E8%99%9F%E5%88%A4%E6%B1%BA/%E9%BB%83%E5%A4%A7%E6%B3%95%E5%AE%98%E6%98%AD%E5%85%83%E6%8F%90%E5%87%BA%E4%B9%8B%E5%8D%94%E5%90%8C%E6%84%8F%E8%A6%8B%E6%9B%B8",
    checked: "2026-11-29",
  },
  "r12-g7-samr-cca-2025-elderly-tip": {
    title: "市场监管总局、中国消费者协会 2025-04-30 防范“保健品”诈骗老年人消费提示（转载）",
    url: "https://www.2mdqqw1.xyz/ltx/info/1386/22547.htm",
    checked: "2026-11-29",
  },
  "r12-g7-zj-zhenjiang-cac-tip": {
    title: "江苏省镇江市消费者协会 保健食品“四防”消费提示",
    url: "http://douknow.cn/news/2689513.html",
    checked: "2026-11-29",
  },
  "r12-g7-ln-shenyang-cac-2018": {
    title: "2018-06-11 老年人购买保健品要多个心眼儿（沈阳市消费者协会）",
    url: "http://new.gshei.com/gnxw/42461.html",
    checked: "2026-11-29",
  },
  "r12-g7-baojian-fda-tip": {
    title: "小心被保健品的广告给骗了（药监局提醒）",
    url: "http://baojian.syjmyy.com/news/38809_1.htm",
    checked: "2026-11-29",
  },
  "r12-g7-youth-2026-fishoil": {
    title: "中国青年网 2026-01-29 多款爆款鱼油实为植物油 直播电商新规",
    url: "http://v.youth.cn/qfx_youth/202601/t20260129_16488076.htm",
    checked: "2026-11-29",
  },

  "r13-g1-ntpc-2022-megasmarter": {
    title: "新北市卫生局公布111年违规广告（叶黄素夸称可再生视神经 累罚5百万）",
    url: "https://cdns.megasmarter.com/articles/599678",
    checked: "2026-11-29",
  },
  "r13-g1-ntpc-104-cosm-pchome": {
    title: "转载健康医疗网：新北市卫生局104年违规化粧品广告 抗痕除皱最多",
    url: "http://mypaper.pchome.com.tw/zjpb1pv57f/post/1371651344",
    checked: "2026-11-29",
  },
  "r13-g1-shopugo-supplement-timing": {
    title: "shop-ugo 部落格：保健食品建议食用时间",
    url: "https://www.shop-ugo.tw/blog/posts/how-to-take-health-supplements",
    checked: "2026-11-29",
  },
  "r13-g1-jiayue-choose-supplements": {
    title: "佳悦生技部落格：保健品怎么挑",
    url: "https://www.jiayue.bio/blogs/health/choose_supplements",
    checked: "2026-11-29",
  },
  "r13-g1-gcm-fucoidan-blog": {
    title: "gcm.org.tw 营养师文章（褐藻糖胶）",
    url: "https://gcm.org.tw/blog/sjlyz",
    checked: "2026-11-29",
  },
  "r13-g1-mamibuy-juice-tip": {
    title: "妈咪拜：食药署教你选果蔬汁",
    url: "https://mamibuy.com.tw/talk/article/172166",
    checked: "2026-11-29",
  },
  "r13-g1-vocus-supplement-notes": {
    title: "vocus 方格子：常用保健品需求整理",
    url: "https://vocus.cc/article/6948f00efd897800010b069c",
    checked: "2026-11-29",
  },
  "r13-g1-firdi-coq10-list": {
    title: "食品工业发展研究所法规科学服务平台：可供食品使用原料汇整一览表（辅酵素Q10）",
    url: "https://mms.firdi.org.tw/fl/fmlist?q=Coenzyme+Q10",
    checked: "2026-11-29",
  },
  "r13-g1-olife-olive-oil-guide": {
    title: "Olife 营养师专栏：橄榄油怎么挑？特级初榨橄榄油的选购与保存",
    url: "https://www.olifefood.com/blogs/%E7%87%9F%E9%A4%8A%E5%B8%AB%E5%B0%88%E6%AC%84/201314",
    checked: "2026-11-29",
  },
  "r13-g1-wko-olive-oil-choose": {
    title: "WKO 部落格：如何挑选橄榄油",
    url: "https://www.wko.com.tw/blog/posts/how-to-choose-olive-oil",
    checked: "2026-11-29",
  },
  "r13-g1-peppergreen-pure-olive-oil": {
    title: "Pepper Green Estate 部落格：纯橄榄油与特级初榨橄榄油",
    url: "https://peppergreenestate.com.tw/blog/pure-olive-oil",
    checked: "2026-11-29",
  },
  "r13-g1-aicu-olive-oil-guide": {
    title: "aicu 部落格：如何挑选与保存橄榄油",
    url: "https://www.aicu.com.tw/blog/2026/1/30",
    checked: "2026-11-29",
  },
  "r13-g1-fda-112-top10-ctzntalk": {
    title: "公民频道转载：食药署公布112年10大违规广告产品名单（A.H.A关捷挺固立等）",
    url: "https://ctzntalk.com/public/news/show/16487",
    checked: "2026-11-29",
  },
  "r13-g1-fda-102-monitor-yes99": {
    title: "转载：食药署公布102年度药物、化粧品、食品违规广告监控分析（船井burner超纤锭等）",
    url: "https://foods.yes99.com.tw/?p=223231",
    checked: "2026-11-29",
  },
  "r13-g1-fda-toothpaste-udn-2025": {
    title: "联合报：消基会揭市售儿童牙膏漱口水未揭露香料成分 食药署说明（2025-09-05）",
    url: "https://udn.com/news/story/7266/8986423",
    checked: "2026-11-29",
  },
  "r13-g1-gooddaymall-health-food-page": {
    title: "gooddaymall 商城页：什么是「健康食品」？",
    url: "https://www.gooddaymall.net/pages/%E4%BB%80%E9%BA%BC%E6%98%AF%E3%80%8C%E4%BF%9D%E5%81%A5%E9%A3%9F%E5%93%81%E3%80%8D%E4%BE%86%E5%91%8A%E8%A8%B4%E6%82%A8",
    checked: "2026-11-29",
  },
  "r13-g2-szjl-bank-licai-naming": {
    title: "报道：银行非保本理财产品以“稳得利”“安心得利”命名，说明书条款与宣传彩页",
    url: "http://www.szjl168.com/Item/7468.aspx",
    checked: "2026-11-29",
  },
  "r13-g2-ctbc-fundknow": {
    title: "中国信托投信 官网“解析共同基金里的6W”基金知识页",
    url: "http://www.ctbcinvestments.com/Product/FundKnow",
    checked: "2026-11-29",
  },
  "r13-g2-tsit-encyclopedia": {
    title: "台新投信 官网“基金小百科”",
    url: "https://www.tsit.com.tw/Encyclopedia",
    checked: "2026-11-29",
  },
  "r13-g2-banq-longhua": {
    title: "半求·房地内参：龙华新区政府大楼落户观园、天悦湾以东（2012）",
    url: "http://banq.cn/html/13066.htm",
    checked: "2026-11-29",
  },
  "r13-g2-jinan-shangpinyanyuan-court": {
    title: "济南历下区法院：尚品燕园学区房买卖合同纠纷案（合同条款与开发商《通知》）",
    url: "http://yslawyer.com/a/pinganjiangfa/3342.html",
    checked: "2026-11-29",
  },
  "r13-g2-anhui-csrc-fangfei-koujue": {
    title: "安徽证监局 防非宣传口诀之“加减乘除”",
    url: "http://deuxlux.com.cn/events/31",
    checked: "2026-11-29",
  },
  "r13-g2-wanyiwang-xiaobao-shencha": {
    title: "消费者权益保护审查要点解析：宣传活动类的合规红线（险企折页“本月最后100份”被认定虚假宣传案例）",
    url: "https://www.wanyiwang.com/index.php/view/134402.html",
    checked: "2026-11-29",
  },
  "r13-g2-hk-eaa-price-circular": {
    title: "香港地产代理监管局 执业通告：楼盘广告中的价格",
    url: "https://eaa.org.hk/zh-cn/Compliance/Practice-circulars/Prices-in-Property-Advertisements",
    checked: "2026-11-29",
  },
  "r13-g3-henan-2021-yuxingshen316-cu": {
    title:
      "河南省高级人民法院(2021)豫行申316号行政裁定书(洛阳九九龄醋业保健品有限公司诉洛阳市市场监督管理局罚款案,网页宣传位居四大名醋之榜首及毛主席形象)",
    url: "http://szggjc.cn/show.asp?id=532",
    checked: "2026-11-29",
  },
  "r13-g3-nanyang-court-dongfangshuye": {
    title:
      "南阳市中级人民法院网:农夫山泉“东方树叶”广告语“上品饮茶,极品饮花”被诉虚假宣传,二审认定并非绝对化用语、驳回上诉",
    url: "https://nyzy.hncourt.gov.cn/public/detail.php?id=10648",
    checked: "2026-11-29",
  },
  "r13-g3-chaoyang-court-2018-guilinggao": {
    title: "北京晨报:称龟苓膏包装宣传防雾霾告超市欺诈被驳(朝阳法院认定系广告创意,不构成欺诈)",
    url: "http://025jsxw.com/a/view/opinion/2018/0813/9910.html",
    checked: "2026-11-29",
  },
  "r13-g3-shanghai-gongshang-xiangyibencao": {
    title: "沪工商部门:相宜本草化妆品虚假宣传遭曝光(没收违法所得17.96万元)",
    url: "http://www.shaduren.com/knowledge/detailed-240934.html",
    checked: "2026-11-29",
  },
  "r13-g3-wenzhou-lucheng-2016-yuejiang": {
    title: "法制网案件判例:温州“悦江锦园”楼书及品鉴会虚假广告被罚86.6万余元,鹿城区法院驳回房开公司诉讼请求",
    url: "http://www.ohiosounds.com/CwX3/264.html",
    checked: "2026-11-29",
  },
  "r13-g3-court-loupan-lizhang500": {
    title: "律所案例:楼盘“首开后立涨500元/平米”宣传被市场监管局认定虚假宣传,业主诉地产公司赔偿案",
    url: "http://jscmls.com/ShowArticle.shtml?ID=202351811145420767.htm",
    checked: "2026-11-29",
  },
  "r13-g3-qixia-court-2009-gaogou": {
    title: "南京晨报:宣传“太张扬”名酒成被告(栖霞区法院认定外包装评酒会名次宣传客观真实,不构成欺诈)",
    url: "https://wap.tech-food.com/news/detail/n0269089.htm",
    checked: "2026-11-29",
  },
  "r13-g3-nanchang-rail-2020-ganxingzhong292": {
    title: "南昌铁路运输中级法院(2020)赣71行终292号行政判决书(南昌某酒店诉某市市场监督管理局,官网使用绝对化用语)",
    url: "http://blog.sina.com.cn/s/blog_16138fef60102zvwk.html",
    checked: "2026-11-29",
  },
  "r13-g3-chongqing5-2009-gree": {
    title: "制冷网:格力空调败诉 重庆第五中级人民法院判定其广告构成虚假宣传(2009)",
    url: "http://m.flixzine.com/tech/zs/2009/0902/6191.html",
    checked: "2026-11-29",
  },
  "r13-g3-putuo-2019-chewang-guazi": {
    title:
      "车王(中国)二手车经营有限公司诉车好多旧机动车经纪(北京)有限公司不正当竞争纠纷案(上海市普陀区人民法院2019年一审,对比广告构成虚假宣传)",
    url: "http://www.gtkf.cn/dianxing/2638.html",
    checked: "2026-11-29",
  },
  "r13-g4-clinic-tianjin-implant-care": {
    title: "天津口腔种植 术后注意事项(口腔机构网页)",
    url: "http://shop.365ttzx.net/9525/news309049.html",
    checked: "2026-11-29",
  },
  "r13-g4-duduzhe-implant-notes": {
    title: "种植牙注意事项(健康科普页)",
    url: "https://www.duduzhe.cn/fe383ADsIAgVUAVICBg.html",
    checked: "2026-11-29",
  },
  "r13-g4-fh21-myopia-surgery-req": {
    title: "飞华健康网 近视手术的要求(问答)",
    url: "https://m.fh21.com.cn/iask/view/101186403.html",
    checked: "2026-11-29",
  },
  "r13-g4-mfk-myopia-scph": {
    title: "四川省人民医院眼科医师 近视眼激光手术要求(问答)",
    url: "https://mip.mfk.com/ask/11229667.shtml",
    checked: "2026-11-29",
  },
  "r13-g4-tw-leetsai-2024-xiayu-course": {
    title:
      "理律法律事务所评析:台北高等行政法院112年9月28日判决撤销公平会公处字第111073号处分(夏宇国际 免费皮件护理技术课程广告)",
    url: "https://www.leetsai.com/%e3%80%8c%e6%b1%82%e8%81%8c%e9%99%b7%e9%98%b1%e3%80%8d%e4%b8%8d%e6%9e%84%e6%88%90%e4%b8%8d%e5%ae%9e%e5%b9%bf%e5%91%8a%ef%bc%9f%ef%bc%81%e5%8f%b0%e6%b9%be%e8%a1%8c%e6%94%bf%e6%b3%95%e9%99%a2%e8%bf%91%e6%9c%9f%e6%a1%88%e4%bb%b6%e4%b9%8b%e8%a7%82%e5%af%9f?lang=zh-CN",
    checked: "2026-11-29",
  },
  "r13-g4-course-shenzhen-xiaomawang-scratch": {
    title: "培训帮:深圳小码王 Scratch学科编程课程介绍(课程页)",
    url: "http://www.peixunbb.com/s/9019/c/112795.html",
    checked: "2026-11-29",
  },
  "r13-g4-course-edukxw-scratch": {
    title: "少儿编程课程介绍(培训机构课程页)",
    url: "http://www.edukxw.com/7991/n_373679.html",
    checked: "2026-11-29",
  },
  "r13-g4-news-chengdu-qingmai-training": {
    title: "成都商报(论坛转载):成都青麦公司培训宣传用语违反广告法 锦江区市场和质量监督管理局立案调查",
    url: "https://icbw.com.cn/forum.php?mod=viewthread&ordertype=2&tid=52517",
    checked: "2026-11-29",
  },
  "r13-g4-clinic-jawsjd-qiumeizhe-notice": {
    title: "给“求美者”的温馨提示(医疗机构网站告知,2024-12-18)",
    url: "http://jawsjd.com/view.php?id=1446&tid=37",
    checked: "2026-11-29",
  },
  "r13-g4-wuhan-wjw-medbeauty-warning": {
    title: "武汉市卫生计生委首次发布医疗美容消费预警",
    url: "http://www.wuhanmeirong.com/mei/26.html",
    checked: "2026-11-29",
  },
  "r13-g4-pingguolv-jszyy-eyelid-recovery": {
    title: "江苏省中医院整形外科医师 双眼皮术后恢复(问答)",
    url: "https://m.pingguolv.com/article/IFkrZJFkJdfN.html",
    checked: "2026-11-29",
  },
  "r13-g4-pingguolv-jszyy-eyelid-sleep": {
    title: "江苏省中医院整形外科医师 双眼皮术后能否闭眼睡觉(问答)",
    url: "https://mip.pingguolv.com/ask/Dj3RPjMjyqgS.html",
    checked: "2026-11-29",
  },
  "r13-g4-paoguo-chengdu-huaxi-eyelid": {
    title: "成都华西眼科双眼皮手术简介(医院推广文章)",
    url: "https://xuzhouyanke.paoguo.com/article/1141140.html",
    checked: "2026-11-29",
  },
  "r13-g4-cnys-eyelid-aftercare": {
    title: "中国医药信息查询平台 重睑术拆线后注意事项(专家文章)",
    url: "https://m.cnys.com/zhuanjiawenzhang/293135.html",
    checked: "2026-11-29",
  },
  "r13-g4-tw-taipei-2013-groupbuy-medbeauty": {
    title: "大纪元转中央社:团购网刊医美广告 北市开罚(台北市卫生局医护管理处举例可能违法的医美疗程广告,2013-01-14)",
    url: "http://www.epochtimes.com/gb/13/1/14/n3776306.htm",
    checked: "2026-11-29",
  },
  "r13-g5-asiayo-nantou-bnb": {
    title: "AsiaYo 南投县民宿房源页 住房守则",
    url: "https://asiayo.com/zh-tw/view/tw/nantou-county/8521/",
    checked: "2026-11-29",
  },
  "r13-g5-wididy-zbp200p-spec": {
    title: "wididy.cn 产品页:ZBP200P直流系统数据柜技术规范",
    url: "http://wididy.cn/chanpin/14517092.html",
    checked: "2026-11-29",
  },
  "r13-g5-twstay-catmia-notes": {
    title: "twstay 台湾民宿网 catmia 民宿 订房须知",
    url: "http://www.twstay.com/RWD/notes.aspx?BNB=catmia",
    checked: "2026-11-29",
  },
  "r13-g5-stcamping-notes": {
    title: "stcamping 露营区／民宿 收费标准与注意事项",
    url: "http://www.stcamping.com/?id=596447&id2=8322",
    checked: "2026-11-29",
  },
  "r13-g5-hnysfww-goods-7488": {
    title: "hnysfww.com 药店商品页(刺五加类口服液,乙类非处方药)说明书信息",
    url: "https://hnysfww.com/goods.php?id=7488",
    checked: "2026-11-29",
  },
  "r13-g5-joylife-signup": {
    title: "乐龄学习机构(joylife2017.org.tw)课程报名须知",
    url: "https://www.joylife2017.org.tw/define.php?new_sn=25441",
    checked: "2026-11-29",
  },
  "r13-g5-tpcu-cec-notes": {
    title: "台北市立大学推广教育中心 学员须知(非学分班开课、结业、退费)",
    url: "https://cec.tpcu.edu.tw/p/16-1006-55699.php?Lang=zh-tw",
    checked: "2026-11-29",
  },
  "r13-g5-ncgr-terms": {
    title: "NCGR 台湾分会课程 报名须知与同意书 第五条",
    url: "http://tw.ncgr.asia/education/terms-conditions/6/",
    checked: "2026-11-29",
  },
  "r13-g5-qwdk666-huoxiang": {
    title: "药品资讯页(方舟健客内容):藿香正气片的批准文号是什么",
    url: "http://www.qwdk666.com/a/20131113/559201.html",
    checked: "2026-11-29",
  },
  "r13-g5-jianke-huodanwan": {
    title: "方舟健客(jianke.com)药品资讯页:怎样识别藿胆丸的批准文号",
    url: "https://jianke.com/a/20131028/538486.html",
    checked: "2026-11-29",
  },
  "r13-g5-olifefood-olive-guide": {
    title: "olifefood 食品网店 营养师专栏:特级初榨橄榄油的选购与保存",
    url: "https://www.olifefood.com/blogs/%E7%87%9F%E9%A4%8A%E5%B8%AB%E5%B0%88%E6%AC%84/201314",
    checked: "2026-11-29",
  },
  "r13-g5-peppergreen-pure-olive": {
    title: "Pepper Green Estate 橄榄油品牌站文章:纯橄榄油与特级初榨橄榄油",
    url: "https://peppergreenestate.com.tw/blog/pure-olive-oil",
    checked: "2026-11-29",
  },
  "r13-g5-yilanmart-evoo": {
    title: "yilanmart 食材科普:辨别纯正的初榨橄榄油",
    url: "https://yilanmart.com/food-knowledge/extra-virgin-olive-oil/",
    checked: "2026-11-29",
  },
  "r13-g5-sony-srsns7-waterproof": {
    title: "Sony 说明指南 SRS-NS7 颈挂式扬声器:防水规格的注意事项",
    url: "https://helpguide.sony.net/speaker/srs-ns7/v1/zh-tw/contents/TP1000542721.html",
    checked: "2026-11-29",
  },
  "r13-g5-apple-ht204178-adapter": {
    title: "Apple 支援 HT204178(存档镜像):使用 Apple 电源转换器",
    url: "https://easyfinder.store/mastah-kampret/gTMnJ3buUmdph2YyFmLiV2d6MHc0/web/20170504165904/https://support.apple.com/zh-tw/HT204178",
    checked: "2026-11-29",
  },
  "r13-g5-gardena-ths42-manual": {
    title: "GARDENA THS 42/18V P4A 绿篱修剪机使用说明书(manualslib 第34页)",
    url: "https://manualslib.es/manual/926646/Gardena-Ths-42-18V-P4A.html?page=34",
    checked: "2026-11-29",
  },
  "r13-g5-showstart-290314": {
    title: "秀动(showstart)演出页:音乐戏剧《小王子》观众购票取票须知与简介",
    url: "https://www.showstart.com/event/290314",
    checked: "2026-11-29",
  },
  "r13-g5-cqdjy-notice": {
    title: "重庆大剧院官网 观众须知",
    url: "http://www.cqdjy.com.cn/theatre_notice",
    checked: "2026-11-29",
  },
  "r13-g5-weifang-theatre-notice": {
    title: "潍坊大剧院官网 观众须知",
    url: "http://www.weifangdajuyuan.com/theatre_notice",
    checked: "2026-11-29",
  },
  "r13-g5-piaowutong-earnest": {
    title: "票务通演出页:英国国家剧院现场《认真的重要性》",
    url: "https://m.piaowutong.com/ticket/18/20961.html?orgId=87&siteId=53",
    checked: "2026-11-29",
  },
  "r13-g6-cqn-yuncheng-2020-shuangpinai": {
    title: "中国质量新闻网：广东省云浮市云城区市场监管局依法立案查处价格欺诈案件（饮品店牌匾虚构原价，2020）",
    url: "https://ase-mz.com/www/zj/content/2020-08/07/content_8623257.htm",
    checked: "2026-11-29",
  },
  "r13-g6-merit-vibo-roaming-ftc": {
    title: "人间福报：公平会裁定威宝电信“威通卡”省漫游费广告不实罚100万，兴富发“春天恋人”建案广告不实罚300万",
    url: "https://www.merit-times.com.tw/NewsPage.aspx?unid=78297",
    checked: "2026-11-29",
  },
  "r13-g6-bjd-2023-liquor-live": {
    title: "北京日报：拟罚115万元！直播卖酒如何步步下套？北京市市场监管综合执法总队揭秘（2023-03-16）",
    url: "http://static.17car.com.cn/qianzhan/2023/0316/399011.html",
    checked: "2026-11-29",
  },
  "r13-g6-fx168-jiaxi-liquor-fine": {
    title: "FX168：北京加喜文化传媒有限公司直播卖酒虚假宣传、违规有奖销售被北京市市场监督管理局罚款95万元",
    url: "https://fx168news.com/article/173317",
    checked: "2026-11-29",
  },
  "r13-g6-mengbw-shaoshan-2023-video-course": {
    title: "湘潭市韶山市市场监管局查处韶山市某教育科技有限公司虚假宣传案（2023-03-16，罚款10万元）",
    url: "http://mengbw.com/zfal/ggzf/10202.html",
    checked: "2026-11-29",
  },
  "r13-g6-zjol-pinghu-2022-downjacket-live": {
    title:
      "浙江在线（南湖晚报）：网络直播卖货虚构原价，查！——平湖市市场监管局查处某商贸公司抖音直播间羽绒服虚构原价案（2022-07-06）",
    url: "https://zjnews.zjol.com.cn/zjnews/jxnews/202207/t20220706_24479740.shtml",
    checked: "2026-11-29",
  },
  "r13-g6-ynamr-guoqing-price-reminder": {
    title: "云南省市场监督管理局关于规范国庆节旅游市场价格行为的提醒",
    url: "http://amr.yn.gov.cn/info/1063/42892.htm",
    checked: "2026-11-29",
  },
  "r13-g6-internetchn-zhimo-live-cases": {
    title: "市市场监管局“治漠”网络直播营销典型案例第二期（抖音直播销售八菌菇、雪燕、灵芝等虚假宣传案）",
    url: "http://www.internetchn.com/jt/weixin/82777.html",
    checked: "2026-11-29",
  },
  "r13-g6-wsxjzp-samr-live-batch3-dexin": {
    title: "市场监管总局公布第三批直播电商领域典型案例（上海市黄浦区市场监管局查处上海德馨医院有限公司虚假宣传案）",
    url: "https://wsxjzp.com/article/2025-11-09/90433384.shtml",
    checked: "2026-11-29",
  },
  "r13-g6-appledaily-hk-2019-original-price": {
    title: "苹果日报（香港）2019-09-17：本港法例未规定货品需以“原价”发售，消委会倡参考外地原价规定",
    url: "https://bafybeiheqonyv2pafiyvecvpdbm2d7unfinsdtut3lwrytltkni7xxfbza.ipfs.dweb.link/20190917/V6YZSO2P622Q3WY22L5AWVMYWQ/index.html",
    checked: "2026-11-29",
  },
  "r13-g7-cchk-dh-unregistered-pcm-2024": {
    title: "消费者委员会转载 卫生署调查涉嫌非法销售及管有未经注册中成药个案(2024-01-02)",
    url: "https://www.consumer.org.hk/sc/consumer-alert/dh-investigates-suspected-illegal-sale-and-possession-of-unregistered-proprietary-chinese-medicine-with-photo",
    checked: "2026-11-29",
  },
  "r13-g7-lawdata-tw-stomach-hangover": {
    title: "法源 台湾食品药物管理局 重新评估胃药解酒疗效 删除酒醉适应症(101年)",
    url: "https://lawdata.com.tw/tw/detail.aspx?no=330531",
    checked: "2026-11-29",
  },
  "r13-g7-qm120-biqi-label": {
    title: "全民健康网 药品库 蒙脱石散(必奇,国药准字H19990307)说明书",
    url: "http://yp.qm120.com/yaopin/315029.htm",
    checked: "2026-11-29",
  },
  "r13-g7-dxy-mengtuoshi-label": {
    title: "丁香园用药助手 蒙脱石散说明书",
    url: "https://drugs.dxy.cn/drug/oz9mepepmPP3VBp2noJ02QtplsplsEDA==",
    checked: "2026-11-29",
  },
  "r13-g7-163-melatonin-bluehat-2026": {
    title: "网易 消费者报道 115款蓝帽子褪黑素对比(2026)",
    url: "https://c.m.163.com/news/a/KKKBJT2R0512AHTN.html",
    checked: "2026-11-29",
  },
  "r13-g7-juduo-melatonin-tips": {
    title: "juduo.cc 服用褪黑素时的注意事项",
    url: "https://juduo.cc/club/6529162.html",
    checked: "2026-11-29",
  },
  "r13-g7-nownews-kaohsiung-herbs-2025": {
    title: "NOWnews 高雄市卫生局查获网络违法贩售中药材(2025-11-09)",
    url: "https://www.nownews.com/news/6752193",
    checked: "2026-11-29",
  },
  "r13-g7-yahoo-taichung-healthfood-2025": {
    title: "Yahoo新闻(台湾时报) 台中市食安处 保健食品稽查抽验专案 开罚3万(2025-11-04)",
    url: "https://tw.news.yahoo.com/%E4%BF%9D%E5%81%A5%E9%A3%9F%E5%93%81%E7%A8%BD%E6%9F%A5%E6%8A%BD%E9%A9%97%E5%B0%88%E6%A1%88-%E9%96%8B%E7%BD%B03%E8%90%AC-125335917.html",
    checked: "2026-11-29",
  },
  "r13-g7-bg3-changhua-glucosamine": {
    title: "bg3 彰化县卫生局抽验葡萄糖胺保健食品 3成6不合格",
    url: "https://bg3.co/a/zhang-xian-chou-yan-pu-tao-tang-e-bao-jian-shi-pin-3cheng-6bu-he-ge.html",
    checked: "2026-11-29",
  },
  "r13-g7-jianke-fishoil-2014": {
    title: "健客网 鱼油软胶囊副作用有什么?服用需注意什么(药店文章页)",
    url: "https://jianke.com/a/20140103/612494.html",
    checked: "2026-11-29",
  },
  "r13-g7-fayiyi-sdca-fishoil-2023": {
    title: "中国消费者报转载 鱼油软胶囊保健食品不能代替药品(山东省消协提醒,2023-04-11)",
    url: "http://m.fayiyi.com/design/20230411/128007.html",
    checked: "2026-11-29",
  },
  "r13-g7-sina-nmpa-device-online-2025": {
    title:
      "新浪财经 国家药监局通报4起医疗器械网络销售违法违规案件(永康市市场监管局处罚义乌圣荷医疗器械有限公司等,2025-04-15)",
    url: "https://cj.sina.com.cn/article/norm_detail?finpagefr=w_110&url=https%3A%2F%2Ffinance.sina.com.cn%2Fjjxw%2F2025-04-15%2Fdoc-inetftfu7849781.shtml",
    checked: "2026-11-29",
  },
  "r13-g7-ettoday-hualien-ads-2025": {
    title: "ETtoday 花莲县卫生局 网络违规广告36件裁罚86万(2025-10-19)",
    url: "https://www.ettoday.net/news/20251019/3052798.htm",
    checked: "2026-11-29",
  },
  "r13-g7-88lan-hlj-fda-blacklist": {
    title: "88蓝 黑龙江省食药监局公布12种违法药品医疗器械保健食品广告黑榜(伊春金北药制药 三宝胶囊)",
    url: "https://news.88lan.com/show.aspx?id=32715",
    checked: "2026-11-29",
  },
  "r13-g7-cmchk-pcm-label-faq": {
    title: "香港中医药管理委员会 常见问题 L. 中成药标签及说明书要求",
    url: "https://cmchk.org.hk/pcm/chi/main_faq05l.htm",
    checked: "2026-11-29",
  },
  "r13-g7-wanglu-hk-pcm-tips": {
    title: "wanglu.net 转载 购买中成药小锦囊(香港中成药注册要求)",
    url: "https://wanglu.net/thread/t12-340542-0.html",
    checked: "2026-11-29",
  },
  "r13-g7-jianke-amoxicillin-notes": {
    title: "健客网 阿莫西林胶囊的注意事项(国药准字H20043535)",
    url: "https://jianke.com/a/20131211/593687.html",
    checked: "2026-11-29",
  },
  "r13-g7-hongpingguo3-amoxicillin": {
    title: "hongpingguo3 阿莫西林 注意事项 孕妇及哺乳期妇女用药",
    url: "http://m.hongpingguo3.cn/new/201208/ly201208312591.shtml",
    checked: "2026-11-29",
  },
  "r13-g7-taiwanhot-chiayi-ads-2023": {
    title: "台湾好新闻 查缉违规广告 嘉县上半年开罚104件逾2百万(2023-08-11)",
    url: "https://taiwanhot.net/news/1041102/%E6%9F%A5%E7%B7%9D%E9%81%95%E8%A6%8F%E5%BB%A3%E5%91%8A+%E5%98%89%E7%B8%A3%E4%B8%8A%E5%8D%8A%E5%B9%B4%E9%96%8B%E7%BD%B0104%E4%BB%B6%E9%80%BE2%E7%99%BE%E8%90%AC",
    checked: "2026-11-29",
  },
  "r13-g7-tupark-zigong-false-ad-crime": {
    title: "tupark 今日说法重述·天价“保健品”真相(自贡市贡井区法院 虚假广告罪判决)",
    url: "https://www.tupark.cn/435102215356.html",
    checked: "2026-11-29",
  },
  "r13-g7-njpanjin-samr-covid-ads-2022": {
    title: "法治日报(中国西藏网转载) 市场监管总局严查三类涉疫药品医疗用品违法广告(2022-12-23)",
    url: "http://m.njpanjin.com/cn/Instant/culture/202212/t20221223_7332693.html",
    checked: "2026-11-29",
  },
  "r13-g7-eliaoxuke-class2-devices": {
    title: "eliaoxuke 关键词页 家用医疗器械二类",
    url: "https://www.eliaoxuke.com/keywordDetail/77490",
    checked: "2026-11-29",
  },
  "r13-g7-yingfu-home-devices": {
    title: "yingfu.cc 生活中常见的医疗器械有哪些,如何正确使用家用医疗器械(2021-08-06)",
    url: "http://yingfu.cc/newsinfor.php?id=26237&newsclass=1",
    checked: "2026-11-29",
  },
  "r13-g7-cnkang-cold-patch-video": {
    title: "中国康网 视频 医用冷敷贴的作用及使用说明(中国医学科学院肿瘤医院 药师,2023-06-09)",
    url: "https://m.cnkang.com/video/mip/064F36OxYn.html",
    checked: "2026-11-29",
  },
  "r13-g7-xywy-mengtuoshi-qa": {
    title: "寻医问药网 问答 蒙脱石混悬液",
    url: "http://3g.club.xywy.com/wenda/196892812.htm",
    checked: "2026-11-29",
  },
  "r13-g7-sofitsogood-cap231": {
    title: "So Fit So Good 标签页 医药广告条例 如何保障市民安全?",
    url: "https://www.sofitsogood.com/tag/%E5%81%A5%E5%BA%B7%E8%81%B2%E7%A8%B1/",
    checked: "2026-11-29",
  },
  "r13-g7-line-hk-pcm-loophole": {
    title: "LINE TODAY 香港 申诉专员公署调查 中药保健食品规避中成药注册",
    url: "https://today.line.me/hk/v2/amp/article/xlXOK8",
    checked: "2026-11-29",
  },
  "r13-g7-zhonglou-healthfood-meeting-2018": {
    title: "常州市钟楼区政府网 区市场监管局集中整治会议营销保健食品(2018)",
    url: "https://www.zhonglou.gov.cn/html/czzl/2018/DOHCPIMH_0627/188209.html",
    checked: "2026-11-29",
  },
  "r13-g7-jackylee-hk-beauty-ads-2016": {
    title: "jackylee.com 高永文指卫生署主动监察美容院广告及可疑个案(2016-05-05)",
    url: "https://jackylee.com/index.php?tag=%E6%83%85%E7%B7%92%E7%97%85",
    checked: "2026-11-29",
  },

  "r14-g1-weiwei3388-shangpin-miaoshu": {
    title: "问答:下列描述哪个是不可以出现在商品或者广告中(小红书、淘宝违规案例)",
    url: "http://www.weiwei3388.cn/zswd/202510/9683185310785.html",
    checked: "2026-11-29",
  },
  "r14-g1-check51-cosmetics-xianliuci": {
    title: "句无忧:化妆品限流词与平台判定虚假宣传案例",
    url: "https://m.check51.com/news/info/65642.html",
    checked: "2026-11-29",
  },
  "r14-g1-cibaike-live-offline-diversion": {
    title: "直播线下引流屡遭封禁?平台规则、风险规避与合规运营策略",
    url: "https://www.cibaike.com/tuiguang/114172.html",
    checked: "2026-11-29",
  },
  "r14-g1-easyfang-2021-haoping-card": {
    title: "视点·观察:“好评返现”违法 快递包裹里的红卡片会消失吗?(2021-12)",
    url: "http://www.easyfang.com/a/2021/1231/102S2H952021.html",
    checked: "2026-11-29",
  },
  "r14-g1-lyrick-2021-double11-haoping": {
    title: "中国新闻网:“双11”包裹上印着这种二维码?千万别扫!(好评返现卡)",
    url: "https://lyrickcorp.com/ilonghua/content/2021-11/12/content_24731204_3.htm",
    checked: "2026-11-29",
  },
  "r14-g1-hollylike-return-policy": {
    title: "Hollylike 网店 Return/Refund policy 购物必看(中英)",
    url: "https://hollylike.com/fr/pages/return-refund-policy",
    checked: "2026-11-29",
  },
  "r14-g1-yluxury-return-exchange": {
    title: "yluxuryonline 网店 退换货说明(中英)",
    url: "http://www.yluxuryonline.com/return-exchange/?___store=default",
    checked: "2026-11-29",
  },
  "r14-g1-sanyan-2019-xhs-jiading-fine": {
    title: "三言财经:将国产商品产地标注为日本 小红书又因广告违法被罚了(上海嘉定区市场监管局,罚款3万元)",
    url: "http://3g.lucaijing.com.cn/news/kcj/1150.html",
    checked: "2026-11-29",
  },
  "r14-g1-xiaohaole-kuaishou-comment-rules": {
    title: "快手里评论有违规词吗?(评论违规情形,2024-02)",
    url: "https://www.xiaohaole.com/ask/15130.html",
    checked: "2026-11-29",
  },
  "r14-g1-bofaba-2024-live-food-as-drug": {
    title: "普通食品变“神药”?直播带货虚假宣传(苦瓜三七复合肽固体饮料、琥珀粉,2024-05)",
    url: "http://bofaba.com/bumen/zhengfa/20240530/66547.html",
    checked: "2026-11-29",
  },
  "r14-g1-lmlp22-live-seven-violations": {
    title: "淘江湖论坛:直播间的七个违规操作(2024-01)",
    url: "http://lmlp22.com/forum.php?mod=viewthread&tid=2878",
    checked: "2026-11-29",
  },
  "r14-g1-51haodu-wechat-link-rules-2019": {
    title: "微信外链规范升级:好友助力、砍价等违规活动(2019)",
    url: "http://51haodu.com/t/aGQ2akFvYTY4Zg==",
    checked: "2026-11-29",
  },
  "r14-g1-31duo-xhs-brand-ban": {
    title: "中国经济网:小红书首批29个涉嫌虚假营销品牌被封禁",
    url: "http://www.31duo.com/hotugc/167163.html",
    checked: "2026-11-29",
  },
  "r14-g1-jrwbw-xhs-gongfu-2025": {
    title: "小红书铁腕整治颜值经济虚假种草:“宫芙”等品牌(2025年12月违规营销品牌治理公示)",
    url: "http://news.jrwbw.com/article/ac/22682.html",
    checked: "2026-11-29",
  },
  "r14-g2-vobao-dadongfang-clause": {
    title: "向日葵保险网 产品页：两全保险 保险责任条款（满期保险金、生存保险金）",
    url: "https://m.vobao.com/p/dadongfang/896349584841758515.shtml",
    checked: "2026-11-29",
  },
  "r14-g2-wenzhou-bocom-sms-2015": {
    title: "交行广告遭查处 或系银行违反新广告法首例（温州市市场监管局 温市监广〔2015〕1号 通报 交行乐清支行理财短信）",
    url: "http://zhonghuixigou.com/money/bank/yhyw/20151207/3481055.shtml",
    checked: "2026-11-29",
  },
  "r14-g2-hk-rl-housebook-tips": {
    title: "香港地产代理网站：睇楼书注意事项",
    url: "https://rl.com.hk/housebook.php?ln=sc",
    checked: "2026-11-29",
  },
  "r14-g2-cen-structured-deposit-explainer": {
    title: "理财科普文章：结构性存款是什么？结构性存款的特点有哪些（2023-04-04）",
    url: "http://m.cen.z0.cc/yinxing/20230404/13934.html",
    checked: "2026-11-29",
  },
  "r14-g2-sfnews-structured-deposit": {
    title: "上海法治新闻网 金融栏目：银行结构性存款是否保本",
    url: "http://sfnews.sh.cn/jr/8077.html",
    checked: "2026-11-29",
  },
  "r14-g2-smartjx-structured-deposit": {
    title: "理财周刊：结构存款是什么意思（2021-12-02）",
    url: "http://zhoukan.smartjx.com/financial/financial/2021/1202/25304581.html",
    checked: "2026-11-29",
  },
  "r14-g2-csai-structured-deposit-qa": {
    title: "希财网 问答：结构性存款风险大吗？（2023-09-20）",
    url: "https://csai.cn/wenda/1013700.html",
    checked: "2026-11-29",
  },
  "r14-g2-xsd7788-finance-ad-guide": {
    title: "金融消费者教育材料：常见的非法金融广告行为及识别方法",
    url: "http://m.xsd7788.com/?a=view&p=368&r=2110",
    checked: "2026-11-29",
  },
  "r14-g2-shanghai-finance-ad-opinion-news": {
    title: "新民晚报报道：上海市场监管局等九部门发布《关于进一步加强金融广告监管工作的意见》",
    url: "https://dbsqp.com/user/4/article/item/46057",
    checked: "2026-11-29",
  },
  "r14-g2-wenzhou-shidai-binjiang-2015": {
    title:
      "律所典型案例：温州市市场监管局 温市监处字(2015)9号 行政处罚决定（温州时代集团大地房开公司“悦江锦园”楼书及品鉴会虚假广告）及行政诉讼",
    url: "http://www.wandianlvshi.com/dianxinganli/1972.html",
    checked: "2026-11-29",
  },
  "r14-g2-huangshan-yitian-2019": {
    title:
      "安徽网：黄山翼天置业有限公司发布违反广告法规定的房地产广告案处罚（对规划中的“爱琴海商业中心”作误导宣传，罚款8932元）",
    url: "http://gz-hsi.com/shownews_nn1337.html",
    checked: "2026-11-29",
  },
  "r14-g2-zhengzhou-metro5-walk-test": {
    title: "大河报（国际在线转载）：郑州地铁5号线32个站点沿线楼盘步行距离实测（2019-05-15）",
    url: "https://big5.cri.cn/gate/big5/hn.cri.cn/20190515/16d7e395-ceff-d5b9-6a10-959faf31b599.html",
    checked: "2026-11-29",
  },
  "r14-g2-hexun-structured-deposit-risk": {
    title: "和讯银行：结构性存款背后的风险（2025-05-16）",
    url: "http://m.hexun.com/bank/2025-05-16/219072023.html",
    checked: "2026-11-29",
  },
  "r14-g2-minbaike-structured-deposit": {
    title: "民百科：什么是结构性存款",
    url: "https://www.minbaike.com/ad1c1B20HVFMGAg.html",
    checked: "2026-11-29",
  },
  "r14-g2-xingshixinxi-pe-promo-rules": {
    title: "私募基金宣传行为规范：中国私募基金禁止的宣传行为解析",
    url: "https://www.xingshixinxi.com/smjj/440181.html",
    checked: "2026-11-29",
  },
  "r14-g2-hk-eaa-incentives-advice": {
    title: "香港地产代理监管局 smart 置业资讯：有关优惠或回赠",
    url: "http://smart.eaa.org.hk/zh-hans/smart-advice/about-incentives-or-rebates/",
    checked: "2026-11-29",
  },
  "r14-g2-chinanews-songjiazhuang-2007": {
    title: "中国新闻网视频：宋家庄周边环境设施探访（2007-05-26）",
    url: "http://nbnewpower.cn/shipin/2007-05-26/news387.html",
    checked: "2026-11-29",
  },
  "r14-g2-bdocx-yongchuan-re-plan": {
    title: "冰豆网文档：房地产策划报告（重庆永川项目，宏观市场分析）",
    url: "https://m.bdocx.com/doc/9300723.html",
    checked: "2026-11-29",
  },
  "r14-g2-book118-school-district-cases": {
    title: "原创力文档：开发商虚假宣传学区房赔偿案例（2026-01）",
    url: "https://max.book118.com/html/2026/0129/5200322304013113.shtm",
    checked: "2026-11-29",
  },
  "r14-g2-bxdbkk-annuity-clause": {
    title: "保险产品条款页：两全保险 保险责任（生存保险金、满期保险金、身故保险金）",
    url: "https://www.bxdbkk.com/html_3/wannengxian/5089/list/2.html",
    checked: "2026-11-29",
  },
  "r14-g2-metaverseone-fund-types": {
    title: "基金分类、特点及投资倾向（科普文章）",
    url: "https://metaverseone.io/page/4",
    checked: "2026-11-29",
  },
  "r14-g2-yuyao-zhengxin-agency-2021": {
    title: "宁波晚报：中介宣传投资“地方债” 高收益下小心上当（余姚市市场监管局政信类中介排查整治，2021-06-02）",
    url: "http://daily.cnnb.com.cn/nbwb/html/2021-06/02/content_1275094.htm?div=-1",
    checked: "2026-11-29",
  },
  "r14-g2-poly-cases-2025-compilation": {
    title: "网易号：保利发展多地项目涉嫌虚假宣传受行政处罚案例梳理（含昆明五华区市场监管局“保利春湖”案，2025）",
    url: "https://m.163.com/dy/article/KO5FVL4T0535BCXL.html",
    checked: "2026-11-29",
  },
  "r14-g2-maanshan-zhongcheng-2020": {
    title:
      "江淮晨报：涉嫌虚假宣传开发商被罚195万（马鞍山市市场监管局对安徽中丞集团马鞍山置业“中丞国宾府”处罚，2020-12-03）",
    url: "https://m.yybnet.net/maanshan/news/202012/11056446.html",
    checked: "2026-11-29",
  },
  "r14-g3-studioa-arclass-refund": {
    title: "Studio A 课程页(sa-arclass)退费规定(台湾,繁体转简体)",
    url: "https://www.studioa.com.tw/pages/sa-arclass",
    checked: "2026-11-29",
  },
  "r14-g3-gjhuali-zhaosheng-fees": {
    title: "华立学院招生章程:收费情况说明(学费、住宿费及退费办法)",
    url: "http://www.gjhuali.com/html/zs/offer/20180820233175_3.html",
    checked: "2026-11-29",
  },
  "r14-g3-cdysxy-fees-rules": {
    title: "成都艺术职业学院 招生章程 第五章 收费标准及其他(思而思学网转载)",
    url: "http://qiantimeigw.com/SiChuanGaoKao/630525.html",
    checked: "2026-11-29",
  },
  "r14-g3-fromgeek-2021-51talk": {
    title:
      "极客网:51Talk发布违法广告被点名(石景山区市场监管局2021-06-28对北京大生知行科技有限公司罚款50万元,广告法第二十四条)",
    url: "https://www.fromgeek.com/finance/424149.html",
    checked: "2026-11-29",
  },
  "r14-g3-dongao-2020-goukexuzhi": {
    title: "东奥会计在线 2020 中级会计职称 购课须知(课程关闭、套餐升级、7天无理由退款)",
    url: "https://m.dongao.com/zjzcgl/2020-zsfa/books.shtml",
    checked: "2026-11-29",
  },
  "r14-g3-ddtbk-guangzhou-zhiwuyuan-price": {
    title: "转载:广州市发改委关于华南国家植物园云溪植物园、云萝植物园门票试行价格的复函(2024-07)",
    url: "https://ddtbk.com/lvyou/bce8a89d6d83a58bd21f6bc259edc104.html",
    checked: "2026-11-29",
  },
  "r14-g4-fortress-refund": {
    title: "丰泽（Fortress）香港官网 退款及更换政策页",
    url: "https://fortress.com.hk/zt/returnandrefund",
    checked: "2026-11-29",
  },
  "r14-g4-engadget-mi10": {
    title: "Engadget中文版：小米10更多屏幕、电池细节被公布（官方预热参数）",
    url: "http://chinese.engadget.com/chinese-2020-02-12-xiaomi-teases-mi-10-display-battery.html",
    checked: "2026-11-29",
  },
  "r14-g4-holkee-nps-refund": {
    title: "NPS课程（holkee 商店）课程退费规定页",
    url: "https://www.holkee.com/shop/npscourse2012/notes",
    checked: "2026-11-29",
  },
  "r14-g4-70mai-warranty": {
    title: "70mai 台湾官网 储能电源保固政策",
    url: "https://www.70mai.com/zh-TW/powerstation/WarrantyPolicy/",
    checked: "2026-11-29",
  },
  "r14-g4-unbox-warranty": {
    title: "UNBOX 台湾官网 产品保固说明",
    url: "https://www.unbox.tw/warranty",
    checked: "2026-11-29",
  },
  "r14-g4-mtcure-hk-warranty": {
    title: "MT Cure（香港）网站 保养条款以及细则",
    url: "https://mtcure-biotech.wixsite.com/website/%E4%BF%9D%E5%85%BB%E6%9D%A1%E6%AC%BE%E5%8F%8A%E7%BB%86%E5%88%99",
    checked: "2026-11-29",
  },
  "r14-g4-fh21-jiangyou-tip": {
    title: "飞华健康网：怎样识别酱油的标准",
    url: "https://s.fh21.com.cn/care/view/8191263.html",
    checked: "2026-11-29",
  },
  "r14-g4-bankcomm-hk-risk": {
    title: "交通银行（香港）官网 综合投资服务 风险披露声明",
    url: "https://www.hk.bankcomm.com/hk/shtml/hk/cn/2005276/2008515/2008523/2042229.shtml?channelId=2005276",
    checked: "2026-11-29",
  },
  "r14-g4-eddid-fund-risk": {
    title: "艾德证券期货 基金投资客户买卖前须知及风险披露",
    url: "https://www.eddidsfl.com/tiaokuanshengming/933.html",
    checked: "2026-11-29",
  },
  "r14-g4-xunlu-cca-healthfood-tip": {
    title: "转载：中国消费者协会提醒老年消费者选购保健食品注意四点（2023-12）",
    url: "http://chinese.xunlu.net/archiver/tid-316031.html",
    checked: "2026-11-29",
  },
  "r14-g4-sfodin-iphone11-battery": {
    title: "转载：iPhone 11 Pro 续航较上一代提升（苹果发布会官方数据）",
    url: "http://www.sfodin.cn/?p=108852",
    checked: "2026-11-29",
  },
  "r14-g4-nuiga-safe": {
    title: "企业网站新闻：保险箱（柜）的分类及由来",
    url: "http://nuiga.cn/news1.php?id=712&lm=20",
    checked: "2026-11-29",
  },
  "r14-g4-25820-rice-grade": {
    title: "香米的等级（GB/T 1354-2018 大米 等级说明）",
    url: "http://25820.com/all/15_6905748.html",
    checked: "2026-11-29",
  },
  "r14-g5-sd-2025-ten-cases": {
    title: "山东省市场监管局 10起虚假违法广告典型案件（2025）：济南历城区局查处佑护医疗科技处方药广告案",
    url: "http://m.digipub.cc/dy/article/KF3AKTOH0525918I.html?spss=dy_author",
    checked: "2026-11-29",
  },
  "r14-g5-zhoushan-dinghai-2021-huixiao": {
    title: "舟山市市场监管局定海分局：曝光两起医疗器械、保健品行业会销虚假宣传典型案例（舟山晚报2021-05-27）",
    url: "http://www.dhscjg.gov.cn/art/2021/5/27/art_9144_488018.html",
    checked: "2026-11-29",
  },
  "r14-g5-jiangxi-county-hospital-live-surgery": {
    title: "县融媒体中心：县第一人民医院代表全省县级医院进行手术直播（腹腔镜胃癌根治术）",
    url: "http://www.xsrmtzx.cn/p/75296.html",
    checked: "2026-11-29",
  },
  "r14-g5-tibet-aid-hospital-news": {
    title: "医院新闻（宣传科）：援藏医疗队员在墨竹工卡县人民医院成功实施子宫肌瘤切除术",
    url: "http://njshszyy.com/news/detail.asp?ID=99",
    checked: "2026-11-29",
  },
  "r14-g5-gdgh-national-key-specialties": {
    title: "广东省人民医院新闻（医务科）：新增4个国家临床重点专科建设项目",
    url: "https://www.gdghospital.org.cn/NewsHospital/info_itemid_9475.html",
    checked: "2026-11-29",
  },
  "r14-g5-39-xijing-doctor-medical-beauty": {
    title: "39健康问答：西京医院整形外科副主任医师答常见医美项目（光子嫩肤、热玛吉等）",
    url: "https://wapask-mip.39.net/bdar/_8n87b5.html",
    checked: "2026-11-29",
  },
  "r14-g6-hkcustoms-2013-huatangtie": {
    title: "香港海关新闻稿 2013-10-03 供应商出售虚假商品说明保健产品（“化糖贴”）被判罪成",
    url: "https://customs.gov.hk/tc/customs-announcement/press-release/index_id_2038.html",
    checked: "2026-11-29",
  },
  "r14-g6-taipei-1114-017": {
    title: "台北市政府 102.10.18 府训二字第10209152000号诉愿决定书（芝麻素食品广告，违反食品卫生管理法）",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=1114-017",
    checked: "2026-11-29",
  },
  "r14-g6-cf-drgaoren": {
    title: "消基会长高食品调查转载（台北市卫生局回复“Dr.高人一等”食品广告涉及夸张易生误解，已依法处分）",
    url: "https://hamiltowvqr.pixnet.net/blog/post/12855893",
    checked: "2026-11-29",
  },
  "r14-g6-line-hk-legalon": {
    title: "LINE TODAY 香港：护肝产品选择与香港卫生署注册（Legalon利肝素 HK-58294 推广文）",
    url: "https://today.line.me/hk/v2/amp/article/8nRarBZ",
    checked: "2026-11-29",
  },
  "r14-g6-ntuh-fishoil": {
    title: "台大医院健康电子报 2024-06 特别企划：从食品安全的角度谈鱼油管理",
    url: "https://epaper.ntuh.gov.tw/health/202406/special_1_1.html",
    checked: "2026-11-29",
  },
  "r14-g6-nextday-supplement": {
    title: "nextday-health 保健食品指南（法规分类、预防被骗）",
    url: "https://nextday-health.com/guides/dietary-supplements",
    checked: "2026-11-29",
  },
  "r14-g6-am730-hk-supplement": {
    title: "am730 特刊 2026-01-24：来港购买保健产品热潮 懂拣、懂睇、勿盲信“神效”",
    url: "https://www.am730.com.hk/%E7%89%B9%E5%88%8A/1005957/%E4%BE%86%E6%B8%AF%E8%B3%BC%E8%B2%B7%E4%BF%9D%E5%81%A5%E7%94%A2%E5%93%81%E7%86%B1%E6%BD%AE-%E6%87%82%E6%8F%80-%E6%87%82%E7%9D%87-%E5%8B%BF%E7%9B%B2%E4%BF%A1-%E7%A5%9E%E6%95%88-",
    checked: "2026-11-29",
  },
  "r14-g6-hk01-dh-eyedrops": {
    title: "香港01 2025-08-11：卫生署吁停用鹰目牌3款未注册眼药水",
    url: "https://www.hk01.com/%E7%A4%BE%E6%9C%83%E6%96%B0%E8%81%9E/60265649/%E8%A1%9E%E7%94%9F%E7%BD%B2%E7%B1%B2%E5%81%9C%E7%94%A8%E9%B7%B9%E7%9B%AE%E7%89%8C3%E6%AC%BE%E6%9C%AA%E8%A8%BB%E5%86%8A%E7%9C%BC%E8%97%A5%E6%B0%B4-%E5%85%B6%E4%B8%AD%E4%B8%80%E6%AC%BE%E6%9C%AA%E8%83%BD%E9%80%9A%E9%81%8E%E7%84%A1%E8%8F%8C%E8%A6%8F%E5%AE%9A",
    checked: "2026-11-29",
  },
  "r14-g6-beauty818-lutein": {
    title: "beauty818 叶黄素推荐文（香港市售叶黄素产品评比）",
    url: "https://www.beauty818.com/668795.html",
    checked: "2026-11-29",
  },
  "r14-g6-healnuts-fishoil": {
    title: "healnuts 卖家文章：鱼油真的能降血脂？",
    url: "https://www.healnuts.com/?p=368",
    checked: "2026-11-29",
  },
  "r14-g6-epoch-fda-infrared": {
    title: "大纪元：食药署提醒 红外线灯解酸痛 注意三不原则",
    url: "http://www.epochtimes.com.tw/n371051/紅外線燈解痠痛-注意三不原則-.html",
    checked: "2026-11-29",
  },
  "r14-g6-cchk-mainland-ban": {
    title: "香港消费者委员会《选择》：内地禁播5类医疗保健产品广告",
    url: "https://www.consumer.org.hk/tc/article/359-2896",
    checked: "2026-11-29",
  },
  "r14-g6-hku-nursing-supplements": {
    title: "香港大学护理学院（am730 2010-03-08）：保健食品",
    url: "https://nursing.hku.hk/news-and-events/newspaper-articles/health-supplements",
    checked: "2026-11-29",
  },
  "r14-g6-cf-collagen-drinks": {
    title: "消基会市售胶原蛋白饮品标示检查（Yahoo 新闻转载）",
    url: "http://tw.news.yahoo.com/%25E7%25BE%258E%25E5%25AE%25B9%25E9%25A3%25B2%25E5%2593%2581%25E5%2596%259D%25E5%25BF%2583%25E9%2585%25B8-%25E8%2586%25A0%25E5%258E%259F%25E8%259B%258B%25E7%2599%25BD%25E5%2596%25AE%25E7%2593%25B6%25E9%2587%258F%25E5%25B7%25AE4%25E5%2580%258D-%25E9%2583%25A8%25E4%25BB%25BD%25E6%25A8%2599%25E7%25A4%25BA%25E6%259C%2589%25E7%2591%2595%25E7%2596%25B5-072415018.html",
    checked: "2026-11-29",
  },
  "r14-g6-metro-cchk-probiotics": {
    title: "新城健康+：消委会建议立法规管益生菌等膳食补充剂",
    url: "https://metrohealthplus.hk/84067/%E6%B6%88%E5%A7%94%E6%9C%83%E5%BB%BA%E8%AD%B0%E7%AB%8B%E6%B3%95%E8%A6%8F%E7%AE%A1%E7%9B%8A%E7%94%9F%E8%8F%8C%E7%AD%89%E8%86%B3%E9%A3%9F%E8%A3%9C%E5%85%85%E5%8A%91/",
    checked: "2026-11-29",
  },
  "r14-g6-winkler-superlatives": {
    title: "理律/Winkler Partners：商业吹嘘还是不实广告？“最高级用语”的使用界限",
    url: "https://winklerpartners.com/zh/%e5%95%86%e6%a5%ad%e5%90%b9%e5%99%93%e9%82%84%e6%98%af%e4%b8%8d%e5%af%a6%e5%bb%a3%e5%91%8a%ef%bc%9f-%e3%80%8c%e6%9c%80%e9%ab%98%e7%b4%9a%e7%94%a8%e8%aa%9e%e3%80%8d%e7%9a%84%e4%bd%bf%e7%94%a8%e7%95%8c",
    checked: "2026-11-29",
  },
  "r14-g6-leadingblock-fishoil": {
    title: "leading-block 鱼油推荐文（医师亲授3大筛选指标，市售品牌规格盘点）",
    url: "https://leading-block.com/23846",
    checked: "2026-11-29",
  },
  "r14-g6-hkgov-2003-xintianli": {
    title: "香港政府新闻网 2003-08-22：回收 卫生署呼吁市民不要购买及服食“新天力胶囊”",
    url: "https://news.gov.hk/isd/ebulletin/tc/category/healthandcommunity/030822/print/030822tc05010.htm",
    checked: "2026-11-29",
  },
  "r14-g6-macau-ssm-manganese": {
    title: "澳门特区政府新闻局（GCS）：卫生局通报17款含过量锰骨骼补充剂回收",
    url: "https://cdn.gcs.gov.mo/detail/zh-hans/N09IckFT0R",
    checked: "2026-11-29",
  },
  "r14-g7-court-tongzhou-haishen-2017": {
    title: "京华时报／成都全搜索：女子网购野生海参发现虚假宣传 诉法院获三倍赔偿（北京通州法院）",
    url: "http://news.chengdu.cn/2017/0315/1860242.shtml",
    checked: "2026-11-29",
  },
  "r14-g7-xtoyo-ad-law-cases": {
    title: "货源批发网：《广告法》专项解读（格格的案例库：央视上榜品牌杏仁糖案 判三倍赔偿）",
    url: "http://m.xtoyo.com/ws/201606/c_53598.html",
    checked: "2026-11-29",
  },
  "r14-g7-gz-aic-fidek-2016": {
    title: "一品标局：飞达音响因构成商标使用不当行为处十万元罚款（广州市工商局处罚决定书，商标法第十四条第五款）",
    url: "https://www1.epbiao.com/shangbiaos/2706.html",
    checked: "2026-11-29",
  },
  "r14-g7-bj2-court-air-purifier-2017": {
    title: "北京二中院终审：电商平台虚假宣传空气净化器（清华技术、99.96%净化率）判退款并三倍赔偿",
    url: "http://1986051700.cn/Article.Asp?Pid=146&id=5312",
    checked: "2026-11-29",
  },
  "r14-g7-songjiang-court-philips-2023": {
    title: "上海松江法院泗泾法庭：吴某某诉广州博亿科技网络买卖合同纠纷庭审（原告意见，天猫宣传语是否构成欺诈）",
    url: "http://www.trojanmotorsport.com/fazhizhongguo/gongjianfasi/2023-02-27/29475.html",
    checked: "2026-11-29",
  },
  "r14-g7-cosmetics-market-monitor-2003": {
    title: "《中国化妆品》2003年4期：全国重点大型零售商场化妆品品牌销售月度监测资料（中华全国商业信息中心数据）",
    url: "http://www.handmsg.com/page/2003/0429/28768216.shtml",
    checked: "2026-11-29",
  },
  "r14-g7-henan-patent-award-23rd": {
    title: "郑州市知识产权协会转载：第二十三届中国专利奖揭晓 河南省20项专利获奖（省知识产权局消息）",
    url: "http://zzipa.org.cn/hyxw/28785.html",
    checked: "2026-11-29",
  },
  "r14-g7-samr-internet-ads-2025": {
    title:
      "直销网转载：市场监管总局公布十起互联网违法广告典型案例（2025-10，厦门集美区局查处苗古金贴大药房AI虚假人物广告案）",
    url: "http://www.seai.net.cn/news/html/68259.html",
    checked: "2026-11-29",
  },
  "r14-g7-trademark-qa-famous-brand": {
    title: "商标问答：禁止使用驰名商标字样后，产品包装能否标注著名品牌或知名商标字样（答复）",
    url: "http://m.eshenshuai.com/rjdjnews-12251-1.html",
    checked: "2026-11-29",
  },

  "r15-g1-court-suzhou-sip-tinnitus": {
    title: "法治日报:音乐疗法治耳鸣 苏州工业园区法院判决商家虚假宣传构成欺诈退一赔三(判词摘录)",
    url: "http://blog.zzhuanghui.com/p?id=3684155",
    checked: "2026-11-29",
  },
  "r15-g1-court-tianjin-magnetic-pillow": {
    title: "天津市第一中级人民法院:健康磁性枕说明书虚假宣传 百货公司退货赔偿(二审维持)",
    url: "http://www.asydjt.com/article/194-361398.htm",
    checked: "2026-11-29",
  },
  "r15-g1-court-yongchun-2017-bp-drug": {
    title: "泉州晚报/海峡网:三盒能根治高血压? 永春法院判决药业公司虚假宣传三倍赔偿(2017)",
    url: "http://m.hxnews.com/news/fj/mn/qz/201703/16/1178892.shtml",
    checked: "2026-11-29",
  },
  "r15-g1-xiaoxie-jining-2012-hernia": {
    title: "青岛新闻网:济宁市消协调查大药房医疗广告宣传单夸大药品疗效 调解赔偿(2012)",
    url: "https://qingdaonews.com/content/2012-03/12/content_9148608.htm",
    checked: "2026-11-29",
  },
  "r15-g1-court-xicheng-2024-fund": {
    title: "人民法院报/人民网:北京西城区法院 银行推介私募基金募集说明书“目标回报:预计4至5倍”不当宣传担责(2024)",
    url: "http://yn.people.com.cn/BIG5/n2/2024/0423/c361322-40820030.html",
    checked: "2026-11-29",
  },
  "r15-g1-court-laixi-2025-diet": {
    title: "莱西法院:直播间减肥食品夸大宣传构成欺诈 判决退一赔三(2025)",
    url: "https://news.43u.com.cn/a/750099.html",
    checked: "2026-11-29",
  },
  "r15-g1-court-xuancheng-bishutang": {
    title: "安徽宣城市中级人民法院:宣城市检察院诉鼻舒堂消费民事公益诉讼 判决停止虚假和引人误解的宣传",
    url: "http://qhhveep.com/news/show-162864.html",
    checked: "2026-11-29",
  },
  "r15-g1-court-kaifu-2019-toothpaste": {
    title: "北京青年报:律师诉云南白药牙膏“活性成分帮助减轻牙龈出血”虚假宣传 长沙开福区法院一审驳回(2019)",
    url: "http://www.shufaren.com/archiver/html/tid-108867.html",
    checked: "2026-11-29",
  },
  "r15-g2-jd-2023-false-claims-rule": {
    title: "京东虚假宣传整改与治理公告（2023-05，平台规则违规场景与案例）（17站长网转载）",
    url: "http://m.snsmcma.cn/article-21224-1.html",
    checked: "2026-11-29",
  },
  "r15-g2-cnr-2026-tegongjiu-live": {
    title:
      "《中国消费者报》：“特供酒”仍现身直播间（主播口播“三十四号供应部001供应处”等，平台关闭直播间）（网易号转载）",
    url: "https://www.163.com/dy/article/KKF8V1DI0512AKQV.html",
    checked: "2026-11-29",
  },
  "r15-g2-cwdbkk-device-ecommerce-cases": {
    title: "电商平台医疗器械虚假宣传违法案例整理（违法案例3 kegel盆底肌康复仪：无证且宣传医疗功能）",
    url: "https://www.cwdbkk.com/html_2/chongwuxizao/19815/list/8.html",
    checked: "2026-11-29",
  },
  "r15-g3-case-yuanan-2019-13": {
    title: "远安县市场监督管理局 行政处罚决定书 远市监处字〔2019〕13号（配制酒广告）",
    url: "https://m.bidcenter.com.cn/newsrili-1-82853553.html",
    checked: "2026-11-29",
  },
  "r15-g3-case-taijiang-2023-herb": {
    title: "福州市台江区市场监督管理局 草药店发布虚假广告案（罚款2040.6元）",
    url: "http://m.1aqj.cn/news/fj/fz/202312/18/2146327.shtml",
    checked: "2026-11-29",
  },
  "r15-g3-case-ningbo-jiangbei-2018": {
    title: "宁波市江北区市场监管局 微信公众号违法广告查处（中国宁波网）",
    url: "http://zjnews.zjol.com.cn/zjnews/nbnews/201804/t20180404_6953615.shtml",
    checked: "2026-11-29",
  },
  "r15-g3-case-haizhu-2018-56": {
    title: "广州市海珠区工商局 行政处罚决定书 穗海工商处字[2018]56号（口腔门诊部医疗广告）",
    url: "https://www.gongsi.com.cn/detail/5a97c035-c684-37aa-9a82-83d83782d84a1/administrative-penalties-234814",
    checked: "2026-11-29",
  },
  "r15-g3-case-shibei-boai-2019": {
    title: "青岛市市北区市场监督管理局 博爱牙科诊所官网虚假广告处罚（信网）",
    url: "http://www.qdxin.cn/xin/2019/190536.html",
    checked: "2026-11-29",
  },
  "r15-g3-case-shandong-agri-2020": {
    title: "山东省市场监管局公布3起农资广告行政处罚案例（沂源县、金乡县、沂南县市场监管局；中国消费者报）",
    url: "http://m.poorxarxrk.xyz/html/00c799245.html",
    checked: "2026-11-29",
  },
  "r15-g3-case-neimenggu-2019-baojian": {
    title: "内蒙古自治区市场监督管理局发布15起“保健”市场乱象典型案例（新华社 2019-06-14）",
    url: "http://www.mkcnfr.com/c/2019-06-14/2364415.shtml",
    checked: "2026-11-29",
  },
  "r15-g3-case-jiangsu-2025-qinhuai": {
    title: "江苏省市场监管系统2025年广告典型案例：南京某贸易公司发布违法广告案（南京市秦淮区市场监管局，罚款30000元）",
    url: "http://www.digipub.cc/dy/article/KIMCM8VS0530L9R9.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r15-g3-case-haining-solar": {
    title: "海宁市市场监管局袁花分局 太阳能热水器网页虚假宣传被处罚（报道）",
    url: "http://szeclipse.com/view-61797-1.html",
    checked: "2026-11-29",
  },
  "r15-g3-case-duan-hearing-2025": {
    title: "都安县市场监管局 助听器店擅挂“县残联定点服务中心”招牌被罚5000元（中国消费者报）",
    url: "http://www.gu4qa.com/html/79c799849.html",
    checked: "2026-11-29",
  },
  "r15-g3-case-jintang-ejiao-2021": {
    title: "金堂县市场监督管理局 药店微信公众号发布违法阿胶、阿胶糕广告被罚1.5万元（中国食品网）",
    url: "http://cfoodw.com/n/31032.html",
    checked: "2026-11-29",
  },
  "r15-g4-tp-appeal-779-041": {
    title: "台北市政府 95.05.17 府诉字第09584355700号诉愿决定书(○○养生馆非医疗机构于报纸刊登医疗广告,罚6万元,诉愿驳回)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=779-041",
    checked: "2026-11-29",
  },
  "r15-g4-haicang-2024-beauty-salon": {
    title:
      "导报:美容院还能治妇科疾病?厦门海沧区市场监督管理局医疗广告专项整治发现美容馆张贴广告涉嫌违反广告法,已立案调查(2024)",
    url: "http://qiangbosw.com/blsh/18068.html",
    checked: "2026-11-29",
  },
  "r15-g4-jingyan-2021-kangyang": {
    title:
      "春雷行动2021:井研县市场监管局查处“井研某康养中心”虚假广告(养老服务公司宣传单、横幅虚构康养中心及投资规模,责令停止发布并处罚)",
    url: "https://m.tqys.net/a/202305/221266.html",
    checked: "2026-11-29",
  },

  "r16-g1-iopenmall-018546-product": {
    title: "iOPEN Mall 台湾网店商品页(商品保固、退换货、运送说明)",
    url: "https://mall.iopenmall.tw/018546/index.php?action=product_detail&prod_no=P1854602304853",
    checked: "2026-11-29",
  },
  "r16-g1-hk-stylecouple-policy": {
    title: "HK Style Couple Shop 香港网店退换政策",
    url: "https://www.hkstylecoupleshop.com/about/policy",
    checked: "2026-11-29",
  },
  "r16-g1-decathlon-running-shoe-care": {
    title: "迪卡侬运动建议:跑鞋保养之道",
    url: "https://sports-advice.decathlon.com.cn/jian-yi/pao-xie-bao-yang-zhi-dao-tp_2534",
    checked: "2026-11-29",
  },
  "r16-g1-tw-sosweet-faq": {
    title: "sosweet.tw 台湾冷冻食品网店 FAQ 购物须知",
    url: "https://www.sosweet.tw/faq_list/25/1",
    checked: "2026-11-29",
  },
  "r16-g1-tw-yilinstore-shipping": {
    title: "yilinstore 台湾食品网店 出货、运费与退换货说明",
    url: "https://www.yilinstore.com/pages/shipping-payment-and-refunds",
    checked: "2026-11-29",
  },
  "r16-g1-tw-books-nianca-product": {
    title: "博客来 年菜商品页(配送、退货与食品注意事项)N012686528",
    url: "https://books.com.tw/products/N012686528?loc=P_0017_018",
    checked: "2026-11-29",
  },
  "r16-g1-tw-happyyard-delivery": {
    title: "Happy Yard 台湾网店 送货方式与运费",
    url: "https://shop.happyyard.com.tw/about/delivery-policy",
    checked: "2026-11-29",
  },
  "r16-g1-hk-wtopets-catfood-guide": {
    title: "Pets Thing(wtopets.com)香港宠物用品网店:猫咪食品解析指南页(含猫爬架优惠)",
    url: "https://www.wtopets.com/%e8%b2%93%e5%92%aa%e9%a3%9f%e5%93%81%e8%a7%a3%e6%9e%90%e6%8c%87%e5%8d%97%ef%bc%9a%e8%b2%93%e9%a3%9f%e7%87%9f%e9%a4%8a%e5%85%a8%e6%94%bb%e7%95%a5",
    checked: "2026-11-29",
  },
  "r16-g1-tw-hctowel-towel-spec": {
    title: "久大毛巾(hctowel.com.tw)品牌网站「毛巾万事通」:运动及洗脸毛巾选购6大关键指标(2025-11-07)",
    url: "https://www.hctowel.com.tw/毛巾萬事通/超人氣運動-and-洗臉毛巾選購6大關鍵指標從ptt到dcard解密z世代的毛巾規格戰",
    checked: "2026-11-29",
  },
  "r16-g2-jianke-wuziyanzong": {
    title: "方舟健客网上药店 五子衍宗胶囊是处方药吗 药品介绍页",
    url: "http://www.qwdk666.com/a/20141012/983929.html",
    checked: "2026-11-29",
  },
  "r16-g2-xuyinyin-fumarate": {
    title: "企业页面 富马酸亚铁多库酯钠胶囊是OTC吗",
    url: "http://www.xuyinyin.com/company/cp_2dxoym8lyd/article_2.html",
    checked: "2026-11-29",
  },
  "r16-g2-huzhou-zyy-2025": {
    title: "湖州市中医院搬迁公告(新院区2025年1月18日全部开放)",
    url: "https://wxredian.com/art?id=0e5598a929b84d30b0d357a72239698e",
    checked: "2026-11-29",
  },
  "r16-g2-liyang-zyy-2024": {
    title: "溧阳市中医医院(江苏省中医院溧阳分院)新院区搬迁及交通指引(论坛转载医院通告)",
    url: "http://jsly001.com/read-htm-tid-3929724-fpage-6.html",
    checked: "2026-11-29",
  },
  "r16-g2-xiamen-huli-mask-2023": {
    title:
      "厦门市湖里区市场监管局化妆品专项检查:普通化妆品面膜宣传“嫩白淡斑”未取得特殊化妆品注册证(中国质量新闻网2023-05-26)",
    url: "http://ngwqjnd.cn/news/guonei/139510.html",
    checked: "2026-11-29",
  },
  "r16-g2-jianke-gantaishu": {
    title: "健客网(方舟健客)药品页:肝泰舒胶囊是处方药吗(2015-11-10)",
    url: "https://jianke.com/a/20151110/2137136.html",
    checked: "2026-11-29",
  },
  "r16-g2-juye-zyy-2025": {
    title: "巨野县中医医院 儿科搬迁公告(2025年7月9日)",
    url: "https://www.hzjyzyyy.cn/shows/20/14.html",
    checked: "2026-11-29",
  },
  "r16-g2-fh21-hospital928": {
    title: "医院页面(家庭医生在线医院频道 hospital_928)门急诊楼扩建试运行公告",
    url: "https://myyk.fh21.com.cn/hospital_928/tsyl/16268.html",
    checked: "2026-11-29",
  },
  "r16-g2-mlchenxing-cleanser-2020": {
    title: "化妆品代加工企业网站 新闻动态:洁面乳都有哪些功效?(2020-03-06)",
    url: "http://www.mlchenxing.com/xwdt/dynxgx.html",
    checked: "2026-11-29",
  },
  "r16-g2-le3y3ad-cleanser": {
    title: "商铺供应页面(sell):洁面乳作用与功效介绍",
    url: "http://www.le3y3ad.cn/sell/f439da308a1826.html",
    checked: "2026-11-29",
  },
  "r16-g2-fangyuan-lipbalm-2013": {
    title: "化妆品软管企业网站 化妆品软管知识:唇膏选用小知识(2013-06-11)",
    url: "http://fangyuanhuitong.cn/hzprg/zhishi/1731.html",
    checked: "2026-11-29",
  },
  "r16-g2-huanian-oxygen-2021": {
    title: "华年医用设备企业网站 行业动态:医用制氧机和保健制氧机的区别(2021-11-13)",
    url: "http://zxgygc.dqbcc.com/gyaz/hjq71.html",
    checked: "2026-11-29",
  },
  "r16-g2-fdzhuce-healthfood": {
    title: "上海誉商(工商注册服务企业)行业资讯:正确认识保健食品",
    url: "https://www.fdzhuce.com/hyzx/539.html",
    checked: "2026-11-29",
  },
  "r16-g2-qiansiniao-gentle": {
    title: "温和护肤品推荐文章(芙丽芳丝等产品推荐)",
    url: "https://www.qiansiniao.com.cn/news/57901.html",
    checked: "2026-11-29",
  },
  "r16-g3-ccbasia-usd-td-promo": {
    title: "中国建设银行(亚洲) 美元定期及活期存款组合优惠 推广页",
    url: "https://www.asia.ccb.com/hongkong_tc/personal/accounts/promotions/usdtd/index.html",
    checked: "2026-11-29",
  },
  "r16-g3-hangseng-fx-savings-tnc": {
    title: "恒生银行 外币储蓄存款优惠 条款及细则 (2025年10-12月)",
    url: "https://cms.hangseng.com/cms/emkt/pmo/grp02/p30/schi/tnc.html",
    checked: "2026-11-29",
  },
  "r16-g3-hangseng-wmc-td-tnc": {
    title: "恒生银行 跨境理财通南向通 新资金定期存款优惠 条款及细则 (2024)",
    url: "https://www.hangseng.com/cms/emkt/pmo/grp01/p04/chi/tnc_tmd.html",
    checked: "2026-11-29",
  },
  "r16-g3-shacom-hkd-rates": {
    title: "上海商业银行(香港) 港元存款利率页",
    url: "https://www.shacombank.com.hk/sch/rate/hkd-deposit-interest-rate.jsp",
    checked: "2026-11-29",
  },
  "r16-g3-gfund-xinli-faq": {
    title: "国金基金 基金常见问题:国金通用鑫利分级债券型基金的风险收益特征",
    url: "http://www.gfund.com/fund/jijinchangjianwenti/768",
    checked: "2026-11-29",
  },
  "r16-g3-bowtie-savings-types": {
    title: "Bowtie 保险知识:【储蓄保险比较2024】4种储蓄保的特点(2023/2024)",
    url: "https://bowtie.com.hk/blog/zh/%E5%84%B2%E8%93%84%E4%BF%9D%E9%9A%AA-%E7%A8%AE%E9%A1%9E",
    checked: "2026-11-29",
  },
  "r16-g3-blue-savings-guaranteed": {
    title: "Blue 保险知识:【储蓄保险比较】了解储蓄保 — 认识保证回报与预期回报(2022-12-20)",
    url: "https://www.blue.com.hk/blog/hk/savings-insurance-guaranteed-returns/",
    checked: "2026-11-29",
  },
  "r16-g3-lian-xinfulong-brochure": {
    title: "利安人寿保险股份有限公司 利安鑫福龙(尊享版)终身寿险 产品说明书(文档转载)",
    url: "http://f.tikuw.cn/f/item?id=1834045500623539",
    checked: "2026-11-29",
  },
  "r16-g3-hezhong-shouhu-brochure": {
    title: "合众人寿保险股份有限公司 合众众享守护定期寿险 产品说明书(文档转载,2025-03)",
    url: "http://f.tikuw.cn/f/item?id=446084664592",
    checked: "2026-11-29",
  },
  "r16-g3-daso-buxiban-qa": {
    title: "大硕教育(补习班) 官网 常见问题:有关学员专属服务",
    url: "http://www.daso.com.tw/common/qa",
    checked: "2026-11-29",
  },
  "r16-g3-tutorcircle-prnewswire-2025": {
    title: "美通社新闻稿(2025-08-19):寻补 Tutor Circle 私人补习价钱2025全攻略",
    url: "http://54.92.111.52/archives/178947",
    checked: "2026-11-29",
  },
  "r16-g3-beclass-after-school-english": {
    title: "BeClass 报名页:桃园市某国小 课后英语社团报名注意事项(114学年)",
    url: "https://www.beclass.com/rid=294ff97682a73d353b24",
    checked: "2026-11-29",
  },
  "r16-g3-bluepoolroad-sales-brochure": {
    title: "香港 Blue Pool Road 一手住宅 售楼说明书 Sales Brochure(内载一手住宅物业买家须知,文档转载2019)",
    url: "https://vdocuments.pub/e-sales-brochure-blue-pool-road-2-7-eec-a-ceeecoeeecoeec.html",
    checked: "2026-11-29",
  },
  "r16-g3-moneyhero-tax-loan-2025": {
    title: "MoneyHero 香港 税季/税务贷款攻略2025 比较及申请页(2025-10-03更新)",
    url: "https://www.moneyhero.com.hk/zh/personal-loan/tax-loan?vmcid=p%24g%2Co%24be063ec4-9375-11ec-b739-008cfacd5824-7f68e1426700%2Ct%241645489444977",
    checked: "2026-11-29",
  },
  "r16-g3-samsungetf-loan-guide": {
    title: "samsungetf.com.hk 贷款平台文章:2025年终极贷款攻略(贷款批核机率分析器)",
    url: "https://www.samsungetf.com.hk/loan/962",
    checked: "2026-11-29",
  },
  "r16-g3-brokerhk-prudential-ci": {
    title: "brokerhk 产品页:保诚 守护健康危疾加护保 产品特点",
    url: "https://brokerhk.com/product/580.html",
    checked: "2026-11-29",
  },
  "r16-g3-bowtie-ci-blog": {
    title: "Bowtie 网志:危疾保障(Bowtie定期危疾保险系列介绍)",
    url: "https://www.bowtie.com.hk/blog/zh/%E5%8D%B1%E7%96%BE%E4%BF%9D%E9%9A%9C/",
    checked: "2026-11-29",
  },
  "r16-g3-wli-lianxin-ci-rider": {
    title: "立桥人寿 产品页:立安心危疾附加保障",
    url: "http://wli-revamp.hypthon.io/tc/product/48",
    checked: "2026-11-29",
  },
  "r16-g3-focus-suzhou-runjing": {
    title: "搜狐焦点宿州站(2025-07-31):华润置地虹桥润璟售楼处发布 预约看房须知",
    url: "https://ahsuzhou.focus.cn/zixun/2f9172badca85da0.html",
    checked: "2026-11-29",
  },
  "r16-g3-spacious-school-net-2024": {
    title: "千居Spacious 网志(2024-02-07):【全港校网排名2024】小一收生/派位程序+各区热门校网",
    url: "https://www.spacious.hk/zh-tw/blog/%E5%85%A8%E6%B8%AF%E6%A0%A1%E7%B6%B2%E6%8E%92%E5%90%8D-%E5%B0%8F%E4%B8%80%E6%94%B6%E7%94%9F-%E6%B4%BE%E4%BD%8D%E7%A8%8B%E5%BA%8F-%E5%90%84%E5%8D%80%E7%86%B1%E9%96%80%E6%A0%A1%E7%B6%B2/",
    checked: "2026-11-29",
  },
  "r16-g4-tfda-food-claims-wenews-2021": {
    title:
      "食品广告合法用词例句(食品广告通常可使用之例句、营养素或特定成分得叙述之生理功能词句,依台湾卫生福利部食品药物管理署认定准则整理;页面注2021年)",
    url: "https://digital.wenewstw.com/results/2b62c14957fbce2dbcb5",
    checked: "2026-11-29",
  },
  "r16-g4-gz-scjgj-2023-baojian-gongneng-mulu": {
    title:
      "广州市市场监督管理局转载市场监管总局:市场监管总局 国家卫生健康委 国家中医药局发布2023年版保健功能目录(新旧保健功能声称对应关系,2023-09-26)",
    url: "http://scjgj.gz.gov.cn/ztzl/spaqxczl/content/post_9232055.html",
    checked: "2026-11-29",
  },
  "r16-g4-chnfn-2024-baojian-gongneng-shiyi": {
    title:
      "中华食品质量网:中国保健食品24种功能释义(依《允许保健食品声称的保健功能目录 非营养素补充剂(2023年版)》,2024-12-30)",
    url: "http://chnfn.com/shengchanbiaozhun/baojianshipin/2024/1230/32875.html",
    checked: "2026-11-29",
  },
  "r16-g4-xzzjs-2025-yagao-qa": {
    title: "牙膏监督管理办法问答:牙膏是化妆品吗、牙膏能治疗疾病吗(2025-01)",
    url: "http://xzzjs.com/documents/202501/7399.shtml",
    checked: "2026-11-29",
  },
  "r16-g4-zyqjg-2023-yingyangsu-buchongji-mulu": {
    title: "医智宝转载市场监管总局:允许保健食品声称的保健功能目录 营养素补充剂(2023年版)功能声称",
    url: "https://zyqjg.com/article-23921-2.html",
    checked: "2026-11-29",
  },
  "r16-g4-cdns-tfda-rensheng-wen": {
    title:
      "中华日报(cdns):食药署指出化粧品不具预防、防止妊娠纹功能,依《化粧品标示宣传广告涉及虚伪夸大或医疗效能认定准则》属涉及影响生理机能",
    url: "https://www.cdns.com.tw/?p=765986",
    checked: "2026-11-29",
  },
  "r16-g4-veritable-2019-tfda-cosmetics": {
    title: "化粧品标示虚伪、夸大医效 7/1起最重罚500万(食药署宣布化粧品卫生安全管理法上路,2019-06-25)",
    url: "https://news.veritable.pw/zh/piece/20190625/taiwan_2",
    checked: "2026-11-29",
  },
  "r16-g5-chuanboyi-douyin-live-words": {
    title: "传播易：抖音电商直播规范用语词库，哪些词可以说，哪些词不能说（官方答疑表）",
    url: "https://m.chuanboyi.com/kejixun/show/5603.html",
    checked: "2026-11-29",
  },
  "r16-g5-dk888-tiktok-beauty": {
    title: "美妆大卖内容合规教程：TikTok禁用“根治”“医疗级”词汇",
    url: "https://dk888.cyou/?p=13772",
    checked: "2026-11-29",
  },
  "r16-g5-kaidian800-kuaishou-title": {
    title: "快手小店商品标题要求与案例解析（错误原因与正确商品名称）",
    url: "https://kaidian800.com/dianshang/show-20091.html",
    checked: "2026-11-29",
  },
  "r16-g5-weixin-store-title-guide": {
    title: "微信小店成长中心：商品标题规范（不规范示例与优化指引）",
    url: "https://store.weixin.qq.com/chengzhang/webdoc/wiki/8453/36378fd33f350c47/growth_center_manual_for_store?bpath=%252Fhome%252Fmanual&source=3&sourceType=1",
    checked: "2026-11-29",
  },
  "r16-g5-aisoutu-title-rule": {
    title: "规则解读：好的商品标题怎么取？（不规范的商品标题示例，2022-05-19）",
    url: "https://aisoutu.com.cn/a/2891349",
    checked: "2026-11-29",
  },
  "r16-g5-seehold-zhihu-finance-rule": {
    title: "知乎广告其他综合金融行业审核规则（股票、贷款；拒绝案例与通过案例，2023-03-30）",
    url: "http://www.seehold.cn/h-nd-423.html",
    checked: "2026-11-29",
  },
  "r16-g5-seehold-zhihu-psych-rule": {
    title: "知乎广告生活、情感、法律、移民、加盟行业审核要求（心理咨询基本审核细则，2023-04-01）",
    url: "http://m.seehold.cn/h-nd-424.html?m497pageno=30",
    checked: "2026-11-29",
  },
  "r16-g5-tencentads-2019-10-review": {
    title: "腾讯广告审核典型拒绝情况分析（2019年10月）",
    url: "https://tencentads.com/Faqlist/Detail/610",
    checked: "2026-11-29",
  },
  "r16-g5-eatui-tencent-ad-aug": {
    title: "8月份腾讯广告审核规范新资讯及典型案例解读（年龄类表述等）",
    url: "https://www.eatui.cn/xinxiliu/30573.html",
    checked: "2026-11-29",
  },
  "r16-g5-eschool-qq-tips-rule": {
    title: "腾讯广告营销学堂帮助中心：应用宝审核规范／QQ tips流量规范",
    url: "https://eschool.qq.com/Help/Center/424",
    checked: "2026-11-29",
  },
  "r16-g5-whbjbd-baidu-review-reject": {
    title: "百度推广创意审核不通过的原因与优化方案（whbjbd）",
    url: "https://www.whbjbd.com/news/6501.html",
    checked: "2026-11-29",
  },
  "r16-g6-tfda-food-claim-standard-2014": {
    title:
      "台湾药学会转载 卫生福利部食品药物管理署公告：食品标示宣传或广告词句涉及夸张易生误解或医疗效能之认定基准（103年1月7日部授食字第1021250977号令）",
    url: "http://tcpa.taiwan-pharma.org.tw/node/25287",
    checked: "2026-11-29",
  },
  "r16-g6-cipa-food-claim-revision-news": {
    title: "台湾药学会 新闻：卫生署修订食品标示宣传或广告词句认定标准（维生素、矿物质得宣称词句）",
    url: "http://cipa.taiwan-pharma.org.tw/node/15176",
    checked: "2026-11-29",
  },
  "r16-g6-yahoo-fund-tech-equity": {
    title: "Yahoo 股市 基金概要：股票型开放式基金（重要科技事业）投资方针",
    url: "https://tw.stock.yahoo.com/fund/summary/F0HKG05X1P:FO",
    checked: "2026-11-29",
  },
  "r16-g6-yahoo-fund-ab-china-a": {
    title: "Yahoo 股市 基金基本资料：联博中国A股基金-A2类型(新台币) 投资方针",
    url: "https://tw.stock.yahoo.com/fund/basic-info/F00001186B:FO",
    checked: "2026-11-29",
  },
  "r16-g6-changhua-health-bureau-drug-ads": {
    title: "彰化县卫生局：加强取缔违规医药广告 合法药物标示说明",
    url: "https://www.chshb.gov.tw/node/190921167",
    checked: "2026-11-29",
  },
  "r16-g6-nchn-pharmacist-otc": {
    title: "全国大小事新闻网 2025-01-15：成药、指示药分不清？药师来解答",
    url: "https://nchn.news/?p=94054",
    checked: "2026-11-29",
  },
  "r16-g6-ltn-tfda-lotion-cream": {
    title: "自由健康网 2025-11-11：食药署说明乳液与乳霜差别（油水比例）",
    url: "https://health.ltn.com.tw/article/breakingnews/5238487",
    checked: "2026-11-29",
  },
  "r16-g6-mohw-tfda-ha-implant": {
    title: "卫生福利部（食品药物管理署）105-05-18：认识玻尿酸皮下植入物，让您安心美",
    url: "https://www.mohw.gov.tw/fp-2627-19182-1.html",
    checked: "2026-11-29",
  },
  "r16-g6-top1health-fishoil-limit": {
    title: "早安健康：卫福部公告食品原料鱼油之使用限制（109年12月28日）",
    url: "https://top1health-cn.azurewebsites.net/Article/308/83881",
    checked: "2026-11-29",
  },
  "r16-g6-foodcheck-fishoil": {
    title: "FoodCheck 食品成分查询：鱼油（功效、注意事项、法规限制）",
    url: "https://www.foodcheck.com.tw/ingredient/fish-oil",
    checked: "2026-11-29",
  },
  "r16-g6-finfo-nanshan-meixin": {
    title: "finfo 保险商品库：南山人寿美鑫外币终身分红寿险 保单条款（样本）",
    url: "https://finfo.tw/products/%E5%8D%97%E5%B1%B1%E4%BA%BA%E5%A3%BD%E7%BE%8E%E9%91%AB%E5%A4%96%E5%B9%A3%E7%B5%82%E8%BA%AB%E5%88%86%E7%B4%85%E5%A3%BD%E9%9A%AA-2009-08-01",
    checked: "2026-11-29",
  },
  "r16-g6-finfo-farglory-jinjili": {
    title: "finfo 保险商品库：远雄人寿金吉利变额万能寿险(甲型) 保单条款",
    url: "https://finfo.tw/products/%E9%81%A0%E9%9B%84%E4%BA%BA%E5%A3%BD%E9%87%91%E5%90%89%E5%88%A9%E8%AE%8A%E9%A1%8D%E8%90%AC%E8%83%BD%E5%A3%BD%E9%9A%AA(%E7%94%B2%E5%9E%8B)-2005-01-01",
    checked: "2026-11-29",
  },
  "r16-g6-chubb-tw-huoli100": {
    title: "安达人寿（Chubb）台湾 商品页：活力100 万能寿险 保险给付",
    url: "https://life.chubb.com/life/tw-zh/personal/huo-li-100-ul.html",
    checked: "2026-11-29",
  },
  "r16-g6-mfghk-mutual-fund": {
    title: "MFG 香港 投资者教育：互惠基金（单位信托及互惠基金是什么、利弊）",
    url: "https://www.mfghk.com/zh-hant/investor-education/mutual-fund/",
    checked: "2026-11-29",
  },
  "r16-g6-wenews-fundhouse-dca": {
    title: "基金公司文章（wenewstw 转载）2022-04-25：轻松驾驭波动市 善用平均成本法",
    url: "https://history.wenewstw.com/results/f8d90725bc63ab5b7bad",
    checked: "2026-11-29",
  },
  "r16-g6-yohopower-chicken-essence": {
    title: "优活力 yohopower 品牌健康笔记：“鸡精”vs“滴鸡精”哪个好？营养师带你认识鸡精3大功效与禁忌",
    url: "https://www.yohopower.tw/blogs/health-note/199557",
    checked: "2026-11-29",
  },
  "r16-g6-purus-air-purifier-specs": {
    title: "Purus 空气清净机品牌部落格：一次看懂空气清净机商品规格",
    url: "https://www.purus.com.tw/blog/posts/109",
    checked: "2026-11-29",
  },
  "r16-g6-beautyhkguide-drip-chicken": {
    title: "beautyhkguide：滴鸡精是什么？（滴鸡精成分与营养价值介绍）",
    url: "https://www.beautyhkguide.com/286206.html",
    checked: "2026-11-29",
  },
  "r16-g6-yes99-ntpc-2017-ads": {
    title: "yes99 转载（联合报）：新北市卫生局公布2017年违法药物、食品、化妆品广告名单",
    url: "https://yes99.com.tw/?p=390080",
    checked: "2026-11-29",
  },
  "r16-g6-mdcafe-chinteng-cold-granules": {
    title: "md.cafe 药品资讯：“井田”复方感冒颗粒热饮（适应症、服用方式、注意事项）",
    url: "https://md.cafe/zingiberis-rhizoma-extract",
    checked: "2026-11-29",
  },
  "r16-g6-mdcafe-mingta-cold-capsules": {
    title: "md.cafe 药品资讯：“明大”感冒胶囊（适应症、禁忌症）",
    url: "https://md.cafe/thiamine-mononitrate-7",
    checked: "2026-11-29",
  },
  "r16-g6-mdcafe-hsias-cold-solution": {
    title: "md.cafe 药品资讯：赐适感冒液（适应症、副作用、禁忌症）",
    url: "https://md.cafe/guaiacol-glyceryl-ether-96",
    checked: "2026-11-29",
  },
  "r16-g6-tfda-epaper-912-cold-medicine": {
    title: "食品药物管理署 药物食品安全周报 第912期 2023-03-10：综合感冒药百百种！如何正确挑选安全使用？",
    url: "https://www.fda.gov.tw/Tc/PublishOtherEpaperContent.aspx?id=1447&r=706071380&tid=4244",
    checked: "2026-11-29",
  },

  "r17-g1-sunyee-dongding-oolong": {
    title: "三亿茶叶（台湾）商品页：冻顶乌龙茶",
    url: "https://sunyeetea.com.tw/product_detail.php?id=83",
    checked: "2026-11-29",
  },
  "r17-g1-jintiankansha-navel-orange": {
    title: "今天看啥转载卖家文章：晚摘脐橙今年的三个变化（销售文章）",
    url: "http://jintiankansha.me/t/wh6bRp9g8B",
    checked: "2026-11-29",
  },
  "r17-g1-ntdtv-nantou-tea-expo-2011": {
    title: "新唐人电视台：八大茶区品茗 南投茶博会来客多（2011-10-30，茶商现场介绍）",
    url: "https://ntdtv.com/b5/2011/10/30/a610398.html",
    checked: "2026-11-29",
  },
  "r17-g1-udn-tea122-cuifeng-tea": {
    title: "udn网路城邦 tea122 博客：找到茶了（代售翠峰春茶茶包的售卖帖，2011）",
    url: "https://classic-blog.udn.com/tea122/5259253",
    checked: "2026-11-29",
  },
  "r17-g1-bbwfish-hulunhu-cannery": {
    title: "中国水产门户网（南方渔网）：满洲里呼伦湖罐头食品有限公司获有机食品认证",
    url: "http://bbwfish.com/article.asp?artid=10619",
    checked: "2026-11-29",
  },
  "r17-g1-yooho-aiwen-mango": {
    title: "有好东西 yooho.com.tw 商品页：【福气】爱文芒果(大)两箱（台南玉井蔡家）",
    url: "https://www.yooho.com.tw/goods.php?id=856&yc=goods_info",
    checked: "2026-11-29",
  },
  "r17-g1-bbc9-babaochun-liquor": {
    title: "八宝春酒（散白酒加盟商）网站文章：纯粮酒和酒精酒的区别",
    url: "http://bbc9.cn/Article/7ztrnmdclj_1.html",
    checked: "2026-11-29",
  },
  "r17-g1-mfedex-luzhou-pinyuxiang": {
    title: "泸州老窖品御香醇酿全国营运中心（招商网站）：“白酒”的定义",
    url: "http://mfedex.com/z_yjht/news_p3.html",
    checked: "2026-11-29",
  },
  "r17-g1-epochtimes-dagangshan-honey-2010": {
    title: "大纪元：99年度大岗山评鉴特级蜜 新上市（高雄县农业处推介，2010-07-23）",
    url: "https://www.epochtimes.com/gb/10/7/23/n2974688.htm",
    checked: "2026-11-29",
  },
  "r17-g1-udn-xihu-pomelo-2025": {
    title: "联合报：苗栗西湖乡文旦白露后采收（2025-09-04）",
    url: "https://udn.com/news/story/7270/8983241",
    checked: "2026-11-29",
  },
  "r17-g1-epochtimes-tw-chiayi-gifts": {
    title: "台湾大纪元：伴手礼PK赛！嘉义·台南 年节好物（嘉义县农渔好物推介）",
    url: "https://www.epochtimes.com.tw/n271374/伴手禮PK賽！-嘉義•台南どっち--年節好物攏抵嘉.html",
    checked: "2026-11-29",
  },
  "r17-g1-tvbs-new-year-expo-2023": {
    title: "TVBS新闻：年货大展 香菜面、素肉干、即食珍珠（业者现场介绍）",
    url: "https://news.tvbs.com.tw/life/1258549",
    checked: "2026-11-29",
  },
  "r17-g1-ltn-milk-jujube-2015": {
    title: "自由时报：中国春节送礼 台湾蜜枣抢手（2015-02-04）",
    url: "https://news.ltn.com.tw/amp/news/local/paper/853269",
    checked: "2026-11-29",
  },
  "r17-g1-teano1-dazhong-tea": {
    title: "大众茗茶（web66 商店网站）文章：建国百年纪念茶／南投茶",
    url: "https://teano1.web66.com.tw/web/NMD?postId=512513",
    checked: "2026-11-29",
  },
  "r17-g1-brianoolongtea-biluochun": {
    title: "wait a moment 茶叶小店博客：碧螺春绿茶 NT$ 250 / 75g（2013-12-17）",
    url: "https://brianoolongtea.blogspot.com/2013/12/nt-250-75g.html",
    checked: "2026-11-29",
  },
  "r17-g1-dmwxc-novel-chunjian-tea": {
    title: "网络小说（dmwxc.cc）第11章 面红耳赤（春见茶庄情节）",
    url: "https://m.dmwxc.cc/read/202958/629474.html",
    checked: "2026-11-29",
  },
  "r17-g1-nextapple-yuzhenxin": {
    title: "壹苹新闻网 搜索页：裕珍馨 兔年春节限定礼盒等报道",
    url: "https://tw.nextapple.com/search/%E8%A3%95%E7%8F%8D%E9%A6%A8?custom_loc=TW",
    checked: "2026-11-29",
  },
  "r17-g1-tjcdz-tea-culture-site": {
    title: "茶文化网（茶叶厂家商家批发站）：拨开西湖龙井明前茶预订的迷雾",
    url: "http://m.tjcdz.cn/a/chayefenlei/lvcha/29925.html",
    checked: "2026-11-29",
  },
  "r17-g1-privilegevida-hk-eateries": {
    title: "Privilege Vida 乐怡特选·饕餮18区：大卡司、湘蜀人家等香港食肆介绍",
    url: "https://privilegevida.com/category/%E6%A8%82%E6%80%A1%E7%89%B9%E9%81%B8/%E9%A5%95%E9%A4%AE18%E5%8D%80/?filter_by=popular",
    checked: "2026-11-29",
  },
  "r17-g1-kumico-zhihui-yuanshi-winery": {
    title: "kumico.net 转载新闻：斯里兰卡青年代表团访宁夏志辉源石酒庄（讲解员介绍）",
    url: "http://kumico.net/news/05c513223.html",
    checked: "2026-11-29",
  },
  "r17-g1-nyfwjg-friso-breastmilk-ad-fine": {
    title: "中国经济网（转载）：菲仕兰美素佳儿被上海市黄浦区市场监管局罚款20万元（广告法第二十条）",
    url: "http://www.nyfwjg.com/cysc/sp/info/202112/03/t20211203_37140083.shtml",
    checked: "2026-11-29",
  },
  "r17-g2-likoo-blog-yangfa": {
    title: "LiKOO 官方购物网站部落格：2026台湾养发液品牌推荐（含满额赠、新春优惠及化粧品宣称声明）",
    url: "https://www.likoo.com.tw/blog/posts/detail2441",
    checked: "2026-11-29",
  },
  "r17-g2-pingchao-midouxiong": {
    title: "米兜熊纸尿裤的作用（品牌产品介绍页）",
    url: "http://pingchao.net/zdcbsx/type-29/24769.html",
    checked: "2026-11-29",
  },
  "r17-g2-beforeout-baby-wash-label": {
    title: "婴儿沐浴用品选购要点（引用某婴儿沐浴用品标签上的产品功用与成分）",
    url: "http://beforeout.com/article/322817.html",
    checked: "2026-11-29",
  },
  "r17-g2-udn-inanabei": {
    title: "联合新闻网·女子漾：脸部保养选品三件事（含IN艾娜蓓品牌内容，2025-12-30）",
    url: "https://woman.udn.com/woman/story/123163/9166025",
    checked: "2026-11-29",
  },
  "r17-g2-udn-juliart-scalp": {
    title: "联合新闻网·女子漾：秋冬头皮保养4步骤（juliArt觉亚 ECHO头皮养护四步骤及限时优惠，2025-10-30）",
    url: "https://woman.udn.com/woman/story/123163/9107032",
    checked: "2026-11-29",
  },
  "r17-g2-bg3-sensodyne-ad": {
    title: "【广编】牙齿敏感？专家教你「深层洁净」敏感性牙齿（图、文／舒酸定提供）",
    url: "https://cn.bg3.co/a/yan-bian-ya-chi-min-gan-zhuan-jia-jiao-ni-shen-ceng-ji-jing-min-gan-xing-ya-chi.html",
    checked: "2026-11-29",
  },
  "r17-g2-8red-toilet-cleaner": {
    title: "马桶圈盖尿渍清洁方法（含鸭嘴头洁厕剂使用介绍）",
    url: "http://baike.8red.cn/zhishi/119516.html",
    checked: "2026-11-29",
  },
  "r17-g2-yiwugo-kangyou-toothpaste": {
    title: "义乌购论坛：“抗幽牙膏”宣称防胃癌（转新华每日电讯报道，2021-09-30）",
    url: "https://bbs.yiwugo.com/thread-391938-1-1.html",
    checked: "2026-11-29",
  },
  "r17-g2-usroom-tide-test": {
    title: "汰渍洗衣液去污对比试验报道（上海市消保委委托检验，包装标注“超强去污力”）",
    url: "http://usroom.net/jk/d1ae73b56a672737.html",
    checked: "2026-11-29",
  },
  "r17-g2-163-shampoo-review-2026": {
    title: "网易号：多重头皮问题功效型洗发水30天横评（2026）",
    url: "https://www.163.com/dy/article/KKF80EVB0552PVH4.html",
    checked: "2026-11-29",
  },
  "r17-g2-udn-serum-ranking-2025": {
    title: "联合新闻网·女子漾：精华液是什么？顺序与擦法＋2025最强9款精华液推荐（2025-11-06）",
    url: "https://woman.udn.com/woman/story/123163/9122145",
    checked: "2026-11-29",
  },
  "r17-g2-bobsoap-bottle-cleaner": {
    title: "bob-soap 官网部落格：奶瓶清洁剂怎么选？最容易被忽略的入口清洁风险",
    url: "https://www.bob-soap.com/blogs/coarsepores/baby-bottle-cleaner",
    checked: "2026-11-29",
  },
  "r17-g2-houfyi-bottle-wash": {
    title: "虾皮精选卖场导购页：选择正确的奶瓶清洗法能保护宝宝的健康",
    url: "https://life.hou.fyi/21931",
    checked: "2026-11-29",
  },
  "r17-g2-dailysoaphouse-oily": {
    title: "Daily Soap House 手工皂小店（香港）：哪些手工皂适合油性皮肤",
    url: "https://dailysoaphouse.com/soapsforoilyskin/",
    checked: "2026-11-29",
  },
  "r17-g2-pixnet-yunyu-soap": {
    title: "痞客邦“云又”手工皂部落格：给第一次使用手工皂的朋友",
    url: "http://yunyu131419.pixnet.net/blog/category/729168/",
    checked: "2026-11-29",
  },
  "r17-g2-iclean-handmade-soap": {
    title: "iClean 生活部落格：【天然香皂】如何挑选手工皂？",
    url: "https://iclean-life.blogspot.com/2020/03/handmade-soap.html",
    checked: "2026-11-29",
  },
  "r17-g3-case-nanjing-yuhuatai-2022-purifier": {
    title: "中国市场监管报:空气净化器可杀灭新冠病毒?罚(南京市雨花台区市场监管局,罚款10万元)",
    url: "http://pc.cmrnn.com.cn/shtml/zggsb/20220616/44608.shtml",
    checked: "2026-11-29",
  },
  "r17-g3-court-beijing-fengtai-xingyao-2020": {
    title:
      "北京市第二中级人民法院二审维持丰台区市场监管局对北京星耀腾飞商贸有限责任公司“送京牌”虚假广告罚款100万元(2020)",
    url: "http://hf.eeju.com/shichang/2020/1119/8798.html",
    checked: "2026-11-29",
  },
  "r17-g3-tw-sunhouse-furniture": {
    title: "上好家具(sunhouse-furniture,台湾)知识专栏:木心板结构与订制家具",
    url: "https://www.sunhouse-furniture.com.tw/Knowledge/KnowledgeDetail.php?n=5&page=1&t=2234",
    checked: "2026-11-29",
  },
  "r17-g3-tw-oea-kitchenware": {
    title: "台湾系统厨具网站文章专栏:系统家具有哪些合格认证?",
    url: "http://kitchenware.oea.com.tw/article.asp?sub=97&id=12",
    checked: "2026-11-29",
  },
  "r17-g3-tw-hamiwei-cabinet": {
    title: "hamiwei(台湾系统柜业者)新闻:系统柜板材挑选指南",
    url: "https://www.hamiwei.com/news-6.html",
    checked: "2026-11-29",
  },
  "r17-g3-tw-eurotech-cabinet": {
    title: "欧德系统柜(eurotech.com.tw,台湾)文章:系统家具甲醛标准值",
    url: "https://eurotech.com.tw/article.php?id=118",
    checked: "2026-11-29",
  },
  "r17-g3-tw-autoonline-gogoro2": {
    title: "Auto-Online汽车线上情报:Gogoro 2 试驾与规格",
    url: "https://auto-online.com.tw/news/0-29588?f=10600",
    checked: "2026-11-29",
  },
  "r17-g3-tw-ettoday-gogoro-smartscooter": {
    title: "ETtoday(bg3转载):节能大玩具 GOGORO Smartscooter初体验",
    url: "https://cn.bg3.co/a/jie-neng-da-wan-ju-gogoro-smartscooterchu-ti-yan.html",
    checked: "2026-11-29",
  },
  "r17-g3-tw-ctee-gogoro-2015": {
    title: "工商时报(Yahoo转载):Gogoro电动机车 5月开卖",
    url: "https://tw.news.yahoo.com/gogoro電動機車-5月開賣-215032969--finance.html",
    checked: "2026-11-29",
  },
  "r17-g3-news-xiaomi-purifier-max": {
    title: "blhyhy.com转载:米家空气净化器MAX发布(小米官方介绍的规格与数据)",
    url: "http://blhyhy.com/info/detail/37-38064-2.html",
    checked: "2026-11-29",
  },
  "r17-g3-advertorial-amway-purifier-2017": {
    title: "72177财经:空气净化器使用误区(安利逸新空气净化器软文,2017-11-13)",
    url: "http://finance.72177.com/2017/1113/4357266.shtml",
    checked: "2026-11-29",
  },
  "r17-g3-hk-seahorse-mattress": {
    title: "海马床褥(Seahorse,香港)网站:如何选择适合床褥?",
    url: "https://seahorsemattress.com/zh/%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD/159-1-%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD",
    checked: "2026-11-29",
  },
  "r17-g3-b2b-cnqczd-cabinet-shanghai": {
    title: "上海普陀区定制柜源头工厂商铺页(cnqczd.cn):全屋定制计费方式与芦花板说明",
    url: "http://www.cnqczd.cn/zdnews/typelist-15/item-185511059.html",
    checked: "2026-11-29",
  },
  "r17-g3-b2b-cnzhuobu-cabinet-baoshan": {
    title: "上海宝山区本地定制柜商铺页(cnzhuobu.cn):全屋定制封边工艺",
    url: "http://b2b.cnzhuobu.cn/info-15-130998621.html",
    checked: "2026-11-29",
  },
  "r17-g3-b2b-cnqcsp-cabinet-qingpu": {
    title: "上海青浦区定制柜工厂直销商铺页(cnqcsp.cn):工厂店与品牌定制、芦花板选购",
    url: "http://www.cnqcsp.cn/qsnews/typelist-15/item-182604657.html",
    checked: "2026-11-29",
  },
  "r17-g3-news-shunde-sanxiong-teak-2006": {
    title: "中国木业信息网会员新闻:柚木家具的再认识(广东顺德三兄木业有限公司,2006-7-13)",
    url: "http://www.papas-pleasure.com/usernews/3160.html",
    checked: "2026-11-29",
  },
  "r17-g3-szjsq-water-purifier": {
    title: "szjsq.com 净水器品牌栏目:家庭RO机选购与净水机水效等级",
    url: "http://www.szjsq.com/jingshuiqipinpai/2020082625371.html",
    checked: "2026-11-29",
  },
  "r17-g3-yataishuma-projector-cvia": {
    title: "yataishuma.com:CCB流明和CVIA流明有什么不同(投影仪亮度标准软文)",
    url: "https://yataishuma.com/news/show-82846.html",
    checked: "2026-11-29",
  },
  "r17-g3-syfsdq-waterproof-coating": {
    title: "syfsdq.com.cn 企业新闻:防水涂料的共同特点与品种选择",
    url: "http://syfsdq.com.cn/news_detail.aspx?ContentId=10794&t=19",
    checked: "2026-11-29",
  },
  "r17-g3-sunky-waterproof-coating": {
    title: "sunky-dg.cn 企业网站单页:防水涂料(材料类型与成分)",
    url: "http://sunky-dg.cn/art/singlepage/xwdt344.html",
    checked: "2026-11-29",
  },
  "r17-g4-cct-xinjiang-7day": {
    title: "康辉旅游网 <你好阿勒泰>西安起止新疆双飞7日跟团游 产品页 编号402638",
    url: "https://m.cct.cn/dujia/402638.html",
    checked: "2026-11-29",
  },
  "r17-g4-cct-spain-portugal-12day": {
    title: "康辉旅游网 西班牙+葡萄牙12日跟团游 产品页 编号431989（南京康辉国际旅行社）",
    url: "https://m.cct.cn/dujia/431989.html",
    checked: "2026-11-29",
  },
  "r17-g4-sulje-yunnan-line": {
    title: "旅行社线路详情 银川-昆明云南跟团游 费用说明",
    url: "http://www.sulje.com/product/line/detail/id/262228",
    checked: "2026-11-29",
  },
  "r17-g4-twtravelmap-hotel-580": {
    title: "台湾旅游地图 旅店房型与设施介绍页 580",
    url: "https://taiwantravelmap.com/hotel/580-zh-index.html",
    checked: "2026-11-29",
  },
  "r17-g4-ywpdd-huangyan-gym-2021": {
    title:
      "中国消费者报：台州黄岩区市场监管局核查健身房宣传“4000平方米超大游泳健身会所”实际700余平方米 认定违反广告法第四条（2021）",
    url: "https://ywpdd.com/Content/2021/08-06/1553409410.html",
    checked: "2026-11-29",
  },
  "r17-g4-asiayo-taitung-6321": {
    title: "AsiaYo 台东县民宿订房页 住房守则与贴心服务 6321",
    url: "https://asiayo.com/zh-tw/view/tw/taitung-county/6321/",
    checked: "2026-11-29",
  },
  "r17-g4-twbnb-maxhome": {
    title: "tw-bnb 宠物友善民宿 maxhome 住宿须知",
    url: "https://tw-bnb.com/web.php?wb=maxhome",
    checked: "2026-11-29",
  },
  "r17-g4-dogchild-cat-grooming": {
    title: "狗孩子宠物美容 猫宝贝洗澡美容价目表",
    url: "https://www.dogchild.com.tw/catbeauty.html",
    checked: "2026-11-29",
  },
  "r17-g4-cct-hainan-5day": {
    title: "康辉旅游网 广州双飞海南5天4晚跟团游 行程编号395672（广州康辉国际旅行社，镜像页）",
    url: "http://poseidon-bg.com/dujia/395672.html",
    checked: "2026-11-29",
  },
  "r17-g4-cct-dongbei-train-15day": {
    title: "康辉旅游网 <康辉号·纵横大东北>东北专列15日 行程编号399533",
    url: "https://www.cct.cn/dujia/399533.html",
    checked: "2026-11-29",
  },
  "r17-g4-cct-aus-nz-13day": {
    title: "康辉旅游网 <海陆空·澳新游>郑州起止13日游 行程编号388555",
    url: "https://cct.cn/dujia/388555.html",
    checked: "2026-11-29",
  },
  "r17-g4-homedcleaner-faq": {
    title: "台湾到府居家清洁服务商 常见问题（计价与服务说明）",
    url: "https://www.homedcleaner.com/faq",
    checked: "2026-11-29",
  },
  "r17-g4-jz08-5g-changxiang": {
    title: "金招号卡 5G畅享套餐全国版套餐介绍（资费与注意事项）",
    url: "https://www.jz08.com/article/24810.html",
    checked: "2026-11-29",
  },
  "r17-g4-cosmedecorte-salon-reservation": {
    title: "COSME DECORTE MAISON 美容沙龙 预约须知（中文页）",
    url: "https://www.cosmedecorte.com/maison/zh-jp/reservation",
    checked: "2026-11-29",
  },
  "r17-g4-myfitness-hk-terms": {
    title: "My Fitness/My Yoga（香港）条款及细则与运动指引",
    url: "https://www.myfitness.com.hk/payment-terms",
    checked: "2026-11-29",
  },
  "r17-g4-hqx-cruise-6778": {
    title: "环球行 邮轮线路 费用须知（费用包含／不含）6778",
    url: "https://m.hqx.com.cn/line/prices/6778.html",
    checked: "2026-11-29",
  },
  "r17-g4-8a92-cruise-help": {
    title: "邮轮预订网站 帮助中心：邮轮价格包含哪些",
    url: "http://8a92.com/youlun/help/17209.html",
    checked: "2026-11-29",
  },
  "r17-g4-banyantree-macau-bestrate": {
    title: "悦榕庄澳门 最优房价 优惠页（促销特殊条款与一般条款）",
    url: "http://www.banyantree.com/zh/cn-china-macau/discover-value/best-rate",
    checked: "2026-11-29",
  },
  "r17-g4-galaxy-macau-earlybird": {
    title: "澳门银河 「银河酒店」早订优惠 优惠页（促销特殊条款与一般条款）",
    url: "https://staging.galaxyresorts.com.cn/offers/hotel/galaxy-hotel-early-bird-special/",
    checked: "2026-11-29",
  },
  "r17-g4-007car-rental-notes": {
    title: "台湾租车公司 租车须知",
    url: "http://sz.007car.com.tw/product17.html",
    checked: "2026-11-29",
  },
  "r17-g4-middlecar-taipei-rental": {
    title: "台北租车 租车价格页",
    url: "https://middlecar.net/%e5%8f%b0%e5%8c%97%e7%a7%9f%e8%bb%8a%e5%83%b9%e4%bd%8d/%e7%a7%9f%e8%bb%8a%e5%83%b9%e6%a0%bc-%e7%a7%9f%e8%bb%8a%e5%83%b9%e4%bd%8d-%e5%8f%b0%e5%8c%97%e7%a7%9f%e8%bb%8a%e5%83%b9%e6%a0%bc-%e5%8f%b0%e5%8c%97%e7%a7%9f%e8%bb%8a%e5%83%b9%e4%bd%8d",
    checked: "2026-11-29",
  },
  "r17-g4-xiqiaoshan-duanwu-fares": {
    title: "西樵山景区端午假期票价公示（全票优惠、半票、观光车与索道票优惠）",
    url: "http://www1.xinxishizx.com/zcmbjc/306.html",
    checked: "2026-11-29",
  },
  "r17-g4-phb7-scenic-discounts": {
    title: "四川景区门票与索道特殊人群优惠措施 页面",
    url: "https://m.phb7.com/lvyou/jingdian/447856.html",
    checked: "2026-11-29",
  },
  "r17-g4-epochtimes-fetnet-333-ftc": {
    title: "大纪元（中央社）：远传“大三网333超值费率”广告宣称“全国不分区全国网内价”“每分钟最低3元” 公平会处100万元",
    url: "https://iloveguava.com/b5/7/1/4/n1579076.htm",
    checked: "2026-11-29",
  },
  "r17-g4-ccstudy-kbro-ftc-2013": {
    title: "中央社（转载）：凯擘网站宣称“超过60%用户只选cable光纤上网” 公平会处150万元（2013-09-18）",
    url: "https://google.ccstudy.in/%E7%B6%B2%E7%AB%99/6844.htm",
    checked: "2026-11-29",
  },
  "r17-g4-cardu-worldgym-ftc-2015": {
    title: "卡优新闻网：世界健身中心关键字广告“不用再找XX健身俱乐部” 公平会依公平交易法第25条罚30万元（2015-08-26）",
    url: "https://www.cardu.com.tw/news/detail.php?ns_pk=27215&nt_pk=27",
    checked: "2026-11-29",
  },
  "r17-g4-9m8m-unicom-broadband-fees": {
    title: "神卡网：联通宽带费用如何计算（资费说明页）",
    url: "https://9m8m.com/1172977.html",
    checked: "2026-11-29",
  },
  "r17-g4-hkbn-5g-business-plan": {
    title: "香港宽频 商业客户 5G 本地服务计划及条款",
    url: "https://www.hkbnes.net/acqform/select.sc?planType=MS&lang=tc",
    checked: "2026-11-29",
  },
  "r17-g4-cmhk-5g-datapack": {
    title: "中国移动香港 5G灵活本地数据组合 页面",
    url: "https://eshop.hk.chinamobile.com/tc/corporate_information/Data_N_VAS/5GDataPack.html",
    checked: "2026-11-29",
  },
  "r17-g4-three-hk-45g-data-plan": {
    title: "3香港 4.5G 数据SIM月费计划 页面",
    url: "http://www.three.com.hk/website/appmanager/three/home?_nfpb=true&_pageLabel=P200470391219567710594&lang=chi&pageid=434001",
    checked: "2026-11-29",
  },
  "r17-g4-onlinebeautyhk-referral": {
    title: "Online Beauty HK 美容优惠平台 推荐优惠条款",
    url: "https://onlinebeautyhk.com/referral/",
    checked: "2026-11-29",
  },
  "r17-g4-hkmawc-beauty-terms": {
    title: "香港美容中心 条款及细则",
    url: "https://www.hkmawc.com/%E5%89%AF%E6%9C%AC-%E7%A7%81%E9%9A%B1%E6%94%BF%E7%AD%96",
    checked: "2026-11-29",
  },
  "r17-g4-hydrohouse-terms": {
    title: "Hydro House（香港）条款及细则",
    url: "http://www.hydrohouse.com.hk/zn/terms.html",
    checked: "2026-11-29",
  },
  "r17-g5-muren-tuition": {
    title: "沐刃经济辅导班:ABOUT TUITION 学费规约",
    url: "http://muren-economics.com/course/tuition/",
    checked: "2026-11-29",
  },
  "r17-g5-trtjmpt-cook-school": {
    title: "职业学校费用多少(2024已更新):3年制金鼎大厨专业介绍",
    url: "http://trtjmpt.com/sylt/PInqBVluvuz6AIHlxfj7zQ.html",
    checked: "2026-11-29",
  },
  "r17-g5-tw-oriental-concept-service": {
    title: "Oriental Concept 室内设计(台湾):服务流程",
    url: "https://www.oriental-concept.com/service",
    checked: "2026-11-29",
  },
  "r17-g5-tw-sigar-service": {
    title: "sigar 室内设计(台湾):Process 服务流程与费用",
    url: "http://sigar.com.tw/service/",
    checked: "2026-11-29",
  },
  "r17-g5-tw-royalrays-service": {
    title: "罗锐室内设计(台湾):服务流程与收费标准",
    url: "https://www.royalrays-interior.com/service",
    checked: "2026-11-29",
  },
  "r17-g5-tw-novdesign-service": {
    title: "NOV Design(台湾):SERVICE 服务流程与设计单价",
    url: "https://www.novdesign.org/menu/service",
    checked: "2026-11-29",
  },
  "r17-g5-tw-dahtong-driving": {
    title: "大通驾训班(台湾):招生须知、体检报考须知",
    url: "http://www.dah-tong.com.tw/enroll.html",
    checked: "2026-11-29",
  },
  "r17-g5-tw-nica99-driving-blog": {
    title: "痞客邦 nica99(华南驾训班教练):汽车考照流程、驾训班挑选详细解说",
    url: "https://nica99.pixnet.net/blog/post/348099715-汽車考照流程、駕訓班挑選-詳細解說-幫助您",
    checked: "2026-11-29",
  },
  "r17-g5-eduml-youshengpai-art": {
    title: "eduml 教育网:优胜派少儿创意美术课程介绍",
    url: "http://www.eduml.com/s/1119/c/16160.html",
    checked: "2026-11-29",
  },
  "r17-g5-yilihuashi-art-studio": {
    title: "画室网站新闻资讯:少儿美术培训画室点燃创意梦想色彩空间(2025-06-10)",
    url: "http://m.yilihuashi.com/info-18-17-75067-74581.html",
    checked: "2026-11-29",
  },
  "r17-g5-cdxmd-electrician": {
    title: "培训机构页:低压电工作业范围与考试、发证说明",
    url: "http://www.cdxmd.com/show.asp?id=8018",
    checked: "2026-11-29",
  },
  "r17-g5-hk-aafn-rent": {
    title: "AAFN 地产新闻:香港置业促成维港.双钻1房租务成交",
    url: "http://59.152.235.210/tc/stocks/news/aafn-con/NOW.1476362/property/AAFN",
    checked: "2026-11-29",
  },
  "r17-g5-hk-icable-gsh-2023": {
    title: "有线新闻:绿置居2023今起拣楼 长沙湾丽玥苑「楼王」一小时内售出",
    url: "https://i-cable.com/%E6%96%B0%E8%81%9E%E8%B3%87%E8%A8%8A/271536/%E7%B6%A0%E7%BD%AE%E5%B1%852023-%E4%BB%8A%E8%B5%B7%E6%8F%80%E6%A8%93-%E6%9C%89%E5%B8%82%E6%B0%91%E6%8C%87%E6%B8%9B%E6%81%AF%E6%9C%89%E5%8A%A9%E9%99%8D%E4%BD%8E%E4%BE%9B%E6%A8%93",
    checked: "2026-11-29",
  },
  "r17-g5-tw-udn-mrt-housing": {
    title: "联合报 udn:台中文华高中站捷运宅第三批最后3户公开标售(台中市捷运工程局)",
    url: "https://udn.com/news/story/7241/9166373",
    checked: "2026-11-29",
  },
  "r17-g5-jiwu-yangfang-qa": {
    title: "吉屋网房产问答:什么叫洋房看看有哪些特点?(回答转引开发商洋房文案)",
    url: "http://13866159.com/wenda/6640669.html",
    checked: "2026-11-29",
  },
  "r17-g5-piju-loushi-taohua-2023": {
    title: "每日热文:楼市营销广告“套话”你看懂了吗?(法治日报,2023-05-21)",
    url: "http://www.piju.yjxww.com/ztbd/2023/0521/12380.html",
    checked: "2026-11-29",
  },
  "r17-g5-dizo-zhuhai-2023": {
    title: "乐居财经:学区房遭“严打”(珠海市市场监管局关于规范房地产广告发布的提示,2023-04-25)",
    url: "http://newcar.dizo.com.cn/fc/2023/0425/55914.html",
    checked: "2026-11-29",
  },
  "r17-g5-grnw-xianyang-camp": {
    title: "咸阳夏令营费用一览表价格指南报价单",
    url: "http://www.grnw.com/hfxly/e11fb9384c4cf387.html",
    checked: "2026-11-29",
  },
  "r17-g5-grnw-yanqing-camp": {
    title: "2025年延庆儿童夏令营费用概览",
    url: "http://www.grnw.com/hfxly/0f4b1d7d1bb73bbb.html",
    checked: "2026-11-29",
  },
  "r17-g5-grnw-zibo-camp": {
    title: "淄博朱水湾夏令营最新费用概览",
    url: "http://www.grnw.com/hfxly/4cce62f762a2aaa1.html",
    checked: "2026-11-29",
  },
  "r17-g5-ygfscm-ef-teachers": {
    title: "外国人≠外教!孩子的语言老师,你真的了解吗(英孚 EF 外教资质文案)",
    url: "http://ygfscm.com/62941.html",
    checked: "2026-11-29",
  },
  "r17-g5-eduij-youth-english": {
    title: "eduij 教育网:青少英语 4-6人 MINI 小班与原版教材课程介绍",
    url: "http://www.eduij.com/s/3628/c/53066.html",
    checked: "2026-11-29",
  },
  "r17-g5-maorketing-xigua-305155": {
    title: "maorketing 软文:市面上诚信的少儿编程教育机构口碑推荐榜(西瓜创客课程介绍)",
    url: "https://www.maorketing.com/detail/305155.html",
    checked: "2026-11-29",
  },
  "r17-g5-maorketing-xigua-321541": {
    title: "maorketing 软文:2024年市场可靠少儿编程机构排行榜(西瓜创客师资培训)",
    url: "https://www.maorketing.com/detail/321541.html",
    checked: "2026-11-29",
  },
  "r17-g5-maorketing-xigua-172": {
    title: "maorketing 软文:国内比较好的编程教育机构哪家权威(西瓜创客师资)",
    url: "https://www.maorketing.com/detail/172.html",
    checked: "2026-11-29",
  },
  "r17-g5-kudingmao-scratch": {
    title: "酷丁猫少儿编程官网资讯:从编程发展历程看 Scratch 与 Python",
    url: "https://www.kudingmao.com/wap/info/427.html",
    checked: "2026-11-29",
  },
  "r17-g6-hk-ppdh-fees": {
    title: "菲腊牙科医院：教学病人收费表（2025年11月1日起生效）",
    url: "https://ppdh.org.hk/zh-hant/schedule-of-fees/%E6%95%99%E5%AD%B8%E7%97%85%E4%BA%BA%E6%94%B6%E8%B2%BB%E8%A1%A8",
    checked: "2026-11-29",
  },
  "r17-g6-hk-icare-wheelchair": {
    title: "icarehk：如何选择合适的轮椅？（香港复康用品商店文章）",
    url: "https://icarehk.com/labore-et-dolore-magna-aliqua-ut-enim-ad-minim-veniam-quis-nostrud-enim",
    checked: "2026-11-29",
  },
  "r17-g6-tw-hungchuan-wheelchair": {
    title: "宏诠（屏东轮椅维修）：轮椅的承重能力应该如何考量？",
    url: "https://www.hungchuan235.com/article/details.php?gid=808&id=4561",
    checked: "2026-11-29",
  },
  "r17-g6-hk-oralb-dentist-blog": {
    title: "Oral-B香港：如何选择好牙医（品牌博客）",
    url: "https://oralb-hk.com/blog/how-to-choose-a-good-dentist/",
    checked: "2026-11-29",
  },
  "r17-g6-pig66-jinqiaomai-vet": {
    title: "中国养猪网：金荞麦散（农业部部颁《兽药质量标准》2003年版）",
    url: "http://wap.pig66.com/p-1512-16229233-1.html",
    checked: "2026-11-29",
  },
  "r17-g6-vet-ad-standard-sdggjc": {
    title: "兽药广告审查发布标准（条文转载）",
    url: "https://sdggjc.com/info.php$id=160.htm",
    checked: "2026-11-29",
  },
  "r17-g6-hk-edenhome-walking-aids": {
    title: "Eden Home（香港复康用品店）博客：长者畅行无障碍——认识助行器具及选购原则",
    url: "https://www.edenhome.hk/blog/posts/長者暢行無障礙-認識助行器具及選購原則",
    checked: "2026-11-29",
  },
  "r17-g6-tw-shuanghe-postpartum": {
    title: "台北医学大学双和医院新闻：双和医院产后护理之家，首位坐月子产妇欢度满月",
    url: "https://tmubt2.azurewebsites.net/?p=4945",
    checked: "2026-11-29",
  },
  "r17-g6-gesa-nanguo-yijing": {
    title: "广东省老年服务协会（gesa.org.cn）新闻：南国颐景养老机构基本情况",
    url: "http://www.gesa.org.cn/news/tDetail.aspx?id=100000166852288&nodecode=101033002",
    checked: "2026-11-29",
  },
  "r17-g6-zscq-corn-varieties": {
    title: "玉米种子什么品种好？（郑单958、先玉335、京科968品种介绍）",
    url: "https://zscq.366861.com/zgzscq/dmmn1s6j77.html",
    checked: "2026-11-29",
  },
  "r17-g6-tw-tyaward-massage-pad": {
    title: "tyaward产品评价：按摩椅垫可以躺着用吗（MASA智慧按摩椅垫设计说明）",
    url: "https://tyaward.com.tw/產品評價/家電/按摩家電/按摩椅/按摩椅墊可以躺著用嗎",
    checked: "2026-11-29",
  },
  "r17-g6-qiruianmoyi-contraindications": {
    title: "qiruianmoyi.com（按摩椅网站）：按摩椅禁忌",
    url: "http://www.qiruianmoyi.com/anmoyi/i1698501250.html",
    checked: "2026-11-29",
  },
  "r17-g6-qiruianmoyi-pros-cons": {
    title: "qiruianmoyi.com（按摩椅网站）：按摩椅的好处与坏处",
    url: "http://www.qiruianmoyi.com/anmoyi/v1694840458.html",
    checked: "2026-11-29",
  },
  "r17-g6-hk-wtopets-feed-guide": {
    title: "Pets Thing（wtopets.com，香港宠物用品店）博客：狗猫饲料的健康选择与迷思破解",
    url: "https://www.wtopets.com/%e7%8b%97%e8%b2%93%e9%a3%bc%e6%96%99%e7%9a%84%e5%81%a5%e5%ba%b7%e9%81%b8%e6%93%87%e8%88%87%e8%bf%b7%e6%80%9d%e7%a0%b4%e8%a7%a3",
    checked: "2026-11-29",
  },
  "r17-g6-tw-bchuang-health-check": {
    title: "bc-huang.com：如何选择健检项目（各地医院健检方案价格比较）",
    url: "https://www.bc-huang.com/how-to-choose-health-exam-items/",
    checked: "2026-11-29",
  },
  "r17-g6-tw-healthspan-health-check": {
    title: "healthspan.com.tw：第一次做健康检查怎么选？（2024-06-24）",
    url: "https://healthspan.com.tw/b/a-physical-check-up-cp",
    checked: "2026-11-29",
  },
  "r17-g6-cnpp100-hk-pharmacy-guide": {
    title: "品牌100网：香港药房必读攻略（2024-03-30）",
    url: "https://www.cnpp100.com/shop/21904.html",
    checked: "2026-11-29",
  },
  "r17-g6-moa-2016-2378-wheat": {
    title: "中华人民共和国农业部公告第2378号（国审麦2016001 国豪麦3 等小麦、油菜品种审定）",
    url: "http://www.moa.gov.cn/nybgb/2016/disiqi/201712/t20171219_6102470.htm",
    checked: "2026-11-29",
  },
  "r17-g6-eeju-2023-suzhou-rehab": {
    title: "扬子晚报转载：苏州市康复医院（市立医院康复医疗中心）正式启用（2023-09-29）",
    url: "http://mjiaodian.eeju.com/guancha/2023/0929/37467.html",
    checked: "2026-11-29",
  },
  "r17-g6-tw-jcdental-implant-clinic": {
    title: "莳美牙医集团（jcdental.com.tw）：如何选择好的人工植牙诊所？（2021-12-24）",
    url: "https://jcdental.com.tw/2021/12/24/%E5%A6%82%E4%BD%95%E9%81%B8%E6%93%87%E5%A5%BD%E7%9A%84%E4%BA%BA%E5%B7%A5%E6%A4%8D%E7%89%99%E8%A8%BA%E6%89%80%EF%BC%9F/",
    checked: "2026-11-29",
  },
  "r17-g6-tw-188dental-implant-steps": {
    title: "壹八八美学牙医店家文章：七大步骤认识植牙流程",
    url: "https://mit-machining.com/store/blogsDetails.php?id=8242&useno=188dental",
    checked: "2026-11-29",
  },
  "r17-g6-tw-dentart-implant-process": {
    title: "典雅牙医（dentart.tw）：植牙过程如何进行",
    url: "https://dentart.tw/?p=1443",
    checked: "2026-11-29",
  },
  "r17-g6-tw-chinatimes-2020-exe-implant": {
    title: "中时新闻网（2020-10-27）：EXE国际植牙中心 4D数位All on 4全口1日重建",
    url: "https://www.chinatimes.com/realtimenews/20201027005747-260418",
    checked: "2026-11-29",
  },
  "r17-g6-zhongwei-petfood-tip": {
    title: "中卫市市场监督管理局消费提示：购买宠物粮注意事项（12315一周要情）",
    url: "https://wxredian.com/art?id=1d86cfcb4bdfe78a7c8ce775e83186fa",
    checked: "2026-11-29",
  },
  "r17-g6-pet09-petfood-legal-risk": {
    title: "宠物之家：宠物食品电商常见法律风险（2024-08-26）",
    url: "http://pet09.com/fl/42873.html",
    checked: "2026-11-29",
  },
  "r17-g6-pesticide-ad-standard-1995": {
    title: "国家工商行政管理局《农药广告审查标准》（1995年局令第28号，金卫士转载）",
    url: "http://m.lbsez.cn/hyfg-view.asp?id=44&productSort=4",
    checked: "2026-11-29",
  },

  "r18-g1-51nz-cowgate-2016": {
    title: "全球婴童网：进口奶粉涉嫌违规宣传 母婴之家被罚20万（上海机场工商分局，洋码头cow&gate 1段奶粉，2016）",
    url: "http://www.51nz.com.cn/data/2016-08-03/17031.html",
    checked: "2026-11-29",
  },
  "r18-g1-ppfocus-ningbo-teyi-2019": {
    title:
      "新京报：宣称普通奶粉预防过敏，宁波特壹食品被罚20万元（浙江省市场监管局2019年食品十大违法广告典型案例；宁波市市场监管局杭州湾新区分局）",
    url: "https://ppfocus.com/0/faee6aedc.html",
    checked: "2026-11-29",
  },
  "r18-g1-macsoso-infant-formula-label-rules-2019": {
    title: "北京青年报：市场监管总局：婴儿配方乳粉禁用“进口奶源”等表述（2019-06-27）",
    url: "http://macsoso.com/Health/2019/182346.html",
    checked: "2026-11-29",
  },
  "r18-g1-cwan-shixi-bottle-suit-2023": {
    title: "上游新闻：北京律师起诉世喜奶瓶案开庭：“断奶神器”是否虚假宣传成焦点（北京互联网法院，2023-06）",
    url: "http://chanye.cwan.com/xinwen/2023/0614/062023_98952.html",
    checked: "2026-11-29",
  },
  "r18-g1-163-mengniu-188-growth-2025": {
    title: "网易号：中国娃喝了不增高！蒙牛奶粉虚假宣传，家长权益该如何维护（“一米八八”儿童奶粉宣传调查，2025-11）",
    url: "https://www.163.com/dy/article/KEJLL26B05568186.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r18-g1-mamichina-taiwan-formula-ad-rules-2014": {
    title: "妈咪网：鼓励母乳哺育 台湾将严格限制婴儿奶粉促销（婴儿与较大婴儿配方食品广告及促销管理办法，2014-03）",
    url: "http://mamichina.com/scroll/2014-03-27/28017.html",
    checked: "2026-11-29",
  },
  "r18-g1-udn-taiwan-fda-formula-video-2025": {
    title: "联合新闻网：品牌称配方奶恐致过动…违食安法最高罚百万 食药署：已请Meta下架（2025-08-28）",
    url: "https://udn.com/news/story/7266/8969315",
    checked: "2026-11-29",
  },
  "r18-g1-hnxiyueji-feihe-slogan": {
    title: "夕月季育儿网：聪明宝宝喝飞鹤广告语为什么被罚款（评论文章）",
    url: "http://m.hnxiyueji.com/fmbd/214656.html",
    checked: "2026-11-29",
  },
  "r18-g1-phraram-rice-cereal-choose-2017": {
    title: "宝宝辅食米糊该怎么选（育儿资讯，2017-03）",
    url: "https://phraram.com/Health/Baby/201703/204309.html",
    checked: "2026-11-29",
  },
  "r18-g1-99-breastmilk-substitute-draft-2011": {
    title:
      "99健康网：母乳代用品不得宣传促销 包装需注明“提倡母乳喂养”（卫生部《母乳代用品管理办法（征求意见稿）》，2011-11）",
    url: "https://news.99.com.cn/qinzi/20111109/162373.htm",
    checked: "2026-11-29",
  },
  "r18-g1-niudaicms-bms-draft-2011": {
    title: "卫生部要严管母乳代用品市场 婴儿奶粉不能再搞推销（转载新闻）",
    url: "http://www-90755-net.niudaicms.com/kjwl/n1ux3/13873.html",
    checked: "2026-11-29",
  },
  "r18-g1-souyanglao-nanning-camel-milk-2022": {
    title: "南宁市市场监管局公布3起虚假宣传典型案例（金骆驼骆驼奶店骆驼乳粉立案查处）",
    url: "https://souyanglao.com/NEWS/24068.html",
    checked: "2026-11-29",
  },
  "r18-g1-hkcode-full-version-sc": {
    title: "香港特区政府卫生署：《香港配方奶及相关产品和婴幼儿食品销售守则》全文（简体）",
    url: "https://www.hkcode.gov.hk/sc/the-hk-code-full-version.html",
    checked: "2026-11-29",
  },
  "r18-g1-epochtimes-hk-code-2017": {
    title: "大纪元香港：政府推出《香港配方奶及相关产品和婴幼儿食品销售守则》（2017-06-14）",
    url: "http://hk.epochtimes.com/news/2017-06-14/88378385",
    checked: "2026-11-29",
  },
  "r18-g1-wfits-heqike-fresh-milk-post": {
    title: "潍坊论坛帖：巴氏鲜奶介绍（合其客鲜奶吧／奶酸奶一体机推广帖）",
    url: "https://bbs.wfits.com/thread-613534-1-1.html",
    checked: "2026-11-29",
  },
  "r18-g1-pcbaby-pasteurized-milk-baike": {
    title: "太平洋亲子网百科：什么是巴氏鲜奶",
    url: "https://m.pcbaby.com.cn/baike/long/79719.html",
    checked: "2026-11-29",
  },
  "r18-g1-r9715-fresh-milk-intro": {
    title: "“鲜奶”与“常温奶”的区别（乳品企业网站产品知识页）",
    url: "http://m.r9715.cn/Item/Show.asp?id=1197&m=1",
    checked: "2026-11-29",
  },
  "r18-g1-pharmst-nutrition-pack-2021": {
    title: "2020营养包免费发放的省份有哪些（2021-04-28）",
    url: "https://pharmst.cn/ask/detail/w1ria0090v.html",
    checked: "2026-11-29",
  },
  "r18-g1-udn-mamaway-apology-2025": {
    title: "联合报：媽媽餵道歉卻点名亚培、美强生 业者不排除提告（台湾食药署认定影片违反食安法，2025-08）",
    url: "https://udn.com/news/story/7266/8972353",
    checked: "2026-11-29",
  },
  "r18-g1-udn-taiwan-fda-lactose-2025": {
    title: "联合新闻网：食药署称市售婴儿及较大婴儿配方食品糖含量与母乳乳糖差异不大（2025-08-28）",
    url: "https://udn.com/news/story/7266/8969124",
    checked: "2026-11-29",
  },
  "r18-g1-hellojiankang-formula-guide": {
    title: "Hello健康：配方奶是什么？冲泡注意事项与挑选指南一次看",
    url: "https://hellojiankang.com/parenting/how-to-prepare-formula-for-your-child",
    checked: "2026-11-29",
  },
  "r18-g2-renhuai-2022-xinguan-jiu": {
    title: "仁怀市市场监管局：关于不得利用“新冠疫情”进行违法违规商业营销宣传的告诫（2022-12-14，网易转载）",
    url: "https://c.m.163.com/news/a/HOPJOJTG0525KHJ9.html?spss=sps_sem",
    checked: "2026-11-29",
  },
  "r18-g2-jingan-2021-baiwei-pengbei": {
    title: "新京报：百威中国因酒类广告出现饮酒动作被上海市静安区市场监督管理局罚款25万元（2021，繁体转载）",
    url: "https://nanmuxuan.com/zh-my/complex/bhtlrpfzfae.html",
    checked: "2026-11-29",
  },
  "r18-g2-xjb-2024-tinghua-315": {
    title: "新京报：天价白酒听花酒违法宣传保健功能，宜宾市场监管局称会进行执法（央视3·15晚会，2024-03-16，转载）",
    url: "http://www.alansc.com/tags-6437.html",
    checked: "2026-11-29",
  },
  "r18-g2-xieli-dishimei-wine": {
    title: "葡萄酒经销网站产品页：狄士美庄园（法国波尔多玛歌，繁体）",
    url: "http://m.xieli-ah.com/mputaojiu/dishimeizhuangyuan/184861.html",
    checked: "2026-11-29",
  },
  "r18-g2-qijibiz-jiangxiang-baike": {
    title: "酒类网站百科：酱味浓的酱香酒（2023-11-13）",
    url: "https://jiu.qijibiz.com/baike/2758.html",
    checked: "2026-11-29",
  },
  "r18-g2-460-2022-lixing-yinjiu": {
    title: "2022全国理性饮酒宣传周“关爱成长 非成勿饮”酒企活动（洋河、泸州老窖等）",
    url: "https://www.460.net.cn/news/show-7988.html",
    checked: "2026-11-29",
  },
  "r18-g2-huanqiu-2019-laojiao-lixing": {
    title: "环球商业信息网：关爱成长 非“成”勿饮 2019理性饮酒宣传周在沪启动（泸州老窖承诺）",
    url: "http://huangxiaobo.org/hqxw/134641.html",
    checked: "2026-11-29",
  },
  "r18-g2-kcg-jiu-jingshi": {
    title: "高雄市政府財政局：酒販賣業者零售場所應標示警語及禁止酒駕警示圖（菸酒管理法第35條）",
    url: "https://finance.kcg.gov.tw/eduweb/News_Content.aspx?n=0A2E885D9E3F3A23&s=8B9F7C7E0FC81E0D&sms=A6121426511E9CDE",
    checked: "2026-11-29",
  },
  "r18-g2-penghu-2024-jiu-guanggao": {
    title: "澎湖縣政府財政處：提醒民眾及業者網路交易禁止販賣菸酒（2024-08-19）",
    url: "https://event.penghu.gov.tw/finance/home.jsp?act=view&dataserno=11308190003&id=76",
    checked: "2026-11-29",
  },
  "r18-g2-udn-2026-twwa-whisky": {
    title: "聯合報：2026 TW.WA威士忌大賞揭曉 帝亞吉歐蘇格登、慕赫、Johnnie Walker獲獎（2026-02-13，繁體）",
    url: "https://udn.com/news/story/7270/9328875",
    checked: "2026-11-29",
  },
  "r18-g2-collectors-wine-whisky-guide": {
    title: "Collectors Wine 知識專區：威士忌口味入門圖鑑｜甜感、泥煤、雪莉桶怎麼挑？（2025-07-31，繁體）",
    url: "https://collectors-wine.com/2025/07/31/%e5%a8%81%e5%a3%ab%e5%bf%8c%e5%8f%a3%e5%91%b3%e5%85%a5%e9%96%80%e5%9c%96%e9%91%91",
    checked: "2026-11-29",
  },
  "r18-g2-jokong-single-malt": {
    title: "酒商網站部落格：單一純麥威士忌核心定義與品飲指南（繁體）",
    url: "https://www.jokong.com.tw/blogs/%e7%94%9f%e6%b4%bb%e5%b0%8f%e8%aa%bf/blog003",
    checked: "2026-11-29",
  },
  "r18-g2-qwvm-2022-naicha-pengbei": {
    title: "奶茶品牌网站新闻：百威因《春日游，碰杯正当时》被罚25万元（品牌借势文章，2022-05，繁体）",
    url: "http://qwvm.cn/news/202205/24/33259.html",
    checked: "2026-11-29",
  },
  "r18-g2-infzm-2018-hongmao": {
    title: "南方周末（转载）：屡上黑榜，屡拿批文 鸿茅药酒：“我们是正规企业”（25个省市通报违法广告，2018-04）",
    url: "http://zxiazai.com/htm/201804151380976.html",
    checked: "2026-11-29",
  },
  "r18-g2-kiqsa-2024-maotai-youmen": {
    title: "酒文化网站：为何季克良逢人就说茅台治幽门螺旋杆菌（2024-05-28，繁体）",
    url: "http://www.kiqsa.cn/Liquorculture/2925.html",
    checked: "2026-11-29",
  },
  "r18-g2-162m-jingniang-list": {
    title: "精酿啤酒品牌盘点文章（罗斯福、福佳白、奥丁格、熊猫精酿等）",
    url: "https://bj.162m.com/a0aac4d0432a7ec1a4.html",
    checked: "2026-11-29",
  },
  "r18-g2-sfz99-jingniang-chimay": {
    title: "精酿啤酒推荐文章（Chimay智美红帽、白帽、蓝帽）",
    url: "https://www.sfz99.com/read/39160.html",
    checked: "2026-11-29",
  },
  "r18-g2-ritbook-fengtanjiu": {
    title: "封坛酒介绍：家有藏酒，福运长久（繁体）",
    url: "http://www.ritbook.com/plus/view.php?aid=65",
    checked: "2026-11-29",
  },
  "r18-g2-yanjiudaquan-fengtan-yuanjiang": {
    title: "烟酒大全：什么是封坛原浆酒以及封坛原浆酒怎么样（2024-07-22）",
    url: "https://yanjiudaquan.com/baijiu/74348.html",
    checked: "2026-11-29",
  },
  "r18-g2-hubei-2017-hongjiu-yangcong": {
    title:
      "葡萄酒网（酒一搜）：湖北省工商局曝光八起虚假违法广告典型案件之武汉家德福医药科技有限公司电视推介红酒案（罚款10万元，2017）",
    url: "https://www.putaojiu.com/news/201709114270.html",
    checked: "2026-11-29",
  },
  "r18-g2-cna-2022-daijia-jingyu": {
    title: "中央社：財部公告酒品容器標示增訂「酒後找代駕」警語（2022-02-23，繁體）",
    url: "https://cna.com.tw/news/ahel/202202230312.aspx",
    checked: "2026-11-29",
  },
  "r18-g2-ccn-jingfumu-yangshengjiu": {
    title: "《中国消费者报》调查：“敬父母养生酒”是药还是酒——微信群销售者称可治牛皮癣（转载）",
    url: "https://m.baijiantest.com/infoDetails/687/12785315",
    checked: "2026-11-29",
  },
  "r18-g2-baijiantest-qingdao-beer": {
    title: "青岛啤酒制作方法与产品特点（百科式介绍）",
    url: "https://m.baijiantest.com/infoDetails/83/13959673",
    checked: "2026-11-29",
  },
  "r18-g2-hanyi-qingdao-beer": {
    title: "青岛啤酒好喝吗：饮品属性、风味层次与消费场景（标签页）",
    url: "http://www.hanyi.net/tag_qingdaopijiuhaohe",
    checked: "2026-11-29",
  },
  "r18-g2-sinxin-zhangyu-jiebaina": {
    title: "探寻中国第一瓶红酒的秘密：张裕解百纳（博客）",
    url: "https://www.sinxin.cn/post/148829.html",
    checked: "2026-11-29",
  },
  "r18-g3-zhuzhou-ecig-2020": {
    title: "“替烟神器”虚假宣传,湖南株洲市市场监管局开出首张电子烟罚单(2020)",
    url: "http://www.shupupu.com/xinwen/dianziyanceping/2644.html",
    checked: "2026-11-29",
  },
  "r18-g3-marlboro-wanmi-case": {
    title: "违法烟草广告案例:“万宝路”在微信公众号“万迷俱乐部”发布烟草广告被罚100万元",
    url: "https://agftrading.com/html/news/cppp/683803.shtml",
    checked: "2026-11-29",
  },
  "r18-g3-bazhong-bazhou-notice-2023": {
    title: "巴中市巴州区市场监督管理局:关于禁止发布烟草广告的提示(2023年10月12日)",
    url: "http://bzqzf.gov.cn/jczwgk/gkly/spyp/ggfw/spaqxftsjs/11584861.html",
    checked: "2026-11-29",
  },
  "r18-g3-tobacco-site-shuangyashan-2022": {
    title: "烟草行业网站转载:黑龙江双鸭山市市场监管局开展电子烟等新型烟草广告专项整治(页头未成年人提示)",
    url: "http://m.people-places-and-things.com/html/news/xxyc/622439.shtml",
    checked: "2026-11-29",
  },
  "r18-g3-samr-minors-9cases-2024": {
    title: "市场监管总局公布9起侵害未成年人权益广告违法典型案例(喜马拉雅音频文稿,2024)",
    url: "https://m.ximalaya.com/sound/732130556",
    checked: "2026-11-29",
  },
  "r18-g3-xuanen-tobacco-ad-2023": {
    title: "中国警讯:湖北宣恩县市场监管局联合烟草专卖局整治烟草广告(张贴提示语)",
    url: "http://www.cpnews.net.cn/m/view.php?aid=13048",
    checked: "2026-11-29",
  },
  "r18-g3-ecig-gb-warning-nanjing": {
    title: "荔枝新闻:《电子烟强制性国家标准》10月1日起实施,烟具须标注健康警示",
    url: "https://3--1.com/dianziyan/39591.html",
    checked: "2026-11-29",
  },
  "r18-g3-ecig-gb-71396": {
    title: "央视财经等:10月1日起实施,电子烟国标要求防儿童启动功能",
    url: "https://www.71396.com/a/15-1664466666221685.html",
    checked: "2026-11-29",
  },
  "r18-g3-tw-tcba-104-73-boss": {
    title: "臺中高等行政法院104年度訴字第73號判決(台英帝國菸草BOSS菸品包裝,苗栗縣政府裁罰550萬元,原告之訴駁回)",
    url: "https://lawplayer.com/judgment/TCBA,104,訴,73,20151022,1",
    checked: "2026-11-29",
  },
  "r18-g3-tw-moea-toy-warning": {
    title: "台湾经济部标准检验局:玩具商品警告标示内容(法规附表,玩具种类与警告标示)",
    url: "https://law.moea.gov.tw/LawContentHistory.aspx?hid=61462&id=GL000803",
    checked: "2026-11-29",
  },
  "r18-g3-gohaveababy-toothpaste": {
    title: "儿童牙膏怎么选?选购儿童牙膏的注意事项(包装使用提醒)",
    url: "http://gohaveababy.com/Article/兒童牙膏怎麼選-選購兒童牙膏的注意事項有哪些.shtml",
    checked: "2026-11-29",
  },
  "r18-g3-tw-tpta-113-33-ecig": {
    title: "臺北高等行政法院113年度簡字第33號判決(PChome賣場刊登電子煙商品,新北市政府裁罰20萬元,判決撤銷原處分)",
    url: "https://judgment.judicial.gov.tw/LAW_Mobile_FJUD/FJUD/data.aspx?id=TPTA%2C113%2C%E7%B0%A1%2C33%2C20240531%2C2&ot=in&ty=JD",
    checked: "2026-11-29",
  },
  "r18-g3-ningbo-yinzhou-child-seat-2023": {
    title: "中国消费者报(中国经济网):宁波鄞州区消保委、市场监管局——选儿童安全座椅要看型号认标准(2023)",
    url: "http://www.ce.cn/cysc/zljd/xfyj/202306/01/t20230601_38570993.shtml",
    checked: "2026-11-29",
  },
  "r18-g3-hangzhou-popmart-2022": {
    title:
      "“六一”市场监管部门发布侵害未成年人权益典型案例:杭州拱墅区市场监管局查处泡泡玛特自动售货机有奖销售信息不明确(2022)",
    url: "http://www.sinomep.com/yaowen/2022/0602/060227942.html",
    checked: "2026-11-29",
  },
  "r18-g3-samr-mangguo-guide-2023": {
    title: "京九晚报:市场监管总局《盲盒经营行为规范指引(试行)》——不得向未满8周岁未成年人销售盲盒(2023)",
    url: "https://xingmingjy.com/content/2023-06/19/content_82063.html",
    checked: "2026-11-29",
  },
  "r18-g3-jiujiang-lianxi-mangguo": {
    title: "掌中九江:濂溪区市场监管局查处文具店向9岁孩子销售盲盒(包装提示语)",
    url: "http://www.16691.cn/v2/news/article/339710.html",
    checked: "2026-11-29",
  },
  "r18-g3-beijing-hongta-suit-2016": {
    title: "京华时报(nlaw转载):烟草广告不予查处,北京市工商局被诉不作为(红塔集团广告,海淀法院受理)",
    url: "https://www.nlaw.org/a/sifawenshu/xingzheng/2016/0828/585371.html",
    checked: "2026-11-29",
  },
  "r18-g3-tw-sanli-game-ad-ncc": {
    title: "普遍级时段播「大奶姐姐回奶了」手游广告!三立遭NCC罚20万,台北地院判三立败诉",
    url: "https://tw.bg3.co/a/pu-bian-ji-shi-duan-bo-da-nai-jie-jie-hui-nai-liao-shou-you-yan-gao-san-li-zao-fa-20mo.html",
    checked: "2026-11-29",
  },
  "r18-g3-shenzhen-xwh-desk-lamp": {
    title: "你家孩子的“护眼灯”真的护眼吗?深圳市消委会联合专业机构发出消费提示",
    url: "https://www.bs178.com/tuijian/17132299212142217.html",
    checked: "2026-11-29",
  },
  "r18-g4-court-jiaduobao-guangyao-2015": {
    title: "加多宝诉广药集团商业诋毁案判决书全文(争议广告构成商业诋毁),商业秘密网2015-08-10",
    url: "https://www.cnsymm.com/2015/0810/18511_3.html",
    checked: "2026-11-29",
  },
  "r18-g4-court-anqing-fengdi-tesla-2023": {
    title: "比亚迪4S店(安庆丰迪)诋毁特斯拉被判商业诋毁、赔偿5万元(判决书所引短视频配文)",
    url: "https://myichu.cn/jingxuan/27494.htm",
    checked: "2026-11-29",
  },
  "r18-g4-court-yangpu-xueli-huggies-2023": {
    title: "上海杨浦法院:主播直播带货称“好奇就是不好”构成商业诋毁,判赔20万元",
    url: "http://cc120.top/ambulance/6967.html",
    checked: "2026-11-29",
  },
  "r18-g4-court-futian-bread-statement": {
    title: "深圳福田法院:面包品牌“严正声明”不构成商业诋毁(驳回诉请)",
    url: "http://www.infqj.cn/dy/article/K80DHQIB051187VR.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r18-g4-court-spc-diatom-mud-2016": {
    title: "最高法院如何认定商业诋毁特定指向(泉某公司硅藻泥文章构成虚假宣传、商业诋毁,山东高院二审、最高法院驳回再审)",
    url: "http://m.digipub.cc/dy/article/KGQRE9NN05564DH9.html?spss=dy_author",
    checked: "2026-11-29",
  },
  "r18-g4-court-tianhe-linlee-2024": {
    title: "广州天河法院发布商业诋毁六大典型案例(案例一:微信公众号《蹭流量的小耗子》构成商业诋毁)",
    url: "http://www.senqingzn.com/dy/article/K3KT0Q1P051187VR.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r18-g4-news-cca-sweeper-2018": {
    title: "北京青年报:中消协20款扫地机器人比较试验结果(2018-04-11)",
    url: "http://news.xy178.com/a/20180411/18909.html",
    checked: "2026-11-29",
  },
  "r18-g4-news-ningbo-cpa-mop-2023": {
    title: "浙江宁波消保委家用扫地机比较试验(方太牌样品拖擦口红印效果欠佳)",
    url: "http://new.zgjrw.com/hy/2023/0831/39879.html",
    checked: "2026-11-29",
  },
  "r18-g4-news-techweb-xiaomi15-2024": {
    title: "TechWeb/新浪财经:小米15电池对比小米14(卢伟冰晒电池对比)",
    url: "https://finance.sina.com.cn/tech/roll/2024-10-28/doc-incuakci8968811.shtml",
    checked: "2026-11-29",
  },
  "r18-g4-case-anji-roastduck-2022": {
    title: "中国消费者报:浙江安吉网红烤鸭店负责人在抖音诋毁同行被市场监管局立案调查(违反反不正当竞争法第十一条)",
    url: "http://m.8htfquj5.cn/Content/2022/05-13/2222575441.html",
    checked: "2026-11-29",
  },
  "r18-g4-case-songjiang-protein-2022": {
    title:
      "上海市松江区市场监管局行政处罚决定书沪市监松处罚〔2022〕2720220***号(肌肉科技蛋白粉广告贬低同类产品,违反广告法第十三条)",
    url: "http://chnfn.com/daanyaoan/2022/1202/23978.html",
    checked: "2026-11-29",
  },
  "r18-g4-news-meisheng-detergent": {
    title: "京华时报:美生“有氧洗”广告称超市洗衣液99%含荧光增白剂,有关部门和专家称有夸张之嫌",
    url: "http://www.yunhepan.com/keji/23067.shtml",
    checked: "2026-11-29",
  },
  "r18-g4-brand-shinho-liuyuexian": {
    title: "欣和官网品牌活动:“轻系列酱油未达低钠食品标准”?(六月鲜·轻系列减盐酱油说明)",
    url: "https://shinhoglobal.com/news/newsdetail-389",
    checked: "2026-11-29",
  },
  "r18-g4-news-huawei-freebuds3-2019": {
    title: "华为Freebuds 3耳机深度解密:自研麒麟A1芯片、首创半开放式主动降噪(推广文章,2019-11-11)",
    url: "http://ads.dizo.com.cn/ads/20191111/1115200.html",
    checked: "2026-11-29",
  },
  "r18-g4-court-zjhc-jiafang": {
    title: "浙江高院:以“以牙还牙”方式发布诋毁言论不能主张过错相抵(三门县家纺店抖音短视频构成商业诋毁)",
    url: "https://www.163.com/dy/article/KLJ4BMAT05564DH9.html",
    checked: "2026-11-29",
  },
  "r18-g4-news-ecovacs-3i-dispute": {
    title: "科沃斯与3i科技就“全球首款恒压活水洗地机器人”掀起争议(3i起诉科沃斯涉嫌虚假宣传)",
    url: "http://www.ylptlb.cn/article/1074557.html",
    checked: "2026-11-29",
  },
  "r18-g4-journal-huangwushuang-comparative": {
    title: "黄武双:不正当比较广告的法律规制(中外法学)",
    url: "http://journal.pkulaw.cn/OldIssue/Detail/159811",
    checked: "2026-11-29",
  },
  "r18-g4-court-hangzhou-laoba-xiaohonghua-2022": {
    title: "中国网财经:“老爸评测”诉“小红花测评”商业诋毁案终审((2022)浙01民终1222号,构成商业诋毁)",
    url: "http://jsjr666.com/zixun/2022/0822/59767.html",
    checked: "2026-11-29",
  },
  "r18-g4-court-nanshan-phone-blogger-2024": {
    title: "深圳南山法院:百万粉丝测评博主恶评手机构成对厂商商业信誉的过度贬低,删帖道歉并赔偿5万元",
    url: "http://shengjixing.cn/jiadian/202412/34551.html",
    checked: "2026-11-29",
  },
  "r18-g5-court-ningbo-jingrui-2020": {
    title:
      "恒都律所：医美广告合规问题（引(2020)浙0212民初14331号章某诉宁波靖芮医疗美容诊所医疗服务合同纠纷，法院认定虚假宣传构成欺诈）",
    url: "https://hengdulaw.com/Category30-811",
    checked: "2026-11-29",
  },
  "r18-g5-zhaoqing-medbeauty-gaojie": {
    title: "中国质量新闻网转载：广东省肇庆市市场监管局关于医疗美容广告活动的告诫",
    url: "http://bbs.shandongguoshu.com/archiver/showtopic-14221.aspx",
    checked: "2026-11-29",
  },
  "r18-g5-gmw-liuzhou-2022-nose": {
    title:
      "光明网转南国今报：“世界上怎么会有这么丑的鼻子啊！”柳州这家美容机构制造“容貌焦虑”被处罚（柳州市市场监管局罚款7万元，2022）",
    url: "https://m.gmw.cn/2022-07/13/content_1303041542.htm?source=sohu",
    checked: "2026-11-29",
  },
  "r18-g5-jinxiang-hospital-meirongke": {
    title: "金乡县人民医院美容科科室介绍（转载页）",
    url: "http://bzyjjs.com/photo/show-58728.html",
    checked: "2026-11-29",
  },
  "r18-g5-xuhui-haiwang-2019-livestream": {
    title: "媒体资源网：海王星辰发布违法广告被罚70万：直播中销售处方药（上海市徐汇区市场监管局，2019）",
    url: "http://m.allchina.cn/info/information92910.html",
    checked: "2026-11-29",
  },
  "r18-g5-m448-pharmacy-member": {
    title: "王曲同心大药店会员管理制度（会员权益与会员日折扣）",
    url: "https://www.m448.com/info/docview_1057785.html",
    checked: "2026-11-29",
  },
  "r18-g5-iiyi-pharmacy-member": {
    title: "爱医论坛转载：医药超市会员须知（2009）",
    url: "https://bbs.iiyi.com/thread-1656251-1.html",
    checked: "2026-11-29",
  },
  "r18-g5-huaian-aier-2022": {
    title: "近视有罪，摘镜有理？爱尔眼科违反广告法被罚（淮安市淮阴区市场监管局对淮安爱尔眼科医院的处罚，2022）",
    url: "http://tyjgjz.com/cn/Instant/municipal/202205/t20220524_7206254.html",
    checked: "2026-11-29",
  },
  "r18-g5-heilongjiang-aier-2014": {
    title: "人民网转：爱尔眼科广告因误导消费者严重违法被曝光（黑龙江省虚假违法广告公告2014年第2期）",
    url: "http://www.ethesty.com/yingyong/201402/17/45119.html",
    checked: "2026-11-29",
  },
  "r18-g5-cnfinance-2021-xinsheng-hair": {
    title: "中国网财经转载：新生植发“1元低价套餐”被指虚假广告 多名学生消费者投诉门店",
    url: "http://www.www-345601.com/a/qianlaoqianzhuangxinshuigaoshouluntan/3599.html",
    checked: "2026-11-29",
  },
  "r18-g6-news-pg-huangpu-2022": {
    title: "温哥华天空转载：广州宝洁“女人脚臭是男人的5倍”广告被广州市黄埔区市场监管局罚款70万元（引行政处罚决定书）",
    url: "https://www.vansky.com/news/soci/203115.html",
    checked: "2026-11-29",
  },
  "r18-g6-news-juewei-changsha-2017": {
    title: "绝味鸭脖低俗广告被长沙市工商局罚款60万元（行政处罚决定书，2017年12月22日）",
    url: "https://fastread.xyz/?p=89597",
    checked: "2026-11-29",
  },
  "r18-g6-news-hefei-yituodaodi-2018": {
    title: "安徽商报：合肥楼盘广告“一脱到底”被新站高新区市场监管局罚款80万元",
    url: "http://86hh.com/house/xzls/2018-12-29/431883.html",
    checked: "2026-11-29",
  },
  "r18-g6-news-hefei-erma-2021": {
    title: "新安晚报：合肥贰麻酒馆低俗推文，市场监管部门要求立即删除（蜀山区市场监管局介入调查）",
    url: "https://freewechat.com/a/MjM5NjA1Mjg2MA==/2649520036/2",
    checked: "2026-11-29",
  },
  "r18-g6-news-yeshu-longhua-2024": {
    title:
      "椰树集团“用椰子擦乳”等广告语违背公序良俗被海口市市场监管局龙华分局罚款40万元（违反广告法第九条第二、七项和第十七条）",
    url: "http://cn.yexian114.com/news/28318.html",
    checked: "2026-11-29",
  },
  "r18-g6-news-yeshu-nandu-2024": {
    title: "南都：椰树不服广告被罚，海口监管部门称发现一起查处一起（回顾2019年“每日多饮椰汁能使乳房饱满”广告语受罚）",
    url: "http://tousu.huashangw.com/news/128311.html",
    checked: "2026-11-29",
  },
  "r18-g6-news-yeshu-yuetan-2026": {
    title: "运营商财经网：椰树集团因内部广告“擦边”再被海口市市场监管约谈、要求整改下架（2026年3月）",
    url: "http://cfyys.com.cn/show-list-115738.html",
    checked: "2026-11-29",
  },
  "r18-g6-news-lidan-ubras-haidian-2021": {
    title: "北京商报：李诞发布UBRAS内衣广告被北京市海淀区市场监管局罚没87万元（广告法第九条第七项）",
    url: "https://942fx.com/finance/59312.html",
    checked: "2026-11-29",
  },
  "r18-g6-news-ulike-shenzhen-2022": {
    title: "中新财经：Ulike脱毛仪低俗广告“没有蓝宝石，我不脱”投放商被深圳市市场监管局罚款50万元",
    url: "http://mansguideto.com/finance/20220408/58523.html",
    checked: "2026-11-29",
  },
  "r18-g6-sxtc-tongchuan-2025": {
    title: "陕西体彩：守护理性购彩底线，共筑未成年人保护防线（铜川市管理站，2025-06-07）",
    url: "https://www.sxtc.com.cn/zrjs/content/250623432283539152.html",
    checked: "2026-11-29",
  },
  "r18-g6-book-jiedu-jiaocheng": {
    title: "《戒毒学基础教程》第三节 自愿戒毒的程序",
    url: "https://big5.jingpinshucheng.com/book/171962/58.html",
    checked: "2026-11-29",
  },
  "r18-g6-news-wujin-yinzui-2020": {
    title: "阳湖网：淹城景区“隐醉”酒吧墙面低俗广告经区市监局检查已整改（广告法第九条第七项）",
    url: "https://app.wjyanghu.com/yhw/hotspot/shlx/2020-11-25/86737.html",
    checked: "2026-11-29",
  },
  "r18-g6-news-fuqing-heidian-2012": {
    title: "福州日报：食品店招牌“中国·第一黑店”被福清市高山工商所责令拆除",
    url: "http://cnfdn.com.cn/item/Print.asp?ID=49593&m=1",
    checked: "2026-11-29",
  },
  "r18-g6-foodmate-sh-baipiao-2022": {
    title:
      "食品伙伴网案例：餐饮公司用“白嫖”低俗网络用语宣传菜品被上海市市场监督管理局罚款2万元（沪市监总处〔2022〕号）",
    url: "http://bcjhc.cn/html/shipin/shipinzixun/20221230/1048989.htm",
    checked: "2026-11-29",
  },
  "r18-g6-news-zhongxin-rongmao-2021": {
    title: "中新经纬：“没有丑女人，只有懒女人”？市场监管总局《医疗美容广告执法指南》重点打击制造“容貌焦虑”",
    url: "http://liaoninglong.com/c/11051M3202021.html",
    checked: "2026-11-29",
  },
  "r18-g6-fj-12cases-2022": {
    title:
      "东南网／福建市场监管：福建曝光12起虚假违法广告典型案例（旺兴食品（漳州）有限公司避孕套造型软糖广告违反广告法第三条、第九条第七项）",
    url: "http://www.xpshebei.com/zhuanti/2022-12/21/content_31211206.htm",
    checked: "2026-11-29",
  },
  "r18-g6-fj-internet-cases-2021": {
    title:
      "福建省市场监管局曝光一批互联网违法广告典型案例（2021年度：南靖将奇贸易、福州盛隆房地产、福建智慧一加一教育等）",
    url: "https://cn.dailyeconomic.com/fj/2022/03/22/2123.html",
    checked: "2026-11-29",
  },
  "r18-g6-court-sh-zhanan-2023": {
    title: "上海铁路运输法院：餐饮公司以“渣男”为噱头推广菜品被罚款2万元，法院判决驳回诉讼请求",
    url: "https://paisadeals.com/news/2023/08/668600.html",
    checked: "2026-11-29",
  },
  "r18-g6-sh-songjiang-xigua-2022": {
    title: "上海市场监管：“8424西瓜比小三更有味”？松江区市场监管局责令停止发布并处罚款（广告法第九条第七项）",
    url: "https://shijieshipin.com/news/show-176694.html",
    checked: "2026-11-29",
  },
  "r18-g6-sh-minhang-hutaoli-2023": {
    title: "中国质量新闻网：胡桃里音乐酒馆关联公司发布“免费艳遇”违背社会良好风尚广告被闵行区市场监管局警告并罚款",
    url: "https://ase-mz.com/www/ms/content/2024-01/02/content_9015642.htm",
    checked: "2026-11-29",
  },
  "r18-g6-120net-zhengxing-keshi": {
    title: "120.net 医院科室介绍：某眼耳鼻喉专科医院整形外科（2002年成立）",
    url: "https://120.net/keshi/jieshao/lh6dcl8fojm047g8.html",
    checked: "2026-11-29",
  },
  "r18-g6-xmeye-zhengxing-2009": {
    title: "厦门大学附属厦门眼科中心：眼整形专科专家提醒（转厦门晚报2009-10-28）",
    url: "https://xiameneye.org.cn/news/yykx/2009_1029_2508.html",
    checked: "2026-11-29",
  },
  "r18-g6-baitaiz-condom-jianbie": {
    title: "避孕套也有假的？真伪鉴别（引医疗器械包装标识规定）",
    url: "https://m.baitaiz.com/sxlt/1006465.html",
    checked: "2026-11-29",
  },
  "r18-g6-caizheng-caipiao-2018": {
    title: "财政部等十二部门联合公告2018年第105号：进一步规范彩票市场秩序，综合治理擅自利用互联网销售彩票行为",
    url: "http://www.hxdzsz.com/xwzx/PoliticsNews/201808/t20180822_12050348.htm",
    checked: "2026-11-29",
  },
  "r18-g6-news-cbd-cosmetics-2020": {
    title: "“CBD化妆品”宣传乱象：CBD未列入《已使用化妆品原料目录》（天猫某旗舰店大麻叶洁面乳宣称）",
    url: "https://vapejoin.com/news/202001/10/13520.html",
    checked: "2026-11-29",
  },
  "r18-g6-lawfirm-cbd-cosmetics": {
    title: "律师事务所文章：含大麻类化合物化妆品是否为合法产品？",
    url: "http://g-roadlaw.com.cn/news_look.php?id=826",
    checked: "2026-11-29",
  },

  "r19-g1-rule-388ei-price-publish": {
    title: "制药机械网 帮助中心 网站规则《本网价格发布规范》",
    url: "http://www.388ei.com/help/faqdetail-52.html",
    checked: "2026-11-29",
  },
  "r19-g1-news-163-livestream-fuli-2024": {
    title: "网易号:直播间“福利”变“欺诈”,决不可容忍(评论,列举直播间原价与专属价对比)",
    url: "https://www.163.com/dy/article/INSLB7IU0519E3CV.html",
    checked: "2026-11-29",
  },
  "r19-g1-qa-handmsg-qingcang-2019": {
    title: "律师解答:店铺常年“清仓甩卖”属价格欺诈(禁止价格欺诈行为的规定第七条)",
    url: "http://m.handmsg.com/page/2019/0112/14721316.shtml",
    checked: "2026-11-29",
  },
  "r19-g1-court-fjsen-2017-jiujiu": {
    title: "东南网2017-01-18 以案说法:售酒电商“年度最低价”构成价格欺诈(物价局处罚,法院判增加赔偿)",
    url: "http://news.fjsen.com/2017-01/18/content_19000852.htm",
    checked: "2026-11-29",
  },
  "r19-g1-news-chongqing-wujiaju-biaojia": {
    title: "闽南网转重庆晚报:重庆整顿零售业商品标价 禁用“全场一折起”(市物价局专项整治,15种不规范价格行为)",
    url: "http://www.ghqlgyb.cn/news/china/9499.html",
    checked: "2026-11-29",
  },
  "r19-g1-shop-2undr-membership": {
    title: "2UNDR 台湾官网 会员制度(购物金、会员等级折扣)",
    url: "https://www.2undr.tw/pages/membership",
    checked: "2026-11-29",
  },
  "r19-g1-shop-hahan-coupon": {
    title: "哈韩网(台湾)折价券使用说明",
    url: "https://ha-han.com.tw/Common/CustomPage.aspx?no=25",
    checked: "2026-11-29",
  },
  "r19-g1-shop-fineherbs-member": {
    title: "Fine Herbs 台湾官网 会员制度(续会说明)",
    url: "https://shop.fineherbs.com.tw/pages/member",
    checked: "2026-11-29",
  },
  "r19-g1-case-xiangshan-2022-meifa": {
    title: "中国质量新闻网2022-04-12:象山县市场监管局查处连锁美发店海报标价与结算不一致价格欺诈案",
    url: "https://ase-mz.com/www/ms/content/2022-04/12/content_8806530.htm",
    checked: "2026-11-29",
  },
  "r19-g1-case-pingtan-2018-jianshen": {
    title: "平潭时报2019-03-15:平潭实验区市场监管局案例2 健身公司“半年仅需100元”微信广告违反广告法第八条罚款5000元",
    url: "http://www.mnw.cn/news/pingtan/2140996-2.html",
    checked: "2026-11-29",
  },
  "r19-g1-case-beijing-2022-routing": {
    title: "法治日报:北京市市场监管局第五批2022“铁拳”典型案例 柔婷化妆品朝阳第二分公司虚假商业宣传罚款40.6万元",
    url: "http://szjgyey.com/20tuqMSten/index.shtml",
    checked: "2026-11-29",
  },
  "r19-g1-case-hubei-2017-shuang12": {
    title: "武汉晚报2017-12-12:湖北省工商局公布双12三大网购典型案例(泡藕带虚标ISO9001认证罚2万等)",
    url: "http://www.ghqlgyb.cn/news/consumer/1899910.html",
    checked: "2026-11-29",
  },
  "r19-g1-news-mingpao-2014-mcd-coupon": {
    title: "明报2014-02-21:麦当劳“麦乐会”优惠券贵过原价 “假优惠”涉违《商品说明条例》 店方调价补过",
    url: "http://www.mingpaocanada.com/Van/htm/News/20140221/HK-goa1.htm?m=0",
    checked: "2026-11-29",
  },
  "r19-g1-hk-consumer-2012-haiwei": {
    title: "香港消费者委员会新闻稿2012-01-16:小心参茸海味店的宰客手法(《选择》月刊第423期投诉个案)",
    url: "https://www.consumer.org.hk/tc/press-release/20120116-4",
    checked: "2026-11-29",
  },
  "r19-g2-hefei-2025-unfair-competition": {
    title:
      "中国质量新闻网：合肥市市场监管局公布反不正当竞争典型案例（安徽某教育咨询有限公司虚假宣传及损害竞争对手商业信誉案，瑶海区市场监管局，2025年1月）",
    url: "http://www.xjdql.cn/ms/content/2025-01/22/content_9089065.htm",
    checked: "2026-11-29",
  },
  "r19-g2-company-news-light-industry-top100": {
    title: "企业新闻：实业集团荣获“中国轻工业百强企业”称号（中国轻工业联合会百强企业评价公告）",
    url: "http://124.237.177.129/p/6180333955",
    checked: "2026-11-29",
  },
  "r19-g2-zizi-single-champion-2024": {
    title: "中自科技入选第九批制造业单项冠军企业（公司公告转载）",
    url: "http://www.gmlmj.cn/wangshangshipanpeizi/115454.html",
    checked: "2026-11-29",
  },
  "r19-g2-china-industry-award-2023": {
    title: "中国轻工业联合会：五粮液、伊利荣获中国工业大奖（第七届中国工业大奖，2023年3月）",
    url: "https://m.ppzhan.com/news/detail/55626.html",
    checked: "2026-11-29",
  },
  "r19-g2-sewing-machinery-award-2021": {
    title: "缝纫客：缝制机械行业再获殊荣（2020年度中国轻工业联合会科学技术进步奖）",
    url: "http://frk123.com/cj-show-125457.html",
    checked: "2026-11-29",
  },
  "r19-g2-mingpao-2024-consumer-council-vitc": {
    title: "明报：17款护肤品称有维他命C 消委会揭样本未能验出（香港消费者委员会测试，2024年10月）",
    url: "https://news.mingpao.com/ins/%E6%B8%AF%E8%81%9E/article/20241015/s00001/1728960929952/17%E6%AC%BE%E8%AD%B7%E8%86%9A%E5%93%81%E7%A8%B1%E6%9C%89%E7%B6%AD%E4%BB%96%E5%91%BDc-%E6%B6%88%E5%A7%94%E6%9C%83%E6%8F%AD%E3%80%8Cmissha%E3%80%8D%E6%A8%A3%E6%9C%AC%E6%9C%AA%E8%83%BD%E9%A9%97%E5%87%BA",
    checked: "2026-11-29",
  },
  "r19-g3-28368-coupon-promoter-rules": {
    title: "28368.cn: 电商优惠券推广团队违规规范(严禁使用“内部、隐藏”字样等)",
    url: "http://www.28368.cn/yingxiao/20630.html",
    checked: "2026-11-29",
  },
  "r19-g3-tiktok-ads-deceptive-practices": {
    title: "TikTok 广告投放政策:欺骗性行为(禁止的内容示例)",
    url: "https://ads.tiktok.com/help/article/tiktok-ads-policy-deceptive-practices?lang=zh",
    checked: "2026-11-29",
  },
  "r19-g3-tiktok-ads-misleading-false": {
    title: "TikTok 广告投放政策:误导性和虚假内容(不允许的内容示例)",
    url: "https://ads.tiktok.com/help/article/tiktok-ads-policy-misleading-and-false-content?lang=zh",
    checked: "2026-11-29",
  },
  "r19-g3-10100-google-misleading-ads": {
    title: "10100.com: 谷歌禁止误导性搜索广告政策解读与合规指南(2026-01-14)",
    url: "https://www.10100.com/encyclopedia/explain/69759305",
    checked: "2026-11-29",
  },
  "r19-g3-tikotu-tiktokshop-misleading-effects": {
    title: "tikotu(TikTok 卖家大学转载): 什么是“具有误导性的商品功能和效果”",
    url: "https://www.tikotu.com/hfju4/",
    checked: "2026-11-29",
  },
  "r19-g3-tt123-tiktokshop-misleading-listing": {
    title: "tt123: TikTok Shop 误导性商品发布信息解读(东南亚跨境,2025-12-28)",
    url: "https://www.tt123.com/policy/NiBzkZUw",
    checked: "2026-11-29",
  },
  "r19-g3-kuajingshu-tiktok-ad-checklist": {
    title: "kuajingshu: TikTok广告政策-广告审核清单",
    url: "http://www.kuajingshu.com/article-11612.html",
    checked: "2026-11-29",
  },
  "r19-g3-chwang-tiktok-medical-beauty-ads": {
    title: "出海网问答: TikTok 广告投放对医疗和美妆类产品的规定",
    url: "https://www.chwang.com/ask/199060086356",
    checked: "2026-11-29",
  },
  "r19-g3-kuajing168-tiktok-banned-ads": {
    title: "kuajing168: TikTok 广告禁用内容清单、常见违规案例及规避策略",
    url: "https://www.kuajing168.cn/14346.html",
    checked: "2026-11-29",
  },
  "r19-g3-10ly-douyin-title-rule-2023": {
    title: "货源批发网转载: 抖音商品信息发布规范规则新增3点管控要求(标题规范违规举例,2023-02-16生效)",
    url: "http://www.10ly.cn/ws/202303/c_70584.html",
    checked: "2026-11-29",
  },
  "r19-g3-cnr-wechat-koulingma-2018": {
    title:
      "央广网转北京青年报: 微信朋友圈外链分享再行新规 口令、识别码全部被禁(2018-05-30,引《关于进一步升级朋友圈外链管理规则的公告》示例)",
    url: "http://www.polamonamour.com/sxpd/ws/20180530/t20180530_524251937.shtml",
    checked: "2026-11-29",
  },
  "r19-g3-596bbs-alibaba-wending-reject": {
    title: "深圳市七达通科技: 阿里巴巴问鼎审核被拒绝原因汇总(2022-04-09)",
    url: "http://596bbs.cn/alibabayunying/20-696.html",
    checked: "2026-11-29",
  },
  "r19-g3-znbo-baidu-review-4429": {
    title: "znbo: 百度推广创意审核不通过?常见问题及解决方法详解",
    url: "http://www.znbo.com/post/4429.html",
    checked: "2026-11-29",
  },
  "r19-g4-hexun-tianhong-yunshangbao-2017": {
    title: "和讯基金:天弘云商宝货币市场基金更新招募说明书摘要(2017年8月),天弘基金管理有限公司",
    url: "http://jingzhi.funds.hexun.com/fundsreport/detail_2012_1203767393.shtml",
    checked: "2026-11-29",
  },
  "r19-g4-hexun-tianhong-lexiang-2019": {
    title: "和讯基金:天弘乐享保本混合型证券投资基金更新招募说明书(2019年4月),天弘基金管理有限公司",
    url: "http://jingzhi.funds.hexun.com/fundsreport/detail_2012_1206084121.shtml",
    checked: "2026-11-29",
  },
  "r19-g4-wanglu-fund-prospectus-2019": {
    title: "基金更新招募说明书重要提示(2019年转载,证监许可【2016】2773号注册之基金)",
    url: "https://wanglu.net/thread/t12-433626-0.html",
    checked: "2026-11-29",
  },
  "r19-g4-qro-huawei-ads-securities-rules": {
    title: "华为广告推广:证券行业审核规范(平台广告审核规则,含违规示例)",
    url: "http://www.qro.cn/post/303803.html",
    checked: "2026-11-29",
  },
  "r19-g4-liuad-tuia-finance-rules": {
    title: "推啊广告投放:审核要求-金融行业(保险、投资理财、银行服务广告平台规则)",
    url: "https://liuad.com/fbgf/104.html",
    checked: "2026-11-29",
  },
  "r19-g4-znbo-baidu-finance-limits": {
    title: "金融行业百度推广限制解读(常见违规点:夸大收益、诱导性用语)",
    url: "http://www.znbo.com/post/2589.html",
    checked: "2026-11-29",
  },
  "r19-g4-qkids-compliance-2022": {
    title: "Qkids久趣:福建省久趣中小学教育线上培训中心 办学合规信息公示(2022-04-28)",
    url: "https://qkids.com/blog/859/",
    checked: "2026-11-29",
  },
  "r19-g4-metlife-duhuishijia-brochure": {
    title: "中美联泰大都会人寿保险有限公司 都会世家终身寿险(分红型)产品说明书(2020)",
    url: "https://fdocument.pub/document/ceefeoee-efceeic.html",
    checked: "2026-11-29",
  },
  "r19-g4-manulife-sinochem-hongyue": {
    title: "中宏人寿官网:中宏宏越人生年金保险(分红型)产品页",
    url: "http://manulife-sinochem.com/P-customer/product/PWS-%E9%93%B6%E4%BF%9D%E5%AE%8F%E8%B6%8A%E4%BA%BA%E7%94%9F.htm",
    checked: "2026-11-29",
  },
  "r19-g4-bocsamsung-zunxiangjiacheng": {
    title: "中银三星尊享家承终身年金保险(分红型)产品说明书",
    url: "https://www.jinchutou.com/shtml/bc967655536dff413c773b37ab550657.html",
    checked: "2026-11-29",
  },
  "r19-g5-bawang-gd-fda-2010": {
    title: "看中国：霸王男士固发洗发液未取得特殊用途化妆品批准文号标注防脱字样，广东省药监局责令整改（2010）",
    url: "https://m.yzblive.com/news/b5/2010/09/11/367276.html",
    checked: "2026-11-29",
  },
  "r19-g5-xinmin-shanghai-2020-batch2": {
    title:
      "新民晚报：上海市市场监管局发布2020年第二批虚假违法广告典型案例（诺与车载净化器罚60万、文峰养护精华液罚50万）",
    url: "http://newsxmwb.xinmin.cn/chengsh/2020/06/03/31740116.html",
    checked: "2026-11-29",
  },
  "r19-g5-szwjw-2024-yijun": {
    title: "深圳市卫生健康委关于2种抗（抑）菌制剂产品抽检结果不合格的公示（2024）",
    url: "http://www.bioconceptlabs.com/dfcc/2025-1/7/247524.html",
    checked: "2026-11-29",
  },
  "r19-g5-jimei-2024-yijungao": {
    title: "厦门集美区市场监管局查处抑菌膏宣传治疗功能及抗（抑）菌制剂识别提示",
    url: "http://www.shicijianshang.com/h/LwDDXC3ZUIKA3d1xCH5SKWBYxEEwe2bn.html",
    checked: "2026-11-29",
  },
  "r19-g5-ningbo-2024-mask-test": {
    title: "广州市消费者委员会转载：宁波前湾新区消保委面膜保湿功效比较试验结果（2024-02）",
    url: "http://www.guangzhou315.com/html/web/bijiaoshiyan/27132.html",
    checked: "2026-11-29",
  },
  "r19-g5-ltn-2026-tfda-lotion": {
    title: "自由时报健康频道：食药署邀皮肤科医师解析乳液成分与功能（2026-01）",
    url: "https://health.ltn.com.tw/article/breakingnews/5312342",
    checked: "2026-11-29",
  },
  "r19-g5-etnet-2025-lotion-allergen": {
    title: "经济通健康：润肤露测试，消委会61款样本致敏成分与4款不含致敏成分名单（2025-11）",
    url: "https://www.etnet.com.hk/www/tc/health/376007/%E6%BD%A4%E8%86%9A%E9%9C%B2%E6%B8%AC%E8%A9%A6%EF%BD%9C9%E6%88%90%E6%A8%A3%E6%9C%AC%E5%90%AB%E8%87%B4%E6%95%8F%E6%88%90%E5%88%86%EF%BC%8C11%E6%AC%BE%E5%AE%89%E5%85%A8%E5%90%8D%E5%96%AE%E5%85%AC%E9%96%8B?section=medgenknow&category=healthyd",
    checked: "2026-11-29",
  },
  "r19-g5-hanyang-court-2021-hujinglu": {
    title:
      "中国法学会消法研究会3·15简报：毛梦甜诉江西苗仁堂“四季良方狐净露”网络购物合同纠纷，武汉汉阳区法院判退一赔十（2021）",
    url: "https://www.yeguang315.com/dajia/5918.html",
    checked: "2026-11-29",
  },
  "r19-g5-hk-consumer-2021-milk-calcium": {
    title: "即时港闻：消委会测试40款牛奶，「子母」奶钙含量最高多「明治」近一倍（2021-07-14）",
    url: "https://187235123.xyz/realtime/article/1631074/%E5%8D%B3%E6%99%82-%E6%B8%AF%E8%81%9E-%E6%B6%88%E5%A7%94%E6%9C%83-%E5%AD%90%E6%AF%8D-%E5%A5%B6%E9%88%A3%E5%90%AB%E9%87%8F%E6%9C%80%E9%AB%98-%E5%A4%9A-%E6%98%8E%E6%B2%BB-%E8%BF%91%E4%B8%80%E5%80%8D",
    checked: "2026-11-29",
  },
  "r19-g5-hk-yahoo-2025-milk-test": {
    title: "Yahoo香港新闻：消委会537期40款牛奶测试，营养声称「高钙」「低脂」符合要求",
    url: "https://hk.news.yahoo.com/%E6%B6%88%E5%A7%94%E6%9C%83-%E7%89%9B%E5%A5%B6-%E6%97%A5%E6%9C%AC%E5%93%81%E7%89%8C%E7%89%9B%E5%A5%B6-%E6%B8%AC%E5%87%BA-%E6%9C%80%E4%BD%8E%E9%88%A3-%E8%9B%8B%E7%99%BD%E8%B3%AA-231521961.html",
    checked: "2026-11-29",
  },
  "r19-g5-metro-hk-milk-report": {
    title: "Metro Education Plus：消委会报告，饮用牛奶知多啲（推荐样本成分表与蛋白质含量）",
    url: "https://metroeducationplus.com.hk/14680/%e6%b6%88%e5%a7%94%e6%9c%83%e5%a0%b1%e5%91%8a-%e9%a3%b2%e7%94%a8-%e7%89%9b%e5%a5%b6-%e7%9f%a5%e5%a4%9a%e5%95%b2",
    checked: "2026-11-29",
  },
  "r19-g5-foodnext-fula-calcium": {
    title: "食力foodNEXT：机能牛乳与鲜奶有何不同（福乐钙多多介绍）",
    url: "http://www.foodnext.net/life/health2/paper/5111100511",
    checked: "2026-11-29",
  },
  "r19-g6-tour-tootour-hainan-42341": {
    title: "Travel agency tour listing (海口美兰机场接送, 费用包含), tootour.com travel 42341",
    url: "http://tootour.com/travel/42341.html",
    checked: "2026-11-29",
  },
  "r19-g6-hotel-jiudianzaixian-166571": {
    title:
      "Hotel listing page with hotel's own description (Shanghai Hongkou hotel near 虹口足球场), jiudianzaixian.cn room166571",
    url: "http://room166571.jiudianzaixian.cn/news_s209025.html",
    checked: "2026-11-29",
  },
  "r19-g6-hotel-jiudianzaixian-87876": {
    title:
      "Hotel listing page with hotel's own location description (Kunming hotel, 酒店距火车站), jiudianzaixian.cn room87876",
    url: "http://room87876.jiudianzaixian.cn/news_s10117.html",
    checked: "2026-11-29",
  },
  "r19-g6-cruise-cirp06-7931": {
    title: "Cruise ship room and fare table (客房面积, 船票定义, 小孩, 单房差, 升楼层), cirp06.com show-7931",
    url: "http://cirp06.com/show-7931.html",
    checked: "2026-11-29",
  },
  "r19-g6-homestay-loveocean-tw": {
    title: "愛琴海岸精品民宿 (Taiwan) 入住須知 page, the homestay's own site",
    url: "https://www.love-ocean.com.tw/article-Accommodation-instructions.html",
    checked: "2026-11-29",
  },
  "r19-g6-tour-whcts-376119": {
    title: "中国国旅 (Wuhan) tour line 376119: 7-day 山海关 / 北京 / 草原 tour, 服务标准 and 费用不包含",
    url: "http://www.whcts.cn/xianlu/376119.html",
    checked: "2026-11-29",
  },
  "r19-g6-tour-whcts-qinghai-375711": {
    title: "中国国旅 (Wuhan) tour line 375711: 7-day 青海 / 宁夏 tour, 线路特色 and 服务标准",
    url: "http://www.whcts.cn/xianlu/375711.html",
    checked: "2026-11-29",
  },
  "r19-g6-tour-kmtaa-yunnan": {
    title: "Kunming travel agency 5-day 昆明大理 tour listing (行程标准, 特色服务), kmtaa.cn",
    url: "http://www.kmtaa.cn/article/65721707651441665",
    checked: "2026-11-29",
  },
  "r19-g6-tour-tootour-zhangjiajie-16404": {
    title: "Travel agency tour listing (张家界 凤凰 tour, 住宿 用餐 交通 门票 购物), tootour.com travel 16404",
    url: "http://tootour.com/travel/16404.html",
    checked: "2026-11-29",
  },
  "r19-g6-tour-cncn-harbin-616975682161": {
    title: "cncn.com 跟团游 line 616975682161: 广州出发 哈尔滨 亚布力 雪乡 tour, 团费包含",
    url: "https://www.cncn.com/xianlu/616975682161",
    checked: "2026-11-29",
  },
  "r19-g6-tour-meiyouwx-sanxia-3025": {
    title: "Quanzhou travel agency line 3025: 泉州 武汉 重庆 世纪凯歌号 Yangtze cruise tour, 费用包含 and 预订须知",
    url: "https://www.qzbz.d82.meiyouwx.com/product/line/detail/id/3025",
    checked: "2026-11-29",
  },
  "r19-g6-moving-kbao666-qianxi": {
    title: "迁禧搬家 moving company 收费标准 page, kbao666.com",
    url: "http://www.kbao666.com/shenxin",
    checked: "2026-11-29",
  },
  "r19-g6-scenic-xw588-wangcheng-zoo": {
    title: "Scenic area 免费政策 / 优惠政策 (王城动物园 年票 note), xw588.com, 2024-02-18",
    url: "http://xw588.com/lvyou/b94359e42f9cdaf21f8103e0a0acf2a7.html",
    checked: "2026-11-29",
  },
  "r19-g6-tour-shcits-yunnan-8846": {
    title: "上海国旅 (sh-cits.cn) product 07001712671: 昆明 大理 丽江 中甸 三飞6日跟团游, 行程介绍",
    url: "https://www.sh-cits.cn/shanghai/travel8846.htm",
    checked: "2026-11-29",
  },
  "r19-g6-tour-ptotour-yunnan-17390": {
    title: "Travel agency line 17390: 云南 (石林 虎跳峡 普达措 玉龙雪山) tour 费用说明, m.ptotour.com",
    url: "http://m.ptotour.com/line/17390.html",
    checked: "2026-11-29",
  },
  "r19-g6-tour-zqlhn-qinghai-106505": {
    title: "Travel agency line 106505: 西宁 / 兰州 青海湖 专列 tour, 往返交通 门票包含 住宿包含, zqlhn.com",
    url: "https://www.zqlhn.com/line/detail-106505.html",
    checked: "2026-11-29",
  },
  "r19-g6-coupon-cgmodel-rules": {
    title: "CGMODEL (cgmodel.com) help page: 优惠券使用说明 / 【优惠券】使用规则",
    url: "https://www.cgmodel.com/site/help-service.html?rand=51",
    checked: "2026-11-29",
  },

  "r20-g1-case-huangpu-2022-zhongchejian": {
    title: "广州市黄埔区市场监管局对广东中车检机动车检测技术有限责任公司虚假广告罚款44万元（2022-03，河南热线转载）",
    url: "http://tech.henanrexian.cn/tech/2022/0401/45213.html",
    checked: "2026-11-29",
  },
  "r20-g1-case-binjiang-2022-geely": {
    title:
      "太平洋汽车：吉利汽车推文【“混”战之王,试过的人都说好】贬低本田丰田被杭州高新区（滨江）市场监管局罚款1万元（2022-08）",
    url: "https://pcauto.com.cn/qcbj/3208/32087598.html",
    checked: "2026-11-29",
  },
  "r20-g1-sony-helpguide-tx10-tracking": {
    title: "索尼 帮助指南（DSC-TX10等）：跟踪对焦",
    url: "https://helpguide.sony.net/gbmig/42656129/v1/cs/contents/03/04/01/01.html",
    checked: "2026-11-29",
  },
  "r20-g1-mi-tw-faq-charger": {
    title: "小米台湾官网 支援 常见问题：使用非标准充电器的风险（KA-488173）",
    url: "https://www.mi.com/tw/support/faq/details/KA-488173",
    checked: "2026-11-29",
  },
  "r20-g1-nissan-tw-xtrail-epower-spec": {
    title: "裕隆日产 NISSAN 台湾官网：X-TRAIL e-POWER 规格配备页注记",
    url: "https://new.nissan.com.tw/nissan/cars/spec/x-trail%20e-power",
    checked: "2026-11-29",
  },
  "r20-g1-mitsubishi-tw-colt-faq": {
    title: "中华三菱 COLT PLUS 官网：常见问题（赏车、试乘、交车）",
    url: "http://coltplus.mitsubishi-motors.com.tw/questions.php",
    checked: "2026-11-29",
  },
  "r20-g1-chesswinner-tw-warranty": {
    title: "chesswinner.com.tw 网店：车辆保固（各品牌原厂保固说明）",
    url: "https://www.chesswinner.com.tw/pages/%E8%BB%8A%E8%BC%9B%E4%BF%9D%E5%9B%BA",
    checked: "2026-11-29",
  },
  "r20-g1-sony-helpguide-srsxb32-charge": {
    title: "索尼 说明指南（繁体）：SRS-XB32 为喇叭充电",
    url: "https://helpguide.sony.net/speaker/srs-xb32/v1/zh-tw/contents/TP0002392595.html",
    checked: "2026-11-29",
  },
  "r20-g1-sony-helpguide-srsxb43-charge": {
    title: "索尼 说明指南（繁体）：SRS-XB43 为喇叭充电",
    url: "https://helpguide.sony.net/speaker/srs-xb43/v1/zh-tw/contents/TP0002743399.html",
    checked: "2026-11-29",
  },
  "r20-g1-optoma-nuforce-tw-faq-waterproof": {
    title: "Optoma NuForce 台湾服务中心 FAQ：蓝牙耳机的防水保护",
    url: "https://www.optoma.com/tw-nuforce/faq/%E8%97%8D%E7%89%99%E8%80%B3%E6%A9%9F%E7%9A%84%E9%98%B2%E6%B0%B4%E4%BF%9D%E8%AD%B7/",
    checked: "2026-11-29",
  },
  "r20-g1-dcfever-ricoh-griii-accessories": {
    title: "DCFever 新闻：Ricoh 中国就 GR III 使用非原厂配件之建议事项",
    url: "https://www.dcfever.com/news/readnews.php?id=35011",
    checked: "2026-11-29",
  },
  "r20-g1-ftc-tw-2024-lanchon-walkie": {
    title:
      "colamg 转载：公平会第1712次委员会议，PChome 24h购物销售 LANCHONLH UV68 对讲机标榜“业界唯一”广告不实，平台与业者各罚5万元",
    url: "https://colamg.com/a/dui-jiang-ji-luan-biao-bang-ye-jie-wei-yi-pchomebang-mai-ye-bei-tuo-xia-shui.html",
    checked: "2026-11-29",
  },
  "r20-g1-asus-tw-faq-phone-battery": {
    title: "华硕 ASUS 台湾官网 支援 FAQ 1009546：[Phone/Pad] 电池充电及保养小诀窍",
    url: "https://www.asus.com/tw/support/FAQ/1009546/",
    checked: "2026-11-29",
  },
  "r20-g1-hotai-taipeimotor-faq": {
    title: "HOTAI 购北都旗舰馆（和泰体系经销商）官网：车主小百科 FAQ",
    url: "https://taipeimotor.com.tw/faq.php",
    checked: "2026-11-29",
  },
  "r20-g1-gateway-nv47h-manual-battery": {
    title: "Gateway NV47H 笔记本电脑用户手册（繁体）第30页：调整新的电池组（manualslib.es）",
    url: "https://manualslib.es/manual/536862/Gateway-Nv47H.html?page=622",
    checked: "2026-11-29",
  },
  "r20-g1-51dongshi-huawei-screen-service": {
    title: "懂视问答：华为mate30pro 碎屏险（转引华为碎屏服务宝购买与补购条件）",
    url: "https://mit.51dongshi.com/dadahv/hbhvbvb",
    checked: "2026-11-29",
  },
  "r20-g1-polestar-cn-manual-battery": {
    title: "Polestar 极星中国官网 用户手册：Polestar 4（2024）动力电池",
    url: "https://www.polestar.cn/zh-cn/manual/polestar-4/2024/article/47d2c97fd33effd3c0a8cc3718c999b7-90df3c42d4248f0bc0a8cc37603d319c-8664b2fa77a7e089c0a8296870d1a409",
    checked: "2026-11-29",
  },
  "r20-g2-fruit-shop-kmcjzl": {
    title: "生鲜水果网店 售后理赔标准说明",
    url: "http://kmcjzl.com/hongxin/10657.html",
    checked: "2026-11-29",
  },
  "r20-g2-breadbutter-toucheng": {
    title: "奶油面包坊 Bread&Butter Bakery(宜兰头城)官网 关于我们",
    url: "https://breadandbutterbakery.shoplineapp.com/pages/%E6%96%B0%E7%9A%84%E5%88%86%E9%A0%81-8",
    checked: "2026-11-29",
  },
  "r20-g2-pangolinpain-material": {
    title: "面包林里 官方网志 MATERIAL/食材 页",
    url: "https://pangolinpain.blogspot.com/p/blog-page.html",
    checked: "2026-11-29",
  },
  "r20-g2-xiangxiang-tea": {
    title: "香香茶业 绿标茶/有机茶 供应信息页(企业商铺)",
    url: "http://elitesmokeshopnj.com/com/chen88/sell/itemid-3840.html",
    checked: "2026-11-29",
  },
  "r20-g2-jiqingli-tea": {
    title: "积庆里茶业:英红九号,通过285项农残检测(企业新闻转载)",
    url: "http://bilinxueyuan.cn/news/18845",
    checked: "2026-11-29",
  },
  "r20-g2-guoguang-mantou": {
    title: "一颗60万的馒头 中和在地热卖了12年(国光馒头 店主自述,网志转载)",
    url: "http://kknfb.blogspot.com/2009/09/60-12.html",
    checked: "2026-11-29",
  },
  "r20-g2-ustv-dazhi-mantou": {
    title: "非凡新闻:台北大直包子馒头店 第二代杨志信谈老面发酵(2023-02-16)",
    url: "https://news.ustv.com.tw/newsdetail/20230216A001025?newhot=hot",
    checked: "2026-11-29",
  },
  "r20-g2-jiaxing-yaying-bakery": {
    title: "嘉兴日报:雅莹工厂店烘焙坊 烘焙主理人谈有机面粉(转载)",
    url: "http://news.hgjy100.com/caijing/49495.html",
    checked: "2026-11-29",
  },
  "r20-g2-hema-sourdough": {
    title: "谁在买盒马16.9元一片的面包?(引盒马官方介绍与商品详情页)",
    url: "https://yaliqi.com/new/09e4e72e41b749be8c02e0f3fa3ed6ad",
    checked: "2026-11-29",
  },
  "r20-g2-xuanguo-franchise": {
    title: "炫果时芬奶茶店 加盟项目 详细介绍(招商网产品页)",
    url: "http://dygxzx.com/st174236/product_4399846.html",
    checked: "2026-11-29",
  },
  "r20-g2-apple-wholesale": {
    title: "红富士苹果批发 供应信息页(果品经销商商铺)",
    url: "http://m.elitesmokeshopnj.com/com/sunlaoban1/sell/itemid-80031.html",
    checked: "2026-11-29",
  },
  "r20-g3-17kangjie-banjia-fee": {
    title: "长沙家政 17kangjie.cn:蚂蚁搬家公司搬家一般多少钱(搬家服务费用详解)",
    url: "https://www.17kangjie.cn/banjia/849695.html",
    checked: "2026-11-29",
  },
  "r20-g3-digipub-baojie-tips": {
    title: "网易号文章:如何判断保洁服务是否专业(五大关键技巧)",
    url: "http://www.digipub.cc/dy/article/KFACAMM10556I2IE.html?spss=dy_author",
    checked: "2026-11-29",
  },
  "r20-g3-tw-allround-moving-fee": {
    title: "全方位搬家公司(桃园):搬家计费方式",
    url: "https://all-round-moving-company.com/%E6%A1%83%E5%9C%92%E6%90%AC%E5%AE%B6%E5%85%A8%E6%96%B9%E4%BD%8D%E6%90%AC%E5%AE%B6%E5%85%AC%E5%8F%B8/%E6%90%AC%E5%AE%B6%E8%A8%88%E8%B2%BB%E6%96%B9%E5%BC%8F-%E5%85%A8%E6%96%B9%E4%BD%8D%E6%90%AC%E5%AE%B6%E5%85%AC%E5%8F%B8/",
    checked: "2026-11-29",
  },
  "r20-g3-tw-songf-moving-estimate": {
    title: "台北松福搬家公司:国内搬家估价方式",
    url: "https://songf.com.tw/chi/services/domestic-moving/moving-estimate",
    checked: "2026-11-29",
  },
  "r20-g3-tw-gagu-mattress-replace": {
    title: "gagu.life 家具店博客:床垫多久换一次(附好床推荐)",
    url: "https://www.gagu.life/index.php?fc=module&module=stblog&id_blog=84&controller=article&id_lang=1",
    checked: "2026-11-29",
  },
  "r20-g3-tw-jkl-latex-mattress": {
    title: "JKL床垫官网:乳胶床垫介绍页",
    url: "https://www.shopjkl.com/pages/best-latex-mattresses",
    checked: "2026-11-29",
  },
  "r20-g3-tw-komori-window-ac": {
    title: "小森冷气(komori-aircon):2021窗型冷气清洗价格行情",
    url: "https://www.komori-aircon.com/2021-window-type-air-conditioner-cleaning-cost/",
    checked: "2026-11-29",
  },
  "r20-g3-kmbbs-kaolaxiaojiang-app": {
    title: "酷米下载:考拉小匠app官方版介绍",
    url: "https://kmbbs.cn/app/38815.html",
    checked: "2026-11-29",
  },
  "r20-g3-tw-taiwanwater-nsf": {
    title: "taiwan-water.com 净水器选购指南:净水器为什么要申请NSF认证",
    url: "https://taiwan-water.com/2019/12/26/%e6%b7%a8%e6%b0%b4%e5%99%a8%e7%82%ba%e4%bb%80%e9%ba%bc%e8%a6%81%e7%94%b3%e8%ab%8bnsf%e8%aa%8d%e8%ad%89/amp",
    checked: "2026-11-29",
  },
  "r20-g3-co188-decoration-company": {
    title: "co188 企业产品页(装饰公司):如何选择家庭装修公司",
    url: "http://biz.co188.com/content_product_63641199.html",
    checked: "2026-11-29",
  },
  "r20-g3-hbswzl-xiongdi-banjia": {
    title: "兄弟搬家 公司动态:兄弟搬家联合保障执行细则",
    url: "http://m.hbswzl.com/Show/cid/2/aid/39",
    checked: "2026-11-29",
  },
  "r20-g3-gsiic-jingshuiqi-baojian-2009": {
    title: "标准查询网转载中国质量新闻网:净水器保健功能忽悠人(2009-09-04)",
    url: "http://www.gsiic.cn/Item/92402.aspx",
    checked: "2026-11-29",
  },
  "r20-g3-szjsq-cca-jingshuiqi-warning": {
    title: "深圳净水器网:中消协消费警示 谨防净水器推销谎言",
    url: "http://www.szjsq.com/jingshuiqipinpai/2020082635645.html",
    checked: "2026-11-29",
  },
  "r20-g4-ahnmc-visit": {
    title: "南通某医院就医指南:探视制度(苏ICP备05033463号)",
    url: "http://www.ahnmc.com/jyzn2-1.asp",
    checked: "2026-11-29",
  },
  "r20-g4-fh21-pla3-visit": {
    title: "复禾健康:中国人民解放军总医院第三医学中心 医院探视指南",
    url: "https://yyk.fh21.com.cn/hospital_6/tsyl/1504.html",
    checked: "2026-11-29",
  },
  "r20-g4-fh21-9962-peihu": {
    title: "复禾健康医院页:陪护探视制度",
    url: "https://myyk.fh21.com.cn/hospital_9962/tsyl/14209.html",
    checked: "2026-11-29",
  },
  "r20-g4-wendaifu-waike-40202": {
    title: "问大夫医院科室页:外科介绍(offices_40202)",
    url: "https://m.wendaifu.com/hospitals/ncdxpxyy/offices_40202",
    checked: "2026-11-29",
  },
  "r20-g4-wendaifu-puwai-70430": {
    title: "问大夫医院科室页:普外科(外一科)介绍",
    url: "https://m.wendaifu.com/hospitals/yyk22035/offices_70430",
    checked: "2026-11-29",
  },
  "r20-g4-linyi-chengzhong-kouqiang": {
    title: "临沂城中口腔医院:揭秘你不知道的口腔科",
    url: "https://lyczkq.com/news/171.html",
    checked: "2026-11-29",
  },
  "r20-g4-kr-cmcseoul-visit": {
    title: "首尔圣母医院中文页:探访介绍",
    url: "https://www.cmcseoul.or.kr/cn.aboutus.visit.sp",
    checked: "2026-11-29",
  },
  "r20-g4-hk-matilda-visit": {
    title: "明德国际医院:到院探访病人的家属和朋友",
    url: "https://www.matilda.org/zh-cn/for-patients/patient-services-guide/visiting-friends-and-relatives-in-hospital",
    checked: "2026-11-29",
  },
  "r20-g4-shiputai-jingpian": {
    title: "视普泰(企业站)新闻页:眼镜镜片材质与树脂镜片特性",
    url: "http://shiputai.cn/m/news/page.php?id=62",
    checked: "2026-11-29",
  },
  "r20-g4-tw-qinghe-jingpian": {
    title: "青河国际(color-cod)博客:镜片的材质、厚度、非球型与镀膜",
    url: "https://color-cod.com.tw/blog-details-5.php",
    checked: "2026-11-29",
  },
  "r20-g4-18show-guangxue-jingpian": {
    title: "18show 企业产品页:光学镜片",
    url: "http://18show.cn/zt200123946/Product_2062577161.html",
    checked: "2026-11-29",
  },
  "r20-g4-91160-jilin-yanke": {
    title: "就医160:吉林市中心医院眼科科室介绍",
    url: "https://www.91160.com/dep/show/depid-100041459.html",
    checked: "2026-11-29",
  },
  "r20-g4-bugu-taizhou-fuer-yanke": {
    title: "布谷医院库:台州妇女儿童医院眼科介绍",
    url: "https://zyy.bugu120.com/hospital_6683/keshi/167099.html",
    checked: "2026-11-29",
  },
  "r20-g4-guanzhang-weishengyuan-yanke": {
    title: "内乡社区论坛:灌涨镇卫生院眼科门诊正式投入使用",
    url: "https://bbs.neixiangshequ.cn/forum.php?mod=viewthread&tid=283635",
    checked: "2026-11-29",
  },
  "r20-g4-bugu-linhai-yanke": {
    title: "布谷医院库:临海某医院眼科介绍(hospital_4165)",
    url: "https://mzyy.bugu120.com/hospital_4165/keshi/111096.html",
    checked: "2026-11-29",
  },
  "r20-g4-rudong-youyongguan-2023": {
    title: "2023年如东县体育中心游泳馆开放公告(转载页)",
    url: "http://gloomba.com/丹东到伊春市331国道多少公里.html",
    checked: "2026-11-29",
  },
  "r20-g4-shanghai-liangcheng-jinglaoyuan": {
    title: "养老机构库:上海虹口区凉城新村街道敬老院设施环境",
    url: "http://365kyh.com/organ/item/17515692000000000",
    checked: "2026-11-29",
  },
  "r20-g4-tw-alfaselect-huxi": {
    title: "Alfa Select(台湾运动用品店)博客:如何选择适合自己的护膝产品",
    url: "https://www.alfaselect.com.tw/blog/posts/%E5%A6%82%E4%BD%95%E9%81%B8%E6%93%87%E9%81%A9%E5%90%88%E8%87%AA%E5%B7%B1%E7%9A%84%E8%AD%B7%E8%86%9D%E7%94%A2%E5%93%81%E5%91%A2%EF%BC%9F",
    checked: "2026-11-29",
  },
  "r20-g4-noxeles-huxi": {
    title: "NOXELES 功能性护膝推广文(lanqiushipin 转载)",
    url: "http://lanqiushipin.com/news/97378.html",
    checked: "2026-11-29",
  },
  "r20-g4-kangfu-keshi-wsdscm": {
    title: "医院科室页:康复医学科科室介绍(hospital 3214327610)",
    url: "http://wsdscm.cn/hospital/3214327610/keshi/6971951951/jieshao.html",
    checked: "2026-11-29",
  },
  "r20-g4-999ask-kangfu-1745": {
    title: "999ask 医院库:康复医学科科室简介(hospital 1745)",
    url: "https://yiyuan.999ask.com/hospital/1745/category/38402.html",
    checked: "2026-11-29",
  },
  "r20-g4-xmwb-youyong-2015": {
    title: "新民晚报2015-06-11:游泳教练员(沈坚强游泳俱乐部经理黄晓玲谈教学大纲)",
    url: "http://xmwb.xinmin.cn/html/2015-06/11/content_24_2.htm",
    checked: "2026-11-29",
  },
  "r20-g4-tw-sober-optical-warranty": {
    title: "视康佳眼镜(台湾)网站:眼镜保养方式与保固条款",
    url: "https://sober.com.tw/web/zyd/glasses/maintainance.html",
    checked: "2026-11-29",
  },
  "r20-g4-tw-wttsoul-warranty": {
    title: "灵魂之窗眼镜(台湾)网站:安心保固 Warranty",
    url: "https://wttsoul.com/warranty",
    checked: "2026-11-29",
  },
  "r20-g4-yichao-optical": {
    title: "亿超眼镜官网帮助中心:购物协议",
    url: "https://www.yichao.cn/help-10334.html",
    checked: "2026-11-29",
  },
  "r20-g4-gcvtc-jianshenfang": {
    title: "甘肃建筑职业技术学院基础课部:健身房使用管理制度",
    url: "http://jichu.gcvtc.edu.cn/info/1075/1208.htm",
    checked: "2026-11-29",
  },
  "r20-g4-hk-consumer-keepfit-tee": {
    title: "香港消费者委员会:告别汗水的秘密(排汗快干衣物)",
    url: "https://www.consumer.org.hk/ws_gb/news/specials/2017/Keep-fit-tee.html",
    checked: "2026-11-29",
  },
  "r20-g4-samr-sugan-tip-2025": {
    title: "中新网2025-09-29(转载):如何科学选购速干衣(市场监管总局消费提示)",
    url: "http://www.119jk.cn/shenghuo/59785.html",
    checked: "2026-11-29",
  },
  "r20-g5-pawstay-house-rules": {
    title: "毛栈宠物智能舱(台湾)住宿规章／住宿须知",
    url: "https://pawstay.com.tw/page/house-rules",
    checked: "2026-11-29",
  },
  "r20-g5-cathotel-notices": {
    title: "猫旅 cathotel.tw(台湾猫咪旅馆)住宿注意事项",
    url: "http://www.cathotel.tw/notices/",
    checked: "2026-11-29",
  },
  "r20-g5-miyahotel-rules": {
    title: "Miya 猫咪旅馆(台湾)住宿规定 2010-04-30",
    url: "http://miyahotel.blogspot.tw/2010/04/blog-post_4345.html",
    checked: "2026-11-29",
  },
  "r20-g5-edj-silver-who-not": {
    title: "edj.tw 银饰店部落格:哪些人不适合戴银饰品",
    url: "https://www.edj.tw/blog/posts/who-should-not-wear-silver-jewelry",
    checked: "2026-11-29",
  },
  "r20-g5-wenda-chinagold-tradein": {
    title: "问答页转引中国黄金 黄金首饰“以旧换新”调换规则(2016-05-09 回答)",
    url: "https://99.wendadaohang.com/zd/OX7vvzjWXjBXvjvOWv.html",
    checked: "2026-11-29",
  },
  "r20-g5-51kids-2014-kidswear-fastfashion": {
    title: "中国童装网 2014-09-11 快时尚品牌进军童装市场(引 H&M 标语)",
    url: "http://51kids.com/KidsNews/2014-9-11/119686.html",
    checked: "2026-11-29",
  },
  "r20-g5-loverentbuy-faq": {
    title: "乐租 LoveRentBuy(台湾育儿用品租借、推车汽座清洁)常见问题",
    url: "https://loverentbuy.com/faq",
    checked: "2026-11-29",
  },
  "r20-g5-lgc-watch-care": {
    title: "lgc.com.tw 钟表公司 保养小常识(表带、不锈钢、防水胶圈、电池更换)",
    url: "http://lgc.com.tw/how_to_maintain.htm",
    checked: "2026-11-29",
  },
  "r20-g5-zaisheng-plush-toy": {
    title: "ZAISHENG TOY(毛绒玩具厂)网站文章:毛绒玩具特点与生产安全要求",
    url: "http://www.gxjsm.com/art_109589.html",
    checked: "2026-11-29",
  },
  "r20-g5-shiraishi-tw-craftsman-support": {
    title: "GINZA DIAMOND SHIRAISHI 台湾官网 婚戒终生保修服务 CRAFTSMAN SUPPORT",
    url: "https://www.diamond-shiraishi.tw/brand_service/craftman_support.html",
    checked: "2026-11-29",
  },
  "r20-g5-kordiamond-aftersales": {
    title: "KOR蔻儿钻石(台湾)产品保养与售后服务",
    url: "https://www.kordiamond.com/index.php?route=information/information&information_id=20",
    checked: "2026-11-29",
  },
  "r20-g5-liuguifu-brand-story": {
    title: "六桂福珠宝 品牌故事软文:传承百年的古法打金家族故事",
    url: "http://qdnxf.vip/xinwen/66375.html",
    checked: "2026-11-29",
  },
  "r20-g6-primecredit-earnmore-cashback": {
    title: "安信信貸 EARNMORE現金回贈計劃 優惠詳情及條款(香港卡 hongkongcard 轉載)",
    url: "https://www.hongkongcard.com/privilege-content/earnmore%E7%8F%BE%E9%87%91%E5%9B%9E%E8%B4%88%E8%A8%88%E5%8A%83",
    checked: "2026-11-29",
  },
  "r20-g6-primecredit-fwd-mytermplus": {
    title: "安信信貸 富衛自主保(升級版)定期保障計劃 產品頁",
    url: "https://www.primecredit.com/credit-card/latest-offer/fwd-mytermplus/",
    checked: "2026-11-29",
  },
  "r20-g6-hklife-smart-achiever": {
    title: "香港人壽「智享」整付終身壽險計劃 產品頁",
    url: "http://www.hklife.com.hk/tc/products/personal-insurance/life-protection-plan/smart-achiever-single-premium-protection-plan/index.html",
    checked: "2026-11-29",
  },
  "r20-g6-hklife-wealth-up-premier": {
    title: "香港人寿「致富易」(优越)储蓄寿险计划 产品页",
    url: "http://www.hklife.com.hk/sc/products/personal-insurance/savings-plan/wealth-up-(premier)-savings-insurance-plan/index.html",
    checked: "2026-11-29",
  },
  "r20-g6-dahsing-one-plus-welcome-2014": {
    title: "大新銀行 大新ONE+信用卡 迎新禮品之條款及細則(2014)",
    url: "https://dahsing.com/edm/edm_dsb_1408_enews_card_tnc_c.htm",
    checked: "2026-11-29",
  },
  "r20-g6-cncbi-motion-5pct-2019": {
    title: "信銀國際Motion信用卡(虛擬版)電子錢包「高達5%現金回贈」推廣條款及細則(2019)",
    url: "https://www.cncbinternational.com/personal/e-banking/inmotion/tc/inmo5_tnc.html",
    checked: "2026-11-29",
  },
  "r20-g6-bochk-business-card-welcome": {
    title: "中銀信用卡(國際) 中銀商務卡迎新獎賞之條款及細則",
    url: "https://www.bochk.com/creditcard/web/chi/promotion/terms_conditions.jsp?pid=90241",
    checked: "2026-11-29",
  },
  "r20-g6-cmhk-data-plus": {
    title: "中國移動香港「DATA+」數據組合 條款及細則",
    url: "https://www.hk.chinamobile.com/tc/datapluspackage.html",
    checked: "2026-11-29",
  },
  "r20-g6-cmb-jinkuihua-7day-risk": {
    title: "招商银行金葵花岁月流金人民币7天理财计划 风险揭示书(文库转载)",
    url: "https://m.777doc.com/doc-3666994.html",
    checked: "2026-11-29",
  },
  "r20-g6-finfo-nanshan-jiaanxin-term": {
    title: "finfo 收錄 南山人壽家安心定期壽險 保險單條款(樣本)",
    url: "https://finfo.tw/products/%E5%8D%97%E5%B1%B1%E4%BA%BA%E5%A3%BD%E5%AE%B6%E5%AE%89%E5%BF%83%E5%AE%9A%E6%9C%9F%E5%A3%BD%E9%9A%AA-2010-03-15",
    checked: "2026-11-29",
  },
  "r20-g6-finfo-twlife-bubugaosheng": {
    title: "finfo 收錄 台灣人壽步步高昇還本終身保險 保險單條款",
    url: "https://finfo.tw/products/%E5%8F%B0%E7%81%A3%E4%BA%BA%E5%A3%BD%E6%AD%A5%E6%AD%A5%E9%AB%98%E6%98%87%E9%82%84%E6%9C%AC%E7%B5%82%E8%BA%AB%E4%BF%9D%E9%9A%AA-2011-04-01",
    checked: "2026-11-29",
  },
  "r20-g6-finfo-twlife-chuanai-small": {
    title: "finfo 收錄 台灣人壽傳愛小額終身壽險 保險單條款(106年)",
    url: "https://finfo.tw/products/%E5%8F%B0%E7%81%A3%E4%BA%BA%E5%A3%BD%E5%82%B3%E6%84%9B%E5%B0%8F%E9%A1%8D%E7%B5%82%E8%BA%AB%E5%A3%BD%E9%9A%AA-2017-03-31",
    checked: "2026-11-29",
  },
  "r20-g6-cht-emome-3g-699-999": {
    title: "中華電信 emome 2G/3G 699型/999型 費率方案頁",
    url: "https://www.emome.net/tab/index?id=684&tab=79",
    checked: "2026-11-29",
  },
  "r20-g6-seednet-adsl-fee": {
    title: "遠傳大寬頻(Seednet) ADSL 計費標準頁",
    url: "http://www.seed.net.tw/access/adsl/fee.htm",
    checked: "2026-11-29",
  },
  "r20-g6-mysoft-emoney-help": {
    title: "帳務小管家 E-Money 官方說明 40.手機如何連接網路記帳",
    url: "http://www.mysoft.idv.tw/MyMoneyHelp/.\\help40\\help.html",
    checked: "2026-11-29",
  },
  "r20-g6-lovelinks-autorenew": {
    title: "Singapore Lovelinks 支援中心「我是否会被自动重新收费」",
    url: "https://support.singaporelovelinks.com/hc/zh-cn/articles/360041012974-%E6%88%91%E6%98%AF%E5%90%A6%E4%BC%9A%E8%A2%AB%E8%87%AA%E5%8A%A8%E9%87%8D%E6%96%B0%E6%94%B6%E8%B4%B9",
    checked: "2026-11-29",
  },
  "r20-g6-trifecta-coldstore-service": {
    title: "冷庫/冷鏈運輸服務介紹頁(service s5)",
    url: "http://www.trifectasafetysolutions.com/service/s5/",
    checked: "2026-11-29",
  },
  "r20-g6-ip-shaoer-biancheng-info": {
    title: "少儿编程介绍页「少儿编程是什么?分阶段内容解析」",
    url: "http://139.196.46.242/info/231588.html",
    checked: "2026-11-29",
  },
  "r20-g6-todaimae-cef-japanese": {
    title: "東大前日本語 持續進修基金 CEF 日語課程報讀須知",
    url: "http://www.todaimae.com/apply_cef.html",
    checked: "2026-11-29",
  },
  "r20-g6-pmsa-specified-course": {
    title: "香港物業管理業監管局「指明課程」內容(簡體頁)",
    url: "https://app-original.pmsa.org.hk/sc/professional-development/pmsa-specified-courses",
    checked: "2026-11-29",
  },

  "r21-g1-zjxbw-2026-short-video-elderly": {
    title:
      "中国消费者报：浙江省消保委消费体验发现短视频带货虚假宣传成顽疾（老年消费群体短视频带货专项消费体验，2026-02）",
    url: "https://td.fyun.cc/detail/dc186e3ecaf21187433db6a8e246ad47b5e416d3.html",
    checked: "2026-11-29",
  },
  "r21-g1-btc-2025-livestream-health-traps": {
    title: "商业时报：直播间的健康陷阱（央视曝光直播带货“神药”案例）",
    url: "https://cdn.businesstimeschina.com.cn/articles/620580.html",
    checked: "2026-11-29",
  },
  "r21-g1-chinanews-2025-sangye-pian": {
    title: "中新健康：“降糖神药”竟不建议糖尿病人吃（人参苦瓜荞麦桑叶片网售话术调查）",
    url: "http://lgjyuntun.com/articles/710488304.html",
    checked: "2026-11-29",
  },
  "r21-g1-21health-2025-ezz-growth": {
    title: "21新健康：吃了就能长高5厘米，这些坑你踩过吗？315健康调查（EZZ成长肽直播话术）",
    url: "http://www.senqingzn.com/dy/article/JQHUKRTK0534LWQM.html?spss=dy_author",
    checked: "2026-11-29",
  },
  "r21-g1-zjggjc-2023-double11-live": {
    title: "中国质量资讯网：浙江省广告监测中心2023年“双十一”网络直播营销专项监测（转载改写稿，刘媛媛、晁然直播间话术）",
    url: "https://wuxue.sqzmydx.com/news/92d299905.html",
    checked: "2026-11-29",
  },
  "r21-g1-cwn-2025-weight-loss-drugs": {
    title: "中国妇女报：“减肥神药”调查（电商平台减肥产品话术包装）",
    url: "http://www.digipub.cc/dy/article/KJCSM9NH0512A3H0.html?spss=dy_author",
    checked: "2026-11-29",
  },
  "r21-g1-bjnews-2025-growth-milk": {
    title: "新京报评论：直播间里的“儿童长高奶粉”话术涉嫌虚假宣传",
    url: "https://www.wangssgh.com/news/KO31PDOK0512D1R0?id=KO31PDOK0512D1R0",
    checked: "2026-11-29",
  },
  "r21-g1-bjnews-2024-adult-height": {
    title: "新京报：“成年还能再长8厘米”，增高也别忽悠人（2024-10-15）",
    url: "http://1314sw.cn/news/2024/1015/101744.html",
    checked: "2026-11-29",
  },
  "r21-g1-ccn-2025-guess-marketing": {
    title: "中国消费者报（杭州网转载）：且看直播间保健品猜谜式营销（2025-07-29）",
    url: "https://xiaofei.hangzhou.com.cn/focus/content/2025-07/29/content_9821262_2.html",
    checked: "2026-11-29",
  },
  "r21-g1-bjnews-2024-elderly-live": {
    title: "新京报：“洗脑”的养生直播：饮料变“神药”，千元食疗迷住老年人（2024-11-12）",
    url: "https://m.bjnews.com.cn/detail/1731393876129945.html",
    checked: "2026-11-29",
  },
  "r21-g1-xinhua-2016-yangsheng-chaos": {
    title: "中国网消费频道转新华社：养生市场乱象调查（“专家”“患者”话术，2016）",
    url: "http://xiaofei.china.com.cn/news/info-12-36663.html",
    checked: "2026-11-29",
  },
  "r21-g1-2025-fengboshi-dha-candy": {
    title: "网易号：“清华冯博士”DHA藻油凝胶糖果涉嫌虚假宣传被厦门集美区市场监管局立案调查（2025）",
    url: "http://www.infqj.cn/dy/article/KBRH39OS0519DL8R.html?f=post2020_dy_recommends",
    checked: "2026-11-29",
  },
  "r21-g1-samr-cca-2025-live-tip": {
    title: "中新网：市场监管总局、中消协提示：警惕直播带货全网最低价宣传（直播带货消费提示，2025-05-09）",
    url: "http://www.luwanhua.cn/news/20250509/1240283.html",
    checked: "2026-11-29",
  },
  "r21-g1-samr-cca-2025-private-live-tip": {
    title: "新华网：市场监管总局、中消协关于防范私域直播间老年人药品保健品消费风险提示（2025-07）",
    url: "http://ww.mefun.com/food/20250705/070533933.html",
    checked: "2026-11-29",
  },
  "r21-g1-xinhua-2019-fake-medical-mask": {
    title: "新华视点（广东省消委会网站转载）：普通面膜“蹭热度”冒充医美面膜，成本3元叫价至少翻5倍（2019-01）",
    url: "http://hothero.net/xfjs/2019-1/3/163047.html",
    checked: "2026-11-29",
  },
  "r21-g1-fzrb-2024-live-fake-discount": {
    title: "法治日报：超高原价超低折扣，直播间“福利”有多少是靠谱的？（2024-01-02）",
    url: "http://m.ipedb.com/cn/Instant/municipal/202401/t20240102_7548405.html",
    checked: "2026-11-29",
  },
  "r21-g1-sxscdb-2025-fake-price-compare": {
    title: "山西市场导报：直播间“虚假比价”误导消费（2025-03-14）",
    url: "https://sxscdb.com/index/article/144589.html",
    checked: "2026-11-29",
  },
  "r21-g1-2023-summer-edu-anxiety": {
    title: "暑期教培短视频“贩卖焦虑”调查（2023-08）",
    url: "http://www.handmsg.com/page/2023/0807/22318799.shtml",
    checked: "2026-11-29",
  },
  "r21-g1-template-live-room-rules": {
    title: "表格大全网：2025直播间行为规范（商家内部规范模板）",
    url: "https://www.biaogedaquan.com/doc/6a5412224256.html",
    checked: "2026-11-29",
  },
  "r21-g2-chongqing-2012-monitor-7": {
    title: "南方日报:重庆市工商局2012年第7期广告监测警示公告(章光101、红豆杉长生福枕等17种广告)",
    url: "http://cncmrn.com/channels/food/20120815/1235780.html",
    checked: "2026-11-29",
  },
  "r21-g2-tianjin-2013-fda-illegal-ads": {
    title: "天津市食品药品监督管理局查处一批药品、医疗器械和保健食品违法广告(灵洱磁朱丸、一线通、恒力片)",
    url: "https://hnhlg.com/news/show-463438.html",
    checked: "2026-11-29",
  },
  "r21-g2-guangxi-2018-fda-notice-53": {
    title: "广西壮族自治区食品药品监督管理局2018年公告第53号(关于违法药品、医疗器械、保健食品广告的公告2018年第5期)",
    url: "http://plpic.cn/zbZcfg/Item5d988cd24309b176.html",
    checked: "2026-11-29",
  },
  "r21-g3-bestb2b-wujun-futie": {
    title: "bestb2b 商品页:无菌敷贴 使用说明、适用范围、成分、注意事项",
    url: "https://bestb2b.com/prod_88704349.htm",
    checked: "2026-11-29",
  },
  "r21-g3-coldnoir-chuanbei": {
    title: "方舟健客网上药店文章页:什么是非处方药?川贝枇杷糖浆是非处方药吗?(2015-01-15)",
    url: "http://coldnoir.com/a/20150115/1238482.html",
    checked: "2026-11-29",
  },
  "r21-g3-jianke-yangshengtang-ve": {
    title: "健客网:养生堂牌天然维生素E软胶囊是保健品还是药品?(2017-07-22)",
    url: "https://jianke.com/a/20170722/4516198.html",
    checked: "2026-11-29",
  },
  "r21-g3-fh21-ganmaoling": {
    title: "fh21 网上药店资讯:感冒灵片为非处方药吗?有什么功效?",
    url: "https://m.fh21.com/news/vnkkvp47vn.html",
    checked: "2026-11-29",
  },
  "r21-g3-jl-scjg-bjsp-label": {
    title: "吉林省市场监督管理厅 科普宣传:保健食品的标签、说明书等内容有何要求(2019-07)",
    url: "http://scjg.jl.gov.cn/ztzl/kpxc/201907/t20190708_6098262.html",
    checked: "2026-11-29",
  },
  "r21-g3-sd-xiehui-fish-oil": {
    title: "中国消费者报:山东消协提示 如何科学选购和食用鱼油(2023-04-10)",
    url: "http://www.ully.com.cn/Content/2023/04-10/1111282013.html",
    checked: "2026-11-29",
  },
  "r21-g3-hk01-hand-cream-5": {
    title: "香港01 知性女生:入秋护手保养术 5支新品大解构",
    url: "https://hk01.com/%E7%9F%A5%E6%80%A7%E5%A5%B3%E7%94%9F/47202/%E5%85%A5%E7%A7%8B%E8%AD%B7%E6%89%8B%E4%BF%9D%E9%A4%8A%E8%A1%93-5%E6%94%AF%E6%96%B0%E5%93%81%E5%A4%A7%E8%A7%A3%E6%A7%8B",
    checked: "2026-11-29",
  },
  "r21-g3-ettoday-hand-cream": {
    title: "ETtoday 时尚:洗手后30秒内必做!护手霜使用黄金时机公开(推荐单品,品牌提供)(2025-11-18)",
    url: "https://fashion.ettoday.net/news/3069554",
    checked: "2026-11-29",
  },
  "r21-g3-mpweekly-hand-cream": {
    title: "明周 Beauty:护手霜 内行人推介",
    url: "https://mpweekly.com/inner/beauty/%e8%ad%b7%e6%89%8b%e9%9c%9c-%e4%b9%be%e7%87%a5-%e4%b9%be%e7%b4%8b-181859",
    checked: "2026-11-29",
  },
  "r21-g3-yzya-device-ad-rules": {
    title: "yzya.cc 公司网站新闻:哪些医疗器械产品不得发布广告(2015-05-22)",
    url: "http://yzya.cc/news/279.html",
    checked: "2026-11-29",
  },
  "r21-g3-sxo123-xiehe-b5": {
    title: "sxo123.com 公司新闻:苏州协和药业“匠心致远 创新永续”新品发布会(2025-05-12)",
    url: "http://www.sxo123.com/news/company/1237.html",
    checked: "2026-11-29",
  },
  "r21-g3-uauzlm-hesuan": {
    title: "保健食品注册备案服务网站:申报以核酸为原料的保健食品的要求(2022-05-05)",
    url: "http://www.uauzlm.cn/zcba/zclc/816.html",
    checked: "2026-11-29",
  },
  "r21-g3-9toutiao-kids-toothpaste": {
    title: "9头条:新手爸妈必看宝宝牙膏超详解!(草方儿童专用牙膏推荐文)",
    url: "https://m.9toutiao.com/showinfo-43-617707-0.html",
    checked: "2026-11-29",
  },
  "r21-g3-qinbei-kids-toothpaste": {
    title: "市消协提醒:儿童牙膏选择理性消费(2014-06-12)",
    url: "http://www.qinbei.com/product/20140612/1745534.shtml",
    checked: "2026-11-29",
  },
  "r21-g4-guofu-jiahebao-manual": {
    title: "国富人寿嘉和保重大疾病保险(乐享版)产品说明书(文档转载)",
    url: "https://mdjjksjc.com/html/2024/1218/8042037042007010.shtm",
    checked: "2026-11-29",
  },
  "r21-g4-tootour-31191": {
    title: "途途旅游 宁夏线路 费用说明",
    url: "http://zh.tootour.com/travel/31191.html",
    checked: "2026-11-29",
  },
  "r21-g4-nanyue-menpiao-2023": {
    title: "2023年衡阳南岳衡山风景区门票优惠管理规定(南岳区文化旅游发展有限责任公司,转载)",
    url: "http://m.51igbt.cn/news/0bc9e48a8732c1239b7bc1ac3007a380.html",
    checked: "2026-11-29",
  },
  "r21-g4-xiling-menpiao": {
    title: "成都西岭雪山门票及索道特殊人群优惠措施(转载)",
    url: "http://m.ddtbk.com/lvyou/db72f2cc96493f072e4b1fb15e1a83c2.html",
    checked: "2026-11-29",
  },
  "r21-g4-xuzhou-dental-2012": {
    title: "徐州市口腔医院 王鹏来院长爱牙日祝词(2012)",
    url: "https://qcdy.com/html/mkmy/zjft/201209/46937.html",
    checked: "2026-11-29",
  },
  "r21-g4-anhui-dental-chaohu-2025": {
    title: "第四附属医院携手附属口腔医院开启合作新篇(2025-11-07 新闻)",
    url: "http://www.ddjdl.com/FudsETbBgi/2025/1107/c4326a193260/page.htm",
    checked: "2026-11-29",
  },
  "r21-g4-wanjia-ruiyao-prospectus": {
    title: "万家瑞尧灵活配置混合型证券投资基金更新招募说明书摘要(2019)",
    url: "http://whmsebhyy.com/roll/2019-08-31/doc-iicezueu2366267.shtml",
    checked: "2026-11-29",
  },
  "r21-g4-wanjia-2035-risk": {
    title: "万家养老目标日期2035三年持有期混合型发起式基金中基金(FOF)风险揭示书(转载)",
    url: "https://www.joammi.com/thread/20170922/6459219.html",
    checked: "2026-11-29",
  },
  "r21-g4-siwei-ocean-bnb": {
    title: "澎湖 民宿 订房方式与服务项目",
    url: "https://siwei-ocean.com/oneone/order.html",
    checked: "2026-11-29",
  },
  "r21-g4-xiazhiyu-bnb": {
    title: "夏之屿海景民宿(屏东琉球)房型与套装行程",
    url: "https://traiwan.com/hotel/place-d628d94c92f5ac5.html",
    checked: "2026-11-29",
  },
  "r21-g4-haizhilian-bnb": {
    title: "海之恋民宿(屏东)入住资讯",
    url: "http://haizhilian.hi-bnb.com/house_info.aspx",
    checked: "2026-11-29",
  },
  "r21-g4-xiangrikui-licai-2012": {
    title: "向日葵保险网 分红型两全保险产品特色与保险责任(2012)",
    url: "http://xiangrikui.com/licai/20120719/245607.html",
    checked: "2026-11-29",
  },
  "r21-g4-changmingshui-kindergarten": {
    title: "五桂山长命水幼儿园秋季招生简章(2023,转载)",
    url: "https://ddtbk.com/jiaoyu/e5268d9de9d6388bd79d7befa693a2b4.html",
    checked: "2026-11-29",
  },
  "r21-g4-beijing-med-ad-2024": {
    title:
      "北京市市场监管局曝光医疗广告违法案例(北京中诺第二口腔医院罚款7342.88元;北京泽源堂中医研究院罚款8000元,2024,转载)",
    url: "http://kmeys.com/youxi/202411/102103.html",
    checked: "2026-11-29",
  },
  "r21-g4-xiaofeng-farm-2011": {
    title: "婺城新闻 白龙桥小丰休闲农庄(2011)",
    url: "http://jhwcw.zjol.com.cn/wcnews/system/2011/06/17/013881249.shtml",
    checked: "2026-11-29",
  },
  "r21-g4-boshan-tcm-parking-2024": {
    title: "淄博市博山区中医院8小时免费停车公示(2024-11-09)",
    url: "https://wxredian.com/art?id=213e69d50d43fd180f715b330834cf2c",
    checked: "2026-11-29",
  },
  "r21-g4-pingan-zhisheng-ppt": {
    title: "中国平安智胜人生终身寿险(万能型)保险产品介绍课件(转载)",
    url: "http://www.tmdps.cn/a11/2019051322/82bfa6ebd0ce5f7c.html",
    checked: "2026-11-29",
  },
  "r21-g5-supermarket-fake-original-price-110ask": {
    title: "XX市物价局查处昆山某公司XX市分公司虚构原价价格欺诈案（6月18日至7月1日降价促销）",
    url: "https://m.110ask.com/zhishi/18388122510905196610.html",
    checked: "2026-11-29",
  },
  "r21-g5-teabonvivant-terms": {
    title: "香港鉴心轩有限公司（Tea Bon Vivant）官网 会员条款与细则",
    url: "https://www.teabonvivant.com/pages/%E6%96%B0%E7%9A%84%E5%88%86%E9%A0%81-4",
    checked: "2026-11-29",
  },
  "r21-g5-dangdang-price-protect": {
    title: "当当网帮助中心 价格保护说明",
    url: "http://help.dangdang.com/details/page32",
    checked: "2026-11-29",
  },
  "r21-g5-chillme-credit": {
    title: "醋觅（chillme）官网 购物金使用规则",
    url: "https://www.chillme.net/pages/%E8%B3%BC%E7%89%A9%E9%87%91%E4%BD%BF%E7%94%A8%E8%A6%8F%E5%89%87",
    checked: "2026-11-29",
  },
  "r21-g5-hk01-national-day-offers-2025": {
    title: "香港01：十一黄金周 铜锣湾店铺推国庆优惠（2025-09-28）",
    url: "https://www.hk01.com/%E7%A4%BE%E6%9C%83%E6%96%B0%E8%81%9E/60280690/%E5%8D%81%E4%B8%80%E9%BB%83%E9%87%91%E5%91%A8-%E9%8A%85%E9%91%BC%E7%81%A3%E5%BA%97%E8%88%96%E6%8E%A8%E5%9C%8B%E6%85%B6%E5%81%87%E5%84%AA%E6%83%A0-%E6%9C%89%E9%A3%9F%E8%82%86%E5%86%80%E9%A1%A7%E5%AE%A2%E9%87%8F%E5%8D%87%E5%85%A9%E8%87%B3%E4%B8%89%E6%88%90",
    checked: "2026-11-29",
  },
  "r21-g5-xiamen-redwood-furniture-promo": {
    title: "厦门“东阳红木家具工厂价直销惠”促销原价122万现价46万 发改委价格监督检查人员称有价格欺诈嫌疑（晨报转载）",
    url: "https://xlin.in/news/272d999629.html",
    checked: "2026-11-29",
  },
  "r21-g5-mi-618-2021-rules": {
    title: "小米商城 2021年618活动规则（整点抢九五折券、整点抢618元红包）",
    url: "https://www.mi.com/article/detail/5da0083cf8f4.html?scmref=cms.0.0.0.img.545260.0.0&spmref=MiShop_M.cms_20427.3886888.1",
    checked: "2026-11-29",
  },
  "r21-g5-vmall-honor-school-2020": {
    title: "华为商城 荣耀开学季活动公告（2020-02-26）",
    url: "https://www.vmall.com/notice-9756",
    checked: "2026-11-29",
  },
  "r21-g5-vmall-coupon-faq": {
    title: "华为商城帮助中心 优惠券常见问题",
    url: "https://www.vmall.com/help/category-47.html",
    checked: "2026-11-29",
  },
  "r21-g5-cca-double11-2016-tracking": {
    title: "中消协2016年“双11”商品价格跟踪调查部分典型案例（宣传价格与实际价格不符等）",
    url: "http://izzymizzy.com/news/gn/gnxw/201612/13/1122924_2.shtml",
    checked: "2026-11-29",
  },
  "r21-g5-chengdu-clearance-report": {
    title: "天府早报：最后清仓一清两年 记者调查清仓花样多",
    url: "http://chengdu.baogaosu.com/xinwen/%E6%9C%80%E5%90%8E%E6%B8%85%E4%BB%93%E4%B8%80%E6%B8%85%E4%B8%A4%E5%B9%B4%E8%AE%B0%E8%80%85%E8%B0%83%E6%9F%A5%E6%B8%85%E4%BB%93/42673012",
    checked: "2026-11-29",
  },
  "r21-g5-jingjiang-cashmere-last8h": {
    title: "靖江：面对“清仓”宣传，市民当心被忽悠（羊绒衫店“最后8小时”维持半个多月）",
    url: "https://nanjing.baogaosu.com/xinwen/%E9%9D%A2%E5%AF%B9%E6%B8%85%E4%BB%93%E5%AE%A3%E4%BC%A0%E5%B8%82%E6%B0%91%E5%BD%93%E5%BF%83%E8%A2%AB%E5%BF%BD%E6%82%A0/45637960",
    checked: "2026-11-29",
  },
  "r21-g5-8andahalf-summer-2023": {
    title: "8咪半（愉景湾）盛夏狂热赏 Summer Promotion 2023",
    url: "https://www.eightandahalf.com.hk/zh-TW/Whatsnew/Summer-Promotion-2023",
    checked: "2026-11-29",
  },
  "r21-g5-8andahalf-spring-2021": {
    title: "8咪半 春日消费三重赏 Spring Promotion 2021",
    url: "https://www.eightandahalf.com.hk/zh-TW/Whatsnew/Spring-Promotion-2021",
    checked: "2026-11-29",
  },
  "r21-g5-pinkoi-pcoins-2024": {
    title: "Pinkoi 香港 P Coins 大放送活动条款（2024年2月29日至3月4日）",
    url: "https://pinkoi.zendesk.com/hc/zh-hk/articles/29241835715353--P-Coins-%E5%A4%A7%E6%94%BE%E9%80%81-29-2-4-3-%E5%B0%8A%E8%B2%B4-%E9%91%BD%E7%9F%B3-%E9%BB%83%E9%87%91%E6%9C%83%E5%93%A1%E5%85%A8%E7%AB%99%E6%B6%88%E8%B2%BB%E6%BB%BF-HK-800-%E9%80%81-3-000-P-Coins-%E6%95%B8%E9%87%8F%E6%9C%89%E9%99%90",
    checked: "2026-11-29",
  },
  "r21-g5-pns-hd35-tnc-2023": {
    title: "百佳超级市场 PNS网购「HD35」「CNC34」优惠码条款及细则（2023）",
    url: "https://pns.hk/zh-hk/promo/HD35nCNC34_TnC",
    checked: "2026-11-29",
  },
  "r21-g5-sincere-online-membership": {
    title: "先施网店 会员积分计划",
    url: "https://www.sincereonlinestore.com/pages/online-store-membership-program",
    checked: "2026-11-29",
  },
  "r21-g5-viola-points": {
    title: "Viola 官网 点数奖赏条款细则",
    url: "https://www.viola-pd.com/pages/viola-points",
    checked: "2026-11-29",
  },
  "r21-g5-spaarima-tnc": {
    title: "Spa Arima（香港）优惠条款及细则",
    url: "https://spaarima.com.hk/termsandcondition/",
    checked: "2026-11-29",
  },
  "r21-g5-123med-evoucher": {
    title: "123健康店 HK$20 电子现金券条款与细则",
    url: "http://123med.hk/en/product_153_HK20EVoucherNotForSale",
    checked: "2026-11-29",
  },
  "r21-g5-cheeseduke-coupon": {
    title: "起士公爵 官网 优惠代码使用说明（母亲节满额赠）",
    url: "https://shop.cheeseduke.com.tw/pages/%E5%84%AA%E6%83%A0%E4%BB%A3%E7%A2%BC%E4%BD%BF%E7%94%A8%E8%AA%AA%E6%98%8E",
    checked: "2026-11-29",
  },
  "r21-g6-co-043737-demo-enterprise": {
    title: "公司新闻：入选2016年国家技术创新示范企业名单",
    url: "http://www.043737.com/n377/n378/c9577/content.html",
    checked: "2026-11-29",
  },
  "r21-g6-liangzhou-dwwa-2024": {
    title: "凉州葡萄酒企业公司新闻：凉州生态手选系列荣获2024年Decanter世界葡萄酒大赛银奖",
    url: "http://m.jhhr168.com/gongsixinwen/show/688.html",
    checked: "2026-11-29",
  },
  "r21-g6-wynn-wine-awards-2024": {
    title: "永利澳门新闻稿：首届“永利臻典——中国葡萄酒大赛”得奖名单（2024-04-13）",
    url: "https://press.wynnmacau.com/tc/press-releases/all/wynn-announces-winners-of-the-inaugural--wynn-signature-chinese-wine-awards-/s/6eca338c-be7f-4c15-bed0-5e8ae9042c89",
    checked: "2026-11-29",
  },
  "r21-g6-szsb-reddot-2013": {
    title: "深圳商报：2013德国红点设计概念奖揭晓深圳腕表勇夺至尊奖",
    url: "http://szida-en.cnweb.cn/Insight/Detail/2437",
    checked: "2026-11-29",
  },
  "r21-g6-nxrb-dwwa-2025": {
    title: "宁夏日报：2025年世界葡萄酒大赛（DWWA）宁夏酒庄获“赛事最优”",
    url: "https://szb.nxrb.cn/nxrb/pc/con/202506/23/content_163251.html",
    checked: "2026-11-29",
  },
  "r21-g6-xxdp-guizhou-mingjiu-2020": {
    title: "《休闲读品·天下》2020年3期：贵州的全国名酒和省内名酒（李海阳）",
    url: "http://www.jizihe.com/page/2020/0204/7545114.shtml",
    checked: "2026-11-29",
  },
  "r21-g6-zhuyeqing-50th": {
    title: "期刊文摘：竹叶青酒荣获中国名酒50周年纪念活动（中国酒业协会、汾酒集团）",
    url: "https://soolun.net/periodical/4e00ee4ec3ff43412fe0d524e76e67ea.html",
    checked: "2026-11-29",
  },
  "r21-g6-chawowang-longjing": {
    title: "茶窝网（茶叶定制商家）：西湖龙井介绍与等级",
    url: "http://www.chawowang.com/xihulongjing/347505.html",
    checked: "2026-11-29",
  },
  "r21-g6-gxypx-longjing-pdo": {
    title: "《新商务》：龙井茶获原产地域产品保护（国家质检总局2001年第28号公告）",
    url: "http://gxypx.cn/n845064.htm",
    checked: "2026-11-29",
  },
  "r21-g6-frk123-sewing-patent-2020": {
    title: "缝制机械行业新闻：多家缝企荣获第二十届中国专利奖（2020）",
    url: "http://www.frk123.com/cj-show-108721.html",
    checked: "2026-11-29",
  },
  "r21-g6-thepaper-g20-notice-2016": {
    title: "澎湃新闻：峰会杭州筹备办《关于加强G20杭州峰会商业宣传管理的通告》（2016-09-07）",
    url: "http://www.thepaper.cn/newsDetail_forward_1525478",
    checked: "2026-11-29",
  },
  "r21-g6-chinadaily-brandz-2023": {
    title: "中国日报双语财讯转载：凯度2023年BrandZ最具价值全球品牌100强多个中国品牌上榜",
    url: "https://wanpiaopiao.cn/show/73033.html",
    checked: "2026-11-29",
  },
  "r21-g6-people-monde-2017": {
    title: "人民网转载：世界食品品质评鉴大会举行 中国婴幼儿乳品获大奖（2017-06-03）",
    url: "https://xwzx.qqzyw.com/show-103482.html",
    checked: "2026-11-29",
  },
  "r21-g6-cdrx-liyuanxiu": {
    title: "成都日报：第六届“梨园秀”川剧优秀剧目展演",
    url: "http://www.cdrx.net/m/article-30273-4.htm",
    checked: "2026-11-29",
  },
  "r21-g6-laoshe-meihua-2025": {
    title: "老舍茶馆票务网演出资讯：京剧《智取威虎山》拉开第32届梅花奖终评大幕（2025-05-08）",
    url: "https://news.laoshetea.com/detail/5434.html",
    checked: "2026-11-29",
  },
  "r21-g6-alqotr-blackpearl-2020": {
    title: "2020黑珍珠餐厅指南发布（新闻）",
    url: "http://alqotr.com/news/540065.html",
    checked: "2026-11-29",
  },
  "r21-g6-cqa-china-quality-award-4th": {
    title: "新闻转载：第四届中国质量奖评选结果揭晓（2021-09-16，市场监管总局）",
    url: "http://www.1cjaei.cn/news/202109/xwif_19675.html",
    checked: "2026-11-29",
  },
  "r21-g6-cqa-national-quality-award-20th": {
    title: "中国消费者报：第二十届全国质量奖颁奖仪式在京举行（2023）",
    url: "http://www.i68cq.com/html/96b499854.html",
    checked: "2026-11-29",
  },
  "r21-g6-jaas-national-quality-award-18th": {
    title: "中国质量协会通知：第十八届全国质量奖评审结果名单（转载）",
    url: "https://jaas.org.cn/x1.php?id=961",
    checked: "2026-11-29",
  },

  "r22-g1-mingpao-cmchk-2015-signboard": {
    title: "明报加东版 2015-02-17：涉夸张宣传 中医被促遵守则（香港中医药管理委员会就中医宣传牌发提示信）",
    url: "http://mingpaocanada.com/TOR/htm/News/20150217/HK-goc1_r.htm",
    checked: "2026-11-29",
  },
  "r22-g1-hk01-mchk-hui-2022": {
    title: "香港01 2022-09：中环医生误用“呼吸系统科专科”名衔（报章文章及诊所网页），医委会裁定专业失当罪成并发警告信",
    url: "https://www.hk01.com/%E7%A4%BE%E6%9C%83%E6%96%B0%E8%81%9E/810684/%E4%B8%AD%E7%92%B0%E5%90%8D%E9%86%AB%E8%A8%B1%E5%BB%BA%E5%90%8D%E8%AA%A4%E7%94%A8%E5%B0%88%E7%A7%91%E5%90%8D%E9%8A%9C-%E5%B0%88%E6%A5%AD%E5%A4%B1%E7%95%B6%E7%BD%AA%E6%88%90%E9%86%AB%E5%A7%94%E6%9C%83%E7%99%BC%E8%AD%A6%E5%91%8A%E4%BF%A1",
    checked: "2026-11-29",
  },
  "r22-g2-imosi-glszgdx-intro": {
    title: "桂林市总工会职工大学（学校简介页，imosi展示站）",
    url: "http://glszgdx.show.imosi.com",
    checked: "2026-11-29",
  },
  "r22-g2-daxue566-college-intro": {
    title: "566大学网 学院简介页（经教育部批准设立的综合性全日制普通高等院校）",
    url: "http://m.daxue.566.com/c/1142",
    checked: "2026-11-29",
  },
  "r22-g2-hfpx-chizhou-school": {
    title: "池州某全日制中等职业学校 招生介绍页（hfpx.cc）",
    url: "http://hfpx.cc/space/chizhouzsb/detail.html",
    checked: "2026-11-29",
  },
  "r22-g2-lilvbiao-kindergarten-intro": {
    title: "利率表百科 幼儿园介绍词",
    url: "https://lilvbiao.com/baike/259095.html",
    checked: "2026-11-29",
  },
  "r22-g2-baogaosu-dehua-zhixiao-2014": {
    title: "德化职校首次举行职业技能鉴定考试（2014-05-06 新闻）",
    url: "http://fuzhou.baogaosu.com/xinwen/%E8%81%8C%E6%A0%A1%E9%A6%96%E6%AC%A1%E4%B8%BE%E8%A1%8C%E8%81%8C%E4%B8%9A%E6%8A%80%E8%83%BD%E9%89%B4%E5%AE%9A%E8%80%83%E8%AF%95/20789457/",
    checked: "2026-11-29",
  },
  "r22-g2-huangchao1-zhuzhou-tiehang-weixiao": {
    title: "株洲铁航卫生学校 公办中专学校 课程／招生介绍页",
    url: "http://m.huangchao1.cn/kc_show_2955240.html",
    checked: "2026-11-29",
  },
  "r22-g2-epochtimes-tuenmun-site-2025": {
    title: "香港大纪元 屯门海珠路丰景园站北地皮截标（华坊咨询评估，2025-08-07）",
    url: "http://api.hk.epochtimes.com/news/2025-08-07/11730366",
    checked: "2026-11-29",
  },
  "r22-g2-takungpao-woodis-2025": {
    title: "大公报 港铁屯门南延线第16区站项目邀意向书；恒地湾仔woodis下月开售；新世界滶晨会员优惠（2025-09-23）",
    url: "http://www.takungpao.com.hk/finance/236136/2025/0923/1124943.html",
    checked: "2026-11-29",
  },
  "r22-g2-rinaloveslife-xindongfang": {
    title: "新东方：跨越时代的教育启示录（含新东方机构介绍数据）",
    url: "https://www.rinaloveslife.com/news/xin-dong-fang-yi-bu-kua-yue-shi-dai-de-jiao-yu-qi-shi-lu-jie-mi-min-ban-jiao-yu-de-hui-huang-zhi-lu.html",
    checked: "2026-11-29",
  },
  "r22-g2-hk01-1078026-xiyunju": {
    title: "香港01 跑马地长者屋曦蕓居 先买700万债券做会员 月费最平5.5万",
    url: "https://hk01.com/%E5%9C%B0%E7%94%A2%E6%A8%93%E5%B8%82/1078026/%E8%B7%91%E9%A6%AC%E5%9C%B0%E5%AF%8C%E8%B2%B4%E9%95%B7%E8%80%85%E5%B1%8B%E6%9B%A6%E8%95%93%E5%B1%85-%E5%85%88%E8%B2%B7%E5%82%B5%E5%88%B8%E5%81%9A%E6%9C%83%E5%93%A1-%E6%9C%88%E8%B2%BB%E6%9C%80%E5%B9%B35-5%E8%90%AC",
    checked: "2026-11-29",
  },
  "r22-g2-stheadline-3518556-driving-schools": {
    title: "星岛头条 消委会驾驶学校学车套餐有隐藏收费（《选择》月刊，2025-11-17）",
    url: "https://www.stheadline.com/zh-hans/society/3518556/%E6%B6%88%E5%A7%94%E4%BC%9A%E9%A9%BE%E9%A9%B6%E5%AD%A6%E6%A0%A1%E5%AD%A6%E8%BD%A6%E5%A5%97%E9%A4%90%E6%9C%89%E9%9A%90%E8%97%8F%E6%94%B6%E8%B4%B9-%E6%97%B6%E6%95%B0%E4%B8%8D%E8%B6%B3%E8%A6%81%E8%A1%A5%E9%92%9F-%E6%80%BB%E6%95%B0%E5%8F%AF%E8%BF%9C%E8%B6%85%E5%AE%A3%E4%BC%A0%E4%BB%B7%E5%85%AD%E6%88%90%E5%8D%8A",
    checked: "2026-11-29",
  },
  "r22-g2-hk01-60294972-driving-schools": {
    title: "香港01 消委会学车 驾驶课程套餐实习时数不达指引（2025-11-17）",
    url: "https://www.hk01.com/%E7%A4%BE%E6%9C%83%E6%96%B0%E8%81%9E/60294972/%E6%B6%88%E5%A7%94%E6%9C%83%E5%AD%B8%E8%BB%8A-%E9%A7%95%E9%A7%9B%E8%AA%B2%E7%A8%8B%E5%A5%97%E9%A4%90%E5%AF%A6%E7%BF%92%E6%99%82%E6%95%B8%E4%B8%8D%E9%81%94%E6%8C%87%E5%BC%95-%E8%A3%9C%E8%B6%B3%E9%90%98%E6%9C%80%E8%B2%B4%E8%A6%81-2-6%E8%90%AC",
    checked: "2026-11-29",
  },
  "r22-g2-sdlib-xingtan-kindergarten-2023": {
    title: "珠江商报 杏坛首所镇属公办幼儿园开学（2023-09-04）",
    url: "https://sdlib.com.cn/home/article/detail/id/114902.html",
    checked: "2026-11-29",
  },
  "r22-g2-qvtu-quanzhou-jiaxiao": {
    title: "泉州某职业技术大学新闻：实训基地泉州中营驾训获评先进示范驾驶培训机构",
    url: "http://qvtu.edu.cn/info/1066/2955.htm",
    checked: "2026-11-29",
  },
  "r22-g2-mingpao-20180515-jingjun": {
    title: "明报财经 龙床盘回归 邓成波家族屯门菁隽（2018-05-15）",
    url: "https://finance.mingpao.com/fin/instantp/20180515/1526376009831/%e3%80%90%e9%be%8d%e5%ba%8a%e7%9b%a4%e5%9b%9e%e6%ad%b8-%e3%80%91%e9%84%a7%e6%88%90%e6%b3%a2%e5%ae%b6%e6%97%8f%e5%b1%af%e9%96%80%e8%8f%81%e9%9b%8b-%e4%b8%8d%e6%8e%92%e9%99%a4%e9%87%8d%e6%96%b0%e6%8e%a8%e5%94%ae",
    checked: "2026-11-29",
  },
  "r22-g2-hbzqbyyxgs-jiangsu-2021-cases": {
    title: "江苏省市场监管局“护苗助老”专项整治 教育培训违法广告典型案例（2021）",
    url: "http://hbzqbyyxgs.com/news/607893.html",
    checked: "2026-11-29",
  },
  "r22-g3-xibu168-xishui-xiangchang": {
    title: "西部168 美食:习水特色香肠介绍",
    url: "https://www.xibu168.com/lvyoumeishi/5365.html",
    checked: "2026-11-29",
  },
  "r22-g3-ke263-zhongning-gouqi": {
    title: "宁夏中卫特产 中宁枸杞(特产介绍页)",
    url: "https://m.ke263.com/list489/455198l0.html",
    checked: "2026-11-29",
  },
  "r22-g3-news-zhangjiajie-yuebing-2023": {
    title: "红网:张家界永定区宝塔岗永久糕点厂月饼制作技艺获市级非遗授牌(2023-08-28)",
    url: "http://cnzgzbenwang.yzbytv.com/cnzgzbenwang/20230828/0828250632.html",
    checked: "2026-11-29",
  },
  "r22-g3-hszlwh-dili-biaozhi-cha": {
    title: "有地理保护标志的茶叶是什么茶(地理标志茶叶有哪些)",
    url: "http://hszlwh.com/chayufanbao/900.html",
    checked: "2026-11-29",
  },
  "r22-g3-news-pujiang-jinju-2024": {
    title: "浦江前吴乡杜林家庭农场砂糖金桔采摘报道(2024-04)",
    url: "https://zltinbox.com/xinwenzixun/gongsidongtai/1126.html",
    checked: "2026-11-29",
  },
  "r22-g3-douban-zhongning-gouqi": {
    title: "豆瓣日记:中宁枸杞",
    url: "https://douban.com/note/852345164",
    checked: "2026-11-29",
  },
  "r22-g3-jinkou168-suannai-danbai": {
    title: "挑酸奶不看这个数字,买到的可能是“假的”(健康头条 2019)",
    url: "http://www.jinkou168.cn/content/1523.html",
    checked: "2026-11-29",
  },
  "r22-g3-chaxiaohao-gouqi-caigou": {
    title: "查小号问答:宁夏枸杞采购建议(2025-07-09)",
    url: "https://www.chaxiaohao.com/read-1752042360l5904319.html",
    checked: "2026-11-29",
  },
  "r22-g3-xinhua-wuchuan-yuebing-2024": {
    title: "新华网:寻味湛江吴川 手作非遗月饼的传承与创新(2024-09-16)",
    url: "http://big5.news.cn/gate/big5/www.news.cn/local/20240916/23991090d3fe42a3be671b26382f16cc/c.html",
    checked: "2026-11-29",
  },
  "r22-g3-news-tongan-wogan-2025": {
    title: "厦门日报:同安莲花镇澳溪村50亩沃柑正丰收(2025-03-24)",
    url: "http://dongfengkuaidi.vip/news/show-112469.html",
    checked: "2026-11-29",
  },
  "r22-g3-laitimes-qiuxiang-yuebing": {
    title: "齐鲁网·闪电新闻:老字号新表达 临沂秋香月饼",
    url: "https://www.laitimes.com/zh/article/j2o3_jh2k.html",
    checked: "2026-11-29",
  },
  "r22-g3-news-lanzhou-zhengyuebing": {
    title: "中政易动决策网:兰州裕笼斋蒸制花饽饽月饼",
    url: "https://www.yidongjuece.com/list_29/8539.html",
    checked: "2026-11-29",
  },
  "r22-g3-news-suoqian-hongmeiren-2024": {
    title: "萧山所前:红美人柑橘抢鲜上市(2024-11-22)",
    url: "http://hacker2.cn/town/suoqian/content/2024-11/22/content_418360.html",
    checked: "2026-11-29",
  },
  "r22-g3-bjrb-guozhi-2025": {
    title: "北京日报客户端:“300颗蓝莓”的果汁 配料表水排第一(2025-07-02)",
    url: "https://www.hstong.com/news/hk/detail/25070211565785498",
    checked: "2026-11-29",
  },
  "r22-g3-lynabio-nfc-guozhi": {
    title: "NFC果汁与浓缩100%果汁有何区别(中国消费者报等)",
    url: "https://lynabio.cn/11310.html",
    checked: "2026-11-29",
  },
  "r22-g3-iwosm-cha-biaoshi": {
    title: "茶叶商城“关于”页:坐标海拔、原产地封装、生产方式标识说明",
    url: "https://iwosm.com/About.aspx?id=47",
    checked: "2026-11-29",
  },
  "r22-g3-tanghui-huiyuan-guize": {
    title: "唐会KTV会员权益说明(K+自助餐等)",
    url: "http://tang-hui.com.cn/html/member/member_229.htm",
    checked: "2026-11-29",
  },
  "r22-g3-toper-kafei-cidian": {
    title: "Toper 学院 咖啡词典",
    url: "https://www.toper.com/zh/kafei-cidian",
    checked: "2026-11-29",
  },
  "r22-g3-peopledaily-yongzhou-yecha-2025": {
    title: "People Daily(wn.com转载):永州零陵大木源高山野生茶采摘(2025-03-31)",
    url: "https://article.wn.com/view/WNATa9dcca6853659a343cbbdfb622f0165c",
    checked: "2026-11-29",
  },
  "r22-g3-news-eshan-chuncha": {
    title: "峨山县高香万亩生态茶园春茶采收",
    url: "http://m.mg7199.com/news/show-3836.html",
    checked: "2026-11-29",
  },
  "r22-g3-mingpao-heizhenzhu-2023": {
    title: "明报加东版:港26餐厅登「黑珍珠指南」(2023-03-03)",
    url: "http://mingpaocanada.com/Tor/htm/News/20230303/HK-goa1_r.htm",
    checked: "2026-11-29",
  },
  "r22-g3-ettoday-hongye-dangao": {
    title: "ETtoday(转载):红叶蛋糕插旗新北三重 在地人:欢迎回来",
    url: "https://cn.bg3.co/a/hong-xie-dan-gao-cha-qi-xin-bei-san-zhong-zai-di-ren-huan-ying-hui-lai.html",
    checked: "2026-11-29",
  },
  "r22-g3-bqsp-wubaochun-shanghai": {
    title: "面包新语与吴宝春合作的面包店落地上海新天地",
    url: "https://bqsp.com/info/482757.html",
    checked: "2026-11-29",
  },
  "r22-g3-duoguox-hailin-houtougu": {
    title: "海林猴头菇农产品地理标志(AGI)使用说明",
    url: "https://www.duoguox.com/markcn/mark-101240158-china-agi.html",
    checked: "2026-11-29",
  },
  "r22-g3-qelook-huoguo-diliao": {
    title: "麻辣牛油火锅底料推广文章(海底捞底料等)",
    url: "http://www.qelook.com/post/1579.html",
    checked: "2026-11-29",
  },
  "r22-g3-gansulong-wuzhumuqin-yangrou": {
    title: "乌珠穆沁羊肉,锡林郭勒盟特产(地理标志产品介绍)",
    url: "http://m.gansulong.com/c/0921PX492022.html",
    checked: "2026-11-29",
  },
  "r22-g3-feizui-xilinguole-yangrou": {
    title: "特产大全:锡林郭勒羊肉",
    url: "http://www.feizui.com/techan/xlgl/5719.html",
    checked: "2026-11-29",
  },
  "r22-g3-qi18-siziwang-yang": {
    title: "四子王旗地理标志产品:四子王羊",
    url: "https://mtechan.qi18.com/caitc/db/index3255_liebiaodianhltq/",
    checked: "2026-11-29",
  },
  "r22-g3-chayewang-anhua-hanmgeng-2023": {
    title: "茶叶网:关于安化黑茶含梗量的相关规定(2023-04-26)",
    url: "http://xianggufang.cn/bczx/2023/0426/10870.html",
    checked: "2026-11-29",
  },
  "r22-g3-qjwb-wenling-kafei-2023": {
    title: "钱江晚报(安徽网转):温岭一咖啡店手冲咖啡标价3888元(2023-07-05)",
    url: "http://m.ahwang.cn/information/20230705/2536897.html",
    checked: "2026-11-29",
  },
  "r22-g3-rlut-haitang-kafei": {
    title: "海棠咖啡专营店:品味独特咖啡文化(店铺介绍文章)",
    url: "https://www.rlut.cn/news/hai-tang-ka-fei-zhuan-ying-dian-pin-wei-du-te-ka-fei-wen-hua-tan-suo-cheng-shi-jiao-luo-de-jing-mi-s.html",
    checked: "2026-11-29",
  },
  "r22-g4-thesun-hk-2010-ev-show": {
    title: "太阳报 2010-11-07《212km/h电动警车捉快车》(合和中心电动车展,Tesla Motors HK 区域销售经理介绍电动跑车)",
    url: "http://the-sun.on.cc/cnt/news/20101107/00407_030.html",
    checked: "2026-11-29",
  },
  "r22-g4-yahoohk-byd-e6-taxi": {
    title: "雅虎香港新闻《首批45部电动的士营运》(比亚迪 e6 电动的士,比亚迪数据)",
    url: "http://hk.news.yahoo.com/首批45部電動的士營運-041300586.html",
    checked: "2026-11-29",
  },
  "r22-g4-imobile-2017-zhimi-gmark": {
    title: "手机中国/imobile 2017-11-02 智米全直流变频空调获日本优良设计金奖(G-Mark)",
    url: "http://news.imobile.com.cn/articles/2017/1102/181555.shtml",
    checked: "2026-11-29",
  },
  "r22-g4-ledinside-tw-2022-sony-miniled": {
    title: "LEDinside 台湾 2022-01-06 Sony 于 CES 推出首台 Mini LED 电视",
    url: "https://ledinside.com.tw/news/20220106-37768.html",
    checked: "2026-11-29",
  },
  "r22-g4-weimingtian-2021-moto-x30": {
    title: "手机中国新闻 2021-12 moto edge X30 骁龙8 Gen 1 发布(moto 官方文案与联想陈劲微博)",
    url: "https://weimingtian.com/post/48526.html",
    checked: "2026-11-29",
  },
  "r22-g4-shbear-2022-moto-razr3": {
    title: "2022-05-23 摩托罗拉骁龙8+旗舰 Razr3 预热(联想陈劲、高通官方数据)",
    url: "http://m.shbear.com/2/2022/0523/29254.html",
    checked: "2026-11-29",
  },
  "r22-g4-yxi-2023-xiaomi14": {
    title: "游戏世界 2023-10-16 雷军微博回应小米14系列(骁龙8 Gen3)",
    url: "http://yxi.com.cn/shouji/202310/770.html",
    checked: "2026-11-29",
  },
  "r22-g4-chinaz-2024-xiaomi15": {
    title: "站长之家 2024-10-09 骁龙8至尊版与小米15系列(卢伟冰表示)",
    url: "https://m.chinaz.com/2024/1009/1646247.shtml",
    checked: "2026-11-29",
  },
  "r22-g4-merittimes-tw-2017-tesla-model3": {
    title: "人间福报(台湾)特斯拉平价版电动车 Model 3 开始出货(综合外电)",
    url: "https://www.merit-times.com.tw/NewsPage.aspx?unid=481534",
    checked: "2026-11-29",
  },
  "r22-g4-ahscb-2014-meiling-fridge": {
    title: "安徽市场报 2014-02-20 美菱电器公告新一代智能冰箱新品发布会",
    url: "http://ahscb.com/html/2014-02/20/content_150534.htm",
    checked: "2026-11-29",
  },
  "r22-g4-cdkxhw-chengdu-tent-maker": {
    title: '成都康鑫户外用品有限公司官方网站 文章《你的第一个"小帐篷",是在野外的"另一个家"》(2019-06-25)',
    url: "http://www.cdkxhw.com/mtbd/317.html",
    checked: "2026-11-29",
  },
  "r22-g4-ttnews-bosideng-dengfeng": {
    title: "《天还这么热,为什么都要和我说波司登?》(波司登登峰系列羽绒服推广文)",
    url: "https://p2.ttnews.xyz/a/5dc08f7fdc9b5e51a030d867",
    checked: "2026-11-29",
  },
  "r22-g4-ulohas-tw-sleeping-pads": {
    title: "U-LOHAS(台湾户外用品网店)《如何挑选合适的睡垫》",
    url: "https://www.ulohas.tw/pages/choose-sleeping-pads",
    checked: "2026-11-29",
  },
  "r22-g4-ebc-tw-sleeping-bag-seller": {
    title: "东森新闻(台湾)低温露营睡袋怎么选(户外装备业者陈品屹介绍)",
    url: "https://news.ebc.net.tw/news/living/348725",
    checked: "2026-11-29",
  },
  "r22-g4-emsd-energylabel-upgrade": {
    title: "香港机电工程署 能源效益标签 评级标准提升",
    url: "http://www.energylabel.emsd.gov.hk/sc/upgrade.html",
    checked: "2026-11-29",
  },
  "r22-g4-ulifestyle-2022-emsd-ban": {
    title: "U Magazine 2022-06-07《3款热水炉+6款雪柜不符能源效益标签 机电署即日禁售》",
    url: "https://hk.ulifestyle.com.hk/topic/detail/218311/3%E6%AC%BE%E7%86%B1%E6%B0%B4%E7%88%90-6%E6%AC%BE%E9%9B%AA%E6%AB%83%E4%B8%8D%E7%AC%A6%E8%83%BD%E6%BA%90%E6%95%88%E7%9B%8A%E6%A8%99%E7%B1%A4-%E6%A9%9F%E9%9B%BB%E7%BD%B2%E5%8D%B3%E6%97%A5%E7%A6%81%E5%94%AE-%E6%B8%AF%E7%94%A2-%E6%97%A5%E7%89%8C%E6%A6%9C%E4%B8%8A%E6%9C%89%E5%90%8D",
    checked: "2026-11-29",
  },
  "r22-g4-dannhae-2009-taipower-energy-label": {
    title: "用电小常识~选用检验合格的电器产品(资料提供:台电核一厂)2009-01-05",
    url: "https://dannhae-news.blogspot.com/2009/01/blog-post_9622.html",
    checked: "2026-11-29",
  },
  "r22-g5-fzrb-2025-weightloss-posts": {
    title: "法治日报:素人减肥“经验分享”帖暗藏玄机(2025-04-16)",
    url: "http://legal-gmw-cn-s.njmu.s5.bt8.net/2025-04/16/content_37968999.htm",
    checked: "2026-11-29",
  },
  "r22-g5-grrb-2020-cca-livestream-yaoyu": {
    title: "工人日报:多部门出台监管新规 引导直播带货行业持续健康发展(中消协调查直播间瑶浴产品)",
    url: "http://www.jasonshideaway.net/news/2020/1123/3235.html",
    checked: "2026-11-29",
  },
  "r22-g5-tvbs-taichung-fb-live-probiotics": {
    title: "TVBS新闻:直播主找艺人脸书直播卖益生菌称能抗新冠 台中市卫生局:食品宣称疗效已触法",
    url: "https://news.tvbs.com.tw/amp/local/1278595",
    checked: "2026-11-29",
  },
  "r22-g5-douyin-2023-tandian-hotpot": {
    title: "抖音生活服务处罚探店达人虚假宣传通报(火锅店探店视频“当天宰杀”不实)",
    url: "https://www.hbsztv.com/2023/1223/1025564.html",
    checked: "2026-11-29",
  },
  "r22-g5-xinhua-2025-online-course-chaos": {
    title: "新华网三评“网课乱象”:贩卖焦虑 虚假宣传 “套娃式”收费(2025-02-24)",
    url: "http://zu001.cn/analysis/415415.html",
    checked: "2026-11-29",
  },
  "r22-g5-samr-2025-04-livestream-cases": {
    title: "中新经纬:辛选虚假宣传案等被列直播电商典型案例(市场监管总局2025-04-18,北京萱妍堂果冻虚假用户评价案)",
    url: "https://163.com/dy/article/JTELI03B0519C6T9.html",
    checked: "2026-11-29",
  },
  "r22-g6-xy178-csrc-feifajiangu-2018": {
    title: "证监会：警惕互联网“非法荐股”风险（非法证券期货风险警示）",
    url: "http://news.xy178.com/a/20180724/28365.html",
    checked: "2026-11-29",
  },
  "r22-g6-rhxfkj-jilin-nfra-chaotingshou-2025": {
    title: "吉林金融监管局关于警惕“炒停售”的风险提示（2025-10-11）",
    url: "https://www.rhxfkj.com/article/82896.html",
    checked: "2026-11-29",
  },
  "r22-g6-reportify-jilin-nfra-chaotingshou-2025": {
    title: "北京商报：吉林金融监管局：面对“停售”保险等不当宣传时 请保持冷静（reportify 炒停售 标签页）",
    url: "https://reportify.ai/tags/concept?tagValue=%E7%82%92%E5%81%9C%E5%94%AE",
    checked: "2026-11-29",
  },
  "r22-g6-cnconsumer-chaotingshou-2023": {
    title: "中国消费者报：保险“炒停售”浪潮再现（2023-04-10）",
    url: "http://wuhuxiaoyouquan.cn/Content/2023/04-10/0841070883.html",
    checked: "2026-11-29",
  },
  "r22-g6-mbatrip-chaotingshou-2023": {
    title: "保险“炒停售”再现：增额终身寿退市宣传（2023-04-07）",
    url: "http://m.mbatrip.com/xinwen/2023/0407/59367.html",
    checked: "2026-11-29",
  },
  "r22-g6-ctmanga-sfc-315-baoxian-2025": {
    title: "南方财经：金融315｜保险销售合规进行时：“存款变保险”、口头承诺“保本保息”当休矣",
    url: "https://www.ctmanga.com/a/jin-rong-315-bao-xian-xiao-shou-he-gui-jin-xing-shi-cun-kuan-bian-bao-xian-kou-tou-cheng-nuo-bao-ben-bao-xi-dang-xiu-yi.html",
    checked: "2026-11-29",
  },
  "r22-g6-shyczs-zhongying-shidangxing-case": {
    title: "中英人寿江苏分公司提示：保险销售违反适当性义务的行政处罚案例（“储蓄理财产品”话术）",
    url: "http://shyczs.cn/gupiaopeizixinyong/255747.html",
    checked: "2026-11-29",
  },
  "r22-g6-vobao-zhonghangsanxing-annuity": {
    title: "向日葵保险网：中航三星人寿 年金保险 产品描述（保证给付终身年金）",
    url: "https://p.vobao.com/zhonghangsanxing/795712493408841502.shtml",
    checked: "2026-11-29",
  },
  "r22-g6-vobao-taikang-yanglao-1149": {
    title: "向日葵保险网：泰康人寿 养老年金保险（万能型账户）保障内容",
    url: "https://m.vobao.com/p/taikangrenshou/1149420561691800913.shtml",
    checked: "2026-11-29",
  },
  "r22-g6-vobao-picc-tuanti-annuity": {
    title: "向日葵保险网：中国人保寿险 团体年金保险 产品页",
    url: "https://m.vobao.com/p/zhongguorenbao/771863052034033.shtml",
    checked: "2026-11-29",
  },
  "r22-g6-vobao-taiping-annuity": {
    title: "向日葵保险网：太平人寿 年金保险（分红型）产品描述",
    url: "https://p.vobao.com/taipingrenshou/623431136236.shtml",
    checked: "2026-11-29",
  },
  "r22-g6-baoxianhai-licai-annuity": {
    title: "保险海：年金保险 投保须知与保险责任",
    url: "https://n.baoxianhai.com/toubao/licai/10911202154448.shtml",
    checked: "2026-11-29",
  },
  "r22-g6-ukvliyw-weibao-chongwu-2021": {
    title: "中国网财经：微保“微宠保·宠物医疗险”以“领取”代替“投保”（深圳银保监局处罚背景）",
    url: "http://www.ukvliyw.cn/zixun/baoyingxinwen/2021/0901/46251.html",
    checked: "2026-11-29",
  },
  "r22-g6-cainiubao-dacheng-gangxian-2025": {
    title: "大成研究：内地推销香港保险的法律风险与合规要求实务解析",
    url: "http://cainiubao.com/thread-32161-1-1.html",
    checked: "2026-11-29",
  },
  "r22-g6-juliusbaer-hk-dps-disclosure": {
    title: "瑞士宝盛银行香港分行：香港存款保障计划 披露",
    url: "https://www.juliusbaer.com/%E7%AE%80/%E6%B3%95%E5%BE%8B%E4%BF%A1%E6%81%AF/%E9%A6%99%E6%B8%AF%E7%89%B9%E5%88%AB%E8%A1%8C%E6%94%BF%E5%8C%BA/%E9%A6%99%E6%B8%AF%E5%AD%98%E6%AC%BE%E4%BF%9D%E9%9A%9C%E8%AE%A1%E5%88%92/",
    checked: "2026-11-29",
  },
  "r22-g6-cathaybk-freefund-promo-2021": {
    title: "国泰世华银行：自由Fund 定期不定额基金推广页（注意事项）",
    url: "https://cathaybk.com.tw/cathaybk/promo/event/investment/product/2021/freefund/index.html",
    checked: "2026-11-29",
  },
  "r22-g6-cathaybk-freefund-faq-2021": {
    title: "国泰世华银行：自由Fund 定期不定额 常见问题",
    url: "https://www.cathaybk.com.tw/cathaybk/promo/event/investment/product/2021/freefund/page-3.html",
    checked: "2026-11-29",
  },
  "r22-g6-chujupifa-shelao-gaoxi-2025": {
    title: "涉老高息理财骗局拆解（杭州“夕阳红理财案”判决、仿冒“数字国债”、“以房养老”案例）",
    url: "https://chujupifa.com/read/-dy-article-JR69796S0553AF6B.html",
    checked: "2026-11-29",
  },
  "r22-g6-nfra-wangdai-risk-2025": {
    title: "中国消费者报：金融监管总局发布风险提示 防范虚假宣传诱导网络贷款（2025-07-10）",
    url: "http://gtlo7ong.xn6.net/html/9b999981.html",
    checked: "2026-11-29",
  },
  "r22-g6-432520-boc-shaanxi-pension-2023": {
    title: "中国银行陕西分行公众号转载：【最高180元】开通中行养老金，送双重好礼！（2023-03）",
    url: "https://www.432520.com/b815476/1.html",
    checked: "2026-11-29",
  },
  "r22-g6-podms-caitong-jijishouyi-2021": {
    title: "财通资管积极收益债券型发起式证券投资基金招募说明书（更新）2021年第3号",
    url: "https://podms.com/p20210923000503.html",
    checked: "2026-11-29",
  },
  "r22-g6-docsplayer-yinhe-wofeng-2018": {
    title: "银河沃丰纯债债券型证券投资基金份额发售公告（2018）",
    url: "https://docsplayer.com/106288662-11-1募集方案及基金份额发售公告.html",
    checked: "2026-11-29",
  },
  "r22-g6-orientaldaily-my-wudao-xiaoshou-2026": {
    title: "东方日报（马来西亚）龙门阵：定存变保单的误导销售自保指南（2026-01-22）",
    url: "https://deimos.orientaldaily.com.my/news/longmen/2026/01/22/792073",
    checked: "2026-11-29",
  },

  "r23-g1-tpda-111-jian-262-pet": {
    title:
      "台湾台北地方法院111年度简字第262号行政诉讼判决（宠物商品网页刊登动物医疗效能用词，台北市政府处分，原告之诉驳回）",
    url: "https://lawplayer.com/judgment/TPDA,111,簡,262,20230616,1",
    checked: "2026-11-29",
  },
  "r23-g1-tcpa-taoyuan-aitiao": {
    title: "台湾药师公会全联会转载：桃园县政府卫生局查获网络违规贩售“艾条”等产品并宣称医疗效能，均依药事法处办",
    url: "http://tcpa.taiwan-pharma.org.tw/node/15250",
    checked: "2026-11-29",
  },
  "r23-g1-epoch-2005-doh-birdflu": {
    title: "大纪元转中央社：产品不实宣称可抗禽流感，台湾行政院卫生署将祭出重罚（卫生署列举的不法广告宣称）",
    url: "http://cn.epochtimes.com/b5/5/10/24/n1096028.htm",
    checked: "2026-11-29",
  },
  "r23-g2-bj-fin-guide-2024": {
    title: "国际金融网转中国消费者报：北京出台金融投资理财类广告发布指引（11个“不得”负面清单）",
    url: "http://www.888456.cn/licai/35414.html",
    checked: "2026-11-29",
  },
  "r23-g2-hubei-12jin-2022": {
    title: "湖北日报：湖北省市场监管局《关于规范2022年商业广告宣传行为加强导向审查的行政指导》12禁",
    url: "http://xgmlfb.com/post/43/148258",
    checked: "2026-11-29",
  },
  "r23-g2-jiuguang-law-guide-2022": {
    title:
      "企业网站文章《法条解读亮点九：广告宣传中的常见法律风险防控指引（一）》（酒类广告诱导饮酒示例，2022-06-13；非监管部门文本）",
    url: "http://www.jlshipyard.cn/culture/whzl/wlpf/721.html",
    checked: "2026-11-29",
  },
  "r23-g3-ctee-changyao-yipin-2020": {
    title: "工商时报：新北林口「长耀挹品」建案广告不实，公平会共罚230万元",
    url: "https://m.ctee.com.tw/livenews/aj/a86062002020060315364499?area=",
    checked: "2026-11-29",
  },
  "r23-g3-pchome-ftc-axion-fan-2023": {
    title: "PChome新闻／公平会：宣称电风扇马达「Made in Japan」广告不实挨罚（第1642次委员会议，2023-03-22）",
    url: "https://news.m.pchome.com.tw/public/ftc/20230322/index-67941440057605123016.html",
    checked: "2026-11-29",
  },
  "r23-g3-pchome-ftc-youqian-2024": {
    title: "PChome新闻／公平会：新竹宝山「有谦家园」建案宣称住家户数与事实不符遭罚（第1726次委员会议，2024-11-12）",
    url: "https://news.m.pchome.com.tw/public/ftc/20241112/index-73134080008377123016.html",
    checked: "2026-11-29",
  },
  "r23-g3-moj-sitc-rule-22": {
    title: "全国法规资料库：证券投资信托事业管理规则（93.10.30订定）第22条（广告及促销活动禁止行为）",
    url: "https://law.moj.gov.tw/LawClass/LawSingle.aspx?flno=22&media=print&pcode=G0400078",
    checked: "2026-11-29",
  },
  "r23-g3-ettoday-english-platform-2026": {
    title: "ETtoday：买230堂英语课只上21堂，法院判线上英语平台退费82,829元（2026-02-20）",
    url: "https://www.ettoday.net/news/20260220/3119175.htm",
    checked: "2026-11-29",
  },
  "r23-g3-taipei-ftc-whisky-089-098": {
    title: "台北市法规查询：行政院公平交易委员会(八九)公处字第098号处分书（进口酒类商品酒龄、原产地虚伪不实）",
    url: "https://www.laws.taipei.gov.tw/Law/LawInterpretation/LawInterpretationContent?soid=104185&typeName=%25E5%2585%25AC%25E5%25B9%25B3%25E4%25BA%25A4%25E6%2598%2593%25E9%25A1%259E",
    checked: "2026-11-29",
  },
  "r23-g4-puma-nitro-cooladapt-tw": {
    title: "运动星球 PUMA NITRO COOLADAPT 超凉感氮气跑鞋 新品介绍",
    url: "https://www.sportsplanetmag.com/article/desc/19010316434444861",
    checked: "2026-11-29",
  },
  "r23-g4-worldgym-miaoli-2026": {
    title: "自由时报/Yahoo 苗栗市公所携手World Gym 全民运动馆月缴588无限次健身(2026-01-21)",
    url: "https://tw.news.yahoo.com/%E8%8B%97%E6%A0%97%E5%B8%82%E5%85%AC%E6%89%80%E6%94%9C%E6%89%8Bworld-gym-%E5%85%A8%E6%B0%91%E9%81%8B%E5%8B%95%E9%A4%A8%E6%9C%88%E7%B9%B3588%E7%84%A1%E9%99%90%E6%AC%A1%E5%81%A5%E8%BA%AB-040433248.html",
    checked: "2026-11-29",
  },
  "r23-g4-kinmen-fitness-center": {
    title: "金门县体育场馆 体适能健身中心 会员申请及使用须知",
    url: "https://sport.kinmen.gov.tw/cp.aspx?n=3A1AD2A93C888694",
    checked: "2026-11-29",
  },
  "r23-g4-fit365-contract": {
    title: "FIT365 健康馆 电子合约",
    url: "https://www.fit365.tw/terms/",
    checked: "2026-11-29",
  },
  "r23-g4-smallloft-baby-shop": {
    title: "小阁楼 smallloft 婴儿用品网店 口水疹预防指南页(店铺横幅)",
    url: "https://www.smallloft.com/blog/posts/baby-drool-rash-prevention-guide",
    checked: "2026-11-29",
  },
  "r23-g4-yogaground-terms": {
    title: "Yoga Ground 套票及推广优惠条款(香港)",
    url: "https://yogaground.com.hk/zh-HK/terms",
    checked: "2026-11-29",
  },
  "r23-g4-lightofyoga-beitou-plan": {
    title: "瑜伽之光北投馆 实体订阅制三个月八堂课月缴方案",
    url: "https://ec.bookfastpos.com/Jazne815g1/point/azneAJ4ng1",
    checked: "2026-11-29",
  },
  "r23-g4-mine-yoga-faq": {
    title: "Mine Yoga & Fitness 常见问题(预约、转让)",
    url: "https://www.mine.com.tw/faq.php?c1Sn=10&c2Sn=6",
    checked: "2026-11-29",
  },
  "r23-g4-catfish-pet-inn-notice": {
    title: "猫吃鱼宠物客栈 入住须知(雪花新闻转载)",
    url: "https://www.xuehua.tw/a/5ec8eba7893e39cdf5d2af04?lang=zh-cn",
    checked: "2026-11-29",
  },
  "r23-g4-antimosquito-tshirt-2019": {
    title: "纺织服装机械网 网红儿童防蚊衣火了 这样的黑科技真的靠谱吗(2019-07-09,淘宝店铺描述)",
    url: "http://www.ksxie.cn/news/detail-42449.html",
    checked: "2026-11-29",
  },
  "r23-g4-ftc-hajour-baby-pillow": {
    title: "公平会处分 PChome及瀚加生活美学 韩国哈茱儿hajour婴儿两用蜂巢空气护头枕 广告不实 各罚5万(新闻转载)",
    url: "https://ucmanga.com/a/pchomeji-han-jia-sheng-huo-mei-xue-guo-ji-yan-gao-bu-shi-gong-ping-hui-ge-fa-5mo.html",
    checked: "2026-11-29",
  },
  "r23-g5-cbrx-eluosi-presale": {
    title: "咸宁论坛 俄罗斯方块景区2019年门票预售活动",
    url: "http://cbrx.0715.cn/forum.php?goto=nextoldset&mod=redirect&tid=650379",
    checked: "2026-11-29",
  },
  "r23-g5-csdianxin-ningxia-wifi": {
    title: "宁夏电信 全屋WiFi一次性礼包299元 资费公示",
    url: "http://csdianxin.com/189/2084.html",
    checked: "2026-11-29",
  },
  "r23-g5-wxredian-zhiyuan-linzhi": {
    title: "志远天下行 玩聚林芝桃花2-8人小团6日 2025版",
    url: "https://wxredian.com/art?id=020a92b93ee6e5cbd5166b448ef8f076",
    checked: "2026-11-29",
  },
  "r23-g5-jinmalvyou-jiuzhai": {
    title: "金马旅游 【乐品】【红叶九寨·四川双飞一动6天】线路页",
    url: "http://m.jinmalvyou.com/goods/info?id=76983&from=https%3A%2F%2Fm.jinmalvyou.com%2Findex%2Fhot_sell",
    checked: "2026-11-29",
  },
  "r23-g5-three-hk-4g-sim-plan": {
    title: "3香港 Three.com.hk 4G 42M SIM 月费计划页",
    url: "https://www.three.com.hk/website/appmanager/three/home?_nfpb=true&_pageLabel=P200470391219567710594&lang=chi&pageid=215301",
    checked: "2026-11-29",
  },
  "r23-g5-ccb-jilin-carwash": {
    title: "中国建设银行吉林分行 龙卡汽车卡之优惠洗车服务",
    url: "http://www.ccb.com/jl/cn/characteristic/625365.html",
    checked: "2026-11-29",
  },
  "r23-g5-ngad-qianfeng-repair-fee": {
    title: "成都前锋电子电器集团股份有限公司 收费标准（转载页）",
    url: "http://www.ngad.cn/list-61-1.html",
    checked: "2026-11-29",
  },
  "r23-g5-freewechat-buxianliang-2018": {
    title:
      "公众号文章：针对“流量不限量”虚假广告，全国多地约谈三大电信运营商，责令整改（2018，含湖南省工商局、抚州、永康市场监管局认定）",
    url: "https://freewechat.com/a/MjM5MjAzMTk0NA==/2649402126/{{href}}",
    checked: "2026-11-29",
  },
  "r23-g5-digitalhealthexpert-buxianliang": {
    title: "三大运营商“不限量”套餐宣传下线，中国移动要求标注“流量畅享，达量降速”提示（转载新京报）",
    url: "http://m.digitalhealthexpert.com/telecom/198096.html",
    checked: "2026-11-29",
  },
  "r23-g5-twstay-gohomebnb": {
    title: "台湾民宿（gohomebnb）订房须知 twstay",
    url: "https://twstay.com/RWD2/note.aspx?BNB=gohomebnb",
    checked: "2026-11-29",
  },
  "r23-g5-kaollafm-shanghai-heiweixiu-2024": {
    title: "工人日报：家电维修行业的这些“坑”你踩过吗？（上海市消保委暗访居民信箱维修小广告，2024-09-03）",
    url: "http://www.kaollafm.com/gd/2024/0903/496005.html",
    checked: "2026-11-29",
  },
  "r23-g5-51a-shanghai-happyvalley-card": {
    title: "上海欢乐谷年卡实施条例及服务内容（转载页）",
    url: "https://51a.net/471894833.html",
    checked: "2026-11-29",
  },
  "r23-g5-smartoct-shenzhen-happyvalley-card": {
    title: "华侨城分销平台（花橙旅游）深圳欢乐谷电子年卡产品说明",
    url: "https://octb2b.smartoct.com/index.php/M/Index/showTrip/id/5122/from_sets/1.html",
    checked: "2026-11-29",
  },
  "r23-g5-banyantree-macau-romance": {
    title: "澳门悦榕庄 Sense of Romance 套餐条款和条件",
    url: "http://www.banyantree.com/zh/discover-value/macau-romance-terms",
    checked: "2026-11-29",
  },
  "r23-g5-taiwanmobile-yongduoshao-2024": {
    title: "台湾大哥大 资费公告 行动业务促销方案资费表【用多少付多少专案】（2024/10/30）",
    url: "https://www.taiwanmobile.com/csonline/service/normal/normal_20231128_170638",
    checked: "2026-11-29",
  },
  "r23-g5-aptg-fuqiwang88": {
    title: "亚太电信 【数位门市福气旺88不绑约单门号方案】资费公告（109年1月8日）",
    url: "https://aptg.com.tw/my/other/fee-change/mobile-data/FeeChange-001171",
    checked: "2026-11-29",
  },
  "r23-g5-mzcsn-member-level": {
    title: "某脚本平台 会员等级评定与权益规则（2025-09-15）",
    url: "http://mzcsn.com/archive/detail/10151",
    checked: "2026-11-29",
  },
  "r23-g5-11qingjie-kaihuang-guide": {
    title: "保洁公司网站 选择开荒保洁公司的重要性及避坑指南",
    url: "https://www.11qingjie.net/html/news_102.html",
    checked: "2026-11-29",
  },
  "r23-g5-move-moving-hk-terms": {
    title: "香港搬屋公司 move-moving Terms & Conditions",
    url: "https://www.move-moving.com/terms-and-conditions",
    checked: "2026-11-29",
  },
  "r23-g5-z7330-hongkong-tour": {
    title: "旅行社线路页 香港游 费用说明",
    url: "http://z7330.cn/product/line/detail/id/11417",
    checked: "2026-11-29",
  },
  "r23-g5-slidelegend-hk-italy-tour": {
    title: "香港旅行社 意大利深度之旅11天 EWII11 行程单（2018）",
    url: "https://slidelegend.com/11_5b4f14f2097c47ff578b457f.html",
    checked: "2026-11-29",
  },
  "r23-g5-airticket-hk-beijing-tour": {
    title: "airticket.hk 北京、古北水镇、司马台长城「京城文化．珍馐美馔」5天团 报名须知",
    url: "https://www.airticket.hk/daytour/activity/0/北京、古北水鎮、司馬台長城「京城文化．珍饈美饌」5天團?tourid=7aa8496e-17c6-41f9-b3dd-57017a80e8f4",
    checked: "2026-11-29",
  },
  "r23-g5-bl1m-qunar-beijing-fgw-2018": {
    title: "人民网：去哪儿网虚构杜撰酒店折扣价格被北京市发改委处罚10万元（2018-05，转载页）",
    url: "http://www.bl1m.com/info/detail/46-39115.html",
    checked: "2026-11-29",
  },
  "r23-g6-loreal-chongqing-2019": {
    title:
      "重庆市市场监管局十大虚假违法广告典型案例：欧莱雅（中国）有限公司碧欧泉“8天奇迹”广告案，江北区市场监管局2019年6月罚款20万元",
    url: "http://www.ewebol.com/jkxw/c09a77bbc82044dad1ca9985889a4297.html",
    checked: "2026-11-29",
  },
  "r23-g6-ppfocus-2020-cases": {
    title:
      "2020年化妆品违法广告案例汇编（腾讯网）：宁波鄞州区市场监管局浙江芮言生物科技有限公司案（罚款50万元）、上海青浦区市场监管局上海惠润生物科技有限公司案等",
    url: "https://ppfocus.com/0/tr36a193f.html",
    checked: "2026-11-29",
  },
  "r23-g6-eyelash-news-2022": {
    title:
      "新闻：宣称“5天增长5毫米”的睫毛液能促进睫毛生长吗（引国家药监局《化妆品分类规则和分类目录》无该功效类别）2022-05-17",
    url: "http://zenflipclock.cn/xiaofei/20220517/61068.html",
    checked: "2026-11-29",
  },
  "r23-g6-eyelash-xiandaikuaibao-2021": {
    title: "现代快报：国家药监局未批准任何宣称具有促进睫毛生长功效的化妆品（记者探访）",
    url: "https://1yjn.com/sz/2995.html",
    checked: "2026-11-29",
  },
  "r23-g6-gdmpa-eyelash-163": {
    title: "网易转载广东省药品监督管理局：警惕宣称“浓密”“纤长”的睫毛液",
    url: "https://m.163.com/news/article/H8PO3NKI04179HUN.html",
    checked: "2026-11-29",
  },
  "r23-g6-dmrr-naming": {
    title: "百检检测问答：化妆品名称中的通用名使用具体原料名称的要求（《化妆品标签管理办法》）",
    url: "http://www.dmrr.com.cn/changjianwenti/529.html",
    checked: "2026-11-29",
  },
  "r23-g6-qianlong-yimei-mask": {
    title: "千龙网：医美面膜绝对安全？假的",
    url: "http://www.fbttt.com/view/66813",
    checked: "2026-11-29",
  },
  "r23-g6-yuze-pr-2020": {
    title: "告别“口罩脸”，瑞金医院携手家化玉泽提出疫情时代“健康皮肤”解决方案（品牌软文，2020-10-30）",
    url: "https://dbsqp.com/user/5/article/item/78457",
    checked: "2026-11-29",
  },
  "r23-g6-shgov-yuze-2023": {
    title:
      "上海市政府网站转载新民晚报：医研共创21年，瑞金医院携手上海家化引领大分子防晒与儿童特应性疾病研究（2023-04-03）",
    url: "https://fegw.sh.gov.cn/ywxx/20230403/d1f4cf30b2f640ddb96caa0499c2aedf.html",
    checked: "2026-11-29",
  },
  "r23-g6-cda-moisturizer-consensus-2023": {
    title: "中国医师协会皮肤科医师分会：保湿润肤类产品应用指导专家共识（2023版），中华皮肤科杂志2023,56(8)",
    url: "http://woundworld.cn/ww/k2-7/listing/listing-1-column/item/1981-2023",
    checked: "2026-11-29",
  },
  "r23-g6-hanshu-shanghai-2015": {
    title: "上海市工商局检查总队：上海韩束化妆品有限公司“韩束晒美白”广告虚假案（东方卫视，广告费55万元）",
    url: "http://ealou.com/women/500907.html",
    checked: "2026-11-29",
  },
  "r23-g6-mentholatum-songjiang-2023": {
    title: "中国质量新闻网：曼秀雷敦儿童润唇膏宣传“食品级”被上海市松江区市场监管局罚款（2023-07-31）",
    url: "http://ww.ytpp.com.cn/data/2023-07-31/115296.html",
    checked: "2026-11-29",
  },
  "r23-g6-cn360-toothpaste-seller": {
    title: "广州众微电子商务有限公司商品信息页：牙膏（含氟牙膏介绍）",
    url: "http://www.cn360cn.com/f2668913.htm",
    checked: "2026-11-29",
  },
  "r23-g6-secoo-xicheng-2021": {
    title:
      "北京寺库商贸有限公司“Paul Mitchell宝美奇茶树洗护套装”宣称“减少脱发”被北京市西城区市场监管局罚款80万元（国家企业信用信息公示系统）",
    url: "http://www.cdhhmm.cn/news/html/30938.html",
    checked: "2026-11-29",
  },
  "r23-g6-ouquan-oem-2019": {
    title: "广东欧泉生化科技有限公司（化妆品OEM）文章：化妆界的三大字号（2019-11-20）",
    url: "http://www.100tam.com/articles/hzjdsd.html",
    checked: "2026-11-29",
  },
  "r23-g6-js12320-sunscreen-2021": {
    title: "江苏省12320管理中心：各类防晒化妆品的特点是什么？（2021-07-05）",
    url: "http://xichu.net/sybk/jk/2021/07/2021-07-05475842.html",
    checked: "2026-11-29",
  },
  "r23-g6-dybbs8-label-guide": {
    title: "文档：化妆品标签规范及检验规定（参考版）",
    url: "http://www.dybbs8.com/tongji1/4543204.html",
    checked: "2026-11-29",
  },
};

const RAW = String.raw`
# ── absolute: 绝对化用语 from public word lists and penalty decisions ──
T|absolute|general|史无前例，全球首款八核处理器，性能怪兽。|case-tongjing
T|absolute|general|这款处理器史无前例地把功耗压到了新低。|case-tongjing
T|absolute|general|全球首款支持双模快充的移动电源正式开售。|case-tongjing
T|absolute|general|本台播出：红蚂蚁七层透骨贴，最有效的老寒腿贴。|case-linqu
T|absolute|general|本公众号是全县第一的本地生活号。|case-guannan
T|absolute|general|灌南第一本地资讯平台，商家投放首选。|case-guannan
T|absolute|general|国家级工艺，国家级品质，送礼有面子。|lst1
T|absolute|general|世界级的降噪体验，戴上就安静。|lst1
T|absolute|general|最高级的真皮沙发，坐上去就不想起来。|lst1
H|absolute|general|我们的扫地机器人是同类产品中最佳的。|lst1
H|absolute|general|第一品牌电动牙刷，刷得更干净。|lst1
T|absolute|general|唯一获得五项认证的净水器。|lst1
H|absolute|general|精确到每一克的厨房秤，烘焙党最爱。|lst1
T|absolute|general|顶级面料，亲肤透气一整天。|lst1
H|absolute|general|最低价格，仅限今天。|lst1
T|absolute|general|最具性价比的入门相机。|lst1
T|absolute|general|最便宜的正品耳机就在这里。|lst1
T|absolute|general|最新最先进的空调压缩机技术。|lst1
H|absolute|general|最大程度锁住水分，肌肤水润。|lst1
H|absolute|general|最新技术加持，续航翻倍。|lst1
T|absolute|general|最先进科学配方，温和不刺激。|lst1
T|absolute|general|填补国内空白的智能马桶盖。|lst1
T|absolute|general|绝对正品，假一赔十。|lst1
T|absolute|general|全网销量第一的空气炸锅，家家都在用。|lst1
T|absolute|general|全球首发：折叠屏平板来了。|lst1
H|absolute|general|世界领先的电池管理系统。|lst1
T|absolute|general|顶级工艺打磨，每一件都是艺术品。|lst1
T|absolute|general|最时尚的通勤穿搭，一件搞定。|lst1
H|absolute|general|极品金骏眉，一年只产三百斤。|lst1
T|absolute|general|顶尖设计师操刀，经典不过时。|lst1
T|absolute|general|终极护肤方案，一步到位。|lst1
H|absolute|general|最受欢迎的网红款保温杯。|lst1
T|absolute|general|王牌单品限时返场。|lst1
H|absolute|general|销量冠军保温杯，回购率超高。|lst1
T|absolute|general|极致轻薄，仅重 980 克。|lst1
T|absolute|general|永久保修，终身无忧。|lst1
T|absolute|general|领袖品牌，值得托付。|lst1
T|absolute|general|独一无二的手工纹理，每件都不一样。|lst1
T|absolute|general|绝无仅有的湖景房源。|lst1
H|absolute|general|前无古人的续航表现。|lst1
T|absolute|general|万能充电线，一根搞定所有手机。|lst1
T|absolute|general|最赚钱的副业项目，零基础也能做。|lst2
T|debatable|general|超赚的加盟项目，轻松开店。|lst2
T|absolute|general|巅峰音质，聆听每一个细节。|lst2
T|absolute|general|最低最低的折扣，错过不再有。|lst2
H|absolute|general|最底价清仓，先到先得。|lst2
H|absolute|general|最小的体积，装下最多的东西。|lst2
H|absolute|general|最美的连衣裙，穿上就是女主角。|lst2
H|absolute|general|绝佳口感，入口即化。|lst2
T|absolute|general|极美的星空投影灯，浪漫满屋。|lst2
T|absolute|general|最大的优惠力度，全年仅此一次。|lst2
T|absolute|general|全网第一好用的粉底液。|lst2
T|absolute|general|排名第一的国产护肤品牌。|lst2
T|absolute|general|全网最低，买贵退差。|lst2
T|absolute|general|史上最低价，手慢无。|lst2
H|debatable|general|国际知名的品质，国产的价格。|lst2
T|absolute|general|冠军品质，只为更好的你。|lst2
T|absolute|general|独家首发，全国首家体验店开业。|lst2
T|absolute|general|国宝级手艺人亲手制作。|lst2
H|absolute|general|宇宙级好用的卸妆油。|lst2
H|absolute|general|领跑行业十年的净水品牌。|lst2
T|absolute|general|至尊享受，尊贵体验。|lst2
T|absolute|general|顶级享受，从一张好床垫开始。|lst2
T|absolute|general|最超值的家庭套餐。|lst2
T|absolute|general|最佳选择，闭眼入不踩雷。|lst3
T|absolute|general|中国第一的羽绒服品牌。|lst3
H|absolute|general|NO.1 的口碑，老客都回购。|lst3
H|absolute|general|TOP1 热卖防晒霜。|lst3
H|debatable|general|全国X大品牌之一，品质有保障。|lst2
H|absolute|general|一流的做工，精致的细节。|lst3
H|absolute|general|最舒适的跑鞋，跑完全马脚不累。|lst3
H|absolute|general|最符合亚洲人脸型的口罩。|lst3
T|absolute|general|最聚拢的无钢圈内衣。|lst3
T|absolute|general|最高档的红木家具，传家之选。|lst3
H|absolute|general|最奢侈的享受，就在今晚。|lst3
T|absolute|general|无敌好吃的麻辣小龙虾。|lst4
T|absolute|general|巅峰之作，经典永流传。|lst4
H|absolute|general|行业领导者，专注二十年。|lst4
H|absolute|general|遥遥领先的影像系统。|lst4
T|absolute|general|缔造者品牌，开创者精神。|lst4
H|absolute|general|性价比之王，千元机首选。|lst4
H|absolute|general|咖啡机中的劳斯莱斯，质感之王。|lst4
H|absolute|general|最专业的祛痘护肤品牌。|case-cos2019
H|absolute|general|最适合敏感肌的面霜，我们说到做到。|case-cos2019
T|absolute|general|引进世界最新科技，效果看得见。|case-cos2019
T|absolute|general|首批房源完美售罄，城南最有价值区域。|case-chenzhou
T|absolute|general|未来五年城南绝对会成为临武最有价值区域。|case-chenzhou
T|absolute|general|成为最适合居住的新区。|case-chenzhou
T|absolute|general|装下所有美好的家，当然得在最中心。|case-chengdu
T|absolute|general|城市繁华配套，要选最贴心的。|case-chengdu
H|absolute|general|新都城央唯一购物中心旁的黄金旺铺。|case-chengdu
T|absolute|general|首创城央叠墅，创新生活最早享受。|case-chengdu
T|absolute|general|不管是自住还是投资，都是最佳选择。|case-dalian
T|absolute|general|引进最新一代体外冲击波碎石机。|case-fjsen
T|absolute|general|这个颜色绝了，最显白的口红色号。|team
T|absolute|general|全城最好吃的烤鸭，就在我们店。|team
T|absolute|general|本店的手冲咖啡是全市最好喝的。|team
T|absolute|general|全市最低价，比同行便宜一半。|team
H|absolute|general|我家的羊肉比全城任何一家都新鲜，全城最鲜。|team
H|absolute|general|本店最低价，全网都找不到更便宜的。|team
T|absolute|general|比同行都好，我们家是本地最专业的。|team
T|absolute|general|绝对不会掉色，洗一百次都一样。|team
T|absolute|general|用了绝对不后悔。|team
H|absolute|general|质量绝对过硬，放心买。|team
T|absolute|general|效果百分百看得见。|team
T|absolute|general|100%满意，不满意包退。|team
T|absolute|general|完美无瑕的钻石切工。|team
T|absolute|general|这是我用过最好用的吹风机。|team
T|absolute|general|这家店的螺蛳粉是宇宙第一好吃。|team
T|absolute|general|全网独一家的配方。|team
T|absolute|general|天下第一面，一碗入魂。|team
T|absolute|general|首屈一指的老字号酱菜。|team
T|absolute|general|举世无双的手工刺绣。|team
T|absolute|general|无与伦比的舒适脚感。|team
T|absolute|general|无人能及的续航能力。|team
T|absolute|general|秒杀全网同价位耳机。|team
H|absolute|general|全球领先的 AI 翻译耳机。|team
T|absolute|general|行业领先的售后服务。|team
H|absolute|general|国际领先水平的检测设备。|team
T|absolute|general|这款空调是最省电的一款，一晚一度电。|team
T|absolute|general|最正宗的重庆火锅底料。|team
T|absolute|general|最纯的蜂蜜，不掺一滴水。|team
T|absolute|general|最放心的婴儿奶粉。|team
T|absolute|general|最安全的儿童座椅。|team
# ── superlative: claims outside the usual list ──
H|superlative|general|防晒界的霸主，一瓶管一夏。|team
H|superlative|general|凉茶鼻祖，百年传承。|team
H|superlative|general|卤味始祖，只此一味。|team
T|superlative|general|国货护肤的天花板，用过都说好。|team
T|superlative|general|行业天花板级别的做工。|team
T|superlative|general|手机界的无冕之王。|team
H|superlative|general|独步天下的秘制酱料。|team
T|superlative|general|称霸朋友圈的网红蛋糕。|team
T|superlative|general|独占鳌头的销量表现。|team
H|superlative|general|登峰造极的工艺水准。|team
H|superlative|general|扫地机器人界的标杆之作，独领风骚。|team
T|superlative|general|冠绝同级的空间表现。|team
T|superlative|general|同级无敌的动力输出。|team
T|debatable|general|全球顶流都在用的面膜。|lst2
T|superlative|general|中国茶饮第一人亲自调配。|team
T|superlative|general|洗护行业龙头老大，品质有保证。|team
H|superlative|general|火锅界泰斗亲传配方。|team
H|superlative|general|电竞耳机之王，听声辨位。|team
T|superlative|general|SUV 中的王者，越野无敌。|team
T|superlative|general|全宇宙最好用的记账 App。|team
T|superlative|general|地表最强的轻薄本。|team
T|superlative|general|史上最强的一代旗舰。|team
T|superlative|general|好用到爆，没有之一。|team
T|superlative|general|国民第一神水，人手一瓶。|team
T|superlative|general|销量遥遥领先，断层第一。|team
H|superlative|general|口碑碾压同行的扫拖一体机。|team
T|debatable|general|全国独家代理，别无分号。|lst2
T|superlative|general|业界公认的金标准。|team
H|superlative|general|一骑绝尘的性能表现。|team
T|superlative|general|唯一指定合作伙伴，品质之选。|team
# ── citation: 需证明 claims (首创、销量、数据、专利、荣誉) ──
T|citation|general|日产80万瓶，20余年实力大厂。|case-2025food
T|citation|general|走向康复之路：175412例患者康复。|case-2019
T|citation|general|举办8年以来考入清北50人以上，985重点高校已逾千人。|case-gd-edu
T|citation|general|在国内率先使用微囊包裹技术。|case-cos2019
T|citation|general|国内首创的冷萃工艺。|lst2
T|citation|general|全国首家 24 小时无人书店。|lst1
T|citation|general|独家配方，只此一家。|lst1
T|citation|general|首家通过欧盟认证的国产奶瓶。|lst1
T|citation|general|全网首发新款手表。|lst1
T|citation|general|行业首创磁吸快拆结构。|team
T|citation|general|销量第一的国货面膜品牌。|lst3
H|citation|general|连续三年销量冠军。|lst3
T|citation|general|数据显示，九成用户用完都会回购。|team
H|citation|general|临床证明，28 天皱纹减少 30%。|team
T|citation|general|研究表明，每天一杯可以提神醒脑。|team
T|citation|general|经权威检测，甲醛零释放。|team
T|citation|general|专利技术加持，吸力更强。|team
H|citation|general|国家专利产品，放心使用。|team
T|citation|general|荣获多项国际设计大奖。|team
T|citation|general|权威认证的母婴用品。|team
T|citation|general|官方认证的正品授权店。|team
H|citation|general|据统计，用户满意度高达 99%。|team
T|citation|general|实验证明，去污力提升两倍。|team
T|citation|general|市场占有率第一的智能门锁。|team
T|citation|general|全国销量领先的电动自行车品牌。|team
T|citation|general|开创性的无叶风扇设计。|team
T|citation|general|独家专利的双层保温结构。|team
T|citation|general|率先推出 5G 双卡双待。|team
H|citation|general|全国第一家连锁洗衣品牌。|team
H|citation|general|获奖无数的经典款。|team
# ── state: 国家机关、国家象征 (广告法第九条第一、二项) ──
T|state|general|国家机关专供茶叶，品质有保障。|notice-2008
T|state|general|专供人民大会堂的国宴白酒。|notice-2008
T|state|general|政府专供大米，颗颗饱满。|notice-2008
H|state|general|全科医学协作平台 解放军医学院（协作单位）。|case-2019
H|state|general|网站首页使用军旗图案和国旗元素的促销横幅。|case-2019
T|state|general|外交部指定礼品茶。|team
H|state|general|中南海专供特级大红袍。|team
T|state|general|部队特需的野战压缩饼干。|team
H|state|general|军供品质，战士都在吃。|team
T|state|general|特供酒，平时买不到。|team
T|state|general|国宴用酒，招待贵宾。|team
H|debatable|general|央视上榜品牌，国家认可。|lst2
T|state|general|钟南山推荐护目镜，防护更放心。|case-epidemic
T|state|general|领导人同款围巾，限量发售。|team
H|state|general|国务院特供的保健茶。|team
T|state|general|部队专用的防潮睡袋。|team
H|state|general|政府推荐的节能冰箱。|team
T|state|general|公安部指定防弹材料供应商。|team
T|state|general|武警部队专供作训鞋。|team
H|state|general|国家机关推荐产品，值得信赖。|team
T|state|general|机关食堂专供菜籽油。|team
H|state|general|以国徽图案作为店铺招牌背景。|team
T|state|general|店庆活动背景音乐直接使用国歌旋律。|team
H|state|general|外交部发言人同款钢笔。|team
T|state|general|军区特供香烟，渠道稀缺。|team
# ── medical: 疾病治疗、功效断言、治愈率 ──
T|medical|general|宣称具有治疗腰间盤突出、关节疼、便秘等功效。|case-2025food
T|medical|general|血栓快速溶解、心腦血管双重调理改善。|case-2025food
T|medical|general|可以对肝脏健康、消化系统、骨骼、抗癌等有预防改善效果。|case-2025food
T|medical|general|西班牙IGEN肿瘤防治技术中国唯一临床医院。|case-2024med
T|medical|general|免费调理体验活动项目：颈椎病、腰椎病、糖尿病、高血压风湿。|case-2019
T|medical|general|慈禧御用补血养颜珍品。|case-2019
T|medical|general|对肺气肿、糖尿病、气管炎有较好疗效。|case-2018
T|medical|general|所有病痛都可以治疗，不是药，胜似药。|case-2018
T|medical|general|治疗飞蚊症、老花眼、脚气、痔疮等疾病。|case-2018
T|medical|general|新型肺炎就用金莲花口服液，提高免疫力抗病毒。|case-liaoning
T|medical|general|能预防流感和细菌、病毒。|case-liaoning
H|medical|general|对高血压、高血脂、血黏、糖尿病都有很好的治疗效果。|case-liaoning
H|medical|general|补血益气、滋补肝肾，提高了原本药效的36%。|case-harbin-cos
T|medical|cosmetics|消浮肿、祛脂肪粒，一瓶眼霜等于150次眼部SPA。|case-cos2019
T|medical|cosmetics|激活血经络，疏通经络。|case-cos2019
H|medical|general|本元草方抗新冠病毒。|case-epidemic
H|medical|general|抗病毒海参，增强抵抗力。|case-epidemic
T|medical|general|对高血压、高血糖、便秘等疾病有调节作用。|case-2019-4
H|medical|general|具有治疗失眠、糖尿病等功效的康复仪。|case-2019-4
T|medical|general|药到病除，一贴见效。|team
T|medical|general|一次见效，三次断根。|team
T|medical|general|治愈率98%，患者口碑好。|team
T|medical|medical|治愈率高达98%，安心治疗。|team
T|medical|drug|有效率99%，一个疗程见效。|team
T|medical|general|无效退款，放心购买。|team
T|medical|drug|无效退款，服用一周不见效全额退。|team
T|medical|general|根治鼻炎，永不复发。|team
H|medical|medical|根治牛皮癣，永不复发。|team
H|medical|general|三天祛斑，七天美白。|team
T|medical|general|包治百病的神奇药酒。|team
T|medical|general|立竿见影的降压茶。|team
T|medical|general|彻底治愈失眠，一觉到天亮。|team
T|medical|general|专治颈椎病、腰椎间盘突出。|team
T|medical|device|专治颈椎病，三个疗程康复。|team
T|medical|device|一次治疗，疼痛全消，根治腰椎间盘突出。|team
H|medical|health-food|降血糖、降血脂，告别三高。|team
H|medical|health-food|吃了它，再也不用吃降压药。|team
T|medical|food|这款黑芝麻丸能治白发，还能补肾。|team
T|medical|food|喝这款茶能降血压、降血糖。|team
T|medical|cosmetics|祛痘消炎，三天见效。|team
T|medical|cosmetics|这款面霜能修复激素脸，治疗皮炎。|team
H|medical|general|远离癌症，从这杯茶开始。|team
T|medical|general|预防老年痴呆的核桃粉。|team
T|medical|general|逆转糖尿病，不用打胰岛素。|team
T|medical|medical|包治不孕不育，好孕来。|team
H|medical|medical|采用国际先进技术，治愈率达95%以上。|team
T|medical|drug|服用三天，咳嗽全好。|team
T|medical|drug|一粒见效，快速止痛不复发。|team
T|medical|general|减肥茶，一个月瘦二十斤。|team
T|medical|health-food|增强免疫力，从此不再感冒。|team
T|medical|health-food|本品可以治疗关节炎。|team
# ── safety: 安全性断言 ──
T|safety|drug|纯中药成分，无毒副作用。|team
T|safety|drug|绝无不良反应，老人孩子都能吃。|team
T|safety|medical|无痛无创零风险，当天做当天走。|team
T|safety|device|安全无副作用，可长期使用。|team
H|safety|health-food|纯天然无副作用，放心长期吃。|team
T|safety|general|纯天然无副作用，孕妇也能用。|team
T|safety|general|没有副作用，吃多少都不怕。|case-2018
T|safety|medical|零风险整形，不满意重做。|team
T|safety|drug|安全无毒，无任何副作用。|team
H|safety|medical|手术100%安全，无任何风险。|team
T|safety|device|无任何副作用，婴幼儿也可放心使用。|team
T|safety|general|绝对安全，不含任何有害物质。|team
H|safety|medical|无创无痛，一次成型永不反弹。|team
T|safety|drug|本品不良反应为零。|team
T|safety|health-food|毒副作用为零，长期服用无依赖。|team
# ── superstition: 迷信 ──
H|superstition|general|佩戴此符保佑全家平安。|team
H|superstition|general|开光貔貅，招财转运。|team
H|superstition|general|水晶手串助你转运，好运连连。|team
T|superstition|general|大师开光，辟邪镇宅。|team
H|superstition|real-estate|坐拥龙脉之上，堪称风水宝地。|case-dalian
T|superstition|real-estate|项目坐北朝南，藏风聚气，财源滚滚。|case-xuzhou
T|superstition|real-estate|龙脉之地，旺宅旺业。|case-xuzhou
T|superstition|real-estate|风水格局，千年文脉。|case-xuzhou
T|superstition|general|招桃花手链，戴上就脱单。|team
T|superstition|general|此挂件可化煞挡灾，保佑出入平安。|team
T|superstition|general|算命先生都说这款戒指旺夫。|team
T|superstition|general|本命年必备，消灾解难。|team
T|superstition|general|佛前供奉七七四十九天，保佑考试顺利。|team
H|superstition|general|改运手链，戴上事业运飙升。|team
T|superstition|general|驱邪避凶的桃木剑挂件。|team
T|superstition|general|旺财貔貅，日进斗金。|team
T|superstition|general|护身符加持，逢考必过。|team
T|superstition|general|招财进宝摆件，开业必备。|team
# ── inspection: 质量免检 ──
T|inspection|general|国家免检产品，质量有保障。|lst2
T|inspection|general|质量免检，放心使用。|lst2
H|inspection|general|免于质量检验的优质品牌。|team
T|inspection|general|无需国家质量检测的放心食品。|lst2
H|inspection|general|免抽检企业出品。|lst2
T|inspection|general|本产品享受国家免检待遇。|team
T|inspection|general|免检产品，厂家直供。|team
T|debatable|general|出口免检品质，内销同标。|lst2
# ── education: 第二十四条 ──
H|education|education|江苏省三级面试考官、地方公务员命题考官、阅卷考官亲自授课。|case-jiangsu-edu
T|debatable|education|多部行测、面试教材编委领衔教研。|case-jiangsu-edu
H|education|education|考取某某职位人生圆满，此生上岸。|guilin-edu
T|education|education|公务员考试命题研究组倾力打造。|guilin-edu
T|education|education|考试机构原处长亲授面试技巧。|guilin-edu
T|education|education|包过班，不过退费。|guilin-edu
H|education|education|保过协议班，签约保障。|guilin-edu
H|education|education|百分百通过率，学完就能考。|guilin-edu
H|education|education|喜报：我校学员成功上岸三百人。|guilin-edu
H|education|education|红榜出炉，又有五十位学员拿证。|guilin-edu
T|education|general|包过班，不过退费。|guilin-edu
T|education|general|保过协议班，零基础也能拿证。|guilin-edu
T|education|education|暑期冲刺班，保分 30 分，不达标退费。|team
H|education|education|保证提高 20 分，不提分全额退款。|team
T|education|education|一个月提高 50 分，不过免费重学。|team
T|education|education|考前押题，押中率 90%。|team
T|education|education|命题专家亲自授课，直击考点。|team
T|education|education|出题人讲解真题，考点一网打尽。|team
T|education|education|阅卷老师告诉你得分秘诀。|team
T|education|education|考官亲授面试技巧，通过率 98%。|team
T|education|education|名额有限，内部渠道报名，保录取。|team
T|education|education|清北名师一对一，升学率 100%。|team
H|education|education|7 天速成，轻松拿证。|team
H|education|education|包就业，毕业即入职名企。|team
T|education|education|学完保证月薪过万。|team
T|education|general|报名即送押题卷，命题人亲自押题。|team
T|education|general|考证包过，拿不到证全额退款。|team
T|education|education|三十天英语逆袭，四级稳过。|team
T|education|education|一次通过，拿证无忧。|team
T|education|education|学员通过率高达 99%。|team
# ── realestate: 第二十六条 ──
T|realestate|real-estate|天府新区，中国西部新浦东，坐享增值红利。|case-chengdu
T|realestate|real-estate|南湖优质学区房，孩子上学不用愁。|case-chengdu
H|realestate|real-estate|地铁盘价值一夜飙涨。|case-chengdu
H|realestate|real-estate|低门槛总价、高回报高收益。|case-chengdu
T|realestate|real-estate|50-450平方米中型心旺铺即买即增值。|case-chengdu
T|realestate|real-estate|地铁升值股，30-50平方米地铁公寓，投资出租皆宜。|case-chengdu
T|realestate|real-estate|黄金旺铺，买铺只等坐收钱。|case-chengdu
T|realestate|real-estate|价格8000左右未来升值潜力巨大。|case-dalian
T|realestate|real-estate|步行至水景公园仅15分钟。|case-hangzhou-re
T|realestate|real-estate|5分钟商务圈内配套齐全。|case-hangzhou-re
T|realestate|real-estate|3分钟快速到达沪杭甬高速入口。|case-hangzhou-re
H|realestate|real-estate|杭甬高速20分钟可抵达萧山机场。|case-hangzhou-re
T|realestate|real-estate|教育房产双投资、升值空间大。|case-linyi
T|realestate|real-estate|当孩子毕业后，完全可以把升值多倍的房子再卖出去。|case-linyi
H|realestate|real-estate|商铺高回报返租。|case-haikou
T|realestate|real-estate|低门槛 带反租 高回报。|case-haikou
T|realestate|general|开车 10 分钟到万达广场，买房就选这里。|team
T|realestate|general|楼盘距地铁站步行 5 分钟，房子升值看得见。|team
H|realestate|real-estate|买到就是赚到，三年翻倍不是梦。|team
T|realestate|real-estate|年租金回报率 8%，包租十年。|team
H|realestate|real-estate|稀缺地段，只涨不跌。|team
H|realestate|real-estate|10 分钟直达市中心。|team
T|realestate|real-estate|驾车 15 分钟到达机场。|team
T|realestate|real-estate|保值增值的核心资产。|team
T|realestate|real-estate|名校旁的学区房，入学无忧。|team
T|realestate|real-estate|规划中的地铁口，未来可期。|team
T|realestate|real-estate|投资首选，坐享升值。|team
T|realestate|general|商铺投资首选，稳定收租十年。|team
# ── finance: 第二十五条 ──
T|finance|finance|保本保息，稳赚不赔。|team
T|finance|finance|年化收益稳定在 8%，到期本息全额兑付。|team
T|finance|finance|零风险高收益的理财产品。|team
H|finance|finance|加盟三个月回本，月入过万。|team
T|finance|finance|稳赚不赔的投资项目。|team
T|finance|finance|保证收益率 12%。|team
T|finance|general|加盟我们，三个月回本，年赚百万。|team
H|finance|general|躺赚项目，每天轻松赚 500 元。|team
T|finance|general|零风险投资，一本万利。|team
T|finance|finance|刚性兑付，100% 安全。|team
T|finance|finance|亏了包赔，只赚不赔。|team
T|finance|finance|收益翻倍，稳稳到手。|team
H|finance|finance|保底收益 6%，随存随取。|team
T|finance|finance|稳定高收益，银行存款的三倍。|team
T|finance|general|小投资大回报，开店一年就回本。|team
T|finance|finance|月收益 3% 稳稳到手。|team
T|finance|general|日赚千元的兼职项目。|team
T|finance|finance|投资无风险，收益有保障。|team
# ── variant: 拼音、符号、数字替代 ──
H|variant|general|zui实惠的家庭装，囤货必备。|team
T|variant|general|Zui强续航，出门不带充电宝。|team
T|variant|general|jue对正品，假一赔十。|team
H|variant|general|第1品牌的扫地机器人。|team
T|variant|general|行业第⑴的口碑。|team
T|variant|general|Top 1 的人气面膜。|team
H|variant|general|No 1 的销量口碑。|team
H|variant|general|最💯好用的卸妆巾。|team
T|variant|general|最_好的礼物送给妈妈。|team
T|variant|general|最-强-性价比手机壳。|team
T|variant|general|zuì好吃的螺蛳粉就在这儿。|team
T|variant|general|ZUI便宜的正品，全网比价。|team
T|variant|general|di一品牌的净水器。|team
H|variant|general|全网di一的口碑。|team
T|variant|general|wei一一款带热敷的眼罩。|team
T|variant|general|ding级面料，亲肤柔软。|team
T|variant|general|guo家级工艺。|team
H|variant|general|最*佳*选*择，就是它。|team
T|variant|general|最🔥火的网红零食。|team
T|variant|general|绝·对·好·用。|team
T|variant|general|第①品牌的电动牙刷。|team
T|variant|general|No.1 的护手霜。|team
T|variant|general|TOP1 爆款打底衫。|team
T|variant|general|销量NO1的国货彩妆。|team
T|variant|general|最 牛 的 吸 尘 器。|team
T|variant|general|極品烏龍茶，回甘悠長。|team
T|variant|general|全網最低價，買貴退差。|team
T|variant|general|國家級品質。|team
H|variant|general|ｚｕｉ好的选择。|team
T|variant|general|第壹品牌的床垫。|team
# ── platform: 导流、诱导分享（平台规则） ──
H|platform|general|加微信领取优惠券。|team
T|platform|general|详情私信我，或者加 vx：abc12345。|team
T|platform|general|咨询电话 13812345678。|team
T|platform|general|关注公众号回复 666 领资料，转发集赞送礼品。|team
H|platform|general|点击链接 www.example-shop.com 购买。|team
H|platform|general|复制淘口令￥AbCdEf1234￥打开淘宝。|team
T|platform|general|砍一刀，好友助力免费拿。|team
T|platform|general|分享到朋友圈，集齐 30 个赞免单。|team
H|platform|general|评论区扣1，我私你链接。|team
T|platform|general|绿泡泡联系我，下单更便宜。|team
T|platform|general|QQ 群 123456789 进群领福利。|team
T|platform|general|加我微信：shop2024，有更多款。|team
# ── price: 虚假紧迫、价格 (需证明) ──
T|price|general|仅剩 3 件，手慢无。|team
H|price|general|马上涨价，错过再等一年。|team
T|price|general|亏本甩卖，跳楼价清仓。|team
T|price|general|原价 999，现价 99。|team
H|price|general|最后 1 小时，即将售罄。|team
T|price|general|史上最大优惠，今日截止。|team
T|price|general|限时秒杀，全场一折。|team
T|price|general|最后一天，仅此一次。|team
# ── ok-real: real non-advertising text (weather, news, manuals, labels, standards, the law) ──
H|ok-real|general|预计今天我市最高气温将回升到14℃左右。|weather-yc
T|ok-real|general|今天，多云转小雨，气温在9-14℃左右，微风。|weather-yc
H|ok-real|general|一股强大的冷气团正在酝酿中，预计下周开始入侵我国，届时气温会骤降。|weather-yc
T|ok-real|general|今天我们或将迎来冷空气影响下最“冷”的一天。|weather-nb1
T|ok-real|general|昨天市区最高气温直接被“甩”至20.6℃，最低气温也下滑至16.7℃。|weather-nb1
T|ok-real|general|从市气象台的预报看，今天市区最高气温20℃左右，最低气温16℃上下。|weather-nb1
T|ok-real|general|今天市区空气质量：优至良，一级至二级，首要污染物：二氧化氮。|weather-nb1
T|ok-real|general|昨天市区最高气温跌至15.5℃。|weather-nb2
T|ok-real|general|本周接下来的日子，最高气温都将维持在20℃以上，最高达到27℃左右。|weather-nb2
T|ok-real|general|据市气象台预报，今天我市最低气温仅13℃~15℃，日温差近10℃。|weather-nb2
H|ok-real|general|今天我市阴到多云局部阵雨，下午到傍晚，将转为阴有阵雨或雷雨。|weather-nb2
T|ok-real|general|昨天市区最低气温0.7℃，弱冷空气给我市的影响画上了一个句号。|weather-nb3
H|ok-real|general|预计今天我市最高气温13℃~15℃，周日有望达到20℃左右。|weather-nb3
T|ok-real|general|北风将维持在三四级左右，阵风可达到六级。|weather-bj
T|ok-real|general|白天气温适宜，最高可升至23℃。|weather-bj
T|ok-real|general|北风减弱至二三级，最低气温预计将降至11℃。|weather-bj
T|ok-real|general|预计最高气温在20℃左右，东南风3—4级，适合人们进行各种户外活动。|weather-tj
H|ok-real|general|明天天气逐渐转阴，局部有降水出现，预计最高气温维持在18℃。|weather-tj
T|ok-real|general|陆地偏北大风将达到4—5级，大风带来明显降温，降温幅度将达8—10℃。|weather-tj
T|ok-real|general|一周当中4℃的最低气温预计出现在这次降温后。|weather-tj
T|ok-real|general|今天白天最高气温32℃，紫外线强度最强，请注意防晒。|weather-tj
H|ok-real|general|初步核算，一季度国内生产总值296299亿元，按不变价格计算，同比增长5.3%。|gdp
T|ok-real|general|一季度，第一产业同比增长3.3%，第二产业增长6%，第三产业增长5%。|gdp
T|ok-real|general|一季度城镇调查失业率平均值为5.2%，比去年同期下降0.3个百分点。|gdp
H|ok-real|general|内需对经济增长的贡献率达85.5%，单位GDP能耗同比下降0.1%。|gdp
T|ok-real|general|全国居民人均可支配收入增长6.2%。|gdp
H|ok-real|general|一季度国内生产总值318758亿元，同比增长5.4%，高于去年全年5%的增速。|gdp2
H|ok-real|general|本文件规定了测量设备计量特性的最大允许误差。|std-gps
T|ok-real|general|测量设备规范通常以最大允许误差的形式给出。|std-gps
T|ok-real|general|本文件仅适用于以量值形式表示的特性和最大允许误差。|std-gps
H|ok-real|general|本标准适用于以单一数值作为最终测试结果的测试方法。|std-gb6379
H|ok-real|general|本标准规定了在实验室间组织精密度试验和统计分析的基本原则及方法。|std-gb6379
H|ok-real|general|特级初榨橄榄油的酸度应小于或等于0.8%。|olive
H|ok-real|general|按照国际橄榄油理事会的标准，橄榄油主要分为原生橄榄油和果渣油两大类。|olive2
T|ok-real|general|特级初榨橄榄油采用第一道物理冷榨，酸度每百克不超过0.8。|olive2
T|ok-real|general|配料表只能有特级初榨橄榄油一项。|olive3
T|ok-real|general|确保购买的是正规厂家生产的产品，查看是否有3C认证等安全标识。|manual-handwarmer
T|ok-real|general|建议每次使用不超过1小时，避免过热或电池过度消耗。|manual-handwarmer
T|ok-real|general|人在睡眠中无法及时察觉异常情况，存在安全隐患。|manual-handwarmer
T|ok-real|general|充满后应及时拔掉电源，避免电池过充。|manual-handwarmer
T|ok-real|general|如发现外壳破损、发热异常等情况，应立即停止使用。|manual-handwarmer
H|ok-real|general|极端温度会影响电池性能，缩短使用寿命。|manual-handwarmer
T|ok-real|general|新旧电池不要混用，同一种型号但不同种类的电池也不能混用。|manual-battery
T|ok-real|general|不能通过加热或充电方式使一次性电池再生。|manual-battery
T|ok-real|general|无成人监护时，勿让儿童更换电池，小型电池应放在儿童不能拿到的地方。|manual-battery
T|ok-real|general|电池应保存在阴凉、干燥、无阳光直射处。|manual-battery
T|ok-real|general|特别要注意电器的额定功率。|manual-appliance
T|ok-real|general|额定功率过大，使用时电流过大，若超过你家的电能表、保险丝和导线的承受能力那是不允许的。|manual-appliance
H|ok-real|general|电气失火，断电之前，千万不要用水去扑灭。|manual-appliance
T|ok-real|general|开机、调试、停机等过程应严格按说明书中指出的操作顺序进行。|manual-appliance
T|ok-real|general|通电后发生异常现象，应立即停机，并切断电源。|manual-appliance
T|ok-real|drug|健脾和胃，理气消食。适用于小儿脾虚厌食，乳食停滞。|drug-label1
T|ok-real|drug|如有轻微沉淀，服前摇匀，不影响疗效。|drug-label1
T|ok-real|drug|对本品过敏者禁用，过敏体质者慎用。|drug-label1
H|ok-real|drug|儿童必须在成人监护下使用。|drug-label1
T|ok-real|drug|请将本品放在儿童不能接触的地方。|drug-label1
T|ok-real|drug|用药3天症状无改善或加重者，应及时就医。|drug-label2
H|ok-real|drug|如正在服用其他药品，使用本品前请咨询医师或药师。|drug-label2
T|ok-real|drug|发热体温超过38.5℃的患者，应去医院就诊。|drug-label3
T|ok-real|drug|严格按用法用量服用，本品不宜长期服用。|drug-label3
H|ok-real|drug|口服，2~5岁儿童一次5毫升，24小时不超过4次。|drug-label4
T|ok-real|drug|该药品无退热作用，伴有发热症状的患者，使用该药品前，请咨询医师或药师。|drug-label4
T|ok-real|drug|如服用过量或出现严重不良反应，应立即就医。|drug-label4
T|ok-real|drug|服药期间不得驾驶机、车、船、从事高空作业、机械作业及操作精密仪器。|drug-label4
T|ok-real|drug|用于缓解感冒或流感引起的发热、头痛、鼻塞、流涕。|drug-label5
T|ok-real|drug|有时会出现轻度头晕，乏力，恶心，上腹不适，口干，食欲缺乏和皮疹等，可自行恢复。|drug-label5
T|ok-real|drug|严重肝肾功能不全者禁用。|drug-label5
T|ok-real|drug|祛痰，镇咳。用于小儿感冒引起的咳嗽。|drug-label6
T|ok-real|drug|口服。二至五岁一次5毫升，五岁以上一次5~10毫升，二岁以下酌减。|drug-label6
T|ok-real|general|广告不得使用“国家级”、“最高级”、“最佳”等用语。|law
H|ok-real|general|使用或者变相使用中华人民共和国的国旗、国歌、国徽，军旗、军歌、军徽。|law
T|ok-real|general|使用或者变相使用国家机关、国家机关工作人员的名义或者形象。|law
T|ok-real|general|经济社会生活是不断发展变化的，对商品或者服务的任何表述都不可能是绝对化的。|case-tongjing
T|ok-real|general|广告中对商品或者服务的重要信息的表示应当准确、清楚、明白。|case-tongjing
H|ok-real|general|房地产广告不得含有升值或者投资回报的承诺。|law
T|ok-real|general|不得以项目到达某一具体参照物的所需时间表示项目位置。|law
T|ok-real|general|不得对规划或者建设中的交通、商业、文化教育设施以及其他市政条件作误导宣传。|law
T|ok-real|general|广告中出现“×××（国家机关）专供”、“专供×××（国家机关）”内容的，均属于违反规定。|notice-2008
T|ok-real|general|不得宣扬“考取某某职位人生圆满”“此生上岸”等扭曲的就业价值观。|guilin-edu
H|ok-real|general|不得宣传“包过”“保过”“百分百通过率”等保证及承诺性内容。|guilin-edu
T|ok-real|general|禁止使用“国家级”“最高级”“最佳”以及与其含义相同或者近似的其他用语。|guilin-edu
T|ok-real|general|不得以“喜报”“红榜”“成功上岸”等广告宣传形式以考试通过者名义作证明。|guilin-edu
T|ok-real|general|不得冠以所谓“公务员考试命题研究组”“考试机构原某职务”“业内权威”等虚假称谓。|guilin-edu
T|ok-real|general|不得宣传或暗示与考试机构、命题人员、命题方向、命题准确度及考官有合作关系。|guilin-edu
T|ok-real|general|房地产广告不得含有风水、占卜等封建迷信内容。|case-xuzhou
T|ok-real|general|迷信是指相信星象、风水、命相、鬼神等的一种思维。|case-dalian
T|ok-real|general|临武县市场监管局对当事人作出行政处罚决定：责令停止发布违法广告，罚款20万元。|case-chenzhou
H|ok-real|general|截至2025年5月底，全国市场监管部门共查处违法广告案件14315件，罚没款1.01亿元。|case-2025food
T|ok-real|general|3月28日，江苏省市场监管局发布教育培训违法广告典型案例。|case-jiangsu-edu
T|ok-real|general|市场监管部门聚焦医疗、药品、医疗器械、保健食品等民生重点领域。|case-fjsen
T|ok-real|general|广告宣传与建设规划部门要求不相符合。|case-chenzhou
T|ok-real|general|当事人的上述行为违反了《中华人民共和国广告法》有关规定。|case-fjsen
T|ok-real|general|本文件适用于GPS通用标准中界定的规范。|std-gps
T|ok-real|general|快件已到达杭州转运中心，正发往下一站。|team-real
T|ok-real|general|列车从始发站出发，第一站停靠苏州。|team-real
T|ok-real|general|本届运动会第一枚金牌由东道主选手获得。|team-real
T|ok-real|general|这是该市首次举办国际马拉松比赛。|team-real
T|ok-real|general|增值税专用发票须在规定期限内认证。|team-real
H|ok-real|general|人民币对美元汇率小幅升值。|team-real
H|ok-real|general|央行宣布下调存款准备金率 0.25 个百分点。|team-real
H|ok-real|general|保险合同自投保人缴纳首期保费后生效。|team-real
T|ok-real|general|本次考试满分 150 分，及格线 90 分。|team-real
H|ok-real|general|最高人民法院发布第 38 批指导性案例。|team-real
T|ok-real|general|第一书记带领村民发展特色种植。|team-real
T|ok-real|general|国家一级保护动物大熊猫的栖息地得到有效保护。|team-real
H|ok-real|general|该景区被评为国家级自然保护区。|team-real
T|ok-real|general|昆曲被列入国家级非物质文化遗产代表性项目名录。|team-real
T|ok-real|general|他是国家一级演员，从艺四十年。|team-real
T|ok-real|general|这座桥的最大跨度为 1088 米。|team-real
H|ok-real|general|珠穆朗玛峰是世界最高峰。|team-real
T|ok-real|general|绝对零度是热力学的最低温度。|team-real
H|ok-real|general|第一章 总则。|team-real
H|ok-real|general|本合同第一条约定了双方的权利义务。|team-real
# ── ok-measure: 参数、规格、数量（最、100%、绝对用于说明书式表述）──
T|ok-measure|general|最高时速 120 公里，续航 80 公里。|team
H|ok-measure|general|电机最大功率 2000W。|team
T|ok-measure|general|最大承重 150 公斤，适合成人使用。|team
T|ok-measure|general|最大支持 2TB 存储卡。|team
H|ok-measure|general|最新消息：春季新品下周上市。|team
T|ok-measure|general|纯棉100%，透气吸汗。|team
H|ok-measure|general|面料成分：100%桑蚕丝。|team
T|ok-measure|general|下载进度100%，安装完成。|team
T|ok-measure|general|电量充到100%后自动断电。|team
T|ok-measure|general|使用时绝对避免接触眼睛，如不慎入眼请立即用清水冲洗。|team
H|ok-measure|general|绝对不要在雷雨天使用户外电源。|team
T|ok-measure|general|本品最好在开封后 7 天内食用完毕。|team
H|ok-measure|general|最佳赏味期为收到后 3 天内。|team
T|ok-measure|general|建议最多连续使用 30 分钟。|team
T|ok-measure|general|本车最大扭矩 350 牛·米。|team
H|ok-measure|general|蓝牙最远传输距离 10 米。|team
H|ok-measure|general|最低工作温度零下 20℃。|team
T|ok-measure|general|最小起订量 50 件。|team
T|ok-measure|general|屏幕最高亮度 1600 尼特。|team
T|ok-measure|general|最大风量每小时 800 立方米。|team
T|ok-measure|general|最长保修期以发票日期为准。|team
T|debatable|general|最快次日达，偏远地区除外。|team
T|ok-measure|general|成分含量：100%澳洲羊毛。|team
T|ok-measure|general|回收材料占比 100%，包装可降解。|team
T|ok-measure|general|项目完成度 100%，已交付验收。|team
T|ok-measure|general|本品绝对禁止儿童单独使用。|team
H|ok-measure|general|请最迟于 3 月 31 日前完成报名。|team
T|ok-measure|general|本店营业时间最晚到晚上十点。|team
T|ok-measure|general|最高可享 12 期免息。|team
T|ok-measure|general|满 300 最高减 50 元。|team
# ── ok-identifier: 技术术语、标识符 ──
T|ok-identifier|general|每台设备都有唯一标识，扫码即可查询真伪。|team
H|ok-identifier|general|订单生成唯一编号，便于售后查询。|team
T|ok-identifier|general|每张卡片对应一个唯一识别码。|team
T|ok-identifier|general|在顶级菜单中选择"设置"。|team
T|ok-identifier|general|点击顶级目录下的"文件"。|team
T|ok-identifier|general|注册顶级域名需要实名认证。|team
T|ok-identifier|general|数据库主键必须保证唯一性。|team
T|ok-identifier|general|本剧第一集今晚八点播出。|team
T|ok-identifier|general|第一站我们去了西湖。|team
T|ok-identifier|general|首发阵容已经公布。|team
H|ok-identifier|general|首页轮播图每周更新。|team
T|ok-identifier|general|首付款比例不低于 20%。|team
T|ok-identifier|general|首次登录需修改初始密码。|team
T|ok-identifier|general|万能表量程选择 200V 档。|team
T|debatable|general|本产品提供永久居留权办理咨询服务，以移民局审批为准。|team
T|ok-identifier|general|终极密码是一款多人猜数字游戏。|team
T|ok-identifier|general|头部导航栏的最后一项是"我的"。|team
H|ok-identifier|general|请在第一栏填写姓名。|team
T|ok-identifier|general|系统会为每位用户分配唯一的账号 ID。|team
T|ok-identifier|general|冠军杯足球赛今晚开赛。|team
# ── ok-title: 作品名、公司名、引号内的名称 ──
T|ok-title|general|《最强大脑》新一季今晚开播。|team
H|ok-title|general|追完了《完美关系》，剧情还挺有意思。|team
T|ok-title|general|周末一起看《王牌对王牌》吧。|team
T|ok-title|general|小说《至尊狂神》更新到第 300 章。|team
H|ok-title|general|电影《巅峰拍档》今日上映。|team
T|ok-title|general|游戏「终极战士」推出新版本。|team
H|ok-title|general|《极品飞车》是一款经典赛车游戏。|team
T|ok-title|general|《极致之美》摄影展开幕。|team
T|ok-title|general|《世界第一等》是一首老歌。|team
T|ok-title|general|他最近在读《最好的我们》。|team
T|ok-title|general|《第一炉香》改编自张爱玲小说。|team
T|ok-title|general|综艺《最美的夜》收视不错。|team
T|ok-title|general|动画片《宝莲灯》里的至尊宝很可爱。|team
T|ok-title|general|《顶级厨师》第三季招募选手。|team
T|ok-title|general|纪录片《国宝档案》讲述文物故事。|team
T|ok-title|general|杭州至尊科技有限公司位于滨江区。|team
T|ok-title|general|王牌酒店有限公司召开年会。|team
T|ok-title|general|我们去了巅峰网球俱乐部打球。|team
T|ok-title|general|书名叫「唯一的你」。|team
T|ok-title|general|歌曲《最炫民族风》广场舞必备。|team
# ── ok-ordinal: 计数、顺序，而非排名 ──
T|ok-ordinal|general|第一件衣服洗完再洗第二件。|team
T|ok-ordinal|general|首单立减 10 元。|team
T|ok-ordinal|general|新用户首单包邮。|team
T|ok-ordinal|general|第一章讲的是品牌故事。|team
T|ok-ordinal|general|第1单享九折，第2单享八折。|team
H|ok-ordinal|general|第⑵步：把面团揉匀。|team
T|ok-ordinal|general|No 5 色号适合黄皮。|team
T|ok-ordinal|general|第一步清洁，第二步涂抹精华。|team
T|ok-ordinal|general|第一次用就爱上了。|team
T|ok-ordinal|general|第一个步骤是预热烤箱。|team
T|ok-ordinal|general|第一罐喝完再开第二罐。|team
T|ok-ordinal|general|第一排座位留给嘉宾。|team
T|ok-ordinal|general|下单后第一时间发货。|team
T|ok-ordinal|general|第一期直播回放已上传。|team
H|ok-ordinal|general|第一批预售已发货，第二批预计下周。|team
T|ok-ordinal|general|首次购买可领取新人券。|team
T|ok-ordinal|general|首件 5 折，第二件 0 元。|team
T|ok-ordinal|general|第一口就尝到了浓浓的奶香。|team
T|debatable|general|Top 3 热门城市依次是杭州、成都、西安。|team
T|ok-ordinal|general|第1步：打开包装，取出滤芯。|team
# ── ok-grade: 国家标准等级、法定称号 ──
T|ok-grade|general|特级初榨橄榄油，适合凉拌。|team
T|ok-grade|general|本品为一级压榨花生油，执行 GB/T 1534 标准。|team
T|ok-grade|general|国家一级演员领衔主演。|team
H|ok-grade|general|特级绿茶，按 GB/T 14456 分级。|team
T|ok-grade|general|一级能效空调，每年省电 200 度。|team
H|ok-grade|general|国家级非物质文化遗产项目传承人亲手制作。|team
T|ok-grade|general|景区位于国家级自然保护区内。|team
H|ok-grade|general|国家一级保护动物，请勿购买相关制品。|team
T|ok-grade|general|国家级高新技术企业认定证书编号 GR202411000123。|team
H|ok-grade|general|国家 AAAAA 级旅游景区，欢迎游览。|team
T|ok-grade|general|A 级特级大米，GB/T 1354 标准。|team
T|ok-grade|general|一级建造师挂靠请勿咨询。|team
# ── ok-industry: 通用模式下的行业词（文案不卖这些）──
T|ok-industry|general|人民币升值后，出国旅游更划算了。|team
H|ok-industry|general|开具增值税专用发票。|team
T|ok-industry|general|会员可享增值服务。|team
T|debatable|general|这款笔记本电脑保值率很高。|team
H|ok-industry|general|快递已到转运中心。|team
T|ok-industry|general|本店不支持货到付款，收款码在商品页。|team
T|debatable|general|我们家的蓝莓是回本价，卖完就下架。|team
T|ok-industry|general|这款包的收益是环保：每卖一只种一棵树。|team
T|debatable|general|厨房风水其实就是通风和采光要好。|team
H|ok-industry|general|我们的收纳盒能让衣柜空间利用率翻倍。|team
T|ok-industry|general|机器人的运行风险提示：请勿在楼梯边使用。|team
T|ok-industry|general|这款茶叶罐能杀菌吗？不能，只是密封防潮。|team
H|debatable|general|消毒柜请定期清洁滤网。|team
T|ok-industry|general|清洁后的宠物毛发更蓬松。|team
H|ok-industry|general|这套课程适合零基础的你，从入门到进阶。|team
# ── ok-negation: 否定、引用、提示语 ──
T|ok-negation|health-food|本品不能代替药物治疗疾病。|team
H|ok-negation|cosmetics|本品不具有治疗功能，过敏者慎用。|team
T|ok-negation|general|严禁使用"特供"字样进行宣传。|team
T|ok-negation|general|我们从不说"最好"，只说"更好一点"。|team
T|ok-negation|general|广告里不能写"第一"，所以我们写"热门"。|team
T|ok-negation|general|请勿相信所谓"包过"的宣传。|team
T|ok-negation|finance|出借有风险，决策需谨慎。|team
T|ok-negation|finance|理财非存款，产品有风险，投资须谨慎。|team
H|ok-negation|finance|过往业绩不代表未来表现，不保本不保收益。|team
T|ok-negation|general|本产品不是药品，不能代替药物。|team
H|ok-negation|general|不含任何防腐剂，开封后请冷藏。|team
T|ok-negation|food|本品并非药品，不具备治疗作用。|team
T|ok-negation|general|我们不承诺"包治百病"，请遵医嘱。|team
T|ok-negation|general|平台规则禁止出现"全网最低价"等表述。|team
T|ok-negation|general|《广告法》禁止使用“最高级”“最佳”等用语。|team
T|ok-negation|general|谨防"稳赚不赔"的投资骗局。|team
H|debatable|general|没有最好，只有更好。|team
T|ok-negation|general|别信那些号称"一次见效"的产品。|team
T|ok-negation|general|警惕宣称"无毒副作用"的保健品。|team
H|ok-negation|general|所谓"国家免检"制度早已取消。|team
# ── ok-self: 本品牌内的比较（真正的自我比较）──
T|ok-self|general|这是我们品牌历史上最轻的一款跑鞋。|team
T|ok-self|general|相比上一代，这款续航提升了 30%。|team
H|ok-self|general|本店最便宜的一款，学生党闭眼冲。|team
H|ok-self|general|我们家卖得最好的是这款原味。|team
T|ok-self|general|全系列中最小巧的型号。|team
T|ok-self|general|这是本系列里最适合通勤的一款。|team
# ── ok-tip: 消费提示 ──
H|ok-tip|general|最佳食用温度为 4℃，冷藏后风味更佳。|team
T|ok-tip|general|最佳饮用时间是早餐后半小时。|team
H|ok-tip|general|最好在阴凉处存放。|team
H|ok-tip|general|冲泡时最好用 85℃ 的水。|team
T|ok-tip|general|最佳观赏期在每年四月。|team
T|ok-tip|general|拍摄时最好保持镜头清洁。|team
# ── ok-plain: 没有问题的普通广告文案 ──
H|ok-plain|general|春季新品上市，清新配色，轻盈面料。|team
T|ok-plain|general|满 199 包邮，七天无理由退换。|team
H|ok-plain|general|这款背包容量 30 升，有独立电脑仓。|team
T|ok-plain|general|口感细腻，奶香浓郁，早餐好搭档。|team
T|ok-plain|general|会员日全场九折，积分翻倍。|team
T|ok-plain|general|手工缝制，每件都有细微差异。|team
T|ok-plain|general|适合 3-6 岁儿童，边角圆润不伤手。|team
H|ok-plain|general|支持 30 天价保，买贵退差。|team
H|ok-plain|general|经典款回归，老顾客专享优惠。|team
H|ok-plain|general|门店地址：西湖区文三路 100 号。|team
T|ok-plain|general|精选新疆长绒棉，柔软亲肤。|team
T|ok-plain|general|本周末门店试吃活动，欢迎品尝。|team
H|ok-plain|general|快充 30 分钟充至 80% 电量。|team
T|ok-plain|general|这款面膜补水效果很好，敷完脸很润。|team
H|ok-plain|general|招牌牛肉面，汤底熬足八小时。|team
T|ok-plain|general|我们致力于做最好的服务。|team
T|ok-plain|general|顾客第一，服务至上。|team
T|ok-plain|general|安全第一，请系好安全带。|team
H|ok-plain|general|努力成为您最信赖的家居品牌。|team
T|ok-plain|general|新品试用装免费领取，数量有限。|team
# ── notice: 缺少法定提示语（整段文案）──
H|notice|health-food|鱼油软胶囊，每日两粒，辅助降血脂。\n蓝帽子认证，国食健字G2024xxxx。|team
T|notice|health-food|蛋白粉，增强免疫力，中老年人日常营养补充。\n规格：500 克/罐。|team
H|notice|finance|新客专享理财，七日年化 3.2%。\n起购金额 1000 元，随时赎回。|team
T|notice|drug|感冒灵颗粒，解热镇痛，用于感冒引起的头痛发热。\n国药准字 Z44021940。|team
H|ok-notice|health-food|鱼油软胶囊，每日两粒，辅助降血脂。\n保健食品不是药物，不能代替药物治疗疾病。|team
T|ok-notice|finance|新客专享理财，业绩比较基准 3.2%。\n理财非存款，产品有风险，投资须谨慎。|team
T|ok-notice|finance|出借有风险，决策需谨慎。\n历史年化回报仅供参考。|team
# ── more outside material: penalty decisions, public lists, real text ──
H|medical|general|胰岛素是牛奶的3250倍，这就是可降血糖的原因。|case-kaifeng
H|medical|general|所有奶当中唯一在医学上有临床认证的奶。|case-kaifeng
T|debatable|food|活肠道益生菌，调节肠道菌群，促进肠蠕动，轻松排便。|team
T|medical|food|骆驼乳被用来改善水肿、黄疸、脾脏疾病、肺结核、哮喘。|case-hanzhong
T|medical|food|改善肺结节、降血糖、降脂降压。|case-samr2025
T|medical|general|有效预防近视，去检查视力已经4.9了。|case-samr2025
T|medical|general|可以治疗癌症、心脏病。|case-samr2025
H|medical|general|散光+近视，一贴恢复视力。|case-samr2025
T|medical|food|促进眼角膜修复，有效预防近视。|case-samr2025
H|medical|food|过敏体质得到全面改善。|case-samr2025
T|medical|food|直播间里说：紫苏籽油能改善、缓解、抗癌。|case-samr2025
T|medical|food|酸枣仁益生菌，改善睡眠，增强免疫力。|case-samr2025
H|medical|general|海参鹿精丸，中医调理疗程，西医对比见效。|case-yiwu
T|medical|medical|胰岛素强化治疗，乳腺癌、胃癌根治手术。|case-dingxing
T|medical|medical|口气口臭三天缓解。|case-yuebo
H|medical|medical|一次碎石只需40分钟，您就可以轻松告别结石困扰。|case-shanghai-hosp
T|medical|medical|告别鼻炎，专科专治。|case-shanghai-hosp
H|medical|medical|保证治愈各种妇科疾病。|case-shanghai-hosp
T|medical|medical|获得国际领先的医疗技术。|case-shanghai-hosp
T|medical|medical|纳米生物靶向技术自闭症康复疗程，1个疗程告别语言障碍。|case-pediatric
H|medical|health-food|金戈来了，男人福音，起效更快更安全、效果更强更持久。|case-gd2019
T|medical|general|葵花牌创口贴消炎。|case-gd2019
T|medical|general|罗汉果甘草清莹茶洗黑肺。|case-gd2019
H|medical|general|惠宜生羊奶可抗癌。|case-gd2019
T|medical|cosmetics|肌肤15倍透亮白皙，7天后奇迹般呈现亮白光采。|lst-1688
T|medical|food|祖传秘制配方，强力特效，神效降脂。|lst2
T|medical|food|复方草本，止咳解毒。|lst2
H|medical|food|防治便秘，益智增高。|lst2
T|medical|food|疗效显著的药膳汤包。|lst2
H|medical|cosmetics|美容治疗级别的精华液。|lst-xhs
T|medical|cosmetics|根治痘痘，治愈痘印。|lst-xhs
T|safety|cosmetics|纯天然制品，无副作用。|lst-1688
H|safety|cosmetics|无副作用的美白霜，孕妇可用。|lst-xhs
T|realestate|real-estate|学区房，保证升值。|lst-xhs
T|citation|food|通过FDA认证、UL保险认证。|case-taizhou
T|debatable|food|非转基因大米，更健康。|team
T|debatable|general|新广告法是国家的，世界一流的品质。|crsrw
T|absolute|general|最先进的加工工艺，最大的生产基地。|crsrw
T|absolute|general|最准确的体脂秤。|crsrw
H|absolute|general|最新发明，抄底价。|lst-51ds
T|absolute|general|空前绝后的优惠。|lst-51ds
T|debatable|general|极端耐用的登山杖。|team
H|absolute|general|顶峰品质，顶尖工艺。|lst-51ds
H|debatable|general|掌门人亲自监制。|lst1
T|absolute|general|最先享受新品特权。|lst3
T|absolute|general|时尚最低价，款款都划算。|lst3
H|absolute|general|最后一波，全国最低。|lst3
T|debatable|general|大牌同厂，超赚。|lst4
T|absolute|general|创领品牌，领先上市。|lst4
T|absolute|general|国际一流，业界巅峰。|lst4
T|debatable|general|使用极限词的商家请看：最佳、第一、唯一都别用。|team
T|ok-real|general|在刚刚结束的斯诺克世锦赛决赛中，中国选手赵心童18比12击败马克-威廉姆斯，生涯首夺世锦赛冠军。|news-snooker
T|ok-real|general|首位以业余选手身份夺冠的球手。|news-snooker
T|ok-real|general|亚洲首位获得世锦赛的球手。|news-snooker
T|ok-real|general|继2005年的墨菲以来，克鲁斯堡最年轻的冠军。|news-snooker
T|ok-real|general|本届世锦赛一共打出18杆单杆破百，追平了丁俊晖保持的纪录。|news-snooker
T|ok-real|general|斯诺克世锦赛历史上第5位夺冠的海外球员。|news-snooker
T|ok-real|general|全国田径接力锦标赛男女4x100米接力预赛，广东队打破全国纪录。|news-snooker
H|ok-real|general|中国选手陈幸同3-0轻取法国选手袁嘉楠，晋级十六强。|news-snooker
T|ok-real|general|在男单夺冠赔率榜上，辛纳排名第一。|news-snooker
H|ok-real|general|截至7月3日18时5分，影片票房突破1亿。|news-snooker
H|ok-real|general|2025年5月9日市场监管总局公布了《医疗广告监管工作指南》。|law-medical-guide
T|ok-real|general|仅发布医疗基础信息（名称、地址、类别等）且属实的，不予行政处罚。|law-medical-guide
T|ok-real|general|对功效、安全性作断言保证，或宣传治愈率、有效率的，依《广告法》查处。|law-medical-guide
T|ok-real|general|涉及癌症、青少年近视防控等重大疑难疾病，依法从重处罚。|law-medical-guide
H|ok-real|general|严格禁止医疗广告使用“最佳”“最高级”等绝对化用语。|law-medical-guide
H|ok-real|general|禁止利用代言人推荐、证明医疗服务。|law-medical-guide
T|ok-real|general|普通食品、保健食品不能治病，不能宣称疾病治疗功能。|case-kaifeng
H|ok-real|general|除医疗、药品、医疗器械广告外，禁止其他任何广告涉及疾病治疗功能。|case-kaifeng
H|ok-real|general|经营者不得对其商品的性能、功能、质量、销售状况、用户评价、曾获荣誉等作虚假或者引人误解的商业宣传。|case-kaifeng
T|ok-real|general|我国并未获得种植和进口加工转基因大米。|case-hanzhong
T|ok-real|general|市场监管总局公布十起违法广告典型案例，其中超半数涉及普通食品虚假宣传疾病治疗功效。|case-samr2025
T|ok-real|general|广告中标明所推销的商品或者服务附有赠品的，应当明确说明附有赠品的商品或者服务的品种、规格、数量、期限和方式。|crsrw
H|ok-real|general|广告内容违反本法第八条规定的，对广告主处以10万元以下的罚款。|crsrw
T|ok-real|general|化妆品广告不得宣传医疗作用或者使用医疗术语。|lst-1688
T|ok-real|general|禁用语本身无法穷尽，仍需在实践中以相关法律、规则为依据，结合个案具体判断。|lst-1688
T|ok-real|general|化妆品标签、小包装或者说明书上不得注有适应症，不得宣传疗效，不得使用医疗术语。|case-bohu
T|ok-real|general|未依照本条例规定备案的，责令改正，给予警告，并处1万元以上3万元以下的罚款。|case-bohu
T|ok-real|general|截至9月底，全省共查处食品、保健食品广告案件276宗，罚没金额171.2万元。|case-gd2019
H|ok-real|general|这三家医院均已暂停向媒体投放涉嫌违规的广告。|case-shanghai-hosp
H|ok-real|general|2018年9月，定兴县市场监督管理局作出行政处罚，责令停止发布违法广告，并处罚款5万元。|case-dingxing
T|ok-real|general|专项行动开展以来，市场监管系统以医疗、药品、医疗器械、食品以及教育培训类违法广告为整治重点。|case-2024med
H|ok-real|general|当事人未依据法律、行政法规查验广告有关证明文件，核对广告内容。|case-linqu
H|ok-real|general|经核实，户型广告宣传与建设规划部门要求不相符合。|case-chenzhou
T|ok-real|general|叮咚房产网APP上发布的房地产专项广告内容违反广告法。|case-dalian
H|ok-real|general|案发后，杭州某房地产集团有限公司下架了相关网页。|case-hangzhou-re
T|ok-real|general|费县市场监管局责令当事人停止发布违法广告，在相应范围内消除影响。|case-linyi
T|ok-real|general|该公司在其运营的微信公众号发布题为《跨越千年，与彭城一起风雅传宋》的推文。|case-xuzhou
T|ok-real|general|上述广告在板房墙体发布，没有发布费用、场地租金。|case-haikou
T|ok-real|general|当事人在案发后积极配合调查，如实陈述违法事实并及时改正违法行为。|case-jiangsu-edu
H|ok-real|general|橄榄油的酸度是一个重要的指标，但是每一个级别都有自己的生化指标及感官特性。|olive2
H|ok-real|general|因开封后橄榄油容易被氧化，所以不宜选择大容量的橄榄油。|olive3
T|ok-real|general|好的橄榄油的包装一定是深色玻璃或完全不透光的材质。|olive3
T|ok-real|general|家用电器不要安置在潮湿、有热源、易燃物、灰尘多的地方。|manual-appliance
H|ok-real|general|家用电器使用完毕，要随手切断电源。|manual-appliance
T|ok-real|general|要求用三脚插头和三孔插座引入电源线的家用电器，不要用对称的双脚插头和两孔插座来代替。|manual-appliance
T|ok-real|general|不要将接地线接在自来水管、煤气管或暖气管上。|manual-appliance
T|ok-real|general|使用原装充电器，非原装充电器可能电压不匹配。|manual-handwarmer
T|ok-real|general|使用过程中应远离窗帘、纸张等易燃物品。|manual-handwarmer
T|ok-real|general|边充电边使用会增加发热风险，可能引发安全事故。|manual-handwarmer
T|ok-real|general|自行拆卸可能损坏内部结构，影响安全。|manual-handwarmer
T|ok-real|general|电器和电池接触件应清洁，必要时用湿布擦净，待干燥后按极性标示装入。|manual-battery
H|ok-real|general|废电池不要随意丢弃，尽可能与其它垃圾分开投放。|manual-battery
T|ok-real|general|用电器具长期不用时应取出电池，使用后应切断开关。|manual-battery
H|ok-real|drug|忌食生冷油腻及不易消化食品。|drug-label1
H|ok-real|drug|感冒时不宜服用。|drug-label1
T|ok-real|drug|风寒感冒者不适用，表现为恶寒发热，无汗，喉痒咳嗽。|drug-label2
H|ok-real|drug|本品性状发生改变时禁止使用。|drug-label3
H|ok-real|drug|老年人伴有高血压、心脏病慎用。|drug-label3
T|ok-real|drug|服药3天症状无缓解，应去医院就诊。|drug-label3
H|ok-real|drug|不能同时服用与本品成份相似的其他抗感冒药。|drug-label5
T|ok-real|drug|本品中对乙酰氨基酚能抑制前列腺素合成，有解热镇痛作用。|drug-label5
T|ok-real|drug|与其他解热镇痛药同用，可增加肾毒性的危险。|drug-label5
T|ok-real|drug|本品含氯化铵，肝肾功能异常者慎用。|drug-label6
T|ok-real|drug|如与其他药物同时使用可能会发生药物相互作用，详情请咨询医师或药师。|drug-label6
T|ok-real|general|一季度，全国规模以上高技术制造业增加值增速比去年四季度加快2.6个百分点。|gdp
T|ok-real|general|居民消费价格指数与去年一季度持平，扣除食品和能源的核心CPI同比上涨0.7%。|gdp
T|ok-real|general|我国对共建“一带一路”国家进出口总额增长5.5%。|gdp
T|ok-real|general|服务业在去年高基数基础上继续回升，尤其是接触性服务业增长较快。|gdp
T|ok-real|general|为提高房屋售价和销售量，一些房产公司变着法子虚假宣传房屋地段、房屋品质及其升值空间。|case-chenzhou
T|ok-real|general|近年来，“学区房”被炒得火热，许多房地产开发商纷纷打出以教育资源为卖点的广告宣传。|case-linyi
H|ok-real|general|天气湿冷，市民朋友要注意防寒保暖。|weather-yc
T|ok-real|general|鉴于今日白天阵风较强，提醒市民外出时注意做好防风措施。|weather-bj
T|ok-real|general|早晚时分气温较低，请大家根据气温变化适时添衣，以防感冒。|weather-bj
H|ok-real|general|天气阴冷又有大风，提醒外出的市民注意增加衣服，做好防风保暖的准备。|weather-tj
T|ok-real|general|下周后期本市天气逐渐转好，以晴到多云为主，气温也将逐渐回升。|weather-tj
H|ok-real|general|别被昨天的阳光给“忽悠”了，该穿的外套还是得穿。|weather-nb1
T|ok-real|general|双休日碰上好天气，不妨去户外走走，寻找一下春天的气息吧。|weather-nb3
# ── more real text and quoted copy ──
T|ok-real|general|损害国家的尊严或者利益，泄露国家秘密。|case-tongjing
T|ok-real|general|妨碍社会安定，损害社会公共利益。|case-tongjing
T|ok-real|general|危害人身、财产安全，泄露个人隐私。|case-tongjing
T|ok-real|general|上海市虹口区市场监督管理局对当事人作出罚款人民币伍佰元整的行政处罚。|case-tongjing
T|ok-real|general|在广告中使用绝对化用语，不但容易误导消费者，而且可能不正当地贬低了同类商品或者服务。|case-tongjing
H|ok-real|general|房地产广告，房源信息应当真实，面积应当表明为建筑面积或者套内建筑面积。|case-linyi
H|ok-real|general|违反国家有关价格管理的规定。|case-linyi
T|ok-real|general|以上网站由某网络科技股份有限公司维护，广告费用为5000元。|case-hangzhou-re
T|ok-real|general|近期，一些地方在广告发布中出现“国家机关专供”及类似内容。|notice-2008
T|ok-real|general|对于捏造事实，发布虚假广告或者进行虚假宣传的，依照有关规定从重处罚。|notice-2008
H|ok-real|general|涉嫌构成犯罪的，应当依法移送司法机关处理。|notice-2008
T|ok-real|general|为有效净化各类资格、资质考试环境，维护公平有序的考试培训市场秩序。|guilin-edu
T|ok-real|general|不得以制造噱头、渲染社会环境焦虑等方式传递不良信息及负面导向。|guilin-edu
T|ok-real|general|不得虚构机构师资、培训条件和培训效果。|guilin-edu
T|ok-real|general|不得对通过考试或者对培训的效果作出明示或者暗示的保证性承诺。|guilin-edu
H|ok-real|general|不得通过贬低竞争对手拔高自身培训机构或其培训效果的方式进行不正当竞争。|guilin-edu
T|ok-real|general|禁止邀请考试通过者在广告中作推荐。|guilin-edu
T|ok-real|general|广告应当具有可识别性。|guilin-edu
T|ok-real|general|宣传同一医联体或内部成员信息属实的，可以从轻、减轻或不予处罚。|law-medical-guide
H|ok-real|general|禁止通过大众或未成年人媒介宣传非疾病治疗目的的医美项目。|law-medical-guide
T|ok-real|general|禁止医美广告宣扬容貌焦虑。|law-medical-guide
H|ok-real|general|虚构或冒用患者、医生、机构等名义进行推荐证明的，依法移送。|law-medical-guide
H|ok-real|general|标准号：GB 6379-1986，标准状态：已作废。|std-gb6379
T|ok-real|general|首发日期：1986-05-13，复审日期：2004-10-14。|std-gb6379
H|ok-real|general|为确定标准测试方法的重复性和再现性而进行的试验称为精密度试验。|std-gb6379
T|ok-real|general|根据国际标准，特级初榨橄榄油的酸度要低于0.8%，反式脂肪酸要低于0.05%。|olive3
H|ok-real|general|如果这两个数字特别低的话，则要警惕是不是经过了脱酸处理的。|olive3
T|ok-real|general|酸度越低，说明橄榄油的纯度和新鲜度越高。|olive
T|ok-real|general|橄榄油的价格并不总是与其品质成正比。|olive
T|debatable|general|目前，世界上最优质的橄榄油主要产自意大利、希腊和西班牙。|olive
T|ok-real|general|优质的橄榄油通常具有浓郁的青草香味，这是冷榨工艺的标志。|olive
T|ok-real|general|特级初榨橄榄油按质量高低又可分为普通特级初榨橄榄油、原产地保护特级初榨橄榄油、有机特级初榨橄榄油。|olive4
T|ok-real|general|酸度值不超过3.3的初榨橄榄油质量上乘。|olive4
T|ok-real|general|欧盟新规则要求橄榄油的容器不能大于五升。|olive4
T|ok-real|general|橄榄油含量低于50%的混合油不能在标签上以橄榄油名义出现。|olive4
T|ok-real|general|本标准规定了额定电压为AC100-250V，频率为50-60Hz的电动按摩器具的安全要求。|std-massage
H|ok-real|general|本标准涉及的产品适合于家用或商用的按摩器具。|std-massage
T|ok-real|general|凡是注日期的引用文件，其随后所有的修改单或修订版均不适用于本标准。|std-massage
T|ok-real|general|凡是不注日期的引用文件，其最新版本适用于本标准。|std-massage
T|ok-real|general|鼓励根据本标准达成协议的各方研究是否可使用这些文件的最新版本。|std-massage
H|ok-real|general|市场监管部门集中查处了一批夸大培训效果、制造家长焦虑的违法违规校外培训广告。|case-sh-edu
T|ok-real|general|针对不满十四周岁的未成年人的商品或者服务的广告不得含有劝诱其要求家长购买广告商品或者服务的内容。|case-sh-edu
T|ok-real|general|共查办教育培训违法广告案件67件，罚没款294.2万元。|case-sh-edu
H|debatable|education|暑期高分课，比你的同学更早拿下高分。|team
T|education|education|衡水一线名师任教，经过夏令营培训的学生有几十名同学被清华大学、北京大学录取。|case-gd-edu
T|education|education|一流名校的同学更是近千人。|case-gd-edu
H|debatable|general|304医院广告使用美国乳腺肿瘤筛查系统，军科医院专家坐诊。|team
H|medical|medical|万康痛风病研究院，专家患者现身说法，根治痛风。|case-304
T|medical|cosmetics|魔影肤立白，三天见效，保证美白。|case-304
T|medical|drug|洗肝胶囊，排毒护肝，一粒见效。|case-304
H|medical|medical|美国无痛LEEP术、意大利O3杀菌专利术。|case-heping
T|debatable|medical|新农合定点医院、国家县级医院、聘任专家坐诊。|team
H|citation|medical|中美合作医院，国际领先的医疗技术。|case-shanghai-hosp
T|medical|health-food|肝之宝，护肝养肝，三个月肝功能恢复正常。|case-304
# ── built on public word lists (lst-51ds, lst2, lst-xhs) ──
T|absolute|general|首选品牌，销量冠军，全国首家旗舰店。|lst-51ds
T|absolute|general|世界领先的传感器，唯一支持双频定位。|lst-51ds
T|absolute|general|抄底价入手巅峰旗舰。|lst-51ds
T|absolute|general|绝无仅有的万能收纳柜。|lst-51ds
T|state|general|国家领导人推荐的养生茶。|lst2
T|state|general|国家XX机关推荐产品，放心选购。|lst2
H|state|general|国家机关专供品质，普通人也能买到。|lst2
T|inspection|general|免抽检产品，质量信得过。|lst2
H|inspection|general|质量免检，无需国家质量检测。|lst2
T|absolute|general|驰名商标，中国驰名品牌。|lst2
T|absolute|general|商品已注册驰名商标，值得信赖。|lst2
H|medical|food|强效奇效，速效神效。|lst2
T|medical|food|消炎抗炎，活血祛瘀。|lst2
T|medical|food|防癌抗癌，远离肿瘤。|lst2
H|medical|cosmetics|彻底解决痘痘问题，永不复发。|lst-xhs
T|medical|health-food|提高免疫力，根治失眠。|lst-xhs
T|safety|drug|治愈率高，无副作用。|lst-xhs
H|realestate|real-estate|保证升值的学区房。|lst-xhs
T|ok-real|general|赵心童这一座冠军也创下了很多的纪录。|news-snooker
T|ok-real|general|自1977年世锦赛移师克鲁斯堡以来，第三位从资格赛打到决赛并夺冠的球手。|news-snooker
H|ok-real|general|夺冠之路上击败了去年的亚军和2位前世界冠军。|news-snooker
T|ok-real|general|继威廉姆斯、罗伯逊和特鲁姆普之后，第四位左撇子冠军。|news-snooker
# ── added 2026-11-27 (second pass): copy quoted in further decisions and bulletins, real non-advertising text ──
T|medical|drug|茸血补脑液能做到行血不破，止血不淤，很适合脑病。|case-rongxue
T|medical|drug|既能活血，又能止血，活血让脑梗得到根治。|case-rongxue
H|medical|drug|只有长白山梅花鹿血能再生脑细胞，能畅通脑血管。|case-rongxue
T|medical|drug|吃了一个月后血压正常、腿脚热乎。|case-rongxue
H|medical|drug|各种癣5—8年不复发。|case-yilong
H|medical|drug|9—15天关节肿胀、疼痛全部消失。|case-yilong
T|medical|drug|1—2个周期风湿类风湿全面康复。|case-yilong
H|medical|health-food|彻底解决阳萎早泄。|case-yilong
T|medical|drug|根治永不复发，彻底治愈不反复。|case-yilong
T|medical|drug|总有效率达97%—99%。|case-yilong
H|medical|medical|一次热玛吉解决5大衰老问题，效果立竿见影。|case-huainan2023
T|medical|medical|快速、直接、精准解决衰老下垂。|case-huainan2023
T|medical|drug|吃了两个疗程后，三项指标有了明显下降，四个疗程后都转阴了。|case-zhejiang-med
T|medical|health-food|增强肠蠕动，修复肠粘膜，治疗便秘。|case-zhejiang-med
T|medical|medical|不但适用于体壮的早期癌，而且也适用于体弱的晚期癌。|case-zhejiang-med
T|medical|drug|2-5天消除疲劳，2-7天解决腰膝酸软，4-10天解决肾阳虚。|case-sfda2015
T|medical|medical|注射瘦脸搞定咬肌肥大。|case-tianhe-botox
T|medical|medical|埋线双眼皮永久定型。|case-abcnm
T|medical|medical|三天祛斑，种植牙终身质保。|case-abcnm
T|medical|cosmetics|白天燃烧脂肪，晚上阻止反弹。|case-shanlana
T|medical|drug|1个疗程告别语言障碍。|case-renrendoc-peds
T|realestate|real-estate|未来五年城南绝对会成为临武最有价值区域。|case-chenzhou
T|realestate|real-estate|天府新区，中国西部新浦东，坐享增值红利。|case-chengdu
H|realestate|real-estate|地铁盘价值一夜飙涨。|case-chengdu
H|realestate|real-estate|低门槛总价、高回报高收益。|case-chengdu
T|realestate|real-estate|50-450平方米中型心旺铺即买即增值。|case-chengdu
T|realestate|real-estate|地铁升值股，30-50平方米地铁公寓，投资出租皆宜。|case-chengdu
T|realestate|real-estate|黄金旺铺，买铺只等坐收钱。|case-chengdu
T|realestate|real-estate|项目背靠临平山景观公园，步行至水景公园仅15分钟。|case-hangzhou-re
T|realestate|real-estate|3分钟快速到达沪杭甬高速入口，杭甬高速20分钟可抵达萧山机场。|case-hangzhou-re
T|realestate|real-estate|5分钟商务圈内配套齐全。|case-hangzhou-re
H|realestate|real-estate|距一院两馆、吾悦广场、万达广场仅3-8分钟车程。|case-guilin-re
T|realestate|real-estate|8分钟车程直达吾悦广场，3分钟车程直达海吉星物流园。|case-guilin-re
H|realestate|real-estate|小投资，大收益。|case-gongshu
T|realestate|real-estate|第一年租金收益7%，第二年租金收益8%，第三年租金收益9%。|case-gongshu
H|realestate|real-estate|三年自由选择托管运营，综合收益24%。|case-gongshu
T|realestate|real-estate|当孩子毕业后，完全可以把升值多倍的房子再卖出去。|case-linyi
H|realestate|real-estate|商铺高回报返租，低门槛带反租。|case-haikou
H|ok-measure|general|一种降压药最多可以降压20毫米汞柱。|news-bp
T|ok-measure|general|每种药物最多只能降压大约20毫米汞柱。|news-bp
T|ok-measure|finance|股票及存托凭证投资占基金资产的比例为60%-95%。|fund-xqhx
H|ok-measure|finance|投资于港股通标的股票的比例占股票资产的比例为0%-50%。|fund-xqhx
T|ok-measure|finance|最低申购金额1元。|fund-nanhua
H|ok-measure|general|年龄以0~19岁居多（865例，占50.67%）。|paper-tcm
T|ok-measure|general|正常用量下发生不良反应的有615例（占36.03%），过量使用的有436例。|paper-tcm
T|ok-measure|general|食用或药用24 h之内出现不良反应的有1201例（占70.36%）。|paper-tcm
H|ok-measure|finance|最近四个季度股票投资占基金资产的比例均在60%以上。|fund-chinaamc
T|ok-measure|finance|权益类资产投资比例上限80%，下限55%。|fund-chinaamc
T|ok-measure|general|广告支架材料、安装费用1280元，广告布喷绘费用448元，共计1728元。|case-haikou
T|ok-identifier|finance|基金代码019984，风险评价R2、中低风险。|fund-nanhua
T|ok-identifier|drug|中药（OTC甲类），批准文号国药准字Z21020226。|case-rongxue
H|ok-identifier|general|决定书文号杭拱市监湖罚处字〔2020〕030号。|case-gongshu
T|ok-identifier|general|文章编号1001-0408(2018)17-2411-05。|paper-tcm
H|ok-identifier|general|收集患者第1次发生不良反应的时间。|paper-tcm
T|ok-identifier|general|46种中药中导致不良反应例数较多的是白果和鱼腥草。|paper-tcm
T|ok-identifier|finance|合同生效日期2024年3月19日，托管人交通银行股份有限公司。|fund-nanhua
H|ok-negation|drug|孕妇忌服，不宜和外感药同时服用。|label-tcm
T|ok-negation|drug|服药二周后症状无改善，应去医院就诊。|label-tcm
H|ok-negation|drug|请将此药品放在儿童不能接触的地方。|label-tcm
T|ok-negation|drug|药品性状发生改变时禁止服用。|label-tcm
T|ok-negation|finance|基金管理人不保证基金一定盈利，也不保证最低收益。|fund-clause
H|ok-negation|finance|“养老”的名称不代表收益保障或其他任何形式的收益承诺，本基金不保本，可能发生亏损。|fund-chinaamc
T|ok-negation|finance|本基金对于在退休期间提供充足的退休收入不做保证。|fund-chinaamc
T|ok-negation|general|保健品本身未确定疗效，只有保健作用。|law-qa-health
T|ok-negation|general|不要相信保健食品能彻底治愈的“治疗功效”。|case-yilong
T|ok-negation|general|慢性病必然有一定的治疗周期，不可能快速见效。|case-sfda2015
T|ok-negation|general|切忌相信任何“根治”宣传字眼。|case-sfda2015
H|ok-notice|finance|混合型基金，中高风险、中高收益。\n本基金不保本，可能发生亏损，请充分考虑自身的风险承受能力，谨慎做出投资决策。|fund-chinaamc
H|ok-notice|finance|本基金投资于证券市场，基金净值会因为证券市场波动等因素产生波动。\n基金管理人不保证基金一定盈利，也不保证最低收益。|fund-clause
H|ok-notice|finance|养老目标风险基金，一年持有期。\n本基金不保本，可能发生亏损。|fund-chinaamc
T|ok-notice|finance|同业存单指数基金，七天持有。\n基金有风险，投资需谨慎，过往业绩不代表未来表现。|fund-nanhua
T|notice|finance|混合型基金，中高收益。\n最低申购金额1元，欢迎认购。|fund-nanhua
H|medical|health-food|厚德蜂胶是糖尿病专用蜂胶，吸收率达到惊人的99.99%。|case-sfda2010
T|medical|health-food|服用可以血糖平稳，胰岛被修复，并发症全面逆转。|case-sfda2010
T|medical|health-food|服用当天，血糖就正常了，脚麻酸都明显变轻了。|case-sfda2010
T|medical|health-food|金芦荟改善了我的慢阻肺病，治愈了我多种慢性疾病。|case-hainan-aloe
H|medical|health-food|服用至今已六个多月，原有的慢性病也治愈了，不知不觉中消失。|case-hainan-aloe
T|medical|health-food|比吃药强多了，一查卵巢囊肿也没有了，无药胜药，屡见神效。|case-anhui2017
H|medical|health-food|抑制癌细胞扩散率达89.3%，吃药十几年，不如吃硒芝胶囊三十天。|case-anhui2017
T|medical|health-food|服用3月高血压终身不复发。|case-anhui2017
H|medical|health-food|血压血脂全部平稳正常，逐步减服药物，免疫抵抗力全面提高。|case-anhui2017
T|medical|health-food|恢复卵巢功能，平衡内分泌，有效彻底改善或消除更年期各种不适症状。|case-anhui2017
H|medical|health-food|各种性功能障碍彻底消除，机体将永葆年轻活力。|case-anhui2017
T|medical|health-food|30天体内大部分多余脂肪被分解。|case-anhui2017
T|medical|general|泡脚就能降血糖，足浴养生方。|case-saic2013
T|medical|health-food|每天减掉3斤体重，一周能长高10厘米。|case-bj2017
T|medical|health-food|有降低血压血脂、消炎止痛、抑制流感病毒、防辐射的作用。|case-hebei2019
T|medical|food|杏仁露具有止渴、润肺、调节血脂、防治动脉硬化的功效。|case-hebei2019
H|medical|health-food|上课犯困的现象得到很大改善，以前困困洋洋的感觉一扫而光。|case-anhui2017
H|realestate|real-estate|购买本楼盘可获得8%的投资回报。|case-bj2006
T|realestate|real-estate|买房即送学位，帮您解决户口。|case-gz-re
T|realestate|real-estate|核心地段，保值抗跌，三年房价翻番。|case-gz-re
H|ok-negation|general|保健食品不是药品，没有治疗作用；患有疾病应在医生的指导下治疗，不要相信违法广告的宣传。|case-sfda2010
T|ok-negation|general|房地产广告不得含有“保值”“房价翻番”等升值或者投资回报承诺的内容。|case-gz-re
T|ok-negation|general|房地产广告不得使用“地王”“楼王”等绝对化用语。|case-gz-re
H|ok-negation|general|增强性功能、改善性功能并不属于核定的保健功能。|case-hebei-list
H|ok-identifier|general|圣首牌荞芪胶囊是获得批准的保健食品，批准文号为国食健字G20040058。|case-hebei-list
H|ok-identifier|general|厚德牌蜂胶软胶囊，卫食健字(2002)第0599号。|case-sfda2010
T|ok-real|general|对宣传的治疗作用盲目轻信，耽误了治疗疾病的最佳时期。|case-bj2017
T|medical|medical|术后仅6小时视力明显改善，次日复查双眼视力分别达到2.0和1.2。|case-myopia2025
T|medical|medical|胰岛素强化治疗、乳腺癌、胃癌、结肠癌、直肠癌根治手术。|case-dingxing
H|medical|medical|中医治疗男科、妇科疾病，签约治疗，随治随走，一针见效。|case-bj84
T|medical|device|现代航天高科技产品，使用40分钟立刻减轻病痛，长期使用可彻底治愈。|case-sfda2011-device
T|medical|device|对心脏病的有效率94%，佩戴后90%的患者已经减服或停服了降压药。|case-sfda2011-device
T|medical|device|一个数病同治的医疗新途径，三个月可使血糖、血压恢复正常。|case-sfda2011-device
T|medical|device|使用5分钟就能消除静脉肿胀，5小时回缩痔核。|case-sfda2011-device
T|medical|device|枕用三个月后血压稳了，心不慌了，胸不闷了，每天都能自然入睡。|case-sfda2006-device
T|medical|device|治疗Ⅰ型糖尿病和Ⅱ型糖尿病，以及糖尿病引起的各种并发症。|case-cixi-device
T|medical|device|对高血压、心脏病、糖尿病、脑血管病等老年病有很好疗效。|case-hz-device
T|medical|device|活化人体细胞、净化人体血流、延缓衰老。|case-huzhou-device
H|safety|device|是纯中药，无毒无害。|case-sfda2011-device
H|realestate|real-estate|5分钟车程抵达番禺，10分钟抵达广钢新城、广州南。|case-foshan-re
H|realestate|real-estate|5分钟到广钢，10分钟到海珠，30分钟到珠江新城。|case-foshan-re
H|realestate|real-estate|位于五大产业园区黄金C位，5-10分钟车程。|case-foshan-re
T|realestate|real-estate|4铁6轨交通圈，坐享资产升值加速度。|case-foshan-re
H|realestate|real-estate|坐享地铁、城轨价值双加持，资本增值速度无可比拟。|case-foshan-re
H|realestate|real-estate|生活、居住价值高企，未来升值空间无限。|case-foshan-re
T|ok-negation|general|患有疾病应在医生的指导下治疗，不要相信违法广告的宣传。|case-sfda2011-device
H|ok-negation|general|那些宣称是万能产品的医疗器械或保健食品，消费者一定要提高警惕，以免上当。|case-hz-device
H|ok-negation|general|房地产广告中表现项目位置，不得以所需时间来表示距离。|law-re-rules
T|ok-real|general|房地产广告中涉及面积的，应当表明是建筑面积或者使用面积。|law-re-rules
T|ok-identifier|device|该产品适用范围仅为失眠、慢性便秘、疼痛慢性疾病的康复理疗、日常保健。|case-hz-device
T|ok-measure|general|售价6800元的电位治疗仪。|case-hz-device
T|ok-measure|general|截至9月底，已立案查处此类案件12起，罚没款40余万元。|case-cixi-device
T|ok-measure|general|今年1月至3月，移送查处的违法医疗器械广告共计705次。|case-sfda2006-device
T|ok-identifier|general|紫环牌低中频多功能治疗仪、WS-101C型周林频谱保健治疗仪。|case-sfda2006-device
H|ok-notice|finance|混合型证券投资基金，预期风险和预期收益高于债券型基金和货币市场基金。\n投资者应对申购的时机、数量等投资行为做出独立、谨慎决策，并承担基金投资中出现的各类风险。|fund-zqsb
T|ok-notice|finance|养老目标日期基金，临近退休日期后仍可持有。\n基金份额净值存在下跌的可能性，可能导致投资人面临投资损失。|fund-chinaamc
H|notice|finance|混合型证券投资基金，可投资港股通标的股票。\n基金经理从业十五年，欢迎申购。|fund-zqsb
T|ok-measure|finance|股票资产占基金资产比例为50%以上的混合型基金。|fund-chinaamc
T|ok-measure|finance|若基金资产净值低于5000万元，基金合同将终止。|fund-zqsb
T|medical|medical|原生灵韵美狐鼻：U形取肋，保护胸腔，降低损伤，极速恢复。|case-guiyang-mei
T|medical|medical|全面改善肤质，水嫩澎弹+99%、弹性增加+98%、肤色提亮+93%。|case-guiyang-mei
H|medical|medical|细腻饱满+98%、肤质强韧+93%、皱纹减淡+91%。|case-guiyang-mei
T|medical|medical|全面对抗衰老，美容疗效媲美水光注射。|case-liuzhou-mei
T|medical|medical|安全无创无水肿，能有效地增强治疗效果，达到1+1>2的术后疗效。|case-liuzhou-mei
H|ok-measure|general|精度通常指最大允许误差与量程之比。|doc-sensor
H|ok-measure|general|传感器标称的分辨率不小于最大允许误差的1/2。|doc-sensor
H|ok-measure|general|前后直管段要求前≥3DN，后≥1DN，体积修正仪可自由转动约340°。|doc-flowmeter
T|ok-identifier|general|流量计执行JJG198-94《速度式流量计》检定规程和Q/ZCY 13-2009企业标准。|doc-flowmeter
T|ok-measure|general|2023年我国家用美容仪市场规模接近100亿元，年复合增长率超30%。|doc-beautydevice
T|ok-identifier|general|射频类美容仪纳入第III类医疗器械进行管理，过渡期于2024年4月1日届满。|doc-beautydevice
T|ok-real|general|未依法取得医疗器械注册证不得生产、进口和销售。|doc-beautydevice
# ── added round 2: outside material for medical, safety, absolute, real estate, identifiers, notices ──
T|medical|medical|一次热玛吉解决5大衰老问题，快速、直接、精准解决衰老下垂，效果立竿见影。|case-xinhua2023-med
T|medical|medical|治愈率高、无副作用，手术成功率在99%以上，均达到满意疗效。|case-xinhua2023-med
T|medical|medical|下午做，晚上就可以化妆，不会耽误正常生活。|case-xinhua2023-med
H|absolute|medical|我们使用的皮肤美容仪全球排名第一。|case-xinhua2023-med
T|medical|drug|神奇血胆胃肠丸治愈胃肠疾病永不复发。|case-sfda2010-drug
T|medical|drug|彻底治愈老胃炎、老胃病的专利产品。|case-sfda2010-drug
T|medical|drug|短短一年它成功地救治了27.2万脑中风、脑梗塞、脑出血后遗症患者。|case-sfda2010-drug
H|medical|drug|6分钟杀毒止痒，10分钟清毒活细胞，24小时除癣换肤。|case-sfda2010-drug
T|safety|drug|一夜换肤看得见，绿色，安全，不损肝肾。|case-sfda2010-drug
H|medical|drug|服用当天灼热感消失，服用3天小便疼痛感消失。|case-sfda2010-drug
T|ok-real|drug|功能主治：补肾助阳，扶正固本。适用于肾阳不足所致的神疲乏力，腰膝酸软，肢冷畏寒。|case-cfda2015-3
H|ok-real|drug|壮腰补肾，益气养血。用于心悸少寐，健忘怔忡，腰膝酸痛，肢体羸弱。|case-cfda2015-3
H|ok-real|drug|温肾固精。用于肾阳不足所致的腰膝酸软、头晕耳鸣、遗精早泄。|case-cfda2015-3
T|medical|drug|喝了十天，胳膊麻木减少了，三个星期，精神状态不一样了，几个月后不失眠了。|case-cfda2015-3
T|medical|drug|3天左右腰腿痛逐渐消失，1疗程腰腿温热有劲，3周彻底恢复，一次治疗不易复发。|case-cfda2015-3
T|medical|drug|服用当天排尿困难得到缓解，3~5天耳鸣明显得以改善。|case-cfda2015-3
T|medical|drug|一天两小袋，胃肠病患者重新过上正常人的生活。|case-cfda2015-9
H|medical|drug|久服还可返老还童；服用3天，症状减轻；长期服用，白发转黑。|case-cfda2015-9
H|medical|drug|使用三周，前列消炎、急慢性肾炎得到康复。|case-cfda2015-9
T|medical|drug|角膜炎、结膜炎、老花等，受外伤看不见，用了都能好。|case-cfda2015-9
T|medical|health-food|吃了一年多，记忆力增强了，尿频尿急的毛病没有了，免疫力提高了，血糖也平稳了。|case-cfda2015-9
T|medical|health-food|服用15天，膝关节的疼痛就开始减轻了；服用三个月，就可以下床了。|case-cfda2015-9
H|medical|health-food|服用半年，消除各种症状，治愈骨病不易复发。|case-cfda2015-9
T|medical|medical|一般6-10天即可以使病毒数量明显下降，病情明显好转，有效率高达98%，疗效十分明显。|case-saic-med10
H|medical|medical|其中有很多患者，一个疗程即出现病毒转阴。|case-saic-med10
T|medical|medical|三次治愈带状疱疹、体癣、湿疹、过敏性皮炎、荨麻疹、牛皮癣等。|case-bj2024-med
T|absolute|medical|上午种牙，最快下午吃肉！价格表公开。|case-bj2024-med
T|medical|health-food|喝口神醋，一查卵巢囊肿没有了。|case-anhui2017
T|medical|health-food|无药胜药，屡见神效。|case-anhui2017
H|medical|health-food|孢子粉多糖有效率达90%以上，抑制癌细胞扩散率达89.3%。|case-cfda2017-hf
H|medical|health-food|吃药十几年，不如吃硒芝胶囊三十天。|case-cfda2017-hf
T|medical|health-food|它灵通神效，治愈万症。|case-gd2019
T|medical|health-food|100%纯天然孢子油，防癌抗癌，美容美颜。|case-gd2019
T|medical|food|每天一杯，烟毒排了，连吸进的雾霾也能拯救一下。|case-gd2019
H|medical|food|20年烟龄的黑肺竟然被洗干净了。|case-gd2019
T|medical|food|驼乳粉改善肺结节、降血糖、降脂降压。|case-samr2025
T|medical|food|儿童叶黄素能促进眼角膜修复，让过敏体质得到全面改善。|case-samr2025
T|medical|general|巴马若水能清除香烟毒素，解酒能力强，保肝护肝，缓解清除痛风痛苦。|case-xian2018
T|absolute|general|煮茶最佳拍档，是资深茶客的煮茶首选。|case-xian2018
T|absolute|general|被众多世界级的水专家誉为“水中贵族”。|case-xian2018
T|medical|cosmetics|这才几分钟，头发就变黑了，还没有化学味。|case-xian2020
T|absolute|medical|引进最新一代体外冲击波碎石机、肺功能检测仪和骨密度测量仪。|case-fjsen
T|absolute|general|杭州最优秀炒货店，杭州最好吃的栗子。|paper-fanglinfu
T|ok-negation|general|方林富炒货店因在店铺墙上及产品包装袋上使用“杭州最优秀炒货店”“杭州最好吃的栗子”等宣传用语，被处以20万元的罚款。|paper-fanglinfu
H|ok-real|general|西湖区市场监管局则认为，20万元的罚款已是《广告法》第57条规定的最低处罚金额。|paper-fanglinfu
T|ok-negation|general|2015年修改的《广告法》大幅度提升了对于广告主使用“最高”“最佳”等绝对化用语的处罚力度。|paper-fanglinfu
H|ok-real|general|食品、医疗服务、房地产、服装服饰四类广告违法案件较多，保健食品类的广告可以说在其中“独占鳌头”。|case-cfda2017-hf
T|ok-measure|general|全国共查处广告违法案件32510件，同比增长39.6%，其中虚假广告同比增长61.4%。|case-cfda2017-hf
T|ok-identifier|health-food|该产品批准文号为卫食健字(1996)第053号，证件持有人为洛阳九九龄醋业保健品有限公司。|case-cfda2017-hf
T|ok-identifier|health-food|该产品批准文号为国食健字G20120625，证件持有人为北京天草商贸有限公司。|case-cfda2017-hf
T|ok-identifier|general|决定书文号：西工商双生字〔2018〕第13号。|case-xian2018
T|ok-identifier|general|索引号FC127154154545401-1/2024-03799，公开方式：主动公开。|case-feicheng
T|ok-identifier|general|医疗广告内容仅限于医疗机构第一名称、医疗机构地址、所有制形式、医疗机构类别、诊疗科目、床位数、接诊时间、联系电话。|case-feicheng
T|ok-real|general|当事人在美团网店页面上发布“儿童窝沟封闭（单颗），儿童全口涂氟”等内容的广告涉及医疗技术、诊疗方法。|case-feicheng
H|ok-identifier|general|根据蓬市监处罚〔2024〕274号行政处罚决定书，该处罚信息将公示至2027年11月8日。|case-pengan
T|ok-real|general|2025年上半年，全国市场监管部门共查办医疗广告违法案件1666件，罚没金额1278万元。|news-medad2025
T|ok-measure|general|上海市主要媒体医疗广告监测违法率从2020年的3.89%，下降到2024年的1.57%，降幅约60%。|news-medad2025
T|ok-real|general|特别重点：涉及癌症、青少年近视防控等重大疑难疾病，依法从重处罚。|law-medical-guide
T|ok-negation|health-food|含有无效退款、保险公司保险等内容的；|rule-hf2005
H|ok-negation|health-food|含有“安全”、“无毒副作用”、“无依赖”等承诺的；|rule-hf2005
H|ok-negation|health-food|含有最新技术、最高科学、最先进制法等绝对化的用语和表述的；|rule-hf2005
T|ok-negation|health-food|含有有效率、治愈率、评比、获奖等综合评价内容的；|rule-hf2005
H|ok-real|health-food|保健食品广告中必须说明或者标明“本品不能代替药物”的忠告语；电视广告中保健食品标识和忠告语必须始终出现。|rule-hf2005
T|ok-negation|general|药品、医疗器械、保健食品广告含“无效退款”“无毒副作用”“保险公司保险”“服用一至几个疗程病症全无”等承诺的，属于违法广告。|list-xuyi
T|ok-real|drug|该药品为处方药，擅自在大众媒介发布广告。|case-sfda2010-drug
T|realestate|real-estate|买房就能上××小学。|news-re2016
T|realestate|real-estate|距国贸仅30分钟。|news-re2016
T|realestate|real-estate|即买即租，投资回报率高达12%。|news-re2016
T|realestate|real-estate|买房子送户口，买房直通名校。|news-re2017
T|realestate|real-estate|投资无风险，年年稳涨租。|case-shaodong
T|realestate|real-estate|无忧投资、首付仅4万起、轻松自住、出租，投资无风险，收益看的见。|case-shaodong
H|realestate|real-estate|无忧收租，月月稳定长租，租金每3年固定递增，收益稳定可靠。|case-shaodong
H|realestate|real-estate|投资学府公寓，月月稳收租，年年稳涨租。|case-shaodong
T|realestate|real-estate|未来升值潜力巨大，不管是自住还是投资，德泰人才公园都是最佳选择。|case-dalian
T|superstition|real-estate|享拥自然山水，坐拥龙脉之上，堪称风水宝地。|case-dalian
H|realestate|real-estate|5分钟可直达亚洲最大交通枢纽——杭州东站。|case-hangzhou-re
T|absolute|real-estate|未来五年城南绝对会成为临武最有价值区域，成为最适合居住的新区。|case-chenzhou
H|ok-real|real-estate|房地产中表现项目位置，应以从该项目到达某一具体参照物的现有交通干道的实际距离表示，不得以所需时间来表示距离。|law-re-text
T|ok-negation|real-estate|房地产广告中不得出现融资或者变相融资的内容，不得含有升值或者投资回报的承诺。|law-re-text
T|ok-real|real-estate|办理户口只能由政府有关部门依照规定进行。|law-re-text
T|ok-real|real-estate|房地产广告中涉及贷款服务的，应当载明提供贷款的银行名称及贷款额度、年期。|law-re-text
H|ok-negation|real-estate|广告中不能出现“稳赚不赔”、“高回报”等误导性信息。|news-bj-re-guide
T|ok-negation|real-estate|承诺“买房能落户”或房产会升值等10项内容禁止在房地产广告中出现。|news-bj-re-guide
H|ok-real|real-estate|房地产广告应坚持“房子是用来住的，不是用来炒的”定位。|news-bj-re-guide
H|ok-notice|health-food|正颖牌红景天颗粒，国食健字G20120625。\n本品不能代替药物。|case-cfda2017-hf
T|ok-notice|finance|南华同业存单指数7天持有基金，风险评价R2。\n基金有风险，投资需谨慎。|fund-nanhua
# ── added round 2 (b): real non-advertising text with listed words (news, drug-label rules) ──
T|ok-real|general|第一艘国产电磁弹射航母福建舰下水，第一艘国产大型邮轮“爱达·魔都号”建成运营。|news-xinhua-firsts
T|ok-real|general|“嫦娥六号”实现全球第一次月球背面无人采样返回。|news-xinhua-firsts
T|ok-real|general|这些“第一艘”“第一座”“第一次”，充分彰显了中国创新的重大突破。|news-xinhua-firsts
T|ok-real|general|2007年6月9日，文化部正式批准设立闽南文化生态保护实验区，这是我国第一个国家级文化生态保护区。|news-china-firsts
T|ok-real|general|中国国家质检总局正式批复同意在安徽省亳州市筹建国家中药材产品质量监督检验中心。|news-china-firsts
H|ok-real|general|相比“首店”，“首发”更强调内涵上的延展，涵盖首次发布、首次展出、首次落地等全链式发展过程。|news-shoufa
T|ok-real|general|【适应症】应当根据该药品的用途，采用准确的表述方式，明确用于预防、治疗、诊断、缓解或者辅助治疗某种疾病（状态）或者症状。|rule-drug-label
H|ok-real|general|需按疗程用药或者规定用药期限的，必须注明疗程、期限。|rule-drug-label
T|ok-real|drug|服用本品后可能出现皮疹，停药后可恢复。|rule-drug-label
T|ok-real|drug|结肠炎丸是一种用于治疗结肠炎的药物。|drug-info-colitis
T|ok-real|drug|说明书会强调在出现严重不良反应时应立即停药并咨询医生。|drug-info-colitis
# ── added round 3: SAIC/SFDA/NMPA illegal-ad notices (quoted copy, endorsements, device and health-food claims), drug labels, hospital news, rule texts, identifiers, risk notices worded in many ways ──
T|medical|medical|激活机体免疫系统，产生杀灭肝炎病毒的各种免疫细胞。|case-saic2012-med
T|medical|medical|一般6-10天即可以使病毒数量明显下降，病情明显好转。|case-saic2012-med
T|medical|medical|有效率高达98%，疗效十分明显。|case-saic2012-med
H|state|medical|国务院新闻办、中央军委保健局关注的肝病治疗新技术。|case-saic2012-med
T|ok-real|general|该广告以新闻形式发布，宣传医疗技术、诊疗方法，隐含保证治愈，利用专家、患者的名义和形象作证明。|case-saic2012-med
H|safety|device|配以各种天然药材提取物，是纯中药，无毒无害。|case-sfda2011-device
H|absolute|device|运用国际最先进E钛纳米技术。|case-sfda2011-device
T|ok-real|device|其批准的医疗器械适用范围为颈腰椎骨质增生性病症，慢性胃炎和前列腺炎等疾病的辅助治疗。|case-sfda2011-device
T|ok-real|device|适用范围：用于原发性高血压及冠心病的辅助治疗。|case-sfda2011-device
T|ok-negation|general|国家食品药品监督管理局提醒消费者：患有疾病应在医生的指导下治疗，不要相信违法广告的宣传。|news-sfda2011-warn
T|medical|drug|尿急、尿等待、夜尿多，1贴见效！|case-hlj2014
T|medical|drug|李教授55岁，患慢性前列腺炎，多次药物治疗均没有完全治好，用腺通贴才1个疗程，起夜次数减少了一半。|case-hlj2014
H|medical|drug|4个疗程后前列腺康复，排尿轻松，精神面貌焕然一新。|case-hlj2014
H|ok-real|general|该广告利用患者名义作证明，含有不科学地表示功效的断言或者保证，使用绝对化用语，误导消费者。|case-hlj2014
T|medical|drug|药到病除，三盒见效，治愈率为98%。|case-jinan-9kinds
H|medical|drug|专治疑难杂症，包治百病，无效退款。|case-jinan-9kinds
H|citation|drug|国内首创中药配方，源自研究院科研成果。|case-jinan-9kinds
T|medical|drug|省级医院专家推荐，上千位患者亲身见证疗效。|case-jinan-9kinds
H|ok-negation|general|声称“专治疑难杂症”“包治百病”“无效退款”的药品广告别相信。|case-jinan-9kinds
H|ok-negation|general|用专家、病例、患者作证明的药品广告别相信。|case-jinan-9kinds
T|ok-real|general|济南市食品药品监管局发布消费警示，提醒消费者勿轻信九类药品广告。|case-jinan-9kinds
H|ok-negation|drug|和其他产品的功效和安全性做比较的药品广告别相信。|case-jinan-9kinds
T|medical|drug|根治顽疾，疗效最佳，安全无副作用。|tip-drugad-identify
H|absolute|drug|国家级新药，最高科学，最新技术。|tip-drugad-identify
H|medical|drug|无效退款，保险公司保险。|tip-drugad-identify
H|ok-negation|general|以国家机关、医药科研单位、学术机构或者专家、医生、患者的名义作证明的，都是虚假广告的特征。|tip-drugad-identify
T|ok-real|general|该广告利用专家、患者的名义和形象作证明，含有不科学的表示功效的断言和保证，误导消费者。|case-saic2013-jan
H|ok-real|general|该广告以健康资讯栏目形式变相发布医疗广告，利用卫生技术人员的名义作证明。|case-saic2013-jan
H|ok-real|drug|该广告属于禁止在大众传播媒介发布的处方药广告。|case-saic2013-jan
H|ok-real|general|该广告未经审查擅自发布，宣传治愈率、有效率，误导患者。|case-saic2013-aug
T|ok-real|medical|该广告以新闻报道形式变相发布，并利用患者、医学教育科研机构及人员的名义和形象作证明。|case-saic2013-aug
T|ok-negation|general|在购买药械及保健食品时，请认真阅读产品说明书，并在医生或药师的指导下购买和使用。|case-gd-jingdian
T|ok-real|device|广告中含有有效率、获奖等综合性评价内容，严重欺骗和误导消费者。|case-gd-jingdian
T|medical|device|御医世家第五代传人祖传秘方，穴位贴敷可有效降低血糖。|case-gaolaotai
T|safety|device|降糖贴安全无副作用，见效快。|case-gaolaotai
T|medical|device|根治糖尿病，快速降糖，帮您减少或停用降糖药物。|case-gaolaotai
T|ok-real|general|中国糖尿病防治指南明确指出，糖尿病治疗应采取健康教育、医学营养治疗、运动治疗、血糖监测和药物治疗相结合的综合管理方案。|case-gaolaotai
T|ok-real|medical|目前临床认可的降糖药物包括二甲双胍、胰岛素等，这些药物都经过严格临床试验验证。|case-gaolaotai
T|medical|device|枕用三个月后血压稳了，心不慌了，胸不闷了，整个人年轻了许多。|case-sfda2006-device
H|ok-negation|health-food|保健食品不是药物，不能代替药物治疗疾病。|tip-samr-food
T|ok-negation|food|普通食品不能宣称保健功能，不得涉及疾病预防治疗功效。|tip-samr-food
H|medical|food|深海鱼油、红曲胶囊，预防心脑血管疾病。|tip-samr-food
T|medical|health-food|知名专家推荐，氨糖软骨素修复关节软骨，告别关节炎。|tip-samr-food
T|medical|health-food|营养师推荐：每天两粒，降血压、防癌抗癌。|tip-samr-food
H|ok-real|health-food|购买保健食品要认清“蓝帽子”标志，依据保健功能和适宜人群科学选用。|tip-samr-food
T|ok-negation|general|不法商家通过虚构科学实验、营养指导、专家背书等方式，夸大功效或者宣传具有“降血压”“抗癌”等功效。|tip-samr-food
H|ok-negation|health-food|保健食品广告不得含有“安全”“无毒副作用”“无依赖”等承诺。|rule-hf-review
H|ok-negation|health-food|不得以新闻报道等形式发布保健食品广告。|rule-hf-review
T|ok-real|health-food|保健食品广告中必须说明或者标明“本品不能代替药物”的忠告语。|rule-hf-review
T|ok-negation|health-food|不得含有最新技术、最高科学、最先进制法等绝对化的用语和表述。|rule-hf-review
T|ok-negation|health-food|不得声称或者暗示保健食品为正常生活或者治疗病症所必需。|rule-hf-review
T|ok-real|drug|【功能主治】活血通络，行气止痛。用于跌打损伤、气血瘀阻所致的肢体疼痛、肿胀麻木。|label-otc-xiatianwu
T|ok-real|drug|儿童、经期及哺乳期妇女、年老体弱者应在医师指导下服用。|label-otc-xiatianwu
T|ok-real|drug|有高血压、心脏病、肝病、糖尿病、肾病等慢性病严重者应在医师指导下服用。|label-otc-xiatianwu
T|ok-notice|drug|夏天无片，活血通络，行气止痛。\n请仔细阅读说明书并按说明使用或在药师指导下购买和使用。|label-otc-xiatianwu
H|notice|drug|夏天无片，活血通络，行气止痛，用于跌打损伤所致的肢体疼痛。|label-otc-xiatianwu
T|ok-real|medical|近日，沧州市中心医院副院长、沧州市眼科医院院长杨立东等组成“光明小分队”，到西藏拉萨开展白内障复明诊疗手术。|news-cangzhou-eye
T|ok-real|medical|本次援藏医疗队共筛查病人600余例，完成了白内障复明手术108例。|news-cangzhou-eye
H|ok-real|general|专家组单日为74名患者进行手术治疗，刷新了当地医院白内障手术日最高纪录。|news-cangzhou-eye
T|ok-real|medical|近日，南京医科大学附属儿童医院“心连心”医疗团队来到西藏拉萨墨竹工卡县开展义诊。|news-tibet-yizhen
T|ok-real|medical|十年来，医疗团队在墨竹工卡县筛查了近3000名儿童，免费救治患有先天性缺陷疾病的儿童近百名。|news-tibet-yizhen
T|ok-real|medical|7月27日，新疆医科大学附属中医院医护人员在和田市人民医院义诊，开展普外手术交流活动。|news-hetian-yizhen
T|ok-real|medical|新疆医科大学附属中医院普外一科主任段绍斌为患者进行了胆囊、腹腔病免费手术。|news-hetian-yizhen
T|ok-real|general|2014年，南医大二附院启动“心佑工程”，专门救助困难家庭先天性心脏病小患者。|news-xinyou
T|ok-real|medical|以中国工程院院士廖万清领衔的30多名在沪湘医专家为衡阳市民进行义诊。|news-hengyang-yizhen
T|ok-ordinal|general|这是中国侨联“健康光明联合行动”在甘肃活动的第一站。|news-qiaolian-eye
H|ok-identifier|general|最高人民法院于2011年12月20日发布了第一批指导性案例。|law-caseguide
T|ok-identifier|general|本书收录最高人民法院公布的指导性案例（第1批至第46批）共261件。|book-caseguide
T|ok-identifier|general|截止2021年5月10日，最高人民法院已发布共27批156个指导性案例，最高人民检察院共发布28批110个指导性案例。|paper-caseguide
T|ok-identifier|general|天津地铁1号线的首末班车是几点？|qa-metro
H|ok-identifier|general|上海地铁八号线最早一班是几点？|qa-metro
T|ok-identifier|general|顶级域名是域名中最右边的部分，它位于最高级别的域名层次结构中。|doc-tld
T|ok-identifier|general|通用顶级域名包括.com、.org、.net、.edu、.gov等，国家和地区顶级域名如.cn代表中国。|doc-tld
H|ok-identifier|general|国家代码顶级域名基于ISO 3166-1的国家和地区代码，例如.cn表示中国，.us表示美国。|doc-tld2
T|ok-real|general|注册含有“CHINA”“CHINESE”“CN”“NATIONAL”等单词的域名须经国家有关部门正式批准。|doc-cn-domain
T|ok-negation|finance|理财产品并非都是稳赚不赔的，市场的波动可能影响理财产品的收益。|fin-hexun-risk
T|ok-real|finance|非保本浮动收益型产品本金和收益均不保证，风险相对较高。|fin-hexun-types
T|ok-real|finance|证券公司只是代销渠道，不承担产品的最终兑付责任。|fin-hkyyi
T|ok-negation|finance|部分销售人员可能将保险、基金、理财等产品包装成“存款替代品”，甚至声称“保本保息”。|fin-fjnx
T|ok-real|finance|非保证收益理财计划不等同于一般存款产品。|fin-vilicai
T|finance|finance|本理财计划等同存款，稳赚不赔，保本保息。|fin-fjnx
H|finance|finance|高息理财，预期年化收益率可达20%，肯定不会赔本。|fin-grieving
T|ok-notice|finance|R2级非保本浮动收益理财产品，业绩比较基准3.1%。\n非保证收益理财计划不等同于一般存款产品，投资者可能损失本金。|fin-vilicai
H|ok-notice|finance|股票型基金定投计划，每月500元起投。\n基金的过往业绩并不预示其未来表现，投资需审慎。|fund-clause
T|ok-notice|finance|券商代销理财产品，风险等级R3。\n产品的盈亏取决于底层资产的表现，请根据自身风险承受能力选择。|fin-hkyyi
H|ok-notice|health-food|红景天胶囊，缓解体力疲劳。\n本品不能代替药物治疗疾病。|tip-samr-food
H|ok-notice|device|家用上臂式电子血压计，测量血压和脉率。\n请仔细阅读产品说明书或者在医务人员的指导下购买和使用。|law
T|notice|health-food|蓝帽子保健食品，缓解体力疲劳，增强免疫力。|tip-samr-food
T|ok-negation|general|未经审查，不得发布医疗、药品、医疗器械、保健食品广告。|law
# Round 4 (2026-11-29): fresh outside material, committed before any rule change; part by the FNV-1a hash.
T|medical|medical|短粗腿、大小腿，注射瘦腿让你拥有纤细美腿。|xinhua-2023-medads
T|medical|medical|刺激胶原蛋白新生，加快新陈代谢，退散色素，延缓衰老。|xinhua-2023-medads
H|medical|health-food|服用三个月，降伏癌症不是梦。|bj-2017-bjp
T|medical|health-food|坚持喝，乙肝转阴看得见，不用再打针吃药。|bj-2017-bjp
T|medical|health-food|每天减掉3斤体重，不节食不运动。|bj-2017-bjp
T|state|health-food|富硒灵芝，中华人民共和国卫生部推荐产品。|bj-2017-bjp
T|safety|health-food|这款保健品成分纯天然，绝对安全有效！|qd-2022-bjp
T|medical|health-food|这款保健食品吃了能治上百种病！|qd-2022-bjp
H|medical|health-food|这款保健品吃了能预防癌症，治疗癌症！|qd-2022-bjp
H|ok-real|health-food|保健食品是一种适宜于特定人群食用，具有调节机体功能，不以治疗疾病为目的的食品。|qd-2022-bjp
H|ok-negation|general|包括保健食品在内的所有食品均不具有预防和治疗功能。|cntvsp-2022-bjp
T|finance|finance|晋商贷15%高收益理财，高收益新告别死工资。|saic-2017-cases
T|finance|finance|稳收益：收益稳定，准时返还本息，100%兑付客户本金及收益。|saic-2018-cases
T|finance|finance|到期兑付客户本息，做到每位客户的本息零风险。|saic-2018-cases
T|absolute|education|深耕本溪教育五十余载，是本溪市最具实力的教育培训高端品牌。|benxi-2023-cases
T|medical|food|发明专利活菌硒，如何将癌细胞消灭。|zhaoqing-2024-cases
T|ok-negation|food|严禁违法生产含有“特供”“专供”“内供”党政机关和军队等类似标识内容的酒类商品。|samr-2024-teggongjiu
T|ok-negation|food|严禁违法设计、制作、代理、发布含有“特供”“专供”“内供”党政机关和军队等类似内容的酒类商品广告。|samr-2024-teggongjiu
H|ok-real|food|“特供酒”的范围为虚假标注或宣传与党政机关和军队有密切关联的特定名称、符号、标志性建筑物、官方活动等信息的酒品。|samr-2024-teggongjiu
H|ok-negation|food|坚决杜绝以“特供”“专供”“内供”党政机关和军队等名义推销酒类商品。|hunan-2024-jiuye
H|state|food|党政机关内供酒，原浆窖藏，限量供应。|samr-2024-teggongjiu
H|state|food|部队特供白酒，老战友聚会就喝它。|samr-2024-teggongjiu
T|state|food|军委办公厅内招酒，一般人喝不着。|xiake-2024-tegong
T|state|food|机关事务管理局机关服务局专用酒，酱香53度。|xiake-2024-tegong
T|state|food|中央国家机关特供三十年陈酿。|xiake-2024-tegong
T|state|food|警卫局接待用酒，整箱发货。|xiake-2024-tegong
T|state|food|大会堂专供，送礼有面子。|xiake-2024-tegong
T|state|food|XX市政府公务接待用酒，浓香型，每箱6瓶。|163-2024-tegong
H|state|food|内部专供品鉴酒，酱香型白酒，限量22瓶。|163-2024-tegong
T|ok-real|food|“特供酒”的名头，可能不少人都听过，实际上八成是假货，十分不靠谱。|xiake-2024-tegong
T|ok-real|food|经调查，该市相关部门并未授权该公司在包装上标记“政府接待用酒”字样。|163-2024-tegong
T|state|medical|喜迎二十大，早诊早治，防癌体检套餐优惠风暴来袭。|samr-2023-daoxiang
T|state|medical|喜迎二十大 奋进新征程，消化内镜室开展“组团式”无痛胃肠镜体检活动。|samr-2023-daoxiang
T|ok-negation|general|这类广告可能出现的问题包括使用国家机关和国家机关工作人员的名义，如委员长、主席、书记、总理等。|bj-2009-guoqi
T|ok-real|general|国旗、国徽、国歌是中华人民共和国的象征和标志，任何单位和个人不得在广告中使用。|nmg-2005-guoqi
H|ok-real|general|该店为提高产品销量，在其微信公众号文章中使用了中华人民共和国国旗图片，已被立案调查。|cfsn-2024-guoqi
H|ok-negation|general|市场监管部门提醒经营主体，不使用国旗、国歌、国徽，军旗、军歌、军徽等进行商业宣传。|cfsn-2024-guoqi
H|absolute|medical|浙江腋臭中心，引领华东腋臭诊疗，浙江人治腋臭必选。|cpqr-2025-tianmushan
H|medical|medical|可达到一次去除的效果，无痛无痕清新腋臭，治疗时间短，创口小，不住院。|cpqr-2025-tianmushan
T|medical|medical|种别人种不好的种植牙，突破高难度的手术。|yz-2023-medcases
T|ok-negation|general|含“根治”“不反弹”“国家级”“最先进科学”“最高技术”等绝对化语言的药品广告属于违法广告。|xuyi-medads
T|ok-negation|general|清理检查主要针对超出批准的功能主治和保健功能，宣传包治百病、适合所有症状以及治愈率等违法行为。|hxnews-2013-zhengzhi
T|medical|device|孩子每天都能治疗三五次，三个月后，视力已经恢复到了1.0。|sfda-2007-device
H|medical|device|轻度近视1到2个月可恢复视力，中度近视3到4个月可达到理想状态。|sfda-2007-device
H|medical|device|视力恢复后，每天保健1到2次可保持视力不反弹。|sfda-2007-device
H|medical|device|老中医动员全家换用药王枕，著名医学家推荐。|sfda-2007-device
T|safety|device|药王枕安全无依赖性，多病同治。|sfda-2007-device
T|ok-real|general|教育培训的效果受师资差异、生源基础、学习态度等多方面因素影响。|hd-2021-edu
H|education|education|985 211重点院校面试超钻班，课程学费19800，通过率≈100%。|hd-2021-edu
T|education|education|30天冲刺名校，零基础保过资格证。|yc-2025-edu
T|ok-real|education|学习是长期积累的过程，不存在速成捷径。|yc-2025-edu
H|ok-negation|general|市场监管部门明确要求，教育培训广告不得诱导学员进行贷款消费。|yc-2025-edu
T|debatable|education|0元入学，分期贷款学技能，先上课后付费，轻松无压力。|yc-2025-edu
H|ok-real|drug|口服。0-3岁，一次1-2支；3-6岁，一次2-4支，一日4次，用时摇匀，或遵医嘱。|label-hkzww-koufuye
T|ok-real|drug|【功能主治】解表散热，疏肝和胃。用于外感病，邪犯少阳证，症见寒热往来、胸胁苦满、食欲不振。|label-souyao-otc
H|ok-real|drug|监测数据显示，本品可见以下不良反应：恶心、呕吐、腹胀、腹痛、皮疹、瘙痒、头晕、嗜睡等。|label-souyao-otc
T|ok-real|drug|益气，养阴，活血。用于气阴两虚，瘀血阻滞所致的神疲乏力，少气懒言，失眠健忘。|label-souyao-otc
T|ok-real|drug|不良反应：尚不明确。禁忌：对本品过敏者禁用；孕妇禁用。|label-hnysfww-xiaoer
T|ok-real|drug|清热利湿，健脾，止泻。用于小儿消化不良，单纯性腹泻。|label-hnysfww-xiaoer
T|ok-real|drug|本品为内科咳嗽类非处方药药品，清热化痰，止咳平喘。|label-yama-kechuan
T|notice|drug|阿胶当归胶囊，已转换为非处方药，补气养血。\n每粒装0.4克，口服，一次4粒，一日3次。|label-nmpa-2024-otc
T|ok-real|health-food|保健食品适宜特定人群食用，但不能替代药品用于治疗疾病。|familydoctor-bjsp
T|ok-real|device|电子血压计结构轻巧，易于携带、使用，便于自我测量，适用于家庭保健。|manual-bp-empfolio
T|ok-measure|device|血压计示值的允许误差值为±0.5kPa（±4mmHg），脉搏数的允许误差值为±5%以内。|manual-bp-empfolio
T|ok-real|device|依测量结果自我诊断及治疗有风险，应遵从医生指导。|manual-bp-kiwyzy
T|ok-real|device|患有严重的血液循环障碍、血液疾病的患者，请在医生的指导下使用。|manual-bp-kiwyzy
T|ok-measure|device|测量前请至少休息15分钟以上，连续测量时，请至少间隔2分钟以上。|manual-bp-kiwyzy
T|ok-real|device|本指导原则适用于超声多普勒胎儿心率仪的产品注册，管理类别为Ⅱ类。|nmpa-2024-doppler
T|ok-real|general|中央气象台今天6时发布寒潮蓝色预警，这是今年来首个寒潮预警。|weather-cma-2025
H|ok-measure|general|28日早晨，最低气温0℃线将南压至云南北部至江南南部一带。|weather-cma-2025
H|ok-measure|general|18日，强冷空气来袭，当日阴到多云，最高气温9℃左右，最低气温2℃左右。|weather-gy-2019
H|ok-real|general|“小雪”节气后，冷空气活动将会更加频繁，气温总体上将逐渐降低。|weather-gy-2019
T|ok-measure|general|今天全市最高气温普遍11度上下，较昨天低2度左右。|weather-sh-2024
T|ok-measure|general|北到西北风3-4级，最高温度9度，最低温度4度，火险等级气象指数4级，易燃。|weather-sh-2024
T|ok-real|general|上海周末降温明显，部分郊区可能出现冰冻或严重冰冻。|weather-sh-2024
T|ok-real|general|1953年8月9日，吴传玉以1分8秒4的成绩夺得男子100米仰泳第一名，这是新中国运动员在重大国际比赛中获得的第一块金牌。|sport-firsts-bilezu
T|ok-real|general|陈镜开以133公斤的成绩打破最轻量级挺举世界纪录，成为新中国第一个打破世界纪录的运动员。|sport-firsts-bilezu
T|ok-real|general|何诗蓓以1分50秒31打破世界纪录，成为香港泳坛史上首位世界冠军兼世界纪录保持者。|sport-hk-swim
T|ok-real|general|法兰西体育场的第一个世界纪录，诞生于男子撑竿跳决赛。|sport-paris-2024
T|ok-real|general|纳迪姆凭借这一成绩拿到金牌，这也是巴基斯坦在本届奥运会上获得的首枚奖牌。|sport-paris-2024
T|ok-measure|general|米罗斯拉夫将女子速度攀岩世界纪录定格在6秒06，也是奥运会上用时最短的女子项目世界纪录。|sport-paris-2024
T|ok-real|general|杜普兰蒂斯赛后说：“只要站在赛道上，手握长竿，我就觉得自己是最棒的。”|sport-paris-2024
H|ok-negation|general|“极品”两字，与“最高级”“最佳”等用语含义相同，属于绝对化用语。|saic-1997-jipin
T|absolute|food|极品铁观音，一泡回甘，茶友都说好。|saic-1997-jipin
H|absolute|general|最具创新力的国产厨电品牌，十年研发只为一台好灶。|163-2025-zui
T|ok-grade|general|本公司研发的高压阀门荣获国家技术发明奖一等奖。|163-2025-zui
H|debatable|general|最质朴的大千世界，给最初的你。|hand93-2017-zui
T|debatable|general|精选优质长绒棉，亲肤透气。|110ask-youzhi
T|absolute|general|手工紫砂壶，顶级工艺，独一无二的温润手感。|110ask-youzhi
H|absolute|general|2025新款冲锋衣，全球首发，填补国内空白。|110ask-youzhi
H|absolute|general|行业掌门人品牌，绝无仅有的十年质保。|110ask-youzhi
T|absolute|cosmetics|世界领先的提取工艺，前无古人的肌肤体验。|110ask-youzhi
T|superstition|real-estate|择一处“风水宝地”，满足所有人对安家的渴望。|cnfin-2021-suzhou
T|realestate|real-estate|临街黄金小旺铺，面积小，门槛低，随着商铺自身的不断升值，保证资产安全性的同时还能升值。|cd-2019-cases
H|realestate|real-estate|占据高铁新区核心，尽享城市向北发展红利，升值空间不可限量。|cd-2019-cases
T|realestate|real-estate|紧邻快速路，40分钟即可直达天府新区。|cd-2019-cases
T|superstition|general|本厂产品均采用千年乌木为原材料，能驱邪避凶，有护身的作用。|cd-2019-cases
T|medical|food|招牌药膳菜品能抗癌、止痛、延年益寿。|cd-2019-cases
T|absolute|drug|创面修复专家，全球首个能主动修复黏膜的药品。|zj-2020-cases
T|medical|drug|胃病反复发作怎么办？修复黏膜溃疡，降低胃病复发。|zj-2020-cases
H|medical|food|黄花鱼有健脾开胃、安神止痢、益气填精之功效，对贫血、失眠、头晕及产后体虚有良好的疗效。|zj-2020-cases
T|medical|general|疫情当前，给大家推荐一款防病毒车载净化器，灭细菌、防病毒。|sh-2020-covidads
T|medical|cosmetics|它具有消炎杀菌的作用，可抵抗外在病毒进入呼吸道。|sh-2020-covidads
T|medical|health-food|激活自身免疫细胞，能阻止冠状病毒对呼吸道上皮细胞的侵入。|saic-2020-covidads
T|medical|food|磁化水对此次新型冠状病毒感染的肺炎具有明显防治作用。|saic-2020-covidads
T|finance|finance|投资立信 普惠于民，国内知名P2P咨询服务平台，债权优质，风控严格，五重保障，让你安享财富生活。|wz-2016-finads
H|notice|finance|中金国泰稳健理财，年化收益6.8%，1万元起投。\n扫码关注公众号，了解更多产品。|wz-2016-finads
T|finance|finance|稳健高收益，零风险，本金收益有保障。|zj-2018-finads
T|state|food|这个酒北京有个单位的朋友，他们学习完之后给他们喝的。|js-2025-adcases
H|state|food|上面的抬头、底下的公章，我都不能给你看，懂的都懂。|js-2025-adcases
T|finance|finance|优惠开店少投资，毛利100%归属于您，投资门槛低，低成本高收益。|sh-2021-xishiduo
T|citation|general|覆盖50多个国家，全国代理商70万，团队已经发展到20余万人。|sy-2020-yiyongtang
H|ok-real|finance|您的本金可能会因市场变化而遭受重大损失。|lwstw-fin-risk
T|ok-real|finance|预期收益率并不等于实际收益率，需要区分清楚。|lwstw-fin-risk
T|ok-real|finance|风险提示并不是对未来风险的确定性预测，而是基于过往经验和当前市场环境的可能性评估。|hexun-2025-riskbook
H|ok-real|finance|市场风险可能导致产品的实际收益低于预期，甚至出现本金损失。|hexun-2025-riskbook2
T|ok-real|finance|所有投资都有风险，理财产品也不例外。|rjut-finads
H|finance|finance|炒股赚钱易如反掌，跟着老师操作就行。|rjut-finads
H|debatable|cosmetics|抑制黑色素生成是这款晚安修护面膜的第二大核心功效。|hrb-2022-cosmetics
T|medical|cosmetics|这块古皂能淡化老年斑，还能治疗口腔溃疡和痔疮。|kaiyun-2025-guzao
H|notice|drug|999皮炎平绿色装，止痒就是快，无色无味更清爽。\n推荐您用皮炎平绿色装。|samr-2019-cases
H|medical|cosmetics|德国硅凝胶，修复疤痕，祛疤效果看得见。|hn-2024-qiba
H|ok-negation|general|消字号产品属于卫生消毒用品，不能声称医疗、美容效果，也不具备医治效果。|hn-2024-qiba
H|medical|general|7天瘦10斤，包瘦不反弹。|legaldaily-2025-jianfei
T|ok-real|general|健康焦虑叠加审美压力，减肥市场迅速扩张，相关企业已达3.4万家。|legaldaily-2025-jianfei
H|debatable|general|健康瘦身，不节食、不吃药、不手术，通过内调外养，泡出纤纤美体。|xm-2023-paojiao
H|ok-real|general|泡脚可以促进血液循环，缓解疲劳、放松身心，如果想要减肥，一定要去正规医疗机构。|xm-2023-paojiao
H|medical|health-food|亲测一周瘦8斤，坐着也能减肥。|amr-2025-jianfei
T|ok-real|health-food|消费者选购有助于控制体内脂肪的保健食品时，要认准产品包装上的“蓝帽子”标识。|amr-2025-jianfei
T|medical|food|不用管住嘴，不用迈开腿，30天能瘦30斤，中老年便秘、三高、脂肪肝问题也能解决。|saic-2014-shouzhentang
T|medical|food|酵素原液，抗炎抗菌抗瘤，排毒美容，调整免疫降血压。|tdf-jiaosu
T|ok-real|general|不要轻信电视、网站在购物和养生节目中刊播的虚假广告宣传，盲目购买和使用该产品。|cfda-2015-pangdaifu
T|ok-real|medical|医疗机构官网展示的接诊时间、科室介绍等基本信息不视为广告。|abcnm-2025-medads
T|ok-negation|general|医疗广告不得出现宣传治愈率、有效率等保证诊疗效果的用语，如“三天病痛消失”“彻底治愈”。|xrlawyer-medguide
H|medical|medical|市医学研究协会推荐机构，全市指定妇科医院。|xrlawyer-medguide
T|ok-negation|general|医疗广告不得使用中国人民解放军和中国人民武装警察部队名义。|xrlawyer-medguide
H|state|medical|武警部队合作医院，军队专家定期坐诊。|xrlawyer-medguide
H|absolute|medical|引进最先进癌症治疗技术，让患者少走弯路。|boteman-medads
H|medical|drug|6个月，有心脏病的患者心不慌不闷了，心脏病彻底好了，临床治愈100%。|cfda-2016-ads
H|medical|drug|神奇新剂型特效奇药，浑身上下老毛病，两口药酒全搞定。|cfda-2016-ads
T|safety|drug|只需三个疗程，男性功能可恢复正常，而且安全性是其它产品无法能比的。|cfda-2016-ads
T|ok-real|general|该“神药”说明书宣称为纯中药，具有治疗咳嗽、支气管炎、咽喉炎等多种功效，经检测含有止咳类西药成分。|za-2024-shenyao
T|medical|health-food|日加满品牌挚友潘粤明：缓解疲劳，增强免疫力，日加满随时为我补充能量。|sh-2022-panyueming
T|medical|food|深海多烯鱼油，可以解决头晕头痛、手麻脚麻、四肢乏力。|bj-2025-ai-ad
T|medical|health-food|E肽润巢，抗衰老祛斑，能年轻10岁。|cmgw-2010-mingren
H|medical|food|瘦腰、瘦腿、瘦全身，嚼嚼就变瘦。|mxgxt-mingren
T|debatable|food|猴姑饼干，养胃就吃它。|mxgxt-mingren
H|debatable|food|金龙鱼调和油，冠军家庭的选择。|mxgxt-mingren
T|ok-negation|general|凡是标榜“包治百病”的，就要警惕“谋财害命”。|e23-2024-qingqi
T|medical|general|吸上一口氢气，就能抗肿瘤、抗衰老，还能解决各种疑难杂症。|e23-2024-qingqi
H|ok-negation|general|吸氢后感觉和平时不一样，并不代表可以治病，甚至不代表对身体就有好处。|e23-2024-qingqi
H|medical|general|“齿”刻开始，全家无“幽”；发明金奖，专利配方；一次见效，永不口臭。|dt-2022-kangyou
T|ok-negation|general|幽门螺旋杆菌定植在胃中，靠牙膏防治犹如隔靴搔痒，并不靠谱。|dt-2022-kangyou
T|ok-real|medical|绝大多数人可以通过两周以内的口服药物治疗杀灭细菌。|dt-2022-kangyou
T|ok-negation|medical|病菌并非一定需要根除，患者就自身指征与医生探讨后决定。|dt-2022-kangyou
T|medical|medical|海外防癌之旅，输液排除致癌物，专杀坏细胞。|bjyouth-2018-fangai
H|ok-negation|medical|除了宫颈癌目前已有预防疫苗，对于其他所谓的“输液排出致癌物”的疗法闻所未闻。|bjyouth-2018-fangai
H|ok-real|medical|绝大多数癌症的病因尚不清楚，一直都是世界医学难题。|bjyouth-2018-fangai
T|medical|general|肠疗SPA舒适性强，不会让人产生依赖性，还可以解决发烧、过敏性皮炎、糖尿病、血压高等多种问题。|gmw-2022-changliao
H|ok-negation|general|此类“肠疗SPA”不仅无法实现广告宣传的效果，还可能诱发败血症等疾病。|gmw-2022-changliao
T|medical|medical|活能克毒快速转阴疗法，可以彻底治愈乙肝。|jd-yigan
H|medical|medical|凡在我院治疗的病人，只需交560元，就能一直治疗，直到转阴为止。|jd-yigan
T|ok-real|medical|乙肝病毒携带者只需要定期进行肝功能、乙肝病毒载量等检查，并根据医生的建议进行适当的抗病毒治疗即可。|jd-yigan
T|ok-negation|medical|患者应该保持理性，不要轻信所谓的“特效药”和“根治疗法”。|jd-yigan
T|state|drug|高干专供药参茯金丹，一般渠道买不到。|cctv315-2025-shenyi
T|absolute|medical|中国中医第一慈善医生，专治各种慢性病。|cctv315-2025-shenyi
T|ok-negation|medical|目前医学上尚无能够彻底根治所有类型糖尿病的方案。|bohe-tnb-zhiyu
T|ok-negation|general|糖尿病患者应树立科学认知，避免轻信“彻底治愈”的夸大宣传。|bohe-tnb-zhiyu
T|ok-negation|medical|生活方式的改变可以对糖尿病的管理产生积极影响，但这些改变并不能替代药物治疗。|gilt-tnb
T|ok-negation|medical|目前，还没有确凿的科学证据表明糖尿病可以不吃药自愈。|gilt-tnb
T|ok-real|medical|1型糖尿病通常需终生胰岛素治疗，2型糖尿病可通过生活方式干预、口服降糖药等综合管理实现阶段性减停药物。|bohe-tnb-yaowu
T|ok-real|medical|擅自停药可能导致血糖急剧升高，引发糖尿病酮症酸中毒或高渗高血糖综合征等急性并发症。|fh21-tnb
H|ok-real|medical|本病一经发病，多不可治愈，但经标准的治疗，可极大延缓并发症的发生。|miaoshou-tnb
T|ok-negation|cosmetics|无论是“妆”字号还是“特”字号，我国规定化妆品不得宣称具有治疗、杀菌抑菌等功效。|qlwb-2023-zihao
H|ok-real|cosmetics|烫发剂、染发剂、脱毛膏、防晒霜和美白祛斑类的护肤品等，都可以在其产品外包装上看到“特”字号。|qlwb-2023-zihao
H|ok-negation|cosmetics|在我国并没有“药妆”“医学护肤品”的界定。|bj-2022-yaozhuang
H|ok-negation|cosmetics|如果您通过查询明确是普通化妆品，则宣传祛斑美白等特殊功效均为违法。|bj-2022-yaozhuang
T|ok-real|cosmetics|化妆品的使用对象是皮肤健康人群，而外用药品的使用对象是有病症人群。|nmpa-2017-huazhuangpin
H|ok-real|cosmetics|使用化妆品的目的包括清洁、保护、营养和美化等，而使用外用药品是为治病。|nmpa-2017-huazhuangpin
H|ok-negation|cosmetics|从法规的角度来说，是不允许宣称“药妆”的，也不存在所谓的“械字号面膜”或者“医美面膜”。|gd-2022-yimei-mianmo
T|ok-real|device|第一类医疗器械备案的敷料可能只是起到物理退热或者冷敷理疗的效果。|gd-2022-yimei-mianmo
T|absolute|general|这款羊毛衫绝对不起球，终生穿不坏。|fxbk-jinyongci
T|absolute|general|国货领袖品牌，降噪技术世界领先。|fxbk-jinyongci
T|ok-negation|real-estate|不得在房地产广告中标注或暗示房源为学区房、学位房，不对业主购房后可入读某学校作出保证或承诺。|zh-2023-fdc
T|ok-negation|real-estate|不得在房地产广告中承诺或暗示该房地产可能升值或有投资回报、返利。|zh-2023-fdc
T|ok-real|real-estate|居民私人及非经营性售房、租房、换房广告，不适用于本规定。|law-re-rules-1996
T|education|education|国考、省考一次上岸，赶紧上车！|cd-2022-gongkao
T|education|education|公务员一次上岸精品课，报名从速。|cd-2022-gongkao
T|ok-notice|finance|金鹰持久回报分级债券基金，回报A每满6个月开放一次。\n基金投资遵循“买者自负”原则，基金净值变化引致的投资风险，由投资者自行负责。|fund-jinying-2012
T|ok-real|finance|基金宣传推介材料应当含有明确、醒目的风险提示和警示性文字，以提醒投资人注意投资风险。|lwstw-fund-rules
T|notice|finance|中金衡益增强债券基金，投资范围包括国债期货和资产支持证券。\n今日开放申购，10元起投。|fund-zhongjin-2020
T|ok-real|general|《最强大脑》以1.709%的收视率力压其他综艺，成为上周综艺节目收视率的NO.1。|tv-5694-zuiqiang
T|ok-title|general|《王牌对王牌》是浙江卫视一季度主推的综艺节目。|tv-5694-zuiqiang
T|ok-title|general|《最强大脑》第一季完美收官，最后一期节目的CSM48城市收视率为2.74%。|tv-studyofnet-zuiqiang2
T|ok-title|general|《极限挑战》第四季将正式首播，挑战《奔跑吧》明星真人秀综艺一哥的位置。|tv-5toutiao-jixian
T|ok-title|general|江苏卫视《一站到底》暑期特别档“世界名校争霸赛”首站华丽开战。|tv-nnc24-yizhan
T|ok-real|general|节目以0.7%的收视率稳夺同时段综艺节目收视冠军。|tv-nnc24-yizhan
T|ok-real|general|《中国新歌声》以2.604%的收视率和10.34%的收视份额稳居榜单的第一位。|tv-52fuqing
H|ok-measure|general|电驱动行驶时，最高设计车速不超过25km/h；电助动行驶时，车速超过25km/h，电动机不得提供动力输出。|ebike-gb-2018
H|ok-measure|general|装配完整的电动自行车的整车质量小于或等于55kg，电动机额定连续输出功率应当小于或等于400W。|ebike-gb-2018
T|ok-measure|general|“纯棉”或“全棉”仅允许用于棉含量100%的产品，若含其他纤维，必须明确标注混纺比例。|madama-cotton
T|ok-measure|general|一件“95%棉+5%氨纶”的T恤，商家可能宣传“纯棉”，但实际并非100%棉。|madama-cotton
T|absolute|general|Madama纯棉系列，采用100%天然棉质，亲肤透气，带来极致舒适体验。|madama-cotton-page
T|ok-measure|general|带有数字30℃的桶状图标意味着衣物可以机洗，但温度不能超过30摄氏度。|9ly-shuixi
T|ok-real|general|通过解读水洗唛，我们可以更好地掌握面料特性与护理技巧，让每件衣服都焕发出最佳状态。|9ly-shuixi
T|ok-real|general|使用保温杯时不宜盛装碳酸饮料，内部不断产生的二氧化碳会使压力增大导致上盖脱出。|samr-2022-xiaofei
T|ok-measure|general|15个月以内的儿童应使用后向式安全座椅。|samr-2022-xiaofei
H|ok-real|general|交流型护眼台灯可能会有频闪，不建议连续长时间使用。|samr-2022-xiaofei
T|ok-real|general|不要在道路、草地、沙地或人员拥挤的地方滑行，滑行时还应佩戴头盔等护具。|samr-2023-ertong
T|ok-identifier|general|合格的产品应标注执行标准GB/T 33394-2016《儿童房装饰用水性木器涂料》。|samr-2021-xiaofei
T|ok-negation|health-food|保健食品一般需要较长时间服用才能对身体起到保健作用，不能相信所谓的“疗效”“速效”。|sfda-2010-bjsp14
T|ok-negation|general|有关宣传治疗恶性肿瘤、疑难杂症和各种疾病的所谓保健食品小广告，均属于违法广告。|sfda-2010-bjsp14
T|safety|drug|三宝胶囊是目前男性用药中起效最快又最安全的补肾药。|cfda-2015-ads
H|medical|device|前列腺磁疗敷袋，60天完全康复。|cfda-2015-ads
T|citation|general|全球第二好用的智能手机。|is96-2025-cases
T|absolute|general|北方最大的药用铝塑包装和重磅包装生产基地。|is96-2025-cases
T|superlative|general|行业龙头品牌，全球顶尖，没有之一。|is96-2025-cases
T|citation|general|手机边缘触控已申请46项专利。|is96-2025-cases
T|debatable|general|10户中国家庭，7户用公牛。|zjs-2025-gongniu
T|ok-real|general|国务院决定废止食品质量免检制度，质检总局公告废止了《产品免于质量监督检查管理办法》。|saic-2008-218
T|medical|general|明目抑菌护理液，缓解眼睛疲劳，治疗干眼症。|qd-2018-xiaodu
T|ok-negation|general|消毒产品不是药品，不得宣称能治病。|qd-2018-xiaodu
T|ok-negation|general|使用“仅限今日”“今日特惠”“明天涨价”等不实语言诱导顾客购买的，属于价格违法行为。|dg-2018-jiage
H|price|general|仅限今日，明天涨价，全网最低价！|dg-2018-jiage
T|debatable|general|原价318元，促销价159元，活动时间10月1日至10月7日。|dg-2018-jiage
H|platform|general|想要同款的姐妹加我V：xhs2025，私聊发链接。|xhs-2025-daoliu
T|platform|general|戳主页进粉丝群，群里发淘宝优惠口令。|xhs-2025-daoliu
H|ok-plain|general|点击笔记左下角的商品卡，可以在小红书商城直接下单。|xhs-2025-daoliu
T|ok-real|general|小红书禁止通过除小红书商城、直播间购物车、官方留资组件之外的其他形式引导站外交易。|xhs-2025-daoliu
T|realestate|real-estate|疫情影响，投资商铺不靠谱，稳健投资还看校园小房。|sd-2022-fdc
T|realestate|real-estate|项目紧邻九年一贯制学校，入住即可就读。|jm-2023-fdc
H|medical|general|凯硕护理仪将有效治疗富贵包症状，全国销量第一。|sd-2019-anmoqi
T|ok-real|general|保健按摩器分为两大类，一类是具有健身作用的普通健身器材，另一类是具有预防、诊断、治疗作用的医疗器械。|sd-2019-anmoqi
T|medical|general|免费体验三天，百年祖传秘方，专治鼻炎。|tx-2019-biyan
T|safety|general|不痛苦、不打针、不吃药、不手术，鼻炎调理零风险。|tx-2019-biyan
T|medical|general|一清、二排、三修复，具有理肺、宣肺、排肺浊气功效。|tx-2019-biyan
T|ok-negation|general|这些产品只是普通商品，不是消毒产品，不是医疗器械，更不是药品。|tx-2019-biyan
H|ok-negation|medical|有些医美机构及其网站宣称的“绝对安全”“效果永久”等，都涉嫌广告违法。|nb-2026-yimei
T|safety|medical|玻尿酸填充绝对安全，效果永久。|nb-2026-yimei
T|safety|medical|激光脱毛是永久性脱毛技术，直接损毁毛囊，又不损伤周边组织，痛感轻微。|tz-2021-yimei
T|safety|medical|激光脱毛是目前为止最安全快捷长久的去毛技术。|tz-2021-yimei
T|medical|medical|三次注射强化抗氧化力，深层嫩肤实现少女肤质。|tz-2021-yimei
T|ok-negation|finance|银行、支付机构在进行营销宣传活动时，不得明示或者暗示保本、无风险或者保收益等。|zgjrw-2020-baoben
H|ok-negation|finance|金融消费者应清楚“保本高收益”就是金融诈骗。|zgjrw-2020-baoben
T|ok-negation|finance|理财产品都有一定风险，不能承诺保本保息，可以为您推荐相对而言风险较低的理财产品。|zgjrw-2020-baoben
T|ok-real|finance|承诺保证本金的金融产品收益率超过6%就要打问号，超过8%就很危险。|cqt-2020-baoben
T|ok-negation|finance|对于收益的描述，不能承诺固定或保底收益，应当基于市场情况进行合理的预测和说明。|gzshszh-2025-licai
T|ok-tip|food|食品包装上标注的120天是最佳赏味期，并非安全界限，开封后会加速变质。|gzjll-baozhiqi
H|ok-tip|food|奶粉、咖啡等建议用密封罐保存，未开封保质期12个月，开封后需1个月内用完。|fudaoke-baozhiqi
H|ok-tip|food|购买食品后应第一时间按包装要求存放，开封后尽快食用。|fudaoke-baozhiqi
H|ok-real|food|保质期是预包装食品在标签指明的贮存条件下，保持品质的期限。|d22-baozhiqi
T|ok-industry|general|更换保险丝时需匹配电流规格，不能用铜丝代替。|sboyo-baoxian
H|ok-tip|general|雷雨天气最好拔掉插头，儿童接触的电器要用带保护门的插座。|sboyo-baoxian
T|ok-industry|general|220伏电压下，10安保险丝能承受约2200瓦的电器功率。|gzjll-baoxiansi
T|ok-measure|general|常见的16A开关适合普通插座，32A开关用于空调等大功率设备。|drbdp-kongkai
T|ok-industry|general|保险丝并不是“打”的，而是“换”的，熔断后要更换相同规格的保险丝。|pz1902-baoxiansi
T|ok-ordinal|food|最后放入西红柿丁，加精盐调味煮沸，即可起锅。|dushan-caipu
T|ok-ordinal|general|老爸先开始做第一步：洗菜；接下来是关键的第三步：炒菜。|zuowen-chaocai
T|ok-measure|food|五成油温约150℃，下葱姜蒜立刻浮起，超过七成就易糊。|cqcmst-caipu
T|ok-ordinal|food|先处理味道重的，再处理味道轻的，最后处理易出水的。|cqcmst-caipu2
H|ok-ordinal|general|第一次学做炒菜，心情十分激动。|my369518-chaocai
T|state|food|军中茅台，部队特供，战友聚会就喝它。|cctv-2023-junjiu
T|state|food|公众号在售军酒军品40余种，下单即送货上门。|cctv-2023-junjiu
T|state|general|将军顾问团倾力推荐，军字系列、百将系列产品丰富多样。|ld-2024-junming
T|state|food|八一军需特制酒，退伍老兵专享。|plalog-2022-junzi
T|ok-negation|general|严禁任何单位和个人利用中国人民解放军和武装警察部队名义，以任何形式进行商业营销宣传。|plalog-2022-junzi
T|ok-negation|general|涉军特定含义字样，包括“军队”“部队”“解放军”“武警”“战区”“警卫局”“国防”“八一”“军用”“军需”等。|plalog-2022-junzi
T|ok-grade|general|以下21家旅游景区达到国家5A级旅游景区标准要求，拟确定为国家5A级旅游景区。|mct-2020-5a
T|ok-grade|general|通过验收的国家级文化生态保护实验区正式确定为国家级文化生态保护区。|mct-2023-wenhua
H|ok-real|general|四川大熊猫栖息地保存的野生大熊猫占全世界30%以上，是全球最大最完整的大熊猫栖息地。|heritage-2024
T|ok-real|general|至此，我国世界遗产总数达到59项，居世界前列。|heritage-2024
T|variant|medical|引进zui先进癌症治疗技术，让患者少走弯路。|boteman-medads
T|variant|general|北方zui大的药用铝塑包装生产基地。|is96-2025-cases
T|variant|general|这款羊毛衫jue对不起球。|fxbk-jinyongci
T|variant|general|国货Top1品牌，降噪技术一骑绝尘。|fxbk-jinyongci
H|variant|cosmetics|全网第1好用的修护面霜。|110ask-youzhi
H|variant|general|行业最.强性能，一步到位。|js-2025-adcases
T|ok-notice|finance|本基金属于混合型基金，预期风险与收益低于股票型基金。\n投资有风险，投资人在进行投资决策前，请仔细阅读本基金的《招募说明书》及《基金合同》。|fund-lawinsider
T|ok-notice|finance|天弘现金管家货币基金，随存随取。\n基金投资不同于银行储蓄，投资者购买基金既可能分享收益，也可能承担基金投资所带来的损失。|fund-tianhong-2024
T|ok-notice|finance|R2稳健型理财，业绩比较基准2.8%-3.5%。\n理财产品都有一定风险，不承诺保本保息。|zgjrw-2020-baoben
H|ok-notice|finance|新客专属理财，7天起投。\n没有高回报、低风险的金融产品，高收益意味着高风险，请审慎选择。|cqt-2020-baoben
T|ok-notice|device|家用压缩式雾化器，适用于呼吸道给药。\n禁忌内容或者注意事项详见说明书。|law-art16
H|ok-notice|device|上臂式电子血压计，测量血压和脉率。\n依测量结果自我诊断及治疗有风险，请在医生的指导下使用。|manual-bp-kiwyzy
T|notice|device|家用颈椎治疗仪，缓解颈肩酸痛。\n低频脉冲，三档可调。|sd-2019-anmoqi
T|notice|health-food|鱼油软胶囊，辅助降血脂。\n每日2粒，随餐食用。|samr-cca-2023-food
T|notice|drug|小柴胡颗粒，解表散热，疏肝和胃。\n每袋装3克，开水冲服，一次1~2袋。|label-souyao-otc
T|ok-self|general|小米15系列CPU任务执行效率提升19%，应用启动响应时间缩短45.7%。|news-xiaomi15
H|ok-real|general|小米15系列成为全球首款搭载新一代骁龙8至尊版平台的机型。|news-xiaomi15
H|ok-self|general|标准版搭载A19芯片，图像处理能力较前代提升20%，视频播放时长较前代增加8小时。|news-iphone17
T|ok-self|general|新品厚度仅5.6mm，刷新iPhone 6保持的6.9mm纪录，成为史上最薄iPhone。|news-iphone17
T|ok-real|general|麒麟980基于7nm工艺制程打造，是全球首款商用7nm的手机芯片，性能较上一代提升46%。|news-kirin980
T|ok-negation|device|医疗器械广告不得含有“家庭必备”、评比、排序、推荐、指定等综合性评价内容。|talaoshi-device
H|medical|device|家庭必备的颈椎理疗仪，医院指定产品，热销抢购中。|talaoshi-device
#@round 5
# ── round 5 (2026-11-29): 177 fresh rows from outside material, added before any engine change of the round ──
T|medical|general|这款电热毯能治疗老寒腿、关节炎、腰突，手脚冰凉、气血不畅的都来试试。|case-xinle-2026
T|ok-negation|general|这些宣称暗示产品具有医疗效果，但该产品并非药品或医疗器械，涉嫌虚假宣传。|case-xinle-2026
T|state|food|永和豆浆作为国礼走进各国驻华大使馆。|case-sh-2021-yonghe
H|ok-negation|food|当事人在非正式场合向个别使馆工作人员赠送产品，赠送行为和产品均未经政府授权。|case-sh-2021-yonghe
T|superstition|general|做一场法事，保佑孩子考出高分。|news-yueyang-2019
T|superstition|general|改个名字就能转运，看相排命找大师。|news-yueyang-2019
T|ok-real|general|执法人员发现临街门面外张贴着“看相、排命、风水”的招牌，当即进行了现场检查。|news-yueyang-2019
H|superstition|general|塔罗牌占卜预知未来，冲花凉让你时来运转。|news-tarot-2023
T|ok-negation|general|一些商家以改变运气、消灾避祸、祛病解忧等为噱头，收费动辄成千上万元。|news-tarot-2023
T|education|education|超过85%的老师来自985、211大学，名师带你冲刺。|samr-2021-peixun
T|price|education|2节试听课+期末高分秘籍，原价430元，现价仅12元。|samr-2021-peixun
T|price|education|钜惠双十二，五折抢好课！|samr-2021-peixun
T|ok-real|education|校外培训机构违法违规行为主要特点是“虚构、夸大、诱导”。|samr-2021-peixun
T|medical|cosmetics|这款润肤三件套美白、去皱、抗皱，一套搞定。|case-binzhou-2023
T|ok-real|cosmetics|该标签中产品名称为溯妍时光赋活精华液的化妆品功效里有“保湿抗皱”字样。|case-binzhou-2023
T|medical|food|吃了这款果冻轻松减肥，不用节食也能瘦。|news-xinhua-2025-zhibo
H|medical|general|药王秘制膏，专治老寒腿，一贴见效。|news-xinhua-2025-zhibo
T|medical|cosmetics|双A醇缓释猛药，用了四个月沟沟壑壑都没了，干纹一键磨皮。|zj-2023-zhibo-jiance
T|medical|health-food|经期不平稳、量少，吃这个可以改良雌性激素水平，调节内分泌。|zj-2023-zhibo-jiance
T|ok-real|general|每8场直播带货活动，就有1场涉嫌存在广告违法行为。|zj-2023-zhibo-jiance
T|debatable|device|苗古金贴远红外治疗贴，第56代传承人手工熬制，中老年专用。|samr-2025-internet
H|medical|food|超聚肽蛋白固体饮料，护肝解毒、调节三高。|samr-2024-minsheng
T|medical|medical|德国血液净化，降三高、护心脑、助长寿。|samr-2024-minsheng
T|medical|drug|十全大补丸，强效包治，对降血压有改善效果。|samr-2024-minsheng
T|medical|food|罗汉果胖大海菊花茶，肺部结节、咽炎、咽喉肿痛都能喝。|samr-2024-minsheng
T|medical|food|强力抗氧，抵御自由基，高效抗氧化的饮用水。|samr-2024-minsheng
T|citation|medical|本诊所为湖南中医药大学中医临床学术指导单位。|case-chenzhou-2025
T|ok-plain|cosmetics|新店特惠，毛孔净透管理，时长60分钟。|case-chenzhou-2025
H|medical|medical|擅长不孕不育、输卵管堵塞、宫颈糜烂，妇科疑难杂症一治就好。|case-chenzhou-2025
H|ok-real|drug|【功能主治】清热，利咽，生津。用于慢性咽炎，慢性喉炎，慢性扁桃体炎。|label-zangqingguo
T|ok-real|drug|【不良反应】尚不明确。【禁忌】尚不明确。|label-zangqingguo
H|ok-real|drug|一般症状在服药三天内无改善或出现发热渐高等其他症状应去医院就诊。|label-zangqingguo
T|ok-real|drug|【功能主治】开胃消食。用于食欲不振，消化不良，脘腹胀闷。|label-shanzha
H|ok-measure|drug|开水冲服。一次15克，一日1-3次，小儿酌减。|label-shanzha
H|ok-real|drug|脾胃虚寒的消化不良者，无积滞者勿用。|label-shanzha
T|ok-real|drug|解表散热，疏肝和胃。用于寒热往来，胸胁苦满，心烦喜吐，口苦咽干。|label-xiaochaihu-20hl
H|ok-real|drug|服药3天后或服药期间症状无改善，或症状加重，应立即停药，并去医院就诊。|label-xiaochaihu-20hl
T|ok-real|drug|清肝明目，疏风散热，除湿痹，解疮毒。用于风热感冒，目赤头痛，头晕耳鸣，咽喉肿痛。|label-xiasangju
H|ok-real|drug|风寒感冒者不适用，其表现为恶寒重，发热轻，无汗，头痛，鼻塞，流清涕。|label-xiasangju
H|ok-real|drug|清热解毒，凉血消肿。用于风热感冒症见发热，上呼吸道感染，咽喉肿痛，及各种疮疖肿痛。|label-xiaoyan
T|ok-real|general|国内生产总值达到134.9万亿元、增长5%，增速居世界主要经济体前列。|gov-report-2025
T|ok-real|general|对全球经济增长的贡献率保持在30%左右。|gov-report-2025
H|ok-real|general|财政总收入、一般公共预算收入分别达到1073.6亿元和638.7亿元，均保持全省第三。|gov-jiaxing-2025
H|ok-real|general|加快建设长三角城市群重要中心城市，较好完成了主要目标任务。|gov-jiaxing-2025
H|ok-negation|health-food|保健食品主要功能是调节人体机能，它不是药品，不能治疗疾病。|tip-shenzhenyaxin
T|ok-tip|health-food|购买保健食品时应到大型的商场超市、正规的药店、保健品店去。|tip-shenzhenyaxin
H|ok-real|health-food|每种产品最多只能有2种保健功能，其标识的保健功能必须与批准的保健功能一致。|tip-shenzhenyaxin
H|medical|health-food|吃了这个，以后的高血压、高血脂就好了，不用吃别的药了。|tip-tcesche
T|ok-real|health-food|一类是以调节人体机能为目的的功能类产品，包括增强免疫功能、辅助降血脂功能、辅助降血糖功能。|tip-tcesche
T|state|food|军中五粮，后勤特供，将军品鉴装限量到货。|news-zaobao-2023-junjiu
H|ok-real|general|纠察员发现车辆后侧玻璃上标注着“军酒销售”的字样，随即拍照并进行跟随。|news-zaobao-2023-junjiu
H|ok-negation|food|这些所谓的“特供酒”“专供酒”冒用的名义五花八门，喝的不是酒，喝的是盒子。|news-tegongjiu-sjznmg
T|ok-real|general|赵州桥建于隋朝，距今已有1400多年历史，是世界上现存最早的石拱桥。|baike-zhizui-henyumen
H|ok-real|general|故宫始建于明朝，是世界上现存规模最大、保存最完整的皇家宫殿建筑群。|baike-zhizui-henyumen
T|ok-real|general|青藏铁路是世界上海拔最高、线路最长的高原铁路，穿越多个冻土带。|baike-zhizui-henyumen
T|ok-real|general|四门塔是目前我国现存最古老的亭阁式石塔，距今有1300多年的历史。|baike-zhizui-chouekigaku
H|ok-real|general|孔庙是我国祀孔庙堂中建造年代最早，规模最大的一座。|baike-zhizui-chouekigaku
T|ok-real|general|青岛水族馆1931年1月动工，1932年2月建成，是亚洲第一个水族馆。|baike-zhizui-chouekigaku
T|ok-title|general|清代康熙皇帝南游时观赏了趵突泉，封为“天下第一泉”。|baike-zhizui-chouekigaku
H|ok-real|general|最早的兵书是春秋孙武的《孙子兵法》，字数最多的字典是清朝的《康熙字典》。|baike-zhizui-nanchens
T|ok-real|general|我国春秋时期出现的算筹是世界上最古老的计算工具。|baike-zhizui-nanchens
T|ok-real|general|三峡水电站是目前世界最大的水电站，安装着70万千瓦的水轮发电机组。|baike-zhizui-shijiezz
T|ok-real|general|这台超重型机床的加工精度为0.006毫米，最大工件承重负荷达500吨。|baike-zhizui-shijiezz
T|ok-real|general|中国与英、法、美、俄并为联合国安理会五大常任理事国。|baike-zhizui-odvq
H|ok-real|general|世界上最高的山峰珠穆朗玛峰，海拔8848.86米，位于中国和尼泊尔交界处。|baike-zhizui-yfs8
T|finance|finance|年化收益36%-60%，国资背景担保，保本保息，随时赎回。|boc-2025-licai
H|ok-negation|finance|虚构“国资背景”“保本保息”等承诺，未取得金融业务许可，伪造监管备案信息。|boc-2025-licai
H|ok-negation|finance|承诺远超市场平均水平的收益率（如日息1%、月息超10%）的，都是高回报陷阱。|boc-2025-licai
T|ok-negation|finance|以“限时抢购”“名额有限”制造紧迫感的理财推介，要提高警惕。|boc-2025-licai
T|ok-negation|finance|平台的理财产品介绍中不要涉及对未来效果、收益做出保证的承诺，不得明示或暗示保本、无风险或者保收益。|p2p-zijiao-netshop168
H|ok-negation|finance|私募机构不得在宣传中使用“预期收益”、“预计收益”等词语。|p2p-zijiao-netshop168
T|ok-real|general|2007年，我国第一家P2P公司在上海成立，当时大众对P2P的认可度并不高。|paper-p2p-jizihe
T|medical|medical|全国独家专利丰胸技术，不用开刀住院，只需要打一针就能丰胸美体。|news-kantie-2024-fengxiong
T|medical|medical|最新隆胸技术，不用开刀，不用填充假体，20分钟就能让胸部神奇变大。|news-kantie-2024-fengxiong
T|ok-real|medical|手术果然像机构负责人说的那样，前后只用了二十分钟，随着时间的推移，她渐渐发现两侧不再对称。|news-kantie-2024-fengxiong
H|ok-real|general|据市气象台对未来三到七天的天气预报，本周我市最低气温的“底限”将出现在周四和周五，预计在1℃左右。|weather-cnnb-2015
T|ok-real|general|最高气温起伏不大，除了周四稍低，在7℃左右外，其余日子基本维持在10℃~12℃。|weather-cnnb-2015
T|ok-real|general|17日，我市山区部分地区迎来了今冬的第一场雪，虽然雪量不大，但足以扮靓大地。|weather-lalt
H|ok-real|general|市气象台发布大雾黄色预警，预计未来几日雾霾天气仍将持续。|weather-lalt
T|ok-real|general|后天的天气更加寒冷，白天最高气温仅有-3℃，最低气温仍维持-8℃左右。|weather-0535
H|ok-real|general|今夜又有一股冷空气来袭，受其影响，气温将节节回落，并伴有5到6级偏北风。|weather-0535
T|ok-real|general|本周后期降温较明显，尤其是24日早晨最低气温或将降至12℃左右。|weather-8178580
T|ok-negation|general|未经用户明确同意，不得发送商业广告、促销信息或引导性内容。|rule-rlut-sixin
H|ok-negation|general|平台对私信的发送频率、内容格式（如禁止包含外部链接、二维码等）有严格限制。|rule-rlut-sixin
H|ok-negation|general|诱导分享：发送测试类、答题类等内容诱导用户分享至朋友圈，分享后用户才可见到答案。|rule-wechat-2015-youdao
T|ok-real|general|第一次违规受到的处罚包括封号30天、拦截链接、删除诱导增加的粉丝、关闭流量主。|rule-wechat-2015-youdao
T|platform|general|测一测你的前世是什么，分享到朋友圈后才能查看结果！|rule-wechat-2015-youdao
T|platform|general|关注公众号回复“答案”，即可查看完整解析。|rule-wechat-2015-youdao
T|ok-negation|general|禁止好友助力、加速、砍价、任务收集等违规活动。|rule-wechat-2019-wailian
H|platform|general|邀请3位好友助力砍一刀，0元带走空气炸锅！|rule-wechat-2019-wailian
H|platform|general|转发本条到朋友圈，截图发我，即可领取10元红包。|rule-wechat-2019-wailian
T|ok-real|general|9月25日晚，雷军第六次年度演讲以《改变》为主题，与小米新品发布会合并举行。|news-czci-2025-xiaomi
H|ok-real|general|截至发稿前，小米商城显示磁吸充电宝仍处于“暂时缺货”状态，小米17系列将于9月27日上午10点正式开售。|news-czci-2025-xiaomi
T|debatable|general|小米17续航几乎是iPhone17两倍。|news-czci-2025-xiaomi
T|ok-real|general|奔驰CLA纯电版车型在全球首次亮相，续航里程在WLTP工况下可达792公里。|news-dfulqf-2025-auto
T|ok-real|general|宝马推出了全球首个覆盖全动力系统的电子电气架构，算力提升了20倍。|news-dfulqf-2025-auto
T|ok-real|general|小马智行在北京南站开通了Robotaxi服务，实现了从南站至亦庄区域的接驳。|news-dfulqf-2025-auto
T|debatable|general|余承东在讲话中表示：“华为智驾是现货不是期货，而且是最好的现货。”|news-shayu-2025-huawei
T|absolute|general|我们的智驾是现货不是期货，而且是最好的现货，闭眼入。|news-shayu-2025-huawei
T|ok-real|general|截至发稿前，22.4万人参与了该投票，其中18.9万人支持原装手机支架。|news-shayu-2025-huawei
H|ok-real|general|华为MatePad Pro 13.2是首款搭载“星闪”技术的平板。|news-wj-2023-huawei
T|ok-real|general|2025粤港澳大湾区车展首日观众达18.3万人次，超过去年首日的15.7万人次，创历史新高。|news-aastocks-2025-auto
T|ok-real|general|红旗汽车展出了首款豪华飞行汽车“天辇1号”。|news-aastocks-2025-auto
T|ok-real|general|尊界S800在5月30日晚间正式上市，售价70.8万元起，上市一小时大定突破1000辆。|news-itbear-2025-auto
T|ok-grade|food|茶叶的等级划分，由高到低依次为：特级、1级、2级、3级，有的还有10级。|tea-grade-yupopo
T|ok-grade|food|特级：紧细、匀整、显毫、匀净、陈香浓郁、浓醇、红浓明亮。|tea-grade-yupopo
H|medical|health-food|问美美容宝胶囊，专治失眠便秘，吃一个疗程就见效。|saic-fzhei-yiliao
T|education|education|签订保密协议，参加培训包过，没过退部分学费。|news-weishi-2018-kaoyan
H|ok-real|education|很多机构为了招揽学生，只要之前押的题目有一点沾边就拿来说事，说自己押中了题。|news-weishi-2018-kaoyan
T|education|education|学硕全科至尊彩虹卡，签保障协议，考试不过就退费。|news-zzwb-2018-kaoyan
H|education|education|985考研保分班，内部资源、私密人脉，初试不过可退费。|news-bjnews-2024-kaoyan
T|ok-real|education|据教育部统计，从2022年到2024年全国硕士研究生招生初试，报名人数分别为457万、474万、438万。|news-bjnews-2024-kaoyan
T|ok-negation|education|考研从来就不存在“内部资源”，需要的就是考生踏踏实实做好自己的复习规划。|news-163-2024-baoguo
T|ok-negation|education|即便“保过班”“保分班”按约定兑现课程服务，本身也是违规的做法。|news-163-2024-baoguo
T|education|education|全程内部绝密资料，量身定制学习计划，零基础全程班通过率高达91.8%。|news-hfjinjia-2025-kaoyan
T|education|education|39800元定向院校复试包过，不过可全额退费，合作定点院校名额有限。|news-yuejian-2022-fushi
H|ok-real|education|2022年全国考研报名人数457万，比2021年增长80万，增幅为21%。|news-yuejian-2022-fushi
T|ok-real|education|全国硕士研究生招生调剂服务系统于5月5日关闭，2022年考研正式落幕。|news-nanmuxuan-2022-tiaoji
T|state|food|总理同款咖啡，就在3W咖啡。|ad-enercret-jinji
T|state|general|国家企业品牌计划入选品牌，央视见证。|ad-enercret-jinji
H|absolute|real-estate|城市核心，寸土寸金，绝版地段不可复制。|list-bjmy2z-dichan
T|absolute|real-estate|问鼎城市之巅，无与伦比的臻品府邸。|list-bjmy2z-dichan
T|ok-real|food|营养成分表中的能量及营养成分应标示具体数值，并提供其确定依据。|nutri-fstzdl
T|ok-measure|food|每100g、每100mL和每100kJ产品中的能量及营养成分含量的数值应具有对应关系。|nutri-fstzdl
T|ok-measure|food|应以“方框表”的形式标示能量、蛋白质、脂肪、碳水化合物和钠，方框可为任意尺寸。|nutri-qytwb
H|ok-real|general|空气炸锅热风温度通常可达180℃-200℃，且风扇风力强劲。|tip-topmobs-2026-kongqi
T|ok-real|general|若需使用锡纸，应确保其平整紧贴食物底部，绝对不要完全覆盖炸篮通风孔。|tip-topmobs-2026-kongqi
T|ok-real|general|首先，阅读说明书永远是第一步，许多品牌已明确警示勿随意垫纸。|tip-topmobs-2026-kongqi
T|ok-real|general|有些人在使用垫纸时，会忽视“最高温度限制”或“使用时间”。|tip-yaxin-kongqi
T|ok-real|general|最好与墙壁起码有5厘米的距离，这样便于热气的散发。|tip-ccschy-weibolu
T|ok-real|general|如果在烹饪过程中发生冒烟或起火现象，不要立刻打开微波炉的门，而应该立即切断电源。|tip-ccschy-weibolu
T|ok-real|general|1959年，21岁的容国团在第25届世界乒乓球锦标赛中夺得男子单打冠军，这是新中国第一个世界冠军。|news-xinhua-2024-tiyu
T|ok-real|general|1960年中国登山队完成人类历史上首次从北坡登顶珠峰的壮举。|news-xinhua-2024-tiyu
T|ok-real|general|巴黎残奥会女子50米自由泳S10级决赛中，陈懿以27秒10的成绩获得冠军，并打破世界纪录。|news-zzrb-2024-canao
H|ok-real|general|李樟煜在预赛中创造了新的世界纪录，比此前的纪录快了4秒多。|news-zzrb-2024-canao
T|ok-real|general|杜丽在女子10米气步枪决赛中，凭借最后一枪反超世界排名第一的俄罗斯名将获得奥运首金。|news-chinanews-2024-shoujin
T|ok-real|general|射击项目是奥运会历史上最古老的项目之一，早在首届夏季奥林匹克运动会时就已设立。|news-chinanews-2024-shoujin
H|ok-real|general|许海峰以566环夺得射击男子自选手枪慢射比赛冠军，这是中国第一枚奥运金牌。|news-chinanews-2024-xuhaifeng
T|ok-real|medical|手术顺利，患者第一天便可下床活动。|news-zsyy-2024-yuancheng
T|ok-real|medical|入院后发现他的肝S4段有一颗最大直径达到6.6cm的恶性肿瘤，处于中国肝癌分期Ib期。|news-zsyy-2024-yuancheng
T|ok-real|medical|妇科成功独立开展了两例单孔腹腔镜下手术，术后仅在患者脐部留下一不足2cm的疤痕。|news-ehu-2025-fuke
T|ok-real|medical|这是我院新院区运营以来的首例手术，目前病人各项身体指标良好。|news-hpdnfz-shouli
T|debatable|medical|中山一院以其悠久的历史、卓越的医术，被誉为“华南地表最强医院”。|blog-bkwk-zsyy
T|debatable|medical|同济医院全球首创膜解剖技术，让彻底切除肿瘤成为可能。|book-daowen-tongji
T|ok-real|medical|1980年，中山一院为患者实施了国内首例断足再植手术。|blog-bkwk-zsyy
T|medical|food|全脂高钙羊奶粉，喝了能治骨质疏松、关节痛，老人孩子都离不开。|case-foshan-2025-shelao
H|medical|health-food|FDP胶囊和辅酶Q10，治疗急性心肌梗死、心绞痛，防癌抗癌、降血糖血压。|case-foshan-2025-shelao
T|ok-real|general|当事人通过组织讲座、播放视频、发放问卷、安排消费者“现身说法”等方式进行宣传。|case-foshan-2025-shelao
T|medical|food|外公红糖对经期不适（痛经）等有较好作用，安神、助眠、补气、补血。|case-liuzhou-2025-hongtang
T|medical|food|常吃玉米可缓解便秘、降胆固醇，食用玉米可预防冠心病、动脉粥样硬化。|case-guangyuan-2024-yumi
T|medical|health-food|冬季族病：手脚冰凉、支气管炎、老寒腿、老胃病、肩周炎，一盒调理好。|case-guangyuan-2024-yumi
H|ok-real|general|药品广告中必须标明药品的通用名称、忠告语、药品广告批准文号、药品生产批准文号。|law-yaopin-shencha-bjxgf
T|ok-negation|drug|药品广告内容涉及适应症或者功能主治的，应当以批准的说明书为准，不得进行扩大或者恶意隐瞒的宣传。|law-yaopin-shencha-bjxgf
T|ok-negation|general|不得单独出现“咨询热线”“咨询电话”等内容。|law-yaopin-shencha-bjxgf
T|ok-negation|medical|医疗、药品、医疗器械广告不得说明治愈率或者有效率，不得与其他医疗机构比较。|law-art16-shoulawyer
H|ok-negation|health-food|保健食品广告不得声称或者暗示广告商品为保障健康所必需。|law-art16-shoulawyer
T|ok-title|general|第三季《最强大脑》将于明年1月1日回归江苏卫视，首期嘉宾是王石。|news-xinxishibao-2015-zqdn
T|ok-title|general|3月1日，《最强大脑》十周年庆典在南京举行，十年来播出十季节目。|news-jsbc-2023-zqdn
T|ok-real|general|评审根据现场选手两两PK的战绩，最终选拔出适合带领新队员的队长。|news-xinxishibao-2015-zqdn
T|ok-identifier|general|统一社会信用代码是一组在全国范围内唯一且终身不变的18位法定身份识别码。|paper-fx361-2025-xinyong
T|ok-identifier|general|境内所有法人和其他组织拥有唯一的统一代码，每一组统一代码只对应一家法人和其他组织。|paper-fx361-2025-xinyong
H|ok-identifier|general|统一代码由十八位的阿拉伯数字或大写英文字母组成，最后一位是校验码。|wiki-51517777-xinyong
H|ok-identifier|general|主体标识码是旧的组织机构代码，第9位到第17位为组织机构代码。|wiki-51517777-xinyong
T|ok-measure|general|纯棉袜是指由100%天然棉花纤维制成的袜子。|baike-51dcw-chunmian
H|ok-real|general|看标签：正规产品会标明“100%棉”或“纯棉”字样。|baike-51dcw-chunmian
T|ok-real|general|纯棉燃烧后呈灰烬状，无塑料味。|baike-51dcw-chunmian
T|medical|cosmetics|韩国进口100U乐提葆，月销过万，打一针瘦脸除皱。|samr-2025-minghangd
T|ok-real|general|截至4月底，全国市场监管部门共查处违法广告案件11459件，罚没款8830.9万元。|samr-2025-minghangd
T|absolute|cosmetics|世界第一、独步天下的嫩白秘方，三天根治黑斑。|news-u1s5d6-2016-xujia
T|ok-real|general|据国家工商总局统计，2014年共查处虚假广告、虚假宣传和虚假表示案件2.67万件。|news-u1s5d6-2016-xujia
T|realestate|real-estate|买房送学位，名校直升，升值空间无限。|news-zgdreams-2015-dichan
T|realestate|real-estate|投资回报率15%，每年递增7%，轻松当房东。|news-zgdreams-2015-dichan
T|realestate|real-estate|距离国贸只要3分钟，开车5分钟到地铁站。|news-zgdreams-2015-dichan
T|ok-negation|cosmetics|化妆品命名不得使用虚假、夸大和绝对化的词语，不得使用医疗术语。|tip-jsmbw-huazhuangpin
T|medical|cosmetics|解决敏感肌美白难题，专为敏感肌研发。|case-luoli-2025-minganji
T|medical|cosmetics|世界上最强的天然抗氧化剂，抗衰老、提高免疫力、预防肿瘤。|law-yuanfo-2024-huazhuangpin
H|ok-negation|cosmetics|消费者可通过国家药品监督管理局网站查询产品的注册或备案信息，确认其宣称的功效是否属实。|tip-g22998-minganji
#@round 6
# ── round 6 (2026-11-29): 263 fresh rows quoted from outside material (penalty decisions and case bulletins, news, hospital news, labels, notices) found with the search tool by two collectors who never ran the engine, added after the round's first rule changes and measured once before any further change ──
T|medical|cosmetics|碧波庭、乳腺增生、乳腺结节|r6-case-shitai-2024-165
H|citation|cosmetics|全球首创激能注氧技术|r6-case-shitai-2024-165
T|medical|cosmetics|你有前列腺问题吗?|r6-case-shitai-2024-165
T|citation|health-food|日产80万瓶|r6-samr-2025-food-cases
T|medical|food|血栓快速溶解、心脑血管双重调理改善|r6-samr-2025-food-cases
H|medical|food|可以对中枢神经、肝脏健康、消化系统、骨骼、抗癌等有预防改善效果|r6-samr-2025-food-cases
T|superlative|general|水灵子仪,秒杀一切净水器,长期使用30年,中间不用维护|r6-liaoning-2020-epidemic-cases
H|medical|general|水灵子仪过滤的水对高血压、高血脂、血黏、糖尿病都有很好的治疗效果|r6-liaoning-2020-epidemic-cases
T|medical|health-food|睡前吃2粒,一觉自然醒,服用后的变化看得见|r6-guangdong-health-food-top10
T|state|general|主营产品丰富多样,目前已经形成军字系列、百将系列|r6-case-loudi-louxing-2024-army
T|absolute|real-estate|潍坊市顶级滨水社区|r6-shandong-2020-top10-weifang
T|realestate|real-estate|前往区政府、人民医院和植物园仅需5分钟|r6-shandong-2020-top10-weifang
H|medical|food|能抑制肿瘤生长和转移|r6-shandong-2020-top10-weifang
T|medical|food|滋阴补血,降胆固醇,预防癌症,补益心脾,养血安神|r6-shandong-2020-top10-weifang
T|state|finance|政信项目背后是政府信用、政府还款意愿强、国家政策提供权威保障|r6-samr-2024-guidance-cases
H|finance|finance|晋商贷15%高收益理财,只选大机构10元免费注册,高收益新告别死工资,15%高收益|r6-saic-2017-cases-hebei-shanxi
H|education|education|地方公务员事业编命题考官、阅卷考官|r6-jiangsu-2025-education-cases
T|price|education|原价:6000元2人团报每人只要399|r6-shanghai-2022-education-cases
T|absolute|real-estate|买60平享90平,投资置业最佳选择|r6-shanghai-2017-no1-bulletin
T|education|education|985 211重点院校面试超钻班,课程学费:19800购买,通过率≈100%|r6-case-haidian-2021-tiangui
H|safety|medical|全面对抗衰老、美容疗效媲美水光注射,但安全无创无水肿、能有效地增强治疗效果|r6-case-liuzhou-2025-medbeauty
T|safety|health-food|起效更快更安全、效果更强更持久|r6-guangdong-2019-food-cases
T|medical|food|对熬夜、应酬烟酒过多、咳嗽、慢支气管炎、腰腿疼痛等具有明显改善作用|r6-yunfu-2025-cases-batch1
T|medical|food|黄花鱼有健脾开胃、安神止痢、益气填精之功效,对贫血、失眠、头晕、食欲不振及妇女产后体虚有良好的疗效|r6-zhejiang-2020-cases-wenzhou
H|medical|medical|一般6-10天即可以使病毒数量明显下降,病情明显好转,有效率高达98%|r6-saic-2009-wujing-jiangxi
T|medical|health-food|彻底治愈不反复|r6-yilong-tv-drug-ads
H|superlative|device|一个震惊世界的医疗新理念,一个数病同治的医疗新途径|r6-sfda-2011-device-ads
H|safety|device|运用国际最先进E钛纳米技术,配以各种天然药材提取物,是纯中药,无毒无害|r6-sfda-2011-device-ads
T|absolute|medical|全球排名第一|r6-samr-2023-medical-cases
H|medical|device|治疗Ⅰ型糖尿病和Ⅱ型糖尿病,以及糖尿病引起的口干口渴、身体消瘦|r6-cixi-2016-device-experience
T|absolute|food|数万宁德人夜宵首选的地方,新颖创意,最正宗|r6-case-ningde-2018-snack
T|absolute|food|宁德夜宵最佳好去处,吃最正宗的福鼎小吃|r6-case-ningde-2018-snack
H|absolute|general|史无前例,全球首款|r6-case-shanghai-hongkou-2015-tongjing
H|finance|finance|投资立信 普惠于民 中普互联网金融,国内知名p2p咨询服务平台,债权优质 风控严格 五重保障 让你安享财富生活|r6-wenzhou-2016-finance-cases
T|absolute|finance|抗降息最佳产品——洛阳银行‘大额存本取息’储蓄产品,降息不降收益,5年期利息提前得|r6-case-zhengzhou-2016-luoyang-bank
T|absolute|food|杭州最好的炒货店铺|r6-ruian-hangzhou-2016-zui
T|absolute|food|100%不含反式脂肪|r6-shanghai-2014-no1-bulletin
T|medical|cosmetics|对家族遗传性脱发白发有预防作用|r6-shanghai-2014-no1-bulletin
T|state|food|这个酒北京有个单位有个朋友,他们学习完之后给他们喝的|r6-jiangsu-2025-guidance-cases
T|state|food|再给你们看个东西,上面的抬头底下的公章,我都不能给你看|r6-jiangsu-2025-guidance-cases
T|state|food|落实贯彻重要讲话精神|r6-jiangsu-2025-guidance-cases
H|state|general|防紫外线周边迷彩军帽|r6-samr-2022-rongzhuang-hongkou
T|citation|general|寿命30000,防护等级ip44,IP67室外防水,IP44防水灯珠|r6-case-zhongshan-henglan-2024-4-546
T|citation|food|因为信赖·所以选择3000+跨界合作|r6-samr-2023-crab-card-cases
T|debatable|food|永和豆浆的产品作为国礼走进各国驻华大使馆|r6-shanghai-2020-batch1-yonghe
H|absolute|general|我们的产品纯天然乳胶来源顶级橡胶园|r6-case-shenyang-hunnan-2019-174
H|absolute|health-food|燕京纳豆胶囊是目前国内唯一获得国家食品药品监督管理局批准的纳豆类国食健字保健食品!|r6-cqn-2023-natto-health-food
T|medical|health-food|保健作用:降血粘 溶血栓|r6-cqn-2023-natto-health-food
T|citation|general|全网首创零酒精病毒消杀湿巾|r6-cnr-2026-wipes
T|medical|cosmetics|补血益气、滋补肝肾、并具有现代剂型的新一代中药,提高了原本药效的36%|r6-harbin-2022-cosmetics-cases
H|citation|cosmetics|4weeks改善痘印|r6-estee-lauder-penalties-review
H|citation|cosmetics|中国2012Elle最佳保湿品|r6-estee-lauder-penalties-review
H|absolute|cosmetics|倩碧声波洁面仪,洁面最佳选择|r6-estee-lauder-penalties-review
T|education|education|广东省内名校指定报名点,定向培养,入学签订就业协议!|r6-zhaoqing-2023h2-cases
H|realestate|real-estate|立体交通半小时即达广州|r6-zhaoqing-2023h2-cases
T|realestate|real-estate|学府为邻 入学无忧|r6-zhaoqing-2023h2-cases
T|price|food|特价最后一天|r6-case-ningbo-haishu-2021-cake
T|citation|general|×牌卫浴,中国驰名商标,中国瓷砖十大品牌|r6-case-xianyou-2014-jialetao
T|absolute|general|佳乐陶,十大新锐品牌,十大建陶明星企业,中国幸福文化第一品牌|r6-case-xianyou-2014-jialetao
T|citation|general|2021年度花卉类目行业销量TOP1 CCTV播出品牌|r6-suqian-2024-iron-fist-batch2
H|absolute|education|深耕本溪市教育五十余载,服务本溪市近一半家庭,是本溪市最具实力的教育培训高端品牌|r6-benxi-2024-cases
T|state|health-food|【食药监认证】仁和鱼油dha藻油软胶囊 一瓶装|r6-liaocheng-2023-cases
H|medical|food|喝上一段时间,皮肤变好了,牙齿变好了,口腔溃疡不容易长了,脾胃变好了|r6-liaocheng-2023-cases
H|medical|food|能阻止冠状病毒对宿主呼吸道上皮细胞的侵入|r6-samr-2020-epidemic-cases
H|medical|food|对此次新型冠状病毒感染的肺炎具有明显防治作用|r6-samr-2020-epidemic-cases
T|realestate|real-estate|价格8000左右未来升值潜力巨大,不管是自住还是投资,德泰人才公园都是最佳选择|r6-dalian-2022-top10-dingdong
T|superstition|real-estate|上风上水高人一等|r6-case-pingchang-2021-mingyue
T|medical|drug|化毒、化栓、化死结|r6-hubei-2025-elderly-cases
H|medical|health-food|能够抗癌、抗肿瘤、抗衰老、能降低低血胆固醇及软化血管等功效|r6-zhongshan-fda-2007-yilingzhi
H|ok-negation|general|对广告中出现“国家免检产品”等涉及质量免检内容的,应立即责令停止发布。|r6-saic-2008-218-mianjian
H|safety|medical|U形取肋,保护胸腔,降低损伤,极速恢复|r6-samr-2022-medbeauty-guiyang
T|absolute|medical|当下认知度最高,接受度最广的整形手术|r6-samr-2022-medbeauty-guiyang
T|medical|medical|全面改善肤质,水嫩澎弹+99%、弹性增加+98%、肤色提亮+93%、细腻饱满+98%、肤质强韧+93%、充盈+99%、肤感柔软+95%、皱纹减淡+91%|r6-samr-2022-medbeauty-guiyang
T|medical|drug|神奇血胆胃肠丸治愈胃肠疾病永不复发,是世界唯一全面修复黏膜基,彻底治愈老胃炎、老胃病的专利产品|r6-sfda-2010-9-ads
H|absolute|general|全蒙自唯一赶集地,风情荟萃商家必争地|r6-honghe-2020-case10-nongduhui
T|absolute|general|首席农贸生活综合体|r6-honghe-2020-case10-nongduhui
T|absolute|general|首创特色食惑街区,一站尽揽全球美食|r6-honghe-2020-case10-nongduhui
H|realestate|real-estate|从项目出发约10分钟的车程可达到图书馆、科技馆、江海文化公园|r6-nantong-top10-haimen
H|realestate|real-estate|超高性价比,这样的升值回报率不必计算已跃然纸上|r6-nantong-top10-haimen
T|state|medical|喜迎二十大 奋进新征程|r6-samr-2023-20th-congress-cases
T|medical|food|护肝解毒、调节三高|r6-samr-2024-minsheng-cases
T|ok-negation|general|从严查处利用“特供”“专供”中央和国家机关名义、利用“国宴”“国宾”内容、假借“内部特供”“专用”等类似名义推销商品和服务的商业营销宣传行为。|r6-anshan-2021-rectification-notice
H|state|food|贵宾专用内供酒|r6-dandong-2024-tegongjiu-cases
H|medical|food|乌龙茶具有降血压、健脾、补肾等功效|r6-case-fangxian-teahouse
T|medical|food|黑茶具有减肥、抗衰老、降血压等功效|r6-case-fangxian-teahouse
H|education|education|公务员一次上岸精品课|r6-case-chengdu-tianfu-2022-gongkao
H|ok-negation|general|广告中出现“×××(国家机关)专供”、“专供×××(国家机关)”内容的,均属于违反《广告法》第七条第二款第(二)项规定|r6-saic-2008-212-zhuangong
H|medical|general|一次逆转,彻底康复|r6-samr-2022-myopia-cases
H|medical|medical|全飞秒的激光,今天矫正,明天上班|r6-samr-2022-myopia-cases
H|safety|medical|术后痛感轻微、不留疤、复发率低|r6-samr-2022-myopia-cases
H|citation|medical|其中鼻内窥镜下鼻腔泪囊造孔术……已获国家医学技术专利|r6-samr-2022-myopia-cases
T|safety|medical|安全性和有效性更高|r6-case-beijing-chaoyang-2024-huade
H|safety|medical|高清、可逆、不伤角膜,可植入式隐形眼镜,术后恢复更快,视觉效果更稳定|r6-case-beijing-chaoyang-2024-huade
H|medical|medical|花10分钟做个近视手术,第一天检查、第二天安排手术,术后第二天即可正常用眼|r6-case-beijing-chaoyang-2024-huade
T|absolute|medical|角膜塑形镜(OK镜)作为近视防控目前效果最好的手段|r6-case-xian-xincheng-2023-haixiang
T|medical|medical|三次治愈带状疤疹、脓疹、花斑藓、体癣、湿疹、过敏性皮炎、接触性皮炎、尊麻疹、牛皮癣等|r6-beijing-2024-medical-ad-cases
T|medical|cosmetics|对溢脂性脱发、肝脾肾气血不足脱发|r6-maoming-2023h1-cases
T|state|general|市(县)政府指定采购单位|r6-heyuan-2019-state-organ-cleanup
T|debatable|general|xx大会堂专供油|r6-guizhou-2008-zhuangong
T|finance|finance|在家躺着赚钱,年入百万+|r6-samr-2025-internet-cases
H|medical|food|可以解决头晕头痛、手麻脚麻、四肢乏力|r6-beijing-haidian-2025-ai-fishoil
H|education|education|我相信,你很快就可以赚回N个700元|r6-case-guangzhou-baiyun-2021-training
T|education|education|快速赚钱……零投入赚钱……零风险赚钱|r6-case-guangzhou-baiyun-2021-training
T|citation|general|300余个地级区域全国代理商70万|r6-case-shenyang-tiexi-2020-yiyongtang
T|superstition|general|经过正统开光的本命佛守护神,长期佩戴能够清除负能量,使佩戴者改善跌宕起伏的运势,摆脱诸事不顺的厄运,化解流年凶灾,财源滚滚来|r6-samr-2018-internet-30-cases
T|superstition|general|对于家庭不和,破财,夫妻感情不和离婚等,本命佛也是必须的选择|r6-samr-2018-internet-30-cases
T|superstition|education|漫步校园,古树参天、浓荫盖地,是读书治学的风水宝地。|r6-yangquan-2021-seven-cases
T|price|education|团购优惠期4.26——5.26暑期名师课原价160元,现价30元/16课时,活动仅限500名,火热预购从速!|r6-yangquan-2021-seven-cases
T|absolute|education|最大客容量、最独特方法、最快的进度、最高的难度|r6-yangquan-2021-seven-cases
T|absolute|education|阳泉唯一中央音乐学院认证吉他讲师授课|r6-yangquan-2021-seven-cases
T|education|education|效果好、分层教学、因材施教、学习效果有保障|r6-shaanxi-2021-iron-fist-xueersi
T|citation|education|其中85%以上授课老师来自清华、北大、交大等知名985、211高校。|r6-shaanxi-2021-iron-fist-xueersi
H|price|education|价格¥799,促销价¥20|r6-beijing-2021-training-price-cases
H|medical|health-food|不觉晓口服液所含功效成分为总黄酮,具有修复因真菌感染而被破坏或死亡的甲床细胞组织,恢复甲床原有结构和功能,促进指(趾)甲快速生长|r6-shanghai-hongkou-2024-bujuexiao
T|citation|general|携手央视CCTV2015央视上榜品牌|r6-case-funan-2018-cctv-brand
T|safety|device|中药秘方,安全无风险;缓释技术,药效最持久;杂合以治,治愈率更高|r6-case-beijing-fengtai-2022-8126
T|medical|device|只需要7天就能亲眼看到,风寒湿邪拔出肌表,皮肤出现青紫色斑,酸麻肿痛僵随之缓解|r6-case-anshan-2025-43
T|absolute|device|调理疼痛首选品牌|r6-zhejiang-2019-baojian-cases
T|debatable|food|保健食品不是药品,不能代替药物治疗疾病|r6-samr-2024-shenyi-shenyao-2023
T|absolute|general|亚洲第一、世界一流|r6-qingdao-licang-2012-building-materials
T|medical|general|改善全身的血液循环,防止血栓的形成|r6-qingdao-2025-elderly-cases
H|state|general|迎接建党百年大庆典|r6-samr-2021-party-centenary-cases
T|state|general|国家权威部门批准特别发行|r6-samr-2021-party-centenary-cases
T|state|food|建党100周年——传承百年奋斗目标 做中国酒业的文化引领者|r6-samr-2021-party-centenary-cases
T|state|food|天安门建国70周年纪念酒|r6-samr-2021-party-centenary-cases
T|ok-real|general|2017年,小米松果团队曾推出首款自研SoC澎湃S1,并搭载在小米5C手机上。|r6-news-zaker-xiaomi-xuanjie
T|ok-real|general|2024年底传出小米成功实现国内首款3nm手机系统级芯片流片的消息。|r6-news-zaker-xiaomi-xuanjie
H|ok-real|general|13时09分,徐家汇站气温36.1℃,打破了百年来的五月气温最高纪录。|r6-news-sina-xujiahui-may-record
T|ok-real|general|上海最高温已达到40.6℃,一举打破了1934年40.2℃的历史纪录,成为上海有气象史以来最热的一天。|r6-news-xinhua-shanghai-2013-heat
H|ok-real|general|北京南郊观象台气温飙升至41.1℃,是有观测记录以来历史第二高(并列)。|r6-news-ons80-beijing-2023-heat
H|ok-real|medical|当天上午,协和医院西院3名重症新冠肺炎患者治愈出院。|r6-news-chinanews-xiehe-west-cured
T|ok-real|medical|经过火神山医院医护人员的精心诊治,首批7名符合出院标准的新冠肺炎确诊患者13日下午出院。|r6-news-huoshenshan-first-discharge
T|ok-negation|health-food|提醒消费者保健食品是食品,而不是药品,不能替代药物。|r6-news-chinanews-samr-2019-healthfood-tip
T|ok-negation|health-food|含有“最新技术”“最高科学”“最先进制法”等绝对化的用语和表述等,均属于保健食品夸大和虚假宣传。|r6-tip-cntvsp-2022-healthfood
T|ok-negation|health-food|或含有“安全”“无毒副作用”“无依赖”等承诺|r6-tip-cntvsp-2022-healthfood
H|ok-negation|health-food|保健食品是食品的特殊种类,不能代替药品,不具备疾病治疗、预防作用。|r6-tip-yingcheng-fda-healthfood
T|ok-tip|health-food|保健食品不含全面的营养素,不能代替其他食品,要坚持合理膳食。|r6-tip-yingcheng-fda-healthfood
T|ok-negation|health-food|保健食品不是药品,不以治疗疾病为目的,可以调节机体的某些功能,适宜于特定人群食用。|r6-tip-samr-healthfood-felmvip
H|ok-negation|general|在网页天猫商城对包含销售“处理器”的简介进行广告宣传:“史无前例,全球首款……”等顶级用语的内容。|r6-case-hongkou-tongjing-jingyinlaw
T|ok-negation|general|广告应当真实、客观地介绍商品或者服务,不得使用“国家级” “最高级” “最佳”等绝对化用语。|r6-case-hongkou-tongjing-jingyinlaw
T|ok-negation|general|自媒体“灌南百姓网”在公众号上发文自称“第一”,7月19号接到当地市场监管局的罚单通知|r6-news-guannan-baixingwang-fine
H|ok-real|drug|小儿及年老体虚者应在医师指导下服用。|r6-label-bhshhw-tcm-cautions
T|ok-notice|finance|股票市场和债券市场的变化均会影响到基金业绩表现,基金净值表现因此可能受到影响。|r6-notice-xqfund-hexi-risk
T|ok-notice|finance|当出现不利行情时,股价指数微小的变动就可能会使投资人权益遭受较大损失。|r6-notice-xqfund-hexi-risk
T|ok-real|general|截至目前,国务院共公布国家级非物质文化遗产代表性项目名录1557项|r6-news-gxn8-fifth-batch-ich
T|ok-title|general|国务院印发了《关于公布第五批国家级非物质文化遗产代表性项目名录的通知》|r6-news-gxn8-fifth-batch-ich
T|ok-real|general|我国已有42个“非遗”项目被列入联合国教科文组织非遗名录、名册,数量位居世界第一。|r6-news-divevip-ich-ten-years
T|ok-real|general|在这其中,国家级项目数量最多的是传统技艺类,有287项|r6-data-ihchina-national-ich
T|ok-real|general|它位于中国与尼泊尔边境的喜马拉雅山脉中,是世界上最高的山峰,也是登山者梦寐以求的目标。|r6-ency-sghqlz-everest
T|ok-measure|general|车辆在理想状态下能达到的最高速度,反映车辆的极限性能。|r6-spec-autoweekly-car-params
T|ok-measure|general|发动机在特定转速下输出的最大功率,单位为千瓦(kW),表示车辆的动力水平。|r6-spec-autoweekly-car-params
H|ok-measure|general|发动机达到最大功率时的转速,通常在5000至7000转/分钟之间。|r6-spec-dlss-car-power
T|ok-measure|general|发动机能够持续工作的最高转速,反映发动机的设计极限。|r6-spec-motorlink-car-power
T|ok-real|medical|该手术的顺利完成,填补了阳曲县人民医院在3D腹腔镜精准外科技术领域的空白。|r6-news-yangqu-3d-laparoscopy
H|ok-real|medical|本患者为封开地区第一例腹腔镜下脾切除术,患者顺利成功救治|r6-news-fengkai-hospital-laparoscopy
H|ok-real|medical|术后第3天下床活动,术后无腹腔积液、门静脉系统血栓形成等严重并发症,术后第10天治愈出院。|r6-news-fengkai-hospital-laparoscopy
T|ok-real|medical|该例手术在我院的成功实施,填补了县域空白。|r6-news-wangkui-tcm-hospital-first
H|ok-real|medical|这是我院新院区运营以来的首例手术。|r6-news-hpdnfz-new-campus-surgery
H|ok-real|general|中国代表团共夺得金牌40枚、银牌27枚、铜牌24枚,奖牌总数为91枚,取得了在境外参加奥运会的最佳战绩。|r6-news-bjyouth-paris-40-gold
H|ok-real|general|潘展乐在男子100米自由泳决赛中游出了46秒40的惊人成绩,创造出了新的世界纪录。|r6-news-bjyouth-paris-40-gold
T|ok-real|general|跳水也成为中国体育代表团在奥运会获得最多金牌的项目。|r6-news-fshxd-paris-numbers
T|ok-real|general|马龙4次参加奥运会都获得金牌,是我国首位夺得奥运6金的选手。|r6-news-fshxd-paris-numbers
T|ok-real|general|中国选手孙杨以14分31秒02的成绩夺得冠军,这也是中国代表团本届奥运会上取得的第24枚金牌。|r6-news-chinanews-london-records
T|ok-real|general|2008年北京奥运会共获48金高居金牌榜首位,创造了迄今在奥运会上的最好成绩。|r6-news-chinanews-paris-268-gold
T|ok-negation|health-food|保健品是“食品”,不具备治疗疾病的作用,也不能宣称对疾病有治疗作用,不能代替药品。|r6-tip-wanbiaoku-healthfood-vs-drug
T|ok-negation|health-food|复西果属于保健品范畴,并非治疗疾病的药物。|r6-tip-fh21-fuxiguo
T|ok-negation|health-food|保健食品不能治病,药品需在医生指导下使用治疗疾病。|r6-tip-familydoctor-healthfood
H|ok-real|general|非保本浮动收益类产品则不保证本金安全,收益也具有较大的不确定性。|r6-tip-gzshszh-bank-wm-prospectus
T|ok-notice|drug|本广告仅供医学药学专业人士阅读|r6-rule-shoujik-drug-ad-standard
T|ok-notice|drug|请按药品说明书或在药师指导下购买和使用|r6-rule-shoujik-drug-ad-standard
T|ok-notice|drug|请仔细阅读说明书并在医师指导下使用。|r6-exam-shoujik-drug-warning-labels
T|ok-notice|drug|请仔细阅读说明书并按说明使用或在药师指导下购买和使用。|r6-exam-shoujik-drug-warning-labels
T|ok-notice|device|请仔细阅读产品说明书或者在医务人员的指导下购买和使用|r6-law-adlaw-art16-flipbuilder
T|ok-notice|device|禁忌内容或者注意事项详见说明书|r6-law-adlaw-art16-flipbuilder
T|ok-real|drug|药品广告的内容不得与国务院药品监督管理部门批准的说明书不一致,并应当显著标明禁忌、不良反应。|r6-law-adlaw-art16-flipbuilder
H|ok-notice|health-food|本品不能代替药物|r6-news-cca-xian-healthfood-tip
H|ok-negation|health-food|保健食品的标签、说明书不得涉及疾病预防、治疗功能。|r6-news-cca-xian-healthfood-tip
T|ok-negation|device|含有“最高技术”、“最科学”、“最先进”、“最佳”等绝对化语言和表示的;|r6-rule-lyg-device-label-banned
T|ok-negation|device|含有“疗效最佳”、“保证治愈”、“包治”、“根治”、“即刻见效”、“完全无毒副作用”等表示功效的断言或者保证的;|r6-rule-lyg-device-label-banned
T|ok-notice|drug|如症状未缓解或消失应向医师咨询|r6-ency-factpedia-otc
T|ok-ordinal|drug|我国第一批非处方药西药为23类165个品种,中成药有160个品种|r6-ency-factpedia-otc
H|ok-real|drug|儿童必须在成人的监护下使用。|r6-label-pharmnet-otc-paediatric
T|ok-notice|finance|本招募说明书经中国证监会注册,但中国证监会对本基金募集的注册,并不表明其对本基金的价值和收益做出实质性判断或保证,也不表明投资于本基金没有风险。|r6-prospectus-jiutai-ruixin-2017
T|ok-notice|finance|基金管理人提醒投资者基金投资的“买者自负”原则|r6-prospectus-jiutai-ruixin-2017
H|ok-notice|finance|基金管理人依照恪尽职守、诚实信用、谨慎勤勉的原则管理和运用基金财产,但不保证基金一定盈利,也不保证最低收益|r6-clause-lawinsider-fund-manager
T|ok-notice|finance|本基金管理人保证招募说明书的内容真实、准确、完整。|r6-prospectus-cicc-hengyi-2020
T|ok-tip|finance|真正保证本金安全的是100%保本的理财产品,部分保本、不保本的理财产品,均有可能损失本金。|r6-tip-191i-bank-wm-risks
T|ok-tip|finance|风险自担:投资者购买非保本理财产品,其投资收益和风险由投资者自行承担。|r6-tip-duncanda-nonguaranteed-wm
T|ok-real|general|1956年建成投产并制造出新中国第一辆卡车(解放牌),1958年制造出新中国第一辆小轿车(东风牌)和第一辆高级轿车(红旗牌)。|r6-news-xinhua-faw-hongqi-2025
T|ok-real|general|2024年,红旗品牌销量突破40万辆,达到411777辆,同比增长17.4%,连续7年正增长。|r6-news-xinhua-faw-hongqi-2025
T|ok-real|general|HQD则是融合现代的造型设计理念全新开发的中国首款元首级限量版国宾车|r6-news-sina-faw-five-cars-2005
T|ok-real|general|这是一汽首次如此多地发布自主品牌国产轿车,此前其乘用车以合资品牌为主。|r6-news-sina-faw-five-cars-2005
H|ok-real|general|红旗HQE是红旗目前最顶级的车型,HQE被用作高级国家礼宾用车。|r6-ency-wiki-hongqi-cars
T|ok-negation|drug|当事人在营业场所内发布某处方药的广告,广告中含有创面修复专家,全球首个能主动修复黏膜的药品|r6-case-zhejiang-2020-ad-bulletin
T|ok-negation|drug|当事人未经广告审查机关审查而擅自在其经营的拼多多网购平台网店发布药品广告,含有“久勃难软,效果惊人……”用语。|r6-case-guangdong-2023-h1-ad
H|ok-negation|medical|其多次使用“最小程度”“最大程度”“最符合”等广告术语|r6-court-dongcheng-wechat-ad-huoliyu
H|ok-negation|general|可以治疗癌症的枕头、可以防止衰老的陨石手链、可以治愈糖尿病的神秘药丸……|r6-news-sosvip-elderly-healthfood-scam
H|ok-negation|health-food|成都市工商局提示广大消费者,保健品不具备治疗作用,保健品的标签、说明书和广告不得宣传或暗示疗效。|r6-tip-chengdu-aic-healthfood
T|ok-tip|health-food|对于推销时夸大其词、宣传“包治百病”的保健品要谨慎。|r6-tip-chengdu-aic-healthfood
T|ok-negation|health-food|宣称其能“根治”高血压、糖尿病、癌症等现代医学难题。|r6-news-lianlian-elderly-shenyao
T|ok-negation|general|在销售环节,则常采用“限时优惠”、“专家特供”等饥饿营销手段,制造紧迫感|r6-news-lianlian-elderly-shenyao
T|ok-negation|health-food|中国营养学会建议:“保健品不能代替药物和正规治疗,其主要功能在于辅助改善。”|r6-news-digipub-elderly-healthfood-tricks
T|ok-negation|medical|通过互联网媒介发布依法不得作广告的医疗用毒性药品“韩国进口100U乐提葆”广告|r6-case-samr-ten-ad-cases-minghangd
H|ok-negation|food|发布普通食品具有治疗功效违法广告案|r6-case-yunfu-2025-first-batch
T|ok-negation|drug|发现板蓝根颗粒上的POP海报标注:“新型肺炎就用金莲花口服液,提高免疫力抗病毒”广告语。|r6-case-liaoning-2020-covid-ads
T|ok-grade|food|特级初榨橄榄油 Extra Virgin Olive Oil 第一道物理冷榨 ≤0.8|r6-grade-cgets-olive-oil-ioc
T|ok-measure|general|数字代表洗涤的最高温度,例如,最高洗涤温度不可超过30度,或者最高洗涤温度不超过40度。|r6-tip-zeelive-laundry-symbols
T|ok-measure|general|熨烫则是非常形象的电熨斗,它标示出可以使用的最高温度上限|r6-tip-yd166-garment-tag
T|ok-measure|general|“100%棉” 会明确标注 “100% Cotton”,表示不含其他纤维。|r6-tip-madama-pure-cotton
T|ok-measure|general|注水应不超过最高水位线,以免液体沸腾时溢出壶外。|r6-ency-bjltl-electric-kettle
T|ok-measure|general|如果额定功率超过2200W,应采用更大规格的插座。|r6-ency-bjltl-electric-kettle
T|ok-measure|drug|每日最高剂量通常不超过400mg(4片)。|r6-label-cnmzd-tramadol-dosage
T|ok-measure|drug|上述推荐剂量仅供参考,原则上应选用最低的镇痛剂量。|r6-label-cnmzd-tramadol-dosage
T|ok-measure|drug|本品一日剂量不得超过6片,疗程不超过7天。|r6-ency-youdao-yindefei
T|ok-real|general|残疾人机动轮椅车、电动自行车在非机动车道内行驶时,最高时速不得超过十五公里。|r6-std-china-com-ebike-speed
T|ok-identifier|general|现行强制性国家标准《电动自行车安全技术规范》(GB17761-2018)明确|r6-qa-excel2003-ebike-standard
H|ok-identifier|general|水洗标的内容和表示方法通常遵循相关国家标准,如我国的国家标准GB/T 8685-2004《纺织品 洗涤和干燥标签》。|r6-tip-pdpei-wash-label
T|ok-title|general|所以,不出意外的,《最好的我们》也凭着青春火得不成样子,在同期的剧集里高下立见。|r6-review-163-zuihaodewomen
T|ok-title|general|第一医药(英文名:No.1 Pharmacy),全称为上海第一医药股份有限公司,成立于1992年5月13日|r6-ency-92e-no1-pharmacy
T|ok-identifier|general|1994年2月24日,公司可流通股在上海证券交易所挂牌交易,证券代码600833。|r6-ency-92e-no1-pharmacy
T|ok-real|general|1993年,第一医药被贸易部命名为第一批“中华老字号”。|r6-ency-92e-no1-pharmacy
T|ok-title|general|上海第一医药股份有限公司2022年年度股东大会会议议程|r6-bulletin-no1-pharmacy-agm-2023
T|ok-title|general|《最炫民族风》是凤凰传奇演唱的一首流行歌曲,由张超作词和谱曲,发行于2009年5月27日|r6-ency-yxlady-zuixuan-minzufeng
T|ok-real|general|《最炫民族风》蝉联百度音乐歌曲TOP500 27周冠军,更当选为百度音乐2012年十大金曲冠军|r6-ency-yxlady-zuixuan-minzufeng
T|ok-title|general|2009年5月27日,凤凰传奇发行了第三张专辑《最炫民族风》,同名歌曲随专辑发行|r6-ency-wikiwand-zuixuan-minzufeng
H|ok-notice|general|本公司董事会、监事会及董事、监事、高级管理人员保证半年度报告内容的真实、准确、完整,不存在虚假记载、误导性陈述或重大遗漏|r6-report-sph-2021-h1-summary
T|ok-identifier|general|股票简称:上海医药 股票代码:601607|r6-report-sph-2021-h1-summary
T|ok-identifier|general|公司代码:600380 公司简称:健康元|r6-report-joincare-2020-summary
T|ok-real|general|截至2022年末,国家级经开区拥有国家级孵化器和众创空间683家,省级及以上研发机构1.2万家,高新技术企业6.5万家|r6-news-chinanews-2023-ndz-evaluation
T|ok-real|general|浙江省5家国家级经开区综合评价排名跻身全国30强,数量居全国第二。|r6-news-zjol-2022-ndz-ranking
T|ok-real|general|天津开发区连续第14次排名第一。|r6-news-xinhua-2010-ndz-index
T|ok-grade|general|著名评剧表演艺术家,主工闺门旦,国家一级演员,首届梅花奖得主,金唱片奖获得者|r6-bio-bjpag-gu-wenyue
T|ok-grade|general|著名京剧演员,程派青衣,国家一级演员。|r6-bio-rbdvsx3-peking-opera-actress
T|ok-real|general|1987年获全国首届京剧演员电视大奖赛“最佳表演奖”;1997年第五届中国戏剧节荣获“主角演员奖”。|r6-bio-rbdvsx3-peking-opera-actress
H|ok-real|general|2011年全国粮食总产量创造了新的历史纪录,达到了2020年粮食产能规划水平。|r6-news-xinhua-2011-grain
H|ok-real|general|全年全国粮食总产量14130亿斤,比上年增加221.8亿斤,增长1.6%,首次迈上1.4万亿斤新台阶。|r6-news-cyol-2024-grain
H|ok-real|medical|急性白血病为儿童最常见的血液系统肿瘤,治愈率的提高是重要任务。|r6-hosp-chinablood-paediatric-centre
T|ok-real|medical|新技术方面率先开展了儿童睾丸白血病CAR-T治疗研究|r6-hosp-chinablood-paediatric-centre
H|ok-real|medical|急性淋巴细胞白血病(acute lymphoblastic leukemia, ALL)是儿童期最常见的恶性肿瘤。|r6-guide-cma-paediatric-all-2014
T|ok-real|medical|解放军总医院小儿科自1989年以来,在国内首先开展了外周血造血干细胞移植治疗小儿白血病|r6-tip-muying888-child-leukemia
T|ok-real|medical|儿童白血病是一类造血系统恶性肿瘤性疾病,是我国儿童发病率最高的恶性肿瘤,约占所有儿童恶性肿瘤的1/3。|r6-ency-nbartc-child-leukemia
H|ok-identifier|drug|小儿清热止咳颗粒的批准文号:国药准字Z20033093|r6-drug-hbyuguan-xiaoer-qingre
T|ok-identifier|drug|胃肠宁颗粒(中大)的批准文号是国药准字Z45020043。|r6-drug-jianke-weichangning
H|ok-identifier|food|GB 2760-2014 ／ 食品安全国家标准 食品添加剂使用标准 现行|r6-std-bepure-gb2760
T|ok-real|food|本标准规定了食品添加剂的使用原则、允许使用的食品添加剂品种、使用范围及最大使用量或残留量。|r6-std-bepure-gb2760
T|ok-identifier|device|YY 0849—2011《眼科高频超声诊断仪》适用于标称频率30MHz—50MHz的产品|r6-guide-anytesting-ubm-2019
T|ok-ordinal|medical|儿童急性淋巴细胞白血病诊疗建议(第四次修订)|r6-guide-cma-paediatric-all-2014
T|ok-real|general|3月28日晚,小米集团在京举办发布会,正式发布首款小米新能源汽车SU7。|r6-news-xinhua-xiaomi-su7-launch
T|ok-measure|general|小米SU7共推出3个版本,分别为SU7、SU7 Pro和SU7 Max,最低续航里程为700公里。|r6-news-xinhua-xiaomi-su7-launch
T|ok-real|general|华为此次推出的MatePad Pro 13.2也广受关注,因该机是首款搭载「星闪」技术的平板。|r6-news-worldjournal-huawei-2023-launch
T|ok-real|medical|19日,西安市第八医院目前在院患者中两位年纪最大的确诊患者治愈出院。|r6-news-cctv-xian-eighth-hospital
T|ok-title|medical|7月2日,县第一人民医院内三科收到一封患者亲笔手写的感谢信|r6-news-jianghua-first-hospital-letter
H|ok-real|medical|“今天上班收到的最好的礼物……感谢老人家和家人对我们的信任和鼓励。”|r6-news-xuzhou-first-hospital-letter
T|ok-real|medical|唐小英说:“第一次收到患者这样特别的感谢,很温暖,再辛苦也是值得的。”|r6-news-jiangsulong-2019-drawings-letter
T|ok-title|general|《中国国家地理》杂志近日发布“中国最美公路”榜单,共推选出30条“最美公路”。|r6-news-chinacomcn-most-beautiful-roads
T|ok-title|general|2005年10月,由《中国国家地理》发起组织的“选美中国——中国最美的地方大型评选活动”全面揭榜。|r6-ency-twwiki-xuanmei-zhongguo
T|ok-plain|general|淮北相山相城宾馆房间设施齐全,卫生干净,温馨舒适,价格实惠,周围交通便利,位置优越,是商务出差、休闲旅游的理想去处。|r6-hotel-elong-xiangcheng-huaibei
T|ok-plain|general|酒店临近城东大道,紧靠金山桥经济开发区。|r6-hotel-jiudianzaixian-xuzhou
H|ok-grade|general|截至目前,全省共有旅游星级饭店284家,其中:五星级18家、四星级69家、三星级135家、二星级62家。|r6-hotel-jiudianzaixian-xuzhou
T|ok-grade|food|根据新标准,在雀舌茶中我们将其分为三个等级:特级、一级和二级。|r6-grade-shdbkk-tea-levels
T|ok-measure|food|馅料中水果及其制品的用量应不低于25%。|r6-std-xdyouji-mooncake-fruit
T|ok-ordinal|general|迄今已是连续第11次参加夏季奥运会的中国代表团,也以优异表现和成绩在奥运会上不可或缺。|r6-news-chinanews-paris-268-gold
T|ok-ordinal|general|杭州经开区位列全国第9位,东部地区第8位。|r6-news-zjol-2022-ndz-ranking
#@round 7
# ── round 7 (2026-11-29): the 235 rows of the first fresh set (quoted from pages no earlier row came from by two collectors who never ran the engine; scored three times as a fresh set, never tuned on), moved here on 2026-11-30 when a new fresh set replaced it ──
H|absolute|medical|贵港华美年终盛典,聚集全球顶尖医美仪器,正品仪器和探头保证|r7-case-guigang-huamei-2022
T|absolute|medical|原厂认证100%的正品威塑仪器|r7-case-guigang-huamei-2022
H|superlative|medical|拥有国内首屈一指的全球医生资源库|r7-case-wenzhou-2023-medbeauty
T|citation|medical|汇集来自全世界近百位国际一流整形美容专家|r7-case-wenzhou-2023-medbeauty
T|safety|medical|超安全:不存在背光、舒适度高,无不良反应|r7-case-yingkou-2022-medbeauty
H|medical|medical|黄金微雕……,皮肤高效收紧可达40%|r7-case-yingkou-2022-medbeauty
T|citation|medical|黄金微雕吸脂术后半年皮肤回缩率可达30%-40%,而传统的吸脂术只有6%-10%|r7-case-yingkou-2022-medbeauty
T|debatable|health-food|每天一瓶无比酒,有效增强免疫力|r7-case-chenzhou-2020-bulletin
T|citation|general|国内唯一指定生产销售|r7-case-chenzhou-2020-bulletin
T|citation|medical|雅康素美容貌健康管理机构入驻嘉禾9年,诚信服务9年|r7-case-chenzhou-2020-bulletin
H|absolute|medical|兰州中医白癜风医院是西北地区规模最大的白癜风专科医院|r7-case-lanzhou-2016-baidianfeng
T|medical|food|L-阿拉伯糖是一种有甜味的戊糖……从而达到降血糖和减肥的功效|r7-case-dezhou-2023-dingyi
T|medical|food|2009年,L-阿拉伯糖入选国际健康组织学会(慢性肾脏病、心脏病、高血糖高血压)干预计划,成为食品干预的唯一用品|r7-case-dezhou-2023-dingyi
T|medical|general|法拉第波可以补充人体生物电、排除毒素、净化血液、减肥|r7-case-yuhuan-2020-lifujian
T|medical|general|足底反射对头疼、颈椎、脚麻、脚气等有治疗效果|r7-case-yuhuan-2020-lifujian
H|medical|general|现在这位腰椎间盘突出的阿姨锻炼好了,在医院花了两万块都没有医好,在这里没有花钱就医好了|r7-case-yuhuan-2020-lifujian
H|medical|cosmetics|缓解红肿、出血、口燥、异味、口腔上火|r7-news-jxrb-2023-pianzaihuang-toothpaste
T|debatable|cosmetics|7天牙齿再矿化、28天改善敏感、封堵牙小管和牙龈创可贴|r7-news-jiemian-2025-junxiaobai
T|citation|cosmetics|抗敏祛痘专利技术|r7-case-shanghai-qingpu-2022-yuerong
T|medical|general|本店开展牛皮癣、皮炎、湿疹、脚气、鸡眼、皮癣、手足癣、荨麻疹、瘙痒症、灰指甲等久治不愈的皮肤病,免费试用|r7-case-wusu-2023-skin
T|medical|general|皮肤病、股癣、手足癣、荨麻疹免费试用|r7-case-wusu-2023-skin
T|debatable|cosmetics|专业美白、重斑、祛痘、主治脸部青春痘、黄褐斑、雀斑、妊娠斑|r7-case-langzhong-2021-beauty
T|citation|education|服务过39000+学生 优质教师1000+人 在校学生14000+ 行业经验23+年|r7-case-chengdu-wuhou-edu
T|medical|food|糖尿病人无糖精专用大米主食控糖抗饿杂粮礼盒低糖米|r7-case-yunnan-2025-bulletin
H|medical|medical|BOTOX下颌缘提升|r7-case-yunnan-2025-bulletin
T|medical|medical|衡力瘦肩/瘦腿(200U)|r7-case-yunnan-2025-bulletin
T|citation|food|CCTV推荐品牌 博鳌亚洲论坛指定品牌 联合国推荐菜品|r7-case-hainan-2022-bulletin
T|medical|food|补肾壮阳、抗疲劳、延缓衰老、调节内分泌|r7-case-qionghai-2026-maca
T|medical|health-food|祛痰、降血压血糖,治疗哮喘|r7-case-hami-2025-elderly
T|medical|health-food|净化血液溶解血栓|r7-case-hami-2025-elderly
H|education|education|教育结果:提分显著,单科语文高考生最高分121分;中考最高分110分,提分幅度大,达到20-40分|r7-case-jinzhong-2024-bulletin
T|medical|general|综合改善近视、远视、弱视、斜视、散光,有效预防近视,提升裸眼视力|r7-case-jinzhong-2024-bulletin
H|medical|food|调节肠胃功能,增强免疫力|r7-case-shanxi-2024-top10
T|education|education|一本达线率68%,二本达线率89%|r7-case-shanxi-2024-top10
H|education|education|承诺在短时间内迅速突破文化课屏障|r7-case-shanxi-2024-top10
H|realestate|real-estate|1分钟即可到达老城区,5分钟通达曲沃城区全域|r7-case-shanxi-2024-top10
H|safety|medical|不开刀、不手术、不复发|r7-case-laibin-2025-bulletin
T|medical|medical|我们能让你的容貌停留在昨天,1次超声炮=年轻1岁|r7-case-taizhou-2023-bulletin-cqn
T|medical|cosmetics|官方正品育发液生发液|r7-case-taizhou-2023-bulletin-cqn
T|medical|food|醋蛋归元液调理治愈以下近百种疾病|r7-case-taizhou-2023-bulletin-cqn
T|state|food|为建党百年和第二个百年奋斗目标干杯|r7-case-dongguan-2023-first-batch
H|debatable|food|喝了农民头好白酒,大家至少活到九十九!|r7-case-dongguan-2023-first-batch
T|finance|finance|“鑫车盈”购买1年、2年、3年的债权收益率分别为9%、10%、11%|r7-case-qingdao-huangdao-2018-dingxin
T|finance|finance|估值较低,安全垫足,投资预期收益高|r7-news-cls-2026-jinan-lezhi
T|finance|finance|回报倍数4.93,年化收益率为164.17%|r7-news-cls-2026-jinan-lezhi
T|finance|finance|其中操作最好的账户本金翻了近三倍|r7-news-csrc-private-fund-cases
H|superlative|finance|使投资利润呈现出最大化的奇迹效应|r7-news-csrc-private-fund-cases
T|medical|general|可用于预防和治疗高血压、颈椎病、手足麻木、关节疼痛、肩周炎、偏头痛|r7-case-hechi-2022-xierkang
T|medical|general|尿酸偏高,餐餐吃海鲜,到艾灸馆做艾灸3个多月,尿酸反而降低了|r7-case-fujian-2023-moxibustion
H|medical|general|肌肉瘤原来有鸭蛋那么大,在艾灸馆做了三个月只有一个手指那么大了|r7-case-fujian-2023-moxibustion
T|medical|general|做了九个月艾灸,肾结石全部好了|r7-case-fujian-2022-tiequan-weifu
T|absolute|food|选最好的羊奶就到我们家来|r7-case-ningde-2022-elderly
T|absolute|food|在整个养殖行业里面,历史最悠久,也是最扎实的,也是最有影响力的品牌|r7-case-ningde-2022-elderly
T|medical|food|健康迦NMN燕窝礼盒,免疫力是最重要的特效药!|r7-case-shandong-2023-tiequan-nmn
H|medical|medical|整牙后不再龅牙|r7-case-ningbo-yinzhou-2023-dental
T|citation|medical|祝贺东莞口腔医院再度荣膺Angelalign(时代天使)冠军医院荣誉|r7-case-dongguan-2021-dental
T|absolute|medical|家门口的中国整形美容第一奢侈品牌|r7-news-cnnb-2013-xiangshan
T|citation|general|防止信息泄密,发现数据篡改下行敏感数据审计专利技术|r7-case-shanghai-yangpu-weidun
H|debatable|general|吸氢气、喝氢水、享氢福,吸氮气包治百病|r7-news-xdkb-suzhou-gusu-hydrogen
T|state|general|少将中将不如麻将|r7-news-guofang-deyang-teahouse
T|medical|drug|治疗高血压、高血糖,消除肺部结节|r7-case-xiamen-siming-2022-xiongdan
T|medical|drug|2009年结肠癌做完手术,经过食用熊胆粉后,癌症指标下降|r7-case-xiamen-siming-2022-xiongdan
T|debatable|drug|关于“伟哥”商标独占许可给金戈枸橼酸西地那非片使用的严正声明|r7-case-guangzhou-huangpu-2021-baiyunshan
T|absolute|food|最完美的纯澈口感|r7-case-shanghai-huangpu-2021-budweiser
T|absolute|food|最优质的纯天然原料|r7-case-shanghai-huangpu-2021-budweiser
T|absolute|food|最苛刻的麦芽培育过程|r7-case-shanghai-huangpu-2021-budweiser
T|citation|general|本公司的专利配方橡胶球|r7-news-oron-2025-food-machinery
T|medical|food|南极磷虾油可抗肿瘤、对抗炎症、提高免疫力|r7-case-nanjing-yuhuatai-2018-krill
H|medical|medical|注射用A型肉毒杆菌生物制剂|r7-case-hangzhou-2021-h1-bulletin
T|realestate|real-estate|约15分钟到三环|r7-case-chengdu-2022-top10
T|medical|medical|治疗青少年近视等慢性、疑难眼病,既可迅速提高视力又能维持较好的远期疗效|r7-case-chengdu-2022-top10
H|safety|medical|中医治疗干眼病、小儿(近视、弱视、斜视),见效快,安全无副作用|r7-case-chengdu-2022-top10
T|absolute|general|唯一一款只需涂抹就可以做到刮痧、拔罐、针灸、推拿|r7-case-hubei-2022-third-batch
H|medical|general|痛经、月经不调、妇科炎症、宫寒、卵巢囊肿一次见效|r7-case-hubei-2022-third-batch
H|citation|general|99.99%杀灭大肠埃希氏菌(婴儿服),97.56%杀灭可导致哮喘与过敏性皮炎、鼻炎的尘螨|r7-case-hunan-2023-bulletin
T|debatable|real-estate|永顺新贵族都住某小区|r7-case-hunan-2023-bulletin
T|citation|food|阻隔90%油脂,阻隔70%糖分,轻松狂瘦30斤,明星都在吃,25倍排油力|r7-case-hunan-2023-bulletin-p1
H|medical|general|7天去疣,疣瘊问题有效解决,无效可退|r7-case-hunan-2023-bulletin-p1
T|education|education|2024年湖南省公务员面试株洲校区共76人,其中小围通过率97.6%|r7-case-zhuzhou-2025-bulletin
T|superstition|real-estate|好地段寸土寸金,漳浦城芯,千年文脉汇聚,千年来的风水宝地,历史上达官贵人,多造府于此|r7-case-fujian-2023-third-batch
H|medical|general|直击痛症要害 妙方速除疼痛|r7-news-quanzhou-2024-minsheng-ads
H|absolute|general|替代进口产品的最佳产品|r7-case-quanzhou-2020-eight-cases
H|absolute|general|最好的密封效果和最长的寿命|r7-case-quanzhou-2020-eight-cases
T|debatable|cosmetics|植发造林,21天长新发|r7-case-henan-2018-second-issue
T|realestate|real-estate|紫峰步行街30-90平方米 铺铺带租约 即买即赚|r7-case-quanzhou-2019-cases
T|realestate|real-estate|紫峰里古厝群大手笔拟建4A级景区|r7-case-quanzhou-2019-cases
H|absolute|general|全球第一家电品牌;互联网零食第一品牌|r7-case-quanzhou-2019-cases
T|absolute|general|最受欢迎的环保材料|r7-news-putian-2016-monitoring
T|state|food|北京市政府接待指定用酒|r7-case-henan-2017-first-issue
H|citation|food|保健养生 美容护肤 防伪正品 肯定排油素水果膳食纤维咀嚼片苹果醋酸减脂肪 厂家直供 国家认证品牌|r7-case-henan-2017-first-issue
T|citation|food|老字号大盘鸡|r7-case-henan-2017-first-issue
T|medical|medical|咱男人自己的医院 医保定点单位 治疗阳痿早泄 在湘亚 很简单 性功能检查只收58元|r7-case-anhua-2025-75
T|medical|medical|男人心里苦 太短会自卑 太软会尴尬 太快会遭歧视 湘亚男科给男人最大的信心 扫码+关注 变强变持久|r7-case-anhua-2025-75
T|medical|medical|专业诊疗 包皮包茎 阳痿早泄 前列腺疾病 泌尿感染 男性不育 性传播疾病|r7-case-anhua-2025-75
T|medical|medical|【超声炮】双模式全层抗衰(眼周/法令纹/嘴角纹3选1)|r7-case-wenzhou-longwan-2022-461
T|citation|education|中国关心下一代工作委员会等级认证|r7-news-huichang-2023-training-ads
T|citation|education|主讲老师都是来自院校,教学经验丰富,成果斐然。|r7-case-jiangsu-2021-education-ads
T|debatable|food|加多宝出品正宗凉茶,获准为国家级非物质文化遗产代表作|r7-complaint-jiaduobao-feiyi
H|medical|medical|我们微针不剃发,植发根本就不用剃发,种上去的就是长发,随植随走,没有任何尴尬期。|r7-news-163-2025-damai-hair
T|medical|medical|种植时间短、密度高、24H可洗头|r7-news-163-2025-damai-hair-2
T|debatable|medical|一线城市植发量五连冠|r7-news-163-2025-damai-hair-2
T|debatable|medical|毛囊存活率95%以上|r7-news-ccreports-2022-hair-transplant
H|medical|food|可明显减轻肝细胞脂肪变性,改善肝组织损伤,促进体内酒精代谢|r7-case-guangzhou-conghua-2022-70
T|medical|food|可以帮助增强男性性功能,提高男性血清睾酮水平,增强免疫力,恢复体力|r7-case-guangzhou-conghua-2022-70
T|medical|drug|治疗男性早泄药男性阳痿男科用药|r7-case-shanghai-putuo-2021-taiantang
H|medical|drug|调经舒肝健脾养血月经不调痛经治疗|r7-case-shanghai-putuo-2021-taiantang
T|citation|food|还得经过二次发酵等109道工艺|r7-case-chongqing-yubei-2022-tinghua
T|debatable|food|人第二天是精神的|r7-case-chongqing-yubei-2022-tinghua
T|price|general|手提包专柜5折封顶|r7-news-taobao-price-fraud-cases
T|medical|food|增强抵抗力、调节免疫力、促进铁吸收、抗病毒、抗细菌、抗真菌|r7-news-gaoxian-2022-milk-powder
H|citation|health-food|国珍松花粉有提高免疫力功效|r7-case-guangdong-2020-covid-ads
T|medical|drug|预防冠状病毒 早晚1粒维C泡腾片|r7-case-guangdong-2020-covid-ads
T|citation|general|杀灭高达99.9%的细菌和病毒,除菌力是臭氧的1.9倍|r7-case-guangdong-2020-covid-ads
T|realestate|real-estate|11分钟,乐享丰盛便捷生活|r7-case-longyang-2025-111
H|realestate|real-estate|5分钟即见学校,读书更轻松|r7-case-longyang-2025-111
H|realestate|real-estate|3分钟即见医院,健康守护|r7-case-longyang-2025-111
T|ok-real|general|其他发表新品则包含如全新的13.2吋平板MatePad Pro,据介绍是全球首款柔性OLED平板|r7-news-turnnews-huawei-2023
T|ok-real|general|TCL推出115英寸全球最大QD-Mini LED巨幕电视,以及搭载新一代护眼显示技术的手机、增强现实技术眼镜等产品。|r7-news-xinhua-ces-2024
T|ok-real|general|作为全球最大的消费技术产业盛会之一,始于1967年的拉斯维加斯消费电子展一直是科技领域的开年重头戏|r7-news-xinhua-ces-2024
T|ok-real|general|小米,这家备受关注的中国手机企业15日在北京召开新品发布会,公布了它的旗舰产品,首款超过2000元人民币的小米NOTE手机。|r7-news-xinhua-xiaomi-2015
T|ok-real|general|当全球首款鸿蒙商用电脑在蓉城亮相时,其意义已超越单一产品的突破|r7-report-chinabgao-chengdu-2025
T|ok-real|medical|3月29日,胡女士从深圳市第三人民医院康复出院。|r7-news-thepaper-shenzhen-lung-2024
T|ok-real|medical|她是深圳首例肺癌术后的双肺移植患者,也是世界首例切除肺癌后又“换肺”的间质性肺病患者。|r7-news-thepaper-shenzhen-lung-2024
T|ok-real|medical|四川大学华西医院耳鼻咽喉头颈外科为一名52岁的晚期喉癌患者成功实施了世界首例喉部6个器官联合移植手术。|r7-news-gzdaily-huaxi-larynx-2023
H|ok-real|medical|至此,四川大学华西医院成为全世界单体医院喉移植量最多的单位。|r7-news-gzdaily-huaxi-larynx-2023
T|ok-real|medical|据悉,崔先生是目前全球已开展的10例因新冠肺炎接受肺移植手术后,首位达到出院标准的患者。|r7-news-xinhua-wuhan-lung-2020
T|ok-real|medical|承天顺化省中央医院成功开展第三例心脏移植手术|r7-news-vn-hue-heart
T|ok-real|general|2023年,全国平均气温10.7℃,较常年(9.9℃)偏高0.8℃,为1961年以来最高,打破2021年10.5℃记录。|r7-news-qdmw-climate-2023
H|ok-real|general|另据统计,2023年降水最多的站点是广西北海,累计为3233.6毫米,也是当地降雨最多的一年。|r7-news-qdmw-climate-2023
T|ok-real|general|河南漯河最低气温达到31.9℃,打破当地观测史纪录。|r7-news-heat-july-records
T|ok-real|general|夏季(6月至8月)平均气温达29.7摄氏度,是有记录以来最高。|r7-news-xinhua-hk-obs-2023
T|ok-real|general|香港天文台于2023年7月27日录得全年最高气温36.1摄氏度,12月23日录得全年最低气温8.1摄氏度。|r7-news-xinhua-hk-obs-2023
T|ok-real|general|世界气象组织发布的《全球气候状况临时报告》称,2023年为有气象记录以来最热的年份|r7-mag-xwzk-climate-2024
H|ok-negation|food|切勿轻信“零糖”“零卡”“无添加”“不含防腐剂”等无事实依据、违反相关标准的广告内容|r7-notice-jingjinji-51-2025
T|ok-negation|health-food|普通食品不得宣传疾病治疗功效,若遇涉及治疗功效话术,应妥善保存直播录屏|r7-notice-shanghai-eggs-2025
T|ok-negation|health-food|认准“蓝帽子”标识及批准文号,切勿轻信“健康讲座”“特效神药”。|r7-notice-shanghai-eggs-2025
T|ok-negation|general|不要轻信以“包治百病”“祖传手艺”“独家配方”等为幌子营销所谓的“神医”“神药”。|r7-notice-zhangzhou-2024
T|ok-negation|general|酒类商品广告不得含有“特供”“专供”“内供”党政机关和军队等类似内容|r7-notice-zhuhai-spring-2025
T|ok-notice|finance|理财产品具有投资风险:理财产品的投资收益与风险并存,投资者应充分了解产品的投资风险,谨慎决策是否购买该产品。|r7-doc-360docs-bank-risk
T|ok-notice|finance|本金损失风险:在某些情况下,投资者可能会面临本金损失的风险。|r7-doc-360docs-bank-risk
H|ok-real|general|本届奥运会上,世界纪录32项次被刷新,奥运会纪录125项次被改写,见证了奥林匹克运动新的历史篇章。|r7-news-paris-olympics-records-2024
T|ok-real|general|瑞典天才杜普兰蒂斯以6米25的成绩夺冠,将自己保持的世界纪录提升了1厘米。|r7-news-paris-olympics-records-2024
T|ok-real|general|最终,他凭借这一成绩拿到金牌,这也是巴基斯坦在本届奥运会上获得的首枚奖牌。|r7-news-paris-olympics-records-2024
H|ok-real|general|女子400米决赛中,多米尼加选手保利诺跑出48秒17,打破了尘封28年的奥运会纪录。|r7-news-paris-olympics-records-2024
H|ok-real|general|在去年的杭州亚运会上,中国游泳队夺得28金21银9铜,创造中国游泳队在单届亚运会上的历史最好成绩|r7-news-zjol-worldrecord-contenders-2024
H|ok-real|general|温州小将潘展乐在男子100米自由泳决赛中游出了46秒97的成绩,成为历史上第五位、亚洲第一个突破47秒大关的人。|r7-news-zjol-worldrecord-contenders-2024
T|ok-real|general|这也是中国选手首次在男子100米自由泳项目上打破世界纪录。|r7-news-zjol-worldrecord-contenders-2024
T|ok-real|general|货物进出口总额同比增长5%,增速创6个季度以来新高。|r7-news-peoplesdaily-gdp-q1-2024
T|ok-real|general|一季度,创新发展取得新成效,规模以上高技术制造业增加值同比增长7.5%,比上年四季度加快2.6个百分点。|r7-news-peoplesdaily-gdp-q1-2024
T|ok-real|general|全国夏粮总产量13926万吨,比上年减少162万吨,下降1.2%,是历史第二高产年。|r7-stats-nbs-q3-2016
T|ok-plain|general|Madama双层纱系列采用双层织造工艺,轻盈透气且加倍柔软,专为母婴设计。|r7-shop-madama-gauze-367
T|ok-real|general|纯棉面料是以棉花为原料,经纺织工艺生产的面料,具有吸湿、保暖、耐热、耐碱、卫生等特点。|r7-encyc-tftnews-shirt
T|ok-negation|health-food|此保健品不是药物,不能替代药物治疗。|r7-tips-400316-healthfood-warnings-2023
T|ok-notice|health-food|本产品不能替代均衡饮食和健康生活方式。|r7-qa-gaokaocn-healthfood-warnings
T|ok-notice|health-food|孕妇、哺乳期妇女、儿童及特定疾病患者应在医生指导下使用。|r7-qa-gaokaocn-healthfood-warnings
T|ok-measure|health-food|储存于阴凉干燥处,避免阳光直射。|r7-qa-gaokaocn-healthfood-warnings
H|ok-tip|general|消费者在网购时,请注意保留商品介绍页面截图、聊天记录、支付记录、合同等,均可作为消费维权证据。|r7-tips-tianjin-cca-618-2023
H|ok-tip|general|不要被虚假折扣所迷惑,不要被明显低价所误导,对于促销商品按需购买,避免盲目选购、冲动消费。|r7-tips-kuaibao-online-shopping
H|ok-tip|general|可对比促销前后的价格,警惕先涨价再打折、虚报特价揽客等行为|r7-tips-shenzhen-cc-1111-2024
T|ok-negation|general|谨慎购买促销中的“不退不换”“特价商品”以及虚假广告低价商品、高额奖品等商品。|r7-tips-gansu-cca-1111-2024
T|ok-negation|general|对主播关于质量、售后的承诺,通过录屏、截图留存证据,不轻信“根治疾病”等医疗功效宣传|r7-tips-163-province-1111-2025
T|ok-negation|general|警惕“先涨后降”“虚标原价”等虚假促销。|r7-tips-163-province-1111-2025
T|ok-negation|medical|不得宣传诊疗效果或者对诊疗的安全性、功效做保证性承诺。|r7-notice-zhongshan-medbeauty-2022
T|ok-negation|medical|不得有虚假折价、虚假价格比较、不履行价格承诺、低标高结等价格欺诈行为。|r7-notice-zhongshan-medbeauty-2022
T|ok-negation|medical|不得通过广告代言人或“推荐官”“体验官”等形式,以自己名义或者形象为医疗美容做推荐、证明。|r7-notice-wuhan-medbeauty-20
T|ok-negation|real-estate|按照新指引要求,承诺“买房能落户”或房产会升值等10项内容禁止在房地产广告中出现。|r7-news-beijing-realestate-guide-2024
T|ok-negation|real-estate|不得使用 “国家级”“最高级”“最佳” 等用语,不得含有升值或投资回报的承诺,不得以到达某一具体参照物的时间表示项目位置。|r7-news-foshan-realestate-guide-2025
T|ok-notice|drug|用药三天后症状无改善,或出现其他症状,应去医院就诊。|r7-label-120net-110677
T|ok-measure|drug|注意喷药时不要吸气,以防药粉进入呼吸道而引起呛咳。|r7-label-120net-110677
T|ok-real|general|2017年5月5日,C919大型客机在上海浦东国际机场首飞成功|r7-news-ifeng-c919-70firsts
T|ok-real|general|这意味着我国具备了研制一款现代干线飞机的核心能力,是我国航空工业的重大历史性突破。|r7-news-ifeng-c919-70firsts
T|ok-real|general|3年后,长征五号进入初样研制阶段,并在中国首次实现了火箭全型号数字工程化应用。|r7-news-ckxx-space-2020
T|ok-real|general|这是中国最大推力的新型运载火箭长征五号在第二次发射时失利后进行的首次飞行|r7-news-peoplesdaily-os-space-2020
T|ok-real|general|“长征”第一次亮相的时间是1970年4月,“长征一号”成功发射“东方红一号”人造地球卫星,从而揭开了中国航天活动的序幕。|r7-news-handmsg-longmarch-2013
T|ok-real|general|刘京山说,崂山是江北最早引进南茶的地区。|r7-news-qingdao-laoshan-tea
T|ok-real|general|崂山年平均降雨量为650毫米,春季有干旱现象,相对湿度年平均为72%|r7-news-qingdao-laoshan-tea
T|ok-plain|food|内质香气持久,滋味醇厚甘凉,汤色绿黄明亮,叶底嫩黄匀整。|r7-shop-pinminghui-luyuan-maojian
H|ok-real|food|依据武夷岩茶国家标准(GB/18745—2006)武夷岩茶的分类如下|r7-qa-biud-wuyi-yancha
H|ok-notice|drug|按照用法用量服用,有慢性病史者、小儿及年老体虚者不宜长期服用,应在医师指导下服用。|r7-label-51zyzy-82fdea6apa
T|ok-notice|drug|有高血压﹑心脏病﹑肾病﹑糖尿病或正在接受其他治疗的患者均应在医师指导下服用。|r7-label-bohe-22227611
T|ok-notice|drug|按照用法用量服用,服药过程中出现不良反应应停药,并向医师咨询。|r7-label-bohe-22227611
T|ok-notice|drug|本品为外用药,禁止内服。|r7-label-xataih-honghuayou
T|ok-notice|drug|切勿接触眼睛、口腔等黏膜处。|r7-label-xataih-honghuayou
H|ok-measure|drug|溃前涂药宜厚,溃后涂药宜薄。|r7-label-hkzww-56881
T|ok-notice|finance|投资者必须明确:所有基金产品均不承诺保本保收益,历史业绩不代表未来表现。|r7-edu-puhao-fund-first-lesson
H|ok-negation|finance|另外如“稳赚不赔”、“高收益零风险”等话术,违反《证券投资基金销售管理办法》。|r7-edu-puhao-fund-first-lesson
H|ok-negation|finance|监管明确禁止基金宣传 “保本”“无风险”“收益稳” 等表述|r7-qa-jiantou8-fund-ads-2025
H|ok-negation|cosmetics|当事人销售上述产品宣传“抗敏祛痘”内容的行为,违反《广告法》第十七条的规定,构成了在广告中使用医疗用语的行为。|r7-news-cqn-shanghai-qingpu-2022
T|ok-negation|cosmetics|乌苏市市场监督管理局查处某店在非医疗、药品、医疗器械广告宣传中使用治疗疾病医疗用语且销售超过使用期限的化妆品|r7-case-wusu-2024
H|ok-real|general|成都大熊猫繁育研究基地每年接待超过300万游客,成为最受欢迎的旅游景点之一。|r7-encyc-drbdp-panda
T|ok-real|general|熊猫属于一级保护动物,是中国特有的珍稀物种。|r7-encyc-gzjll-panda
H|ok-real|general|熊猫属于国家一级保护动物,也是世界自然保护联盟红色名录中的濒危物种。|r7-encyc-kfkhr-panda
T|ok-real|general|大熊猫已在地球上生存了至少800万年,被誉为“活化石”和“中国国宝”,世界自然基金会的形象大使,是世界生物多样性保护的旗舰物种。|r7-encyc-renwendu-panda
H|ok-real|general|他的面包工作室不足10平方米,每天要产出100至300只面包,品类涵盖当下流行的恰巴塔、乡村欧包、吐司等30多种。|r7-news-fengxian-kiln-bread
H|ok-tip|general|确认不锈钢部位有“304”或“316”钢印。|r7-tips-shucheng-cup-2025
H|ok-real|general|316不锈钢的品质优于304,多了金属钼,耐腐性能更好|r7-tips-shucheng-cup-2025
T|ok-real|general|2025年,厦门市市场监督管理局组织抽查了不锈钢真空杯产品10批次,涉及10家销售企业。|r7-notice-xiamen-cup-check-2025
T|ok-measure|general|不要装得太满:特别是热水,液面离杯口至少留出2-3厘米距离,防止盖上盖子时热水因热胀而喷溅出来。|r7-notice-xiamen-cup-check-2025
T|ok-tip|general|同容量下,优质真空杯因真空层和扎实用料,手感通常更沉。|r7-notice-xiamen-cup-check-2025
T|ok-measure|general|为防止异味及污渍的产生,使用后请清洗干净并使其干燥。|r7-doc-3dmxku-cup-standard
H|ok-real|drug|2010年版《中国药典》是新中国成立以来第9版药典,于2010年7月1日起正式执行.|r7-doc-bdocx-pharmacopoeia-2010
T|ok-negation|device|含有“包治”、“根治”“完全无毒副作用”等字眼的,都属于夸大宣传,切忌轻信。|r7-news-gd-fda-electrotherapy-2015
T|ok-tip|device|消费者在购买医疗器械时一定要索取发票。|r7-tips-hssyj-device-five
T|ok-negation|device|该产品经检验不合格,属非法产品,说明书中标示有“可预防近视,辅助治疗假性近视”字样。|r7-news-jinwanbao-shikangyi-2014
T|ok-real|device|获准上市的医疗器械都会有一张注册证或备案凭证。|r7-news-xinhua-device-week-2020
H|ok-negation|device|有一些普通商品宣传治疗功效混淆视听,如增高仪、减肥仪等|r7-notice-pos111-device-week
T|ok-plain|food|招牌菜剁椒鱼头,红红的辣椒看着就相当有食欲,吃着真是辣的很过瘾,鱼肉鲜嫩,相当有味。|r7-guide-enorth-restaurants-2013
T|ok-plain|food|它家的蜜汁串烧虾是用锡纸包裹的,将虾穿在竹签上,有一种烤虾的味道,虾皮酥脆|r7-guide-enorth-restaurants-2013
T|ok-real|general|《六姊妹》首轮播出期间每集平均收视率高达4.349%,成功登顶CVB电视剧收视率排行榜|r7-news-liuzimei-ratings-2025
T|ok-real|general|在一季度央视黄金时段收官电视剧收视排行榜上,爱奇艺出品的《狂飙》以2.501%的每集平均收视率占据榜首|r7-news-cnstock-tv-q1-2023
T|ok-real|general|北京白家大院位于海淀区苏州街29号,原是礼亲王府花园。|r7-news-midautumn-restaurants-2015
T|ok-title|general|《第一炉香》是由许鞍华执导,张爱玲、王安忆编剧,马思纯俞飞鸿彭于晏张钧甯等人主演的爱情剧情电影|r7-encyc-baikehk-diyiluxiang
T|ok-real|general|自上映第四天起,电影《第一炉香》连续四天上座率第一,单日票房持续上涨|r7-news-starshang-diyiluxiang-2021
T|ok-title|general|据悉,《第一炉香》是许鞍华在大银幕上改编的第三部张爱玲的作品。|r7-news-chunmeifan-diyiluxiang
H|ok-title|general|《第一炉香》由许鞍华导演,改编自张爱玲的成名作《沉香屑·第一炉香》。|r7-news-dxbei-diyiluxiang-2021
T|ok-measure|food|成熟的沙田柚单果重量一般在500克到1500克之间,果皮厚度约1厘米|r7-encyc-drbdp-shatianyou
H|ok-real|food|莆田枇杷以其果实大、外观艳丽、肉多味甜、早熟、耐贮运等特点闻名遐迩,是国家地理标志产品。|r7-guide-bkwk-putian-fruit
T|ok-real|food|拿一颗在鼻尖一闻,能闻到一股桂花香味,壳薄易剥离,果肉香甜,核非常小,实属上等品。|r7-news-guo68-lychee-xiasha
H|ok-real|medical|12月27日上午,市人民医院肿瘤科病房楼投入使用。|r7-news-dengfeng-hospital-ct
H|ok-real|medical|值得一提的是,文山州还率先在省内引进了移动CT巡诊车。|r7-news-wenshan-devices
T|ok-real|medical|1989年,全市各级医疗机构有床位2733张。|r7-gazetteer-zhoushan-1989-2005
T|ok-notice|finance|本理财计划是高风险投资产品,您的本金可能会因市场变动而蒙受重大损失,您应在对相关风险有充分认识基础上谨慎投资|r7-news-qlwb-yantai-wealth-2010
T|ok-negation|finance|商业银行不得承诺或变相承诺除保证收益以外的任何可获得收益。|r7-news-qlwb-yantai-wealth-2010
T|ok-negation|finance|部分宣传可能只是简单提及“投资有风险”,而没有详细说明产品可能面临的具体风险。|r7-news-paoku-bank-slogans-2025
T|ok-real|drug|此类药品不能在大众媒体(如电视,报刊等面向大众的)做广告,但是可以在专业期刊(如药学学报等)上面做广告。|r7-qa-uczhidao-rx-ads
T|ok-real|cosmetics|手工肥皂是由油脂、碱液、水共同起皂化反应的结果,皂化反应后就会变成甘油和皂基。|r7-guide-yxlady-handmade-soap-2022
T|ok-measure|general|比如购买了一件羽绒服,填充物是90%的白鸭绒以及10%的白羽毛,就表明这件衣服的含绒量为90%。|r7-guide-100ye-downjacket
H|ok-tip|general|当决定购买一件羽绒服的时候,也一定要先看看衣领上系着的产品标签|r7-guide-100ye-downjacket
T|ok-tip|general|一般城市里日常通勤550~700的蓬松度就足够了。|r7-guide-qydsj-downjacket
H|ok-measure|general|一般来说,含绒量高于90%的羽绒服可以称之为高含绒量羽绒服,保暖性能优异。|r7-guide-huirenwang-downjacket
H|ok-plain|general|活动期间,爱就推门会员顾客凭卡到原发卡店领取精美新年礼物一份,每卡仅限使用一次。|r7-plan-duanwen-spring-promo
H|ok-plain|general|活动期间,全场部分特价商品七—八折酬宾。|r7-plan-duanwen-spring-promo
T|ok-real|general|除医疗、药品、医疗器械广告外,禁止其他任何广告涉及疾病治疗功能,并不得使用医疗用语或者易使推销的商品与药品、医疗器械相混淆的用语|r7-case-qingxin-2025-bulletin
T|ok-real|general|清远市清新区市场监督管理局坚持广告市场线上线下一体化监管,聚焦“一老一小”、药品、保健食品、“网红食品”等与群众切身利益紧密相关的民生领域|r7-case-qingxin-2025-bulletin
T|ok-tip|device|如果找不到注册证号,无法判断其合法性,则不能购买。|r7-news-xinhua-device-week-2020
#@round 8
# ── round 8 (2026-11-29): 431 rows quoted from outside material by six collectors who never ran the engine (the other 40 % of their sources, by hash, are the fresh set) ──
H|medical|medical|艾灸不是只针对一种疾病的,而是针对阴阳气血经络问题引起的所有疾病|r8-c1-case-zhoushan-2022-qijiutang
T|medical|medical|想预防新冠……艾灸就是最好的选择了|r8-c1-case-zhoushan-2022-qijiutang
T|ok-real|medical|高血压被称为“无声的杀手”,大多数患者可在没有任何症状的情况下发病,患病率在逐年升高的同时,患病群体也日渐趋于年轻化。|r8-c1-news-datong-2025-hypertension
T|ok-real|medical|糖尿病对人体健康影响极大,需要规范化终身管理。|r8-c1-news-heze-2019-diabetes
T|ok-real|medical|当前我国心血管病死亡占总死亡的40%以上,是我国居民第一位死亡原因,而高血压是心血管病事件的首要危险因素。|r8-c1-news-gmw-2021-hypertension-day
T|ok-negation|medical|依法从严查处使用“康复”“恢复”“降低度数”“近视治愈”“近视克星”“度数修复”等误导性表述进行营销宣传的行为。|r8-c1-news-wuzhou-2022-myopia-tip
T|ok-tip|medical|中消协提示广大消费者,在目前医疗技术条件下,近视不能治愈。|r8-c1-news-wuzhou-2022-myopia-tip
T|ok-tip|medical|防控近视重在预防,抓早、抓小是关键,科学用眼加上适量的户外活动才是“良药”。|r8-c1-news-wuzhou-2022-myopia-tip
T|medical|medical|逆龄神器肉毒素——欧美女星的抗衰老‘吗啡’|r8-c1-case-quanzhou-2023-botox
T|medical|medical|做完超声炮8个月后,面部软组织有效提升,苹果肌下垂引发的法令纹减轻,口角囊袋引发的老态也很好缓解,面部变得更平整,轮廓变得更清晰流畅|r8-c1-case-haikou-soyoung-ad
T|medical|medical|超声盾改善后,面部整体压实、口角囊袋改善明显,尤其是苹果肌美美复位|r8-c1-case-haikou-soyoung-ad
T|medical|medical|超声盾改善后,U脸直接变V脸,丰厚的软组织压实内收,脸小了一圈|r8-c1-case-haikou-soyoung-ad
H|medical|medical|改善面部凹陷 填苹果肌/面颊/额头/下巴等|r8-c1-case-shanghai-jinshan-2022-yuyan
T|ok-real|medical|龋病、牙周疾病是损害中国人民群众口腔健康的常见病、多发病,更是危害儿童青少年健康和生长发育最常见的口腔疾病。|r8-c1-ref-beiwei-aiyari
T|ok-real|medical|口腔健康是世界卫生组织确定的人体健康十大标准之一,是反映人体健康和生命质量的一面镜子。|r8-c1-news-nanjing-2018-kouqiang
T|ok-real|medical|控血糖、查眼底,预防糖尿病致盲。|r8-c1-ref-mzbkw-aiyanri
T|ok-real|medical|大力宣传儿童青少年近视、老年白内障、糖尿病视网膜病变、青光眼等眼病防治知识,增强群众爱眼护眼意识。|r8-c1-ref-mzbkw-aiyanri
T|ok-real|medical|四例手术由院长吴长利教授亲自主刀,均获得了圆满成功。|r8-c1-news-tianjin-stc-hospital
H|ok-real|medical|口腔疾病不仅影响咀嚼、发音、美观等功能,还与心脏病、糖尿病、呼吸系统疾病等全身性疾病密切相关。|r8-c1-news-wxredian-aiyari-yizhen
H|ok-negation|medical|制造“容貌焦虑”,将容貌不佳与“低能”“懒惰”“贫穷”等负面评价因素做不当关联或者将容貌出众与“高素质”“勤奋”“成功”等积极评价因素做不当关联。|r8-c1-news-people-2021-medbeauty-guide
H|ok-negation|medical|宣传诊疗效果或者对诊疗的安全性、功效做保证性承诺。|r8-c1-news-people-2021-medbeauty-guide
H|ok-tip|medical|部分美容机构通过虚假广告、编造用户评价等形式夸大医美效果,欺骗、误导消费者。|r8-c1-news-people-2022-cca-medbeauty
T|ok-negation|medical|还有的通过“整容要趁早”等不良价值观的医美广告,传导输出网红、明星类的单一审美观,推崇过度人工塑造的“标准美人”,给普通人制造容貌焦虑,实现过度营销。|r8-c1-news-people-2022-cca-medbeauty
T|ok-tip|medical|隆鼻、磨骨等改变人体骨型结构的手术,须在成年后才可以进行。|r8-c1-news-xinhua-2023-cca-minor-medbeauty
H|ok-negation|medical|某些不正规的医疗机构利用“平价医美”“1元医美体验”等营销噱头招揽未成年消费者,推销各类项目及产品,并诱导其使用贷款平台借款或分期付款。|r8-c1-news-xinhua-2023-cca-minor-medbeauty
T|ok-tip|medical|医疗美容行为必须选择正规医疗机构,由执业医师根据个体情况制定方案。|r8-c1-ref-fh21-beauty-salon-risk
T|ok-real|medical|部分机构使用分装产品或无批号化妆品,违规添加激素、铅汞等成分实现短期效果。|r8-c1-ref-fh21-beauty-salon-risk
T|ok-tip|medical|消费者应理性看待医美效果,不可忽略风险性,更不要一味求美或盲目效仿明星网红冲动消费,冲动一时,有可能悔恨一生。|r8-c1-news-uzkoo-cca-minor-medbeauty
T|ok-real|medical|尿素呼气试验(ureabreathtest,UBT)是临床最受推荐的非侵入性H.pylori感染诊断方法,单克隆粪便抗原试验可以作为备选|r8-c1-ref-hp-consensus-2022
T|ok-real|medical|世界卫生组织报告显示,近一半胃癌与幽门螺杆菌有关。|r8-c1-news-people-2021-hp
T|ok-real|medical|白皮书指出,我国幽门螺杆菌人群感染率近50%,不同人群感染率在35.4%~66.4%之间。|r8-c1-news-cctv-2023-hp-whitepaper
T|ok-real|medical|幽门螺杆菌感染只是其中一个风险因子,而不是直接原因。|r8-c1-ref-pingguolv-hp-qa
T|debatable|medical|美国除皱2U单位348元|r8-c1-case-jiangsu-2025-medbeauty-bulletin
T|debatable|medical|M22黄金超光子3X打法389元|r8-c1-case-jiangsu-2025-medbeauty-bulletin
H|ok-tip|medical|消费者在平台选择医美服务时,可通过官方渠道核实审查批准内容一致性,避免被“低价噱头”误导。|r8-c1-case-jiangsu-2025-medbeauty-bulletin
T|ok-real|medical|据介绍,前列腺是人体内唯一“活到老长到老”的器官,所以随着年龄的增长,特别是在50岁以后,绝大多数的男同志都会出现前列腺增生。|r8-c1-news-vivijk-2011-prostate
T|medical|medical|无效重做、改善毛孔粗大、消除细小皱纹、改善肤色不均、修护敏感泛红、淡化色斑、改善红血丝、抑制皮脂腺改善油性肌肤、抗初老肌肤年轻化|r8-c1-case-beijing-changping-2023-shiyan
T|medical|medical|无效重做、嫩白美肌、淡化痘印、淡斑淡红、提升肤质、均匀肤色红润白皙、透彻肌底光泽美肌、清透毛孔油光拜拜|r8-c1-case-beijing-changping-2023-shiyan
H|debatable|medical|时妍医美科医人M22光子嫩肤全模式Aopt黄金超光子改善毛孔红血丝|r8-c1-case-beijing-changping-2023-shiyan
H|ok-real|medical|至此,我省共有4个国家区域医疗中心建设方案获批复实施,两个项目列入“辅导类”名单。|r8-c1-news-cnstock-2022-anhui-regional-center
T|ok-real|medical|49家医院获批第五批国家区域医疗中心项目,其中包括13家中医院。|r8-c1-news-cntcm-2023-regional-center-5th
H|ok-tip|cosmetics|通过刷牙来根治幽门螺杆菌是不可能的。|r8-c2-ufqi-kangyou-yagao-2024
T|medical|food|治疗高血压、糖尿病|r8-c2-yongxiu-shelao-2025
T|medical|food|能治愈高血压|r8-c2-yongxiu-shelao-2025
T|medical|food|服用几个疗程可预防中风、心梗、癌症,且能治疗高血压|r8-c2-yongxiu-shelao-2025
T|medical|health-food|多年高血糖,影响正常生活,饭后一个妙招了解改善!|r8-c2-samr-baojian-100days-2019
T|medical|health-food|高血糖不要怕 北京同仁堂降糖有诀窍|r8-c2-samr-baojian-100days-2019
T|citation|cosmetics|敏肌可用、温和0无添加|r8-c2-tianjin-beichen-2025-284
H|medical|drug|只要您每年服用气血固本口服液盒以上,除了能保证没病没灾,让您生命延长至少20年!|r8-c2-szroco-qixue-2011
H|ok-real|drug|益气养血,健脾固肾,宁心安神。|r8-c2-szroco-qixue-2011
T|ok-tip|drug|“国药准字”是正规药品的身份标识,如同药品“身份证”。|r8-c2-whmytz-jiayao-tip
T|absolute|food|历史最悠久、地位最尊崇、环境最独特、工艺最精良|r8-c2-wuhan-qingshan-heicha-2019
T|medical|food|具有降脂、减肥、预防心脑血管疾病、抗癌变、降血压等功效|r8-c2-wuhan-qingshan-heicha-2019
T|medical|food|缓解体力疲劳、清肺润嗓、不咳嗽、改善睡眠、降压、缓解便秘|r8-c2-wenling-fengmi-case
T|ok-tip|general|宣称对鼻炎、腋臭、脚癣、灰指甲和痔疮等具有疗效的产品,均不属于消毒产品。|r8-c2-kaiguan-xiaozihao-tip
T|medical|health-food|促进术后伤口愈合、恢复体力|r8-c2-beijing-jd-canbaiyi-2015-67
H|medical|health-food|抗氧化、预防慢性病|r8-c2-beijing-jd-canbaiyi-2015-67
T|medical|health-food|防癌抗癌、辅助放化疗|r8-c2-beijing-jd-canbaiyi-2015-67
T|medical|health-food|预防慢性疾病|r8-c2-guangzhou-zengcheng-2024-49
T|ok-negation|cosmetics|如处方、药用、治疗、解毒、抗敏、除菌、无斑、祛疤、生发、溶脂、瘦身及各类皮肤病名称、各种疾病名称等。|r8-c2-ouquan-huazhuangpin-xuancheng
T|ok-negation|cosmetics|绝对化词意。如速效、超强、全方位、特级、换肤、去除皱纹等。|r8-c2-ouquan-huazhuangpin-xuancheng
T|medical|general|磁场对人体的治疗作用|r8-c2-jinan-lixia-chuangdian-2022
T|debatable|general|穿透力是传统磁性产品几十倍,只有穿透人体,才能深层次作用于人体细胞。|r8-c2-jinan-lixia-chuangdian-2022
H|ok-tip|general|所谓的超声波、磁石磁疗、光子美容都只是噱头,并不具有真正的功效。|r8-c2-xiuyan-chuangdian-2024
T|ok-real|drug|小柴胡颗粒有解表散热,疏肝和胃的作用。|r8-c2-jianke-xiaochaihu-otc
H|ok-real|drug|这类药毒副作用较少、较轻,而且也容易察觉,不会引起耐药性、成瘾性。|r8-c2-5h-feichufangyao
T|ok-real|drug|根据国家要求,非处方药必须在产品包装和说明上印有“OTC”标识,而处方药没有特殊标识。|r8-c2-360lj-guipi-otc
T|medical|food|牡蛎药食同源,具有强肝护肝、生精固肾、疲劳恢复、提高免疫、新陈代谢、天然滋补等疗效|r8-c2-luohe-muli-weixin
T|ok-real|device|所谓“械字号面膜”,其实是医用敷料,属于医疗器械范畴。|r8-c2-girljc-xiezihao
T|medical|cosmetics|经权威机构检验测试,证明对于新冠病毒有明显抑制效果|r8-c2-linyi-lanling-maijili-2022
T|medical|cosmetics|防癌、抗衰、抗病毒|r8-c2-linyi-lanling-maijili-2022
T|ok-tip|general|卫生巾不得宣称医疗功效(如“治疗妇科病”),此类宣传属违规。|r8-c2-liaoning-weishengjin-tip-2025
T|medical|device|改善血液循环、提升免疫力、延缓衰老|r8-c2-fuzhou-shelao-2025-2
T|citation|device|获得美国和欧洲安全认证|r8-c2-fuzhou-shelao-2025-2
T|ok-real|general|假借专家义诊、健康咨询、健康讲座等名义,宣称普通食品或日用品具有保健、疾病预防、治疗功能,或者夸大药品功效疗效;|r8-c2-putian-beian-xiansuo-2025
T|ok-real|cosmetics|特殊用途化妆品主要包括育发、染发、烫发、脱毛、美乳、健美、除臭、祛斑、防晒的化妆品。|r8-c2-hzp-kepu-yaodian
H|medical|food|减肥瘦身,清肠通便|r8-c2-fuzhou-cangshan-zhiluzhe-2021
T|medical|food|保护关节软骨、刺激关节软骨生成|r8-c2-fuzhou-cangshan-zhiluzhe-2021
T|medical|food|预防和治疗腹泻|r8-c2-beijing-chaoyang-yishengjun-2024
H|medical|food|预防和治疗过敏|r8-c2-beijing-chaoyang-yishengjun-2024
T|ok-real|drug|常见不良反应如下,应注意观察。若出现异常,应减量或停药并进行适当处置。|r8-c2-160678-jiangya-label
H|ok-real|drug|服用本品有可能引起血压过度降低,出现一过性意识消失等。|r8-c2-160678-jiangya-label
T|ok-real|drug|该药品适用于治疗高血压,可单独应用或与其他降压药如利尿药合用。|r8-c2-jd-gaoxueya-yaopin
T|medical|device|辅助治疗慢性病、提前预防疾病、发现斩断潜在疾病|r8-c2-liaoning-wenre-liliaoyi-2022
T|citation|device|辽宁电视台品牌合作企业|r8-c2-liaoning-wenre-liliaoyi-2022
T|citation|device|慢病防治教育示范基地|r8-c2-liaoning-wenre-liliaoyi-2022
H|medical|general|解决了传统中药透皮渗透慢这一难题,靶向给药,直达病灶,缓解患者疼痛|r8-c2-anhua-2023-195
T|medical|general|寒湿体质 是万病之源 万病由寒湿起 寒在哪堵在哪 病在哪瘤在哪|r8-c2-anhua-2023-195
T|medical|general|世上本无癌 只是淤和堵|r8-c2-anhua-2023-195
T|ok-real|health-food|目前全球尚无根治糖尿病的手段|r8-c2-sohu-jiangtang-baojianpin-2006
H|ok-negation|health-food|切不可以替代药物为目的,更不能相信所谓的“根治”。|r8-c2-sohu-jiangtang-baojianpin-2006
T|ok-tip|device|医疗器械是用于诊断、治疗疾病的,购买前应听取医生的意见,在医生指导下使用。|r8-c2-lanzhou-qixie-xuanchuanzhou-2021
T|ok-negation|device|有些商家存在任意夸大产品疗效,甚至宣称“疗效神奇”“包医百病”等不法行为。|r8-c2-093112345-jiayong-qixie
T|ok-tip|general|健身器械和一些带有保健功能的衣服、帽子、鞋、袜、手镯、耳环等,一般不是医疗器械。|r8-c2-093112345-jiayong-qixie
T|ok-real|device|有使用期限的产品,应在包装上标明有效期限,超过有效期限的不得销售、使用。|r8-c2-htsld-goumai-qixie
T|ok-tip|cosmetics|儿童化妆品须有成人监护使用等提示,禁止标示食品级或可食用等误导信息|r8-c2-taiyuan-xinghualing-hzp-2024
T|ok-real|general|经营普通食品或者一般商品的,不得明示或暗示产品具有保健、疾病预防或治疗等功能|r8-c2-luzhou-gaojieshu-2025
H|citation|food|全国长寿工程厦门补硒工作站|r8-c2-samr-baojian-cases-2019-xiamen
H|medical|general|源头灭杀新冠更彻底|r8-c2-yuyao-kongqi-jinghuaqi-2022
H|ok-real|general|卫生部明确规定,涉水产品不得宣传任何保健功能和治疗功效。|r8-c2-ppdoc-jingshuiqi
T|medical|food|抗衰逆龄、修复DNA、预防老年痴呆|r8-c2-samr-nmn-bulaoyao-2021
H|ok-real|food|目前,NMN在我国未获得药品、保健食品、食品添加剂和新食品原料许可,即在我国境内,NMN不能作为食品进行生产和经营。|r8-c2-samr-nmn-bulaoyao-2021
T|medical|general|奥科维,世上本无癌,只有淤和堵,通经活络活血化瘀|r8-c2-guizhou-yanglao-2022
H|medical|general|针对肌肉和身体的酸麻、胀痛等有立竿见影的功效!|r8-c2-guizhou-yanglao-2022
H|ok-real|general|消毒产品与药品有严格的区别,消毒产品不是药品,没有治疗疾病的作用。|r8-c2-moh-2009-17-xiaodu
T|medical|general|二、防治神经衰弱和失眠;三、防治高血压;四、防治风湿关节炎|r8-c2-jincheng-2023-1-zuliao
H|medical|general|持续使用,有病抗病,无病强身,用之有益|r8-c2-jincheng-2023-1-zuliao
H|medical|general|主治:腰椎间盘突出、颈椎病、肩周炎、滑膜炎、坐骨神经痛、网球肘。|r8-c2-bengbu-huaishang-2021-c45
T|citation|health-food|国药准字OTC认证产品|r8-c2-xiaoxian-aolisi-baojian
T|medical|health-food|吃药30年赶不上吃草30天;血压从没这么稳过,停药一个月了没犯|r8-c2-sfda-2011-3qi-jingchan
T|medical|health-food|30天将军肚瘪了,血脂降了,脂肪肝好了;清除血液垃圾,软化血管,让各项指标恢复正常|r8-c2-sfda-2011-3qi-jingchan
T|ok-negation|general|禁止使用或者变相使用国家机关、国家机关工作人员的名义或者形象进行商业广告宣传。|r8-c3-wuhua-2024-notice
T|ok-negation|general|禁止使用军服和中国人民解放军曾经装备的制式服装进行商业广告宣传。|r8-c3-wuhua-2024-notice
T|ok-negation|general|禁止将英雄烈士的姓名、肖像用于或者变相用于商业广告宣传，损害英雄烈士的名誉、荣誉。|r8-c3-wuhua-2024-notice
H|ok-negation|education|不得设计、制作、发布考试作弊器材广告。|r8-c3-anhui-2024-exam-notice
T|ok-negation|education|不得设计、制作、发布含有“保证通过考试”“保证提高分数”等对升学、通过考试或者对教育、培训的效果作出保证性承诺内容的广告|r8-c3-anhui-2024-exam-notice
H|ok-negation|finance|金融投资理财类广告应当引导金融消费者（投资者）理性投资及融资，不宣扬无节制消费和奢靡生活方式，不诱导受众接受不适当的金融产品和服务。|r8-c3-lingbi-finance-guide
T|ok-real|finance|明示相关风险及责任承担，对可能存在的风险以及风险责任有显著及通俗易懂的提示或警示，并显著标示诸如“投资有风险，入市需谨慎”等字样。|r8-c3-lingbi-finance-guide
H|ok-grade|general|北方昆曲剧院国家一级演员袁国良凭借其主演的昆剧《烂柯山》榜上有名。|r8-c3-43b-meihua-2025
T|ok-real|general|中国戏剧家协会驻会副主席陈涌泉表示，“多维突破”是本届梅花奖评奖的亮点。|r8-c3-43b-meihua-2025
T|realestate|real-estate|紧邻五一路小学为项目带来高保障的投资收益|r8-c3-taiyuan-2018-bulletin
T|realestate|real-estate|投资灵活，门槛低、升值快、回报高|r8-c3-taiyuan-2018-bulletin
T|citation|general|产品覆盖北方80%的地区，属于国家知名企业，是国家建设部推广的最新产品|r8-c3-taiyuan-2018-bulletin
T|ok-real|real-estate|太原市工商局相关负责人介绍说，房地产领域违法广告主要是广告中含有升值或投资回报承诺的内容，或对规划或者建设中的交通、商业、文化教育设施和其他市政条件作误导宣传。|r8-c3-taiyuan-2018-bulletin
T|ok-negation|education|在不少人有着“学历焦虑”的背景下，“包过”“包毕业”“包获文凭”的学历提升广告屡见不鲜。|r8-c3-fznews-2022-xueli
H|ok-real|education|一些宣称“包过”的教育机构甚至没有给学生报名入学，未获官方授权的机构大肆招生，部分机构更是涉嫌违规违法经营。|r8-c3-fznews-2022-xueli
T|ok-negation|education|高等学历继续教育广告信息必须真实、准确、合法，不得出现“快速取证”“免考包过”“考不过退款”等对教育效果作出明示或者暗示的保证性承诺|r8-c3-gdgcjy-2021-notice
T|ok-negation|education|不得混淆技师学院、专修学院、研修学院等非学历高等教育机构与开展学历教育高校的性质区别。|r8-c3-gdgcjy-2021-notice
T|ok-negation|general|《宗教事务条例》明确规定，禁止以宗教名义进行商业宣传。|r8-c3-kaifeng-2022-religion
H|ok-real|general|县市场监督管理局表示，将加大文明祭祀用品检查力度，引导广大群众自觉抵制各种带有封建迷信的祭祀商品。|r8-c3-haifeng-jisi
T|ok-tip|finance|央行提醒消费者，收藏和投资贵金属纪念币应通过中国金币总公司及其特许零售商等正规渠道购买，不要相信虚假广告的升值分析和前景预测，以免上当受骗。|r8-c3-3mta-pbc-coin
T|ok-real|finance|目前，银行指定生产金银纪念币的企业有沈阳造币厂有限公司、上海造币厂有限公司和深圳鲍国造币厂有限公司。|r8-c3-3mta-pbc-coin
T|ok-negation|general|一些广告中却冠以“国家权威部门破例、破格、特批”等用语，借此凸现纪念品的唯一性，误导广告受众。|r8-c3-9x1x-coin-fake
T|ok-real|general|除常见的星座、塔罗牌、八字算命等，近年还兴起了AI算命，只需将生辰八字、面容手相等信息输入，就能自动分析，替人“指点迷津”。|r8-c3-guangming-zhanbu
T|ok-real|education|2025年全国高考报名人数1335万人。|r8-c3-zqbcyol-2025-gaokao
H|ok-real|education|教育部提出将严格入场安检，推动智能安检门功能升级，强化对手机、智能手表（手环）、智能眼镜等违规物品的重点检查。|r8-c3-zqbcyol-2025-gaokao
T|ok-real|general|外交部发言人郭嘉昆在4月28日表示，随着“五一”假期的到来，中国欢迎更多外国朋友来访，体验中国的文化和产品。|r8-c3-chinacom-2025-fmprc
T|ok-real|general|毛宁在例会上宣布，中共中央政治局委员、外交部长王毅将于5月28日至29日在福建省厦门市主持召开第三次中国—太平洋岛国外长会。|r8-c3-chinacom-2025-fmprc
T|ok-real|general|中国第一个加入《条约》，体现了坚持大小国家一律平等的外交传统、对东盟发展壮大的坚定支持以及对周边奉行的睦邻友好政策。|r8-c3-fmprc-2023-0717
H|finance|finance|一位母亲给孩子投保，她算了一笔账：每年10000，10年一共存100000，平平安安30年后拿到150000，除去本金，还有利息50000。|r8-c3-xsydw-hubei-insurance
T|finance|finance|为爱点赞，毕竟保100万，比挣100万容易|r8-c3-xsydw-hubei-insurance
T|ok-real|finance|今年年初，银保监会湖北监管局近日连发五条处罚文件，对于对华泰人寿、工银安盛人寿两家保险公司5位保险公司从业人员开出了共计1.5万元罚单。|r8-c3-xsydw-hubei-insurance
H|ok-negation|finance|夸大收益类包括混淆保险产品和其他固定收益类理财产品，如发布“保本保息”“保本高收益”“复利滚存”等|r8-c3-getaca-2020-guohua
T|ok-negation|finance|饥饿营销类包括宣传保险产品即将停售或限时销售，如使用“秒杀”“全国疯抢”“限时限量”等用语|r8-c3-getaca-2020-guohua
T|ok-real|finance|朋友圈从事宣传可以吗？可以。但虚假宣传就涉嫌违法违规了。|r8-c3-getaca-2020-guohua
T|ok-real|finance|2019年12月，央行、银保监会、证监会和国家外汇管理局发布《关于进一步规范金融营销宣传行为的通知》。|r8-c3-whtianma-2020-insurance
T|ok-real|finance|这几张罚单包括多种情形，如将不同保险公司保险产品进行片面对比，承诺给予投保人保险合同约定以外利益、不实宣传、炒作停售等问题。|r8-c3-whtianma-2020-insurance
T|ok-real|education|据了解，今年以来，全省市场监管部门共组织对3976家校外培训机构开展自查自纠，排查清理校外培训广告488条、责令改正163条。|r8-c3-jiaoyujie-2023-anhui
T|ok-negation|education|严查发布含有对升学、通过考试、获得证书，或者对培训效果作出明示暗示的保证性承诺等内容的培训广告|r8-c3-jiaoyujie-2023-anhui
H|ok-real|finance|由于发布自媒体文章进行虚假宣传及承诺，中国人寿海南省分公司一保险营销员被罚6000元。|r8-c3-sina-2018-hainan-insurance
H|absolute|finance|国内规模最大、投资效益最高的一家投资咨询机构|r8-c3-csrc-2022-senyang
T|finance|finance|预期收益不低于X%|r8-c3-csrc-2022-senyang
T|ok-real|finance|3月25日，证监会下发行政处罚决定书，决定撤销上海森洋、上海证华（原名上海新兰德）两家机构证券投资咨询服务业务许可，上海证华并被罚款30万元。|r8-c3-csrc-2022-senyang
T|ok-real|finance|四川证监局决定对四川钱坤云智能科技有限公司采取责令暂停新增客户2个月的行政监督管理措施。|r8-c3-stcn-2025-tougu
T|ok-tip|finance|天下没有免费的午餐，对大V们的热心荐股，请务必提高警惕，保持理性投资心态，以免上当受骗。|r8-c3-gdjjxw-2020-zhejiang
T|finance|real-estate|百变全能铺，投资自用皆是赚|r8-c3-heyuan-2023-shop
H|finance|real-estate|无论是自用或者出租，都有无限的投资升值钱景，一铺养三代，投资自用皆是赚|r8-c3-heyuan-2023-shop
T|finance|real-estate|5000余师生稳定客源每天上下学必经商铺4次，庞大教育红利在握，掘金潜力客观|r8-c3-heyuan-2023-shop
T|ok-real|finance|非法集资严重干扰正常的经济、金融秩序，极易引发社会风险，扰乱了市场经济秩序。|r8-c3-xiangtan-2018-feiji
T|ok-negation|finance|“低门槛、零风险、高利息”这些“稳赚不赔”的字眼都是非法集资的“障眼法”|r8-c3-helan-feiji
H|ok-negation|general|利用“国家”名义为企业品牌背书，涉嫌违反《广告法》《反不正当竞争法》《消费者权益保护法》等法律。|r8-c3-samr-2019-guojiapinpai
H|ok-real|general|品牌的知名度和影响力，源于消费者信赖和市场选择。|r8-c3-samr-2019-guojiapinpai
T|ok-negation|general|国家工商行政管理总局日前作出规定，禁止在广告中使用“免检”内容。|r8-c3-104t8-2008-mianjian
T|ok-real|general|一些地方墓穴占山毁林，也有的通过网络售卖，隐蔽难查，还有所谓的大师在线看墓穴风水……|r8-c3-fahaotai-2023-muidi
H|ok-negation|general|全市范围内禁止任何单位和个人制造、销售冥币纸钱、纸扎实物等封建迷信殡葬用品。|r8-c3-sanyag-2024-nantong
T|ok-real|general|有网友不解，使用锡纸元宝进行祭祀活动似乎一直是传统，为何突然变成了封建迷信，销售这些物品还要被处罚？|r8-c3-mrjj-2023-yuanbao
T|ok-industry|finance|客户经理：负责客户营销、维护及金融产品推荐。|r8-c3-fudaoke-bank-job
T|ok-industry|finance|银行普通员工主要分为柜员、客户经理、后台支持人员等类别，不同类别对应不同工作职责。|r8-c3-fudaoke-bank-job
T|ok-grade|general|《热血悲情》由剧作家赵耀明、徐耿声编写，国家一级导演孔小石执导，讲述的是一个关于缉毒英雄的感人故事。|r8-c3-cctv-2001-rexue
T|ok-real|general|上海京剧院创排的现代京剧《热血悲情》，是反映21世纪现代生活的第一部京剧作品。|r8-c3-cctv-2001-rexue
H|ok-real|general|参加本次汇演的演员中，戏剧“梅花奖”获得者就有54名。|r8-c3-guqu-2008-jingju
T|ok-negation|real-estate|此次专项整治，南宁市场监管部门将严查房地产项目借重大国事和政治活动等名义，从事违法违规商业营销宣传|r8-c3-nanning-2022-realestate
T|ok-negation|education|一些教育培训机构，通过广告宣称可以保证升学、提高分数。|r8-c3-chongqing-2019-top10
H|ok-negation|education|但凡对升学、通过考试以及对教育培训效果做出保证性承诺的，以专家或受益者名义作推荐证明的广告，都是违法广告。|r8-c3-chongqing-2019-top10
H|education|education|中考包分百日集训营|r8-c3-wenzhou-2021-edu
T|education|education|400分以下最少提高80分以上，不达目标全额退款。|r8-c3-wenzhou-2021-edu
T|education|education|400分-450分之间的最少提高60分以上，不达目标全额退款|r8-c3-wenzhou-2021-edu
T|ok-real|education|自2021年4月开始持续推进“呵护青少年健康成长”教育培训类广告清理整治专项行动以来，浙江温州市各级市场监管部门加大了教育培训广告监测及监管执法力度。|r8-c3-wenzhou-2021-edu
T|ok-negation|education|不得以“押题”“估分”等行为误导考生。|r8-c3-quanzhou-2025-gongkao
H|ok-negation|education|谨防个别机构无培训资质却以“教育咨询”名义打擦边球。|r8-c3-quanzhou-2025-gongkao
T|ok-negation|education|重点查处含有“官方指定”“保过”等内容，对培训效果做出保证性承诺的违法广告|r8-c3-pingdingshan-2025-gongkao
T|ok-negation|general|国旗法第十八条规定：“国旗及其图案不得用作商标和广告......”|r8-c3-thepaper-xuchang-flag
T|ok-real|general|许昌中院二审审理认为，该公司在微信公众号上发布的内容，最终目的是对其产品、品牌进行的推荐宣传。|r8-c3-thepaper-xuchang-flag
T|ok-real|general|优先优待服务领域包括：凭有效证件可优先办理婚姻和收养手续、优先入住公办养老院；优先挂号、化验、检查、取药；优先购票、乘行等。|r8-c3-tianjin-junren-youdai
T|ok-real|general|在“八一”建军节到来前夕，军人优先优待再出新政策。|r8-c3-tianjin-junren-youdai
H|ok-real|general|军人旅游优待的核心是“减免门票”，其中免票政策覆盖对象最为广泛|r8-c3-shuzizhou-junren-lvyou
T|ok-real|real-estate|11月7日，山东省淄博市市场监管局公布5起市场监管领域房地产违法典型案例。|r8-c3-zibo-2022-realestate
H|finance|finance|预期年化利率最高12%|r8-c3-shanghai-2018-nianhua
T|ok-real|finance|上海市一中院经审理认为，金融信息公司在公司官方网站介绍所经营的金融产品和所提供的信息|r8-c3-shanghai-2018-nianhua
T|ok-real|education|2022年全国共有各级各类学校51.85万所；学历教育在校生2.93亿人；专任教师1880.36万人。|r8-c3-cncjw-2023-moe
T|education|education|恭祝我校包揽2023山西省美术统考晋城市状元、榜眼……|r8-c3-jincheng-2024-24
T|ok-real|finance|当月，保险、证券和基金三大金融行业合计披露676条罚单，罚没总金额达7863.42万元。|r8-c3-nfzm-2026-jinrong
T|citation|general|全球烟花行业最具影响力十大品牌|r8-c4-lianjiang-2012-fireworks
T|citation|general|全球烟花行业最具影响力十大生产企业|r8-c4-lianjiang-2012-fireworks
T|ok-real|general|中国乒乓球队延续霸主地位，在男单、女单、女双、混双四个项目中锁定世界第一|r8-c4-hunantoday-2025-ittf
T|ok-real|general|孙颖莎以11600分实现连续四年年终第一，更将连续霸榜纪录刷新至180周。|r8-c4-hunantoday-2025-ittf
H|ok-real|general|中国队共获得32金27银26铜，在金牌与奖牌榜均位列第一位，创造了亚冬会历史最好成绩。|r8-c4-cctv-2025-top10-sports
T|ok-real|general|这是全国运动会史上首次由三地共办，首次由广东、香港、澳门联合承办。|r8-c4-cctv-2025-top10-sports
H|ok-real|general|全年52周世界排名稳居第一，是国际乒坛毫无争议的NO.1。|r8-c4-digipub-2025-titan-awards
H|ok-real|general|凭借50万英镑的冠军奖金，他在赛季排名中成功跻身第4，成为我国选手中排名提升速度最快的运动员。|r8-c4-danliao-2025-snooker
T|citation|general|中国建筑首选环保优质品牌|r8-c4-longwen-2011-paint
T|absolute|general|邵阳地区首席规模最大的银发养生中心|r8-c4-shaoyang-daxiang-yangsheng
H|citation|general|怀化一家五星级的游泳健身会所|r8-c4-huaihua-2018-gym
T|absolute|food|中国‧第一黑店|r8-c4-fuqing-heidian
T|citation|general|中国著名品牌|r8-c4-shuangliao-tile
H|citation|food|巴拿马万国博览会金奖纪念|r8-c4-guizhou-2025-baijiu
T|absolute|general|为客户提供最专业、最迅速、最优质的服务|r8-c4-minhang-2022-haiding
H|citation|general|海丁集团在全球拥有1000+服务伙伴，服务足迹遍布40+国家及地区，年服务客户超800家|r8-c4-minhang-2022-haiding
H|price|food|69.9元抢原价119.8元川贰幺冷吃系列4钟口味|r8-c4-chengdu-2020-ggz3
T|absolute|general|材质为100%顶级澳洲锦羊皮|r8-c4-shanxi-2014-yurongfu
T|citation|food|潭酒中国酱香三强|r8-c4-henan-2021-11cases
T|citation|general|中国传染病预防与控制专家会议特别推荐产品|r8-c4-shanghai-2023-tiequan5
H|citation|general|先进团体，优秀机构|r8-c4-jinjiang-2022-paibian
T|citation|general|中国消费者放心购物质量可信产品|r8-c4-daxie-2013-wangshang-rongyu
T|citation|general|全国照明产品质量公正十佳知名品牌|r8-c4-daxie-2013-wangshang-rongyu
H|citation|general|中国保险箱行业协会会长单位|r8-c4-daxie-2013-wangshang-rongyu
T|citation|general|拥有50多项国家发明专利|r8-c4-daxie-2013-wangshang-rongyu
T|absolute|general|市场覆盖率行业最全|r8-c4-daxie-2013-wangshang-rongyu
H|citation|general|已拼10万+件|r8-c4-xuanzhou-2022-shuadan
T|ok-real|general|这标志着中国首条时速350公里跨海高铁——福厦高铁正式开通运营。|r8-c4-xinhua-2023-fuxia-hsr
H|ok-real|general|届时，“复兴号”动车组将在京沪高铁率先实现350公里时速运营，我国成为世界上高铁商业运营速度最高的国家。|r8-c4-xinhua-2017-fuxing-350
T|ok-real|general|毕竟，她是全球首位获得威尼斯电影节“终身成就金狮奖”殊荣的女性导演。|r8-c4-ft-2025-ann-hui
H|ok-real|general|她六获香港电影金像奖最佳导演，纪录至今无人打破。|r8-c4-ft-2025-ann-hui
H|ok-real|general|支持打造一批首发中心、首发经济集聚区，在重点商圈商街、创意园区、文化场所等打造多层次的新品发布平台载体。|r8-c4-etnet-2025-xiaofei-shidian
H|ok-real|general|支持具有引领性的国内外品牌开设高能级首店、旗舰店、概念店，并推动首店向总店、总部提升发展。|r8-c4-etnet-2025-xiaofei-shidian
T|ok-real|general|该规划是由国务院要求，住建部、发改委、卫计委、教育部等中央19大部委联合编制，是中国最高层次的战略规划。|r8-c4-zgkjsz-2017-zhongxin-chengshi
H|citation|general|上海交通大学团队饮水思源环境检测中心新店开张|r8-c4-yangpu-2021-rzn
T|citation|general|质量体系：ISO9001|r8-c4-longwan-2024-765
T|price|general|充值可得100元话费券|r8-c4-alipay-2023-xujia-yingxiao
T|citation|general|创办一年、成交量就已遥遥领先|r8-c4-haidian-2018-guazi
T|absolute|general|北京洁洁乐科技有限公司专注于清洁领域的探索和清洁文化的传播，已成为中国最大、最专业的清洁器材供应商。|r8-c4-shunyi-2022-jiejiele
H|absolute|general|力奇BR1100S/1300S洗地机介绍特点：同系列产品中清洁效率最高的一款机型|r8-c4-shunyi-2022-jiejiele
T|ok-measure|general|为了保障骑行安全，优化了电动机额定功率和最高转速的测试方法，最高设计车速不超过 25km/h，还增加了北斗定位、实时通信功能。|r8-c4-ejpsummit-ebike-new-standard
T|ok-ordinal|general|2020年第一季度影响力书单今日揭晓。|r8-c4-cnpubg-2020-q1-books
T|ok-real|general|主题出版是中国特色社会主义出版事业最为显著的特点，是党的主张、国家意志在出版领域最重要的标志，是中国出版业的灵魂，必须把它作为出版业的中心任务抓实抓好。|r8-c4-qkblh-zhuti-chuban
H|ok-title|general|福建省漳州第一中学25日举办建校120周年庆典大会，活动通过线上线下相结合。|r8-c4-chinanews-zhangzhou-yizhong
T|ok-real|general|今年5月22日，2005年中国重测珠峰高度测量登山队15名队员成功登上世界第一高峰珠穆朗玛峰之巅，测量工作顺利完成。|r8-c4-chinanews-2005-zhufeng
T|citation|food|福标特级西冷幼茶2268g 专用红茶粉|r8-c4-dongguan-2021-jinbika
T|citation|general|cctv央视战略合作伙伴|r8-c4-gaozhou-cctv-gangcai
T|ok-measure|general|作为我国首款按照国际通行适航标准自行研制、具有自主知识产权的喷气式干线客机，C919大型客机座级158—192座，最大航程5555公里|r8-c4-peoples-daily-2022-c919
T|ok-real|general|这是国产C919客机在全球的首份正式购机合同，东航将成为首家运营C919大型客机的航空公司。|r8-c4-mingpao-2021-c919-order
H|ok-identifier|general|今天中国东方航空作为国产大飞机 C919 的全球首家用户，正式接收编号为 B-919A 的全球首架飞机，迈出市场运营的关键“第一步”|r8-c4-ithome-2022-c919-delivery
H|absolute|real-estate|城市首席绿色建筑 花园现房赏鉴|r8-c4-shunyi-2007-shouxi
T|absolute|food|杭州最优秀炒货店|r8-c4-chinadaily-2016-fanglinfu
H|ok-negation|general|“第一品牌”等广告用语，是与“最佳”含义相同的绝对化用语。|r8-c4-saic-1997-diyi-pinpai
T|ok-negation|general|商家以“全市最低价”、“所有商品价格低于同行”、“谁的价格比我的更低”等宣传口号促销，实际上却是无依据、无从比较的价格。|r8-c4-huizhou-wujia-qizha
H|citation|food|源自1163年皇家贡酒|r8-c4-yizhuang-erguotou-gongjiu
T|ok-real|general|中国体育代表团获得32金27银26铜共85枚奖牌，雄踞金牌榜和奖牌榜首位。|r8-c4-xinhua-2025-intl-sports-top10
T|ok-real|general|3月20日，41岁的津巴布韦奥运冠军柯丝蒂·考文垂在希腊举行的国际奥委会主席选举中以绝对优势胜出，成为该组织131年历史上首位女性主席|r8-c4-xinhua-2025-intl-sports-top10
H|platform|general|分享到朋友圈截图可领 10 元红包|r8-c5-9ku-wechat-induce-ieabt
T|platform|general|转发这篇文章给 3 个群,就能解锁完整资料|r8-c5-9ku-wechat-induce-ieabt
T|platform|general|转发给爸妈证明你爱他们|r8-c5-9ku-wechat-induce-ieabt
T|platform|general|分享后能中 iPhone|r8-c5-9ku-wechat-induce-ieabt
T|platform|general|不分享就无法关闭弹窗|r8-c5-9ku-wechat-induce-ieabt
T|platform|general|必须转发才能查看下一页|r8-c5-9ku-wechat-induce-ieabt
H|platform|education|分享到 3 个群可领取完整版|r8-c5-9ku-wechat-induce-iengi
T|platform|general|分享到朋友圈即可领取 5 元红包|r8-c5-9ku-wechat-induce-iengi
T|platform|general|转发后一生平安|r8-c5-diwuai-wechat-induce-13695
H|platform|general|不转不是中国人|r8-c5-lywlkj-wechat-link-rules
H|ok-real|general|昨天(25日),南郊观象台测得的最高气温为33.2℃,创今年来最高气温的新高。|r8-c5-15tianqi-beijing-heat-2015
T|ok-real|general|北京将有望连续10天最高气温≥30℃,历史同期罕见。|r8-c5-15tianqi-beijing-heat-2015
T|ok-negation|general|严禁发布涉及导向问题以及违背社会公序良俗等内容的广告。|r8-c5-zhangzhou-2024-ad-tip
H|ok-real|medical|作为迄今为止全球最远距离、全程操控的超远程机器人手术,此次手术跨越直线距离近8100公里|r8-c5-nanfang-2024-remote-surgery
T|ok-real|medical|57台手术一起展开,57名科主任、知名专家同时登台手术,创造了总医院历史上一项新的纪录。|r8-c5-jkxxw-301-surgery-record
T|ok-tip|general|儿童乘坐学步车玩耍时,必须保证儿童处于看护人的视线范围内。|r8-c5-qinbei-walker-guide
H|ok-tip|general|不要购买无厂名厂址标识的婴儿学步车。|r8-c5-qinbei-walker-guide
H|platform|general|请好心人转发一下|r8-c5-wxtt-wechat-induce-types
T|platform|general|分享可增加一次抽奖机会|r8-c5-wxtt-wechat-induce-types
H|platform|general|邀请好友拆礼盒|r8-c5-wxtt-wechat-induce-types
T|ok-real|general|亚洲是世界上面积最大的洲,达到了4400万平方千米。|r8-c5-shijiezz-geography-146292
H|ok-real|general|南极洲的平均海拔高达2350米,使其成为世界海拔最高的洲。|r8-c5-shijiezz-geography-146292
T|ok-real|general|里海作为一个咸水湖,其面积达到37万多平方千米,是世界最大的咸水湖。|r8-c5-shijiezz-geography-146292
H|ok-real|general|世界冷极:东方站(南极)最低记录-89.2摄氏度|r8-c5-shijiezz-records-157191
T|ok-real|general|最长的海底山脉:中洋脊(长达80000公里)|r8-c5-shijiezz-records-157191
T|ok-real|general|马里亚纳海沟是世界上最深的海沟,位于西太平洋马里亚纳群岛附近。|r8-c5-gansulong-earth-top10
H|ok-real|general|在奥运会历史上,获得金牌时年龄最大的运动员是王义夫|r8-c5-zhongtaitiyu-olympic-medals
H|ok-real|general|中国第一枚奥运会金牌获得者是射击队的许海峰|r8-c5-zhongtaitiyu-olympic-medals
T|ok-real|drug|任何药物都有毒副作用,只是程度不同而已。|r8-c5-kepuchina-otc
H|ok-tip|drug|如果病因不明,病情不清,则以不用非处方药物为好。|r8-c5-kepuchina-otc
H|ok-negation|food|特殊医学用途配方食品是食品,不是药品,但不是正常人吃的普通食品。|r8-c5-laibaik-fsmp
T|ok-notice|food|该类食品必需在医生或临床营养师指导下使用,可以单独使用,也可以与普通食品或其他特殊膳食食品共同使用。|r8-c5-laibaik-fsmp
T|ok-negation|food|此类食品不是药品,不能替代药物的治疗作用,产品也不得声称对疾病的预防和治疗功能。|r8-c5-7tqp-fsmp
H|ok-tip|food|选购时务必查看产品包装上的“小蓝花”标志及注册号|r8-c5-jiusong-fsmp-tip
H|ok-tip|food|使用前咨询医生或临床营养师,根据健康状况调整摄入方案|r8-c5-jiusong-fsmp-tip
H|ok-real|general|除医疗、药品、医疗器械广告外,禁止其他任何广告涉及疾病治疗功能,并不得使用医疗用语|r8-c5-jiujiang-2023-53
H|ok-tip|cosmetics|若使用儿童化妆品出现不适,应立即停止使用该产品并注意观察;如症状仍未改善,请及时就医。|r8-c5-jiangsulong-2021-kids-cosmetics
T|ok-tip|cosmetics|不要轻信商家的夸大宣传,避免落入营销陷阱。|r8-c5-ssvihum-eye-makeup-test
T|ok-tip|cosmetics|如果眼部用彩妆不慎溅入眼内或眼睛出现发痒、有异物感等症状,不要随意揉搓,应立即用自来水反复冲洗。|r8-c5-ssvihum-eye-makeup-test
T|ok-real|general|2024年,中国汽车产销量分别达到3128.2万辆和3143.6万辆,连续第二年突破3000万辆大关,保持全球第一的位置。|r8-c5-senqingzn-2025-shanghai-autoshow
T|ok-real|general|据悉,本届车展吸引了来自26个国家和地区的近千家全球知名汽车制造商和供应链企业参展,规模创历史之最。|r8-c5-yoojia-2025-shanghai-autoshow
T|ok-real|general|智界V9:华为与奇瑞合作的智界推出的首款大型MPV|r8-c5-dongchedi-2026-new-cars
H|ok-real|general|这粒进球堪称精彩 是林良铭本赛季第二球。|r8-c5-chujupifa-guoan-haigang
T|ok-real|general|最终泰山3-0获胜,取得开门红。|r8-c5-163-2026-csl-round1
T|ok-real|general|梅州客家在先失一球的情况下连进4球,最终以4:1大胜河南建业女足,取得赛季首场胜利。|r8-c5-mzsky-2021-wsl
T|ok-tip|finance|前海人寿提醒广大消费者充分重视保险犹豫期,获取周全保障。|r8-c5-cnfina-2024-cooling-off
T|ok-negation|general|除上述明确禁止的内容外,还需警惕使用天安门、华表等能够代表国家形象的建筑物外观、轮廓|r8-c5-hefei-2025-ad-cases
T|ok-real|general|任何试图通过“蹭权威、虚假背书”吸引关注、谋取利益的不当营商行为,都将受到法律的严惩。|r8-c5-hefei-2025-ad-cases
H|ok-notice|drug|服药三天后症状未改善, 或出现其他严重症状时, 应停药, 并去医院就诊。|r8-c5-healthway-longdan-label
H|ok-notice|drug|请务必在医生指导下使用穿心莲胶囊,并严格按照剂量使用。|r8-c5-35jk-chuanxinlian-2024
T|ok-tip|general|电热水器的使用寿命不应超过6年,如超过年限还继续使用,就会存在安全隐患,需要及时更换。|r8-c5-tcchunyi-water-heater
T|ok-tip|general|湿手不可接触电器或电器装置,电器用后应关掉开关,并把插头拔下。|r8-c5-9fc5-appliance-safety
T|ok-real|food|在酒类包装上标注如过度饮酒有害健康、孕妇和儿童不宜饮酒等健康提示语,是我国首次以国标的形式对企业提出劝说语标示方面的要求|r8-c5-110ask-wine-label-warning
H|ok-real|general|同时还规定,酒类广告不得在针对未成年人的大众传播媒介上发布。|r8-c5-jxxfw-2015-alcohol-ad-ban
H|ok-real|general|中国酒业协会于 2015 年 7 月成立了“酒与社会责任促进联盟”,并且确立每年 10 月的第 3 个周五为“全国理性饮酒日”|r8-c5-scdaily-2019-rational-drinking
T|ok-plain|education|培训课程前二个课时为免费试听课时,如果退费,不扣培训费|r8-c5-caace-fee-refund
T|ok-real|education|招生简章应当载明学校名称、办学地址、办学层次、招生专业、招生办法、收费标准、证书发放等事项|r8-c5-mmkcvlj-haikou-training-ads
H|ok-real|device|由消费者个人自行使用的医疗器械还应当具有安全使用的特别说明|r8-c5-sd-gov-device-label-faq
H|ok-tip|finance|请牢记:高收益通常伴随着高风险,反之亦然。|r8-c5-mingnify-invest-glossary
H|ok-real|general|江南东部、华南、云南等地部分地区日最低气温或接近历史同期极值。|r8-c5-91zixun-2022-cold-wave
T|ok-real|general|日本三星公司切边V带寿命可达到18万km,国内产品一般不到10万km。|r8-c5-jihuashu-auto-rubber-plan
T|platform|general|长按图片,识别图中二维码,关注即可领取红包!|r8-c5-chabaoo-2015-wechat-redpacket
T|platform|general|分享还能获得更大更多的红包哦~|r8-c5-chabaoo-2015-wechat-redpacket
T|ok-real|general|广告中使用下列用语的,不认定为违反前款规定|r8-c5-yd166-jiangsu-ad-regulation
T|ok-real|general|客观表述并可以查证的销量、销售额、市场占有率等事实信息。|r8-c5-yd166-jiangsu-ad-regulation
T|ok-tip|food|应该选择标有“适用于0~6个月婴儿”的配方奶粉。|r8-c5-060s-infant-formula-stages
T|ok-tip|medical|长沙市疾病预防控制中心提醒广大消费者,医美选择须谨慎,健康安全为第一。|r8-c5-onlymr-changsha-cdc-medbeauty
T|ok-real|medical|按规定,医疗美容机构使用的进口药品或医疗器械必须有中文标识。|r8-c5-onlymr-changsha-cdc-medbeauty
T|ok-tip|medical|一定要认准医美机构的《医疗机构执业许可证》,正规合法的医美机构一般都会在墙上展示出来。|r8-c5-ym838-medbeauty-choose
T|ok-tip|medical|不论做什么美容都是有风险的。|r8-c5-shhuamei-korean-doctors
H|ok-negation|food|杭州锐趣文化创意有限公司因宣传普通食品有保健功能和疾病治疗功能的广告违法行为被列入典型。|r8-c5-szdchkj-2022-ruiqu-case
H|ok-real|drug|处方药是必须凭执业医师或执助理医师才可调配、购买和使用的药品,简称Rx.|r8-c5-news3-otc-rx-quiz
T|ok-negation|real-estate|商品房广告不得含有升值或者投资回报的承诺,期房严禁含有售后包租或者变相售后包租的承诺。|r8-c5-8x42-wuhan-2005-housing-ads
H|ok-negation|real-estate|项目位置示意图应准确、清楚、比例恰当,不得以所需时间表示距离。|r8-c5-8x42-wuhan-2005-housing-ads
H|ok-negation|real-estate|开发商经常会用“十分钟到**”、“20分钟到CBD”、“距离市中心十五分钟”等类似的广告语来描述项目的位置|r8-c5-bjhyhl-new-ad-law-housing
H|ok-negation|education|严禁各种夸大培训效果、误导公众教育观念、制造家长焦虑的校外培训违法违规广告行为。|r8-c5-fznews-2021-shanxi-training-ads
T|ok-negation|education|不得发布假扮学者、名师、专家、教授等误导学生的虚假违法广告。|r8-c5-jiangxi-2021-training-ads
H|ok-real|general|根据规定,“原价”定义为7天之内的最低成交价,若7天内无成交则采用最后一次成交记录|r8-c5-reportify-2025-qingzhou-double11
T|ok-real|general|在规范促销行为方面,要公平参与市场竞争,杜绝“大数据杀熟”、虚假营销、刷单炒信等违法行为,防范国补商品骗补套补行为。|r8-c5-people-2025-618-compliance
H|ok-negation|education|不得制作发布含有学生考试排名、提分、升学率、录取学校等情况,或者张贴高分、被名校录取学生照片等内容的广告。|r8-c5-dtrb-2021-datong-training-ads
T|ok-tip|general|记住:彩票是娱乐,生活才是主旋律!|r8-c5-dzrb-2025-welfare-lottery-qa
T|ok-negation|finance|如果有人告诉您,交会费可领“中奖秘籍”、可使用手机APP购彩、内部人员知晓中奖号码、有稳赚不赔的彩票包中渠道、可预测开奖号码......请注意,统统都是诈骗。|r8-c5-dzrb-2025-welfare-lottery-qa
H|ok-negation|device|使用不科学的表述功效的语言,如“某产品相当有效”、“效果不错”、“早用早好”、“用了就好”、“真管用”等。|r8-c5-tzsjyy-2012-device-ads
T|ok-real|general|开园期间,九寨沟景区每天限制5000人,超过最大限量,景区当天不再接待游客。|r8-c5-chinanews-jiuzhaigou-tickets
H|ok-real|general|淡季期间,避暑山庄景区门票价格由旺季的145 元调整至90元|r8-c5-cotao-chengde-offseason-tickets
T|ok-real|general|星海湖景区全年开放,最佳游览时间为春秋两季。|r8-c5-npbpp-xinghaihu-guide
H|ok-real|general|我国吸烟人数超过3亿, 15岁以上人群吸烟率为28.1% 。|r8-c5-tsu-quit-smoking
T|ok-notice|health-food|注意事项:本品不能代替药物;若食用本品后出现明显腹泻,请立即停止食用|r8-c5-trklw-tongbian-capsule-label
H|ok-notice|health-food|不适合人群:孕妇、哺乳期妇女、婴幼儿、慢性腹泻;|r8-c5-trklw-tongbian-capsule-label
T|ok-tip|finance|单笔风险控制建议占总账户1%-3%,使用止损与仓位分层(主仓、对冲仓、试探仓)避免一次性暴露。|r8-c5-ifmxn-account-opening
T|ok-tip|finance|谨慎对待承诺:对于承诺高额回报的证券公司,要保持警惕。|r8-c5-hkyyi-securities-account-risk
T|ok-real|food|食物过敏的反应可大可小,轻则皮肤痕痒、肚泻,严重的可导致气喘、昏迷,甚至死亡。|r8-c5-hkcc-2007-367-allergen-snacks
T|ok-tip|cosmetics|对标签中有明示或暗示具有医疗作用、具有夸大宣传或引人误解内容的化妆品应提高警惕,避免使用。|r8-c5-whch-2020-cosmetic-adverse
T|ok-plain|food|我们农庄采取会员制,可将米、油、肉及各种时令蔬菜从田间直接配送到市民家门口。|r8-c5-baogaosu-nanchang-member-farms
H|ok-real|general|田园日记创办于2017年,有五六百块地,每块地30平方米左右,每块地被分成24个方格,可种植10多种蔬菜。|r8-c5-bg3-shared-vegetable-garden
T|ok-real|food|如今薄荷香农庄每个星期可以售出1600份左右的蔬菜。|r8-c5-wenhui-2020-qingpu-farm-delivery
T|ok-real|general|通过知识介绍、体验分享、消费测评等形式推销商品或者服务,并附加购物链接等购买方式的,广告发布者应当显著标明“广告”。|r8-c5-xining-2023-livestream-rules
T|ok-negation|drug|禁止利用互联网发布烟草(含电子烟)、处方药广告。|r8-c5-xining-2023-livestream-rules
T|ok-real|general|林阳特别强调,自媒体也要懂广告法,以后都要明确标明广告字样,否则都将受到查处。|r8-c5-waedb-2016-internet-ad-rules
T|ok-notice|drug|服用剂量不应超过推荐剂量,过量服用并不一定能更好的缓解症状,但却可能导致不良反应。|r8-c5-med66-kids-cold-medicine-label
H|ok-notice|drug|将本品和其他所有药物放置于远离儿童接触的地方。|r8-c5-med66-kids-cold-medicine-label
T|ok-notice|drug|本品适用于儿童风热感冒轻证,若见高热者应及时去医院就诊。|r8-c5-99-xiaoer-qingdu-syrup-label
H|ok-notice|drug|婴儿应在医师指导下服用。|r8-c5-99-xiaoer-qingdu-syrup-label
H|ok-plain|medical|本院实行实名制预约挂号。|r8-c5-hgsyiyuan-appointment-rules
T|ok-plain|medical|您可预约7日内号源,每日7:00更新号源,每日17:00停止次日预约|r8-c5-hgsyiyuan-appointment-rules
H|ok-plain|medical|我院已开放多渠道预约,请务必只采用一种渠道预约,切勿多渠道重复预约。|r8-c5-hgsyiyuan-appointment-rules
T|ok-real|general|此次专项整治聚焦人民群众最关心、最直接、最现实的利益问题|r8-c5-pingliang-2024-ad-campaign
T|ok-real|general|截至目前,全市市场监管系统共出动执法人员357人次,检查各类广告活动市场主体911家(次)|r8-c5-pingliang-2024-ad-campaign
T|ok-real|general|1月17日,国家统计局公布的数据显示,2024年我国经济总量达到134.9万亿元,首次突破130万亿元,比上年增长5%。|r8-c5-hbjj-2025-gdp-2024
T|ok-real|general|去年,我国粮食产量达14130亿斤,首次迈上1.4万亿斤新台阶,实现“二十一连丰”。|r8-c5-autoty-2025-economy-2024
H|ok-real|general|中国拥有26个全球百强科技创新集群,连续两年位居世界第一,展现出强劲的创新驱动力。|r8-c5-fudaoke-2024-economy-review
T|ok-real|general|中国积极推动绿色低碳转型,已成为全球最大的可再生能源市场。|r8-c5-fudaoke-2024-economy-review
H|ok-negation|health-food|包治百病、快速见效等“神药”噱头,“科研成果”“专利发明”等伪科学外衣,嘘寒问暖、夸大宣传等营销手段……|r8-c5-people-2025-elderly-healthfood-scams
T|ok-tip|general|办卡时每次投入的金额不要太大,谨慎选择预付额度高、服务周期长的卡,避免承担过多的不确定性风险。|r8-c5-gucheng-prepaid-card-letter
H|ok-notice|cosmetics|染发类化妆品不可用于头发以外的其他部位,16岁以下消费者不宜使用,染发与烫发不宜同期进行|r8-c5-qianjiji-2019-hair-dye-notes
T|ok-tip|cosmetics|一旦有过敏反应或眼刺激的症状,立即停用并到医院进行诊断和治疗。|r8-c5-baotou-2025-hair-dye-guide
H|ok-plain|general|借书期限:图书的借阅期限为30天,到期可提前一天申请续借,但续借次数不超过2次。|r8-c5-bimmall-yiwu-library-rules
H|ok-plain|general|罚款缴纳方式:可在服务台现场缴纳,或者通过我们的自助缴费机进行在线支付。|r8-c5-bimmall-yiwu-library-rules
T|ok-negation|general|排查整治的重点包括“第一”、“最正宗”等禁用词以及夸大宣传等广告发布行为|r8-c6-harbin-daoli-2026-market
H|price|general|罕见低折扣，仅需支付最低价3.16元|r8-c6-shaanxi-cases-tclbaby
H|medical|drug|对各类急慢性疾病以及久治不愈的疑难杂症都具有显著效果|r8-c6-liaoning-2023-cases
T|medical|drug|整个血管畅通无阻，能够彻底告别心梗的风险|r8-c6-liaoning-2023-cases
T|medical|drug|富含人体719种治愈系活性酶|r8-c6-liaoning-2023-cases
H|medical|medical|血干净了，牛皮癣不发了，一招去血毒，三步清病根|r8-c6-dalian-2021-cases
T|ok-negation|education|使用“保过”“速成”“包工作”“快速致富”等诱导性宣传用语。|r8-c6-jinzhong-2025-clue-notice
T|ok-negation|finance|含有“免审核”“无担保”“零利率”等明示或者暗示保本、无风险或者保收益等内容；|r8-c6-jinzhong-2025-clue-notice
T|ok-negation|drug|宣称保证治愈癌症、绝症或者治愈近视等误导群众健康观念、危害群众生命健康安全的内容。|r8-c6-jinzhong-2025-clue-notice
H|ok-negation|food|无事实依据、违反相关标准规定宣称“零糖”“零卡”“无添加”“不含防腐剂”等内容。|r8-c6-jinzhong-2025-clue-notice
T|realestate|real-estate|卓越南城项目西北约4KM处为地铁10号线双流机场T2航站楼站，驾车时间约20分钟|r8-c6-chengdu-2022q2-cases
H|realestate|real-estate|项目距离地铁8号线莲花站约700米，步行仅需8分钟左右，业主出行绝对方便快捷|r8-c6-chengdu-2022q2-cases
T|medical|medical|早已攻克了癌症的中国医案|r8-c6-chengdu-2022q2-cases
T|medical|medical|治愈晚期癌症可签约有证书|r8-c6-chengdu-2022q2-cases
T|medical|medical|中医完全治好晚癌、中医治好疑难杂病|r8-c6-chengdu-2022q2-cases
T|medical|medical|疗效超前全世界，晚期癌症完全治好后乃至终身不复发不转移，健康如常人|r8-c6-chengdu-2022q2-cases
T|medical|drug|有效率100%，吸收速度比西医快，药到病除，当天见效|r8-c6-chengdu-2016-ads
H|safety|drug|科学认证，权威审批，安全比吃大米饭还健康|r8-c6-chengdu-2016-ads
T|medical|food|血栓瘫痪患者120天就可以生活自理了|r8-c6-chengdu-2016-ads
T|citation|general|来自法国的科技，南极科考队使用|r8-c6-chengdu-2016-ads
T|medical|drug|全面清除部于骨骼、滑膜、关节、肌肉、韧带、血液各处的风寒湿，必能提高全身的免疫力|r8-c6-chengdu-2016-ads
T|ok-real|general|内蒙古是全国首个生鲜乳产量突破700万吨的省份。|r8-c6-imau-dairy-2023
T|ok-real|general|海口或将成为今年首个出现高温的省会级城市。|r8-c6-hainan-heat-first
T|ok-measure|general|北部，多云，局地午后有雷阵雨，最低气温25-27度，最高气温37-39度；|r8-c6-hainan-weather-2020
H|ok-real|medical|这场手术是贵州首次成功开展的新生儿期正中切口一期纠治重度主动脉缩窄合并心内结构畸形手术|r8-c6-guizhou-regional-center-2024
T|ok-real|general|医共体建设全覆盖，县区三级医院占比排全省第一；|r8-c6-bijie-health-2024
H|ok-real|medical|团队成功将螺钉置入不足3 毫米直径的骨性通道，完成了全省首例寰枢椎融合术。|r8-c6-bijie-health-2024
T|ok-real|medical|建成了贵州省第一家5G远程机器人手术中心|r8-c6-bijie-regional-center-2026
H|ok-real|general|生鲜乳收购站和运输车辆实现全覆盖监管，连续14年违禁物零检出；|r8-c6-imau-dairy-2023b
T|ok-real|general|现有全国排名前100名的荷斯坦种公牛19头，位列全国第三。|r8-c6-imau-dairy-2023b
T|medical|health-food|康复脑梗，中风偏瘫站起来|r8-c6-ningxia-yinxingcha
T|medical|health-food|当天见效，一个月化开浑身血栓|r8-c6-ningxia-yinxingcha
H|ok-negation|general|严厉打击酒类生产经营者以“国家机关特供”“军队特供”“内部特供”等名义进行虚假宣传、生产销售假冒伪劣白酒等违法行为。|r8-c6-guizhou-liquor-2015
H|medical|drug|一副药从头治到脚|r8-c6-tieling-county-2023
H|medical|drug|治一个好一个|r8-c6-tieling-county-2023
T|medical|drug|一身疾病全治好|r8-c6-tieling-county-2023
H|medical|drug|两贴马上就能动|r8-c6-tieling-county-2023
T|medical|drug|一贴当天就不疼|r8-c6-tieling-county-2023
T|ok-grade|general|参加演出的有甘肃省陇剧院副院长，国家一级演员，第十六届中国戏剧梅花奖获得者雷通霞|r8-c6-gansu-longju-2016
H|ok-real|general|青海省歌舞剧院是我国一流的文艺演出团体，汇集了一大批享有盛名的国家级、省级艺术家|r8-c6-qinghai-gewu-2007
T|ok-grade|general|中国秦腔四小名旦、国家二级演员：袁丫丫|r8-c6-tianshui-qinju-wiki
T|ok-title|general|2005年，由该团创作演出的大型现在秦剧《山里红》参加第三届中国秦腔艺术节，荣获最高金奖，主演袁丫丫获个人表演一等奖。|r8-c6-tianshui-qinju-wiki
T|absolute|real-estate|读最好的学校，住最好的江景大宅|r8-c6-guangxi-2019-cases
T|ok-real|food|哈密瓜在新疆有2000多年的栽培历史，称为“天下第一瓜”，其肉色如晶玉、风味独特、品质优良，畅销国内外。|r8-c6-hamigua-forum-2018
T|ok-measure|food|哈密瓜，色、香、味俱佳，瓜肉肥厚，香甜清脆，含糖量高（最高者达21%），“色黄明如缎”、“瓜熟时到口即融，无滓”。|r8-c6-hamigua-forum-2018
H|debatable|food|国际权威人士说，在同纬度地区五常的水稻第一位。|r8-c6-wuchang-techan-isgood
T|ok-real|general|这是托尔巴图第三次参加全运会，前两次比赛中，他都拿到了冠军，是新疆摔跤历史上首位全运会“两连冠”选手。|r8-c6-xinjiang-quanyunhui-2025
T|ok-real|general|这条铁路为国家 I 级单线电气化铁路，也是西藏首条电气化铁路，还拥有“世界上首条重度岩爆铁路隧道”的巴林隧道|r8-c6-ithome-lalin-2021
T|ok-measure|general|明天，黑龙江全省晴有时多云，受冷空气影响，大部地区气温下降，例如省会哈尔滨，今天最高气温还将有-6℃，明天就将降至-12℃，寒意明显加重。|r8-c6-weather-hlj-2025-12
T|ok-measure|general|预计未来 24 小时，木兰、通河、依兰、方正、延寿最低气温下降 12~14℃。|r8-c6-shenghuobao-2023-03-cold
H|ok-real|general|1958年8月1日，中国第一辆红旗轿车在长春第一汽车制造厂诞生。|r8-c6-ifeng-hongqi-h9-2020
T|ok-negation|food|在前期的清理整治过程中，发现部分标注“贵宾接待酒”“建军专供酒”等特供专供酒，并查扣假茅台酒、茅台内供酒等5692瓶|r8-c6-guizhou-liquor-2017
H|absolute|general|手机维修是青海省内最大最专业的手机维修企业。维修技术最专业，价格最透明|r8-c6-qinghai-2024-minsheng
T|medical|health-food|海狗鞭中含有40多种人体有益的微量元素，能够有效地预防和治疗心脑血管疾病和脑梗死的情况|r8-c6-dalian-2015-haigoubian
T|ok-tip|health-food|因此，宣称壮阳功能的保健食品一律属于假冒保健食品。|r8-c6-jilin-consumer-2015-zhuangyang
T|medical|drug|专治前列腺炎|r8-c6-liaoning-fda-2015-06
H|medical|drug|终生只需一副药|r8-c6-liaoning-fda-2015-06
T|medical|drug|让坏死的神经传导网复活|r8-c6-liaoning-fda-2015-06
H|ok-negation|drug|不得含有明示或者暗示可以治疗所有疾病、适应所有症状、适应所有人群等内容。|r8-c6-liaoning-2025-drug-guide
T|absolute|health-food|庆祝世界级排毒产品赤松元在银川成功上市|r8-c6-yinchuan-2012-chisongyuan
T|medical|health-food|赤松元对关节疾病及骨质疏松症有较好的治疗，松制品具有36项治疗功效|r8-c6-yinchuan-2012-chisongyuan
T|state|food|四川省锦江区春熙路工商局制|r8-c6-chengdu-jinjiang-2018-fake-award
T|ok-negation|health-food|明示或暗示食品、保健品、普通商品具有疾病预防或治疗功能；扩大医疗器械使用范围，夸大虚假宣传；|r8-c6-dachuan-2026-nipaiwocha
T|medical|medical|耳疗——战胜‘非典’|r8-c6-sars-2003-fake-ads
#@round 9
# ── round 9 (2026-11-29): 420 rows quoted from outside material by six more collectors who never ran the engine, from pages no earlier row or the fresh set came from ──
T|medical|general|独创一套切实有效的调理治疗手法,可以有效缓解疲劳,增强细胞再生,排出体内毒素,调节人体亚健康状态|r9-d1-xiamen-huli-huisuo
T|medical|general|活血化瘀、祛湿补阳……从而达到扶正祛邪、治愈疾病的目的|r9-d1-xiamen-huli-huisuo
T|medical|general|不仅有保健作用,还能对神经衰弱引起的头晕、失眠、多梦等症状有较好的疗效|r9-d1-xiamen-huli-huisuo
T|ok-tip|general|不能把普通足浴当成中医治疗,单纯的按摩放松并不能够治病。|r9-d1-xiamen-huli-huisuo
H|medical|general|会阴穴每灸1次,人的各脏器又年轻了3—5月|r9-d1-yanping-yangshengguan
H|ok-tip|general|夸大疗效:一些不法商家宣称艾灸可以治疗各种疾病,如癌症、高血压、糖尿病等,实际上艾灸并不能替代药物治疗。|r9-d1-rizhao-aijiu-tips
T|ok-tip|cosmetics|但应注意的是,任何牙膏都无法治疗口腔疾病。|r9-d1-ccn-yagao-nmpa
H|ok-tip|cosmetics|值得注意的是,牙膏不能明示或者暗示具有医疗作用,不能进行虚假或者引人误解的功效宣称。|r9-d1-nmpa-yagao-youmen
T|ok-negation|cosmetics|牙膏宣称“抗幽门螺旋杆菌”缺乏科学依据|r9-d1-nmpa-yagao-youmen
H|ok-tip|cosmetics|如果宣称具备药用功效,就涉嫌虚假宣传。|r9-d1-gd-yaojian-yagao
T|ok-tip|health-food|保健品不是药品,世上没有能够“包治百病”的药,也没有能够“包治百病”的医疗保健器材|r9-d1-tianmen-jiangzuo-tips
H|ok-tip|general|“消”字号产品不得宣称对疾病得治疗效果,也不应使用令人误以为有治疗效果得名称等。|r9-d1-zxh-xiaozihao-tip
T|medical|food|养颜护肤、润泽发质、丰满胸部、预防疾病、预防骨质疏松、塑造肌肉功能、保持血管弹性|r9-d1-huangpu-jiuji-2022
T|medical|food|促进胶原蛋白合成,抗氧化,活血散瘀|r9-d1-huangpu-jiuji-2022
T|medical|food|γ-氨基丁酸 健脑益智,促进睡眠,美容润肤,延缓脑衰老机能|r9-d1-huangpu-jiuji-2022
T|absolute|general|HOH-V8富氢水机是目前最先进的水机|r9-d1-liujiang-fuqingshui-2021
T|medical|general|一款能够治疗疾病的水机,一款能够预防疾病的水机|r9-d1-liujiang-fuqingshui-2021
T|ok-tip|food|无论是家里的白开水还是外面卖的各种水,都只能达到补水的效果,其他所谓“功效”没有科学证据。|r9-d1-lianwang-gaoduanshui
H|medical|food|疫情居家预防|r9-d1-huangpu-xiangxue-2021
T|medical|general|夜间8小时 曲度健康睡出来|r9-d1-daxing-weiyou-2022
T|medical|general|牵引拉伸 维持颈椎“C”曲度 让颈椎重现健康生理曲度|r9-d1-daxing-weiyou-2022
T|medical|general|颈椎关节全打开 远离颈椎烦恼|r9-d1-daxing-weiyou-2022
T|medical|general|√曲度变直√头眼昏花√恶心干呕√耳鸣眩晕√脖子僵硬√曲度反弓√富贵包√颈背疼痛√手脚发麻|r9-d1-daxing-weiyou-2022
T|medical|general|每日8分钟 颈椎好轻松 低头族手机党的贴心伴侣 健康颈椎只需躺出来|r9-d1-daxing-weiyou-2022
T|ok-tip|cosmetics|有专家明确表示,洗发水并非药品,不可能解决脱发问题,至于生发更是无稽之谈。|r9-d1-fangtuo-xifashui-2015
T|ok-tip|health-food|切记保健食品不能治疗疾病,不能代替药物治病,不要将治病的希望依托在保健食品上面,一定要到正规医院去检查就医,以免贻误治疗时机。|r9-d1-linyi-baojian-2020
T|medical|general|氢气对200多种疾病和损伤具有作用|r9-d1-longquanyi-xiqing-2022
T|medical|health-food|松花粉各种病症服用方法|r9-d1-dianjiang-songhuafen-2021
T|medical|health-food|高血压、心脏病、脑血栓(2年) 一天2次,早12片,晚12片|r9-d1-dianjiang-songhuafen-2021
H|medical|health-food|风湿、骨关节疾病 用松花酒涂抹疼的地方|r9-d1-dianjiang-songhuafen-2021
H|medical|device|治疗老年人多发疾病(糖尿病、风湿病、高血压等),预防疾病(中风、痴呆、癌症),延长寿命|r9-d1-samr-bairi-25cases
T|medical|general|DDS原理、DDS的神奇功效激活细胞、排酸纠酸、通经活络、排风排湿|r9-d1-zj-bairi-15cases
H|ok-tip|general|16日,中消协发布消费提示称,所谓“量子产品”是“伪科技”,神奇功效为虚假宣传。|r9-d1-cca-liangzi-2021
T|ok-tip|general|当前所有打着“量子+日用品”旗号的,一般都是炒作概念、招摇撞骗。|r9-d1-cca-liangzi-2021
H|ok-tip|cosmetics|“量子护肤”如果宣传用了“量子技术”肯定是假的。|r9-d1-thepaper-liangzi-2021
T|medical|food|金蝉花对心脏病、高血压、糖尿病、各类肿瘤等10类疾病起作用|r9-d1-shimen-jinchanhua-2018
T|citation|general|阻隔98%有害蓝光|r9-d1-putuo-fanglanguang-2022
H|ok-tip|general|如果广告中宣传能够“治疗脚气”“治愈炎症”等宣传用语,请切勿轻信。|r9-d1-xiaozihao-tip-lgj
T|ok-tip|general|“消”字号产品核心功能是杀灭或抑制传播媒介上的病原微生物,与具有治疗功能的药品有本质区别,绝不能替代药品。|r9-d1-xiaozihao-tip-lgj
T|medical|general|中国天马服饰缔造衣疗传奇,T恤套服对消除肢体疲劳、预防感冒、气管炎等有保健作用|r9-d1-huaihua-tianma-2019
T|medical|general|长期穿戴天马健康文胸,对乳腺增生、乳腺炎、小叶增生、乳房肿块等病症具有良好的预防和辅助治疗作用|r9-d1-huaihua-tianma-2019
T|ok-tip|health-food|保健品本身不能代替处方药物,更不能根治疾病。|r9-d1-weiku-neiku-doctor
H|medical|food|玫瑰芳香物质 补气血|r9-d1-huangpu-jiuji-2022
T|absolute|general|女性洗液领导品牌。|r9-d1-fuyanjie-guanggao-2014
T|medical|general|专治肩腰腿痛|r9-d1-qingxi-anmodian-2018
T|ok-real|health-food|功能性保健食品是指具有声称某种或几种功能的保健食品,如增强免疫力、缓解体力疲劳、抗氧化等。|r9-d1-yanglao-baojianpin-article
T|ok-real|health-food|即适用于特定人群食用,具有调节机体功能,不以治疗疾病为目的。|r9-d1-yanglao-baojianpin-article
T|ok-tip|general|医疗按摩属于医疗活动,必须在医疗机构内进行,与保健按摩有极大的区别。|r9-d1-huantai-anmo-2012
H|ok-real|cosmetics|所谓功效牙膏,是指除具有普通牙膏清洁口腔的功能外,兼有预防或治疗某些口腔疾病的牙膏。|r9-d1-gongxiao-yagao-news
H|ok-negation|general|《规范》划定了中医养生保健机构不得从事医疗活动和假借中医药理论开展虚假宣传的两条“红线”。|r9-d1-xhrb-yangsheng-guifan
T|ok-negation|general|其产品推广宣传中称其对多种妇科疾病有缓解或消除的功效,这是违反《广告法》的。|r9-d1-shengtai-yanghutie-2021
T|ok-negation|general|卫生部表示从未批准过任何“离子水机”,强调涉水产品不得宣称具有保健功能。|r9-d1-lizishuiji-baike
T|ok-tip|general|消费者要提高对“伪养生”的鉴别能力,谨防没有使用条件、不考虑个体差异,套用万能说辞,一套手法“包治百病”,没有限量和使用范围的养生方法。|r9-d1-dongxiang-jcy-2025
T|ok-tip|health-food|保健品不是药品,更不是“万能神药”,这应是一个共识和常识。|r9-d1-afii-baojianpin-2019
T|ok-tip|general|对此,专家指出,磁疗保健用品确有改善某些症状、保健强身的功能,但它不能替代药品,更不是适合所有人。|r9-d1-sina-ciliao-chuangdian-2007
T|ok-tip|general|鞋子若设计合理,可能提供一定的支撑和舒适度,有助于缓解行走不适,但它无法治愈或预防疾病。|r9-d1-shenxie-article
H|ok-tip|general|然而,关于磁疗对降压的作用,目前尚无高质量的研究证明其有效性。|r9-d1-maoming-jiangyatie-article
T|ok-real|general|沐足,即泡脚,通过热水浸泡双脚,能够促进血液循环,缓解疲劳,改善睡眠,预防脚部疾病等。|r9-d1-muzu-yangsheng-article
T|ok-tip|general|理性消费:不要轻信虚假宣传,理性对待沐足养生的功效。|r9-d1-muzu-yangsheng-article
T|ok-negation|health-food|严禁保健食品宣称疾病治疗功效,防止保健食品“神药”化。|r9-d1-samr-laonian-zhuanxiang-2025
T|ok-negation|health-food|一、严禁以集会、健康讲座、免费义诊、免费体验、免费旅游等形式向中老年人非法推销保健品。|r9-d1-hantai-tonggao-2018
T|citation|general|中国驰名商标|r9-d2-taoci163-hongyu-chiming-2014
T|ok-negation|general|宏宇陶瓷中山市三乡经销商日前违法使用“中国驰名商标”字样宣传标语的门头广告,将有可能面临十万元巨额罚款。|r9-d2-taoci163-hongyu-chiming-2014
T|ok-negation|general|要求经销商对含有“中国驰名商标”、“中国免检产品”等字样的广告物料须在8月7日前全部卸下。|r9-d2-taoci163-hongyu-chiming-2014
T|ok-negation|general|5月1日起,新版《商标法》正式发布实施,禁止将“驰名商标”用于广告宣传,违者将处以10万元的罚款。|r9-d2-soolun-chiming-shangbiaofa
T|ok-real|general|中国驰名商标是国家工商行政管理局商标局根据企业的申请,官方认定的一种商标类型|r9-d2-soolun-chiming-shangbiaofa
T|ok-real|general|是为了加强对较高知名度商标的保护,是为解决商标争议、规范‘傍名牌’行为,并不是荣誉称号用来做宣传|r9-d2-soolun-chiming-shangbiaofa
T|ok-negation|general|某商家在网站销售热水器,发布的广告中提到产品具有加热专利。|r9-d2-chongming-zhuanli-reshuiqi
T|ok-real|general|禁止使用未授予专利权的专利申请和已经终止、撤销、无效的专利作广告|r9-d2-chongming-zhuanli-reshuiqi
H|ok-negation|general|本案当事人的行为构成了使用已经终止的专利作广告的违法行为。|r9-d2-chongming-zhuanli-reshuiqi
T|ok-tip|general|广告中涉及专利产品或方法的,应当标明专利号和专利种类。|r9-d2-chongming-zhuanli-reshuiqi
T|ok-tip|general|如果专利正在申请中,不能谎称取得专利作广告。|r9-d2-chongming-zhuanli-reshuiqi
H|ok-real|general|专利号是指,专利申请人获得专利权后,国家知识产权局颁发的专利证书上专利号为:ZL(专利的首字母)+申请号。|r9-d2-tdcaiwu-zhuanlihao-2024
T|ok-tip|general|若一个专利在申请中,但是却在申请号前加上ZL字母(使消费者误以为是授权专利),属于假冒专利行为,工商行政部门会依法给予查处。|r9-d2-tdcaiwu-zhuanlihao-2024
H|medical|drug|治肺30年不如补肺30天，三疗程治好老咳喘，10几年了一次都没犯过|r9-d3-cfda-2014-bulletin2
T|medical|drug|服用当天血压平稳下降，3天血压降至正常，3个疗程即可停药|r9-d3-cfda-2014-bulletin2
H|medical|drug|2~3个周期，血管血液恢复至年轻态，至少30年不再犯|r9-d3-cfda-2014-bulletin2
T|medical|medical|此手术直指病根，可达到彻底治愈的目的|r9-d3-shishi-2014-medads
T|medical|medical|治愈成功率100%、患者满意率100%|r9-d3-shishi-2014-medads
H|medical|health-food|治便秘，排五毒，老便秘从根好|r9-d3-cfda-2013-7healthfood
T|safety|health-food|起效快，超安全，补气补血，养肠不伤肠|r9-d3-cfda-2013-7healthfood
T|medical|health-food|喝了2个月后，血糖稳了，血压好了，腿也不抽筋了，关节也不疼了|r9-d3-cfda-2013-7healthfood
H|medical|health-food|喝了后全身不疼了，脑萎缩、颈椎都好了，记忆力也增强了，十多年的高血压稳定了|r9-d3-cfda-2013-7healthfood
T|medical|drug|哈药3副药 叫停痛风病|r9-d3-kunming-2012-no4
T|medical|health-food|吃了4盒，血糖、血压基本正常了；冠心病不难受了；颈椎病、腰肌劳损都好多了|r9-d3-cfda-2013-7healthfood
T|medical|health-food|增强免疫细胞，驱逐血液中的垃圾，半个月胀痛症状完全消失|r9-d3-cfda-2013-7healthfood
H|medical|health-food|3-6个月，血压稳定、手麻等症状都能缓解|r9-d3-cfda-2013-7healthfood
H|medical|health-food|告别咳嗽、憋气，CT显示肺部纤维化组织得到了很好的逆转，肺功能检测指标归于正常|r9-d3-sfda-2011-4healthfood
T|medical|health-food|吃冬虫夏草，九种病好的快；超级抗衰老，持久年轻|r9-d3-sfda-2011-4healthfood
H|medical|health-food|3-5周期机体早衰症状消失，黄褐斑消失|r9-d3-sfda-2011-4healthfood
T|medical|health-food|修复长期被糖毒、药毒损坏的心脑血管、肝肾及神经损伤，杜绝并发症风险|r9-d3-cfda-10healthfood-notice
T|medical|health-food|很多慢性病全面改善，病情全面康复，生活质量大幅提高|r9-d3-cfda-10healthfood-notice
T|medical|health-food|修复损伤的关节软骨，恢复关节正常的生理和运动功能|r9-d3-cfda-10healthfood-notice
T|medical|health-food|两个月瘦了60斤；十几天就能恢复理想体重；三高基本都能得到缓解|r9-d3-cfda-10healthfood-notice
T|medical|health-food|平稳降血压，细胞快速修复，消除自由基|r9-d3-cfda-10healthfood-notice
T|ok-real|medical|大连市中心医院妇科成功完成一例达芬奇机器人辅助下全子宫双附件切除术|r9-d3-dalian-central-hosp-news
T|ok-real|medical|半个月前，她又去医院做检查，发现宫腔内存在一个3.5厘米的实性肿物，并最终被诊断为子宫内膜癌。|r9-d3-dalian-central-hosp-news
H|ok-real|medical|9:55手术顺利结束，也正式宣告大连市中心医院的第300例机器人手术成功完成。|r9-d3-dalian-central-hosp-news
H|ok-real|general|科学研究表明，真性近视是不可逆的。|r9-d3-myopia-commentary-2024
H|ok-negation|general|所谓的“近视克星”仪器和药品，完全是坑人害人的江湖骗术道具。|r9-d3-myopia-commentary-2024
H|ok-negation|general|商家兜售“治愈神器”就是在睁眼说瞎话，但监管不能视而不见，更不能坐视不理。|r9-d3-myopia-commentary-2024
T|ok-real|drug|用于单纯饮食控制不满意的Ⅱ型糖尿病病人，尤其是肥胖和伴高胰岛素血症者|r9-d3-metformin-label-54md
T|ok-real|drug|乳酸性酸中毒虽然发生率很低，但应予注意。|r9-d3-metformin-label-54md
T|ok-real|drug|I型糖尿病不应单独应用本品（可与胰岛素合用）。|r9-d3-metformin-label-54md
T|ok-real|drug|用药期间经常检查空腹血糖、尿糖及尿酮体，定期测血肌酐、血乳酸浓度。|r9-d3-metformin-label-54md
T|ok-real|drug|透析是一种去除乳酸蓄积的有效方法。|r9-d3-metformin-tsu
T|ok-real|general|评测结果是，从收缩压的情况来看，8款产品中，差值最小的有6.4mmHg；最大的差了19.5mmHg。|r9-d3-hangzhou-2019-bp-test
T|ok-measure|device|新的电子血压计首次检定，最大允许误差不得超过3mmHg，后续使用中的检定，最大允许误差不得超过4mmHg。|r9-d3-hangzhou-2019-bp-test
H|ok-real|general|智能手环测量的结果仅供参考，绝不能代替血压计，作为诊断治疗的依据。|r9-d3-hangzhou-2019-bp-test
T|ok-real|drug|复方丹参片是一种中药，具有活血化瘀、理气止痛的功效。|r9-d3-zhaoyao-danshen
T|ok-real|drug|复方丹参滴丸主要成份为冰片、丹参、三七，具有活血化瘀，理气止痛的功能，用于胸中憋闷，心绞痛，本品有活血作用，孕妇慎用。|r9-d3-bcrsw-danshen
T|medical|drug|患者每天吃一次，当天神清气爽，精力充沛|r9-d3-cfda-2015-5ads
H|medical|drug|一月随心所欲，从此不靠补肾药|r9-d3-cfda-2015-5ads
T|medical|drug|治疗三十天，再乐三十年|r9-d3-cfda-2015-5ads
H|medical|drug|一般患者服药10—15天症状即可明显减轻，1疗程即可从CT光片上看出死骨吸收，新骨长成。|r9-d3-hebei-fda-2013-12
T|medical|drug|通过邮购“通络生骨胶囊”2个疗程用药治疗，6—13天疼痛有所减轻。|r9-d3-hebei-fda-2013-12
T|medical|health-food|只需每天一支深海灵芝提取液就可以减药或逐渐摆脱药物依赖|r9-d3-sfda-2012-no1-summary
T|medical|device|贴上邦比，鼻炎5年不再犯；使用3个周期5年防复发；免疫系统被全面修复激活|r9-d3-sfda-2007-no2-summary
T|absolute|medical|万斑问题分秒解决，全球目前最顶级净肤设备，肤色肤质一秒提升|r9-d3-cangzhou-2020-huamei
T|citation|medical|它是运用获得食品药品管理局（FDA）最高安全等级认证的医用可吸收缝合线|r9-d3-cangzhou-2020-huamei
T|ok-negation|health-food|保健食品不是药品，没有治疗作用；患有疾病应在医生的指导下治疗。|r9-d3-sfda-2011-4healthfood
T|ok-real|drug|该药品为处方药，禁止在大众媒介发布广告。|r9-d3-cfda-2014-bulletin2
T|ok-real|general|提醒消费者：患有疾病应在医生指导下治疗，不要相信违法广告的宣传。|r9-d3-cfda-2015-5ads
T|ok-real|drug|提醒广大消费者切勿轻信虚假广告宣传，请在医师和药师指导下通过正常渠道购买和使用药品，以免造成伤害。|r9-d3-hebei-fda-2013-12
H|ok-negation|health-food|保健食品是食品，不是药物，不能替代药物治疗疾病。|r9-d3-hihzipper-healthfood-notice
T|ok-real|health-food|保健食品应当以补充膳食营养物质、维持改善机体健康状态或者降低疾病发生风险因素为目的，适用于特定人群食用，不以治疗疾病为目的。|r9-d3-hihzipper-healthfood-notice
T|ok-real|health-food|保健食品是食品的一个种类，具有一般食品的共性，能调节人体的机能，适于特定人群食用，但不能治疗疾病。|r9-d3-315jiage-wuxianji-qa
H|ok-notice|drug|请仔细阅读药品使用说明书并按说明书使用或在药师指导下购买和使用！|r9-d3-otc-notice-rule
T|ok-tip|health-food|老年人、体弱多病或患有慢性疾病的病人、儿童及青少年、孕妇要谨慎选择。|r9-d3-jiaowuwang-healthfood-tip
H|medical|drug|专治股骨头坏死，次药能迅速刺激骨细胞充分生成，修复骨质弹性|r9-d3-hebei-fda-2013-12
H|medical|health-food|有望告别长期吃药|r9-d3-sfda-2012-no1-summary
T|ok-tip|medical|警惕过度承诺“即拔即种”或“终身保修”的宣传话术。|r9-d3-xuyinyin-implant-tips
H|ok-real|medical|吸烟患者失败率提高3倍，建议术前1个月开始戒烟。|r9-d3-xuyinyin-implant-tips
T|ok-real|device|电子血压计列属第2等级医疗器材管理，依药事法规定应向中央卫生主管机关申请查验登记|r9-d3-24drs-tfda-bp
H|ok-real|device|按现行《医疗器械分类目录》，该类产品分类编码为07-03-03，管理类别为Ⅱ类。|r9-d3-towbao-bp-guideline
T|ok-real|drug|止咳平喘片是一种用于缓解咳嗽和哮喘症状的药物。|r9-d3-gqmqbwm-label
T|ok-real|drug|苯乙双胍由于乳酸酸中毒的发生率高，目前已被淘汰。|r9-d3-tsu-biguanides
T|ok-real|drug|盐酸二甲双胍的常见副作用包括腹泻、恶心和胃部不适。|r9-d3-cndzys-metformin
T|ok-real|drug|复方丹参滴丸作为一种常用的中成药，其副作用相对较小。|r9-d3-cndzys-danshen
H|ok-real|device|医疗器械广告的内容应当以药品监督管理部门批准的注册证书或者备案凭证、注册或者备案的产品说明书内容为准。|r9-d3-31497-samr-order21
H|ok-real|medical|近日，国家中医药管理局对中医医疗广告情况进行了监测，共监测到虚假违法中医医疗广告121条次|r9-d3-xuanhu-tcm-monitor
T|ok-negation|medical|涉及医疗技术、诊疗方法、疾病名称、药物，保证治愈或者隐含保证治愈，宣传治愈率、有效率等诊疗效果等。|r9-d3-gansu-2011-tcm-ads
T|ok-real|general|对众多听障人士来说，助听器是一个改善听力的最佳助手|r9-d3-cctv-hearing-aid-2025
T|ok-real|general|这款售价79块钱的助听器，产品页面显示，销量已经超过了1万，而且取得了94%的好评率。|r9-d3-cctv-hearing-aid-2025
H|ok-real|medical|中日友好医院是国内综合性医院中每年种牙数量最多的医疗机构。|r9-d3-hfldjy-implant-2022
H|ok-real|general|口腔行业总体特征：天花板高，瓶颈在牙医供给端，集采影响需观察|r9-d3-boxvhx-dental-industry
H|ok-tip|health-food|尤其是年老体弱者、慢性病患者、儿童青少年、孕妇等特殊群体在选择保健食品时应谨慎，并特别注意保健食品不是药物，不能代替药物。|r9-d3-jingzhou-healthfood-warning
T|ok-real|medical|长春皮肤泌尿专科医院和长春现代男科医院也在当地媒体上大量刊登违法广告，或者危言耸听，或者夸大疗效。|r9-d3-jilin-medad-revoke
T|realestate|real-estate|解放路/京山本部,学府美宅|r9-d4-yancheng-jingdian-2021
T|realestate|real-estate|主核心地段,重点本部双学府|r9-d4-yancheng-jingdian-2021
T|ok-negation|education|不得明示或者暗示有相关考试机构或者其工作人员、考试命题人员参与教育、培训|r9-d4-guangzhou-14-jinling
T|ok-negation|education|不得发布劝诱家长购买、可能引发未成年人模仿不安全行为的广告|r9-d4-guangzhou-14-jinling
T|ok-negation|finance|不得发布与非法集资活动有关的广告|r9-d4-beijing-finance-guide-cnr-2024
T|ok-negation|finance|不得对未来效果、收益或者与其相关的情况作出保证性承诺,不得明示或者暗示保本、无风险或者保收益|r9-d4-beijing-finance-guide-cnr-2024
T|ok-negation|finance|不得使用小概率事件夸大产品收益率或收益区间误导客户|r9-d4-beijing-finance-guide-zk-2024
T|platform|general|是中国人就转起来|r9-d4-wechat-induce-share-tips-2024
H|platform|general|视频转发后才可以播放|r9-d4-wechat-induce-share-tips-2024
T|platform|general|让所有人都知道|r9-d4-wechat-induce-share-tips-2024
H|platform|general|集吻、集赞得礼物、拉好友转发送红包|r9-d4-wechat-induce-share-tips-2024
T|ok-real|real-estate|“为了让孩子上个好学校,肯定首选学区房。”|r9-d4-xianning-xuequfang-2021
T|ok-real|real-estate|然而,不是所有宣传学区房的楼盘,都可以就读附近学校。|r9-d4-xianning-xuequfang-2021
H|ok-real|general|常见违规内容位置包括但不限于直播内容、置顶消息、笔记、评论、用户资料等。|r9-d4-xhs-daoliu-163-2025
T|ok-negation|education|不得在中小学校、幼儿园内开展商业广告活动|r9-d4-guangzhou-14-jinling
H|ok-negation|education|不得制作、刊登、播放、张贴或者散发含有危害未成年人身心健康内容的广告|r9-d4-guangzhou-14-jinling
T|ok-negation|education|不得发布引诱未成年人过度使用电子产品、导致沉迷网络的广告|r9-d4-guangzhou-14-jinling
H|ok-negation|education|不得以新闻报道等形式变相发布校外培训广告|r9-d4-guangzhou-14-jinling
T|ok-negation|finance|不得对未经国务院金融监管部门或地方金融监管部门审核或备案的金融产品或金融服务进行预先宣传或促销|r9-d4-beijing-finance-guide-cnr-2024
H|ok-real|finance|近年来,金融投资理财类广告层出不穷,各种保险、借贷金融广告在微信朋友圈和社交App中刷屏|r9-d4-beijing-finance-guide-cnr-2024
T|ok-real|finance|近年来,我国金融广告市场粗放发展,含有虚假、误导内容的广告频繁出现|r9-d4-fx361-finance-ad-paper-2018
T|ok-real|finance|第五次全国金融工作会议将“防控金融风险”列为三大任务之一|r9-d4-fx361-finance-ad-paper-2018
H|ok-real|finance|作为金融消费者,我们每天都会接触到各式各样的金融服务广告,从手机App弹出的理财推荐,到电梯里循环播放的贷款信息。|r9-d4-52marketing-finance-ad-regulators
T|ok-negation|general|严格禁止在笔记正文、评论、图片、头像、简介等任何公开位置,直接留下微信、手机号、网址、二维码等联系方式。|r9-d4-520zimeiti-xhs-contact
T|ok-tip|general|在笔记、图片或评论区中,不要放置任何第三方电商平台的产品链接,以避免违规导流。|r9-d4-suya-xhs-rules-2024
T|ok-tip|general|发布的笔记中不应包含任何第三方站外的导流信息,以维护平台的内容生态和用户权益。|r9-d4-suya-xhs-rules-2024
T|ok-real|general|违规者或将面临警告、限制直播甚至永久封号等处罚。|r9-d4-esoons-xhs-daoliu-2025
T|ok-real|real-estate|房地产广告应坚持“房子是用来住的,不是用来炒的”定位,以健康的表现形式表达广告内容|r9-d4-beijing-realestate-guide-draft-2023
T|ok-tip|real-estate|还有的开发商会夸大楼盘的地理位置优势,声称距离市中心很近,交通便利,周边有众多名校、医院等,但实际情况可能并非如此。|r9-d4-360docs-xuequfang-tips
T|ok-tip|real-estate|开发商的虚假宣传往往是通过口头承诺、宣传资料等方式进行的|r9-d4-360docs-xuequfang-tips
T|ok-negation|general|有的因为“100%有效”被重罚,有的因“国家级专利”被起诉,甚至有的企业主因此面临法律风险。|r9-d4-jiaxi-penalty-appeal-blog
T|ok-real|general|规范营销行为,避免垃圾信息与过度营销,向用户传递真实、合规的资讯内容。|r9-d4-qiujihong-wechat-mp-rules
T|ok-tip|general|最后,为保证广大用户在微信上使用红包的安全性,建议广大用户选择微信红包等正规官方途径收发红包。|r9-d4-wechat-redpacket-2015
T|ok-real|general|此行为违反了公众平台规则,严重骚扰用户,破坏了朋友圈的体验。|r9-d4-wechat-induce-2014-notice
T|ok-negation|general|诱导关注:发送谣言、色情、测试类、答题类等内容诱导用户关注公众号,关注后用户才可见到答案或内容。|r9-d4-wechat-induce-2014-notice
T|ok-negation|general|对于恶意对抗类小程序(批量性专搞强制诱导):一经发现平台将以永久封号处理并拉黑主体。|r9-d4-shanxizhongtai-miniprogram-share
T|ok-negation|general|不合规的联系方式推广,包括但不限于个人手机号,QQ,微信,二维码等|r9-d4-cnmishu-xhs-rules-2018
T|ok-negation|general|发布联系方式引导私下交易,如电话、手机号码、社交帐号等联系方式|r9-d4-douyin-liquor-private-trade
H|ok-real|general|记者从微信安全中心获悉,升级后的《微信外部链接内容管理规范》已于28日起正式实施。|r9-d4-wechat-waibu-link-2019
T|ok-negation|general|公众平台图文内包含诱导用户分享朋友圈活动|r9-d4-wechatmaster-induce-share
H|ok-negation|real-estate|据《房地产广告发布规定》,房地产广告中不得含有广告主为入住者办理升学事项的承诺。|r9-d4-yancheng-jingdian-2021
T|ok-negation|education|不得利用科研单位、学术机构、教育机构、行业协会、专业人士、受益者的名义或者形象作推荐、证明|r9-d4-guangzhou-14-jinling
H|ok-real|real-estate|“名校”、“学府”、“书香”等与教育、学校相关的词语,出现频率高。|r9-d4-xianning-xuequfang-2021
H|ok-real|real-estate|学区房虚假违法宣传,是近期整治的重点。|r9-d4-xianning-xuequfang-2021
T|ok-real|finance|国家金融监督管理总局(NFRA):负责监管银行、信托、保险等行业的机构和业务,其广告活动自然也在监管范围之内。|r9-d4-52marketing-finance-ad-regulators
T|ok-real|finance|一直以来,我国的金融行业都属于特许经营行业。|r9-d4-beijing-finance-guide-zk-2024
T|ok-real|general|小红书发布了《交易导流违规管理细则》,禁止内容创作者通过非官方渠道引导站外交易|r9-d4-jintiankansha-xhs-daoliu-2025
T|ok-real|general|部分商家试图通过“合体抢红包”等营销类红包进行诱导分享、诱导关注快速获得粉丝以谋取不当利益。|r9-d4-wechat-redpacket-2015
H|ok-real|general|过去罚几千元了事,现在可能面临“处罚到人”、信用联合惩戒。|r9-d4-jiaxi-mishu-compliance-blog
T|ok-real|general|这款芯片为中国大陆地区首次自主研发设计的3nm制程手机处理器芯片|r9-d5-xinxijishu-xiaomi-xring
T|ok-real|general|全运会攀岩项目于当天迎来首个金牌日,男、女难度金牌分别归属湖北队选手潘愚非和广东队选手张悦彤|r9-d5-bjd-quanyun-20251113
T|ok-real|general|2001年出生的廖桂芳摘得举重女子76公斤级冠军,其挺举成绩刷新全国纪录并超世界纪录|r9-d5-bjd-quanyun-20251113
T|ok-real|general|男单方面,头号种子、北京队选手王楚钦以4比2击败林高远|r9-d5-bjd-quanyun-20251113
T|ok-real|general|浙江名将汪顺在男子200米个人混合泳决赛中以绝对优势夺冠|r9-d5-zhiboqu-quanyun-jingzou
T|ok-real|general|值得注意的是,这是第一批全国非遗与旅游融合发展优选项目|r9-d5-qi18-sichuan-feiyi-lvyou
T|ok-real|general|比如鸣山村拥有两项国家级非物质文化遗产:温州鼓词和平阳木偶戏|r9-d5-dingqianjf-wenzhou-feiyi
T|ok-real|general|1月20日前最高气温均在14℃以上,其中14日和16日可达20℃左右|r9-d5-ydxtzx-jinshan-weather
T|ok-real|general|市属国企已有7家企业获得AA+以上信用评级,九龙江集团首次跻身中国企业500强|r9-d5-sucai198-zhangzhou-gzbg-2024
T|ok-real|general|率先在全省建成市级数字化营商环境督导平台,成功创建全国第四批社会信用体系建设示范区|r9-d5-sucai198-zhangzhou-gzbg-2024
H|ok-real|general|市政府网站绩效评估位居15个同类城市第一,12345热线蝉联全国政务热线服务质量评估最高等级|r9-d5-guanshan-gzbg-2024-p71
T|ok-real|general|发布国内唯一一个日用陶瓷价格成本指数,通过“中国瓷都”“中国婚纱礼服名城”复评,获评全省唯一一个“中国食品名城”|r9-d5-chaozhou-gzbg-2021
T|ok-grade|food|酸度≤2%,风味稍逊于特级初榨|r9-d5-1588tv-olive-grade
H|ok-grade|food|初级橄榄油特指特级初榨橄榄油,这是橄榄油中的最高等级|r9-d5-drbdp-olive-grade
T|ok-tip|general|如果购买家用电器等强制性认证产品,还要注意查看CCC标志和强制性认证信息|r9-d5-gnbk-jjj-wuyi-tip-2025
T|ok-tip|food|一看:鲜嫩匀整,银毫密布为宜,色黄枯暗为劣|r9-d5-gnbk-jjj-wuyi-tip-2025
H|ok-tip|general|不随意透露身份信息、银行账号、密码、验证码,通过正规的第三方支付平台付款|r9-d5-gansu-315-tip-2024
T|ok-tip|cosmetics|特殊用途化妆品是否注明批准文号,也可登录“国家药品监督管理局”官网查验真伪|r9-d5-gansu-315-tip-2024
T|ok-tip|food|不要被“低价”“优惠”“特惠”等五花八门的促销广告所迷惑,要擦亮眼睛,仔细甄别|r9-d5-wp39-sichuan-zhongqiu-tip
T|ok-real|general|此前,袁隆平及其团队研究的杂交水稻已屡破水稻单产纪录|r9-d5-zhongguolian-yuan-rice
T|ok-real|general|在内蒙古扎鲁特旗玉米单产提升行动地块,专家组实地测产,得出了亩产2546斤的好成绩,刷新东北地区玉米千亩高产纪录|r9-d5-43b-qiuliang-2025
T|ok-real|general|他激动地宣布了华为的卖车计划:赛力斯SF5成为华为智选的首款汽车产品|r9-d5-qcpcw-auto-news
T|ok-measure|general|目前蓝鸟全系只提供1.6L发动机,最大功率90kW,最大扭矩为155N·m,匹配CVT变速箱,官方百公里加速12秒左右|r9-d5-qcpcw-auto-news
H|ok-measure|general|新车将搭载第五代BMW eDrive电力驱动技术,最大功率为390kW,0-100km/h加速时间为4s左右,WLTP续航里程可达600km|r9-d5-155ck-shanghai-autoshow-ev
H|ok-measure|general|该车将配备载电量为200千瓦时的动力电池,官方宣称其最大续航里程可达992公里|r9-d5-ttnews-roadster
H|ok-real|general|珠穆朗玛峰是世界上海拔最高的山峰,高约8844米;马里亚纳海沟是世界上海拔最低的海底部分,深约10924米|r9-d5-13l-everest-mariana
T|ok-real|general|如果按照从山脚到山顶的高差计算,夏威夷群岛的冒纳凯阿火山才是世界上高差最大的山峰|r9-d5-feifmx-highest-mountain
H|ok-real|general|从地心算起,地球上距离地心最远的地方是南美洲厄瓜多尔中部的钦博拉索山|r9-d5-feifmx-highest-mountain
H|ok-real|general|在全国性的戏剧创演大赛和评比活动中多次获得国家级大奖,包括政府文华大奖和曹禺戏剧大奖|r9-d5-fx361-yancheng-drama
T|ok-measure|general|纯棉指的是面料中100%由天然棉花纤维制成,不含任何化纤成分|r9-d5-bxtourism-zhudibu-cotton
T|ok-tip|general|购买时,建议仔细阅读产品说明,必要时多与卖家沟通,以确保自己买到真正符合需求的面料|r9-d5-bxtourism-zhudibu-cotton
T|ok-real|general|三星智能手机生产总数接近6400万部,季增约21%,是榜单上唯一增长的厂商,单季排名重回全球第一|r9-d5-aastocks-trendforce-2025q1
T|ok-real|general|华为将于3月20日14:30举办华为Pura先锋盛典及鸿蒙智行新品发布会,将推出首款搭载原生鸿蒙正式版的全新形态新机|r9-d5-21jingji-huawei-harmony-2025
H|ok-real|general|早在2月24日,余承东就在微博透露,华为将于3月发布首款为原生鸿蒙而生的“新形态手机”|r9-d5-21jingji-huawei-harmony-2025
T|ok-real|general|2025年第二季度全球智慧型手机市场营收同比增长10%,首次突破1000亿美元大关,创下第二季度历史最高纪录|r9-d5-gdmsci-smartphone-2025q2
T|ok-real|general|信息技术(21.2万亿)超越金融(20.8万亿)成为市值最高的一级行业|r9-d5-zhongyi333-annual-reports-2024
T|ok-real|general|半导体以19.3%的营收增速领跑二级行业|r9-d5-zhongyi333-annual-reports-2024
T|ok-ordinal|general|榜单前10位分别为:中国石化、中国宝武、中国中化、中国五矿、恒力集团、上汽集团、华为、中国一汽、荣盛集团和比亚迪|r9-d5-tulizeni-manufacturing-500-2024
H|ok-real|finance|工商银行、建设银行、农业银行分别以3658.63亿元、3355.77亿元、2820.83亿元的净利润位居前三|r9-d5-cxbdf-ashare-profit-2024
T|ok-real|general|今年国庆假期前4天旅游消费创历史新高,全国共接待国内游客5.42亿人次,同比增长8.02%|r9-d5-govcn-guoqing-2019
T|ok-real|general|10月1日,北京天安门广场举行隆重的升国旗仪式,吸引了14.5万名游客|r9-d5-yqmw666-guoqing-2018
H|ok-real|general|辽宁本溪和丹东的枫叶,这几天陆续进入到最佳观赏期|r9-d5-gscn-guoqing-2018
T|ok-real|general|各旅游景区接待人数均呈上升趋势,迎来假期首个小高峰|r9-d5-gzshangchuan-guoqing-2017
T|ok-grade|food|鲜叶的等级主要根据鲜叶的大小、新鲜程度和完整度进行分级,一般分为特级、一级、二级等|r9-d5-tea-grade-qa
H|ok-real|general|晋侯苏钟,西周时期金属器,中国首批禁止出国(境)展览文物|r9-d5-wenewstw-shanghai-museum
T|ok-real|general|中国国家博物馆是世界上建筑面积最大的博物馆,也是中国水平最高的考古博物馆|r9-d5-mdkpw-guobo-treasures
H|ok-real|general|故宫博物院位于北京,是世界上规模最大、保存最完整的木质结构古建筑群,也是中国明清两代的皇家宫殿|r9-d5-rinaloveslife-museum-treasures
T|ok-real|general|早8时,首趟按时速350公里高标运营的G871复兴号动车组列车从武汉站开出|r9-d5-sxrb-gaotie-20240616
H|ok-real|general|以此为标志,京港、沪港间首开高铁动卧列车,京港、沪港间实现夕发朝至|r9-d5-sxrb-gaotie-20240616
T|ok-real|general|世界第一条时速350公里智能高铁发车|r9-d5-ycwb-jingzhang-2019
T|ok-real|general|上海海港蝉联中超冠军的同时也拿下了队史第3个中超冠军,上海海港在2018年首次加冕中超冠军|r9-d5-dmwrz-csl-2024
T|ok-real|general|武磊两次夺得金靴追近了李金羽和埃克森,并列排名所有球员首位|r9-d5-dmwrz-csl-2024
T|ok-real|general|至于金靴奖的争夺,武磊凭借其出色的表现和高效的进球成为了本赛季的最佳射手|r9-d5-calanet-csl-2024
T|ok-real|general|海港打破了恒大在2013赛季创造的中超单赛季30轮制最高积分的历史纪录|r9-d5-polartext-csl-2024
H|ok-real|general|他已经用他的表现来证明了自己,证明了他是中超历史上最好的前锋|r9-d5-wood168-wangshenchao-2024
T|ok-real|general|目前该司主要产品占据国内婴幼儿保健护理用品市场份额的10%|r9-d5-21daybod-zhongshan-aihu
T|ok-real|general|梅花奖创办于1983年,取“梅花香自苦寒来”为寓意,是中国第一个以表彰和奖励优秀中青年戏剧表演人才、繁荣发展戏剧事业为宗旨的艺术大奖|r9-d5-chinatheatre-meihua-intro
T|ok-title|general|本届“梅花奖”中四位获奖的优秀京剧演员,分别为贵州京剧院的冯冠博、北京京剧院的郭伟、国家京剧院的张佳春和湖北省京剧院的唐恺|r9-d5-scholarmate-meihua-31
H|ok-real|general|连续8年保持货物贸易第一大国地位,开放大门越开越大|r9-d5-buei-china-2024-review
T|ok-real|general|这是我国首次在国家层面对“场景培育开放”进行系统部署|r9-d5-reportify-changjing-2025
H|ok-real|general|依托试点,无数的智能驾驶汽车在实际道路中不断行驶、收集数据、优化算法,中国在“智能驾驶”赛道上已经稳居全球第一梯队|r9-d5-reportify-changjing-2025
H|ok-real|general|试点工作以城市为主体自愿申报,首批试点集中受理申报材料的截止时间为2023年3月31日|r9-d5-hz061-gongong-diandonghua
T|ok-real|education|我市推荐的六安二中张蓉同学荣获全国中学生演讲比赛一等奖(全国仅5人)|r9-d5-luan-dushu-2018
T|ok-real|education|2022年8月23日,被教育部拟确定2022—2025学年面向中小学生的全国性竞赛活动|r9-d5-hswf-zuowen-2024
T|ok-real|general|农业农村部日前发布消息,我国已成为世界最大的苹果生产国,苹果种植面积和产量均占世界50%以上|r9-d5-4hw-apple-2019
T|ok-real|general|20世纪70年代末,我国开始对猕猴桃进行资源开发研究和规模栽培,短短40年后,中国已经成长为猕猴桃世界产量第一大国|r9-d5-rnzsm-kiwifruit
T|ok-tip|general|避免高温水洗:羊毛遇高温易缩水,建议使用冷水或温水(不超过30℃)|r9-d5-tengtv-wool-quilt
H|ok-tip|general|机洗并非最佳选择,推荐采用手洗或轻柔擦拭的方式|r9-d5-snsqw-bingsi-liangxi
H|ok-tip|general|手洗是保暖衣的最佳洗涤方式|r9-d5-wujymm-baonuanyi
T|ok-title|general|集团公司的中文全称为中国航空集团公司,中文简称:中航集团公司|r9-d5-sina-cnah-2002
T|ok-title|general|数据显示,本周五晚(2月15日),《最强大脑之燃烧吧大脑》首播取得了CSM55城收视0.76%,同时段TOP3,实现开门红|r9-d5-studyofnet-zuiqiangdanao-2019
H|ok-real|general|国家邮政局监测数据显示,2023年11月1日至11日,全国邮政快递企业共揽收快递包裹52.64亿件,同比增长23.22%|r9-d5-dzwww-shuang11-2023
T|ok-real|general|自2021年首次超过1万亿元以来,我国快递年业务收入保持快速增长态势,突破万亿元的用时逐年缩短|r9-d5-hangzhou-kuaidi-2024
T|ok-real|general|过去10年,我国最高日快件处理量从2014年近1.03亿件,到2017年3.31亿件,2021年6.96亿件,今年达7.29亿件|r9-d5-163-kuaidi-2024
H|ok-real|general|中国国家邮政局发布监测数据显示,10月21日至11月11日,快递业旺季单日业务量峰值达7.77亿件,创单日业务量纪录|r9-d5-udn-shuang11-2025
H|ok-identifier|general|公民身份号码是特征组合码,由十七位数字本体码和一位校验码组成|r9-d5-codetd-idcard-rule
H|ok-identifier|general|表示在同一地址码所标识的区域范围内,对同年、同月、同日出生的人编定的顺序号,顺序码的奇数分配给男性,偶数分配给女性|r9-d5-codetd-idcard-rule
T|ok-identifier|general|校验码,用于验证前面17位数字的正确性|r9-d5-mpbk-idcard
H|ok-real|general|近日,农业农村部审核认定北京海淀区上庄镇西马坊村等300个村镇为第八批全国一村一品示范村镇|r9-d5-jjsyyj-yicunyipin-2018
T|ok-identifier|general|GB 30966-30971-中国国家标准汇编-623-(2014年制定)|r9-d5-youlu-gb-huibian
T|ok-identifier|general|GB T 17825.4 1999 CAD文件管理 编制规则|r9-d5-fxbzw-gbt17825
T|ok-real|general|马拉松比赛没有世界纪录,只有世界最好成绩,原因就是比赛外界因素太多|r9-d5-futurenetexpo-marathon
T|ok-real|food|中国是世界上最大的蜂蜜生产国之一,蜂蜜的品种也非常丰富|r9-d5-zhongyi333-honey
T|ok-real|food|这是世界上唯一以食物来命名的国际性节日,旨在通过宣传牛奶的营养价值和对人体健康的重要性,增强人们饮用牛奶的意识|r9-d5-ntlib-milk-day
T|ok-tip|food|在选择和使用时,应优先考虑正规渠道提供的产品,以保障健康与品质|r9-d5-path411-raw-milk
T|ok-tip|general|检查条形码:真品条形码具有唯一性,可通过查询国家相关网站验证真伪|r9-d5-zlipz-import-label
T|ok-tip|general|多数品牌会提供防伪码、二维码或激光标签,通过官方渠道验证真伪|r9-d5-chinaoffshore-fake-check
T|ok-tip|general|如果价格远低于市场价,需提高警惕|r9-d5-chinaoffshore-fake-check
H|ok-real|general|中央气象台6月14日18时发布今年首个高温黄色预警|r9-d5-sourceopen-gaowen-yellow
T|ok-real|general|北京、天津、河北、山东共17个国家气象观测站最高气温突破历史极值|r9-d5-115ip-gaowen-orange
T|ok-real|general|根据《中央气象台气象灾害预警发布办法》,国家级高温预警发布分为高温红色预警、高温橙色预警和高温黄色预警三级|r9-d5-115ip-gaowen-orange
T|ok-real|general|预警中提到,16日白天安徽北部最高气温37~40℃,局地可达40℃以上|r9-d5-fytv-anhui-gaowen-2022
H|ok-real|general|这也是今年首个高温红色预警|r9-d5-pixnet-gaowen-red
H|ok-real|general|截至2018年年底,该中心圈养大熊猫种群已达到285只,占全世界圈养大熊猫种群的近60%|r9-d5-stdaily-panda-2019
T|ok-real|general|截至目前,2017年中国大熊猫保护研究中心共繁育大熊猫30胎,成活42仔,大熊猫繁育数量创历史最高|r9-d5-sebasdess-panda-2017
H|ok-real|general|作为珠海同类型桥梁中跨度最大的桥梁,也是目前世界最大跨度串联式斜拉桥|r9-d5-technod-honghe-bridge
T|ok-real|general|在2011年以前,吉尼斯世界纪录中记载的世界上最长的桥,是美国的美国庞恰特雷恩湖桥,全长38.4公里|r9-d5-canyinms-longest-bridge
T|ok-real|general|世界上最高的桥梁已在中国建成|r9-d5-avesta-highest-bridge
T|ok-real|general|第一条为了加强对饲料、饲料添加剂的管理,提高饲料、饲料添加剂的质量,促进饲料工业和养殖业的发展,维护人民身体健康,制定本条例|r9-d5-law193-siliao-tiaoli
H|ok-ordinal|general|第三条国务院农业行政主管部门负责全国饲料、饲料添加剂的管理工作|r9-d5-law193-siliao-tiaoli
T|ok-plain|food|明前茶产量少,一斤干茶需要数万颗芽头,采摘时全靠手工|r9-d5-fqmxn-mingqian-tea
T|ok-real|food|如高级碧螺春,采全部芽心作原料;如白毫乌龙、龙井、红茶,则采一心一叶或一心二叶为料|r9-d5-yaosing-tea-bud
H|ok-plain|general|裤子内部是网状内衬,因此可以不穿内裤就直接穿这条裤子|r9-d5-roomie-patagonia-shorts
T|ok-plain|general|短裤是由回收的渔网的尼龙部分制成,虽然穿起来有点硬,但不会令人不舒服|r9-d5-roomie-patagonia-shorts
H|ok-plain|general|Burberry用耐磨的棉麻制成的斜挎包小巧方正,驼色、深棕、白色三色为主,低调优雅|r9-d5-gq-messenger-bag-2016
T|ok-plain|general|磁扣牢固且开和方便;浮雕暗纹平添庄重效果,黑白驼三色和板正的塑形自然传递出硬朗感|r9-d5-gq-messenger-bag-2016
T|ok-measure|general|先说入门机荣耀X70,机身内置8300mAh电池,厚度只有7.76毫米,重量193克|r9-d5-digipub-big-battery-phones
T|ok-measure|general|一加Ace6T内置一块8300mAh电池,厚度8.3毫米,重量216克|r9-d5-digipub-big-battery-phones
T|ok-measure|general|电池是5000mAH的大容量电池并且支持22.5W快充,可以说配置很高|r9-d5-21ic-mate20x-5g
H|ok-measure|general|为了弥补这点,5G版本的Mate 20 X将支持40W快充,30分钟内充电70%|r9-d5-21ic-mate20x-5g
T|ok-measure|general|6.5英寸的手机屏幕对角线长度约为16.51厘米|r9-d5-sysxhz-65-inch
T|ok-measure|general|小米手机重量同样因机型而异,旗舰机型通常在150-180克之间,中端机型则在180-200克之间|r9-d5-gxslyjs-xiaomi-size
T|ok-real|general|中芯国际在全球半导体代工市场中的排名从2023年的第四位上升至第三位,仅次于台积电和三星电子|r9-d5-forexkbc-semi-2024
T|ok-real|general|资料显示,ARM集团是伦敦市值最高的上市科技企业,其设计的芯片架构广泛用于三星、华为、苹果等厂商的手机和平板电脑|r9-d5-freewechat-xinchao-2022
T|ok-real|general|2011年公司实现营业收入133亿元,比上年增长44.25%、营业利润3.80亿元,比上年增长25.82%|r9-d5-cnstock-beidahuang-2011
H|ok-real|general|公司年度财务报告已经信永中和会计师事务所有限责任公司审计并被出具了标准无保留意见的审计报告|r9-d5-cnstock-beidahuang-2011
H|ok-real|general|立信会计师事务所(特殊普通合伙)为本公司出具了标准无保留意见的审计报告|r9-d5-sohu-arcsoft-2021
H|ok-real|general|截至本报告期末,公司应收账款为 137,795.75万元,占流动资产比例66.93%|r9-d5-podms-kangyue-2021
T|ok-real|finance|本周医疗研发外包子板块表现最好,上涨1.7%,年初以来化学制剂、血液制品、原料药跌幅最小|r9-d5-reportify-xinan-pharma-weekly
H|ok-real|drug|2019年PDB样本医院药品销售总额为2550.97亿元,同比增长11.69%,增速较前两年大幅提升|r9-d5-baogao8-hospital-2019
T|ok-real|general|民生福祉:我们将加大民生投入,着力解决人民群众最关心、最直接、最现实的利益问题|r9-d5-paiqing-gzbg-2024
T|ok-tip|general|选购羊绒衫、羽绒服等服饰时需留意成分标注,避免被“虚假保暖”宣传误导|r9-d5-reportify-jieri-tip
T|ok-tip|general|进口商品需附有中文标签,跨境购物应选择正规跨境电商平台并要求提供海关清关证明等材料|r9-d5-reportify-jieri-tip
H|ok-tip|food|不要轻信“零糖”“零卡”“无添加”“不含防腐剂”等无事实依据、违反相关标准的内容,避免上当受骗|r9-d5-gnbk-jjj-wuyi-tip-2025
T|ok-tip|general|春耕在即,选购农资产品要注意选择合法经营企业购买,不要贪图便宜购买无证照或走乡串户的流动经营者的农资产品|r9-d5-gansu-315-tip-2024
T|ok-tip|food|深色玻璃瓶/金属罐装优于透明塑料瓶|r9-d5-1588tv-olive-grade
H|ok-real|drug|【不良反应】应当实事求是地详细列出该药品不良反应|r9-d5-exam-drug-label-rules
T|ok-identifier|drug|批准文号:提供药品的批准文号,以证明其合法性和安全性|r9-d5-tjnenfu-drug-label
T|ok-real|drug|药品说明书是医生和患者安全有效用药的最基本、最重要的科学信息源|r9-d5-lizi-drug-label
T|ok-real|general|2021年5月21日晚,第30届中国戏剧梅花奖在江苏南京揭晓|r9-d5-9aivip-meihua
T|ok-real|general|冯宪珍是中国戏剧界备受尊敬的表演艺术家,她在1984年荣获首届中国戏剧梅花奖|r9-d5-chaxiaohao-fengxianzhen
T|ok-measure|general|这顶帽子是孝靖皇后王氏的凤冠,红蓝宝石超过100粒,珍珠5000多颗,总重2320克(四斤六两)|r9-d5-tjbcwy-museum-treasures
T|ok-real|general|“天下第一剑”沉睡了2400年,出土时寒光乍现,一剑划破20层复印纸|r9-d5-wanbiaoku-museum-treasures
T|ok-real|general|扬州博物馆的元代霁蓝釉白龙纹梅瓶,是全球仅存3件的元代官窑绝品|r9-d5-wanbiaoku-museum-treasures
H|ok-real|general|这些宋元明清时期的珍品,是目前世界上存量最多、质量也最高的古代丝织品|r9-d5-wenewstw-kesi
T|ok-real|general|目前,熊猫中心饲养的熊猫数量达到300只,是世界人工饲养种群最多、结构最合理的机构|r9-d5-xzjhy-panda-birthday
H|ok-title|general|2021年中华人民共和国国务院发表《中国的生物多样性保护》白皮书称,野外大熊猫数量从40年前的1,114只增加到了1,864只|r9-d5-wikiwand-panda
T|ok-ordinal|general|第十名是举世闻名的港珠澳大桥|r9-d5-shijiezz-longest-bridges
T|ok-ordinal|general|第六条禁止新建生产实心粘土砖的企业|r9-d5-law356-xiamen-qiangti
T|ok-real|general|2011年,C-罗纳尔多首次成为年度最佳射手,他在为皇家马德里出战的34场比赛中打入43球|r9-d5-gudianfeng-top-scorers
T|ok-ordinal|education|最终评定出小学组、初中组和高中组一等奖各2名、二等奖各5名、三等奖各10名|r9-d5-hnmdtv-zhumadian-zhengwen
T|ok-tip|general|不要使用烘干机,以免皮衣变形|r9-d5-mhg123-leather
T|ok-ordinal|general|在所有选手里面,她的初始排名是第七名|r9-d5-frydzu-zuiqiangdanao-9
T|ok-real|general|“售价1.5万日元左右的Levis501卖得最好”等声音不绝于耳|r9-d5-kantsuu-japan-fashion-2008
T|ok-real|general|最新调查显示,日本通勤族在车站及电车车厢里最厌恶的就是「身背双肩背包」|r9-d5-ppfocus-backpack
T|ok-identifier|general|集团公司的法定住所:北京市朝阳区霄云路36号国航大厦|r9-d5-sina-cnah-2002
H|ok-ordinal|general|2024赛季中超联赛射手榜最新:1、武磊(上海海港) 34球|r9-d5-dmwrz-csl-2024
T|ok-real|general|首次参加全运会的她,帮助香港队在游泳项目上实现了全运会金牌“零的突破”|r9-d5-bjd-quanyun-20251113
T|ok-real|general|其中,金融行业(包括银行和非银金融)占据绝对主导地位,共有206家金融企业净利润超过10亿元,占比高达36.2%|r9-d5-cxbdf-ashare-profit-2024
T|ok-real|general|到2023年底,全国铁路营业里程达到15.9万公里,其中高铁4.5万公里,“八纵八横”高铁网主通道已建成80%、在建15%|r9-d5-sxrb-gaotie-20240616
T|state|food|特供中央军委办公厅用酒|r9-d6-dutenews-shenzhen-tegong
H|state|food|全国政协宴会特供|r9-d6-dutenews-shenzhen-tegong
T|state|food|全国人大会议中心陈酿|r9-d6-dutenews-shenzhen-tegong
T|ok-real|general|1959年人民大会堂建成以后,我国欢迎来访国宾的正式宴会通常在人民大会堂宴会厅举行。|r9-d6-victorzhang-guoyan
T|ok-real|general|国宴通常在国宾抵京当晚或次日晚上6点30分或7点,在人民大会堂或钓鱼台国宾馆举行。|r9-d6-victorzhang-guoyan
H|ok-real|general|国务院昨晚在人民大会堂举行国庆招待会,热烈庆祝中华人民共和国成立65周年。|r9-d6-stlouis-guoqing-2014
H|ok-real|general|主席台上方高悬着庄严的国徽,“1949-2014”的大字年号在红旗映衬下格外醒目。|r9-d6-stlouis-guoqing-2014
H|ok-real|general|宴会上配餐的红葡萄酒和白葡萄酒分别是中国河北2002年出产的长城干红和长城干白。|r9-d6-ccas-obama-banquet
T|ok-real|general|人莫不以蔡伦为造纸之鼻祖矣!|r9-d6-oursogo-bizu
H|ok-real|general|黄帝者,汉族之鼻祖也。|r9-d6-ahfyzs-bizu
H|ok-real|general|位于人民大会堂三层的中央大厅,是我国举行国宴和重要会议的标志性场所。|r9-d6-xifenghao-guoyan-hall
H|state|general|淮南市发改委贺淮南威马用户中心盛大开业|r9-d6-yybnet-anhui-2021-batch1
H|state|general|庆祝中国共产党成立100周年,不忘初心、牢记使命,红色旅游·党课培训,党建活动·主题教育活动|r9-d6-yybnet-anhui-2021-batch1
T|state|food|西安市公安局恭贺西华门吴记羊血大王开业大吉|r9-d6-akxw-xian-banner
T|ok-real|general|2022年2月1日是大年初一,北京天安门广场举行大型升国旗仪式。|r9-d6-88jhdsf-flag-2022
T|ok-real|general|经党中央批准,自2018年1月1日起,由人民解放军担负国旗护卫和礼炮鸣放任务。|r9-d6-athelone-flag-2018
T|ok-real|general|天安门升旗仪式,于去年元旦,由武警改为解放军仪仗队和军乐团负责。|r9-d6-stheadline-flag-2019
T|ok-real|general|3月8日,十二届全国人大五次会议在两会新闻中心举行记者会,邀请外交部长王毅就中国外交政策和对外关系回答中外记者提问。|r9-d6-fjsen-wangyi-2017
T|ok-real|general|解放军和武警部队官兵闻令而动,迅即展开抢险救灾行动。|r9-d6-beerandblunts-rongjiang-2025
T|ok-real|general|汛情发生后,武警辽宁省总队二支队和营口市支队迅速出动1000多名官兵,携24艘冲锋舟、橡皮艇、1000余个救生圈挺进灾区。|r9-d6-xinhua-yingkou-2012
T|ok-real|general|解放军和武警部队官兵、民兵持续奋战防汛抢险救灾一线,全力协助地方做好抢险救灾工作。|r9-d6-markspest-huangshan-2024
T|ok-real|general|2011年5月3日(农历四月初一),河南郑州小普陀祥云古寺隆重举行大雄宝殿、全堂佛像开光庆典。|r9-d6-guoensi-xiangyun-2011
H|ok-real|general|香港宝莲禅寺14日举行法会纪念天坛大佛开光20周年,祈求国运昌隆、风调雨顺,祝愿香港繁荣稳定。|r9-d6-dizangjing-tiantan-buddha
T|ok-real|general|2014年11月8日上午,浙江省绍兴市新昌县南岩寺大雄宝殿佛像开光法会隆重举行|r9-d6-xuefo-nanyansi-2014
H|ok-grade|general|一级演员,是中国文艺界的专业技术职称,是国家对为繁荣国家文艺事业作出突出贡献的演员给予的领域最高职称,享受国务院特殊津贴。|r9-d6-wendadaohang-yiji-yanyuan
T|ok-grade|general|按照规定,只有正高级别的教练员可以称为国家级教练,其他的前面并不加国家二字|r9-d6-wendahu-teji-yanyuan
T|ok-real|general|但能够几十年依然当顶流的,还真没几个,刘德华算是头号选手。|r9-d6-520renben-liudehua-2025
T|ok-real|general|作为21世纪的娱乐明星,周杰伦在中国娱乐界的至高地位毋庸置疑|r9-d6-twgreatdaily-jay-2019
T|ok-real|general|7月21日晚上10点50分左右,周杰伦在微博的超话突破一亿影响力,排名第二的蔡徐坤为5707万,第三的朱一龙为1538万,差距一目了然。|r9-d6-twgreatdaily-jay-2019
H|ok-real|general|当时闻名的风水大师有郭璞、管辂、陶侃、韩友等。|r9-d6-shexun-guopu-book
T|ok-real|general|晋代郭璞的《葬书》首次明确定义“风水”,提出“气乘风则散,界水则止”的核心理论,成为风水学发展的里程碑。|r9-d6-43b-fengshui-history
H|debatable|general|2008年终于破例发行‘第一套纯黄金周恩来金币’,弥补了百年遗憾|r9-d6-jibi-zhouenlai-coin-2008
T|ok-negation|general|人民币是国家法定货币,禁止发布伪造、变造的人民币广告,禁止在广告中或者其他商品上非法使用人民币图样。|r9-d6-ushui-saic-2009-85
T|ok-negation|general|目前市场上所谓“中国人民银行发行”的“中国共产党成立100周年”纪念币(钞)均为臆造,相关宣传、销售、预定等均为违法违规行为。|r9-d6-kankanews-pboc-2021
T|ok-negation|general|广告用语使用“国家品牌”,实质就是在使用国家机关名义以及“国家级”禁用语|r9-d6-163money-samr-2019-guojiapinpai
T|ok-negation|general|庆祝活动标识不得用于商业广告、制作商标或其他任何商业性用途,不得用于私人庆典和吊唁活动。|r9-d6-gmw-70th-logo-2019
T|ok-real|general|此标识为庆祝中华人民共和国成立70周年活动的唯一指定标识。|r9-d6-gmw-70th-logo-2019
H|ok-negation|general|根据我国《国旗法》规定:国旗及其图案不得用作商标和广告。|r9-d6-wenweipo-beijing-flag-2009
T|ok-real|general|快递转运站是快递运输的中转站。|r9-d6-sboyo-zhuanyunzhan
H|ok-real|general|大城市的转运站24小时不停工,每天处理上万件包裹。|r9-d6-sboyo-zhuanyunzhan
T|ok-real|general|结果表明,性别歧视可能是导致中国现存劳动力市场男女晋升机会不均等的重要原因之一,且女性职业晋升中的“玻璃天花板”效应依然存在。|r9-d6-scribd-glass-ceiling-2013
T|ok-real|general|女科学家遭遇“玻璃天花板”的现象是一个全球性的难题|r9-d6-henanlong-glass-ceiling
T|ok-real|general|中国跳水队在巴黎奥运会以完美表现收官,实现首次包揽奥运8金的壮举。|r9-d6-qwqueen-xinhua-diving-2024
T|ok-real|general|男子三米板项目上,卫冕冠军谢思埸上演“王者归来”,战胜王宗源夺得金牌。|r9-d6-qwqueen-xinhua-diving-2024
T|ok-real|general|如果说跳水是中国体育的王牌项目,女子双人10米台就是“王中王”。|r9-d6-xxrb-diving-2024
H|ok-real|general|狮子生活在草原上,被称为“草原霸主”。|r9-d6-yangzhixinxi-baishou
T|ok-real|general|在兽类王国里,狮子常常被人们称为“兽中之王”。|r9-d6-tmwt-shouzhongzhiwang
H|ok-real|general|审判长的座位在国徽下正中处,审判员或陪审员分坐两边。|r9-d6-055110-court-emblem-1993
H|ok-real|general|第三条法庭正面应当悬挂国徽。|r9-d6-hanlvshi-court-rules
T|state|food|使团特供、特供陈酿、国宴专用|r9-d6-dutenews-shenzhen-tegong
T|state|food|专供沈阳军区|r9-d6-dutenews-shenzhen-tegong
H|debatable|general|精研姓名、气功、命理20多年,创浑元阴阳五行功,专取吉样人名|r9-d6-neamco-nanjing-quming-2001
T|ok-negation|food|“特供酒”的范围为虚假标注或宣传与党政机关和军队有密切关联的特定名称、符号、标志性建筑物、官方活动等信息的酒品,“特供酒”为假冒伪劣酒品。|r9-d6-meinengkg-samr-tegongjiu-2024
H|ok-negation|general|国旗、国徽、国歌均不得用于广告,否则将面临广告费最高5倍的罚款。|r9-d6-chinanews-beijing-flag-2009
T|ok-real|general|针对群众反映强烈的“CCTV国家品牌计划”广告用语涉嫌违反《广告法》问题,市场监管总局于1月17日约谈中央广电总台。|r9-d6-quan886-cctv-guojiapinpai-2019
T|ok-tip|general|事实上,“纪念币”由央行发行,分为普通纪念币与贵金属纪念币,“纪念章”则是商家自行设计制造的,与央行没有关系|r9-d6-fsll-coin-rumor-2024
T|ok-tip|general|从法律角度来看,出售风水摆件本身并不直接违法,但需遵守相关商业法规|r9-d6-tiandewang-fengshui-baijian
T|ok-real|general|新建区市场监管局从3月29日起,提示广大群众扫祭期间禁止焚烧、销售纸扎祭祀品和纸钱、冥币等迷信丧葬用品|r9-d6-chinadaily-nanchang-qingming-2018
T|ok-real|general|2012年12月2日上午,河南安阳市龙安区龙泉镇李潘流村兴隆寺隆重举行金宝大殿佛像开光庆典仪式,近千名居士信众及当地群众参加了活动。|r9-d6-jiuxisi-xinglongsi-2012
T|ok-real|general|北京天安门广场的升国旗仪式每天清晨举行,国旗护卫队从天安门城楼走出,穿过金水桥,到达旗杆下方。|r9-d6-drbdp-flag-ceremony
H|ok-real|general|近期全国多地持续出现强降雨,引发山洪、泥石流等灾害,造成人员伤亡和财产损失,习主席高度重视并作出重要指示。|r9-d6-dtgynk-mod-flood-2024
H|ok-real|general|解放军有100多名将军率领部队战斗在抗击雪灾第一线。|r9-d6-sina-snowstorm-2008
T|ok-real|general|2012年11月16日,外交部发言人洪磊主持例行记者会。|r9-d6-com3y-mfa-2012
H|ok-real|general|中国坚持走和平发展道路,奉行防御性国防政策,是维护和促进地区和世界和平稳定的积极力量。|r9-d6-yacht9-mfa-2009
T|ok-real|general|中国国家主席胡锦涛和夫人刘永清二十四日在钓鱼台芳菲苑举行午宴,宴请出席北京奥运会闭幕式的国际贵宾。|r9-d6-lurdlur-diaoyutai-2008
T|ok-real|general|郭晶晶职业生涯四次获得奥运会金牌,被誉为跳水皇后。|r9-d6-dxdx-diving-dreamteam
T|ok-real|general|狮子是自然界公认的百兽之王,而不是老虎。|r9-d6-cqsituo-baishouzhiwang
H|ok-real|general|位于陕西延安市黄陵县的黄帝陵是目前公认的最早反映堪舆术原则的择葬的实例。|r9-d6-onefj-kanyu
T|ok-real|general|《葬书》作为中国古代风水文化的经典之作,相传为东晋时期著名学者郭璞所著,是中国历史上首部系统阐述风水理论的典籍。|r9-d6-gocodog-zangshu
T|ok-real|general|京剧的形成和发展过程中,程长庚被视为“京剧鼻祖”。|r9-d6-xytest-bizu
T|ok-real|general|周杰伦是流行乐的殿堂级人物|r9-d6-siyezi-jay
H|ok-real|general|玻璃天花板一词是指一种隐形的障碍,阻止某些人在组织或行业内晋升为管理层和高级职位。|r9-d6-longport-glass-ceiling
T|ok-real|general|外交部长秦刚首次亮相记者会,就“中国外交政策及对外关系”回答中外记者提问。|r9-d6-fensifuwu-qingang-2023
#@round 10
# ── round 10 (2026-11-29): 347 rows quoted from outside material (mostly penalty decisions and lawful seller copy) by six collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
T|medical|food|而轻未来则是直接分解体内多余脂肪进行减脂瘦身,并能确保减重每一斤全部都是脂肪,不减体内任何营养物质|r10-e1-case-guangzhou-huadu-2022-qingweilai
H|medical|food|这些明星成分可以快速燃烧脂肪,尤其针对脂肪较容易堆积的部位如腰腹部、手臂、大腿,达到以脂燃脂的效果|r10-e1-case-guangzhou-huadu-2022-qingweilai
T|ok-real|device|用于物理退热,冷敷理疗。仅用于闭合性软组织。|r10-e1-label-gzfm-tuirete
T|ok-negation|device|不含有发挥药理学、免疫学或者代谢作用的成分。|r10-e1-label-gzfm-tuirete
H|ok-measure|device|建议每贴使用6—12小时,可重复使用但每贴最长使用12小时。|r10-e1-label-gzfm-tuirete
T|ok-notice|device|孕妇、皮肤破损者、开放性伤口均禁用,过敏体质者慎用。|r10-e1-label-gzfm-tuirete
T|medical|drug|治疗勃起功能障碍|r10-e1-case-guangdong-2023-dec-bulletin
T|medical|medical|筋膜层整体收紧、苹果肌复位,法令大大减轻|r10-e1-case-haikou-longhua-2024-yixiandaka
T|ok-real|drug|用于缓解过敏性鼻炎有关的症状,如喷嚏、流涕、鼻痒、鼻塞以及眼部痒及烧灼感。|r10-e1-label-yilian-loratadine-compare
T|ok-real|drug|口服药物后,鼻和眼部症状及体征得以迅速缓解。|r10-e1-label-yilian-loratadine-compare
T|ok-real|drug|在每天10毫克的推荐剂量下.本品未见明显的镇静作用.其发生率与安慰剂相似。|r10-e1-label-yilian-loratadine-compare
H|ok-notice|drug|在做皮试前约48小时应中止使用本品,因抗组胺药能阻止或降低皮试的阳性反应发生。|r10-e1-label-yilian-loratadine-compare
H|ok-real|drug|清热消炎,祛风通窍。用于治慢性鼻炎引起的喷嚏、鼻塞、 头痛、过敏性鼻炎、慢性鼻窦炎。|r10-e1-label-yilian-loratadine-compare
T|ok-real|drug|健胃消食。用于脾胃虚弱所致的食积,症见不思饮食、暧腐酸臭、脘腹胀满;消化不良见上述证候者。|r10-e1-label-91zheli-jianweixiaoshi
T|ok-measure|drug|口服,可以咀嚼。一次4~6片,薄膜衣片一次3片,一日3次。小儿酌减。|r10-e1-label-91zheli-jianweixiaoshi
H|ok-notice|drug|非处方药广告的忠告语是:“请按药品说明书或在药师指导下购买和使用”。|r10-e1-real-1glr-drug-ad-rules
T|ok-notice|drug|处方药广告的忠告语是:“本广告仅供医学药学专业人士阅读”。|r10-e1-real-1glr-drug-ad-rules
T|ok-real|medical|我们的目标是要建成广东省,乃至华南地区最权威的公立整形美容专科医院。|r10-e1-real-nanfang-hospital-plastic-news
T|ok-real|medical|作为国家临床重点专科及广东省医疗美容质控中心等,南方医院整形外科连续多年在复旦版医院排行榜整形外科专科排行全国第三,华南地区第一。|r10-e1-real-nanfang-hospital-plastic-news
T|ok-real|medical|是一所大型综合性三级甲等医院和国家区域医疗中心,拥有国家级重点学科5个、国家级临床重点专科17个|r10-e1-real-nanfang-hospital-plastic-news
T|medical|device|脚是人体的第二个心脏,末梢循环不好,血液无法顺利地送回心脏,就会慢慢形成血栓|r10-e1-case-taipei-111-device-ads-giant
H|medical|device|改善因老化或发炎阻塞引起的各种问题|r10-e1-case-taipei-111-device-ads-giant
H|medical|food|冰糖性温,有止咳化痰的功效|r10-e1-case-tpba-112-su935-kangyan
T|medical|food|藜麦含有植酸,有防癌和抗氧化功能|r10-e1-case-tpba-112-su935-kangyan
T|medical|food|有助于控糖和减脂|r10-e1-case-tpba-112-su935-kangyan
T|medical|food|搭配百香果及蜂蜜柠檬舒缓孕吐症状|r10-e1-case-tpba-112-su935-kangyan
T|medical|food|提升免疫力,更能呵护私密健康,预防泌尿道感染|r10-e1-case-tpba-112-su935-kangyan
T|price|cosmetics|下播后就恢复到98元/瓶|r10-e2-case-guangzhou-panyu-live-2024
T|absolute|general|被誉为‘最佳越野夹克’|r10-e2-case-shanghai-huangpu-canadagoose-2021
T|absolute|general|我们的所有羽绒混合材料均含有Hutterite羽绒,这是优良且最保暖的加拿大羽绒|r10-e2-news-shanghai-huangpu-canadagoose-2021
T|ok-grade|food|某品牌亚麻籽油新疆家用食用油胡麻油1L一级冷榨热炒植物油|r10-e2-case-beijing-miyun-oil-2024
T|citation|general|防风专利设计|r10-e2-case-tianjin-dongli-solar-2020
T|citation|general|中国家电行业十大品牌|r10-e2-news-putian-hanjiang-fan-2014
T|absolute|general|是目前国内最先进的卸料分煤机械|r10-e2-case-gaoyou-patent-alibaba
T|citation|general|是目前国内最新专利产品手电两用机模式电液推杆|r10-e2-case-gaoyou-patent-alibaba
H|price|general|特推精品、型号26005、原价23960元、现价6880元|r10-e2-news-guangshui-furniture-2014
T|debatable|food|抖音热门小吃榜排名第一名|r10-e2-news-xuyong-paibian-2022
T|debatable|food|全国重点推荐诚信品牌|r10-e2-news-xuyong-paibian-2022
T|absolute|general|中国童装第一品牌|r10-e2-news-huaihua-jingzhou-kids-2010
T|citation|food|高钙,富含优质蛋白,每盒乳清蛋白含量达6.84g,每盒钙含量高达228mg|r10-e2-case-shanghai-jingan-milk-2023
T|citation|general|99.97%过滤率|r10-e2-bulletin-guangdong-2021-batch3
T|citation|general|延长使用寿命5000小时|r10-e2-bulletin-guangdong-2021-batch3
H|citation|general|3000小时超长使用寿命|r10-e2-bulletin-guangdong-2021-batch3
T|citation|cosmetics|青蛙王子婴童润肤宝宝舒缓护理乳专利配方男孩女孩通用60ml|r10-e2-news-nanjing-xuanwu-suning-2021
T|absolute|general|拥有华北地区最大的净水产业基地|r10-e2-news-beijing-tongzhou-purifier-2015
T|citation|general|中央电视台战略合作伙伴|r10-e2-news-beijing-tongzhou-purifier-2015
T|ok-measure|general|正品Q版大白充电宝卡通礼品用10000毫安手机移动电源小米三星苹果|r10-e2-listing-i520-powerbank
H|ok-plain|general|2017新款高跟防水台浅口四季单鞋坡跟厚底松糕浅口秋鞋大小码女鞋|r10-e2-listing-by086-shoes
T|ok-measure|general|50ML一次性品尝杯 小纸杯 试喝杯 试吃杯子 品茶 试饮 (50只 包)|r10-e2-listing-aichong-cups
H|ok-negation|general|商家不得在商品标题、图片、描述及其他商品宣传中出现“原价”描述|r10-e2-listing-i520-powerbank
T|ok-negation|general|案例1:全网最高、最低、最热等最高级描述|r10-e2-listing-i520-powerbank
T|citation|food|用800一斤澳洲鱼子酱柠檬做的茶|r10-e2-news-shanghai-huangpu-lemontea-2023
T|ok-plain|food|鱼子酱拇指柠檬茶¥300RMB|r10-e2-news-shanghai-huangpu-lemontea-2023
T|citation|food|目前800多家专卖店已遍及全国35省市|r10-e2-news-beijing-chaoyang-niujiaocun-2022
T|citation|food|满足十万级运营需求|r10-e2-news-beijing-chaoyang-niujiaocun-2022
T|absolute|food|斩誉无数的世界级西点烘焙大师|r10-e2-news-beijing-chaoyang-niujiaocun-2022
T|debatable|food|米其林星级食肆|r10-e2-news-changsha-zhengdou-2017
H|debatable|general|西江千户苗寨乙级民宿(苗族博物馆店)|r10-e2-news-chinanews-yijiminsu-2025
T|debatable|food|米其林三星标准|r10-e2-news-shenyang-tianjia-2016
T|debatable|food|吃黑猪,认准壹号土猪|r10-e2-news-thepaper-trademark-2025
T|debatable|food|只有水盐和面粉,其他没了|r10-e2-news-thepaper-trademark-2025
H|debatable|food|供港奶源、香港认证|r10-e2-news-fazhiribao-trademark-2025
T|ok-identifier|food|御藏本酿380天酱油|r10-e2-news-yaliqi-qianhe-2025
T|citation|general|已帮助300万+用户成功脱毛|r10-e2-case-yiwu-ulike-2022
T|citation|general|无蓝宝石灼热刺痛热损伤非冰点脱毛光到达皮肤的温度是70°C~100°C|r10-e2-case-yiwu-ulike-2022
T|citation|general|魔术泡沫易冲洗用量只是普通洗手液的一半|r10-e2-case-pingdingshan-walch-2021
T|citation|food|首次南极科考的唯一营养补充剂|r10-e2-case-hangzhou-2023-chunxin
T|state|food|2021年2月19日,浙江省委领导调研时,品尝并赞誉秘性皇浆|r10-e2-case-hangzhou-2023-chunxin
T|citation|general|国内首款、国内首家|r10-e2-case-kunming-2025-batch1
T|citation|general|MI小米授权服务中心|r10-e2-case-huangshan-2024-unfair
H|finance|finance|‘金玉满堂’是一款以理财为主、保险为辅的产品,具备五个方面的特点,概括为‘四高一低’:收益高、安全性高、灵活性高、保障高、费用低|r10-e3-bulletin-guangdong-baojianju-minsheng
H|ok-notice|finance|基金过往业绩不预示未来表现。|r10-e3-fund-yinhua-fengfan-guba
T|debatable|finance|截至6月30日,她的代表产品银华增强收益债券A近一年收益率9.46%,实现了4.36%的超额收益。|r10-e3-fund-yinhua-fengfan-guba
T|ok-plain|finance|本基金在保持基金资产流动性和严格控制基金资产风险的前提下,通过积极主动的管理,追求基金资产的长期稳定增值。|r10-e3-fund-zhongyin-xinyongzengli-gaiyao
H|ok-negation|finance|理财产品管理人将本着“恪守信用、勤勉尽责”的原则管理和运用理财产品财产,但并不对本产品提供保证本金和收益的承诺|r10-e3-lawinsider-licai-fengxianjieshi
T|education|education|小升初全程规划 高效提分|r10-e3-news-nanjing-yuhuatai-jiaopei-2021
T|education|education|热烈祝贺教育学员2021年春季期中考试再创佳绩|r10-e3-news-nanjing-yuhuatai-jiaopei-2021
T|finance|finance|活动年化总收益10%|r10-e3-news-tiantian-fund-shanghai-csrc-2014
T|finance|finance|100%有保证|r10-e3-news-tiantian-fund-shanghai-csrc-2014
H|finance|finance|最高可享8.8%年化收益|r10-e3-news-tiantian-fund-shanghai-csrc-2014
H|ok-notice|finance|本理财产品有投资风险,只能保证获得合同明确承诺的收益,您应充分认识投资风险,谨慎投资|r10-e3-news-shanghai-gongshang-licai-2012
T|ok-negation|finance|不得在未提供客观证据的情况下,使用“业绩优良”、“名列前茅”、“位居前列”、“最有价值”、“首只”、“最大”、“最好”、“最强”、“唯一”等夸大过往业绩的表述|r10-e3-news-shanghai-gongshang-licai-2012
T|ok-negation|finance|不得发布仅含有“最低利率”或者“利率低至”等以特定条件低息误导贷款人的内容|r10-e3-news-beijing-jinrong-guanggao-zhiyin
T|ok-notice|finance|在贷款金融机构收取息费外,不得再收取息费或者变相以服务费、保险费等形式收取息费|r10-e3-news-beijing-jinrong-guanggao-zhiyin
H|realestate|real-estate|河西楼板价45000元/,二手房倒挂翻涨至60000元/,涵碧楼指日可待。|r10-e3-news-nanjing-hanbilou-2018
T|citation|real-estate|主推户型两小时劲销90%|r10-e3-news-shenzhen-qianhaidongan-cctv
T|citation|real-estate|开盘即售罄!深圳东进,开启大观时代,叹为“观”止!|r10-e3-news-shenzhen-langhong-longyuan-2016
T|ok-negation|real-estate|“每年升值××%,每年按照购房款××%返还收益。”类似承诺高投资回报率的楼盘广告这几年屡见不鲜。|r10-e3-guide-hxlib-fangdichan-guanggao
T|ok-negation|real-estate|几分钟生活圈、几分钟到中心区等措辞,以后只能挥手说拜拜了。|r10-e3-guide-lpo831-fangdichan-guanggao
T|ok-tip|finance|打着“年化收益20%以上”“保本保息、零风险”“稳赚不赔”等旗号,远超银行存款、正规理财的合理收益水平,利用群众逐利心理快速吸引资金。|r10-e3-tip-abc-baoshan-2026
T|ok-tip|finance|通过微信群、朋友圈、短视频、线下讲座、社区推广等方式,以“免费听课”“礼品赠送”“体验投资”为噱头,逐步套取信任后诱导大额转账投资。|r10-e3-tip-abc-baoshan-2026
T|finance|finance|只需要一部‘品牌’手机,30分钟赚1800元|r10-e3-bulletin-shanghai-2020-guanggao-anli
T|finance|finance|10分钟赚800元,没有任何存款,躺着也能赚钱!|r10-e3-bulletin-shanghai-2020-guanggao-anli
T|finance|finance|无征信、二次贷款、凭身份证贷款|r10-e3-bulletin-shanghai-2020-guanggao-anli
T|finance|finance|支付宝福利,投10元,3天净赚7812元|r10-e3-news-shanghai-yuetan-qutoutiao
T|ok-plain|finance|若罹患合同中约定的50种轻症疾病,可按基本保额的25%给付轻症疾病保险金,累积最多给付3次,并且还可豁免余下保费。|r10-e3-insurance-hezhong-yihao-tiaokuan
T|ok-plain|finance|凡出生满28天至50周岁,符合本公司承保条件的人,均可作为被保险人。|r10-e3-insurance-hezhong-yihao-tiaokuan
T|ok-real|general|华唐苑的居民从北门到地铁站也仅1分钟而已,对于这两个小区的居民来说,地铁就在家门口将成为现实。|r10-e3-news-meilong-metro15
T|ok-negation|real-estate|涉嫌以项目到达某一具体参照物的所需时间来表示项目位置,例如步行或开车到达市中心只需10分钟,这样的表述是不允许的。|r10-e3-news-wuhu-fangdichan-ducha-2020
T|realestate|real-estate|光明金城大地花园、带深实验学位、让上学不用愁|r10-e3-news-shenzhen-xueweifang-2021
T|citation|education|每年培训3000名中高考全日制学员|r10-e3-bulletin-fujian-xiaowai-peixun-2021
T|citation|education|福州旗山校区建筑面积超过20000平方|r10-e3-bulletin-fujian-xiaowai-peixun-2021
H|ok-negation|finance|使用“欲购从速”、“申购良机”等片面强调集中营销时间限制的措辞|r10-e3-fund-yafco-simu-gongshi
T|ok-negation|finance|采用不具有可比性、公平性、准确性、权威性的数据来源和方法进行业绩比较,任意使用“业绩最佳”、“规模最大”等相关措辞|r10-e3-fund-yafco-simu-gongshi
T|ok-negation|finance|以任何方式承诺投资者资金不受损失,或者以任何方式承诺投资者最低收益,包括宣传“预期收益”、“预计收益”、“预测投资业绩”等相关内容|r10-e3-fund-yafco-simu-gongshi
H|absolute|education|培训C1、C2、(全县最专业培训车型)|r10-e3-news-xuanhan-jiaxiao-2018
T|citation|education|10年驾校经验|r10-e3-news-xuanhan-jiaxiao-2018
T|ok-industry|general|旅游意外保险及航空保险(建议旅游者购买);|r10-e3-travel-enshi-xianlu
T|ok-industry|general|因旅游者违约、自身过错、自身疾病等自身原因导致的人身财产损失而额外支付的费用;|r10-e3-travel-enshi-xianlu
T|ok-industry|general|旅游意外险;旅游意外伤害保险及航空意外险(建议旅游者购买);|r10-e3-travel-chengde-xianlu
T|ok-negation|finance|不得使用“黄金会大涨”“买金赚大钱”等绝对化用语,不得夸大产品价值或投资回报;|r10-e3-notice-shenzhen-huangjin-xiehui-2026
T|ok-negation|finance|不得假借黄金托管、租赁、回购等名义,向客户承诺“保本付息”等固定收益回报;|r10-e3-notice-shenzhen-huangjin-xiehui-2026
T|ok-tip|finance|同时要谨记“高收益往往伴随着高风险”,要选择与自身认知及风险承受能力相匹配的金融产品或服务,保护好自己的“钱袋子”。|r10-e3-tip-boc-chongqing-feifa-jinrong-guanggao
T|citation|real-estate|济南每7个公寓成交,就有1个在鑫熙|r10-e3-bulletin-jinan-tiequan-xinxi-2022
T|realestate|real-estate|稳赚5大商圈环伺5000家商铺云集|r10-e3-bulletin-jinan-tiequan-xinxi-2022
H|education|education|紧跟卓越牛师,全科同步提升30分!|r10-e3-news-guangzhou-zhuoyue-2021
T|education|education|高考英语听说冲分短训课,20天提升5—8分!|r10-e3-news-guangzhou-zhuoyue-2021
H|education|education|考前必刷,轻松提升10—15分!|r10-e3-news-guangzhou-zhuoyue-2021
H|education|education|最多可省1800元&↑高考50分|r10-e3-news-guangzhou-zhuoyue-2021
T|citation|education|2013年100%的中考升学率、2013年86%的本科升学率|r10-e3-news-guangdong-xiaowai-peixun-dingge-2021
H|citation|education|教育硕士研究生占比近40%|r10-e3-news-yinzhou-xiaowai-peixun-2021
T|price|education|原价共计9780元,现价5180元|r10-e3-news-yinzhou-xiaowai-peixun-2021
T|price|education|暑期新初一499元,原价6120元|r10-e3-news-tianjin-tiequan-xiaowai-2021
T|price|education|原价6375元,两科联报699元,三科联报1299元|r10-e3-news-tianjin-tiequan-xiaowai-2021
T|ok-plain|education|学员报名并缴纳培训费用后,培训机构即将给予学员使用的网络账号相应的学习权限,并将提供相应学习资料视频资料、辅导答疑等服务。|r10-e3-course-artmeow-refund
T|ok-notice|finance|本基金名称中包含“养老”字样,但并不代表收益保障或其他任何形式的收益承诺。|r10-e3-fund-yinhe-zhiyuan2045-fengxian
T|ok-real|general|佛像“开光”是佛教仪式的专用术语,是由佛教寺院的高僧通过一定的宗教仪式把佛的神圣性注入于佛像|r10-e4-haoxuewang-kaiguang
H|ok-real|general|开光,又称开眼、开光明、开明、开眼供养。|r10-e4-lengyanks-kaiguang
H|ok-real|general|国宴用酒并没有中国著名的茅台酒,三个高脚玻璃杯中盛的分别是干红、干白和白水。|r10-e4-chinanews-2008-olympic-banquet
T|ok-real|general|刀叉汤勺俱为金色,盘子碟子烙着红色国徽并镶有金边|r10-e4-chinanews-2008-olympic-banquet
T|superstition|cosmetics|这都属于‘败相’,会给自己和身边的人带来不幸|r10-e4-putuo-2022-wenfeng-haogeshuo
T|ok-negation|education|是否违规使用国徽、政府部门徽标等标识,以及与上述相关或易产生歧义和误导的字样、图案或水印|r10-e4-mohrss-2022-hebei-shanzhai-cert
T|ok-negation|education|有无假借行政机关名义或使用“中华人民共和国”“中国”“中华”“国家”“全国”“×××部”“原×××部”和“包过”等字样进行培训评价发证活动宣传等。|r10-e4-mohrss-2022-hebei-shanzhai-cert
T|ok-real|general|宴会厅是举行国宴和盛大招待会的地方,其东西长102米,南北宽76米,面积共7000多平方米|r10-e4-dengche-rmdht-guide
T|ok-real|general|中华人民共和国国徽高悬在正门上方。|r10-e4-dengche-rmdht-guide
T|ok-real|general|风水,又名堪舆、相地术、阴阳术、青乌术和青囊术,是中国一种独特的文化现象。|r10-e4-yifenx-2008-fengshui-garden
T|ok-real|general|此器质色纯润,雕琢精细,是同类器物中最精美者。|r10-e4-chinadaily-2013-zhenguanzhibao
T|ok-real|general|人民大会堂国家接待厅(金色大厅)是党和国家领导人接见外国政要和各国大使递交国书的重要场所|r10-e4-xinin56-rmdht-jinse
T|ok-real|food|这次白宫国宴用的绍兴黄酒,是古越龙山钓鱼台20年陈酿酒。|r10-e4-tieba-2015-baigong-huangjiu
T|ok-negation|general|免检工作已于停止,所有原免检产品都不再享受免检资格|r10-e4-bluu-mianjian-stop
T|ok-negation|general|但也有少数企业违反规定继续标注免检标志,且进行不当宣传。|r10-e4-bluu-mianjian-stop
H|state|food|国务院机关事务管理局机关服务局专用酒|r10-e4-shanghai-police-2024-tegong
T|ok-real|general|本标准规定了中华人民共和国国旗(以下简称国旗)的要求、试验方法、检验规则、标志、标签和包装。|r10-e4-aqrzj-gb12982-guoqi
T|debatable|food|扎根秦皇岛本地的扬州饭店,让人们不用长途跋涉便可感受“国宴”的规格了。|r10-e4-handmsg-2020-yangzhou-fandian
H|ok-real|food|1949年10月1日晚,开国大典之后,在北京饭店举行的盛大国宴,史称“开国第一宴”|r10-e4-handmsg-2020-yangzhou-fandian
T|ok-real|general|2025年7月2日外交部发言人毛宁主持例行记者会|r10-e4-yuhaojiang-2025-mfa-presser
T|ok-real|general|12月24日,工信部公布《节能与新能源汽车示范推广应用工程推荐车型目录》(第64批),共有123款车型入选此次目录|r10-e4-24hourgolf-miit-tuijian-mulu
T|ok-negation|general|禁止生产、销售、购买和使用仿照军服样式、颜色制作的足以使公众视为军服的仿制品,禁止以“军需”“军服”“军品”等用语招揽顾客。|r10-e4-xmtv-2022-huli-junfu
T|ok-negation|general|利用“军”字招牌搞商业营销宣传,利用与军队关联的敏感词语命名APP、小程序,开店铺、拉客户,售卖军服及其仿制品;|r10-e4-qujing-2022-shouhu-rongzhuang
T|ok-plain|food|“圣诞平安”、“圣诞快乐”寄托美好愿望,传达真挚平安祝福。|r10-e4-nftape-shengdan-yishu-pingguo
T|ok-negation|general|利用与国家机关有密切关联的特定地点名称或标志性建筑物名称,利用国宴、国宾等内容宣传“特供”、“专供”的|r10-e4-dbw-2016-heilongjiang-tegong
H|debatable|general|北京钓鱼台国宾馆是中国国家领导人进行外事活动的重要场所,更是国家接待各国元首和重要客人的超星级宾馆。|r10-e4-dglvjja-diaoyutai-case
H|debatable|general|为了提供给外宾最良好的环境,维护小动物们的生态平衡,钓鱼台格外注重绿色环保。这也是为什么选择了英菲尼迪混合动力车型的原因。|r10-e4-yk5-diaoyutai-infiniti
H|ok-tip|general|对跳过平台私加QQ微信的卖家一概终止接触,更不能随便点击对方发来的链接(木马)。|r10-e4-393edu-qianxinan-maimao-fanzha
T|ok-tip|general|不要脱离平台私下交易,一旦对方要求私下转账汇款,要提高警惕,切记不要盲目转账。|r10-e4-nanning-police-ershou-fanzha
T|platform|general|分享到朋友圈就能领取优惠券|r10-e4-9ku-wechat-induce-ieatb
T|platform|general|邀请好友助力得现金|r10-e4-9ku-wechat-induce-ieatb
T|platform|education|分享到朋友圈就能返学费|r10-e4-9ku-wechat-induce-ieatb
T|ok-negation|general|强制分享后才能继续下一步操作。包括但不限于分享后才可解锁功能或能力,分享后才可查阅、下载图片或视频等。|r10-e4-wxopen-miniprogram-5-1-1
H|debatable|general|平安扣又称怀古,是玉雕的传统题材,可驱邪消灾、保平安,现在使用最多的材质就是翡翠。|r10-e4-yedooo-feicui-pingankou
T|debatable|general|“血玉平安扣”相传能驱祸辟邪,而且带的时间长的话,玉还会有灵性,能够保佑带它的主人。|r10-e4-kf118-xueyu-pingankou
T|debatable|general|招财猫挂坠,是中国传统文化中的一种财源滚滚、风调雨顺的象征。|r10-e4-xzmen-zhaocaimao-guazhui
T|ok-real|general|近日国家质检总局公布了2004年度开展免检工作的产品类别目录|r10-e4-ccbuild-2004-mianjian-mulu
H|platform|general|加微信领福利|r10-e4-mgajz-douyin-sixin-fengjin
T|ok-real|general|郭嘉昆主持外交部例行记者会|r10-e4-163-2025-mfa-presser-0624
H|ok-negation|general|文章提供算命、看相、占卜等带封建迷信色彩服务,并含付费项目,如售卖转运消灾商品等。|r10-e4-kkj-2024-wechat-mixin
T|ok-negation|general|杜撰/虚构客户购买其产品后受益的案例,借此兜售风水咨询服务或风水饰品/镇物。|r10-e4-kkj-2024-wechat-mixin
H|ok-negation|general|官方提醒运营者要避免出现宣扬封建迷信类内容、借此牟取收益的行为。|r10-e4-kkj-2024-wechat-mixin
H|platform|general|关注领取奖品|r10-e4-woshiqian-xhs-xianliu
T|platform|general|点赞评论获得奖品|r10-e4-woshiqian-xhs-xianliu
T|platform|general|私信领取资料|r10-e4-jrhz-2024-xhs-minganci
H|ok-negation|general|这类词直接违反《社区公约》第7条“禁止引导外部交易”。|r10-e4-jrhz-2024-xhs-minganci
H|ok-real|general|于瓷器上构成圆形、长方形、菱形、扇面形等外框,并在其内绘画,称之为开光。|r10-e4-mingci-2010-ciqi-kaiguang
H|ok-real|general|一说起开光,我们马上想到的也许是自己戴的护身符在寺院里开光了,从此有了驱邪祈福的功效。|r10-e4-mingci-2010-ciqi-kaiguang
T|ok-real|general|“开光”在景德镇的老艺人中又称“开堂子”,这是陶瓷美术常用的装饰方法之一。|r10-e4-jxxfw-kaiguang-kaitangzi
T|ok-real|general|如嘉靖青花四爱图罐(图2),腹部四面开光内绘“四爱图”:羲之爱鹅、渊明爱菊、和靖爱梅、茂叔爱莲。|r10-e4-handmsg-2007-chuang-kaiguang
T|ok-real|general|免检不等于不检,免检的意思是免上线检验。|r10-e4-jiangling-sijiache-mianjian
T|ok-real|general|面包车以及车辆发生伤亡交通事故或者非法改装被依法处罚的,仍按原规定周期检验,不享受免检政策。|r10-e4-jiangling-sijiache-mianjian
T|ok-real|general|改革后,9座及以下非营运小微型客车(面包车除外)在注册登记后6年内免检,且在6-10年内每两年上线检验。|r10-e4-cqcb-2020-mianjian-fanwei
T|ok-real|general|免检车辆的范围为6年以内的非营运轿车和其他小型、微型载客汽车,面包车、7座及7座以上车辆除外。|r10-e4-xinhua-2014-sijiache-mianjian
T|ok-real|general|风水林是极具南方地域特色的植被景观与物种储存库,是接近地带性植被特性的一种群落类型|r10-e4-fx361-2013-fengshuilin
T|ok-real|general|风水林可说是华南乡村特有的地标,多在低地出现。|r10-e4-fx361-2013-fengshuilin
T|ok-real|general|一盔加一带,平安无意外|r10-e4-baoji-yikui-yidai
H|ok-tip|food|中消协特别提示消费者,市场上以“特供”“专供”“内供”中央和国家机关、解放军、武警部队名义销售的酒均系假酒,请拒绝购买、饮用。|r10-e4-mydrivers-2024-cca-tegongjiu
T|ok-tip|food|擦亮双眼看“特供”,谨慎消费莫上当|r10-e4-qingyuan-2024-tegong-jingshi
T|ok-plain|general|远东公司荣获“中国工业大奖提名奖”|r10-e5-24faa-gongye-dajiang
T|debatable|general|即彰显了远东公司在传动轴领域中的超凡实力和不可动摇的龙头地位|r10-e5-24faa-gongye-dajiang
T|debatable|general|探索Madama纯棉系列,采用100%天然棉质,亲肤透气,带来极致舒适体验。|r10-e5-madama-1597
T|ok-tip|general|例如,一件标明“100%棉”的衬衫,才是真正意义上的“全棉”|r10-e5-madama-1597
T|debatable|food|更是运用节气时令菜做到食疗食补功效和食文化的传承和延续。|r10-e5-mingchu-cuihualou
H|ok-self|general|相较于上一代产品,其改进幅度之大,足以用“越级”来形容。|r10-e5-shayu-xiaomi17
T|ok-self|general|太空探索版WATCH 4 Pro是今日刚上线的新款,配置较前款有一些变化|r10-e5-phpcn-watch4
H|ok-ordinal|general|华为WATCH 4 Pro太空探索版是华为第一款原生搭载鸿蒙4.0作业系统的智慧手表|r10-e5-phpcn-watch4
T|ok-title|general|2025年7月23日昆曲《长生殿》调整为昆曲《牡丹亭》。|r10-e5-chncpa-2025-changshengdian
T|ok-identifier|general|感谢您对国家大剧院的理解与支持。|r10-e5-chncpa-2025-changshengdian
H|ok-plain|food|江苏黎明食品集团有限公司获得江苏省省长质量奖|r10-e5-cnxz-2021-shengzhang
T|ok-grade|food|特级龙井茶的品质特点是:外形挺秀尖削,扁平光滑,苗锋尖削,芽长于叶,色泽嫩绿,体表无茸毛|r10-e5-scamihorn-longjing
T|ok-grade|food|明前龙井通常分为特级、一级、二级等,等级越高,价格越高。|r10-e5-callkrcs-2026-mingqian
T|ok-grade|general|成都金沙遗址博物馆等四川省6家景区成为国家4A级旅游景区。|r10-e5-bzdxx-2009-4a
T|debatable|general|昭化古城是迄今国内唯一保存完好的三国古城|r10-e5-bzdxx-2009-4a
T|ok-measure|general|最大爬坡度:普通轿车约32%,越野车可达60%以上。|r10-e5-youhuohao-qiche
H|ok-measure|general|功率(kW):单位千瓦,与极速相关,数值越高极速越高。|r10-e5-youhuohao-qiche
T|ok-measure|general|手洗最高水温度40℃|r10-e5-gethgdk-shuiqun
T|ok-measure|general|不可用含氯漂白剂(家用漂白剂)|r10-e5-gethgdk-shuiqun
T|ok-tip|general|一般衣物洗涤的水温最好在40度以下,毛、真丝类最好用冷水。|r10-e5-14919-xiyi
H|ok-measure|general|耐碱耐热性能好,可用各种洗涤剂,可手洗机洗,但不宜氯漂;|r10-e5-szdutre-mianyi
H|ok-measure|food|卡布奇诺必须用150-180 ml厚壁陶瓷杯,保温且方便嘴唇感受奶泡厚度。|r10-e5-cqcmst-huashi-kafei
T|ok-measure|food|传统意式坚持全脂牛奶,乳脂含量3.5%以上才能打出绵密奶泡|r10-e5-cqcmst-huashi-kafei
H|ok-measure|food|阿芙佳朵的冰淇淋球温度需低于-12℃|r10-e5-cqcmst-huashi-kafei
T|ok-measure|food|比例大约是1:3到1:5(浓缩:牛奶)。|r10-e5-xlyx168-kafei
H|debatable|food|咖啡点单不迷茫:比咖啡师更懂咖啡|r10-e5-xlyx168-kafei
T|debatable|food|咖啡含有千百种成分对人体有好有坏,只要饮用适量,对人体健康利大于弊|r10-e5-flagocafe-kafeiyin
T|ok-grade|food|1855波尔多列级庄(Grands Crus Classés)顾名思义创建于1855年第三届巴黎世博会,按照法国皇帝拿破仑三世的要求制定|r10-e5-baoyun-bordeaux
T|ok-grade|food|到如今,1855分级依然是波尔多占据重要地位的分级制度,是许多葡萄酒消费者挑选波尔多佳酿的重要参考标准。|r10-e5-baoyun-bordeaux
T|ok-grade|food|其中一级酒庄(Premier Grand Cru Classe)4个,分别为拉菲古堡、拉图酒庄、侯伯王酒庄和玛歌酒庄|r10-e5-easyfang-1855
T|debatable|food|这些酒庄均位于法国波尔多地区,代表着世界葡萄酒的最高水准。|r10-e5-chaxiaohao-bada-mingzhuang
T|ok-tip|device|袖带需直接接触上臂,厚衣物需脱掉或卷起。|r10-e5-omqz-xueyaji
T|ok-measure|device|正常范围为高压<120mmHg、低压<80mmHg。|r10-e5-omqz-xueyaji
T|ok-notice|food|对于婴儿来说,最安全、营养价值最高的就是母乳|r10-e5-hxytw-naifen
T|ok-tip|food|不建议随意更换奶粉段数,尤其是从1段直接跳到3段,容易造成营养不均衡。|r10-e5-zhcng-2025-naifen
T|ok-tip|food|冲泡注意事项:避免添加蜂蜜(1岁内禁用)|r10-e5-ellaeden-naifen
T|ok-plain|general|公司顺利通过工信部第六批专精特新“小巨人”企业审核并公示|r10-e5-tnwfayo-2024-xiaojuren
T|ok-plain|general|9月2日,经过工业和信息化部(简称“工信部”)三轮专业严格的培育审查工作,公司顺利通过国家级专精特新“小巨人”企业审核并公示(名单见附件)。|r10-e5-tnwfayo-2024-xiaojuren
T|debatable|general|国家级专精特新“小巨人”企业的认定标志着公司已成长为培育经济增长新动能、助力实体经济高发展、促进我国经济未来持续增长的中坚力量。|r10-e5-tnwfayo-2024-xiaojuren
T|ok-plain|general|喜报!株洲地博荣获国家级专精特新“小巨人”企业称号|r10-e5-shengxin-dibo-xiaojuren
T|ok-plain|general|同意授予公司专精特新“小巨人”企业称号,有效期 3 年。|r10-e5-qrunning-2022-xiaojuren
T|ok-plain|general|青风环境继2022年成为第四批国家级专精特新"小巨人"企业之后,迅速进阶成长为国家级专精特新重点“小巨人”企业|r10-e5-albiz-2024-qingfeng
H|ok-negation|cosmetics|非特殊用途化妆品不含药物成分,不能治疗疾病或改变皮肤生理功能。|r10-e5-kfkhr-feiteshu
T|ok-industry|general|防盗保险柜的内外均应进行喷漆、喷塑等表面的防腐处理。|r10-e5-yichen8-baoxiangui
T|ok-industry|general|保险箱(柜)产品是经过国家强制性产品认证才能上市销售的产品。|r10-e5-huanyu-baoxiangui
T|ok-plain|food|番茄锅味道很好,牛油锅底也很实在,吃完火锅最后一定要点根捞面。|r10-e5-ppfocus-huoguo
H|ok-plain|food|全国性质连锁餐饮品牌,来自内蒙的新鲜羊肉,非冷冻。|r10-e5-ppfocus-huoguo
H|debatable|food|服务一直是餐饮界的榜样级别,很少有人不爱海底捞。|r10-e5-ppfocus-huoguo
T|debatable|education|音协是国内第一家考级机构,考级的人数最多,辐射面也最广|r10-e5-v5tt-kaoji
H|ok-grade|food|根据国家标准GB/T 39438—2020《包装鸡蛋》, 鸡蛋的质量被划分为特级、一级和二级三个等级。|r10-e5-trfsz-jidan
T|ok-grade|food|即便是经过AA级包装的鸡蛋,在长时间存放后也可能降至A级或B级。|r10-e5-trfsz-jidan
T|ok-tip|food|颜色与品种无关:红壳、白壳或粉壳鸡蛋的营养成分差异极小,蛋壳颜色仅由鸡的品种决定,无需盲目追求特定颜色。|r10-e5-ce-2026-jidan
T|ok-measure|food|新鲜鸡蛋的蛋黄轮廓清晰、位于中心,气室(蛋壳顶端的小空腔)直径不超过5毫米|r10-e5-ce-2026-jidan
T|ok-tip|health-food|若宣称产品为秘方;或者明示暗示适合所有症状及所有人群的,应谨慎购买。|r10-e5-happyfeet-baojian
T|ok-tip|health-food|业内人士提醒,购买补品时,首先要认准标记,保健食品外包装上应有“蓝帽子”标记。|r10-e5-happyfeet-baojian
T|ok-tip|finance|投资成功,储户可获得高于预期收益;但若投资失败,虽然本金通常安全,但利息可能减少甚至归零,风险远高于普通存款。|r10-e5-bitekongjian-2025-cunkuan
H|ok-tip|finance|因此,储户应谨慎选择小型银行存款,仔细评估其风险等级,切勿盲目追求高利率。|r10-e5-bitekongjian-2025-cunkuan
T|ok-negation|finance|然而,结构性存款的投资收益并非稳赚不赔。|r10-e5-fadeduo-2025-cunkuan
T|ok-notice|drug|1.本品为对症治疗药,用于解热连续应用不得超过3天,用于止痛不得超过5天,症状不缓解请咨询医师或药师。|r10-e5-pharmnet-otc-1614
H|ok-notice|drug|2.本品易于通过胎盘,并可由乳汁分泌,故妊娠期、哺乳期妇女禁用。|r10-e5-pharmnet-otc-1614
T|ok-notice|drug|4.年老体弱或体温在40℃以上患者,应在医师指导下使用。|r10-e5-pharmnet-otc-1614
T|ok-measure|drug|储存条件 密封,避光,置于阴凉干燥处|r10-e5-bio1000-buluofen
T|ok-notice|drug|用药前请仔细阅读说明书,如有疑问应及时咨询药师或医生。|r10-e5-bio1000-buluofen
T|ok-grade|medical|医院等级:公立三甲医院通常高于民营诊所,但部分高端私立机构可能定价更高。|r10-e5-letotur-zhongzhiya
T|ok-tip|medical|低价陷阱:低于市场价的种植体可能存在假冒或技术风险。|r10-e5-letotur-zhongzhiya
T|ok-measure|cosmetics|面部需约1元硬币大小的量,全身涂抹约30ml。|r10-e5-shaoxing-fangshai
H|ok-tip|cosmetics|出门前15-30分钟涂抹,每2小时补涂一次,游泳出汗后立即补涂。|r10-e5-shaoxing-fangshai
H|ok-tip|cosmetics|防晒品用过后,应旋紧瓶盖,竖直放置于阴凉避光处。|r10-e5-tulaoshi-fangshai
T|ok-tip|cosmetics|敏感肌肤应选用添加物较少或有“无香料”“敏感肌适用”标识的产品。|r10-e5-fh21-2025-fangshai
T|ok-title|general|1月17日晚间,电影《中国女排》官方微博发布消息称,该片正式更名为《夺冠》,并将自1月18日零点起启动预售。|r10-e5-gdqynews-2020-duoguan
T|ok-title|general|片方安乐公司昨日正式宣布,《寒战》内地上映时间挪定为11月8日,“既要揭幕电影节,也要揭幕贺岁档”。|r10-e5-sina-2012-hanzhan
T|debatable|general|从釜山电影节的热度来看,电影完全有能力领跑今年的贺岁档|r10-e5-sina-2012-hanzhan
T|ok-identifier|general|产品型号S50,主机净重3.5KG。|r10-e5-lejuju-roborock
T|debatable|general|这可能是史上最详细的石头 Roborock 石头 扫地机器人评测|r10-e5-lejuju-roborock
T|ok-tip|general|值得注意的是,吸力并非越大越好。|r10-e5-tjxidiji-xili
T|ok-measure|general|通常,低于65分贝的噪音水平在家庭环境中是可以接受的。|r10-e5-tjxidiji-xili
H|ok-tip|real-estate|一般认为,距离地铁站步行不超过10分钟(约800米)的房产可称为地铁房。|r10-e5-wx1990-2025-ditiefang
T|debatable|real-estate|这类房屋通常具备较高的通勤效率和升值潜力,是许多购房者关注的重点。|r10-e5-wx1990-2025-ditiefang
T|ok-notice|device|助听器不会让听力恢复正常并且不会阻止或改善由于器质性病变导致的听力损失。|r10-e5-renpin-zhutingqi
T|ok-notice|device|吞下助听器电池是有毒的!请放置在儿童、精神问题患者和宠物不可触及的地方。|r10-e5-renpin-zhutingqi
H|ok-measure|device|具有无线功能的助听器应远离植入设备15厘米,若有干扰请关闭助听器无线功能并咨询植入设备的生产商。|r10-e5-renpin-zhutingqi
T|ok-tip|device|所以在购买助听器前,有必要了解清楚,产品是否资质齐全,不要轻信小广告和所谓的熟人介绍,有专业资质,质量才有保障哦!|r10-e5-jnshoujia-zhutingqi
H|ok-measure|device|绝对不要将助听器放在过热的地方。|r10-e5-58z-zhutingqi
T|debatable|education|家长每天陪玩10分钟,比周末突击2小时更有效。|r10-e5-ncagp-2025-biancheng
T|ok-negation|health-food|营养补充剂不能宣称治疗功能,其维生素C多来源于天然果蔬提取物或合成物,例如维生素C泡腾片、维生素C咀嚼片等。|r10-e5-deprekin-vc
T|debatable|health-food|VC口嚼片:便携营养补给-每日一片增强免疫酸甜更易吸收|r10-e5-rxqygl-2025-vc
T|citation|cosmetics|100%受试者认为紧致唇周、淡化唇纹、补水保湿、温和无刺激|r10-e6-shanghai-2025-batch2-qunfa
T|medical|food|咳嗽哮喘咽痒|r10-e6-guyuan-2022-honey
H|medical|food|胃酸胃胀便秘|r10-e6-guyuan-2022-honey
H|state|food|中南海内招酒|r10-e6-xinhua-2024-tegong-jiu
T|state|food|中央军委办公厅内招酒|r10-e6-xinhua-2024-tegong-jiu
T|state|food|海、陆、空军部队特供酒|r10-e6-xinhua-2024-tegong-jiu
T|state|food|中央警卫局接待用酒|r10-e6-xinhua-2024-tegong-jiu
T|ok-tip|cosmetics|面霜和精华保质期一般为3年,开封后6-12个月使用完毕。|r10-e6-drbdp-cosmetics-shelf
H|ok-tip|cosmetics|防晒霜出现结块、沉淀失去防晒效果。|r10-e6-drbdp-cosmetics-shelf
H|ok-tip|cosmetics|过期隔离霜不建议继续使用,即使未开封也应避免。|r10-e6-chsy168-geli-expired
T|medical|cosmetics|3天治根 白发自然洗黑|r10-e6-cncn-2024-baifa-zhuanhei
T|citation|cosmetics|使用1—3月改善99%白发问题|r10-e6-cncn-2024-baifa-zhuanhei
H|citation|cosmetics|312位头皮毛发科博士|r10-e6-cncn-2024-baifa-zhuanhei
T|citation|cosmetics|已有353856人找回自信|r10-e6-cncn-2024-baifa-zhuanhei
H|citation|cosmetics|10W+顾客白发转黑发 真实跟踪档案记录|r10-e6-cncn-2024-baifa-zhuanhei
T|debatable|cosmetics|越洗越黑,专利养发,久黑不返白,比染发更健康|r10-e6-bjnews-2026-baifa-xihei
T|debatable|food|自然酿造,不加酵母抽提物,不加任何添加剂|r10-e6-dzzqb-2025-lingtianjia
T|ok-negation|food|国家卫生健康委同国家市场监督管理总局发布《食品安全国家标准预包装食品标签通则》,明确提出,不允许再使用“不添加”“零添加”等用语对食品配料进行特别强调。|r10-e6-dzzqb-2025-lingtianjia
T|medical|food|有助于改善高血压、高血脂、胆固醇、偏头痛、肩颈僵硬、手麻脚麻、胃食道逆流、预防装心脏支架|r10-e6-xinbei-2026-weigui-guanggao
T|medical|food|根治多年来中西医诊所都无法解决的咳嗽问题|r10-e6-xinbei-2026-weigui-guanggao
T|medical|food|吃到我们的醣姥压,慢性处方笺现在慢慢吃慢慢减,有的已经没在吃了|r10-e6-xinbei-2026-weigui-guanggao
T|medical|food|改善糖尿病、使胰岛素分泌正常、稳定血糖|r10-e6-xinbei-2026-weigui-guanggao
T|medical|cosmetics|能帮助痘痘镇定消炎|r10-e6-taipei-2024-suyuan-1585-028
T|medical|cosmetics|对伤口愈合具有很好的疗效,具有杀菌消炎的作用|r10-e6-taipei-2024-suyuan-1585-028
T|absolute|cosmetics|让肌肤得到最速效的抗菌与修护|r10-e6-taipei-2024-suyuan-1585-028
H|safety|cosmetics|可以调节皮肤健康机能,却没有化学合成类固醇的副作用|r10-e6-taipei-2024-suyuan-1585-028
H|medical|food|10天逆转600种眼部病变、修复视神经萎缩、告别白内障及青光眼|r10-e6-kaohsiung-2026-food-ads-udn
T|medical|food|医护等级抗癌效果|r10-e6-kaohsiung-2026-food-ads-udn
T|medical|food|不用再打胰岛素、根除糖尿病|r10-e6-kaohsiung-2026-food-ads-ltn
T|medical|food|治疗癌症、控制血脂、补肾养血|r10-e6-kaohsiung-2025-food-ads-pchome
T|ok-negation|food|食品广告不得涉及医疗效能,如宣称「预防或治疗疾病」、「降低血糖」、「改善视力」等,亦不得使用夸张或不实内容|r10-e6-tainan-2026-food-ads-udn
T|medical|food|靠饮食补充叶黄素降低黄斑部病变风险|r10-e6-tpba-2022-su371-lingyi
T|medical|food|叶黄素防止黄斑部病变|r10-e6-tpba-2022-su371-lingyi
T|medical|food|改善失眠情形,提升睡眠品质|r10-e6-tpba-2022-su371-lingyi
H|medical|food|姜黄众所皆知的抗氧化圣品 日本人视为天然抗发炎秘方|r10-e6-tpba-2022-su371-lingyi
H|medical|food|远离便秘及大肠癌|r10-e6-tpba-2022-su371-lingyi
T|medical|cosmetics|改善落发、活化毛囊细胞、治疗毛囊炎|r10-e6-nantou-2025-toupi-yanghu
T|medical|cosmetics|单纯洗头真的也能让发量变多|r10-e6-vocus-taipei-2022-09-cosmetics-words
H|medical|cosmetics|#呼吸酵母可以拯救掉发和稀疏发|r10-e6-vocus-taipei-2022-09-cosmetics-words
T|medical|cosmetics|提升微循环,深入肌底瓦解油油,还可以消水肿|r10-e6-vocus-taipei-2022-09-cosmetics-words
H|medical|cosmetics|改善掉发、促进生长速度|r10-e6-taichung-2025-shampoo-bigtimes
T|medical|food|可以深入组织内部杀灭病毒、病菌或癌细胞|r10-e6-tpta-2024-disu30-zuojing
H|medical|food|立可缓解呼吸困难病征,防止猝死以保命|r10-e6-tpta-2024-disu30-zuojing
T|medical|food|抢救回多名已遭放弃救治之垂死重症病患,并于极短时间内康复|r10-e6-tpta-2024-disu30-zuojing
T|absolute|food|全球首创最安全、快速、有效清除重金属的方法|r10-e6-taipei-2024-suyuan-1586-041
H|citation|food|实验证明重金属清除率 90 %|r10-e6-taipei-2024-suyuan-1586-041
T|citation|food|诚心建议每一个孕妇都应该吃,因为分娩的时候会将体内 90 %的重金属传给小孩|r10-e6-taipei-2024-suyuan-1586-041
T|ok-real|food|此次全国共有382个品牌被认定为第三批中华老字号,品牌平均“年龄”接近140岁,最“年轻”的也超过50岁|r10-e6-fjnews-2024-laozihao
T|ok-grade|food|特级西湖龙井茶一斤1200元以上,最高可达数十万元一斤。|r10-e6-51dongshi-longjing-grade
T|ok-tip|food|西湖龙井茶的保质期一般在1-1.5年,属于极不耐贮藏的茶叶|r10-e6-51dongshi-longjing-grade
H|debatable|food|桑地蜂蜜企业产品高于国家规定的蜂蜜强制性GB——18796要求|r10-e6-sangdi-2022-honey-gb
T|ok-real|food|符合本标准定义的产品,方可称为“蜂蜜”或简称为“蜜”。|r10-e6-zhfengmi-honey-standard
H|medical|food|效果超越瘦瘦针|r10-e6-xinbei-2025-interview-yahoo
T|citation|cosmetics|2%麦角硫因、1%脱羧肌肽|r10-e6-proya-2023-xihu-penalty
T|ok-tip|cosmetics|若商家宣称使用某种化妆品能快速逆转年龄、减缓衰老或使用“药妆”“医学护肤”等功效类医疗术语,消费者不可盲目轻信。|r10-e6-wuhan-2023-cosmetics-tip
T|ok-real|cosmetics|坚持使用含有烟酰胺的产品8周以上,皮肤的透光率平均能提升约12%|r10-e6-caffci-2025-niacinamide
T|medical|cosmetics|头皮洗干净,毛囊通畅无阻,就不会掉发,顺利长发,头皮清香,不出油,不长屑了|r10-e6-ksba-2025-jianshang22-huimou
H|medical|cosmetics|改善私密不适…提高兴奋度…改善忧郁…改善搔痒及异味的问题|r10-e6-tpda-2022-jian176-huacao
T|medical|food|固元茶-正气长内存。疫邪不可干。|r10-e6-giant-tpba-112-su1189
H|medical|food|服宁茶-防疫关键时刻。健康扭转乾坤。|r10-e6-giant-tpba-112-su1189
T|medical|food|效用形同插管装上呼吸器。一般人每日只需饮用3包即能免疫,染疫者每日4包|r10-e6-tpta-2024-disu30-zuojing
T|ok-grade|food|氨基酸态氮含量≥0.80g/100ml。特级酱油具有最高的氨基酸态氮含量,味道最为鲜美,适合对高品质调味有需求的消费者。|r10-e6-bxshww-soysauce-grade
T|ok-tip|food|正规酱油包装需印有SC食品生产许可证编号,格式为SC+14位数字。|r10-e6-fh21-2024-soysauce-label
T|ok-tip|food|开封后需冷藏保存避免霉变,烹调时根据等级调整用量,特级酱油咸度较低需减少食盐添加。|r10-e6-fh21-2024-soysauce-label
T|ok-negation|cosmetics|部分化妆品业者为吸引消费者,透过各大通路广告宣称产品具有「淡斑」、「除皱」、「减少落发」、「促进胶原蛋白增生」、「消炎止痒」等具医疗效能之功效|r10-e6-nantou-2025-toupi-yanghu
T|ok-grade|food|金山翠芽茶分特级、一级、二级三个等级|r10-e6-dyk10-2022-jinshancuiya
T|ok-measure|food|产品应贮于清洁、干燥、阴凉、无异气味的专用仓库中,仓库周围应无异气污染。|r10-e6-dyk10-2022-jinshancuiya
T|ok-real|food|茶叶销售包装标签应符合GB7718的规定,标明产品名称、级别、净含量、生产单位名称和地址、生产日期、保质期、产品标准编号。|r10-e6-dyk10-2022-jinshancuiya
T|ok-negation|cosmetics|如果一些面膜类化妆品将产品标注为“医学护肤品”“药妆”产品等,属于明示或者暗示其具有医疗作用,均归为违法宣称行为。|r10-e6-handmsg-2021-mask-trap
T|medical|cosmetics|具杀菌、消炎、治疗效果|r10-e6-taichung-2025-shampoo-bigtimes
T|medical|cosmetics|抗过敏、消炎修复、促进胶原蛋白、除皱除疤|r10-e6-taichung-2025-shampoo-bigtimes
T|medical|cosmetics|你的发量变多了|r10-e6-vocus-taipei-2022-09-cosmetics-words
T|medical|food|泌尿道好顺畅、干扰坏菌吸附|r10-e6-xinbei-2026-weigui-guanggao
T|medical|food|改善、缓解、抗癌|r10-e6-samr-2025-ten-cases-shenyao
H|medical|food|具有降血压、降血糖、降血脂的功效|r10-e6-qianbilou-2025-shenyao
T|citation|food|专注儿童营养补剂儿童专用菌株|r10-e6-qianbilou-2025-shenyao
#@round 11
# ── round 11 (2026-11-29): 354 rows quoted from outside material (mostly penalty decisions and lawful seller copy) by seven collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
T|medical|cosmetics|皮肤痒……过敏,肩颈酸痛擦完真的会马上舒缓|r11-f1-tp-appeal-1340-003
H|medical|cosmetics|真正做到氧化及还原全身12大系统的正确执行功能……达到全身深层的排毒|r11-f1-tp-appeal-1340-003
T|medical|cosmetics|直接穿越血脑屏障快速修复细胞|r11-f1-tp-appeal-1340-003
T|medical|cosmetics|人类牙周病自愈唯一途径|r11-f1-tw-tpba-105-su-360
H|medical|cosmetics|不妨试试目前世界唯一能修补牙根的BioRepair|r11-f1-tw-tpba-105-su-360
H|medical|cosmetics|让人体自愈力3-7日就能改善牙周问题|r11-f1-tw-tpba-105-su-360
T|medical|medical|免吃药、免打针、更不用抽脂|r11-f1-tp-appeal-783-059
T|medical|general|原本心脏引起的头痛10多年,以『○○』自疗,不到1周,即无头痛现象|r11-f1-tp-appeal-805-030
T|safety|medical|V脸曲线 *脸部雷射雕塑搭 *脂肪下巴雕塑 30000……作用……不会产生松垮垮与凹凸不平的皮肤|r11-f1-tp-appeal-1202-019
H|absolute|medical|【肉毒杆菌瘦小脸】瘦脸指名度第一,肉毒杆菌让您化身名模 V型脸|r11-f1-tp-appeal-1202-019
T|ok-notice|drug|请仔细阅读说明书并在药师或医师指导下使用|r11-f1-label-jinhua-xiaocuo
T|ok-real|drug|清热泻火,解毒消肿。用于肺胃热盛所致的痤疮(粉刺),口舌生疮,胃火牙痛,咽喉肿痛,目赤,便秘,尿黄赤等症。|r11-f1-label-jinhua-xiaocuo
T|ok-real|drug|不宜滥用化妆品及外涂药物,必要时应在医师或药师指导下使用。|r11-f1-label-jinhua-xiaocuo
T|ok-notice|drug|服用四周后仍未见效者,应到医院进一步诊治。|r11-f1-label-jinhua-xiaocuo
T|ok-real|drug|清热解毒,活血凉血,消炎止痛。用于上呼吸道感染,急、慢性咽炎,急性扁桃腺炎等症。|r11-f1-label-hnysf-10067
H|ok-real|drug|监测数据显示,本品可见以下不良反应报告:恶心、呕吐、腹泻、腹痛、腹胀、腹部不适、皮疹、瘙痒、头晕、头痛、过敏反应等。|r11-f1-label-hnysf-10067
T|ok-real|drug|清热解毒。用于热毒壅盛所致发热面赤,烦燥口渴,咽喉肿痛;流感、上呼吸道感染见上述证候者。|r11-f1-label-hnysf-11023
T|ok-notice|drug|发高烧体温超过38.5℃的患者,请上医院就诊;脾胃虚寒泄泻者慎服。|r11-f1-label-hnysf-11023
T|ok-real|drug|清热泻火,利尿通便。用于火热内盛所致的口舌生疮,咽喉疼痛,心胸烦热,小便短赤,大便秘结。|r11-f1-label-hkzww-57175
T|ok-real|drug|本品仅适用于实热火毒、三焦热盛之证,虚寒者慎用。|r11-f1-label-gonglao-quhuo
T|medical|food|降血脂、抑制血压上升、降血糖、抗菌及抗病毒效果、预防龋齿、抗癌及抗病变……有助强化骨质及微血管|r11-f1-tw-tcba-109-sugeng1-5
T|medical|cosmetics|抗痘除粉刺代谢角质告别出油缩小毛孔修补凹凸改善黯沉淡斑皮肤炎症的福音|r11-f1-tw-pcda-101-jian-49
H|medical|food|梅精能强化肝脏机能,提升免疫力,益气补虚,舒缓工作应酬疲劳,抵御外来病原体|r11-f1-tw-klda-105-jian-2
T|medical|food|能减缓细胞衰退、延缓老化、预防心血管疾病、降低罹癌风险等|r11-f1-tw-tpba-109-su-1038
H|medical|food|EGCG是天然无毒性之神经保护剂,且可以用于神经退化性疾病|r11-f1-tp-appeal-885-031
T|medical|food|主要作用是改善心脏、脑部血管疾病、预防老年痴呆症、增加脑部微循环,改善脑水肿和平衡脑压血压等功效|r11-f1-tp-appeal-885-031
H|medical|food|辅Q10不仅能够保护被自由基伤害之细胞也可以视为小脑萎缩症病患之能量支持物|r11-f1-tp-appeal-885-031
H|medical|food|消除疲劳、改善全身倦怠症状、预防癌症及各种疾病是最佳的营养补充品|r11-f1-tp-appeal-1068-030
T|medical|food|有效治疗皮肤搔痒、皮肤炎、湿疹、荨麻疹|r11-f1-tp-appeal-1068-030
T|medical|food|强化肝脏解毒功能有效治疗中毒疹、药疹|r11-f1-tp-appeal-1068-030
H|medical|medical|更彻底清除色素痣|r11-f1-sz-2021-medbeauty-fines
T|safety|food|它是有经过GMP认证的,它的成份都是非常天然的植物,没有任何副作用|r11-f1-tp-appeal-676-041
T|medical|food|合法安全的催情用品 可改善冷感 拥有快感|r11-f1-tp-appeal-676-041
H|medical|general|刮痧拍痧速效保健关节炎、五十肩关节酸痛、风湿骨刺、运动伤害、生理疼痛、内伤未愈、全身倦怠、血液循环差|r11-f1-tp-appeal-493-030
H|ok-negation|general|只能用于外用消毒杀菌,不具备调节人体生理功能的功效。|r11-f1-langyu-xiaozihao
H|ok-negation|food|民众买到「食品级」仅能作为润喉或日常保健使用,不具医疗疗效。|r11-f1-knews-search-liaoxiao
T|medical|medical|腰腹曲线Get,让脂肪知难而退|r11-f1-tw-tpba-110-jianshang-32
H|ok-negation|health-food|保健品只能调节人体机能,宣传能治病的保健品不可信|r11-f1-ybsyy-baojianpin-video
T|ok-real|health-food|从毒理学角度讲,剂量决定毒性,任何东西吃太多了还是会有副作用,保健食品也不例外。|r11-f1-ybsyy-baojianpin-video
T|debatable|medical|凡尔赛专业医美……保证专科医师操作……买:2次光皮秒雷射……再送:300条音波拉皮|r11-f1-tw-pcda-107-jian-48
T|debatable|cosmetics|不刺激毛发及头皮,也不会刺激眼睛导致不舒服|r11-f1-tw-tpba-99-jian-392
T|medical|general|治疗气管、喉痛、呼吸系统、预防癌症、治疗偏头痛和眼疾、改善心脏和肺部不适、治疗癫痫、梦游、皮肤病|r11-f1-ks-2025-bracelet
T|ok-tip|general|卫生局呼吁民众勿轻信疗效宣称,慎防一页式诈骗,共同守护健康安全。|r11-f1-pt-2026-ettoday
H|absolute|medical|整形自体脂肪隆乳给您最完美比例|r11-f1-tp-appeal-1202-019
H|ok-real|drug|不宜与藜芦、川乌、制川乌、草乌、制草乌、附子或其制剂同用。|r11-f1-label-hnysf-10067
T|citation|food|欧盟有机产品认证、美国有机产品认证、HACCP认证、美国FAD备案、BRC认证、KOSHER认证、清真认证|r11-f2-case-yinchuan-xixia-2023-gouqi
T|citation|food|蛋白质、枸杞多糖、磷、锌、硒、膳食纤维、胡萝卜素维生素,含有40多种营养价值、12+鲜活营养|r11-f2-case-yinchuan-xixia-2023-gouqi
H|citation|general|一片式专利设计|r11-f2-tw-ftc-wingbra-2025
H|citation|general|新式样专利D137680|r11-f2-tw-ftc-wingbra-2025
H|citation|general|拥有设计专利 Patent No.D192948|r11-f2-tw-ftc-titanium-board-2025
T|citation|general|台湾专利证号:D192948|r11-f2-tw-ftc-titanium-board-2025
T|citation|general|有使用外挂锂铁电瓶寿命4年以上……没使用外挂锂铁电瓶寿命2年以下|r11-f2-tw-ftc-philo-2019
T|citation|cosmetics|让你的毛囊细胞再生380%、黑色素细胞再生375%、黑发再生390%|r11-f2-tw-ntpc-health-2019-ads
T|citation|cosmetics|毛囊细胞再生+760%、毛细血管再生+810%、黑发再生+390%|r11-f2-tw-ntpc-health-2019-ads
H|medical|food|软骨增生310%、硬骨强度增加305%、骨刺改善315%|r11-f2-tw-ntpc-health-2019-ads
T|citation|general|市场销售冠军品牌|r11-f2-tw-ftc-lvlv-filter-2025
T|citation|general|业界唯一主动送验SGS|r11-f2-tw-ftc-lvlv-filter-2025
T|citation|general|独家奈米银抗菌技术|r11-f2-tw-ftc-lvlv-filter-2025
T|citation|general|经SGS检测:1.银离子的抗菌防臭率99.9%。|r11-f2-tw-ftc-socks-sgs-2022
T|citation|general|百方袜中的银纤维经过SGS检验:1小时能抑制650种细菌、抗菌率达99.9%|r11-f2-tw-ftc-socks-sgs-2022
T|ok-plain|general|公司通过SGS ISO 14001验证|r11-f2-tw-sgs-cert-wording-2022
T|ok-plain|general|本产品通过环保标章验证|r11-f2-tw-sgs-cert-wording-2022
T|ok-real|general|SGS化学实验室是经过TAF所认证的ISO 17025实验室。|r11-f2-tw-sgs-cert-wording-2022
T|ok-real|general|公司领衔的《拆除工程精确爆破理论研究与关键技术应用》获得2014年度国家科学技术进步奖二等奖。|r11-f2-ann-hongda-2015-award
T|ok-notice|general|该奖项的获得对公司目前的业绩暂无影响,敬请广大投资者谨慎投资,注意投资风险。|r11-f2-ann-hongda-2015-award
H|debatable|general|企业经济效益主要指标连续18年在全国同行业保持领先地位,进入中国企业500强和世界纸业10强|r11-f2-news-chenming-2016-award
T|debatable|drug|我司获得的2012年度企业科技进步奖二等奖实际上是所授奖项中的最高奖。|r11-f2-co-xieran-2017-award
H|citation|general|荣获消基会推荐优良搬家公司|r11-f2-tw-ftc-moving-recommend
H|citation|general|中华民国消费者协会推荐为优良搬家公司|r11-f2-tw-ftc-moving-recommend
T|price|general|结束营业全店98 6/4止|r11-f2-tw-ftc-closing-sale
H|price|general|满2,000送1,000购物满额抵用券|r11-f2-tw-ftc-rtmart-coupon
T|ok-real|general|自2008年开始申报“红点奖”以来,该集团已收获26个“红点奖”,并捧回两个与“红点奖”齐名、同样源自德国的“iF奖”|r11-f2-news-goodbaby-reddot-2018
T|debatable|general|好孩子集团迄今累计创造9200余项国内外专利,相当于竞争对手前五名的总和。|r11-f2-news-goodbaby-reddot-2018
T|ok-real|general|海尔智家共有30余款产品获得24项大奖,是行业获奖项目数量最多的企业。|r11-f2-news-haier-if-2020
T|citation|general|公司先后通过了 ISO9001:2000质量管理体系认证,ISO14001环境管理体系认证|r11-f2-case-tianjin-beichen-2023-957
T|citation|general|高新技术企业|r11-f2-case-tianjin-xiqing-2023-19
T|price|general|价格2199元,促销价1799元,今日特价,本店活动满200元减5元|r11-f2-court-memory-stick-2020
H|ok-real|general|天猫为所有参加“11·11”官方活动的商品打上了专门的“11·11购物狂欢节”标识,表示该商品价格承诺为最近30天(10月12日至11月10日)内最优惠。|r11-f2-news-tmall-1111-price-rules-2012
T|ok-real|general|根据天猫的定义,当天活动打折的基准价即专柜价,是指在线下专柜价格、跟随商品的价格标签上的价格,或物价局等国家法定机构核定的价格。|r11-f2-news-tmall-1111-price-rules-2012
H|ok-real|cosmetics|其中六十八元的的「Muji」(无印),卸妆效能媲美三百三十元的法国「Helena Rubinsten」,表现亦更胜售三百五十五元的「Dior」。|r11-f2-news-hk-consumer-council-makeup-remover-2021
T|ok-real|cosmetics|本次样品中,1355元一盒的海蓝之谜获得4.8分,得分最低,219元一盒的兰芝得分最高,获得8.8分|r11-f2-news-hlj-consumer-cream-test-2022
H|ok-real|cosmetics|12款保湿面霜在涂抹1小时、2小时、4小时、8小时后均可显著提升皮肤角质层含水量,均具有保湿效果。|r11-f2-news-hlj-consumer-cream-test-2022
T|ok-real|general|海尔在冰箱、洗衣机、电热水器领域都排名居前,美的也同时在净水器、电压力锅、烤箱领域排名居首。|r11-f2-news-cheaa-brand-evaluation
T|ok-tip|cosmetics|客观来说,测试“一款产品”比测试“一个成分”的可信度相对更高。|r11-f2-tip-skincare-data-sources
H|ok-real|cosmetics|对中波紫外线UVB的防晒效果,15种样品中较强的为法兰西施美白护肤乳和羽西特效防晒乳|r11-f2-news-cca-sunscreen-test
T|citation|health-food|食用8周有效降低~体脂肪量14.7%……可有效减轻体重|r11-f2-tw-judgment-lidu-109-1038
H|citation|health-food|经动物实验8周可降低体重16.4%,相当于成人女性60kg,体重可减少约9.84kg|r11-f2-tw-judgment-lidu-109-1038
T|citation|food|辣木含有所含的钙质是牛奶的4倍、钾是香蕉的3倍、铁是菠菜的3倍、维他命A是红萝卜的4倍|r11-f2-tw-taipei-petition-93-moringa
T|citation|food|蛋白质是牛奶的4倍、维他命C是柳丁的7倍|r11-f2-tw-taipei-petition-93-moringa
H|citation|cosmetics|经试管实验测试具抑制细胞脱颗粒…抑制酪胺酸酶…活性…及抑制MMP-1分泌量(抗老化)的功效|r11-f2-tw-judgment-ttl-108-326
T|ok-tip|general|我国专利申请号用12位阿拉伯数字表示,包括申请年号、申请种类号和申请流水号三个部分,如果不是12位的均为非正规专利产品。|r11-f2-tip-ninghai-fake-patent-2022
T|ok-tip|general|若有在报纸及网站刊载促销活动,宣称「促销价」、「断头价」、「特优价」价格销售,则要与实际销售与消费者自广告所获促销前后价格优惠幅度印象相符|r11-f2-tw-ftc-scooter-rental-price
T|ok-negation|general|故如果仅将产品送到SGS进行测试,就必须注意不能使用「通过验证」的字样喔|r11-f2-tw-sgs-cert-wording-2022
T|citation|general|能源效率第1级|r11-f2-tw-ftc-dehumidifier-energy-2022
H|citation|general|节能标章认证|r11-f2-tw-ftc-fan-label-2022
H|citation|food|排便顺畅提高310%、排便量增加280%、清除深层脂肪310%|r11-f2-tw-ntpc-health-2019-ads
T|citation|general|独家可水洗宠物前置滤网|r11-f2-tw-ftc-lvlv-filter-2025
T|price|medical|第三重礼 奈米雷射近视手术费用现金价只要 32,000 元|r11-f2-tw-taipei-petition-93-eye-clinic
T|price|medical|第四重礼 重塑美颜疗法体验价 999 元|r11-f2-tw-taipei-petition-93-eye-clinic
H|price|medical|诊所现在有很多的优惠方案!|r11-f2-tw-taipei-petition-112-clinic-offer
T|ok-real|general|公平会提醒,商品若标榜取得专利,往往会让消费者认为其具备创新与独特技术,并受到法律保护。|r11-f2-tw-ftc-wingbra-2025
T|ok-grade|food|特级西湖龙井 2280.00/500g 特一级西湖龙井 1480.00/500g|r11-f3-wyhtc-longjing
T|ok-grade|food|特级 一芽一叶初展,扁平光滑|r11-f3-wyhtc-longjing
H|ok-plain|general|不怕你比,怕你不比 !|r11-f3-gagu-service
T|absolute|general|产品制作选择最优质的元器件,严格按照技术协议|r11-f3-hwled-cems
T|ok-plain|general|售后服务后续维护,持续跟进,终身维修|r11-f3-hwled-cems
T|ok-plain|general|台湾单笔结帐订单若高于NT$699,免收运费。|r11-f3-mooni-shipping
T|ok-plain|general|海外地区,无论金额一律加收运费。|r11-f3-mooni-shipping
T|ok-plain|education|每堂原价800元,报满一期2个月享优惠价700元/1堂。|r11-f3-hongguan-faq
T|ok-measure|education|课堂满班15人,超过15人则额外增设老师或助教。|r11-f3-hongguan-faq
T|ok-identifier|food|今天要来为大家介绍天下第一味公车餐厅|r11-f3-udn-tianxiadiyiwei
T|ok-plain|general|于本平台购买之产品皆享有免费保固一年之保固期限。|r11-f3-486shop-warranty
T|ok-plain|general|基于服务用户立场,仍接受非保固付费维修,本公司保有最后核决权力,但对于零组件物料已停产时,无法再受理付费维修。|r11-f3-486shop-warranty
T|ok-plain|general|保固期间内产品正常使用情况下(非人为损坏),免费提供维修换新服务,但属保固除外条款则不列入保修范围。|r11-f3-benex-warranty
T|ok-measure|general|包栋说明:14人包栋提供3间双人房+2间四人房,加人/加床费用另计,最多可住22人。|r11-f3-twstay-morning
T|ok-plain|general|国小以下小朋友,不占床,不另收费,每房限加1位|r11-f3-twstay-morning
T|ok-plain|general|民宿无提供早餐(需自理),已将优惠回馈至房价|r11-f3-twstay-xiangzhu
T|ok-plain|general|因为已有在房价上优惠,故住宿不提供早餐,如需早餐,费用另计,每人$100元。|r11-f3-twstay-chill
H|ok-plain|general|提供免费WI-FI。|r11-f3-nantou-jingkuan
T|ok-measure|general|如延后退房,超过1小时每房加收200元,依此类推,未满1小时以1小时计。|r11-f3-nantou-jingkuan
T|ok-plain|general|许多免费及付费 App 与游戏都提供 App 内购买。|r11-f3-apple-iap-story
T|ok-plain|general|需附完整包装 发票 保证书 及所有随附赠品|r11-f3-joo-000351-return
T|ok-notice|general|依据消费者保护法规定 网络购物享有七日鉴赏期 鉴赏期非试用期|r11-f3-joo-000351-return
T|ok-plain|food|食品属于私人消耗性产品,因卫生考量,除非食品本身有重大瑕疵,方可进行退货服务,恕不接受换货。|r11-f3-iopenmall-039081-return
T|ok-plain|general|好睡加芬Nice9+提供「7天鉴赏期」服务,让您确认产品后,有充分的时间确认商品是否符合期待,轻松做出决定。|r11-f3-hozzie-refund
T|ok-plain|general|若使用优惠券或折扣码,退款时仅退还实际支付金额。|r11-f3-mhht-refund
T|debatable|cosmetics|此次荣获铜奖,亦代表裕郡生技于该评选类别中获得全国第一之肯定,显示其研发成果已达国家级顶尖水准。|r11-f3-ettoday-yujun
T|ok-tip|medical|不轻信「全国第一」、「最专业」等夸大不实宣传|r11-f3-ltn-taipei-aesthetic
T|ok-identifier|food|料理长伊东凉还研发出全新「北海道极选盛宴」(5480元/2人)|r11-f3-ettoday-shangji
T|ok-grade|food|每一种套餐也都搭配了血统纯正的澳洲M9+级和牛和Prime等级的美国安格斯黑牛|r11-f3-jazko-saganojin
T|absolute|general|导览:本公司拥有优秀且资深导游,为贵宾全程最专业解说,另每人赠送一盒贡糖、一条根小药膏、每日一瓶矿泉水。|r11-f3-fillo-kinmen-tour
T|ok-plain|general|交通:合法高级游览巴士,让您旅游安全无虑。|r11-f3-fillo-kinmen-tour
T|ok-industry|general|每位旅客享1亿1600万履约责任险、200万旅游责任险+20万医疗险。|r11-f3-travel4u-caoling
T|ok-plain|general|本案属超值特惠行程,占车位之孩童一律与大人同价。|r11-f3-travel4u-caoling
T|ok-ordinal|general|于出发日2个月前报名并缴付订金,第二人享4,000元折扣。|r11-f3-travel4u-usa10
T|ok-notice|education|依据短期补习班设立及管理规则规定,有关退费事宜:(103.1 教育部新制)|r11-f3-joydance-rule
T|ok-plain|education|开课起两周内,如程度不合可办理转班,费用多退少补,以一次为限。|r11-f3-joydance-rule
T|debatable|general|泰安观止意为追求事物最完美的样子且永无停止。|r11-f3-bg3-taian-guanzhi
T|ok-ordinal|general|二手商品非第一手商品,部份二手商品可能已由前使用者更换副厂零件或系统软件|r11-f3-gapple-terms
T|ok-plain|general|若非原厂保固期间内之二手商品,商品自购买日起7日内若有非人为因素造成功能性上的故障,经由本公司专业人员判断无误,本公司则无条件提供退、换货服务。|r11-f3-gapple-terms
H|ok-plain|food|基本消费:七岁(含)以上,每人500元。|r11-f3-opentable-zuiyuelou
H|ok-plain|food|特约停车场:站前停车场,消费满$5000可享两个小时免费折抵,车位有限,无法事先预留或保留|r11-f3-opentable-zuiyuelou
T|ok-plain|food|每位酌收$500元订金,此步骤不会收取任何费用,仅做为保证订位出席用途。|r11-f3-gyenhutong-booking
T|ok-self|general|Tesla Model 3 于 9 月初迎来全新改款,厂方表示比上代采用全新零件多达 50%。|r11-f3-kwiksure-model3
T|ok-self|general|新款 Model 3 的外形经过微调之后,风阻系数由 Cd 0.225 降至 Cd 0.219,有助降低行驶时的电力消耗。|r11-f3-kwiksure-model3
H|debatable|general|新一代Pro 的边框可能缩至 1.55 毫米,那么意味着边框将缩窄 30% 以上,成为目前市面上最薄边框的智慧型手机|r11-f3-senao-iphone
T|ok-notice|drug|根据香港卫生处中药条例,所有单味中药不能在网上销售,必须经过中药师透过望、闻、问、切,即「四诊」才可以处方|r11-f3-hkcm-single-herb
T|citation|general|比某品牌更耐用|r11-f4-mr010-qianchuan-audit
T|platform|general|买到就是赚到|r11-f4-russky-live-2025
T|ok-plain|general|争取到了诚意价|r11-f4-russky-live-2025
T|ok-plain|general|很多粉丝反馈很实用|r11-f4-russky-live-2025
T|ok-measure|device|筋膜枪转速达到3200转/分钟|r11-f4-russky-live-2025
T|debatable|device|我自己运动后使用能缓解肌肉僵硬|r11-f4-russky-live-2025
T|ok-plain|general|多数用户反馈良好|r11-f4-zmtyyw-xhs-words
H|superlative|cosmetics|秒杀所有产品|r11-f4-check51-xhs-cases
H|ok-negation|general|不得涉及夸张的生活改变或者高价产品,例如日赚百元、赚取每月生活费|r11-f4-guyang114-juliang-audit
T|ok-negation|general|素材创意中不得出现“无需密码”等过分夸张软件功能|r11-f4-guyang114-juliang-audit
H|ok-negation|cosmetics|不可用的词:解决祛痘、祛斑、祛疤、偏方、秘方、根除、%安全、神效等|r11-f4-guyang114-juliang-audit
T|ok-negation|general|部分用户通过在微博发布大额骗粉活动,诱导用户关注其他平台账号。|r11-f4-aigexing-weibo-lottery
H|ok-real|general|单个奖品金额不得大于5000元,单次活动奖品总价值不得大于50000|r11-f4-aigexing-weibo-lottery
T|ok-negation|general|不得夸大其词或发布虚假信息,如使用“最”、“第一”等绝对化词语,或暗示性引导语。|r11-f4-ksdpa-live-banned
T|ok-plain|food|云海肴 招牌蒸汽石锅鱼双人餐 地道云南菜|r11-f4-jd-tongcheng-naming
H|ok-plain|general|铂爵旅拍 三亚厦门丽江大理 全款套系|r11-f4-jd-tongcheng-naming
H|ok-plain|cosmetics|皙塑美肤 毛孔清透 舒敏保湿 小气泡 K3清洁补水|r11-f4-jd-tongcheng-naming
H|ok-plain|general|全国18店通用 单人洗浴套餐洗浴+搓澡+按摩+泡池+休息大厅 洗尽铅华 放松身心|r11-f4-jd-tongcheng-naming
T|ok-negation|general|高频关注、点赞、@等方式过度骚扰他人,诱导其他用户关注的行为;|r11-f4-lushangbank-douyin-matrix
T|ok-negation|general|刷粉、刷赞、刷评等制造虚假互动数据,对用户造成误导的行为;|r11-f4-lushangbank-douyin-matrix
T|ok-negation|general|即日起,一旦发现微信公众帐号有发布签类测试行为:包括但不限于发布新年签、大学测试、星座测试等信息|r11-f4-hishop-wechat-lots
T|ok-negation|general|通过数字排列规律、解梦或算命等方式预测彩票数字。|r11-f4-dgkbrhb-wechat-lottery
T|ok-negation|general|微信公众帐号及小程序的发布内容和服务中,禁止彩票预测类宣传。|r11-f4-dgkbrhb-wechat-lottery
T|absolute|general|全国X大品牌之一|r11-f4-chinasexq-ecommerce-jixianci
T|ok-negation|general|如商品所在行业有相应国家或行业标准,标准中规定有“特级“标准而商品属于特级标准的,则不属于绝对化用语。|r11-f4-vzhongmu-title-legal-opinion
T|ok-negation|general|属于绝对化用语,建议禁止使用(很难举证证明是最先进的)。|r11-f4-vzhongmu-title-legal-opinion
T|debatable|general|花岗岩墓地风水好|r11-f4-cnqczd-cemetery-page
H|ok-plain|general|合法公墓土地多为殡葬专门使用地,使用年限通常为20-70年不等,需在合同中明确标注续期条件与费用。|r11-f4-cnqczd-cemetery-page
T|absolute|cosmetics|这个口红是用最好的膏体做的|r11-f4-cca-yongkang-live-zuihao
H|absolute|cosmetics|它是全世界最好的|r11-f4-cca-yongkang-live-zuihao
T|ok-negation|medical|特别强调:禁止利用评论区发布导流内容对用户进行导医导诊。|r11-f4-njsito-kuaishou-medical-diversion
T|platform|general|全五星美评+晒图或视频+收藏我公司店铺,截图发给在线客服领取1元,小额打款|r11-f4-jntimes-yangzhou-haoping
T|platform|food|好评返现1元,晒图再返现1元。|r11-f4-023gree-tianjin-haoping
T|platform|food|全五星10字好评+并截图给微信客服返现1元+晒图再返现1元,共返现金2元!|r11-f4-023gree-tianjin-haoping
T|platform|food|集58赞送榴莲|r11-f4-zyrccn-jizan-guide
H|ok-negation|general|微信公众号:禁止浮层诱导、强制关注|r11-f4-zyrccn-jizan-guide
H|finance|general|这种美货谁捡谁发财|r11-f4-sumedu-tengchong-pdd-live
T|finance|general|这种美货谁拿谁发|r11-f4-sumedu-tengchong-pdd-live
T|finance|general|这种品质货做大牌10万+|r11-f4-sumedu-tengchong-pdd-live
H|price|general|亏本甩卖!大出血!商场卖你4000多元,我直播间198元,上!|r11-f4-cqcb-315-jade-live
T|citation|general|全网销量第一|r11-f4-a899-baiyun-live-learning-machine
H|debatable|general|投500元买个机会,满绿现场转账40万。|r11-f4-hwaiwenda-diantao-dushi
H|ok-negation|general|近年来,一些以助运改命、祛病驱邪为幌子,传播封建迷信内容、推销迷信产品的个体店铺悄然而生。|r11-f4-ppfocus-nanning-12315-superstition
T|ok-real|general|今年以来,广西南宁市市场监督管理局12315中心接到涉及封建迷信产品消费问题来电57个,其中反映“本命年”(招牌名)虚假宣传等问题来电22个。|r11-f4-ppfocus-nanning-12315-superstition
T|platform|general|去小红薯搜我|r11-f4-520zimeiti-douyin-diversion
T|platform|general|关注我的B站号|r11-f4-520zimeiti-douyin-diversion
H|ok-negation|general|因此,抖音通过算法和人工审核,对“引流”行为进行识别和限制,其核心目的是保护平台的生态安全和商业利益。|r11-f4-520zimeiti-douyin-diversion
T|ok-negation|general|具体此类的内容例如:留二维码、微信号、店铺名、QQ、手机号、链接等。|r11-f4-bhha-xhs-violation-rules
T|superstition|general|万事亨通旺人|r11-f4-diyixhs-xhs-banned-words
T|superstition|general|平衡正负能量|r11-f4-diyixhs-xhs-banned-words
T|ok-negation|general|带来好运气、增强第六感、化解小人、增加事业运、招财进宝|r11-f4-diyixhs-xhs-banned-words
H|ok-tip|general|使用更为客观的表达方式,如“个人认为很好”、“这款产品给我带来了不错的体验”等。|r11-f4-diyixhs-xhs-banned-words
T|price|general|错过就没机会了|r11-f4-zmtyyw-xhs-words
T|state|general|国家机关推荐|r11-f4-zmtyyw-xhs-words
T|superstition|general|太岁当头坐,无福恐有祸|r11-f4-jiutoushe-taobao-superstition-rules
T|superstition|general|拜化太岁得庇护,逢凶化吉保安康|r11-f4-jiutoushe-taobao-superstition-rules
T|ok-negation|general|请勿再上架算命、占卜、改运、消灾、避祸、符咒等商品或服务,也请勿进行PS、遮挡等规避行为,避免处置加重如删除商品、扣分等。|r11-f4-jiutoushe-taobao-superstition-rules
T|ok-negation|general|太岁锦囊及太岁相关商品只允许描述商品实物本身内容,其余宣传描述内容均需处理。|r11-f4-jiutoushe-taobao-superstition-rules
T|ok-negation|general|雷击木相关商品、桃木剑相关商品、八卦镜相关商品、山鬼花钱相关商品只允许描述商品实物本身内容,其余非商品实物所拥有的宣传内容均需处理。|r11-f4-jiutoushe-taobao-superstition-rules
H|ok-real|general|在乡村振兴背景下,基于风水和禁忌文化的村落风水林保护和管理模式是金钱松自然种群保护的绝佳模式。|r11-f4-fx361-fengshui-forest-2023
T|ok-real|general|幸运的是,已有研究指出村落风水林为金钱松自然种群提供了庇护|r11-f4-fx361-fengshui-forest-2023
H|ok-real|general|其中,龙岩古田会址风水林荣获“十大魅力风水林”之首。|r11-f4-jingyuhuahui-longyan-fengshui-forest
H|ok-real|general|下一阶段,龙岩市林业局将对这十大风水林进行树牌保护,并对每片魅力风水林奖励保护资金5万元。|r11-f4-jingyuhuahui-longyan-fengshui-forest
H|ok-real|general|佛教在线江苏讯近日,江苏扬州愿生禅寺举行开光活动。|r11-f4-lvyouliansuo-yangzhou-kaiguang
T|absolute|food|这个冬天最好吃榴莲了|r11-f4-fznews-cixi-moments-ads
T|absolute|food|最好吃的奶油枣没有之一了|r11-f4-fznews-cixi-moments-ads
T|absolute|education|学习效率是其他识字方法的10倍以上,是目前国内最轻松、最快捷的识字方法之一|r11-f4-freewechat-yiwu-gzh-ads
T|citation|general|仅半年的时间,孩子就从155CM长到了170CM。|r11-f4-freewechat-yiwu-gzh-ads
H|medical|food|因为喝了蜂蜜,男女老少会爱上抗菌,止咳,护肝|r11-f4-freewechat-yiwu-gzh-ads
T|ok-notice|finance|本产品不保本,可能产生亏损。|r11-f5-gf-fof2035-risk
T|ok-notice|finance|市场有风险,入市需谨慎。|r11-f5-gf-fof2035-risk
T|ok-real|finance|业绩比较基准是银行设定的一个目标,用于衡量产品的表现,但也不构成收益承诺。|r11-f5-ghjsdk-licai-shuomingshu
H|ok-real|finance|预期收益率是银行根据产品的投资情况预估的收益率,但并不代表实际收益|r11-f5-ghjsdk-licai-shuomingshu
T|state|education|经济部推动国内150万企业接受『辅导顾问师』进行专业智慧低碳作业|r11-f5-tw-ftc-2026-tanpancha-course
T|state|education|指导单位:行政院环保署、经济部产业发展署(工业局)|r11-f5-tw-ftc-2024-esg-zuotanhui
H|state|general|本计划连续三年荣获-行政院文化部指导补助|r11-f5-tw-ftc-dujia-chuanmei
H|ok-notice|finance|本基金经金融监督管理委员会同意生效,惟不表示本基金绝无风险。|r11-f5-tw-capital-fund-edm
T|ok-notice|finance|本基金并无受存款保险、保险安定基金或其他相关保障机制之保障,基金投资可能发生部分或全部本金之损失,投资人须自负盈亏。|r11-f5-tw-capital-fund-edm
T|ok-notice|finance|基金配息率不代表基金报酬率,且过去配息率不代表未来配息率;基金净值可能因市场因素而上下波动。|r11-f5-tw-capital-fund-edm
H|ok-notice|finance|本文提及之经济走势预测不必然代表本基金之绩效,基金投资风险请详阅基金公开说明书。|r11-f5-tw-tcbsitc-fund-notice
H|ok-real|finance|此外,对于理专主打的「保本」话术,民众可反问,保本是否仅限于到期才保本?|r11-f5-udn-2026-licai-huashu
T|realestate|real-estate|厦漳城际轨道R3线(规划中)即将开建|r11-f5-hxfzzx-2020-longyan-court
T|realestate|real-estate|厦漳大桥免费通行在即|r11-f5-hxfzzx-2020-longyan-court
T|realestate|real-estate|从凤翔街至六盘山路15分钟即可到达银川市附属医院(三级甲等医院)|r11-f5-nxrb-2023-yinchuan-fangdichan
T|realestate|real-estate|近享繁华,开车约5分钟就可到达金凤购物广场、物美超市以及新华联|r11-f5-nxrb-2023-yinchuan-fangdichan
T|realestate|real-estate|10年返租80%即买即租|r11-f5-ahrb-2018-anhui-bulletin
T|realestate|real-estate|建中、北一女、成功明星学区,入籍即入学!|r11-f5-tw-ftc-2011-fuqin-yijing
T|ok-tip|education|事实上,国家教育考试具有严格的保密性和公平性,任何机构都无法提前获取试题或操纵录取结果。|r11-f5-zx08-chengkao-baoguo
T|ok-tip|education|考生若轻信"包过",不仅可能遭受经济损失,更可能忽视自身学习投入,最终错失升学机会。|r11-f5-zx08-chengkao-baoguo
H|ok-real|general|1月22日晚,随着一曲熟悉的《春节序曲》旋律奏响,以“人民的节日,世界的春节”为主题的第21届“北京新春音乐会”在人民大会堂如约唱响。|r11-f5-bjyouth-2025-xinchun-yinyuehui
T|ok-real|general|中国传统佳节一向有合家欢的传统,一年一度在农历小年上演的北京新春音乐会将于1月28日登台人民大会堂。|r11-f5-msn-2019-xinchun-yinyuehui
T|ok-real|real-estate|中建﹒玲珑山由中建地产的北京运营平台――中建国际开发和建设,位于八通线传媒大学站向南侧,根据记者实际调查走访,项目距离八通线传媒大学站步行需要20分钟。|r11-f5-nsh-zhongjian-linglongshan
H|ok-negation|finance|部分销售人员可能使用“保底高收益”“稳赚不赔”等话术宣传分红险,或仅展示历史高分红案例。|r11-f5-qdnews-2025-fenhongxian-tishi
T|ok-tip|finance|消费者需避免将历史分红水平简单等同于未来收益。|r11-f5-qdnews-2025-fenhongxian-tishi
H|ok-tip|finance|R提示:合同中会注明“红利分配不确定”,勿轻信“保底分红”话术。|r11-f5-mlzgw-2025-dajia-renshou-tishi
H|ok-real|finance|尽管部分寿险产品偏重投资功能,但本质上属于保险产品,经营主体是保险公司,不宜将其与银行存款、国债、基金等金融产品进行片面比较,更不要仅把它作为银行存款的替代品。|r11-f5-xiangrikui-2012-circ-gonggao
T|ok-real|finance|第三,应明确不承诺投资本金不受损失或承诺最低收益。|r11-f5-xabzw-simu-xuanchuan-zhidu
T|ok-negation|finance|1、承诺本金不受损失或承诺由基金管理人或劣后级承担损失,如合同及推介材料中存在零风险、本金无忧使用等表述;|r11-f5-glinkslaw-simu-baoben
T|ok-real|general|机动车6年免检什么时间开始的|r11-f5-qdqyyhq-6nian-mianjian
T|ok-negation|education|机构宣称的“免考包过”,是典型的虚假宣传,相关部门应该严查并加强信息公开的力度,避免“劣币逐良币”。|r11-f5-paoku-2021-mianbao-pinglun
H|finance|food|目前已超过60家加盟店全部是获利的状况|r11-f5-tw-ftc-baimiandong-jiameng
T|finance|food|目前已近百家店都是获利的状况|r11-f5-tw-ftc-baimiandong-jiameng
H|finance|education|保证让您第一次招班50人以上|r11-f5-tw-ftc-2014-liuyi-jiameng
H|ok-real|finance|《私募投资基金监督管理暂行办法》第十五条规定,私募基金管理人、私募基金销售机构不得向投资者承诺投资本金不受损失或者承诺最低收益。|r11-f5-glinkslaw-simu-baoben
H|ok-negation|finance|证监会及各地证监局近年来多次发布专项检查通知,重点整治“明股实债”“保本保收益”“预期收益率”等典型违规宣传行为。|r11-f5-zzwlawyer-simu-heguixuanchuan
T|ok-tip|real-estate|专家提示:政府公示规划是好事,但规划具有不确定性,不到开工都不能最终确定。|r11-f5-yangzi-2009-ditie-loupan
T|education|education|高中免试是幌子,特色招生才是重点|r11-f5-cna-2012-buxiban-guanggao
T|citation|real-estate|是…海基会在找寻工业地、厂房及各种房地产的指定窗口|r11-f5-tw-tpda-2019-fenghe-dichan
T|ok-plain|education|拉至末尾查看近期课表 ／ 15人小班外教授课|r11-f5-koolearn-course-page
T|ok-plain|education|外教直播课:25课时(共18节课,每节课1.5小时)|r11-f5-koolearn-course-page
T|ok-plain|education|录播课程(以录播为主):购买后7天(含)允许申请退换课,学习进度不超过5%(含)不扣课时费|r11-f5-koolearn-course-page
T|ok-plain|education|如果您在计划开班日期前10个工作日或者更早取消报名,那么您无需承担任何费用。|r11-f5-moodle-controlling-training-cancel
H|ok-tip|education|应当注意即使上完所有课程,这些「保证」也不一定成真,勿轻信业者话术|r11-f5-yam-2012-buxiban-baozheng
H|ok-negation|real-estate|“10分钟到高铁站”实际需要开车跑30分钟,“入住读名校”仅仅是销售噱头|r11-f5-ce-2018-jjrb-chuiniupi
H|ok-real|general|这些家长在明星学校学区购入房产,并将自己和小孩户口迁至当地|r11-f5-newtalk-2018-taipei-xuequ
T|debatable|health-food|百草益寿从海外引进目前行业最先进的高端检查分析仪器和研究设备|r11-f6-court-panjin-2021-baicaoyishou
H|debatable|health-food|按照国家药品保健品行业最高品质标准,对每一款产品从出厂前就严格做好品质把控,不极致不出品|r11-f6-court-panjin-2021-baicaoyishou
T|absolute|education|给孩子最好的礼物|r11-f6-xian-2019-57-dushiqingchun
T|medical|medical|为回馈社会和广大近视患者的信任,解除莘莘学子戴镜不便的烦恼,重现清晰世界|r11-f6-xian-2019-57-dushiqingchun
H|absolute|general|市场上唯一可同时任意切换打印出“中文及数字”二种字体之支票机|r11-f6-tw-ftc-2024-liding
T|absolute|general|唯一可直接使用于皮肤|r11-f6-tw-court-2008-burtsbees
T|absolute|general|市面上最天然的防蚊液|r11-f6-tw-court-2008-burtsbees
T|debatable|general|台湾最大の电信业者|r11-f6-tw-court-2008-fareastone
H|absolute|food|杏仁粉第一品牌|r11-f6-tw-btlaw-superlative
T|citation|general|全国销售冠军|r11-f6-tw-btlaw-superlative
H|absolute|device|台湾仅剩唯一会修乳摄数位板的公司|r11-f6-tw-ftc-2025-delin
H|absolute|general|补墙膏+壁癌喷雾(唯一台湾制/不泛黄/墙面修补膏/补土膏/裂缝/墙壁补墙膏)|r11-f6-tw-ftc-2025-jinhexing
T|absolute|general|Q-MAX 值达史上最凉 0.432|r11-f6-tw-ftc-managertoday-qmax
H|citation|food|加多宝凉茶连续7年荣获‘中国饮料第一罐’|r11-f6-court-bj3-2014-jiaduobao
H|citation|food|‘加多宝’荣获中国罐装饮料市场‘七连冠’|r11-f6-court-bj3-2014-jiaduobao
T|superlative|general|冠军舍我其谁|r11-f6-court-haidian-2021-guazi
T|debatable|general|一路超前没得说|r11-f6-court-haidian-2021-guazi
T|debatable|general|对手总想超过|r11-f6-court-haidian-2021-guazi
T|absolute|food|史上减肥最快最有效|r11-f6-wuhu-2023-jinghu-cases
H|citation|food|荣获2021年度诚信单位|r11-f6-wuhu-2023-jinghu-cases
H|citation|food|2022年种苗销售先进单位|r11-f6-wuhu-2023-jinghu-cases
H|citation|medical|【肉毒杆菌】金奖级医疗团队为您服务|r11-f6-tw-taipei-2015-1202-019
T|absolute|medical|是一套全球尖端的牙齿雷射技术|r11-f6-tw-taipei-2004-686-035
T|safety|medical|这种不需磨牙的最新技术,不但不痛不肿,而且方便迅速|r11-f6-tw-taipei-2004-686-035
T|ok-measure|drug|成人用药:口服给药,成人最大推荐剂量为每天6g。|r11-f6-drugguide-0.5g-h20110109
T|ok-measure|drug|对严重腹泻患者,可每半小时重复给药1次,直至达到最大剂量。|r11-f6-drugguide-0.5g-h20110109
H|ok-grade|general|2000年成为国家首批AAAA级旅游景区,以其独特的山水风光和浓郁的楚文化享誉国内外。|r11-f6-otccq-5a-list
H|debatable|general|《王者荣耀》是全球首款5V5英雄公平对战手游,腾讯MOBA手游大作!|r11-f6-appchina-wangzherongyao
T|ok-identifier|general|10秒实时跨区匹配,与好友组队登顶最强王者!|r11-f6-appchina-wangzherongyao
H|absolute|general|最适合手机的MOBA游戏,10分钟享受竞技体验。|r11-f6-appchina-wangzherongyao
H|ok-real|general|四川5A级景区中最值得种草的是九寨沟、峨眉山和青城山-都江堰这三大王牌景点。|r11-f6-chaxiaohao-sichuan-5a
T|ok-real|general|中国5A级景区是国内旅游景区的顶级代表,截至目前,全国共有200多家5A级景区。|r11-f6-miban-5a-overview
T|ok-tip|general|额定输入功率一定要与使用者家庭的额定电容量匹配,一般以1500瓦特以下为好。|r11-f6-ypshop-vacuum-buying
T|citation|general|全台第一双认证|r11-f6-tw-plainlaw-2023-misleading
T|absolute|general|业界唯一!五年皮革保固|r11-f6-tw-plainlaw-2023-misleading
H|citation|general|电瓶寿命加倍延长 有使用飞乐锂铁外挂式救车备用电池……能节约10%~20%汽油消耗|r11-f6-tw-ftc-2019-feile
T|ok-grade|food|该技艺于2006年5月入选首批国家级非遗名录,是中国浓香型白酒酿造工艺的典型代表。|r11-f6-ifeng-2025-feiyi-chuanchengren
H|ok-ordinal|food|北京地区白酒业中最早的“中华老字号”北京牛栏山二锅头酒榜上有名。|r11-f6-wineworld-2007-niulanshan
T|ok-grade|food|2006年,五粮液获得商务部颁布的第一批“中华老字号”|r11-f6-neijiang-2008-wuliangye-feiyi
T|ok-real|food|值得一提的是,上次名录中出现酒类酿造技艺,还要追溯到2011年公布的第三批名录,因此今年也是时隔10年后,再次有酒类酿造技艺入选。|r11-f6-yunjiu-2021-feiyi-qingke
T|ok-real|cosmetics|测试结果显示,售价第二低样本,85元的Nivea的冰感防晒乳液总评获得最高5分|r11-f6-hkcd-2020-sunscreen-test
H|ok-real|cosmetics|接受测试的30款日常防晒产品,售价介乎80至550元,每克或毫升最高达16.1元,是最低价0.7元的23倍。|r11-f6-hkcd-2020-sunscreen-test
T|ok-tip|cosmetics|混合防晒:结合了物理和化学防晒剂,兼具两者的优点,是目前市面上最常见的类型。|r11-f6-mahalstyle-2025-sunscreen
H|ok-tip|cosmetics|户外活动:如海边、游泳、登山等,选择SPF50以上、PA++++的高倍数防晒产品,并且具有防水功能。|r11-f6-mahalstyle-2025-sunscreen
T|absolute|general|2003年,已拥有中国最大的高尔夫会员俱乐部|r11-f6-court-bjip-2020-xilefeng
T|citation|general|延续了中国年度订场量的最高记录|r11-f6-court-bjip-2020-xilefeng
H|citation|general|连续三年占据北京总计20多个球场年会籍总销售量的50%以上,该记录保持至今|r11-f6-court-bjip-2020-xilefeng
T|citation|food|始创于清朝乾隆年间|r11-f6-court-spc-guiding-tongdefu
T|ok-ordinal|general|中国首届进口博览会于2018年11月5日至10日在上海举办,展馆为国家会展中心(上海)。|r11-f6-jiusong-jinbohui
T|ok-ordinal|general|2000年10月20日第二届西湖国际博览会开幕,定名为“中国杭州—2000西湖国际博览会”|r11-f6-wtcf-2016-xihu-expo
T|medical|general|唯一一个真正解决血栓问题的临床用药|r11-f7-samr-2025-private-live-xinhua
T|medical|general|对猝死和卒中的预防率达到98.7%,治疗率达到99.2%|r11-f7-samr-2025-private-live-xinhua
H|medical|general|从根本上解决各种老慢病的难题|r11-f7-samr-2025-private-live-xinhua
T|ok-negation|general|利用私域运营渠道,在健康类产品推广中虚构疗效、滥用绝对化用语、编造治愈案例,极易误导消费者。|r11-f7-samr-2025-private-live-xinhua
H|medical|food|我喝酒夜宵还瘦了7斤,就2盒|r11-f7-samr-live-ecommerce-cases-qhbk
T|medical|food|踩过太多坑,没瘦过,吃了你家成功瘦20斤|r11-f7-samr-live-ecommerce-cases-qhbk
H|citation|general|形成肌肉记忆,不会反弹|r11-f7-samr-live-ecommerce-cases-qhbk
H|citation|general|帮你每分钟做十几万次卷腹|r11-f7-samr-live-ecommerce-cases-qhbk
H|state|general|市长政务热线12345招聘|r11-f7-rizhao-2023-bulletin
T|ok-negation|food|食品、保健食品广告不得含有虚假内容,不得表示功效、安全性的断言或者保证,不得涉及疾病预防、治疗功能。|r11-f7-zhangzhou-2025-tip
H|ok-negation|general|另外,一般商品广告不得为医疗效能之宣传。|r11-f7-pingtung-2026-ettoday
T|ok-negation|general|卫生局表示,「抗癌」、「清除毒素」、「丰胸」、「瘦身」等广告口号,常夸大不实。|r11-f7-chiayi-2025-ltn
H|medical|health-food|抗肿瘤,防癌,抑制癌细胞;保肝解毒,辅助慢性中毒,肝炎,肝硬化,肝功能异常|r11-f7-zhengzhou-2017-court-lingzhi
H|medical|health-food|抗衰老,促进和调整免疫功能;抗神经衰弱,预防冠心病,心绞痛,防止动脉硬化,脑血栓|r11-f7-zhengzhou-2017-court-lingzhi
H|absolute|food|地球上糖尿病领域最为领先的产品|r11-f7-haidian-2012-court-koufuye
T|ok-negation|general|禁使用质量免检、无需国家质量检测、免抽检等宣称质量无需检测。|r11-f7-kuaishou-live-words-snsmcma
T|ok-tip|general|建议消费者不要轻信商家作出的“特价”、“清仓价”、“全网最低价”等宣传。|r11-f7-lianyungang-2023-live-tip
T|debatable|general|防水剃须刀,镀金的,一键打开好清洗,20元包邮。|r11-f7-ccn-2024-live-shuodehao
T|price|general|名家陶瓷作品,不要一万,不要一千,几十元拿走,还带收藏证书!|r11-f7-jingdezhen-2022-live-ceramics
T|ok-negation|general|部分创作者在视频或直播间中,以“古玩”“回流”“老物件”等为噱头,虚假宣传陶瓷年代。|r11-f7-douyin-2024-ceramics-governance
T|ok-negation|general|不得使用”增值投资”等宣传用语|r11-f7-tmall-coins-guide
T|medical|health-food|阿胶的话,增强我们的某免疫力啊|r11-f7-beijing-chaoyang-2024-ejiao-live
T|price|food|阿胶糕,真心推荐啊。因为过了母亲节的话,要恢复345元|r11-f7-beijing-chaoyang-2024-ejiao-live
T|citation|food|男女6岁以上的小孩子,正在长身体的小孩子,比较矮小,比较瘦小的,都可以去吃我们的阿胶|r11-f7-beijing-chaoyang-2024-ejiao-live
T|citation|food|这款月饼是香港高端品牌,里面是黑松露,还是米其林大师调制的|r11-f7-hefei-2024-sanzhiyang-mooncake
T|citation|general|全脸激活胶原蛋白、提拉紧致、提拉淡纹,效果巨明显|r11-f7-meiwan-2023-meirongyi
T|medical|general|坚持用了一个月,就相当于打了一次热玛吉,效果真的很可怕很神奇|r11-f7-meiwan-2023-meirongyi
T|debatable|food|Superboy 男友力扳回一局|r11-f7-beijing-2024-minsheng-3cases
T|medical|food|此饮品是全球首款防新冠特膳食品|r11-f7-shenzhen-2022-xinguan-yin
T|citation|general|可释放负氧离子,净化空气|r11-f7-samr-2019-bairi-chuangdian
T|ok-negation|general|如果您的商品是普通商品,并非药品,医疗器械等商品,请切勿使用体现医疗效果的词汇|r11-f7-zhonghua-shoucang-adlaw-rules
T|citation|food|A款和B款的DHA藻油凝胶糖果认证标识一样,油的质量效果也是一模一样,但是价格为什么差这么多呢?|r11-f7-jiangan-court-2024-live-dha
T|superlative|food|目前市面上无任何一款其他产品或治疗方式能达成同类效果|r11-f7-haidian-2012-court-nuoer-ccn
T|education|education|签订保过协议|r11-f7-haidian-2015-court-training
T|education|education|100%的升学率|r11-f7-haidian-2015-court-training
T|ok-negation|medical|医疗美容广告宣传中不得含有制造容貌焦虑、夸大治疗功效、对治疗安全进行保证性承诺等内容。|r11-f7-zhangzhou-2025-tip
T|ok-negation|health-food|「保健食品」不等同于「健康食品」,不得随意宣称疗效|r11-f7-chiayi-2025-ltn
T|ok-tip|general|不要出于对主播个人的盲目信任或受直播平台以“价格低廉”、“秒杀”或“数量有限”等营造的产品稀缺营销氛围影响,而盲目冲动消费。|r11-f7-lianyungang-2023-live-tip
T|ok-negation|general|一般商品广告如宣称施用于人体并涉及诊断、治疗、减轻、预防人类疾病的医疗效能,则违反《药事法》或《医疗器材管理法》规定|r11-f7-taipei-2025h1-ettoday-health
T|medical|general|减缓粘膜溃疡、对抗皮肤病菌、预防改善毛囊虫皮肤炎、预防口炎|r11-f7-xinbei-pet-agriharvest
H|medical|general|抗发炎、降低呼吸道疾病感染率、消灭沙门氏菌|r11-f7-xinbei-2020-pet-tvbs
T|ok-negation|general|宠物食品不是药品,不应宣称疗效|r11-f7-xinbei-2020-pet-tvbs
#@round 12
# ── round 12 (2026-11-29): 261 rows quoted from outside material (mostly penalty decisions and lawful seller copy) by seven collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
T|medical|cosmetics|含有维生素可帮助参与体内氧化还原反应、维持皮肤的健康、促进新陈代谢|r12-g1-tp-appeal-1061-018
T|debatable|cosmetics|相较于胶原蛋白,胜肽的分子量更小,更能深入肌肤发挥维持弹性及增加紧致度作用|r12-g1-tp-appeal-1061-018
T|ok-negation|cosmetics|嗣原处分机关审认系争广告内容涉及虚伪夸大|r12-g1-tp-appeal-1061-018
T|medical|health-food|整组吃完挑战减6~12kg|r12-g1-scda-107-jian-29
T|citation|health-food|只要8周有效体重下降(16.4%)体脂率下降(27%)体脂肪量下降(34%)|r12-g1-scda-107-jian-29
H|medical|health-food|解决任何肥胖体质……无复胖|r12-g1-scda-107-jian-29
T|medical|health-food|睡觉还帮你做代谢,睡觉还帮你做运动,难怪起来轻轻松松|r12-g1-scda-107-jian-29
T|medical|food|神奇的银杏,一直是中国古老的药材,可以用于滋补强身,调整体质|r12-g1-tp-appeal-833-057
T|medical|food|对中国人而言,银杏可说是神奇的医疗之树|r12-g1-tp-appeal-833-057
T|medical|food|葡萄糖胺刺激软骨生长|r12-g1-tp-appeal-833-057
T|medical|food|蜂蜜随意吃,吃两天瘦两公斤|r12-g1-tp-appeal-1085-020
T|medical|food|吃三天瘦三公斤的人陆续出现|r12-g1-tp-appeal-1085-020
T|medical|food|杀死顽强细菌 蜂蜜比抗生素有效|r12-g1-tp-appeal-1085-020
T|ok-negation|food|整体传达讯息易误导消费者系争食品具有上述功效,涉及夸张、易生误解|r12-g1-tp-appeal-1085-020
T|medical|food|帮助肝的新陈代谢,减少疲劳|r12-g1-tp-appeal-777-065
T|debatable|general|汉方卫生棉不但是纯中药制成|r12-g1-tp-appeal-597-051
H|medical|general|具有除湿干爽、辛香止痒及除臭味等功能|r12-g1-tp-appeal-597-051
H|medical|general|保持外阴清洁卫生、防止细菌滋长,提供更健康之防护|r12-g1-tp-appeal-597-051
T|ok-negation|general|非属药事法所称之药物,依规定不得为医疗效能之标示或宣传|r12-g1-tp-appeal-597-051
H|ok-negation|food|其外包装标示卫署食字号及品名「过敏康」涉及易生误解|r12-g1-tp-appeal-863-070
T|ok-negation|cosmetics|审认诉愿人刊登之系争广告内容涉及夸大,违反化妆品卫生安全管理法第10条第1项规定|r12-g1-tp-appeal-1418-010
H|ok-negation|food|食品、食品添加物、食品用洗洁剂及经中央主管机关公告之食品器具、食品容器或包装,其标示、宣传或广告,不得有不实、夸张或易生误解之情形|r12-g1-tp-appeal-1546-025
T|ok-negation|cosmetics|被告审认其中「PAYOT柏姿无敌战痘膏」之广告内容涉及医疗效能,其余7件产品广告涉及虚伪、夸大|r12-g1-tpba-111-su-799
H|ok-negation|health-food|广告有虚伪不实、夸张之内容,宣称之保健功效超出其健康食品登记许可范围|r12-g1-tpba-111-su-1213
H|ok-negation|health-food|卫生局强调,一般及健康食品均无法达到减肥瘦身或改善疾病的功效|r12-g1-ntpc-food-ad-pixnet
T|ok-negation|food|违规内容以「减肥瘦身」、「美颜丰胸」及「心血管疾病」分居第1、2、3位|r12-g1-ntpc-food-ad-pixnet
T|ok-negation|food|其中以「艾葳国际美丽股份有限公司」宣称「瘦身」及「丰胸」效果,被查罚10万元最多|r12-g1-ntpc-food-ad-pixnet
H|ok-tip|food|另外广告主常以名人瘦身前后身材比照图,来吸引消费者并提升购买意愿及产品说服度|r12-g1-ntpc-food-ad-pixnet
T|medical|health-food|降体脂→不复胖降腹脂肪量→内脏脂肪减少降体重→线条瘦|r12-g1-scda-107-jian-29
T|ok-negation|health-food|经查明原告上开健康食品广告涉及夸大不实、易生误解|r12-g1-scda-107-jian-29
H|ok-negation|food|审认系争广告整体表现涉及夸张、易生误解|r12-g1-tp-appeal-833-057
H|ok-negation|cosmetics|审认诉愿人刊登之系争广告内容涉及夸大|r12-g1-tp-appeal-1470-009
T|ok-negation|food|案经被上诉人核认上诉人刊播系争食品广告内容涉及夸张、易生误解|r12-g1-tpaa-109-shang-1148
H|citation|general|快速降解农药,消毒杀菌|r12-g2-tpba-99-21-kelia
H|citation|general|具有降解农药、防腐保鲜、护肤美容、消毒器具、净化饮水、净化空气等6大功能|r12-g2-tpba-99-21-kelia
H|debatable|real-estate|24小时防尘有氧换气窗|r12-g2-tpba-112-207-guande
T|citation|general|有效改善橘皮组织|r12-g2-pchome-ftc-2021-lytess
T|absolute|general|业界最高CADR值765以上|r12-g2-ftc-17509-vorwerk
T|citation|general|PM2.5达99.9%|r12-g2-ftc-17509-vorwerk
H|citation|general|经济部节能标章|r12-g2-ftc-17509-vorwerk
T|absolute|general|最多医师使用,评价也最高(高雄.台南地区超过500家医院……等)|r12-g2-ftc-17509-vorwerk
T|citation|general|SGS PM2.5/除甲醛/抑菌检测|r12-g2-ftc-17509-vorwerk
H|citation|general|SGS认证5分钟内细菌去除率>99.9%|r12-g2-ftc-17509-vorwerk
T|citation|general|SGS认证甲醛去除率>99.7%|r12-g2-ftc-17509-vorwerk
T|citation|general|有效节省10-30%电费|r12-g2-tpba-99-1575-mega
T|citation|general|依据殡葬管理条例第28条规定,公立塔位最长的使用年限为50年,满期经公告六个月后若无家人处理,骨骸就会被抛洒。|r12-g2-miaoli-tungshiau-columbarium-ad
H|citation|general|点交时依法提拨2%建物重建基金,百年后重建一次,塔位使用年限可长达200年|r12-g2-miaoli-tungshiau-columbarium-ad
T|ok-negation|general|依本条例第28条规定及定型化契约范本所示,公立骨灰(骸)存放设施之使用年限并未明定使用年限最高五十年|r12-g2-miaoli-tungshiau-columbarium-ad
T|citation|food|一天起来吃2颗,你会觉得一整天自己有瘦的感觉|r12-g2-cna-taoyuan-2016-food-ads
H|citation|food|服用此产品可以很轻松甩掉5-8公斤|r12-g2-cna-taoyuan-2016-food-ads
H|medical|food|8周后,可以降肝功能指数、三酸甘油酯|r12-g2-cna-taoyuan-2016-food-ads
H|citation|food|挑战五天甩掉3公斤宿便|r12-g2-cna-taoyuan-2016-food-ads
T|ok-tip|food|食品或健康食品均不具有改变身体外观、减肥及医疗效能等功效,要做个聪明的消费者|r12-g2-cna-taoyuan-2016-food-ads
T|ok-negation|general|加盟业主于招募加盟时,就加盟机台放置点位进行保证之宣称,是让有意加盟者判断品牌及营运风险、投资报酬率、回收期间的重要项目|r12-g2-ltn-2025-huiju-franchise
T|ok-negation|general|就实务观察,业者时常将“第一”、“冠军”、“最多”、“最大”等最高级用语使用在以下两种项目|r12-g2-hansli-superlatives
T|ok-negation|general|其一、强调特定功能为市场唯一、业界唯一;其二,强调销售实绩第一,最受广大消费者信赖。|r12-g2-hansli-superlatives
T|ok-negation|general|能刺激乳房增大,达罩杯升级等丰胸效果,或预防、改善、消除胸部萎缩、下垂、外扩等效果。|r12-g2-yahoo-seller-slimming-notice
T|ok-negation|general|不须激烈运动,可轻松于短时间内快速达到减重、缩小腰围、腹部、臀部、腿部尺寸等瘦身、塑身效果。|r12-g2-yahoo-seller-slimming-notice
H|ok-tip|general|公平会提醒民众,天下无不劳而获、一本万利之事,网路世界虚实难分,诈骗手法日新月异,投资应循正常管道|r12-g2-ftc-mlm-click-ads-warning
T|ok-negation|general|此类型打着只要每日花费少许时间坐在书桌前点击广告,即可轻松获取高收益口号,藉以吸引民众投资及推荐他人加入之网路活动|r12-g2-ftc-mlm-click-ads-warning
T|ok-plain|real-estate|日本YKK气密隔音窗|r12-g2-tpba-112-207-guande
H|ok-plain|real-estate|使用分区:乙工.一般事务所|r12-g2-mygonews-2011-gongyuanyuan
T|ok-negation|real-estate|该广告宣称机房可规划作为室内空间使用,显与建管法规核定用途不符|r12-g2-mygonews-jieyun-yuejing
T|ok-negation|real-estate|公平交易法第二十一条之规定,并不因原告嗣后告知交易相对人所可能产生之危险移转,而得以排除适用。|r12-g2-lawplayer-qinshui-mezzanine
T|ok-real|general|禁止事业于商品(服务)或广告上,或以其他使公众得知之方法,为虚伪不实或引人错误之表示或表征|r12-g2-9lib-ftc-art21-principles
T|ok-negation|education|部份私立职业学校以开设“出国留学班”为宣导,作不实之招生广告|r12-g2-taipei-law-101183-school-ads
T|ok-negation|general|显见该商行消极隐瞒代工实际不符合成本,而使人误信代工可有丰厚报酬,而预先支付漆料费用|r12-g2-udn-2025-jingjing-homework
T|ok-negation|real-estate|实务上曾发生建商在预售屋的销售广告上,号称并保证预售屋纯属住宅区,消费者相信广告而购买|r12-g2-ketajaman-fta-liability
T|ok-negation|general|消保处抽检结果并非代表全国空气清净机业界标准,且福维克公司商品非抽检商品之一,故广告宣称并无根据。|r12-g2-ftc-17509-vorwerk
T|ok-real|general|经过多年新冠肺炎疫情的肆虐下,室内空气品质成为民众最在乎的事|r12-g2-ftc-17509-vorwerk
T|ok-tip|general|公平会提醒业者刊登广告时,如果商品有诉求功效时,应确保其具有相关医学学理或临床试验依据,以免触法。|r12-g2-pchome-ftc-2021-lytess
T|debatable|food|睡眠不足的人,喝后会立刻帮助睡眠|r12-g3-tpba-104-jianshang-156
T|debatable|food|茶、咖啡、可乐、因含咖啡因伤肝|r12-g3-tpba-104-jianshang-156
T|medical|health-food|阻断脂肪囤积……抑制脂肪形成……加速脂肪代谢|r12-g3-tpba-109-su-763
T|medical|health-food|针对堆积已久的顽固脂肪进行拆解工程|r12-g3-tpba-109-su-763
T|medical|health-food|有效降低体脂肪……降低体重……降低肝脏脂质|r12-g3-tpba-109-su-763
T|absolute|cosmetics|可以清除头皮上有害的物质帮助营造一个最佳健康头发生长环境|r12-g3-tpba-100-jian-132
T|medical|cosmetics|尤其针对稀疏头发更为有效|r12-g3-tpba-100-jian-132
T|absolute|cosmetics|唯一具滋养,调理功能的增效配方,促进头发浓密的生长,改善发质|r12-g3-tpba-100-jian-132
H|medical|cosmetics|减少DHT的产生,增强头发和头皮的活性增加细胞的再生能力|r12-g3-tpba-100-jian-132
T|medical|cosmetics|它能使药物快速渗透直达病灶,把病灶部位包裹起来隔离给药|r12-g3-case-zhongwei-2024-tiaolidian
T|medical|cosmetics|小分子纳米技术,药物能透过骨膜深入骨髓,对骨头损伤骨头炎症有康复作用|r12-g3-case-zhongwei-2024-tiaolidian
T|absolute|general|选用最优质的锁芯和最好的原料精制而成|r12-g3-civil-shanghai-2017-1561-luggage
T|debatable|cosmetics|植然魅六胜肽抗皱面霜升级版抗皱面霜女男同款祛斑霜防衰老护肤品淡化细纹|r12-g3-civil-guangzhou-2021-14023
T|absolute|food|被中国白酒界专家誉为‘酱香经典、酒中极品’|r12-g3-civil-guizhou-baijiu-jipin
H|citation|cosmetics|纯天然浓缩浮汁,天然滋润保温|r12-g3-civil-yuexiu-2009-soap
T|debatable|food|睡眠足的人,喝入则立刻精神旺好心情|r12-g3-tpba-104-jianshang-156
T|debatable|food|请癌症、化疗、肝硬化、B、C型肝炎、眼睛涩、颈背硬、胀气者,请平日戴活性碳口罩|r12-g3-tpba-104-jianshang-156
T|ok-plain|general|设备验收签核日起,设备整机保固期:一年。|r12-g4-chernger-warranty
T|ok-plain|general|保固期间内因设备设计不良引起之故障则由晟格提供免费修理及更新。|r12-g4-chernger-warranty
T|ok-measure|education|退费及转班:自报名后开学日前退所缴费用100%,开学后扣除报名之课程已上过周次退还费用|r12-g4-tau-enroll
H|ok-ordinal|education|开学第一、二周提供免费旁听外,第三周起每门课程仅限旁听一次|r12-g4-tau-enroll
T|ok-plain|medical|妇产科24小时接生|r12-g4-chainmay-clinic
T|ok-plain|medical|本院提供假日友善门诊|r12-g4-chainmay-clinic
H|ok-plain|medical|本院鼓励多使用预约挂号方式(网路、APP),避免现场久候或现场停挂问题。|r12-g4-binkun-clinic
H|ok-identifier|food|产品验证编号共6码:前2码为产品类别,中间2码为同类别之生产工厂编号,末2码为产品序号。|r12-g4-cas-org
H|debatable|food|CAS标章 是台湾优良农产品标章(Certified Agricultural Standards)的简称,为国产农产品及其加工品最高品质的代表标章。|r12-g4-cas-org
T|ok-title|general|国家艺术院团展演:中国国家话剧院《肖邦》|r12-g4-lybxzp-tickets
T|ok-plain|general|温馨提示:1.2米以下儿童谢绝入场(儿童项目除外),1.2米以上儿童需持票入场。|r12-g4-lybxzp-tickets
T|ok-plain|general|演出1米以下儿童谢绝入场,1米以上儿童凭票入场!|r12-g4-wuhanx-tickets
T|ok-measure|general|演出时长:时长约135分钟,中场休息15分钟。(时长仅供参考,具体时长以实际为准)|r12-g4-wuhanx-tickets
T|debatable|general|《日出》是中国现代文学史上最杰出的戏剧大师曹禺先生的经典剧作。|r12-g4-wuhanx-tickets
H|debatable|general|文学家巴金曾评价其为“中国新文学运动中最好的收获”。|r12-g4-wuhanx-tickets
T|ok-title|general|舞蹈家金星的首部舞台剧《日出》原定于2021年8月28-29日在武汉上演|r12-g4-wuhanx-tickets
H|ok-plain|general|操作不当、自行更改软、硬体所造成之标的物损坏,或属定期固定之耗品等情况则不在保固范围内。|r12-g4-chernger-warranty
T|ok-plain|education|学员资格:免试入学,年满18岁(60岁长者优先报名),可跨区、跨县市就读|r12-g4-tau-enroll
T|ok-plain|education|所选课程限学生本人上课,不得由他人顶替或冒名上课,如经查获,本校得取消当期上课资格并没收该课之全部费用。|r12-g4-tau-enroll
H|ok-plain|medical|一个月内门诊皆可预约挂号 / 预约额满时,请当日现场挂号|r12-g4-chainmay-clinic
T|ok-ordinal|medical|连续处方签第二次、第三次领药时无需再收取挂号费。|r12-g4-chainmay-clinic
H|ok-plain|medical|凡健保不给付之医疗费用、证书费等,依本院规定缴费。|r12-g4-chainmay-clinic
H|ok-measure|medical|预约挂号:最晚请于当诊停挂前十分钟至柜台办理报到手续。|r12-g4-binkun-clinic
T|ok-plain|medical|为维护看诊品质医师皆有看诊名额限制。|r12-g4-binkun-clinic
T|ok-plain|medical|具有优免折扣身分者(例:重大伤病、低收入户、荣民…等)或与本院签有特约之机构,请于每次挂号时出示相关证明文件方能享有折扣优惠。|r12-g4-binkun-clinic
H|ok-plain|medical|持残障手册就医部分负担 0元(本院补助450元)|r12-g4-skh-fee
H|ok-plain|education|报名日期及时间: 成果展当日起至额满为止。|r12-g4-datong-cc
T|ok-plain|education|选修电脑相关课程,酌收维护费1000元。|r12-g4-datong-cc
H|ok-plain|education|报名时需准备身分证核对资料 彩色半身相片1吋1张。|r12-g4-datong-cc
T|ok-plain|education|依教育部规定:开课日前申请退费者,得退还已缴学费九成(报名费不予退还)|r12-g4-nccu-cpbae
T|ok-ordinal|education|因应系统升级,首次使用本系统请修改密码(请点选忘记密码进行修改)|r12-g4-nccu-cpbae
H|ok-plain|education|拿到中心所开立之收据,请妥善保管至课程结束。|r12-g4-nccu-cpbae
T|ok-notice|finance|切勿轻信单一保险产品可以抵御所有风险,切勿将保险与存款混淆。|r12-g4-mnw-chinalife-notice
T|ok-notice|finance|在签字确认前,要详细阅读保险合同中的保险责任、责任免除、保险期间及退保等相关规定。|r12-g4-mnw-chinalife-notice
T|ok-notice|finance|本人已阅读保险条款、产品说明书和投保提示书,了解本产品的特点和保单利益的不确定性|r12-g4-ahic-tips
T|ok-tip|finance|一般而言,每年交纳的保险费占个人和家庭可支配收入的10%为宜。|r12-g4-ahic-tips
H|ok-plain|education|新加坡吃饭很方便,低至1、2新元就能吃到干净实惠的套餐。|r12-g4-weisiten-sg
H|ok-tip|education|新航道冬令营提示大家注意:新加坡包括麦当劳和肯德基的很多地方吃完饭后要自己收拾盘子|r12-g4-weisiten-sg
T|debatable|general|主要负责发展食品医药保健品及全球国际halal认证,也是全球标准最严格的国际halal认证机构之一。|r12-g4-fsi-halal
T|debatable|general|由马来西亚制定的国际halal清真认证标准《MS1500:2009-清真食品生产制备加工储存一般准则》是目前国际上最高的标准|r12-g4-fsi-halal
T|ok-plain|general|清真认证即包括了透过相关公司的授权机构检查其商品的制造、保存和运送方式都符合清真标准。|r12-g4-fsi-halal
T|debatable|general|网上所公布的价格均为同各宾馆签定的协议价,它是宾馆给予本网的优惠价,此价格比酒店前台当日挂牌价要低。|r12-g4-gz315-hotelhelp
H|ok-measure|general|建议您最多提前半个月,一般提前2-3天左右就可以。|r12-g4-gz315-hotelhelp
H|ok-plain|general|我们为您提供24小时全天服务,节假日照常服务。|r12-g4-gz315-hotelhelp
T|ok-plain|general|按国际惯例,宾馆的入住时间为14:00,离店时间为正午12:00。|r12-g4-gz315-hotelhelp
H|ok-plain|education|新加坡博伟教育学院开设入新加坡政府中小学预备班课程,常年招收海外中小学生,对准备参加新加坡AEIS考试的学生进行考前的英语和数学培训与指导。|r12-g4-edusg-prep
T|ok-plain|education|新加坡小学和高等学府一样,有公立和私立之分,而在新加坡近200多所小学里,以新加坡政府公立小学为主,新加坡的私立小学仅有一所——新加坡三育中小学。|r12-g4-sd6786798-sg
T|ok-plain|education|新加坡私立小学在报名时间上十分自由,可以随时报名。|r12-g4-sd6786798-sg
H|debatable|education|毕业时参加英国剑桥"O"水准考试﹐毕业证书由英国剑桥委员会统一颁发﹐受世界各国承认|r12-g4-liuxue114-sg
T|ok-plain|education|每年1月2日开学 学生6岁入学 学制6年﹐其中一至五年级接受外国学生插班|r12-g4-liuxue114-sg
H|ok-title|general|8月1日起,国家知识产权局停征和调整部分专利收费,详情参阅资讯中心公告|r12-g4-lzpat-agency
T|ok-notice|finance|同时,要确保保费在家庭可承受范围内,特别是购买长期交费产品时,需充分考虑自身的持续交费能力。|r12-g4-mnw-chinalife-notice
H|ok-notice|finance|以死亡为给付保险金条件的保险合同,还需要被保险人亲笔签名,否则合同无效|r12-g4-ahic-tips
T|ok-plain|general|如在订单上无特别注明,一般情况下宾馆将保留至入住当日的18:00,过时将不予保留。|r12-g4-gz315-hotelhelp
T|ok-plain|general|自然灾害或不可抗力之因素造成标的物的瑕疵不在保固范围内。|r12-g4-chernger-warranty
H|ok-plain|general|除清真标准外,其产品卫生标准还必须符合 ISO 和 HACCP 规定。|r12-g4-fsi-halal
T|ok-plain|education|新加坡三育中小学是新加坡教育部核准的一所同时提供中学教育、小学教育和预备课程的自治学校。|r12-g4-sd6786798-sg
T|ok-measure|education|因故未能开班上课者,最迟应于当学期内办理退费;已开班者,则依各项费用退费基准办理退费。|r12-g4-tau-enroll
H|ok-plain|education|开课后未逾全期1/3申请退费者,得退还已缴学费五成(报名费不予退还)|r12-g4-nccu-cpbae
T|ok-title|general|中国国家话剧院于2001年12月25日在中国青年艺术剧院和中央实验话剧院的基础上组建成立。|r12-g4-lybxzp-tickets
H|ok-plain|general|本场演出退票截止时间为2022年1月17日,超过此时间未申请退票的订单将默认为换票(观看延期后的对应场次)。|r12-g4-wuhanx-tickets
T|absolute|medical|采用世界最新最快澈底疗法|r12-g5-taipei-appeal-0870729650
T|medical|medical|我的喉咙长期过度使用而不适，中、西医都试过，因为认识诊所的人，特别过来看诊|r12-g5-taipei-appeal-0940521420
T|medical|medical|我的肩膀和腿酸痛，医师很仔细从帮我把脉|r12-g5-taipei-appeal-0940521420
H|medical|device|只要2cc血液就可检测12项肿瘤因子标志物及10种以上癌症|r12-g5-taipei-appeal-09577687900
T|medical|device|可全身癌症检查的蛋白质晶片|r12-g5-taipei-appeal-09577687900
H|medical|drug|BYE BYE再见！举弱佬！一举摆脱硬度不足的困扰！|r12-g5-pcda-105-jian-76
T|medical|medical|正宗脚底穴道疗法配合西藏淋疤拍打法疗效倍增神奇|r12-g5-taipei-appeal-0932848960
H|medical|medical|本书介绍使用独特中药验方治愈案例，以惊奇实证结果，带来治愈的希望和信心|r12-g5-taipei-appeal-0870849350
T|medical|medical|本书介绍首创纯中药排毒法，迅速清除病毒病菌，完全根治，治愈案例，值得信赖|r12-g5-taipei-appeal-0870849350
H|safety|drug|翠普登类主要的作用包括阻断三叉神经的活化反应……快速、有效、副作用相对较少|r12-g5-taipei-appeal-09770068600
T|ok-tip|medical|不要相信「全国第一」或「最专业」等夸大用语，以及不要参加赠品、折扣、团购等不当招揽活动|r12-g5-tvbs-taipei-medad-2021
T|debatable|medical|享受美白针为您带来的丰采，让邱医师团队为您实现吧|r12-g5-alveice-whitening-injection-2016
T|ok-negation|medical|一个不小心使用了「最好」、「保证有效」等词汇，就可能收到卫生局的违规通知|r12-g5-dentco-medad-violation
T|medical|medical|脑神经衰弱、长期失眠、脑压高、头痛精神疲惫、胸口郁闷官能症、忧郁症等|r12-g5-taipei-appeal-0932848960
T|debatable|drug|Sumatriptan（商品名称Imigran……英明格……）是Triptans类中最早出现及被使用的药品|r12-g5-taipei-appeal-09770068600
H|debatable|medical|身体康复实例见证……重大疾病见证|r12-g5-taipei-appeal-09422454700
T|debatable|device|欢迎跟我们分享你/妳戴该产品（隐形眼镜）的照片|r12-g5-giant-tyda-109-jian-90
T|debatable|medical|五倍券专案，5000抵6000|r12-g5-tvbs-taipei-medad-2021
T|ok-real|medical|医疗机构不得以优惠、团购、直销、消费券、预付费用、赠送疗程或针剂等具有意图促销之医疗广告宣传|r12-g5-setn-taipei-medad-2023
T|ok-real|medical|卫生福利部即发布「卫部医字第10516667434A号令」，明确规定「术前术后比较影像」不得出现在医疗广告中|r12-g5-ltn-talk-beforeafter-2026
T|ok-negation|medical|美容业者不得于社群媒体或网站刊登宣传内容，如标榜「微晶焕肤」、「除疤」、「抗发炎」、「纹路填补」、「除疣除皱」等|r12-g5-kinmen-beauty-medad
T|ok-real|medical|医疗广告内容限于以下项目：医疗机构名称、医疗机构地址、所有制形式、医疗机构类别、诊疗科目、床位数量、就诊时间、联系电话|r12-g5-163nvxing-beijing-medad-2010
H|ok-negation|device|也有助听器打着“智能降噪”“无需验配”的旗号，实则只是扩音器|r12-g5-163-hearingaid-2024
T|ok-real|device|未经专业验配的助听器不仅可能无法实现助听效果，还可能因设备将“噪声放大”，对使用者残余听力造成不可逆损伤甚至致聋|r12-g5-163-hearingaid-2024
T|ok-real|medical|本判决宣告医疗法第 84 条：“非医疗机构，不得为医疗广告。”关于禁止医师为医疗广告部分违宪，并立即失效|r12-g5-wikisource-const-112-17
T|ok-negation|medical|广告中包含“逆龄抗衰”等描述，但不能提供证据证明广告内容的真实性，属于虚假广告|r12-g5-pengjiang-medbeauty-2024
T|ok-real|medical|2023年全台医疗广告违规案例中，牙医诊所以28%的比例居各科之冠|r12-g5-aideamed-dental-ad
T|realestate|real-estate|约60万方生态湿地,放怀天地|r12-g6-cqn-chengdu-yingting-2022
H|realestate|real-estate|约1.5万方滨河湿地公园|r12-g6-cqn-chengdu-yingting-2022
H|realestate|real-estate|金马湖湿地公园|r12-g6-cqn-chengdu-yingting-2022
T|ok-negation|real-estate|“金马湖湿地公园”无任何指向,目前金马街道区域内也没有“湖”,只有“金马河”|r12-g6-cqn-chengdu-yingting-2022
T|citation|education|海淀区重点校一线初三教师|r12-g6-bjjixiec-haidian-boyu-sms
T|citation|education|人大附中教学模式|r12-g6-bjjixiec-haidian-boyu-sms
T|debatable|general|它已经深层到你的里面去帮你的脂肪作打碎击碎的动作,可以软化你的脂肪层|r12-g6-ican168-skypro-ftc
T|debatable|general|来店有礼双重送摸彩活动|r12-g6-techbang-shanghe-water-ftc
H|ok-negation|general|但是,投资纪念币真的是稳赚不赔、没有风险的吗?|r12-g6-warch-coins-collecting
T|ok-real|general|很多人购买纪念币是为了投资,期望获得更多的利益。|r12-g6-warch-coins-collecting
T|ok-negation|general|尽管纪念币常被宣传为“稳赚不赔”的收藏品,但其市场价格并非由固定机制决定|r12-g6-zzwlawyer-coin-investment
T|ok-real|general|这种非线性波动使得纪念币投资远非“保值”那么简单,反而可能面临本金损失的风险。|r12-g6-zzwlawyer-coin-investment
T|ok-tip|general|凡是承诺“高价回收”的人民币装帧产品均为虚假宣传。|r12-g6-qwdsh-pboc-coin-tips-2020
T|ok-real|general|中国人民银行从未发行过任何形式的“珍藏册”、“大全套”等钱币装帧册。|r12-g6-qwdsh-pboc-coin-tips-2020
T|ok-real|general|普通纪念币与同面额人民币等值流通。|r12-g6-qwdsh-pboc-coin-tips-2020
T|ok-real|general|银行回购:最稳妥的方式,但只能按面值兑换|r12-g6-suyane-coin-guide
T|ok-real|general|许多销售商总是把此类纪念章说成是纪念币,故意误导群众,以便招揽生意|r12-g6-sina-1999-macau-medals
H|ok-tip|general|投资收藏千万不可盲目从众,切忌人云亦云,赶潮流。|r12-g6-sina-1999-macau-medals
T|ok-real|general|在我国,风水占卜作为一种传统文化,历史悠久,源远流长。|r12-g6-wnsta-fengshui-law
H|ok-negation|real-estate|房地产广告中不得含有广告主能够为入住者办理户口、就业、升学等事项的承诺。|r12-g6-fang-changxing-edu-property-2016
T|ok-negation|real-estate|现在,如果卖房者在卖房过程中再说“教育地产”“送户口”等承诺事项,就要被罚款了。|r12-g6-fang-changxing-edu-property-2016
H|ok-negation|real-estate|不得明示或者暗示购买者可以报名就读特定中小学|r12-g6-trklw-school-district-notice
T|ok-negation|real-estate|房地产中介机构在二手房买卖过程中,不得以学区房名义挂牌交易二手房|r12-g6-trklw-school-district-notice
H|ok-real|general|小学招生以房产证为主要依据,期房不作为入学依据,必须交房并实际入住后,业主子女才能享受学区入学政策。|r12-g6-ttnews-bengbu-school-district
T|ok-real|general|商务类公寓、40年产权公寓、写字楼、仓库和车库不作为入学依据。|r12-g6-ttnews-bengbu-school-district
T|ok-negation|general|事业不得在商品或广告上,或以其他使公众得知之方法,对于与商品相关而足以影响交易决定之事项,为虚伪不实或引人错误之表示或表征。|r12-g6-tw-ftc-faq-art21
T|ok-negation|education|严厉打击对教育、培训的效果作出明示或者暗示的保证性承诺|r12-g6-chinadaily-hebi-edu-ads-2025
T|ok-negation|education|重点打击夸大宣传、虚假承诺、诱导考生及家长过度消费等广告违法行为。|r12-g6-chinadaily-hebi-edu-ads-2025
H|ok-negation|finance|广告主发布含有对未来效果、收益或者与其相关的情况作出保证性承诺,明示或者暗示保本、无风险或者保收益等内容的招商等有投资回报预期的商品或者服务广告|r12-g6-tailinu-rong360-fine
T|ok-negation|finance|对于网络金融平台广告管理,含有高回报高收益的诱导性广告一直是工商监管部门重点打击对象|r12-g6-tailinu-rong360-fine
H|ok-title|general|同时担任股神系统资讯有限公司负责人|r12-g6-tw-tpba-103-su-1916
T|ok-real|general|近期民众在脸书、LINE或财金新闻网站上,当能看见名人推荐个股或社群等伪装成新闻的钓鱼广告|r12-g6-comemg-fsc-fake-investment-ads
T|ok-tip|education|消保处建议民众,签订补习服务契约时如业者收费非采“按月缴纳”方式者,如一次收足,应特别注意契约内容是否有载明履约保障机制的条款。|r12-g6-udn-cpc-cram-school-2025
T|ok-negation|education|上述广告宣传“早鸟抢先约”“比你的同学更早拿下高分”等内容,制造家长焦虑,误导公众教育观念,违反中央“双减”政策的要求。|r12-g6-huainanzx-shanghai-edu-cases-2022
T|ok-negation|education|部分校外培训机构通过在广告中虚构原价的手段,达到吸引消费者的目的,对消费者购买行为造成实质性影响。|r12-g6-huainanzx-shanghai-edu-cases-2022
T|ok-real|general|2000年的龙钞为什么能涨到1700元?关键在发行量——当年只发了1000万套|r12-g6-suyane-coin-guide
T|medical|drug|一举摆脱硬度不足的困扰！|r12-g7-tw-pcda-105-jian-76
T|ok-measure|general|其中5款样本的制冷量较声称的数值低，差异最大的1款较声称数值低近5%。|r12-g7-hk-metro-2024-ccc
T|ok-measure|general|样本间的能源效率亦颇为参差，能源效率最高可相差23.4%。|r12-g7-hk-metro-2024-ccc
H|ok-real|general|其中1款含DEET的样本更是保护力最强，另外1款样本使用后，不驱蚊反吸蚊。|r12-g7-hk-parentingheadline-ccc
T|ok-real|food|没发现有害物质超出世卫的相关准则值，所有样本皆可安心饮用。|r12-g7-hk-parentingheadline-ccc
T|ok-negation|general|声称有抗菌功能的样本的抗菌表现却强差人意。|r12-g7-hk-ccc-546-towels
T|citation|general|杀菌率达99.9%|r12-g7-hk-mingpao-2020-clipcard
T|ok-measure|general|消委会又发现，3款标示100%棉的样本，实际检出的成分比例与标示有差异。|r12-g7-hk-rthk-towels
T|ok-measure|general|“杀菌率≥90%”的产品具有杀菌作用，可标注“抗菌”或“杀菌”。|r12-g7-sz-ccc-2024-laundry
H|ok-tip|general|“长效”也是一个相对模糊的概念，更多是实验意义上的结论。|r12-g7-sz-ccc-2024-laundry
T|ok-negation|general|使用“最好”、“最佳”、“第一”、“首创”等无限高度的形容词的|r12-g7-cca-15-illegal-ads
T|medical|drug|让性福硬起来|r12-g7-tw-pcda-105-jian-76
T|medical|cosmetics|PAYOT柏姿无敌战痘膏|r12-g7-tw-tpba-111-su-799
H|citation|food|有机纯素南瓜松饼粉|r12-g7-tw-tcba-113-jian-36
H|ok-negation|food|新竹市卫生局强调，食品不能宣称疗效，这样的广告其实已经违法。|r12-g7-tw-ltn-2025-hsinchu-tip
H|ok-tip|food|食品不是药，拒当广告冤大头！|r12-g7-tw-ltn-2025-hsinchu-tip
H|ok-negation|food|涉及医疗功效：宣称能治疗失眠、降血压、护肝护肾等。|r12-g7-tw-ltn-2025-hsinchu-tip
T|ok-tip|food|食品主要是补充营养，不能取代药品的治疗效果。|r12-g7-tw-ltn-2025-hsinchu-tip
H|ok-negation|food|食物的目的是为提供人类基础营养的生存需求，食品更不具疗效|r12-g7-tw-secjie-2025-tainan
T|ok-tip|general|如发现身体不适，应尽速寻求医师诊疗；如有用药需求，请咨询药师。|r12-g7-tw-secjie-2025-tainan
T|ok-negation|drug|新加坡是按照这款胶囊成分的功效，批准这款胶囊可作为缓解伤风感冒症状的中成药进行销售，并非认可这款胶囊可作为治疗或缓解新冠症状的药物。|r12-g7-sg-fastread-lianhua
T|ok-negation|drug|没有科学证据证实任何草药有助治疗新冠疾病。|r12-g7-sg-fastread-lianhua
T|ok-negation|drug|不可鼓励消费者用药治疗严重疾病或不要就医。|r12-g7-sg-fastread-lianhua
T|ok-tip|drug|卫生部促请民众勿在网上购买声称可预防和治疗新冠肺炎的疫苗。|r12-g7-my-orientaldaily-2021-vaccine
H|ok-negation|drug|售卖者被禁止在所有媒体刊登有关预防新冠肺炎疫苗的资讯。|r12-g7-my-orientaldaily-2021-vaccine
T|ok-tip|drug|民众同样受促勿从社交媒体平台、线上购买药品或化妆品。|r12-g7-my-chinapress-2024-melaka
T|ok-real|drug|「氟西汀」是一种治疗精神疾病的药物，可能引起腹泻、乏力、幻觉及失眠等不良反应。|r12-g7-mo-bastille-2024-honeyq
T|ok-real|drug|鉴于此西药成分会增加服用者患心血管疾病的机会，本澳已禁止任何含有西布曲明的药物进口|r12-g7-mo-bastille-2024-honeyq
T|ok-real|drug|本法规订定在药品（包括在传统医学上所使用之药品）之广告方面须遵守之规则。|r12-g7-mo-decree-30-95-m
T|ok-real|drug|诊断、治疗、减轻或预防疾病或疾病之症状|r12-g7-mo-decree-30-95-m
T|ok-real|general|有些保健品的广告更是为其销售而夸大其辞。|r12-g7-mo-sengpou-2023
H|ok-measure|general|化验结果证实害虫驱赶器的声音频率只有约50赫兹，未达到超声波的音频|r12-g7-hk-customs-2014-repeller
H|ok-real|drug|有关样本经政府化验所检测后，发现该皮肤软膏并未如其产品盒面所注明含有「尿素」成分。|r12-g7-hk-customs-2009-ointment
T|ok-real|drug|政府化验所的检验结果显示，「温燃烧」样本含有「西布曲明」，而「消水丸」样本则含有「呋塞米」。|r12-g7-hk-hkej-dh-slimming
H|ok-tip|general|卫生署促请消费者不要相信此等声称及延误治疗。|r12-g7-hk-tsoww-water
H|ok-real|general|香港海关回覆本报查询，指原产地以外国语言写不属违法。|r12-g7-hk-mingpao-2016-origin
H|ok-tip|medical|消费者切勿轻信广告效果，盲目购买美容疗程|r12-g7-hk-xinhua-2012-beauty
T|ok-real|food|值得注意的是，我国目前尚未核准任何一种瘦身减肥食品|r12-g7-tw-lawdata-slimming
H|ok-negation|medical|业者爱用吸睛用语如「国内首例」、「最优」等排名式耸动用语，及「完全根治」、「永不复发」等夸大医疗效能用语，未来不准用|r12-g7-tw-cna-2016-medad-rule
T|ok-negation|medical|广告中也不能出现艺人影像或术前、术后比对照|r12-g7-tw-cna-2016-medad-rule
H|ok-real|medical|本判决宣告医疗法第 84 条：“非医疗机构，不得为医疗广告。”关于禁止医师为医疗广告部分违宪|r12-g7-tw-wikisource-112-17
T|ok-negation|food|根据《中华人民共和国食品安全法》，食品、保健食品不能宣传疾病预防、治疗功能。|r12-g7-samr-cca-2025-elderly-tip
T|ok-tip|health-food|身体不适、治疗疾病要去正规医院就诊，避免贻误病情。|r12-g7-samr-cca-2025-elderly-tip
T|ok-tip|health-food|凡声称有疾病预防、治疗功能的，一律不要购买；未声明“本品不能代替药物”的，一律不要购买。|r12-g7-zj-zhenjiang-cac-tip
T|ok-negation|health-food|保健食品是食品，不是药品，不能代替药品用来治疗疾病。|r12-g7-zj-zhenjiang-cac-tip
T|ok-negation|health-food|保健品不能替代药物的治疗作用。|r12-g7-ln-shenyang-cac-2018
T|ok-real|drug|药品包装必须标有“国药准字”批准文号。|r12-g7-ln-shenyang-cac-2018
T|ok-negation|health-food|如“对增强老年人的体质、降低衰老速度有辅助作用”就被说成具备了“延缓衰老”的功能。|r12-g7-baojian-fda-tip
H|ok-negation|health-food|主播巧避监管，以“调理”“养护”等话术暗示疗效，规避“治病”等违规表述|r12-g7-youth-2026-fishoil
#@round 13
# ── round 13 (2026-11-29): 203 rows quoted from outside material (penalty decisions, court judgments, case bulletins, labels and lawful seller copy) by seven collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
T|medical|food|预防肺腺癌、支气管发炎|r13-g1-ntpc-2022-megasmarter
H|medical|food|预防新型冠状病毒|r13-g1-ntpc-2022-megasmarter
H|medical|food|有效降低白内障、再生视神经、一罐解决眼睛各种疾病|r13-g1-ntpc-2022-megasmarter
T|absolute|cosmetics|第1支标靶式4D类肉毒杆菌，许多医美中心指定使用拉皮圣品|r13-g1-ntpc-104-cosm-pchome
T|ok-tip|health-food|建议饭前一小时，或饭后两小时食用|r13-g1-shopugo-supplement-timing
H|ok-tip|health-food|每天建议摄取量：一般建议一天1包，具体请依照各家产品包装说明|r13-g1-shopugo-supplement-timing
T|ok-tip|health-food|初次补充含膳食纤维类的保健食品，建议从少量开始，循序渐进增加食用量，避免肠胃不适。|r13-g1-shopugo-supplement-timing
T|ok-tip|health-food|若一次性补充高量膳食纤维，会影响钙、铁等矿物质的吸收作用，建议分开食用。|r13-g1-shopugo-supplement-timing
T|ok-tip|health-food|看成分表顺序：越前面代表含量越多。|r13-g1-jiayue-choose-supplements
T|ok-tip|health-food|看营养标示：每份含量 × 每日份数=每日总量（别超量、也别只写好看但剂量过低）。|r13-g1-jiayue-choose-supplements
T|ok-measure|food|富含654.1mg/100g的钙质、30.91mg/100g的铁质、48.6g/100g的膳食纤维|r13-g1-gcm-fucoidan-blog
H|ok-tip|food|有些果蔬汁产品只能以冷藏贮藏，开封后要尽快饮用完，才能避免微生物滋生、产品腐败变质|r13-g1-mamibuy-juice-tip
H|ok-measure|health-food|身体一次最大吸收量：500毫克(mg)|r13-g1-vocus-supplement-notes
T|ok-notice|health-food|以上资讯仅供参考，采买及服用前请咨询专业医疗人员。|r13-g1-vocus-supplement-notes
H|ok-real|health-food|每日最高摄食量不得超过30mg。|r13-g1-firdi-coq10-list
H|ok-grade|food|特级初榨橄榄油（Extra virgin olive oil）：游离酸度（以 Oleic acid 表示）≤ 0.8%；酸价 ≤ 1.6 mg KOH/g。|r13-g1-olife-olive-oil-guide
T|ok-tip|food|掌握正确保存方法，让每一滴橄榄油都能发挥最佳风味与营养价值|r13-g1-olife-olive-oil-guide
T|ok-tip|food|选橄榄油第一步，建议要找瓶身上写着「Extra Virgin Olive Oil（EVOO）」，就是特级冷压初榨橄榄油。|r13-g1-wko-olive-oil-choose
T|ok-plain|food|它只用机械温控冷压榨取，是橄榄油的第一道原汁，保留了橄榄最原始的风味和营养。|r13-g1-wko-olive-oil-choose
H|ok-tip|food|条码不能成为判断品质的绝对依据|r13-g1-wko-olive-oil-choose
T|ok-negation|food|是不是标示「Pure」就代表最纯净、最健康呢？事实上，答案可能和您想的完全不一样！|r13-g1-peppergreen-pure-olive-oil
H|ok-measure|food|并混合了少量（通常是15-25%）的初榨橄榄油（Virgin Olive Oil）来增加风味和颜色|r13-g1-peppergreen-pure-olive-oil
T|ok-grade|food|这是最高等级的橄榄油，油酸度必须低于0.8%，过氧化值低于10 meq/kg。|r13-g1-aicu-olive-oil-guide
T|ok-measure|food|冷压是指在27°C以下的低温环境中，透过物理方式压榨，不使用任何化学溶剂。|r13-g1-aicu-olive-oil-guide
T|medical|food|摆脱骨关节问题|r13-g1-fda-112-top10-ctzntalk
H|absolute|food|全台最强的补股造肌灵活配方|r13-g1-fda-112-top10-ctzntalk
T|medical|food|是不是和我一样，身上有些负担老是甩不掉…只要六周，我真的做到了，相信你也可以…|r13-g1-fda-102-monitor-yes99
T|ok-tip|cosmetics|漱口水于刷牙后使用效果较佳，不应以漱口水取代刷牙。|r13-g1-fda-toothpaste-udn-2025
T|ok-real|health-food|健康食品系经过产品安全性、功效性评估试验，即产品本身经过科学验证其「保健功效」，依建议摄取量，系安全又有效|r13-g1-gooddaymall-health-food-page
H|ok-tip|health-food|特别要选择有良好信誉和口碑的品牌，这样可以确保产品是有完整的安全性报告。|r13-g1-gcm-fucoidan-blog
H|debatable|health-food|为了让身体补充营养素，选择产品时我会选择高浓度、高吸收、高纯度的褐藻糖胶萃取物|r13-g1-gcm-fucoidan-blog
H|ok-tip|health-food|看产地与检验：产地、批号、效期、第三方检验/COA、过敏原与素食标示。|r13-g1-jiayue-choose-supplements
T|ok-plain|food|经较高温度及较长时间的热杀菌，可去除较多微生物及酵素，延长保存时间，但也会使色泽、营养及风味部分被破坏或流失|r13-g1-mamibuy-juice-tip
T|ok-notice|finance|本期理财产品预期收益率仅供客户参考,并不作为银行向客户支付理财收益的承诺|r13-g2-szjl-bank-licai-naming
T|debatable|finance|预期年收益率高达4%-15%,上不封顶|r13-g2-szjl-bank-licai-naming
T|ok-notice|finance|中国信托雄鹰新兴市场债券基金(本基金有相当比重投资于非投资等级之高风险债券且基金之配息来源可能为本金)|r13-g2-ctbc-fundknow
T|ok-plain|finance|所创造的利润由投资人共同分享、风险也共同承担|r13-g2-ctbc-fundknow
H|debatable|finance|投资人除了因行情波动或经理人操作优劣会有盈亏外,是不需为资金的安全性担心|r13-g2-tsit-encyclopedia
T|ok-plain|finance|基金除支付一定比率的经理费用给经理公司及给付保管费给保管机构,并扣除应负担之相关费用外,所有利润归投资人|r13-g2-tsit-encyclopedia
T|ok-plain|real-estate|通过清湖立交、珠三角环线高速公路、沈海高速公路可便捷抵达该区域|r13-g2-banq-longhua
H|ok-notice|real-estate|出卖人展示的沙盘、模型、样板间、宣传资料及宣传广告等仅作推广示意,不构成任何要约,一切以本合同约定为准|r13-g2-jinan-shangpinyanyuan-court
T|ok-negation|finance|不要参与打着“风险有限,收益无限”口号的高杠杆率投资|r13-g2-anhui-csrc-fangfei-koujue
T|ok-negation|finance|不要相信“天上掉馅饼”,不要相信有高收益高回报的投资机会|r13-g2-anhui-csrc-fangfei-koujue
T|price|finance|本月最后100份,错过再等一年|r13-g2-wanyiwang-xiaobao-shencha
T|ok-negation|real-estate|不论是以「可试价」、「建议还价」、「成交价」,或以任何名目计算的金额,亦属违规|r13-g2-hk-eaa-price-circular
T|absolute|food|素以独特的风味、优良的品质,色、香、味俱佳而位居中华四大名醋之榜首|r13-g3-henan-2021-yuxingshen316-cu
T|debatable|food|上品饮茶,极品饮花|r13-g3-nanyang-court-dongfangshuye
T|debatable|food|雾霾了,吸点不一样的|r13-g3-chaoyang-court-2018-guilinggao
T|citation|cosmetics|运用现代生物科技、独有促透导入剂、加倍吸收安全有效|r13-g3-shanghai-gongshang-xiangyibencao
T|citation|real-estate|建筑面积约137m2≈171.6m2|r13-g3-wenzhou-lucheng-2016-yuejiang
T|price|real-estate|首开福利价首开后立涨500元/平米错过再无|r13-g3-court-loupan-lizhang500
T|debatable|food|高沟特曲在第四届全国评酒会上以95.13分名列全国浓香型曲酒第二名,同年获轻工部酒类大赛金杯奖|r13-g3-qixia-court-2009-gaogou
T|absolute|general|处于南昌市最具发展潜力的红谷滩新区凤凰洲|r13-g3-nanchang-rail-2020-ganxingzhong292
T|absolute|general|是您商务洽谈、旅游下榻的首选场所|r13-g3-nanchang-rail-2020-ganxingzhong292
T|debatable|general|是管理公司旗下第一家五星级商务酒店|r13-g3-nanchang-rail-2020-ganxingzhong292
H|citation|general|3天格力空调销售突破15万套,市场占比达81%,空调专卖系统格力市场占比97%|r13-g3-chongqing5-2009-gree
T|citation|general|没有中间商赚差价|r13-g3-putuo-2019-chewang-guazi
H|ok-measure|medical|手术当天温凉饮食,术后1-2周内吃流食或半流食,不吃过热、硬及刺激性食物,术后不要吸烟,禁止饮酒。|r13-g4-clinic-tianjin-implant-care
H|ok-tip|medical|需要注意的是,种植牙的效果和成功率与患者的口腔健康状况、手术技术、术后护理等因素密切相关。|r13-g4-duduzhe-implant-notes
T|ok-measure|medical|角膜厚度需大于480微米,术后剩余角膜须保留安全值,薄角膜可能增加圆锥角膜风险,术前需通过角膜地形图精准测量。|r13-g4-fh21-myopia-surgery-req
T|ok-measure|medical|近两年近视度数增长不超过50度,青少年需年满18周岁且连续两年屈光度稳定,避免术后回退。|r13-g4-fh21-myopia-surgery-req
T|ok-measure|medical|患者在手术时,年龄需在18到50岁之间,此时患者的眼部发育一般比较完善,可以降低术后视力回退的风险。|r13-g4-mfk-myopia-scph
T|debatable|education|不需负担材料工具场地费用|r13-g4-tw-leetsai-2024-xiayu-course
H|ok-plain|education|该课程主要面向6-11岁编程启蒙阶段的儿童,同时覆盖6-16岁有编程兴趣的青少年群体。|r13-g4-course-shenzhen-xiaomawang-scratch
T|ok-plain|education|对于零基础学员,课程通过"认识编程界面-学习基础积木-完成简单动画"的渐进式设计,帮助孩子建立编程思维|r13-g4-course-shenzhen-xiaomawang-scratch
T|debatable|education|学员平均经过48课时学习后,可独立完成包含多个交互场景的完整游戏项目,掌握超过20种编程基础算法|r13-g4-course-edukxw-scratch
T|citation|education|网友票选支持率全国第一|r13-g4-news-chengdu-qingmai-training
T|citation|education|2015年最具影响力职业教育机构|r13-g4-news-chengdu-qingmai-training
H|absolute|education|中国最大互联网项目实训基地|r13-g4-news-chengdu-qingmai-training
T|absolute|education|中国最具有影响力教育集团|r13-g4-news-chengdu-qingmai-training
T|ok-tip|medical|生活美容不是医疗美容,没有所谓的“轻医美”美容方式。|r13-g4-clinic-jawsjd-qiumeizhe-notice
T|ok-tip|medical|在接受医疗美容服务前应当查看医疗美容机构公示的《医疗机构执业许可证》或《诊所备案凭证》,以及医师、护士的执业资格证书,了解收费价格标准等信息。|r13-g4-clinic-jawsjd-qiumeizhe-notice
T|ok-tip|medical|医疗美容服务必须使用国家药品监督管理机关核准的药品和医疗器械,其他物品不能充作药品或医疗器械进行人体注射。|r13-g4-clinic-jawsjd-qiumeizhe-notice
T|ok-tip|medical|求美者接受医疗美容服务时,一定要保留好病历、诊断证明、检查检验报告、收费凭证、手术前照片等相关资料。|r13-g4-clinic-jawsjd-qiumeizhe-notice
H|ok-real|medical|据介绍,武汉共有98家有资质的医疗美容机构,从事生活美容的注册美容店大约有2300家。|r13-g4-wuhan-wjw-medbeauty-warning
T|ok-tip|medical|尽管双眼皮手术属于常见的美容手术,但术后护理对于确保最佳效果和减少并发症非常重要。|r13-g4-pingguolv-jszyy-eyelid-recovery
T|ok-measure|medical|这种情况下,可以通过冷敷来减轻肿胀和不适感,一般建议每次冷敷15-20分钟,每小时一次。|r13-g4-pingguolv-jszyy-eyelid-sleep
T|ok-measure|medical|完全恢复通常需要3-6个月,这期间应避免剧烈运动、桑拿、高温环境等可能影响恢复的因素。|r13-g4-pingguolv-jszyy-eyelid-sleep
H|debatable|medical|总的来说,成都华西眼科的双眼皮手术是一种安全有效的美容方法,其恢复时间相对较短,且大多数患者都能获得满意的效果。|r13-g4-paoguo-chengdu-huaxi-eyelid
H|ok-measure|medical|重睑术的一般参考价格是2000-30000元/次,通常在术后2周左右可见缓解,但可能会出现眼睛疼痛、感染等症状。|r13-g4-cnys-eyelid-aftercare
T|absolute|medical|今年最好的过节礼物~医美诊所疗程券|r13-g4-tw-taipei-2013-groupbuy-medbeauty
T|ok-measure|general|5岁(含)以下幼儿不占床不收费(最多1人)|r13-g5-asiayo-nantou-bnb
T|ok-plain|general|儿童超过5岁以上依成人计费(请确实选择人数!)|r13-g5-asiayo-nantou-bnb
T|ok-plain|general|实际收费标准,仍依旅宿官方规定为准|r13-g5-asiayo-nantou-bnb
T|ok-plain|general|入住屋内全面禁止吸烟、吃槟榔及赌博。|r13-g5-asiayo-nantou-bnb
T|ok-plain|general|为维护住宿品质,晚上10:00过后谢绝访客,请依房型人数进住。|r13-g5-asiayo-nantou-bnb
H|ok-plain|general|本规范适用于直流牵引系统内含智能数据控制的新建工程,其它扩建、改建工程可参照执行。|r13-g5-wididy-zbp200p-spec
T|ok-plain|general|住宿人数增加一人,三足岁即需加床费用。|r13-g5-twstay-catmia-notes
H|ok-plain|general|本民宿网站采线上订房方式,预付订金金额为住房金额的30%。|r13-g5-twstay-catmia-notes
H|ok-notice|general|民宿自2023年7月起依政府规定不提供所有一次性的盥洗用品与毛巾 (有提供挤压式的沐浴乳与洗发精)|r13-g5-stcamping-notes
T|ok-measure|general|烤肉请自备离地30公分之烤架,并落实资源回收、厨余分类。|r13-g5-stcamping-notes
T|ok-plain|general|夜冲收费为牌价之半(民宿与木屋夜冲隔日早上不供餐)。|r13-g5-stcamping-notes
T|ok-plain|general|严禁卡拉OK、麻将及鞭炮烟火。|r13-g5-stcamping-notes
T|ok-real|drug|益气健脾,补肾安神。用于脾肾阳虚所致的失眠多梦,体虚乏力,气短。|r13-g5-hnysfww-goods-7488
T|ok-notice|drug|服药二周或服药期间症状未明显改善,或症状加重者,应立即停药并到医院就诊。|r13-g5-hnysfww-goods-7488
H|ok-measure|drug|早晚空腹时温开水送服。一次10ml,一日2次,小儿酌减。|r13-g5-hnysfww-goods-7488
H|ok-plain|drug|本品储存日久,可产生轻微沉淀,服时摇匀。|r13-g5-hnysfww-goods-7488
T|ok-ordinal|education|报名短期课程,第一周内可退换课,第二周起不再受理。|r13-g5-joylife-signup
H|ok-plain|education|旁听费:每门课程平均单堂费用加50元行政费|r13-g5-joylife-signup
H|ok-plain|education|非学分班学员修业期满,凡缺课时数未达该班总时数三分之一者,即发给结业证书。|r13-g5-tpcu-cec-notes
H|ok-plain|education|各班报名人数未达开班之基本人数则不予开班,所缴费用全数退还。|r13-g5-tpcu-cec-notes
H|ok-plain|education|凡已确定开班之课程,于开课前学员自行办理退费者,学费退百分之八十.|r13-g5-tpcu-cec-notes
T|ok-plain|education|遇风灾、地震或重大灾害等不可抗力之因素所造成的停课事项(政府宣布不上课),各课程顺延一周或择期补课。|r13-g5-tpcu-cec-notes
H|ok-ordinal|education|第一项- 学员于开课日前60-15天申请取消报名课程者,得受理课程全额退款,但须缴纳本课程费用之5%做为行政手续费。|r13-g5-ncgr-terms
T|ok-plain|education|本课程若为单次或单日课程,开课后则无法受理任何取消申请。|r13-g5-ncgr-terms
T|ok-plain|education|本课程若因招生不足或其他事由而无法如期开课时,本分会将于原定开课日前7天内将本课程费用全额退款予已报名之学员。|r13-g5-ncgr-terms
T|ok-notice|drug|服药三天后症状未改善,或出现吐泻明显,并有其他严重症状时应去医院就诊。|r13-g5-qwdk666-huoxiang
T|ok-real|drug|它能解表化湿,理气和中。用于暑湿感冒,头痛身重胸闷,或恶寒发热,脘腹胀痛,呕吐泄泻。|r13-g5-qwdk666-huoxiang
T|ok-measure|drug|本品有效期是36月,即就是从出厂保存36个月就会过期,也就是说只能保存36个月,就是3年。|r13-g5-qwdk666-huoxiang
T|ok-notice|drug|有高血压、心脏病、肝病、糖尿病、肾病等慢性病严重者应在医师指导下服用霍胆丸。|r13-g5-jianke-huodanwan
H|debatable|drug|购买本品,选择方舟健客上药店,方舟健客上药店,药品价格优惠,质量有保障,购买方便快捷。|r13-g5-jianke-huodanwan
T|ok-measure|drug|藿胆丸的服用方法为口服,一次3~6克,一日2次。|r13-g5-jianke-huodanwan
H|ok-grade|food|依据国家标准(CNS),依据制程及品质差异,主要分成初榨橄榄油、精制橄榄油、橄榄油三大类|r13-g5-olifefood-olive-guide
H|ok-grade|food|初榨橄榄油可以分成特级初榨橄榄油、良级初榨橄榄油及普级初榨橄榄油。|r13-g5-olifefood-olive-guide
H|ok-plain|food|当我们看到“纯橄榄油 (Pure Olive Oil)”这个词,很自然会联想到100%纯粹、天然。|r13-g5-peppergreen-pure-olive
H|ok-tip|food|看标签与认证(选择有 PDO / PGI / 有机标章的)|r13-g5-yilanmart-evoo
H|ok-tip|food|选择深色玻璃瓶与产地|r13-g5-yilanmart-evoo
T|ok-measure|general|颈挂式扬声器保护盖关紧时,具有IPX4*1的防水规格,符合IEC60529“进水防护等级(IP代码)*2”所述的“泼水防护等级”。|r13-g5-sony-srsns7-waterproof
H|ok-notice|general|但是,这并不表示颈挂式扬声器完全防水。|r13-g5-sony-srsns7-waterproof
T|ok-notice|general|请勿让颈挂式扬声器掉入浴缸内的热水中,或故意在水中使用颈挂式扬声器。|r13-g5-sony-srsns7-waterproof
T|ok-notice|general|此外,切勿在三温暖或热源附近等高温的地方使用颈挂式扬声器。|r13-g5-sony-srsns7-waterproof
T|ok-plain|general|请注意,因客户使用不当而造成水渗入机体内并造成故障,并不提供保固服务。|r13-g5-sony-srsns7-waterproof
T|ok-notice|general|有湿气存在时切勿为装置充电,因为这会导致火灾、电击、人身伤害或损坏 Apple 产品或其他财产。|r13-g5-apple-ht204178-adapter
H|ok-tip|general|确认在通风良好的区域使用转换器。|r13-g5-apple-ht204178-adapter
T|debatable|general|所有 Apple 产品(包括电源转换器)不仅经过严格的安全性和可靠性测试,且所有设计皆符合世界各地政府的安全标准。|r13-g5-apple-ht204178-adapter
T|ok-notice|general|不得使机器超负荷。根据工作条件选择适用的机器。|r13-g5-gardena-ths42-manual
T|ok-notice|general|仅允许使用制造商建议的充电器为电池充电。|r13-g5-gardena-ths42-manual
T|ok-tip|general|许多事故都是由于机器保养不善所致。|r13-g5-gardena-ths42-manual
T|ok-notice|general|将不使用的机器保管在儿童接触不到的地方。|r13-g5-gardena-ths42-manual
T|ok-measure|general|本场演出1.0米以下儿童谢绝入场!|r13-g5-showstart-290314
H|ok-plain|general|演出纸质门票是进场观演的唯一凭证,请妥善保管。|r13-g5-showstart-290314
T|ok-title|general|《小王子》不是童话,而是一种重新看待生命的方式。|r13-g5-showstart-290314
T|ok-title|general|央华戏剧与法国国家人民剧院联合制作的、湖北剧院联合出品的音乐戏剧《小王子》于11月15、16日完成全球首演。|r13-g5-showstart-290314
H|ok-measure|general|1米以下儿童谢绝入场,1米以上儿童凭票入场(儿童专场除外);|r13-g5-cqdjy-notice
T|ok-plain|general|好消息!重庆大剧院现已开通官方网站和免费送票上门业务,可进行网上选位和网上支付,方便市民购票|r13-g5-cqdjy-notice
T|ok-notice|general|剧院内禁止吸烟,如发生紧急情况,请您在工作人员指引下迅速撤离;|r13-g5-weifang-theatre-notice
T|ok-plain|general|自2013年11月15日起,凡在官方网站购票均可享受9.5折优惠。|r13-g5-weifang-theatre-notice
T|ok-identifier|general|英国国家剧院现场|r13-g5-piaowutong-earnest
T|debatable|general|奥斯卡·王尔德最受欢迎的经典|r13-g5-piaowutong-earnest
T|ok-title|general|《认真的重要性》(又译《不可儿戏》)|r13-g5-piaowutong-earnest
T|price|food|双皮奶 现价5元 原价7元 产品以实物为准|r13-g6-cqn-yuncheng-2020-shuangpinai
T|price|general|漫游费最高省百分之八十|r13-g6-merit-vibo-roaming-ftc
H|price|general|打遍世界最高可省漫游费百分之八十|r13-g6-merit-vibo-roaming-ftc
T|debatable|real-estate|可做为促进健康的有机饮用水|r13-g6-merit-vibo-roaming-ftc
T|price|food|这已经是最低价了|r13-g6-bjd-2023-liquor-live
H|price|food|茅台某款酒全球限量发行19999套|r13-g6-bjd-2023-liquor-live
T|price|food|该酒限量发行不超过1000盒,在五粮液年消费一百万的贵宾才能买到|r13-g6-fx168-jiaxi-liquor-fine
T|citation|food|在1915年巴拿马万国博览会在一万多种酒中获得金奖|r13-g6-fx168-jiaxi-liquor-fine
T|citation|food|年销售量突破2亿|r13-g6-fx168-jiaxi-liquor-fine
T|education|education|7天内必定见收益|r13-g6-mengbw-shaoshan-2023-video-course
H|education|education|第一个月涨粉10w粉丝|r13-g6-mengbw-shaoshan-2023-video-course
T|price|education|官方给的指导价是三九九零,我没办法改变,但是我今天我愿意给了大家一份福利|r13-g6-mengbw-shaoshan-2023-video-course
T|citation|education|我们是国家认证的专业互联网教育机构|r13-g6-mengbw-shaoshan-2023-video-course
T|citation|education|这个是国家给我们颁布的品牌强国证书,也是CCTV央视认证扶持的|r13-g6-mengbw-shaoshan-2023-video-course
T|price|general|原价459元/件,只有今天才有(89.9元/件)这个价格,之前没有过,之后也不会有|r13-g6-zjol-pinghu-2022-downjacket-live
H|price|general|一分钟之后下架恢复459元|r13-g6-zjol-pinghu-2022-downjacket-live
H|price|general|89.9元起,原价459元|r13-g6-zjol-pinghu-2022-downjacket-live
H|ok-negation|general|严禁利用虚假或者使人误解的价格手段,诱骗消费者或其他经营者进行交易,包括但不限于虚构原价、虚假优惠折价、不履行价格承诺等价格欺诈行为|r13-g6-ynamr-guoqing-price-reminder
H|ok-negation|food|当事人在经营上述产品时谎称打折、虚构原价,侵害消费者利益|r13-g6-cqn-yuncheng-2020-shuangpinai
H|medical|food|雪燕里面含有非常丰富的玻尿酸,吃一个星期或者半个月,你看看那个游泳圈还在不在。|r13-g6-internetchn-zhimo-live-cases
H|medical|food|会有三个什么什么高的,就去买这个灵芝吃。|r13-g6-internetchn-zhimo-live-cases
T|citation|food|每包里有4个羊肚菌,它里面有18种氨基酸和8种不能吸收的氨基酸,它通通可以为你补上。|r13-g6-internetchn-zhimo-live-cases
T|debatable|medical|全程服务很到位、流程方便、效率高、基本没什么感觉|r13-g6-wsxjzp-samr-live-batch3-dexin
T|ok-real|general|内地则规定原价必须是减价前七日内在同一交易场所的交易价格|r13-g6-appledaily-hk-2019-original-price
T|ok-real|drug|根据产品标签,该中成药可用于消化不良、肠胃不适、呕吐泄泻及伤风感冒。|r13-g7-cchk-dh-unregistered-pcm-2024
H|ok-real|drug|由于未经注册中成药的安全、品质及成效均未经证实,可能对公众健康构成风险。|r13-g7-cchk-dh-unregistered-pcm-2024
T|ok-real|drug|食管局已于101年8月28日公告,统一删除药品含“酒醉”、“口渴酒醉”及“消暑解酒”的适应症,以免误导消费者。|r13-g7-lawdata-tw-stomach-hangover
T|ok-real|drug|对消化道内的病毒、病菌及其产生的毒素、气体等有极强的固定、抑制作用,使其失去致病作用。|r13-g7-qm120-biqi-label
T|ok-real|drug|用于食道、胃、十二指肠疾病引起的相关疼痛症状的辅助治疗,但本品不作解痉剂使用。|r13-g7-dxy-mengtuoshi-label
T|ok-real|drug|本品不影响 X 光检查,不改变大便颜色,不改变正常的肠蠕动。|r13-g7-dxy-mengtuoshi-label
H|ok-notice|health-food|明确不适宜少年儿童、孕期及哺乳期女性,且特别提醒“驾驶、机械作业者操作前不可食用”。|r13-g7-163-melatonin-bluehat-2026
T|ok-tip|health-food|不要迷信进口褪黑素产品。|r13-g7-juduo-melatonin-tips
T|ok-tip|health-food|服用褪黑素不能同时服用阿司匹林。|r13-g7-juduo-melatonin-tips
T|ok-real|drug|中药材属于药品,依法不得于网络、电台或电视购物频道等通路贩售,民众应多留意。|r13-g7-nownews-kaohsiung-herbs-2025
T|ok-tip|health-food|“想”是想清楚自身需求,别误以为保健食品可治百病。|r13-g7-yahoo-taichung-healthfood-2025
H|ok-negation|health-food|若于产品标示或广告中标榜含有“外泌体”,属夸大或不实宣传,已违反《食品安全卫生管理法》规定,食安处依法查处,绝不宽贷。|r13-g7-yahoo-taichung-healthfood-2025
H|ok-tip|health-food|建议民众可以多吃含有胶质以及软骨素的食物,像是白木耳、山药等,维持关节健康。|r13-g7-bg3-changhua-glucosamine
H|absolute|drug|方舟健客药店致力于帮助老百姓提高用药水平、降低用药费用,为病患朋友提供厂家直供、低价,绝对正品的优质药品。|r13-g7-jianke-fishoil-2014
T|ok-notice|health-food|鱼油软胶囊具有辅助降血脂或调节免疫力的辅助保健功能,属于保健食品,不是药品,不能代替药物治疗疾病。|r13-g7-fayiyi-sdca-fishoil-2023
H|ok-notice|health-food|鱼油软胶囊类保健食品不含全面的营养素,不能代替其他食品。|r13-g7-fayiyi-sdca-fishoil-2023
H|ok-tip|health-food|尤其是少年儿童、孕妇、海产品过敏者等特定人群,在选择鱼油软胶囊类保健食品时更应谨慎。|r13-g7-fayiyi-sdca-fishoil-2023
T|medical|device|适用于眼干、眼涩、眼疲劳、眼疼痛、眼部浮肿、充血、酸胀、视力低下、弱视、近视、远视、视网模糊、迎风流泪等不适人群的局部降温|r13-g7-sina-nmpa-device-online-2025
T|ok-real|device|发热患者的局部降温,仅用于体表完整皮肤|r13-g7-sina-nmpa-device-online-2025
T|ok-tip|general|呼吁民众勿听信夸大不实广告,如有身体不适,应寻求正规医疗院所就医。|r13-g7-ettoday-hualien-ads-2025
T|medical|drug|东方三宝是唯一具有精气神三宝同养的甲类OTC国药,是肾虚、前列腺人的健康之宝、长寿之宝、幸福之宝。|r13-g7-88lan-hlj-fda-blacklist
H|ok-real|drug|中成药全属非处方药物,说明书须列明产品基本的知识,帮助市民能正确服用有关产品。|r13-g7-cmchk-pcm-label-faq
T|ok-tip|drug|因应不同人的体质、病因和病情,所用的中成药亦不同,因此市民购买前应先征询中医师的专业意见,选择适合自己的中成药及服用疗程。|r13-g7-wanglu-hk-pcm-tips
T|ok-notice|drug|传染性单核细胞增多症患者应用本品易发生皮疹,应避免使用。|r13-g7-jianke-amoxicillin-notes
T|ok-real|drug|阿莫西林可导致采用Benedit或Fehling试剂的尿糖试验出现假阳性。|r13-g7-jianke-amoxicillin-notes
T|ok-tip|drug|方舟健客提醒您,在服用药物时,一定注意药物的毒副作用,不要让药物的治疗变成毒害。|r13-g7-jianke-amoxicillin-notes
H|ok-notice|drug|孕妇应仅在确有必要时应用本品。|r13-g7-hongpingguo3-amoxicillin
H|ok-real|drug|与青霉素类和头孢菌素类之间存在交叉过敏性和交叉耐药性。|r13-g7-hongpingguo3-amoxicillin
T|ok-tip|general|凡是广告内容太神奇、太吸引人,务必提高警觉,聪明判断产品资讯,尤其是宣称具有疗效更勿轻信、勿冲动购买,以免花钱受骗得不偿失。|r13-g7-taiwanhot-chiayi-ads-2023
H|ok-real|general|根据《刑法》第二百二十二条的规定,虚假广告罪最高法定刑为2年有期徒刑|r13-g7-tupark-zigong-false-ad-crime
T|ok-negation|drug|在广告中违法宣称具有预防、治疗新冠病毒感染功能,欺骗或者误导消费者的|r13-g7-njpanjin-samr-covid-ads-2022
H|ok-real|device|国家对家用二类医疗器械的广告宣传也有严格规定,不得夸大疗效或误导消费者。|r13-g7-eliaoxuke-class2-devices
H|ok-tip|device|在购买医疗器械前,要仔细阅读产品说明书,询问销售人员或医生,弄清产品的作用机制、适用范围、使用方法、注意事项、禁忌证等|r13-g7-yingfu-home-devices
H|ok-real|device|医用冷敷贴一般都是用来退热,小孩和成人都可以用,使用物理降温比药用降温更安全,但是也有刺激的作用,部分小孩不适合使用。|r13-g7-cnkang-cold-patch-video
T|ok-real|drug|此药属于非处方药,按照说明书推荐的剂量和疗程使用很安全,偶见患者出现便秘、大便干结等不良反应|r13-g7-xywy-mengtuoshi-qa
H|ok-real|health-food|香港法例第231章《不良广告(医药)条例》规定口服产品作出的任何健康声称必须遵循该条例规定。|r13-g7-sofitsogood-cap231
T|ok-real|drug|市面上发现,有安宫牛黄丸产品加入维他命C,就可以避开注册为中成药。|r13-g7-line-hk-pcm-loophole
T|ok-real|health-food|目前共抽检涉及到改善睡眠类、辅助降血糖类、辅助降血脂类、辅助降血压类、缓解体力疲劳类、提高免疫力类等保健食品8个品种8个批次。|r13-g7-zhonglou-healthfood-meeting-2018
T|ok-real|medical|卫生署亦会主动监察美容院的广告及可疑个案,有证据时会联同警方执法。|r13-g7-jackylee-hk-beauty-ads-2016
#@round 14
# ── round 14 (2026-11-29): 144 rows quoted from outside material (penalty decisions, court judgments, case bulletins, labels and lawful seller copy) by seven collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
T|safety|food|连续喝7天,瘦5斤!无任何副作用,孕妇也能喝!|r14-g1-weiwei3388-shangpin-miaoshu
H|safety|general|100%无副作用|r14-g1-weiwei3388-shangpin-miaoshu
T|citation|cosmetics|使用后皮肤年轻10岁!|r14-g1-weiwei3388-shangpin-miaoshu
T|citation|cosmetics|7天白3个色号|r14-g1-check51-cosmetics-xianliuci
T|platform|general|私聊发你链接|r14-g1-cibaike-live-offline-diversion
H|platform|general|好评有礼,全五星好评截图,领取3元现金。|r14-g1-easyfang-2021-haoping-card
T|platform|general|全五星晒图+优质评价,奖励1元|r14-g1-lyrick-2021-double11-haoping
H|platform|general|10字加图片返1|r14-g1-lyrick-2021-double11-haoping
T|ok-plain|general|即使您对购买不完全满意,我们仍希望您在购物时感到快乐和 100% 安全。|r14-g1-hollylike-return-policy
T|ok-plain|general|清仓品提供优惠的价格,它们不能享有免费退货,这不会影响您的法定权利。|r14-g1-hollylike-return-policy
H|ok-plain|general|某些商品五金特别设计为“做旧款”、“复古款”,此类商品五金不闪非商品质量问题,请参考官网商品介绍。|r14-g1-yluxury-return-exchange
T|citation|food|一瓶长高不是梦|r14-g1-sanyan-2019-xhs-jiading-fine
T|citation|food|增高钙片还能让你继续再长几公分|r14-g1-sanyan-2019-xhs-jiading-fine
H|ok-negation|general|打着送红包、抽奖的名义,引导他人到其他平台添加好友、加入群聊等。|r14-g1-xiaohaole-kuaishou-comment-rules
T|ok-real|drug|琥珀粉实际上是一味药材,具有安神、活血等功效,但是它单独能起到的功效非常有限|r14-g1-bofaba-2024-live-food-as-drug
T|ok-negation|general|直播间不允许提到私信或添加微信等要求,这些都是违规的。|r14-g1-lmlp22-live-seven-violations
H|ok-negation|general|也就是说,类似“砍一刀”、“帮我加速”、“点击展开全文”这种常见的营销外链,都会被封杀。|r14-g1-51haodu-wechat-link-rules-2019
T|ok-real|general|该品牌涉嫌虚假营销,相关内容不予展示|r14-g1-31duo-xhs-brand-ban
H|citation|cosmetics|10小时持妆|r14-g1-jrwbw-xhs-gongfu-2025
H|ok-real|general|若被保险人生存至本合同期满，本公司将按本合同基本保险金额给付满期保险金，本合同终止。|r14-g2-vobao-dadongfang-clause
T|finance|finance|【乐清交通银行】交行活期理财真给力，存取灵活，收益3.6%，是活期的10倍多。|r14-g2-wenzhou-bocom-sms-2015
H|debatable|finance|还有51天4.5%保本固定收益。|r14-g2-wenzhou-bocom-sms-2015
T|ok-tip|real-estate|楼书内多指楼面至楼面之高度，非单位内地板至天花之高度，而是包括了楼层之间的营造层厚度。|r14-g2-hk-rl-housebook-tips
T|ok-tip|real-estate|新盘楼书多用海景作招徕，要注意单位座向是否真的向海，与及有否被其他建筑物遮档|r14-g2-hk-rl-housebook-tips
T|ok-industry|finance|结构性存款对于本金的保护是达到100%的，所以存款人的本金是不会有任何的亏损的，只是会亏损利息。|r14-g2-cen-structured-deposit-explainer
T|ok-industry|finance|虽然银行结构性存款保本但是不保证收益，给出的是参考收益，实际收益可能大于参考收益，也可能小于参考收益。|r14-g2-sfnews-structured-deposit
H|ok-industry|finance|需要注意的是，目前结构存款分为保本型结构存款和非保本型结构存款两种。|r14-g2-smartjx-structured-deposit
T|ok-industry|finance|结构性存款的收益是波动的，包括基本存款收益和衍生品带来的收益，其本金也是受到存款保险的保障，但利息是没有保障的。|r14-g2-csai-structured-deposit-qa
T|ok-negation|finance|金融广告对未来效果、收益或者与其相关情况作出保证性承诺，明示或者暗示保本、无风险或者保收益，如投资理财类金融产品宣传“本金无忧”等。|r14-g2-xsd7788-finance-ad-guide
T|ok-negation|finance|金融广告夸大或者片面宣传金融服务或者金融产品，在未提供客观证据的情况下，对过往业绩作虚假或夸大表述，如宣传“同类产品收益率最高”、强调“最高历史收益”等。|r14-g2-xsd7788-finance-ad-guide
T|ok-negation|finance|投资理财广告中包含“高收益、低风险”“保本保收益”等虚假内容|r14-g2-shanghai-finance-ad-opinion-news
H|realestate|real-estate|建筑面积约137㎡≈171.6㎡|r14-g2-wenzhou-shidai-binjiang-2015
T|realestate|real-estate|爱琴海商业中心|r14-g2-huangshan-yitian-2019
H|ok-real|general|从地铁开始施工，就不断有楼盘放出“紧邻地铁5号线”“地铁上盖唯一住宅”“5分钟搭乘5号线”等广告语。|r14-g2-zhengzhou-metro5-walk-test
T|ok-measure|real-estate|有关地产专家解释称，距离地铁口500米以内的房屋才能算真正的地铁房，800米以内的房屋叫次地铁房，1000米左右范围的房屋只能叫地铁概念房。|r14-g2-zhengzhou-metro5-walk-test
T|ok-industry|finance|例如，一款与某股票指数挂钩的结构性存款，若该股票指数在观察期内大幅下跌，那么投资者最终获得的收益可能远低于预期，甚至可能仅能收回本金。|r14-g2-hexun-structured-deposit-risk
T|ok-industry|finance|本金安全：结构性存款是一种保本的金融产品，投资者的本金不会受到损失。|r14-g2-minbaike-structured-deposit
H|ok-negation|finance|募集过程中禁止使用“低风险”“稳赚不赔”等误导性用语，也不得编造虚构的项目信息、投资回报数据或相关主体资质。|r14-g2-xingshixinxi-pe-promo-rules
T|ok-tip|real-estate|代理所提供的回赠或优惠，可能受到一些条款约束，例如要收到发展商佣金才发放优惠；买家应先了解回赠的详情及条款，再决定是否接受。|r14-g2-hk-eaa-incentives-advice
T|ok-measure|real-estate|在该地块北面300米远有物美超市和顺和商场，此外再无大型超市，也没有大型饭店，仅有一些路边小吃店|r14-g2-chinanews-songjiazhuang-2007
T|ok-measure|real-estate|距市区56公里，离成都276公里。|r14-g2-bdocx-yongchuan-re-plan
H|ok-real|general|有全国首例发现的恐龙化石—-上游永川龙|r14-g2-bdocx-yongchuan-re-plan
T|ok-grade|general|永川是全国优秀旅游城区。|r14-g2-bdocx-yongchuan-re-plan
T|ok-negation|real-estate|其一为“明确承诺型”，即在宣传资料、销售话术或合同补充条款中直接写明“本项目对口XX小学/中学”|r14-g2-book118-school-district-cases
H|ok-real|general|若被保险人于保险期满时仍生存，我们按本合同累计已交保险费给付满期保险金，本合同终止。|r14-g2-bxdbkk-annuity-clause
T|ok-industry|finance|主要追求资本的安全性和高流动性。|r14-g2-metaverseone-fund-types
T|ok-negation|finance|发现一些中介机构在经营活动中常以投资理财的名义，违法宣传“政府债”“政府理财”项目，承诺“无风险”“保本获利”或“高收益率”|r14-g2-yuyao-zhengxin-agency-2021
T|citation|real-estate|深栖自然独享2万亩山湖小镇|r14-g2-poly-cases-2025-compilation
T|citation|real-estate|380亩春湖水波荡漾|r14-g2-poly-cases-2025-compilation
H|realestate|real-estate|主城驾车15分钟享湖山墅|r14-g2-poly-cases-2025-compilation
H|realestate|real-estate|步行到万达广场仅需十分钟左右的路程，驱车去金鹰、大华也仅需十分钟车程|r14-g2-maanshan-zhongcheng-2020
T|realestate|real-estate|六大公园萦绕|r14-g2-maanshan-zhongcheng-2020
T|ok-plain|education|学员于开课日前 10 个工作天前申请退费,将退还缴纳费用总额百分之 70。|r14-g3-studioa-arclass-refund
T|ok-plain|education|学员于开课日前 3 个工作天内与开课后,如因非可究责本公司之因素终止参与课程,将不予退回学费。|r14-g3-studioa-arclass-refund
T|ok-plain|education|按照省物价部门批准的标准向学生收费。|r14-g3-gjhuali-zhaosheng-fees
T|ok-plain|education|学生因故退学或提前结束学业的,学院根据学生实际学习时间,按月计退剩余的学费和住宿费。|r14-g3-gjhuali-zhaosheng-fees
H|ok-plain|education|根据国家规定,学生入学和在读期间须交纳学费和住宿费,按照属地化管理原则,学院严格执行物价部门核定的收费标准。|r14-g3-cdysxy-fees-rules
T|ok-plain|education|入学当年10月30日前退学的扣除学费及住宿费1/4后退还|r14-g3-cdysxy-fees-rules
T|education|education|每天25分钟,成绩口语双提升|r14-g3-fromgeek-2021-51talk
H|education|education|体系性设计保证学习效果|r14-g3-fromgeek-2021-51talk
H|education|education|全面提高孩子英语综合能力|r14-g3-fromgeek-2021-51talk
T|ok-title|education|请购课学员详细阅读《东奥会计在线版权声明》、《东奥会计在线打击盗版与共号声明》、《黄金承诺规则》。|r14-g3-dongao-2020-goukexuzhi
H|ok-plain|education|考前5天提示班为直播课程,直播结束后48小时内上传对应录播内容,但不提供下载。|r14-g3-dongao-2020-goukexuzhi
T|ok-plain|education|低价套餐支持向高价套餐升级,学员可自行在学员中心补差价升级,升级后原套餐课程关闭。|r14-g3-dongao-2020-goukexuzhi
T|ok-plain|education|东奥在线网课为服务类商品,购买后无任何在线或下载使用记录,可享受7天无理由退款。|r14-g3-dongao-2020-goukexuzhi
H|ok-real|general|云溪植物园、云萝植物园门票价格分别按40元/人·次的标准收取,价格试行期两年。|r14-g3-ddtbk-guangzhou-zhiwuyuan-price
T|ok-real|general|《复函》还指出要严格执行明码标价规定,在门户网站、收费场所等醒目位置,标明票价、门票价格优惠对象和幅度以及行业主管部门监督电话和价格举报电话。|r14-g3-ddtbk-guangzhou-zhiwuyuan-price
T|ok-plain|general|10天退款或更换保证|r14-g4-fortress-refund
T|ok-plain|general|收货后10日内如发现产品品质不合符生产标准,我们可以安排退款或更换|r14-g4-fortress-refund
T|ok-plain|general|在10天退款保证政策之后,产品将处于制造商的保修期内,您需要将产品退回制造商/经销商进行维修。|r14-g4-fortress-refund
T|ok-measure|general|使用90Hz的6.67吋FHD+ AMOLED和支援最高50W充电的4,500mAh电池。|r14-g4-engadget-mi10
H|ok-ordinal|education|于开课日前第六十日以前提出退费申请者,应退还当期开班约定缴纳费用总额百分之九十五。|r14-g4-holkee-nps-refund
T|ok-ordinal|education|于实际开课日当天课程结束后,第二日(次)上课前(不含当次)提出退费申请者,应退还当期开班约定缴纳费用总额百分之七十。|r14-g4-holkee-nps-refund
T|ok-plain|education|于达全期或总课程时数之三分之一以上期间提出退费申请者,所收取之当期开班约定缴纳费用得全数不予退还。|r14-g4-holkee-nps-refund
T|ok-notice|general|在您尚未阅读并同意70MAI产品之有限保固约束条款之前,请勿使用该产品|r14-g4-70mai-warranty
T|ok-plain|general|我们为从70mai官方购买提供限时保固,详细资讯请参阅下文。|r14-g4-70mai-warranty
T|ok-plain|general|我们将在七个工作日内完成售后检测*,若发现是产品材料或生产上有缺陷,我们将提供以换代修服务提供良品进行更换。|r14-g4-70mai-warranty
H|ok-plain|general|保固只针对产品,不担保产品直接或间接造成之损害或衍生性伤害。|r14-g4-70mai-warranty
T|ok-plain|general|在保固期间,产品在正常使用下如有故障,本公司提供免费零件更换及维修服务。|r14-g4-unbox-warranty
T|ok-plain|general|液晶萤幕破损不属于保固范围。|r14-g4-unbox-warranty
T|ok-plain|general|请保留销售收据确认购买日期作一年保养证明,若客户未能出示购货单据及未完成保养登记,则表示本产品保养未能生效|r14-g4-mtcure-hk-warranty
T|ok-plain|general|有效保养期内,产品如有故障,经保养方技术人员证实是在正常使用情况下发生,保养方将提供免费修理及零件更换服务|r14-g4-mtcure-hk-warranty
T|ok-plain|general|保养服务只适用于香港|r14-g4-mtcure-hk-warranty
H|ok-grade|food|氨基酸态氮含量是核心标准,特级酱油需≥0.8g/100ml。|r14-g4-fh21-jiangyou-tip
T|ok-notice|finance|投资涉及风险,有关详情应仔细阅读发售文件。|r14-g4-bankcomm-hk-risk
H|ok-notice|finance|证券价格可升可跌,甚至变成毫无价值。|r14-g4-bankcomm-hk-risk
T|ok-notice|finance|买卖证券未必一定能够赚取利润,反而可能会招致损失|r14-g4-bankcomm-hk-risk
T|ok-notice|finance|投资涉及风险,包括(重大)资本损失的可能性。|r14-g4-eddid-fund-risk
T|ok-tip|health-food|出现疾病症状应及时到医院就诊用药,不能用保健食品代替药品治疗疾病,以免贻误治疗时机。|r14-g4-xunlu-cca-healthfood-tip
T|ok-tip|health-food|保健食品广告应当声明“本品不能代替药物”。|r14-g4-xunlu-cca-healthfood-tip
T|ok-self|general|除了最显著的相机改进,两款Pro机型都较上一代大幅提升了电池续航。|r14-g4-sfodin-iphone11-battery
T|ok-self|general|其中iPhone 11 Pro较iPhone XS延长了4小时,iPhone 11 Pro Max更是较iPhone XS Max延长了5小时。|r14-g4-sfodin-iphone11-battery
T|ok-industry|general|国家对防盗保险柜(箱)的生产有严格的要求,它的结构较为复杂,材料坚固,为一般的人所无法撬砸开。|r14-g4-nuiga-safe
T|ok-grade|general|其中C类防盗性能最高,A类最低。|r14-g4-nuiga-safe
T|ok-industry|general|保险箱比较适合宾馆和家庭中使用。|r14-g4-nuiga-safe
T|ok-grade|food|优质大米质量按照碎米、加工精度、垩白度和品尝评分值定等级,优质籼米和优质粳米均分为一级、二级和三级。|r14-g4-25820-rice-grade
T|safety|drug|强效镇痛、舒适安全|r14-g5-sd-2025-ten-cases
T|medical|device|使用该产品后，出现精神好了、睡眠好了、颈椎好了、肩周炎也好了|r14-g5-zhoushan-dinghai-2021-huixiao
T|medical|device|血压正常了，不吃药了|r14-g5-zhoushan-dinghai-2021-huixiao
T|medical|health-food|产品对降低胆固醇、治愈心绞痛有良好的治疗效果|r14-g5-zhoushan-dinghai-2021-huixiao
H|ok-real|medical|此次学习班有5台直播手术，分别从不同医院手术室向会场进行直播，在全省尚属首次。|r14-g5-jiangxi-county-hospital-live-surgery
H|ok-real|medical|县第一人民医院作为全省唯一的县级医院进行手术演示|r14-g5-jiangxi-county-hospital-live-surgery
T|ok-real|medical|整台手术顺利进行，得到主会场专家们的高度认可和评价，标志该院普外科微创技术水平再上新台阶，将更好地造福我县癌症患者。|r14-g5-jiangxi-county-hospital-live-surgery
T|ok-real|medical|这是墨竹工卡县人民医院历史上首例子宫肌瘤切除术，不仅填补了该县医疗技术上的空白，也为当地群众创造了就近、就地医疗的良好开端。|r14-g5-tibet-aid-hospital-news
T|ok-real|medical|至此，我院共有12个国家临床重点专科建设项目，24个省级临床重点专科。|r14-g5-gdgh-national-key-specialties
H|ok-real|medical|在刚刚完成的国家临床重点专科建设项目评审中，我院新增肿瘤科、老年病科、病理科、神经内科等4个国家临床重点专科建设项目。|r14-g5-gdgh-national-key-specialties
T|ok-tip|medical|热玛吉一般参考价格约8000~40000元/次，1~3天有改善作用，通常可以维持1年以上|r14-g5-39-xijing-doctor-medical-beauty
H|ok-notice|medical|但此方法可能出现轻微的烧灼感导致轻微的发红，还可能出现不同程度的色素沉着。|r14-g5-39-xijing-doctor-medical-beauty
H|citation|device|德国TUV医学欧盟认证|r14-g6-hkcustoms-2013-huatangtie
T|medical|food|降胆固醇清血管|r14-g6-taipei-1114-017
H|medical|food|更年症状助舒缓|r14-g6-taipei-1114-017
T|citation|food|孩子真的长高了！成为高个子一员，连专家都推荐，让孩子在1年内就长高12公分的方法。|r14-g6-cf-drgaoren
H|ok-identifier|drug|Legalon®利肝素®是香港卫生署注册护肝产品 (HK-58294)|r14-g6-line-hk-legalon
H|ok-plain|drug|虽然该护肝产品在卫生署注册，但并非处方药物，市民可以自行到销售商购买。|r14-g6-line-hk-legalon
T|ok-real|drug|台湾唯一取得药证具有疗效的鱼油每公克(千毫克)里包括了EPA 460毫克、DHA 380毫克，两者相加是840毫克|r14-g6-ntuh-fishoil
T|ok-tip|health-food|警惕“治百病”、“医师推荐”等夸大宣称|r14-g6-nextday-supplement
T|ok-tip|health-food|免被“逆龄”、“防癌”、“全面修复”等字眼吸引，真正有参考价值的是有效成分、剂量与临床研究背景。|r14-g6-am730-hk-supplement
T|ok-real|drug|其中一款印有“超级”字样的样本经无菌检查后，证实未能通过眼用制剂的无菌规定|r14-g6-hk01-dh-eyedrops
T|absolute|health-food|是极具实证效果的黄斑部病变叶黄素推荐首选。|r14-g6-beauty818-lutein
T|ok-plain|food|说到降血脂，鱼油几乎是人人第一个会想到的保健食品|r14-g6-healnuts-fishoil
T|ok-real|device|第一要先认识宣称可提供局部加热，促进血液循环进而缓解疼痛之红外线灯为医疗器材|r14-g6-epoch-fda-infrared
T|ok-measure|device|若使用时间过长，可能造成皮肤灼伤，建议每次照射以15~30分钟为限。|r14-g6-epoch-fda-infrared
T|ok-real|general|内地国家广播电影电视总局及国家工商行政管理局在7月发出《关于整顿广播电视医疗资讯服务和电视购物节目内容的通知》|r14-g6-cchk-mainland-ban
T|ok-real|health-food|市民也可参考一些官方资料，例如美国官网指出，蓝莓一直被视为护眼良方，但其预防白内障及增加夜视的功效却非常低。|r14-g6-hku-nursing-supplements
T|ok-real|food|以“御姬赏Q弹胶原饮”的13300毫克最多，“NutriMate 弹力肌凸饮”的3000毫克最少|r14-g6-cf-collagen-drinks
T|ok-real|food|“白兰氏红胶原青春饮”的31.5元最高，“7-SELECT 珍珠胶原饮”的4.0元最低|r14-g6-cf-collagen-drinks
T|ok-negation|health-food|消委会说，不少益生菌产品标榜能提升免疫力、改善湿疹、敏感等功效，但有医生指出，这些声称未有足够科学实证，功效成疑|r14-g6-metro-cchk-probiotics
T|ok-negation|general|时常会使用较为夸张的广告用词，例如“第一”、“冠军”、“最多”、“最大”等最高级用语来吸引消费者的目光|r14-g6-winkler-superlatives
H|debatable|health-food|外科权威杨智钧医师警示，动脉粥状硬化性心血管疾病(ASCVD)最棘手之处在于早期几乎无症状|r14-g6-leadingblock-fishoil
T|debatable|drug|因此，经卫生署注册的护肝产品可确保符合安全、品质和疗效标准|r14-g6-line-hk-legalon
T|ok-real|drug|该产品被发现含有治疗阳痿的西药“昔多芬”。|r14-g6-hkgov-2003-xintianli
T|ok-real|health-food|卫生局根据香港卫生署的公告，批号为A52108共17款骨骼补充剂(见附件)的每一胶囊含锰量为10毫克，非其标签所标示的5毫克|r14-g6-macau-ssm-manganese
T|ok-real|medical|常在肾脏科门诊遇见病友拿着标榜对肾功能有帮助的鱼油前来询问|r14-g6-ntuh-fishoil
T|citation|food|专注海产品20年|r14-g7-court-tongzhou-haishen-2017
T|citation|food|央视上榜品牌|r14-g7-xtoyo-ad-law-cases
T|citation|general|飞达音响,中国驰名|r14-g7-gz-aic-fidek-2016
H|citation|general|环保更健康 99.96%超强净化率|r14-g7-bj2-court-air-purifier-2017
T|debatable|general|十万多名技术人员,覆盖全国1000多座城市。|r14-g7-songjiang-court-philips-2023
T|ok-real|general|玉兰油市场销售持续高涨,稳占第一的宝座,市场综合占有率达18.34%。|r14-g7-cosmetics-market-monitor-2003
T|ok-real|general|中国专利奖由国家知识产权局和世界知识产权组织共同主办,是我国专利领域的最高奖,在国际上具有广泛影响力|r14-g7-henan-patent-award-23rd
T|ok-real|general|第二十三届中国专利奖揭晓,我省再创佳绩,共有20项专利获奖,其中专利金奖2项、专利优秀奖17项、外观设计优秀奖1项。|r14-g7-henan-patent-award-23rd
T|citation|device|传承千年苗方苗古金贴传承人|r14-g7-samr-internet-ads-2025
H|citation|device|第56代苗古金贴传承人|r14-g7-samr-internet-ads-2025
H|ok-negation|general|现在国家规定禁止使用驰名商标字样,那产品包装上是否可以标注著名品牌或知名商标字样?|r14-g7-trademark-qa-famous-brand
#@round 15
# ── round 15 (2026-11-29): 43 rows quoted from outside material (penalty decisions, court judgments, case bulletins, labels and lawful seller copy) by four collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
T|citation|general|美国FDA认证技术|r15-g1-court-suzhou-sip-tinnitus
T|citation|general|加拿大模拟大脑结构的人工智能技术|r15-g1-court-suzhou-sip-tinnitus
T|medical|general|80%以上用户耳鸣改善|r15-g1-court-suzhou-sip-tinnitus
T|medical|general|耳鸣可减轻甚至消失|r15-g1-court-suzhou-sip-tinnitus
T|medical|general|国际推荐声治疗|r15-g1-court-suzhou-sip-tinnitus
T|medical|general|有辅助治疗头痛失眠等病症有效预防颈椎病的发生|r15-g1-court-tianjin-magnetic-pillow
T|medical|drug|三盒能根治高血压等症,吃三个月,十八年不复发|r15-g1-court-yongchun-2017-bp-drug
T|state|drug|国家最新研制成功的高血压OTC专用药|r15-g1-court-yongchun-2017-bp-drug
T|absolute|drug|只有它能够做到清除脂肪盐、调节肝代谢、改变高血压体质|r15-g1-court-yongchun-2017-bp-drug
T|medical|drug|只需3盒,治好高血压,让患者杜绝脑出血,远离并发症,告别终身服药|r15-g1-court-yongchun-2017-bp-drug
T|medical|drug|中华老字号治疝特效药,不打针,不手术,三管齐下治疝气|r15-g1-xiaoxie-jining-2012-hernia
T|medical|drug|临床统计资料表明:对疝气的有效率高达93%|r15-g1-xiaoxie-jining-2012-hernia
T|finance|finance|目标回报:预计4至5倍|r15-g1-court-xicheng-2024-fund
T|medical|food|吃完三瓶保证能够减肥成功,保底瘦10斤,多的瘦17斤|r15-g1-court-laixi-2025-diet
T|medical|general|400年传承古方,高科技组合,不打针、不吃药可以治好鼻炎|r15-g1-court-xuancheng-bishutang
H|debatable|general|云南白药牙膏富含云南白药活性成分,帮助减轻牙龈出血|r15-g1-court-kaifu-2019-toothpaste
T|medical|general|临床治愈率98%|r15-g2-jd-2023-false-claims-rule
T|medical|general|商品治疗有效率100%|r15-g2-jd-2023-false-claims-rule
T|state|food|保障国家领导人和外宾的生活需求|r15-g2-cnr-2026-tegongjiu-live
T|state|food|2019年10月1日大典用酒|r15-g2-cnr-2026-tegongjiu-live
T|medical|device|增加胸肌肌肉力量,更好提拉乳房|r15-g2-cwdbkk-device-ecommerce-cases
T|medical|food|长期适量饮用可补气、补血、安神、增加机体免疫力|r15-g3-case-yuanan-2019-13
T|medical|general|祖传草药茶 偏单方特效|r15-g3-case-taijiang-2023-herb
T|absolute|general|中国风创意摄影第一品牌|r15-g3-case-ningbo-jiangbei-2018
H|medical|general|抑菌膏实力治疗|r15-g3-case-ningbo-jiangbei-2018
T|citation|medical|德国驻广州总领事馆指定德语口腔服务机构|r15-g3-case-haizhu-2018-56
T|absolute|medical|国际最先进的All-on-4种植技术|r15-g3-case-haizhu-2018-56
H|absolute|medical|德国顶级牙科诊疗设备|r15-g3-case-haizhu-2018-56
T|citation|medical|据统计，Invisalign的系统已在全球超过45个国家推广，使用者超过300万，患者满意度超过96%。|r15-g3-case-shibei-boai-2019
H|citation|general|有机菌肥能够防治病害抗重茬|r15-g3-case-shandong-agri-2020
T|citation|general|有效预防根结线虫、根腐病、枯萎病|r15-g3-case-shandong-agri-2020
H|citation|general|亩产多收上千元|r15-g3-case-shandong-agri-2020
T|citation|general|增产1000斤|r15-g3-case-shandong-agri-2020
T|medical|general|有意想不到的减肥效果，不打针、不吃药、不抽脂、不节食、不运动、不反弹|r15-g3-case-neimenggu-2019-baojian
T|state|food|上面的抬头底下的公章，我都不能给你看|r15-g3-case-jiangsu-2025-qinhuai
T|medical|general|经达鲜水宝技术净化过的热水可释放有益人体的微量元素，不仅可以饮用，而且长期使用，还具有美容、抗衰老、强化心血管机能等奇特功效|r15-g3-case-haining-solar
T|state|device|都安县残联助听器定点服务中心|r15-g3-case-duan-hearing-2025
T|medical|food|九大功效①补血养血止血②气色红润③延缓衰老④强筋壮骨⑤益智健脑⑥辅助瘦身⑦调经安胎⑧抵抗癌症⑨增强体质|r15-g3-case-jintang-ejiao-2021
H|debatable|general|好好呼吸 强身健体轻松回春|r15-g4-tp-appeal-779-041
H|medical|general|性能强身养生……不吃药、不打针、纯自然……步步均能明显增强人体内脏、肢体……性功能|r15-g4-tp-appeal-779-041
T|medical|general|卵巢功能退化、内分泌失调|r15-g4-haicang-2024-beauty-salon
T|medical|general|妇科疾病反复|r15-g4-haicang-2024-beauty-salon
T|citation|general|位于井研县城区内,总面积一万多平米,总投资金额3千万元人民币,预设床位500张|r15-g4-jingyan-2021-kangyang
#@round 16
# ── round 16 (2026-11-29): 220 rows quoted from outside material (lawful seller, brand, clinic, fund, property and course copy, drug regulators' lists of illegal ads, platform rule examples, Taiwan and Hong Kong material) by six collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
H|ok-plain|general|商品主机享一年保固 (不含配件)|r16-g1-iopenmall-018546-product
H|ok-notice|general|依据《消费者保护法》第19条第1项规定,消费者享有商品货到次日起七天犹豫期|r16-g1-iopenmall-018546-product
H|ok-plain|general|为保障您购物权益,开箱过程可全程录影|r16-g1-iopenmall-018546-product
T|ok-plain|general|办理退/换货商品必须是全新且包装完整|r16-g1-iopenmall-018546-product
T|ok-plain|general|出货日为周一至周五,若逢国定假日或周末假日,将顺延于下个工作天起两天内出货。|r16-g1-iopenmall-018546-product
T|ok-plain|general|任何货品如经检测后证实有出厂缺陷,顾客可于七天内更换相同产品 ,每次购买只可更换一次。|r16-g1-hk-stylecouple-policy
T|ok-plain|general|更换之货品如没有存货,顾客则可更换同等价值之其他货品。|r16-g1-hk-stylecouple-policy
T|ok-negation|general|产品有价格波动性,售价以出单当刻为准,及后若有价格调整或促销恕不能退回差价。|r16-g1-hk-stylecouple-policy
T|ok-tip|general|切勿使用漂白剂!用温水冲洗。|r16-g1-decathlon-running-shoe-care
H|ok-tip|general|如果你经常跑步,我们建议你在冬天准备两双跑鞋,这样放干一双时还有一双可以替换。|r16-g1-decathlon-running-shoe-care
T|ok-tip|general|使用手洗,避免麻烦。|r16-g1-decathlon-running-shoe-care
T|ok-measure|food|冷冻食品效期均为一至两年,视商品不同略有差异,出货保证效期皆高于90天以上,介意者请勿下单,谢谢配合。|r16-g1-tw-sosweet-faq
T|ok-measure|food|收到商品后,请尽速放置冷冻室,避免反复解冻以免影响其新鲜度及品质。|r16-g1-tw-sosweet-faq
T|ok-plain|food|未出货的订单,可以取消部分商品,已出货的订单,恕不接受部分商品取消,只可办理整笔订单取消或退货。|r16-g1-tw-sosweet-faq
T|ok-plain|food|订单确认之后请预抓 3个工作天 出货,如遇缺货将另行通知|r16-g1-tw-yilinstore-shipping
T|ok-plain|food|常温商品由大荣物流配送,冷冻冷藏由黑猫宅配配送,恕不接受指定物流业者|r16-g1-tw-yilinstore-shipping
T|ok-plain|food|为确保商品品质无虞,不同温层商品,无法合并装箱寄送,平台会自行判定分开结帐|r16-g1-tw-yilinstore-shipping
H|ok-plain|food|为保障全体消费者食用安全,若您收到的新品有瑕疵、破损、规格不符或是短缺的状况,可办理免费退换货|r16-g1-tw-yilinstore-shipping
H|ok-notice|food|食品商品不适用7天鉴赏期,为确保食品安全与品质,食品经开封后,即不可接受退换货,感谢您的配合|r16-g1-tw-yilinstore-shipping
H|ok-plain|food|年菜配送皆采低温冷冻宅配,切勿请管理员代收,请务必安排家人在家收货并保持电话畅通,以利立即保鲜确保食品品质无虞。|r16-g1-tw-books-nianca-product
H|ok-plain|food|配送地点限制:限台湾本岛,离岛不配送,不接受货到付款|r16-g1-tw-books-nianca-product
T|ok-plain|food|本商品为食品,基于卫生考量,一经拆封恕无法退货。|r16-g1-tw-books-nianca-product
T|ok-notice|food|商品内容物以实物为准,商品颜色可能因各显示器设定而有差异。|r16-g1-tw-books-nianca-product
H|ok-notice|food|购买重组肉、注脂肉食品,请留意「仅供熟食」。|r16-g1-tw-books-nianca-product
T|ok-notice|food|商品成分若包含「芦荟;肉桂(桂皮);桂枝;土肉桂;假肉桂;台湾土玉桂」,请注意:孕妇忌食。|r16-g1-tw-books-nianca-product
T|ok-measure|food|保存期限大于或等于3个月者,以消费者收受日起算,至少距有效日期前30日(含)以上|r16-g1-tw-books-nianca-product
T|ok-plain|food|本商品除特别载明为试用品或得试用一定数量外,因涉及食品卫生,不提供试吃,一经拆封即无法退换,敬请见谅|r16-g1-tw-books-nianca-product
T|ok-plain|general|下单后(不含订购当天),约 1-2 个工作天寄出,不含例假日|r16-g1-tw-happyyard-delivery
T|ok-plain|general|消费金额未达免运门槛或未享有免运优惠活动时,将于结帐页面额外收取运费。|r16-g1-tw-happyyard-delivery
T|ok-plain|general|宅配(离岛)无免运优惠。|r16-g1-tw-happyyard-delivery
H|ok-plain|general|若节庆假日遇订单较多或不可抗力天灾因素,则可能延迟出货|r16-g1-tw-happyyard-delivery
T|ok-plain|general|现凡购买猫爬架满$600,即享$80折扣,优惠码:climber80／不得和其他折扣并用|r16-g1-hk-wtopets-catfood-guide
T|ok-plain|general|一条毛巾,早已不再是妈妈在量贩店随手一抓的日用品。|r16-g1-tw-hctowel-towel-spec
H|ok-ordinal|general|2025年的第一个消费真相:「一巾通用」的时代已死。|r16-g1-tw-hctowel-towel-spec
T|ok-plain|general|用运动毛巾洗脸,是灾难;用洗脸毛巾上健身房,是累赘。|r16-g1-tw-hctowel-towel-spec
T|ok-plain|general|他们在乎「纯棉」的产地、「吸水」的速度、「抗菌」的技术,甚至「日系设计」背后的品味标签。|r16-g1-tw-hctowel-towel-spec
T|ok-plain|drug|五子衍宗胶囊用于肾虚腰痛,尿后余沥。|r16-g2-jianke-wuziyanzong
T|ok-plain|drug|本品是由五味子(蒸)、车前子(盐水炙)、菟丝子(炒)、枸杞子、覆盆子等组成,有补肾益精之功。|r16-g2-jianke-wuziyanzong
T|ok-notice|drug|为了您的健康,购药、用药请在您的主治医生或指导药师的监督下进行|r16-g2-jianke-wuziyanzong
H|ok-measure|drug|口服。一次3粒,一日3次。本品宜饭前服用或进食同时服。|r16-g2-jianke-wuziyanzong
T|ok-plain|drug|富马酸亚铁多库酯钠胶囊用于各种原因引起的慢性失血,营养不良,妊娠,儿童发育期等引起的缺铁性贫血,尤适用于因服铁剂而产生便秘者。|r16-g2-xuyinyin-fumarate
H|ok-plain|medical|感谢大家一直以来对湖州市中医院的信任!|r16-g2-huzhou-zyy-2025
T|ok-plain|medical|2025年1月18日新院区门急诊、犬伤门诊正式开放,病房同步启用。|r16-g2-huzhou-zyy-2025
T|ok-plain|medical|门诊大厅设有专门的导诊服务及科室分布、就诊流程示意图,方便群众就诊。|r16-g2-huzhou-zyy-2025
H|ok-identifier|medical|咨询电话:0572-2737120(8:00—17:00)、13567996120(24小时)。|r16-g2-huzhou-zyy-2025
T|ok-measure|medical|可乘坐7路(奥体中心至阳光水岸)、14路(奥体中心至碧浪湖小区)至长兴路疾控中心站下车,步行至院区南门,约280米。|r16-g2-huzhou-zyy-2025
T|ok-measure|medical|新院区位于古县街道茶亭街199号(茶亭街与云眉路交叉口),占地面积214亩,建筑面积23.1万平方米,规划床位1000张,配备机动车停车位2000个。|r16-g2-liyang-zyy-2024
T|ok-plain|medical|可乘坐3路、53路、55路、78路、81路、285路到“省中医院溧阳分院”站台下车。|r16-g2-liyang-zyy-2024
T|ok-plain|medical|新老院区之间开设公交专线,方便医院职工和患者往返新、老院区。|r16-g2-liyang-zyy-2024
T|ok-negation|cosmetics|执法人员发现某网站一美妆专营店销售一款“补水保湿”面膜,店家在产品页宣传该面膜具有“嫩白淡斑”等功效。|r16-g2-xiamen-huli-mask-2023
H|ok-plain|drug|只要你登录方舟健客就可以了解到肝泰舒胶囊属于Rx药品|r16-g2-jianke-gantaishu
T|debatable|drug|肝泰舒胶囊具有清热解毒,疏肝利胆的作用。用于乙型肝炎肝胆湿热证。|r16-g2-jianke-gantaishu
T|ok-tip|drug|消费在要在辨别清楚后方好购买,以防在不知情的情况下受骗。|r16-g2-jianke-gantaishu
T|ok-plain|medical|我院儿科已顺利完成整体搬迁工作,新的诊疗及住院区域已于近日正式启用,具体位于医院病房楼十四楼(儿一科)、十五楼(儿二科)。|r16-g2-juye-zyy-2025
T|ok-plain|medical|搬迁后,儿科原有医护团队保持稳定,日常门诊接诊、住院治疗、健康咨询等所有医疗业务均正常开展。|r16-g2-juye-zyy-2025
T|ok-plain|medical|我们将延续一贯的专业水准与爱心服务,始终守护孩子们的健康成长。|r16-g2-juye-zyy-2025
H|ok-plain|medical|未来,我们将以此次搬迁为契机,持续完善服务体系,以更优质的医疗服务守护每一位患儿的健康。|r16-g2-juye-zyy-2025
T|ok-plain|medical|新楼医疗环境优美,设施依托信息化、自动化为便民医疗“提速”,让患者充分体验便利、高效的就医新感受。|r16-g2-fh21-hospital928
T|ok-measure|medical|该楼总投资533万元,建筑面积2364平方米,按51个诊室设计,目前已基本完成主体工程及内部装饰,将于5月26日起试运行。|r16-g2-fh21-hospital928
T|ok-plain|cosmetics|洗面奶归属于洁肤化妆产品,其目的性是去除脸部皮肤上的污渍,使脸部皮肤清透,有利于保持脸部皮肤正常的生理状态。|r16-g2-mlchenxing-cleanser-2020
H|ok-plain|cosmetics|相对于有问题皮肤类型,一定着重考虑洗面奶的温和性和健康性。|r16-g2-mlchenxing-cleanser-2020
T|ok-plain|cosmetics|洁面乳属于洁面产品的一种,其作用主要是清洁脸部污垢如多余的油脂、汗液、灰尘、彩妆等清洁用品。|r16-g2-le3y3ad-cleanser
T|ok-plain|cosmetics|洗面奶作用与功效可借油相物溶解面部油溶性的脂垢及多余的油脂。|r16-g2-le3y3ad-cleanser
T|ok-plain|cosmetics|润唇膏功能较单一,只有滋润的功效,但它颜色透明或涂抹后不易察觉,男女都可以用于保护自己的唇部|r16-g2-fangyuan-lipbalm-2013
T|ok-plain|cosmetics|唇膏是由油、脂、蜡、色素等成分复配而成的护唇用品,主要用于唇部的保护和修饰。|r16-g2-fangyuan-lipbalm-2013
T|ok-tip|device|只要是符合上述条件的制氧机,就可以说其是属于医疗器械(医用制氧机),少一个条件都只能将其归为保健制氧机,大家在购买的时候要注意区别。|r16-g2-huanian-oxygen-2021
T|ok-plain|device|医用制氧机的使用率高,可以做到持续性制氧,开机出氧,随用随制。|r16-g2-huanian-oxygen-2021
T|ok-measure|device|此外它的工作时长也很高,可以24小时不间断提供人体必须的氧。|r16-g2-huanian-oxygen-2021
T|ok-negation|health-food|保健食品是食品,而不是药品,不能替代药物。|r16-g2-fdzhuce-healthfood
T|ok-plain|general|上海誉商十年磨一剑,立足为企业打造新的商业空间和价值提升提供支持,近年来为推动上海创新发展,积极做出努力,对工商注册,商业服务,资质认证等做出了重要贡献。|r16-g2-fdzhuce-healthfood
T|debatable|cosmetics|特点:氨基酸洁面的标杆产品,泡沫绵密,洗后不紧绷不假滑,无香精色素酒精,敏感肌“闭眼入”。|r16-g2-qiansiniao-gentle
T|ok-plain|finance|3个月定存年利率7.38%|r16-g3-ccbasia-usd-td-promo
H|ok-plain|finance|立即把握机会享美元定期及活期存款组合优惠!|r16-g3-ccbasia-usd-td-promo
H|ok-plain|finance|如对新资金结余的定义有任何争议,本行保留最终决定权。|r16-g3-ccbasia-usd-td-promo
T|ok-plain|finance|「外币储蓄存款优惠:高达5%特惠储蓄年利率」|r16-g3-hangseng-fx-savings-tnc
T|ok-notice|finance|上述年利率优惠乃根据本行2025年10月1日公布的年利率计算,仅供参考。|r16-g3-hangseng-fx-savings-tnc
H|ok-notice|finance|年利率或会因应当时市场情况而有所更改。|r16-g3-hangseng-fx-savings-tnc
T|ok-plain|finance|人民币及美元新资金定期存款优惠 – 特优年利率高达8%|r16-g3-hangseng-wmc-td-tnc
H|ok-plain|finance|本行保留权利随时暂停、更改或终止本推广及有关优惠及不时更改其条款及细则,而毋须另行通知。|r16-g3-hangseng-wmc-td-tnc
H|ok-notice|finance|利率以年利率显示及仅供参考之用。|r16-g3-shacom-hkd-rates
T|ok-notice|finance|本基金为债券型基金,属于低风险基金产品,其预期风险和预期收益率低于股票型基金、混合型基金,高于货币市场基金。|r16-g3-gfund-xinli-faq
H|debatable|finance|鑫利分级A为低预期风险、收益相对稳定的基金份额|r16-g3-gfund-xinli-faq
T|debatable|finance|储蓄寿险是储蓄计划中最为稳阵和保守的选择|r16-g3-bowtie-savings-types
T|ok-plain|finance|这种计划通常不涉合非保证红利的回报,适合想短期内赚取稳定的回报的人士。|r16-g3-bowtie-savings-types
T|ok-notice|finance|红利金额并无保证,视乎不同计划的投资回报状况|r16-g3-blue-savings-guaranteed
T|ok-plain|finance|除基本保障外,投保人还可藉储蓄保险赚取投资回报,不过这笔回报是没有保证的|r16-g3-blue-savings-guaranteed
T|ok-notice|finance|本产品说明书所载资料,包括投保示例部分,仅供投保人理解保险条款时参考,各项内容均以保险条款约定为准。|r16-g3-lian-xinfulong-brochure
T|ok-measure|finance|本产品接受的被保险人的投保年龄范围为出生满28天至75周岁。|r16-g3-lian-xinfulong-brochure
T|ok-measure|finance|从第二个保单年度起,各保单年度的有效保险金额等于上一个保单年度的有效保险金额×(1+3.0%)。|r16-g3-lian-xinfulong-brochure
T|ok-plain|finance|本产品的保险费采用趸交(即一次性支付)、限期年交(即在约定的交费期间内每年支付一次保险费)的方式支付。|r16-g3-lian-xinfulong-brochure
T|ok-notice|finance|本产品说明书所载信息供您在理解本产品时参考,各项内容均以《合众众享守护定期寿险》条款为准。|r16-g3-hezhong-shouhu-brochure
H|ok-plain|finance|被保险人因意外伤害导致身故或全残,无等待期。|r16-g3-hezhong-shouhu-brochure
T|ok-plain|finance|被保险人身故,我们将按本合同的基本保险金额给付身故保险金,本合同终止。|r16-g3-hezhong-shouhu-brochure
H|ok-plain|education|残障清寒学子,提具县市证明,学费一律五折优待。|r16-g3-daso-buxiban-qa
T|debatable|education|数位补课 效果最佳|r16-g3-daso-buxiban-qa
H|debatable|education|全台连线随时接受您的转班申请,给您最有保障及亲切的服务。|r16-g3-daso-buxiban-qa
T|debatable|education|考情资讯 首家提供|r16-g3-daso-buxiban-qa
T|ok-plain|education|特别开辟学员专属读书室,提供学员组读书会讨论课业及个人自修的空间场所。|r16-g3-daso-buxiban-qa
T|debatable|education|寻补Tutor Circle是业界领先的补习配对平台,致力于提供高质素、个性化的教育服务。|r16-g3-tutorcircle-prnewswire-2025
T|ok-plain|education|Tutor Circle寻补严选经验丰富且具专业资格的导师,为学生寻找最合适的补习导师|r16-g3-tutorcircle-prnewswire-2025
T|ok-plain|education|收费标准:低年级7900元(暂定);中年级7960元(暂定);五年级7810元(暂定);六年级7210元(暂定)。|r16-g3-beclass-after-school-english
T|ok-measure|education|低年级:每周一、四下午13:10~15:40,一周共6节。|r16-g3-beclass-after-school-english
T|ok-plain|education|每班配置两名教师,聘请专业英语教学机构及本校师资共同担任。|r16-g3-beclass-after-school-english
T|ok-plain|education|社团因故未能开班上课者,应全额退还费用。|r16-g3-beclass-after-school-english
T|ok-notice|real-estate|此须知是由一手住宅物业销售监管局为施行《一手住宅物业销售条例》第19(1)条而发出的。|r16-g3-bluepoolroad-sales-brochure
H|ok-notice|real-estate|发展项目的售楼说明书,会在紧接该项目的出售日期前最少七日内向公众发布,而有关价单和销售安排,亦会在紧接该项目的出售日期前最少三日内公布。|r16-g3-bluepoolroad-sales-brochure
T|ok-notice|real-estate|向银行查询可否取得所需的按揭贷款,然后选择合适的还款方式,并小心计算按揭贷款金额,以确保贷款额没有超出本身的负担能力。|r16-g3-bluepoolroad-sales-brochure
T|ok-plain|finance|税季加码 – 送苹果手机+HK$1,800现金券|r16-g3-moneyhero-tax-loan-2025
T|ok-plain|finance|比较2025年税季贷款,如Citi、东亚、DBS、中银等,税务贷款优惠、利率及还款期亦有所不同,选择最适合你的税贷,经MoneyHero申请更可享独家优惠!|r16-g3-moneyhero-tax-loan-2025
H|ok-plain|finance|如果你已透过 MoneyHero 申请私人贷款,记得填写奖赏换领表格并选择你想要嘅礼品,几步即可完成登记。|r16-g3-moneyhero-tax-loan-2025
T|debatable|finance|全港首创「贷款批核机率」互动分析器|r16-g3-samsungetf-loan-guide
T|debatable|finance|输入你的基本财务资料,整个过程匿名,而且绝对保密。|r16-g3-samsungetf-loan-guide
T|ok-plain|finance|系统即时运算,以百分比显示你申请不同贷款产品的批核机率。|r16-g3-samsungetf-loan-guide
H|debatable|finance|此计划更是市场上独有就切除良性肿瘤提供额外赔偿的危疾计划。|r16-g3-brokerhk-prudential-ci
T|ok-measure|finance|保诚为118种病况提供保障,包括56种严重病况、61种早期严重病况及1种良性病况|r16-g3-brokerhk-prudential-ci
T|ok-plain|finance|假如受保人确诊患上任何一种受保的严重病况,保诚将一笔过支付高达当时保额100%作为严重疾病保障|r16-g3-brokerhk-prudential-ci
T|ok-self|finance|Bowtie的定期危疾保险系列包括Bowtie危疾保、Bowtie多重危疾保,以及保障最全面的Bowtie早期及多重危疾保|r16-g3-bowtie-ci-blog
T|ok-plain|finance|由于保险公司不会限制危疾赔偿金的用途,因此亦有人会将危疾赔偿用于补贴手术治疗及医药费用。|r16-g3-bowtie-ci-blog
T|ok-plain|finance|假如受保人经诊断患上受保的62种严重疾病其中之一,本附加利益保障将一笔过支付严重疾病赔偿,减轻你的财务负担。|r16-g3-wli-lianxin-ci-rider
T|ok-notice|finance|立桥人寿不会就第三者服务机构所提供的服务负上任何责任。|r16-g3-wli-lianxin-ci-rider
T|ok-plain|finance|这是免费服务,客户可以书面通知本公司退出这项服务。|r16-g3-wli-lianxin-ci-rider
H|ok-plain|real-estate|提前预约看房,对客户和售楼处来说是双赢的选择。|r16-g3-focus-suzhou-runjing
H|ok-plain|real-estate|售楼处也能提前准备好详细的房源资料,安排专业的置业顾问一对一服务,为您深度解析楼盘信息,解答购房疑问。|r16-g3-focus-suzhou-runjing
T|ok-plain|real-estate|看房时务必携带本人有效身份证件,如身份证、护照等。|r16-g3-focus-suzhou-runjing
H|debatable|real-estate|网内几乎没有「宝校」,只要搬入校网就能确保入读不俗的学校|r16-g3-spacious-school-net-2024
T|ok-plain|real-estate|千居根据各学校于2020 年度自行分配学位数字及教育局资料,按校网的超收总人数、超收或用尽学额的学校数量作参考指标,整理出十大热门校网排名|r16-g3-spacious-school-net-2024
H|ok-plain|food|有助于维持在暗处的视觉。|r16-g4-tfda-food-claims-wenews-2021
T|debatable|food|促进释放骨钙,以维持血钙平衡。|r16-g4-tfda-food-claims-wenews-2021
T|debatable|food|有助于维持神经、肌肉的正常生理。|r16-g4-tfda-food-claims-wenews-2021
H|ok-plain|food|减少不饱和脂肪酸的氧化。|r16-g4-tfda-food-claims-wenews-2021
T|debatable|food|促进胶原蛋白的形成,有助于伤口愈合。|r16-g4-tfda-food-claims-wenews-2021
T|debatable|food|有助于维持细胞排列的紧密性。|r16-g4-tfda-food-claims-wenews-2021
H|ok-plain|health-food|有助于增强免疫力|r16-g4-gz-scjgj-2023-baojian-gongneng-mulu
T|ok-plain|health-food|有助于改善睡眠|r16-g4-gz-scjgj-2023-baojian-gongneng-mulu
T|ok-plain|health-food|缓解体力疲劳|r16-g4-gz-scjgj-2023-baojian-gongneng-mulu
T|ok-plain|health-food|有助于控制体内脂肪|r16-g4-gz-scjgj-2023-baojian-gongneng-mulu
T|ok-plain|health-food|缓解视觉疲劳|r16-g4-gz-scjgj-2023-baojian-gongneng-mulu
H|ok-negation|health-food|补充有关的物质,不能使人“过目不忘”,也不能改善病理性的记忆减退。|r16-g4-chnfn-2024-baojian-gongneng-shiyi
T|ok-real|health-food|有科学研究表明,补充适宜的物质有助于改善免疫力。|r16-g4-chnfn-2024-baojian-gongneng-shiyi
T|ok-negation|cosmetics|牙膏不能明示或者暗示具有医疗作用,不能进行虚假或者引人误解的功效宣称,牙膏不是药品,不能替代药品治疗疾病。|r16-g4-xzzjs-2025-yagao-qa
T|ok-plain|health-food|维生素 D 有助于骨骼和牙齿的健康。|r16-g4-zyqjg-2023-yingyangsu-buchongji-mulu
T|ok-plain|health-food|维生素 B1有助于维持神经系统的正常生理功能。|r16-g4-zyqjg-2023-yingyangsu-buchongji-mulu
T|ok-plain|health-food|维生素 B12有助于红细胞形成。|r16-g4-zyqjg-2023-yingyangsu-buchongji-mulu
T|ok-plain|health-food|叶酸有助于胎儿大脑和神经系统的正常发育。|r16-g4-zyqjg-2023-yingyangsu-buchongji-mulu
H|ok-plain|health-food|维生素 C 有助于维持骨骼、牙龈的健康。|r16-g4-zyqjg-2023-yingyangsu-buchongji-mulu
T|ok-plain|health-food|维生素 C 可以促进铁的吸收。|r16-g4-zyqjg-2023-yingyangsu-buchongji-mulu
T|ok-plain|health-food|有助于维持血脂(甘油三酯)健康水平。|r16-g4-zyqjg-2023-yingyangsu-buchongji-mulu
H|ok-measure|health-food|膳食中n-3多不饱和脂肪酸应占总能量的0.5% ~2%|r16-g4-zyqjg-2023-yingyangsu-buchongji-mulu
T|ok-plain|health-food|泛酸是能量代谢和组织形成的重要成分。|r16-g4-zyqjg-2023-yingyangsu-buchongji-mulu
T|medical|cosmetics|预防(防止)妊娠纹、缓减妊娠纹产生|r16-g4-cdns-tfda-rensheng-wen
T|ok-negation|cosmetics|在怀孕过程中皮肤会变得较敏感、干燥,涂抹乳液可以达到纾缓的目的,但是没有办法消除妊娠纹。|r16-g4-cdns-tfda-rensheng-wen
T|medical|cosmetics|促进毛发生长|r16-g4-veritable-2019-tfda-cosmetics
H|platform|cosmetics|可消除3年黑斑,10年天生黑,20年老年黑|r16-g5-chuanboyi-douyin-live-words
T|ok-plain|cosmetics|有助于缓解痘痘外观|r16-g5-dk888-tiktok-beauty
H|ok-plain|food|三只松鼠年货坚果大礼包7袋装|r16-g5-kaidian800-kuaishou-title
T|ok-plain|general|阿迪达斯男鞋跑步运动鞋D965|r16-g5-kaidian800-kuaishou-title
H|ok-plain|general|福邑和天然翡翠冰种男女款|r16-g5-kaidian800-kuaishou-title
H|ok-plain|general|菱格链条斜挎小包女两件套|r16-g5-kaidian800-kuaishou-title
T|ok-plain|general|甘小兔儿童粉色格子睡衣|r16-g5-kaidian800-kuaishou-title
H|ok-plain|food|豆年华咸蛋黄威化饼干|r16-g5-kaidian800-kuaishou-title
T|ok-measure|food|无加工葡萄干原色绿香妃二斤|r16-g5-kaidian800-kuaishou-title
T|ok-plain|general|黄汝敦煌繁花陶瓷茶具套组|r16-g5-weixin-store-title-guide
H|ok-identifier|general|精致茶壶茶杯整套功夫茶具 ZH1520|r16-g5-weixin-store-title-guide
H|platform|general|轮滑鞋成人溜冰鞋休闲鞋轮滑鞋 40|r16-g5-aisoutu-title-rule
T|platform|finance|2018 股市慢牛来了|r16-g5-seehold-zhihu-finance-rule
T|ok-measure|finance|最快5天放款|r16-g5-seehold-zhihu-finance-rule
H|ok-measure|finance|最多可贷款10万|r16-g5-seehold-zhihu-finance-rule
H|platform|education|晚一年至少少挣20万|r16-g5-seehold-zhihu-psych-rule
T|education|education|每小时至少150元或者更高|r16-g5-seehold-zhihu-psych-rule
T|platform|general|双十一特惠来袭|r16-g5-tencentads-2019-10-review
T|platform|general|双11促销活动|r16-g5-tencentads-2019-10-review
H|platform|general|1988年出生的人|r16-g5-eatui-tencent-ad-aug
H|platform|general|21-22岁来看看|r16-g5-eatui-tencent-ad-aug
T|platform|general|假如你是24岁|r16-g5-eatui-tencent-ad-aug
T|ok-plain|general|北京一位40岁大爷|r16-g5-eatui-tencent-ad-aug
T|ok-plain|general|20-30岁的人|r16-g5-eatui-tencent-ad-aug
H|platform|general|您上次看中的|r16-g5-eschool-qq-tips-rule
H|education|education|保过班100%通过率|r16-g5-whbjbd-baidu-review-reject
T|platform|general|18-19岁用户专享|r16-g5-eatui-tencent-ad-aug
H|ok-plain|general|黑色呢子大衣外套女|r16-g5-kaidian800-kuaishou-title
H|platform|general|30-40岁的你|r16-g5-eatui-tencent-ad-aug
T|medical|food|改善喉咙发炎|r16-g6-tfda-food-claim-standard-2014
H|medical|food|消除心律不整|r16-g6-tfda-food-claim-standard-2014
H|medical|food|「本草备要」记载:冬虫夏草可止血化痰|r16-g6-tfda-food-claim-standard-2014
H|medical|food|减轻过敏性皮肤病|r16-g6-tfda-food-claim-standard-2014
H|medical|food|防止更年期的提早|r16-g6-tfda-food-claim-standard-2014
T|ok-plain|food|有助于维持生长发育与生殖机能|r16-g6-cipa-food-claim-revision-news
T|ok-plain|food|有助减于少自由基的产生|r16-g6-cipa-food-claim-revision-news
T|ok-measure|finance|原则上,本基金于成立六个月后,投资于上市或上柜公司股票总金额不得低于本基金净资产价值之百分之七十|r16-g6-yahoo-fund-tech-equity
T|ok-measure|finance|投资于中国大陆地区证券交易所交易之人民币计价之股票总额不低于本基金净资产价值之百分之六十(含)|r16-g6-yahoo-fund-ab-china-a
H|ok-tip|general|若广告出现「根治疾病、百分之百有效」、「不需运动、节食减重」、「丰胸」、「绝对没有副作用」等夸大字眼的产品,都不应轻信而购买|r16-g6-changhua-health-bureau-drug-ads
T|ok-real|drug|目前,我国仅允许乙类成药于网路上贩售|r16-g6-nchn-pharmacist-otc
H|ok-real|drug|民众应依药品说明书、医师或药事人员指示使用,且若症状持续三天以上未改善,应尽速就医。|r16-g6-nchn-pharmacist-otc
T|ok-measure|cosmetics|油水比例:水占80%油占20%。|r16-g6-ltn-tfda-lotion-cream
H|ok-tip|cosmetics|乳霜则含油量高、保湿力强,较适合干性肌肤。|r16-g6-ltn-tfda-lotion-cream
T|ok-real|device|「一认」认识玻尿酸皮下植入物为医疗器材|r16-g6-mohw-tfda-ha-implant
T|ok-measure|food|规范鱼油作为一般食品原料时,每日食用量以所含EPA及DHA总量计为2公克以下。|r16-g6-top1health-fishoil-limit
T|ok-notice|food|正在服用抗凝血剂者,例如:阿斯匹灵…等凝血功能不全者、婴幼儿、孕妇或糖尿病患者,食用前请先征询医师意见。|r16-g6-foodcheck-fishoil
T|ok-notice|finance|投保后解约或继续缴费可能不利消费者,请慎选符合需求之保险商品。|r16-g6-finfo-nanshan-meixin
T|ok-notice|finance|本商品如有虚伪不实或违法情事,应由本公司及负责人依法负责。|r16-g6-finfo-farglory-jinjili
T|ok-plain|finance|被保险人于本契约有效期间内身故者,本公司按保险金额给付身故保险金,本契约效力即行终止。|r16-g6-chubb-tw-huoli100
H|ok-notice|finance|香港证监会认可一只基金并不等同对该基金作出推许,亦不担保投资于该基金必定有理想的回报。|r16-g6-mfghk-mutual-fund
T|ok-plain|finance|由于基金可投资于不同市场、不同产品, 因此能有效分散风险。|r16-g6-mfghk-mutual-fund
T|ok-negation|finance|市场上没有一项投资策略,能保证投资者轻易获取利润或丰厚回报|r16-g6-wenews-fundhouse-dca
H|ok-plain|food|鸡精含有胜肽及胺基酸等小分子营养素,可作为孕期食欲不振时快速的营养补充,也可提供产后及病后调养所需的营养。|r16-g6-yohopower-chicken-essence
T|ok-plain|food|鸡精含有胺基酸、胜肽及牛磺酸 (taurine) 等营养素,有助于增强体力及运动后的恢复。|r16-g6-yohopower-chicken-essence
T|debatable|food|研究指出,鸡精的补充可增加体内肝糖的贮存,提升运动表现及缓解疲劳,帮助维持好体力 (ref 1、2)。|r16-g6-yohopower-chicken-essence
H|ok-plain|food|制作过程不额外加水及其他添加物,成分单纯,味道浓郁且香气自然,适口性较佳|r16-g6-yohopower-chicken-essence
T|ok-plain|general|CADR数值越高,表示空气清净机的净化效能越高。但最高的CADR却未必是你的最佳选择,应该是「够用就好」|r16-g6-purus-air-purifier-specs
T|ok-measure|general|高速运转下的噪音值最好在50分贝以下|r16-g6-purus-air-purifier-specs
T|debatable|general|清净机一天开机10小时,花你不到1块钱!|r16-g6-purus-air-purifier-specs
H|debatable|food|「滴鸡精」作为一种传统食补的现代化呈现,近年来在台湾、香港等地区广受欢迎,成为许多人调理身体、补充元气的首选。|r16-g6-beautyhkguide-drip-chicken
T|ok-negation|cosmetics|「除皱回春」?顶多只能说「抚平细纹」|r16-g6-yes99-ntpc-2017-ads
T|ok-real|general|网路违规广告,超过6成出现在脸书,数量为2015年3倍,并踢下前年Yahoo,拿下第一|r16-g6-yes99-ntpc-2017-ads
T|ok-real|drug|「井田」复方感冒颗粒热饮能缓解感冒引起的流鼻水、鼻塞、打喷嚏、喉咙痛、咳嗽、畏寒、发烧、头痛、关节痛及肌肉酸痛等症状。|r16-g6-mdcafe-chinteng-cold-granules
H|ok-notice|drug|请勿超过建议剂量及七天疗程,若症状持续或发高烧,请立即停药就医。|r16-g6-mdcafe-chinteng-cold-granules
H|ok-notice|drug|蚕豆症患者、孕妇(尤其28周以上)、18岁以下儿童禁用。|r16-g6-mdcafe-mingta-cold-capsules
T|ok-notice|drug|严重过敏反应如脸肿、呼吸困难、荨麻疹,请立即就医。|r16-g6-mdcafe-hsias-cold-solution
T|ok-negation|drug|感冒主要是细菌或病毒造成,综合感冒药可以缓解症状,但不能杀死细菌及病毒。|r16-g6-tfda-epaper-912-cold-medicine
H|ok-notice|drug|如持续服用3天以上症状仍未改善,请尽速就医。|r16-g6-tfda-epaper-912-cold-medicine
#@round 17
# ── round 17 (2026-11-29): 339 rows quoted from outside material (mainland and Hong Kong/Taiwan sellers' and brands' own selling copy in six product areas: food, cosmetics, appliances and cars, consumer services, courses and property, health services and farm inputs) by six collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
H|ok-measure|food|三亿老茶师制成的半发酵茶，其发酵程度在30%左右。|r17-g1-sunyee-dongding-oolong
T|ok-plain|food|冲泡后茶汤呈金黄色，带熟果烘焙香，味醇厚甘润耐冲泡|r17-g1-sunyee-dongding-oolong
H|ok-self|food|今年的甜度比前几年优秀很多。|r17-g1-jintiankansha-navel-orange
T|debatable|food|我们选的这家果园平均甜度能达到18以上，比附近看过的其他园子高上2-3度。|r17-g1-jintiankansha-navel-orange
T|ok-plain|food|很甜的橙子今年只能摘一周!|r17-g1-jintiankansha-navel-orange
H|ok-plain|food|我们的特色就是清香甘纯手工采，入口生津喉韵会来。|r17-g1-ntdtv-nantou-tea-expo-2011
H|debatable|food|有产地标章，还有产地履历，是真正的日月潭红茶，喝起来有薄荷还有肉桂的香韵，所以跟一般混的红茶绝对不一样。|r17-g1-ntdtv-nantou-tea-expo-2011
T|debatable|food|我们有经过产销履历，而且是逐批检验农药，那不会有农药残余的问题。|r17-g1-ntdtv-nantou-tea-expo-2011
T|debatable|food|（合欢山茶）夏天的话非常适合冷泡茶，喝起来通体舒畅，也非常健康。|r17-g1-ntdtv-nantou-tea-expo-2011
T|ok-measure|food|跟他分了四百盒翠峰春茶茶包，一盒30小包装，每包3公克，售130元。|r17-g1-udn-tea122-cuifeng-tea
T|ok-plain|food|除了袋茶外，也有半斤盒装茶，鹿谷的售价1400/斤，翠峰的售价2000/斤，由于货源不是很充足，有意要买的请早预定。|r17-g1-udn-tea122-cuifeng-tea
H|debatable|food|呼伦湖罐头食品有限公司目前是内蒙古最大的鱼罐头食品加工企业，也是我国唯一一家淡水鱼罐头获“绿色食品”和“有机产品”的企业。|r17-g1-bbwfish-hulunhu-cannery
H|ok-grade|food|经国家认监委授权的北京五洲恒通认证公司认证，确认鱼类等8种“湖船牌”系列鱼罐头为有机食品，并获得“有机食品认证书”。|r17-g1-bbwfish-hulunhu-cannery
T|debatable|food|夏天，爱文芒果是大家首选!|r17-g1-yooho-aiwen-mango
T|ok-plain|food|来自玉井的蔡家福气爱文芒果坚持不过量使用农药，也不施除草剂。|r17-g1-yooho-aiwen-mango
T|ok-measure|food|并且芒果套袋后约略50天都不再用药，药物的衰败期早已过去。|r17-g1-yooho-aiwen-mango
T|ok-plain|food|让大家吃得满足又放心!|r17-g1-yooho-aiwen-mango
T|ok-measure|food|产地 台南玉井 规格 一箱十斤/约13颗内 包装 箱装|r17-g1-yooho-aiwen-mango
T|ok-plain|food|【福气】爱文芒果(大)两箱 售价 1400NT. 免运费 产地直送|r17-g1-yooho-aiwen-mango
T|debatable|food|说到芒果，大家通常第一个想到「玉井」。|r17-g1-yooho-aiwen-mango
H|ok-plain|food|不论是产地、产量或品质，玉井芒果的好是大家耳熟能详的。|r17-g1-yooho-aiwen-mango
H|ok-plain|food|臻质好酒送真挚好友，八宝春酒，纯粮酿造。|r17-g1-bbc9-babaochun-liquor
H|ok-plain|food|散白酒加盟就选八宝春酒，散白酒加盟热线:400-119-1949.|r17-g1-bbc9-babaochun-liquor
H|ok-plain|food|白酒芳香浓郁，醇和软润，风味多样。|r17-g1-mfedex-luzhou-pinyuxiang
H|ok-grade|food|每瓶容量约830g，分为“特等奖”与“头等奖”两种精致包装，维持去年价格，定价分别为550元与400元，是高县精选推荐优质伴手礼。|r17-g1-epochtimes-dagangshan-honey-2010
H|ok-real|general|高雄县大岗山龙眼蜂蜜浓郁甘甜，有口皆碑，是国人上选的伴手礼!|r17-g1-epochtimes-dagangshan-honey-2010
T|ok-real|general|本周日（7日）白露过后将进入采收期，今年因南部文旦产区受到严重雨害，增加不少新客户询问，预估销售状况会较抢手。|r17-g1-udn-xihu-pomelo-2025
T|ok-real|general|布袋鳗、新塭虱目鱼、义竹鲈鱼、太保有机米、阿里山高山茶、水上莲藕、大林鹅、御正鸡肉、鋐景牛肉：闻名全国，送礼最佳首选。|r17-g1-epochtimes-tw-chiayi-gifts
T|ok-real|general|乌鱼子：送礼高贵大方，品味不凡，是团圆年菜必备食材。|r17-g1-epochtimes-tw-chiayi-gifts
T|ok-measure|food|这是我们抹茶口味的即食珍珠，那我们烹调方式非常简单，把微波炉打开来放进去，中火80秒。|r17-g1-tvbs-new-year-expo-2023
T|ok-plain|food|日本韩国近几年来非常流行珍珠奶茶，所以他们都会带免煮珍珠的礼盒，带出国。|r17-g1-tvbs-new-year-expo-2023
T|debatable|food|「正宗台湾牛奶蜜枣礼盒」、「特级大牛奶枣」等图样广告，春节前大量出现在中国拍卖网站。|r17-g1-ltn-milk-jujube-2015
T|absolute|food|世界最好的茶在台湾，台湾最好的茶在南投!|r17-g1-teano1-dazhong-tea
H|citation|food|南投县民间乡的茶叶，无论是产量或种植面积皆是全台第一。|r17-g1-teano1-dazhong-tea
H|ok-plain|food|而茶农只要坚守品质，遵守茶叶农药残留检验，建立优质品牌形象，便不怕进口茶的竞争。|r17-g1-teano1-dazhong-tea
T|ok-measure|food|碧螺春绿茶 Bi Luo Chuen Green Tea NT$ 250 / 75g|r17-g1-brianoolongtea-biluochun
T|ok-plain|food|这次的碧螺春绿茶成本涨价了，不过 wait a moment 没有要涨价。|r17-g1-brianoolongtea-biluochun
T|debatable|food|台湾中部最受欢迎的茶叶一直是乌龙茶，所以 wait a moment 一定要卖碧螺春绿茶。|r17-g1-brianoolongtea-biluochun
H|ok-real|general|不过特定的茶叶是专供给上面的领导的，数量很少。|r17-g1-dmwxc-novel-chunjian-tea
H|ok-real|general|没办法，我们茶叶最好，群众的味觉是敏锐的。|r17-g1-dmwxc-novel-chunjian-tea
T|ok-real|general|今年更独家研发少油70%的非油炸「金砖沙其玛」健康迎新年!|r17-g1-nextapple-yuzhenxin
T|ok-plain|food|即日起至12/22前官网预购享9折早鸟优惠。|r17-g1-nextapple-yuzhenxin
T|ok-plain|food|您好，欢迎访问我们茶文化官网，茶叶购买请联系我们!|r17-g1-tjcdz-tea-culture-site
T|ok-ordinal|food|两人几经讨论后决定把大卡司引进香港，开创了香港第一家大卡司!|r17-g1-privilegevida-hk-eateries
T|ok-plain|food|希望将正宗台湾人的口味带给在香港的台湾人和喜爱台湾的朋友。|r17-g1-privilegevida-hk-eateries
T|ok-plain|food|振店之宝 - 白玉珍珠奶茶 Oreo芝士拿铁 吉祥三宝|r17-g1-privilegevida-hk-eateries
H|ok-plain|food|湘蜀人家坚持选用正宗材料，并没有为了迎合大众口味而减辣，希望让客人食到原汁原味的正宗四川菜。|r17-g1-privilegevida-hk-eateries
H|debatable|food|别以为吃得辣多一定会热气，陈师傅还指出只要材料正宗，配料配合得好，就可以做到辣而不燥。|r17-g1-privilegevida-hk-eateries
T|ok-plain|food|极度推介水煮鱼片，上菜时还是滚着的。|r17-g1-privilegevida-hk-eateries
H|ok-plain|food|水煮鱼采用无骨的生鱼，配料由四川入货，以四川材料、四川古老方法烹调，味道正宗。|r17-g1-privilegevida-hk-eateries
H|ok-measure|food|‘山’系列葡萄酒，采用8—20年树龄优质葡萄有机原料，橡木桶10—16个月陈酿。|r17-g1-kumico-zhihui-yuanshi-winery
T|debatable|food|将传统文化和贺兰山东麓风土纳入自身，受到品醇客世界大赛、RVF世界葡萄酒大赛等国际最高葡萄酒赛事的肯定。|r17-g1-kumico-zhihui-yuanshi-winery
T|debatable|food|科技解密母乳珍稀营养|r17-g1-nyfwjg-friso-breastmilk-ad-fine
T|ok-plain|cosmetics|满1388赠▸温热敷眼贴片×1盒/随机|r17-g2-likoo-blog-yangfa
T|ok-plain|cosmetics|满2288赠▸护敏保湿喷雾×1瓶/短效期|r17-g2-likoo-blog-yangfa
H|ok-plain|cosmetics|新春礼盒 ▸1件92折/2件88折|r17-g2-likoo-blog-yangfa
T|ok-notice|cosmetics|化妆品类的养发液可作为日常保养辅助，但不取代医疗诊断。|r17-g2-likoo-blog-yangfa
T|ok-negation|cosmetics|它的定位是日常头皮与发丝的保养/调理，强调使用体感（清爽、好吸收、不黏腻）与长期规律使用后的外观与整理度提升，而不是医疗治疗。|r17-g2-likoo-blog-yangfa
T|ok-notice|cosmetics|若你出现「短期大量落发、头皮红肿疼痛、局部缺发斑块、伴随明显头皮疾病症状」等状况，建议优先就医由皮肤科医师评估原因|r17-g2-likoo-blog-yangfa
H|ok-negation|cosmetics|文中所提效果描述皆以化妆品可用语为准（如滋润、调理、强健发质、减少分叉断裂、使易于梳理等），不涉及医疗效能。|r17-g2-likoo-blog-yangfa
H|ok-plain|general|米兜熊纸尿裤能保持婴儿皮肤干燥，有效地避免皮肤与尿布中的尿长期接触而导致的过分潮湿|r17-g2-pingchao-midouxiong
H|debatable|general|多项临床试验结果显示，使用吸水性能好的纸尿裤可降低婴儿尿布疹的发生率。|r17-g2-pingchao-midouxiong
T|ok-plain|cosmetics|不含色素，通过皮肤敏感测试，有淡淡清香。|r17-g2-beforeout-baby-wash-label
H|debatable|cosmetics|枇杷叶:消炎作用，湿润、可治湿疹。|r17-g2-beforeout-baby-wash-label
T|debatable|cosmetics|纯植物萃取，避免造成过敏、红斑;|r17-g2-beforeout-baby-wash-label
T|ok-plain|cosmetics|含植物保湿成分，洗净后柔顺、光滑;|r17-g2-beforeout-baby-wash-label
T|ok-plain|cosmetics|美国高端科研品牌IN艾娜蓓品牌理念主张「纯净、安全、诚实」，使用天然植物萃取，不追求花俏复方。|r17-g2-udn-inanabei
H|ok-plain|cosmetics|冬季发丝脆弱警报！juliArt响应世界头皮健康日 推ECHO养护四步骤|r17-g2-udn-juliart-scalp
T|ok-plain|cosmetics|入冬必备「个人化养发液」提升双层修护力 限时优惠同步开跑|r17-g2-udn-juliart-scalp
T|debatable|cosmetics|只要每天3分钟，照着步骤做，就能让发肌回到稳定状态。|r17-g2-udn-juliart-scalp
T|ok-plain|cosmetics|使用头皮角质液于干发状态下按摩，可清除堆积油脂与老废角质，帮助毛囊呼吸。|r17-g2-udn-juliart-scalp
H|ok-tip|cosmetics|选择对的洗发精比天天洗更重要。|r17-g2-udn-juliart-scalp
H|ok-measure|cosmetics|刷牙时绝对不能求快而用力地刷，应要放轻力道的刷每颗牙。|r17-g2-bg3-sensodyne-ad
H|ok-tip|cosmetics|牙刷要选择柔软刷毛，能帮助避免牙本质受到过大的外力冲击，保护牙本质免受损伤。|r17-g2-bg3-sensodyne-ad
T|debatable|cosmetics|敏感性牙齿是不可逆的，如果已经确诊有敏感性牙齿的问题，建议要天天使用抗敏感牙膏|r17-g2-bg3-sensodyne-ad
T|ok-plain|cosmetics|二舒:天天使用抗敏感牙膏，舒缓敏感性牙齿问题|r17-g2-bg3-sensodyne-ad
H|debatable|general|最好使用独特鸭嘴头设计的〔洁厕剂〕，才可深入马桶内缘、清除顽垢。|r17-g2-8red-toilet-cleaner
T|ok-notice|general|切勿将不同成份的酸性、中性或碱性清洁剂混合使用，以免因化学变化而发生危险。|r17-g2-8red-toilet-cleaner
T|debatable|cosmetics|可以有效去除幽门螺旋杆菌，改善口臭口疮，防治胃癌|r17-g2-yiwugo-kangyou-toothpaste
T|debatable|general|超强去污力|r17-g2-usroom-tide-test
H|debatable|cosmetics|全程无广无利益关联，所有数据均来自临床实测与权威检测，结果真实可溯|r17-g2-163-shampoo-review-2026
H|ok-plain|cosmetics|理肤宝水专为敏感与干燥肌打造的修复型精华液|r17-g2-udn-serum-ranking-2025
H|ok-measure|cosmetics|取2-3滴于掌心，搓热后轻压全脸，从脸中央往外推开，最后再包覆吸收。|r17-g2-udn-serum-ranking-2025
H|ok-plain|general|奶瓶清洁剂是专为清洗奶瓶、奶嘴与婴幼儿餐具设计的清洁用品，重点不在「强效去油」，而在于好冲洗、低残留、成分单纯。|r17-g2-bobsoap-bottle-cleaner
T|ok-plain|general|这类产品的目标不是留下香味，而是降低清洗后残留的可能性。|r17-g2-bobsoap-bottle-cleaner
T|ok-plain|general|奶瓶清洁液则会针对奶垢、蛋白质残留设计清洁力，同时考量冲洗性与成分温和度。|r17-g2-bobsoap-bottle-cleaner
T|debatable|general|市面上有专门针对奶瓶的清洗剂，这些产品的配方经过专业测试，能有效去除奶瓶内的奶垢及细菌，并且不会残留有害物质。|r17-g2-houfyi-bottle-wash
T|ok-negation|cosmetics|手工皂不是药物，绝对不能用作治疗敏感|r17-g2-dailysoaphouse-oily
H|ok-plain|cosmetics|店主推介清爽补水的手工皂，分享几个贴士让大家参考。|r17-g2-dailysoaphouse-oily
T|debatable|cosmetics|米糠油是由米糠提炼出来的油，具保湿力且洗感清爽，更具美白功用，也很适合油性皮肤。|r17-g2-dailysoaphouse-oily
H|debatable|cosmetics|她说，去看医生和搽类固醇药膏，敏感都是断断续续，时好时坏，一直用手工皂，皮肤却好了。|r17-g2-dailysoaphouse-oily
T|ok-tip|cosmetics|油性皮肤可选择以较清爽油品制作而成的手工皂，如椰子油、米糠油等。|r17-g2-dailysoaphouse-oily
T|debatable|cosmetics|市面上的肥皂，便宜又大碗，但是，都是加一些对皮肤没有帮助的有害化学品。|r17-g2-pixnet-yunyu-soap
T|debatable|cosmetics|这样子的合成洗剂，只会让我们皮肤状况越来越差，越来越没有保护力了。|r17-g2-pixnet-yunyu-soap
T|ok-tip|cosmetics|小提醒:若手工皂开始冒油、出现油斑及油耗味，请停止使用。|r17-g2-iclean-handmade-soap
T|citation|general|可灭杀甲型流感病毒H1N1,且抑制率高达99.5%|r17-g3-case-nanjing-yuhuatai-2022-purifier
T|citation|general|高效防护,气溶胶截留率>99.97%|r17-g3-case-nanjing-yuhuatai-2022-purifier
H|citation|general|5min内新冠病毒抑制率>99.9%,可高效灭杀新冠病毒|r17-g3-case-nanjing-yuhuatai-2022-purifier
T|citation|general|爱斯普润净化器采用新型抗菌防病毒空气净化膜材料|r17-g3-case-nanjing-yuhuatai-2022-purifier
T|citation|general|上汽大通购车送京牌直落个人名下|r17-g3-court-beijing-fengtai-xingyao-2020
T|citation|general|G10全心为你大大的MPV购车送京牌可落户个人、公户名下北京蓝牌,不影响摇号|r17-g3-court-beijing-fengtai-xingyao-2020
T|ok-grade|general|板材等级:是否符合 CNS 标准(如 F1 低甲醛等级)|r17-g3-tw-sunhouse-furniture
T|ok-plain|general|这让木心板同时具备:“系统柜的细致度+木作的结构强度”|r17-g3-tw-sunhouse-furniture
T|ok-plain|general|在合格板材与完整封边下,木心板同样能兼顾耐用与居住安心。|r17-g3-tw-sunhouse-furniture
T|ok-plain|general|ABS 封边:封闭板材切面,降低吸湿与气味逸散|r17-g3-tw-sunhouse-furniture
H|ok-grade|general|目前也有系统家具的厂商推出 E0 级(甲醛释出量低于 0.5mg/L)的产品。|r17-g3-tw-oea-kitchenware
H|ok-tip|general|由于系统家具的板材是双面耐磨美耐皿,具耐磨耐刮特质,因此在选购时,也可请系统家具的厂商用硬币或钥匙当场示范耐磨、耐刮的效果|r17-g3-tw-oea-kitchenware
T|ok-plain|general|符合绿建材标章的板材,对消费者来说,等于多了一层保障。|r17-g3-tw-oea-kitchenware
T|ok-grade|general|厨房、浴室:强烈建议使用 V313 等级防潮板|r17-g3-tw-hamiwei-cabinet
T|ok-plain|general|一般卧室、客厅:建议使用 E1/E0 级塑合板,环保且经济实惠。|r17-g3-tw-hamiwei-cabinet
H|ok-plain|general|优的系统柜工厂皆采用符合国际认证的环保板材为消费者把关|r17-g3-tw-eurotech-cabinet
T|ok-measure|general|官方公布的数据中,Gogoro 2的最高极速还是有90km/h的水准|r17-g3-tw-autoonline-gogoro2
T|ok-measure|general|车长加大后,车厢空间也提升至25L。|r17-g3-tw-autoonline-gogoro2
T|ok-measure|general|马达更加入了防水的功能,让此车具有IPX7等级的防水能力。|r17-g3-tw-ettoday-gogoro-smartscooter
T|debatable|general|号称可在6秒内完成电池交换,“比加油还快!”|r17-g3-tw-ctee-gogoro-2015
H|ok-grade|general|本次MAX选用的滤网,颗粒物累计净化量达到了P4级别,也就是国家标准的最高级别。|r17-g3-news-xiaomi-purifier-max
T|ok-self|general|这个数值是米家空气净化器Pro的两倍。|r17-g3-news-xiaomi-purifier-max
T|debatable|general|小米称通过了家电研究院的测试,CADR值最高为1000m3/h,远超国家标准最高的800m3/h。|r17-g3-news-xiaomi-purifier-max
T|ok-plain|general|“消音筒”由风道、吸音棉和静音网板组成,官方表示,通过吸收噪音、阻隔噪音,从而达到降噪目的。|r17-g3-news-xiaomi-purifier-max
T|ok-measure|general|以这款产品为例,最快可在3分钟内,对一个21㎡、高2.4m的空间内完成一次空气循环。|r17-g3-news-xiaomi-purifier-max
T|ok-measure|general|以安利逸新空气净化器为例,其每分钟输出约7.1立方米清新空气,30分钟左右即可净化36平方米室内空气。|r17-g3-advertorial-amway-purifier-2017
T|ok-tip|general|HEPA滤网随着吸附颗粒物的增多会逐渐饱和,从而导致净化器的效率降低,能耗加大。|r17-g3-advertorial-amway-purifier-2017
T|debatable|general|只有一张合适的床褥,才能带给你最佳睡眠质素。|r17-g3-hk-seahorse-mattress
H|ok-plain|general|优质的床褥基本都可用八至十年,无论是成人或幼童,都不应于床褥上站立或跳跃,以防令承托力受损。|r17-g3-hk-seahorse-mattress
T|ok-plain|general|另可拣选一些具有防潮吸湿吸异味、防霉防螨防菌功能的床褥,保持卫生健康,同时亦减少清洗的需要。|r17-g3-hk-seahorse-mattress
T|ok-tip|general|大部份床褥都没有底面之分,应每月将床褥翻转一次,可保持其弹性及耐用度|r17-g3-hk-seahorse-mattress
H|ok-grade|general|芦花板属于禾香板(秸秆类纤维板),主要成分是芦苇纤维、MDI胶(无醛胶),环保等级通常可达E0级或ENF级|r17-g3-b2b-cnqczd-cabinet-shanghai
H|ok-measure|general|密度适中(约650-700kg/m³),握钉力较好,但防水防潮性能弱于实木颗粒板或多层板,长期潮湿环境下易膨胀变形。|r17-g3-b2b-cnqczd-cabinet-shanghai
T|ok-plain|general|推荐区域:卧室衣柜、书房书柜、客厅玄关柜等干燥环境的柜体。|r17-g3-b2b-cnqczd-cabinet-shanghai
H|ok-tip|general|看胶线:EVA封边允许有轻微胶线,但应均匀、无气泡;PUR和激光封边应几乎看不到胶线。|r17-g3-b2b-cnzhuobu-cabinet-baoshan
H|ok-plain|general|伸缩穿衣杆:可调节长度,适应不同尺寸衣柜。|r17-g3-b2b-cnzhuobu-cabinet-baoshan
H|debatable|general|胶水类型:认准MDI无醛胶(医疗级环保胶,耐高温、耐水解),避免脲醛胶(含甲醛,低价板常用)。|r17-g3-b2b-cnqcsp-cabinet-qingpu
H|debatable|general|刚需环保(如母婴、儿童房):直接选激光封边(无胶安全)或PUR 封边 + MDI 胶(胶水无醛)。|r17-g3-b2b-cnqcsp-cabinet-qingpu
H|ok-plain|general|计价:投影面积计费,含基础五金,避免复杂设计。|r17-g3-b2b-cnqcsp-cabinet-qingpu
H|debatable|general|所以,在外国人眼中,柚木是20世纪最好的家具材质。|r17-g3-news-shunde-sanxiong-teak-2006
T|ok-plain|general|在当今的国际木材市场上,柚木的价格比红木还高。|r17-g3-news-shunde-sanxiong-teak-2006
H|debatable|general|在重工业等水质受污染程度较重的地区,采用家庭RO机是解决健康饮水的最佳方案|r17-g3-szjsq-water-purifier
T|ok-measure|general|净水机水效等级2级中规定的净水产水率为净水机节水评价值,也就是说达到水效2级或以上的净水机才称得上是节水型净水机|r17-g3-szjsq-water-purifier
T|debatable|general|CVIA亮度标准是由我国消费电子领域最具权威性和影响力的国家一级行业组织——中国电子视像行业协会(简称CVIA)牵头制定的|r17-g3-yataishuma-projector-cvia
T|ok-plain|general|防水涂料所形成的防水膜具有较好的延伸性、耐水性和耐候性,防水效果好;|r17-g3-syfsdq-waterproof-coating
T|ok-tip|general|家装防水宜选用聚合物水泥防水涂料。|r17-g3-syfsdq-waterproof-coating
T|ok-plain|general|聚氨酯防水涂料:由异氰酸酯、聚醚等原料经聚合反应制成,具有高强度、良好的延伸率和优异的耐水性能。|r17-g3-sunky-waterproof-coating
T|ok-plain|general|住宿:1 晚喀纳斯特色民宿, 1 晚禾木特色民宿,2晚乌鲁木齐携程四钻酒店,其余2晚为舒适酒店|r17-g4-cct-xinjiang-7day
H|ok-plain|general|收客年龄:无任何收客限制,73岁以上不建议报名|r17-g4-cct-xinjiang-7day
T|ok-grade|general|早餐后乘车前往国家 AAAAA 风景区【喀纳斯景区】|r17-g4-cct-xinjiang-7day
T|ok-plain|general|【今日亮点】东方瑞士风光、尽享湖光山色|r17-g4-cct-xinjiang-7day
T|ok-plain|general|【纯玩无自费·26人小团】东航往返直飞·可联运|r17-g4-cct-spain-portugal-12day
H|debatable|general|5顿主题美食·含米其林推荐餐厅|r17-g4-cct-spain-portugal-12day
H|ok-plain|general|当地向导:本地生活多年,熟悉本地人文、历史、小众|r17-g4-cct-spain-portugal-12day
H|ok-plain|general|VIP服务:预定后VIP专员1对1服务,全程旅行无忧|r17-g4-cct-spain-portugal-12day
T|ok-plain|general|A线稀缺葡萄牙深度:波特酒庄品酒+粉红色盐湖+AVE高铁|r17-g4-cct-spain-portugal-12day
H|ok-ordinal|general|门票含:行程中所列景点第一道大门票。|r17-g4-sulje-yunnan-line
H|ok-measure|general|用 餐:5早餐8正餐,正餐十菜一汤(备注:不足十人菜品略减)|r17-g4-sulje-yunnan-line
T|ok-plain|general|导 游:行程内含优秀持证国语导游讲解服务|r17-g4-sulje-yunnan-line
T|ok-plain|general|【好日子食堂】每日供应新鲜现做、健康满分的可口餐点|r17-g4-twtravelmap-hotel-580
T|ok-measure|general|本旅店提供的加人、加床服务,加人费用 400元/人(最多加1人),加床费用 600元/床(最多加1床)。|r17-g4-twtravelmap-hotel-580
H|ok-plain|general|【读册书房】每月介绍一本精选好书!|r17-g4-twtravelmap-hotel-580
T|citation|general|4000平方米超大游泳健身会所|r17-g4-ywpdd-huangyan-gym-2021
T|ok-measure|general|★6岁以下幼儿不占床不收费(最多1人)|r17-g4-asiayo-taitung-6321
T|ok-plain|general|我们为宠物友善民宿,可携带宠物入住特定房间~|r17-g4-asiayo-taitung-6321
H|ok-plain|general|提供代办赏鲸、泛舟行程安排服务|r17-g4-asiayo-taitung-6321
T|ok-plain|general|一泊二食下午茶享用时间 16:00 至 17:00。|r17-g4-twbnb-maxhome
H|ok-plain|general|为住客方便 ,有提供浴巾、牙刷组、棉花棒组、吹风机,若有需要其他备品请自备。|r17-g4-twbnb-maxhome
T|ok-plain|general|猫宝贝到府接送单趟60元起,如需上楼需额外收费。|r17-g4-dogchild-cat-grooming
H|ok-plain|general|包月含四次洗澡,每次洗澡皆附赠『基本小美容』,请于60日内使用完毕。|r17-g4-dogchild-cat-grooming
H|ok-negation|general|因本店不施打麻醉,太凶的猫宝贝请至动物医院|r17-g4-dogchild-cat-grooming
T|ok-plain|general|★真纯玩0购物·双飞5天4晚·玩足四天—3天行程+1天自由活动,享受旅游慢时光!|r17-g4-cct-hainan-5day
H|debatable|general|+海口自由活动半天,自由打卡云洞图书馆/亚洲最大免税店!|r17-g4-cct-hainan-5day
T|ok-grade|general|★畅游国内5A级大牌海岛—5A蜈支洲岛,脚踩细沙,看浪花欢舞|r17-g4-cct-hainan-5day
T|ok-plain|general|豪华版:特别升级三亚2晚一线海边超豪华度假酒店—海景房,听涛入眠!|r17-g4-cct-hainan-5day
T|debatable|general|附加赠送欣赏价值300元/人的三亚千古情表演·一生必看的史诗级巨幕演艺|r17-g4-cct-hainan-5day
T|ok-plain|general|◆心动之旅:五省联游,一次抵多次出行!|r17-g4-cct-dongbei-train-15day
H|ok-plain|general|1、郑州起止 郑州上领队 家门口的澳新团|r17-g4-cct-aus-nz-13day
T|ok-grade|general|4、甄选住宿:全程4星住宿|r17-g4-cct-aus-nz-13day
T|ok-plain|general|我们的清洁服务都是以时间计价,每小时定价为550元,若有定期服务需求或成为VIP则价格会更优惠!|r17-g4-homedcleaner-faq
T|ok-plain|general|我们的到府清洁服务,都会自备所有专业清洁工具&清洁剂哦!|r17-g4-homedcleaner-faq
T|debatable|general|也因此多数客户都会留下 5 星好评,就是我们服务品质的最佳保证!|r17-g4-homedcleaner-faq
H|ok-negation|general|在您同意后才会加时间,绝不会在服务完成后才突然告知您需要加收费用。|r17-g4-homedcleaner-faq
H|ok-measure|general|129元套餐资费:129元月租,30G流量,500分钟语音。|r17-g4-jz08-5g-changxiang
T|ok-plain|general|套餐生效次月起算,可享受连续六个月套餐折扣。|r17-g4-jz08-5g-changxiang
H|ok-measure|general|国内流量前100MB按0.03元/MB收费,达到100MB(3元)时,额外返还用户924MB流量(即3元/1GB)|r17-g4-jz08-5g-changxiang
T|ok-measure|general|1.当月套餐外流量消费600元封顶,封顶费用包含按套餐外资费收取的上网流量费|r17-g4-jz08-5g-changxiang
T|ok-negation|general|2.国内通话和接听免费范围不包括港澳台。|r17-g4-jz08-5g-changxiang
H|ok-negation|general|请注意,本沙龙的护理不以诊断、治疗或治愈任何疾病或症状为目的。|r17-g4-cosmedecorte-salon-reservation
H|ok-plain|general|本沙龙仅限女性顾客。|r17-g4-cosmedecorte-salon-reservation
H|ok-plain|general|试堂优惠只适用于My Fitness/My Yoga新客户或过去一年半没有持有任何套票的客户|r17-g4-myfitness-hk-terms
T|ok-notice|general|若有血压、心脏病、骨骼、关节、或其他长期病患等人仕,都不适合参加有关活动|r17-g4-myfitness-hk-terms
T|ok-plain|general|邮轮上提供的一日三餐,另有下午茶及夜宵;|r17-g4-hqx-cruise-6778
T|ok-plain|general|邮轮上指定免费设施/场所,免费观看/参加指定的娱乐节目及活动;|r17-g4-hqx-cruise-6778
H|ok-measure|general|邮轮服务费普通客房15.5美元/人/晚,套房18.5美元/人/晚,4-12岁小童减半,低于4周岁免收|r17-g4-hqx-cruise-6778
T|ok-industry|general|邮轮意外保险30元/人(建议购买);|r17-g4-hqx-cruise-6778
T|ok-plain|general|我们的优惠价格包括了邮轮费用,但由于当地政府具体税费经常变化,所以港务费和船上小费及其他的消费是不含的。|r17-g4-8a92-cruise-help
T|debatable|general|现场的表演或是首轮的电影,绝对会让您有多样化的选择。|r17-g4-8a92-cruise-help
H|debatable|general|最优惠房价 - 不包括每日早餐|r17-g4-banyantree-macau-bestrate
H|ok-plain|general|此优惠仅适用于路氹泉悦套房、悦榕泉悦套房。|r17-g4-banyantree-macau-bestrate
T|ok-measure|general|第三人住宿需加收澳门币750元(另加10%服务费以及5%政府税)。|r17-g4-banyantree-macau-bestrate
T|ok-plain|general|以注册帐号预订即日至2020年12月31日之住宿方可享低至9折之网上预订额外优惠。|r17-g4-galaxy-macau-earlybird
T|ok-plain|general|延长住宿-任何延长住宿均需视乎本酒店当天的实际供应情况而定,并以本酒店提供之最佳房价作为计算标准。|r17-g4-galaxy-macau-earlybird
T|ok-plain|general|「银河酒店」早订优惠-低至7折|r17-g4-galaxy-macau-earlybird
T|ok-industry|general|6.租车价格含汽车强制险, 交通意外受害者每人最高给付新台币140万元整|r17-g4-007car-rental-notes
H|ok-plain|general|2.不限里程数|r17-g4-007car-rental-notes
T|ok-plain|general|平日2日首日8折、假日2日首日9折!|r17-g4-middlecar-taipei-rental
T|ok-measure|general|本车辆每日平均行驶最高里程为400公里,逾最高里程者,每一公里加收2元累计|r17-g4-middlecar-taipei-rental
T|ok-plain|general|全票优惠:55元/人(原价70元/人,按粤价[]95号文件优惠);|r17-g4-xiqiaoshan-duanwu-fares
H|ok-measure|general|1、身高1.2米以下儿童,现场测量身高享受免票优惠。|r17-g4-xiqiaoshan-duanwu-fares
H|ok-grade|general|(一)特级教师与特级校长持有效证件免交通索道票。|r17-g4-phb7-scenic-discounts
T|ok-plain|general|4、针对现役军人、人民警察、消防员、残疾军人持有效证件免收景区门票;|r17-g4-phb7-scenic-discounts
H|ok-plain|general|8、针对持全国导游证、旅行社经理资格证免收景区门票。|r17-g4-phb7-scenic-discounts
T|price|general|全国不分区全国网内价|r17-g4-epochtimes-fetnet-333-ftc
T|price|general|每分钟最低3元|r17-g4-epochtimes-fetnet-333-ftc
T|citation|general|根据资策会『我国网际网路用户数调查报告』宽频上网新用户不选ADSL、超过60%用户只选cable光纤上网|r17-g4-ccstudy-kbro-ftc-2013
T|debatable|general|不用再找XX健身俱乐部,World Gym七天会员体验,立刻加入动起来...|r17-g4-cardu-worldgym-ftc-2015
T|ok-measure|general|设备押金:200元(退网可返还)|r17-g4-9m8m-unicom-broadband-fees
T|ok-notice|general|内容仅供参考,具体资费以办理页面为准。|r17-g4-9m8m-unicom-broadband-fees
H|ok-measure|general|若该缴费月之本地流动数据超过20GB用量上限时,其后本地流动数据之上/下载速度将会被限制至不高于1Mbps|r17-g4-hkbn-5g-business-plan
T|ok-plain|general|现有客户优惠月费只适用于现有商业流动通讯服务、商业宽频、商业固网和其他指定商业电讯服务之客户。|r17-g4-hkbn-5g-business-plan
T|ok-plain|general|配合5G装置即可享受5G网络及其三大优点: 高速率、低时延、多连接。|r17-g4-cmhk-5g-datapack
H|ok-notice|general|上述为最高下载速度并将受下列因素影响而有所不同: 网络设定及规格、网络覆盖范围及使用量、使用者的设备及软件、传输技术及其他相关因素。|r17-g4-three-hk-45g-data-plan
T|ok-plain|general|* 月费已包括合约期内每月$20回赠。合约期后,月费将以原价收费。|r17-g4-three-hk-45g-data-plan
T|ok-negation|general|疗程效果因人而异,本公司没有效果保证服务。|r17-g4-onlinebeautyhk-referral
T|ok-plain|general|本平台之优惠适用于18岁或以上之香港永久居民,并为提供优惠之美容院之新客户。|r17-g4-onlinebeautyhk-referral
T|ok-notice|general|顾客如有任何疾病、敏感皮肤或长期服药等,在接受本公司提供的服务前,须先通知本公司职员|r17-g4-hkmawc-beauty-terms
T|ok-notice|general|客人在疗程进行前2小时,不宜饮酒或大量进食。|r17-g4-hydrohouse-terms
T|ok-plain|education|春夏季辅导班学习期间为4月至8月,满期5个月(简称四月班)|r17-g5-muren-tuition
T|ok-plain|education|所有听过的课程再听第二次都是当月(或当期)价格的一半。|r17-g5-muren-tuition
H|ok-plain|education|参加试听课后不打算参加正式课程,如在退费期限内申请退费,可返还全额预约金。|r17-g5-muren-tuition
T|ok-plain|education|3年制金鼎大厨专业,以培养高技能烹饪人才为目标,熟练运用30种烹调技法,掌握四大风味菜,地域特色菜,酒店流行菜,私房菜的制作|r17-g5-trtjmpt-cook-school
H|ok-plain|general|设计师至现场进行丈量与拍照记录,此阶段会依照案场距离及坪数大小酌收保证金费用 ( 此费用可由正式委任后设计费中折抵 )|r17-g5-tw-oriental-concept-service
H|ok-plain|general|根据设计规画之图面及材料均确认后,提供完整工程细项报价单|r17-g5-tw-oriental-concept-service
T|ok-plain|general|现场丈量拍照酌收3000元,丈量费用会于签约后设计费中扣除此笔款|r17-g5-tw-sigar-service
T|ok-plain|general|设计费:6000元/坪起,但依设计繁复程度有所设计调整。|r17-g5-tw-sigar-service
H|ok-plain|general|工程监管费用:总工程款10%,依实际设计型式内容计价,工程承包后监管费用8折优惠|r17-g5-tw-sigar-service
H|ok-plain|general|家具软件装饰搭配设计费另外收1000元/坪,不分风格|r17-g5-tw-sigar-service
H|ok-plain|general|最低设计费不小于$80,000|r17-g5-tw-royalrays-service
T|ok-plain|general|若后续工程委托施作,则不收取设计费30%尾款|r17-g5-tw-royalrays-service
H|ok-plain|general|协助客户变更预售屋平面|r17-g5-tw-royalrays-service
H|ok-plain|general|北区 8,000元/ 坪 (2024年9月1日起,由 6,000元/ 坪 调至 8,000元/ 坪)|r17-g5-tw-novdesign-service
H|ok-plain|education|学费最慢请于开课第一堂课时一次缴清,可办理刷卡|r17-g5-tw-dahtong-driving
H|ok-plain|education|为维护教学品质,非本班学员禁止上教练车。|r17-g5-tw-dahtong-driving
H|ok-measure|education|笔试成绩以85分及格、路考(场考.道考)以70分为及格、笔试不及格不得参加场考、场考不及格不得参加道考|r17-g5-tw-dahtong-driving
T|ok-tip|education|用平常练习的车,在熟悉的场地考试,及格率比较高,驾训班网页也都会注明「原场考照」|r17-g5-tw-nica99-driving-blog
T|ok-tip|education|要详细询问道路驾驶的次数,很多驾训班道路驾驶只为应付考试,道路驾驶次数少的可怜|r17-g5-tw-nica99-driving-blog
H|ok-plain|education|课程针对3-12岁儿童设计了阶梯式培养方案,每个阶段都有明确的能力发展目标。|r17-g5-eduml-youshengpai-art
T|ok-plain|education|3-5岁启蒙段以"玩材料"为主,通过手指画、蜡笔画、轻黏土等触感丰富的媒介,帮助孩子建立手眼协调能力与色彩敏感度|r17-g5-eduml-youshengpai-art
H|ok-plain|education|老师不会直接示范完整作品,而是通过提问启发(如"你觉得这片云像什么?"),让孩子自主构思画面结构。|r17-g5-eduml-youshengpai-art
T|ok-plain|education|每节课的教学方案均由优胜派教研团队根据最新儿童发展研究成果调整。|r17-g5-eduml-youshengpai-art
T|debatable|education|美国儿科学会(AAP)2021年研究报告指出,3-12岁儿童通过自由绘画可提升46%的抽象思维能力。|r17-g5-yilihuashi-art-studio
H|debatable|education|以"色彩空间"画室为例,其独创的"三阶创造力培养模型"(探索-表达-重构)已在全国23个教学点验证,学员原创作品在省级少儿艺术展中的获奖率提升至38.7%。|r17-g5-yilihuashi-art-studio
T|ok-plain|education|画室将每日创作时间延长至90分钟,通过"材料盲盒"(每月更新30%以上绘画工具)激发探索欲|r17-g5-yilihuashi-art-studio
H|ok-measure|education|低压电工证考试理论与实操相结合,理论和实操80分是及格线。|r17-g5-cdxmd-electrician
T|ok-plain|education|考试合格后由应急局颁发证书,时间一般要一个月左右。|r17-g5-cdxmd-electrician
T|ok-real|real-estate|业主于2025年6月才以约557.1万元购入单位,持货短短4个月即租出,租金回报率约3.2厘。|r17-g5-hk-aafn-rent
T|ok-real|real-estate|单位放租一个月,原叫租1.6万元,经议价后以1.52万元成交,减价800元,实用呎租约50元。|r17-g5-hk-aafn-rent
H|ok-real|real-estate|房委会新一期绿置居即日起开始拣楼,丽玥苑646平方呎,「楼王」单位一小时内售出|r17-g5-hk-icable-gsh-2023
T|ok-real|real-estate|今期绿置居推售超过3,000个单位,全部以市价五二折出售|r17-g5-hk-icable-gsh-2023
T|ok-real|real-estate|台中市首座捷运宅「文华高中站」(G8站)第三批最后3户启动公开标售,今起开放投标至12月26日止。|r17-g5-tw-udn-mrt-housing
T|ok-real|real-estate|捷运宅大楼为地上28层、地下6层,设置社区图书馆、室内泳池、健身房、视听室等多元公共设施|r17-g5-tw-udn-mrt-housing
T|debatable|real-estate|现在,汲取了前两代洋房的精髓,第三代城市墅质洋房为品质生活重新树立标准!|r17-g5-jiwu-yangfang-qa
H|debatable|real-estate|选地标准:5年内板块具有显著成长|r17-g5-jiwu-yangfang-qa
T|ok-plain|real-estate|稀缺楼盘,坐拥宁静|r17-g5-piju-loushi-taohua-2023
T|ok-plain|real-estate|千亩大盘,成熟社区|r17-g5-piju-loushi-taohua-2023
T|ok-plain|real-estate|湖景洋房,水景园林|r17-g5-piju-loushi-taohua-2023
H|ok-negation|real-estate|明确不得在房地产广告中标注或暗示房源为学区房、学位房,不对业主购房后可入读某学校作出保证或承诺的明示或暗示。|r17-g5-dizo-zhuhai-2023
H|ok-plain|education|基础费用:1280元/周(含午餐+保险)|r17-g5-grnw-xianyang-camp
H|ok-plain|education|早鸟优惠(开营前45天报名) 日间营立减200元 住宿营立减500元|r17-g5-grnw-xianyang-camp
H|ok-measure|education|专业师资配比1:8|r17-g5-grnw-xianyang-camp
T|ok-industry|education|每日200万意外险|r17-g5-grnw-xianyang-camp
H|ok-plain|education|7天6夜户外探索营:3280元/人(含住宿+三餐+保险)|r17-g5-grnw-yanqing-camp
T|ok-plain|education|无条件退款期限(开营前15天)|r17-g5-grnw-yanqing-camp
T|debatable|education|国际认证证书(美国营地协会)|r17-g5-grnw-yanqing-camp
T|ok-plain|education|帐篷露营:周五至周日688元/顶(含景区门票、红酒1瓶、营养早餐),周一至周四488元/顶|r17-g5-grnw-zibo-camp
T|ok-plain|education|"猎鹰计划"军事营:5天4夜1880元/人,适用7-16岁青少年,含国防教育、战术训练8大课程模块|r17-g5-grnw-zibo-camp
T|debatable|education|ef全部聘用a证和b证的外籍工作者,也就是专家级别。|r17-g5-ygfscm-ef-teachers
T|ok-plain|education|入学后的4次一对一诊断课,是实现精准教学的关键环节。|r17-g5-eduij-youth-english
T|debatable|education|课堂互动频率提升3倍以上,更让每个孩子获得日均20分钟的专属练习时间,较常规班型效率提升40%|r17-g5-eduij-youth-english
T|ok-plain|education|西瓜创客把课程拆成“L0-L6七级台阶”,每级配一个真实项目:从智能花盆到微信小程序|r17-g5-maorketing-xigua-305155
H|ok-plain|education|西瓜创客采用“6+2”培训体系——6周教学法集训+2周儿童心理特训,每季度再回炉复训一次|r17-g5-maorketing-xigua-321541
T|debatable|education|西瓜创客的师资班底清一色来自清华、北航、复旦等高校,主教练团队里有人曾带学生拿过NOI金牌。|r17-g5-maorketing-xigua-172
T|debatable|education|Scratch入门简单,6-16岁的青少年是学习少儿Scratch编程的最好年龄段|r17-g5-kudingmao-scratch
T|ok-measure|medical|透明牙箍诊疗(非本院之实验室费用须按成本收费) $ 12,390|r17-g6-hk-ppdh-fees
T|ok-measure|medical|种植修复体牙冠或牙桥(以每只所受牵连之牙计)(不包括牙桩／种植修复体之费用) $ 1,820|r17-g6-hk-ppdh-fees
H|ok-plain|medical|所有费用必须依照帐单上指定的期限内缴付，否则本院不会提供进一步治疗。|r17-g6-hk-ppdh-fees
T|ok-tip|device|若需经常出门或家居空间狭窄，可选折叠式、轻巧设计的款式，方便携带或放入车尾箱。|r17-g6-hk-icare-wheelchair
T|ok-tip|device|如需长时间使用，需注重座垫舒适度、防褥疮设计、背部支撑等。|r17-g6-hk-icare-wheelchair
T|ok-plain|device|由电池驱动，操作简便，适合长距离或户外活动较多的用家，但价格较高|r17-g6-hk-icare-wheelchair
T|ok-tip|device|如未能自行判断，建议由职业治疗师或物理治疗师协助评估。|r17-g6-hk-icare-wheelchair
H|ok-measure|device|一般的标准型轮椅，承重能力多在 100 公斤左右。|r17-g6-tw-hungchuan-wheelchair
T|ok-tip|device|为了安全起见，建议选择比使用者体重高出 10% 到 20% 承重能力的轮椅。|r17-g6-tw-hungchuan-wheelchair
H|ok-plain|device|钢制轮椅: 通常较重，但承重能力较强，稳定性也较好。|r17-g6-tw-hungchuan-wheelchair
T|ok-measure|device|这类轮椅的承重范围通常在 130 到 150 公斤，有些特殊款甚至更高。|r17-g6-tw-hungchuan-wheelchair
T|ok-tip|medical|香港卫生署口腔健康促进科建议每年都要由专业牙医进行至少一次口腔、牙科检查|r17-g6-hk-oralb-dentist-blog
T|ok-tip|medical|补牙材质可分为最便宜的银汞合金：收费为HK$500至HK$1,000|r17-g6-hk-oralb-dentist-blog
H|ok-measure|drug|本品每1g相当于金荞麦7~9g。|r17-g6-pig66-jinqiaomai-vet
T|ok-real|drug|清热解毒，清肺排脓，活血去瘀。|r17-g6-pig66-jinqiaomai-vet
H|ok-real|drug|鸡的葡萄球菌病、细菌性下痢、呼吸道感染。|r17-g6-pig66-jinqiaomai-vet
T|ok-measure|drug|密闭，置阴凉、干燥处保存。|r17-g6-pig66-jinqiaomai-vet
T|ok-negation|drug|兽药广告中不得含有不科学地表示功效的断言或者保证。如“疗效最佳”、“药到病除”、“根治”、“安全预防”、“完全无副作用”等。|r17-g6-vet-ad-standard-sdggjc
T|ok-negation|drug|兽药广告中不得含有“最高技术”、“最高科学”、“最进步制法”、“包治百病”等绝对化的表示。|r17-g6-vet-ad-standard-sdggjc
T|ok-negation|drug|兽药广告不得含有直接显示疾病症状和病理的画面，也不得含有“无效退款”、“保险公司保险”等承诺。|r17-g6-vet-ad-standard-sdggjc
T|ok-plain|device|市面最常见，材质多为铝合金或碳纤维。|r17-g6-hk-edenhome-walking-aids
T|ok-measure|device|它能增加支撑底面积，分担约 10-15% 体重。|r17-g6-hk-edenhome-walking-aids
H|ok-plain|device|底部设四支撑脚，抓地力强且可独自站立（方便弯腰困难者）。|r17-g6-hk-edenhome-walking-aids
T|ok-plain|device|透过双手支撑提供最大稳定性。|r17-g6-hk-edenhome-walking-aids
H|ok-tip|device|须留意基座较阔，在狭窄楼梯难以平稳放置，易生危险，建议仅限平地使用|r17-g6-hk-edenhome-walking-aids
H|ok-plain|medical|入住本院产后护理之家的产妇，除了本身与先生之外，只限特定家人可以进入，其余访客一律不得进入房内，以降低小宝宝可能的感染风险。|r17-g6-tw-shuanghe-postpartum
T|ok-plain|medical|思妤在本院产后护理之家共住了27天，也品尝本院营养室精心调理的坐月子餐，不油腻且多元化的菜色让她很满意。|r17-g6-tw-shuanghe-postpartum
T|ok-measure|general|南国颐景基本情况：建筑面积16000平方米，床位300张，现排队入住400余人。|r17-g6-gesa-nanguo-yijing
H|ok-real|general|产量表现：1998和1999两年的国家夏玉米区域试验均排名第一，平均亩产674公斤，最高亩产927公斤。|r17-g6-zscq-corn-varieties
T|ok-measure|general|MASA 按摩椅垫设有 100 公斤的荷重限制|r17-g6-tw-tyaward-massage-pad
H|ok-measure|general|机器停止后，通常需要休息约 20 分钟才能再次启动。|r17-g6-tw-tyaward-massage-pad
H|ok-plain|general|其椅垫和椅背采用可折叠设计，不仅方便收纳，更使其能够平铺在床上、沙发或地板上，扩展了使用场景。|r17-g6-tw-tyaward-massage-pad
H|ok-notice|general|孕妇禁用：孕妇在怀孕期间应避免使用按摩椅。|r17-g6-qiruianmoyi-contraindications
T|ok-notice|general|心脏病患者禁用：心脏病患者在使用按摩椅之前应咨询医生的意见。|r17-g6-qiruianmoyi-contraindications
T|ok-measure|general|建议每次使用按摩椅的时间不要超过30分钟，并且每天使用的总时间不要超过1小时。|r17-g6-qiruianmoyi-contraindications
T|debatable|general|按摩椅的按摩功能可以刺激淋巴系统，促进体内废物的排出，增强免疫力，减少疾病的发生。|r17-g6-qiruianmoyi-pros-cons
T|debatable|general|对于失眠和睡眠质量差的人来说，按摩椅可以起到一定的辅助作用。|r17-g6-qiruianmoyi-pros-cons
H|ok-plain|general|低敏饲料：专门为过敏犬猫设计，避免特定过敏原。|r17-g6-hk-wtopets-feed-guide
H|ok-plain|general|减肥饲料：含热量较低，帮助超重犬猫减重。|r17-g6-hk-wtopets-feed-guide
T|ok-measure|medical|台北荣总 ／ 无痛胃肠镜 + 低剂量肺部电脑断层 ／ 33000|r17-g6-tw-bchuang-health-check
H|ok-tip|medical|初次做健检，建议预算花在「低剂量肺部电脑断层 + 大肠镜」|r17-g6-tw-bchuang-health-check
T|ok-tip|medical|例如：若平时就有胃酸逆流及饭后胸口灼热的症状，就非常建议选择有包含胃镜的检查套餐，以确认是否有严重胃食道逆流的情形。|r17-g6-tw-healthspan-health-check
H|ok-tip|drug|所有药房最少需聘有一位注册药剂师提供专业服务，而在药房当眼处，亦需展示驻店药剂师的牌照及工作时间。|r17-g6-cnpp100-hk-pharmacy-guide
T|ok-real|general|抗病性鉴定，白粉病免疫，中感条锈病、叶锈病、赤霉病。|r17-g6-moa-2016-2378-wheat
H|ok-measure|general|栽培技术要点：适宜播种期10月下旬至11月上旬，每亩适宜基本苗12万~15万。|r17-g6-moa-2016-2378-wheat
T|ok-measure|general|稳定时间1.3分钟，最大拉伸阻力388E.U.，延伸性134毫米。|r17-g6-moa-2016-2378-wheat
T|ok-real|general|审定意见：该品种符合国家小麦品种审定标准，通过审定。|r17-g6-moa-2016-2378-wheat
H|ok-real|medical|苏州市康复医院的建筑面积为7万平方米，核定床位471张，围绕“临床康复一体化”建设|r17-g6-eeju-2023-suzhou-rehab
H|debatable|medical|虽然人工植牙成功率已高达95%~98%|r17-g6-tw-jcdental-implant-clinic
T|ok-plain|medical|植牙医师必须有足够的专业与经验，才有能力挡下各种风险。|r17-g6-tw-jcdental-implant-clinic
T|ok-tip|medical|除了要维持良好的清洁，在咀嚼也应该注意食物的选择，并非所有东西都能无忧无虑地吃。|r17-g6-tw-jcdental-implant-clinic
T|ok-measure|medical|若植牙区齿槽的状态不尽理想，医师会评估患者是否须接受骨肉重建手术，而复原期大约需3~6个月。|r17-g6-tw-188dental-implant-steps
T|ok-plain|medical|拜科技进步，目前已有精密手术导引版与牙科动态导航，帮助我们植体置入预计位置，避开危险区域。|r17-g6-tw-188dental-implant-steps
H|ok-plain|medical|在植牙治疗前会先为患者的口腔健康做一次总体检|r17-g6-tw-dentart-implant-process
T|debatable|medical|患者首先在就医时会先做全口断层扫描，拍摄口内状况，让医师可以一览无遗，掌握患者的口腔条件，做出最精准的植牙治疗判断。|r17-g6-tw-dentart-implant-process
T|debatable|medical|术后假牙的美观度能达到最高、舒适性最佳，更重要的是手术可1次完成。|r17-g6-tw-chinatimes-2020-exe-implant
T|ok-negation|general|不要被宠物粮夸大其词的广告所迷惑，“改善肠道营养”“独家配方”等宣传用语往往缺乏科学依据|r17-g6-zhongwei-petfood-tip
T|ok-tip|general|在醒目位置应有标示“本产品符合宠物饲料卫生规定”字样，并有产品质量检验合格证|r17-g6-zhongwei-petfood-tip
H|ok-negation|general|宠物饲料在进行宣传时用包含100%、24小时等字样，比如100%治愈软骨病，此种描述不符合广告法规定。|r17-g6-pet09-petfood-legal-risk
H|ok-negation|general|农药广告中不得含有不科学表示功效的断言或者保证，如“无害”、“无毒”、“无残留”、“保证高产”等。|r17-g6-pesticide-ad-standard-1995
#@round 18
# ── round 18 (2026-11-29): 196 rows quoted from outside material (penalty decisions, court judgments and lawful look-alikes in six veins earlier rounds did not collect: infant formula, alcohol, tobacco and children, disparaging, medical aesthetics and health-ad inducements, gambling, vulgar and banned products) by six collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
T|special|food|它可以和母乳结合,也可以作为缺乏母乳宝宝的单独喂养|r18-g1-51nz-cowgate-2016
T|medical|food|迅速缓解牛奶过敏症状,湿疹、腹泻|r18-g1-ppfocus-ningbo-teyi-2019
H|medical|food|序贯治疗,巩固疗效更放心|r18-g1-ppfocus-ningbo-teyi-2019
T|medical|food|预防过敏,增强免疫|r18-g1-ppfocus-ningbo-teyi-2019
T|ok-negation|food|也不得明示或者暗示具有益智、增加抵抗力等功能性表述|r18-g1-macsoso-infant-formula-label-rules-2019
T|absolute|general|再加上奶嘴上的乳晕凸起设计,正是仿母乳特性的最佳助力点|r18-g1-cwan-shixi-bottle-suit-2023
H|debatable|general|98%的宝妈认可断奶奶瓶,世喜以科学专业助力宝妈科学断奶|r18-g1-cwan-shixi-bottle-suit-2023
T|debatable|general|奶嘴口径明显比市面其他奶瓶要大,大小和饱满的弧度也能混淆宝宝的判断|r18-g1-cwan-shixi-bottle-suit-2023
T|debatable|food|60天增长30%|r18-g1-163-mengniu-188-growth-2025
T|debatable|food|连续饮用60天,干预组与对照组身高差达到30%|r18-g1-163-mengniu-188-growth-2025
T|debatable|food|男生170冲向175,女生160迈向165|r18-g1-163-mengniu-188-growth-2025
H|ok-negation|food|不得宣称或影射婴儿与较大婴儿配方食品等同或其营养优于母乳|r18-g1-mamichina-taiwan-formula-ad-rules-2014
T|ok-real|general|食药署强调，该署支持以母乳哺育为优先，当无法喂哺母乳时，建议咨询医师、营养师或医护人员等专业人员意见，就婴儿自身状况来选择合适的婴儿配方食品及正确的食用方法。|r18-g1-udn-taiwan-fda-formula-video-2025
H|debatable|food|聪明宝宝喝飞鹤|r18-g1-hnxiyueji-feihe-slogan
T|ok-tip|food|第一阶段是4~6个月的婴儿米粉,这个阶段的米粉中主要添加和强化的是蔬菜和水果,而不是荤的食物,这样有利于宝宝的消化。|r18-g1-phraram-rice-cereal-choose-2017
T|ok-negation|food|包装上不得印有婴儿图片,不得使用“人乳化”、“母乳化”或者类似的表述,不得虚构、夸大产品的作用。|r18-g1-99-breastmilk-substitute-draft-2011
T|debatable|food|买两桶可以送玩具熊,买六桶可以送儿童电动车。|r18-g1-99-breastmilk-substitute-draft-2011
T|ok-real|general|上海交通大学医学院附属国际和平妇幼保健院护理部主任黄群告诉记者,母乳是婴儿最好的食物。|r18-g1-niudaicms-bms-draft-2011
T|medical|food|骆驼乳粉可以辅助治疗糖尿病、心血管疾病、肝病等疾病,骆驼乳粉具有调节肠胃功能、改善睡眠、提高增强免疫力等保健功能|r18-g1-souyanglao-nanning-camel-milk-2022
T|citation|food|骆驼乳粉是联合国大力推荐的长寿奶|r18-g1-souyanglao-nanning-camel-milk-2022
T|ok-real|general|世卫已作出一项全球公共卫生建议,认为婴儿出生后首6个月应以全母乳喂哺,以达至最佳成长、发育和健康。|r18-g1-hkcode-full-version-sc
T|ok-negation|food|有关守则要求配方奶粉分销商及制造商,不得在附贴在指定产品的标签上表示产品近乎等同或胜于母乳的任何图像、文字或其它陈述,贬抑或不鼓励母乳喂哺。|r18-g1-epochtimes-hk-code-2017
T|absolute|food|巴氏鲜奶是利用目前最先进的巴士杀菌法——75%十五秒杀菌,没有过沸点,没有破坏牛奶里的营养蛋白,保留对人体有益的菌种加工制成。|r18-g1-wfits-heqike-fresh-milk-post
H|debatable|food|因此,巴氏鲜奶也被称为牛奶中的黄金。|r18-g1-wfits-heqike-fresh-milk-post
T|ok-real|general|巴氏鲜奶较好地保存了牛奶的营养与天然风味,在所有牛奶是最好的一种。|r18-g1-pcbaby-pasteurized-milk-baike
H|debatable|food|对牛奶采用85℃、12秒钟低温杀菌处理,最大限度地保留了其丰富的营养成分(如活性钙、蛋白质、维生素等)和牛奶的纯正口感。|r18-g1-r9715-fresh-milk-intro
T|debatable|food|权威数据显示,在欧美、日韩地区有90%左右的人在饮用巴氏鲜牛奶。|r18-g1-r9715-fresh-milk-intro
H|ok-measure|food|鲜奶必须0~5℃冷藏保存且保质期5天以内,而常温奶可常温保存,保质期能达到45天到6个月。|r18-g1-r9715-fresh-milk-intro
H|ok-tip|food|提醒营养包只能作为孩子辅食以外的营养补充而存在,不能够取代奶粉或辅食。|r18-g1-pharmst-nutrition-pack-2021
T|special|general|婴儿奶粉一半以上是糖，因为很甜可能导致过动|r18-g1-udn-taiwan-fda-formula-video-2025
T|special|general|一瓶奶粉有一半以上全部都是糖，等于两大瓶可乐|r18-g1-udn-mamaway-apology-2025
T|ok-real|general|卫福部查验登记许可婴儿配方食品，糖含量落在每100毫升0.5至7.9公克|r18-g1-udn-taiwan-fda-lactose-2025
H|ok-real|general|当宝宝满1岁后若需转为配方奶喂养,可选择营养成分接近母乳的配方奶,只要选择得当,同样能让宝宝健康成长。|r18-g1-hellojiankang-formula-guide
T|special|food|新冠疫苗加强针酒|r18-g2-renhuai-2022-xinguan-jiu
T|special|food|春日游，碰杯正当时|r18-g2-jingan-2021-baiwei-pengbei
T|medical|food|不仅能起到一定的辅助降压作用，还能减少心率波动产生的风险|r18-g2-xjb-2024-tinghua-315
T|special|food|提高活力，改善睡眠，平复情绪，调节生理紊乱，也呈现出改善自主神经失调的作用|r18-g2-xjb-2024-tinghua-315
H|ok-grade|food|在1855年的列级庄评级中，狄士美庄园被评为三级庄。|r18-g2-xieli-dishimei-wine
T|ok-measure|food|葡萄园面积约40公顷，主要种植品种为70%的赤霞珠、29%的梅洛以及1%的味而多。|r18-g2-xieli-dishimei-wine
T|ok-plain|food|葡萄成熟后，酒庄会组织团队进行手工采摘，以确保葡萄的品质。|r18-g2-xieli-dishimei-wine
T|debatable|food|酱香酒含有丰富的有机酸、氨基酸等营养物质，能够提高人体代谢功能，增强人体免疫力。|r18-g2-qijibiz-jiangxiang-baike
H|ok-notice|food|承诺不向未成年人售酒，拒绝酒驾等，倡导理性、文明、健康的饮酒新风尚。|r18-g2-460-2022-lixing-yinjiu
T|ok-real|food|洋河在南京市组织20多家门店参与活动，引导理性健康饮酒，预防未成年人饮酒。|r18-g2-460-2022-lixing-yinjiu
H|ok-notice|food|坚持向消费者普及合理饮酒的相关知识，鼓励和引导消费者合理、适度、健康饮酒|r18-g2-huanqiu-2019-laojiao-lixing
T|ok-notice|food|本场所不贩卖酒予未满18岁者。|r18-g2-kcg-jiu-jingshi
T|ok-notice|food|未满18岁者，禁止饮酒。|r18-g2-kcg-jiu-jingshi
H|ok-real|food|酒之广告或促销，应明显标示「禁止酒驾」，并应标示「饮酒过量，有害健康」或其他警语|r18-g2-penghu-2024-jiu-guanggao
T|ok-notice|food|提醒您：酒后找代驾！禁止酒驾 饮酒过量有碍健康|r18-g2-udn-2026-twwa-whisky
H|ok-measure|food|慕赫16年单一麦芽威士忌凭借100%雪莉桶熟成，带来层次鲜明的肉脂风味与坚果甜香，成功获得「专家评鉴铜牌」。|r18-g2-udn-2026-twwa-whisky
T|ok-measure|food|透过慢火炙烤欧洲橡木桶188秒的独特技术，将焙茶的回甘底蕴完美融入威士忌中。|r18-g2-udn-2026-twwa-whisky
T|debatable|food|在竞争激烈的单一麦芽威士忌组别中，苏格登深焙16年展现了王者气势。|r18-g2-udn-2026-twwa-whisky
T|ok-plain|food|甜感型威士忌通常带有香草、太妃糖、蜂蜜、水果等风味，入口圆润柔和，余韵带甜，令人愉悦。|r18-g2-collectors-wine-whisky-guide
T|ok-plain|food|最常见的是波本桶（带出香草、椰子）、雪莉桶（贡献果干、坚果味）、法国橡木桶（带出香料与橡木单宁）。|r18-g2-collectors-wine-whisky-guide
H|ok-measure|food|纯饮为王道，加水需控制在1-2滴以释放隐藏风味。|r18-g2-jokong-single-malt
T|ok-plain|food|庆幸我们做的是奶茶，可以尽情碰杯。|r18-g2-qwvm-2022-naicha-pengbei
T|medical|drug|每天两口，健康长寿|r18-g2-infzm-2018-hongmao
H|debatable|drug|给您买的这是鸿茅药酒，这酒能治风湿补气血，可不便宜啊！|r18-g2-infzm-2018-hongmao
T|debatable|food|我发现茅台能够杀死幽门螺旋杆菌。|r18-g2-kiqsa-2024-maotai-youmen
T|debatable|food|因为酒有其他作用，比如让人愉悦，拉近关系，燃烧疲惫，放松心情，而且要适量，这些都是正面的|r18-g2-kiqsa-2024-maotai-youmen
H|debatable|food|罗斯福10号以11.3%vol的酒精度和烘烤麦芽的焦香，被誉为“修道院啤酒的天花板”|r18-g2-162m-jingniang-list
T|ok-measure|food|德国的奥丁格坚守1516年纯度法，小麦白啤中蜂蜜与果香交织，5元/瓶的平民价格让德国工艺触手可及。|r18-g2-162m-jingniang-list
T|debatable|food|Chimay是世界上最著名的修士啤酒，是历史悠久全世界产量第一的修道院啤酒厂。|r18-g2-sfz99-jingniang-chimay
T|ok-plain|food|智美红帽啤酒是智美品种中最宜上口的一种。|r18-g2-sfz99-jingniang-chimay
T|debatable|food|“家有藏酒，福运长久”由此可见封坛酒是我们国传统的民俗的延续。|r18-g2-ritbook-fengtanjiu
H|ok-plain|food|封坛酒是纯粮酿造，天然发酵，在封坛储存的过程中，存放年限越久，酒体不断醇化、老熟，口感越来越醇厚|r18-g2-ritbook-fengtanjiu
H|debatable|food|喝封坛原浆酒不仅对人体伤害小，部分酱香型原浆酒还具有保健作用。|r18-g2-yanjiudaquan-fengtan-yuanjiang
T|medical|food|红酒泡洋葱每天喝上25-50毫升|r18-g2-hubei-2017-hongjiu-yangcong
T|ok-notice|food|安全诚无价 酒后找代驾|r18-g2-cna-2022-daijia-jingyu
T|ok-notice|food|酒后找代驾 平安送到家|r18-g2-cna-2022-daijia-jingyu
H|medical|food|已经治好了很多的人，很多种病|r18-g2-ccn-jingfumu-yangshengjiu
T|medical|food|有一个患牛皮癣的人，喝了我们的酒后，吐了3口血，经过一段时间的痛苦，现在完全康复了|r18-g2-ccn-jingfumu-yangshengjiu
T|debatable|food|该酒含有多种人体不可缺少的碳水化合物、氨基酸、维生素等营养成分。常饮有开脾健胃、帮助消化之功能。|r18-g2-baijiantest-qingdao-beer
T|ok-measure|food|原麦芽汁浓度为12度，酒度为3.5~4度。|r18-g2-baijiantest-qingdao-beer
T|debatable|food|适中的酒精度让饮用者既能体验微醺愉悦，又保持清醒社交状态，这种普适性成为大众青睐的关键因素。|r18-g2-hanyi-qingdao-beer
H|ok-plain|food|这种苦甜交织的味觉体验既满足解渴需求，又不会产生腻味感，特别适合佐餐饮用。|r18-g2-hanyi-qingdao-beer
T|debatable|food|张裕解百纳已成为中国红酒的代名词，代表着我国红酒的最高水平。|r18-g2-sinxin-zhangyu-jiebaina
T|special|general|不仅去除了传统香烟在燃烧时产生的数百种有害有毒和致癌物质,还几乎完美还原了传统香烟的口感|r18-g3-zhuzhou-ecig-2020
T|special|general|世界上你最爱的十款卷烟大排名|r18-g3-marlboro-wanmi-case
T|special|general|大牌驾到!原来他也是万迷|r18-g3-marlboro-wanmi-case
H|special|general|在这些刺激和快感面前,男人永远是孩子|r18-g3-marlboro-wanmi-case
T|ok-real|general|禁止向未成年人发送任何形式的烟草(含电子烟)广告。|r18-g3-bazhong-bazhou-notice-2023
T|ok-real|general|禁止利用互联网发布烟草(含电子烟)广告。|r18-g3-bazhong-bazhou-notice-2023
T|ok-notice|general|本网站含有烟草内容,未成年人谢绝访问|r18-g3-tobacco-site-shuangyashan-2022
T|medical|device|新生儿医用黄疸蓝光灯,照射5—10小时宝宝就会改善|r18-g3-samr-minors-9cases-2024
H|safety|device|高效退黄去黄、没副作用、安全可靠|r18-g3-samr-minors-9cases-2024
T|medical|medical|医学验光配镜/近视散光矫正/斜视弱视训练/藤县体验中心|r18-g3-samr-minors-9cases-2024
T|ok-notice|general|禁止向未成年人出售烟草制品|r18-g3-xuanen-tobacco-ad-2023
T|ok-notice|general|吸电子烟有害健康,请勿在禁烟场所吸电子烟|r18-g3-ecig-gb-warning-nanjing
H|ok-real|general|电子烟烟具应具有防儿童启动功能和防止意外启动的保护功能。|r18-g3-ecig-gb-71396
T|special|general|PRESS FOR MENTHOL TASTE|r18-g3-tw-tcba-104-73-boss
H|ok-notice|general|警告:本玩具不适合三十六个月以下儿童使用。|r18-g3-tw-moea-toy-warning
T|ok-notice|general|警告:必须在成年人直接监护下使用。|r18-g3-tw-moea-toy-warning
T|ok-notice|general|警告:只可供儿童在浅水中使用,并需在成年人监护下使用。|r18-g3-tw-moea-toy-warning
T|ok-notice|general|警告:为防止可能缠结孩童颈部造成窒息伤害,请在成年人监护下使用。|r18-g3-tw-moea-toy-warning
T|ok-notice|general|警告:不得对人体发射、抛射体前端不得改装尖锐物,并需在成年人监护下使用。|r18-g3-tw-moea-toy-warning
T|ok-notice|general|警告:本玩具不得接触火源,并请成年人在旁监护使用。|r18-g3-tw-moea-toy-warning
T|ok-notice|cosmetics|六岁以下儿童用量以一粒豌豆大小为宜|r18-g3-gohaveababy-toothpaste
H|debatable|general|【DOYU】 特价啰!正品原装现货SMOK NORD Kit主机一次付清特价67折800元|r18-g3-tw-tpta-113-33-ecig
H|ok-tip|general|没有3C认证的是违法产品,不要购买,并及时向市场监管部门举报。|r18-g3-ningbo-yinzhou-child-seat-2023
T|price|general|单笔消费购买2个商品有50%的概率掉落赠品,购买3个商品有75%的概率掉落赠品,购买4个及以上商品将100%掉落赠品|r18-g3-hangzhou-popmart-2022
H|ok-real|general|盲盒经营者不得向未满8周岁未成年人销售盲盒。|r18-g3-samr-mangguo-guide-2023
T|ok-notice|general|禁售8周岁以下未成年人、8周岁以上须监护人同意|r18-g3-jiujiang-lianxi-mangguo
T|debatable|general|山高人为峰,红塔集团,努力打造世界领先品牌,云南红塔集团有限公司|r18-g3-beijing-hongta-suit-2016
H|special|general|大奶姐姐回奶了|r18-g3-tw-sanli-game-ad-ncc
T|ok-tip|general|因此部分商家宣称的“护眼”台灯或标有“护眼”功能的产品,有可能为商家营销噱头。|r18-g3-shenzhen-xwh-desk-lamp
T|ok-tip|general|建议频闪(参数)选择无显著影响等级或频闪参数3125赫兹及以上的。|r18-g3-shenzhen-xwh-desk-lamp
H|special|food|为何官司一打再打?加多宝‘三诈’欺骗消费者 广药只能维权|r18-g4-court-jiaduobao-guangyao-2015
T|special|food|一诈:巨资红罐更名广告欺骗消费者|r18-g4-court-jiaduobao-guangyao-2015
T|special|food|二诈:‘10罐凉茶7罐加多宝’涉嫌虚假宣传|r18-g4-court-jiaduobao-guangyao-2015
T|special|food|三诈:炮制王健仪‘独家授权说’忽悠消费者|r18-g4-court-jiaduobao-guangyao-2015
T|special|food|加多宝一次又一次的谎言欺骗消费者,触碰了法律底线,广药开始了一次又一次艰难的维权|r18-g4-court-jiaduobao-guangyao-2015
H|special|general|保时捷车主来看比亚迪 比亚迪已势不可当 就像一辆没有刹车的特斯拉|r18-g4-court-anqing-fengdi-tesla-2023
T|special|general|有人说好奇便宜,我跟你说,好奇就是不好|r18-g4-court-yangpu-xueli-huggies-2023
H|special|general|我对比过其他的尿布,就是那个渗透性很差,吸水性真的很不好用|r18-g4-court-yangpu-xueli-huggies-2023
T|debatable|food|正牌?山寨?不要傻傻分不清,让你及家人吃好一点。|r18-g4-court-futian-bread-statement
T|debatable|food|市面其他任何‘甜X面包’‘X甜面包’皆与本公司无关,甚至标志及广告语也一味抄袭,故意制造混淆,误导公众!|r18-g4-court-futian-bread-statement
T|special|general|假冒侵权硅藻泥企业的穷途末路|r18-g4-court-spc-diatom-mud-2016
T|special|general|青岛仅一家企业硅藻泥符合质检要求|r18-g4-court-spc-diatom-mud-2016
T|special|food|蹭流量的小耗子|r18-g4-court-tianhe-linlee-2024
T|special|food|某山寨邻里因无经费在抖音直推广告,借助于我司的邻里品牌在短视频领域宣传知名度日益高涨的流量|r18-g4-court-tianhe-linlee-2024
T|ok-real|general|售价4000多元的科沃斯漏扫明显;松下样机清洁率最低,仅为29.63%。|r18-g4-news-cca-sweeper-2018
T|ok-real|general|20款样品中清洁能力最好的是“iRobot艾罗伯特”Roomba980,清洁率达到93.34%|r18-g4-news-cca-sweeper-2018
H|ok-real|general|这些产品到底是不是智商税?能不能真正达到解放双手的目的?|r18-g4-news-ningbo-cpa-mop-2023
H|ok-real|general|另外,有2款样品拖地后地面干燥度不理想,包括方太牌(型号:米博V7)样品、追觅牌(型号:M13S)样品。|r18-g4-news-ningbo-cpa-mop-2023
T|ok-self|general|相比前代的小米14,全新的小米15的电池体积几乎完全没有变化,但容量却直接增大了790mAh,甚至超过了小米14 Pro。|r18-g4-news-techweb-xiaomi15-2024
T|special|food|虽然两家是同一个品牌,但是质量、大小均不一样,总部正准备摘另一家的牌子|r18-g4-case-anji-roastduck-2022
T|special|food|碳水及脂肪热量较高|r18-g4-case-songjiang-protein-2022
H|debatable|general|超市里所售的洗衣液99%以上都含有大批荧光增白剂|r18-g4-news-meisheng-detergent
T|ok-measure|food|六月鲜·轻系列推出的减盐酱油,盐分含量分别是12g/100ml,10g/100ml,8g/100ml。|r18-g4-brand-shinho-liuyuexian
T|debatable|food|同时8g/100ml的六月鲜·轻酱油也是世界级领先的减盐酱油产品(英敏特产品数据库查询)。|r18-g4-brand-shinho-liuyuexian
T|ok-plain|food|对于酱油来说,减盐就是指某款酱油产品,相较于某款酱油产品,含有的盐减少。|r18-g4-brand-shinho-liuyuexian
T|ok-plain|food|六月鲜·轻系列酱油秉持梯度减盐的理念,推出不同等级的含盐量产品,除了满足对于盐分需求不同的人群外,也培养逐级减盐的消费习惯。|r18-g4-brand-shinho-liuyuexian
H|debatable|general|不仅功耗比其他TWS无线耳机低了30%,延迟也可以低至190ms|r18-g4-news-huawei-freebuds3-2019
H|special|general|不像有的店卖羊头挂狗肉,不是博洋家纺说博洋家纺|r18-g4-court-zjhc-jiafang
H|special|general|骗的今天骗不到明日|r18-g4-court-zjhc-jiafang
H|special|general|六敖姐妹家纺博洋生活自己卖被都买我华人寝室品牌送人|r18-g4-court-zjhc-jiafang
T|debatable|general|全球首款恒压活水洗地机器人|r18-g4-news-ecovacs-3i-dispute
T|debatable|food|还是原来的配方,还是熟悉的味道|r18-g4-journal-huangwushuang-comparative
H|special|general|故意造假,蒙骗消费者,愚弄消费者|r18-g4-court-hangzhou-laoba-xiaohonghua-2022
H|special|general|故意做假测评|r18-g4-court-hangzhou-laoba-xiaohonghua-2022
H|special|general|史上最烂的夜景模式|r18-g4-court-nanshan-phone-blogger-2024
T|special|general|连狗都不会买的玩意儿|r18-g4-court-nanshan-phone-blogger-2024
H|citation|medical|8分钟极速丰胸专利技术|r18-g5-court-ningbo-jingrui-2020
T|ok-negation|medical|不得对食品、保健食品、消毒产品、化妆品宣传与医疗美容相关的疾病治疗功能。|r18-g5-zhaoqing-medbeauty-gaojie
T|special|medical|世界上怎么会有这么丑的鼻子啊，像大蒜一样！不知道两广的女生有没有这种困扰……|r18-g5-gmw-liuzhou-2022-nose
T|special|medical|比塌房更可怕的是什么？是塌脸|r18-g5-gmw-liuzhou-2022-nose
T|ok-plain|medical|金乡县人民医院美容科成立于1993年，是医院的二级临床科室。|r18-g5-jinxiang-hospital-meirongke
T|ok-plain|medical|表皮细胞移植治白癜风、激光纹身、祛斑、黑面公仔、光子脱毛等常规美容项目|r18-g5-jinxiang-hospital-meirongke
H|special|drug|有球必硬夜夜激情|r18-g5-xuhui-haiwang-2019-livestream
T|ok-plain|drug|持卡会员可享受免费送药等各项服务，同时参加会员联谊、娱乐、座谈等各项活动。|r18-g5-m448-pharmacy-member
T|ok-plain|drug|逢每月（农历）8日、18日、28日为会员日可享受9.5折，其余日期9.8折（特价，限量，促销药品不打折）|r18-g5-m448-pharmacy-member
T|debatable|drug|会员每年消费金额达到5000元者，免费提供市级医院健康体检一次和健康开心旅游一次|r18-g5-m448-pharmacy-member
T|ok-plain|drug|会员可免费享受健康咨询.专家义诊及建立个人健康档案等服务。|r18-g5-iiyi-pharmacy-member
H|debatable|drug|持卡消费每年排名前5名的会员，可免费参加医药超市组织的旅游活动|r18-g5-iiyi-pharmacy-member
H|special|medical|近视有罪，摘镜有理|r18-g5-huaian-aier-2022
T|debatable|medical|【爱尔眼科.淮安】19.9元抢购门市价1029元近视术前检查套餐|r18-g5-huaian-aier-2022
T|debatable|medical|【重磅福利】淮安爱尔眼科双11来啦！摘镜人的狂欢的千万别错过！|r18-g5-huaian-aier-2022
T|medical|medical|爱尔眼科飞秒激光55万例成功摘镜手术，有例为证|r18-g5-heilongjiang-aier-2014
T|debatable|medical|1元种植200毛囊单位|r18-g5-cnfinance-2021-xinsheng-hair
T|debatable|medical|0.1元毛囊检测|r18-g5-cnfinance-2021-xinsheng-hair
T|special|cosmetics|女人的脚臭是男人的5倍？不信现在闻一下|r18-g6-news-pg-huangpu-2022
T|special|food|鲜嫩多汁，想要吗？|r18-g6-news-juewei-changsha-2017
T|special|food|我不搞预售，我就是玉兽|r18-g6-news-juewei-changsha-2017
T|special|real-estate|合肥最低房价盘，一脱到底，12月5日正式开抢|r18-g6-news-hefei-yituodaodi-2018
T|debatable|food|穿上你的短裙+黑丝，大秀你的性感美腿，一展极致诱惑。|r18-g6-news-hefei-erma-2021
T|special|food|南太平洋美女很少‘飞机场’|r18-g6-news-yeshu-longhua-2024
T|special|food|每日多饮椰汁能使乳房饱满|r18-g6-news-yeshu-nandu-2024
T|debatable|food|追求胸大是让婴儿有奶吃|r18-g6-news-yeshu-yuetan-2026
T|special|general|一个让女性轻松躺赢职场的装备|r18-g6-news-lidan-ubras-haidian-2021
T|special|general|没有蓝宝石，我不脱|r18-g6-news-ulike-shenzhen-2022
T|ok-notice|general|中国体育彩票是公益事业的助推器，倡导“理性购彩，快乐生活”，是一种娱乐方式，并非获取财富的捷径。|r18-g6-sxtc-tongchuan-2025
H|ok-real|general|明确告知各代销者和销售员要严格遵守《彩票管理条例》及实施细则里相关规定：不得向未成年人销售彩票及兑付奖金。|r18-g6-sxtc-tongchuan-2025
T|ok-real|medical|生理脱毒是使吸毒者摆脱生理依赖的过程。|r18-g6-book-jiedu-jiaocheng
T|special|general|有妞不泡，大逆不道|r18-g6-news-wujin-yinzui-2020
T|special|general|把自己灌醉，给别人机会|r18-g6-news-wujin-yinzui-2020
T|absolute|food|中国·第一黑店|r18-g6-news-fuqing-heidian-2012
T|special|food|白嫖吃火锅？！你相信吗？！！！|r18-g6-foodmate-sh-baipiao-2022
H|special|medical|没有丑女人，只有懒女人|r18-g6-news-zhongxin-rongmao-2021
H|special|medical|相亲失败？形象欠佳？你离成功就差一个发际线！|r18-g6-news-zhongxin-rongmao-2021
T|special|medical|想单手开法拉利，先看脸蛋是否美丽|r18-g6-news-zhongxin-rongmao-2021
T|special|medical|女人不美地位不稳|r18-g6-news-zhongxin-rongmao-2021
T|special|food|安全避孕套造型软糖果情趣零食|r18-g6-fj-12cases-2022
H|special|food|恶搞愚人节礼物卫生巾棉花糖生日礼品|r18-g6-fj-12cases-2022
T|special|general|麻将机筹码家用塑料筹码赌场筹码棋牌室|r18-g6-fj-internet-cases-2021
T|absolute|real-estate|定鼎长乐第一豪宅|r18-g6-fj-internet-cases-2021
H|citation|education|共青团中央少年儿童研究所授予：战略合作单位|r18-g6-fj-internet-cases-2021
T|special|food|ZHANAN MEIYOU HAOXIACHANG|r18-g6-court-sh-zhanan-2023
T|special|food|8424西瓜比老婆熟、比情人甜、比小三更有味|r18-g6-sh-songjiang-xigua-2022
T|special|food|免费艳遇 观望→搭讪→闲聊→喝酒→灌醉→带走|r18-g6-sh-minhang-hutaoli-2023
H|debatable|medical|这是我院值建院五十周年之际新增添的又一个临床科室，亦是全国首家以颜面部为特色的整形外科。|r18-g6-120net-zhengxing-keshi
H|ok-tip|medical|患者在决定做以上眼部美容手术之前，建议先到正规医院全面了解手术医生的资历，手术经验等信息。|r18-g6-xmeye-zhengxing-2009
T|ok-negation|device|严禁在包装上采用带淫秽色彩的名称、文字、画面以及法律法规禁止宣传的内容。|r18-g6-baitaiz-condom-jianbie
H|ok-real|general|截至目前，财政部尚未批准任何彩票机构开通利用互联网销售彩票业务。|r18-g6-caizheng-caipiao-2018
T|ok-real|general|严厉打击以彩票名义开展的网络私彩、网络赌博等任何形式的违法违规经营活动。|r18-g6-caizheng-caipiao-2018
T|debatable|cosmetics|富含99%高纯度CBD|r18-g6-news-cbd-cosmetics-2020
T|ok-real|general|CBD无精神活性，不是我国麻醉药品目录中物质，而THC具有成瘾、致幻等效果|r18-g6-lawfirm-cbd-cosmetics
#@round 19
# ── round 19 (2026-11-29): 153 rows quoted from outside material (price decisions and court cases, citation claims, platform rule pages and their own examples, real-estate, finance and training rules, cosmetics and food claims, and lawful mainland selling copy) by six collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
T|ok-negation|general|商家对未销售过的商品不得使用“原售价”、“成交价”、“折”、“新品折”等类似概念|r19-g1-rule-388ei-price-publish
T|ok-negation|general|商家不得虚构原价,不得虚假促销。|r19-g1-rule-388ei-price-publish
T|debatable|food|官方指导价3588元一箱,现在597元包邮还送一套精美酒具|r19-g1-news-163-livestream-fuli-2024
T|price|general|本店需撤店,现所有商品清仓甩卖,最后三天|r19-g1-qa-handmsg-qingcang-2019
T|price|food|全年最低价、超划算|r19-g1-court-fjsen-2017-jiujiu
T|price|food|原价1518元,促销价926元|r19-g1-court-fjsen-2017-jiujiu
T|price|food|全网销冠,年度最低价|r19-g1-court-fjsen-2017-jiujiu
T|ok-negation|general|重庆整顿零售业商品标价 禁用“全场一折起”|r19-g1-news-chongqing-wujiaju-biaojia
T|ok-plain|general|2022/03/18 新加入会员,即可享会员购物金100元|r19-g1-shop-2undr-membership
T|ok-plain|general|消费累计(12个月内)满5000元,下一笔订单起皆享全馆结帐后再9折优惠(含出清品)|r19-g1-shop-2undr-membership
H|ok-plain|general|所有会员将于生日当天发放150元购物金|r19-g1-shop-2undr-membership
T|ok-plain|general|订单内已特惠之商品金额须排除,仅累计正价商品金额超过1000元即可使用|r19-g1-shop-hahan-coupon
H|ok-plain|general|「银卡会员」12个月累积消费满5,000元,自动延续会员资格。|r19-g1-shop-fineherbs-member
H|price|general|为回馈新老顾客,即日起以下项目特价酬宾:会员洗吹8元,非会员洗吹15元。|r19-g1-case-xiangshan-2022-meifa
T|price|general|半年仅需100元|r19-g1-case-pingtan-2018-jianshen
T|price|general|100元可换购半年时间|r19-g1-case-pingtan-2018-jianshen
H|citation|cosmetics|30周年年中盛典|r19-g1-case-beijing-2022-routing
H|price|cosmetics|瓜分6000万|r19-g1-case-beijing-2022-routing
T|citation|food|已通过ISO9001质量管理体系认证|r19-g1-case-hubei-2017-shuang12
H|ok-tip|general|不要轻信“史上最大折扣、全网最低价、零点秒杀、赠红包、送赠品、满减、抽奖”等促销宣传,防止价格猫腻。|r19-g1-case-hubei-2017-shuang12
T|price|food|可凭券以优惠价16元购买鱼柳包乙个及细汽水乙杯|r19-g1-news-mingpao-2014-mcd-coupon
H|price|food|鲍鱼仔200蚊一斤|r19-g1-hk-consumer-2012-haiwei
T|education|education|咱们有省级专家根据卫健委考核细则给咱精准面授课指导和考前模拟演练等，咱们今年的通过率到80%以上不是问题|r19-g2-hefei-2025-unfair-competition
T|education|education|考官题库：集众多考官医师及各地学院反馈现场问题组成的强大考官题库，囊括所有病种|r19-g2-hefei-2025-unfair-competition
T|special|education|您说的另一家机构，我不想过多描述，因为他们就属于那种过度承诺，肆意抵毁其他机构的|r19-g2-hefei-2025-unfair-competition
T|ok-plain|general|实业集团荣获“中国轻工业百强企业”称号，位列榜单第83位。|r19-g2-company-news-light-industry-top100
H|ok-grade|general|公司本次成功入选第九批制造业单项冠军企业，是对公司行业地位、技术领先水平的认可|r19-g2-zizi-single-champion-2024
T|ok-real|general|中国工业大奖是经国务院批准设立的我国工业领域最高奖项|r19-g2-china-industry-award-2023
T|ok-real|general|中国轻工业联合会科学技术进步奖是由中国轻工业联合会设立的最高轻工科技奖项，属于国家部级科技奖励|r19-g2-sewing-machinery-award-2021
T|ok-real|cosmetics|测试结果发现售价最高与最低的样本均获最高5星总评分|r19-g2-mingpao-2024-consumer-council-vitc
T|ok-real|cosmetics|参考海外研究报告，维他命C浓度介乎10%至20%的护肤品，可增加其稳定性及皮肤穿透力，属理想范围。|r19-g2-mingpao-2024-consumer-council-vitc
T|platform|general|内部隐藏优惠券|r19-g3-28368-coupon-promoter-rules
T|platform|general|内部优惠券平台|r19-g3-28368-coupon-promoter-rules
T|platform|general|立即拥有纤细双腿。|r19-g3-tiktok-ads-deceptive-practices
T|finance|finance|10 秒内获取收益。|r19-g3-tiktok-ads-deceptive-practices
H|absolute|cosmetics|TikTok 平台排名第一的精华液|r19-g3-tiktok-ads-deceptive-practices
T|price|general|最低五折优惠|r19-g3-tiktok-ads-misleading-false
H|citation|general|Apple认证配件|r19-g3-10100-google-misleading-ads
T|price|general|最后一天折扣|r19-g3-10100-google-misleading-ads
T|ok-measure|general|平均故障间隔时间≥50,000小时|r19-g3-10100-google-misleading-ads
T|debatable|general|价格低于市场均值15%|r19-g3-10100-google-misleading-ads
T|platform|general|我们的某某商品,五天见效。|r19-g3-tikotu-tiktokshop-misleading-effects
T|platform|general|某某衣服遇火烧不起来。|r19-g3-tikotu-tiktokshop-misleading-effects
T|medical|general|某某商品可治某某疾病。|r19-g3-tikotu-tiktokshop-misleading-effects
H|ok-notice|general|实际效果可能会有所不同|r19-g3-tt123-tiktokshop-misleading-listing
H|ok-notice|cosmetics|如果产生过敏反应,请停止使用|r19-g3-tt123-tiktokshop-misleading-listing
T|medical|general|保证减肥10斤|r19-g3-kuajingshu-tiktok-ad-checklist
H|medical|general|治愈不治之症|r19-g3-chwang-tiktok-medical-beauty-ads
T|medical|general|一周瘦20斤|r19-g3-kuajing168-tiktok-banned-ads
T|platform|general|点击就送iPhone|r19-g3-kuajing168-tiktok-banned-ads
T|platform|general|抢购舒爽清凉|r19-g3-10ly-douyin-title-rule-2023
T|platform|general|孤品 No退No换 叫到编号拍|r19-g3-10ly-douyin-title-rule-2023
T|platform|general|【光面】2023款送礼盒|r19-g3-10ly-douyin-title-rule-2023
T|platform|general|自留好物分享|r19-g3-10ly-douyin-title-rule-2023
T|platform|general|小众设计孤品59.9米(孤品随便选尺码)|r19-g3-10ly-douyin-title-rule-2023
H|platform|general|【房间号#358945#,<>,4人,回合制(10局),三杆(60),房主支付】复制这条信息后打开XX即可加入房间|r19-g3-cnr-wechat-koulingma-2018
H|platform|general|阿里巴巴推荐|r19-g3-596bbs-alibaba-wending-reject
H|ok-plain|general|高效解决方案|r19-g3-znbo-baidu-review-4429
H|ok-notice|finance|本基金为货币市场基金,属证券投资基金中的较低风险收益品种。|r19-g4-hexun-tianhong-yunshangbao-2017
T|ok-notice|finance|投资者购买本基金并不等于将资金作为存款存放在银行或存款类金融机构|r19-g4-hexun-tianhong-yunshangbao-2017
T|ok-identifier|finance|天弘乐享保本混合型证券投资基金|r19-g4-hexun-tianhong-lexiang-2019
T|ok-notice|finance|本基金投资于证券市场,基金净值会因为证券市场波动等因素产生波动。|r19-g4-hexun-tianhong-lexiang-2019
T|ok-notice|finance|本基金的投资范围包括中小企业私募债券,该券种具有较高的流动性风险和信用风险。|r19-g4-wanglu-fund-prospectus-2019
H|finance|finance|这三只股下周或大涨|r19-g4-qro-huawei-ads-securities-rules
H|finance|finance|重大利好信号已现|r19-g4-qro-huawei-ads-securities-rules
T|platform|finance|加炒股类个人微信号咨询|r19-g4-qro-huawei-ads-securities-rules
H|ok-notice|finance|股市有风险,投资者须慎重入市|r19-g4-qro-huawei-ads-securities-rules
T|special|finance|给你安全感的只有钱,快来买一份xxx保险吧|r19-g4-liuad-tuia-finance-rules
H|ok-plain|finance|这款XXXX保险,如果合同约定自被保险人XX岁开始每年领取X元|r19-g4-liuad-tuia-finance-rules
T|finance|finance|高回报低风险|r19-g4-znbo-baidu-finance-limits
T|finance|finance|100%下款|r19-g4-znbo-baidu-finance-limits
T|ok-plain|education|主要面向6-15岁孩子提供包括英语、数学等科目在内的在线小班直播课程与服务。|r19-g4-qkids-compliance-2022
H|ok-plain|education|所有科目教师均资证齐全,身份证、教师资格证、学历证、学位证、无犯罪记录证明等信息均进行备案登记。|r19-g4-qkids-compliance-2022
T|ok-plain|education|内容科学准确,容量、难度适宜,不存在超标超前现象,可满足儿童多层次、多样化学习需求。|r19-g4-qkids-compliance-2022
T|ok-measure|education|在线课程结束时间不晚于21:00;每节课时长30分钟,两节课课间间隔10分钟|r19-g4-qkids-compliance-2022
T|ok-plain|education|乙方在培训班正式开班前提出退学的,有权要求全额退费。|r19-g4-qkids-compliance-2022
H|ok-notice|finance|本产品为分红保险,其红利分配是不确定的,将根据本公司分红保险业务的实际经营情况而定。|r19-g4-metlife-duhuishijia-brochure
H|ok-plain|finance|有效保额复利增值 身价保障稳步提升|r19-g4-metlife-duhuishijia-brochure
T|ok-measure|finance|从第二个保险单年度起,有效保险金额每年按基本保险金额与累积增额红利之和以3%年复利稳步递增|r19-g4-metlife-duhuishijia-brochure
H|ok-plain|finance|您还可享受保单贷款权益,加强资金流动性。|r19-g4-metlife-duhuishijia-brochure
T|ok-notice|finance|该产品为分红保险,其红利分配是不确定的,在某些年度红利可能为零。|r19-g4-manulife-sinochem-hongyue
T|ok-plain|finance|不惧时光流逝,“越”享无忧人生|r19-g4-manulife-sinochem-hongyue
T|ok-measure|finance|自第五个保险合同周年日起,若被保险人在每个保险合同周年日(含保险合同期满日)生存,本公司将按本合同当时的基本保险金额的百分之十(10%)给付生存年金。|r19-g4-manulife-sinochem-hongyue
T|ok-plain|finance|养老年金保证给付20次|r19-g4-bocsamsung-zunxiangjiacheng
H|ok-measure|finance|若被保险人于60周岁后的首个保险单周年日零时仍生存,本公司按保险合同基本保险金额的50%给付贺寿金|r19-g4-bocsamsung-zunxiangjiacheng
T|medical|cosmetics|坚固发根、韧发防落、专为男士油性头屑头痒及易掉发质研制|r19-g5-bawang-gd-fda-2010
H|medical|general|疫情当前，给大家推荐一款防病毒车载净化器。|r19-g5-xinmin-shanghai-2020-batch2
H|medical|general|有效成分二氧化氯，新冠病毒诊疗方案第五版在列有效灭毒|r19-g5-xinmin-shanghai-2020-batch2
T|medical|general|灭细菌、防病毒|r19-g5-xinmin-shanghai-2020-batch2
T|medical|cosmetics|它具有消炎杀菌的作用，可抵抗外在病毒进入呼吸道以及减少呼吸道近处病毒的侵入|r19-g5-xinmin-shanghai-2020-batch2
T|medical|cosmetics|一日四五次它有强烈的抵制外界病毒进入呼吸道，并通过呼吸道将此油吸入肺部具有刹灭肺部的作用|r19-g5-xinmin-shanghai-2020-batch2
T|ok-negation|general|抗（抑）菌制剂不是药品，属于消毒产品，产品包装上标注的是“卫消证字”而非“国药准字”，不具有治疗疾病的作用。|r19-g5-szwjw-2024-yijun
T|ok-real|general|狼毒藓痒宁草本抑菌乳膏、海步抑菌霜2种抗（抑）菌制剂产品检出激素类禁用物质。|r19-g5-szwjw-2024-yijun
T|ok-negation|general|具有一定杀菌或抑菌（细菌和酵母菌）作用，但不以治疗疾病或者改善皮肤、黏膜的症状为目的。|r19-g5-jimei-2024-yijungao
H|ok-tip|general|抗（抑）菌产品包装上应标有生产厂家卫生许可证号，没有卫生许可证号的，不是正规消毒产品，不要购买。|r19-g5-jimei-2024-yijungao
H|ok-real|cosmetics|结果显示7款面膜均具备良好的保湿效果。|r19-g5-ningbo-2024-mask-test
T|ok-measure|cosmetics|三生花•水仙花沁颜保湿面膜的4小时、6小时角质层水分含量增量差值分别为15.85和14.70，保湿率分别为54.69%和51.08%|r19-g5-ningbo-2024-mask-test
H|ok-real|cosmetics|修护舒缓成分如神经酰胺与积雪草萃取则有助强化角质层、舒缓敏感|r19-g5-ltn-2026-tfda-lotion
T|ok-identifier|cosmetics|LA ROCHE-POSAY 全效抗敏修护霜|r19-g5-etnet-2025-lotion-allergen
T|ok-identifier|cosmetics|PHYSIOGEL 全天候水分修复系列低敏保湿乳液|r19-g5-etnet-2025-lotion-allergen
T|ok-identifier|cosmetics|Aveeno 舒敏修护润肤霜|r19-g5-etnet-2025-lotion-allergen
T|debatable|cosmetics|告别狐臭·持久净味|r19-g5-hanyang-court-2021-hujinglu
T|ok-identifier|food|子母「天然纯牧 - 高钙较低脂牛奶饮品」|r19-g5-hk-consumer-2021-milk-calcium
H|ok-measure|food|每100毫升含239毫克钙，饮用1份食用分量（225毫升）即摄入约538毫克钙|r19-g5-hk-consumer-2021-milk-calcium
T|ok-real|food|有关营养含量的声称如：「高钙」、「低脂」或「脱脂」等，符合相关要求。|r19-g5-hk-yahoo-2025-milk-test
H|ok-real|food|每100毫升液体食物含不少于参考值15%（即120毫克）属于「高钙」食物|r19-g5-hk-yahoo-2025-milk-test
T|ok-measure|food|成分表：100%鲜牛奶|r19-g5-metro-hk-milk-report
T|ok-measure|food|蛋白质含量：3.7克/100毫升|r19-g5-metro-hk-milk-report
H|ok-real|food|全部脱脂牛奶类别样本均没有检出脂肪，符合食物及药物（成分组合及标签）规例中，脱脂奶所含奶脂不得多于0.3%的要求。|r19-g5-metro-hk-milk-report
T|debatable|food|福乐钙多多所选用的牛奶钙来源为天然牛奶，与碳酸钙相较，钙质吸收率更高且更安全。|r19-g5-foodnext-fula-calcium
T|ok-measure|general|用餐：行程中团队标准用餐，全程含5正5早，正餐十菜一汤（20元／人／正）|r19-g6-tour-tootour-hainan-42341
T|ok-plain|general|赠送：350ml矿泉水每人每天一瓶|r19-g6-tour-tootour-hainan-42341
T|ok-plain|general|宾馆东临内环高架和轨道交通3号线；南望虹口足球场、鲁迅纪念馆、四川北路商业街；|r19-g6-hotel-jiudianzaixian-166571
T|ok-measure|general|酒店距火车站：4公里，10分钟车程（非赛车时段）|r19-g6-hotel-jiudianzaixian-87876
T|ok-plain|general|包含：双人标准间住宿、餐费、计划景点门票、导游服务和讲座、晚会等费用。|r19-g6-cruise-cirp06-7931
H|ok-measure|general|小孩：2-11周岁占床位收基准价75%；12周岁以上收基准价100%|r19-g6-cruise-cirp06-7931
H|ok-measure|general|升楼层：二楼为基准价，三楼+200元／人、四楼+400元／人|r19-g6-cruise-cirp06-7931
T|ok-measure|general|单房差：1人如用1标间，收基准价175%|r19-g6-cruise-cirp06-7931
T|ok-plain|general|亲爱的贵宾，感谢您选择我们的海景民宿作为您的度假首选！|r19-g6-homestay-loveocean-tw
H|ok-plain|general|免费停车空间：轻松停车，安心入住。|r19-g6-homestay-loveocean-tw
T|ok-plain|general|本馆全区禁止吸烟，包括浴室。|r19-g6-homestay-loveocean-tw
H|ok-plain|general|导游服务：当地持证导游服务，全程一导服务到底；我们中途不换导游；|r19-g6-tour-whcts-376119
T|ok-plain|general|在不降低标准和减少项目的前提下，我社保留调整游览顺序的权利；|r19-g6-tour-whcts-376119
T|ok-industry|general|温馨提示：中国国旅推荐您至少购买一项旅游保险，购买保险可以为您的旅途提供额外风险保障。|r19-g6-tour-whcts-376119
H|ok-plain|general|实际出票为准，保障卧铺，不保证车次和铺位；|r19-g6-tour-whcts-376119
T|ok-plain|general|全程不进店，无自费 贴心赠送青海特色牦牛酸奶，每人每天一瓶矿泉水；|r19-g6-tour-whcts-qinghai-375711
T|ok-plain|general|我社郑重承诺本线路全程不进店、无自费。|r19-g6-tour-whcts-qinghai-375711
H|ok-grade|general|备注：【中国枸杞馆】为3A景区，不算购物店，不接受因此产生投诉。|r19-g6-tour-whcts-qinghai-375711
H|ok-measure|general|餐饮：全程含4早5正，正餐25元／人餐标。|r19-g6-tour-whcts-qinghai-375711
H|ok-measure|general|用车标准正规旅游车、车辆安全检查、时速不超80码|r19-g6-tour-kmtaa-yunnan
T|ok-grade|general|景点标准5A景区石林风景区 、南诏风情岛、大理生态走廊、花海|r19-g6-tour-kmtaa-yunnan
T|ok-plain|general|首住酒店，房间摆放水果（3种时令水果等）／床／份、每床鲜花一支|r19-g6-tour-kmtaa-yunnan
T|ok-negation|general|当地标准酒店规模小，条件较为一般，不能以国家旅游局星级标准酒店界定，请客人见谅。|r19-g6-tour-tootour-zhangjiajie-16404
T|ok-identifier|general|门票：张家界国家森林公园大门票、凤凰古城9景小套票、矮寨观光大桥门票|r19-g6-tour-tootour-zhangjiajie-16404
H|ok-plain|general|购物：本行程无购物点（某些景区内部可能有购物场所，不属本行程安排购物点范畴）；|r19-g6-tour-tootour-zhangjiajie-16404
T|ok-plain|general|如持优惠证件如残疾证、现／退伍军人证、军官证等特殊证件请于报名时随证件出示，如因未及时出示错失优惠，恕不退门票差价！|r19-g6-tour-cncn-harbin-616975682161
H|ok-plain|general|大东北老工业地区住宿条件不能与发达南方城市相比，敬请理解；|r19-g6-tour-cncn-harbin-616975682161
T|ok-plain|general|购物：不安排购物店，景区内各种景中店／过脚过路店／公路边设立的洗手间店等不算旅游行程中的购物店；|r19-g6-tour-cncn-harbin-616975682161
H|ok-plain|general|其他：游轮免费行李搬运、晨间免费早茶／咖啡＋太极晨练、船长欢迎酒会、欢送晚宴互动体验；全程0购物，无强制消费。|r19-g6-tour-meiyouwx-sanxia-3025
H|ok-plain|general|全程0购物、0自费推荐，所有自选项目均自愿选择；|r19-g6-tour-meiyouwx-sanxia-3025
H|ok-plain|general|住宿：4晚世纪凯歌号2楼江景阳台房（2人／间，独立卫浴、中央空调、独立阳台）。|r19-g6-tour-meiyouwx-sanxia-3025
T|ok-plain|general|全国连锁24小时服务，随叫随到，客户可根据自己的实际情况提前预约下单订车搬家；|r19-g6-moving-kbao666-qianxi
T|ok-measure|general|大量的书籍和板材、酒水等物品，在200kg内免费；|r19-g6-moving-kbao666-qianxi
H|ok-plain|general|人民警察、国家消防救援人员，凭有效工作证件；|r19-g6-scenic-xw588-wangcheng-zoo
T|ok-plain|general|享受免票的游客，均凭（持）有效证件，经检票人员查验无误后免费入园。|r19-g6-scenic-xw588-wangcheng-zoo
T|ok-plain|general|普达措国家公园，位于滇西北“三江并流”世界自然遗产中心地带，拥有地质地貌、湖泊湿地、森林草甸、河谷溪流、珍稀动植物等，原始生态环境保存完好。|r19-g6-tour-shcits-yunnan-8846
T|ok-plain|general|各地乘机飞抵昆明，我社高端专业接送人员机场迎接客人，商务车送入酒店；|r19-g6-tour-shcits-yunnan-8846
H|ok-notice|general|尤其是初上高原的贵宾，请注意不要剧烈运动和过量饮酒，身体状况欠佳的游客请自备常用药品。|r19-g6-tour-shcits-yunnan-8846
T|ok-plain|general|云南当地景区门票是旅行社协议价格，云南当地无法再对军官证、导游证、老年证、学生证、残疾证等其他证件进行优惠和减免，敬请谅解。|r19-g6-tour-ptotour-yunnan-17390
T|ok-measure|general|其他：丽江古城维护费80元／人和大理古城维护费30元／人已含|r19-g6-tour-ptotour-yunnan-17390
T|ok-plain|general|航班时间以出团通知为准，仅保证行程安排，不保证自由活动时间。|r19-g6-tour-zqlhn-qinghai-106505
T|ok-plain|general|18岁以下儿童为赠送门票 如遇儿童半价或免票无费用可退|r19-g6-tour-zqlhn-qinghai-106505
T|ok-plain|general|优惠券不可叠加使用，单笔订单仅限使用1张优惠券，详见优惠券具体要求；|r19-g6-coupon-cgmodel-rules
#@round 20
# ── round 20 (2026-11-29): 242 rows quoted from outside material (lawful selling copy by product area: cars and electronics, food and restaurants, home and appliances, health services, baby, pet, toys and apparel, apps, telecom, banks, insurers and courses; a few penalised claims)) by six collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
H|citation|general|中车检是国家市场监督管理总局缺陷产品管理‘汽车三包责任争议处理技术咨询专家库’入库机构|r20-g1-case-huangpu-2022-zhongchejian
T|citation|general|拥有15项专利与著作权|r20-g1-case-huangpu-2022-zhongchejian
T|citation|general|中国机动车检测鉴定评估与质量评估中心|r20-g1-case-huangpu-2022-zhongchejian
H|debatable|general|“混”战之王,试过的人都说好|r20-g1-case-binjiang-2022-geely
T|ok-plain|general|即使被摄体正在移动,相机也会跟踪被摄体并自动调节对焦,直到您半按下快门按钮(跟踪对焦)。|r20-g1-sony-helpguide-tx10-tracking
H|ok-plain|general|使用数字变焦时,跟踪对焦功能无法使用。|r20-g1-sony-helpguide-tx10-tracking
H|ok-plain|general|标准充电器可以在安全范围内为设备快速充电。|r20-g1-mi-tw-faq-charger
H|ok-plain|general|标准充电器和设备都经过适配验证,正常使用在充电过程中不会造成任何掉线。|r20-g1-mi-tw-faq-charger
T|ok-notice|general|本型录所有图片系示意图仅供参考,规格配备、车色以实车为准,本公司保留产品相关规格配备变更或停用之权利。|r20-g1-nissan-tw-xtrail-epower-spec
T|ok-plain|general|e-POWER系指以燃油引擎发电,并由电动马达驱动之油电混合车。|r20-g1-nissan-tw-xtrail-epower-spec
T|ok-measure|general|本型录所载之车辆空车重为法规认证结果,依型录不同车型规格将略有增减,并均有正负 2% 容许值。|r20-g1-nissan-tw-xtrail-epower-spec
T|ok-notice|general|安全辅助驾驶系统仅为辅助功能,仪器判断仍有盲点,不可替代安全驾驶操作,请确实遵守法令规定,仍应注意路况专注驾驶,保持警惕,密切留意周遭环境。|r20-g1-nissan-tw-xtrail-epower-spec
T|ok-notice|general|气囊仅为一项辅助的防护系统,仍应正确使用各座椅所配置之安全带。|r20-g1-nissan-tw-xtrail-epower-spec
T|ok-plain|general|建议使用原厂连接线以确保功能正常使用|r20-g1-nissan-tw-xtrail-epower-spec
H|ok-plain|general|您可利用本网站中,「购车服务」→「预约试乘」功能,进行线上赏车预约,当您完成预约后,我们将尽速指定专人与您联络。|r20-g1-mitsubishi-tw-colt-faq
H|ok-measure|general|若非订单车或市场订单量大幅超过预估,交车日期大约为10 ~ 14工作天,如果在交车前客户更改车款或车色则可能会延长交车期限。|r20-g1-mitsubishi-tw-colt-faq
T|ok-plain|general|大量购车本公司将以专案处理,请洽各经销商。|r20-g1-mitsubishi-tw-colt-faq
T|ok-plain|general|BMW将提供您的新车2+1年不限里程保固服务|r20-g1-chesswinner-tw-warranty
T|ok-plain|general|Porsche - 所有原厂保时捷中心皆享有4年保固服务 。|r20-g1-chesswinner-tw-warranty
T|ok-plain|general|第一次领牌之车辆,车身防锈蚀保固延长为12年,烤漆保固则延长为3年。|r20-g1-chesswinner-tw-warranty
T|ok-measure|general|喇叭支援输出电流500 mA以上的市售USB AC变压器。|r20-g1-sony-helpguide-srsxb32-charge
T|ok-negation|general|不保证使用其他装置充电的效能。|r20-g1-sony-helpguide-srsxb32-charge
H|ok-measure|general|第一次使用喇叭时,请务必先为内建电池充电1小时以上,再开启电源。|r20-g1-sony-helpguide-srsxb32-charge
T|ok-plain|general|保护盖在维持防水和防尘效能方面具有非常重要的作用。|r20-g1-sony-helpguide-srsxb43-charge
H|ok-plain|general|只要事先充电内建电池,喇叭就能纯靠电池电力运行。|r20-g1-sony-helpguide-srsxb43-charge
T|ok-plain|general|符合IPX5防水等级的NuForce耳机产品具备防泼水、抗水能力,防止湿气进入耳机本体造成故障。|r20-g1-optoma-nuforce-tw-faq-waterproof
T|ok-notice|general|然而防泼、抗水功能非永久状态,并可能随日常使用造成的耗损而使效果下降。|r20-g1-optoma-nuforce-tw-faq-waterproof
T|ok-negation|general|液体损坏并不在保固范围内。|r20-g1-optoma-nuforce-tw-faq-waterproof
T|ok-measure|general|符合防水性能仅限淡水、自来水。|r20-g1-optoma-nuforce-tw-faq-waterproof
T|ok-plain|general|请勿使用劣质的非原厂电池|r20-g1-dcfever-ricoh-griii-accessories
T|ok-plain|general|请勿使用不符合规格的非原厂镜头环|r20-g1-dcfever-ricoh-griii-accessories
T|absolute|general|业界唯一,内建蓝牙模组双频无线电对讲机|r20-g1-ftc-tw-2024-lanchon-walkie
H|ok-plain|general|锂离子(Li-ion)因其化学特性,电池容量会随着电池使用时间逐渐衰减,此为正常现象。|r20-g1-asus-tw-faq-phone-battery
T|ok-measure|general|正常使用情况下与环境温度( 25℃ )左右,锂离子电池可以预估正常充放电使用300次循环( 或大约一年 ),之后电池容量将降至电池初始容量的 80%。|r20-g1-asus-tw-faq-phone-battery
T|ok-plain|general|当电池温度过高或过热时,会限制电池充电电量甚至停止充电,此乃系统对电池的保护机制。|r20-g1-asus-tw-faq-phone-battery
H|ok-negation|general|电池膨胀,应该更换并妥善丢弃,不过它们并没有安全上的问题。|r20-g1-asus-tw-faq-phone-battery
T|ok-negation|general|辅助气囊是用来补助安全带所能提供成员安全保护的一种装置,并不能用来取代安全带。|r20-g1-hotai-taipeimotor-faq
T|ok-plain|general|就煞车效能来说,碟煞的效用比鼓煞好,而且碟煞的散热较佳!|r20-g1-hotai-taipeimotor-faq
T|ok-plain|general|档位越多,车子的加速性能越好,目前最多有6个档位。|r20-g1-hotai-taipeimotor-faq
T|ok-measure|general|警告:切勿将电池组摆置于 0°C (32°F) 以下,或 45°C (113°F) 以上的温度。|r20-g1-gateway-nv47h-manual-battery
T|ok-measure|general|标准电池组约可充放电 300 次。|r20-g1-gateway-nv47h-manual-battery
T|ok-plain|general|对于所有新电池组,或长时间未使用的电池,我们建议您务必执行此步骤。|r20-g1-gateway-nv47h-manual-battery
T|ok-plain|general|一台华为产品只能有一个碎屏服务宝权益。|r20-g1-51dongshi-huawei-screen-service
T|ok-measure|general|购机60天内补购(从电子保卡生成当日开始计算,含第60天)|r20-g1-51dongshi-huawei-screen-service
T|ok-plain|general|汽车的动力电池是汽车的中央电源。|r20-g1-polestar-cn-manual-battery
T|ok-notice|general|动力电池是高压部件,只有经授权的技术人员才能够安全地维护保养。|r20-g1-polestar-cn-manual-battery
T|ok-notice|general|高压部件可能产生或传导致命性电流,必须由经授权的技术人员操作。|r20-g1-polestar-cn-manual-battery
T|ok-plain|general|让汽车电池处于低电池电量状态会导致电池损坏。|r20-g1-polestar-cn-manual-battery
T|ok-measure|food|生鲜水果在运输过程中存在水分流失,所以每件净重有±200g波动属于正常情况,不予售后。|r20-g2-fruit-shop-kmcjzl
T|ok-plain|food|收到之后如有质量问题24小时之内联系客服我们进行赔付或者补发|r20-g2-fruit-shop-kmcjzl
H|ok-plain|food|我们选择了费工费时的低温发酵每日打面团烤焙|r20-g2-breadbutter-toucheng
T|ok-plain|food|因为我们坚信「时间是最好的调味料」|r20-g2-breadbutter-toucheng
T|ok-plain|food|「自己爱吃,才给客人吃!」|r20-g2-breadbutter-toucheng
H|ok-plain|food|面包林里全面采用来自爱尔兰产的「发酵奶油」,是台湾较少见的一支发酵奶油,具有奶油化口性佳、质地轻盈与适当乳脂香气|r20-g2-pangolinpain-material
H|ok-plain|food|面包林里以欧洲(法国、义大利)栽种与产制的石臼小麦为优先采用|r20-g2-pangolinpain-material
H|ok-measure|food|最低限度的酵母量|r20-g2-pangolinpain-material
T|ok-plain|food|微量酵母的运用能让面包充分展现面粉的原始风味与其营养价值,成品的口感表现也将更加富有层次|r20-g2-pangolinpain-material
T|ok-plain|food|香香茶业绿色食品茶(简称绿标茶)产自优良环境,按照规定的技术规范生产,实行全程质量控制,无污染、安全、优质,经过中国绿色食品发展中心认证,并使用专用标志的茶叶。|r20-g2-xiangxiang-tea
H|ok-plain|food|从种植、施肥、采摘、加工、检测等各个细节严格按绿色食品标准进行。|r20-g2-xiangxiang-tea
H|ok-plain|food|绿标茶实施“从茶园到茶杯”全程质量控制。|r20-g2-xiangxiang-tea
H|debatable|food|香香茶业绿标茶/有机茶每批产品都经过中国农业科学院茶叶研究所专业检测后,方可上市。|r20-g2-xiangxiang-tea
T|ok-measure|food|通过国际权威检测认证机构SGS检测,在285项农残测试项目中,结果均显示“ND”(ND=未检出)。|r20-g2-jiqingli-tea
T|debatable|food|英红九号,通过285项农残检测,零农残|r20-g2-jiqingli-tea
H|ok-plain|food|我们的馒头都是不添加酵母,加入老面团,再让它自然发酵,这样可以保留住馒头原始的香味。|r20-g2-guoguang-mantou
T|debatable|food|因为经过十二小时的发酵,它比较不会(造成)胃酸,比较不会胀气|r20-g2-ustv-dazhi-mantou
T|ok-plain|food|喝雪水长大的小麦,无农药、无添加剂,面粉自带清甜麦香。|r20-g2-jiaxing-yaying-bakery
T|ok-plain|food|做面包,我们要的是‘纯粹’。|r20-g2-jiaxing-yaying-bakery
T|ok-plain|food|酸面团是一种利用天然酵母和乳酸菌共同发酵的面团,有独特的酸味和发酵特性,能赋予面包独特的口感和营养价值。|r20-g2-hema-sourdough
T|debatable|food|酸面团更健康,是“清洁标签”代表。|r20-g2-hema-sourdough
T|debatable|food|zui出名的是他的珍珠奶茶的研发,之后在家人的资助下,开了一家奶茶店,叫珍珠奶茶,也是中国大陆,及亚洲地区zui早的奶茶历史起源。|r20-g2-xuanguo-franchise
T|ok-plain|food|有纸袋红富士、膜袋红富士、纸夹膜红富士【现库存红富士苹果】大量批发,规格齐全,有条红,有偏红,果面光滑,卖相好|r20-g2-apple-wholesale
H|ok-plain|food|竭诚欢迎各地客商朋友前来咨询选购!|r20-g2-apple-wholesale
T|ok-plain|food|我县土质好,地势高,光照强,昼夜温差大,境内无客水流入。|r20-g2-apple-wholesale
T|ok-plain|food|【理赔时效】24小时【申请依据】快递面单+坏果照|r20-g2-fruit-shop-kmcjzl
T|ok-title|food|以手制揉面槽制作的《十九世纪法棍》可感受到石臼小麦的魅力。|r20-g2-pangolinpain-material
H|debatable|food|我们不用多高级的食材 相信纯粹新鲜无毒的食物才是根本|r20-g2-breadbutter-toucheng
T|ok-plain|general|对于家庭搬家,起步价为100元/车,包含10公里内里程及2名搬运工的服务,这是为了应对日常搬家需求的基本配置。|r20-g3-17kangjie-banjia-fee
T|ok-plain|general|经济型套餐1888元/车,包含打包、拆卸等服务;豪华型套餐更是达到4888元/车的高配服务。|r20-g3-17kangjie-banjia-fee
T|ok-plain|general|我们的搬家服务费用透明公开,旨在为客户提供优质、专业的搬家服务。|r20-g3-17kangjie-banjia-fee
T|ok-tip|general|正规公司提供明确的售后承诺,如“48小时响应”或“不满意不收费”。|r20-g3-digipub-baojie-tips
T|debatable|general|国内领先的家政公司如帮保丽家政、天鹅到家、好慷在家等,均执行标准化验收流程,这些规范已被纳入行业标准。|r20-g3-digipub-baojie-tips
T|debatable|general|一些企业还拥有独家技术,如“镜面抛光”,能让玻璃透光率达到99.9%。|r20-g3-digipub-baojie-tips
T|ok-plain|general|于搬家当日实际搬运车数乘以车次单价等于服务完成之收费。|r20-g3-tw-allround-moving-fee
T|ok-plain|general|一但签订契约即依契约内容及金额服务完成,不会再增加任何费用。|r20-g3-tw-allround-moving-fee
T|ok-plain|general|社区中庭步行30-60公尺每车次另计300元,60公尺以上每10公尺多加100元。|r20-g3-tw-allround-moving-fee
T|ok-plain|general|学生或单身客人搬家通常可选择小发财车(1.79T),会由一位松福专业搬家师傅协助搬运;而3.49T小货车则较符合一般家庭搬家,配有两位搬家师傅协助。|r20-g3-tw-songf-moving-estimate
T|ok-plain|general|在搬家当日,以载运多少车数乘以原本评估一辆车的单价费用,若只装载半车的话则以半车计价。|r20-g3-tw-songf-moving-estimate
T|ok-plain|general|台北松福搬家公司另提供经济搬家、一般搬家、精致搬家等多个方案,详情请参观国内搬家方案价格公道,欢迎询价。|r20-g3-tw-songf-moving-estimate
H|ok-plain|general|银离子抗菌表布抑臭、防霉、防螨还能抑制坏菌滋生,打造优质的睡眠环境|r20-g3-tw-gagu-mattress-replace
T|ok-plain|general|三段式独立筒设计,加强中段弹簧提升腰部支撑度,特别适合喜欢仰睡(正睡)的人~|r20-g3-tw-gagu-mattress-replace
H|ok-plain|general|天然乳胶制成的床垫呈现偏白淡黄色,外观布满了许多加热模具的整齐圆形孔洞|r20-g3-tw-jkl-latex-mattress
T|debatable|general|一张品质好的天然乳胶床可以睡上 10 年、甚至是 15–20 年以上的时间不坏|r20-g3-tw-jkl-latex-mattress
T|ok-plain|general|乳胶床垫的一大缺点是昂贵。|r20-g3-tw-jkl-latex-mattress
T|ok-plain|general|※以上报价仅供参考,所有费用都是用一台冷气的清洗费用做计算,如果一次清洗很多台的话可以另洽客服。|r20-g3-tw-komori-window-ac
T|ok-plain|general|因此除了冷气的清洗价格外,还要考虑背后的服务内容、流程、评价等,才可以找到CP值最高的服务喔!|r20-g3-tw-komori-window-ac
T|ok-plain|general|平台拥有独特的质保金条例,在这里业主可以在项目竣工时申请以0-6%的合同款作为质保金|r20-g3-kmbbs-kaolaxiaojiang-app
T|ok-plain|general|平台采用了分节点支付验收的方式,一共4次付款,分为6个节点,可以更好保障装修的质量|r20-g3-kmbbs-kaolaxiaojiang-app
T|ok-plain|general|获得NSF国际认证的净水器,不只要通过去除污染物的测试,还必须完全达到下列六项条件|r20-g3-tw-taiwanwater-nsf
T|ok-real|general|广告、手册与标示不得含有任何不实或误导性说法。|r20-g3-tw-taiwanwater-nsf
T|debatable|general|实力*强的是“装饰工程公司”,这种公司一般都在建委注册,是*正规的装饰公司。|r20-g3-co188-decoration-company
T|ok-plain|general|乱收费2倍赔偿(未按收费标准收取,乱收额外费用,双倍赔偿)|r20-g3-hbswzl-xiongdi-banjia
H|ok-plain|general|货损理赔无门槛最高5000元(服务期间如有货损立即受理,72小时内赔付)|r20-g3-hbswzl-xiongdi-banjia
T|ok-plain|general|不满意免费换(不满意搬家师傅态度可免费更换或取消)。|r20-g3-hbswzl-xiongdi-banjia
H|ok-plain|general|关于实际赔付的金额可以由用户提供物品价值证明走赔付流程。|r20-g3-hbswzl-xiongdi-banjia
T|medical|general|降血压、降血糖,改善高血脂、高胆固醇、高血黏度及治疗口腔溃疡、皮炎、脚气、痔疮等多种疾病|r20-g3-gsiic-jingshuiqi-baojian-2009
T|ok-negation|general|根据国家有关规定,涉水产品(包括净水器)不得宣传任何保健功能,凡是宣传疗效的净水器,都是违反规定的。|r20-g3-gsiic-jingshuiqi-baojian-2009
H|medical|general|长期饮用弱碱性离子水让您拥有偏碱性的健康体魄|r20-g3-szjsq-cca-jingshuiqi-warning
T|medical|general|弱碱性水可以改善酸性体质|r20-g3-szjsq-cca-jingshuiqi-warning
T|ok-plain|medical|探视者按规定时间进入病区探视,每次不超过二人。|r20-g4-ahnmc-visit
T|ok-plain|medical|探视者保持病区整洁、安静,不得在病员床上坐、卧,不得在病区内大声喧哗,严禁在病区内吸烟。|r20-g4-ahnmc-visit
T|ok-plain|medical|探视危重病人时,可持病危通知单,随时探访。|r20-g4-fh21-pla3-visit
T|ok-plain|medical|每次探视要领取探视证(牌),每次只限二人。|r20-g4-fh21-pla3-visit
H|ok-plain|medical|正在使用监护仪器的患者,探视及陪护着不得使用手机等无线通讯设备。|r20-g4-fh21-9962-peihu
T|ok-measure|medical|全科开放病床40张,其中监护病床4张。|r20-g4-wendaifu-waike-40202
H|ok-plain|medical|普外科(外一科)是我院特色专科之一,拥有心电监护仪、全电脑呼吸机、心脏起搏器、多参数生理监护仪等设备|r20-g4-wendaifu-puwai-70430
T|ok-plain|medical|口腔修复,俗称镶牙,主要是针对牙齿缺损、牙齿缺失后的治疗工作,如嵌体、全冠、义齿等。|r20-g4-linyi-chengzhong-kouqiang
H|ok-plain|medical|为了预防患者感染及安全的诊疗,限制病房探访,请遵守开放时间。|r20-g4-kr-cmcseoul-visit
T|ok-plain|medical|单人房的病人不受探访时间限制,但恳请您考虑病人的作息需要。|r20-g4-hk-matilda-visit
T|ok-plain|medical|本院鼓励所有访客进入病房前,戴上口罩及清洁双手。|r20-g4-hk-matilda-visit
T|ok-measure|general|树脂镜片的透过率达92%,较一般玻璃镜片高2%以上。|r20-g4-shiputai-jingpian
T|ok-plain|general|选择树脂镜片,你尽可体会领导潮流的感觉。|r20-g4-shiputai-jingpian
T|ok-plain|general|树脂镜片又称安全镜片,透光性佳也不易破裂,是市场主流。|r20-g4-tw-qinghe-jingpian
T|ok-tip|general|因此这部分要听从配镜师的专业建议,才能达到最佳的矫正效果。|r20-g4-tw-qinghe-jingpian
H|ok-measure|general|重量轻。相当于玻璃镜片重量的二分之一至三分之一。|r20-g4-18show-guangxue-jingpian
T|ok-measure|medical|吉林市中心医院眼科拥有45张床位,日门诊量近百人次,肩负着吉林地区眼科的治疗和教学任务。|r20-g4-91160-jilin-yanke
T|debatable|medical|近年来我院眼科引进了世界先进的眼底激光机、眼底照相机、超声乳化仪、玻璃体切割机、YAG激光、泪道激光、A/B超、电生理、电视野检查仪器|r20-g4-91160-jilin-yanke
H|ok-plain|medical|眼科为医院重点学科,建于1981年,是医院最早设立招收眼科学博士和硕士研究生的科室|r20-g4-bugu-taizhou-fuer-yanke
H|ok-plain|medical|该院眼科配备进口全自动电脑验光仪、综合验光仪、眼底镜、裂隙灯、高倍显微镜等全套专业检查设备,有专业眼科医师为广大群众提供全面专业的眼科检查。|r20-g4-guanzhang-weishengyuan-yanke
T|ok-tip|medical|16岁以下,初次配镜的儿童必须散瞳后验光配镜|r20-g4-guanzhang-weishengyuan-yanke
H|debatable|medical|添置了眼底照像、OCT检查仪、 眼底激光等先进仪器,使眼科在眼底病诊治方面更上一层楼,给众多眼底病的患者带来福音|r20-g4-bugu-linhai-yanke
T|ok-grade|medical|是临海市白内障复明手术定点单位。|r20-g4-bugu-linhai-yanke
T|ok-plain|general|特殊人群(年满60周岁老年人、残疾人、学生、军人和消防救援人员)凭有效证件单次收费价格为门市价的50%|r20-g4-rudong-youyongguan-2023
T|ok-plain|general|凡持有伤残军人证的现役或退役军人来游泳馆办理游泳年卡可享受8.1折,办卡及用卡人员需是本人,且不得转卡!|r20-g4-rudong-youyongguan-2023
H|ok-plain|general|全民健身日(8月8日)所有场馆向社会免费开放。|r20-g4-rudong-youyongguan-2023
H|ok-measure|general|二、三层是敬老院老人居住和生活设施,设有四人标准房14间,50张床位,每个房间都有单独空调、电视、电话和呼叫器|r20-g4-shanghai-liangcheng-jinglaoyuan
H|ok-plain|general|四层是多功能活动室和健身房及屋顶花园,这里将是老人休闲、娱乐、健身园地和活动空间|r20-g4-shanghai-liangcheng-jinglaoyuan
T|ok-plain|general|Nike的护膝护具是属于运动类型,以不影响运动成果及穿戴舒适度为最优先,非常建议有生活穿戴或者运动需求者购买喔 !|r20-g4-tw-alfaselect-huxi
H|ok-tip|general|无核可字号却宣称疗效的护膝产品不要轻信。|r20-g4-tw-alfaselect-huxi
H|ok-plain|general|正常使用下,护膝大约可穿戴一到两年。|r20-g4-tw-alfaselect-huxi
T|debatable|general|实验数据显示,在相同跑步强度下,佩戴该护膝可使髌股关节压力降低约32%,半月板峰值应力下降27%,显著延缓软骨退变进程。|r20-g4-noxeles-huxi
H|ok-measure|medical|该院康复医学科成立于2011年4月,目前已开放病床24张,有康复医师5名(高级职称2人),康复治疗师7名,护理人员9名,设立物理治疗部、作业治疗部、言语治疗室。|r20-g4-kangfu-keshi-wsdscm
T|ok-measure|medical|康复医学科于2000年成立,现有床位53张,设有运动治疗室、作业治疗室、语言及吞咽训练室、理疗室及康复评定室。|r20-g4-999ask-kangfu-1745
H|ok-plain|general|我们制定的教学大纲里,24节课学会1种泳姿。|r20-g4-xmwb-youyong-2015
T|ok-plain|general|镜框有原厂品质上的瑕疵或损害,自购买日起一年内皆可免费售服。(人为损害、个人化修改、镜架脚字体脱色除外)|r20-g4-tw-sober-optical-warranty
T|ok-plain|general|非人为因素造成镜片多层膜脱膜,一年内可免费更换镜片乙次。(刮伤及人为损害除外)|r20-g4-tw-sober-optical-warranty
T|ok-plain|general|度数在配戴上有任何的不适,三个月内皆可处方更换乙次(医生处方、指定处方除外)|r20-g4-tw-sober-optical-warranty
H|ok-plain|general|※通用版鼻垫是免费的,镜框品牌的原厂鼻垫大多需要收费唷!|r20-g4-tw-wttsoul-warranty
H|ok-plain|general|眼镜配好带回家后,我们的服务还没结束, 接着就由 灵魂之窗眼镜保固 来照顾您的眼镜。|r20-g4-tw-wttsoul-warranty
T|ok-measure|general|目前在全国50个城市开设实体店,请选择您所在城市|r20-g4-yichao-optical
T|ok-plain|general|安全性:您通过本网站订购商品,我们会保证交易信息的安全,并由亿超眼镜授权的专业客服人员及配镜师来处理您的订单。|r20-g4-yichao-optical
H|ok-plain|general|学员应自觉遵守各项规章制度,穿皮鞋、拖鞋及有色棕胶鞋底者严禁入内,严禁在室内吸烟。|r20-g4-gcvtc-jianshenfang
T|ok-tip|general|避免用干衣机高温烘干,或整熨衣物,以免衣物因高温变形及影响排汗能力|r20-g4-hk-consumer-keepfit-tee
H|ok-tip|general|根据我国现行国家标准,速干衣满足以下任一标准的技术指标,均可判定其具有吸湿速干性。|r20-g4-samr-sugan-tip-2025
H|ok-tip|general|需要注意的是,产品应在洗涤前后均满足上述指标,方可标注相应功能。|r20-g4-samr-sugan-tip-2025
H|ok-plain|general|毛栈智能舱住宿提供狗狗与猫咪住宿|r20-g5-pawstay-house-rules
T|ok-plain|general|入住时间为10:30~17:30,当天会安排入住前洗澡|r20-g5-pawstay-house-rules
T|ok-negation|general|毛栈宠物无提供任何医疗行为(如口服药、点药、打点滴等),保健品可协助喂食|r20-g5-pawstay-house-rules
T|ok-plain|general|毛栈宠物将生命健康视为第一优先|r20-g5-pawstay-house-rules
T|ok-plain|general|若毛孩为10(含)岁以上每次入住都会评估当次入住前状况是否适合入住|r20-g5-pawstay-house-rules
T|ok-plain|general|住宿当日请提供3年内曾有过预防针施打纪录和曾经施打狂犬病疫苗证明|r20-g5-cathotel-notices
H|ok-plain|general|成猫6个月以上,必须结扎后,才提供完整住宿服务。|r20-g5-cathotel-notices
T|ok-plain|general|本馆猫咪活动区24小时投放英国进口Pet Remedy,帮助猫咪放松与安定精神。|r20-g5-cathotel-notices
T|ok-tip|general|猫咪注射预防针后并不代表不会感冒,三合一与五合一疫苗仅提供猫咪防护致死率极高的疾病。|r20-g5-cathotel-notices
H|ok-plain|general|猫旅提供木屑砂或矿物砂,饲主也可以携带猫咪惯用的猫砂。|r20-g5-cathotel-notices
H|ok-plain|general|住宿期间如发现您的猫咪体内外有跳蚤、寄生虫,我们将立即送猫咪至动物医院,进行除蚤,费用将于退房时与您收取。|r20-g5-cathotel-notices
T|ok-plain|general|住宿以健康猫咪为限,健康有恙者请至相关医疗机构接受医疗照顾为宜。|r20-g5-miyahotel-rules
T|ok-plain|general|施打疫苗未满一周者恕不接受入住|r20-g5-miyahotel-rules
T|ok-plain|general|无接送服务,欢迎现场参观住宿环境。|r20-g5-miyahotel-rules
T|ok-plain|general|一岁以上未节育猫咪恕无法接受住宿|r20-g5-miyahotel-rules
T|ok-tip|general|建议:选购纯银(999)或医疗钢材质,并先进行皮肤测试。|r20-g5-edj-silver-who-not
H|ok-plain|general|若你适合佩戴银饰,欢迎选购我们精选男生银饰女生银饰,展现属于你的银色风格。|r20-g5-edj-silver-who-not
H|ok-identifier|general|凡在中国黄金旗舰店、各直营店、授权加盟商处购买的中国黄金产品(凭有效销售凭证),收取工费(含损耗、折旧)10元/克|r20-g5-wenda-chinagold-tradein
H|ok-plain|general|非中国黄金产品(千足金999):新购买的黄金首饰须超过旧金总重量的20%,按当日首饰金价的3%收取损耗费、8%收取工费|r20-g5-wenda-chinagold-tradein
T|ok-plain|general|足金990以下,不属于调换范围|r20-g5-wenda-chinagold-tradein
T|ok-plain|general|黄金经熔化检测后,黄金饰品不能再恢复原样。|r20-g5-wenda-chinagold-tradein
H|debatable|general|以最好的价格,提供流行与品质|r20-g5-51kids-2014-kidswear-fastfashion
H|ok-plain|general|租期若跨非营业日,则该非营业日仍需列入租期中计算租金。|r20-g5-loverentbuy-faq
H|ok-plain|general|租借前会收取NTD $3000【会员保证金】,2年会员期间租借就不需押金,并享有乐租优惠租借及活动|r20-g5-loverentbuy-faq
H|ok-plain|general|乐租提供线上【租金】付款服务,于网路上预约租借,租金可以采用信用卡或WebATM转帐。|r20-g5-loverentbuy-faq
H|ok-identifier|general|乐租合法登记之公司,公司为芯享国际有限公司|r20-g5-loverentbuy-faq
H|ok-measure|general|天数定义→月租: 30天 / 季租: 90天 / 半年租:180天 / 1年租:360天|r20-g5-loverentbuy-faq
T|ok-measure|general|不锈钢是铬含量超过11.5%的铁合金,铬与空气中的氧结合之后,会在物体表面形成一道薄膜,具有防止生锈的功能。|r20-g5-lgc-watch-care
H|ok-tip|general|但并非一定不会生锈,长期接触汗液或污垢,可能会让薄膜受到破坏而生锈。|r20-g5-lgc-watch-care
H|ok-tip|general|在更换电池的同时,为保持手表的防水性,建议胶圈一并更换。|r20-g5-lgc-watch-care
T|ok-tip|general|温泉会造成金属氧化,垫圈变质,建议不要入浴。|r20-g5-lgc-watch-care
T|ok-tip|general|皮革表带内侧污垢,可用沾了酒精的布擦拭。|r20-g5-lgc-watch-care
T|ok-plain|general|毛绒玩具具有造型逼真可爱、触感柔软、不怕挤压、方便清洗、装饰性强、安全性高、适用人群广泛等特点。|r20-g5-zaisheng-plush-toy
H|ok-measure|general|眼睛,鼻子必须承受21LBS的拉力|r20-g5-zaisheng-plush-toy
T|ok-measure|general|丝带,花朵,纽扣必须承受4LBS的拉力|r20-g5-zaisheng-plush-toy
T|ok-plain|general|所有包装玩具用胶袋,必须印上警告语,并在其底部打孔,以免小孩套在头上发生危险。|r20-g5-zaisheng-plush-toy
T|ok-plain|general|玩具所有布料,辅料不可有有毒化学物质存在,以免小孩舌舔发生危险|r20-g5-zaisheng-plush-toy
T|ok-plain|general|GINZA DIAMOND SHIRAISHI为俩人珍贵的订婚戒指和结婚戒指等婚礼戒指提供终生放心的服务,实施无限期保养,提供终生保修服务。|r20-g5-shiraishi-tw-craftsman-support
T|ok-plain|general|用超音波清洗机除去脏污,于门市等候15分钟左右即可。|r20-g5-shiraishi-tw-craftsman-support
H|ok-plain|general|戒指无法进行超过3号的大幅度尺寸修改,超过此范围为收费服务。|r20-g5-shiraishi-tw-craftsman-support
T|ok-plain|general|进行维修时,请出示保固卡,未出示者恕不提供维修服务,保固卡遗失不再补发,请妥善保管。|r20-g5-shiraishi-tw-craftsman-support
T|ok-plain|general|KOR蔻儿钻石商品材质保证终生耐久。|r20-g5-kordiamond-aftersales
T|ok-plain|general|若商品因生产瑕疪非人为破坏下将予以换新。|r20-g5-kordiamond-aftersales
H|ok-tip|general|建议每年清洁并检查您的钻石戒指。|r20-g5-kordiamond-aftersales
T|ok-plain|general|顾客只需支付运费,KOR蔻儿钻石将免费寄回。|r20-g5-kordiamond-aftersales
T|ok-plain|general|为了把古老的打金工艺发扬光大,让更多人认识到古法黄金的价值,已经默默传承四代人的六桂福珠宝从幕后走到台前。|r20-g5-liuguifu-brand-story
H|debatable|general|19世纪末,清朝养心殿造办处招募民间匠人,翁亚四被选入“金玉作”,专司皇室御用金玉类首饰、器皿及工艺品的全程督造。|r20-g5-liuguifu-brand-story
H|ok-plain|finance|客户凭安信信用卡作本地及/或海外零售签账及/或八达通自动增值及/或网上消费金额(「零售购物」),即可获取现金回赠|r20-g6-primecredit-earnmore-cashback
H|ok-measure|finance|普通卡客户每HK$150回赠HK$1|r20-g6-primecredit-earnmore-cashback
T|ok-plain|finance|每月可获赠之现金回赠金额并无上限。|r20-g6-primecredit-earnmore-cashback
T|ok-plain|finance|畀你以相宜嘅保费取得高达HK$8,000,000人寿保障。|r20-g6-primecredit-fwd-mytermplus
H|ok-plain|finance|网上投保毋须验身,只须通过回答3条健康状况相关问题,即可进行网上投保|r20-g6-primecredit-fwd-mytermplus
T|ok-plain|finance|标准级别保费低至每月HK$33.33|r20-g6-primecredit-fwd-mytermplus
T|ok-plain|finance|在指定情况下,若你在非自愿性的情况下失业,将可申请豁免1年的保费|r20-g6-primecredit-fwd-mytermplus
T|ok-notice|finance|客户不应单凭此宣传材料而投保此保险产品。|r20-g6-primecredit-fwd-mytermplus
T|ok-plain|finance|只需以一笔过形式缴付保费,便可享终身人寿保障至受保人100岁。|r20-g6-hklife-smart-achiever
T|ok-plain|finance|此计划特设末期疾病保障。|r20-g6-hklife-smart-achiever
H|ok-notice|finance|周年红利、积存年利率以及终期红利并非保证,并可能不时被调整,而过往表现亦非未来表现的指标|r20-g6-hklife-smart-achiever
H|ok-plain|finance|此计划的保费供款年期只需2年,受保人便可享20年人寿保障。|r20-g6-hklife-wealth-up-premier
T|ok-plain|finance|您可于投保时预先缴付第2年保费,以享有第2年预缴保费折扣优惠,让您轻松累积财富。|r20-g6-hklife-wealth-up-premier
T|ok-plain|finance|合资格客户于发卡日起计首三个月(「签账期」)之「合资格签账」可获迎新礼品「高达5%现金回赠」|r20-g6-dahsing-one-plus-welcome-2014
H|ok-plain|finance|每个合资格客户于签账期内可获之「额外4%现金回赠」最多为HK$300。|r20-g6-dahsing-one-plus-welcome-2014
T|ok-plain|finance|会员于推广期内凭合资格信用卡透过Apple Pay或 Google Pay作合资格签账可获高达5%现金回赠|r20-g6-cncbi-motion-5pct-2019
T|ok-plain|finance|每位会员于推广期内可享最高现金回赠金额为HK$200|r20-g6-cncbi-motion-5pct-2019
T|ok-plain|finance|如申请人于推广期内同时成功申请两张或以上的中银Visa商务卡及/或中银银联双币商务卡,亦只可获一项迎新优惠|r20-g6-bochk-business-card-welcome
H|ok-plain|general|只适用于就读本地全日制中学/大专院校学生。|r20-g6-cmhk-data-plus
H|ok-measure|general|本地数据传输速度最高为每秒384kb及不可用于P2P功能 (包括Bit-Torrent)。|r20-g6-cmhk-data-plus
H|ok-plain|general|此组合的价值相等于$48的数据服务收费。|r20-g6-cmhk-data-plus
T|ok-notice|finance|理财非存款、产品有风险、投资须谨慎,投资者应充分认识以下风险:|r20-g6-cmb-jinkuihua-7day-risk
H|ok-notice|finance|本理财计划有投资风险,只保障理财资金本金,不保证理财收益,您应充分认识投资风险,谨慎投资。|r20-g6-cmb-jinkuihua-7day-risk
T|debatable|finance|招商银行保证在到期日或提前终止日向投资者支付100%本金|r20-g6-cmb-jinkuihua-7day-risk
T|ok-notice|finance|本商品投保时疾病等待期间为三十日|r20-g6-finfo-nanshan-jiaanxin-term
H|ok-notice|finance|本契约于订立契约前已提供要保人不低于三日之审阅期间。|r20-g6-finfo-twlife-bubugaosheng
T|ok-notice|finance|本保险可能发生累积所缴保险费之金额超出身故保险金给付之情形。|r20-g6-finfo-twlife-chuanai-small
T|ok-plain|general|申办本资费所赠送之通信费,均不包含如0201、0203、0204等代收费用。|r20-g6-cht-emome-3g-699-999
H|ok-plain|general|远传大宽频移机免收网路设定费,用户原网路月租方案优惠不变|r20-g6-seednet-adsl-fee
T|ok-plain|general|网路服务费为每月不限时数上网之定价,价格若有变动,依本公司最新公告为准。|r20-g6-seednet-adsl-fee
T|ok-plain|general|目前接线费500元优惠方案,使用者至少需持续租用2年。|r20-g6-seednet-adsl-fee
H|ok-plain|general|网路记帐功能模组为订阅制功能(每年 NT $180 元,含【电子发票】与 【股票交易】等三模组),但若不需使用的话则不需付费订阅。|r20-g6-mysoft-emoney-help
H|ok-negation|general|我方不保证【网路记帐】资料的完整性,基本上还是以【电脑端】的资料记录为主。|r20-g6-mysoft-emoney-help
T|ok-notice|general|您的会员资格将自动续购,但您可以随时取消自动续购服务。|r20-g6-lovelinks-autorenew
T|ok-plain|general|冷库:保温、代存、代管、代运|r20-g6-trifecta-coldstore-service
T|ok-plain|general|瓜果、蔬菜、肉类、家鲜活家禽、肉类冻品、食品及工业用品|r20-g6-trifecta-coldstore-service
T|debatable|education|学习工具:Python(全球最受欢迎的入门语言)|r20-g6-ip-shaoer-biancheng-info
T|ok-plain|education|学习工具:C++(NOI全国青少年信息学奥林匹克竞赛指定语言)|r20-g6-ip-shaoer-biancheng-info
H|ok-plain|education|CEF适用于Grade1至Grade4课程|r20-g6-todaimae-cef-japanese
T|ok-measure|education|疫情期间持续进修基金承认70%网上课程,唯其余30%课程,需为面授。|r20-g6-todaimae-cef-japanese
H|ok-measure|education|学员于每个单元均须达到最少百分之 80 的听课出席率;|r20-g6-pmsa-specified-course
#@round 21
# ── round 21 (2026-11-29): 191 rows quoted from outside material (consumer-association and regulators' monitoring reports, provincial 违法广告 公告 of drugs, devices and medical services, lawful selling copy of health products and of services, price and promotion copy, rank, honour and endorsement claims) by six collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
H|medical|food|长期血压居高不下越好用|r21-g1-zjxbw-2026-short-video-elderly
H|medical|food|能把一个血压高了好几年的人调理得像18岁一样平稳|r21-g1-zjxbw-2026-short-video-elderly
H|medical|food|中老年人辅助降三高|r21-g1-zjxbw-2026-short-video-elderly
T|medical|food|血糖血脂血压高，试试这杯天然养生茶|r21-g1-zjxbw-2026-short-video-elderly
T|medical|food|可以调节三高|r21-g1-zjxbw-2026-short-video-elderly
T|medical|food|降血压降血脂|r21-g1-zjxbw-2026-short-video-elderly
T|medical|health-food|消除结节成功率达98%|r21-g1-btc-2025-livestream-health-traps
T|medical|food|这款桑叶片可以通过四重植物精粹协同作用来降血糖|r21-g1-chinanews-2025-sangye-pian
T|medical|food|顾客反馈能促进胰岛素分泌、改善胰岛素抵抗，对辅助调节血糖有很好的帮助|r21-g1-chinanews-2025-sangye-pian
H|medical|food|有2有3不要嫌少，有3有4也不要嫌少，有4有5是赚了的|r21-g1-21health-2025-ezz-growth
T|medical|cosmetics|现在新技术A醇包裹在黄色微囊里面，双A醇加双A止缓慢释放猛药效果|r21-g1-zjggjc-2023-double11-live
T|medical|health-food|调节内分泌，我个人吃这款，感觉自己没有那么暴躁了|r21-g1-zjggjc-2023-double11-live
H|citation|health-food|300万客户成功|r21-g1-cwn-2025-weight-loss-drugs
H|citation|health-food|诺贝尔奖专利|r21-g1-cwn-2025-weight-loss-drugs
T|medical|food|不干预的话肯定落后|r21-g1-bjnews-2025-growth-milk
H|medical|health-food|急速增高17厘米|r21-g1-bjnews-2024-adult-height
T|medical|health-food|纳豆激酶就能干这个事，太牛了。|r21-g1-ccn-2025-guess-marketing
T|medical|health-food|磨玻立消 CT正常|r21-g1-ccn-2025-guess-marketing
H|medical|health-food|我们家的东西给到您是足足八合一，吃够3个月就不需要再吃了|r21-g1-ccn-2025-guess-marketing
T|medical|health-food|不管现在是在吃片片的、打素素的，只需要前半个月和我们家的一块用|r21-g1-ccn-2025-guess-marketing
T|medical|health-food|我们家不需要你去忌口|r21-g1-ccn-2025-guess-marketing
T|medical|health-food|等于在熟睡中完成40分钟跳绳、50分钟慢跑、60分钟健美操|r21-g1-ccn-2025-guess-marketing
T|ok-notice|health-food|本品为膳食营养补充剂，不能代替药物|r21-g1-ccn-2025-guess-marketing
T|medical|health-food|让白发变黑发|r21-g1-bjnews-2024-elderly-live
T|medical|food|每天喝养生粥，能预防骨质疏松|r21-g1-xinhua-2016-yangsheng-chaos
T|medical|health-food|吃了XXX，我的糖尿病居然好了|r21-g1-xinhua-2016-yangsheng-chaos
H|debatable|health-food|医生都救不了自己，如何来救你？养生不是消费，而是给你续命！|r21-g1-xinhua-2016-yangsheng-chaos
T|medical|food|让孩子学得多记得牢|r21-g1-2025-fengboshi-dha-candy
T|ok-tip|general|警惕“全网最低价”“限量秒杀”“5秒下链接”等宣传，通过第三方比价工具核实历史价格，谨防虚构原价陷阱。|r21-g1-samr-cca-2025-live-tip
T|ok-tip|health-food|保健食品仅具调节机体功能，不能替代药物治疗疾病；身体不适请至正规医疗机构就诊，勿因轻信直播宣传延误治疗。|r21-g1-samr-cca-2025-private-live-tip
T|medical|cosmetics|比普通面膜安全、效果好！痘痘、痘印、敏感肌都能用|r21-g1-xinhua-2019-fake-medical-mask
T|medical|cosmetics|褪红、消炎效果很好|r21-g1-xinhua-2019-fake-medical-mask
T|price|food|单瓶扫码价598元一瓶，你拿到手之后可以去任何线下门店鉴定，保证是真的|r21-g1-fzrb-2024-live-fake-discount
T|price|general|今天在我们直播间，为大家争取到了超级福利，只要199元，就能带回家，全网去比吧，看看谁家还有这么低的价格！|r21-g1-sxscdb-2025-fake-price-compare
T|debatable|education|不利用好这个暑假基本就和高中无缘|r21-g1-2023-summer-edu-anxiety
H|ok-negation|general|禁止在直播间展示二维码或口播其他社交软件账号，引导在其他平台交流或资金交易。|r21-g1-template-live-room-rules
T|citation|cosmetics|章光101每天护理多达13万人次,创造了成千山万脱发者头发再生奇迹,1000万人成功生发的见证,畅销65个国家和地区|r21-g2-chongqing-2012-monitor-7
T|medical|general|101红豆杉长生福枕(缓释颗粒)适用于:失眠、失眠引起的脱发、血压高、颈椎痛、视物不清、鼻炎、打鼾等问题|r21-g2-chongqing-2012-monitor-7
H|medical|general|失眠不吃药,天天睡好觉|r21-g2-chongqing-2012-monitor-7
T|medical|general|使用后一般第二天就能神清气爽|r21-g2-chongqing-2012-monitor-7
T|medical|device|只要贴上一贴,睡上一觉,小便即通;周期使用,老病症也能有效康复|r21-g2-tianjin-2013-fda-illegal-ads
T|medical|health-food|一粒管三天,给足幸福正能量|r21-g2-tianjin-2013-fda-illegal-ads
T|safety|health-food|产品品质好,没有副作用,没有依赖性|r21-g2-tianjin-2013-fda-illegal-ads
T|ok-notice|health-food|保健食品没有治疗作用,不能代替药品,请谨慎购买。|r21-g2-guangxi-2018-fda-notice-53
H|ok-tip|drug|提醒广大消费者,要在医生或药师的指导下购买药品和医疗器械|r21-g2-guangxi-2018-fda-notice-53
H|ok-measure|device|压敏胶带剥离强度不小于1N/cm、持粘性不大于2.5mm,吸液垫的吸液量应不小于20g/100cm|r21-g3-bestb2b-wujun-futie
T|ok-plain|device|无菌敷贴供手术、外伤创面或留置动、静脉导管贴敷用;也可用于婴儿脐带创面保护。|r21-g3-bestb2b-wujun-futie
T|ok-notice|device|无菌敷贴为一次性使用无菌产品,用后销毁;灭菌包装袋破损严禁使用、已过有效期严禁使用|r21-g3-bestb2b-wujun-futie
H|ok-real|drug|川贝枇杷糖浆清热宣肺,化痰止咳。|r21-g3-coldnoir-chuanbei
H|ok-real|drug|这些药品临床应用时间较长,药效确定,不良反应较少,患者不须过多的专业知识,仅凭药品说明书和标签就可以安全用药。|r21-g3-coldnoir-chuanbei
H|ok-real|drug|中国非处方药的包装标签、使用说明书中都有标注了警示语|r21-g3-coldnoir-chuanbei
T|ok-plain|health-food|养生堂牌天然维生素E软胶囊的主要作用是美容(祛黄褐斑)、延缓衰老。|r21-g3-jianke-yangshengtang-ve
T|ok-measure|health-food|用法用量为吞服。每日1次,每次1粒。|r21-g3-jianke-yangshengtang-ve
T|ok-plain|drug|感冒灵片用于因感冒引起的头痛发热,鼻塞,流涕,咽痛。|r21-g3-fh21-ganmaoling
H|debatable|drug|为您提供安全保障,保证买到放心药,是您网上购药的首选|r21-g3-fh21-ganmaoling
T|ok-negation|health-food|保健食品(国产保健食品和进口保健食品)的标签、说明书不得涉及疾病预防、治疗功能,内容应当真实,与注册或者备案的内容相一致|r21-g3-jl-scjg-bjsp-label
T|ok-real|health-food|保健食品标签和说明书必须符合国家有关标准和要求|r21-g3-jl-scjg-bjsp-label
T|ok-tip|health-food|一要牢记保健食品不能代替药品。|r21-g3-sd-xiehui-fish-oil
T|ok-tip|health-food|广大消费者在购买鱼油软胶囊时要认清、认准保健食品标志(“蓝帽子”)及保健食品批准文号|r21-g3-sd-xiehui-fish-oil
T|ok-plain|cosmetics|蕴含杏桃核油,标榜可舒缓并修护双手肌肤。|r21-g3-hk01-hand-cream-5
T|debatable|cosmetics|含玫瑰萃取精华,声称可为手部肌肤带来深层滋养、修复细纹及提升光滑度等多重护肤功效。|r21-g3-hk01-hand-cream-5
T|ok-self|cosmetics|品牌首支晚间手部深层修护霜,含丰富氨基酸、维他命等成分|r21-g3-hk01-hand-cream-5
T|ok-plain|cosmetics|含蜂蜜、维他命 E、牛油果及 甜杏仁等成分,标榜可即时滋养、修护受损及干裂双手并强化指甲。|r21-g3-hk01-hand-cream-5
T|ok-plain|cosmetics|日本药妆店热卖品,质地浓润,但触感清爽,双手颇快吸收|r21-g3-hk01-hand-cream-5
T|ok-plain|cosmetics|蕾莉欧 经典护手霜礼盒(玫瑰护手霜/柠檬护手霜/手部修护霜各30ml),699元。|r21-g3-ettoday-hand-cream
T|ok-tip|cosmetics|手背是「最容易长斑」的地方,紫外线会让手部变黑、出现斑点且变得松弛干燥。|r21-g3-ettoday-hand-cream
H|ok-self|cosmetics|品牌9月时推出首枝手部护理产品,编者相当满意其润而不黏笠的质感|r21-g3-mpweekly-hand-cream
T|ok-real|device|医疗器械广告应当宣传和引导合理使用医疗器械,不得直接或间接怂恿公众购买使用。|r21-g3-yzya-device-ad-rules
T|ok-negation|device|医疗器械广告中不得含有利用医药科研单位、学术机构、医疗机构或者专家、医生、患者的名义和形象作证明的内容|r21-g3-yzya-device-ad-rules
H|ok-plain|cosmetics|在此次发布会上,苏州协和药业公布了针对现代皮肤屏障受损问题的协和B5系列新品。|r21-g3-sxo123-xiehe-b5
T|debatable|cosmetics|其经典产品协和维生素E乳累计销量已超5000万瓶,成为中国人家庭护肤中的常见单品。|r21-g3-sxo123-xiehe-b5
T|ok-real|health-food|核酸类保健食品的功能申报范围暂限定为增强免疫力功能。|r21-g3-uauzlm-hesuan
T|ok-negation|health-food|但所有产品均不得以“核酸”命名。|r21-g3-uauzlm-hesuan
H|ok-plain|cosmetics|它总共有三个味道,草莓(护龈美白)、水蜜桃(防蛀固齿)、奶香(呵护牙釉质),并且膏体晶莹漂亮|r21-g3-9toutiao-kids-toothpaste
T|debatable|cosmetics|特别添加食品级木糖醇,不仅增香还能帮助维护口腔内酸碱平衡,阻隔牙垢的沉积,达成有效预防蛀牙的小目标。|r21-g3-9toutiao-kids-toothpaste
T|debatable|cosmetics|萃取植物精华,能够在减少有害菌的同时不伤抑菌群,护齿清洁能力MAX。|r21-g3-9toutiao-kids-toothpaste
T|ok-tip|cosmetics|为避免影响儿童健康,儿童牙膏中的氟化物含量应低于成人牙膏。|r21-g3-qinbei-kids-toothpaste
T|ok-plain|finance|被保险人范围:出生满28天至60周岁,身体健康且符合我们承保条件者均可作为被保险人参加本保险。|r21-g4-guofu-jiahebao-manual
T|ok-plain|finance|等待期:自本合同生效之日或本合同最后复效之日(以较迟者为准)起180日内(含第180日)为等待期。|r21-g4-guofu-jiahebao-manual
T|ok-plain|general|门票:行程中所含的景点首道大门票|r21-g4-tootour-31191
H|ok-plain|general|费用根据最终预订的行程计划会有所变化,具体请以最终协议与出团通知书为准|r21-g4-tootour-31191
H|ok-plain|general|我司根据人数安排车辆,司机全程负责协助您办理门票、住宿等相关事宜,不再另行安排跟团导游,敬请谅解。|r21-g4-tootour-31191
T|ok-plain|general|60 周岁(含)-65 周岁(不含)长者,凭身份证预约购票享 5 折优惠;|r21-g4-nanyue-menpiao-2023
T|ok-plain|general|记者凭有效证件(国家新闻出版署核发的记者证、身份证两证齐全)预约,免票;|r21-g4-nanyue-menpiao-2023
T|ok-plain|general|本规定由衡阳市南岳区文化旅游发展有限责任公司负责解释,自 2023 年 3 月 1 日起施行。|r21-g4-nanyue-menpiao-2023
T|ok-plain|general|针对60周岁至65周岁的老年人,在非国家法定节假日免收景区门票,节假日半票。|r21-g4-xiling-menpiao
T|ok-grade|general|特级教师与特级校长持有效证件免交通索道票。|r21-g4-xiling-menpiao
T|ok-plain|general|6周岁 (含6周岁) 以下或身高1.2米 (含1.2米) 以下的儿童免交通索道票及观景索道票。|r21-g4-xiling-menpiao
T|debatable|medical|为您提供最好的医疗服务,是徐州市口腔医院永恒的追求|r21-g4-xuzhou-dental-2012
T|ok-plain|medical|徐州市口腔医院始建于1958年,历经50多年的不懈努力和奋斗,已发展成为科室设置齐全、医疗设备先进、医院环境优美、专科特色突出的口腔医院服务中心。|r21-g4-xuzhou-dental-2012
T|ok-real|medical|省口腔医院是我省唯一省级三级口腔专科医院,与第四附属医院同属安医大一脉,此次合作是兄弟单位之间资源共享、优势互补、协同发展的生动实践。|r21-g4-anhui-dental-chaohu-2025
T|ok-notice|finance|基金管理人保证招募说明书的内容真实、准确、完整。|r21-g4-wanjia-ruiyao-prospectus
T|ok-notice|finance|本招募说明书经中国证监会注册,但中国证监会对本基金募集的注册,并不表明其对本基金的投资价值、市场前景和收益作出实质性判断或保证,也不表明投资于本基金没有风险。|r21-g4-wanjia-ruiyao-prospectus
H|ok-plain|finance|本基金为养老目标日期基金适合预计退休日期为 2030 年-2039 年的投资者购买。|r21-g4-wanjia-2035-risk
T|ok-plain|general|免费提供机场接送及协助安排汽、机车租赁及旅游行程规划服务。|r21-g4-siwei-ocean-bnb
T|ok-plain|general|住宿提供免费隔日晨曦餐点(用餐时间:AM7:30-AM9:30)。|r21-g4-siwei-ocean-bnb
T|ok-plain|general|两天一夜优惠套装限12岁以上~65岁以下预订|r21-g4-xiazhiyu-bnb
T|ok-identifier|general|屏东县政府合法民宿编号174|r21-g4-haizhilian-bnb
T|debatable|finance|理财有利:多重收益,分红添彩,抵御风险,保值增值。|r21-g4-xiangrikui-licai-2012
T|debatable|finance|满期有礼:满期给付,保全资产,稳健理财,投资有礼。|r21-g4-xiangrikui-licai-2012
T|ok-plain|finance|一次性交付保险费的,满期保险金=基本保险金额;|r21-g4-xiangrikui-licai-2012
T|ok-grade|education|五桂山长命水幼儿园位于五桂山长命水村内,占地面积3600 m,是经教育局批准的一所全日制民办市一级幼儿园|r21-g4-changmingshui-kindergarten
T|ok-identifier|education|幼儿园办学许可证号码: 144200060001971|r21-g4-changmingshui-kindergarten
T|ok-plain|education|拥有一支年轻、活力、富有责任心的师资队伍,在园专业教师合格率达到 100%,拥有大专以上学历的老师占 80%以上。|r21-g4-changmingshui-kindergarten
T|ok-plain|education|已备案收费项目及标准:保教费 1000 元/月,伙食费 16 元/天,校车费 1200 元学期。|r21-g4-changmingshui-kindergarten
T|medical|medical|中诺第二口腔(种植总院),不仅可以1元钱做种植牙检查,而且还对全口/半口缺牙人群有3万元-10万元补贴,赶紧下单来看看吧|r21-g4-beijing-med-ad-2024
H|medical|medical|三次治愈带状脓疹、花斑藓、体癣、湿疹、过敏性皮炎、接触性皮炎、牛皮癣等|r21-g4-beijing-med-ad-2024
T|ok-grade|general|这里就是白龙桥小丰休闲农庄,它还是市级三星级农家乐。|r21-g4-xiaofeng-farm-2011
T|ok-plain|medical|为保证医院停车场高效运转,避免“僵尸车”抢占公共资源,进一步提升广大群众就医体验,自即日起我院实施面向社会的8小时免费停车制度。|r21-g4-boshan-tcm-parking-2024
H|ok-plain|medical|免费停车时间从车辆进入停车场开始计算,连续8小时免费。|r21-g4-boshan-tcm-parking-2024
T|ok-plain|medical|门诊管理:就诊、体检期间车辆停放免费。|r21-g4-boshan-tcm-parking-2024
H|ok-notice|finance|本保险示例仅为帮助您理解条款所用,可能与您的实际保险计划并不一致。|r21-g4-pingan-zhisheng-ppt
T|ok-plain|finance|李先生30岁,男性,投保平安智胜人生万能+重疾保险计划。|r21-g4-pingan-zhisheng-ppt
T|price|food|栗面南瓜原价6.00元/500g,现价1.50元/500g|r21-g5-supermarket-fake-original-price-110ask
T|price|general|美的豆浆机DE12F32原价399元/台,现价229元/台|r21-g5-supermarket-fake-original-price-110ask
T|price|general|美的电饭煲FS4018E原价499元/台,现价299元/台|r21-g5-supermarket-fake-original-price-110ask
T|price|food|国产木瓜原价8.10元/500g,现价3.90元/500g|r21-g5-supermarket-fake-original-price-110ask
H|ok-plain|food|会员优惠与其他全店折扣优惠不可同时使用, 系统将自动于结帐时选取最优惠方式结算|r21-g5-teabonvivant-terms
T|ok-plain|food|在12个月内累积消费满会员等级所需金额即可成为会员/升级, 并于会藉生效日期起12个月内享受指定会员折扣优惠|r21-g5-teabonvivant-terms
H|ok-plain|general|您可在配送成功之前申请价格保护,申请成功后,我们将通过礼券形式返还差价。|r21-g5-dangdang-price-protect
H|ok-plain|general|申请价格保护时,商品无货、商品正在参加今日抢购、商品超出限购数量的情况下均不支持价格保护。|r21-g5-dangdang-price-protect
T|ok-plain|general|订单配送成功后,商品降价,不享受价保。|r21-g5-dangdang-price-protect
T|ok-plain|food|只有当您的消费金额达到或超过1000元时,才可以使用购物金进行折抵。|r21-g5-chillme-credit
T|ok-plain|food|虽然您可以累积使用多张购物金,但最多只能折扣消费额的10%。|r21-g5-chillme-credit
H|ok-real|general|服装品牌G2000,在10月1日提供限时优惠,3件可享8折、2件可享9折优惠|r21-g5-hk01-national-day-offers-2025
T|debatable|general|原价122万元的家具,现惊爆价46万元;原价19.8万元的促销家具,现惊爆价3.6万元|r21-g5-xiamen-redwood-furniture-promo
T|debatable|general|年底清仓,红木家具甩卖打破价格底限|r21-g5-xiamen-redwood-furniture-promo
T|ok-plain|general|活动期间,用户可进入小米商城【小米618主会场】页面领取优惠券。|r21-g5-mi-618-2021-rules
H|ok-plain|general|优惠券为限量发放,先到先得。|r21-g5-mi-618-2021-rules
T|ok-plain|general|【30元智能券(满599元可用)】- 1200000张|r21-g5-mi-618-2021-rules
T|ok-plain|general|本活动优惠券只能用于领取账户,不可转赠,不包邮,不支持提现。|r21-g5-mi-618-2021-rules
T|ok-plain|general|如使用优惠券的订单发生退货,只退回实际支付金额, 优惠券部分不开具发票。|r21-g5-mi-618-2021-rules
T|ok-plain|general|优惠券仅能在提交订单时抵减应支付的金额,不能抵减运费。|r21-g5-mi-618-2021-rules
T|ok-plain|general|现金红包为限量发放,每场抢购持续10分钟,先到先得。|r21-g5-mi-618-2021-rules
H|ok-plain|general|同一面额红包每个ID只可抢购1张。|r21-g5-mi-618-2021-rules
T|ok-plain|general|荣耀开学季,荣耀V30系列最高享24期免息,购机赠豪华网课礼包,还有超多惊喜福利等你来!|r21-g5-vmall-honor-school-2020
H|ok-plain|general|活动期间在华为商城成功购买荣耀产品单笔支付金额最高的用户获赠4天3晚海外酒店入住权益(企业购等用户除外)。|r21-g5-vmall-honor-school-2020
T|ok-plain|general|奖品不可转让或兑换现金;奖品有效期为一年|r21-g5-vmall-honor-school-2020
T|ok-plain|general|本活动的参与者必须在报名抽奖时已年满18周岁。|r21-g5-vmall-honor-school-2020
H|ok-plain|general|您好,订单退货后,已使用的优惠券不予退回。|r21-g5-vmall-coupon-faq
T|ok-plain|general|在您未完成支付情况下取消订单,优惠券会退回至您的华为商城账户。|r21-g5-vmall-coupon-faq
H|price|general|到手价329,仅11.1-11.9|r21-g5-cca-double11-2016-tracking
T|debatable|general|合同到期,跳楼甩卖|r21-g5-chengdu-clearance-report
T|debatable|general|年末清仓,全场低至1折|r21-g5-chengdu-clearance-report
T|debatable|general|合同明天就到期了,最后1天清场处理,抓紧时间不要错过。|r21-g5-chengdu-clearance-report
T|debatable|general|限时抢购,还剩最后八小时,最后八小时|r21-g5-jingjiang-cashmere-last8h
T|debatable|general|房租到期,最后8小时|r21-g5-jingjiang-cashmere-last8h
T|ok-plain|general|须为两张不同商户之机印发票|r21-g5-8andahalf-summer-2023
T|ok-plain|general|礼品每日换领名额有限,先到先得,换完即止。|r21-g5-8andahalf-summer-2023
H|ok-plain|general|HK$20餐饮礼券必须消费满HK$100方可使用乙张。|r21-g5-8andahalf-spring-2021
T|ok-plain|general|活动期间内完成付款,订单满 HK$800 加码送 3,000 P Coins(活动门槛为订单折扣后之商品金额,不包含运费或金流处理费)。|r21-g5-pinkoi-pcoins-2024
H|ok-plain|general|每日名额 50 位。每日限定使用各门槛一次,先到先得,送完即止。|r21-g5-pinkoi-pcoins-2024
H|ok-plain|general|如同时符合多项 Pinkoi 活动优惠,使用活动折抵时会择优套用金额予以折抵,无法合并优惠使用。|r21-g5-pinkoi-pcoins-2024
H|ok-plain|general|本优惠以每次订单折扣后之总额计算,不可累积计算。|r21-g5-pns-hd35-tnc-2023
T|ok-plain|general|优惠只适用于2023年4月1日至2023年12月31日之订单(包括首尾两日)。|r21-g5-pns-hd35-tnc-2023
T|ok-plain|general|每个送货地址及帐户于优惠期内只可享此优惠一次。|r21-g5-pns-hd35-tnc-2023
T|ok-plain|general|全新网店会员制度! 2%消费回赠! 买1蚊储1分! 储够50分当1蚊!|r21-g5-sincere-online-membership
T|ok-plain|general|每次购物最多可抵扣订单的20%金额。|r21-g5-viola-points
T|ok-plain|general|5折或5折以下的货品不可使用点数。|r21-g5-viola-points
T|ok-plain|medical|优惠只适用于18岁以上女性新客户。不可与其他优惠同时使用。|r21-g5-spaarima-tnc
H|ok-plain|medical|如客户未能成功于网上付款,则不能享有网上付款折扣优惠。|r21-g5-spaarima-tnc
T|ok-plain|general|123健康店 门市 / 网上商店 消费满HK $20 即可使用一张,运费及其他附加费用不计算在内。|r21-g5-123med-evoucher
T|ok-plain|medical|此电子现金券不可用于医学美容 之 试做价疗程 或 涉及 保险索偿之所有项目 或 服务。|r21-g5-123med-evoucher
T|ok-plain|general|电子现金券须于成功换领后1年内使用,逾期无效,不作补发。|r21-g5-123med-evoucher
T|ok-plain|food|【母亲节快乐】官网满额1288元,赠花漾胭脂莓果小小公爵乙杯|r21-g5-cheeseduke-coupon
H|ok-plain|food|赠品及优惠券不得与其它优惠并用|r21-g5-cheeseduke-coupon
H|ok-real|general|成为国家级示范企业是公司近年在科技创新方面获得的最高荣誉。|r21-g6-co-043737-demo-enterprise
H|ok-plain|food|凉州生态手选·贵人香干白葡萄酒在Decanter世界葡萄酒大赛中荣获银奖|r21-g6-liangzhou-dwwa-2024
H|ok-plain|food|凉州生态手选·梅特林干红葡萄酒在Decanter世界葡萄酒大赛中荣获银奖|r21-g6-liangzhou-dwwa-2024
H|ok-real|food|“长和翡翠 珍藏马瑟兰 2021”荣获“年度最佳中国葡萄酒”殊荣。|r21-g6-wynn-wine-awards-2024
H|ok-real|food|“西鸽 N28 霞多丽 2021”夺得“最佳白葡萄酒”和“最具性价比葡萄酒”两项奖项。|r21-g6-wynn-wine-awards-2024
H|ok-real|general|其中，深圳市中世纵横设计有限公司的设计产品CIGA Design非同步追随腕表，勇夺“红点至尊奖”。|r21-g6-szsb-reddot-2013
H|ok-real|food|这是自2016年该奖项设立以来，中国葡萄酒首次获此殊荣，标志着中国葡萄酒在世界顶级舞台上取得历史性突破。|r21-g6-nxrb-dwwa-2025
T|ok-real|food|大家所熟知的茅台、董酒曾多次在全国评酒会上被评为国家名酒。|r21-g6-xxdp-guizhou-mingjiu-2020
T|ok-real|food|董酒在除了第一届全国评酒会之外的其余四届全国评酒会中，也均获得了国家名酒称号。|r21-g6-xxdp-guizhou-mingjiu-2020
H|ok-real|food|1963年的第二届全国评酒会上，竹叶青酒荣获了露酒产品唯一一枚金奖。|r21-g6-zhuyeqing-50th
H|ok-real|food|在此之后的第三、第四、第五届评酒会上，竹叶青酒相继蝉联名酒称号，是露酒类产品中唯一保持全胜的产品。|r21-g6-zhuyeqing-50th
T|ok-grade|food|特级西湖龙井茶扁平光滑挺直，色泽嫩绿光润，香气鲜嫩清高，滋味鲜爽甘醇，叶底细嫩呈朵。|r21-g6-chawowang-longjing
H|ok-grade|food|西湖龙井按外形和内质的优次分作1~8级。|r21-g6-chawowang-longjing
T|ok-real|food|龙井茶是继贵州茅台酒、绍兴黄酒和云南宣威火腿之后，我国第四个、也是我国茶类第一个获得原产地域保护的特色产品。|r21-g6-gxypx-longjing-pdo
H|ok-real|general|中国专利奖是我国在专利领域的最高级别政府奖励，由国家知识产权局和世界知识产权组织联合授予。|r21-g6-frk123-sewing-patent-2020
T|ok-real|general|未经批准，任何单位和个人不得开展涉及G20杭州峰会的商业宣传行为，不得使用G20杭州峰会标志。|r21-g6-thepaper-g20-notice-2016
T|ok-real|general|在百强榜单中，腾讯依然位列全球前十。|r21-g6-chinadaily-brandz-2023
T|ok-real|general|希音和农夫山泉首次上榜，分别位列第70位和第81位。|r21-g6-chinadaily-brandz-2023
T|ok-real|food|中国婴幼儿奶粉品牌飞鹤乳业旗下的高端婴幼儿奶粉“星飞帆”第三次蝉联大会金奖，并同时荣获“高质量国际奖杯”。|r21-g6-people-monde-2017
T|ok-grade|general|不仅有陈巧茹、王超、王玉梅、蒋淑梅等著名“梅花奖”演员和蔡少波、马丽等国家一级演员登台献艺。|r21-g6-cdrx-liyuanxiu
T|ok-grade|general|5月8日晚，上海京剧院一级演员蓝天领衔主演《智取威虎山》亮相上海大剧院。|r21-g6-laoshe-meihua-2025
T|ok-real|food|其中“新荣记(灵湖旗舰店)”是唯一一家非一二线城市的三钻餐厅。|r21-g6-alqotr-blackpearl-2020
T|ok-real|general|中国质量奖是中国质量领域的最高荣誉，于2012年经中央批准设立，每两年评选一次。|r21-g6-cqa-china-quality-award-4th
T|ok-real|general|其中茅台、兖矿、世友木业3家组织第三度荣获这一殊荣。|r21-g6-cqa-national-quality-award-20th
T|ok-real|general|决定授予新疆金风科技股份有限公司等17家组织“全国质量奖”。|r21-g6-jaas-national-quality-award-18th
#@round 22
# ── round 22 (2026-11-29): 170 rows quoted from outside material (Hong Kong enforcement material quoting the copy, live-streaming and 朋友圈 cases, finance and insurance marketing, lawful selling copy of education, real estate, food, electronics, appliances and cars) by six collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
T|medical|medical|严重90天断尾|r22-g1-mingpao-cmchk-2015-signboard
H|debatable|medical|呼吸系统科专科|r22-g1-hk01-mchk-hui-2022
T|ok-plain|education|建校以来已经为社会各界培养出大、中专毕业生近4000人，培训各类学员50000余人|r22-g2-imosi-glszgdx-intro
T|ok-plain|education|1999年荣获中华全国总工会“示范性职工大学”称号|r22-g2-imosi-glszgdx-intro
H|ok-plain|education|我院是经教育部批准设立的一所综合性全日制普通高等院校。|r22-g2-daxue566-college-intro
T|ok-measure|education|学院占地面积1000余亩，建筑面积28万平方米.|r22-g2-daxue566-college-intro
T|debatable|education|原国家教委领导称誉学校“南湖明珠，职教模范”。|r22-g2-daxue566-college-intro
T|ok-plain|education|学校是一所由教育主管部门批准的全日制中等职业学校。|r22-g2-hfpx-chizhou-school
T|ok-measure|education|学校占地70余亩，校舍建筑面积5万平方米。|r22-g2-hfpx-chizhou-school
H|debatable|education|力争50%以上的学生升入二本以上的院校，100%学生升入大专院校深造。|r22-g2-hfpx-chizhou-school
T|debatable|education|幼儿园占地面积11800平方米，是历史最久、规模最大的公立幼儿园，也是较早的“示范幼儿园”。|r22-g2-lilvbiao-kindergarten-intro
T|ok-real|education|其中“陶瓷雕塑、雕刻、堆雕工”、“陶瓷手工彩绘工”、工种的合格率达99.25%，“用友软件”工种的合格率达98.65%。|r22-g2-baogaosu-dehua-zhixiao-2014
H|ok-plain|education|【就业方向】面向药品生产企业、医药公司、大型医药连锁企业从事生产管理、检验、销售、药品仓储、中药调剂、中药养护等方面的工作。|r22-g2-huangchao1-zhuzhou-tiehang-weixiao
T|ok-plain|education|【升学方向】（大专）中药、中药鉴定与质量检测技术；（本科）中药学、中草药栽培与鉴定、中药资源与开发。|r22-g2-huangchao1-zhuzhou-tiehang-weixiao
T|debatable|education|职校学生就业率达90%年收入达10万-20万，中职就业率在95%以上，高职在90%以上|r22-g2-huangchao1-zhuzhou-tiehang-weixiao
T|ok-measure|real-estate|地皮与港铁屯门南延线的车站相距仅约200米。|r22-g2-epochtimes-tuenmun-site-2025
T|ok-plain|real-estate|凡New World CLUB会员即日起至年底购买黄竹坑滶晨4房单位，即可免费或以优惠价使用医院提供的特定服务或检查。|r22-g2-takungpao-woodis-2025
T|ok-plain|real-estate|该盘共提供167个1至3房单位，其中2房单位占117个，占比达70%|r22-g2-takungpao-woodis-2025
T|ok-plain|education|新东方教育科技集团是中国第一家在美国纽约证券交易所成功上市的大型综合性教育科技集团（交易代码EDU）|r22-g2-rinaloveslife-xindongfang
T|ok-plain|education|截至2020年5月31日，新东方已在全国91个城市设立了104所学校、12家书店以及1465家学习中心，拥有超过41400名教师。|r22-g2-rinaloveslife-xindongfang
H|ok-measure|real-estate|项目提供168个服务式单位，有一房或两房单位及单人或双人独立套房，面积262至695平方呎。|r22-g2-hk01-1078026-xiyunju
T|debatable|real-estate|项目特色有如特设全港首部水中跑步机等，帮助长者进行康复训练。|r22-g2-hk01-1078026-xiyunju
T|ok-plain|real-estate|住客须年满60岁以上，租住期不限。|r22-g2-hk01-1078026-xiyunju
T|ok-real|education|根据运输署建议，初学者于考试前应接受约30小时的路面驾驶训练，以充分掌握基本驾驶技术及累积路面经验。|r22-g2-stheadline-3518556-driving-schools
T|ok-real|education|单课程收费为5,100元，连同租车费、考试费、代办「学牌」费等，则要8,488元。|r22-g2-hk01-60294972-driving-schools
T|ok-plain|education|学校坐落在风景秀丽的江南产业集中区，交通便捷，环境优美，绿树如茵，鸟语花香，是莘莘学子理想的学习场所。|r22-g2-hfpx-chizhou-school
T|ok-plain|education|学校将利用2个月左右时间对所有高一新生的初中语、数、英进行补缺补差|r22-g2-hfpx-chizhou-school
T|debatable|education|国务委员、原教育部部长陈至立来学院检查工作时充分肯定了学院在职业技术教育方面所取得的成就。|r22-g2-daxue566-college-intro
T|ok-plain|education|学校拥有一支能适应社会需求和教育要求的师资队伍|r22-g2-imosi-glszgdx-intro
H|ok-plain|education|作为学前教育集团总园，承担着全区学前教育的示范、引领和指导职责。|r22-g2-lilvbiao-kindergarten-intro
T|ok-real|education|作为杏坛镇第一所镇属公办幼儿园，杏美第一幼儿园位于顺德区高新区内。|r22-g2-sdlib-xingtan-kindergarten-2023
H|ok-plain|education|我校1995年附设驾校以来，业已建成晋江金井、泉州市区两处驾训场地，拥有车辆近百台，驾驶教练百余名，培养学员数万名。|r22-g2-qvtu-quanzhou-jiaxiao
T|ok-plain|education|近日，福建省运输管理局表彰了21个2005—2009年度福建省机动车驾驶培训行业先进示范驾驶培训机构，我校实训基地泉州中营驾训位列其中。|r22-g2-qvtu-quanzhou-jiaxiao
T|ok-real|education|铿锵驾驶学校驾驶实习时数最少的「15课特惠套餐（港岛）」，只包含10小时训练时数|r22-g2-stheadline-3518556-driving-schools
T|ok-real|real-estate|资料显示，菁隽最细一款单位实用面积仅128方呎，料为本港一手新盘中面积最的骰的单位|r22-g2-mingpao-20180515-jingjun
T|ok-plain|real-estate|入住后会按住户所需的服务收取月费，每月费用约5.5万元起。|r22-g2-hk01-1078026-xiyunju
T|ok-plain|real-estate|公司最快本月底上载楼书资料，下月开售。|r22-g2-takungpao-woodis-2025
T|ok-measure|real-estate|地皮呈长方形，面积约47,017平方呎|r22-g2-epochtimes-tuenmun-site-2025
H|citation|education|主讲老师都是来自985院校，教学经验丰富，成果斐然。|r22-g2-hbzqbyyxgs-jiangsu-2021-cases
T|ok-measure|food|选用的肉严格控制各个阶段工艺指标,瘦肉、肥肉比为6:4,用猪的前夹肉制作,配料考究、熏烤温湿度严格控制|r22-g3-xibu168-xishui-xiangchang
T|ok-identifier|food|中宁枸杞,宁夏回族自治区中卫市中宁县特产,全国农产品地理标志。|r22-g3-ke263-zhongning-gouqi
H|ok-grade|food|将宁夏枸杞干果每50克果粒数量,分级为特优≤280粒、特级≤370、甲级≤580、乙级≤900,成品含水率≤13%。|r22-g3-ke263-zhongning-gouqi
H|ok-grade|food|“宝塔岗永久月饼”制作技艺获得了市级非遗项目授牌。|r22-g3-news-zhangjiajie-yuebing-2023
T|ok-plain|food|近百年来,始终秉承着“质量第一、信誉第一”的宗旨,坚守“传承民间绝技,打造永久品牌”的初心|r22-g3-news-zhangjiajie-yuebing-2023
T|ok-grade|food|特级龙井茶扁平光滑挺直,色泽嫩绿光润,香气鲜嫩清高,滋味鲜爽甘醇,叶底细嫩呈朵。|r22-g3-hszlwh-dili-biaozhi-cha
T|ok-real|food|在世界所有茶叶中,六安瓜片是唯一无芽无梗的茶叶,由单片生叶制成。|r22-g3-hszlwh-dili-biaozhi-cha
T|ok-plain|food|农场种植的砂糖金桔不同于常见的脆皮金桔,尝起来没有酸味,比较甜,也很爽口。|r22-g3-news-pujiang-jinju-2024
T|ok-ordinal|food|2020年,中宁枸杞入选欧盟保护的第二批中国地理标志产品。|r22-g3-douban-zhongning-gouqi
H|ok-measure|food|国标要求,发酵乳的蛋白含量 ≥2.9%,风味发酵乳的蛋白含量 ≥ 2.3%。|r22-g3-jinkou168-suannai-danbai
T|ok-tip|food|建议优先选择宁夏中宁特级红枸杞,要求颗粒长度≥18mm、全红果占比≥95%、破损率≤1%|r22-g3-chaxiaohao-gouqi-caigou
H|ok-real|food|这里素有“中国月饼之乡”的美誉,其月饼制作技艺于2013年入选广东省级非物质文化遗产名录。|r22-g3-xinhua-wuchuan-yuebing-2024
T|ok-self|food|今年沃柑的产量很高,品质也达到了历年来的最佳水平,甜度普遍达15度以上。|r22-g3-news-tongan-wogan-2025
T|ok-grade|food|2014年,秋香月饼成为临沂乃至山东人喜爱的月饼之一,跻身“山东老字号”之列。|r22-g3-laitimes-qiuxiang-yuebing
T|ok-plain|food|由于采用蒸制工艺,口感更加柔软绵密,降低了油脂含量,也更符合当下消费者对轻食、天然的需求。|r22-g3-news-lanzhou-zhengyuebing
H|ok-plain|food|杭州明良农业科技有限公司创办于2009年,是一家专业种植水果的农业企业,种植面积400亩|r22-g3-news-suoqian-hongmeiren-2024
T|ok-measure|food|本品每瓶蓝莓汁含量约19%(复原后),蓝莓鲜果单颗均重900mg,出汁率约68%,由此推算蓝莓汁含量约相当于300颗蓝莓。|r22-g3-bjrb-guozhi-2025
T|ok-real|general|其产品宣传也主打“果汁含量100%”,但在配料表中成分是水、浓缩橙汁。|r22-g3-lynabio-nfc-guozhi
T|ok-real|general|按照目前国家相关的果汁饮品法规去解读,商家使用100%标识是没有问题的。|r22-g3-lynabio-nfc-guozhi
H|ok-identifier|food|生产方式标识(PM):表示产品的生产方式和原料来源/表示自己种植、自己制茶,原料全部来源于特定的自有种植基地|r22-g3-iwosm-cha-biaoshi
H|ok-identifier|food|生产方式标识(SCM):表示以自己种植为主、在国家地理标志的特定范围内收青为辅的生产方式|r22-g3-iwosm-cha-biaoshi
T|ok-identifier|food|食品安全标识(有机产品):表示产品的食品安全等级/表示产品为有机食品|r22-g3-iwosm-cha-biaoshi
T|ok-plain|food|白天K+自助餐第一档,凭卡消费尊享“三人同行,一人免单”优惠|r22-g3-tanghui-huiyuan-guize
T|ok-plain|food|生日当天到店消费,凭卡即可获赠生日蛋糕一个或红酒一支|r22-g3-tanghui-huiyuan-guize
T|debatable|food|在法律允许的范围内,我司对本卡的内容享有最终解释权|r22-g3-tanghui-huiyuan-guize
T|ok-grade|food|每300克生豆中完整缺陷不超过5个即为精品级。|r22-g3-toper-kafei-cidian
H|ok-grade|food|咖啡分级中完美咖啡的最高等级。|r22-g3-toper-kafei-cidian
T|ok-real|general|该野生茶茶多酚和氨基酸含量高,全生态、无污染,是永州市最好的高山野生茶之一。|r22-g3-peopledaily-yongzhou-yecha-2025
T|ok-plain|food|5月前的茶叶均属春茶,品质好,价位也高。|r22-g3-news-eshan-chuncha
T|ok-grade|food|上榜餐厅分3个钻级,以三钻餐厅为最高级别,定义「一生必吃一次」,二钻餐厅「纪念日必吃」,一钻餐厅则「聚会必吃」。|r22-g3-mingpao-heizhenzhu-2023
T|ok-plain|food|每日数量有限,售完为止。|r22-g3-ettoday-hongye-dangao
H|ok-plain|food|店里的招牌产品,是荔枝玫瑰面包和酒酿桂圆面包,因为曾分别获得2010世界面包大师赛冠军和2008世界面包大赛亚军,它们被打上了“冠军产品”和“亚军产品”的标签。|r22-g3-bqsp-wubaochun-shanghai
T|ok-identifier|food|拥有海林猴头菇农产品地理标志使用权限的单位和个人,可以:1)在产品及其包装上使用农产品地理标志|r22-g3-duoguox-hailin-houtougu
T|ok-plain|food|慢火熬制4小时的醇香牛油,加入甄选的花椒、辣椒,再加入传统发酵的豆瓣香辣过瘾,令人回味无穷。|r22-g3-qelook-huoguo-diliao
T|ok-plain|food|正宗的重庆火锅底料,现在只要6.5元就能买到50包。|r22-g3-qelook-huoguo-diliao
T|debatable|food|这款火锅底料已经销售了几十万份,深受顾客喜爱。|r22-g3-qelook-huoguo-diliao
H|ok-identifier|food|2014年10月11日,原国家质检总局批准对“乌珠穆沁羊肉”实施地理标志产品保护。|r22-g3-gansulong-wuzhumuqin-yangrou
H|ok-title|food|国家绿色食品发展中心已授于“绿色食品”称号|r22-g3-gansulong-wuzhumuqin-yangrou
H|ok-identifier|food|2011年,经国家工商总局商标局认定,“锡林郭勒羊肉”荣获中国国家地理标志证明商标。|r22-g3-feizui-xilinguole-yangrou
T|debatable|food|锡林郭勒盟的“苏尼特羊”不仅体格大,产肉多,而且肉层厚实,容易消化,是制作“涮羊肉”的最佳原料。|r22-g3-feizui-xilinguole-yangrou
T|ok-measure|food|成年羯肉胴体重一般在34公斤左右,净肉达28公斤。|r22-g3-qi18-siziwang-yang
T|ok-grade|food|天尖,含梗≤5%;贡尖,含梗≤8%;|r22-g3-chayewang-anhua-hanmgeng-2023
T|ok-plain|food|这款咖啡在店内售价要3888元/杯,不过要提前10天预约才能喝上。|r22-g3-qjwb-wenling-kafei-2023
H|ok-plain|food|店内价格最高的瑰夏也是2021年,以2568美金/磅再次打破生豆竞拍价纪录。|r22-g3-qjwb-wenling-kafei-2023
T|ok-plain|food|拒绝大规模工业化生产,坚持小批量手工烘焙。|r22-g3-rlut-haitang-kafei
T|ok-plain|food|通常需要比普通烘焙多出20%-30%的时间,只为最大程度激发豆子的潜在风味。|r22-g3-rlut-haitang-kafei
T|ok-measure|general|该车时速达二百一十二公里,充电后可行三百九十四公里,加速至九十七公里只需三点七秒,与一般汽油启动的跑车无异。|r22-g4-thesun-hk-2010-ev-show
H|ok-measure|general|该款e6电动的士充满电后,能行300公里,而开启冷气也能行250公里。|r22-g4-yahoohk-byd-e6-taxi
T|ok-plain|general|这批的士引进绿色理念,造福大众,推动香港迈向零排放。|r22-g4-yahoohk-byd-e6-taxi
T|debatable|general|11月1日,经G-Mark组委会宣布,智米全直流变频空调荣获Good Design Gold Award日本优良设计金奖,成为大陆首款获得该奖项的产品。|r22-g4-imobile-2017-zhimi-gmark
H|ok-plain|general|其中,智米除菌加湿器曾获得红点奖,小米空气净化器2则于去年获得了中国设计红星奖。|r22-g4-imobile-2017-zhimi-gmark
T|ok-plain|general|Sony 表示透过「XR背光主驱动」(XR Backlight Master Drive)演算法,动态控制背光,能不影响内容亮度同时减轻光晕问题。|r22-g4-ledinside-tw-2022-sony-miniled
H|ok-measure|general|此外,所有 Mini LED 电视都支援 120Hz 4K 游戏运行。|r22-g4-ledinside-tw-2022-sony-miniled
T|debatable|general|先发才是真首发,敢卖才是真首发,有货才是真首发|r22-g4-weimingtian-2021-moto-x30
T|debatable|general|12月9日我们不做PPT发布,12月15号我们真首销。|r22-g4-weimingtian-2021-moto-x30
T|ok-self|general|官方称,CPU功耗相比骁龙8降低了约30%,GPU功耗降低最高也有30%,平台整体的功耗相比骁龙8下降在15%左右。|r22-g4-shbear-2022-moto-razr3
T|ok-plain|general|陈劲表示,摩托罗拉将会带来全方位提升、真正强大的骁龙8+旗舰,带来从超高像素的计算影像到性能释放,再到体验的全方位革新。|r22-g4-shbear-2022-moto-razr3
T|ok-plain|general|大家别急,这次的产品确实非常出色!|r22-g4-yxi-2023-xiaomi14
H|ok-self|general|经过三年的深度联合研发和系统内核的全面优化,此次性能体验将是小米数字系列有史以来最显著的提升。|r22-g4-chinaz-2024-xiaomi15
H|ok-plain|general|Model 3是一款结合实用电池续航、动力性能、安全配置,以及宽敞空间的高级轿车。|r22-g4-merittimes-tw-2017-tesla-model3
T|ok-self|general|作为特斯拉家族中价格最亲民的车型,Model 3单次充电能够行驶三百四十五公里以上,最高时速两百一十七公里。|r22-g4-merittimes-tw-2017-tesla-model3
H|ok-self|general|公司新一代智能冰箱与之前的智能冰箱相比,其采用了互联网、物联网、云识别最新技术,具有食品管理、菜谱推荐、远程控制、智能故障诊断等功能。|r22-g4-ahscb-2014-meiling-fridge
T|ok-plain|general|20年户外帐篷定制生产厂家 国内外知名品牌长期供应商|r22-g4-cdkxhw-chengdu-tent-maker
T|ok-identifier|general|您好,欢迎访问成都康鑫户外用品有限公司官方网站!|r22-g4-cdkxhw-chengdu-tent-maker
T|ok-plain|general|诞生于1975年次年的波司登,43年来一直专注于羽绒服,在羽绒服行业参与5项国际标准、9项国家标准、4项行业标准的起草修订工作,制定各类企业技术标准218项。|r22-g4-ttnews-bosideng-dengfeng
H|ok-plain|general|1998年中国登山队员次落身着波司登登顶|r22-g4-ttnews-bosideng-dengfeng
T|ok-plain|general|波司登现在凭借自身实力畅销全球 72 个国家|r22-g4-ttnews-bosideng-dengfeng
H|ok-plain|general|新会员赠$50购物金 加入LINE好友 再得$50折价券!|r22-g4-ulohas-tw-sleeping-pads
T|ok-tip|general|优点:非常舒适且轻便,收纳体积也最小。|r22-g4-ulohas-tw-sleeping-pads
T|ok-measure|general|数值很直觉,R 值 2 的睡垫的保温度是 R 值为 1的睡垫的两倍。|r22-g4-ulohas-tw-sleeping-pads
T|ok-measure|general|睡垫R 值范围从小于 2 到 5.5 或更高,R 值越高绝缘度越好,热能越不容易流失|r22-g4-ulohas-tw-sleeping-pads
T|ok-measure|general|鹅绒的话它可以到900甚至到1000的,一个蓬松系数的等级,所以它鹅绒不用填很多,它就可以到达一定的蓬松程度会到更暖,收起来更小。|r22-g4-ebc-tw-sleeping-bag-seller
H|ok-tip|general|这个温度是以欧洲的标准,欧洲是干冷,台湾是湿冷,所以一般我们跟大家介绍的时候会说,可能你这个温度自己再加个5到10度不等。|r22-g4-ebc-tw-sleeping-bag-seller
H|ok-grade|general|由2015年11月25日起,进口商供应的该三类订明产品须贴有「U1能源效益标签」。|r22-g4-emsd-energylabel-upgrade
T|ok-tip|general|另外,变频冷气机比非变频冷气机更能省电。|r22-g4-emsd-energylabel-upgrade
H|ok-grade|general|1 级产品的能源效益最高(绿色),5 级则最低(红色)。|r22-g4-ulifestyle-2022-emsd-ban
T|ok-tip|general|除了选用贴有「1 级」能源标签的产品,机电署网页亦提供多个节约能源的方法|r22-g4-ulifestyle-2022-emsd-ban
T|ok-real|general|「节能标章」为经济部推动之自发性认证标章,能够获得「节能标章」认证的产品绝对是让消费者买得放心、用得安心的产品。|r22-g4-dannhae-2009-taipower-energy-label
T|debatable|food|21天狂瘦20斤,亲测有效|r22-g5-fzrb-2025-weightloss-posts
T|debatable|food|一周暴瘦15斤,不运动不节食的懒人减肥法|r22-g5-fzrb-2025-weightloss-posts
T|debatable|food|跟着这个食谱吃,月瘦30斤不是梦|r22-g5-fzrb-2025-weightloss-posts
H|medical|general|祛湿驱寒,疏通经络,护肝养肾|r22-g5-grrb-2020-cca-livestream-yaoyu
T|medical|food|首次证实益生菌,有益于冠状病毒的防疫治疗|r22-g5-tvbs-taichung-fb-live-probiotics
H|medical|food|吃益生菌有效什么,武汉病毒,冠状病毒吼|r22-g5-tvbs-taichung-fb-live-probiotics
T|debatable|food|这个益生菌,它有拿到欧洲专利啊,全部的证书都有|r22-g5-tvbs-taichung-fb-live-probiotics
T|debatable|food|一盒药局通路就是卖1280,特价一次350盒而已,我成本压到紧绷,没有要赚你的钱,475就好了|r22-g5-tvbs-taichung-fb-live-probiotics
H|citation|food|商家的牛羊肉都是当天宰杀|r22-g5-douyin-2023-tandian-hotpot
T|ok-negation|general|禁止商家和达人对商品进行虚假夸大描述、超范围宣传、虚构商品来源背景等虚假宣传行为。|r22-g5-douyin-2023-tandian-hotpot
T|debatable|education|教你用DeepSeek年入百万|r22-g5-xinhua-2025-online-course-chaos
T|debatable|education|普通人用DeepSeek搞钱的10个野路子|r22-g5-xinhua-2025-online-course-chaos
H|debatable|education|普通人逆天改命最后机会|r22-g5-xinhua-2025-online-course-chaos
T|debatable|education|未来会AI的人将淘汰不会AI的人|r22-g5-xinhua-2025-online-course-chaos
T|ok-real|general|该果冻为普通食品,无保健品、药品资质。|r22-g5-samr-2025-04-livestream-cases
T|ok-negation|food|台中市卫生局说食品宣称疗效已经触法,说能抗新冠肺炎还涉嫌触犯刑责。|r22-g5-tvbs-taichung-fb-live-probiotics
T|finance|finance|专家一对一指导|r22-g6-xy178-csrc-feifajiangu-2018
T|finance|finance|最后一波高收益产品|r22-g6-rhxfkj-jilin-nfra-chaotingshou-2025
T|ok-real|finance|所有保险产品收益演示均为假设，历史业绩不预示未来表现。|r22-g6-reportify-jilin-nfra-chaotingshou-2025
T|ok-real|finance|预定利率仅用于产品定价演示，不代表实际收益承诺|r22-g6-reportify-jilin-nfra-chaotingshou-2025
T|finance|finance|最后一天了，锁定终身3.5%复利的储蓄险都会陆续下架了|r22-g6-cnconsumer-chaotingshou-2023
T|finance|finance|3.5%复利的产品真的要成为过去式了|r22-g6-cnconsumer-chaotingshou-2023
T|finance|finance|利率相差0.5个点，收益就差几十万至几百万|r22-g6-mbatrip-chaotingshou-2023
T|finance|finance|预定利率3.5%的产品马上要退出舞台，不要再犹豫了，抢到就是赚到|r22-g6-mbatrip-chaotingshou-2023
T|finance|finance|利息高于定期存款|r22-g6-ctmanga-sfc-315-baoxian-2025
T|finance|finance|收益率比定期存款高得多|r22-g6-shyczs-zhongying-shidangxing-case
T|ok-plain|finance|保证给付期间为10年或20年，由投保人选择并在保险单上载明，保证给付期间自本合同生效时起算。|r22-g6-vobao-zhonghangsanxing-annuity
T|ok-plain|finance|若被保险人身故，保险公司按身故时的保单账户价值给付身故保险金，合同终止，能为家人留下一笔资金，降低养老规划中断的风险。|r22-g6-vobao-taikang-yanglao-1149
H|ok-plain|finance|本合同撤销后30日内，本公司无息退还已交保险费。|r22-g6-vobao-picc-tuanti-annuity
H|ok-plain|finance|本合同的保险期间为终身。|r22-g6-vobao-picc-tuanti-annuity
H|ok-plain|finance|如果被保险人已经领取的年金总额大于或者等于已交保险费，那么身故保险金为零|r22-g6-vobao-taiping-annuity
T|ok-plain|finance|若被保险人年满60周岁，且在第五个保险单周年日及之后的每个保险单周年日零时仍生存，将于该保险单周年日按合同基本保险金额的2倍向养老年金受益人给付养老年金|r22-g6-baoxianhai-licai-annuity
H|ok-measure|finance|¥24/月起；200元起赔，最高报销2万元|r22-g6-ukvliyw-weibao-chongwu-2021
T|finance|finance|复利7%最后抢购窗口期，错过就买不到！|r22-g6-cainiubao-dacheng-gangxian-2025
H|finance|finance|年入百万的客户都在买，有钱人的避险神器！|r22-g6-cainiubao-dacheng-gangxian-2025
H|ok-notice|finance|瑞士宝盛银行有限公司香港分行（下称「本行」）接受的下列存款，是符合香港的「存款保障计划」保障资格的存款（下称「受保障存款」）|r22-g6-juliusbaer-hk-dps-disclosure
H|ok-notice|finance|若高收益债券基金为配息型，基金的配息可能由基金的收益或本金中支付。|r22-g6-cathaybk-freefund-promo-2021
T|ok-notice|finance|投资人投资以高收益债券为诉求之基金不宜占其投资组合过高之比重，且不适合无法承担相关风险之投资人。|r22-g6-cathaybk-freefund-promo-2021
H|ok-notice|finance|不一定！投资绩效仍视投资期间及选择标的而定。|r22-g6-cathaybk-freefund-faq-2021
T|debatable|finance|但若以长期投资来看，定期不定额在市场大跌时快速累积单位数，在市场回稳时胜率优于定期定额。|r22-g6-cathaybk-freefund-faq-2021
T|finance|finance|年化8%收益+本金保障|r22-g6-chujupifa-shelao-gaoxi-2025
T|finance|finance|每月坐收2万元，到期原价赎回|r22-g6-chujupifa-shelao-gaoxi-2025
H|finance|finance|手机认购、年化6%|r22-g6-chujupifa-shelao-gaoxi-2025
T|finance|finance|报名后国家有助学金奖励|r22-g6-nfra-wangdai-risk-2025
H|finance|finance|政策即将变化|r22-g6-nfra-wangdai-risk-2025
H|ok-plain|finance|【最高180元】开通中行养老金，送双重好礼！|r22-g6-432520-boc-shaanxi-pension-2023
H|ok-plain|finance|活动期间在中行开立个人养老金账户享50元微信立减金|r22-g6-432520-boc-shaanxi-pension-2023
H|ok-plain|finance|奖品数量有限，先到先得。|r22-g6-432520-boc-shaanxi-pension-2023
T|ok-plain|finance|参加人享受国家税收优惠政策，增加补充养老渠道，帮助个人理性规划养老资金。|r22-g6-432520-boc-shaanxi-pension-2023
T|ok-plain|finance|个人养老金是指政府政策支持、个人自愿参加、市场化运营、实现养老保险补充功能的制度。|r22-g6-432520-boc-shaanxi-pension-2023
H|ok-notice|finance|因基金价格可升可跌，亦不保证基金份额持有人能全数取回其原本投资。|r22-g6-podms-caitong-jijishouyi-2021
T|ok-notice|finance|中国证监会对本基金的注册并不代表中国证监会对本基金的风险和收益做出实质性判断、推荐或者保证|r22-g6-docsplayer-yinhe-wofeng-2018
H|finance|finance|这个产品年回酬5%，比定存好多了！|r22-g6-orientaldaily-my-wudao-xiaoshou-2026
#@round 23
# ── round 23 (2026-11-29): 145 rows quoted from outside material (Taiwan health bureaus' and Fair Trade Commission decisions quoting the copy, mainland regulators' compliance guides with their example lines, cosmetics claims cases, lawful copy of baby, pet, toy, apparel, sports, app, telecom, travel and local-service sellers) by six collectors who never ran the engine (the other 40 % of their sources, by hash, joined the fresh set) ──
H|medical|general|抑菌抗霉／护掌按摩好棒棒：预防指尖(趾间)炎|r23-g1-tpda-111-jian-262-pet
T|medical|general|雪松精油，最天然的消炎，抑菌精油，可以有效地抑制耳道内的霉菌产生，还有净化效果，能够改善耳道内皮肤发炎|r23-g1-tpda-111-jian-262-pet
T|medical|general|台湾绿蜂胶，促进胶原蛋白增生，帮助组织修复。具有抑制细菌及抗发炎反应|r23-g1-tpda-111-jian-262-pet
H|medical|general|德国洋甘菊萃取，温柔守护毛孩敏感肌肤，抗过敏|r23-g1-tpda-111-jian-262-pet
H|medical|general|活血化瘀，有助骨质增生，对退化性关节炎、筋骨酸痛有修复和改善效果|r23-g1-tpda-111-jian-262-pet
H|medical|general|改善毛孩消化不良、敏感型肠胃引起呕吐等症状|r23-g1-tpda-111-jian-262-pet
T|medical|drug|温经通络、益气活血、祛寒止痛、生阳举陷、补虚固脱、强脏壮腑、淡化色斑、减少皱纹、使肤色红润、延缓衰老、保健防病、温阴补虚、新细胞再生加强|r23-g1-tcpa-taoyuan-aitiao
T|medical|general|预防、杀死、抑制、遏阻、隔绝环境中的病毒|r23-g1-epoch-2005-doh-birdflu
H|medical|general|预防、诊断禽流感|r23-g1-epoch-2005-doh-birdflu
T|finance|finance|XX学术机构推荐|r23-g2-bj-fin-guide-2024
T|finance|finance|XX投资者证明|r23-g2-bj-fin-guide-2024
T|special|general|给领导干部送礼|r23-g2-hubei-12jin-2022
T|debatable|food|酒精度只有6%，女生也可以放心地喝！|r23-g2-jiuguang-law-guide-2022
T|realestate|real-estate|以沉稳大地色系铺陈的阅览室，俨然是一处宁静而舒服的休闲胜地|r23-g3-ctee-changyao-yipin-2020
T|citation|general|坚持只用日本原装马达|r23-g3-pchome-ftc-axion-fan-2023
H|realestate|real-estate|总户数：住家427户|r23-g3-pchome-ftc-youqian-2024
T|ok-negation|finance|使人误信能保证本金之安全或保证获利者。|r23-g3-moj-sitc-rule-22
H|ok-negation|finance|对于过去之业绩作夸大之宣传或对同业为攻讦之广告。|r23-g3-moj-sitc-rule-22
T|debatable|education|当日签约才能享有优惠|r23-g3-ettoday-english-platform-2026
T|citation|food|FINE 25 OLD|r23-g3-taipei-ftc-whisky-089-098
T|citation|food|SCOTCH TASTE WHISKY|r23-g3-taipei-ftc-whisky-089-098
T|ok-measure|general|仅有 265 公克鞋身重量的 PUMA Velocity NITRO COOLADAPT 超凉感氮气跑鞋|r23-g4-puma-nitro-cooladapt-tw
T|ok-plain|general|全新 PUMA NITRO COOLADAPT 超凉感氮气跑鞋特别将 COOLADAPT 面料置入于鞋内里与鞋垫|r23-g4-puma-nitro-cooladapt-tw
H|ok-plain|general|搭配避震高缓冲的轻量 NITRO 氮气中底,让夏日慢跑更舒适、高效率|r23-g4-puma-nitro-cooladapt-tw
H|debatable|general|满足长距离跑者所需最大缓冲效能的 Deviate NITRO COOLADAPT|r23-g4-puma-nitro-cooladapt-tw
H|ok-plain|general|月缴会费588元,可无限次使用健身中心内的器材、烤箱、淋浴间等设备|r23-g4-worldgym-miaoli-2026
T|ok-plain|general|月缴会费888元,还可参加World Gym提供的有氧、瑜珈等团体课程,也不限堂数|r23-g4-worldgym-miaoli-2026
T|debatable|general|这是全台最优惠|r23-g4-worldgym-miaoli-2026
H|ok-plain|general|非会员采预约制,单堂课程费用为200元,65岁以上长者享半价|r23-g4-worldgym-miaoli-2026
T|ok-plain|general|会员磁卡禁止转让或借予他人使用,违者取消会员资格并没收磁卡|r23-g4-kinmen-fitness-center
T|ok-plain|general|申请退出会员并缴回磁卡后,保证金新台币1000元无息退还(磁卡工本费200元不予退还)|r23-g4-kinmen-fitness-center
T|ok-notice|general|如有身体不适或患有不适合激烈运动之疾病,请勿下场运动。|r23-g4-kinmen-fitness-center
T|ok-plain|general|会员合约于签订日之翌日生效。|r23-g4-fit365-contract
T|ok-notice|general|本公司建议全体会员在利用任何运动器材之前应先接受健康检查。|r23-g4-fit365-contract
T|ok-plain|general|即使您不使用本健康馆,在任何会员资格持续期间,每月信用卡仍应自动转账/支付月费,直至会员资格期限最终日为止。|r23-g4-fit365-contract
H|ok-plain|general|新客限定! 首笔消费满499元享免运~|r23-g4-smallloft-baby-shop
H|ok-plain|general|每位客人只可购买一次试堂套票(Trial Class TST/CWB/Central),定价或会更改,以Yoga Ground网页为准,已付款项不设退款。|r23-g4-yogaground-terms
H|ok-plain|general|所有优惠套票为限时推广,以Yoga Ground网页显示为准,本公司保留最终决定权。|r23-g4-yogaground-terms
H|ok-plain|general|所有套票及推广优惠均以港币定价及收费。|r23-g4-yogaground-terms
T|ok-plain|general|本方案包含每月额度八堂课程 (包含1.5和2小时课程),当月额度在订阅期间30天内用完,不能延后使用。|r23-g4-lightofyoga-beitou-plan
T|ok-plain|general|订阅制的会员于订阅期间同时可享有教室辅具与书籍九折的优惠。|r23-g4-lightofyoga-beitou-plan
T|ok-plain|general|在订阅制期间,会员享有一次免费暂停订阅(最长一个月)的服务。|r23-g4-lightofyoga-beitou-plan
H|ok-plain|general|NT$6,000元储金方案,限转让一次,最高NT$4,000元。|r23-g4-mine-yoga-faq
T|ok-plain|general|一次最多可预约三堂课,完成课程后,才得以继续预约课程。|r23-g4-mine-yoga-faq
T|ok-plain|general|客栈仅接受2个月龄以上无传染性疾病之猫咪入住|r23-g4-catfish-pet-inn-notice
H|ok-plain|general|入住前请务必驱虫、除蚤、剪指甲(若发现虫虫,将请兽医开立除虫药剂,费用由饲主负担,并加收环境清洁费$500)|r23-g4-catfish-pet-inn-notice
T|ok-plain|general|住宿须提供完整疫苗注射纪录(3合1or5合1疫苗),入住时请携带有效期内注射纪录正本|r23-g4-catfish-pet-inn-notice
H|debatable|general|利用黑科技研发的防蚊T恤|r23-g4-antimosquito-tshirt-2019
T|ok-plain|general|这款产品是在做纱线的时候加入了驱蚊的助剂,浸泡之后再做成成品布|r23-g4-antimosquito-tshirt-2019
H|debatable|general|产品经过质检,不会有问题|r23-g4-antimosquito-tshirt-2019
H|citation|general|避免宝宝窒息的可能|r23-g4-ftc-hajour-baby-pillow
T|medical|general|可以防止婴儿猝死|r23-g4-ftc-hajour-baby-pillow
T|ok-plain|general|预售时间：2018年12月20日~31日17:30|r23-g5-cbrx-eluosi-presale
T|ok-plain|general|预售票价格：40元/人，含30元代金券|r23-g5-cbrx-eluosi-presale
H|ok-plain|general|买一送一：即40元/张可用于二名游客入园使用，除免票人群外，不分全票和半票|r23-g5-cbrx-eluosi-presale
H|ok-plain|general|1000张起售：各购票单位起购下限为1000张，以500张为递增单位，不设上限|r23-g5-cbrx-eluosi-presale
T|ok-plain|general|宁夏电信全屋WiFi一次性礼包299元|r23-g5-csdianxin-ningxia-wifi
T|ok-plain|general|办理用户如为千兆小区，可为用户免费更换X-GPON光猫|r23-g5-csdianxin-ningxia-wifi
T|ok-measure|general|129元及以上融合套餐用户订购，可获得宽带免费提速1000Mbps服务|r23-g5-csdianxin-ningxia-wifi
H|ok-plain|general|有效期限：2022年9月26日-2024年9月25日|r23-g5-csdianxin-ningxia-wifi
H|ok-plain|general|生效规则：新老用户均可订购，办理立即生效。|r23-g5-csdianxin-ningxia-wifi
T|ok-plain|general|续约规则：默认有效期36个月，到期双方无异议自动续订。|r23-g5-csdianxin-ningxia-wifi
T|ok-plain|general|2025年03月15日-2025年04月10日期间，天天发团|r23-g5-wxredian-zhiyuan-linzhi
T|ok-plain|general|成人3980元/人，单房差1060元/人|r23-g5-wxredian-zhiyuan-linzhi
H|ok-plain|general|为保证成团及质量，根据人数派不同座位数用车，保证每人一正座；|r23-g5-wxredian-zhiyuan-linzhi
H|ok-industry|general|赠送80w旅游意外险（不含财产险）；|r23-g5-wxredian-zhiyuan-linzhi
T|ok-plain|general|随车配备便携式氧气；|r23-g5-wxredian-zhiyuan-linzhi
T|ok-plain|general|当地专业司机兼向导，不进景区|r23-g5-wxredian-zhiyuan-linzhi
T|ok-plain|general|【便利交通】广东自组，双飞一动，体验一程九寨动车，汽车进动车出，不走回头路；|r23-g5-jinmalvyou-jiuzhai
T|debatable|general|【秋摄景点】最美秋摄景点：米亚罗+毕棚沟+中查沟+九寨+黄龙，一个也不少；|r23-g5-jinmalvyou-jiuzhai
T|ok-plain|general|【住宿升级】住当地5星古尔沟温泉山庄，豪叹温泉；|r23-g5-jinmalvyou-jiuzhai
H|ok-plain|general|【网红打卡】赠游“锦里古街+宽窄巷子”体验成都的慢生活和麻辣美食；|r23-g5-jinmalvyou-jiuzhai
H|ok-measure|general|最高下载速度* 42Mbps|r23-g5-three-hk-4g-sim-plan
T|ok-plain|general|客户须缴交每月$18行政费。|r23-g5-three-hk-4g-sim-plan
T|ok-plain|general|当自动增值数据达至每月增值收费上限后，客户仍可继续享用数据服务。|r23-g5-three-hk-4g-sim-plan
H|ok-plain|general|免费增值服务：来电显示、来电等候、电话会议、防止擅用电话功能、留言信箱、漫游预设来电转驳、全套来电转驳服务及来电转驳通话套餐|r23-g5-three-hk-4g-sim-plan
H|ok-plain|general|当洗车服务门市价等于或低于15元时，客户无需支付费用即可享受洗车服务|r23-g5-ccb-jilin-carwash
H|ok-plain|general|客户核卡后首季可直接享受优惠洗车服务|r23-g5-ccb-jilin-carwash
T|ok-plain|general|之后客户每个自然季度刷卡消费满2000元（或6笔）享受下一季度服务。|r23-g5-ccb-jilin-carwash
H|ok-measure|general|维修费/检修费 单位：元/台（最高）|r23-g5-ngad-qianfeng-repair-fee
H|ok-plain|general|净水器产品更换滤芯，免收上门服务费。|r23-g5-ngad-qianfeng-repair-fee
T|ok-plain|general|以上所有项目的收费标准与当地工商部门公布的收费标准不一致时，按照当地工商部门公布的收费标准执行。|r23-g5-ngad-qianfeng-repair-fee
T|ok-plain|general|一户有两件及以上前锋产品需维修的的情况，只收用户一次远程费。|r23-g5-ngad-qianfeng-repair-fee
T|citation|general|全国流量不限量|r23-g5-freewechat-buxianliang-2018
H|ok-notice|general|流量畅享，达量降速|r23-g5-digitalhealthexpert-buxianliang
T|ok-plain|general|代办赏鲸、泛舟、沙滩车、飞行伞、轻航机、SUP、溯溪、独木舟。|r23-g5-twstay-gohomebnb
T|ok-plain|general|延期住宿：请于住宿前一周告知，将可办理延期，并于期限一年内择期住宿。|r23-g5-twstay-gohomebnb
T|ok-plain|general|代售海洋公园、兆丰农场门票。|r23-g5-twstay-gohomebnb
T|debatable|general|先检查再报价后维修，不修不收任何费用|r23-g5-kaollafm-shanghai-heiweixiu-2024
T|debatable|general|60岁以上老人或残疾人维修费5折|r23-g5-kaollafm-shanghai-heiweixiu-2024
T|debatable|general|严格按照物价局标准收费，拒绝乱收费|r23-g5-kaollafm-shanghai-heiweixiu-2024
T|ok-plain|general|持卡人在上海欢乐谷正常经营期内，凭有效年卡不限次入园。|r23-g5-51a-shanghai-happyvalley-card
T|ok-plain|general|年卡包含园区内游乐设施，不包含园区内电瓶车及游船及其他明确收费的服务。|r23-g5-51a-shanghai-happyvalley-card
T|ok-plain|general|在所有网络平台购票，同一身份证件限购1张，同一手机号码限购5张；|r23-g5-smartoct-shenzhen-happyvalley-card
H|ok-plain|general|深圳欢乐谷电子年卡，与实体卡有同等权益；|r23-g5-smartoct-shenzhen-happyvalley-card
T|ok-plain|general|即日起至 2015 年 3 月 17 日间预订即可获此优惠|r23-g5-banyantree-macau-romance
T|ok-plain|general|如延迟至 12:00 至 18:00 之间退房，则应支付当天最优惠房价 50% 的费用。|r23-g5-banyantree-macau-romance
H|ok-measure|general|$30/每GB $0.0293/MB（最低计算单位） 最高4GB收费上限$99 量到降速128Kbps|r23-g5-taiwanmobile-yongduoshao-2024
H|ok-plain|general|上网优惠：由4GB优惠至8GB，超过3Mbps上网吃到饱。|r23-g5-aptg-fuqiwang88
T|ok-plain|general|网内通话优惠：费率由每秒0.08至网内免费。|r23-g5-aptg-fuqiwang88
T|ok-plain|general|4G资费方案仅适用于4G月租型用户于国内使用。|r23-g5-aptg-fuqiwang88
T|ok-plain|general|享受全场脚本 8 折优惠（特殊标注 “不参与会员折扣” 的脚本除外）|r23-g5-mzcsn-member-level
T|ok-plain|general|满足条件后，系统将在 24 小时内自动完成等级升级。|r23-g5-mzcsn-member-level
T|ok-tip|general|正规公司会承诺“验收不合格免费返工”，并书面注明质保期。|r23-g5-11qingjie-kaihuang-guide
T|ok-tip|general|合理报价按建筑面积计费（如5-10元/㎡），警惕“一口价”但漏项多的公司。|r23-g5-11qingjie-kaihuang-guide
T|ok-plain|general|包装费：所有家私电器以捆膜免费包裹。|r23-g5-move-moving-hk-terms
H|ok-measure|general|以上搬运过程中若有任何破损，最高赔偿额为三佰圆。|r23-g5-move-moving-hk-terms
T|ok-industry|general|搬迁前客人请自行购买保险。|r23-g5-move-moving-hk-terms
T|ok-plain|general|景点：行程表内所列的景点第一道门票|r23-g5-z7330-hongkong-tour
T|ok-plain|general|导游：香港导游讲解服务含小费|r23-g5-z7330-hongkong-tour
H|ok-plain|general|增游世界上最古老共和国之一【圣马利诺】，整个国家座落于悬崖峭壁之上，又被称为山顶上的国家|r23-g5-slidelegend-hk-italy-tour
T|ok-plain|general|游览蕃茄肉酱 Bolognese sauce 发源地，拥有欧洲第一所大学城市波洛尼亚|r23-g5-slidelegend-hk-italy-tour
T|ok-plain|general|须填报名表乙份及缴交订金每位团费之50%，以作保留客位之用。|r23-g5-airticket-hk-beijing-tour
H|ok-plain|general|余款须在出发前35天全数缴清|r23-g5-airticket-hk-beijing-tour
T|price|general|每张团购券可享受海口鸿洲埃德瑞皇家园林酒店原价¥1688.0[含早]豪华房1晚住宿|r23-g5-bl1m-qunar-beijing-fgw-2018
H|citation|cosmetics|8天肌肤犹如新生|r23-g6-loreal-chongqing-2019
T|citation|cosmetics|众人见证8天奇迹|r23-g6-loreal-chongqing-2019
T|citation|cosmetics|68800人已经见证奇迹水带来的肌肤新生|r23-g6-loreal-chongqing-2019
T|medical|cosmetics|抗衰老、抗糖、修复、祛痘|r23-g6-ppfocus-2020-cases
T|medical|cosmetics|阻断癌症产生，预防癌症产生|r23-g6-ppfocus-2020-cases
T|citation|cosmetics|1支小安瓶效果相当于20片面膜|r23-g6-ppfocus-2020-cases
T|citation|cosmetics|短短7天，肌肤改变看得见|r23-g6-ppfocus-2020-cases
T|medical|cosmetics|睫毛、眉毛都能长|r23-g6-eyelash-news-2022
T|citation|cosmetics|5天增长5毫米|r23-g6-eyelash-news-2022
T|debatable|cosmetics|让睫毛浓密又纤长|r23-g6-eyelash-news-2022
T|ok-negation|cosmetics|截至目前，国家药监局也未批准任何宣称具有促进睫毛生长功效的化妆品。|r23-g6-eyelash-news-2022
T|debatable|cosmetics|一刷就变长，秒变芭比眼|r23-g6-eyelash-xiandaikuaibao-2021
H|ok-negation|cosmetics|上述睫毛液并不具有促进睫毛生长的作用。|r23-g6-gdmpa-eyelash-163
T|ok-real|cosmetics|通常是在睫毛上附着成膜剂、着色剂等，以物理作用方式达到对睫毛上色、增粗、变长的效果。|r23-g6-gdmpa-eyelash-163
H|ok-real|cosmetics|使用动物、植物或者矿物等名称描述产品的香型、颜色或者形状的，配方中可以不含此原料|r23-g6-dmrr-naming
T|debatable|cosmetics|痘痘肌克星、敏感肌福音、烂脸救星|r23-g6-qianlong-yimei-mask
H|ok-negation|cosmetics|一些面膜类化妆品，将产品宣称为“医学护肤品”“药妆”产品等，属于明示或者暗示产品具有医疗作用，均是违法宣称行为。|r23-g6-qianlong-yimei-mask
T|debatable|cosmetics|玉泽屏障功能修护剂与氢化可的松具有同样的抗炎效果|r23-g6-yuze-pr-2020
T|debatable|cosmetics|更重要的是，没有激素的副作用，可长期使用，安全治疗，安心预防。|r23-g6-yuze-pr-2020
T|debatable|cosmetics|实现皮肤屏障自修护，全方位立体改善表皮功能的玉泽系列产品|r23-g6-shgov-yuze-2023
T|ok-real|general|应用保湿润肤类产品是保护或修护皮肤屏障、维护皮肤健康和防治皮肤病的重要手段。|r23-g6-cda-moisturizer-consensus-2023
H|citation|cosmetics|越晒越白 越晒越润|r23-g6-hanshu-shanghai-2015
T|ok-negation|cosmetics|根据《儿童化妆品监督管理规定》，儿童化妆品标签不得标注‘食品级’‘可食用’等词语或者食品有关图案。|r23-g6-mentholatum-songjiang-2023
H|ok-measure|cosmetics|国家规定，加氟牙膏游离氟应在500-1500ppm之间|r23-g6-cn360-toothpaste-seller
H|debatable|cosmetics|有研究证明，常用这种牙膏，龋齿发病率降低40%左右。|r23-g6-cn360-toothpaste-seller
T|medical|cosmetics|甄选澳洲茶树叶 修复受损发丝 告别毛躁 清新提神 减少脱发 抚平毛躁 滋润柔顺|r23-g6-secoo-xicheng-2021
T|debatable|cosmetics|械字号产品可靠性更高，都是经过国家食品药品监督管理局备案，特殊人群使用的时候更可靠：如敏感肌等皮肤抵抗力比较差时，都可以使用，具有很好的修护、保湿的功效。|r23-g6-ouquan-oem-2019
T|ok-real|cosmetics|市场上的防晒品以乳液形式的居多，大约有88%的防晒化妆品均为乳液剂型。|r23-g6-js12320-sunscreen-2021
H|ok-real|cosmetics|如产品名称为“某某氨基酸面膜”，产品功效宣称为抗皱，则产品配方中应包含氨基酸，并且氨基酸的使用目的应当与抗皱相关。|r23-g6-dmrr-naming
T|ok-negation|cosmetics|宣称“经皮肤科医师或眼科医师测试”、“经过敏性测试”、“适合敏感性肌肤”、“不引起粉刺”等必须有相应检验数据及/或临床报告作为依据。|r23-g6-dybbs8-label-guide
`;

const PARTS = { T: "tuning", H: "held-back" } as const;

/**
 * The dev fold's hash: djb2 with xor (32-bit, over UTF-16 code units) of the text as written in the
 * data (line breaks as "\\n"), finished with MurmurHash3's fmix32 so that the low bits mix, mod 4 = 1
 * → dev (≈ 25 % of the tuning part). A different function from the held-back part's FNV-1a, so the two
 * choices are independent; nobody can move a row between folds.
 */
export function devHash(written: string): number {
  let h = 5381;
  for (let i = 0; i < written.length; i++) h = (Math.imul(h, 33) ^ written.charCodeAt(i)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function parse(raw: string): LabelledCase[] {
  const cases: LabelledCase[] = [];
  let round: number | undefined;
  for (const line of raw.split("\n")) {
    const marker = /^#@round (\d+)/.exec(line);
    if (marker) round = Number(marker[1]);
    if (!line.trim() || line.startsWith("#")) continue;
    const [part, kind, industry, text, source] = line.split("|");
    if (!part || !kind || !industry || !text || !source || !(part in PARTS)) throw new Error(`bad eval row: ${line}`);
    const c: LabelledCase = {
      part: PARTS[part as keyof typeof PARTS],
      kind: kind as LabelledKind,
      industry: industry as IndustryKey,
      text: text.replaceAll("\\n", "\n"),
      source,
    };
    if (c.part === "tuning") c.fold = devHash(text) % 4 === 1 ? "dev" : "train";
    if (round !== undefined) c.round = round;
    cases.push(c);
  }
  return cases;
}

export const LABELLED_SET: readonly LabelledCase[] = parse(RAW);
