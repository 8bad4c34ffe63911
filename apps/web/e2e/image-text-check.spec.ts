/**
 * 图片文字合规检测 on its page, with the real OCR engine (models from this
 * site, worker, wasm). The poster is drawn in the browser from known text
 * (Noto Sans CJK), so nothing binary is committed. Hooks: [data-ocr-line],
 * mark[data-level][data-rule], [data-ocr-done]. No request may carry more than
 * 4 KB of a dropped file.
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

/** A 750 × 1000 product image with three lines, drawn in the page. */
async function poster(page: Page, lines: string[]): Promise<Buffer> {
  const b64 = await page.evaluate(async (lines) => {
    const c = new OffscreenCanvas(750, 1000);
    const ctx = c.getContext("2d")!;
    const g = ctx.createLinearGradient(0, 0, 0, 1000);
    g.addColorStop(0, "#fde68a");
    g.addColorStop(1, "#f97316");
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 750, 1000);
    ctx.fillStyle = "#111827";
    ctx.textBaseline = "top";
    lines.forEach((text, i) => {
      ctx.font = `bold ${i === 0 ? 72 : 48}px "Noto Sans CJK SC"`;
      ctx.fillText(text, 60, 120 + i * 220);
    });
    const bytes = new Uint8Array(await (await c.convertToBlob({ type: "image/png" })).arrayBuffer());
    let s = "";
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  }, lines);
  return Buffer.from(b64, "base64");
}

