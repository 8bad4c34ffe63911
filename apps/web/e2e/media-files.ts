/**
 * What the media family's e2e specs share: images drawn in the page (a photo-like 12 MP JPEG, shapes), an
 * EXIF orientation spliced into a JPEG, files staged in the page ahead of a timed drop, the tool page opened
 * and hydrated, a member's login.
 */
import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import { expect } from "./fixtures";
import { hydrated } from "./helpers";
import { MAIN_SITE, WEB } from "./servers";

export const workspace = (page: Page) => page.getByRole("region", { name: "在线使用" });

/** An image drawn in the page (gradient, shapes and some noise so it compresses like a photo), as bytes. */
export async function makeImage(
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
export async function makePhoto(page: Page): Promise<Buffer> {
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
export async function stageFiles(page: Page, bytes: Buffer, names: string[], type: string) {
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
export function withOrientation(jpeg: Buffer, orientation: number): Buffer {
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

export async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expect(workspace(page).getByLabel("选择或拖入图片")).toBeVisible();
}

/** axe on the tool page as it stands, named by its URL. */
export const noAxeViolations = (page: Page) => expectNoA11yViolations(page, page.url());

export const verdict = (page: Page, placement: string, file: string) =>
  workspace(page).locator(`[data-placement="${placement}"][data-file="${file}"]`);

export async function logInAsVip(page: Page) {
  await page.goto(`${MAIN_SITE}/login?redirect=${encodeURIComponent(`${WEB}/vip`)}`);
  await page.getByTestId("login-new-user").click();
  await expect(page).toHaveURL(`${WEB}/vip`);
  await hydrated(page);
  await page.getByTestId("plan-personal-month").getByRole("button", { name: "立即开通", exact: true }).click();
  await page.getByTestId("payment-dialog").getByRole("button", { name: "模拟扫码支付" }).click();
  await expect(page.getByTestId("payment-dialog")).toHaveCount(0);
}
