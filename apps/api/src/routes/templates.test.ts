import { describe, expect, test } from "vitest";
import { colors, industries, scenes, sizes, styles } from "../data/template-facets.ts";
import { call, createTestApp } from "../test/test-app.ts";
import { MAX_PAGE_SIZE } from "./templates.ts";

const t = createTestApp();

type Card = {
  id: number;
  title: string;
  cover: string;
  width: number;
  height: number;
  sizeKey: string;
  scene: string;
  isVip: boolean;
  uses: number;
  likes: number;
  favourites: number;
  createdAt: string;
};
type Page = { items: Card[]; total: number; page: number; pageSize: number; pageCount: number };

const list = (query: string, token?: string) => call<Page>(t, "GET", `/materials/v1/templates${query}`, { token });

test("the catalogue has at least 320 templates and the default page holds 24", async () => {
  const res = await list("");
  expect(res.code).toBe(0);
  expect(res.data.total).toBeGreaterThanOrEqual(320);
  expect(res.data.items).toHaveLength(24);
  expect(res.data).toMatchObject({ page: 1, pageSize: 24, pageCount: Math.ceil(res.data.total / 24) });
});

test("facets list every value with Chinese names, colours with hex and sizes with pixels", async () => {
  const res = await call<Record<string, { key: string; name: string; hex?: string; width?: number }[]>>(
    t,
    "GET",
    "/materials/v1/templates/facets",
  );
  expect(res.data.scene!.map((s) => s.key)).toEqual(scenes.map((s) => s.key));
  expect(res.data.color!.every((c) => /^#[0-9A-F]{6}$/.test(c.hex ?? ""))).toBe(true);
  expect(res.data.size!.every((s) => (s.width ?? 0) > 0)).toBe(true);
  expect(Object.keys(res.data).sort()).toEqual(["color", "industry", "scene", "size", "style"]);
});

describe("every facet value has templates", () => {
  const cases = [
    ...scenes.map((s) => ["scene", s.key] as const),
    ...sizes.map((s) => ["size", s.key] as const),
    ...industries.map((s) => ["industry", s.key] as const),
    ...colors.map((s) => ["color", s.key] as const),
    ...styles.map((s) => ["style", s.key] as const),
    ["price", "free"] as const,
    ["price", "vip"] as const,
  ];
  test.each(cases)("%s=%s", async (facet, key) => {
    const res = await list(`?${facet}=${key}&pageSize=48`);
    expect(res.data.total).toBeGreaterThanOrEqual(8);
    if (facet === "scene") expect(res.data.items.every((card) => card.scene === key)).toBe(true);
    if (facet === "size") expect(res.data.items.every((card) => card.sizeKey === key)).toBe(true);
    if (facet === "price") expect(res.data.items.every((card) => card.isVip === (key === "vip"))).toBe(true);
  });
});

test("filters combine", async () => {
  const all = await list("?scene=festival-poster&price=free&pageSize=48");
  const combined = await list("?scene=festival-poster&price=free&style=guochao&pageSize=48");
  expect(combined.data.total).toBeLessThan(all.data.total);
  const ids = new Set(all.data.items.map((card) => card.id));
  expect(combined.data.items.every((card) => ids.has(card.id))).toBe(true);
});

test("keyword search matches titles and tags, and treats % literally", async () => {
  const res = await list(`?q=${encodeURIComponent("招聘")}`);
  expect(res.data.total).toBeGreaterThan(0);
  for (const card of res.data.items.slice(0, 5)) {
    const detail = await call<{ title: string; tags: string[]; description: string }>(
      t,
      "GET",
      `/materials/v1/templates/${card.id}`,
    );
    expect([detail.data.title, ...detail.data.tags, detail.data.description].join(" ")).toContain("招聘");
  }
  expect((await list(`?q=${encodeURIComponent("%")}`)).data.total).toBe(0);
});

test.each([
  ["new", (a: Card, b: Card) => a.createdAt >= b.createdAt],
  ["hot", (a: Card, b: Card) => a.uses >= b.uses],
  ["fav", (a: Card, b: Card) => a.favourites >= b.favourites],
] as const)("sort=%s orders the whole list", async (sort, inOrder) => {
  const res = await list(`?sort=${sort}&pageSize=48`);
  const items = res.data.items;
  for (let i = 1; i < items.length; i++) expect(inOrder(items[i - 1]!, items[i]!)).toBe(true);
});

test("pages do not overlap and the last page is short", async () => {
  const first = await list("?sort=new&pageSize=10&page=1");
  const second = await list("?sort=new&pageSize=10&page=2");
  const firstIds = new Set(first.data.items.map((c) => c.id));
  expect(second.data.items.some((c) => firstIds.has(c.id))).toBe(false);
  const last = await list(`?sort=new&pageSize=10&page=${first.data.pageCount}`);
  expect(last.data.items.length).toBe(first.data.total - (first.data.pageCount - 1) * 10);
  const beyond = await list(`?pageSize=10&page=${first.data.pageCount + 1}`);
  expect(beyond.data.items).toEqual([]);
});

test("page size is capped", async () => {
  const res = await list("?pageSize=500");
  expect(res.data.pageSize).toBe(MAX_PAGE_SIZE);
  expect(res.data.items).toHaveLength(MAX_PAGE_SIZE);
});

test.each(["scene=unknown-scene", "size=999x999", "industry=mining", "color=mauve", "style=baroque"])(
  "unknown facet value %s is a 422",
  async (query) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(422);
    expect(res.code).toBe(42200);
    expect(res.msg).toMatch(/^未知的/);
  },
);

test.each(["sort=random", "price=cheap", "page=0", "page=abc", "pageSize=0", `q=${"长".repeat(51)}`])(
  "malformed query %s is a 400",
  async (query) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(400);
    expect(res.code).toBe(40000);
  },
);

