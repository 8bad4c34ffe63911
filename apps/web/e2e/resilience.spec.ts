/**
 * Surviving deploys and failures (spec §4, §8). Every test counts the main
 * frame's document loads (navigation requests), so "one reload" and "no
 * reload" are measured, not assumed.
 */
import type { Page, Route } from "@playwright/test";
import { CREATIVE } from "./servers";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HOUR = 60 * 60 * 1000;

/** Paths of the documents the main frame loads, in order. */
function trackDocuments(page: Page): string[] {
  const docs: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const url = new URL(request.url());
      docs.push(url.pathname + url.search);
    }
  });
  return docs;
}

function navLink(page: Page, name: string) {
  return page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name, exact: true });
}

const VIP_CHUNK = /\/assets\/vip-[\w-]+\.js$/;

test.describe("chunk-load errors", () => {
  test("a route chunk 404 during a client navigation reloads once at the target; failing again within 10 s shows the error page, no third load", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/\[chunk-reload\]|Failed to load resource|Failed to fetch dynamically imported module/);
    const docs = trackDocuments(page);
    // The /vip chunk is gone (a deploy removed it, a CDN lost it) until the test says otherwise.
    let broken = true;
    let failures = 0;
    await page.route(VIP_CHUNK, (route: Route) => {
      if (!broken) return route.continue();
      failures += 1;
      return route.fulfill({ status: 404, contentType: "text/plain", body: "gone after a deploy" });
    });

    await page.goto("/home");
    await hydrated(page);
    await navLink(page, "会员中心").click();

    // One reload, at the TARGET (not at the page the visitor came from). The
    // new document cannot load the chunk either: within 10 s of the reload
    // the guard refuses another one and the error page shows.
    await expect(page).toHaveURL(/\/vip$/);
    await expect(page.getByRole("heading", { level: 1, name: "页面资源加载失败" })).toBeVisible();
    await expect(page.getByRole("button", { name: "刷新" })).toBeVisible();
    await expect(page.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/home");
    await page.waitForTimeout(2000);
    expect(docs, "exactly one reload, to the target; no third load").toEqual(["/home", "/vip"]);
    expect(failures).toBeGreaterThanOrEqual(2);
    const guard = await page.evaluate(() => JSON.parse(sessionStorage.getItem("adtools:reload") ?? "null"));
    expect(guard).toMatchObject({ path: "/vip", expires: expect.any(Number) });

    // 刷新 is a real reload; with the chunk back the page works.
    broken = false;
    await page.getByRole("button", { name: "刷新" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "会员中心" })).toBeVisible();
    await hydrated(page);
    expect(docs).toEqual(["/home", "/vip", "/vip"]);
  });

  test("a chunk that fails in a client navigation the guard already covers shows the error page in place", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(
      /\[chunk-reload\]|Failed to load resource|Failed to fetch dynamically imported module|Failed to load chunk/,
    );
    const docs = trackDocuments(page);
    await page.route(VIP_CHUNK, (route) => route.fulfill({ status: 404, body: "gone" }));
    await page.goto("/home");
    await hydrated(page);
    // As if this tab had just been reloaded to /vip because of a chunk error.
    await page.evaluate(() =>
      sessionStorage.setItem("adtools:reload", JSON.stringify({ path: "/vip", expires: Date.now() + 10_000 })),
    );
    await navLink(page, "会员中心").click();
    await expect(page.getByRole("heading", { level: 1, name: "页面资源加载失败" })).toBeVisible();
    await expect(page).toHaveURL(/\/vip$/);
    // The header still works in-app: the rest of the site is unaffected.
    await navLink(page, "工具大全").click();
    await expect(page.getByRole("heading", { level: 1, name: "工具大全" })).toBeVisible();
    expect(docs).toEqual(["/home"]);
  });
});

