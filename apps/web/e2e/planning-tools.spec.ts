import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import { expectNoA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { controlsOutsideTheirBox, hydrated } from "./helpers";
import { watchRequests } from "./privacy";

/**
 * The planning family: 营销日历 (tool page + the /calendar.ics feed) and the
 * delivery tools. The feed is a resource route of its own and is tested over HTTP.
 */

const parseFeed = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));

test.describe("/calendar.ics", () => {
  test("serves an RFC 5545 calendar with 2026 春节 and its 调休 working days", async ({ request }) => {
    const res = await request.get("/calendar.ics?kinds=holiday,workday");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers()["cache-control"]).toContain("max-age=3600");
    const text = await res.text();
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const events = parseFeed(text);
    const spring = events.find((e) => e.summary === "春节（法定节假日）" && e.startDate.toString().startsWith("2026"));
    expect(spring, "2026 春节 in the feed").toBeTruthy();
    expect(spring!.startDate.isDate).toBe(true);
    expect(spring!.startDate.toString()).toBe("2026-02-15");
    // DTEND is exclusive: the rest span ends on 2/23.
    expect(spring!.endDate.toString()).toBe("2026-02-24");
    const workdays = events.filter((e) => e.summary === "春节调休上班").map((e) => e.startDate.toString());
    expect(workdays).toEqual(["2026-02-14", "2026-02-28"]);
    expect(events.every((e) => e.component.getFirstPropertyValue("dtstamp"))).toBe(true);
    // Only the asked kinds.
    expect(events.some((e) => e.summary.includes("二十四节气"))).toBe(false);
    expect(text).not.toContain("BEGIN:VALARM");
  });

  test("UIDs are stable between fetches; alarm=1 adds reminders; ETag answers 304", async ({ request }) => {
    const first = await request.get("/calendar.ics?alarm=1&industry=education");
    const second = await request.get("/calendar.ics?alarm=1&industry=education");
    const uids = (text: string) => parseFeed(text).map((e) => e.uid);
    const firstText = await first.text();
    expect(uids(firstText)).toEqual(uids(await second.text()));
    expect(new Set(uids(firstText)).size).toBe(uids(firstText).length);
    const events = parseFeed(firstText);
    const gaokao = events.find((e) => e.summary.startsWith("高考"));
    expect(gaokao).toBeTruthy();
    expect(String(gaokao!.component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger"))).toBe(
      "-P20DT15H",
    );
    // Another industry's node is not in an education feed.
    expect(events.some((e) => e.summary.startsWith("中国医师节"))).toBe(false);
    const etag = first.headers()["etag"]!;
    const cached = await request.get("/calendar.ics?alarm=1&industry=education", {
      headers: { "If-None-Match": etag },
    });
    expect(cached.status()).toBe(304);
    // Weak comparison, a list, and *; the tag is weak because the body is compressed on the fly.
    expect(etag).toMatch(/^W\//);
    for (const header of [etag.slice(2), `"nope", ${etag}`, "*"]) {
      const hit = await request.get("/calendar.ics?alarm=1&industry=education", {
        headers: { "If-None-Match": header },
      });
      expect(hit.status(), header).toBe(304);
    }
  });
});

test.describe("营销日历 tool page", () => {
  const workspace = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "在线使用" });

  test("month grid with 春节 rest days and 调休, filters in the URL, axe", async ({ page }) => {
    await page.goto("/tools/marketing-calendar?month=2026-02");
    await hydrated(page);
    const ws = workspace(page);
    await expect(ws.locator('[data-date="2026-02-15"] [data-kind="holiday"]')).toBeVisible();
    await expect(ws.locator('[data-date="2026-02-23"] [data-kind="holiday"]')).toBeVisible();
    await expect(ws.locator('[data-date="2026-02-14"] [data-kind="workday"]')).toBeVisible();
    await expect(ws.locator('[data-date="2026-02-28"] [data-kind="workday"]')).toBeVisible();
    await expect(ws.locator('[data-date="2026-02-18"] [data-kind="solar-term"]')).toBeVisible();

    await ws.getByRole("checkbox", { name: "二十四节气" }).click();
    await expect(page).toHaveURL(/kinds=holiday%2Cworkday%2Cfestival%2Cecommerce%2Cindustry/);
    await expect(ws.locator('[data-kind="solar-term"]')).toHaveCount(0);

    await ws.locator('[data-date="2026-02-15"] button').click();
    const detail = ws.getByRole("region", { name: "当天的营销节点" });
    await expect(detail.getByText("建议开始准备")).toContainText("1月16日（提前 30 天）");
    await expect(detail.getByRole("link", { name: "找春节模板" })).toHaveAttribute(
      "href",
      "/template-community?scene=festival-poster",
    );

    await expectNoA11yViolations(page, page.url());
  });

  test("a year without an arrangement says 放假安排尚未公布; list view", async ({ page }) => {
    await page.goto("/tools/marketing-calendar?month=2027-02&view=list");
    await hydrated(page);
    const ws = workspace(page);
    await expect(ws.getByRole("note")).toContainText("2027 年放假安排尚未公布");
    // 春节 as the 放假办法 fixes it (除夕 to 初三), marked 预计 until the notice is out; the list shows it at its first day.
    await expect(ws.locator('[data-date="2027-02-05"] [data-kind="holiday"]')).toContainText("预计");
    await expect(ws.locator('[data-kind="workday"]')).toHaveCount(0);
  });

  test("download .ics of the filtered view; subscription links", async ({ page }) => {
    await page.goto("/tools/marketing-calendar?month=2026-02&kinds=holiday,workday&industry=retail");
    await hydrated(page);
    const ws = workspace(page);
    await expect(ws.getByLabel(/订阅链接/)).toHaveValue(/\/calendar\.ics\?kinds=holiday%2Cworkday&industry=retail$/);
    await expect(ws.getByRole("link", { name: "用日历应用订阅" })).toHaveAttribute(
      "href",
      /^webcal:\/\/.*\/calendar\.ics\?kinds=holiday%2Cworkday&industry=retail$/,
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      ws.getByRole("button", { name: /下载 2026 年 \.ics/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("营销日历-2026.ics");
    const text = readFileSync(await download.path(), "utf8");
    const events = parseFeed(text);
    expect(events.find((e) => e.summary === "春节（法定节假日）")?.startDate.toString()).toBe("2026-02-15");
    expect(events.filter((e) => e.summary === "春节调休上班").map((e) => e.startDate.toString())).toEqual([
      "2026-02-14",
      "2026-02-28",
    ]);
    expect(events.every((e) => /调休上班|法定节假日/.test(e.summary))).toBe(true);
  });
});

test.describe("UTM 链接生成", () => {
  const SECRET_PATH = "secret-landing-7391";

  test("builds a link with a QR in the browser; nothing typed leaves it", async ({ page }) => {
    const watch = watchRequests(page);
    await page.goto("/tools/utm-builder");
    await hydrated(page);
    const ws = page.getByRole("region", { name: "在线使用" });
    await ws.getByLabel("落地页链接").fill(`https://shop.example.com/${SECRET_PATH}?id=1#top`);
    await ws.getByRole("button", { name: "抖音" }).click();
    await expect(page).toHaveURL(/channel=douyin/);
    await ws.getByLabel("活动 utm_campaign").fill("double11_2026");
    await ws.getByRole("button", { name: "生成链接" }).click();
    await expect(ws.getByTestId("utm-result")).toHaveText(
      `https://shop.example.com/${SECRET_PATH}?id=1&utm_source=douyin&utm_medium=short_video&utm_campaign=double11_2026#top`,
    );
    await expect(ws.getByAltText("这条链接的二维码")).toBeVisible();
    await expectNoA11yViolations(page, page.url());
    watch.expectNoLeak(SECRET_PATH);
  });

  test("CSV batch → CSV download; more rows than the plan allows asks for 会员", async ({ page }) => {
    await page.goto("/tools/utm-builder");
    await hydrated(page);
    const ws = page.getByRole("region", { name: "在线使用" });
    await ws.getByLabel("CSV 内容").fill("链接,渠道,活动\nhttps://a.cn/x,小红书,spring\nhttps://a.cn/y,B站,spring\n");
    await ws.getByRole("button", { name: "批量生成" }).click();
    // A free visitor's batch is one row (会员中心 benefit table): the page explains, the CSV stays.
    await expect(page.getByRole("dialog", { name: "批量条数超出当前套餐" })).toBeVisible();
    await page.getByRole("button", { name: "暂不" }).click();
    await expect(ws.getByLabel("CSV 内容")).toHaveValue(/B站/);
    await ws.getByLabel("CSV 内容").fill("链接,渠道,活动\nhttps://a.cn/y,B站,spring\n");
    await ws.getByRole("button", { name: "批量生成" }).click();
    await expect(ws.getByText(/共 1 行，1 条生成成功/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      ws.getByRole("button", { name: "下载结果 CSV" }).click(),
    ]);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv).toContain("https://a.cn/y?utm_source=bilibili&utm_medium=video&utm_campaign=spring");
  });
});

test.describe("二维码生成", () => {
  const SECRET = "https://shop.example.com/qr-secret-5527";
  // 1×1 PNG, enough for the logo checks.
  const PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );

  test("generates, decodes its own image, downloads PNG and SVG; nothing typed leaves the browser", async ({
    page,
  }) => {
    const watch = watchRequests(page);
    await page.goto("/tools/qrcode?level=H");
    await hydrated(page);
    const ws = page.getByRole("region", { name: "在线使用" });
    await ws.getByLabel("文字或链接").fill(SECRET);
    await ws.getByLabel("添加 Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await ws.getByRole("button", { name: "生成二维码" }).click();
    await expect(ws.getByTestId("qr-check")).toHaveText(/自检通过/);
    const [png] = await Promise.all([
      page.waitForEvent("download"),
      ws.getByRole("button", { name: "下载 PNG" }).click(),
    ]);
    expect(
      readFileSync(await png.path())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    const [svg] = await Promise.all([
      page.waitForEvent("download"),
      ws.getByRole("button", { name: "下载 SVG" }).click(),
    ]);
    expect(readFileSync(await svg.path(), "utf8")).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    await expectNoA11yViolations(page, page.url());
    watch.expectNoLeak(SECRET);
    watch.expectNoLeak("qr-secret-5527");
  });

  test("warns about low contrast and a logo too large for the level; the settings live in the URL", async ({
    page,
  }) => {
    await page.goto("/tools/qrcode?level=M&logo=0.28&fg=dddddd");
    await hydrated(page);
    const ws = page.getByRole("region", { name: "在线使用" });
    await ws.getByLabel("添加 Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    const tips = ws.getByRole("list", { name: "提醒" });
    await expect(tips).toContainText("对比度");
    await expect(tips).toContainText("超过 M 级建议的 16%");
    await ws.getByLabel("容错等级").selectOption("H");
    await expect(page).toHaveURL(/level=H/);
    await expect(tips).toContainText("超过 H 级建议的 24%");
  });
});

test("ROI 计算器: inputs in the URL reproduce the result; formulas and scenarios shown", async ({ page }) => {
  await page.goto("/tools/roi-calculator?price=200&margin=40&cvr=2&bid=cpc&target=4");
  await hydrated(page);
  const ws = page.getByRole("region", { name: "在线使用" });
  await expect(ws.getByTestId("roi-break-even")).toHaveText("2.50");
  await expect(ws.getByTestId("roi-target-bid")).toHaveText("¥1.00");
  await ws.getByLabel("毛利率（%）").fill("50");
  await expect(page).toHaveURL(/margin=50/);
  await expect(ws.getByTestId("roi-break-even")).toHaveText("2.00");
  await expect(ws.getByRole("table")).toContainText("2.00（保本）");
  await expectNoA11yViolations(page, page.url());
});

test("预算分配 (VIP): totals add up after reallocation; CSV export", async ({ page }) => {
  await page.goto("/tools/budget-planner?token=demo-vip&total=100000&channels=抖音,小红书,微信");
  await hydrated(page);
  const ws = page.getByRole("region", { name: "在线使用" });
  await expect(ws.getByTestId("budget-total")).toHaveText("¥100,000");
  await ws.getByLabel("抖音占比（%）").fill("50");
  await expect(page).toHaveURL(/cs=50%2C/);
  await expect(ws.getByTestId("cell-0-1")).toHaveText("¥25,000");
  await expect(ws.getByTestId("budget-total")).toHaveText("¥100,000");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    ws.getByRole("button", { name: "导出 CSV" }).click(),
  ]);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv).toContain("合计,30000,50000,20000,100000,100%");
  await expectNoA11yViolations(page, page.url());
});

