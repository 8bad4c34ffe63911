/**
 * The media family on its tool pages: files generated in the test (canvas
 * JPEG/PNG, an EXIF orientation spliced in), verdicts read from the
 * data-placement / data-file / data-verdict hooks, 一键修正 downloads checked
 * byte by byte, no request carrying more than 4 KB of a file, 375 px and axe.
 */
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { readFileSync } from "node:fs";
import { inspectBytes } from "../app/tools/media/image-inspect";
import { expectNoA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { watchRequests } from "./privacy";
import { MAIN_SITE, WEB } from "./servers";

const workspace = (page: Page) => page.getByRole("region", { name: "在线使用" });

/** An image drawn in the page (gradient, shapes and some noise so it compresses like a photo), as bytes. */
async function makeImage(
  page: Page,
  width: number,
  height: number,
  type: "image/jpeg" | "image/png",
  quality = 0.9,
): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ({ width, height, type, quality }) => {
      const c = document.createElement("canvas");
      c.width = width;
      c.height = height;
      const ctx = c.getContext("2d")!;
      const g = ctx.createLinearGradient(0, 0, width, height);
      g.addColorStop(0, "#e8503a");
      g.addColorStop(1, "#2a6fdb");
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, width, height);
      for (let i = 0; i < 400; i++) {
        ctx.fillStyle = `hsl(${(i * 37) % 360} 70% ${30 + (i % 40)}%)`;
        ctx.fillRect((i * 7919) % width, (i * 104729) % height, 10 + (i % 90), 10 + ((i * 3) % 70));
      }
      const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), type, quality));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = "";
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    { width, height, type, quality },
  );
  return Buffer.from(b64, "base64");
}

/**
 * A 12 MP photo as a phone saves it (about 3 MB): soft light, edges, and sensor-like grain all over,
 * so it does not fit 300 KB at full size even at a low quality, as real photos do not.
 */
async function makePhoto(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(async () => {
    const [width, height] = [4000, 3000];
    const c = new OffscreenCanvas(width, height);
    const ctx = c.getContext("2d")!;
    const g = ctx.createLinearGradient(0, 0, 0, height);
    g.addColorStop(0, "#8ec5ff");
    g.addColorStop(0.55, "#f4e3c1");
    g.addColorStop(1, "#4d6b3a");
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, width, height);
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < 40; i++) {
      const [x, y, r] = [rnd() * width, rnd() * height, 100 + rnd() * 500];
      const rg = ctx.createRadialGradient(x, y, 0, x, y, r);
      rg.addColorStop(0, `hsl(${rnd() * 360} 60% ${30 + rnd() * 50}% / 0.9)`);
      rg.addColorStop(1, "hsl(0 0% 50% / 0)");
      ctx.fillStyle = rg;
      ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
    }
    for (let i = 0; i < 600; i++) {
      ctx.strokeStyle = `hsl(${rnd() * 360} 40% ${rnd() * 60}%)`;
      ctx.lineWidth = 1 + rnd() * 6;
      ctx.beginPath();
      const [x, y] = [rnd() * width, rnd() * height];
      ctx.moveTo(x, y);
      ctx.lineTo(x + (rnd() - 0.5) * 400, y + (rnd() - 0.5) * 400);
      ctx.stroke();
    }
    // Grain: a 509 px noise tile (prime: its repeats never line up with 8 px JPEG blocks) at low opacity.
    const n = new OffscreenCanvas(509, 509);
    const nctx = n.getContext("2d")!;
    const grain = nctx.createImageData(509, 509);
    for (let p = 0; p < grain.data.length; p += 4) {
      const v = rnd() * 255;
      grain.data.set([v, rnd() * 255, v, 255], p);
    }
    nctx.putImageData(grain, 0, 0);
    ctx.globalAlpha = 0.07;
    ctx.fillStyle = ctx.createPattern(n, "repeat")!;
    ctx.fillRect(0, 0, width, height);
    const bytes = new Uint8Array(await (await c.convertToBlob({ type: "image/jpeg", quality: 0.92 })).arrayBuffer());
    let s = "";
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  });
  return Buffer.from(b64, "base64");
}

