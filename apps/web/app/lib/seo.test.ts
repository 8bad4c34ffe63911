import { describe, expect, it } from "vitest";
import { buildSeoMeta, seoMeta } from "./seo";

describe("seo meta", () => {
  it("builds title, description, canonical and Open Graph from the configured origin", () => {
    const meta = buildSeoMeta("https://tools.example.cn/", {
      title: "工具大全",
      description: "全部工具",
      path: "/tools-index",
    });
    expect(meta).toContainEqual({ title: "工具大全 - 营销工具箱" });
    expect(meta).toContainEqual({ name: "description", content: "全部工具" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://tools.example.cn/tools-index" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://tools.example.cn/tools-index" });
    expect(meta).toContainEqual({ property: "og:title", content: "工具大全 - 营销工具箱" });
    expect(meta).toContainEqual({ property: "og:locale", content: "zh_CN" });
    expect(meta.some((m) => "name" in m && m.name === "robots")).toBe(false);
  });

  it("reads the origin from the root match and marks search views noindex", () => {
    const matches = [{ id: "root", loaderData: { config: { hosts: { adTools: "http://127.0.0.1:3000" } } } }];
    const meta = seoMeta(matches, { title: "首页", description: "d", path: "/home", noindex: true, image: "/og.png" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "http://127.0.0.1:3000/home" });
    expect(meta).toContainEqual({ property: "og:image", content: "http://127.0.0.1:3000/og.png" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});
