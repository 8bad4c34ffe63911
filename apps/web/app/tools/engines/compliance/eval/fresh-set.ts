/**
 * A fresh set nobody tunes on (compliance/README.md, "Quality and speed"; decision 009, "Update, round 7"):
 * 235 sentences quoted from outside material — penalty decisions and case bulletins, news, hospital news,
 * labels, regulators' notices and shop copy — by two sessions that never ran the engine, from pages no row of
 * the labelled set comes from. They were scored once, after every rule change of that session, and are kept
 * apart from labelled-set.ts so that no fold ever prints one of them: the bench prints their figures only,
 * as the closest thing here to the independent set the team keeps. Add rows, never tune on them; when the
 * engine is changed from what they show, move them into the labelled set (their part by its hash) and start
 * a new fresh set.
 *
 * One row per line: kind | industry | text | source (kinds and industries as in labelled-set.ts).
 */
import type { IndustryKey } from "../types";
import type { LabelledCase, LabelledKind } from "./labelled-set";

/** Sources, as the search tool's stored copy read on 2026-11-29. */
export const FRESH_SOURCES: Record<string, { title: string; url?: string }> = {
  "case-guigang-huamei-2022": {
    title: "正观新闻转中国质量新闻网:贵港市港北区华美医疗美容门诊部发布违法医疗广告被罚2.5万元(贵港市港北区市场监管局)",
    url: "https://zhengguannews.cn/zghnews/84058.html",
  },
  "case-wenzhou-2023-medbeauty": {
    title: "温州网:温州市市场监管局通报6起医疗美容违法广告案例(温州龙湾艳后医疗美容门诊部 罚款13000元 2023-01-06)",
    url: "http://4g.66wz.com/xw/system/2023/01/06/105534806.shtml",
  },
  "case-yingkou-2022-medbeauty": {
    title: "营口市市场监督管理局等11部门 医疗美容行业第一批典型违法案例(营口市某医疗美容门诊部 罚款4万元 2022年11月)",
    url: "http://www.qxfood.com/zxzs/27597.html",
  },
  "case-chenzhou-2020-bulletin": {
    title:
      "红网郴州站:郴州市市场监管局公布违法广告典型案例(宜章诗扬商行 罚款25180元;湖南援菲农业机械有限公司 罚款20064元;嘉禾县雅康素美健康管理中心 2020)",
    url: "https://cz.rednet.cn/content/2020/07/10/7610584.html",
  },
  "case-lanzhou-2016-baidianfeng": {
    title: "兰州市工商局:兰州中医白癜风医院违法广告案入选工商总局十大典型虚假违法广告(城关区工商局 罚款22.4万元 2016)",
    url: "http://lanzhou.baogaosu.com/xinwen/%25E4%25B8%2580%25E6%25A1%2588%25E4%25BE%258B%25E5%2585%25A5%25E9%2580%2589%25E5%2585%25A8%25E5%259B%25BD%25E5%258D%2581%25E5%25A4%25A7%25E5%2585%25B8%25E5%259E%258B%25E8%25BF%259D%25E6%25B3%2595%25E5%25B9%25BF%25E5%2591%258A/50617081/",
  },
  "case-dezhou-2023-dingyi": {
    title:
      "中国质量新闻网(转载):纪满堂牌L-阿拉伯糖粉违法广告遭查处(德州市市场监管局 禹城市鼎益食品有限公司 罚款2.11万元 2023-05-22)",
    url: "https://www.315jiage.cn/mn512604.aspx",
  },
  "case-yuhuan-2020-lifujian": {
    title: "中国消费者报:普通电器宣称疗效 商家被重罚(玉环市市场监管局 丽福健多功能美体锻炼器 罚没45.9万元 2020)",
    url: "https://zxb.ccn.com.cn/html/zxb/20201123/106828.html",
  },
  "news-jxrb-2023-pianzaihuang-toothpaste": {
    title: "嘉兴日报 2023-11-20:片仔癀牙膏宣称功效构成引人误解的商业宣传被罚3万元(漫画配文)",
    url: "http://jxrb.cnjxol.com/jxrbPaper/pc/content/202311/20/content_182914.html",
  },
  "news-jiemian-2025-junxiaobai": {
    title: "界面新闻:俊小白牙膏宣传被质疑超备案功效(上海市长宁区市场监督管理局2025年12月1日立案调查,尚未结案)",
    url: "http://www.digipub.cc/dy/article/KJ8DAJUB0534A4SC.html?f=post2020_dy_recommends",
  },
  "case-shanghai-qingpu-2022-yuerong": {
    title:
      "中国质量新闻网:上海瑞思德生物科技发布违法广告被处罚(上海市青浦区市场监督管理局 沪市监青处〔2022〕292022000392号)",
    url: "https://www.cqn.com.cn/ms/content/2022-09/08/content_8859554.htm",
  },
  "case-wusu-2023-skin": {
    title: "乌苏市市场监督管理局查处广告宣传使用治疗疾病医疗用语且销售过期化妆品案(2023,转载页)",
    url: "https://wxxishang.com/chanpinzhongxin/diwuxilie/4745.html",
  },
  "case-langzhong-2021-beauty": {
    title: "阆中市市场监管局查处一起化妆品虚假宣传案(2021,立案调查中,未结案)",
    url: "https://is0817.com/thread-75393-1-1.html",
  },
  "case-chengdu-wuhou-edu": {
    title: "中国消费者报:治理校外培训乱象 四川成都专项整治立案查处48件(武侯区市场监管局 某教育咨询公司 罚款3.24万元)",
    url: "http://shuinifapb.com/html/67c399906.html",
  },
  "case-yunnan-2025-bulletin": {
    title: "云南市场监管部门公布违法广告典型案例(云南某农业科技有限公司;云南某医疗美容有限公司 2025,转载页)",
    url: "https://feifmx.com/socialgd/10000169/20250312/48070602_1.html",
  },
  "case-hainan-2022-bulletin": {
    title: "海南省市场监督管理局公布2022年虚假广告典型案例(海口市市场监管局龙华分局 海口龙华***老汤砂锅店,转载页)",
    url: "http://yuntuisou.com/news/show-17313.html",
  },
  "case-qionghai-2026-maca": {
    title: "网易号:海南琼海市市场监督管理局查处流动摊贩销售玛卡虚假宣传案(罚款4400元 2026年1月)",
    url: "https://www.163.com/dy/article/KKAQPPCK055616ZT.html",
  },
  "case-hami-2025-elderly": {
    title: "哈密市市场监管局 涉老药品、保健品虚假宣传典型案例(新疆某健康管理有限公司 罚款30000元 2025)",
    url: "https://www.hami.gov.cn/hami/c120121/202510/8dba276e0b714e1bad7d70b2a6cb66c8.shtml",
  },
  "case-jinzhong-2024-bulletin": {
    title: "网易山西:晋中市市场监督管理局2024年典型违法广告案例(榆次区某培训学校;祁县某数码产品经销部)",
    url: "https://sx.news.163.com/jinzhong/24/1129/11/JI5JFN2M04149AG8.html?f=post2020_dy_recommends",
  },
  "case-shanxi-2024-top10": {
    title:
      "澎湃新闻转载:山西省市场监管系统公布十大典型违法广告案例(大同市市场监管局 罚款13.1万元;运城市市场监管局 罚款6万元 2024)",
    url: "https://shanxishangren.com/b2b/news/show.php?itemid=164222",
  },
  "case-laibin-2025-bulletin": {
    title: "来宾市市场监管局公布2025年违法广告典型案例(忻城县大塘镇某诊所 未经审查医疗广告 2025年1月)",
    url: "http://www.cmrnn.com.cn/content/2026-01/14/content_283998.html",
  },
  "case-taizhou-2023-bulletin-cqn": {
    title:
      "中国质量新闻网:江苏省泰州市2023年度违法广告典型案例(靖江市某美容护肤中心;兴化市某电子商务有限公司;泰州市海陵区某商贸有限公司)",
    url: "https://www.cqn.com.cn/zj/content/2024-01/16/content_9020237.htm",
  },
  "case-dongguan-2023-first-batch": {
    title: "东莞市市场监督管理局2023年第一批典型虚假违法广告案件(广东农民头酒业有限公司,转载页)",
    url: "http://www.lfxiangjie.com/news/show-24981.html",
  },
  "case-qingdao-huangdao-2018-dingxin": {
    title: "黄岛区市场和质量监督管理局:北京鼎鑫辉煌投资管理有限公司青岛分公司广告单页承诺收益率被罚1200元(2018)",
    url: "http://ggzgc.com/kuaixun/20190311/2905.html",
  },
  "news-cls-2026-jinan-lezhi": {
    title: "财联社 2026-02-08:中基协对济南乐知等私募开出罚单(不当宣传推介、变相承诺保本保收益)",
    url: "http://www.digipub.cc/dy/article/KL927ULN05198CJN.html?f=post2020_dy_recommends",
  },
  "news-csrc-private-fund-cases": {
    title: "各地证监局全年私募处罚案例汇总(二):片面或夸大宣传过往业绩",
    url: "http://www.ziruntouzi.com/news/detail?id=187&key=17",
  },
  "case-hechi-2022-xierkang": {
    title:
      "中国消费者报:河池市宜州区市场监管局查处艾灸馆虚假宣传“喜尔康”稀土养生链(没收违法所得51700元、罚款2万元 2022)",
    url: "https://sbaloanassistance.com/xc208/content_9422629.html",
  },
  "case-fujian-2023-moxibustion": {
    title:
      "中国质量新闻网转中国消费者报:福建省市场监管局反不正当竞争执法典型案例(武夷山市玲辉艾灸馆等3家 合计罚款150万元)",
    url: "https://www.cqn.com.cn/zhixiao/content/2023-01/05/content_8896827.htm",
  },
  "case-fujian-2022-tiequan-weifu": {
    title: "福建省市场监督管理局“铁拳”行动典型案例(武夷山市市场监管局 炜阜艾灸馆 罚款50万元 2022-06-28,转载页)",
    url: "https://nonglinyumu.com/agriculture/1372270.html",
  },
  "case-ningde-2022-elderly": {
    title: "中国消费者报:宁德市市场监管局发布涉老领域典型案例(东侨羊乃世家乳制品经营部 2022)",
    url: "http://yapigy.com/news/9a45899532.html",
  },
  "case-shandong-2023-tiequan-nmn": {
    title: "中国质量报告:山东省市场监管局“铁拳”行动典型案例(临沂市兰山区市场监管局 兰山区世乐迦电子商务中心 2023)",
    url: "http://cnqlr.com/m/view.php?aid=16439",
  },
  "case-ningbo-yinzhou-2023-dental": {
    title:
      "潇湘晨报:宁波鄞州牙悦美口腔诊所有限公司医疗广告含保证治愈情形被罚1万元(宁波市鄞州区市场监督管理局 2023-03-31)",
    url: "http://302848.net/view/150542",
  },
  "case-dongguan-2021-dental": {
    title: "中国质量新闻网:东莞市市场监督管理局2021年第二期典型虚假违法广告案件(东莞口腔医院有限公司 罚款10000元)",
    url: "https://m.cqn.com.cn/ms/content/2021-04/25/content_8686567.htm",
  },
  "news-cnnb-2013-xiangshan": {
    title: "中国宁波网:象山工商部门查获美容机构违法广告(2013-04-12,进一步处理中)",
    url: "http://news.cnnb.com.cn/system/2013/04/12/007688812.shtml",
  },
  "case-shanghai-yangpu-weidun": {
    title: "中国网财经:上海卫盾信息科技有限公司在广告中谎称取得专利权被罚1万元(上海市杨浦区市场监督管理局)",
    url: "http://news.cj18.com.cn/30175.html",
  },
  "news-xdkb-suzhou-gusu-hydrogen": {
    title: "现代快报:苏州姑苏区“富氢馆”宣称吸氢气治百病被查(姑苏区市场监管局,进一步调查处理中)",
    url: "https://dakule.com/content/80b3b38b128c22da101d9bf56958fb36.html",
  },
  "news-guofang-deyang-teahouse": {
    title: "国防时报:四川省德阳市旌阳区人武部协调多部门查处茶楼有损军队形象广告标语(现场取缔、训诫)",
    url: "http://www.0daili.com/shehui/84544.html",
  },
  "case-xiamen-siming-2022-xiongdan": {
    title: "厦门日报:思明区某医药公司虚假宣传“熊胆粉”被罚20万元(2022-01-28,转载页)",
    url: "http://the2day.cn/guonei/20220128/2828485.html",
  },
  "case-guangzhou-huangpu-2021-baiyunshan": {
    title: "中国消费者报:白云山制药总厂违法发布处方药广告被广州市黄埔区市场监管局罚款8万元(2021)",
    url: "http://www.cjgxw.com/Content/2021/06-23/2035430432.html",
  },
  "case-shanghai-huangpu-2021-budweiser": {
    title: "食品伙伴网转载:百威(中国)销售有限公司上海分公司发布虚假广告被上海市黄浦区市场监督管理局罚款20万元(2021)",
    url: "http://m.ouaec.cn/index.php?id=9732&mod=news_show",
  },
  "news-oron-2025-food-machinery": {
    title: "食品行业违反广告法案例综述(和府捞面被浦东新区市场监管局罚款3万元;某食品机械公司谎称专利被罚1.6万元)",
    url: "http://www.oronfinance.net/news/153714.html",
  },
  "case-nanjing-yuhuatai-2018-krill": {
    title: "南京市雨花台区市场监管局查处螺旋藻、南极磷虾油等保健品违法广告案(2018,转载页)",
    url: "http://wn2306uz.cn/article/article_id/30021.html",
  },
  "case-hangzhou-2021-h1-bulletin": {
    title:
      "杭州网:杭州市市场监管局公布2021年上半年违法广告典型案例(杭州市上城区市场监管局 杭州薇琳医疗美容医院有限公司 罚款34834.6元)",
    url: "http://xiaofei.hangzhou.com.cn/xfzx/content/2021-08/03/content_9254853.htm",
  },
  "case-chengdu-2022-top10": {
    title:
      "中国消费者报:成都市市场监管局公布10起违法广告典型案例(温江区市场监管局 成都金瑞盛房地产开发有限公司;成华区市场监管局 成都成华华蜀眼科门诊部 各罚款10万元 2022)",
    url: "http://yapigy.com/news/58b41699525.html",
  },
  "case-hubei-2022-third-batch": {
    title: "荆楚网:湖北省市场监管系统2022年第三批违法广告典型案件(武汉市新洲区市场监管局 某美容馆 罚款1万元)",
    url: "http://m.pomelofruit.com/content/2022-12/13/content_15314092.html",
  },
  "case-hunan-2023-bulletin": {
    title:
      "湖南公布一批虚假违法广告典型案例(汉寿县市场监管局 常德某家电有限公司 罚款1.5万元;永顺县市场监管局 永顺某房地产开发有限公司 罚款9.9万元 2023)",
    url: "http://gsdjw.com/news/guonei/398052_2.html",
  },
  "case-hunan-2023-bulletin-p1": {
    title:
      "湖南公布一批虚假违法广告典型案例(第1页:长沙市开福区市场监管局 湖南某科技有限公司 罚款5.05万元;湖南湘江新区商务和市场监管局 湖南某化妆品有限公司 罚款3万元 2023)",
    url: "https://crfgs.com/shenghuo/wanxiang/786749.html",
  },
  "case-zhuzhou-2025-bulletin": {
    title: "红网:株洲市市场监管局公布2025年度违法广告典型案例(株洲市某教育科技有限责任公司)",
    url: "https://zz.rednet.cn/content/646047/52/15775445.html",
  },
  "case-fujian-2023-third-batch": {
    title:
      "中国质量新闻网转福建市场监管:福建曝光13起虚假违法广告典型案例(漳浦县市场监管局 漳浦国源房地产开发有限公司 罚款210000元 2023年9月)",
    url: "http://www.hzweihu.com/ms/content/2023-12/15/content_9010212.htm",
  },
  "news-quanzhou-2024-minsheng-ads": {
    title: "泉州深入开展民生领域广告监管专项行动(泉州市市场监管局联合卫健部门查处未取得医疗服务许可的养生馆 2024)",
    url: "http://www.xiyanjiudian.com/zljd/2024-8/28/244474.html",
  },
  "case-quanzhou-2020-eight-cases": {
    title: "泉州晚报:泉州市通报8个虚假违法广告典型案例(福建省骏熙自动化设备有限公司 2020)",
    url: "https://m.folksfolks.com/qz/2020-09/08/content_30471041.htm",
  },
  "case-henan-2018-second-issue": {
    title:
      "中国质量新闻网:河南省市场监督管理局公布九起典型违法广告案件(郑州市管城区工商质监局 郑州题桥商贸有限公司 吊销执照并罚款146.875万元 2018)",
    url: "http://www.cqn.com.cn/ms/content/2018-12/24/content_6604644.htm",
  },
  "case-quanzhou-2019-cases": {
    title:
      "中国质量新闻网:泉州市市场监管局通报2019年虚假违法广告典型案例(晋江市市场监督管理局 晋江新城吾悦发展有限公司 罚款100000元;功夫动漫股份有限公司)",
    url: "http://www.cqn.com.cn/zj/content/2020-01/21/content_8066441.htm",
  },
  "news-putian-2016-monitoring": {
    title: "东南网:莆田市工商局通报广告监测违法广告(格林春天竹木纤维板广告 2016)",
    url: "https://www.cqn.com.cn/ms/content/2016-03/03/content_2656206.htm",
  },
  "case-henan-2017-first-issue": {
    title:
      "河南省工商局关于2017年查处典型违法广告案件的公告(第一期)(安阳市工商局文峰分局 罚款5000元、3000元;中牟县大盘鸡饭店)",
    url: "http://txgoujian.com/art/2018/8/17/art_7925_118445.html",
  },
  "case-anhua-2025-75": {
    title: "安化县市场监督管理局 行政处罚决定书 安市监罚〔2025〕75号(安化湘亚医院)",
    url: "http://www.anhua.gov.cn/16/61/62/64/content_2101126.html",
  },
  "case-wenzhou-longwan-2022-461": {
    title: "温州市龙湾区市场监督管理局 行政处罚决定书 温龙市监处罚〔2022〕461号(温州佑安医院有限公司,转载页)",
    url: "https://bbs.703804.com/forum.php?goto=lastpost&mod=redirect&tid=16413768",
  },
  "news-huichang-2023-training-ads": {
    title: "中国质量新闻网:江西省会昌县市场监管局开展校外培训机构广告治理“回头看”专项整治(责令改正 2023-12)",
    url: "https://e993.com/caijing_0323d22313d233230323_mzyrxxu1807211",
  },
  "case-jiangsu-2021-education-ads": {
    title: "江苏省市场监管局公布近期查处的教育培训违法广告(常州市武进区市场监管局 常州雪思教育咨询有限公司,转载页)",
    url: "http://www1.jiuquanzx.com/sjslczl/3011.html",
  },
  "complaint-jiaduobao-feiyi": {
    title: "消费者投诉:加多宝凉茶罐身“国家级非物质文化遗产代表作”描述被指虚假(投诉文章,非处罚决定)",
    url: "http://www.njhmjr.cn/tousu/food/211023.html",
  },
  "news-163-2025-damai-hair": {
    title: "网易号:大麦植发连吃罚单(北京市海淀区市场监督管理局 北京大麦医疗美容医院 罚款5777.16元 2025-10-30)",
    url: "https://www.163.com/dy/article/KDFBPBHC0519K7CS.html",
  },
  "news-163-2025-damai-hair-2": {
    title: "网易号:大麦植发屡罚屡犯评论(2024年5月小红书广告被北京市市场监督管理局处罚;“五连冠”为机构自称)",
    url: "https://www.163.com/dy/article/KDJG7VJH05567RL3.html?f=post2020_dy_recommends",
  },
  "news-ccreports-2022-hair-transplant": {
    title: "消费者报道:百亿植发市场鱼龙混杂(植发机构常用宣传用语,记者称可能涉嫌违反广告法)",
    url: "https://ccreports.com.cn/315/41746.html",
  },
  "case-guangzhou-conghua-2022-70": {
    title:
      "中国质量新闻网:颜如玉医药科技有限公司广告违法被广州市从化区市场监督管理局处罚(穗从市监处罚﹝2022﹞70号 罚款613.2元)",
    url: "http://www.sh1j2.com/zhixiao/content/2022-07/29/content_8847012.htm",
  },
  "case-shanghai-putuo-2021-taiantang": {
    title:
      "中国经济网:上海太安堂大药房连锁有限公司发布虚假广告被上海市普陀区市场监督管理局罚款2000元(沪市监普处〔2021〕072021003120号,转载页)",
    url: "http://jiaoer880.cn/post/9082.html",
  },
  "case-chongqing-yubei-2022-tinghua": {
    title:
      "澎湃新闻转载:重庆熊本文化传播有限公司违规发布听花酒广告被重庆市渝北区市场监督管理局没收广告费6万元、罚款12万元(2022-11)",
    url: "https://taotu.cn/06291028.html",
  },
  "news-taobao-price-fraud-cases": {
    title: "电商联盟:淘宝价格欺诈专项解读(案例B 消费者举报“专柜5折封顶”及参考价,举报事实成立)",
    url: "http://m.xtoyo.com/ws/201608/c_56037.html",
  },
  "news-gaoxian-2022-milk-powder": {
    title: "宜宾高县市场监督管理局:奶粉店发布涉及疾病预防功能的食品广告被立案调查(2022-01)",
    url: "http://anhuifoods.net/news/internal/76466.html",
  },
  "case-guangdong-2020-covid-ads": {
    title:
      "广东省市场监管局公布十起新冠肺炎疫情防控期间违法广告案例(云浮市云城区市场监督管理局 罚款20000元;高州市市场监督管理局立案调查 2020)",
    url: "https://hbsb.xny365.com/article-20839.html",
  },
  "case-longyang-2025-111": {
    title: "保山市隆阳区市场监督管理局 行政处罚决定书 云市监保隆处罚〔2025〕111号(云南保山地建投资有限公司)",
    url: "https://longyang.gov.cn/info/4564/14018279.htm",
  },
  "news-turnnews-huawei-2023": {
    title: "转角国际/联合新闻 华为发布会 Mate 60 RS 2023-09-26",
    url: "https://turnnewsapp.com/choice/305042.html",
  },
  "news-xinhua-ces-2024": {
    title: "新华社 2024年拉斯维加斯消费电子展中国企业参展报道",
    url: "http://58.221.163.238:8082/w.php?n0kK=pb.html",
  },
  "news-xinhua-xiaomi-2015": {
    title: "新华网 小米公司举行新品发布会 2015-01-15",
    url: "http://finance.china.com.cn/roll/20150115/2908620.shtml",
  },
  "report-chinabgao-chengdu-2025": {
    title: "中国报告大厅 成都首发经济与华为商用电脑发布",
    url: "http://big5.chinabgao.com/info/1268073.html",
  },
  "news-thepaper-shenzhen-lung-2024": {
    title: "澎湃新闻 深圳市第三人民医院肺癌术后双肺移植患者出院 2024-04-13",
    url: "https://ujoy.net/topics/11314729",
  },
  "news-gzdaily-huaxi-larynx-2023": {
    title: "广州日报新花城 华西医院世界首例喉部6个器官联合移植 2023-12-25",
    url: "https://huacheng.gz-cmc.com/pages/2023/12/25/e03c4f4e0ab74ff5937c9e642a38174e.html",
  },
  "news-xinhua-wuhan-lung-2020": {
    title: "新华社图片 湖北首例新冠肺炎终末期肺移植患者出院 2020-07",
    url: "http://xynyumi.cn/photo/content/2020-07/22/content_23371917_0.htm",
  },
  "news-vn-hue-heart": {
    title: "越南 承天顺化省中央医院第三例心脏移植手术",
    url: "https://zh.dantocmiennui.vn/tg-tag21604.html",
  },
  "news-qdmw-climate-2023": {
    title: "青岛民网 国家气候中心:2023年全国平均气温1961年以来最高",
    url: "http://qingdaominwang.com/hotnews/2024/0105/15281.html",
  },
  "news-heat-july-records": {
    title: "新闻资讯 16个省会高温 29个国家级气象站打破7月纪录",
    url: "https://oraclecloud1.145673.xyz/news/search?form=PTFTNR&q=%E6%9C%80%E6%9C%80&qft=interval%3D%224%22",
  },
  "news-xinhua-hk-obs-2023": {
    title: "新华社 香港天文台:2023年气候情况 2024-01-08",
    url: "http://server.bomeida.com:8082/index.php?n=vX0.html",
  },
  "mag-xwzk-climate-2024": {
    title: "新闻周刊 2023年全国平均气温1961年以来最高",
    url: "https://sdupsl.dps.qikan.cn/pc/maga/text-read?id=xwzk20240210",
  },
  "notice-jingjinji-51-2025": {
    title: "北京商报 京津冀三地市场监管部门联合发布五一消费提示",
    url: "http://blg686.com/dy/article/JU81EKT00519DFFO.html",
  },
  "notice-shanghai-eggs-2025": {
    title: "中国消费者报 上海市市场监管局:警惕保健品宣传“领鸡蛋”陷阱 2025-06-17",
    url: "http://www.moenxi.com/cysc/sp/info/202506/t20250617_2329792.shtml",
  },
  "notice-zhangzhou-2024": {
    title: "中国消费者报 漳州市市场监管局民生领域广告发布合规提示 2024-07",
    url: "https://quintfund.todayeastern.com/news/57a16799775.html",
  },
  "notice-zhuhai-spring-2025": {
    title: "珠海市市场监督管理局 2025年春节广告与网络促销提示 2025-01-13",
    url: "http://r.zhaobiaobiao.com/news/58d1699925.html",
  },
  "doc-360docs-bank-risk": {
    title: "360docs 银行风险提示函（理财产品风险提示）",
    url: "https://360docs.net/doc/019420914.html",
  },
  "news-paris-olympics-records-2024": {
    title: "巴黎奥运会32项次世界纪录被刷新 2024-08-13",
    url: "https://m.xmxinyixin.com/news/25642.html",
  },
  "news-zjol-worldrecord-contenders-2024": {
    title: "潮新闻 巴黎奥运会上世界纪录的最强冲击者",
    url: "https://www.shijiezz.com/jinisi/164969.html",
  },
  "news-peoplesdaily-gdp-q1-2024": {
    title: "人民日报 国家统计局:一季度GDP同比增长5.3% 2024-04-17",
    url: "http://satrik.com/cj/jjgc/2024-04-17/1454291.html",
  },
  "stats-nbs-q3-2016": {
    title: "国家统计局 前三季度国民经济运行稳中有进 2016-10-19",
    url: "http://finance.hebei.com.cn/system/2016/10/19/017452130.shtml",
  },
  "shop-madama-gauze-367": { title: "Madama 双层纱四件套产品介绍", url: "https://rss.madama.cn/rssscs/367.html" },
  "encyc-tftnews-shirt": { title: "衬衫 纯棉面料介绍", url: "https://tftnews.com/news8526764" },
  "tips-400316-healthfood-warnings-2023": {
    title: "洽康商城 市面保健品警示语 2023-06-07",
    url: "http://m.400316.cn/news/178538.html",
  },
  "qa-gaokaocn-healthfood-warnings": {
    title: "问答网 保健品警示语是什么",
    url: "https://gaokaocn.cn/yljk/id/1146452.html",
  },
  "tips-tianjin-cca-618-2023": {
    title: "北方网 天津市消费者协会“618”消费提示 2023-06-16",
    url: "http://aba.baitongwang.com/maerkangshi/2023/0616/13532.html",
  },
  "tips-kuaibao-online-shopping": {
    title: "消费者在网购时有哪些注意事项",
    url: "https://kuaibao.lzzcloud.net/news_info/1139463.html",
  },
  "tips-shenzhen-cc-1111-2024": {
    title: "深圳市消委会 2024年“双十一”消费提示 2024-10-25",
    url: "http://m.klmyqx.com/news/content/2024-10/25/content_31295526.htm",
  },
  "tips-gansu-cca-1111-2024": {
    title: "甘肃省消费者协会 双十一购物消费提示 2024-11-05",
    url: "http://www.kmxxf.com/scjg/info/1011/73332.htm",
  },
  "tips-163-province-1111-2025": {
    title: "网易号 省市场监管局和省消费者协会“双十一”消费提示 2025",
    url: "https://www.163.com/dy/article/KDFBG77O0550CRYL.html",
  },
  "notice-zhongshan-medbeauty-2022": {
    title: "中山市市场监管局 请注意!医美机构“十二不得” 2022-12-13",
    url: "http://zs.gov.cn/sqq/gggs/content/post_2199035.html",
  },
  "notice-wuhan-medbeauty-20": {
    title: "长江日报 武汉市市场监管局发布医疗美容行政指引“20条”",
    url: "http://bbs.golfyihaodian.com/archiver/showtopic-13016.aspx",
  },
  "news-beijing-realestate-guide-2024": {
    title: "北京市市场监管局印发《北京市房地产广告发布指引》 2024-02-29",
    url: "http://kanbao.dayuntongzhou.com/Html/2024-02-29/17039.html",
  },
  "news-foshan-realestate-guide-2025": {
    title: "广东建设报 佛山市市场监管局《房地产广告行为合规指引》 2025-11-28",
    url: "https://ep.ycwb.com/epaper/gdjs/html/2025-11/28/content_1173_732942.htm",
  },
  "label-120net-110677": {
    title: "120.net 药品说明书（喷剂）注意事项",
    url: "https://m.120.net/yaopin/110677/manual.html",
  },
  "news-ifeng-c919-70firsts": { title: "凤凰网 C919丨70年70个第一", url: "https://feng.ifeng.com/c/7suanLUdUIJ" },
  "news-ckxx-space-2020": {
    title: "参考消息 大火箭大客机等空天工程 2020-01-06",
    url: "https://ckhq.net/arc/hqck/jsck/2020/0106/510789_2.html",
  },
  "news-peoplesdaily-os-space-2020": {
    title: "人民日报海外版 中国“四大空天工程”圆满收官 2020-01-06",
    url: "http://m.91wct.cn/news/china/2237785.html",
  },
  "news-handmsg-longmarch-2013": {
    title: "长征系列运载火箭报道 2013",
    url: "http://m.handmsg.com/page/2013/1229/24955100.shtml",
  },
  "news-qingdao-laoshan-tea": { title: "青岛早报 专访崂山茶协会会长", url: "http://www.cy260.com/c/6714.html" },
  "shop-pinminghui-luyuan-maojian": { title: "品茗汇 鹿苑毛尖介绍", url: "https://m.pinminghui.com/luyuanmaojian" },
  "qa-biud-wuyi-yancha": { title: "武夷岩茶分类与品质", url: "https://m.biud.com.cn/zhidao-view-id-10697.html" },
  "label-51zyzy-82fdea6apa": {
    title: "中成药说明书 注意事项（通便类）",
    url: "https://m.51zyzy.com/ask/show/82fdea6apa.html",
  },
  "label-bohe-22227611": {
    title: "薄荷网 药品说明书 22227611",
    url: "https://yao.bohe.cn/drug/22227611/instructions.html",
  },
  "label-xataih-honghuayou": { title: "依马打正红花油注意事项", url: "http://www.xataih.com/a/20140220/645845.html" },
  "label-hkzww-56881": { title: "中成药（外用膏药）说明书 56881", url: "https://xh.hkzww.com/cs/zcy/qr/56881.html" },
  "edu-puhao-fund-first-lesson": {
    title: "普浩基金 基金投资第一课",
    url: "http://www.puhaofunds.com/index.php/News_detail_item_1390.html",
  },
  "qa-jiantou8-fund-ads-2025": {
    title: "见投 如何判断基金宣传是否属虚假诱导 2025-08-29",
    url: "https://licai.jiantou8.com/ask/qa_5727321.html",
  },
  "news-cqn-shanghai-qingpu-2022": {
    title: "中国质量新闻网 上海瑞思德生物科技发布违法广告被处罚 沪市监青处〔2022〕292022000392号",
    url: "https://www.cqn.com.cn/ms/content/2022-09/08/content_8859554.htm",
  },
  "case-wusu-2024": {
    title: "新疆乌苏市市场监管局查处广告宣传使用治疗疾病医疗用语且销售过期化妆品案 2024-03-08",
    url: "https://wxxishang.com/chanpinzhongxin/diwuxilie/4745.html",
  },
  "encyc-drbdp-panda": { title: "大熊猫分布与保护", url: "https://drbdp.com/4-6280962.html" },
  "encyc-gzjll-panda": { title: "熊猫保护级别", url: "https://m.gzjll.com/3/3161708.html" },
  "encyc-kfkhr-panda": { title: "熊猫属于几级保护动物", url: "https://www.kfkhr.com/1/256182.html" },
  "encyc-renwendu-panda": { title: "人文都 世界上有多少只熊猫", url: "https://www.renwendu.com/jyrw/v9pnx6.html" },
  "news-fengxian-kiln-bread": { title: "上海奉贤乡村窑烤面包店报道", url: "http://www.gdmsci.cn/ZCFS3KyzYcsJ.html" },
  "tips-shucheng-cup-2025": {
    title: "舒城县市场监管局 可能引发慢性中毒,这种保温杯别再用了 2025-11-03",
    url: "https://www.shucheng.gov.cn/public/content/38124344",
  },
  "notice-xiamen-cup-check-2025": {
    title: "厦门市市场监督管理局2025年不锈钢真空杯产品质量监督抽查情况",
    url: "https://scjg.xm.gov.cn/xxgk/zfxxgk/zfxxgkml/12/202601/t20260113_2976935.htm",
  },
  "doc-3dmxku-cup-standard": { title: "保温杯不锈钢内胆标准", url: "https://m.3dmxku.com/daquan/zonghe/8223489.html" },
  "doc-bdocx-pharmacopoeia-2010": { title: "2010版中国药典知识 学习资料", url: "https://bdocx.com/doc/26354754.html" },
  "news-gd-fda-electrotherapy-2015": {
    title: "广州日报 广东省食药监局提醒:理性购买使用静电理疗器 2015-05-15",
    url: "http://health.china.com.cn/2015-05/15/content_7907569.htm",
  },
  "tips-hssyj-device-five": {
    title: "常用医疗器械购买“五项注意” 2020-09-23",
    url: "https://hssyj.net/news.php?act=detail&id=153",
  },
  "news-jinwanbao-shikangyi-2014": {
    title: "今晚报 买视康仪要看清是否注册 2014-12-14",
    url: "http://big5.china.com.cn/gate/big5/finance.china.com.cn/roll/20141214/2848893.shtml",
  },
  "news-xinhua-device-week-2020": {
    title: "新华社 全国医疗器械安全宣传周 2020-10-25",
    url: "https://ycpai.ycwb.com/ycppad/content/2020-10/25/content_1241552.html",
  },
  "notice-pos111-device-week": {
    title: "医疗器械安全宣传周 安全用械 共治共享",
    url: "http://m.pos111.cn/zwgk/zdlyxxgk/spypaq/aqsj/content/post_2366864.html",
  },
  "guide-enorth-restaurants-2013": {
    title: "北方网 餐厅推荐 望湘园 2013-08-23",
    url: "http://tjtong.enorth.com.cn/system/2013/08/23/011250622_04.shtml",
  },
  "news-liuzimei-ratings-2025": {
    title: "《六姊妹》成2025年首部爆款电视剧 登顶收视率之王",
    url: "http://horoscopes9.com/news-133974.html",
  },
  "news-cnstock-tv-q1-2023": {
    title: "上海证券报 中国视听大数据2023年一季度收视季报 2023-04-15",
    url: "http://wementum.com/zixun/2023/0415/86125.html",
  },
  "news-midautumn-restaurants-2015": {
    title: "信息快讯网 中秋夜何处共婵娟 盘点全国九家人气餐厅 2015-09-22",
    url: "https://dbsqp.com/article/12395",
  },
  "encyc-baikehk-diyiluxiang": {
    title: "百度百科 《第一炉香》(2021年电影)",
    url: "https://baike.baidu.hk/item/%E3%80%8A%E7%AC%AC%E4%B8%80%E7%88%90%E9%A6%99%E3%80%8B/19848791",
  },
  "news-starshang-diyiluxiang-2021": {
    title: "星尚中国 电影《第一炉香》正在热映 2021-10-29",
    url: "https://www.starshangchina.com/article/193d0309381ee3e1.html",
  },
  "news-chunmeifan-diyiluxiang": {
    title: "电影第一炉香正式定档 将于10月22日上映",
    url: "https://chunmeifan.com/dianying/huayu/2ylpoq.html",
  },
  "news-dxbei-diyiluxiang-2021": {
    title: "《第一炉香》定档今夏 2021-04-06",
    url: "http://m.dxbei.com/w/20210406/337436.html",
  },
  "encyc-drbdp-shatianyou": { title: "沙田柚介绍", url: "https://cdn.drbdp.com/4-9214190.html" },
  "guide-bkwk-putian-fruit": {
    title: "莆田水果品种与价格",
    url: "https://bkwk.cn/article/ptsgxxjmyljxfszw-a17773688.html",
  },
  "news-guo68-lychee-xiasha": {
    title: "中国水果网 杭州下沙在售6种荔枝",
    url: "https://www.guo68.com/news/detail?id=4332",
  },
  "news-dengfeng-hospital-ct": {
    title: "豫都网 登封市人民医院肿瘤病房楼启用",
    url: "http://zhengzhou.yuduxx.com/dengfeng/108850.html",
  },
  "news-wenshan-devices": { title: "文山州新型医疗设备走访报道", url: "http://m.mzsszcc.cn/product/3.html" },
  "gazetteer-zhoushan-1989-2005": {
    title: "舟山市志(1989—2005)下卷 医疗设备",
    url: "https://dfz.zj.gov.cn/zlyz/ossfs/h5/ZS-Z-330900-2005-001-0303/files/basic-html/page178.html",
  },
  "news-qlwb-yantai-wealth-2010": {
    title: "齐鲁晚报 银行理财只提收益不提风险 2010-12-10",
    url: "https://sjb.qlwb.com.cn/html/2010-12/10/content_55627.htm?div=-1",
  },
  "news-paoku-bank-slogans-2025": {
    title: "银行理财产品宣传语是否可信 2025-11-17",
    url: "http://m.paoku.com.cn/zixun/2025/1117/410835.html",
  },
  "qa-uczhidao-rx-ads": {
    title: "UC知道 禁止在大众媒体发布（处方药）",
    url: "https://www.uczhidao.com/wenda/21475404/禁止在大众媒体发布（处方药、扩",
  },
  "guide-yxlady-handmade-soap-2022": {
    title: "伊秀 手工肥皂的成分 2022-07-28",
    url: "https://mip.yxlady.com/jingyan/1872982.shtml",
  },
  "guide-100ye-downjacket": { title: "羽绒服含绒量与蓬松度说明", url: "https://m.100ye.com.cn/g84916981.html" },
  "guide-qydsj-downjacket": { title: "买羽绒服看充绒量、含绒量、蓬松度", url: "https://qydsj.cn/news/show-8121.html" },
  "guide-huirenwang-downjacket": { title: "羽绒与白鸭绒的区别", url: "https://huirenwang.com/f/59603.html" },
  "plan-duanwen-spring-promo": {
    title: "短文网 商场春节活动策划方案（爱就推门玩具）",
    url: "https://duanwen.cc/article/23361.html",
  },
  "case-qingxin-2025-bulletin": {
    title: "清远市清新区市场监督管理局关于公布2025年民生领域广告专项治理典型案例的公告 2025-10-30",
    url: "https://www.qingxin.gov.cn/zwgk/xxgk/zfxxgkml/qt/tzgg/content/post_2077680.html",
  },
};

