/**
 * Accessibility (developers' guide: keyboard reachable, visible focus, labelled controls, real buttons and
 * links, WCAG AA contrast). axe-core checks every screen in its main states against the WCAG 2.0/2.1 A and
 * AA rules and axe's best practices, and the test fails on any violation (no rule is disabled). Keyboard
 * journeys check the skip link, the header's tab order, and that every tab stop of each screen draws a
 * focus indicator.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { MAIN_SITE, MATERIALS_API, WEB, WEB_API_DOWN } from "./servers";

/** The id of the first template 模板社区 lists (its detail dialog is opened by URL). */
async function firstTemplateId(request: APIRequestContext): Promise<number> {
  const answer = (await (await request.get(`${MATERIALS_API}/v1/templates?pageSize=1`)).json()) as {
    data: { items: Array<{ id: number }> };
  };
  return answer.data.items[0]!.id;
}

test.describe("axe: no WCAG 2.1 A/AA (or best-practice) violations", () => {
  test("/home, anonymous @mobile", async ({ page }) => {
    await page.goto("/home");
    await hydrated(page);
    await expect(page.getByRole("searchbox", { name: "搜索工具和模板" })).toBeVisible();
    await expectNoA11yViolations(page, "/home");
    // The suggestions panel while typing.
    const suggest = page.waitForResponse((res) => res.url().includes("/resources/search"));
    await page.getByRole("searchbox", { name: "搜索工具和模板" }).fill("海报");
    await suggest;
    await expect(page.getByTestId("search-suggestions").getByRole("link").first()).toBeVisible();
    await expectNoA11yViolations(page, "/home (suggestions open)");
  });

  test("/home search results", async ({ page }) => {
    await page.goto(`/home?q=${encodeURIComponent("海报")}`);
    await hydrated(page);
    await expect(page.getByTestId("search-results").getByTestId("tool-card").first()).toBeVisible();
    await expectNoA11yViolations(page, "/home?q=海报");
  });

  test("/home, a search that finds nothing", async ({ page }) => {
    await page.goto(`/home?q=${encodeURIComponent("完全不存在的词汇组合")}`);
    await hydrated(page);
    await expect(page.getByText("没有找到与“完全不存在的词汇组合”相关的工具或模板")).toBeVisible();
    await expectNoA11yViolations(page, "/home (no results)");
  });

  test("/home, logged in @mobile", async ({ page }) => {
    await page.goto("/home?token=demo-user");
    await expect(page).toHaveURL(`${WEB}/home`);
    await hydrated(page);
    await expect(page.getByTestId("user-nickname")).toBeVisible();
    await expectNoA11yViolations(page, "/home (logged in)");
  });

  test("/home, the open user menu @mobile", async ({ page }) => {
    await page.goto("/home?token=demo-user");
    await hydrated(page);
    await page.getByTestId("user-nickname").click();
    await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible();
    await expectNoA11yViolations(page, "/home (user menu open)");
  });

  test("/tools-index @mobile", async ({ page }) => {
    await page.goto("/tools-index");
    await hydrated(page);
    await expect(page.getByTestId("tool-card").first()).toBeVisible();
    await expectNoA11yViolations(page, "/tools-index");
  });

  test("/tools-index searched", async ({ page }) => {
    await page.goto(`/tools-index?q=${encodeURIComponent("违禁词")}`);
    await hydrated(page);
    await expect(page.getByTestId("tool-card").first()).toBeVisible();
    await expectNoA11yViolations(page, "/tools-index?q=违禁词");
  });

  test("/template-community @mobile", async ({ page }) => {
    await page.goto("/template-community");
    await hydrated(page);
    const card = page.getByTestId("template-grid").getByTestId("template-card").first();
    await expect(card).toBeVisible();
    await expectNoA11yViolations(page, "/template-community");
  });

  test("the template detail dialog and its anonymous 点赞 notice @mobile", async ({ page, request }) => {
    const id = await firstTemplateId(request);
    await page.goto(`/template-community?t=${id}`);
    await hydrated(page);
    await expect(page.getByTestId("template-detail")).toBeVisible();
    await expect(page.getByRole("region", { name: "相似模板" }).getByTestId("template-card").first()).toBeVisible();
    await expectNoA11yViolations(page, `/template-community?t=${id}`);
    // An anonymous 点赞 explains, inside the dialog, that it needs a login.
    await page.getByTestId("template-detail").getByRole("link", { name: /^点赞/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: "登录后才能点赞" })).toBeVisible();
    await expectNoA11yViolations(page, `/template-community?t=${id} (login notice)`);
  });

  test("the template detail dialog, logged in @mobile", async ({ page, request }) => {
    const id = await firstTemplateId(request);
    // Logged in, the dialog offers 使用模板 as a form button.
    await page.goto(`/template-community?t=${id}&token=demo-user`);
    await hydrated(page);
    await expect(page.getByTestId("template-detail").getByRole("button", { name: "使用模板" })).toBeVisible();
    await expectNoA11yViolations(page, `/template-community?t=${id} (logged in)`);
  });

  test("/vip, anonymous @mobile", async ({ page }) => {
    await page.goto("/vip");
    await hydrated(page);
    await expect(page.getByTestId("plan-personal-year")).toBeVisible();
    await expectNoA11yViolations(page, "/vip");
    // The other tab, an open FAQ entry and the "log in first" prompt of an anonymous buyer.
    await page.getByRole("tab", { name: "团队会员" }).click();
    await expect(page.getByTestId("plan-team-year")).toBeVisible();
    await page.getByText("开通后可以退款吗？").click();
    await expect(page.getByText(/重复扣款/)).toBeVisible();
    await expectNoA11yViolations(page, "/vip (team tab, FAQ open)");
    await page.getByTestId("plan-team-quarter").getByRole("link", { name: "立即开通", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "请先登录" })).toBeVisible();
    await expectNoA11yViolations(page, "/vip (login prompt)");
  });

  test("/vip, logged in, and the payment dialog @mobile", async ({ page }) => {
    // A throwaway user (see vip.spec.ts): demo-user must stay a non-member for the other journeys.
    await page.goto(`${MAIN_SITE}/login?redirect=${encodeURIComponent(`${WEB}/vip`)}`);
    await page.getByTestId("login-new-user").click();
    await expect(page).toHaveURL(`${WEB}/vip`);
    await hydrated(page);
    await expect(page.getByTestId("membership")).toContainText(/新用户\d{4}/);
    await expectNoA11yViolations(page, "/vip (logged in)");

    await page.getByTestId("plan-personal-month").getByRole("button", { name: "立即开通", exact: true }).click();
    const dialog = page.getByTestId("payment-dialog");
    await expect(dialog.getByRole("img", { name: "微信支付模拟支付二维码" })).toBeVisible();
    await expectNoA11yViolations(page, "/vip (payment dialog)");
  });

  for (const path of ["/home", "/tools-index", "/template-community", "/vip"]) {
    test(`${path} with the stand-in down (error states) @mobile`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/Failed to load resource/);
      await page.goto(`${WEB_API_DOWN}${path}`);
      await hydrated(page);
      await expect(page.getByRole("alert").first()).toBeVisible();
      await expectNoA11yViolations(page, `${path} (stand-in down)`);
    });
  }

  test("empty results on 工具大全 and 模板社区", async ({ page }) => {
    const nothing = encodeURIComponent("完全不存在的词汇组合");
    for (const path of [`/tools-index?q=${nothing}`, `/template-community?q=${nothing}`]) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByText(/没有/).first()).toBeVisible();
      await expectNoA11yViolations(page, `${path} (empty)`);
    }
  });

  test("the 404 page", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource.*404/);
    const response = await page.goto("/template-community?scene=__nope__");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expectNoA11yViolations(page, "404");
  });

  test("a toast on screen", async ({ page }) => {
    await page.goto("/home?token=test-code-190001");
    await hydrated(page);
    const toast = page.locator('[data-slot="message"]').filter({ hasText: "用户服务繁忙" });
    await expect(toast).toBeVisible();
    // Hovering keeps it open (pauses its timer) while axe looks at it.
    await toast.hover();
    await expectNoA11yViolations(page, "/home with a toast");
  });
});

