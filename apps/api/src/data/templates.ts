/**
 * Generates the template community's catalogue deterministically (seeded PRNG): the same
 * 360 templates, ids and counts on every run, spread evenly over every facet value so each
 * filter has something to show.
 */
import { darken, lighten, mix } from "../lib/color.ts";
import { createRng, type Rng } from "./prng.ts";
import { colors, industries, scenes, sizes, styles, type IndustryKey } from "./template-facets.ts";

export const TEMPLATE_COUNT = 360;
export const FIRST_TEMPLATE_ID = 10_001;
const SEED = 20_260_618;

export type SeedTemplate = {
  id: number;
  title: string;
  description: string;
  scene: string;
  size: string;
  industry: string;
  color: string;
  style: string;
  isVip: boolean;
  colors: string[];
  tags: string[];
  authorId: number;
  uses: number;
  likes: number;
  favourites: number;
  createdAt: string;
};

export const authors = [
  "设计师小鹿",
  "阿橙设计",
  "米粒视觉",
  "青柚工作室",
  "大白创意",
  "林间设计社",
  "喵小绘",
  "北岛视觉",
  "Kiki 设计",
  "木子李",
  "半糖设计",
  "七月海报铺",
  "橘猫工作室",
  "老周做图",
  "星河视觉",
  "南风设计",
  "一颗柠檬",
  "山竹创意",
  "小满美工",
  "Aurora 设计",
  "拾光视觉",
  "豆豆爱设计",
  "阿布的画板",
  "墨白设计",
].map((name, index) => ({ id: index + 1, name }));

type Vocabulary = { products: string[]; brands: string[] };

const vocabulary: Record<IndustryKey, Vocabulary> = {
  retail: {
    products: ["零食大礼包", "保温杯", "蓝牙耳机", "洗衣凝珠", "收纳盒", "抽纸"],
    brands: ["优品生活馆", "鲜选超市", "好物研究所"],
  },
  food: {
    products: ["手冲咖啡", "芝士奶茶", "麻辣小龙虾", "轻食沙拉", "手工月饼", "火锅套餐"],
    brands: ["街角咖啡", "小满茶铺", "蜀味火锅"],
  },
  education: {
    products: ["少儿编程课", "雅思冲刺班", "考研集训营", "书法兴趣课", "钢琴陪练", "Excel 实战课"],
    brands: ["启航教育", "书香学堂", "未来编程营"],
  },
  beauty: {
    products: ["补水面膜", "防晒喷雾", "口红礼盒", "精华水", "卸妆油", "香氛身体乳"],
    brands: ["花漾美妆", "肌研所", "橘子护肤"],
  },
  home: {
    products: ["实木餐桌", "智能门锁", "乳胶床垫", "全屋定制", "精装三居", "布艺沙发"],
    brands: ["安居地产", "木作家居", "暖居生活"],
  },
  finance: {
    products: ["养老年金", "重疾保障", "信用卡", "基金定投", "车险", "财富讲座"],
    brands: ["安心保险", "稳盈理财", "惠民银行"],
  },
  health: {
    products: ["口腔检查", "体检套餐", "视力筛查", "中医理疗", "私教课", "营养早餐"],
    brands: ["康宁口腔", "仁和体检", "悦动健身"],
  },
  travel: {
    products: ["三亚亲子游", "云南六日游", "周末露营", "古镇民宿", "酒店套餐", "海岛自由行"],
    brands: ["趣游旅行", "山海民宿", "远方旅行社"],
  },
  tech: {
    products: ["新品发布会", "SaaS 免费试用", "AI 写作助手", "云服务器", "智能手表", "开发者沙龙"],
    brands: ["云启科技", "智联数据", "极客实验室"],
  },
  fashion: {
    products: ["法式连衣裙", "轻薄羽绒服", "复古运动鞋", "真丝衬衫", "牛仔外套", "新中式汉服"],
    brands: ["衣见倾心", "潮牌研究社", "简衣工坊"],
  },
  baby: {
    products: ["婴儿推车", "有机奶粉", "儿童绘本", "早教体验课", "纸尿裤", "儿童写真"],
    brands: ["小象母婴", "乐宝早教", "萌宝生活馆"],
  },
  auto: {
    products: ["新能源 SUV", "试驾体验", "保养套餐", "车载香薰", "精品二手车", "洗车年卡"],
    brands: ["驰远汽车", "安途养车", "新电出行"],
  },
};

