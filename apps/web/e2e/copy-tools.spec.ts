/**
 * The copy family on its tool pages: each runner driven inside 「在线使用」,
 * settings from the URL, 分享 with the text in the #fragment, the VIP gate of
 * 小红书笔记体检, no request carrying the text, 375 px and axe.
 */
import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated, screenshot } from "./helpers";
import { watchRequests } from "./privacy";
import { MAIN_SITE, WEB } from "./servers";

/** Text no request may carry. */
const SECRET = "隐私测试5820：春日限定🌸油皮姐妹闭眼入的清爽面霜，满299减50";

const workspace = (page: Page) => page.getByRole("region", { name: "在线使用" });

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expect(workspace(page).locator("textarea, input").first()).toBeVisible();
}

/** axe on the tool page as it stands, named by its URL. */
const noAxeViolations = (page: Page) => expectNoA11yViolations(page, page.url());

test("字数统计: live counts and a verdict row per platform field, no request carries the text", async ({ page }) => {
  const watch = watchRequests(page);
  await open(page, "/tools/word-count");
  const ws = workspace(page);
  await ws.getByLabel("文案").fill(SECRET);
  await expect(ws.locator('[data-stat="emoji"]')).toHaveText("1");
  const xhs = ws.locator('[data-platform="xiaohongshu-title"]');
  await expect(xhs).toHaveAttribute("data-verdict", "over");
  await expect(xhs).toHaveAttribute("data-limit", "40");
  await expect(ws.locator('[data-platform="wechat-title-editor"]')).toHaveAttribute("data-verdict", "ok");
  await expect(ws.locator('[data-platform="tiktok-ad-text"]')).toHaveAttribute("data-verdict", "forbidden");
  await expect(ws.locator('[data-platform="channels-short-title"]')).toHaveAttribute("data-verdict", "forbidden");
  // Both 公众号 presets and both 巨量 presets are rows of their own.
  for (const key of ["wechat-title-api", "oceanengine-title", "oceanengine-local-title"])
    await expect(ws.locator(`[data-platform="${key}"]`)).toHaveCount(1);
  await xhs.getByRole("button", { name: "标出截断位置" }).click();
  await expect(page).toHaveURL(/mark=xiaohongshu-title/);
  await expect(ws.locator("mark[data-cut]")).toContainText("减50");
  await noAxeViolations(page);
  await expect(ws.locator('[data-preview="wechat-digest-default"]')).not.toBeEmpty();
  watch.expectNoLeak(SECRET);
});

test("字数统计: the platform filter comes from the URL", async ({ page }) => {
  await open(page, "/tools/word-count?platforms=xiaohongshu,tiktok");
  const ws = workspace(page);
  await ws.getByLabel("文案").fill("春日上新");
  const keys = await ws
    .locator("[data-platform]")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-platform")));
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.every((k) => k!.startsWith("xiaohongshu") || k!.startsWith("tiktok"))).toBe(true);
  await expect(ws.getByRole("checkbox", { name: "抖音" })).not.toBeChecked();
});

test("分享 with the text puts it in the #fragment; the link fills the runner and sends nothing", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const watch = watchRequests(page);
  await open(page, "/tools/word-count?platforms=xiaohongshu");
  await workspace(page).getByLabel("文案").fill(SECRET);
  // The runner keeps a result in history once typing pauses; that is what 分享 may include.
  await expect(page.getByTestId("tool-history").getByTestId("history-entry")).toHaveCount(1, { timeout: 10_000 });
  await workspace(page).getByTestId("tool-share").click();
  const dialog = page.getByTestId("share-dialog");
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "复制链接" }).click();
  // The link is built (and the settings filter loaded) before it is copied: read it once the page says so.
  await expect(page.getByText(/链接已复制/)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(link);
  expect(url.pathname + url.search).toBe("/tools/word-count?platforms=xiaohongshu");
  expect(decodeURIComponent(url.hash)).toContain(SECRET);

  const other = await context.newPage();
  const otherWatch = watchRequests(other);
  await other.goto(link);
  await hydrated(other);
  await expect(workspace(other).getByLabel("文案")).toHaveValue(SECRET);
  await expect(workspace(other).locator('[data-platform="xiaohongshu-title"]')).toHaveAttribute("data-verdict", "over");
  otherWatch.expectNoLeak(SECRET);
  watch.expectNoLeak(SECRET);
});

