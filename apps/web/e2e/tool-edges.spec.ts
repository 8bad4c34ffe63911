/**
 * The hostile-input sweep over every tool page (one page load per tool, as a member (demo-vip) so VIP tools
 * run too). Collapsed sections are opened first, so no field hides from it.
 * - Typed input, one value at a time into every text field at once: empty, whitespace, negative, 0, 1e309,
 *   1e-320, letters, emoji with RTL marks, then 100,000 characters into the text areas; the tool's main
 *   action runs on each. Every field keeps what was typed; the visible text never shows NaN, Infinity,
 *   undefined, null or [object Object]; every refusal (an alert, or the message of a field marked invalid)
 *   is a Chinese sentence.
 * - Files, into every file input: a 0-byte file and a renamed file of the wrong type; the image tools also get
 *   the media fixtures (tests/media-fixtures: HEIC, AVIF, progressive and CMYK JPEG, 16-bit PNG, animated
 *   WebP, a cut-short JPEG, a PNG named .jpg, EXIF orientations 1–8) and a real 100 MP PNG. Each says why
 *   it cannot open an empty, a cut-short, a HEIC (this browser has no HEIC decoder) or a non-image file.
 *   Fields that only appear once a picture is open (视频安全区's custom zone) are swept too.
 * - Links: the tool opened with every URL setting its definition declares (app/tools/tool-settings.ts) set to
 *   hostile values by kind (numbers 1e309, -5, abc; an unknown enum or list member; text of 5,000 characters
 *   and markup), then its main action: the same checks, no dialog opens and no markup from the link is built.
 * An uncaught error or console error fails the test (fixtures.ts).
 */
import { readFileSync, readdirSync } from "node:fs";
import { deflateSync } from "node:zlib";
import type { Locator, Page } from "@playwright/test";
import { hostileSettingValues, type ToolSettings } from "../app/tools/tool-settings";
import type { ToolFolderDefinition } from "../app/tools/tool-definition";
import { localToolFolders, localToolSlugs } from "./tool-slugs";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

const BAD_WORDS = /\b(?:NaN|Infinity|undefined|null)\b|\[object Object\]/;
const HOSTILE = ["", "   ", "-5", "0", "1e309", "1e-320", "abc", "🔥\u200f\u202e测试👨‍👩‍👧"];
const LONG = "测".repeat(50_000) + "a".repeat(50_000);
const FIXTURES = new URL("../tests/media-fixtures/", import.meta.url);
const FIELDS = 'input:not([type]), input[type="text"], input[type="url"], textarea';
/** The button that runs a tool, where its result is not live. */
const ACTION =
  /^(开始检测|开始分析|开始体检|生成二维码|生成链接|生成 Brief|推荐话题|提炼卖点|分析粘贴的数据|计算|分析|检测)$/;

/** Tools that decode pictures, and what they are told about the files they cannot open. */
const IMAGE_TOOLS = ["image-spec", "image-compress", "palette", "cover-crop", "safe-area", "material-dedupe"];
const CANNOT_OPEN: Record<string, RegExp> = {
  "zero-length.jpg": /文件是空的/,
  "truncated.jpg": /文件不完整/,
  "iphone-like.heic": /HEIC/,
  "其实是文本.png": /不是(可识别的)?图片/,
};
/** A tool still at work on the files: waiting, reading, or a batch count not yet complete. */
const BUSY = /等待读取|正在读取|正在处理|计算中|已(?:完成|处理|检测) (\d+) \/ (?!\1 )\d+/;
/** Query strings that show a tool's typed fields (a mode chosen) before the sweep starts. */
const START_QUERY: Record<string, string> = { "image-compress": "&target=300" };

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

