import ExcelJS from "exceljs";
import { expectNoA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { controlsOutsideTheirBox, hydrated } from "./helpers";
import { watchRequests } from "./privacy";

/**
 * The tools that run on the user's own data and text: 最佳发布时间, 关键词拓词 (planning), 卖点提炼,
 * 话题标签推荐 (copy). Each journey records every request and fails if one carries what was typed or
 * dropped; the phone checks run each tool with a result on screen.
 */

const SECRET = "隐私标题8841";

function exportCsv(): Buffer {
  const rows = ["作品名称,发布时间,播放量,点赞量,评论量"];
  for (let i = 0; i < 120; i++) {
    const day = String(4 + (i % 21)).padStart(2, "0");
    const hour = [9, 12, 18, 20, 21][i % 5]!;
    // Thursday 2026-05-07 / 14 / 21 at 20:00 does best.
    const good = hour === 20 && ["07", "14", "21"].includes(day);
    rows.push(
      `${SECRET}-${i},2026-05-${day} ${hour}:1${i % 10},${1000 + i},${good ? 900 + i : 50 + (i % 40)},${i % 7}`,
    );
  }
  return Buffer.from(`\uFEFF${rows.join("\n")}`);
}

/** A second account's export as a real XLSX: date cells (Excel serials), Saturday 10:00 does best. */
async function exportXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("作品数据");
  sheet.addRow(["作品标题", "发布时间", "阅读量", "点赞", "评论"]);
  for (let i = 0; i < 90; i++) {
    // Five posts a day, 2026-05-02 to 05-19, at the same five hours; an XLSX date holds the wall
    // clock as UTC. The Saturdays (05-02, 09, 16) at 10:00 do best.
    const day = 2 + Math.floor(i / 5);
    const hour = [8, 10, 13, 19, 22][i % 5]!;
    const good = hour === 10 && [2, 9, 16].includes(day);
    sheet.addRow([
      `${SECRET}-b${i}`,
      new Date(Date.UTC(2026, 4, day, hour, 5)),
      800 + i,
      good ? 700 + i : 30 + (i % 25),
      i % 5,
    ]);
  }
  sheet.getColumn(2).numFmt = "yyyy-mm-dd hh:mm";
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test("最佳发布时间 (VIP): a dropped export gives the heatmap and the best slots, and nothing leaves the browser", async ({
  page,
}) => {
  // Two files (a CSV, then an XLSX through the exceljs chunk), three heatmaps and axe: long on a busy machine.
  test.slow();
  const watch = watchRequests(page);
  await page.goto("/tools/best-post-time?token=demo-vip");
  await hydrated(page);
  const ws = page.getByRole("region", { name: "在线使用" });
  const file = exportCsv();
  await ws
    .getByLabel(/选择或拖入后台导出的帖子数据/)
    .setInputFiles({ name: "账号数据.csv", mimeType: "text/csv", buffer: file });
  await expect(ws.getByText(/已读取「账号数据.csv」：120 行/)).toBeVisible();
  await expect(ws.locator("[data-slot][data-score][data-posts]")).toHaveCount(168);
  await expect(ws.locator("[data-best-slot]").first()).toHaveAttribute("data-best-slot", "4-20");
  await expect(ws.locator('[data-slot="4-20"]')).toHaveAttribute("data-posts", /^[1-9]\d*$/);
  await ws.getByLabel("同一账号前后两段").click();
  await expect(ws.locator("[data-slot]")).toHaveCount(336);
  // Account B from an XLSX (exceljs in its own chunk): its date cells are read as Beijing wall clock.
  await ws.getByLabel("另一个账号 / 文件").click();
  const xlsx = await exportXlsx();
  await ws.getByLabel(/账号 B：选择或拖入/).setInputFiles({
    name: "账号B.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: xlsx,
  });
  const b = ws.getByRole("region", { name: "账号B.xlsx（对比）" });
  await expect(b.locator("[data-slot]")).toHaveCount(168);
  await expect(b.getByText(/90 条帖子，2026-05-02 至 2026-05-19/)).toBeVisible();
  await expect(b.locator("[data-best-slot]").first()).toHaveAttribute("data-best-slot", "6-10");
  await expectNoA11yViolations(page, page.url());
  watch.expectNoLeak(SECRET);
  watch.expectNoLeak(file, { maxFileBytes: 256 });
  watch.expectNoLeak(xlsx, { maxFileBytes: 256 });
});

test("关键词拓词 (VIP): keywords with compliance notes, the no-search-volume notice, 百度 export; nothing sent", async ({
  page,
}) => {
  const watch = watchRequests(page);
  await page.goto("/tools/keyword-expand?token=demo-vip&platform=baidu");
  await hydrated(page);
  const ws = page.getByRole("region", { name: "在线使用" });
  await expect(ws.getByText(/这里不显示搜索量/)).toBeVisible();
  await ws.getByLabel(/核心词/).fill(`防晒霜\n${SECRET}`);
  await expect(ws.locator("[data-keyword]").first()).toHaveText("防晒霜");
  await expect(ws.locator("[data-keyword]", { hasText: "北京防晒霜" })).toHaveCount(1);
  await ws.getByLabel("时效修饰词").fill("最新款*");
  await expect(ws.getByText(/禁用：最新/).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    ws.getByRole("button", { name: "导出 CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("关键词-baidu.csv");
  await expectNoA11yViolations(page, page.url());
  watch.expectNoLeak(SECRET);
  watch.expectNoLeak("防晒霜");
});

test("话题标签推荐: jieba from this site, the sample topic list with its date, tags in 微博's format; the copy stays here", async ({
  page,
}) => {
  const watch = watchRequests(page);
  await page.goto("/tools/hashtag-suggest?platform=weibo");
  await hydrated(page);
  const ws = page.getByRole("region", { name: "在线使用" });
  await ws.getByLabel(/文案/).fill(`军训必备防晒霜！这款防晒霜清爽不油腻，军训暴晒一整天也没晒黑。${SECRET}`);
  await ws.getByRole("button", { name: "推荐话题" }).click();
  await expect(ws.getByText(/日期 2026-11-20/)).toBeVisible({ timeout: 30_000 });
  await expect(ws.getByText(/示例列表/)).toBeVisible();
  await expect(ws.locator("[data-tag]").first()).toHaveText("#防晒霜#");
  const wasm = watch.requests().filter((r) => r.url.endsWith(".wasm"));
  expect(wasm.length, "jieba's wasm was fetched").toBe(1);
  expect(new URL(wasm[0]!.url).pathname).toMatch(/^\/assets\//);
  expect(new URL(wasm[0]!.url).origin).toBe(new URL(page.url()).origin);
  await expectNoA11yViolations(page, page.url());
  watch.expectNoLeak(SECRET);
  watch.expectNoLeak("军训必备");
});

test("卖点提炼 (VIP): grouped points labelled for review, compliance per point; nothing sent", async ({ page }) => {
  const watch = watchRequests(page);
  await page.goto("/tools/selling-points?token=demo-vip");
  await hydrated(page);
  const ws = page.getByRole("region", { name: "在线使用" });
  await ws
    .getByLabel("商品描述或详情页文字")
    .fill(`添加烟酰胺，温和修护。50ml 大容量，全国包邮。保湿效果最好。${SECRET}`);
  await ws.getByRole("button", { name: "提炼卖点" }).click();
  await expect(ws.getByText(/自动提取，请人工确认/)).toBeVisible({ timeout: 30_000 });
  await expect(ws.locator("[data-point]", { hasText: "添加烟酰胺" })).toHaveCount(1);
  await expect(ws.locator("[data-point]", { hasText: "50ml 大容量" })).toHaveCount(1);
  await expect(ws.getByText(/禁用：最好/)).toBeVisible();
  await expectNoA11yViolations(page, page.url());
  watch.expectNoLeak(SECRET);
  watch.expectNoLeak("烟酰胺");
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  async function fits(page: import("@playwright/test").Page, label: string) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "no sideways scrolling at 375 px").toBeLessThanOrEqual(0);
    expect(await controlsOutsideTheirBox(page), `${label}: controls inside their boxes`).toEqual([]);
    await expectNoA11yViolations(page, `${label} at 375 px`);
  }

  test("最佳发布时间 with a sample's heatmap fits and passes axe", async ({ page }) => {
    await page.goto("/tools/best-post-time?token=demo-vip");
    await hydrated(page);
    const ws = page.getByRole("region", { name: "在线使用" });
    await ws.getByRole("button", { name: "小红书示例" }).click();
    await expect(ws.locator("[data-best-slot]")).toHaveCount(3);
    await fits(page, "best-post-time");
  });

  test("关键词拓词 with results fits and passes axe", async ({ page }) => {
    await page.goto("/tools/keyword-expand?token=demo-vip");
    await hydrated(page);
    const ws = page.getByRole("region", { name: "在线使用" });
    await ws.getByLabel(/核心词/).fill("防晒霜");
    await expect(ws.locator("[data-keyword]").first()).toBeVisible();
    await fits(page, "keyword-expand");
  });

  test("话题标签推荐 with suggested tags fits and passes axe", async ({ page }) => {
    await page.goto("/tools/hashtag-suggest?platform=xiaohongshu");
    await hydrated(page);
    const ws = page.getByRole("region", { name: "在线使用" });
    await ws.getByLabel(/文案/).fill("油皮夏天通勤用的防晒霜，清爽不油腻，军训暴晒一整天也没晒黑，敏感肌也能用。");
    await ws.getByRole("button", { name: "推荐话题" }).click();
    await expect(ws.locator("[data-tag]").first()).toBeVisible({ timeout: 30_000 });
    await expect(ws.locator("[data-tag]").first()).toHaveText(/^#\S+$/);
    await expect(ws.locator("[data-tag]", { hasText: "防晒" }).first()).toBeVisible();
    await fits(page, "hashtag-suggest");
  });

  test("卖点提炼 with grouped points and FAB drafts fits and passes axe", async ({ page }) => {
    await page.goto("/tools/selling-points?token=demo-vip");
    await hydrated(page);
    const ws = page.getByRole("region", { name: "在线使用" });
    await ws
      .getByLabel("商品描述或详情页文字")
      .fill("特点：添加烟酰胺，温和修护，质地清爽不油腻。规格：50ml 大容量。适合：油皮、混油皮、敏感肌。全国包邮。");
    await ws.getByRole("button", { name: "提炼卖点" }).click();
    await expect(ws.locator("[data-point]", { hasText: "混油皮" })).toHaveCount(1, { timeout: 30_000 });
    await expect(ws.locator("[data-point]", { hasText: "50ml 大容量" })).toHaveCount(1);
    await fits(page, "selling-points");
  });
});