test("标题打分: platform and keyword from the URL, titles side by side, the best one copied", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const watch = watchRequests(page);
  await open(page, `/tools/title-analyzer?platform=oceanengine-title&keyword=${encodeURIComponent("面霜")}`);
  const ws = workspace(page);
  await expect(ws.getByLabel("按哪个平台的标题规则")).toHaveValue("oceanengine-title");
  await ws.getByLabel("标题 1").fill("全网最低价！最好用的面霜");
  await ws.getByLabel("标题 2").fill("油皮姐妹看过来：3 个挑面霜的方法，今天学会");
  await expect(ws.getByRole("article")).toHaveCount(2);
  await expect(ws.getByRole("article").first().locator('[data-check="risk"]')).toHaveAttribute("data-status", "fail");
  await expect(ws.locator('[data-platform="oceanengine-title"]').first()).toHaveAttribute("data-limit", "60");
  await expect(ws.getByText("不预测点击率或流量", { exact: false })).toBeAttached();
  await ws.getByRole("button", { name: "复制最佳标题" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("油皮姐妹看过来：3 个挑面霜的方法，今天学会");
  watch.expectNoLeak("最好用的面霜");
});

test("可读性分析 and 词频统计: results, the user dictionary from the URL, CSV export", async ({ page }) => {
  const long = `${"这是一个为了测试而写得特别长的句子，".repeat(4)}结束。`;
  await open(page, "/tools/readability");
  await workspace(page).getByLabel("正文").fill(`短句。\n${long}`);
  await expect(workspace(page).locator('[data-stat="long"]')).toHaveText("1");
  await expect(workspace(page).locator("mark")).toHaveCount(1);

  const watch = watchRequests(page);
  await open(page, `/tools/word-frequency?dict=${encodeURIComponent("小红书")}&kw=${encodeURIComponent("笔记")}`);
  await workspace(page).getByLabel("文本", { exact: true }).fill("小红书笔记怎么写？小红书笔记的标题，小红书运营");
  await expect(workspace(page).locator('[data-word="小红书"]')).toHaveAttribute("data-count", "3");
  await expect(workspace(page).locator('[data-keyword="笔记"]')).toHaveAttribute("data-count", "2");
  const download = page.waitForEvent("download");
  await workspace(page).getByRole("button", { name: "导出 CSV" }).click();
  expect((await download).suggestedFilename()).toBe("词频统计.csv");
  watch.expectNoLeak("小红书笔记怎么写");
});

test("公众号排版检查: Markdown from the URL mode, both presets, remote images never load", async ({ page }) => {
  // The pasted article's image host; the page's own template row may load covers from the stand-in.
  const remote: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("example.test")) remote.push(r.url());
  });
  await open(page, "/tools/wechat-layout-check?mode=markdown");
  const ws = workspace(page);
  await expect(ws.getByRole("radio", { name: "Markdown" })).toHaveAttribute("aria-checked", "true");
  await ws.getByLabel("文章标题").fill("好".repeat(40));
  await ws
    .getByLabel(/^正文/)
    .fill(`## 小标题\n\n${"字".repeat(150)}\n\n![图](https://img.example.test/a.png)\n\n<script>window.__x=1</script>`);
  await expect(ws.locator('[data-platform="wechat-title-editor"]')).toHaveAttribute("data-verdict", "ok");
  await expect(ws.locator('[data-platform="wechat-title-api"]')).toHaveAttribute("data-verdict", "over");
  await expect(ws.locator('[data-platform="wechat-digest-editor"]')).toHaveAttribute("data-used", "54");
  const preview = ws.locator('[data-preview="wechat-article"]');
  await expect(preview.locator("img")).toHaveAttribute("src", /^data:image\/svg/);
  await expect(preview.locator("script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
  expect(remote).toEqual([]);
});