test("活动执行清单: dated tasks, progress kept after a reload", async ({ page }) => {
  await page.goto("/tools/campaign-checklist?type=live&date=2026-12-20");
  await hydrated(page);
  const ws = page.getByRole("region", { name: "在线使用" });
  await ws.getByRole("checkbox", { name: /直播主题/ }).check();
  await expect(ws.getByTestId("checklist-progress")).toHaveText("已完成 1 / 9");
  await expect(ws.getByText("2026-12-06")).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("region", { name: "在线使用" }).getByTestId("checklist-progress")).toHaveText(
    "已完成 1 / 9",
  );
  await expectNoA11yViolations(page, page.url());
});

test("达人合作 Brief (VIP): preview with compliance findings; nothing typed leaves the browser", async ({ page }) => {
  const SECRET = "秘密新品代号7391";
  await page.goto("/tools/kol-brief?token=demo-vip");
  await hydrated(page);
  const watch = watchRequests(page);
  const ws = page.getByRole("region", { name: "在线使用" });
  await ws.getByLabel("品牌").fill("橙子");
  await ws.getByLabel("产品", { exact: true }).fill(SECRET);
  await ws.getByLabel("核心卖点（一行一个）").fill("全网最好的保温杯");
  await ws.getByLabel("交付内容（一行一项）").fill("抖音 60 秒视频 1 条");
  await ws.getByRole("button", { name: "生成 Brief" }).click();
  await expect(ws.getByRole("heading", { name: "橙子 × 达人合作 Brief" })).toBeVisible();
  await expect(ws.getByTestId("brief-findings")).toContainText("最好");
  await expectNoA11yViolations(page, page.url());
  watch.expectNoLeak(SECRET);
});

