import type { Locator, Page, TestInfo } from "@playwright/test";

/**
 * React has hydrated the document: the root layout's effect has set `<html data-hydrated>` (app/root.tsx),
 * which runs after every effect below it in the hydration commit. Links, buttons and forms are live.
 * A new document load starts without the attribute, so call this again after every `goto`/reload.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A screenshot (full page unless told otherwise) kept with the test's results and attached to the report. */
export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  const path = testInfo.outputPath(`${name}.png`);
  // Sections below the fold render only when scrolled near (`render-on-view`): a full-page picture shows
  // them rendered, as a reader scrolling down sees them.
  const take = () =>
    page.screenshot({ path, fullPage, style: fullPage ? "*{content-visibility:visible!important}" : undefined });
  try {
    await take();
  } catch (error) {
    // Chromium's headless shell sometimes refuses one capture ("Protocol error (Page.captureScreenshot): Unable to
    // capture screenshot", seen once in a clean-clone run of the whole suite). The picture is a record, not an
    // assertion: the capture is tried once more, and anything else still fails the test.
    if (!String(error).includes("Unable to capture screenshot")) throw error;
    await page.waitForTimeout(250);
    await take();
  }
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/**
 * How many screen pixels just outside `box` (1–6 CSS px out) are the focus ring's colour (app.css
 * `:focus-visible` / card-link: brand-600, #ea580c). What a keyboard user sees, read from a screenshot
 * decoded in the page: a ring that something clips (an ancestor's overflow or paint containment) counts 0.
 */
export async function focusRingPixels(page: Page, box: Locator): Promise<number> {
  const r = await box.boundingBox();
  if (!r) return 0;
  const pad = 6;
  const clip = { x: r.x - pad, y: r.y - pad, width: r.width + 2 * pad, height: r.height + 2 * pad };
  const png = (await page.screenshot({ clip })).toString("base64");
  return page.evaluate(
    async ({ png, clip, pad }) => {
      // Decoded from bytes, not fetched: the page's CSP allows no data: connections.
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const scale = bitmap.width / clip.width;
      let count = 0;
      for (let y = 0; y < bitmap.height; y++) {
        for (let x = 0; x < bitmap.width; x++) {
          const cx = x / scale,
            cy = y / scale;
          const outside = cx < pad - 1 || cy < pad - 1 || cx > clip.width - pad + 1 || cy > clip.height - pad + 1;
          if (!outside) continue;
          const i = (y * bitmap.width + x) * 4;
          if (Math.abs(data[i]! - 234) < 40 && Math.abs(data[i + 1]! - 88) < 40 && Math.abs(data[i + 2]! - 12) < 40)
            count++;
        }
      }
      return count / (scale * scale);
    },
    { png, clip, pad },
  );
}

/**
 * Form controls that stick out of the box they sit in (past the padding of the nearest ancestor with a border or
 * background):
 * the page itself can still fit the screen while a select pokes past its card. A control inside a box that
 * scrolls sideways on purpose (a wide table) is not counted. Returns "what: right edge vs box" per control.
 */
export async function controlsOutsideTheirBox(page: Page): Promise<string[]> {
  return page.getByRole("region", { name: "在线使用" }).evaluate((region) => {
    const out: string[] = [];
    for (const el of region.querySelectorAll<HTMLElement>("input, select, textarea, button")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || getComputedStyle(el).visibility === "hidden" || el.closest(".sr-only")) continue;
      let box: HTMLElement | null = null;
      let scrolls = false;
      for (let a = el.parentElement; a && a !== region.parentElement; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (/auto|scroll/.test(cs.overflowX)) {
          scrolls = true;
          break;
        }
        if (parseFloat(cs.borderRightWidth) > 0 || cs.backgroundColor !== "rgba(0, 0, 0, 0)") {
          box = a;
          break;
        }
      }
      if (scrolls) continue;
      // Inside the box's padding edge: a control that reaches into the padding already looks out of line.
      const edge = box ?? region;
      const cs = getComputedStyle(edge);
      const b = edge.getBoundingClientRect();
      const right = b.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight);
      const left = b.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft);
      if (r.right > right + 0.5 || r.left < left - 0.5) {
        const name = el.getAttribute("aria-label") ?? (el as HTMLInputElement).labels?.[0]?.innerText ?? el.tagName;
        out.push(
          `${name.slice(0, 20)}: ${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(left)}–${Math.round(right)}`,
        );
      }
    }
    return out;
  });
}
