/**
 * Session rules as a visitor sees them (spec §2 rules 1/3/4, §3–§8): the token hand-off on a
 * document load and on a client navigation, ignored tokens, each user-info outcome, sign-out (also with
 * the provider down), log-in through the main-site stand-in, route rules and unknown route middleware.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { MAIN_SITE, MATERIALS_API, WEB } from "./servers";

/** Nicknames as the seeded stand-in has them (asked, not copied, so a reseed cannot break the test). */
let DEMO_NICKNAME = "";
let VIP_NICKNAME = "";
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext();
  const nickname = async (token: string) =>
    (
      (await (
        await api.get(`${MATERIALS_API}/v1/user/info`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as {
        data: { nickname: string };
      }
    ).data.nickname;
  DEMO_NICKNAME = await nickname("demo-user");
  VIP_NICKNAME = await nickname("demo-vip");
  await api.dispose();
});

/** A client navigation inside the app (what a <Link> does), without a document load. */
async function clientNavigate(page: Page, to: string) {
  await page.evaluate((target) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    void router.navigate(target);
  }, to);
}

/** Marks the current document; `stillSameDocument` proves no full page load happened since. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __e2eDoc: number }).__e2eDoc = 1));
}
async function stillSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __e2eDoc?: number }).__e2eDoc === 1);
}

async function tokenCookie(context: BrowserContext) {
  return (await context.cookies(WEB)).find((cookie) => cookie.name === "token");
}

function storedToken(page: Page) {
  return page.evaluate(() => localStorage.getItem("token"));
}

function userArea(page: Page) {
  return page.locator('[data-slot="user-area"]');
}

function toast(page: Page, text: string) {
  return page.locator('[data-slot="message"]').filter({ hasText: text });
}

test.describe("token hand-off (rule 1)", () => {
  test("server: 302 to the clean URL, no-store, no-referrer, 7-day cookie", async ({ request }) => {
    const response = await request.get("/vip?token=demo-user&from=ad", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const headers = response.headers();
    expect(headers.location).toBe("/vip?from=ad");
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    const setCookie = headers["set-cookie"]!;
    expect(setCookie).toContain("token=demo-user");
    expect(setCookie).toContain("Max-Age=604800");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain("SameSite=Lax");
    // Served over plain http here: no Secure flag (it would make the cookie unusable).
    expect(setCookie).not.toContain("Secure");
  });

  test("document load: clean URL with the hash, storage, cookie, server-rendered nickname, Back skips the token URL", async ({
    page,
    context,
  }) => {
    await page.goto("/home");
    await page.goto("/vip?token=demo-user&from=ad#plans");
    await expect(page).toHaveURL(`${WEB}/vip?from=ad#plans`);
    await hydrated(page);
    await expect.poll(() => storedToken(page)).toBe("demo-user");
    const cookie = await tokenCookie(context);
    expect(cookie?.value).toBe("demo-user");
    // Max-Age=604800 → expires about 7 days from now.
    expect(Math.abs(cookie!.expires - Date.now() / 1000 - 604_800)).toBeLessThan(120);
    expect(cookie!.sameSite).toBe("Lax");
    await expect(userArea(page)).toContainText(DEMO_NICKNAME);
    // The next load's HTML (before any script) already shows the logged-in header.
    const html = await (await page.request.get("/vip")).text();
    const header = html.slice(html.indexOf('data-slot="user-area"'), html.indexOf("</header>"));
    expect(header).toContain(DEMO_NICKNAME);
    expect(header).not.toContain(">登录<");
    await page.goBack();
    await expect(page).toHaveURL(`${WEB}/home`);
  });

  test("client navigation: history replace, storage, cookie, header, Back returns to where we were", async ({
    page,
    context,
  }) => {
    await page.goto("/home");
    await hydrated(page);
    await markDocument(page);
    await clientNavigate(page, "/vip?token=demo-user&from=ad#plans");
    await expect(page).toHaveURL(`${WEB}/vip?from=ad#plans`);
    expect(await stillSameDocument(page)).toBe(true);
    expect(await storedToken(page)).toBe("demo-user");
    const cookie = await tokenCookie(context);
    expect(cookie?.value).toBe("demo-user");
    expect(Math.abs(cookie!.expires - Date.now() / 1000 - 604_800)).toBeLessThan(120);
    await expect(userArea(page)).toContainText(DEMO_NICKNAME);
    const html = await (await page.request.get("/home")).text();
    expect(html.slice(html.indexOf('data-slot="user-area"'), html.indexOf("</header>"))).toContain(DEMO_NICKNAME);
    await page.goBack();
    await expect(page).toHaveURL(`${WEB}/home`);
    expect(await stillSameDocument(page)).toBe(true);
  });

  for (const search of ["?token=", "?token=null"]) {
    test(`${search} is ignored: nothing stored, URL unchanged`, async ({ page, context, request }) => {
      const response = await request.get(`/vip${search}`, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      await page.goto(`/vip${search}`);
      await hydrated(page);
      await expect(page).toHaveURL(`${WEB}/vip${search}`);
      expect(await storedToken(page)).toBeNull();
      expect(await tokenCookie(context)).toBeUndefined();
      await expect(userArea(page).getByRole("link", { name: "登录" })).toBeVisible();
      // The same through a client navigation.
      await page.goto("/home");
      await hydrated(page);
      await clientNavigate(page, `/vip${search}&x=1`);
      await expect(page).toHaveURL(`${WEB}/vip${search}&x=1`);
      expect(await storedToken(page)).toBeNull();
    });
  }

  test("a token with spaces, unicode or a conflict is not stored but is still stripped", async ({ request }) => {
    for (const search of [
      "?token=a%20b&k=1",
      "?token=%E4%BB%A4%E7%89%8C&k=1",
      "?token=a&token=b&k=1",
      `?token=${"x".repeat(5000)}&k=1`,
    ]) {
      const response = await request.get(`/vip${search}`, { maxRedirects: 0 });
      expect(response.status(), search).toBe(302);
      expect(response.headers().location).toBe("/vip?k=1");
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
  });
});

test.describe("user-info outcomes (spec §8)", () => {
  const ENDING = [
    ["180002", "登录已过期，请重新登录"],
    ["180003", "登录状态无效，请重新登录"],
    ["180007", "账号已在其他设备登录"],
    ["180100", "账号已被冻结，请联系客服"],
    ["180017", "账号存在安全风险，请重新登录"],
  ] as const;

  for (const [code, msg] of ENDING) {
    test(`test-code-${code}: error toast with the server's msg, session cleared (cookie cleared in the SSR response)`, async ({
      page,
      context,
    }) => {
      const cleared = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/home" && response.status() === 200,
      );
      await page.goto(`/home?token=test-code-${code}`);
      const ssr = await cleared;
      expect((await ssr.allHeaders())["set-cookie"]).toMatch(/token=; Max-Age=0; Path=\//);
      await expect(page).toHaveURL(`${WEB}/home`);
      await expect(toast(page, msg)).toBeVisible();
      await expect(toast(page, msg)).toHaveCount(1);
      await expect.poll(() => storedToken(page)).toBeNull();
      expect(await tokenCookie(context)).toBeUndefined();
      await expect(userArea(page).getByRole("link", { name: "登录" })).toBeVisible();
    });
  }

  test("test-code-190001: error toast, session kept", async ({ page, context }) => {
    await page.goto("/home?token=test-code-190001");
    await expect(toast(page, "用户服务繁忙，请稍后再试")).toBeVisible();
    await expect.poll(() => storedToken(page)).toBe("test-code-190001");
    expect((await tokenCookie(context))?.value).toBe("test-code-190001");
  });

  test("client navigation with test-code-180003: toast, cleared; 190001: toast, kept", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    // The browser itself fetches user info here; Chromium logs the provider's 401/503 as a failed load.
    allowConsoleErrors(/Failed to load resource|status of 40[13]|status of 503/);
    await page.goto("/home");
    await hydrated(page);
    await clientNavigate(page, "/vip?token=test-code-180003");
    await expect(page).toHaveURL(`${WEB}/vip`);
    await expect(toast(page, "登录状态无效，请重新登录")).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(await tokenCookie(context)).toBeUndefined();
    await clientNavigate(page, "/tools-index?token=test-code-190001");
    await expect(page).toHaveURL(`${WEB}/tools-index`);
    await expect(toast(page, "用户服务繁忙，请稍后再试")).toBeVisible();
    expect(await storedToken(page)).toBe("test-code-190001");
  });

  test("provider down: logged only, no toast, session kept, page still renders", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_FAILED/);
    // A stored token without a cookie makes the browser fetch user info itself (spec §3: storage first).
    await page.goto("/home");
    // Hydrated first: otherwise this page's own start-up can find the token, restore the cookie and
    // fetch user info before the route below blocks it, and the reload renders a logged-in page.
    await hydrated(page);
    await page.evaluate(() => localStorage.setItem("token", "demo-user"));
    await page.route("**/materials/v1/user/info", (route) => route.abort("connectionrefused"));
    const warned = page.waitForEvent("console", (msg) => msg.type() === "warning" && msg.text().includes("[session]"));
    await page.reload();
    await hydrated(page);
    const warning = await warned;
    expect(warning.text()).not.toContain("demo-user");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('[data-slot="message"]')).toHaveCount(0);
    expect(await storedToken(page)).toBe("demo-user");
    // The cookie is restored from storage so the next server render knows the session.
    expect((await tokenCookie(context))?.value).toBe("demo-user");
  });
});