const RAW = String.raw`
absolute|medical|贵港华美年终盛典,聚集全球顶尖医美仪器,正品仪器和探头保证|case-guigang-huamei-2022
absolute|medical|原厂认证100%的正品威塑仪器|case-guigang-huamei-2022
superlative|medical|拥有国内首屈一指的全球医生资源库|case-wenzhou-2023-medbeauty
citation|medical|汇集来自全世界近百位国际一流整形美容专家|case-wenzhou-2023-medbeauty
safety|medical|超安全:不存在背光、舒适度高,无不良反应|case-yingkou-2022-medbeauty
medical|medical|黄金微雕……,皮肤高效收紧可达40%|case-yingkou-2022-medbeauty
citation|medical|黄金微雕吸脂术后半年皮肤回缩率可达30%-40%,而传统的吸脂术只有6%-10%|case-yingkou-2022-medbeauty
debatable|health-food|每天一瓶无比酒,有效增强免疫力|case-chenzhou-2020-bulletin
citation|general|国内唯一指定生产销售|case-chenzhou-2020-bulletin
citation|medical|雅康素美容貌健康管理机构入驻嘉禾9年,诚信服务9年|case-chenzhou-2020-bulletin
absolute|medical|兰州中医白癜风医院是西北地区规模最大的白癜风专科医院|case-lanzhou-2016-baidianfeng
medical|food|L-阿拉伯糖是一种有甜味的戊糖……从而达到降血糖和减肥的功效|case-dezhou-2023-dingyi
medical|food|2009年,L-阿拉伯糖入选国际健康组织学会(慢性肾脏病、心脏病、高血糖高血压)干预计划,成为食品干预的唯一用品|case-dezhou-2023-dingyi
medical|general|法拉第波可以补充人体生物电、排除毒素、净化血液、减肥|case-yuhuan-2020-lifujian
medical|general|足底反射对头疼、颈椎、脚麻、脚气等有治疗效果|case-yuhuan-2020-lifujian
medical|general|现在这位腰椎间盘突出的阿姨锻炼好了,在医院花了两万块都没有医好,在这里没有花钱就医好了|case-yuhuan-2020-lifujian
medical|cosmetics|缓解红肿、出血、口燥、异味、口腔上火|news-jxrb-2023-pianzaihuang-toothpaste
debatable|cosmetics|7天牙齿再矿化、28天改善敏感、封堵牙小管和牙龈创可贴|news-jiemian-2025-junxiaobai
citation|cosmetics|抗敏祛痘专利技术|case-shanghai-qingpu-2022-yuerong
medical|general|本店开展牛皮癣、皮炎、湿疹、脚气、鸡眼、皮癣、手足癣、荨麻疹、瘙痒症、灰指甲等久治不愈的皮肤病,免费试用|case-wusu-2023-skin
medical|general|皮肤病、股癣、手足癣、荨麻疹免费试用|case-wusu-2023-skin
debatable|cosmetics|专业美白、重斑、祛痘、主治脸部青春痘、黄褐斑、雀斑、妊娠斑|case-langzhong-2021-beauty
citation|education|服务过39000+学生 优质教师1000+人 在校学生14000+ 行业经验23+年|case-chengdu-wuhou-edu
medical|food|糖尿病人无糖精专用大米主食控糖抗饿杂粮礼盒低糖米|case-yunnan-2025-bulletin
medical|medical|BOTOX下颌缘提升|case-yunnan-2025-bulletin
medical|medical|衡力瘦肩/瘦腿(200U)|case-yunnan-2025-bulletin
citation|food|CCTV推荐品牌 博鳌亚洲论坛指定品牌 联合国推荐菜品|case-hainan-2022-bulletin
medical|food|补肾壮阳、抗疲劳、延缓衰老、调节内分泌|case-qionghai-2026-maca
medical|health-food|祛痰、降血压血糖,治疗哮喘|case-hami-2025-elderly
medical|health-food|净化血液溶解血栓|case-hami-2025-elderly
education|education|教育结果:提分显著,单科语文高考生最高分121分;中考最高分110分,提分幅度大,达到20-40分|case-jinzhong-2024-bulletin
medical|general|综合改善近视、远视、弱视、斜视、散光,有效预防近视,提升裸眼视力|case-jinzhong-2024-bulletin
medical|food|调节肠胃功能,增强免疫力|case-shanxi-2024-top10
education|education|一本达线率68%,二本达线率89%|case-shanxi-2024-top10
education|education|承诺在短时间内迅速突破文化课屏障|case-shanxi-2024-top10
realestate|real-estate|1分钟即可到达老城区,5分钟通达曲沃城区全域|case-shanxi-2024-top10
safety|medical|不开刀、不手术、不复发|case-laibin-2025-bulletin
medical|medical|我们能让你的容貌停留在昨天,1次超声炮=年轻1岁|case-taizhou-2023-bulletin-cqn
medical|cosmetics|官方正品育发液生发液|case-taizhou-2023-bulletin-cqn
medical|food|醋蛋归元液调理治愈以下近百种疾病|case-taizhou-2023-bulletin-cqn
state|food|为建党百年和第二个百年奋斗目标干杯|case-dongguan-2023-first-batch
debatable|food|喝了农民头好白酒,大家至少活到九十九!|case-dongguan-2023-first-batch
finance|finance|“鑫车盈”购买1年、2年、3年的债权收益率分别为9%、10%、11%|case-qingdao-huangdao-2018-dingxin
finance|finance|估值较低,安全垫足,投资预期收益高|news-cls-2026-jinan-lezhi
finance|finance|回报倍数4.93,年化收益率为164.17%|news-cls-2026-jinan-lezhi
finance|finance|其中操作最好的账户本金翻了近三倍|news-csrc-private-fund-cases
superlative|finance|使投资利润呈现出最大化的奇迹效应|news-csrc-private-fund-cases
medical|general|可用于预防和治疗高血压、颈椎病、手足麻木、关节疼痛、肩周炎、偏头痛|case-hechi-2022-xierkang
medical|general|尿酸偏高,餐餐吃海鲜,到艾灸馆做艾灸3个多月,尿酸反而降低了|case-fujian-2023-moxibustion
medical|general|肌肉瘤原来有鸭蛋那么大,在艾灸馆做了三个月只有一个手指那么大了|case-fujian-2023-moxibustion
medical|general|做了九个月艾灸,肾结石全部好了|case-fujian-2022-tiequan-weifu
absolute|food|选最好的羊奶就到我们家来|case-ningde-2022-elderly
absolute|food|在整个养殖行业里面,历史最悠久,也是最扎实的,也是最有影响力的品牌|case-ningde-2022-elderly
medical|food|健康迦NMN燕窝礼盒,免疫力是最重要的特效药!|case-shandong-2023-tiequan-nmn
medical|medical|整牙后不再龅牙|case-ningbo-yinzhou-2023-dental
citation|medical|祝贺东莞口腔医院再度荣膺Angelalign(时代天使)冠军医院荣誉|case-dongguan-2021-dental
absolute|medical|家门口的中国整形美容第一奢侈品牌|news-cnnb-2013-xiangshan
citation|general|防止信息泄密,发现数据篡改下行敏感数据审计专利技术|case-shanghai-yangpu-weidun
debatable|general|吸氢气、喝氢水、享氢福,吸氮气包治百病|news-xdkb-suzhou-gusu-hydrogen
state|general|少将中将不如麻将|news-guofang-deyang-teahouse
medical|drug|治疗高血压、高血糖,消除肺部结节|case-xiamen-siming-2022-xiongdan
medical|drug|2009年结肠癌做完手术,经过食用熊胆粉后,癌症指标下降|case-xiamen-siming-2022-xiongdan
debatable|drug|关于“伟哥”商标独占许可给金戈枸橼酸西地那非片使用的严正声明|case-guangzhou-huangpu-2021-baiyunshan
absolute|food|最完美的纯澈口感|case-shanghai-huangpu-2021-budweiser
absolute|food|最优质的纯天然原料|case-shanghai-huangpu-2021-budweiser
absolute|food|最苛刻的麦芽培育过程|case-shanghai-huangpu-2021-budweiser
citation|general|本公司的专利配方橡胶球|news-oron-2025-food-machinery
medical|food|南极磷虾油可抗肿瘤、对抗炎症、提高免疫力|case-nanjing-yuhuatai-2018-krill
medical|medical|注射用A型肉毒杆菌生物制剂|case-hangzhou-2021-h1-bulletin
realestate|real-estate|约15分钟到三环|case-chengdu-2022-top10
medical|medical|治疗青少年近视等慢性、疑难眼病,既可迅速提高视力又能维持较好的远期疗效|case-chengdu-2022-top10
safety|medical|中医治疗干眼病、小儿(近视、弱视、斜视),见效快,安全无副作用|case-chengdu-2022-top10
absolute|general|唯一一款只需涂抹就可以做到刮痧、拔罐、针灸、推拿|case-hubei-2022-third-batch
medical|general|痛经、月经不调、妇科炎症、宫寒、卵巢囊肿一次见效|case-hubei-2022-third-batch
citation|general|99.99%杀灭大肠埃希氏菌(婴儿服),97.56%杀灭可导致哮喘与过敏性皮炎、鼻炎的尘螨|case-hunan-2023-bulletin
debatable|real-estate|永顺新贵族都住某小区|case-hunan-2023-bulletin
citation|food|阻隔90%油脂,阻隔70%糖分,轻松狂瘦30斤,明星都在吃,25倍排油力|case-hunan-2023-bulletin-p1
medical|general|7天去疣,疣瘊问题有效解决,无效可退|case-hunan-2023-bulletin-p1
education|education|2024年湖南省公务员面试株洲校区共76人,其中小围通过率97.6%|case-zhuzhou-2025-bulletin
superstition|real-estate|好地段寸土寸金,漳浦城芯,千年文脉汇聚,千年来的风水宝地,历史上达官贵人,多造府于此|case-fujian-2023-third-batch
medical|general|直击痛症要害 妙方速除疼痛|news-quanzhou-2024-minsheng-ads
absolute|general|替代进口产品的最佳产品|case-quanzhou-2020-eight-cases
absolute|general|最好的密封效果和最长的寿命|case-quanzhou-2020-eight-cases
debatable|cosmetics|植发造林,21天长新发|case-henan-2018-second-issue
realestate|real-estate|紫峰步行街30-90平方米 铺铺带租约 即买即赚|case-quanzhou-2019-cases
realestate|real-estate|紫峰里古厝群大手笔拟建4A级景区|case-quanzhou-2019-cases
absolute|general|全球第一家电品牌;互联网零食第一品牌|case-quanzhou-2019-cases
absolute|general|最受欢迎的环保材料|news-putian-2016-monitoring
state|food|北京市政府接待指定用酒|case-henan-2017-first-issue
citation|food|保健养生 美容护肤 防伪正品 肯定排油素水果膳食纤维咀嚼片苹果醋酸减脂肪 厂家直供 国家认证品牌|case-henan-2017-first-issue
citation|food|老字号大盘鸡|case-henan-2017-first-issue
medical|medical|咱男人自己的医院 医保定点单位 治疗阳痿早泄 在湘亚 很简单 性功能检查只收58元|case-anhua-2025-75
medical|medical|男人心里苦 太短会自卑 太软会尴尬 太快会遭歧视 湘亚男科给男人最大的信心 扫码+关注 变强变持久|case-anhua-2025-75
medical|medical|专业诊疗 包皮包茎 阳痿早泄 前列腺疾病 泌尿感染 男性不育 性传播疾病|case-anhua-2025-75
medical|medical|【超声炮】双模式全层抗衰(眼周/法令纹/嘴角纹3选1)|case-wenzhou-longwan-2022-461
citation|education|中国关心下一代工作委员会等级认证|news-huichang-2023-training-ads
citation|education|主讲老师都是来自院校,教学经验丰富,成果斐然。|case-jiangsu-2021-education-ads
debatable|food|加多宝出品正宗凉茶,获准为国家级非物质文化遗产代表作|complaint-jiaduobao-feiyi
medical|medical|我们微针不剃发,植发根本就不用剃发,种上去的就是长发,随植随走,没有任何尴尬期。|news-163-2025-damai-hair
medical|medical|种植时间短、密度高、24H可洗头|news-163-2025-damai-hair-2
debatable|medical|一线城市植发量五连冠|news-163-2025-damai-hair-2
debatable|medical|毛囊存活率95%以上|news-ccreports-2022-hair-transplant
medical|food|可明显减轻肝细胞脂肪变性,改善肝组织损伤,促进体内酒精代谢|case-guangzhou-conghua-2022-70
medical|food|可以帮助增强男性性功能,提高男性血清睾酮水平,增强免疫力,恢复体力|case-guangzhou-conghua-2022-70
medical|drug|治疗男性早泄药男性阳痿男科用药|case-shanghai-putuo-2021-taiantang
medical|drug|调经舒肝健脾养血月经不调痛经治疗|case-shanghai-putuo-2021-taiantang
citation|food|还得经过二次发酵等109道工艺|case-chongqing-yubei-2022-tinghua
debatable|food|人第二天是精神的|case-chongqing-yubei-2022-tinghua
price|general|手提包专柜5折封顶|news-taobao-price-fraud-cases
medical|food|增强抵抗力、调节免疫力、促进铁吸收、抗病毒、抗细菌、抗真菌|news-gaoxian-2022-milk-powder
citation|health-food|国珍松花粉有提高免疫力功效|case-guangdong-2020-covid-ads
medical|drug|预防冠状病毒 早晚1粒维C泡腾片|case-guangdong-2020-covid-ads
citation|general|杀灭高达99.9%的细菌和病毒,除菌力是臭氧的1.9倍|case-guangdong-2020-covid-ads
realestate|real-estate|11分钟,乐享丰盛便捷生活|case-longyang-2025-111
realestate|real-estate|5分钟即见学校,读书更轻松|case-longyang-2025-111
realestate|real-estate|3分钟即见医院,健康守护|case-longyang-2025-111
ok-real|general|其他发表新品则包含如全新的13.2吋平板MatePad Pro,据介绍是全球首款柔性OLED平板|news-turnnews-huawei-2023
ok-real|general|TCL推出115英寸全球最大QD-Mini LED巨幕电视,以及搭载新一代护眼显示技术的手机、增强现实技术眼镜等产品。|news-xinhua-ces-2024
ok-real|general|作为全球最大的消费技术产业盛会之一,始于1967年的拉斯维加斯消费电子展一直是科技领域的开年重头戏|news-xinhua-ces-2024
ok-real|general|小米,这家备受关注的中国手机企业15日在北京召开新品发布会,公布了它的旗舰产品,首款超过2000元人民币的小米NOTE手机。|news-xinhua-xiaomi-2015
ok-real|general|当全球首款鸿蒙商用电脑在蓉城亮相时,其意义已超越单一产品的突破|report-chinabgao-chengdu-2025
ok-real|medical|3月29日,胡女士从深圳市第三人民医院康复出院。|news-thepaper-shenzhen-lung-2024
ok-real|medical|她是深圳首例肺癌术后的双肺移植患者,也是世界首例切除肺癌后又“换肺”的间质性肺病患者。|news-thepaper-shenzhen-lung-2024
ok-real|medical|四川大学华西医院耳鼻咽喉头颈外科为一名52岁的晚期喉癌患者成功实施了世界首例喉部6个器官联合移植手术。|news-gzdaily-huaxi-larynx-2023
ok-real|medical|至此,四川大学华西医院成为全世界单体医院喉移植量最多的单位。|news-gzdaily-huaxi-larynx-2023
ok-real|medical|据悉,崔先生是目前全球已开展的10例因新冠肺炎接受肺移植手术后,首位达到出院标准的患者。|news-xinhua-wuhan-lung-2020
ok-real|medical|承天顺化省中央医院成功开展第三例心脏移植手术|news-vn-hue-heart
ok-real|general|2023年,全国平均气温10.7℃,较常年(9.9℃)偏高0.8℃,为1961年以来最高,打破2021年10.5℃记录。|news-qdmw-climate-2023
ok-real|general|另据统计,2023年降水最多的站点是广西北海,累计为3233.6毫米,也是当地降雨最多的一年。|news-qdmw-climate-2023
ok-real|general|河南漯河最低气温达到31.9℃,打破当地观测史纪录。|news-heat-july-records
ok-real|general|夏季(6月至8月)平均气温达29.7摄氏度,是有记录以来最高。|news-xinhua-hk-obs-2023
ok-real|general|香港天文台于2023年7月27日录得全年最高气温36.1摄氏度,12月23日录得全年最低气温8.1摄氏度。|news-xinhua-hk-obs-2023
ok-real|general|世界气象组织发布的《全球气候状况临时报告》称,2023年为有气象记录以来最热的年份|mag-xwzk-climate-2024
ok-negation|food|切勿轻信“零糖”“零卡”“无添加”“不含防腐剂”等无事实依据、违反相关标准的广告内容|notice-jingjinji-51-2025
ok-negation|health-food|普通食品不得宣传疾病治疗功效,若遇涉及治疗功效话术,应妥善保存直播录屏|notice-shanghai-eggs-2025
ok-negation|health-food|认准“蓝帽子”标识及批准文号,切勿轻信“健康讲座”“特效神药”。|notice-shanghai-eggs-2025
ok-negation|general|不要轻信以“包治百病”“祖传手艺”“独家配方”等为幌子营销所谓的“神医”“神药”。|notice-zhangzhou-2024
ok-negation|general|酒类商品广告不得含有“特供”“专供”“内供”党政机关和军队等类似内容|notice-zhuhai-spring-2025
ok-notice|finance|理财产品具有投资风险:理财产品的投资收益与风险并存,投资者应充分了解产品的投资风险,谨慎决策是否购买该产品。|doc-360docs-bank-risk
ok-notice|finance|本金损失风险:在某些情况下,投资者可能会面临本金损失的风险。|doc-360docs-bank-risk
ok-real|general|本届奥运会上,世界纪录32项次被刷新,奥运会纪录125项次被改写,见证了奥林匹克运动新的历史篇章。|news-paris-olympics-records-2024
ok-real|general|瑞典天才杜普兰蒂斯以6米25的成绩夺冠,将自己保持的世界纪录提升了1厘米。|news-paris-olympics-records-2024
ok-real|general|最终,他凭借这一成绩拿到金牌,这也是巴基斯坦在本届奥运会上获得的首枚奖牌。|news-paris-olympics-records-2024
ok-real|general|女子400米决赛中,多米尼加选手保利诺跑出48秒17,打破了尘封28年的奥运会纪录。|news-paris-olympics-records-2024
ok-real|general|在去年的杭州亚运会上,中国游泳队夺得28金21银9铜,创造中国游泳队在单届亚运会上的历史最好成绩|news-zjol-worldrecord-contenders-2024
ok-real|general|温州小将潘展乐在男子100米自由泳决赛中游出了46秒97的成绩,成为历史上第五位、亚洲第一个突破47秒大关的人。|news-zjol-worldrecord-contenders-2024
ok-real|general|这也是中国选手首次在男子100米自由泳项目上打破世界纪录。|news-zjol-worldrecord-contenders-2024
ok-real|general|货物进出口总额同比增长5%,增速创6个季度以来新高。|news-peoplesdaily-gdp-q1-2024
ok-real|general|一季度,创新发展取得新成效,规模以上高技术制造业增加值同比增长7.5%,比上年四季度加快2.6个百分点。|news-peoplesdaily-gdp-q1-2024
ok-real|general|全国夏粮总产量13926万吨,比上年减少162万吨,下降1.2%,是历史第二高产年。|stats-nbs-q3-2016
ok-plain|general|Madama双层纱系列采用双层织造工艺,轻盈透气且加倍柔软,专为母婴设计。|shop-madama-gauze-367
ok-real|general|纯棉面料是以棉花为原料,经纺织工艺生产的面料,具有吸湿、保暖、耐热、耐碱、卫生等特点。|encyc-tftnews-shirt
ok-negation|health-food|此保健品不是药物,不能替代药物治疗。|tips-400316-healthfood-warnings-2023
ok-notice|health-food|本产品不能替代均衡饮食和健康生活方式。|qa-gaokaocn-healthfood-warnings
ok-notice|health-food|孕妇、哺乳期妇女、儿童及特定疾病患者应在医生指导下使用。|qa-gaokaocn-healthfood-warnings
ok-measure|health-food|储存于阴凉干燥处,避免阳光直射。|qa-gaokaocn-healthfood-warnings
ok-tip|general|消费者在网购时,请注意保留商品介绍页面截图、聊天记录、支付记录、合同等,均可作为消费维权证据。|tips-tianjin-cca-618-2023
ok-tip|general|不要被虚假折扣所迷惑,不要被明显低价所误导,对于促销商品按需购买,避免盲目选购、冲动消费。|tips-kuaibao-online-shopping
ok-tip|general|可对比促销前后的价格,警惕先涨价再打折、虚报特价揽客等行为|tips-shenzhen-cc-1111-2024
ok-negation|general|谨慎购买促销中的“不退不换”“特价商品”以及虚假广告低价商品、高额奖品等商品。|tips-gansu-cca-1111-2024
ok-negation|general|对主播关于质量、售后的承诺,通过录屏、截图留存证据,不轻信“根治疾病”等医疗功效宣传|tips-163-province-1111-2025
ok-negation|general|警惕“先涨后降”“虚标原价”等虚假促销。|tips-163-province-1111-2025
ok-negation|medical|不得宣传诊疗效果或者对诊疗的安全性、功效做保证性承诺。|notice-zhongshan-medbeauty-2022
ok-negation|medical|不得有虚假折价、虚假价格比较、不履行价格承诺、低标高结等价格欺诈行为。|notice-zhongshan-medbeauty-2022
ok-negation|medical|不得通过广告代言人或“推荐官”“体验官”等形式,以自己名义或者形象为医疗美容做推荐、证明。|notice-wuhan-medbeauty-20
ok-negation|real-estate|按照新指引要求,承诺“买房能落户”或房产会升值等10项内容禁止在房地产广告中出现。|news-beijing-realestate-guide-2024
ok-negation|real-estate|不得使用 “国家级”“最高级”“最佳” 等用语,不得含有升值或投资回报的承诺,不得以到达某一具体参照物的时间表示项目位置。|news-foshan-realestate-guide-2025
ok-notice|drug|用药三天后症状无改善,或出现其他症状,应去医院就诊。|label-120net-110677
ok-measure|drug|注意喷药时不要吸气,以防药粉进入呼吸道而引起呛咳。|label-120net-110677
ok-real|general|2017年5月5日,C919大型客机在上海浦东国际机场首飞成功|news-ifeng-c919-70firsts
ok-real|general|这意味着我国具备了研制一款现代干线飞机的核心能力,是我国航空工业的重大历史性突破。|news-ifeng-c919-70firsts
ok-real|general|3年后,长征五号进入初样研制阶段,并在中国首次实现了火箭全型号数字工程化应用。|news-ckxx-space-2020
ok-real|general|这是中国最大推力的新型运载火箭长征五号在第二次发射时失利后进行的首次飞行|news-peoplesdaily-os-space-2020
ok-real|general|“长征”第一次亮相的时间是1970年4月,“长征一号”成功发射“东方红一号”人造地球卫星,从而揭开了中国航天活动的序幕。|news-handmsg-longmarch-2013
ok-real|general|刘京山说,崂山是江北最早引进南茶的地区。|news-qingdao-laoshan-tea
ok-real|general|崂山年平均降雨量为650毫米,春季有干旱现象,相对湿度年平均为72%|news-qingdao-laoshan-tea
ok-plain|food|内质香气持久,滋味醇厚甘凉,汤色绿黄明亮,叶底嫩黄匀整。|shop-pinminghui-luyuan-maojian
ok-real|food|依据武夷岩茶国家标准(GB/18745—2006)武夷岩茶的分类如下|qa-biud-wuyi-yancha
ok-notice|drug|按照用法用量服用,有慢性病史者、小儿及年老体虚者不宜长期服用,应在医师指导下服用。|label-51zyzy-82fdea6apa
ok-notice|drug|有高血压﹑心脏病﹑肾病﹑糖尿病或正在接受其他治疗的患者均应在医师指导下服用。|label-bohe-22227611
ok-notice|drug|按照用法用量服用,服药过程中出现不良反应应停药,并向医师咨询。|label-bohe-22227611
ok-notice|drug|本品为外用药,禁止内服。|label-xataih-honghuayou
ok-notice|drug|切勿接触眼睛、口腔等黏膜处。|label-xataih-honghuayou
ok-measure|drug|溃前涂药宜厚,溃后涂药宜薄。|label-hkzww-56881
ok-notice|finance|投资者必须明确:所有基金产品均不承诺保本保收益,历史业绩不代表未来表现。|edu-puhao-fund-first-lesson
ok-negation|finance|另外如“稳赚不赔”、“高收益零风险”等话术,违反《证券投资基金销售管理办法》。|edu-puhao-fund-first-lesson
ok-negation|finance|监管明确禁止基金宣传 “保本”“无风险”“收益稳” 等表述|qa-jiantou8-fund-ads-2025
ok-negation|cosmetics|当事人销售上述产品宣传“抗敏祛痘”内容的行为,违反《广告法》第十七条的规定,构成了在广告中使用医疗用语的行为。|news-cqn-shanghai-qingpu-2022
ok-negation|cosmetics|乌苏市市场监督管理局查处某店在非医疗、药品、医疗器械广告宣传中使用治疗疾病医疗用语且销售超过使用期限的化妆品|case-wusu-2024
ok-real|general|成都大熊猫繁育研究基地每年接待超过300万游客,成为最受欢迎的旅游景点之一。|encyc-drbdp-panda
ok-real|general|熊猫属于一级保护动物,是中国特有的珍稀物种。|encyc-gzjll-panda
ok-real|general|熊猫属于国家一级保护动物,也是世界自然保护联盟红色名录中的濒危物种。|encyc-kfkhr-panda
ok-real|general|大熊猫已在地球上生存了至少800万年,被誉为“活化石”和“中国国宝”,世界自然基金会的形象大使,是世界生物多样性保护的旗舰物种。|encyc-renwendu-panda
ok-real|general|他的面包工作室不足10平方米,每天要产出100至300只面包,品类涵盖当下流行的恰巴塔、乡村欧包、吐司等30多种。|news-fengxian-kiln-bread
ok-tip|general|确认不锈钢部位有“304”或“316”钢印。|tips-shucheng-cup-2025
ok-real|general|316不锈钢的品质优于304,多了金属钼,耐腐性能更好|tips-shucheng-cup-2025
ok-real|general|2025年,厦门市市场监督管理局组织抽查了不锈钢真空杯产品10批次,涉及10家销售企业。|notice-xiamen-cup-check-2025
ok-measure|general|不要装得太满:特别是热水,液面离杯口至少留出2-3厘米距离,防止盖上盖子时热水因热胀而喷溅出来。|notice-xiamen-cup-check-2025
ok-tip|general|同容量下,优质真空杯因真空层和扎实用料,手感通常更沉。|notice-xiamen-cup-check-2025
ok-measure|general|为防止异味及污渍的产生,使用后请清洗干净并使其干燥。|doc-3dmxku-cup-standard
ok-real|drug|2010年版《中国药典》是新中国成立以来第9版药典,于2010年7月1日起正式执行.|doc-bdocx-pharmacopoeia-2010
ok-negation|device|含有“包治”、“根治”“完全无毒副作用”等字眼的,都属于夸大宣传,切忌轻信。|news-gd-fda-electrotherapy-2015
ok-tip|device|消费者在购买医疗器械时一定要索取发票。|tips-hssyj-device-five
ok-negation|device|该产品经检验不合格,属非法产品,说明书中标示有“可预防近视,辅助治疗假性近视”字样。|news-jinwanbao-shikangyi-2014
ok-real|device|获准上市的医疗器械都会有一张注册证或备案凭证。|news-xinhua-device-week-2020
ok-negation|device|有一些普通商品宣传治疗功效混淆视听,如增高仪、减肥仪等|notice-pos111-device-week
ok-plain|food|招牌菜剁椒鱼头,红红的辣椒看着就相当有食欲,吃着真是辣的很过瘾,鱼肉鲜嫩,相当有味。|guide-enorth-restaurants-2013
ok-plain|food|它家的蜜汁串烧虾是用锡纸包裹的,将虾穿在竹签上,有一种烤虾的味道,虾皮酥脆|guide-enorth-restaurants-2013
ok-real|general|《六姊妹》首轮播出期间每集平均收视率高达4.349%,成功登顶CVB电视剧收视率排行榜|news-liuzimei-ratings-2025
ok-real|general|在一季度央视黄金时段收官电视剧收视排行榜上,爱奇艺出品的《狂飙》以2.501%的每集平均收视率占据榜首|news-cnstock-tv-q1-2023
ok-real|general|北京白家大院位于海淀区苏州街29号,原是礼亲王府花园。|news-midautumn-restaurants-2015
ok-title|general|《第一炉香》是由许鞍华执导,张爱玲、王安忆编剧,马思纯俞飞鸿彭于晏张钧甯等人主演的爱情剧情电影|encyc-baikehk-diyiluxiang
ok-real|general|自上映第四天起,电影《第一炉香》连续四天上座率第一,单日票房持续上涨|news-starshang-diyiluxiang-2021
ok-title|general|据悉,《第一炉香》是许鞍华在大银幕上改编的第三部张爱玲的作品。|news-chunmeifan-diyiluxiang
ok-title|general|《第一炉香》由许鞍华导演,改编自张爱玲的成名作《沉香屑·第一炉香》。|news-dxbei-diyiluxiang-2021
ok-measure|food|成熟的沙田柚单果重量一般在500克到1500克之间,果皮厚度约1厘米|encyc-drbdp-shatianyou
ok-real|food|莆田枇杷以其果实大、外观艳丽、肉多味甜、早熟、耐贮运等特点闻名遐迩,是国家地理标志产品。|guide-bkwk-putian-fruit
ok-real|food|拿一颗在鼻尖一闻,能闻到一股桂花香味,壳薄易剥离,果肉香甜,核非常小,实属上等品。|news-guo68-lychee-xiasha
ok-real|medical|12月27日上午,市人民医院肿瘤科病房楼投入使用。|news-dengfeng-hospital-ct
ok-real|medical|值得一提的是,文山州还率先在省内引进了移动CT巡诊车。|news-wenshan-devices
ok-real|medical|1989年,全市各级医疗机构有床位2733张。|gazetteer-zhoushan-1989-2005
ok-notice|finance|本理财计划是高风险投资产品,您的本金可能会因市场变动而蒙受重大损失,您应在对相关风险有充分认识基础上谨慎投资|news-qlwb-yantai-wealth-2010
ok-negation|finance|商业银行不得承诺或变相承诺除保证收益以外的任何可获得收益。|news-qlwb-yantai-wealth-2010
ok-negation|finance|部分宣传可能只是简单提及“投资有风险”,而没有详细说明产品可能面临的具体风险。|news-paoku-bank-slogans-2025
ok-real|drug|此类药品不能在大众媒体(如电视,报刊等面向大众的)做广告,但是可以在专业期刊(如药学学报等)上面做广告。|qa-uczhidao-rx-ads
ok-real|cosmetics|手工肥皂是由油脂、碱液、水共同起皂化反应的结果,皂化反应后就会变成甘油和皂基。|guide-yxlady-handmade-soap-2022
ok-measure|general|比如购买了一件羽绒服,填充物是90%的白鸭绒以及10%的白羽毛,就表明这件衣服的含绒量为90%。|guide-100ye-downjacket
ok-tip|general|当决定购买一件羽绒服的时候,也一定要先看看衣领上系着的产品标签|guide-100ye-downjacket
ok-tip|general|一般城市里日常通勤550~700的蓬松度就足够了。|guide-qydsj-downjacket
ok-measure|general|一般来说,含绒量高于90%的羽绒服可以称之为高含绒量羽绒服,保暖性能优异。|guide-huirenwang-downjacket
ok-plain|general|活动期间,爱就推门会员顾客凭卡到原发卡店领取精美新年礼物一份,每卡仅限使用一次。|plan-duanwen-spring-promo
ok-plain|general|活动期间,全场部分特价商品七—八折酬宾。|plan-duanwen-spring-promo
ok-real|general|除医疗、药品、医疗器械广告外,禁止其他任何广告涉及疾病治疗功能,并不得使用医疗用语或者易使推销的商品与药品、医疗器械相混淆的用语|case-qingxin-2025-bulletin
ok-real|general|清远市清新区市场监督管理局坚持广告市场线上线下一体化监管,聚焦“一老一小”、药品、保健食品、“网红食品”等与群众切身利益紧密相关的民生领域|case-qingxin-2025-bulletin
ok-tip|device|如果找不到注册证号,无法判断其合法性,则不能购买。|news-xinhua-device-week-2020
`;

export const FRESH_SET: readonly LabelledCase[] = RAW.split("\n")
  .filter((line) => line.trim())
  .map((line) => {
    const [kind, industry, text, source] = line.split("|");
    if (!kind || !industry || !text || !source) throw new Error(`bad fresh row: ${line}`);
    return { part: "held-back", round: 7, kind: kind as LabelledKind, industry: industry as IndustryKey, text, source };
  });
