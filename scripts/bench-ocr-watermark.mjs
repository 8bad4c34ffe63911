/* global window -- code passed to page.evaluate runs in the browser */
// 版权风险检测's watermark pass on the watermark images of its evaluation set
// (scripts/copyright-eval/watermark-cases.mjs): each image through the OCR engine in Chromium's headless
// shell and apps/web/app/tools/media/copyright-risk/watermark-text.ts, as the page runs them. Prints
// per part (tuned / held out) the recall of watermarked images (the right agency found) and false hits
// on clean look-alikes. Run by scripts/bench-copyright.mjs (`--dir=` the set it made), or alone.
// Flags: --dir=DIR (cases in DIR/watermark-cases.json), --json, --verbose.
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { watermarks } from "./copyright-eval/watermark-cases.mjs";
import { openBenchPage } from "./bench-ocr-page.mjs";

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? true];
  }),
);
const log = (text) => process.stderr.write(`[bench-ocr-watermark] ${text}\n`);
let dir = args.dir;
let cases;
if (dir) cases = JSON.parse(readFileSync(path.join(dir, "watermark-cases.json"), "utf8"));
else {
  dir = path.join(os.tmpdir(), `watermark-eval-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  cases = [];
  await watermarks(dir, cases);
}

const { page, close } = await openBenchPage({ mounts: { "/set/": dir }, log });
const parts = {
  tuned: { marked: 0, found: 0, clean: 0, falseHits: 0, misses: [] },
  heldOut: { marked: 0, found: 0, clean: 0, falseHits: 0, misses: [] },
};
const times = [];
try {
  await page.evaluate(() => window.ocrBench.load());
  for (const c of cases) {
    const part = c.heldOut ? parts.heldOut : parts.tuned;
    const got = await page.evaluate((u) => window.ocrBench.watermarks(u), `/set/${encodeURIComponent(c.file)}`);
    times.push(got.ms);
    if (args.verbose)
      log(`${c.file} ${c.watermarkText ?? "(clean)"} → ${JSON.stringify(got.keys)} ${JSON.stringify(got.lines)}`);
    if (c.watermarks.length) {
      part.marked++;
      if (c.watermarks.every((k) => got.keys.includes(k))) part.found++;
      else part.misses.push(`${c.file}「${c.watermarkText}」没认出（读到 ${JSON.stringify(got.lines.slice(0, 6))}）`);
    } else part.clean++;
    for (const k of got.keys.filter((k) => !c.watermarks.includes(k))) {
      part.falseHits++;
      part.misses.push(`${c.file}: 误报 ${k}`);
    }
  }
} finally {
  await close();
  if (!args.dir) rmSync(dir, { recursive: true, force: true });
}
times.sort((a, b) => a - b);
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : "—");
if (args.json) console.log(JSON.stringify({ parts, medianMs: times[Math.floor(times.length / 2)] }, null, 1));
else {
  console.log(
    `\n版权风险检测 · stock watermarks read by OCR (${cases.length} images: marks tiled / centred / strip, clean look-alikes)`,
  );
  console.log("part     marked  found  recall   clean  false hits");
  for (const [name, p] of Object.entries(parts))
    console.log(
      `${name.padEnd(8)} ${String(p.marked).padStart(6)} ${String(p.found).padStart(6)} ${pct(p.found, p.marked).padStart(6)} % ${String(p.clean).padStart(6)} ${String(p.falseHits).padStart(11)}`,
    );
  console.log(`OCR per image (model load excluded): median ${times[Math.floor(times.length / 2)]} ms`);
  for (const [name, p] of Object.entries(parts)) for (const m of p.misses) console.log(`  ${name}: ${m}`);
}