const festivals = [
  "春节",
  "元宵节",
  "情人节",
  "妇女节",
  "劳动节",
  "母亲节",
  "儿童节",
  "端午节",
  "父亲节",
  "七夕",
  "教师节",
  "中秋节",
  "国庆节",
  "重阳节",
  "圣诞节",
  "元旦",
  "立春",
  "立秋",
  "冬至",
];
const campaigns = [
  "618年中大促",
  "双11",
  "双12",
  "年货节",
  "38女王节",
  "520告白季",
  "99划算节",
  "开学季",
  "周年庆",
  "会员日",
];
const cities = ["上海", "成都", "杭州", "北京", "广州", "长沙", "西安", "重庆", "厦门", "南京"];
const roles = ["新媒体运营", "视觉设计师", "短视频编导", "门店店长", "销售顾问", "客服专员", "前端工程师", "带货主播"];

type Fill = { p: string; b: string; f: string; e: string; c: string; r: string; n: number; d: number };

const titlePatterns: Record<string, ((x: Fill) => string)[]> = {
  "ecommerce-main": [
    (x) => `${x.p} 限时直降${x.n}元`,
    (x) => `${x.e} ${x.p}第二件半价`,
    (x) => `${x.p} 买一送一`,
    (x) => `新品上市｜${x.p}`,
    (x) => `${x.b} ${x.p} 包邮到家`,
    (x) => `${x.p} 爆款${x.d}折`,
  ],
  "live-cover": [
    (x) => `今晚8点 ${x.p}专场直播`,
    (x) => `${x.b}直播间 福利秒杀`,
    (x) => `${x.e}直播 全场${x.d}折起`,
    (x) => `${x.p} 源头好价直播`,
    (x) => `主播带你逛${x.p}`,
  ],
  "xhs-image": [
    (x) => `${x.p}测评｜真实用了30天`,
    (x) => `私藏${x.p}清单 码住不亏`,
    (x) => `${x.c}${x.p}探店合集`,
    (x) => `新手必看的${x.p}避坑指南`,
    (x) => `${x.p}平价好物分享`,
  ],
  "wechat-cover": [
    (x) => `${x.b}｜${x.e}活动来啦`,
    (x) => `一文读懂${x.p}`,
    (x) => `${x.p}选购指南`,
    (x) => `关于${x.p}，你想知道的都在这`,
    (x) => `本周上新：${x.p}`,
  ],
  "moments-poster": [
    (x) => `${x.b} ${x.p}限时特惠`,
    (x) => `${x.e} ${x.p}狂欢价`,
    (x) => `扫码领券 ${x.p}立减${x.n}元`,
    (x) => `${x.p} 新品首发`,
    (x) => `${x.b}会员日 全场${x.d}折`,
  ],
  "video-cover": [
    (x) => `${x.p}开箱｜真的值吗`,
    (x) => `3分钟学会挑${x.p}`,
    (x) => `${x.p}横评对比`,
    (x) => `为什么大家都在买${x.p}`,
    (x) => `${x.c}vlog｜${x.p}`,
  ],
  invitation: [
    (x) => `${x.b}${x.p}发布会邀请函`,
    () => `2026年度客户答谢会`,
    (x) => `${x.b}开业典礼 邀您见证`,
    (x) => `${x.p}品鉴会邀请函`,
    (x) => `${x.b}${x.c}客户沙龙`,
  ],
  recruitment: [
    (x) => `${x.b}招聘｜诚邀你的加入`,
    () => `2027届校园招聘 火热进行中`,
    (x) => `急聘${x.r} 待遇从优`,
    (x) => `我们在找${x.r}`,
    (x) => `${x.b}${x.c}分部招贤纳士`,
  ],
  "festival-poster": [
    (x) => `${x.f}快乐`,
    (x) => `${x.f}｜${x.b}祝您阖家幸福`,
    (x) => `${x.f} ${x.p}感恩回馈`,
    (x) => `${x.f}限定 ${x.p}礼盒`,
    (x) => `过${x.f}，选${x.b}`,
  ],
  "event-long": [
    (x) => `${x.e}全场攻略`,
    (x) => `${x.b}${x.e}活动详情`,
    (x) => `${x.e}会场 ${x.p}爆款清单`,
    (x) => `${x.b}年中盛典 满${x.n * 3}减${x.n}`,
    (x) => `${x.p}新品发布 活动流程`,
  ],
};

