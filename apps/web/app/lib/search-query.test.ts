import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, buildSearch, parseSearchQuery } from "./search-query";

describe("parseSearchQuery", () => {
  it("trims and collapses whitespace, including full-width spaces", () => {
    expect(parseSearchQuery("  违禁词\u3000\u3000检测 ")).toEqual({ q: "违禁词 检测", error: null });
  });

  it("treats a missing parameter as no search", () => {
    expect(parseSearchQuery(null)).toEqual({ q: "", error: null });
  });

  it("accepts exactly the limit, counting characters not UTF-16 units", () => {
    const fifty = "😀".repeat(MAX_QUERY_LENGTH);
    expect(parseSearchQuery(fifty).error).toBeNull();
  });

  it("rejects a query over the limit with Chinese copy and keeps the text", () => {
    const long = "词".repeat(MAX_QUERY_LENGTH + 1);
    const parsed = parseSearchQuery(long);
    expect(parsed.q).toBe(long);
    expect(parsed.error).toContain("50");
  });
});

describe("buildSearch", () => {
  it("drops empty values and keeps order", () => {
    expect(buildSearch({ q: "二维码", cat: "" })).toBe("?q=%E4%BA%8C%E7%BB%B4%E7%A0%81");
    expect(buildSearch({ q: "", cat: "delivery" })).toBe("?cat=delivery");
    expect(buildSearch({ q: null, cat: undefined })).toBe("");
  });
});
