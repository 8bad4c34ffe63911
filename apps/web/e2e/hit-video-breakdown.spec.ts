/**
 * 爆款视频拆解 on its tool page, with the two small generated videos whose
 * cuts are known (e2e/fixtures/video-cuts/, made by scripts/gen-video-cut-set.mjs
 * --subset): an H.264 MP4 with audio and silent gaps, and a VP9 WebM without
 * audio with a fade through black. Cuts are read from the `[data-cut][data-time]`
 * hooks and must fall within ±2 frames of the truth; shots from `[data-shot]`.
 * No request may carry more than 4 KB of a file. Faces in the first 3 seconds:
 * two videos made from 创意元素标注's evaluation photographs
 * (e2e/fixtures/video-faces/, scripts/gen-video-face-fixtures.mjs), one with
 * faces in its opening and one with a face only after 3 s.
 */
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expectNoA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { watchRequests } from "./privacy";

const DIR = path.join(import.meta.dirname, "fixtures/video-cuts");
type Truth = {
  file: string;
  fps: number;
  frames: number;
  cuts: number[];
  transitions: { start: number; end: number }[];
  silences: { start: number; end: number }[];
};
const truth = JSON.parse(readFileSync(path.join(DIR, "truth.json"), "utf8")).videos as Truth[];
const h264 = truth.find((v) => v.file === "tiny-h264.mp4")!;
const vp9 = truth.find((v) => v.file === "tiny-vp9.webm")!;
const bytes = (v: Truth) => readFileSync(path.join(DIR, v.file));
const FACES_DIR = path.join(import.meta.dirname, "fixtures/video-faces");
type FaceTruth = { file: string; shots: { start: number; end: number; faces: number }[] };
const faceTruth = JSON.parse(readFileSync(path.join(FACES_DIR, "truth.json"), "utf8")).videos as FaceTruth[];

const workspace = (page: Page) => page.getByRole("region", { name: "在线使用" });

async function cutFrames(page: Page, file: string, fps: number): Promise<number[]> {
  const times = await workspace(page)
    .locator(`[data-file-entry="${file}"] [data-cut]`)
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-time"))));
  return times.map((t) => Math.round(t * fps));
}

function expectCuts(found: number[], truthCuts: number[]) {
  expect(found).toHaveLength(truthCuts.length);
  truthCuts.forEach((c, i) => expect(Math.abs(found[i]! - c)).toBeLessThanOrEqual(2));
}