test.describe("outdated build", () => {
  test("after latest.json names a new build, the next link click is a full page load of the target", async ({
    page,
  }) => {
    const docs = trackDocuments(page);
    await page.clock.install();
    const polled: string[] = [];
    let deployed = false;
    await page.route(/\/assets\/builds\/latest\.json/, async (route) => {
      polled.push(new URL(route.request().url()).search);
      if (!deployed) return route.continue();
      return route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } });
    });

    await page.goto("/home");
    await hydrated(page);
    // Polling starts in an idle callback after hydration (app/deploy/build-manifest.ts), on the test's
    // clock: let it run, so the hour below counts from a started poller.
    await page.clock.runFor(2000);
    // In-app navigation while the build is current: no document load.
    await navLink(page, "工具大全").click();
    await expect(page.getByRole("heading", { level: 1, name: "工具大全" })).toBeVisible();
    expect(docs).toEqual(["/home"]);

    // A deploy happens; the tab checks one hour after it became ready.
    deployed = true;
    await page.clock.fastForward(HOUR + 1000);
    await expect.poll(() => polled.length).toBeGreaterThan(0);
    // Cache-busting query on every poll.
    expect(polled[0]).toMatch(/^\?\d+$/);
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
    expect(docs).toEqual(["/home"]);

    await navLink(page, "模板社区").click();
    await expect(page).toHaveURL(/\/template-community$/);
    await expect(page.getByRole("heading", { level: 1, name: "模板社区" })).toBeVisible();
    expect(docs).toEqual(["/home", "/template-community"]);

    // The new document works: hydrated, and in-app navigation is client-side again.
    await hydrated(page);
    await navLink(page, "会员中心").click();
    await expect(page.getByRole("heading", { level: 1, name: "会员中心" })).toBeVisible();
    expect(docs).toEqual(["/home", "/template-community"]);
  });

  test("the manifest files are served with the right caching", async ({ request }) => {
    const latest = await request.get("/assets/builds/latest.json");
    expect(latest.status()).toBe(200);
    expect(latest.headers()["cache-control"]).toBe("public, max-age=1");
    const info = (await latest.json()) as { id: string; timestamp: number };
    expect(info.id).toMatch(/^[\w-]{8,}$/);
    expect(typeof info.timestamp).toBe("number");
    const meta = await request.get(`/assets/builds/meta/${info.id}.json`);
    expect(meta.status()).toBe(200);
    expect(meta.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await meta.json()).toMatchObject({ id: info.id, timestamp: info.timestamp, prerendered: [] });
    expect((await request.get("/assets/builds/meta/not-a-build.json")).status()).toBe(404);
  });

  test("a broken latest.json (500, HTML, malformed JSON) is logged and nothing else happens", async ({
    page,
    allowConsoleErrors,
  }) => {
    // Chromium reports the 500 answer itself.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 500/);
    const docs = trackDocuments(page);
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.text().includes("[build-manifest]")) warnings.push(msg.text());
    });
    await page.clock.install();
    const answers = [
      { status: 500, contentType: "application/json", body: '{"error":"boom"}' },
      { status: 200, contentType: "text/html", body: "<!doctype html><html><body>维护中</body></html>" },
      { status: 200, contentType: "application/json", body: '{"id": "x", ' },
    ];
    let served = 0;
    await page.route(/\/assets\/builds\/latest\.json/, (route) => route.fulfill(answers[served++ % answers.length]!));

    await page.goto("/home");
    await hydrated(page);
    // Polling starts in an idle callback after hydration (app/deploy/build-manifest.ts), on the test's
    // clock: let it run, so the hour below counts from a started poller.
    await page.clock.runFor(2000);
    for (let check = 1; check <= answers.length; check += 1) {
      await page.clock.fastForward(HOUR + 1000);
      await expect.poll(() => warnings.length).toBe(check);
    }
    expect(served).toBe(3);
    await expect(page.getByRole("heading", { level: 1, name: "首页" })).toBeVisible();
    // Still the same build as far as the tab knows: navigation stays in-app.
    await navLink(page, "工具大全").click();
    await expect(page.getByRole("heading", { level: 1, name: "工具大全" })).toBeVisible();
    expect(docs).toEqual(["/home"]);
  });
});

