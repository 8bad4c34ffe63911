/**
 * 关键词拓词: the modifier families and their default lists (data; the page lets the user edit
 * every list). An entry with `*` is a template (`*多少钱` → `防晒霜多少钱`); without one it goes
 * before or after the seed as the family says. The defaults are generic search patterns, our own
 * heuristic lists, not anyone's search data: the page says no search volume is shown and why.
 */

export type FamilyKey =
  "region" | "audience" | "scene" | "question" | "price" | "brand" | "compare" | "time" | "longtail";

export type ModifierFamily = {
  key: FamilyKey;
  label: string;
  /** Where a plain entry goes. */
  position: "prefix" | "suffix";
  defaults: string[];
  /** Shown under the list: what to put there. */
  hint: string;
};

export const MODIFIER_FAMILIES: readonly ModifierFamily[] = [
  {
    key: "region",
    label: "地域",
    position: "prefix",
    defaults: ["北京", "上海", "广州", "深圳", "杭州", "成都", "武汉", "南京", "*附近", "本地"],
    hint: "只投放部分城市时，改成你的投放地域。",
  },
  {
    key: "audience",
    label: "人群",
    position: "prefix",
    defaults: ["学生", "女生", "男士", "宝妈", "上班族", "新手", "中老年", "儿童", "适合敏感肌的*"],
    hint: "写你的目标人群，例如「油皮」「小户型」「考研党」。",
  },
  {
    key: "scene",
    label: "场景",
    position: "prefix",
    defaults: ["夏天", "通勤", "户外", "家用", "办公室", "旅行", "送礼", "*日常用"],
    hint: "用户在什么时候、什么地方需要它。",
  },
  {
    key: "question",
    label: "疑问",
    position: "suffix",
    defaults: ["怎么选", "哪个好", "怎么样", "好不好用", "有必要买吗", "推荐"],
    hint: "搜索里常见的提问方式。",
  },
  {
    key: "price",
    label: "价格",
    position: "suffix",
    defaults: ["多少钱", "价格", "平价*", "*性价比", "便宜的*", "*优惠"],
    hint: "价格、优惠相关的说法。",
  },
  {
    key: "brand",
    label: "品牌/竞品",
    position: "prefix",
    defaults: [],
    hint: "填你的品牌和竞品名（每行一个）。竞品词投放前请确认平台对竞品词的规定和商标风险。",
  },
  {
    key: "compare",
    label: "对比",
    position: "suffix",
    defaults: ["对比", "区别", "测评", "哪个牌子好", "排行榜"],
    hint: "对比、测评类搜索。",
  },
  {
    key: "time",
    label: "时效",
    position: "prefix",
    defaults: ["2026年", "2026新款", "今年", "*新品", "双11*", "618*"],
    hint: "年份、季节和大促节点；过期后记得更新。",
  },
  {
    key: "longtail",
    label: "长尾问句",
    position: "suffix",
    defaults: ["怎么用", "哪里买", "有什么用", "适合什么人", "能用多久", "注意事项", "使用方法"],
    hint: "更具体的问题，搜索少但意图明确。",
  },
];

export function familyByKey(key: string): ModifierFamily | undefined {
  return MODIFIER_FAMILIES.find((f) => f.key === key);
}

/** One keyword from a seed and a modifier entry of a family. */
export function combine(seed: string, entry: string, position: ModifierFamily["position"]): string {
  if (entry.includes("*")) return entry.split("*").join(seed);
  return position === "prefix" ? `${entry}${seed}` : `${seed}${entry}`;
}