test.describe("爆款视频拆解", () => {
  test("a member drops two videos: cuts within ±2 frames, shots, pace, silences, a fade as a transition, exports; nothing uploaded", async ({
    page,
  }) => {
    const watch = watchRequests(page);
    await page.goto("/tools/hit-video-breakdown?placement=tiktok-auction-infeed&token=demo-vip");
    await hydrated(page);
    const ws = workspace(page);
    await ws.getByLabel("选择或拖入视频").setInputFiles([
      { name: h264.file, mimeType: "video/mp4", buffer: bytes(h264) },
      { name: vp9.file, mimeType: "video/webm", buffer: bytes(vp9) },
    ]);
    await expect(ws.getByTestId("breakdown-progress")).toContainText("分析完成（2 / 2）", { timeout: 60_000 });

    const a = ws.locator(`[data-file-entry="${h264.file}"]`);
    expectCuts(await cutFrames(page, h264.file, h264.fps), h264.cuts);
    const shots = a.locator("[data-shot]");
    await expect(shots).toHaveCount(h264.cuts.length + 1);
    await expect(shots.first()).toHaveAttribute("data-start", "0.000");
    expect(Number(await shots.last().getAttribute("data-end"))).toBeCloseTo(h264.frames / h264.fps, 1);
    await expect(shots.first().getByRole("img")).toHaveJSProperty("complete", true);
    await expect(a).toContainText(`${h264.cuts.length} 次 / 0 处`);
    await expect(a).toContainText("经验判断");
    // 识别画面文字 is off by default: the page says the text was not read. The face model found no face in
    // the generated patterns, and says that it is the model's detection.
    await expect(ws.getByRole("checkbox", { name: "识别画面文字" })).not.toBeChecked();
    await expect(a).toContainText("未识别画面文字");
    await expect(a.locator("[data-opening-faces]")).toHaveAttribute("data-opening-faces", "done");
    await expect(a.locator("[data-face-frame]")).toHaveCount(0);
    await expect(a).toContainText("模型检测");
    // The tone's silent gaps, measured from the audio track (0.1 s windows).
    const silence = a.locator("[data-silence]");
    await expect(silence).toHaveCount(h264.silences.length);
    expect(
      Math.abs(Number(await silence.first().getAttribute("data-start")) - h264.silences[0]!.start),
    ).toBeLessThanOrEqual(0.15);
    await expect(a.locator("[data-shape-verdict]")).toHaveAttribute("data-shape-verdict", "pass");

    const b = ws.locator(`[data-file-entry="${vp9.file}"]`);
    expectCuts(await cutFrames(page, vp9.file, vp9.fps), vp9.cuts);
    const fade = b.locator("[data-transition]");
    await expect(fade).toHaveCount(1);
    expect(
      Math.abs(Number(await fade.getAttribute("data-start")) * vp9.fps - vp9.transitions[0]!.start),
    ).toBeLessThanOrEqual(4);
    await expect(b).toContainText("没有音轨");
    await expect(b.locator("[data-shape-verdict]")).toHaveAttribute("data-shape-verdict", "pass");

    const csv = page.waitForEvent("download");
    await a.getByRole("button", { name: "导出镜头表 CSV" }).click();
    const csvText = readFileSync(await (await csv).path(), "utf8");
    expect(csvText.trim().split("\r\n")).toHaveLength(h264.cuts.length + 2);
    const png = page.waitForEvent("download");
    await a.getByRole("button", { name: "导出缩略图 PNG" }).click();
    expect(
      readFileSync(await (await png).path())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");

    watch.expectNoLeak(bytes(h264), { maxFileBytes: 4096 });
    watch.expectNoLeak(bytes(vp9), { maxFileBytes: 4096 });
    watch.expectNoLeak(h264.file);
    await expectNoA11yViolations(page, page.url(), { include: '[data-testid="tool-workspace"]' });
  });

  test("bad files get a clear message and the page keeps working; 375 px fit and axe", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/tools/hit-video-breakdown?token=demo-vip");
    await hydrated(page);
    const ws = workspace(page);
    await ws.getByLabel("选择或拖入视频").setInputFiles([
      { name: "空.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(0) },
      { name: "坏.mp4", mimeType: "video/mp4", buffer: Buffer.from("这不是视频".repeat(400)) },
      { name: h264.file, mimeType: "video/mp4", buffer: bytes(h264) },
    ]);
    await expect(ws.getByTestId("breakdown-progress")).toContainText("分析完成（3 / 3）", { timeout: 60_000 });
    await expect(ws.locator('[data-file-entry="空.mp4"]').getByRole("alert")).toContainText("0 字节");
    await expect(ws.locator('[data-file-entry="坏.mp4"]').getByRole("alert")).toContainText("无法识别");
    await expect(ws.locator(`[data-file-entry="${h264.file}"] [data-shot]`)).toHaveCount(h264.cuts.length + 1);
    await expect(page.locator("body")).not.toContainText(/NaN|Infinity|undefined/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(page, page.url(), { include: '[data-testid="tool-workspace"]' });
  });

  test("取消 stops the analysis: the worker ends, nothing more is reported, and the page works again", async ({
    page,
  }) => {
    await page.goto("/tools/hit-video-breakdown?token=demo-vip");
    await hydrated(page);
    const ws = workspace(page);
    const workers: string[] = [];
    page.on("worker", (w) => workers.push(w.url()));
    // A batch of the same video four times: cancelling during the first leaves the other three unstarted.
    const files = ["一.mp4", "二.mp4", "三.mp4", "四.mp4"].map((name) => ({
      name,
      mimeType: "video/mp4",
      buffer: bytes(h264),
    }));
    await ws.getByLabel("选择或拖入视频").setInputFiles(files);
    await expect(ws.getByTestId("breakdown-progress")).toContainText("正在");
    await ws.getByRole("button", { name: "取消" }).click();
    await expect(ws.getByRole("button", { name: "取消" })).toHaveCount(0);
    await expect(ws.getByTestId("breakdown-progress")).toContainText("分析完成（4 / 4）");
    await expect(ws.locator('[data-file-entry="四.mp4"]')).toContainText("已取消");
    expect(await ws.getByText("已取消", { exact: true }).count()).toBeGreaterThanOrEqual(2);
    // The cancelled run reports nothing afterwards (its worker was terminated, not left running).
    const shots = await ws.locator("[data-shot]").count();
    await page.waitForTimeout(1500);
    await expect(ws.locator("[data-shot]")).toHaveCount(shots);
    expect(workers.length).toBeGreaterThan(0);
    // And the page takes a new file at once.
    await ws
      .getByLabel("选择或拖入视频")
      .setInputFiles({ name: h264.file, mimeType: "video/mp4", buffer: bytes(h264) });
    await expect(ws.getByTestId("breakdown-progress")).toContainText("分析完成（1 / 1）", { timeout: 60_000 });
    await expect(ws.locator(`[data-file-entry="${h264.file}"] [data-shot]`)).toHaveCount(h264.cuts.length + 1);
  });

  test("faces in the first 3 seconds, found by the face model after the user starts: which frames, how large", async ({
    page,
  }) => {
    const models: string[] = [];
    page.on("request", (r) => {
      if (/blazeface|tfjs-backend-wasm/.test(r.url())) models.push(r.url());
    });
    const watch = watchRequests(page);
    await page.goto("/tools/hit-video-breakdown?token=demo-vip");
    await hydrated(page);
    // Nothing of the face model is fetched before the user drops a video.
    expect(models).toEqual([]);
    const ws = workspace(page);
    const files = faceTruth.map((v) => ({
      name: v.file,
      mimeType: "video/mp4",
      buffer: readFileSync(path.join(FACES_DIR, v.file)),
    }));
    await ws.getByLabel("选择或拖入视频").setInputFiles(files);
    await expect(ws.getByTestId("breakdown-progress")).toContainText("分析完成（2 / 2）", { timeout: 90_000 });
    expect(models.some((u) => u.includes("blazeface"))).toBe(true);

    // The astronaut fills the first 1.6 s: a face in the frames at 0, 0.5, 1.0 and 1.5 s, a large one.
    const withFace = ws.locator('[data-file-entry="face-opening.mp4"]');
    await expect(withFace.locator("[data-opening-faces]")).toHaveAttribute("data-opening-faces", "done");
    const frames = await withFace
      .locator("[data-face-frame]")
      .evaluateAll((els) =>
        els.map((e) => ({ time: Number(e.getAttribute("data-time")), share: Number(e.getAttribute("data-share")) })),
      );
    const times = frames.map((f) => Math.round(f.time * 2) / 2);
    expect(times).toEqual(expect.arrayContaining([0, 0.5, 1, 1.5]));
    for (const f of frames) expect(f.time).toBeLessThan(3);
    const first = frames.find((f) => f.time < 0.25)!;
    expect(first.share).toBeGreaterThan(0.01);
    expect(first.share).toBeLessThan(0.5);
    await expect(withFace).toContainText("检测到人脸");

    // Coffee and a rocket in the opening; the astronaut only after 3.4 s is not part of it.
    const none = ws.locator('[data-file-entry="no-face-opening.mp4"]');
    await expect(none.locator("[data-opening-faces]")).toHaveAttribute("data-opening-faces", "done");
    await expect(none.locator("[data-face-frame]")).toHaveCount(0);
    await expect(none).toContainText("都没有检测到人脸");
    for (const f of files) watch.expectNoLeak(f.buffer, { maxFileBytes: 4096 });
  });

  test("识别画面文字: burned-in text becomes timed cues with findings, band and headline, read while the video decodes; nothing uploaded; 375 px and axe", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // 8 s, 540×960 H.264: three subtitles (0–3 s, 3–5.5 s, 5.5–8 s) and a headline (年货节 狂欢) all along.
    const mp4 = readFileSync(path.join(import.meta.dirname, "fixtures/subtitles-540x960.mp4"));
    const watch = watchRequests(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/tools/hit-video-breakdown?token=demo-vip&text=1");
    await hydrated(page);
    const ws = workspace(page);
    await expect(ws.getByRole("checkbox", { name: "识别画面文字" })).toBeChecked();
    await ws.getByLabel("选择或拖入视频").setInputFiles({ name: "口播.mp4", mimeType: "video/mp4", buffer: mp4 });
    const entry = ws.locator('[data-file-entry="口播.mp4"]');
    await expect(entry.locator("[data-text-cues]")).toBeVisible({ timeout: 200_000 });
    const first = entry.locator("[data-cue]").filter({ hasText: "全网最低价" });
    await expect(first).toHaveCount(1);
    expect(Number(await first.getAttribute("data-start"))).toBeLessThanOrEqual(0.5);
    const end = Number(await first.getAttribute("data-end"));
    expect(end).toBeGreaterThanOrEqual(2.5);
    expect(end).toBeLessThanOrEqual(3.6);
    // 最低价 is an absolute claim (广告法 第九条).
    await expect(first.locator("xpath=..").locator("[data-cue-finding]").first()).toBeVisible();
    const second = entry.locator("[data-cue]").filter({ hasText: "微信" });
    await expect(second).toHaveCount(1);
    expect(Number(await second.getAttribute("data-start"))).toBeGreaterThanOrEqual(2.5);
    await expect(entry.locator("[data-cue]").filter({ hasText: "感谢观看" })).toHaveCount(1);
    // The headline stays on screen the whole video: one cue, not one per sample.
    const headline = entry.locator("[data-cue]").filter({ hasText: "年货节" });
    await expect(headline).toHaveCount(1);
    expect(Number(await headline.getAttribute("data-end"))).toBeGreaterThanOrEqual(7.5);
    // The shots and the rest of the report are there as without text.
    await expect(entry.locator("[data-shot]").first()).toBeVisible();
    watch.expectNoLeak(mp4, { maxFileBytes: 4096 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(page, page.url(), { include: '[data-testid="tool-workspace"]' });
  });

  test("识别画面文字 with a model that cannot load: the text part says so, the picture and sound analysis stand", async ({
    page,
    allowConsoleErrors,
  }) => {
    test.setTimeout(120_000);
    allowConsoleErrors(/Failed to load resource|ERR_FAILED|net::/);
    await page.route(/\.onnx$/, (route) => route.abort());
    await page.goto("/tools/hit-video-breakdown?token=demo-vip&text=1");
    await hydrated(page);
    const ws = workspace(page);
    await ws
      .getByLabel("选择或拖入视频")
      .setInputFiles({ name: h264.file, mimeType: "video/mp4", buffer: bytes(h264) });
    const entry = ws.locator(`[data-file-entry="${h264.file}"]`);
    await expect(entry.getByRole("alert")).toContainText("识别模型加载失败", { timeout: 100_000 });
    await expect(entry.getByRole("alert")).toContainText("画面和声音的分析不受影响");
    await expect(entry.locator("[data-shot]")).toHaveCount(h264.cuts.length + 1);
    await expect(entry.locator("[data-silence]")).toHaveCount(h264.silences.length);
  });
});
