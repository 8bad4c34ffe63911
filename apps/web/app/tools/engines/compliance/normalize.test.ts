// @vitest-environment node
import { describe, expect, it } from "vitest";
import { analyze } from "./engine";
import { normalize, normalizeTerm, toOriginal } from "./normalize";

describe("normalize", () => {
  it("folds full-width, letter case, traditional characters and separators", () => {
    expect(normalizeTerm("ＮＯ．１")).toBe("no1");
    expect(normalizeTerm("No.1")).toBe("no1");
    expect(normalizeTerm("TOP 1")).toBe("top1");
    expect(normalizeTerm("國家級")).toBe("国家级");
    expect(normalizeTerm("最.好")).toBe("最好");
    expect(normalizeTerm("最 好")).toBe("最好");
    expect(normalizeTerm("第*一")).toBe("第一");
    expect(normalizeTerm("最\u3000佳")).toBe("最佳");
    expect(normalizeTerm("最\u200b佳")).toBe("最佳");
    expect(normalizeTerm("最🔥佳")).toBe("最佳");
  });

  it("keeps clause punctuation and line breaks (they bound a word)", () => {
    expect(normalizeTerm("最。好")).toBe("最。好");
    expect(normalizeTerm("最\n好")).toBe("最\n好");
    expect(normalizeTerm("最，好")).toBe("最,好");
  });

  it("maps every normalised unit back to the original code point", () => {
    const text = "a😀最 好𠮷";
    const norm = normalize(text);
    expect(norm.text).toBe("a最好𠮷");
    const i = norm.text.indexOf("最好");
    expect(toOriginal(norm, i, i + 2)).toEqual({ start: 3, end: 6 });
    expect(text.slice(3, 6)).toBe("最 好");
    // A surrogate pair stays two units, both mapping to the same original span.
    const j = norm.text.indexOf("𠮷");
    expect(toOriginal(norm, j, j + 2)).toEqual({ start: 6, end: 8 });
  });
});

describe("highlights land on the user's characters", () => {
  const cases: Array<[string, string]> = [
    ["这是最好的", "最好"],
    ["😀😀最佳选择", "最佳"],
    ["𠮷𠮷𠮷 最.好.用 的", "最.好.用"],
    ["ＮＯ．１品质", "ＮＯ．１"],
    ["全場銷量第一", "銷量第一"],
    ["👩‍👩‍👧 第*一品牌", "第*一品牌"],
    ["最🔥好的面霜", "最🔥好"],
    ["国\u200b家\u200b级", "国\u200b家\u200b级"],
  ];
  it.each(cases)("%s → %s", (text, term) => {
    const { findings } = analyze(text);
    expect(findings).toHaveLength(1);
    const f = findings[0]!;
    expect(text.slice(f.start, f.end)).toBe(term);
    expect(f.term).toBe(term);
    expect(f.start).toBe(text.indexOf(term));
  });

  it("does not take a separator next to the word into the highlight", () => {
    const text = "这是 最好 的";
    const f = analyze(text).findings[0]!;
    expect(text.slice(f.start, f.end)).toBe("最好");
  });
});
