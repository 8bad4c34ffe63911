/**
 * 首页 as a visitor uses it (spec §2): the one search box (suggestions while
 * typing, full results on Enter, and the same without JavaScript), the entries
 * by job, the calendar strip, the logged-in greeting and favourites, SEO tags,
 * the page with the stand-in down, and screenshots at 375 and 1280 px.
 * Journeys tagged @mobile run again at 375 px.
 */
import { expect, test } from "./fixtures";
import { hydrated, screenshot } from "./helpers";
import { localToolSlugs } from "./tool-slugs";
import { CREATIVE, MATERIALS_API, WEB, WEB_API_DOWN } from "./servers";

test("search: suggestions while typing open a tool, Enter shows full results @mobile", async ({ page }) => {
  await page.goto("/home");
  await hydrated(page);
  const box = page.getByRole("searchbox", { name: "搜索工具和模板" });

  // Suggestions come from the stand-in's search, not from the page.
  const suggest = page.waitForResponse(
    (res) => res.url().includes("/resources/search") && res.url().includes(encodeURIComponent("海报")),
  );
  await box.fill("海报");
  await suggest;
  const panel = page.getByTestId("search-suggestions");
  await expect(panel.getByRole("link", { name: /图片文字合规检测/ })).toBeVisible();
  await expect(panel.getByRole("link", { name: /春节快乐/ })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "找到 1 个工具" })).toBeAttached();

  // Keyboard: ↓ moves into the suggestions, Escape closes them and returns to the box.
  await box.press("ArrowDown");
  await expect(panel.getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(box).toBeFocused();

  // Enter: the full results, in the URL, rendered as a section of the page.
  await box.press("Enter");
  await expect(page).toHaveURL(/\/home\?q=%E6%B5%B7%E6%8A%A5$/);
  const results = page.getByTestId("search-results");
  await expect(results.getByRole("heading", { name: "“海报”的搜索结果" })).toBeVisible();
  await expect(results.getByTestId("tool-card")).toHaveCount(1);
  await expect(results.getByTestId("template-tile").first()).toBeVisible();
  await expect(results.getByRole("link", { name: "在模板社区中查看" })).toHaveAttribute(
    "href",
    "/template-community?q=%E6%B5%B7%E6%8A%A5",
  );

  // A template result opens its detail URL on 模板社区.
  const template = results.getByTestId("template-tile").first().getByRole("link");
  const href = await template.getAttribute("href");
  expect(href).toMatch(/^\/template-community\?t=\d+$/);
  await template.click();
  await expect(page).toHaveURL(href!);

  // Back restores the search, box included.
  await page.goBack();
  await expect(page).toHaveURL(/\/home\?q=%E6%B5%B7%E6%8A%A5$/);
  await expect(box).toHaveValue("海报");
});

test("a tool suggestion opens the tool's own page when it runs here, the creative site's otherwise", async ({
  page,
}) => {
  await page.goto("/home");
  await hydrated(page);
  const box = page.getByRole("searchbox", { name: "搜索工具和模板" });
  await box.fill("违禁");
  await page
    .getByTestId("search-suggestions")
    .getByRole("link", { name: /违禁词检测/ })
    .click();
  await expect(page).toHaveURL(`${WEB}/tools/banned-words`);
  await expect(page.getByRole("heading", { level: 1, name: "违禁词检测" })).toBeVisible();

  await page.goto("/home");
  await hydrated(page);
  await box.fill("话题标签");
  await page
    .getByTestId("search-suggestions")
    .getByRole("link", { name: /话题标签推荐/ })
    .click();
  await expect(page).toHaveURL(`${CREATIVE}/tools/hashtag-suggest`);
  await expect(page.getByTestId("path")).toHaveText("/tools/hashtag-suggest");
});

test("search works without JavaScript and says clearly when nothing or too much was typed", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/home");
  await page.getByRole("searchbox", { name: "搜索工具和模板" }).fill("二维码");
  await page.getByRole("button", { name: "搜索" }).click();
  await expect(page).toHaveURL(/\/home\?q=/);
  await expect(page.getByTestId("search-results").getByRole("link", { name: "二维码生成" })).toBeVisible();

  await page.goto(`/home?q=${encodeURIComponent("完全不存在的词汇组合")}`);
  await expect(page.getByText("没有找到与“完全不存在的词汇组合”相关的工具或模板")).toBeVisible();

  const long = "词".repeat(51);
  await page.goto(`/home?q=${encodeURIComponent(long)}`);
  await expect(page.getByRole("alert").filter({ hasText: "搜索词太长了" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "搜索工具和模板" })).toHaveValue(long);
  await context.close();
});

