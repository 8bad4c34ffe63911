import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emojiCounting } from "./emoji-counting";
import { checkAllFields, checkField, firstChars, foldAt, graphemes, textStats, truncatedPreview } from "./counting";
import { platformFieldByKey, platformFields } from "./platform-rules";

const field = (key: string) => {
  const f = platformFieldByKey.get(key);
  if (!f) throw new Error(`no field ${key}`);
  return f;
};
const check = (key: string, text: string) => checkField(graphemes(text), field(key));
const han = (n: number) => "好".repeat(n);
const latin = (n: number) => "a".repeat(n);

// 小 红 书 T i p s 🔥 ２ ０ ２ ４ 🇨🇳 👨‍👩‍👧 “ ” → 16 graphemes
const MIXED = "小红书Tips🔥２０２４🇨🇳👨‍👩‍👧“”";

describe("graphemes", () => {
  it("counts an emoji, a flag and a ZWJ family as one character each", () => {
    const gs = graphemes(MIXED);
    expect(gs).toHaveLength(16);
    expect(gs.filter((g) => g.emoji).map((g) => g.text)).toEqual(["🔥", "🇨🇳", "👨‍👩‍👧"]);
  });
  it("keeps UTF-16 offsets into the original text", () => {
    const gs = graphemes("a🔥b");
    expect(gs.map((g) => [g.start, g.end])).toEqual([
      [0, 1],
      [1, 3],
      [3, 4],
    ]);
  });
  it("treats CJK, full-width and emoji as wide, ASCII and ambiguous quotes as narrow", () => {
    const wide = graphemes("好Ａ，🔥").map((g) => g.wide);
    expect(wide).toEqual([true, true, true, true]);
    expect(graphemes("a1“…").map((g) => g.wide)).toEqual([false, false, false, false]);
  });
});

describe("every platform field counts the mixed sample by its own rule", () => {
  // grapheme: 16. width: 小红书 6 + Tips 4 + 🔥 2 + ２０２４ 8 + flag 2 + family 2 + “” 2 = 26.
  // ascii-half: 小红书 6 + Tips 4 + 🔥 2 + ２０２４ 8 + flag 2 + family 2 + “” 4 = 28.
  // weibo (per code point): 小红书 6 + Tips 4 + 🔥 2 + ２０２４ 8 + flag 4 + family 10 + “” 4 = 38.
  const expected = { grapheme: 16, "east-asian-width": 26, "ascii-half": 28, weibo: 38 } as const;
  for (const f of platformFields) {
    it(`${f.key} (${f.count})`, () => {
      const r = checkField(graphemes(MIXED), f);
      expect(r.used).toBe(expected[f.count]);
      expect(r.limit).toBe(f.count === "grapheme" ? f.max : f.max * 2);
    });
  }
});

describe("小红书 title: 20 字, wide = 2 against 40", () => {
  it("20 汉字 fit, the 21st is cut", () => {
    expect(check("xiaohongshu-title", han(20)).verdict).toBe("ok");
    const r = check("xiaohongshu-title", han(21));
    expect(r.verdict).toBe("over");
    expect(r.cutAt).toBe(20);
    expect(truncatedPreview(han(21), r.cutAt)).toBe(`${han(20)}…`);
  });
  it("40 ASCII fit, 41 do not", () => {
    expect(check("xiaohongshu-title", latin(40)).verdict).toBe("ok");
    expect(check("xiaohongshu-title", latin(41)).verdict).toBe("over");
  });
  it("an emoji costs 2 like a 汉字", () => {
    const r = check("xiaohongshu-title", `${han(19)}🔥`);
    expect([r.used, r.verdict]).toEqual([40, "ok"]);
  });
});

describe("公众号 title presets disagree: editor 64, API 32", () => {
  it("a 40-字 title passes the editor and fails the API", () => {
    expect(check("wechat-title-editor", han(40)).verdict).toBe("ok");
    expect(check("wechat-title-api", han(40)).verdict).toBe("over");
  });
  it("digest presets 120 vs 128; emoji and flags are one character", () => {
    const text = `${han(119)}🇨🇳🔥`;
    expect(check("wechat-digest-editor", text)).toMatchObject({ used: 121, verdict: "over" });
    expect(check("wechat-digest-api", text)).toMatchObject({ used: 121, verdict: "ok" });
  });
  it("body under 20,000 characters", () => {
    expect(check("wechat-body", han(20000)).verdict).toBe("ok");
    expect(check("wechat-body", han(20001)).verdict).toBe("over");
  });
});

