/**
 * 会员中心 as a visitor uses it (spec §2): plans on 个人/团队 tabs with prices,
 * the benefit table and FAQ in the server HTML; anonymous buyers log in and
 * come back to the chosen plan; buying (order → payment dialog → simulated
 * scan, or a payment noticed by polling) ends with the VIP badge without a
 * reload; the page with the stand-in down; screenshots. Journeys tagged
 * @mobile run again at 375 px.
 *
 * Every journey that logs in here does so as a brand-new ordinary user (the
 * main-site stand-in's 注册新用户 button), never as demo-user: a purchase
 * would otherwise leave demo-user a member for the rest of the run, and each
 * journey knows it starts from a non-member (立即开通).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { MAIN_SITE, MATERIALS_API, WEB, WEB_API_DOWN } from "./servers";

const BUY = "立即开通";
const RENEW = "立即续费";
const NEW_NICKNAME = /新用户\d{4}/;

const plan = (page: Page, id: string) => page.getByTestId(`plan-${id}`);
const payment = (page: Page) => page.getByTestId("payment-dialog");

/**
 * Logs in at the main-site stand-in as a throwaway ordinary user and lands on `path` of the site
 * (token taken over and stripped). Returns the user's token, for calls straight to the provider.
 */
async function logInAsNewUser(page: Page, path: string): Promise<string> {
  await page.goto(`${MAIN_SITE}/login?redirect=${encodeURIComponent(WEB + path)}`);
  await page.getByTestId("login-new-user").click();
  await expect(page).toHaveURL(WEB + path);
  await hydrated(page);
  await expect(page.getByTestId("membership")).toContainText(NEW_NICKNAME);
  await expect(page.getByTestId("membership-vip-badge")).toHaveCount(0);
  const token = (await page.context().cookies(WEB)).find((cookie) => cookie.name === "token")?.value ?? "";
  expect(token).toMatch(/^sess_/);
  return token;
}

test("plans, prices, benefits and FAQ are in the server HTML", async ({ request }) => {
  const response = await request.get("/vip");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const text of [
    "个人 VIP 年卡",
    "团队 VIP 年卡",
    "推荐",
    "省 ¥",
    "<s>¥",
    "权益对比",
    "工具每日使用次数",
    "商用授权",
    "无水印导出",
    "团队席位",
    "自动续费",
    "发票",
    "退款",
    "支付即视为同意《会员服务协议》与《授权许可协议》",
  ]) {
    expect(html, text).toContain(text);
  }
  expect(html).toContain('role="tablist"');
  expect(html).toMatch(/<title>会员中心 - 营销工具箱<\/title>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/vip"/);
});

test("the 个人/团队 tabs work with mouse and arrow keys, FAQ entries open @mobile", async ({ page }) => {
  await page.goto("/vip");
  await hydrated(page);
  const personal = page.getByRole("tab", { name: "个人会员" });
  const team = page.getByRole("tab", { name: "团队会员" });
  await expect(personal).toHaveAttribute("aria-selected", "true");
  await expect(plan(page, "personal-year")).toBeVisible();
  await expect(plan(page, "team-year")).toBeHidden();

  await team.click();
  await expect(team).toHaveAttribute("aria-selected", "true");
  await expect(plan(page, "team-year")).toBeVisible();
  await expect(plan(page, "team-year")).toContainText("含 5 个席位");

  await team.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(personal).toBeFocused();
  await expect(personal).toHaveAttribute("aria-selected", "true");
  await expect(plan(page, "personal-month")).toBeVisible();

  const faq = page.getByText("开通后可以退款吗？");
  await faq.click();
  await expect(page.getByText(/重复扣款/)).toBeVisible();
});

test("an anonymous buyer logs in and comes back to the chosen plan", async ({ page }) => {
  await page.goto("/vip");
  await hydrated(page);
  await page.getByRole("tab", { name: "团队会员" }).click();
  await plan(page, "team-quarter").getByRole("link", { name: BUY, exact: true }).click();
  const prompt = page.getByRole("dialog", { name: "请先登录" });
  await expect(prompt).toContainText("团队 VIP 季卡");
  await prompt.getByRole("button", { name: "去登录" }).click();

  await expect(page).toHaveURL((u) => u.origin === MAIN_SITE && u.pathname === "/login");
  expect(
    new URL(new URL(page.url()).searchParams.get("redirect") ?? "").pathname +
      new URL(new URL(page.url()).searchParams.get("redirect") ?? "").search,
  ).toBe("/vip?plan=team-quarter");
  await page.getByTestId("login-new-user").click();

  await expect(page).toHaveURL(/\/vip\?plan=team-quarter$/);
  await expect(page.getByRole("tab", { name: "团队会员" })).toHaveAttribute("aria-selected", "true");
  await expect(plan(page, "team-quarter")).toContainText("已选择");
  await expect(plan(page, "team-quarter").getByRole("button", { name: BUY, exact: true })).toBeFocused();
  await expect(page.getByTestId("membership")).toContainText(NEW_NICKNAME);
  await expect(page.getByTestId("membership")).toContainText("普通用户");
});

