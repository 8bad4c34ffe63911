/**
 * 模板社区 as a visitor uses it (spec §2): filter, sort, search and page with
 * the view in the URL; Back/Forward and scroll; the detail dialog at its own
 * URL; like after logging in (through the main-site login stand-in); 使用模板
 * handing off to the creative stand-in; validation 404s; the page with the
 * stand-in down; screenshots at 375 and 1280 px. Journeys tagged @mobile run
 * again at 375 px.
 */
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { focusRingPixels, hydrated } from "./helpers";
import { CREATIVE, MAIN_SITE, MATERIALS_API, WEB, WEB_API_DOWN } from "./servers";

const BASE = "/template-community";

const grid = (page: Page) => page.getByTestId("template-grid");
const cards = (page: Page) => grid(page).getByTestId("template-card");
const facetRow = (page: Page, name: string) => page.getByRole("list", { name });
const detail = (page: Page) => page.getByTestId("template-detail");

/** Parallel journeys must not like the same template as the same demo user: each project gets its own scene. */
function sceneFor(testInfo: TestInfo, journey: "like" | "use"): string {
  const scenes = {
    desktop: { like: "invitation", use: "recruitment" },
    mobile: { like: "festival-poster", use: "event-long" },
  } as const;
  return scenes[testInfo.project.name === "mobile" ? "mobile" : "desktop"][journey];
}

async function firstTemplate(request: import("@playwright/test").APIRequestContext, query = "") {
  const answer = await (await request.get(`${MATERIALS_API}/v1/templates?pageSize=1${query}`)).json();
  return answer.data.items[0] as { id: number; title: string };
}

