/**
 * 创意元素标注 on its page with the real models (BlazeFace, NanoDet and the OCR engine, all from this
 * site, in workers). The image is one of the tool's evaluation set (two faces, a headline), so the
 * expected tags are known; a video dropped after it becomes four stills. Hooks: [data-tag][data-kind][data-score][data-file]. No request may carry
 * more than 4 KB of a dropped file.
 */
import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expectNoA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { watchRequests } from "./privacy";
import { MAIN_SITE, WEB } from "./servers";

const workspace = (page: Page) => page.getByRole("region", { name: "在线使用" });

async function asVip(page: Page, path: string) {
  await page.goto(`${MAIN_SITE}/login?redirect=${encodeURIComponent(WEB + path)}`);
  await page.getByTestId("login-demo-vip").click();
  await expect(page).toHaveURL(WEB + path);
  await hydrated(page);
}

test.describe("创意元素标注", () => {
  test.describe.configure({ timeout: 240_000 });

  test("tags faces, people, text and colours with boxes, compares files in a table, a broken file fails alone; nothing uploaded; 375 px and axe", async ({
    page,
  }) => {
    const image = await readFile(
      new URL("../app/tools/media/creative-tagging/eval/images/group-2-0.jpg", import.meta.url),
    );
    const broken = Buffer.from("this is not an image at all, only text pretending to be a JPEG file");
    const watch = watchRequests(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await asVip(page, "/tools/creative-tagging");
    const ws = workspace(page);
    await ws.getByLabel("选择或拖入图片").setInputFiles([
      { name: "双人海报.jpg", mimeType: "image/jpeg", buffer: image },
      { name: "坏图.jpg", mimeType: "image/jpeg", buffer: broken },
    ]);
    await ws.getByRole("button", { name: "开始标注（2 张）" }).click();
    await expect(ws.getByTestId("tagging-model-progress")).toContainText("MB");
    const done = ws.locator('[data-tagging-done][data-file="双人海报.jpg"]');
    await expect(done).toBeVisible({ timeout: 200_000 });

    const tags = (kind: string) => done.locator(`[data-tag][data-kind="${kind}"][data-file="双人海报.jpg"]`);
    await expect(tags("face")).toHaveCount(2);
    for (const score of await tags("face").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-score")))))
      expect(score).toBeGreaterThanOrEqual(0.6);
    expect(await tags("person").count()).toBeGreaterThanOrEqual(1);
    await expect(tags("text").filter({ hasText: "新品上市" })).toHaveCount(1);
    expect(await tags("color").count()).toBeGreaterThanOrEqual(3);
    await expect(done.locator("svg rect")).not.toHaveCount(0);
    await expect(done).not.toContainText(/NaN|undefined|Infinity/);

    // The broken file has its own Chinese message; the poster still finished.
    await expect(ws.getByRole("alert").filter({ hasText: "不是可识别的图片" })).toBeVisible();
    const row = ws.locator('[data-row-file="双人海报.jpg"]');
    await expect(row.locator("td").nth(1)).toHaveText("2");

    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      ws.getByRole("button", { name: "导出对比表（CSV）" }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe("创意元素标注-1张.csv");
    const text = await readFile(await csv.path(), "utf8");
    expect(text).toContain("人脸数");
    expect(text).toContain("双人海报.jpg,1080×1080,2,");

    // A video becomes four stills (about 1 s in, ¼, ½, ¾), each waiting to be tagged like an image.
    const mp4 = await readFile(new URL("./fixtures/subtitles-540x960.mp4", import.meta.url));
    await ws.getByLabel("选择或拖入图片").setInputFiles({ name: "口播.mp4", mimeType: "video/mp4", buffer: mp4 });
    for (const t of [1, 2, 4, 6])
      await expect(ws.locator(`[data-file-entry="口播.mp4 第${t}秒.jpg"]`)).toContainText("待标注");

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(page, page.url(), { include: '[data-testid="tool-workspace"]' });
    watch.expectNoLeak(image, { maxFileBytes: 4096 });
    watch.expectNoLeak(mp4, { maxFileBytes: 4096 });
  });
});