/** A PNG that is only a header claiming 10000 × 10000 (100 MP): the page must refuse it from the header. */
function hundredMegapixelPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(10_000, 0);
  ihdr.writeUInt32BE(10_000, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.describe("图片文字合规检测", () => {
  test.describe.configure({ timeout: 240_000 });

  test("reads a poster in the browser: lines with boxes, findings marked, edit re-checks, a broken file fails alone; nothing uploaded", async ({
    page,
  }) => {
    const watch = watchRequests(page);
    await asVip(page, "/tools/image-text-check");
    const png = await poster(page, ["全网最低价", "到手价 ￥99", "加微信 abc12345"]);
    const broken = Buffer.from("this is not an image at all, only text pretending to be a PNG file");
    const ws = workspace(page);
    await ws.getByLabel("选择图片（JPG / PNG / WebP / GIF）").setInputFiles([
      { name: "主图.png", mimeType: "image/png", buffer: png },
      { name: "坏图.png", mimeType: "image/png", buffer: broken },
    ]);
    await ws.getByRole("button", { name: "开始识别（2 张）" }).click();
    await expect(ws.getByTestId("ocr-model-progress")).toContainText("MB");
    const done = ws.locator('[data-ocr-done][data-file="主图.png"]');
    await expect(done).toBeVisible({ timeout: 200_000 });
    expect(Number(await done.getAttribute("data-lines"))).toBeGreaterThanOrEqual(3);
    expect(Number(await done.getAttribute("data-ms"))).toBeGreaterThan(0);
    const lines = done.locator('[data-ocr-line][data-file="主图.png"]');
    await expect(lines.first()).toHaveText("全网最低价");
    const [x, y, w, h] = (await lines.first().getAttribute("data-box"))!.split(",").map(Number);
    expect(x).toBeGreaterThan(30);
    expect(y).toBeGreaterThan(90);
    expect(w).toBeGreaterThan(300);
    expect(h).toBeGreaterThan(50);
    expect(Number(await lines.first().getAttribute("data-confidence"))).toBeGreaterThan(0.8);
    // "到手价 ￥99": the gap may split it into two boxes; both parts are read.
    await expect(done.locator("[data-ocr-line]").filter({ hasText: /[￥¥]99/ })).toHaveCount(1);
    await expect(lines.first().locator("mark[data-level][data-rule]").first()).toBeVisible();
    await expect(done.locator('mark[data-level="平台规则"]').first()).toBeVisible();
    // The broken file has its own Chinese message; the poster still finished.
    await expect(ws.getByRole("alert").filter({ hasText: "不是可识别的图片" })).toBeVisible();

    // A finding selects its line; correcting a line re-runs the check on the new text.
    await done
      .getByRole("button", { name: /第 1 行/ })
      .first()
      .click();
    await expect(lines.first()).toBeFocused();
    await done.getByRole("button", { name: "修改" }).first().click();
    await done.getByLabel("第 1 行文字").fill("全网好价");
    await done.getByRole("button", { name: "完成" }).click();
    await expect(lines.first()).toHaveText("全网好价");
    await expect(lines.first().locator("mark")).toHaveCount(0);

    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      ws.getByRole("button", { name: "导出报告（CSV）" }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^图片文字合规检测报告-\d{8}-\d{4}\.csv$/);
    const [png2] = await Promise.all([
      page.waitForEvent("download"),
      done.getByRole("button", { name: "下载标注图（PNG）" }).click(),
    ]);
    expect(png2.suggestedFilename()).toBe("主图-标注.png");

    watch.expectNoLeak(png, { maxFileBytes: 4096 });
    watch.expectNoLeak("abc12345");
  });

  test("a worker that crashes and a 100 MP image fail alone with a Chinese message; the others finish; a correction survives the re-run", async ({
    page,
  }) => {
    // The OCR worker dies once while reading 崩溃.png: the Worker object gets the error event a crashed
    // (out-of-memory, uncaught) worker gives, and the worker is gone.
    await page.addInitScript(() => {
      const proto = Worker.prototype as unknown as { postMessage: (this: Worker, ...args: unknown[]) => void };
      const post = proto.postMessage;
      let crashed = false;
      proto.postMessage = function (...args) {
        const m = args[0] as { type?: string; source?: unknown };
        if (!crashed && m?.type === "recognize" && m.source instanceof File && m.source.name.startsWith("崩溃")) {
          crashed = true;
          this.terminate();
          setTimeout(() => this.dispatchEvent(new ErrorEvent("error", { message: "worker crashed" })), 20);
          return;
        }
        post.apply(this, args);
      };
    });
    await asVip(page, "/tools/image-text-check");
    const ws = workspace(page);
    await ws.getByLabel("选择图片（JPG / PNG / WebP / GIF）").setInputFiles([
      { name: "崩溃.png", mimeType: "image/png", buffer: await poster(page, ["新品上市"]) },
      { name: "巨图.png", mimeType: "image/png", buffer: hundredMegapixelPng() },
      { name: "主图.png", mimeType: "image/png", buffer: await poster(page, ["全网最低价", "到手价 ￥99"]) },
    ]);
    await ws.getByRole("button", { name: "开始识别（3 张）" }).click();
    const done = ws.locator('[data-ocr-done][data-file="主图.png"]');
    await expect(done).toBeVisible({ timeout: 200_000 });
    await expect(ws.getByRole("alert").filter({ hasText: "识别进程意外退出" })).toBeVisible();
    await expect(ws.getByRole("alert").filter({ hasText: "图片太大（10000 × 10000，约 100 MP）" })).toBeVisible();
    // The user corrects a line, then retries the failed files: a fresh worker reads 崩溃.png, the correction stays.
    await done.getByRole("button", { name: "修改" }).first().click();
    await done.getByLabel("第 1 行文字").fill("全网好价");
    await done.getByRole("button", { name: "完成" }).click();
    await ws.getByRole("button", { name: "开始识别（2 张）" }).click();
    await expect(ws.locator('[data-ocr-done][data-file="崩溃.png"] [data-ocr-line]').first()).toHaveText("新品上市", {
      timeout: 200_000,
    });
    await expect(done.locator("[data-ocr-line]").first()).toHaveText("全网好价");
    await expect(ws.getByRole("alert").filter({ hasText: "图片太大" })).toBeVisible();
  });

  test("a model that cannot load: a clear message, the files stay; 375 px and axe", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource|ERR_FAILED|net::/);
    await page.setViewportSize({ width: 375, height: 740 });
    await asVip(page, "/tools/image-text-check");
    await page.route(/\.onnx$/, (route) => route.abort());
    const ws = workspace(page);
    await ws
      .getByLabel("选择图片（JPG / PNG / WebP / GIF）")
      .setInputFiles([{ name: "海报.png", mimeType: "image/png", buffer: await poster(page, ["限时特价"]) }]);
    await ws.getByRole("button", { name: "开始识别（1 张）" }).click();
    await expect(ws.getByRole("alert")).toContainText("识别模型加载失败", { timeout: 120_000 });
    await expect(ws.getByRole("button", { name: "开始识别（1 张）" })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(page, page.url(), { include: '[data-testid="tool-workspace"]' });
  });
});

