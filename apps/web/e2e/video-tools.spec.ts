/**
 * 视频规格检测 and 素材查重 on their tool pages. Fixtures are made once per
 * worker in the browser (H.264 via WebCodecs muxed into a progressive MP4 by
 * mp4-fixture.ts; canvas JPEG/PNG), nothing binary is committed. Verdicts are
 * read from the data-placement / data-file / data-verdict hooks; no request may
 * carry more than 4 KB of a file. The 500 MB floor: the page assembles a real
 * MP4 of ≥ 500 MB from Blob parts (header + the clip's samples repeated), and
 * the test measures the time to the verdicts and the growth of the tab's
 * renderer process (RSS from /proc, workers and wasm included) and JS heap.
 */
import type { Browser, Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { expectNoA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { encodeClip, muxMp4, type EncodedClip } from "./mp4-fixture";
import { watchRequests } from "./privacy";

const workspace = (page: Page) => page.getByRole("region", { name: "在线使用" });
const verdict = (page: Page, placement: string, file: string) =>
  workspace(page).locator(`[data-placement="${placement}"][data-file="${file}"]`);

type Fixtures = {
  clip: EncodedClip;
  mp4: Buffer;
  sceneA: Buffer;
  sceneASmall: Buffer;
  sceneB: Buffer;
  sceneAMirror: Buffer;
};
let fixtures: Promise<Fixtures> | null = null;

/** Made once per worker: a 4 s 288×512 H.264 MP4 at 15 fps and four images (one scene at two sizes and formats and mirrored, one other scene). */
function makeFixtures(browser: Browser): Promise<Fixtures> {
  return (fixtures ??= (async () => {
    const page = await browser.newPage();
    await page.goto("/robots.txt"); // any page of the site: WebCodecs needs a secure context
    const clip = await encodeClip(page, { width: 288, height: 512, fps: 15, seconds: 4, bitrate: 1_500_000 });
    const { header, data } = muxMp4(clip);
    const images = await page.evaluate(async () => {
      const draw = async (w: number, h: number, scene: "a" | "b", type: string, mirror = false) => {
        const c = new OffscreenCanvas(w, h);
        const ctx = c.getContext("2d")!;
        if (mirror) ctx.setTransform(-1, 0, 0, 1, w, 0);
        ctx.scale(w / 1200, h / 900);
        if (scene === "a") {
          const g = ctx.createLinearGradient(0, 0, 1200, 900);
          g.addColorStop(0, "#f4a259");
          g.addColorStop(1, "#2b59c3");
          ctx.fillStyle = g;
          ctx.fillRect(0, 0, 1200, 900);
          ctx.fillStyle = "#fff";
          ctx.fillRect(150, 250, 350, 400);
          ctx.fillStyle = "#111";
          ctx.beginPath();
          ctx.arc(850, 300, 160, 0, Math.PI * 2);
          ctx.fill();
        } else {
          ctx.fillStyle = "#0b6e4f";
          ctx.fillRect(0, 0, 1200, 900);
          for (let i = 0; i < 12; i++) {
            ctx.fillStyle = i % 2 ? "#fde74c" : "#c3423f";
            ctx.fillRect(i * 100, (i % 3) * 250, 100, 420);
          }
        }
        const blob = await c.convertToBlob({ type, quality: 0.85 });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let s = "";
        for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(s);
      };
      return [
        await draw(1200, 900, "a", "image/jpeg"),
        await draw(600, 450, "a", "image/png"),
        await draw(1200, 900, "b", "image/jpeg"),
        await draw(1000, 750, "a", "image/jpeg", true),
      ];
    });
    await page.close();
    const [sceneA, sceneASmall, sceneB, sceneAMirror] = images.map((b) => Buffer.from(b, "base64")) as [
      Buffer,
      Buffer,
      Buffer,
      Buffer,
    ];
    return { clip, mp4: Buffer.concat([header, data]), sceneA, sceneASmall, sceneB, sceneAMirror };
  })());
}

/** axe on the whole page, or only on the tool's workspace (the page around it is the same for every tool). */
const noAxeViolations = (page: Page, { workspaceOnly = false } = {}) =>
  expectNoA11yViolations(page, page.url(), workspaceOnly ? { include: '[data-testid="tool-workspace"]' } : {});

/** Resident memory of this browser's renderer processes (the tab, its workers and their wasm), in bytes; null off Linux. */
async function rendererRss(browser: Browser): Promise<number | null> {
  if (!existsSync("/proc/self/status")) return null;
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send("SystemInfo.getProcessInfo")) as {
    processInfo: { type: string; id: number }[];
  };
  await cdp.detach();
  let total = 0;
  for (const p of processInfo.filter((p) => p.type === "renderer")) {
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p.id}/status`, "utf8"))?.[1] ?? 0) * 1024;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

test.describe("视频规格检测", () => {
  test("a real MP4: facts, verdicts with the failed rule and its source, first frame and hook strip; nothing uploaded", async ({
    page,
    browser,
  }) => {
    const { mp4 } = await makeFixtures(browser);
    const watch = watchRequests(page);
    await page.goto(
      "/tools/video-spec?placements=tiktok-auction-infeed,oceanengine-video-horizontal,tiktok-reservation-infeed,channels-video-vertical",
    );
    await hydrated(page);
    const ws = workspace(page);
    await ws.getByLabel("选择或拖入视频").setInputFiles({ name: "竖版口播.mp4", mimeType: "video/mp4", buffer: mp4 });
    await expect(ws.getByTestId("video-progress")).toHaveText("已检测 1 / 1 个");
    await expect(ws.locator('[data-fact="resolution"]')).toHaveText("288×512");
    await expect(ws.locator('[data-fact="orientation"]')).toHaveText("竖版");
    await expect(ws.locator('[data-fact="duration"]')).toHaveText("4.00 秒");
    await expect(ws.locator('[data-fact="fps"]')).toHaveText("15 fps");
    await expect(ws.locator('[data-fact="codec"]')).toHaveText("H.264 (AVC)");
    await expect(ws.locator('[data-fact="audio"]')).toHaveText("无音轨");
    await expect(ws.locator('[data-fact="bytes"]')).toContainText("MP4");
    await expect(ws.locator('[data-fact="bitrate"]')).toContainText("kbps");

    await expect(verdict(page, "channels-video-vertical", "竖版口播.mp4")).toHaveAttribute("data-verdict", "pass");
    await expect(verdict(page, "tiktok-auction-infeed", "竖版口播.mp4")).toHaveAttribute("data-verdict", "fail");
    await expect(verdict(page, "tiktok-auction-infeed", "竖版口播.mp4")).toContainText(
      "分辨率 288×512 低于 9:16 要求的 540×960",
    );
    const horizontal = verdict(page, "oceanengine-video-horizontal", "竖版口播.mp4");
    await expect(horizontal).toHaveAttribute("data-verdict", "fail");
    await expect(horizontal).toContainText("宽高比 0.56（288×512）不符合 16:9");
    await expect(horizontal).toContainText("社区来源");
    const reservation = verdict(page, "tiktok-reservation-infeed", "竖版口播.mp4");
    await expect(reservation).toHaveAttribute("data-verdict", "fail");
    await expect(reservation).toContainText("时长 4.00 秒 短于 5 秒");
    await expect(reservation).toContainText("官方文档");

    await expect(ws.getByTestId("video-thumbnail")).toBeVisible();
    const strip = ws.getByTestId("hook-strip").getByRole("img");
    await expect(strip).toHaveCount(7);
    expect(await strip.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    await expect(ws.getByRole("button", { name: "取消" })).toHaveCount(0);

    watch.expectNoLeak(mp4, { maxFileBytes: 4096 });
  });

  test("pictures the browser cannot decode: metadata and verdicts stay, the preview says why; 375 px and axe", async ({
    page,
    browser,
  }) => {
    const { clip } = await makeFixtures(browser);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/tools/video-spec?placements=channels-video-vertical,pangle-splash-video");
    await hydrated(page);
    const ws = workspace(page);
    // The same header over media data of zeros: MediaInfo reads the index, the decoder gets nothing it can show.
    const { header, data } = muxMp4(clip);
    const broken = Buffer.concat([header, Buffer.alloc(data.length)]);
    await ws
      .getByLabel("选择或拖入视频")
      .setInputFiles({ name: "画面损坏.mp4", mimeType: "video/mp4", buffer: broken });
    await expect(ws.locator('[data-fact="resolution"]')).toHaveText("288×512");
    await expect(verdict(page, "channels-video-vertical", "画面损坏.mp4")).toHaveAttribute("data-verdict", "pass");
    await expect(verdict(page, "pangle-splash-video", "画面损坏.mp4").locator('[data-rule="shape"]')).toContainText(
      "分辨率 288×512 低于 9:16 要求的 720×1280",
    );
    await expect(ws.getByTestId("frames-error")).toContainText("画面预览不可用；上面的规格信息不受影响");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await noAxeViolations(page, { workspaceOnly: true });
  });

  test("the 500 MB floor: metadata of a ≥ 500 MB MP4 in ≤ 3 s, the tab grows by < 100 MB; the .wasm is this site's, loaded by this tool only", async ({
    page,
    browser,
  }, testInfo) => {
    const { clip } = await makeFixtures(browser);
    const wasm: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(".wasm")) wasm.push(r.url());
    });
    // Another tool's page loads no wasm and no video worker.
    await page.goto("/tools/image-spec");
    await hydrated(page);
    expect(wasm).toEqual([]);

    const probe = muxMp4(clip);
    const repeat = Math.ceil((500 * 1024 * 1024) / probe.data.length) + 1;
    const big = muxMp4(clip, repeat);
    expect(big.bytes).toBeGreaterThanOrEqual(500 * 1024 * 1024);
    const response = await page.goto("/tools/video-spec?placements=tiktok-auction-infeed,oceanengine-video-vertical");
    await hydrated(page);
    // The runner is a lazy chunk mounted after hydration: the drop input is there once it has rendered.
    await page.locator('[data-testid="tool-workspace"] input[type="file"]').waitFor({ state: "attached" });
    // The CSP lets WebAssembly compile and the page play a dropped file, nothing broader.
    const csp = response!.headers()["content-security-policy"]!;
    expect(csp).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("media-src 'self' blob:");
    // The clip's samples go to the page once; the file is header + the same Blob part `repeat` times.
    await page.evaluate(
      ({ header, data, repeat }) => {
        const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const part = new Blob([bytes(data)]);
        (window as unknown as { bigVideo: File }).bigVideo = new File(
          [bytes(header), ...Array.from({ length: repeat }, () => part)],
          "长视频-500MB.mp4",
          { type: "video/mp4" },
        );
      },
      { header: big.header.toString("base64"), data: big.data.toString("base64"), repeat },
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("HeapProfiler.collectGarbage");
    const rssBefore = await rendererRss(browser);
    const heapBefore = await page.evaluate(
      () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize,
    );

    const elapsed = await page.evaluate(async () => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      const transfer = new DataTransfer();
      transfer.items.add((window as unknown as { bigVideo: File }).bigVideo);
      const start = performance.now();
      const done = new Promise<number>((resolve) => {
        const check = () =>
          document.querySelector('[data-placement="tiktok-auction-infeed"][data-verdict]')
            ? resolve(performance.now() - start)
            : requestAnimationFrame(check);
        check();
      });
      input.files = transfer.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
      return done;
    });
    const rssAfter = await rendererRss(browser);
    const heapAfter = await page.evaluate(
      () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize,
    );
    const MB = 1024 * 1024;
    const report = `${(big.bytes / MB).toFixed(0)} MB MP4: metadata in ${Math.round(elapsed)} ms; renderer RSS +${rssBefore === null ? "n/a" : ((rssAfter! - rssBefore) / MB).toFixed(1)} MB; main JS heap +${((heapAfter - heapBefore) / MB).toFixed(1)} MB`;
    testInfo.annotations.push({ type: "500MB floor", description: report });
    console.log(report);

    const ws = workspace(page);
    const file = "长视频-500MB.mp4";
    await expect(verdict(page, "tiktok-auction-infeed", file)).toHaveAttribute("data-verdict", "fail");
    await expect(verdict(page, "tiktok-auction-infeed", file)).toContainText("超过 500.0 MB");
    await expect(verdict(page, "oceanengine-video-vertical", file)).toContainText("超过 100.0 MB");
    await expect(ws.locator('[data-fact="resolution"]')).toHaveText("288×512");
    // Chunked reading: MediaInfo took the header and index and seeked past the media data.
    const readMB = Number(
      /只读取了 ([\d.]+) MB/.exec((await ws.locator('[data-fact="bytes"]').textContent()) ?? "")?.[1],
    );
    testInfo.annotations.push({ type: "500MB read", description: `${readMB} MB read` });
    console.log(`MediaInfo read ${readMB} MB`);
    expect(readMB).toBeLessThan(50);
    expect(elapsed).toBeLessThanOrEqual(3_000);
    if (rssBefore !== null) expect(rssAfter! - rssBefore).toBeLessThan(100 * MB);
    expect(heapAfter - heapBefore).toBeLessThan(100 * MB);
    expect(wasm).toHaveLength(1);
    expect(new URL(wasm[0]!).origin).toBe(new URL(page.url()).origin);
    expect(new URL(wasm[0]!).pathname).toMatch(/^\/assets\/MediaInfoModule-[\w-]+\.wasm$/);
    // The frames of a 500 MB file come from the browser's own decoder (ranges of the Blob, nothing loaded whole).
    await expect(ws.getByTestId("video-thumbnail")).toBeVisible({ timeout: 15_000 });
  });
});

test.describe("素材查重", () => {
  test("as a visitor the VIP tool asks to log in and keeps the files; as a member a resized re-encode and a mirrored copy group with their original, saying why, a different image does not; CSV; nothing uploaded", async ({
    page,
    browser,
  }) => {
    const { sceneA, sceneASmall, sceneB, sceneAMirror, mp4 } = await makeFixtures(browser);
    const watch = watchRequests(page);
    await page.goto("/tools/material-dedupe");
    await hydrated(page);
    const ws = workspace(page);
    const input = ws.getByLabel("选择或拖入图片和视频");
    await input.setInputFiles([{ name: "主图.jpg", mimeType: "image/jpeg", buffer: sceneA }]);
    await expect(page.getByRole("dialog")).toContainText("会员工具");
    await page.keyboard.press("Escape");
    await expect(ws.getByRole("alert")).toContainText("暂时不能查重这 1 个素材");

    await page.goto("/tools/material-dedupe?threshold=90&token=demo-vip");
    await hydrated(page);
    await expect(page).toHaveURL(/\/tools\/material-dedupe\?threshold=90$/);
    await ws.getByLabel("选择或拖入图片和视频").setInputFiles([
      { name: "主图.jpg", mimeType: "image/jpeg", buffer: sceneA },
      { name: "主图-小.png", mimeType: "image/png", buffer: sceneASmall },
      { name: "另一张.jpg", mimeType: "image/jpeg", buffer: sceneB },
      { name: "竖版口播.mp4", mimeType: "video/mp4", buffer: mp4 },
      { name: "主图-镜像.jpg", mimeType: "image/jpeg", buffer: sceneAMirror },
    ]);
    await expect(ws.getByTestId("dedupe-progress")).toHaveText("已处理 5 / 5 个");
    await expect(ws.locator('[data-item="竖版口播.mp4"]')).toHaveAttribute("data-status", "done");
    const groups = ws.locator("[data-group]");
    await expect(groups).toHaveCount(1);
    await expect(groups.first()).toHaveAttribute("data-files", "主图.jpg|主图-小.png|主图-镜像.jpg");
    // A mirror is the commonest trick to pass a duplicate check: it groups, and the pair says so.
    await expect(
      groups.first().getByRole("button", { name: /主图\.jpg ↔ 主图-镜像\.jpg（\d+% · 左右镜像）/ }),
    ).toHaveAttribute("data-match", "mirror");
    const pairButton = groups.first().getByRole("button", { name: /并排对比：主图\.jpg ↔ 主图-小\.png/ });
    expect(Number(await pairButton.getAttribute("data-similarity"))).toBeGreaterThanOrEqual(95);
    await pairButton.click();
    const side = ws.getByRole("region", { name: "并排对比" });
    await expect(side.getByRole("img")).toHaveCount(2);
    await expect(side).toContainText("600×450");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      ws.getByRole("button", { name: "导出分组 CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("素材查重-阈值90.csv");
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv).toMatch(
      /^\uFEFF分组,文件名,类型,与组内最相似素材,相似度,匹配方式\r\n1,主图\.jpg,图片,主图-小\.png,\d+%,画面相同\r\n1,主图-小\.png,图片,主图\.jpg,\d+%,画面相同\r\n1,主图-镜像\.jpg,图片,主图(-小\.png|\.jpg),\d+%,左右镜像\r\n$/,
    );

    // The threshold lives in the URL and re-groups without reading the files again.
    await ws.getByRole("slider", { name: /相似度阈值/ }).fill("95");
    await expect(page).toHaveURL(/threshold=95/);
    await expect(groups).toHaveCount(1);

    // Only different images: the empty state.
    await ws.getByLabel("选择或拖入图片和视频").setInputFiles([
      { name: "主图.jpg", mimeType: "image/jpeg", buffer: sceneA },
      { name: "另一张.jpg", mimeType: "image/jpeg", buffer: sceneB },
    ]);
    await expect(ws.getByTestId("dedupe-empty")).toContainText("没有发现重复素材");
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await noAxeViolations(page);
    for (const bytes of [sceneA, sceneASmall, sceneB, sceneAMirror, mp4])
      watch.expectNoLeak(bytes, { maxFileBytes: 4096 });
  });
});
