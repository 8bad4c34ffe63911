/**
 * What renders on view keeps its place (app/styles/app.css, the render-on-view utilities). Below the fold,
 * sections and cards skip their rendering until they come near the viewport, sized meanwhile by a
 * placeholder. A card or tile has a height known before it renders, so its placeholder is exact: nothing
 * moves when it renders. A section's placeholder is a guess, and it must never be shorter than what the
 * section renders: a shorter one let its content lie over what follows (Lighthouse's contrast check on 首页
 * read the template tiles over the dark 开通会员 banner) and pushed everything below it down on scroll.
 *
 * Each page at phone to desktop widths: every element that renders on view, measured skipped at load, then
 * with everything rendered.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./helpers";

/** Utilities whose placeholder is the item's exact height. */
const EXACT = ["render-on-view-tool-card", "render-on-view-tile", "render-on-view-card"];

interface Measured {
  kind: string;
  label: string;
  skipped: number;
  rendered: number;
}

async function measure(page: Page): Promise<Measured[]> {
  return page.evaluate((exact) => {
    const elements = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (e) => getComputedStyle(e).contentVisibility === "auto",
    );
    const skipped = elements.map((e) => e.getBoundingClientRect().height);
    for (const e of elements) e.style.contentVisibility = "visible";
    return elements.map((e, i) => ({
      kind:
        [...e.classList].find((c) => exact.includes(c)) ??
        [...e.classList].find((c) => c.startsWith("render-on-view") || c === "paint-on-view") ??
        "?",
      label: (e.querySelector("h2, h3")?.textContent ?? "").trim().slice(0, 24),
      skipped: skipped[i]!,
      rendered: e.getBoundingClientRect().height,
    }));
  }, EXACT);
}

const PAGES = [
  { path: "/home", items: "trending-templates" },
  { path: "/tools-index", items: null },
  { path: "/template-community", items: null },
  { path: "/vip", items: null },
  { path: "/tools/banned-words", items: "related-templates" },
];

for (const { path, items } of PAGES) {
  test(`${path}: what renders on view is never taller than its placeholder, a card or tile exactly as tall`, async ({
    page,
  }) => {
    for (const width of [320, 375, 412, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await hydrated(page);
      // Streamed sections (a tool page's related tools and templates) are in before measuring.
      if (items) await expect(page.getByTestId(items)).toBeAttached();
      const measured = await measure(page);
      expect(
        measured.filter((m) => m.kind !== "paint-on-view").length,
        `${path} at ${width} px renders something on view`,
      ).toBeGreaterThan(0);
      for (const m of measured) {
        const where = `${path} at ${width} px, ${m.kind} ${m.label}: skipped ${m.skipped} px, rendered ${m.rendered} px`;
        // A box inside another skipped box measures 0 until its ancestor renders: only its ancestor's size counts.
        if (m.skipped === 0) continue;
        if (EXACT.includes(m.kind) || m.kind === "paint-on-view")
          expect(Math.abs(m.rendered - m.skipped), where).toBeLessThanOrEqual(0.5);
        else expect(m.rendered, where).toBeLessThanOrEqual(m.skipped + 0.5);
      }
    }
  });
}