/**
 * Files built in the page ahead of time (`window.__e2eFiles`), so that a measurement that hands them to
 * the file input (as a user's drop would) does not count decoding the test's own base64 on the main thread.
 */
async function stageFiles(page: Page, bytes: Buffer, names: string[], type: string) {
  await page.evaluate(
    ({ b64, names, type }) => {
      const raw = atob(b64);
      const data = new Uint8Array(raw.length);
      for (let i = 0; i < raw.length; i++) data[i] = raw.charCodeAt(i);
      const transfer = new DataTransfer();
      for (const name of names) transfer.items.add(new File([data], name, { type }));
      (window as unknown as { __e2eFiles: FileList }).__e2eFiles = transfer.files;
    },
    { b64: bytes.toString("base64"), names, type },
  );
}

/** Insert an EXIF APP1 segment with the Orientation tag right after SOI. */
function withOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    0x49,
    0x49,
    42,
    0,
    8,
    0,
    0,
    0,
    1,
    0,
    0x12,
    0x01,
    3,
    0,
    1,
    0,
    0,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 255]), body]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expect(workspace(page).getByLabel("选择或拖入图片")).toBeVisible();
}

/** axe on the tool page as it stands, named by its URL. */
const noAxeViolations = (page: Page) => expectNoA11yViolations(page, page.url());

const verdict = (page: Page, placement: string, file: string) =>
  workspace(page).locator(`[data-placement="${placement}"][data-file="${file}"]`);

async function logInAsVip(page: Page) {
  await page.goto(`${MAIN_SITE}/login?redirect=${encodeURIComponent(`${WEB}/vip`)}`);
  await page.getByTestId("login-new-user").click();
  await expect(page).toHaveURL(`${WEB}/vip`);
  await hydrated(page);
  await page.getByTestId("plan-personal-month").getByRole("button", { name: "立即开通", exact: true }).click();
  await page.getByTestId("payment-dialog").getByRole("button", { name: "模拟扫码支付" }).click();
  await expect(page.getByTestId("payment-dialog")).toHaveCount(0);
}