interface FocusStop {
  index: number;
  tag: string;
  name: string;
  href: string | null;
  width: number;
  height: number;
  /** Outline and box-shadow of the element, its ::before/::after and two ancestors (a focus-within ring). */
  styles: string[];
}

/** The same styles of every marked stop with nothing focused. */
async function unfocusedStyles(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const draw = (node: Element | null, pseudo?: string) => {
      if (!node) return "";
      const style = getComputedStyle(node, pseudo);
      const outline =
        style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
          ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
          : "none";
      return `${outline} / ${style.boxShadow}`;
    };
    const out: Record<string, string[]> = {};
    for (const el of document.querySelectorAll<HTMLElement>("[data-a11y-stop]")) {
      out[el.dataset.a11yStop!] = [
        draw(el),
        draw(el, "::before"),
        draw(el, "::after"),
        draw(el.parentElement),
        draw(el.parentElement?.parentElement ?? null),
      ];
    }
    return out;
  });
}

/**
 * Presses Tab up to `max` times from the top of the page and records every stop, until focus wraps around
 * to a stop already seen. The page records each stop itself as focus arrives (a `focusin` listener), so the
 * walk costs one key press per stop and one read per ten: a long page stays far inside the test's timeout.
 */
async function tabThrough(page: Page, max: number): Promise<FocusStop[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __a11yStops: unknown[]; __a11yDone: boolean };
    w.__a11yStops = [];
    w.__a11yDone = false;
    const draw = (node: Element | null, pseudo?: string) => {
      if (!node) return "";
      const style = getComputedStyle(node, pseudo);
      const outline =
        style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
          ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
          : "none";
      return `${outline} / ${style.boxShadow}`;
    };
    document.addEventListener("focusin", () => {
      const el = document.activeElement as HTMLElement | null;
      if (w.__a11yDone || !el || el === document.body) return;
      // Back at a stop already seen: focus has wrapped around the page.
      if (el.dataset.a11yStop !== undefined) {
        w.__a11yDone = true;
        return;
      }
      const index = w.__a11yStops.length;
      el.dataset.a11yStop = String(index);
      // A ring that fades in is read as drawn, not at its first frame: finish the focus transitions.
      void getComputedStyle(el).outlineStyle;
      for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
      const rect = el.getBoundingClientRect();
      w.__a11yStops.push({
        index,
        tag: el.tagName.toLowerCase(),
        name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30),
        href: el.getAttribute("href"),
        width: rect.width,
        height: rect.height,
        styles: [
          draw(el),
          draw(el, "::before"),
          draw(el, "::after"),
          draw(el.parentElement),
          draw(el.parentElement?.parentElement ?? null),
        ],
      });
    });
  });
  for (let pressed = 0; pressed < max;) {
    for (let i = 0; i < 10 && pressed < max; i++, pressed++) await page.keyboard.press("Tab");
    if (await page.evaluate(() => (window as unknown as { __a11yDone: boolean }).__a11yDone)) break;
  }
  return page.evaluate(() => (window as unknown as { __a11yStops: FocusStop[] }).__a11yStops);
}