test("buying a plan as a new user: order, payment dialog, simulated scan, VIP badge without a reload @mobile", async ({
  page,
}) => {
  await logInAsNewUser(page, "/vip");
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  const orders: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname.startsWith("/vip")) orders.push(req.postData() ?? "");
  });
  const polls: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/resources/vip-orders/")) polls.push(req.url());
  });

  await plan(page, "personal-month").getByRole("button", { name: BUY, exact: true }).click();
  const dialog = payment(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "扫码支付" })).toBeVisible();
  await expect(dialog).toContainText("个人 VIP 月卡");
  await expect(dialog).toContainText("¥38");
  await expect(dialog.getByRole("img", { name: "微信支付模拟支付二维码" })).toBeVisible();
  expect(orders.filter((body) => body.includes("create-order"))).toHaveLength(1);
  expect(orders[0]).toMatch(/orderKey=[\w-]{8,}/);

  // While open it polls the order (~every 2 s).
  await expect.poll(() => polls.length, { timeout: 6_000 }).toBeGreaterThan(0);

  await dialog.getByRole("radio", { name: "支付宝" }).check();
  await expect(dialog.getByRole("img", { name: "支付宝模拟支付二维码" })).toBeVisible();
  await dialog.getByRole("button", { name: "模拟扫码支付" }).click();

  await expect(page.getByRole("status").filter({ hasText: "支付成功，个人 VIP 月卡已生效" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("membership-vip-badge")).toBeVisible();
  await expect(page.getByTestId("membership")).toContainText("会员有效期至");
  await expect(page.getByRole("banner").getByText("VIP", { exact: true })).toBeVisible();
  // A member now: every plan offers a renewal.
  await expect(plan(page, "personal-month").getByRole("button", { name: RENEW, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: BUY, exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(orders.some((body) => body.includes("intent=pay") && body.includes("method=alipay"))).toBe(true);
});

test("a payment made elsewhere is noticed by the dialog's status polling", async ({ page }) => {
  const token = await logInAsNewUser(page, "/vip");
  await page.getByRole("tab", { name: "团队会员" }).click();
  const created = page.waitForResponse(
    (res) => res.request().method() === "POST" && new URL(res.url()).pathname.startsWith("/vip"),
  );
  await plan(page, "team-month").getByRole("button", { name: BUY, exact: true }).click();
  await created;
  const dialog = payment(page);
  const orderNo = ((await dialog.getByText(/^订单号 /).textContent()) ?? "").replace("订单号 ", "").trim();
  expect(orderNo).toMatch(/^VIP\d+$/);

  // "The phone" pays: straight to the provider, not through this page.
  const paid = await page.request.post(`${MATERIALS_API}/v1/vip/orders/${orderNo}/pay`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { method: "wechat" },
  });
  expect((await paid.json()).data.status).toBe("paid");

  await expect(page.getByRole("status").filter({ hasText: "支付成功，团队 VIP 月卡已生效" })).toBeVisible({
    timeout: 8_000,
  });
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("membership-vip-badge")).toBeVisible();
  await expect(page.getByTestId("membership-vip-badge")).toHaveText("团队 VIP");
});

test("an unknown tab or a malformed plan in the URL is a validation 404", async ({ request }) => {
  for (const search of ["?tab=enterprise", "?plan=%3Cscript%3E"]) {
    const response = await request.get(`/vip${search}`);
    expect(response.status(), search).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  }
  const gone = await request.get("/vip?plan=personal-decade");
  expect(gone.status()).toBe(200);
  expect(await gone.text()).toContain("你选择的套餐已下架");
});

test("with the stand-in down the page still answers 200 with its error states", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource/);
  const response = await page.goto(`${WEB_API_DOWN}/vip`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "会员中心" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "套餐加载失败" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "权益对比加载失败" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "常见问题" })).toBeVisible();
});

test("screenshots of 会员中心 and the payment step @mobile", async ({ page }, testInfo) => {
  const width = page.viewportSize()?.width ?? 0;
  await page.goto("/vip");
  await hydrated(page);
  await testInfo.attach(`vip-${width}px`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
  await logInAsNewUser(page, "/vip");
  await plan(page, "personal-year").getByRole("button", { name: BUY, exact: true }).click();
  await expect(payment(page)).toBeVisible();
  await testInfo.attach(`vip-payment-${width}px`, { body: await page.screenshot(), contentType: "image/png" });
});
