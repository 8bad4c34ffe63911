/**
 * E-commerce promotions and industry dates for the 营销日历 — an editable data file.
 *
 * Each node says how its date is found every year, how many days ahead to start
 * preparing (`leadDays`), which 模板社区 scene fits it, which industries it concerns
 * (empty = every industry) and where the date comes from (`source`). Platform
 * promotion dates are conventions the platforms repeat each year, not law: they are
 * marked `community` or `reference`, never `official`. To add a node, append an entry;
 * the stand-in serves it on the next start, no migration needed.
 */
import type { IndustryKey } from "./template-facets.ts";

export type NodeKind = "ecommerce" | "industry";

export type NodeDateRule =
  /** The same day every year. */
  | { type: "fixed"; month: number; day: number }
  /** A lunar date; `yearOffset: -1` = the lunar year before (年货节 opens around the previous 腊八). */
  | { type: "lunar"; month: number; day: number; yearOffset?: number }
  /** nth weekday (0 = Sunday) of a month, e.g. 母亲节 = the 2nd Sunday of May. */
  | { type: "nth-weekday"; month: number; weekday: number; n: number }
  /** The day of a solar term (chinese-days term key), e.g. 中国农民丰收节 = 秋分. */
  | { type: "solar-term"; term: string; month: number };

export type NodeSource = { label: string; url?: string; confidence: "official" | "community" | "reference" };

export type MarketingNode = {
  /** Stable key (part of the event id and of calendar-feed UIDs): never change it once published. */
  key: string;
  name: string;
  kind: NodeKind;
  rule: NodeDateRule;
  leadDays: number;
  /** 模板社区 scene key (template-facets.ts). */
  scene: string;
  industries: IndustryKey[];
  tip: string;
  source: NodeSource;
};

const PLATFORM_CONVENTION: NodeSource = {
  label: "电商平台历年活动惯例（各平台每年公布的活动日期为准）",
  confidence: "community",
};