test.describe("图片规格检测", () => {
  test("a rotated phone photo: oriented size, verdicts with the failed rule, 一键修正 downloads a fitting JPEG (a 50 KB avatar with fewer pixels); nothing uploaded", async ({
    page,
  }) => {
    const watch = watchRequests(page);
    await open(
      page,
      "/tools/image-spec?placements=oceanengine-large-horizontal,tiktok-infeed-9x16,tencent-moments-310,tiktok-profile",
    );
    const photo = withOrientation(await makeImage(page, 1600, 900, "image/jpeg"), 6);
    await workspace(page)
      .getByLabel("选择或拖入图片")
      .setInputFiles({ name: "手机竖拍.jpg", mimeType: "image/jpeg", buffer: photo });
    const ws = workspace(page);
    await expect(ws.getByTestId("spec-progress")).toHaveText("已检测 1 / 1 张");
    await expect(ws.locator('[data-fact="size"]')).toHaveText("900×1600");
    await expect(ws.locator('[data-fact="ratio"]')).toContainText("9:16");
    await expect(ws.locator('[data-fact="format"]')).toHaveText("JPG");
    await expect(ws.locator('[data-fact="animated"]')).toHaveText("否");
    await expect(verdict(page, "tiktok-infeed-9x16", "手机竖拍.jpg")).toHaveAttribute("data-verdict", "pass");
    const horizontal = verdict(page, "oceanengine-large-horizontal", "手机竖拍.jpg");
    await expect(horizontal).toHaveAttribute("data-verdict", "fail");
    await expect(horizontal).toContainText("宽高比 0.56 不符合 1.78（16:9）");
    await expect(horizontal).toContainText("社区来源");
    const moments = verdict(page, "tencent-moments-310", "手机竖拍.jpg");
    await expect(moments).toContainText("尺寸 900×1600 不是要求的 640×800");
    await expect(moments).toContainText("官方文档");

    await moments.getByRole("button", { name: /一键修正/ }).click();
    const panel = ws.getByRole("region", { name: "一键修正：腾讯广告 朋友圈单图（310）" });
    const focus = panel.getByRole("button", { name: /焦点位置/ });
    await focus.focus();
    await page.keyboard.press("Shift+ArrowUp");
    await expect(focus).toHaveAccessibleName(/纵向 40%/);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("button", { name: "生成并下载" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("手机竖拍-tencent-moments-310.jpg");
    const fixed = readFileSync(await download.path());
    expect(inspectBytes(fixed)).toMatchObject({ format: "jpeg", storedWidth: 640, storedHeight: 800, orientation: 1 });
    expect(fixed.length).toBeLessThanOrEqual(300 * 1024);
    await expect(panel.getByRole("status")).toContainText("已下载 640×800");

    // A 50 KB avatar from a grainy 1080² photo: fewer pixels at a good quality rather than 1080² at a blocky one.
    const grainy = Buffer.from(
      await page.evaluate(async () => {
        const c = document.createElement("canvas");
        c.width = c.height = 1080;
        const ctx = c.getContext("2d")!;
        const img = ctx.createImageData(1080, 1080);
        let seed = 1;
        for (let i = 0; i < img.data.length; i += 4) {
          seed = (seed * 1103515245 + 12345) >>> 0;
          const grain = (seed >>> 26) - 32;
          const x = (i / 4) % 1080;
          img.data.set([120 + x / 9 + grain, 90 + grain, 200 - x / 9 + grain, 255], i);
        }
        ctx.putImageData(img, 0, 0);
        const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), "image/jpeg", 0.9));
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let text = "";
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      }),
      "base64",
    );
    await ws.getByLabel("选择或拖入图片").setInputFiles({ name: "头像.jpg", mimeType: "image/jpeg", buffer: grainy });
    await expect(ws.getByTestId("spec-progress")).toHaveText("已检测 1 / 1 张");
    await verdict(page, "tiktok-profile", "头像.jpg")
      .getByRole("button", { name: /一键修正/ })
      .click();
    const avatar = ws.getByRole("region", { name: "一键修正：TikTok 广告头像" });
    const [avatarDownload] = await Promise.all([
      page.waitForEvent("download"),
      avatar.getByRole("button", { name: "生成并下载" }).click(),
    ]);
    const small = readFileSync(await avatarDownload.path());
    const smallInfo = inspectBytes(small);
    expect(small.length).toBeLessThanOrEqual(50 * 1024);
    expect(smallInfo.storedWidth).toBe(smallInfo.storedHeight);
    expect(smallInfo.storedWidth).toBeLessThan(1080);
    await expect(avatar.getByRole("status")).toContainText(/JPG 质量 [7-9]\d）；为压到 50 KB 以内先缩小了尺寸/);
    watch.expectNoLeak(photo, { maxFileBytes: 4096 });
    watch.expectNoLeak(grainy, { maxFileBytes: 4096 });
  });

  test("a free visitor's batch is one file; a PNG's facts and verdicts at 375 px pass axe @mobile", async ({
    page,
  }) => {
    const watch = watchRequests(page);
    await open(page, "/tools/image-spec?placements=xiaohongshu-3x4,wechat-cover-2.35");
    const a = await makeImage(page, 1080, 1440, "image/png");
    const b = await makeImage(page, 900, 383, "image/jpeg");
    const input = workspace(page).getByLabel("选择或拖入图片");
    await input.setInputFiles([
      { name: "a.png", mimeType: "image/png", buffer: a },
      { name: "b.jpg", mimeType: "image/jpeg", buffer: b },
    ]);
    await expect(page.getByRole("dialog", { name: "批量条数超出当前套餐" })).toBeVisible();
    await page.getByRole("button", { name: "暂不" }).click();
    await input.setInputFiles({ name: "a.png", mimeType: "image/png", buffer: a });
    await expect(verdict(page, "xiaohongshu-3x4", "a.png")).toHaveAttribute("data-verdict", "pass");
    await expect(verdict(page, "wechat-cover-2.35", "a.png")).toHaveAttribute("data-verdict", "fail");
    await expect(workspace(page).locator('[data-fact="color"]')).toContainText("RGB");
    await expect(workspace(page).getByRole("checkbox", { name: "笔记图 3:4" })).toBeChecked();
    await noAxeViolations(page);
    watch.expectNoLeak(a, { maxFileBytes: 4096 });
  });

  test("会员 batch: 20 images of 12 MP checked off the main thread; 批量修正 zips every file; the summary table", async ({
    page,
  }, testInfo) => {
    test.slow();
    await logInAsVip(page);
    const watch = watchRequests(page);
    await open(page, "/tools/image-spec?placements=tencent-moments-310,oceanengine-large-horizontal");
    const big = await makeImage(page, 4000, 3000, "image/jpeg", 0.85);
    await stageFiles(
      page,
      big,
      Array.from({ length: 20 }, (_, i) => `photo-${i + 1}.jpg`),
      "image/jpeg",
    );
    // From the change event (a user's drop) on, long tasks and the moment the progress reads 20 / 20 are
    // recorded in the page. The files were staged in an earlier task, so only the tool's own work counts.
    const { elapsed, longTasks } = await page.evaluate(async () => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      const long: number[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => long.push(e.duration)));
      observer.observe({ type: "longtask" });
      const start = performance.now();
      const done = new Promise<number>((resolve) => {
        const check = () => {
          if (document.querySelector('[data-testid="spec-progress"]')?.textContent?.includes("已检测 20 / 20 张"))
            resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        check();
      });
      input.files = (window as unknown as { __e2eFiles: FileList }).__e2eFiles;
      input.dispatchEvent(new Event("change", { bubbles: true }));
      const elapsed = await done;
      // The last results' render and layout land in the frames right after the count.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      observer.disconnect();
      return { elapsed, longTasks: long };
    });
    testInfo.annotations.push({
      type: "20×12MP",
      description: `${Math.round(elapsed)} ms, ${big.length} bytes each, long tasks ${JSON.stringify(longTasks.map(Math.round))}`,
    });
    console.log(
      `20×12MP checked in ${Math.round(elapsed)} ms (${big.length} B each); main-thread long tasks: ${JSON.stringify(longTasks.map(Math.round))}`,
    );
    await expect(verdict(page, "oceanengine-large-horizontal", "photo-20.jpg")).toHaveAttribute("data-verdict", "fail");
    expect(elapsed).toBeLessThan(5_000);
    // The issue's floor: the page stays responsive, no main-thread task over 100 ms while they are checked.
    expect(longTasks.filter((d) => d > 100)).toEqual([]);

    // A small batch for the zip.
    const small = await makeImage(page, 1280, 960, "image/jpeg");
    await workspace(page)
      .getByLabel("选择或拖入图片")
      .setInputFiles([
        { name: "a.jpg", mimeType: "image/jpeg", buffer: small },
        { name: "a.jpg", mimeType: "image/jpeg", buffer: small },
      ]);
    await expect(workspace(page).getByTestId("spec-progress")).toHaveText("已检测 2 / 2 张");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      workspace(page).getByRole("button", { name: "腾讯广告 · 朋友圈单图（310）" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("tencent-moments-310.zip");
    const zip = unzipSync(readFileSync(await download.path()));
    expect(Object.keys(zip).sort()).toEqual(["a-tencent-moments-310(1).jpg", "a-tencent-moments-310.jpg"]);
    for (const bytes of Object.values(zip)) {
      expect(inspectBytes(bytes)).toMatchObject({ format: "jpeg", storedWidth: 640, storedHeight: 800 });
      expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    }
    await expect(workspace(page).getByText("已打包 2 张")).toBeVisible();
    // The batch at a glance: one row per file, one column per chosen placement (1280×960 fits neither).
    const summary = workspace(page).getByRole("region", { name: /结论一览/ });
    await expect(summary.getByRole("row")).toHaveCount(3);
    await expect(summary.getByRole("columnheader")).toHaveText([
      "图片",
      "腾讯广告 · 朋友圈单图（310）",
      "巨量引擎 · 横版大图",
    ]);
    await expect(summary.getByRole("cell", { name: "不通过" })).toHaveCount(4);
    await noAxeViolations(page);
    watch.expectNoLeak(big, { maxFileBytes: 4096 });
  });
});