describe("巨量引擎: two ASCII = one 字", () => {
  it("4 ASCII + 3 汉字 = 5 字 (ok); 3 ASCII + 3 汉字 = 4.5 字 (under 5)", () => {
    expect(check("oceanengine-title", `ABCD${han(3)}`)).toMatchObject({ usedChars: 5, verdict: "ok" });
    expect(check("oceanengine-title", `ABC${han(3)}`)).toMatchObject({ usedChars: 4.5, verdict: "under" });
  });
  it("60 ASCII fit the 30-字 title; full-width letters cost a whole 字", () => {
    expect(check("oceanengine-title", latin(60)).verdict).toBe("ok");
    expect(check("oceanengine-title", "Ａ".repeat(31)).verdict).toBe("over");
  });
  it("信息流 5–30 vs 本地推 5–55", () => {
    expect(check("oceanengine-title", han(40)).verdict).toBe("over");
    expect(check("oceanengine-local-title", han(40)).verdict).toBe("ok");
    expect(check("oceanengine-local-title", han(56)).verdict).toBe("over");
  });
  it("文本摘要 25–45", () => {
    expect(check("oceanengine-abstract", han(24)).verdict).toBe("under");
    expect(check("oceanengine-abstract", `${han(24)}ab`).verdict).toBe("ok");
  });
});

describe("腾讯广告: 1 中文 = 2 英文", () => {
  it("朋友圈单图 文案 40 字 = 80 units", () => {
    expect(check("tencent-moments-text", han(40)).verdict).toBe("ok");
    expect(check("tencent-moments-text", `${han(40)}a`).verdict).toBe("over");
    expect(check("tencent-moments-text", latin(80)).verdict).toBe("ok");
    expect(check("tencent-moments-text", "").verdict).toBe("under");
  });
  it("单图文 标题 10 字: full-width punctuation is wide", () => {
    expect(check("tencent-moments-card-title", `${han(9)}！`).verdict).toBe("ok");
    expect(check("tencent-moments-card-title", `${han(10)}！`).verdict).toBe("over");
  });
});

describe("TikTok ad text: 100 Latin / 50 Asian; no emoji, {}, #", () => {
  it("limits", () => {
    expect(check("tiktok-ad-text", han(50)).verdict).toBe("ok");
    expect(check("tiktok-ad-text", latin(100)).verdict).toBe("ok");
    expect(check("tiktok-ad-text", latin(101)).verdict).toBe("over");
    expect(check("tiktok-ad-text", "ＡＢ").used).toBe(4);
  });
  it("emoji, braces and # are findings with their offsets", () => {
    const r = check("tiktok-ad-text", "Sale 🔥 {name} #deal");
    expect(r.verdict).toBe("forbidden");
    expect(r.findings.map((f) => [f.text, f.start])).toEqual([
      ["🔥", 5],
      ["{", 8],
      ["}", 13],
      ["#", 15],
    ]);
  });
});

describe("视频号 short title: 6–16 字, only 《》“”:+?%° as punctuation", () => {
  it("allowed punctuation passes", () => {
    expect(check("channels-short-title", "《春日》新品上市?").verdict).toBe("ok");
  });
  it("other punctuation and emoji are findings", () => {
    const r = check("channels-short-title", "春季新品上市，限时优惠!🔥");
    expect(r.verdict).toBe("forbidden");
    expect(r.findings.map((f) => f.text)).toEqual(["，", "!", "🔥"]);
  });
  it("under 6 and over 16", () => {
    expect(check("channels-short-title", han(5)).verdict).toBe("under");
    expect(check("channels-short-title", han(17))).toMatchObject({ verdict: "over", cutAt: 16 });
  });
});

describe("grapheme platforms", () => {
  it.each([
    ["douyin-title", 30],
    ["kuaishou-title", 30],
    ["bilibili-title", 80],
    ["xiaohongshu-body", 1000],
  ])("%s: %i characters fit, one emoji more does not", (key, max) => {
    expect(check(key, han(max)).verdict).toBe("ok");
    expect(check(key, `${han(max)}🔥`)).toMatchObject({ verdict: "over", cutAt: max });
  });
  it("title fields ignore line breaks; bodies count them", () => {
    expect(check("douyin-title", "春日\n上新").used).toBe(4);
    expect(check("xiaohongshu-body", "春日\n上新").used).toBe(5);
  });
});

