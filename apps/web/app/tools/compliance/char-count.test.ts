import fc from "fast-check";
import { expect, test } from "vitest";
import { countCharacters } from "./char-count";

test("emoji, skin tones, ZWJ families, flags and keycaps are one character each", () => {
  expect(countCharacters("最好🔥👍🏽")).toBe(4);
  expect(countCharacters("👨‍👩‍👧‍👦")).toBe(1);
  expect(countCharacters("🇨🇳🇺🇸")).toBe(2);
  expect(countCharacters("1️⃣❤️")).toBe(2);
  expect(countCharacters("")).toBe(0);
});

test("property: matches Intl.Segmenter's grapheme count on text without exotic scripts", () => {
  const seg = new Intl.Segmenter("zh", { granularity: "grapheme" });
  const alphabet = fc.constantFrom("好", "a", " ", "\n", "🔥", "👍🏽", "👨‍👩‍👧", "🇨🇳", "1️⃣", "é", "，");
  fc.assert(
    fc.property(fc.array(alphabet, { maxLength: 60 }), (parts) => {
      const text = parts.join("").replace(/\r/g, "");
      expect(countCharacters(text)).toBe([...seg.segment(text)].length);
    }),
  );
});