test("filter, sort, search and page: every step is in the URL and Back restores it @mobile", async ({ page }) => {
  // No Content-Security-Policy violation on the way, across navigations (zod's eval probe once was one:
  // app/lib/zod-jitless.ts).
  const violations: string[] = [];
  await page.exposeFunction("__reportCsp", (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(`${e.violatedDirective} ${e.sourceFile}`),
    ),
  );
  await page.goto(BASE);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "模板社区" })).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  const allCount = await page.getByRole("heading", { name: /全部模板/ }).textContent();

  await facetRow(page, "场景/用途").getByRole("link", { name: "邀请函" }).click();
  await expect(page).toHaveURL(`${BASE}?scene=invitation`);
  await expect(facetRow(page, "场景/用途").getByRole("link", { name: "邀请函" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("heading", { name: /全部模板/ })).not.toHaveText(allCount ?? "");

  await facetRow(page, "颜色").getByRole("link", { name: "红色" }).click();
  await expect(page).toHaveURL(`${BASE}?scene=invitation&color=red`);
  await facetRow(page, "价格").getByRole("link", { name: "免费" }).click();
  await expect(page).toHaveURL(`${BASE}?scene=invitation&color=red&price=free`);

  await page.getByRole("navigation", { name: "排序" }).getByRole("link", { name: "最新" }).click();
  await expect(page).toHaveURL(`${BASE}?scene=invitation&color=red&price=free&sort=new`);
  await expect(page.getByRole("navigation", { name: "排序" }).getByRole("link", { name: "最新" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // Back undoes the sort; Forward brings it back.
  await page.goBack();
  await expect(page).toHaveURL(`${BASE}?scene=invitation&color=red&price=free`);
  await expect(page.getByRole("navigation", { name: "排序" }).getByRole("link", { name: "综合" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.goForward();
  await expect(page.getByRole("navigation", { name: "排序" }).getByRole("link", { name: "最新" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // Keyword search keeps the other filters and starts at page 1.
  await page.getByRole("link", { name: "清除全部筛选" }).click();
  await expect(page).toHaveURL(`${BASE}?sort=new`);
  // The URL changes when the data has arrived; the screen follows in a transition: search once it shows no filter.
  await expect(facetRow(page, "场景/用途").getByRole("link", { name: "邀请函" })).not.toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.getByRole("searchbox", { name: "搜索模板" }).fill("海报");
  await page.getByRole("button", { name: "搜索" }).click();
  await expect(page).toHaveURL(`${BASE}?q=${encodeURIComponent("海报")}&sort=new`);
  await expect(page.getByRole("heading", { name: /“海报”相关模板/ })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();

  // Numbered paging is a plain link to a page of its own.
  await page.goto(BASE);
  await page.getByRole("navigation", { name: "分页" }).getByRole("link", { name: "第 2 页" }).click();
  await expect(page).toHaveURL(`${BASE}?page=2`);
  await expect(cards(page)).toHaveCount(24);
  expect(violations).toEqual([]);
});

test("加载更多 appends in place, records it in the URL, and a reload shows the same items @mobile", async ({
  page,
}) => {
  await page.goto(`${BASE}?sort=hot`);
  await hydrated(page);
  const firstTitle = await cards(page).first().getByRole("heading").textContent();
  const documents: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "document") documents.push(req.url());
  });

  await page.getByRole("link", { name: "加载更多" }).click();
  await expect(cards(page)).toHaveCount(48);
  await expect(page).toHaveURL(`${BASE}?sort=hot&page=2&from=1`);
  expect(documents, "in place, not a page load").toEqual([]);
  // Keyboard users continue at the first new card.
  await expect(cards(page).nth(24).getByRole("link")).toBeFocused();

  await page.reload();
  await expect(cards(page)).toHaveCount(48);
  await expect(cards(page).first().getByRole("heading")).toHaveText(firstTitle ?? "");
});

test("paging works without JavaScript: 加载更多 and page numbers are real links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${WEB}${BASE}`);
  await page.getByRole("link", { name: "加载更多" }).click();
  await expect(page).toHaveURL(`${WEB}${BASE}?page=2`);
  await expect(cards(page)).toHaveCount(24);
  await page.getByRole("link", { name: "上一页" }).click();
  await expect(page).toHaveURL(`${WEB}${BASE}`);
  await context.close();
});

test("the detail dialog opens at its own URL and closing returns to the same scroll position @mobile", async ({
  page,
}) => {
  await page.goto(`${BASE}?scene=moments-poster`);
  await hydrated(page);
  const card = cards(page).nth(9);
  await card.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  const title = (await card.getByRole("heading").textContent()) ?? "";

  await card.getByRole("link").click();
  await expect(page).toHaveURL(/[?&]t=\d+/);
  await expect(detail(page)).toBeVisible();
  await expect(detail(page).getByRole("heading", { level: 2, name: title })).toBeVisible();
  for (const label of ["尺寸", "主色", "作者"])
    await expect(detail(page).getByText(label, { exact: true })).toBeVisible();
  await expect(detail(page).getByRole("heading", { name: "相似模板" })).toBeVisible();
  await expect(detail(page).getByRole("img", { name: `${title} 预览图` })).toBeVisible();

  // Escape closes it; the grid is where it was and focus is back on the card.
  await page.keyboard.press("Escape");
  await expect(detail(page)).toBeHidden();
  await expect(page).toHaveURL(`${BASE}?scene=moments-poster`);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
  await expect(card.getByRole("link")).toBeFocused();
  // …and a keyboard user sees where: the ring round the whole card (2 px wide, 2 px out) is not clipped.
  const { width, height } = (await card.boundingBox())!;
  expect(await focusRingPixels(page, card)).toBeGreaterThan(2 * (width + height));

  // Back from an opened dialog closes it too; Forward opens it again.
  await card.getByRole("link").click();
  await expect(detail(page)).toBeVisible();
  await page.goBack();
  await expect(detail(page)).toBeHidden();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
  await page.goForward();
  await expect(detail(page).getByRole("heading", { level: 2, name: title })).toBeVisible();

  // A similar template replaces the detail in place.
  const similar = detail(page).getByRole("region", { name: "相似模板" }).getByTestId("template-card").first();
  const similarTitle = (await similar.getByRole("heading").textContent()) ?? "";
  await similar.getByRole("link").click();
  await expect(detail(page).getByRole("heading", { level: 2, name: similarTitle })).toBeVisible();
  await detail(page).getByRole("link", { name: "关闭" }).click();
  await expect(detail(page)).toBeHidden();
  await expect(page).toHaveURL(`${BASE}?scene=moments-poster`);
});

test("a detail URL is server-rendered with the template's meta, crawlable links and the dialog open", async ({
  request,
}) => {
  const template = await firstTemplate(request, "&scene=wechat-cover");
  const response = await request.get(`${BASE}?t=${template.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<dialog[^>]+open=""/);
  expect(html).toContain(`<title>${template.title} - 模板社区 - 营销工具箱</title>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/template-community\\?t=${template.id}"`));
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+cover\.svg/);
  // Similar templates are real links another crawler hop can follow.
  expect(html).toMatch(/href="\/template-community\?t=\d+"/);
  // Covers hold their box: width/height attributes, lazy below the first row.
  expect(html).toMatch(/<img[^>]+width="480"[^>]+height="\d+"[^>]+loading="lazy"/);
});

test("like needs a login that returns to the same template; then the like counts", async ({ page }, testInfo) => {
  const scene = sceneFor(testInfo, "like");
  await page.goto(`${BASE}?scene=${scene}`);
  await hydrated(page);
  await cards(page).first().getByRole("link").click();
  await expect(detail(page)).toBeVisible();
  const url = page.url();
  const id = new URL(url).searchParams.get("t");

  // Anonymous: a prompt explains, then the main-site login with this very URL as the return target.
  await detail(page).getByRole("link", { name: /^点赞/ }).click();
  const prompt = detail(page).getByRole("alert").filter({ hasText: "登录后才能点赞" });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("link", { name: "去登录" })).toBeFocused();
  await prompt.getByRole("link", { name: "去登录" }).click();
  await expect(page).toHaveURL((u) => u.origin === MAIN_SITE && u.pathname === "/login");
  expect(new URL(page.url()).searchParams.get("redirect")).toBe(url);
  await page.getByTestId("login-demo-user").click();

  // Back at the same template, logged in (the token was stripped from the URL).
  await expect(page).toHaveURL(url);
  await expect(detail(page)).toBeVisible();
  const like = detail(page).getByRole("button", { name: /点赞/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  const textBefore = (await like.textContent()) ?? "";
  const sent = page.waitForRequest((req) => req.method() === "POST" && req.url().includes("/template-community"));
  await like.click();
  await sent;
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("已点赞");

  // The provider kept it.
  await page.reload();
  const again = detail(page).getByRole("button", { name: /已点赞/ });
  await expect(again).toHaveAttribute("aria-pressed", "true");
  // Exact counts are shown below 1万 ("1.4万" hides a +1).
  if (!/[万亿]/.test(textBefore)) {
    expect(Number((await again.textContent())?.replace(/\D/g, ""))).toBe(Number(textBefore.replace(/\D/g, "")) + 1);
  }
  expect(id).toMatch(/^\d+$/);
});

test("使用模板 lands on the creative stand-in with template id, token and channel", async ({ page }, testInfo) => {
  await page.goto(`${BASE}?scene=${sceneFor(testInfo, "use")}&token=demo-user`);
  await expect(page).toHaveURL(`${BASE}?scene=${sceneFor(testInfo, "use")}`);
  await hydrated(page);
  await cards(page).first().getByRole("link").click();
  await expect(page).toHaveURL(/[?&]t=\d+/);
  const id = new URL(page.url()).searchParams.get("t");
  await detail(page).getByRole("button", { name: "使用模板" }).click();

  await expect(page).toHaveURL((u) => u.origin === CREATIVE);
  await expect(page.getByTestId("path")).toHaveText("/design");
  await expect(page.getByTestId("query").locator('[data-key="templateId"]')).toHaveText(`templateId = ${id}`);
  await expect(page.getByTestId("token")).toHaveText("demo-user");
  await expect(page.getByTestId("channel")).toHaveText("creative_tools");
});

test("使用模板 asks an anonymous visitor to log in first and carries no token", async ({ page }) => {
  const template = await firstTemplate(page.request, "&scene=xhs-image");
  await page.goto(`${BASE}?t=${template.id}`);
  await hydrated(page);
  await detail(page).getByRole("link", { name: "使用模板" }).click();
  const prompt = detail(page).getByRole("alert").filter({ hasText: "登录后才能使用模板" });
  await prompt.getByRole("button", { name: "暂不登录" }).click();
  await expect(prompt).toBeHidden();
  await detail(page).getByRole("link", { name: "使用模板" }).click();
  await detail(page).getByRole("link", { name: "去登录" }).click();
  await expect(page).toHaveURL((u) => u.origin === MAIN_SITE && u.pathname === "/login");
  expect(page.url()).not.toContain("token=");
});

test("an unknown facet value, sort or page in the URL is a validation 404", async ({ request }) => {
  for (const search of [
    "?scene=__nope__",
    "?color=plaid",
    "?size=a0",
    "?industry=x",
    "?style=y",
    "?price=cheap",
    "?sort=random",
    "?page=abc",
    "?page=9999",
    "?t=99999999",
  ]) {
    const response = await request.get(`${BASE}${search}`);
    expect(response.status(), search).toBe(404);
    expect(await response.text(), search).toContain("Page Not Found");
  }
});

test("with the stand-in down the page still answers 200 with its error states", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource/);
  const response = await page.goto(`${WEB_API_DOWN}${BASE}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "模板社区" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "筛选项加载失败" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "模板加载失败" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "搜索模板" })).toBeVisible();
  const detailDown = await page.request.get(`${WEB_API_DOWN}${BASE}?t=10001`);
  expect(detailDown.status()).toBe(200);
  expect(await detailDown.text()).toContain("模板详情加载失败");
});

test("screenshots of the grid and the detail @mobile", async ({ page }, testInfo) => {
  const width = page.viewportSize()?.width ?? 0;
  await page.goto(BASE);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  await testInfo.attach(`template-community-${width}px`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
  await cards(page).first().getByRole("link").click();
  await expect(detail(page).getByRole("heading", { name: "相似模板" })).toBeVisible();
  await testInfo.attach(`template-detail-${width}px`, { body: await page.screenshot(), contentType: "image/png" });
});