test("小红书笔记体检 is a VIP tool: the page is public, 开始体检 opens the gate and the note stays", async ({
  page,
}) => {
  const watch = watchRequests(page);
  await open(page, "/tools/xhs-note-check");
  const ws = workspace(page);
  await ws.getByLabel("笔记标题").fill("油皮面霜分享");
  await ws.getByLabel(/^正文/).fill(SECRET);
  await ws.getByRole("button", { name: "开始体检" }).click();
  await expect(page.getByTestId("tool-gate")).toContainText("会员工具");
  await expect(ws.getByLabel(/^正文/)).toHaveValue(SECRET);
  await expect(ws.locator("[data-check]")).toHaveCount(0);
  watch.expectNoLeak(SECRET);
});

test("小红书笔记体检 for a member: checklist with pass/fail, phone preview, axe, nothing sent", async ({ page }) => {
  const path = "/tools/xhs-note-check";
  await page.goto(`${MAIN_SITE}/login?redirect=${encodeURIComponent(WEB + path)}`);
  await page.getByTestId("login-new-user").click();
  await expect(page).toHaveURL(WEB + path);
  await page.goto("/vip?from=tool&tool=xhs-note-check");
  await page.getByTestId("plan-personal-month").getByRole("button", { name: "立即开通", exact: true }).click();
  await page.getByTestId("payment-dialog").getByRole("button", { name: "模拟扫码支付" }).click();
  await page.getByTestId("vip-return-tool").getByRole("link", { name: "返回小红书笔记体检" }).click();
  await expect(page).toHaveURL(WEB + path);
  await hydrated(page);
  const watch = watchRequests(page);
  const ws = workspace(page);
  await ws.getByLabel("核心关键词（可选）").fill("面霜");
  await expect(page).toHaveURL(/keyword=/);
  await ws.getByLabel("笔记标题").fill("油皮面霜｜全网最好用的一款");
  await ws.getByLabel(/^正文/).fill(`${SECRET}\n加微信领小样\n#护肤 #面霜`);
  await ws.getByRole("button", { name: "开始体检" }).click();
  await expect(page.getByTestId("tool-gate")).toHaveCount(0);
  await expect(ws.locator('[data-check="title"]')).toHaveAttribute("data-status", "pass");
  await expect(ws.locator('[data-check="topics"]')).toHaveAttribute("data-status", "pass");
  await expect(ws.locator('[data-check="kw-title"]')).toHaveAttribute("data-status", "pass");
  await expect(ws.locator('[data-check="diversion"]')).toHaveAttribute("data-status", "fail");
  await expect(ws.locator('[data-check="compliance"]')).toHaveAttribute("data-status", "fail");
  await expect(ws.locator('[data-platform="xiaohongshu-title"]')).toHaveAttribute("data-verdict", "ok");
  await expect(ws.getByRole("figure", { name: "手机预览" })).toContainText("#护肤");
  await noAxeViolations(page);
  watch.expectNoLeak(SECRET);
});

for (const slug of [
  "word-count",
  "title-analyzer",
  "readability",
  "word-frequency",
  "xhs-note-check",
  "wechat-layout-check",
]) {
  // It sets 375 px itself, so it runs once (the desktop project); an @mobile tag would repeat it at the same width.
  test(`${slug} at 375 px: fits the screen and passes axe with results shown`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, `/tools/${slug}`);
    const ws = workspace(page);
    const text = "春日上新🌸\n油皮姐妹闭眼入的清爽面霜，满299减50。#护肤";
    if (slug === "title-analyzer") await ws.getByLabel("标题 1").fill("学生党必看！3个平价护肤技巧");
    else if (slug === "xhs-note-check" || slug === "wechat-layout-check") {
      await ws.getByLabel(slug === "xhs-note-check" ? "笔记标题" : "文章标题").fill("油皮面霜分享");
      await ws.getByLabel(/^正文/).fill(text);
    } else await ws.locator("textarea").first().fill(text);
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, testInfo, `${slug}-375`);
    await noAxeViolations(page);
  });
}
