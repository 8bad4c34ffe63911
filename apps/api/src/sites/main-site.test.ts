import { expect, test, vi } from "vitest";
import { call, createTestApp } from "../test/test-app.ts";
import { NEW_USER_ID_FLOOR } from "../repos/users.ts";
import { withToken } from "./redirect.ts";

const t = createTestApp();

const login = (user: string, redirect: string) =>
  t.mainSite.request("/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ user, redirect }).toString(),
  });

test("the login page lists a button per demo user, in Chinese", async () => {
  const res = await t.mainSite.request(
    `/login?redirect=${encodeURIComponent("http://127.0.0.1:3000/vip?plan=personal-year")}`,
  );
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="zh-CN">');
  expect(html).toContain('data-testid="login-demo-user"');
  expect(html).toContain('data-testid="login-demo-vip"');
  expect(html).toContain("普通用户");
  expect(html).toContain("会员用户");
  expect(html).toContain('data-testid="login-new-user"');
  expect(html).toContain("注册新用户（普通用户）");
  expect(res.headers.get("cache-control")).toBe("no-store");
});

test("pages carry an inline icon, and /favicon.ico answers an SVG (no 404 in the browser console)", async () => {
  const html = await (await t.mainSite.request("/login")).text();
  expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg[^"]+">/);
  const errorHtml = await (await t.mainSite.request("/nope")).text();
  expect(errorHtml).toContain('<link rel="icon"');
  const icon = await t.mainSite.request("/favicon.ico");
  expect(icon.status).toBe(200);
  expect(icon.headers.get("content-type")).toContain("image/svg+xml");
  expect(await icon.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
});

test("注册新用户 creates a fresh ordinary user with a session, each time another one", async () => {
  const users = () => (t.db.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }).n;
  const before = users();
  const res = await login("new", "http://127.0.0.1:3000/vip?plan=personal-year#plans");
  expect(res.status).toBe(302);
  const location = res.headers.get("location")!;
  expect(location).toMatch(/^http:\/\/127\.0\.0\.1:3000\/vip\?plan=personal-year&token=sess_[\w-]+#plans$/);
  const token = new URL(location).searchParams.get("token")!;
  type Info = {
    id: number;
    nickname: string;
    vipLevel: number;
    isVip: boolean;
    vipExpiresAt: string | null;
    phone: string;
    avatar: string;
  };
  const info = (await call<Info>(t, "GET", "/materials/v1/user/info", { token })).data;
  expect(info.id).toBeGreaterThan(NEW_USER_ID_FLOOR);
  expect(info.nickname).toMatch(/^新用户\d{4}$/);
  expect(info).toMatchObject({ vipLevel: 0, isVip: false, vipExpiresAt: null });
  expect(info.phone).toMatch(/^137\*{4}\d{4}$/);
  expect((await t.api.request(new URL(info.avatar).pathname)).status).toBe(200);
  const membership = (
    await call<{ level: number; isVip: boolean }>(t, "GET", "/materials/v1/vip/membership", { token })
  ).data;
  expect(membership).toMatchObject({ level: 0, isVip: false });
  expect(users()).toBe(before + 1);

  // A second click is a second, different user; demo users are untouched and not listed twice.
  const second = new URL((await login("new", "http://localhost:3000/home")).headers.get("location")!).searchParams.get(
    "token",
  )!;
  const other = (await call<Info>(t, "GET", "/materials/v1/user/info", { token: second })).data;
  expect(other.id).toBe(info.id + 1);
  expect(other.nickname).not.toBe(info.nickname);
  expect(users()).toBe(before + 2);
  const page = await (await t.mainSite.request("/login")).text();
  expect(page).not.toContain(info.nickname);
});

test("注册新用户 with a refused redirect creates nobody", async () => {
  const count = (table: string) => (t.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  const [users, sessions] = [count("users"), count("sessions")];
  const res = await login("new", "https://evil.example/");
  expect(res.status).toBe(400);
  expect(res.headers.get("location")).toBeNull();
  expect([count("users"), count("sessions")]).toEqual([users, sessions]);
});

test("注册新用户 is all or nothing: a failing session insert leaves no user behind", async () => {
  const users = () => (t.db.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }).n;
  const before = users();
  t.db.exec(`CREATE TEMP TRIGGER fail_session BEFORE INSERT ON sessions BEGIN SELECT RAISE(ABORT, 'boom'); END`);
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const res = await login("new", "http://127.0.0.1:3000/home");
    expect(res.status).toBe(500);
    expect(await res.text()).toContain("登录服务出错了");
    expect(res.headers.get("location")).toBeNull();
    expect(users()).toBe(before);
    expect(logged).toHaveBeenCalledOnce();
  } finally {
    logged.mockRestore();
    t.db.exec("DROP TRIGGER temp.fail_session");
  }
});

test("choosing a user opens a fresh session and 302s back with token before the hash", async () => {
  const res = await login("demo-user", "http://127.0.0.1:3000/template-community?scene=live-cover&q=a+b#grid");
  expect(res.status).toBe(302);
  const location = res.headers.get("location")!;
  expect(location).toMatch(
    /^http:\/\/127\.0\.0\.1:3000\/template-community\?scene=live-cover&q=a\+b&token=sess_[\w-]+#grid$/,
  );
  const token = new URL(location).searchParams.get("token")!;
  const info = await call<{ id: number }>(t, "GET", "/materials/v1/user/info", { token });
  expect(info.data.id).toBe(1001);
  // Two logins are two sessions.
  const second = new URL(
    (await login("demo-user", "http://localhost:3000/home")).headers.get("location")!,
  ).searchParams.get("token");
  expect(second).not.toBe(token);
});

test("a redirect without a query gets ?token=, and an old token is replaced", () => {
  expect(withToken(new URL("http://localhost:3000/home"), "abc")).toBe("http://localhost:3000/home?token=abc");
  expect(withToken(new URL("http://localhost:3000/home?token=old&x=1#h"), "new")).toBe(
    "http://localhost:3000/home?x=1&token=new#h",
  );
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
