/**
 * 版权风险检测 on its page, as a member (the tool is VIP): a PSD written by ag-psd, a PDF printed by this
 * Chromium (real embedded font subsets), an SVG, a JPEG with XMP rights fields, a stock download's file
 * name, a broken file, and drawn photos with and without a tiled stock watermark (read by the OCR engine).
 * Results are read from the data-font / data-risk / data-file, data-meta and data-watermark hooks;
 * no request may carry more than 4 KB of a file. Then PDF.js blocked: a clear error, the rest still works.
 */
import type { Page } from "@playwright/test";
import { writePsdBuffer } from "ag-psd";
import { readFileSync } from "node:fs";
import { expectNoA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { watchRequests } from "./privacy";

const workspace = (page: Page) => page.getByRole("region", { name: "在线使用" });

const psd = Buffer.from(
  writePsdBuffer({
    width: 200,
    height: 100,
    children: [
      { name: "背景" },
      { name: "标题", text: { text: "双十一", style: { font: { name: "FZLTHJW--GB1-0" } } } },
      { name: "卖点", text: { text: "包邮", style: { font: { name: "SourceHanSansCN-Bold" } } } },
    ],
  }),
);
const svg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg"><text font-family="HYQiHei-85J, sans-serif">标题</text><text font-family="MyStudioHand">x</text></svg>`,
);
function jpegWithXmp(): Buffer {
  const xmp = Buffer.from(
    `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description photoshop:Credit="Getty Images"><dc:creator><rdf:Seq><rdf:li>王五</rdf:li></rdf:Seq></dc:creator><dc:rights><rdf:Alt><rdf:li>© 王五工作室</rdf:li></rdf:Alt></dc:rights></rdf:Description></rdf:RDF></x:xmpmeta>`,
  );
  const len = xmp.length + 2;
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1, len >> 8, len & 0xff]), xmp, Buffer.from([0xff, 0xd9])]);
}

/** A 750 × 1000 photo-like JPEG drawn in the page, with `mark` tiled over it semi-transparent and tilted (or nothing). */
async function photo(page: Page, mark: string | null): Promise<Buffer> {
  const b64 = await page.evaluate(async (mark) => {
    const c = new OffscreenCanvas(750, 1000);
    const ctx = c.getContext("2d")!;
    const g = ctx.createLinearGradient(0, 0, 750, 1000);
    g.addColorStop(0, "#1e3a8a");
    g.addColorStop(1, "#65a30d");
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 750, 1000);
    if (mark) {
      ctx.font = '56px "Noto Sans CJK SC"';
      ctx.fillStyle = "rgba(255,255,255,0.5)";
      ctx.translate(375, 500);
      ctx.rotate(-0.35);
      for (let y = -700; y < 700; y += 220) for (let x = -700; x < 700; x += 480) ctx.fillText(mark, x, y);
    }
    const bytes = new Uint8Array(await (await c.convertToBlob({ type: "image/jpeg", quality: 0.9 })).arrayBuffer());
    let s = "";
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  }, mark);
  return Buffer.from(b64, "base64");
}

async function printedPdf(page: Page): Promise<Buffer> {
  const other = await page.context().newPage();
  await other.setContent(`<p style="font-family:'Noto Sans CJK SC';font-size:32px">春季新品</p>`);
  const pdf = await other.pdf({ format: "A6" });
  await other.close();
  return pdf;
}

