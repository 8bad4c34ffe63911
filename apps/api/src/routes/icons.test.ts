import { expect, test } from "vitest";
import { createTestApp } from "../test/test-app.ts";

const t = createTestApp();

type IconSet = {
  prefix: string;
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
  not_found?: string[];
};

const icons = async (path: string) => {
  const res = await t.api.request(`/general/icons/${path}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as IconSet & { code?: number } };
};

test("returns the requested lucide icons in Iconify format", async () => {
  const res = await icons("lucide.json?icons=shield-check,calendar-days");
  expect(res.status).toBe(200);
  expect(res.body.prefix).toBe("lucide");
  expect(Object.keys(res.body.icons).sort()).toEqual(["calendar-days", "shield-check"]);
  expect(res.body.icons["shield-check"]!.body).toContain("<path");
  expect(res.body.width).toBe(24);
  expect(res.body.not_found).toBeUndefined();
  expect(res.headers.get("cache-control")).toMatch(/^public/);
});

test("aliases resolve through their parent", async () => {
  const res = await icons("lucide.json?icons=home");
  expect(res.body.aliases?.home?.parent).toBeDefined();
  expect(res.body.icons[res.body.aliases!.home!.parent]).toBeDefined();
});

test("ri icons are served too", async () => {
  const res = await icons("ri.json?icons=home-line,wechat-fill");
  expect(Object.keys(res.body.icons).sort()).toEqual(["home-line", "wechat-fill"]);
});

test("names the set lacks go into not_found", async () => {
  const res = await icons("lucide.json?icons=shield-check,no-such-icon");
  expect(Object.keys(res.body.icons)).toEqual(["shield-check"]);
  expect(res.body.not_found).toEqual(["no-such-icon"]);
});

test("an unknown prefix is a 404", async () => {
  const res = await icons("mdi.json?icons=home");
  expect(res.status).toBe(404);
  expect(res.body.code).toBe(40400);
});

test.each([
  ["missing icons", "lucide.json"],
  ["an upper-case name", "lucide.json?icons=Home"],
  ["a name with a path", "lucide.json?icons=..%2Fsecret"],
  ["more than 100 names", `lucide.json?icons=${Array.from({ length: 101 }, (_, i) => `icon-${i}`).join(",")}`],
  ["not a .json path", "lucide.svg?icons=home"],
])("%s is a 400", async (_name, path) => {
  expect((await icons(path)).status).toBe(400);
});