describe("微博: Sina's own counter (2 ASCII = 1 字, a link = a fixed short link)", () => {
  it("100 汉字 + 48 ASCII letters is 124 字, not 148", () => {
    const r = check("weibo-post", `${han(100)}${latin(48)}`);
    expect(r).toMatchObject({ used: 248, usedChars: 124, verdict: "ok" });
  });
  it("an odd ASCII count rounds up; 140 汉字 fit, one more does not", () => {
    expect(check("weibo-post", "a").usedChars).toBe(1);
    expect(check("weibo-post", han(140)).verdict).toBe("ok");
    expect(check("weibo-post", `${han(140)}a`)).toMatchObject({ verdict: "over", cutAt: 140 });
  });
  it("125 汉字 + a long URL is under 140: the URL counts as a 10-字 short link", () => {
    const url = `https://example.com/${"path/".repeat(20)}?utm_source=weibo`;
    const r = check("weibo-post", `${han(125)} ${url}`);
    expect(r.usedChars).toBe(136); // 125 + ½ (space) + 10, rounded up
    expect(r.verdict).toBe("ok");
  });
  it("a t.cn link counts as its own characters; a very long link costs its excess", () => {
    expect(check("weibo-post", "http://t.cn/A6abcdEF").usedChars).toBe(10);
    expect(check("weibo-post", `http://a.com/${"x".repeat(200)}`).used).toBe(213 - 140 + 20);
  });
  it("emoji count per code point, as Sina's counter does: 🔥 is 1 字, a ZWJ family 5", () => {
    expect(check("weibo-post", "🔥").usedChars).toBe(1);
    expect(check("weibo-post", "👨‍👩‍👧").usedChars).toBe(5);
  });
  it("property: always a whole number of half-字, shown rounded up as Sina does", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => {
        const r = check("weibo-post", text);
        expect(Number.isInteger(r.used) && r.used >= 0).toBe(true);
        expect(r.usedChars).toBe(Math.ceil(r.used / 2));
      }),
    );
  });
});

describe("emoji: each field says how it counts them, with its source", () => {
  it("every field has an emoji rule with a source and confidence", () => {
    for (const f of platformFields) {
      const e = emojiCounting(f);
      expect(["one", "code-points", "utf16"]).toContain(e.counts);
      expect(e.note).toMatch(/emoji/);
      expect(e.source.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(emojiCounting(field("weibo-post")).counts).toBe("code-points");
    expect(emojiCounting(field("xiaohongshu-title")).note).toMatch(/编辑器/);
  });
});

describe("property: every counter", () => {
  it("for any text every field's used and limit are finite, non-negative and cutAt lies inside the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => {
        for (const r of checkAllFields(text)) {
          expect(Number.isFinite(r.used) && r.used >= 0).toBe(true);
          expect(Number.isFinite(r.usedChars)).toBe(true);
          if (r.cutAt !== null) expect(r.cutAt >= 0 && r.cutAt <= text.length).toBe(true);
        }
        const s = textStats(text);
        for (const v of Object.values(s)) expect(Number.isInteger(v) && v >= 0).toBe(true);
        expect(
          graphemes(text)
            .map((g) => g.text)
            .join(""),
        ).toBe(text);
      }),
    );
  });
});

describe("checkAllFields", () => {
  it("returns a row per field", () => {
    const rows = checkAllFields("春日上新");
    expect(rows.map((r) => r.field.key)).toEqual(platformFields.map((f) => f.key));
  });
});

describe("previews", () => {
  it("公众号 default digest = first 54 characters, whitespace collapsed", () => {
    const body = `${han(30)}\n\n${"美".repeat(40)}`;
    expect(firstChars(body, 54)).toBe(`${han(30)} ${"美".repeat(23)}`);
  });
  it("朋友圈 fold after 6 lines of 32 width units or hard breaks", () => {
    expect(foldAt(han(96), 6, 32)).toBeNull();
    expect(foldAt(han(97), 6, 32)).toBe(96);
    expect(foldAt("1\n2\n3\n4\n5\n6\n7", 6, 32)).toBe(11);
  });
});

describe("textStats", () => {
  it("counts Chinese, English words, numbers, punctuation, emoji and paragraphs", () => {
    const s = textStats("春日上新 Spring sale！\n\n满 299 减 50 🔥🇨🇳");
    expect(s).toMatchObject({ chinese: 6, englishWords: 2, numbers: 2, punctuation: 1, emoji: 2, paragraphs: 2 });
    expect(s.words).toBe(6 + 2 + 2 + 1 + 2);
    // 字符 excludes line breaks: 春日上新(4)+space+Spring(6)+space+sale(4)+！ = 17; 满 299 减 50 🔥🇨🇳 = 1+1+3+1+1+1+2+1+2 = 13
    expect(s.chars).toBe(30);
  });
});

describe("the fast grapheme path agrees with Intl.Segmenter", () => {
  const seg = new Intl.Segmenter("zh", { granularity: "grapheme" });
  it.each([
    "1️⃣2️⃣#️⃣ keycaps",
    "e\u0301cole café",
    "👍🏽👨‍💻🏳️‍🌈🇨🇳🇺🇸",
    "한국어 텍스트",
    "中文，English；全角ＡＢＣ\r\nCRLF 行",
    "©️ © ™ ❤️ ❤",
    "ทดสอบ भारत",
  ])("%s", (text) => {
    expect(graphemes(text).map((g) => g.text)).toEqual([...seg.segment(text)].map((s) => s.segment));
  });
});