test.describe("版权风险检测", () => {
  test("PSD, PDF, SVG and image metadata with verdicts and sources, stock clue, watermark text by OCR, broken file, CSV; nothing uploaded", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const pdf = await printedPdf(page);
    const jpeg = jpegWithXmp();
    const watch = watchRequests(page);
    await page.goto("/tools/copyright-risk?token=demo-vip");
    await hydrated(page);
    const marked = await photo(page, "shutterstock");
    const clean = await photo(page, null);
    const ws = workspace(page);
    await ws.getByLabel("选择或拖入设计文件和图片").setInputFiles([
      { name: "主图.psd", mimeType: "image/vnd.adobe.photoshop", buffer: psd },
      { name: "画册.pdf", mimeType: "application/pdf", buffer: pdf },
      { name: "logo.svg", mimeType: "image/svg+xml", buffer: svg },
      { name: "摄影.jpg", mimeType: "image/jpeg", buffer: jpeg },
      { name: "shutterstock_1234567890.jpg", mimeType: "image/jpeg", buffer: jpeg },
      { name: "坏文件.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") },
      { name: "预览图.jpg", mimeType: "image/jpeg", buffer: marked },
      { name: "实拍.jpg", mimeType: "image/jpeg", buffer: clean },
    ]);
    await expect(ws.getByTestId("copyright-summary")).toBeVisible();
    // Watermarks: the OCR models load only now (images were dropped), with their progress bar.
    await expect(ws.locator('[data-watermark="shutterstock"][data-file="预览图.jpg"]')).toBeVisible({
      timeout: 200_000,
    });
    await expect(ws.locator('[data-testid="no-watermark"][data-file="实拍.jpg"]')).toContainText("未发现不等于无风险");
    // A JPEG the browser cannot decode (metadata only) says so on its own card; its metadata stays listed.
    await expect(ws.locator('[data-item="摄影.jpg"]').getByRole("alert")).toContainText("未能检查水印");
    const font = (name: string, file: string) => ws.locator(`[data-font="${name}"][data-file="${file}"]`);
    await expect(font("FZLTHJW--GB1-0", "主图.psd")).toHaveAttribute("data-risk", "需授权");
    await expect(font("FZLTHJW--GB1-0", "主图.psd")).toContainText("方正兰亭黑");
    await expect(font("SourceHanSansCN-Bold", "主图.psd")).toHaveAttribute("data-risk", "可商用");
    await expect(ws.locator('[data-file="画册.pdf"][data-risk="可商用"]').first()).toContainText("Noto Sans CJK");
    await expect(font("HYQiHei-85J", "logo.svg")).toHaveAttribute("data-risk", "需授权");
    await expect(font("MyStudioHand", "logo.svg")).toHaveAttribute("data-risk", "未知");
    await expect(ws.locator('[data-meta="creator"][data-file="摄影.jpg"]')).toContainText("王五");
    await expect(ws.locator('[data-meta="copyright"][data-file="摄影.jpg"]')).toContainText("© 王五工作室");
    await expect(ws.locator('[data-agency="getty"][data-file="摄影.jpg"]')).toBeVisible();
    await expect(ws.locator('[data-agency="shutterstock"][data-file="shutterstock_1234567890.jpg"]')).toBeVisible();
    await expect(ws.locator('[data-item="坏文件.pdf"]').getByRole("alert")).toContainText("不支持的文件类型");
    // The source and date of a verdict sit beside it.
    await expect(font("FZLTHJW--GB1-0", "主图.psd")).toContainText("最后核对");
    await expect(ws.getByTestId("copyright-limits")).toContainText("「未发现」不等于没有风险");
    await expect(ws).not.toContainText("违法");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      ws.getByRole("button", { name: "导出报告 CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^版权风险检测-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv).toContain("主图.psd,PSD,字体,FZLTHJW--GB1-0,方正兰亭黑,");
    expect(csv).toContain("摄影.jpg,图片,作者 / 摄影师,王五,,XMP");
    expect(csv).toContain("预览图.jpg,图片,水印文字,");
    for (const bytes of [psd, pdf, svg, jpeg, marked]) watch.expectNoLeak(bytes, { maxFileBytes: 4096 });
  });

  test("PDF.js blocked: the PDF says why, other files still work; 375 px fit and axe", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
    await page.route(/\/assets\/pdf[.-][^/]*\.m?js$/, (route) => route.abort());
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/tools/copyright-risk?token=demo-vip");
    await hydrated(page);
    const ws = workspace(page);
    await ws.getByLabel("选择或拖入设计文件和图片").setInputFiles([
      { name: "画册.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%%EOF\n") },
      { name: "主图.psd", mimeType: "image/vnd.adobe.photoshop", buffer: psd },
    ]);
    await expect(ws.locator('[data-item="画册.pdf"]').getByRole("alert")).toContainText("PDF 读取组件没能加载");
    await expect(ws.locator('[data-font="FZLTHJW--GB1-0"]')).toHaveAttribute("data-risk", "需授权");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(page, page.url());
  });
});
