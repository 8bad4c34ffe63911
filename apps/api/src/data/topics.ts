/**
 * 话题标签推荐: the stand-in's topic list per platform. A SAMPLE written for this product, not
 * any platform's data: the provider would serve the platform's own topic list (names and heat)
 * here. Every list carries the date it stands for (`TOPIC_LIST_DATE`) and the page says it is a
 * sample. Heat is a relative 1–100 figure from a seeded generator (so the seed stays idempotent),
 * never a count of views.
 */
import { createRng } from "./prng.ts";

export const TOPIC_PLATFORMS = [
  { key: "douyin", name: "抖音" },
  { key: "xiaohongshu", name: "小红书" },
  { key: "weibo", name: "微博" },
  { key: "bilibili", name: "B站" },
] as const;

export type TopicPlatform = (typeof TOPIC_PLATFORMS)[number]["key"];

/** The day the sample lists stand for (a provider's list would carry its own crawl date). */
export const TOPIC_LIST_DATE = "2026-11-20";

/** Evergreen topics by category, shared by the platforms (each gets its own share and extras). */
const BASE: Record<string, string[]> = {
  美妆护肤: [
    "护肤",
    "防晒",
    "防晒霜",
    "敏感肌",
    "油皮",
    "干皮",
    "美白",
    "补水保湿",
    "抗老",
    "精华",
    "面霜",
    "洗面奶",
    "卸妆",
    "面膜",
    "口红",
    "粉底液",
    "眼影",
    "化妆教程",
    "新手化妆",
    "平价彩妆",
    "护肤分享",
    "成分党",
  ],
  穿搭: [
    "穿搭",
    "日常穿搭",
    "通勤穿搭",
    "秋冬穿搭",
    "夏日穿搭",
    "小个子穿搭",
    "微胖穿搭",
    "显瘦穿搭",
    "运动鞋",
    "包包",
  ],
  美食: ["美食", "家常菜", "减脂餐", "早餐", "烘焙", "探店", "美食探店", "咖啡", "奶茶", "零食", "火锅", "一人食"],
  母婴: ["育儿", "母婴好物", "宝宝辅食", "新手妈妈", "孕期", "早教", "亲子", "儿童防晒"],
  家居: ["家居好物", "收纳", "装修", "租房改造", "小户型", "清洁", "家电", "厨房好物"],
  数码: ["数码", "手机", "耳机", "笔记本电脑", "平板", "数码测评", "拍照技巧", "智能家居"],
  健身: ["健身", "减肥", "瘦身", "跑步", "瑜伽", "普拉提", "健身打卡", "居家健身", "增肌"],
  旅行: ["旅行", "旅游攻略", "周末去哪儿", "露营", "自驾游", "城市漫步", "酒店", "民宿"],
  学习职场: ["学习", "考研", "考公", "英语学习", "职场", "职场干货", "副业", "读书", "自律", "效率工具"],
  生活: [
    "好物分享",
    "好物推荐",
    "宝藏好物",
    "开箱",
    "学生党",
    "平价好物",
    "生活记录",
    "日常vlog",
    "宠物",
    "猫咪",
    "狗狗",
  ],
  汽车: ["汽车", "新能源汽车", "用车", "买车攻略"],
  电商节点: ["双11", "双十一", "618", "年货节", "开学季", "圣诞节", "新年"],
};

/** Platform-only topics (the ways each platform's users tag posts). */
const EXTRAS: Record<TopicPlatform, Record<string, string[]>> = {
  douyin: { 生活: ["抖音好物", "dou来种草", "记录美好生活", "同城"], 美食: ["抖音美食"] },
  xiaohongshu: { 生活: ["小红书成长笔记", "我的生活碎片", "种草", "拔草"], 美妆护肤: ["护肤心得", "空瓶记"] },
  weibo: { 生活: ["微博好物", "热门话题", "今日份快乐"], 学习职场: ["打工人"] },
  bilibili: { 数码: ["B站数码区", "装机"], 学习职场: ["学习区", "知识分享"], 生活: ["生活区", "vlog"] },
};

export type SeedTopic = { platform: TopicPlatform; name: string; category: string; heat: number; sort: number };

/** Every platform's sample list, sorted by heat (highest first), deterministic. */
export function buildTopics(): SeedTopic[] {
  const out: SeedTopic[] = [];
  TOPIC_PLATFORMS.forEach(({ key }, p) => {
    const rng = createRng(2026_1120 + p);
    const rows: Omit<SeedTopic, "sort">[] = [];
    for (const [category, names] of Object.entries(BASE)) {
      for (const name of names) {
        // Each platform carries most, not all, of the shared topics.
        if (rng.next() < 0.12) continue;
        rows.push({ platform: key, name, category, heat: rng.int(5, 100) });
      }
    }
    for (const [category, names] of Object.entries(EXTRAS[key])) {
      for (const name of names) rows.push({ platform: key, name, category, heat: rng.int(40, 100) });
    }
    rows.sort((a, b) => b.heat - a.heat || a.name.localeCompare(b.name, "zh"));
    rows.forEach((row, i) => out.push({ ...row, sort: i + 1 }));
  });
  return out;
}