test("cards carry an absolute, versioned cover URL and the real size", async () => {
  const card = (await list("?size=wechat-cover")).data.items[0]!;
  expect(card.cover).toMatch(
    new RegExp(`^http://api\\.test/materials/v1/templates/${card.id}/cover\\.svg\\?v=[0-9a-f]{10}$`),
  );
  expect([card.width, card.height]).toEqual([900, 383]);
});

test("detail has names, palette, author and tags; marks appear only when logged in", async () => {
  const anon = await call<Record<string, unknown>>(t, "GET", "/materials/v1/templates/10001");
  expect(anon.data).toMatchObject({ id: 10001, author: { id: expect.any(Number), name: expect.any(String) } });
  expect(anon.data.colors).toEqual(expect.arrayContaining([expect.stringMatching(/^#[0-9A-F]{6}$/)]));
  expect(anon.data).not.toHaveProperty("liked");
  const authed = await call(t, "GET", "/materials/v1/templates/10001", { token: "demo-vip" });
  expect(authed.data).toMatchObject({ liked: false, favourited: false });
  expect((await call(t, "GET", "/materials/v1/templates/99")).status).toBe(404);
  expect((await call(t, "GET", "/materials/v1/templates/abc")).status).toBe(400);
});

test("similar templates exclude the template itself and prefer its scene", async () => {
  const res = await call<Card[]>(t, "GET", "/materials/v1/templates/10001/similar?limit=6");
  expect(res.data).toHaveLength(6);
  expect(res.data.some((card) => card.id === 10001)).toBe(false);
  const detail = await call<Card>(t, "GET", "/materials/v1/templates/10001");
  expect(res.data.every((card) => card.scene === detail.data.scene)).toBe(true);
  expect((await call(t, "GET", "/materials/v1/templates/10001/similar?limit=13")).status).toBe(400);
});

test("like and favourite need login, are idempotent, and move the counts by one", async () => {
  expect((await call(t, "PUT", "/materials/v1/templates/10002/like")).status).toBe(401);
  const before = (await call<Card>(t, "GET", "/materials/v1/templates/10002")).data;
  const liked = await call(t, "PUT", "/materials/v1/templates/10002/like", { token: "demo-user" });
  expect(liked.data).toEqual({ id: 10002, liked: true, likes: before.likes + 1 });
  const again = await call(t, "PUT", "/materials/v1/templates/10002/like", { token: "demo-user" });
  expect(again.data).toEqual({ id: 10002, liked: true, likes: before.likes + 1 });
  const fav = await call(t, "PUT", "/materials/v1/templates/10002/favourite", { token: "demo-user" });
  expect(fav.data).toEqual({ id: 10002, favourited: true, favourites: before.favourites + 1 });
  expect((await call(t, "GET", "/materials/v1/templates/10002", { token: "demo-user" })).data).toMatchObject({
    liked: true,
    favourited: true,
  });
  const unliked = await call(t, "DELETE", "/materials/v1/templates/10002/like", { token: "demo-user" });
  expect(unliked.data).toEqual({ id: 10002, liked: false, likes: before.likes });
  expect((await call(t, "PUT", "/materials/v1/templates/99/like", { token: "demo-user" })).status).toBe(404);
});

test("home search finds tools and templates in one call", async () => {
  const res = await call<{ tools: { name: string }[]; templates: Card[] }>(
    t,
    "GET",
    `/materials/v1/search?q=${encodeURIComponent("小红书")}&limit=3`,
  );
  expect(res.data.tools.length).toBeGreaterThan(0);
  expect(res.data.templates.length).toBeGreaterThan(0);
  expect(res.data.tools.length).toBeLessThanOrEqual(3);
  expect((await call(t, "GET", "/materials/v1/search")).status).toBe(400);
  expect((await call(t, "GET", "/materials/v1/search?q=a&limit=11")).status).toBe(400);
});
