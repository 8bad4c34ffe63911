/**
 * Tool pages (/tools/:slug): server-rendered copy, 404 and creative hand-off,
 * card links, daily quota (browser for visitors, stand-in for users), the VIP
 * gate and the way back after paying, history, 分享 and privacy.
 *
 * The runner steps drive 违禁词检测 through its UI contract (textarea 「待检测文案」,
 * button 「开始检测」, findings as <mark data-level data-rule>), which the
 * compliance family provides; those tests need it merged.
 */
import type { Page } from "@playwright/test";
import { HANDOFF_REASONS } from "../app/tools/handoff-reasons";
import { chinaDay } from "../app/tools/kit/china-day";
import { localToolSlugs } from "./tool-slugs";
import { expectNoA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { watchRequests } from "./privacy";
import { API, CREATIVE, MAIN_SITE, WEB } from "./servers";

const TOOL = "banned-words";
const TOOL_NAME = "违禁词检测";
const VIP_TOOL = "industry-sensitive";
const VIP_TOOL_NAME = "行业敏感词检测";
/** Text that no request may carry (privacy check), with terms every ad-law checker flags. */
const SECRET = "隐私测试7391：本品全网最好，国家级配方，第一品牌";

/** The runner steps need the compliance family's tools (merged separately); without them they are skipped, saying why. */
const needsRunner = (slug: string) =>
  test.skip(
    !localToolSlugs.includes(slug),
    `needs the compliance family's ${slug} runner (not registered on this branch)`,
  );

type CatalogueTool = { slug: string; name: string; isVip: boolean };

async function catalogue(request: import("@playwright/test").APIRequestContext): Promise<CatalogueTool[]> {
  const answer = await request.get(`${API}/materials/v1/tools`);
  return ((await answer.json()) as { data: { tools: CatalogueTool[] } }).data.tools;
}

const input = (page: Page) => page.getByLabel("待检测文案");
const runButton = (page: Page) => page.getByRole("button", { name: "开始检测" });
const workspace = (page: Page) => page.getByRole("region", { name: "在线使用" });
const gate = (page: Page) => page.getByTestId("tool-gate");

async function openTool(page: Page, path = `/tools/${TOOL}`) {
  await page.goto(path);
  await hydrated(page);
  await expect(input(page)).toBeVisible();
}

async function run(page: Page) {
  await runButton(page).click();
}

async function logInAsNewUser(page: Page, path: string): Promise<string> {
  await page.goto(`${MAIN_SITE}/login?redirect=${encodeURIComponent(WEB + path)}`);
  await page.getByTestId("login-new-user").click();
  await expect(page).toHaveURL(WEB + path);
  await hydrated(page);
  const token = (await page.context().cookies(WEB)).find((cookie) => cookie.name === "token")?.value ?? "";
  expect(token).toMatch(/^sess_/);
  return token;
}

test("an unknown slug is a page-validation 404", async ({ page, request, allowConsoleErrors }) => {
  allowConsoleErrors(/404/);
  const response = await request.get("/tools/no-such-tool-x");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Page Not Found: /tools/no-such-tool-x");
  await page.goto("/tools/no-such-tool-x?from=test");
  await expect(page.getByText("Page Not Found: /tools/no-such-tool-x?from=test")).toBeVisible();
});

test("a catalogue tool that does not run here is handed to the creative site with path and query", async ({
  page,
  request,
}) => {
  const tools = await catalogue(request);
  const elsewhere = tools.find((tool) => !localToolSlugs.includes(tool.slug));
  test.skip(!elsewhere, "every catalogue tool runs here");
  await page.goto(`/tools/${elsewhere!.slug}?ref=e2e`);
  await expect(page).toHaveURL((url) => url.origin === CREATIVE && url.pathname === `/tools/${elsewhere!.slug}`);
  await expect(page.getByTestId("query-string")).toContainText("ref=e2e");
});

test("工具大全 cards: tools that run here link to their page; only the three that cannot hand off, each saying why", async ({
  page,
  request,
}) => {
  const tools = await catalogue(request);
  // The catalogue's tools that do not run here are exactly the ones with a reason (tools/handoff-reasons.ts).
  expect(
    tools
      .filter((tool) => !localToolSlugs.includes(tool.slug))
      .map((tool) => tool.slug)
      .sort(),
  ).toEqual(Object.keys(HANDOFF_REASONS).sort());
  await page.goto("/tools-index");
  await hydrated(page);
  const cards = page.getByTestId("tool-card");
  await expect(cards).toHaveCount(tools.length);
  for (const tool of tools) {
    const card = cards.filter({ has: page.getByRole("heading", { name: new RegExp(`^${tool.name}`) }) }).first();
    const link = card.getByRole("link").first();
    if (localToolSlugs.includes(tool.slug)) {
      // VIP tools too: the page is public.
      await expect(link, tool.slug).toHaveAttribute("href", `/tools/${tool.slug}`);
      await expect(card.getByTestId("tool-card-external")).toHaveCount(0);
    } else {
      // A locked one leads a visitor to 会员中心, and says where it will open and why all the same.
      const where = `在创作站打开：${HANDOFF_REASONS[tool.slug]}`;
      await expect(link, tool.slug).toHaveAttribute(
        "href",
        tool.isVip ? `/vip?from=tool&tool=${tool.slug}` : `/tools/${tool.slug}`,
      );
      await expect(card.getByTestId("tool-card-external")).toHaveText(where);
      await expect(link).toHaveAccessibleName(
        new RegExp(`^${tool.name}\\s*（${tool.isVip ? "会员工具，开通会员后使用；" : ""}${where}）$`),
      );
    }
  }
  // And a click opens our own page (client navigation), once a tool runs here.
  const local = tools.find((tool) => localToolSlugs.includes(tool.slug));
  if (local) {
    await cards
      .filter({ has: page.getByRole("heading", { name: new RegExp(`^${local.name}`) }) })
      .first()
      .getByRole("link")
      .first()
      .click();
    await expect(page).toHaveURL(`${WEB}/tools/${local.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: local.name })).toBeVisible();
    // The runner's chunk loaded with the page's data (clientLoader): the page arrives with it, no loading state.
    expect(await page.getByText("正在加载工具").count()).toBe(0);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tool page is server-rendered: name, what it does, the runner, how to use, sources with 最后核对, FAQ, related", async ({
    page,
  }) => {
    needsRunner(TOOL);
    const response = await page.goto(`/tools/${TOOL}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: TOOL_NAME })).toBeVisible();
    await expect(page.getByTestId("tool-intro")).not.toBeEmpty();
    await expect(page.getByRole("heading", { level: 2, name: "在线使用" })).toBeVisible();
    // The runner itself is in the first HTML (hydrated in place later), not a spinner; a <noscript> says it needs
    // scripts (Chromium parses <noscript> as text when only script execution is off, so the HTML is checked).
    await expect(input(page)).toBeVisible();
    await expect(runButton(page)).toBeVisible();
    await expect(page.getByText("正在加载工具")).toHaveCount(0);
    expect(await (await page.request.get(`/tools/${TOOL}`)).text()).toContain("在线使用需要启用 JavaScript");
    expect(await page.getByTestId("tool-howto").locator("li").count()).toBeGreaterThan(0);
    const sources = page.getByTestId("tool-sources").locator("li");
    expect(await sources.count()).toBeGreaterThan(0);
    await expect(sources.first()).toContainText("最后核对");
    expect(await page.getByTestId("tool-faq").locator("details").count()).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 2, name: "相关模板" })).toBeVisible();
    await expect(page).toHaveTitle(`${TOOL_NAME} - 营销工具箱`);
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/tools/${TOOL}</loc>`);
  });
});

test("anonymous quota: at the limit a message with the reset time and a login offer; the text stays", async ({
  page,
}) => {
  needsRunner(TOOL);
  const watch = watchRequests(page);
  await page.addInitScript(
    ([key]) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key!, "19");
        sessionStorage.setItem("seeded", "1");
      }
    },
    [`tool-runs:${TOOL}:${chinaDay(new Date())}`],
  );
  await openTool(page);
  await expect(workspace(page).getByTestId("tool-quota")).toContainText("今日剩余 1 / 20 次");
  await input(page).fill(SECRET);
  await run(page);
  await expect(page.locator("mark[data-level][data-rule]").first()).toBeVisible();
  await expect(workspace(page).getByTestId("tool-quota")).toContainText("今日剩余 0 / 20 次");
  await run(page);
  await expect(gate(page)).toBeVisible();
  await expect(gate(page)).toContainText("今日免费次数已用完");
  await expect(gate(page)).toContainText("次日 00:00（北京时间）");
  await expect(gate(page).getByRole("link", { name: "去登录" })).toHaveAttribute(
    "href",
    new RegExp(`^${MAIN_SITE}/login\\?redirect=`),
  );
  await gate(page).getByRole("button", { name: "暂不" }).click();
  await expect(input(page)).toHaveValue(SECRET);
  watch.expectNoLeak(SECRET);
});

test("logged-in quota is counted by the stand-in from the slug alone; at the limit 开通会员 is offered", async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  needsRunner(TOOL);
  // The browser logs the stand-in's 429 answer for the run over the limit: that answer is the point.
  allowConsoleErrors(/status of 429/);
  const watch = watchRequests(page);
  const token = await logInAsNewUser(page, `/tools/${TOOL}`);
  // 19 runs straight at the stand-in (only the slug in the path, no body).
  for (let i = 0; i < 19; i++) {
    const answer = await request.post(`${API}/materials/v1/tools/${TOOL}/runs`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(200);
  }
  await openTool(page);
  await expect(workspace(page).getByTestId("tool-quota")).toContainText("今日剩余 1 / 20 次");
  await input(page).fill(SECRET);
  await run(page);
  await expect(workspace(page).getByTestId("tool-quota")).toContainText("今日剩余 0 / 20 次");
  await run(page);
  await expect(gate(page)).toContainText("次日 00:00（北京时间）");
  await expect(gate(page).getByRole("link", { name: "开通会员" })).toHaveAttribute(
    "href",
    `/vip?from=tool&tool=${TOOL}`,
  );
  await page.keyboard.press("Escape");
  await expect(input(page)).toHaveValue(SECRET);
  const runs = watch.requests().filter((r) => r.url.includes(`/tools/${TOOL}/runs`) && r.method === "POST");
  expect(runs).toHaveLength(2);
  expect(runs.every((r) => r.body === "")).toBe(true);
  watch.expectNoLeak(SECRET);
});

/** 行业敏感词检测 needs an industry before it checks anything (its runner says so instead of running). */
async function chooseIndustry(page: Page) {
  await page.getByRole("combobox", { name: "行业（必选）" }).selectOption({ label: "保健食品" });
  // The industry is a setting in the query string; the runner reads it from there.
  await expect(page).toHaveURL(/[?&]industry=/);
}

test("VIP tool: the page is public; a visitor is asked to log in (and returns), a user to 开通会员, and paying leads back", async ({
  page,
}) => {
  needsRunner(VIP_TOOL);
  await page.goto(`/tools/${VIP_TOOL}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: VIP_TOOL_NAME })).toBeVisible();
  await input(page).fill(SECRET);
  await chooseIndustry(page);
  await run(page);
  await expect(gate(page)).toContainText("会员工具");
  await gate(page).getByRole("link", { name: "去登录" }).click();
  await expect(page).toHaveURL((url) => url.origin === MAIN_SITE);
  expect(new URL(new URL(page.url()).searchParams.get("redirect")!).pathname).toBe(`/tools/${VIP_TOOL}`);
  await page.getByTestId("login-new-user").click();
  await expect(page).toHaveURL(new RegExp(`^${WEB}/tools/${VIP_TOOL}(\\?|$)`));
  await hydrated(page);

  await input(page).fill(SECRET);
  await chooseIndustry(page);
  await run(page);
  await expect(gate(page)).toContainText(VIP_TOOL_NAME);
  await gate(page).getByRole("link", { name: "开通会员" }).click();
  await expect(page).toHaveURL(`${WEB}/vip?from=tool&tool=${VIP_TOOL}`);
  await expect(page.getByTestId("vip-from-tool")).toContainText(VIP_TOOL_NAME);
  await page.getByTestId("plan-personal-month").getByRole("button", { name: "立即开通", exact: true }).click();
  await page.getByTestId("payment-dialog").getByRole("button", { name: "模拟扫码支付" }).click();
  await page
    .getByTestId("vip-return-tool")
    .getByRole("link", { name: `返回${VIP_TOOL_NAME}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${WEB}/tools/${VIP_TOOL}(\\?|$)`));
  await expect(input(page)).toBeVisible();
  await input(page).fill(SECRET);
  await chooseIndustry(page);
  await run(page);
  await expect(gate(page)).toHaveCount(0);
  await expect(workspace(page).getByTestId("tool-quota")).toContainText("/ 500 次");
});