test.describe("sign out and log in", () => {
  async function logIn(page: Page) {
    await page.goto("/tools-index?token=demo-user");
    await hydrated(page);
    await expect(userArea(page)).toContainText(DEMO_NICKNAME);
  }

  async function signOut(page: Page) {
    const menuButton = userArea(page).getByRole("button", { name: new RegExp(DEMO_NICKNAME) });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const signOutButton = userArea(page).getByRole("button", { name: "退出登录" });
    await signOutButton.focus();
    await page.keyboard.press("Enter");
  }

  test("退出登录 calls signOut with the token, clears storage, cookie and header, stays on the page", async ({
    page,
    context,
  }) => {
    await logIn(page);
    const call = page.waitForRequest((req) => req.url().endsWith("/materials/v1/login/signOut"));
    await signOut(page);
    const request = await call;
    expect(request.method()).toBe("GET");
    expect(request.headers().authorization).toBe("Bearer demo-user");
    await expect(userArea(page).getByRole("link", { name: "登录" })).toBeVisible();
    await expect(page).toHaveURL(`${WEB}/tools-index`);
    expect(await storedToken(page)).toBeNull();
    expect(await tokenCookie(context)).toBeUndefined();
    // And the next server render agrees.
    const html = await (await page.request.get("/tools-index")).text();
    expect(html.slice(html.indexOf('data-slot="user-area"'), html.indexOf("</header>"))).not.toContain(DEMO_NICKNAME);
  });

  test("sign-out clears local data when the provider is down", async ({ page, context, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_FAILED/);
    await logIn(page);
    await page.route("**/materials/**", (route) => route.abort("connectionrefused"));
    await signOut(page);
    await expect(userArea(page).getByRole("link", { name: "登录" })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(await tokenCookie(context)).toBeUndefined();
  });

  test("登录 goes to the main-site login with the current URL and comes back logged in", async ({ page }) => {
    await page.goto("/vip?from=ad#plans");
    await hydrated(page);
    await userArea(page).getByRole("link", { name: "登录" }).click();
    await expect(page).toHaveURL(new RegExp(`^${MAIN_SITE}/login\\?redirect=`));
    expect(new URL(page.url()).searchParams.get("redirect")).toBe(`${WEB}/vip?from=ad#plans`);
    await page.getByTestId("login-demo-vip").click();
    await expect(page).toHaveURL(`${WEB}/vip?from=ad#plans`);
    await expect(userArea(page)).toContainText(VIP_NICKNAME);
    await expect(userArea(page)).toContainText("VIP");
    await hydrated(page);
    await expect.poll(() => storedToken(page)).toMatch(/.+/);
  });
});

test.describe("route rules (rules 3–4)", () => {
  test("legacy paths answer the rule's status, keeping the query", async ({ request }) => {
    for (const [from, to] of [
      ["/member", "/vip"],
      ["/templates", "/template-community"],
      ["/tools?q=%E6%B5%B7%E6%8A%A5", "/tools-index?q=%E6%B5%B7%E6%8A%A5"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location).toBe(to);
    }
  });

  test("an internal rule on a client navigation is an in-app replace", async ({ page }) => {
    await page.goto("/home");
    await hydrated(page);
    await markDocument(page);
    const before = await page.evaluate(() => history.length);
    await clientNavigate(page, "/templates#top");
    await expect(page).toHaveURL(`${WEB}/template-community#top`);
    expect(await stillSameDocument(page)).toBe(true);
    // Replace: the history did not grow.
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test("a members-only rule sends anonymous visitors to the login (302 / full page load)", async ({
    page,
    request,
  }) => {
    const response = await request.get("/user-center", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(new RegExp(`^${MAIN_SITE}/login\\?redirect=`));
    await page.goto("/home");
    await hydrated(page);
    await clientNavigate(page, "/user-center");
    await expect(page).toHaveURL(new RegExp(`^${MAIN_SITE}/login\\?redirect=`));
  });

  test("unknown route middleware: 500 page on first load", async ({ page, allowConsoleErrors }) => {
    // The browser reports the 500 document, and React Router the (sanitised) server error it hydrates.
    allowConsoleErrors(/status of 500|Unexpected Server Error/);
    const response = await page.goto("/__e2e/broken-middleware");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("页面出错了");
  });

  test("unknown route middleware: a client navigation is aborted with a Chinese error toast", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Unknown route middleware: '__e2e-missing-middleware'\./);
    const logged: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && logged.push(msg.text()));
    await page.goto("/vip?x=1");
    await hydrated(page);
    await markDocument(page);
    await clientNavigate(page, "/__e2e/broken-middleware");
    await expect(toast(page, "页面暂时无法打开（路由中间件配置错误）")).toBeVisible();
    await expect(page).toHaveURL(`${WEB}/vip?x=1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("会员中心");
    expect(await stillSameDocument(page)).toBe(true);
    expect(logged.join("\n")).toContain("Unknown route middleware: '__e2e-missing-middleware'.");
  });
});