test.describe("视频字幕合规检测 reading a video", () => {
  test.describe.configure({ timeout: 240_000 });

  test("burned-in subtitles become timed cues with findings; a cue shows its frame; nothing uploaded; 375 px and axe", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // 8 s, 540×960 H.264 with three subtitles (0–3 s, 3–5.5 s, 5.5–8 s) and a headline, made with ffmpeg's drawtext.
    const mp4 = await readFile(new URL("./fixtures/subtitles-540x960.mp4", import.meta.url));
    const watch = watchRequests(page);
    await asVip(page, "/tools/video-subtitle-check");
    const ws = workspace(page);
    await ws.getByLabel("选择视频（MP4 / MOV / WebM，识别画面里的字幕）").setInputFiles({
      name: "口播.mp4",
      mimeType: "video/mp4",
      buffer: mp4,
    });
    await ws.getByRole("button", { name: "开始识别视频" }).click();
    const done = ws.locator('[data-ocr-done][data-file="口播.mp4"]');
    await expect(done).toBeVisible({ timeout: 200_000 });
    const first = done.locator("[data-cue]").filter({ hasText: "全网最低价" });
    await expect(first).toHaveCount(1);
    expect(Number(await first.getAttribute("data-start"))).toBeLessThanOrEqual(0.5);
    const end = Number(await first.getAttribute("data-end"));
    expect(end).toBeGreaterThanOrEqual(2.5);
    expect(end).toBeLessThanOrEqual(3.6);
    await expect(first.locator("mark[data-level][data-rule]").first()).toBeVisible();
    const second = done.locator("[data-cue]").filter({ hasText: "微信" });
    expect(Number(await second.first().getAttribute("data-start"))).toBeGreaterThanOrEqual(2.5);
    await expect(done.locator("[data-cue]").filter({ hasText: "感谢观看" })).toHaveCount(1);
    await expect(done.locator("[data-cue]").filter({ hasText: "年货节" })).toHaveCount(1);
    await first.click();
    await expect(done.getByRole("img", { name: /00:00/ })).toBeVisible();
    watch.expectNoLeak(mp4, { maxFileBytes: 4096 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(page, page.url(), { include: '[data-testid="tool-workspace"]' });
  });

  test("a truncated video keeps what was read and says where it broke; without WebCodecs it is read by seeking", async ({
    page,
  }) => {
    const mp4 = await readFile(new URL("./fixtures/subtitles-540x960.mp4", import.meta.url));
    await asVip(page, "/tools/video-subtitle-check");
    const ws = workspace(page);
    // The moov box is at the front: cutting the file keeps it readable up to where its data stops.
    await ws.getByLabel("选择视频（MP4 / MOV / WebM，识别画面里的字幕）").setInputFiles({
      name: "半截.mp4",
      mimeType: "video/mp4",
      buffer: mp4.subarray(0, Math.round(mp4.length * 0.6)),
    });
    await ws.getByRole("button", { name: "开始识别视频" }).click();
    const cut = ws.locator('[data-ocr-done][data-file="半截.mp4"]');
    await expect(cut).toBeVisible({ timeout: 100_000 });
    await expect(cut.getByRole("alert")).toContainText("之后无法解码");
    await expect(cut.locator("[data-cue]").filter({ hasText: "全网最低价" })).toHaveCount(1);

    // A browser without WebCodecs (or a file it cannot decode in order) falls back to seeking a <video>.
    await page.addInitScript(() => {
      delete (window as { VideoDecoder?: unknown }).VideoDecoder;
    });
    await asVip(page, "/tools/video-subtitle-check");
    await workspace(page)
      .getByLabel("选择视频（MP4 / MOV / WebM，识别画面里的字幕）")
      .setInputFiles({ name: "口播.mp4", mimeType: "video/mp4", buffer: mp4 });
    await workspace(page).getByRole("button", { name: "开始识别视频" }).click();
    const done = workspace(page).locator('[data-ocr-done][data-file="口播.mp4"]');
    await expect(done).toBeVisible({ timeout: 100_000 });
    await expect(done).toContainText("逐帧跳转读取");
    await expect(done.locator("[data-cue]").filter({ hasText: "全网最低价" })).toHaveCount(1);
    await expect(done.locator("[data-cue]").filter({ hasText: "感谢观看" })).toHaveCount(1);
  });
});
