/* global window, document -- code passed to page.evaluate runs in the browser */
// Adds the "screenshot" kind to the OCR evaluation set (app/tools/engines/ocr/eval/):
// crops of this site's real screens (production build, stand-in data) as Chromium
// renders them with the system's CJK fonts, at 1× and 2× pixel density. Each crop is
// one block of text (a heading, a card, a price); its label is the block's rendered
// text (innerText, one entry per line), reviewed by eye before committing. Run once:
//   npm run build --workspace apps/web && node scripts/capture-ocr-screenshots.mjs
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { E2E_BROWSER } from "./e2e-browser.mjs";
import { startLocalStack } from "./local-stack.mjs";

const OUT = path.resolve(import.meta.dirname, "../apps/web/app/tools/engines/ocr/eval");
const PAGES = ["/home", "/tools-index", "/vip", "/template-community", "/tools/banned-words", "/tools/roi-calculator"];

const stack = await startLocalStack({
  name: "ocr-shots",
  portBase: Number(process.env.PORT_BASE ?? 4420),
  site: () => ({
    command: "npm",
    args: ["run", "start", "--workspace", "apps/web"],
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { WEB_CONCURRENCY: "1" },
  }),
});
const browser = await chromium.launch({ executablePath: E2E_BROWSER });
const shots = [];
try {
  let n = 0;
  for (const [i, url] of PAGES.entries()) {
    const scale = i % 2 ? 2 : 1;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: scale });
    await page.goto(stack.origin + url, { waitUntil: "networkidle" });
    // Blocks of 1–3 short lines with Chinese in them, visible without scrolling far.
    const boxes = await page.evaluate(() => {
      const out = [];
      for (const el of document.querySelectorAll("main h1, main h2, main h3, main p, main a, main li")) {
        const text = el.innerText?.trim() ?? "";
        const lines = text
          .split(/\n+/)
          .map((l) => l.trim())
          .filter(Boolean);
        const r = el.getBoundingClientRect();
        if (lines.length < 1 || lines.length > 3 || text.length < 4 || text.length > 60) continue;
        if (!/[\u4e00-\u9fff]/.test(text) || r.width < 80 || r.height < 14 || r.top < 0 || r.bottom > 1800) continue;
        if (el.querySelector("svg, img, input, select, textarea")) continue;
        if (out.some((b) => !(r.right < b.x || r.left > b.x + b.w || r.bottom < b.y || r.top > b.y + b.h))) continue;
        out.push({ x: r.left, y: r.top + window.scrollY, w: r.width, h: r.height, lines });
        if (out.length >= 2) break;
      }
      return out;
    });
    for (const b of boxes) {
      n += 1;
      const file = `s${String(n).padStart(2, "0")}-screenshot.png`;
      const pad = 8;
      await page.screenshot({
        path: path.join(OUT, "images", file),
        fullPage: true,
        clip: { x: Math.max(0, b.x - pad), y: Math.max(0, b.y - pad), width: b.w + 2 * pad, height: b.h + 2 * pad },
      });
      shots.push({
        file,
        kind: "screenshot",
        set: n % 4 === 0 ? "holdout" : "tune",
        source: `${url} at ${scale}×`,
        lines: b.lines,
      });
    }
    await page.close();
  }
} finally {
  await browser.close();
  stack.stop();
}
const labels = JSON.parse(readFileSync(path.join(OUT, "labels.json"), "utf8")).filter((l) => l.kind !== "screenshot");
writeFileSync(path.join(OUT, "labels.json"), JSON.stringify([...labels, ...shots], null, 1) + "\n");
console.log(`${shots.length} screenshots captured`);
