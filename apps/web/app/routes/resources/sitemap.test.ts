import { describe, expect, it } from "vitest";
import { SITEMAP_MAX_URLS, buildSitemapXml } from "./sitemap";

describe("buildSitemapXml", () => {
  it("writes a valid urlset with escaped locations and dates", () => {
    const xml = buildSitemapXml([
      { loc: "https://tools.example/home" },
      { loc: "https://tools.example/template-community?t=7&x=<1>", lastmod: "2026-11-02" },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain("<url><loc>https://tools.example/home</loc></url>");
    expect(xml).toContain(
      "<loc>https://tools.example/template-community?t=7&amp;x=&lt;1&gt;</loc><lastmod>2026-11-02</lastmod>",
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("drops duplicates and malformed dates, and stops at the protocol limit", () => {
    const xml = buildSitemapXml([{ loc: "https://a/1", lastmod: "yesterday" }, { loc: "https://a/1" }]);
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).not.toContain("lastmod");
    const many = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({ loc: `https://a/${i}` }));
    expect(buildSitemapXml(many).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });
});
