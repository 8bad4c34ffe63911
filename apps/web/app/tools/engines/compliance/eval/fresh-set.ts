/**
 * A fresh set nobody tunes on (compliance/README.md, "Quality and speed"; decision 009, "Update, round 8"):
 * 324 sentences quoted from outside material — penalty decisions and case bulletins, news, hospital news,
 * labels, regulators' notices and platform rules — by six sessions that never ran the engine, from pages no
 * earlier row comes from; 40 % of those sessions' sources (by the FNV-1a hash of the source key) were kept here,
 * the rest joined the labelled set as round 8, so that no page has sentences on both sides. They are kept
 * apart from labelled-set.ts so that no fold ever prints one of them: the bench prints their figures only, as
 * the closest thing here to the independent set the team keeps. Never tune on them; when the engine is changed
 * from what they show, move them into the labelled set (their part by its hash) and start a new fresh set.
 * (The first fresh set, round 7, is now labelled-set.ts's `#@round 7`.) Below `#@round 10`: 209 more rows
 * (21 debatable) kept the same way from round 10's six collectors (decision 009, "Update, round 10"); below
 * `#@round 11` and `#@round 12`: 285 and 149 more (18 and 15 debatable) from seven collectors each, split by the
 * page's URL so that two collectors quoting one page stay on one side (decision 009, "Update, rounds 11 and 12").
 * Below `#@round 13`: 123 more (18 debatable) kept the same way from seven collectors (decision 009, "Update,
 * round 13"); below `#@round 14` to `#@round 25`: 111, 19, 154, 210, 126, 90, 132, 133, 123, 101, 67 and 49 more
 * the same way (decision 009, "Update, rounds 14 and 15", "Update, rounds 16 to 18", "Update, rounds 19 and 20",
 * "Update, rounds 21 to 23", "Update, rounds 24 and 25"). Each round was scored before any change made from it; the
 * bench prints the rounds apart and together. 2,405 rows (213 debatable), 1,264 sources.
 *
 * One row per line: kind | industry | text | source (kinds and industries as in labelled-set.ts).
 */
import type { IndustryKey } from "../types";
import type { LabelledCase, LabelledKind } from "./labelled-set";

/** Sources, as the search tool's stored copy read on 2026-11-29. */
export const FRESH_SOURCES: Record<string, { title: string; url?: string }> = {
  "c1-case-hefei-2023-huamei": {
    title: "合肥市市场监督管理局行政处罚决定书:合肥华美整形外科医院有限公司发布虚假广告案(2023,转载)",
    url: "https://www.yashilingao.com/xinwenzixun/xingyexinwen/246.html",
  },
  "c1-news-yingcheng-2022-hypertension": {
    title: "应城市人民医院医院新闻:开展全国高血压日义诊(2022-10-08)",
    url: "http://www.wfshuangyi.com/detail_3083.html",
  },
  "c1-news-sijing-2021-diabetes": {
    title: "上海市松江区泗泾医院新闻:联合国糖尿病日爱心义诊活动(2021-11-14)",
    url: "http://536538.e120.com.cn/hospital/news/2493.html",
  },
  "c1-news-shijiazhuang-2012-aiyari": {
    title: "河北新闻网(转载):“全国爱牙日”石家庄举办口腔健康知识大型宣传活动(2012-09-20)",
    url: "http://m.yadashi.com/Info/20129/21395.Shtml",
  },
  "c1-news-qinghai-2026-hocm": {
    title: "新闻摘要:青海省心脑血管病专科医院首次施行经心尖不停跳心肌旋切手术(2026-01)",
    url: "https://huizutj.com/richangshenghuo/2026/01/15/gaoyuanxinzangweichuangxinlu",
  },
  "c1-news-cwomen-2024-minsheng-ad-action": {
    title: "中国妇女报(转载):市场监管总局开展民生领域广告监管专项行动(2024-04)",
    url: "https://shfy688.com/html/xinwendongtai/xingyexinwen/3853.html",
  },
  "c1-case-linxiang-2024-liliaoguan": {
    title:
      "湖南日报·新湖南:临湘市市场监督管理局 理疗馆组织老年人会销虚假宣传被罚35万元(2024民生领域“铁拳”典型案例第二批,2024-11-20)",
    url: "https://hunantoday.cn/news/xhn/202411/21337897.html",
  },
  "c1-news-zhijiang-2024-yangsheng-check": {
    title: "枝江融媒:五柳树市场监管所开展养生保健服务行业专项检查(2024-06-28)",
    url: "http://m-zhijiang.cjyun.org/p/56340.html",
  },
  "c1-case-jincheng-2024-yameidi": {
    title:
      "晋城市市场监督管理局行政处罚决定书 晋城市监处罚〔2024〕29号(晋城牙美迪口腔医疗服务有限公司未取得医疗广告审查证明发布医疗广告)",
    url: "http://scjgj.jcgov.gov.cn/ztzl_28849/xzcf/202409/t20240904_2029263.html",
  },
  "c1-doc-shanghai-medbeauty-consent": {
    title: "上海市医疗美容质量控制中心推荐(第二版):眼、眉部美容手术术前告知暨知情同意书(文库转载)",
    url: "https://360docs.net/doc/571135447.html",
  },
  "c1-doc-yzwku-plastic-consent": {
    title: "优知文库:医美整形注射美容手术同意书(整形美容手术同意书总则)",
    url: "https://m.yzwku.com/doc/1516227.html",
  },
  "c1-news-hrbmu-sanfutie": {
    title: "医院官网(hrbmush.edu.cn)中医科科室动态:一年一度的三伏贴来啦(注意事项)",
    url: "https://www.hrbmush.edu.cn/info/1796/9115.htm",
  },
  "c1-news-bjnews-2025-sanfutie": {
    title: "新京报(reportify转载):三伏贴开敷,并非所有人都适用(北京中医医院介绍,2025-07-21)",
    url: "https://reportify.cn/news/1144570977192120320",
  },
  "c1-notice-ruc-hospital-2023-sanfutie": {
    title: "中国人民大学校医院通知:关于开展2023年冬病夏治穴位贴敷(三伏贴)预约工作的通知(禁用与慎用人群)",
    url: "http://xyy.ruc.edu.cn/tzgg/9460c3e77f87473e8959998bb931bbf4.htm",
  },
  "c1-ref-qebk-2024-prostatitis": {
    title: "前列腺炎科普:男科病患者多从广告中认识疾病(2024-06-26)",
    url: "http://m.qebk.com/xing/b5d76cded8ae406356fa75fbe2c4605d.html",
  },
  "c1-ref-120xk-prostate-myths": {
    title: "120新康网科普:前列腺疾病常见误区与事实",
    url: "http://mjs.120xk.com/gyby/4221.html",
  },
  "c1-ref-wwwby29-2017-prostatitis-ad": {
    title: "健康科普:治疗前列腺炎 别让广告迷惑你(2017,繁转简)",
    url: "http://www.wwwby29.com/dzjk/nrsj/cjjb/qlx/zlcs/20170630/791886.html",
  },
  "c1-news-putian-2025-beauty-ad-tip": {
    title: "中国消费者报(转载):莆田市市场监管局提醒美容行业规范广告宣传",
    url: "http://2829.luoby.com/news/4e3399962.html",
  },
  "c1-case-beijing-2023-medbeauty-8cases": {
    title:
      "北京青年报(转载):北京市市场监管局集中曝光8起医疗美容典型案例(北京西美医疗美容门诊部价格违法,北京市市场监管综合执法总队罚款6万元,2023-02-17)",
    url: "http://ce.cjcn.com/ce/20230217/021730816.html",
  },
  "c1-news-dzwww-2021-samr-medbeauty-cases": {
    title: "大众网法治:市场监管总局公布10起医美领域反不正当竞争典型案例(2021-10)",
    url: "http://fazhi.dzwww.com/xwdc/202110/t20211029_11659926.htm",
  },
  "c1-news-meishan-regional-center": {
    title: "新闻(转载,繁转简):四川首家国家级区域医疗中心落地眉山",
    url: "http://m.gzydxx.com.cn/Post/8daddb098890d9e",
  },
  "c2-haikou-meilan-jiaosu-2025": {
    title: "南海网:宣传普通食品具有预防疾病功能 海口一商家被处罚(美兰市监局处罚“沙棘益菌酵素”,海口中院二审)",
    url: "https://whhmx.com/blue-bull-college/4940.html",
  },
  "c2-nmpa-yagao-2022-02": {
    title: "国家药品监督管理局消费提示:牙膏不能治疗疾病(2022-02-09)",
    url: "http://0898hyjj.com/xwdt/xfjs/hzp/content/post_3812368.html",
  },
  "c2-nanjing-pukou-yagao-2024": {
    title: "扬子晚报:牙膏能抑制幽门螺杆菌?南京浦口区市场监管局检查牙膏经营(2024-10)",
    url: "http://124.42.81.250:8082/e-mobile/app/system//userselect/main.php?Aq5W=8.html",
  },
  "c2-cfsn-chongming-songhuafen-2025": {
    title: "中国食品安全网:上海市崇明区市场监管局处罚老年保健品虚假宣传案(2025-12)",
    url: "https://cfsn.cn/news/detail/518/324784.html",
  },
  "c2-haiyan-shelao-2025": {
    title: "海盐县“涉老”虚假宣传典型案例公示(第一期),海盐县市场监督管理局",
    url: "https://dz.ihaiyan.ren/archiver/tid-10476481.html",
  },
  "c2-samr-shelao-seven-2025": {
    title: "市场监管总局公布七起老年人药品保健品虚假宣传案例(2025-10)",
    url: "http://www.dsblog.net/article/view/id/102415/page/2",
  },
  "c2-ningbo-fenghua-heicha-2024": {
    title: "【市场档案袋】“抗癌黑茶”?虚假宣传,违法!(宁波奉化区市场监管局案例,2024-04)",
    url: "https://m.ryxmt.com.cn/food/438045.html",
  },
  "c2-wenling-maka-kafei-2025": {
    title: "中国消费者报:宣称玛咖虫草咖啡“具有壮阳补肾功效”被温岭市市场监管局罚20万元",
    url: "http://www.xolri.cn/html/94e6999836.html",
  },
  "c2-bjbusiness-sanfutie": {
    title: "北京商报:网购“三伏贴”多为普通日用品却暗示疗效",
    url: "http://www.gdmsci.cn/blog/HeCVwSd4Dv0o.html",
  },
  "c2-v5jz-linxiayou-piyao": {
    title: "科学辟谣:南极磷虾油是“万能神油”?(2024-11)",
    url: "http://v5jz.com/index.php/companynews/445.html",
  },
  "c2-tengxian-2022-53": {
    title: "广西梧州藤县市场监督管理局行政处罚决定书 藤市监处罚〔2022〕53号(五黑绿壳乌骨蛋广告)",
    url: "http://bid.caigoupt.com/info-212804531.html",
  },
  "c2-nanjing-xiezihao-tip-2023": {
    title: "别拿医用敷料当面膜(南京市市场监督管理局提醒,2023-09)",
    url: "http://www.khwjg.com/kuylwz/112.html",
  },
  "c2-yyjjb-mianmo-2025": {
    title: "医药经济报:认清面膜“身份证”(广东省药品监督管理局事务中心,2025-03-17)",
    url: "http://www.yyjjb.com.cn/yyjjb/202503/202503171049194919_21038.shtml",
  },
  "c2-shanghai-pudong-fengtian-2022": {
    title: "洗发液因宣传“生发”被罚:浦东新区市场监督管理局处罚百互润贸易(上海)有限公司丰添防脱发洗发液",
    url: "http://meifawu.net/?id=831",
  },
  "c2-shanwei-baojian-jiangzuo-2025": {
    title: "汕尾市市场监督管理局“科学认识保健食品”科普讲座(2025-12-27)",
    url: "http://www.shanwei.gov.cn/swscjdglj/zwdt/tpxw/content/post_1197184.html",
  },
  "c2-zigong-rongxian-tianma-2025": {
    title: "自贡融媒:荣县市场监管局查处罗某会议营销虚假宣传案(天麻粉、羊乳粉,2025-09)",
    url: "https://www.zgm.cn/content/69afb5b91e6af",
  },
  "c2-guangxi-xujia-guanggao-2020": {
    title: "广西壮族自治区市场监督管理局公布一批虚假违法广告典型案例(天峨县金桂元食品有限公司案,2020-11)",
    url: "http://www.okhy.cn/news/show-40340.html",
  },
  "c2-shanghai-gongshang-gonggao-3": {
    title: "上海市工商局第3号整治虚假违法广告公告(丽姿胶囊、脑力键等12例)",
    url: "http://m.xtgtda.com/news/detail.php?id=49432",
  },
  "c2-shanghai-lanpan-yishengjun-2023": {
    title: "微信小程序卖益生菌声称疗效被罚10万(上海市市场监管局“铁拳”第七批,上海兰畔国际贸易有限公司,2023-10)",
    url: "http://m.6871487.cn/a/20231010/91309",
  },
  "c2-shanghai-pudong-yakult-2021": {
    title: "星岛:称益生菌防治新冠有重要作用 上海益力多遭浦东新区市场监督管理局罚45万(2021-09)",
    url: "https://std.stheadline.com/realtime/article/1707635/即時-china-稱益生菌防治新冠有重要作用-上海益力多遭罰45萬",
  },
  "c2-karamay-jidan-2025-30": {
    title: "克拉玛依区市场监管局2025年行政处罚信息公开表 克区市监迎宾所妆处罚〔2025〕30号(和家乐广场)",
    url: "https://www.klmyq.gov.cn/klmyq/xzcfxxgkzl/202506/ae48ea5a6e0c4f53b8c70c292be14d64.shtml",
  },
  "c2-jianke-jiangyabifeng-label": {
    title: "健客网:降压避风片说明书",
    url: "https://jianke.com/a/20150611/1664060.html",
  },
  "c2-xgys-dierliuzhuo": {
    title: "盐酸地尔硫䓬缓释胶囊是处方药吗(2025-01)",
    url: "https://xgys.cn/medicine/news/590714.html",
  },
  "c2-meishan-pengshan-2022-239": {
    title: "眉山市彭山区市场监督管理局行政处罚决定书 眉彭市监处罚〔2022〕239号(眉山市彭山区国心按摩店)",
    url: "https://www.scps.gov.cn/info/2290/101128.htm",
  },
  "c2-shaoguan-zhenjiang-2022-399": {
    title: "韶关市浈江区市场监督管理局行政处罚告知书公告 市监罚告〔2022〕399号(韶关市健森贸易有限公司)",
    url: "http://www.sgzj.gov.cn/zfxxgkml/scjgj/content/post_2304706.html",
  },
  "c2-guangzhou-baiyun-2020-102": {
    title: "广州市白云区市场监督管理局行政处罚决定书 穗云市监处字[2020]102号(广州欧博化妆品有限公司)",
    url: "http://inci2021.cn/wenshu/result.php?id=547+",
  },
  "c2-liaoning-baojian-tip-2025": {
    title: "辽宁省市场监管局发布保健食品消费提示(2025-01)",
    url: "http://www.hbcasj.com/socialgd/10000169/20250304/48040115_1.html",
  },
  "c2-vhsu-qixie-kepu-2024": {
    title: "健康资讯:医疗器械知识小科普(2024-11-06)",
    url: "http://vhsu.com.cn/new-20241106093903.html",
  },
  "c2-sanya-yuyou-2019": {
    title: "三亚日报:发布保健食品违法广告 三亚一药店被三亚市市场监督管理局罚1.5万元(2019-08)",
    url: "http://m.zgzxcmw.com/sanya/201908/91108.html",
  },
  "c2-samr-jinshi-tongzhi-2021": {
    title: "市场监管总局严打儿童青少年近视防控产品虚假违法营销宣传(微言教育,2021-11)",
    url: "http://shadafang.com/a/2021/1111/sh1598523.html",
  },
  "c2-chifeng-tiequan-2022-2": {
    title:
      "赤峰市市场监管局“铁拳”行动典型案例(第二批)暨打击整治养老诈骗专项行动典型案例(赤峰某健康管理服务有限公司虚假宣传案,2022-10)",
    url: "http://www.yhjxwang.com.cn/hot/2022-10-24/14322.html",
  },
  "c2-shanxi-yanglao-2022": {
    title:
      "中国长安网:山西省市场监管局公布10起打击整治养老诈骗专项行动典型案例(方山县某健康服务中心虚假宣传案,2022-09)",
    url: "http://finance.ce.cn/money/202209/27/t20220927_38130707.shtml",
  },
  "c2-fuzhou-shilikangyang-2022": {
    title: "中国消费者报:宣称21天摘掉眼镜 福州“视力康养”被鼓楼区市场监管局立案查处",
    url: "http://www.shscv.cn/html/50e299929.html",
  },
  "c2-shanghai-qingjie-2023": {
    title:
      "中国网财经:上海市市场监督管理局公布2023年第一批虚假违法广告典型案例(清界光学科技(上海)有限公司被罚152万余元)",
    url: "https://www.baogao.com/chanjing/98c44b1a-c07c-4bf9-806e-6c15c1a1320d.html",
  },
  "c2-guangzhou-huangpu-xiangxue-2021": {
    title: "中国市场监管报:这凉茶能防新冠?广东香雪医药有限公司被广州市黄埔区市场监管局罚款30万元(粤抗1号凉茶)",
    url: "https://freewechat.com/a/MzA4NjcxNjkzNw==/2652013837/{{href}}",
  },
  "c2-cfda-2016-liuqi-tianma": {
    title: "中国经济网:食药总局曝光“天麻追风膏”等六起虚假宣传广告(2016-04)",
    url: "http://bbs.nongli.net/TopicOther.asp?BoardID=19&id=71226&t=5",
  },
  "c2-shizuishan-baojian-2022": {
    title: "中国食品报网:宁夏石嘴山市场监管局开展保健品市场专项整治(消费提醒,2022-02)",
    url: "http://svs3.cn/scjd/20220218/95105.html",
  },
  "c3-haidian-baidu-2017-2286": {
    title:
      "北京市工商局海淀分局 2017年第2286号行政处罚决定书（北京百度网讯科技有限公司 发布含迷信内容广告，人民网报道转载）",
    url: "http://info110.com/22199.html",
  },
  "c3-kxwhcb-meihua-31": {
    title: "第九届中国戏剧奖·梅花表演奖、曹禺剧本奖获奖名单公布",
    url: "http://www.kxwhcb.com/newsDetail_forward_23169836",
  },
  "c3-anhui-2023-realestate-guide": {
    title: "大皖新闻 安徽规范房地产广告行为：重点查处房源宣传赠送面积",
    url: "http://www.jingxunwang.com.cn/house/article/index/70576",
  },
  "c3-sh-2007-collectible-notice": {
    title: "文汇报 上海市工商局公布收藏品广告“五个不得”细化标准（2007，北京金币网转载）",
    url: "http://zgjb.com/11/dispbbs.asp?boardid=84&id=58886&move=next",
  },
  "c3-lingbi-2024-exam-tip": {
    title: "灵璧县市场监管部门 高考中考相关商业广告提醒告诫",
    url: "https://www.lingbi.gov.cn/public/6627011/162562421.html",
  },
  "c3-dyhjw-2019-coin": {
    title: "第一黄金网 中国人民海军成立70周年！深海币真的要来了？小心中了圈套",
    url: "http://www.dyhjw.com/gold/20190514-57600.html",
  },
  "c3-ccbczpx-coin-statement": {
    title: "中国金币总公司 关于“世博熊猫·熊猫金币”声明（转载）",
    url: "http://ccbczpx.com/News/qbqbcx/17_5_49_327.html",
  },
  "c3-zhangdian-2025-edu-tip": {
    title: "张店区教育和体育局 校外培训消费警示（网易号转载）",
    url: "https://www.163.com/dy/article/JS4UL0UG0530JPVV.html",
  },
  "c3-qlwb-2013-jinan-edu": {
    title: "齐鲁晚报 发虚假广告致学生退学 辅导机构必须全额退款（2013）",
    url: "https://epaper.qlwb.com.cn/qlwb/content/20130126/ArticelB01003FM.htm",
  },
  "c3-ntdtv-2021-yetan": {
    title: "上海市场监管局 2021民生领域“铁拳”第六批典型案例：上海叶檀金融信息服务工作室发布违法广告案（新唐人报道）",
    url: "https://cn.ntdtv.com/b5/2021/11/17/a103271115.html",
  },
  "c3-zhijiang-2015-mao": {
    title: "中新网 湖北一餐馆用毛主席形象和语录打广告被罚（枝江市工商局）",
    url: "https://wuhan.baogaosu.com/xinwen/%E4%B8%80%E9%A4%90%E9%A6%86%E7%94%A8%E6%AF%9B%E4%B8%BB%E5%B8%AD%E5%BD%A2%E8%B1%A1%E5%92%8C%E8%AF%AD%E5%BD%95%E6%89%93%E5%B9%BF%E5%91%8A/36151474",
  },
  "c3-icswb-2024-hunan": {
    title: "长沙晚报 拿公职人员“打广告”，罚你没商量（2024）",
    url: "https://icswb.com/h/168/20240411/865883.html",
  },
  "c3-xdkb-2006-leader": {
    title: "北京晨报 国家工商总局严查广告中使用党和国家领导人名义（现代快报转载）",
    url: "http://dz.xdkb.net/old/html/2006-09/07/content_47370463.htm",
  },
  "c3-66fvip-suanming": {
    title: "NBS新品略 央视起底“算命”乱象评论（转载）",
    url: "http://m.66fvip.com/11715.html",
  },
  "c3-cnnb-2018-70city": {
    title: "宁波日报（新华社）国家统计局发布7月份70个大中城市商品住宅销售价格变动情况（2018）",
    url: "http://daily.cnnb.com.cn/dnsb/html/2018-08/17/content_1123289.htm?div=-1",
  },
  "c3-zkxhgk-2011-70city": {
    title: "国家统计局 2011年7月份70个大中城市住宅销售价格变动情况（转载）",
    url: "http://www.zkxhgk.com/jm/hgjj/201108/t20110818_1968176.htm",
  },
  "c3-fmprc-2022-1027": {
    title: "外交部 2022年10月27日外交部发言人毛宁主持例行记者会",
    url: "http://foreignjournalists.fmprc.gov.cn/wjdt_674879/fyrbt_674889/202210/t20221027_10792929.shtml",
  },
  "c3-fujian-2024-batch2": {
    title: "福建省市场监管局 广告不得有下列情形——福建发布2024年第二批虚假违法广告典型案例（转载）",
    url: "https://bbthy.net/biz/6995.html",
  },
  "c3-sina-2020-qingdao-cbirc": {
    title: "新浪 “朋友圈”卖保险，勿踩“红线”！国华人寿被罚15万元",
    url: "https://cj.sina.com.cn/articles/view/5977787349/1644dcbd500100qydn",
  },
  "c3-bxlex-2026-tougu": {
    title: "界面新闻 投顾机构承诺高额收益的误导性宣传成监管整治重点（2026）",
    url: "http://bxlex.com/post/42695.html",
  },
  "c3-jiemian-2025-tougu": {
    title: "界面新闻 年内超百张罚单砸向投顾机构（网易号转载）",
    url: "https://www.163.com/dy/article/KHVPJFD005568W0A.html",
  },
  "c3-crfutu-2023-jianpai": {
    title: "国新国证期货 “非法证券网上信息内容治理”专栏：警惕非法荐股、股市黑嘴",
    url: "https://crfutu.com.cn/tzzjy/tzzbh/2023/04/f5b6135889ba4d6a9477d1f87b733988.htm",
  },
  "c3-sftreasury-2025-feiji": {
    title: "2025年“防范非法金融活动宣传月”之非法集资宣传",
    url: "https://www.sf-treasury.com/virtualpath/static/page/195.html",
  },
  "c3-51co-2019-feiji": {
    title: "市处置非法集资工作领导小组办公室 严防非法集资诈骗八种典型套路",
    url: "http://www.51co.com.cn/guidangzhuanti/shce/zswd/201905/t20190530_435841.html",
  },
  "c3-liaocheng-2023-feiji": {
    title: "聊城市人民医院 防范非法集资宣传月（2023）",
    url: "http://www.cctzhe.com/keputiandi/2023-06-28/9486.html",
  },
  "c3-mentougou-2020-xishan": {
    title: "中国经济网 西山燕庐楼盘涉嫌违反广告法 绿城中交收监管处罚书（北京市门头沟区市场监管局，2020）",
    url: "http://www.ykmddc.com/zixun/redian/2020/0408/49797.html",
  },
  "c3-tjyun-2020-zhangqiu": {
    title: "齐鲁网 私设地铁站牌宣传楼盘 济南一开发商被罚49万",
    url: "http://www.tjyun.com/system/2020/10/20/050571149.shtml",
  },
  "c3-dingxinwen-2025-exam": {
    title: "顶端新闻 市市场监管局提示规范高考中考期间广告活动（2025）",
    url: "https://m.dingxinwen.cn/detail/400AD3E741B94B72BE65933692C454BC?categoryId=-2",
  },
  "c3-xujiqing-beijing-gaokao": {
    title: "北京高考首日 工商干部守护考点周边市场秩序（报道）",
    url: "http://m.xujiqing.cn/s4177938.html",
  },
  "c3-hkcw-2025-baoding": {
    title: "保定“中考突击班”30万元签约价广告调查（报道，2025）",
    url: "http://www.hkcw.cn/article/bvIIniiWef.shtml",
  },
  "c3-zgcjpx-2020-bank-recruit": {
    title: "农商银行2020年招聘公告（资格条件）",
    url: "http://m.zgcjpx.com/nxszp/zkzx/gg/137534_2.html",
  },
  "c3-ahdlqz-bank-jobs": {
    title: "银行岗位职责与招聘信息全解析",
    url: "http://ahdlqz.com/post/288.html",
  },
  "c3-guangzhou-2021-batch1": {
    title: "广州市市场监管局 2021年第一批虚假违法广告典型案例（金地·香山湖，报道转载）",
    url: "http://house.cj18.com.cn/15305.html",
  },
  "c3-digipub-2026-gongkao": {
    title: "省市场监管部门 公务员考试培训广告合规提示（2026年度考录，转载）",
    url: "http://www.digipub.cc/dy/article/KNMF26U105509CWX.html?spss=dy_author",
  },
  "c3-changde-2023-youdai": {
    title: "常德市 军人军属、退役军人和其他优抚对象优待目录清单（2023）",
    url: "https://thy.changde.gov.cn/slzq/tzgg1__zhdt/tzgg/content_1011756",
  },
  "c3-cncn-2021-feiyi": {
    title: "人民网 第五批国家级非遗代表性项目名录公布（2021，转载）",
    url: "https://news.cncn.com/297768.html",
  },
  "c3-ruzhou-guatan": {
    title: "汝州市人民政府 汝州市城管执法局开展沿街卦摊专项整治行动",
    url: "http://ruzhou.gov.cn/contents/47031/409261.html",
  },
  "c3-moe-2022-0927": {
    title: "教育部新闻发布会 从数据看党的十八大以来我国教育改革发展成效（2022-09-27，转载）",
    url: "http://www.javaswingchina.com/jyb_xwfb/xw_zt/moe_357/jjyzt_2022/2022_zt09/",
  },
  "c3-fuzhou-2021-weiming": {
    title: "中国消费者报 福建微铭教育以学员名义发布推荐、证明广告受罚（福州高新区市场监管局）",
    url: "http://www.yn61.vip/html/59d899868.html",
  },
  "c3-shijingshan-2022-liuxue": {
    title: "中国经济网 顺顺留学违法夸大录取率被罚（京石市监处罚〔2022〕9号、10号）",
    url: "http://m.khxn.net.cn/cf/2022/0118/14390.html",
  },
  "c3-whb-2021-zhiyuan": {
    title: "文汇报 严查高考志愿填报虚假宣传机构（2021-06-24）",
    url: "https://dzb.whb.cn/2021-06-24/8/detail-727854.html",
  },
  "c3-xinji-2017-feiji": {
    title: "辛集市市场监督管理局 开展非法集资广告资讯信息排查清理行动（2017）",
    url: "http://shijiazhuang.baogaosu.com/xinwen/%E8%BE%9B%E9%9B%86%E5%B8%82%E5%BC%80%E5%B1%95%E9%9D%9E%E6%B3%95%E9%9B%86%E8%B5%84%E5%B9%BF%E5%91%8A%E8%B5%84%E8%AE%AF/61718813",
  },
  "c4-anhua-2024-15": {
    title: "安化县市场监督管理局行政处罚决定书 安市监罚〔2024〕15号（安化县玫玫原生宠物店）",
    url: "https://www.72424.cn/16/61/62/64/content_1919874.html",
  },
  "c4-yuyao-2025-cctv-jiaju": {
    title: '大家居洞察：宁波某家居用品公司虚假宣传"CCTV展播品牌"被余姚市市场监管局罚款10万元',
    url: "http://51haodu.com/t/MmVjaXo2WG5raw==",
  },
  "c4-hefu-pudong-2025": {
    title: '华声中国：和府捞面使用"中式面馆第一品牌"被上海市浦东新区市场监管局罚款3万元（2025年4月21日）',
    url: "http://www.52hrtt.com/mobileview/info?areaId=2&id=F1746513258935&languageId=1",
  },
  "c4-haikou-2021-collagen": {
    title: '中国消费者报（转载）：海口市市场监管局国家高新区分局查处某公司"蓝莓胶原蛋白肽粉"广告使用11个"最"罚款20万元',
    url: "http://www.9499111222.com/news/detail_163960_1318.html",
  },
  "c4-163-2025-best-male-athlete": {
    title: "网易号：星光璀璨2025，谁是中国体坛最佳男主角？",
    url: "https://www.163.com/dy/article/KGEBRTE105299JMD.html",
  },
  "c4-chinanews-2024-q1-gdp": {
    title: "中新网：31个省区市2024年一季度GDP全部出炉（转载）",
    url: "http://g.golangjump.com/?S4E=80.html",
  },
  "c4-shangcheng-2024-patent-oil": {
    title:
      "商报：仅取得专利申请受理通知书不能当作授予专利权（杭州上城区市场监管局罚款某化妆品科技有限公司，2024-08-27）",
    url: "https://news.10jqka.com.cn/20240827/c661156273.shtml",
  },
  "c4-neimenggu-2022-q2": {
    title: "中国网财经：内蒙古曝光8起违法广告典型案例（2022年第二季度，内蒙古名盛房地产开发有限公司案）",
    url: "https://cnzpmj.com/caijingxinwen/2022/0714/40191.html",
  },
  "c4-fengtai-2025-gaoxin": {
    title:
      "中国品牌质量网：北京大生金川科技发展中心擅自宣传高新企业被北京市丰台区市场监督管理局罚款10000元（2025-05-08）",
    url: "http://www.cpqr.net/zfal/zhzf/13177.html",
  },
  "c4-3nls-2025-law-news": {
    title: "法律信息汇编：国务院修改外国人入境出境管理条例、最高人民法院发布劳动争议司法解释（二）（2025-08）",
    url: "http://3nls.com/display/2668240.html",
  },
  "c4-xytest-zhidao-anli": {
    title: "最高法第一批指导性案例介绍（2025-06）",
    url: "http://renwen.xytest.com/jxfw/202506/388336.html",
  },
  "c4-jscylawyer-court-cases": {
    title: "新华社：最高人民法院建立案例月度发布制度",
    url: "http://jscylawyer.cn/html/falvdongtai/cangyouxinwen/1510.html",
  },
  "c4-jzrb-2017-weather": {
    title: "荆州日报：本周天气预报（2017-09-18）",
    url: "http://epaper.jzrb.com/rb/html/2017-09/18/content_453924.htm",
  },
  "c4-shengjixing-2025-iphone17": {
    title: "华为、苹果9月新机前瞻（2025-08）",
    url: "http://m.shengjixing.cn/yidong/202508/93012.html",
  },
  "c4-qzwb-2024-chongqing-marathon": {
    title: "东南早报（新华社）：2024重庆马拉松赛男女均破赛会纪录（2024-03-25）",
    url: "https://szb.qzwb.com/qzwb/pc/cons/202403/25/content_74046.html",
  },
  "c4-guangzhou-2024-batch1": {
    title: "中国品牌质量网：广州市市场监管局发布2024年第一批违法广告典型案例",
    url: "http://www.cpqr.net/zfal/ggzf/11597.html",
  },
  "c4-baiyun-2025-tuonaifen": {
    title: "广州市白云区市场监督管理局处罚广州亿集信息科技有限公司虚假广告（中老年新疆驼奶粉）",
    url: "https://dz.porsven.com/109214277007.html",
  },
  "c4-dunhua-taoci-paibian": {
    title: '敦化工商查处陶瓷洁具商家自制"中国名牌"牌匾',
    url: "https://yshqianming.com.cn/guwan/202110088977.html",
  },
  "c4-ycwb-2024-jingguang-hsr": {
    title: "新华社（金羊网）：京广高铁全线实现复兴号动车组列车时速350公里运营（2024-06-16）",
    url: "https://news.ycwb.com/2024-06/16/content_52748833.htm",
  },
  "c4-cxyclub-2017-fuxing": {
    title: "复兴号完成时速350公里测试即将上线京沪线（2017）",
    url: "http://cxyclub.cn/n/100375",
  },
  "c4-pediainside-ich": {
    title: "求真百科：人类非物质文化遗产",
    url: "https://pediainside.com/index.php?title=%E4%BA%BA%E7%B1%BB%E9%9D%9E%E7%89%A9%E8%B4%A8%E6%96%87%E5%8C%96%E9%81%97%E4%BA%A7&variant=zh",
  },
  "c4-workercn-2018-ich-inheritors": {
    title: "人民日报（中工网）：第五批国家级非遗代表性传承人名单公布（2018-05-17）",
    url: "https://workercn.cn/32877/201805/17/180517052843262.shtml",
  },
  "c4-baoying-2012-wine": {
    title: '扬州市宝应工商局查处葡萄酒销售公司虚假宣传"欧洲第一、世界第二"罚款1.5万元（2012-11-02）',
    url: "http://wineworld.com.cn/html/xingyedongtai/putaojiu/20121102/168021.html",
  },
  "c4-yx090-ebike-guifan": {
    title: "新版《电动自行车安全技术规范》与锂电自行车（论坛转载）",
    url: "http://bbs.yx090.com/forum.php?mod=viewthread&tid=287407",
  },
  "c4-outofmemory-diyi-shifan": {
    title: "为什么有大学命名时加个第一，比如山东第一医科大学，湖南第一师范学院？",
    url: "http://juke.outofmemory.cn/life/634029.html",
  },
  "c4-sxlsj-shanghai-erhospital": {
    title: "澎湃新闻（转载）：上海市第二人民医院恢复冠名",
    url: "http://sxlsj.com.cn/?id=4941",
  },
  "c4-bjnews-2020-zhufeng": {
    title: "新京报：珠穆朗玛峰最新高程公布为8848.86米（2020-12-08）",
    url: "https://www.bjnews.com.cn/detail/160742111615838.html",
  },
  "c4-xrj6-2020-zhufeng": {
    title: "珠峰最新高程8848.86米 国产测量设备亮相",
    url: "https://xrj6.com/newsconnect/233",
  },
  "c4-baoshan-2021-heytea": {
    title: "中国宁波网：喜茶关联公司因虚假宣传被上海市宝山区市场监督管理局罚款45万元（2021-12-30）",
    url: "http://news.cnnb.com.cn/system/2021/12/30/030317581.shtml",
  },
  "c4-xiamen-2021-sheyi-cases": {
    title: '中国消费者报：厦门市市场监管局通报10起涉疫执法办案典型案例（2021-09-29，思明区药店"原价"无依据案）',
    url: "http://100taiqiu.com/html/40a499516.html",
  },
  "c4-gucheng-2020-guangming": {
    title: "股城网：光明乳业广告被处罚30万元 因中国地图使用不当（2020-10）",
    url: "https://money.gucheng.com/202010/3965868.shtml",
  },
  "c4-gongan-cctv-39goods": {
    title: '湖北公安县工商局叫停39种打着"CCTV央视上榜品牌"称号的商品',
    url: "https://news.zddc.com.cn/newsview_6515.html",
  },
  "c4-shaoxing-2020-huangjiu": {
    title: "绍兴市市场监督管理局：绍兴市供销电子商务有限公司发布虚假黄酒广告案（2020）",
    url: "https://scjg.sx.gov.cn/art/2021/4/16/art_1484675_58920248.html",
  },
  "c4-cctv-2024-airchina-c919": {
    title: "总台央视：国航首架C919飞机成功首航（2024-09-10，转载）",
    url: "http://urin79.com/newsn/articlej.php?HA=jJLrO.html",
  },
  "c4-sequoia-2018-jixian-yongyu": {
    title: '新广告法极限用语有什么处罚（市工商局称"好到违反广告法"作为广告发布也涉嫌违法，2018-08-22）',
    url: "http://www.sequoia-rando.com/newsshow-3.html",
  },
  "c4-shenzhen-2016-gelongfang": {
    title: '广州日报：深圳"鸽笼房"因广告词违法被罚60万元（深圳市市场和质量监管委公布违法广告三典型案例，2016-10-29）',
    url: "http://destroybadbreath.com/xwzx/PoliticsNews/201610/t20161029_11607438.htm",
  },
  "c4-chengmai-2014-weiyi": {
    title: '海南日报：海南地产广告语自称"唯一"被澄迈县工商局罚款30360元（2014-08-28，转载）',
    url: "http://www.xianzhiad.com/303789101/vip_doc/5346547.html",
  },
  "c4-beijing-2013-wangluo-dajia": {
    title: "北京市工商部门网络打假取得阶段性成果（东城分局查办中辰国际工程承包有限公司虚假宣传案，2013-11）",
    url: "http://gypgg.com/a/dongtaizixun/law/2013/1119/80.html",
  },
  "c5-9ku-wechat-induce-ienow": {
    title: "9ku.com 运营文章: 微信公众号诱导分享最新规范与处罚机制",
    url: "https://www.9ku.com/djnews/ienow.html",
  },
  "c5-9ku-wechat-induce-ieniw": {
    title: "9ku.com 运营文章: 学习微信官方规则,远离诱导分享陷阱(微信外部链接内容管理规范)",
    url: "https://www.9ku.com/djnews/ieniw.html",
  },
  "c5-hk01-observatory-heat": {
    title: "香港01 天气: 天文台录33.7度 今年最高温 料未来连续三日34度",
    url: "https://zh.hk01.com/天气/352173/天文台录33-7度-今年最高温-料未来连续三日34度",
  },
  "c5-hebei-sjz-heat-2019": {
    title: "河北新闻网 石家庄 2019-07-05: 省会今日最高38℃ 明天降雨降温",
    url: "http://sjz.hebei.com.cn/system/2019/07/05/019695849.shtml",
  },
  "c5-ykbk-heat-mun": {
    title: "ykbk.net 标签页: 今年以来最强高温过程正在影响我国(天气趋势)",
    url: "https://m.ykbk.net/t/%E7%99%BD%E5%A4%A9.html?orderway=desc&page=2",
  },
  "c5-hqwx-tcm-label-rules": {
    title: "环球网校 执业药师: 中药、天然药物处方药说明书(5)注意事项",
    url: "https://m.hqwx.com/zyys-kaoshi/news/201011220931454884.html",
  },
  "c5-wwpfw-wealth-risk": {
    title: "wwpfw.com: 理财产品风险提示(预期收益、市场风险、信用风险)",
    url: "http://www.wwpfw.com/waihuikaihu/139230.html",
  },
  "c5-khnnss-slimming-tip": {
    title: "市市场监管局发布减肥类产品消费提醒 别被“亲测一周瘦8斤”蒙蔽",
    url: "http://id2zg2er.khnnss.vip/html/74a3699889.html",
  },
  "c5-ihwrm-xijing-remote-surgery": {
    title: "科技赋能医学 西京医院实施远程手术守护军民健康(报道)",
    url: "https://p.ihwrm.com/index/zuopins/zuopininfo.html?pxzpid=496749",
  },
  "c5-ufoao-continent-peaks": {
    title: "ufoao 论坛: 七大洲最高峰,大家知多少",
    url: "https://ufoao.com/thread-110127-1-1.html",
  },
  "c5-ltn-tfda-disease-formula": {
    title: "自由时报 健康: 食药署提醒特定疾病配方食品别乱吃",
    url: "https://health.ltn.com.tw/article/breakingnews/5354877",
  },
  "c5-yahoo-tfda-disease-formula": {
    title: "Yahoo新闻(台湾): 特定疾病配方食品别乱吃 选购前先问医师或营养师",
    url: "https://tw.news.yahoo.com/%E7%89%B9%E5%AE%9A%E7%96%BE%E7%97%85%E9%85%8D%E6%96%B9%E9%A3%9F%E5%93%81%E5%88%A5%E4%BA%82%E5%90%83-%E9%81%B8%E8%B3%BC%E5%89%8D%E5%85%88%E5%95%8F%E9%86%AB%E5%B8%AB%E6%88%96%E7%87%9F%E9%A4%8A%E5%B8%AB-122534811.html",
  },
  "c5-ycwb-2024-kids-cosmetics": {
    title: "羊城晚报 2024-06-03: 安全用妆 携手“童”行 为小朋友挑选化妆品要注意什么(广东省药监局提醒)",
    url: "http://www.vip34.com.cn/xwdt/xfjs/hzp/content/post_4434585.html",
  },
  "c5-chinanews-2024-beijing-autoshow": {
    title: "中新社 2024-04-26: 北京国际车展新品首秀不断热度空前",
    url: "http://urin79.com/newsn/news_modir.php?35jv=dxxEX.html",
  },
  "c5-chinacsr-2025-auto-gala": {
    title: "chinacsr 2025-11-21: 2025新汽车年度盛典在广州举办",
    url: "https://www.chinacsr.com/cn/2025/11/21/61861",
  },
  "c5-aamaker-2024-csl-round1": {
    title: "2024赛季中超联赛第一轮综述(2024-03-03)",
    url: "https://aa-maker.com/post/1209.html",
  },
  "c5-huize-huixinan-clauses": {
    title: "慧择: 慧馨安保险条款(犹豫期、宽限期、责任免除)",
    url: "https://xuexi.huize.com/study/detal-289629.html",
  },
  "c5-163-2026-dongying-hospital-ad": {
    title: "闪电新闻 2026-01-28: 东营八局医院发布违法广告被罚(东区市监处罚〔2026〕27号)",
    url: "https://www.163.com/dy/article/KKCF5HSE0514CFC7.html",
  },
  "c5-jianke-luohuazizhu-label": {
    title: "健客网 2019-08-20: 裸花紫珠分散片说明书",
    url: "https://www.jianke.com/a/20190820/5804302.html",
  },
  "c5-hotcoindm-alcohol-ad-rules": {
    title: "广告法规: 酒类广告准则",
    url: "http://hotcoindm.com/html/fagui/2005-2-26\\200522612492430.html",
  },
  "c5-tzdckf-device-label-order10": {
    title: "《医疗器械说明书、标签和包装标识管理规定》(局令第10号)",
    url: "http://www.tzdckf.com/pack/law/32692.html",
  },
  "c5-fsou-device-label-2002": {
    title: "医疗器械说明书管理规定(2002年5月1日起施行)",
    url: "http://ask.fsou.com/html/text/chl/385/38560_2.html",
  },
  "c5-cnhan-citics-2017-report": {
    title: "中信证券明明债券研究团队报告(2017-07-07)适当性提示",
    url: "http://news.cnhan.com/html/caijing/20170707/851589.htm",
  },
  "c5-xinhua-2022-cold-wave": {
    title: "新华社 2022-11-24: 今年入冬以来最强寒潮来袭",
    url: "http://xyd20i.cn/jj/2022/1125/43710.html",
  },
  "c5-gqsoso-2023-cold-wave": {
    title: "中央气象台 2023-01-24: 大年初三北方多地气温创今冬新低 寒潮将继续南下",
    url: "http://tz.gqsoso.com/tz/20230124/593386.html",
  },
  "c5-wxredian-2024-cold-wave": {
    title: "新闻联播公众号 2024-11-24: 今冬首场寒潮持续发威!局地降温超16℃",
    url: "https://wxredian.com/art?id=7709acabc8f387ab86083f1092214a40",
  },
  "c5-ugaw-spring-festival-cold": {
    title: "春节假期寒潮来袭 多城气温创入冬新低",
    url: "http://ugaw.cn/hdjekzfdhdjfhrc",
  },
  "c5-jingshzh-2025-chagee-ipo": {
    title: "律所专业文章 2025-06-09: 以“霸王茶姬境外IPO案”为例探讨企业出海架构",
    url: "http://jingshzh.com/info/4076.html",
  },
  "c5-mq3d-2025-absolute-terms-guide": {
    title: "探讨!从执法层面谈广告绝对化用语的认定与查处(2025-11-14)",
    url: "https://www.mq3d.com/changshi/96700.html",
  },
  "c5-bohe-infant-feeding": {
    title: "薄荷健康问答: 婴儿一定要喝奶粉吗",
    url: "https://www.bohe.cn/ask/view/104068977.html",
  },
  "c5-pingguolv-infant-milk": {
    title: "苹果绿健康 2025-09-14 江苏省中医院营养科医师解答",
    url: "https://m.pingguolv.com/article/9zDbyyb49zDQ.html",
  },
  "c5-ccn-2023-luohe-medbeauty": {
    title: "中国消费者报 2023-03-30: 河南漯河消协提醒 保持合理期望 谨慎选择医美",
    url: "http://m.wuhuxiaoyouquan.cn/Content/2023/03-30/0726209267.html",
  },
  "c5-chubaosp-prepackaged-food": {
    title: "chubaosp: 预包装食品选购与食用",
    url: "https://www.chubaosp.com/showinfo-1-918-0.html",
  },
  "c5-wangyinboy-instant-food": {
    title: "早点食品即食是什么意思",
    url: "https://m.wangyinboy.com/shipin/227139.html",
  },
  "c5-cncn-2021-fifth-ich-list": {
    title: "人民网 2021-06-18: 第五批国家级非遗代表性项目名录公布",
    url: "https://news.cncn.com/297768.html",
  },
  "c5-souny-ich-protection-units": {
    title: "文旅部公示拟认定447家第五批国家级非遗代表性项目保护单位",
    url: "http://souny.com.cn/35941.html",
  },
  "c5-guancha-2026-wechat-yuanbao": {
    title: "观察者网 2026-02-04: 微信发布诱导分享行为打击公告:元宝违规链接已被封",
    url: "https://user.guancha.cn/main/content?id=1595693",
  },
  "c5-ylbnb-dongshan-house-rules": {
    title: "冬山民宿 住宿须知",
    url: "https://dongshantanoshi.ylbnb.tw/index.php?page=regulation.php",
  },
  "c5-yecheng-2025-38": {
    title: "叶城县市场监督管理局 行政处罚决定书 喀叶市监处罚〔2025〕38号",
    url: "http://www.xjyc.gov.cn/ycx/c118156/202507/ca3d36396f854323878403707e78cec9.shtml",
  },
  "c5-sohu-2006-yinchuan-housing-ads": {
    title: "搜狐 2006-03-29: 银川制定六条禁令规范房地产广告",
    url: "https://news.sohu.com/20060329/n242521971.shtml",
  },
  "c5-jiaoyujie-2023-anhui-training-ads": {
    title: "教育界网 2023-08-23: 安徽整治校外培训广告",
    url: "https://jiaoyujie365.com/N/1211.html",
  },
  "c5-zhongren-school-training-ads": {
    title: "学校不得参与校外培训推销活动的规定",
    url: "http://www.zhongren.cq.cn/shengxue/fa5e6CWZWD1IGVQE.html",
  },
  "c5-hebeiwanbao-2021-double11": {
    title: "每日经济新闻 2021-11-06: “双十一”禁止“先提价后打折”!官方明确了",
    url: "http://m.hebeiwanbao.cn/sjtt/2021/1106/61187.html",
  },
  "c5-henan-2022-lottery-five-know": {
    title: "中国网财经 2022-11-30: 责任彩票·理性购彩五知晓",
    url: "http://finance.henan.wang/caijingzixun/2022/1130/160846.html",
  },
  "c5-yndtjj-2022-sports-lottery": {
    title: "2022-11-09: 体彩代销者引导理性购彩",
    url: "http://yndtjj.com/caijing/20221109/0931313.html",
  },
  "c5-goolook-sports-lottery-attitude": {
    title: "彩票怎么买?“体彩态度”很鲜明",
    url: "http://goolook.net/yszx/zongyi/127748.html",
  },
  "c5-unjs-shanxi-free-tickets": {
    title: "山西国有景点减免头道门票",
    url: "https://www.unjs.com/w/128556.html",
  },
  "c5-outofmemory-world-no-tobacco-day": {
    title: "世界无烟日与戒烟知识",
    url: "https://juke.outofmemory.cn/read/1315517.html",
  },
  "c5-foodmate-2007-healthfood-label-sample": {
    title: "食品伙伴网 2007-06-21: 保健食品说明书样本",
    url: "http://www.restoncitizensassociation.org/topic/154/70438.html",
  },
  "c5-21rbz-food-allergen-labels": {
    title: "国产食品包装缺少过敏提示(北京协和医院变态反应科)",
    url: "http://www.21rbz.cn/tech/show.php?itemid=24959",
  },
  "c5-huizhou-2022-cosmetic-adverse": {
    title: "惠州日报 2022-07-13: 惠州市市场监管局提醒减少化妆品不良反应",
    url: "http://skiptheapp.com/news/newsc_counties/newsc_hz/202207/t20220713_1495834.htm",
  },
  "c5-chinanews-2023-internet-ad-measures": {
    title: "中国新闻网 2023-03-25: 这些广告禁止发布!互联网广告新规5月起施行",
    url: "http://www.daidds.cn/news/guonei/2023/0325/193000.html",
  },
  "c5-qifuxian-miniprogram-share-rules": {
    title: "七赚联盟 2020-12-25 转载微信官方: 关于小程序内分享行为的进一步规范(违规案例)",
    url: "https://www.qifuxian.com/post/1565.html",
  },
  "c5-shanghai-2025-gym-prepaid-tip": {
    title: "上观新闻: 上海市体育局“3·15”消费提示——预付式消费并非“一充了之”",
    url: "https://m.163.com/dy/article/KNU3HTIH05568W0A.html",
  },
  "c5-lengshuitan-prepaid-tip": {
    title: "永州市冷水滩区市场监督管理局、消委会: 预付式消费风险提示",
    url: "https://www.lstxw.cn/content/646954/66/15370804.html",
  },
  "c5-govcn-2008-yinchuan-hair-dye": {
    title: "新华社/中国政府网 2008-12-29: 银川工商部门提醒消费者使用染发剂注意五步骤",
    url: "http://big5.www.gov.cn/gate/big5/www.gov.cn/govweb/fwxx/sh/2008-12/29/content_1190356.htm",
  },
  "c5-sina-2006-hair-dye-skin-test": {
    title: "今日早报/新浪 2006-04-19: 染发前大多不做“皮肤测试”",
    url: "http://news.sina.com.cn/o/2006-04-19/05238732064s.shtml",
  },
  "c5-bjyouth-2023-laozihao-newyear": {
    title: "北京青年报 2023-01-03: 老字号带旺烟火气 餐饮客流显著回暖",
    url: "http://www.njpanjin.com/cn/Instant/news/202301/t20230103_7337629.html",
  },
  "c6-ordos-otog-2025": {
    title: "中国市场监管报：鄂尔多斯市鄂托克旗市场监管局广告监管工作（2025-12-17）",
    url: "http://www.cmrnn.com.cn/content/2025-12/17/content_282775.html",
  },
  "c6-imau-dairy-2025-photo": {
    title: "内蒙古新闻网：伊利现代智慧健康谷液态奶基地图片新闻（2025-10-12）",
    url: "http://www.aboutgolf.net.cn/system/2025/10/14/030242014.shtml",
  },
  "c6-xinjiang-industry-2026": {
    title: "天山网-新疆日报：集群向新（2026-01-11）",
    url: "http://www.euiu.cn/xwzx/jjxw/202601/t20260111_32481417.shtml",
  },
  "c6-yunnan-puer-2024": {
    title: "昆明日报：云南省市场监管局开展普洱茶广告乱象治理行动（2024-10-23）",
    url: "https://new.qq.com/rain/a/20241024A01UJP00",
  },
  "c6-yunnan-puer-xinhua-2024": {
    title: "新华社：一饼班章9.9元？云南整治普洱茶销售乱象（2024-10）",
    url: "http://news.jjrbnet.com/shichang/20241011/106441.html",
  },
  "c6-shaanxi-meiyan-2023": {
    title:
      "西安晚报：陕西省市场监管局发布医疗美容行业突出问题专项治理典型案例（西安市市场监管局处罚海涛口腔、画美医疗美容医院，2023-02）",
    url: "https://www.fensifuwu.com/emotion/me/fc52c992fcbf4089d9716c7c6c056dfa.html",
  },
  "c6-genhe-2026-warning": {
    title: "根河市市场监督管理局发布2026年元旦节前消费警示",
    url: "https://www.163.com/dy/article/KH63JBO405418J7F.html",
  },
  "c6-bingtuan-2026-spring-tip": {
    title: "兵团日报：兵团市场监管局发布2026年春节消费提示",
    url: "http://cn.office369.com/news/show-2737205.html",
  },
  "c6-bingtuan-first-division-2025": {
    title: "中新网兵团：黄荷凤院士、蔡秀军院士莅临第一师医院调研（2025-12-04）",
    url: "http://www.bt.chinanews.com.cn/kejiao/2025-12-04/doc-ihexqkcc0461311.shtml",
  },
  "c6-beijingreview-yuanjiang-2025": {
    title: "北京周报网：医疗援疆，对口援疆的大爱底色（2025-08-29）",
    url: "http://www.beijingreview.com.cn/minsheng/202508/t20250829_800413120.html",
  },
  "c6-datong-2021-cases": {
    title: "大同市市场监管局公布9起典型违法广告案例（2021-11）",
    url: "https://datong.focus.cn/zixun/ac5ec6181022e8a2.html",
  },
  "c6-hongzao-grade-spec": {
    title: "干制大红枣等级规格要求（文档）",
    url: "https://m.daumloan.com/p-646539258.html",
  },
  "c6-xinjiang-techan-list": {
    title: "新疆维吾尔自治区特产大全（和田美玉、哈密瓜）",
    url: "http://www.nanshinet.com/techan/place/22345.html",
  },
  "c6-aqsiq-2007-15-xiangshui": {
    title: "国家质检总局2007年第15号公告：关于批准对响水大米实施地理标志产品保护的公告",
    url: "http://www.chenfulin.cn/gggs/2007-1/18/87406.html",
  },
  "c6-wuchang-rice-info": {
    title: "正宗五常大米品牌标识（知识问答）",
    url: "http://studyofnet.com/679222535.html",
  },
  "c6-ts-athletics-2025": {
    title: "天山网-新疆日报：2025年自治区大学生、中学生田径运动会落幕（2025-06-01）",
    url: "https://www.ts.cn/xwzx/tyxw/202505/t20250531_28850753.shtml",
  },
  "c6-changji-winter-games": {
    title: "新疆第二届冬季运动会落幕 昌吉州代表团位列第三",
    url: "http://jintiankansha.me/t/qmu0isrNHB",
  },
  "c6-xinjiang-winter-games-2023": {
    title: "新疆日报：新疆首届冬运会第一阶段赛事收官（2023-01-04）",
    url: "http://xj.news.cn/2023-01/04/c_1129254914.htm",
  },
  "c6-wenchang-2026-notice": {
    title: "文昌市市场监管局发布“双节”广告合规提示 严查十类违法广告行为（2025-12-31）",
    url: "http://www.changde168.cn/news/537.html",
  },
  "c6-hainan-2023-double-festival": {
    title: "中国质量新闻网：海南省市场监督管理局中秋国庆“双节”期间广告发布提示（2023-09）",
    url: "http://izubei.com/ms/content/2023-09/27/content_8984113.htm",
  },
  "c6-hainan-2024-newyear-notice": {
    title: "海拔新闻：海南提醒全省广告活动主体规范广告发布（2023-12-28）",
    url: "http://wodirj.com/p/659586.html",
  },
  "c6-lalin-railway-2021": {
    title: "新京报：西藏拉林铁路全线通车 复兴号首次开进藏东南地区（2021-06-25）",
    url: "https://kan.china.com/article/1166247.html",
  },
  "c6-hongqi-l5-blog": {
    title: "从500W的红旗看中国汽车工业的症结（博客）",
    url: "http://4mudi.com/demo/newspaper/?p=44",
  },
  "c6-chongqing-yuzhong-2011": {
    title: "新华网重庆：渝中区工商分局查获一起货值15万元的保健品虚假宣传案（2011-12-14）",
    url: "http://jingji.cntv.cn/20111214/114680.shtml",
  },
  "e1-label-jianke-qinghuopian": {
    title: "健客网 清火片说明书(国药准字Z45020205)",
    url: "https://m.jianke.com/a/20160611/2848558.html",
  },
  "e1-label-315jiage-miaoshou-tuirete": {
    title: "315价格网 妙手退热贴 说明书(江苏南方卫材医药)",
    url: "https://315jiage.cn/mn165807.aspx",
  },
  "e1-label-315jiage-qishibang-tuirete": {
    title: "315价格网 奇仕邦护脑型医用退热贴 说明书(浙金械备20150051号)",
    url: "https://315jiage.cn/mn329599.aspx",
  },
  "e1-label-cnenc-shuiningjiao": {
    title: "水凝胶冷敷贴 词条(济南康民药业 产品说明)",
    url: "http://cnenc.net/b3707884.html",
  },
  "e1-case-shanghai-pudong-2022-xiaoliuyue": {
    title:
      "上海市浦东新区市场监管局 行政处罚决定书 沪市监浦处〔2022〕152021006346号(上海小六月生物科技有限公司 涉及疾病治疗功能的广告)",
    url: "https://kuaixiaopin.net/htm/jianguan/2022/0401/14050.html",
  },
  "e1-label-baike137-loratadine": {
    title: "百科137 氯雷他定片 说明书(常州康丽制药)",
    url: "https://m.baike137.com/yaopin/738697.html",
  },
  "e1-label-baikeshiji-shixiaoyin": {
    title: "食消饮 药品说明书(部标十五册)",
    url: "https://baikeshiji.com/view/374777.html",
  },
  "e1-real-dongguan-fuyou-intro": {
    title: "东莞市妇幼保健院 医院简介页",
    url: "http://dongguan.gd.cn/index.php?c=show&id=53",
  },
  "e1-real-kaixian-hospital-abstract": {
    title: "《中国医院管理》2015年第8期 重庆市开县人民医院 介绍(期刊摘要)",
    url: "http://218.28.6.71:81/Qikan/Article/Detail?id=665849050",
  },
  "e1-real-wenda-mingzhou-hospital": {
    title: "宁波明州医院的医院文化(问答页转载医院介绍)",
    url: "https://22.wendadaohang.com/zd/fCIC2CTSf620fXST2SS.html",
  },
  "e1-real-gdmpa-exosome-cosmetics": {
    title: "广东省药监局:“外泌体化妆品”是伪概念(2022年9月 新闻转载)",
    url: "http://health.dzwindows.com/health/2022/0909/43303.html",
  },
  "e1-jd-content-xiaoshiyangwei": {
    title: "京东健康内容页 消食养胃片 适应症介绍(平台药品内容页)",
    url: "https://cont.jd.com/content/drugIndications/992706746997764",
  },
  "e1-seller-lcwgo-mask": {
    title: "一次性使用医用口罩(非外科用)产品页",
    url: "http://www.lcwgo.cn/product/4.html",
  },
  "e1-real-youlai-surgical-mask": {
    title: "有来医生 医用外科口罩标准(医生语音问答)",
    url: "https://youlai.cn/ask/6C062DzTOMq.html",
  },
  "e1-case-tpta-113-dishu85-naobo": {
    title:
      "台北高等行政法院 113年度地诉字第85号判决(2024-11-13,桃园市政府 府卫药字第1120213875号裁处书,声光音脑波保健仪广告涉医疗效能,罚60万元)",
    url: "https://judgment.judicial.gov.tw/FJUD/printData.aspx?id=TPTA%2C113%2C%E5%9C%B0%E8%A8%B4%2C85%2C20241113%2C1",
  },
  "e2-case-ningbo-haishu-niuwa-2022": {
    title: "宁波市海曙区某餐饮店广告中含有虚假内容案 甬海市监处罚〔2022〕号",
    url: "http://bcjhc.cn/html/shipin/shipinzixun/20221026/1044893.htm",
  },
  "e2-news-beijing-dongcheng-apple-2023": {
    title: "苹果电子产品商贸（北京）有限公司发布虚假广告被北京市东城区市场监督管理局罚款20万元（2023）",
    url: "https://www.sanwenwang.com/ba/ihhuqiqf.html",
  },
  "e2-bulletin-taizhou-2023": {
    title: "泰州市市场监管部门2023年广告违法典型案例（某机械制造有限公司官网宣传专利技术未标明专利号）",
    url: "http://njtxzb.com/html/xinwenzhongxin/xingyedongtai/10834.html",
  },
  "e2-news-shanghai-xuhui-ikea-2021": {
    title: "宜家电子商务（中国）有限公司天猫旗舰店广告引证内容不准确被上海市徐汇区市场监督管理局罚款8万元（2021）",
    url: "https://m.mydrivers.com/newsview/780620.html",
  },
  "e2-listing-i520-leggings": {
    title: "淘宝商品页镜像：黛莱美店铺踩脚裤商品名称",
    url: "http://m.i-520.net/c-523069394908",
  },
  "e2-listing-zzth-shirt": {
    title: "淘宝商品页镜像：女装衬衫商品名称",
    url: "http://m.zzthjixie.com/jp/45163516639.htm",
  },
  "e2-listing-czybzx-wallet": {
    title: "淘宝商品页镜像：pipi皮具钱包商品名称及平台价格规则问答",
    url: "http://m.czybzx.com/jp/19207429762.shtml",
  },
  "e2-case-hangzhou-linan-michelin-2024": {
    title: "杭州市临安区市场监督管理局以案说法：餐厅短视频虚称“米其林主厨”虚假广告被罚款26100元（2024）",
    url: "http://b2b.qiduowang.com/news/202412/11/102306.html",
  },
  "e2-news-shanghai-panasonic-dryer-2021": {
    title:
      "中国网财经：上海市市场监管局2021年第二批虚假违法广告典型案例，上海博道电子商务有限公司松下吹风机虚假广告被罚20万元",
    url: "https://caijingym.com/hujin/83892.html",
  },
  "e2-case-hangzhou-binjiang-youshang-2023": {
    title: "杭州市高新区（滨江）市场监督管理局处罚决定：优上婴幼儿特护霜抖音商城页面数据无法提供真实来源（2023）",
    url: "http://m.ytpp.com.cn/data/2023-03-11/112279.html",
  },
  "e2-case-foshan-shunde-boyuan-2023": {
    title:
      "政府采购信息网：佛山市顺德区伯苑家具有限公司侵犯商标专用权及发布虚假广告被顺德区龙江镇市场监管局处罚3.35万元（2023）",
    url: "https://jiaju.caigou2003.com/web/news/20230523/713442266127007745.html",
  },
  "e2-case-sichuan-tianfu-2023-patent": {
    title: "四川食安：四川天府新区市场监管局查处网店“电动车挡风衣”广告谎称“专利产品”案（春雷行动2023）",
    url: "https://fensifuwu.com/emotion/me/70dce18759c36786c403bd4dcb6c19f2.html",
  },
  "e2-case-liuzhou-hongsen": {
    title: "中国消费者报：广西红森装饰材料有限公司发布虚假广告被柳州市市场监管局北部生态新区分局罚款5.2万元",
    url: "http://www.xay-ic.com/erruSgb9M5Y.edu.cn",
  },
  "e2-case-dalian-2024-unfair": {
    title: "大连市市场监管局公布8起反不正当竞争典型案例（2024，大连某装饰设计有限责任公司虚构、夸大资质）",
    url: "https://www.163.com/dy/article/JPJC7MNA0530L9R9.html",
  },
  "e3-news-bj-dongcheng-liuxue-2018": {
    title: "北京商报：印错中国地图，一留学机构涉嫌发布违法广告被查处（北京东城工商分局立案，“加拿大十大名校保证班”）",
    url: "https://finance.tom.com/cjsy/201807/1119343877.html",
  },
  "e3-news-liuzhou-rongan-2021": {
    title: "南国今报：“年超10%等你收租”“5年保底返租40%” 发布违法广告一房开商被罚10万元（柳州市市场监管局 2020年案件）",
    url: "https://m.yybnet.net/liuzhou/rongan/202104/11359940.html",
  },
  "e3-course-meipian-shoufei": {
    title: "美篇：某培训课程收费标准（课时设置与计费、退费规则）",
    url: "https://www.meipian.cn/5ea0excq",
  },
  "e3-notice-xinzhou-gaokao-2025": {
    title: "忻州市市场监督管理局：高考中考期间广告发布提示",
    url: "http://www.senqingzn.com/dy/article/K0U48J2205509CWX.html?spss=dy_author",
  },
  "e3-news-luoyang-gongpei-zhili": {
    title: "大河报：洛阳市市场监管局开展“公培”市场专项治理行动（重点查处八方面违法行为）",
    url: "https://nn.city/show/51718.html",
  },
  "e3-notice-shanghai-gongshang-yinhang-licai": {
    title: "上海市工商局：银行理财产品广告审查提示（商业银行理财产品广告规范）",
    url: "http://www.nationalcollegesearch.com/article-217.html",
  },
  "e3-news-xinhua-chengxindai-2018": {
    title:
      "新华社：“100%本息担保”“银行存管资金”——起底那些“坑人”的理财平台广告（北京市工商局公布北京信诚时代投资管理有限公司“诚信贷”违法广告）",
    url: "http://www.pinpaigy.com/page136?article_id=738&pagenum=1",
  },
  "e3-bank-zyebank-licai-chanpin": {
    title: "银行理财产品信息页（风险等级R2、业绩比较基准说明）",
    url: "http://zyebank.com.cn/eportal/ui?articleKey=53323cd0caf44d0faa57aaf6a7ba8cbf&columnId=438185&pageId=438107",
  },
  "e3-news-leju-wuhan-metro12": {
    title: "乐居买房：武汉地铁12号线四新南路站进入全面施工阶段（网易号）",
    url: "https://m.163.com/dy/article/H4MEVVSM0550AAMM.html",
  },
  "e3-qa-lawparks-distance-ad": {
    title: "法律问答：房地产广告语宣传距小学多少米合规吗？（律师解答）",
    url: "https://www.lawparks.com/ask/is-real-estate-distance-ad-legal",
  },
  "e3-news-shizhu-xueweifang-2021": {
    title: "上游新闻：事关“学位房”虚假广告，石柱县住建委、市场监管局、教委联合检查并下发责令改正通知书",
    url: "http://cqcb.com/hot/2021-04-13/3994022_pc.html",
  },
  "e3-case-minhou-yishidai-2021": {
    title: "福建市场监管：闽侯一培训机构被罚十万元（闽侯县青口艺时代教育培训学校发布绝对化用语广告案）",
    url: "https://fj.china.com.cn/Home/Zhuanti/article_show/id/1221",
  },
  "e3-news-kaifeng-jiapei-zhili-2024": {
    title: "开封网：开封开展驾培机构招生、培训、考试不规范商业宣传专项治理（2024-08）",
    url: "https://m.dingxinwen.cn/detail/105ED7E447BF4A74BB679662CF9353?categoryId=-2",
  },
  "e3-bank-faf-xiaobao-yingxiao": {
    title: "某金融机构官网消保专区：金融营销有规定 社会公众来监督（引《中国人民银行金融消费者权益保护实施办法》）",
    url: "http://af.faf.com.cn:80/xbxc/13675.jhtml",
  },
  "e3-notice-fengyang-wangluo-jiedai": {
    title: "凤阳县委网信办：开展“规范网络借贷营销宣传信息内容”专项行动",
    url: "https://fynews.gov.cn/wap/social11974225052411950699699754022358/info.aspx?ItemID=105435",
  },
  "e3-news-beijing-zuoyebang-yuanfudao-2021": {
    title: "上海法治报（据新华社）：“作业帮”“猿辅导”被顶格罚款（北京市市场监管局2021-05-10处罚）",
    url: "http://www.shfzb.com.cn/shfzb/html/2021-05/11/content_150411_736173.htm",
  },
  "e3-course-chengliang-tuifei": {
    title: "成良教育培训机构：退费政策（小学、初中、高中文化课程）",
    url: "https://chengliang.xyz/41.html",
  },
  "e3-course-ctybeauty-tuifei": {
    title: "某设计手绘培训课程商品页：退费标准",
    url: "http://ctybeauty.com/goods/detail/wp2492409031653211001/",
  },
  "e3-fund-yinhe-zhiyuan2045-jbgk": {
    title: "天天基金网：银河致远养老目标日期2045三年持有混合发起式(FOF)基本概况",
    url: "http://fundf10.eastmoney.com/jbgk_015726.html",
  },
  "e3-fund-qianhai-kangyi-fengxian": {
    title: "个基公告吧：前海开源康颐平衡养老目标三年持有期混合型发起式基金中基金(FOF)风险揭示书",
    url: "http://14.145.128.149:8812/jjb/2025/0522/9100276.html",
  },
  "e4-94hnr-guoyan-menu": {
    title: "国宴菜单顺序都有什么菜品（雷军晒国宴菜单）",
    url: "https://94hnr.com/a/20171110/122292.html",
  },
  "e4-bishan-2025-guoyan-jiu": {
    title: "重庆市璧山区市场监督管理局：璧山区恒正酒水批发经营部行政处罚决定书（“国宴”酒，2025）",
    url: "http://scjgj.cq.gov.cn/zz/bsq/zfxxgkml/spypjglyjczwgkzl/xzcf/202501/t20250117_14173944.html",
  },
  "e4-bcyg-rmdht-halls": {
    title: "人民大会堂厅室简介（宴会厅）",
    url: "http://www.bcyg.com.cn/list-tingshijianjie-2.html",
  },
  "e4-zgkcsj-2010-fengshui-abstract": {
    title: "《中国勘察设计》2010年第6期 风水与园林景观 摘要",
    url: "http://60.2.155.220:8002/Qikan/Article/Detail?id=34259971",
  },
  "e4-bkwk-diaoyutai-jiu": {
    title: "钓鱼台酒：国宴佳酿（蛇年）文章",
    url: "https://bkwk.cn/article/sndytjjmgyjnbhdgs-a17957726.html",
  },
  "e4-zhoushan-2023-putuoshan-qiuzi": {
    title: "舟山晚报：普陀山一旅行社直播间宣扬迷信被罚1万元（2023）",
    url: "https://epaper.zhoushan.cn/zswb/html/2023-06/27/content_32315_7870890.htm",
  },
  "e4-spp-zaozhuang-tegong-maotai": {
    title: "起底“特供茅台”（最高检典型案例，枣庄）",
    url: "https://www.aarb.org.cn/7399.html",
  },
  "e4-zhanbuba-guoqi-chicun": {
    title: "国旗规格尺寸",
    url: "https://zhanbuba.com/jingyan_xyqhpqoztyiw",
  },
  "e4-scholarmate-kaiguang-ciqi": {
    title: "论文摘要：“开光”装饰在青花山水瓷画上的运用",
    url: "https://scholarmate.com/S/qmKNii",
  },
  "e4-huimin-2025-xinhua-bookstore": {
    title: "中国品牌质量网：呼和浩特市新华书店有限公司发布违法广告被回民区市场监管局罚没5000元（2025）",
    url: "http://mengbw.com/zfal/ggzf/13461.html",
  },
  "e4-yjbys-pingguo-pinganguo": {
    title: "平安夜吃苹果的由来（长春日报内容）",
    url: "https://www.yjbys.com/fangjia/jieri/185560.html",
  },
  "e4-shclirik-2014-pinganye": {
    title: "上海科利瑞克：祝大家圣诞节快乐（2014）",
    url: "http://news.shclirik.cn/company_news/69.html",
  },
  "e4-qlwb-2019-changqing-guanggao": {
    title: "齐鲁晚报：广告乱用国家标志，将受严厉处罚（2019）",
    url: "https://sjb.qlwb.com.cn/qlwb/content/20191213/ArticelE09004FM.htm",
  },
  "e4-7195-diaoyutai-baike": {
    title: "钓鱼台国宾馆 百科",
    url: "https://7195.net/m/tfbT48youfqx9rndLzEwNjQ3NjYy.html",
  },
  "e4-163-2025-shuang11-fanzha": {
    title: "网易号：双11反诈指南（警方提醒）",
    url: "https://www.163.com/dy/article/KDUJETMG0514S536.html",
  },
  "e4-9ku-wechat-induce-ieneo": {
    title: "9ku：公众号诱导分享活动自查清单",
    url: "https://www.9ku.com/djnews/ieneo.html",
  },
  "e4-9ku-wechat-induce-iennc": {
    title: "9ku：到底什么算诱导分享（被封案例）",
    url: "https://www.9ku.com/djnews/iennc.html",
  },
  "e4-dgdlms-2020-miniprogram-induce": {
    title: "微信小程序平台运营规范之诱导分享（2020）",
    url: "https://m.dgdlms.cn/show-1354.html",
  },
  "e4-wechat-guodu-yingxiao-rules": {
    title: "微信开放社区官方：过度营销类内容（违规内容）",
    url: "https://developers.weixin.qq.com/community/business/doc/0002ea963ecf3876153d3994051c0d?page=1",
  },
  "e4-php-xhs-weigui-2025": {
    title: "php中文网：小红书笔记怎么样算违规（2025）",
    url: "https://php.bkmy88.com/faq/1908952.html",
  },
  "e4-feicui99-pingankou-yuyi": {
    title: "翡翠99：翡翠平安扣的真正寓意",
    url: "https://www.feicui99.com/feicui/42499.html",
  },
  "e4-lipindaifa-feicui-shouzhuo": {
    title: "礼品代发：翡翠手镯寓意（2025）",
    url: "https://www.lipindaifa.com/issued/96917795.html",
  },
  "e4-toutiao-pingankou-topic": {
    title: "今日头条话题：平安扣",
    url: "https://toutiao.com/topic/7474122411684956187",
  },
  "e4-jibaiwang-fengshui-shitou": {
    title: "直播间卖风水石头违法吗",
    url: "https://www.jibaiwang.com/post/223634.html",
  },
  "e4-trklw-guoqifa-20": {
    title: "国旗法违法行为及第二十条（繁体）",
    url: "http://trklw.com/hanyucidian/xlafixqbmy.html",
  },
  "e4-douken-2019-zhuanzhuan-fanzha": {
    title: "净网2019：警惕转转买手机新型诈骗",
    url: "https://www.douken.cn/zatan/2632.html",
  },
  "e4-bjtitle-2024-daoxiang-352": {
    title: "北京青年报：352件导向违法广告案件被查办（2024）",
    url: "https://app.bjtitle.com/8816/newshow.php?did=08a2bef9&newsid=6584585&typeid=26",
  },
  "e4-cslai-2023-ciqi-kaiguang": {
    title: "中国社会主义文艺学会诚信文化分会（转中国瓷器网）：瓷器开光，是装饰瓷器美丽心灵的窗口（2023）",
    url: "http://cxzg.cslai.org/taociwenhua/20230411/10196.html",
  },
  "e4-chinanews-2020-sijiache-mianjian": {
    title: "中国西藏网转中国新闻网：公安部交管局推新举措，私家车十年内仅需上线检测两次（2020）",
    url: "http://www.tibet.cn/cn/Instant/people/202010/t20201022_6876125.html",
  },
  "e4-kdniao-wuliu-bugengxin": {
    title: "快递鸟：快递信息不更新的原因与应对",
    url: "https://www.kdniao.com/message/detail/127955",
  },
  "e4-6g9-kuaidi-zhiliu": {
    title: "快递物流停滞原因分析",
    url: "https://www.6g9.cn/qwsh/dd8c1AD5QU1BRAQ.html",
  },
  "e4-wxrb-2020-jingbao-toukui": {
    title: "无锡日报：“警保联动”送头盔（2020）",
    url: "http://szb.wxrb.com/content/202006/09/content_45527.html",
  },
  "e4-huaihua-2024-jiulei-tishi": {
    title: "怀化市市场监督管理局：酒类消费提示（2024，转载，繁体）",
    url: "http://www.chongshemp.com/amr/c110027/202410/0f97de364ccb4cf295ac46b40bbc59dc.shtml",
  },
  "e5-cqcmst-zhaopaicai": {
    title: "为什么“招牌菜”是西餐餐厅的流量密码?",
    url: "https://www.cqcmst.com/meishi-baike/324201.html",
  },
  "e5-lutianhao-jiangyou": {
    title: "酱油厂家网站:酱油价格(2020-04-20)",
    url: "http://www.lutianhao.com/a/306.html",
  },
  "e5-sqjnqi-jiangyou": {
    title: "选酱油应认准“酿造”标识并关注氨基酸态氮含量",
    url: "https://php.sqjnqi.com/faq/2106300.html",
  },
  "e5-fh21-jiangyou-8116836": {
    title: "飞华健康:优质酱油需关注氨基酸态氮含量",
    url: "https://care.fh21.com.cn/view/8116836.html",
  },
  "e5-b9a5-fengmi-dengji": {
    title: "蜂蜜是怎样划分等级的",
    url: "https://b9a5u5l1v.cn/jun-lei-jia-ge/334900.html",
  },
  "e5-xiaonuan-caizhuang": {
    title: "小暖彩妆网:您身边的美妆安全顾问化妆品您选对了么",
    url: "https://www.r3urls39.com/hua-zhuang-zhi-shi/482.html",
  },
  "e5-413yy-chanel": {
    title: "文/LILY 图/CHANEL:香奈儿香水N°5介绍",
    url: "http://413yy.cn/a/9101032201/510787.html",
  },
  "e5-itbear-xiaomi17": {
    title: "ITBear:卢伟冰谈小米跳过16推17(2025-09-19)",
    url: "https://www.itbear.com.cn/html/2025-09/962108.html",
  },
  "e5-southcn-zhujue": {
    title: "南方网文化:话剧《主角》广东省友谊剧院演出信息",
    url: "https://culture.southcn.com/node_11d735f437/5bc1fd1d0c.shtml",
  },
  "e5-chayou365-2015-longjing": {
    title: "天下茶友网:西湖龙井明前茶上市 专卖店走访(2015-03-26)",
    url: "https://chayou365.com/html/news/201503/1628.html",
  },
  "e5-drbdp-yangmaoshan": {
    title: "羊毛衫会缩水吗",
    url: "https://drbdp.com/4-8257799.html",
  },
  "e5-aihuau-xueyaji": {
    title: "爱华阅读:家用血压计怎么选",
    url: "http://aihuau.com/a/141871/728810785.html",
  },
  "e5-fh21-naifen-318685": {
    title: "飞华健康:婴幼儿配方奶粉一段二段三段区别",
    url: "https://m.fh21.com.cn/article/view/318685.html",
  },
  "e5-bohe-naifen": {
    title: "薄荷健康:奶粉几段是什么意思",
    url: "https://m.bohe.cn/article/view/qmiv2k898kfci8r.html",
  },
  "e5-studyofnet-air2s": {
    title: "我爱音频网拆解:小米真无线蓝牙耳机Air 2s",
    url: "http://m.studyofnet.com/648978768.html",
  },
  "e5-icsmart-airpods": {
    title: "芯智讯:苹果正式上线AirPods Pro",
    url: "https://icsmart.cn/32051",
  },
  "e5-cdbaidu-baoxianxiang": {
    title: "企业B2B商铺新闻:保险柜的选择误点",
    url: "http://b2b.cdbaidu.com/index.php?file=news&homepage=cdfdr20201119&itemid=4942",
  },
  "e5-yikaow-gangqin-kaoji": {
    title: "艺考网:中国音乐学院钢琴考级跳级规定",
    url: "https://yikaow.com/yikao/83173.html",
  },
  "e5-sboyo-jidan": {
    title: "鲜鸡蛋是农产品吗",
    url: "https://m.sboyo.com/1/2122400.html",
  },
  "e5-hmdyou-2024-zhongzhiya": {
    title: "口腔种植牙多少钱一颗?2024新价格和注意事项全解析",
    url: "https://www.hmdyou.com/news/2722.html",
  },
  "e5-aizainuo-kouqiang": {
    title: "口腔修复手术:资质、医生与收费",
    url: "https://www.aizainuo.com/wenda/7618.html",
  },
  "e5-mhg123-fangshai": {
    title: "夏日防晒大作战:防晒霜正确使用全攻略",
    url: "https://www.mhg123.com/info/xia-ri-fang-shai-da-zuo-zhan-fang-shai-shuang-zheng-que-shi-yong-quan-gong-lve-mei-li-bu-shai-shang.html",
  },
  "e5-bilezu-yujiannizhenhao": {
    title: "顾长卫新片《遇见你真好》定档大年初一",
    url: "https://bilezu.com/html/812049594.html",
  },
  "e5-huangye88-huamei-yuebing": {
    title: "黄页88商品详情:郑州华美礼盒月饼系列",
    url: "https://wap.huangye88.com/item/a334tima838846.html",
  },
  "e5-franktop10-yuebing": {
    title: "中秋月饼(美国中文网报道及品牌月饼介绍)",
    url: "http://www.franktop10.com/uncategorized/25503/",
  },
  "e5-smzdm-guangzhoujiujia": {
    title: "什么值得买:广州酒家铁盒月饼",
    url: "https://m.smzdm.com/p/125603745",
  },
  "e5-iyi365-rongxiang": {
    title: "广东省开平市荣香食品有限公司新闻:月饼规格",
    url: "http://iyi365.com/news/400.html",
  },
  "e5-codepub-ditiefang": {
    title: "在你眼里,与地铁距离多近才算地铁房?",
    url: "http://m.codepub.com/daima/fcwd/fczs/343112.html",
  },
  "e5-dtcms-biancheng": {
    title: "少儿编程:课程体系和学习计划",
    url: "http://www.dtcms.com/a/445525.html",
  },
  "e5-langweixian-vc": {
    title: "维生素C选购指南:药店产品优势与适用人群全解析(2025-04-09)",
    url: "https://langweixian.com.cn/baike/3477.html",
  },
  "e5-1515e-vc-1384": {
    title: "维生素C咀嚼片产品解析:精准剂量设计",
    url: "https://1515e.com/jbzsk/1384.html",
  },
  "e6-szfeiya-rice-grade": {
    title: "绥化大米站: 大米国家标准执行标准号与质量等级(选购说明)",
    url: "http://szfeiya.com/contents/320/213.html",
  },
  "e6-kfkhr-cosmetics-open": {
    title: "kfkhr问答: 化妆品开封后使用期限",
    url: "https://m.kfkhr.com/1/2612976.html",
  },
  "e6-banyuetan-2025-lingtianjia": {
    title: "半月谈网: 不正当竞争盯上食品包装:造“零添加”噱头,玩文字游戏(2025-05-15)",
    url: "http://www.1000cx.com/jrt/detail/20250515/1000200033134991747272088830509050_1.html",
  },
  "e6-cncn-2024-bioil-pudong": {
    title:
      "中国消费者报(转载): 百互润贸易(上海)有限公司“百洛”护肤油发布虚假广告被上海市浦东新区市场监管局罚款10万元(行政处罚决定书摘要)",
    url: "https://form.infowiks.com/7d72499268absz.html",
  },
  "e6-hunan-2024-laozihao-yueyang": {
    title: "华声在线(转载): “十三村”“长乐街”上榜!岳阳“中华老字号”实现零突破(2024-02-06)",
    url: "https://digfamily.com/zh-sg/food/be0b7b22dbc7ec8f1984f59ceab13afe.html",
  },
  "e6-kpfans-luosifen-feiyi": {
    title: "kpfans: 53种美食上榜国家级非遗(第五批国家级非物质文化遗产名录)",
    url: "https://kpfans.com/article/lvLdny4Zvr.html",
  },
  "e6-aishilan-2022-pudong-penalty": {
    title: "化妆品报(转载): 爱仕兰化妆品(上海)有限公司发布虚假广告被上海市浦东新区市场监管局罚款30万元(2022-01-12处罚)",
    url: "http://m.hebeibbs.com/ldcms/zixun/6444.html",
  },
  "e6-jiemian-2022-jihou-haizhu": {
    title:
      "界面新闻/聚美丽: 严查公众号虚假宣传,广州肌后生物科技有限公司发布违法广告被广州市海珠区市场监管局处罚(行政处罚决定书摘要)",
    url: "https://www.jiemian.com/article/7226114.html",
  },
  "e6-baiyun-2022-zhongmeiduke": {
    title:
      "中国消费者报(转载): 广东省广州市白云区市场监管局对中美杜克(广州)护肤研究中心化妆品引人误解商业宣传罚款21万元(2022-03)",
    url: "http://www.syukadig.cn/shfw/20220323/2333537.html",
  },
  "e6-hangzhou-2023-sunscreen-tip": {
    title: "中国经济网(转载): 如何选购防晒类产品?(杭州市市场监督管理局提醒,2023-05-30)",
    url: "http://m.zhongjie.nanfei.cn/zixun/2023/0530/11463.html",
  },
  "e6-ixunmei-niacinamide-5pct": {
    title: "ixunmei: 5%烟酰胺原液作用与使用方法(2025-08-16)",
    url: "https://www.ixunmei.cn/qubanfangfa/1898-5.html",
  },
  "e6-shrmw-2025-niacinamide-side": {
    title: "学识问答: 烟酰胺对皮肤的副作用(不同浓度对比表,2025-08-17)",
    url: "https://96110.shrmw.com/96110/202508/1489340.html",
  },
  "e6-crsrw-cosmetics-label": {
    title: "crsrw企业资讯: 化妆品标签应标注的内容",
    url: "http://crsrw.com/qiyezixun/56679.html",
  },
  "e6-foodmate-2023-rqdb-yuanliao": {
    title: "食品伙伴网数据库: 保健食品原料目录 乳清蛋白(市场监管总局等2023年第22号公告)",
    url: "http://dbxinshipin.foodmate.net/home/index/xinshipincontent.html?itemid=1541",
  },
  "e6-studyofnet-mask-shelf": {
    title: "studyofnet: 面膜的保质期一般是几年",
    url: "http://m.studyofnet.com/936106435.html",
  },
  "e6-guancha-2025-kangshiyuan-henan": {
    title:
      "观察者网(用户专栏): 从康世源被罚看直播时代:化妆品广告别再玩“文字游戏”(禹州市市场监管局罚款3万元;河南省市场监管局2025年7月典型案例,长葛市某公司普通食品宣称溶解血栓)",
    url: "https://user.guancha.cn/main/content?id=1493243",
  },
  "f1-tw-food-ad-cases-wenews": {
    title: "台湾卫生机关 食品广告标示解释案例 (违规词句与违反情节表)",
    url: "https://digital.wenewstw.com/results/396a21f77818b4f62d1d",
  },
  "f1-sh-2021-caorun-health-food": {
    title: "中国经济网: 上海市市场监管局2021年第一批虚假违法广告典型案例 上海草润生物发布违法保健食品广告被罚15万元",
    url: "http://xiaofei.hnr.cn/xfgz/article/1/1382151804380385280",
  },
  "f1-tp-appeal-713-052": {
    title: "台北市政府 93.12.08 府诉字第0九三二五0五八一00号诉愿决定书 (非药物宣称医疗效能,违反药事法)",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=713-052",
  },
  "f1-tp-appeal-646-011": {
    title: "台北市政府 92.07.30 府诉字第0九二0三五九八四00号诉愿决定书 (非医疗器材鞋垫广告涉及医疗效能)",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=646-011",
  },
  "f1-tp-appeal-811-054": {
    title: "台北市政府 96.02.16 府诉字第09670051800号诉愿决定书 (营养餐包食品广告)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=811-054",
  },
  "f1-tp-appeal-1362-052": {
    title: "台北市政府 108.03.26 府诉三字第1086101267号诉愿决定书 (诊所网站医疗广告,违反医疗法)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=1362-052",
  },
  "f1-tp-appeal-1053-017": {
    title: "台北市政府 101.07.05 府诉字第10109097800号诉愿决定书 (非医疗机构发送宣传资料为医疗广告)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=1053-017",
  },
  "f1-tp-appeal-783-042": {
    title: "台北市政府 95.06.23 府诉字第09584475500号诉愿决定书 (非医疗机构网站暗示医疗业务广告)",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=783-042",
  },
  "f1-tp-appeal-752-064": {
    title: "台北市政府 94.11.18 府诉字第0九四二七三二二九00号诉愿决定书 (太极内功课程网站医疗广告)",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=752-064",
  },
  "f1-tp-appeal-786-054": {
    title: "台北市政府 95.07.20 府诉字第09584851000号诉愿决定书 (诊所报纸医疗广告)",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=786-054",
  },
  "f1-tp-appeal-514-071": {
    title: "台北市政府 89.11.08 府诉字第八九一0三七一四0一号诉愿决定书 (中医诊所减肥广告)",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=514-071",
  },
  "f1-label-qingre-liyan-cha": {
    title: "100md 清热利咽茶说明书 (WS-5736(B-0736)-2002)",
    url: "http://100md.com/html/DirDu/2006/01/26/86/47/62.htm",
  },
  "f1-tp-appeal-485-037": {
    title: "台北市政府 89.01.11 府诉字第八九00五四一八0一号诉愿决定书 (海参关节食品广告涉及疗效)",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=485-037",
  },
  "f1-xinhua-2021-xiaozihao": {
    title: '新华网: "消"字号、"妆"字号、"药"字号产品有啥区别 (中消协消费警示,2021-02-07)',
    url: "http://m.one-tool.net/xiaofei/20210207/020730951.html",
  },
  "f1-blzgs-27-functions": {
    title: "保健食品27项功能列表",
    url: "http://blzgs.cn/know/question-4905.html",
  },
  "f1-beacareers-xianti-shuang": {
    title: '美容美体产品"无毒无害无副作用"宣传辨析 (精业本草纤体霜)',
    url: "http://beacareers.com/z/art/75506",
  },
  "f1-tp-appeal-873-036": {
    title: "台北市政府 97.07.10 府诉字第09770129700号诉愿决定书 (疫苗药品广告未经核准,违反药事法)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=873-036",
  },
  "f1-tp-appeal-1061-024": {
    title: "台北市政府 101.09.06 府诉字第10109128800号诉愿决定书 (药品广告宣传单未经核准)",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=1061-024",
  },
  "f1-mfk-pianantai": {
    title: "脾氨肽冻干粉能否食用 (医药科普问答)",
    url: "https://mip.mfk.com/article/12092960.shtml",
  },
  "f1-ks-2024-online-drug": {
    title: "台湾好新闻 (LINE TODAY): 网路贩卖「药」小心 误触法网伤荷包 (高雄市卫生局,2024-02-18)",
    url: "https://today.line.me/tw/v3/article/NvEmkVp",
  },
  "f2-tw-judgment-shengbao-100-154": {
    title: "最高行政法院100年度判字第154号判决(生宝生物科技 诉 公平会,市占率第一广告)",
    url: "https://lawplayer.com/judgment/TPAA,100,判,154,20110217,1",
  },
  "f2-tw-ftc-airfryer-2021": {
    title: "公平会新闻资料(110年4月14日):科帅气炸锅宣称全台唯一标检局认证,罚网路家庭5万、超皇10万",
    url: "https://news.m.pchome.com.tw/public/ftc/20210414/index-61832960043942123016.html",
  },
  "f2-ann-apollo-2022-award": {
    title: "东方财富:上海阿波罗机械股份有限公司关于荣获2022年度中国机械工业科学技术进步奖的公告(2022-048)",
    url: "https://gubaf10.eastmoney.com/news,832568,1239905174.html",
  },
  "f2-tw-ftc-xbike-patent": {
    title: "阿甘创业加盟网:专利权期满消灭却宣称存续中 X-BIKE磁控健身车广告不实 公平会第1266次委员会议罚5万",
    url: "https://ican168blog.pixnet.net/blog/post/31337271",
  },
  "f2-tw-ftc-colgate-dentists": {
    title: "阿甘创业加盟网:好来化工高露洁抗敏专家广告宣称大部分牙医推荐 公平会第1115次委员会议罚30万",
    url: "https://ican168blog.pixnet.net/blog/post/28482564",
  },
  "f2-tw-cts-double11-tips-2020": {
    title: "华视新闻:购物优惠藏玄机 台北市法务局消费警讯4大注意事项(2020-11-10)",
    url: "https://news-demo.cts.com.tw/cts/life/202011/202011102020057.html",
  },
  "f2-co-nyzwec-hightech-2021": {
    title: "企业官网新闻:公司再次获得高新技术企业认定证书(豫科[2021]8号)",
    url: "http://www.nyzwec.cn/news/38.html",
  },
  "f2-tw-judgment-gohappy-99-1853": {
    title: "台北高等行政法院99年度诉字第1853号判决(星全安旅行社等诉公平会,原处分公处字第098172号被撤销)",
    url: "https://lawplayer.com/judgment/TPBA,99,訴,1853,20101230,1",
  },
  "f2-tw-taipei-petition-96-nutripack": {
    title: "台北市政府96.02.16府诉字第09670051800号诉愿决定书(营养餐包食品广告,诉愿驳回)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=811-054",
  },
  "f2-court-livestream-free-order-2025": {
    title: "直播间“限量免单”藏猫腻 商家虚构订单拒兑现构成欺诈(法院判三倍赔偿,2025)",
    url: "https://wankeshidai.com/king/53248.html",
  },
  "f2-mo-consumer-council-price-station": {
    title: "澳门消费者委员会最新公布:消委会持续巡查超市物价 情报站多样功能货比三家",
    url: "https://www.consumer.gov.mo/News/rss.aspx?lang=pt&lang=pt",
  },
  "f2-mo-consumer-council-holiday-2023": {
    title: "澳门日报:消委会国庆假设特别服务(2023-09-30)",
    url: "https://appimg.modaily.cn/app/szb/pc/content/202309/30/content_291823.html",
  },
  "f2-mo-consumer-council-typhoon-2018": {
    title: "澳门消费者委员会:消委会已启动机制防台风期间抬价行为(2018-09-17)",
    url: "https://www.consumer.gov.mo/News/PublicDetails.aspx?ID=1702&lang=zh-TW,zh-TW",
  },
  "f2-hk-customs-cny-inspection-2018": {
    title: "香港海关新闻公报:农历新年期间加强巡查购物热点 提醒商户遵守《商品说明条例》(2018-02-03)",
    url: "https://customs.gov.hk/sc/customs-announcement/press-release/index_id_2644.html",
  },
  "f2-tw-taipei-petition-108-cosmetic-pct": {
    title: "台北市政府108.09.09府诉三字第1086103292号诉愿决定书(化妆品电视广告涉及夸大,诉愿驳回)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=1384-007",
  },
  "f2-tw-wisebeam-ad-compliance": {
    title: "智拓法律事务所:品牌形象系列 广告篇 我的广告文案有没有问题?广告的法遵要求",
    url: "https://wisebeamlaw.com/brand-advertisement",
  },
  "f2-tip-healthfood-approval-number": {
    title: "74U阅读网:如何辨别保健食品 看标志 看批准文号",
    url: "https://74u.net/Baike/Spider/8814d8024ac54ef5d7a2c03e82320bd6.html",
  },
  "f2-tw-ftc-airpurifier-label-2022": {
    title: "中时新闻网:佳美百事购空气清净机广告宣称节能标章双认证 公平会罚10万(2022-02-16)",
    url: "https://www.chinatimes.com/realtimenews/20220216003330-260410",
  },
  "f2-tw-ftc-washer-label-2024": {
    title: "公平交易委员会:节能标章过期失效仍刊登广告,违反公平法(第1687次委员会议,锜隆公司)",
    url: "https://www.ftc.gov.tw/internet/enterprise/doc/docDetail.aspx?uid=126&docid=17723",
  },
  "f2-tw-ftc-car-filter-2025": {
    title: "NOWnews今日新闻:海帕斯科技汽车滤网宣称卫福部认证P3实验室、抑制新冠病毒 公平会罚5万元",
    url: "https://tw.news.yahoo.com/%E6%B6%89%E5%BB%A3%E5%91%8A%E4%B8%8D%E5%AF%A6-%E5%AE%A3%E7%A8%B1%E6%B1%BD%E8%BB%8A%E6%BF%BE%E7%B6%B2%E6%8A%91%E5%88%B6%E6%96%B0%E5%86%A0%E7%97%85%E6%AF%92%E9%81%AD%E7%BD%B0-031411787.html",
  },
  "f2-tw-ftc-silver-shirt-2022": {
    title: "自由时报:东森得易购、铨威国际银纤维上衣宣称可消灭新冠病毒99.9% 公平会共罚40万元",
    url: "https://ec.ltn.com.tw/article/breakingnews/4087477",
  },
  "f2-tw-taipei-petition-108-clinic-price": {
    title: "台北市政府108.03.26府诉三字第1086101267号诉愿决定书(诊所网站医疗广告以优惠价招揽,违反医疗法,诉愿驳回)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=1362-052",
  },
  "f3-gzfxys-process": {
    title: "广州某装饰公司官网 装修流程 设计费收取标准",
    url: "http://www.gzfxys.com/news.php/mod-index-id-8.html",
  },
  "f3-1onecent-service": {
    title: "滨州圣饰宏图装饰工程有限公司官网 服务流程",
    url: "http://www.1onecent.com/service/wllc/",
  },
  "f3-sensorsq-loadcell": {
    title: "称重传感器销售网站 称重传感器的技术指标页",
    url: "http://www.sensorsq.com/?id=1613",
  },
  "f3-asayang-refund": {
    title: "asayang 网店 运送与退换货政策",
    url: "https://asayang.com/legal/refund-policy",
  },
  "f3-pccu-refund": {
    title: "中国文化大学推广教育部 报名须知/退费规定",
    url: "https://www.sce.pccu.edu.tw/refund.aspx",
  },
  "f3-daancc-notice": {
    title: "台北市大安社区大学 选课须知",
    url: "https://daancc.tw/article/%E5%A0%B1%E5%90%8D%E9%A0%88%E7%9F%A5",
  },
  "f3-satistar-shipping": {
    title: "satistar 网店 配送与运费说明",
    url: "https://satistar.com.tw/FQA/shipping-and-fee-info",
  },
  "f3-innergie-warranty": {
    title: "Innergie 品牌官网 保固政策与安全须知",
    url: "https://innergie.com/tw/warranty-and-safety",
  },
  "f3-abyssian-terms": {
    title: "Abyssian 美发器材网店 服务条款(保固)",
    url: "https://www.abyssianhaircare.com.tw/legal/terms-of-service",
  },
  "f3-twstay-windwork": {
    title: "台湾民宿订房网 twstay 某民宿订房须知(windworkbooking)",
    url: "https://twstay.com/RWD2/note.aspx?BNB=windworkbooking",
  },
  "f3-cfe-samr-yingfenle": {
    title:
      "市场监管总局食品审评中心 进口保健食品备案凭证及产品说明书 食健备J201900000004(嘤纷乐多种维生素矿物质口服液)",
    url: "http://www.cfe-samr.org.cn/zyyw/bjsp/jkbjspbaxx/202104/P020210428501556612306.html",
  },
  "f3-iopenmall-010193-return": {
    title: "iopenmall 网店(010193) 退货政策",
    url: "https://mall.iopenmall.tw/010193/index.php?action=return",
  },
  "f3-iopenmall-034077-return": {
    title: "iopenmall 宠物食品网店(034077) 退货政策",
    url: "https://mall.iopenmall.tw/034077/index.php?action=return",
  },
  "f3-yahoo-joycoffee": {
    title: "Yahoo奇摩新闻 咖啡界奥斯卡见证者 国际评审刘玉娇(空中咖啡馆菜单文案引述)",
    url: "https://tw.news.yahoo.com/%E5%92%96%E5%95%A1%E7%95%8C%E5%A5%A7%E6%96%AF%E5%8D%A1%E8%A6%8B%E8%AD%89%E8%80%85-%E5%9C%8B%E9%9A%9B%E8%A9%95%E5%AF%A9%E5%8A%89%E7%8E%89%E5%AC%8C%E6%8F%AD%E7%A7%98coe%E5%93%81%E8%A9%95%E6%A8%99%E6%BA%96-%E7%96%BE%E5%91%BC%E5%8F%B0%E7%81%A3%E5%92%96%E5%95%A1%E4%B8%8D%E5%AE%B9%E7%BC%BA%E5%B8%AD-031033988.html",
  },
  "f3-hsincoffee-shop": {
    title: "欣咖啡 网店 购物车/咖啡报您知页",
    url: "https://www.hsincoffee.com.tw/coffee-news-127",
  },
  "f3-matrix-coffeegrade": {
    title: "matrix 咖啡网店 咖啡豆等级完全指南2025",
    url: "https://www.matrix.com.tw/coffee-bean-grades-guide",
  },
  "f3-bg3-hanlai-wagyu": {
    title: "bg3 旅游中心综合报导 汉来美食3家西餐厅推出日本三大和牛(业者提供图文)",
    url: "https://cn.bg3.co/a/ri-ben-san-da-he-niu-gao-xiong-ye-chi-de-dao-yi-lai-mei-shi-3jia-xi-can-ting-tong-bu-tui-chu.html",
  },
  "f3-amain-mochi": {
    title: "阿绵麻糬 品牌官网 品牌故事页",
    url: "https://a-main.com.tw/?p=110",
  },
  "f3-lovetour-usawest": {
    title: "旅行社行程页 美西精华海景x酒乡x古董森林火车10日(早鸟优惠)",
    url: "https://lovetour.tourcenter.com.tw/webpd/webpdsh00.aspx?sKind=1&sProd=SIT17USL04",
  },
  "f3-livork-refund": {
    title: "livork 课程 退款机制页",
    url: "https://livorktaiwan.com/article_d.php?lang=tw&tb=3&cid=72&id=102",
  },
  "f3-flipbuilder-changhua": {
    title: "彰化中心107-1课程电子书 退费规则说明页",
    url: "http://online.flipbuilder.com/vnac/zchh/files/basic-html/page5.html",
  },
  "f3-chenanyi-refund": {
    title: "作文班 退费与补课规定",
    url: "https://chenanyi-writing.1shop.tw/refund",
  },
  "f3-fuciskin-refund": {
    title: "肤锡皮肤保养工作室 退款政策(服务方案与实施规范)",
    url: "https://fuciskin.com/refund",
  },
  "f3-ettoday-erouchuan": {
    title: "ETtoday旅游云 2025-09-13 鹅肉川二店插旗大巨蛋商圈(业者提供图文)",
    url: "https://travel.ettoday.net/article/3032214.htm",
  },
  "f3-walkerland-hotels": {
    title: "WalkerLand 第五届台湾最美饭店票选得奖名单(易游网活动)",
    url: "https://walkerland.com.tw/subject/view/345085",
  },
  "f3-flair-orderrules": {
    title: "Flair Espresso 台湾代理 产品订购注意事项(香港及澳门)",
    url: "https://flairespresso.tw/2021/11/16/orderrules/",
  },
  "f3-apets-ingredients": {
    title: "A-Pets 香港宠物用品网店 宠物食品成分表点样睇",
    url: "https://a-pets.com/en/pages/%E5%AF%B5%E7%89%A9%E9%A3%9F%E5%93%81%E6%88%90%E5%88%86%E8%A1%A8%E9%BB%9E%E6%A8%A3%E7%9D%87.html",
  },
  "f3-kushiro-policy": {
    title: "钏 Kushiro(香港日料)餐厅政策",
    url: "https://kushiro.com.hk/zh-hant/policy/",
  },
  "f3-opentable-crab": {
    title: "OpenTable 狮头山附近餐厅页 养蟹人家订位须知",
    url: "https://opentable.fr/landmark/restaurants-near-lions-head-mountain-scenic-area",
  },
  "f3-taiwanhow-payment": {
    title: "台湾浩 课程报名流程与退费说明",
    url: "https://www.taiwanhow.org/pages/payment",
  },
  "f3-riseup-terms": {
    title: "Rise Up Coaching 课程报名条款",
    url: "https://www.riseupcoaching.me/terms-conditions",
  },
  "f3-vibrantology-notes": {
    title: "Vibrantology 体验课程报名注意事项",
    url: "https://vibrantologyco.com/pages/course-notes",
  },
  "f3-yogiocean-rules": {
    title: "瑜珈教室 约课规范/请假办法",
    url: "https://yogioceanstudio.com/請假辦法",
  },
  "f3-lapiola-policy": {
    title: "La Piola 台北餐厅 订位与取消条款",
    url: "https://lapiolataipei.com/policy/",
  },
  "f3-eprice-mipowerbank": {
    title: "ePrice 新品试用 小米 16000 mAh 行动电源",
    url: "https://m.eprice.com.tw/mobile/talk/4568/4926403/2",
  },
  "f4-wlqm-live-sensitive": {
    title: "直播间哪些敏感名字(直播极限用语/权威性资质类违规示例清单)",
    url: "http://www.wangluoqianming.com/gexingqianming/192379.html",
  },
  "f4-russky-live-ban": {
    title: "直播间禁词全解析,平台红线与规避指南(合规话术重构)",
    url: "https://www.russky.net/how/17597233972756.html",
  },
  "f4-diwuai-wechat-overmarketing": {
    title: "如何解释“商业推广”和“过度营销”?公众号防封的界定",
    url: "https://www.diwuai.com/news/15852.html",
  },
  "f4-uhkt-jd-title-rules": {
    title: "京东标题特殊标识违规场景管控规则(商品标题发布规范反例)",
    url: "http://www.uhkt.cn/ws/202303/c_70552.html",
  },
  "f4-huochangliang-douyin-comments": {
    title: "抖音:多次评论违规会有什么样的处罚(违规评论内容说明)",
    url: "https://www.huochangliang.com/2022/01/43412",
  },
  "f4-gzzwz-taobao-jixianci": {
    title: "极限词查询网站(广告法禁用词查询,淘宝/全网极限词清单)",
    url: "http://shangwuda.gzzwz.com.cn/zhishi/14756.html",
  },
  "f4-cpooo-cemetery-product": {
    title: "墓葬风水/经营性公墓产品介绍页(商家页面)",
    url: "http://www.cpooo.com/products/1780231020.html",
  },
  "f4-modcs-zj-live-guideline": {
    title: "浙江省市场监督管理局《浙江省网络直播营销行为规范指引》解读转载(宁波发布)",
    url: "http://www.modcs.cn/n1342412.htm",
  },
  "f4-kankanews-bank-soil": {
    title: "看看新闻:“银行土”招财转运网店调查",
    url: "https://kankanews.com/detail/Z5wgDg51l2D",
  },
  "f4-jsnews-chongchuan-haoping": {
    title: "江海晚报:五星好评返现2元?南通崇川区市场监管局罚款5000元(2023)",
    url: "https://jsnews.jschina.com.cn/nt/a/202305/t20230517_3215847.shtml",
  },
  "f4-yescdn-fuyang-haoping-card": {
    title: "杭州富阳区市场监管局处罚抖淘贸易“5星好评卡”案及淘宝好评返现新规",
    url: "https://www.yescdn.buzz/archives/6041",
  },
  "f4-nvmoo-haoping-card-news": {
    title: "外卖、快递里的好评小卡片将消失?《禁止网络不正当竞争行为规定(征求意见稿)》报道",
    url: "http://nvmoo.com/shehui/202108/233240.html",
  },
  "f4-cngulu-beichen-haoping": {
    title: "利用“好评返红包”作虚假宣传 天津北辰区菜友小吃店被处罚(2023)",
    url: "http://mucai.cngulu.com/sy/2023/0803/5090.html",
  },
  "f4-hljrk-jade-live-dushi": {
    title: "中国之声:直播间“赌石”套路深(2024)",
    url: "http://hljrk.com.cn/Fortune/2024/327522.html",
  },
  "f4-1984nian-live-bidan": {
    title: "直播逼单话术的法律风险拆解(五大高危逼单话术)",
    url: "https://1984nian.com/Promotion-xueye/6326.html",
  },
  "f4-520zimeiti-xhs-redlines": {
    title: "在《小红书》上总怕说错话?社区规范新手必须了解的“红线”",
    url: "https://www.520zimeiti.cn/46030.html",
  },
  "f4-niaogang-xhs-brand-banned": {
    title: "小红书违禁词都有哪些(小红书官方公开的品牌合作违规词)",
    url: "http://niaogang.cn/news/xiaohongshu/903.html",
  },
  "f4-57yx-okayama-zhaocaimao": {
    title: "日本冈山“招财猫博物馆”700只搜藏摆满百年老屋",
    url: "http://www.57yx.com/travel/2018021107596582.html",
  },
  "f5-tw-ftc-guanjie-2024": {
    title: "公平会新闻稿:冠杰建设「冠杰Ui」建案广告不实遭罚(113年6月19日第1705次委员会议)",
    url: "https://news.pchome.com.tw/public/ftc/20240619/index-71872640093896123016.html",
  },
  "f5-youpiao-2012-jiyoupin": {
    title: "北京日报:卖邮票将不能拿“限量发行”说事儿(国家工商总局、国家邮政局通知禁发5类集邮品广告)",
    url: "http://91youpiao.com/stamp/show.asp?id=9098",
  },
  "f5-sina-2007-maozhuxi-zhenyou": {
    title: "中国新闻网:上海工商禁发一则“毛主席珍邮大全套”收藏品广告(2007)",
    url: "http://news.sina.com.cn/c/2007-07-06/001513384453.shtml",
  },
  "f5-cmrnn-2016-tongzhou-wangdai": {
    title: "中国市场监管报:强化取证 主动作为 加强监管——对两件类金融企业广告违法案件的分析(北京市工商局通州分局,2016)",
    url: "http://pc.cmrnn.com.cn/shtml/zggsb/20161115/90170.html",
  },
  "f5-xinhua-2024-haidian-zhongkao-sms": {
    title: "新华社:北京一无证中考培训机构发布虚假广告 处4倍罚款(海淀区市场监管局,北京博誉高晟教育科技有限公司)",
    url: "http://cppjump.com/?vrR=JfRpJ.html",
  },
  "f5-tw-ftc-1997-gaodian-buxiban": {
    title: "行政院公平交易委员会(86)公处字第039号处分书:台北市私立高点文理短期补习班刊登不实广告(PTT转载)",
    url: "https://www.ptt.cc/man/Cram_Talk/D391/DB17/M.1252468174.A.B08.html",
  },
  "f5-tw-tpba-2023-ggl-jianding": {
    title: "台北高等行政法院111年度诉字第1120号判决(全民鉴宝媒体频道公司诉公平会,公处字第111059号)",
    url: "https://lawplayer.com/judgment/TPBA,111,訴,1120,20231025,1",
  },
  "f5-tw-ftc-2016-dunnan-guanzhi": {
    title: "udn转载:打广告不守交通规则 建案遭罚45万元(公平会处冠濠建设、中星兴开发「敦南观止」)",
    url: "http://tainandreamhouse.blogspot.com/2016/01/45.html",
  },
  "f5-tw-yesfund-warning": {
    title: "yesfund基金警语页(共同基金投资警语)",
    url: "https://www.yesfund.com.tw/asp/warning.asp",
  },
  "f5-tw-ubot-trust-notice": {
    title: "联邦银行特定金钱信托/结构型商品风险预告",
    url: "http://web.ubot.com.tw/UB/200602gold/0060213_07.asp",
  },
  "f5-tw-sinopac-fund-page": {
    title: "永丰银行理财资讯网基金页注意事项(转载)",
    url: "https://businessbook.urinfotw.com/results/ce5283c1d45a442d56",
  },
  "f5-desheng-fund-prospectus-2007": {
    title: "德盛安心成长混合型证券投资基金招募说明书(更新)摘要(上海证券报,2007)",
    url: "http://whmsebhyy.com/money/fund/20070827/08003918487.shtml",
  },
  "f5-tj-xiqing-2021-tengsi": {
    title:
      "天津市西青区市场监督管理局行政处罚决定书 津青市监执一处罚字〔2021〕90号(天津腾思培训学校有限公司发布虚假广告案)",
    url: "https://scjg.tj.gov.cn/tjsxqqscjdglj/zwgk_57682/zfxxgk_57687/fdzdgknr_57691/xzcf_57694/202111/t20211129_5735784.html",
  },
  "f5-chuanyu-2021-batch2": {
    title: "上游新闻:川渝联合曝光2021年虚假违法广告典型案例(第二批)(成都高途云集教育科技有限公司案)",
    url: "https://chinesefood8.com/45024.html",
  },
  "f5-tw-ftc-2022-zhufeng-dunhui": {
    title: "中央社:建案营造热销假象广告不实 公平会共罚百万元(筑丰兴业、大元广告「筑丰敦汇」,2022-11)",
    url: "https://www.trader168.com.tw/page/58696/report/486798",
  },
  "f5-tw-ftc-2012-huafu-jingbiao": {
    title: "新唐人/中央社:不动产竞标广告不实 桦富遭罚(公平会,2012-10)",
    url: "https://ash-ware.com/b5/2012/10/24/a785460.html",
  },
  "f5-76hw-tongguolv-xuanze": {
    title: "通过率与培训机构:如何选择才能真正提升你的通过率(科普文章)",
    url: "https://www.76hw.com/news/tong-guo-lv-yu-pei-xun-ji-gou-ru-he-xuan-ze-cai-neng-zhen-zheng-ti-sheng-ni-de-tong-guo-lv.html",
  },
  "f5-guohuifa-text-isofans": {
    title: "论坛转载《中华人民共和国国徽法》条文",
    url: "http://isofans.com/forum.php?goto=lastpost&mod=redirect&tid=1580003",
  },
  "f5-guoqifa-1990-text-cuoac": {
    title: "《中华人民共和国国旗法》(1990)条文转载",
    url: "http://cuoac.com/legalconsultation/zahxupyvgg.html",
  },
  "f5-huize-fenhongxian-heguiyingxiao": {
    title: "慧择:分红险合规营销宣传(引原银保监会人身险部2020年产品问题通报)",
    url: "https://xuexi.huize.com/study/detail-393354.html",
  },
  "f5-jiantou8-baoxian-licai": {
    title: "银行代销保险理财产品问答",
    url: "https://licai.jiantou8.com/ask/qa_5924061.html",
  },
  "f5-163-2023-yinchuan-junjiu": {
    title:
      "政知见(网易号):军委后勤保障部等6部门发布通告后,“军中茅台”销售商被军地联合查处(银川市市场监管局金凤区分局罚款3万元,2023)",
    url: "https://www.163.com/dy/article/I7I0QR2V051482MP.html",
  },
  "f5-tw-tpaa-2011-xianyuxian-jiameng": {
    title: "最高行政法院100年度判字第1834号判决(休闲国联公司「鲜芋仙」加盟办法,公处字第099031号)",
    url: "https://lawplayer.com/judgment/TPAA,100,判,1834,20111027,1",
  },
  "f5-jzfdcxxw-ditiefang-biaozhun": {
    title: "焦作房信网:你买的房子到底是不是地铁房?(2016)",
    url: "http://www.jzfdcxxw.cn/portal.php?aid=15512&mod=view",
  },
  "f5-tw-ftc-junyi-fuyu-o13": {
    title: "建商廣告不實恐挨罰 君邑富域 桃園捷運O13站",
    url: "https://speakupppp.azurewebsites.net/article/a2ac57ca-7920-4729-8d0a-416f00c25b32",
  },
  "f5-udn-2025-guotai-toushin-meizhai": {
    title: "國泰投信「買美債不會虧」網軍操作遭金管會開罰60萬(聯合新聞網)",
    url: "https://udn.com/news/story/12806/8968256",
  },
  "f5-dscentury-ftc-zhixiao-shouru": {
    title: "廣告不實,業者受罰(直銷世紀第60期,公平會處分直銷刊物誇大收入案)",
    url: "https://www.dscentury.com/detial.php?id=756",
  },
  "f6-tw-ftc-2023-laixian": {
    title: "公平会：来先国际有限公司蝦皮手机架广告“全国唯一台湾制造”处5万元罚锾（2023-12-13 第1679次委员会议）",
    url: "https://nchn.news/?p=30044",
  },
  "f6-tw-ftc-2023-minshi": {
    title: "金门县政府建设处转公平会：民视文化事业及经豪实业冰冷扇广告“全台唯一”“全台首创”各罚10万元（2023-07-05）",
    url: "https://ead.kinmen.gov.tw/News_Content.aspx?n=E9C07920E4BFC4E3&sms=A2C62D68901B977C&s=07AC462D99D6DF9F",
  },
  "f6-tw-court-2009-shengbao": {
    title: "台北高等行政法院97年度诉字第1239号判决 生宝生物科技股份有限公司诉公平会（脐带血银行“市占率第一”广告）",
    url: "https://lawplayer.com/judgment/TPBA,97,訴,1239,20090527,1",
  },
  "f6-tw-court-2009-miaoguanjia": {
    title:
      "台北高等行政法院98年度诉字第589号判决 台湾妙管家股份有限公司诉公平会（公处字第097095号，“去污力比他牌强50%”）",
    url: "https://lawplayer.com/judgment/TPBA,98,訴,589,20090709,1",
  },
  "f6-tw-sme-portal-first": {
    title: "经济部中小及新创企业署 律师专栏：宣称第一、最大，需有客观数据为证（公平会对入口网站处20万元罚锾）",
    url: "https://law.sme.gov.tw/ailt/modules/law/details.php?id=43",
  },
  "f6-tw-court-2023-ggl": {
    title: "台北高等行政法院111年度诉字第1120号判决 全民鉴宝媒体频道股份有限公司诉公平会（公处字第111059号）",
    url: "https://lawplayer.com/judgment/TPBA,111,訴,1120,20231025,1",
  },
  "f6-tw-ftc-2025-dongsen": {
    title:
      "公平会新闻稿（PChome转载）：东森得易购及久新丰公司防疫面罩广告宣称“全网唯一”违反公平法（2025-01-22 第1736次委员会议）",
    url: "https://news.m.pchome.com.tw/public/ftc/20250122/index-73747520041782123016.html",
  },
  "f6-court-spc-2017-jiaduobao": {
    title: "最高人民法院(2017)最高法民再155号 广药集团诉武汉加多宝公司虚假宣传纠纷案（红罐凉茶改名广告语，公众号转载）",
    url: "https://freewechat.com/a/MjM5ODI4ODg2Mw==/2651312916/1",
  },
  "f6-samr-2024-guichi-ningguo": {
    title: "市场监管总局民生领域反不正当竞争典型案例（安徽贵池区中萱书店虚假宣传案、宁国案，2024-11-05，转载）",
    url: "https://www.huajiangbk.com/newsview2465168.html",
  },
  "f6-tw-taipei-2019-1384-007": {
    title: "台北市政府108.09.09府诉三字第1086103292号诉愿决定书（化粧品电视广告涉及夸大）",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=1384-007",
  },
  "f6-tw-taipei-2019-1362-052": {
    title: "台北市政府108.03.26府诉三字第1086101267号诉愿决定书（诊所网站医疗广告违反医疗法）",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=1362-052",
  },
  "f6-tw-taipei-2007-811-054": {
    title: "台北市政府96.02.16府诉字第09670051800号诉愿决定书（营养餐包减重食品广告违反食品卫生管理法）",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=811-054",
  },
  "f6-tw-taipei-2008-873-036": {
    title: "台北市政府97.07.10府诉字第09770129700号诉愿决定书（疫苗药品广告未经核准，违反药事法）",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=873-036",
  },
  "f6-tw-taipei-2012-1061-024": {
    title: "台北市政府101.09.06府诉字第10109128800号诉愿决定书（药品广告宣传单未经核准，违反药事法）",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=1061-024",
  },
  "f6-ahfyzs-5a-prices": {
    title: "全国5A景区门票价格统计报道（转载）",
    url: "http://www.ahfyzs.com/content/14/0929/18/19096873_413295977.shtml",
  },
  "f6-tw-yahoo-2026-olive-oil": {
    title: "Yahoo奇摩新闻（自由时报）：劣质橄榄油装高级货 达人教辨识（2026-01-19）",
    url: "https://tw.news.yahoo.com/%E5%8A%A3%E8%B3%AA%E6%A9%84%E6%AC%96%E6%B2%B9%E8%A3%9D%E9%AB%98%E7%B4%9A%E8%B2%A8-%E9%81%94%E4%BA%BA%E6%95%99%E8%BE%A8%E8%AD%98-201000360.html",
  },
  "f6-chaxiaohao-vacuum-care": {
    title: "查小号：吸尘器正确使用和定期保养（2025-07-09）",
    url: "https://www.chaxiaohao.com/read-1752051420l6208647.html",
  },
  "f6-nicewebnet-hk-vacuum": {
    title: "小型吸尘机选购指南（香港）",
    url: "https://nicewebnet.com/comprehensive/349731.html",
  },
  "f6-tw-ftc-2023-pchome-kaida": {
    title: "经济日报：网家与凯达灭火器广告宣称“业界唯一”不实，公平会各罚10万元",
    url: "https://money.udn.com/money/story/5612/7534754?from=edn_search_tag_result",
  },
  "f6-court-bj-2017-heimuer": {
    title: "健康一线：消费者诉上海城市超市（北京）黑木耳包装“最优、最佳”虚假宣传案，法院判退款赔偿500元（2017-02）",
    url: "https://www.vodjk.com/news/170217/1040124.shtml",
  },
  "f6-guangfuqiang-huabohui": {
    title: "职场百科：第一届花博会在哪里举办（2023-05）",
    url: "https://m.guangfuqiang.com/zcxx/a127524.html",
  },
  "f7-hebei-2022-food-cases": {
    title: "河北省市场监管局 5起虚假违法广告典型案件(食品领域,旺地奇源案)",
    url: "http://m.cntvsp.cn/xinwen/2022/0402/49202.html",
  },
  "f7-heze-2025-court-honey": {
    title: "齐鲁晚报 菏泽:蜂蜜虚假宣传引纠纷 法院判决商家十倍赔偿(菏泽中院 2025-02)",
    url: "https://td.fyun.cc/detail/c44337102d88bf2ccab73eecd01ad410b948adb6.html",
  },
  "f7-bjinternet-court-live-cases": {
    title: "央视法治在线 用暗语鼓吹“抗癌神粉” 警惕这些直播售假套路(北京互联网法院典型案例)",
    url: "http://blog.lgjyuntun.com/m?id=3051212",
  },
  "f7-yaan-2016-zangcha": {
    title: "四川新闻网 雅安名山区工商质监局查处天猫店藏茶虚假宣传(退一赔三并罚款)",
    url: "http://cnsichuan.com.cn/shenghuoxiaofei/201609071153.html",
  },
  "f7-hangzhou-shangcheng-huangjiu": {
    title: "杭州网·消费商报 宣称黄酒有治疗功能、饮酒有益处 浙江一公司被罚(上城区市场监管局)",
    url: "http://m.u1s5d6.cn/newsview1339325.html",
  },
  "f7-juzi-live-words": {
    title: "直播间违规词分类与规避建议",
    url: "http://www.juziqiaoliang.cn/ganxingjuzi/334357.html",
  },
  "f7-guangzhou-baiyun-live-xuexiji": {
    title: "南方+ 全网销量第一?都是带货话术!广州市场监管部门最新提醒(白云区市场监管局立案调查学习机直播间)",
    url: "http://csp18e.a899.cn/news/58d799375.html",
  },
  "f7-samr-cca-2025-live-tip": {
    title: "中新网 市场监管总局、中消协提示:警惕直播带货全网最低价宣传(2025-05)",
    url: "http://tazi.weishitang.cn/hot/20201.html",
  },
  "f7-donghai-2024-crystal-cases": {
    title: "东海县市场监督管理局 水晶珠宝领域第五批典型案例(2024)",
    url: "https://wxredian.com/art?id=273a101abd76774dd0ac8de11ef7399c",
  },
  "f7-shanghai-collectibles-xinhua": {
    title: "新华网上海频道 收藏品广告“首次”“唯一”“绝版”虚假宣传(工商部门监测)",
    url: "http://bbs.cjiyou.net/dv_rss.asp?boardid=11&id=14488&page=1940",
  },
  "f7-guangzhou-baiyun-2025-yangchao-tea": {
    title:
      "网易号 广州市白云区市场监管局行政处罚决定书:和翊信息科技“灵芝玫瑰氧巢焕颜茶”直播虚假宣传罚款20万元(2025-10)",
    url: "http://www.shdongyou.cn/dy/article/KDOR8G3U05567RL3.html",
  },
  "f7-beijing-2024-tiequan-xinjing": {
    title: "新京报 美容院直播营销虚假宣传被罚20万元(北京市市场监管局2024民生领域“铁拳”典型案件)",
    url: "https://e993.com/caijing_9323d20313d243230323_ncuexsf4662514",
  },
  "f7-beijing-2024-tinghua-jiu": {
    title: "青海春天子公司北京听花贸易被北京市市场监管局罚款80万元(2024-06)",
    url: "https://snsqw.com/jrgx/202406/164436.html",
  },
  "f7-youzan-adlaw-guide": {
    title: "有赞商家《广告法》避雷指南帮助中心(正确示例)",
    url: "https://www.mbdbkk.com/html_5/baokuanmuban/439/list/3.html",
  },
  "f7-cizhua-banned-words": {
    title: "词爪 规定不能使用的用品禁用词(婴幼儿食品宣传推广禁用)",
    url: "https://cizhua.com/zixun/221",
  },
  "f7-beijing-3rd-court-yanbu-zhengxing": {
    title: "京法案讯 拒绝医疗美容虚假宣传,从擦亮眼睛开始(北京三中院七起双眼皮修复案)",
    url: "http://m.allchina.cn/info/information105449.html",
  },
  "f7-legaldaily-2024-renshengao-court": {
    title: "法治日报 北京互联网法院“×集团鲜人参膏”网络购物合同纠纷案评析(2024-09-19)",
    url: "https://www-legaldaily-com-cn.webvpn.imac.edu.cn/Village_ruled_by_law/content/2024-09/19/content_9057054.html",
  },
  "f7-xibu-2024-tegong-jiu": {
    title: "西部聚焦 一本万利?“特供”假酒黑产内幕被揭开(2024-04)",
    url: "https://xibunews.com/h-nd-875.html",
  },
  "f7-shanghai-xiaobaowei-2025-linxiayou": {
    title: "磷虾油磷脂含量实测为0!北京同仁堂涉嫌造假,企业将被约谈(上海市消保委比较试验,2025-12)",
    url: "https://reportify.cn/news/1196548570610798592",
  },
  "f7-rizhao-2023-shuangjie-tip": {
    title: "日照市市场监督管理局 中秋国庆双节期间重点领域广告发布和营销活动提醒",
    url: "https://freewechat.com/a/Mzg4ODE1MzM3OA==/2247823879/1",
  },
  "f7-cctv315-2026-waimiti": {
    title: "315再曝光:网红万元“万能神药”外泌体实为“三无”产品(2026)",
    url: "https://tojoyun.com/news/zixun/69b732e8cacc28391553261c",
  },
  "g1-tp-appeal-784-044": {
    title: "臺北市政府訴願決定書 95.07.06 府訴字第09584479000號(痛風相關食品網站廣告, 違反食品衛生管理法第19條第2項)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=784-044",
  },
  "g1-tp-appeal-668-020": {
    title: "臺北市政府訴願決定書 93.01.08 府訴字第0九三0四一0七一00號(○○纖體素食品雜誌廣告)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=668-020",
  },
  "g1-tp-appeal-724-032": {
    title: "臺北市政府訴願決定書 94.03.31 府訴字第0九四0五二四四一00號(奈米金化粧品網站廣告未經核准)",
    url: "https://laws.gov.taipei/law/LawDecision/ContentPrint?id=724-032",
  },
  "g1-tp-appeal-862-025": {
    title: "臺北市政府訴願決定書 97.04.28 府訴字第09770097000號(牛初乳片、諾麗果膠囊網路食品廣告, 訴願不受理)",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=862-025",
  },
  "g1-tp-appeal-1624-096": {
    title: "臺北市政府訴願決定書 114.12.15 府訴二字第1146087273號(食品網站廣告涉及醫療效能, 罰鍰70萬元)",
    url: "https://laws.gov.taipei/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=1624-096",
  },
  "g2-tpba-98-2139-zhucheng": {
    title: "台北高等行政法院98年度诉字第2139号判决(竹城京都建案,公处字第097088号)",
    url: "https://lawplayer.com/judgment/TPBA,98,訴,2139,20100407,1",
  },
  "g2-taipei-law-104472-gongshe": {
    title:
      "台北市法规查询系统 公平交易类:行政院台八十九诉字第36002号诉愿决定书(不服(八九)公处字第一0一号处分书,建案“百分之十七低公设”广告)",
    url: "https://www.laws.taipei.gov.tw/Law/LawInterpretation/LawInterpretationContent?soid=104472&typeName=%E5%85%AC%E5%B9%B3%E4%BA%A4%E6%98%93%E9%A1%9E",
  },
  "g2-ltn-2026-slimming-ftc": {
    title: "自由财经:公平会提醒瘦身美容不实广告常见违规用语(2026-01-07)",
    url: "https://ec.ltn.com.tw/article/breakingnews/5302330",
  },
  "g2-rakuten-ftc-relaxtone": {
    title: "乐天市场法规Q&A:富邦媒体公司销售Relax & Tone深层震动美体按摩机广告不实(公平会处分)",
    url: "https://rakuten.com.tw/policy/legal/qa_result_80158",
  },
  "g2-singerhome-pchome-exclusive": {
    title: "转载公平会2010-10-06新闻:网路家庭公司宣称“PChome网路独家推出”广告不实处60万元(第987次委员会议)",
    url: "https://singerhome.blogspot.com/2010/10/pchome60.html",
  },
  "g2-webptt-ftc-cram-qa": {
    title: "PTT Cram_Talk转载:行政院公平交易委员会对于补习班之规范说明问答集",
    url: "https://webptt.com/cn.aspx?n=bbs%2FCram_Talk%2FM.1252670088.A.927.html",
  },
  "g2-kingcraft-ftc-cases": {
    title: "冠中智讯第36期:认识不实广告(整理公平会开罚案例,2022-09-12)",
    url: "http://www.king-craft.com.tw/news_detail2.asp?spage=5&nid=435",
  },
  "g2-ftc-slimming-principles": {
    title: "公平交易委员会对于瘦身美容案件之处理原则(公平会网站)",
    url: "https://www.ftc.gov.tw/internet/main/doc/doc_count.aspx?uidn=165&docidn=12224&mid=173",
  },
  "g2-bg3-cib-fake-invest-ads": {
    title: "防堵“假投资广告”新制上路逾1个月 刑事局通报下架2千则",
    url: "https://tw.bg3.co/a/fang-du-jia-tou-zi-yan-gao-xin-zhi-shang-lu-yu-1ge-yue-xing-shi-ju-tong-bao-xia-jia-2qian-ze.html",
  },
  "g2-epoch-cpc-air-purifier-test": {
    title: "大纪元:行政院消保处抽查10件空气清净机结果(空净机抽查 名牌效能差)",
    url: "https://epochtimes.com.tw/n325207/空淨機抽查-名牌效能差.html",
  },
  "g2-ettoday-cpc-air-purifier-test": {
    title: "ETtoday:消保处抽测清净机“洁净空气提供率”(2020-10-13)",
    url: "https://ettoday.net/news/20201013/1830266.htm",
  },
  "g2-talkapple-ltn-2023-lounge-ad": {
    title: "论坛转载自由时报2023-03-18:建案交谊厅实为停车场,公平会罚建商200万元、广告商60万元确定",
    url: "http://wind.talkapple.net/viewthread.php?authorid=741&page=1&tid=52442",
  },
  "g2-iqc-momo-chimei-fan": {
    title: "转载公平会处分:富邦媒体公司及玖建公司“CHIMEI奇美”DC节能立式循环扇误标节能标章各罚5万元",
    url: "https://iqc-tw.superlab.tw/?p=37888",
  },
  "g3-tyda-103-jian-129": {
    title:
      "台湾桃园地方法院103年度简字第129号行政诉讼判决(中坜爱尔丽诊所负责医师 v. 桃园市政府,医疗法;诉愿决定及原处分均撤销)",
    url: "https://lawplayer.com/judgment/TYDA,103,簡,129,20151120,2_5ed46b77d8225fc6728854392596a07b638591ea",
  },
  "g4-chevory-warranty": {
    title: "巧芙睿 Chevory 保固说明 (Taiwan baby-product seller)",
    url: "https://www.chevory.com/explain.php?act=list&cid=11",
  },
  "g4-crisscross-bnb": {
    title: "交叉点民宿 住宿须知 (Taiwan B&B booking page)",
    url: "https://crisscross.yibnb.com/notice.php",
  },
  "g4-hkbea-simplylove": {
    title: "东亚银行(香港) 「简爱.延续」保障计划5 产品页 (友邦承保)",
    url: "https://www.hkbea.com/html/sc/simply-love-encore5.html",
  },
  "g4-milesedu-sg": {
    title: "Miles Education (Singapore) 政府中小学备考培训课程页",
    url: "https://www.milesedu.com.sg/exam-preparatory-courses/tuition-course-for-government-school-students/",
  },
  "g4-renrendoc-chinalife-tips": {
    title: "中国人寿保险股份有限公司 人身保险投保提示书 (文档)",
    url: "https://renrendoc.com/paper/339060564.html",
  },
  "g4-10life-blog": {
    title: "10Life 香港保险比较平台 储蓄及投资保险产品类型 (2021-08-09)",
    url: "https://www.10life.com/blog/Explain-the-types-of-insurance-savings-and-investment-products?locale=en",
  },
  "g4-storybox-manual": {
    title: "the story box 产品说明书 保修条款 第18页",
    url: "http://88.208.23.73:8080/en/manual/ibible/m3/605516?page=18",
  },
  "g4-jrstation-sg": {
    title: "JR Station 旅游 新加坡 小贴士 Tips (HK travel page)",
    url: "https://travel.jrstation.com/singapore/singapore2014/tips_singapore2014.html",
  },
  "g4-worldwayhk-sg": {
    title: "WorldWay HK 移民公司页 新加坡投资移民初到新加坡必看 美食介绍",
    url: "http://worldwayhk.com/hk/newsdetail5682.html",
  },
  "g4-madama-cotton": {
    title: "Madama 纯棉系列 品牌页 (rss.madama.cn)",
    url: "https://rss.madama.cn/rsscm/1551.html",
  },
  "g4-sqcpenang-halal": {
    title: "SQC Penang Halal认证全攻略 (马来西亚 consultancy page)",
    url: "https://sqcpenang.com/halal%E8%AE%A4%E8%AF%81%E5%85%A8%E6%94%BB%E7%95%A5%EF%BC%9A%E8%AE%A9%E6%82%A8%E7%9A%84%E4%BA%A7%E5%93%81%E7%95%85%E8%A1%8C%E5%85%A8%E7%90%83%E6%B8%85%E7%9C%9F%E5%B8%82%E5%9C%BA%EF%BC%81/",
  },
  "g4-9town-sg": {
    title: "移民公司页 移民新加坡了解新加坡教育",
    url: "http://www.9town.net/hk/newsdetail4441.html",
  },
  "g4-shopee-food-rule": {
    title: "连连国际 虾皮商城商品上架规范 美食、伴手礼商品说明 (Shopee Taiwan listing rule)",
    url: "https://global.lianlianpay.com/channel/31-28055.html",
  },
  "g5-taipei-appeal-0910588900": {
    title: "臺北市政府 91.07.19 府訴字第0910588900 1號訴願決定書（诊所违规医疗广告）",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/ContentPrint?id=596-022",
  },
  "g5-taipei-appeal-0920354470": {
    title: "臺北市政府 92.03.26 府訴字第09203544700號訴願決定書（齒科診所植牙、牙齒美白違規醫療廣告）",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/LawDecisionSearchContent?CategoryID=1100&caseNo=628-038",
  },
  "g5-taiwanhot-taoyuan-device-2024": {
    title: "台灣好新聞：廣告誇大莫相信 桃市衛生局籲醫材選用注意三步驟（2024-09-19）",
    url: "https://taiwanhot.net/news/focus/1080893/%E5%BB%A3%E5%91%8A%E8%AA%87%E5%A4%A7%E8%8E%AB%E7%9B%B8%E4%BF%A1+%E6%A1%83%E5%B8%82%E8%A1%9B%E7%94%9F%E5%B1%80%E7%B1%B2%E9%86%AB%E6%9D%90%E9%81%B8%E7%94%A8%E6%B3%A8%E6%84%8F%E4%B8%89%E6%AD%A5%E9%A9%9F/70/%E7%94%9F%E6%B4%BB%E9%A0%BB%E9%81%93",
  },
  "g5-lawpanda-medfraud": {
    title: "LawPanda：醫美廣告不實與醫療詐欺法規遵循",
    url: "https://www.lawpanda.tw/blog/?p=11201",
  },
  "g5-xmear-hearingaid": {
    title: "益耳助听器网站：为什么说助听器还不够“好”（孟庆林）",
    url: "http://m.xmear.com/tlsn.asp?tmpId=2000",
  },
  "g5-yidianzhidao-drugbuy": {
    title: "一点知道：购买药品注意事项",
    url: "https://www.yidianzhidao.com/item/yiODYxMTJmMTM0NmRjNTIyNzM3OTc4N2Vmdao.html",
  },
  "g5-lifenews-taipei-2023": {
    title: "健康生活網：臺北市衛生局112年違規廣告查緝成果",
    url: "https://lifenews.com.tw/71585",
  },
  "g6-falvchangshi-shop-leaseback": {
    title: "南方日报 report on 售后包租 格子铺 schemes, quoting shop ads",
    url: "https://falvchangshi.com/tags/260358.html",
  },
  "g6-ettaleb-zhengzhou-school-ad-2020": {
    title: "大河报 2020-09: Zhengzhou 美盛教育港湾 banners promising school places, against 房地产广告发布规定 art. 18",
    url: "http://www.ettaleb.com/licai/2020/0928/444479.html",
  },
  "g6-hwnd-royal-cemetery": {
    title: "法治周末 investigation: 皇家龙山陵园 (Laishui, Hebei) marketing with 皇家/龙脉/风水",
    url: "http://hwnd.cn/news/show-3725.html",
  },
  "g6-apple88-space-collectibles-2013": {
    title:
      "News (Guangzhou collectibles market): space-themed coins and commemoratives after Chang'e-3, quoting seller ad copy and experts",
    url: "http://apple88.net/54/201312184165.html",
  },
  "g6-shscv-chibi-xiaoxinxing": {
    title:
      "中国消费者报: 赤壁市市场监管局 fines 长沙市小新星卡通数码科技有限公司 for 联合国教科文组织力荐 claim on teaching books",
    url: "http://www.shscv.cn/html/78b299892.html",
  },
  "g6-tw-tpba-97-su-949": {
    title: "臺北高等行政法院 97年度訴字第949號 (太子建設 v. 公平會, 公處字第096178號, 「紐約57街」 ad)",
    url: "https://www.lawsq.com/book/15730917218",
  },
  "g6-mmkcvlj-wuhan-grave-presale-2016": {
    title: "News (Wuhan, 2016): illegal presale of grave plots by 幸福山生命公园 sellers, 民政部门 to investigate",
    url: "http://mmkcvlj.cn/news/content/2016-04/05/content_2888448.htm",
  },
  "g6-haikou-school-district-ad": {
    title: "News (Haikou): 楼盘促销傍名校, 工商: 升学承诺不能做为广告",
    url: "https://haikou.baogaosu.com/xinwen/%E6%A5%BC%E7%9B%98%E4%BF%83%E9%94%80%E5%82%8D%E5%90%8D%E6%A0%A1%E5%B7%A5%E5%95%86%E5%8D%87%E5%AD%A6%E6%89%BF%E8%AF%BA%E4%B8%8D%E8%83%BD/30504819",
  },
  "g6-sina-collection-coin-medal-2018": {
    title: "湖南日报 2018-03-12 via Sina: 纪念币和纪念章差别巨大 (PBoC Changsha)",
    url: "http://collection.sina.com.cn/jczs/2018-03-13/doc-ifyscsmu9281075.shtml",
  },
  "g6-isxdcotk-coin-traps": {
    title: "Article: 纪念币 sales tricks (traditional-character page)",
    url: "http://www.isxdcotk.cn/article/984920_753793307.html",
  },
  "g6-hljy2120-lights-custom": {
    title: "Article: 开灯招财 (folk custom)",
    url: "http://hljy2120.cn/hljy2120/1445248",
  },
  "g6-legispedia-temple-fraud": {
    title: "法律百科 (Taiwan): is a temple ritual that fails fraud? (courts on 占卜/风水/祈福)",
    url: "https://legis-pedia.com/article/crime-penalty/964?hightlight=%E6%B3%95%E5%AE%9A%E7%AE%A1%E8%BD%84",
  },
  "g6-tw-sitca-advisory-rule-12": {
    title: "證券投資顧問事業管理規則 第12條 (Taiwan)",
    url: "http://judicial.mywoo.com/law/G0400077/12.html",
  },
  "g6-divecube-refund-policy": {
    title: "Divecube (Taiwan diving courses): refund policy page for tickets",
    url: "https://divecube.com.tw/page/about/index.aspx?kind=61",
  },
  "g6-webptt-ftc-cram-school-qa": {
    title: "Taiwan FTC Q&A on 升學文理補習班資訊揭露規範說明 (PTT Cram_Talk repost)",
    url: "https://webptt.com/cn.aspx?n=bbs%2FCram_Talk%2FM.1252670088.A.927.html",
  },
  "g7-hk-orientaldaily-2013-tdo": {
    title: "东方日报 2013-07-20 《商品说明修订条例》生效首日 商户“踩界”宣传字句",
    url: "http://orientaldaily.on.cc/cnt/news/20130720/00176_058.html",
  },
  "g7-tw-yam-2016-baizhi": {
    title: "中央社 2016-03-31 白芷磨粉卖 标榜洗脸润肌遭判刑（彰化地方法院判决）",
    url: "https://n.yam.com/Article/20160331635914",
  },
  "g7-tw-tpba-107-su-652": {
    title: "台北高等行政法院107年度诉字第652号判决（食品安全卫生管理法，葡萄糖胺广告）",
    url: "https://www.lawsq.com/book/43972253173",
  },
  "g7-hk-mingpao-2013-condom": {
    title: "明报 2013-08 冈本0.03安全套厚度不副实 消委交海关跟进（论坛转载）",
    url: "http://www.sskyn.com/thread-26642-1-1.html",
  },
  "g7-hk-mingpao-2019-handwash": {
    title: "明报 2019-07-16 声称99.9%杀菌洗手液 两款效用仅三成（消委会）",
    url: "https://life.mingpao.com/general/article?issue=20190716&nodeid=1563217123912&tag=publichealth",
  },
  "g7-hk-peopledaily-2015-wipes": {
    title: "人民网 2015-08-18 香港消委会抽查湿巾和消毒液 部分效果名不副实",
    url: "http://big5.china.com.cn/gate/big5/finance.china.com.cn/industry/hotnews/20150818/3296375.shtml",
  },
  "g7-tj-cac-2023-antibacterial": {
    title: "天津市消费者协会 抗菌纺织制品比较试验（成都青白江市场监管转载 2023-02-01）",
    url: "https://nami.wuyongtao.com/dt/show-2688.html",
  },
  "g7-tw-pcda-106-jian-37": {
    title: "台湾新北地方法院106年度简字第37号行政诉讼判决（农产品生产及验证管理法，有机水果茶标示）",
    url: "https://lawseye.com/article/PCDA%2C106%2C%E7%B0%A1%2C37%2C20170511%2C1",
  },
  "g7-sg-xinjiapo-hsa-slimming": {
    title: "新加坡眼 警惕！四款减肥产品含违禁成分或泻药（卫生科学局文告）",
    url: "https://xinjiapo.news/news/37397",
  },
  "g7-sg-28work-2018-pangea": {
    title: "2018-10-25 参加国际刑警“盘古行动” 卫生科学局查获违禁保健品",
    url: "https://news.28work.com/i_230/230662.html",
  },
  "g7-my-foamiga-moh-fines": {
    title: "马来西亚严打未注册药品，开出1.2亿令吉罚单警示电商平台",
    url: "http://www.foamiga.cn/news/4762.html",
  },
  "g7-hk-rthk-2020-clipcard": {
    title: "RTHK 2020-07-15 消委会指除菌挂卡挂章功能成疑",
    url: "https://agora0.github.io/2007/rthk/2020/07/15/RTHK-%E6%B6%88%E5%A7%94%E6%9C%83%E6%8C%87%E9%99%A4%E8%8F%8C%E6%8E%9B%E5%8D%A1%E6%8E%9B%E7%AB%A0%E5%8A%9F%E8%83%BD%E6%88%90%E7%96%91.html",
  },
  "g7-hk-tvbnow-tissue": {
    title: "消委会：多款纸巾标签有虚报（新闻论坛转载）",
    url: "https://www2.tvboxnow.com/thread-3202031-1-879.html",
  },
  "g7-hk-ccc-541-counterfeit": {
    title: "香港消费者委员会《选择》541期 伪冒药物 海关资料",
    url: "https://www.consumer.org.hk/sc/article/541-counterfeit-drugs/541-counterfeit-drugs-customs",
  },
  "g7-tw-5ch-penghu": {
    title: "台湾新闻网 澎湖县卫生局 为维护您的健康请勿听信广告",
    url: "http://www.5ch.com.tw/news.php?act=view&id=5736",
  },
  "g7-tw-yahoo-2026-pingtung": {
    title: "自由时报 2026-01-18 屏东县卫生局 食药粧违规广告年裁罚267件",
    url: "https://tw.news.yahoo.com/%E5%8B%BF%E4%BF%A1%E8%AA%87%E5%A4%A7%E4%B8%8D%E5%AF%A6%E5%BB%A3%E5%91%8A-%E5%B1%8F%E7%B8%A3%E9%A3%9F%E8%97%A5%E7%B2%A7%E9%81%95%E8%A6%8F-%E5%B9%B4%E8%A3%81%E7%BD%B0267%E4%BB%B6-866%E8%90%AC%E5%85%83-020426137.html",
  },
  "g7-12315-2010-elderly": {
    title: "省工商局12315指挥中心消费警示 老年人当心被虚效保健品忽悠",
    url: "http://m.012509.com/laoren/lrrd/201006/16-728266.html",
  },
  "g7-hb-hubei-ccc-tvads": {
    title: "中国消费者报 湖北省消费者委员会 专坑老年人的保健品广告上了黑榜",
    url: "http://m.eachbjtnr.xyz/html/38e499541.html",
  },
  "g1-tcda-103-jiangeng1": {
    title: "台湾台中地方法院行政诉讼判决103年度简更字第1号（台中市政府卫生局食品广告裁处）",
    url: "https://lawseye.com/article/TCDA,103,簡更,1,20140619,1",
  },
  "g1-collagensei-capsule-guide": {
    title: "collagensei：胶囊补充剂综合指南",
    url: "https://collagensei.com/zh/%e8%86%a0%e5%9b%8a%e8%a3%9c%e5%85%85%e5%8a%91%e7%b6%9c%e5%90%88%e6%8c%87%e5%8d%97",
  },
  "g1-vocus-tp-cosm-11211": {
    title: "vocus 妆做知道：112年11月份台北市卫生局所整理出的化妆品违规广告用词",
    url: "https://vocus.cc/article/657d895bfd897800017eaf97",
  },
  "g1-tc-longjing-cosm-faq": {
    title: "台中市龙井区卫生所 常见问答：选购化妆品注意事项",
    url: "https://www.longjingphc.taichung.gov.tw/1846170/post",
  },
  "g2-chengdu-weiditie-news": {
    title: "成都楼盘广告大打“地铁牌”记者体验“伪地铁”之嫌（报道引述楼盘广告语）",
    url: "https://028p.cn/view_2914.html",
  },
  "g2-czjylp-jiaoyu-youhui-court": {
    title: "案例：售楼广告中的“教育优惠”承诺构成售楼合同内容，对开发商有约束力",
    url: "http://m.czjylp.com/?p=21853",
  },
  "g2-guangzhou-jingxi-court-2007": {
    title: "广州白云畔山花园业主诉开发商“购房可入读省重点小学”广告承诺案（广州中院二审报道）",
    url: "http://m.yogviha.cn/estate/tswq/news/2007/05-16/935930.shtml",
  },
  "g2-shanghai-caijingdav-prosecution": {
    title: "证监会：上海财经大V徐某发布虚假投资平台广告被以虚假广告罪等提起公诉（2022）",
    url: "https://blog.wongcw.com/2022/07/02/%e8%b2%a1%e7%b6%93%e5%a4%a7v%e8%aa%98%e5%b0%8e%e4%ba%a4%e6%98%93%e8%a2%ab%e4%b8%89%e7%bd%aa%e5%85%ac%e8%a8%b4%e8%ad%89%e7%9b%a3%e6%9c%83%e6%8f%90%e9%86%92%e4%b8%8d%e8%a6%81%e8%bc%95%e4%bf%a1%e6%89%80",
  },
  "g2-hexie-yianshuoxian-2025": {
    title: "和谐健康保险 以案说险——远离虚假宣传（代理人朋友圈海报被监管认定虚假宣传、夸大收益，2025）",
    url: "https://www.hexiehealth.com/hxdt/jrzsjyzq/yayx/14910.htm",
  },
  "g2-hk-eaa-column-20230308": {
    title: "香港地产代理监管局 消费者专栏：不得发布具误导性的物业广告（2023-03-08，罚款7.3万港元）",
    url: "http://smart.eaa.org.hk/zh-hant/consumer-columns-zh-hant/02-zh-hant/stheadline20230308/",
  },
  "g3-hangzhou-2016-fanglinfu-handmsg": {
    title:
      "评方林富炒货店诉杭州市西湖区市场监督管理局行政处罚案((2016)浙0106行初240号,法院维持违法认定、罚款变更为10万元)",
    url: "http://www.handmsg.com/page/2020/0127/7519703.shtml",
  },
  "g3-wuhou-court-2008-shaqima": {
    title: "顾客质疑沙琪玛“100%全鸡蛋液制作”虚假宣传,武侯区法院判决驳回诉讼请求",
    url: "http://wineworld.com.cn/html/xingyedongtai/fangbianxiuxianshipin/20080707/25365.html",
  },
  "g3-jiangyin-court-2014-cosmetics": {
    title: "中国江苏网:化妆品功效“吹过头”消费者获退一赔一(江阴市人民法院认定包装宣传语误导消费者)",
    url: "http://sh-huayang.cn/hzpbzxw/2000.html",
  },
  "g3-shunyi-court-jiemianru": {
    title: "化妆品虚假宣传 被判赔偿18元(顺义区法院:洁面乳包装宣传内容误导消费者,构成欺诈)",
    url: "http://www.shaduren.com/knowledge/detailed-201601.html",
  },
  "g3-jingyun-law-2025-fuan": {
    title: "北京京云律师事务所:购房避坑指南(引2025年福安“全区最宽楼间距”、周宁“熊胆粉降三高”处罚案例)",
    url: "http://www.fdcwqw.com/knowledge/2620",
  },
  "g3-shanghai-railway-court-2024-junzhong": {
    title: "网易/上海铁路运输法院:“军中茅台”“军内专供”白酒被诉,法院审理三无“军队特供酒”买卖纠纷",
    url: "https://c.m.163.com/news/a/JIKRAQD40514ILJ5.html",
  },
  "g3-shanghai-2023-tiequan5-futongzhi": {
    title:
      "中国消费者报:上海公布民生领域案件查办“铁拳”行动第五批典型案例(上海福治通健康管理有限公司商业混淆以及虚假商业宣传案,虹口区市场监管局)",
    url: "https://ywpdd.com/Content/2023/07-27/1426145031.html",
  },
  "g3-jiaojiang-court-2019-liugehetao": {
    title: "烟语法萌:男子起诉“六个核桃不补脑”,椒江区人民法院判决广告语经工商部门认定不违法、驳回诉请(2019)",
    url: "https://freewechat.com/a/MzU1MjAyMzQwNw==/2247496852/3",
  },
  "g4-clinic-zhuhai-weigang-implant": {
    title: "珠海维港口腔 种植牙术后注意事项(诊所网页)",
    url: "https://www.macaodental.com/zzy/qyzz/824.html",
  },
  "g4-bohe-myopia-laser-cond": {
    title: "薄荷健康 近视激光手术需满足的条件(问答)",
    url: "https://www.bohe.cn/iask/view/4j9ew9kn1k22ifq.html",
  },
  "g4-gilt360-myopia-age": {
    title: "近视眼手术年龄与条件(健康科普页)",
    url: "http://www.gilt360.cn/y4op069m5.html",
  },
  "g4-pingguolv-myopia-gulou": {
    title: "南京鼓楼医院眼科医师 激光矫正手术条件(问答)",
    url: "https://m.pingguolv.com/ask/QAbXQD66A4z9.html",
  },
  "g4-tw-tpba-108-jianshang-69": {
    title:
      "臺北高等行政法院判決 108年度簡上字第69號(桃園市政府衛生局 愛爾麗診所 隔空減脂醫療廣告 違反醫療法第86條第7款)",
    url: "https://lawseye.com/article/TPBA%2C108%2C%E7%B0%A1%E4%B8%8A%2C69%2C20191030%2C1",
  },
  "g4-course-haidian-scratch-peixunsj": {
    title: "培训世界:海淀区少儿编程Scratch课程介绍(课程页)",
    url: "https://www.peixunsj.cn/89/n_10223.html",
  },
  "g4-course-peixunsj-cpp": {
    title: "培训世界:少儿编程 Scratch/Python/C++ 课程介绍(课程页)",
    url: "https://www.peixunsj.cn/2094/n_14686.html",
  },
  "g4-qunedu-kids-coding": {
    title: "群学教育:少儿编程课主要学什么内容(课程说明页)",
    url: "https://www.qunedu.com/sebc/25976/shaoerbianchengkezhuyaoxueshenmeneirong",
  },
  "g4-fuyang-wjw-2025-medbeauty-tip": {
    title: "阜阳市卫生健康委 关于非法医疗美容风险的提示(2025-02-12,医美网站转载)",
    url: "http://www.shjjz.com.cn/article/detail/816421590236401664",
  },
  "g4-dongying-2021-medbeauty-warning": {
    title: "东营市卫生健康综合执法支队 医疗美容消费警示(2021)",
    url: "http://dongying.subaoxw.com/yw/2021/1227/32435.html",
  },
  "g4-xywy-eyelid-care": {
    title: "寻医问药网 割双眼皮术前术后护理(问答)",
    url: "https://mip.club.xywy.com/mip/20151229/198154922.htm",
  },
  "g4-cnwanle-eyelid-recovery": {
    title: "双眼皮手术后恢复时间(整形知识页)",
    url: "https://cnwanle.com/zhishi_43216.html",
  },
  "g5-mihotel-faq-checkin": {
    title: "MI Hotel (mihoteljp.com) 常见问题:入住与退房时间",
    url: "https://www.mihoteljp.com/shows/14/48.html",
  },
  "g5-dlbhf-valve-selection": {
    title: "阀门生产企业网站(dlbhf.com)文章:调节阀选型要点",
    url: "http://www.dlbhf.com/article_show-994-view.html",
  },
  "g5-madama-cotton-wash": {
    title: "Madama 品牌站文章:100%棉衣物清洗与养护",
    url: "https://rss.madama.cn/rsscm/1681.html",
  },
  "g5-hnysfww-goods-11751": {
    title: "hnysfww.com 药店商品页(外用液体制剂,乙类非处方药)说明书信息",
    url: "https://www.hnysfww.com/goods.php?id=11751",
  },
  "g5-jianke-ganzaoxin-otc": {
    title: "方舟健客(jianke.com)药品资讯页:甘草锌胶囊是非处方药",
    url: "https://jianke.com/a/20131019/522235.html",
  },
  "g5-homexhome-refund": {
    title: "homexhome camp 课程退费政策",
    url: "https://homexhomecamp.easy.co/pages/refund-policy",
  },
  "g5-iopenmall-081519-return": {
    title: "iopenmall 开店平台商家 081519 退货政策(7日鉴赏期)",
    url: "https://mall.iopenmall.tw/081519/index.php?action=return",
  },
  "g5-kamyi-return": {
    title: "kamyi.com.tw 网店 退换货政策",
    url: "https://www.kamyi.com.tw/content/53",
  },
  "g5-money-product-liability": {
    title: "Money钱杂志 文章:本商品投保产品责任险的真相(引用礼盒卡片文字)",
    url: "https://www.money.com.tw/magezine/article/2104",
  },
  "g5-primanudes-xiaomi-powerbank": {
    title: "拆解文章:新小米移动电源2(10000mAh)包装参数页",
    url: "http://www.primanudes.com/hebcj/2020/1114/49078531.html",
  },
  "g6-admirer-ningbo-carwash-live": {
    title:
      "网易号：“名牌”酒仅售几十元，直播间的“全网最低价”是福利还是陷阱？（引宁波市市场监管局直播营销典型案件：汽车服务公司虚构原价）",
    url: "http://www.admirer.cn/dy/article/IPRKBKAH0522843U.html?spss=dy_author",
  },
  "g6-qingyuan-amr-tea-price-2024": {
    title: "清远市市场监督管理局关于规范茶叶市场价格行为的提醒告诫函（2024-07-12）",
    url: "http://xlyzsl.cn/xxgk/zzjg/zfjg/qysscjdglj/gzdt/qyscjggg/content/post_1891305.html",
  },
  "g6-jjrb-2020-promo-rules": {
    title: "经济日报：市场监督总局：商家不得“先涨价再降价”促销（《规范促销行为暂行规定》，2020-11-09）",
    url: "http://www.f2djj.com/news/2020/1109/2899.html",
  },
  "g6-fzzdjz-shengjian-2024-court": {
    title: "法院案例：团购生煎包虚标原价22元（实际门市价9元），市场监督管理局处罚后消费者诉请退一赔三获支持（2024）",
    url: "http://m.fzzdjz.com/article/103408.html",
  },
  "g7-fh21-yimucao-label": {
    title: "fh21 益母草胶囊说明书(沈阳永大制药,国药准字Z20053022)",
    url: "https://fh21.com/news/zd423yxz3n.html",
  },
  "g7-hnysfww-4417-label": {
    title: "湖南药事服务网 商品页 处方中成药说明(成份大黄、虎杖、青皮等;功能主治 疏肝利胆,清热通下)",
    url: "https://hnysfww.com/goods.php?id=4417",
  },
  "g7-hk01-cmchk-acupuncture-2026": {
    title: "香港01 网店宣传针灸减肥称绝对有效 中医药管委会指违规 正展开调查(2026-01-30)",
    url: "https://www.hk01.com/%E7%A4%BE%E6%9C%83%E6%96%B0%E8%81%9E/60317845/%E7%B6%B2%E5%BA%97%E5%AE%A3%E5%82%B3%E9%87%9D%E7%81%B8%E6%B8%9B%E8%82%A5%E7%A8%B1%E7%B5%95%E5%B0%8D%E6%9C%89%E6%95%88-%E4%B8%AD%E9%86%AB%E8%97%A5%E7%AE%A1%E5%A7%94%E6%9C%83%E6%8C%87%E9%81%95%E8%A6%8F-%E6%AD%A3%E5%B1%95%E9%96%8B%E8%AA%BF%E6%9F%A5",
  },
  "g7-tw-pharm-act-rules-art45": {
    title: "台湾 药事法施行细则 第45条 条文页",
    url: "https://xn--g4ts90a1sibst9nf.com/lawSingle/le04954-第45條.html",
  },
  "g7-mohw-tw-ad-query-ncc": {
    title: "卫生福利部 卫生署与NCC合作发布药物广告资讯查询专区 新闻稿",
    url: "https://mohw.gov.tw/cp-3161-26640-1.html",
  },
  "g7-dazhong-mengtuoshi-label": {
    title: "大众网健康 药品库 蒙脱石散说明书",
    url: "https://m.dazhong.com/drug/8088/instructions.html",
  },
  "g7-xuanhu-62876-label": {
    title: "xuanhu.net 中成药说明(膨润土、岩陀 散剂,非处方)",
    url: "http://xuanhu.net/cs/zcy/gs/62876.html",
  },
  "g7-163-clinics-illegal-ads": {
    title: "网易号转载 基层诊所注意!多家医疗机构因发布违法广告被查处(北京海淀区、张掖市高台县市场监管局等处罚)",
    url: "http://www.senqingzn.com/dy/article/I5M0KDNO05561HU3.html?spss=dy_author",
  },
  "g7-infogovhk-dh-recall-2012": {
    title: "香港政府新闻公报 卫生署 回收标签不符合法例要求的中成药(感冒除 HKP-05059,2012-03-27)",
    url: "http://www.info.gov.hk/gia/general/201203/27/P201203270516_print.htm",
  },
  "g7-cmchk-pcm-label-reg": {
    title: "香港中医药管理委员会 中成药标签及说明书(简体页)",
    url: "https://www.cmchk.org.hk/pcm/chs/main_reg04.htm",
  },
  "g7-sohu-zhoukou-guohui-2014": {
    title: "搜狐转载大河报 广告仿“通行证”将国徽印在封面上涉违法被查(周口,2014-08-21)",
    url: "http://news.sohu.com/20140821/n403629274.shtml",
  },
  "g7-crsrw-guohui-law": {
    title: "crsrw 法律常识 国徽法第十三条(国徽及其图案不得用于商业广告)",
    url: "http://crsrw.com/falvchangshi/48161.html",
  },
  "g7-udn-taichung-herbs-2025": {
    title: "联合新闻网 台中市食安处查获9件违规网络贩售中药案件(2025-08-14)",
    url: "https://udn.com/news/story/7325/8940427",
  },
  "g7-ziyimall-fishoil": {
    title: "紫一商城 知识页 鱼油胶囊的功效与作用及禁忌症(2022-10-26)",
    url: "https://mip.ziyimall.com/zhishi/2893467.html",
  },
  "g7-bio1000-mengtuoshi": {
    title: "bio1000 蒙脱石散说明书(2025-03-05)",
    url: "http://bio1000.com/news/202503/315945.html",
  },
  "g7-doc99-hk-wholesaler-code": {
    title: "doc99.hk 香港药剂业及毒药管理局 批发商牌照持有人执业守则 摘录",
    url: "https://www.doc99.hk/wdl-cop/",
  },
  "g7-bastille-hk-masks": {
    title: "巴士的报 药房及董事售应用虚假商品说明口罩 被判罚款及没收货品",
    url: "https://www.bastillepost.com/hongkong/article/8596485-%E8%97%A5%E6%88%BF%E5%8F%8A%E8%91%A3%E4%BA%8B%E5%94%AE%E6%87%89%E7%94%A8%E8%99%9B%E5%81%87%E5%95%86%E5%93%81%E8%AA%AA%E6%98%8E%E5%8F%A3%E7%BD%A9-%E8%A2%AB%E5%88%A4%E7%BD%B0%E6%AC%BE%E5%8F%8A%E6%B2%92",
  },
  "g1-maimaia-tiktok-ads-reject": {
    title: "TikTok常见广告违规类型盘点(违规示例、违规原因、优化建议)",
    url: "https://www.maimaia.net/TikTok-Ads/6512.html",
  },
  "g1-3049-douyin-live-violations": {
    title: "A5:【必修】抖音直播带货常见违规行为,重点行业带货规范(错误示范、正确姿势)",
    url: "http://3049.com.cn/article/5823.html",
  },
  "g1-u1s5d6-shanghai-xiaobao-live-food": {
    title: "直播间“神奇食品”套路多 消费者需警惕(上海市消保委直播食品调查,2025-07)",
    url: "http://m.u1s5d6.cn/newsview1614739.html",
  },
  "g1-jjckb-2024-live-baojianpin": {
    title: "经济参考报:直播间保健品乱象调查 环环相扣“洗脑”(2024-12-03)",
    url: "http://hairdiseases.net/survey/415113.html",
  },
  "g1-tpyjkw-shop-buyer-notice": {
    title: "网店“买家购前须知”(关于商品、色差、发货、退货、评价)",
    url: "https://tpyjkw.com/sell/show-28925.html",
  },
  "g1-nnprincess-shop-notice": {
    title: "淘气公主网店 购物需知",
    url: "http://nn-princess.net/article.php?id=8",
  },
  "g1-yuhan-return-refund": {
    title: "Yuhan Studio(马来西亚)网店 退换货政策(中英)",
    url: "https://yuhanstudiomy.com/p/return-refund",
  },
  "g1-qilu-2022-waimai-haoping": {
    title: "齐鲁壹点:外卖里有“好评返现”卡 商家:只是营销策略(2022-03-01)",
    url: "http://www.7tl.com.cn/life/20220301/0179752.html",
  },
  "g1-gdt-ad-review-rules": {
    title: "广点通效果广告平台《广告接入审核规范》广告内容审核规范(药品类广告)",
    url: "https://news.netshop168.com/article-5157.html",
  },
  "g1-sohu-xhs-business-note-guide": {
    title: "搜狐:小红书商业笔记避坑指南(违规不可过审的情况)",
    url: "https://news.sohu.com/a/831998712_121999993",
  },
  "g1-igaliao-xhs-oral-hyaluronic": {
    title: "小红书将专项整顿夸大营销口服类玻尿酸行为(平台公告)",
    url: "http://www.igaliao.com/ask/799095IwB9P6GEd",
  },
  "g2-moneydaily-fund-warning": {
    title: "Money Daily 博客：基金投资有赚有赔？2026 新手必读：看懂公开说明书",
    url: "https://moneydaily.com.tw/?p=11848",
  },
  "g2-vobao-sxrs-clause": {
    title: "向日葵保险网 产品页：人寿保险 保险责任条款（生存、身故、满期保险金）",
    url: "https://m.vobao.com/p/sxrs/946979977869570373.shtml",
  },
  "g2-vobao-ddhrs-annuity": {
    title: "向日葵保险网 产品页：年金保险 保障项目说明（年金、祝寿金、身故保险金）",
    url: "https://m.vobao.com/p/ddhrs/880826653207995759.shtml",
  },
  "g2-yezileyuan-structured-deposit": {
    title: "叶子乐园 理财知识文章：结构性存款是什么（页尾温馨提示）",
    url: "https://www.yezileyuan.com/sj/5007.html",
  },
  "g2-ningbo-2020-batch2-realestate": {
    title:
      "中房网：宁波市市场监管局公布2020年第二批虚假违法广告典型案例（金隅大成郡、绿城春月江澜、万科东潮之滨，高新区分局各罚10万元）",
    url: "http://www.b3prt.cn/credit/3/2021-01-21/6757859829190299756.html",
  },
  "g2-scl371-wealth-manual-tips": {
    title: "理财文章：读懂银行理财产品说明书的三个原则",
    url: "http://scl371.com/article/5420510_161611418.html",
  },
  "g2-imtara-usd-investment": {
    title: "imtara 理财文章：美元来到甜蜜价，该怎么买？新手投资外汇3要点（2021）",
    url: "https://imtara.com/usd-investment/",
  },
  "g2-hk-srpa-faq-show-flat": {
    title: "香港一手住宅物业销售监管局 常见问答：示范单位及参观已落成的住宅物业",
    url: "https://www.srpa.gov.hk/sc/faq-purchasers-part5.html",
  },
  "g2-hk-oriental-first-hand-rules-2011": {
    title: "东方日报：立法规管一手楼主要建议（2011-11-30）",
    url: "https://orientaldaily.on.cc/cnt/news/20111130/00176_012.html",
  },
  "g2-chinanews-songjiazhuang-2006": {
    title: "中国新闻网：北京今年经济适用房供地（宋家庄项目）报道（2006-01-18）",
    url: "http://littlewolfcopper.com//news/2006/2006-01-18/8/679671.shtml",
  },
  "g2-docsplayer-annuity-clause": {
    title: "DocsPlayer 文档：年金保险产品条款（阅读指引，农银人寿等条款样本）",
    url: "https://docsplayer.com/amp/121635929-4d-f736f-f-d20d0c5b3cfa1b8bbe3d3aea1b9c4eabdf0b1a3cfd5b2fac6b7ccf5bfee2dd1f9b1be2e646f6378.html",
  },
  "g2-ahpal-fund-primer": {
    title: "论坛原创帖：共同基金入门",
    url: "http://www.ahpal.com/dk101/viewthread.php?tid=102772&extra=page%3D1%26amp%3Bfilter%3Ddigest",
  },
  "g3-jingzhou-driving-school-check": {
    title:
      "江汉风:荆州市市场监管局联合交通运输部门驾校专项检查(宣传单“唯一一所离大学城最近的学校”被指绝对化语言,责令整改)",
    url: "https://www.cjyunjianghanfeng.cn/p/442776.html",
  },
  "g3-555edu-liaoning-minban-fees": {
    title: "辽宁某民办高校招生章程:学费和住宿费的收取标准及退费办法(555edu 转载)",
    url: "http://555edu.com/school-2656-1-300/474150.html",
  },
  "g3-beijing-2021-xueda-51talk": {
    title:
      "新民网转北京头条:北京市市场监管局通报学大教育等三家校外培训机构处罚(朝阳区市场监管局2021-05-28处罚学大教育,价格法第十四条第四项、广告法第二十四条)",
    url: "http://shanghai.xinmin.cn/xmsq/2021/08/02/32000365.html",
  },
  "g3-zzfmdn-junduiwenzhi-course": {
    title: "课程页:【德语】2024年军队文职笔试【公共科目+专业科目】旗舰班(如何退费、协议班转退班说明)",
    url: "https://zzfmdn.com/art/德语在线培训.html",
  },
  "g3-233-zaojia-tuifeiban-xieyi": {
    title: "233网校2020年造价工程师退费班退费协议(长沙二三三网络科技有限公司)",
    url: "http://meibinglu.com/zaojia/zhinan/201909/27185438552.html",
  },
  "g3-exam8-2009-hqwx-baoguoban": {
    title: "考试吧转载:环球网校会计从业资格考试签约保过班协议(2009,保过重学条款)",
    url: "http://exam8.com/kuaiji/kjz/kecheng/gg/200911/242724.html",
  },
  "g3-chinaacc-2015-cpa-refund": {
    title: "正保会计网校:2015年注册会计师考试未通过学员申请返款/续报/续学提醒",
    url: "http://m.chinaacc.com/zhucekuaijishi/ksdt/yu1512109653.shtml",
  },
  "g3-dongguan-2018-wangluo-lingshou": {
    title: "第七城转载:东莞全面开展网络零售专项检查,您的网店是否存在以下违规现象?(2018-04,重点防止的价格违法行为)",
    url: "http://m.xfznh.net/assets/css/cssjs/files/shaoguan_art_102485.html",
  },
  "g4-victway-service": {
    title: "维创（victway）官网 产品服务 保修说明",
    url: "http://www.victway.com/product-service.html",
  },
  "g4-kankelu-xiaomi15-screen": {
    title: "快科技转载：TCL华星独家供屏小米15系列（屏幕参数与前代对比）",
    url: "https://kankelu.com/47763.html",
  },
  "g4-zygww-tepi-tip": {
    title: "官方提示：家长不能随意喂食特医婴食品（转载消费提示）",
    url: "http://dx.zygww.com/gundong/59644.html",
  },
  "g4-khymca-japanese": {
    title: "高雄YMCA 日语课程开课资讯（报名、请假、退费规定）",
    url: "https://khymca.blogspot.com/p/blog-page_18.html",
  },
  "g4-shangtian-warranty": {
    title: "上田电能有限公司 电动代步车产品保固说明",
    url: "https://shangtian.com.tw/warranty.aspx",
  },
  "g4-jianke-yangwei-label": {
    title: "健客网：养胃颗粒的说明书（正大青春宝药业，国药准字Z33020174）",
    url: "https://jianke.com/a/20171218/4955413.html",
  },
  "g4-jianke-maoji-label": {
    title: "健客网：毛鸡补血酒的有效期（说明书信息）",
    url: "https://jianke.com/a/20140306/665232.html",
  },
  "g4-taishan-fangweima-tip": {
    title: "中国化妆品真品防伪码联盟网站没有的品牌怎么查（防伪码查询提示）",
    url: "https://taishanlvyou.com/lvyou/120267.html",
  },
  "g4-2ge-jiangyou-std": {
    title: "问答：酱油标准（GB 18186-2000 酿造酱油等级指标）",
    url: "http://m.2ge.cn/wdr/412E0C96E006AAFB4FA804BEE6F27CA2.html",
  },
  "g4-hangseng-cpid": {
    title: "恒生银行（香港）官网 保本投资存款 产品页及风险披露声明",
    url: "https://www.hangseng.com/zh-hk/investment/capital-protected-investment-deposit/",
  },
  "g4-bochk-promo-terms": {
    title: "中银香港 推广（优惠条款及细则、智帮手家佣保障计划条款）转载",
    url: "https://www.10100.com/article/41685778",
  },
  "g4-xl7966-safe": {
    title: "保险箱（柜）3C认证与选购、购买流程介绍",
    url: "http://xl7966.com/g81127402.html",
  },
  "g5-sd-2024-ten-cases-botox": {
    title: "山东省市场监管局 十起虚假违法广告典型案例：烟台芝罘区局查处烟台伯仕医疗美容门诊部违法医疗广告案",
    url: "http://wxjbgj.com/xktyxinwenzixun/gongsidongtai/927.html",
  },
  "g5-sd-2017-ten-cases": {
    title: "大众网：山东省工商局曝光十起违法广告（泰安某广播电视台发布“神佗定喘药”广告案）",
    url: "http://dzwww.com/shandong/sdnews/201708/t20170803_16244200.htm",
  },
  "g5-yongkang-2020-camel-milk": {
    title: "永康市场监管局通报：永康地方生活公众号发布驼奶治疗作用广告被罚",
    url: "https://goatmilk.cc/html/zixun/1496.html",
  },
  "g5-shanghai-salon-qiban-fraud-case": {
    title: "案例评析：盛某某诉上海某美容美发公司九亭店（无医疗资质提供祛斑服务认定欺诈，收据载明内容）",
    url: "https://sxlc.vip/mingyoubao/4800.html",
  },
  "g5-zhumadian-mpa-cosmetics-tips-2019": {
    title: "驻马店市药监局：如何识别化妆品违法宣传、虚假宣传？（2019-05-22）",
    url: "https://www.zhumadian.gov.cn/zwgk/zfxxgk/fdzdgknr/spypaq/201905/t20190522_73145.html",
  },
  "g5-jksb-2020-specialty-ranking": {
    title: "健康时报：复旦版《2020年度中国医院专科声誉排行榜》排名第一的医院科室梳理",
    url: "https://xuexi854.com/news/150156.html",
  },
  "g6-epoch-taipei-104-once": {
    title: "大纪元：台北市卫生局公布104年度违规广告查处结果（ONCE胶原蛋白粉违规广告王）",
    url: "https://m.epochtimes.com.tw/n155981/ONCE膠原蛋白粉-違規廣告王.html",
  },
  "g6-isofh-supplement": {
    title: "isofh：什么是保健食品？与特定疾病配方食品、健康食品的差别",
    url: "https://www.isofh.org/19769/choose-dietary-supplement",
  },
  "g6-wenweipo-2009-tutoring": {
    title: "文汇报 2009-12-17：广告涉虚假 补习社9宗罪成（教育局调查补习社虚假广告）",
    url: "http://paper.wenweipo.com/2009/12/17/HK0912170055.htm",
  },
  "g6-cyberctm-macau-masks": {
    title: "濠江日报（CyberCTM）2016-11-25：澳门卫生局吁勿用两款大美人面膜",
    url: "https://www.cyberctm.com/zh_TW/news/detail/1587628",
  },
  "g6-881903-hk-moxibustion": {
    title: "商业电台 881903：女子未经注册作中医执业及管有未注册中成药罪成（艾灸康复中心）",
    url: "https://www.881903.com/news/amp/local/2209792",
  },
  "g6-healthfion-fishoil": {
    title: "healthfion 转载苹果日报 2010-01-04：降血脂鱼油 仅6款证明有效",
    url: "https://www.healthfion.com/post/降血脂魚油-僅6款證明有效",
  },
  "g7-bj-internet-court-squirrels-2019": {
    title: "新京报／观察者：认为宣传语存在误导消费者 “三只松鼠”被起诉（北京互联网法院，被告称已注明数据来源生意参谋）",
    url: "http://guanchazhe.net/news/shangye/20190308/41381.html",
  },
  "g7-crrc-sifang-patent-gold-2022": {
    title: "信网：中车四方股份两项专利获第二十二届中国专利金奖、中国外观设计金奖",
    url: "https://zjoyee.com/Fortune/2022/264463.html",
  },
  "g7-lawparks-extreme-words": {
    title: "法律公园律师问答：网店广告有“最”字被3倍赔偿，哪些广告语属于极限词？",
    url: "https://www.lawparks.com/ask/which-ad-slogans-are-extreme-words",
  },
  "g7-lawparks-wellknown-tm-honor": {
    title: "法律公园律师问答：驰名商标可以作为荣誉称号并突出使用吗？",
    url: "https://www.lawparks.com/ask/can-well-known-trademarks-be-used-as-honors",
  },
  "g1-court-laixi-drink-2024": {
    title: "半岛全媒体:莱西法院判决固体饮料宣称排毒治疗疾病 销售者退一赔三",
    url: "http://news.bandao.cn/a/1710468893844626.html",
  },
  "g1-court-jd-laptop-price": {
    title: "某法院网络购物合同纠纷案:京东店铺原价5899元促销价5099元,法院认定不构成欺诈",
    url: "http://www.iseeip.com/sj/lsnh/7189.html",
  },
  "g1-news-zhengzhou-shibajiufang-2011": {
    title: "中国经营报:十八酒坊自称政府专用酒涉嫌消费欺诈 郑州金水区工商局称违反广告法(2011)",
    url: "https://www.tech-food.com/news/detail/n0560049.htm",
  },
  "g1-court-yuexiu-2022-fsmp-milk": {
    title: "中国食品报:广州越秀区法院审结“特医奶粉”虚假宣传案 固体饮料宣传为特殊医学用途配方奶粉 判退一赔三(2022)",
    url: "http://m.cntwt.cn/n/34384.html",
  },
  "g1-court-anhui-gazette-huolibao": {
    title:
      "最高人民法院公报2019年第1期:颜荷莲、程玉环诉周宜霞等侵权责任纠纷案 安徽省高级人民法院(2015)皖民一终字第00001号民事判决书(第3页)",
    url: "http://www.dsblog.net/article/view/id/76410/page/3",
  },
  "g2-tj-beichen-2025-26": {
    title: "天津市北辰区市场监督管理局行政处罚决定书 津辰市监综处罚〔2025〕26号（抖音直播间不粘锅）",
    url: "https://scjg.tj.gov.cn/tjsbcqscjdglj/zwgk_57754/zfxxgk_57759/fdzdgknr_57762/xzcf_57766/202507/t20250703_6971921.html",
  },
  "g3-case-shihezi-2024-565": {
    title: "石河子市市场监督管理局 行政处罚决定书 八师市监处罚〔2024〕565号（蜂蜜标签虚假宣传）",
    url: "http://www.shz.gov.cn/govxxgk/023/2024-09-05/9eb005ea-0af2-4dc5-86bc-5f6b49ad2b24.html",
  },
  "g3-case-luxi-honghe-2019": {
    title: "红河州市场监督管理局 虚假违法广告典型案例四：泸西九华医院发布违法医疗广告案（泸西县市场监管局）",
    url: "http://www.hh.gov.cn/szhh/gsgg/202005/t20200507_423160.html",
  },
  "g3-case-xiangan-tea-2021": {
    title: "福建省市场监管局 反不正当竞争典型案例：厦门市翔安区海润园茶叶店虚假宣传案（罚款220600元）",
    url: "https://www.xxf315.com/index.php?c=show&id=108891",
  },
  "g3-case-rongan-honey-2022": {
    title: "融安县市场监管局 查处经营部会销虚假宣传蜂蜜、石墨烯坐垫案（移送公安）",
    url: "https://freewechat.com/a/MzAxODgxOTU3Ng==/2651512995/3",
  },
  "g4-daye-2025-hairline-court": {
    title:
      "极目新闻:“两个月长头发”失败 美容店被控欺诈 大冶市人民法院案件二审宣判(2025,认定不构成欺诈但未尽告知义务,退还部分费用)",
    url: "http://www.aushin.cn/jiaoyu/11750.html",
  },
  "g1-hk-senga-brand-page": {
    title: "Senga 尚家(耀兴国际拓展有限公司)品牌网店页:品牌介绍及家品换货条款",
    url: "https://hkbpe.shoplineapp.com/pages/%E8%80%80%E8%88%88%E5%9C%8B%E9%9A%9B%E6%8B%93%E5%B1%95%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8",
  },
  "g1-hk-elecboy-fast-delivery": {
    title: "电器帮 ElecBoy 香港网店:极速送货及超时补偿条款",
    url: "https://www.elecboy.com.hk/pages/elecboy-super-fast-delivery-tnc",
  },
  "g1-hk-midea-price-tnc": {
    title: "美的电器(香港)有限公司 Price.com.hk 网上商店条款细则",
    url: "https://shop.price.com.hk/mideahk/tnc/",
  },
  "g1-hk-yours-terms": {
    title: "y-our-s 香港网店销售条款及细则(预订)",
    url: "https://www.y-our-s.com/terms-conditions",
  },
  "g1-tw-ihwafood-shipping": {
    title: "ihwafood 台湾食品品牌网店 宅配与运费说明",
    url: "https://www.ihwafood.com.tw/pages/%E5%AE%85%E9%85%8D%E8%88%87%E9%81%8B%E8%B2%BB%E8%AA%AA%E6%98%8E",
  },
  "g1-hk-wtopets-dog-mattress": {
    title: "Pets Thing(wtopets.com)香港宠物用品网店:狗狗床垫选购文章",
    url: "https://www.wtopets.com/狗狗床墊：呵護愛犬睡眠的貼心選擇",
  },
  "g1-hk-justtoosweet-teether": {
    title: "Just Too Sweet 香港婴儿用品网店博客:可爱造型婴儿牙胶推介(2023)",
    url: "https://justtoosweet.com/zh/blogs/blog/qute-baby-teether-recommendation-2023",
  },
  "g2-jianke-ruhe": {
    title: "方舟健客网上药店 乳核散结片是非处方药 药品介绍页",
    url: "http://www.qwdk666.com/a/20150323/1415598.html",
  },
  "g2-jianke-jianer": {
    title: "方舟健客网上药店 健儿消食口服液是不是非处方药 药品介绍页",
    url: "http://m.hbyuguan.com/a/20150830/1899558.html",
  },
  "g2-shengzhou-fybjy-2024": {
    title: "嵊州市妇幼保健院(浙江省人民医院嵊州分院)新院区2024年7月18日试运行公告(附公交线路)",
    url: "http://www.zbdzxs.cn/house/newsdetail_2546",
  },
  "g2-jianke-lianzhi": {
    title: "健客网上药店 用药指导:莲芝消炎胶囊是不是为非处方药(2014-12-27)",
    url: "https://m.jianke.com/a/20141227/1193747.html",
  },
  "g2-dingxi-zyy-2023": {
    title: "定西市中医医院 搬迁公告(定西日报2023年9月27日)",
    url: "http://dxs-szb.gansujsl.com:8887/paper/s1/t2/dxrb/20230927/03/t2_text07.html",
  },
  "g2-xuzhou-yy-2019": {
    title: "徐州市第一人民医院 搬迁公告(2019年11月22日)",
    url: "https://xzsdyyy.com/article/2505.html",
  },
  "g2-nanchang-shili-2025": {
    title: "南昌市立医院新院区(城南院区)正式启用报道(转载)",
    url: "http://perfectvacation.cn/shouxuanpeizichaoguwang/125563.html",
  },
  "g2-askwo-mask-2024": {
    title: "生活问答社区:非无菌口罩可以买吗(2024-09-02回答,一次性使用医用口罩 YY/T 0969-2013)",
    url: "https://askwo.com/question/pppyy.html",
  },
  "g2-sehouse-supplement-label": {
    title: "好硒家(台湾保健品卖家)部落格:如何挑选保健品标示",
    url: "https://www.sehouse.com.tw/blogs/blog/how-to-choose-supplements-label",
  },
  "g2-vodeng-sunscreen-2025": {
    title: "防护乳与防晒霜区别 消费科普文章(2025-07-04)",
    url: "http://www.vodeng.com/a/20250704/1751621281.html",
  },
  "g3-chinalife-ruyifu-brochure": {
    title: "中国人寿保险股份有限公司 国寿如意福终身寿险 产品说明书(原创力文档转载,2025)",
    url: "https://max.book118.com/html/2025/0304/8132005026007037.shtm",
  },
  "g3-oggi-taichung-faq": {
    title: "OGGI 台中欧语学习中心 常见问答 FAQ(学费、班型、退费)",
    url: "https://taichung.oggi.tw/faq/",
  },
  "g3-tutorcircle-eczone-2023": {
    title: "eczone 精选专区:【私人补习公价 2023】Tutor Circle 寻补 私补价钱",
    url: "https://www.eczone.com.hk/zh_cn/post/%E7%A7%81%E8%A3%9C%E5%83%B9%E9%8C%A2-%E8%A3%9C%E7%BF%92%E5%85%AC%E5%83%B9-%E8%A3%9C%E7%BF%92%E6%94%B6%E8%B2%BB",
  },
  "g3-ettoday-taichung-low-public-ratio": {
    title: "ETtoday房产云(2025-12-28):台中低公设比新案报导(引述建案销售资料)",
    url: "https://house.ettoday.net/news/3088498",
  },
  "g3-zhongyou-youxiang-prospectus": {
    title: "中邮创业基金 中邮优享一年定期开放混合型证券投资基金招募说明书(更新)(2021-11,中财网转载)",
    url: "https://podms.com/p20211125000536.html",
  },
  "g3-phe-ci-brochure-2020": {
    title: "首选健康多重保 PrimeHealth Extra Saver 危疾产品小册子(2020-04,文档转载)",
    url: "https://vdocuments.pub/eee-2020-04-03-second-medical-opinion-provided-by-us-medical.html",
  },
  "g3-tumblerhk-fees": {
    title: "Tumbler 体操中心(香港) 课程安排及学费页",
    url: "https://www.tumblerhk.com/%E8%AA%B2%E7%A8%8B%E5%AE%89%E6%8E%92%E5%8F%8A%E5%AD%B8%E8%B2%BB",
  },
  "g3-chenshin-music-rules": {
    title: "高雄 某音乐教室 上课规则(114.02月修订)",
    url: "http://chenshin350.com/Site/Shop/Product?Id=8",
  },
  "g3-cheuklong-parent-notice": {
    title: "卓朗教育中心(香港) 家长及学生须知",
    url: "https://www.cheuklong.com/parentnotice",
  },
  "g3-198-school-net-property": {
    title: "198.com 地产网志:【探索名校网特色及焦点楼盘】",
    url: "https://www.198.com/post/%E3%80%90%E6%8E%A2%E7%B4%A2%E5%90%8D%E6%A0%A1%E7%B6%B2%E7%89%B9%E8%89%B2%E5%8F%8A%E7%84%A6%E9%BB%9E%E6%A8%93%E7%9B%A4%E3%80%91",
  },
  "g3-moneysmart-school-net-prices": {
    title: "MoneySmart.hk 网志:【名校网楼价】中西区/湾仔区/九龙城区二手楼售价比较(含贷款推广)",
    url: "https://blog.moneysmart.hk/zh-hk/private-housing/%E5%90%8D%E6%A0%A1%E5%8D%80-%E6%A8%93%E5%83%B9-%E4%B8%AD%E8%A5%BF%E5%8D%80-%E7%81%A3%E4%BB%94-%E4%B9%9D%E9%BE%8D%E5%9F%8E-%E4%BA%8C%E6%89%8B%E6%A8%93-%E5%94%AE%E5%83%B9",
  },
  "g4-goldpatent-2022-baojian-shengcheng-tiaozheng": {
    title: "金专利(goldpatent):保健功能声称对应调整规范表(原保健功能声称/现保健功能声称,2022-06-24)",
    url: "http://goldpatent.com.cn/yewu/lcpj/a1/945.html",
  },
  "g4-nmpa-2021-gongxiao-xuancheng-mulu-huangye88": {
    title: "黄页88代办页转载国家药监局《化妆品分类规则和分类目录》功效宣称分类目录(释义说明和宣称指引)",
    url: "http://wap.huangye88.com/item/4626jtvgi945c9.html",
  },
  "g5-dianping-review-report-2025": {
    title: "天天要闻（转载）：给好评送冰粉、甜品，大众点评整治这类违规行为，举报有奖（2025-05-09）",
    url: "https://daydaynews.cc/zh-sg/technology/3994442.html",
  },
  "g5-21xqjy-kuaishou-healthfood": {
    title: "快手保健品项目如何避免虚假宣传陷阱并实现合规盈利（错误示例／正确表述）",
    url: "https://www.21xqjy.com/archive/kuai-shou-bao-jian-pin-xiang-mu-ru-he-bi-mian-xu-jia-xuan-chuan-xian-jing-bing-shi-xian-he-gui-ying.html",
  },
  "g5-xiaoduoai-douyin-cosmetics": {
    title: "晓多：抖音化妆品定义、功效分类与虚假宣传规则解读",
    url: "https://xiaoduoai.com/blog/5807.html",
  },
  "g5-kd68-douyin-eyelash": {
    title: "抖音电商关于睫毛液等化妆品发布推广规范的公告（转载）",
    url: "https://www.kd68.cn/ds/65fe9a3795490000f7010038",
  },
  "g5-475mrv-douyin-beauty-rule": {
    title: "抖音电商修订《美妆行业宣传规范》（2022-05公示）",
    url: "http://www.475mrv.cn/185300.html",
  },
  "g5-mli789-taobao-title-untrue": {
    title: "乐发网：什么是商品标题等信息不实？（淘宝规则举例）",
    url: "http://m.mli789.com/ws/201409/c_3696.html",
  },
  "g5-snsmcma-kuaishou-zhike": {
    title: "快手止咳贴等虚假宣传功效类商品的专项治理公告（2023-01-06）",
    url: "http://m.snsmcma.cn/article-11135-1.html",
  },
  "g5-265xx-zhihu-edu-ad-rule": {
    title: "知乎广告—教育培训行业审核规范（转载，2023-06-01）",
    url: "https://265xx.com/w399/411071.html",
  },
  "g5-seehold-zhihu-fmcg-rule": {
    title: "知乎广告快消类产品的审核规范（快消食品基本审核细则，2023-03-20）",
    url: "http://www.seehold.cn/h-nd-418.html?m497pageno=12",
  },
  "g6-liverx-food-claim-standard-2012": {
    title:
      "liverx 转载 食品标示宣传或广告词句涉及夸张易生误解或医疗效能之认定基准（101年9月28日署授食字第1013000020号令）及通常可使用之词句",
    url: "https://www.liverx.net/2012/10/10/%E9%A3%9F%E5%93%81%E6%A8%99%E7%A4%BA%E5%AE%A3%E5%82%B3%E6%88%96%E5%BB%A3%E5%91%8A%E8%A9%9E%E5%8F%A5%E6%B6%89%E5%8F%8A%E8%AA%87%E5%BC%B5%E6%98%93%E7%94%9F%E8%AA%A4%E8%A7%A3%E6%88%96%E9%86%AB%E7%99%82/",
  },
  "g6-cosmetic-claim-rules-annex1": {
    title: "转载 化粧品标示宣传广告涉及虚伪夸大或医疗效能认定准则 附件一 涉及影响生理机能或改变身体结构之词句",
    url: "https://lovechiucc.pixnet.net/blog/post/49480520",
  },
  "g6-butyfor-cosmetic-claims": {
    title: "butyfor 化粧品得宣称词句例示（依认定准则附件二）",
    url: "https://www.butyfor.com/law/claim",
  },
  "g6-yahoo-fund-huanan-hy": {
    title: "Yahoo 股市 基金基本资料：华南永昌精选非投资等级债券基金(B类美元) 投资方针",
    url: "https://tw.stock.yahoo.com/fund/basic-info/F00001P7XN:FO",
  },
  "g6-ruli-hk-ha-pros-cons": {
    title: "如丽 Ruli 香港：香港做玻尿酸导入的利与弊是什么",
    url: "https://hk.ruli.com/article/what-are-the-pros-and-cons-of-hyaluronic-acid-introduction-in-hong",
  },
  "g6-ruli-hk-nt-filler-safety": {
    title: "如丽 Ruli 香港：新界Dermal Filler 透明质酸疗程安全性探讨",
    url: "https://hk.ruli.com/article/is-the-new-territories-dermal-filler-hyaluronic-acid-treatment-dangerous",
  },
  "g6-ruli-tw-taoyuan-filler": {
    title: "如丽 Ruli 台湾：桃园Dermal Filler 透明质酸疗程可能出现的问题",
    url: "https://tw.ruli.com/article/possible-problems-with-taoyuan-dermal-filler-hyaluronic-acid-treatment",
  },
  "g6-finfo-twlife-chuanshi": {
    title: "finfo 保险商品库：台湾人寿传世富利利率变动型终身寿险 保单条款（109年7月1日）",
    url: "https://finfo.tw/products/%E5%8F%B0%E7%81%A3%E4%BA%BA%E5%A3%BD%E5%82%B3%E4%B8%96%E5%AF%8C%E5%88%A9%E5%88%A9%E7%8E%87%E8%AE%8A%E5%8B%95%E5%9E%8B%E7%B5%82%E8%BA%AB%E5%A3%BD%E9%9A%AA-2020-07-01",
  },
  "g6-finfo-cathay-baoben": {
    title: "finfo 保险商品库：国泰人寿新富贵保本投资链结型保险(甲型) 保单条款",
    url: "https://finfo.tw/products/%E5%9C%8B%E6%B3%B0%E4%BA%BA%E5%A3%BD%E6%96%B0%E5%AF%8C%E8%B2%B4%E4%BF%9D%E6%9C%AC%E6%8A%95%E8%B3%87%E9%8F%88%E7%B5%90%E5%9E%8B%E4%BF%9D%E9%9A%AA(%E7%94%B2%E5%9E%8B)-2015-08-29",
  },
  "g6-finfo-nanshan-duomeixin": {
    title: "finfo 保险商品库：南山人寿多美鑫美元利率变动型终身寿险(定期给付型) 保单条款",
    url: "https://finfo.tw/products/%E5%8D%97%E5%B1%B1%E4%BA%BA%E5%A3%BD%E5%A4%9A%E7%BE%8E%E9%91%AB%E7%BE%8E%E5%85%83%E5%88%A9%E7%8E%87%E8%AE%8A%E5%8B%95%E5%9E%8B%E7%B5%82%E8%BA%AB%E5%A3%BD%E9%9A%AA%EF%BC%88%E5%AE%9A%E6%9C%9F%E7%B5%A6%E4%BB%98%E5%9E%8B%EF%BC%89-2021-07-17",
  },
  "g6-chubb-tw-perpetual-life": {
    title: "安达人寿（Chubb）台湾 商品页：终身寿险（精简版）保障范围",
    url: "https://life.chubb.com/tw-zh/personal/diu-perpetual-life-lite-version.html",
  },
  "g6-utrade-hk-mutual-funds": {
    title: "utrade 香港 产品页：互惠基金（风险披露）",
    url: "http://utrade.com.hk/tc/Products/Mutual-Funds",
  },
  "g6-allianzgi-hk-asia-fixed-income": {
    title: "安联投资香港 2024-05：驾驭利率变化 亚洲固定收益市场展望",
    url: "https://origin-hk.allianzgi.com/zh-hk/retail/insights/insights-and-strategies/202405-faq-ap-fixed-income-market-outlook",
  },
  "g6-tvbs-drip-chicken-survey": {
    title: "TVBS 健康2.0 2017-12-01：滴鸡精跃升老年补养品第一名 农委会推产销履历",
    url: "http://health.tvbs.com.tw/topic/article/306138",
  },
  "g6-mingpao-2025-shenzhen-dse": {
    title: "明报 2025-09-01：称学生每日学习最少14小时 深补习学校：无对港生不公",
    url: "https://news.mingpao.com/pns/%E6%B8%AF%E8%81%9E/article/20250901/s00002/1756663948407/%E7%A8%B1%E5%AD%B8%E7%94%9F%E6%AF%8F%E6%97%A5%E5%AD%B8%E7%BF%92%E6%9C%80%E5%B0%9114%E5%B0%8F%E6%99%82-%E6%B7%B1%E8%A3%9C%E7%BF%92%E5%AD%B8%E6%A0%A1-%E7%84%A1%E5%B0%8D%E6%B8%AF%E7%94%9F%E4%B8%8D%E5%85%AC",
  },
  "g6-eduplus-hk-tutor-king": {
    title: "eduplus.hk 进修快讯：DSE带动热潮 大补习社优势难取缔",
    url: "https://eduplus.hk/search/article_detail.jsp?article_id=9672&article_catid=&quick_keyword=&quick_school=",
  },
  "g6-ohpama-dse-tutoring": {
    title: "ohpama（头条日报授权转载）2019-07-30：章文彬 补习班质素高 DSE优异生增",
    url: "http://www.ohpama.com/444359/primaryschool/%e7%ab%a0%e6%96%87%e5%bd%ac_%e8%a3%9c%e7%bf%92%e7%8f%ad%e8%b3%aa%e7%b4%a0%e9%ab%98-dse%e5%84%aa%e7%95%b0%e7%94%9f%e5%a2%9e/?aid=797",
  },
  "g6-tradio-taipei-114h1-ads": {
    title: "台北广播电台节目：北市114年上半年食药粧违规广告统计分析（台北市政府卫生局）",
    url: "https://tradio.gov.taipei/channel/MjEyOA/MjM2MzYx",
  },
  "g6-mdcafe-fongganning": {
    title: "md.cafe 药品资讯：风感宁感冒液（适应症、注意事项）",
    url: "https://md.cafe/?p=15899",
  },
  "g1-ltn-dagangshan-honey-2025": {
    title: "自由时报：大岗山龙眼蜂蜜文化节开幕（2025-08-16）",
    url: "https://news.ltn.com.tw/news/life/breakingnews/5146009",
  },
  "g1-setn-madou-pomelo-king": {
    title: "三立新闻：麻豆文旦王出炉 限量“帝王级”几乎卖光光",
    url: "https://setn.settv-it.com/News.aspx?NewsID=991414",
  },
  "g1-92880-wanglaoji-complaint-2009": {
    title: "92880.cn 转载新闻：杭州消费者称王老吉喝出胃溃疡（引加多宝官方宣传资料与广告语，2009-05-13）",
    url: "http://m.92880.cn/cj/news/2009/05-13/1689692.shtml",
  },
  "g1-sumusen-lishan-winter-tea": {
    title: "廖长兴茶业（sumusen.com.tw）店铺公告：梨山冬茶开始大采收",
    url: "http://www.sumusen.com.tw/梨山冬茶開始大採收/",
  },
  "g1-mininting-taoyuan-black-tea": {
    title: "茗隐町（mininting.com）：荣获106年度第二届桃园好茶优质红茶评鉴比赛 优质奖",
    url: "http://www.mininting.com/tea-coffee-milestone-tw/tea-milestone-3.html",
  },
  "g1-docslib-eatsmart-cooksmart-11": {
    title: "香港卫生署《营厨》通讯（有营食肆运动，3少之选／蔬果之选标志说明）",
    url: "https://docslib.org/doc/9387633/11-4-contents",
  },
  "g1-yd166-abbott-livestream-fine": {
    title: "yd166.com 转载：雅培贸易（上海）有限公司京东直播间宣称奶粉功效被上海市市场监管局罚款20万元",
    url: "https://m.yd166.com/jingyan/5610421846.html",
  },
  "g2-ruoanhao-shower-std": {
    title: "天猫优惠券网问答页“沐浴露的执行标准是什么”（附天猫在售沐浴露商品标题）",
    url: "http://myl.ruoanhao.cn/ask_22432_1.html",
  },
  "g2-ruoanhao-shower-quality": {
    title: "天猫优惠券网问答页“沐浴露化妆品质量标准”（附天猫在售沐浴露商品标题）",
    url: "http://myl.ruoanhao.cn/ask_47584_1.html",
  },
  "g2-almerich-pampers": {
    title: "纸尿裤选购：吸水和锁水能力很重要（以帮宝适为例的推广文章）",
    url: "http://www.almerichclassic.com/index.php?file=news&homepage=weishengjin&itemid=1928",
  },
  "g2-163-kids-toothpaste-top5": {
    title: "网易号：2026年度儿童牙膏品牌TOP5综合评估与选型指南（戴可思推荐榜单）",
    url: "https://www.163.com/dy/article/KLHF30KQ0556K8N1.html",
  },
  "g2-rmjtxw-wmp-shampoo": {
    title: "去屑控油洗发水测评推广文：WMP二硫化硒去屑止痒洗发水（2025-11-13）",
    url: "http://zh.rmjtxw.com/20251113/244144.html",
  },
  "g2-greenkey-baby-laundry": {
    title: "Green Key 健康护理网站：婴幼儿洗衣精推荐——宝宝洗衣精如何挑选，必知5大购买建议",
    url: "https://healthcare.greenkeygs.com.tw/antibacterial-cleaning/hypoallergenic_laundry_detergent",
  },
  "g2-hk01-soapnut": {
    title: "香港01【My Choice】无患子果干洗衣（“洗衣小篮莓”产品介绍，售价$125/150g）",
    url: "https://zh.hk01.com/知性女生/96279/my-choice-无患子果干洗衣-环保不致敏-最适合湿疹皮肤",
  },
  "g2-yahoo-mandu-salon": {
    title: "Yahoo奇摩新闻：秋老虎发威头皮拉警报（曼都发型提供，头皮养护服务介绍，2025-12-04）",
    url: "https://tw.news.yahoo.com/%E7%A7%8B%E8%80%81%E8%99%8E%E7%99%BC%E5%A8%81%E9%A0%AD%E7%9A%AE%E6%8B%89%E8%AD%A6%E5%A0%B1-%E5%B0%88%E5%AE%B6%E6%8F%AD%E9%9C%B2%E9%8C%AF%E8%AA%A4%E6%B8%85%E6%BD%94%E7%BF%92%E6%85%A3-%E7%86%B1%E6%B0%B4%E6%B4%97%E9%A0%AD%E6%81%90%E8%B6%8A%E6%B4%97%E8%B6%8A%E6%B2%B9-090700037.html",
  },
  "g2-pu18-diaper-cream": {
    title: "上海启光工贸有限公司新闻中心：氧化锌护臀膏天天涂有副作用吗（2023-07-16）",
    url: "https://pu18.com/show/1278.html",
  },
  "g2-baitongwang-pzh-toothpaste": {
    title: "中国网财经（转中国消费者报）：片仔癀牙膏虚标功效被罚——记者在电商平台在售页面见到的宣传用语（2023-10-24）",
    url: "http://wz.baitongwang.com/zuoxishi/2023/1024/45282.html",
  },
  "g2-cnblogs-scalp-ranking": {
    title: "博客园：2026年1月止痒控油洗发水品牌推荐对比评测榜（医用级与日化线产品）",
    url: "https://www.cnblogs.com/shidapinpaituijian/p/19529873",
  },
  "g3-news-gree-purifier-2020": {
    title: "道客优/澎湃新闻:1小时能杀灭99%新冠病毒?格力开卖1.2万元空气净化器(格力KXJFA300-A01官方介绍)",
    url: "http://www.daokeyou.top/detail/1A0EF24A443A44887C231DB149F02681",
  },
  "g3-tw-koden-ebike": {
    title: "KODEN(台湾)电动自行车品牌网站:产品规格与选购说明",
    url: "http://www.koden.com.tw/node/1833",
  },
  "g3-tw-seic-bikes-faq": {
    title: "SEIC 电动辅助自行车品牌网站(台湾):常见问题",
    url: "https://seic-bikes.com/pages/faq",
  },
  "g3-tw-niapsport-ebike": {
    title: "NIAP Sport(台湾)电动车网店:购买须知与保固",
    url: "https://niapsporttw.com/paper/other_select_index.php?group_id=1230&title_id=16329",
  },
  "g3-b2b-huangye88-laoyumu-liang": {
    title: "黄页88商铺供应信息:老榆木梁(面向全国)",
    url: "http://madayong123456.b2b.huangye88.com/xinxi/8fq5jen03425f.html",
  },
  "g3-b2b-huangye88-xuzhou-laoyumu": {
    title: "黄页88供应信息:徐州老榆木厂家(面议)",
    url: "http://wap.huangye88.com/item/be1afocsse13c3.html",
  },
  "g3-news-qilu-smart-toilet-2019": {
    title: "家电网(转齐鲁网):智能马桶的那些事:功能愈发强大 黑历史也不少(卖场销售人员宣传语,2019-04-03)",
    url: "http://news.hea.cn/2019/0403/267340.shtml",
  },
  "g3-news-jiajum-toilet-seat-2015": {
    title: "家居装修设计网:关于智能马桶盖的几点冷思考(松下智能马桶盖负责人介绍,2015-05-06)",
    url: "http://jiajum.com/news-view-id-10636.html",
  },
  "g3-news-163-honor-power2": {
    title: "网易号:荣耀Power2新品发布会预告(官网预热页与荣耀社区信息)",
    url: "https://www.163.com/dy/article/KICTJI2A055692EN.html",
  },
  "g3-xiruirui-cable": {
    title: "xiruirui.com 电线电缆企业网站(新闻动态/电缆知识/低压电缆):电线型号、规格与重量",
    url: "http://xiruirui.com/xinwendongtai/dianlanzhishi/diyadianlan/228.html",
  },
  "g3-b2b-makepolo-waterproof": {
    title: "马可波罗网产品详情页:防水涂料",
    url: "http://wap.makepolo.com/product-detail/101026289159.html",
  },
  "g4-gdsocks-yuntaishan-day": {
    title: "【大学生旅游活动】云台山一日游 线路页 L1006081",
    url: "http://gd-socks.com/Lvyou/Info-4357.html",
  },
  "g4-qdxin-yinzuo-fitness-2018": {
    title:
      "信网：银座健身青岛金石广场店宣传页虚称与西海岸新区教育体育局合作 被青岛西海岸新区市场监管局罚款10万元（2018）",
    url: "http://qdxin.cn/xin/2018/151976.html",
  },
  "g4-twstay-aquariusvilla": {
    title: "twstay 民宿订房须知 aquariusvilla（设施与包栋说明）",
    url: "http://www.twstay.com/RWD2/note.aspx?BNB=aquariusvilla",
  },
  "g4-cct-sichuan-5day": {
    title: "康辉旅游网 郑州出发四川双高5日 行程编号391262（河南康辉国际旅行社）",
    url: "https://cct.cn/dujia/391262.html",
  },
  "g4-cct-neimeng-train-10day": {
    title: "康辉旅游网 <唱响东方红>内蒙+额济纳旗+宁夏+河北空调旅游专列10天 行程编号358825",
    url: "https://www.cct.cn/dujia/358825.html",
  },
  "g4-cct-yunnan-6day": {
    title: "康辉旅游网 广州往返云南双飞一动6天5晚跟团游 行程编号355711",
    url: "https://www.cct.cn/dujia/355711.html",
  },
  "g4-trustphoto-wedding-3546": {
    title: "婚纱摄影工作室作品文章：三义格林婚纱基地婚摄",
    url: "https://trustphoto.com.tw/?p=3546",
  },
  "g4-justclean-faq": {
    title: "JustClean 居家清洁 全部常见问题（客户配合事项与服务范围）",
    url: "https://justclean.com.tw/faq/all/2",
  },
  "g4-fitnessvalley-hk-terms": {
    title: "Fitness Valley 健体中心（香港）Terms and Conditions 条款",
    url: "https://zh.fitnessvalley.net/private-policy",
  },
  "g4-taipei-appeal-107-hotel": {
    title: "台北市政府 107.01.10 府诉一字第10709005300号诉愿决定书（违反发展观光条例，日租套房网站简介）",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/ContentPrint?id=1307-044",
  },
  "g4-etour-hotel-1522": {
    title: "etour 台湾饭店订房页 订房须知 HLNBR=1522",
    url: "http://etour.com.tw/hotel/ShowHotel.asp?HLNBR=1522",
  },
  "g4-twtravelmap-booking-957": {
    title: "台湾旅游地图 旅馆订房页 价格定义与住宿须知 m=957",
    url: "https://booking.taiwantravelmap.com/user/booking.aspx?Outside=1&lg=ch&m=957",
  },
  "g4-taiwanrentacar-i10": {
    title: "满溢租车 HYUNDAI I10 1.0cc 商品页与租车规章",
    url: "https://www.taiwan-rentacar.com.tw/product-detail-3966999.html",
  },
  "g4-kkday-penghu-rental": {
    title: "KKday 澎湖租车 商品页",
    url: "https://www.kkday.com/zh-hk/product/101547-penghu-car-rental-taiwan",
  },
  "g4-bbnet-sudvista-room29": {
    title: "台湾森林度假村订房页 山岚7景观套房（四人房）房型说明",
    url: "https://www.bbnet.com.tw/sudvista/reserve/?lang=tw&c=room&m=info&rid=29",
  },
  "g4-cnews-twstar-ftc-2018": {
    title: "匯流新闻网：台湾之星网站广告“跨年网速实测三连霸No.1”等不实 公平会处60万元罚锾",
    url: "https://cnews.com.tw/119180301a03/",
  },
  "g4-ettoday-cht-50m-ftc-2012": {
    title: "ETtoday：中华电信HiNet光世代50M方案广告宣称“下载DVD仅12分钟” 公平会处500万元（2012-03-07）",
    url: "http://www.ettoday.net/news/20120307/30025.htm",
  },
  "g4-smartone-5g-travel-plan": {
    title: "SmarTone 数码通 5G「一Plan直通中港澳」月费计划 详情与条款",
    url: "https://www.smartone.com/tc/home/mobile-service-plans/5G-listing/detail?itm_campaign=202305-5g-298-24m-travel&itm_source=itm&itm_medium=banner&itm_content=homepage-section-banner-en&itm_ga=cw&group=5g_travel&plan=5g_110g_24m_travel",
  },
  "g4-cuniq-4g-local-data-plan": {
    title: "中国联通（香港）cuniq 4G本地数据无忧计划 网上优惠条款",
    url: "https://store.cuniq.com/services-plan/4g-series/local-data-hassle-free-plan",
  },
  "g4-simplifly-hk-local": {
    title: "SIMPLIFLY（中国移动香港）本地数据及话音组合 页面",
    url: "https://simplifly.hk/local/detail.html?lang=zh_hk",
  },
  "g4-gratus-revive-treatment": {
    title: "Gratus（香港美容中心）re:vive 瘦面重生疗程 预约页",
    url: "https://www.gratus.com.hk/event/treatment/elyze_revive?srsltid=AfmBOorIefkZeMKEmkwwfAv-0nbZLfklh4CH6UnedPS-1mcLUOH2kWMe&system_language_id=1",
  },
  "g4-fengxian-shenghuomeirong-medterms": {
    title:
      "东方网：上海奉贤区市场监管局查处生活美容机构宣传册使用“医学美容”“医疗方式”等医疗用语案（违反广告法第十七条）",
    url: "http://jingyanzongjie.com/a/13/03032ab42022.html",
  },
  "g5-school-hengyang-pengren": {
    title: "淘学校网:衡阳烹饪中等职业学校招生条件有哪些?计划招生多少?(学校介绍、招生条件、短期培训)",
    url: "https://taoxuexiao.com.cn/hunan/410.html",
  },
  "g5-school-qyxxpd-pengdiao": {
    title: "职业学校专业介绍页:烹调专业(中级技工)招生条件与培养目标",
    url: "https://www.qyxxpd.com/zyHtml/PengDiao_1",
  },
  "g5-xwp-gz-summer-2013": {
    title: "新王牌(广州):暑假班优惠标准-高中-2013年(优惠条款、退费条款)",
    url: "http://gz.xwp.com/tongzhi/show/203.html",
  },
  "g5-dipipa-hockey-fees": {
    title: "冰球 Hocky:冰球课程收费及相关规则(俱乐部课程页)",
    url: "https://dipipa.com/?p=26",
  },
  "g5-tw-kdesign-process": {
    title: "K Design 室内设计(台湾):服务流程与设计收费",
    url: "https://kdesign.com.tw/process.php",
  },
  "g5-tw-jgdesign-service": {
    title: "JG Design 室内设计(台湾):服务流程与工程合约收费标准",
    url: "https://jg-design.live/service",
  },
  "g5-tw-jespace-blog": {
    title: "je-space 室内装修(台湾):装潢含家具要多少钱?一站式服务的优缺点",
    url: "https://je-space.com/%E8%A3%9D%E6%BD%A2%E5%90%AB%E5%82%A2%E4%BF%B1%E8%A6%81%E5%A4%9A%E5%B0%91%E9%8C%A2%EF%BC%9F%E4%B8%80%E7%AB%99%E5%BC%8F%E6%9C%8D%E5%8B%99%E7%9A%84%E5%84%AA%E7%BC%BA%E9%BB%9E/",
  },
  "g5-eduml-zaodao-art": {
    title: "eduml 教育网:早稻工作室 4-5岁儿童美术创意体验课程",
    url: "http://www.eduml.com/s/3684/c/54159.html",
  },
  "g5-doorhorse-electrician": {
    title: "培训机构页:低压电工证考试类别、报名条件、培训内容",
    url: "http://www.doorhorse.com/show-bs.asp?id=3344",
  },
  "g5-hk-bastillepost-rent": {
    title: "巴士的报(星岛日报报道):星河特色户呎租34元等租务成交",
    url: "https://www.bastillepost.com/hongkong/article/9394801-%e6%98%9f%e6%b2%b3%e7%89%b9%e8%89%b2%e6%88%b6%e5%91%8e%e7%a7%9f34%e5%85%83-2",
  },
  "g5-hk-orientaldaily-2015": {
    title: "东方日报 2015-05-18 财经:骆克驿低意向45%租出(楼市成交)",
    url: "http://orientaldaily.on.cc/cnt/finance/20150518/00204_008.html",
  },
  "g5-shockplant-rule-2016": {
    title: "评论:《房地产广告发布规定》2月1日起施行,“买房就能上××小学”等不能再用(引京华时报2016-01-06)",
    url: "http://shockplant.com/r/2016-01/07/content_17153412.htm",
  },
  "g5-fff33-military-camp": {
    title: "军事夏令营营规与参营须知",
    url: "http://fff33.com/contentrmwgu2510",
  },
  "g6-case-fengyang-wufeng-seed": {
    title:
      "南方+：测产数据“做手脚” 种子公司被罚8万元（凤阳县市场监管局对凤阳五丰惠农种业有限公司“瑞华麦549小麦种”宣传单处罚）",
    url: "http://irjlc.hrtwrk.com/news/78a29899623.html",
  },
  "g6-case-xiangcheng-2024-seed": {
    title: "襄城县市场监管局对某种子销售公司发布违法广告案作出行政处罚（2024年10月16日，广告法第二十七条第一项）",
    url: "http://w.suneasecloud.com:8103/news/show_3835310.html",
  },
  "g6-case-pulandian-2013-corn-seed": {
    title: "种业商务网：玉米种子标签“表里不一” 商家被罚3000元（普兰店市工商局，2013）",
    url: "http://gowu797.com/news/12/news_56652.html",
  },
  "g6-samr-2020-batch2-agri": {
    title:
      "买购网转载：市场监管总局2020年第二批典型虚假违法广告案件（农资：上海碧晶肥料、泰州鹏程动物药业、台州路桥京奥粮用器材厂等）",
    url: "https://www.maigoo.com/news/573831.html",
  },
  "g6-case-changzi-2018-lvrong-fertiliser": {
    title:
      "印联传媒：肥料广告被罚135万元（山西省2018年十大违法广告案例，长子县市场和质量监管局处罚山西农大绿荣科技有限公司）",
    url: "https://cdn.1651ky.com/Details/11460.htm",
  },
  "g6-hk-matilda-fees": {
    title: "明德国际医院（香港）：医院收费（物理治疗、普拉提、影像诊断，2023年8月14日起生效）",
    url: "https://www.matilda.org/zh-cn/fees-and-charges-sc/hospital-fees-sc",
  },
  "g6-tw-ftc-2024-ino-vibration": {
    title:
      "公平交易委员会新闻资料（PChome转载）：“iNO太空人律动机”广告不实，处小行星公司及合晶公司各90万元罚锾（第1695次委员会议，2024-04-10）",
    url: "https://news.m.pchome.com.tw/public/ftc/20240411/index-71276480046288123016.html",
  },
  "g6-tw-ftc-2010-dongsen-shaker": {
    title: "大纪元（中广新闻）：涉广告不实 东森得易购及供货商均遭罚（“BODY BEST名模动动机-24”，公平会2010）",
    url: "https://cn.epochtimes.com/gb/10/1/6/n2777902.htm",
  },
  "g6-tw-udn-2026-xinyueju": {
    title: "联合新闻网（2026-01-19）：勤英事业在台中水湳打造“心月居”产后护理之家",
    url: "https://udn.com/news/story/7241/9275660",
  },
  "g6-hk-seniorhome-wooping-fee": {
    title: "香港安老院（seniorhome.org.hk）：长期住宿服务基本收费（病房房租价目表，2019年10月1日修订）",
    url: "http://www.seniorhome.org.hk/wooping_fee",
  },
  "g6-tw-tnr-petfood": {
    title: "台湾认养地图（tnrtw.org）爱心商品：宠物饲料保证分析值",
    url: "https://tnrtw.org/tnr_life/products.html?cate=147&giftid=4216",
  },
  "g6-tw-mornjoy-health-check": {
    title: "晨悦诊所（mornjoy.com.tw）：健康检查5大重点，健检项目、费用、健检中心推荐（2023-08-20）",
    url: "https://mornjoy.com.tw/new/654Zw30HgCYiEryD",
  },
  "g6-hk-pharmacists-bp-monitor": {
    title: "香港医院药剂师学会药物教育资源中心专栏：知药用药——选择合适的血压计（2011）",
    url: "https://bafybeiheqonyv2pafiyvecvpdbm2d7unfinsdtut3lwrytltkni7xxfbza.ipfs.dweb.link/20110523/46QVZSLE2QNILEHV646FVIC35Y/index.html",
  },
  "g6-zjol-2015-wensu-rehab": {
    title: "浙江在线（金华援疆指挥部）：温宿县人民医院康复医学中心启用（2015-06-24）",
    url: "http://zjnews.zjol.com.cn/system/2015/06/24/020710461.shtml",
  },
  "g6-gzstv-guizhou-rehab-hospital": {
    title: "贵州广播电视台动静新闻：贵州省康复医院启用",
    url: "https://movement.gzstv.com/news/detail/HPgr76",
  },
  "g6-tw-yahoo-2026-minimally-invasive-implant": {
    title: "健康医疗网（Yahoo转载，2026-02-05）：传统、微创植牙怎么选？牙医师解析评估与照护重点",
    url: "https://tw.news.yahoo.com/%E5%82%B3%E7%B5%B1-%E5%BE%AE%E5%89%B5%E6%A4%8D%E7%89%99%E6%80%8E%E9%BA%BC%E9%81%B8-%E7%89%99%E9%86%AB%E5%B8%AB%E8%A7%A3%E6%9E%90%E8%A9%95%E4%BC%B0%E8%88%87%E7%85%A7%E8%AD%B7%E9%87%8D%E9%BB%9E-010000928.html",
  },
  "g6-tw-ltn-2025-newtaipei-petfood": {
    title: "自由时报（2025-08-11）：新北市动保处裁罚宠物保健食品“提升免疫力”不实广告3万元",
    url: "https://news.ltn.com.tw/news/life/breakingnews/5139102",
  },
  "g1-shi-fen-a2-gome-2019": {
    title: "新京报：使用“母乳化”宣传，国美在线发布的a2奶粉广告违法（上海市市场监管局互联网违法广告典型案件，2019-01）",
    url: "https://news.shi-fen.com/china/201901/50-175668.html",
  },
  "g1-315jiage-chifeng-ningcheng-2023": {
    title: "中国质量新闻网：乳铁蛋白调制乳粉和DHA凝胶糖果违法广告遭查处（赤峰市宁城县市场监管局典型案例，2023-11）",
    url: "https://315jiage.cn/mn513684.aspx",
  },
  "g1-baibiandou-infant-formula-label": {
    title: "婴儿配方乳粉国家标准与标签要求说明（GB 10705-1997、GB 10766-1997、GB 13432-2004）",
    url: "http://baibiandou.cn/topic/296/72405.html",
  },
  "g1-lsgzd-std-older-infant-goat-formula": {
    title: "企业标准：较大婴儿配方奶粉（Ⅲ型）技术要求（标准摘要页）",
    url: "http://www.lsgzd.com/standard/sort/19/119513.html",
  },
  "g1-familydoctor-caa-formula-ad-rules-2008": {
    title: "家庭医生在线：中国广告协会：奶粉广告禁“使孩子变聪明”（《奶粉广告自律规则》，2008-07）",
    url: "https://www.familydoctor.cn/medicalEconomic/200807/510527111348.html",
  },
  "g1-jkcyw-rice-cereal-buying-tips": {
    title: "健康产业网：婴儿米粉选购注意事项",
    url: "https://jkcyw.com/news/show-65470.html",
  },
  "g1-163-three-depts-bms-notice-2013": {
    title: "新华网／网易财经：三部门通知要求规范母乳代用品宣传和销售行为（2013-10）",
    url: "https://www.163.com/money/article/9CCIMNOS00254TI5.html",
  },
  "g1-881903-legco-hk-code": {
    title: "商业电台881903：立法会卫生事务委员会讨论配方奶粉自愿守则",
    url: "https://www.881903.com/news/amp/legco/2142512",
  },
  "g1-uianet-nutrition-pack-qa": {
    title: "问答词典：婴儿营养包是不是全国都可以领（贫困地区儿童营养改善项目说明）",
    url: "http://www.uianet.net/dictionary/b1851863.html",
  },
  "g1-pccu-encyclopedia-cow-milk": {
    title: "论坛转载《中华百科全书·家政·牛乳》（余玉眉撰，原载中国文化大学百科全书网）",
    url: "http://124.156.177.65/forum.php?action=printable&mod=viewthread&tid=291723",
  },
  "g1-wenke99-formula-terms": {
    title: "文库文档：配方奶粉、原装奶粉等名词解释",
    url: "https://m.wenke99.com/p-5214406.html",
  },
  "g1-esdlife-hk-consumer-council-formula-tips": {
    title: "ESDlife：【新手爸妈必学】正确冲奶粉8个贴士（香港消费者委员会提醒，2020-08）",
    url: "https://family.esdlife.com/content/%e6%96%b0%e6%89%8b%e7%88%b8%e5%aa%bd%e5%bf%85%e5%ad%b8-%e6%ad%a3%e7%a2%ba%e6%b2%96%e5%a5%b6%e7%b2%898%e5%80%8b%e8%b2%bc%e5%a3%ab",
  },
  "g1-yahoo-tw-formula-water-temp-2026": {
    title: "Yahoo新闻：冲错奶温比下架奶粉更危险 低于70度恐藏细菌（台北联合医院小儿科医师，2026-01）",
    url: "https://tw.news.yahoo.com/%E6%B2%96%E9%8C%AF%E5%A5%B6%E6%BA%AB%E6%AF%94%E4%B8%8B%E6%9E%B6%E5%A5%B6%E7%B2%89%E6%9B%B4%E5%8D%B1%E9%9A%AA-%E4%BD%8E%E6%96%BC70%E5%BA%A6%E6%81%90%E8%97%8F%E7%B4%B0%E8%8F%8C-3%E6%8B%9B%E4%BF%9D%E8%AD%B7%E5%AF%B6%E5%AF%B6%E5%AE%89%E5%85%A8-020700987.html",
  },
  "g1-hbwbdcgg-kids-lutein-revisit-2025": {
    title:
      "新京报消费质量年终回访转载：部分叶黄素产品仍暗示防近视，有商家已整改（赞活旗舰店整改后的常见问题解答，2025-12）",
    url: "http://ycsbc.hbwbdcgg.com/xinwenzixun/70903.html",
  },
  "g2-ningshan-2025-yangshengjiu": {
    title: "2025年宁陕查扣144瓶伪劣养生酒：流动兜售背后的虚假宣传与资质套路（2025-09-20）",
    url: "http://denengjiuye.com/product/8111.html",
  },
  "g2-xinhua-2018-qinggong-yujiu": {
    title: "杭州网消费（据新华社）：深圳警方破获非法“保健酒”清宫御酒案（2018-05-08）",
    url: "http://xiaofei.hangzhou.com.cn/xfzx/content/2018-05/08/content_6338274.htm",
  },
  "g2-ifeng-2021-zhangyu-lixing": {
    title: "凤凰网酒业（中国酒业协会）：从观念、主题、行动上推动“理性饮酒”更加深入人心（张裕董事长致辞，2021）",
    url: "https://jiu.ifeng.com/c/8BfyX4KE97s",
  },
  "g2-dadukou-2024-jiulei-tishi": {
    title:
      "重庆市大渡口区市场监督管理局：关于严禁发布“特供酒”及相关酒类违法广告的提示（2024-11-05，中国质量新闻网转载，繁体）",
    url: "http://www.sh1j2.com/ms/content/2024-11/05/content_9075552.htm",
  },
  "g2-taipei-97-beer-promo": {
    title:
      "臺北市政府97.05.08.府訴字第09770103100號訴願決定書（週刊啤酒促銷廣告未標示警語，違反菸酒管理法第37條，訴願駁回）",
    url: "https://www.laws.taipei.gov.tw/law/LawDecision/LawDecisionSearchContent?CategoryID=2000&caseNo=865-026",
  },
  "g2-handmsg-jingzhi-guanggaoshi": {
    title: "臧克家为景芝酒作的广告诗（酒业广告语评论，2010，繁体）",
    url: "http://m.handmsg.com/page/2010/1231/28280396.shtml",
  },
  "g2-xuazi-49fang-xiake": {
    title: "酱香酒品鉴文章：肆拾玖坊侠客酒口感与科学饮酒法（繁体）",
    url: "http://m.xuazi.com/g85864894.html",
  },
  "g2-chaxiaohao-maotaizhen-jiuyuan": {
    title: "查小号问答：茅台镇酒源酒厂怎么选（2025-06-18）",
    url: "https://www.chaxiaohao.com/read-1750249291l410769.html",
  },
  "g2-ddwenan-zhangyu-dengji": {
    title: "张裕干红葡萄酒的等级划分（优选级、特选级、珍藏级、大师级）",
    url: "http://ddwenan.com/xiyuewenan/100333.html",
  },
  "g2-sf024-qingdao-chunsheng": {
    title: "问答：青岛纯生啤酒酒精含量与纯生工艺",
    url: "https://w.sf024.com/info/588782055068309125.html",
  },
  "g3-yuhuan-wangba-2024": {
    title: "中国消费者报转载:浙江玉环市市场监管局处罚网吧探店广告“网瘾少年来集合”(2024)",
    url: "http://8o.net.cn/news/9f77099220.html",
  },
  "g3-haikou-youjie-2021": {
    title: "海口市市场监管局龙华分局:海南友捷实业有限公司发布烟草广告被罚款20万元(2021)",
    url: "https://www.hndnews.com/p/454389.html",
  },
  "g3-hubei-wudixian-food-cases": {
    title: "中国消费者报:湖北省市场监管局曝光5起面向未成年人无底线营销食品典型案例(应城、利川)",
    url: "http://86.hrtwrk.com/html/81a2699892.html",
  },
  "g3-yancaob2b-warning-2022": {
    title: "香烟网:警示语不同!到底是不是假烟?(《中华人民共和国境内卷烟包装标识的规定》三组警语,2022)",
    url: "https://m.yancaob2b.com/jy/2022/1028/14675.html",
  },
  "g3-shanghai-youzu-game-2022": {
    title:
      "IT之家:上海市场监管公布2022年第二批虚假违法广告典型案例,游族《少年三国志:零》广告被嘉定区市场监管局罚款44万元",
    url: "https://ithome.com/0/606/816.htm",
  },
  "g3-beijing-qinshi-game-ad": {
    title: "奇宝库:互爱互动科技《秦时明月:沧海》发布虚假广告被北京市石景山区市场监管局罚款9.8万余元",
    url: "https://qibaoku.com/b/503377.html",
  },
  "g3-tw-tpba-110-900-ttl": {
    title: "臺北高等行政法院110年度訴字第900號判決(臺灣菸酒「菸酒牌」店招及影片,花蓮縣政府裁罰500萬元,判決撤銷)",
    url: "https://lawplayer.com/judgment/TPBA,110,訴,900,20220505,1",
  },
  "g3-dpac-child-seat": {
    title: "国家市场监督管理总局缺陷产品管理中心:儿童安全座椅的分类及如何挑选和使用",
    url: "https://www.dpac.org.cn/ztbd/2015etzt/2015etaqzytx/201505/t20150523_55593.html",
  },
  "g3-nmpa-xiaojindun-2022": {
    title: "国家药品监督管理局:正确认识儿童化妆品标志“小金盾”(2022-03,转载)",
    url: "http://www.vip34.com.cn/ztzl/zdly/aqxf/xfzs/content/post_3884531.html",
  },
  "g3-hk-cosh-report33-2023": {
    title: "香港吸烟与健康委员会:第三十三号报告书《控烟政策调查2022》(2023年8月)",
    url: "https://www.smokefree.hk/uploadedFile/COSHRN_C33.txt",
  },
  "g3-ningbo-wudixian-2022": {
    title: "中国宁波网:宁波市市场监管局发布面向未成年人无底线营销专项执法行动典型案例(2022-05-28)",
    url: "http://news.cnnb.com.cn/system/2022/05/28/030357250.shtml",
  },
  "g3-tw-ncc-rule-art6": {
    title: "广播节目广告区隔与置入性行销及赞助管理办法第6条(台湾国家通讯传播委员会)",
    url: "https://xn--g4ts90a1sibst9nf.com/lawSingle/le06754-%E7%AC%AC6%E6%A2%9D.html",
  },
  "g3-macau-ssm-ecig-2021": {
    title: "澳门日报(CyberCTM):卫生局吁勿以身试法 违法销售电子烟最高罚廿万(2021-01-13)",
    url: "https://www.cyberctm.com/zh_TW/news/detail/2675056",
  },
  "g3-textbook-ads-2014": {
    title: "教科书上印广告(评论,引《义务教育教科书编印规范》及广告法修订草案,2014)",
    url: "http://lagua.qiwang.cc/mmxt/20141023/16570_2.html",
  },
  "g4-court-shipr-jd-tuhu-2025": {
    title: "兰台律所:商业诋毁认定标准——上海知识产权法院(2025)沪73民终33号京东养车“震虎价”案",
    url: "https://www.lantai.cn/news_view.aspx?id=1517&nid=2&typeid=5",
  },
  "g4-court-jinshan-svg-2025": {
    title: "上海金山法院:源代码公共空间“恶评”构成商业诋毁(人民网2025-12-24,reportify商业诋毁标签页)",
    url: "https://reportify.ai/tags/concept?tagValue=%E5%95%86%E4%B8%9A%E8%AF%8B%E6%AF%81",
  },
  "g4-case-changning-dental-2025": {
    title: "上海长宁区市场监管局:B口腔医院销售人员传播“A口腔医院要倒闭啦”构成商业诋毁被罚",
    url: "https://news.43u.com.cn/a/1052148.html",
  },
  "g4-case-liwan-algaloil-2022": {
    title: "广州市场监管以案说法第34期:荔湾区市场监管局查处广州市X测众享科技有限公司商业诋毁案(罚款10万元)",
    url: "https://www.3haojob.com/ag/16491013038781.html",
  },
  "g4-case-samr-lidadan-2019": {
    title: "市场监管总局“保健”市场乱象百日行动典型案例:金华市梨大胆生物科技有限公司虚假宣传案(报道)",
    url: "http://www.jncgjz.cn/finance/hongguanjingji/2019-11-25/A1574684468713.html",
  },
  "g4-case-xuhui-lemontea-2024": {
    title: "上海徐汇区市场监管局查处“手打渣男柠檬茶”违背社会良好风尚广告案(罚款2万元,2024年6月)",
    url: "http://www.lianjiadingzhi.com/xfsc/22416.html",
  },
  "g4-news-cca-aircon": {
    title: "央广网:中消协等发布15款健康类空调比较试验报告",
    url: "http://xw588.com/news/61839bde1e4c3adfee2ddf3f7373e085.html",
  },
  "g4-court-xuchang-pangdonglai-2025": {
    title: "豫法阳光案例《流量变现无底线,“网络黑嘴”造谣牟利终遭反噬》(胖东来诉“柴怼怼”,构成商业诋毁)",
    url: "https://news.ifeng.com/c/8owrKnjnJY3",
  },
  "g4-court-shijingshan-map": {
    title: "北京石景山法院:抖音虚假导航视频“某某地图导航到野地”构成商业诋毁(转载页)",
    url: "http://669518.com/i3oh8b.html",
  },
  "g4-news-apple-m1-event-2020": {
    title: "苹果2020年11月发布会图文直播(M1 MacBook Pro、Mac mini)",
    url: "http://www.humeup.cn/it/101588.html",
  },
  "g4-news-toutiao-apple-topic": {
    title: "今日头条话题页:苹果WWDC22与M4 iPad Pro神经网络引擎介绍",
    url: "https://toutiao.com/topic/7480787283281578022",
  },
  "g5-jianke-duzhong-butiansu": {
    title: "健客网上药店内容页：杜仲补天素丸属于RX吗？（含药品介绍与购买导语）",
    url: "http://m.hbyuguan.com/a/20160914/3115280.html",
  },
  "g5-hpaper-samr-2023-medbeauty": {
    title: "批量违法医美广告被罚，反“标准美”时代来了？（评述市场监管总局2023年8月涉医药领域广告违法典型案例）",
    url: "https://hpaper.cn/11647.html",
  },
  "g5-farennews-2025-livestream-drugs": {
    title: "法人杂志：直播卖药：属于谁的狂欢？又有多少隐忧（记者调查直播间话术，2025-09）",
    url: "http://www.farennews.com/magazine/content/2025-09/22/content_9260884.html",
  },
  "g5-laibin-omron-calibration-2012": {
    title: "企业新闻：定期校准让家用血压计测量更精准（2012-11-29）",
    url: "http://www.laibinbwg.com/news/newshtml/qiye/20121129161335.shtml",
  },
  "g5-grdaily-kids-ortho": {
    title: "何勇评论：整牙要趁早？家长别迷信，监管莫放任（引《工人日报》调查社交平台儿童整牙广告话术）",
    url: "http://www.aoshengma.com/blog/flDNfHWNjoUNFmk-391.html",
  },
  "g5-jhd-2022-hair-transplant": {
    title: "交汇点（新华日报）：“脱发焦虑”下的植发消费调查（引医美机构植发宣传语）",
    url: "https://m.163.com/dy/article/HEBS9EJ20514TTJI.html",
  },
  "g5-naiss-clinic-pico-2026": {
    title: "台湾诊所网站（naissclinic）：2026皮秒雷射全攻略（医疗顾问李品萱）",
    url: "https://naissclinic.com/medical-aesthetic/post359-pqx",
  },
  "g5-healthylives-pico-myths": {
    title: "健康生活：皮秒雷射一次见效？医破解3大常见迷思（新北市立土城医院整形外科李秉勋）",
    url: "https://amp.healthylives.tw/article/pQYcrJGJxoV.html",
  },
  "g6-news-xishiduo-jingan-2024": {
    title: "中国消费者报：喜士多因发布低俗广告被上海市静安区市场监管局罚款22万元（行政处罚决定书所载推文标题）",
    url: "http://www.wzwangda.com/html/6a199953.html",
  },
  "g6-samr-daoxiang-8cases-2023": {
    title: "市场监管总局曝光8起涉导向违法广告典型案例（北京青颜博识、上海梅凌餐饮等）",
    url: "https://xmnhj.com/h/223277.html",
  },
  "g6-news-pg-jiemian-2022": {
    title: "界面新闻：宝洁会员中心公众号推文“女人脚臭是男人的5倍”被指侮辱女性（该广告后被黄埔区市场监管局处罚）",
    url: "https://jiemian.com/article/7249675.html",
  },
  "g6-news-shaoyang-naicha-2023": {
    title: "新京报／热讯：湖南邵阳双清区一奶茶店因广告“鼓励偷男友钱喝奶茶”被双清区市场监管局罚款3万元",
    url: "http://www.dianzi.rexun.cn/keji/2023/0509/4651.html",
  },
  "g6-news-heytea-durex-2019": {
    title: "喜茶杜蕾斯419联名文案被批低俗后道歉（未见处罚决定，扫黄打非办表示纳入整治）",
    url: "https://www.xingbingw.cn/meidu/1349302.html",
  },
  "g6-news-yeshu-jiemian-2019": {
    title: "界面新闻：椰树椰汁说喝它能丰胸（2019年立案调查；2009年公交广告被海口工商认定违规并罚款1000元）",
    url: "https://www.kuaixiaopin.net/htm/yinliao/2019/0214/7266.html",
  },
  "g6-handmsg-ziyuan-jiedu-2015": {
    title: "王瑞山：论我国自愿戒毒的现实困境及制度完善（华东政法大学，论文）",
    url: "http://www.handmsg.com/page/2015/0326/19563666.shtml",
  },
  "g6-book-jindu-shouce": {
    title: "《实用禁毒知识手册》：自愿戒毒机构（东方出版中心）",
    url: "https://suinian.com/book/1092/100077.html",
  },
  "g6-jxjw-morphine-label": {
    title: "硫酸吗啡缓释片 药品说明书信息（批准文号、不良反应、注意事项）",
    url: "http://jxjw.net/yaopin/13072-liusuanmapeihuanshipian",
  },
  "g6-samr-sh-zihaiguo-2023": {
    title: "上海市场监管：网红自嗨锅“侮辱死者”广告被上海市市场监管局罚款80万元（广告法第九条第七项）",
    url: "http://www.foodwifi.net/news/202304/188171.html",
  },
  "g6-news-huangpu-shipindian-2023": {
    title: "衡阳晚报评论：莫拿低俗当创意（上海黄浦区某食品店因违背公序良俗广告被罚款20万元）",
    url: "https://epaper.hyqss.cn/hywb/html/2023-12/22/content_62630_159062.htm",
  },
  "g6-news-xmfy-yimei": {
    title: "厦门日报：厦门大学附属第一医院思明院区医疗美容科介绍（报道）",
    url: "https://ergou.cc/ent/721139.html",
  },
  "g6-wuxi-cases-2020": {
    title:
      "江苏广电：无锡公布违法广告典型案例（二）（案例九：梁溪区某医药连锁公司公众号发布处方药广告，违反广告法第十五条）",
    url: "http://jiangsulong.com/news/0G5IA152020_2.html",
  },
  "g6-zpeb-diazepam-qa": {
    title: "医生问答：地西泮是几类精神药品（江苏省人民医院神经内科主任医师解答）",
    url: "http://m.zpeb.net/ask/v/503828371.html",
  },
  "g6-cnys-alprazolam": {
    title: "彩牛养生：阿普唑仑片是禁药吗（2023-05-11）",
    url: "https://cnys.com/zhuanjiawenzhang/204126.html",
  },
  "g6-fh21-condom": {
    title: "飞华健康网：避孕套和安全套的区别（健康科普）",
    url: "https://wap.fh21.com.cn/view/8104045.html",
  },
  "g1-news-beijing-livestream-guideline-2024": {
    title: "中国消费者报:《北京市直播带货合规指引》发布 不得以“全网最低价”误导消费者(2024-08-12)",
    url: "http://www.yywzx.net/wdxd/2024-8/12/244141.html",
  },
  "g1-shop-hankyu-hk-storecredit": {
    title: "阪急百货香港网店 购物金使用条款及细则(页首优惠横幅)",
    url: "https://hkg.hankyu-hanshin-dept.co.jp/pages/store-credits",
  },
  "g1-shop-yeswater-coupon": {
    title: "YES WATER 台湾官网 Coupon券使用规则",
    url: "https://www.yeswater.com.tw/menu.php?id=68",
  },
  "g1-shop-ystrive-points": {
    title: "ystrive 台湾官网 会员点数 集点及折抵方式",
    url: "https://www.ystrive.com.tw/pages/member-points",
  },
  "g1-case-hubei-wujiaju-2012-walmart": {
    title: "洛阳晚报2012-09-26:湖北省物价局通报6起价格违法案 沃尔玛武汉徐东卖场“买赠”活动价格欺诈罚10万元",
    url: "http://lywb.lyd.com.cn/html/2012-09/26/content_870548.htm",
  },
  "g1-case-anhui-2021-ad-bulletin": {
    title: "新安晚报2021-03-09:安徽省市场监管局公布虚假违法广告典型案例(高恒置业“交2万抵5万”等)",
    url: "http://www.x9aky.com/anhui/2021/0309/2205815.html",
  },
  "g1-notice-jingjinji-2025-price": {
    title: "中国消费者报2025-12-31:京津冀联合规范元旦春节市场价格秩序(提醒告诫书)",
    url: "http://www.fzcpr.com/zljd/2025-12/31/258707.html",
  },
  "g1-notice-zibo-2023-price": {
    title: "淄博市场监管局《规范经营者价格行为提醒告诫书》报道(2023-04-17)",
    url: "http://pl.3news.cn/mszt/2023/0417/911972.html",
  },
  "g1-case-yuzhou-gongshang-1688": {
    title: "禹州市工商局查处两家企业在阿里巴巴1688网站主页作引人误解的虚假宣传案(各罚1万元)",
    url: "https://0.vhai.com/0%E7%94%B5%E8%84%91%E6%A8%A1%E6%9D%BF%E5%A4%A7%E6%A6%829900%E4%B8%AA/%E4%B8%AD%E6%96%87%E6%A8%A1%E6%9D%BF/%E4%BA%92%E8%81%94%E7%BD%91%E8%A1%8C%E4%B8%9A/%E4%BA%92%E8%81%94%E7%BD%91%E6%9C%8D%E5%8A%A1%E5%B9%B3%E5%8F%B0/%E9%A1%B5%E9%9D%A2%E5%85%A5%E5%8F%A3/a/wenjian/3035.html",
  },
  "g1-news-43u-2025-livestream-chaos": {
    title: "43u资讯2025:直播购物乱象解剖(引宁波市场监管局案例:汽车服务公司虚构原价构成价格欺诈)",
    url: "https://news.43u.com.cn/a/1786232.html",
  },
  "g1-case-beijing-2021-peixun-price": {
    title:
      "人民日报转载:北京市市场监管局对跟谁学、学而思、新东方在线、高思四家校外培训机构价格违法顶格罚款50万元(2021-04)",
    url: "http://nmgttcy.com/caijing/2021061835408.html",
  },
  "g1-hk-oncc-2017-restaurant": {
    title: "东网2017-04:消委会 酒楼涉误导 任食$198龙虾收5份钱(食肆宣传字眼投诉个案)",
    url: "https://investtalk-lisa.blogspot.com/2017/04/1985.html",
  },
  "g2-guangzhou-2024-07-bulletin": {
    title: "中国消费者报：广东省广州市市场监管局公布一批违法广告典型案例（2024年7月，“全国首家”无法佐证罚款35万元等）",
    url: "https://ywpdd.com/Content/2024/07-16/1152072793.html",
  },
  "g2-luan-guapian-2021": {
    title:
      "中国质量新闻网：安徽六安瓜片茶业股份有限公司因发布虚假广告被处罚（六市监罚字〔2021〕62号；引六安工商质监处字〔2017〕0010号“徽六百年老字号”未经认定）",
    url: "http://binuoshi.com/ms/content/2021-05/19/content_8693893.htm",
  },
  "g2-company-news-food-association-2011": {
    title: "企业新闻：集团获中国食品工业协会授予“2010-2011年度全国食品工业优秀龙头食品企业”",
    url: "https://supremespotaccessories.com/news_list/classid=56-id=813.html",
  },
  "g2-bright-dairy-2023-honours": {
    title: "光明乳业获“2022中国食品与健康示范企业”荣誉等（2023年1月报道）",
    url: "http://m.czhtech.com/gd/2023/0118/64232.html",
  },
  "g2-etnet-2023-consumer-council-toner": {
    title: "经济通：消委会测试25款爽肤水（2023年8月）",
    url: "https://www.etnet.com.hk/mobile/tc/lifestyle/eatandplay/shoppingwhatson/86139",
  },
  "g3-987vps-baidu-banned-words-2025": {
    title: "987vps: 百度推广违禁词三类及替换方案(2025,广告被下架原因)",
    url: "https://www.987vps.com/news/899.html",
  },
  "g3-tiktok-ads-quality-guidelines": {
    title: "TikTok 广告质量准则的最佳实践(2025年10月,禁止内容示例)",
    url: "https://ads.tiktok.com/help/article/best-practices-for-tiktok-ad-quality-guidelines?lang=zh",
  },
  "g3-10100-google-deceptive-ads": {
    title: "10100.com: 谷歌广告违规:识别与防范欺骗性内容(2025-12-27)",
    url: "https://www.10100.com/encyclopedia/explain/61431302",
  },
  "g3-1984nian-qianchuan-reject-6752": {
    title: "1984nian: 巨量千川素材审核六大核心拒审雷区解析(2025)",
    url: "https://www.1984nian.com/Promotion-xueye/6752.html",
  },
  "g3-1984nian-qianchuan-reject-5352": {
    title: "1984nian: 巨量千川审核被拒原因及应对(2025)",
    url: "https://1984nian.com/Promotion-xueye/5352.html",
  },
  "g3-znbo-baidu-sem-review-4136": {
    title: "znbo: 百度竞价创意审核避坑指南,避免拒审的7大关键策略",
    url: "http://www.znbo.com/post/4136.html",
  },
  "g4-hkcd-shenfangli-2022": {
    title:
      "香港商报:深圳市市场监管局2021年第一批虚假违法广告典型案例 深房理信息技术(深圳)有限公司违法广告案 罚款200万元",
    url: "http://hkcd.com/hkcdweb/content/2022/03/17/content_1331634.html",
  },
  "g4-qro-kuaishou-finance-rules": {
    title: "快手广告新增金融行业审核条例(风险提示语要求)",
    url: "http://www.qro.cn/post/282041.html",
  },
  "g4-wlcbw-wechat-ads-realestate-rules": {
    title: "传播蛙:微信广告房地产行业重点审核规则解读(承诺类驳回情况示例)",
    url: "https://www.wlcbw.com/18685.html",
  },
  "g4-heihe-workers-daily-xueli-ads": {
    title:
      "信用黑河转载《工人日报》:“包过”“包毕业”学历提升广告调查(引五部门《关于加强高等学历继续教育广告发布管理的通知》)",
    url: "https://hhcredit.heihe.gov.cn/341/3273.html",
  },
  "g4-szwlxq-loushu-reading": {
    title: "如何阅读楼书(引楼书常见提示语:图片仅作示意、以政府最后批准之图及法律文件为准)",
    url: "http://www.szwlxq.com/bbs/post/47625.html",
  },
  "g5-maigoo-sunscreen-guide": {
    title: "买购网：防晒霜选购指南",
    url: "https://www.maigoo.com/goomai/186449.html",
  },
  "g5-omega3-2015-mask-test": {
    title: "消费者报道：面膜检测，韩后、金蔻多效面膜保湿功效后劲不足（2015-03）",
    url: "http://www.omega3-ala.com/a/20150309/10537.html",
  },
  "g5-zhifazhifa-2019-yufaye": {
    title: "青眼调查：育发液市场乱象，产品涉嫌违规宣传“止脱”“生发”（2019）",
    url: "https://www.zhifazhifa.com/201903/75454.html",
  },
  "g6-tour-wedwww-beijing-9915": {
    title: "Travel agency tour listing (Beijing group tour, 费用说明 费用包含), wedwww.cn travel 9915",
    url: "http://www.wedwww.cn/travel/9915.html",
  },
  "g6-tour-wedwww-27497": {
    title: "Travel agency tour listing (费用说明, 费用包含, 望天湖度假村), wedwww.cn travel 27497",
    url: "http://www.wedwww.cn/travel/27497.html",
  },
  "g6-tour-tootour-10938": {
    title: "Travel agency tour listing (杭州进上海出, 费用包含), tootour.com travel 10938",
    url: "http://tootour.com/travel/10938.html",
  },
  "g6-tour-tootour-22408": {
    title: "Travel agency tour listing (儿童价说明, 费用包含), tootour.com travel 22408",
    url: "http://tootour.com/travel/22408.html",
  },
  "g6-tour-denbu-qingdao-10837": {
    title: "Travel agency tour listing (青岛 烟台 boat tour, 全程无购物), m.denbu.net travel 10837",
    url: "https://m.denbu.net/travel/10837.html",
  },
  "g6-hotel-elong-xiachuandao": {
    title: "eLong hotel page: 下川岛星晨·海天大酒店 (Taishan, Guangdong), hotel brief, traffic info and booking notes",
    url: "http://hotel.elong.com/taishan/32037020/",
  },
  "g6-tour-cqtrvl-xiamen-6615": {
    title: "Travel agency line 6615: 厦门 鼓浪屿 tour, 住宿 standard and 备注, cqtrvl.com",
    url: "http://cqtrvl.com/xianlu/6615",
  },
  "g6-tour-ptotour-sanxia-17732": {
    title: "Travel agency line 17732: 宜昌 重庆 Yangtze cruise tour 费用说明, m.ptotour.com",
    url: "http://m.ptotour.com/line/17732.html",
  },
  "g6-moving-chinaant-chengdu": {
    title: "蚂蚁搬家 (chinaant.cn) 成都 page: 选择搬家公司时如何避坑? with its 安心服务 保障体系, 2025-04-23",
    url: "http://m.chinaant.cn/Comprehensive/46/1262",
  },
  "g6-scenic-163-entry-policy": {
    title: "NetEase account article: scenic area admission 优惠政策 (人民警察 免费入园, 退役军人 半价)",
    url: "https://m.163.com/dy/article/JJ2VLDNJ0514F5OS.html",
  },
  "g6-scenic-aizrj-admission-types": {
    title: "Scenic area 票种使用范围 (全价票 190元, 儿童票, 免票), aizrj.com",
    url: "http://aizrj.com/eamyjdrdfe.html",
  },
  "g6-sony-sonystyle-subsidy-2025": {
    title:
      "索尼中国 official site (sonystyle.com.cn) activity page: 上海市2025年国家家电以旧换新补贴 使用规则 (2025-02-26)",
    url: "https://www.sonystyle.com.cn/SSOminisite/activity/xiaofeibutie_rulesh_20250226/pc_index.html",
  },
  "g1-sony-helpguide-ilce7s-battery": {
    title: "索尼 帮助指南：可更换镜头数码相机ILCE-7S 有关电池的注意事项",
    url: "https://helpguide.sony.net/ilc/1420/v1/zh-cn/contents/TP0000244371.html",
  },
  "g1-kuaisou-applecare-battery": {
    title: "快搜词典“applecare电池更换条件”（转引 Apple 中国大陆 AppleCare+ 与有限保修说明）",
    url: "https://cidian.kuaisou.com/applecare%E7%94%B5%E6%B1%A0%E6%9B%B4%E6%8D%A2%E6%9D%A1%E4%BB%B6",
  },
  "g1-ftc-tw-2012-fuel-ads": {
    title:
      "阿甘创业加盟网博客：公平会第1087次委员会议，和泰等9家车商油耗广告不实共罚1040万元（LEXUS GS 宣称“平均油耗16.3km/L”）",
    url: "https://ican168blog.pixnet.net/blog/post/28259183-%e6%b2%b9%e8%80%97%e5%bb%a3%e5%91%8a%e4%b8%8d%e5%af%a6%e5%85%b1%e7%bd%b01040%e8%90%ac%e5%85%83",
  },
  "g1-diyibaike-huawei-screen-service": {
    title: "第一百科：华为 Mate X2 碎屏险与碎屏服务宝说明（转引华为服务权益条款）",
    url: "https://diyibaike.com/shuma/126618.html",
  },
  "g2-wupaochun-yeast": {
    title: "吴宝春麦方店官网:为什么面包工厂要自己养酵母?(台湾烘焙品牌自述)",
    url: "https://www.wupaochun.com/pages/yeast",
  },
  "g2-yilisi-mooncake": {
    title: "济南益利思食物厂 月饼产品介绍(企业网站)",
    url: "http://omega-napoleon.cn/news_detail/41517517.html",
  },
  "g2-yujia-mooncake-b2b168": {
    title: "四川裕佳食品有限公司 紫金月月饼批发礼盒 供应信息(b2b168)",
    url: "https://ctsjbb5876331.b2b168.com/m/supply/v97560052.html",
  },
  "g2-fruit-shop-24h": {
    title: "水果网店商品页 24h坏果包赔 售后说明",
    url: "https://dm.ec.shou.edu.cn/1111/0/Product/311893.html",
  },
  "g2-lichuan-xinshan-tea": {
    title: "湖北利川新山茶厂 店铺 About us 页",
    url: "http://10931016.czvv.com/about",
  },
  "g2-firstcafe-yangdou": {
    title: "First Cafe 咖啡(台湾烘豆商)官网文章:让咖啡豆深呼吸的艺术,养豆七日",
    url: "https://first-cafe.com/%e8%ae%93%e5%92%96%e5%95%a1%e8%b1%86%e6%b7%b1%e5%91%bc%e5%90%b8%e7%9a%84%e8%97%9d%e8%a1%93%ef%bc%8c%e9%a4%8a%e8%b1%86%e4%b8%83%e6%97%a5%e5%8f%aa%e7%82%ba%e4%b8%80%e5%8f%a3%e5%8b%95%e4%ba%ba",
  },
  "g2-firstcafe-fresh": {
    title: "First Cafe 咖啡(台湾烘豆商)官网文章:新鲜咖啡豆与决定咖啡味道的条件",
    url: "https://first-cafe.com/?p=58535",
  },
  "g2-wuchang-rice-mill": {
    title: "五常市拉林镇某油米厂(企业网站)五常大米介绍",
    url: "http://mjgpnl.cn/news/29.html",
  },
  "g3-szbanjia-fee-list": {
    title: "公司搬家网(深圳):商务搬家费用明细清单",
    url: "https://www.sz-banjia.net/zszx/927.html",
  },
  "g3-york-kongtiao-fee": {
    title: "约克空调服务网站:收费标准／报价单／收费表",
    url: "http://york.kongtiaogw.com/sfbz/biaozhun.html",
  },
  "g3-i5ying-baojie-tuangou": {
    title: "家庭日常保洁4小时(团购价)服务说明(团购商品页)",
    url: "http://www.i5ying.cn/doc_27381546.html",
  },
  "g3-shengyiso-baojie-company": {
    title: "生意搜企业页:当今保洁行业的现状是怎样的(保洁公司发布,2020-09-22)",
    url: "http://shengyiso.com/company479625754-n51315129",
  },
  "g3-yyyjw-latex-thickness": {
    title: "yyyjw.com 新闻页:天然乳胶床垫厚度的选择",
    url: "http://yyyjw.com/newsshow.php?cid=20&id=29",
  },
  "g3-difulun-mattress-types": {
    title: "difulun.com.cn:常见床垫四大类介绍",
    url: "http://difulun.com.cn/content/222.html",
  },
  "g3-tw-haojie-moving-fee": {
    title: "豪捷搬家(台中):计费项目",
    url: "http://haojiemove.com/paper/other_page.php?id=5330",
  },
  "g3-tw-pro360-ac-cleaning": {
    title: "PRO360达人网:洗冷气价格怎么算(冷气清洗费用)",
    url: "https://www.pro360.com.tw/price/ac_cleaning",
  },
  "g3-cn360-hongxing-muye": {
    title: "中国网库商铺(山西红星木业有限公司,太原):装修方式全包半包清包",
    url: "http://taiyuan.cn360cn.com/c441769.htm",
  },
  "g3-tw-jsx-design-process": {
    title: "金顺兴室内装修(jsx.com.tw):服务流程 收费标准及业主权益",
    url: "http://jsx.com.tw/index.php?lang=cht&temp=process",
  },
  "g4-nanyang2-zhuyuan": {
    title: "南阳市第二人民医院住院须知(探视规定)",
    url: "http://www.medtranslation.cn/jiuzhenzhinan/20121101/75273.html",
  },
  "g4-fh21-kouqiang-459117": {
    title: "复禾健康医院科室导航:口腔外科介绍",
    url: "https://dise.fh21.com.cn/hospital_235376/ksdh/459117.html",
  },
  "g4-tw-kuanting-dental": {
    title: "台中宽庭牙医诊所:口腔外科",
    url: "https://www.qdosmile.com/%E5%8F%A3%E8%85%94%E5%A4%96%E7%A7%91/",
  },
  "g4-dianjiang-yanglao-2023": {
    title: "人民网重庆频道2023-07-13:垫江县养老护理服务中心项目开始试营业(垫江县人民医院供稿)",
    url: "http://cq.people.com.cn/n2/2023/0713/c367642-40492635.html",
  },
  "g4-hk-mrlens88-yanyan": {
    title: "香港隐形眼镜网店 Mr Lens 博客:隐形眼镜验眼:保障视力健康的第一步",
    url: "https://mrlens88.com/blogs/news/%e9%9a%b1%e5%bd%a2%e7%9c%bc%e9%8f%a1%e9%a9%97%e7%9c%bc-%e4%bf%9d%e9%9a%9c%e8%a6%96%e5%8a%9b%e5%81%a5%e5%ba%b7%e7%9a%84%e7%ac%ac%e4%b8%80%e6%ad%a5",
  },
  "g4-91160-longnan-yanke": {
    title: "就医160:陇南市第一人民医院眼科科室介绍",
    url: "https://www.91160.com/dep/show/depid-100111761.html",
  },
  "g4-zz3-yanke": {
    title: "医院科室页:郑州市第三人民医院眼科科室介绍",
    url: "http://www.btabogados.com/hospital/2203/keshi/66545/jieshao.html",
  },
  "g4-zhongshan-tiyuguan": {
    title: "转载:中山体育馆等免费或低收费开放工作方案",
    url: "http://www1.aoshaliwen.com/afhzz/2687.html",
  },
  "g4-wuhan-quanmin-jianshen-2023": {
    title: "长江日报(苏北网转载)2023-02-07:武汉全民健身中心低收费、免费方案公布",
    url: "http://pic.jsnol.com/local/20230207/70413.html",
  },
  "g4-jinan-aoti-youyong": {
    title: "济南市奥体中心游泳馆开放时间与收费说明",
    url: "http://www.hjuga.com/f/1/375997",
  },
  "g4-tijian-xuzhi": {
    title: "体检中心 体检须知(转载页)",
    url: "http://www.timeforkidsllc.com/index.php?case=archive&act=list&catid=38",
  },
  "g4-biboting-anmoyi-2022": {
    title: "中国质量新闻网2022-08-17:碧波庭按摩仪广告含“拒绝‘男炎’之隐”等内容被罚2万元(上海普陀区市场监管局)",
    url: "http://www.hzweihu.com/ms/content/2022-08/17/content_8851583.htm",
  },
  "g5-brahma-pet-hotel-rules": {
    title: "Brahma 宠物旅馆(台湾)住宿安亲须知与住宿价目表",
    url: 'https://brahma.online/\\"https:\\/\\/brahma.online\\/wp-content\\/uploads\\/2021\\/07\\/?page_id=442',
  },
  "g5-mrpetter-pet-friendly": {
    title: "Mr. Petter 饭店(台湾)宠物同住友善政策、收费标准",
    url: "https://www.mrpetter.com/about-pet-friendly",
  },
  "g5-cleanliving-hk-price": {
    title: "Clean Living 洁衣坊(香港)洗衣价目表 2024-03-01",
    url: "http://www.cleanliving.com.hk/tc/price.html",
  },
  "g5-richwatch-protection": {
    title: "Rich Watch 表店(台湾)手表维修与保养说明",
    url: "https://www.richwatch.com.tw/list/Protection",
  },
  "g5-cnpp-laomeihua-shoes": {
    title: "CNPP 品牌页:天津老美华鞋店 品牌历史与工艺",
    url: "https://cnpp.cn/pinpai/9005.html",
  },
  "g5-comcoca-hk-sizechart": {
    title: "comcoca 香港网店 尺寸表测量说明",
    url: "https://www.hk.comcoca.com/pages/sizechart",
  },
  "g5-rainbowbubble-shopping-notice": {
    title: "wecomerainbowbubble 服饰网店(台湾)购物须知、尺寸建议与退换货政策",
    url: "https://wecomerainbowbubble.com/%e8%b3%bc%e7%89%a9%e9%a0%88%e7%9f%a5",
  },
  "g6-hkbea-on-your-side-plan": {
    title: "東亞銀行 「愛伴航」/「愛伴航 – 首護摯寶」危疾保障 產品頁(友邦承保)",
    url: "https://www.hkbea.com/html/tc/on-your-side-plan.html",
  },
  "g6-smartone-iphone8plus-plan": {
    title: "數碼通(澳門) iPhone 8 Plus 服務計劃頁",
    url: "https://www.smartone.com/jsp/mo/iPhone/tchinese/service-plan-iPhone8-Plus.jsp",
  },
  "g6-taiwanmobile-5g-prepaid-2020": {
    title: "台灣大哥大 行動寬頻業務「5G預付卡」牌告資費公告(2020/07/03)",
    url: "https://www.taiwanmobile.com/csonline/service/normal/normal_20200703_124109.html",
  },
  "g6-cht-eshop-4g-basic": {
    title: "中華電信數位門市 基本購機方案 4G一般型資費方案頁",
    url: "https://eshop.cht.com.tw/BasicPromo/basic.html",
  },
  "g6-taiwanmobile-4g-tariff-2017": {
    title: "台灣大哥大 行動寬頻業務4G服務牌告資費公告(2017/03/07)",
    url: "https://service.taiwanmobile.com/csonline/service/normal/normal_20221109_113601.html",
  },
  "g6-soonlan-fintracker": {
    title: "順藍 記帳總管 FinTracker App 隱私權政策及主要特點頁",
    url: "https://www.soonlan.com.tw/fintracker/privacy",
  },
  "g6-apkpure-invoice-diary": {
    title: "APKPure 上架頁 緯創資通「發票日誌」Android App 功能說明",
    url: "https://apkpure.com/tw/%E7%99%BC%E7%A5%A8%E6%97%A5%E8%AA%8C/com.wistronits.invoice",
  },
  "g6-moneypro-tw-guide": {
    title: "Money Pro 個人理財 App 使用入門(官方繁中指南)",
    url: "https://money.pro/tw/guide",
  },
  "g6-100well-coldchain": {
    title: "100well 物流網站「冷链物流:守护新鲜的跨域运输精准链路」服务介绍页",
    url: "http://www.100well.com/12.html",
  },
  "g6-huangye88-lingdan-coldchain": {
    title: "黄页88 商家供应信息 零担/公路冷链运输",
    url: "http://m.huangye88.com/sell/052mre46idc626.html",
  },
  "g6-edudw-xiaomawang-wuhan": {
    title: "教育导网 武汉小码王 少儿编程课程体系介绍「武汉少儿编程培训的成长阶梯」",
    url: "http://www.edudw.com/s/2373/c/35697.html",
  },
  "g6-cats-erb-computer-cert": {
    title: "香港基督教女青年會/CATS 僱員再培訓局「電腦操作系統基礎證書(兼讀制)」課程頁",
    url: "https://cats.org.hk/component/course/61?view=course",
  },
  "g6-hku-clc-cantonese": {
    title: "香港大學漢語中心 中文學院碩士生粵語課程 常見問題(2024/25)",
    url: "https://clc.hku.hk/zh/cantonese-soc",
  },
  "g1-fzrb-2022-livestream-health-food": {
    title: "法治日报：直播间保健品销售乱象：主播夸大治疗功效坑了消费者（2022-12-14）",
    url: "https://xf.dahe.cn/2022/12-14/1150157.html",
  },
  "g1-fzrb-2025-weight-traps": {
    title: "法治日报“体重迷局”系列调查：刷刷牙就能瘦？伪科学话术与焦虑营销下的减肥陷阱调查（2025）",
    url: "http://gihot.com/news-4-5879-0.html",
  },
  "g1-fzrb-2024-weight-bloggers": {
    title: "法治日报：把降糖药炒成“减肥神药” 减肥博主“经验帖”背后是“生意经”（2024-02）",
    url: "http://xiaofei.hangzhou.com.cn/xfzx/content/2024-02/05/content_9652006.htm",
  },
  "g1-ahxbw-2021-height-patch": {
    title: "中国消费者报：用了“增高贴”老年人也能长高？安徽省消保委调查购物平台增高贴夸大宣传（2021-12）",
    url: "http://www.xjche365.com/zjy/tousu/20211213/76490.html",
  },
  "g1-thepaper-2025-mengniu-188": {
    title: "网易号转澎湃调查：蒙牛一米八八儿童奶粉直播“长高”宣传涉嫌虚假（2025-11）",
    url: "https://m.163.com/dy/article/KF7MOCA505568NP4.html",
  },
  "g1-fzrb-2023-medaesthetic-live": {
    title: "直播间“破价”医美产品靠谱吗？医美直播乱象调查（2023-11-28）",
    url: "http://m-xiangyang.cjyun.org/p/479614.html",
  },
  "g1-ccn-2026-baijiu-live": {
    title: "中国消费者报：直播间白酒信息公示不全调查（主播话术）",
    url: "https://xsd315.cn/quanwei/1b426a94226a3a53578fe8c16e22a0ba.html",
  },
  "g1-fzrb-baijiu-live": {
    title: "法治日报：几元一瓶的“高档白酒”敢买来喝吗 记者调查直播卖酒那些猫腻",
    url: "http://yqkkl.cn/fazhi/0818113477.html",
  },
  "g1-cctv-2025-ai-host-fishoil": {
    title: "网易号转央视：北京查处首例AI冒用主持人形象虚假广告案（深海多烯鱼油直播间展板）",
    url: "https://www.163.com/dy/article/KBVRGAKB0514987H.html?f=post2020_dy_recommends",
  },
  "g1-fzrb-age-anxiety-medaesthetic": {
    title: "法治日报：贩卖容貌年龄焦虑 谁在鼓吹“18岁后就得抗衰”？",
    url: "https://jisuxw.com/fashion/178538.html",
  },
  "g2-jinhua-2009-monitor-092": {
    title: "金华市广告监测中心监测报告 金广监字(2009)092号(兰溪新闻综合频道)",
    url: "https://m.wenku365.com/p-50422054.html",
  },
  "g2-case-shandong-2024-food": {
    title: "山东省市场监管局公开曝光一批虚假违法广告典型案例(食品领域:淄博周村区局查处山东野茉莉生物科技有限公司案)",
    url: "https://www.chuju555.com/buy/show-469144.html",
  },
  "g2-ningxia-2007-monitor": {
    title: "经济参考报:宁夏回族自治区工商局通报9月份监测的部分典型虚假违法广告(2007)",
    url: "http://jjckb.xinhuanet.com/gnyw/2007-09/24/content_67849.htm",
  },
  "g2-hainan-fda-q2-illegal-ads": {
    title: "海南日报:海南省食品药品监管局曝光二季度违法药品、保健食品、医疗器械广告",
    url: "http://www.namdhmp.cn/info/show-12524.html",
  },
  "g2-beijing-2015-q1-monitor": {
    title: "北京市工商局2015年第一季度广告监测情况通报(糖尿乐片等)",
    url: "http://www.591news.com.cn/news/shehui/2015/0605/3814.html",
  },
  "g3-hnysfww-9990": {
    title: "hnysfww.com 网上药店商品页:乙类非处方乳膏(月见草油、羌活)说明书信息",
    url: "https://hnysfww.com/goods.php?id=9990",
  },
  "g3-coldnoir-yangshen": {
    title: "方舟健客网上药店文章页:洋参虫草益肾口服液是属于保健品的吗(2015-05-14)",
    url: "http://coldnoir.com/a/20150514/1588882.html",
  },
  "g3-foodmate-guangsai-ca": {
    title: "食品伙伴网标准库:Q/NPGS 0539 S-2021 广赛牌钙维生素D维生素K软胶囊",
    url: "http://down.foodmate.net/standard/sort/19/106234.html",
  },
  "g3-worldjournal-hand-cream": {
    title: "世界日报:刘美贤随身护手霜报道(Panier des Sens 护手霜,品牌介绍)",
    url: "https://www.worldjournal.com/wj/story/121479/9364895",
  },
  "g3-metrohitpicks-hand-cream": {
    title: "Metro Hit Picks:消委会 润手霜保湿不足或有致敏香料 5招急救干手",
    url: "https://metrohitpicks.com/14620/潤手霜-保濕-不足或有致敏香料-消委會教路5招急救/6",
  },
  "g3-coldnoir-dieda": {
    title: "方舟健客网上药店文章页:跌打镇痛膏是不是处方药?(2015-02-21)",
    url: "http://m.coldnoir.com/a/20150221/1331585.html",
  },
  "g3-shopsmart-glucometer": {
    title: "香港消费者委员会 精明消费网:18款血糖机套装大检阅(2017年08月)",
    url: "https://shopsmart.org.hk/shopsmart/index.php/Shopping/viewReport?module=1&first_cate_id=20400&product_id=151&attribute_id=3&report_id=184",
  },
  "g3-hnhlg-glucometer": {
    title: "hnhlg.com 资讯:电子血糖仪的采血方式区别",
    url: "https://hnhlg.com/news/show-80328.html",
  },
  "g4-citic-card-newuser": {
    title: "中信银行信用卡 新户领888元大礼包 活动页面",
    url: "http://creditcard.ecitic.com/m/tjbk/card_list.html?from=timeline&isappinstalled=0",
  },
  "g4-zhongyi-yuexiang-manual": {
    title: "中意悦享人生重大疾病保险(2024)产品说明书(原创力文档)",
    url: "https://max.book118.com/html/2024/0929/8104034044006131.shtm",
  },
  "g4-qianshan-dental": {
    title: "潜山市立医院口腔科 科室介绍",
    url: "http://www.hibao123.com/list/002001001011",
  },
  "g4-jdzx-hefei-180298": {
    title: "酒店在线 合肥经济技术开发区明珠广场某酒店 交通位置",
    url: "http://room180298.jiudianzaixian.cn/news_s10220.html",
  },
  "g4-hexie-caifu-c-training": {
    title: "和谐财富一生终身护理保险(C款)产品培训资料",
    url: "http://gooshimkoo.com/ipZxpjvllt/info/docview_930445.html",
  },
  "g4-wanyiwang-dividend-clause": {
    title: "某寿险公司分红保险条款(文档)",
    url: "https://www.wanyiwang.com/view/45564.html",
  },
  "g4-aqbxw-product": {
    title: "沃保网 保险产品保障项目页",
    url: "http://www.aqbxw.cn/xz/1060857028500553529.shtml",
  },
  "g4-yongzhou-driving": {
    title: "永州驾校 驾校简介(驾校目录页)",
    url: "http://m.ruvf.cn/j/hnyongzhoujx/jxjj.html",
  },
  "g4-hlh-hospital-fees": {
    title: "医院网站 口腔内科、儿科收费标准(第73项)",
    url: "http://hlh-hospital.com/old/18/73.htm",
  },
  "g4-yangjiazhai-farm": {
    title: "株洲杨家寨生态山庄介绍(信息来源:株洲市天元区人民政府)",
    url: "http://cdsstabc.com/landscape/78/yangjiazhaishengtaishanzhuang.html",
  },
  "g4-ningbo-eye-2014": {
    title: "宁波晚报 市眼科医院白内障资助复明活动(2014)",
    url: "http://news.cnnb.com.cn/system/2014/08/14/008138150.shtml",
  },
  "g4-xyz-92288": {
    title: "新一站保险网 两全保险(分红型)产品特色与购买提示",
    url: "https://xyz.cn/discover/detail-92288.html",
  },
  "g4-ourbaoxian-xiaotaiyang": {
    title: "小太阳两全保险(分红型)利益演示",
    url: "http://www.ourbaoxian.com/e/action/ShowInfo.php?classid=72&id=82",
  },
  "g4-drbdp-vanke-dongjun": {
    title: "天津万科东郡 地铁M2号线东延段 说明(网友投稿页)",
    url: "https://drbdp.com/4-8015937.html",
  },
  "g4-wangniudun-resettlement-2022": {
    title: "东莞西站望牛墩单元土地整备项目安置房一期工程启动(来源:幸福望牛墩,2022)",
    url: "https://www.10100.com/article/39776319",
  },
  "g5-whiple-member": {
    title: "Whiple 官网 会员及购物金说明（台湾服饰店）",
    url: "https://www.whiple95whiplered.com/pages/%E6%9C%83%E5%93%A1%E5%8F%8A%E8%B3%BC%E7%89%A9%E9%87%91",
  },
  "g5-youpin-newuser-rules": {
    title: "小米有品 新人活动规则（新人0元购、包邮8.16元起、新用户秒券，2019年8月）",
    url: "https://m.xiaomiyoupin.com/app/shop/content?id=oc270b03957a73852&trace=m1z1-32031-350",
  },
  "g5-changzhou-zhonglou-clearance-2006": {
    title:
      "常州日报：不少商家一年到头清仓打折 钟楼工商分局突击检查（7家服饰零售商违反《零售商促销行为管理办法》被查处后又故伎重演）",
    url: "http://news.sina.com.cn/o/2006-12-29/095910891158s.shtml",
  },
  "g5-zalora-partners-tnc-2016": {
    title: "ZALORA 香港 合作伙伴条款与细则（周大福、dermes、Groupon 等优惠，2016）",
    url: "https://zh.zalora.com.hk/online-fever-partners-terms-and-conditions/",
  },
  "g5-shijiazhuang-xinhua-pharmacy-2014": {
    title:
      "晚报报道：石家庄新华区物价局检查医疗单位价格行为 31家存在价格违法（虚构原价、无从比较的“特价”、不履行价格承诺，2014-09-28）",
    url: "http://www.fuguantang.com/news/153520.html",
  },
  "g6-shougang-hitech-2012": {
    title: "中国市场调查网：首钢国际工程公司获国家高新技术企业认定（来源首钢日报，2012）",
    url: "http://cncmrn.com/channels/metal/20120322/1054260.html",
  },
  "g6-ne21-zhonghuan-torch": {
    title: "21世纪新能源：中环工程通过“国家重点高新技术企业”重新认定（2009）",
    url: "https://m.ne21.com/news/show-6331.html",
  },
  "g6-meihe-dwwa-2022": {
    title: "美贺庄园甄酿干红葡萄酒2019荣获2022年Decanter世界葡萄酒大赛金奖（推广文）",
    url: "http://www.futbolla.com/slavia-mozyr-bate-mac-oncesi-istatistikleri/",
  },
  "g6-163-changyu-prowein-2025": {
    title: "网易号：张裕上榜！12国酒王盲评诞生全球7大“酒王之王”（2025）",
    url: "http://senqingzn.com/dy/article/JTC62JMC0530WJTO.html?f=post2020_dy_recommends",
  },
  "g6-bj-dongcheng-laozihao-2024": {
    title: "北京市政府网（东城区）：第三批中华老字号名单公布 东城这些品牌上榜（2024-03-07）",
    url: "https://www.beijing.gov.cn/gate/big5/www.beijing.gov.cn/ywdt/gqrd/202403/t20240307_3583098.html",
  },
  "g6-ccpitbj-redstar-2013": {
    title: "北京市贸促会（CCTV13转）：2013中国设计红星奖揭晓",
    url: "http://ccpitbj.org/web/static/articles/catalog_ff8080813165bac4013165cc9c470015/article_ff808081421beef7014309ec64801a91/ff808081421beef7014309ec64801a91.html",
  },
  "g6-sina-mingjiu-2002": {
    title: "新浪财经（2002-05-13）：五次全国评酒会与中国名酒名单",
    url: "http://finance.sina.com.cn/o/20020513/205839.html",
  },
  "g6-cema-patent-award-2023": {
    title: "中国工程机械工业协会：第二十四届中国专利奖工程机械行业获奖情况（2023）",
    url: "http://www.xashilian.com/news/detail/159280.html",
  },
  "g6-cuzhiwang-xiaojuren-3rd": {
    title: "化纤行业论坛：工信部公布第三批2930家专精特新“小巨人”企业",
    url: "http://www.cuzhiwang.com/forum.php?goto=lastpost&mod=redirect&tid=15949",
  },
  "g6-brandz-global-cn-2023": {
    title: "数码自媒体：2023 BrandZ中国全球化品牌榜出炉",
    url: "http://yctongxin.lhtzb.cn/2023/0617/20848.html",
  },
  "g6-5888-modernfarm-monde-2014": {
    title: "饮料代理网：现代牧业纯牛奶荣获世界食品品质评鉴大会食品类金奖（2014-06-13）",
    url: "http://5888.tv/news/55016",
  },
  "g6-zytx-monde-2019": {
    title: "掌婴天下：飞鹤、圣元、雅士利等荣获2019世界食品品质评鉴大会金奖",
    url: "http://www.zhangyingtianxia.com/news/25697",
  },
  "g6-bjxw-iti-2023": {
    title: "北京新闻网：国际风味评鉴所为2574款食品饮料颁发2023年度国际美味奖（新闻稿）",
    url: "http://bjxwcd.com/caijing/chuangfu/202306/94745.html",
  },
  "g6-piaocn-guane-qingge": {
    title: "票务网（piaocn）演出详情：甘肃省陇剧院陇剧《官鹅情歌》",
    url: "http://www.piaocn.com/yanchupiao/3582.html",
  },
  "g6-ppfocus-blackpearl-2018": {
    title: "美食文章：2018大众点评黑珍珠餐厅指南三钻餐厅盘点",
    url: "https://ppfocus.com/0/trf190e90.html",
  },
  "g6-zhuangyi-jinan-cctv-2010": {
    title: "装一网转载：济南天桥工商局查处家具店吹嘘“央视上榜品牌”罚款3万元",
    url: "https://m.zhuangyi.com/zixun/15186.html",
  },
  "g6-hxnews-chengdu-jiaju-2017": {
    title: "海峡网/四川新闻网：成都工商“红盾春雷行动2017”集中查处家居行业假牌匾、假证书（崇州、温江）",
    url: "http://home.hxnews.com/jzxw/pgt/201701/20/1146359.shtml",
  },
  "g6-chinataiwan-shanghai-hongdun3-2013": {
    title: "中国台湾网转载：上海工商“红盾3号”行动查处虚假宣传（宝瑞佳西康母婴专护月子会所广告罚款10万元，2013）",
    url: "http://econ.chinataiwan.cn/zsjjzsj/201309/t20130912_4869696.htm",
  },
  "g1-hk01-mchk-tong-cosmed": {
    title:
      "香港01：医生汤恺廸涉宣传及夸大医学美容疗程（Cosmed 映汇医学集团 Facebook／Instagram 帖文），香港医务委员会纪律聆讯裁定专业失德，判停牌2个月缓刑24个月",
    url: "https://www.hk01.com/%E7%A4%BE%E6%9C%83%E6%96%B0%E8%81%9E/797043/%E9%86%AB%E7%94%9F%E6%B9%AF%E6%84%B7%E5%BB%B8%E6%B6%89%E5%AE%A3%E5%82%B3%E5%8F%8A%E8%AA%87%E5%A4%A7%E9%86%AB%E5%AD%B8%E7%BE%8E%E5%AE%B9%E7%99%82%E7%A8%8B-%E9%86%AB%E5%A7%94%E6%9C%83%E5%88%A4%E7%BD%B0%E5%81%9C%E7%89%8C2%E5%80%8B%E6%9C%88%E7%B7%A9%E5%88%91",
  },
  "g1-hk01-2026-sz-dental-ads": {
    title:
      "香港01《大学线》2026-03-05：内地牙医广告无王管 同一公司中港两版本（深圳牙科公司在港巴士车身及社交媒体广告的疗效承诺与促销字句）",
    url: "https://www.hk01.com/%E7%A4%BE%E6%9C%83%E6%96%B0%E8%81%9E/60327126/%E5%A4%A7%E5%AD%B8%E7%B7%9A-%E5%85%A7%E5%9C%B0%E7%89%99%E9%86%AB%E5%BB%A3%E5%91%8A%E7%84%A1%E7%8E%8B%E7%AE%A1-%E5%90%8C%E4%B8%80%E5%85%AC%E5%8F%B8%E4%B8%AD%E6%B8%AF%E5%85%A9%E7%89%88%E6%9C%AC",
  },
  "g2-zsdlw-suzhou-jigong": {
    title: "机械工业苏州技工学校 学校简介（zsdlw.com 机构介绍）",
    url: "http://www.zsdlw.com/company1816.html",
  },
  "g2-ctwant-84619-banjiushi": {
    title: "CTWANT 画中盖房3／龙潭渴望园区「半九十」建案报道（2020-11-14）",
    url: "https://ctwant.com/amp/article/84619",
  },
  "g2-xyx234-kindergarten-intro": {
    title: "问答页 幼儿园园所简介（我园占地面积4868㎡）",
    url: "http://m.xyx234.com/dadagbd/gbrcvsss",
  },
  "g2-adoseofjenn-jixi-peixun-2023": {
    title: "鸡西市城子河区职业技能培训报道（鸡西市时代职业技能培训学校，2023-06-27）",
    url: "http://www.adoseofjenn.com/zx/2023/0627/74804.html",
  },
  "g2-852house-179476-liufu-dongyu": {
    title: "经济日报（852.house）东华三院过渡屋「流浮．东寓」动土（2024-01-05）",
    url: "https://852.house/newses/179476",
  },
  "g2-scweixiao-mianzhu-zhizhong": {
    title: "四川省绵竹市职业中专学校怎么样（学校介绍页）",
    url: "https://m.scweixiao.cn/hangye/96615.html",
  },
  "g2-tengyi66-108244-school": {
    title: "某职业学校办学情况介绍（实训基地、就业率）",
    url: "http://m.tengyi66.com/plus/view.php?aid=108244",
  },
  "g2-handmsg-fuxin-gaozhuan-2022": {
    title: "阜新高等专科学校办学转型升级路径探究（王春梅、吕东春，2022）",
    url: "http://www.handmsg.com/page/2022/0209/16726537.shtml",
  },
  "g2-jiazhao-wuhan-jiaxiao-2013": {
    title: "驾照网 江城驾校将迁至三环外 新基地可5000人同时练车（2013-12-26）",
    url: "http://xian.jiazhao.com/zixun/47/",
  },
  "g2-stresscarki-songjiang-2022": {
    title: "上海松江暑期学车旺季报道（2022）",
    url: "http://m.stresscarki.com/c52436.html",
  },
  "g2-housefun-107403234880-928": {
    title: "好房网 中国时报 928档期兴富发8大案抢市",
    url: "https://news.housefun.com.tw/news/article/107403234880.html",
  },
  "g3-news-wanshan-larou-2025": {
    title: "铜仁万山区敖寨乡中华山村腊肉加工厂春节腊味产销报道(2025-01-26)",
    url: "http://www.cpkrk.cn/wmcq/2025/0126/85734.html",
  },
  "g3-51chatu-chaihuo-larou": {
    title: "51特产网:柴火特产 柴火烟熏农家土特产(溆浦柴火腊肉)",
    url: "http://www.51chatu.com/techan/5616517066.html",
  },
  "g3-3dmxku-fengmi-bomeidu": {
    title: "蜂蜜浓度波美度与等级介绍",
    url: "https://3dmxku.com/daquan/zonghe/5271542.html",
  },
  "g3-yrrf-chengshumi": {
    title: "问答:优质蜂蜜的标准 自然成熟蜜(2024-10-21)",
    url: "https://m.yrrf.cn/dadabdhgc/bdhgvdrdd",
  },
  "g3-xinhua-tongzi-larou-2024": {
    title: "新华网:贵州桐梓 冬月腊味浓 香肠腊肉加工忙(2024-12-11)",
    url: "http://big5.news.cn/gate/big5/gz.xinhuanet.com/20241211/4254b8441a9448f5ba62fdad37123d01/c.html",
  },
  "g3-news-wanyuan-larou-2024": {
    title: "四川万源老腊肉熏制产销旺季报道(2024)",
    url: "http://111.203.215.41/news.php?324r=dDSmP.html",
  },
  "g3-news-daying-papagan-2023": {
    title: "大英融媒体:隆盛镇长滩寺村一粒香家庭农场耙耙柑成熟",
    url: "https://dyrmt.com/thread-4402-1-1.html",
  },
  "g3-0576qq-canting-zhongqiu-2012": {
    title: "台州论坛:罗曼威斯汀餐厅中秋国庆优惠活动及现金券使用规则(2012)",
    url: "http://bbs.0576qq.com/forum.php?goto=nextoldset&mod=redirect&tid=249461",
  },
  "g3-qinglite-chaoshan-niurou-2025": {
    title: "潮汕牛肉火锅新鲜度评测:吃货特种兵跨省打卡必看(2025-09-24)",
    url: "https://www.qinglite.cn/doc/458868d3beedee2e3",
  },
  "g3-niushi-chaoshan-daogong-2025": {
    title: "2025吃货特种兵潮汕牛肉火锅刀工排行榜",
    url: "https://zixun.niushi.cc/archives/4012.html",
  },
  "g3-cqcmst-yangchenghu-pai": {
    title: "阳澄湖牌大闸蟹正宗吗?",
    url: "https://www.cqcmst.com/meishi-baike/190791.html",
  },
  "g3-familydoctor-yangchenghu-xie": {
    title: "家庭医生在线:“阳澄湖牌”大闸蟹辨别",
    url: "https://m.familydoctor.cn/201109/5503279141032.html",
  },
  "g3-520zcw-shaguoju": {
    title: "中华老字号—砂锅居(百度文库转载)",
    url: "https://www.520zcw.cn/article/waznad",
  },
  "g3-hainan-fushan-fuximi-2011": {
    title: "海南日报:国家权威报告 海南福山大米硒含量“一级棒”(2011-03-15)",
    url: "http://rindostreetspot.com/news/yeneidongtai/2011-07-02/210.html",
  },
  "g3-lskyl-kaoya-lu": {
    title: "刘氏烤鸭炉(企业网站)新闻:砖砌伐木炭挂炉烤鸭介绍 烤鸭起源(2017)",
    url: "http://www.lskyl.com/3g/newsdetail_116.html",
  },
  "g3-news-baiyanyili-xianbei": {
    title: "百年义利鲜焙门店现打鲜奶与现烤糕点报道(北京)",
    url: "https://m.weimeicun.com/article/208928.html",
  },
  "g3-tianjin-chuncha-2017": {
    title: "天津:春茶上市 价格小涨(2017-03-24)",
    url: "https://tianjin.baogaosu.com/xinwen/%E5%A4%A9%E6%B4%A5%E6%98%A5%E8%8C%B6%E4%B8%8A%E5%B8%82%E4%BB%B7%E6%A0%BC%E5%B0%8F%E6%B6%A8/55985024",
  },
  "g3-chayewang-fucha-fenlei-2023": {
    title: "茶叶网:黑茶中茯茶的分类(2023-04-23)",
    url: "http://www.538xzjr.com/bczx/2023/0423/10829.html",
  },
  "g3-sina-hk-tuannianfan-2006": {
    title: "中新社:香江漫话 港团年饭市报捷 万元一席也告罄(2006-01-28)",
    url: "http://news.sina.com.cn/o/2006-01-28/13428103200s.shtml",
  },
  "g3-flipbuilder-hk-yinshi-caidan": {
    title: "《百年香港中式饮食》第79页:战后初期的酒家菜式(金汉酒楼夜总会菜单)",
    url: "https://online.flipbuilder.com/pfzs/vste/files/basic-html/page79.html",
  },
  "g4-teksource-tw-apple-accessories": {
    title: "德源科技 teksource(台湾经销商)Magic Trackpad 2 等 Apple 配件商品页",
    url: "https://www.teksource.com.tw/products-detail/Magic-Trackpad-2-%E8%A7%B8%E6%8E%A7%E5%BC%8F%E8%BB%8C%E8%B7%A1%E6%9D%BF-MJ2R2TA%EF%BC%8FA-i.47827",
  },
  "g4-usacpo-tw-cpo": {
    title: "USACPO 台湾原厂认证中古车介绍(Audi、BMW、Lexus、Mercedes-Benz、Porsche 认证中古车的车源与检测)",
    url: "http://www.usacpo.com/cpo/taiwancpo.html",
  },
  "g4-cebike-2009-mycar-hk": {
    title: "中国电动车网 2009-10 香港理工大学与本港企业研发环保电动车 MyCar 香港站新车发布会",
    url: "http://cebike.com/News/html/200910/2009102910162780.htm",
  },
  "g4-ajiadian-2020-if-award": {
    title: "名品家电网 2020-02-17《2020德国iF揭晓:海尔智家24项、美的19项、格力9项》(获奖数据截自德国iF设计奖官网)",
    url: "http://www.ajiadian.com/news/20200217/203604.html",
  },
  "g4-readke-2021-moto-x30": {
    title: "《联想叫板小米:有货才是真首发 骁龙8 Gen1新机15日开售》(引联想陈劲微博)",
    url: "http://readke.com/c/120S524012021.html",
  },
  "g4-cnfisher-2014-qiangyang-backpack": {
    title: "中国钓鱼网户外 2014-05-29 强氧背包创始人自述“3D关节”背负系统",
    url: "http://hx.cnfisher.com/2014/huwaizhuangbei_0529/18040.html",
  },
  "g4-zyjyxg-chengdu-tarp-tent": {
    title: "成都篷布厂家网站 媒体报道《帐篷到底要怎么选?300元和3000元的帐篷到底有何不同?》",
    url: "http://zyjyxg.com/mtbd/282.html",
  },
  "g4-qrvkj-water-purifier-parts": {
    title: "净水机配件产品页《净水机的主要配件及其功能》",
    url: "http://www.qrvkj.com/product/11.html",
  },
  "g4-cchk-2017-split-aircon": {
    title: "香港消费者委员会 2017-05-15 新闻稿《变频分体冷气机同属1级能源效益 电费可差两成》",
    url: "https://www.consumer.org.hk/tc/press-release/487-split-type-air-conditioners",
  },
  "g4-suning-tent-guide": {
    title: "苏宁资讯 帐篷选购指南(单双层帐、三季帐与四季帐)",
    url: "https://news.suning.com/m/wtoutiao/bcdetail/5735696170.html",
  },
  "g5-njdude-heze-livestream-pills": {
    title: "直播间里的“保健品” 花式收割老年人(菏泽定陶警方侦办直播间假药案报道)",
    url: "http://njdude.com/case/1651.html",
  },
  "g5-gaotai-wechat-moments-driving-school": {
    title: "甘肃高台县工商局 首例微信朋友圈虚假广告案(陈某为高运驾校发布学费信息)",
    url: "http://fok120.com/archiver/tid-38558.html",
  },
  "g5-sxwb-2025-yangsheng-tea-bloggers": {
    title: "山西晚报:喝对养生喝错伤身 养生茶千万别乱喝(社交平台博主养生茶宣传,2025-10-16)",
    url: "http://www.thedullerimage.com/news/detail/206/315890.html",
  },
  "g5-macaodaily-2024-sanzhiyang-meicheng": {
    title: "澳门日报:卖美诚月饼涉虚假宣传 带货网红公司挨罚六千九万(合肥联合调查组通报三只羊公司)",
    url: "https://www.easyjobs853.com/news/3067.html",
  },
  "g5-hangzhou-2024-livestream-cases": {
    title: "杭州市市场监管局通报网络直播营销典型案例(萧山区局对直播间奶酪棒、射频健发梳宣传罚没15.17万元,2024)",
    url: "https://api-racing.com/blog-3117110.html",
  },
  "g5-qntz-2024-dalan-stock-tips": {
    title: "评论:因非法荐股 千万粉丝网红“大蓝”被封号(抖音处罚公告所列视频标题)",
    url: "https://qntz.me/post/8c1028b1fbb94f4c57f4c5a48449ecf0.html",
  },
  "g5-pujiang-2026-livestream-fake-identity": {
    title: "网易号:这些商家踩雷区了,被国家严厉处罚(蒲江县市场监管部门处罚主播林某自称“助农推荐官”案,2026-02)",
    url: "http://m.digipub.cc/dy/article/KLOAORB9055684L8.html?spss=dy_author",
  },
  "g6-3news-guizhou-bank-ad-2016": {
    title: "每日经济新闻：理财产品涉虚假宣传 多家银行私募领罚单（贵州省工商局虚假违法广告公告）",
    url: "http://3news.cn/2016/0413/133217.html",
  },
  "g6-ifuun-cbirc-risk-2018": {
    title: "销售误导宣传花样百出 购险别被忽悠了（银保监会风险提示）",
    url: "http://www.ifuun.com/a2018081215430774",
  },
  "g6-xiamen-jinrong-xiaobao-letter-2023": {
    title: "9月，厦门金融消保致市民朋友的一封信",
    url: "http://www.fjbmp.com/gegz/20230901/20602.html",
  },
  "g6-newtalk-fund-ad-2025": {
    title: "新头壳 公民投书：捷运站基金广告“本基金之配息来源可能为本金”",
    url: "https://newtalk.tw/citizen/view/68103",
  },
  "g6-vobao-taikang-yanglao-1137": {
    title: "向日葵保险网：泰康人寿 养老年金保险 保障内容",
    url: "https://m.vobao.com/p/taikangrenshou/1137592524034531762.shtml",
  },
  "g6-creatorschool-shouyue1yuan-2021": {
    title: "评论：对“首月1元”的保险营销套路不能止于叫停（北京银保监局专项整治通知）",
    url: "http://creator-school.com/2021/0831/136700.shtml",
  },
  "g6-newskj-hulianwang-baoxian-2025": {
    title: "每日科技网：互联网保险整治成效与顽疾并存：首月1元陷阱与健康告知暗箱操作调查",
    url: "https://m.newskj.org/web/183954.html",
  },
  "g6-bankofindia-hk-dps": {
    title: "Bank of India 香港：Deposit Protection 存款保障计划成员声明",
    url: "https://bankofindia.com.hk/deposit-protection-scheme",
  },
  "g6-hkdpb-main-sc": {
    title: "香港存款保障委员会：存款保障计划的主要特点",
    url: "https://dps.org.hk/sc/main.html",
  },
  "g6-bx010-baoxian-zhishi-2020": {
    title: "保险知识：理赔金额要看清（代理人以高分红率招揽的说明）",
    url: "http://m.bx010.com/b/26318.html",
  },
  "g6-pixnet-yongda-cunkuan-baoxian-2007": {
    title: "基金博客：“存款送保险”销售模式（永达保险经纪以“优惠存款”名义误导保户的新闻，2007-11）",
    url: "https://fund1688.pixnet.net/blog/post/17615209",
  },
  "g6-hinet-jinzhou-liandongzhai": {
    title: "今周刊 大钱潮 封面故事 销售篇：破解银行话术陷阱（连动债）",
    url: "http://pop16.myweb.hinet.net/twnext_367_web/30616464.html",
  },
  "g6-businessweekly-chuxuxian-huashu": {
    title: "商业周刊 Smart 理财：金融从业人员不当销售储蓄险的案例与自保",
    url: "https://wealth.businessweekly.com.tw/GArticle.aspx?id=ARTL000052195",
  },
  "g1-cnews-taipei-haircare-2018": {
    title: "汇流新闻网：台北市卫生局公布奇摩购物中心网购护发品标示违规（Hair Much健发素外包装述及医疗效能）",
    url: "https://cnews.com.tw/003181119a02",
  },
  "g1-tcba-106-jianshang-36-mattress": {
    title:
      "台中高等行政法院106年度简上字第36号判决（金舒毯非动力式治疗床垫医疗器材广告与核定表不符，台中市政府卫生局上诉驳回）",
    url: "https://lawplayer.com/judgment/TCBA,106,簡上,36,20180507,1",
  },
  "g2-bj-re-guide-2024": {
    title: "中房网：北京出台房地产广告发布指引（北京市市场监督管理局《北京市房地产广告发布指引》负面清单）2024-02-27",
    url: "http://www.fangchan.com/news/6/2024-02-27/7168041464218587415.html",
  },
  "g2-xiamen-siming-patent-2021": {
    title: "海峡网：厦门思明区莲前市场监管所家居行业专利执法专项行动，专利广告标注不规范责令整改（2021-11）",
    url: "http://www.vcd666.com/news/fj/mn/xm/202111/05/2030377.shtml",
  },
  "g3-ltn-tamsui-haishang-2025": {
    title: "自由财经：淡水「海上皇宫」建案广告不实，公平会罚6建商共300万（2025-05-02）",
    url: "https://ec.ltn.com.tw/article/breakingnews/5030381/print",
  },
  "g3-ada-mingjin-2023": {
    title: "Ada Hsieh：公平会第1648次委员会议裁罚明晋社会企业有限公司资历广告不实",
    url: "https://www.adaipknowhow.me/post/%E5%85%AC%E5%B9%B3%E6%9C%83%E8%A3%81%E7%BD%B0-%E4%BB%A5%E5%85%AC%E5%8F%B8%E4%BB%A3%E8%A1%A8%E4%BA%BA%E5%9C%A8%E4%BB%96%E5%85%AC%E5%8F%B8%E5%BE%9E%E6%A5%AD%E7%B6%93%E9%A9%97%E4%BD%9C%E7%82%BA%E8%87%AA%E8%BA%AB%E7%9A%84%E7%87%9F%E6%A5%AD%E5%AF%A6%E7%B8%BE%EF%BC%8C%E8%B6%B3%E4%BB%A5%E5%BC%95%E8%B5%B7%E4%B8%80%E8%88%AC%E5%A4%A7%E7%9C%BE%E5%B0%8D%E6%A1%88%E9%97%9C%E6%9C%8D%E5%8B%99%E4%B9%8B%E5%93%81%E8%B3%AA%E7%94%A2%E7%94%9F%E9%8C%AF%E8%AA%A4%E7%9A%84%E8%AA%8D%E7%9F%A5%E6%88%96%E6%B1%BA%E5%AE%9A",
  },
  "g3-lawplayer-tpba-106-su-1352": {
    title: "台北高等行政法院106年度诉字第1352号判决（捷顺建设「安家MOrE+」建案，公处字第106058号）",
    url: "https://lawplayer.com/judgment/TPBA,106,訴,1352,20180208,1",
  },
  "g3-lawplayer-tpaa-99-cai-1139": {
    title: "最高行政法院99年度裁字第1139号裁定（台亚石油「快乐星期三」广告，公平交易法事件，上诉驳回）",
    url: "https://lawplayer.com/judgment/TPAA,99,裁,1139,20100520,1",
  },
  "g3-lawplayer-tcba-106-jianshang-36": {
    title: "台中高等行政法院106年度简上字第36号判决（台中市卫生局 诉 金乐活国际「金舒毯」医疗器材广告，上诉驳回）",
    url: "https://lawplayer.com/judgment/TCBA,106,簡上,36,20180507,1",
  },
  "g3-foodcare-avon-water-purifier": {
    title: "食品安全周报：台湾雅芳「净活水」净水器宣称NSF认证不实，公平会处100万元罚锾",
    url: "http://foodcare.com.tw/weeklynews.aspx?article=19119",
  },
  "g3-ftc-legg-bed-2019": {
    title:
      "公平交易委员会新闻资料（108年8月21日第1450次委员会议）：台湾蕾格、舒适睡眠「RG-375床垫式电动床」广告不实各罚5万元",
    url: "https://www.ftc.gov.tw/internet/enterprise/doc/docDetail.aspx?uid=126&docid=15997",
  },
  "g3-selaw-sitca-ad-rules-2024": {
    title: "证券投资信托暨顾问商业同业公会「会员及其销售机构从事广告及营业活动行为规范」（113年1月16日修正）",
    url: "http://www.selaw.com.tw/SFIWebSeLaw/Chinese/LawDetail/LawArticleReference?lawDataid=15526262",
  },
  "g3-ican168-salon-lottery": {
    title: "阿甘创业加盟网：美容院抽奖广告传单内容不实，公平会认定违反公平交易法第24条",
    url: "https://ican168blog.pixnet.net/blog/post/26376175",
  },
  "g3-yahoo-kindergarten-english-2025": {
    title: "Yahoo新闻：幼儿园广告称「全美教学」却教台语、中文，家长索赔百万遭判败诉（台北地院）",
    url: "https://tw.news.yahoo.com/%E5%B9%BC%E5%85%92%E5%9C%92%E5%BB%A3%E5%91%8A%E7%A8%B1-%E5%85%A8%E7%BE%8E%E6%95%99%E5%AD%B8-%E5%8D%BB%E6%95%99%E5%8F%B0%E8%AA%9E-%E4%B8%AD%E6%96%87-%E9%81%AD%E7%B4%A2%E8%B3%A0%E7%99%BE%E8%90%AC-225000533.html",
  },
  "g3-cchk-language-course-cases": {
    title: "香港消费者委员会《选择》第555期：语言课程投诉个案分享",
    url: "https://www.consumer.org.hk/sc/article/555-language-course-complaints/555-language-course-complaints-case",
  },
  "g4-ledong-fitness-notice": {
    title: "乐动健身(ledongsports.com)健身中心 会员须知",
    url: "http://www.ledongsports.com/product/index/95",
  },
  "g4-sanmao-fitness-agreement": {
    title: "三毛健身 会员协议(styd.cn 门店页)",
    url: "https://www.styd.cn/m/04640ac0/user/agreement",
  },
  "g4-beauty-salon-membership": {
    title: "美容院会员制度(renrendoc 文档)",
    url: "https://renrendoc.com/paper/295978348.html",
  },
  "g4-afresh-yoga-terms": {
    title: "Afresh Yoga 套票通用条款(香港)",
    url: "https://www.afresh-yoga.com/package-terms",
  },
  "g4-bemotion-hk-package": {
    title: "Be Motion HK 课程套票 条款及细则",
    url: "https://bemotionhk.auau.io/en/packages/19f2b166-3f33-4207-874c-5ac3f7c48359",
  },
  "g4-taster-class-terms": {
    title: "Taster 运动教室 购课与报名须知",
    url: "https://healthydiet.com.tw/class/购课与报名须知",
  },
  "g4-pds-swim-class-2023": {
    title: "平顶山晚报 少儿游泳班受热捧 有些事项需谨慎(2023-06-14,场馆负责人介绍课程)",
    url: "http://epaper.pdsxww.com/pdswb/html/2023-06/14/content_395828.htm",
  },
  "g4-zuyou-school-shoes": {
    title: "台州日报 足友校园学生鞋 好产品台州造团购周(董事长介绍产品)",
    url: "https://twgreatdaily.com/zh-tw/zJ3LZm4BMH2_cNUgHJVs.html",
  },
  "g4-petcares-hk-vaccine": {
    title: "Petcares 宠物医疗(香港)兽医服务 预防及疫苗接种",
    url: "https://petcares.hk/our-service/vaccination/",
  },
  "g4-hkivc-vaccination": {
    title: "香港综合兽医中心 HKIVC 接种预防疫苗",
    url: "https://hkivc.com.hk/vaccinations_tc",
  },
  "g4-nanning-pet-boarding-2024": {
    title: "广西广播电视台 五一宠物寄养已开始预订(2024-04-26,宠物店经营者报价)",
    url: "https://bbrtv.com/2024/0426/932135.html",
  },
  "g4-pcbaby-kidswear-safety": {
    title: "太平洋亲子网 童装安全公开课专题(安奈儿童装品质要求)",
    url: "https://m.pcbaby.com.cn/x/zx/tz/dg/1308/1212398.html",
  },
  "g5-stbj-sitong-banjia": {
    title: "四通搬家 搬家公司收费标准（2017-11-10）",
    url: "http://stbj.com.cn/st/111025836.html",
  },
  "g5-rouxiaomi-piaowu": {
    title: "北京柔小咪科技有限公司 票务购买与服务协议",
    url: "https://www.rouxiaomi.com/qualifications/ticket-agreement",
  },
  "g5-010baomu-shiyueyangguang": {
    title: "十月阳光月嫂公司 杭州新手爸妈必看：找月嫂的正确打开方式",
    url: "http://www.010baomu.cn/yuesao/2833.html",
  },
  "g5-ddtbk-lanzhou-nianpiao": {
    title: "兰州旅游年票须知（转载页）",
    url: "https://ddtbk.com/lvyou/9ef71fc87d16be2ebdc8b0aa88daff1a.html",
  },
  "g5-cleaninglab-hk-terms": {
    title: "Cleaning Lab（香港清洁公司）条款及细则",
    url: "https://cleaninglab.org/%E6%A2%9D%E6%AC%BE%E5%8F%8A%E7%B4%B0%E5%89%87/",
  },
  "g5-golden-cleaning-hk-terms": {
    title: "Golden Cleaning（香港）家务助理/家居清洁服务 条款及细则",
    url: "http://golden-cleaning.com.hk/zh-hk/terms.php",
  },
  "g5-sucaijishi-laodaixin": {
    title: "某平台「老带新推荐奖励」升级公告",
    url: "https://www.sucaijishi.com/toutiao-73-957-1.html?hot=0",
  },
  "g5-smartoct-beijing-happyvalley-card": {
    title: "华侨城分销平台 北京欢乐谷年卡产品说明",
    url: "https://octb2b.smartoct.com/fcweapp/R/3h5ahO",
  },
  "g5-galaxy-macau-boc-dining": {
    title: "澳门银河 中银卡餐饮优惠条款及细则（2024）",
    url: "https://www.galaxyresorts.com.cn/offers/dining/boc-credit-card-amazing-rewards-gba-macao-go/",
  },
  "g5-taiwanmobile-5g-jiajiagou": {
    title: "台湾大哥大 资费公告「5G行动上网加价购」新增牌告资费及促销方案（2021/06/04）",
    url: "https://www.taiwanmobile.com/csonline/service/normal/normal_20210604_195819",
  },
  "g5-hongzezx-jiangsu-2021-batch1": {
    title: "江苏省市场监管局公布违法违规商业营销宣传典型案例（第一批，2021，南通崇川区市场监管局案）转载",
    url: "http://www.hongzezx.com/hzxhj/11323.html",
  },
  "g5-vvv156-tianfu-ruifeng-kaihuang": {
    title: "成都天府瑞丰保洁 开荒保洁标准及内容（2025-12）",
    url: "http://www.vvv156.com/jiazheng/kaihuangbaojie/202512/x_7569.html",
  },
  "g5-yuanli-cleaning-tw": {
    title: "台湾 源利清洁服务 服务须知",
    url: "https://www.yuanlicleaningservices.com.tw/服務須知",
  },
  "g5-wuyi-banwu-hk": {
    title: "香港 屋易搬屋公司 条款",
    url: "https://www.28506666.com.hk/col.jsp?id=118",
  },
  "g6-dhc-pudong-2021": {
    title:
      "中国经济网：上海蝶翠诗商业有限公司销售DHC防晒乳发布虚假广告被浦东新区市场监管局罚款35万元（2021年6月1日行政处罚决定书）",
    url: "http://caijing.qianxunwang.com.cn/yaowen/2021/0901/1000017441.html",
  },
  "g6-hangzhou-shangcheng-2025": {
    title: "每日商报：杭州市上城区市场监管局查处沐浴露“滋养、舒缓”功效宣称无依据案（2025-07-14）",
    url: "http://mrkx.qghjm.com/1162189.html?month=12&year=2031",
  },
  "g6-zhongxin-cosmetics-2019": {
    title:
      "中新经纬：化妆品为何成虚假宣传“重灾区”？（2018年上海市嘉定区市场监管局处罚上海纽顿美容仪器设备有限公司，罚款10万元）",
    url: "http://www.kangyitai.cn/review/shangyepinglun/2019-11-28/A1574935863849.html",
  },
  "g6-kepuchina-eyelash": {
    title: "科普中国：睫毛生长液的宣称与备案“两张皮”（引国家药监局：化妆品不得宣称“生长”功效）",
    url: "https://cloud.kepuchina.cn/newSearch/imgText?id=7395961121598623744",
  },
  "g6-bjthinker-efficacy": {
    title: "检测机构化妆品功效评价服务页（依《化妆品功效宣称评价规范》2021年第50号）",
    url: "http://bjthinker.com/jianceyewu/180.html",
  },
  "g6-xinmin-yuze-2020": {
    title: "新民晚报：第三届中国皮肤屏障高峰论坛，瑞金医院与上海家化推出“玉泽”",
    url: "https://zkxblog.com/lab/read-3314902.html",
  },
  "g6-dplyr-kids-sunscreen": {
    title: "化妆品注册咨询词条页：儿童防晒产品选用（引国家药监局科普）",
    url: "http://www.dplyr.cn/news/c84-i16747264.html",
  },
  "g6-safeguard-pingdingshan-2021": {
    title:
      "中华网河南：广州宝洁有限公司“舒肤佳柠檬清新型香皂”外包装突出标注“去除99%细菌”被平顶山市市场监管局罚款20万元（2021-08）",
    url: "https://henan.china.com/news/hot/2021/0823/2530200413.html",
  },
  "g1-court-bjinternet-baijiu-live": {
    title: "北京互联网法院 直播带货白酒虚构价格、虚标成交量 消费者诉主播及销售方案报道（2023）",
    url: "http://jiguang.mbahome.com/xinwen/2023/0702/5430.html",
  },
  "g1-court-chaoyang-guazi-8011": {
    title:
      "汽车行业关注 报道：人人车诉车好多（瓜子二手车）不正当竞争纠纷案 (2019)京0105民初8011号 判决，瓜子道歉并赔偿100万元",
    url: "https://autochat.com.cn/zixun/a-21439.html",
  },
  "g1-case-fuzhou-jinan-paint": {
    title: "中国市场调查网：福州市晋安区工商局执法人员对“做中国最好的油漆”广告牌是否属最高级用语存有争议（2010）",
    url: "http://cncmrn.com/channels/bm/20101208/464679.html",
  },
  "g1-court-wuhu-yijiang-coconut": {
    title: "芜湖市弋江区人民法院 “特种兵生榨椰子汁”买卖合同纠纷案：认定消费者仅凭口感主张欺诈证据不足，驳回诉讼请求",
    url: "https://fa.113you.com/zs/25066.html",
  },
  "g1-case-liaocheng-2024-1": {
    title: "聊城市市场监督管理局反不正当竞争典型案例2024年第1期（某药店虚假宣传案）",
    url: "http://scjdglj.liaocheng.gov.cn/channel_lc_lcsscjdgljbzdjz8679/doc_6606814922eb3d388cb2ab2c.html",
  },
  "g2-gofresh-member": {
    title: "温好鮮水產 會員制度說明（台湾水产网店会员与购物金条款）",
    url: "https://go-fresh2u.com.tw/post/%E6%9C%83%E5%93%A1%E5%88%B6%E5%BA%A6693d84ac36f16",
  },
  "g2-mastercard-dines-terms": {
    title: "萬事達卡 免費盛饌禮遇 條款及細則（餐厅买一送一主菜优惠条款）",
    url: "https://www.onedinesfree.com/tc/dining/show/terms",
  },
  "g2-jinan-price-month-2016": {
    title: "新浪山东：济南明码标价宣传月，物价部门解答“原价”和“最低价”如何认定（2016-03-15）",
    url: "http://sd.sina.com.cn/news/b/2016-03-15/detail-ifxqhmve9188724.shtml?from=sd_cnxh",
  },
  "g2-wangchao-baike-price-fraud": {
    title: "百科词条：价格欺诈行为（价格法第十四条释义）",
    url: "http://tc.wangchao.net.cn/baike/detail_1884407.html",
  },
  "g2-zhongyou-anniversary-promo": {
    title: "中邮网商城 店庆月活动内容与活动规则（转载页）",
    url: "http://kirklandrealestateguide.com/news-79469.html",
  },
  "g3-zkx-oppo-nov-faq": {
    title: "11月咨询要点:小说素材审核、投放资质等多项答疑(OPPO广告审核团队,OPPO产品不得涉及大幅降价示例)",
    url: "https://zkx-web.com/guanggao/540.html",
  },
  "g3-dable-category-guide-2022": {
    title: "Dable 特定产品/服务的内容政策指南 Ver.3(2022.10)金融产品和服务禁止文案",
    url: "https://ad-support.dable.io/content-guide-by-category/zh-hans",
  },
  "g4-cnshangye-2022-lixingyinjiu": {
    title: "人民网：2022全国理性饮酒宣传周在北京启动（中国酒业协会）",
    url: "http://www.cnshangye.com.cn/guonei/2022-12/27/content_104953.html",
  },
  "g4-songjiang-2024-jihu-tesla": {
    title:
      "老虎车网：贬低特斯拉！某4S店被罚（上海市松江区市场监督管理局对上海迪狐智能科技有限公司的行政处罚，广告法第十三条）",
    url: "https://www.qi-che.com/guoneicheshi/16074.htm",
  },
  "g4-amz123-vulgar-ads-roundup": {
    title: "AMZ123：低俗广告能有多离谱？这些品牌被下巨额罚单（上海静安区、黄浦区市场监管局处罚喜士多、Blueglass等案）",
    url: "https://www.amz123.com/t/NBcLiwQg",
  },
  "g4-huangpu-gz-2022-pg": {
    title: "cnBeta：宝洁“脚臭”广告被罚70万（广州市黄埔区市场监督管理局行政处罚）",
    url: "https://m.cnbeta.com.tw/view/1285543.htm",
  },
  "g4-ninghai-2023-beer-drinking": {
    title: "主播在广告中喝了口啤酒一公司被立案查处（宁波宁海县市场监管局，酒类广告出现饮酒动作）",
    url: "http://gaoerwen.cn/qw/20230509/050955553.html",
  },
  "g4-ctwant-whisky": {
    title: "CTWANT 周刊王：1瓶500元有找 便宜也有好喝威士忌（附酒类警语）",
    url: "https://www.ctwant.com/article/291",
  },
  "g4-bg3-jinwei-2023": {
    title: "旺旺中时：金威奖高雄素人盲饮TOP3（附酒类警语）",
    url: "https://tw.bg3.co/a/jin-wei-jiang-gao-xiong-su-ren-mang-yin-top3-ji-la-12nian-ya-bo-le-12nian-shi-bei-10nian.html",
  },
  "g4-cq-2023-yimei-zilv": {
    title:
      "华龙网：重庆发布医美行业自律倡议 医美广告不得制造“容貌焦虑”（重庆市民营医院协会等四协会十六条自律倡议，2023）",
    url: "http://her.dpwltd.com/20230682/206725.html",
  },
  "g4-tftnews-child-seat": {
    title: "TFT每日头条：儿童安全座椅三种安装方式（选购提示）",
    url: "https://m.tftnews.com/news5214394",
  },
  "g5-bj-aic-2015-purifier": {
    title: "北京青年报 2015-06-05:北京市工商局通报空气和饮用水净化类生活用品专项行动,列举虚标性能等虚假宣传",
    url: "http://big5.china.com.cn/gate/big5/tech.china.com.cn/elec/20150605/186418.shtml",
  },
  "g5-tfsb-purifier-2015": {
    title: "空气净化器宣称治感冒去甲醛属误导(北京市工商局经检处介绍误导消费者的宣传用语)",
    url: "https://tfsb.net/news/show-12747.html",
  },
  "g5-baiyin-kettle-tips-2024": {
    title: "白银市市场监管局 不锈钢电热水壶的消费提示(2024-02-21)",
    url: "https://www.baiyin.gov.cn/sscjdglj/zfxxgk/fdzdgknr/xfzwq/art/2024/art_3c2e8c555b744b98981dfee92467c81e.html",
  },
  "g5-cheaa-kettle-2016": {
    title: "中国家电网 厨房频道:电水壶选购常识(2016-03-25)",
    url: "http://kitchen.cheaa.com/2016/0325/473444.shtml",
  },
  "g5-jumao-tool-care": {
    title: "彰浤(电动工具经销商)知识库:职人必修课 电动工具的日常保养与寿命延长术",
    url: "https://www.jumao5l.com/彰浤知識庫/職人必修課電動工具的日常保養與壽命延長術",
  },
  "g5-11467-dogfood": {
    title: "顺企网 上海商家犬粮产品信息页(喂法说明)",
    url: "https://shanghai.11467.com/info/6969478.htm",
  },
  "g6-stheadline-hk-tcm-beauty-2026": {
    title: "星岛头条 2026-01-30:中医美容机构标榜速效可保险索偿涉违规宣传,中医药管理委员会交纪律小组跟进",
    url: "https://www.stheadline.com/zh-hans/society/3540216/%E6%AF%8F%E6%97%A5%E6%9D%82%E5%BF%97%E6%A0%87%E6%A6%9C%E9%80%9F%E6%95%88%E5%8F%AF%E4%BF%9D%E9%99%A9%E7%B4%A2%E5%81%BF-%E4%B8%AD%E5%8C%BB%E7%BE%8E%E5%AE%B9%E6%9C%BA%E6%9E%84%E6%B6%89%E8%BF%9D%E8%A7%84%E5%AE%A3%E4%BC%A0-%E5%A3%B0%E7%A7%B0%E6%B3%A8%E5%86%8C%E5%8C%BB%E5%B8%88%E4%B8%BB%E7%90%86%E7%BB%9D%E5%AF%B9%E6%9C%89%E6%95%88-%E4%B8%9A%E7%95%8C%E5%90%81%E6%A0%B8%E5%AE%9E%E6%89%A7%E4%B8%9A%E8%B5%84%E6%A0%BC",
  },
  "g6-uho-taichung-device": {
    title: "优活健康网(台中市政府卫生局提供):医疗器材怎么选购?看、照、证、明四步骤",
    url: "https://www.uho.com.tw/article-12951.html",
  },
  "g6-tfda-weekly-healthfood-mark": {
    title: "食品药物管理署药物食品安全周报:认识“健康食品”标章(论坛转载)",
    url: "http://5.39.217.76/redirect.php?goto=lastpost&tid=3272811",
  },
  "g6-pansci-tfda-healthfood": {
    title: "泛科学(食药署委托):且慢,功效可不能随便讲!健康食品的“正名”之路",
    url: "https://health.wenewstw.com/results/34682a45e0b38a6ae622",
  },
  "g6-tftnews-bp-hangzhou": {
    title: "买的电子血压计怎么知道准不准(杭州消保委家用电子血压计比对试验)",
    url: "https://m.tftnews.com/news4417316",
  },
  "g6-dh-hk-drug-registration": {
    title: "香港卫生署:香港的药物注册简介",
    url: "https://dh.gov.hk/textonly/tc_chi/useful/useful_registration/useful_registration.html",
  },
  "g6-28work-hkbu-cm-clinic": {
    title: "香港新闻网(转载):浸会大学北角中医专科诊所投入服务(诊金与针灸推拿收费)",
    url: "https://news.28work.com/i_51/51722.html",
  },
  "g6-epoch-hk-unregistered-drugs-2023": {
    title: "大纪元 2023-10-18:油麻地女子涉售未经注册药剂制品被捕,卫生署呼吁",
    url: "https://hk.epochtimes.com/news/2023-10-18/68877815",
  },
  "g1-pharmintw-natto-probiotic-ginseng": {
    title: "康钰药局（台北士林）文章：健康食品是什么？纳豆、益生菌、人参的迷思",
    url: "http://www.pharmintw.com/hot_420305.html",
  },
  "g1-tvbs-fda-fake-diet-drug-site-2023": {
    title: "TVBS 2023-03-25：食药署公布“罗氏鲜快速减肥药台湾官网”违法贩售减肥药",
    url: "https://news.tvbs.com.tw/amp/life/2078466",
  },
  "g1-mohw-fda-diet-product-raid-2016": {
    title: "卫福部（食药署）105-11-17：会同检警查获网路卖家贩卖含西药成分减肥产品说明",
    url: "https://www.mohw.gov.tw/cp-2633-10314-1.html",
  },
  "g1-newbeauty-hk-shampoo-guide": {
    title: "New Beauty（香港美容中心）博客：洗头水／洗发精选购指南",
    url: "https://new-beauty.hk/blog/f8-hair-regrowth-treatment/shampoo-hair-care-guide-hk",
  },
  "g2-ucptt-wenxin-aiyue": {
    title: "PTT Gossiping 转载中央社：兴富发建案“文心爱悦”广告不实办公室变住家，公平会罚150万元（2023-07-20委员会议）",
    url: "http://www.ucptt.com/article/Gossiping/1689943808/E46",
  },
  "g3-hangseng-fund-promo-2021": {
    title: "恒生银行 网上认购投资产品现金奖赏 条款及细则(2021年1–3月)",
    url: "https://www.hangseng.com/cms/emkt/pmo/grp01/p38/chi/tnc2_p2g.html",
  },
  "g3-hangseng-risk-disclosure": {
    title: "恒生银行 证券及基金投资服务 风险披露声明(简体)",
    url: "https://www.hangseng.com/cms/emkt/pmo/grp02/p03/schi/tnc_ibs.html",
  },
  "g3-dahsing-us-stock-risk": {
    title: "大新银行 个人银行服务协议(美国股票买赖服务)风险披露声明 2024年5月版(转载)",
    url: "https://www.markettransfer.info/zh/contracts/17QMtDZLRuI",
  },
  "g3-mgm-cotai-dining-package": {
    title: "美狮美高梅 星级美馔之旅 优惠套券 条款(2018)",
    url: "https://www.mgm.mo/zh-hant/cotai/spectacular-value-gift-certificate-package-terms",
  },
  "g3-day1pilates-pt-terms": {
    title: "Day 1 Pilates 普拉提私人训练课程 条款与守则",
    url: "https://day1pilates.hk/Fitness/Webpage?C=FitnessPrivateClassesTC",
  },
  "g3-fitnessfirst-hk-club-rules": {
    title: "Fitness First 香港 会籍条款及细则",
    url: "https://www.fitnessfirst.com.hk/zh/club-rules",
  },
  "g3-beauty100-hifu-blog": {
    title: "beauty100 HIFU 疗程介绍文章(香港)",
    url: "https://beauty100-magazine.com/blogs/anti_aging/hifu",
  },
  "g3-hmmp-dental-plan-form": {
    title: "维健医务(牙科)有限公司 自费牙齿保健计划 报名表格(香港)",
    url: "https://dokumen.tips/documents/hmmp-dental-limited-ce-voluntary-dental-plan-enrolment-hmmp-dental.html",
  },
  "g3-7192-macau-koikeiyuen-advertorial": {
    title: "澳门游记(推介澳门咀香园饼家的软文)",
    url: "https://hr.7192.com/news/165401.shtml",
  },
  "g3-chubb-hk-lifetime-ci-2025": {
    title: "安达人寿香港 终身危疾保险介绍文章(2025)",
    url: "https://www.chubb.com/hk-zh/articles/individuals/life_critical_benefits2025.html",
  },
  "g3-upskyler-tuition-fee": {
    title: "Upskyler 2025 私人补习学费参考(香港)",
    url: "https://upskyler.com/tuition-fee?comp-l60fyr4n_page=1",
  },
  "g3-mingpao-2021-leung-kalau-ad-jr": {
    title: "明报 登医疗广告涉违守则 梁家骝覆核被拒(HCAL 2267/20,医委会专业守则禁止医生宣传优惠)",
    url: "http://mingpaocanada.com/van/htm/News/20211006/HK-gcy1_r.htm",
  },
  "g3-hkej-eaa-ad-circular-2019": {
    title: "信报 地监局发物业广告执业通告(地产代理监管局新执业通告)",
    url: "https://www2.hkej.com/property/article/id/1967359/%E5%9C%B0%E7%9B%A3%E5%B1%80%E7%99%BC%E7%89%A9%E6%A5%AD%E5%BB%A3%E5%91%8A%E5%9F%B7%E6%A5%AD%E9%80%9A%E5%91%8A",
  },
  "g3-dh-2022-virility-product-alert": {
    title: "香港消费者委员会转载 卫生署呼吁市民勿购买或服用含有未标示受管制成分的壮阳产品(2022.09.28)",
    url: "https://www.consumer.org.hk/sc/consumer-alert/public-urged-not-to-buy-or-consume-virility-product-containing-undeclared-controlled-ingredients-with-photos",
  },
  "g3-oriental-2017-lokshintong-dental": {
    title: "东方日报 港岛乐善堂牙科 部分收费市价六折(2017-03-25)",
    url: "http://orientaldaily.on.cc/cnt/news/20170325/00176_044.html",
  },
  "g4-tw-eztravel-tokyo-flower-tour": {
    title: "易游网 行程页 花现芝樱海 花现东京5日(Taiwan)",
    url: "https://vacation.eztravel.com.tw/pkgfrn/introduction/VDR0000001943/NRT05BR24513T84",
  },
  "g4-tw-worthit-quanta-laser": {
    title: "WorthIt 疗程资讯页 “铳特”外科雷射仪 仿单适应症与风险(Taiwan)",
    url: "https://worthit.com.tw/therapy/info/284",
  },
  "g4-tw-chingyeh-hotel-room": {
    title: "庆业(chingyeh)旅馆 客房说明 六人房 客房设备与入住须知(Taiwan)",
    url: "https://chingyeh.com.tw/index.php/accommodation/m-room/",
  },
  "g4-tw-1111-hotel-deal": {
    title: "1111人力银行 企业优惠 饭店住房专案说明与取消规定(Taiwan)",
    url: "https://trade.1111.com.tw/company/207025/Deals/6172",
  },
  "g4-cn-huize-picc-product": {
    title: "慧择网 保险产品详情页 中国人保财险承保产品 重要提示",
    url: "https://huize.com/product/detail-103122.html?DProtectPlanId=106969",
  },
  "g4-cn-zhongyi-cii-brochure": {
    title: "中意意心守护(尊享版)重大疾病保险 产品说明书(文档页)",
    url: "http://f.tikuw.cn/f/item?id=1834071375284001",
  },
  "g4-cn-myfova-guizhou-tour": {
    title: "旅游线路页 湖南贵州线路 费用说明 travel/30344",
    url: "http://www.myfova.cn/travel/30344.html",
  },
  "g4-hk-hangseng-policy-dividend": {
    title: "恒生银行 恒生保险 分红保单红利理念说明页(Hong Kong)",
    url: "https://hangseng.com/zh-hk/personal/insurance-mpf/other/policy-dividend",
  },
  "g4-hk-hklife-grand-fortune": {
    title: "香港人寿 「晋盈」终身寿险计划 产品页(Hong Kong)",
    url: "http://www.hklife.com.hk/sc/products/personal-insurance/life-protection-plan/grand-fortune-whole-life-protection-plan/index.html",
  },
  "g4-cn-applemaps-shanghai-hunan-restaurant": {
    title: "Apple 地图 上海湘菜餐厅 商户简介",
    url: "https://maps.apple.com/place?auid=1118368789034494&lsp=57879",
  },
  "g4-hk-openrice-vday-booking": {
    title: "OpenRice 分ᆞ飨恋Love Love 佳节订座 条款及细则(Hong Kong)",
    url: "https://openrice.com/info/vday-2023/booking-tc.html",
  },
};

const RAW = String.raw`
medical|medical|种植密度高、自然又持久|c1-case-hefei-2023-huamei
medical|medical|种植孔径是传统植发的1/3,密度高,创伤小恢复快局麻痛感低|c1-case-hefei-2023-huamei
ok-real|medical|高血压是一种常见、多发病,是诱发脑卒中和冠心病等心脑血管疾病的重要因素,定期测量血压是早期发现高血压的最有效办法。|c1-news-yingcheng-2022-hypertension
ok-real|medical|湖北省18岁以上人群高血压患病率为26%,高血压知晓率、治疗率和控制率分别为36.6%、27.2%和8.8%。|c1-news-yingcheng-2022-hypertension
ok-real|medical|中国成年人糖尿病发病率高达11.6%,2型糖尿病占绝大多数,是名副其实的世界第一糖尿病大国。|c1-news-sijing-2021-diabetes
ok-real|medical|中国三分之一的人口处于糖尿病前期,而肥胖则是成年人糖尿病最主要的病因和危险因素。|c1-news-sijing-2021-diabetes
ok-real|medical|同时向大家宣传糖尿病及其并发症是可以预防和控制的,引导居民饮食管理、控制体重,积极防范和控制糖尿病。|c1-news-sijing-2021-diabetes
ok-real|medical|牙周病是成年人最常见的口腔问题,我国中老年人的牙周健康率仅为14%左右。|c1-news-shijiazhuang-2012-aiyari
ok-real|medical|牙周病是导致成年人牙齿丧失的首位原因。|c1-news-shijiazhuang-2012-aiyari
ok-real|medical|首次在青海为两名肥厚型梗阻性心肌病(HOCM)患者施行“经心尖不停跳心肌旋切刀”微创手术。|c1-news-qinghai-2026-hocm
ok-negation|medical|严查以“修复龋齿”“抗幽门螺旋杆菌”等为噱头对牙膏产品进行营销炒作。|c1-news-cwomen-2024-minsheng-ad-action
medical|general|‘远红外线坐灸仪’每天坐满50分钟,可以预防治疗失眠、便秘、痔疮、夜尿频多、风湿类风湿骨关节疾病、颈肩腰腿癌、高血压、冠心病|c1-case-linxiang-2024-liliaoguan
ok-negation|medical|在机构名称、经营项目名称和项目介绍中不得使用“中医”“医疗”“治疗”及疾病名称等医疗专门术语;广告不得使用医疗用语。|c1-news-zhijiang-2024-yangsheng-check
ok-negation|medical|不得以中医药预防、保健、养生、治未病、健康咨询等为名或者假借中医药理论和术语开展虚假宣传,欺诈消费者,牟取不正当利益|c1-news-zhijiang-2024-yangsheng-check
debatable|medical|牙美迪口腔诊所 暑期矫正大放送 免费涂氟 免费窝沟封闭|c1-case-jincheng-2024-yameidi
ok-notice|medical|美容手术有一定风险和不可预料性,可能出现并发症,若出现异常状况,应及时就医治疗。|c1-doc-shanghai-medbeauty-consent
ok-notice|medical|术后手术部位会留有瘢痕,瘢痕反应的大小与患者本人的体质有关,多数患者的瘢痕会在一年左右消退,个别患者有出现严重瘢痕增生和瘢痕疙瘩的风险,且难以消退。|c1-doc-shanghai-medbeauty-consent
ok-notice|medical|整形美容手术同其它任何手术一样,都具有一定的风险,如麻醉意外、药物过敏、手术意外,术后并发症等均有可能发生|c1-doc-yzwku-plastic-consent
ok-notice|medical|若贴敷部位出现轻微发红、瘙痒、色素沉着,属于正常现象,一般无需特殊处理。|c1-news-hrbmu-sanfutie
ok-notice|medical|但一旦出现严重红肿、水疱、疼痛剧烈等情况,应立即停止使用,并及时就医处理,防止皮肤感染,影响恢复。|c1-news-hrbmu-sanfutie
ok-negation|medical|需要注意的是,"冬病夏治"疗法是疾病治疗的一种手段,并不能完全替代其他治疗|c1-news-bjnews-2025-sanfutie
ok-real|medical|"三伏贴"适用于冬天易发作的慢性呼吸系统疾病(慢性支气管炎、支气管哮喘、慢性阻塞性肺疾病),过敏性鼻炎|c1-news-bjnews-2025-sanfutie
ok-notice|medical|咯黄色浓痰、咯血、衄血或易出现口腔溃疡等内火较重者;|c1-notice-ruc-hospital-2023-sanfutie
ok-real|medical|前列腺炎不是“绝症”,约50%的男性在一生中的某个时期会受到它的影响。|c1-ref-qebk-2024-prostatitis
ok-real|medical|BPH和前列腺癌是两种独立疾病,发生部位不同(增生主要发生在前列腺移行区,癌多发生在外周区)。|c1-ref-120xk-prostate-myths
ok-negation|medical|通常治疗慢性前列腺炎的目的,也仅仅是解除症状,提高生活质量,而不是完全根治。|c1-ref-wwwby29-2017-prostatitis-ad
ok-negation|medical|宣传中不得出现“治愈”“治疗”“疗效”“药用”“消炎”等医疗相关词汇|c1-news-putian-2025-beauty-ad-tip
price|medical|¥17940已优惠8060|c1-case-beijing-2023-medbeauty-8cases
ok-real|medical|据不完全统计,全国医美机构超过3万家,而持有美容外科主任医生证书的医生不超过5000人。|c1-news-dzwww-2021-samr-medbeauty-cases
ok-negation|medical|甚至将容貌出众与“高素质”“成功”等不当关联,编造“整容改变命运”等故事,欺骗、误导消费者,扭曲审美认知。|c1-news-dzwww-2021-samr-medbeauty-cases
ok-real|medical|这是四川首次获批国家级区域医疗中心,将填补四川省国家级区域医疗中心和省级儿童医院建设空白|c1-news-meishan-regional-center
medical|food|对心血管、脑血管、呼吸系统疾病以及癌症有预防保健作用|c2-haikou-meilan-jiaosu-2025
ok-real|food|海口市中级人民法院二审该案,认定商家违反广告法的相关规定,遂支持市场监督管理部门处罚决定。|c2-haikou-meilan-jiaosu-2025
ok-negation|cosmetics|牙膏不能宣称具有医疗作用|c2-nmpa-yagao-2022-02
ok-real|cosmetics|牙膏按照国家标准、行业标准进行功效评价后,可以宣称具有防龋、抑牙菌斑、抗牙本质敏感、减轻牙龈问题等功效。|c2-nmpa-yagao-2022-02
ok-tip|cosmetics|牙膏是用来清洁牙齿的,不能代替药物,有口腔问题还是应该及时就医。|c2-nanjing-pukou-yagao-2024
ok-real|health-food|本品经动物实验评价,具有对化学性肝损伤有辅助保护作用、增强免疫力的保健功能|c2-cfsn-chongming-songhuafen-2025
medical|food|根治高血压、冠心病|c2-haiyan-shelao-2025
medical|device|治疗中风后遗症|c2-haiyan-shelao-2025
medical|device|阻止血管斑块形成|c2-haiyan-shelao-2025
medical|food|抗辐射、抑制癌细胞|c2-samr-shelao-seven-2025
medical|food|降脂、减肥、软化人体血管、预防心血管疾病|c2-ningbo-fenghua-heicha-2024
medical|food|第五:抗癌,抗突变|c2-ningbo-fenghua-heicha-2024
medical|food|第七:改善糖类代谢、降血糖、防治糖尿病|c2-ningbo-fenghua-heicha-2024
medical|food|第八:杀菌、消炎|c2-ningbo-fenghua-heicha-2024
medical|food|具有壮阳补肾功效|c2-wenling-maka-kafei-2025
ok-notice|general|不可替代药品或医疗器械使用|c2-bjbusiness-sanfutie
debatable|general|坚持使用可以缓解症状,一般半个月左右可见效,具体效果需视个人情况而定。|c2-bjbusiness-sanfutie
ok-tip|food|但是它并没有预防和治疗心血管疾病的作用,促进关节健康、抗癌等其他功效也都是传说而已,大家千万不要过度迷信。|c2-v5jz-linxiayou-piyao
medical|food|可以增强人体免疫力|c2-tengxian-2022-53
ok-tip|device|“械字号面膜”根本不存在。|c2-nanjing-xiezihao-tip-2023
ok-real|device|凡是声称无菌的医用敷料,其管理类别至少为第二类。|c2-yyjjb-mianmo-2025
medical|cosmetics|促进头发生长生发专研实力认证|c2-shanghai-pudong-fengtian-2022
ok-negation|health-food|警惕“包治百病”“无效退款”等虚假承诺。|c2-shanwei-baojian-jiangzuo-2025
medical|food|保护大脑、降血压|c2-zigong-rongxian-tianma-2025
debatable|food|政府部门站台推广|c2-zigong-rongxian-tianma-2025
medical|food|角鲨烯与黄酮类物质,对抗癌有着极佳的作用|c2-guangxi-xujia-guanggao-2020
medical|health-food|针对局部肥胖部位,哪胖减哪|c2-shanghai-gongshang-gonggao-3
medical|food|常吃抗幽菌、远离牙周病|c2-shanghai-lanpan-yishengjun-2023
medical|food|唾液乳杆菌 CECT5713有效阻止变形链球菌对羟基磷灰石的沾附性,阻断率高达70%|c2-shanghai-lanpan-yishengjun-2023
medical|food|益生菌在新冠病毒防治中有重要作用|c2-shanghai-pudong-yakult-2021
debatable|food|肠道内的有益菌会随人体正常排泄而流失,所以需要每天补充活性益生菌,保持肠内菌群平衡|c2-shanghai-pudong-yakult-2021
medical|food|鸡蛋中含有较多的维生素B,它可以分解和氧化人体内的致癌物质,鸡蛋中的微量元素也都具有防癌作用|c2-karamay-jidan-2025-30
medical|food|鸡蛋蛋白质对肝脏组织损伤有修复作用,蛋黄中的卵磷脂可促进肝细胞再生|c2-karamay-jidan-2025-30
citation|food|恒瑞鸡蛋富含优质蛋白,其营养成分为普通鸡蛋的2倍至3倍|c2-karamay-jidan-2025-30
ok-real|drug|清热平肝,用于肝胆火盛而致的头痛眩晕诸症,原发性高血压而见此症者。|c2-jianke-jiangyabifeng-label
ok-real|drug|由于本品属于处方药物,必须凭执业医师或执业助理医师处方才可调配、购买和使用。|c2-xgys-dierliuzhuo
medical|general|中医热灸‘灸’走棘手的妇科炎症,改善月经不调、提前,回阳固脱,温补阳气|c2-meishan-pengshan-2022-239
medical|general|宫寒不育不孕,通过远红外线加艾绒温热子宫,散寒,改善血液循环|c2-meishan-pengshan-2022-239
medical|device|类型:B:前列腺炎专用;功能:分清利浊、利湿通淋、软坚消肿|c2-shaoguan-zhenjiang-2022-399
medical|cosmetics|拯救失眠族睡前使用|c2-guangzhou-baiyun-2020-102
medical|cosmetics|重建睡眠生物钟|c2-guangzhou-baiyun-2020-102
ok-tip|health-food|出现疾病症状应及时就医,不得以保健食品替代药物治疗。|c2-liaoning-baojian-tip-2025
ok-real|device|第二类是指具有中度风险,需要严格控制管理以保证其安全、有效的医疗器械。|c2-vhsu-qixie-kepu-2024
medical|health-food|三高人群特进、深海鱼油、降血压、调节血脂、软化血管|c2-sanya-yuyou-2019
medical|health-food|鱼油卵磷脂、三高保护神、清除血管垃圾|c2-sanya-yuyou-2019
ok-negation|general|依法从严查处使用“康复”“恢复”“降低度数”“近视治愈”“近视克星”“度数修复”等误导性表述对儿童青少年近视防控产品进行营销宣传的行为|c2-samr-jinshi-tongzhi-2021
medical|general|只要往磁波共振的仪器上一躺或者一趴,直接就把手术给做了|c2-chifeng-tiequan-2022-2
medical|general|我们血管堵的问题就是要靠磁力线来解决,包括我们免疫力、抵抗力,包括我们的肿瘤、癌症|c2-chifeng-tiequan-2022-2
medical|general|在SARS期间使用磁疗床救了大量医护人员,特别是股骨头坏死的|c2-chifeng-tiequan-2022-2
medical|general|氢气选择性抗氧化、可治疗中枢神经系统疾病、可治疗脑血管病、可治疗肝脏病、可控癌。|c2-shanxi-yanglao-2022
medical|general|不打针、不吃药、非手术纯中医物理训练用科技改变视界|c2-fuzhou-shilikangyang-2022
medical|general|21天摘掉眼镜|c2-fuzhou-shilikangyang-2022
medical|general|真性近视逆转......摘掉眼镜,逆转近视......|c2-shanghai-qingjie-2023
medical|general|不是矫正,是逐渐彻底恢复......一次逆转,彻底康复......|c2-shanghai-qingjie-2023
medical|food|新冠肺炎居家预防|c2-guangzhou-huangpu-xiangxue-2021
citation|food|广州市卫健委推荐|c2-guangzhou-huangpu-xiangxue-2021
citation|food|广州新冠肺炎中医药防控专家组联开|c2-guangzhou-huangpu-xiangxue-2021
medical|drug|两副药治好各种骨关节疾病,一副药用之后,关节紧贴入位,弯不下腰的也能弯了,红肿僵硬的也消退了。|c2-cfda-2016-liuqi-tianma
ok-tip|health-food|凡是保健品广告中未声明“本品不能代替药物”的,一律不要购买;|c2-shizuishan-baojian-2022
superstition|general|你的生肖决定了你这辈子是穷苦命还是富贵命！|c3-haidian-baidu-2017-2286
superstition|general|今日您有缘走进此网站，星云大师为您揭秘12生肖改运旺运秘法。|c3-haidian-baidu-2017-2286
superstition|general|为您改善跌宕起伏的运势，摆脱诸事不顺的厄运，化解流年。|c3-haidian-baidu-2017-2286
superstition|general|点击您的生肖即可为您揭秘全年运程运势，改善事业、财运、爱情、健康等一系列善果|c3-haidian-baidu-2017-2286
superstition|general|让有缘人依靠开光守护神带来福气吉祥，改善运程，提升财运|c3-haidian-baidu-2017-2286
ok-real|general|曹禺剧本奖是由中宣部批准，中国文联、中国剧协共同主办的全国性戏剧专业最高奖项，是目前中国戏剧领域专为剧作家设立的国家级奖项。|c3-kxwhcb-meihua-31
ok-real|general|由中国文联、中国剧协共同主办的戏剧梅花奖是由中宣部批准的中国戏剧表演艺术最高奖，1983年创立。|c3-kxwhcb-meihua-31
ok-negation|real-estate|商业办公性质房地产广告出现明示或者暗示居住功能用语，含有“买一层得两层”等引导消费者擅自改变房屋主体结构内容|c3-anhui-2023-realestate-guide
ok-negation|real-estate|该指引强调重点查处28项广告违法行为，包括使用或者变相使用国家机关、国家机关工作人员的名义或者形象|c3-anhui-2023-realestate-guide
ok-negation|general|不得对升值趋势作无根据的判断或承诺，如“必将一路飙涨”、“升值潜力无限”、“市值很可能一跃千里”等。|c3-sh-2007-collectible-notice
ok-negation|general|不得使用“破例批准”、“打破惯例”等缺乏依据的误导性用语|c3-sh-2007-collectible-notice
ok-negation|education|不设计、不制作、不发布含有明示或者暗示有相关考试机构、工作人员、考试命题人员参与培训等内容的广告；|c3-lingbi-2024-exam-tip
ok-negation|education|不得借高考、中考题材发布含有劝诱、助长讲排场、比阔气、铺张浪费等不良风气内容的广告；|c3-lingbi-2024-exam-tip
ok-real|general|纪念币是一个国家的法定货币，我国纪念币的发行机构只有中国人民银行。|c3-dyhjw-2019-coin
ok-real|general|今年是建国70周年，也是中国人民海军成立70周年。|c3-dyhjw-2019-coin
ok-negation|general|中国人民银行、中国金币总公司从未发行、发售过任何形式的，由熊猫金银纪念币与其他纪念章混合组成的“世博熊猫·熊猫金币”套装产品。|c3-ccbczpx-coin-statement
ok-negation|general|各类纪念章（品）以及人民币相关广告中，不得使用国家机关及其工作人员名义做宣传|c3-ccbczpx-coin-statement
ok-tip|education|家长在选择培训机构时，务必现场查看培训机构的办学资质，理性选择证照齐全、规范办学的培训机构。|c3-zhangdian-2025-edu-tip
ok-tip|education|包装“名师保过”“升学保障”等噱头|c3-zhangdian-2025-edu-tip
ok-real|education|一律不得通过手机短信发布招生广告。|c3-qlwb-2013-jinan-edu
finance|finance|急！大涨8倍重大市场红利机不可失！|c3-ntdtv-2021-yetan
state|food|团结起来，争取更大的胜利……毛主席语录|c3-zhijiang-2015-mao
ok-real|general|省市场监管局提醒，经营者在广而告之时，莫要踩到红线。|c3-icswb-2024-hunan
ok-real|general|长沙市市场监管系统加大对涉导向问题及涉食品、药品、医疗器械、医疗美容等重点民生领域虚假违法广告的打击力度。|c3-icswb-2024-hunan
ok-negation|general|各类商场、专卖店特许经营店、餐饮店及其他销售点摆放领导同志题词、照片，特别是使用党和国家领导人名义的，将被严厉查处。|c3-xdkb-2006-leader
ok-real|general|如何才能改变运势呢？占卜师往往会推荐五花八门的方式，其中常见的套路就是买一件“转运好物”。|c3-66fvip-suanming
ok-real|real-estate|据初步测算，从环比看，4个一线城市新建商品住宅销售价格上涨0.2%，涨幅比上月回落0.4个百分点。|c3-cnnb-2018-70city
ok-real|real-estate|二线城市新建商品住宅和二手住宅销售价格分别上涨7.3%和5.5%，涨幅比上月分别扩大1个和0.9个百分点。|c3-cnnb-2018-70city
ok-real|real-estate|与上月相比，70个大中城市中，价格下降的城市有14个，持平的城市有17个。|c3-zkxhgk-2011-70city
ok-real|real-estate|价格上涨的城市中，环比涨幅均未超过1.0%，涨幅比6月份缩小的城市有15个。|c3-zkxhgk-2011-70city
ok-real|general|哈桑总统将是中方在中国共产党第二十次全国代表大会后接待的首位非洲国家元首。|c3-fmprc-2022-1027
superstition|real-estate|风水宝地物超所值|c3-fujian-2024-batch2
ok-real|general|今年以来，全省市场监管部门坚决贯彻习近平总书记“广告宣传也要讲导向”的重要指示精神，加强广告导向监管，切实维护意识形态安全。|c3-fujian-2024-batch2
ok-real|finance|中国建设银行股份有限公司青岛市分行违规为房地产企业办理融资业务，罚款人民币五十万元。|c3-sina-2020-qingdao-cbirc
finance|finance|闭着眼睛买也能赚钱|c3-bxlex-2026-tougu
finance|finance|随便买随便赚|c3-bxlex-2026-tougu
ok-real|finance|经调查，慧研智投存在的问题包括，部分营销内容存在误导性宣传，变相承诺收益|c3-bxlex-2026-tougu
ok-real|finance|界面新闻根据易董数据统计，截至最新，中国证监会及各地证监局年内已累计向证券投资咨询机构开出至少104张罚单。|c3-jiemian-2025-tougu
ok-real|finance|2022年12月23日，中央网信办秘书局、中国证监会办公厅印发了《非法证券活动网上信息内容治理工作方案》。|c3-crfutu-2023-jianpai
ok-real|finance|非法集资是指未经国务院金融管理部门依法许可或者违反国家金融管理规定，以许诺还本付息或者给予其他投资回报等方式，向不特定对象吸收资金的行为。|c3-sftreasury-2025-feiji
ok-negation|finance|利诱性：承诺保本付息（如“年化收益15%”“稳赚不赔”），或以“消费返利”“积分兑换”等形式变相承诺回报|c3-sftreasury-2025-feiji
ok-tip|finance|投资千条万条，资金安全是第一条，增强对非法集资的警惕性、敏锐性。|c3-51co-2019-feiji
ok-tip|finance|不要相信“高息”理财、“高息”保险等夸张的宣传，拒绝小礼品和先行返点等诱饵，记住“天上不会掉馅饼”。|c3-liaocheng-2023-feiji
realestate|real-estate|5-20分钟即可到达石景山、总部基地等成熟生活圈|c3-mentougou-2020-xishan
realestate|real-estate|10分钟直达首钢园区|c3-mentougou-2020-xishan
ok-real|real-estate|章丘市场监管局认为，在济南地铁8号线规划尚未批复的情况下，该楼盘私设8号线地铁站牌宣传楼盘属于虚假宣传行为。|c3-tjyun-2020-zhangqiu
ok-real|real-estate|济南轨道交通集团有限公司在接受记者采访时表示，地铁8号线规划尚未批复，该站牌设立与其无关。|c3-tjyun-2020-zhangqiu
ok-negation|education|严禁设计、制作、发布含有“保过”“保提分”等对升学、通过考试或者对教育、培训的效果作出保证性承诺等内容的广告|c3-dingxinwen-2025-exam
ok-real|education|高考前，很多工商所还通过社区工商工作站、街道宣传栏等方式，提醒考生和家长慎重对待来路不明的考前培训广告、涉考商品信息，以免上当受骗。|c3-xujiqing-beijing-gaokao
ok-real|education|中考临近，一则“中考突击班”的广告出现在河北省保定市多个小区电梯内。|c3-hkcw-2025-baoding
ok-industry|finance|具备2年及以上银行机构综合柜员岗位工作经历（计算日期截至2020年6月30日），并具有一定的柜面营销能力|c3-zgcjpx-2020-bank-recruit
ok-industry|finance|衍生品交易员岗：要求金融、经济、数学等相关专业，具有3年及以上金融机构工作经历|c3-zgcjpx-2020-bank-recruit
ok-industry|finance|客户经理主要负责推销理财产品，做个人贷款（包括房贷，消费贷款，出国留学贷款等）和第三方存管，推销信用卡等个人业务。|c3-ahdlqz-bank-jobs
realestate|real-estate|20分钟直达广州白云机场|c3-guangzhou-2021-batch1
realestate|real-estate|出门即上高速30分钟到天河|c3-guangzhou-2021-batch1
ok-real|real-estate|依据《中华人民共和国广告法》第五十五条、第五十八条的规定，广州市增城区市场监管局对其作出行政处罚，责令停止发布违法广告，在相应范围内消除影响，并处罚款92万元。|c3-guangzhou-2021-batch1
ok-negation|education|公务员考试培训广告不得使用或者变相使用国家机关、国家机关工作人员的名义或者形象|c3-digipub-2026-gongkao
ok-negation|education|公务员考试培训广告中使用数据、统计资料等引证内容的，应当真实、准确，并表明出处。|c3-digipub-2026-gongkao
ok-real|medical|对急危重症的现役军人实行“先救治、后付费”的急诊绿色通道服务。|c3-changde-2023-youdai
ok-real|general|发春节、八一慰问信。|c3-changde-2023-youdai
ok-grade|general|近日，国务院批准并公布了第五批国家级非物质文化遗产代表性项目名录。|c3-cncn-2021-feiyi
ok-real|general|第五批国家级非物质文化遗产代表性项目名录共有185项、扩展项目名录共有140项。|c3-cncn-2021-feiyi
ok-tip|general|希望广大市民朋友们要相信科学，千万不要相信所谓的“大师”、“神婆”，切勿相信天降人祸、做法祛病消灾等迷信之说|c3-ruzhou-guatan
ok-real|general|6月26日下午，汝州市城管执法局开展了沿街卦摊专项整治行动。|c3-ruzhou-guatan
ok-real|education|各级教育普及程度达到或超过中高收入国家平均水平，其中义务教育普及程度达到世界高收入国家平均水平，高等教育实现了从大众化到普及化的历史性跨越。|c3-moe-2022-0927
education|education|因为遇见，遇见微铭的宝贝们，也就遇见了更优秀的自己|c3-fuzhou-2021-weiming
education|education|艺考让我遇见微铭，让我感觉到微铭大家庭的温暖|c3-fuzhou-2021-weiming
citation|education|辅导学生出国留学被录取的成功率高达98%|c3-shijingshan-2022-liuxue
ok-negation|education|严禁相关媒体、培训机构、中学、个人炒作“高考状元”“高考升学率”等信息。|c3-whb-2021-zhiyuan
ok-real|education|教育部要求充分发挥中学对考生志愿填报指导的主渠道作用|c3-whb-2021-zhiyuan
ok-negation|finance|重点清理整治涉及宣传高收益、高回报，明示或暗示保本、无风险或保收益，夸大或片面宣传金融服务或金融产品等内容的广告。|c3-xinji-2017-feiji
absolute|general|价格冲全网最低原生鱼价格|c4-anhua-2024-15
citation|general|CCTV展播品牌|c4-yuyao-2025-cctv-jiaju
citation|general|CCTV国家品牌计划|c4-yuyao-2025-cctv-jiaju
absolute|food|中式面馆第一品牌|c4-hefu-pudong-2025
absolute|food|TOP1.中式面馆第一品牌|c4-hefu-pudong-2025
absolute|food|最顶级胶原蛋白原料|c4-haikou-2021-collagen
absolute|food|最先进从鱼鳞提炼|c4-haikou-2021-collagen
absolute|food|最优质原材料来源和处理|c4-haikou-2021-collagen
absolute|food|亚洲最大的胶原蛋白生产基地|c4-haikou-2021-collagen
absolute|food|蓄养不受污染最优质的罗非鱼|c4-haikou-2021-collagen
absolute|food|1000平方米的厂区全亚洲最专业的设备流水线，最先进的生产工艺及理念|c4-haikou-2021-collagen
ok-real|general|此后，他状态稳健，在9月16日重返男单世界排名第一|c4-163-2025-best-male-athlete
ok-real|general|并成为苏迪曼杯历史上首位决赛出场且保持全胜的男单国手|c4-163-2025-best-male-athlete
ok-real|general|其中，吉林以6.5%的增速排名第一，高于全国1.2个百分点，领跑全国。|c4-chinanews-2024-q1-gdp
citation|cosmetics|现已申请4项相关专利|c4-shangcheng-2024-patent-oil
absolute|real-estate|呼市唯一建筑面积约89㎡三房|c4-neimenggu-2022-q2
citation|general|北京大生金川科技发展中心是一家工贸一体的高新企业|c4-fengtai-2025-gaoxin
ok-title|general|最高人民法院发布《最高人民法院关于审理劳动争议案件适用法律问题的解释（二）》及典型案例。|c4-3nls-2025-law-news
ok-ordinal|general|其中，“最高法第一批指导性案例”作为这一系列工作的开端，具有里程碑式的意义。|c4-xytest-zhidao-anli
ok-title|general|今年2月、3月，最高法院相继集中发布了两批共计18个典型案例。|c4-jscylawyer-court-cases
ok-real|general|预计本周极端最高气温33℃左右。|c4-jzrb-2017-weather
ok-real|general|全系首次普及120Hz高刷新率，结束了苹果在这一领域的滞后状态。|c4-shengjixing-2025-iphone17
ok-real|general|当天，肯尼亚选手约斯法特·基普图·博伊特以2小时7分52秒的成绩率先冲过终点线，打破了2017年由埃塞俄比亚选手创造的2小时9分49秒的男子组赛会纪录。|c4-qzwb-2024-chongqing-marathon
ok-real|general|本届赛事预报名17万人，其中全马报名人数超过15万人，中签率为3.98%，报名人数和中签率均创历届重马之最。|c4-qzwb-2024-chongqing-marathon
ok-real|general|重马也因赛道平坦、风景优美，被广大跑友誉为中国马拉松最美赛道和PB（个人最好成绩）赛道。|c4-qzwb-2024-chongqing-marathon
citation|general|全国首家突破技术瓶颈实现多渠道智能抓取|c4-guangzhou-2024-batch1
citation|food|中国3.15消费者可信赖产品|c4-baiyun-2025-tuonaifen
citation|food|中国绿色健康食品|c4-baiyun-2025-tuonaifen
citation|general|中国行业十大影响力品牌|c4-dunhua-taoci-paibian
ok-real|general|6月15日，京广高铁武广段复兴号动车组列车按时速350公里高标运营，标志着京广高铁武汉至广州段安全标准示范线全面建成|c4-ycwb-2024-jingguang-hsr
ok-real|general|今年九月京沪高铁实施新的列车运行图后，每天将有 7 对“复兴号”率先按时速 350 公里上线运营，运行时间将缩短到四个半小时。|c4-cxyclub-2017-fuxing
ok-real|general|中国列入联合国教科文组织非物质文化遗产名录（名册）项目共计40项，总数位居世界第一。|c4-pediainside-ich
ok-ordinal|general|文化和旅游部近日确定并公布了第五批国家级非物质文化遗产代表性项目代表性传承人名单，共1082人。|c4-workercn-2018-ich-inheritors
citation|food|欧洲第一、世界第二|c4-baoying-2012-wine
ok-measure|general|规定电动自行车须具有脚踏骑行能力、最高设计车速不超过25km/h、整车质量（含电池）不超过55kg、电机功率不超过400W、蓄电池标称电压不超过48V。|c4-yx090-ebike-guifan
ok-ordinal|general|最初称为湖南省立第一师范是因为民国时期湖南省有数所省立师范学校，而湖南省立第一师范学校的校区位于省会长沙，所以按序号为第一|c4-outofmemory-diyi-shifan
ok-title|general|3月15日，原上海交通大学医学院附属第九人民医院黄浦分院（简称“九院黄浦分院”）正式恢复“上海市第二人民医院”冠名，举行了恢复冠名揭牌仪式。|c4-sxlsj-shanghai-erhospital
ok-real|general|这是人类首次在珠峰峰顶开展重力测量，以提高珠峰高程精度，获取宝贵的科学数据。|c4-bjnews-2020-zhufeng
ok-real|general|此次自然资源部组织的珠峰高程测量实现了北斗卫星导航系统首次应用、首次实测珠峰峰顶重力值等多项第一。|c4-xrj6-2020-zhufeng
ok-identifier|general|价格方面，iPhone 17预计起售价为5999元，Air版6999元，Pro版7999元，Pro Max版8999元。|c4-shengjixing-2025-iphone17
debatable|food|杨梅升级 登峰造【极】；杨梅品种全线升级为当季东魁杨梅，更大颗更爆汁|c4-baoshan-2021-heytea
price|drug|现价：0.3元，原价1.00元|c4-xiamen-2021-sheyi-cases
price|drug|原价300元，现价190元|c4-xiamen-2021-sheyi-cases
ok-real|general|大家对于光明乳业是比较熟知的品牌，这是目前国内最大规模的乳制品生产、销售企业之一。|c4-gucheng-2020-guangming
citation|general|央视强档推荐品牌|c4-gongan-cctv-39goods
citation|food|八年陈酿酒，甘甜绵柔悠长|c4-shaoxing-2020-huangjiu
ok-real|general|据了解，国航C919飞机为行业内首次采用延程型，拥有更大的最大起飞重量和发动机推力，具备更好的市场适用性。|c4-cctv-2024-airchina-c919
superlative|general|好到违反广告法|c4-sequoia-2018-jixian-yongyu
superlative|real-estate|中国空前 深圳绝版|c4-shenzhen-2016-gelongfang
absolute|real-estate|深圳市目前最大水缸|c4-shenzhen-2016-gelongfang
absolute|real-estate|海口唯一全干挂石材立面 离海36米 真正的一线海|c4-chengmai-2014-weiyi
absolute|general|其特有优势还体现在公司的股东单位都是中国国内一流的大型国有企业|c4-beijing-2013-wangluo-dajia
ok-real|general|作为中国西部首个全马赛事，重马从2011年办赛至今，历经十余年沉淀，拥有了国际田联金标赛事、中国田协金牌赛事的荣誉|c4-qzwb-2024-chongqing-marathon
ok-real|general|王楚钦、石宇奇首次摘取单打世界冠军，赵心童实现中国斯诺克世界冠军零的突破，覃海洋在世锦赛大放异彩|c4-163-2025-best-male-athlete
platform|general|分享到朋友圈就能领红包|c5-9ku-wechat-induce-ienow
platform|general|集赞满 50 送礼品|c5-9ku-wechat-induce-ienow
platform|general|分享到朋友圈,就能参与抽奖赢取手机|c5-9ku-wechat-induce-ieniw
ok-real|general|天文台录得最高气温摄氏33.7度,是今年以来的最高温纪录。|c5-hk01-observatory-heat
ok-real|general|其中,藁城区更是达到了39.7℃的高温。|c5-hebei-sjz-heat-2019
ok-real|general|4日高温范围将达到本次过程最大,囊括华北南部到华南中北部的大片区域。|c5-ykbk-heat-mun
ok-real|drug|尚不清楚有无注意事项的,可在该项下以“尚不明确”来表述。|c5-hqwx-tcm-label-rules
ok-tip|finance|一定要记住,高收益必然伴随着高风险。|c5-wwpfw-wealth-risk
ok-tip|general|注意“亲测一周瘦8斤”“坐着也能减肥”等反科学话术,以免被虚假营销的“糖衣炮弹”蒙蔽双眼。|c5-khnnss-slimming-tip
ok-tip|general|减肥类产品效果因人而异,使用不规范,可能引发健康问题|c5-khnnss-slimming-tip
ok-real|medical|西京医院与酒泉卫星发射中心医院联动,实施首次跨军种远程机器人辅助腹腔镜手术|c5-ihwrm-xijing-remote-surgery
ok-real|general|阿空加瓜峰,是地球上海拔最高的死火山。|c5-ufoao-continent-peaks
ok-real|general|山下有世界上最高的寺院绒布寺。|c5-ufoao-continent-peaks
ok-tip|food|主动选购营养补充品是一份珍贵的心意,但这类营养品绝不是补得越多越好|c5-ltn-tfda-disease-formula
ok-notice|food|另外要特别注意,这类产品不能作为静脉注射使用,且多食对改善此类疾病并无帮助。|c5-yahoo-tfda-disease-formula
ok-real|cosmetics|儿童化妆品应当在销售包装展示面标注儿童化妆品标识——“小金盾”,非儿童化妆品不得标注儿童化妆品标识。|c5-ycwb-2024-kids-cosmetics
ok-real|general|除了117辆全球首发的新车集中亮相,汽车圈和科技圈多位“大佬”的出现也让此次北京车展热度飙升。|c5-chinanews-2024-beijing-autoshow
ok-real|general|一面是高歌猛进:中国品牌以超过60%的市场份额,实现了从追随者到引领者的蜕变。|c5-chinacsr-2025-auto-gala
ok-real|general|成都蓉城2∶0青岛海牛取得赛季开门红,新赛季首个主场观众达到40088人,创造了上座率历史新高,球市火爆。|c5-aamaker-2024-csl-round1
ok-real|general|成都蓉城主场40088人创造新纪录,上坐人数居首|c5-aamaker-2024-csl-round1
ok-real|finance|自您签收本合同次日起,有15日的犹豫期。|c5-huize-huixinan-clauses
ok-real|finance|宽限期内发生的保险事故,本公司仍会承担保险责任,但在给付保险金时会扣减您欠交的保险费。|c5-huize-huixinan-clauses
ok-real|medical|东营区市场监督管理局依据《中华人民共和国广告法》第五十八条第一款第(一)(十四)项,于2026年1月20日作出行政处罚决定|c5-163-2026-dongying-hospital-ad
ok-real|drug|消炎,解毒,收敛,止血。用于细菌感染引起的炎症,急性传染性肝炎,呼吸道和消化道出血。|c5-jianke-luohuazizhu-label
ok-notice|drug|请仔细阅读说明书并遵医嘱使用。|c5-jianke-luohuazizhu-label
ok-negation|food|酒类广告应当符合卫生许可的事项,并不得使用医疗用语或者易与药品相混淆的用语。|c5-hotcoindm-alcohol-ad-rules
ok-real|device|医疗器械的使用者应当按照医疗器械说明书使用医疗器械。|c5-tzdckf-device-label-order10
ok-real|device|一次性使用产品应注明“一次性使用”字样|c5-fsou-device-label-2002
ok-notice|finance|若您并非中信证券客户中的金融机构专业投资者,为保证服务质量、控制投资风险,请勿使用本资料。|c5-cnhan-citics-2017-report
ok-real|general|此次寒潮不仅影响范围广、降温剧烈、风力大,还将伴有雨雪天气。|c5-xinhua-2022-cold-wave
ok-real|general|西北、华北、东北等地的部分地区气温均为今年入冬以来新低,北京今晨气温仅-15℃。|c5-gqsoso-2023-cold-wave
ok-real|general|这次寒潮还会深入南下,合肥、南京、上海等地最高气温都会是今年下半年来首次跌到个位数,迎来冬日体验。|c5-wxredian-2024-cold-wave
ok-real|general|大城市中,哈尔滨、长春、沈阳、呼和浩特、北京最高气温均创入冬后新低,哈尔滨更是打破1月下旬最高气温最低纪录。|c5-ugaw-spring-festival-cold
ok-real|general|2025年4月17日,中国新茶饮品牌霸王茶姬(CHA)登陆纳斯达克,成为首个在美上市的国内茶饮企业。|c5-jingshzh-2025-chagee-ipo
ok-negation|general|《指南》定义的广告中绝对化用语“是指《广告法》第九条第三项规定的情形,包括‘国家级’‘最高级’‘最佳’以及与其含义相同或者近似的其他用语。”|c5-mq3d-2025-absolute-terms-guide
ok-tip|food|婴儿不一定必须喝奶粉,母乳喂养是首选方式,配方奶粉可作为替代或补充选择|c5-bohe-infant-feeding
ok-tip|food|6个月后,可以开始引入固体食物,但母乳或配方奶粉仍然是主要的营养来源。|c5-pingguolv-infant-milk
ok-tip|medical|在选择医美机构时,要选择有资质、有技术、有经验的正规机构。|c5-ccn-2023-luohe-medbeauty
ok-tip|food|选购预包装食品时,重点要关注包装的完整性,破损、漏气的包装可能导致食品变质,存在安全隐患。|c5-chubaosp-prepackaged-food
ok-tip|food|在选择即食食品时,建议注意查看食品的成分表和生产日期,确保食品安全和卫生。|c5-wangyinboy-instant-food
ok-real|general|据介绍,第五批国家级非物质文化遗产代表性项目名录共有185项、扩展项目名录共有140项。|c5-cncn-2021-fifth-ich-list
ok-real|general|文旅部发布《关于拟认定447家单位为第五批国家级非物质文化遗产代表性项目保护单位》的公示。|c5-souny-ich-protection-units
ok-real|general|网页包含诱导分享、关注等诱导行为内容,请长按网址复制后使用浏览器访问。|c5-guancha-2026-wechat-yuanbao
ok-plain|general|进房时间:当日下午15:00以后|c5-ylbnb-dongshan-house-rules
ok-plain|general|续住的房客,民宿不主动提供更换毛巾或浴巾,如需更换请主动告知|c5-ylbnb-dongshan-house-rules
ok-plain|general|5岁以下小朋友,不占床不另收费,每房限加1位|c5-ylbnb-dongshan-house-rules
ok-notice|general|本民宿适用烟害防制法,室内(包含公共空间与房间)禁止吸烟|c5-ylbnb-dongshan-house-rules
ok-negation|food|确定当事人涉嫌食品广告涉及疾病预防、治疗功能、使用医疗用语的违法行为|c5-yecheng-2025-38
ok-negation|real-estate|禁止出现各类乱评比、乱排序等对房地产项目进行综合评价的内容。|c5-sohu-2006-yinchuan-housing-ads
ok-real|education|今年以来,全省市场监管部门共组织对3976家校外培训机构开展自查自纠,排查清理校外培训广告488条、责令改正163条|c5-jiaoyujie-2023-anhui-training-ads
ok-negation|education|不得承诺升学、考试通过等效果保证。|c5-zhongren-school-training-ads
ok-negation|general|要提高促销行为的公开化和透明度,禁止采取“先提价后打折”、虚构原价、不履行价格承诺等违法方式开展促销。|c5-hebeiwanbao-2021-double11
ok-real|general|彩票是公平公正的机会游戏,中奖只是小概率随机事件。|c5-henan-2022-lottery-five-know
ok-notice|general|保护未成年人是全社会的责任,未成年人不得购买彩票和兑奖。|c5-henan-2022-lottery-five-know
ok-notice|general|故,购买彩票不要沉迷,量力而行,快乐生活。|c5-henan-2022-lottery-five-know
ok-tip|general|彩票没有‘一定中奖’的情况,5万元不是小数目,如果没中奖,肯定会影响您的心情甚至生活,适度买一些就可以了。|c5-yndtjj-2022-sports-lottery
ok-real|general|2018年,全国彩票发行5114亿元,筹集彩票公益金1313亿元。|c5-goolook-sports-lottery-attitude
ok-real|general|山西省共有271个景区,其中国有或国有控股的48家景区、景点将实行门票免费政策。|c5-unjs-shanxi-free-tickets
ok-real|general|烟草依赖是一种慢性病,烟草危害是世界上最严重的公共卫生问题之一。|c5-outofmemory-world-no-tobacco-day
ok-real|health-food|注:营养素补充剂无需打“经功能试验证明”字样,只需注明“具有补充××××的保健功能”即可。|c5-foodmate-2007-healthfood-label-sample
ok-tip|food|我国没有关于过敏提示的相关强制要求,提醒消费者要提高安全意识,主动关注食品标签的配料,避免食用对自己含有过敏原的食物。|c5-21rbz-food-allergen-labels
ok-tip|cosmetics|惠州市市场监管局建议消费者根据自身皮肤类型,有针对性选择适当的化妆品,合理、适度使用化妆品。|c5-huizhou-2022-cosmetic-adverse
ok-negation|health-food|禁止以介绍健康、养生知识等形式,变相发布医疗、药品、医疗器械、保健食品、特殊医学用途配方食品广告。|c5-chinanews-2023-internet-ad-measures
platform|general|百元现金天天领|c5-qifuxian-miniprogram-share-rules
platform|general|点一下就有钱|c5-qifuxian-miniprogram-share-rules
ok-tip|general|不要轻信销售人员的口头承诺。|c5-shanghai-2025-gym-prepaid-tip
ok-negation|general|例如规定“预付卡一经办理,不予退款”“卡内余额过期作废”等,一旦消费者遇到特殊情况需要退卡或变更消费方式,便会遭遇重重阻碍。|c5-lengshuitan-prepaid-tip
ok-tip|cosmetics|染发前做贴肤测试,降低过敏风险。|c5-govcn-2008-yinchuan-hair-dye
ok-tip|cosmetics|染完后将头冲洗干净,并妥当存放染发剂,别让儿童接触。|c5-govcn-2008-yinchuan-hair-dye
ok-real|cosmetics|绝大多数美发师告诉记者,他们使用的染发剂是绝对安全的,不会发生过敏反应,根本不用做皮肤测试。|c5-sina-2006-hair-dye-skin-test
ok-real|food|元旦当日,庆丰包子铺朝阳庵店营收同比去年增加53.26%、华天二友居亦庄店同比增加35%|c5-bjyouth-2023-laozihao-newyear
ok-negation|general|重点排查和监测夸大药品功能，保健品、保健食品宣传预防治疗疾病功能，普通食品声称保健功能和预防治疗疾病功能等|c6-ordos-otog-2025
ok-real|general|奶牛存栏、牛奶产量已连续7年稳居全国首位，乳制品产量连续3年保持全国第一。|c6-imau-dairy-2025-photo
ok-real|general|2025年6月10日正式投产的哈重直流工程，是我国首批“沙戈荒”大型风电光伏基地的外送工程之一。|c6-xinjiang-industry-2026
ok-negation|food|查处普洱茶广告中宣称“特供”“专供”国家机关，国礼、国宴用茶等违法行为。|c6-yunnan-puer-2024
ok-negation|food|查处违规宣称普洱茶具有投资回报预期的虚假违法广告；|c6-yunnan-puer-2024
ok-real|food|云南还加强茶叶质量抽检监测和追溯，监督抽检茶叶1.5万多批次，合格率保持在99.8%以上。|c6-yunnan-puer-xinhua-2024
medical|medical|海涛‘一天得’全口种植牙 当天种牙 当天吃饭|c6-shaanxi-meiyan-2023
medical|medical|面部填充 逆转时光 做童颜女神|c6-shaanxi-meiyan-2023
medical|medical|自然饱满、容颜减龄、立显年轻|c6-shaanxi-meiyan-2023
citation|medical|携手体坛名将 打造健康体魄|c6-shaanxi-meiyan-2023
ok-tip|general|面对“满减”“降价促销”“优惠折扣”等促销活动，先确认其实用性，建议理性消费，避免冲动购买。|c6-genhe-2026-warning
ok-tip|general|警惕“零元团”“低价团”等宣传，报名旅游团务必签订正规合同，明确行程安排、服务标准、费用明细、退改政策。|c6-genhe-2026-warning
ok-tip|general|警惕商家“充值越多优惠越大”的促销手段，慎重办理大额、长期预付卡；|c6-genhe-2026-warning
ok-tip|general|面对直播带货的“限时秒杀”“低价爆款”，要保持理性判断，仔细核查商品品牌、规格与质量等信息，及时留存宣传截图。|c6-bingtuan-2026-spring-tip
ok-tip|general|购买金银饰品，需查验标签与权威检测证书，确认材质与宣传相符。|c6-bingtuan-2026-spring-tip
ok-real|medical|成为兵团南疆和阿克苏地区首家获批此项目资质的医院，填补了地区辅助生殖技术的空白。|c6-bingtuan-first-division-2025
ok-identifier|medical|黄荷凤院士、蔡秀军院士莅临第一师医院调研|c6-bingtuan-first-division-2025
ok-real|medical|“第一次光明是妈妈给的，第二次光明是这里给的！”新疆和田地区皮山县77岁的何希友激动地说|c6-beijingreview-yuanjiang-2025
realestate|real-estate|宜商宜居宜投资、八年净挣一套房|c6-datong-2021-cases
citation|medical|一次水光针>1000张面膜>6000次普通护肤|c6-datong-2021-cases
medical|medical|双眼皮明眸善睐、美在传神、精细到毫米、疼痛肿胀轻、快速恢复、效果自然|c6-datong-2021-cases
ok-measure|food|肉质肥厚，具有本品种应有的色泽，身干，手握不粘个，总糖含量≥75%|c6-hongzao-grade-spec
ok-real|general|这是白玉中最好的品种，目前世界上仅新疆有此品种，产出十分稀少，极其名贵。|c6-xinjiang-techan-list
ok-ordinal|food|第一积温区以富士光、五优系列为主，第二、第三积温区以上育397、空育131为主|c6-aqsiq-2007-15-xiangshui
ok-real|food|五常市是典型农业大县（市）、国家重要的商品粮食基地、全国粮食生产十大先进县之一、也是全国水稻五强县之一。|c6-wuchang-rice-info
ok-real|general|中学组男子400米比赛中，来自哈密市第十五中学的17岁小将艾力西尔·阿布都瓦依提一鸣惊人，在预赛中以48秒61的成绩获得第一名，这一成绩也打破了赛会纪录。|c6-ts-athletics-2025
ok-real|general|一年一度的自治区大学生、中学生田径运动会，是新疆校园最高水平的运动会，为新疆田径培养了大量优秀人才。|c6-ts-athletics-2025
ok-real|general|新疆冬季运动会是全疆水平最高、规模最大、项目最全的冬季综合性运动会。|c6-changji-winter-games
ok-real|general|其中，东道主阿勒泰地区代表团共斩获15金，独占鳌头；|c6-xinjiang-winter-games-2023
ok-negation|general|不得发布以“免费旅游”“零团费购物游”等为噱头的虚假旅游广告，不得对旅游相关服务作引人误解的宣传。|c6-wenchang-2026-notice
ok-negation|food|食品（含保健食品）广告不得含有虚假内容，不得涉及疾病预防、治疗功能，不得使用医疗用语或易与药品、医疗器械混淆的用语。|c6-wenchang-2026-notice
ok-negation|general|不得使用或者变相使用党徽党旗、国旗国歌国徽、军旗军歌军徽进行商业广告宣传。|c6-hainan-2023-double-festival
ok-negation|general|不得发布含有妨碍社会公共秩序或者违背社会良好风尚内容的商业广告宣传。不得使用“特供”“专供”等内容进行商业广告宣传。|c6-hainan-2023-double-festival
ok-negation|medical|二是不得以“种草”软文、直播视频等形式发布制造“容貌焦虑”，以及宣传诊疗效果或者对诊疗的安全性、功效做保证性承诺的医疗美容广告。|c6-hainan-2024-newyear-notice
ok-measure|general|全长435.48公里，设计时速160公里，为国家I级单线电气化铁路|c6-lalin-railway-2021
ok-real|general|2015年3月开工建设以来，建成了47座隧道、121座桥梁，其中有国内最大埋深的巴玉隧道，高地温的桑珠岭隧道，以及藏木雅鲁藏布江特大桥。|c6-lalin-railway-2021
ok-measure|general|红旗L5将搭载一台代号为CA12GV60-01的6.0L V12发动机，其最大功率为408马力，最大扭矩550牛·米。|c6-hongqi-l5-blog
medical|health-food|服用金舒心胶囊可促使血糖水平明显下降；血压、血脂、血粘稠度指标恢复正常；癌肿组织体积缩小，小肿块逐渐消失|c6-chongqing-yuzhong-2011
#@round 10
ok-real|drug|清热泻火,通便。用于咽喉肿痛,牙痛,头目眩晕,口鼻生疮,风火目赤,大便不通。|e1-label-jianke-qinghuopian
ok-notice|drug|服药三天后症状无改善,或加重者,应立即停药并去医院就诊。|e1-label-jianke-qinghuopian
ok-real|device|适用于发热时辅助降温治疗。|e1-label-315jiage-miaoshou-tuirete
ok-measure|device|每天1-3次,每贴可持续使用8小时。|e1-label-315jiage-miaoshou-tuirete
ok-notice|device|使用中或使用后,皮肤有肿胀、发炎等异常现象,应立停止使用,并请教医生。|e1-label-315jiage-miaoshou-tuirete
ok-notice|device|本品为外用贴剂,请将本品放在儿童不能接触的地方;如果误食吞服,请及时到医院就诊。|e1-label-315jiage-qishibang-tuirete
ok-measure|device|高温受热或大量出汗会使凝胶层变稀、粘度增大,但不影响粘贴|e1-label-315jiage-qishibang-tuirete
ok-real|device|适用于跌打肿痛的物理降温、冷敷治疗。|e1-label-cnenc-shuiningjiao
ok-measure|device|每天使用1-3片,每篇可持续使用4-8小时。冷藏后使用效果更佳。|e1-label-cnenc-shuiningjiao
ok-notice|device|若出现局部皮肤不适,请立即停止使用,严重者请医师诊治。|e1-label-cnenc-shuiningjiao
medical|food|平衡激素水平,改善生殖能力|e1-case-shanghai-pudong-2022-xiaoliuyue
medical|food|促进发育,调理体质,全面营养|e1-case-shanghai-pudong-2022-xiaoliuyue
ok-real|drug|本品亦适用于减轻慢性荨麻疹及其它过敏性皮肤病的症状及体征。|e1-label-baike137-loratadine
ok-notice|drug|对本品过敏者或特异体质的患者禁用。|e1-label-baike137-loratadine
ok-real|drug|消食导滞,除积消胀,调理肠胃。用于脘腹胀满,积食不化,嗳腐纳差。|e1-label-baikeshiji-shixiaoyin
ok-notice|drug|服药三天症状无改善,或出现其他症状时,应立即停用并到医院诊治。|e1-label-baikeshiji-shixiaoyin
ok-negation|drug|不适用于脾胃气虚,主要表现为身倦乏力,气短,脘腹作胀,便溏。|e1-label-baikeshiji-shixiaoyin
ok-grade|medical|是一所集医疗、保健、科研、教学、基层指导为一体的三级甲等妇幼保健机构。|e1-real-dongguan-fuyou-intro
ok-grade|medical|重庆市开县人民医院是一所集医、教、研于一体的综合性三级甲等医院,始建于1940年|e1-real-kaixian-hospital-abstract
debatable|medical|明州医院是奥克斯集团(中国企业500强)按三级甲等医院标准投资建设的一所集医疗、科研、教学、康复、疗养、保健为一体的一所大型现代化综合性医院。|e1-real-wenda-mingzhou-hospital
ok-negation|cosmetics|因此,“外泌体化妆品”只是编造的伪概念,实际上根本不存在此类产品。|e1-real-gdmpa-exosome-cosmetics
ok-real|cosmetics|国家药监局发布的《已使用化妆品原料目录》中未收录“外泌体”相关化妆品原料,也未有“外泌体”相关化妆品新原料获得国家药品监管部门批准或者完成备案。|e1-real-gdmpa-exosome-cosmetics
debatable|drug|这些成分共同作用,有助于和胃止呕,舒气宽胸,对于胃脾虚弱、消化不良等症状有着显著的治疗效果。|e1-jd-content-xiaoshiyangwei
debatable|drug|总之,消食养胃片是一种安全有效的中药,可以帮助改善脾胃虚弱、消化不良等症状。|e1-jd-content-xiaoshiyangwei
ok-plain|device|与外科口罩相比,非外科医用口罩的防护级别较低。|e1-seller-lcwgo-mask
ok-notice|device|在选择口罩时,用户应根据实际需求确认产品类型。|e1-seller-lcwgo-mask
ok-measure|device|医用外科口罩能够过滤95%以上的细菌、病毒、立克次体以及其他各种病原微生物,对于呼吸道的流行性疾病可以起到预防传播的效果。|e1-real-youlai-surgical-mask
medical|general|针对现代人失眠、焦虑忧郁、过动专注力不集中等身心问题,透过脑波调频加以改善|e1-case-tpta-113-dishu85-naobo
medical|general|帮助失眠、压力焦虑、过动注意力不集中等心脑失衡问题,同时预防失智|e1-case-tpta-113-dishu85-naobo
medical|general|减缓失智风险|e1-case-tpta-113-dishu85-naobo
absolute|general|市场唯一穿戴式专利声光音脑波保健仪|e1-case-tpta-113-dishu85-naobo
citation|food|80年传承／卤水高汤／秘制老卤|e2-case-ningbo-haishu-niuwa-2022
ok-measure|food|精选30多种卤料|e2-case-ningbo-haishu-niuwa-2022
absolute|general|M1芯片拥有我们迄今打造的最快的中央处理器|e2-news-beijing-dongcheng-apple-2023
citation|general|全自动洗脱机采用进口主轴密封元件,专利技术设计,有效抗高温和强酸碱|e2-bulletin-taizhou-2023
citation|general|沙发套可承受50000次耐摩擦测试具备优良的抗摩擦性能|e2-news-shanghai-xuhui-ikea-2021
debatable|general|2015秋冬新款特价包邮 一体无缝踩脚裤 加厚加绒保暖修身 打底裤|e2-listing-i520-leggings
ok-plain|general|gmx欧洲站2015夏装新款潮时尚蝴蝶结衬衣百搭欧根纱衬衫女长袖|e2-listing-zzth-shirt
ok-real|general|指商品的专柜价、吊牌价、正品零售价、厂商指导价或该商品曾经展示过的价等。|e2-listing-czybzx-wallet
ok-plain|general|18岁生日礼物男生男士钱包真皮正品钱包男士短款儿童钱包女可爱|e2-listing-czybzx-wallet
citation|food|北京米其林餐厅粤菜主厨和成都米其林川菜主厨双坐镇|e2-case-hangzhou-linan-michelin-2024
citation|general|抵御紫外的效果约为1.7倍|e2-news-shanghai-panasonic-dryer-2021
citation|general|有效改善发质,打造强韧秀发头发分叉发生率降低20%|e2-news-shanghai-panasonic-dryer-2021
citation|general|矿物质负离子产生量增至2倍,深层滋润秀发,改善发质|e2-news-shanghai-panasonic-dryer-2021
citation|cosmetics|富含50亿益生菌、4000+拒绝添加成分、天然红没药醇100%天然成分 其舒缓功效是人工合成的2倍|e2-case-hangzhou-binjiang-youshang-2023
citation|cosmetics|实验证明SymRebooTL19能有效改善皮肤|e2-case-hangzhou-binjiang-youshang-2023
citation|general|CCTV央视展播品牌|e2-case-foshan-shunde-boyuan-2023
citation|general|专利产品 仿者必究|e2-case-sichuan-tianfu-2023-patent
citation|general|省人工50%、省工期70%、省成本50%|e2-case-liuzhou-hongsen
citation|general|效果比几十万装修还好、寿命长达50年|e2-case-liuzhou-hongsen
price|general|柳州装修一口价:100平米3.98万;毛坯变精装,7天入住,红森装饰还送家电|e2-case-liuzhou-hongsen
citation|general|某国际装饰有限公司是某国际家居集团股份有限公司的全资子公司|e2-case-dalian-2024-unfair
education|education|签约保证升入十大名校之一,攻读学士学位课程|e3-news-bj-dongcheng-liuxue-2018
education|education|若未能升入十大名校,全额退还学费并保证升入其他一类大学|e3-news-bj-dongcheng-liuxue-2018
realestate|real-estate|年超10%等你收租|e3-news-liuzhou-rongan-2021
realestate|real-estate|5年保底返租40%|e3-news-liuzhou-rongan-2021
ok-measure|education|每次课包含 2个标准课时,每个课时时长 40分钟,单次课总时长80分钟|e3-course-meipian-shoufei
ok-plain|education|非教学原因一律不退费。|e3-course-meipian-shoufei
ok-plain|education|如遇中途退学等情况,则按单次课购买价格结算,退余额。|e3-course-meipian-shoufei
ok-negation|education|不得发布含有“押题准”“保过”“保提分”等对升学、通过考试或者对教育、培训的效果作出明示或者暗示保证性承诺内容的广告|e3-notice-xinzhou-gaokao-2025
ok-negation|education|高中、高校等教育机构及中介须严格遵守招生政策,禁止以“内部名额”“降分录取”等含有虚假承诺的广告内容误导考生|e3-notice-xinzhou-gaokao-2025
ok-negation|education|不得发布含有“命题组成员”等明示或者暗示有相关考试机构或者其工作人员、考试命题人员参与教育、培训内容的广告|e3-notice-xinzhou-gaokao-2025
ok-negation|education|利用实体门店、网站、自媒体等方式发布含有“官方指定”、“行业第一”、“最具影响”、“保过”等虚假或引人误解的商业宣传广告|e3-news-luoyang-gongpei-zhili
ok-negation|finance|违规使用安全、保证、承诺、保险、避险、有保障、高收益、无风险等与产品风险收益特性不匹配的表达|e3-notice-shanghai-gongshang-yinhang-licai
finance|finance|稳赚不赔、100%本金收益保障|e3-news-xinhua-chengxindai-2018
finance|finance|全网首推即投即计息20%年息|e3-news-xinhua-chengxindai-2018
ok-notice|finance|本产品为净值型产品,其业绩表现将随市场波动,具有不确定性。|e3-bank-zyebank-licai-chanpin
ok-notice|finance|投资者的实际收益由产品净值决定,本理财产品实际收益率有可能低于业绩比较基准。|e3-bank-zyebank-licai-chanpin
ok-real|general|线路全长约59.9公里,是亚洲第一、世界第二长环线;共设站37座,包括26座换乘站,可与18条地铁线换乘。|e3-news-leju-wuhan-metro12
ok-tip|real-estate|如果房地产商在广告中宣传的距离小学的米数是真实、准确的,并且有相关的依据可以证明,那么这种宣传是合规的。|e3-qa-lawparks-distance-ad
realestate|real-estate|签约师范附小、放飞优学希望|e3-news-shizhu-xueweifang-2021
realestate|real-estate|毗邻学府高铁、醇熟生活即刻拥有|e3-news-shizhu-xueweifang-2021
absolute|education|闽侯县规模最大、档次最高、专业性最强的培训基地|e3-case-minhou-yishidai-2021
absolute|education|引入最先进的课程体系|e3-case-minhou-yishidai-2021
ok-negation|education|不得出现“短期拿证”“快速拿证”“一月拿证”等宣传内容|e3-news-kaifeng-jiapei-zhili-2024
ok-negation|finance|明示或者暗示保本、无风险或者保收益等,对非保本投资型金融产品的未来效果、收益或者相关情况作出保证性承诺。|e3-bank-faf-xiaobao-yingxiao
ok-negation|finance|不得以低门槛、低利率、高额度的营销方式诱导用户。|e3-notice-fengyang-wangluo-jiedai
citation|education|与联合国合作|e3-news-beijing-zuoyebang-yuanfudao-2021
citation|education|班主任1对1同步辅导|e3-news-beijing-zuoyebang-yuanfudao-2021
price|education|您的4名好友已抢购成功……点我抢报|e3-news-beijing-zuoyebang-yuanfudao-2021
price|education|价格3280元,参考到手价2580元|e3-news-beijing-zuoyebang-yuanfudao-2021
ok-plain|education|课程未开始:若学员在课程正式开课前申请退费,扣除总费用5%的行政手续费后,剩余部分全额退还。|e3-course-chengliang-tuifei
ok-plain|education|本机构承诺在收到完整退费申请后,尽快完成审核并办理退费手续。|e3-course-chengliang-tuifei
ok-plain|education|如学员于开通课程(以下简称开课)前,提出中途终止课程培训,则全额退还学员实缴课程培训费。|e3-course-ctybeauty-tuifei
ok-plain|finance|本基金的目标日期为2045年12月31日。|e3-fund-yinhe-zhiyuan2045-jbgk
ok-notice|finance|本基金是养老目标风险基金中基金产品中风险处于中等的基金,风险收益相对均衡。|e3-fund-qianhai-kangyi-fengxian
ok-real|general|国宴是国家元首或政府为招待国宾、其它贵宾或在重要节日为招待各界人士而举行的正式宴会。|e4-94hnr-guoyan-menu
ok-negation|food|该酒虽然标识为国宴,但当事人不能提供上述白酒与国宴有关的证明材料,以及使用国宴的相关授权证明。|e4-bishan-2025-guoyan-jiu
ok-negation|food|当事人现场未提供该酒用于“国宴”的证明,也未提供上述白酒的购进票据、供货方资质和销售台账。|e4-bishan-2025-guoyan-jiu
ok-measure|general|人民大会堂二楼宴会厅面积7980平方米,层高6.5米,演出开会人数5000人,宴会4000人,可用于演出、会议、宴会。|e4-bcyg-rmdht-halls
ok-real|general|风水学与现代景观生态学的结构思想体系有着惊人的相似与同向性。|e4-zgkcsj-2010-fengshui-abstract
debatable|food|在这一特殊年份,钓鱼台酒作为国宴佳酿,其背后的故事更是引人入胜。|e4-bkwk-diaoyutai-jiu
superstition|general|有很多人来到这边求子,回去以后呢,愿望都实现了,甚至来这边求子的,回去以后双胞胎、龙凤胎都有的|e4-zhoushan-2023-putuoshan-qiuzi
debatable|food|专供,一般人可拿不到!|e4-spp-zaozhuang-tegong-maotai
ok-measure|general|中华人民共和国国旗是五星红旗,旗面为红色,长宽比例为3:2。|e4-zhanbuba-guoqi-chicun
ok-real|general|作为陶瓷绘画中的一种独特的装饰工艺,“开光”装饰在中国经历了几千年的发展和演变|e4-scholarmate-kaiguang-ciqi
state|general|喜迎国庆庆祝新中国成立75周年、十一国庆快乐|e4-huimin-2025-xinhua-bookstore
ok-real|food|“平安果”是用一个个色泽鲜艳、样子好看的进口苹果装扮而成的,多为红蛇果、青蛇果|e4-yjbys-pingguo-pinganguo
ok-plain|general|今天晚上是平安夜,上海科利瑞克机器有限公司祝愿所有的员工和客户们圣诞节快乐!|e4-shclirik-2014-pinganye
ok-real|general|开展非法使用或变相使用国家武装部队标志或名义生产销售产品专项执法打假工作|e4-qlwb-2019-changqing-guanggao
ok-real|general|钓鱼台国宾馆于1959年国庆前夕建成,至今已接待1300余位外国元首和政府首脑下榻|e4-7195-diaoyutai-baike
ok-tip|general|交易不离平台:闲鱼、淘宝等平台的 “客服” 绝不会通过 QQ、微信联系,脱离 APP 的沟通全是诈骗!|e4-163-2025-shuang11-fanzha
platform|general|不转发就没法参与抽奖|e4-9ku-wechat-induce-ieneo
platform|general|分享后才能看全文|e4-9ku-wechat-induce-ieneo
platform|general|懂的都懂,分享一下好处多|e4-9ku-wechat-induce-ieneo
platform|general|邀请 3 个好友助力(好友需分享后才算)|e4-9ku-wechat-induce-ieneo
platform|general|分享到群聊,截图发后台领资料|e4-9ku-wechat-induce-ieneo
platform|general|必须分享到朋友圈,保留 2 小时才能参与活动|e4-9ku-wechat-induce-ieneo
platform|general|完成分享任务可获得参赛资格|e4-9ku-wechat-induce-ieneo
debatable|general|参与活动即可获得基础奖励,分享后额外获得一次机会|e4-9ku-wechat-induce-ieneo
platform|general|转发领 10 元红包|e4-9ku-wechat-induce-iennc
platform|education|分享给好友,双方各得 5 元优惠券|e4-9ku-wechat-induce-iennc
platform|food|评论区 @3 个好友,抽 10 人送霸王餐|e4-9ku-wechat-induce-iennc
ok-negation|general|以与客服咨询无关的文案、图片(包括但不限于红包、抽奖、虚拟代金券等形式)诱导用户点击进入客服会话。|e4-dgdlms-2020-miniprogram-induce
ok-negation|general|提供风水咨询服务或兜售风水饰品/镇物,并罗列案例说明用户在接受服务或购买后受益|e4-wechat-guodu-yingxiao-rules
ok-negation|general|文章提出针对病症、两性关系、治疗脱发、命理咨询等方面的问题,进而推销产品或提供服务,主要目的为引导用户添加联系方式。|e4-wechat-guodu-yingxiao-rules
ok-negation|general|引导用户站外交易(如“加微信下单”)、发布外部跳转链接(含二维码、短网址、公众号ID)也属于严格禁止行为。|e4-php-xhs-weigui-2025
debatable|general|通常人们把翡翠作为项饰贴身佩戴,护身辟邪,吉祥保平安。|e4-feicui99-pingankou-yuyi
debatable|general|另外手镯形状多为圆环形,符合"天圆地方"的哲学思想,能形成能量场保护佩戴者。|e4-lipindaifa-feicui-shouzhuo
ok-real|general|平安扣,古时称“罗汉眼”、“怀古”,“平安扣”则是近现代根据其平安康泰寓意取的名字|e4-toutiao-pingankou-topic
ok-real|general|从法律层面来看,直播间销售风水石头并不违反《中华人民共和国反不正当竞争法》等相关法律法规|e4-jibaiwang-fengshui-shitou
ok-negation|general|国旗及其图案不得用作商标、授予专利权的外观设计和商业广告,不得用于私人丧事活动等不适宜的情形。|e4-trklw-guoqifa-20
ok-tip|general|网警提醒:切莫贪小便宜吃大亏,在网上买任何产品都要通过正规平台交易,不可线下交易|e4-douken-2019-zhuanzhuan-fanzha
ok-real|general|截至今年8月,全国市场监管部门共查办导向违法广告案件352件,罚没781.61万元|e4-bjtitle-2024-daoxiang-352
ok-real|general|腹部四个开光内粉彩绘山水图,山峦叠嶂,古木苍松,楼阁掩映,平湖泛舟,景色宜人,意境幽深,并题写诗句。|e4-cslai-2023-ciqi-kaiguang
ok-real|general|外壁红地上有四个圆形开光,其内皆饰龙凤“囍”字,开光之间以花蝶纹相隔。|e4-cslai-2023-ciqi-kaiguang
ok-real|general|开光是明清瓷器广泛使用的装饰技法之一,尤其是清代瓷器广泛使用这种技法|e4-cslai-2023-ciqi-kaiguang
ok-real|general|在实行6年以内的非营运6座以下小微型客车免检基础上,进一步扩大免检范围|e4-chinanews-2020-sijiache-mianjian
ok-tip|general|你的包裹可能已经正常离开了上一个转运中心,正在开往下一个中心的路上|e4-kdniao-wuliu-bugengxin
ok-tip|general|包裹在分拨中心被错误分拣至其他站点,需重新转运。|e4-6g9-kuaidi-zhiliu
ok-real|general|戴上了头盔,也别忘了安全带,关键时刻安全带就是保命带!|e4-wxrb-2020-jingbao-toukui
ok-tip|food|市场中凡宣称党政军“特供”“专供”等的酒类商品均为假酒,消费者切勿轻信不法商家的虚假宣传而上当受骗。|e4-huaihua-2024-jiulei-tishi
ok-tip|food|点单时留意是否标注“Maison”,代表餐厅自制而非中央厨房出品。|e5-cqcmst-zhaopaicai
ok-tip|food|每日限定通常用当日最佳食材,性价比高于常规招牌。|e5-cqcmst-zhaopaicai
ok-grade|food|市面上常见的酱油由高到低,可分为特级酱油,一级酱油和三级酱油|e5-lutianhao-jiangyou
ok-grade|food|氨基酸态氮含量≥0.8g/100ml为特级,≥0.4g/100ml为三级,两者之间为一级或二级。|e5-lutianhao-jiangyou
ok-grade|food|同规格最高级的特级酱油为8-10元|e5-lutianhao-jiangyou
ok-tip|food|同等级比较时,优先选数值更高的。|e5-sqjnqi-jiangyou
ok-tip|food|开封后三个月内用完,出现沉淀或异味立即停用。|e5-fh21-jiangyou-8116836
ok-grade|food|1、一等蜜:色泽透明,味道甜润,呈水白色、白色或特浅琥珀色,如槐花蜜、椴树蜜等。|e5-b9a5-fengmi-dengji
ok-tip|cosmetics|认准标签上产品执行标准编号中的“妆”字。|e5-xiaonuan-caizhuang
debatable|cosmetics|“香奈儿5号”是第一支乙醛花香调的香水。|e5-413yy-chanel
debatable|general|其综合体验提升幅度远超常规迭代标准。|e5-itbear-xiaomi17
ok-title|general|话剧《主角》改编自作家陈彦先生获第十届矛盾文学奖同名小说|e5-southcn-zhujue
debatable|general|反映了秦腔这个中国最古老的剧种与整个社会在时代洪流中经历的兴衰沉浮的艰难历程。|e5-southcn-zhujue
ok-plain|food|星期六到货的,非常新鲜,新茶芽壮、叶片厚,泡起来味道也鲜美。|e5-chayou365-2015-longjing
ok-identifier|food|这三款都是龙井43号,产地是九溪,都是我们自家的,价格分别是1880元/斤、2880元/斤,及3880元/斤。|e5-chayou365-2015-longjing
ok-grade|food|今年的新茶分五个档次,价格从2200元/斤到5500元/斤不等。|e5-chayou365-2015-longjing
ok-tip|general|消费者购买时需查看护理标签,选择标注"预缩水"或"防缩处理"的产品。|e5-drbdp-yangmaoshan
ok-tip|device|制造厂生产的血压计应在明显位置上设有标牌,其内容包括名称、型号、测量上限、制造厂名称和出厂日期|e5-aihuau-xueyaji
ok-tip|food|选择奶粉需按月龄分段喂养,避免提前转换。|e5-fh21-naifen-318685
ok-ordinal|food|一段奶粉适用于0至6月龄的婴儿。|e5-bohe-naifen
ok-self|general|从官方宣传来看,续航有所提升,由4h 14h升级为5h 24h|e5-studyofnet-air2s
ok-ordinal|general|作为小米首款支持无线充电的TWS耳机,小米真无线蓝牙耳机Air 2s吸引了众多的关注。|e5-studyofnet-air2s
ok-plain|general|下方产品名称:小米真无线蓝牙耳机2s,支持双麦通话降噪、真无线立体声、低延时同步传、无线充长续航。|e5-studyofnet-air2s
ok-self|general|今年3月苹果发布了第二代的AirPods,不过相比第一代只是简单的升级,主要是增加了Apple H1芯片,其他并无多大变化。|e5-icsmart-airpods
ok-industry|general|经济快速成长下,人们所得亦提高甚多,中产阶级兴起,个人拥有的财务文件、贵重物品增多,对于投资购买保险箱有其必要性。|e5-cdbaidu-baoxianxiang
ok-grade|education|首次报考不能超过3级,3~7级可越1级报考,8~10级逐级报考;|e5-yikaow-gangqin-kaoji
debatable|education|中国音乐学院考级证书在部分地区的升学考试中会有适当的降分录取或其它优惠政策。|e5-yikaow-gangqin-kaoji
debatable|education|中国音乐学院社会艺术水平考级委员会由学院领导及学院各专业的国家级专家、权威组成,是文化部审核批准的国内具有跨省考级资格的社会艺术考级机构。|e5-yikaow-gangqin-kaoji
ok-tip|food|鸡蛋不能生吃,里面有细菌。|e5-sboyo-jidan
ok-tip|medical|需要提醒的是,某些机构打出"3000元种牙"的要特别注意,这往往不包含骨粉、牙冠等必要耗材的费用,后期容易产生隐形消费。|e5-hmdyou-2024-zhongzhiya
ok-tip|medical|现在有些机构宣传"即拔即种",虽然能节省时间,但对患者牙槽骨条件要求极高,不是每个人都适合。|e5-hmdyou-2024-zhongzhiya
debatable|medical|根据临床统计,规范维护的种植牙使用15年以上的达90%以上,而忽视护理的可能5-8年就需重新修复。|e5-aizainuo-kouqiang
ok-negation|cosmetics|防晒霜只能在一定程度上阻挡紫外线,无法完全阻止。|e5-mhg123-fangshai
ok-title|general|导演顾长卫更以处女作《孔雀》摘得柏林电影节“评审团大奖银熊奖”。|e5-bilezu-yujiannizhenhao
debatable|general|影片改编自青年作家孔龙原创小说,讲述一群处在青春期的少男少女关于爱情、友情,及人生选择中的趣事,是2018年春节档上映的唯一青春爱情喜剧。|e5-bilezu-yujiannizhenhao
ok-plain|food|郑州华美华美礼盒月饼系列全场优惠大酬宾|e5-huangye88-huamei-yuebing
ok-plain|food|广式月饼起源于1889年,当时城西有家糕酥馆,用莲子熬成莲蓉作酥饼的馅料,清香可口,大受顾客欢迎。|e5-huangye88-huamei-yuebing
debatable|food|广式月饼于世,主要还是在于它的选料和制作技艺无比精巧|e5-huangye88-huamei-yuebing
ok-plain|food|香港美心单黄白莲蓉月饼:皮薄松软,以湖南湘潭寸三莲莲子制作的莲蓉金黄晶莹,配优质咸蛋黄,入口甘香软滑,回味无穷。|e5-franktop10-yuebing
ok-measure|food|规格4只月饼共750g,配有刀叉。|e5-smzdm-guangzhoujiujia
debatable|food|后还获评中华老字号、全国十佳酒家等称号,被誉为“食在广州第一家”。|e5-smzdm-guangzhoujiujia
ok-measure|food|传统月饼一般100克。|e5-iyi365-rongxiang
debatable|real-estate|我以前家住北京昌平,号称亚洲第一大社区的“天通苑”。|e5-codepub-ditiefang
ok-tip|education|优先看年龄:3-6 岁孩子直接选大颗粒,避免因小颗粒难度过高产生挫败感;6 岁以上可从简单小颗粒套装入门,逐步过渡到编程机器人。|e5-dtcms-biancheng
ok-tip|drug|看标识:优先选择外包装标注“OTC”或“国药准字”的产品。|e5-langweixian-vc
ok-tip|health-food|价格差异:2元左右的药品级维生素C与高价保健品在核心功能上无本质差异,后者溢价多源于营销成本和口感优化。|e5-langweixian-vc
ok-measure|health-food|每片含1000毫克维生素C(即1.0克),满足成人每日基础需求量的10倍以上。|e5-1515e-vc-1384
ok-grade|food|执行标准:GB/T 1354-2018,是国家标准号的一级大米|e6-szfeiya-rice-grade
ok-grade|food|大米通常分为四个等级,分别是:一级>二级>三级>四级。|e6-szfeiya-rice-grade
ok-tip|cosmetics|未开封的化妆品保质期通常为3年,但存放环境会影响实际寿命。|e6-kfkhr-cosmetics-open
debatable|food|0%添加防腐剂(苯甲酸钠、山梨酸钾),含量未检出|e6-banyuetan-2025-lingtianjia
medical|cosmetics|14 种天然植物 温润防孕纹|e6-cncn-2024-bioil-pudong
medical|cosmetics|植物小黄油专注孕妈护理 植物系弹润养肤 清润抚孕纹孕期孕后敏肌护理|e6-cncn-2024-bioil-pudong
debatable|cosmetics|孕肌/ 脆弱肌安心使用|e6-cncn-2024-bioil-pudong
ok-real|food|长乐甜酒历史悠久,是国家地理标志保护产品,其加工工艺列入湖南省「非遗」名录。|e6-hunan-2024-laozihao-yueyang
ok-real|food|2009年,十三村酱菜制作技艺列入省级非物质文化遗产名录。|e6-hunan-2024-laozihao-yueyang
ok-real|food|2018年8月20日,“柳州螺蛳粉”获得国家地理标志商标。|e6-kpfans-luosifen-feiyi
absolute|cosmetics|晓姿干细胞GF肽分子修护面膜是日本美容沙龙最受欢迎の急救修护面膜|e6-aishilan-2022-pudong-penalty
absolute|cosmetics|日本最高端世界顶级干细胞技术[10倍浓度]奢华高纯|e6-aishilan-2022-pudong-penalty
superlative|cosmetics|全效美颜面部护理紧致抗衰,彻底攻克衰老烦恼|e6-aishilan-2022-pudong-penalty
absolute|cosmetics|肌后是中国境内唯一一个与全球顶级原料商奇华顿达成战略合作关系的国家高新技术企业|e6-jiemian-2022-jihou-haizhu
citation|cosmetics|在广州设有3.8万平米的专业美妆科技生产基地,拥有4个独立实验室,打造无菌洁净生产车间|e6-jiemian-2022-jihou-haizhu
medical|cosmetics|分解皮肤基底层激素炎症|e6-baiyun-2022-zhongmeiduke
medical|cosmetics|修复受损组织和细胞|e6-baiyun-2022-zhongmeiduke
medical|cosmetics|提高免疫力,代谢功能|e6-baiyun-2022-zhongmeiduke
ok-real|cosmetics|防晒化妆品在我国属于特殊化妆品,产品标签上必须要有特殊化妆品批准文号,并且标明防晒系数SPF值。|e6-hangzhou-2023-sunscreen-tip
ok-measure|cosmetics|在出门前15-20分钟涂抹防晒产品,使其在出门时已经均匀紧密地附着于皮肤表面。|e6-hangzhou-2023-sunscreen-tip
ok-measure|cosmetics|正常情况下,产品用量达到2mg/cm2时才能到标签上所标识的防晒程度,另外,每隔2个小时重新涂抹一次。|e6-hangzhou-2023-sunscreen-tip
ok-tip|cosmetics|初次使用前在耳后或下颌测试 24 小时,无泛红刺痛再全脸使用|e6-ixunmei-niacinamide-5pct
ok-measure|cosmetics|全脸用量不超过 5 滴(约 0.5ml),过量易导致黏腻感或成分堆积|e6-ixunmei-niacinamide-5pct
ok-measure|cosmetics|0.5%-1% 几乎无副作用 适合敏感肌使用|e6-shrmw-2025-niacinamide-side
ok-real|cosmetics|化妆品标签上应标注产品的储存条件,以便消费者了解产品的储存环境,避免影响产品质量。|e6-crsrw-cosmetics-label
ok-real|health-food|适宜人群:因蛋白质摄入不足而致免疫低下的成人。|e6-foodmate-2023-rqdb-yuanliao
ok-notice|health-food|无明显缺乏蛋白质的人群不推荐食用。动物蛋白过敏者不宜使用。肾功能不全者慎用。|e6-foodmate-2023-rqdb-yuanliao
ok-tip|cosmetics|如果开封了视情况而定:贴片式面膜需要立即使用,灌装的涂抹式面膜开封后的保质期是一年。|e6-studyofnet-mask-shelf
medical|food|溶解血栓、抑制肿瘤|e6-guancha-2025-kangshiyuan-henan
ok-tip|cosmetics|化妆品的“修护”与“修复”存在本质区别,前者可通过人体功效测试证明并备案后合法宣传|e6-guancha-2025-kangshiyuan-henan
#@round 11
medical|food|治疗高血脂症,可使总胆固醇、甘油三脂下降,高密度脂蛋白上升|f1-tw-food-ad-cases-wenews
medical|food|预防及减轻高血脂症、血栓病|f1-tw-food-ad-cases-wenews
medical|food|含OMEGA3,有助于降低胆固醇之作用,可预防心脏血管疾病|f1-tw-food-ad-cases-wenews
medical|food|能有效降低胆固醇,和预防冠状动脉心脏病、减少动脉硬化的机率|f1-tw-food-ad-cases-wenews
medical|food|长期服用,可降低体内胆固醇及脂肪,防止血管硬化。|f1-tw-food-ad-cases-wenews
safety|health-food|原料要天然……天然意味着安全|f1-sh-2021-caorun-health-food
medical|health-food|伤口一抹上它就很快愈合,它有消炎的作用|f1-sh-2021-caorun-health-food
medical|health-food|喝了三个月,奇迹出现了,怀孕了|f1-sh-2021-caorun-health-food
medical|general|提升免疫系统、改善心脏病、高血压、糖尿病、促进血液循环|f1-tp-appeal-713-052
medical|general|交感神经活跃可促进新陈代谢加速……并且提高血压和血糖值,控制肠胃的蠕动|f1-tp-appeal-713-052
medical|general|专治:头痛、头晕、耳鸣、肩颈酸痛、手脚或背部某些部位之麻痹问题、坐骨神经痛、骨刺、运动伤害、脚膝疼痛|f1-tp-appeal-646-011
debatable|food|药物皆有副作用合法食品胜出|f1-tp-appeal-811-054
safety|medical|非侵入性疗程,无切割伤口,安全且无恢复期,立即恢复正常生活。|f1-tp-appeal-1362-052
debatable|medical|一次30分钟 就有感觉 不侵蚀 不酸软 不疼痛 摆脱你对牙齿美白腐蚀牙齿的印象!|f1-tp-appeal-1362-052
medical|general|保证让绝症复原、身体回复青春健康|f1-tp-appeal-1053-017
medical|general|身体生命原理医学,是不论什么癌等绝症,保证只要身体还活着就能救治复原|f1-tp-appeal-1053-017
medical|general|教你不论什么癌等绝症都能救治复原,本人以合法生命原理医学保证让你复原|f1-tp-appeal-1053-017
medical|general|强肾,强阳,生精,固精,增加免疫,改善体质……去除痼疾,排除病痛|f1-tp-appeal-783-042
medical|general|太极……可以消除慢性病及增强心肺功能。|f1-tp-appeal-752-064
medical|general|此项内功之优点有调理生理机能,可让失眠的人避免吃安眠药。|f1-tp-appeal-752-064
medical|general|能够让小儿麻痹之人不用持拐杖行走,等等之疗效|f1-tp-appeal-752-064
medical|medical|肉毒杆菌注射:国字脸、脸部皱纹、腋汗、萝卜腿青春年华倒转20年|f1-tp-appeal-786-054
medical|medical|瘦后不肥胖、并可针对局部减肥。|f1-tp-appeal-514-071
medical|medical|若有黑斑、面疱、便秘或生理不顺也可一并消除,欢迎电询,并备电话指导。|f1-tp-appeal-514-071
ok-real|drug|本品为耳鼻喉科喉痹类非处方药药品。|f1-label-qingre-liyan-cha
ok-real|drug|清热解毒,利咽消肿。适用于急慢性咽炎引起的咽干,咽痛。|f1-label-qingre-liyan-cha
medical|food|建议以硫酸葡萄糖胺基酸……及软骨质硫酸盐多醣类……合并使用,对于关节炎之疗效极佳。|f1-tp-appeal-485-037
ok-negation|general|“消”字号产品不得宣称对疾病的治疗效果,也不应使用令人误以为有治疗效果的名称等。|f1-xinhua-2021-xiaozihao
ok-negation|general|“消”字号产品不具备任何治疗效果,主要作用是杀菌|f1-xinhua-2021-xiaozihao
ok-real|health-food|对化学性肝损伤有辅助保护功能|f1-blzgs-27-functions
ok-real|health-food|对胃粘膜损伤有辅助保护功能|f1-blzgs-27-functions
ok-negation|cosmetics|现在市面上很多美容美体产品都宣传“天然草本精华,无毒无害无副作用”,这是很多美容美体产品宣传的一贯语言格调。|f1-beacareers-xianti-shuang
ok-notice|cosmetics|精业本草纤体霜的产品说明上也特别指出,严重皮肤过敏者慎用。|f1-beacareers-xianti-shuang
medical|drug|能预防96%的轮状病毒肠胃炎,100%减少轮状病毒肠胃炎的住院率|f1-tp-appeal-873-036
medical|drug|只要1针,抵抗6种小儿疾病……完全创新,保护效果良好|f1-tp-appeal-873-036
debatable|drug|其实是肝功能低下所引起的……活泼肝脏新陈代谢、促进肝细胞再生|f1-tp-appeal-1061-024
ok-negation|drug|该药物并非无副作用,可能引发轻微胃肠道不适,长期使用需监测免疫指标。|f1-mfk-pianantai
ok-tip|drug|有疾病问题应寻求专业医师诊疗,有药品问题应洽药师咨询,并向合格药局或药商购买合法药品|f1-ks-2024-online-drug
medical|general|罹患绝症者没有这本书的必死无疑!|f1-tp-appeal-1053-017
absolute|drug|疫苗为对抗轮状病毒感染最佳的预防方法|f1-tp-appeal-873-036
medical|general|体重减轻、皮肤滋润、皱纹变淡、视力增强……经痛减轻、乳腺发达|f1-tp-appeal-713-052
debatable|food|降胆固醇、净血、促血液循环、清血|f1-tw-food-ad-cases-wenews
citation|general|超过50%市场占有率……生宝脐带血银行|f2-tw-judgment-shengbao-100-154
citation|general|全台湾唯一标检局认证|f2-tw-ftc-airfryer-2021
citation|general|唯一通过安全认证 台湾标检局 BSMI:R3B697|f2-tw-ftc-airfryer-2021
ok-real|general|我司牵头申报的《LNG 大功率高扬程一体化潜液泵关键技术的研究及工程应用》项目荣获机械工业科学科技进步一等奖|f2-ann-apollo-2022-award
ok-notice|general|本次两个项目获得“2022 年度中国机械工业科学技术进步奖项”,在短期内不会对公司经营业绩产生重大影响。|f2-ann-apollo-2022-award
citation|general|专利证号194051、专利证号M342183(技术等级6)|f2-tw-ftc-xbike-patent
citation|general|专利证号M342183仿冒必究|f2-tw-ftc-xbike-patent
citation|general|大部分牙医已经改成推荐高露洁抗敏专家|f2-tw-ftc-colgate-dentists
ok-tip|general|若是看到商品优惠画面时,应养成当下保留截图习惯,避免该优惠档期结束后,无法查找相关证明页面。|f2-tw-cts-double11-tips-2020
ok-tip|general|「限量抢购、限时优惠、破盘销售」也是业者常用的行销手法,提醒民众购买前应确认商品预计出货日和保存期限,切勿冲动购物。|f2-tw-cts-double11-tips-2020
ok-tip|general|若有宣称「大部分」或是任何数据,不得是推估而得,应提出该等宣称之依据或具体事证。|f2-tw-ftc-colgate-dentists
ok-plain|general|公司顺利通过省科技厅、省财政厅和国税河南省局联合组织的河南省2020年度第一批高新技术企业认定,再次获得“高新技术企业”认定证书。|f2-co-nyzwec-hightech-2021
debatable|food|一人只要$499台北101WASABI、新竹WASABI、信义诚品泰市场三家通用四人同行只要$1996元,原价$3520,市价57折|f2-tw-judgment-gohappy-99-1853
citation|food|人体临床实验证明......平均每人 6周减重4.8公斤 效果明确|f2-tw-taipei-petition-96-nutripack
price|general|前两名下单的直接免单!|f2-court-livestream-free-order-2025
ok-real|general|“至抵超市龙虎榜”列出哪间超市有最多最“抵”价的货品出售|f2-mo-consumer-council-price-station
ok-real|general|“超市物价一览通”查看到调查货品的最“抵”价;“至抵精明选”知道调查的货品中在哪些超市正进行特价|f2-mo-consumer-council-price-station
ok-tip|general|餐饮消费须留意有关优惠条款,特别是在节假日期间是否有使用的限制。|f2-mo-consumer-council-holiday-2023
ok-real|general|消委会提醒商号必需清楚及准确标示货品及服务的价格,同时,呼吁商号切勿因台风抬高货品及服务的价格,影响消费者的权益。|f2-mo-consumer-council-typhoon-2018
ok-tip|general|海关亦提醒消费者光顾信誉良好的商户,留意商品的计价单位,购物后保留单据。|f2-hk-customs-cny-inspection-2018
citation|cosmetics|鱼尾纹199%......眼周细纹198%......蜘蛛纹199%|f2-tw-taipei-petition-108-cosmetic-pct
debatable|general|诺贝尔奖团队研发|f2-tw-wisebeam-ad-compliance
ok-tip|health-food|只有认清批准文号才能保证您所购买的保健食品是经过有关部门审批的。|f2-tip-healthfood-approval-number
citation|general|欧洲能源之星/台湾节能标章双认证|f2-tw-ftc-airpurifier-label-2022
citation|general|通过国家节能标章认证|f2-tw-ftc-washer-label-2024
citation|general|卫福部认证P3实验室|f2-tw-ftc-car-filter-2025
citation|general|新冠病毒抑制率>77%|f2-tw-ftc-car-filter-2025
citation|general|可消灭『新冠病毒99.9%』|f2-tw-ftc-silver-shirt-2022
price|medical|光电购物节1+1必抢套餐价1111元|f2-tw-taipei-petition-108-clinic-price
price|medical|体验价 $1680〔原价$2980〕!!!!|f2-tw-taipei-petition-108-clinic-price
ok-real|general|家电商品是否取得经济部节能标章认证是商品具节能效果的重要参考资讯|f2-tw-ftc-washer-label-2024
ok-tip|general|公平会呼吁,业者制刊家电商品广告,应该做到真实表示原则,并应注意所销售商品的节能标章认证期限,以免不实刊登而触法。|f2-tw-ftc-washer-label-2024
ok-measure|general|纯设计按各分类的最高标准收费,不享受优惠,高档设计另议,委托设计并施工,设计费优惠50%。|f3-gzfxys-process
ok-plain|general|全包工程免软装饰设计费。|f3-gzfxys-process
ok-plain|general|客户上门或电话咨询,达成初步意向,上门实地测量,收取平面诚意金|f3-gzfxys-process
ok-plain|general|完成平面方案后您如果对我们的方案、服务、价格、工地现场施工或其他任何不满意的方面,我们都将无条件退还您支付的合作意向金。|f3-1onecent-service
debatable|general|一流的品质、一流的服务、一流的信誉,回报广大客户|f3-sensorsq-loadcell
ok-notice|general|收到商品后,您可享有 7 天免费鉴赏期(包含例假日),可供您检查、比较商品。|f3-asayang-refund
ok-plain|general|若本店无法接受您的订单,将会在收到订单后的两个工作日内通知您。|f3-asayang-refund
absolute|education|有任何疑问您可与敝中心联系,我们会提供您最专业的咨询服务!|f3-pccu-refund
ok-plain|education|本部因故未能开班上课,全额退还已缴费用。|f3-pccu-refund
ok-plain|education|保证金:课程酌收保证金500元者,须出席课程时数达总时数4/5者,保证金方可申请退还。|f3-daancc-notice
ok-plain|education|入学资格:不限学历,均可报名,亦无入学考试、户籍设籍及国籍等限制,可跨行政区选读。|f3-daancc-notice
ok-plain|general|所有商品运费皆为未税金额,并以每笔订单计收一次的方式计费,无论商品数量或分包件数皆不加价。|f3-satistar-shipping
ok-plain|general|Innergie 于法律允许之最大范围内所应负之保固责任,限于对瑕疵产品进行维修或更换,不包含退款或赔偿其他间接、结果、经济或衍生性损害。|f3-innergie-warranty
ok-plain|general|七日鉴赏期内产品若有非人为损坏,将由本公司负担收送运费(收送地址仅限于台湾本岛不含外岛)|f3-abyssian-terms
ok-plain|general|电器类商品主机本体在正常使用下,如遇故障时即享有自购买日期一年之内免费维修服务。|f3-abyssian-terms
ok-measure|general|最多可加2人至16人入住,加人收费;平日$800/人、假日$1000/人。|f3-twstay-windwork
ok-plain|health-food|【保健功能】补充多种维生素矿物质|f3-cfe-samr-yingfenle
ok-notice|health-food|【不适宜人群】3岁以下人群|f3-cfe-samr-yingfenle
ok-measure|health-food|【食用量及食用方法】每日 1 次, 每次 15 mL,食用方法:口服。|f3-cfe-samr-yingfenle
ok-notice|general|根据消费者保护法第19条规定,您享有商品到货后起算7天鉴赏期(含国定例假日)的权益。|f3-iopenmall-010193-return
ok-notice|health-food|商品为食品/宠物营养保健品类,基于卫生安全考量,一经拆封、使用、保存不当或个人因素导致损毁,恕不接受退货。|f3-iopenmall-034077-return
absolute|food|这是台湾最好的一杯咖啡,花香、焦糖、甜感、桃子、糖蜜、柑橘的风味,每一口都惊艳。|f3-yahoo-joycoffee
debatable|food|全世界只有这里喝得到——由Joy担任COE国际评审并从国际期货市场竞标回来的独卖商品|f3-yahoo-joycoffee
ok-grade|food|店里提供2024瓜地马拉竞标COE冠军,一杯单价1,200元|f3-yahoo-joycoffee
ok-plain|food|再多买 NT$ 2,000 元就可以免运费。|f3-hsincoffee-shop
ok-grade|food|分数达 80 分及以上即为「精品咖啡豆」,85 分以上属杰出精品,90 分以上则是顶级稀缺品。|f3-matrix-coffeegrade
absolute|food|汉来美食旗下3家西餐厅1月起同步推出「地表最强─顶级和牛召集令」活动|f3-bg3-hanlai-wagyu
ok-grade|food|主餐有神户、近江及鹿儿岛A5级和牛3种顶级和牛可选,部位从肋眼、沙朗到菲力|f3-bg3-hanlai-wagyu
ok-plain|food|活动期间更免费赠送限量澳洲翡翠鲍,套餐价格3,850元+10%起,一次尝尽代表性日本和牛。|f3-bg3-hanlai-wagyu
debatable|food|坚持挑选高成本台湾本土小农栽种,万丹红豆、圆糯米、北港花生、苗栗马拉邦山无农药草莓、温室栽种无毒无花果|f3-amain-mochi
debatable|food|阿绵麻糬放弃使用低成本大宗进口食材,因为其香味、色泽、口感,远远落后台湾本土素材|f3-amain-mochi
absolute|general|提早规划旅游地,给您早鸟优惠选择,绝对超值、超省、超划算!|f3-lovetour-usawest
ok-measure|general|玩乐3‧6‧9全年享折扣!愈早报名优惠愈多,最高可享NTD$8,000优惠!|f3-lovetour-usawest
ok-ordinal|general|此活动第一人以原价计算,第二人才可享有优惠,同笔订单仅适用一次优惠,不可与其他优惠并用|f3-lovetour-usawest
ok-notice|education|实际开课日起已达全期三分之一者不予退费。|f3-livork-refund
ok-plain|education|一百元为报名费用,恕不退费;致赠终身学习卡乙张,可享本团各项研习及住宿优惠。|f3-flipbuilder-changhua
ok-plain|education|每堂补课时间免费变更以一次为限,超过次数酌收处理手续费50元。|f3-chenanyi-refund
ok-notice|cosmetics|本公司于订约前,应向消费者说明:服务项目条件、计价方式、次数、期间、效果分析、副作用、危险性,以及必须购买之相关商品内容|f3-fuciskin-refund
ok-plain|cosmetics|储值金、计次卷应于最后储值日起 2 年内使用完毕,逾期未使用完毕,不予退费。|f3-fuciskin-refund
ok-measure|food|过往大家对于鹅肉川的印象,可能是需耗时6小时制程才能上桌的招牌料理「老街鹅肉」,以及现点现做的海鲜料理|f3-ettoday-erouchuan
ok-plain|food|平日午餐「芋头米粉」还可以无限续碗|f3-ettoday-erouchuan
debatable|general|拥有全球唯一高空悬挑透明无边际泳池,旅客可以从高空感受港都的日暖海阔与西子湾夕阳|f3-walkerland-hotels
ok-plain|general|买家收到商品的第一时间请先检查商品之外观是否正常,交货满7天后,不接受任何因外观之理由退/换货|f3-flair-orderrules
ok-plain|general|商品均为新品,介意或要求完美包装的买家请勿下单,以免购物过程中产生不愉快。|f3-flair-orderrules
ok-tip|general|所有成分必须按加工前的重量由高至低排列。即系话,排第一位的成分占比最多。|f3-apets-ingredients
ok-measure|food|我们设有最低人均消费(不限年龄)最低消费为当日餐单上的最低价格餐单+10%服务费;|f3-kushiro-policy
ok-measure|food|最后点餐时间:午餐:下午1:30;晚餐:晚上8:00;|f3-kushiro-policy
ok-plain|food|开卖前期仅供应母蟹,公蟹预计最快于10月最后一个周末开始供应|f3-opentable-crab
ok-plain|education|等候「开课信」寄送至您的联络信箱。(最晚开课前三天会收到)|f3-taiwanhow-payment
debatable|education|主办单位保留最终解释、修改及补充条款之权利。|f3-riseup-terms
ok-notice|education|工作坊及一日性课程开课后不接受退费。|f3-vibrantology-notes
ok-measure|general|课程需至少3人开班,开课前2~3小时确认人数,若不足将通知并退回点数。|f3-yogiocean-rules
ok-plain|food|五天前取消,订金退全额。|f3-lapiola-policy
ok-measure|general|两个连接埠同时使用时,最大输出为 5.1V / 3.6A。|f3-eprice-mipowerbank
absolute|general|全国第一品牌|f4-wlqm-live-sensitive
citation|general|权威机构联合推荐|f4-wlqm-live-sensitive
ok-plain|general|库存实时更新|f4-russky-live-ban
platform|general|不买后悔一辈子|f4-diwuai-wechat-overmarketing
price|general|错过今天再等一年|f4-diwuai-wechat-overmarketing
ok-plain|food|开业期间有 8 折优惠|f4-diwuai-wechat-overmarketing
ok-negation|general|包含但不限于如下反例:京选优品、京闪配送、自营、官方旗舰、官方推荐、高端品质等|f4-uhkt-jd-title-rules
ok-negation|general|包含但不限于如下反例:捡漏、优惠、涨价、秒杀、打折、清仓、推荐、买X赠X、第X件X折、试吃、试用等|f4-uhkt-jd-title-rules
ok-negation|general|违规内容包括但不限于不合规的诱导跳转、谩骂引战、虚假抽奖等内容。|f4-huochangliang-douyin-comments
price|general|全网价格最低|f4-gzzwz-taobao-jixianci
absolute|general|CCTV最佳雇主|f4-gzzwz-taobao-jixianci
absolute|general|国际规模最大|f4-gzzwz-taobao-jixianci
absolute|general|世界服务第一|f4-gzzwz-taobao-jixianci
citation|general|同行销量第一|f4-gzzwz-taobao-jixianci
absolute|general|全网最受欢迎|f4-gzzwz-taobao-jixianci
citation|general|韩国销量第一|f4-gzzwz-taobao-jixianci
absolute|general|全网质量最好|f4-gzzwz-taobao-jixianci
debatable|general|为了我们的故人能长久安息,为了我们下一代更加兴旺,选择一块风水宝地是很有必要的。|f4-cpooo-cemetery-product
debatable|general|会殃及后人,影响后人的成长和运气|f4-cpooo-cemetery-product
ok-negation|general|不含有不文明、不理性、不健康的表现形式,以及“特供”“专供”传播错误价值导向等不符合社会主义精神文明或者中华民族优秀传统文化的不良营销内容。|f4-modcs-zj-live-guideline
ok-negation|general|不使用或者变相使用中华人民共和国的国旗、国歌、国徽,军旗、军歌、军徽,党徽、党旗及其图案,以及国家机关、国家机关工作人员的名义或者形象。|f4-modcs-zj-live-guideline
debatable|general|五大银行土,聚财招财|f4-kankanews-bank-soil
debatable|general|五大银行土,生财率999.999%|f4-kankanews-bank-soil
platform|general|全五星晒图+优质评价+收藏店铺=平台小额打款,发评论截图给客服领取,奖励2元|f4-jsnews-chongchuan-haoping
platform|general|5星好评宝贝、描述相符5分、卖家的服务态度5分、卖家的发货速度5分截图给微信客服,可领取红包5元。|f4-yescdn-fuyang-haoping-card
ok-negation|general|卖家不得以物质或金钱承诺为条件鼓励、引导买家进行“好评”,包括但不限于:全五星返现、好评返现、好评免单、好评返红包、好评返优惠券。|f4-yescdn-fuyang-haoping-card
platform|food|五星好评截图,扫掌柜领刮码红包。|f4-nvmoo-haoping-card-news
ok-plain|food|请不要急于差评,联系我们,我们一定会用心给您处理!|f4-nvmoo-haoping-card-news
ok-negation|general|经营者不得以返现、红包、卡券等方式诱导用户作出指定评价、点赞、转发、定向投票等互动行为。|f4-nvmoo-haoping-card-news
platform|food|全五星10字以上美评+晒图3张、截图发给微信客服领取刮奖红包|f4-cngulu-beichen-haoping
platform|food|晒三张图片领红包|f4-cngulu-beichen-haoping
absolute|general|恭喜翠友又得到百万级别的极品原石|f4-hljrk-jade-live-dushi
price|cosmetics|限量 500 件,已售 498 件|f4-1984nian-live-bidan
price|general|原价 999,现在只要 99|f4-1984nian-live-bidan
price|general|仅限前 10 名下单|f4-1984nian-live-bidan
price|general|不买就亏大了,明天涨 300%|f4-1984nian-live-bidan
price|general|官方旗舰店断货,我们是全网最后一批|f4-1984nian-live-bidan
debatable|general|上海浦东的张先生刚拍下 10 套|f4-1984nian-live-bidan
ok-negation|general|违规导流:在正文、评论、图片、个性签名中留微信、二维码、网址等联系方式|f4-520zimeiti-xhs-redlines
price|general|再不抢就没了|f4-niaogang-xhs-brand-banned
ok-negation|general|例如:至臻、臻品、不可复制、绝无仅有、屈指可数、全民抢购、抢疯了、抢爆、再不抢就没了、业界/行业/全球公认等。|f4-niaogang-xhs-brand-banned
ok-negation|general|例如:收益率、投资回报、保底收益、返本销售、无风险回报、快速回报、高收益回报、升值、众筹等。|f4-niaogang-xhs-brand-banned
ok-real|general|日本的众多幸运物之中,“招财猫”有其重要的地位。|f4-57yx-okayama-zhaocaimao
realestate|real-estate|未来3min步行至捷运紫线P9站|f5-tw-ftc-guanjie-2024
realestate|real-estate|走路3分钟,捷运P9预定站|f5-tw-ftc-guanjie-2024
state|general|经国家邮政局审批|f5-youpiao-2012-jiyoupin
state|general|经国家邮政部门批准|f5-youpiao-2012-jiyoupin
state|general|国家邮政主管部门限量发行|f5-youpiao-2012-jiyoupin
state|general|国家邮政倾其力量,最后只能完整地发行一千一百套|f5-sina-2007-maozhuxi-zhenyou
finance|general|多重因素决定了它的投资潜力不可估量|f5-sina-2007-maozhuxi-zhenyou
finance|finance|高效理财,到期回收本金,100%资金安全|f5-cmrnn-2016-tongzhou-wangdai
finance|finance|合作担保公司项目担保,借款人应收款机制,平台风险保证金以及相关法律法规保障100%资金安全|f5-cmrnn-2016-tongzhou-wangdai
education|education|机构内有海淀重点名校名师亲临授课,多名考生实名证明经短期培训,中考成绩较入学成绩突飞猛进。|f5-xinhua-2024-haidian-zhongkao-sms
state|education|公平交易委员会的保证‧高点的品质值得信赖!|f5-tw-ftc-1997-gaodian-buxiban
state|general|珠宝玉石鉴定鉴价所,从全省法院、国税局、警政署到品保协会,都是委托GGL做最专业的鉴定|f5-tw-tpba-2023-ggl-jianding
realestate|real-estate|八分钟可到信义区101|f5-tw-ftc-2016-dunnan-guanzhi
ok-notice|finance|本国内、境外基金经行政院金融监督管理委员会核准或申报生效在国内募集及销售,惟不表示绝无风险。|f5-tw-yesfund-warning
ok-notice|finance|基金经理公司除尽善良管理人之注意义务外,不负责本基金之盈亏。|f5-tw-yesfund-warning
ok-notice|finance|特定金钱信托投资非属本行存款,不受存款保险之保障,本行不保证投资本金尽数返还亦不保证最低收益率。|f5-tw-ubot-trust-notice
ok-notice|finance|投资基金并非存款,受托人除应尽善良管理人之注意义务外,并不保证本信托资金盈亏及最低收益。|f5-tw-sinopac-fund-page
ok-notice|finance|本基金管理人依照恪尽职守、诚实信用、谨慎勤勉的原则管理和运用基金财产,但不保证基金一定盈利,也不保证最低收益。|f5-desheng-fund-prospectus-2007
ok-notice|finance|基金的过往业绩并不预示其未来表现。|f5-desheng-fund-prospectus-2007
absolute|education|天津顶级权威中高考专家|f5-tj-xiqing-2021-tengsi
education|education|2020中考满分学员17人|f5-chuanyu-2021-batch2
education|education|学员最高提分58分,平均提升25分|f5-chuanyu-2021-batch2
education|education|学员高中录取率96%,重点高中录取率80%,学员平均提分33分|f5-chuanyu-2021-batch2
education|education|高级英语主讲所带班级平均115+分,85%升入重点中学|f5-chuanyu-2021-batch2
citation|real-estate|即便6、7月碰上疫情三级警戒的『筑丰敦汇』也悄悄突破7成|f5-tw-ftc-2022-zhufeng-dunhui
price|real-estate|288万元买1户、688万元买别墅|f5-tw-ftc-2012-huafu-jingbiao
ok-tip|education|高通过率并不等同于高质量教学,原因包括:|f5-76hw-tongguolv-xuanze
ok-real|general|中华人民共和国国徽是中华人民共和国的象征和标志。|f5-guohuifa-text-isofans
ok-real|general|第十八条国旗及其图案不得用作商标或者广告,不得用于私人丧葬活动。|f5-guoqifa-1990-text-cuoac
finance|finance|一是夸大产品收益,部分保单存在“十年翻番”的误导宣传;|f5-huize-fenhongxian-heguiyingxiao
ok-tip|finance|这类产品是银行与保险公司合作推出的保险理财产品,核心是“保险保障+理财收益”,而非银行存款。|f5-jiantou8-baoxian-licai
ok-negation|food|推文配发的照片显示,这批所谓“军酒”品类多样,包装盒上赫然印有“军中茅台”“军中五粮”“后勤特供”“将军品鉴”等字样。|f5-163-2023-yinchuan-junjiu
finance|food|净利率约20%至35%|f5-tw-tpaa-2011-xianyuxian-jiameng
finance|food|预估回收期6至15个月|f5-tw-tpaa-2011-xianyuxian-jiameng
ok-notice|food|实际利润回收依加盟主用心经营程度与管控程度而定|f5-tw-tpaa-2011-xianyuxian-jiameng
ok-real|real-estate|虽然地铁房并没有官方的定义,但是按照传统意义上的理解,地铁房应该符合以下标准:|f5-jzfdcxxw-ditiefang-biaozhun
realestate|real-estate|桃园捷运O13站步行200公尺|f5-tw-ftc-junyi-fuyu-o13
realestate|real-estate|邻近捷运站 O13站200米|f5-tw-ftc-junyi-fuyu-o13
finance|finance|买美债亏损的可能性是零,只要放够久,光领息就回本了|f5-udn-2025-guotai-toushin-meizhai
finance|general|目前事业成功的人,从月入10万、50万、100万以上收入者,比比皆是!|f5-dscentury-ftc-zhixiao-shouru
absolute|general|全国唯一台湾制造|f6-tw-ftc-2023-laixian
absolute|general|独家MIT台湾制造|f6-tw-ftc-2023-laixian
absolute|general|全台唯一电子晶片制冷的冰冷扇|f6-tw-ftc-2023-minshi
citation|general|全台首创专利制冰晶片|f6-tw-ftc-2023-minshi
citation|medical|生宝市占率第一|f6-tw-court-2009-shengbao
citation|medical|生宝取得台湾第一,市场占有率遥遥领先其他业者,超过一半的准爸妈选择生宝脐带血银行|f6-tw-court-2009-shengbao
citation|medical|生宝成立短短三年……市场占有率也超过半数|f6-tw-court-2009-shengbao
citation|general|去污力比他牌强50%|f6-tw-court-2009-miaoguanjia
citation|general|会员人数第一、流量第一、台湾最大入口网站|f6-tw-sme-portal-first
absolute|general|本土最大网路媒体|f6-tw-sme-portal-first
absolute|general|台湾最大的电子报发送平台|f6-tw-sme-portal-first
state|general|从全省法院、国税局、警政署到品保协会,都是委托GGL做最专业的鉴定|f6-tw-court-2023-ggl
absolute|general|全网唯一可掀式|f6-tw-ftc-2025-dongsen
citation|food|中国每卖10罐凉茶7罐加多宝|f6-court-spc-2017-jiaduobao
citation|food|全国销量领先的红罐凉茶——加多宝|f6-court-spc-2017-jiaduobao
debatable|food|全国销量领先的红罐凉茶改名加多宝|f6-court-spc-2017-jiaduobao
state|education|教育部推荐使用|f6-samr-2024-guichi-ningguo
state|education|教育部教育技术与资源发展中心指定|f6-samr-2024-guichi-ningguo
medical|cosmetics|效果等同于擦的黄金埋线课程功效|f6-tw-taipei-2019-1384-007
citation|cosmetics|活化细胞再生320%……放松动态纹路320%……除皱拉提315%|f6-tw-taipei-2019-1384-007
safety|medical|日本原装雪晶光口齿美白课程 一次30分钟 就有感觉 不侵蚀 不酸软 不疼痛|f6-tw-taipei-2019-1362-052
citation|food|药妆店第一个合法减重食品|f6-tw-taipei-2007-811-054
state|food|本实验报告已送交卫生署具有绝对公信力|f6-tw-taipei-2007-811-054
citation|food|6週少4.8公斤电视购物史上第一个卫生署核准合法减重食品|f6-tw-taipei-2007-811-054
absolute|drug|抗轮状病毒最佳伙伴|f6-tw-taipei-2008-873-036
citation|drug|日本销售No.1|f6-tw-taipei-2012-1061-024
ok-real|general|在收费的5A景区中,四川省广安市邓小平故里旅游区门票最便宜,票价为10元|f6-ahfyzs-5a-prices
ok-tip|food|橄榄油品油师张益尧说,橄榄油挑选时要看清瓶标,特级初榨橄榄油为品质最好|f6-tw-yahoo-2026-olive-oil
ok-real|food|国际上依照加工制程将橄榄油区分成五级,其中最高级的是初榨橄榄油|f6-tw-yahoo-2026-olive-oil
ok-tip|general|养成科学保养习惯,既能维持吸尘器最佳工作状态|f6-chaxiaohao-vacuum-care
ok-measure|general|根据香港消委会过往的测试报告,不同型号的无线吸尘机在最高吸力模式下的连续使用时间,从10分钟到40分钟不等。|f6-nicewebnet-hk-vacuum
absolute|general|业界唯一产品通过SGS认证|f6-tw-ftc-2023-pchome-kaida
absolute|food|采用中国黑木耳最优产地、我国最佳的低温型食用菌生长区|f6-court-bj-2017-heimuer
ok-ordinal|general|第一届花博会于1987年4月在全国农业展览馆举办,开展10余天,全国有400多个单位参展,观众人数高达20多万。|f6-guangfuqiang-huabohui
ok-real|general|花博会是中国规模最大、档次最高、影响最广的国家级花事盛会,主要是为了集中展示我国的花卉成果。|f6-guangfuqiang-huabohui
medical|food|天然的虾稻米富含硒……具有天然的解毒、排毒作用……增强巨噬细胞杀伤力|f7-hebei-2022-food-cases
medical|food|养肝明目、清热解毒、降三高|f7-heze-2025-court-honey
ok-negation|food|严禁疗效宣传:不得使用疾病预防、治疗功能等表述|f7-heze-2025-court-honey
medical|food|我姑姑血糖高,喝了三个月现在不要打胰岛素了|f7-bjinternet-court-live-cases
medical|food|我爷爷让我来再囤点,半个月就降压了|f7-bjinternet-court-live-cases
medical|food|藏茶是黑茶的鼻祖,黑茶的各种功效,减脂减肥、防癌、抗癌、抗衰老、防辐射、美容|f7-yaan-2016-zangcha
medical|food|防癌抗肿瘤,防治痛风、通利宿便、降三高、抑制糖尿病、改善血液循环、醒酒、减肥、防辐射|f7-yaan-2016-zangcha
medical|food|提高免疫力,黄酒是女性的养颜佳品,美容养颜,活血祛寒,预防感冒|f7-hangzhou-shangcheng-huangjiu
medical|food|黄酒还具有活血祛寒、通经活络的功效|f7-hangzhou-shangcheng-huangjiu
ok-negation|general|限时优惠需标注具体截止时间,避免使用“马上降价”等模糊表述。|f7-juzi-live-words
ok-negation|general|“全网销量第一”需要有充分的证据来证明,而不是随口拈来。|f7-guangzhou-baiyun-live-xuexiji
ok-tip|general|在直播间听到“全网销量第一”“全年最低价”“限时特价”等宣传时,切记冷静三分,不要被主播“带节奏”。|f7-guangzhou-baiyun-live-xuexiji
ok-tip|general|不轻信“百分百正品”“特效保证”等绝对化承诺,要求主播出示商品检测报告、授权证书等证明文件。|f7-samr-cca-2025-live-tip
ok-tip|general|要理性对待直播营销话术,警惕“全网最低价”“限量秒杀”“5秒下链接”等宣传,通过第三方比价工具核实历史价格,谨防虚构原价陷阱。|f7-samr-cca-2025-live-tip
absolute|general|帝王绿手镯,翡翠里面最牛的冰丝翠|f7-donghai-2024-crystal-cases
price|general|39999破价,999链接没有上,399抢|f7-donghai-2024-crystal-cases
medical|general|药用价值特别高|f7-donghai-2024-crystal-cases
medical|general|可以防止神经系统的病变|f7-donghai-2024-crystal-cases
citation|general|每枚钱币贸易面值100美元|f7-shanghai-collectibles-xinhua
medical|food|卵巢功能减弱?喝它就行!养雌、助排、安神、补激素……|f7-guangzhou-baiyun-2025-yangchao-tea
citation|medical|很多明星都在使用|f7-beijing-2024-tiequan-xinjing
citation|medical|所有的明星颜值回春都是因为打了薇旖美|f7-beijing-2024-tiequan-xinjing
citation|device|半岛超声炮作为国货之光,是目前国内唯一拿到NMPA(国家药品监督管理局)认证的超声治疗仪|f7-beijing-2024-tiequan-xinjing
citation|food|听花酒 首款经人群试验证实能系统减少酒精伤害适量饮用能提升身体机能的白酒|f7-beijing-2024-tinghua-jiu
ok-plain|general|这款产品在同类产品中具有较高的品质|f7-youzan-adlaw-guide
ok-negation|food|食品、保健食品的广告、宣传册、音频视频、会议讲座的内容,都不得偏离标签、说明书标示的内容,严禁涉及疾病预防、治疗功能。|f7-cizhua-banned-words
absolute|medical|国内唯一一家专业眼部整形修复的国际连锁机构|f7-beijing-3rd-court-yanbu-zhengxing
absolute|medical|中国眼整形修复第一品牌|f7-beijing-3rd-court-yanbu-zhengxing
superlative|medical|眼整形修复的终结殿堂|f7-beijing-3rd-court-yanbu-zhengxing
absolute|medical|美学理念无与伦比的细腻技术每天实时直播手术过程见证上万例成功|f7-beijing-3rd-court-yanbu-zhengxing
medical|food|抗恶控瘤、术后恢复|f7-legaldaily-2024-renshengao-court
ok-negation|general|“专特供”类产品,其核心在于攀附国家机关的公信力与影响力,本质上还是在欺骗、误导消费者。|f7-xibu-2024-tegong-jiu
citation|food|1粒≈100只磷虾|f7-shanghai-xiaobaowei-2025-linxiayou
citation|food|北京同仁堂99%高纯南极磷虾油|f7-shanghai-xiaobaowei-2025-linxiayou
ok-negation|general|严禁使用“特供”“专供”或变相使用“特供”“专供”等词语进行广告营销宣传。|f7-rizhao-2023-shuangjie-tip
ok-negation|food|普通食品广告不得宣传保健功能,普通食品、保健品广告不得宣传疾病预防、治疗功效。|f7-rizhao-2023-shuangjie-tip
ok-negation|food|酒类广告不得诱导、怂恿饮酒或者宣传无节制饮酒,不得出现饮酒的动作|f7-rizhao-2023-shuangjie-tip
ok-real|drug|截至目前,我国尚未批准任何外泌体药品上市销售。|f7-cctv315-2026-waimiti
ok-tip|health-food|选购保健食品时,要通过正规渠道,并认准产品包装上的保健食品“蓝帽子”标志|f7-samr-cca-2025-live-tip
#@round 12
medical|food|可以减少痛风发作时体内的自由基,进而减少其他非由尿酸堆积所引起的病痛|g1-tp-appeal-784-044
medical|food|有两种重要的方式来帮助防止造成心脏病发作及中风|g1-tp-appeal-784-044
medical|food|轻松让妳变成易瘦的健康体质|g1-tp-appeal-668-020
medical|food|带动代谢速度,自然就不会囤积、不会变胖|g1-tp-appeal-668-020
medical|food|将多余养份及热量转化成热能消耗,代谢出体外|g1-tp-appeal-668-020
debatable|food|能使细胞功能活泼、保持容貌年轻|g1-tp-appeal-668-020
medical|cosmetics|奈米炼金保养肌肤金抗氧化银可消炎|g1-tp-appeal-724-032
debatable|cosmetics|也做过安全性测试,不会对肌肤和身体造成负担|g1-tp-appeal-724-032
absolute|food|纽西兰的牛初乳是全世界公认最好的牛初乳|g1-tp-appeal-862-025
medical|food|随口营养吃出免疫力|g1-tp-appeal-862-025
medical|food|可让你不与ㄞˊ共舞,预防健康杀手的暗杀|g1-tp-appeal-862-025
ok-negation|food|食品不得为医疗效能之标示、宣传或广告。|g1-tp-appeal-1624-096
ok-negation|food|原处分机关审认系争广告整体表现涉及宣称医疗效能,违反食品安全卫生管理法第 28 条第 2 项规定|g1-tp-appeal-1624-096
ok-negation|food|食品广告标示词句涉及夸张易生误解或医疗效能之认定表|g1-tp-appeal-784-044
debatable|food|是能把酸性体质变成碱性体质的优良成份|g1-tp-appeal-668-020
debatable|real-estate|水岸第一排,享受大尺度的视野景观|g2-tpba-98-2139-zhucheng
citation|real-estate|百分之十七低公设|g2-taipei-law-104472-gongshe
citation|general|不用节食 不用运动|g2-ltn-2026-slimming-ftc
citation|general|躺着滑手机就能瘦|g2-ltn-2026-slimming-ftc
citation|general|走路30分钟 就像跑步1小时|g2-ltn-2026-slimming-ftc
citation|general|扩型乳房提升,丰润坚挺|g2-ltn-2026-slimming-ftc
citation|general|有效刺激淋巴循环|g2-ltn-2026-slimming-ftc
citation|general|燃烧热量 使您从L Size 变成M或S Size|g2-rakuten-ftc-relaxtone
citation|general|刺激脂肪 让顽固赘肉加以燃烧热量|g2-rakuten-ftc-relaxtone
citation|general|每天只要10分钟帮您甩掉多余的赘肉|g2-rakuten-ftc-relaxtone
absolute|general|PChome网路“独家”推出|g2-singerhome-pchome-exclusive
ok-negation|education|且倘未有上课事实,却买卖榜单刊登同意书,将涉及刊登不实榜单|g2-webptt-ftc-cram-qa
ok-real|education|学生或其法定代理人要求补习班购买其榜单刊登同意书或属少数个案,办学绩优之补习班应不致因此而影响其招生营运|g2-webptt-ftc-cram-qa
ok-negation|general|即使商品确实有取得相关证明或认证,但倘若刊登广告期间,尚有其他事业公布取得相同之证明或认证,或经公平会调查发现并非是“第一个”或“唯一”,将被开罚!|g2-kingcraft-ftc-cases
ok-negation|general|公平会常见开罚的不实功效宣称,例如:瘦腹、燃脂、瘦身、热脂、融脂、排脂……等等。|g2-kingcraft-ftc-cases
ok-negation|general|“唯一”此种最高级用语连结客观陈述的行销广告语,使用时应注意广告内容之真实性,以免违法受罚!|g2-kingcraft-ftc-cases
ok-negation|general|使用下述夸大、易引人错误之文词,宣称其商品或服务之功效,而无医学学理或临床试验依据|g2-ftc-slimming-principles
ok-real|general|本处理原则所称“瘦身美容”,系指藉手艺、机器、用具、用材、化妆品、食品等方式,为保持、改善身体或感观之健美,所实施之综合指导、措施之非医疗行为。|g2-ftc-slimming-principles
ok-tip|finance|切勿相信分享高额获利、稳赚不赔等获利来源不明或获利率显然不合理的投资管道。|g2-bg3-cib-fake-invest-ads
ok-real|general|效能最佳的是“伊莱克斯PA91-406GY PURE A9高效能抗菌空气清净机”,CASR为7.37|g2-epoch-cpc-air-purifier-test
ok-real|general|韩国品牌“万元不到”功效第2|g2-ettoday-cpc-air-purifier-test
ok-plain|real-estate|欢迎亲鉴感动|g2-talkapple-ltn-2023-lounge-ad
ok-negation|general|予消费者之印象为案关商品具有节能标章认证,惟事实上经济部能源局表示案关商品未申请节能标章认证,不得于产品广告标示节能标章图示。|g2-iqc-momo-chimei-fan
ok-negation|general|富邦媒体公司实际上亦未就相关宣称提出足资佐证系争商品具有减重功效之学理依据或临床实验证明,其宣称难认有据|g2-rakuten-ftc-relaxtone
debatable|medical|Biomedical&Cosmetic Policlinic|g3-tyda-103-jian-129
ok-plain|general|人为或不可抗力之因素造成商品损坏,不在保固之范围内。|g4-chevory-warranty
ok-plain|general|延期住宿:请于住宿日前七日以前告知,延期以一次为限|g4-crisscross-bnb
ok-plain|general|为确保住宿客人及民宿主人的生活隐私,民宿不开放亲友及访客入内参观及留宿。|g4-crisscross-bnb
ok-notice|finance|以下个案乃假设并只作举例说明之用,实际红利派发并非保证,其金额由AIA全权决定。|g4-hkbea-simplylove
ok-notice|finance|「简爱•延续」保障计划5之提取金额并非保证而提取现金之年期亦并非保证,实际提取的金额及年期会根据实际支付之非保证利益而可能有所不同。|g4-hkbea-simplylove
debatable|finance|「简爱.延续」保障计划5以保证现金价值为您提供稳定回报,更设具备增长潜力的非保证红利,助您长线累积财富,满足不同的财务目标|g4-hkbea-simplylove
debatable|education|PSLE是一个公开透明的平台让品学兼优的学生有机会直接升入名校或顶级学校的直通车课程。|g4-milesedu-sg
debatable|education|政府中小学备考培训课程为小学3到6年级,以及中学1到4年级学生设置全科培训,帮助学生成功升入最好的班级以及最适合的名校。|g4-milesedu-sg
ok-title|finance|人寿保险 — 储蓄及退休收入 由友邦保险(国际)有限公司(于百慕达注册成立之有限公司)承保|g4-hkbea-simplylove
ok-plain|finance|「简爱.延续」保障计划5亦特设更改受保人选项,让您将丰厚成果无限次传承后代|g4-hkbea-simplylove
ok-plain|general|为了安全与健康,民宿房内全面禁烟,如有需要请移驾户外或阳台。|g4-crisscross-bnb
ok-plain|general|为维护住宿品质,请依房型人数进住,如需加人,请于入住前三日告知|g4-crisscross-bnb
ok-plain|general|保固卡未加盖公司章或内容缺漏、涂改、不实等情形,保固卡视为无效。|g4-chevory-warranty
ok-plain|general|未经巧芙睿授权人员所进行产品维修、更换零件,所造成之产品损伤。|g4-chevory-warranty
ok-title|finance|本公司为依法取得中国保险监督管理委员会颁发《经营保险业务许可证》的保险机构,依法经营各类人身保险业务。|g4-renrendoc-chinalife-tips
ok-notice|finance|销售人员的口头或书面解释、保险计划书和保险产品宣传资料等通常是对保险产品的简要介绍|g4-renrendoc-chinalife-tips
ok-plain|finance|我们将秉承“诚信为本,稳健经营”的企业宗旨和“造福社会大众,振兴民族寿险”的企业使命,竭诚为您服务。|g4-renrendoc-chinalife-tips
ok-notice|finance|以上资料仅供参考,绝非投资建议。|g4-10life-blog
ok-industry|finance|部分产品设有保证最低派息率(惟仅限指定年期)。|g4-10life-blog
ok-industry|finance|部分产品设有弹性选项,容许保单持有人拣选一笔过形式领取年金。|g4-10life-blog
ok-plain|general|此保修书不涉及退款、换货等要求。|g4-storybox-manual
ok-plain|general|此保修书对生锈或腐蚀的产品无效。|g4-storybox-manual
ok-plain|general|因正常使用对产品表面或裸露在外部份造成的刮伤和磨损。|g4-storybox-manual
ok-plain|general|鸡饭 (Chicken Rice):皮滑肉嫩白斩鸡,伴以用鸡汤煮成的鸡香饭,此乃狮城招牌美食之一。|g4-jrstation-sg
ok-tip|general|Hawker Centre内食肆过百,见生意蓬勃的就要花时间等位。|g4-jrstation-sg
ok-plain|general|新加坡以辣味为主,椰汁也是多种食品的主要材料,以下是新加坡旅游局推介的十大美食|g4-jrstation-sg
ok-plain|general|推荐去处:牛车水美食街、老巴刹、笼芽、纽顿小贩中心、加东,以及东海岸一带的海鲜中心。|g4-worldwayhk-sg
ok-plain|general|推荐菜式:黑胡椒螃蟹、鸡肉沙爹、咖哩鱼头、汽锅、印度Rojak等。|g4-worldwayhk-sg
ok-tip|general|新加坡的消费不便宜,如果想省一点的朋友不妨去Food Court或Food Centre用餐。|g4-worldwayhk-sg
debatable|general|对于婴幼儿娇嫩的肌肤、或是皮肤敏感的人群而言,纯棉几乎是无可争议的首选材质|g4-madama-cotton
ok-measure|general|其标准回潮率可达8%左右,这意味着在标准温湿度下,棉纤维能吸收自重相当一部分的水分而仍保持干燥触感。|g4-madama-cotton
ok-plain|general|在马来西亚,清真认证由马来西亚伊斯兰发展局(JAKIM)监管,以确保其符合伊斯兰教法(Shariah) 和国际清真标准。|g4-sqcpenang-halal
ok-plain|general|获得清真认证不仅能够提升消费者信任,还能拓展市场机会,在以穆斯林为主的市场中获得竞争优势。|g4-sqcpenang-halal
ok-plain|general|制造商、生产商、分销商、贸易商、合同制造商、分装公司、食品服务机构及屠宰场均可申请。|g4-sqcpenang-halal
ok-plain|education|新加坡政府小学的学费是新币256元/月(当年学费以教育部规定为准)|g4-9town-sg
ok-plain|food|保存期限:标示商品保存年限或有效日期,生鲜商品无保存期限请写上建议赏味期。(必填)|g4-shopee-food-rule
ok-plain|food|内容物/规格:标示商品容量或其他规格信息,如:28公克x8包。(必填)|g4-shopee-food-rule
ok-industry|finance|部分产品供款设预缴选项。|g4-10life-blog
ok-notice|finance|如果您选择的保险产品需要分期交纳保费,请充分考虑是否有足够、稳定的财力长期支付保险费,不按时交费可能会影响您的权益|g4-renrendoc-chinalife-tips
ok-plain|food|肉骨茶(Bak Kut Teh):采用大量猪排骨、蒜头、香料、药材熬成,汤浓肉鲜。|g4-jrstation-sg
ok-plain|general|特别推销活动、展览会和提供精美菜肴的旅游机会是这个活动的最大特色。|g4-worldwayhk-sg
ok-plain|general|个人贵重物品、请自行妥善保管、如有遗失,恕不负责,敬请见谅。|g4-crisscross-bnb
absolute|medical|最新脂肪抽取术、压双眼皮最新技术、免开刀自然美观|g5-taipei-appeal-0910588900
medical|medical|把植牙的治疗时间，从一年缩短为一小时内完成，大幅缩短治疗的时间与过程产生的痛苦|g5-taipei-appeal-0920354470
medical|medical|齿科贴心为病患引进与世界同步的新处理技术-『立即植牙』|g5-taipei-appeal-0920354470
ok-real|device|支持或固定身体躯干及颈部骨折、肌肉拉伤或韧带扭伤|g5-taiwanhot-taoyuan-device-2024
ok-negation|device|宣称可提高血氧浓度、增加血流量、增加血流速、抑制疼痛等术语，多数超出原广告核定内容|g5-taiwanhot-taoyuan-device-2024
medical|medical|新一代八分钟冷光雷射牙齿美白|g5-taipei-appeal-0920354470
safety|medical|美白牙齿不酸痛|g5-taipei-appeal-0920354470
ok-real|device|在使用中维持一定的高温以提供体表乾热治疗|g5-taiwanhot-taoyuan-device-2024
ok-negation|medical|例如标榜「一次疗程永久除皱、零风险」而无任何医学证据支撑|g5-lawpanda-medfraud
ok-negation|device|注定了它只能是“补偿”而不是“治疗”|g5-xmear-hearingaid
ok-real|device|助听器（Hearing Aid）是指通过声学方式将声音进行特定处理后的放大，再传递给听力损失者的听力辅助设备|g5-xmear-hearingaid
ok-tip|drug|购买药品时不要盲目选择贵的药品，对比药品成分，尽量选择副作用小的厂家的药品|g5-yidianzhidao-drugbuy
ok-real|general|罚锾累计第1名为「七宝创意有限公司」，违规广告罚锾达380万元|g5-lifenews-taipei-2023
realestate|real-estate|12年投资100%收益|g6-falvchangshi-shop-leaseback
realestate|real-estate|每月5000至7000元租金回报|g6-falvchangshi-shop-leaseback
realestate|real-estate|住美盛教育港湾,上纬五路一小|g6-ettaleb-zhengzhou-school-ad-2020
realestate|real-estate|住美盛教育港湾,上外国语中学|g6-ettaleb-zhengzhou-school-ad-2020
superstition|general|皇室之气,家族传承,龙脉所在,山水之间。|g6-hwnd-royal-cemetery
ok-negation|general|很多陵园抓住了客户的这种心理,以“皇家”、“龙脉”、“风水”作为宣传噱头|g6-hwnd-royal-cemetery
absolute|general|全部按1:8铸造,是航天史上的第一辆珍藏版月球车!|g6-apple88-space-collectibles-2013
ok-tip|general|某些被冠以“xx大全套”、“xx系列”的纪念品并非国家权威机构发行,品质、工艺没有绝对保证且几乎不具升值潜力|g6-apple88-space-collectibles-2013
citation|education|联合国教科文组织力荐世界文化遗产之必读精选|g6-shscv-chibi-xiaoxinxing
debatable|real-estate|长300米宽25米林荫大道,比台北敦南更绿,而且归属于社区私有|g6-tw-tpba-97-su-949
debatable|real-estate|私家林荫大道|g6-tw-tpba-97-su-949
debatable|general|价格每年都会上涨,早买早便宜|g6-mmkcvlj-wuhan-grave-presale-2016
debatable|general|限量100套,预购从速|g6-mmkcvlj-wuhan-grave-presale-2016
debatable|real-estate|19万九小侨中学区房。|g6-haikou-school-district-ad
ok-negation|general|一是夸大宣传、虚假承诺,如宣称“史无前例”“绝版发行”等|g6-sina-collection-coin-medal-2018
ok-real|general|币和钞都是中国人民银行发行的,具有很高的权威性,是国家法定货币。|g6-isxdcotk-coin-traps
ok-real|general|在中国传统文化中,开灯招财是一种民间习俗,尤其在春节期间特别流行。|g6-hljy2120-lights-custom
ok-real|general|开灯招财是一种积极向上的心态,通过这种仪式感,人们表达了对美好生活的向往和追求。|g6-hljy2120-lights-custom
ok-real|general|许多法院认为,宗教或民俗信仰本身的内容,如占卜预测、消灾祈福、风水命理等等,无法透过现有的科学或理性来解释|g6-legispedia-temple-fraud
ok-real|general|而有付出金钱代价的情况也很普遍,例如点光明灯、捐香油钱,甚至举办法会等宗教仪式等等。|g6-legispedia-temple-fraud
ok-negation|finance|证券投资顾问事业从事广告、公开说明会及其他营业促销活动时,不得有夸大或偏颇之情事。|g6-tw-sitca-advisory-rule-12
ok-plain|education|未使用七天内可全额退费(银行手续费需自行吸收)|g6-divecube-refund-policy
ok-plain|education|票券一经使用即无法申请退费|g6-divecube-refund-policy
ok-negation|education|倘不肖补习班购买同业考取学生之刊登榜单同意书,将涉及刊登不实榜单|g6-webptt-ftc-cram-school-qa
ok-negation|real-estate|这意味着,诸如“买房就能上××小学”,这类宣传语禁止在售楼广告中使用。|g6-ettaleb-zhengzhou-school-ad-2020
ok-real|general|销售员干脆地答复,没有承诺,以教育部门去年的招生范围为准。|g6-haikou-school-district-ad
ok-real|general|但在欧美国家承诺的租金回报率往往只有3%-5%,而国内很多开发商宣传租金回报率能超过10%,这就算在上海最核心的地段也并非很容易达到。|g6-falvchangshi-shop-leaseback
absolute|general|全场最抵，终极超低价|g7-hk-orientaldaily-2013-tdo
citation|general|韩国销量No.1|g7-hk-orientaldaily-2013-tdo
medical|medical|激光永久脱毛专家|g7-hk-orientaldaily-2013-tdo
absolute|education|最多学生夺*|g7-hk-orientaldaily-2013-tdo
absolute|cosmetics|滋润肌肤最佳清洁用品|g7-tw-yam-2016-baizhi
medical|food|每天1杯，第3天疼痛感消失|g7-tw-tpba-107-su-652
medical|food|降低发炎疼痛指数|g7-tw-tpba-107-su-652
ok-measure|general|同样自称「超薄」的安全套，产品厚度差异颇大，由0.028至0.086毫米也有。|g7-hk-mingpao-2013-condom
ok-measure|general|8款声称可杀菌99.9%的产品，只有两款可同时杀灭99.9%的金黄葡萄球菌和大肠杆菌。|g7-hk-mingpao-2019-handwash
ok-real|general|根据世界卫生组织的数据，浓度在60%-80%之间的酒精溶液能够最有效杀菌。|g7-hk-peopledaily-2015-wipes
ok-measure|general|三种菌抗菌率都达到90%以上的记为12分。|g7-tj-cac-2023-antibacterial
medical|food|减少软骨组织肿状症状|g7-tw-tpba-107-su-652
debatable|food|有机柠檬柳橙水果茶|g7-tw-pcda-106-jian-37
ok-tip|general|此外，要提防来源不明、声称能快速减肥的产品，它们可能含有会严重危害健康的成分。|g7-sg-xinjiapo-hsa-slimming
ok-negation|general|这些减肥产品标榜能“快速减肥”“快速燃烧脂肪”以及“抑制胃口”，并声称是“百分百天然”或“草药成分制成”。|g7-sg-28work-2018-pangea
ok-tip|general|卫生科学局严肃看待售卖和供应违禁保健产品，并吁请公众在网上购买健康产品时要谨慎。|g7-sg-28work-2018-pangea
ok-negation|drug|并警告不得利用TikTok直播等渠道销售尤其是以减肥或美容为卖点的药物。|g7-my-foamiga-moh-fines
ok-tip|general|消委会呼吁市民，勿尽信产品声称的效能或过分依赖此类产品|g7-hk-rthk-2020-clipcard
ok-measure|general|「心相印」标签有150张，但实际相差5张纸巾|g7-hk-tvbnow-tissue
ok-tip|drug|市民如对药物的真伪有所怀疑，应立即停止服用，并向供应商或商标持有人作出查询。|g7-hk-ccc-541-counterfeit
ok-tip|general|卫生局呼吁乡亲勿听信夸大不实及宣称疗效之产品广告，以免受骗兹生困扰。|g7-tw-5ch-penghu
ok-tip|general|应以持续的饮食控制与适当的运动，才能真正健康享「瘦」。|g7-tw-5ch-penghu
ok-tip|general|凡广告内容太神奇、太吸引人的，都需要提高警觉，并坚持五不原则：不信、不听、不买、不吃、不推荐，避免健康权益受损。|g7-tw-yahoo-2026-pingtung
ok-negation|general|另外，一般商品广告不得为医疗效能的宣传。|g7-tw-yahoo-2026-pingtung
ok-negation|health-food|国家明确规定保健食品不得使用夸大或容易误解的名称|g7-12315-2010-elderly
ok-negation|health-food|保健食品广告未显著标明“本品不能代替药物”。|g7-hb-hubei-ccc-tvads
ok-negation|general|医疗、药品、医疗器械广告以外的广告涉及疾病治疗功能，使用医疗用语或者易使推销的商品与药品、医疗器械相混淆的用语。|g7-hb-hubei-ccc-tvads
#@round 13
medical|food|小鸡鸡肉燥<热量是猪肉燥的一半>减肥养生首选|g1-tcda-103-jiangeng1
ok-plain|health-food|软胶囊则因其无缝、保护性的结构而成为液体型产品的首选|g1-collagensei-capsule-guide
debatable|health-food|胶囊因其兼具便利性、功效和消费者友善的设计，已成为最受欢迎的营养补充剂给药方式之一|g1-collagensei-capsule-guide
medical|cosmetics|（甘草酸二钾）『具安全性的抗炎物』，也被称为『植物类固醇』|g1-vocus-tp-cosm-11211
ok-tip|cosmetics|化妆品一但开封了，尽可能在有效期限内用完，绝对不要停停用用到过期。|g1-tc-longjing-cosm-faq
ok-tip|cosmetics|置化妆品一定要避免阳光直接照射，也不可长期放在灯光太强的地方。|g1-tc-longjing-cosm-faq
ok-tip|cosmetics|使用过后，务请栓紧瓶盖，以避免污染进入或细菌繁殖而影响品质。|g1-tc-longjing-cosm-faq
debatable|real-estate|地铁2号线东洪路口站点距本项目500米内|g2-chengdu-weiditie-news
debatable|real-estate|明年地铁一号线就要运行了,那七号线还会远吗?|g2-chengdu-weiditie-news
debatable|real-estate|全城期待的地铁是楠香山交通的1/4|g2-chengdu-weiditie-news
debatable|real-estate|A小区业主子女享受免试入学、义务教育收费标准|g2-czjylp-jiaoyu-youhui-court
debatable|real-estate|不出社区,轻松入读名校|g2-czjylp-jiaoyu-youhui-court
debatable|real-estate|购房可入读省重点京溪小学|g2-guangzhou-jingxi-court-2007
finance|finance|高杠杆、高盈利|g2-shanghai-caijingdav-prosecution
finance|finance|监管批准复利4.8%,写进合同|g2-hexie-yianshuoxian-2025
finance|finance|3年交5年领,年化单利6%以上,保本保息,错过不再有!|g2-hexie-yianshuoxian-2025
debatable|real-estate|「地区屋苑」、「市场罕有」、「售295万(港)元」|g2-hk-eaa-column-20230308
absolute|food|方林富炒货店杭州最优秀的炒货特色店铺|g3-hangzhou-2016-fanglinfu-handmsg
absolute|food|杭州最优炒货店|g3-hangzhou-2016-fanglinfu-handmsg
absolute|food|中国最好最优品质荔枝干|g3-hangzhou-2016-fanglinfu-handmsg
absolute|food|2015年新鲜出炉的中国最好最香最优品质燕山栗子|g3-hangzhou-2016-fanglinfu-handmsg
absolute|food|本店的栗子,不仅是中国最好吃的,也是世界上最高端的栗子|g3-hangzhou-2016-fanglinfu-handmsg
absolute|food|杭州最特色炒货店铺|g3-hangzhou-2016-fanglinfu-handmsg
debatable|food|100%全鸡蛋液制作|g3-wuhou-court-2008-shaqima
superlative|cosmetics|完美遮盖瑕疵|g3-jiangyin-court-2014-cosmetics
superlative|cosmetics|体验前所未有|g3-jiangyin-court-2014-cosmetics
citation|cosmetics|蕴含取自5000米唐古拉冰川的纯净之水|g3-jiangyin-court-2014-cosmetics
debatable|cosmetics|有效减淡皮肤色素,均匀肤色,淡化色斑,消除暗哑,防止色素沉着|g3-shunyi-court-jiemianru
absolute|real-estate|全区最宽楼间距|g3-jingyun-law-2025-fuan
medical|general|熊胆粉降三高|g3-jingyun-law-2025-fuan
state|food|军工品质 值得信赖|g3-shanghai-railway-court-2024-junzhong
state|food|沈阳军区指定生产厂家 沈阳军区农业技术试验培训基地出品|g3-shanghai-railway-court-2024-junzhong
state|food|军内专供 禁止买卖|g3-shanghai-railway-court-2024-junzhong
state|food|庆祝中国人民解放军建军八十周年|g3-shanghai-railway-court-2024-junzhong
citation|general|中国中医科学院中医药科技合作中心 上海中医膏方研究院|g3-shanghai-2023-tiequan5-futongzhi
debatable|food|经常用脑,多喝六个核桃|g3-jiaojiang-court-2019-liugehetao
ok-measure|medical|术后2小时方可进食,避免用手术侧咀嚼食物,宜食用稀、软、温凉的食物。|g4-clinic-zhuhai-weigang-implant
ok-measure|medical|术后24小时内请不要刷牙,以免破坏伤口凝血块,引起出血。|g4-clinic-zhuhai-weigang-implant
ok-tip|medical|术后几天之内,口水内含有少量血丝属正常现象,若出血较多可去医院或口腔门诊复诊。|g4-clinic-zhuhai-weigang-implant
ok-measure|medical|术后7~10天拆线。|g4-clinic-zhuhai-weigang-implant
ok-measure|medical|术前需完成视力、眼压、角膜地形图等20余项检查,术后遵医嘱用药并定期复查,避免揉眼及剧烈运动。|g4-bohe-myopia-laser-cond
ok-measure|medical|度数稳定近视度数需稳定1年以上,高度近视者需排除进行性近视,通常要求近视100-1200度范围内。|g4-bohe-myopia-laser-cond
ok-negation|medical|需要注意的是,近视眼手术虽然是一种有效的矫正视力的方法,但并不能完全治愈近视。|g4-gilt360-myopia-age
ok-measure|medical|至少在过去一到两年内,近视度数变化不超过0.50屈光度。|g4-pingguolv-myopia-gulou
absolute|medical|隔空减脂拥有市场上最大的治疗面积|g4-tw-tpba-108-jianshang-69
absolute|medical|英国正宗隔空减脂是最新的电波科技|g4-tw-tpba-108-jianshang-69
medical|medical|享受就瘦,瘦无脂尽|g4-tw-tpba-108-jianshang-69
medical|medical|只要有脂肪,再瘦都可以做|g4-tw-tpba-108-jianshang-69
medical|medical|脂肪在加热至足够温度10分钟以上,脂肪细胞便会进入自然凋亡|g4-tw-tpba-108-jianshang-69
ok-tip|education|重点考察课程的项目完整度,优质机构应提供作品集展示。|g4-course-haidian-scratch-peixunsj
ok-tip|education|避免选择单纯以竞赛为导向的机构,重视培养持续创作能力的教学体系。|g4-course-haidian-scratch-peixunsj
debatable|education|海淀区某机构跟踪数据显示,持续学习2年以上的学员在数学应用题解题速度上提升37%。|g4-course-haidian-scratch-peixunsj
debatable|education|针对13-16岁学习者设计的C++竞赛课程,近三年培养出37名信息学奥赛省级获奖者。|g4-course-peixunsj-cpp
ok-plain|education|少儿编程的核心不是培养“码农”,而是通过编程思维(Computational Thinking)帮助孩子系统性分析问题|g4-qunedu-kids-coding
ok-tip|medical|医疗美容机构一般在门头等处有明显的医疗美容名称等信息,名称中带有“医院”“诊所”“门诊部”等字样。|g4-fuyang-wjw-2025-medbeauty-tip
ok-tip|medical|医疗美容是医疗行为,只能在医疗机构开展。|g4-dongying-2021-medbeauty-warning
ok-tip|medical|牙齿漂白、牙齿形态修整均属于美容牙科范畴;中药膳食美容、中药超声波透入、拔罐、刮痧美容均属于美容中医范畴。|g4-dongying-2021-medbeauty-warning
ok-measure|medical|术前一周要停止使用含有阿司匹林的药物,避免血液凝固异常。|g4-xywy-eyelid-care
ok-measure|medical|拆线时间因个人情况而异,通常在术后7-10天进行。|g4-xywy-eyelid-care
ok-tip|medical|割双眼皮建议去规模较大的三甲医院或者是专门的整形医院做手术最好,因为专业的医院医师的手术水平会更高,手术后的效果才会更好|g4-cnwanle-eyelid-recovery
ok-measure|medical|术后三天眼部肿胀明显,眶周有较明显的青紫斑。|g4-cnwanle-eyelid-recovery
ok-plain|general|入住时间为 16:00 之后,退房时间为 11:00 之前。|g5-mihotel-faq-checkin
ok-measure|general|延迟退房根据房型按小时计费,最长可延至2小时。|g5-mihotel-faq-checkin
ok-plain|general|若当天有新客入住,仅可延长1小时,需提前联系确认。|g5-mihotel-faq-checkin
debatable|general|21年专业生产电动阀、气动阀、电磁阀等自动化阀门,可来图定制|g5-dlbhf-valve-selection
ok-tip|general|当温度在80℃时的切断类调节阀选用软密封材料通常是不可取的,应该考虑硬密封切断。|g5-dlbhf-valve-selection
ok-tip|general|即使同为100%棉,因织法、工艺(如丝光棉、水洗棉)、染色方式的不同,护理要求也可能存在细微差别。|g5-madama-cotton-wash
ok-tip|general|对于全新的深色或鲜艳纯棉衣物,首次清洗时更应坚持冷水洗涤,以固色。|g5-madama-cotton-wash
ok-real|drug|芳香开窍,消疲提神,祛风除湿,理气止痛。用于关节痛,神经痛,扭挫伤痛,伤风感冒引起的头痛及蚊虫叮咬痒痛,晕车、中暑和疖疮初起。|g5-hnysfww-goods-11751
ok-notice|drug|此药物为外用药,不可内服。|g5-hnysfww-goods-11751
ok-tip|drug|方舟健客温馨提醒:使用任何一种药品之前一定要清楚该药品的注意事项,这样就可以方便您更了解该药品了!|g5-jianke-ganzaoxin-otc
debatable|drug|这类药毒副作用较少、较轻,而且也容易察觉,不会引起耐药性、成瘾性,与其他药物相互作用也小,在临床上使用多年,疗效肯定。|g5-jianke-ganzaoxin-otc
ok-plain|drug|家长可以根据小儿的症状自主在药店购买,按说明书合理服用。|g5-jianke-ganzaoxin-otc
ok-plain|education|一经报名后,于开课前提出无法参与课程,将退还约定缴纳费用总额之90%|g5-homexhome-refund
ok-plain|education|若因天灾等不可抗力之因素影响,外出课程、校外教学等活动无法顺利执行,车资全额退费。|g5-homexhome-refund
ok-measure|general|自收受商品次日起算。若卖家未主动提供解约资讯,7日期间自提供之次日起算,但最长不得超过4个月。|g5-iopenmall-081519-return
ok-notice|general|依消保法第19条,消费者可于收受商品或接受服务后 7日内,不需说明理由、不需负担费用(如运费)退回商品或书面通知解除契约。|g5-iopenmall-081519-return
ok-plain|general|若为瑕疵或寄错,将由本公司负担来回运费。|g5-kamyi-return
ok-plain|general|鉴赏期说明:依《消费者保护法》,商品享有七天鉴赏期(非试用期),请保持商品完整。|g5-kamyi-return
ok-plain|general|非商品问题退换货,需由买家自行负担运费。|g5-kamyi-return
debatable|food|本商品已投保2000万元产品责任险,请安心食用。|g5-money-product-liability
ok-industry|general|产品责任险的保单内容会包含单一事故中,每一人、每一事故的理赔金上限,以及当年度总理赔金额上限。|g5-money-product-liability
ok-identifier|general|品名:新小米移动电源2(10000mAh)、产品型号:PLM09ZM、电池能量:10000mAh 3.7V(37Wh)|g5-primanudes-xiaomi-powerbank
ok-measure|general|输出参数:2x 5.1V2.4A / 9V1.6A MAX / 12V1.2A MAX|g5-primanudes-xiaomi-powerbank
price|general|原价358的套餐,现价只要19.9|g6-admirer-ningbo-carwash-live
ok-negation|food|不得使用欺骗性、误导性的语言、文字、数字、图片或者视频等标示价格以及其他价格信息。|g6-qingyuan-amr-tea-price-2024
ok-negation|food|不得在标价之外加价出售茶叶,不得收取任何未予标明的费用。|g6-qingyuan-amr-tea-price-2024
ok-real|general|未标明或者表明促销基准价格的,其折价、减价应当以同一经营者在同一经营场所内,在本次促销活动前七日内最低成交价格为基准。|g6-jjrb-2020-promo-rules
ok-real|general|如果前七日内没有交易的,折价、减价应当以本次促销活动前最后一次交易价格为基准。|g6-jjrb-2020-promo-rules
ok-real|general|通过虚假折价、减价或者价格比较等方式销售商品或者提供服务,应当认定为价格欺诈行为。|g6-fzzdjz-shengjian-2024-court
ok-negation|food|小胡团购的生煎包线上标注的原价为22元,与小吃店实际售价9元不符,且小吃店从未以22元的价格对外销售。|g6-fzzdjz-shengjian-2024-court
ok-real|drug|活血调经。用于月经量少。|g7-fh21-yimucao-label
ok-notice|drug|有高血压、心脏病、肾病、糖尿病或正在接受其他治疗的患者均应在医师指导下服用。|g7-fh21-yimucao-label
ok-notice|drug|平素月经量正常,突然出现经量少,须去医院就诊。|g7-fh21-yimucao-label
ok-notice|drug|各种流产后腹痛伴有阴道出血,服药一周无效者应去医院就诊。|g7-fh21-yimucao-label
ok-real|drug|用于肝郁气滞、湿热未清所致的右上腹隐隐作痛,食入作胀,胃纳不香,嗳气,便秘;慢性胆囊炎见上述证候者。|g7-hnysfww-4417-label
ok-real|drug|可引起大便次数增多,偶有轻度腹泻。|g7-hnysfww-4417-label
ok-notice|drug|服用本品后,如每日排便增至三次以上者,应酌情减量服用。|g7-hnysfww-4417-label
ok-real|medical|任何由中医师提供的资料必须合法、诚实、真确及不夸张，不得借以招徕病人或兜揽生意。|g7-hk01-cmchk-acupuncture-2026
ok-negation|medical|社交平台上充斥“针灸减肥”、“美颜针灸”等宣传帖文，不少声称由注册中医师主理，并指“绝对有效”，吸引顾客光顾。|g7-hk01-cmchk-acupuncture-2026
ok-real|drug|中药材之广告所用文字,其效能应以本草纲目所载者为限。|g7-tw-pharm-act-rules-art45
ok-real|drug|药物广告所用之文字图画,应以中央卫生主管机关所核定之药物名称、剂型、处方内容、用量、用法、效能、注意事项、包装及厂商名称、地址为限。|g7-tw-pharm-act-rules-art45
ok-real|drug|不听别人推荐的药,不信有神奇疗效的药,不吃别人赠送的药,不买地摊、夜市、游览车上所贩卖的药,不推荐药品给其他人。|g7-mohw-tw-ad-query-ncc
ok-measure|drug|治疗急性腹泻时剂量应加倍。|g7-dazhong-mengtuoshi-label
ok-notice|drug|儿童急性腹泻服用本品1天后,慢性腹泻服用2-3天后症状未改善,请咨询医师或药师。|g7-dazhong-mengtuoshi-label
ok-notice|drug|如服用过量或出现严重不良反应,请立即就医。|g7-dazhong-mengtuoshi-label
ok-real|drug|收敛止泻、健脾和胃。用于脾胃气虚所致泄泻,急慢性肠炎、消化不良、肠功能紊乱等见上述候者。|g7-xuanhu-62876-label
ok-measure|drug|伴食管炎患者饭后服用,其它适应症患者在两餐饭间服用;急性腹泻首次加倍。|g7-xuanhu-62876-label
ok-notice|drug|有慢性结肠炎、溃疡性结肠炎便脓血等慢性病史者,患泄泻时应去医院就诊。|g7-xuanhu-62876-label
safety|medical|不开刀、安全高效、深层清毒、拒绝二次复发|g7-163-clinics-illegal-ads
safety|medical|科学清毒,拒绝二次伤害|g7-163-clinics-illegal-ads
debatable|medical|冬病夏治三伏贴,三伏灸开始了!|g7-163-clinics-illegal-ads
ok-real|drug|该中成药声称用于预防和治疗流感样疾病|g7-infogovhk-dh-recall-2012
ok-real|drug|根据香港法例第五四九章《中医药条例》,中成药必须附有合规定内容的标签,违例者最高罚则为罚款十万元及监禁两年。|g7-infogovhk-dh-recall-2012
ok-real|drug|中成药标签和说明书上的内容,是为市民获得使用该药物的最基本资料及注意事项。|g7-cmchk-pcm-label-reg
ok-negation|general|根据《广告法》的有关规定,广告中不得使用中华人民共和国国旗、国徽、国歌。|g7-sohu-zhoukou-guohui-2014
ok-negation|general|商家举行建材展销活动,使用国徽的做法已构成违法行为。|g7-sohu-zhoukou-guohui-2014
ok-real|general|国徽及其图案不得用于: (壹)商标、已获专利的设计或者商业广告|g7-crsrw-guohui-law
ok-tip|drug|民众若有中药使用需求,应遵医嘱使用,并至合格药商购买,切勿因便利而向不明管道购药|g7-udn-taichung-herbs-2025
debatable|health-food|同时可以起到软化血管、清除血液垃圾、抗血栓的作用。|g7-ziyimall-fishoil
ok-notice|drug|如果腹泻持续超过48小时,请及时就医。|g7-bio1000-mengtuoshi
ok-real|drug|被表述为具有治疗或预防人类或动物的疾病的特性|g7-doc99-hk-wholesaler-code
ok-real|device|化验报告显示,该款外科口罩未能符合附于口罩包装盒上所声称的生产规格,违反有关《商品说明条例》。|g7-bastille-hk-masks
#@round 14
citation|general|全球销量第一|g1-maimaia-tiktok-ads-reject
debatable|general|7天减重10斤,永久不反弹|g1-maimaia-tiktok-ads-reject
finance|general|0成本日赚1000美元|g1-maimaia-tiktok-ads-reject
platform|general|老铁们评论区扣666,新进来直播间每人送一块全自动机械手表|g1-3049-douyin-live-violations
platform|general|咱家粉丝在评论区刷屏自动涨粉3000+,抱团取暖,互帮互助|g1-3049-douyin-live-violations
platform|general|观看半小时直播可赠送口红、机械手表!|g1-3049-douyin-live-violations
platform|food|所有粉丝9.9秒杀酸奶,直播间购物车酸奶件数就一件|g1-3049-douyin-live-violations
platform|general|扫客服二维码进群可得秒杀价,机不可失!|g1-3049-douyin-live-violations
ok-negation|general|不得以宣传宠粉的形式进行虚假送礼等利益承诺,或通过涨粉、抽奖等刻意制造不实猎奇噱头吸引粉丝,为自身谋取不正当利益。|g1-3049-douyin-live-violations
medical|food|吃几盒就能变正常人|g1-u1s5d6-shanghai-xiaobao-live-food
medical|food|这款益生菌吃了可以杀肠子里的菌|g1-jjckb-2024-live-baojianpin
ok-plain|general|本店所有产品都是由正规渠道进货,一手货源,质量有保障。|g1-tpyjkw-shop-buyer-notice
ok-plain|general|如有问题,请及时咨询客服。|g1-tpyjkw-shop-buyer-notice
ok-plain|general|所有图片均为实物拍摄,由于显示器、拍照和PS作图的过程中,产品以及颜色会出现一点偏差。|g1-tpyjkw-shop-buyer-notice
ok-plain|general|如果说各位买家收到商品有任何不满意可以联系客服,经核实会给您满意的答复,决不推卸责任|g1-tpyjkw-shop-buyer-notice
ok-plain|general|凡加入会员,即为淘气公主永久会员。|g1-nnprincess-shop-notice
ok-plain|general|特价商品不接受退换或退款。|g1-yuhan-return-refund
platform|food|五星好评+文字评论+图片,加微信立即领取2元。|g1-qilu-2022-waimai-haoping
ok-notice|drug|请按药品说明书或者在药师指导下购买和使用|g1-gdt-ad-review-rules
ok-negation|general|导流行为:包括在笔记图片中露出二维码明示或暗示用户扫码进入其他平台,以及在评论区或私信回复将用户导流至竞品平台(如淘宝、京东、B站等)。|g1-sohu-xhs-business-note-guide
ok-negation|food|公告称,近日平台巡查发现,平台内出现了以添加玻尿酸为卖点的饮品和糖果相关笔记内容,涉嫌以“吃出水光肌”等为噱头进行不当营销。|g1-igaliao-xhs-oral-hyaluronic
ok-plain|general|适合多数用户|g1-maimaia-tiktok-ads-reject
ok-notice|finance|基金投资有赚有赔，申购前应详阅公开说明书|g2-moneydaily-fund-warning
ok-negation|finance|它提醒我们，任何投资工具都不存在稳赚不赔的保证，背后必然伴随着程度不一的风险。|g2-moneydaily-fund-warning
ok-real|general|被保险人身故，我们按被保险人身故时本合同的现金价值与已交保险费的较大者给付身故保险金，本合同终止。|g2-vobao-sxrs-clause
ok-plain|finance|若在年满68、78、88周岁后的第一个保险单周年日仍生存，保险公司将分别按合同所载的基本保险金额的2倍、5倍、10倍给付祝寿金。|g2-vobao-ddhrs-annuity
ok-notice|finance|市场有风险，投资需谨慎！|g2-yezileyuan-structured-deposit
ok-negation|finance|本站不对其内容的真实性、完整性、准确性给予任何担保、暗示和承诺，仅供读者参考|g2-yezileyuan-structured-deposit
ok-industry|finance|本站不提供金融投资服务，本站所提供的内容不能做为操作依据。|g2-yezileyuan-structured-deposit
realestate|real-estate|大成郡 东部新城约30万方‘中央生活区’|g2-ningbo-2020-batch2-realestate
realestate|real-estate|绿城·春月江澜 东部新城一线江岸作品|g2-ningbo-2020-batch2-realestate
realestate|real-estate|万科·东潮之滨 澎湃东部新城 入主东部新城|g2-ningbo-2020-batch2-realestate
ok-tip|finance|银行的产品营销宣传单上和产品说明书上所列示的“收益率”都是预期收益率。|g2-scl371-wealth-manual-tips
ok-tip|finance|外币投资注重的是汇差，汇差的影响通常大于利率，所以在银行的选择上，建议以买卖汇差小、具备网银操作优惠挂牌价的银行为主。|g2-imtara-usd-investment
ok-real|general|卖方不得限制参观“无改动的示范单位”的人士在该示范单位进行量度、拍照或拍影片。|g2-hk-srpa-faq-show-flat
ok-real|general|广告可提供构想图，但要提醒买家要参考售楼说明书|g2-hk-oriental-first-hand-rules-2011
ok-real|general|说明书内不得载有任何宣传资料及构思图片或图像|g2-hk-oriental-first-hand-rules-2011
ok-real|general|宋家庄的经济适用房项目可以容纳四五十万平方米的建筑面积，是今年最大的一块！|g2-chinanews-songjiazhuang-2006
ok-real|general|签收本主险合同之日起15日（即犹豫期）内您若要求退保，我们仅扣除工本费|g2-docsplayer-annuity-clause
ok-tip|finance|在选择基金之前，投资人必须先考虑个人的财务收支状况、投资目的后，再筛选出最适合自己的基金。|g2-ahpal-fund-primer
absolute|education|唯一一所离大学城最近的学校|g3-jingzhou-driving-school-check
ok-plain|education|根据宿舍条件不同,住宿费每人每年按3600-5500元不等。|g3-555edu-liaoning-minban-fees
ok-plain|education|学生因故退学或提前结束学业的,学校根据学生实际学习时间,按照《辽宁省民办学校退费管理办法》(辽价发〔2011〕53号)相关规定办理退费。|g3-555edu-liaoning-minban-fees
price|education|原价¥6000元,现价¥3600元|g3-beijing-2021-xueda-51talk
education|education|大题全部压中啦,尤其是哲学政治的,几乎一模一样的|g3-beijing-2021-xueda-51talk
education|education|新高考直通车计划,直达36所‘双一流’|g3-beijing-2021-xueda-51talk
ok-title|education|【德语】2024年军队文职笔试【公共科目+专业科目】旗舰班|g3-zzfmdn-junduiwenzhi-course
ok-plain|education|购买课程成功后,没有考试报名的资格,属于个人原因,课程不换不退|g3-zzfmdn-junduiwenzhi-course
ok-plain|education|普通课时费扣费规则:课程购买时间≥7天,或听课进度超过20%,或购课7天内考试已结束,满足其中一条均不退费。|g3-zzfmdn-junduiwenzhi-course
ok-plain|education|请在购买前认真阅读各项协议条款,并联系值班课程顾问咨询有关协议班的相关疑问,一旦购买成功不予退班|g3-zzfmdn-junduiwenzhi-course
ok-plain|education|甲方须在规定期限内办理考试不过退费服务,本协议约定的退费服务只限考试不过退费,过期则甲方不享有本协议约定的后续退费服务|g3-233-zaojia-tuifeiban-xieyi
debatable|education|甲方在报考当地合格分数线标准出来后可选择不退费免费重学直至通关或者退费服务,两者只能选其一|g3-233-zaojia-tuifeiban-xieyi
debatable|education|会计从业资格考试签约保过班|g3-exam8-2009-hqwx-baoguoban
ok-plain|education|0-40分 不能享受免费重学服务|g3-exam8-2009-hqwx-baoguoban
debatable|education|通关班:选报2015年注册会计师辅导通关班的学员,如当期考试不过,下期免费学。|g3-chinaacc-2015-cpa-refund
ok-plain|education|返还学费申请在考生所在地区成绩查询方式公布后30日内完成,返还学费时需提供的资料以协议书为准。|g3-chinaacc-2015-cpa-refund
ok-negation|general|在对未销售过的商品开展促销活动时,不得使用“原价”“原售价”“成交价”等类似字眼。|g3-dongguan-2018-wangluo-lingshou
ok-negation|general|使用“仅限今日”“今日特惠”“明天涨价”等不实语言或者其他带有欺骗性、误导性的语言、文字、图片等标价,诱导顾客购买。|g3-dongguan-2018-wangluo-lingshou
ok-negation|general|声称“特价”“清仓价”“全网最低价”“市场最低价”“出厂价”“零利润”等,但价格表示不真实、不准确,没有依据或者无从比较。|g3-dongguan-2018-wangluo-lingshou
ok-plain|general|30日内出现功能故障(包含开箱不良),可以免费更换新设备。|g4-victway-service
ok-plain|general|整机1年内相同故障连续维修3次仍不能正常使用,将免费更换设备。|g4-victway-service
ok-self|general|小米15系列整体屏幕功耗相比前代大幅下降了24%。|g4-kankelu-xiaomi15-screen
ok-self|general|特别是小米15Pro的2K屏幕,功耗与小米14的1.5K屏几乎相同。|g4-kankelu-xiaomi15-screen
ok-measure|general|同时,双微腔结构让小米15系列屏幕在点亮25%显示面积下,峰值亮度高达3200nits|g4-kankelu-xiaomi15-screen
ok-tip|food|母乳是婴儿最理想的天然食物,在母乳不足或无母乳时可食用婴儿配方乳粉来满足生长发育需要。|g4-zygww-tepi-tip
ok-plain|education|欢迎免费试听|g4-khymca-japanese
ok-plain|education|若因人数未满5人而无法开班,则全额退费。|g4-khymca-japanese
ok-plain|education|若因个人因素无法上课者,恕无法补课及退单堂课程费用。|g4-khymca-japanese
ok-measure|general|使用后需尽速充电,则可保持电池最佳效能,如长时间不使用需每月充电一次至饱和状态|g4-shangtian-warranty
ok-measure|general|使用不同于使用手册等所示之操作方法及使用限度超过规范(例如:使用超过最大载重),以及不妥或错误之保养整理。|g4-shangtian-warranty
ok-plain|general|保固卡约定依上述所明示之期间与条件可免费维修,保固期间后发生的维修皆须收费。|g4-shangtian-warranty
ok-real|drug|【适应症/功能主治】养胃健脾,理气和中。用于脾虚气滞所致的胃痛|g4-jianke-yangwei-label
ok-measure|drug|本品一般以三个月为一疗程。|g4-jianke-yangwei-label
ok-notice|drug|重度胃痛应在医师指导下服用。|g4-jianke-yangwei-label
ok-real|drug|补血去瘀;用于产后血虚,腰痛,四肢酸软,月经前后腹痛。|g4-jianke-maoji-label
ok-measure|drug|毛鸡补血酒的有效期是36个月,本品适宜在密封,置阴凉处,在贮存期间允许有少量摇之易散的沉淀。|g4-jianke-maoji-label
ok-identifier|general|一个产品会有一个防伪码,所有的防伪码都是唯一的、加密的、单次查询有效的。|g4-taishan-fangweima-tip
ok-tip|general|如果购买的产品有防伪码,可以根据产品提示的电话、网站进行查询,能查询到且显示本次为首次查询,则为正品。|g4-taishan-fangweima-tip
ok-tip|general|一般在产品官方网站查询最为直观快捷,推荐使用。|g4-taishan-fangweima-tip
ok-grade|food|氨基酸态氮:特级≥0.80;1级≥0.70;2级≥0.55;3级≥0.40。|g4-2ge-jiangyou-std
debatable|finance|持有「保本投资存款」至到期日,可获取回100%保证本金。|g4-hangseng-cpid
ok-notice|finance|投资者应注意此产品有别于普通定期存款,故不应被视为一般定期存款或其替代品。|g4-hangseng-cpid
ok-notice|finance|此产品并非受保障存款,及不会受香港存款保障计划的保障。|g4-hangseng-cpid
ok-notice|finance|^最低回报保证只限于个别投资存款,投资者应参阅有关条款表之详情。|g4-hangseng-cpid
ok-plain|finance|中银集团保险保留根据投保人及/或受保人于投保时所提供的资料,而决定是否接受任何有关本计划投保申请的绝对权利。|g4-bochk-promo-terms
ok-notice|finance|中国银行(香港)有限公司(「中银香港」)以中银集团保险的委任保险代理机构身份分销本计划,本计划为中银集团保险的产品,而非中银香港的产品。|g4-bochk-promo-terms
ok-tip|general|对防火保险柜来说,过大的缝隙是绝不允许的。|g4-xl7966-safe
medical|medical|肉毒任意部位随意打|g5-sd-2024-ten-cases-botox
citation|drug|李炽明是神医丸那神陀唯一弟子、被评为京城名医、北京中医药大学的知名教授、享受国务院特殊政府津贴|g5-sd-2017-ten-cases
medical|food|每天喝驼奶，肝肾年轻|g5-yongkang-2020-camel-milk
medical|food|别再喝牛奶啦！每天喝杯它，女人80岁不长斑！老人三高绕着走|g5-yongkang-2020-camel-milk
debatable|medical|祛斑疗程5800元办卡、10000元送3800元卡内2000元、做到没有斑为止|g5-shanghai-salon-qiban-fraud-case
ok-negation|cosmetics|所以有的化妆品广告如“肌肤15倍透亮白皙，7天后奇迹般呈现亮白光采、迅速美白”，这些看着就让人心动的宣语，消费者应理性对待。|g5-zhumadian-mpa-cosmetics-tips-2019
ok-negation|cosmetics|化妆品宣传不得有明示或者暗示具有医疗作用的内容|g5-zhumadian-mpa-cosmetics-tips-2019
ok-real|medical|上海交通大学医学院附属仁济医院消化科年门诊量稳居全国第一位。|g5-jksb-2020-specialty-ranking
ok-real|medical|2015年，以仁济医院研究数据作为依据，美国胃肠病学会以指南形式推荐沙利度胺治疗血管病变，成为血管病变所致顽固性消化道出血的全新治疗方法。|g5-jksb-2020-specialty-ranking
medical|general|美过打针！凹脸变澎皮，马上少10岁……效果比微整形更好。|g6-epoch-taipei-104-once
medical|general|保证你的骨质疏松、腰酸背痛一定在一个疗程迅速断根……|g6-epoch-taipei-104-once
ok-real|health-food|“健康食品”是唯一受法规明确定义的保健类产品|g6-isofh-supplement
citation|cosmetics|电眼神器……擦出0眼袋女神……短短7天，眼袋不见了。|g6-epoch-taipei-104-once
absolute|education|最多学生考获A至C级|g6-wenweipo-2009-tutoring
ok-real|cosmetics|根据香港卫生署的公告，产品“大美人神方驻颜深层修护科技面膜”及“大美人神方驻颜抗衰老科技面膜”被掺杂有西药成份“氟轻松”(fluocinolone)|g6-cyberctm-macau-masks
ok-real|medical|卫生署表示，艾灸疗程是透过点燃艾条熏烤人体穴位，借助热力及药力，以达致温经通络和止痛等作用。|g6-881903-hk-moxibustion
ok-real|health-food|无论哪一类字号，都代表获政府认证具保健功效。|g6-healthfion-fishoil
debatable|food|全网零食坚果行业销量第一|g7-bj-internet-court-squirrels-2019
debatable|food|我们,六冠王,三只松鼠连续六年零食行业销量第一|g7-bj-internet-court-squirrels-2019
debatable|food|全网坚果零食销量TOP1|g7-bj-internet-court-squirrels-2019
ok-real|general|成为本届评选全国唯一同时摘得两项金奖的专利权人,也是中车四方股份连续三届荣获中国专利奖金奖至高殊荣。|g7-crrc-sifang-patent-gold-2022
ok-real|general|中国专利奖相当于我国专利界的“奥斯卡”,其中金奖是我国专利领域的最高荣誉。|g7-crrc-sifang-patent-gold-2022
ok-negation|general|像“最顶级”“最先进”“最完美”“最优秀”“最便宜”“最豪华”等词汇,都属于典型的极限词。|g7-lawparks-extreme-words
ok-negation|general|对于驰名商标能否作为荣誉称号并突出使用,答案是否定的。|g7-lawparks-wellknown-tm-honor
#@round 15
medical|food|排毒、治疗疾病|g1-court-laixi-drink-2024
debatable|general|京东促销价为5099元,原价5899元,实得价5099元|g1-court-jd-laptop-price
state|food|热烈祝贺十八酒坊被指定为政府专用酒|g1-news-zhengzhou-shibajiufang-2011
medical|food|特殊医学用途配方奶粉|g1-court-yuexiu-2022-fsmp-milk
ok-notice|health-food|本品不能替代药物|g1-court-anhui-gazette-huolibao
citation|general|材质是钛的,不是生铁的|g2-tj-beichen-2025-26
citation|general|39块9、0涂层|g2-tj-beichen-2025-26
citation|food|本产品采自海拔1800米-2500米天山深处无污染的花草植物|g3-case-shihezi-2024-565
citation|food|天山深处无污染蜜源|g3-case-shihezi-2024-565
medical|medical|阳痿、早泄、阴茎100%增粗|g3-case-luxi-honghe-2019
citation|medical|新农合城乡居民城镇职工医疗保险定点医院|g3-case-luxi-honghe-2019
medical|food|正山小种 加快血液循环 利于新陈代谢 软化血管|g3-case-xiangan-tea-2021
medical|food|苦瓜茶 清热祛心火，解毒，明目，止渴消暑、降血糖、预防糖尿病！|g3-case-xiangan-tea-2021
medical|food|莲心茶 抑制糖尿病 降低胆固醇 减肥减压|g3-case-xiangan-tea-2021
medical|food|赛西施 活血补血，美颜淡斑，增加皮肤弹性！|g3-case-xiangan-tea-2021
medical|food|豆浆观音 健胃养胃暖胃，调睡眠，保护人体视网膜！|g3-case-xiangan-tea-2021
medical|food|能促使肝细胞再生，对脂肪肝形成有一定的抑制作用以及消毒杀菌|g3-case-rongan-honey-2022
medical|general|消炎、消肿、杀菌、缓解疼痛、疏通经络、活血祛瘀、追风除湿、促进血液循环、调节自律神经作用|g3-case-rongan-honey-2022
debatable|general|承诺两个月长头发|g4-daye-2025-hairline-court
#@round 16
ok-plain|general|Senga (尚家) 一个响亮而富有朝气的名字,致力缔造时尚优质的家庭用品。|g1-hk-senga-brand-page
ok-plain|general|品牌以「创・享・生活」为理念,不断开发更有价值、更多创新的产品|g1-hk-senga-brand-page
ok-plain|general|Senga(尚家)品牌产品于香港各大百货公司已作推广及销售。|g1-hk-senga-brand-page
ok-plain|general|主要生产优质的小型电器及家庭用品,包括电陶炉、吸尘机、陶瓷电饭煲、搅拌机、养生壶、蒸气锅、无油炸锅、云石炒锅、不锈钢炒锅及刀具等用品。|g1-hk-senga-brand-page
ok-plain|general|顾客可尊享「特价以旧换新计划」,并受有关条款及细则约束|g1-hk-senga-brand-page
ok-measure|general|现货发售之产品最快可选择翌日送货上门(星期日及公众假期除外),截单时间为每日晚上九时。|g1-hk-elecboy-fast-delivery
ok-plain|general|当产品送抵日期迟于顾客所拣选之送货日期,则可获10,000分电器帮会员积分补偿(相等于港币$50)。|g1-hk-elecboy-fast-delivery
ok-plain|general|超时补偿只适用于产品送抵日期迟于顾客所拣选之送货日期1天或以上之订单。|g1-hk-elecboy-fast-delivery
ok-notice|general|网上商店图片只供参考,而商品颜色或会略有不同,一切以实物为准。|g1-hk-midea-price-tnc
ok-plain|general|所有价格不包括任何组装服务。|g1-hk-midea-price-tnc
ok-plain|general|如阁下的单一订单折实总额满 HK$400,本公司将会提供免费本地标准送货服务。|g1-hk-midea-price-tnc
ok-plain|general|如阁下的单一订单总额未满HK$400,需附加本地标准送货运费HK$40|g1-hk-midea-price-tnc
ok-measure|general|Grounding接地产品: 每人每件产品限预订最多五件。|g1-hk-yours-terms
ok-negation|general|我们不保证预订的人士最终获得供货,亦无法保证实际到货日期。|g1-hk-yours-terms
ok-plain|general|只接受香港收货地址。|g1-hk-yours-terms
ok-plain|food|免运门槛:常温商品订单折扣后金额达 $2,800 元|g1-tw-ihwafood-shipping
ok-plain|food|常温商品订单,折扣后金额未满 $2,800元,则宅配酌收运费 $160 元。|g1-tw-ihwafood-shipping
ok-plain|food|离岛因运费成本高,配送皆酌收运费,敬请见谅!|g1-tw-ihwafood-shipping
debatable|general|预防关节炎:狗狗长时间躺在硬质地面上,可能会对关节造成负担,久而久之容易引发关节炎。|g1-hk-wtopets-dog-mattress
debatable|general|柔软的床垫能缓冲身体重量,减少关节疼痛。|g1-hk-wtopets-dog-mattress
debatable|general|正骨床垫:采用人体工学设计,能正确支撑狗狗的脊椎,预防关节问题,适合体重大或脊椎较长的狗狗。|g1-hk-wtopets-dog-mattress
ok-plain|general|防水床垫:采用防水材质,能有效防止狗狗尿液渗透,适合幼犬、体弱或有失禁问题的狗狗。|g1-hk-wtopets-dog-mattress
debatable|general|这时候,让婴儿使用牙胶可以帮助缓解他们在出牙期的不适和疼痛,也可以减低他们咬嚼不干净物品的风险。|g1-hk-justtoosweet-teether
ok-notice|general|家长应仔细留意包装上的说明指示上「不可煮沸/蒸气/微波炉消毒」等字句|g1-hk-justtoosweet-teether
ok-tip|general|家长应避免将含液体的牙胶放在雪柜冰格,以防牙胶温度过低而弄伤BB口腔。|g1-hk-justtoosweet-teether
ok-tip|general|牙胶产品一般只要在每次使用前后,用温和的肥皂水洗涤,再以清水洗净即可。|g1-hk-justtoosweet-teether
ok-notice|general|婴儿使用牙胶时,家长务必金睛火眼看顾孩子,勿用绳子或带子把牙胶挂在婴儿的颈上,免生意外。|g1-hk-justtoosweet-teether
ok-plain|drug|乳核散结片有舒肝解郁,软坚散结,理气活血的作用。|g2-jianke-ruhe
ok-plain|drug|用于治疗乳腺囊性增生,乳痛症,乳腺纤维腺瘤和男性乳房发育等。|g2-jianke-ruhe
ok-notice|drug|月经期间,停止服药。|g2-jianke-ruhe
ok-notice|drug|乳核散结片是非处方药,大家可以根据自己的需要购买并按说明书科学使用。|g2-jianke-ruhe
ok-plain|drug|如果您还有什么不明白的,欢迎致电我们的热线电话:400-086-5111,方舟健客虔诚为您服务。|g2-jianke-ruhe
ok-measure|drug|健儿消食口服液为棕黄色液体;味甜、微苦。|g2-jianke-jianer
ok-plain|drug|用于小儿饮食不节损伤脾胃引起的纳呆食少,脘胀腹满,手足心热,自汗乏力,大便不调,以至厌食、恶食。|g2-jianke-jianer
ok-notice|drug|通过以上介绍希望各位患者能够准确了解药物并在医生的指导下用药。|g2-jianke-jianer
ok-plain|drug|方舟健客上药店让您享受全新购买体验。|g2-jianke-jianer
ok-plain|medical|新院区试运行期间暂时仅开设门诊,后续将逐步开放急诊、住院、手术等医疗服务,具体时间另行公告。|g2-shengzhou-fybjy-2024
ok-plain|medical|新院区试运行期间开设科室:妇科、产科、儿科、中医科、内科、外科门诊。|g2-shengzhou-fybjy-2024
ok-plain|medical|新院区试运行期间患者有夜间就诊需求可前往艇湖路老院区。|g2-shengzhou-fybjy-2024
ok-plain|medical|在客运西站乘K10路公交车到双塔枢纽站换乘K15、K17路公交车到市妇保院新院区下车。|g2-shengzhou-fybjy-2024
ok-plain|drug|莲芝消炎胶囊是中药,为非处方药。|g2-jianke-lianzhi
ok-notice|drug|使用时需注意孕妇慎用;儿童应在医师指导下服用;脾虚大便溏者慎用等。|g2-jianke-lianzhi
ok-tip|drug|除了在药店和医院买之外,推荐的是通过正规渠道选择正规的网上购买。|g2-jianke-lianzhi
ok-plain|drug|健客网上药店是一家以B2C医药电子商务为主要发展业务的医药零售企业。|g2-jianke-lianzhi
debatable|drug|“健客网上药店”以打造网上最大新特药房、成为B2C医药行业最大影响力的优质服务商家为发展目标。|g2-jianke-lianzhi
ok-plain|medical|中秋、国庆假期(9月28日——10月6日)医院不放假,原门诊楼正常接诊(门、急诊及检验、放射、超声等检查正常开展);|g2-dingxi-zyy-2023
ok-plain|medical|今后,医院将继续秉承“厚德精医、传承创新”的院训,“弘扬中医、患者至上”的服务宗旨,为患者提供更优质的医疗服务。|g2-dingxi-zyy-2023
ok-plain|medical|搬迁过程中给广大患者带来的就诊不便,敬请谅解。|g2-dingxi-zyy-2023
ok-plain|medical|乘坐专27路、专28路、63路、游3路、837路公交车可达。|g2-xuzhou-yy-2019
ok-plain|medical|11月27日18:00时,老院区全面停诊;11月28日8:00时,新院区正式全面运行。|g2-xuzhou-yy-2019
ok-identifier|medical|徐州市大学路269号(铜山区佛手山公园南侧)。|g2-xuzhou-yy-2019
ok-measure|medical|7月29日起,医院开通了迎宾门诊部与城南院区往返转运专车,转运车每日早上7:30至17:30运行,每班次间隔约15分钟。|g2-nanchang-shili-2025
ok-measure|device|此口罩为三层保护设计,中层细菌过滤率高达95%,能有效过滤细菌和阻挡灰尘。|g2-askwo-mask-2024
ok-tip|health-food|好硒家整理出几个实用的标示看点,带你从品名、营养与成分标示、剂量与食用方式到小绿人标章,让你更了解自己的需求,不再是只跟着广告买。|g2-sehouse-supplement-label
ok-real|health-food|只有通过卫福部查验登记、拿到许可证的产品,才可以在包装上标示「健康食品」与小绿人标章,并标示经核可的特定保健功效。|g2-sehouse-supplement-label
ok-real|cosmetics|国家规定:SPF>50只能标“SPF50+”,PA最高标“++++”,乱标会被罚!|g2-vodeng-sunscreen-2025
ok-real|cosmetics|国内防护乳属 “特殊化妆品”,必须标注 “国妆特字”(如G2023XXXX)!|g2-vodeng-sunscreen-2025
ok-notice|finance|本产品说明书旨在帮助投保人了解该产品的主要特点,并演示未来的保单利益,其所载资料仅供客户参考,具体以该产品条款规定为准。|g3-chinalife-ruyifu-brochure
ok-plain|finance|凡出生二十八日以上、七十周岁以下,身体健康者均可作为被保险人|g3-chinalife-ruyifu-brochure
ok-measure|finance|保险费交付方式为年交,交费期间为三年。|g3-chinalife-ruyifu-brochure
ok-measure|education|团体班(3人以上):每周上课 2.5 小时,课程为期 8 周共 20 小时|g3-oggi-taichung-faq
ok-plain|education|开课前一周缴交订金 1,000 元 一期优惠价 6,600 元、连报两期优惠价 12,800 元 (不含教材费)。|g3-oggi-taichung-faq
ok-measure|education|密集班(2人即可开班):周一至周五每天3小时,课程为期 1 周,共 15 小时,费用6000元。|g3-oggi-taichung-faq
ok-plain|education|购买12小时,95折学费11,400元;购买30小时,9折学费27,000元。|g3-oggi-taichung-faq
ok-plain|education|学生于开课日三十日前提出退费申请者,退还当期开班约定缴纳费用总额百分之九十五|g3-oggi-taichung-faq
ok-notice|education|*以上学费谨供参考,实际价钱应自行查询|g3-tutorcircle-eczone-2023
ok-real|real-estate|以「田庄吾寓」为例,主打约26%低公设比,规划2~3房产品|g3-ettoday-taichung-low-public-ratio
ok-notice|finance|基金管理人保证本招募说明书的内容真实、准确、完整。|g3-zhongyou-youxiang-prospectus
ok-notice|finance|投资有风险,投资人认购(或申购)基金时应认真阅读本招募说明书,全面认识本基金产品的风险收益特征和产品特性,充分考虑自身的风险承受能力,理性判断市场|g3-zhongyou-youxiang-prospectus
debatable|finance|《指标》 2017年财富管理大奖 危疾产品 - 同级最佳奖|g3-phe-ci-brochure-2020
ok-ordinal|finance|以大肠癌为例, 第一、二及三期的5年存活率分别高达90%、70%及55%|g3-phe-ci-brochure-2020
ok-plain|education|每位新学员首堂$100试堂(只限于以下A-D),试堂后如合适,可选择以下方式报堂。|g3-tumblerhk-fees
ok-measure|education|每星期参加两堂,一次报8堂,$225/45分钟。|g3-tumblerhk-fees
ok-plain|education|二人(新生)同行报名,双方将会获一期九五折优惠。|g3-tumblerhk-fees
ok-plain|education|以上款项一经付款不会退学费及会员费。|g3-tumblerhk-fees
ok-plain|education|流行新生体验599当天正式报名者,可享减免报名费200元。|g3-chenshin-music-rules
ok-plain|education|退费一律按照高雄市教育局规定办理。|g3-chenshin-music-rules
ok-measure|education|每堂上课50分钟。上课皆有周期期限,请于期限内使用完毕。|g3-chenshin-music-rules
ok-plain|education|本中心有权更改原定之课程导师而不作另行通知。|g3-cheuklong-parent-notice
ok-plain|education|如学生因事假而缺席,请于上课前三天通知本中心同事,在情况许可下,可获安排补课一次。|g3-cheuklong-parent-notice
ok-plain|real-estate|教育局将全港划分为36个「小一学校网」,其中香港岛5个、九龙10个、新界及离岛21个,并以不同编号加以区分|g3-198-school-net-property
debatable|real-estate|如果希望更有把握将子女送入心仪校网内的学校,则最好居住在该校网所属的地区。|g3-198-school-net-property
ok-plain|finance|即日起至3月31日期间,经MoneySmart成功申请指定贷款,正确回答指定问题,不论批核与否,均可享HK$700现金|g3-moneysmart-school-net-prices
debatable|real-estate|统一派位校网 中西区/湾仔区/九龙城区最顶级|g3-moneysmart-school-net-prices
ok-plain|health-food|有助于改善骨密度|g4-goldpatent-2022-baojian-shengcheng-tiaozheng
ok-plain|health-food|改善缺铁性贫血|g4-goldpatent-2022-baojian-shengcheng-tiaozheng
ok-plain|health-food|有助于改善痤疮|g4-goldpatent-2022-baojian-shengcheng-tiaozheng
ok-plain|health-food|有助于改善黄褐斑|g4-goldpatent-2022-baojian-shengcheng-tiaozheng
ok-plain|health-food|有助于改善皮肤水份状况|g4-goldpatent-2022-baojian-shengcheng-tiaozheng
ok-plain|health-food|辅助保护胃粘膜|g4-goldpatent-2022-baojian-shengcheng-tiaozheng
ok-plain|health-food|有助于润肠通便|g4-goldpatent-2022-baojian-shengcheng-tiaozheng
ok-plain|cosmetics|有助于减轻或减缓皮肤色素沉着,达到皮肤美白增白效果|g4-nmpa-2021-gongxiao-xuancheng-mulu-huangye88
ok-plain|cosmetics|用于保护皮肤、口唇免受特定紫外线所带来的损伤|g4-nmpa-2021-gongxiao-xuancheng-mulu-huangye88
ok-plain|cosmetics|有助于改善或减少头发脱落|g4-nmpa-2021-gongxiao-xuancheng-mulu-huangye88
ok-plain|cosmetics|有助于减少或减缓粉刺(含黑头或白头)的发生|g4-nmpa-2021-gongxiao-xuancheng-mulu-huangye88
ok-negation|cosmetics|注:调节激素影响的、杀(抗、抑)菌的和消炎的产品,不属于化妆品|g4-nmpa-2021-gongxiao-xuancheng-mulu-huangye88
ok-negation|cosmetics|注:用于疤痕、烫伤、烧伤、破损等损伤部位的产品,不属于化妆品|g4-nmpa-2021-gongxiao-xuancheng-mulu-huangye88
ok-plain|cosmetics|用于补充或增强施用部位水分、油脂等成分含量|g4-nmpa-2021-gongxiao-xuancheng-mulu-huangye88
ok-plain|cosmetics|有助于减轻或遮盖体臭|g4-nmpa-2021-gongxiao-xuancheng-mulu-huangye88
ok-plain|cosmetics|用于暂时改变施用部位外观状态,达到美化、修饰等作用,清洁卸妆后可恢复原状|g4-nmpa-2021-gongxiao-xuancheng-mulu-huangye88
platform|food|一杯饮料换一个好评|g5-dianping-review-report-2025
platform|food|15字好评免费领甜品|g5-dianping-review-report-2025
medical|health-food|本产品能治疗高血压|g5-21xqjy-kuaishou-healthfood
medical|health-food|服用后癌症痊愈|g5-21xqjy-kuaishou-healthfood
ok-plain|health-food|灵芝孢子粉含有多糖成分,有助于增强免疫力|g5-21xqjy-kuaishou-healthfood
ok-plain|cosmetics|使皮肤柔软富有弹性|g5-xiaoduoai-douyin-cosmetics
platform|cosmetics|促进睫毛生长|g5-kd68-douyin-eyelash
citation|cosmetics|全平台销量第一|g5-475mrv-douyin-beauty-rule
platform|cosmetics|MISSHA杏子去角质面膜 瘦身健美用品热销中|g5-mli789-taobao-title-untrue
platform|general|橡果同厂出品*第二代*浙江-双超*豪华液压摇摆踏步机|g5-mli789-taobao-title-untrue
platform|general|可媲美LV的真皮手袋|g5-mli789-taobao-title-untrue
platform|general|【淘宝最低价】包身蓬蓬裙|g5-mli789-taobao-title-untrue
platform|general|脾胃不好就贴|g5-snsmcma-kuaishou-zhike
education|education|免学免考拿学历|g5-265xx-zhihu-edu-ad-rule
education|education|高中生轻松本科梦|g5-265xx-zhihu-edu-ad-rule
education|education|真正做到提分|g5-265xx-zhihu-edu-ad-rule
platform|education|自学考试即将取消|g5-265xx-zhihu-edu-ad-rule
absolute|food|最先进加工工艺|g5-seehold-zhihu-fmcg-rule
ok-plain|cosmetics|防止干枯断裂|g5-xiaoduoai-douyin-cosmetics
education|education|短期突破高分|g5-265xx-zhihu-edu-ad-rule
ok-plain|food|帮助牙齿骨骼正常发育|g6-liverx-food-claim-standard-2012
ok-plain|food|帮助维持消化道机能|g6-liverx-food-claim-standard-2012
ok-plain|food|产前产后或病后之补养|g6-liverx-food-claim-standard-2012
ok-plain|food|「本草纲目」记载梅子气味甘酸,可生津解渴|g6-liverx-food-claim-standard-2012
medical|cosmetics|刺激毛囊让发丝再次生长不易脱落|g6-cosmetic-claim-rules-annex1
medical|cosmetics|坚固毛囊刺激新生秀发|g6-cosmetic-claim-rules-annex1
medical|cosmetics|增加毛囊角质细胞增生|g6-cosmetic-claim-rules-annex1
medical|cosmetics|增强(增加)自体免疫力|g6-cosmetic-claim-rules-annex1
ok-plain|cosmetics|调理因洗发造成之静电失衡,使头发易于梳理|g6-butyfor-cosmetic-claims
ok-plain|cosmetics|使浓密、粗硬之毛发更柔软,易于梳理|g6-butyfor-cosmetic-claims
ok-plain|cosmetics|防止肌肤粗糙、预防干燥、舒缓肌肤干燥、预防皮肤干裂|g6-butyfor-cosmetic-claims
ok-plain|cosmetics|使头发呈现丰厚感/丰盈感|g6-butyfor-cosmetic-claims
ok-plain|cosmetics|头皮清凉舒爽感|g6-butyfor-cosmetic-claims
debatable|finance|经理公司应以分散风险、确保基金之安全,并积极追求长期之投资利得及维持收益之安定为目标。|g6-yahoo-fund-huanan-hy
ok-measure|finance|本基金投资于非投资等级债券之总金额不得低于本基金净资产价值之百分之六十(含)|g6-yahoo-fund-huanan-hy
debatable|medical|安全性高:玻尿酸是一种天然成分,存在于人体的皮肤和软组织中,因此过敏反应的风险较低。|g6-ruli-hk-ha-pros-cons
ok-notice|medical|效果短暂:玻尿酸的效果通常只能维持6到12个月,之后需要再次进行治疗以维持效果。|g6-ruli-hk-ha-pros-cons
ok-notice|medical|可能的副作用:虽然罕见,但可能会出现如红肿、瘀青或感染等副作用。|g6-ruli-hk-ha-pros-cons
ok-notice|medical|禁忌症则包括怀孕、哺乳期、感染性皮肤病等。|g6-ruli-hk-nt-filler-safety
debatable|medical|Dermal Filler 透明质酸疗程在正确使用情况下通常是安全的|g6-ruli-hk-nt-filler-safety
ok-notice|medical|局部红肿和瘀伤: 这是最常见的反应,通常在注射后几天内自行消退。|g6-ruli-tw-taoyuan-filler
ok-notice|finance|(本保险为不分红保险单,不参加红利分配,并无红利给付项目)|g6-finfo-twlife-chuanshi
ok-identifier|finance|国泰人寿新富贵保本投资链结型保险甲型|g6-finfo-cathay-baoben
ok-notice|finance|本商品为以外币收付之非投资型人身保险契约,不得与以新台币收付之人身保险契约办理契约转换。|g6-finfo-nanshan-duomeixin
ok-measure|finance|本分公司按当时之「保险金额」的百分之一给付「生存保险金」,但最高给付至被保险人保险年龄达一百一十岁为止。|g6-chubb-tw-perpetual-life
ok-notice|finance|投资涉及风险。过往业绩数据并非未来业绩的指标。|g6-utrade-hk-mutual-funds
ok-notice|finance|除非你完全明白及愿意承担互惠基金及单位信托基金的相关风险,否则你不应投资该产品。|g6-utrade-hk-mutual-funds
debatable|finance|对于想要稳定获得收益的投资者来说,亚洲信用债券可能会继续提供稳定和有竞争力的收益。|g6-allianzgi-hk-asia-fixed-income
ok-real|food|滴鸡精跃升老年补养品第一名 农委会推产销履历|g6-tvbs-drip-chicken-survey
ok-real|education|万鹤去年30多个中六生读DSE,王磊称逾八成升读香港八大,大部分学生考获5科20至25分。|g6-mingpao-2025-shenzhen-dse
ok-real|education|现时,林溢欣仍是最多学生的中文科名师|g6-eduplus-hk-tutor-king
ok-real|education|粗略估计八成考入三大的神科学生也曾上过补习班。|g6-ohpama-dse-tutoring
ok-real|cosmetics|违规化粧品广告以宣称促进细胞活动或胶原蛋白增生类占第1位,共20件(25%)|g6-tradio-taipei-114h1-ads
ok-notice|drug|虽然目前没有已知副作用,但本药仍须依照指示服用,勿过量或长期使用。|g6-mdcafe-fongganning
#@round 17
ok-real|general|推荐大岗山龙眼蜜品质最优秀、最卫生、最安全。|g1-ltn-dagangshan-honey-2025
ok-real|general|帝王级和总统级文旦价差近3成。|g1-setn-madou-pomelo-king
debatable|food|怕上火喝王老吉|g1-92880-wanglaoji-complaint-2009
debatable|food|至今有170年历史，享有“凉茶始祖”的美誉。|g1-92880-wanglaoji-complaint-2009
debatable|food|天气预报未来几天「连续晴天」机会很高，大家梦寐以求的怪物级好茶说不定这两天就会出现!|g1-sumusen-lishan-winter-tea
ok-plain|food|后续还有几座优质茶园将在9号到12号开采，天气预报准确的话会是「连续晴天」加上「超棒管理」的强强组合!|g1-sumusen-lishan-winter-tea
ok-plain|food|店长预计11号12号就上山抢茶，没抢到好货就不回家!|g1-sumusen-lishan-winter-tea
ok-grade|food|荣获106年度第二届桃园好茶优质红茶评鉴比赛 优质奖|g1-mininting-taoyuan-black-tea
ok-plain|food|优质奖的背后，是老花眼的挑茶梗，不只是制作前筛选过茶叶，制作后还精选过一次，去茶梗。|g1-mininting-taoyuan-black-tea
ok-grade|food|代表菜式以较少脂肪或油分、盐分及糖分烹调或制作，符合「3少之选」的要求。|g1-docslib-eatsmart-cooksmart-11
ok-grade|food|代表菜式的材料全属蔬果类或按体积计，蔬果类是肉类的2倍或以上。|g1-docslib-eatsmart-cooksmart-11
medical|food|能够激发身高的潜能|g1-yd166-abbott-livestream-fine
medical|food|减少便秘的情况，减少拉肚子的情况|g1-yd166-abbott-livestream-fine
ok-plain|cosmetics|【留香嫩肤】玉龙茶香沐浴露800ml|g2-ruoanhao-shower-std
ok-plain|cosmetics|舒肤佳沐浴露正品官方品牌旗舰持久留香男女通用洗澡1升柠檬纯白|g2-ruoanhao-shower-std
debatable|cosmetics|【除螨祛痘】茉莉白茶沐浴露800ml|g2-ruoanhao-shower-std
ok-plain|cosmetics|【限时专享】日本可悠然美肌沐浴露持久留香沐浴乳男女滋润550ml|g2-ruoanhao-shower-std
debatable|cosmetics|【大牌同香】茉莉白茶沐浴露800ml|g2-ruoanhao-shower-quality
ok-plain|cosmetics|阿迪达斯男士沐浴露250ml冰点能量征服激情清风洗澡洗|g2-ruoanhao-shower-quality
debatable|general|以帮宝适为例，其每片纸尿裤大约可吸收300毫升以上的液体|g2-almerich-pampers
ok-measure|general|1颗吸水珠珠能吸收大于自身重量30倍甚至更多的液体|g2-almerich-pampers
debatable|general|吸水珠珠是无毒、无害的物质，非常安全。|g2-almerich-pampers
debatable|general|与一般纸尿裤相比，帮宝适纸尿裤的吸水珠珠含量较高，穿着时可让宝宝的肌肤更干爽。|g2-almerich-pampers
ok-plain|general|帮宝适还特意为纸尿裤设计了帮助隔离尿液的导流层，该导流层可收回尿液并将其均匀分散|g2-almerich-pampers
debatable|cosmetics|最佳推荐:戴可思 (Dexter)|g2-163-kids-toothpaste-top5
debatable|cosmetics|根据品牌公开的销售数据，其奥拉氟倍护牙膏累计销量已超过70万支|g2-163-kids-toothpaste-top5
ok-plain|cosmetics|其将儿童牙膏明确划分为婴幼儿(1-3岁)与儿童(3岁以上)两款，并据此配置差异化的科学含氟量|g2-163-kids-toothpaste-top5
absolute|cosmetics|成为唯一覆盖全头皮痛点的 “全能型产品”|g2-rmjtxw-wmp-shampoo
absolute|cosmetics|是唯一通过 “去屑 - 止痒 - 控油 - 修护” 四维临床验证的产品|g2-rmjtxw-wmp-shampoo
debatable|cosmetics|获北京协和医院、上海瑞金医院等 230 家三甲医院皮肤科联合推荐|g2-rmjtxw-wmp-shampoo
debatable|cosmetics|2025 年去屑品类市场占有率达 88%|g2-rmjtxw-wmp-shampoo
ok-plain|general|洗衣精在低温水中也能完全溶解，减少残留物对宝宝皮肤的刺激风险。|g2-greenkey-baby-laundry
ok-plain|general|有些产品甚至只需脱水一次，节省时间和水费。|g2-greenkey-baby-laundry
ok-measure|general|每次洗衣时在小棉袋里放进4-5颗果子，索紧袋口放进洗衣机进行正常清洗程序便可。|g2-hk01-soapnut
ok-plain|general|售价:$125/ 150g|g2-hk01-soapnut
ok-plain|general|建议民众每周至专业沙龙进行一次「头皮深层净化」，借此清除平时难以洗净的老废皮脂与造型品残留，让毛囊恢复透气。|g2-yahoo-mandu-salon
debatable|general|引进高科技「外泌体」养护服务，盼以再生医学技术解决落发困扰。|g2-yahoo-mandu-salon
ok-tip|cosmetics|对于油性头皮的居家护理，专家建议可选用含有薄荷、茶树等控油平衡成分的洗发产品|g2-yahoo-mandu-salon
ok-negation|cosmetics|不过，护臀膏主要用于臀部的日常护理，而对尿布疹并没有真正的治疗作用。|g2-pu18-diaper-cream
debatable|cosmetics|防止牙龈发炎肿痛出血|g2-baitongwang-pzh-toothpaste
debatable|cosmetics|缓解牙龈红肿出血|g2-baitongwang-pzh-toothpaste
ok-plain|cosmetics|该产品是广西璟炜生物技术有限公司旗下拥有医疗器械注册证（械字号）的功效型产品。|g2-cnblogs-scalp-ranking
ok-measure|cosmetics|成分含量有明确标示，如依克多因为百分之零点五，海藻糖为百分之零点三。|g2-cnblogs-scalp-ranking
debatable|cosmetics|根据其公开的第三方人体功效报告，连续使用十四天后，头皮皮脂分泌率平均下降百分之五十二。|g2-cnblogs-scalp-ranking
debatable|general|经武汉定点收治医院实地使用测试,1小时能有效杀灭99%以上的新冠病毒。|g3-news-gree-purifier-2020
ok-measure|general|经中国科学院气溶胶化学与物理重点实验室测试,在60m³的密闭空间中,该款空气净化器55分钟内对20-700nm气溶胶颗粒的去除率高达97%|g3-news-gree-purifier-2020
ok-plain|general|CKER病毒净化系统运用格力自主研发的CEP等离子体恒效净化技术、H13级别强效过滤网、基于目标值的表面温度控制技术,对病毒进行杀、滤、消三重净化。|g3-news-gree-purifier-2020
debatable|general|KODEN所生产之电动自行车皆通过交通部认证合格,取得电动自行车型式审验证明标章。|g3-tw-koden-ebike
ok-measure|general|Max. Speed : 25 km/h|g3-tw-koden-ebike
ok-measure|general|Battery : 48V 12Ah|g3-tw-koden-ebike
ok-tip|general|消费者在进行电动自行车选购时,要认明贴有“电动自行车合格标章”的车辆,才有保障唷!|g3-tw-koden-ebike
ok-plain|general|电动辅助自行车免驾照、免牌照、免税金,只要拥有车辆即可直接上路。|g3-tw-seic-bikes-faq
ok-measure|general|根据法规规定,电辅车的最高时速不超过 25 公里每小时。|g3-tw-seic-bikes-faq
ok-plain|general|车架编号是每辆车的唯一身份证明,也是申请黄色闪电标章及售后服务(保固)的重要依据。|g3-tw-seic-bikes-faq
ok-plain|general|搭配儿童座椅可载 1 - 6 岁的小朋友。|g3-tw-seic-bikes-faq
ok-measure|general|电辅车在速度达到 25 公里每小时时,脚踏力不会因控制器程式的限制而停止。|g3-tw-seic-bikes-faq
ok-tip|general|虽然目前电辅车尚无硬性规定,但为了安全起见,建议骑乘时配戴安全又时尚的安全帽。|g3-tw-seic-bikes-faq
ok-notice|general|车子皆有做防水,车子怕积水与泡水的环境,不建议雨天使用,以免发生危险。|g3-tw-niapsport-ebike
ok-plain|general|无人为因素、无泡水,电池容量一年内衰退50%以上,6个月内免费更换新品,7-12个月免费保修|g3-tw-niapsport-ebike
ok-plain|general|老榆木家具的纹理非常的清晰,花纹非常的美丽,具有一定的坚韧度强,并且刨面非常光滑|g3-b2b-huangye88-laoyumu-liang
ok-plain|general|用来老料新作,制作成各式各样的明清古典家具。|g3-b2b-huangye88-laoyumu-liang
debatable|general|老榆木方木具有耐腐蚀,硬度大,上色好受潮不变形不缩涨,不裂缝,是制作仿古家具和木质地板的材料|g3-b2b-huangye88-xuzhou-laoyumu
ok-plain|general|可定制家具,展示柜,桌椅、凳子,地板,护墙板,楼梯踏步,牌匾等。|g3-b2b-huangye88-xuzhou-laoyumu
debatable|general|先吸然后再冲,圆珠笔不旋转,这是智能坐便器,我们是先吸再冲的,所以说有国家专利|g3-news-qilu-smart-toilet-2019
debatable|general|现在国际上唯一一款自动识别男女的,如果是女士的话,它都会自动起一个盖子,男士的话会自动起两个盖子。|g3-news-qilu-smart-toilet-2019
ok-plain|general|有的智能马桶除了基本的自动感应掀盖、坐圈加热等功能外,还能照明、除臭、播放语音和音乐等。|g3-news-qilu-smart-toilet-2019
debatable|general|当消费者借助智能马桶盖对肛部进行冲洗的时候,一定程度上会刺激便意、缓解便秘。|g3-news-jiajum-toilet-seat-2015
ok-tip|general|如果有商家宣传称智能马桶盖还有其他特殊治疗疾病的功效,可千万要小心。|g3-news-jiajum-toilet-seat-2015
debatable|general|官方预热页把电池写成 10080mAh 青海湖电池,并用“首个突破万级电池手机”来定义它。|g3-news-163-honor-power2
ok-measure|general|荣耀社区的预热信息提到 80W 有线快充,并支持 27W 反向充电|g3-news-163-honor-power2
ok-measure|general|预告页写到 IP68 / IP69 / IP69K,属于把“泼溅防水”升级为更高强度的防尘防水叙事。|g3-news-163-honor-power2
ok-measure|general|电线一盘长度: 100米,正负误差0.5米;|g3-xiruirui-cable
ok-plain|general|BVR比BV的好处:a水电施工方便.b在板弯时不易把线折断;|g3-xiruirui-cable
ok-measure|general|电线重量:1.5平方约重2.2公斤,2.5约重3.2公斤,4平方约重4.8公斤,6平方约重6.5公斤,快递以实际重量为准,只供参考。|g3-xiruirui-cable
debatable|general|它的优点是施工方便、综合造价低,工期短,且环保无害。|g3-b2b-makepolo-waterproof
ok-plain|general|聚合物水泥基已经成为防水涂料市场的主角。|g3-b2b-makepolo-waterproof
ok-plain|general|3月,云台山针对大学生给予门票的免费|g4-gdsocks-yuntaishan-day
debatable|general|友情提示:红石峡是云台山最美的核心景点,必去必去!!|g4-gdsocks-yuntaishan-day
debatable|general|北方极品峡谷 云台山红石峡|g4-gdsocks-yuntaishan-day
state|general|西海岸新区教育体育局联合中健银座健身俱乐部推出‘免费健身周活动’|g4-qdxin-yinzuo-fitness-2018
ok-plain|general|提供烤肉场地、代订烤肉食材(场地需酌收清洁费$500元,清洁费捐赠给浪浪之家)|g4-twstay-aquariusvilla
ok-plain|general|户外儿童游戏区:吊床、荡秋千、吊椅、摇椅|g4-twstay-aquariusvilla
ok-plain|general|民宿备有儿童亲善设备:奶瓶消毒锅|g4-twstay-aquariusvilla
ok-plain|general|行程专属用车:2+1保姆车出行,尽享舒适。|g4-cct-sichuan-5day
ok-plain|general|超值赠送:特色风味汤锅/旅游三宝+氧气瓶/24 小时接送机/站服务。|g4-cct-sichuan-5day
debatable|general|赠送撒隆达祈福:途中安排体验藏区/传统祈福仪式风马纸撒龙达。|g4-cct-sichuan-5day
ok-grade|general|银肯响沙湾:国家5A景区,“这里沙漠的的沙子会唱歌”;|g4-cct-neimeng-train-10day
ok-title|general|荣获“中国最值得外国人去的50个地方”银奖;|g4-cct-neimeng-train-10day
ok-plain|general|专列直达祖国北部边疆重镇—额济纳旗站;|g4-cct-neimeng-train-10day
ok-plain|general|云南旅游三大超级IP:石林、丽江古城、玉龙雪山|g4-cct-yunnan-6day
ok-plain|general|舌尖美食:过桥米线、洱海砂锅鱼、滇南彝人长街宴、南涧跳菜|g4-cct-yunnan-6day
debatable|general|而唯一的那张雨中婚纱也达到国际殊高荣誉的pure art奖项|g4-trustphoto-wedding-3546
ok-plain|general|没有拍不好的理由,只有不够用心的对待。|g4-trustphoto-wedding-3546
ok-plain|general|特殊药剂需求: 如需除胶、除霉、家具保养,请提供给家务士为您协助涂覆。|g4-justclean-faq
ok-plain|general|我方可另提供消毒除臭服务,若未事先处理,当日将无法提供服务。|g4-justclean-faq
ok-plain|general|购买的套票可以在持有有效医疗证明的情况下暂停一年。|g4-fitnessvalley-hk-terms
ok-plain|general|捷运站只要 2分钟|g4-taipei-appeal-107-hotel
ok-measure|general|加床费用:每晚加价$1000元含1客早餐,精致房型无提供加床服务。|g4-etour-hotel-1522
ok-plain|general|※餐厅免收酒水服务费。|g4-etour-hotel-1522
ok-plain|general|可选择办理本集团会员卡,即可享续住不退房不收额外费用之优惠|g4-twtravelmap-booking-957
ok-plain|general|住宿活力早餐二客,餐厅采自助式早餐(供应时间为07:00~10:30),为确保食物新鲜请提早享用。|g4-twtravelmap-booking-957
ok-self|general|最便宜日租$1000起、 时租600 线上预约|g4-taiwanrentacar-i10
ok-plain|general|所有车辆均为满油出车、满油还车|g4-taiwanrentacar-i10
ok-plain|general|连租两日以上提供机场/码头接送免费取还车,如需接送请提供班机资讯或民宿资料|g4-kkday-penghu-rental
ok-measure|general|房内特色:室内坪数至少14坪,超大对外落地窗就感觉是直接沐浴在森林之中。|g4-bbnet-sudvista-room29
ok-plain|general|房价皆含隔日早餐与两日免费入园|g4-bbnet-sudvista-room29
ok-measure|general|★可加床,最多可加1床(最多可入住5大或4大2小) ★|g4-bbnet-sudvista-room29
citation|general|贺!台湾之星跨年网速实测三连霸No.1|g4-cnews-twstar-ftc-2018
citation|general|台湾之星均速达67.6Mbps,远胜同业10倍|g4-cnews-twstar-ftc-2018
citation|general|成功挑战各大跨年晚会地点4G测速三连霸|g4-cnews-twstar-ftc-2018
citation|general|下载DVD仅12分钟|g4-ettoday-cht-50m-ftc-2012
ok-plain|general|「FREE住倾」—免数据任用Zoom/ Teams,倾得更Free|g4-smartone-5g-travel-plan
ok-plain|general|优惠只适用于全新客户,指过去3个月内客户之身份证明文件未曾使用任何后付流动服务|g4-smartone-5g-travel-plan
ok-plain|general|中国联通(香港)运营有限公司保留最终解释权。|g4-cuniq-4g-local-data-plan
ok-plain|general|如客户没有选用信用卡自动转账缴付每月账单费用,每月HK$18行政费则于固定合约期内享半价优惠(即每月只收HK$9)。|g4-cuniq-4g-local-data-plan
ok-plain|general|无需签约,无需月费,本地组合无限期使用|g4-simplifly-hk-local
ok-plain|general|4G全速本地数据套餐 , 低至$11/GB|g4-simplifly-hk-local
debatable|general|「re:vive 瘦面重生疗程」可以为您提升面部轮廓,1 次疗程做到即时瘦面,让您展现完美 V 面|g4-gratus-revive-treatment
medical|general|科技美肤(科技美容)即医学美容|g4-fengxian-shenghuomeirong-medterms
medical|general|可借由医疗方式使人达到“快速美丽”的效果|g4-fengxian-shenghuomeirong-medterms
medical|general|是结合皮肤科、整形外科医师及专业证照美容师,共同针对肌肤及外型需求的医疗美容行为|g4-fengxian-shenghuomeirong-medterms
ok-grade|education|衡阳市烹饪中等职业学校创办于1977年,是一所国家财政全额拨款的全日制公办学校,是国家职业技能等级认定机构。|g5-school-hengyang-pengren
ok-identifier|education|学校坐落于衡阳市区,紧临文化圣地“南岳第一峰”,交通便利。|g5-school-hengyang-pengren
ok-plain|education|报名期间可免费安排电脑培训及文化课程,文体活动等。|g5-school-hengyang-pengren
ok-plain|education|学校培训部常年举办各专业短期培训:厨师班、酒店管理班(一个月)、上岗前培训等。|g5-school-hengyang-pengren
ok-grade|education|经考试合格者由人社部门颁发全国通用的职业技能等级证书。|g5-school-hengyang-pengren
ok-plain|education|招生条件:年满15周岁以上的应、往届初中毕业生。|g5-school-qyxxpd-pengdiao
ok-plain|education|熟悉餐饮管理基础知识、具有娴熟的烹调制作技艺,能在餐饮行业从事中西餐制作及酒店基层管理工作的中级技工。|g5-school-qyxxpd-pengdiao
ok-real|education|中国素以烹饪王国著称于世,厨师力量和人数首屈一指。|g5-school-qyxxpd-pengdiao
ok-plain|education|暑假班2013年6月24日(含)之前报名,按每科目单价优惠20元;2013年7月8日(含)之前报名,按每科目单价优惠10元。|g5-xwp-gz-summer-2013
ok-plain|education|任意时间报名,一次性报3门,享受每科单价优惠5元;一次性报4门,享受每科单价优惠10元。|g5-xwp-gz-summer-2013
ok-plain|education|学生也可按月付费,费用按原价收取,不享受任何优惠。|g5-xwp-gz-summer-2013
ok-plain|education|学生第一次上课不满意而退掉所有科目,给予全额退款。|g5-xwp-gz-summer-2013
ok-plain|education|学生所报读的科目不变,调换班级,仍可享受相应优惠,换科目则无优惠。|g5-xwp-gz-summer-2013
ok-plain|education|首次试课全员免费,每课时长45分钟。|g5-dipipa-hockey-fees
ok-plain|education|非试课且非俱乐部成员,单次课程费用150元/45分钟。|g5-dipipa-hockey-fees
ok-plain|education|请假权益:每季度包含3次准假机会。|g5-dipipa-hockey-fees
ok-plain|education|准假期间、俱乐部统一休息、场地停用的时间,均按对应时长顺延课时。|g5-dipipa-hockey-fees
ok-plain|general|初步规划平面配置,提供空间风格示意及初估工程预算表。|g5-tw-kdesign-process
ok-plain|general|现场丈量费 / 依案型 (签立设计约后可全额抵扣)|g5-tw-kdesign-process
ok-plain|general|室内设计费 / 每坪 NT$ 8000元 (空间未满20坪,以20坪计价)|g5-tw-kdesign-process
ok-plain|general|工程最低接案预算 / 无|g5-tw-kdesign-process
ok-plain|general|施工案场皆由专任设计师协调现场管理、处理工程发包事宜、拍照记录并回报进度。|g5-tw-kdesign-process
ok-plain|general|设计师监工以专业的态度控管施工品质|g5-tw-jgdesign-service
ok-plain|general|完工后保固一年|g5-tw-jgdesign-service
ok-plain|general|系统柜保固五年|g5-tw-jgdesign-service
ok-plain|general|中古屋、老屋、毛胚屋-$4,500~6,500/坪(视个案)|g5-tw-jgdesign-service
ok-plain|general|我们以实务经验为基础,强调「交期即信用」。|g5-tw-jespace-blog
ok-plain|general|从建案大型公设三个月交付,到皇家薇庭一年内完工的专案,都是我们以自家专业工班如期完成的证明。|g5-tw-jespace-blog
debatable|general|在台湾,完整交付的一站式装潢案平均能将沟通时间缩短约30%,但预算若未提前规划,常会出现10%到20%的追加费用风险。|g5-tw-jespace-blog
ok-plain|education|课程设置以「体验」为关键词,覆盖水彩涂鸦、彩铅线描、综合材料拼贴、软陶塑形等6大基础艺术形式|g5-eduml-zaodao-art
ok-plain|education|所有工具均经过安全认证,颜料采用可水洗配方,剪刀设计符合幼儿手部力量特点。|g5-eduml-zaodao-art
debatable|education|从实际教学反馈看,85%以上的孩子在4-6次课程后,能主动提出「我想画一个会飞的房子」「我要用亮片做星星裙子」等创意主题|g5-eduml-zaodao-art
ok-plain|education|必须持证上岗,对1千伏(KV)及以下的低压电气设备进行安装、调试、运行操作、维护、检修、改造施工和试验的工作,都必须持有低压电工作业证,证书全国通用,官网可查。|g5-doorhorse-electrician
ok-plain|education|年满18周岁(未满18周岁不予受理),男不满60岁,女不满55岁;|g5-doorhorse-electrician
ok-plain|education|低压电器设备安装与调试操作|g5-doorhorse-electrician
ok-real|real-estate|资料显示,业主于2005年6月以约960万购入上述单位,现享约5.5厘回报。|g5-hk-bastillepost-rent
ok-real|real-estate|青衣盈翠半岛3A座中层B室,面积约756方呎,可享海景,新近以2.8万租出,呎租约37元。|g5-hk-bastillepost-rent
ok-real|real-estate|同区银湖‧天峰3座中层C室,以670万元成交,实用呎价约12,182元,近六年涨价逾倍。|g5-hk-orientaldaily-2015
ok-negation|real-estate|“买房就能上××小学”、“距国贸仅30分钟”,从2月1日开始,这些话语不能在售楼广告中使用了。|g5-shockplant-rule-2016
ok-plain|education|夏令营营区实行24小时全封闭军事化管理,管理强度和活动密度相对较大。|g5-fff33-military-camp
citation|general|每亩多出10万穗|g6-case-fengyang-wufeng-seed
citation|general|亩产高出200斤|g6-case-fengyang-wufeng-seed
citation|general|亩穗数可达60万穗|g6-case-fengyang-wufeng-seed
citation|general|八级大风吹不倒|g6-case-fengyang-wufeng-seed
citation|general|平均亩产594.17千克|g6-case-fengyang-wufeng-seed
debatable|general|烟农19的完美替代|g6-case-fengyang-wufeng-seed
citation|general|抗病性强，丰产和稳定性较好|g6-case-xiangcheng-2024-seed
citation|general|具有科研食用两大优势|g6-case-xiangcheng-2024-seed
citation|general|高抗瓜类易发性病害|g6-case-xiangcheng-2024-seed
citation|general|一般亩产850公斤，高产地块可达1000公斤以上|g6-case-pulandian-2013-corn-seed
absolute|general|全球最好的硝化抑制剂|g6-samr-2020-batch2-agri
absolute|general|全球最佳氮肥管理剂|g6-samr-2020-batch2-agri
absolute|general|农业部唯一认证可合法生产的氮肥增效剂|g6-samr-2020-batch2-agri
citation|general|在全国兽药中第一家通过质量管理体系|g6-samr-2020-batch2-agri
absolute|general|最优惠的价格|g6-samr-2020-batch2-agri
citation|general|脱壳率99%以上|g6-samr-2020-batch2-agri
citation|general|本品是山西农业大学配肥专家为响应国家提倡的测土配方施肥号召|g6-case-changzi-2018-lvrong-fertiliser
citation|general|效果显著，一般增产25%-35%|g6-case-changzi-2018-lvrong-fertiliser
citation|general|40公斤大于同等含量复合肥50-60公斤的肥效|g6-case-changzi-2018-lvrong-fertiliser
absolute|general|是提高产量、改善品质的最佳产品|g6-case-changzi-2018-lvrong-fertiliser
ok-plain|medical|我们的客户服务部专员可以协助您了解更多手术套餐、医院收费，及付款的安排。|g6-hk-matilda-fees
ok-plain|medical|套票须于购买日起计一年内行使|g6-hk-matilda-fees
ok-plain|medical|此项服务亦于中环明德医疗中心诊所提供|g6-hk-matilda-fees
citation|general|1分钟垂直运动600下，运动效率超越跳绳每分钟60下|g6-tw-ftc-2024-ino-vibration
citation|general|站着律动15分钟=走路8公里|g6-tw-ftc-2024-ino-vibration
absolute|general|最长的2年保固|g6-tw-ftc-2024-ino-vibration
absolute|general|市面最高额『一亿元产品责任险』|g6-tw-ftc-2024-ino-vibration
citation|general|是台湾唯二『真的』有通过BSMI国家电检认证的律动机|g6-tw-ftc-2024-ino-vibration
absolute|general|NO.1全球募资冠军|g6-tw-ftc-2024-ino-vibration
citation|general|打破群众募资历史纪录|g6-tw-ftc-2024-ino-vibration
citation|general|两段数十分钟消耗热量米饭两碗、三段数十分钟消耗热量薯条三份|g6-tw-ftc-2010-dongsen-shaker
debatable|medical|全台最具艺术气息的坐月子殿堂|g6-tw-udn-2026-xinyueju
ok-real|medical|馆内由资深医护团队提供24小时全天候守护，并与中西医专业团队紧密对接|g6-tw-udn-2026-xinyueju
ok-measure|general|窗边位每月另加 $200.00|g6-hk-seniorhome-wooping-fee
ok-plain|general|长者能自理大部份日常起居活动，间中需要起居照顾员协助。|g6-hk-seniorhome-wooping-fee
ok-plain|general|提供短期暂宿服务（最少为一周），费用以星期计算。|g6-hk-seniorhome-wooping-fee
ok-measure|general|Glucosamine葡萄糖胺......................325ppm以上,400ppm以下|g6-tw-tnr-petfood
ok-measure|general|L-Carnitine左旋肉碱........................15 mg/kg*以上|g6-tw-tnr-petfood
ok-measure|general|纤维质................................................4.00%以下|g6-tw-tnr-petfood
debatable|medical|五星级健康检查推荐！打造一场轻松愉悦的健检旅程|g6-tw-mornjoy-health-check
ok-tip|medical|一般建议 30 岁起可以进行第一次全身健康检查，而 40 岁以上未满 65 岁者，应该至少每 2-3 年接受一次健检|g6-tw-mornjoy-health-check
ok-tip|device|上臂式血压计体积较大，附臂带以量度上臂动脉内之血压，操作较简单直接，容易量度，显示屏较大，适合家用及手脚不太灵活或视力较差的长者。|g6-hk-pharmacists-bp-monitor
ok-tip|device|使用上臂式血压计时应以左臂量度，因左臂较靠近心脏，读数会较准确。|g6-hk-pharmacists-bp-monitor
ok-real|medical|是目前南疆县级卫生医疗机构中的康复项目最齐全、治疗水平最先进的康复医学中心，填补了温宿县康复医学的空白|g6-zjol-2015-wensu-rehab
ok-real|medical|作为全省首家省级公立康复医院，贵州省康复医院由贵州省残疾人联合会主管，贵州医科大学附属医院合作运营|g6-gzstv-guizhou-rehab-hospital
ok-notice|medical|因创口较小、手术方式不同，部分患者术后感受与恢复情形可能有所差异，实际状况仍需视个人体质与治疗条件而定。|g6-tw-yahoo-2026-minimally-invasive-implant
ok-notice|medical|植牙术后有一些能减少不适的辅助疗法，例如冷雷射或高压氧等，仍需视个别情况不同，由专科医师评估后使用。|g6-tw-yahoo-2026-minimally-invasive-implant
ok-negation|general|有业者透过虾皮贩售犬猫用免疫球蛋白保健食品，并以「提升免疫力」、「强化抵抗力」等字眼进行宣传，广告内容涉及不实、夸张或易生误解|g6-tw-ltn-2025-newtaipei-petfood
ok-tip|general|消费者选购宠物食品应提高警觉，勿轻信提升免疫力、改善肠胃、增强体质等夸大宣称。|g6-tw-ltn-2025-newtaipei-petfood
#@round 18
special|food|妈妈的母乳也是全A2蛋白|g1-shi-fen-a2-gome-2019
special|food|妈妈般亲和只因好蛋白|g1-shi-fen-a2-gome-2019
finance|finance|7.5%收益率专享标|g1-shi-fen-a2-gome-2019
medical|food|提高免疫力、保护肠道健康|g1-315jiage-chifeng-ningcheng-2023
medical|food|适应症状:近视、视力弱、记性差、学习能力差、注意力不集中、反应迟钝、表情呆板、多动症、动作不协调|g1-315jiage-chifeng-ningcheng-2023
ok-notice|food|婴儿最理想的食品是母乳,在母乳不足或无母乳时可食用本产品|g1-baibiandou-infant-formula-label
ok-notice|food|6个月以上婴儿食用本产品时,应配合添加辅助食品|g1-baibiandou-infant-formula-label
ok-real|general|适用于较大婴儿食用,其营养成分能满足6~12月龄较大婴儿的部分营养需要|g1-lsgzd-std-older-infant-goat-formula
ok-negation|food|奶粉广告中某种成分能促进脑部发育,就由此宣传该奶粉产品能“使孩子变聪明”,今后这种奶粉广告涉嫌违规。|g1-familydoctor-caa-formula-ad-rules-2008
ok-tip|food|尽量选择规模大、产品和服务质量好的品牌企业的产品|g1-jkcyw-rice-cereal-buying-tips
ok-tip|food|看营养成分表中的标注是否齐全,含量是否合理|g1-jkcyw-rice-cereal-buying-tips
ok-negation|food|严肃查处违反相关规定,含有明示或暗示替代母乳,使用哺乳妇女和婴儿的形象等违法内容的婴儿配方食品广告|g1-163-three-depts-bms-notice-2013
ok-real|general|多名出席的医护人士表示,现时铺天盖地的奶粉广告,令母亲及家庭吸收错误资讯,以为奶粉比母乳好,但其实母乳才是婴儿最天然的食品。|g1-881903-legco-hk-code
ok-real|general|作为家长一定要坚持给孩子喂食营养包,因为食用营养包不仅能够避免缺铁性贫血的发生,同时对孩子身高、智商的发育都有很好的提高作用。|g1-uianet-nutrition-pack-qa
ok-real|general|牛乳是母乳的最佳代用品,也是婴儿的良好营养品,牛乳中含有充分的蛋白质、矿物质及维生素,当母亲无法哺母乳时,往往用牛乳来替代。|g1-pccu-encyclopedia-cow-milk
ok-real|general|若加以调制使之近似母乳,则称之母乳化奶粉,因其成分较适合婴儿体质,故宜选用母乳化奶粉。|g1-pccu-encyclopedia-cow-milk
ok-real|general|配方奶粉又称母乳化奶粉,它是为了满足婴儿的营养需要,在普通奶粉的基础上加以调配的奶制品。|g1-wenke99-formula-terms
ok-tip|food|较大婴儿配方奶的蛋白质含量相对较高,对初生婴儿尚未成熟的肾脏会造成负荷而引致不良后果如脱水、腹泻或脑部受损,所以较大婴儿配方奶粉并不适合6个月以下的婴儿饮用;|g1-esdlife-hk-consumer-council-formula-tips
ok-measure|food|泡奶水的温度,不能低于摄氏70度才能有效杀菌。|g1-yahoo-tw-formula-water-temp-2026
ok-negation|food|摄入叶黄素对爱护视觉器官或视网膜可能有一定益处,但目前没有确切证据证明儿童补充叶黄素有预防或控制近视的作用。|g1-hbwbdcgg-kids-lutein-revisit-2025
ok-negation|food|这些酒的外包装明明标着“普通食品”，宣传单却敢吹“能治病”。|g2-ningshan-2025-yangshengjiu
debatable|food|清宫御酒乃根据清代秘方，采用多种名贵原料，以中国传统工艺精酿而成|g2-xinhua-2018-qinggong-yujiu
ok-real|food|劝消费者少喝酒，意味着短期内企业收入减少，但长期看，对消费者、对社会负责任的态度，才是决定产业可持续发展的决定性因素。|g2-ifeng-2021-zhangyu-lixing
ok-negation|food|严禁设计、制作、代理、发布含有“特供”“专供”“内供”党政机关和军队等类似内容的酒类商品广告。|g2-dadukou-2024-jiulei-tishi
ok-real|food|酒类商品广告应当真实、合法，以健康的表现形式表达广告内容，符合社会主义精神文明建设和弘扬中华优秀传统文化的要求。|g2-dadukou-2024-jiulei-tishi
debatable|food|啤酒冰火来一手 美味小菜让你吃|g2-taipei-97-beer-promo
debatable|food|儿时景芝酒名扬，长辈贪杯我闻香；佳酿声高人已老，沾唇不禁念故乡|g2-handmsg-jingzhi-guanggaoshi
ok-plain|food|这款肆拾玖坊侠客酒便是入口柔顺，醇厚甘冽，酸甜适中，回味悠长，空杯留香持久，具有典型的大曲酱香风格。|g2-xuazi-49fang-xiake
debatable|food|而且喝后不口干，不上头，真正能令人心旷神怡。|g2-xuazi-49fang-xiake
debatable|food|体力劳动者为了消除疲劳，可饮适量的白酒、啤酒；脑力劳动者宜饮葡萄酒、啤酒|g2-xuazi-49fang-xiake
ok-plain|food|采用当地特产的红缨子糯高粱为原料，这种高粱颗粒坚实饱满，能经受九次蒸煮的工艺考验。|g2-chaxiaohao-maotaizhen-jiuyuan
ok-measure|food|基酒还需在陶坛中陈酿三年以上，使酒体自然老熟，最终由调酒师用不同轮次、不同年份的基酒勾调成型。|g2-chaxiaohao-maotaizhen-jiuyuan
ok-measure|food|采用优质葡萄和较长陈酿时间（如18个月），酒体饱满，香气层次丰富（黑加仑、橡木桶香协调）。|g2-ddwenan-zhangyu-dengji
ok-measure|food|纯生啤酒是采用无菌膜过滤技术，滤除了酵母菌和杂菌，保质期可达180天|g2-sf024-qingdao-chunsheng
special|general|玉环的网瘾少年们来集合啦|g3-yuhuan-wangba-2024
special|general|中华金短支 中华金中支 南京九五细九五 钻石一品荷花软荷花|g3-haikou-youjie-2021
special|food|二货救心丸、节操片|g3-hubei-wudixian-food-cases
special|food|非正常人类研究中心|g3-hubei-wudixian-food-cases
special|food|一种网红,抖音恶搞零食,此刻正和你对视确认眼神、水嫩多汁,香甜润滑、吃狗屎糖、走狗屎运|g3-hubei-wudixian-food-cases
special|food|爆浆•撒尿糖|g3-hubei-wudixian-food-cases
ok-notice|general|吸烟有害健康 请勿在禁烟场所吸烟|g3-yancaob2b-warning-2022
ok-notice|general|尽早戒烟有益健康 戒烟可减少对健康的危害|g3-yancaob2b-warning-2022
ok-notice|general|劝阻青少年吸烟 禁止中小学生吸烟|g3-yancaob2b-warning-2022
price|general|SSR天天登录免费拿、视频中可直接抽到五星关羽、五星张飞,送顶级武将|g3-shanghai-youzu-game-2022
price|general|公测大礼包:正常购买298元实际1元,正常购买398元实际2元|g3-beijing-qinshi-game-ad
price|general|1元可买机关白虎|g3-beijing-qinshi-game-ad
price|general|首充1元送VIP13|g3-beijing-qinshi-game-ad
debatable|general|台湾大未来 台酒 烟酒牌|g3-tw-tpba-110-900-ttl
ok-real|general|科学实验表明,一旦发生汽车碰撞事故,使用了儿童安全座椅可将孩子的死亡率降低71%|g3-dpac-child-seat
ok-negation|cosmetics|“小金盾”不是产品质量认证标志|g3-nmpa-xiaojindun-2022
ok-real|cosmetics|化妆品包装上标注“小金盾”,仅说明这个产品属于儿童化妆品,并不代表该产品已经获得监管部门审批或者质量安全得到认证。|g3-nmpa-xiaojindun-2022
ok-real|general|吸烟是导致提早死亡的主因。|g3-hk-cosh-report33-2023
special|food|“二货欢乐糖”“狼心狗肺糖”“强力闷骚糖”|g3-ningbo-wudixian-2022
ok-real|general|一、诱使儿童要求家长接受节目中商品或服务之建议者。|g3-tw-ncc-rule-art6
ok-negation|general|虽烟草商宣称电子烟对人体的危害较传统烟草低,但电子烟与传统烟草同样存在有损人体健康的有害物质|g3-macau-ssm-ecig-2021
ok-real|education|早在2011年,教育部办公厅发布的《义务教育教科书编印规范》就明确规定,教科书内不得有广告内容。|g3-textbook-ads-2014
special|general|养车也‘虎’涂?|g4-court-shipr-jd-tuhu-2025
special|general|养车也‘虎’人?|g4-court-shipr-jd-tuhu-2025
debatable|general|同款产品价格低于途虎养车平台|g4-court-shipr-jd-tuhu-2025
special|general|A公司编辑器你抄够了没|g4-court-jinshan-svg-2025
special|general|A公司又来抄袭啦|g4-court-jinshan-svg-2025
special|medical|A口腔医院要倒闭啦|g4-case-changning-dental-2025
special|medical|他家在申请注销|g4-case-changning-dental-2025
special|food|孕妇藻油DHA评测:这款藻油产品里的第一成分竟然不是藻油!|g4-case-liwan-algaloil-2022
citation|food|与同类产品相比吸收速度加快5倍|g4-case-samr-lidadan-2019
citation|food|一个累计销量唯一突破3亿瓶的美容养颜口服液品牌|g4-case-samr-lidadan-2019
medical|food|增强免疫力降低癌症风险|g4-case-samr-lidadan-2019
special|food|手打渣男柠檬茶|g4-case-xuhui-lemontea-2024
special|food|手打海王柠檬茶|g4-case-xuhui-lemontea-2024
ok-real|general|在自清洁细菌方面,海信、奥克斯和科龙样机得分较低|g4-news-cca-aircon
ok-real|general|海信、科龙样机吹风感指数表现最差。|g4-news-cca-aircon
special|general|假的撑不过几个月|g4-court-xuchang-pangdonglai-2025
special|general|某某地图导航到野地|g4-court-shijingshan-map
ok-self|general|售价699美元,比上一代便宜100美元。|g4-news-apple-m1-event-2020
ok-self|general|CPU / GPU 性能是前代 2.8 / 5 倍。|g4-news-apple-m1-event-2020
ok-self|general|John Ternus表示:“这是我们打造的最优秀的 Mac Mini”|g4-news-apple-m1-event-2020
ok-self|general|搭载 M4 芯片的全新 iPad Pro 采用 Apple 迄今最强大的神经网络引擎,每秒可执行高达 38 万亿次运算|g4-news-toutiao-apple-topic
debatable|drug|杜仲补天素丸是部分家庭的常备药品，由于其疗效良好，因而也获得很多人的信赖与支持。|g5-jianke-duzhong-butiansu
ok-real|drug|杜仲补天素丸温肾养心，壮腰安神。|g5-jianke-duzhong-butiansu
ok-measure|drug|杜仲补天素丸是非处方药，用法用量是口服，一次10粒，一日3次。|g5-jianke-duzhong-butiansu
special|medical|丑并不可怕，可怕的是你习惯了丑的样子|g5-hpaper-samr-2023-medbeauty
medical|medical|先变美再缴费|g5-hpaper-samr-2023-medbeauty
debatable|drug|花小钱治大病|g5-farennews-2025-livestream-drugs
debatable|drug|用了一段时间，血压、血脂都正常了|g5-farennews-2025-livestream-drugs
ok-real|device|欧姆龙还向消费者承诺可以免费提供校准的售后服务。|g5-laibin-omron-calibration-2012
ok-real|device|专家建议患者在选择血压及时尽量选择臂式血压计，他的准确性比手指和腕式的都要高。|g5-laibin-omron-calibration-2012
debatable|medical|别让丑牙令孩子自卑|g5-grdaily-kids-ortho
debatable|medical|牙齿矫正不要错过发育期|g5-grdaily-kids-ortho
debatable|medical|不能输在发际线|g5-jhd-2022-hair-transplant
debatable|medical|夏天植发好处多多|g5-jhd-2022-hair-transplant
absolute|medical|想拥有素颜也能发光、细致如陶瓷的「水光肌」，皮秒雷射无疑是现代医美中最受欢迎的净肤首选。|g5-naiss-clinic-pico-2026
ok-measure|medical|「皮秒Picosecond」是一种极短的时间单位（10⁻¹²秒，即一万亿分之一秒）。|g5-naiss-clinic-pico-2026
debatable|medical|由于作用时间极短，热能停留皮肤时间缩短，能精准锁定黑色素不误伤周边组织，大幅降低反黑风险与红肿期。|g5-naiss-clinic-pico-2026
ok-real|medical|李秉勋强调，虽然皮秒雷射相对安全，且很少出现严重的副作用，仍可能出现暂时性的红肿、发痛、色素变化和敏感度增加等情况|g5-healthylives-pico-myths
ok-real|medical|为了达到最佳效果，通常需要多次进行皮秒雷射治疗，具体所需的治疗次数取决于个人的皮肤状况和治疗目标|g5-healthylives-pico-myths
special|general|今夜，让你难以抗拒！|g6-news-xishiduo-jingan-2024
special|general|年轻人做起ai，有多野？|g6-news-xishiduo-jingan-2024
special|general|又黄又绿，还能让人…|g6-news-xishiduo-jingan-2024
special|food|老公气我，喝！熬夜追剧，喝！又老一岁，喝！|g6-samr-daoxiang-8cases-2023
special|food|喝五个女博士，都是你们逼的！|g6-samr-daoxiang-8cases-2023
special|food|标价176万致富款花蛤粉|g6-samr-daoxiang-8cases-2023
special|cosmetics|女人也有体臭，而且胸部最臭|g6-news-pg-jiemian-2022
special|cosmetics|再爱干净的女人，内裤都比男人脏|g6-news-pg-jiemian-2022
special|cosmetics|女人头发比男人脏一倍|g6-news-pg-jiemian-2022
special|food|你可以偷你男朋友的钱带我来这喝奶茶吗|g6-news-shaoyang-naicha-2023
debatable|food|第一口最珍贵|g6-news-heytea-durex-2019
debatable|food|今夜一滴都不许剩|g6-news-heytea-durex-2019
debatable|food|你唇上始终有我的芝士|g6-news-heytea-durex-2019
special|food|每天一杯椰树牌椰汁，曲线动人，白嫩丰满|g6-news-yeshu-jiemian-2019
special|food|老婆喜欢老公喝椰树牌石榴汁|g6-news-yeshu-jiemian-2019
special|food|怕不行，喝椰树牌石榴汁|g6-news-yeshu-jiemian-2019
special|food|木瓜饱满我丰满|g6-news-yeshu-jiemian-2019
ok-real|general|国家鼓励吸毒成瘾人员自行戒除毒瘾，对自愿接受戒毒治疗的吸毒人员，公安机关对其原吸毒行为不予处罚。|g6-handmsg-ziyuan-jiedu-2015
ok-real|general|如上海市自愿戒毒中心，是全国同类机构中的文明单位|g6-book-jindu-shouce
ok-real|drug|本品为国家特殊管理的麻醉药品，务必严格遵守国家对麻醉药品的管理条例|g6-jxjw-morphine-label
ok-real|drug|连用3~5天即产生耐药性，1周以上可成瘾，但对于晚期中重度癌痛病人，如果治疗适当，少见依赖及成瘾现象。|g6-jxjw-morphine-label
special|food|‘致富款花蛤粉’自嗨锅自热火锅夜宵自热锅方便网红懒人速食|g6-samr-sh-zihaiguo-2023
special|food|老公温顺颗粒|g6-news-huangpu-shipindian-2023
debatable|medical|成立于1985年的厦大附一思明院区医疗美容科，是厦门医疗机构中创立最早的医美专科|g6-news-xmfy-yimei
special|drug|热烈庆祝医保开通 低价风暴 嗨翻全场|g6-wuxi-cases-2020
special|drug|不买就亏大了|g6-wuxi-cases-2020
ok-real|drug|地西泮属于第二类精神药品。|g6-zpeb-diazepam-qa
ok-tip|drug|使用精神药品的注意事项：必须凭医生处方在正规医疗机构购买和使用，严格遵循医嘱，不得擅自增减剂量或改变用药方式。|g6-zpeb-diazepam-qa
ok-real|drug|阿普唑仑片不是禁药，是一种处方药。|g6-cnys-alprazolam
ok-tip|device|正规渠道购买的产品包装上会标注医疗器械注册证号，具备避孕和防病双重功效。|g6-fh21-condom
ok-real|device|实验数据显示正确使用下避孕成功率达98%，降低HIV传播风险80%-95%。|g6-fh21-condom
#@round 19
ok-negation|general|《北京市直播带货合规指引》发布不得以“全网最低价”误导消费者|g1-news-beijing-livestream-guideline-2024
debatable|general|[双重限时优惠] 满$300即享全单95折,优惠码:SAVE|g1-shop-hankyu-hk-storecredit
ok-plain|general|单笔订单消费满$100(不含运费及折扣),可获得等同于订单金额1%的购物金。|g1-shop-hankyu-hk-storecredit
ok-plain|general|会员可于生日当月的第1天获得50元购物金。|g1-shop-hankyu-hk-storecredit
ok-plain|general|订单金额需达$300(不含运费及折扣)方可使用购物金折抵。|g1-shop-hankyu-hk-storecredit
ok-plain|general|Coupon券使用说明,购物车订购金额满800后方可使用。|g1-shop-yeswater-coupon
ok-plain|general|消费每$10元可兑换1点会员点数|g1-shop-ystrive-points
price|general|买蓝月亮洗衣液新产品,满68元送500克洗洁精一瓶。|g1-case-hubei-wujiaju-2012-walmart
price|real-estate|交2万抵5万|g1-case-anhui-2021-ad-bulletin
medical|food|喝之后:转氨酶慢慢恢复正常|g1-case-anhui-2021-ad-bulletin
medical|food|长期食用鲟肉,对久治不愈的腰痛、胃病和脱发等、均具有显著疗效|g1-case-anhui-2021-ad-bulletin
ok-negation|general|没有合理理由不得在折价、减价前临时显著提高标示价格并作为折价、减价计算基准|g1-notice-jingjinji-2025-price
ok-negation|general|不得出现低价诱骗高价结算、不履行价格承诺等价格欺诈行为。|g1-notice-jingjinji-2025-price
ok-real|general|餐饮行业需确保菜单、价签标价一致,标明“小份菜”“半份菜”价格,外卖打包费须明示|g1-notice-jingjinji-2025-price
ok-negation|general|不得以虚假折扣、虚构原价、误导性标示等诱导消费者进行交易,不得收取高于标价或标价之外未标明的费用。|g1-notice-zibo-2023-price
price|general|相同产品价格最低,相同价格品质最优|g1-case-yuzhou-gongshang-1688
absolute|general|保证以最好的质量,以最低的价格、最完善的售后服务|g1-case-yuzhou-gongshang-1688
price|general|原价358元套餐现价19.9元|g1-news-43u-2025-livestream-chaos
price|education|11998元,联报优惠3880|g1-case-beijing-2021-peixun-price
price|education|价格799.00,促销价20.00|g1-case-beijing-2021-peixun-price
price|education|原价1770,214|g1-case-beijing-2021-peixun-price
debatable|food|龙虾每只$198,无限供应|g1-hk-oncc-2017-restaurant
ok-tip|food|消委会建议食肆小心选用宣传字眼,并指导前线员工向消费者解释清楚优惠细节|g1-hk-oncc-2017-restaurant
citation|health-food|公司携手清华大学研究院、广药集团、桐君百草、远森医药，与今日头条、抖音、快手、腾讯等50多家大流量媒体达成全网宣传的战略合作|g2-guangzhou-2024-07-bulletin
state|health-food|本公司是由国务院资产监督管理委员会100%控股，隶属于央企|g2-guangzhou-2024-07-bulletin
citation|food|百年老字号承诺|g2-luan-guapian-2021
ok-plain|food|会上，集团被中国食品工业协会授予“2010-2011年度全国食品工业优秀龙头食品企业”，并颁发了荣誉证书和奖牌。|g2-company-news-food-association-2011
ok-real|food|光明乳业荣获上海市最高质量荣誉“2020年度上海市市长质量奖（组织）”，成为该奖项自2008年设立以来首家获奖的食品企业。|g2-bright-dairy-2023-honours
ok-real|food|旗下光明优倍鲜奶、光明随心订服务先后获得“上海品牌”认证。|g2-bright-dairy-2023-honours
ok-real|cosmetics|是次测试结果显示，全部样本均没有检出4种禁用的致敏香料|g2-etnet-2023-consumer-council-toner
medical|cosmetics|修复受损肌肤|g3-987vps-baidu-banned-words-2025
medical|cosmetics|促进新陈代谢|g3-987vps-baidu-banned-words-2025
ok-plain|cosmetics|呵护肌肤状态|g3-987vps-baidu-banned-words-2025
ok-plain|cosmetics|帮助肌肤焕新|g3-987vps-baidu-banned-words-2025
ok-plain|general|舒适体验升级|g3-987vps-baidu-banned-words-2025
ok-plain|general|众多用户的选择|g3-987vps-baidu-banned-words-2025
ok-plain|general|支持7天体验|g3-987vps-baidu-banned-words-2025
special|general|本网站该产品售价比竞争对手 XYZ 网站低 %|g3-tiktok-ads-quality-guidelines
medical|general|100%治愈脱发|g3-10100-google-deceptive-ads
ok-notice|general|结果因人而异|g3-10100-google-deceptive-ads
citation|cosmetics|7天美白3个度|g3-1984nian-qianchuan-reject-6752
ok-plain|cosmetics|经第三方检测,肌肤光泽度提升23%(检测报告编号:XXX)|g3-1984nian-qianchuan-reject-6752
medical|general|3 天瘦 10 斤|g3-1984nian-qianchuan-reject-5352
ok-plain|general|累计服务10万+客户|g3-znbo-baidu-sem-review-4136
debatable|general|90%用户满意|g3-znbo-baidu-sem-review-4136
citation|real-estate|树立目标、先赚一千万|g4-hkcd-shenfangli-2022
ok-notice|finance|从事白银等贵金属交易,请通过各大银行、上海黄金交易所、上海期货交易所进行。|g4-qro-kuaishou-finance-rules
ok-notice|finance|从事证券投资或期货交易,请通过合法证券期货经营机构进行。|g4-qro-kuaishou-finance-rules
ok-notice|finance|合法机构名单可到中国证监会网站查询。|g4-qro-kuaishou-finance-rules
realestate|real-estate|房价/租金上涨不可估量|g4-wlcbw-wechat-ads-realestate-rules
realestate|real-estate|赚的盆满钵满|g4-wlcbw-wechat-ads-realestate-rules
realestate|real-estate|投资前景大有可为|g4-wlcbw-wechat-ads-realestate-rules
realestate|real-estate|楼盘项目门口卖小吃的家里造起了4层小洋楼|g4-wlcbw-wechat-ads-realestate-rules
realestate|real-estate|落户上学不担心|g4-wlcbw-wechat-ads-realestate-rules
realestate|real-estate|买某楼盘读某学校|g4-wlcbw-wechat-ads-realestate-rules
realestate|real-estate|对口名校学区|g4-wlcbw-wechat-ads-realestate-rules
education|education|轻松上名校,舒服拿文凭|g4-heihe-workers-daily-xueli-ads
debatable|education|学历不够,找高薪工作、想升职加薪、评职称,难!|g4-heihe-workers-daily-xueli-ads
ok-notice|real-estate|图片仅作示意用途,如有修改,恕不另行通知。|g4-szwlxq-loushu-reading
ok-notice|real-estate|房地产商对本广告内容的正确性或完整性不做任何保证,也不负任何责任。|g4-szwlxq-loushu-reading
ok-notice|real-estate|一切资料均以政府最后批准之图以及法律文件为准。|g4-szwlxq-loushu-reading
ok-tip|cosmetics|日常通勤选SPF30+、PA+++的轻薄款，户外选SPF50+、PA++++的防水防汗款|g5-maigoo-sunscreen-guide
ok-identifier|cosmetics|金蔻息敏修复润白面膜|g5-omega3-2015-mask-test
ok-identifier|cosmetics|俏十岁安肌舒缓科技面膜|g5-omega3-2015-mask-test
debatable|cosmetics|有效率90%，止脱生发|g5-zhifazhifa-2019-yufaye
debatable|cosmetics|30天长出新头发，根源解决头发问题|g5-zhifazhifa-2019-yufaye
ok-plain|general|交通：全程选用新空调旅游车，保证一人一正座；|g6-tour-wedwww-beijing-9915
ok-plain|general|服务：持有导游资格证书的资深中文导游全程讲解服务，不含全陪；|g6-tour-wedwww-beijing-9915
ok-plain|general|门票：行程中所含的景点首道大门票，具体请参考行程描述。|g6-tour-wedwww-27497
ok-plain|general|导服：全陪和当地中文导游，贴心为您服务。|g6-tour-wedwww-27497
ok-plain|general|行程内标明景点的第一道门票（不含小门票）；|g6-tour-tootour-10938
ok-plain|general|此行程6人成团，无论人数多少均不派领队。|g6-tour-tootour-10938
ok-plain|general|导服：全程陪同中文导游，竭诚为您服务。|g6-tour-tootour-22408
ok-plain|general|文明驾驶，安全乘车，谢谢配合！|g6-tour-tootour-22408
ok-plain|general|门票：行程中所列景点第一门票|g6-tour-denbu-qingdao-10837
ok-plain|general|友情推荐自费套餐 （客人自愿参加自费项目，绝不强迫）|g6-tour-denbu-qingdao-10837
ok-industry|general|赠送：旅行社责任保险。|g6-tour-denbu-qingdao-10837
ok-plain|general|下川岛星晨·海天大酒店位于下川岛王府洲旅游区，过一条马路就能看到海滩，邻近观音山公园，周边风光旖旎。|g6-hotel-elong-xiachuandao
ok-measure|general|距海趣别墅直线300米，步行约300米，预计4分钟|g6-hotel-elong-xiachuandao
ok-plain|general|下川岛属于王府洲景区，进岛客人均需额外购买门票、车票和船票，具体价格以景区定价为准。|g6-hotel-elong-xiachuandao
ok-plain|general|备注：a.我们鼓浪屿的住宿是家庭客栈，与市区标准酒店会有一定的落差；|g6-tour-cqtrvl-xiamen-6615
ok-plain|general|住宿：双人标准间（空调、彩电、独卫、每个房间均有热水供应；确保每人每晚一床位）|g6-tour-cqtrvl-xiamen-6615
ok-plain|general|导服：当地中文导游，持导游证（自由活动期间无导游）。|g6-tour-ptotour-sanxia-17732
ok-measure|general|小交通：景区内用车（三峡大坝景区电瓶车20元／人）|g6-tour-ptotour-sanxia-17732
ok-plain|general|先行赔付：5000元以下损坏24小时到账|g6-moving-chinaant-chengdu
ok-plain|general|售后追踪：72小时免费上门处理遗留问题|g6-moving-chinaant-chengdu
ok-plain|general|一、人民警察凭《人民警察证》免费入园。|g6-scenic-163-entry-policy
ok-plain|general|四、退役军人凭退役证、优待证享受门票半价优惠。|g6-scenic-163-entry-policy
ok-measure|general|免票。身高需低于1.1 米的儿童，且有持有成人票者陪同，一张成人票限带一名免票儿童。|g6-scenic-aizrj-admission-types
ok-plain|general|上海市2025年国家家电以旧换新补贴政使用规则|g6-sony-sonystyle-subsidy-2025
#@round 20
ok-measure|general|使用电源适配器(附件)的充电时间约为150分钟。|g1-sony-helpguide-ilce7s-battery
ok-measure|general|建议您在10°C至30°C的环境温度下给电池充电。|g1-sony-helpguide-ilce7s-battery
ok-negation|general|如果使用自行组装或改装的电脑,不保证能够正常充电。|g1-sony-helpguide-ilce7s-battery
ok-plain|general|请勿让电池沾水。|g1-sony-helpguide-ilce7s-battery
ok-plain|general|如果你拥有 AppleCare+ 服务计划,且产品的电池蓄电能力不足初始容量的 80%,则产品符合无需额外付费即可更换电池的条件。|g1-kuaisou-applecare-battery
ok-plain|general|Apple 有限保修针对制造问题为 iPhone 及产品包装盒内随附的 Apple 品牌配件提供自购买之日起为期一年的保障。|g1-kuaisou-applecare-battery
citation|general|平均油耗16.3km/L|g1-ftc-tw-2012-fuel-ads
ok-plain|general|碎屏服务宝:华为终端设备正常使用的情况下,因意外碰撞、意外坠落、意外挤压原因导致屏幕破碎或者开裂的,可免费更换一次华为原装屏幕组件(仅限享受一次免费更换服务)。|g1-diyibaike-huawei-screen-service
ok-negation|general|若屏幕以外部件同时损坏的,该损坏不在碎屏服务宝免费维修范围内|g1-diyibaike-huawei-screen-service
ok-plain|food|在吴宝春麦方店的工厂里,我们不只「使用」酵母,而是自己喂养多套菌种系统,包含鲁邦种、酸种,以及潘尼朵尼专用的义大利水式酵母。|g2-wupaochun-yeast
ok-plain|food|用对了,面包会更香、更耐吃,也更像我们想呈现的样子。|g2-wupaochun-yeast
ok-plain|food|每一个月饼都是独立包装,便于保存,方便卫生|g2-yilisi-mooncake
ok-plain|food|它具有配料考究、皮薄馅多、味美可口、不易破碎、便于携带等特点。|g2-yujia-mooncake-b2b168
ok-plain|food|如有果子损坏,请在24小时内把有问题的果子以包装箱为背景拍照联系客服,我们会按实际损失价值赔偿。|g2-fruit-shop-24h
ok-notice|food|因为果子是自然生长的,导致果子颜色形状有所不同,具体以实物为准,图片仅供参考哦|g2-fruit-shop-24h
ok-measure|food|理赔标准:单价乘以损坏数量,单价计算方法:产品售价除以总个数=单个数量。|g2-fruit-shop-24h
ok-plain|food|另诚征销售商,需要的公司也可达成长期合作意向,需要批发的客户请直接与我联系,欢迎洽谈长期合作事宜。|g2-lichuan-xinshan-tea
ok-plain|food|利川茶区属亚热带季风气候,具有云雾多、日照少、降水充沛、昼夜温差大、太阳总辐射低等气候特点|g2-lichuan-xinshan-tea
ok-plain|food|我们精选每一颗豆子,经历严格挑选与处理,进入黄金烘焙期后,更以时间养豆,让风味层层酝酿、绽放。|g2-firstcafe-yangdou
ok-measure|food|这些气体需要透过适当的「养豆期」慢慢释放,至少需等待数天到一个月,咖啡豆才能真正展现出原始风味|g2-firstcafe-yangdou
ok-plain|food|选择新鲜的咖啡生豆,是每位职人与爱好者对咖啡品质最基本、也最重要的坚持,最大程度地保留新鲜度与产地独有的风土韵味。|g2-firstcafe-fresh
ok-plain|food|商业酵母的优点是稳、快、好管理,膨胀力也很直接。|g2-wupaochun-yeast
ok-plain|food|对师傅来说,自己养酵母的价值就是两件事:一是「独特的香气」,二是「稳定而漂亮的发酵力」。|g2-wupaochun-yeast
ok-plain|food|五常大米颗粒饱满,质地坚硬,色泽清白透明;饭粒油亮,香味浓郁。|g2-wuchang-rice-mill
ok-plain|food|五常大米受产区独特的地理、气候等因素影响,干物质积累多,直链淀粉含量适中,支链淀粉含量较高。|g2-wuchang-rice-mill
debatable|food|由于水稻成熟期产区昼夜温差大,大米中可速溶的双链糖积累较多,对人体健康非常有益。|g2-wuchang-rice-mill
ok-plain|food|在月饼生产上已经拥有四十五年的经验|g2-yilisi-mooncake
debatable|food|百年传承的月饼制作工艺,是师傅们的匠心制作,选料上成,工序严格,质量有确保|g2-yilisi-mooncake
ok-plain|food|这种月饼,呈鼓形,边稍鼓出,花纹和字迹清晰,形状端正,不破皮,不露馅,边角分明|g2-yujia-mooncake-b2b168
ok-plain|food|付款后未发货之前,可以申请退款,一旦发货,根据淘宝规则,生鲜水果属于特殊商品,故不支持退货|g2-fruit-shop-24h
debatable|food|从基因、土地、处理、烘焙,到冲煮手法,每一步都充满职人的专注与美学,才能带来最动人的香气与口感。|g2-firstcafe-fresh
ok-plain|general|欢迎您的到来,公司搬家 设备搬运一站式商务服务|g3-szbanjia-fee-list
ok-plain|general|公司搬家网专注公司搬家服务|g3-szbanjia-fee-list
ok-plain|general|上门费:40元-80元(根据距离计算)|g3-york-kongtiao-fee
ok-plain|general|以上报价是基础报价,具体报价已师傅检测后为准!|g3-york-kongtiao-fee
ok-plain|general|日常保洁按时计费,默认一位服务人员的工作时间,如需两位及以上服务人员上门,时间平均分配,如需两人上门,则需要拍两单。|g3-i5ying-baojie-tuangou
ok-plain|general|根据业主提供的房屋建筑面积作为参考。|g3-i5ying-baojie-tuangou
ok-plain|general|业主选择的保洁时长代表服务人员的工作时长,时间结束代表服务完成。|g3-i5ying-baojie-tuangou
ok-plain|general|“人人保持清洁”:保洁服务项目|g3-shengyiso-baojie-company
ok-plain|general|保洁服务是指通过专业保洁人员使用清洁设备、工具和药剂,对居室内地面、墙面、顶棚、阳台、厨房、卫生间等部位进行清扫保洁|g3-shengyiso-baojie-company
ok-plain|general|天然乳胶床垫弹性好、支撑性能佳,是舒适睡眠的上佳寝具。|g3-yyyjw-latex-thickness
debatable|general|经科学家验证,一般乳胶床垫的厚度在10cm左右就能达到正常人体睡眠所需要的承托力和舒适度。|g3-yyyjw-latex-thickness
ok-measure|general|在纯乳胶床垫市场里,最薄的一般为3cm,最厚不会超过20cm。|g3-yyyjw-latex-thickness
ok-plain|general|因独立袋装弹簧床垫的抗干扰性强,超静音所以价格要比连锁弹簧床垫高些。|g3-difulun-mattress-types
ok-plain|general|以下价格仅供参考,实际价格以现场评估状况为主|g3-tw-haojie-moving-fee
ok-plain|general|回头车是利用车辆回程途中顺路做运送,价格上也可能会便宜一些,约一般出车搬家的5-8折左右|g3-tw-haojie-moving-fee
ok-plain|general|电梯楼中楼+500元|g3-tw-haojie-moving-fee
ok-plain|general|根据PRO360后台的报价数据统计,冷气清洗费用介于$2,000~$6,000/台, 因冷气种类、冷气机型、使用空间…等因素而异|g3-tw-pro360-ac-cleaning
ok-plain|general|✽以上价格仅供参考,实际费用以师傅报价为主|g3-tw-pro360-ac-cleaning
ok-plain|general|吊隐式冷气则因为藏于天花板内,清洗难度较高,因此报价为三者最高。|g3-tw-pro360-ac-cleaning
ok-plain|general|小编认为半包比较适合大部分人,性价比比较高。|g3-cn360-hongxing-muye
ok-plain|general|可于电话中或至本公司听取专业咨询及建议,不收取费用。|g3-tw-jsx-design-process
ok-plain|general|现勘/丈量现场/图面绘制/两次图面洽谈,收取$3000费用。|g3-tw-jsx-design-process
ok-plain|general|一般住宅: 每坪收取$3000 - $7000元设计费|g3-tw-jsx-design-process
ok-plain|general|专业设计师及工程人员为业主监管品质。|g3-tw-jsx-design-process
ok-plain|medical|为预防院内交叉感染,学龄前儿童不宜进入病区探视。|g4-nanyang2-zhuyuan
ok-plain|medical|传染科,母婴同室病房,监护室,隔离病房等谢绝探视。|g4-nanyang2-zhuyuan
ok-grade|medical|我院口腔颌面外科是市级一级重点学科,是集临床、教学、科研于一体的医疗科室,由门诊和病房两部分组成。|g4-fh21-kouqiang-459117
debatable|medical|无痛拔牙:应用进口STA电脑无痛麻醉仪,使拔牙整个过程无疼痛感,减轻患者的恐惧感。|g4-fh21-kouqiang-459117
ok-plain|medical|口腔外科属于牙科的专业分科,必须同时具备医学与牙医学的专业知识与训练。|g4-tw-kuanting-dental
debatable|medical|台中宽庭牙医拥有口腔外科专科医师、减痛麻醉、舒眠疗程与水雷射等先进设备,一次解决您的口腔问题。|g4-tw-kuanting-dental
ok-measure|general|该中心总投资预算超1.73亿元,占地约30亩,建筑面积28729平方米,按照现代医康养设计理念,共打造养老床位458张。|g4-dianjiang-yanglao-2023
debatable|general|中心将以最优质的服务,最舒心的环境打通医和养的界限,实现养老和看病的闭环管理|g4-dianjiang-yanglao-2023
ok-plain|general|室外配有健身环道、休闲广场等,并有配套地下停车位212个。|g4-dianjiang-yanglao-2023
debatable|general|唔驶再四围格价!价格极优惠~可货到付款|g4-hk-mrlens88-yanyan
ok-tip|general|长时间配戴隐形眼镜者应选择透氧度较高的镜片物料,以确保眼睛健康。|g4-hk-mrlens88-yanyan
debatable|medical|年门诊量约5000余人次、住院400余人次、手术300余人次,诊断准确率达98%以上,治愈率95%以上。|g4-91160-longnan-yanke
ok-plain|medical|陇南市第一人民医院眼科住院科室成立于2001年7月,其前身为50年代初成立的大五官科,70年代独立设为眼科门诊,当时是陇南地区唯一的眼科诊断和治疗中心。|g4-91160-longnan-yanke
ok-grade|medical|是“全国百万贫困白内障定点医院”|g4-zz3-yanke
ok-measure|medical|近年眼科增添了一大批先进的医疗设备:日本进口显微镜一台,美国博士伦玻璃体切割仪一台,美国雷赛准分子激光治疗仪一台|g4-zz3-yanke
debatable|medical|并相继获得“郑州市助残先进单位”,被新闻媒体评为“读者信赖的眼科”,“郑州市十大眼科”“郑州市复明使者”等荣誉。|g4-zz3-yanke
ok-plain|general|60岁以上老年人凭证件全年可享受半价优惠;学生凭学生证在寒暑假期间可享受半价优惠。|g4-zhongshan-tiyuguan
ok-measure|general|羽毛球馆有16片标准场地|g4-wuhan-quanmin-jianshen-2023
ok-plain|general|篮球场均采用玻璃钢专业篮架,硅PU塑胶地面,专业运动照明灯光|g4-wuhan-quanmin-jianshen-2023
ok-plain|general|持年卡者在羽毛球、乒乓球、网球项目每次使用时间不超过2小时,而游泳项目年卡不受时间限制。|g4-jinan-aoti-youyong
ok-notice|medical|由于健康检查项目的差异性,一次健康检查未发现异常,并不代表完全没有潜在的疾病,若出现疾病症状,应及时就医。|g4-tijian-xuzhi
ok-measure|medical|做子宫附件及盆腔B超检查者,需保留小便至膀胱充盈状态再做检查(最好不排晨尿)。|g4-tijian-xuzhi
medical|general|拒绝‘男炎’之隐|g4-biboting-anmoyi-2022
ok-plain|general|住宿、安亲或参观请家长提前预约,营业时间上午9:00~下午21:00。|g5-brahma-pet-hotel-rules
ok-plain|general|遇连续假期、周六日、国定假日入住者,需预付入住宿费用一半为订金,并于入住当日结算未付余额。|g5-brahma-pet-hotel-rules
ok-plain|general|如您因故取消订房,请于入住日七日前电话联系取消订房,订金全额退费,少于七日则恕不返还订金|g5-brahma-pet-hotel-rules
ok-plain|general|馆内另有提供住宿宠物洗澡优惠,让宝贝入住或回家时轻松舒适|g5-brahma-pet-hotel-rules
ok-real|general|依据动物保护法规定:恶意弃养动物最高得处新台币15万元罚锾|g5-brahma-pet-hotel-rules
ok-plain|general|入住时需缴交NT$2,000押金,退房检查无损坏后将全额退还。|g5-mrpetter-pet-friendly
ok-plain|general|每只宠物每晚收取NT$800清洁费(服务型宠物除外)。|g5-mrpetter-pet-friendly
ok-ordinal|general|每间房间最多可携带两只20公斤以下的小型宠物(第一只NT$800/晚,第二只NT$500/晚)。|g5-mrpetter-pet-friendly
ok-plain|general|大厅备有清洁巾,供毛孩简易清洁使用。|g5-mrpetter-pet-friendly
ok-plain|general|项目于清洗过程中加入抗菌处理|g5-cleanliving-hk-price
ok-plain|general|2024年3月1日更新价格更改恕不另行通知|g5-cleanliving-hk-price
ok-plain|general|★婴儿服装 @ 五折|g5-cleanliving-hk-price
ok-plain|general|特别衣物/丝质/皮饰/胶饰或珠饰等 + 30%|g5-cleanliving-hk-price
ok-plain|general|石英表若出现故障,通常原厂皆会要求更换全新机芯。|g5-richwatch-protection
ok-plain|general|机械表的优点是:经由定期的保养洗油,可使用数十年甚至代代相传|g5-richwatch-protection
ok-measure|general|通常机械表的误差是以日差(每天差距)多少秒来计算的,而石英表的误差是以每月差多少秒来计算的。|g5-richwatch-protection
ok-measure|general|女士皮底鞋厚为3毫米,男士皮底鞋厚度为3.5—5.5毫米。|g5-cnpp-laomeihua-shoes
ok-plain|general|如有遇到定做鞋的顾客,就在一楼画样,三楼马上制作,并且送货到家。|g5-cnpp-laomeihua-shoes
ok-measure|general|※所有尺寸均为平放测量|g5-comcoca-hk-sizechart
ok-measure|general|最胖的部分,或从腰部约18cm下的横宽(×2倍为围度)|g5-comcoca-hk-sizechart
ok-plain|general|我们提供7天鉴赏期(非试用期)。|g5-rainbowbubble-shopping-notice
ok-plain|general|现货商品依结帐时间,当天或隔日快速出货。|g5-rainbowbubble-shopping-notice
ok-plain|general|虽然身高与体重仅供参考,但为确保您有最佳的穿着体验,我们建议:|g5-rainbowbubble-shopping-notice
ok-plain|finance|「爱伴航」 / 「爱伴航 – 首护挚宝」为您提供高达原有保额900%的保障|g6-hkbea-on-your-side-plan
ok-plain|finance|涵盖58种危疾(包括57种严重疾病及1种非严重疾病)、44种早期危疾及13种严重儿童疾病。|g6-hkbea-on-your-side-plan
ok-plain|finance|针对癌症、心脏病、中风及脑退化疾病提供合共高达7次赔偿。|g6-hkbea-on-your-side-plan
ok-plain|finance|让您的宝宝出生后即时获得保障,无惧先天性疾病和危疾。|g6-hkbea-on-your-side-plan
debatable|general|配合一系列安心及贴心嘅服务,畀你体验数码通5S超越快稳顺嘅超强势网络!|g6-smartone-iphone8plus-plan
ok-plain|general|每月加$28可额外多一个中国内地电话号码|g6-smartone-iphone8plus-plan
ok-plain|general|3日上网吃到饱(热点分享限3GB)|g6-taiwanmobile-5g-prepaid-2020
ok-measure|general|上网传输量12GB(购买999MB,赠送11289MB),效期30天|g6-taiwanmobile-5g-prepaid-2020
ok-plain|general|加购成功后,继续以原上网速率设定值使用加购行动上网量|g6-cht-eshop-4g-basic
ok-measure|general|行动上网服务通信费以「KB」计费,不足1KB以1KB计算(1MB=1024KB,1GB=1024MB)。|g6-cht-eshop-4g-basic
ok-notice|general|由于行动通信品质会受地形/气候/建物遮蔽/使用人数/地点等因素影响,如无法支援4G行动宽频将转为3G或GPRS,且均依本4G资费收费标准计收。|g6-cht-eshop-4g-basic
ok-plain|general|每通前3分钟免费|g6-taiwanmobile-4g-tariff-2017
ok-plain|general|本应用不会上传任何个人资料到开发者或协力厂商,除非经过您同意且授权操作。|g6-soonlan-fintracker
ok-plain|general|无论何时要换应用程式,资料都是您的可完全带走。|g6-soonlan-fintracker
ok-plain|general|帐户之间的交易可以编辑,再也不怕输入错误。|g6-soonlan-fintracker
ok-plain|general|可设定密码,避免手机离手时资料被无意看到或修改。|g6-soonlan-fintracker
ok-plain|general|视觉化消费总额显示:每月预算设定,食衣住行育乐各类型开支一目了然,每日记帐不透支|g6-apkpure-invoice-diary
ok-plain|general|轻松对奖功能:简单摇一摇、或手动输入发票号码立即对奖|g6-apkpure-invoice-diary
ok-plain|general|因每笔交易明细是从财政部主机所取得,各商家将明细传送到财政部需数小时到数日的时间,故需要一段时日才能借由扫描QR Code方式进行线上查询交易明细。|g6-apkpure-invoice-diary
ok-plain|general|Money Pro 是全方位的个人理财程式,功能强大,使用却极为简单。|g6-moneypro-tw-guide
debatable|general|Money Pro 是新一代的 Money 应用程式(全球下载超过 200 万次)。|g6-moneypro-tw-guide
ok-plain|general|冷链物流的核心竞争力在于“全程恒温”与“精准把控”,每一个环节都需严守温控标准。|g6-100well-coldchain
ok-measure|general|果农采摘后,芒果立即被送入临时预冷仓,在2小时内将温度降至10℃,随后进行分级筛选、套袋包装,再装入配备智能温控系统的冷藏车。|g6-100well-coldchain
ok-plain|general|零担货物运输是一种常见的物流方式,适用于运量较小、时效要求不高、成本敏感的货主。|g6-huangye88-lingdan-coldchain
ok-plain|education|通过设计家庭亲情互动类程序(如生日祝福贺卡、家庭日程提醒),熟悉鼠标键盘基本操作,在真实需求中感受编程乐趣,建立持续学习动力。|g6-edudw-xiaomawang-wuhan
ok-plain|education|难度梯度:从鼠标键盘基础操作到函数链表等进阶技能,每节课设置明确的"最近发展区",确保孩子"跳一跳够得着"|g6-edudw-xiaomawang-wuhan
ok-plain|education|小码王的编程课程将学习过程拆解为8个具体阶段,每个阶段都设置了可量化的能力提升目标|g6-edudw-xiaomawang-wuhan
ok-plain|education|高额资助学费:$675(如每月收入*为$14,001至$22,000人士可申请)|g6-cats-erb-computer-cert
ok-plain|education|没有收入或低收入人士(即每月收入*为$14,000或以下)可申请豁免缴交学费|g6-cats-erb-computer-cert
ok-plain|education|学费已经包括教科书的费用,以供课堂使用及自学。|g6-hku-clc-cantonese
ok-plain|education|如学生达到出席要求,将获发还1440港元,合资格的学生最终只须支付360港元。|g6-hku-clc-cantonese
#@round 21
medical|food|由纯植物和中药磨成粉压制而成，可以清除口腔异味，安全无副作用，还能调理脾胃|g1-fzrb-2022-livestream-health-food
medical|device|用高科技仪器刺激穴位疏通经络，40天瘦20斤不反弹|g1-fzrb-2025-weight-traps
medical|cosmetics|减重牙膏可有效抑制虚假食欲，让你刷刷牙就能瘦|g1-fzrb-2025-weight-traps
debatable|general|当场减腰围2至5厘米|g1-fzrb-2025-weight-traps
debatable|food|减肥不忌口，火锅、奶茶都可以吃|g1-fzrb-2025-weight-traps
debatable|food|冬季超狠减肥法，让你一个月轻松瘦30斤！|g1-fzrb-2024-weight-bloggers
debatable|food|真实个人定向测评，一个月掉10斤肉，这还不直观吗？|g1-fzrb-2024-weight-bloggers
medical|general|7天保底长20公分|g1-ahxbw-2021-height-patch
medical|general|48岁以下还能长|g1-ahxbw-2021-height-patch
citation|food|喝三个月就能追高，助力孩子成长 30%！|g1-thepaper-2025-mengniu-188
medical|food|孩子比同龄人矮半头？试试这款奶粉，三个月就有明显变化。|g1-thepaper-2025-mengniu-188
medical|medical|熬夜脸色发黄、满脸痘痘的宝宝有没有，都去拍2号链接，一张万能卡，解决你肌肤十大问题|g1-fzrb-2023-medaesthetic-live
debatable|medical|医美比护肤管用一百倍|g1-fzrb-2023-medaesthetic-live
price|medical|超级低价错过不再有|g1-fzrb-2023-medaesthetic-live
absolute|food|老铁们，这酒口感绝对纯正！年底囤货只剩最后100单！|g1-ccn-2026-baijiu-live
price|food|单瓶扫码价299元，直播间福利价，一瓶11元，一箱53.9元|g1-fzrb-baijiu-live
medical|food|适合头晕头痛、手麻脚麻、记忆下降人群|g1-cctv-2025-ai-host-fishoil
debatable|medical|25岁抗初老有点晚，人18岁之后就开始衰老，抗初老越早越好|g1-fzrb-age-anxiety-medaesthetic
debatable|medical|从20岁开始，皮肤里的胶原蛋白就以每年1%的速度递减，肌肤进入自然老化的阶段|g1-fzrb-age-anxiety-medaesthetic
medical|general|3小时排出妇科黄毒,24小时排出阴毒、宫毒和巢毒,修复受损阴内膜|g2-jinhua-2009-monitor-092
medical|general|彻底治疗各种阴道炎、盆腔炎、附件炎、宫颈炎以及由子宫内膜炎引起的不孕症等|g2-jinhua-2009-monitor-092
medical|health-food|自从我吃了迪光胶囊一盒以后就见效了,飞蚊症没有了|g2-jinhua-2009-monitor-092
medical|health-food|自从吃了几盒以后,现在眼睛也不流泪了,头也不疼了。|g2-jinhua-2009-monitor-092
medical|food|活血散瘀,消炎解毒,风湿性关节炎有明显疗效|g2-case-shandong-2024-food
medical|food|防治小脑萎缩|g2-case-shandong-2024-food
medical|food|治疗神经疾病|g2-case-shandong-2024-food
medical|general|一天闻一次,三天就戒烟|g2-ningxia-2007-monitor
ok-negation|general|消毒产品、保健用品、卫生用品广告不得含有医疗用语或者易与药品相混淆的用语|g2-jinhua-2009-monitor-092
ok-negation|health-food|保健食品广告不得利用专家、消费者的名义或者形象做证明。|g2-jinhua-2009-monitor-092
ok-tip|drug|应在医师和药师指导下通过正常渠道购买和使用药品,以免造成不必要的损失和伤害。|g2-hainan-fda-q2-illegal-ads
ok-negation|drug|发布含有免费治疗、赠送、有奖销售,以药品作为礼品或者奖品等促销药品内容的广告|g2-beijing-2015-q1-monitor
ok-negation|drug|处方药在大众传播媒介发布广告或以赠送医学、药学专业刊物等形式向公众发布处方药广告|g2-beijing-2015-q1-monitor
ok-real|drug|祛风、除湿、止痒、消肿,适用于亚急性湿疹和慢性湿疹。|g3-hnysfww-9990
ok-notice|drug|涂用一周后症状无变化,应向药师或医师咨询。|g3-hnysfww-9990
ok-notice|drug|用药部位如有烧灼感、瘙痒、红肿等应停止用药,以清水洗净,必要时应向药师或医师咨询。|g3-hnysfww-9990
ok-measure|drug|外用,涂于患处,一日2~3次。|g3-hnysfww-9990
ok-real|drug|洋参虫草益肾口服液功能主治益气生津,健脾益肾。|g3-coldnoir-yangshen
ok-negation|health-food|保健食品没有治疗作用,不得涉及功能主治和适应症,只能标注“保健功能”或“适宜人群”等内容。|g3-coldnoir-yangshen
ok-notice|health-food|有的“注意事项”标明“不能替代药品”|g3-coldnoir-yangshen
ok-measure|drug|用法用量为口服。一次10毫升,一日2-3次。|g3-coldnoir-yangshen
ok-plain|drug|购买本品,选择方舟健客上药店,药品价格优惠,质量有保障,购买方便快捷。|g3-coldnoir-yangshen
ok-real|health-food|其功效成分为钙、维生素D3和维生素K2。|g3-foodmate-guangsai-ca
ok-plain|cosmetics|根据品牌介绍,其配方含有96%的天然来源成分,包括多种保湿油脂,能帮助肌肤维持柔软与光滑。|g3-worldjournal-hand-cream
ok-tip|cosmetics|不少人买东西时都会被产品上标榜「全日护理和保护」、「24小时保湿」,甚至「48小时舒缓干燥肌肤」等功效吸引|g3-metrohitpicks-hand-cream
ok-real|drug|有活血止痛,散瘀消肿,祛风胜湿的作用,用于急、慢性扭挫伤,慢性腰腿痛,风湿关节痛。|g3-coldnoir-dieda
ok-notice|drug|跌打镇痛膏是非处方药,大家可以根据自己的需要购买并按说明书科学使用。|g3-coldnoir-dieda
ok-measure|drug|外用,按需要面积剪下药膏,顺着隔粘纸纵纹撕开,贴于洗净揩干之患处,用手按压贴牢|g3-coldnoir-dieda
ok-measure|device|所有样本的声称测量范围界乎0.6到35.0 mmol/L之内。|g3-shopsmart-glucometer
ok-real|device|记忆量最多是「罗氏」(#16),可储存2,000个记忆。|g3-shopsmart-glucometer
ok-real|device|「罗氏」(#16)的机身和采血笔、采血针、试纸匣等连成一体,重量达129克|g3-shopsmart-glucometer
ok-measure|device|新款罗氏卓越型血糖仪需血样仅0.6μL微升|g3-hnhlg-glucometer
ok-plain|finance|新户领888元大礼包|g4-citic-card-newuser
ok-plain|finance|活动期间内激活且绑定动卡空间APP的新客户,可获得888元大礼包一份,大礼包内含:50元奖励金1份和商品立减券4份,每位新客户限领1次大礼包。|g4-citic-card-newuser
ok-plain|finance|卡片批核后请在30天内及时兑换礼品,过期无法兑换。|g4-citic-card-newuser
ok-plain|finance|以上礼品限量,先到先得,具体数量以实际兑换页面展示为准。|g4-citic-card-newuser
ok-plain|finance|投保年龄:出生满7天至70周岁。|g4-zhongyi-yuexiang-manual
debatable|medical|门诊拥有专科治疗台5台,病房有床位3张,成为我县当地规模最大,功能最全的口腔常见病,多发病的治疗中心。|g4-qianshan-dental
ok-plain|general|酒店地处合肥经济技术开发区明珠广场,可步行到达安徽国际会展中心、百乐门广场和欧洲风情街;|g4-jdzx-hefei-180298
ok-plain|general|距离高铁南站,车程5分钟;|g4-jdzx-hefei-180298
ok-plain|general|距离安徽国际会展中心,步行5分钟;|g4-jdzx-hefei-180298
ok-plain|finance|从第二个保单年度起,各保单年度的有效保险金额按基本保险金额以3.25%年复利形式增加。|g4-hexie-caifu-c-training
ok-plain|finance|如果被保险人在犹豫期结束后的次日零时生存,我们按当日本合同基本保险金额的 30%给付生存保险金。|g4-wanyiwang-dividend-clause
ok-plain|finance|本合同接受的被保险人的投保年龄为出生满 28 日至 70 周岁。|g4-wanyiwang-dividend-clause
ok-notice|finance|温馨提示:此产品内容由沃保网保险专家整理,此产品的准确条款请以保险公司官网为准|g4-aqbxw-product
ok-plain|education|学校现有专职经验丰富的驾驶教练58人,拥有大客车、大货车、小轿车、天马车以及北京吉普车等各类专用教练车共计50余台。|g4-yongzhou-driving
ok-grade|education|是目前永州市一个正规的省级二类驾校。|g4-yongzhou-driving
ok-plain|education|新驾校占地面积160余亩,总建筑面积10000余平方米,建有4000米长的标准道路考场、学员培训楼、教考官宿舍、汽车技术维修检测中心,于2006年投入使用。|g4-yongzhou-driving
ok-measure|medical|光固复合树脂:后牙大面积缺损 每牙 70.00 包括备洞|g4-hlh-hospital-fees
ok-measure|medical|进口复合树脂 每牙 20.00 包括备洞|g4-hlh-hospital-fees
ok-grade|general|这里曾是小小农家乐,而现在却成为了湖南省五星级乡村旅游示范点。|g4-yangjiazhai-farm
ok-real|medical|市眼科医院近日将启动“重阳送温暖———白内障资助复明活动”,该院将为99位符合手术条件的困难家庭老年白内障患者提供免费复明手术。|g4-ningbo-eye-2014
ok-plain|finance|终生享有生存金两年一返,给付比例为基本保险金额的18%,给付比例高。|g4-xyz-92288
debatable|finance|每期的生存金、祝寿金和红利分别进入账户后,每年按各自确定的累积利率以年复利方式累积生息,让您足不出户坐享持续不断的丰厚汇报。|g4-xyz-92288
ok-plain|finance|投保年龄:出生满30天至60周岁。|g4-xyz-92288
ok-plain|finance|立即享有不低于50000元的全残和身故保障|g4-ourbaoxian-xiaotaiyang
ok-plain|finance|宝宝的父母选择分期缴纳保险费至宝宝18周岁,则每年需缴纳保险费4923.5元,一共缴费18次,共计88623元。|g4-ourbaoxian-xiaotaiyang
debatable|real-estate|地铁开通后,从万科东郡到天津站仅需25分钟,到滨海国际机场也只需要15分钟,大大提升了区域的交通便利性。|g4-drbdp-vanke-dongjun
ok-real|real-estate|安置房以高层住宅为主,共有90、120、150(分C1和C2两种)、180、230平方米等6种户型,总套数约1200套,配备1800多个车位。|g4-wangniudun-resettlement-2022
ok-plain|general|一个月内消费累计满$15,000即可升级。|g5-whiple-member
ok-plain|general|会员期限一年,该等级期间不限额消费可再延续一年。|g5-whiple-member
ok-plain|general|满额送购物金是会员独享的制度,会员必须在登入状态下结帐才有资格获赠购物金。|g5-whiple-member
ok-plain|general|活动时间:2019年8月9号10:00:00~2019年8月20号23:59:59|g5-youpin-newuser-rules
ok-plain|general|新人0元购活动:此活动仅限新用户参与,每个新用户仅能购买1件1元购的商品,购买商品产生的邮费,由用户自行承担|g5-youpin-newuser-rules
ok-plain|general|包邮8.16元起:此活动仅限新用户参与,每个新用户仅能购买1件8.16元购的商品,商品无需支付邮费|g5-youpin-newuser-rules
ok-plain|general|优惠券的数量有限,先到先得|g5-youpin-newuser-rules
ok-plain|general|优惠券的有效期为3天,优惠券到账户后请尽快使用;|g5-youpin-newuser-rules
ok-plain|general|如因为商品活动降价导致优惠券无法使用,可等促销活动结束后进行购买|g5-youpin-newuser-rules
price|general|紧急降价,低至1折|g5-changzhou-zhonglou-clearance-2006
price|general|岁末清仓,一件不留|g5-changzhou-zhonglou-clearance-2006
price|general|合同到期,亏本清货|g5-changzhou-zhonglou-clearance-2006
price|general|原价19-29元,现价9元|g5-changzhou-zhonglou-clearance-2006
price|general|全场清仓3元、6元、9元|g5-changzhou-zhonglou-clearance-2006
ok-plain|general|有效期由2016 年12月12至18日,以周大福网络旗舰店系统时间为准。|g5-zalora-partners-tnc-2016
ok-plain|general|只适用于正价货品,不可与其他优惠同时使用。|g5-zalora-partners-tnc-2016
ok-plain|general|礼品数量有限,送完即止。|g5-zalora-partners-tnc-2016
ok-plain|medical|优惠只适用于首次享用dermes激光脱毛疗程及年满18岁之女性新客户|g5-zalora-partners-tnc-2016
ok-plain|general|此推广编码有效期至2016年12月31日|g5-zalora-partners-tnc-2016
price|drug|好体面的芦荟祛斑胶囊,原价128元,现价50元|g5-shijiazhuang-xinhua-pharmacy-2014
price|drug|瑶健神丸原价22.4元,现价17.5元|g5-shijiazhuang-xinhua-pharmacy-2014
price|drug|无极增乳胶囊原价58元现价25元|g5-shijiazhuang-xinhua-pharmacy-2014
price|drug|西洋参特价21元/10g|g5-shijiazhuang-xinhua-pharmacy-2014
price|drug|会员日全场打八折(特价除外)|g5-shijiazhuang-xinhua-pharmacy-2014
ok-real|general|3月9日，首钢国际工程公司正式取得了由国家科技部认定的高新技术企业证书。|g6-shougang-hitech-2012
ok-real|general|截止目前，该公司共获得国家科学技术奖和全国优秀工程设计奖等30余项。|g6-shougang-hitech-2012
ok-real|general|“国家火炬计划重点高新技术企业” 认定条件多，标准高，难度大，是我国企业高新技术认定的最高层次。|g6-ne21-zhonghuan-torch
ok-plain|food|美贺庄园甄酿干红葡萄酒2019，荣获2022年Decanter世界葡萄酒大赛金奖。|g6-meihe-dwwa-2022
ok-notice|food|请理性饮酒，未成年人勿饮酒，酒后勿驾车|g6-meihe-dwwa-2022
ok-plain|food|感谢您选择荣获国际大奖的酒。|g6-meihe-dwwa-2022
ok-real|food|龙谕酒庄2021年份‘龙12’赤霞珠与同一年份的拉菲得分完全相同，甚至战胜了意大利顶级赤霞珠混酿西施佳雅。|g6-163-changyu-prowein-2025
ok-real|general|“金漆镶嵌髹饰技艺”为国家级非物质文化遗产保护项目。|g6-bj-dongcheng-laozihao-2024
ok-real|general|至此，东城区已拥有中华老字号41个、北京老字号69个，其中百岁以上老字号39个。|g6-bj-dongcheng-laozihao-2024
ok-real|general|红星奖是我国工业设计的最高奖项，创办八年来帮助近千家制造企业与设计师开展设计对接交易。|g6-ccpitbj-redstar-2013
ok-real|food|第四次全国评酒会于1984年在山西太原举行，由中国食品协会主持，共评出国家名酒二十八种。|g6-sina-mingjiu-2002
ok-identifier|general|中联重科股份有限公司的“液压阀芯控制回路及方法”(ZL201610956306.3)荣获得中国专利优秀奖。|g6-cema-patent-award-2023
ok-real|general|本届评选活动中，中国工程机械行业共有十三项专利荣获“中国专利奖”，其中专利金奖一项、外观设计金奖一项、专利优秀奖十项、外观设计优秀奖一项。|g6-cema-patent-award-2023
ok-real|general|从所处行业看，超六成企业属于工业“四基”领域，超七成深耕行业10年以上，超八成居本省细分市场首位。|g6-cuzhiwang-xiaojuren-3rd
ok-real|general|其中字节跳动排名第一，小米排名第二(消费电子行业榜首)，联想排名第三，Shein排名第四，AliExpress排名第五。|g6-brandz-global-cn-2023
ok-real|food|现代牧业(集团)有限公司一款常温纯牛奶在第五十三届世界食品品质评鉴大会斩获评委会食品类金奖。|g6-5888-modernfarm-monde-2014
ok-real|food|大会共设有超金奖和金、银、铜四个等级的奖项，产品平均分在90%至高之间可以获得超金奖。|g6-zytx-monde-2019
ok-real|food|其中，连续三年获得该大会超金奖或金奖的产品还会获得一个特别奖项――国际高品质奖杯。|g6-zytx-monde-2019
ok-real|food|2574款产品被颁获国际美味奖，其中近20%为中国产品。|g6-bjxw-iti-2023
ok-real|food|26 座钻石荣誉奖杯，授予十年内累计七次获得三星奖章的产品；其中一座由中国企业荣获。|g6-bjxw-iti-2023
ok-plain|general|由两位梅花奖获得者边肖、雷通霞领衔主演。|g6-piaocn-guane-qingge
ok-plain|general|《官鹅情歌》自首演以来已经演出280余场，曾获得“五个一工程”优秀戏剧作品奖。|g6-piaocn-guane-qingge
ok-grade|food|米其林二星，黑珍珠三钻，好评无数的福系列之最高端篇福1015。|g6-ppfocus-blackpearl-2018
ok-real|food|入选亚洲50家最佳餐厅，连年摘得米其林一星，最近又荣获黑珍珠三钻，福和慧拥有太多的光环。|g6-ppfocus-blackpearl-2018
citation|general|中央电视台上榜品牌|g6-zhuangyi-jinan-cctv-2010
citation|general|中国名优产品|g6-hxnews-chengdu-jiaju-2017
citation|general|质量 服务 诚信AAA单位|g6-hxnews-chengdu-jiaju-2017
citation|general|3.15无投诉诚信企业|g6-hxnews-chengdu-jiaju-2017
citation|general|中国家居行业十大影响力品牌|g6-hxnews-chengdu-jiaju-2017
citation|general|中国磁砖市场品质信誉消费者最满意品牌|g6-hxnews-chengdu-jiaju-2017
citation|medical|有强大的专家级医疗保证|g6-chinataiwan-shanghai-hongdun3-2013
#@round 22
safety|medical|专业安全有效|g1-hk01-mchk-tong-cosmed
medical|medical|『Cosmed 无痕去眼袋疗程』适合所有眼袋类型，去除眼袋效果理想|g1-hk01-mchk-tong-cosmed
medical|medical|做完比之后真实年龄更后生、更醒神|g1-hk01-mchk-tong-cosmed
medical|medical|只需30分钟，唔驶开刀，唔留疤痕，复原期短！|g1-hk01-mchk-tong-cosmed
debatable|medical|搵一个喺医美行业经验丰富、医历深、手势好的香港注册医生|g1-hk01-mchk-tong-cosmed
medical|medical|上午种牙，下午啃苹果|g1-hk01-2026-sz-dental-ads
medical|medical|当日种牙当日食嘢！|g1-hk01-2026-sz-dental-ads
debatable|medical|0至5折种植牙优惠抽奖，100%中奖|g1-hk01-2026-sz-dental-ads
debatable|medical|权威医生团队|g1-hk01-2026-sz-dental-ads
debatable|medical|传统金属矫正一口价5888元|g1-hk01-2026-sz-dental-ads
debatable|medical|诺贝尔种植牙优惠价5770元一只|g1-hk01-2026-sz-dental-ads
debatable|medical|希望你吾好成为下一个要搵我哋顾问医生拯救的一份子|g1-hk01-mchk-tong-cosmed
ok-grade|education|1994年被验收为“江苏省合格技校”，2004年被评为“江苏省重点技工学校”。|g2-zsdlw-suzhou-jigong
ok-measure|education|学校及校区占地面积100余亩|g2-zsdlw-suzhou-jigong
ok-plain|education|校园内环境优雅，四季花木葱郁，是苏州市“绿化合格单位”，素有“花园学校”之美誉。|g2-zsdlw-suzhou-jigong
ok-real|real-estate|渴望园区内皆为别墅型物件，「半九十」为唯一住宅大楼，平均开价32万，总销8.7亿元|g2-ctwant-84619-banjiushi
ok-measure|education|我园占地面积4868㎡，户外场地3024㎡，绿化面积大大超过人平2㎡的要求。|g2-xyx234-kindergarten-intro
ok-plain|education|所有班级均配有活动室、寝室、盥洗室、卫生间等设施|g2-xyx234-kindergarten-intro
ok-real|education|学校建校30余年，培训人数达3万余人，学员合格率达到96%以上，就业率达85%以上。|g2-adoseofjenn-jixi-peixun-2023
ok-real|real-estate|东华三院主席韦浩文指，2分钟步程即可乘港铁接驳巴士。|g2-852house-179476-liufu-dongyu
ok-measure|real-estate|1至2人单位实用面积约165平方呎，可摆放一张单人床、小型电视柜和餐桌，并设使用电磁炉的开放式厨房，厕所则为明厕|g2-852house-179476-liufu-dongyu
ok-grade|education|是“国家级重点中等职业学校”、“全国100家半工半读试点学校”、“四川省示范性中等职业学校”、“四川省校风示范校”。|g2-scweixiao-mianzhu-zhizhong
ok-measure|education|实习厂拥有100余台套各类实习设备，可一次性同时容纳1000名学生实习|g2-scweixiao-mianzhu-zhizhong
debatable|education|中职毕业生中级技能鉴定获证率100%，毕业生就业率100%。|g2-scweixiao-mianzhu-zhizhong
ok-plain|education|“双师型”教师占专业教师总数的95%。|g2-scweixiao-mianzhu-zhizhong
ok-measure|education|校内实训基地建筑面积27514平方米，实训设备总值3602万元，实训场所182个，实训工位4000多个。|g2-tengyi66-108244-school
ok-plain|education|近几年组织师生参加职业院校技能大赛，获全国奖项3个，市级奖项72个。|g2-tengyi66-108244-school
debatable|education|毕业生供不应求，就业率保持在99%以上，专业对口率85%|g2-tengyi66-108244-school
ok-real|education|我校是阜新市唯一一所公办综合性全日制地方高校|g2-handmsg-fuxin-gaozhuan-2022
ok-plain|education|机械工业苏州技工学校是中央直属的职业教育培训基地，创建于1985年|g2-zsdlw-suzhou-jigong
ok-plain|education|所有班级的活动室均铺设了木地板。|g2-xyx234-kindergarten-intro
ok-real|education|该航母级驾校训练场为武汉占地规模最大的驾培考试基地，前期拟用地700亩，总投资1.21亿元|g2-jiazhao-wuhan-jiaxiao-2013
ok-real|education|黄陂武汉东升风光基地建成后，可实现单车单练、预约培训，逐步实行计时收费，打破当前的打包式收费模式。|g2-jiazhao-wuhan-jiaxiao-2013
ok-real|education|且最快26天可考取驾照。|g2-stresscarki-songjiang-2022
ok-real|real-estate|往南至高雄「树禾苑」标榜位于生态公园第一排产品，「爱情河左岸」则主打爱河水岸第一排。|g2-housefun-107403234880-928
ok-real|real-estate|交通方面，除了公车动线，还有龙潭交流道，距离园区5分钟车程的高原交流道预计于2021年5月完工|g2-ctwant-84619-banjiushi
ok-measure|real-estate|「半九十」基地面积1262坪，规划地上9~10层独立3栋建筑，总户数50户，坪数落在40、50、68坪，公设比31.5%|g2-ctwant-84619-banjiushi
ok-plain|real-estate|除无障碍单位外，所有单位设长形小露台、开扬舒适。|g2-852house-179476-liufu-dongyu
ok-measure|food|我们的腊肠之所以受欢迎,是因为我们采用的全都是前腿肉,一般的比例就是三斤肥肉,七斤瘦肉,肥瘦相间让香肠不至于太柴或太腻。|g3-news-wanshan-larou-2025
ok-plain|food|爆烟腊肉是我们的明星产品,基本上一出炉就会被抢售一空。|g3-news-wanshan-larou-2025
ok-plain|food|为了保证腊制品味道的纯正,加工厂的猪肉都是在农户家购买的,腌制过程中采用的是本地的野花椒,制作出来的腊味更耐储藏|g3-news-wanshan-larou-2025
ok-plain|food|柴火腊肉,是怀化人民最喜爱的传统食品之一。|g3-51chatu-chaihuo-larou
ok-plain|food|其色泽分明,肉身干爽,皮韧而不硬,切面红艳光亮,腊香浓郁,瘦肥适度。|g3-51chatu-chaihuo-larou
ok-grade|food|国家标准中规定,波美度42度为一级蜂蜜,含水量为17%,保存2年以上,41度为二级,含水量为19%|g3-3dmxku-fengmi-bomeidu
ok-measure|food|业内普遍认为,成熟蜜的标准之一是水分含量低于18%,对应波美度为42.5以上。|g3-yrrf-chengshumi
ok-plain|food|加工厂采用传统手工制作方法,主要使用青冈柴、柏树丫进行烟熏烘烤,产品拥有生态特色优势,颇受市场的青睐。|g3-xinhua-tongzi-larou-2024
ok-plain|food|万源老腊肉采取传统的纯手工熏制方式,选取青冈树和柏树丫小火慢熏后,再进行排烟,后销售。|g3-news-wanyuan-larou-2024
ok-plain|food|一粒香橙家庭农场的耙耙柑采用无公害种植,绿色天然,果皮薄软、果肉细嫩、甘甜汁多是这个季节不可多得的甜蜜水果。|g3-news-daying-papagan-2023
ok-plain|food|一次性消费满300元以上可享受8.15折现场折扣优惠|g3-0576qq-canting-zhongqiu-2012
ok-plain|food|所有的现金券不设找零,不得兑现|g3-0576qq-canting-zhongqiu-2012
ok-measure|food|此券只限正餐时间使用:11:00-14:30;17:00-20:30|g3-0576qq-canting-zhongqiu-2012
ok-measure|food|现宰后15分钟内,牛肉会被分割成12个部位,装进气调保鲜箱,全程0-4℃冷链运输。|g3-qinglite-chaoshan-niurou-2025
ok-plain|food|我们只选2-3岁的土黄牛,脂肪分布均匀,奶香味浓。|g3-qinglite-chaoshan-niurou-2025
debatable|food|当“后门直通屠宰场”的新鲜度,遇到“明档30位师傅同时手切”的刀工,才是潮汕牛肉火锅的“天花板”。|g3-niushi-chaoshan-daogong-2025
ok-identifier|food|“阳澄湖牌”≠阳澄湖湖区蟹,它属于苏州市相城区阳澄湖大闸蟹集团公司注册的商标|g3-cqcmst-yangchenghu-pai
ok-identifier|food|“阳澄湖牌”大闸蟹上有苏州市质量技术监督局的“专用防伪蟹扣”,蟹扣正面有国家地理标志原产地保护的标识|g3-familydoctor-yangchenghu-xie
ok-grade|food|砂锅居饭庄是创建于清乾隆六年(公元1741年)的中华老字号。|g3-520zcw-shaguoju
ok-plain|food|以其特有的烧、扒、白煮等手法将猪肉类精粹烹于一延,赢得“名震京都三百载,味压华北白肉香”的赞誉。|g3-520zcw-shaguoju
ok-grade|food|福山稻米,硒含量0.29毫克/公斤,富硒级次一级。|g3-hainan-fushan-fuximi-2011
ok-real|general|在嘉靖年间,烤鸭就从宫廷传到了民间,老“便宜坊”烤鸭店就在菜市口米市胡同挂牌开业,这也是北京第一家烤鸭店。|g3-lskyl-kaoya-lu
ok-plain|food|除了牛奶是新鲜现打,店里还售卖各式现烤糕点,全部都是在店铺现场制作而成。|g3-news-baiyanyili-xianbei
ok-plain|food|据销售人员介绍,头茬的正宗西湖龙井茶每500克9800元,新绿茶很受市民喜爱|g3-tianjin-chuncha-2017
ok-grade|food|特茯砖面为黑褐色,普茯砖面为黄褐色。|g3-chayewang-fucha-fenlei-2023
ok-plain|food|农圃饭店为迎合客人需要,今年推出由一万八千八百至六万八千八百元的团年饭套餐|g3-sina-hk-tuannianfan-2006
ok-plain|food|原桌特价菜( 八位用 )每桌 $45|g3-flipbuilder-hk-yinshi-caidan
ok-plain|general|宽大的玻璃触控式轨迹板,带来灵敏、直觉的操控体验|g4-teksource-tw-apple-accessories
ok-measure|general|舒适的背光按键和 1 公厘键程的剪刀式结构|g4-teksource-tw-apple-accessories
ok-ordinal|general|适用:iPad (第 10 代)、iPad (第 9 代)、iPad (第 8 代)、iPad (第 7 代)、iPad (第 6 代)|g4-teksource-tw-apple-accessories
ok-measure|general|长度:166 公厘 ●直径:8.9 公厘 ●重量:19.15 公克|g4-teksource-tw-apple-accessories
ok-plain|general|突破性的扬声器,音质美妙|g4-teksource-tw-apple-accessories
ok-identifier|general|支援蓝牙 4.0 并搭载 OS X v10.11 或后续版本的 Mac 电脑|g4-teksource-tw-apple-accessories
ok-measure|general|遵循德国原厂进行100项以上严格检验,再针对车辆保养纪录及保险纪录查证。|g4-usacpo-tw-cpo
ok-plain|general|不收泡水车、不收重大事故车、不收更改里程车、不收来路不明车的「四不原则」。|g4-usacpo-tw-cpo
ok-measure|general|总行驶里程不超过12万公里。|g4-usacpo-tw-cpo
ok-measure|general|●22项车辆配件检查,确认配件完整。|g4-usacpo-tw-cpo
ok-plain|general|拥有总代理汎德全台服务体系完整维修保养纪录。|g4-usacpo-tw-cpo
ok-measure|general|该车最高时速64公里,充电后可在平路上行驶110公里,用一般的家用电插座即可充电,充满电最多只需6至8小时。|g4-cebike-2009-mycar-hk
ok-plain|general|其中,海尔智家获奖24项,美的获奖19项,格力获奖9项,成为行业TOP 3品牌。|g4-ajiadian-2020-if-award
ok-plain|general|从历届德国iF设计奖来看,海尔智家累计获奖121项,美的累计117项,格力累计33项。|g4-ajiadian-2020-if-award
debatable|general|首款#新骁龙8#手机moto edge X30,12月15日现货开售!|g4-readke-2021-moto-x30
ok-plain|general|经过3年多时间设计出了这个“3D关节”背负系统。|g4-cnfisher-2014-qiangyang-backpack
ok-tip|general|300元和3000元的帐篷差异就在:帐杆、布料、工艺水准、结构设计、空间、重量。|g4-zyjyxg-chengdu-tarp-tent
ok-plain|general|铝制帐杆目前已经成为市场主流,虽然同为铝材,质量却有高下之分|g4-zyjyxg-chengdu-tarp-tent
debatable|general|其7001FEATHERLITE系列帐杆有着很强的技术能力,奠定了未来高端帐篷系列的霸主地位|g4-zyjyxg-chengdu-tarp-tent
ok-measure|general|超滤膜滤芯:过滤精度约0.01微米,可去除细菌、胶体,保留矿物质。|g4-qrvkj-water-purifier-parts
ok-tip|general|严格按照建议周期更换滤芯(通常PP棉3-6个月,活性炭6-12个月,RO膜2-3年),过期不换反而污染水质。|g4-qrvkj-water-purifier-parts
ok-measure|general|定期检查水管接头是否漏水,压力桶气压是否正常(一般空桶时气压约0.05-0.08MPa)。|g4-qrvkj-water-purifier-parts
ok-grade|general|按现行的强制性能源效益标签计划的评级标准,分体机的CSPF数值在4.5或以上,均达1级效益。|g4-cchk-2017-split-aircon
ok-tip|general|总结:虽然单层帐轻便,但在南方多潮湿的环境下,选择双层帐还是很有必要的。|g4-suning-tent-guide
ok-plain|general|三季帐:三季帐针对春、夏、秋三季露营而设计的重量较轻,帐顶和侧边均有透明的纱网,通风且防虫|g4-suning-tent-guide
medical|drug|巧克力丸到货了,那方面不行的,赶紧联系我。|g5-njdude-heze-livestream-pills
price|education|只要2000元就能拿到驾照还在等什么,心动不如行动|g5-gaotai-wechat-moments-driving-school
medical|food|玉米须桑叶茶三天降血糖|g5-sxwb-2025-yangsheng-tea-bloggers
medical|food|三步退出糖友圈,不依赖、不反弹|g5-sxwb-2025-yangsheng-tea-bloggers
medical|food|当天喝当天降血压血糖|g5-sxwb-2025-yangsheng-tea-bloggers
debatable|food|70天试喝期,喝完不满意包退|g5-sxwb-2025-yangsheng-tea-bloggers
debatable|food|当归黄芪茶喝出好气色|g5-sxwb-2025-yangsheng-tea-bloggers
citation|food|香港美诚是一家专门做高端月饼的大品牌,已经做了将近20多年|g5-macaodaily-2024-sanzhiyang-meicheng
citation|food|10公斤的牛奶,只能产1公斤的奶酪,所以它是浓缩的牛奶的精华|g5-hangzhou-2024-livestream-cases
finance|finance|30号跟着我买的今天高开已经赚死|g5-qntz-2024-dalan-stock-tips
finance|finance|开盘直接进某股票吧,我绝不可能诱导你们进来我出货|g5-qntz-2024-dalan-stock-tips
citation|general|蒲江县某村助农推荐官|g5-pujiang-2026-livestream-fake-identity
ok-real|general|为了躲避平台审查,主播们通过替换违规词、剧情演绎或展示图片的方式暗示假药假保健品的治疗功效|g5-njdude-heze-livestream-pills
ok-real|finance|证券投资咨询业务属于特许经营,未经证监会批准,任何擅自公开经营证券相关业务的机构和个人行为,都属于非法经营证券业务。|g5-qntz-2024-dalan-stock-tips
finance|finance|安全、可靠、收益爽|g6-3news-guizhou-bank-ad-2016
finance|finance|活期收益5.8%|g6-3news-guizhou-bank-ad-2016
finance|finance|大学入学要求考生有保障型保险交费记录|g6-ifuun-cbirc-risk-2018
finance|finance|保险慢慢走向强制性|g6-ifuun-cbirc-risk-2018
finance|finance|百分百本息保障|g6-xiamen-jinrong-xiaobao-letter-2023
finance|finance|零风险高收益|g6-xiamen-jinrong-xiaobao-letter-2023
finance|finance|最小投入，最大回报|g6-xiamen-jinrong-xiaobao-letter-2023
state|finance|政府机关制定|g6-xiamen-jinrong-xiaobao-letter-2023
ok-notice|finance|本基金之配息来源可能为本金，且无保证收益及配息|g6-newtalk-fund-ad-2025
ok-plain|finance|自首个养老保险金领取日起，被保险人每年可领取基本保险金额的养老保险金，且前25个保单年度为保证给付期。|g6-vobao-taikang-yanglao-1137
finance|finance|首月1元可保600万元医疗保险|g6-creatorschool-shouyue1yuan-2021
finance|finance|免费领100万交通意外保障|g6-newskj-hulianwang-baoxian-2025
ok-notice|finance|本银行接受的合资格存款受存保计划保障，最高保障额为每名存款人HK$500,000。|g6-bankofindia-hk-dps
ok-real|finance|由2024年10月1日起，每位存款人于每个计划成员的保障额已提升至八十万港元|g6-hkdpb-main-sc
finance|finance|把钱放在我们的投资账户里，每年可得6%左右的分红|g6-bx010-baoxian-zhishi-2020
finance|finance|存款送免费保险|g6-pixnet-yongda-cunkuan-baoxian-2007
finance|finance|连动债的报酬率比定存好。|g6-hinet-jinzhou-liandongzhai
finance|finance|我自己还有我亲戚都有买这个商品，所以你买绝对不会受骗。|g6-hinet-jinzhou-liandongzhai
finance|finance|这储蓄险利率2.5%比定存利率高很多喔！|g6-businessweekly-chuxuxian-huashu
#@round 23
medical|cosmetics|功效：控制发质变薄、掉发问题|g1-cnews-taipei-haircare-2018
debatable|device|有效治疗、品质保证，众多名人都说赞|g1-tcba-106-jianshang-36-mattress
debatable|device|台湾第一品牌、国家品质金牌奖|g1-tcba-106-jianshang-36-mattress
realestate|real-estate|房价年增长XX%以上|g2-bj-re-guide-2024
realestate|real-estate|年租金高于该地段平均水平XX%|g2-bj-re-guide-2024
realestate|real-estate|投资收益保持在XX%以上|g2-bj-re-guide-2024
realestate|real-estate|XX分钟到达某地标建筑|g2-bj-re-guide-2024
realestate|real-estate|XX分钟直达国际机场|g2-bj-re-guide-2024
citation|general|专利45度斜口静音门|g2-xiamen-siming-patent-2021
citation|general|20余项国家专利造行业精品|g2-xiamen-siming-patent-2021
realestate|real-estate|剧院、VILLA KTV、宴会KTV、儿童游戏区、卡丁车赛道、撞球、桌球、投篮机、游戏机|g3-ltn-tamsui-haishang-2025
citation|finance|18年以上专业理赔经验|g3-ada-mingjin-2023
citation|finance|秉持19年专业理赔|g3-ada-mingjin-2023
realestate|real-estate|B1空间如同一楼迎宾厅融入伦敦BVLGARI饭店以金属、玻璃呈现的现代时尚感，是社区多功能空间，也是座车第二门厅。|g3-lawplayer-tpba-106-su-1352
price|general|快乐星期三会员独享，汽油每公升降3元|g3-lawplayer-tpaa-99-cai-1139
debatable|device|金钟最佳男配角阿西哥爱用推荐|g3-lawplayer-tcba-106-jianshang-36
citation|general|通过国际水质协会(WQA)和美国国家基金会(NSF)检验认证|g3-foodcare-avon-water-purifier
absolute|general|切割极冷胶业界最厚25公分|g3-ftc-legg-bed-2019
citation|general|德国原厂授权马达|g3-ftc-legg-bed-2019
citation|general|采用德国原厂授权高品质无线船型电机|g3-ftc-legg-bed-2019
ok-real|finance|任何基金绩效及业绩数字(包括所提之奖项及排名)均需注明使用资料之来源及日期。|g3-selaw-sitca-ad-rules-2024
ok-real|finance|基金之各期间绩效排名皆为同类型基金之前1/2者，得以文字形容该基金绩效|g3-selaw-sitca-ad-rules-2024
price|general|凡至该店烫发即可参加抽奖，中奖者之奖品系泰国机票，且中奖率三十%|g3-ican168-salon-lottery
debatable|education|全程由外籍教师进行英语教学|g3-yahoo-kindergarten-english-2025
debatable|education|总评级6分保证：须于开学前进行入学英语水平测试并获第9或10级程度|g3-cchk-language-course-cases
ok-plain|general|办理会员卡,不得转卡和停卡;会员可以先参观场地,再购卡。|g4-ledong-fitness-notice
ok-plain|general|儿童会员仅可使用俱乐部的游泳及更衣室(参加俱乐部开设的儿童专项项目时除外),禁止进入器械健身区域和使用健身设施。|g4-ledong-fitness-notice
ok-plain|general|儿童卡仅限会员的子女可购买,儿童卡的会籍有效期不得超过会员的会籍有效期|g4-ledong-fitness-notice
ok-plain|general|会员根据自身会籍类型的不同,享有使用既定本俱乐部服务与各种由本俱乐部提供的专业服务的权利。|g4-sanmao-fitness-agreement
ok-plain|general|“专业服务”将包括但不限于初始体质测评、后续体质测评(另行付费)、健康顾问、各类运动器材使用、各类课程参加等|g4-sanmao-fitness-agreement
ok-plain|general|交储值金3800元即可成为银卡会员,可享受产品8.8折,护理6折|g4-beauty-salon-membership
ok-plain|general|储值金980元即可成为普通会员,可享受产品9.5折,护理8折|g4-beauty-salon-membership
ok-plain|general|如在两个月内消费满8800元,自动升为钻石会员|g4-beauty-salon-membership
ok-plain|general|所有优惠不可与其他优惠同时使用。|g4-afresh-yoga-terms
ok-plain|general|所有套票一经出售,不设退款或转让。|g4-afresh-yoga-terms
ok-plain|general|凡于2023年4月1日或之后购买的所有套票,套票最迟须于自购买日起计90日内启用,逾期而尚未启用的套票将会作废。|g4-afresh-yoga-terms
ok-plain|general|小班教学:Studio采用小班形式,每堂限3-5人,名额有限,如课堂已满额,报名将自动进入候补名单(waiting list)。|g4-bemotion-hk-package
ok-plain|general|团体课程需满2人方可开班。|g4-bemotion-hk-package
ok-plain|general|所有套票均有使用期限,套票开始日期以预约第一堂课为准,而非购买日期。|g4-bemotion-hk-package
ok-plain|general|$0入会费、$0年费,免绑约|g4-taster-class-terms
ok-plain|general|使用『人数无上限』,朋友一起更有动力!|g4-taster-class-terms
ok-plain|general|上课需缴交课卡,未出示即视为缺席。|g4-taster-class-terms
ok-plain|general|暑期游泳班750元,共12节课,每个班不超过12名孩子|g4-pds-swim-class-2023
debatable|general|暑期班价格2000元左右,共14节课,6岁以上的孩子均可报名,包教会。|g4-pds-swim-class-2023
debatable|general|由于游泳馆环境好,用的是国家级标准可饮水且24小时循环流动,每天都有臭氧消毒,因此价位稍微高些|g4-pds-swim-class-2023
ok-plain|general|鞋子采用的是EVA材料制成的轻便大鞋底,回弹性和抗张力高,缓冲性能好,脚感舒适|g4-zuyou-school-shoes
ok-plain|general|鞋帮面用的是透气网材质搭配超纤面料,这种结合既能做到轻柔强韧,又能保证鞋子透气、轻量、无束缚感。|g4-zuyou-school-shoes
debatable|general|于2018年成立全国首家学生鞋研究中心|g4-zuyou-school-shoes
ok-plain|general|所有狗只都应该每年接种,足不出户的狗只也应接种。|g4-petcares-hk-vaccine
ok-plain|general|幼猫先2个月大起便可开始接种疫苗,其后每个月续注射一次,直至四个月大。|g4-petcares-hk-vaccine
debatable|general|此疫苗保护猫只,特别是幼猫免于以上几种高传染性甚至致命的疾病。|g4-petcares-hk-vaccine
ok-plain|general|我们很乐意在安排疫苗注射的同时替你的宠物向有关部门申请或续领牌照。|g4-hkivc-vaccination
ok-plain|general|我们也非常建议犬只接种每年一次的钩端螺旋体病的单独疫苗|g4-hkivc-vaccination
ok-plain|general|犬类寄养小笼是40元/天,中笼是60元/天,大笼是80元/天,特大笼是120元/天。|g4-nanning-pet-boarding-2024
ok-measure|general|安奈儿要求所有童装的PH值在4.5-7.0之间|g4-pcbaby-kidswear-safety
ok-plain|general|起价费 240元/车|g5-stbj-sitong-banjia
ok-plain|general|拆装家具：30元/门，拆装空调150元起，钢琴300元起上下楼加收10元|g5-stbj-sitong-banjia
ok-plain|general|以上收费标准可根据不同情况适当优惠。|g5-stbj-sitong-banjia
ok-plain|general|提醒：贵重物品，金银首饰等，易碎物品等客户自行保管不在搬运范围之内|g5-stbj-sitong-banjia
ok-plain|general|本平台所售票务均为景区/官方授权的正规电子票/实体票。|g5-rouxiaomi-piaowu
ok-plain|general|一般情况下，未使用的门票在有效期内可申请退款，部分特价票不支持退改。|g5-rouxiaomi-piaowu
ok-plain|general|支付成功后，系统将在规定时间内出票。|g5-rouxiaomi-piaowu
ok-plain|general|提供“1+6专属服务群”（月嫂+护理专家+健康指导师+管家+高管监督），服务全程透明公示，投诉响应时间≤2小时。|g5-010baomu-shiyueyangguang
ok-plain|general|旅游年票仅含景区（点）第一门票，不包含园中园、景区内娱乐设施及讲解、导游、索道等其他收费项目。|g5-ddtbk-lanzhou-nianpiao
ok-plain|general|旅游年票办理后不予退换。|g5-ddtbk-lanzhou-nianpiao
ok-plain|general|客户需提前4-5个工作天预约，以便安排|g5-cleaninglab-hk-terms
ok-measure|general|客户如发现在提供服务期间，服务员意外损坏住所内物件，经查证后，本公司的赔偿金额最高为 HK$200|g5-cleaninglab-hk-terms
ok-plain|general|清洁服务完成后客户需与服务员即场检查清洁后情况，确认满意服务，如有不满情况可即时提出，服务员会现场处理完才离开|g5-cleaninglab-hk-terms
ok-plain|general|本公司提供之套票，以每 3 或 4 小时为基本服务单位。|g5-golden-cleaning-hk-terms
ok-plain|general|所有套票的有效期为 60 天，客户需于 60 天内用完所有套票及服务，否则本公司不会作出任何退款或补偿。|g5-golden-cleaning-hk-terms
ok-plain|general|如客户迟到，公司将有十五分钟之宽限时间。|g5-golden-cleaning-hk-terms
ok-plain|general|若订单后续发生退款，系统将自动回收对应奖励（现金券/积分），已使用的部分按规则扣回或转为无效。|g5-sucaijishi-laodaixin
ok-plain|general|适用对象：所有已注册用户（含老用户/会员）。|g5-sucaijishi-laodaixin
ok-plain|general|未使用的电子凭证于过期后30天内可申请全额退款；|g5-smartoct-beijing-happyvalley-card
ok-plain|general|在线申请退款，5个工作日内款项原路退回。|g5-smartoct-beijing-happyvalley-card
ok-plain|general|推广期至2024年12月31日。|g5-galaxy-macau-boc-dining
ok-plain|general|折扣优惠只适用于单点菜式，且不适用于指定套餐或推广。|g5-galaxy-macau-boc-dining
ok-plain|general|内含1日（连续24小时）行动上网不降速|g5-taiwanmobile-5g-jiajiagou
special|real-estate|南通老小区新桥新村着火了，老奶奶还在水深火热中，多危险啊，还是找我买套别墅吧，就不存在这样的危险了|g5-hongzezx-jiangsu-2021-batch1
superstition|general|起名策划，风水布局，八字分析，占卜决策，旺运设计，首选达梵天！|g5-hongzezx-jiangsu-2021-batch1
superstition|general|化解太岁、官运财运、求职升迁|g5-hongzezx-jiangsu-2021-batch1
ok-plain|general|据成都市消委会 2024 年数据，32% 的家装投诉源于 “服务缩水”|g5-vvv156-tianfu-ruifeng-kaihuang
ok-plain|general|天府瑞丰以 “从上到下、从难到易” 为原则，明确各区域服务边界，杜绝 “模糊化承诺”|g5-vvv156-tianfu-ruifeng-kaihuang
ok-measure|general|天府瑞丰特色：基础内容含 20 袋装修垃圾清运（≤20kg / 袋），双流、龙泉驿等远郊区域无额外运费|g5-vvv156-tianfu-ruifeng-kaihuang
ok-measure|general|毁损理赔：若服务员在清洁过程中不慎损坏物品，赔偿金额以「当次服务」的金额为上限，最高不超过五千元。|g5-yuanli-cleaning-tw
ok-plain|general|当日临时清洁须加收费用：每小时加收 $100。|g5-yuanli-cleaning-tw
ok-plain|general|钟点服务说明：服务以钟点费计算，且清洁属主观意识，并非以坪数包到好。|g5-yuanli-cleaning-tw
ok-plain|general|本公司严禁职员向顾客索取小费。|g5-wuyi-banwu-hk
ok-plain|general|由停车地点到搬运地点推平路每50米（每个地址头50米赠送）/运费15%|g5-wuyi-banwu-hk
citation|cosmetics|防水配方不易流失防晒成分|g6-dhc-pudong-2021
citation|cosmetics|即使被汗液、水分沾湿也不易渗透，保护防晒成分|g6-dhc-pudong-2021
citation|cosmetics|保护UV防晒成分不受汗液及水影响|g6-dhc-pudong-2021
citation|cosmetics|防水配方 耐汗、耐皮脂|g6-dhc-pudong-2021
citation|cosmetics|嫩肤平衡水油水润滋养肌肤|g6-hangzhou-shangcheng-2025
medical|cosmetics|医学级玻尿酸含量5%的爽肤水|g6-zhongxin-cosmetics-2019
citation|cosmetics|98.7% 睫毛增长|g6-kepuchina-eyelash
ok-tip|cosmetics|可通过国家药监局官网查询产品备案信息，核实功效宣称是否一致。|g6-kepuchina-eyelash
ok-real|cosmetics|除防晒、美白祛斑、防脱发等特证类的产品必须进行人体功效评价试验之外，祛痘、滋养和修护三种宣称只能用人体功效评价的方法进行产品的评价|g6-bjthinker-efficacy
debatable|cosmetics|再次证实玉泽产品能够通过修护皮肤屏障，对银屑病起到辅助治疗和延缓复发的作用。|g6-xinmin-yuze-2020
ok-tip|cosmetics|对于6月龄以上至2岁的婴幼儿，仍然以衣物遮盖防晒为主|g6-dplyr-kids-sunscreen
citation|cosmetics|去除99%细菌|g6-safeguard-pingdingshan-2021
#@round 24
citation|food|上架一千单瞬间被抢空|g1-court-bjinternet-baijiu-live
price|food|最后100单|g1-court-bjinternet-baijiu-live
absolute|general|行业 No.1|g1-court-chaoyang-guazi-8011
debatable|general|做中国最好的油漆|g1-case-fuzhou-jinan-paint
debatable|food|不添加防腐剂|g1-court-wuhu-yijiang-coconut
medical|health-food|补充大脑发育，增加记忆|g1-case-liaocheng-2024-1
ok-measure|food|添加量(克/100克):鲜椰肉≥8.0;香精0;色素0;防腐剂0|g1-court-wuhu-yijiang-coconut
ok-plain|health-food|辅助改善记忆|g1-case-liaocheng-2024-1
ok-plain|food|首次注册成为会员，即可获得$88购物金，使用期限为90天内。|g2-gofresh-member
ok-plain|food|会员效期内累积消费满 $5,000，即可延续原会员等级资格。|g2-gofresh-member
ok-plain|food|单笔订单最高可折抵200元|g2-gofresh-member
ok-plain|food|仅以最低价主菜一道作兑换优惠／促销项目。|g2-mastercard-dines-terms
ok-plain|food|举例A：2人同行点2道主菜，持卡人仅须负担1道主菜的费用。|g2-mastercard-dines-terms
ok-plain|food|优惠不得兑换现金／服务、其他产品或折扣，优惠不可转让，不得与其他折扣、促销优惠合并使用。|g2-mastercard-dines-terms
debatable|general|原价两千，现价二百|g2-jinan-price-month-2016
ok-real|general|如以虚假的优惠价、折扣价、处理价、最低价以及其他虚假的价格信息，引诱顾客进行交易等。|g2-wangchao-baike-price-fraud
ok-plain|general|8月29日-8月31日为了回馈新老客户，推出低价购券活动（代金券在中邮网商城等值使用）。|g2-zhongyou-anniversary-promo
ok-plain|general|低价购券活动所购的代金券，需在订单满100元方可使用一张，代金券有效期为6个月，过期作废。|g2-zhongyou-anniversary-promo
ok-plain|general|本次店庆活动只限中邮网商城频道，第三方加盟商户和团购频道不参与。|g2-zhongyou-anniversary-promo
platform|general|99抢购手机|g3-zkx-oppo-nov-faq
finance|finance|这只股票会上涨|g3-dable-category-guide-2022
finance|finance|这只股票会飙升|g3-dable-category-guide-2022
ok-plain|general|关爱成长 非成勿饮|g4-cnshangye-2022-lixingyinjiu
ok-real|general|在全国线上线下的酒类终端开展“万店承诺，不向未成年人售酒”主题活动|g4-cnshangye-2022-lixingyinjiu
special|general|特斯拉工作人员驾驶，腿部动作明显，实锤刹车失灵|g4-songjiang-2024-jihu-tesla
special|general|特斯拉Model3续航里程：458km；特斯拉Model3实际里程：200km|g4-songjiang-2024-jihu-tesla
special|general|吊打一众新能源|g4-songjiang-2024-jihu-tesla
special|general|极狐颜值对比，特斯拉内饰能看？|g4-songjiang-2024-jihu-tesla
special|food|18周岁以下，我不卖|g4-amz123-vulgar-ads-roundup
special|food|恶搞男友，我不卖|g4-amz123-vulgar-ads-roundup
special|food|60周岁以上，我不敢卖|g4-amz123-vulgar-ads-roundup
special|food|哈哈哈哈哈，别说你不懂|g4-amz123-vulgar-ads-roundup
special|general|你对女人的‘臭’一无所知！其实女人的臭味是男人的5倍！|g4-huangpu-gz-2022-pg
special|food|今天我来品尝一款新的啤酒，喝到嘴里跟那些淡爽味啤酒完全不一样|g4-ninghai-2023-beer-drinking
ok-notice|food|（《周刊王》提醒您：禁止酒驾，未满十八岁禁止饮酒。）|g4-ctwant-whisky
ok-real|food|台湾每年喝掉2700多万瓶威士忌，其中半数以上是千元甚至500元以下的平价威士忌|g4-ctwant-whisky
ok-notice|food|★《中时新闻网》关心您：饮酒过量，有碍健康。酒后不开车，安全有保障！|g4-bg3-jinwei-2023
ok-real|medical|不虚假宣传、不诱导消费、不强迫消费，医疗美容广告不得制造“容貌焦虑”|g4-cq-2023-yimei-zilv
ok-real|medical|医疗美容机构对医疗风险应当有清楚明白的告知、提示，不得进行违规手术操作，不得进行独创术式包装。|g4-cq-2023-yimei-zilv
ok-real|medical|医疗美容机构应当使用正规、合规的药品、器械，不得使用伪劣产品。|g4-cq-2023-yimei-zilv
ok-tip|general|国内有些安全座椅厂商，仅有某个产品获得了ECE认证，却号称品牌的所有产品都获得了ECE认证，因此家长们购买时需提高警惕。|g4-tftnews-child-seat
ok-tip|general|2015年起，儿童安全座椅产品已实施强制性3C认证|g4-tftnews-child-seat
citation|general|pm2.5去除率>99%|g5-bj-aic-2015-purifier
citation|general|联合中科院、清华大学400多名教授、研究员|g5-bj-aic-2015-purifier
citation|general|高效去除甲醛|g5-tfsb-purifier-2015
medical|general|对过敏人群有辅助作用|g5-tfsb-purifier-2015
medical|general|对感冒有治疗作用|g5-tfsb-purifier-2015
ok-tip|general|如选购时可查看一下洁净空气量(CADR),这反映的是空气净化器对污染物的处理能力。|g5-tfsb-purifier-2015
ok-tip|general|应尽量选择塑料或不锈钢外壳较厚且外观美观的产品。|g5-baiyin-kettle-tips-2024
ok-real|general|一般具备快速沸水、水沸腾后自动断电,以及防干烧断电等功能。|g5-baiyin-kettle-tips-2024
ok-tip|general|如果是4至5人则可以选用1.8L、1800W左右的电热水壶|g5-cheaa-kettle-2016
ok-real|general|电热水壶属于液体加热器具,同时也是是列入国家强制性安全认证目录的产品|g5-cheaa-kettle-2016
ok-tip|general|建议每次使用后,用空压机或吹球将通风口内的粉尘吹出。|g5-jumao-tool-care
ok-tip|general|当工具发出异常高频声或发烫时,请立即停机休息。|g5-jumao-tool-care
ok-tip|general|当狗狗初到家时,先按包装说明的量喂食,观察便便!|g5-11467-dogfood
ok-tip|general|狗粮包装上会有一个表,标明狗狗年龄、体重,以及对应的建议喂食量。|g5-11467-dogfood
debatable|medical|次次都可以保险索偿|g6-stheadline-hk-tcm-beauty-2026
ok-identifier|device|合法产品之字号如卫署医器制字第OOOOOO号、卫署医器陆输字第OOOOOO号、卫署医器输字第OOOOOO号。|g6-uho-taichung-device
ok-tip|device|使用前请务必详细阅读产品使用说明书,充分了解医疗器材的效能、性能或适应症及注意事项等内容后,正确地操作使用,才能有效达到医疗器材的效能。|g6-uho-taichung-device
ok-tip|health-food|具有「健康食品」字样及小绿人标章的产品,只能当作是每日三餐饮食之外的一种辅助品,需要时再补充即可。|g6-tfda-weekly-healthfood-mark
ok-real|health-food|目前已经公告的健康食品规格标准有鱼油及红曲两类,相关产品成分符合规格标准,才能取得健康食品许可证。|g6-tfda-weekly-healthfood-mark
ok-negation|health-food|保健食品,是一般人「俗称」具有促进健康功效之「食品」,其实定义上就是一般食品,仅能作为营养补充,不能宣称有「保健功效」|g6-pansci-tfda-healthfood
ok-tip|device|为了保证测量准确,建议市民选购上臂式血压计。|g6-tftnews-bp-hangzhou
ok-identifier|drug|这个编号由「HK-」及一个五位数字组成,即如HK-XXXXX,这个编号须在药物标签上加以注明。|g6-dh-hk-drug-registration
ok-real|drug|根据香港法例第138章《药剂业及毒药条例》的规定,香港境内销售的药物必须注册,借以确保药物安全、有效及品质优良,这项规定是保障市民健康必需的措施。|g6-dh-hk-drug-registration
ok-real|medical|一般诊金收费一百五十元至五百元不等,针灸三百五十元起,骨伤或推拿三百八十元起,煎药费每剂二十元,逢周日及公众假期休息。|g6-28work-hkbu-cm-clinic
ok-tip|drug|卫生署强烈呼吁市民,切勿购买或使用未经注册药剂制品。|g6-epoch-hk-unregistered-drugs-2023
#@round 25
debatable|health-food|能分解纤维蛋白的纳豆激素，被认为有助于降低血液黏稠度、改善血液循环的作用|g1-pharmintw-natto-probiotic-ginseng
ok-plain|food|纳豆除了富含黄豆原本的营养价值，还拥有发酵过程中产生的特殊养分|g1-pharmintw-natto-probiotic-ginseng
ok-negation|drug|这些违法的产品并不是我国核准的药品，因此品质、安全及疗效未经确认|g1-tvbs-fda-fake-diet-drug-site-2023
ok-tip|food|食药署亦提醒消费者应购买卫生可靠和信誉良好厂商的产品|g1-mohw-fda-diet-product-raid-2016
debatable|cosmetics|适合选择含有修护成分，例如角蛋白、花植结构等核心成分的洗发露，帮助修复受损发丝，改善发丝结构，提升浓密度|g1-newbeauty-hk-shampoo-guide
ok-plain|cosmetics|洗头水对头皮及头发健康非常重要，它是呵护秀发、维持健康头皮的关键第一步|g1-newbeauty-hk-shampoo-guide
ok-plain|cosmetics|适合选择无香气、无色素、低刺激的配方|g1-newbeauty-hk-shampoo-guide
realestate|real-estate|住家569户、店面8户|g2-ucptt-wenxin-aiyue
ok-plain|finance|每满HKD50,000累积投资金额可享HKD50现金奖赏|g3-hangseng-fund-promo-2021
ok-notice|finance|投资者须注意所有投资涉及风险(包括资本损失的可能性),投资基金单位价格或价值可升亦可跌及过往表现并非未来指标。|g3-hangseng-risk-disclosure
ok-notice|finance|香港的投资者赔偿基金并不涵盖沪港通/深港通下的任何北向交易和南向交易。|g3-hangseng-risk-disclosure
ok-negation|finance|客户请注意证监会或海外监管机构认可不表示该债券获得官方推介亦不等如对该证券作出推介或认许|g3-dahsing-us-stock-risk
ok-plain|general|以“美狮荟会员价”购买优惠套券之参加者必须于领券时出示其美狮荟会员卡,否则将需以正价计算。|g3-mgm-cotai-dining-package
ok-plain|general|参加者将会于确认购买时被收取此优惠套券之全数费用,并不设退款。|g3-mgm-cotai-dining-package
ok-plain|general|阁下是购买课程而非购买任何一位指定教练之服务。|g3-day1pilates-pt-terms
ok-plain|general|Fitness First Premier服务计划是为期最少三 (3)或六(6)个月的月缴计划。|g3-fitnessfirst-hk-club-rules
debatable|medical|临床研究证实,94%接受HIFU疗程的人士在三个月内看到明显的脸部提升效果,法令纹深度减淡、下巴线条更明确、颧骨更突出。|g3-beauty100-hifu-blog
ok-plain|medical|自费牙齿保健计划 A $450/Person/Year 每人年费港币 450 元正|g3-hmmp-dental-plan-form
ok-plain|medical|防蛀牙氟素治疗|g3-hmmp-dental-plan-form
ok-plain|medical|所有会员均可自由选择任何一间诊所|g3-hmmp-dental-plan-form
debatable|food|在澳门,有一句话流传在市井里——“买澳门手信,首选澳门咀香园”。|g3-7192-macau-koikeiyuen-advertorial
ok-plain|finance|终身危疾保险在投保时,保费已经锁定,不会随受保人年龄增长而增加。|g3-chubb-hk-lifetime-ci-2025
ok-plain|finance|根据最新的政府统计数字#,2022年香港癌症的新增个案为3万5千宗,平均每日有97人确诊癌症。|g3-chubb-hk-lifetime-ci-2025
ok-plain|education|香港2025私人补习价钱每小时介乎HK$120-320,平均每小时补习HK$200,视乎学生年级、科目难度、导师学历、经验等。|g3-upskyler-tuition-fee
medical|medical|早期胃癌及肠癌筛检优惠计划|g3-mingpao-2021-leung-kalau-ad-jr
ok-plain|finance|终身危疾保险的保障期一般直至100岁或身故为止,受保人无需担心年老时需要续保,以致保障可能因而中断。|g3-chubb-hk-lifetime-ci-2025
ok-real|real-estate|地产代理须就每一个发出广告的物业编配一个独有的识别编号(下称物业编号),并在广告上清楚及可阅地述明物业编号及广告日期。|g3-hkej-eaa-ad-circular-2019
ok-real|drug|「他达拉非」用于治疗勃起功能障碍,必须按照医生建议使用。|g3-dh-2022-virility-product-alert
ok-real|medical|诊所支援关爱基金「长者牙科服务资助」项目及综援计划,为七十五岁或以上长者及综援人士提供最高全数免费的牙科服务。|g3-oriental-2017-lokshintong-dental
ok-plain|general|今日搭乘豪华客机飞往日本第一大都市~东京成田空港。|g4-tw-eztravel-tokyo-flower-tour
ok-identifier|device|“QUANTA” Surgical Laser Device 卫部医器输字第 030324 号|g4-tw-worthit-quanta-laser
ok-notice|device|警告：皮肤过度晒黑的患者应该延迟2至3个月后再做雷射治疗。|g4-tw-worthit-quanta-laser
ok-plain|general|@免费使用健身房(本馆三楼)|g4-tw-chingyeh-hotel-room
ok-plain|general|■ 各式套房价格定价均需另加10%之服务费|g4-tw-1111-hotel-deal
ok-plain|general|■ 于入住日期14日前取消订房(不含住宿当天)，将退还100%之订金。|g4-tw-1111-hotel-deal
ok-plain|general|■ 价格如有变动以现场公告为主，恕不另行通知|g4-tw-1111-hotel-deal
ok-plain|finance|本产品的销售区域为全国。|g4-cn-huize-picc-product
ok-notice|finance|本产品无犹豫期。|g4-cn-huize-picc-product
ok-notice|finance|若您处于人保财险无分支机构的地区，不影响您的理赔，但可能会存在其他服务不到位等问题。|g4-cn-huize-picc-product
ok-measure|finance|2.投保年龄：18周岁至60周岁|g4-cn-zhongyi-cii-brochure
ok-plain|general|海南政府调节金：依照当地有关部门的相关规定收取。|g4-cn-myfova-guizhou-tour
ok-notice|finance|非保证利益包括保单红利(保单红利能否派发及其金额多少乃由「恒生保险」自行厘订)。|g4-hk-hangseng-policy-dividend
ok-plain|finance|您只需回答简单的健康问题便可投保，无需进行体检。|g4-hk-hklife-grand-fortune
debatable|finance|「晋盈」终身寿险系列#(「此计划」)不但为您妥善管理资产，亦能稳健地增值财富，让您为挚爱家人和后代建立稳健的财务根基，享受幸福人生。|g4-hk-hklife-grand-fortune
ok-plain|food|由三位在餐饮界拥有十几年经验的80后于2017年创立。|g4-cn-applemaps-shanghai-hunan-restaurant
ok-plain|food|遵循传统湘菜制作工艺，食材务求新鲜地道，注重本味，制法不厌其繁，味道饱满香浓之后而求菜根原香。|g4-cn-applemaps-shanghai-hunan-restaurant
ok-plain|food|坚持“食必求真，继而至美”的理念，全方位打造出湖湘特色的主题文化餐厅。|g4-cn-applemaps-shanghai-hunan-restaurant
ok-plain|general|首100名会员于 2023 年 2 月 14 日前订座并同时购买指定餐厅预付套餐，满$600立减$50。|g4-hk-openrice-vday-booking
ok-plain|general|参加者必须年满18岁并持有香港身份证之香港居民。|g4-hk-openrice-vday-booking
`;

export const FRESH_SET: readonly LabelledCase[] = (() => {
  // Rows below a `#@round N` line came in that round (round 8 above the first marker).
  let round = 8;
  const rows: LabelledCase[] = [];
  for (const line of RAW.split("\n")) {
    const marker = /^#@round (\d+)/.exec(line);
    if (marker) round = Number(marker[1]);
    if (!line.trim() || line.startsWith("#")) continue;
    const [kind, industry, text, source] = line.split("|");
    if (!kind || !industry || !text || !source) throw new Error(`bad fresh row: ${line}`);
    rows.push({
      part: "held-back",
      round,
      kind: kind as LabelledKind,
      industry: industry as IndustryKey,
      text,
      source,
    });
  }
  return rows;
})();
