import { icons as lucide } from "@iconify-json/lucide";
import { expect, test } from "vitest";
import { audiences } from "../data/tools.ts";
import { call, createTestApp } from "../test/test-app.ts";

const t = createTestApp();

type Tool = {
  id: number;
  slug: string;
  name: string;
  path: string;
  category: string;
  audience: string;
  badges: string[];
  isVip: boolean;
  platforms: string[];
  icon: string;
};
type ToolsPage = {
  audiences: { key: string; count: number }[];
  categories: { key: string; name: string; audience: string; count: number }[];
  tools: Tool[];
};

const tools = (query = "") => call<ToolsPage>(t, "GET", `/materials/v1/tools${query}`);

test("at least 32 tools, every audience covered, every path /tools/<slug>", async () => {
  const { data } = await tools();
  expect(data.tools.length).toBeGreaterThanOrEqual(32);
  expect(new Set(data.tools.map((tool) => tool.audience))).toEqual(new Set(audiences.map((a) => a.key)));
  for (const tool of data.tools) expect(tool.path).toBe(`/tools/${tool.slug}`);
  expect(new Set(data.tools.map((tool) => tool.slug)).size).toBe(data.tools.length);
});

test("every icon exists in the installed lucide set", async () => {
  const { data } = await tools();
  for (const tool of data.tools) {
    const [prefix, name] = tool.icon.split(":");
    expect(prefix).toBe("lucide");
    expect(lucide.icons[name!] ?? lucide.aliases?.[name!], tool.icon).toBeDefined();
  }
});

test("badges say free or vip, plus hot and new where they apply", async () => {
  const { data } = await tools();
  for (const tool of data.tools) {
    expect(tool.badges[0]).toBe(tool.isVip ? "vip" : "free");
    expect(tool.badges.every((b) => ["free", "vip", "hot", "new"].includes(b))).toBe(true);
    expect(tool.platforms.length).toBeGreaterThan(0);
  }
  const all = data.tools.flatMap((tool) => tool.badges);
  for (const badge of ["free", "vip", "hot", "new"]) expect(all).toContain(badge);
});

test("category counts follow the keyword and add up", async () => {
  const q = encodeURIComponent("视频");
  const { data } = await tools(`?q=${q}`);
  expect(data.tools.length).toBeGreaterThan(0);
  expect(data.categories.reduce((sum, c) => sum + c.count, 0)).toBe(data.tools.length);
  expect(data.audiences.reduce((sum, a) => sum + a.count, 0)).toBe(data.tools.length);
});

test("cat narrows the tools but keeps every category's count", async () => {
  const all = await tools();
  const filtered = await tools("?cat=compliance");
  expect(filtered.data.tools.every((tool) => tool.category === "compliance")).toBe(true);
  expect(filtered.data.categories).toEqual(all.data.categories);
  expect((await tools("?audience=creative")).data.tools.every((tool) => tool.audience === "creative")).toBe(true);
});

test("unknown category or audience is a 422", async () => {
  expect((await tools("?cat=astrology")).status).toBe(422);
  expect((await tools("?audience=everyone")).status).toBe(422);
});

test("tool favourites need login and are per user and idempotent", async () => {
  expect((await call(t, "GET", "/materials/v1/tools/favourites")).status).toBe(401);
  expect((await call(t, "PUT", "/materials/v1/tools/101/favourite", { token: "demo-user" })).data).toEqual({
    id: 101,
    favourited: true,
  });
  expect((await call(t, "PUT", "/materials/v1/tools/101/favourite", { token: "demo-user" })).data).toEqual({
    id: 101,
    favourited: true,
  });
  await call(t, "PUT", "/materials/v1/tools/202/favourite", { token: "demo-user" });
  const mine = await call<{ ids: number[]; tools: Tool[] }>(t, "GET", "/materials/v1/tools/favourites", {
    token: "demo-user",
  });
  expect(mine.data.ids.sort()).toEqual([101, 202]);
  const theirs = await call<{ ids: number[] }>(t, "GET", "/materials/v1/tools/favourites", { token: "demo-vip" });
  expect(theirs.data.ids).toEqual([]);
  expect((await call(t, "DELETE", "/materials/v1/tools/101/favourite", { token: "demo-user" })).data).toEqual({
    id: 101,
    favourited: false,
  });
  expect(
    (await call<{ ids: number[] }>(t, "GET", "/materials/v1/tools/favourites", { token: "demo-user" })).data.ids,
  ).toEqual([202]);
  expect((await call(t, "PUT", "/materials/v1/tools/9999/favourite", { token: "demo-user" })).status).toBe(404);
  expect((await call(t, "PUT", "/materials/v1/tools/-1/favourite", { token: "demo-user" })).status).toBe(400);
});
