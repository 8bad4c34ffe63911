/**
 * The compliance family's pages (/tools/<slug>): each runner driven inside the
 * 「在线使用」 section, findings as <mark data-level data-rule>, rewrites, 一键替换,
 * exports, batch and subtitle files, 375 px, axe, typing cost in a long text,
 * and the privacy check: no request made while a tool runs carries the input.
 */
import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expectNoA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { watchRequests } from "./privacy";
import { MAIN_SITE, WEB } from "./servers";

const workspace = (page: Page) => page.getByRole("region", { name: "在线使用" });

async function openTool(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  // The runner is a lazy chunk mounted after hydration.
  await expect(workspace(page).getByRole("button", { name: "开始检测" })).toBeVisible();
}

/** Log in as the stand-in's demo member and come back to `path`. */
async function asVip(page: Page, path: string) {
  await page.goto(`${MAIN_SITE}/login?redirect=${encodeURIComponent(WEB + path)}`);
  await page.getByTestId("login-demo-vip").click();
  await expect(page).toHaveURL(WEB + path);
  await hydrated(page);
}

async function downloadText(page: Page, buttonName: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    workspace(page).getByRole("button", { name: buttonName }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") };
}

test("违禁词检测: marks, rewrite, 一键替换 with diff, export and copy, and the text never leaves the browser", async ({
  page,
}) => {
  const secret = `隐私7391 这款面霜全网最好，国家级配方，治愈干燥，销量第一`;
  const watch = watchRequests(page);
  await openTool(page, "/tools/banned-words");
  const tool = workspace(page);
  await tool.getByLabel("待检测文案").fill(secret);
  await tool.getByRole("button", { name: "开始检测" }).click();
  await expect(tool.locator('mark[data-level="禁用"][data-rule="A.最好"]')).toHaveText("最好");
  await expect(tool.locator('mark[data-level="需证明"]').first()).toBeVisible();
  await expect(tool.getByText("自查工具，不构成法律意见。")).toBeVisible();

  await tool
    .getByRole("button", { name: /^把「最好」改为「/ })
    .first()
    .click();
  await expect(tool.getByLabel("待检测文案")).not.toHaveValue(/最好/);
  await expect(tool.getByLabel("待检测文案")).toHaveValue(/^隐私7391 这款面霜全网.+，国家级配方/);
  await expect(tool.locator('mark[data-rule="A.最好"]')).toHaveCount(0);

  await tool.getByRole("button", { name: "一键替换" }).click();
  const diff = tool.getByRole("region", { name: "替换前后对比" });
  await expect(diff.locator("del").first()).toBeVisible();
  await expect(diff.locator("ins").first()).toBeVisible();
  await expect(tool.locator('mark[data-level="禁用"]')).toHaveCount(0);

  const md = await downloadText(page, "导出报告（Markdown）");
  expect(md.name).toMatch(/^违禁词检测报告-\d{8}-\d{4}\.md$/);
  expect(md.text).toContain("# 违禁词检测报告");
  expect(md.text).toContain("不构成法律意见");
  const csv = await downloadText(page, "导出报告（CSV）");
  expect(csv.text).toContain("位置,词语,级别,规则,依据");

  await expectNoA11yViolations(page, "/tools/banned-words with results");
  watch.expectNoLeak(secret);
  watch.expectNoLeak("隐私7391");
});

test("违禁词检测: typing in a 10,000-character text causes no main-thread task over 50 ms", async ({ page }) => {
  await openTool(page, "/tools/banned-words");
  const box = workspace(page).getByLabel("待检测文案");
  await box.fill("这款面霜全网最好，国家级配方，适合干燥肌肤使用。".repeat(400).slice(0, 10_000));
  await workspace(page).getByRole("button", { name: "开始检测" }).click();
  await expect(workspace(page).locator("mark[data-level]").first()).toBeVisible();
  await box.press("End");
  await page.waitForTimeout(200);
  // Long tasks that start while typing (the run itself is not typing).
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.__longTasks.push({ start: entry.startTime, duration: Math.round(entry.duration) });
    }).observe({ type: "longtask" });
  });
  // Three rounds of typing: this machine is shared, so one round may catch a stall from another process;
  // work done per keystroke (e.g. re-analysing or re-rendering the marks) would show in every round.
  const rounds: number[][] = [];
  for (let round = 0; round < 3; round++) {
    const from = await page.evaluate(() => performance.now());
    await page.keyboard.type("补充一句产品说明文字", { delay: 30 });
    await page.waitForTimeout(200);
    rounds.push(
      await page.evaluate(
        (since) =>
          (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
            .filter((t) => t.start >= since)
            .map((t) => t.duration),
        from,
      ),
    );
  }
  expect(
    rounds.some((tasks) => tasks.length === 0),
    `main-thread tasks over 50 ms in every round of typing: ${JSON.stringify(rounds)}`,
  ).toBe(true);
  await expect(workspace(page).getByText("文案已修改，点击「开始检测」重新检测")).toBeVisible();
});

