/**
 * Property tests for the copy tools' pure analysers (tools/README.md "Numbers": any input gives finite
 * figures or an explicit refusal, never NaN or a negative count): any text, including emoji, RTL marks,
 * lone surrogates and line breaks of every kind.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { platformFields } from "./platform-rules";
import { analyzeReadability } from "./readability/readability";
import { textStats } from "./text-stats";
import { analyzeTitle } from "./title-analyzer";
import { compareTexts, keywordDensity, wordFrequency } from "./word-frequency";

/** Any text: full Unicode (lone surrogates too), with the line breaks and bidi marks pasted text brings. */
const anyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc
    .array(fc.constantFrom("测", "试", "a", " ", "\n", "\r\n", "。", "！", "😀", "\u200f", "#", "1", "\u2028"), {
      maxLength: 200,
    })
    .map((parts) => parts.join("")),
);

const finiteNonNegative = (value: number, what: string) => {
  expect(Number.isFinite(value), what).toBe(true);
  expect(value, what).toBeGreaterThanOrEqual(0);
};

describe("property: the copy analysers", () => {
  test("字数统计's stats: finite counts, never negative, parts never more than the whole", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const s = textStats(text);
        for (const [k, v] of Object.entries(s)) finiteNonNegative(v, k);
        expect(s.charsNoSpaces).toBeLessThanOrEqual(s.chars);
        expect(s.chinese + s.englishWords + s.numbers + s.punctuation + s.emoji).toBe(s.words);
      }),
    );
  });

  test("可读性分析: finite figures, densities and buckets that add up to the sentences", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const r = analyzeReadability(text);
        for (const k of ["chars", "averageSentence", "exclamations", "emoji", "readingMinutes"] as const)
          finiteNonNegative(r[k], k);
        finiteNonNegative(r.exclamationDensity, "exclamationDensity");
        finiteNonNegative(r.emojiDensity, "emojiDensity");
        expect(r.sentenceBuckets.reduce((a, b) => a + b.count, 0)).toBe(r.sentences.length);
        expect(r.paragraphBuckets.reduce((a, b) => a + b.count, 0)).toBe(r.paragraphs.length);
      }),
    );
  });

  test("标题打分: a score from 0 to 100 on every platform field, with or without a keyword", () => {
    fc.assert(
      fc.property(anyText, fc.option(anyText), fc.constantFrom(...platformFields), (title, keyword, field) => {
        const r = analyzeTitle(title, field, { keyword: keyword ?? undefined });
        expect(Number.isFinite(r.score)).toBe(true);
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(100);
      }),
      { numRuns: 200 },
    );
  });

  test("词频统计: counts add up to the total, shares within 0–1 and summing to at most 1; densities finite", () => {
    fc.assert(
      fc.property(anyText, anyText, fc.array(anyText, { maxLength: 4 }), (a, b, keywords) => {
        const fa = wordFrequency(a);
        const fb = wordFrequency(b);
        for (const f of [fa, fb]) {
          expect(f.words.reduce((sum, w) => sum + w.count, 0)).toBeLessThanOrEqual(f.total);
          for (const w of f.words) {
            expect(w.count).toBeGreaterThan(0);
            expect(w.share).toBeGreaterThan(0);
            expect(w.share).toBeLessThanOrEqual(1);
          }
          expect(f.words.reduce((sum, w) => sum + w.share, 0)).toBeLessThanOrEqual(1 + 1e-9);
        }
        for (const d of keywordDensity(a, keywords)) {
          finiteNonNegative(d.density, `density of ${d.keyword}`);
          finiteNonNegative(d.count, `count of ${d.keyword}`);
        }
        for (const row of compareTexts(fa, fb)) {
          finiteNonNegative(row.a, "a");
          finiteNonNegative(row.b, "b");
        }
      }),
      { numRuns: 200 },
    );
  });
});