export const marketingNodes: MarketingNode[] = [
  // —— 电商大促 ——
  {
    key: "nianhuojie",
    name: "年货节",
    kind: "ecommerce",
    rule: { type: "lunar", month: 12, day: 8, yearOffset: -1 },
    leadDays: 30,
    scene: "ecommerce-main",
    industries: ["retail", "food", "home", "fashion", "baby"],
    tip: "腊八之后年货需求上升，礼盒、零食和家居清洁提前备货。",
    source: { label: "天猫/京东年货节历年在腊八前后开启（以平台公告为准）", confidence: "community" },
  },
  {
    key: "queen-38",
    name: "38女王节",
    kind: "ecommerce",
    rule: { type: "fixed", month: 3, day: 8 },
    leadDays: 30,
    scene: "ecommerce-main",
    industries: ["retail", "beauty", "fashion"],
    tip: "美妆、服饰和个护的首个大促，围绕“宠爱自己”做内容。",
    source: PLATFORM_CONVENTION,
  },
  {
    key: "520",
    name: "520",
    kind: "ecommerce",
    rule: { type: "fixed", month: 5, day: 20 },
    leadDays: 30,
    scene: "xhs-image",
    industries: ["retail", "beauty", "fashion", "food"],
    tip: "网络情人节，适合礼物、珠宝和美妆的表白主题营销。",
    source: PLATFORM_CONVENTION,
  },
  {
    key: "618",
    name: "618",
    kind: "ecommerce",
    rule: { type: "fixed", month: 6, day: 18 },
    leadDays: 40,
    scene: "ecommerce-main",
    industries: [],
    tip: "年中最大电商节点，预售从 5 月下旬开始，提前备好主图和详情页。",
    source: { label: "京东 618 店庆（6 月 18 日）及各平台年中大促惯例", confidence: "community" },
  },
  {
    key: "qixi",
    name: "七夕",
    kind: "ecommerce",
    rule: { type: "lunar", month: 7, day: 7 },
    leadDays: 30,
    scene: "festival-poster",
    industries: ["retail", "beauty", "fashion", "food", "travel"],
    tip: "中国情人节，礼物和约会场景为主，国风元素更有氛围。",
    source: { label: "农历七月初七（日期由 chinese-days 农历换算）", confidence: "reference" },
  },
  {
    key: "back-to-school",
    name: "开学季",
    kind: "ecommerce",
    rule: { type: "fixed", month: 9, day: 1 },
    leadDays: 30,
    scene: "ecommerce-main",
    industries: ["retail", "education", "tech", "fashion", "baby"],
    tip: "文具、数码和教培的开学需求集中，8 月中旬就要开始预热。",
    source: { label: "中小学秋季学期 9 月 1 日前后开学（各地教育部门校历为准）", confidence: "reference" },
  },
  {
    key: "99",
    name: "99划算节",
    kind: "ecommerce",
    rule: { type: "fixed", month: 9, day: 9 },
    leadDays: 30,
    scene: "ecommerce-main",
    industries: ["retail", "food", "home"],
    tip: "双11 前的秋季大促，适合清库存和测款。",
    source: PLATFORM_CONVENTION,
  },
  {
    key: "double-11",
    name: "双11",
    kind: "ecommerce",
    rule: { type: "fixed", month: 11, day: 11 },
    leadDays: 45,
    scene: "ecommerce-main",
    industries: [],
    tip: "全年最大促销，10 月中下旬预售开启，素材、库存和客服都要提前排期。",
    source: PLATFORM_CONVENTION,
  },
  {
    key: "double-12",
    name: "双12",
    kind: "ecommerce",
    rule: { type: "fixed", month: 12, day: 12 },
    leadDays: 30,
    scene: "ecommerce-main",
    industries: [],
    tip: "年终大促收官，结合年终盘点和礼品季做最后一波冲量。",
    source: PLATFORM_CONVENTION,
  },

  // —— 行业节点 ——
  {
    key: "sleep-day",
    name: "世界睡眠日",
    kind: "industry",
    rule: { type: "fixed", month: 3, day: 21 },
    leadDays: 14,
    scene: "xhs-image",
    industries: ["home", "health"],
    tip: "床品、助眠和健康内容的固定话题，讲科学睡眠，别承诺功效。",
    source: { label: "中国睡眠研究会 2003 年起在国内推广的世界睡眠日（3 月 21 日）", confidence: "reference" },
  },
  {
    key: "reading-day",
    name: "世界读书日",
    kind: "industry",
    rule: { type: "fixed", month: 4, day: 23 },
    leadDays: 14,
    scene: "moments-poster",
    industries: ["education", "baby", "retail"],
    tip: "书单、阅读打卡和图书满减是常见玩法，教育机构可做公开课引流。",
    source: { label: "联合国教科文组织 1995 年设立的世界图书与版权日", confidence: "official" },
  },
  {
    key: "brand-day",
    name: "中国品牌日",
    kind: "industry",
    rule: { type: "fixed", month: 5, day: 10 },
    leadDays: 14,
    scene: "wechat-cover",
    industries: [],
    tip: "讲品牌故事和品质承诺的好时机，数据和荣誉要有出处。",
    source: { label: "国务院 2017 年批复设立“中国品牌日”（5 月 10 日）", confidence: "official" },
  },
  {
    key: "nurses-day",
    name: "国际护士节",
    kind: "industry",
    rule: { type: "fixed", month: 5, day: 12 },
    leadDays: 10,
    scene: "moments-poster",
    industries: ["health"],
    tip: "医院和健康品牌致敬医护的内容节点，避免借势做疗效宣传。",
    source: { label: "国际护士理事会设立的国际护士节（5 月 12 日）", confidence: "official" },
  },
  {
    key: "tourism-day-cn",
    name: "中国旅游日",
    kind: "industry",
    rule: { type: "fixed", month: 5, day: 19 },
    leadDays: 21,
    scene: "moments-poster",
    industries: ["travel"],
    tip: "景区和文旅机构常在当天推出优惠，适合做目的地种草。",
    source: { label: "国务院 2011 年确定每年 5 月 19 日为“中国旅游日”", confidence: "official" },
  },
  {
    key: "gaokao",
    name: "高考",
    kind: "industry",
    rule: { type: "fixed", month: 6, day: 7 },
    leadDays: 21,
    scene: "moments-poster",
    industries: ["education"],
    tip: "加油祝福和志愿填报内容热度高，教育机构宣传不得承诺提分或升学。",
    source: { label: "全国统一高考每年 6 月 7 日开考（以教育部当年通知为准）", confidence: "reference" },
  },
  {
    key: "doctors-day",
    name: "中国医师节",
    kind: "industry",
    rule: { type: "fixed", month: 8, day: 19 },
    leadDays: 10,
    scene: "moments-poster",
    industries: ["health"],
    tip: "致敬医生的品牌内容节点，医疗广告规则依然适用。",
    source: { label: "国务院 2017 年批复设立“中国医师节”（8 月 19 日）", confidence: "official" },
  },
  {
    key: "golden-september",
    name: "金九银十",
    kind: "industry",
    rule: { type: "fixed", month: 9, day: 1 },
    leadDays: 30,
    scene: "event-long",
    industries: ["home", "auto"],
    tip: "房产、家装和汽车的传统销售旺季，9 月前备好到店活动和金融方案说明。",
    source: { label: "房产、汽车行业的季节性销售旺季说法", confidence: "community" },
  },
  {
    key: "harvest-festival",
    name: "中国农民丰收节",
    kind: "industry",
    rule: { type: "solar-term", term: "the_autumn_equinox", month: 9 },
    leadDays: 21,
    scene: "ecommerce-main",
    industries: ["food", "retail"],
    tip: "农产品助农直播和产地故事的好时机。",
    source: { label: "国务院 2018 年批复设立“中国农民丰收节”（每年秋分）", confidence: "official" },
  },
  {
    key: "tourism-day-world",
    name: "世界旅游日",
    kind: "industry",
    rule: { type: "fixed", month: 9, day: 27 },
    leadDays: 14,
    scene: "moments-poster",
    industries: ["travel"],
    tip: "紧挨国庆长假，旅行产品可与假期攻略一起推。",
    source: { label: "联合国世界旅游组织设立的世界旅游日（9 月 27 日）", confidence: "official" },
  },
  {
    key: "food-day",
    name: "世界粮食日",
    kind: "industry",
    rule: { type: "fixed", month: 10, day: 16 },
    leadDays: 10,
    scene: "moments-poster",
    industries: ["food"],
    tip: "珍惜粮食、光盘行动主题适合餐饮品牌做公益向内容。",
    source: { label: "联合国粮农组织设立的世界粮食日（10 月 16 日）", confidence: "official" },
  },
  {
    key: "programmers-day",
    name: "1024 程序员节",
    kind: "industry",
    rule: { type: "fixed", month: 10, day: 24 },
    leadDays: 14,
    scene: "moments-poster",
    industries: ["tech"],
    tip: "互联网公司的雇主品牌和开发者活动节点。",
    source: { label: "互联网行业约定俗成的程序员节", confidence: "community" },
  },
];
