import { describe, expect, it } from "vitest";
import { defaultLists, exactKey, expandKeywords, nearKey, rowsToCsv, splitList, templateRows } from "./expand";
import { keywordLength, platformByKey } from "./keyword-platforms";
import { combine } from "./modifiers";

const ocean = platformByKey("oceanengine");
const baidu = platformByKey("baidu");

describe("keyword pieces", () => {
  it("combines prefix, suffix and template entries", () => {
    expect(combine("防晒霜", "学生", "prefix")).toBe("学生防晒霜");
    expect(combine("防晒霜", "怎么选", "suffix")).toBe("防晒霜怎么选");
    expect(combine("防晒霜", "平价*", "suffix")).toBe("平价防晒霜");
    expect(combine("防晒霜", "适合敏感肌的*", "prefix")).toBe("适合敏感肌的防晒霜");
  });
  it("splits lists on lines, commas and 、 and drops repeats", () => {
    expect(splitList("北京\n上海，广州、北京 , 北京 朝阳")).toEqual(["北京", "上海", "广州", "北京 朝阳"]);
  });
  it("counts bytes with wide characters as 2 for 百度, characters for 巨量", () => {
    expect(keywordLength("防晒霜SPF50", "byte")).toBe(11);
    expect(keywordLength("防晒霜SPF50", "char")).toBe(8);
  });
  it("folds width, case and punctuation; near keys ignore order and particles", () => {
    expect(exactKey("ＳＰＦ50 防晒！")).toBe(exactKey("spf50防晒"));
    expect(nearKey("学生的防晒霜推荐")).toBe(nearKey("防晒霜推荐学生"));
    expect(nearKey("学生防晒霜")).not.toBe(nearKey("学生防晒乳"));
  });
});

describe("expandKeywords", () => {
  it("keeps the seed, expands every family and applies negatives, length, duplicates and near-duplicates", () => {
    const { keywords, dropped } = expandKeywords({
      seeds: ["防晒霜", "防晒霜 "],
      lists: {
        region: ["北京"],
        question: ["怎么选", "推荐"],
        price: ["免费*"],
        audience: ["学生", "学生的"],
        longtail: ["适合什么样的肤质以及什么季节使用比较好"],
      },
      negatives: ["免费"],
      platform: ocean,
    });
    expect(keywords.map((k) => k.text)).toEqual(["防晒霜", "北京防晒霜", "学生防晒霜", "防晒霜怎么选", "防晒霜推荐"]);
    // The second seed differs only by a space: every keyword it makes is a duplicate.
    expect([...new Set(dropped.map((d) => d.reason))].sort()).toEqual(["duplicate", "length", "near", "negative"]);
    expect(dropped.filter((d) => d.reason === "duplicate")).toHaveLength(5);
    expect(dropped.find((d) => d.reason === "negative")).toEqual({
      text: "免费防晒霜",
      reason: "negative",
      detail: "含否定词「免费」",
    });
    expect(dropped.find((d) => d.reason === "near")?.text).toBe("学生的防晒霜");
    expect(dropped.find((d) => d.reason === "length")?.detail).toBe("22 > 20 字");
  });

  it("runs every kept keyword through the compliance engine", () => {
    const { keywords } = expandKeywords({
      seeds: ["面霜"],
      lists: { compare: ["排行榜第一"], time: ["最新款*"] },
      negatives: [],
      platform: baidu,
    });
    const flagged = keywords.filter((k) => k.findings.length > 0).map((k) => k.text);
    expect(flagged).toEqual(expect.arrayContaining(["面霜排行榜第一", "最新款面霜"]));
    expect(keywords.find((k) => k.text === "面霜")!.findings).toEqual([]);
  });

  it("uses the platform's unit for the limit (百度: 30 bytes)", () => {
    const { keywords, dropped } = expandKeywords({
      seeds: ["儿童防晒霜"],
      lists: { longtail: ["适合几岁的小宝宝使用呢"] },
      negatives: [],
      platform: baidu,
    });
    expect(keywords.map((k) => k.text)).toEqual(["儿童防晒霜"]);
    expect(dropped[0]!.detail).toBe("32 > 30 字节（汉字算 2）");
  });

  it("expands 50 seeds with the default lists into thousands of distinct keywords", () => {
    const seeds = Array.from({ length: 50 }, (_, i) => `产品${i}号`);
    const { keywords } = expandKeywords({ seeds, lists: defaultLists(), negatives: [], platform: ocean });
    expect(keywords.length).toBeGreaterThan(2500);
    expect(new Set(keywords.map((k) => k.text)).size).toBe(keywords.length);
  });
});

describe("templateRows", () => {
  it("writes each platform's columns", () => {
    const kws = expandKeywords({ seeds: ["面霜"], lists: {}, negatives: [], platform: ocean }).keywords;
    const o = { matchType: "短语匹配", bid: "1.5", campaign: "计划A", unit: "单元1", url: "https://example.com" };
    expect(rowsToCsv(templateRows(kws, ocean, o))).toBe("关键词,匹配方式,出价（元）\n面霜,短语匹配,1.5");
    const b = templateRows(kws, baidu, { ...o, matchType: "短语" });
    expect(b[0]).toEqual(baidu.columns);
    expect(b[1]).toEqual([
      "计划A",
      "单元1",
      "面霜",
      "短语",
      "1.5",
      "https://example.com",
      "https://example.com",
      "启用",
    ]);
  });
});
