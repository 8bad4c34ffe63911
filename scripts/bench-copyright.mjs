#!/usr/bin/env node
// 版权风险检测: accuracy on the generated evaluation set (scripts/copyright-eval/make-set.mjs), also printed
// by `npm run bench`. Per expected font: found (its written name or the family it resolves to) and the
// verdict right; per expected rights field: found with that value; stock-agency clues: hits and false
// hits. The tuned part and the held-out part are reported apart. Floors: font recall ≥ 95 %, verdict
// accuracy ≥ 95 %, rights-field recall ≥ 95 %, no agency false hit.
// The TypeScript readers are bundled with esbuild and run in Node with PDF.js's legacy build.
// Watermark images (stock agencies' marks and clean look-alikes) are scored through the OCR engine in
// Chromium by scripts/bench-ocr-watermark.mjs, called from here (skip with --no-ocr).
// Flags: --json, --check (exit 1 when a floor is missed), --no-ocr.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { makeSet } from "./copyright-eval/make-set.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const DIR = path.join(ROOT, "apps/web/app/tools/media/copyright-risk");
const FLAGS = new Set(process.argv.slice(2));

async function load() {
  const { build } = await import("esbuild");
  const result = await build({
    stdin: {
      contents:
        'export { scanFile } from "./scan-file.ts"; export { buildReport } from "./report.ts"; export { matchFont } from "./font-match.ts";',
      resolveDir: DIR,
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "silent",
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`);
}

const { scanFile, buildReport, matchFont } = await load();
const pdfjs = await import(path.join(ROOT, "node_modules/pdfjs-dist/legacy/build/pdf.mjs"));
const dir = path.join(os.tmpdir(), `copyright-eval-${process.pid}`);
const cases = await makeSet(dir);

const parts = { tuned: newTally(), heldOut: newTally() };
function newTally() {
  return {
    files: 0,
    fonts: 0,
    found: 0,
    verdictOk: 0,
    extra: 0,
    rights: 0,
    rightsFound: 0,
    agencies: 0,
    agencyHits: 0,
    agencyFalse: 0,
    misses: [],
  };
}
const times = [];
for (const c of cases) {
  const t = c.heldOut ? parts.heldOut : parts.tuned;
  t.files++;
  const bytes = new Uint8Array(readFileSync(path.join(dir, c.file)));
  const t0 = performance.now();
  let report;
  try {
    report = buildReport(c.file, await scanFile(c.file, bytes, async () => pdfjs));
  } catch (e) {
    t.misses.push(`${c.file}: ${e.message}`);
    t.fonts += c.fonts?.length ?? 0;
    continue;
  }
  times.push(performance.now() - t0);
  const expectedFamilies = new Set();
  for (const [family, verdict] of c.fonts ?? []) {
    t.fonts++;
    expectedFamilies.add(family);
    const hit = report.fonts.find(
      (f) => f.name === family || f.match.record?.family === family || f.name.replace(/^[A-Z]{6}\+/, "") === family,
    );
    if (!hit) {
      t.misses.push(`${c.file}: 没找到 ${family}`);
      continue;
    }
    t.found++;
    if (hit.match.verdict === verdict) t.verdictOk++;
    else t.misses.push(`${c.file}: ${family} 判为 ${hit.match.verdict}，应为 ${verdict}`);
  }
  // Fonts reported that the case does not expect (Office theme defaults are expected extras in DOCX/PPTX/XLSX).
  if (!/\.(docx|pptx|xlsx)$/.test(c.file))
    for (const f of report.fonts)
      if (
        ![f.name, f.name.replace(/^[A-Z]{6}\+/, ""), f.match.record?.family].some((n) => n && expectedFamilies.has(n))
      ) {
        t.extra++;
        t.misses.push(`${c.file}: 多报 ${f.name}`);
      }
  for (const [key, value] of c.rights ?? []) {
    t.rights++;
    if (report.rights.some((r) => r.key === key && r.value === value)) t.rightsFound++;
    else t.misses.push(`${c.file}: 没读到 ${key}=${value}（读到 ${JSON.stringify(report.rights)}）`);
  }
  if (c.agencies) {
    const got = report.agencies.map((a) => a.agency.key);
    for (const a of c.agencies) {
      t.agencies++;
      if (got.includes(a)) t.agencyHits++;
      else t.misses.push(`${c.file}: 没认出图库 ${a}`);
    }
    for (const g of got.filter((k) => !c.agencies.includes(k))) {
      t.agencyFalse++;
      t.misses.push(`${c.file}: 误报图库 ${g}`);
    }
  }
}

const pct = (a, b) => (b ? (100 * a) / b : 100);
const rows = Object.entries(parts).map(([name, t]) => ({
  part: name,
  files: t.files,
  fontRecall: pct(t.found, t.fonts),
  verdictAccuracy: pct(t.verdictOk, t.found),
  extraFonts: t.extra,
  rightsRecall: pct(t.rightsFound, t.rights),
  agencyRecall: pct(t.agencyHits, t.agencies),
  agencyFalseHits: t.agencyFalse,
  misses: t.misses,
}));
// The watermark images need the OCR engine, which runs in a browser: scripts/bench-ocr-watermark.mjs scores them.
writeFileSync(path.join(dir, "watermark-cases.json"), JSON.stringify(cases.filter((c) => c.watermarks)));
const watermarkBench = FLAGS.has("--no-ocr")
  ? null
  : spawnSync(process.execPath, [path.join(ROOT, "scripts/bench-ocr-watermark.mjs"), `--dir=${dir}`], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
rmSync(dir, { recursive: true, force: true });
times.sort((a, b) => a - b);
const all = rows.reduce((s, r) => s + r.files, 0);
const floors = rows.every(
  (r) => r.fontRecall >= 95 && r.verdictAccuracy >= 95 && r.rightsRecall >= 95 && r.agencyFalseHits === 0,
);
const data = {
  cases: all,
  parts: rows,
  medianMs: times[Math.floor(times.length / 2)],
  maxMs: times.at(-1),
  floors,
  aliasSelfCheck: matchFont("FZLTHJW--GB1-0").verdict,
};

if (FLAGS.has("--json")) console.log(JSON.stringify(data, null, 2));
else {
  console.log(
    `\n版权风险检测 · evaluation set (${all} files made by ag-psd, Chromium, a PDF writer, docx, pptxgenjs, exceljs, piexifjs, ImageMagick)`,
  );
  console.log(
    "part     files  font recall  verdict acc.  extra fonts  rights recall  agency recall  agency false hits",
  );
  for (const r of rows)
    console.log(
      `${r.part.padEnd(8)} ${String(r.files).padStart(5)}  ${r.fontRecall.toFixed(1).padStart(10)} %  ${r.verdictAccuracy.toFixed(1).padStart(10)} %  ${String(r.extraFonts).padStart(11)}  ${r.rightsRecall.toFixed(1).padStart(12)} %  ${r.agencyRecall.toFixed(1).padStart(12)} %  ${String(r.agencyFalseHits).padStart(17)}`,
    );
  console.log(`time per file (Node, one core): median ${data.medianMs.toFixed(1)} ms, max ${data.maxMs.toFixed(1)} ms`);
  for (const r of rows) for (const m of r.misses) console.log(`  ${r.part}: ${m}`);
  console.log(
    `floors (font recall, verdict accuracy, rights recall ≥ 95 %, no agency false hit): ${floors ? "✓" : "✗"}`,
  );
  if (watermarkBench) process.stdout.write(watermarkBench.stdout ?? "");
}
if (FLAGS.has("--check") && !floors) process.exit(1);
