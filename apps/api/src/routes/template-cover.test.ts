import { expect, test } from "vitest";
import { wrapTitle } from "../render/cover-svg.ts";
import { createTestApp } from "../test/test-app.ts";

const t = createTestApp();

const cover = (id: number, query = "", headers: Record<string, string> = {}) =>
  t.api.request(`/materials/v1/templates/${id}/cover.svg${query}`, { headers });

test("a cover is SVG with long caching and an ETag", async () => {
  const res = await cover(10001);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  expect(res.headers.get("cache-control")).toContain("max-age=31536000");
  expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
});

test("the same template always renders the same bytes; different templates differ", async () => {
  const a = await (await cover(10001)).text();
  const b = await (await cover(10001)).text();
  const c = await (await cover(10002)).text();
  expect(a).toBe(b);
  expect(a).not.toBe(c);
});

test("If-None-Match with the ETag gives 304", async () => {
  const etag = (await cover(10003)).headers.get("etag")!;
  const res = await cover(10003, "", { "If-None-Match": etag });
  expect(res.status).toBe(304);
});

test("the viewBox is the template's real size and w scales the rendered size", async () => {
  const row = t.db
    .prepare("SELECT id, width, height FROM template_cards WHERE size_key = 'wechat-cover' LIMIT 1")
    .get() as { id: number; width: number; height: number };
  const svg = await (await cover(row.id, "?w=300")).text();
  expect(svg).toContain(`viewBox="0 0 ${row.width} ${row.height}"`);
  expect(svg).toContain(`width="300" height="${Math.round((300 * row.height) / row.width)}"`);
  expect((await cover(row.id, "?w=0")).status).toBe(400);
});

test("covers reference nothing outside themselves", async () => {
  for (const id of [10001, 10010, 10100, 10200, 10300]) {
    const svg = await (await cover(id)).text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // The namespace URI is the only URL allowed in the document.
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|href=|@import|<script|<image/i);
    expect(svg.endsWith("</svg>")).toBe(true);
  }
});

test("the title is escaped", async () => {
  t.db.prepare("UPDATE templates SET title = ? WHERE id = 10004").run(`<script>alert("x")</script> & 'y'`);
  const svg = await (await cover(10004)).text();
  expect(svg).not.toContain("<script>");
  expect(svg).toContain("&lt;script&gt;");
  expect(svg).toContain("&amp;");
});

test("scenes, colours and styles change the picture", async () => {
  const ids = (t.db.prepare("SELECT id FROM templates ORDER BY id LIMIT 40").all() as { id: number }[]).map(
    (r) => r.id,
  );
  const backgrounds = new Set<string>();
  for (const id of ids) {
    const svg = await (await cover(id)).text();
    backgrounds.add(/<rect width="\d+" height="\d+" fill="([^"]+)"/.exec(svg)?.[1] ?? "");
  }
  expect(backgrounds.size).toBeGreaterThan(15);
});

test("unknown templates are 404 envelopes", async () => {
  const res = await cover(1);
  expect(res.status).toBe(404);
  expect(((await res.json()) as { code: number }).code).toBe(40400);
});

/** Minimal well-formedness check: every opened element is closed in order, no stray `<` or `&`. */
function assertWellFormed(svg: string) {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^<>]*?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  const text = svg.replace(/<[^<>]*>/g, "");
  expect(text).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|#39);)/);
}

test("every cover is well-formed XML", async () => {
  const ids = (t.db.prepare("SELECT id FROM templates ORDER BY id").all() as { id: number }[]).map((r) => r.id);
  for (const id of ids) assertWellFormed(await (await cover(id)).text());
});

test("the title names Chinese faces before the generic family (no per-glyph font fallback in the browser)", async () => {
  const svg = await (await cover(10001)).text();
  const families = /<svg[^>]* font-family="([^"]+)"/.exec(svg)?.[1] ?? "";
  const names = families.split(",").map((name) => name.trim());
  expect(names.at(-1)).toMatch(/^(sans-serif|serif)$/);
  expect(names.slice(0, -1).some((name) => /CJK SC|PingFang SC|Songti SC/.test(name))).toBe(true);
  expect(svg).toContain('xml:lang="zh-CN"');
});

test("all covers share one scale of text sizes and one bold weight (few font lookups in the browser)", async () => {
  const ids = (t.db.prepare("SELECT id FROM templates ORDER BY id").all() as { id: number }[]).map((r) => r.id);
  const ratios = new Set<string>();
  const weights = new Set<string>();
  for (const id of ids) {
    const svg = await (await cover(id)).text();
    const width = Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
    // The same share of the width is the same size on screen: covers are drawn at the card's width.
    for (const [, size] of svg.matchAll(/font-size="([\d.]+)"/g)) ratios.add((Number(size) / width).toPrecision(6));
    for (const [, weight] of svg.matchAll(/font-weight="(\d+)"/g)) weights.add(weight!);
  }
  for (const ratio of ratios) {
    const step = Math.log(Number(ratio)) / Math.log(1.25);
    expect(Math.abs(step - Math.round(step)), `size ratio ${ratio}`).toBeLessThan(1e-3);
  }
  expect(ratios.size).toBeLessThanOrEqual(12);
  expect([...weights]).toEqual(["700"]);
});

test("titles wrap into balanced lines and long ones end with an ellipsis", () => {
  expect(wrapTitle("麻辣小龙虾选购指南", 8, 3)).toEqual(["麻辣小龙虾", "选购指南"]);
  expect(wrapTitle("新品上市｜保温杯", 6, 3)).toEqual(["新品上市", "保温杯"]);
  const long = wrapTitle("一二三四五六七八九十一二三四五六七八九十", 5, 3);
  expect(long).toHaveLength(3);
  expect(long[2]!.endsWith("…")).toBe(true);
});
