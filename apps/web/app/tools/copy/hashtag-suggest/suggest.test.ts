import { tag } from "jieba-wasm";
import { beforeAll, describe, expect, it } from "vitest";
import { extractKeywords } from "../../engines/keywords/tfidf";
import { hashtagPlatform } from "./hashtag-platforms";
import { formatTags, suggestTags } from "./suggest";

// jieba builds its dictionary on the first call (seconds on a busy machine): once, outside the tests' timeouts.
beforeAll(() => void tag("预热", true), 60_000);

const topics = [
  { name: "防晒", category: "美妆护肤", heat: 90 },
  { name: "防晒霜", category: "美妆护肤", heat: 70 },
  { name: "军训", category: "学习职场", heat: 40 },
  { name: "美食", category: "美食", heat: 100 },
  { name: "敏感肌", category: "美妆护肤", heat: 60 },
];

describe("suggestTags", () => {
  const text = "军训必备防晒霜！这款防晒霜清爽不油腻，敏感肌亲测不刺激，军训暴晒一整天也没晒黑。";
  const keywords = extractKeywords(text, (t) => tag(t, true));

  it("puts the topics the text is about first, never a hot unrelated one, then its own long-tail words", () => {
    const tags = suggestTags(keywords, topics, 10);
    const names = tags.map((t) => t.name);
    expect(names[0]).toBe("防晒霜");
    expect(names).toContain("军训");
    expect(names).not.toContain("美食");
    expect(tags.filter((t) => t.kind === "listed").every((t) => t.heat !== null)).toBe(true);
    expect(tags.some((t) => t.kind === "own")).toBe(true);
    expect(tags.findIndex((t) => t.kind === "own")).toBeGreaterThan(tags.findLastIndex((t) => t.kind === "listed"));
  });

  it("keeps to the platform's limit and writes its format", () => {
    const weibo = hashtagPlatform("weibo");
    const tags = suggestTags(keywords, topics, weibo.limit);
    expect(tags).toHaveLength(3);
    expect(formatTags(tags.slice(0, 2), weibo.format)).toBe("#防晒霜# #军训#");
    expect(formatTags(tags.slice(0, 1), hashtagPlatform("xiaohongshu").format)).toBe("#防晒霜");
    expect(hashtagPlatform("nope").key).toBe("douyin");
  });

  it("a narrower topic counts only when the text says the rest of it", () => {
    const list = [
      { name: "宝宝辅食", category: "母婴", heat: 80 },
      { name: "新手妈妈", category: "母婴", heat: 70 },
    ];
    const post = "给宝宝起名要看五行，宝宝的名字寓意要好。";
    const names = (t: string) =>
      suggestTags(
        extractKeywords(t, (x) => tag(x, true)),
        list,
        5,
        t,
      )
        .filter((s) => s.kind === "listed")
        .map((s) => s.name);
    expect(names(post)).not.toContain("宝宝辅食");
    expect(names("宝宝八个月开始吃辅食，宝宝辅食怎么做？")).toContain("宝宝辅食");
  });

  it("suggests nothing for an empty text", () => {
    expect(suggestTags([], topics, 5)).toEqual([]);
  });
});