type Upload = { name: string; mimeType: string; buffer: Buffer };
const EMPTY: Upload = { name: "空文件.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(0) };
const RENAMED: Upload = {
  name: "其实是文本.png",
  mimeType: "image/png",
  buffer: Buffer.from("这不是图片 not an image\n".repeat(20)),
};
const fixtures: Upload[] = readdirSync(FIXTURES)
  .filter((n) => !n.endsWith(".md"))
  // A picture every browser opens goes last, so a single-file tool ends with something open.
  .sort((a, b) => Number(a === "progressive.jpg") - Number(b === "progressive.jpg"))
  .map((n) => ({ name: n, mimeType: "image/jpeg", buffer: readFileSync(new URL(n, FIXTURES)) }));
const HUNDRED_MP: Upload = { name: "一亿像素.png", mimeType: "image/png", buffer: hundredMegapixelPng() };

/** The tool's visible text has no placeholder words, and every refusal on screen is a Chinese sentence. */
async function saysItClean(page: Page, ws: Locator, what: string) {
  const text = await ws.innerText();
  const hit = BAD_WORDS.exec(text);
  expect(hit ? text.slice(Math.max(0, hit.index - 60), hit.index + 60) : null, what).toBeNull();
  const refusals = await ws.evaluate((root) => {
    const shown = (el: Element | null) => el instanceof HTMLElement && el.offsetParent !== null;
    const messages = [...root.querySelectorAll('[role="alert"]')].filter(shown);
    for (const field of root.querySelectorAll('[aria-invalid="true"]'))
      for (const id of (field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean)) {
        const el = document.getElementById(id);
        if (shown(el)) messages.push(el!);
      }
    return messages.map((el) => (el as HTMLElement).innerText.trim()).filter(Boolean);
  });
  for (const message of refusals) expect(message, `${what}: a refusal in Chinese`).toMatch(/[\u4e00-\u9fff]/);
}

/** Keys (data-sweep-key) of the visible, editable text fields not swept yet. */
async function editableFields(ws: Locator, swept: Set<string>): Promise<string[]> {
  const keys = await ws.locator(FIELDS).evaluateAll((els) =>
    els
      .filter((el) => {
        const f = el as HTMLInputElement | HTMLTextAreaElement;
        return f.offsetParent !== null && !f.disabled && !f.readOnly;
      })
      .map((el) => ((el as HTMLElement).dataset.sweepKey ??= Math.random().toString(36).slice(2))),
  );
  const fresh = keys.filter((k) => !swept.has(k));
  for (const k of fresh) swept.add(k);
  return fresh;
}

/**
 * Types `value` into each field in turn, as typing or pasting would (the field's maxlength cuts it), and
 * returns the fields that did not keep it: read right after the field's own input event, before the next
 * field is touched (预算分配's shares rebalance each other by design). One round trip for all the fields:
 * 开头钩子灵感库 has 57 fill-in fields. `null` puts back what the page had, or something ordinary.
 */
function typeInto(ws: Locator, keys: string[], value: string | null): Promise<string[]> {
  return ws.evaluate(
    (root, { keys, value }) =>
      keys.flatMap((key) => {
        const el = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-sweep-key="${key}"]`);
        // A field can leave the page when a neighbour's value changes what the tool shows.
        if (!el || el.offsetParent === null) return [];
        const numeric = /decimal|numeric/.test(el.inputMode);
        if (value !== null) el.dataset.sweepBefore ??= el.value;
        let v = value ?? (el.dataset.sweepBefore || (numeric ? "1" : "测试 test 1"));
        if (v.length > 1000 && el.tagName !== "TEXTAREA") return [];
        if (el.maxLength >= 0) v = v.slice(0, el.maxLength);
        el.focus();
        const proto = el.tagName === "TEXTAREA" ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(el, v);
        el.dispatchEvent(new Event("input", { bubbles: true }));
        const kept = el.value === v;
        el.blur();
        return kept ? [] : [`${el.getAttribute("aria-label") ?? el.id}: ${JSON.stringify(el.value.slice(0, 30))}`];
      }),
    { keys, value },
  );
}

/** One hostile value into every field (each keeps it), then the main action, then the checks. */
async function sweepFields(page: Page, ws: Locator, keys: string[], where: string) {
  if (!keys.length) return;
  const action = ws.getByRole("button", { name: ACTION }).first();
  for (const value of [...HOSTILE, LONG]) {
    const what = `${where} = ${JSON.stringify(value.slice(0, 20))}`;
    expect(await typeInto(ws, keys, value), `${what}: every field keeps what was typed`).toEqual([]);
    if ((await action.count()) && (await action.isEnabled())) await action.click();
    await saysItClean(page, ws, what);
  }
  await typeInto(ws, keys, null);
  // The tools keep their settings in the URL a navigation later: what follows starts once it stands still.
  let url = page.url();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(150);
    if (page.url() === url) break;
    url = page.url();
  }
}

async function sweepFiles(page: Page, ws: Locator, slug: string) {
  const inputs = ws.locator('input[type="file"]');
  const count = await inputs.count();
  const images = IMAGE_TOOLS.includes(slug);
  for (let k = 0; k < count; k++) {
    const input = inputs.nth(k);
    const batch = [EMPTY, RENAMED, ...(k === 0 && images ? [HUNDRED_MP, ...fixtures] : [])];
    if ((await input.getAttribute("multiple")) !== null) await input.setInputFiles(batch);
    else {
      for (const file of batch) {
        await input.setInputFiles(file);
        // One file at a time: each refusal is seen before the next file replaces it.
        const says = images ? CANNOT_OPEN[file.name] : undefined;
        if (says) await expect(ws, `${slug}: ${file.name}`).toContainText(says, { timeout: 15_000 });
      }
    }
    // Settled: nothing waiting or being read, and a batch's count (已检测 3 / 5) complete.
    await expect
      .poll(async () => BUSY.exec(await ws.innerText())?.[0] ?? "settled", { timeout: 60_000 })
      .toBe("settled");
    if (images && (await input.getAttribute("multiple")) !== null) {
      for (const says of Object.values(CANNOT_OPEN)) await expect(ws, slug).toContainText(says);
    }
    await saysItClean(page, ws, `${slug} after the files of input ${k}`);
  }
  if (slug === "image-spec") {
    // One answer per odd file (image-inspect.ts), beside the sizes read from the headers.
    await expect(ws).toContainText("色彩模式 CMYK");
    await expect(ws).toContainText("请先转成 JPG");
    await expect(ws).toContainText("10000×10000");
  }
}

test.describe.configure({ timeout: 120_000 });

for (const slug of localToolSlugs) {
  test(`hostile input: ${slug}`, async ({ page }) => {
    await page.goto(`/tools/${slug}?token=demo-vip${START_QUERY[slug] ?? ""}`);
    await hydrated(page);
    const ws = page.getByRole("region", { name: "在线使用" });
    await expect(ws).toBeVisible();
    await saysItClean(page, ws, "on load");

    // Typed numbers go through kit/number-input.tsx (type="text", inputmode="decimal"): a type="number"
    // field hides text it cannot parse, so what the user typed could be neither kept nor explained.
    await expect(ws.locator('input[type="number"]'), "no type=number field").toHaveCount(0);

    // A tool that works on a loaded table gets one first (最佳发布时间's sample), so its controls are there.
    if (slug === "best-post-time") await ws.getByRole("button", { name: "抖音示例" }).click();
    // Collapsed parts (a paste box in <details>) are opened: nothing is left out for being folded away.
    for (const summary of await ws.locator("details:not([open]) > summary").all())
      if (await summary.isVisible()) await summary.click();

    const swept = new Set<string>();
    await sweepFields(page, ws, await editableFields(ws, swept), slug);
    await sweepFiles(page, ws, slug);
    // Fields that a loaded file brought (视频安全区's 自定义区域).
    await sweepFields(page, ws, await editableFields(ws, swept), `${slug} after the files`);
  });
}

/**
 * The hostile links of a tool: round k sets every declared key to its kind's k-th hostile value (cycling); a
 * text key's long value goes alone, one link each, as a shared link would carry it.
 */
function hostileLinks(settings: ToolSettings): URLSearchParams[] {
  const specs = Object.entries(settings);
  const links: URLSearchParams[] = [];
  const rounds = Math.max(
    0,
    ...specs.map(([, spec]) => hostileSettingValues(spec).filter((v) => v.length < 1000).length),
  );
  for (let k = 0; k < rounds; k++) {
    const params = new URLSearchParams();
    for (const [key, spec] of specs) {
      const values = hostileSettingValues(spec).filter((v) => v.length < 1000);
      params.set(key, values[k % values.length]!);
    }
    links.push(params);
  }
  for (const [key, spec] of specs)
    for (const value of hostileSettingValues(spec).filter((v) => v.length >= 1000))
      links.push(new URLSearchParams({ [key]: value }));
  return links;
}

for (const folder of localToolFolders) {
  test(`hostile settings in the link: ${folder.slug}`, async ({ page }) => {
    const { definition } = (await import(folder.definition)) as { definition: ToolFolderDefinition };
    const links = hostileLinks(definition.settings);
    test.skip(links.length === 0, "no URL settings");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const params of links) {
      const what = `${folder.slug}?${params.toString().slice(0, 120)}`;
      await page.goto(`/tools/${folder.slug}?token=demo-vip&${params.toString()}`);
      await hydrated(page);
      const ws = page.getByRole("region", { name: "在线使用" });
      await expect(ws, what).toBeVisible();
      await saysItClean(page, ws, `${what}: on load`);
      if (folder.slug === "best-post-time") await ws.getByRole("button", { name: "抖音示例" }).click();
      const action = ws.getByRole("button", { name: ACTION }).first();
      if ((await action.count()) && (await action.isEnabled())) await action.click();
      await saysItClean(page, ws, `${what}: after the action`);
      expect(await page.locator('img[src="x"]').count(), `${what}: no markup from the link`).toBe(0);
      expect(dialogs, `${what}: no dialog`).toEqual([]);
    }
  });
}
