import { tag } from "jieba-wasm";
import { beforeAll, describe, expect, it } from "vitest";
import { extractKeywords, idfOf } from "./tfidf";

// jieba builds its dictionary on the first call (seconds on a busy machine): once, outside the tests' timeouts.
beforeAll(() => void tag("预热", true), 60_000);

const tagger = (text: string) => tag(text, true);

describe("extractKeywords", () => {
  it("uses jieba's IDF: common words weigh less than specific ones", () => {
    expect(idfOf("的")).toBeLessThan(1);
    expect(idfOf("产品")).toBeLessThan(idfOf("防晒霜"));
    expect(idfOf("某个没见过的词zz")).toBeGreaterThan(11);
  });

  it("ranks the specific nouns of a text first and skips function words and numbers", () => {
    const text =
      "这款防晒霜质地清爽，敏感肌也能用。防晒霜的SPF50+ PA++++ 防护力很强，夏天户外军训都合适。我们真的很喜欢这个防晒霜，2026年新款。";
    const words = extractKeywords(text, tagger, 8).map((k) => k.word);
    expect(words[0]).toBe("防晒霜");
    expect(words).toEqual(expect.arrayContaining(["防护力", "军训"]));
    for (const w of ["我们", "这个", "2026", "的"]) expect(words).not.toContain(w);
  });

  it("returns nothing for text without content words", () => {
    expect(extractKeywords("的了吗 123 ！！", tagger)).toEqual([]);
  });
});