test("开头钩子灵感库: filter, fill in, compliance on the filled line; nothing typed leaves the browser", async ({
  page,
}) => {
  const SECRET = "秘密新品7391";
  const watch = watchRequests(page);
  await page.goto("/tools/hook-library?type=benefit");
  await hydrated(page);
  const ws = page.getByRole("region", { name: "在线使用" });
  const card = ws.locator('[data-hook="b-one"]');
  await card.getByLabel("东西").fill(SECRET);
  await card.getByLabel("问题").fill("失眠，效果最好");
  await expect(card.getByTestId("hook-line")).toHaveText(`一个${SECRET}解决失眠，效果最好`);
  await expect(card.getByRole("list", { name: "合规提醒" })).toContainText("最好");
  await ws.getByRole("button", { name: "数字" }).click();
  await expect(page).toHaveURL(/type=number/);
  await expectNoA11yViolations(page, page.url());
  watch.expectNoLeak(SECRET);
});

test("内容排期表: entries kept in IndexedDB across a reload; .ics export; topics never leave the browser", async ({
  page,
}) => {
  const SECRET = "秘密选题7391";
  const watch = watchRequests(page);
  await page.goto("/tools/content-schedule?week=2026-09-28");
  await hydrated(page);
  const ws = page.getByRole("region", { name: "在线使用" });
  await expect(ws.locator('[data-date="2026-10-01"] [data-kind="holiday"]')).toBeVisible();
  await ws.getByLabel("选题").fill(SECRET);
  await ws.getByLabel("发布时间").fill("12:30");
  await ws.getByRole("button", { name: "添加", exact: true }).click();
  await expect(ws.getByTestId("schedule-grid")).toContainText(SECRET);
  // The page says when the entry is in IndexedDB; a reload before that could lose it (as closing the tab would).
  await expect(ws.getByRole("status").filter({ hasText: "已保存到本机" })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("region", { name: "在线使用" }).getByTestId("schedule-grid")).toContainText(SECRET);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("region", { name: "在线使用" }).getByRole("button", { name: "导出 .ics" }).click(),
  ]);
  const events = parseFeed(readFileSync(await download.path(), "utf8"));
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe("2026-09-28T04:30:00.000Z");
  await expectNoA11yViolations(page, page.url());
  watch.expectNoLeak(SECRET);
});