test("极限词改写 lists rewrites for absolute terms only, and keeps the text in the browser", async ({ page }) => {
  const secret = "隐私5120 我们是行业最好的品牌，治愈一切";
  const watch = watchRequests(page);
  await openTool(page, "/tools/extreme-words");
  const tool = workspace(page);
  await tool.getByLabel("待检测文案").fill(secret);
  await tool.getByRole("button", { name: "开始检测" }).click();
  await expect(tool.locator('mark[data-rule="A.最好"]')).toBeVisible();
  await expect(tool.locator('mark[data-rule^="C."]')).toHaveCount(0);
  await expect(tool.getByRole("button", { name: /^把「最好」改为/ }).first()).toBeVisible();
  watch.expectNoLeak(secret);
});

test("导流词检测 labels contact details as 平台规则, never 违法", async ({ page }) => {
  const secret = "隐私8842 想要的加微信 wx12345678 或打电话 13812345678";
  const watch = watchRequests(page);
  await openTool(page, "/tools/diversion-words");
  const tool = workspace(page);
  await tool.getByLabel("待检测文案").fill(secret);
  await tool.getByRole("button", { name: "开始检测" }).click();
  const results = tool.getByRole("region", { name: "检测结果" });
  await expect(results.locator('mark[data-level="平台规则"]').first()).toBeVisible();
  await expect(results.locator("mark[data-level]:not([data-level='平台规则']):not([data-level='提示'])")).toHaveCount(
    0,
  );
  // Only ever in denial (「不是违法」): a platform rule is never called 违法.
  expect((await results.textContent())?.replace(/不是违法|并非违法|非违法/g, "")).not.toContain("违法");
  watch.expectNoLeak(secret);
  watch.expectNoLeak("13812345678");
});

test("行业敏感词检测 (member): industry required, missing mandatory notice found and added", async ({ page }) => {
  const secret = "隐私2207 每天一粒，增强免疫力";
  await asVip(page, "/tools/industry-sensitive");
  const watch = watchRequests(page);
  const tool = workspace(page);
  await tool.getByLabel("待检测文案").fill(secret);
  await tool.getByRole("button", { name: "开始检测" }).click();
  await expect(tool.getByRole("alert")).toContainText("请先选择行业");
  await tool.getByRole("combobox", { name: "行业（必选）" }).selectOption({ label: "保健食品" });
  await expect(page).toHaveURL(/industry=health-food/);
  await tool.getByRole("button", { name: "开始检测" }).click();
  await expect(tool.getByText("缺少必备提示语")).toBeVisible();
  await tool.getByRole("button", { name: "在文末补上「本品不能代替药物」" }).click();
  await expect(tool.getByLabel("待检测文案")).toHaveValue(`${secret}\n本品不能代替药物`);
  watch.expectNoLeak(secret);
});