test.describe("封面裁切预览", () => {
  test("six crops from one focus point, one adjusted on its own by keyboard, each downloadable and a zip; nothing uploaded", async ({
    page,
  }) => {
    const watch = watchRequests(page);
    await page.goto("/tools/cover-crop");
    await hydrated(page);
    const ws = workspace(page);
    const photo = await makeImage(page, 2000, 1500, "image/jpeg");
    await ws
      .getByLabel("选择或拖入一张图片")
      .setInputFiles({ name: "新品.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(ws.locator("[data-crop]")).toHaveCount(6);
    const square = ws.locator('[data-crop="wechat-cover-1x1"]');
    await expect(square).toHaveAttribute("data-crop-rect", "250,0,1500,1500");
    // The shared focus moves every crop that follows it.
    const shared = ws.getByRole("button", { name: /共同焦点/ });
    await shared.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+ArrowLeft");
    await expect(square).toHaveAttribute("data-crop-rect", "0,0,1500,1500");
    await expect(ws.locator('[data-crop="douyin-9x16"]')).toHaveAttribute("data-crop-rect", /^0,0,/);
    // One crop on its own.
    await square.getByRole("button", { name: /预览/ }).focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press("Shift+ArrowRight");
    await expect(square).toHaveAttribute("data-crop-rect", "500,0,1500,1500");
    await expect(ws.locator('[data-crop="douyin-9x16"]')).toHaveAttribute("data-crop-rect", /^0,0,/);
    await square.getByRole("button", { name: "跟随共同焦点" }).click();
    await expect(square).toHaveAttribute("data-crop-rect", "0,0,1500,1500");

    const [one] = await Promise.all([
      page.waitForEvent("download"),
      ws.locator('[data-crop="wechat-cover-2.35"]').getByRole("button", { name: /^下载/ }).click(),
    ]);
    expect(one.suggestedFilename()).toBe("新品-wechat-cover-2.35.jpg");
    expect(inspectBytes(readFileSync(await one.path()))).toMatchObject({
      format: "jpeg",
      storedWidth: 2000,
      storedHeight: 851,
    });
    const [zip] = await Promise.all([
      page.waitForEvent("download"),
      ws.getByRole("button", { name: "全部下载（zip）" }).click(),
    ]);
    const entries = unzipSync(readFileSync(await zip.path()));
    expect(Object.keys(entries)).toHaveLength(6);
    expect(inspectBytes(entries["新品-xiaohongshu-3x4.jpg"]!)).toMatchObject({ storedWidth: 1125, storedHeight: 1500 });
    watch.expectNoLeak(photo, { maxFileBytes: 4096 });
  });
});

test.describe("配色提取", () => {
  test("dominant colours with share, contrast, palette PNG and the 模板社区 colour link; axe @mobile", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const watch = watchRequests(page);
    await page.goto("/tools/palette?colors=3");
    await hydrated(page);
    const ws = workspace(page);
    // 60 % red, 30 % blue, 10 % white, in flat blocks.
    const b64 = await page.evaluate(async () => {
      const c = document.createElement("canvas");
      c.width = 100;
      c.height = 100;
      const ctx = c.getContext("2d")!;
      ctx.fillStyle = "#E53935";
      ctx.fillRect(0, 0, 100, 60);
      ctx.fillStyle = "#1E88E5";
      ctx.fillRect(0, 60, 100, 30);
      ctx.fillStyle = "#FFFFFF";
      ctx.fillRect(0, 90, 100, 10);
      const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), "image/png"));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return btoa(String.fromCharCode(...bytes));
    });
    const png = Buffer.from(b64, "base64");
    await ws.getByLabel("选择或拖入一张图片").setInputFiles({ name: "海报.png", mimeType: "image/png", buffer: png });
    const swatches = ws.locator("[data-swatch]");
    await expect(swatches).toHaveCount(3);
    expect(await swatches.evaluateAll((els) => els.map((e) => e.getAttribute("data-swatch")))).toEqual([
      "#E53935",
      "#1E88E5",
      "#FFFFFF",
    ]);
    await expect(swatches.first()).toContainText("主色 · 占 60%");
    await expect(swatches.first()).toContainText("白字对比度 4.23（AA 大字）");
    await swatches.first().getByRole("button", { name: "复制 #E53935" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("#E53935");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      ws.getByRole("button", { name: "下载色卡 PNG" }).click(),
    ]);
    expect(inspectBytes(readFileSync(await download.path()))).toMatchObject({
      format: "png",
      storedWidth: 480,
      storedHeight: 220,
    });
    await expect(ws.getByRole("link", { name: "在模板社区看红色系模板" })).toHaveAttribute(
      "href",
      "/template-community?color=red",
    );
    await noAxeViolations(page);
    // The fixture PNG is a few hundred bytes: no request may hold more than 64 of them.
    watch.expectNoLeak(png, { maxFileBytes: 64 });
  });
});