/**
 * At a phone width every planning tool fits the screen and passes axe with its runner mounted (the
 * journeys above run at 1280 px; the state comes from the URL where the tool keeps it).
 */
test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });
  const pages = [
    { path: "/tools/marketing-calendar?month=2026-02", ready: '[data-date="2026-02-15"] [data-kind="holiday"]' },
    { path: "/tools/utm-builder?channel=douyin", ready: "input" },
    { path: "/tools/qrcode?level=H", ready: "textarea, input" },
    {
      path: "/tools/roi-calculator?price=200&margin=40&cvr=2&bid=cpc&target=4",
      ready: '[data-testid="roi-break-even"]',
    },
    {
      path: "/tools/budget-planner?token=demo-vip&total=100000&channels=抖音,小红书,微信视频号,巨量千川",
      ready: '[data-testid="budget-total"]',
    },
    { path: "/tools/campaign-checklist?type=live&date=2026-12-20", ready: '[data-testid="checklist-progress"]' },
    { path: "/tools/kol-brief?token=demo-vip", ready: "textarea, input" },
    { path: "/tools/hook-library?type=benefit", ready: '[data-hook="b-one"]' },
    { path: "/tools/content-schedule?week=2026-09-28", ready: '[data-date="2026-10-01"] [data-kind="holiday"]' },
  ];
  for (const { path, ready } of pages) {
    test(`${path.split("?")[0]} fits and passes axe`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole("region", { name: "在线使用" }).locator(ready).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "no sideways scrolling at 375 px").toBeLessThanOrEqual(0);
      // And no control sticks out of its card (ROI 计算器's 出价方式 select and number fields did, by 17 px).
      expect(await controlsOutsideTheirBox(page)).toEqual([]);
      if (path.startsWith("/tools/budget-planner")) {
        // The table scrolls inside its box; 渠道 names stay on one line and in view (not squeezed).
        const names = page.getByTestId("budget-grid").locator("tbody th");
        const lines = await names.evaluateAll((ths) =>
          ths.map((th) => {
            const range = document.createRange();
            range.selectNodeContents(th);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          }),
        );
        expect(lines, "each channel name on one line").toEqual([1, 1, 1, 1]);
        const box = page.getByRole("region", { name: "预算分配表" });
        await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        const boxLeft = await box.evaluate((el) => el.getBoundingClientRect().left);
        const nameLeft = await names.first().evaluate((el) => el.getBoundingClientRect().left);
        expect(Math.abs(nameLeft - boxLeft), "the 渠道 column stays in view").toBeLessThanOrEqual(2);
      }
      await expectNoA11yViolations(page, `${path} at 375 px`);
    });
  }
});
