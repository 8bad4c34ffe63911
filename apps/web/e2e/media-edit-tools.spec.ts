/**
 * The media family's image editing tools on their pages: 封面裁切预览, 配色提取, 视频安全区预览 and 图片压缩,
 * with files generated in the test (media-files.ts); downloads checked byte by byte, nothing uploaded,
 * 375 px and axe.
 */
import { unzipSync } from "fflate";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inspectBytes } from "../app/tools/media/image-inspect";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { watchRequests } from "./privacy";
import { WEB } from "./servers";
import { makeImage, makePhoto, noAxeViolations, stageFiles, withOrientation, workspace } from "./media-files";

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

  test("移除元数据 off, 300 KB: the kept EXIF counts in the target and tells the truth (upright, new pixel size, no old thumbnail)", async ({
    page,
  }) => {
    test.slow();
    // A phone-like EXIF (piexifjs): Orientation 6, the camera's pixel size, GPS, and a 160×120 thumbnail.
    const piexif = createRequire(import.meta.url)("piexifjs");
    const photo = await makePhoto(page);
    const thumb = await makeImage(page, 160, 120, "image/jpeg");
    const exif = piexif.dump({
      "0th": { [piexif.ImageIFD.Make]: "Apple", [piexif.ImageIFD.Orientation]: 6 },
      Exif: { [piexif.ExifIFD.PixelXDimension]: 4000, [piexif.ExifIFD.PixelYDimension]: 3000 },
      GPS: {
        [piexif.GPSIFD.GPSLatitudeRef]: "N",
        [piexif.GPSIFD.GPSLatitude]: [
          [31, 1],
          [14, 1],
          [0, 1],
        ],
      },
      "1st": { [piexif.ImageIFD.Orientation]: 6 },
      thumbnail: thumb.toString("binary"),
    });
    const withExif = Buffer.from(piexif.insert(exif, photo.toString("binary")), "binary");
    await page.goto("/tools/image-compress?target=300");
    await hydrated(page);
    const ws = workspace(page);
    await ws.getByRole("switch", { name: "移除元数据（推荐）" }).click();
    await ws
      .getByLabel("选择或拖入要压缩的图片")
      .setInputFiles({ name: "带定位.jpg", mimeType: "image/jpeg", buffer: withExif });
    const row = ws.locator('[data-compressed="带定位.jpg"]');
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      row.getByRole("button", { name: /^下载/ }).click({ timeout: 30_000 }),
    ]);
    const out = readFileSync(await download.path());
    // It was 329 KB for a 300 KB target: the EXIF put back was not counted.
    expect(out.length).toBeLessThanOrEqual(300 * 1024);
    const facts = inspectBytes(out);
    const kept = piexif.load(out.toString("binary"));
    expect(kept["0th"][piexif.ImageIFD.Orientation]).toBe(1);
    expect(kept["0th"][piexif.ImageIFD.Make]).toBe("Apple");
    expect(kept.Exif[piexif.ExifIFD.PixelXDimension]).toBe(facts.storedWidth);
    expect(kept.Exif[piexif.ExifIFD.PixelYDimension]).toBe(facts.storedHeight);
    expect(facts.storedHeight! > facts.storedWidth!).toBe(true);
    expect(kept.thumbnail ?? null).toBeNull();
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
