import { expect, test } from "vitest";
import { buildBatch, buildUtmUrl, emptyParams, lintParams, normalizeValue, type UtmParams } from "./utm";

const p = (patch: Partial<UtmParams>): UtmParams => ({ ...emptyParams(), ...patch });

test("keeps the existing query and #fragment byte for byte; replaces old utm_ keys", () => {
  const result = buildUtmUrl(
    "https://shop.example.com/item?id=42&ref=a%20b&utm_source=old#/detail?x=1",
    p({ utm_source: "douyin", utm_medium: "short_video", utm_campaign: "double11_2026" }),
  );
  expect(result).toEqual({
    ok: true,
    url: "https://shop.example.com/item?id=42&ref=a%20b&utm_source=douyin&utm_medium=short_video&utm_campaign=double11_2026#/detail?x=1",
    replaced: ["utm_source"],
  });
});

test("values are encoded; empty optional ones are left out", () => {
  const result = buildUtmUrl("https://a.cn", p({ utm_source: "微博", utm_medium: "social", utm_campaign: "a&b" }));
  expect(result.ok && result.url).toBe(
    "https://a.cn?utm_source=%E5%BE%AE%E5%8D%9A&utm_medium=social&utm_campaign=a%26b",
  );
});

test("bad base links get a clear Chinese error", () => {
  expect(buildUtmUrl("", p({}))).toEqual({ ok: false, message: "请先填写落地页链接" });
  expect(buildUtmUrl("shop.example.com", p({}))).toMatchObject({ ok: false, message: expect.stringContaining("http") });
  expect(buildUtmUrl("https://exa mple.com", p({}))).toMatchObject({ ok: false });
});

test("naming lint: required, uppercase, spaces, Chinese, mixed separators", () => {
  const findings = lintParams(p({ utm_source: "Douyin", utm_medium: "short video", utm_campaign: "双11-sale_2026" }));
  const text = findings.map((f) => f.message).join("\n");
  expect(text).toContain("大写");
  expect(text).toContain("空格");
  expect(text).toContain("中文");
  expect(text).toContain("混用");
  expect(
    lintParams(p({}))
      .filter((f) => f.level === "error")
      .map((f) => f.key),
  ).toEqual(["utm_source", "utm_medium", "utm_campaign"]);
  expect(lintParams(p({ utm_source: "douyin", utm_medium: "short_video", utm_campaign: "double11_2026" }))).toEqual([]);
  expect(normalizeValue("  Spring Sale ")).toBe("spring_sale");
});

test("batch: row values, 渠道 presets, form defaults; bad rows keep their line and reason", () => {
  const rows = buildBatch(
    [
      { 链接: "https://a.cn/p?id=1", 渠道: "小红书" },
      { url: "https://a.cn/q", utm_source: "weibo", utm_medium: "social" },
      { 链接: "not a link", 渠道: "抖音" },
    ],
    p({ utm_campaign: "spring_2026" }),
  );
  expect(rows[0]!.url).toBe("https://a.cn/p?id=1&utm_source=xiaohongshu&utm_medium=social&utm_campaign=spring_2026");
  expect(rows[1]!.url).toBe("https://a.cn/q?utm_source=weibo&utm_medium=social&utm_campaign=spring_2026");
  expect(rows[2]).toMatchObject({ line: 4, url: "" });
  expect(rows[2]!.findings[0]).toContain("http");
});