test("直播话术检测 (member): a verdict per line and a per-line export", async ({ page }) => {
  const lines = ["隐私6613 家人们晚上好", "这款面霜是全网最好的", "想要的加微信 wx12345678"];
  await asVip(page, "/tools/live-script-check");
  const watch = watchRequests(page);
  const tool = workspace(page);
  await tool.getByLabel("直播脚本（每行一句）").fill(lines.join("\n"));
  await tool.getByRole("button", { name: "开始检测" }).click();
  await expect(tool.getByRole("listitem", { name: "第 1 行：通过" })).toBeVisible();
  await expect(
    tool.getByRole("listitem", { name: "第 2 行：需修改" }).locator('mark[data-level="禁用"]'),
  ).toBeVisible();
  await expect(tool.getByRole("listitem", { name: "第 3 行：需修改" })).toBeVisible();
  const csv = await downloadText(page, "导出报告（CSV）");
  expect(csv.text).toContain("2,这款面霜是全网最好的,需修改");
  for (const line of lines) watch.expectNoLeak(line);
});

test("视频字幕合规检测 (member): an .srt file is read here, findings carry timestamps and open in context", async ({
  page,
}) => {
  const srt = [
    "1\n00:00:01,000 --> 00:00:02,000\n隐私4471 大家好",
    "2\n00:00:02,000 --> 00:00:04,000\n今天介绍一款面霜",
    "3\n00:00:04,500 --> 00:00:06,000\n它是全网最好的",
    "4\n00:00:06,000 --> 00:00:08,000\n谢谢观看",
  ].join("\n\n");
  await asVip(page, "/tools/video-subtitle-check");
  const watch = watchRequests(page);
  const tool = workspace(page);
  await tool
    .getByLabel("选择字幕文件（.srt / .vtt / .ass）")
    .setInputFiles({ name: "口播.srt", mimeType: "application/x-subrip", buffer: Buffer.from(srt) });
  const hit = tool.getByRole("button", { name: /00:00:04\.500.*最好/ });
  await expect(hit).toBeVisible();
  await hit.click();
  const context = tool.getByRole("region", { name: "字幕上下文" });
  await expect(context.locator('[aria-current="true"]')).toContainText("它是全网最好的");
  await expect(context).toContainText("今天介绍一款面霜");
  await expect(context).toContainText("谢谢观看");
  watch.expectNoLeak(new TextEncoder().encode(srt), { maxFileBytes: 64 });
  watch.expectNoLeak("隐私4471");
});

test("违禁词检测 批量检测 (member): one text per line, a result table and a CSV export", async ({ page }) => {
  await asVip(page, "/tools/banned-words?mode=batch");
  const watch = watchRequests(page);
  const tool = workspace(page);
  await tool.getByLabel("批量文案（每行一条）").fill("隐私9034 全网最好的面霜\n普通的日常文案\n加微信领优惠");
  await tool.getByRole("button", { name: "批量检测", exact: true }).click();
  const rows = tool.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText("禁用");
  await expect(rows.nth(2)).toContainText("未发现风险表述");
  const csv = await downloadText(page, "导出结果（CSV）");
  expect(csv.text).toContain("序号,文案,结果");
  watch.expectNoLeak("隐私9034");
});

test("违禁词检测 批量检测 (member): a CSV file, its copy column, one result per row", async ({ page }) => {
  await asVip(page, "/tools/banned-words?mode=batch");
  const watch = watchRequests(page);
  const tool = workspace(page);
  const csv = '编号,标题\n1,"隐私5120 全网最好的面霜"\n2,普通的日常文案\n';
  await tool
    .getByLabel("或选择 CSV 文件")
    .setInputFiles({ name: "文案.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await tool.getByLabel("文案所在列").selectOption("标题");
  await tool.getByRole("button", { name: "批量检测", exact: true }).click();
  const rows = tool.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("禁用");
  await expect(rows.nth(2)).toContainText("未发现风险表述");
  watch.expectNoLeak("隐私5120");
});

// It sets 375 px itself, so it runs once (the desktop project); an @mobile tag would repeat it at the same width.
test("违禁词检测 at 375 px: the runner fits the phone and a run works", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openTool(page, "/tools/banned-words");
  const tool = workspace(page);
  await tool.getByLabel("待检测文案").fill("国家级配方，全网最好");
  await tool.getByRole("button", { name: "开始检测" }).click();
  await expect(tool.locator('mark[data-level="禁用"]').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "no horizontal scrolling at 375 px").toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page, "/tools/banned-words at 375 px");
});
