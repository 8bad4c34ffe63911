import { expect, test } from "vitest";
import { call, createTestApp } from "../test/test-app.ts";
import { withToken } from "./redirect.ts";

const t = createTestApp();

const login = (user: string, redirect: string) =>
  t.mainSite.request("/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ user, redirect }).toString(),
  });

test("the login page lists a button per demo user, in Chinese", async () => {
  const res = await t.mainSite.request(`/login?redirect=${encodeURIComponent("http://127.0.0.1:3000/vip?plan=personal-year")}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="zh-CN">');
  expect(html).toContain('data-testid="login-demo-user"');
  expect(html).toContain('data-testid="login-demo-vip"');
  expect(html).toContain("普通用户");
  expect(html).toContain("会员用户");
  expect(res.headers.get("cache-control")).toBe("no-store");
});

test("choosing a user opens a fresh session and 302s back with token before the hash", async () => {
  const res = await login("demo-user", "http://127.0.0.1:3000/template-community?scene=live-cover&q=a+b#grid");
  expect(res.status).toBe(302);
  const location = res.headers.get("location")!;
  expect(location).toMatch(/^http:\/\/127\.0\.0\.1:3000\/template-community\?scene=live-cover&q=a\+b&token=sess_[\w-]+#grid$/);
  const token = new URL(location).searchParams.get("token")!;
  const info = await call<{ id: number }>(t, "GET", "/materials/v1/user/info", { token });
  expect(info.data.id).toBe(1001);
  // Two logins are two sessions.
  const second = new URL((await login("demo-user", "http://localhost:3000/home")).headers.get("location")!).searchParams.get("token");
  expect(second).not.toBe(token);
});

test("a redirect without a query gets ?token=, and an old token is replaced", () => {
  expect(withToken(new URL("http://localhost:3000/home"), "abc")).toBe("http://localhost:3000/home?token=abc");
  expect(withToken(new URL("http://localhost:3000/home?token=old&x=1#h"), "new")).toBe("http://localhost:3000/home?x=1&token=new#h");
});

test.each([
  "https://evil.example/home",
  "http://127.0.0.1:3001/materials",
  "javascript:alert(1)",
  "//evil.example/",
  "http://user:pass@127.0.0.1:3000/",
  "not a url",
])("redirect %s is refused with a Chinese 400 page", async (redirect) => {
  const page = await t.mainSite.request(`/login?redirect=${encodeURIComponent(redirect)}`);
  expect(page.status).toBe(400);
  const html = await page.text();
  expect(html).toContain("不被允许");
  expect(html).not.toContain("<script>alert");
  const post = await login("demo-user", redirect);
  expect(post.status).toBe(400);
  expect(post.headers.get("location")).toBeNull();
});

test("reflected input is escaped", async () => {
  const res = await t.mainSite.request(`/login?redirect=${encodeURIComponent('"><script>alert(1)</script>')}`);
  const html = await res.text();
  expect(html).not.toContain("<script>alert(1)</script>");
  expect(html).toContain("&lt;script&gt;");
});

test("an unknown user is refused and no session is written", async () => {
  const before = (t.db.prepare("SELECT COUNT(*) AS n FROM sessions").get() as { n: number }).n;
  const res = await login("<b>root</b>", "http://127.0.0.1:3000/home");
  expect(res.status).toBe(400);
  expect(await res.text()).toContain("&lt;b&gt;root&lt;/b&gt;");
  expect((t.db.prepare("SELECT COUNT(*) AS n FROM sessions").get() as { n: number }).n).toBe(before);
});
