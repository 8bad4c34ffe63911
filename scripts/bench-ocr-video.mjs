/* global window -- code passed to page.evaluate runs in the browser */
// `node scripts/bench-ocr-video.mjs` (part of `npm run bench`): 视频字幕合规检测's video path
// (apps/web/app/tools/compliance/video-subtitle-check: read-video.ts + merge-cues.ts + the OCR engine)
// in Chromium's headless shell on a 60 s 1080×1920 H.264 video with burned-in subtitles of known
// text and times. Floors (`--check`): the whole video read in ≤ 60 s (model load excluded), ≥ 18 of
// the 19 subtitles found (text similarity ≥ 0.8 and overlapping in time) and ≥ 95 % character
// accuracy of the subtitle track (the seeking reader had 18 and 77.5 %); also the start-time error.
//
// The video is made here with ffmpeg (libass draws the subtitles with Noto Sans CJK SC, so
// fonts-noto-cjk) over backgrounds nobody on the team drew: ffmpeg's generators (moving gradients, a
// Mandelbrot zoom, Game of Life) and, when present, the GNOME wallpapers with a slow zoom. The
// subtitle text comes from Unicode CLDR (Node's ICU: Chinese names of regions and currencies) with
// generated dates and prices, like the OCR evaluation set. Seeded: the same video on every machine.
// Cached in node_modules/.cache/ocr-video/ (not committed; `--regenerate` makes it again).
//
// Flags: --rebuild (rebuild the bench page), --regenerate, --check, --json, --held-out (the second video).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { characterAccuracy } from "../apps/web/app/tools/engines/ocr/eval/score.mjs";
import { cpuSeconds, openBenchPage } from "./bench-ocr-page.mjs";

const FLAGS = new Set(process.argv.slice(2));
/**
 * `--held-out`: a second video made the same way but never looked at while the reading was tuned (the gate's
 * thresholds and detection sizes were chosen on the first): other seeds, other ffmpeg generators (a spiral
 * gradient, cellular automaton rule 110, another Mandelbrot region, testsrc2, a sparser Game of Life, a
 * circular gradient) and another subtitle style (yellow, regular weight, thinner outline, higher up).
 */
const HELD_OUT = FLAGS.has("--held-out");
const OUT = path.resolve(
  import.meta.dirname,
  HELD_OUT ? "../node_modules/.cache/ocr-video-held-out" : "../node_modules/.cache/ocr-video",
);
const VIDEO = "subtitles-1080x1920-60s.mp4";
const FLOOR_MS = 60_000;
/** Not to lose what the seeking reader had (18 of 19 subtitles, 77.5 % of the characters): at least these. */
const FLOOR_FOUND = 18;
const FLOOR_ACCURACY = 0.95;
const W = 1080;
const H = 1920;
const SECONDS = 60;
const log = (text) => process.stderr.write(`[bench-ocr-video] ${text}\n`);