test.describe("视频安全区预览", () => {
  test("a 1080×1920 frame with the union zone by default, presets from the URL, custom zones typed and drawn, PNG export @mobile", async ({
    page,
  }) => {
    const watch = watchRequests(page);
    await page.goto("/tools/safe-area");
    await hydrated(page);
    const ws = workspace(page);
    const frame = await makeImage(page, 1080, 1920, "image/png");
    await ws
      .getByLabel("选择或拖入视频或图片")
      .setInputFiles({ name: "口播.png", mimeType: "image/png", buffer: frame });
    const canvas = ws.getByRole("img", { name: /画面与安全区/ });
    await expect(canvas).toHaveAttribute("data-zones", "union");
    await expect(ws.getByText("参考值：YouTube / Meta / TikTok 遮挡区的并集")).toBeVisible();
    await ws.getByRole("checkbox", { name: "YouTube 竖版广告" }).click();
    await expect(ws.getByRole("checkbox", { name: "YouTube 竖版广告" })).toBeChecked();
    await expect(page).toHaveURL(/zones=union%2Cyoutube|zones=union,youtube/);
    await expect(canvas).toHaveAttribute("data-zones", "union,youtube");

    await ws.getByLabel("左边距 x（px）").fill("100");
    await ws.getByLabel("上边距 y（px）").fill("1400");
    await ws.getByLabel("宽（px）").fill("600");
    await ws.getByLabel("高（px）").fill("200");
    await ws.getByRole("button", { name: "添加区域" }).click();
    await expect(canvas).toHaveAttribute("data-custom", "1");
    // Drag inside the part of the canvas on screen (at 375 px the frame is taller than the viewport).
    await canvas.evaluate((el) => el.scrollIntoView({ block: "start" }));
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + 200, { steps: 4 });
    await page.mouse.up();
    await expect(canvas).toHaveAttribute("data-custom", "2");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      ws.getByRole("button", { name: "导出 PNG" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("口播-safe-area.png");
    expect(inspectBytes(readFileSync(await download.path()))).toMatchObject({
      format: "png",
      storedWidth: 1080,
      storedHeight: 1920,
    });
    await noAxeViolations(page);
    watch.expectNoLeak(frame, { maxFileBytes: 4096 });
  });
});

test.describe("图片压缩", () => {
  test("a rotated 12 MP photo under 300 KB in ≤ 3 s with the 朋友圈 preset, upright, without EXIF; before/after slider; no wasm; nothing uploaded", async ({
    page,
  }, testInfo) => {
    test.slow();
    const watch = watchRequests(page);
    await page.goto("/tools/image-compress");
    await hydrated(page);
    const ws = workspace(page);
    await ws.getByRole("radio", { name: "按目标大小" }).click();
    await ws.getByRole("button", { name: "朋友圈广告 300 KB" }).click();
    await expect(page).toHaveURL(/target=300/);
    await expect(ws.getByRole("switch", { name: "移除元数据（推荐）" })).toBeChecked();
    const photo = withOrientation(await makePhoto(page), 6);
    await stageFiles(page, photo, ["门店.jpg"], "image/jpeg");
    // Issue floor: a 12 MP JPEG under 300 KB in ≤ 3 s, timed in the page from the drop to the finished row.
    const took = await page.evaluate(async () => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      const start = performance.now();
      const done = new Promise<number>((resolve) => {
        const check = () => {
          if (
            document.querySelector('[data-compressed="门店.jpg"]')?.getAttribute("data-bytes") ||
            document.querySelector('[data-compressed="门店.jpg"] [role="alert"]')
          )
            resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        check();
      });
      input.files = (window as unknown as { __e2eFiles: FileList }).__e2eFiles;
      input.dispatchEvent(new Event("change", { bubbles: true }));
      return done;
    });
    testInfo.annotations.push({ type: "12MP→300KB", description: `${Math.round(took)} ms for ${photo.length} bytes` });
    console.log(`12 MP JPEG (${photo.length} B) compressed under 300 KB in ${Math.round(took)} ms`);
    await expect(ws.getByTestId("compress-progress")).toHaveText("已完成 1 / 1 张");
    const row = ws.locator('[data-compressed="门店.jpg"]');
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("button", { name: /^下载/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("门店-compressed.jpg");
    const out = readFileSync(await download.path());
    expect(out.length).toBeLessThanOrEqual(300 * 1024);
    // Upright (the EXIF said 6: portrait), as large as fits (a grainy 12 MP photo needs a smaller size for 300 KB).
    const facts = inspectBytes(out);
    expect(facts).toMatchObject({ format: "jpeg", orientation: 1 });
    expect(facts.storedWidth! / facts.storedHeight!).toBeCloseTo(0.75, 2);
    expect(facts.storedHeight).toBeGreaterThan(2000);
    await expect(row).toContainText(`${facts.storedWidth}×${facts.storedHeight}`);
    expect(out.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    await expect(ws.getByRole("img", { name: "压缩后" })).toBeVisible();
    await ws.getByRole("slider").last().fill("20");
    // JPEG uses the browser's encoder: no WebAssembly was fetched.
    expect(watch.requests().filter((r) => r.url.endsWith(".wasm"))).toEqual([]);
    expect(took).toBeLessThan(3_000);
    watch.expectNoLeak(photo, { maxFileBytes: 4096 });
  });

  test("AVIF: the encoder's wasm comes from this site only once AVIF is chosen; the file is a real AVIF", async ({
    page,
  }) => {
    const watch = watchRequests(page);
    await page.goto("/tools/image-compress");
    await hydrated(page);
    const ws = workspace(page);
    await ws.getByLabel("输出格式").selectOption("avif");
    await expect(page).toHaveURL(/format=avif/);
    expect(watch.requests().filter((r) => r.url.endsWith(".wasm"))).toEqual([]);
    const png = await makeImage(page, 640, 480, "image/png");
    await ws
      .getByLabel("选择或拖入要压缩的图片")
      .setInputFiles({ name: "海报.png", mimeType: "image/png", buffer: png });
    const row = ws.locator('[data-compressed="海报.png"]');
    await expect(row).toContainText("640×480", { timeout: 20_000 });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("button", { name: /^下载/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("海报-compressed.avif");
    const out = readFileSync(await download.path());
    expect(inspectBytes(out).format).toBe("avif");
    expect(out.length).toBeLessThan(png.length);
    const wasm = watch.requests().filter((r) => r.url.endsWith(".wasm"));
    expect(wasm).toHaveLength(1);
    expect(wasm[0]!.url).toMatch(new RegExp(`^${WEB}/assets/avif_enc-[\\w-]+\\.wasm$`));
    await noAxeViolations(page);
    watch.expectNoLeak(png, { maxFileBytes: 4096 });
  });
});