test("entries by job, hot and new tools, trending templates, calendar and VIP call to action @mobile", async ({
  page,
  request,
}, testInfo) => {
  await page.goto("/home");
  const entries = page.getByTestId("audience-entries");
  for (const audience of ["广告分析", "创意分析", "内容营销", "素材分析"]) {
    await expect(entries.getByRole("heading", { name: new RegExp(audience) })).toBeVisible();
  }
  await entries.getByRole("link", { name: /合规检测/ }).click();
  await expect(page).toHaveURL("/tools-index?cat=compliance");
  await expect(page.getByRole("heading", { level: 2, name: /合规检测/ })).toBeVisible();
  await page.goBack();

  await expect(page.getByTestId("hot-tools").getByTestId("tool-card")).toHaveCount(8);
  await expect(page.getByTestId("new-tools").getByTestId("tool-card").first()).toContainText("新");
  await expect(page.getByTestId("trending-templates").getByTestId("template-tile")).toHaveCount(8);

  // The calendar strip shows the stand-in's next dates, each with its lead date.
  const events = (await (await request.get(`${MATERIALS_API}/v1/calendar?limit=6`)).json()).data as {
    name: string;
    prepareFrom: string;
  }[];
  const strip = page.getByTestId("calendar-strip");
  await expect(strip.getByRole("listitem")).toHaveCount(events.length);
  const [, month, day] = events[0]!.prepareFrom.match(/^\d{4}-(\d{2})-(\d{2})/)!;
  await expect(strip.getByRole("listitem").first()).toContainText(events[0]!.name);
  await expect(strip.getByRole("listitem").first()).toContainText(`建议开始准备 ${Number(month)}月${Number(day)}日`);

  await expect(page.getByRole("link", { name: "查看会员方案" })).toHaveAttribute("href", "/vip?from=home");
  await screenshot(page, testInfo, `home-${testInfo.project.name}`);
});

test("logged in: greeting with nickname, VIP status and the user's favourite tools @mobile", async ({
  page,
  request,
}, testInfo) => {
  const user = (
    await (await request.get(`${MATERIALS_API}/v1/user/info`, { headers: { Authorization: "Bearer demo-vip" } })).json()
  ).data;
  await page.goto("/home?token=demo-vip");
  await expect(page).toHaveURL("/home");
  const greeting = page.getByTestId("greeting");
  await expect(greeting).toContainText(`你好，${user.nickname}`);
  await expect(greeting).toContainText(user.vipName);
  await expect(page.getByRole("heading", { name: new RegExp(`${user.vipName}生效中`) })).toBeVisible();

  // Favourites are the stand-in's: add one through the API, and the page lists it.
  const favourites = page.getByTestId("my-favourites");
  await expect(favourites).toBeVisible();
  // Each project its own tool: the two projects run side by side as the same user.
  const tool = testInfo.project.name === "mobile" ? { id: 303, name: "视频安全区预览" } : { id: 304, name: "配色提取" };
  const auth = { headers: { Authorization: "Bearer demo-vip" } };
  await request.put(`${MATERIALS_API}/v1/tools/${tool.id}/favourite`, auth);
  await page.reload();
  await expect(favourites.getByTestId("tool-card").filter({ hasText: tool.name })).toBeVisible();
  await request.delete(`${MATERIALS_API}/v1/tools/${tool.id}/favourite`, auth);
  await screenshot(page, testInfo, `home-logged-in-${testInfo.project.name}`);
});

test("SEO: title, description, canonical and Open Graph are in the server HTML", async ({ request }) => {
  for (const path of ["/", "/home"]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain("<title>首页 - 营销工具箱</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/home"/);
    expect(html).toMatch(/<meta property="og:title" content="首页 - 营销工具箱"/);
    expect(html).toMatch(/<meta property="og:url" content="http:\/\/127\.0\.0\.1:\d+\/home"/);
  }
  // A search view is not a page of its own for crawlers.
  expect(await (await request.get("/home?q=%E6%B5%B7%E6%8A%A5")).text()).toContain(
    '<meta name="robots" content="noindex, follow"',
  );
});

test("sitemap.xml lists the four screens and the template detail pages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  for (const path of ["/home", "/tools-index", "/template-community", "/vip"])
    expect(xml).toMatch(new RegExp(`<loc>http://[^<]+${path}</loc>`));
  const total = (await (await request.get(`${MATERIALS_API}/v1/templates?pageSize=1`)).json()).data.total as number;
  expect(xml.match(/<loc>[^<]+\/template-community\?t=\d+<\/loc>/g)).toHaveLength(total);
});

test("with the stand-in down, 首页 answers 200 with its static parts and each section's error", async ({
  page,
  request,
}, testInfo) => {
  const response = await request.get(`${WEB_API_DOWN}/home`);
  expect(response.status()).toBe(200);
  await page.goto(`${WEB_API_DOWN}/home`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("首页");
  await expect(page.getByRole("searchbox", { name: "搜索工具和模板" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "热门工具暂时无法加载" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "热门模板暂时无法加载" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "营销日历暂时无法加载" })).toBeVisible();
  await expect(page.getByRole("link", { name: "查看会员方案" })).toBeVisible();

  const sitemap = await request.get(`${WEB_API_DOWN}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  // The four screens and every tool page (the tool registry needs no provider).
  expect((await sitemap.text()).match(/<url>/g)).toHaveLength(4 + localToolSlugs.length);
  await screenshot(page, testInfo, `home-api-down-${testInfo.project.name}`);
});
