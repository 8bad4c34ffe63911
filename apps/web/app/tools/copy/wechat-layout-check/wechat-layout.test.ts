// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { IMAGE_PLACEHOLDER, checkLayout, markdownToHtml, sanitizeHtml } from "./wechat-layout";

const HOSTILE = `
<p onclick="alert(1)" style="color:red;background:url(https://evil.test/x.png);font-size:16px">文字<script>alert(1)</script></p>
<img src="https://evil.test/track.gif" onerror="alert(2)" srcset="https://evil.test/a.png 2x">
<img src="data:image/png;base64,iVBORw0KGgo=">
<a href="javascript:alert(3)">坏链接</a><a href="https://mp.weixin.qq.com/s/abc">好链接</a>
<iframe src="https://evil.test"></iframe><object data="x"></object><embed src="x">
<style>body{background:url(https://evil.test/bg)}</style><link rel="stylesheet" href="https://evil.test/a.css">
<svg><image href="https://evil.test/svg.png"/><script>alert(4)</script></svg>
<math><mi xlink:href="javascript:alert(5)">x</mi></math>
<form action="https://evil.test"><input name="a"><button formaction="https://evil.test">提交</button></form>
<div style="background-image: image-set('https://evil.test/i.png' 1x)">块</div>
<font color="red"><o:p>保留文字</o:p></font>
<noscript><img src=x onerror=alert(6)></noscript>
<video poster="https://evil.test/p.png"></video>
<table background="https://evil.test/t.png"><tr><td>单元格</td></tr></table>
<!-- <img src="https://evil.test/comment"> -->
`;

describe("sanitizeHtml", () => {
  const { html, removed } = sanitizeHtml(HOSTILE);
  it("keeps no script, handler, javascript: URL or remote URL", () => {
    expect(html).not.toMatch(
      /<script|onerror|onclick|javascript:|evil\.test|<iframe|<object|<embed|<style|<link|<svg|<math|<form|<input|<button|<video|srcset|background=/i,
    );
  });
  it("replaces remote images with the local placeholder and keeps data: images", () => {
    expect(html).toContain(IMAGE_PLACEHOLDER.replace(/&/g, "&amp;").slice(0, 30));
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(removed.remoteImages).toBe(1);
    expect(removed.scripts).toBeGreaterThanOrEqual(1);
    expect(removed.handlers).toBeGreaterThanOrEqual(2);
  });
  it("keeps safe text, styles and https links", () => {
    expect(html).toContain("文字");
    expect(html).toContain("color: red");
    expect(html).toContain("font-size: 16px");
    expect(html).toContain('href="https://mp.weixin.qq.com/s/abc"');
    expect(html).toContain("保留文字");
    expect(html).toContain("单元格");
  });
  it("output parsed into a live document requests nothing", () => {
    const host = document.createElement("div");
    host.innerHTML = html;
    for (const img of Array.from(host.querySelectorAll("img")))
      expect(img.getAttribute("src")).toMatch(/^data:image\//);
    expect(host.querySelectorAll("[style*=url]").length).toBe(0);
  });
});

describe("markdownToHtml", () => {
  it("converts the common subset and escapes raw HTML", () => {
    const html = markdownToHtml(
      "# 标题\n\n正文 **加粗** <script>x</script>\n\n- 一\n- 二\n\n![图](https://x.test/a.png)",
    );
    expect(html).toContain("<h1>标题</h1>");
    expect(html).toContain("<strong>加粗</strong>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("<ul>\n<li>一</li>\n<li>二</li>\n</ul>");
    expect(sanitizeHtml(html).removed.remoteImages).toBe(1);
  });
});

describe("checkLayout", () => {
  it("checks title and digest against both presets and flags long paragraphs and skipped headings", () => {
    const { html, removed } = sanitizeHtml(
      `<h1>一</h1><h3>跳级</h3><p>${"字".repeat(130)}</p><p>短段落</p><img src="https://x.test/a.png">`,
    );
    const r = checkLayout(html, { title: "好".repeat(40), digest: "" }, removed.remoteImages);
    expect(r.title!.editor.verdict).toBe("ok");
    expect(r.title!.api.verdict).toBe("over");
    expect(r.digest.isDefault).toBe(true);
    expect([...r.digest.text]).toHaveLength(54);
    expect(r.longParagraphs).toBe(1);
    expect(r.images).toBe(1);
    expect(r.issues.map((i) => i.text).join("\n")).toMatch(
      /接口发布（32 字）[\s\S]*默认取正文前 54 个字[\s\S]*超过 6 行[\s\S]*外链图片[\s\S]*跳级/,
    );
  });
});