test("history: saved in this browser, restored into the runner, deleted one by one and cleared", async ({ page }) => {
  needsRunner(TOOL);
  await openTool(page);
  const history = page.getByTestId("tool-history");
  await expect(history).toContainText("还没有历史记录");
  await input(page).fill("第一条：全网最好");
  await run(page);
  await input(page).fill("第二条：国家级");
  await run(page);
  await expect(history.getByTestId("history-entry")).toHaveCount(2);
  await expect(history.getByTestId("history-entry").first()).toContainText("第二条");
  await input(page).fill("改过的文案");
  await history.getByTestId("history-entry").nth(1).getByRole("button", { name: /^恢复/ }).click();
  await expect(input(page)).toHaveValue("第一条：全网最好");
  await page.reload();
  await hydrated(page);
  await expect(history.getByTestId("history-entry")).toHaveCount(2);
  await history.getByTestId("history-entry").first().getByRole("button", { name: /^删除/ }).click();
  await expect(history.getByTestId("history-entry")).toHaveCount(1);
  await history.getByRole("button", { name: "清空" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "清空" }).click();
  await expect(history).toContainText("还没有历史记录");
});

test("分享 with the text puts it in the #fragment only, with the tool's own settings; opening the link fills the runner", async ({
  page,
  context,
}) => {
  needsRunner(TOOL);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const watch = watchRequests(page);
  // utm_source and fbclid are no setting of the tool (its definition's `settings`): the link leaves them behind.
  await openTool(page, `/tools/${TOOL}?utm_source=wx&mode=strict&fbclid=abc`);
  await input(page).fill(SECRET);
  await run(page);
  await workspace(page).getByTestId("tool-share").click();
  const dialog = page.getByTestId("share-dialog");
  await dialog.getByRole("checkbox", { name: /附带最近一次检测的文案/ }).check();
  await dialog.getByRole("button", { name: "复制链接" }).click();
  await expect(page.getByText(/链接已复制（含文案）/)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(link);
  expect(url.pathname + url.search).toBe(`/tools/${TOOL}?mode=strict`);
  expect(url.hash).toBe(`#input=${encodeURIComponent(SECRET)}`);

  const other = await context.newPage();
  const otherWatch = watchRequests(other);
  await other.goto(link);
  await hydrated(other);
  await expect(other.getByLabel("待检测文案")).toHaveValue(SECRET);
  otherWatch.expectNoLeak(SECRET);
  watch.expectNoLeak(SECRET);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("the tool page fits and has no axe violations, also with the gate open", async ({ page }) => {
    needsRunner(TOOL);
    await page.addInitScript(
      ([key]) => localStorage.setItem(key!, "20"),
      [`tool-runs:${TOOL}:${chinaDay(new Date())}`],
    );
    await openTool(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page, "the tool page at 375 px");
    await input(page).fill("全网最好");
    await run(page);
    await expect(gate(page)).toBeVisible();
    await expectNoA11yViolations(page, "the tool page with the gate open");
  });
});
