/**
 * The hostile-input sweep over every tool page (one page load per tool, several inputs per load): empty,
 * whitespace, negative, 0, 1e309, 1e-320, letters, emoji with RTL marks, 100,000 characters; a 0-byte
 * file and a renamed file of the wrong type for every file input; the media format fixtures and a 100 MP
 * image for 图片规格检测. After each, the visible text never shows NaN, Infinity, undefined, null or
 * [object Object]; typed text stays as typed; an uncaught error or console error fails the test
 * (fixtures.ts). As a member (demo-vip), so VIP tools run too.
 */
import { readFileSync, readdirSync } from "node:fs";
import { deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { localToolSlugs } from "./tool-slugs";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const BAD_WORDS = /\b(?:NaN|Infinity|undefined|null)\b|\[object Object\]/;
const HOSTILE = ["", "   ", "-5", "0", "1e309", "1e-320", "abc", "🔥\u200f\u202e测试👨‍👩‍👧"];
const LONG = "测".repeat(50_000) + "a".repeat(50_000);
const FIXTURES = new URL("../tests/media-fixtures/", import.meta.url);

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A valid 10,000 × 10,000 (100 MP) 1-bit PNG, about 12 KB. */
function hundredMegapixelPng(): Buffer {
  const side = 10_000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc(side * (1 + side / 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function visibleTextIsClean(page: Page, what: string) {
  const text = await page.locator("main").innerText();
  const hit = BAD_WORDS.exec(text);
  expect(hit ? text.slice(Math.max(0, hit.index - 60), hit.index + 60) : null, what).toBeNull();
}

test.describe.configure({ timeout: 120_000 });

for (const slug of localToolSlugs) {
  test(`hostile input: ${slug}`, async ({ page }) => {
    await page.goto(`/tools/${slug}?token=demo-vip`);
    await hydrated(page);
    const ws = page.getByRole("region", { name: "在线使用" });
    await expect(ws).toBeVisible();
    await visibleTextIsClean(page, "on load");

    // Typed numbers go through kit/number-input.tsx (type="text", inputmode="decimal"): a type="number"
    // field hides text it cannot parse, so what the user typed could be neither kept nor explained.
    await expect(ws.locator('input[type="number"]'), "no type=number field").toHaveCount(0);

    // Text fields: every hostile value, kept as typed (fields with a maxlength keep a prefix).
    const fields = ws.locator('input:not([type]), input[type="text"], input[type="url"], textarea');
    const count = Math.min(await fields.count(), 6);
    for (let i = 0; i < count; i++) {
      const field = fields.nth(i);
      if (!(await field.isVisible()) || !(await field.isEditable())) continue;
      const maxLength = Number((await field.getAttribute("maxlength")) ?? Infinity);
      const values = (await field.evaluate((el) => el.tagName)) === "TEXTAREA" ? [...HOSTILE, LONG] : HOSTILE;
      for (const value of values) {
        await field.fill(value);
        if (value.length <= maxLength) await expect(field, `field ${i} keeps ${value.slice(0, 20)}`).toHaveValue(value);
        // The text is read after the values that broke tools before (a full read per value doubled the run time).
        if (["-5", "1e309", "1e-320", LONG].includes(value))
          await visibleTextIsClean(page, `field ${i} = ${JSON.stringify(value.slice(0, 20))}`);
      }
      // Leave something ordinary behind, so the next field's run sees a sensible neighbour.
      await field.fill(/decimal|numeric/.test((await field.getAttribute("inputmode")) ?? "") ? "1" : "测试 test 1");
    }

    // The main action with the last inputs, if the tool has one.
    const action = ws.getByRole("button", { name: /^(开始检测|开始分析|生成二维码|生成链接|计算|分析|检测)$/ }).first();
    if ((await action.count()) && (await action.isEnabled())) {
      await action.click();
      await visibleTextIsClean(page, "after the main action");
    }

    // File inputs: empty, renamed, and (media) the format fixtures.
    const files = ws.locator('input[type="file"]');
    if (await files.count()) {
      const input = files.first();
      const multiple = (await input.getAttribute("multiple")) !== null;
      const media = ["image-spec", "image-compress", "palette", "cover-crop", "safe-area", "material-dedupe"].includes(
        slug,
      );
      const batch = [
        { name: "空文件.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(0) },
        { name: "其实是文本.png", mimeType: "image/png", buffer: Buffer.from("这不是图片 not an image\n".repeat(20)) },
        ...(media
          ? readdirSync(FIXTURES)
              .filter((n) => !n.endsWith(".md"))
              .map((n) => ({ name: n, mimeType: "image/jpeg", buffer: readFileSync(new URL(n, FIXTURES)) }))
          : []),
        ...(slug === "image-spec"
          ? [{ name: "一亿像素.png", mimeType: "image/png", buffer: hundredMegapixelPng() }]
          : []),
      ];
      if (multiple) await input.setInputFiles(batch);
      else for (const file of batch.slice(0, media ? 4 : 2)) await input.setInputFiles(file);
      // Whatever the tool says, it says it in Chinese and without placeholders.
      await expect(ws).not.toContainText(/等待读取/, { timeout: 30_000 });
      if (slug === "image-spec") {
        // One answer per odd file (image-inspect.ts): cut short, CMYK, HEIC, empty, not an image.
        await expect(ws).toContainText("文件不完整");
        await expect(ws).toContainText("色彩模式 CMYK");
        await expect(ws).toContainText("请先转成 JPG");
        await expect(ws).toContainText("文件是空的");
        await expect(ws).toContainText("10000×10000");
      }
      await visibleTextIsClean(page, "after the files");
    }
  });
}