/**
 * Every stop draws a focus indicator — an outline or a box-shadow ring on the element, on a pseudo-element
 * covering a card, or a focus-within ring around a search box — that is not there without focus.
 */
async function expectFocusDrawn(page: Page, stops: FocusStop[]) {
  const resting = await unfocusedStyles(page);
  for (const stop of stops) {
    const label = `focus indicator on <${stop.tag}> ${stop.name}`;
    expect
      .soft(
        stop.styles.some((style) => style !== "none / none" && style !== ""),
        label,
      )
      .toBe(true);
    expect.soft(stop.styles, label).not.toEqual(resting[String(stop.index)]);
  }
}

test("keyboard: Tab from the top of /home reaches the skip link, then the header nav, with focus drawn on links and buttons @mobile", async ({
  page,
}) => {
  await page.goto("/home");
  await hydrated(page);

  const stops = await tabThrough(page, 200);

  // First the skip link, which appears when focused (it is visually hidden otherwise)…
  expect(stops[0]).toMatchObject({ tag: "a", href: "#main", name: "跳到主要内容" });
  expect(stops[0]!.width).toBeGreaterThan(20);
  expect(stops[0]!.height).toBeGreaterThan(10);
  // …then the logo's home link and the header nav's four links, in order.
  expect(stops.slice(1, 6).map((stop) => stop.href)).toEqual([
    "/home",
    "/home",
    "/tools-index",
    "/template-community",
    "/vip",
  ]);
  expect(stops.slice(2, 6).map((stop) => stop.name)).toEqual(["首页", "工具大全", "模板社区", "会员中心"]);

  // Every stop of the page, links and buttons alike, shows focus.
  expect(stops.some((stop) => stop.tag === "a")).toBe(true);
  expect(stops.some((stop) => stop.tag === "button")).toBe(true);
  await expectFocusDrawn(page, stops);

  // The skip link moves the keyboard past the header to the main content.
  await page.goto("/home");
  await hydrated(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${WEB}/home#main`);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
});

// One test per screen: each walk is well inside its timeout, and a failure names the screen.
for (const path of ["/tools-index", "/template-community", "/vip", "/home?token=demo-user"]) {
  test(`keyboard: every tab stop of ${path} shows focus`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const stops = await tabThrough(page, 200);
    expect(stops.length, path).toBeGreaterThan(6);
    await expectFocusDrawn(page, stops);
  });
}
