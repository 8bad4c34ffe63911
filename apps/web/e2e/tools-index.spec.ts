/**
 * 工具大全 as a visitor uses it (spec §2): instant search and category filter
 * kept in the URL, Back/Forward restoring them, the same without JavaScript,
 * an unknown category, VIP tools leading to 会员中心, favouriting as
 * demo-user (and the login prompt for anonymous visitors), SEO tags, the page
 * with the stand-in down, and screenshots at 375 and 1280 px. Journeys tagged
 * @mobile run again at 375 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { focusRingPixels, hydrated, screenshot } from "./helpers";
import { MAIN_SITE, MATERIALS_API, WEB_API_DOWN } from "./servers";

const BASE = "/tools-index";

const cards = (page: Page) => page.getByTestId("tool-card");
const chips = (page: Page) => page.getByRole("navigation", { name: "工具分类" });
const summary = (page: Page) => page.getByTestId("result-summary");

test("instant search and category filter live in the URL; Back and Forward restore them @mobile", async ({
  page,
  request,
}, testInfo) => {
  const all = (await (await request.get(`${MATERIALS_API}/v1/tools`)).json()).data as {
    tools: unknown[];
    categories: { key: string; name: string; count: number }[];
  };
  await page.goto(BASE);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "工具大全" })).toBeVisible();
  await expect(cards(page)).toHaveCount(all.tools.length);
  await expect(summary(page)).toHaveText(`共 ${all.tools.length} 个工具`);
  // Every category is a group with its count.
  for (const category of all.categories) {
    await expect(
      page.getByRole("heading", { level: 2, name: new RegExp(`^${category.name}\\s*${category.count} 个工具$`) }),
    ).toBeVisible();
  }
  await screenshot(page, testInfo, `tools-index-${testInfo.project.name}`);

  // Typing searches by itself (debounced) and puts q in the URL.
  const search = page.getByRole("searchbox", { name: "搜索工具" });
  await search.pressSequentially("视频", { delay: 30 });
  await expect(page).toHaveURL(`${BASE}?q=%E8%A7%86%E9%A2%91`);
  const found = (await (await request.get(`${MATERIALS_API}/v1/tools?q=${encodeURIComponent("视频")}`)).json())
    .data as { tools: { name: string; category: string }[] };
  await expect(cards(page)).toHaveCount(found.tools.length);
  await expect(summary(page)).toHaveText(`找到 ${found.tools.length} 个与“视频”相关的工具`);

  // A category chip narrows it further, keeping q.
  await chips(page)
    .getByRole("link", { name: /^素材分析/ })
    .click();
  await expect(page).toHaveURL(`${BASE}?q=%E8%A7%86%E9%A2%91&cat=material`);
  await expect(chips(page).getByRole("link", { name: /^素材分析/ })).toHaveAttribute("aria-current", "page");
  await expect(cards(page)).toHaveCount(found.tools.filter((t) => t.category === "material").length);

  // Back: the search without the category; Back again: the whole catalogue, empty box.
  await page.goBack();
  await expect(page).toHaveURL(`${BASE}?q=%E8%A7%86%E9%A2%91`);
  await expect(search).toHaveValue("视频");
  await expect(cards(page)).toHaveCount(found.tools.length);
  await page.goBack();
  await expect(page).toHaveURL(BASE);
  await expect(search).toHaveValue("");
  await expect(cards(page)).toHaveCount(all.tools.length);
  await page.goForward();
  await expect(search).toHaveValue("视频");

  // No match: a clear empty state with a way out.
  await search.fill("完全不存在的工具名");
  await expect(page.getByText("没有找到与“完全不存在的工具名”相关的工具")).toBeVisible();
  await page.getByRole("link", { name: "清除搜索" }).click();
  await expect(page).toHaveURL(BASE);
  await expect(cards(page)).toHaveCount(all.tools.length);
});

test("works without JavaScript: GET form and category links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${BASE}?cat=delivery`);
  await page.getByRole("searchbox", { name: "搜索工具" }).fill("二维码");
  await page.getByRole("button", { name: "搜索" }).click();
  await expect(page).toHaveURL(`${BASE}?q=%E4%BA%8C%E7%BB%B4%E7%A0%81&cat=delivery`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("二维码生成");
  await context.close();
});

test("an unknown category is a 404 with a clear message and a way back", async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // The 404 document is the point; Chromium reports it.
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
  expect((await request.get(`${BASE}?cat=nope`)).status()).toBe(404);
  await page.goto(`${BASE}?cat=nope`);
  await expect(page.getByText("没有找到分类“nope”")).toBeVisible();
  await page.getByRole("link", { name: "查看全部工具" }).click();
  await expect(page).toHaveURL(BASE);
  await expect(cards(page).first()).toBeVisible();
});

test("VIP tools show a lock and send non-VIP visitors to 会员中心; free tools open the tool", async ({ page }) => {
  await page.goto(BASE);
  const vipTool = cards(page).filter({ hasText: "落地页检测" });
  await expect(vipTool.getByText("VIP")).toBeVisible();
  await expect(
    vipTool.getByRole("link", {
      name: /^落地页检测\s*（会员工具，开通会员后使用；在创作站打开：需要服务器抓取落地页）$/,
    }),
  ).toHaveAttribute("href", "/vip?from=tool&tool=landing-page-check");
  const freeTool = cards(page).filter({ has: page.getByRole("link", { name: "违禁词检测", exact: true }) });
  await expect(freeTool.getByRole("link", { name: "违禁词检测", exact: true })).toHaveAttribute(
    "href",
    "/tools/banned-words",
  );
  await expect(freeTool.getByText("免费")).toBeVisible();
  // A keyboard user sees the focused card whole: the ring round it is not clipped (cards render on view).
  await hydrated(page);
  await freeTool.getByRole("link", { name: "违禁词检测", exact: true }).focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(freeTool.getByRole("link", { name: "违禁词检测", exact: true })).toBeFocused();
  const { width, height } = (await freeTool.boundingBox())!;
  expect(await focusRingPixels(page, freeTool)).toBeGreaterThan(2 * (width + height));

  await vipTool.getByRole("link", { name: /^落地页检测/ }).click();
  await expect(page).toHaveURL("/vip?from=tool&tool=landing-page-check");
});

test("anonymous visitors are asked to log in to favourite, and come back to the same view", async ({ page }) => {
  await page.goto(`${BASE}?cat=planning`);
  await hydrated(page);
  await cards(page).filter({ hasText: "营销日历" }).getByRole("link", { name: "登录后收藏“营销日历”" }).click();
  await expect(page).toHaveURL(new RegExp(`^${MAIN_SITE}/login\\?redirect=`));
  const back = new URL(new URL(page.url()).searchParams.get("redirect")!);
  expect(back.pathname + back.search).toBe(`${BASE}?cat=planning`);
});

test("favourite a tool as demo-user: instant, stored by the stand-in, shown on 首页", async ({
  page,
  request,
}, testInfo) => {
  // Each project its own tool: the two projects run side by side as the same user.
  const tool =
    testInfo.project.name === "mobile"
      ? { id: 201, name: "字数统计", cat: "copywriting" }
      : { id: 402, name: "二维码生成", cat: "delivery" };
  const auth = { headers: { Authorization: "Bearer demo-user" } };
  await request.delete(`${MATERIALS_API}/v1/tools/${tool.id}/favourite`, auth);

  await page.goto(`${BASE}?cat=${tool.cat}&token=demo-user`);
  await expect(page).toHaveURL(`${BASE}?cat=${tool.cat}`);
  await hydrated(page);
  const button = cards(page)
    .filter({ hasText: tool.name })
    .getByRole("button", { name: `收藏“${tool.name}”` });
  await expect(button).toHaveAttribute("aria-pressed", "false");

  const saved = page.waitForResponse((res) => res.request().method() === "POST" && res.url().includes(BASE));
  await button.click();
  // Optimistic: pressed at once, then confirmed by the action.
  await expect(button).toHaveAttribute("aria-pressed", "true");
  expect((await saved).ok()).toBe(true);
  const stored = (await (await request.get(`${MATERIALS_API}/v1/tools/favourites`, auth)).json()).data as {
    ids: number[];
  };
  expect(stored.ids).toContain(tool.id);

  await page.reload();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await page.goto("/home");
  await expect(page.getByTestId("my-favourites").getByTestId("tool-card").filter({ hasText: tool.name })).toBeVisible();

  // And off again, by keyboard.
  await page.goto(`${BASE}?cat=${tool.cat}`);
  await hydrated(page);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${MATERIALS_API}/v1/tools/favourites`, auth)).json()).data as { ids: number[] })
          .ids,
    )
    .not.toContain(tool.id);
});

test("the scroll position comes back on Back from a tool and on reload; a fresh visit starts at the top", async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await page.goto(BASE);
  await hydrated(page);
  // A tool well down the list, opened from where the visitor scrolled to.
  const tool = page.locator('[data-testid="tool-card"] a[href^="/tools/"]').nth(12);
  await tool.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const at = await scrollY();
  expect(at).toBeGreaterThan(600);
  await tool.click();
  await expect(page).toHaveURL(/\/tools\/[a-z-]+$/);
  await expect.poll(scrollY).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(BASE);
  await expect.poll(scrollY).toBe(at);

  await page.reload();
  await hydrated(page);
  await expect.poll(scrollY).toBe(at);

  // A new visit (a link from elsewhere, a typed address) is a new history entry: top of the page.
  await page.goto("/vip");
  await page.goto(BASE);
  await hydrated(page);
  expect(await scrollY()).toBe(0);
});

test("SEO: title, description, canonical and Open Graph are in the server HTML; a category has its own", async ({
  request,
}) => {
  const html = await (await request.get(BASE)).text();
  expect(html).toContain("<title>工具大全 - 营销工具箱</title>");
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/tools-index"/);
  expect(html).toMatch(/<meta property="og:title" content="工具大全 - 营销工具箱"/);
  const category = await (await request.get(`${BASE}?cat=compliance`)).text();
  expect(category).toContain("<title>合规检测工具 · 工具大全 - 营销工具箱</title>");
  expect(category).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/tools-index\?cat=compliance"/);
});

test("with the stand-in down, 工具大全 answers 200 with its static parts and an error with retry", async ({
  page,
  request,
}, testInfo) => {
  const response = await request.get(`${WEB_API_DOWN}${BASE}`);
  expect(response.status()).toBe(200);
  await page.goto(`${WEB_API_DOWN}${BASE}?q=%E8%A7%86%E9%A2%91`);
  await expect(page.getByRole("heading", { level: 1, name: "工具大全" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "搜索工具" })).toHaveValue("视频");
  const alert = page.getByRole("alert").filter({ hasText: "工具列表暂时无法加载" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "重试" })).toBeVisible();
  await screenshot(page, testInfo, `tools-index-api-down-${testInfo.project.name}`);
});