/** mulberry32, seeded: the same cues on every machine. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeCues() {
  const r = rng(HELD_OUT ? 20261130 : 20261127);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const regions = new Intl.DisplayNames(["zh-Hans"], { type: "region" });
  const currencies = new Intl.DisplayNames(["zh-Hans"], { type: "currency" });
  const regionCodes =
    "CN BR FR DE JP KR GB IT ES IN AU CA MX AR EG KE TH VN MY SG ID NZ SE NO NL CH AT PL TR PT IE CL PE".split(" ");
  const currencyCodes = "CNY USD EUR JPY GBP HKD AUD CAD SGD KRW THB".split(" ");
  const phrase = () =>
    pick([
      () => `${regions.of(pick(regionCodes))}${int(1, 12)}月${int(1, 28)}日`,
      () => `${regions.of(pick(regionCodes))}专场 ￥${int(9, 999)}`,
      () => `${currencies.of(pick(currencyCodes))} ${int(100, 99999)}`,
      () => `${regions.of(pick(regionCodes))}·${regions.of(pick(regionCodes))}`,
    ])();
  const cues = [];
  for (let t = 0.5 + r(); t < SECONDS - 2;) {
    const length = 1.5 + r() * 2.5;
    const end = Math.min(SECONDS - 0.5, t + length);
    cues.push({ start: Math.round(t * 100) / 100, end: Math.round(end * 100) / 100, text: phrase() });
    t = end + (r() < 0.5 ? 0 : 0.3 + r() * 0.7);
  }
  return cues;
}

const assTime = (s) => {
  const cs = Math.round(s * 100);
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const sec = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, "0")}:${String(sec).padStart(2, "0")}.${String(cs % 100).padStart(2, "0")}`;
};

function generate(cues) {
  if (spawnSync("ffmpeg", ["-version"]).status !== 0) {
    log("需要 ffmpeg（apt-get install -y ffmpeg）：跳过视频基准。");
    process.exit(FLAGS.has("--check") ? 1 : 0);
  }
  mkdirSync(OUT, { recursive: true });
  const ass = [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${W}`,
    `PlayResY: ${H}`,
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, OutlineColour, BackColour, Bold, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV",
    HELD_OUT
      ? "Style: Default,Noto Sans CJK SC,56,&H0000FFFF,&H00000000,&H80000000,0,1,3,0,2,60,60,420"
      : "Style: Default,Noto Sans CJK SC,64,&H00FFFFFF,&H00000000,&H80000000,1,1,4,1,2,60,60,260",
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Text",
    ...cues.map((c) => `Dialogue: 0,${assTime(c.start)},${assTime(c.end)},Default,${c.text}`),
  ].join("\n");
  writeFileSync(path.join(OUT, "subtitles.ass"), ass);
  const wallpapers = existsSync("/usr/share/backgrounds/gnome")
    ? readdirSync("/usr/share/backgrounds/gnome")
        .filter((f) => /\.(webp|jpg|png)$/.test(f))
        .sort()
        .map((f) => path.join("/usr/share/backgrounds/gnome", f))
    : [];
  const lavfi = (source) => ["-f", "lavfi", "-t", "10", "-i", source];
  const heldOutShots = [
    lavfi("gradients=s=540x960:r=30:speed=0.03:seed=23:type=spiral"),
    lavfi("cellauto=s=270x480:r=30:rule=110:random_seed=4"),
    lavfi("mandelbrot=s=270x480:r=30:start_x=-0.743643887037151:start_y=0.13182590420533:start_scale=0.3"),
    lavfi("testsrc2=s=540x960:r=30"),
    lavfi("life=s=270x480:r=30:mold=0:ratio=0.2:seed=9"),
    lavfi("gradients=s=540x960:r=30:speed=0.025:seed=31:type=circular"),
  ];
  const shots = HELD_OUT
    ? heldOutShots
    : [
        ["-f", "lavfi", "-t", "10", "-i", "gradients=s=540x960:r=30:speed=0.01:seed=7"],
        ["-f", "lavfi", "-t", "10", "-i", "mandelbrot=s=270x480:r=30"],
        ...(wallpapers[0]
          ? [["-loop", "1", "-framerate", "30", "-t", "10", "-i", wallpapers[0]]]
          : [["-f", "lavfi", "-t", "10", "-i", "gradients=s=540x960:r=30:speed=0.02:seed=3"]]),
        ["-f", "lavfi", "-t", "10", "-i", "life=s=270x480:r=30:mold=10:ratio=0.4:seed=5"],
        ...(wallpapers[1]
          ? [["-loop", "1", "-framerate", "30", "-t", "10", "-i", wallpapers[1]]]
          : [["-f", "lavfi", "-t", "10", "-i", "gradients=s=540x960:r=30:speed=0.015:seed=11"]]),
        ["-f", "lavfi", "-t", "10", "-i", "gradients=s=540x960:r=30:speed=0.02:seed=19:type=radial"],
      ];
  const scaled = shots
    .map(
      (_, i) =>
        `[${i}:v]scale=${W * 1.1}:${H * 1.1}:force_original_aspect_ratio=increase,crop=${W}:${H}:'(iw-${W})/2*(1+sin(t/3)*0.5)':'(ih-${H})/2',fps=30,setsar=1,format=yuv420p[v${i}]`,
    )
    .join(";");
  const filter = `${scaled};${shots.map((_, i) => `[v${i}]`).join("")}concat=n=${shots.length}:v=1:a=0,subtitles=${path.join(OUT, "subtitles.ass")}[out]`;
  const args = [
    "-y",
    "-loglevel",
    "error",
    ...shots.flat(),
    "-filter_complex",
    filter,
    "-map",
    "[out]",
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-crf",
    "23",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    path.join(OUT, VIDEO),
  ];
  log("making the 60 s 1080×1920 video with ffmpeg…");
  const r = spawnSync("ffmpeg", args, { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(path.join(OUT, "truth.json"), JSON.stringify(cues, null, 1));
}

function similarity(a, b) {
  const x = [...a.replace(/\s+/g, "")];
  const y = [...b.replace(/\s+/g, "")];
  const { errors } = characterAccuracy([x.join("")], [y.join("")]);
  return 1 - errors / Math.max(x.length, y.length, 1);
}

const cues = makeCues();
if (FLAGS.has("--regenerate") || !existsSync(path.join(OUT, VIDEO)) || !existsSync(path.join(OUT, "truth.json")))
  generate(cues);
const truth = JSON.parse(readFileSync(path.join(OUT, "truth.json"), "utf8"));

const { page, browserPid, close } = await openBenchPage({
  rebuild: FLAGS.has("--rebuild"),
  mounts: { "/video/": OUT },
  log,
});
try {
  const load = await page.evaluate(() => window.ocrBench.load());
  log(`models loaded in ${load.ms} ms`);
  const cpu0 = cpuSeconds(browserPid);
  const result = await page.evaluate((u) => window.ocrBench.video(u), `/video/${VIDEO}`);
  const cpuMs = Math.round((cpuSeconds(browserPid) - cpu0) * 1000);
  const band = result.cues.filter((c) => c.place === "字幕");
  const found = truth.map((t) => {
    const overlapping = band.filter((c) => c.start < t.end && c.end > t.start);
    const best = overlapping.map((c) => ({ c, s: similarity(t.text, c.text) })).sort((a, b) => b.s - a.s)[0];
    return best && best.s >= 0.8 ? { ...t, got: best.c } : { ...t, got: null };
  });
  const hits = found.filter((f) => f.got);
  const startErrors = hits.map((f) => Math.abs(f.got.start - f.start)).sort((a, b) => a - b);
  const accuracy = characterAccuracy(
    truth.map((t) => t.text),
    band.map((c) => c.text),
  );
  const summary = {
    ms: result.ms,
    cpuMs,
    duration: result.duration,
    samples: result.samples,
    decoder: result.decoder,
    brokenAt: result.brokenAt,
    flickers: result.flickers,
    progressEvents: result.progressEvents,
    truthCues: truth.length,
    bandCues: band.length,
    otherCues: result.cues.length - band.length,
    recall: hits.length / truth.length,
    characterAccuracy: 1 - accuracy.errors / accuracy.chars,
    medianStartError: startErrors[Math.floor(startErrors.length / 2)] ?? NaN,
    load: os.loadavg()[0],
  };
  if (FLAGS.has("--json")) console.log(JSON.stringify({ summary, found, cues: result.cues }, null, 1));
  else {
    console.log("\n视频字幕合规检测 · video read (60 s 1080×1920 H.264, burned-in subtitles; Chromium headless shell)");
    console.log(
      `read in ${(summary.ms / 1000).toFixed(1)} s wall (floor ${FLOOR_MS / 1000} s), CPU ${(cpuMs / 1000).toFixed(1)} s; ` +
        `${summary.samples} samples (${summary.decoder === "webcodecs" ? "decoded in order" : "by seeking"}), ` +
        `${summary.progressEvents} progress updates, ${summary.flickers} one-frame flickers left out`,
    );
    console.log(
      `subtitles found ${hits.length}/${truth.length} (${(summary.recall * 100).toFixed(0)} %), ` +
        `character accuracy ${(summary.characterAccuracy * 100).toFixed(1)} %, median start error ${summary.medianStartError.toFixed(2)} s; ` +
        `${summary.bandCues} subtitle cues, ${summary.otherCues} on-screen text cues`,
    );
    if (summary.brokenAt !== null)
      console.log(`  decoding stopped at ${summary.brokenAt} s (the file should read to the end)`);
    for (const f of found.filter((x) => !x.got)) console.log(`  missed ${f.start}–${f.end} s: ${f.text}`);
    console.log(`(load average ${summary.load.toFixed(1)} on ${os.cpus().length} cores while measuring)`);
  }
  const met =
    summary.ms <= FLOOR_MS &&
    summary.brokenAt === null &&
    hits.length >= FLOOR_FOUND &&
    summary.characterAccuracy >= FLOOR_ACCURACY;
  if (!FLAGS.has("--json"))
    console.log(
      `floors (≤ ${FLOOR_MS / 1000} s, ≥ ${FLOOR_FOUND} subtitles, ≥ ${FLOOR_ACCURACY * 100} % characters): ${met ? "met" : "MISSED"}`,
    );
  if (FLAGS.has("--check") && !met) process.exitCode = 1;
} finally {
  await close();
}
