/**
 * The UI kit as a visitor sees it (spec §3, §4, §8, §9): the user-info error toast, the loading bar on slow and fast
 * navigations, and icons that arrive inline with the server HTML.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const ERROR_TOKEN_URL = "/home?token=test-code-190001";
const ERROR_TEXT = "用户服务繁忙，请稍后再试";

function toast(page: Page) {
  return page.locator('[data-slot="message"]').filter({ hasText: ERROR_TEXT });
}

test.describe("user-info error toast", () => {
  test.beforeEach(({ allowConsoleErrors }) => {
    // The provider answers this test token with HTTP 503; Chromium logs the failed resource load.
    allowConsoleErrors(/status of 503|Failed to load resource/);
  });

  test("appears at the top, 16 px down, above z-index 2000, and closes by itself after about 3 s", async ({ page }) => {
    await page.goto(ERROR_TOKEN_URL);
    // Token stripped from the URL (session engineer's rule), toast still shown once.
    await expect(page).toHaveURL(/\/home$/);
    const el = toast(page);
    await expect(el).toBeVisible();
    const shownAt = Date.now();
    await expect(el).toHaveAttribute("role", "alert");
    await expect(el).toHaveCount(1);
    // Settled after the enter transition: the top edge sits at the 16 px offset, horizontally centred.
    await expect.poll(async () => (await el.boundingBox())?.y).toBe(16);
    const box = (await el.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
    const zIndex = Number(await el.evaluate((node) => getComputedStyle(node).zIndex));
    expect(zIndex).toBeGreaterThanOrEqual(2000);

    await expect(el).toBeHidden({ timeout: 6000 });
    const elapsed = Date.now() - shownAt;
    expect(elapsed).toBeGreaterThan(2500);
    expect(elapsed).toBeLessThan(4500);
  });

  test("stays while hovered and closes after the pointer leaves", async ({ page }) => {
    // Playwright's clock: the toast's 3 s timer moves only when the test says, so no 4 s of waiting.
    await page.clock.install();
    await page.goto(ERROR_TOKEN_URL);
    const el = toast(page);
    await expect(el).toBeVisible();
    await el.hover();
    await page.clock.runFor(4000);
    await expect(el).toBeVisible();
    await page.mouse.move(5, 700);
    // A full new duration after leaving, not what was left of the first one.
    await page.clock.runFor(2500);
    await expect(el).toBeVisible();
    await page.clock.runFor(1000);
    await expect(el).toBeHidden();
  });

  test("closes on Escape", async ({ page }) => {
    await page.goto(ERROR_TOKEN_URL);
    const el = toast(page);
    await expect(el).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(el).toBeHidden({ timeout: 1000 });
  });
});

/** Records every state the loading bar goes through, from before the first script runs. */
async function recordBarStates(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __barStates: string[] };
    w.__barStates = [];
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('[data-slot="loading-bar"]');
      if (!bar) return;
      const state = `${bar.dataset.state}`;
      if (w.__barStates.at(-1) !== state) w.__barStates.push(state);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-state", "style"],
    });
  });
}

const barStates = (page: Page) => page.evaluate(() => (window as unknown as { __barStates: string[] }).__barStates);

/**
 * Holds the client navigation's data request (`*.data`, what a slow provider delays) until `release()`.
 * The delay is under the test's control, not the machine's: no slow stand-in server, no timing luck.
 */
async function holdDataRequests(page: Page) {
  let release: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return {
    release: () => {
      release();
      held = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

const bar = (page: Page) => page.locator('[data-slot="loading-bar"]');
const navLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name, exact: true });

test("a navigation that takes longer than 200 ms shows the orange 3 px bar; the first load does not", async ({
  page,
}) => {
  await recordBarStates(page);
  await page.goto("/home");
  await hydrated(page);
  expect(await barStates(page)).not.toContain("loading");

  const slow = await holdDataRequests(page);
  await navLink(page, "工具大全").click();
  await expect(bar(page)).toHaveAttribute("data-state", "loading");
  await expect(bar(page)).toHaveCSS("opacity", "1");
  await expect(bar(page)).toHaveCSS("height", "3px");
  await expect(bar(page)).toHaveCSS("background-color", "rgb(234, 88, 12)");
  await expect(bar(page)).toHaveCSS("position", "fixed");
  slow.release();
  await expect(page).toHaveURL(/\/tools-index$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("工具大全");
  // Hidden again (500 ms hide delay + 0.4 s fade).
  await expect(bar(page)).toHaveCSS("opacity", "0", { timeout: 3000 });
});

test("the 200 ms throttle: a navigation pending 150 ms never shows the bar, one pending 250 ms does", async ({
  page,
}) => {
  // The page's clock is Playwright's: the throttle timer fires only when the test moves time on, so the
  // two cases are exact whatever the machine's load. The data request is held while time moves.
  await page.clock.install();
  await recordBarStates(page);
  await page.goto("/vip");
  await hydrated(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const data = await holdDataRequests(page);

  // Pending for 150 ms, then done: no bar, before or after.
  const before = (await barStates(page)).length;
  await navLink(page, "模板社区").click();
  // The throttle counts from the commit that shows the navigation as pending: move time only from there.
  await expect(bar(page)).toHaveAttribute("data-busy", "true");
  await page.clock.runFor(150);
  await expect(bar(page)).toHaveAttribute("data-state", "idle");
  data.release();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("模板社区");
  await page.clock.runFor(1000);
  expect((await barStates(page)).slice(before), "bar states of the fast navigation").not.toContain("loading");
  await expect(bar(page)).toHaveCSS("opacity", "0");

  // Pending for 250 ms: the bar is on screen, and leaves once the page is there.
  await navLink(page, "会员中心").click();
  await expect(bar(page)).toHaveAttribute("data-busy", "true");
  await page.clock.runFor(250);
  await expect(bar(page)).toHaveAttribute("data-state", "loading");
  data.release();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("会员中心");
  await page.clock.runFor(1000);
  await expect(bar(page)).toHaveAttribute("data-state", "idle");
});

test("/home's server HTML already contains its icons' SVG; loading the page makes no icon request", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/home")).text();
  // The header's nav icons: inline <svg> with paths, before any script runs.
  for (const name of ["lucide:house", "lucide:layout-grid", "lucide:layout-template", "lucide:crown"]) {
    const svg = new RegExp(`<svg[^>]*data-icon="${name}"[^>]*>(.*?)</svg>`).exec(html)?.[1] ?? "";
    expect(svg, `inline SVG for ${name}`).toMatch(/<(path|rect|circle|polyline|line)\b/);
  }
  expect(html.includes('data-icon-state="pending"'), "an icon without data in the HTML").toBe(false);

  const iconRequests: string[] = [];
  page.on("request", (req) => {
    // Icon data, Iconify's public API, or the code of the on-demand icon loader (components/ui/icon/icon-api.ts).
    if (/\/icons\/|\.json\?icons=|api\.iconify\.design|\/assets\/icon-api-/.test(req.url()))
      iconRequests.push(req.url());
  });
  await page.goto("/home");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(iconRequests).toEqual([]);
  // Still the same inline icons after hydration (no flash to an empty box).
  await expect(page.locator('[data-icon-state="pending"]')).toHaveCount(0);
  await expect(page.locator('nav[aria-label="主导航"] svg[data-icon="lucide:house"] path').first()).toBeAttached();
});
