/**
 * Phone navigation (developers' guide: works at 360–414 px). On a phone every main destination is in sight
 * and one tap away: the header's nav becomes a bottom tab bar (site-header.tsx) with the current screen
 * marked, and nothing of the page hides behind it. The 模板社区 filters wrap instead of scrolling sideways.
 * These run in the `mobile` project only (they set their own widths); the desktop layout is checked at 1280.
 */
import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated, screenshot } from "./helpers";
import { WEB } from "./servers";

const DESTINATIONS = [
  { label: "首页", path: "/home" },
  { label: "工具大全", path: "/tools-index" },
  { label: "模板社区", path: "/template-community" },
  { label: "会员中心", path: "/vip" },
] as const;

const mainNav = (page: Page) => page.getByRole("navigation", { name: "主导航" });

/** The element's box lies wholly inside the viewport (not clipped, not scrolled away sideways). */
async function expectInViewport(page: Page, locator: ReturnType<Page["locator"]>, label: string) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, label).not.toBeNull();
  expect(box!.x, label).toBeGreaterThanOrEqual(0);
  expect(box!.y, label).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, label).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box!.y + box!.height, label).toBeLessThanOrEqual(viewport.height + 0.5);
}

for (const width of [360, 414]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 760 }, hasTouch: true });
    test.skip(() => test.info().project.name !== "mobile", "phone widths: the mobile project");

    test(`all four destinations are visible, inside the screen, one tap each, the current one marked @mobile`, async ({
      page,
    }) => {
      await page.goto("/home");
      await hydrated(page);
      const nav = mainNav(page);
      for (const { label } of DESTINATIONS) {
        const link = nav.getByRole("link", { name: label, exact: true });
        await expect(link).toBeVisible();
        await expectInViewport(page, link, `${label} at ${width} px`);
        // A comfortable touch target (WCAG 2.5.8 asks for 24 px; phones want ~44).
        const box = (await link.boundingBox())!;
        expect(box.height, `${label} height`).toBeGreaterThanOrEqual(44);
        expect(box.width, `${label} width`).toBeGreaterThanOrEqual(44);
      }
      await expect(nav.getByRole("link", { name: "首页", exact: true })).toHaveAttribute("aria-current", "page");

      // From each screen, one tap reaches the next; the bar stays in place and marks where we are.
      for (const { label, path } of [...DESTINATIONS.slice(1), DESTINATIONS[0]]) {
        await nav.getByRole("link", { name: label, exact: true }).tap();
        await expect(page).toHaveURL(`${WEB}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(label);
        await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
        await expectInViewport(page, nav, `the tab bar on ${path}`);
      }
    });

    test(`a logged-in member's header fits: logo and user menu on screen, no sideways scrolling @mobile`, async ({
      page,
    }, testInfo) => {
      await page.goto("/home?token=demo-vip");
      await hydrated(page);
      await expect(page.getByTestId("user-nickname")).toBeVisible();
      await expectInViewport(page, page.getByRole("banner").getByRole("link", { name: "营销工具箱" }), "logo");
      await expectInViewport(page, page.getByTestId("user-nickname"), "user menu");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, testInfo, `home-vip-${width}`, { fullPage: false });
    });

    test(`the page's end is not hidden behind the tab bar, and the bar stays put while scrolling @mobile`, async ({
      page,
    }) => {
      await page.goto("/tools-index");
      await hydrated(page);
      const nav = mainNav(page);
      const before = (await nav.boundingBox())!;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(async () => (await nav.boundingBox())!.y).toBeCloseTo(before.y, 0);
      const footerEnd = (await page.getByRole("contentinfo").locator("p").last().boundingBox())!;
      expect(footerEnd.y + footerEnd.height, "the footer's last line ends above the tab bar").toBeLessThanOrEqual(
        before.y,
      );
    });

    test(`模板社区 filters wrap: every option is on screen without sideways scrolling, and axe is clean @mobile`, async ({
      page,
    }) => {
      await page.goto("/template-community");
      await hydrated(page);
      const panel = page.getByRole("region", { name: /筛选/ });
      const lists = panel.getByRole("list");
      await expect(lists.first()).toBeVisible();
      expect(await lists.count()).toBeGreaterThanOrEqual(6);
      // No strip that scrolls sideways, and the page itself does not either.
      const overflowing = await lists.evaluateAll(
        (els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length,
      );
      expect(overflowing).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Every option's right edge is on screen (one read of all of them).
      const offScreen = await panel
        .getByRole("link")
        .evaluateAll(
          (links, right) =>
            links.filter((link) => link.getBoundingClientRect().right > right).map((link) => link.textContent),
          width,
        );
      expect(offScreen).toEqual([]);
      // One tap applies a filter.
      await panel.getByRole("list", { name: "价格" }).getByRole("link", { name: "免费" }).tap();
      await expect(page).toHaveURL(/price=free/);
      await expect(panel.getByRole("list", { name: "价格" }).getByRole("link", { name: "免费" })).toHaveAttribute(
        "aria-current",
        "true",
      );

      await expectNoA11yViolations(page, "模板社区 filters at a phone width");
    });
  });
}

test.describe("at 1280 px", () => {
  test.skip(() => test.info().project.name !== "desktop", "the desktop project");

  test("the destinations sit in the header row, not at the bottom", async ({ page }) => {
    await page.goto("/template-community");
    await hydrated(page);
    const nav = mainNav(page);
    const header = (await page.getByRole("banner").boundingBox())!;
    const box = (await nav.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    await expect(nav.getByRole("link", { name: "模板社区", exact: true })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("screenshots for review", () => {
  for (const width of [375, 1280]) {
    test(`首页 and 模板社区 at ${width} px`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "taken once");
      await page.setViewportSize({ width, height: width < 640 ? 740 : 800 });
      for (const path of ["/home", "/template-community"]) {
        await page.goto(path);
        await hydrated(page);
        // What a person sees first (a full-page capture would paint the fixed tab bar mid-page)…
        await screenshot(page, testInfo, `${path.slice(1)}-${width}`, { fullPage: false });
        // …and the whole page.
        await screenshot(page, testInfo, `${path.slice(1)}-${width}-full`);
      }
    });
  }
});
