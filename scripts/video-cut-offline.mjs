// The cut detector's pure logic on the generated set without a browser: ffmpeg decodes each video to
// the analysis grid (area-averaged Y/U/V, as the worker's block averages), and the site's own
// frame-features.ts and cut-detect.ts (bundled with esbuild) find the cuts. Used by
// bench-video-breakdown.mjs (`--offline`) and to look at the dev part while choosing thresholds; the
// figures of the floor come from the browser run, which decodes the files as a visitor's browser does.
import { importTs } from "./import-ts.mjs";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const TOOL = path.join(ROOT, "apps/web/app/tools/media/hit-video-breakdown");
const CACHE = path.join(ROOT, "node_modules/.cache/video-cut-offline");

export async function loadDetector() {
  return bundle(
    'export * from "./frame-features.ts"; export * from "./cut-detect.ts"; export * from "./evaluate-cuts.ts";',
  );
}

/** The page's cue merging (text-cues.ts): the bench matches captions with its `similarity`. */
export async function loadTextCues() {
  return bundle('export * from "./text-cues.ts";');
}

function bundle(contents) {
  return importTs(contents, TOOL);
}

/**
 * One file decoded by ffmpeg onto the analysis grid: the per-step differences the worker computes (each
 * frame to the previous one, and to the frame LAG+1 before it), mean brightness and histograms. Cached in
 * node_modules/.cache/video-cut-offline by file size and time, so threshold sweeps on the tuning part
 * decode each video once.
 */
export function seriesOffline(det, file, video) {
  const st = statSync(file);
  // Keyed by the file and by the feature code, so a change to frame-features.ts decodes again.
  const code = createHash("sha256")
    .update(readFileSync(path.join(TOOL, "frame-features.ts")))
    .update(
      readFileSync(path.join(TOOL, "cut-detect.ts"))
        .toString()
        .match(/LAG = \d+/)?.[0] ?? "",
    )
    .digest("hex")
    .slice(0, 12);
  const key = path.join(CACHE, `${path.basename(file)}-${st.size}-${Math.round(st.mtimeMs)}-${code}.json`);
  if (existsSync(key)) return JSON.parse(readFileSync(key, "utf8"));
  const { width: gw, height: gh } = det.gridSize(video.width, video.height);
  // yuv444p at grid size: every cell has its own U and V, like the worker's grid.
  const run = spawnSync(
    "ffmpeg",
    ["-v", "error", "-i", file, "-vf", `scale=${gw}:${gh}:flags=area,format=yuv444p`, "-f", "rawvideo", "-"],
    { maxBuffer: 1 << 30 },
  );
  if (run.status !== 0) throw new Error(String(run.stderr));
  const size = gw * gh;
  const frames = Math.floor(run.stdout.length / (size * 3));
  const feats = [];
  for (let f = 0; f < frames; f++) {
    const base = f * size * 3;
    const grid = {
      width: gw,
      height: gh,
      y: new Uint8Array(run.stdout.subarray(base, base + size)),
      u: new Uint8Array(run.stdout.subarray(base + size, base + 2 * size)),
      v: new Uint8Array(run.stdout.subarray(base + 2 * size, base + 3 * size)),
    };
    feats.push(det.featuresOf(grid));
  }
  const none = { hist: 0, edge: 0, pixel: 0, area: 0 };
  const series = {
    frames,
    diffs: feats.map((f, i) => (i ? det.frameDiff(feats[i - 1], f) : none)),
    // As the worker's ring: frame i-LAG-1 → frame i.
    lagDiffs: feats.map((f, i) => (i >= det.LAG + 1 ? det.frameDiff(feats[i - det.LAG - 1], f) : none)),
    meanLuma: feats.map((f) => f.meanLuma),
    hists: feats.map((f) => Array.from(f.hist)),
    thumbs: feats.map((f) => Array.from(det.thumbOf(f.grid))),
  };
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(key, JSON.stringify(series));
  return series;
}

/** Cuts and transitions of a decoded series, with the site's detector (optionally other parameters). */
export function detectOffline(det, series, video, params) {
  const hists = series.hists.map((h) => Float32Array.from(h));
  const thumbs = series.thumbs.map((t) => Uint8Array.from(t));
  return det.detectCuts(
    {
      diffs: series.diffs,
      lagDiffs: series.lagDiffs,
      times: series.diffs.map((_, i) => i / video.fps),
      meanLuma: series.meanLuma,
      histBetween: (a, b) => det.histDistance(hists[a], hists[b]),
      blendBetween: (a, m, b) => det.blendError(thumbs[a], thumbs[m], thumbs[b]),
      fps: video.fps,
    },
    params,
  );
}

/** Cuts and transitions of one file, decoded by ffmpeg onto the analysis grid. */
export function analyseOffline(det, file, video) {
  const series = seriesOffline(det, file, video);
  return { frames: series.frames, ...detectOffline(det, series, video) };
}

// CLI: per-video misses and false cuts of one part, for choosing thresholds. The held-out part is refused
// unless asked for by name (`--held-out`), so it is not looked at by accident while tuning.
//   node scripts/video-cut-offline.mjs [--set=DIR] [--held-out]
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = new Set(process.argv.slice(2));
  const setArg = process.argv.find((a) => a.startsWith("--set="));
  const dir = setArg ? setArg.slice(6) : path.join(ROOT, "node_modules/.cache/video-cut-set");
  const part = args.has("--held-out") ? "held-out" : "dev";
  const det = await loadDetector();
  const videos = JSON.parse(readFileSync(path.join(dir, "truth.json"), "utf8")).videos.filter((v) => v.split === part);
  const rows = [];
  const transitions = { total: 0, found: 0 };
  const lookalikes = { total: 0, asCuts: 0 };
  for (const v of videos) {
    const series = seriesOffline(det, path.join(dir, v.file), v);
    const r = detectOffline(det, series, v);
    const found = r.cuts.map((c) => c.frame);
    const score = det.matchCuts(v.cuts, found);
    rows.push(score);
    const overlaps = (a, b, c, d) => a <= d + 2 && c <= b + 2;
    transitions.total += v.transitions.length;
    transitions.found += v.transitions.filter((t) =>
      r.transitions.some((x) => overlaps(x.startFrame, x.endFrame, t.start, t.end)),
    ).length;
    lookalikes.total += v.lookalikes.length;
    lookalikes.asCuts += v.lookalikes.filter((l) => found.some((f) => f >= l.start - 2 && f <= l.end + 3)).length;
    const near = (f) => v.cuts.some((c) => Math.abs(c - f) <= 2);
    const false_ = r.cuts.filter((c) => !near(c.frame)).map((c) => `${c.frame} (${c.score.toFixed(2)})`);
    const missed = v.cuts.filter((c) => !found.some((f) => Math.abs(c - f) <= 2));
    console.log(
      `${v.file} ${v.width}×${v.height} ${v.codec}: ${score.truePositives}/${v.cuts.length}` +
        (false_.length ? ` false ${false_.join(", ")}` : "") +
        (missed.length ? ` missed ${missed.join(", ")}` : ""),
    );
  }
  const t = det.sumScores(rows);
  console.log(
    `${part}: ${videos.length} videos, ${t.truePositives + t.falseNegatives} cuts, found ${t.truePositives}, false ${t.falsePositives}; precision ${(t.precision * 100).toFixed(1)} %, recall ${(t.recall * 100).toFixed(1)} %; transitions found ${transitions.found}/${transitions.total}; look-alikes reported as cuts ${lookalikes.asCuts}/${lookalikes.total}`,
  );
}