const purpose: Record<string, string> = {
  "ecommerce-main": "商品主图和活动主图",
  "live-cover": "直播预告和直播间封面",
  "xhs-image": "种草笔记配图",
  "wechat-cover": "公众号推文头图",
  "moments-poster": "朋友圈和社群转发",
  "video-cover": "短视频封面",
  invitation: "发布会、开业和答谢会邀请",
  recruitment: "社招与校招宣传",
  "festival-poster": "节日祝福和节点营销",
  "event-long": "活动规则和会场介绍",
};

/** Repeats `values` to `count` items and shuffles, so every value gets an even share. */
function balanced<T>(rng: Rng, values: readonly T[], count: number): T[] {
  const out: T[] = [];
  while (out.length < count) out.push(...values);
  return rng.shuffle(out.slice(0, count));
}

/** Usage counts follow a long tail: a few templates are used a lot, most modestly. */
function longTail(rng: Rng, min: number, max: number): number {
  const t = rng.next() ** 3;
  return Math.round(min + (max - min) * t);
}

const START = Date.UTC(2025, 0, 1, 1, 0, 0);
const END = Date.UTC(2026, 9, 31, 14, 0, 0);

export function generateTemplates(): SeedTemplate[] {
  const rng = createRng(SEED);
  const sceneSeq = balanced(rng, scenes, TEMPLATE_COUNT);
  const industrySeq = balanced(rng, industries, TEMPLATE_COUNT);
  const colorSeq = balanced(rng, colors, TEMPLATE_COUNT);
  const styleSeq = balanced(rng, styles, TEMPLATE_COUNT);
  const vipSeq = balanced(rng, [true, false, false], TEMPLATE_COUNT);
  // Each scene rotates through its allowed sizes so every size gets templates.
  const sizeTurn = new Map<string, number>();

  return sceneSeq.map((scene, index) => {
    const industry = industrySeq[index]!;
    const color = colorSeq[index]!;
    const style = styleSeq[index]!;
    const turn = sizeTurn.get(scene.key) ?? 0;
    sizeTurn.set(scene.key, turn + 1);
    const size = sizes.find((s) => s.key === scene.sizes[turn % scene.sizes.length])!;
    const words = vocabulary[industry.key];
    const fill: Fill = {
      p: rng.pick(words.products),
      b: rng.pick(words.brands),
      f: rng.pick(festivals),
      e: rng.pick(campaigns),
      c: rng.pick(cities),
      r: rng.pick(roles),
      n: rng.pick([10, 20, 30, 50, 100]),
      d: rng.pick([5, 6, 7, 8, 9]),
    };
    const title = rng.pick(titlePatterns[scene.key] ?? [(x: Fill) => x.p])(fill);
    const accent = rng.pick(colors.filter((c) => c.key !== color.key)).hex;
    const palette = [color.hex, lighten(color.hex, 0.78), darken(color.hex, 0.35), mix(accent, color.hex, 0.25)];
    const uses = longTail(rng, 120, 260_000);
    const createdAt = new Date(START + Math.floor(rng.next() * (END - START)));
    createdAt.setUTCSeconds(0, 0);
    const keyword = { "festival-poster": fill.f, recruitment: fill.r, "event-long": fill.e }[scene.key] ?? fill.p;
    return {
      id: FIRST_TEMPLATE_ID + index,
      title,
      description: `${scene.name}模板，适合${industry.name}行业的${purpose[scene.key] ?? scene.name}，${style.name}风格，主色${color.name}，${size.name}，文字和图片都可一键替换。`,
      scene: scene.key,
      size: size.key,
      industry: industry.key,
      color: color.key,
      style: style.key,
      isVip: vipSeq[index]!,
      colors: palette,
      tags: [...new Set([scene.name, industry.name, style.name, keyword.replace(/\s+/g, "")])],
      authorId: rng.pick(authors).id,
      uses,
      likes: Math.round(uses * (0.015 + rng.next() * 0.06)),
      favourites: Math.round(uses * (0.008 + rng.next() * 0.035)),
      createdAt: createdAt.toISOString(),
    };
  });
}