test.describe("page validation", () => {
  const BAD = "/template-community?scene=__nope__";

  test("an unknown facet value answers HTTP 404 with Page Not Found and the path", async ({ request }) => {
    const response = await request.get(BAD);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found: /template-community?scene=__nope__");
    expect(html).toContain("页面不存在");
  });

  test("the same error page on a client navigation", async ({ page, allowConsoleErrors }) => {
    // The 404 answer of the navigation's data request, which Chromium reports.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
    const docs = trackDocuments(page);
    await page.goto("/home");
    await hydrated(page);
    await page.evaluate(
      (to) =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
        ).__reactRouterDataRouter.navigate(to),
      BAD,
    );
    await expect(page.getByRole("heading", { level: 1, name: "页面不存在" })).toBeVisible();
    await expect(page.getByText("Page Not Found: /template-community?scene=__nope__")).toBeVisible();
    await expect(page.getByRole("button", { name: "刷新" })).toBeVisible();
    await expect(page).toHaveURL(/\/template-community\?scene=__nope__$/);
    expect(docs).toEqual(["/home"]);
  });

  test("the 404 page server-renders with its status for crawlers too", async ({ request }) => {
    const response = await request.get(BAD, { headers: { "User-Agent": GOOGLEBOT } });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page Not Found: /template-community?scene=__nope__");
  });
});

test.describe("never a 404 where the site has an answer", () => {
  test("an unknown path still goes to the creative site", async ({ page, request }) => {
    const response = await request.get("/no-such-page/here?x=1", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toContain(`${CREATIVE}/no-such-page/here`);
    await page.goto("/no-such-page/here?x=1");
    await expect(page).toHaveURL(new RegExp(`^${CREATIVE}/no-such-page/here`));
  });

  test("/ is never a 404", async ({ request }) => {
    for (const path of ["/", "/?x=1", "/?scene=__nope__"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test.describe("crawlers get no client-side error page", () => {
  /** Serves the /vip route chunk with its component replaced by one that throws when it renders. */
  async function breakVipComponent(page: Page) {
    await page.route(VIP_CHUNK, async (route) => {
      const original = await route.fetch();
      const source = await original.text();
      const patched = source.replace(/\b([\w$]+) as default\b/, "__e2eBroken as default");
      expect(patched, "the chunk exports a default component").not.toBe(source);
      await route.fulfill({
        response: original,
        body: `${patched}\nfunction __e2eBroken(){throw new Error("e2e: 组件渲染时出错");}`,
      });
    });
  }

  test("with a crawler user agent the server-rendered content stays and the error is logged", async ({
    browser,
    allowConsoleErrors,
  }) => {
    // The render error is the point; the guard watches this hand-made context too.
    allowConsoleErrors(/e2e: 组件渲染时出错|React Router caught the following error/);
    const context = await browser.newContext({ userAgent: GOOGLEBOT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    await breakVipComponent(page);
    await page.goto("/home");
    await hydrated(page);
    await navLink(page, "会员中心").click();
    await expect.poll(() => errors.some((text) => text.includes("[error-boundary]"))).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: "首页" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "页面出错了" })).toHaveCount(0);
    await context.close();
  });

  test("with a normal user agent the same error shows the error page", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/e2e: 组件渲染时出错|React Router caught the following error/);
    await breakVipComponent(page);
    await page.goto("/home");
    await hydrated(page);
    await navLink(page, "会员中心").click();
    await expect(page.getByRole("heading", { level: 1, name: "页面出错了" })).toBeVisible();
    await expect(page.getByText("/vip", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "刷新" })).toBeVisible();
    // No stack traces in production.
    await expect(page.locator("pre")).toHaveCount(0);
  });
});
